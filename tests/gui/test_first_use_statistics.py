"""The statistics and the descriptions as a student reads them (issue 15): ratios with
significant digits, what T counts said where it is shown, SMA*'s counts explained, g alone for
a search without a heuristic, the heuristic's line for an uninformed algorithm, and
descriptions that follow a change of palette to dark."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from cavalo_gui.engine.events import Counters

from .helpers import choose, choose_problem, click, expanded, headless_search, run_to_end


def test_a_tiny_penetrance_shows_significant_digits_not_zero(qtbot, window):
    choose_problem(window, "D")
    final = headless_search("D", "astar", "fewest").run()
    assert final.solution.depth == 12
    counters = Counters(generated=1_000_000, expanded=300_000, max_open=500_000)
    window.model.apply(replace(final, counters=counters))  # as if T were a million
    window.model.publish()
    assert window.stats.value("penetrance") == "1.2e-5"  # L / T, not 0.0000
    assert window.stats.value("branching") == "3.06"  # B + B² + … + B¹² = T


def test_t_is_said_to_exclude_the_root_where_it_is_shown(qtbot, window):
    choose_problem(window, "E")
    run_to_end(qtbot, window)
    assert window.stats.value("expanded") == "8,763"
    assert window.stats.value("generated") == "8,762"
    tip = window.stats.fields["generated"].toolTip()
    assert "root excluded" in tip
    assert "root included" in window.stats.fields["expanded"].toolTip()


def test_sma_stars_counts_are_explained_where_they_are_shown(qtbot, window):
    choose_problem(window, "C")
    choose(window, "algorithm", "smastar")
    window.panel.set_parameter("memory", 10)  # full soon: one successor per step
    window.controller.configure(window.panel.settings())
    run_to_end(qtbot, window)
    counters = window.model.counters
    assert counters.expanded > counters.generated
    assert "SMA*" in window.stats.fields["expanded"].toolTip()
    assert "Expanded may pass Generated" in window.stats.fields["expanded"].toolTip()
    assert "memory" in window.stats.fields["max_open"].toolTip()
    choose(window, "algorithm", "astar")
    window.model.publish()
    assert "SMA*" not in window.stats.fields["expanded"].toolTip()


def _ghf_name(window) -> str:
    form = window.stats._form
    return form.labelForField(window.stats.fields["ghf"]).text()


def test_a_search_without_heuristic_shows_g_alone(qtbot, window):
    choose_problem(window, "D")
    for _ in range(3):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 3)
    window.model.publish()
    assert _ghf_name(window) == "g"
    assert window.stats.value("ghf") == "1"  # BFS's third expansion: a placement, g = 1
    choose(window, "algorithm", "astar")
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 1)
    window.model.publish()
    assert _ghf_name(window) == "g / h / f"
    assert window.stats.value("ghf").count("/") == 2


def test_the_heuristic_line_says_an_uninformed_algorithm_does_not_use_it(qtbot, window):
    panel = window.panel
    choose(window, "algorithm", "bfs")
    assert not panel.heuristic.isEnabled()
    assert not panel.heuristic_description.isEnabled()  # greyed with its box
    assert panel.heuristic_description.text().startswith("Not used by Breadth-first (BFS)")
    choose(window, "algorithm", "astar")
    assert panel.heuristic.isEnabled() and panel.heuristic_description.isEnabled()
    assert "Not used" not in panel.heuristic_description.text()
    assert panel.heuristic_description.text() == panel.heuristic.currentData(3)  # its tooltip


def _text_contrast(label) -> int:
    """The largest difference of lightness between the label's background and its pixels."""
    image = label.grab().toImage()
    background = image.pixelColor(0, 0).lightness()
    return max(
        abs(image.pixelColor(x, y).lightness() - background)
        for x in range(0, image.width(), 2)
        for y in range(image.height())
    )


def test_descriptions_follow_a_change_of_the_system_palette_to_dark(qtbot, window):
    description = window.panel.algorithm_description
    assert description.text()
    assert _text_contrast(description) > 60
    app = QApplication.instance()
    light = QPalette(app.palette())
    dark = QPalette(light)
    for role, color in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.Text, "#e6e6e6"),
        (QPalette.ColorRole.WindowText, "#e6e6e6"),
        (QPalette.ColorRole.PlaceholderText, "#a0a0a0"),
    ):
        dark.setColor(role, QColor(color))
    try:
        app.setPalette(dark)
        qtbot.waitUntil(
            lambda: description.palette().color(QPalette.ColorRole.Window).lightness() < 60
        )
        assert description.grab().toImage().pixelColor(0, 0).lightness() < 60
        assert _text_contrast(description) > 60  # light grey on dark grey, readable
    finally:
        app.setPalette(light)


def _layout_requests_during(widget, action) -> int:
    """How many times ``action`` makes ``widget``'s layout ask to be redone."""

    class Requests(QObject):
        count = 0

        def eventFilter(self, _watched, event) -> bool:
            if event.type() == QEvent.Type.LayoutRequest:
                Requests.count += 1
            return False

    requests = Requests()
    QApplication.sendPostedEvents(widget, QEvent.Type.LayoutRequest)  # asked before
    widget.installEventFilter(requests)
    action()
    QApplication.sendPostedEvents(widget, QEvent.Type.LayoutRequest)
    widget.removeEventFilter(requests)
    return Requests.count


def test_the_states_sentence_wraps_in_its_fixed_room_and_never_lays_the_window_out(qtbot, window):
    label = window.stats.fields["state"]
    line = label.fontMetrics().lineSpacing()
    assert label.height() < 2 * line  # a knight's sentence fits one line: no room wasted
    choose_problem(window, "C", "blokus")
    window.model.publish()
    assert label.height() >= 2 * line  # a Blokus sentence takes two
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 1)
    label = window.stats.fields["state"]
    qtbot.waitUntil(lambda: window.stats.value("state") != "–")
    sentence = window.stats.value("state")
    assert sentence == "9 pieces on the board, stock 1/10/15 (1x1/2x2/cross)"
    assert label.fontMetrics().horizontalAdvance(sentence) > label.contentsRect().width()
    lines = label.fontMetrics().boundingRect(
        label.contentsRect(), Qt.TextFlag.TextWordWrap, sentence
    )
    assert lines.height() <= label.contentsRect().height()  # on two lines, whole
    knight_widest = "J10, 12,345 / 12,345 points"
    assert label.fontMetrics().horizontalAdvance(knight_widest) <= label.contentsRect().width()

    size = label.size()
    longer = "a sentence far longer than two lines of the statistics can hold, " * 3
    requests = _layout_requests_during(window.stats, lambda: window.stats._show("state", longer))
    assert requests == 0
    assert label.size() == size
    assert label.text().endswith("…") and len(label.text()) < len(longer)
    assert label.toolTip() == longer
