"""``cavalo screenshot``: the desktop window after N expansions (or at the end), as a PNG.

The real window is built offscreen and driven through its own controls (see
:mod:`cavalo_gui.app.headless`), so the picture is the one a user would see. Qt is imported
only when the options are good, so bad input costs nothing and ends in one line on stderr.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from cavalo_gui.cli import options
from cavalo_gui.domains.catalogues import MessageError, render
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import Message, message
from cavalo_gui.reports.argument_errors import option_error

SOLVED = "solved"
WHAT = ("window", "board", "chart", "tree")
PICTURES = (".png", ".svg", ".pdf")
VIEWS = ("tree", "pseudocode")
FINE_PHASES = ("select", "generate", "insert")
SMALLEST, LARGEST = (400, 300), (7680, 4320)
DEFAULT_WINDOW = (1600, 980)  # the window's size when --size is not given (screen_fit.py)
SIZES = message(
    "cli.wanted.size-range", smallest="{}x{}".format(*SMALLEST), largest="{}x{}".format(*LARGEST)
)


SIZE_HELP = (
    "the window's size (default {}x{}); with --what board, chart or tree the "
    "picture is that part of the window, smaller, and its size is printed"
).format(*DEFAULT_WINDOW)


def from_the_window(what: str, size: tuple[int, int] | None) -> Message | str:
    """ " from a 1400x860 window" for a part of the window (whose size --size does not set),
    nothing for the whole window."""
    if what == "window":
        return ""
    width, height = size or DEFAULT_WINDOW
    return message("cli.wrote.from-window", width=width, height=height)


def at_point(text: str) -> int | None:
    """'solved' (or 'end'): run to the end, None; else a number of expansions >= 0."""
    if text.strip().lower() in (SOLVED, "end"):
        return None
    try:
        return options.non_negative_int(text)
    except argparse.ArgumentTypeError:
        raise option_error(
            "cli.expected", wanted=message("cli.wanted.at"), text=echoed(text)
        ) from None


def fine_phase(text: str) -> tuple[str, int]:
    """'select', 'generate:2' (the second child; 'generate' the first) or 'insert'."""
    phase, _, number = text.strip().lower().partition(":")
    if phase not in FINE_PHASES or (number and phase != "generate"):
        raise option_error("cli.expected", wanted=message("cli.wanted.fine"), text=echoed(text))
    try:
        generated = options.positive_int(number) if number else 1
    except argparse.ArgumentTypeError:
        wanted = message("cli.wanted.fine-child")
        raise option_error("cli.expected", wanted=wanted, text=echoed(text)) from None
    return phase, generated


def window_size(text: str) -> tuple[int, int]:
    """'1600x980' -> (1600, 980), within sizes a screen can have."""
    width, separator, height = text.lower().partition("x")
    digits = "0123456789"
    if not separator or not all(
        part.strip() and set(part.strip()) <= set(digits) for part in (width, height)
    ):
        raise option_error("cli.expected", wanted=message("cli.wanted.size"), text=echoed(text))
    if any(len(part.strip()) > 5 for part in (width, height)):  # int() refuses 5,000 digits
        raise option_error("cli.expected", wanted=SIZES, text=echoed(text.strip(), False))
    size = (int(width), int(height))
    if not all(
        low <= value <= high for low, value, high in zip(SMALLEST, size, LARGEST, strict=True)
    ):
        raise option_error("cli.expected", wanted=SIZES, text=text)
    return size


def picture_path(text: str) -> Path:
    """A .png, .svg or .pdf file name."""
    path = Path(text)
    if path.suffix.lower() not in PICTURES:
        wanted = message("cli.wanted.picture")
        raise option_error("cli.expected", wanted=wanted, text=echoed(text))
    return path


def check_drawing(out: Path, what: str, view: str | None) -> None:
    """A drawing (.svg, .pdf) is of the board, the tree or the chart; ValueError otherwise."""
    shown = view or what
    if out.suffix.lower() != ".png" and shown in ("window", "pseudocode"):
        only_png = {"window": "cli.png-only.window", "pseudocode": "cli.png-only.pseudocode"}
        raise MessageError(message(only_png[shown], path=str(out)))


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "screenshot",
        help="save a PNG of the app's window after N expansions or at the end",
        description=(
            "Build the desktop window offscreen, run the search in it for N expansions (Step "
            "N times) or to its end, and save the window, the board, the tree or the chart as "
            "a PNG; the board, the tree or the chart also as a vector drawing, SVG or PDF, "
            "chosen by the file's extension."
        ),
    )
    options.add_run_options(parser, {"required": True, "help": "the search algorithm"})
    parser.add_argument(
        "--at",
        type=at_point,
        default=None,
        metavar="solved|N",
        help="when to take it: at the end of the run (default), or after N expansions",
    )
    parser.add_argument("--what", choices=WHAT, default="window", help="what to capture")
    parser.add_argument(
        "--view",
        choices=VIEWS,
        help="capture this view of the search instead: 'tree', the search tree (fitted), or "
        "'pseudocode', the algorithm's pseudocode with its current line and variables",
    )
    parser.add_argument(
        "--fine",
        type=fine_phase,
        metavar="select|generate[:N]|insert",
        help="after --at N expansions, turn Fine step on and show this phase of the next one "
        "(generate:2, its second child), the pseudocode and the search tree in view",
    )
    parser.add_argument("--size", type=window_size, metavar="WxH", help=SIZE_HELP)
    parser.add_argument(
        "--zoom",
        type=options.zoom_percent,
        default=100,
        metavar="PERCENT",
        help="the text zoom of View > Zoom, 80 to 300 (default 100)",
    )
    parser.add_argument(
        "--high-contrast",
        action="store_true",
        help="the boards in View > High-contrast board's colours",
    )
    parser.add_argument(
        "--out", type=picture_path, required=True, metavar="FILE.png|FILE.svg|FILE.pdf"
    )
    parser.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    options.check_output_paths(args, out=args.out)
    check_drawing(args.out, args.what, args.view)
    if args.fine is not None and args.at is None:
        raise option_error("cli.fine-with-at")
    setup = options.choices_from(args)  # checked before Qt starts
    source = args.board.name if args.board is not None else "command line"

    from cavalo_gui.app.export.files import ShotKind
    from cavalo_gui.app.headless import render_screenshot

    shot = render_screenshot(
        setup,
        args.out,
        at=args.at,
        what=ShotKind(args.what),
        size=args.size,
        source=source,
        view=args.view,
        language=args.lang,
        zoom=args.zoom,
        high_contrast=args.high_contrast,
        fine=args.fine,
    )
    state: list[Message | str] = [f": {shot.outcome}"] if shot.outcome else []
    if shot.phase:
        phase = f"{shot.phase[:1].lower()}{shot.phase[1:]}"
        state.append(message("cli.wrote.fine-step", phase=phase))
    elif args.fine is not None:
        state.append(message("cli.wrote.no-fine-step"))
    shown = args.view or args.what
    wrote = message(
        "cli.screenshot.wrote",
        path=str(shot.path),
        width=shot.width,
        height=shot.height,
        window=from_the_window(shown, args.size),
        shown=message(f"cli.wrote.part.{shown}"),
        n=shot.expanded,
        state="".join(
            render(said, args.lang) if isinstance(said, Message) else said for said in state
        ),
    )
    print(render(wrote, args.lang))
    return 0
