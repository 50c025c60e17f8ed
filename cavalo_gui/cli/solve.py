"""``cavalo solve``: one run, as a readable summary or as one JSON object."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

from cavalo_gui.cli import options
from cavalo_gui.cli.exit_status import EXIT_LIMIT, EXIT_OK
from cavalo_gui.domains.catalogues import render as render_said
from cavalo_gui.engine.breakpoints import (
    Breakpoint,
    BreakpointWatch,
    generated_goal,
    parse_breakpoints,
)
from cavalo_gui.engine.events import Event, Expansion, Finished, Outcome
from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.reports.argument_errors import OptionError, option_error
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.collection import search_collection
from cavalo_gui.reports.messages import (
    ENGLISH,
    format_number,
    format_significant,
    translate_state,
)
from cavalo_gui.reports.results_file import append_result, write_text_safely
from cavalo_gui.reports.run import RunResult, result_of, run
from cavalo_gui.reports.run_file import SavedRun, read_run_file, write_run_file
from cavalo_gui.reports.run_replay import check_step_reached, replay, saved_result
from cavalo_gui.reports.summary import format_result
from cavalo_gui.reports.tables import format_of, render
from cavalo_gui.reports.trace import write_trace


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="solve one problem and print the statistics",
        description="Solve one problem headless and print the course's statistics.",
    )
    options.add_run_options(parser, {"help": "the search algorithm (default bfs)"}, run_file=True)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--results", metavar="FILE", type=Path, help="also append the run to a results file"
    )
    parser.add_argument(
        "--trace",
        metavar="FILE",
        type=Path,
        help="also write the run's events to FILE as JSON Lines (see docs/trace.md)",
    )
    parser.add_argument(
        "--save-run",
        metavar="FILE",
        type=Path,
        help="also save the run in a run file (.cavalo-run), which the window opens at its "
        "end and --run replays",
    )
    parser.add_argument(
        "--table",
        metavar="FILE",
        type=Path,
        help="also write the run as a one-row table: FILE.md, FILE.csv, FILE.json or FILE.tex "
        "(LaTeX, booktabs), as cavalo compare writes its tables",
    )
    parser.add_argument(
        "--break-on",
        type=breakpoints_option,
        metavar="LIST",
        default=(),
        help="print the state at each event that meets one of these breakpoints: "
        "goal-generated, reopen, new-iteration, open>N, depth=N, square=S (comma-separated)",
    )
    parser.set_defaults(handler=handle)


def breakpoints_option(text: str) -> tuple[Breakpoint, ...]:
    try:
        return parse_breakpoints(text)
    except MessageError as error:
        raise OptionError(error.said) from None


def run_with_breakpoints(
    setup: RunChoices,
    breakpoints: tuple[Breakpoint, ...],
    trace: Path | None = None,
    language: str = ENGLISH,
) -> RunResult:
    """Run ``setup`` to its end, printing the search's state at each event that meets one of
    ``breakpoints`` (the search goes on after each, as after a pause), and writing the run's
    events to ``trace`` if given."""
    problem, search = setup.start()
    watch = BreakpointWatch(breakpoints, problem.is_goal)

    def watched() -> Iterator[Event]:
        expanded = 0
        for event in search.events():
            yield event
            if type(event) is Expansion:
                expanded += 1
            elif type(event) is Finished:
                return
            met = watch.check(event) if breakpoints else ()
            if met:
                print(describe_break(met, event, expanded, problem, language))

    with search_collection():
        if trace is None:
            for _event in watched():
                pass
        else:
            write_trace(trace, setup, problem, watched())
    assert search.final is not None
    return result_of(setup, problem, search.final)


def describe_break(
    breakpoints: tuple[Breakpoint, ...], event: Event, expanded: int, problem, language: str
) -> str:
    """One paragraph: which breakpoints, after how many expansions, and the state shown; its
    figures and the state in ``language``'s way."""

    def count(value: int) -> str:
        return format_number(value, 0, language)

    def figure(value: float) -> str:
        return format_significant(value, language, digits=6)  # as many as {:g} wrote

    met = ", ".join(map(str, breakpoints))
    goal = generated_goal(breakpoints, event, problem.is_goal)
    if goal is not None:
        path = " ".join(goal.moves())
        return (
            f"break {met} at expansion {count(expanded)}: a goal generated at depth "
            f"{count(goal.depth)}, g {figure(goal.g)}, open {count(event.open_size)}; "
            f"path {path}\n  {translate_state(problem.describe_state(goal.state), language)}"
        )
    if type(event) is Expansion:
        node = event.node
        path = " ".join(node.moves()) or "(the root)"
        return (
            f"break {met} at expansion {count(expanded)}: depth {count(node.depth)}, "
            f"g {figure(node.g)}, h {figure(node.h)}, f {figure(node.f)}, "
            f"open {count(event.open_size)}; path {path}\n"
            f"  {translate_state(problem.describe_state(node.state), language)}"
        )
    return f"break {met} after {count(expanded)} expansions: pass {event.iteration}, " + (
        f"threshold {figure(event.threshold)}"
    )


