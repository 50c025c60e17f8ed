"""Comparison tables: many runs, one row each, as CSV, Markdown, LaTeX or JSON, sortable by any
column.

The columns are those of the course's results tables (seed 000, section 6) plus the ones a
comparison needs to tell its rows apart (algorithm, heuristic). CSV keeps every number at full
precision so that it reads back to the same values (:func:`read_csv`); Markdown and LaTeX
(``booktabs``) show them rounded, for reports.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cavalo_gui.domains.catalogues import render as render_message
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.message import Message, MessageError, message
from cavalo_gui.reports.messages import ENGLISH, format_number, words
from cavalo_gui.reports.run import RunResult
from cavalo_gui.reports.summary import number

Value = str | int | float | None

OUTCOME_WORDS = {outcome: outcome.value for outcome in Outcome}
"""An outcome as CSV and JSON write it, the same in every language (programs read it back):
one key for each, the one ``cavalo solve --json``, the trace and the results file write."""
OUTCOME_MESSAGES = {
    Outcome.SOLVED: message("words.outcome.solved"),
    Outcome.NO_SOLUTION: message("words.outcome.no-solution"),
    Outcome.LIMIT: message("words.outcome.limit"),
}
"""An outcome as a person reads it, in the reader's language."""


@dataclass(frozen=True)
class Column:
    """One column of a comparison table: ``key`` names it in CSV and JSON and for sorting,
    ``header`` in Markdown and the window; ``kind`` is ``text``, ``int`` or ``float``."""

    key: str
    header: Message
    kind: str
    value: Callable[[RunResult], Value]
    digits: int = 3
    in_markdown: bool = True
    grouped: bool = True  # False for a number that names rather than counts (a seed)

    @property
    def numeric(self) -> bool:
        return self.kind != "text"

    def shown(self, result: RunResult, language: str = ENGLISH) -> str:
        """The cell as a person reads it in ``language``: numbers grouped the language's way,
        'N/A' (in its words) or '-' where it does not apply."""
        value = self.value(result)
        if value is None:
            return "-" if self.kind == "text" else words(message("words.not-applicable"), language)
        if self.kind == "float":
            return number(float(value), self.digits, language)
        if self.kind == "int" and self.grouped:
            return format_number(int(value), 0, language)
        return str(value)


def _options(result: RunResult) -> str | None:
    """The puzzle's options in this run ("double=max"), or None for a puzzle with none."""
    chosen = result.setup.chosen_options()
    return ", ".join(f"{name}={value}" for name, value in chosen.items()) or None


COLUMNS: tuple[Column, ...] = (
    Column(
        "domain",
        message("words.header.puzzle"),
        "text",
        lambda r: r.setup.puzzle.domain,
        in_markdown=False,
    ),
    Column("problem", message("words.header.problem"), "text", lambda r: r.setup.puzzle.name),
    Column(
        "target",
        message("words.header.target"),
        "int",
        lambda r: r.setup.puzzle.target,
        in_markdown=False,
    ),
    Column(
        "seed",
        message("words.header.seed"),
        "int",
        lambda r: r.setup.puzzle.seed,
        in_markdown=False,
        grouped=False,
    ),
    Column("algorithm", message("words.header.algorithm"), "text", lambda r: r.setup.algorithm),
    Column(
        "heuristic", message("words.header.heuristic"), "text", lambda r: r.setup.heuristic_used()
    ),
    Column(
        "options", message("words.header.options"), "text", lambda r: _options(r), in_markdown=False
    ),
    Column("outcome", message("words.header.outcome"), "text", lambda r: OUTCOME_WORDS[r.outcome]),
    Column("depth", message("words.header.depth"), "int", lambda r: r.statistics.length),
    Column("points", message("words.header.points"), "int", lambda r: r.points, in_markdown=False),
    Column("generated", message("words.header.generated"), "int", lambda r: r.statistics.generated),
    Column("expanded", message("words.header.expanded"), "int", lambda r: r.statistics.expanded),
    Column(
        "penetrance", message("words.header.penetrance"), "float", lambda r: r.statistics.penetrance
    ),
    Column(
        "branching_factor",
        message("words.header.branching-factor"),
        "float",
        lambda r: r.statistics.branching_factor,
    ),
    Column("seconds", message("words.header.time"), "float", lambda r: r.statistics.seconds),
    Column(
        "max_open", message("words.header.largest-open"), "int", lambda r: r.statistics.max_open
    ),
    Column(
        "duplicates", message("words.header.duplicates"), "int", lambda r: r.statistics.duplicates
    ),
    Column("states", message("words.header.states"), "int", lambda r: r.states, in_markdown=False),
    Column(
        "reason",
        message("words.header.reason"),
        "text",
        lambda r: render_message(r.reason),
        in_markdown=False,
    ),
)


