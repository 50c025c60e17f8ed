"""The knight puzzle as the program registers it (``pyproject.toml``'s
``cavalo_gui.puzzles`` entry points): its domain, its drawn board, its widgets."""

from cavalo_gui.domains.knight.domain import KNIGHT
from cavalo_gui.domains.knight.editing import KnightDraft
from cavalo_gui.domains.plugin import PuzzlePlugin

PLUGIN = PuzzlePlugin(
    KNIGHT,
    draft=KnightDraft,
    board_view="cavalo_gui.app.boards.knight:KnightBoardView",
    editor_piece="cavalo_gui.app.editor.knight:KnightPiece",
)
