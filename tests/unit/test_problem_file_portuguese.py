"""Problem-file error messages in Portuguese: every message each puzzle's readers and the shared
checks of ``problem_files`` can write has its Portuguese, with no English word left in it but
the quoted tokens, keywords and names it keeps; the English messages stay as they are."""

from __future__ import annotations

import os
import pickle
import random
import re
import socket
from collections.abc import Callable
from pathlib import Path

import pytest

from cavalo_gui.domains import problem_files as files_module
from cavalo_gui.domains.blokus.files import parse_blokus_text, read_blokus_file
from cavalo_gui.domains.catalogues import entries
from cavalo_gui.domains.dots.files import parse_problems as parse_dots
from cavalo_gui.domains.knight.files import parse_problem_bytes
from cavalo_gui.domains.knight.files import parse_problems as parse_knight
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE
from cavalo_gui.domains.problem_files import (
    MAX_FILE_BYTES,
    MissingTargetError,
    ProblemFileError,
    bundled_problems_folder,
    read_bundled_problems,
)
from cavalo_gui.domains.registry import (
    DOMAINS,
    problem_file_error_text,
    problem_file_message,
)
from cavalo_gui.engine.message import Message, message

REPOSITORY = Path(__file__).resolve().parents[2]
BAD = REPOSITORY / "tests" / "data" / "bad"

ENGLISH_WORDS = frozenset(
    """a? after already and any appears arc arcs at before binary board boards both but
    cannot cells characters closed closing column columns comes comments control course data
    defined device digits dot dots drawing empty ends expected far file first folder found from
    given goal has have holds inside installation is it its keyword large larger least letters
    line lines list lists missing more most must name nothing not number numbers of one only or
    outside piece pieces player pipe problem problems read right row rows same seed should
    square squares start starting starts stock target text the this to too two unexpected
    unknown value whole write""".replace("a?", "").split()
)
"""Words of the English messages that no Portuguese message may hold outside its quoted
tokens (keywords such as 'board' and 'target' are quoted, and stay as they are)."""

KEPT = re.compile(
    r"'[^']*'|\"[^\"]*\""  # quoted tokens and keywords, as the file writes them
    r"|problem, target, seed, description, board"  # the keywords the knight's reader lists
    r"|\(problem, target, description, board\)|\(problem, description, stock, board\)"
)


def english_words(text: str) -> set[str]:
    """The words of ``ENGLISH_WORDS`` in ``text``, its quoted tokens and keyword lists left
    out."""
    return set(re.findall(r"[^\W\d_]+", KEPT.sub(" ", text))) & ENGLISH_WORDS


def fault(call: Callable[[], object]) -> ProblemFileError:
    with pytest.raises(ProblemFileError) as caught:
        call()
    return caught.value


def dat_board(rows: list[str]) -> str:
    return "(\n" + "".join(f" ({row})\n" for row in rows) + ")\n"


ZEROS = " ".join(["0"] * 14)
KNIGHT_ROW = " ".join(["nil"] * 10)
KNIGHT_BOARD = "(" + " ".join(f"({KNIGHT_ROW})" for _ in range(10)) + ")"
CAVALO_ROWS = "\n".join([" ".join([".."] * 10)] * 10)
DOTS_DRAWING = "+   +\n\n+   +"
CROSS = ". O . .\nO O O .\n. O . .\n. . . .\n"

