"""``cavalo list``: the problems, algorithms and heuristics known."""

from __future__ import annotations

import argparse
import json
from typing import Any

from cavalo_gui.cli.options import add_domain_option
from cavalo_gui.domains.domain import Domain, description_text
from cavalo_gui.domains.registry import DEFAULT_DOMAIN, get_domain
from cavalo_gui.engine.algorithms import ALGORITHMS


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "list",
        help="list the problems, algorithms and heuristics",
        description="List the bundled problems, the algorithms and the heuristics.",
    )
    add_domain_option(parser, by_file=False)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=handle)


def catalogue(domain: Domain) -> dict[str, Any]:
    """The puzzle's problems, its options and heuristics, and every algorithm."""
    puzzles = domain.puzzles()
    first = domain.make_problem(next(iter(puzzles.values())))
    return {
        "domain": domain.name,
        "label": domain.label,
        "options": [
            {
                "name": option.name,
                "choices": list(option.choices),
                "default": option.default,
                "description": option.description,
            }
            for option in domain.options
        ],
        "problems": [
            {
                "name": puzzle.name,
                "target": puzzle.target,
                "seed": puzzle.seed,
                "description": description_text(puzzle.description),
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
    domain = get_domain(args.domain or DEFAULT_DOMAIN)
    listing = catalogue(domain)
    if args.json:
        print(json.dumps(listing, indent=2))
        return 0
    print(f"{listing['label']} problems:")
    for problem in listing["problems"]:
        # a puzzle with no target (Blokus: place every piece you can) is not labelled with one
        target = f" target {problem['target']}" if domain.has_target else ""
        seed = f", seed {problem['seed']}" if problem["seed"] is not None else ""
        print(f"  {problem['name']:<4}{target}{seed}  {problem['description']}")
    print("\nAlgorithms:")
    for algorithm in listing["algorithms"]:
        parameters = ", ".join(f"--{p['name'].replace('_', '-')}" for p in algorithm["parameters"])
        extra = f"  [{parameters}]" if parameters else ""
        print(f"  {algorithm['name']:<9} {algorithm['description']}{extra}")
    for option in listing["options"]:
        choices = "|".join(option["choices"])
        print(f"\nOption --{option['name']} {choices} (default {option['default']}):")
        print(f"  {option['description']}")
    print("\nHeuristics (weakest first):")
    for heuristic in listing["heuristics"]:
        flag = "admissible" if heuristic["admissible"] else "not admissible"
        print(f"  {heuristic['name']:<12} ({flag}) {heuristic['description']}")
    return 0
