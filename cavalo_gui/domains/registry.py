"""The puzzles the program knows: one registration line each.

Everything above the domains finds a puzzle here by its name or through a puzzle's
``domain``; only this module and each domain's own folder import a domain's internals.
"""

from __future__ import annotations

from cavalo_gui.domains.blokus.domain import BLOKUS
from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.dots.domain import DOTS
from cavalo_gui.domains.knight.domain import KNIGHT

DOMAINS: dict[str, Domain] = {}
DEFAULT_DOMAIN = "knight"


def register(domain: Domain) -> None:
    DOMAINS[domain.name] = domain


register(KNIGHT)
register(BLOKUS)
register(DOTS)


def get_domain(name: str) -> Domain:
    """The domain called ``name``; a ValueError listing the known ones otherwise."""
    try:
        return DOMAINS[name.strip().lower()]
    except KeyError:
        known = ", ".join(DOMAINS)
        raise ValueError(f"unknown puzzle {name!r} (known: {known})") from None


def domain_of(puzzle: Puzzle) -> Domain:
    """The domain a puzzle belongs to."""
    return get_domain(puzzle.domain)


def puzzle_text(text: str, language: str) -> str | None:
    """``text`` in ``language`` when it is one of a registered puzzle's own (a label, a
    description, a state sentence: :meth:`Domain.translate`); None for any other text."""
    for domain in DOMAINS.values():
        translated = domain.translate(text, language)
        if translated is not None:
            return translated
    return None