# One text per fault of each reader (its raise sites and the helpers that write its messages),
# as (reader, text, target).
KNIGHT_TEXTS = [
    f"{KNIGHT_BOARD} 70 x",  # expected '(' starting board 2 or a target
    f"{KNIGHT_BOARD} 70 80",  # already has the target
    f"{KNIGHT_BOARD} -70",  # must be 0 or more
    f"{KNIGHT_BOARD} {'9' * 30}",  # too large
    f"{KNIGHT_BOARD} 70)",  # unexpected ')'
    f"70 {KNIGHT_BOARD}",  # a target before any board
    f"{KNIGHT_BOARD}",  # has no target: write it after the board
    "((nil nil",  # row 1 of board 1 is not closed
    "((nil) (nil nil",  # (row not closed)
    "(" + f"({KNIGHT_ROW}) " * 10 + "x)",  # expected ')' closing board 1
    "(" + f"({KNIGHT_ROW}) " * 11 + ")",  # more than 10 rows
    "(" + f"({KNIGHT_ROW}) " * 9 + ")",  # expected 10 rows, found 9
    "(x)",  # expected '(' starting row 1
    "(" + f"({KNIGHT_ROW}) " * 9,  # board 1 is not closed (9 rows read)
    "((nil (nil)))",  # found '(' inside row 1
    "((nil nil))",  # expected 10 numbers or NIL in row 1
    "((x nil nil nil nil nil nil nil nil nil))",  # expected a number 0-99 or NIL
    "((100 nil nil nil nil nil nil nil nil nil))",  # outside 0-99
    "((1 1 nil nil nil nil nil nil nil nil))",  # appears twice
    "prose",  # neither format
    "# only a comment",  # empty or only comments
    "problem A\ntarget 1\x07",  # control character
    "problem A\ntarget 1",  # no board
    f"problem A\nboard\n{CAVALO_ROWS}",  # no target: add a line 'target N'
    "problem A\nproblem a",  # defined twice (first at line 1)
    "target 1",  # comes before any 'problem' line
    f"problem A\nboard x\n{CAVALO_ROWS}",  # 'board' takes no value
    f"problem A\ntarget 1\nboard\n{CAVALO_ROWS}\n.. ..",  # more than 10 rows
    "problem A\n.. ..",  # a row of cells outside any board
    "problem A\ntargt 1",  # unknown keyword, did you mean
    "problem A\nzzzzzz 1",  # unknown keyword
    "problem A\ntarget 1\ntarget 2",  # a second 'target' line
    "problem A\nseed 1\nboard",  # both a board and a seed
    "problem A B",  # a problem name is one word
    "problem",  # ... found nothing
    "problem A\ntarget",  # 'target' takes one whole number; found nothing
    "problem A\ntarget 1 2",  # ... found '1 2'
    "problem A\nseed x",  # the seed must be a whole number
    "problem A\nseed -1",  # the seed must be 0 or more
    "problem A\nseed 99999999999999999999999",  # the seed is too large
    "problem A\ntarget 1\nboard\n.. ..",  # expected 10 rows in the board, found 1 (end)
    "problem A\nboard\n.. ..\ntarget 1",  # expected 10 rows, found 1 (keyword)
    "problem A\ntarget 1\nboard\n.. ..\n" + "\n".join([".. " * 10] * 9),  # 10 cells
    f"problem A\ntarget 1\nboard\n3 {CAVALO_ROWS[3:]}",  # exactly two digits
    f"problem A\ntarget 1\nboard\n100 {CAVALO_ROWS[3:]}",  # outside 00-99
    f"problem A\ntarget 1\nboard\nnil {CAVALO_ROWS[3:]}",  # expected a number 00-99 or '..'
    f"problem A\ntarget 1\nboard\n01 01 {CAVALO_ROWS[6:]}",  # appears twice on problem A
]
DOTS_TEXTS = [
    "(((0 0)(0 0)) ((0)(0))) 1",
    "(((0 2)(0 0))\n ((0)(0)(0))) 1",
    "(((0 0)(0 0 0)) ((0)(0)(0))) 1",
    "(((0 0)(0 0))\n((0)(0 1)(0))) 1",
    "(((0 0)(0 0)) ((0)(0)(0))) 3",
    ";\n(((0 0)(0 0)) ((0)(0)(0)) 1",
    "(((0)(0)) ((0)(0))) 1)",
    "(((0)(0)) ((0)(0))) 1 2",
    "(((0)(0)) ((0)(0))) 1 x",
    "(((0)(0)) ((0)(0))) x",
    "(((((0)))))",
    "((0 0) ((0)(0)))",
    "((0 0) 0)",
    "(((0)(0)) 0)",
    "(((0)(0) ')",
    "(((0)(0)))",
    "(((0)) ((0)(0)))",
    "(((0)(0)) ((0)(0))) -1",
    "(((0)(0)) ((0)(0))) 99999999999",
    "(((0)(0)) ((0)(0)))",
    "problem A\ntarget 1\nboard\n+--+\n\n+--+",
    "problem A\ntarget 1\nboard\n+   +\n  |\n+   +",
    "problem A\ntarget 1\nboard\n+   +\n\n+ - +",
    "problem A\ntarget 1\nboard\n+   +\n\n+   +   +",
    "problem A\ntarget 1\nboard\n+\t  +\n\n+   +",
    "problem A\ntarget 1\nboard\n  +   +\n\n+   +",
    "problem A\ntarget 1\nboard\n+   +\n      |\n+   +",
    "problem A\ntarget 1\nboard\n+   +\n",
    "problem A\ntarget 1\nboard\n" + "+   +\n\n" * 14,
    "problem A\ntarget 1\nboard\ntarget 2",
    "problem A\ntarget 1\nboard\n",
    "problem A\ntarget 1\nboard\n+   +\n\n+   +\n|",
    "problem A\ntarget 1",
    "problem A\nboard\n+   +\n\n+   +",
    "problem A\ntarget 9\nboard\n+   +\n\n+   +",
    "problem A\ntarget x",
    "problem A\ntarget 1\ntarget 2",
    "problem A\ntarget 1\nboard x",
    f"problem A\ntarget 1\nboard\n{DOTS_DRAWING}\nboard\n{DOTS_DRAWING}",
    "problem A\nsize 3",
    "size 3",
    "target 3",
    "problem A B",
    "problem",
    "problem A\nproblem a",
    "# nothing\n\n",
    "hello",
    "problem A\x01",
]
BLOKUS_TEXTS = [
    dat_board([ZEROS] * 13),
    dat_board([ZEROS] * 15),
    dat_board([ZEROS] * 2 + [ZEROS[:-2]] + [ZEROS] * 11),
    dat_board([ZEROS] * 3 + [ZEROS.replace("0", "3", 1)] + [ZEROS] * 10),
    dat_board([ZEROS] * 14) + "5\n",
    dat_board([ZEROS] * 14)[:-2] + "\n",
    "((0 0",
    "(x)",
    "'x",
    dat_board(["1 1" + ZEROS[3:]] + [ZEROS] * 13),
    "problem A\nboard\n. . .\n. . \n. . .\n",
    "problem A\nboard\n. . .\n. z .\n. . .\n",
    "problem A\nboard\n. .\n. .\n",
    "problem A\nboard\n. . .\n. . .\n",
    "problem A\nboard\n",
    "problem A\nboard\nstock 1 1 1\n",
    "problem A\ntarget 5\n",
    "board\n. . .\n",
    "problem A\ndescription no board\n",
    "problem A B\n",
    "problem A\nproblem a\n",
    "problem A\nstock 1 2\n",
    "problem A\nstock 1 1 1\nstock 1 1 1\n",
    "problem A\nstock 1 1 1000\n",
    "problem A\nboard x\n",
    "problem A\nboard\n. . .\n. . .\n. . .\nboard\n. . .\n. . .\n. . .\n",
    "problem A\nstock 1 0 0\nboard\nO . .\n. . .\n. . O\n",
    "problem A\nboard\n. . .\n. O O\n. . .\n",
    "# only a comment\n",
]
READERS: dict[str, Callable[[str], object]] = {
    "knight": lambda text: parse_knight(text, "bad.txt"),
    "dots": lambda text: parse_dots(text, "bad.txt"),
    "blokus": lambda text: parse_blokus_text(text, "bad.txt"),
}
TEXTS = {"knight": KNIGHT_TEXTS, "dots": DOTS_TEXTS, "blokus": BLOKUS_TEXTS}


