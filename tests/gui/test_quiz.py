"""Quiz mode as a student meets it: Run > Quiz pauses before each decision, a click (or Enter)
on an open node answers, and the verdict, the rule and the score are read off the panel. The
right answer is the algorithm's own next node, read from a separate headless run."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cavalo_gui.engine.events import Expansion, IterationStarted

from .helpers import choose, choose_problem, expanded, headless_search, type_into


def _next_after(algorithm: str, name: str, heuristic: str | None, done: int):
    """A headless run's next expanded node after ``done`` expansions, and its open list then."""
    search = headless_search(name, algorithm, heuristic)
    events = search.events()
    count = 0
    while count < done:
        count += type(next(events)) is Expansion
    open_nodes = search.open_preview(30)
    for event in events:
        if type(event) is Expansion:
            return event.node, open_nodes
    raise AssertionError("the run ended")


def _paths(window) -> list[str]:
    table = window.open_list.table
    return [table.topLevelItem(row).text(4) for row in range(table.topLevelItemCount())]


def _start_quiz(qtbot, window) -> None:
    window.quiz.toggle.trigger()
    qtbot.waitUntil(lambda: window.quiz.candidates != [], timeout=5_000)
    window.model.publish()
    qtbot.waitUntil(lambda: len(_paths(window)) >= 2, timeout=2_000)


def _click_row(qtbot, window, row: int) -> None:
    table = window.open_list.table
    rect = table.visualItemRect(table.topLevelItem(row))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _panel(window) -> dict[str, str]:
    panel = window.quiz.panel
    return {
        "question": panel.question.text(),
        "verdict": panel.verdict.text(),
        "score": panel.score.text(),
        "rule": panel.rule.text(),
    }


def _wait_score(qtbot, window, text: str) -> None:
    qtbot.waitUntil(lambda: window.quiz.panel.score.text() == text, timeout=5_000)


def test_bfs_on_a_answered_right_with_the_algorithm_s_own_next_node(qtbot, window):
    _start_quiz(qtbot, window)
    assert expanded(window) == 1  # the root had no choice: the quiz stepped it itself
    shown = _panel(window)
    assert shown["question"].startswith("Which node is expanded next?")
    assert shown["rule"].startswith("How Breadth-first (BFS) chooses: First in, first out")
    assert shown["score"] == "Score: 0 right of 0"
    right, _open = _next_after("bfs", "A", None, 1)
    row = _paths(window).index(" → ".join(right.moves()))
    _click_row(qtbot, window, row)
    _wait_score(qtbot, window, "Score: 1 right of 1")
    assert expanded(window) == 2
    assert _panel(window)["verdict"] == f"Right: #{row + 1} ({right.moves()[-1]}) was expanded."


def test_bfs_on_a_answered_wrong_shows_the_right_node_and_why(qtbot, window):
    _start_quiz(qtbot, window)
    right, _open = _next_after("bfs", "A", None, 1)
    paths = _paths(window)
    right_row = paths.index(" → ".join(right.moves()))
    wrong_row = next(row for row in range(len(paths)) if row != right_row)
    table = window.open_list.table  # by keyboard: the arrows to the row, then Enter
    table.setFocus()
    table.setCurrentItem(table.topLevelItem(0))
    for _ in range(wrong_row):
        qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    _wait_score(qtbot, window, "Score: 0 right of 1")
    verdict = _panel(window)["verdict"]
    assert verdict.startswith(
        f"Not this time: the next node was #{right_row + 1} ({right.moves()[-1]}), "
        f"not #{wrong_row + 1}."
    )
    assert (
        f"Breadth-first (BFS) takes the node that entered open first (first in, first out): "
        f"#{right_row + 1} before #{wrong_row + 1}." in verdict
    )
    assert window.model.current.moves() == right.moves()  # the board shows the right node


def _tie_quiz(qtbot, window):
    choose_problem(window, "B")
    choose(window, "algorithm", "astar")
    choose(window, "heuristic", "fewest")
    _start_quiz(qtbot, window)
    right, open_nodes = _next_after("astar", "B", "fewest", expanded(window))
    assert open_nodes[0].f == open_nodes[1].f  # a tie between the first two
    paths = _paths(window)
    right_row = paths.index(" → ".join(right.moves()))
    tied = next(
        row for row, node in enumerate(open_nodes) if row != right_row and node.f == right.f
    )
    assert paths[tied] == " → ".join(open_nodes[tied].moves())
    return right, right_row, tied


