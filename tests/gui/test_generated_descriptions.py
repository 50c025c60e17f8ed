"""A board read from a file that describes none (the course's classic Lisp format) is
described by the reader in the window's language, and again in the other language when the
user switches."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from cavalo_gui.app import i18n

DATA = Path(__file__).resolve().parents[1] / "data" / "good"


def _problem_texts(window) -> tuple[str, str]:
    panel = window.panel.problem_box
    choice = panel.problem
    tooltip = choice.model().item(choice.currentIndex()).toolTip()
    return panel.problem_description.text(), tooltip


def test_a_classic_board_is_described_in_portuguese_then_in_english(window, dialogs, portuguese):
    assert window.open_problem_file(DATA / "course.dat") is True
    assert dialogs == []
    described = "Tabuleiro 1 de course (formato Lisp clássico)"
    assert _problem_texts(window) == (described, described)
    i18n.set_language(i18n.ENGLISH)
    QApplication.processEvents()
    described = "Board 1 of course (classic Lisp format)"
    assert _problem_texts(window) == (described, described)
