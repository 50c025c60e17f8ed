"""Exports as a first-time user types their names (issue 15 item 10): a name without an
extension gets the format's, and a folder that does not exist is refused with a message that
says so, never created."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from cavalo_gui.app.window import dialogs as window_dialogs

from .helpers import choose_problem, run_to_end


def _type_in_export_dialog(monkeypatch, typed: str) -> None:
    """File > Export screenshot: the user types ``typed`` as the file's name and clicks Save."""

    def exec_(dialog) -> bool:
        dialog.path.setText(typed)
        return True

    monkeypatch.setattr(window_dialogs.ExportDialog, "exec", exec_)


def test_a_screenshot_named_without_extension_is_saved_as_png(qtbot, window, monkeypatch, tmp_path):
    _type_in_export_dialog(monkeypatch, str(tmp_path / "my board"))
    window.export_action.trigger()
    assert (tmp_path / "my board.png").is_file()
    assert not (tmp_path / "my board").exists()
    assert window.statusBar().currentMessage().endswith("my board.png")


def test_a_screenshot_into_a_missing_folder_is_refused_with_a_message(
    qtbot, window, monkeypatch, tmp_path, dialogs
):
    missing = tmp_path / "no such folder"
    _type_in_export_dialog(monkeypatch, str(missing / "shot.png"))
    window.export_action.trigger()
    assert not missing.exists()  # not created behind the user's back
    assert len(dialogs) == 1
    _title, text = dialogs[0]
    assert "does not exist" in text and "no such folder" in text


def test_a_results_file_named_without_extension_gets_dat(qtbot, window, monkeypatch, tmp_path):
    choose_problem(window, "A")
    run_to_end(qtbot, window)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(tmp_path / "runs"), "")
    )
    window.save_results_as_action.trigger()
    assert (tmp_path / "runs.dat").is_file()
    assert "=== cavalo run ===" in (tmp_path / "runs.dat").read_text()
