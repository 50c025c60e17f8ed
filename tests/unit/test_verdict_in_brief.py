"""A checked trace's verdict in a few words (the window's status bar): holds, departs at an
expansion, or departs at the closing line, in both languages."""

from __future__ import annotations

from cavalo_gui.domains.catalogues import render
from cavalo_gui.reports.own_search.verdict import check_trace
from tests.unit.test_check_own_traces import own_trace
from tests.unit.test_cli_check import rewrite_last


def test_a_trace_that_holds_says_so_in_brief(tmp_path):
    verdict = check_trace(own_trace(tmp_path, "A", "bfs"), reference=False)
    assert render(verdict.in_brief()) == "holds"
    assert render(verdict.in_brief(), "pt") == "cumpre"


def test_statistics_that_depart_say_the_closing_line_in_brief(tmp_path):
    path = rewrite_last(own_trace(tmp_path, "B", "bfs"), generated=47)
    verdict = check_trace(path, reference=False)
    lines = len(path.read_text().splitlines())
    assert render(verdict.in_brief()) == f"departs at line {lines}"
    assert render(verdict.in_brief(), "pt") == f"afasta-se na linha {lines}"
