"""The graph puzzle as the program registers it (``pyproject.toml``'s
``cavalo_gui.puzzles`` entry points): its domain, its drawn board, its widgets."""

from cavalo_gui.domains.graph.domain import GRAPH
from cavalo_gui.domains.graph.editing import GraphDraft
from cavalo_gui.domains.plugin import PuzzlePlugin

PLUGIN = PuzzlePlugin(
    GRAPH,
    draft=GraphDraft,
    board_view="cavalo_gui.app.boards.graph:GraphBoardView",
    editor_piece="cavalo_gui.app.editor.graph:GraphPiece",
)
