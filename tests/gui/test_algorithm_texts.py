"""The algorithms' texts in the window are message ids of the engine's catalogues rendered in
the window's language (issue 24 item 1): the window shows the same words as when Qt's .ts
translated their English, in both languages, and switches them live."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QComboBox, QLabel

from cavalo_gui.app import i18n
from cavalo_gui.domains.catalogues import entries
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE
from cavalo_gui.engine.algorithms import ALGORITHMS

from .helpers import choose, choose_problem


def _combo(window) -> QComboBox:
    return window.panel.findChild(QComboBox, "algorithm")


def _description(window) -> str:
    return window.panel.search_box.algorithm_description.text()


def _said(language: str, id: str) -> str:
    return entries(language)[id].forms[0]


def test_the_algorithms_words_in_english_then_live_in_portuguese(qtbot, window):
    choose_problem(window, "A")
    choose(window, "algorithm", "smastar")
    combo = _combo(window)
    assert [combo.itemText(i) for i in range(combo.count())][:3] == [
        "Breadth-first (BFS)",
        "Depth-first (DFS)",
        "A*",
    ]
    assert _description(window).startswith(
        "Memory-bounded A*: holds at most 'memory' nodes, forgetting the worst leaf"
    )
    labels = [label.text() for label in window.panel.findChildren(QLabel)]
    assert "Memory (nodes)" in labels
    i18n.set_language(i18n.PORTUGUESE)
    try:
        QApplication.processEvents()
        assert [combo.itemText(i) for i in range(combo.count())][:3] == [
            "Procura em largura (BFS)",
            "Procura em profundidade (DFS)",
            "A*",
        ]
        assert _description(window).startswith(
            "A* de memória limitada: guarda no máximo 'memória' nós, esquecendo a pior folha"
        )
        labels = [label.text() for label in window.panel.findChildren(QLabel)]
        assert "Memória (nós)" in labels and "Memory (nodes)" not in labels
    finally:
        i18n.set_language(i18n.ENGLISH)
        QApplication.processEvents()


def test_every_algorithms_description_is_its_catalogue_entry_in_each_language(qtbot, window):
    choose_problem(window, "A")
    for language in (ENGLISH, PORTUGUESE):
        i18n.set_language(language)
        try:
            QApplication.processEvents()
            for name in ALGORITHMS:
                choose(window, "algorithm", name)
                said = _said(language, f"algorithm.{name}.description")
                assert _description(window).startswith(f"{said} ("), (language, name)
                index = _combo(window).findData(name)
                assert _combo(window).itemText(index) == _said(language, f"algorithm.{name}.label")
        finally:
            i18n.set_language(i18n.ENGLISH)
            QApplication.processEvents()
