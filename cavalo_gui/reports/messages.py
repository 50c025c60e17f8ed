"""The words of a run's report in English and Portuguese: a small catalogue with no Qt in it,
shared by the ``cavalo`` command (``--lang``) and the window's outcome sentence.

What is translated: the statistics' names and the outcome words and sentences people read
(tables' headers and cells, the summary of ``cavalo solve``). What is not: the keys of JSON
and CSV and the field names of a results file, which programs read back, and the names of
problems, algorithms and heuristics, which are the course's own.

The engine says why a run ended in English sentences of a few fixed shapes ("solved,
optimal: 12 moves (proved)", "no solution: all 8,763 reachable states explored");
:func:`translate_reason` matches each shape and writes it again in the chosen language, its
numbers in that language's way.
A puzzle's own words (its label, its unit, its sentence for a state) are not listed here: each
puzzle translates its own (``Domain.translate``), and the catalogue asks the registered ones.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping

from cavalo_gui.domains.languages import (
    ENGLISH,
    LANGUAGES,
    NUMBER_PATTERN,
    PORTUGUESE,
    english_count,
    format_number,
    portuguese_number,
)
from cavalo_gui.domains.registry import puzzle_text

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "PORTUGUESE",
    "format_number",
    "language_from_environment",
    "translate_reason",
    "translate_state",
    "words",
]


def language_from_environment(environment: Mapping[str, str] | None = None) -> str:
    """The language of the user's locale, as POSIX says to find it (LC_ALL, then LC_MESSAGES,
    then LANG): Portuguese for any ``pt`` locale, English otherwise."""
    environment = os.environ if environment is None else environment
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environment.get(variable, "")
        if value:
            return PORTUGUESE if value.lower().startswith("pt") else ENGLISH
    return ENGLISH


PORTUGUESE_WORDS: dict[str, str] = {
    # statistics and table headers
    "Puzzle": "Puzzle",
    "Problem": "Problema",
    "Target": "Objetivo",
    "Seed": "Semente",
    "Algorithm": "Algoritmo",
    "Heuristic": "Heurística",
    "Options": "Opções",
    "Outcome": "Resultado",
    "Solved?": "Resolvido?",
    "Depth": "Profundidade",
    "Points": "Pontos",
    "Generated": "Nós gerados",
    "Expanded": "Nós expandidos",
    "Penetrance": "Penetrância",
    "Branching factor": "Fator de ramificação médio",
    "Time (s)": "Tempo (s)",
    "Largest open": "Maior lista de abertos",
    "Duplicates": "Repetidos",
    "States": "Estados",
    "Reason": "Motivo",
    # the experiment's table and plot (cavalo experiment, the Compare dialog's depth table)
    "boards": "tabuleiros",
    "{column}: nodes": "{column}: nós",
    "{solved} of {runs} solved": "{solved} de {runs} resolvidos",
    "Mean nodes generated and effective branching factor b* by solution depth d "
    "({runs} runs):": "Média de nós gerados e fator de ramificação efetivo b* por "
    "profundidade d da solução ({runs} execuções):",
    "d: the fewest moves any run found for the board. Means are over the runs that "
    "solved; b* is each run's effective branching factor, averaged.": "d: o menor número "
    "de jogadas que alguma execução encontrou para o tabuleiro. As médias são sobre as "
    "execuções que o resolveram; b* é a média do fator de ramificação efetivo de cada "
    "execução.",
    "{count} boards that no run solved have no depth and are left out.": "{count} "
    "tabuleiros que nenhuma execução resolveu não têm profundidade e ficam de fora.",
    "{count} board that no run solved has no depth and is left out.": "{count} tabuleiro "
    "que nenhuma execução resolveu não tem profundidade e fica de fora.",
    "solution depth d (moves)": "profundidade d da solução (jogadas)",
    "nodes generated (mean over the boards, log scale)": "nós gerados (média sobre os "
    "tabuleiros, escala logarítmica)",
    "Search cost by solution depth ({runs} runs)": "Custo da procura por profundidade da "
    "solução ({runs} execuções)",
    "algorithm, heuristic": "algoritmo, heurística",
    "(none solved at d ≥ {depth})": "(nenhum resolvido com d ≥ {depth})",
    "(none solved at d = {depths})": "(nenhum resolvido com d = {depths})",
    # outcome words
    "solved": "resolvido",
    "no solution": "sem solução",
    "limit": "limite",
    "yes": "sim",
    "yes, optimal (proved)": "sim, ótimo (provado)",
    "solved, optimal (proved)": "resolvido, ótimo (provado)",
    "solved (not proved optimal)": "resolvido (sem prova de ser ótimo)",
    "solved, optimal": "resolvido, ótimo",
    "yes (not proved optimal)": "sim (sem prova de ser ótimo)",
    "in {moves} moves": "em {moves} jogadas",
    "none": "nenhuma",
    # the summary of cavalo solve
    "problem": "problema",
    "target": "objetivo",
    "seed": "semente",
    "heuristic": "heurística",
    "Initial board:": "Tabuleiro inicial:",
    "Final board:": "Tabuleiro final:",
    "Solution:": "Solução:",
    "best found": "melhor encontrado",
    "the optimum needs at least {moves} moves": "o ótimo precisa de pelo menos {moves} jogadas",
    "the optimum needs at least {moves} move": "o ótimo precisa de pelo menos {moves} jogada",
    "N/A": "n.a.",  # não aplicável
    # algorithms (as the window says them: app/domain_texts.py; a puzzle says its own words)
    "Breadth-first (BFS)": "Procura em largura (BFS)",
    "Depth-first (DFS)": "Procura em profundidade (DFS)",
    "Iterative deepening (IDDFS)": "Aprofundamento iterativo (IDDFS)",
    "Uniform cost": "Custo uniforme",
    "Greedy best-first": "Melhor primeiro gananciosa",
    "Beam search": "Procura em feixe",
    "Depth-first decision search": "Procura de decisão em profundidade",
    # cavalo-gui's one line before Qt starts (app/platform_check.py)
    "{program}: no display to open the window on: neither an X server (DISPLAY) nor Wayland "
    "(WAYLAND_DISPLAY) is set; start it from a desktop session, or use the cavalo "
    "command": "{program}: não há ecrã onde abrir a janela: não está definido nem um servidor "
    "X (DISPLAY) nem o Wayland (WAYLAND_DISPLAY); abra-o numa sessão gráfica, ou use o "
    "comando cavalo",
    "{program}: Qt's xcb platform needs a system library that is missing: "
    "{libraries}": "{program}: a plataforma xcb do Qt precisa de uma biblioteca do sistema que "
    "falta: {libraries}",
    "{program}: Qt's xcb platform needs system libraries that are missing: "
    "{libraries}": "{program}: a plataforma xcb do Qt precisa de bibliotecas do sistema que "
    "faltam: {libraries}",
    "; install it with: {command}": "; instale-a com: {command}",
    "; install them with: {command}": "; instale-as com: {command}",
    "; install the package that provides each with your system's package manager": "; instale "
    "o pacote que fornece cada uma com o gestor de pacotes do seu sistema",
}


def words(text: str, language: str) -> str:
    """``text`` (an English word or phrase of the catalogue, or a puzzle's own: its label, its
    unit) in ``language``; itself when neither has a translation (a name: A*, problem D)."""
    if language == PORTUGUESE:
        return PORTUGUESE_WORDS.get(text) or puzzle_text(text, language) or text
    return text


# Short names, as the sentences below use them often: a number of an English sentence, and
# that number written the Portuguese way.
_NUMBER = NUMBER_PATTERN
_n = portuguese_number


def _plural(number: str, one: str, many: str) -> str:
    """``one`` or ``many``, as an English sentence's ``number`` ("1", "2,000") asks."""
    return one if english_count(number) == 1 else many


