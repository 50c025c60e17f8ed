"""The facts of the app's settings file that are needed before Qt starts, in one place: where
the file lies below the user's configuration folder, how it is read without hanging, and which
key holds the language chosen in View > Language.

:class:`~cavalo_gui.app.settings.AppSettings` (the window's settings) and the check that runs
before the window opens (:mod:`cavalo_gui.app.platform_check`, which may load no Qt) both read
them here, so the check speaks the language the window would."""

from __future__ import annotations

import os
import stat
from collections.abc import Mapping
from pathlib import Path

from cavalo_gui.domains.languages import LANGUAGES

ORGANIZATION = "cavalo-gui"
APPLICATION = "cavalo-gui"
LANGUAGE_KEY = "view/language"
MAX_SETTINGS_BYTES = 1024 * 1024  # the app writes a few kilobytes: a larger file is not ours

FORMER_LANGUAGE_CODES = {"pt_PT": "pt"}
"""Language codes earlier versions remembered, and the code each is now."""


def settings_file_in(config_folder: Path) -> Path:
    """The settings file in the user's configuration folder ``config_folder`` (on Linux
    ``~/.config``): ``<organization>/<application>.ini``, as QSettings names it."""
    return config_folder / ORGANIZATION / f"{APPLICATION}.ini"


def linux_settings_path(environment: Mapping[str, str]) -> Path:
    """The settings file found as Qt finds it on Linux, without Qt: below
    ``$XDG_CONFIG_HOME`` when that is an absolute path, else below ``~/.config``."""
    config = environment.get("XDG_CONFIG_HOME") or ""
    if not os.path.isabs(config):
        config = os.path.join(environment.get("HOME") or os.path.expanduser("~"), ".config")
    return settings_file_in(Path(config))


def settings_bytes(path: Path) -> bytes | None:
    """The bytes of the settings file; b"" if there is none; None if it cannot be read, is
    no regular file (a FIFO, a device: refused before a read could hang) or is larger than
    any the app writes (reading a 100 MB one took seconds of CPU)."""
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return b""
    except OSError:
        return None
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode) or status.st_size > MAX_SETTINGS_BYTES:
            return None
        with os.fdopen(descriptor, "rb", closefd=False) as stream:
            data = stream.read(MAX_SETTINGS_BYTES + 1)
        return data if len(data) <= MAX_SETTINGS_BYTES else None
    except OSError:
        return None
    finally:
        os.close(descriptor)


def is_language_code(value: object) -> bool:
    """Whether ``value``, as remembered under :data:`LANGUAGE_KEY`, names a language of ours
    (a former code included)."""
    return value in LANGUAGES or value in FORMER_LANGUAGE_CODES


def remembered_language(value: object) -> str | None:
    """The language code ``value`` remembers (a former code as it is now); None for none."""
    if not is_language_code(value):
        return None
    return FORMER_LANGUAGE_CODES.get(value, value)  # type: ignore[arg-type, return-value]
