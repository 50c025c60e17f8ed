"""Closing the window while the pseudocode's text has just been resized says nothing on
stderr: once, "RuntimeError: Internal C++ object (PySide6.QtWidgets.QPlainTextEdit) already
deleted" was printed on closing (the resized text asked to bring its line back into view a
moment later, when the window and the text were gone)."""

from __future__ import annotations

import sys

import shiboken6
from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow


def test_closing_just_after_the_pseudocode_is_resized_raises_nothing(
    qtbot, tmp_path, monkeypatch, capfd
):
    raised: list[str] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda report: raised.append(repr(report)))
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, _tb: raised.append(repr(value)))
    window = MainWindow(AppSettings(tmp_path / "settings.ini"))
    window.show()
    qtbot.waitExposed(window)
    dock = window.docks["pseudocode"]
    dock.show()
    dock.raise_()
    QApplication.processEvents()
    text = window.pseudocode.text
    assert text.isVisible()
    capfd.readouterr()  # what the window said while opening is not this test's
    viewport = text.viewport()
    viewport.resize(viewport.size() - QSize(20, 20))  # as when the window is made smaller
    window.close()
    window.controller.shutdown()
    shiboken6.delete(window)  # gone before the event loop runs again, as on quitting
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    qtbot.wait(20)
    _out, err = capfd.readouterr()
    assert "already deleted" not in err, err
    assert "Error" not in err, err
    assert raised == []
