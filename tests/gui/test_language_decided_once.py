"""One place for each fact of the language (issue 37 item 3): the settings file's path and its
language key are worked out once (``app/settings_file.py``), and the language is decided by one
function (``user_language``) for the window, the ``cavalo`` command and the check that runs
before the window opens, so that all three speak alike."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from cavalo_gui.app import platform_check
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.settings_file import linux_settings_path, settings_file_in
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE, user_language
from cavalo_gui.reports.argument_errors import language_before_parsing
from cavalo_gui.reports.messages import language_from_environment

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("chosen", "locale", "expected"),
    [
        ("en", "pt_PT.UTF-8", ENGLISH),
        ("pt", "en_GB.UTF-8", PORTUGUESE),
        (None, "pt_BR", PORTUGUESE),
        (None, "pt", PORTUGUESE),
        (None, "en_US", ENGLISH),
        (None, "C", ENGLISH),
        (None, "", ENGLISH),
        ("fr", "pt_PT", PORTUGUESE),
    ],
)
def test_the_choice_wins_else_the_locale_says_portuguese_or_english(chosen, locale, expected):
    assert user_language(chosen, locale) == expected


@pytest.mark.parametrize("locale", ["pt_PT.UTF-8", "pt_BR", "en_GB.UTF-8", "C"])
def test_the_command_and_the_check_read_the_locale_alike(locale):
    environment = {"LC_ALL": "", "LC_MESSAGES": locale, "LANG": "en_US"}
    expected = user_language(None, locale)
    assert language_from_environment(environment) == expected
    assert language_before_parsing(["solve"], environment) == expected
    assert platform_check.message_language({**environment, "HOME": "/nonexistent"}) == expected


@pytest.mark.parametrize(
    ("stored", "expected"),
    [("pt", PORTUGUESE), ("en", ENGLISH), ("pt_PT", PORTUGUESE), ("pt_BR", None), ("fr", None)],
)
def test_the_window_and_the_check_read_the_remembered_language_alike(
    qapp, tmp_path, stored, expected
):
    """The check before Qt starts once read any "pt..." as Portuguese where the window, which
    knows only its own codes, followed the locale: now both read the one rule."""
    config = tmp_path / "config"
    path = settings_file_in(config)
    path.parent.mkdir(parents=True)
    path.write_text(f"[view]\nlanguage={stored}\n", encoding="utf-8")
    environment = {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(config), "LANG": "en_GB"}
    assert AppSettings(path).language() == expected
    assert platform_check.settings_language(environment) == expected
    assert platform_check.message_language(environment) == (expected or ENGLISH)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_for_a_settings_file_does_not_hang_the_check(tmp_path):
    """The check reads the settings file as the window does, refusing a FIFO unopened (it
    once read it whole, and waited for a writer for ever)."""
    config = tmp_path / "config"
    path = settings_file_in(config)
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    environment = {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(config), "LANG": "pt_PT"}
    said: list[str] = []
    reader = threading.Thread(
        target=lambda: said.append(platform_check.message_language(environment)), daemon=True
    )
    reader.start()
    reader.join(30)
    assert said == [PORTUGUESE]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check reads Linux's path")
def test_the_check_looks_for_the_settings_file_where_the_window_keeps_it(tmp_path):
    """Qt finds the window's settings file; the check, which may load no Qt, finds it by the
    XDG rules: both name the same file."""
    config = tmp_path / "config"
    script = "from cavalo_gui.app.settings import user_settings_path; print(user_settings_path())"
    environment = {**os.environ, "XDG_CONFIG_HOME": str(config), "PYTHONPATH": str(ROOT)}
    environment["QT_QPA_PLATFORM"] = "offscreen"
    shown = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=environment,
        check=True,
        timeout=120,
    ).stdout.strip()
    found = linux_settings_path({"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(config)})
    assert Path(shown) == found == config / "cavalo-gui" / "cavalo-gui.ini"
