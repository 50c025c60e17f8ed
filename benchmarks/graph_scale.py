"""Graphs at scale (issue 36, item 6): the graph board panning a 10,000-node graph, and A* on
a 100,000-node grid graph headless.

    .venv/bin/python benchmarks/graph_scale.py                 # both
    .venv/bin/python benchmarks/graph_scale.py --pan-only --frames 200
    .venv/bin/python benchmarks/graph_scale.py --search-only --side 317 --repeats 3

Panning: a 100 x 100 grid graph (10,000 nodes, about 20,000 edges, no walls) in the real
:class:`GraphBoardView` (offscreen, 900 x 600), after 2,000 expansions of A* so that open,
closed and a path are drawn; each frame pans the board by a twentieth of its width and
repaints it at once (``repaint``: the whole paint is timed), the whole graph in view, then
zoomed 4 and 16 times (where labels come back once few enough nodes are in view). Prints the
median, 95th percentile and worst frame and the frames a second the median allows (target 30),
by the wall clock and by the GUI thread's CPU time (what a quiet machine would show).

Search: A* with the grid's Manhattan h on a ``side`` x ``side`` grid (334: 111,556 squares,
10 % of them walls, so about 100,400 nodes; edge costs 1-9), every event drawn as a headless
consumer would; generated nodes per second of the process's CPU time and of wall time (on a
shared machine the CPU figure is the one a quiet machine would show), each run's with the
graph's size and the load average (``os.getloadavg``) before and after it, then the median of
``--repeats`` runs (target 100,000 generated nodes per CPU second).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import time

from _common import header

from cavalo_gui.app.headless import use_offscreen_platform

TARGET_FPS = 30
TARGET_RATE = 100_000


def pan(frames: int) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QApplication

    from cavalo_gui.app.boards.graph import GraphBoardView
    from cavalo_gui.app.run.model import RunModel
    from cavalo_gui.domains.graph.grids import grid_puzzle
    from cavalo_gui.domains.graph.problem import GraphProblem
    from cavalo_gui.engine.algorithms import start_search
    from cavalo_gui.engine.events import Expansion

    app = QApplication.instance() or QApplication([])
    problem = GraphProblem(grid_puzzle(100, 100, walls=0.0))
    model = RunModel(problem)
    search = start_search("astar", problem, problem.heuristics()["h"])
    for event in search.events():
        model.apply(event)
        if type(event) is Expansion and event.counters.expanded >= 2_000:
            break
    model.publish()
    view = GraphBoardView(model)
    view.resize(900, 600)
    view.show()
    app.processEvents()
    for zoom in (1.0, 4.0, 16.0):
        view.fit_whole()
        view.zoom_by(zoom, QPointF(view.width() / 2, view.height() / 2))
        view.repaint()
        shown = len(view._in_view(view.board_rect()))
        step = view.width() / 20
        times, cpu = [], []
        for frame in range(frames):
            view.pan_by(step if (frame // 10) % 2 == 0 else -step, 0)
            begin, begin_cpu = time.perf_counter(), time.thread_time()
            view.repaint()
            times.append(time.perf_counter() - begin)
            cpu.append(time.thread_time() - begin_cpu)
            app.processEvents()
        times.sort()
        median = statistics.median(times) * 1000
        cpu_median = statistics.median(cpu) * 1000
        p95 = times[int(0.95 * (len(times) - 1))] * 1000
        fps = 1000 / median if median else float("inf")
        cpu_fps = 1000 / cpu_median if cpu_median else float("inf")
        verdict = "ok" if cpu_fps >= TARGET_FPS else "SLOW"
        print(
            f"zoom {zoom:4.0f}x  {shown:>6,} nodes in view  frame median {median:6.1f} ms "
            f"(CPU {cpu_median:5.1f} ms)  p95 {p95:6.1f} ms  worst {times[-1] * 1000:6.1f} ms  "
            f"{fps:4.0f} fps wall, {cpu_fps:4.0f} fps CPU {verdict}"
        )
    view.close()


def headless_collection():
    """The garbage collection ``cavalo solve`` arranges around a search (reports/collection.py);
    a tree from before it, whose engine arranged its own, gets a block that changes nothing."""
    try:
        from cavalo_gui.reports.collection import search_collection
    except ImportError:
        return contextlib.nullcontext()
    return search_collection()


def search(side: int, repeats: int) -> None:
    from cavalo_gui.domains.graph.grids import grid_puzzle
    from cavalo_gui.domains.graph.problem import GraphProblem
    from cavalo_gui.engine.algorithms import start_search

    began = time.perf_counter()
    problem = GraphProblem(grid_puzzle(side, side))
    heuristic = problem.heuristics()["h"]
    made = time.perf_counter() - began
    print(
        f"{len(problem.graph.nodes):,} nodes, {len(problem.graph.edges):,} edges; "
        f"graph and problem made in {made:.1f} s (h checked admissible: {heuristic.admissible})"
    )
    walls, cpus, generated = [], [], 0
    size = f"{len(problem.graph.nodes):,} nodes, {len(problem.graph.edges):,} edges"
    for repeat in range(repeats):
        run = start_search("astar", problem, heuristic)
        load_before = os.getloadavg()[0]
        wall, cpu = time.perf_counter(), time.process_time()
        with headless_collection():  # as cavalo solve runs a search
            events = sum(1 for _event in run.events())
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        load = f"load {load_before:.1f}-{os.getloadavg()[0]:.1f}"
        final = run.final
        generated = final.counters.generated
        walls.append(generated / wall)
        cpus.append(generated / cpu)
        print(
            f"  run {repeat + 1}: {generated:,} generated in {cpu:.2f} s of CPU, {wall:.2f} s of "
            f"wall: {cpus[-1]:,.0f} generated nodes per CPU second, {walls[-1]:,.0f} per wall "
            f"second ({size}; {load})"
        )
    rate, cpu_rate = statistics.median(walls), statistics.median(cpus)
    verdict = "ok" if cpu_rate >= TARGET_RATE else "LOW"
    print(
        f"A* {final.outcome.value}, cost {final.solution.g:g}, {final.counters.expanded:,} "
        f"expanded, {generated:,} generated, {events:,} events on {size}; median of {repeats}: "
        f"{cpu_rate:,.0f} generated nodes per CPU second {verdict} (target {TARGET_RATE:,}), "
        f"{rate:,.0f} per wall second; load average {os.getloadavg()[0]:.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=100)
    parser.add_argument("--side", type=int, default=334)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--pan-only", action="store_true")
    parser.add_argument("--search-only", action="store_true")
    options = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    if not options.search_only:
        use_offscreen_platform()
        header(
            "Graph board: frame time while panning a 10,000-node graph (offscreen, 900 x 600)", ""
        )
        pan(options.frames)
    if not options.pan_only:
        header("A* on a grid graph, headless, every event drawn", "")
        search(options.side, options.repeats)


if __name__ == "__main__":
    main()
