"""A run in words and tables, like the course's results (seed 000, section 6)."""

from __future__ import annotations

import math

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.domain import progress_count
from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.engine.stats import significant
from cavalo_gui.reports.messages import (
    ENGLISH,
    PORTUGUESE,
    format_number,
    puzzle_words,
    words,
)
from cavalo_gui.reports.run import RunResult

STATISTICS_COLUMNS = (
    message("words.header.problem"),
    message("words.header.solved"),
    message("words.header.depth"),
    message("words.header.generated"),
    message("words.header.expanded"),
    message("words.header.penetrance"),
    message("words.header.branching-factor"),
    message("words.header.largest-open"),
    message("words.header.duplicates"),
    message("words.header.time"),
)
STATISTICS_HEADER = "| " + " | ".join(words(name, ENGLISH) for name in STATISTICS_COLUMNS) + " |"
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
        return words(message("words.not-applicable"), language)
    if value == 0 or abs(value) >= 0.1:
        return format_number(value, digits, language)
    text = significant(value, digits)
    return text.replace(".", ",") if language == PORTUGUESE else text


def solved_cell(result: RunResult, language: str = ENGLISH) -> str:
    """The course table's "Solved?": for a solution, whether it was proved optimal."""
    if result.outcome is Outcome.SOLVED and not result.unit_costs:
        cost = result.statistics.cost
        if result.proved_optimal:
            return words(message("words.solved-cell.least-cost", cost=cost), language)
        if result.reason.id == "reason.solved-fewest-moves":
            return words(message("words.solved-cell.fewest-moves", cost=cost), language)
        return words(message("words.solved-cell.not-least-cost", cost=cost), language)
    if result.outcome is Outcome.SOLVED:
        proved = result.proved_optimal
        cell = "words.solved-cell.optimal" if proved else "words.solved-cell.not-proved"
        return words(message(cell), language)
    outcome = {Outcome.NO_SOLUTION: "no-solution", Outcome.LIMIT: "limit"}[result.outcome]
    return words(message(f"words.outcome.{outcome}"), language)


def statistics_row(result: RunResult, language: str = ENGLISH) -> str:
    stats = result.statistics
    not_applicable = words(message("words.not-applicable"), language)
    depth = not_applicable if stats.length is None else str(stats.length)
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
    seed_word = words(message("words.seed"), language)
    seed = f", {seed_word} {puzzle.seed}" if puzzle.seed is not None else ""
    algorithm = get_algorithm(setup.algorithm)
    parameters = "".join(f", {name} {value:g}" for name, value in setup.parameters.items())
    heuristic = setup.heuristic_used() or words(message("words.none"), language)
    if setup.heuristic_used() and setup.spoil != Spoil():
        spoiled = words(message("words.spoiled"), language)
        heuristic += f" ({spoiled}: {setup.spoil.formula()})"
    domain = setup.domain
    options = "".join(
        f"; {puzzle_words(option.label, language).lower()}: {setup.chosen_options()[option.name]}"
        for option in domain.options
    )
    problem = words(message("words.problem"), language)
    target = words(message("words.target"), language)
    heuristic_word = words(message("words.heuristic"), language)
    ends = getattr(puzzle, "ends", None)  # a puzzle whose goal is a place says where it goes
    if isinstance(ends, Message):
        aim = words(ends, language)
    else:  # a puzzle without a count to reach (Blokus, a Python problem) names none
        aim = f"{target} {puzzle.target}" if domain.has_target else ""
    said_aim = f" ({aim}{seed})" if aim else f" ({seed[2:]})" if seed else ""
    return (
        f"{puzzle_words(domain.label, language)}, {problem} {puzzle.name}{said_aim}; "
        f"{words(algorithm.said_label, language)}{parameters}; {heuristic_word} "
        f"{heuristic}{options}"
    )


def describe_path(result: RunResult) -> str:
    """'C1 (44) -> B3 (74) -> ...': each move with the progress after it; on a problem whose
    moves cost other than 1, with the path's cost g after it ('Sibiu (g=140) -> ...')."""
    if not result.unit_costs and len(result.g_after) == len(result.path):
        return " -> ".join(
            f"{step} (g={g:g})" for step, g in zip(result.path, result.g_after, strict=True)
        )
    steps = (
        f"{square} ({points})"
        for square, points in zip(result.path, result.points_after, strict=True)
    )
    return " -> ".join(steps)


def outcome_sentence(result: RunResult, language: str = ENGLISH) -> str:
    """How the run ended, in ``language``: the engine's reason, then the progress reached and
    what a search proved about the optimum."""
    domain = result.setup.domain
    unit = puzzle_words(domain.progress_unit, language)
    reason = render(result.reason, language)
    own_words = getattr(domain, "progress_words", None)  # a puzzle that says it its own way
    progress = render(own_words(result.points), language) if own_words else None
    if result.outcome is Outcome.SOLVED:
        return f"{reason}; {progress or f'{unit}: {result.points}'}."
    counted = progress or render(progress_count(domain, round(result.points)), language)
    best = f"; {words(message('words.best-found'), language)}: {counted}"
    moves = least_moves(result.lower_bound)
    bound = ""
    if moves is not None and not result.unit_costs:  # a bound on the cost, not on the moves
        said = message("words.least-cost-at-least", cost=result.lower_bound)
        bound = "; " + words(said, language)
    elif moves is not None:
        bound = "; " + words(message("words.optimum-at-least", n=moves), language)
    return f"{reason}{best}{bound}."


def least_moves(lower_bound: float | None) -> int | None:
    """The least whole number of moves a proved ``lower_bound`` allows (1.5 -> 2), or None
    when there is no bound to state (none proved, or one that says nothing: 0 or infinite)."""
    if lower_bound is None or not math.isfinite(lower_bound):
        return None
    moves = math.ceil(lower_bound - 1e-9)
    return moves if moves > 0 else None


def state_headings(domain: object, language: str) -> tuple[str, str]:
    """The headings over the first and the last state drawn: a puzzle's own
    (``initial_heading``, ``final_heading``: a graph's start node), else "Initial board:" and
    "Final board:"."""
    initial = getattr(domain, "initial_heading", None)
    final = getattr(domain, "final_heading", None)
    return (
        puzzle_words(initial, language)
        if initial
        else words(message("words.initial-board"), language),
        puzzle_words(final, language) if final else words(message("words.final-board"), language),
    )


def format_result(result: RunResult, language: str = ENGLISH) -> str:
    """The readable summary ``cavalo solve`` prints, in ``language`` (``--lang``)."""
    initial, final = state_headings(result.setup.domain, language)
    lines = [describe_setup(result, language), "", initial, result.initial_board, ""]
    lines.append(outcome_sentence(result, language))
    if result.path:
        lines.append(f"{words(message('words.solution'), language)} {describe_path(result)}")
        lines += ["", final, result.final_board]
    lines += ["", statistics_header(language), STATISTICS_RULE, statistics_row(result, language)]
    return "\n".join(lines)
