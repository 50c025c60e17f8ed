"""The quiz's sentences: why the algorithm's node (or threshold) was the right answer, built
from the facts on the algorithm's spec (its open list's order, its tie-breaking rule, its
pruning) and the two answers' numbers, in the window's language."""

from __future__ import annotations

from PySide6.QtCore import QObject

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.figures import LEAST_DECIMALS
from cavalo_gui.app.i18n import fill, number
from cavalo_gui.app.quiz.score import Kind, Score
from cavalo_gui.engine.algorithms.spec import Algorithm, OpenList, Pruning
from cavalo_gui.engine.node import Node

KEYS = {OpenList.LOWEST_F: "f", OpenList.LOWEST_G: "g", OpenList.LOWEST_H: "h"}


def figure(value: float, decimals: int = LEAST_DECIMALS) -> str:
    """A g, h, f or threshold as the window writes numbers (decimals only when it has them;
    ``decimals`` of them, enough to tell it from the figures it is read with)."""
    return number(value, 0 if float(value).is_integer() else decimals)


class Why(QObject):
    """Says why an answer was right or wrong, for one algorithm."""

    def __init__(self, algorithm: Algorithm, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.algorithm = algorithm

    @property
    def label(self) -> str:
        return domain_text(self.algorithm.label)

    def rule(self) -> str:
        """The algorithm's tie-breaking rule, as a line the quiz always shows."""
        return fill(
            self.tr("How {algorithm} chooses: {rule}"),
            algorithm=self.label,
            rule=domain_text(self.algorithm.tie_breaking),
        )

    def next_node(self, right: Node, right_row: int, yours: Node, yours_row: int) -> str:
        """Why ``right`` (row ``right_row`` of the open list) was expanded, not ``yours``."""
        order = self.algorithm.open_list
        key = KEYS.get(order)
        values = dict(algorithm=self.label, right=right_row, yours=yours_row)
        if key is not None:
            mine, theirs = getattr(right, key), getattr(yours, key)
            numbers = dict(values, key=key, a=figure(mine), b=figure(theirs))
            if mine < theirs:
                return fill(self.tr("{algorithm} takes the lowest {key}: {a} < {b}."), **numbers)
            if mine == theirs:
                return fill(
                    self.tr(
                        "Both have {key} = {a}, so {algorithm}'s rule between equals decides "
                        "(below): it puts #{right} before #{yours}."
                    ),
                    **numbers,
                )
        if order is OpenList.FIFO:
            return fill(
                self.tr(
                    "{algorithm} takes the node that entered open first (first in, first out): "
                    "#{right} before #{yours}."
                ),
                **values,
            )
        if order in (OpenList.LIFO, OpenList.BOUNDED_STACK):
            return fill(
                self.tr(
                    "{algorithm} takes the node that entered open last (last in, first out): "
                    "#{right} before #{yours}."
                ),
                **values,
            )
        return fill(
            self.tr("{algorithm}'s own order puts #{right} before #{yours}."),
            **values,
        )

    def threshold(
        self, right: float, yours: float, last: float | None, decimals: int = LEAST_DECIMALS
    ) -> str:
        """Why the next pass's threshold is ``right``, not ``yours``, each written with
        ``decimals`` decimals (enough to tell the thresholds apart)."""
        values = dict(
            algorithm=self.label,
            right=figure(right, decimals),
            yours=figure(yours, decimals),
            last=figure(last, decimals) if last is not None else "–",
        )
        if self.algorithm.pruning is Pruning.F_BOUND:
            text = self.tr(
                "{algorithm} raises the threshold to the least f that went over the last one "
                "({last}): {right}, not {yours}."
            )
        elif self.algorithm.pruning is Pruning.DEPTH_LIMIT:
            text = self.tr(
                "{algorithm} raises the depth limit by one after each pass ({last}): {right}, "
                "not {yours}."
            )
        else:
            text = self.tr("The next pass's threshold was {right}, not {yours}.")
        return fill(text, **values)

    def score(self, score: Score) -> str:
        return fill(
            self.tr("Score: {right} right of {asked}"), right=score.right, asked=score.asked
        )

    def summary(self, score: Score) -> str:
        """The end of the quiz: n right of m, and the mistakes by kind."""
        head = fill(
            self.tr("Quiz over: {right} right of {asked}."), right=score.right, asked=score.asked
        )
        if not score.mistakes:
            return head + " " + self.tr("No mistakes.")
        kinds = {
            Kind.NEXT_NODE: self.tr("next node"),
            Kind.THRESHOLD: self.tr("next threshold"),
            Kind.FATE: self.tr("child's fate"),
            Kind.BACKED_UP: self.tr("backed-up f"),
            Kind.FORGOTTEN: self.tr("node forgotten"),
        }
        parts = [f"{kinds[kind]}: {number(count)}" for kind, count in score.mistakes.items()]
        return head + " " + fill(self.tr("Mistakes by kind: {kinds}."), kinds="; ".join(parts))
