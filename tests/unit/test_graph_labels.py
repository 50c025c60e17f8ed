"""Where the graph board puts each node's label (issue 36): clear of the other labels, the other
discs and the costs, inside the board, and as plainly as room allows (right of the disc)."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF

from cavalo_gui.app.boards.graph_labels import LabelQuery, beside, place_labels

NAME, TAG = QSizeF(60, 14), QSizeF(40, 14)
RADIUS = 6.0


def _query(x: float, y: float) -> LabelQuery:
    return LabelQuery(QPointF(x, y), NAME, TAG)


def _meet(a: QRectF, b: QRectF) -> bool:
    shared = a.intersected(b)
    return shared.width() > 0 and shared.height() > 0


def test_a_lone_label_goes_right_of_its_disc_on_one_line():
    (boxes,), hides = place_labels([_query(100, 100)], RADIUS, QRectF(0, 0, 400, 400), [], [])
    assert hides == 0
    assert boxes == beside(_query(100, 100), RADIUS)
    assert boxes.name.left() > 100 + RADIUS and boxes.tag.left() > boxes.name.right()
    assert boxes.name.center().y() == 100


def test_at_the_boards_right_edge_the_label_goes_left():
    (boxes,), hides = place_labels([_query(380, 100)], RADIUS, QRectF(0, 0, 400, 400), [], [])
    assert hides == 0
    assert boxes.rect.right() < 380 - RADIUS


def test_crowded_nodes_get_labels_clear_of_each_other_of_the_discs_and_the_costs():
    queries = [_query(100 + 40 * (i % 3), 100 + 30 * (i // 3)) for i in range(6)]
    cost = QRectF(110, 93, 20, 14)  # between the first two nodes
    edge = QLineF(100, 100, 140, 100)
    placed, hides = place_labels(queries, RADIUS, QRectF(0, 0, 400, 400), [cost], [edge])
    assert hides == 0
    for one, other in itertools.combinations(placed, 2):
        for a, b in itertools.product((one.name, one.tag), (other.name, other.tag)):
            assert not _meet(a, b), (a, b)
    for boxes, query in itertools.product(placed, queries):
        for rect in (boxes.name, boxes.tag):
            assert not _meet(rect, cost)
            if boxes.rect.contains(query.centre):
                raise AssertionError(f"a label over the disc at {query.centre}")


def test_with_no_free_place_what_is_left_hidden_is_counted():
    queries = [_query(100, 100 + 8 * i) for i in range(8)]  # a column of discs, 8 px apart
    _placed, hides = place_labels(queries, RADIUS, QRectF(0, 0, 400, 400), [], [])
    assert hides > 0
    (_boxes,), hides = place_labels([_query(100, 100)], RADIUS, QRectF(90, 90, 30, 30), [], [])
    assert hides > 0  # no room on the board at all
