"""Run > Side by side… (issue 25 item 4): runs on one problem stepped in lockstep or raced, each in
its own worker; their statistics in one table, the winner marked, and the jump to the first
expansion where two runs chose different nodes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.i18n import number
from cavalo_gui.app.race.window import SideBySideWindow
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.engine.events import Expansion, Outcome
from cavalo_gui.reports.choices import RunChoices

from .helpers import choose_problem


@pytest.fixture(autouse=True)
def _windows_deleted():
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def open_side_by_side(qtbot, window, problem: str, algorithms=("bfs", "astar")):
    """The Side by side window opened from the Run menu on ``problem``, its runs set."""
    choose_problem(window, problem)
    window.side_by_side.action.trigger()
    race: SideBySideWindow = window.side_by_side.opened
    qtbot.waitExposed(race)
    for lane, algorithm in zip(race.lanes, algorithms, strict=False):
        lane.chooser.select(algorithm)
    return race


def step(qtbot, race: SideBySideWindow, count: int) -> None:
    """Click Step ``count`` times, each once every run's last expansion is in."""
    for _ in range(count):
        race.bar.step_button.click()
        qtbot.waitUntil(lambda: not race.stepping, timeout=10_000)
    QApplication.processEvents()
    race.publish()  # what the next frame shows


def race_to_end(qtbot, race: SideBySideWindow) -> None:
    race.bar.race_button.click()
    qtbot.waitUntil(lambda: race.all_ended, timeout=30_000)
    QApplication.processEvents()
    race.publish()


def headless(puzzle, algorithm: str) -> list:
    """A run's events without the window, from the reports' run setup."""
    return list(RunChoices(puzzle, algorithm).start()[1].events())


def test_a_lockstep_step_is_one_expansion_of_each_and_matches_runs_alone(qtbot, window):
    race = open_side_by_side(qtbot, window, "D")
    assert race.bar.step_button.text() == "&Step"
    k = 9
    step(qtbot, race, k)
    puzzle = window.controller.choices.puzzle
    for column, algorithm in enumerate(("bfs", "astar")):
        alone = [e for e in headless(puzzle, algorithm) if isinstance(e, Expansion)][k - 1]
        counters = alone.counters
        shown = {
            "expanded": counters.expanded,
            "generated": counters.generated,
            "open": alone.open_size,
            "closed": alone.closed_size,
            "max_open": counters.max_open,
            "duplicates": counters.duplicates,
        }
        assert counters.expanded == k
        for row, value in shown.items():
            assert race.table.value(row, column) == number(value), (algorithm, row)
        assert race.lanes[column].model.current.state == alone.node.state
        assert race.lanes[column].caption.text() == f"{k} expanded"
    assert race.table.value("outcome", 0) == "searching"


def _first_difference(first: list, second: list) -> int:
    states = [[e.node.state for e in run if isinstance(e, Expansion)] for run in (first, second)]
    return next(k for k, (a, b) in enumerate(zip(*states, strict=False), start=1) if a != b)


def test_jump_shows_both_boards_at_the_first_expansion_that_differs(qtbot, window):
    race = open_side_by_side(qtbot, window, "C")
    puzzle = window.controller.choices.puzzle
    bfs, astar = headless(puzzle, "bfs"), headless(puzzle, "astar")
    expected = _first_difference(bfs, astar)
    assert expected > 2  # they agree for a while first
    race.divergence.jump_button.click()
    assert race.divergence.result.text() == (
        "Runs 1 and 2 have not expanded a node yet: step or run, and ask again."
    )
    step(qtbot, race, 1)
    race.divergence.jump_button.click()
    assert race.divergence.result.text() == (
        "Runs 1 and 2 have expanded the same node so far: step or run on, and ask again."
    )
    step(qtbot, race, expected - 2)
    race.divergence.jump_button.click()
    assert race.divergence.result.text() == (
        f"Runs 1 and 2 have expanded the same nodes so far ({expected - 1} expansions): "
        "step or run on, and ask again."
    )
    race_to_end(qtbot, race)
    race.divergence.jump_button.click()
    QApplication.processEvents()
    assert race.divergence.result.text() == (
        f"Runs 1 and 2 first expanded different nodes at expansion {expected}: both boards show it."
    )
    nodes = [
        [e.node for e in run if isinstance(e, Expansion)][expected - 1] for run in (bfs, astar)
    ]
    for lane, node in zip(race.lanes, nodes, strict=True):
        assert lane.model.shown_position == expected
        assert lane.board.model.shown_node.state == node.state
        assert lane.caption.text().startswith(f"Shown: expansion {expected} of ")
    assert nodes[0].state != nodes[1].state
    assert race.chart.divergence_line.isVisible()
    assert race.chart.divergence_line.value() == expected
    step(qtbot, race, 1)  # Step goes on through both recordings, in lockstep
    after = [[e.node for e in run if isinstance(e, Expansion)][expected] for run in (bfs, astar)]
    for lane, node in zip(race.lanes, after, strict=True):
        assert lane.model.shown_position == expected + 1
        assert lane.board.model.shown_node.state == node.state


