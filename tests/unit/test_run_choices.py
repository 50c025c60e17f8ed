"""One value for a run's choices: every command that chooses one run reads its options into the
same RunChoices, which validates itself in one place, and the settings form of the choices is
written and read back by one pair of functions."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from cavalo_gui.cli import options
from cavalo_gui.cli.main import build_parser
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.limits import Limits
from cavalo_gui.engine.spoiled import Spoil
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.runs.choices import RememberedChoices, read_remembered, remembered_values
from tests.unit.cli_helpers import bad_input

WIDGETS = Path(__file__).parents[2] / "cavalo_gui" / "app" / "widgets"

RUN_OPTIONS = shlex.split(
    "--problem F --seed 7 --double min --algorithm astar --heuristic pairs --weight 1.5 "
    "--spoil scale:2 --max-nodes 5000 --time-limit 3"
)
COMMAND_OPTIONS = {
    "solve": [],
    "screenshot": ["--out", "shot.png"],
    "animate": ["--out", "run.gif"],
    "inspect": [],
}


@pytest.mark.parametrize("command", list(COMMAND_OPTIONS))
def test_each_command_that_chooses_one_run_reads_the_same_run_choices(command):
    args = build_parser().parse_args([command, *RUN_OPTIONS, *COMMAND_OPTIONS[command]])
    choices = options.choices_from(args)
    assert choices == RunChoices(
        puzzle=get_domain("knight").load_puzzle("F", 7),
        algorithm="astar",
        heuristic="pairs",
        options={"double": "min"},
        parameters={"weight": 1.5},
        limits=Limits(max_nodes=5000, max_seconds=3.0),
        spoil=Spoil(scale=2.0),
    )
    assert (choices.max_nodes, choices.max_seconds, choices.max_expansions) == (5000, 3.0, None)


def test_a_wrong_choice_is_refused_by_the_value_itself_with_the_commands_sentence(capsys):
    wrong = RunChoices(get_domain("knight").load_puzzle("D"), "astar", heuristic="nearest")
    with pytest.raises(ValueError) as refused:
        wrong.check()
    said = bad_input(
        capsys, "solve", "--problem", "D", "--algorithm", "astar", "--heuristic", "nearest"
    )
    assert str(refused.value).startswith("unknown heuristic 'nearest' (known: enunciado, ")
    assert said.endswith(str(refused.value))


def test_a_budget_changes_and_the_rest_of_the_choices_stay():
    choices = RunChoices(get_domain("knight").load_puzzle("D"), "ucs", speed=20.0)
    fewer = choices.with_limits(max_expansions=4)
    assert fewer.limits == Limits(max_expansions=4)
    assert (fewer.puzzle, fewer.algorithm, fewer.speed) == (choices.puzzle, "ucs", 20.0)


def _reader(values):
    """A settings file of ``values`` as AppSettings reads one: a value of the wrong kind or
    out of range is left out."""

    def read(key, default, kind, valid):
        if key not in values:
            return default
        try:
            value = kind(values[key])
        except ValueError:
            return default
        return value if valid is None or valid(value) else default

    return read


def test_the_settings_form_writes_the_keys_of_earlier_versions_and_reads_them_back():
    choices = RememberedChoices(
        domain="knight",
        problem="F",
        seed=548764,
        options={"knight": {"double": "choice"}, "dots": {"goal": "at-least"}},
        algorithm="idastar",
        heuristic="pairs",
        parameters={"weight": 1.5, "max_depth": 12},
        max_nodes=5000,
        max_seconds=2.5,
        speed=50.0,
    )
    values = remembered_values(choices)
    assert values == {
        "choices/domain": "knight",
        "choices/problem": "F",
        "choices/seed": 548764,
        "choices/algorithm": "idastar",
        "choices/heuristic": "pairs",
        "budgets/max_nodes": 5000,
        "budgets/max_seconds": 2.5,
        "choices/speed": 50.0,
        "options/knight/double": "choice",
        "options/dots/goal": "at-least",
        "parameters/weight": 1.5,
        "parameters/max_depth": 12,
    }
    as_text = {key: str(value) for key, value in values.items()}  # as the INI file holds them
    assert read_remembered(_reader(as_text)) == choices


def test_a_remembered_value_out_of_range_is_left_out_and_the_others_kept():
    read = read_remembered(
        _reader({"choices/speed": "3", "budgets/max_nodes": "0", "choices/algorithm": "ucs"})
    )
    assert (read.speed, read.max_nodes, read.algorithm) == (None, None, "ucs")


def test_no_module_of_the_control_panel_is_longer_than_300_lines():
    panel = ["control_panel.py", "problem_chooser.py", "search_chooser.py", "budget_box.py"]
    lengths = {name: len((WIDGETS / name).read_text().splitlines()) for name in panel}
    assert max(lengths.values()) <= 300, lengths
