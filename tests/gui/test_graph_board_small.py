"""The graph board at the small sizes of a lecture room (issue 36): every shipped graph, in the
window of 1024 x 640 and of 1366 x 768, at zoom 100% and 150%, in both languages, read from what
the board paints: no node's label over another's or over another node's disc, the title whole,
and the map spread over most of the board's width and height (a wide map on a tall board used
to fill only the middle half of its height, its names over each other)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.i18n import report_language
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.window.view_options import apply_zoom
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.message import message

from .helpers import choose, choose_problem, click, expanded
from .test_side_by_side import step

GRAPHS = ("romania", "misleading", "tree", "maze")
MOST_USED = 0.7  # the least share of the board's width and height the nodes' places span


@pytest.fixture(
    params=[
        (QSize(1024, 640), 100),
        (QSize(1024, 640), 150),
        (QSize(1366, 768), 100),
        (QSize(1366, 768), 150),
    ],
    ids=["1024x640", "1024x640-150%", "1366x768", "1366x768-150%"],
)
def window_at(request, qtbot, tmp_path, monkeypatch, language):
    """The window opened on a screen of a lecture room's size, at a zoom."""
    size, zoom = request.param
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(), size))
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set_zoom(zoom)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(60)  # the docks' widths, a zero timer or two after the show
    yield window
    window.controller.shutdown()
    apply_zoom(100)
    QApplication.processEvents()


def _labels(board) -> dict[str, tuple[QRectF, QRectF]]:
    """Each node's label as the board paints it: the box of its name and that of the h tag
    painted right after it (the words painted in a box are recorded in order)."""
    painted: list[tuple[str, QRectF]] = []
    draw = board._draw_text

    def recording(painter, box, text, font):
        painted.append((text, QRectF(box)))
        draw(painter, box, text, font)

    board._draw_text = recording
    try:
        board.grab()
    finally:
        del board._draw_text
    names = {node.name for node in board.graph.nodes}
    return {
        text: (box, tag_box)
        for (text, box), (tag, tag_box) in itertools.pairwise(painted)
        if text in names and tag.startswith("h ")
    }


def _faults(qtbot, window, name: str) -> list[str]:
    """What reads wrong on the board of graph ``name`` after two expansions of A*."""
    choose_problem(window, name, "graph")
    choose(window, "algorithm", "astar")
    for _ in range(2):
        done = expanded(window)
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda done=done: expanded(window) == done + 1)
    window.model.publish()
    QApplication.processEvents()
    where = (name, report_language(), window.width(), window.height(), window.board.width())
    return _board_faults(window.board, where)


def _board_faults(board, where: tuple, apart: bool = True) -> list[str]:
    """What reads wrong on ``board`` as it paints now (``where`` names it in the messages);
    the labels' overlaps only when ``apart``."""
    labels = _labels(board) if apart else {}
    faults: list[str] = []
    graph = board.graph
    if apart:
        missing = [node.name for node in graph.nodes if node.name not in labels]
        faults += [f"{where}: {name} not labelled" for name in missing]
    r = board.radius()
    for (one, boxes), (other, others) in itertools.combinations(labels.items(), 2):
        for a, b in itertools.product(boxes, others):
            shared = a.intersected(b)
            if shared.width() >= 1 and shared.height() >= 1:
                faults.append(f"{where}: the labels of {one} and {other} overlap")
    for owner, boxes in labels.items():
        for node in graph.nodes:
            if node.name == owner:
                continue
            centre = board.place(node.name)
            for box in boxes:
                nearest_x = min(max(centre.x(), box.left()), box.right())
                nearest_y = min(max(centre.y(), box.top()), box.bottom())
                gap = ((centre.x() - nearest_x) ** 2 + (centre.y() - nearest_y) ** 2) ** 0.5
                if gap < r - 0.5:
                    faults.append(f"{where}: the label of {owner} is over {node.name}'s disc")
    puzzle = board.model.problem.puzzle
    title = board.title_layout
    whole = render(
        message(
            "graph.board.title", name=puzzle.name, start=puzzle.start, goal=", ".join(puzzle.goals)
        ),
        report_language(),
    )
    if title.left != whole or "…" in title.right:
        faults.append(f"{where}: the title is cut: {title.left!r} {title.right!r}")
    widget = QRectF(board.rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    if not (widget.contains(title.left_rect) and widget.contains(title.right_rect)):
        faults.append(f"{where}: the title is outside the board: {title}")
    title_height = title.left_rect.united(title.right_rect).height()
    room = board.height() - title_height - board.legend_layout().band.height()
    xs = [board.place(node.name).x() for node in graph.nodes]
    ys = [board.place(node.name).y() for node in graph.nodes]
    wide = (max(xs) - min(xs)) / board.width()
    high = (max(ys) - min(ys)) / room
    if wide < MOST_USED or high < MOST_USED:
        faults.append(f"{where}: the map spans {wide:.2f} of the width, {high:.2f} of the height")
    return faults


def test_every_graph_reads_at_a_lecture_rooms_size(qtbot, window_at):
    faults = [fault for name in GRAPHS for fault in _faults(qtbot, window_at, name)]
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize(
    "window_at",
    [(QSize(1024, 640), 100), (QSize(1024, 640), 150)],
    ids=["1024x640", "1024x640-150%"],
    indirect=True,
)
def test_side_by_sides_graph_boards_read_at_1024_by_640(qtbot, window_at):
    """Two runs side by side share the window's width: each graph board keeps its title
    whole and spreads the map over the board (its labels, on a board about 490 x 250, are
    placed as well as its room allows: there a few may still touch)."""
    choose_problem(window_at, "romania", "graph")
    window_at.side_by_side.action.trigger()
    race = window_at.side_by_side.opened
    qtbot.waitExposed(race)
    for lane, algorithm in zip(race.lanes, ("ucs", "astar"), strict=True):
        lane.chooser.select(algorithm)
    step(qtbot, race, 2)
    race.grab()
    faults = []
    for lane in race.lanes:
        where = ("side by side", lane.index, report_language(), lane.board.width())
        faults += _board_faults(lane.board, where, apart=False)
    assert not faults, "\n".join(faults)
