"""Issue 33 item 26: the window read as a screen reader reads it, through AT-SPI.

The window runs on a virtual X server (Xvfb) with Qt's accessibility bridge on, in a D-Bus
session of its own; ``atspi_reader.py``, run by the system's Python (which has Debian's
``python3-pyatspi``), lists what the accessibility bus shows and presses Step through AT-SPI's
action interface. Every control, button, action, list row and the board has a name and a role,
and the board's focused square is said again when the search changes it. Where Xvfb, a session
bus or pyatspi is missing the test says skipped (``.ci/run`` installs them on Debian).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.xdist_group("screen_reader")  # one virtual X server and one window

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
NAMED_ROLES = {
    "push button", "toggle button", "check box", "radio button", "combo box", "spin button",
    "slider", "page tab", "menu item", "check menu item", "radio menu item", "list item",
    "table column header", "tree", "table", "list", "entry", "password text", "tool bar",
    "scroll pane", "page tab list",
}  # fmt: skip
"""What a person operates or reads row by row: each must say what it is."""
SQUARE = re.compile(r"^[A-Z]\d+ · ")  # "A1 · 02 · the knight, after move 1"


def _missing() -> str | None:
    if sys.platform != "linux":
        return "AT-SPI is the Linux accessibility bus"
    for program in ("Xvfb", "dbus-run-session"):
        if shutil.which(program) is None:
            return f"{program} is not installed (Debian: xvfb, dbus)"
    if not os.path.exists(SYSTEM_PYTHON):
        return f"no {SYSTEM_PYTHON}"
    probe = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, text=True, check=False
    )
    if probe.returncode != 0:
        return "the system's python3 has no pyatspi (Debian: python3-pyatspi, at-spi2-core)"
    return None


@pytest.fixture(scope="module")
def read_window(tmp_path_factory) -> dict:
    """What the reader heard: the window's accessibles, and the board around three Steps."""
    missing = _missing()
    if missing is not None:
        pytest.skip(missing)
    home = tmp_path_factory.mktemp("home")
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        display = server.stdout.readline().strip()
        if not display:
            pytest.skip("Xvfb did not start")
        environment = {
            key: value
            for key, value in os.environ.items()
            if key not in ("QT_QPA_PLATFORM", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY")
        }
        environment.update(
            DISPLAY=f":{display.decode()}",
            QT_QPA_PLATFORM="xcb",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_RUNTIME_DIR=str(home),
            PYTHONPATH=os.pathsep.join([str(HERE.parents[1]), environment.get("PYTHONPATH", "")]),
        )
        window = [sys.executable, "-m", "cavalo_gui.app.main"]
        done = subprocess.run(
            ["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "atspi_reader.py"), "--", *window],
            capture_output=True,
            text=True,
            env=environment,
            timeout=300,
            check=False,
        )
    finally:
        server.terminate()
        server.wait(timeout=30)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if "libxcb" in done.stderr and "missing" in done.stderr:
        pytest.skip("Qt's xcb platform lacks system libraries: " + done.stderr[-300:])
    assert lines, done.stderr[-3000:]
    report = json.loads(lines[-1])
    assert report["found"], "the window never appeared on the accessibility bus"
    return report


def test_every_control_action_and_row_has_a_name_and_a_role(read_window):
    nodes = read_window["nodes"]
    assert len(nodes) > 100
    unnamed = [
        node["path"]
        for node in nodes
        if node["role"] in NAMED_ROLES and not node["name"].strip()
        and (node["showing"] or "menu item" in node["role"])  # every action, menus closed too
    ]  # fmt: skip
    assert unnamed == []
    no_role = [node["path"] for node in nodes if node["showing"] and node["role"] == "unknown"]
    assert no_role == []
    roles = {node["role"] for node in nodes if node["showing"]}
    assert {"push button", "combo box", "slider", "menu item", "tree"} <= roles
    # a menu item's name ends with the keys the menu shows beside it, after a tab ("Step\tRight, N")
    menus = [node["name"].split("\t")[0] for node in nodes if node["role"] == "menu item"]
    assert {"Run", "Step", "Reset", "Quit"} <= set(menus)


def test_the_open_list_rows_are_read_cell_by_cell(read_window):
    rows = read_window["open_rows"]
    cells = [row for row in rows if row["role"] == "table cell"]
    headers = [row["name"] for row in rows if row["role"] == "table column header"]
    assert headers[:2] == ["#", "g"] and "path" in headers
    assert cells and all(cell["name"].strip() for cell in cells)
    assert [cell["name"] for cell in cells][:2] == ["1", "1"]  # row 1: order 1, g = 1


def test_the_board_says_its_square_and_says_it_again_as_the_search_moves(read_window):
    assert read_window["board_name"].startswith("Board:")
    assert read_window["board_role"] == "table"  # it said "filler", a plain widget's role
    before, after = read_window["board_said"]
    assert SQUARE.match(before) and SQUARE.match(after)
    assert before != after  # the knight came to the square, and left it
    heard = read_window["heard"]
    assert heard and all(SQUARE.match(sentence) for sentence in heard)
    assert heard[-1] == after  # told as it changed, not only when asked
