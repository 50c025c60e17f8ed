"""The heuristic inspector's screenshots of the README, in English and Portuguese at 1366x768:
run ``python docs/learning/inspector_screenshots.py`` from the repository's root."""

from __future__ import annotations

import sys
from pathlib import Path

from cavalo_gui.app.export.files import export_widget
from cavalo_gui.app.headless import _wait_until, advance, offscreen_window, settle
from cavalo_gui.app.inspector.window import open_inspector
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.reports.choices import RunChoices

SIZE = (1366, 768)
FOLDER = Path(__file__).resolve().parent


def shoot(language: str) -> None:
    setup = RunChoices(get_domain("knight").load_puzzle("C"), "astar", "enunciado")
    with offscreen_window(setup, SIZE, language=language) as window:
        advance(window, None, 60.0)
        inspector = open_inspector(window)
        _wait_until(lambda: not inspector.background.running, 60.0, "the inspector")
        settle()
        inspector.resize(*SIZE)
        inspector.violations.setCurrentRow(4)
        inspector.heat_box.setChecked(True)
        settle()
        export_widget(inspector, FOLDER / f"inspector-{language}.png")
        export_widget(window, FOLDER / f"inspector-heat-map-{language}.png")
        inspector.close()


if __name__ == "__main__":
    for language in sys.argv[1:] or ["en", "pt"]:
        shoot(language)
