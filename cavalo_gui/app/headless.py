"""The real main window, rendered offscreen: what ``cavalo screenshot`` draws.

The window is built exactly as the desktop app builds it (with a throw-away settings file, so
the user's remembered choices and geometry neither change the picture nor get changed), its
control panel is set to the run's choices, and the run goes through the window's own controller
and worker: N clicks of Step, or Run to the end, then, for a fine step picture, Fine step on and
Step clicked up to the phase asked for. Then the window's own export function writes the PNG,
so the file holds the pixels the window shows.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from time import perf_counter

import shiboken6
from PySide6.QtCore import QCoreApplication, QEventLoop, QSize, Qt, qInstallMessageHandler

from cavalo_gui.app.export.files import ShotKind, export_widget
from cavalo_gui.app.export.vector import export_picture, picture_size
from cavalo_gui.app.main import make_application
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.screen_fit import PREFERRED_SIZE, screen_for
from cavalo_gui.reports.choices import AS_FAST_AS_POSSIBLE, RunChoices
from cavalo_gui.reports.heuristic_inspection import Inspection

STEP_BURST = 256  # Step clicks queued before waiting for their expansions to come back
SPARE_SECONDS = 60.0  # wall time allowed beyond the run's own time budget
SETTLE_SECONDS = 0.2
PLATFORM_NOISE = ("propagateSizeHints",)  # said by the offscreen platform, about itself


def use_offscreen_platform() -> None:
    """Render without a screen unless the caller chose a Qt platform (QT_QPA_PLATFORM), and
    keep the offscreen platform's notes about itself off stderr."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    qInstallMessageHandler(_quiet_platform)


def _quiet_platform(_kind, _context, message: str) -> None:
    if not any(noise in message for noise in PLATFORM_NOISE):
        print(message, file=sys.stderr)


@dataclass(frozen=True)
class Screenshot:
    """What was written: the file, its size in pixels, and the run it shows."""

    path: Path
    width: int
    height: int
    expanded: int
    outcome: str  # the end of the run in words, '' if it had not ended
    phase: str = ""  # the fine step's phase shown, in words ('' without fine step)


def _wait_until(done: Callable[[], bool], seconds: float, what: str) -> None:
    """Process Qt events until ``done()``; TimeoutError naming ``what`` after ``seconds``."""
    deadline = perf_counter() + seconds
    while not done():
        if perf_counter() > deadline:
            raise TimeoutError(f"gave up waiting for {what} after {seconds:g} s")
        # Sleeps until something happens (an event from the worker, the window's frame timer)
        # rather than spinning, which would take the GIL from the search.
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)


def choose_run(window, setup: RunChoices, source: str = "command line") -> None:
    """Set the window's control panel to ``setup``, as a user would, and configure the run."""
    panel = window.panel
    puzzle = setup.puzzle
    bundled = setup.domain.puzzles().get(puzzle.name)
    if bundled is not None and (bundled == puzzle or bundled.seed is not None):
        panel.select_problem(puzzle.name, puzzle.domain)
        if puzzle.seed is not None:
            panel.seed.setValue(puzzle.seed)
    if panel.puzzle() != puzzle:
        panel.add_puzzles([puzzle], source)
    for name, value in setup.chosen_options().items():
        panel.select_option(name, value)
    panel.select("algorithm", setup.algorithm)
    heuristic = setup.heuristic_used()
    if heuristic is not None:
        panel.select("heuristic", heuristic)
    for name, value in setup.parameters.items():
        panel.set_parameter(name, value)
    panel.spoil.set_spoil(setup.spoil)
    limits = setup.limits
    panel.max_nodes.setValue(limits.max_nodes or panel.max_nodes.maximum())
    panel.max_seconds.setValue(limits.max_seconds or panel.max_seconds.maximum())
    panel.set_speed(AS_FAST_AS_POSSIBLE)
    window.controller.configure(panel.settings())


def advance(window, at: int | None, seconds: float) -> None:
    """Step the run ``at`` times (fewer if it ends first), or run it to its end (None)."""
    controller, model = window.controller, window.model
    if at is None:
        controller.run()
        _wait_until(lambda: model.finished is not None, seconds, "the run to end")
        return
    deadline = perf_counter() + seconds
    while model.counters.expanded < at and model.finished is None:
        target = min(at, model.counters.expanded + STEP_BURST)
        for _ in range(target - model.counters.expanded):
            controller.step()
        _wait_until(
            lambda target=target: model.counters.expanded >= target or model.finished is not None,
            max(deadline - perf_counter(), 0.0),
            f"{at} expansions",
        )


def step_finely(window, phase: str, generated: int, seconds: float = 30.0) -> None:
    """Turn Fine step on and click Step through the next expansion's phases up to ``phase``
    (for generate, up to its ``generated``-th child, or its last if it has fewer), with the
    pseudocode and the search tree in view beside the board."""
    for dock in (window.docks["pseudocode"], window.docks["search_tree"]):
        dock.show()
        dock.raise_()
    window.fine_step_action.setChecked(True)
    model = window.model

    def reached() -> bool:
        shown = model.fine_phase
        if shown is None or shown.phase != phase:
            return False
        return phase != "generate" or shown.generated >= min(generated, len(shown.successors))

    while not reached():
        if model.finished is not None and model.fine_phase is None:
            return  # the run ended before that phase came
        before = model.fine_phase
        window.controller.step()
        _wait_until(
            lambda before=before: model.fine_phase is not before or model.finished is not None,
            seconds,
            f"the fine step's {phase}",
        )
    model.publish()


