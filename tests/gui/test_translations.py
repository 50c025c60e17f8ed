"""Portuguese and English (issue 19 part 1): the translation file is complete, the window, the
Compare window and the dialogs hold no English once Portuguese is loaded, and View > Language
switches live and back, remembered."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMenu,
    QMessageBox,
    QTreeWidget,
    QWidget,
)

from cavalo_gui.app import i18n
from cavalo_gui.app.compare.window import CompareWindow
from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.export.files import ShotKind
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window import dialogs
from cavalo_gui.domains import languages
from cavalo_gui.domains.domain import Domain
from cavalo_gui.domains.registry import DOMAINS, puzzle_text
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.reports import messages
from cavalo_gui.reports.tables import COLUMNS

from .helpers import choose_problem

ROOT = Path(__file__).resolve().parents[2]
TRANSLATION = ROOT / "resources" / "translations" / "cavalo_pt_PT.ts"
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"  # installed beside this Python


def _messages(path: Path) -> dict[tuple[str, str], ElementTree.Element]:
    """(context, source) -> the <translation> element of every message of a .ts file."""
    messages = {}
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            messages[(name, message.findtext("source"))] = message.find("translation")
    return messages


def _app_sources() -> list[str]:
    return sorted(str(path) for path in (ROOT / "cavalo_gui" / "app").rglob("*.py"))


def test_every_message_of_the_app_is_translated(tmp_path):
    """lupdate over today's sources into a copy of the .ts finds nothing untranslated: a
    string added without its translation (or with an unfinished one) fails here."""
    lupdate = str(LUPDATE) if LUPDATE.exists() else shutil.which("pyside6-lupdate")
    assert lupdate, "pyside6-lupdate is needed"
    fresh = tmp_path / "fresh.ts"
    shutil.copy(TRANSLATION, fresh)
    done = subprocess.run(
        [lupdate, *_app_sources(), "-ts", str(fresh), "-no-obsolete", "-locations", "none"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    messages = _messages(fresh)
    untranslated = [
        f"{context}: {source!r}"
        for (context, source), translation in messages.items()
        if translation.get("type") in ("unfinished", "vanished", "obsolete")
        or not (translation.text or "").strip()
    ]
    assert not untranslated, "untranslated:\n" + "\n".join(untranslated)


def _puzzle_texts(domain: Domain) -> set[str]:
    """Every fixed text a puzzle offers the window: its label and unit, its options' words,
    its problems' and its heuristics' descriptions."""
    offered = {domain.label, domain.progress_unit}
    for option in domain.options:
        offered |= {option.label, option.description}
        offered |= {option.label_of(value) for value in option.choices}
    puzzles = list(domain.puzzles().values())
    offered |= {puzzle.description for puzzle in puzzles if puzzle.description}
    heuristics = domain.make_problem(puzzles[0]).heuristics().values()
    return offered | {heuristic.description for heuristic in heuristics}


def _algorithm_texts() -> set[str]:
    """Every fixed text the algorithms offer the window: labels, descriptions, tie-breaking
    rules, weighted descriptions and parameters' labels."""
    offered: set[str] = set()
    for algorithm in ALGORITHMS.values():
        offered |= {algorithm.label, algorithm.description, algorithm.tie_breaking}
        offered |= {algorithm.weighted_description} - {""}
        offered |= {parameter.label for parameter in algorithm.parameters}
    return offered


def test_every_text_the_algorithms_offer_is_a_message_with_its_portuguese():
    """The algorithms' texts are messages of the engine's catalogues, rendered by id: none is
    left to Qt's catalogue, which would translate it by reading its English (issue 24)."""
    offered = _algorithm_texts()
    assert len(offered) >= 40
    missing = [
        text
        for text in sorted(offered)
        if not (puzzle_text(text, languages.PORTUGUESE) or "").strip()
    ]
    assert not missing, "no Portuguese for:\n" + "\n".join(missing)
    domains_context = [key for key in _messages(TRANSLATION) if key[0] == "Domains"]
    assert domains_context == []


@pytest.mark.parametrize("name", list(DOMAINS))
def test_every_text_a_puzzle_offers_has_its_portuguese(name):
    """A puzzle carries its own Portuguese (its texts are messages of its own catalogue): no
    shared catalogue to edit."""
    domain = DOMAINS[name]
    missing = [
        text
        for text in sorted(_puzzle_texts(domain))
        if not (puzzle_text(text, languages.PORTUGUESE) or "").strip()
    ]
    assert not missing, "no Portuguese for:\n" + "\n".join(missing)


