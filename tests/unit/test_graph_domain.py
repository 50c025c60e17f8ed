"""Graphs, the fourth puzzle (issue 36): the files, the shipped problems, and cost, not moves."""

from __future__ import annotations

import json

import networkx
import pytest

from cavalo_gui.cli.main import main
from cavalo_gui.domains.graph.problem import GraphPuzzle
from cavalo_gui.domains.problem_files import ProblemFileError
from cavalo_gui.domains.registry import get_domain, problem_file_error_text
from cavalo_gui.engine.algorithms import ALGORITHMS, start_search
from cavalo_gui.engine.events import Outcome

GRAPH = get_domain("graph")
ROMANIA_LEAST = ["Sibiu", "Rimnicu Vilcea", "Pitesti", "Bucharest"]
ROMANIA_FAGARAS = ["Sibiu", "Fagaras", "Bucharest"]


def _solve(capsys, *arguments: str) -> dict:
    main(["solve", *arguments, "--json"])
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("algorithm", "path", "cost", "proved"),
    [
        ("astar", ROMANIA_LEAST, 418, True),
        ("ucs", ROMANIA_LEAST, 418, True),
        ("greedy", ROMANIA_FAGARAS, 450, False),
        ("bfs", ROMANIA_FAGARAS, 450, False),
    ],
)
def test_romania_from_arad_to_bucharest(capsys, algorithm, path, cost, proved):
    result = _solve(capsys, "--domain", "graph", "--problem", "romania", "--algorithm", algorithm)
    assert result["path"] == path
    assert result["cost"] == cost and result["moves"] == len(path)
    assert result["proved_optimal"] is proved


def test_the_sentences_say_what_a_solution_is_optimal_in(capsys):
    said = {}
    for algorithm in ("astar", "ucs", "bfs", "greedy"):
        main(["solve", "--problem", "romania", "--domain", "graph", "--algorithm", algorithm])
        said[algorithm] = capsys.readouterr().out
    assert "least cost 418 (proved), in 4 moves" in said["astar"]
    assert "least cost 418 (proved)" in said["ucs"]
    assert "solved at cost 450: fewest moves (3), not least cost" in said["bfs"]
    assert "optimal" not in said["bfs"]
    assert "solved at cost 450 in 3 moves (not proved least cost)" in said["greedy"]
    main(
        ["--lang", "pt", "solve", "--problem", "romania", "--domain", "graph", "--algorithm", "bfs"]
    )
    assert "menos jogadas (3), não o custo mínimo" in capsys.readouterr().out


def test_the_knight_still_says_optimal_in_moves(capsys):
    main(["solve", "--problem", "A", "--algorithm", "bfs"])
    assert "solved, optimal: 3 moves (proved)" in capsys.readouterr().out


def test_the_same_map_read_from_graphml_written_by_networkx(capsys, tmp_path):
    romania = GRAPH.load_puzzle("romania")
    written = networkx.Graph()
    for node in romania.graph.nodes:
        written.add_node(node.name, h=node.h, x=node.x, y=node.y)
    for edge in romania.graph.edges:
        written.add_edge(edge.source, edge.target, weight=edge.cost)
    path = tmp_path / "romania.graphml"
    networkx.write_graphml(written, path)
    arguments = ["--board", str(path), "--from", "Arad", "--to", "Bucharest"]
    assert _solve(capsys, *arguments, "--algorithm", "astar")["path"] == ROMANIA_LEAST
    result = _solve(capsys, *arguments, "--algorithm", "ucs")
    assert (result["cost"], result["proved_optimal"]) == (418, True)
    bfs = _solve(capsys, *arguments, "--algorithm", "bfs")
    assert (bfs["cost"], bfs["moves"], bfs["proved_optimal"]) == (450, 3, False)