class CostColumn(Column):
    """A cost as a person reads it: whole when it is (418), else to three decimals."""

    def shown(self, result: RunResult, language: str = ENGLISH) -> str:
        value = self.value(result)
        if value is None or float(value).is_integer():
            return (
                super().shown(result, language)
                if value is None
                else format_number(int(value), 0, language)
            )
        return format_number(float(value), 3, language)


COST_COLUMN = CostColumn(
    "cost",
    message("words.header.cost"),
    "float",
    lambda r: r.statistics.cost if r.outcome is Outcome.SOLVED else None,
)
"""The solution's cost beside its depth, in a table with a run whose moves cost other than 1
(a graph with costs): elsewhere the depth is the cost, and the table reads as it always has."""
COLUMNS_BY_KEY = {column.key: column for column in (*COLUMNS, COST_COLUMN)}
MARKDOWN_COLUMNS = tuple(column for column in COLUMNS if column.in_markdown)


def columns_for(
    results: Sequence[RunResult], columns: Sequence[Column] = COLUMNS
) -> tuple[Column, ...]:
    """``columns``, with the cost after the depth when some run's moves cost other than 1."""
    if all(result.unit_costs for result in results):
        return tuple(columns)
    at = next(index for index, column in enumerate(columns) if column.key == "depth") + 1
    return (*columns[:at], COST_COLUMN, *columns[at:])


FORMATS = ("md", "csv", "json", "tex")
SUFFIX_FORMATS = {".md": "md", ".markdown": "md", ".csv": "csv", ".json": "json", ".tex": "tex"}


def column_named(name: str) -> Column:
    """The column with this key or header (any case); ValueError naming the known keys."""
    wanted = name.strip().lower()
    for column in (*COLUMNS, COST_COLUMN):
        if wanted in (column.key, words(column.header, ENGLISH).lower()):
            return column
    raise MessageError(
        message("tables.unknown-column", name=repr(name), known=", ".join(COLUMNS_BY_KEY))
    )


def row_of(result: RunResult) -> dict[str, Value]:
    """One run as a row: column key -> value (None where it does not apply)."""
    return {column.key: column.value(result) for column in COLUMNS}


def sort_rows(
    results: Iterable[RunResult], column: str, descending: bool = False
) -> list[RunResult]:
    """The runs ordered by ``column`` (a key or a header): numbers numerically, text without
    regard to case; rows where the column is N/A come last in either direction. The sort is
    stable, so sorting by one column then another groups as expected."""
    chosen = column_named(column)
    present: list[tuple[Any, RunResult]] = []
    absent: list[RunResult] = []
    for result in results:
        value = chosen.value(result)
        if value is None:
            absent.append(result)
        else:
            key = value if chosen.numeric else str(value).casefold()
            present.append((key, result))
    present.sort(key=lambda pair: pair[0], reverse=descending)
    return [result for _key, result in present] + absent


# ---------------------------------------------------------------------------------- formats


