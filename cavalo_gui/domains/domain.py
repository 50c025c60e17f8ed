"""The Domain interface: everything the layers above need of a puzzle, and nothing more.

A puzzle is one folder under ``cavalo_gui/domains/`` (or a package of its own) that provides
one :class:`Domain` object, announced by one entry point of the ``cavalo_gui.puzzles`` group
(:mod:`cavalo_gui.domains.plugin`). The engine sees only the :class:`DomainProblem` it makes
(aima-python's ``Problem``: initial state, successors, goal test, heuristics); the reports, the
command line and the window also ask it for the catalog of problems, the file readers, the
options of the game, a state and a move in words. Nothing above the domain unpacks a state.

What a puzzle must provide (checked for every registered puzzle by
:func:`cavalo_gui.domains.contract.contract_faults`, which the tests run):

- **A name**: one lower-case word, the entry point's name, the ``domain`` of each of its
  puzzles, the folder of its shipped problem files (``problems/<name>/``) and the prefix of
  its catalogue's ids.
- **Its words as messages of its own catalogue** (``messages/en.po`` and ``messages/pt.po`` in
  its folder, found by their place, the same ids and places in both): its label, progress unit,
  options' labels, descriptions and choices, its heuristics' and bundled problems' descriptions
  are :class:`~cavalo_gui.engine.message.Text` values with ids ``<name>.text.…``; a count of
  its progress unit ("1 point", "2 points") the message ``<name>.count`` with plural forms
  (:func:`progress_count`); its
  ``describe_state`` a message of the same catalogue; its file readers' faults
  :class:`~cavalo_gui.domains.problem_files.ProblemFileError` with a message value. (A puzzle
  from outside the package, with no catalogue here, may give plain strings, shown as written in
  every language.)
- **A catalog**: at least one bundled problem; the first is the one a new window shows. The
  course's problems are named by letters from ``A`` (the golden message files run A to F of
  every puzzle and record a refusal for a name it lacks).
- **Its files both ways**: ``write_problem`` writes a problem that ``read_text`` reads back
  equal (a run file carries the board whole, a random board or one drawn by hand included);
  ``recognises`` answers for a file's text even when it is broken.
- **A problem to search**: ``make_problem`` gives a :class:`DomainProblem` whose heuristics
  include ``default_heuristic``, admissible, each with its admissibility said truly.
- **Optionally, a board drawn by hand and widgets** (the plug-in's ``draft``, ``board_view``,
  ``editor_piece``): a draft writes itself as the problem file's text and every bundled board
  drawn again is the same problem; without a draft File > New board… is off; without a board
  view the text view draws ``state_text`` (the window's contract with a board view:
  ``cavalo_gui.app.boards.view.BoardView``).
- **Optionally, moves that cost other than 1 and goals that are places** (a graph's):
  ``unit_costs`` on the :class:`DomainProblem`, a bool, ``False`` when a move may cost other
  than 1, so that "optimal" claims say whether they are fewest moves or least cost (read
  through :func:`cavalo_gui.engine.problem.has_unit_costs`; left out, every move costs 1);
  ``ends`` on a :class:`Puzzle`, a message saying where the search goes ("from Arad to
  Bucharest"), shown in a run's heading instead of its target; ``with_ends(start, goals)`` on
  a :class:`Puzzle`, the same problem searched from another start to other goals (each kept
  when ``None``; a :class:`MessageError` naming a place it lacks), which ``--from`` and
  ``--to`` use and without which they are refused. Where present, the check holds their
  types, and ``with_ends(None, None)`` must give the puzzle back unchanged.
- **Optionally, its own words in the reports** (on the Domain): ``initial_heading`` and
  ``final_heading``, texts of its catalogue over the first and the last state drawn (a graph's
  "Start node:"), in place of "Initial board:" and "Final board:"; ``progress_words(progress)``,
  a message saying how far a state got (a graph's "a goal reached"), in place of the count and
  ``progress_unit``. Its problem's ``move_separator`` sets a path's moves apart where their
  names may hold spaces (:mod:`cavalo_gui.domains.inspection_seam`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

from cavalo_gui.domains.catalogues import render, said_of
from cavalo_gui.domains.languages import ENGLISH
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import Message, MessageError, Text, message
from cavalo_gui.engine.node import Node, State
from cavalo_gui.engine.problem import Heuristic, Problem


@runtime_checkable
class Puzzle(Protocol):
    """One problem as the course states it: a named instance with a target.

    ``domain`` names the :class:`Domain` it belongs to; ``seed`` is set for random instances
    made from one (a random board); ``description`` is free text, one paragraph a line.
    Puzzles are frozen and hashable: equal puzzles are the same problem.
    """

    @property
    def domain(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def target(self) -> int: ...

    @property
    def seed(self) -> int | None: ...

    @property
    def description(self) -> str | Message: ...


def description_text(description: str | Message, language: str = ENGLISH) -> str:
    """A puzzle's description in ``language``: the file's own text as it is written, a bundled
    problem's (a :class:`~cavalo_gui.engine.message.Text`) or the one a reader made for a board
    with none (a message) rendered by its id."""
    if isinstance(description, Message):
        return render(description, language)
    return render(description.said, language) if isinstance(description, Text) else description


@dataclass(frozen=True)
class DomainOption:
    """A rule of the game the user may choose, such as which piece a move removes.

    ``choices`` are the values (the first line of each description is shown beside it);
    the chosen value travels as text in a run's ``options`` and in the results file.
    """

    name: str
    label: str
    choices: tuple[str, ...]
    default: str
    description: str = ""
    choice_labels: Mapping[str, str] | None = None

    def check(self, value: str) -> str:
        """``value`` if it is one of the choices; a :class:`MessageError` naming them otherwise."""
        if value not in self.choices:
            said = message(
                "option.not-a-choice",
                option=said_of(self.label),
                known=", ".join(self.choices),
                value=echoed(value),
            )
            raise MessageError(said)
        return value

    def label_of(self, value: str) -> str:
        return (self.choice_labels or {}).get(value, value)


@runtime_checkable
class DomainProblem(Problem, Protocol):
    """A puzzle made ready for search: the engine's :class:`Problem` plus what a report or a
    window says of its states."""

    @property
    def puzzle(self) -> Puzzle: ...

    def heuristics(self) -> Mapping[str, Heuristic]: ...

    def progress(self, state: State) -> float:
        """How far a state has got towards the target, in the domain's unit (points, boxes)."""
        ...

    def describe_state(self, state: State) -> Message | str:
        """The state in a few words, for the statistics and the open list: a message of the
        puzzle's catalogue, rendered in the reader's language where it is shown (a plain
        sentence from a puzzle with no catalogue is shown as it is written)."""
        ...

    def state_text(self, state: State) -> str:
        """The state drawn as plain text (several lines), for the results file."""
        ...

    def step_label(self, node: Node) -> str:
        """The move that reached ``node`` as a solution's path lists it (a square, an arc)."""
        ...


