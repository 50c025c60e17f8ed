"""Fixtures shared by the unit tests."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest


@pytest.fixture
def main_script_marker(tmp_path, monkeypatch) -> Path:
    """Make this process's main module a script that creates a file when run, and return
    that file's path: a child process that runs the parent's main script again (as
    multiprocessing does unless told otherwise) leaves the file behind. ``monkeypatch.undo()``
    puts the real main module back."""
    marker = tmp_path / "ran"
    script = tmp_path / "script.py"
    script.write_text(f"open({str(marker)!r}, 'w').close()\n", encoding="utf-8")
    main = types.ModuleType("__main__")
    main.__file__ = str(script)
    monkeypatch.setitem(sys.modules, "__main__", main)
    return marker
