"""Zoomed to 150% on a 1366 x 768 screen, the knight game's figures stand beside their names,
where they all stood under them with the pane's right half empty (the figures' column was
sized for the longest state sentence of any puzzle): in English every one; in Portuguese all
but the few names too long for the column ("Fator de ramificação médio (B)", "Comprimento da
solução (L)", ...), each above its figure. Every name and figure whole inside the pane, the
figures ending at one edge."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.widgets.stats_panel import MOST_NAMES_ABOVE

from .helpers import click, expanded, window_at

SIZE = QSize(1366, 768)


def _rect(widget, viewport) -> QRect:
    return QRect(widget.mapTo(viewport, QPoint()), widget.size())


def _text_width(label) -> int:
    return label.fontMetrics().horizontalAdvance(label.text())


def test_the_figures_stand_beside_their_names_at_1366_by_768_zoomed(qtbot, window, language):
    with window_at(qtbot, window, SIZE, 150):
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda: expanded(window) == 1)
        qtbot.waitUntil(lambda: window.docks["statistics"].isVisible(), timeout=2_000)
        window.model.publish()
        qtbot.wait(60)
        QApplication.processEvents()
        stats = window.stats
        viewport = window.docks["statistics"].widget().viewport()
        above = {key for key in stats.fields if stats.name_above(key)}
        if language == "en":
            assert not above
        else:  # only the longest names, a few
            longest = sorted(stats.names, key=lambda key: -stats.names[key].sizeHint().width())
            assert {"branching", "length"} <= above <= set(longest[:MOST_NAMES_ABOVE]), above
        edges = set()
        for key, value in stats.fields.items():
            name = stats.names[key]
            shown, named = _rect(value, viewport), _rect(name, viewport)
            assert viewport.rect().contains(shown) and viewport.rect().contains(named), key
            assert _text_width(name) <= name.contentsRect().width(), (key, name.text())
            if key != "state":
                assert _text_width(value) <= value.contentsRect().width(), (key, value.text())
            if key in above:
                assert shown.top() >= named.bottom(), key
            else:  # on the same line, the name left of its figure
                assert abs(shown.top() - named.top()) <= 2 and named.right() < shown.left(), key
            edges.add(shown.right())
        assert len(edges) == 1, edges
