"""Run files (issue 27, item 2) headless: ``cavalo solve --save-run`` writes one,
``cavalo solve --run`` replays it with the same statistics, and each bad file gets one line
on stderr naming it and what is wrong, with exit status 2."""

from __future__ import annotations

import json
import os
import re
from dataclasses import replace

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import get_domain
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run_file import SavedRun, read_run_file, write_run_file
from cavalo_gui.reports.run_replay import replay
from tests.unit.cli_helpers import bad_input

TIME = re.compile(r"\d[\d.e+-]* \|$")  # the time column, the one figure a replay cannot repeat


def _solve(capsys, *arguments: str) -> tuple[int, str]:
    status = main(["solve", *arguments])
    return status, capsys.readouterr().out


def _without_time(summary: str) -> list[str]:
    return [TIME.sub("|", line) for line in summary.splitlines()]


@pytest.mark.parametrize(
    "arguments",
    [
        ("--problem", "F", "--seed", "7", "--algorithm", "astar", "--max-nodes", "20000"),
        ("--domain", "dots", "--problem", "C", "--algorithm", "bfs"),
        ("--domain", "blokus", "--problem", "D", "--algorithm", "astar"),
    ],
)
def test_a_saved_run_replays_with_the_same_statistics(capsys, tmp_path, arguments):
    path = tmp_path / "run.cavalo-run"
    status, first = _solve(capsys, *arguments, "--save-run", str(path))
    record = json.loads(path.read_text(encoding="utf-8"))
    assert (record["format"], record["version"]) == ("cavalo-run", 1)
    assert record["finished"] is True
    again, replayed = _solve(capsys, "--run", str(path))
    assert again == status
    assert _without_time(replayed) == _without_time(first)
    assert "Generated" in first


def test_the_json_of_a_replay_equals_the_original_but_its_time(capsys, tmp_path):
    path = tmp_path / "f.cavalo-run"
    _status, first = _solve(
        capsys, "--problem", "F", "--seed", "7", "--json", "--max-nodes", "5000",
        "--save-run", str(path),
    )  # fmt: skip
    _again, replayed = _solve(capsys, "--run", str(path), "--json")
    original, again = json.loads(first), json.loads(replayed)
    for record in (original, again):
        record.pop("seconds")
    assert again == original and original["seed"] == 7


def test_a_run_saved_mid_run_replays_to_its_step(tmp_path):
    puzzle = get_domain("knight").load_puzzle("F", 7)
    setup = RunChoices(puzzle, algorithm="astar")
    path = write_run_file(tmp_path / "mid.cavalo-run", SavedRun(setup, step=123))
    result = replay(read_run_file(path))
    assert result.statistics.expanded == 123
    assert read_run_file(path).setup == replace(setup, options={"double": "max"})  # every option


def test_an_edited_board_travels_whole(tmp_path):
    knight = get_domain("knight")
    board = [None] * 100
    board[0], board[12], board[21] = 5, 44, 17
    edited = type(knight.load_puzzle("A"))("mine", tuple(board), 40, None, "")
    path = write_run_file(tmp_path / "edited.cavalo-run", SavedRun(RunChoices(edited)))
    assert read_run_file(path).setup.puzzle == edited


