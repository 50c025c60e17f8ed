"""The words of a run's report in English and Portuguese: a small catalogue with no Qt in it,
shared by the ``cavalo`` command (``--lang``) and the window's outcome sentence.

What is translated: the statistics' names and the outcome words and sentences people read
(tables' headers and cells, the summary of ``cavalo solve``). What is not: the keys of JSON
and CSV and the field names of a results file, which programs read back, and the names of
problems, algorithms and heuristics, which are the course's own.

Why a run ended is a message value of the engine's, rendered from its catalogue
(``engine/messages/``) by :func:`cavalo_gui.domains.catalogues.render`.
A puzzle's own words (its label, its unit, its sentence for a state) are not listed here: each
puzzle translates its own (``Domain.translate``), and the catalogue asks the registered ones.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.languages import (
    ENGLISH,
    LANGUAGES,
    PORTUGUESE,
    format_number,
)
from cavalo_gui.domains.registry import puzzle_text
from cavalo_gui.engine.message import Message

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "PORTUGUESE",
    "format_number",
    "language_from_environment",
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
    "spoiled": "estragada",
    "runs": "execuções",
    "runs solved": "execuções resolvidas",
    "nodes expanded (mean)": "nós expandidos (média)",
    "solution length (mean)": "comprimento (média)",
    "length / best length": "comprimento / melhor comprimento",
    "Weighted search: the cost of a solution against its length, by weight w:": (
        "Pesquisa com peso: o custo de uma solução face ao seu comprimento, por peso w:"
    ),
    "Means are over the runs that solved; the best length is the shortest any run found for "
    "the board. Above w = 1 a solution is proved within w times the optimum only.": (
        "As médias são das execuções que resolveram; o melhor comprimento é o mais curto que "
        "alguma execução encontrou para o tabuleiro. Acima de w = 1, só se prova que uma "
        "solução está a menos de w vezes o ótimo."
    ),
    "weight w of f = g + w·h": "peso w de f = g + w·h",
    "Weighted search: nodes expanded and solution length": (
        "Pesquisa com peso: nós expandidos e comprimento da solução"
    ),
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


def translate_state(said: Message | str, language: str) -> str:
    """A puzzle's sentence for a state (``describe_state``) in ``language``: its message
    rendered from the catalogues, or a plain sentence as the puzzle writes it
    (:meth:`Domain.translate`), which stays in English when no puzzle translates it."""
    if isinstance(said, Message):
        return render(said, language)
    return puzzle_text(said, language) or said
