"""The languages a user reads the program in, and how each writes a number.

They live below the reports so that a puzzle can write its own texts in Portuguese
(:meth:`~cavalo_gui.domains.domain.Domain.translate`) with the same figures the reports write:
20,001 and 0.375 in English; 20 001 and 0,375 in Portuguese as written in Portugal, where the
course is taught (Babel's ``pt_PT`` locale from the Unicode CLDR: a space, unbreakable, between
groups of digits, and a decimal comma).
"""

from __future__ import annotations

from functools import cache, lru_cache

from babel import Locale
from babel.numbers import NumberPattern, parse_pattern

ENGLISH = "en"
PORTUGUESE = "pt"
LANGUAGES = (ENGLISH, PORTUGUESE)
LOCALES = {ENGLISH: "en", PORTUGUESE: "pt_PT"}
"""The CLDR locale whose way of writing numbers each language follows."""


def user_language(chosen: str | None, locale_name: str | None) -> str:
    """The language the program speaks to its user, decided here for the window, the command
    and the check before the window opens alike: the one the user chose (View > Language,
    ``--lang``) when it is one of ours, else the locale's (``pt_PT``, ``pt_BR``, ``en_GB.UTF-8``):
    Portuguese for any Portuguese locale, English otherwise."""
    if chosen in LANGUAGES:
        return chosen
    return PORTUGUESE if (locale_name or "").lower().startswith("pt") else ENGLISH


def format_number(value: float | int | None, decimals: int = 0, language: str = ENGLISH) -> str:
    """``value`` with group separators and ``decimals`` decimals, in the way of ``language``:
    1,234.5 in English, 1 234,5 in Portuguese; "–" for none, "∞" for infinity."""
    if value is None:
        return "–"
    if value == float("inf"):
        return "∞"
    return _written(value, "#,##0." + "0" * decimals if decimals else "#,##0", language)


def format_short(value: float, language: str = ENGLISH) -> str:
    """``value`` with at most three decimals, none written when they are zeros: 0.5, 2, 1,25."""
    return _written(value, "#,##0.###", language)


def format_significant(value: float, language: str = ENGLISH, digits: int = 4) -> str:
    """``value`` to ``digits`` significant digits, none written when they are zeros, in the
    way of ``language``: 9.259 and 12.5 in English, 9,259 and 12,5 in Portuguese; a whole
    part longer than ``digits`` is written whole, grouped (12,346); "∞" for infinity."""
    if value in (float("inf"), float("-inf")):
        return "∞" if value > 0 else "-∞"
    if value == 0 or abs(value) >= 10**digits:  # Babel writes a significant zero as "0.0"
        return format_number(round(value), 0, language)
    return _written(value, "@" + "#" * (digits - 1), language)


@lru_cache(maxsize=4096, typed=True)
def _written(value: float, pattern: str, language: str) -> str:
    """``value`` written by a CLDR ``pattern`` in the way of ``language``, remembered: Babel
    takes a fifth of a millisecond a number, and the window writes the same few g, h and f
    of the open list, and the same counts, many times a second while a run goes."""
    return _pattern(pattern).apply(value, _locale(language))


@cache
def _pattern(text: str) -> NumberPattern:
    """A CLDR number pattern, parsed once (parsing took most of each number's time)."""
    return parse_pattern(text)


@cache
def _locale(language: str) -> Locale:
    return Locale.parse(LOCALES.get(language, LOCALES[ENGLISH]))
