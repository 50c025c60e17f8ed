"""``cavalo inspect --plot`` says what it draws (issue 33 item 20): a title naming the
heuristic and the problem, a legend for each mark, and a line saying which nodes are not drawn
and why (on C with the course's heuristic, 26 of the 32 expanded nodes have h* = ∞)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QImage

from cavalo_gui.app.inspector.scatter import ScatterPlot
from cavalo_gui.cli.main import main

WORDS = {
    "en": (
        "Heuristic enunciado against h*, problem C",
        "6 of 32 expanded nodes drawn; 26 not drawn: h* = ∞, no goal can be reached from them.",
        ["h ≤ h*: admissible there", "h > h*: overestimates", "h = h*"],
    ),
    "pt": (
        "Heurística enunciado contra h*, problema C",
        "6 de 32 nós expandidos desenhados; 26 não desenhados: h* = ∞, nenhum objetivo se "
        "alcança a partir deles.",
        ["h ≤ h*: admissível aí", "h > h*: sobrestima", "h = h*"],
    ),
}


def _plot_of_c(monkeypatch) -> list[dict]:
    """What the plot ``cavalo inspect --plot`` draws says, read as it is drawn."""
    kept: list[dict] = []
    original = ScatterPlot.show_inspection

    def show(self, inspection):
        original(self, inspection)
        kept.append(
            {
                "title": self.title_text(),
                "note": self.note_text(),
                "legend": [words for _mark, _color, words in self.legend_entries],
                "nodes": inspection.nodes,
            }
        )

    monkeypatch.setattr(ScatterPlot, "show_inspection", show)
    return kept


@pytest.mark.parametrize("language", ["en", "pt"])
def test_the_plot_has_a_title_a_legend_and_says_what_is_not_drawn(tmp_path, monkeypatch, language):
    kept = _plot_of_c(monkeypatch)
    picture = tmp_path / "scatter.png"
    arguments = ["inspect", "--problem", "C", "--heuristic", "enunciado", "--plot", str(picture)]
    assert main([*arguments, "--lang", language]) == 0
    (plot,) = kept
    title, note, legend = WORDS[language]
    endless = [node for node in plot["nodes"] if node.true is not None and math.isinf(node.true)]
    assert (len(plot["nodes"]), len(endless)) == (32, 26)
    assert plot["title"] == title
    assert plot["note"] == note
    assert plot["legend"] == legend
    image = QImage(str(picture))
    top = [image.pixelColor(x, y).lightness() for y in range(0, 30) for x in range(150, 650)]
    assert min(top) < 200  # the title is painted above the plot
    from cavalo_gui.app import i18n

    i18n.set_language(i18n.ENGLISH)


def test_the_plot_is_gone_once_written(tmp_path):
    """The command's plot leaves no window behind in the process that ran it (a test run
    that then opened windows found it, closed already, and failed to close it again)."""
    from PySide6.QtWidgets import QApplication

    picture = tmp_path / "scatter.png"
    arguments = ["inspect", "--problem", "C", "--heuristic", "enunciado", "--plot", str(picture)]
    assert main(arguments) == 0
    assert picture.is_file()
    left = [widget for widget in QApplication.topLevelWidgets() if isinstance(widget, ScatterPlot)]
    assert left == []
