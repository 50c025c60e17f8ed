"""Where the graph board writes each node's label (its name, and its h in a tag) so that no
label covers another, another node's disc, an edge's cost or the board's edge.

Each label may go on one line (name, then tag) or on two (tag under the name), right, left,
below, above or at a corner of its disc: sixteen places. A first pass gives each node, in
order, the place that hides least of what is already there; further passes move each label
to its best place among the others' latest ones until none moves. What a place hides is
weighed (:data:`OUTSIDE` > :data:`DISC` > :data:`LABEL` > :data:`COST` > :data:`EDGE`), so
that when a small board has no free place for every label the least harmful overlap is kept.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF

OUTSIDE, DISC, LABEL, COST, EDGE = 100.0, 8.0, 6.0, 3.0, 0.5
TAG_GAP = 3.0  # pixels between the name and its tag, on one line
ORDERS = 8  # orders tried while a label hides something: the nodes', most crowded, shuffled
PASSES = 12  # at most, after the first: each move lowers the sum of what is hidden


@dataclass(frozen=True)
class LabelBoxes:
    """A node's label as placed: the rectangle of its name and that of its h tag."""

    name: QRectF
    tag: QRectF

    @property
    def rect(self) -> QRectF:
        return self.name.united(self.tag)


@dataclass(frozen=True)
class LabelQuery:
    """A node to label: its disc's centre and the sizes of its name and of its tag."""

    centre: QPointF
    name: QSizeF
    tag: QSizeF


def beside(query: LabelQuery, radius: float) -> LabelBoxes:
    """The label on one line right of its disc: the first place, for a board with too many
    labels in view to place each (they then go where they are read fastest)."""
    c, name, tag = query.centre, query.name, query.tag
    height = max(name.height(), tag.height())
    x, y = c.x() + radius * 1.35, c.y() - height / 2
    return _boxes(x, y, name.width() + TAG_GAP + tag.width(), height, name, tag, False, "right")


def _candidates(query: LabelQuery, gap: float) -> list[LabelBoxes]:
    """The sixteen places for a label round a disc, in order of preference."""
    c, name, tag = query.centre, query.name, query.tag
    line_w, line_h = name.width() + TAG_GAP + tag.width(), max(name.height(), tag.height())
    stack_w, stack_h = max(name.width(), tag.width()), name.height() + tag.height()
    corner = gap * 0.75
    found: list[LabelBoxes] = []
    for side in ("right", "left", "below", "above", "ur", "lr", "ul", "ll"):
        for stacked in (False, True):
            w, h = (stack_w, stack_h) if stacked else (line_w, line_h)
            x, y = {
                "right": (c.x() + gap, c.y() - h / 2),
                "left": (c.x() - gap - w, c.y() - h / 2),
                "below": (c.x() - w / 2, c.y() + gap),
                "above": (c.x() - w / 2, c.y() - gap - h),
                "ur": (c.x() + corner, c.y() - corner - h),
                "lr": (c.x() + corner, c.y() + corner),
                "ul": (c.x() - corner - w, c.y() - corner - h),
                "ll": (c.x() - corner - w, c.y() + corner),
            }[side]
            found.append(_boxes(x, y, w, h, name, tag, stacked, side))
    return found


def _boxes(x, y, w, h, name: QSizeF, tag: QSizeF, stacked: bool, side: str) -> LabelBoxes:
    if not stacked:
        name_box = QRectF(x, y + (h - name.height()) / 2, name.width(), name.height())
        tag_box = QRectF(
            x + name.width() + TAG_GAP, y + (h - tag.height()) / 2, tag.width(), tag.height()
        )
        return LabelBoxes(name_box, tag_box)
    if side in ("left", "ul", "ll"):  # against the disc: right-aligned
        name_x, tag_x = x + w - name.width(), x + w - tag.width()
    elif side in ("below", "above"):
        name_x, tag_x = x + (w - name.width()) / 2, x + (w - tag.width()) / 2
    else:
        name_x = tag_x = x
    name_box = QRectF(name_x, y, name.width(), name.height())
    return LabelBoxes(name_box, QRectF(tag_x, y + name.height(), tag.width(), tag.height()))


Box = tuple[float, float, float, float]  # left, top, right, bottom: plain floats, fast to test