def test_the_window_shows_a_puzzles_text_in_its_own_portuguese(qapp, portuguese):
    assert domain_text(DOMAINS["knight"].label) == "Jogo do Cavalo"
    assert domain_text(DOMAINS["dots"].progress_unit) == "caixas"
    assert domain_text(ALGORITHMS["bfs"].label) == "Procura em largura (BFS)"  # the engine's
    assert domain_text("Breadth-first (BFS)") == "Breadth-first (BFS)"  # not read by its English
    i18n.set_language(i18n.ENGLISH)
    assert domain_text(DOMAINS["knight"].label) == "Knight game"


def _english_words() -> set[str]:
    """Words of the English sources (the .ts and the puzzles' own texts) that no Portuguese
    translation uses (so not a name, a symbol or a word both languages share: A*, BFS, max,
    Blokus)."""
    source_words: set[str] = set()
    translated_words: set[str] = set()
    pairs = [
        (source, translation.text or "")
        for (_context, source), translation in _messages(TRANSLATION).items()
    ]
    pairs += [  # the algorithms' texts, with their Portuguese
        (text, puzzle_text(text, languages.PORTUGUESE) or "") for text in _algorithm_texts()
    ]
    for domain in DOMAINS.values():  # each puzzle's own texts, with their Portuguese
        pairs += [
            (text, puzzle_text(text, languages.PORTUGUESE) or "") for text in _puzzle_texts(domain)
        ]
    for source, translation in pairs:
        source_words |= set(re.findall(r"[A-Za-z]{3,}", re.sub(r"<[^>]+>|\{[^}]*\}", " ", source)))
        translated = re.sub(r"<[^>]+>|\{[^}]*\}", " ", translation)
        translated_words |= set(re.findall(r"[A-Za-z]{3,}", translated))
    names = set()  # the heuristics' names are the course's and the CLI's: not translated
    for domain in DOMAINS.values():
        puzzle = next(iter(domain.puzzles().values()))
        names |= set(domain.make_problem(puzzle).heuristics())
    lowered = {word.lower() for word in translated_words} | names
    return {word.lower() for word in source_words} - lowered


def _english_in(texts: list[tuple[str, str]], english: set[str]) -> list[str]:
    found = []
    for where, text in texts:
        words = {word.lower() for word in re.findall(r"[A-Za-z]{3,}", text)}
        if words & english:
            found.append(f"{where}: {text!r} ({', '.join(sorted(words & english))})")
    return found


def _texts_of(top: QWidget) -> list[tuple[str, str]]:
    """Every text a user can read in ``top``: labels, buttons, group titles, combo items,
    tooltips, dock titles, table headers, menus and actions."""
    texts: list[tuple[str, str]] = [("title", top.windowTitle())]
    for widget in [top, *top.findChildren(QWidget)]:
        name = f"{type(widget).__name__} {widget.objectName()}"
        texts.append((f"{name} tooltip", widget.toolTip()))
        texts.append((f"{name} accessible name", widget.accessibleName()))
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append((name, widget.text()))
        elif isinstance(widget, QGroupBox):
            texts.append((name, widget.title()))
        elif isinstance(widget, QDockWidget):
            texts.append((name, widget.windowTitle()))
        elif isinstance(widget, QMenu):
            texts.append((name, widget.title()))
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                texts.append((f"{name} item {index}", widget.itemText(index)))
                texts.append((f"{name} item {index} tip", widget.itemData(index, 3) or ""))
        elif isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            texts += [(f"{name} header", header.text(i)) for i in range(header.columnCount())]
        for action in widget.actions():
            texts.append((f"action {action.objectName()}", action.text()))
            texts.append((f"action {action.objectName()} tip", action.toolTip()))
    return texts


def test_no_english_is_left_in_the_window_in_portuguese(window, portuguese):
    QApplication.processEvents()
    english = _english_words()
    assert {"generated", "expanded", "open", "search"} <= english  # the check can fail
    found = _english_in(_texts_of(window), english)
    assert not found, "\n".join(found)
    # every puzzle's problems and options, as the panel shows them
    for domain in DOMAINS:
        window.panel.select_problem(next(iter(window.panel.problem.bundled(domain))), domain)
        found = _english_in(_texts_of(window.panel), english)
        assert not found, "\n".join(found)


def test_no_english_is_left_in_the_compare_window_in_portuguese(qtbot, portuguese):
    compare = CompareWindow()
    qtbot.addWidget(compare)
    found = _english_in(_texts_of(compare), _english_words())
    assert not found, "\n".join(found)


def test_no_english_is_left_in_the_dialogs_in_portuguese(qtbot, window, portuguese, monkeypatch):
    english = _english_words()
    export = dialogs.ExportDialog(str(ROOT), {kind: "x.png" for kind in ShotKind}, window)
    qtbot.addWidget(export)
    found = _english_in(_texts_of(export), english)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _p, title, text: shown.append((title, text)))
    monkeypatch.setattr(
        QMessageBox, "exec", lambda box: shown.append((box.windowTitle(), box.text()))
    )
    dialogs.show_about(window)
    window.show_rules()
    assert len(shown) == 2
    found += _english_in([("dialog", text) for pair in shown for text in pair], english)
    assert not found, "\n".join(found)


