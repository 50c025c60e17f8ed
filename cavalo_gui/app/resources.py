"""Where the app's assets live: ``resources/`` in a source tree, ``_bundled/resources`` in a
wheel (see pyproject's force-include)."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent
_CANDIDATES = (_PACKAGE / "_bundled" / "resources", _PACKAGE.parent / "resources")


def resource_path(name: str) -> Path:
    """The path of the asset ``name``, a file of ``resources/``; FileNotFoundError if missing."""
    for folder in _CANDIDATES:
        path = folder / name
        if path.exists():
            return path
    searched = ", ".join(str(folder) for folder in _CANDIDATES)
    raise FileNotFoundError(f"resource {name!r} not found in {searched}")
