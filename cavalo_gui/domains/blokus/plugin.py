"""The blokus puzzle as the program registers it (``pyproject.toml``'s
``cavalo_gui.puzzles`` entry points): its domain, its drawn board, its widgets."""

from cavalo_gui.domains.blokus.domain import BLOKUS
from cavalo_gui.domains.blokus.editing import BlokusDraft
from cavalo_gui.domains.plugin import PuzzlePlugin

PLUGIN = PuzzlePlugin(
    BLOKUS,
    draft=BlokusDraft,
    board_view="cavalo_gui.app.boards.blokus:BlokusBoardView",
    editor_piece="cavalo_gui.app.editor.blokus:BlokusPiece",
)
