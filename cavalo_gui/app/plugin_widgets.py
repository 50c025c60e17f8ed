"""The widgets a puzzle's plug-in names (its board view, its editor's piece), by the puzzle's
name: imported from their ``module:Class`` when first asked for.

A view of :data:`~cavalo_gui.domains.registry.PLUGINS`, so a puzzle installed as a package or
registered while the program runs has its widgets here with no line of its own; a test may
set one for a puzzle (``BOARD_VIEWS["chain"] = ...``), which holds until it is deleted.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from typing import Generic, TypeVar

from cavalo_gui.domains.plugin import load_reference
from cavalo_gui.domains.registry import PLUGINS

Widget = TypeVar("Widget")


class PluginWidgets(MutableMapping[str, Widget], Generic[Widget]):
    """The widget class named by each plug-in's ``field``, loaded once."""

    def __init__(self, field: str) -> None:
        self.field = field
        self._set: dict[str, Widget] = {}
        self._loaded: dict[tuple[str, str], Widget] = {}

    def _reference(self, name: str) -> str | None:
        plugin = PLUGINS.get(name)
        return None if plugin is None else getattr(plugin, self.field)

    def __getitem__(self, name: str) -> Widget:
        if name in self._set:
            return self._set[name]
        reference = self._reference(name)
        if reference is None:
            raise KeyError(name)
        key = (name, reference)
        if key not in self._loaded:
            self._loaded[key] = load_reference(reference)
        return self._loaded[key]

    def __setitem__(self, name: str, widget: Widget) -> None:
        self._set[name] = widget

    def __delitem__(self, name: str) -> None:
        del self._set[name]

    def __iter__(self) -> Iterator[str]:
        named = [name for name in PLUGINS if self._reference(name) is not None]
        return iter([*named, *(name for name in self._set if name not in named)])

    def __len__(self) -> int:
        return len(list(iter(self)))