def test_the_winner_is_marked_once_all_runs_end(qtbot, window):
    race = open_side_by_side(qtbot, window, "C")
    assert race.winner_label.text() == ""
    race_to_end(qtbot, race)
    puzzle = window.controller.choices.puzzle
    finals = [headless(puzzle, algorithm)[-1] for algorithm in ("bfs", "astar")]
    assert all(final.outcome is Outcome.SOLVED for final in finals)
    fewest = min(range(2), key=lambda i: finals[i].counters.expanded)
    assert finals[fewest].counters.expanded < finals[1 - fewest].counters.expanded
    assert race.table.header(fewest).startswith("★ ")
    assert not race.table.header(1 - fewest).startswith("★")
    count = number(finals[fewest].counters.expanded)
    assert race.winner_label.text() == (
        f"★ Winner: run {race.lanes[fewest].name}, solved with the fewest expansions ({count})."
    )
    assert race.table.value("outcome", 0) == race.table.value("outcome", 1) == "solved"


def test_no_winner_and_no_false_no_solution_when_the_budget_stops_every_run(qtbot, window):
    choose_problem(window, "D")
    shared = window.controller.choices.with_limits(max_expansions=4)
    race = SideBySideWindow(shared, window, runs=3)
    qtbot.addWidget(race)
    race.show()
    race_to_end(qtbot, race)
    assert [lane.controller.state for lane in race.lanes] == [RunState.FINISHED] * 3
    assert race.winner_label.text() == "No winner: no run solved the problem."
    assert all(race.table.value("outcome", c) == "stopped, unsolved" for c in range(3))
    assert not any(race.table.header(c).startswith("★") for c in range(3))
    race.close()


def test_the_runs_each_have_their_own_worker_thread(qtbot, window):
    race = open_side_by_side(qtbot, window, "B")
    race.bar.runs.setValue(4)
    assert [lane.chooser.chosen.name for lane in race.lanes][:2] == ["bfs", "astar"]
    step(qtbot, race, 1)
    threads = {lane.controller.worker_thread for lane in race.lanes}
    assert len(threads) == 4 and None not in threads
    assert all(thread is not QApplication.instance().thread() for thread in threads)
    race.bar.runs.setValue(2)
    assert race.table.columnCount() == 2 and len(race.chart.curves) == 2


def test_the_window_speaks_portuguese(qtbot, window, portuguese):
    from .test_translations import _english_in, _english_words, _texts_of

    assert window.side_by_side.action.text() == "&Lado a lado…"
    race = open_side_by_side(qtbot, window, "C")
    assert race.windowTitle() == "Lado a lado"
    assert race.bar.race_button.text() == "&Corrida"
    race_to_end(qtbot, race)
    race.divergence.jump_button.click()
    QApplication.processEvents()
    assert race.winner_label.text().startswith("★ Vencedora: execução 2: A*")
    assert race.divergence.result.text().startswith(
        "As execuções 1 e 2 expandiram nós diferentes pela primeira vez na expansão "
    )
    assert race.table.verticalHeaderItem(1).text() == "Nós expandidos"
    found = _english_in(_texts_of(race), _english_words())
    assert not found, "\n".join(found)


def test_the_window_switches_language_while_open(qtbot, window):
    from cavalo_gui.app import i18n

    race = open_side_by_side(qtbot, window, "C")
    race_to_end(qtbot, race)
    race.divergence.jump_button.click()
    i18n.set_language(i18n.PORTUGUESE)
    try:
        QApplication.processEvents()
        assert race.windowTitle() == "Lado a lado"
        assert race.divergence.result.text().startswith("As execuções 1 e 2 expandiram")
        assert race.winner_label.text().startswith("★ Vencedora: execução 2")
        assert race.lanes[0].title.text() == "Execução 1"
        assert race.table.header(1) == "★ Execução 2"
    finally:
        i18n.set_language(i18n.ENGLISH)
    QApplication.processEvents()
    assert race.divergence.result.text().startswith("Runs 1 and 2 first expanded")


