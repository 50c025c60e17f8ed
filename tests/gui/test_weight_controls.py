"""The window's controls break the heuristic: the weight w of weighted A*, IDA* and RBFS and
the spoil of the heuristic set the run, whose outcome says what it can no longer promise."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import run
from cavalo_gui.reports.run_file import read_run_file

from .helpers import choose, choose_problem, run_to_end, type_into


def _weighted(qtbot, window, algorithm: str, weight: str) -> None:
    choose_problem(window, "D")
    choose(window, "algorithm", algorithm)
    type_into(qtbot, window.panel.findChild(object, "parameter_weight"), weight)


def _headless(window, **parameters):
    """The same run without the window, from the panel's own choices."""
    settings = window.panel.settings()
    setup = RunChoices(settings.puzzle, settings.algorithm, settings.heuristic, {}, parameters)
    return run(setup)


def test_the_weight_box_sets_the_run_and_the_outcome_says_not_proved_optimal(qtbot, window):
    _weighted(qtbot, window, "astar", "2")
    assert window.controller.choices.parameters == {"weight": 2.0}
    final = run_to_end(qtbot, window)
    expected, plain = _headless(window, weight=2.0), _headless(window, weight=1.0)
    assert final.counters.expanded == expected.statistics.expanded < plain.statistics.expanded
    text = window.stats.outcome.text()
    assert f"Solved in {expected.moves} moves; not proved optimal: " in text
    assert "w = 2 allows up to 2x the optimum" in text


def test_the_outcome_says_it_in_portuguese(qtbot, window, portuguese):
    _weighted(qtbot, window, "rbfs", "1,5")
    assert window.controller.choices.parameters == {"weight": 1.5}
    run_to_end(qtbot, window)
    assert "sem prova de ser ótimo: w = 1,5 permite até 1,5x o ótimo" in (
        window.stats.outcome.text()
    )


def test_weight_one_in_the_window_is_plain_ida_star(qtbot, window):
    _weighted(qtbot, window, "idastar", "1")
    final = run_to_end(qtbot, window)
    plain = run(RunChoices(window.panel.puzzle(), "idastar", window.panel.settings().heuristic))
    assert (final.counters.generated, final.counters.expanded) == (
        plain.statistics.generated,
        plain.statistics.expanded,
    )
    assert "optimal" in window.stats.outcome.text() and "not proved" not in (
        window.stats.outcome.text()
    )


def test_spoiling_the_heuristic_makes_the_run_unproved(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    spoil = window.panel.spoil
    assert spoil.isVisible()
    spoil.kind.setCurrentIndex(spoil.kind.findData("scale"))
    type_into(qtbot, spoil.amount, "3")
    assert window.controller.choices.spoil == Spoil(scale=3.0)
    run_to_end(qtbot, window)
    assert "(not proved optimal)" in window.stats.outcome.text()


def test_the_spoil_takes_no_room_for_an_uninformed_algorithm(qtbot, window):
    choose(window, "algorithm", "bfs")
    assert not window.panel.spoil.isVisible()
    assert window.panel.findChild(object, "parameter_weight") is None
    choose(window, "algorithm", "astar")
    qtbot.waitUntil(window.panel.spoil.isVisible)


def test_a_run_saved_with_a_weight_keeps_it_and_reopens_with_it(qtbot, window, tmp_path):
    _weighted(qtbot, window, "astar", "2.5")
    path = tmp_path / "weighted.cavalo-run"
    assert window.run_files.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["parameters"] == {"weight": 2.5}
    assert read_run_file(path).setup.parameters == {"weight": 2.5}
    choose(window, "algorithm", "bfs")
    assert window.run_files.open(path)
    box = window.panel.findChild(object, "parameter_weight")
    assert box.value() == 2.5 and box.text() == "2.50"


def test_a_run_file_with_a_bad_weight_gets_one_dialog(qtbot, window, tmp_path, dialogs):
    _weighted(qtbot, window, "astar", "2")
    path = tmp_path / "bad.cavalo-run"
    assert window.run_files.save(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    record["parameters"]["weight"] = -1
    path.write_text(json.dumps(record), encoding="utf-8")
    assert not window.run_files.open(path)
    [(title, text)] = dialogs
    assert title == "Cannot open the run file"
    assert "weight w must be between 0 and 100, got -1" in text


def test_the_weight_box_refuses_what_is_not_a_weight(qtbot, window):
    _weighted(qtbot, window, "astar", "2")
    box = window.panel.findChild(object, "parameter_weight")
    type_into(qtbot, box, "-3")
    assert box.value() >= 0
    assert box.minimum() == 0 and box.maximum() == 100
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert window.controller.choices.parameters["weight"] == box.value()


def test_the_algorithms_description_says_f_is_g_plus_w_h_under_a_weight(qtbot, window):
    description = window.panel.algorithm_description
    _weighted(qtbot, window, "astar", "1")
    assert "f = g + h" in description.text() and "(informed, optimal)" in description.text()
    type_into(qtbot, window.panel.findChild(object, "parameter_weight"), "2")
    text = description.text()
    assert "f = g + w·h" in text and "f = g + h" not in text
    assert "With w = 2: within 2x the optimum when h is admissible." in text
    assert text.endswith("(informed)")
    type_into(qtbot, window.panel.findChild(object, "parameter_weight"), "0.5")
    assert "With w = 0.5: optimal when h is admissible." in description.text()


def test_the_weighted_description_in_portuguese(qtbot, window, portuguese):
    _weighted(qtbot, window, "idastar", "1,5")
    text = window.panel.algorithm_description.text()
    assert "limitadas por f = g + w·h" in text
    assert "Com w = 1,5: até 1,5x o ótimo quando h é admissível." in text
