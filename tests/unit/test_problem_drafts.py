"""The steps every puzzle's file reader shares (issue 37, item 6), on a toy format of its own:
``lisp_boards`` walks a course's Lisp file board by board, and a ``DraftReader`` refuses
control characters at their line, tells the formats apart by the first significant line, says
an empty file, takes a given target over the written one, asks for one when neither is there,
and names the file in every error."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from cavalo_gui.domains.problem_drafts import (
    DraftFormat,
    DraftReader,
    chosen_target,
    keyword_or_lisp,
    lisp_boards,
)
from cavalo_gui.domains.problem_files import MissingTargetError, ProblemFileError
from cavalo_gui.engine.message import message


@dataclass
class ToyDraft:
    line: int
    target: int | None
    label: object = None


def _parse(text: str, source: str) -> list[ToyDraft]:
    """One draft per line ``target N`` (or ``target -``: none), ``(N)`` in the Lisp format;
    ``#`` and ``;`` start comments."""
    drafts = []
    for number, line in enumerate(text.split("\n"), start=1):
        words = line.split("#")[0].split(";")[0].strip("() ").split()
        if words:
            word = words[-1]
            target = None if word == "-" else int(word)
            drafts.append(ToyDraft(number, target, message("dots.label-problem", name=source)))
    return drafts


LISP = DraftFormat(_parse, "dots.no-target-course")
OWN = DraftFormat(_parse, "dots.no-target-dots")


def _format_of(text: str) -> DraftFormat:
    lisp = keyword_or_lisp(
        text,
        {"target"},
        lambda line: line[0] == "(",
        lambda line: line.split()[0],
        ("dots.empty", "dots.neither-format"),
    )
    return LISP if lisp else OWN


READER = DraftReader(
    "dots.control-character",
    _format_of,
    lambda draft, target, no_target: (chosen_target(draft, target, no_target), no_target),
    "dots.empty",
)


def test_each_format_is_told_by_its_first_significant_line():
    own = READER.read("# a comment\n\ntarget 4\r\ntarget 5\n", "toy.txt", None)
    assert own == [(4, "dots.no-target-dots"), (5, "dots.no-target-dots")]
    assert READER.read("; Lisp\n(7)\n", "toy.dat", None) == [(7, "dots.no-target-course")]


def test_a_given_target_replaces_the_written_one():
    assert READER.read("target 4\ntarget -\n", "toy.txt", 9) == [
        (9, "dots.no-target-dots"),
        (9, "dots.no-target-dots"),
    ]


def test_a_board_without_a_target_asks_for_one_naming_the_file_and_its_line():
    with pytest.raises(MissingTargetError) as raised:
        READER.read("target 4\ntarget -\n", "toy.txt", None)
    assert (raised.value.path, raised.value.line) == ("toy.txt", 2)
    assert raised.value.message.id == "dots.no-target-dots"


@pytest.mark.parametrize(
    ("text", "line", "message_id"),
    [
        ("target 1\nta\x07rget 2\n", 2, "dots.control-character"),
        ("# only a comment\n", None, "dots.empty"),
        ("()\n", None, "dots.empty"),
        ("board 3\n", 1, "dots.neither-format"),
    ],
)
def test_a_fault_is_the_files_error_at_its_line(text, line, message_id):
    with pytest.raises(ProblemFileError) as raised:
        READER.read(text, "toy.txt", None)
    assert not isinstance(raised.value, MissingTargetError)
    assert (raised.value.path, raised.value.line) == ("toy.txt", line)
    assert raised.value.message.id == message_id


def test_lisp_boards_reads_each_board_in_order_and_hands_on_what_lies_between():
    others = []

    def read_board(tokens, at, line, number):
        atoms = []
        while tokens[at][0] != ")":
            atoms.append(tokens[at][0])
            at += 1
        return (number, line, atoms), at + 1

    def read_other(token, line, drafts):
        others.append((token, line, len(drafts)))

    text = "; two boards\n'(1 2)\n70\n(3)\n"
    assert lisp_boards(text, read_board, read_other) == [(1, 2, ["1", "2"]), (2, 4, ["3"])]
    assert others == [("70", 3, 1)]  # the quote before a board is passed over
