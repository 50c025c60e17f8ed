"""The puzzles the program knows, found when first asked for: one entry point each.

Every puzzle is announced by an entry point of the ``cavalo_gui.puzzles`` group
(:mod:`cavalo_gui.domains.plugin`): the course's three by this program's ``pyproject.toml``,
one line each, and any installed package's by its own. They are loaded the first time
:data:`DOMAINS` is read, not at import, so that a command's choices and the window's selector
list whatever is installed (and a puzzle registered later, by :func:`register`, too).

Everything above the domains finds a puzzle here by its name or through a puzzle's
``domain``; only this module and each domain's own folder import a domain's internals.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, MutableMapping
from pathlib import Path

from cavalo_gui.domains.catalogues import Text, render
from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.editing import BoardDraft
from cavalo_gui.domains.plugin import PuzzlePlugin, announced_puzzles, load_reference, plugin_of
from cavalo_gui.domains.problem_files import ProblemFileError, read_text_file
from cavalo_gui.domains.python_problem.domain import PythonPuzzle, PythonReferences
from cavalo_gui.domains.python_problem.domain import load_problem_module as python_domain
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import Message, MessageError, message

DEFAULT_DOMAIN = "knight"


class PuzzleRegistry(MutableMapping[str, PuzzlePlugin]):
    """The puzzles' plug-ins by name, in the order they were announced; the entry points are
    read on the first question. A plug-in that cannot be loaded is left out, and what went
    wrong kept in :attr:`faults` (a message naming it), so one broken package never keeps
    the program from starting."""

    def __init__(self) -> None:
        self._plugins: dict[str, PuzzlePlugin] | None = None
        self.faults: list[Message] = []

    def _loaded(self) -> dict[str, PuzzlePlugin]:
        if self._plugins is None:
            self._plugins = {}
            for announced in announced_puzzles():
                try:
                    plugin = plugin_of(load_reference(announced.reference))
                except Exception as error:  # a plug-in's own code: any error refuses it alone
                    said = message(
                        "plugin.not-loaded",
                        name=announced.name,
                        reference=announced.reference,
                        error=f"{type(error).__name__}: {error}",
                    )
                    self.faults.append(said)
                    continue
                self._plugins.setdefault(plugin.domain.name, plugin)
        return self._plugins

    def rediscover(self) -> None:
        """Read the entry points again at the next question (after a package was installed,
        and in tests)."""
        self._plugins = None
        self.faults = []

    def __getitem__(self, name: str) -> PuzzlePlugin:
        return self._loaded()[name]

    def __setitem__(self, name: str, plugin: PuzzlePlugin) -> None:
        self._loaded()[name] = plugin

    def __delitem__(self, name: str) -> None:
        del self._loaded()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._loaded()))

    def __len__(self) -> int:
        return len(self._loaded())


class _Field(MutableMapping):
    """One field of every plug-in that has it, by the puzzle's name: a live view of the
    registry (the domains, the drafts)."""

    def __init__(self, registry: PuzzleRegistry, field: str) -> None:
        self.registry = registry
        self.field = field

    def _present(self) -> dict[str, object]:
        found = {name: getattr(plugin, self.field) for name, plugin in self.registry.items()}
        return {name: value for name, value in found.items() if value is not None}

    def __getitem__(self, name: str):
        return self._present()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._present())

    def __len__(self) -> int:
        return len(self._present())

    def __setitem__(self, name: str, value) -> None:
        self.registry[name] = _replaced(self.registry.get(name), self.field, value)

    def __delitem__(self, name: str) -> None:
        if self.field == "domain":
            del self.registry[name]
        else:
            self.registry[name] = _replaced(self.registry[name], self.field, None)


def _replaced(plugin: PuzzlePlugin | None, field: str, value) -> PuzzlePlugin:
    fields = {} if plugin is None else dict(plugin.__dict__)
    fields[field] = value
    return PuzzlePlugin(**fields)


PLUGINS = PuzzleRegistry()
"""Every puzzle's plug-in, by name."""

DOMAINS: MutableMapping[str, Domain] = _Field(PLUGINS, "domain")
"""Every puzzle's :class:`Domain`, by name, in the order they were announced."""

DRAFTS: MutableMapping[str, Callable[..., BoardDraft]] = _Field(PLUGINS, "draft")
"""Each puzzle's board drawn by hand (:mod:`cavalo_gui.domains.editing`), made from one of
its puzzles or empty; a puzzle with none cannot be drawn."""


