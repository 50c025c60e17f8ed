"""The app's languages: English (the source strings) and European Portuguese, through Qt's
own translation system.

The Portuguese messages live in ``resources/translations/cavalo_pt_PT.ts`` (made with
``pyside6-lupdate``, translated by hand). A wheel carries the compiled ``.qm`` (the build hook,
``hatch_build.py``, compiles it); a checkout or an editable install compiles it here, at
start-up, when the ``.qm`` is missing or older than its ``.ts``, so that no one runs a hand
step. The language follows the system's locale unless View > Language chose one (remembered in
the settings), as :func:`~cavalo_gui.domains.languages.user_language` decides;
:func:`set_language` switches it live: installing a translator sends every widget a
``LanguageChange`` event, on which each one sets its texts again (``retranslate_ui``). The
figures the window writes follow the language (:func:`number`: 1 234,5 in Portuguese), and Qt's
own widgets (spin boxes) its ``QLocale``, the same CLDR locale (``pt_PT``), given at the switch
to every window the app made (not to Qt's or pyqtgraph's menus, which a garbage collection may
free under the switch).

A language is named by one code everywhere, the window, the settings, the reports and the
command alike: ``en`` or ``pt`` (:mod:`cavalo_gui.domains.languages`); the locale it writes in
(``pt_PT``) and the translation files' names are derived from it.
"""

from __future__ import annotations

import gc
import os
import re
import shutil
import string
import subprocess
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.resources import resource_path
from cavalo_gui.domains.catalogues import MessageError, render
from cavalo_gui.domains.domain import DomainProblem
from cavalo_gui.domains.file_error import FileError
from cavalo_gui.domains.languages import ENGLISH, LOCALES, PORTUGUESE, format_significant
from cavalo_gui.engine.message import Message
from cavalo_gui.reports import messages

LANGUAGES: dict[str, str] = {ENGLISH: "English", PORTUGUESE: "Português"}
"""Every language offered, by code, with its name in itself (as View > Language shows it)."""

TRANSLATION_PREFIX = "cavalo_"

_POPUPS = (Qt.WindowType.Popup, Qt.WindowType.ToolTip)
"""Menus and tooltips: they show no figure, and many are Qt's or pyqtgraph's own."""

_translators: list[QTranslator] = []
_current = ENGLISH


def system_locale_name() -> str:
    """The name of the system's locale as Qt finds it (``pt_PT``, ``en_US``; from the system's
    own settings where no POSIX variable says it, as on Windows), for
    :func:`~cavalo_gui.domains.languages.user_language` to decide the language by."""
    return QLocale.system().name()


def current_language() -> str:
    """The code of the language the app shows now."""
    return _current


def _lrelease() -> list[str] | None:
    """How to run Qt's ``lrelease``, or None when it is nowhere to be found."""
    script = shutil.which("pyside6-lrelease")
    if script:
        return [script]
    import PySide6

    folder = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
        if (folder / name).is_file():
            return [str(folder / name)]
    return None


CHECKOUT = Path(__file__).resolve().parents[2]
"""The project's folder when the app runs from a checkout or an editable install (it holds
``pyproject.toml`` and ``resources/translations/*.ts``)."""


def compiled_translation(language: str) -> Path | None:
    """The ``.qm`` file of ``language``; in a checkout, compiled from its ``.ts`` first when
    the ``.qm`` is missing or older (an installed wheel or a frozen build carries the ``.qm``
    the build hook made, and never compiles). None if there is none to load."""
    name = f"translations/{TRANSLATION_PREFIX}{LOCALES[language]}"
    source = CHECKOUT / "resources" / f"{name}.ts"
    if (CHECKOUT / "pyproject.toml").is_file() and source.is_file():
        target = source.with_suffix(".qm")
        stale = not target.is_file() or target.stat().st_mtime < source.stat().st_mtime
        command = _lrelease() if stale else None
        if command is not None:
            _compile(command, source, target)
    try:
        return resource_path(f"{name}.qm")
    except FileNotFoundError:
        return None


def _compile(command: list[str], source: Path, target: Path) -> None:
    """``lrelease`` of ``source`` into ``target``, through a file of this process's own that
    then replaces it whole: two windows (or test processes) starting at once in one checkout
    never load a ``.qm`` the other is half-way through writing."""
    written = target.with_name(f".{target.name}.{os.getpid()}")
    try:
        done = subprocess.run(
            [*command, "-silent", str(source), "-qm", str(written)],
            capture_output=True,
            check=False,
        )
        if done.returncode == 0 and written.is_file():
            os.replace(written, target)
    except OSError:
        pass  # a folder we cannot write: the .qm there, if any, is loaded as it is
    finally:
        written.unlink(missing_ok=True)


