"""The status bar's words are whole at 1024 x 640 and 150%, in both languages: "Sem solução:
todos os 8 763 estados alcanç" was cut by the run's state drawn over it ("Terminado: Procura
em largura (BFS) ..."). The state steps aside while a message needs its room and comes back
after it; an outcome longer than the whole bar is left to the Statistics, which wrap it."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QLabel

from .helpers import choose, choose_problem, run_to_end, type_into, window_at


def _whole(bar, state) -> None:
    message = bar.currentMessage()
    room = state.geometry().left() if state.isVisible() else bar.width()
    needed = bar.fontMetrics().horizontalAdvance(message)
    assert needed <= room - 6, (message, needed, room)
    if state.isVisible():
        assert state.width() >= state.fontMetrics().horizontalAdvance(state.text()) - 1


def test_the_outcome_in_the_status_bar_is_whole(qtbot, window, language):
    state = window.findChild(QLabel, "run_state")
    bar = window.statusBar()
    with window_at(qtbot, window, QSize(1024, 640), 150):
        choose_problem(window, "E")
        choose(window, "algorithm", "bfs")
        type_into(qtbot, window.panel.max_nodes, "300")
        run_to_end(qtbot, window)  # "Stopped: node budget of 300 generated nodes reached (…"
        QApplication.processEvents()
        _whole(bar, state)
        outcome = window.model.outcome_text()
        assert bar.currentMessage() in ("", outcome)
        assert window.stats.outcome.text() == outcome  # said whole there
        bar.showMessage("No solution: all 8,763 reachable states explored, best 250 points")
        QApplication.processEvents()
        _whole(bar, state)
        bar.clearMessage()
        qtbot.waitUntil(state.isVisible, timeout=2_000)
        _whole(bar, state)