def provoked_by_texts() -> list[tuple[str, ProblemFileError]]:
    """The faults of every text above, read by its puzzle's reader, and those of a target
    given: out of range, over the board's boxes, not a number, or given to Blokus Uno."""
    faults = [
        (name, fault(lambda name=name, text=text: READERS[name](text)))
        for name in TEXTS
        for text in TEXTS[name]
    ]
    faults.append(("knight", fault(lambda: parse_knight(KNIGHT_BOARD, "bad.dat", target=-5))))
    faults.append(("dots", fault(lambda: parse_dots("(((0)(0)) ((0)(0)))", "b.dat", target=-1))))
    faults.append(("dots", fault(lambda: parse_dots("(((0)(0)) ((0)(0)))", "b.dat", target=9))))
    faults.append(("dots", fault(lambda: parse_dots("(((0)(0)) ((0)(0)))", "b.dat", True))))
    faults.append(("blokus", fault(lambda: read_blokus_file("any.txt", target=3))))
    return faults


def provoked_by_files(folder: Path, monkeypatch: pytest.MonkeyPatch) -> list[ProblemFileError]:
    """The faults of every bad file, read by every puzzle, and of every file that is no
    problem file (missing, a folder, a FIFO, a socket, a device, unreadable, huge, a bad
    encoding, binary data, a file of no kind known)."""
    faults = []
    for path in sorted(BAD.iterdir()):
        for domain in DOMAINS.values():
            faults.append(fault(lambda domain=domain, path=path: domain.read_file(path)))
    odd = [folder / "missing.txt", folder]
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe")
        odd.append(folder / "pipe")
    if hasattr(socket, "AF_UNIX") and len(str(folder / "socket")) < 100:
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(folder / "socket"))
        odd.append(folder / "socket")
    if Path("/dev/null").exists():
        odd.append(Path("/dev/null"))
    huge = folder / "huge.txt"
    huge.write_bytes(b"; padding\n" * (MAX_FILE_BYTES // 10 + 1))
    odd.append(huge)
    for path in odd:
        faults.append(fault(lambda path=path: DOMAINS["knight"].read_file(path)))
    for data in ("x".encode("utf-16")[:-1] + b"\x00\xd8", b"problem A\n\x00", b"\x81\x8d\x90"):
        faults.append(fault(lambda data=data: parse_problem_bytes(data, "bad.txt")))
    monkeypatch.setattr(files_module, "open", _refused, raising=False)
    secret = folder / "secret.txt"
    secret.write_text("problem A")
    faults.append(fault(lambda: DOMAINS["knight"].read_file(secret)))
    monkeypatch.setattr(files_module, "open", _failed, raising=False)
    faults.append(fault(lambda: DOMAINS["knight"].read_file(secret)))
    monkeypatch.setattr(files_module.os, "stat", lambda _path: os.stat_result((0,) * 10))
    faults.append(fault(lambda: DOMAINS["knight"].read_file(secret)))  # no kind of file known
    monkeypatch.undo()
    return faults


def _refused(*_args, **_kwargs):
    raise PermissionError(13, "Permission denied")


def _failed(*_args, **_kwargs):
    raise OSError(5, "Input/output error")


def shipped_faults(monkeypatch: pytest.MonkeyPatch, folder: Path) -> list[ProblemFileError]:
    """The faults of the bundled problems: missing, and a name given twice."""
    monkeypatch.setattr(files_module, "REPOSITORY_PROBLEMS", folder / "nowhere")
    missing = fault(lambda: bundled_problems_folder("nothing-here"))
    monkeypatch.undo()
    twice = fault(
        lambda: read_bundled_problems("knight", lambda _data, _source: parse_knight(_TWICE))
    )
    return [missing, twice]


_TWICE = f"problem A\ntarget 1\nboard\n{CAVALO_ROWS}\n"


@pytest.fixture
def every_fault(tmp_path, monkeypatch) -> list[ProblemFileError]:
    return [
        *(error for _name, error in provoked_by_texts()),
        *provoked_by_files(tmp_path, monkeypatch),
        *shipped_faults(monkeypatch, tmp_path),
    ]


def test_every_problem_file_message_is_in_portuguese_with_no_english_word(every_fault):
    messages = {error.english_message: error.message for error in every_fault}
    assert len(messages) > 150
    untranslated = []
    for english, said in sorted(messages.items()):
        portuguese = problem_file_message(said, PORTUGUESE)
        if portuguese == english or english_words(portuguese):
            untranslated.append((english, portuguese, english_words(portuguese)))
    assert untranslated == []


def test_the_english_words_checked_are_the_messages_own(every_fault):
    """The list of words is the messages' vocabulary: each word of it is in some message."""
    used = {
        word for error in every_fault for word in re.findall(r"[A-Za-z]+", error.english_message)
    }
    assert ENGLISH_WORDS - used <= {"should", "column", "from", "have", "least", "start", "two"}
    assert len(ENGLISH_WORDS & used) > 90


def test_every_shared_message_is_met(every_fault):
    """The faults above say every message of the readers' shared checks: none is dead."""
    met = {key for error in every_fault for key in said_ids(error)}
    shared = {key for key in entries(ENGLISH) if key.startswith("file.") and "where" not in key}
    assert len(shared) == 18
    assert sorted(shared - met) == []


MORE_TEXTS = {
    "knight": ["problem A\ntarget x"],
    "dots": ["; a comment, not a keyword\nproblem A", "(0 ((0)(0)))"],
    "blokus": [
        "problem A\nstock 0 0 0\nboard\nO O . .\nO O . .\n. . . .\n. . . .\n",
        f"problem A\nstock 0 0 0\nboard\n{CROSS}",
    ],
}
"""Texts that reach the few messages the texts above do not (kept apart, so that the golden
message files, which read those, stay as they are)."""


@pytest.mark.parametrize(("name", "least"), [("knight", 40), ("dots", 50), ("blokus", 30)])
def test_every_message_of_a_puzzles_readers_is_met(name, least):
    """The texts above reach every message of the puzzle's readers: none is dead, and a new
    fault of a reader wants a new text here (and its two languages in the catalogues)."""
    errors = [error for puzzle, error in provoked_by_texts() if puzzle == name]
    errors += [fault(lambda text=text: READERS[name](text)) for text in MORE_TEXTS[name]]
    met = {key for error in errors for key in said_ids(error)}
    own = {
        key
        for key in entries(ENGLISH)
        if key.startswith(f"{name}.")
        and not key.startswith(
            tuple(
                f"{name}.{kind}"
                for kind in (
                    "state",
                    "breakdown",
                    "text.",
                    "catalog.",
                    "editor.",
                    "model.",
                    "trace.",
                    "count",
                )
            )
        )
        # the state sentences, the inspector's breakdowns, the puzzle's own texts, the board
        # editor's words (met by tests/gui/test_board_editor.py) and the board model's own
        # checks (met by tests/unit/test_messages_both_languages.py) and a student's trace's
        # moves (met by tests/unit/test_trace_moves.py) and its progress counted ("60 points",
        # met by tests/unit/test_progress_count.py) are not a reader's
        and not key.endswith("-description")  # what a reader says of a board, not a fault
    }
    assert len(own) > least
    assert sorted(own - met) == []


def message_ids(said: object) -> set[str]:
    """The ids of a message and of the messages among its parameters."""
    if not isinstance(said, Message):
        return set()
    return {said.id}.union(*(message_ids(value) for _name, value in said.parameters))


def said_ids(error: ProblemFileError) -> set[str]:
    """The ids of an error's message and, for a missing target, of its short message."""
    return message_ids(error.message) | message_ids(getattr(error, "short", None))


@pytest.mark.parametrize("name", list(READERS))
def test_random_texts_give_messages_that_all_have_portuguese(name):
    """Pieces of every format, right and wrong, in random order (a fixed seed): every fault
    the reader finds has its Portuguese."""
    pieces = [
        *"()'\n\t#;|+. ",
        *("nil", "00", "07", "44", "7", "100", "-1", "+5", "..", "O", "X", "x", "0", "1", "2"),
        *("problem", "A", "a", "target", "70", "seed", "board", "description", "stock", "1 2 3"),
        *("+---+", "+   +", "+   +   +", "   ", "  |", "9" * 30, "\x07", "targt", "zz"),
        "problem A\ntarget 1\n",
        "problem A\nboard\n",
        "(((0 0)(0 0)) ((0)(0)(0))) 1\n",
    ]
    chance = random.Random(20260522)
    untranslated = set()
    for _ in range(4000):
        text = "".join(
            chance.choice(pieces) + chance.choice(["", " ", "\n"])
            for _ in range(chance.randint(1, 40))
        )
        try:
            READERS[name](text)
        except ProblemFileError as error:
            if problem_file_message(error.message, PORTUGUESE) == error.english_message:
                untranslated.add(error.english_message)
    assert sorted(untranslated) == []


def test_the_one_line_names_the_file_and_the_line_in_portuguese():
    error = fault(lambda: DOMAINS["knight"].read_file(BAD / "cavalo-short-row.txt"))
    assert problem_file_error_text(error, PORTUGUESE) == (
        f"{BAD / 'cavalo-short-row.txt'}, linha 7: esperavam-se 10 casas na linha 3 do "
        "problema A, encontraram-se 9 (um número 00-99 ou '..' para uma casa vazia)"
    )
    assert problem_file_error_text(error, ENGLISH) == str(error)
    whole = fault(lambda: DOMAINS["dots"].read_file(BAD / "empty.txt"))
    assert problem_file_error_text(whole, PORTUGUESE) == (
        f"{BAD / 'empty.txt'}: nenhum problema neste ficheiro: está vazio ou só tem comentários"
    )


@pytest.mark.parametrize(
    ("read", "english", "portuguese"),
    [
        (
            lambda: parse_dots("(((0 0)(0 0)) ((0)(0))) 1"),
            "board 1: expected 3 vertical lines, found 2",
            "tabuleiro 1: esperavam-se 3 linhas verticais, encontraram-se 2",
        ),
        (
            lambda: parse_dots("(((0)(0)) ((0)(0)))", "b.dat", target=3),
            "the target given is 3, but its board has only 1 box",
            "o objetivo dado é 3, mas o seu tabuleiro só tem 1 caixa",
        ),
        (
            lambda: parse_blokus_text("problem A\nstock 1 0 0\nboard\nO . .\n. . .\n. . O\n"),
            "the board holds 2 1x1 pieces of the player's, more than the stock of 1 (on problem A)",
            "o tabuleiro tem 2 peças 1x1 do jogador, mais do que a reserva de 1 (no problema A)",
        ),
        (
            lambda: parse_blokus_text(f"problem A\nstock 0 0 0\nboard\n{CROSS}"),
            "the board holds 1 cross piece of the player's, more than the stock of 0 "
            "(on problem A)",
            "o tabuleiro tem 1 peça cruz do jogador, mais do que a reserva de 0 (no problema A)",
        ),
    ],
)
def test_a_message_is_rendered_in_both_languages(read, english, portuguese):
    error = fault(read)
    assert problem_file_message(error.message, ENGLISH) == english
    assert problem_file_message(error.message, PORTUGUESE) == portuguese


@pytest.mark.parametrize(
    ("text", "english", "portuguese"),
    [
        (
            "((nil nil nil nil nil nil nil nil nil nil)) (" + f"({KNIGHT_ROW}) " * 10 + ")",
            "expected 10 rows in board 1, found 1",
            "esperavam-se 10 linhas no tabuleiro 1, encontrou-se 1",
        ),
        (
            "problem A\ntargt 1",
            "unknown keyword 'targt' (did you mean 'target'?): expected one of problem, target, "
            "seed, description, board",
            "palavra-chave desconhecida 'targt' (queria dizer 'target'?): esperava-se uma de "
            "problem, target, seed, description, board",
        ),
    ],
)
def test_a_knight_message_is_rendered_in_both_languages(text, english, portuguese):
    error = fault(lambda: parse_knight(text))
    assert problem_file_message(error.message, ENGLISH) == english
    assert problem_file_message(error.message, PORTUGUESE) == portuguese


@pytest.mark.parametrize(
    ("read", "english", "portuguese"),
    [
        (
            lambda: DOMAINS["knight"].read_file(BAD / "classic-missing-target.dat"),
            "board 2 has no target",
            "o tabuleiro 2 não tem objetivo",
        ),
        (
            lambda: parse_dots("(((0)(0)) ((0)(0)))"),
            "board 1 has no target",
            "o tabuleiro 1 não tem objetivo",
        ),
        (
            lambda: parse_dots(f"problem A\nboard\n{DOTS_DRAWING}"),
            "problem A has no target",
            "o problema A não tem objetivo",
        ),
    ],
)
def test_a_missing_target_names_its_board_in_a_message_of_its_own(read, english, portuguese):
    """The question that asks for a target says which board wants it from a message value of
    its own, not from the front of the whole message's text; it survives a trip to a worker."""
    error = fault(read)
    assert isinstance(error, MissingTargetError)
    assert problem_file_message(error.short, ENGLISH) == english
    assert problem_file_message(error.short, PORTUGUESE) == portuguese
    assert pickle.loads(pickle.dumps(error)).short == error.short


def test_a_shared_message_is_rendered_from_its_catalogue():
    unreadable = message("file.unreadable", reason="Input/output error")
    assert problem_file_message(unreadable, PORTUGUESE) == "não pode ser lido: Input/output error"
    assert problem_file_message(unreadable, ENGLISH) == "cannot be read: Input/output error"
    error = ProblemFileError("x.txt", None, unreadable)
    assert str(error) == "x.txt: cannot be read: Input/output error"


def test_a_message_with_no_portuguese_stays_in_english():
    assert problem_file_message("a message no reader writes", PORTUGUESE) == (
        "a message no reader writes"
    )
    unknown = ProblemFileError("x.txt", 2, "a message no reader writes")
    assert (
        problem_file_error_text(unknown, PORTUGUESE) == "x.txt, linha 2: a message no reader writes"
    )
    odd_piece = "something else (on problem A)"
    assert problem_file_message(odd_piece, PORTUGUESE) == odd_piece
