"""File > Export animation and ``cavalo animate``: a run, or its expansions a..b, frame by frame.

The run goes on in the window's own worker thread, which owns the algorithm's generator: the
recorder clicks Step as a user would, as many times as one frame's expansions, and when the
last of their events is in the model (the controller's ``event_applied``) it grabs the window,
the board, the tree or the chart in the GUI thread and hands the frame to an
:class:`~cavalo_gui.reports.animation_files.AnimationWriter`. Nothing waits: between two
frames the window's event loop runs, so the window repaints and answers its user throughout.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractItemView

from cavalo_gui.app.export.errors import refused
from cavalo_gui.app.export.files import ShotKind, grab_widget, widget_of
from cavalo_gui.app.i18n import error_text
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.engine.events import Expansion, Finished
from cavalo_gui.reports.animation_files import AnimationWriter


@dataclass(frozen=True)
class AnimationPlan:
    """What to record: ``what`` from expansion ``first`` to ``last`` (None: the run's end),
    one frame every ``every`` expansions, played at ``fps`` frames a second."""

    what: ShotKind = ShotKind.BOARD
    first: int = 0
    last: int | None = None
    every: int = 1
    fps: float = 10.0

    def __post_init__(self) -> None:
        if self.first < 0 or self.every < 1:
            raise refused("bad-pace")
        if self.last is not None and self.last < self.first:
            raise refused("empty-range", first=self.first, last=self.last)

    def frames(self) -> int | None:
        """Frames in all: one at ``first``, one every ``every`` expansions, one at ``last``
        (None when the run's end decides)."""
        if self.last is None:
            return None
        return -(-(self.last - self.first) // self.every) + 1


def frame_of(image: QImage) -> np.ndarray:
    """An image as a height x width x 3 array of RGB bytes."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, stride = rgb.width(), rgb.height(), rgb.bytesPerLine()
    data = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=stride * height)
    return data.reshape(height, stride)[:, : width * 3].reshape(height, width, 3).copy()


class AnimationRecorder(QObject):
    """Records ``plan`` of ``window``'s run from its start into ``writer``. ``progress(done,
    total)`` after each frame (total 0 while the run's end decides); ``done(path)`` once the
    file is written, ``done(None)`` after :meth:`cancel`; ``failed(message)`` when the run
    ends before the range does or the file cannot be written."""

    progress = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, window, plan: AnimationPlan, writer: AnimationWriter) -> None:
        super().__init__(window)
        self.window = window
        self.plan = plan
        self.writer = writer
        self.running = False
        self.ended_after: int | None = None  # the run's expansions, if it ended too soon
        self.missed: int | None = None  # then the expansion of the range it did not reach
        self._target = plan.first
        self._breakpoints: tuple = ()

    def start(self) -> None:
        """Start the run again from its first expansion, with the window's choices."""
        controller = self.window.controller
        self.running = True
        self._breakpoints = controller.breakpoints
        controller.set_breakpoints(())  # each Step is then exactly one expansion
        if self.window.model.fine_mode:
            self.window.fine_step_action.setChecked(False)
        if controller.state is not RunState.IDLE or self.window.model.counters.expanded:
            controller.reset()
        controller.event_applied.connect(self._on_event, Qt.ConnectionType.UniqueConnection)
        controller.run_finished.connect(self._on_finished, Qt.ConnectionType.UniqueConnection)
        self._target = self.plan.first
        self._step_to_target()

    def cancel(self) -> None:
        """Stop recording: the run pauses where it is and no file is written."""
        if not self.running:
            return
        self._end()
        self.writer.discard()
        self.done.emit(None)

    def _step_to_target(self) -> None:
        model = self.window.model
        if model.finished is not None:
            self._on_finished(model.finished)
            return
        missing = self._target - model.counters.expanded
        if missing <= 0:
            self._take_frame()
            return
        for _ in range(missing):
            self.window.controller.step()

    def _on_event(self, event) -> None:
        reached = self.window.model.counters.expanded >= self._target
        if self.running and isinstance(event, Expansion) and reached:
            # Taken from the timers' turn of the event loop, not from within the worker's
            # queued events: those keep coming, and the window's own timers would starve.
            QTimer.singleShot(0, self._take_frame_if_running)

    def _take_frame_if_running(self) -> None:
        if self.running and self.window.model.finished is None:
            self._take_frame()

    def _on_finished(self, _final: Finished) -> None:
        if not self.running:
            return
        expanded = self.window.model.counters.expanded
        first, last = self.plan.first, self.plan.last
        for missed, id in ((first, "ended-before-start"), (last, "ended-before-end")):
            if missed is not None and expanded < missed:
                self.ended_after, self.missed = expanded, missed
                self._fail(error_text(refused(id, n=expanded, missed=missed)))
                return
        self._take_frame(final=True)

    def _take_frame(self, final: bool = False) -> None:
        """Grab the frame of the expansion reached. The next frame's Steps are asked for
        first: the worker expands while this frame is grabbed and encoded, and their events
        reach the model only after, when the event loop runs again."""
        model = self.window.model
        model.publish()
        last = self.plan.last
        ending = final or (last is not None and self._target >= last)
        if not ending:
            self._target += self.plan.every
            if last is not None:
                self._target = min(self._target, last)
            for _ in range(self._target - model.counters.expanded):
                self.window.controller.step()
        # Lay out what the new figures changed (the lists' rows and scroll bars) before the
        # picture, here: the event loop would also bring the worker's next events.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if self.plan.what is ShotKind.WINDOW:
            for view in self.window.findChildren(QAbstractItemView):
                view.doItemsLayout()
        image = grab_widget(widget_of(self.window, self.plan.what))
        try:
            self.writer.add(frame_of(image))
        except (OSError, ValueError) as error:
            self._fail(error_text(error))
            return
        self.progress.emit(self.writer.count, self.plan.frames() or 0)
        if ending and self.running:
            self._finish()

    def _finish(self) -> None:
        self._end()
        try:
            path = self.writer.close()
        except (OSError, ValueError) as error:
            self.writer.discard()
            self.failed.emit(error_text(error))
            return
        self.done.emit(Path(path))

    def _fail(self, message: str) -> None:
        self._end()
        self.writer.discard()
        self.failed.emit(message)

    def _end(self) -> None:
        self.running = False
        controller = self.window.controller
        controller.event_applied.disconnect(self._on_event)
        controller.run_finished.disconnect(self._on_finished)
        controller.set_breakpoints(self._breakpoints)
