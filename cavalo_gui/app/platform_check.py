"""Before Qt starts, on Linux: is there a display to open the window on, and can Qt's xcb
platform plugin load?

pip installs Qt but not the system libraries its X11 plugin (``libqxcb.so``) is linked to
(libxcb-cursor, libxcb-icccm, libxkbcommon-x11, libEGL, ...); without one, Qt aborts with "could
not load the Qt platform plugin xcb" and a paragraph that names none of them. With no display
at all it aborts too. So ``cavalo-gui`` asks first, with no Qt loaded and no process started:
it reads the plugin's ``DT_NEEDED`` entries (and those of the Qt libraries bundled with it) from
the ELF files themselves (with pyelftools), asks the dynamic loader for each system library
(``dlopen``, as Qt would), and reads ``/etc/os-release`` to say the command that installs what
is missing. Either problem is one line on standard error, in the user's language, and a
status of its own:

- :data:`EXIT_NO_DISPLAY` (4): no X server (``DISPLAY``) and no Wayland (``WAYLAND_DISPLAY``);
- :data:`EXIT_MISSING_LIBRARIES` (5): a system library Qt's xcb plugin needs cannot be loaded.

Nothing is checked when ``QT_QPA_PLATFORM`` names another platform (``offscreen``, ``wayland``,
``vnc``, ``minimal``...), off Linux, or in a frozen build (which carries its own libraries);
the libraries are not checked under Wayland (``WAYLAND_DISPLAY``), where Qt does not use xcb.
"""

from __future__ import annotations

import ctypes
import os
import re
import shlex
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import BinaryIO, TextIO

from cavalo_gui.app.ini_file import read_ini
from cavalo_gui.app.settings_file import (
    LANGUAGE_KEY,
    linux_settings_path,
    remembered_language,
    settings_bytes,
)
from cavalo_gui.engine.message import message
from cavalo_gui.reports.messages import locale_from_environment, user_language, words

EXIT_NO_DISPLAY = 4
"""``cavalo-gui``'s status when there is no display at all (no X server, no Wayland)."""
EXIT_MISSING_LIBRARIES = 5
"""``cavalo-gui``'s status when a system library Qt's xcb plugin needs is missing."""

PROGRAM = "cavalo-gui"

# What each system library Qt's xcb plugin and its Qt libraries are linked to is called in the
# package of Debian and Ubuntu (apt), Fedora (dnf) and Arch (pacman).
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so.0": (
        "libxcb-render-util0",
        "xcb-util-renderutil",
        "xcb-util-renderutil",
    ),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libz.so.1": ("zlib1g", "zlib", "zlib"),
    "libzstd.so.1": ("libzstd1", "libzstd", "zstd"),
    "libstdc++.so.6": ("libstdc++6", "libstdc++", "gcc-libs"),
    "libgcc_s.so.1": ("libgcc-s1", "libgcc", "gcc-libs"),
}

DEBIAN, FEDORA, ARCH = "debian", "fedora", "arch"
FAMILIES: dict[str, tuple[str, ...]] = {
    DEBIAN: ("debian", "ubuntu"),
    FEDORA: ("fedora", "rhel", "centos"),
    ARCH: ("arch",),
}
"""Each family of distributions whose package names :data:`PACKAGES` knows, by the ``ID`` and
``ID_LIKE`` words of ``/etc/os-release`` that say a system is one of it."""
INSTALL = {DEBIAN: "sudo apt install", FEDORA: "sudo dnf install", ARCH: "sudo pacman -S --needed"}
LOOK_UP = {DEBIAN: "apt-file search {}", FEDORA: "dnf provides '*/{}'", ARCH: "pacman -F {}"}
"""How to find the package of a library :data:`PACKAGES` does not list."""


@dataclass(frozen=True)
class PlatformProblem:
    """Why the window cannot open: the one line to print and the status to exit with."""

    status: int
    message: str


def running_on_linux() -> bool:
    """True on Linux, the one system where Qt's libraries are not all in the wheel."""
    return sys.platform.startswith("linux")


def frozen() -> bool:
    """True in the frozen build, which carries the libraries it was built with."""
    return bool(getattr(sys, "frozen", False))


