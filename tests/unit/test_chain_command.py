"""``cavalo solve`` takes a puzzle it has never heard of through the Domain interface: the
chain test puzzle, registered with no board view, is solved from the command line."""

from __future__ import annotations

import json

from cavalo_gui.cli.main import main
from tests.chain_domain import chain_registered


def test_cavalo_solve_runs_the_chain_puzzle(capsys):
    with chain_registered():
        status = main(["solve", "--domain", "chain", "--problem", "Short", "--json"])
    record = json.loads(capsys.readouterr().out)
    assert status == 0
    assert (record["domain"], record["problem"], record["outcome"]) == ("chain", "Short", "solved")
    assert record["moves"] == 3
