"""The settings file read and written in Python, in the INI dialect QSettings writes.

QSettings turns a value written ``@Variant(...)`` into whatever object its bytes describe, and
for a Python object PySide unpickles them: a crafted settings file would run code as the app
starts, a truncated one would stop it. So the file never reaches QSettings' parser: this
module reads only plain values (text, and bytes written ``@ByteArray(...)``) and reports every
other one as rejected, and it writes the same dialect back, so that files written by earlier
versions (through QSettings) are still read.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

Plain = str | bytes
"""What a value read from the file can be."""

_ESCAPES = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    '"': '"',
    "?": "?",
    "'": "'",
    "\\": "\\",
}
_HEX = "0123456789abcdefABCDEF"
_OCTAL = "01234567"


@dataclass
class IniContents:
    """What :func:`read_ini` found: the plain values by key, the keys whose value was
    anything else (an object, a list, a rectangle...), and whether the text was well formed."""

    values: dict[str, Plain] = field(default_factory=dict)
    rejected: list[str] = field(default_factory=list)
    well_formed: bool = True


def read_ini(data: bytes) -> IniContents:
    """Parse a settings file as QSettings would, but keep only plain values; nothing in it
    is ever turned into an object. A file with a NUL byte is not text: not well formed."""
    contents = IniContents()
    if b"\0" in data:
        contents.well_formed = False
        return contents
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    section = ""
    for line, equals in _lines(data):
        if line.startswith(b"["):
            end = line.find(b"]")
            if end < 0:
                contents.well_formed = False
                end = len(line)
            name = line[1:end].strip()
            if name.lower() == b"general":
                section = ""
            elif name.lower() == b"%general":
                section = name[1:].decode("latin-1") + "/"
            else:
                section = _unescaped_key(name) + "/"
            continue
        if equals < 0:
            if not line.startswith(b";"):
                contents.well_formed = False
            continue
        key = section + _unescaped_key(line[:equals].strip())
        value = _plain(line[equals + 1 :])
        if value is None:
            contents.rejected.append(key)
            contents.values.pop(key, None)
        else:
            contents.values[key] = value
    return contents


def write_ini(values: Mapping[str, str | int | float | bytes]) -> bytes:
    """The file for ``values`` in QSettings' dialect: keys grouped in sections by their first
    part, text escaped, bytes as ``@ByteArray(...)``."""
    sections: dict[str, list[str]] = {}
    for key, value in values.items():
        section, name = key.split("/", 1) if "/" in key else ("", key)
        sections.setdefault(section, []).append(
            f"{_escaped_key(name)}={_escaped_value(_as_text(value))}"
        )
    blocks = []
    for section, lines in sections.items():
        if not section:
            header = "[General]"
        elif section.lower() == "general":
            header = "[%General]"
        else:
            header = f"[{_escaped_key(section)}]"
        blocks.append("\n".join([header, *lines]) + "\n")
    return "\n".join(blocks).encode("utf-8")


def save_ini(path: Path, values: Mapping[str, str | int | float | bytes]) -> None:
    """Write ``values`` to ``path`` whole or not at all (a temporary file renamed over it),
    so that a crash while saving leaves the previous file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(write_ini(values))
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _lines(data: bytes) -> Iterator[tuple[bytes, int]]:
    """The logical lines of ``data`` with the place of their first '=' outside quotes (-1 if
    none), split as QSettings splits them: quotes and a backslash may hide a line break, and
    a ';' outside quotes starts a comment."""
    position, size = 0, len(data)
    while True:
        start = position
        while start < size and data[start] in b" \t\r\n":
            start += 1
        index, equals, quoted = start, -1, False
        while index < size:
            char = data[index]
            index += 1
            if char == ord("="):
                if not quoted and equals < 0:
                    equals = index - 1
            elif char in b"\r\n":
                if index == start + 1:
                    start += 1
                elif not quoted:
                    index -= 1
                    break
            elif char == ord("\\"):
                if index < size:
                    index += 1
                    if index < size and data[index - 1 : index + 1] in (b"\n\r", b"\r\n"):
                        index += 1
            elif char == ord('"'):
                quoted = not quoted
            elif char == ord(";"):
                if index == start + 1:
                    while index < size and data[index] not in b"\r\n":
                        index += 1
                    while index < size and data[index] in b" \t\r\n":
                        index += 1
                    start = index
                elif not quoted:
                    index -= 1
                    break
        position = index
        if index <= start:
            return
        yield data[start:index], equals - start if equals >= 0 else -1


