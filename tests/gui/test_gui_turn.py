"""Issue 38: the window updates in one piece while a run goes at full speed. The GUI thread
takes its turn around a batch folded and published and around each repaint of the board and
the chart; a run's worker waits for the turn to end before its next chunk of events, instead
of taking Python's lock at every Qt call the update makes."""

from __future__ import annotations

import time
from dataclasses import replace

from cavalo_gui.app.run import turns, worker
from cavalo_gui.app.run.turns import GUI_TURN, GuiTurn
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.engine.limits import Limits

from .helpers import choose_problem, click, expanded


def test_a_turn_is_taken_until_the_outermost_one_ends():
    turn = GuiTurn()
    assert not turn.taken
    with turn.turn():
        with turn.turn():
            assert turn.taken
        assert turn.taken
    assert not turn.taken
    turn.wait()  # no turn taken: returns at once


def test_while_the_gui_thread_has_its_turn_a_run_draws_no_more_than_the_chunk_it_was_in(
    qtbot, window, monkeypatch
):
    monkeypatch.setattr(turns, "LONGEST_WAIT", 600.0)  # the worker waits as long as the turn
    choose_problem(window, "F")
    click(qtbot, window, window.run_action)
    qtbot.waitUntil(lambda: expanded(window) > 1_000, timeout=20_000)
    search = window.controller.worker._search
    with GUI_TURN.turn():
        before = search.expanded
        time.sleep(0.3)  # the lock let go: a worker that did not wait would search on
        during = search.expanded
    assert during - before <= worker.CHUNK
    qtbot.waitUntil(lambda: search.expanded > during + worker.CHUNK, timeout=20_000)
    with qtbot.waitSignal(window.controller.run_finished, timeout=10_000):
        click(qtbot, window, window.stop_action)


def test_a_batch_and_the_board_and_chart_repaints_of_a_full_speed_run_are_in_the_turn(
    qtbot, window, monkeypatch
):
    budget = Limits(max_nodes=None, max_seconds=None, max_expansions=30_000)
    settings = replace(window.controller.choices, puzzle=load_puzzle("F", 1), limits=budget)
    window.controller.configure(settings)
    in_turn: dict[str, list[bool]] = {"batch": [], "board": [], "chart": []}

    def noting(name, original):
        def noted(*args, **kwargs):
            in_turn[name].append(GUI_TURN.taken)
            return original(*args, **kwargs)

        return noted

    model, board = window.model, window.board
    axis = window.chart.plot.getPlotItem().getAxis("left")
    monkeypatch.setattr(model, "apply_batch", noting("batch", model.apply_batch))
    monkeypatch.setattr(board, "_paint_title", noting("board", board._paint_title))
    monkeypatch.setattr(axis, "tickStrings", noting("chart", axis.tickStrings))
    with qtbot.waitSignal(window.controller.run_finished, timeout=30_000):
        click(qtbot, window, window.run_action)
    window.board.repaint()
    window.chart.plot.repaint()

    assert all(in_turn.values()), in_turn  # each seen at least once
    assert all(all(seen) for seen in in_turn.values()), in_turn
    assert not GUI_TURN.taken
