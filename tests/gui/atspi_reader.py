"""Reads the window as a screen reader does, through AT-SPI (run by the system's python3, which
has pyatspi; not a test module of its own: ``test_screen_reader.py`` runs it).

It starts the command given after ``--`` (the window, on the display and session bus it was
given), waits for the application to appear on the accessibility bus, and prints one JSON
object: every accessible of the window (role, name, description, whether it is showing and a
path of roles and names), and what the board says before and after three presses of the
toolbar's Step done through AT-SPI's own action interface, with the description-changed events
heard meanwhile.
"""

import json
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

APPLICATION = "cavalo-gui"
BOARD_NAME = "Board:"  # the board view's accessible name starts so (in English)
OPEN_LIST = "Open list"
WAIT_SECONDS = 90
DEPTH = 60


def find_application():
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            child = desktop.getChildAtIndex(index)
            if child is not None and child.name == APPLICATION and child.childCount > 0:
                return child
        time.sleep(0.5)
    return None


def walk(node, path=(), found=None, depth=0):
    found = [] if found is None else found
    if node is None or depth > DEPTH:
        return found
    try:
        role, name = node.getRoleName(), node.name or ""
        description = node.description or ""
        showing = node.getState().contains(pyatspi.STATE_SHOWING)
        actions = []
        try:
            action = node.queryAction()
            actions = [action.getName(i) for i in range(action.nActions)]
        except NotImplementedError:
            pass
    except Exception:  # a node gone while read (a popup closing)
        return found
    here = (*path, f"{role}:{name}")
    found.append(
        {
            "role": role,
            "name": name,
            "description": description,
            "showing": showing,
            "actions": actions,
            "path": " / ".join(here),
        }
    )
    for index in range(node.childCount):
        walk(node.getChildAtIndex(index), here, found, depth + 1)
    return found


def first(node, test, depth=0):
    if node is None or depth > DEPTH:
        return None
    try:
        if test(node):
            return node
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:
        return None
    for child in children:
        hit = first(child, test, depth + 1)
        if hit is not None:
            return hit
    return None


def showing(node):
    return node.getState().contains(pyatspi.STATE_SHOWING)


def step_and_listen(application, report):
    """Focus the board, press Step three times by its AT-SPI action, note what the board says
    and the description-changed events heard."""
    board = first(application, lambda n: (n.name or "").startswith(BOARD_NAME) and showing(n))
    step = first(
        application,
        lambda n: n.getRoleName() == "push button" and n.name == "Step" and showing(n),
    )
    report["board_found"] = board is not None
    report["step_found"] = step is not None
    if board is None or step is None:
        return
    report["board_role"] = board.getRoleName()
    report["board_name"] = board.name
    heard = report.setdefault("heard", [])

    def on_event(event):
        if (event.source.name or "").startswith(BOARD_NAME):
            heard.append(event.source.description or "")

    pyatspi.Registry.registerEventListener(
        on_event, "object:property-change:accessible-description"
    )
    said = report.setdefault("board_said", [])
    plan = ["focus", "read", "step", "step", "step", "settle", "read", "rows", "stop"]
    settling = [40]  # turns of 0.7 s a busy machine may take to draw the third step

    def next_move():
        move = plan.pop(0)
        if move == "focus":
            board.queryComponent().grabFocus()
        elif move == "read":
            said.append(board.description or "")
            report["board_focused"] = board.getState().contains(pyatspi.STATE_FOCUSED)
        elif move == "settle":
            settling[0] -= 1
            if settling[0] > 0 and (len(heard) < 2 or heard[-1] != (board.description or "")):
                plan.insert(0, "settle")
        elif move == "rows":
            table = first(application, lambda n: n.getRoleName() == "tree" and n.name == OPEN_LIST)
            if table is not None:
                report["open_rows"] = [
                    {"role": node["role"], "name": node["name"]} for node in walk(table)[1:]
                ]
        elif move == "step":
            action = step.queryAction()
            action.doAction(0)
        else:
            pyatspi.Registry.stop()
            return False
        return True

    GLib.timeout_add(700, next_move)
    pyatspi.Registry.start()


def main():
    command = sys.argv[sys.argv.index("--") + 1 :]
    window = subprocess.Popen(command)
    report = {}
    try:
        application = find_application()
        report["found"] = application is not None
        if application is not None:
            time.sleep(2)  # the window laid out and painted
            report["nodes"] = walk(application)
            step_and_listen(application, report)
    finally:
        window.terminate()
        try:
            window.wait(timeout=20)
        except subprocess.TimeoutExpired:
            window.kill()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
