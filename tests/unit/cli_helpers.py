"""Driving the ``cavalo`` command in-process, as the CLI tests need it."""

from __future__ import annotations

import pytest

from cavalo_gui.cli.main import main


def bad_input(capsys, *arguments: str) -> str:
    """The one stderr line of a refused command line (exit status 2, nothing on stdout)."""
    with pytest.raises(SystemExit) as exited:
        status = main(list(arguments))
        raise SystemExit(status)
    captured = capsys.readouterr()
    assert exited.value.code == 2
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    return lines[0]
