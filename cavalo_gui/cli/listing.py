"""``cavalo list``: the problems, algorithms and heuristics known."""

from __future__ import annotations

import argparse
import json
from typing import Any

from cavalo_gui.domains.knight.catalog import bundled_puzzles
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import ALGORITHMS


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "list",
        help="list the problems, algorithms and heuristics",
        description="List the bundled problems, the algorithms and the heuristics.",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=handle)


def catalogue() -> dict[str, Any]:
    puzzles = bundled_puzzles()
    first = KnightProblem(next(iter(puzzles.values())))
    return {
        "problems": [
            {
                "name": puzzle.name,
                "target": puzzle.target,
                "seed": puzzle.seed,
                "description": puzzle.description,
            }
            for puzzle in puzzles.values()
        ],
        "algorithms": [
            {
                "name": algorithm.name,
                "label": algorithm.label,
                "informed": algorithm.informed,
                "optimal": algorithm.optimal,
                "description": algorithm.description,
                "parameters": [
                    {"name": p.name, "label": p.label, "default": p.default}
                    for p in algorithm.parameters
                ],
            }
            for algorithm in ALGORITHMS.values()
        ],
        "heuristics": [
            {
                "name": heuristic.name,
                "admissible": heuristic.admissible,
                "description": heuristic.description,
            }
            for heuristic in first.heuristics().values()
        ],
    }


def handle(args: argparse.Namespace) -> int:
    listing = catalogue()
    if args.json:
        print(json.dumps(listing, indent=2))
        return 0
    print("Problems:")
    for problem in listing["problems"]:
        seed = f", seed {problem['seed']}" if problem["seed"] is not None else ""
        print(f"  {problem['name']:<4} target {problem['target']}{seed}  {problem['description']}")
    print("\nAlgorithms:")
    for algorithm in listing["algorithms"]:
        parameters = ", ".join(f"--{p['name'].replace('_', '-')}" for p in algorithm["parameters"])
        extra = f"  [{parameters}]" if parameters else ""
        print(f"  {algorithm['name']:<9} {algorithm['description']}{extra}")
    print("\nHeuristics:")
    for heuristic in listing["heuristics"]:
        flag = "admissible" if heuristic["admissible"] else "not admissible"
        print(f"  {heuristic['name']:<12} ({flag}) {heuristic['description']}")
    return 0
