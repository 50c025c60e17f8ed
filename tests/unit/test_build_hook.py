"""The build hook (hatch_build.py) that compiles the translations: a .ts becomes a .qm that Qt
loads and that translates; an sdist lists the .qm it must carry; with no .ts the hook does
nothing and asks for nothing; a broken .ts stops a release build but not an editable install."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

import hatch_build  # beside pyproject.toml, on the path by pytest's pythonpath setting

SAMPLE_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>ProblemOpener</name>
    <message>
        <source>Open problem file</source>
        <translation>Abrir ficheiro de problema</translation>
    </message>
</context>
</TS>
"""


def project(tmp_path: Path, text: str | None = SAMPLE_TS) -> Path:
    """A project folder with ``resources/translations/cavalo_pt_PT.ts`` holding ``text``."""
    if text is not None:
        folder = tmp_path / hatch_build.TRANSLATIONS_FOLDER
        folder.mkdir(parents=True)
        (folder / "cavalo_pt_PT.ts").write_text(text, encoding="utf-8")
    return tmp_path


def hook(root: Path, target: str) -> hatch_build.TranslationsBuildHook:
    return hatch_build.TranslationsBuildHook(str(root), {}, None, None, str(root), target)


def test_a_ts_file_compiles_into_a_qm_that_qt_loads_and_translates(tmp_path):
    source = project(tmp_path) / hatch_build.TRANSLATIONS_FOLDER / "cavalo_pt_PT.ts"
    compiled = hatch_build.compile_translation(source)
    assert compiled == source.with_suffix(".qm")
    translator = QTranslator()
    assert translator.load(str(compiled))
    assert translator.translate("ProblemOpener", "Open problem file") == (
        "Abrir ficheiro de problema"
    )


def test_a_wheel_build_compiles_in_place_for_the_resources_force_include(tmp_path):
    root = project(tmp_path)
    build_data: dict = {"force_include": {}}
    hook(root, "wheel").initialize("standard", build_data)
    assert (root / "resources" / "translations" / "cavalo_pt_PT.qm").is_file()
    assert build_data["force_include"] == {}  # pyproject's "resources" entry carries it


def test_an_sdist_lists_the_compiled_translation(tmp_path):
    root = project(tmp_path)
    build_data: dict = {"force_include": {}}
    hook(root, "sdist").initialize("standard", build_data)
    compiled = root / "resources" / "translations" / "cavalo_pt_PT.qm"
    assert build_data["force_include"] == {str(compiled): "resources/translations/cavalo_pt_PT.qm"}


def test_without_translations_the_hook_asks_for_nothing_and_does_nothing(tmp_path):
    root = project(tmp_path, text=None)
    build_data: dict = {"force_include": {}}
    assert hook(root, "wheel").dependencies() == []
    hook(root, "sdist").initialize("standard", build_data)
    assert build_data["force_include"] == {}


def test_with_translations_the_build_asks_for_pyside6(tmp_path):
    assert hook(project(tmp_path), "wheel").dependencies() == [hatch_build.LRELEASE_REQUIREMENT]


def test_a_broken_ts_stops_a_wheel_build_with_the_tools_message(tmp_path):
    root = project(tmp_path, text="<TS><context><message>")
    with pytest.raises(hatch_build.TranslationError, match=r"cavalo_pt_PT\.ts"):
        hook(root, "wheel").initialize("standard", {"force_include": {}})


def test_a_broken_ts_only_warns_in_an_editable_install(tmp_path, capsys):
    root = project(tmp_path, text="<TS><context><message>")
    hook(root, "wheel").initialize("editable", {"force_include": {}})
    assert "warning:" in capsys.readouterr().err


def test_clean_removes_the_compiled_translations(tmp_path):
    root = project(tmp_path)
    hook(root, "wheel").initialize("standard", {"force_include": {}})
    hook(root, "wheel").clean(["standard"])
    assert list((root / "resources" / "translations").glob("*.qm")) == []
