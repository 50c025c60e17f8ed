"""Sentences that were English only, now messages with both languages (issue 24, item 1):
each refused input says what is wrong in the reader's language."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.domain import checked_options
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.message import MessageError
from tests.unit.cli_helpers import bad_input


def test_an_option_value_not_among_the_choices_is_said_in_both_languages():
    with pytest.raises(MessageError) as refused:
        checked_options(get_domain("knight"), {"double": "both"})
    assert str(refused.value) == "doubles must be one of max, min, choice, not 'both'"
    assert refused.value.text("pt") == "duplos tem de ser um de max, min, choice, não 'both'"


def test_an_experiments_unknown_option_value_names_the_option_in_portuguese(capsys):
    arguments = ("experiment", "--problems", "A", "--algorithms", "bfs", "--double", "max,x")
    english = bad_input(capsys, *arguments)
    portuguese = bad_input(capsys, "--lang", "pt", *arguments)
    assert english.endswith("error: unknown doubles 'x' (known: max, min, choice)")
    assert portuguese.endswith("erro: duplos: 'x' não existe (existem: max, min, choice)")
