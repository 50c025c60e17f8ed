"""The Controls' "More below" button says whole words at 1024 x 640 and 150%, in both
languages: "Mais abaixo: Procura, Orça…" was cut; where the column is too narrow for every
group's name it names the nearest, and its tooltip names them all."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .test_small_screen_whole import small_window  # noqa: F401


def test_the_more_below_button_says_whole_words(qtbot, small_window, language):  # noqa: F811
    window = small_window(150)
    controls = window.docks["controls"].widget()
    button = controls.button
    QApplication.processEvents()
    hidden = controls.hidden_groups()
    if not hidden:  # a screen tall enough: nothing to name
        assert not button.isVisible()
        return
    assert button.isVisible()
    text = button.text()
    assert "…" not in text, text
    room = button.width() - button.iconSize().width() - 12
    assert button.fontMetrics().horizontalAdvance(text) <= room, (text, room)
    assert any(group.title().replace("&", "") in text for group in hidden), text
    for group in hidden:
        assert group.title().replace("&", "") in button.toolTip(), (group.title(), button.toolTip())
