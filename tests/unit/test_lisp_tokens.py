"""The course's Lisp files (the knight's classic boards, the Dots and Blokus ``.dat`` files)
are split into tokens in one place, :func:`cavalo_gui.domains.problem_files.lisp_tokens`."""

from __future__ import annotations

from pathlib import Path

from cavalo_gui.domains.problem_files import lisp_tokens

DOMAINS = Path(__file__).resolve().parents[2] / "cavalo_gui" / "domains"


def test_tokens_are_parentheses_quotes_and_atoms_with_their_lines():
    text = "; a comment (with parentheses)\n'((1 NIL)\n  (2 3)) ; another\n\n 42\n"
    assert lisp_tokens(text) == [
        ("'", 2),
        ("(", 2),
        ("(", 2),
        ("1", 2),
        ("NIL", 2),
        (")", 2),
        ("(", 3),
        ("2", 3),
        ("3", 3),
        (")", 3),
        (")", 3),
        ("42", 5),
    ]


def test_an_atom_ends_at_a_parenthesis_a_quote_or_a_semicolon():
    assert lisp_tokens("(a'b;c\nd)") == [("(", 1), ("a", 1), ("'", 1), ("b", 1), ("d", 2), (")", 2)]


def test_no_reader_of_a_puzzle_keeps_a_tokenizer_of_its_own():
    """The pattern that splits Lisp text is written once: a puzzle's reader imports it."""
    pattern = "|\\(|\\)|'|[^\\s();']+"
    copies = [
        path.relative_to(DOMAINS).as_posix()
        for path in sorted(DOMAINS.rglob("*.py"))
        if pattern in path.read_text(encoding="utf-8")
    ]
    assert copies == ["problem_files.py"]