def test_graphml_without_places_or_weights_is_laid_out_at_cost_one(tmp_path):
    written = networkx.DiGraph()
    written.add_edges_from([("a", "b"), ("b", "c"), ("a", "c")])
    path = tmp_path / "plain.graphml"
    networkx.write_graphml(written, path)
    (puzzle,) = GRAPH.read_file(path)
    assert (puzzle.start, puzzle.goals) == ("a", ("c",))
    assert all(edge.cost == 1 and edge.directed for edge in puzzle.graph.edges)
    places = {(node.x, node.y) for node in puzzle.graph.nodes}
    assert len(places) == 3  # each node somewhere of its own


def test_a_dot_file_through_pydot(tmp_path):
    path = tmp_path / "small.dot"
    path.write_text(
        'digraph { S [h=2]; G [h=0]; S -> M [weight=1]; M -> G [weight="1.5"]; S -> G [weight=5] }'
    )
    (puzzle,) = GRAPH.read_file(path)
    problem = GRAPH.make_problem(puzzle.with_ends("S", ("G",)))
    final = start_search("ucs", problem).run()
    assert final.solution.moves() == ["M", "G"] and final.solution.g == 2.5


def test_every_algorithm_solves_every_shipped_graph():
    for puzzle in GRAPH.puzzles().values():
        problem = GRAPH.make_problem(puzzle)
        for name in ALGORITHMS:
            final = start_search(name, problem, problem.heuristics()["h"]).run()
            assert final.outcome is Outcome.SOLVED, (puzzle.name, name)
            assert final.solution.state in puzzle.goals


def test_the_misleading_graph_sends_greedy_astray():
    problem = GRAPH.make_problem(GRAPH.load_puzzle("misleading"))
    h = problem.heuristics()["h"]
    assert h.admissible and problem.h_faults == ((), ())  # admissible and consistent
    assert start_search("greedy", problem, h).run().solution.g == 14
    assert start_search("astar", problem, h).run().solution.g == 6


def test_admissibility_is_checked_against_the_true_distances():
    romania = GRAPH.load_puzzle("romania")
    assert GRAPH.make_problem(romania).heuristics()["h"].admissible
    to_craiova = GRAPH.make_problem(romania.with_ends("Arad", ("Craiova",)))
    assert not to_craiova.heuristics()["h"].admissible  # h is the distance to Bucharest
    final = start_search("astar", to_craiova, to_craiova.heuristics()["h"]).run()
    assert not final.proved_optimal


def test_a_graph_written_and_read_back_is_equal():
    for puzzle in GRAPH.puzzles().values():
        (again,) = GRAPH.read_text(GRAPH.write_problem(puzzle), "again.txt")
        assert again.graph == puzzle.graph
        assert (again.name, again.start, again.goals) == (puzzle.name, puzzle.start, puzzle.goals)


BAD_TEXTS = [
    ("start A\ngoal B\nnode A\nnode B\nedge A C 3\n", 5, "no 'node' line declares C"),
    ("start A\ngoal B\nnode A\nnode B\nedge A B -2\n", 5, "an edge's cost is 0 or more, found -2"),
    ("node A\nnode A\n", 2, "node A is already declared on line 1"),
    ("node A h x\n", 1, "expected a number for h, found 'x'"),
    ('node "A\n', 1, "a name opened with a double quote is not closed on this line"),
    (
        "vertex A\n",
        1,
        "expected 'problem', 'description', 'start', 'goal', 'node', 'edge' or 'arc'",
    ),
    ("node A\nnode B\nedge A B\ngoal B\n", None, "the file names no start"),
]


@pytest.mark.parametrize(("text", "line", "said"), BAD_TEXTS)
def test_a_bad_graph_text_is_refused_at_its_line(text, line, said):
    with pytest.raises(ProblemFileError) as caught:
        GRAPH.read_text(text, "bad.txt")
    assert caught.value.line == line
    assert said in str(caught.value)