def load_problem_module(spec: str) -> Domain:
    """The problem class a user wrote in Python (``my_problem.py[:ClassName]``) as the puzzle
    ``python``, registered in place of any earlier one; a
    :class:`~cavalo_gui.engine.message.MessageError` saying what is wrong with it otherwise
    (the registry as it was)."""
    return adopt_problem_module(python_domain(spec))


def read_problem_module(spec: str) -> Domain:
    """The problem class ``spec`` names, imported and checked but not registered: the window
    imports it off its own thread, then adopts it (:func:`adopt_problem_module`)."""
    return python_domain(spec)


def adopt_problem_module(domain: Domain) -> Domain:
    """Register a Python problem read by :func:`read_problem_module` in place of any earlier
    one of the same module."""
    _PYTHON_DOMAINS[domain.puzzle.module] = domain  # type: ignore[attr-defined]
    register(domain)
    return domain


_PYTHON_DOMAINS: dict[object, Domain] = {}
"""Each Python problem read in this process, by its module (file, class and hash): a window
may offer several, one after another, each searched with its own class."""


def run_file_reader(name: str) -> Domain | None:
    """The puzzle a run file names, to read its board: a registered one, or the reader of a
    Python problem's reference (its class read from its file) before any was opened; None
    for a name the program does not know."""
    found = DOMAINS.get(name)
    if found is None and name == PythonReferences.name:
        return PythonReferences()  # type: ignore[return-value]  # reads only
    return found


def register(puzzle: Domain | PuzzlePlugin) -> None:
    """Add a puzzle (a domain, or a plug-in with its widgets) for the rest of the session:
    a puzzle made while the program runs (a problem written in Python, a test's)."""
    plugin = plugin_of(puzzle)
    PLUGINS[plugin.domain.name] = plugin


def new_draft(domain: str, puzzle: Puzzle | None = None) -> BoardDraft:
    """A draft of ``puzzle``'s board, or an empty one of ``domain``'s; KeyError for a puzzle
    that cannot be drawn."""
    return DRAFTS[domain](puzzle)


def get_domain(name: str) -> Domain:
    """The domain called ``name``; a ValueError listing the known ones otherwise."""
    try:
        return DOMAINS[name.strip().lower()]
    except KeyError:
        known = ", ".join(DOMAINS)
        raise MessageError(
            message("catalog.unknown-puzzle", name=echoed(name), known=known)
        ) from None


def domains_marking(path: str | Path) -> list[Domain]:
    """The puzzles whose marks the file at ``path`` bears (:meth:`Domain.recognises`), in
    registration order; none for a file that cannot be read (its reader will say why)."""
    try:
        text = read_text_file(path)
    except ProblemFileError:
        return []
    return [domain for domain in DOMAINS.values() if domain.recognises(text)]


def reader_of_file(path: str | Path, default: Domain) -> Domain:
    """The puzzle that reads the file at ``path``: the one whose marks it bears, else
    ``default`` (when no puzzle, or several, recognise it)."""
    marked = domains_marking(path)
    return marked[0] if len(marked) == 1 else default


def domain_of(puzzle: Puzzle) -> Domain:
    """The domain a puzzle belongs to. A problem written in Python brings its class back from
    its file where it is not registered yet (in a comparison's worker process)."""
    if isinstance(puzzle, PythonPuzzle):
        known = _PYTHON_DOMAINS.get(puzzle.module)
        if known is not None:
            if DOMAINS.get(puzzle.domain) is None:
                register(known)  # its group in the window's list is named by it
            return known
        domain = load_problem_module(puzzle.module.spec)
        if domain.puzzle.module.digest != puzzle.module.digest:
            raise MessageError(message("python.changed", path=str(puzzle.module.path)))
        return domain
    return get_domain(puzzle.domain)


def puzzle_text(text: str | Message, language: str) -> str | None:
    """``text`` in ``language`` when it is one of a puzzle's own texts (a label, a unit, a
    description: a :class:`~cavalo_gui.engine.message.Text`, or a message); None for any
    other text, which stays as it is written."""
    if isinstance(text, Text):
        return render(text.said, language)
    if isinstance(text, Message):
        return render(text, language)
    return None


def problem_file_message(message: str | Message, language: str) -> str:
    """A problem file's error message (:attr:`ProblemFileError.message`) in ``language``; the
    English itself when it has no translation."""
    if isinstance(message, Message):
        return render(message, language)
    return puzzle_text(message, language) or message


def problem_file_error_text(error: ProblemFileError, language: str) -> str:
    """``error`` as one line in ``language``: "bad.txt, linha 3: <its message>" in Portuguese,
    exactly ``str(error)`` in English."""
    return error.placed(problem_file_message(error.message, language), language)
