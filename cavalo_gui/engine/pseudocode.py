"""The pseudocode of each algorithm, in the course's notation, and the line a search is on.

Each algorithm's text lives beside its module (``engine/algorithms/<name>.txt``). A line may
end with tags, ``@init``, ``@iteration``, ``@select``, ``@expand``, ``@solved``, ``@failure``:
the phase of the search that line performs. :func:`phase_after` tells from the search's last
event which phase it has just been through, and :meth:`Pseudocode.line_of` which line that is.
Fine step splits an expansion into ``@select`` (the node taken from open), ``@generate`` (its
successors made one by one; ``@prune`` where a bound cuts one) and ``@insert`` (the new nodes
put into open); a line may carry more than one tag (``@expand @generate``). The tags are not shown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

from cavalo_gui.engine.events import Event, Expansion, Finished, IterationStarted, Outcome

_TAGS = re.compile(r"(?:\s+@[a-z]+)+\s*$")


@dataclass(frozen=True)
class Pseudocode:
    """The lines to show and the line of each phase."""

    lines: tuple[str, ...]
    phases: dict[str, int]

    def line_of(self, phase: str) -> int | None:
        """The index of the line that performs ``phase`` (None if the text has none)."""
        return self.phases.get(phase)


_UNWEIGHTED = (("g + h", "g + w·h"), ("g(s) + h(s)", "g(s) + w·h(s)"))


def load_pseudocode(algorithm: str, weight: float = 1.0) -> Pseudocode | None:
    """The pseudocode of ``algorithm`` (its engine name), or None if it has none; under a
    ``weight`` other than 1, with f = g + w·h where the text says f = g + h."""
    source = resources.files("cavalo_gui.engine.algorithms").joinpath(f"{algorithm}.txt")
    if not source.is_file():
        return None
    lines, phases = [], {}
    for index, raw in enumerate(source.read_text(encoding="utf-8").splitlines()):
        tagged = _TAGS.search(raw)
        if tagged:
            for phase in tagged.group(0).split():
                phases[phase[1:]] = index
            raw = raw[: tagged.start()]
        if weight != 1.0:
            for plain, weighted in _UNWEIGHTED:
                raw = raw.replace(plain, weighted)
        lines.append(raw.rstrip())
    return Pseudocode(tuple(lines), phases)


def phase_after(event: Event | None) -> str:
    """The phase the search has just been through, given its last event (None: none yet)."""
    if event is None:
        return "init"
    if type(event) is IterationStarted:
        return "iteration"
    if type(event) is Expansion:
        return "expand"
    assert type(event) is Finished
    return "solved" if event.outcome is Outcome.SOLVED else "failure"