def _give_locale(app: QApplication, locale: QLocale) -> None:
    """Give ``locale`` to the app's windows made in Python (Qt's and pyqtgraph's menus and
    popups aside, and any freed meanwhile), with the garbage collector held off. A collection
    during the walk can free a deleted plot's widgets, and with them Qt-made menus whose Python
    wrappers are never told: a call on one, or an event on its way to one, is a segmentation
    fault."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        for window in app.topLevelWidgets():
            own = shiboken6.createdByPython(window) and shiboken6.isValid(window)
            if own and window.windowType() not in _POPUPS:
                window.setLocale(locale)
    finally:
        if collecting:
            gc.enable()


def set_language(language: str) -> bool:
    """Show the app in ``language`` (a key of :data:`LANGUAGES`) from now on; every widget
    retranslates itself. False if its translation could not be loaded (the app stays in
    English)."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("set_language needs a QApplication")
    if language not in LANGUAGES:
        language = ENGLISH
    loaded = True
    new_translators: list[QTranslator] = []
    if language != ENGLISH:
        path = compiled_translation(language)
        qt_own = QTranslator(app)  # Qt's words (context menus, dialogs), where Qt has them
        if qt_own.load(
            f"qt_{LOCALES[language]}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ):
            new_translators.append(qt_own)
        ours = QTranslator(app)
        if path is not None and ours.load(str(path)):
            new_translators.append(ours)  # installed last, so asked first
        else:
            new_translators, language, loaded = [], ENGLISH, False
    for old in _translators:
        QCoreApplication.removeTranslator(old)
        old.deleteLater()
    _translators[:] = new_translators
    _current = language
    locale = QLocale(LOCALES[language])
    QLocale.setDefault(locale)  # for the widgets made from now on
    if isinstance(app, QApplication):
        _give_locale(app, locale)  # and to the windows already made, which keep theirs
    for translator in new_translators:
        QCoreApplication.installTranslator(translator)
    return loaded


def report_language() -> str:
    """The current language (``en`` or ``pt``), as the reports and the catalogues take it."""
    return _current


def number(value: float | None, decimals: int = 0) -> str:
    """``value`` written in the current language's way, with group separators ("1 234,5" in
    Portuguese as written in Portugal, "1,234.5" in English); "–" for none and "∞" for
    infinity. The window writes its figures with the reports' formatter, so that both say a
    number alike."""
    return messages.format_number(value, decimals, report_language())


def short_number(value: float) -> str:
    """``value`` to four significant digits in the current language's way (9.259 in English,
    9,259 in Portuguese): the open list's and the search tree's g, h and f."""
    return format_significant(value, report_language())


_FIXED = re.compile(r"\.(\d)f")  # {x:.1f}: this many decimals
_SIGNIFICANT = re.compile(r"(?:\.(\d))?g")  # {x:g} (six significant digits), {x:.4g}


class _LanguageFormatter(string.Formatter):
    """``str.format`` but for figures, which come in the current language's way: ``{n:,}``
    grouped (1 234 in Portuguese, not 1,234), ``{x:.1f}`` with that many decimals (0,5) and
    ``{x:g}`` or ``{x:.4g}`` to that many significant digits (9,259)."""

    def format_field(self, value: object, format_spec: str) -> str:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return super().format_field(value, format_spec)
        if format_spec == ",":
            return number(value)
        if fixed := _FIXED.fullmatch(format_spec):
            return number(value, int(fixed.group(1)))
        if significant := _SIGNIFICANT.fullmatch(format_spec):
            digits = int(significant.group(1) or 6)
            return format_significant(value, report_language(), max(digits, 1))
        return super().format_field(value, format_spec)


_FORMATTER = _LanguageFormatter()


def fill(text: str, **values: object) -> str:
    """``text``, a translated sentence, with ``values`` put in; its figures (``{n:,}``,
    ``{x:.1f}``, ``{x:g}``, ``{x:.4g}``) in the current language's way."""
    return _FORMATTER.format(text, **values)


def state_words(problem: DomainProblem, state: object) -> str:
    """The puzzle's sentence for ``state`` (``describe_state``) in the current language."""
    return messages.translate_state(problem.describe_state(state), report_language())


def error_text(error: BaseException) -> str:
    """An error as the window shows it, in the current language: a file's error with its file,
    line and what is wrong (:meth:`FileError.text`), a refusal said as a message
    (:class:`MessageError`) rendered, any other as it says itself."""
    if isinstance(error, (FileError, MessageError)):
        return error.text(report_language())
    return str(error)


def what_is_wrong(error: FileError) -> str:
    """What is wrong with a file, without the file's name, in the current language."""
    if isinstance(error.message, Message):
        return render(error.message, report_language())
    return error.message