def test_a_bad_graph_text_is_refused_in_portuguese():
    with pytest.raises(ProblemFileError) as caught:
        GRAPH.read_text(BAD_TEXTS[0][0], "bad.txt")
    said = problem_file_error_text(caught.value, "pt")
    assert said == "bad.txt, linha 5: nenhuma linha 'node' declara C"


def test_a_broken_graphml_file_names_its_line(tmp_path):
    path = tmp_path / "broken.graphml"
    path.write_text('<?xml version="1.0"?>\n<graphml>\n<graph>\n<node id="a">\n</graphml>\n')
    with pytest.raises(ProblemFileError) as caught:
        GRAPH.read_file(path)
    assert caught.value.line == 5
    assert "not a GraphML file networkx can read" in str(caught.value)


def test_the_cli_refuses_an_unknown_node_in_one_line(capsys):
    status = main(["solve", "--domain", "graph", "--problem", "romania", "--to", "Paris"])
    assert status == 2
    assert capsys.readouterr().err.strip().endswith("problem romania has no node Paris")


def test_a_puzzle_is_hashable_and_equal_to_its_copy():
    a, b = GRAPH.load_puzzle("tree"), GRAPH.load_puzzle("tree")
    assert isinstance(a, GraphPuzzle) and a == b and hash(a) == hash(b)


def test_tables_carry_the_cost_beside_the_depth_only_when_moves_cost_other_than_1():
    from cavalo_gui.reports.choices import RunChoices
    from cavalo_gui.reports.run import run
    from cavalo_gui.reports.tables import to_csv, to_markdown

    romania = GRAPH.load_puzzle("romania")
    results = [run(RunChoices(romania, name, "h")) for name in ("bfs", "astar")]
    header, *rows = to_csv(results).splitlines()
    columns = header.split(",")
    assert columns[columns.index("depth") + 1] == "cost"
    assert [row.split(",")[columns.index("cost")] for row in rows] == ["450.0", "418.0"]
    markdown = to_markdown(results)
    assert "| Depth | Cost |" in markdown
    assert "solved, fewest moves, not least cost | 3 | 450 |" in markdown
    assert "solved, least cost (proved) | 4 | 418 |" in markdown
    assert "| Profundidade | Custo |" in to_markdown(results, "pt")
    knight = run(RunChoices(get_domain("knight").load_puzzle("A"), "bfs"))
    assert "cost" not in to_csv([knight]).splitlines()[0].split(",")
    assert "Cost" not in to_markdown([knight])


def test_a_large_graph_without_places_is_laid_out_on_a_grid(tmp_path):
    written = networkx.path_graph(600)
    path = tmp_path / "long.graphml"
    networkx.write_graphml(written, path)
    (puzzle,) = GRAPH.read_file(path)
    places = {(node.x, node.y) for node in puzzle.graph.nodes}
    assert len(places) == 600 and (puzzle.start, puzzle.goals) == ("0", ("599",))


def test_a_graphml_start_that_is_no_node_is_refused_for_the_whole_file(tmp_path):
    written = networkx.Graph(start="Paris")
    written.add_edge("a", "b")
    path = tmp_path / "ends.graphml"
    networkx.write_graphml(written, path)
    with pytest.raises(ProblemFileError) as caught:
        GRAPH.read_file(path)
    assert caught.value.line is None
    assert str(caught.value).endswith(
        "the start or a goal is Paris, which is not a node of the graph"
    )


def test_a_broken_dot_file_names_its_line_and_prints_nothing(tmp_path, capsys):
    path = tmp_path / "broken.dot"
    path.write_text("digraph {\n  a -> b;\n  a -> ;\n}\n")
    with pytest.raises(ProblemFileError) as caught:
        GRAPH.read_file(path)
    assert caught.value.line == 3
    assert "not a DOT file pydot can read: Expected" in str(caught.value)
    assert capsys.readouterr() == ("", "")  # pydot's own printout kept in
