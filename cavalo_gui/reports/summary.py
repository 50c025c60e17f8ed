"""A run in words and tables, like the course's results (seed 000, section 6)."""

from __future__ import annotations

from cavalo_gui.engine.algorithms import get_algorithm
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.stats import significant
from cavalo_gui.reports.run import RunResult

STATISTICS_HEADER = (
    "| Problem | Solved? | Depth | Generated | Expanded | Penetrance "
    "| Branching factor | Largest open | Duplicates | Time (s) |"
)
STATISTICS_RULE = "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"


def number(value: float | None, digits: int = 3) -> str:
    """A statistic as the course's tables show it, with ``digits`` decimals (1.578), or with
    ``digits`` significant digits where decimals would round it away (a penetrance of 1.9e-5);
    'N/A' where it does not apply."""
    if value is None:
        return "N/A"
    if value == 0 or abs(value) >= 0.1:
        return f"{value:.{digits}f}"
    return significant(value, digits)


def solved_cell(result: RunResult) -> str:
    return {
        Outcome.SOLVED: "yes",
        Outcome.NO_SOLUTION: "no solution",
        Outcome.LIMIT: "limit",
    }[result.outcome]


def statistics_row(result: RunResult) -> str:
    stats = result.statistics
    depth = "N/A" if stats.length is None else str(stats.length)
    cells = [
        result.setup.puzzle.name,
        solved_cell(result),
        depth,
        f"{stats.generated}",
        f"{stats.expanded}",
        number(stats.penetrance),
        number(stats.branching_factor),
        f"{stats.max_open}",
        f"{stats.duplicates}",
        number(stats.seconds),
    ]
    return "| " + " | ".join(cells) + " |"


def describe_setup(result: RunResult) -> str:
    setup = result.setup
    puzzle = setup.puzzle
    seed = f", seed {puzzle.seed}" if puzzle.seed is not None else ""
    algorithm = get_algorithm(setup.algorithm)
    parameters = "".join(f", {name} {value}" for name, value in setup.parameters.items())
    heuristic = setup.heuristic_used() or "none"
    domain = setup.domain
    options = "".join(
        f"; {option.label.lower()}: {setup.chosen_options()[option.name]}"
        for option in domain.options
    )
    return (
        f"{domain.label}, problem {puzzle.name} (target {puzzle.target}{seed}); "
        f"{algorithm.label}{parameters}; heuristic {heuristic}{options}"
    )


def describe_path(result: RunResult) -> str:
    """'C1 (44) -> B3 (74) -> ...': each move with the progress after it."""
    steps = (
        f"{square} ({points})"
        for square, points in zip(result.path, result.points_after, strict=True)
    )
    return " -> ".join(steps)


def outcome_sentence(result: RunResult) -> str:
    unit = result.setup.domain.progress_unit
    if result.outcome is Outcome.SOLVED:
        return f"{result.reason} ({unit}: {result.points})."
    best = f"; best found: {result.points} {unit}"
    bound = (
        f"; the optimum needs at least {result.lower_bound:g} moves"
        if result.lower_bound is not None
        else ""
    )
    return f"{result.reason}{best}{bound}."


def format_result(result: RunResult) -> str:
    """The readable summary ``cavalo solve`` prints."""
    lines = [describe_setup(result), "", "Initial board:", result.initial_board, ""]
    lines.append(outcome_sentence(result))
    if result.path:
        lines.append(f"Solution: {describe_path(result)}")
        lines += ["", "Final board:", result.final_board]
    lines += ["", STATISTICS_HEADER, STATISTICS_RULE, statistics_row(result)]
    return "\n".join(lines)
