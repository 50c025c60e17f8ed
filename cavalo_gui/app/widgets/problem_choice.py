"""The problem selector: the problems of every registered puzzle, grouped under its label.

Each group starts with a header item (the puzzle's label, bold, not selectable) followed by the
puzzle's shipped problems and then the problems read from files. An item's data is a key that
names its domain, so that the same problem name (A) of two puzzles stays two choices.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QWidget

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import number
from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.registry import DOMAINS, domain_of, get_domain

DOMAIN_ROLE = Qt.ItemDataRole.UserRole + 1  # a header's domain name


class ProblemChoice(QComboBox):
    """A combo box of every domain's problems; ``current_puzzle()`` is the chosen one."""

    def __init__(self, parent: QWidget | None = None, objectName: str = "problem") -> None:
        super().__init__(parent, objectName=objectName)
        self._puzzles: dict[str, Puzzle] = {}
        self._bundled: set[str] = set()
        self.setModel(QStandardItemModel(self))
        for domain in DOMAINS.values():
            self._add_header(domain)
            for name, puzzle in domain.puzzles().items():
                key = self.bundled_key(domain.name, name)
                self._bundled.add(key)
                self._add(key, puzzle, self._label(puzzle))

    @staticmethod
    def bundled_key(domain: str, name: str) -> str:
        """The key of the shipped problem ``name`` of ``domain``."""
        return f"{domain}/{name}"

    def bundled(self, domain: str) -> list[str]:
        """The names of the shipped problems of ``domain``, in the catalog's order."""
        return [
            self._puzzles[key].name
            for key in self._puzzles
            if key in self._bundled and key.startswith(f"{domain}/")
        ]

    def retranslate_ui(self) -> None:
        """Name every puzzle and problem again in the current language."""
        model = self.model()
        for row in range(model.rowCount()):
            item = model.item(row)
            key = item.data(Qt.ItemDataRole.UserRole)
            if key is None:
                item.setText(domain_text(get_domain(item.data(DOMAIN_ROLE)).label))
            else:
                puzzle = self._puzzles[key]
                if key in self._bundled:
                    item.setText(self._label(puzzle))
                item.setToolTip(domain_text(puzzle.description))
        self.setAccessibleName(self.tr("Problem"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def add_file_puzzle(self, puzzle: Puzzle, source: str) -> str:
        """Offer a problem read from the file ``source`` at the end of its puzzle's group (once);
        returns its key."""
        key = f"{puzzle.domain}/{source}:{puzzle.name}"
        if key not in self._puzzles:
            label = (
                self.tr("{name}: target {target} (from {source})").format(
                    name=puzzle.name, target=number(puzzle.target), source=source
                )
                if domain_of(puzzle).has_target
                else self.tr("{name} (from {source})").format(name=puzzle.name, source=source)
            )
            self._add(key, puzzle, label, self._group_end(domain_of(puzzle)))
        else:
            self._puzzles[key] = puzzle
        return key

    def current_puzzle(self) -> Puzzle:
        return self._puzzles[self.currentData()]

    def current_domain(self) -> Domain:
        return domain_of(self.current_puzzle())

    def current_is_bundled(self) -> bool:
        return self.currentData() in self._bundled

    # Building the list.

    def _label(self, puzzle: Puzzle) -> str:
        if not domain_of(puzzle).has_target:
            return puzzle.name
        if puzzle.seed is not None:
            return self.tr("{name}: random board, target {target}").format(
                name=puzzle.name, target=number(puzzle.target)
            )
        return self.tr("{name}: target {target}").format(
            name=puzzle.name, target=number(puzzle.target)
        )

    def _add_header(self, domain: Domain) -> None:
        header = QStandardItem(domain_text(domain.label))
        header.setData(domain.name, DOMAIN_ROLE)
        header.setFlags(Qt.ItemFlag.NoItemFlags)  # neither selectable nor enabled
        font = QFont(self.font())
        font.setBold(True)
        header.setFont(font)
        self.model().appendRow(header)

    def _add(self, key: str, puzzle: Puzzle, label: str, row: int | None = None) -> None:
        self._puzzles[key] = puzzle
        item = QStandardItem(label)
        item.setData(key, Qt.ItemDataRole.UserRole)
        item.setToolTip(domain_text(puzzle.description))
        if row is None:
            self.model().appendRow(item)
        else:
            self.model().insertRow(row, item)

    def _group_end(self, puzzle_domain: Domain) -> int:
        """The row after the last problem of ``domain``'s group (a new group at the end for a
        puzzle registered after the list was made: a problem written in Python)."""
        domain = puzzle_domain.name
        rows = range(self.count())
        start = next(
            (
                row
                for row in rows
                if self.itemData(row) is None and self.itemData(row, DOMAIN_ROLE) == domain
            ),
            None,
        )
        if start is None:
            self._add_header(puzzle_domain)
            return self.count()
        return next(
            (row for row in rows if row > start and self.itemData(row) is None), self.count()
        )
