"""The READMEs' example commands write to scratch names: running one never overwrites a file
the project tracks (the pictures in docs/ among them)."""

from __future__ import annotations

import re
import shlex
import subprocess
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTPUT_OPTIONS = ("--out", "--plot", "--summary", "--results", "--save-run", "-o")


def _example_outputs(text: str) -> list[str]:
    """The files the ```bash blocks' cavalo commands are told to write."""
    outputs = []
    for block in re.findall(r"```bash\n(.*?)```", text, re.S):
        for line in block.replace("\\\n", " ").splitlines():
            if "cavalo" not in line:
                continue
            words = shlex.split(line, comments=True)
            outputs += [after for word, after in pairwise(words) if word in OUTPUT_OPTIONS]
    return outputs


def _tracked() -> set[str]:
    listed = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return set(listed.splitlines())


def test_no_example_overwrites_a_tracked_file():
    tracked = _tracked()
    outputs = [
        output
        for readme in ("README.md", "README.pt.md")
        for output in _example_outputs((ROOT / readme).read_text(encoding="utf-8"))
    ]
    assert len(outputs) > 5
    written = {
        candidate for output in outputs for candidate in (output, f"{output}.png", f"{output}.svg")
    }
    assert sorted(written & tracked) == []
