"""``cavalo inspect``: a run's heuristic against the true remaining cost h* of every node it
expanded; the violations, the largest and mean h/h*, and on request a CSV and the scatter."""

from __future__ import annotations

import argparse
import csv
import io
from dataclasses import replace
from pathlib import Path

from cavalo_gui.cli import options
from cavalo_gui.cli.argument_errors import option_error
from cavalo_gui.cli.exit_status import EXIT_OK
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import message
from cavalo_gui.reports.heuristic_inspection import (
    DEFAULT_PER_STATE,
    DEFAULT_TOTAL,
    csv_rows,
    inspect_run,
)
from cavalo_gui.reports.inspection_text import inspection_report
from cavalo_gui.reports.results_file import write_text_safely

PLOTS = (".png", ".svg")


def plot_path(text: str) -> Path:
    """A .png or .svg file name."""
    path = Path(text)
    if path.suffix.lower() not in PLOTS:
        wanted = message("cli.wanted.plot")
        raise option_error("cli.expected", wanted=wanted, text=echoed(text))
    return path


def csv_path(text: str) -> Path:
    """A .csv file name."""
    path = Path(text)
    if path.suffix.lower() != ".csv":
        wanted = message("cli.wanted.csv")
        raise option_error("cli.expected", wanted=wanted, text=echoed(text))
    return path


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "inspect",
        help="hold a heuristic against the true cost h* of the nodes a run expanded",
        description=(
            "Run one search as `cavalo solve` does, then find the true remaining cost h* of "
            "every node it expanded (an exact A* from that node, within a node budget) and "
            "print where the heuristic h overestimates it (h > h*), where it drops along an "
            "edge by more than the step's cost, and the largest and mean h/h*."
        ),
    )
    options.add_run_options(
        parser,
        {"default": "astar", "help": "the search (default astar)"},
        heuristic_help="the heuristic inspected (see `cavalo list`)",
    )
    parser.add_argument(
        "--budget",
        type=options.positive_int,
        default=DEFAULT_PER_STATE,
        metavar="N",
        help=f"nodes each exact search may generate (default {DEFAULT_PER_STATE:,})",
    )
    parser.add_argument(
        "--total-budget",
        type=options.positive_int,
        default=DEFAULT_TOTAL,
        metavar="N",
        help=f"nodes all exact searches may generate together (default {DEFAULT_TOTAL:,})",
    )
    parser.add_argument(
        "--csv", type=csv_path, metavar="FILE.csv", help="one row per expanded node: g, h, h*"
    )
    parser.add_argument(
        "--plot", type=plot_path, metavar="FILE.png|FILE.svg", help="the scatter of h against h*"
    )
    parser.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    options.check_output_paths(args, csv=args.csv, plot=args.plot)
    inspected, args.heuristic = args.heuristic, None  # used even by an uninformed search
    setup = replace(options.choices_from(args), heuristic=inspected)
    inspection = inspect_run(setup)
    inspection.compute(args.budget, args.total_budget)
    print(inspection_report(inspection, setup, args.lang))
    if args.csv is not None:
        buffer = io.StringIO()
        csv.writer(buffer, lineterminator="\n").writerows(csv_rows(inspection))
        write_text_safely(args.csv, buffer.getvalue())
        print(render(message("inspect.wrote", path=str(args.csv)), args.lang))
    if args.plot is not None:
        from cavalo_gui.app.headless import write_scatter

        write_scatter(inspection, args.plot, args.lang)
        print(render(message("inspect.wrote", path=str(args.plot)), args.lang))
    return EXIT_OK
