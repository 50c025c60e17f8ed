"""``cavalo list``: the problems, algorithms and heuristics known."""

from __future__ import annotations

import argparse
import json
from typing import Any

from cavalo_gui.cli.options import add_domain_option, warn
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.domain import Domain, description_text
from cavalo_gui.domains.languages import ENGLISH
from cavalo_gui.domains.registry import DEFAULT_DOMAIN, PLUGINS, get_domain
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.message import message
from cavalo_gui.reports.messages import puzzle_words, words


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "list",
        help="list the problems, algorithms and heuristics",
        description="List the bundled problems, the algorithms and the heuristics.",
    )
    add_domain_option(parser, by_file=False)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=handle)


def catalogue(domain: Domain, language: str = ENGLISH) -> dict[str, Any]:
    """The puzzle's problems, its options and heuristics, and every algorithm, their texts in
    ``language`` (English for ``--json``, which programs read)."""

    def said(text: str) -> str:
        return puzzle_words(text, language)

    puzzles = domain.puzzles()
    first = domain.make_problem(next(iter(puzzles.values())))
    return {
        "domain": domain.name,
        "label": said(domain.label),
        "options": [
            {
                "name": option.name,
                "choices": list(option.choices),
                "default": option.default,
                "description": said(option.description),
            }
            for option in domain.options
        ],
        "problems": [
            {
                "name": puzzle.name,
                "target": puzzle.target,
                "seed": puzzle.seed,
                "description": description_text(puzzle.description, language),
            }
            for puzzle in puzzles.values()
        ],
        "algorithms": [
            {
                "name": algorithm.name,
                "label": said(algorithm.label),
                "informed": algorithm.informed,
                "optimal": algorithm.optimal,
                "description": said(algorithm.description),
                "parameters": [
                    {"name": p.name, "label": said(p.label), "default": p.default}
                    for p in algorithm.parameters
                ],
            }
            for algorithm in ALGORITHMS.values()
        ],
        "heuristics": [
            {
                "name": heuristic.name,
                "admissible": heuristic.admissible,
                "description": said(heuristic.description),
            }
            for heuristic in first.heuristics().values()
        ],
    }


def handle(args: argparse.Namespace) -> int:
    domain = get_domain(args.domain or DEFAULT_DOMAIN)
    for fault in PLUGINS.faults:  # an installed puzzle that did not load: said, not hidden
        warn(args, render(fault, args.lang))
    if args.json:
        print(json.dumps(catalogue(domain), indent=2))
        return 0
    for line in listing_lines(domain, args.lang):
        print(line)
    return 0


def listing_lines(domain: Domain, language: str) -> list[str]:
    """``cavalo list`` as lines of text, every word in ``language``. A target and a seed are
    written as ``--target`` and ``--seed`` take them, as ``cavalo solve``'s header does."""
    listing = catalogue(domain, language)

    def say(id: str, **parameters: Any) -> str:
        return words(message(id, **parameters), language)

    lines = [say("cli.list.problems", puzzle=listing["label"])]
    for problem in listing["problems"]:
        # a puzzle with no target (Blokus: place every piece you can) is not labelled with one
        target = " " + say("cli.list.target", target=problem["target"]) if domain.has_target else ""
        seed = (
            ", " + say("cli.list.seed", seed=problem["seed"]) if problem["seed"] is not None else ""
        )
        lines.append(f"  {problem['name']:<4}{target}{seed}  {problem['description']}")
    lines += ["", say("cli.list.algorithms")]
    for algorithm in listing["algorithms"]:
        parameters = ", ".join(f"--{p['name'].replace('_', '-')}" for p in algorithm["parameters"])
        extra = f"  [{parameters}]" if parameters else ""
        lines.append(f"  {algorithm['name']:<9} {algorithm['description']}{extra}")
    for option in listing["options"]:
        choices = "|".join(option["choices"])
        heading = say(
            "cli.list.option", name=option["name"], choices=choices, default=option["default"]
        )
        lines += ["", heading, f"  {option['description']}"]
    lines += ["", say("cli.list.heuristics")]
    for heuristic in listing["heuristics"]:
        flag = say("cli.list.admissible" if heuristic["admissible"] else "cli.list.not-admissible")
        lines.append(f"  {heuristic['name']:<12} ({flag}) {heuristic['description']}")
    return lines