def test_a_tie_between_equal_f_answered_wrong_names_the_rule(qtbot, window):
    right, right_row, tied = _tie_quiz(qtbot, window)
    _click_row(qtbot, window, tied)
    _wait_score(qtbot, window, "Score: 0 right of 1")
    verdict = _panel(window)["verdict"]
    f = f"{right.f:g}"
    assert verdict.endswith(
        f"Both have f = {f}, so A*'s rule between equals decides (below): it puts "
        f"#{right_row + 1} before #{tied + 1}."
    )
    assert _panel(window)["rule"] == (
        "How A* chooses: The lowest f; between equal f, the lower h; between equal h too, the "
        "one added to open first."
    )


def test_a_tie_between_equal_f_answered_right(qtbot, window):
    right, right_row, _tied = _tie_quiz(qtbot, window)
    _click_row(qtbot, window, right_row)
    _wait_score(qtbot, window, "Score: 1 right of 1")
    assert (
        _panel(window)["verdict"] == f"Right: #{right_row + 1} ({right.moves()[-1]}) was expanded."
    )


def _first_thresholds(name: str, heuristic: str) -> list[float]:
    search = headless_search(name, "idastar", heuristic)
    return [e.threshold for e in search.events() if type(e) is IterationStarted][:3]


def _threshold_quiz(qtbot, window, done: int = 0) -> list[float]:
    choose_problem(window, "C")
    choose(window, "algorithm", "idastar")
    choose(window, "heuristic", "fewest")
    thresholds = _first_thresholds("C", "fewest")
    assert len(set(thresholds)) == 3  # C's first passes end at 3, 4 and 5
    if done:
        with qtbot.waitSignal(window.controller.paused, timeout=5_000):
            window.controller.advance(done)
    window.quiz.toggle.trigger()
    qtbot.waitUntil(window.quiz.panel.entry.isVisible, timeout=5_000)
    assert window.quiz.panel.question.text() == "The pass is over: what is the next threshold?"
    return thresholds


def test_an_ida_star_threshold_question_answered_right(qtbot, window):
    thresholds = _threshold_quiz(qtbot, window)
    panel = window.quiz.panel
    type_into(qtbot, panel.answer, f"{thresholds[1]:g}")
    _wait_score(qtbot, window, "Score: 1 right of 1")
    assert panel.verdict.text() == f"Right: the next threshold is {thresholds[1]:g}."
    assert window.model.threshold == thresholds[1]
    qtbot.waitUntil(lambda: window.quiz.kind is not None, timeout=5_000)
    assert window.quiz.kind.name == "NEXT_NODE"  # by the keyboard alone: the list has it
    assert QApplication.focusWidget() is window.open_list.table
    qtbot.keyClick(window.open_list.table, Qt.Key.Key_Down)
    qtbot.keyClick(window.open_list.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.quiz.score.asked == 2, timeout=5_000)


def test_an_ida_star_threshold_question_answered_wrong(qtbot, window):
    search = headless_search("C", "idastar", "fewest")
    second_pass_ends = [e for e in search.events() if type(e) is IterationStarted][2]
    thresholds = _threshold_quiz(qtbot, window, second_pass_ends.counters.expanded)
    panel = window.quiz.panel
    wrong = thresholds[2] + 3
    type_into(qtbot, panel.answer, f"{wrong:g}")
    _wait_score(qtbot, window, "Score: 0 right of 1")
    assert panel.verdict.text() == (
        f"IDA* raises the threshold to the least f that went over the last one "
        f"({thresholds[1]:g}): {thresholds[2]:g}, not {wrong:g}."
    )


def _tree_click(qtbot, window, moves: list[str]) -> None:
    """Click the search tree's glyph of the node reached by ``moves``."""
    view = window.search_tree
    window.search_tree_dock.raise_()
    qtbot.waitUntil(lambda: view.in_view, timeout=2_000)
    view.refresh()
    points = [
        point
        for point in view.glyphs.points()
        if view.tree.nodes[int(point.data())].moves() == moves
    ]
    assert len(points) == 1, moves
    view.glyphs.sigClicked.emit(view.glyphs, points, None)


