"""IDA*'s thresholds told apart (issue 33 item 18): on problem B with the course's heuristic
the third pass's threshold is 9.25926 and the fourth's 9.26230; both read "9.26" with two
decimals. They are written with as many decimals as tell them apart, in the quiz and in the
statistics, and a quiz answer is judged at that precision: 9.26 is neither."""

from __future__ import annotations

from cavalo_gui.app.figures import decimals_apart, same_at
from cavalo_gui.app.i18n import number
from cavalo_gui.engine.events import IterationStarted

from .helpers import choose, choose_problem, headless_search, type_into
from .test_quiz import _wait_score


def _quiz_after_the_third_pass(qtbot, window) -> tuple[float, float]:
    """The quiz asking for the fourth threshold of IDA* on B; (the last, the right one)."""
    passes = [
        event
        for event in headless_search("B", "idastar", "enunciado").events()
        if type(event) is IterationStarted
    ]
    last, right = passes[2].threshold, passes[3].threshold
    choose_problem(window, "B")
    choose(window, "algorithm", "idastar")
    choose(window, "heuristic", "enunciado")
    with qtbot.waitSignal(window.controller.paused, timeout=10_000):
        window.controller.advance(passes[3].counters.expanded)
    window.quiz.toggle.trigger()
    qtbot.waitUntil(window.quiz.panel.entry.isVisible, timeout=5_000)
    assert window.model.threshold == last
    return last, right


def test_an_answer_of_9_26_is_judged_at_the_precision_that_tells_them_apart(
    qtbot, window, language
):
    last, right = _quiz_after_the_third_pass(qtbot, window)
    assert f"{last:.2f}" == f"{right:.2f}" == "9.26"  # the case: alike at two decimals
    decimals = decimals_apart([last, right])
    assert decimals == 3
    panel = window.quiz.panel
    type_into(qtbot, panel.answer, "9.26")
    _wait_score(
        qtbot, window, {"en": "Score: 0 right of 1", "pt": "Pontuação: acertou 0 de 1"}[language]
    )
    verdict = panel.verdict.text()
    assert number(last, 3) in verdict and number(right, 3) in verdict, verdict
    window.model.publish()
    shown = window.stats.value("iteration")  # the fourth pass under way: 9.262, not 9.26
    assert shown.endswith(f"/ {number(right, 3)}"), shown


def test_the_right_threshold_at_that_precision_is_right(qtbot, window):
    _last, right = _quiz_after_the_third_pass(qtbot, window)
    type_into(qtbot, window.quiz.panel.answer, f"{right:.3f}")
    _wait_score(qtbot, window, "Score: 1 right of 1")
    assert window.quiz.panel.verdict.text() == f"Right: the next threshold is {right:.3f}."


def test_decimals_apart_and_same_at():
    assert decimals_apart([9.25925925925926, 9.262295081967213]) == 3
    assert decimals_apart([9.25926, 9.25931]) == 5
    assert decimals_apart([3.0, 4.0, 5.0]) == 2
    assert decimals_apart([9.285714285714285, 9.285714285714286, 9.3]) == 2  # float noise
    assert same_at(9.262, 9.262295081967213, 3)
    assert not same_at(9.26, 9.262295081967213, 3)
