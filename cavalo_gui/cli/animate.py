"""``cavalo animate``: a run, or its expansions a..b, as an animated GIF, WebP or MP4.

The desktop window is built offscreen and its run stepped as in ``cavalo screenshot``; a frame
is grabbed every ``--every`` expansions. The format comes from ``--out``'s extension. Bad
options end in one line on stderr before Qt starts; a range the run does not reach, once the
run has ended.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cavalo_gui.cli import options
from cavalo_gui.cli.screenshot import DEFAULT_WINDOW, WHAT, from_the_window, window_size
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import message
from cavalo_gui.reports.animation_files import (
    ANIMATION_SUFFIXES,
    MAX_FPS,
    MIN_FPS,
    animation_format,
)
from cavalo_gui.reports.argument_errors import option_error

END = "end"
# A GIF's window when --size is not given: one of the layouts the window is made for, its board
# 534x589 and still read at a glance, where 1600x980's 754x801 made the GIF of 2,001 frames of
# the board 29 MB (issue 38 asks under 20; most of a GIF is the pixels each frame changes).
GIF_WINDOW = (1366, 768)
SIZE_HELP = (
    "the window's size (default {}x{}, {}x{} for a GIF: a smaller file); with --what board, "
    "chart or tree the animation is that part of the window, smaller, and its size is printed"
).format(*DEFAULT_WINDOW, *GIF_WINDOW)


def expansion_range(text: str) -> tuple[int, int | None]:
    """'A..B' (expansions A to B), 'A..' or 'A..end' (A to the run's end), '..B' (0 to B)."""
    first, separator, last = text.strip().lower().partition("..")
    try:
        if not separator:
            raise argparse.ArgumentTypeError
        start = options.non_negative_int(first) if first.strip() else 0
        stop = None if last.strip() in ("", END) else options.non_negative_int(last)
    except argparse.ArgumentTypeError:
        raise option_error("cli.range.expected", text=echoed(text)) from None
    if stop is not None and stop < start:
        raise option_error("cli.range.empty", start=start, stop=stop)
    return start, stop


def frames_per_second(text: str) -> float:
    """A number of frames per second from 1 to :data:`MAX_FPS`."""
    try:
        fps = float(text)
    except ValueError:
        fps = 0.0
    if not MIN_FPS <= fps <= MAX_FPS:
        wanted = message("cli.wanted.fps", most=MAX_FPS)
        raise option_error("cli.expected", wanted=wanted, text=echoed(text))
    return fps


def animation_path(text: str) -> Path:
    """A .gif, .webp or .mp4 file name."""
    try:
        animation_format(text)
    except ValueError:
        known = ", ".join(ANIMATION_SUFFIXES)
        wanted = message("cli.wanted.file-ending", suffixes=known)
        raise option_error("cli.expected", wanted=wanted, text=echoed(text)) from None
    return Path(text)


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "animate",
        help="save a run, or its expansions A..B, as an animated GIF, WebP or MP4",
        description=(
            "Build the desktop window offscreen, step its run and grab the window, the board, "
            "the tree or the chart every N expansions, from expansion A to B (or the run's "
            "end), into an animation: GIF, WebP or MP4, chosen by the file's extension."
        ),
    )
    options.add_run_options(parser, {"required": True, "help": "the search algorithm"})
    parser.add_argument(
        "--range",
        type=expansion_range,
        default=(0, None),
        metavar="A..B",
        help="the expansions shown: A..B, A..end or ..B (default 0..end)",
    )
    parser.add_argument(
        "--every",
        type=options.positive_int,
        default=1,
        metavar="N",
        help="expansions per frame (default 1)",
    )
    parser.add_argument(
        "--fps",
        type=frames_per_second,
        default=10.0,
        metavar="F",
        help=f"frames per second, up to {MAX_FPS} (default 10)",
    )
    parser.add_argument("--what", choices=WHAT, default="window", help="what to record")
    parser.add_argument("--size", type=window_size, metavar="WxH", help=SIZE_HELP)
    parser.add_argument(
        "--zoom",
        type=options.zoom_percent,
        default=100,
        metavar="PERCENT",
        help="the text zoom, 80 to 300",
    )
    parser.add_argument(
        "--high-contrast", action="store_true", help="the boards in high-contrast colours"
    )
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        help="a progress bar on stderr (default: when stderr is a terminal)",
    )
    parser.add_argument(
        "--out", type=animation_path, required=True, metavar="FILE.gif|FILE.webp|FILE.mp4"
    )
    parser.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    """Check the options, then record the animation in the offscreen window."""
    options.check_output_paths(args, out=args.out)
    size = args.size
    if size is None and args.out.suffix.lower() == ".gif":
        size = GIF_WINDOW
    setup = options.choices_from(args)  # checked before Qt starts
    source = args.board.name if args.board is not None else "command line"
    first, last = args.range
    shown = args.progress if args.progress is not None else sys.stderr.isatty()

    from tqdm import tqdm

    from cavalo_gui.app.export.animation import AnimationPlan
    from cavalo_gui.app.export.files import ShotKind
    from cavalo_gui.app.headless_animation import render_animation

    plan = AnimationPlan(ShotKind(args.what), first, last, args.every, args.fps)
    with tqdm(
        total=plan.frames(),
        unit="frame",
        desc="animate",
        file=sys.stderr,
        disable=not shown,
        dynamic_ncols=True,
    ) as bar:

        def progress(done: int, _total: int) -> None:
            bar.update(done - bar.n)

        animation = render_animation(
            setup,
            args.out,
            plan,
            size=size,
            source=source,
            language=args.lang,
            zoom=args.zoom,
            high_contrast=args.high_contrast,
            progress=progress,
        )
    wrote = message(
        "cli.animate.wrote",
        path=str(animation.path),
        n=animation.frames,
        width=animation.width,
        height=animation.height,
        window=from_the_window(args.what, size),
        shown=message(f"cli.wrote.part.{args.what}"),
        first=first,
        last=animation.expanded,
        state=f": {animation.outcome}" if animation.outcome else "",
    )
    print(render(wrote, args.lang))
    return 0