def test_a_whole_quiz_ends_with_its_summary(qtbot, window):
    search = headless_search("A", "bfs", window.model.heuristic_name or None)
    order = [event.node.moves() for event in search.events() if type(event) is Expansion]
    _start_quiz(qtbot, window)
    answered = 0
    while window.model.finished is None:
        qtbot.waitUntil(
            lambda: window.quiz.kind is not None or window.model.finished is not None,
            timeout=5_000,
        )
        if window.model.finished is not None:
            break
        right = order[expanded(window)]
        window.model.publish()
        paths = _paths(window)
        if answered == 0:  # the first answer wrong, by the open list
            _click_row(
                qtbot, window, next(r for r, p in enumerate(paths) if p != " → ".join(right))
            )
        else:  # the others right, by the search tree
            _tree_click(qtbot, window, right)
        answered += 1
        _wait_score(qtbot, window, f"Score: {answered - 1} right of {answered}")
    assert answered >= 3
    window.model.publish()
    qtbot.waitUntil(lambda: "Quiz over" in window.quiz.panel.question.text(), timeout=5_000)
    assert window.quiz.panel.question.text() == (
        f"Quiz over: {answered - 1} right of {answered}. Mistakes by kind: next node: 1."
    )


def test_the_quiz_speaks_portuguese(qtbot, window, portuguese):
    _start_quiz(qtbot, window)
    assert window.quiz.toggle.text() == "&Questionário"
    right, _open = _next_after("bfs", "A", None, 1)
    paths = _paths(window)
    right_row = paths.index(" → ".join(right.moves()))
    wrong_row = next(row for row in range(len(paths)) if row != right_row)
    shown = _panel(window)
    assert shown["question"].startswith("Que nó é expandido a seguir?")
    assert shown["rule"].startswith("Como escolhe Procura em largura (BFS): ")
    assert shown["score"] == "Pontuação: acertou 0 de 0"
    _click_row(qtbot, window, wrong_row)
    _wait_score(qtbot, window, "Pontuação: acertou 0 de 1")
    assert _panel(window)["verdict"] == (
        f"Desta vez não: o nó seguinte era o n.º {right_row + 1} ({right.moves()[-1]}), "
        f"não o n.º {wrong_row + 1}. Procura em largura (BFS) escolhe o nó que entrou primeiro "
        "na lista de abertos (o primeiro a entrar é o primeiro a sair): "
        f"o n.º {right_row + 1} antes do n.º {wrong_row + 1}."
    )


def test_the_summary_in_portuguese(qtbot, window, portuguese):
    from cavalo_gui.app.quiz.score import Kind, Score

    score = Score()
    for kind, right in ((Kind.NEXT_NODE, True), (Kind.NEXT_NODE, False), (Kind.THRESHOLD, False)):
        score.mark(kind, right)
    assert window.quiz.why().summary(score) == (
        "Fim do questionário: acertou 1 de 3. Erros por tipo: próximo nó: 1; próximo limiar: 1."
    )


def _click_square(qtbot, window, name: str) -> None:
    from cavalo_gui.domains.knight.board import parse_square

    centre = window.board.square_rect(parse_square(name)).center().toPoint()
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=centre)


def test_a_square_on_the_board_answers_when_one_open_node_lands_there(qtbot, window):
    _start_quiz(qtbot, window)
    right, _open = _next_after("bfs", "A", None, 1)
    _click_square(qtbot, window, right.moves()[-1])
    _wait_score(qtbot, window, "Score: 1 right of 1")
    assert window.model.current.moves() == right.moves()


def test_a_square_two_open_nodes_land_on_asks_for_the_list(qtbot, window):
    search = headless_search("A", "bfs")
    events = search.events()
    done = 0
    while True:  # the first open list with two nodes landing on one square
        done += type(next(events)) is Expansion
        landing = [node.moves()[-1] for node in search.open_preview(30)]
        shared = [square for square in landing if landing.count(square) > 1]
        if shared:
            break
    with qtbot.waitSignal(window.controller.paused, timeout=5_000):
        window.controller.advance(done)
    _start_quiz(qtbot, window)
    _click_square(qtbot, window, shared[0])
    qtbot.waitUntil(lambda: window.quiz.panel.verdict.text() != "", timeout=2_000)
    assert window.quiz.panel.verdict.text() == (
        f"{len(shared)} open nodes land on {shared[0]}: choose one in the open list or the "
        "search tree."
    )
    assert expanded(window) == done and window.quiz.panel.score.text() == "Score: 0 right of 0"