def _box(rect: QRectF) -> Box:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def _meets(a: Box, b: Box) -> bool:
    """Whether two boxes share more than an edge."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _hits_disc(box: Box, centre: tuple[float, float], radius: float) -> bool:
    x = min(max(centre[0], box[0]), box[2])
    y = min(max(centre[1], box[1]), box[3])
    return (centre[0] - x) ** 2 + (centre[1] - y) ** 2 < radius * radius


def _crosses(box: Box, line: Box) -> bool:
    """Whether the segment ``line`` (x1, y1, x2, y2) passes through ``box`` (Liang-Barsky)."""
    x0, y0 = line[0], line[1]
    dx, dy = line[2] - x0, line[3] - y0
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - box[0]), (dx, box[2] - x0), (-dy, y0 - box[1]), (dy, box[3] - y0)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def place_labels(
    queries: Sequence[LabelQuery],
    radius: float,
    area: QRectF,
    costs: Sequence[QRectF],
    edges: Sequence[QLineF],
) -> tuple[list[LabelBoxes], float]:
    """A place for each of ``queries``' labels, inside ``area`` where one is free, off every
    other disc (of ``radius``, goal ring included), label and cost box (``costs``), and
    crossed by as few ``edges`` as can be; and the weight of what they still hide (edges
    crossed aside: 0 when every label has a free place).

    What a place hides but the other labels is worked out once; then each label in turn
    takes its best place given the others' (in the nodes' order, then from the most crowded
    node first, then in a few fixed shuffles, while some label still hides something), until
    no label moves; the best is kept."""
    options = [_candidates(query, radius * 1.35) for query in queries]
    places = [[(_box(boxes.name), _box(boxes.tag)) for boxes in row] for row in options]
    fixed, serious = _fixed_weights(queries, places, radius, _box(area), costs, edges)
    reach = [_reach(row) for row in places]
    neighbours = [
        [other for other, there in enumerate(reach) if other != index and _meets(here, there)]
        for index, here in enumerate(reach)
    ]
    crowding = sorted(range(len(queries)), key=lambda index: -len(neighbours[index]))
    best: tuple[float, list[int]] | None = None
    shuffled = [list(range(len(queries))) for _ in range(ORDERS - 2)]
    for seed, order in enumerate(shuffled):
        random.Random(seed).shuffle(order)
    for order in (range(len(queries)), crowding, *shuffled):
        chosen = _settle(order, places, fixed, neighbours)
        hides = sum(serious[index][rank] for index, rank in enumerate(chosen))
        for index, rank in enumerate(chosen):
            mine = places[index][rank]
            for other in neighbours[index]:
                if other > index:
                    theirs = places[other][chosen[other]]
                    hides += LABEL * sum(_meets(a, b) for a in mine for b in theirs)
        if best is None or hides < best[0]:
            best = (hides, chosen)
        if not hides:
            break
    assert best is not None or not queries
    if best is None:
        return [], 0.0
    return [options[index][rank] for index, rank in enumerate(best[1])], best[0]


def _fixed_weights(queries, places, radius, area: Box, costs, edges):
    """For each label's each place, what it hides but the other labels: (with the place's
    rank and the edges it crosses, to choose by; without, what is hidden)."""
    ring = radius * 1.3 + 1.0
    centres = [(query.centre.x(), query.centre.y()) for query in queries]
    cost_boxes = [_box(box) for box in costs]
    lines = [(line.x1(), line.y1(), line.x2(), line.y2()) for line in edges]
    fixed, serious = [], []
    for index, row in enumerate(places):
        around = _reach(row)
        wide = (around[0] - ring, around[1] - ring, around[2] + ring, around[3] + ring)
        discs = [
            centre
            for other, centre in enumerate(centres)
            if other != index
            and wide[0] <= centre[0] <= wide[2]
            and wide[1] <= centre[1] <= wide[3]
        ]
        near_costs = [box for box in cost_boxes if _meets(box, around)]
        near_lines = [line for line in lines if _crosses(around, line)]
        fixed_row, serious_row = [], []
        for rank, rects in enumerate(row):
            hidden = crossed = 0.0
            for rect in rects:
                if not (
                    area[0] <= rect[0]
                    and rect[2] <= area[2]
                    and area[1] <= rect[1]
                    and rect[3] <= area[3]
                ):
                    hidden += OUTSIDE
                hidden += DISC * sum(1 for centre in discs if _hits_disc(rect, centre, ring))
                hidden += COST * sum(1 for box in near_costs if _meets(rect, box))
                crossed += EDGE * sum(1 for line in near_lines if _crosses(rect, line))
            fixed_row.append(hidden + crossed + rank * 0.01)
            serious_row.append(hidden)
        fixed.append(fixed_row)
        serious.append(serious_row)
    return fixed, serious


def _settle(order, places, fixed, neighbours) -> list[int]:
    """Each label's place (its rank), every label in ``order`` taking its best place given
    the others' until none moves (or :data:`PASSES` passes after the first)."""
    chosen: list[int | None] = [None] * len(places)
    for turn in range(PASSES + 1):
        moved = False
        for index in order:
            row = places[index]
            others = [
                places[other][chosen[other]]
                for other in neighbours[index]
                if chosen[other] is not None
            ]
            best_rank, best_weight = 0, None
            for rank, rects in enumerate(row):
                weight = fixed[index][rank]
                if others:
                    weight += LABEL * sum(
                        _meets(a, b) for a in rects for theirs in others for b in theirs
                    )
                if best_weight is None or weight < best_weight:
                    best_rank, best_weight = rank, weight
            if chosen[index] != best_rank:
                moved = moved or chosen[index] is not None
                chosen[index] = best_rank
        if turn and not moved:
            break
    return [rank or 0 for rank in chosen]


def _reach(row: Sequence[tuple[Box, Box]]) -> Box:
    """The box every place of one label lies in."""
    return (
        min(min(a[0], b[0]) for a, b in row),
        min(min(a[1], b[1]) for a, b in row),
        max(max(a[2], b[2]) for a, b in row),
        max(max(a[3], b[3]) for a, b in row),
    )
