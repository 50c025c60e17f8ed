"""``cavalo experiment``: the textbook's experiment over many boards, here or on a cluster.

Every algorithm x heuristic x option value (such as ``--double max,min``) x board, the
boards being the problems, remade from every seed (``--seeds 1-1000``) with every target
(``--targets 500,1000``). Runs go to this machine's cores (``--workers``) or to a Dask cluster
(``--scheduler``); each finished run is a row of ``--out`` at once, so Ctrl-C, or a crash,
keeps every finished run, and ``--resume`` runs only the ones missing. At the end: the
AIMA-style table (printed, or ``--summary``) and its plot (``--plot``).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Mapping
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

from cavalo_gui.cli import options
from cavalo_gui.cli.compare import names_from
from cavalo_gui.cli.exit_status import EXIT_INTERRUPTED, EXIT_LIMIT, EXIT_OK
from cavalo_gui.domains.catalogues import MessageError, render, said_of
from cavalo_gui.domains.domain import Domain
from cavalo_gui.domains.registry import DOMAINS
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.limits import Limits
from cavalo_gui.engine.message import Message, message
from cavalo_gui.reports import experiment_summary, weight_summary
from cavalo_gui.reports.argument_errors import OptionError, option_error
from cavalo_gui.reports.experiment import (
    Backend,
    Experiment,
    dask_cluster,
    default_workers,
    limits_difference,
    missing_setups,
    parse_number_ranges,
    process_pool,
    row_key,
    run_experiment,
    setup_key,
    without_limits,
)
from cavalo_gui.reports.experiment_rows import CsvRows, ParquetRows, format_of, open_rows
from cavalo_gui.reports.results_file import append_result, write_text_safely
from cavalo_gui.reports.run import RunResult


def number_ranges(text: str) -> tuple[int, ...]:
    """``--seeds`` and ``--targets``: ``1-1000``, ``500,1000`` or both."""
    try:
        return parse_number_ranges(text)
    except MessageError as error:
        raise OptionError(error.said) from None


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "experiment",
        help="run algorithms x heuristics x options over many boards; rows, table and plot",
        description=(
            "Run every algorithm with every heuristic and option value on every board (the "
            "problems, remade from every seed, with every target), in parallel here or on a "
            "Dask cluster; write one row per run, then the mean nodes generated and effective "
            "branching factor by solution depth (AIMA's figure 3.29) and its plot."
        ),
    )
    options.add_domain_option(parser, by_file=False)
    parser.add_argument("--problems", metavar="A,B,...", required=True, help="or 'all'")
    parser.add_argument(
        "--seeds",
        type=number_ranges,
        metavar="RANGE",
        help="remake the random problems (F) from these seeds: 1-1000, or 3,5,9-12",
    )
    parser.add_argument(
        "--targets", type=number_ranges, metavar="LIST", help="targets to try: 500,1000,1500"
    )
    parser.add_argument(
        "--algorithms", metavar="NAME,...", required=True, help="see `cavalo list`, or 'all'"
    )
    parser.add_argument(
        "--heuristics",
        metavar="NAME,...",
        help="for the informed algorithms, or 'all' (default: the admissible default)",
    )
    seen: set[str] = set()
    for domain in DOMAINS.values():
        for option in domain.options:
            if option.name in seen:
                continue
            seen.add(option.name)
            parser.add_argument(
                options.flag(option.name),
                dest=f"option_{option.name}",
                metavar=",".join(option.choices),
                help=f"{option.label}: one or more of {', '.join(option.choices)} "
                f"({domain.label}; default {option.default})",
            )
    options.add_parameter_options(parser, several=True)
    options.add_budget_options(parser)
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--workers",
        type=options.positive_int,
        metavar="N",
        help=f"processes on this machine (default: its cores, {default_workers()} here)",
    )
    where.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on the Dask cluster of this scheduler (tcp://HOST:8786); needs the "
        "'cluster' extra",
    )
    parser.add_argument(
        "--out", metavar="FILE", type=Path, help="one row per run: FILE.csv or FILE.parquet"
    )
    existing = parser.add_mutually_exclusive_group()
    existing.add_argument(
        "--resume",
        action="store_true",
        help="keep the rows already in --out and run only the missing ones",
    )
    existing.add_argument(
        "--force",
        action="store_true",
        help="replace --out if it already holds rows (without it, such a file is refused)",
    )
    parser.add_argument(
        "--results", metavar="FILE", type=Path, help="also append every run to a results file"
    )
    parser.add_argument(
        "--summary", metavar="FILE", type=Path, help="write the table there (default: print it)"
    )
    parser.add_argument(
        "--plot", metavar="FILE", type=Path, help="nodes against depth: FILE.png and FILE.svg"
    )
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        help="a progress bar on stderr (default: when stderr is a terminal)",
    )
    parser.set_defaults(handler=handle)


def option_values(args: argparse.Namespace, domain: Domain) -> dict[str, tuple[str, ...]]:
    """Each option given (``--double max,min``) with its values, checked."""
    given = options.options_from(args, domain)
    chosen = {}
    for option in domain.options:
        if option.name in given:
            values = names_from(
                given[option.name],
                message("cli.what.option", option=said_of(option.label)),
                list(option.choices),
            )
            chosen[option.name] = tuple(values)
    return chosen


def experiment_from(args: argparse.Namespace) -> Experiment:
    """The experiment the options describe; ValueError naming an unknown name."""
    domain = options.domain_from(args)
    problems = names_from(args.problems, message("cli.what.problem"), list(domain.puzzles()))
    algorithms = names_from(args.algorithms, message("cli.what.algorithm"), list(ALGORITHMS))
    given = options.parameters_from(args)
    weights = tuple(given.pop("weight", ()))
    heuristics: list[str] = []
    if args.heuristics is not None:
        first = domain.make_problem(domain.load_puzzle(problems[0]))
        heuristics = names_from(
            args.heuristics, message("cli.what.heuristic"), list(first.heuristics())
        )
    return Experiment(
        domain=domain.name,
        problems=tuple(problems),
        algorithms=tuple(algorithms),
        heuristics=tuple(heuristics),
        option_values=option_values(args, domain),
        seeds=args.seeds or (),
        targets=args.targets or (),
        parameters=options.parameters_used(algorithms, given),
        limits=options.limits_from(args),
        weights=weights,
        spoil=options.spoil_from(args),
    )


def check_arguments(args: argparse.Namespace) -> None:
    """Refuse, before any run, outputs that cannot be written and options that do not fit."""
    if args.resume and args.out is None:
        raise option_error("cli.experiment.resume-needs-out")
    plots = experiment_summary.plot_paths(args.plot) if args.plot is not None else [None, None]
    options.check_output_paths(
        args, out=args.out, results=args.results, summary=args.summary, plot=plots[0]
    )
    options.check_output_paths(args, plot=plots[1])
    if args.out is not None:
        format_of(args.out)
        if not (args.resume or args.force) and _holds_something(args.out):
            raise option_error("cli.experiment.out-exists", path=str(args.out))


def _holds_something(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except OSError:
        return False


def backend_for(args: argparse.Namespace) -> AbstractContextManager[Backend | None]:
    if args.scheduler is not None:
        return dask_cluster(args.scheduler)
    workers = args.workers if args.workers is not None else default_workers()
    return process_pool(workers) if workers > 1 else nullcontext()


def progress_bar(args: argparse.Namespace, total: int, done: int) -> Any:
    """A tqdm bar on stderr: runs done of all, runs per second, time left."""
    from tqdm import tqdm

    shown = args.progress if args.progress is not None else sys.stderr.isatty()
    return tqdm(
        total=total,
        initial=done,
        unit="run",
        desc="experiment",
        file=sys.stderr,
        disable=not shown,
        dynamic_ncols=True,
        smoothing=0.1,
    )


def handle(args: argparse.Namespace) -> int:
    check_arguments(args)
    experiment = experiment_from(args)
    setups = experiment.setups()  # unknown names and bad values: errors before any warning
    given = options.parameters_from(args)
    if "weight" in given:
        given["weight"] = ",".join(f"{weight:g}" for weight in given["weight"])
    options.warn_ignored(args, list(experiment.algorithms), given, "heuristics")
    wanted = {setup_key(setup) for setup in setups}
    with options.stop_on_terminate(), backend_for(args) as backend:  # SIGTERM as Ctrl-C
        created = args.out is not None and not args.out.exists()
        writer = open_rows(args.out, args.resume) if args.out is not None else None
        try:
            kept = _rows_to_keep(args, writer, wanted, experiment.limits)
            todo = missing_setups(setups, kept)
            rows = list(kept)
            bar = progress_bar(args, len(setups), len(setups) - len(todo))

            def on_result(result: RunResult) -> None:
                row = result.to_json()
                with options.uninterrupted():
                    if writer is not None:
                        writer.add(row)
                    rows.append(row)
                    if args.results is not None:
                        for warning in append_result(args.results, result):
                            options.warn(args, warning)
                bar.update(1)

            try:
                ended = run_experiment(todo, on_result, backend)
            finally:
                bar.close()
        finally:
            if writer is not None:
                writer.close()
                if created:
                    _remove_if_empty(args.out)
    kept_file = args.out is not None and args.out.exists()  # none if interrupted before a row
    saved = message("cli.experiment.saved", path=str(args.out)) if kept_file else ""
    if ended.stopped:
        resume = message("cli.experiment.resume-hint") if kept_file else ""
        said = message(
            "cli.experiment.interrupted", done=len(rows), n=len(setups), saved=saved, resume=resume
        )
        print(render(said, args.lang), file=sys.stderr)
        return EXIT_INTERRUPTED
    return _summarise(args, rows, len(todo), saved)


def _remove_if_empty(path: Path) -> None:
    """Remove the ``--out`` file this command created if it holds nothing: an experiment
    interrupted before its first row leaves no empty file behind."""
    with contextlib.suppress(OSError):
        if path.stat().st_size == 0:
            path.unlink()


def _rows_to_keep(
    args: argparse.Namespace, writer: CsvRows | ParquetRows | None, wanted: set, limits: Limits
) -> list[dict[str, Any]]:
    """The rows found in ``--out`` (with ``--resume``) that belong to this experiment, each
    once; a warning for the others, which stay in the file but not in the summary. ValueError
    if some were made under other limits, or do not say which: the resumed experiment would
    mix two budgets."""
    if writer is None:
        return []
    _check_limits(args.out, writer.rows, wanted, limits, args.lang)
    if writer.torn_bytes:
        said = message("cli.experiment.torn-line", path=str(args.out), n=writer.torn_bytes)
        options.warn(args, render(said, args.lang))
    kept: dict[tuple, dict[str, Any]] = {}
    others = 0
    for row in writer.rows:
        key = row_key(row)
        if key in wanted:
            kept.setdefault(key, row)
        else:
            others += 1
    if others:
        said = message("cli.experiment.other-rows", path=str(args.out), n=others)
        options.warn(args, render(said, args.lang))
    return list(kept.values())


def _check_limits(
    out: Path, rows: list[dict[str, Any]], wanted: set, limits: Limits, language: str
) -> None:
    """Refuse to resume from rows that do not record their limits (an earlier version's
    file), or that are runs of this experiment made under other limits; name the options."""
    unrecorded = sum(1 for row in rows if not isinstance(row.get("limits"), Mapping))
    if unrecorded:
        raise option_error("cli.experiment.unrecorded-limits", path=str(out), n=unrecorded)
    runs_here = {without_limits(key) for key in wanted}
    other = [
        row
        for row in rows
        if row_key(row) not in wanted and without_limits(row_key(row)) in runs_here
    ]
    if other:
        differences = sorted(
            {
                "; ".join(render(said, language) for said in limits_difference(row, limits))
                for row in other
            }
        )
        raise option_error(
            "cli.experiment.other-limits",
            path=str(out),
            n=len(other),
            differences=" | ".join(differences),
        )


def _summarise(
    args: argparse.Namespace, rows: list[Mapping[str, Any]], ran: int, saved: Message | str
) -> int:
    """Write the table and the plot, say what was done, and return the exit status."""
    table = experiment_summary.depth_table(rows, args.lang)
    markdown = experiment_summary.to_markdown(table, args.lang)
    weighted = weight_summary.varies_weight(rows)
    if weighted:  # the weight is an axis: its trade-off is the experiment's point
        trade_off = weight_summary.weight_rows(rows)
        markdown += "\n" + weight_summary.to_markdown(trade_off, args.lang)
    if args.summary is not None:
        write_text_safely(args.summary, markdown)
    if args.plot is not None and weighted:
        weight_summary.plot(trade_off, args.plot, language=args.lang)
    elif args.plot is not None:
        experiment_summary.plot(table, args.plot, language=args.lang)
    if args.summary is None:  # last: the files are made even if standard output is closed
        print(markdown, end="")
    outcomes = [row["outcome"] for row in rows]
    at_limit = outcomes.count("limit")
    said = message(
        "cli.experiment.done",
        n=len(rows),
        ran=ran,
        kept=len(rows) - ran,
        solved=outcomes.count("solved"),
        unsolvable=outcomes.count("no-solution"),
        at_limit=at_limit,
        saved=saved,
    )
    print(render(said, args.lang), file=sys.stderr)
    return EXIT_LIMIT if at_limit else EXIT_OK