def test_in_fine_step_each_child_s_fate_is_asked_before_it_is_shown(qtbot, window):
    from cavalo_gui.app.quiz.fates import CHOICES, choice_of

    choose_problem(window, "C")
    choose(window, "algorithm", "idastar")
    choose(window, "heuristic", "fewest")
    search = headless_search("C", "idastar", "fewest")
    first = next(event for event in search.events() if type(event) is Expansion)
    children = [(child.moves()[-1], choice_of(fate)) for child, fate in first.successors]
    assert len(children) >= 2 and None not in [choice for _name, choice in children]
    window.fine_step_action.setChecked(True)
    window.quiz.toggle.trigger()
    panel, line = window.quiz.panel, window.fine_step_line
    qtbot.waitUntil(panel.fates.isVisible, timeout=5_000)
    name, right = children[0]
    assert panel.question.text().startswith(f"Generate 1 of {len(children)}: {name} (")
    assert line.text().startswith("Select:")  # the child is not shown before the answer
    qtbot.mouseClick(panel.fate_buttons[right], Qt.MouseButton.LeftButton)
    _wait_score(qtbot, window, "Score: 1 right of 1")
    assert panel.verdict.text().startswith(f"Right: {name}, {right}")
    assert line.text().startswith(f"Generate 1 of {len(children)}: {name}, {right}")
    name, right = children[1]
    wrong = next(choice for choice in CHOICES if choice != right)
    qtbot.waitUntil(lambda: panel.question.text().startswith("Generate 2 of"), timeout=5_000)
    qtbot.mouseClick(panel.fate_buttons[wrong], Qt.MouseButton.LeftButton)
    _wait_score(qtbot, window, "Score: 1 right of 2")
    assert panel.verdict.text().startswith(f"Not this time (you said {wrong}): {name}, {right}")


def test_a_node_expanded_from_outside_the_open_list_is_not_counted(qtbot, window):
    from cavalo_gui.engine.open_fold import OpenFold

    search = headless_search("C", "decision", "fewest")
    folded, done = OpenFold(), 0
    for event in search.events():  # the decision search's dive starts from outside open
        if type(event) is not Expansion:
            continue
        open_nodes = folded.nodes()
        if len(open_nodes) >= 2 and not any(node is event.node for node in open_nodes):
            break
        folded.apply(event.open_change)
        done += 1
    choose_problem(window, "C")
    choose(window, "algorithm", "decision")
    choose(window, "heuristic", "fewest")
    with qtbot.waitSignal(window.controller.paused, timeout=5_000):
        window.controller.advance(done)
    _start_quiz(qtbot, window)
    window.quiz.answer_node(window.quiz.candidates[0])
    qtbot.waitUntil(lambda: expanded(window) == done + 1, timeout=5_000)
    qtbot.waitUntil(lambda: window.quiz.panel.verdict.text() != "", timeout=2_000)
    path = " → ".join(event.node.moves()) or "the start"  # a new pass starts at the root
    assert window.quiz.panel.verdict.text() == (
        f"Not counted: the search expanded {path}, a node that was not open."
    )
    assert window.quiz.panel.score.text() == "Score: 0 right of 0"


def _held_event(algorithm: str, name: str, wanted, **parameters):
    """The first expansion of a headless run for which ``wanted(event, open_nodes)`` holds,
    and the expansions before it."""
    from cavalo_gui.domains.knight.catalog import load_puzzle
    from cavalo_gui.domains.knight.problem import KnightProblem
    from cavalo_gui.engine.algorithms import start_search
    from cavalo_gui.engine.open_fold import OpenFold

    problem = KnightProblem(load_puzzle(name, None))
    heuristic = problem.heuristics()["fewest"]
    search = start_search(algorithm, problem, heuristic, None, **parameters)
    folded, done = OpenFold(), 0
    for event in search.events():
        if type(event) is Expansion:
            open_nodes = folded.nodes()
            if len(open_nodes) >= 2 and wanted(event, open_nodes):
                return event, done, open_nodes
            folded.apply(event.open_change)
            done += 1
    raise AssertionError("no such expansion")


def _quiz_before(qtbot, window, name: str, algorithm: str, done: int) -> None:
    choose_problem(window, name)
    choose(window, "algorithm", algorithm)
    choose(window, "heuristic", "fewest")
    if done:
        with qtbot.waitSignal(window.controller.paused, timeout=5_000):
            window.controller.advance(done)
    _start_quiz(qtbot, window)


