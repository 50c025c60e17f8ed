"""``cavalo-gui`` before Qt starts (issue 26, item 1): with no display, or with a system library
Qt's xcb plugin needs missing, one line on standard error in the user's language (naming the
library and the command that installs it on Debian/Ubuntu, Fedora or Arch) and a status of its
own, instead of Qt's abort; nothing checked when another Qt platform is chosen."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from cavalo_gui.app import platform_check
from cavalo_gui.app.main import build_parser
from cavalo_gui.app.platform_check import (
    EXIT_MISSING_LIBRARIES,
    EXIT_NO_DISPLAY,
    check_platform,
    missing_library,
    platform_problem,
    xcb_needs,
    xcb_plugin,
)

ROOT = Path(__file__).resolve().parents[2]

NO_DISPLAY_EN = (
    "cavalo-gui: no display to open the window on: neither an X server (DISPLAY) nor Wayland "
    "(WAYLAND_DISPLAY) is set; start it from a desktop session, or use the cavalo command"
)
NO_DISPLAY_PT = (
    "cavalo-gui: não há ecrã onde abrir a janela: não está definido nem um servidor X "
    "(DISPLAY) nem o Wayland (WAYLAND_DISPLAY); abra-o numa sessão gráfica, ou use o comando "
    "cavalo"
)
RELEASES = {
    "debian": {"ID": "debian", "VERSION_ID": "12"},
    "ubuntu": {"ID": "ubuntu", "ID_LIKE": "debian"},
    "fedora": {"ID": "fedora", "VERSION_ID": "40"},
    "rocky": {"ID": "rocky", "ID_LIKE": "rhel centos fedora"},
    "arch": {"ID": "arch"},
    "manjaro": {"ID": "manjaro", "ID_LIKE": "arch"},
}


@pytest.fixture
def linux(monkeypatch, tmp_path):
    """A Linux system with the real xcb plugin's list of libraries, every one loadable, on
    Debian; the environment to pass has no settings file, an English locale and a display."""
    monkeypatch.setattr(platform_check, "running_on_linux", lambda: True)
    monkeypatch.setattr(platform_check, "frozen", lambda: False)
    monkeypatch.setattr(platform_check, "missing_library", lambda name: None)
    monkeypatch.setattr(platform_check, "os_release", lambda: RELEASES["debian"])
    return {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"), "LANG": "C"}


def absent(monkeypatch, *names: str) -> None:
    """The dynamic loader finds every library but ``names``."""
    monkeypatch.setattr(
        platform_check, "missing_library", lambda name: name if name in names else None
    )


def one_line(environment) -> tuple[int, str]:
    stream = io.StringIO()
    status = check_platform(environment, stream)
    return status, stream.getvalue()


@pytest.mark.parametrize(
    ("locale", "expected"), [("en_GB.UTF-8", NO_DISPLAY_EN), ("pt_PT.UTF-8", NO_DISPLAY_PT)]
)
def test_no_display_is_one_line_and_status_4_in_the_users_language(linux, locale, expected):
    status, written = one_line({**linux, "LANG": locale})
    assert status == EXIT_NO_DISPLAY == 4
    assert written == expected + "\n"


def test_the_language_chosen_in_the_window_wins_over_the_locale(linux, tmp_path):
    settings = tmp_path / "config" / "cavalo-gui" / "cavalo-gui.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[view]\nlanguage=pt_PT\n", encoding="utf-8")
    assert one_line({**linux, "LANG": "en_GB.UTF-8"}) == (EXIT_NO_DISPLAY, NO_DISPLAY_PT + "\n")


@pytest.mark.parametrize(
    ("release", "command"),
    [
        ("debian", "sudo apt install libxcb-cursor0"),
        ("ubuntu", "sudo apt install libxcb-cursor0"),
        ("fedora", "sudo dnf install xcb-util-cursor"),
        ("rocky", "sudo dnf install xcb-util-cursor"),
        ("arch", "sudo pacman -S --needed xcb-util-cursor"),
        ("manjaro", "sudo pacman -S --needed xcb-util-cursor"),
    ],
)
def test_a_missing_libxcb_cursor_is_named_with_the_command_that_installs_it(
    linux, monkeypatch, release, command
):
    absent(monkeypatch, "libxcb-cursor.so.0")
    monkeypatch.setattr(platform_check, "os_release", lambda: RELEASES[release])
    status, written = one_line({**linux, "DISPLAY": ":0"})
    assert status == EXIT_MISSING_LIBRARIES == 5
    assert written == (
        "cavalo-gui: Qt's xcb platform needs a system library that is missing: "
        f"libxcb-cursor.so.0; install it with: {command}\n"
    )


def test_several_missing_libraries_are_one_line_and_one_command_in_portuguese(linux, monkeypatch):
    absent(monkeypatch, "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libEGL.so.1")
    status, written = one_line({**linux, "DISPLAY": ":0", "LANG": "pt_PT.UTF-8"})
    assert status == EXIT_MISSING_LIBRARIES
    assert written == (
        "cavalo-gui: a plataforma xcb do Qt precisa de bibliotecas do sistema que faltam: "
        "libxcb-icccm.so.4, libxcb-keysyms.so.1, libEGL.so.1; instale-as com: "
        "sudo apt install libxcb-icccm4 libxcb-keysyms1 libegl1\n"
    )


def test_an_unknown_distribution_gets_the_library_and_no_wrong_command(linux, monkeypatch):
    absent(monkeypatch, "libxcb-cursor.so.0")
    monkeypatch.setattr(platform_check, "os_release", lambda: {"ID": "gentoo"})
    status, written = one_line({**linux, "DISPLAY": ":0"})
    assert status == EXIT_MISSING_LIBRARIES
    assert "libxcb-cursor.so.0" in written and "sudo" not in written
    assert written.count("\n") == 1


def test_a_library_with_no_known_package_gets_the_command_that_finds_it(linux, monkeypatch):
    monkeypatch.setattr(platform_check, "xcb_needs", lambda plugin: ["libxcb-new.so.7"])
    absent(monkeypatch, "libxcb-new.so.7")
    monkeypatch.setattr(platform_check, "os_release", lambda: RELEASES["fedora"])
    assert one_line({**linux, "DISPLAY": ":0"})[1].endswith(
        "install it with: dnf provides '*/libxcb-new.so.7'\n"
    )


def test_everything_present_passes_silently(linux):
    assert one_line({**linux, "DISPLAY": ":0"}) == (0, "")


@pytest.mark.parametrize("platform", ["offscreen", "wayland", "vnc", "minimal", "wayland;xcb"])
def test_another_qt_platform_is_not_checked(linux, monkeypatch, platform):
    absent(monkeypatch, "libxcb-cursor.so.0")
    assert one_line({**linux, "QT_QPA_PLATFORM": platform}) == (0, "")


def test_qt_qpa_platform_xcb_is_checked(linux, monkeypatch):
    absent(monkeypatch, "libxcb-cursor.so.0")
    assert one_line({**linux, "QT_QPA_PLATFORM": "xcb"})[0] == EXIT_NO_DISPLAY
    assert one_line({**linux, "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":1"})[0] == 5


def test_under_wayland_the_xcb_libraries_are_not_asked_for(linux, monkeypatch):
    absent(monkeypatch, "libxcb-cursor.so.0")
    assert one_line({**linux, "WAYLAND_DISPLAY": "wayland-0"}) == (0, "")


def test_off_linux_and_in_the_frozen_build_nothing_is_checked(linux, monkeypatch):
    absent(monkeypatch, "libxcb-cursor.so.0")
    monkeypatch.setattr(platform_check, "frozen", lambda: True)
    assert platform_problem({**linux, "DISPLAY": ":0"}) is None
    monkeypatch.setattr(platform_check, "running_on_linux", lambda: False)
    assert platform_problem(linux) is None


@pytest.mark.skipif(xcb_plugin() is None, reason="this PySide6 has no libqxcb.so of its own")
def test_the_plugins_libraries_are_read_from_its_elf_file_through_the_bundled_qt():
    needs = xcb_needs(xcb_plugin())
    for library in ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxkbcommon-x11.so.0"):
        assert library in needs  # the plugin's own
    assert "libEGL.so.1" in needs and "libfontconfig.so.1" in needs  # through libQt6Gui
    assert "libdbus-1.so.3" in needs  # through libQt6DBus
    assert not any(name.startswith("libQt6") for name in needs)  # bundled, not asked for


def test_the_dynamic_loader_is_asked_for_each_library():
    assert missing_library("libc.so.6") is None
    assert missing_library("libcavalo-no-such.so.9") == "libcavalo-no-such.so.9"


def test_the_help_documents_both_statuses():
    text = " ".join(build_parser().format_help().split())
    assert "Exit status 4: no display" in text
    assert "5: a system library Qt needs is missing" in text


ALWAYS_THERE = ("libstdc++.so.6", "libgcc_s.so.1", "libz.so.1", "libzstd.so.1")
"""Libraries Python itself or any desktop has: the README's commands leave them out."""


