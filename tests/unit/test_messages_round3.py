"""Messages that say what is wrong, where, in few words ("Nothing lost", round 3, item 7): a
number of thousands of digits, a read-only file system, a count and its noun."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

import pytest

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.knight.board import parse_square
from cavalo_gui.domains.problem_files import ProblemFileError
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.message import message
from cavalo_gui.engine.search import Search
from cavalo_gui.reports import output_paths
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.messages import ENGLISH, PORTUGUESE
from cavalo_gui.reports.output_paths import OutputPathError, check_output
from cavalo_gui.reports.results_file import ResultsFileError, write_text_safely
from cavalo_gui.reports.run import run
from tests.unit.cli_helpers import bad_input

HUGE = "9" * 5000


# ------------------------------------------------------------- a number of 5,000 digits


def test_a_blokus_stock_of_5000_digits_is_refused_with_its_file_and_line(tmp_path, capsys):
    shipped = get_domain("blokus")
    source = (Path(__file__).parents[2] / "problems/blokus/A.txt").read_text(encoding="utf-8")
    path = tmp_path / "huge.txt"
    path.write_text(source.replace("problem A\n", f"problem A\nstock {HUGE} 10 15\n"))
    line = source.splitlines().index("problem A") + 2
    with pytest.raises(ProblemFileError) as refused:
        shipped.read_file(path)
    assert refused.value.line == line
    assert refused.value.english_message == "a stock is at most 999 pieces of a kind"
    said = bad_input(capsys, "solve", "--domain", "blokus", "--board", str(path))
    assert said == (
        f"cavalo solve: error: {path}, line {line}: a stock is at most 999 pieces of a kind"
    )


@pytest.mark.parametrize(
    "arguments",
    [
        ["--problem", "A", "--target", HUGE],
        ["--problem", "A", "--target", "-" + HUGE],
        ["--problem", "F", "--seed", HUGE],
        ["--problem", "A", "--max-nodes", HUGE],
        ["--problem", "A", "--time-limit", HUGE],
        ["--problem", "A", "--index", HUGE],
        ["--problem", "A", "--algorithm", "smastar", "--memory", HUGE],
        ["--problem", HUGE],
        ["--problem", "A", "--algorithm", "astar", "--heuristic", HUGE],
        ["--problem", "A", "--break-on", "depth=" + HUGE],
    ],
)
def test_an_option_of_5000_digits_is_echoed_short(capsys, arguments):
    said = bad_input(capsys, "solve", *arguments)
    assert len(said) < 200, said
    assert "(5,000 digits)" in said or "(5,006 characters)" in said
    assert "Exceeds the limit" not in said


def test_a_whole_number_of_too_many_digits_says_so(capsys):
    said = bad_input(capsys, "solve", "--problem", "A", "--target", HUGE)
    assert said == (
        "cavalo solve: error: argument --target: expected a whole number of at most 18 "
        "digits, got 999999999999… (5,000 digits)"
    )


def test_a_square_of_5000_digits_is_not_a_square_and_is_echoed_short():
    with pytest.raises(ValueError, match=r"^'C99999999999'… \(5,001 characters\) is not a"):
        parse_square("C" + HUGE)


# ------------------------------------------------------------------ a read-only mount


class _ReadOnlyMount:
    f_flag = os.ST_RDONLY


@pytest.fixture
def read_only_mount(monkeypatch):
    """Every file system seen read-only, as on a read-only mount (where even root may not
    write: access() fails with EROFS)."""
    monkeypatch.setattr(output_paths.os, "statvfs", lambda _path: _ReadOnlyMount())
    monkeypatch.setattr(output_paths.os, "access", lambda _path, _mode: False)


def test_an_output_in_a_folder_of_a_read_only_mount_says_read_only(tmp_path, read_only_mount):
    with pytest.raises(OutputPathError) as refused:
        check_output(tmp_path / "new.md")
    assert refused.value.english_message == (
        f"cannot write in the folder {tmp_path.resolve()} (read-only file system)"
    )


def test_an_existing_output_on_a_read_only_mount_says_read_only(tmp_path, read_only_mount):
    old = tmp_path / "old.md"
    old.write_text("x")
    with pytest.raises(OutputPathError) as refused:
        check_output(old)
    assert refused.value.english_message == "is on a read-only file system; choose a file elsewhere"


def test_the_command_says_read_only_file_system(tmp_path, capsys, read_only_mount):
    said = bad_input(capsys, "solve", "--problem", "A", "--results", str(tmp_path / "r.dat"))
    assert said.endswith("(read-only file system)"), said
    assert "permission denied" not in said


def test_a_write_refused_with_erofs_says_read_only_file_system(tmp_path, monkeypatch):
    def refuse(*_args, **_kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    with pytest.raises(ResultsFileError) as refused:
        write_text_safely(tmp_path / "chart.csv", "a,b\n")
    assert str(refused.value).endswith("(read-only file system)")


@pytest.mark.parametrize(
    ("code", "said"),
    [
        (errno.EROFS, "read-only file system"),
        (errno.EACCES, "permission denied"),
        (errno.ENOSPC, os.strerror(errno.ENOSPC)),
    ],
)
def test_the_system_s_refusals_in_the_program_s_words(code, said):
    assert render(output_paths.os_error_reason(OSError(code, os.strerror(code)))) == said


# ------------------------------------------------------------------- a count, a noun


def test_sma_star_with_two_nodes_says_one_move_in_the_singular():
    result = run(
        RunChoices(
            get_domain("knight").load_puzzle("A"), "smastar", "fewest", parameters={"memory": 2}
        )
    )
    assert "no solution within 1 move, and" in render(result.reason, ENGLISH)
    assert "nenhuma solução até 1 jogada, e" in render(result.reason, PORTUGUESE)


@pytest.mark.parametrize(
    ("reason", "english", "portuguese"),
    [
        (message("reason.all-explored", n=1),
         "no solution: the only reachable state explored",
         "sem solução: o único estado alcançável explorado"),
        (message("reason.all-explored-depth", n=1, depth=3),
         "no solution: the only reachable state explored (depth 3)",
         "sem solução: o único estado alcançável explorado (profundidade 3)"),
        (message("reason.ruled-out", n=1),
         "no solution: the heuristic rules out every remaining node after 1 state",
         "sem solução: a heurística exclui todos os nós restantes, após 1 estado"),
        (message("reason.dead-ends-nodes", n=1),
         "no solution: every path ends in a dead end or is ruled out by the heuristic, "
         "after 1 node",
         "sem solução: todos os caminhos terminam num beco sem saída ou são excluídos pela "
         "heurística, após 1 nó"),
        (message("reason.dead-ends-expansions", n=1),
         "no solution: every path ends in a dead end or is ruled out by the heuristic, "
         "after 1 expansion",
         "sem solução: todos os caminhos terminam num beco sem saída ou são excluídos pela "
         "heurística, após 1 expansão"),
        (message("reason.memory", memory=2, n=1),
         "memory of 2 nodes too small: no solution within 1 move, and a longer one would not "
         "fit in memory",
         "memória de 2 nós pequena demais: nenhuma solução até 1 jogada, e uma mais longa não "
         "caberia na memória"),
        (message("reason.with-best", reason=message("reason.expansion-budget", n=5), n=1),
         "budget of 5 expansions reached; best solution found: 1 move, not proved optimal",
         "orçamento de 5 expansões atingido; melhor solução encontrada: 1 jogada, sem prova de "
         "ser ótima"),
        (message("reason.solved-optimal", n=1),
         "solved, optimal: 1 move (proved)", "resolvido, ótimo: 1 jogada (provado)"),
        (message("reason.solved", n=1), "solved in 1 move (not proved optimal)",
         "resolvido em 1 jogada (sem prova de ser ótimo)"),
        (message("reason.node-budget", n=1), "node budget of 1 generated node reached",
         "orçamento de 1 nó gerado atingido"),
    ],
)  # fmt: skip
def test_a_count_of_one_is_singular_in_both_languages(reason, english, portuguese):
    assert render(reason, ENGLISH) == english
    assert render(reason, PORTUGUESE) == portuguese


@pytest.mark.parametrize(("states", "reason"), [
    (1, "no solution: the only reachable state explored"),
    (2, "no solution: all 2 reachable states explored"),
])  # fmt: skip
def test_the_engine_writes_a_count_of_states_in_the_right_number(states, reason):
    problem = get_domain("knight").make_problem(get_domain("knight").load_puzzle("A"))
    search: Search = start_search("bfs", problem)
    assert render(search.exhausted(states).reason) == reason
    assert render(search.ruled_out(1).reason).endswith("after 1 state")


@pytest.mark.parametrize(
    "arguments",
    [
        ["--size", "1600x" + HUGE],
        ["--at", HUGE],
        ["--out", HUGE + ".jpg"],
    ],
)
def test_the_screenshot_s_options_of_5000_digits_are_echoed_short(capsys, arguments):
    said = bad_input(capsys, "screenshot", "--problem", "A", *arguments)
    assert len(said) < 200, said
    assert "Exceeds the limit" not in said


def test_an_output_path_is_refused_in_the_readers_language(capsys, tmp_path):
    """The output checks say what is wrong in Portuguese too: one line, 'erro:', the folder."""
    missing = tmp_path / "nowhere" / "out.md"
    line = bad_input(
        capsys, "--lang", "pt", "compare", "--problems", "A", "--algorithms", "bfs", "--out",
        str(missing),
    )  # fmt: skip
    assert line == (
        f"cavalo compare: erro: {missing}: a pasta {missing.parent} não existe; crie-a primeiro"
    )
