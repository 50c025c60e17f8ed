"""The dots puzzle as the program registers it (``pyproject.toml``'s
``cavalo_gui.puzzles`` entry points): its domain, its drawn board, its widgets."""

from cavalo_gui.domains.dots.domain import DOTS
from cavalo_gui.domains.dots.editing import DotsDraft
from cavalo_gui.domains.plugin import PuzzlePlugin

PLUGIN = PuzzlePlugin(
    DOTS,
    draft=DotsDraft,
    board_view="cavalo_gui.app.boards.dots:DotsBoardView",
    editor_piece="cavalo_gui.app.editor.dots:DotsPiece",
)
