"""Issue 7 in the control panel: bad values typed into the fields never reach a run."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.knight.catalog import MAX_SEED
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS

from .helpers import choose, choose_problem, run_to_end, type_into

BAD_TEXTS = ("-5", "0", "-0.5", "abc", "1e9", "99999999999999", " ", "3-4")


def _parameter_cases() -> list[tuple[str, str]]:
    return [
        (name, parameter.name)
        for name, algorithm in ALGORITHMS.items()
        for parameter in algorithm.parameters
    ]


def _type_each_bad_text(qtbot, box, check) -> None:
    """Each bad text typed over the field's value as the window opened with it (one window
    for them all, the field set back before each), then ``check(text)``."""
    fresh = box.value()
    for text in BAD_TEXTS:
        box.setValue(fresh)
        type_into(qtbot, box, text)
        check(text)


@pytest.mark.parametrize(("budget", "least"), [("max_nodes", 1), ("max_seconds", 0.1)])
def test_each_budget_stays_between_its_least_and_its_maximum(qtbot, window, budget, least):
    box = getattr(window.panel, budget)

    def check(text: str) -> None:
        value = getattr(window.controller.choices, budget)
        assert least <= value <= box.maximum(), (text, value)
        assert value == box.value(), text

    _type_each_bad_text(qtbot, box, check)


def test_the_seed_stays_a_valid_seed(qtbot, window):
    choose_problem(window, "F")

    def check(text: str) -> None:
        seed = window.controller.choices.puzzle.seed
        assert seed is not None and 0 <= seed <= MAX_SEED, (text, seed)
        assert seed == window.panel.seed.value(), text

    _type_each_bad_text(qtbot, window.panel.seed, check)


@pytest.mark.parametrize(("algorithm", "parameter"), _parameter_cases())
def test_each_algorithm_parameter_stays_in_its_range(qtbot, window, algorithm, parameter):
    choose(window, "algorithm", algorithm)
    spec = next(p for p in ALGORITHMS[algorithm].parameters if p.name == parameter)
    box = window.panel.findChild(QAbstractSpinBox, f"parameter_{parameter}")
    assert box is not None, f"no field for {parameter}"

    def check(text: str) -> None:
        value = window.controller.choices.parameters[parameter]
        assert spec.minimum <= value <= spec.maximum, (text, value)
        assert value == box.value(), text

    _type_each_bad_text(qtbot, box, check)


def test_typed_values_reach_the_settings_the_run_uses(qtbot, window):
    """The typing above really edits the fields: good values come through unchanged."""
    choose(window, "algorithm", "dfs")
    type_into(qtbot, window.panel.max_nodes, "1234")
    type_into(qtbot, window.panel.max_seconds, "7.5")
    depth = window.panel.findChild(type(window.panel.max_nodes), "parameter_max_depth")
    type_into(qtbot, depth, "7")
    settings = window.controller.choices
    assert (settings.max_nodes, settings.max_seconds) == (1234, 7.5)
    assert settings.parameters == {"max_depth": 7}


def test_a_node_budget_of_zero_typed_before_run_becomes_the_smallest_budget(qtbot, window):
    type_into(qtbot, window.panel.max_nodes, "0")
    final = run_to_end(qtbot, window)
    assert window.controller.choices.max_nodes == 1
    assert final.outcome is Outcome.LIMIT
    assert render(final.reason).startswith("node budget of 1 ")


def test_a_small_typed_node_budget_ends_the_run_at_that_budget(qtbot, window):
    choose_problem(window, "F")
    type_into(qtbot, window.panel.max_nodes, "-300")
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.LIMIT
    assert "node budget of 300 generated nodes" in render(final.reason)
    assert 300 <= final.counters.generated <= 303


def test_the_heuristic_is_off_for_uninformed_algorithms(qtbot, window):
    for name, algorithm in ALGORITHMS.items():
        choose(window, "algorithm", name)
        assert window.panel.heuristic.isEnabled() is algorithm.informed, name
        expected = window.panel.heuristic.currentData() if algorithm.informed else ""
        assert window.model.heuristic_name == expected, name


def test_default_budgets_restores_the_engine_defaults(qtbot, window):
    type_into(qtbot, window.panel.max_nodes, "500")
    type_into(qtbot, window.panel.max_seconds, "3")
    assert (window.controller.choices.max_nodes, window.controller.choices.max_seconds) == (
        500,
        3.0,
    )
    qtbot.mouseClick(window.panel.reset_budgets, Qt.MouseButton.LeftButton)
    settings = window.controller.choices
    assert (settings.max_nodes, settings.max_seconds) == (DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS)
    assert window.panel.max_nodes.value() == DEFAULT_MAX_NODES
