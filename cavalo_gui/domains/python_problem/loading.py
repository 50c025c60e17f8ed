"""Reading a user's Python file and finding its problem class, with a sentence for each way
that fails (the file is missing, does not import, has no such class, is not a problem), the
user's traceback said as theirs: only the frames of their own file."""

from __future__ import annotations

import hashlib
import importlib.util
import inspect
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

from cavalo_gui.engine.message import Message, MessageError, message

AIMA_METHODS = ("actions", "result", "goal_test")
SIMPLEAI_METHODS = ("actions", "result", "is_goal")


class ProblemCodeError(MessageError):
    """The user's problem could not be used: what went wrong, said as a value."""


@dataclass(frozen=True)
class ProblemModule:
    """Where a problem class lives: its file, the class's name (None: the one problem class
    the file has), and the file's SHA-256 when it was read."""

    path: Path
    class_name: str | None
    digest: str

    @property
    def spec(self) -> str:
        return f"{self.path}:{self.class_name}" if self.class_name else str(self.path)


def split_spec(spec: str) -> tuple[Path, str | None]:
    """``my_problem.py:ClassName`` as its file and class (a Windows drive's colon kept)."""
    head, colon, tail = spec.rpartition(":")
    if colon and tail.isidentifier() and head and not head.endswith(("\\", "/")):
        return Path(head), tail
    return Path(spec), None


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def user_trace(error: BaseException, path: Path) -> str:
    """The lines of ``error``'s traceback in the user's file ``path`` (none of ours), and the
    error itself: what they need to find their mistake."""
    frames = [
        frame
        for frame in traceback.extract_tb(error.__traceback__)
        if Path(frame.filename).resolve() == path.resolve()
    ]
    lines = traceback.format_list(frames) if frames else []
    lines += traceback.format_exception_only(type(error), error)
    return "".join(lines).rstrip()


def read_module(spec: str) -> tuple[type, ProblemModule]:
    """The problem class ``spec`` names, and where it came from; :class:`ProblemCodeError`
    saying what is wrong otherwise."""
    path, class_name = split_spec(spec)
    shown = str(path)
    if not path.exists():
        raise ProblemCodeError(message("python.not-found", path=shown))
    if not path.is_file() or path.suffix != ".py":
        raise ProblemCodeError(message("python.not-a-module", path=shown))
    try:
        digest = file_digest(path)
    except OSError as error:
        raise ProblemCodeError(
            message("python.unreadable", path=shown, error=error.strerror or str(error))
        ) from None
    module = _imported(path)
    classes = {
        name: value
        for name, value in vars(module).items()
        if inspect.isclass(value) and value.__module__ == module.__name__
    }
    if class_name is not None:
        if class_name not in classes:
            known = ", ".join(classes) or "-"
            raise ProblemCodeError(
                message("python.no-such-class", path=shown, name=class_name, known=known)
            )
        found = classes[class_name]
        missing = missing_methods(found)
        if missing:
            raise ProblemCodeError(
                message("python.not-a-problem", name=class_name, missing=", ".join(missing))
            )
    else:
        problems = [name for name, value in classes.items() if not missing_methods(value)]
        if len(problems) != 1:
            what = "python.no-problem-class" if not problems else "python.several-classes"
            raise ProblemCodeError(message(what, path=shown, known=", ".join(problems)))
        class_name = problems[0]
        found = classes[class_name]
    return found, ProblemModule(path.resolve(), class_name, digest)


def missing_methods(cls: type) -> list[str]:
    """What ``cls`` lacks to be a problem in aima-python's shape or simpleai's (none: it is);
    aima-python's ``goal`` stands for its ``goal_test`` (a state equal to it)."""
    aima = [
        name
        for name in AIMA_METHODS
        if not callable(getattr(cls, name, None))
        and not (name == "goal_test" and hasattr(cls, "goal"))
    ]
    simpleai = [name for name in SIMPLEAI_METHODS if not callable(getattr(cls, name, None))]
    return min(aima, simpleai, key=len)


def _imported(path: Path):
    name = "cavalo_user_problem_" + hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:12]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ProblemCodeError(message("python.not-a-module", path=str(path)))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pickling look their module up
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as error:  # the user's code: what it raises is theirs
        sys.modules.pop(name, None)
        raise ProblemCodeError(
            message("python.does-not-import", path=str(path), trace=user_trace(error, path))
        ) from None
    return module


def raised(path: Path, call: str, error: BaseException) -> ProblemCodeError:
    """The user's method ``call`` raised ``error``: the sentence, with their traceback."""
    said: Message = message("python.raised", call=call, trace=user_trace(error, path))
    return ProblemCodeError(said)
