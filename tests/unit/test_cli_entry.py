"""The ``cavalo`` command's entry point: a Ctrl-C while the command's modules are still being
imported ends it as a later one would, with a line and status 130, not a traceback."""

from __future__ import annotations

import sys
import types

from cavalo_gui.cli import entry


class _StillImporting(types.ModuleType):
    """A module whose import is cut short by Ctrl-C, as the command's is in its first tenths
    of a second."""

    def __getattr__(self, name: str):
        raise KeyboardInterrupt


def test_a_ctrl_c_while_the_command_starts_ends_it_with_a_line_and_status_130(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "cavalo_gui.cli.main", _StillImporting("cavalo_gui.cli.main"))
    assert entry.main() == 130
    assert capsys.readouterr().err == "cavalo: interrupted\n"


def test_the_entry_point_runs_the_command(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["cavalo", "list"])
    assert entry.main() == 0
    assert "Algorithms:" in capsys.readouterr().out
