"""The toolbar's every button in view at 1024 x 640 and 1366 x 768, in English and Portuguese,
at 100% and 150% zoom (issue 26 item 4: the Portuguese toolbar overflowed and hid Export
behind its extension arrow). The menus keep the long names; the buttons say "Open…" and
"Export…"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication

from cavalo_gui.app import i18n

from .helpers import window_at


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_every_toolbar_button_is_in_view(qtbot, window, language, size, zoom):
    with window_at(qtbot, window, size, zoom):
        QApplication.processEvents()
        toolbar = window.toolbar
        for action in toolbar.actions():
            if action.isSeparator():
                continue
            button = toolbar.widgetForAction(action)
            assert button is not None and button.isVisible(), (language, action.text())
            where = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
            assert window.rect().contains(where), (language, action.text(), where)


def test_the_buttons_are_short_and_the_menus_say_the_whole_name(window, language):
    toolbar = window.toolbar
    shown = toolbar.widgetForAction(window.export_action).text()
    assert shown == ("Export…" if language == i18n.ENGLISH else "Exportar…")
    assert window.export_action.text().replace("&", "") in (
        "Export screenshot…",
        "Exportar captura de ecrã…",
    )
    opened = toolbar.widgetForAction(window.open_action).text()
    assert opened == ("Open…" if language == i18n.ENGLISH else "Abrir…")
