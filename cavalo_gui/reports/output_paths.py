"""Checking the files a command will write before it does any work (issue 16, items 2-5).

An output must be a regular file, or a new one in a folder that exists and can be written; it
must not be one of the command's inputs, nor another of its outputs, whatever links lead to it.
Every check only looks (``stat``, ``access``): nothing is opened, so a FIFO cannot block and
a device is never read. The same rule holds for every output of every command: a missing
folder is refused, naming it, never created.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Mapping
from pathlib import Path

from cavalo_gui.domains.file_error import FileError


class OutputPathError(FileError, ValueError):
    """An output path that cannot be used: ``path`` and ``message``, what is wrong with it."""


READ_ONLY_FILE_SYSTEM = "read-only file system"
PERMISSION_DENIED = "permission denied"


def on_read_only_file_system(path: str | Path) -> bool:
    """Whether ``path`` (a file or a folder that exists) is on a file system mounted
    read-only, where no permission would let anyone write (False where that cannot be told)."""
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # no statvfs on Windows
        return False


def os_error_reason(error: OSError) -> str:
    """Why the system refused a file, in the program's words: "read-only file system" for a
    read-only mount (EROFS), "permission denied" for a lack of rights, else the system's."""
    if error.errno == errno.EROFS:
        return READ_ONLY_FILE_SYSTEM
    if error.errno in (errno.EACCES, errno.EPERM):
        return PERMISSION_DENIED
    return error.strerror or str(error)


def cannot_write_reason(path: str | Path) -> str:
    """Why ``path`` (an existing file or folder) cannot be written: a read-only mount, or
    the user's rights."""
    return READ_ONLY_FILE_SYSTEM if on_read_only_file_system(path) else PERMISSION_DENIED


def read_only_mount_message() -> str:
    """What is wrong with a file on a read-only mount (no change of its mode would help)."""
    return f"is on a {READ_ONLY_FILE_SYSTEM}; choose a file elsewhere"


def _kind_of(mode: int) -> str | None:
    """What a file that is not a regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def check_output(path: str | Path) -> None:
    """Refuse ``path`` as an output unless it is a writable regular file, or a new file in an
    existing folder this user may write in; :class:`OutputPathError` says why."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise OutputPathError(path, f"cannot be used ({os_error_reason(error)})") from None
    if mode is not None:
        kind = _kind_of(mode)
        if kind is not None:
            raise OutputPathError(path, f"this is {kind}, not a file: it cannot be written")
        if on_read_only_file_system(path):
            raise OutputPathError(path, read_only_mount_message())
        if not os.access(path, os.W_OK) or not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
            raise OutputPathError(path, "is read-only; choose another file or allow writing to it")
        return
    folder = Path(os.path.realpath(path)).parent
    if not folder.exists():
        raise OutputPathError(path, f"the folder {folder} does not exist; create it first")
    if not folder.is_dir():
        raise OutputPathError(path, f"{folder} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        reason = cannot_write_reason(folder)
        raise OutputPathError(path, f"cannot write in the folder {folder} ({reason})")


def _same_file(first: str | Path, second: str | Path) -> bool:
    """Whether two paths name one file (same device and inode: links, hard or symbolic, and
    different spellings all count); False when either does not exist."""
    try:
        return os.path.samefile(first, second)
    except OSError:
        return False


def check_outputs(
    outputs: Mapping[str, str | Path | None], inputs: Mapping[str, str | Path | None]
) -> None:
    """Check every output of a command before it starts: each must be writable
    (:func:`check_output`), none may be one of ``inputs``, and no two outputs may be one file.
    The keys name the options (``--out``, ``--board``), so that the message can say which.
    :class:`OutputPathError` for the first fault."""
    given_outputs = [(name, path) for name, path in outputs.items() if path is not None]
    given_inputs = [(name, path) for name, path in inputs.items() if path is not None]
    for name, path in given_outputs:
        check_output(path)
        for input_name, input_path in given_inputs:
            if _same_file(path, input_path):
                raise OutputPathError(
                    path,
                    f"{name} is the file {input_name} reads ({input_path}); "
                    "writing it would destroy the input: choose another file",
                )
    for index, (name, path) in enumerate(given_outputs):
        for other_name, other_path in given_outputs[index + 1 :]:
            if _same_file(path, other_path) or (
                os.path.realpath(path) == os.path.realpath(other_path)
            ):
                raise OutputPathError(
                    path, f"{name} and {other_name} name the same file: choose two files"
                )