@pytest.mark.parametrize(("readme", "locale"), [("README.md", "C"), ("README.pt.md", "pt_PT")])
def test_the_readmes_give_each_distributions_packages_and_the_line_the_check_prints(
    linux, monkeypatch, readme, locale
):
    text = (ROOT / readme).read_text(encoding="utf-8")
    block = text.split("<!-- system-libraries -->")[1].split("```")[1]
    for column, command in enumerate(platform_check.INSTALL.values()):
        line = next(line for line in block.splitlines() if line.startswith(command + " "))
        listed = line.removeprefix(command).split()
        for library, packages in platform_check.PACKAGES.items():
            if library not in ALWAYS_THERE:
                assert packages[column] in listed, (readme, library, packages[column])
    absent(monkeypatch, "libxcb-cursor.so.0")
    problem = platform_problem({**linux, "DISPLAY": ":0", "LANG": locale})
    assert f"\n{problem.message}\n" in text


def entry_points() -> list[str]:
    """``cavalo-gui``'s entry point as pyproject.toml declares it, and ``python -m``'s."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    module, _colon, function = project["gui-scripts"]["cavalo-gui"].partition(":")
    script = f"import sys; from {module} import {function}; sys.exit({function}())"
    return [script, "import runpy; runpy.run_module('cavalo_gui', run_name='__main__')"]


@pytest.mark.parametrize("script", entry_points(), ids=["cavalo-gui", "python -m cavalo_gui"])
@pytest.mark.parametrize(("locale", "expected"), [("C", NO_DISPLAY_EN), ("pt_PT", NO_DISPLAY_PT)])
def test_the_real_entry_point_with_no_display_says_one_line_and_exits_4(
    tmp_path, script, locale, expected
):
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LC_ALL", "LC_MESSAGES")
    }
    environment.update(
        XDG_CONFIG_HOME=str(tmp_path), LANG=locale, PYTHONPATH=str(ROOT), PYTHONUTF8="1"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=environment,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        cwd=tmp_path,
    )
    assert done.returncode == EXIT_NO_DISPLAY, done.stderr
    assert done.stderr == expected + "\n"
    assert "Traceback" not in done.stderr and done.stdout == ""
