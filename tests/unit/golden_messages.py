"""The golden message files: every sentence the domains, the reports and the ``cavalo``
command write for a fixed set of inputs, in English and in Portuguese, one block per input.

They hold the words still while the way messages are made changes (from English sentences
translated by pattern to message ids rendered from catalogues): the test compares what the
program writes today with the files, and a deliberate change of wording is written again with
``python -m tests.unit.golden_messages --write`` and shows in the diff.
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from cavalo_gui.cli.main import main
from cavalo_gui.domains.languages import LANGUAGES
from cavalo_gui.domains.problem_files import ProblemFileError
from cavalo_gui.domains.registry import DOMAINS, problem_file_error_text

REPOSITORY = Path(__file__).resolve().parents[2]
GOLDEN = REPOSITORY / "tests" / "data" / "golden"
BAD = REPOSITORY / "tests" / "data" / "bad"
PROBLEMS = "ABCDEF"
RUNS = (
    ("bfs", "--max-nodes", "3000"),
    ("astar", "--max-nodes", "3000"),
    ("idastar", "--max-nodes", "3000"),
    ("dfs", "--max-depth", "4", "--max-nodes", "3000"),
)
"""The ``cavalo solve`` runs made on every bundled problem of every puzzle: budgets small
enough that some end by a limit, so their reasons are written too."""
ODD_RUNS = (
    ("knight", "B", "smastar", "--memory", "8"),
    ("knight", "D", "beam", "--beam-width", "2"),
    ("knight", "D", "iddfs", "--max-depth", "3"),
    ("knight", "E", "bfs"),
    ("knight", "C", "rbfs", "--heuristic", "enunciado"),
    ("knight", "C", "greedy"),
    ("knight", "C", "ucs", "--max-nodes", "500"),
    ("knight", "B", "decision"),
    ("dots", "A", "smastar", "--memory", "6"),
    ("blokus", "A", "rbfs"),
)
"""Runs that end in the other ways an algorithm can: memory, a beam, a depth limit, proved
unsolvable."""
_TIME = re.compile(r"\| [0-9][0-9.,e\-]* \|$", re.MULTILINE)
"""The last cell of a statistics row, the run's time, which no two runs share."""


def _cavalo(*arguments: str) -> str:
    """What ``cavalo`` writes on stdout and stderr for ``arguments``, its time masked."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(list(arguments))
        except SystemExit as exited:
            status = exited.code
    text = out.getvalue() + err.getvalue() + f"[exit {status}]\n"
    return _relative(_TIME.sub("| T |", text))


def _relative(text: str) -> str:
    """``text`` with the repository's paths relative to it, as on any checkout."""
    return text.replace(str(REPOSITORY) + "/", "")


def _file_faults() -> Iterator[tuple[str, ProblemFileError]]:
    """Every bad file of the test data read by every puzzle, and the faults of the texts the
    Portuguese test of the readers provokes."""
    from tests.unit.test_problem_file_portuguese import provoked_by_texts

    for path in sorted(BAD.iterdir()):
        for name, domain in DOMAINS.items():
            try:
                domain.read_file(path)
            except ProblemFileError as error:
                yield f"{name} reads {path.name}", error
    for index, (name, error) in enumerate(provoked_by_texts(), 1):
        yield f"{name} text {index}", error


def _blocks(language: str) -> Iterator[tuple[str, Callable[[], str]]]:
    for title, error in _file_faults():
        yield title, lambda error=error: _relative(problem_file_error_text(error, language) + "\n")
    for name in DOMAINS:
        yield (
            f"list {name}",
            lambda name=name: _cavalo("--lang", language, "list", "--domain", name),
        )
        for problem in DOMAINS[name].puzzles() or PROBLEMS:  # the course's A-F, the graphs
            for algorithm, *options in RUNS:
                arguments = ("--domain", name, "--problem", problem, "--algorithm", algorithm)
                yield (
                    f"solve {' '.join((*arguments, *options))}",
                    lambda arguments=(*arguments, *options): _cavalo(
                        "--lang", language, "solve", *arguments
                    ),
                )
    for name, problem, algorithm, *options in ODD_RUNS:
        arguments = ("--domain", name, "--problem", problem, "--algorithm", algorithm, *options)
        yield (
            f"solve {' '.join(arguments)}",
            lambda arguments=arguments: _cavalo("--lang", language, "solve", *arguments),
        )
    for path in sorted(BAD.iterdir())[:6]:
        arguments = ("solve", "--board", str(path), "--target", "5")
        yield (
            f"cavalo solve --board {path.name}",
            lambda arguments=arguments: _cavalo("--lang", language, *arguments),
        )


def messages(language: str) -> str:
    """The golden text of ``language``: each input's title, then what the program wrote."""
    return "".join(f"## {title}\n{write()}\n" for title, write in _blocks(language))


def golden_path(language: str) -> Path:
    return GOLDEN / f"messages.{language}.txt"


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m tests.unit.golden_messages --write")
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        golden_path(language).write_text(messages(language), encoding="utf-8")
        print(f"wrote {golden_path(language).relative_to(REPOSITORY)}")
