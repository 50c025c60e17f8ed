"""The editor's drafts (issue 25, item 5), outside any window: every shipped board drawn again
is read back as the same problem, and a broken draft gets its puzzle's reader's message."""

from __future__ import annotations

import dataclasses

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.editing import check_draft
from cavalo_gui.domains.registry import DOMAINS, new_draft


@pytest.mark.parametrize("name", sorted(DOMAINS))
def test_every_shipped_board_drawn_again_is_the_same_problem(name):
    domain = DOMAINS[name]
    for puzzle in domain.puzzles().values():
        checked = check_draft(domain, new_draft(name, puzzle))
        assert checked.fault is None, puzzle.name
        assert checked.puzzle == dataclasses.replace(puzzle, seed=None)
        text = domain.write_problem(checked.puzzle)
        assert domain.read_text(text, "saved.txt") == [checked.puzzle]


@pytest.mark.parametrize("name", sorted(DOMAINS))
def test_an_empty_new_board_keeps_the_rules(name):
    assert check_draft(DOMAINS[name], new_draft(name)).ok


def test_a_knight_number_twice_and_a_bad_name_get_the_readers_messages():
    draft = new_draft("knight")
    draft.set_cell(0, 7)
    draft.set_cell(42, 7)
    assert draft.twice() == {0, 42}
    fault = check_draft(DOMAINS["knight"], draft).fault
    assert render(fault, "en") == (
        "number 07 appears twice on the board, on squares A1 and C5: clear or change one of them"
    )
    assert render(fault, "pt").startswith("o número 07 aparece duas vezes no tabuleiro")
    draft.set_cell(42, None)
    draft.name = "two words"
    assert "a problem name is one word" in render(check_draft(DOMAINS["knight"], draft).fault)
    with pytest.raises(ValueError):
        draft.set_cell(3, 100)


def test_dots_target_over_the_boxes_and_blokus_stock_too_small():
    dots = new_draft("dots")
    dots.resize(2, 3)
    dots.target = 7
    assert render(check_draft(DOMAINS["dots"], dots).fault) == (
        "the target of problem my-board is 7, but its board has only 6 boxes"
    )
    blokus = new_draft("blokus")
    blokus.stock = [0, 0, 0]
    blokus.cycle(0)  # A1 the player's: a 1x1 the stock does not hold
    fault = render(check_draft(DOMAINS["blokus"], blokus).fault)
    assert "1x1" in fault and "my-board" in fault
