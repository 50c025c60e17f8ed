"""An experiment with a weight axis (``--weight 1,1.5,2,3``) summarised as the classic trade-off
of weighted A*: as w grows, fewer nodes expanded and longer solutions. One row per algorithm,
heuristic and weight, as a Markdown table, and one plot: nodes expanded and solution length
against w, one line per algorithm and heuristic. Rows are plain
dicts, as an experiment writes them, so the summary can be made again from its file alone."""

from __future__ import annotations

import io
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from statistics import fmean
from typing import Any

from cavalo_gui.domains.languages import format_short
from cavalo_gui.engine.message import message
from cavalo_gui.reports.experiment_summary import SOLVED, board_of, plot_paths, short_label
from cavalo_gui.reports.messages import ENGLISH, format_number, words
from cavalo_gui.reports.results_file import write_bytes_safely


def weight_of(row: Mapping[str, Any]) -> float | None:
    """The weight a row ran with, or None for an algorithm that takes none."""
    weight = (row.get("parameters") or {}).get("weight")
    return None if weight is None else float(weight)


def varies_weight(rows: Sequence[Mapping[str, Any]]) -> bool:
    """Whether the rows are an experiment over several weights."""
    return len({weight_of(row) for row in rows} - {None}) > 1


@dataclass(frozen=True)
class WeightRow:
    """The runs of one algorithm and heuristic at one weight: how many, how many solved, the
    mean nodes expanded and solution length of those that solved, the length over the best
    length found for each board (1 when it is the best any run found)."""

    algorithm: str
    heuristic: str | None
    weight: float
    runs: int
    solved: int
    mean_expanded: float | None
    mean_length: float | None
    mean_ratio: float | None

    def line(self, language: str = ENGLISH) -> str:
        """The row's line in the plot, named in ``language``: its algorithm and heuristic."""
        named = (short_label(self.algorithm, language), self.heuristic)
        return " ".join(part for part in named if part)


def weight_rows(rows: Sequence[Mapping[str, Any]]) -> list[WeightRow]:
    """One :class:`WeightRow` per algorithm, heuristic and weight, by weight within each."""
    best: dict[tuple[Any, ...], int] = {}
    for row in rows:
        if row["outcome"] == SOLVED and row["moves"] is not None:
            board = board_of(row)
            best[board] = min(row["moves"], best.get(board, row["moves"]))
    grouped: dict[tuple[str, str | None, float], list[Mapping[str, Any]]] = defaultdict(list)
    for row in rows:
        weight = weight_of(row)
        if weight is not None:
            grouped[str(row["algorithm"]), row.get("heuristic") or None, weight].append(row)
    table = []
    for (algorithm, heuristic, weight), runs in sorted(
        grouped.items(), key=lambda item: (item[0][0], str(item[0][1]), item[0][2])
    ):
        solved = [run for run in runs if run["outcome"] == SOLVED and run["moves"] is not None]
        ratios = [run["moves"] / best[board_of(run)] for run in solved if best[board_of(run)]]
        table.append(
            WeightRow(
                algorithm,
                heuristic,
                weight,
                len(runs),
                len(solved),
                fmean(run["expanded"] for run in solved) if solved else None,
                fmean(run["moves"] for run in solved) if solved else None,
                fmean(ratios) if ratios else None,
            )
        )
    return table


def _number(value: float | None, places: int, language: str) -> str:
    return "—" if value is None else format_number(value, places, language)


def to_markdown(table: Sequence[WeightRow], language: str = ENGLISH) -> str:
    """The trade-off as a Markdown table, one row per algorithm, heuristic and weight."""
    header = [
        words(message("words.legend.algorithm-heuristic"), language),
        "w",
        words(message("words.weight.runs"), language),
        words(message("words.weight.runs-solved"), language),
        words(message("words.weight.nodes-expanded"), language),
        words(message("words.weight.solution-length"), language),
        words(message("words.weight.length-ratio"), language),
    ]
    lines = [
        words(message("words.weight.title"), language),
        "",
        "| " + " | ".join(header) + " |",
        "|---|" + "---:|" * (len(header) - 1),
    ]
    for row in table:
        cells = [
            row.line(language),
            format_short(row.weight, language),
            format_number(row.runs, 0, language),
            format_number(row.solved, 0, language),
            _number(row.mean_expanded, 0, language),
            _number(row.mean_length, 1, language),
            _number(row.mean_ratio, 3, language),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    lines += [
        "",
        words(message("words.weight.note"), language),
    ]
    return "\n".join(lines) + "\n"


def figure_of(table: Sequence[WeightRow], language: str = ENGLISH) -> Any:
    """The trade-off as w grows, made without pyplot: nodes expanded (above, log scale) and
    solution length (below) against w, one line per algorithm and heuristic."""
    from matplotlib.figure import Figure

    figure = Figure(figsize=(7.5, 5.6), layout="constrained")
    nodes, length = figure.subplots(2, 1, sharex=True, height_ratios=(3, 2))
    lines: dict[str, list[WeightRow]] = defaultdict(list)
    for row in table:
        if row.mean_expanded is not None and row.mean_length is not None:
            lines[row.line(language)].append(row)
    markers = "osD^vP*Xh<>"
    for index, (name, points) in enumerate(lines.items()):
        weights = [point.weight for point in points]
        marker = markers[index % len(markers)]
        nodes.plot(weights, [point.mean_expanded for point in points], marker=marker, label=name)
        length.plot(weights, [point.mean_length for point in points], marker=marker)
    nodes.set_yscale("log")
    nodes.set_ylabel(words(message("words.weight.nodes-expanded"), language))
    length.set_ylabel(words(message("words.weight.solution-length"), language))
    length.set_xlabel(words(message("words.weight.x-label"), language))
    weights = sorted({row.weight for row in table})
    length.set_xticks(weights, [format_short(weight, language) for weight in weights])
    nodes.set_title(words(message("words.weight.plot-title"), language))
    for axes in (nodes, length):
        axes.grid(True, which="major", alpha=0.5)
    if lines:
        legend = words(message("words.legend.algorithm-heuristic"), language)
        figure.legend(title=legend, loc="outside right upper")
    return figure


def plot(table: Sequence[WeightRow], path: str | Path, language: str = ENGLISH) -> list[Path]:
    """Save the trade-off plot as PNG and SVG (:func:`plot_paths`); returns the files."""
    written = plot_paths(path)
    for file in written:
        image = io.BytesIO()
        figure_of(table, language).savefig(image, format=file.suffix[1:], dpi=150)
        write_bytes_safely(file, image.getvalue())
    return written
