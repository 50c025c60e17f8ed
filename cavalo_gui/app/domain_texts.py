"""The texts the puzzles and the engine give the window (labels, descriptions, units), in the
language the window shows.

A puzzle's texts and the algorithms' are messages (:class:`~cavalo_gui.engine.message.Text`)
of their packages' catalogues, rendered here by id, so a new puzzle or algorithm edits nothing
here and nothing is translated by reading its English. A test checks that every text the
registries offer has its Portuguese."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cavalo_gui.app.i18n import report_language
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.registry import puzzle_text
from cavalo_gui.engine.message import Message

QT_TEXTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QShortcut", "Space"),
    QT_TRANSLATE_NOOP("QShortcut", "Esc"),
    QT_TRANSLATE_NOOP("QShortcut", "Left"),
    QT_TRANSLATE_NOOP("QShortcut", "Right"),
    QT_TRANSLATE_NOOP("QShortcut", "Up"),
    QT_TRANSLATE_NOOP("QShortcut", "Down"),
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QShortcut", "Home"),
    QT_TRANSLATE_NOOP("QShortcut", "End"),
)
"""Qt's own words the window shows (standard buttons, key names in tooltips): Qt ships no
European Portuguese for them (its qt_pt_PT lacks most, its pt_BR says "Salvar"), so the
app's translation carries them in Qt's contexts."""


def domain_text(text: str | Message) -> str:
    """``text``, a label or description from a puzzle or the engine, in the current language:
    a message or a :class:`~cavalo_gui.engine.message.Text` rendered by its id; any other
    text (a file's own description) as it is written."""
    if isinstance(text, Message):
        return render(text, report_language())
    return puzzle_text(text, report_language()) or text