def settle(seconds: float = SETTLE_SECONDS) -> None:
    """Let the events still on their way and a frame arrive."""
    deadline = perf_counter() + seconds
    while perf_counter() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


@contextmanager
def offscreen_window(
    setup: RunChoices,
    size: tuple[int, int] | None = None,
    source: str = "command line",
    language: str = "en",
    zoom: int = 100,
    high_contrast: bool = False,
) -> Iterator:
    """The main window built offscreen with a throw-away settings file, shown at ``size``
    (its own size by default), its control panel set to ``setup``; closed on leaving."""
    from cavalo_gui.app.boards.colors import HIGH_CONTRAST_SCHEME, STANDARD
    from cavalo_gui.app.i18n import set_language
    from cavalo_gui.app.window.main_window import MainWindow

    use_offscreen_platform()
    make_application(["cavalo"])
    set_language(language)
    shown = QSize(*size) if size is not None else PREFERRED_SIZE
    with (
        tempfile.TemporaryDirectory(prefix="cavalo-screenshot-") as folder,
        screen_for(shown),
    ):
        settings = AppSettings(Path(folder) / "settings.ini")
        settings.set_zoom(zoom)
        settings.set_scheme(HIGH_CONTRAST_SCHEME if high_contrast else STANDARD)
        window = MainWindow(settings)
        try:
            choose_run(window, setup, source)
            window.resize(shown)  # larger than PREFERRED_SIZE: not the size a screen fits it to
            window.show()
            _wait_until(
                lambda: window.windowHandle() is not None and window.windowHandle().isExposed(),
                10.0,
                "the window to show",
            )
            yield window
        finally:
            window.close()
            window.deleteLater()
            QCoreApplication.processEvents()


def show_view(window, view: str) -> None:
    """Bring the dock of ``view`` ("tree" or "pseudocode") to the front, wider."""
    dock = window.docks["search_tree"] if view == "tree" else window.docks["pseudocode"]
    dock.show()
    dock.raise_()
    window.resizeDocks([dock], [window.width() // 2], Qt.Orientation.Horizontal)


def render_screenshot(
    setup: RunChoices,
    out: str | Path,
    at: int | None = None,
    what: ShotKind = ShotKind.WINDOW,
    size: tuple[int, int] | None = None,
    source: str = "command line",
    view: str | None = None,
    language: str = "en",
    zoom: int = 100,
    high_contrast: bool = False,
    fine: tuple[str, int] | None = None,
) -> Screenshot:
    """Build the main window offscreen, run ``setup`` for ``at`` expansions (None: to its end),
    and save a picture of the window, the board or the chart to ``out`` (a PNG; for the board,
    the tree or the chart also an SVG or a PDF drawing); with ``view`` "tree",
    of the search tree view instead, the whole tree in view ("pseudocode": the pseudocode
    pane). ``language`` (``en`` or ``pt``),
    ``zoom`` (percent) and ``high_contrast`` are those of the View menu. ``fine`` (a phase and,
    for generate, a child's number) then shows that phase of the next expansion, fine step on
    (see :func:`step_finely`)."""
    budget = setup.limits.max_seconds
    seconds = (budget if budget is not None else 3600.0) * 2 + SPARE_SECONDS
    with offscreen_window(setup, size, source, language, zoom, high_contrast) as window:
        if view is not None or what is ShotKind.TREE:  # its dock on top, wider
            show_view(window, view or "tree")
        advance(window, at, seconds)
        if fine is not None:
            step_finely(window, *fine)
            settle()
            window.search_tree.fit_view()  # the whole tree, small as it is
        settle()
        if size is not None and window.size() != QSize(*size):
            window.resize(*size)  # the run's figures may have widened it meanwhile
            settle()
        if view == "tree":
            window.model.publish()
            window.search_tree.fit_view()
            settle()
            path = export_picture(window.search_tree, out)
        elif view == "pseudocode":
            window.model.publish()
            settle()
            path = export_widget(window.pseudocode, out)
        else:
            path = window.export_screenshot(what, out)
        width, height = picture_size(path)
        outcome = window.model.outcome_text()
        phase = window.fine_step_line.text() if window.model.fine_phase is not None else ""
        return Screenshot(
            path=path,
            width=width,
            height=height,
            expanded=window.model.counters.expanded,
            outcome=outcome[:1].lower() + outcome[1:],  # it ends a sentence of the CLI
            phase=phase,
        )


def write_scatter(inspection: Inspection, path: str | Path, language: str) -> Path:
    """The scatter of ``inspection`` as a PNG or an SVG (by the suffix), drawn offscreen with
    the window's own plot, labelled in ``language``."""
    from cavalo_gui.app.export.files import export_chart_image
    from cavalo_gui.app.i18n import set_language
    from cavalo_gui.app.inspector.scatter import ScatterPlot

    use_offscreen_platform()
    make_application(["cavalo"])
    set_language(language)
    plot = ScatterPlot()
    try:
        plot.resize(800, 640)
        plot.show_inspection(inspection)
        plot.show()
        return export_chart_image(plot, path)
    finally:
        plot.close()
        # Deleted now, not later: a caller with no event loop (the command, a test running
        # it) would otherwise keep a closed plot as a window, whose close() then fails.
        shiboken6.delete(plot)
