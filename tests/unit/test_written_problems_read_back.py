"""What a writer writes, its reader reads (issue 34, item 7): every puzzle's problems, with
any name and any description, are either refused by the writer with a reason, or written in
a text its own reader reads back as the same problem; a run file carries them the same way."""

from __future__ import annotations

import dataclasses
import json
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import DOMAINS
from cavalo_gui.domains.written_text import unwritable, written_description
from cavalo_gui.engine.message import MessageError
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run_file import SavedRun, read_run_file, write_run_file

SHIPPED = [(domain, name) for domain in DOMAINS.values() for name in domain.puzzles()]
NAME_CHARACTERS = string.ascii_letters + string.digits + "._+- ()#\\\"'\té"
NAMES = st.one_of(
    st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_.+-]{0,39}", fullmatch=True),
    st.text(NAME_CHARACTERS, max_size=50),
    st.text(max_size=20),
)
DESCRIPTIONS = st.one_of(
    st.text(string.printable + "éçã\u2028\u0085\x00\x1b\x7f\ud800", max_size=300),
    st.text(max_size=100),
    st.lists(st.text(string.ascii_letters + "-", min_size=1, max_size=120), max_size=5).map(
        " ".join
    ),
)


def _expected(puzzle, name: str, description: str):
    return dataclasses.replace(puzzle, name=name, description=written_description(description))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(shipped=st.sampled_from(SHIPPED), name=NAMES, description=DESCRIPTIONS)
def test_every_problem_written_is_read_back_as_it_was(shipped, name, description):
    domain, problem = shipped
    puzzle = dataclasses.replace(domain.load_puzzle(problem), name=name, description=description)
    reason = unwritable(name, description)
    try:
        text = domain.write_problem(puzzle)
    except MessageError as error:
        assert reason is not None, f"refused without cause: {error}"
        assert error.said == reason
        return
    assert reason is None
    [back] = domain.read_text(text, "written.txt")
    assert back == _expected(puzzle, name, description)


def test_a_blokus_board_named_after_its_file_saves_and_replays(tmp_path, capsys):
    row = "(" + " ".join(["0"] * 14) + ")"
    board = tmp_path / "my board (1).dat"
    board.write_text("(" + row * 14 + ")\n", encoding="utf-8")
    run = tmp_path / "saved.cavalo-run"
    arguments = ["solve", "--domain", "blokus", "--board", str(board), "--algorithm", "greedy"]
    assert main([*arguments, "--max-nodes", "300", "--save-run", str(run), "--json"]) in (0, 1)
    first = json.loads(capsys.readouterr().out)
    assert first["problem"] == "my-board-1"
    main(["solve", "--run", str(run), "--json"])
    again = json.loads(capsys.readouterr().out)
    assert again["problem"] == "my-board-1"
    assert again["generated"] == first["generated"]


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(shipped=st.sampled_from(SHIPPED), name=NAMES, description=DESCRIPTIONS)
def test_a_run_file_carries_any_problem_its_puzzle_writes(
    tmp_path_factory, shipped, name, description
):
    domain, problem = shipped
    puzzle = dataclasses.replace(domain.load_puzzle(problem), name=name, description=description)
    path = tmp_path_factory.mktemp("run") / "run.cavalo-run"
    setup = RunChoices(puzzle=puzzle, algorithm="bfs")
    if unwritable(name, description) is not None:
        return  # refused by write_run_file with the reason (tests/unit/test_run_file.py)
    write_run_file(path, SavedRun(setup, step=0, finished=False))
    back = read_run_file(path).setup.puzzle
    assert back == _expected(puzzle, name, description)
