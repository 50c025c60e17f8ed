"""The chart's data as CSV (expansion, open, closed) and the chart as PNG and SVG."""

from __future__ import annotations

import csv
import os
import xml.etree.ElementTree as ElementTree

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog

from cavalo_gui.app.export import files as export
from cavalo_gui.app.export.files import (
    CHART_CSV_COLUMNS,
    ShotKind,
    export_chart_csv,
    export_chart_image,
)
from cavalo_gui.reports import results_file
from cavalo_gui.reports.results_file import ResultsFileError

from .helpers import choose, choose_problem, run_to_end


def _text_lefts(element, scale: float = 1.0, shift: float = 0.0) -> dict[str, float]:
    """The left x of each text of an SVG drawing, in the drawing's units (groups' matrices
    applied; Qt's SVG generator writes only scale-and-shift ones)."""
    transform = element.get("transform", "")
    if transform.startswith("matrix("):
        a, _b, _c, _d, e, _f = (float(value) for value in transform[7:-1].split(","))
        scale, shift = scale * a, shift + scale * e
    lefts = {}
    if element.tag.endswith("text") and element.get("x") is not None:
        lefts[(element.text or "").strip()] = shift + scale * float(element.get("x"))
    for child in element:
        lefts.update(_text_lefts(child, scale, shift))
    return lefts


def _rows(path):
    with open(path, newline="", encoding="utf-8") as stream:
        return list(csv.reader(stream))


@pytest.mark.parametrize("algorithm", ["astar", "idastar"])
def test_chart_data_has_one_row_per_expansion(qtbot, window, tmp_path, algorithm):
    choose_problem(window, "D")
    choose(window, "algorithm", algorithm)
    final = run_to_end(qtbot, window)
    path = export_chart_csv(window.model, tmp_path / "chart.csv")
    header, *rows = _rows(path)
    assert tuple(header) == CHART_CSV_COLUMNS
    assert len(rows) == final.counters.expanded
    assert [int(row[0]) for row in rows] == list(range(1, final.counters.expanded + 1))
    last_open, last_closed = int(rows[-1][1]), int(rows[-1][2])
    assert last_open == int(window.model.open_sizes.view()[-1])
    assert last_closed == int(window.model.closed_sizes.view()[-1])
    assert max(int(row[1]) for row in rows) <= final.counters.max_open


def test_chart_data_before_any_expansion_is_just_the_header(window, tmp_path):
    header, *rows = _rows(export_chart_csv(window.model, tmp_path / "empty.csv"))
    assert tuple(header) == CHART_CSV_COLUMNS and rows == []


def test_the_chart_exports_as_a_png_that_is_not_blank(qtbot, window, tmp_path):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    run_to_end(qtbot, window)
    path = export_chart_image(window.chart.plot, tmp_path / "chart.png")
    image = QImage(str(path))
    assert not image.isNull() and image.width() >= 300
    small = image.scaled(64, 64)
    colours = {small.pixel(x, y) for x in range(64) for y in range(64)}
    assert len(colours) > 20


def test_the_chart_exports_as_svg_that_parses_and_holds_the_curves(qtbot, window, tmp_path):
    choose_problem(window, "D")
    choose(window, "algorithm", "idastar")  # iteration marks with labels too
    run_to_end(qtbot, window)
    path = export_chart_image(window.chart.plot, tmp_path / "chart.svg")
    root = ElementTree.parse(path).getroot()
    assert root.tag.endswith("svg")
    drawn = [element for element in root.iter() if element.tag.endswith(("path", "polyline"))]
    assert len(drawn) > 10
    texts = [
        (element.text or "").strip() for element in root.iter() if element.tag.endswith("text")
    ]
    assert "open" in texts and "closed" in texts
    assert "it. 6: f ≤ 12" in texts  # the last iteration's label
    assert {"0", "200", "400", "600"} <= set(texts)  # the tick labels, as text
    assert not [element for element in root.iter() if element.tag.endswith("image")]
    plot = window.chart.plot
    on_screen = plot.mapFromScene(window.chart.view.mapViewToScene(QPointF(600, 0))).x()
    assert abs(_text_lefts(root)["600"] - on_screen) < 20  # where the screen has the tick


def test_another_suffix_is_refused(window, tmp_path):
    with pytest.raises(ValueError, match=r"\.png or \.svg"):
        export_chart_image(window.chart.plot, tmp_path / "chart.gif")


def test_the_menu_entry_writes_the_chosen_svg(qtbot, window, tmp_path, monkeypatch):
    run_to_end(qtbot, window)
    target = tmp_path / "from-menu"
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        lambda *args, **kwargs: (str(target), "SVG drawings (*.svg)"),
    )
    window.chart_image_action.trigger()
    assert ElementTree.parse(tmp_path / "from-menu.svg").getroot().tag.endswith("svg")
    assert "from-menu.svg" in window.statusBar().currentMessage()


@pytest.mark.parametrize("kind", ["window", "board", "chart", "chart.svg", "chart.csv"])
def test_an_export_failing_midway_keeps_the_earlier_file(window, tmp_path, monkeypatch, kind):
    """Issue 7: never a half-written file; the earlier export stays whole."""
    suffix = {"chart.svg": ".svg", "chart.csv": ".csv"}.get(kind, ".png")
    path = tmp_path / f"earlier{suffix}"

    def write() -> None:
        if kind == "chart.svg":
            export.export_plot_svg(window.chart.plot, path)
        elif kind == "chart.csv":
            export.export_chart_csv(window.model, path)
        else:
            window.export_screenshot(ShotKind(kind), path)

    write()
    before = path.read_bytes()
    assert before

    def failing_writer(descriptor: int, data: bytes) -> None:
        os.write(descriptor, data[: len(data) // 2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(results_file, "_write_bytes", failing_writer)
    with pytest.raises(ResultsFileError, match="No space left"):
        write()
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == [path.name]