DEFAULT_ALGORITHM = "bfs"
RUN_CHOICES = ("domain", "seed", "target", "index", "algorithm", "heuristic", "break_on", "trace")
"""The options a run file already holds (or, for --break-on and --trace, that a replay does
not take). ``--max-nodes`` and ``--time-limit`` are the user's own budgets: the replay keeps
within them (:func:`held_to_own_budgets`)."""


def refuse_choices_beside_a_run_file(args: argparse.Namespace) -> None:
    """A choice given with ``--run`` would be silently overruled by the file: refused."""
    given = [name for name in RUN_CHOICES if getattr(args, name, None)]
    given += list(options.parameters_from(args))
    given += [name for name, value in vars(args).items() if name.startswith("option_") and value]
    if given:
        flag = options.flag(given[0].removeprefix("option_"))
        raise option_error("cli.choice-beside-run-file", flag=flag)


def held_to_own_budgets(args: argparse.Namespace, saved: SavedRun) -> SavedRun:
    """``saved`` with its budgets held to the user's own (``--max-nodes`` and
    ``--time-limit``, else their defaults): a handed-out file runs no longer than the user
    allows; a warning says so when the file's budgets were larger."""
    limits = saved.setup.limits
    held = limits.within(options.limits_from(args))
    if held == limits:
        return saved
    said = message(
        "cli.run-file-budgets-held",
        nodes=held.max_nodes or 0,
        seconds=held.max_seconds or 0,
    )
    options.warn(args, render_said(said, args.lang))
    return replace(saved, setup=replace(saved.setup, limits=held))


def handle(args: argparse.Namespace) -> int:
    options.check_output_paths(
        args, results=args.results, trace=args.trace, save_run=args.save_run, table=args.table
    )
    table_format = format_of(args.table) if args.table is not None else None
    if args.run is not None:
        refuse_choices_beside_a_run_file(args)
        saved = read_run_file(args.run)
        held = held_to_own_budgets(args, saved)
        result = replay(held)
        if held == saved:  # a budget of the user's own may end the replay before its step
            check_step_reached(args.run, saved, result)
    else:
        args.algorithm = args.algorithm or DEFAULT_ALGORITHM
        setup = options.choices_from(args)
        if args.break_on or args.trace is not None:
            result = run_with_breakpoints(setup, args.break_on, args.trace, args.lang)
        else:
            result = run(setup)
    if args.save_run is not None:
        write_run_file(args.save_run, saved_result(result))
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print(format_result(result, args.lang))
    if args.results is not None:
        for warning in append_result(args.results, result, args.lang):
            options.warn(args, warning)
    if args.table is not None and table_format is not None:
        write_text_safely(args.table, render([result], table_format, args.lang))
    return EXIT_LIMIT if result.outcome is Outcome.LIMIT else EXIT_OK
