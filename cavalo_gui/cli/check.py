"""``cavalo check``: a student's own search, from its trace, held to the puzzle's rules and
the algorithm's (docs/own-search.md); with ``--batch``, every trace of a folder, one row each.

Exit status: 0 when the trace holds throughout, 1 when it departs, 2 when it cannot be read
(or the options and the trace disagree); for a batch, the worst of its traces.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from pathlib import Path
from typing import Any

from cavalo_gui.cli import options
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.reports.argument_errors import option_error
from cavalo_gui.reports.own_search.choices import GivenChoices
from cavalo_gui.reports.own_search.report import (
    BATCH_COLUMNS,
    batch_row,
    format_verdict,
    verdict_json,
)
from cavalo_gui.reports.own_search.verdict import Status, Verdict, check_trace
from cavalo_gui.reports.results_file import write_text_safely

BATCH_SUFFIXES = (".csv", ".md")


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "check",
        help="check your own search's trace against the puzzle's and the algorithm's rules",
        description="Replay a trace written by your own search (JSON Lines or Lisp property "
        "lists, see docs/own-search.md) and say where it holds to the puzzle's rules and the "
        "algorithm's, where it first departs, and how its statistics compare.",
        epilog="exit status: 0 the trace holds throughout; 1 it departs; 2 it cannot be read",
    )
    parser.add_argument("trace", metavar="TRACE", type=Path, nargs="?", help="the trace file")
    add_check_run_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--no-reference",
        action="store_true",
        help="do not run the program's own search to set beside the trace",
    )
    parser.add_argument(
        "--batch", metavar="FOLDER", type=Path, help="check every trace in FOLDER, one row each"
    )
    parser.add_argument(
        "--out", metavar="FILE", type=Path, help="with --batch: the table, FILE.csv or FILE.md"
    )
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="with --batch: a progress bar on stderr (default: when stderr is a terminal)",
    )
    parser.set_defaults(handler=handle)


def add_check_run_options(parser: argparse.ArgumentParser) -> None:
    """The options of ``cavalo solve``, none required: the trace's header supplies what is
    not given, and what is given must agree with it."""
    options.add_problem_options(parser)
    for group in parser._mutually_exclusive_groups:  # --problem / --board: the header may name it
        group.required = False
    parser.add_argument(
        "--algorithm",
        choices=list(ALGORITHMS),
        default=None,
        help="the algorithm the trace is of (default: the trace's header's)",
    )
    parser.add_argument("--heuristic", help="the heuristic it uses (default: the header's)")
    options.add_parameter_options(parser, spoil=False)
    options.add_budget_options(parser)


def given_from(args: argparse.Namespace) -> GivenChoices:
    """What the command line says of the run: a problem it names, loaded, and the choices."""
    named = any(
        getattr(args, name, None) is not None for name in ("problem", "board", "problem_module")
    )
    domain = options.domain_from(args) if named or args.domain else None
    puzzle = options.puzzle_from(args) if named else None
    return GivenChoices(
        domain=domain,
        puzzle=puzzle,
        algorithm=args.algorithm,
        heuristic=args.heuristic,
        options=options.options_from(args, domain) if domain is not None else {},
        parameters=options.parameters_from(args),
    )


def handle(args: argparse.Namespace) -> int:
    if (args.trace is None) == (args.batch is None):
        raise option_error("check.trace-or-batch")
    given = given_from(args)
    limits = options.limits_from(args)
    if args.batch is not None:
        return batch(args, given, limits)
    if args.out is not None:
        raise option_error("check.out-without-batch")
    verdict = check_trace(args.trace, given, reference=not args.no_reference, limits=limits)
    if verdict.status is Status.UNREADABLE and not args.json:
        raise MessageError(
            message("check.cannot-check", path=str(args.trace), what=_unreadable(verdict))
        )
    if args.json:
        print(json.dumps(verdict_json(verdict), indent=2, ensure_ascii=False))
    else:
        print(format_verdict(verdict, args.lang))
    return verdict.status.value


def _unreadable(verdict: Verdict) -> Any:
    error = verdict.error or message("check.empty")
    if verdict.error_line is None:
        return error
    return message("check.line-what", line=verdict.error_line, what=error)


def traces_in(folder: Path) -> list[Path]:
    """The files of ``folder`` to check, by name (hidden files left out)."""
    if not folder.is_dir():
        raise option_error("check.batch-not-folder", path=str(folder))
    return sorted(
        (
            entry
            for entry in folder.iterdir()
            if not entry.name.startswith(".") and not entry.is_dir()
        ),
        key=lambda entry: entry.name,
    )


def batch(args: argparse.Namespace, given: GivenChoices, limits: Any) -> int:
    """Check every trace of the folder; one row a trace, written to ``--out`` (or printed)."""
    out = args.out
    if out is not None:
        if out.suffix.lower() not in BATCH_SUFFIXES:
            raise option_error("check.batch-suffix", path=str(out))
        options.check_output_paths(args, out=out)
    files = traces_in(args.batch)
    from tqdm import tqdm

    shown = args.progress if args.progress is not None else sys.stderr.isatty()
    rows = []
    worst = Status.HOLDS
    with tqdm(
        total=len(files), unit="trace", desc="check", file=sys.stderr, disable=not shown
    ) as bar:
        for path in files:
            verdict = check_trace(path, given, reference=not args.no_reference, limits=limits)
            rows.append(batch_row(verdict, path.name, args.lang))
            worst = max(worst, verdict.status, key=lambda status: status.value)
            bar.update(1)
    markdown = out is None or out.suffix.lower() == ".md"
    text = table_markdown(rows, args.lang) if markdown else table_csv(rows)
    if out is None:
        print(text, end="")
    else:
        write_text_safely(out, text)
        print(render(message("check.batch.written", n=len(rows), path=str(out)), args.lang))
    return worst.value


def _heads(language: str) -> list[str]:
    return [render(message(f"check.batch.column.{name}"), language) for name in BATCH_COLUMNS]


def table_markdown(rows: list[dict[str, str]], language: str) -> str:
    def cell(text: str) -> str:
        return text.replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(_heads(language)) + " |", "|" + "---|" * len(BATCH_COLUMNS)]
    lines += ["| " + " | ".join(cell(row[name]) for name in BATCH_COLUMNS) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def table_csv(rows: list[dict[str, str]]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(BATCH_COLUMNS), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()
