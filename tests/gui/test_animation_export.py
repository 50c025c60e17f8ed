"""File > Export animation (issue 27 item 1): a run, or its expansions a..b, as GIF, WebP or MP4,
recorded as the window's own worker advances the run, with the window answering meanwhile."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageSequence
from PySide6.QtGui import QImage

from cavalo_gui.app.export.animation import AnimationPlan, AnimationRecorder, frame_of
from cavalo_gui.app.export.files import ShotKind
from cavalo_gui.reports.animation_files import AnimationWriter

from .helpers import choose, choose_problem

TIMEOUT_MS = 30_000


def _record(qtbot, window, path, plan: AnimationPlan) -> AnimationRecorder:
    recorder = AnimationRecorder(window, plan, AnimationWriter(path, plan.fps))
    with qtbot.waitSignal(recorder.done, timeout=TIMEOUT_MS) as blocker:
        recorder.start()
    assert blocker.args[0] == path
    return recorder


def _frames(path) -> list[np.ndarray]:
    with Image.open(path) as image:
        return [np.asarray(frame.convert("RGB")) for frame in ImageSequence.Iterator(image)]


def _screenshot(window, kind: ShotKind, tmp_path) -> np.ndarray:
    return frame_of(QImage(str(window.export_screenshot(kind, tmp_path / "end.png"))))


def _astar_on_d(window) -> None:
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")


def test_a_webp_of_a_star_on_d_has_a_frame_per_step_and_ends_on_the_board_shown(
    qtbot, window, tmp_path
):
    _astar_on_d(window)
    path = tmp_path / "d.webp"
    _record(qtbot, window, path, AnimationPlan(ShotKind.BOARD, first=5, last=40, every=10))
    frames = _frames(path)
    assert len(frames) == 5  # expansions 5, 15, 25, 35 and 40
    assert window.model.counters.expanded == 40
    # lossless WebP: the last frame is the board's screenshot, pixel for pixel
    assert np.array_equal(frames[-1], _screenshot(window, ShotKind.BOARD, tmp_path))
    assert not np.array_equal(frames[0], frames[-1])


@pytest.mark.parametrize("kind", [ShotKind.BOARD, ShotKind.WINDOW])
def test_a_gif_ends_on_the_screenshot_within_the_palettes_rounding(qtbot, window, tmp_path, kind):
    _astar_on_d(window)
    path = tmp_path / "d.gif"
    _record(qtbot, window, path, AnimationPlan(kind, first=0, last=6, every=2))
    frames = _frames(path)
    assert len(frames) == 4
    end = _screenshot(window, kind, tmp_path)
    assert frames[-1].shape == end.shape
    # A GIF frame has 128 colours: each pixel is its palette's nearest colour (median cut),
    # a few levels off in antialiased text; a different picture is off by far more.
    difference = np.abs(frames[-1].astype(int) - end.astype(int))
    assert difference.mean() < 1.5
    assert np.abs(frames[0].astype(int) - end.astype(int)).mean() > 2 * difference.mean()


def test_a_run_to_its_end_ends_on_the_solved_board(qtbot, window, tmp_path):
    _astar_on_d(window)
    path = tmp_path / "end.webp"
    _record(qtbot, window, path, AnimationPlan(ShotKind.BOARD, first=200, every=10))
    frames = _frames(path)
    assert window.model.finished is not None
    assert len(frames) == 4  # 200, 210, 220 (of 222) and the solved board
    assert np.array_equal(frames[-1], _screenshot(window, ShotKind.BOARD, tmp_path))


def test_an_mp4_decodes_to_its_frames(qtbot, window, tmp_path):
    import imageio.v2 as imageio

    _astar_on_d(window)
    path = tmp_path / "d.mp4"
    _record(qtbot, window, path, AnimationPlan(ShotKind.CHART, first=0, last=30, every=3))
    reader = imageio.get_reader(path, format="FFMPEG")
    try:
        assert reader.count_frames() == 11
        height, width = reader.get_data(0).shape[:2]
    finally:
        reader.close()
    chart = window.chart.size()
    assert (width, height) == (
        chart.width() + chart.width() % 2,
        chart.height() + chart.height() % 2,
    )


def test_a_range_beyond_the_run_is_refused_and_writes_nothing(qtbot, window, tmp_path):
    _astar_on_d(window)
    path = tmp_path / "long.gif"
    recorder = AnimationRecorder(
        window, AnimationPlan(ShotKind.BOARD, 0, 500, 100), AnimationWriter(path, 10)
    )
    with qtbot.waitSignal(recorder.failed, timeout=TIMEOUT_MS) as blocker:
        recorder.start()
    assert blocker.args[0] == (
        "the run ended after 222 expansions, before the range's end (500): "
        "choose a range within the run"
    )
    assert not path.exists()
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("plan", "message"),
    [
        (lambda: AnimationPlan(first=9, last=3), "the range 9..3 is empty"),
        (lambda: AnimationWriter("run.avi", 10), "run.avi: expected a file name ending in"),
        (lambda: AnimationWriter("run.gif", 0), "expected from 1 to 60 frames per second"),
    ],
)
def test_bad_choices_are_refused_with_what_is_wrong(plan, message):
    with pytest.raises(ValueError, match=message):
        plan()


def test_a_window_frame_shows_the_open_list_of_its_own_expansion(qtbot, window, tmp_path):
    _astar_on_d(window)
    path = tmp_path / "window.webp"
    _record(qtbot, window, path, AnimationPlan(ShotKind.WINDOW, first=0, last=30, every=15))
    first_rows = window.model.preview[:3]
    assert first_rows  # the open list's rows after expansion 30
    frames = _frames(path)
    assert len(frames) == 3
    # The open list's rows come from the worker after each Step: the frame waits for them,
    # so the whole window's last frame is its screenshot, open list included.
    end = _screenshot(window, ShotKind.WINDOW, tmp_path)
    ys, xs = np.nonzero(np.any(frames[-1] != end, axis=2))
    differing = (xs.min(), ys.min(), xs.max(), ys.max()) if len(xs) else None
    if differing is not None:
        Image.fromarray(frames[-1]).save(tmp_path / "frame.png")  # kept by pytest, to look at
        Image.fromarray(end).save(tmp_path / "screenshot.png")
    assert differing is None, f"the frame differs from the screenshot in {differing}"


def test_an_animation_of_the_search_tree_shows_it_growing(qtbot, window, tmp_path):
    _astar_on_d(window)
    path = tmp_path / "tree.webp"
    _record(qtbot, window, path, AnimationPlan(ShotKind.TREE, first=0, last=20, every=10))
    frames = _frames(path)
    assert len(frames) == 3
    size = window.search_tree.size()
    assert frames[0].shape[:2] == (size.height(), size.width())
    assert len(window.search_tree.tree.nodes) > 20  # the tree of 20 expansions, drawn
    assert not np.array_equal(frames[1], frames[2])
