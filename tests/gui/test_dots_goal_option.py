"""The Dots goal in the window: the course's exact rule by default, "at least" as the puzzle's
option, both said in the controls and in the rules ("Nothing lost", round 3, item 8)."""

from __future__ import annotations

from cavalo_gui.engine.events import Outcome

from .helpers import choose_problem, run_to_end


def test_the_dots_goal_option_shows_with_the_course_s_rule_first(qtbot, window):
    choose_problem(window, "B", "dots")
    box = window.panel.option_boxes["goal"]
    qtbot.waitUntil(box.isVisible)
    assert [box.itemText(row) for row in range(box.count())] == [
        "exactly: exactly the target (the course's rule)",
        "at-least: at least the target",
    ]
    assert box.currentData() == "exactly"
    assert window.controller.choices.options == {"goal": "exactly"}
    assert "exactly the target (the course's rule)" in box.toolTip()


def test_choosing_at_least_reaches_the_run(qtbot, window):
    choose_problem(window, "B", "dots")
    assert window.panel.select_option("goal", "at-least")
    assert window.controller.choices.options == {"goal": "at-least"}
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.SOLVED
    assert not window.model.problem.exact


def test_the_rules_say_the_exact_goal(window):
    choose_problem(window, "B", "dots")
    window.model.publish()
    rules = window.board.rules_html()
    assert "<b>Goal</b> (<i>exactly</i>, the course's rule): exactly the problem's target" in rules
    assert "with the option <i>at-least</i>, the target or more" in rules


def test_the_rules_say_the_exact_goal_in_portuguese(window, portuguese):
    choose_problem(window, "B", "dots")
    window.model.publish()
    rules = window.board.rules_html()
    assert "exatamente o número de caixas fechadas do objetivo do problema" in rules
    box = window.panel.option_boxes["goal"]
    assert box.itemText(0) == "exactly: exatamente o objetivo (a regra do enunciado)"
