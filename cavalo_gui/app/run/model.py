"""The window's view of a run: the Qt-free :class:`~cavalo_gui.runs.run.Run` with one signal
per part of its picture, the model the widgets watch.

Events are folded by the run in the GUI thread; :meth:`RunModel.publish`, called by the
window's frame timer about 30 times a second, or as each batch arrives while a run goes as
fast as possible, emits one ``<part>_changed`` signal per part that changed since, so widgets
repaint at most once per frame however fast the search runs.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Signal

from cavalo_gui.app.run.outcome import outcome_words
from cavalo_gui.app.run.release import GradualRelease
from cavalo_gui.domains.domain import DomainProblem
from cavalo_gui.engine.problem import has_unit_costs
from cavalo_gui.runs.changes import Part
from cavalo_gui.runs.run import Run


class RunModel(Run, QObject):
    """A :class:`Run` (problem, counters, current node, series, outcome, position shown)
    that tells the widgets what changed. The panes read the run's fields on the model
    itself, so the model is the run rather than a wrapper that forwards each field; ``Run``
    comes first because PySide's ``QObject.__init__`` calls the next class's ``__init__``
    without arguments, and both are called here by name."""

    problem_changed = Signal()
    puzzle_replaced = Signal()  # at once, not at publish: see set_problem
    counters_changed = Signal()
    node_changed = Signal()
    series_changed = Signal()
    iterations_changed = Signal()
    finished_changed = Signal()
    preview_changed = Signal()
    position_changed = Signal()  # the timeline moved, or the recording grew
    fine_phase_changed = Signal()  # fine step turned on or off, or another phase shown

    def __init__(self, problem: DomainProblem, parent: QObject | None = None) -> None:
        QObject.__init__(self, parent)
        self.release = GradualRelease(self)  # lets go of a reset run's objects in slices
        Run.__init__(self, problem)
        self._signals = {
            Part.PROBLEM: self.problem_changed,
            Part.COUNTERS: self.counters_changed,
            Part.NODE: self.node_changed,
            Part.SERIES: self.series_changed,
            Part.ITERATIONS: self.iterations_changed,
            Part.FINISHED: self.finished_changed,
            Part.PREVIEW: self.preview_changed,
            Part.POSITION: self.position_changed,
            Part.FINE_PHASE: self.fine_phase_changed,
        }

    def let_go(self, containers: Iterable) -> None:
        """A reset run's containers, emptied a slice per turn of the event loop: dropped at
        once, millions of objects would hold the window for a second."""
        self.release.release(containers)

    def set_problem(self, problem: DomainProblem) -> None:
        """Show ``problem`` from now on. A problem of another puzzle also emits
        ``puzzle_replaced`` at once: a board view of the old puzzle must step aside before
        its next repaint, which may come before the next publish and would draw the new
        puzzle's states with the old puzzle's code."""
        replaced = self.problem.puzzle.domain != problem.puzzle.domain
        Run.set_problem(self, problem)
        if replaced:
            self.puzzle_replaced.emit()

    def outcome_text(self) -> str:
        """The end of the run in one sentence (see :func:`outcome_words`); empty before it."""
        final = self.finished
        if final is None:
            return ""
        best = None if final.best is None else self.problem.progress(final.best.state)
        unit_costs = has_unit_costs(self.problem)
        return outcome_words(final, best, self.domain, unit_costs)

    def publish(self, paced: bool = False) -> None:
        """Emit one change signal per part that changed since the last call (with ``paced``,
        only the parts due: see :meth:`Changes.take`)."""
        for part in self.changes.take(paced):
            self._signals[part].emit()
