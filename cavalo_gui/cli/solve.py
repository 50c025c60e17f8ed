"""``cavalo solve``: one run, as a readable summary or as one JSON object."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from cavalo_gui.cli import options
from cavalo_gui.cli.exit_status import EXIT_LIMIT, EXIT_OK
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.breakpoints import (
    Breakpoint,
    BreakpointWatch,
    generated_goal,
    parse_breakpoints,
)
from cavalo_gui.engine.events import Event, Expansion, Finished, Outcome
from cavalo_gui.reports.messages import ENGLISH, translate_state
from cavalo_gui.reports.results_file import append_result
from cavalo_gui.reports.run import RunResult, RunSetup, result_of, run
from cavalo_gui.reports.summary import format_result


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="solve one problem and print the statistics",
        description="Solve one problem headless and print the course's statistics.",
    )
    options.add_problem_options(parser)
    parser.add_argument(
        "--algorithm", choices=list(ALGORITHMS), default="bfs", help="the search algorithm"
    )
    parser.add_argument("--heuristic", help="for informed algorithms (see `cavalo list`)")
    options.add_parameter_options(parser)
    options.add_budget_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--results", metavar="FILE", type=Path, help="also append the run to a results file"
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
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def run_with_breakpoints(setup: RunSetup, breakpoints: tuple[Breakpoint, ...]) -> RunResult:
    """Run ``setup`` to its end, printing the search's state at each event that meets one of
    ``breakpoints`` (the search goes on after each, as after a pause)."""
    problem, search = setup.start()
    watch = BreakpointWatch(breakpoints, problem.is_goal)
    expanded = 0
    final: Finished | None = None
    event: Event
    for event in search.events():
        if type(event) is Expansion:
            expanded += 1
        elif type(event) is Finished:
            final = event
            break
        met = watch.check(event)
        if met:
            print(describe_break(met, event, expanded, problem))
    assert final is not None
    return result_of(setup, problem, final)


def describe_break(
    breakpoints: tuple[Breakpoint, ...], event: Event, expanded: int, problem
) -> str:
    """One paragraph: which breakpoints, after how many expansions, and the state shown."""
    met = ", ".join(map(str, breakpoints))
    goal = generated_goal(breakpoints, event, problem.is_goal)
    if goal is not None:
        path = " ".join(goal.moves())
        return (
            f"break {met} at expansion {expanded:,}: a goal generated at depth {goal.depth}, "
            f"g {goal.g:g}, open {event.open_size:,}; path {path}\n"
            f"  {translate_state(problem.describe_state(goal.state), ENGLISH)}"
        )
    if type(event) is Expansion:
        node = event.node
        path = " ".join(node.moves()) or "(the root)"
        return (
            f"break {met} at expansion {expanded:,}: depth {node.depth}, g {node.g:g}, "
            f"h {node.h:g}, f {node.f:g}, open {event.open_size:,}; path {path}\n"
            f"  {translate_state(problem.describe_state(node.state), ENGLISH)}"
        )
    return f"break {met} after {expanded:,} expansions: pass {event.iteration}, " + (
        f"threshold {event.threshold:g}"
    )


def handle(args: argparse.Namespace) -> int:
    options.check_output_paths(args, results=args.results)
    setup = options.setup_from(args)
    result = run_with_breakpoints(setup, args.break_on) if args.break_on else run(setup)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print(format_result(result, args.lang))
    if args.results is not None:
        for warning in append_result(args.results, result, args.lang):
            options.warn(args, warning)
    return EXIT_LIMIT if result.outcome is Outcome.LIMIT else EXIT_OK