def test_view_language_switches_live_and_back_and_is_remembered(window):
    assert window.file_menu.title() == "&File"
    window.choose_language(i18n.PORTUGUESE)
    try:
        QApplication.processEvents()
        assert window.file_menu.title() == "&Ficheiro"
        assert window.stats.names["generated"].text() == "Nós gerados (T)"
        assert window.stats.names["branching"].text() == "Fator de ramificação médio (B)"
        assert window.docks["open"].windowTitle() == "Lista de abertos"
        assert window.panel.algorithm.currentText() == "Procura em largura (BFS)"
        assert window.panel.algorithm_label.text() == "Algoritmo"
        assert "2\u00a0000\u00a0000" in window.panel.max_nodes.toolTip()  # as in Portugal
        assert window.panel.max_nodes.cleanText() == "2\u00a0000\u00a0000"  # the spin box too
        assert window.panel.max_seconds.cleanText() == "120,0"
        assert window.app_settings.language() == i18n.PORTUGUESE
        assert window.findChild(object, "language_pt").isChecked()
    finally:
        window.choose_language(i18n.ENGLISH)
    QApplication.processEvents()
    assert window.file_menu.title() == "&File"
    assert window.stats.names["generated"].text() == "Generated (T)"
    assert window.panel.algorithm.currentText() == "Breadth-first (BFS)"
    assert window.panel.max_nodes.cleanText() == "2,000,000"
    assert window.app_settings.language() == i18n.ENGLISH


def test_numbers_follow_the_language(qapp, portuguese):
    assert i18n.number(1234.5, 1) == "1\u00a0234,5"  # pt_PT: 20 001 and 0,375
    assert i18n.number(2_000_000) == "2\u00a0000\u00a0000"
    assert i18n.number(0.375, 3) == "0,375"
    i18n.set_language(i18n.ENGLISH)
    assert i18n.number(1234.5, 1) == "1,234.5"


def _scratch_checkout(tmp_path, monkeypatch):
    """A checkout in ``tmp_path`` holding only the Portuguese .ts, taken as the app's own; the
    path its compiled .qm goes to."""
    folder = tmp_path / "resources" / "translations"
    folder.mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text("", encoding="utf-8")
    shutil.copy(TRANSLATION, folder / TRANSLATION.name)
    monkeypatch.setattr(i18n, "CHECKOUT", tmp_path)
    return folder / "cavalo_pt_PT.qm"


def test_a_checkout_compiles_a_missing_or_stale_translation_at_start_up(tmp_path, monkeypatch):
    """No hand step from a checkout: the .qm is made from the .ts when it is missing, and made
    again when the .ts is newer."""
    compiled = _scratch_checkout(tmp_path, monkeypatch)
    i18n.compiled_translation(i18n.PORTUGUESE)
    assert compiled.is_file() and compiled.stat().st_size > 10_000
    os.utime(compiled, (1_000_000, 1_000_000))  # older than the .ts
    i18n.compiled_translation(i18n.PORTUGUESE)
    assert compiled.stat().st_mtime > 1_000_000


def test_a_stale_translation_is_replaced_whole_never_written_in_place(tmp_path, monkeypatch):
    """Two windows (or two test processes) starting at once in one checkout: while one
    compiles, the other still reads the whole old .qm, never a half-written one."""
    compiled = _scratch_checkout(tmp_path, monkeypatch)
    compiled.write_bytes(b"the old translation")
    os.utime(compiled, (1_000_000, 1_000_000))  # older than the .ts
    seen_while_compiling = []
    compile_for_real = subprocess.run

    def watched(command, **options):
        done = compile_for_real(command, **options)
        seen_while_compiling.append(compiled.read_bytes())  # lrelease done, not yet in place
        return done

    monkeypatch.setattr(i18n.subprocess, "run", watched)
    i18n.compiled_translation(i18n.PORTUGUESE)
    assert seen_while_compiling == [b"the old translation"]
    assert compiled.stat().st_size > 10_000
    left = sorted(path.name for path in compiled.parent.iterdir())
    assert left == [compiled.name, TRANSLATION.name]


