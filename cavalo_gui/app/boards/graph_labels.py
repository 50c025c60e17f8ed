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

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF

OUTSIDE, DISC, LABEL, COST, EDGE = 100.0, 8.0, 6.0, 3.0, 0.5
TAG_GAP = 3.0  # pixels between the name and its tag, on one line
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


def _hits_disc(rect: QRectF, centre: QPointF, radius: float) -> bool:
    nearest_x = min(max(centre.x(), rect.left()), rect.right())
    nearest_y = min(max(centre.y(), rect.top()), rect.bottom())
    dx, dy = centre.x() - nearest_x, centre.y() - nearest_y
    return dx * dx + dy * dy < radius * radius


def _crosses(rect: QRectF, line: QLineF) -> bool:
    """Whether the segment ``line`` passes through ``rect`` (clipped, Liang-Barsky)."""
    x0, y0, dx, dy = line.x1(), line.y1(), line.dx(), line.dy()
    low, high = 0.0, 1.0
    for p, q in (
        (-dx, x0 - rect.left()),
        (dx, rect.right() - x0),
        (-dy, y0 - rect.top()),
        (dy, rect.bottom() - y0),
    ):
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
) -> tuple[list[LabelBoxes], int]:
    """A place for each of ``queries``' labels, inside ``area`` where one is free, off every
    other disc (of ``radius``, goal ring included), label and cost box (``costs``), and
    crossed by as few ``edges`` as can be; and how many labels are left hiding something
    (a cost or worse), 0 when every one has a free place."""
    gap = radius * 1.35
    options = [_candidates(query, gap) for query in queries]
    reach = [_reach(places) for places in options]
    near_discs: list[list[QPointF]] = []
    near_costs: list[list[QRectF]] = []
    near_edges: list[list[QLineF]] = []
    for index, around in enumerate(reach):
        wide = around.adjusted(-radius, -radius, radius, radius)
        near_discs.append(
            [
                q.centre
                for other, q in enumerate(queries)
                if other != index and wide.contains(q.centre)
            ]
        )
        near_costs.append([box for box in costs if box.intersects(around)])
        near_edges.append([line for line in edges if _crosses(around, line)])
    ring = radius * 1.3 + 1.0
    neighbours = [
        [
            other
            for other in range(len(queries))
            if other != index and reach[other].intersects(reach[index])
        ]
        for index in range(len(queries))
    ]

    def hidden(index: int, rank: int, boxes: LabelBoxes, chosen: list[LabelBoxes | None]) -> float:
        weight = rank * 0.01
        for rect in (boxes.name, boxes.tag):
            if not area.contains(rect):
                weight += OUTSIDE
            weight += DISC * sum(1 for c in near_discs[index] if _hits_disc(rect, c, ring))
            weight += COST * sum(1 for box in near_costs[index] if rect.intersects(box))
            weight += EDGE * sum(1 for line in near_edges[index] if _crosses(rect, line))
            for other in neighbours[index]:
                placed = chosen[other]
                if placed is not None:
                    weight += LABEL * (rect.intersects(placed.name) + rect.intersects(placed.tag))
        return weight

    chosen: list[LabelBoxes | None] = [None] * len(queries)
    for _pass in range(PASSES + 1):
        moved = False
        for index, places in enumerate(options):
            best = min(
                range(len(places)), key=lambda rank: hidden(index, rank, places[rank], chosen)
            )
            if chosen[index] is not places[best]:
                moved = moved or chosen[index] is not None
                chosen[index] = places[best]
        if _pass and not moved:
            break
    placed = [boxes for boxes in chosen if boxes is not None]
    clashes = sum(
        1 for index, boxes in enumerate(placed) if hidden(index, 0, boxes, chosen) >= COST
    )
    return placed, clashes


def _reach(places: Sequence[LabelBoxes]) -> QRectF:
    """The rectangle every place of one label lies in."""
    whole = places[0].rect
    for boxes in places[1:]:
        whole = whole.united(boxes.rect)
    return whole
