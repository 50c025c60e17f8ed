"""A problem is labelled by what its puzzle asks: a target where the goal is one (the knight's
points, the boxes to close), none for Blokus Uno, whose goal is its stock."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cavalo_gui.domains.registry import DOMAINS


def _items(combo, domain: str) -> list[str]:
    texts = []
    for row in range(combo.count()):
        key = combo.itemData(row)
        if isinstance(key, str) and key.startswith(f"{domain}/"):
            texts.append(combo.itemText(row))
    return texts


def test_the_selector_names_a_target_only_where_the_puzzle_has_one(window):
    combo = window.panel.problem
    blokus = _items(combo, "blokus")
    assert blokus == sorted(DOMAINS["blokus"].puzzles())  # "A", "B", ... and nothing more
    assert all("target " in text for text in _items(combo, "knight") + _items(combo, "dots"))


def test_the_comparison_names_a_target_only_where_the_puzzle_has_one(qtbot, window):
    window.compare_action.trigger()
    dialog = window.compare_window
    try:
        problems = dialog.choices.problems.list
        texts = {
            str(item.data(Qt.ItemDataRole.UserRole)): item.text()
            for item in (problems.item(row) for row in range(problems.count()))
        }
        blokus = {key: text for key, text in texts.items() if key.startswith("blokus/")}
        assert blokus and all(text == key.partition("/")[2] for key, text in blokus.items())
        knight = [text for key, text in texts.items() if key.startswith("knight/")]
        assert knight and all(": target " in text for text in knight)
    finally:
        dialog.shutdown()
