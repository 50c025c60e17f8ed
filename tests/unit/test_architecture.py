"""The layers of the tree are a machine-checked rule, not a habit (import-linter, ruff)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[2]


def test_import_contracts_hold():
    """engine <- domains <- reports <- runs <- app <- cli, and no Qt below the app."""
    assert lint_imports(config_filename=str(ROOT / "pyproject.toml")) == 0


def test_ruff_finds_nothing_to_fix():
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--quiet", str(ROOT)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ci_runs_the_readme_test_command_verbatim():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    marker = "<!-- test-command -->"
    command = readme.split(marker)[1].split("```")[1].strip().removeprefix("bash").strip()
    assert command and command in ci