@runtime_checkable
class Domain(Protocol):
    """One puzzle of the course, as the reports, the command line and the window see it.

    ``progress_unit`` names what :meth:`DomainProblem.progress` counts ("points", "boxes");
    ``default_heuristic`` is an admissible heuristic offered first; ``file_patterns`` are the
    file names its reader takes (for the Open dialog); ``max_seed`` is set when some of its
    problems are random boards made from a seed.
    """

    @property
    def name(self) -> str: ...

    @property
    def label(self) -> str: ...

    @property
    def progress_unit(self) -> str: ...

    @property
    def options(self) -> Sequence[DomainOption]: ...

    @property
    def default_heuristic(self) -> str: ...

    @property
    def file_patterns(self) -> Sequence[str]: ...

    @property
    def max_seed(self) -> int | None: ...

    @property
    def has_target(self) -> bool:
        """Whether a problem's goal is a target of progress to reach (the knight's points, the
        boxes to close), so that the target names the problem; Blokus's goal is its stock."""
        ...

    def puzzles(self) -> Mapping[str, Puzzle]:
        """The problems shipped with the program, by name, in the catalog's order."""
        ...

    def load_puzzle(self, name: str, seed: int | None = None) -> Puzzle:
        """The shipped problem ``name`` (any case), remade from ``seed`` if it is a random one;
        ValueError naming the known problems otherwise."""
        ...

    def read_file(self, path: str | Path, target: int | None = None) -> list[Puzzle]:
        """The problems in a file, in file order; ``target`` replaces each one's target.
        Raises :class:`~cavalo_gui.domains.problem_files.ProblemFileError` for anything
        wrong, naming the file, the line and what was expected."""
        ...

    def read_text(self, text: str, source: str) -> list[Puzzle]:
        """The problems written in ``text``, as :meth:`read_file` reads them from a file;
        ``source`` names the text in the messages of its
        :class:`~cavalo_gui.domains.problem_files.ProblemFileError`."""
        ...

    def write_problem(self, puzzle: Puzzle) -> str:
        """``puzzle`` written in this puzzle's own file format, which :meth:`read_text` reads
        back equal (its board whole: a random or an edited board travels in a run file)."""
        ...

    def recognises(self, text: str) -> bool:
        """Whether the text of a problem file bears this puzzle's marks (a keyword only it
        has, the shape of its board), even when the file is broken: such a file is read, and
        its faults reported, by this puzzle's reader whichever puzzle is current."""
        ...

    def make_problem(
        self, puzzle: Puzzle, options: Mapping[str, str] | None = None
    ) -> DomainProblem:
        """The problem to search; missing options take their defaults."""
        ...


def default_options(domain: Domain) -> dict[str, str]:
    """Every option of ``domain`` at its default value."""
    return {option.name: option.default for option in domain.options}


def checked_options(domain: Domain, options: Mapping[str, str] | None) -> dict[str, str]:
    """``options`` completed with the defaults; ValueError for an unknown name or value."""
    known = {option.name: option for option in domain.options}
    chosen = default_options(domain)
    for name, value in (options or {}).items():
        if name not in known:
            said = message("experiment.no-option", puzzle=said_of(domain.label), name=echoed(name))
            raise MessageError(said)
        chosen[name] = known[name].check(value)
    return chosen


def progress_count(domain: Domain, n: int) -> Message:
    """``n`` of ``domain``'s progress unit in words, singular or plural by ``n`` ("1 piece",
    "2 pieces"): its catalogue's ``<name>.count``; for a puzzle with no catalogue, its unit as
    written after the number."""
    if isinstance(domain.progress_unit, Text):
        return message(f"{domain.name}.count", n=n)
    return message("progress.count-of", n=n, unit=domain.progress_unit)