def test_a_language_switch_is_no_change_of_the_compare_windows_choices(qtbot):
    """New words are not new choices: the chooser says nothing changed (each item's new text
    and tooltip once counted the runs again, seconds a switch), and what was checked and the
    run count stay as they were."""
    compare = CompareWindow()
    qtbot.addWidget(compare)
    checked = compare.choices.algorithms.checked()
    runs = len(compare.choices.setups())
    try:
        with qtbot.assertNotEmitted(compare.choices.changed):
            i18n.set_language(i18n.PORTUGUESE)
            QApplication.processEvents()
        assert compare.choices.algorithms.checked() == checked
        assert compare.run_count.text().startswith(f"{runs} ")
    finally:
        i18n.set_language(i18n.ENGLISH)
    QApplication.processEvents()


def test_the_compare_window_switches_language_while_open(qtbot):
    compare = CompareWindow()
    qtbot.addWidget(compare)
    assert compare.start_button.text() == "Start"
    i18n.set_language(i18n.PORTUGUESE)
    try:
        QApplication.processEvents()
        assert compare.windowTitle() == "Comparar algoritmos"
        assert compare.start_button.text() == "Iniciar"
        assert compare.choices.algorithms.title() == "Algoritmos"
        generated = [column.key for column in COLUMNS].index("generated")
        header = compare.model.headerData(generated, Qt.Orientation.Horizontal)
        assert header == "Nós gerados"
        texts = [item.text() for item in compare.choices.algorithms.items()]
        assert "Procura em largura (BFS)" in texts
        problems = [item.text() for item in compare.choices.problems.items()]
        assert "D: objetivo 600" in problems
        found = _english_in(_texts_of(compare), _english_words())
        assert not found, "\n".join(found)
    finally:
        i18n.set_language(i18n.ENGLISH)
    QApplication.processEvents()
    assert compare.start_button.text() == "Start"


def test_the_compare_windows_depth_table_and_markdown_export_speak_portuguese(
    qtbot, portuguese, tmp_path
):
    compare = CompareWindow(export_folder=str(tmp_path))
    qtbot.addWidget(compare)
    compare.choices.problems.set_checked(["knight/A"])
    compare.choices.algorithms.set_checked(["bfs"])
    compare.choices.targets.setText("40,70")
    with qtbot.waitSignal(compare.batch_finished, timeout=60_000):
        compare.start()
    depth = compare.show_depth_table()
    qtbot.addWidget(depth)
    shown = depth.table_view.toPlainText()
    assert "Média de nós gerados" in shown and "tabuleiros" in shown
    english = _english_words() | {"boards", "runs", "nodes", "solved", "mean"}
    found = _english_in([("depth table", shown)], english)
    assert not found, "\n".join(found)
    exported = compare.export("md", tmp_path / "runs.md").read_text(encoding="utf-8")
    assert "Nós gerados" in exported and "Generated" not in exported
    compare.shutdown()


def test_the_figures_inside_sentences_follow_the_language_too(qtbot, window, portuguese):
    """The timeline, the open list's count, the tree's and the pseudocode's figures are
    written in sentences ('expansão 1 200 de 1 500'): in Portuguese grouped by spaces, as
    the statistics are."""
    choose_problem(window, "F")
    window.controller.run()
    qtbot.waitUntil(lambda: window.model.counters.expanded > 1_500, timeout=20_000)
    with qtbot.waitSignal(window.controller.run_finished, timeout=10_000):
        window.controller.stop()
    window.model.publish()
    latest = window.model.shown_position
    window.model.go_to(1_234)
    window.model.publish()
    label = window.timeline.label.text()
    assert label == f"expansão 1\u00a0234 de {i18n.number(latest)}", label
    assert "," not in label
    count = window.open_list.count.text()
    assert "\u00a0" in count.split(" dos ")[1] and count.endswith(" abertos"), count


def test_every_algorithm_s_tie_breaking_rule_reads_in_portuguese(qapp, portuguese):
    for algorithm in ALGORITHMS.values():
        said = domain_text(algorithm.tie_breaking)
        assert said != algorithm.tie_breaking and said.endswith("."), algorithm.name
    assert domain_text(ALGORITHMS["astar"].tie_breaking).startswith("O menor f; entre f iguais")


def test_one_language_code_everywhere_and_a_former_one_still_read(tmp_path):
    """The window, its settings, the reports and the command name Portuguese "pt"; a settings
    file of an earlier version, which remembered "pt_PT", still opens in Portuguese."""
    assert i18n.PORTUGUESE == messages.PORTUGUESE == "pt"
    assert set(i18n.LANGUAGES) == set(messages.LANGUAGES)
    path = tmp_path / "settings.ini"
    path.write_text("[view]\nlanguage=pt_PT\n", encoding="utf-8")
    assert AppSettings(path).language() == "pt"
    i18n.set_language(i18n.PORTUGUESE)
    try:
        assert i18n.report_language() == "pt"
        assert QLocale().name() == "pt_PT"
    finally:
        i18n.set_language(i18n.ENGLISH)
