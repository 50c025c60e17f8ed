"""A Python problem whose module hangs as it imports leaves the window live: a dialog says it
is importing and offers to stop waiting; stopping leaves the window as it was, and a module
that ends its import after the dialog showed is opened as any other."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton

from cavalo_gui.domains.registry import DOMAINS

from .helpers import choose_problem


def _waiting_module(tmp_path):
    """A module that imports only once the file ``go`` exists (a wait the test controls)."""
    go = tmp_path / "go"
    module = tmp_path / "slow.py"
    module.write_text(
        "import os, time\n"
        f"while not os.path.exists({str(go)!r}):\n"
        "    time.sleep(0.01)\n"
        "class Walk:\n"
        "    initial = 0\n"
        "    def actions(self, state):\n"
        "        return [1]\n"
        "    def result(self, state, action):\n"
        "        return state + 1\n"
        "    def goal_test(self, state):\n"
        "        return state == 3\n",
        encoding="utf-8",
    )
    return module, go


def _when_the_dialog_shows(window, then, seen):
    """Calls ``then(dialog)`` once the import's dialog is on screen, noting its label."""

    def look() -> None:
        dialog = window.findChild(QProgressDialog, "module_import_wait")
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, look)
            return
        seen["importing"] = _importing()  # a timer of the window's served mid-import
        seen["label"] = dialog.labelText()
        seen["button"] = dialog.findChild(QPushButton).text()
        then(dialog)

    QTimer.singleShot(0, look)


def _importing() -> bool:
    return any(thread.name == "cavalo-import" for thread in threading.enumerate())


def test_stopping_a_hanging_import_leaves_the_window_as_it_was(qtbot, window, tmp_path):
    module, go = _waiting_module(tmp_path)
    before = window.controller.choices.puzzle
    seen: dict = {}
    _when_the_dialog_shows(window, lambda dialog: dialog.findChild(QPushButton).click(), seen)
    unblock = threading.Timer(30, go.write_text, ("",))  # a frozen window fails, not hangs
    unblock.start()
    try:
        assert window.problem_opener.open_module(str(module)) is False
    finally:
        unblock.cancel()
        go.write_text("")  # the import, still running, may end now
    assert seen["label"] == "Importing slow.py…"
    assert seen["button"] == "Stop waiting"
    assert seen["importing"] is True
    assert window.controller.choices.puzzle == before
    assert window.statusBar().currentMessage().startswith(f"Stopped waiting for {module}")
    qtbot.waitUntil(lambda: not _importing(), timeout=10_000)
    assert "python" not in DOMAINS  # the late import's result was dropped


def test_an_import_that_ends_while_the_dialog_shows_opens_the_problem(qtbot, window, tmp_path):
    module, go = _waiting_module(tmp_path)
    seen: dict = {}
    _when_the_dialog_shows(window, lambda _dialog: go.write_text(""), seen)
    unblock = threading.Timer(30, go.write_text, ("",))
    unblock.start()
    try:
        assert window.problem_opener.open_module(str(module)) is True
        assert seen["label"] == "Importing slow.py…" and seen["importing"] is True
        assert window.model.domain.name == "python"
        assert window.findChild(QProgressDialog, "module_import_wait") is None or not (
            window.findChild(QProgressDialog, "module_import_wait").isVisible()
        )
    finally:
        unblock.cancel()
        go.write_text("")
        choose_problem(window, "A")
        DOMAINS.pop("python", None)
