"""The exports' errors in the window's dialogs are said in the window's language (issue 24,
item 1): a chart that could not be written, a picture of a kind the export does not make."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cavalo_gui.app.export.animation import AnimationPlan
from cavalo_gui.app.export.files import ShotKind
from cavalo_gui.app.i18n import error_text


def _said_in_dialogs(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text: said.append(text))
    return said


def test_a_chart_that_could_not_be_written_is_said_in_portuguese(
    portuguese, window, tmp_path, monkeypatch
):
    target = tmp_path / "grafico.svg"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target), "SVG drawings (*.svg)")
    )
    monkeypatch.setattr(QPainter, "begin", lambda _painter, _device: False)
    said = _said_in_dialogs(monkeypatch)
    window.chart_image_action.trigger()
    assert said == [f"não foi possível escrever o gráfico {target}"]
    assert not target.exists()


def test_the_whole_window_as_a_drawing_is_refused_in_portuguese(portuguese, window, tmp_path):
    with pytest.raises(ValueError) as refused:
        window.export_screenshot(ShotKind.WINDOW, tmp_path / "w.svg")
    assert error_text(refused.value) == (
        f"{tmp_path / 'w.svg'}: a janela inteira grava-se como .png; um desenho (.svg, .pdf) é "
        "do tabuleiro, da árvore ou do gráfico"
    )
    with pytest.raises(ValueError) as refused:
        window.export_screenshot(ShotKind.BOARD, tmp_path / "b.gif")
    assert error_text(refused.value) == (
        f"{tmp_path / 'b.gif'}: esperava-se um nome de ficheiro terminado em .png, .svg, .pdf"
    )


def test_an_animations_empty_range_and_bad_pace_are_said_in_portuguese(portuguese):
    with pytest.raises(ValueError) as refused:
        AnimationPlan(first=1200, last=10)
    assert error_text(refused.value) == (
        "o intervalo 1200..10 está vazio: a última expansão vem primeiro"
    )
    with pytest.raises(ValueError) as refused:
        AnimationPlan(every=0)
    assert error_text(refused.value) == (
        "esperavam-se expansões a partir de 0 e um ritmo de 1 ou mais por imagem"
    )
