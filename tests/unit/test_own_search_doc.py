"""docs/own-search.md and its Portuguese counterpart: the worked example's trace, checked, prints
word for word what each document shows."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cavalo_gui.cli.main import main

DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize(
    ("document", "command"),
    [
        ("own-search.md", "cavalo check bfs-A.lisp"),
        ("own-search.pt.md", "cavalo check --lang pt bfs-A.lisp"),
    ],
)
def test_the_worked_example_prints_what_the_document_shows(
    tmp_path, capsys, monkeypatch, document, command
):
    text = (DOCS / document).read_text(encoding="utf-8")
    blocks = re.findall(r"```(\w*)\n(.*?)```", text, flags=re.S)
    trace = next(
        body
        for kind, body in blocks
        if kind == "lisp" and '(:event "expansion" :moves ((0 0) (2 1) (0 2))' in body
    )
    shown = next(body for _kind, body in blocks if body.startswith(f"$ {command}\n"))
    (tmp_path / "bfs-A.lisp").write_text(trace, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    status = main(command.split()[1:])
    assert status == 1
    assert capsys.readouterr().out == shown.removeprefix(f"$ {command}\n")
