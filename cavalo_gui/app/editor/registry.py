"""Which widget draws which puzzle's board in the editor, as each puzzle's plug-in names it
(``PuzzlePlugin.editor_piece``, :mod:`cavalo_gui.domains.plugin`).

A piece is a ``QWidget`` made as ``piece_class(draft, parent)`` from the puzzle's draft
(:mod:`cavalo_gui.domains.editing`); it changes the draft in place and emits ``changed``. The
editor's window around it (name, target, the rule check, saving) is the same for every puzzle.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cavalo_gui.app.plugin_widgets import PluginWidgets

EDITOR_PIECES: PluginWidgets[type[QWidget]] = PluginWidgets("editor_piece")
