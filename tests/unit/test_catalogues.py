"""The message catalogues: every message id has its English and its Portuguese with the same
places to fill, every id the code names is in them, and a message is rendered with its numbers
and its plural in the reader's way."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from cavalo_gui.domains import catalogues
from cavalo_gui.domains.catalogues import CatalogueError, Entry, entries, render
from cavalo_gui.domains.languages import ENGLISH, LANGUAGES, PORTUGUESE
from cavalo_gui.engine.message import Decimals, message

PACKAGE = Path(catalogues.__file__).resolve().parents[1]
NAMED_IN_CODE = re.compile(r"""\bmessage\(\s*["']([a-z0-9.-]+)["']""")


def places(entry: Entry) -> set[str]:
    return {
        name
        for form in entry.forms
        for _text, name, _spec, _conversion in string.Formatter().parse(form)
        if name
    }


def test_every_message_id_has_both_languages():
    english, portuguese = entries(ENGLISH), entries(PORTUGUESE)
    assert len(english) >= 14
    assert sorted(set(english) ^ set(portuguese)) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_is_left_empty(language):
    assert [key for key, entry in entries(language).items() if not all(entry.forms)] == []


def test_both_languages_fill_the_same_places():
    english, portuguese = entries(ENGLISH), entries(PORTUGUESE)
    differing = {
        key: (places(english[key]), places(portuguese[key]))
        for key in english
        if places(english[key]) != places(portuguese[key])
    }
    assert differing == {}


def test_every_message_id_the_code_names_is_in_the_catalogues():
    named = {
        key
        for path in PACKAGE.rglob("*.py")
        for key in NAMED_IN_CODE.findall(path.read_text(encoding="utf-8"))
    }
    assert "file.missing" in named
    assert sorted(named - set(entries(ENGLISH))) == []


def test_a_message_is_rendered_in_each_language():
    said = message("file.defined-twice", name="A")
    assert render(said, ENGLISH) == "problem A is defined twice"
    assert render(said, PORTUGUESE) == "o problema A está definido duas vezes"
    assert render(said, "xx") == "problem A is defined twice"


def test_numbers_and_plurals_follow_the_language(monkeypatch):
    fake = {
        ENGLISH: {"test.rows": Entry(("{n} row of {total}", "{n} rows of {total}"), _plural)},
        PORTUGUESE: {
            "test.rows": Entry(("{n} linha de {total}", "{n} linhas de {total}"), _plural)
        },
    }
    monkeypatch.setattr(catalogues, "entries", fake.__getitem__)
    assert render(message("test.rows", n=1, total=20001), ENGLISH) == "1 row of 20,001"
    assert render(message("test.rows", n=2, total=20001), PORTUGUESE) == "2 linhas de 20\xa0001"
    assert render(message("test.rows", n=1, total=Decimals(0.375, 3)), PORTUGUESE) == (
        "1 linha de 0,375"
    )


def _plural(n: int) -> int:
    return int(n != 1)


def test_an_unknown_id_is_a_defect_said_plainly():
    with pytest.raises(CatalogueError, match="no-such-message"):
        render(message("no-such-message"), ENGLISH)


def test_an_id_in_two_catalogues_is_refused(tmp_path, monkeypatch):
    for folder in ("one", "two"):
        (tmp_path / folder / "messages").mkdir(parents=True)
        (tmp_path / folder / "messages" / "en.po").write_text(
            'msgid ""\nmsgstr ""\n"Language: en\\n"\n\nmsgid "same.id"\nmsgstr "x"\n',
            encoding="utf-8",
        )
    monkeypatch.setattr(catalogues, "PACKAGE", tmp_path)
    entries.cache_clear()
    try:
        with pytest.raises(CatalogueError, match=r"same\.id"):
            entries(ENGLISH)
    finally:
        monkeypatch.undo()
        entries.cache_clear()


def test_every_algorithm_text_is_a_message_id_with_both_languages():
    """The algorithms' labels, short names, descriptions, tie-breaking rules, weighted
    descriptions and parameters' labels are ids of the engine's catalogues (named by f-strings,
    which the test above cannot see), each with its English and its Portuguese."""
    from cavalo_gui.engine.algorithms import ALGORITHMS

    texts = []
    for algorithm in ALGORITHMS.values():
        texts += [algorithm.label, algorithm.short, algorithm.description, algorithm.tie_breaking]
        texts += [algorithm.weighted_description] if algorithm.weighted_description else []
        texts += [parameter.label for parameter in algorithm.parameters]
    assert len({text.id for text in texts}) >= 40
    for text in texts:
        assert text == render(text.said, ENGLISH) == entries(ENGLISH)[text.id].forms[0]
        assert entries(PORTUGUESE)[text.id].forms[0].strip(), text.id
    weighted = [a.name for a in ALGORITHMS.values() if a.weighted_description]
    assert weighted == ["astar", "idastar", "rbfs"]
    assert render(ALGORITHMS["bfs"].description.said, PORTUGUESE).startswith(
        "Expande primeiro o nó menos profundo"
    )


def test_every_catalogue_declares_its_plural_rule():
    """Babel's CLDR data, not ours, would otherwise decide how many forms a language has
    (Babel 2.19 gives Portuguese three), and a message whose form is missing renders empty."""
    undeclared = [
        str(path.relative_to(PACKAGE))
        for language in LANGUAGES
        for path in catalogues.catalogue_files(language)
        if "Plural-Forms: nplurals=2; plural=(n != 1);" not in path.read_text(encoding="utf-8")
    ]
    assert undeclared == []


PLURAL_COUNTS = (0, 1, 2, 5, 21, 1_000_000)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_message_renders_for_any_count(language):
    """Every message with plural forms, rendered with the Babel that is installed, for counts
    that pick each form: no empty sentence, no place left unfilled, the singular only for 1."""
    plural_entries = {key: entry for key, entry in entries(language).items() if entry.plural}
    assert len(plural_entries) >= 20
    wrong = {}
    for key, entry in plural_entries.items():
        filler = {name: "X" for name in places(entry)}
        rendered = {}
        for count in PLURAL_COUNTS:
            said = render(message(key, **{**filler, "n": count}), language)
            rendered[count] = said
            if not said.strip() or "{" in said:
                wrong[(key, count)] = said
        if entry.forms[0] != entry.forms[1] and rendered[1] in {
            rendered[count] for count in (0, 2, 5, 21, 1_000_000)
        }:
            wrong[(key, "singular")] = rendered[1]
    assert wrong == {}


@pytest.mark.parametrize(
    ("language", "one", "many"),
    [
        ("en", "after 1 expansion, before", "after 2 expansions, before"),
        ("pt", "após 1 expansão, antes", "após 2 expansões, antes"),
    ],
)
def test_an_animation_that_ended_early_counts_its_expansions_by_the_plural_rule(
    language, one, many
):
    """The run ended after one expansion, not "1 expansions"."""
    for which in ("start", "end"):
        key = f"export.ended-before-{which}"
        assert one in render(message(key, n=1, missed=5), language)
        assert many in render(message(key, n=2, missed=5), language)


def test_the_experiment_summary_counts_its_runs_by_the_plural_rule():
    """One run is "(1 run)", not "(1 runs)", in the table's title and the plot's."""
    assert render(message("words.depth.plot-title", n=1), "en").endswith("(1 run)")
    assert render(message("words.depth.plot-title", n=3), "pt").endswith("(3 execuções)")
    assert "(1 execução):" in render(message("words.depth.title", n=1), "pt")
