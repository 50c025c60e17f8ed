"""Each puzzle recognises its own files by their marks, even broken ones, and the command
line reads a ``--board`` file with that puzzle's reader when ``--domain`` is left out."""

from __future__ import annotations

from pathlib import Path

import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.registry import DOMAINS, domains_marking, get_domain, reader_of_file
from tests.unit.cli_helpers import bad_input

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
SHARED = Path("/work/shared/domains")


@pytest.mark.parametrize(
    "path",
    [
        *sorted((ROOT / "problems").glob("*/*.txt")),
        ROOT / "examples" / "boards.lisp",
        *sorted((DATA / "good").iterdir()),
        *sorted((DATA / "bad").glob("cavalo-*.txt")),
    ],
    ids=lambda path: f"{path.parent.name}/{path.name}",
)
def test_every_shipped_and_test_file_bears_its_own_puzzle_s_marks(path):
    own = path.parent.name if path.parent.name in DOMAINS else "knight"
    assert [domain.name for domain in domains_marking(path)] == [own]


@pytest.mark.parametrize(
    ("text", "domain"),
    [
        ("problem A\ntarget 10\nboard\n+   +\n|\n+---+\n", "dots"),  # a broken Dots board
        ("(((0 1) (1 1) (0 0)) ((0 1) (1 1) (0 0))) 9\n", "dots"),
        ("problem A\nstock 1 2\nboard\n", "blokus"),
        ("problem A\nboard\n . . X\n O X\n", "blokus"),
        ("((0 0 0 0 0 0 0 0 0 0 0 0 0 0) (0 0 0))\n", "blokus"),
        ("problem A\ntarget 70\nboard\n 02 .. 44\n", "knight"),
        ("problem A\ntarget 70\nseed 3\n", "knight"),
        ("((02 nil 44) (nil nil))\n", "knight"),
        ("((1 2 0 1 0 1 0 1 1 1))\n", "knight"),  # ten cells: a knight's row
    ],
)
def test_a_broken_file_still_bears_its_puzzle_s_marks(tmp_path, text, domain):
    path = tmp_path / "file.txt"
    path.write_text(text, encoding="utf-8")
    assert [found.name for found in domains_marking(path)] == [domain]
    assert reader_of_file(path, get_domain("knight")).name == domain


def test_a_file_with_no_marks_or_unreadable_goes_to_the_default(tmp_path):
    prose = tmp_path / "prose.txt"
    prose.write_text("Dear reader,\nthis is no board.\n", encoding="utf-8")
    assert reader_of_file(prose, get_domain("blokus")).name == "blokus"
    assert reader_of_file(tmp_path / "missing.txt", get_domain("dots")).name == "dots"


@pytest.mark.skipif(not SHARED.is_dir(), reason="the course's shared files are not here")
@pytest.mark.parametrize(
    ("name", "domain"),
    [("dots-and-boxes-problems.dat", "dots"), ("blokus-uno-problems.dat", "blokus")],
)
def test_the_course_files_bear_their_puzzle_s_marks(name, domain):
    assert [found.name for found in domains_marking(SHARED / name)] == [domain]


def test_the_command_reads_a_broken_dots_file_with_the_dots_reader(tmp_path, capsys):
    text = (ROOT / "problems" / "dots" / "A.txt").read_text(encoding="utf-8")
    path = tmp_path / "caixas.txt"
    path.write_text(text.replace("target 3\n", "target 10\n"), encoding="utf-8")
    said = bad_input(capsys, "solve", "--board", str(path))
    assert said == (
        f"cavalo solve: error: {path}, line 12: the target of problem A is 10, but its board "
        "has only 9 boxes"
    )


def test_the_command_solves_a_blokus_file_without_domain(capsys):
    assert main(["solve", "--board", str(ROOT / "problems" / "blokus" / "C.txt"), "--json"]) == 0
    assert '"domain": "blokus"' in capsys.readouterr().out


def test_an_explicit_domain_is_obeyed(tmp_path, capsys):
    said = bad_input(
        capsys, "solve", "--domain", "knight", "--board", str(ROOT / "problems" / "dots" / "A.txt")
    )
    assert said.startswith(f"cavalo solve: error: {ROOT / 'problems' / 'dots' / 'A.txt'}, line")
