"""The course's statistics of a student's search: recomputed from its trace, set beside the
ones its program printed and the reference run's, each difference explained by the
definitions (SPEC §4: T counts every node put into open, the root excluded)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.own_search.replay import Replay, shown
from cavalo_gui.engine.stats import branching_factor, penetrance
from cavalo_gui.reports.run import RunResult

NAMES = ("generated", "expanded", "length", "penetrance", "branching")
RELATIVE = 1e-3  # a ratio printed with a few decimals is right within this


@dataclass(frozen=True)
class Figure:
    """One statistic: the student's printed value, the one recomputed from the trace, the
    reference run's, and, where the printed one differs, why (``why``)."""

    name: str
    printed: float | None
    recomputed: float | None
    reference: float | None
    why: Message | None = None

    @property
    def right(self) -> bool | None:
        """Whether the printed value is the recomputed one; None when either is missing."""
        if self.printed is None or self.recomputed is None:
            return None
        return same(self.printed, self.recomputed)


def same(a: float, b: float) -> bool:
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= max(RELATIVE * max(abs(a), abs(b)), 1e-9) or round(a, 2) == round(b, 2)


def recomputed(replay: Replay) -> dict[str, float | None]:
    """The statistics the trace's expansions and solution make, by the course's definitions."""
    length = len(replay.solution) if replay.solution is not None else None
    # A search that expanded a state twice keeps no closed list: it puts every successor
    # into open, and its T counts them all.
    generated = replay.generated_all if replay.tree_search else replay.generated
    return {
        "generated": float(generated),
        "expanded": float(replay.expansions),
        "length": None if length is None else float(length),
        "penetrance": penetrance(length or 0, generated),
        "branching": branching_factor(length or 0, generated),
    }


def _reference(result: RunResult | None) -> dict[str, float | None]:
    if result is None:
        return dict.fromkeys(NAMES)
    stats = result.statistics
    return {
        "generated": float(stats.generated),
        "expanded": float(stats.expanded),
        "length": None if stats.length is None else float(stats.length),
        "penetrance": stats.penetrance,
        "branching": stats.branching_factor,
    }


def explain_generated(printed: float, replay: Replay) -> Message:
    true = replay.generated_all if replay.tree_search else replay.generated
    if printed == true + 1:
        return message("check.why.root-generated")
    if printed == replay.generated_all and printed != true:
        return message("check.why.duplicates-generated")
    if printed == replay.generated_all + 1:
        return message("check.why.root-and-duplicates")
    before = replay.last_generated_before_goal
    if before is not None and printed == true - before + replay.last_children:
        return message("check.why.after-goal", n=replay.last_children - before)
    if printed == replay.expansions or printed == replay.expansions + 1:
        return message("check.why.generated-is-expanded")
    return message("check.why.generated-other", printed=shown(printed), true=true)


def explain_expanded(printed: float, replay: Replay) -> Message:
    true = replay.expansions
    if printed == true + 1:
        return message("check.why.goal-expanded")
    if printed == true - 1:
        return message("check.why.root-not-expanded")
    return message("check.why.expanded-other", printed=shown(printed), true=true)


def explain_ratio(name: str, printed: float, figures: dict[str, float | None]) -> Message:
    """Why a printed penetrance or branching factor differs: it follows from the student's own
    printed T and L (so the fault is in those), or it is not the formula."""
    length, generated = figures.get("length"), figures.get("generated")
    if length is not None and generated is not None and length > 0 and generated > 0:
        own = (
            penetrance(int(length), int(generated))
            if name == "penetrance"
            else branching_factor(int(length), int(generated))
        )
        if own is not None and same(printed, own):
            return message(f"check.why.{name}-follows")
    return message(f"check.why.{name}-formula")


def figures_of(replay: Replay, reference: RunResult | None) -> list[Figure]:
    """The five statistics, each beside the others, the differences explained."""
    mine = recomputed(replay)
    if replay.departure is not None:  # the replay stopped there: its counts are partial
        mine = dict.fromkeys(NAMES)
    theirs = _reference(reference)
    printed = replay.printed
    found = []
    for name in NAMES:
        value = printed.get(name)
        why = None
        true = mine[name]
        if value is not None and true is not None and not same(value, true):
            if name == "generated":
                why = explain_generated(value, replay)
            elif name == "expanded":
                why = explain_expanded(value, replay)
            elif name == "length":
                why = (
                    message("check.why.length-nodes")
                    if value == true + 1
                    else message("check.why.length-other", printed=shown(value), true=int(true))
                )
            else:
                why = explain_ratio(name, value, printed)
        found.append(Figure(name, value, true, theirs[name], why))
    return found