def _markdown_cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def outcome_cell(result: RunResult, language: str = ENGLISH, compact: bool = False) -> str:
    """The outcome as a table shows it to a person, in ``language``: for a solution, whether
    its length was proved optimal ("solved, optimal (proved)", "solved (not proved
    optimal)"); ``compact`` for a narrow column, where only a proved optimum is said
    ("solved, optimal", else "solved") and the whole reason is at hand (the Compare window's
    tooltip). CSV and JSON keep the bare word ("solved") and the whole reason."""
    if result.outcome is Outcome.SOLVED and not result.unit_costs:
        return words(_cost_outcome(result, compact), language)
    if result.outcome is Outcome.SOLVED:
        proved = result.proved_optimal
        if compact:
            said = message("words.outcome.solved-optimal" if proved else "words.outcome.solved")
        else:
            said = message(
                "words.outcome.solved-optimal-proved"
                if proved
                else "words.outcome.solved-not-proved"
            )
        return words(said, language)
    return words(OUTCOME_MESSAGES[result.outcome], language)


def _cost_outcome(result: RunResult, compact: bool) -> Message:
    """A solution's outcome on a problem whose moves cost other than 1: what it is optimal in
    ("solved, least cost (proved)"; BFS's "solved, fewest moves, not least cost")."""
    if result.proved_optimal:
        return message(
            "words.outcome.solved-least-cost"
            if compact
            else "words.outcome.solved-least-cost-proved"
        )
    if result.reason.id == "reason.solved-fewest-moves":
        return message("words.outcome.solved-fewest-moves")
    return message("words.outcome.solved" if compact else "words.outcome.solved-not-least-cost")


def _shown_in(column: Column, result: RunResult, language: str) -> str:
    """A cell as a person reads it in ``language``: outcome words translated, numbers written
    the language's way (20,001 and 0.375; 20 001 and 0,375 in Portuguese)."""
    if column.key == "outcome":
        return outcome_cell(result, language)
    return column.shown(result, language)


def to_markdown(results: Iterable[RunResult], language: str = ENGLISH) -> str:
    """A Markdown table like the course's: one row per run, numbers right-aligned; headers and
    outcomes in ``language``."""
    results = list(results)
    shown = columns_for(results, MARKDOWN_COLUMNS)
    headers = (words(column.header, language) for column in shown)
    header = "| " + " | ".join(headers) + " |"
    rule = "|" + "|".join("---:" if c.numeric else "---" for c in shown) + "|"
    rows = [
        "| " + " | ".join(_markdown_cell(_shown_in(c, result, language)) for c in shown) + " |"
        for result in results
    ]
    return "\n".join([header, rule, *rows]) + "\n"


LATEX_SPECIALS = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
    "\u00a0": "~",  # the thousands' space of Portuguese numbers: unbreakable
    "\u202f": r"\,",
}


def latex_escape(text: str) -> str:
    """``text`` as LaTeX typesets it literally: its special characters escaped."""
    return "".join(LATEX_SPECIALS.get(character, character) for character in text)


def to_latex(results: Iterable[RunResult], language: str = ENGLISH) -> str:
    """The Markdown table's rows and columns as a LaTeX ``tabular`` with the ``booktabs``
    rules (``\\usepackage{booktabs}``), numbers right-aligned; headers and outcomes in
    ``language``."""
    results = list(results)
    shown = columns_for(results, MARKDOWN_COLUMNS)
    align = "".join("r" if column.numeric else "l" for column in shown)
    headers = (latex_escape(words(column.header, language)) for column in shown)
    lines = [f"\\begin{{tabular}}{{{align}}}", "\\toprule", " & ".join(headers) + r" \\"]
    lines.append("\\midrule")
    for result in results:
        cells = (latex_escape(_shown_in(c, result, language)) for c in shown)
        lines.append(" & ".join(cells) + r" \\")
    lines += ["\\bottomrule", "\\end{tabular}"]
    return "\n".join(lines) + "\n"


