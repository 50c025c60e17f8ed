"""Run files with extreme numbers, opened in the window (issue 34, items 2-5 and 8): each gets
one dialog naming the file and the field, the current run stays; a file whose budgets are
larger than the user's own asks before it runs with them."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS
from cavalo_gui.reports.choices import NODE_BUDGET_RANGE, TIME_BUDGET_RANGE

from .helpers import choose_problem, click


@pytest.fixture
def good(qtbot, window, tmp_path) -> dict:
    """A run file of problem A, two steps in, as a record."""
    choose_problem(window, "A")
    for _ in range(2):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: len(window.model.recording) == 2)
    path = tmp_path / "good.cavalo-run"
    assert window.run_files.save(path)
    return json.loads(path.read_text(encoding="utf-8"))


def _text(record: dict, **changes: str) -> str:
    """``record`` as JSON with each key's value replaced by raw JSON text."""
    text = json.dumps(record)
    for key, raw in changes.items():
        text = text[:-1] + f', "{key}": {raw}' + "}"
    return text


def _hostile(record: dict) -> dict[str, tuple[str, str]]:
    limits = dict(record["limits"])
    deep = "[" * 200_000 + "]" * 200_000
    return {
        "deep": ('{"format": "cavalo-run", "version": 1, "x": ' + deep + "}", "nested"),
        "step digits": (_text(record, step="9" * 5000), "4,300 digits"),
        "version digits": ('{"format": "cavalo-run", "version": ' + "9" * 5000 + "}", "digits"),
        "version 10^300": ('{"format": "cavalo-run", "version": 1' + "0" * 300 + "}", "version"),
        "version 0": (_text(record, version="0"), '"version"'),
        "max_nodes": (
            json.dumps(dict(record, limits=dict(limits, max_nodes=10**30))),
            '"limits.max_nodes"',
        ),
        "speed tiny": (_text(record, window='{"speed": 1e-300}'), '"window.speed"'),
        "speed denormal": (_text(record, window='{"speed": 5e-324}'), '"window.speed"'),
        "speed 1e-9": (_text(record, window='{"speed": 1e-9}'), '"window.speed"'),
        "speed infinite": (_text(record, window='{"speed": Infinity}'), '"window.speed"'),
        "step 10^12": (
            json.dumps(dict(record, step=10**12, limits=dict(limits, max_nodes=None))),
            '"step"',
        ),
        "weight": (
            json.dumps(dict(record, algorithm="astar", parameters={"weight": 1e308})),
            "weight",
        ),
        "unknown parameter": (json.dumps(dict(record, parameters={"foo": 1})), "'foo'"),
        "heuristic on bfs": (json.dumps(dict(record, heuristic="fewest")), "no heuristic"),
        "panes in front": (_text(record, window='{"front": [[1]]}'), '"front" must be a list'),
    }


def test_each_extreme_number_gets_one_dialog_naming_the_field(
    qtbot, window, tmp_path, dialogs, good
):
    for name, (text, phrase) in _hostile(good).items():
        path = tmp_path / f"{name}.cavalo-run"
        path.write_text(text, encoding="utf-8")
        dialogs.clear()
        assert not window.run_files.open(path), name
        [(title, said)] = dialogs
        assert title == "Cannot open the run file"
        assert str(path) in said and phrase in said, (name, said)
        assert "Traceback" not in said
        assert len(window.model.recording) == 2, name
        assert window.panel.max_nodes.value() == DEFAULT_MAX_NODES


@pytest.fixture
def answers(monkeypatch):
    """The budget question's texts; it is answered by the button named in ``answers.next``."""
    asked: list[str] = []

    def exec_(box):
        asked.append(box.text())
        if answers.next == "cancel":
            box.button(QMessageBox.StandardButton.Cancel).click()
        else:
            box.findChild(object, answers.next).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    answers = type("Answers", (), {"asked": asked, "next": "use_my_budgets"})()
    return answers


def _unbounded(tmp_path, good) -> object:
    path = tmp_path / "unbounded.cavalo-run"
    limits = {"max_nodes": None, "max_seconds": None, "max_expansions": None}
    path.write_text(json.dumps(dict(good, limits=limits)), encoding="utf-8")
    return path


def _land(qtbot, window, path) -> None:
    with qtbot.waitSignal(window.run_files.landed, timeout=20_000):
        assert window.run_files.open(path)


def test_a_file_without_budgets_asks_and_runs_within_the_users_own(
    qtbot, window, tmp_path, good, answers
):
    window.panel.max_nodes.setValue(5000)
    _land(qtbot, window, _unbounded(tmp_path, good))
    [question] = answers.asked
    assert question.startswith(
        "unbounded.cavalo-run has budgets larger than yours: no node budget and no time "
        "budget (yours: 5,000 nodes and 120 s)."
    )
    assert window.controller.choices.limits.max_nodes == 5000
    assert window.controller.choices.limits.max_seconds == DEFAULT_MAX_SECONDS
    assert window.panel.max_nodes.value() == 5000


def test_the_files_budgets_only_when_the_user_says_so(qtbot, window, tmp_path, good, answers):
    answers.next = "use_the_files_budgets"
    _land(qtbot, window, _unbounded(tmp_path, good))
    assert window.controller.choices.limits.max_nodes == NODE_BUDGET_RANGE[1]
    assert window.controller.choices.limits.max_seconds == TIME_BUDGET_RANGE[1]
    assert window.panel.max_nodes.value() == NODE_BUDGET_RANGE[1]


def test_cancelling_the_question_leaves_the_run_as_it_was(qtbot, window, tmp_path, good, answers):
    answers.next = "cancel"
    assert not window.run_files.open(_unbounded(tmp_path, good))
    assert window.controller.choices.limits.max_nodes == DEFAULT_MAX_NODES
    assert len(window.model.recording) == 2


def test_a_file_within_the_users_budgets_opens_without_a_question(
    qtbot, window, tmp_path, good, answers
):
    path = tmp_path / "small.cavalo-run"
    path.write_text(json.dumps(dict(good, window={"speed": 3})), encoding="utf-8")
    _land(qtbot, window, path)
    assert answers.asked == []
    assert len(window.model.recording) == 2


def test_a_step_past_the_end_is_said(qtbot, window, tmp_path, good, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    path = tmp_path / "past.cavalo-run"
    path.write_text(json.dumps(dict(good, step=100_000)), encoding="utf-8")
    _land(qtbot, window, path)
    assert said == [
        "The run ends after 6 expansions, before the step the file was saved at (100,000): "
        "the window shows its end."
    ]


def test_the_question_in_portuguese(qtbot, window, tmp_path, good, answers, portuguese):
    _land(qtbot, window, _unbounded(tmp_path, good))
    [question] = answers.asked
    assert question.replace("\xa0", " ").replace("\u202f", " ") == (
        "unbounded.cavalo-run tem limites maiores do que os seus: sem limite de nós e sem "
        "limite de tempo (os seus: 2 000 000 nós e 120 s).\n\n"
        "Executá-lo dentro dos seus limites ou dentro dos do ficheiro?"
    )
