"""The control panel yields and accepts one RunChoices, and a settings file written by earlier
versions still brings back every choice it remembers."""

from __future__ import annotations

from dataclasses import replace

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.limits import Limits
from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.reports.choices import RunChoices

EARLIER_SETTINGS = """\
[choices]
domain=knight
problem=F
seed=7
algorithm=astar
heuristic=pairs
speed=50.0

[budgets]
max_nodes=5000
max_seconds=2.5

[options]
knight\\double=min

[parameters]
weight=1.5
"""
"""The choices part of a settings file as the release before RunChoices wrote it."""

CHOSEN = RunChoices(
    puzzle=get_domain("knight").load_puzzle("F", 7),
    algorithm="astar",
    heuristic="pairs",
    options={"double": "min"},
    parameters={"weight": 1.5},
    limits=Limits(max_nodes=5000, max_seconds=2.5),
    speed=50.0,
)


def _shown(panel) -> dict[str, str]:
    """What the user reads in the panel's boxes."""
    return {
        "problem": panel.problem.currentText(),
        "seed": panel.seed.text(),
        "double": panel.option_boxes["double"].currentText(),
        "algorithm": panel.algorithm.currentText(),
        "heuristic": panel.heuristic.currentText(),
        "weight": panel.findChild(object, "parameter_weight").text(),
        "max_nodes": panel.max_nodes.text(),
        "max_seconds": panel.max_seconds.text(),
        "speed": panel.budgets.speed_label.text(),
    }


def test_the_panel_shows_the_run_choices_it_is_given_and_yields_them_back(qtbot, window):
    panel = window.panel
    choices = RunChoices(
        puzzle=get_domain("knight").load_puzzle("D"),
        algorithm="astar",
        heuristic="pairs",
        options={"double": "choice"},
        parameters={"weight": 2.5},
        limits=Limits(max_nodes=1234, max_seconds=7.5),
        spoil=Spoil(bias=3.0),
        speed=20.0,
    )
    panel.set_choices(choices, "unused.txt")
    assert panel.settings() == choices
    shown = _shown(panel)
    assert shown["problem"].startswith("D")
    assert shown["double"].startswith("choice:")
    assert (shown["algorithm"], shown["heuristic"]) == ("A*", "pairs (admissible)")
    assert (shown["max_nodes"], shown["max_seconds"]) == ("1,234 nodes", "7.5 s")
    assert (shown["weight"], shown["speed"]) == ("2.50", "20 expansions/s")


def test_a_board_not_shipped_is_offered_as_the_files_problem(qtbot, window):
    panel = window.panel
    edited = replace(get_domain("knight").load_puzzle("C"), target=7)
    other = RunChoices(edited, "dfs", "reach", {"double": "max"}, {"max_depth": 9}, speed=1.0)
    panel.set_choices(other, "mine.txt")
    assert panel.settings() == other
    assert panel.problem.currentText() == "C: target 7 (from mine.txt)"


def test_a_settings_file_of_earlier_versions_brings_back_the_same_choices(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text(EARLIER_SETTINGS)
    window = MainWindow(AppSettings(path))
    qtbot.addWidget(window)
    try:
        assert window.panel.settings() == CHOSEN
        assert _shown(window.panel)["heuristic"] == "pairs (admissible)"
    finally:
        window.controller.shutdown()