# Each shape of the engine's reasons: a pattern over the English sentence (no capital, no
# full stop) and a function of its groups that writes it in Portuguese.
_PORTUGUESE_REASONS: list[tuple[re.Pattern[str], Callable[..., str]]] = []


def _reason(pattern: str) -> Callable[[Callable[..., str]], Callable[..., str]]:
    def register(write: Callable[..., str]) -> Callable[..., str]:
        _PORTUGUESE_REASONS.append((re.compile(pattern + "$"), write))
        return write

    return register


@_reason(rf"solved, optimal: {_NUMBER} moves? \(proved\)")
def _solved_optimal(moves: str) -> str:
    return f"resolvido, ótimo: {_n(moves)} {_plural(moves, 'jogada', 'jogadas')} (provado)"


@_reason(rf"solved in {_NUMBER} moves? \(not proved optimal\)")
def _solved(moves: str) -> str:
    jogadas = _plural(moves, "jogada", "jogadas")
    return f"resolvido em {_n(moves)} {jogadas} (sem prova de ser ótimo)"


@_reason("stopped by the user")
def _stopped() -> str:
    return "parado pelo utilizador"


@_reason(
    rf"node budget of {_NUMBER} generated nodes? reached"
    rf"(?: \({_NUMBER} generated: the last expansion's children passed it by {_NUMBER}\))?"
)
def _node_budget(budget: str, generated: str | None = None, over: str | None = None) -> str:
    text = f"orçamento de {_n(budget)} nós gerados atingido"
    if generated is not None and over is not None:
        text += (
            f" ({_n(generated)} gerados: os sucessores da última expansão "
            f"passaram-no em {_n(over)})"
        )
    return text