def _unescaped_key(raw: bytes) -> str:
    """A key as QSettings writes it: '\\' for '/', '%XX' and '%UXXXX' for other characters."""
    text = raw.decode("utf-8", errors="replace")
    out, index = [], 0
    while index < len(text):
        char = text[index]
        if char == "\\":
            out.append("/")
            index += 1
            continue
        if char != "%" or index == len(text) - 1:
            out.append(char)
            index += 1
            continue
        first, digits = index + 1, 2
        if text[first] == "U":
            first, digits = first + 1, 4
        code = text[first : first + digits]
        if len(code) == digits and all(c in _HEX for c in code):
            out.append(chr(int(code, 16)))
            index = first + digits
        else:
            out.append("%")
            index += 1
    return "".join(out)


def _unescaped(raw: bytes) -> tuple[str, bool]:
    """The text of a value and whether it was a list (an unquoted comma), unescaped as
    QSettings does: quotes, C escapes, '\\x' (hexadecimal) and '\\0' (octal) codes."""
    text = raw.decode("utf-8", errors="replace")
    out: list[str] = []
    is_list = quoted = value_quoted = False
    index, size = 0, len(text)

    def skip_spaces(index: int) -> int:
        while index < size and text[index] in " \t":
            index += 1
        return index

    def chop(limit: int) -> None:
        while len(out) > limit and out[-1] in " \t":
            out.pop()

    index = skip_spaces(index)
    keep = 0  # the characters before this one are never chopped (escaped spaces)
    while index < size:
        char = text[index]
        index += 1
        if char == "\\":
            if index >= size:
                break
            char = text[index]
            index += 1
            if char in _ESCAPES:
                out.append(_ESCAPES[char])
            elif char == "x" or char in _OCTAL:
                digits, base = (_HEX, 16) if char == "x" else (_OCTAL, 8)
                start = index if char == "x" else index - 1
                while index < size and text[index] in digits:
                    index += 1
                if index > start:
                    code = 0
                    for digit in text[start:index]:
                        code = (code * base + int(digit, base)) & 0xFFFF
                    out.append(chr(code))
            elif char in "\r\n" and text[index : index + 1] in ("\r", "\n"):
                index += text[index] != char  # a line break hidden by the backslash
            keep = len(out)
        elif char == '"':
            value_quoted = True
            quoted = not quoted
            if not quoted:
                index = skip_spaces(index)
                keep = len(out)
        elif char == "," and not quoted:
            is_list = True
            out.clear()
            value_quoted = False
            index = skip_spaces(index)
            keep = 0
        else:
            out.append(char)
    if not value_quoted:
        chop(keep)
    return "".join(out), is_list


def _plain(raw: bytes) -> Plain | None:
    """The text or bytes QSettings would read from ``raw``; None if it would read anything
    else (a list, an object, a date, a rectangle...) or the text is not valid Unicode."""
    text, is_list = _unescaped(raw)
    if is_list:
        return None
    if text.startswith("@") and text.endswith(")"):
        if text.startswith("@ByteArray("):
            try:
                return text[11:-1].encode("latin-1")
            except UnicodeEncodeError:
                return None
        if text.startswith("@String("):
            text = text[8:-1]
        elif not text.startswith("@@"):
            return None
        else:
            text = text[1:]
    elif text.startswith("@@"):
        text = text[1:]
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return None
    return text


def _as_text(value: str | int | float | bytes) -> str:
    """The text QSettings writes for ``value``; a leading '@' of text is doubled."""
    if isinstance(value, bytes):
        return "@ByteArray(" + value.decode("latin-1") + ")"
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise TypeError(f"not a plain value: {value!r}")
    text = value if isinstance(value, str) else repr(value)
    return "@" + text if text.startswith("@") else text


def _escaped_key(key: str) -> str:
    out = []
    for char in key:
        if char == "/":
            out.append("\\")
        elif char.isascii() and (char.isalnum() or char in "_-."):
            out.append(char)
        elif ord(char) <= 0xFF:
            out.append(f"%{ord(char):02X}")
        else:
            out.append(f"%U{ord(char) & 0xFFFF:04X}")
    return "".join(out)


def _escaped_value(text: str) -> str:
    """``text`` escaped as QSettings does: control characters (and, in bytes, all but ASCII)
    as '\\x' codes, quotes around a value with ';', ',' or '=' or spaces at either end."""
    raw_bytes = text.startswith("@ByteArray(")
    out: list[str] = []
    hex_next = False
    for char in text:
        code = ord(char)
        if hex_next and char in _HEX:
            out.append(f"\\x{code:x}")
            continue
        hex_next = False
        if char == "\0":
            out.append("\\0")
            hex_next = True
        elif char in "\a\b\f\n\r\t\v":
            out.append("\\" + "abfnrtv"["\a\b\f\n\r\t\v".index(char)])
        elif char in '"\\':
            out.append("\\" + char)
        elif code <= 0x1F or (code >= 0x7F and raw_bytes):
            out.append(f"\\x{code:x}")
            hex_next = True
        else:
            out.append(char)
    escaped = "".join(out)
    if any(c in text for c in ";,=") or escaped[:1] == " " or escaped[-1:] == " ":
        escaped = f'"{escaped}"'
    return escaped
