"""A run in words and tables, like the course's results (seed 000, section 6)."""

from __future__ import annotations

import math
from functools import partial

from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.engine.stats import significant
from cavalo_gui.reports.messages import (
    ENGLISH,
    PORTUGUESE,
    format_number,
    words,
)
from cavalo_gui.reports.run import RunResult

STATISTICS_COLUMNS = (
    "Problem",
    "Solved?",
    "Depth",
    "Generated",
    "Expanded",
    "Penetrance",
    "Branching factor",
    "Largest open",
    "Duplicates",
    "Time (s)",
)
STATISTICS_HEADER = "| " + " | ".join(STATISTICS_COLUMNS) + " |"
STATISTICS_RULE = "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"


def statistics_header(language: str = ENGLISH) -> str:
    """The statistics table's header row in ``language`` (the course's words in Portuguese:
    nós gerados, penetrância, fator de ramificação médio)."""
    return "| " + " | ".join(words(name, language) for name in STATISTICS_COLUMNS) + " |"


def number(value: float | None, digits: int = 3, language: str = ENGLISH) -> str:
    """A statistic as the course's tables show it, with ``digits`` decimals (1.578; 1,578 in
    Portuguese), or with ``digits`` significant digits where decimals would round it away (a
    penetrance of 1.9e-5); 'N/A' where it does not apply."""
    if value is None:
        return words("N/A", language)
    if value == 0 or abs(value) >= 0.1:
        return format_number(value, digits, language)
    text = significant(value, digits)
    return text.replace(".", ",") if language == PORTUGUESE else text


def solved_cell(result: RunResult, language: str = ENGLISH) -> str:
    """The course table's "Solved?": for a solution, whether it was proved optimal."""
    if result.outcome is Outcome.SOLVED:
        proved = result.proved_optimal
        return words("yes, optimal (proved)" if proved else "yes (not proved optimal)", language)
    return words(
        {
            Outcome.NO_SOLUTION: "no solution",
            Outcome.LIMIT: "limit",
        }[result.outcome],
        language,
    )


def statistics_row(result: RunResult, language: str = ENGLISH) -> str:
    stats = result.statistics
    depth = words("N/A", language) if stats.length is None else str(stats.length)
    cells = [
        result.setup.puzzle.name,
        solved_cell(result, language),
        depth,
        format_number(stats.generated, 0, language),
        format_number(stats.expanded, 0, language),
        number(stats.penetrance, language=language),
        number(stats.branching_factor, language=language),
        format_number(stats.max_open, 0, language),
        format_number(stats.duplicates, 0, language),
        number(stats.seconds, language=language),
    ]
    return "| " + " | ".join(cells) + " |"


def describe_setup(result: RunResult, language: str = ENGLISH) -> str:
    """'Knight game, problem A (target 70); A*; heuristic fewest; doubles: max' in
    ``language``; the names of algorithms' parameters and options' values stay the CLI's."""
    setup = result.setup
    puzzle = setup.puzzle
    say = partial(words, language=language)
    seed = f", {say('seed')} {puzzle.seed}" if puzzle.seed is not None else ""
    algorithm = get_algorithm(setup.algorithm)
    parameters = "".join(f", {name} {value:g}" for name, value in setup.parameters.items())
    heuristic = setup.heuristic_used() or say("none")
    if setup.heuristic_used() and setup.spoil != Spoil():
        heuristic += f" ({say('spoiled')}: {setup.spoil.formula()})"
    domain = setup.domain
    options = "".join(
        f"; {say(option.label).lower()}: {setup.chosen_options()[option.name]}"
        for option in domain.options
    )
    return (
        f"{say(domain.label)}, {say('problem')} {puzzle.name} "
        f"({say('target')} {puzzle.target}{seed}); "
        f"{say(algorithm.label)}{parameters}; {say('heuristic')} {heuristic}{options}"
    )


def describe_path(result: RunResult) -> str:
    """'C1 (44) -> B3 (74) -> ...': each move with the progress after it."""
    steps = (
        f"{square} ({points})"
        for square, points in zip(result.path, result.points_after, strict=True)
    )
    return " -> ".join(steps)


def outcome_sentence(result: RunResult, language: str = ENGLISH) -> str:
    """How the run ended, in ``language``: the engine's reason, then the progress reached and
    what a search proved about the optimum."""
    unit = words(result.setup.domain.progress_unit, language)
    reason = render(result.reason, language)
    if result.outcome is Outcome.SOLVED:
        return f"{reason}; {unit}: {result.points}."
    best = f"; {words('best found', language)}: {result.points} {unit}"
    moves = least_moves(result.lower_bound)
    bound = ""
    if moves is not None:
        sentence = "the optimum needs at least {moves} " + ("move" if moves == 1 else "moves")
        bound = "; " + words(sentence, language).format(moves=format_number(moves, 0, language))
    return f"{reason}{best}{bound}."


def least_moves(lower_bound: float | None) -> int | None:
    """The least whole number of moves a proved ``lower_bound`` allows (1.5 -> 2), or None
    when there is no bound to state (none proved, or one that says nothing: 0 or infinite)."""
    if lower_bound is None or not math.isfinite(lower_bound):
        return None
    moves = math.ceil(lower_bound - 1e-9)
    return moves if moves > 0 else None


def format_result(result: RunResult, language: str = ENGLISH) -> str:
    """The readable summary ``cavalo solve`` prints, in ``language`` (``--lang``)."""
    say = partial(words, language=language)
    lines = [describe_setup(result, language), "", say("Initial board:"), result.initial_board, ""]
    lines.append(outcome_sentence(result, language))
    if result.path:
        lines.append(f"{say('Solution:')} {describe_path(result)}")
        lines += ["", say("Final board:"), result.final_board]
    lines += ["", statistics_header(language), STATISTICS_RULE, statistics_row(result, language)]
    return "\n".join(lines)
