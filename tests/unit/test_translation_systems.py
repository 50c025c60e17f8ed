"""No sentence lives in both translation systems (issue 37 item 3, ``docs/translations.md``):
an English text is either a source of Qt's ``.ts`` or a message of a gettext ``.po``, never
both, so that a translator meets it once and it is translated one way."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

from cavalo_gui.domains.catalogues import entries
from cavalo_gui.domains.languages import ENGLISH

ROOT = Path(__file__).resolve().parents[2]
QT_TRANSLATION = ROOT / "resources" / "translations" / "cavalo_pt_PT.ts"

IN_BOTH_WHEN_THE_RULE_WAS_WRITTEN = {
    "1x1": {"blokus.kind-1x1"},
    "2x2": {"blokus.kind-2x2"},
    "cross": {"blokus.kind-cross"},
    "being expanded": {"graph.board.legend.expanding"},
    "closed": {"graph.board.legend.closed"},
    "goal": {"graph.board.legend.goal", "graph.board.goal"},
    "Start": {"graph.editor.start"},
    "the start": {"inspect.the-start"},
    "Problem": {"words.header.problem"},
    "Seed": {"words.header.seed"},
    "Algorithm": {"words.header.algorithm"},
    "Heuristic": {"words.header.heuristic"},
    "Outcome": {"words.header.outcome"},
    "Generated": {"words.header.generated"},
    "Expanded": {"words.header.expanded"},
    "Largest open": {"words.header.largest-open"},
    "Duplicates": {"words.header.duplicates"},
    "solved": {"words.outcome.solved"},
    "expanded": {"check.stat.expanded"},
    "{n} moves": {"check.batch.moves"},
}
"""The window's ``tr()`` texts that were also messages of a catalogue when the rule was
written (the window's tables, legends and board views say them through ``tr()``): each is to
be rendered from its message instead, and struck off here. No text may join them."""


def qt_sources() -> dict[str, set[str]]:
    """Every source text of the ``.ts``, with its Portuguese translations."""
    sources: dict[str, set[str]] = {}
    for entry in ElementTree.parse(QT_TRANSLATION).getroot().iter("message"):
        source = entry.findtext("source") or ""
        sources.setdefault(source, set()).add(entry.findtext("translation") or "")
    return sources


def catalogue_texts() -> dict[str, set[str]]:
    """Every English text of the gettext catalogues (each plural form too), with the ids of
    the messages that say it."""
    texts: dict[str, set[str]] = {}
    for key, entry in entries(ENGLISH).items():
        for form in entry.forms:
            texts.setdefault(form, set()).add(key)
    return texts


def in_both() -> dict[str, set[str]]:
    sources = qt_sources()
    return {text: keys for text, keys in catalogue_texts().items() if text in sources}


def test_the_two_systems_are_both_read():
    """The test reads what it means to: hundreds of texts on each side."""
    assert len(qt_sources()) > 500
    assert len(catalogue_texts()) > 500


def test_no_new_sentence_lives_in_both_systems():
    shared = in_both()
    new = {
        text: keys for text, keys in shared.items() if text not in IN_BOTH_WHEN_THE_RULE_WAS_WRITTEN
    }
    assert new == {}, (
        "these texts are both a .ts source and a .po message; docs/translations.md says "
        f"which system each belongs to: {new}"
    )


def test_the_list_of_old_exceptions_only_shrinks():
    """A text moved to one system is struck off the list, so that it cannot come back."""
    shared = in_both()
    gone = {
        text: keys
        for text, keys in IN_BOTH_WHEN_THE_RULE_WAS_WRITTEN.items()
        if shared.get(text) != keys
    }
    assert gone == {}, f"no longer in both systems as listed: strike off or correct {gone}"


def test_the_rule_is_written_where_a_contributor_finds_it():
    rule = (ROOT / "docs" / "translations.md").read_text(encoding="utf-8")
    assert "test_translation_systems.py" in rule
    for system in (".po", ".ts", "tr("):
        assert system in rule
