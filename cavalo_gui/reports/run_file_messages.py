"""What can be wrong with a run file, in English and Portuguese.

A :class:`RunFileError` keeps its message as a value (a template and its parameters) until
the edge: the command line and the window each render it in their language with
:meth:`RunFileError.text`. A board's own fault (a problem file's message) and a missing or
unreadable file are put in Portuguese by the puzzles' readers' catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cavalo_gui.domains.file_error import FileError
from cavalo_gui.domains.languages import ENGLISH, PORTUGUESE, format_number
from cavalo_gui.domains.registry import problem_file_message

NOT_A_FILE = "{reason}"
TOO_LARGE = (
    "the file is {size} bytes; a run file is a few kilobytes, so it is not read: "
    "is this the right file?"
)
NOT_TEXT = "not a run file: it is not UTF-8 text"
TRUNCATED = "the file ends in the middle of its JSON: it is truncated (or was not saved whole)"
NOT_JSON = "not a run file: its JSON is broken at line {line}, column {column} ({detail})"
NOT_A_RUN = 'not a run file: it has no "format": "cavalo-run" key'
NEWER = (
    "written by a newer Cavalo (run file version {found}); this Cavalo reads versions up to "
    "{known}: update Cavalo to open it"
)
BAD_VERSION = '"version" must be a whole number, not {value}'
MISSING = 'the key "{key}" is missing'
WRONG_TYPE = '"{key}" must be {kind}, not {value}'
UNKNOWN_PUZZLE = "unknown puzzle {value} (known: {known})"
WRONG_PUZZLE = 'its board is a {other} problem, but its "puzzle" says {puzzle}'
BAD_BOARD = "its board, line {line}: {message}"
BAD_BOARD_WHOLE = "its board: {message}"
NO_BOARD = "its board holds no problem"
BAD_CHOICES = "its choices do not fit the {puzzle}: {message}"
STEP_BEYOND = '"shown" is {shown}, beyond the step reached ({step})'
UNWRITABLE = "cannot be written: {reason}"

PORTUGUESE_TEMPLATES: Mapping[str, str] = {
    TOO_LARGE: "o ficheiro tem {size} bytes; um ficheiro de execução tem poucos kilobytes, "
    "por isso não é lido: é o ficheiro certo?",
    NOT_TEXT: "não é um ficheiro de execução: não é texto UTF-8",
    TRUNCATED: "o ficheiro acaba a meio do seu JSON: está truncado (ou não foi guardado inteiro)",
    NOT_JSON: "não é um ficheiro de execução: o seu JSON está partido na linha {line}, "
    "coluna {column} ({detail})",
    NOT_A_RUN: 'não é um ficheiro de execução: não tem a chave "format": "cavalo-run"',
    NEWER: "escrito por um Cavalo mais recente (versão {found} do ficheiro de execução); este "
    "Cavalo lê versões até à {known}: atualize o Cavalo para o abrir",
    BAD_VERSION: '"version" tem de ser um número inteiro, não {value}',
    MISSING: 'falta a chave "{key}"',
    WRONG_TYPE: '"{key}" tem de ser {kind}, não {value}',
    UNKNOWN_PUZZLE: "puzzle desconhecido {value} (conhecidos: {known})",
    WRONG_PUZZLE: 'o seu tabuleiro é um problema de {other}, mas o seu "puzzle" diz {puzzle}',
    BAD_BOARD: "o seu tabuleiro, linha {line}: {message}",
    BAD_BOARD_WHOLE: "o seu tabuleiro: {message}",
    NO_BOARD: "o seu tabuleiro não tem nenhum problema",
    BAD_CHOICES: "as suas escolhas não servem para o {puzzle}: {message}",
    STEP_BEYOND: '"shown" é {shown}, para lá do passo atingido ({step})',
    UNWRITABLE: "não pode ser escrito: {reason}",
}

KINDS_IN_PORTUGUESE: Mapping[str, str] = {
    "a text": "um texto",
    "a list of texts": "uma lista de textos",
    "a whole number >= 0": "um número inteiro >= 0",
    "true or false": "true ou false",
    "an object": "um objeto",
    "a text or null": "um texto ou null",
    "a positive whole number or null": "um número inteiro positivo ou null",
    "a positive number or null": "um número positivo ou null",
}

TRANSLATED_PARAMETERS = ("reason", "message", "kind", "puzzle", "other")
"""Parameters that are sentences themselves, put in Portuguese when they have a translation."""


class RunFileError(FileError, ValueError):
    """A run file that cannot be read or written: ``path`` and what is wrong, as a template
    (one of this module's constants) and its parameters."""

    def __init__(self, path: str | Path, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(path, template.format(**_numbers(params, ENGLISH)))

    def text(self, language: str) -> str:
        """``path: message`` in ``language``; exactly ``str(self)`` in English."""
        if language != PORTUGUESE:
            return str(self)
        params = dict(self.params)
        for name in TRANSLATED_PARAMETERS:
            if name in params:
                value = str(params[name])
                params[name] = KINDS_IN_PORTUGUESE.get(value) or problem_file_message(
                    value, language
                )
        template = PORTUGUESE_TEMPLATES.get(self.template, self.template)
        return f"{self.path}: {template.format(**_numbers(params, language))}"


def _numbers(params: Mapping[str, Any], language: str) -> dict[str, Any]:
    """``params`` with their counts (a size in bytes) written in ``language``'s way."""
    return {
        name: format_number(value, language=language) if name == "size" else value
        for name, value in params.items()
    }
