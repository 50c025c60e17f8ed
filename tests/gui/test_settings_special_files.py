"""A settings file that is a FIFO or a device is refused before it is opened, and one larger
than any the app writes is set aside with the notice a damaged one gets (issue 34, item 13):
the app starts with its defaults and leaves the file as it found it."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.settings_file import MAX_SETTINGS_BYTES

ROOT = Path(__file__).resolve().parents[2]
NOTICE = "Could not read the settings file {path}; using the defaults."


def _settings_within(path: Path, seconds: float = 30) -> AppSettings:
    """The settings read from ``path`` in a thread, which must not hang."""
    found: list[AppSettings] = []
    reader = threading.Thread(target=lambda: found.append(AppSettings(path)), daemon=True)
    reader.start()
    reader.join(seconds)
    assert found, f"reading {path} hung"
    return found[0]


def test_a_fifo_is_refused_before_it_is_opened(tmp_path):
    fifo = tmp_path / "cavalo-gui.ini"
    os.mkfifo(fifo)
    settings = _settings_within(fifo)
    assert settings.notices == [NOTICE.format(path=fifo)]
    settings.sync()  # left for the user to look at
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_is_refused(tmp_path):
    link = tmp_path / "cavalo-gui.ini"
    link.symlink_to("/dev/zero")
    settings = _settings_within(link)
    assert settings.notices == [NOTICE.format(path=link)]


def test_a_file_over_a_megabyte_is_set_aside_with_the_damaged_files_notice(tmp_path):
    big = tmp_path / "cavalo-gui.ini"
    big.write_bytes(b"[choices]\nproblem=B\n" + b";" * MAX_SETTINGS_BYTES)
    before = big.stat()
    settings = _settings_within(big)
    assert settings.notices == [NOTICE.format(path=big)]
    assert settings.value("choices/problem", None, str) is None
    settings.sync()
    after = big.stat()
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)


def test_the_app_starts_with_a_fifo_for_its_settings_file(tmp_path):
    folder = tmp_path / "config" / "cavalo-gui"
    folder.mkdir(parents=True)
    fifo = folder / "cavalo-gui.ini"
    os.mkfifo(fifo)
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        CAVALO_GUI_DEMO_RUN="A:0.3",
        PYTHONPATH=str(ROOT),
    )
    done = subprocess.run(
        [sys.executable, "-m", "cavalo_gui"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=90,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert sorted(path.name for path in (tmp_path / "config").iterdir()) == ["cavalo-gui"]