def test_rbfs_s_backed_up_f_is_asked_before_the_expansion_is_shown(qtbot, window):
    event, done, open_nodes = _held_event(
        "rbfs",
        "C",
        lambda event, open_nodes: (
            event.backed_up
            and event.backed_up[0][1] != float("inf")
            and any(event.node is node for node in open_nodes)
        ),
    )
    node, backed = event.backed_up[0]
    _quiz_before(qtbot, window, "C", "rbfs", done)
    rows = [" → ".join(n.moves()) for n in open_nodes]
    _click_row(qtbot, window, _paths(window).index(" → ".join(event.node.moves())))
    panel = window.quiz.panel
    qtbot.waitUntil(panel.entry.isVisible, timeout=5_000)
    path = " → ".join(node.moves())
    assert panel.question.text() == (
        f"The search abandons the subtree of {path} before its next expansion: what f does it "
        f"back up into {path}?"
    )
    assert expanded(window) == done  # held: the window still shows the search before it
    type_into(qtbot, panel.answer, f"{backed + 1:g}")
    _wait_score(qtbot, window, "Score: 1 right of 2")
    assert expanded(window) == done + 1
    assert panel.verdict.text().startswith(
        f"Not this time: RBFS writes into {path} the least f of its children, {backed:g}, "
        f"not {backed + 1:g}. Right: #{rows.index(' → '.join(event.node.moves())) + 1}"
    )


def test_sma_star_s_forgotten_node_is_asked_when_memory_is_full(qtbot, window):
    event, done, _open_nodes = _held_event(
        "smastar",
        "C",
        lambda event, open_nodes: (
            event.forgotten
            and any(event.forgotten[0] is node for node in open_nodes)
            and any(event.node is node for node in open_nodes)
        ),
        memory=3,
    )
    window.panel.set_parameter("memory", 3)
    _quiz_before(qtbot, window, "C", "smastar", done)
    paths = _paths(window)
    _click_row(qtbot, window, paths.index(" → ".join(event.node.moves()) or "(start)"))
    panel = window.quiz.panel
    qtbot.waitUntil(lambda: panel.question.text().startswith("Memory is full"), timeout=5_000)
    assert expanded(window) == done
    forgotten = " → ".join(event.forgotten[0].moves())
    _click_row(qtbot, window, paths.index(forgotten))
    _wait_score(qtbot, window, "Score: 2 right of 2")
    assert panel.verdict.text().startswith(f"Right: {forgotten} is forgotten. Right: #")
    assert expanded(window) == done + 1


def test_every_algorithm_s_tie_breaking_rule_is_on_the_panel(qtbot, window, portuguese):
    from cavalo_gui.app.domain_texts import domain_text
    from cavalo_gui.engine.algorithms import ALGORITHMS

    window.quiz.toggle.trigger()
    for name, algorithm in ALGORITHMS.items():
        choose(window, "algorithm", name)
        qtbot.waitUntil(
            lambda algorithm=algorithm: (
                window.quiz.panel.rule.text() == f"Como escolhe {domain_text(algorithm.label)}: "
                f"{domain_text(algorithm.tie_breaking)}"
            ),
            timeout=5_000,
        )


def test_the_panel_changes_language_with_the_window(qtbot, window):
    _start_quiz(qtbot, window)
    _click_row(qtbot, window, 0)
    qtbot.waitUntil(lambda: window.quiz.score.asked == 1, timeout=5_000)
    verdict = window.quiz.panel.verdict.text()
    assert verdict.startswith(("Right:", "Not this time:"))
    try:
        window.choose_language("pt")
        qtbot.waitUntil(
            lambda: window.quiz.panel.score.text().startswith("Pontuação:"), timeout=2_000
        )
        assert window.quiz.panel.verdict.text().startswith(("Certo:", "Desta vez não:"))
        assert window.quiz.toggle.text() == "&Questionário"
    finally:
        window.choose_language("en")


@pytest.mark.parametrize(("domain", "name"), [("dots", "A"), ("blokus", "B"), ("graph", "tree")])
def test_the_quiz_asks_on_every_puzzle(qtbot, window, domain, name):
    from cavalo_gui.domains.registry import DOMAINS
    from cavalo_gui.engine.algorithms import start_search

    choose_problem(window, name, domain)
    window.model.publish()
    _start_quiz(qtbot, window)
    puzzle_domain = DOMAINS[domain]
    problem = puzzle_domain.make_problem(puzzle_domain.load_puzzle(name, None))
    events = start_search("bfs", problem).events()
    done = 0
    while done <= expanded(window):
        event = next(events)
        done += type(event) is Expansion
    path = " → ".join(problem.step_label(node) for node in event.node.path()[1:])
    _click_row(qtbot, window, _paths(window).index(path))
    _wait_score(qtbot, window, "Score: 1 right of 1")
