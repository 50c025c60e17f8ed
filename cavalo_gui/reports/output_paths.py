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
from cavalo_gui.engine.message import Message, message


class OutputPathError(FileError, ValueError):
    """An output path that cannot be used: ``path`` and ``message``, what is wrong with it."""


READ_ONLY_FILE_SYSTEM = message("output.read-only-fs")
PERMISSION_DENIED = message("output.permission-denied")


def on_read_only_file_system(path: str | Path) -> bool:
    """Whether ``path`` (a file or a folder that exists) is on a file system mounted
    read-only, where no permission would let anyone write (False where that cannot be told)."""
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # no statvfs on Windows
        return False


def os_error_reason(error: OSError) -> Message:
    """Why the system refused a file, in the program's words: "read-only file system" for a
    read-only mount (EROFS), "permission denied" for a lack of rights, else the system's."""
    if error.errno == errno.EROFS:
        return READ_ONLY_FILE_SYSTEM
    if error.errno in (errno.EACCES, errno.EPERM):
        return PERMISSION_DENIED
    return message("output.system", reason=error.strerror or str(error))


def cannot_write_reason(path: str | Path) -> Message:
    """Why ``path`` (an existing file or folder) cannot be written: a read-only mount, or
    the user's rights."""
    return READ_ONLY_FILE_SYSTEM if on_read_only_file_system(path) else PERMISSION_DENIED


def read_only_mount_message() -> Message:
    """What is wrong with a file on a read-only mount (no change of its mode would help)."""
    return message("output.on-read-only-mount")


def _kind_of(mode: int) -> Message | None:
    """Why a file that is not a regular file cannot be written; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return message("output.folder")
    if stat.S_ISFIFO(mode):
        return message("output.fifo")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return message("output.device")
    if stat.S_ISSOCK(mode):
        return message("output.socket")
    return message("output.not-regular")


def check_output(path: str | Path) -> None:
    """Refuse ``path`` as an output unless it is a writable regular file, or a new file in an
    existing folder this user may write in; :class:`OutputPathError` says why."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        cannot = message("output.cannot-be-used", reason=os_error_reason(error))
        raise OutputPathError(path, cannot) from None
    if mode is not None:
        kind = _kind_of(mode)
        if kind is not None:
            raise OutputPathError(path, kind)
        if on_read_only_file_system(path):
            raise OutputPathError(path, read_only_mount_message())
        if not os.access(path, os.W_OK) or not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
            raise OutputPathError(path, message("output.read-only"))
        return
    folder = Path(os.path.realpath(path)).parent
    if not folder.exists():
        raise OutputPathError(path, message("output.no-folder", folder=str(folder)))
    if not folder.is_dir():
        raise OutputPathError(path, message("output.not-a-folder", folder=str(folder)))
    if not os.access(folder, os.W_OK | os.X_OK):
        reason = cannot_write_reason(folder)
        cannot = message("output.cannot-write-in", folder=str(folder), reason=reason)
        raise OutputPathError(path, cannot)


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
                said = message(
                    "output.is-input", name=name, input_name=input_name, input_path=str(input_path)
                )
                raise OutputPathError(path, said)
    for index, (name, path) in enumerate(given_outputs):
        for other_name, other_path in given_outputs[index + 1 :]:
            if _same_file(path, other_path) or (
                os.path.realpath(path) == os.path.realpath(other_path)
            ):
                raise OutputPathError(
                    path, message("output.same-file", name=name, other_name=other_name)
                )
