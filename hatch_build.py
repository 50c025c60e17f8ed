"""Hatchling build hook: compile the app's translations (``resources/translations/*.ts``) into
Qt's binary ``.qm`` files with ``pyside6-lrelease`` whenever a wheel or an sdist is built, so
that no release ever needs a hand step and none ships a stale translation.

Each ``NAME.ts`` is compiled beside itself into ``resources/translations/NAME.qm`` (git-ignored).
From there:

- a wheel takes it through pyproject's force-include of ``resources`` (it lands in
  ``cavalo_gui/_bundled/resources/translations/``, where ``resource_path('translations/...')``
  finds it), and so does the frozen build, which is made from the installed wheel;
- an editable install (``pip install -e .``) reads it in place from the source tree;
- an sdist carries it explicitly (git-ignored files are not in an sdist otherwise), and a wheel
  built from that sdist compiles it again from the ``.ts`` it also carries.

With no ``.ts`` file this hook does nothing and asks for nothing. With some, it asks the build
environment for PySide6-Essentials (which ships ``lrelease``). A failed compilation stops a
wheel or an sdist build with the tool's message; an editable install only warns, since a
developer's checkout must install even while a translation is being written.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

TRANSLATIONS_FOLDER = Path("resources") / "translations"
LRELEASE_REQUIREMENT = "PySide6-Essentials>=6.6,!=6.12.0"  # as the app's own dependency


class TranslationError(RuntimeError):
    """``pyside6-lrelease`` is missing or refused a translation file."""


def translation_sources(root: Path) -> list[Path]:
    """The ``.ts`` files of the project at ``root``, sorted by name."""
    return sorted((root / TRANSLATIONS_FOLDER).glob("*.ts"))


def lrelease_command() -> list[str]:
    """How to run Qt's ``lrelease``: the ``pyside6-lrelease`` script if it is on PATH, else the
    binary inside the installed PySide6 package (an isolated build environment may not put
    its scripts on PATH)."""
    script = shutil.which("pyside6-lrelease")
    if script:
        return [script]
    try:
        import PySide6  # installed by dependencies() only when there are translations
    except ImportError:
        raise TranslationError(
            "pyside6-lrelease is needed to compile the translations: install PySide6-Essentials"
        ) from None
    folder = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
        if (folder / name).is_file():
            return [str(folder / name)]
    raise TranslationError(f"pyside6-lrelease not found on PATH nor in {folder}")


def compile_translation(source: Path) -> Path:
    """Compile ``source`` (``NAME.ts``) into ``NAME.qm`` beside it; the ``.qm``'s path."""
    target = source.with_suffix(".qm")
    command = [*lrelease_command(), str(source), "-qm", str(target)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0 or not target.is_file():
        said = (done.stderr or done.stdout).strip()
        raise TranslationError(f"pyside6-lrelease could not compile {source}: {said}")
    return target


class TranslationsBuildHook(BuildHookInterface):
    """Compiles the translations before a wheel, an editable wheel or an sdist is assembled."""

    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        """PySide6-Essentials, for ``lrelease``, only when there is something to compile."""
        return [LRELEASE_REQUIREMENT] if translation_sources(Path(self.root)) else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Compile every ``.ts``; an sdist also lists the ``.qm`` files it must carry."""
        root = Path(self.root)
        for source in translation_sources(root):
            try:
                compiled = compile_translation(source)
            except TranslationError as error:
                if self.target_name == "wheel" and version == "editable":
                    print(f"warning: {error}; the app runs untranslated", file=sys.stderr)
                    continue
                raise
            if self.target_name == "sdist":
                build_data["force_include"][str(compiled)] = compiled.relative_to(root).as_posix()

    def clean(self, versions: list[str]) -> None:
        """``hatch clean``: remove the compiled translations."""
        for source in translation_sources(Path(self.root)):
            source.with_suffix(".qm").unlink(missing_ok=True)
