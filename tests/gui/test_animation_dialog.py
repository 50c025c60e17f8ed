"""File > Export animation… (issue 27 item 1): a progress bar with Cancel over the window, which
keeps repainting and answering while the run is recorded; bad choices get a message."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton

from cavalo_gui.app.export.animation import AnimationPlan
from cavalo_gui.app.export.files import ShotKind

from .helpers import choose, choose_problem
from .test_translations import _english_in, _english_words, _texts_of

TIMEOUT_MS = 60_000


def test_the_file_menu_offers_the_animation(window):
    texts = [action.text() for action in window.file_menu.actions()]
    assert "Export &animation…" in texts
    assert texts.index("Export &animation…") == texts.index("&Export screenshot…") + 1


def test_a_progress_bar_counts_the_frames_while_the_window_repaints(qtbot, window, tmp_path):
    choose_problem(window, "F")  # a long run
    path = tmp_path / "f.mp4"
    export = window.animation_export
    seen: list[tuple[int, int]] = []  # (frames written, the progress bar's value)
    painted: list[int] = []
    timer = QTimer(window)
    timer.setInterval(20)

    def drive_the_window() -> None:
        recorder, progress = export.recorder, export.progress
        if recorder is None or progress is None or not recorder.running:
            return
        window.board.repaint()  # served now, in the middle of the export
        painted.append(recorder.writer.count)
        seen.append((recorder.writer.count, export.bar.value()))

    timer.timeout.connect(drive_the_window)
    timer.start()
    recorder = export.start(AnimationPlan(ShotKind.BOARD, 0, 120, 2, 25), path)
    assert recorder is not None
    with qtbot.waitSignal(recorder.done, timeout=TIMEOUT_MS) as blocker:
        pass
    timer.stop()
    assert blocker.args[0] == path and path.stat().st_size > 0
    assert recorder.writer.count == 61
    during = {count for count, _value in seen if 0 < count < 61}
    assert len(during) >= 5, seen  # the timer fired between frames, throughout
    assert all(value == count for count, value in seen if count > 0)
    assert export.progress is None  # closed at the end
    assert "Saved" in window.statusBar().currentMessage()


def test_cancel_stops_the_recording_and_writes_no_file(qtbot, window, tmp_path):
    choose_problem(window, "F")
    path = tmp_path / "f.gif"
    export = window.animation_export

    def click_cancel(done: int, _total: int) -> None:
        if done == 10:
            QTimer.singleShot(0, lambda: export.progress.findChild(QPushButton).click())

    recorder = export.start(AnimationPlan(ShotKind.BOARD, 0, 5000, 1, 25), path)
    assert isinstance(export.progress, QProgressDialog)
    recorder.progress.connect(click_cancel)
    with qtbot.waitSignal(recorder.done, timeout=TIMEOUT_MS) as blocker:
        pass
    assert blocker.args[0] is None
    QApplication.processEvents()
    assert list(tmp_path.iterdir()) == []
    assert 10 <= recorder.writer.count < 100
    assert window.statusBar().currentMessage() == "Animation cancelled: no file written"


def test_a_range_beyond_the_run_gets_a_message(qtbot, window, tmp_path, dialogs):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    recorder = window.animation_export.start(
        AnimationPlan(ShotKind.BOARD, 0, 500, 50), tmp_path / "d.webp"
    )
    with qtbot.waitSignal(recorder.failed, timeout=TIMEOUT_MS):
        pass
    assert dialogs == [
        (
            "Export failed",
            "The run ended after 222 expansions, before expansion 500: choose a range within "
            "the run. No file was written.",
        )
    ]
    assert list(tmp_path.iterdir()) == []


def test_a_bad_file_name_gets_a_message_in_portuguese(window, tmp_path, dialogs, portuguese):
    window.animation_export.start(AnimationPlan(), tmp_path / "run.avi")
    window.animation_export.start(AnimationPlan(), tmp_path / "missing" / "run.gif")
    assert len(dialogs) == 2
    name = tmp_path / "run.avi"
    assert dialogs[0][1] == f"{name}: escolha um nome de ficheiro terminado em .gif, .webp ou .mp4"
    assert "does not exist" in dialogs[1][1] or "não existe" in dialogs[1][1]


def test_the_dialog_speaks_portuguese(qtbot, window, portuguese):
    from cavalo_gui.app.export.animation_dialog import AnimationDialog

    dialog = AnimationDialog("x.gif", window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Exportar animação"
    assert dialog.to_end.text() == "até ao fim da execução"
    assert [dialog.what.itemText(i) for i in range(4)] == [
        "O tabuleiro",
        "A janela inteira",
        "A árvore de procura",
        "O gráfico",
    ]
    assert window.animation_export.action.text() == "Exportar &animação…"
    english = _english_words()
    assert not _english_in(_texts_of(dialog), english)


def test_the_open_list_is_shown_again_after_a_recording_of_the_board(qtbot, window, tmp_path):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    recorder = window.animation_export.start(
        AnimationPlan(ShotKind.BOARD, 0, 20, 5), tmp_path / "d.webp"
    )
    with qtbot.waitSignal(recorder.done, timeout=TIMEOUT_MS):
        pass
    # while the board was recorded the open list's rows were not asked for; now they are
    window.model.publish()
    qtbot.waitUntil(lambda: len(window.open_list.nodes) > 0, timeout=5_000)


def test_closing_the_window_mid_recording_leaves_no_file(qtbot, window, tmp_path):
    choose_problem(window, "F")
    folder = tmp_path / "videos"
    folder.mkdir()
    recorder = window.animation_export.start(
        AnimationPlan(ShotKind.BOARD, 0, 5000, 1), folder / "f.mp4"
    )
    qtbot.waitUntil(lambda: recorder.writer.count >= 5, timeout=TIMEOUT_MS)
    assert any(folder.iterdir())  # the video being written, beside its target
    with qtbot.waitSignal(recorder.done, timeout=TIMEOUT_MS) as blocker:
        window.close()
    assert blocker.args[0] is None
    assert list(folder.iterdir()) == []
