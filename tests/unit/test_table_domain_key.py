"""A table names the puzzle by the key the JSON uses ("knight"), never by its label, so a CSV
and a JSON of the same runs can be joined on it."""

from __future__ import annotations

import csv
import io
import json

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.run import run
from cavalo_gui.reports.tables import to_csv, to_json


def test_csv_and_json_name_the_puzzle_by_the_same_key():
    result = run(RunChoices(load_puzzle("A"), "bfs"))
    (row,) = csv.DictReader(io.StringIO(to_csv([result])))
    (record,) = json.loads(to_json([result]))
    assert row["domain"] == record["domain"] == "knight"
