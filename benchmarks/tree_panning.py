"""Frame time of the search tree view while panning, at 5,000 and 20,000 nodes.

    .venv/bin/python benchmarks/tree_panning.py                 # 5,000 and 20,000 nodes
    .venv/bin/python benchmarks/tree_panning.py --nodes 50000 --frames 60

The tree is BFS's on F seed 1, recorded until it holds the number of nodes asked for, shown in
the real :class:`SearchTreeView` (offscreen, 900 x 600 pixels), zoomed to a third of its
width; each frame pans the view by a twentieth of its width and repaints it at once
(``repaint``: the whole paint, glyphs and edges, is timed). Prints the median, the 95th
percentile and the worst frame, and the frames per second the median allows (target: 30).
Also the time to build and lay the tree out once (what a jump of the timeline costs).
"""

from __future__ import annotations

import argparse
import statistics
import time

from _common import header

from cavalo_gui.app.headless import use_offscreen_platform

TARGET_FPS = 30


def recorded_model(nodes: int):
    """A run model holding a BFS recording on F whose tree has at least ``nodes`` nodes."""
    from cavalo_gui.app.run.model import RunModel
    from cavalo_gui.domains.knight.catalog import load_puzzle
    from cavalo_gui.domains.knight.problem import KnightProblem
    from cavalo_gui.domains.registry import get_domain
    from cavalo_gui.engine.algorithms import start_search
    from cavalo_gui.engine.events import Expansion

    puzzle = load_puzzle("F", 1)
    model = RunModel(get_domain("knight").make_problem(puzzle))
    model.algorithm_name = "bfs"
    search = start_search("bfs", KnightProblem(puzzle))
    grown = 1
    for event in search.events():
        model.apply(event)
        if type(event) is Expansion:
            grown += len(event.successors)
            if grown >= nodes:
                break
    return model


def measure(nodes: int, frames: int) -> None:
    from PySide6.QtWidgets import QApplication

    from cavalo_gui.app.widgets.search_tree_view import SearchTreeView

    app = QApplication.instance() or QApplication([])
    model = recorded_model(nodes)
    view = SearchTreeView(model)
    view.follow.setChecked(False)
    view.resize(900, 600)
    view.show()
    app.processEvents()
    start = time.perf_counter()
    view._builder = None
    view.refresh()
    build = time.perf_counter() - start
    box = view.plot.getPlotItem().getViewBox()
    view.plot.getPlotItem().autoRange()
    (left, right), _ = box.viewRange()
    box.scaleBy(x=1 / 3)
    app.processEvents()
    step = (right - left) / 3 / 20
    times = []
    for frame in range(frames):
        box.translateBy(x=step if (frame // 20) % 2 == 0 else -step)
        begin = time.perf_counter()
        view.plot.viewport().repaint()
        times.append(time.perf_counter() - begin)
        app.processEvents()
    times.sort()
    median = statistics.median(times) * 1000
    p95 = times[int(0.95 * (len(times) - 1))] * 1000
    fps = 1000 / median if median else float("inf")
    verdict = "ok" if fps >= TARGET_FPS else "SLOW"
    print(
        f"{len(view.tree):>8,} nodes  build+layout {build * 1000:7.0f} ms  frame median "
        f"{median:6.1f} ms  p95 {p95:6.1f} ms  worst {times[-1] * 1000:6.1f} ms  "
        f"{fps:5.0f} fps {verdict}"
    )
    view.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, nargs="*", default=[5_000, 20_000])
    parser.add_argument("--frames", type=int, default=100)
    options = parser.parse_args()
    use_offscreen_platform()
    header("Search tree view: frame time while panning (offscreen, 900 x 600)", "")
    for nodes in options.nodes:
        measure(nodes, options.frames)


if __name__ == "__main__":
    main()
