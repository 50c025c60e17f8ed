"""How a puzzle joins the program: a :class:`PuzzlePlugin` named by an entry point.

Every puzzle, the course's three and any installed package's, is one entry point of the group
``cavalo_gui.puzzles`` (``[project.entry-points."cavalo_gui.puzzles"]`` in a
``pyproject.toml``): its name is the puzzle's, its value the ``module:attribute`` of a
:class:`PuzzlePlugin` (or of a bare :class:`~cavalo_gui.domains.domain.Domain`, a puzzle drawn
as text and not drawable by hand). Nothing is imported until the registry is first asked for a
puzzle (:mod:`cavalo_gui.domains.registry`).

The board view and the editor's piece are named, not imported: they are Qt widgets, which only
the app may import (``module:Class``; see ``cavalo_gui.app.boards.view.BoardView``).
"""

from __future__ import annotations

import importlib
import tomllib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.editing import BoardDraft

ENTRY_POINT_GROUP = "cavalo_gui.puzzles"
DISTRIBUTION = "cavalo-gui"
CHECKOUT_PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"
"""The project file of a checkout (an editable install, or the source tree on the path), read
for its own puzzles when the installed metadata does not list them (installed before they
were added) or there is none."""


@dataclass(frozen=True)
class PuzzlePlugin:
    """A puzzle and what draws it: its :class:`Domain`; ``draft`` makes its board drawn by
    hand (:mod:`cavalo_gui.domains.editing`; None: it cannot be drawn); ``board_view`` and
    ``editor_piece`` name its widgets as ``module:Class`` (None: the text view draws it; it has
    no editor)."""

    domain: Domain
    draft: Callable[[Puzzle | None], BoardDraft] | None = None
    board_view: str | None = None
    editor_piece: str | None = None


@dataclass(frozen=True)
class Announced:
    """A puzzle announced by an entry point: its name, its ``module:attribute``, and the
    distribution that announces it (None: read from a checkout's project file)."""

    name: str
    reference: str
    distribution: str | None


def load_reference(reference: str) -> object:
    """The object ``module:attribute`` names (``module.attribute`` chains allowed after the
    colon); ImportError or AttributeError as Python raises them."""
    module_name, _, attributes = reference.partition(":")
    found: object = importlib.import_module(module_name.strip())
    for attribute in filter(None, attributes.strip().split(".")):
        found = getattr(found, attribute)
    return found


def plugin_of(loaded: object) -> PuzzlePlugin:
    """``loaded`` as a plug-in: itself, or a bare domain wrapped; TypeError for anything
    else."""
    if isinstance(loaded, PuzzlePlugin):
        return loaded
    if isinstance(loaded, Domain):
        return PuzzlePlugin(loaded)
    raise TypeError(f"{type(loaded).__qualname__} is neither a PuzzlePlugin nor a Domain")


FIRST_PUZZLE = "knight"
"""The course's own puzzle, listed first wherever puzzles are listed."""


def announced_puzzles() -> list[Announced]:
    """Every puzzle entry point: this program's own first (the knight game, the course's
    first puzzle, then the others by name: an installed wheel's metadata lists them by name,
    whatever the project file's order), then other distributions' by name; a name announced
    twice keeps its first."""
    own: list[Announced] = []
    others: list[Announced] = []
    for entry in metadata.entry_points(group=ENTRY_POINT_GROUP):
        distribution = entry.dist.name if entry.dist is not None else None
        found = Announced(entry.name, entry.value, distribution)
        is_own = distribution is not None and _normal(distribution) == _normal(DISTRIBUTION)
        (own if is_own else others).append(found)
    listed = {found.name for found in own}
    own += [found for found in checkout_puzzles() if found.name not in listed]
    own.sort(key=lambda found: (found.name != FIRST_PUZZLE, found.name))
    others.sort(key=lambda found: found.name)
    seen: set[str] = set()
    return [found for found in (*own, *others) if not (found.name in seen or seen.add(found.name))]


def checkout_puzzles(pyproject: Path = CHECKOUT_PYPROJECT) -> Iterator[Announced]:
    """The puzzles a checkout's project file registers (none where there is no such file,
    as in an installed wheel, whose metadata is never stale)."""
    try:
        with pyproject.open("rb") as stream:
            project = tomllib.load(stream).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return
    if _normal(str(project.get("name", ""))) != _normal(DISTRIBUTION):
        return
    table = project.get("entry-points", {}).get(ENTRY_POINT_GROUP, {})
    for name, reference in table.items():
        yield Announced(name, reference, None)


def _normal(distribution: str) -> str:
    return distribution.lower().replace("_", "-")
