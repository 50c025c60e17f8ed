"""``cavalo animate``: the real main window, offscreen, recorded frame by frame as its run goes.

The window is built as for ``cavalo screenshot`` (see :mod:`cavalo_gui.app.headless`) and the
same :class:`~cavalo_gui.app.export.animation.AnimationRecorder` as File > Export animation
drives its run through Step, so a frame holds the pixels the window shows at that expansion.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer

from cavalo_gui.app.export.animation import AnimationPlan, AnimationRecorder
from cavalo_gui.app.export.files import ShotKind
from cavalo_gui.app.headless import offscreen_window, show_view
from cavalo_gui.reports.animation_files import AnimationWriter
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.interrupts import SignalInterrupt


@dataclass(frozen=True)
class Animation:
    """What was written: the file, its frames and their size, the expansions reached."""

    path: Path
    frames: int
    width: int
    height: int
    expanded: int
    outcome: str  # the end of the run in words, '' if it had not ended


@contextmanager
def signals_cancel(recorder: AnimationRecorder) -> Iterator[list[int]]:
    """While recording, Ctrl-C (SIGINT) and ``kill`` (SIGTERM) cancel the recording, which
    stops the encoder and removes its file, and end the event loop; the signals received are
    listed. A KeyboardInterrupt raised inside Qt would be printed and lost, the recording
    going on. A signal the command was started ignoring stays ignored."""
    received: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield received
        return

    def cancel(number: int, _frame: object) -> None:
        if not received:
            QTimer.singleShot(0, recorder.cancel)  # from the event loop, not mid-frame
        received.append(number)

    previous = {
        number: signal.signal(number, cancel)
        for number in (signal.SIGINT, signal.SIGTERM)
        if signal.getsignal(number) is not signal.SIG_IGN
    }
    awake = QTimer(interval=100)  # Python runs its signal handlers only when it runs
    awake.timeout.connect(lambda: None)
    awake.start()
    try:
        yield received
    finally:
        awake.stop()
        for number, handler in previous.items():
            signal.signal(number, handler)


MODEL_SIGNALS = (
    "problem_changed",
    "counters_changed",
    "node_changed",
    "series_changed",
    "iterations_changed",
    "finished_changed",
    "preview_changed",
    "position_changed",
    "fine_phase_changed",
)


def only_the_board_listens(window) -> None:
    """Let the board alone follow the run's model: the open list, the chart, the statistics
    and the timeline of this unseen window would be filled in again at every frame for
    nothing (the open list's rows alone took a third of a frame of the board, issue 38), and
    the board's pixels depend on the model only. The window's frame timer stops: the
    recorder publishes the model's changes before each frame."""
    model, board = window.model, window.board
    for name in MODEL_SIGNALS:
        getattr(model, name).disconnect()
    model.node_changed.connect(board._on_node_changed)
    model.problem_changed.connect(board._on_node_changed)
    window.frame_timer.stop()


def render_animation(
    setup: RunChoices,
    out: str | Path,
    plan: AnimationPlan,
    size: tuple[int, int] | None = None,
    source: str = "command line",
    language: str = "en",
    zoom: int = 100,
    high_contrast: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> Animation:
    """Record ``plan`` of ``setup``'s run in the offscreen window into ``out`` (GIF, WebP or
    MP4 by its extension); ``progress(frames, total)`` after each frame (total 0 when the
    run's end decides). ValueError with the reason when the run ends before the range."""
    writer = AnimationWriter(out, plan.fps)
    with offscreen_window(setup, size, source, language, zoom, high_contrast) as window:
        if plan.what is ShotKind.TREE:
            show_view(window, "tree")
        if plan.what is ShotKind.BOARD:
            # Nobody sees this window: each frame of the board is painted once, by the
            # recorder's grab, not a second time by the repaint its run's events ask for
            # (which doubled the painting). The window's own views, grabbed whole, need theirs.
            window.setUpdatesEnabled(False)
            only_the_board_listens(window)
        recorder = AnimationRecorder(window, plan, writer)
        loop = QEventLoop()
        ended: list[object] = []
        recorder.done.connect(lambda path: (ended.append(path), loop.quit()))
        recorder.failed.connect(lambda message: (ended.append(ValueError(message)), loop.quit()))
        if progress is not None:
            recorder.progress.connect(progress)
        with signals_cancel(recorder) as received:
            recorder.start()
            if not ended:
                loop.exec()
        if received:
            raise SignalInterrupt(received[0])  # the recorder left no file behind
        if isinstance(ended[0], ValueError):
            raise ended[0]
        first = writer.size or (0, 0)
        outcome = window.model.outcome_text() if window.model.finished is not None else ""
        return Animation(
            path=Path(out),
            frames=writer.count,
            width=first[0],
            height=first[1],
            expanded=window.model.counters.expanded,
            outcome=outcome[:1].lower() + outcome[1:],
        )