def format_of(path: str | Path | None, chosen: str | None = None) -> str:
    """The table's format: ``chosen`` if given, else the one of ``path``'s extension (.md,
    .csv, .json, .tex), else Markdown; ValueError naming the file for another extension."""
    if chosen is not None:
        return chosen
    if path is None:
        return "md"
    suffix = Path(path).suffix.lower()
    if suffix not in SUFFIX_FORMATS:
        raise MessageError(
            message("tables.wrong-suffix", path=str(path), suffixes=", ".join(SUFFIX_FORMATS))
        )
    return SUFFIX_FORMATS[suffix]


def _csv_text(value: Value) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return repr(value)
    return str(value)


def to_csv(results: Iterable[RunResult]) -> str:
    """A CSV table with a header row of column keys; empty cells where a value does not apply;
    numbers at full precision."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    results = list(results)
    columns = columns_for(results)
    writer.writerow([column.key for column in columns])
    for result in results:
        writer.writerow([_csv_text(column.value(result)) for column in columns])
    return buffer.getvalue()


def to_json(results: Iterable[RunResult]) -> str:
    """A JSON list: one object per run with the keys of ``cavalo solve --json``."""
    return json.dumps([result.to_json() for result in results], indent=2) + "\n"


def render(results: Sequence[RunResult], format_name: str, language: str = ENGLISH) -> str:
    """The table in one of :data:`FORMATS`; Markdown, which people read, in ``language``,
    CSV and JSON, which programs read back, always with their English keys."""
    writers = {"md": to_markdown, "csv": to_csv, "json": to_json, "tex": to_latex}
    if format_name not in writers:
        said = message("table.unknown-format", name=repr(format_name), known=", ".join(FORMATS))
        raise MessageError(said)
    if format_name in ("md", "tex"):
        return writers[format_name](results, language)
    return writers[format_name](results)


def _parsed(column: Column | None, text: str, source: str, line: int) -> Value:
    if column is None or not column.numeric:
        return text if text or column is None else None
    if text.strip() in ("", "N/A"):
        return None
    try:
        return int(text) if column.kind == "int" else float(text)
    except ValueError:
        said = message(
            "csv.not-a-number", source=source, line=line, column=column.key, text=repr(text)
        )
        raise MessageError(said) from None


def parse_csv(text: str, source: str = "<csv>") -> list[dict[str, Value]]:
    """The rows of a CSV table written by :func:`to_csv` (or edited in a spreadsheet), with
    numbers as numbers and empty cells as None; unknown columns are kept as text."""
    reader = csv.reader(io.StringIO(text))
    try:
        header = next(reader)
    except StopIteration:
        raise MessageError(message("csv.empty", source=source)) from None
    except csv.Error as error:
        raise MessageError(
            message("csv.broken", source=source, line=1, reason=str(error))
        ) from None
    columns = [COLUMNS_BY_KEY.get(name.strip()) for name in header]
    if not any(columns):
        raise MessageError(message("csv.no-header", source=source, line=1))
    rows = []
    try:
        for cells in reader:
            if not any(cell.strip() for cell in cells):
                continue
            if len(cells) != len(header):
                said = message(
                    "csv.cells",
                    source=source,
                    line=reader.line_num,
                    wanted=len(header),
                    n=len(cells),
                )
                raise MessageError(said)
            rows.append(
                {
                    name.strip(): _parsed(column, cell, source, reader.line_num)
                    for name, column, cell in zip(header, columns, cells, strict=True)
                }
            )
    except csv.Error as error:
        said = message("csv.broken", source=source, line=reader.line_num, reason=str(error))
        raise MessageError(said) from None
    return rows


def read_csv(path: str | Path) -> list[dict[str, Value]]:
    """The rows of the CSV table in the file at ``path`` (see :func:`parse_csv`)."""
    with open(path, encoding="utf-8", newline="") as stream:
        return parse_csv(stream.read(), str(path))
