"""The replay bar's sentence is whole on the window's foot row, at 1024 x 640 and 1366 x 768, in
both languages, at 150%: before a run ("aqui pode rever-se uma solu…" was cut at 1024 x 640 in
Portuguese, and "melhor encontrado: jogada 1…" after a run stopped by its budget), and at every
move of a replayed path; drawn inside the window, which stays within the screen's size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication

from .helpers import choose, choose_problem, click, run_to_end, type_into, window_at


def _whole_in_window(window, label) -> tuple[bool, str]:
    """Whether the label's text is drawn whole (one line wide enough, or wrapped lines tall
    enough) inside the window; with what it was, for the failure's message."""
    QApplication.processEvents()
    text, room = label.text(), label.contentsRect()
    where = QRect(label.mapTo(window, QPoint()), label.size())
    needed = label.fontMetrics().horizontalAdvance(text)
    if label.wordWrap() and not label.eliding:
        fits = room.height() >= label.heightForWidth(label.width()) - 1
    else:
        fits = needed <= room.width() and not label.is_elided()
    inside = window.rect().contains(where)
    return fits and inside and label.isVisible(), f"{text!r} needs {needed}, has {room} at {where}"


def _every_move_whole(qtbot, window, size: QSize) -> None:
    label, slider = window.replay.label, window.replay.slider
    assert slider.maximum() >= 3
    for step in range(slider.maximum() + 1):
        slider.setValue(step)
        qtbot.waitUntil(lambda: _whole_in_window(window, label)[0], timeout=5_000)
        assert window.minimumSizeHint().height() <= size.height(), window.minimumSizeHint()
        assert window.size() == size


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
def test_the_replay_sentence_is_whole_before_a_run_and_at_every_move(qtbot, window, language, size):
    label = window.replay.label
    with window_at(qtbot, window, size, 150):
        qtbot.waitUntil(lambda: window.foot.bar.isVisible(), timeout=5_000)
        qtbot.wait(60)  # the foot row laid out at the window's width
        whole, said = _whole_in_window(window, label)
        assert whole, said
        choose_problem(window, "A")
        run_to_end(qtbot, window)
        _every_move_whole(qtbot, window, size)
        click(qtbot, window, window.reset_action)
        choose_problem(window, "E")
        choose(window, "algorithm", "bfs")
        type_into(qtbot, window.panel.max_nodes, "300")  # stopped: "best found: move …"
        run_to_end(qtbot, window)
        assert window.model.solution is None
        _every_move_whole(qtbot, window, size)
