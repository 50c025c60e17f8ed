"""The window is composed, not assembled (issue 24 item 4): its panes and features are made
by the window's own lists, and no other module writes attributes onto a window or finds the
window's panes by scanning its children."""

from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "cavalo_gui" / "app"
LAYOUT = {"zoom_layout.py", "window_snapshot.py"}
"""Modules that treat every dock alike, none by name: the zoom's one font and one width rule,
and the snapshot Present takes of every dock's size to put it back."""


def _modules() -> dict[str, ast.Module]:
    return {
        str(path.relative_to(APP)): ast.parse(path.read_text(encoding="utf-8"))
        for path in sorted(APP.rglob("*.py"))
    }


def _is_a_window(node: ast.expr) -> bool:
    """``window`` or ``self.window``."""
    if isinstance(node, ast.Name):
        return node.id == "window"
    return isinstance(node, ast.Attribute) and node.attr == "window"


def test_no_module_writes_attributes_onto_a_window():
    writes = []
    for name, tree in _modules().items():
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else []
            for target in targets:
                for part in ast.walk(target):
                    if isinstance(part, ast.Attribute) and _is_a_window(part.value):
                        writes.append(f"{name}:{node.lineno} {ast.unparse(part)}")
    assert writes == []


def test_no_attach_helpers_assemble_the_window():
    helpers = [
        f"{name}:{node.lineno} {node.name}"
        for name, tree in _modules().items()
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name.startswith("attach_")
    ]
    assert helpers == []


def test_panes_are_found_through_window_docks_not_by_scanning_children():
    scans = []
    for name, tree in _modules().items():
        if Path(name).name in LAYOUT:
            continue
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("findChild", "findChildren")
                and node.args
                and ast.unparse(node.args[0]) == "QDockWidget"
            ):
                scans.append(f"{name}:{node.lineno} {ast.unparse(node)}")
    assert scans == []


def test_the_main_window_composes_rather_than_grows():
    """Its commands, status and features live in modules of their own: the window lists them."""
    lines = (APP / "window" / "main_window.py").read_text(encoding="utf-8").count("\n")
    assert lines < 400, lines
