"""An experiment summarised as in AIMA (3rd ed., figure 3.29): the mean number of nodes
generated and the effective branching factor b* by solution depth d, one column pair per
algorithm and heuristic, as a Markdown table and as a plot (nodes against depth, log scale).

The depth d of a board is the fewest moves any run of the experiment found for it: the
optimum whenever an optimal algorithm (A* with an admissible heuristic, BFS, ...) solved it,
as the textbook's d is. A run is counted at its board's depth whatever the length of its own
solution, so a column of a non-optimal algorithm shows what it cost on the boards of depth d.
Only runs that solved enter a mean; a cell says so when some runs of its depth did not. b* is
each run's own (the course's B: the root of b + b^2 + ... + b^L = N for its solution length L,
the textbook's b* when L = d), averaged over the runs. Rows are plain dicts, as read back from
an experiment's CSV or Parquet file, so a summary can be made again from the file alone.
"""

from __future__ import annotations

import io
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from statistics import fmean
from typing import Any

from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.message import message
from cavalo_gui.reports.messages import ENGLISH, format_number, words
from cavalo_gui.reports.results_file import write_bytes_safely

SOLVED = "solved"
PLOT_SUFFIXES = (".png", ".svg")


@dataclass(frozen=True)
class Cell:
    """One column's runs at one depth: how many, how many solved, and their means."""

    runs: int
    solved: int
    mean_generated: float | None
    mean_branching: float | None


@dataclass(frozen=True)
class DepthTable:
    """The summary: ``columns`` (algorithm and heuristic, and the options or parameters when
    the experiment varied them), the depths, the boards at each depth, and a cell per column
    and depth where the column has runs. ``unsolved_boards`` no run solved; they have no
    depth and are left out."""

    columns: tuple[str, ...]
    depths: tuple[int, ...]
    boards: Mapping[int, int]
    cells: Mapping[tuple[str, int], Cell]
    unsolved_boards: int
    runs: int


