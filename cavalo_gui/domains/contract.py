"""What a puzzle must provide (:mod:`cavalo_gui.domains.domain`'s list), checked: each fault
said in one line naming the puzzle and the rule, for the tests and for a plug-in's author."""

from __future__ import annotations

import dataclasses
import re

from cavalo_gui.domains.catalogues import CatalogueError, entries, render
from cavalo_gui.domains.domain import Domain, DomainProblem, Puzzle
from cavalo_gui.domains.editing import check_draft
from cavalo_gui.domains.languages import LANGUAGES
from cavalo_gui.domains.plugin import PuzzlePlugin, plugin_of
from cavalo_gui.domains.problem_files import ProblemFileError
from cavalo_gui.engine.message import Message, Text

NAME = re.compile(r"[a-z][a-z0-9_]*")


def contract_faults(puzzle: Domain | PuzzlePlugin, catalogued: bool = True) -> list[str]:
    """Every rule of the contract ``puzzle`` breaks (none: it keeps it); ``catalogued``: its
    words must be messages of its own catalogue (a puzzle inside the package)."""
    plugin = plugin_of(puzzle)
    domain = plugin.domain
    faults: list[str] = []
    if not isinstance(domain.name, str) or not NAME.fullmatch(domain.name):
        return [f"{domain.name!r}: a puzzle's name is one lower-case word"]
    bundled = dict(domain.puzzles())
    if not bundled:
        return [f"{domain.name}: it ships no problem"]
    first = next(iter(bundled.values()))
    problem = domain.make_problem(first)
    if not isinstance(problem, DomainProblem):
        faults.append(f"{domain.name}: make_problem gives no DomainProblem")
    heuristics = problem.heuristics()
    if domain.default_heuristic not in heuristics:
        faults.append(f"{domain.name}: its default heuristic is not one of its heuristics")
    elif not heuristics[domain.default_heuristic].admissible:
        faults.append(f"{domain.name}: its default heuristic is not admissible")
    unit_costs = getattr(problem, "unit_costs", True)
    if not isinstance(unit_costs, bool):
        faults.append(f"{domain.name}: its problem's unit_costs is not a bool")
    for name, puzzle in bundled.items():
        faults += _puzzle_faults(domain, name, puzzle)
        if plugin.draft is not None:
            checked = check_draft(domain, plugin.draft(puzzle))
            if checked.puzzle != dataclasses.replace(puzzle, seed=None):
                faults.append(f"{domain.name}: problem {name} drawn again is another problem")
    if catalogued:
        faults += _catalogue_faults(domain, problem)
    return faults


def _puzzle_faults(domain: Domain, name: str, puzzle: Puzzle) -> list[str]:
    faults = []
    if puzzle.domain != domain.name:
        faults.append(f"{domain.name}: problem {name} says it belongs to {puzzle.domain!r}")
    faults += _ends_faults(domain, name, puzzle)
    if domain.load_puzzle(name.lower(), puzzle.seed) != puzzle:
        faults.append(f"{domain.name}: load_puzzle({name.lower()!r}) is not problem {name}")
    try:
        again = domain.read_text(domain.write_problem(puzzle), "written.txt")
    except ProblemFileError as error:
        return [*faults, f"{domain.name}: problem {name} written is not read back: {error}"]
    if again != [dataclasses.replace(puzzle, seed=None)] and again != [puzzle]:
        faults.append(f"{domain.name}: problem {name} written and read back is another")
    return faults


def _ends_faults(domain: Domain, name: str, puzzle: Puzzle) -> list[str]:
    """A puzzle's optional ``ends`` (a message) and ``with_ends`` (the same puzzle again when
    neither end is changed)."""
    faults = []
    ends = getattr(puzzle, "ends", None)
    if ends is not None and not isinstance(ends, Message):
        faults.append(f"{domain.name}: problem {name}'s ends is not a message")
    with_ends = getattr(puzzle, "with_ends", None)
    if with_ends is None:
        return faults
    if not callable(with_ends):
        return [*faults, f"{domain.name}: problem {name}'s with_ends cannot be called"]
    if with_ends(None, None) != puzzle:
        faults.append(f"{domain.name}: problem {name}'s with_ends(None, None) is another problem")
    return faults


def _catalogue_faults(domain: Domain, problem: DomainProblem) -> list[str]:
    texts = [domain.label, domain.progress_unit]
    for option in domain.options:
        texts += [option.label, option.description]
        texts += [option.label_of(value) for value in option.choices]
    texts += [puzzle.description for puzzle in domain.puzzles().values()]
    texts += [heuristic.description for heuristic in problem.heuristics().values()]
    prefix = f"{domain.name}.text."
    faults = [
        f"{domain.name}: {str(text)[:40]!r} is not a text of its catalogue ({prefix}…)"
        for text in texts
        if not (isinstance(text, Text) and text.id.startswith(prefix))
    ]
    count = f"{domain.name}.count"
    for language in LANGUAGES:
        entry = entries(language).get(count)
        if entry is None or entry.plural is None:
            faults.append(f"{domain.name}: {count} has no {language} text with plural forms")
        for text in texts:
            if isinstance(text, Text) and text.id not in entries(language):
                faults.append(f"{domain.name}: {text.id} has no {language} text")
            elif isinstance(text, Text):
                try:
                    render(text.said, language)
                except (CatalogueError, KeyError) as error:
                    faults.append(f"{domain.name}: {text.id} in {language}: {error}")
    return faults
