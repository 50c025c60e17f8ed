"""Reading a trace line by line, in either of its forms, recognised by content: JSON Lines
(one JSON object a line) or one Lisp property list a line (``(:event "expansion" ...)``),
read with sexpdata. Each line becomes a dict of plain Python values keyed by the property's
name without its colon, so that the replay sees one shape whatever the form.

The file is read as a stream, one line at a time, in bounded memory whatever its size; a line
that cannot be read raises :class:`TraceReadError` with its number and what was expected.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any, BinaryIO

import sexpdata

from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import Message, MessageError, message

LONGEST_LINE = 1 << 20  # bytes: a longer line is not a trace's
JSON_FORM = "json"
LISP_FORM = "lisp"

LISP_RATIO = re.compile(r"[+-]?\d+/\d+")
LISP_FLOAT = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eEdDfFsSlL][+-]?\d+)?")
LISP_INFINITY = {"inf", "+inf", "infinity", "most-positive-double-float"}


class TraceReadError(MessageError):
    """A trace that cannot be read: ``line`` (1-based, None for the whole file) and what was
    expected there (``said``, a message)."""

    def __init__(self, said: Message, line: int | None = None, truncated: bool = False) -> None:
        super().__init__(said)
        self.line = line
        self.truncated = truncated


@dataclass(frozen=True, slots=True)
class TraceLine:
    """One line of a trace: its number in the file and its properties by name."""

    number: int
    fields: dict[str, Any]


def open_trace(path: Path) -> BinaryIO:
    """The trace at ``path`` opened for reading, once it is known to be a regular file (a
    folder, a FIFO or a device is refused rather than read forever)."""
    try:
        kind = os.stat(path).st_mode
    except OSError as error:
        reason = error.strerror or str(error)
        raise TraceReadError(message("check.cannot-open", reason=reason)) from None
    if stat.S_ISDIR(kind):
        raise TraceReadError(message("check.is-folder"))
    if not stat.S_ISREG(kind):
        raise TraceReadError(message("check.not-regular"))
    try:
        return open(path, "rb")
    except OSError as error:
        raise TraceReadError(
            message("check.cannot-open", reason=error.strerror or str(error))
        ) from None


def trace_lines(stream: BinaryIO) -> Iterator[TraceLine]:
    """Every line of the trace in ``stream`` that says something (blank lines and Lisp
    comments skipped), as a :class:`TraceLine`; the form is the first line's."""
    form: str | None = None
    number = 0
    while True:
        raw = stream.readline(LONGEST_LINE + 1)
        if not raw:
            return
        number += 1
        ended = raw.endswith(b"\n")
        if len(raw) > LONGEST_LINE and not ended:
            raise TraceReadError(message("check.line-too-long", most=LONGEST_LINE), number)
        try:
            text = raw.decode("utf-8").strip()
        except UnicodeDecodeError:
            raise TraceReadError(message("check.not-utf8"), number) from None
        if not text or text.startswith(";"):
            continue
        if form is None:
            form = form_of(text, number)
        try:
            fields = json_fields(text) if form == JSON_FORM else lisp_fields(text)
        except TraceReadError as error:
            last = not ended and not stream.peek(1) if hasattr(stream, "peek") else False
            raise TraceReadError(error.said, number, truncated=last) from None
        yield TraceLine(number, fields)


def form_of(text: str, number: int) -> str:
    """The trace's form, by its first line's first character."""
    if text.startswith("{"):
        return JSON_FORM
    if text.startswith("("):
        return LISP_FORM
    raise TraceReadError(message("check.unknown-form", start=echoed(text[:20])), number)


def json_fields(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError as error:
        reason = getattr(error, "msg", str(error))
        raise TraceReadError(message("check.bad-json", reason=reason)) from None
    if not isinstance(value, dict):
        raise TraceReadError(message("check.json-not-object"))
    return value


def lisp_fields(text: str) -> dict[str, Any]:
    """A Lisp property list, ``(:key value ...)``, as a dict: keys without their colon, in
    lower case; ``NIL`` an empty list; ratios, Lisp floats (``1.5d0``) and ``T`` as Python
    values."""
    try:
        value = sexpdata.loads(text, nil="nil", true=None)
    except Exception as error:
        raise TraceReadError(
            message("check.bad-lisp", reason=str(error).split(".")[0] or type(error).__name__)
        ) from None
    if not isinstance(value, list) or len(value) % 2:
        raise TraceReadError(message("check.lisp-not-plist"))
    fields: dict[str, Any] = {}
    for key, item in zip(value[::2], value[1::2], strict=True):
        name = sexpdata.tosexp(key) if isinstance(key, sexpdata.Symbol) else None
        if name is None or not name.startswith(":"):
            raise TraceReadError(message("check.lisp-key", key=echoed(str(key))))
        try:
            fields[name[1:].lower()] = lisp_value(item)
        except (ArithmeticError, ValueError) as error:  # 1/0, a float out of range
            reason = str(error) or type(error).__name__
            raise TraceReadError(message("check.bad-lisp", reason=reason)) from None
    return fields


def lisp_value(item: Any) -> Any:
    """One Lisp datum as a plain Python value (lists stay lists, symbols become their names)."""
    if isinstance(item, list):
        if len(item) >= 2 and item[0] == sexpdata.Symbol("quote"):
            return lisp_value(item[1])
        keys, values = item[::2], item[1::2]
        if (
            item
            and len(item) % 2 == 0
            and all(isinstance(key, sexpdata.Symbol) and str(key).startswith(":") for key in keys)
        ):
            return {
                str(key)[1:].lower(): lisp_value(value)
                for key, value in zip(keys, values, strict=True)
            }
        return [lisp_value(part) for part in item]
    if isinstance(item, sexpdata.Quoted):
        return lisp_value(item.x)
    if isinstance(item, sexpdata.Symbol):
        name = str(item)
        if len(name) >= 2 and name.startswith("|") and name.endswith("|"):
            return name[1:-1]  # |A1|: a symbol written as it is
        upper = name.upper()
        if upper == "NIL":
            return []
        if upper == "T":
            return True
        if LISP_RATIO.fullmatch(name):
            return float(Fraction(name))
        if LISP_FLOAT.fullmatch(name):
            return float(re.sub("[dDfFsSlL]", "e", name))
        if name.lower() in LISP_INFINITY:
            return math.inf
        return name
    return item