def xcb_plugin() -> Path | None:
    """PySide6's ``libqxcb.so``, found without importing PySide6 (which would load Qt); None
    when this PySide6 keeps its plugins elsewhere."""
    spec = find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        plugin = Path(folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def needed_entries(file: BinaryIO) -> list[str]:
    """The ``DT_NEEDED`` entries (the libraries it is linked to) of an ELF shared library, as
    pyelftools reads its dynamic sections; none for a file that is not ELF."""
    from elftools.common.exceptions import ELFError
    from elftools.elf.dynamic import DynamicSection
    from elftools.elf.elffile import ELFFile

    try:
        sections = list(ELFFile(file).iter_sections())
    except ELFError:
        return []
    return [
        tag.needed
        for section in sections
        if isinstance(section, DynamicSection)
        for tag in section.iter_tags("DT_NEEDED")
    ]


def xcb_needs(plugin: Path) -> list[str]:
    """The system libraries ``plugin`` needs, directly or through the Qt libraries bundled
    with it (``Qt/lib``, read in turn), in the order the loader meets them."""
    bundled = plugin.parents[2] / "lib"
    seen: set[str] = set()
    system: list[str] = []
    pending = [plugin]
    while pending:
        with pending.pop(0).open("rb") as file:
            entries = needed_entries(file)
        for name in entries:
            if name in seen:
                continue
            seen.add(name)
            if (bundled / name).is_file():
                pending.append(bundled / name)
            else:
                system.append(name)
    return system


_CANNOT_OPEN = re.compile(r"([^\s:]+): cannot open shared object file")


def missing_library(name: str) -> str | None:
    """None if the dynamic loader can load the library ``name``, as Qt would; else the name of
    the library that is missing (``name`` itself, or one that ``name`` needs in turn)."""
    try:
        ctypes.CDLL(name)
    except OSError as error:
        found = _CANNOT_OPEN.search(str(error))
        return Path(found.group(1)).name if found else name
    return None


def missing_libraries() -> list[str]:
    """The system libraries Qt's xcb plugin needs that cannot be loaded, without repeats;
    none when the plugin is not where PySide6's wheel puts it (nothing to check against)."""
    plugin = xcb_plugin()
    if plugin is None:
        return []
    missing = (missing_library(name) for name in xcb_needs(plugin))
    return list(dict.fromkeys(name for name in missing if name is not None))


def os_release() -> dict[str, str]:
    """The fields of ``/etc/os-release`` (or ``/usr/lib/os-release``); empty if neither is
    there."""
    for path in ("/etc/os-release", "/usr/lib/os-release"):
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        fields = {}
        for line in text.splitlines():
            key, equals, value = line.partition("=")
            if equals and key.strip() and not key.startswith("#"):
                try:
                    fields[key.strip()] = " ".join(shlex.split(value))
                except ValueError:
                    fields[key.strip()] = value.strip().strip("\"'")
        return fields
    return {}


def family(release: Mapping[str, str]) -> str | None:
    """The family of distributions whose package names fit ``release`` (the fields of
    ``/etc/os-release``): its ``ID`` first, then each word of ``ID_LIKE``; None if unknown."""
    for word in [release.get("ID", ""), *release.get("ID_LIKE", "").split()]:
        for name, members in FAMILIES.items():
            if word.lower() in members:
                return name
    return None


def install_command(libraries: Iterable[str], release: Mapping[str, str]) -> str | None:
    """The command that installs ``libraries`` on the distribution ``release`` describes (and
    finds the package of any it does not know); None for a distribution it does not know."""
    kind = family(release)
    if kind is None:
        return None
    column = list(FAMILIES).index(kind)
    packages: list[str] = []
    unknown: list[str] = []
    for library in libraries:
        if library in PACKAGES:
            packages.append(PACKAGES[library][column])
        elif library.startswith(("libc.so", "libm.so", "libpthread", "libdl.so", "ld-linux")):
            packages.append({DEBIAN: "libc6", FEDORA: "glibc", ARCH: "glibc"}[kind])
        else:
            unknown.append(library)
    commands = [f"{INSTALL[kind]} {' '.join(dict.fromkeys(packages))}"] if packages else []
    commands += [LOOK_UP[kind].format(library) for library in unknown]
    return "; ".join(commands)


def settings_language(environment: Mapping[str, str]) -> str | None:
    """The language chosen in View > Language, read from the settings file where Qt keeps it
    on Linux (``$XDG_CONFIG_HOME/cavalo-gui/cavalo-gui.ini``) without Qt; None if none."""
    data = settings_bytes(linux_settings_path(environment))
    if not data:
        return None
    return remembered_language(read_ini(data).values.get(LANGUAGE_KEY))


def message_language(environment: Mapping[str, str]) -> str:
    """The language of the check's line, as the window's would be: the one chosen in the
    settings, else the locale's (LC_ALL, LC_MESSAGES, LANG, as the ``cavalo`` command asks)."""
    return user_language(settings_language(environment), locale_from_environment(environment))


def platform_problem(environment: Mapping[str, str] | None = None) -> PlatformProblem | None:
    """What stops the window from opening on this system, found before Qt starts (no display,
    or a library Qt's xcb plugin needs); None when nothing does or there is nothing to check."""
    environment = os.environ if environment is None else environment
    if not running_on_linux():
        return None
    chosen = environment.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen and chosen != "xcb":
        return None  # offscreen, wayland, vnc, minimal...: not ours to check
    display = environment.get("DISPLAY")
    wayland = environment.get("WAYLAND_DISPLAY") and not chosen
    language = message_language(environment)
    if not display and not wayland:
        said = message("platform.no-display", program=PROGRAM)
        return PlatformProblem(EXIT_NO_DISPLAY, words(said, language))
    if wayland or frozen():
        return None  # Qt prefers Wayland there; a frozen build carries its libraries
    missing = missing_libraries()
    if not missing:
        return None
    one = len(missing) == 1
    missing_id = "platform.missing-one" if one else "platform.missing-many"
    line = words(message(missing_id, program=PROGRAM, libraries=", ".join(missing)), language)
    command = install_command(missing, os_release())
    if command is None:
        line += words(message("platform.install-unknown"), language)
    else:
        install_id = "platform.install-one" if one else "platform.install-many"
        line += words(message(install_id, command=command), language)
    return PlatformProblem(EXIT_MISSING_LIBRARIES, line)


def check_platform(
    environment: Mapping[str, str] | None = None, stream: TextIO | None = None
) -> int:
    """Write the one line of :func:`platform_problem` on ``stream`` (standard error by
    default) and return its status; 0, and nothing written, when the window can open."""
    problem = platform_problem(environment)
    if problem is None:
        return 0
    print(problem.message, file=stream if stream is not None else sys.stderr)
    return problem.status