def _bad(tmp_path, good_text: str) -> dict[str, tuple[object, str]]:
    record = json.loads(good_text)
    files = {}

    def write(name: str, text: str) -> None:
        files[name] = tmp_path / f"{name}.cavalo-run"
        files[name].write_text(text, encoding="utf-8")

    write("truncated", good_text[: len(good_text) // 3])
    write("newer", good_text.replace('"version": 1', '"version": 2'))
    write("unknown", good_text.replace('"puzzle": "knight"', '"puzzle": "chess"'))
    write("wrong", good_text.replace('"puzzle": "knight"', '"puzzle": "blokus"'))
    rows = [line.replace("20 44", "20 20") for line in record["board"]]
    write("rules", json.dumps(dict(record, board=rows)))
    write("algorithm", json.dumps(dict(record, algorithm="magic")))
    write("problem-file", "\n".join(record["board"]))
    files["big"] = tmp_path / "big.cavalo-run"
    with open(files["big"], "wb") as stream:
        stream.truncate(100 * 1024 * 1024)
    files["folder"] = tmp_path / "folder.cavalo-run"
    files["folder"].mkdir()
    files["fifo"] = tmp_path / "fifo.cavalo-run"
    os.mkfifo(files["fifo"])
    said = {
        "truncated": "it is truncated",
        "newer": "written by a newer Cavalo (run file version 2)",
        "unknown": "unknown puzzle 'chess' (known: ",
        "wrong": "its board is a Knight game problem",
        "rules": "its board, line ",
        "algorithm": "its choices do not fit the Knight game",
        "problem-file": "not a run file: its JSON is broken at line 1, column 1",
        "big": "104,857,600 bytes",
        "folder": "this is a folder, not a file",
        "fifo": "this is a named pipe (FIFO), not a file",
    }
    return {name: (files[name], said[name]) for name in said}


def test_each_bad_run_file_gets_one_line_naming_it(capsys, tmp_path):
    good = tmp_path / "good.cavalo-run"
    _solve(capsys, "--problem", "A", "--save-run", str(good))
    for name, (path, phrase) in _bad(tmp_path, good.read_text(encoding="utf-8")).items():
        line = bad_input(capsys, "solve", "--run", str(path))
        assert line.startswith(f"cavalo solve: error: {path}: "), (name, line)
        assert phrase in line, (name, line)


def test_a_bad_run_file_is_named_in_portuguese(capsys, tmp_path):
    path = tmp_path / "newer.cavalo-run"
    path.write_text('{"format": "cavalo-run", "version": 3}', encoding="utf-8")
    line = bad_input(capsys, "--lang", "pt", "solve", "--run", str(path))
    assert line == (
        f"cavalo solve: erro: {path}: escrito por um Cavalo mais recente (versão 3 do ficheiro "
        "de execução); este Cavalo lê versões até à 1: atualize o Cavalo para o abrir"
    )


def test_the_desktop_entry_opens_run_files_by_their_mime_type(tmp_path):
    """The install script puts the MIME type of *.cavalo-run where the desktop looks, and the
    desktop entry (run with the file: Exec cavalo-gui %f) takes that type."""
    import configparser
    import subprocess
    import xml.etree.ElementTree as ElementTree
    from pathlib import Path

    from cavalo_gui.reports.run_file import RUN_FILE_EXTENSION

    root = Path(__file__).resolve().parents[2]
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(root / "resources" / "cavalo-gui.desktop", encoding="utf-8")
    types = entry["Desktop Entry"]["MimeType"].strip(";").split(";")
    script = root / "packaging" / "install_desktop_entry.sh"
    environment = dict(os.environ, XDG_DATA_HOME=str(tmp_path), PATH="/usr/bin:/bin")
    subprocess.run(["bash", str(script)], env=environment, check=True, capture_output=True)
    installed = tmp_path / "mime" / "packages" / "cavalo-gui-run.xml"
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    mime = ElementTree.parse(installed).getroot().find(f"{namespace}mime-type")
    assert mime.get("type") in types
    assert mime.find(f"{namespace}glob").get("pattern") == f"*{RUN_FILE_EXTENSION}"


@pytest.mark.parametrize("choice", [("--seed", "3"), ("--algorithm", "astar"), ("--double", "min")])
def test_a_choice_beside_a_run_file_is_refused_not_overruled(capsys, tmp_path, choice):
    path = tmp_path / "a.cavalo-run"
    _solve(capsys, "--problem", "A", "--save-run", str(path))
    line = bad_input(capsys, "solve", "--run", str(path), *choice)
    assert line == (
        f"cavalo solve: error: {choice[0]} cannot go with --run: the run file holds every "
        "choice of its run"
    )


def test_a_puzzle_its_format_cannot_write_is_refused_naming_the_file(tmp_path):
    from cavalo_gui.reports.run_file_error import RunFileError

    knight = get_domain("knight")
    odd = type(knight.load_puzzle("A"))("two words", knight.load_puzzle("A").board, 70, None, "")
    path = tmp_path / "odd.cavalo-run"
    with pytest.raises(RunFileError) as refused:
        write_run_file(path, SavedRun(RunChoices(odd)))
    assert str(refused.value).startswith(f"{path}: cannot be written: problem 'two words'")
    assert not path.exists() and not list(tmp_path.iterdir())