def test_run_in_lockstep_keeps_the_runs_at_the_same_expansion_to_their_ends(qtbot, window):
    race = open_side_by_side(qtbot, window, "B")
    race.lockstep.timer.setInterval(1)
    gaps: list[int] = []

    def sample() -> None:
        counts = [lane.model.recording_expanded() for lane in race.lanes]
        if not any(lane.ended for lane in race.lanes):
            gaps.append(max(counts) - min(counts))

    for lane in race.lanes:
        lane.controller.event_applied.connect(lambda _event: sample())
    race.bar.lockstep_button.click()
    assert race.bar.pause_button.isEnabled() and not race.bar.step_button.isEnabled()
    qtbot.waitUntil(lambda: race.all_ended, timeout=30_000)
    puzzle = window.controller.choices.puzzle
    for lane, algorithm in zip(race.lanes, ("bfs", "astar"), strict=True):
        final = headless(puzzle, algorithm)[-1]
        assert lane.model.recording.final.counters.expanded == final.counters.expanded
    assert gaps and max(gaps) <= 1  # a Step of each, never one run ahead by two
    assert not race.lockstep.timer.isActive()


def test_runs_may_differ_in_the_puzzles_rules(qtbot, window):
    race = open_side_by_side(qtbot, window, "D", algorithms=("astar", "astar"))
    box = race.lanes[1].chooser.option_boxes["double"]
    box.setCurrentIndex(box.findData("min"))
    assert race.lanes[1].name == "2: A* (fewest, doubles min)"
    race_to_end(qtbot, race)
    puzzle = window.controller.choices.puzzle
    for column, rule in enumerate(("max", "min")):
        alone = list(RunChoices(puzzle, "astar", options={"double": rule}).start()[1].events())
        assert race.table.value("expanded", column) == number(alone[-1].counters.expanded)
    assert race.table.value("expanded", 0) != race.table.value("expanded", 1)


def test_a_run_that_ends_first_leaves_the_others_racing_with_the_lock_handed_over(qtbot, window):
    """The interpreter's lock goes between threads often while any run races (see
    ``hand_the_gil_over_often``), not only until the first run ends."""
    import sys

    from cavalo_gui.app.run.worker import RUN_SWITCH_INTERVAL

    before = sys.getswitchinterval()
    race = open_side_by_side(qtbot, window, "F", algorithms=("greedy", "bfs"))
    race.bar.race_button.click()
    qtbot.waitUntil(lambda: race.lanes[0].ended, timeout=10_000)
    assert race.lanes[1].controller.state is RunState.RUNNING
    assert sys.getswitchinterval() == pytest.approx(RUN_SWITCH_INTERVAL)
    race.bar.stop_button.click()
    qtbot.waitUntil(lambda: race.all_ended, timeout=10_000)
    assert sys.getswitchinterval() == pytest.approx(before)
    assert race.table.value("outcome", 1) == "stopped, unsolved"


def test_the_menu_again_keeps_the_runs_of_an_open_window_and_follows_a_new_problem(qtbot, window):
    race = open_side_by_side(qtbot, window, "C")
    race_to_end(qtbot, race)
    window.side_by_side.action.trigger()
    assert window.side_by_side.opened is race and race.all_ended
    choose_problem(window, "B")
    window.side_by_side.action.trigger()
    assert not race.all_ended and race.table.value("outcome", 0) == "ready"
    assert all(lane.model.problem.puzzle.name == "B" for lane in race.lanes)


def test_two_runs_that_never_part_are_said_so_over_every_expansion(qtbot, window):
    race = open_side_by_side(qtbot, window, "C")
    race.bar.runs.setValue(3)
    for lane, algorithm in zip(race.lanes, ("bfs", "astar", "bfs"), strict=True):
        lane.chooser.select(algorithm)
    race_to_end(qtbot, race)
    race.divergence.first.setCurrentIndex(0)
    race.divergence.second.setCurrentIndex(2)
    assert race.jump_to_divergence() is None
    expanded = race.lanes[0].model.recording_expanded()
    assert race.divergence.result.text() == (
        f"Runs 1 and 3 expanded the same nodes in the same order over the {expanded} expansions "
        "both made."
    )
    assert not race.chart.divergence_line.isVisible()
    assert not any(lane.model.looking_back for lane in race.lanes)
