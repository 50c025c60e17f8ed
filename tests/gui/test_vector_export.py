"""The board, the search tree and the chart as SVG and PDF drawings (issue 27 item 4): vector,
their words kept as text, in the window's language."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

import pytest
from pypdf import PdfReader

from cavalo_gui.app.export.files import ShotKind
from cavalo_gui.domains.knight.catalog import load_puzzle

from .helpers import choose, choose_problem, click

SVG = "{http://www.w3.org/2000/svg}"


def _svg_texts(path) -> list[str]:
    root = ElementTree.parse(path).getroot()
    return [
        text.strip() for element in root.iter(f"{SVG}text") if (text := "".join(element.itertext()))
    ]


def _board_numbers(name: str) -> set[str]:
    """Every number on problem ``name``'s initial board, as the board writes it (05)."""
    return {f"{value:02d}" for value in load_puzzle(name).board if value is not None}


def _pdf_text(path) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)


def test_the_board_as_svg_holds_its_numbers_as_text(window, tmp_path):
    choose_problem(window, "A")
    path = window.export_screenshot(ShotKind.BOARD, tmp_path / "a.svg")
    texts = _svg_texts(path)
    numbers = _board_numbers("A")
    assert numbers <= set(texts), sorted(numbers - set(texts))
    assert {"A", "J", "10"} <= set(texts)  # the coordinates
    assert "Problem A" in " ".join(texts)
    root = ElementTree.parse(path).getroot()
    assert not list(root.iter(f"{SVG}image"))  # nothing pasted as a picture


def test_the_board_as_pdf_holds_its_numbers_as_text(window, tmp_path):
    choose_problem(window, "A")
    path = window.export_screenshot(ShotKind.BOARD, tmp_path / "a.pdf")
    words = set(_pdf_text(path).split())
    numbers = _board_numbers("A")
    assert numbers <= words, sorted(numbers - words)
    page = PdfReader(path).pages[0]
    width = float(page.mediabox.width) * 96 / 72
    assert abs(width - window.board.width()) < 1  # the board's size on screen


def test_the_board_mid_run_shows_the_knight_and_what_it_emptied(qtbot, window, tmp_path):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    for _ in range(5):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: window.model.counters.expanded == 5)
    path = window.export_screenshot(ShotKind.BOARD, tmp_path / "d.svg")
    texts = _svg_texts(path)
    points = window.board.picture.points
    assert any(f"{points} / 600" in text for text in texts), texts[:5]


def test_a_drawing_is_in_the_windows_language(window, tmp_path, portuguese):
    choose_problem(window, "A")
    texts = " ".join(_svg_texts(window.export_screenshot(ShotKind.BOARD, tmp_path / "a.svg")))
    assert "Problema A" in texts
    pdf = _pdf_text(window.export_screenshot(ShotKind.BOARD, tmp_path / "a.pdf"))
    assert "Problema A" in pdf


def _twenty_expansions_of_a_star_on_d(qtbot, window) -> None:
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    for _ in range(20):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: window.model.counters.expanded == 20)


def test_the_chart_as_drawings_holds_its_axes_words(qtbot, window, tmp_path):
    _twenty_expansions_of_a_star_on_d(qtbot, window)
    svg = window.export_screenshot(ShotKind.CHART, tmp_path / "chart.svg")
    texts = _svg_texts(svg)
    assert {"open", "closed", "0", "5", "10", "15", "20"} <= set(texts)
    assert not list(ElementTree.parse(svg).getroot().iter(f"{SVG}image"))
    pdf = _pdf_text(window.export_screenshot(ShotKind.CHART, tmp_path / "chart.pdf")).split()
    assert {"open", "closed", "15", "20"} <= set(pdf)


def test_the_tree_as_drawings_draws_each_node_as_a_shape(qtbot, window, tmp_path):
    _twenty_expansions_of_a_star_on_d(qtbot, window)
    svg = window.export_screenshot(ShotKind.TREE, tmp_path / "tree.svg")
    root = ElementTree.parse(svg).getroot()
    assert not list(root.iter(f"{SVG}image"))  # no glyph pasted from the screen's atlas
    nodes = len(window.search_tree.tree.nodes)
    assert nodes > 20
    assert len(list(root.iter(f"{SVG}path"))) >= nodes  # a glyph each, and the edges
    pdf = PdfReader(window.export_screenshot(ShotKind.TREE, tmp_path / "tree.pdf"))
    assert len(pdf.pages) == 1


def test_the_whole_window_as_a_drawing_is_refused_with_what_to_do(window, tmp_path):
    with pytest.raises(ValueError, match=r"w\.svg: the whole window is saved as a \.png"):
        window.export_screenshot(ShotKind.WINDOW, tmp_path / "w.svg")
    assert not (tmp_path / "w.svg").exists()