def _options(row: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    domain = get_domain(str(row["domain"]))
    return tuple((option.name, str(row.get(option.name))) for option in domain.options)


def _parameters(row: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted((row.get("parameters") or {}).items()))


@cache
def _heuristic_order(domain_name: str) -> dict[str, int]:
    """The place of each of a puzzle's heuristics in its list (weakest first)."""
    domain = get_domain(domain_name)
    any_puzzle = next(iter(domain.puzzles().values()))
    return {name: place for place, name in enumerate(domain.make_problem(any_puzzle).heuristics())}


def _column_order(row: Mapping[str, Any]) -> tuple[Any, ...]:
    """Columns as the book orders them: the registry's algorithms (uninformed first), then
    the heuristics weakest first, then the options and parameters."""
    algorithms = list(ALGORITHMS)
    algorithm = str(row["algorithm"])
    heuristics = _heuristic_order(str(row["domain"]))
    return (
        algorithms.index(algorithm) if algorithm in algorithms else len(algorithms),
        heuristics.get(str(row.get("heuristic")), -1),
        _options(row),
        repr(_parameters(row)),
    )


def board_of(row: Mapping[str, Any]) -> tuple[Any, ...]:
    """What makes a board: the puzzle, its seed and target, and the rules played (options)."""
    return (row["domain"], row["problem"], row["seed"], row["target"], _options(row))


def short_label(algorithm: str, language: str = ENGLISH) -> str:
    """An algorithm's short name in ``language`` ("BFS", "Custo uniforme"); a name no
    algorithm has, as it is."""
    if algorithm not in ALGORITHMS:
        return algorithm
    return words(ALGORITHMS[algorithm].short.said, language)


def _column_namer(rows: Sequence[Mapping[str, Any]], language: str):
    """A function naming a row's column in ``language``: the algorithm and heuristic, plus the
    options and parameters that take more than one value in the experiment."""
    varied_options = {
        name
        for name, _value in {pair for row in rows for pair in _options(row)}
        if len({dict(_options(row))[name] for row in rows}) > 1
    }
    several_parameters = len({_parameters(row) for row in rows}) > 1

    def name(row: Mapping[str, Any]) -> str:
        parts = [short_label(str(row["algorithm"]), language)]
        if row.get("heuristic"):
            parts.append(str(row["heuristic"]))
        parts += [f"{key} {value}" for key, value in _options(row) if key in varied_options]
        if several_parameters:
            parts += [f"{key.replace('_', '-')} {value:g}" for key, value in _parameters(row)]
        return " ".join(parts)

    return name


def depth_table(rows: Sequence[Mapping[str, Any]], language: str = ENGLISH) -> DepthTable:
    """The summary of an experiment's rows (see the module's notes), its columns named in
    ``language``."""
    depth_of_board: dict[tuple[Any, ...], int] = {}
    for row in rows:
        if row["outcome"] == SOLVED and row["moves"] is not None:
            board = board_of(row)
            depth_of_board[board] = min(row["moves"], depth_of_board.get(board, row["moves"]))
    column_of = _column_namer(rows, language)
    columns = list(dict.fromkeys(column_of(row) for row in sorted(rows, key=_column_order)))
    grouped: dict[tuple[str, int], list[Mapping[str, Any]]] = defaultdict(list)
    for row in rows:
        depth = depth_of_board.get(board_of(row))
        if depth is not None:
            grouped[column_of(row), depth].append(row)
    cells = {}
    for key, runs in grouped.items():
        solved = [run for run in runs if run["outcome"] == SOLVED]
        factors = [run["branching_factor"] for run in solved if run["branching_factor"] is not None]
        cells[key] = Cell(
            runs=len(runs),
            solved=len(solved),
            mean_generated=fmean(run["generated"] for run in solved) if solved else None,
            mean_branching=fmean(factors) if factors else None,
        )
    boards: dict[int, int] = defaultdict(int)
    for depth in depth_of_board.values():
        boards[depth] += 1
    all_boards = {board_of(row) for row in rows}
    return DepthTable(
        columns=tuple(columns),
        depths=tuple(sorted(boards)),
        boards=dict(boards),
        cells=cells,
        unsolved_boards=len(all_boards) - len(depth_of_board),
        runs=len(rows),
    )


def _nodes_text(cell: Cell | None, language: str) -> str:
    if cell is None:
        return "—"
    if cell.mean_generated is None:
        return words(message("words.depth.solved-of-runs", solved=0, runs=cell.runs), language)
    text = format_number(cell.mean_generated, 0, language)
    if cell.solved < cell.runs:
        solved = message("words.depth.solved-of-runs", solved=cell.solved, runs=cell.runs)
        text += f" ({words(solved, language)})"
    return text


def _factor_text(cell: Cell | None, language: str) -> str:
    if cell is None or cell.mean_branching is None:
        return "—"
    return format_number(cell.mean_branching, 2, language)


def to_markdown(table: DepthTable, language: str = ENGLISH) -> str:
    """The table in Markdown with a line saying what it shows and notes on what it leaves
    out, in ``language`` (the column names, algorithm and heuristic, are names)."""
    header = ["d", words(message("words.depth.boards"), language)]
    for column in table.columns:
        header += [
            words(message("words.depth.column-nodes", column=column), language),
            f"{column}: b*",
        ]
    lines = [
        words(message("words.depth.title", n=table.runs), language),
        "",
        "| " + " | ".join(header) + " |",
        "|" + "---:|" * len(header),
    ]
    for depth in table.depths:
        cells = [str(depth), format_number(table.boards[depth], 0, language)]
        for column in table.columns:
            cell = table.cells.get((column, depth))
            cells += [_nodes_text(cell, language), _factor_text(cell, language)]
        lines.append("| " + " | ".join(cells) + " |")
    lines += [
        "",
        words(message("words.depth.note"), language),
    ]
    if table.unsolved_boards:
        left_out = message(
            "words.depth.left-out-one"
            if table.unsolved_boards == 1
            else "words.depth.left-out-many",
            count=table.unsolved_boards,
        )
        lines.append(words(left_out, language))
    return "\n".join(lines) + "\n"


def plot_paths(path: str | Path) -> list[Path]:
    """The files a plot is saved to: ``path`` as PNG and as SVG (its suffix replaced)."""
    stem = Path(path)
    if stem.suffix.lower() in PLOT_SUFFIXES:
        stem = stem.with_suffix("")
    return [stem.with_name(stem.name + suffix) for suffix in PLOT_SUFFIXES]


def figure_of(table: DepthTable, title: str | None = None, language: str = ENGLISH) -> Any:
    """The mean nodes generated against the depth (log scale), one line per column, as a
    matplotlib figure made without pyplot, so that no window system is needed; its words in
    ``language``."""
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    figure = Figure(figsize=(7.5, 4.8), layout="constrained")
    axes = figure.add_subplot()
    markers = "osD^vP*Xh<>"
    for index, column in enumerate(table.columns):
        means = []  # NaN where boards of a depth have no mean here: the line breaks there
        for depth in table.depths:
            cell = table.cells.get((column, depth))
            solved = cell is not None and cell.mean_generated is not None
            means.append(cell.mean_generated if solved else float("nan"))
        label = column + _unsolved_note(table, column, language)
        axes.plot(table.depths, means, marker=markers[index % len(markers)], label=label)
    axes.set_yscale("log")
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.set_xlabel(words(message("words.depth.x-label"), language))
    axes.set_ylabel(words(message("words.depth.y-label"), language))
    axes.set_title(title or words(message("words.depth.plot-title", n=table.runs), language))
    axes.grid(True, which="major", alpha=0.5)
    axes.grid(True, which="minor", alpha=0.15)
    if table.columns:  # beside the axes, where it covers no point
        legend = words(message("words.legend.algorithm-heuristic"), language)
        figure.legend(title=legend, loc="outside right upper")
    return figure


def _unsolved_note(table: DepthTable, column: str, language: str = ENGLISH) -> str:
    """' (none solved at d ≥ 8)' when a column's runs at some depths all failed, so that a
    line that stops short says why."""
    unsolved = [
        depth
        for depth in table.depths
        if (cell := table.cells.get((column, depth))) is not None and cell.solved == 0
    ]
    if not unsolved:
        return ""
    if unsolved == [depth for depth in table.depths if depth >= unsolved[0]]:
        return " " + words(message("words.depth.none-solved-from", depth=unsolved[0]), language)
    depths = ", ".join(map(str, unsolved))
    return " " + words(message("words.depth.none-solved-at", depths=depths), language)


def plot_image(
    table: DepthTable,
    image_format: str = "png",
    title: str | None = None,
    language: str = ENGLISH,
) -> bytes:
    """The plot as the bytes of a PNG (``png``) or SVG (``svg``) file."""
    image = io.BytesIO()
    figure_of(table, title, language).savefig(image, format=image_format, dpi=150)
    return image.getvalue()


def plot(
    table: DepthTable, path: str | Path, title: str | None = None, language: str = ENGLISH
) -> list[Path]:
    """Save the plot (:func:`figure_of`) as PNG and SVG (:func:`plot_paths`); returns the
    files written."""
    written = plot_paths(path)
    for file in written:
        write_bytes_safely(file, plot_image(table, file.suffix[1:], title, language))
    return written
