"""A board view of the chain test puzzle's own, as an installed package would bring it: the
count drawn as a bar of its steps."""

from __future__ import annotations

from cavalo_gui.app.boards.text import TextBoardView


class ChainBoardView(TextBoardView):
    """The text view, its text a bar: one # per step climbed."""

    def _on_node_changed(self) -> None:
        super()._on_node_changed()
        node = self.model.shown_node
        self.text.setPlainText("#" * (0 if node is None else node.state) + "|")