@_reason(rf"budget of {_NUMBER} expansions? reached")
def _expansion_budget(budget: str) -> str:
    return f"orçamento de {_n(budget)} {_plural(budget, 'expansão', 'expansões')} atingido"


@_reason(r"time budget of ([\d.e+-]+) s reached")
def _time_budget(seconds: str) -> str:
    return f"orçamento de tempo de {seconds.replace('.', ',')} s atingido"


@_reason(rf"no solution: all {_NUMBER} reachable states explored(?: \(depth {_NUMBER}\))?")
def _exhausted(states: str, depth: str | None = None) -> str:
    text = f"sem solução: todos os {_n(states)} estados alcançáveis explorados"
    return text + (f" (profundidade {_n(depth)})" if depth is not None else "")


@_reason(rf"no solution: the only reachable state explored(?: \(depth {_NUMBER}\))?")
def _exhausted_one(depth: str | None = None) -> str:
    text = "sem solução: o único estado alcançável explorado"
    return text + (f" (profundidade {_n(depth)})" if depth is not None else "")


@_reason(rf"no solution: the heuristic rules out every remaining node after {_NUMBER} states?")
def _ruled_out(states: str) -> str:
    estados = _plural(states, "estado", "estados")
    return f"sem solução: a heurística exclui todos os nós restantes, após {_n(states)} {estados}"


@_reason("no solution: the heuristic proves the goal unreachable")
def _unreachable() -> str:
    return "sem solução: a heurística prova que o objetivo é inalcançável"


@_reason(
    rf"no solution: every path ends in a dead end or is ruled out by the heuristic, "
    rf"after {_NUMBER} (nodes?|expansions?)"
)
def _dead_ends(count: str, what: str) -> str:
    if what.startswith("node"):
        kind = _plural(count, "nó", "nós")
    else:
        kind = _plural(count, "expansão", "expansões")
    return (
        "sem solução: todos os caminhos terminam num beco sem saída ou são excluídos pela "
        f"heurística, após {_n(count)} {kind}"
    )


@_reason(rf"no solution: the last pass \({_NUMBER}\) met every node the heuristic allows")
def _last_pass(iteration: str) -> str:
    return (
        f"sem solução: a última passagem ({_n(iteration)}) visitou todos os nós que a "
        "heurística permite"
    )


@_reason(r"depth limit ([\d.e+-]+) reached; no solution within it")
def _depth_limit(limit: str) -> str:
    return f"limite de profundidade {limit} atingido; nenhuma solução dentro dele"


@_reason(rf"no solution within a beam of width {_NUMBER}; a wider beam may find one")
def _beam(width: str) -> str:
    return (
        f"nenhuma solução com um feixe de largura {_n(width)}; um feixe mais largo pode encontrá-la"
    )


@_reason(
    rf"memory of {_NUMBER} nodes too small: no solution within {_NUMBER} moves?, and a "
    "longer one would not fit in memory"
)
def _memory(memory: str, moves: str) -> str:
    jogadas = _plural(moves, "jogada", "jogadas")
    return (
        f"memória de {_n(memory)} nós pequena demais: nenhuma solução até {_n(moves)} {jogadas}, "
        "e uma mais longa não caberia na memória"
    )


@_reason(r"the search went deeper than Python's recursion allows \(about ([\d,]+) levels\)")
def _recursion(depth: str) -> str:
    return (
        "a procura foi mais fundo do que a recursão do Python permite "
        f"(cerca de {_n(depth)} níveis)"
    )


def translate_reason(reason: str, language: str) -> str:
    """The engine's ``reason`` for the end of a run in ``language``. A reason of a shape the
    catalogue does not know stays in English rather than being lost; a reason followed by
    "; best solution found: N moves, not proved optimal" is translated in both parts."""
    if language != PORTUGUESE:
        return reason
    head, separator, tail = reason.partition("; best solution found: ")
    text = _translate_one(head)
    if separator:
        found = re.match(rf"{_NUMBER} moves?, not proved optimal$", tail)
        if found is None:
            return text + separator + tail
        moves = found.group(1)
        jogadas = _plural(moves, "jogada", "jogadas")
        text += f"; melhor solução encontrada: {_n(moves)} {jogadas}, sem prova de ser ótima"
    return text


def _translate_one(reason: str) -> str:
    for pattern, write in _PORTUGUESE_REASONS:
        matched = pattern.match(reason)
        if matched is not None:
            return write(*matched.groups())
    return reason


def translate_state(text: str, language: str) -> str:
    """A puzzle's sentence for a state (``describe_state``) in ``language``, as the puzzle
    writes it (:meth:`Domain.translate`); a sentence no puzzle translates stays in English."""
    return puzzle_text(text, language) or text
