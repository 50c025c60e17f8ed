"""The Compare window's chooser: checkable lists of problems (grouped by puzzle), algorithms and
heuristics (each puzzle's own), and what every run shares (each puzzle's options, budgets, the
algorithms' parameters); they make the batch's runs, each one
:class:`~cavalo_gui.reports.choices.RunChoices`, with :func:`reports.compare.grid`."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import lru_cache

from PySide6.QtCore import QEvent, QSignalBlocker, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.i18n import error_text
from cavalo_gui.app.widgets.reflow import ColumnsLayout
from cavalo_gui.app.widgets.weight_box import parameter_box
from cavalo_gui.domains.domain import Domain, DomainOption, Puzzle
from cavalo_gui.domains.registry import DOMAINS, domain_of
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS, Limits
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.compare import grid
from cavalo_gui.reports.experiment import boards_of, parse_number_ranges

DEFAULT_ALGORITHMS = ("bfs", "astar")


@lru_cache(maxsize=256)
def _boards(puzzle: Puzzle, seeds: tuple[int, ...], targets: tuple[int, ...]) -> list[Puzzle]:
    """The boards of one problem: remade from each seed if it is a random one, with each
    target. Kept, since the run count asks for them at every change of a choice."""
    return boards_of([puzzle], seeds if puzzle.seed is not None else (), targets)


def _checkable(item: QListWidgetItem, key: str, checked: bool, tip: str = "") -> QListWidgetItem:
    item.setData(Qt.ItemDataRole.UserRole, key)
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
    item.setToolTip(tip)
    return item


DOMAIN_ROLE = Qt.ItemDataRole.UserRole + 1  # a group header's domain name


def _option_text(option: DomainOption, value: str) -> str:
    """An option's value as the main window's controls show it: the value and its words."""
    return f"{value}: {domain_text(option.label_of(value))}"


class ChoiceList(QGroupBox):
    """A titled checkable list with All and None buttons; ``checked()`` gives the keys."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.list = QListWidget()
        self.list.setObjectName(f"{title.lower()}_list")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        every = self.every_button = QPushButton(self.tr("All"))
        none = self.none_button = QPushButton(self.tr("None"))
        every.clicked.connect(lambda: self.set_all(True))
        none.clicked.connect(lambda: self.set_all(False))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(every)
        buttons.addWidget(none)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 0)  # tight: four puzzles' problems and the
        layout.setSpacing(2)  # algorithms stand whole, one above the other, on 1366 x 768
        layout.addWidget(self.list)
        layout.addLayout(buttons)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.every_button.setText(self.tr("All"))
            self.none_button.setText(self.tr("None"))
        elif event.type() == QEvent.Type.FontChange:  # View > Zoom: taller rows
            self.fit()
        super().changeEvent(event)

    def add(self, text: str, key: str, checked: bool, tip: str = "", row: int | None = None):
        item = _checkable(QListWidgetItem(text), key, checked, tip)
        if row is None:
            self.list.addItem(item)
        else:
            self.list.insertItem(row, item)

    def add_header(self, text: str, domain: str | None = None) -> None:
        """A group's title (``domain``'s label): bold, neither checkable nor selectable."""
        item = QListWidgetItem(text)
        item.setData(DOMAIN_ROLE, domain)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        self.list.addItem(item)

    def group_end(self, prefix: str) -> int:
        """The row after the last item whose key starts with ``prefix``."""
        rows = [
            row
            for row in range(self.list.count())
            if str(self.list.item(row).data(Qt.ItemDataRole.UserRole) or "").startswith(prefix)
        ]
        return rows[-1] + 1 if rows else self.list.count()

    def fit(self) -> None:
        """Tall enough for every item, so the lists never scroll (the choices around them do),
        and never so narrow that an item's words are cut; again when the zoom or the words
        change."""
        rows = sum(self.list.sizeHintForRow(row) for row in range(self.list.count()))
        frame = 2 * self.list.frameWidth() + 4
        self.list.setFixedHeight(rows + frame)
        self.list.setMinimumWidth(self.list.sizeHintForColumn(0) + frame)

    def items(self) -> list[QListWidgetItem]:
        """The checkable items (not the group headers)."""
        items = (self.list.item(row) for row in range(self.list.count()))
        return [item for item in items if item.data(Qt.ItemDataRole.UserRole) is not None]

    def checked(self) -> list[str]:
        return [
            item.data(Qt.ItemDataRole.UserRole)
            for item in self.items()
            if item.checkState() == Qt.CheckState.Checked
        ]

    def set_checked(self, keys: list[str] | tuple[str, ...]) -> None:
        for item in self.items():
            wanted = item.data(Qt.ItemDataRole.UserRole) in keys
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)

    def set_all(self, checked: bool) -> None:
        state = Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        for item in self.items():
            item.setCheckState(state)


class SettingsBox(QGroupBox):
    """A titled form whose labels stand beside their boxes where the width allows, and above
    them where it does not (a box squeezed beside its label would cut its words). The wide
    boxes (the puzzles' rules, whose every choice is shown whole) go under their labels first,
    so that they do not make the whole form as wide as a label and a wide box side by side."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.wide: list[QWidget] = []  # the boxes that go under their labels first

    def _rows(self, wide: bool | None = None) -> list[tuple[QWidget, QWidget]]:
        """The form's (label, box) rows; only the wide ones or only the others when asked."""
        form = self.layout()
        rows = []
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if label is None or field is None:
                continue
            if wide is None or (field.widget() in self.wide) == wide:
                rows.append((label.widget(), field.widget()))
        return rows

    def _chrome(self) -> int:
        """The frame and margins around the form's rows."""
        form = self.layout()
        margins = form.contentsMargins()
        chrome = max(QGroupBox.sizeHint(self).width() - form.sizeHint().width(), 0)
        return margins.left() + margins.right() + chrome

    def side_by_side_width(self, wide: bool | None = None) -> int:
        """The width that shows every label beside its box (of the rows ``wide`` picks), both
        at their preferred sizes."""
        form = self.layout()
        rows = self._rows(wide)
        labels = max((label.sizeHint().width() for label, _field in self._rows()), default=0)
        fields = max((field.sizeHint().width() for _label, field in rows), default=0)
        spacing = max(form.horizontalSpacing(), 0)
        return labels + spacing + fields + self._chrome()

    def sizeHint(self) -> QSize:
        """As wide as the narrow rows side by side, or a wide box alone if that is wider."""
        hint = super().sizeHint()
        if self.layout() is None or not self.wide:
            return hint
        widest = max(box.sizeHint().width() for box in self.wide) + self._chrome()
        width = max(self.side_by_side_width(wide=False), widest)
        return QSize(
            width, self.heightForWidth(width) if self.hasHeightForWidth() else hint.height()
        )

    def minimumSizeHint(self) -> QSize:
        """As narrow as the labels above their boxes can be."""
        hint = super().minimumSizeHint()
        form = self.layout()
        if form is None:
            return hint
        margins = form.contentsMargins()
        widest = max(
            (
                max(label.minimumSizeHint().width(), field.minimumSizeHint().width())
                for label, field in self._rows()
            ),
            default=0,
        )
        return QSize(widest + margins.left() + margins.right() + 4, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        form = self.layout()
        width = event.size().width()
        wrap = QFormLayout.RowWrapPolicy
        if width >= self.side_by_side_width():
            policy = wrap.DontWrapRows
        elif self.wide and width >= self.side_by_side_width(wide=False):
            policy = wrap.WrapLongRows  # the wide boxes, at their least as wide, go under
        else:
            policy = wrap.WrapAllRows
        if form is not None and form.rowWrapPolicy() != policy:
            form.setRowWrapPolicy(policy)
        super().resizeEvent(event)


class CompareChooser(QWidget):
    """Everything a batch is made of; ``changed`` when any choice changes. Problem keys are
    ``domain/name`` and heuristic keys ``domain/heuristic``, so puzzles never mix."""

    changed = Signal()

    def __init__(
        self,
        current: Puzzle | None = None,
        options: Mapping[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.puzzles: dict[str, Puzzle] = {}
        self.problems = ChoiceList(self.tr("Problems"))
        self.heuristics = ChoiceList(self.tr("Heuristics"))
        for domain in DOMAINS.values():
            self.problems.add_header(domain_text(domain.label), domain.name)
            for name, puzzle in domain.puzzles().items():
                self._add_problem(f"{domain.name}/{name}", puzzle, checked=False)
            self._add_heuristics(domain)
        if current is not None:
            self.include_problem(current)
        self.algorithms = ChoiceList(self.tr("Algorithms"))
        for name, algorithm in ALGORITHMS.items():
            self.algorithms.add(
                domain_text(algorithm.label),
                name,
                name in DEFAULT_ALGORITHMS,
                domain_text(algorithm.description),
            )
        for choice in (self.problems, self.algorithms, self.heuristics):
            choice.fit()
            choice.list.itemChanged.connect(self.changed)

        self.max_nodes = QSpinBox(objectName="compare_max_nodes", minimum=1, maximum=2**31 - 1)
        self.max_nodes.setGroupSeparatorShown(True)
        self.max_nodes.setValue(DEFAULT_MAX_NODES)
        self.max_nodes.setSuffix(self.tr(" nodes"))
        self.max_seconds = QDoubleSpinBox(objectName="compare_max_seconds", minimum=0.1)
        self.max_seconds.setRange(0.1, 86400)
        self.max_seconds.setDecimals(1)
        self.max_seconds.setValue(DEFAULT_MAX_SECONDS)
        self.max_seconds.setSuffix(self.tr(" s"))
        self.parameters: dict[str, QSpinBox | QDoubleSpinBox] = {}
        self.option_boxes: dict[tuple[str, str], QComboBox] = {}
        settings_box = self.settings_box = SettingsBox(self.tr("Each run"))
        form = QFormLayout(settings_box)
        current_domain = domain_of(current).name if current is not None else None
        self._add_option_rows(form, current_domain, options or {})
        form.addRow(self.tr("Node budget"), self.max_nodes)
        form.addRow(self.tr("Time budget"), self.max_seconds)
        self._add_board_rows(form)
        self._add_parameter_rows(form)

        for box in self.option_boxes.values():
            box.currentIndexChanged.connect(self.changed)
        for box in self.parameters.values():
            box.valueChanged.connect(self.changed)
        # Problems and algorithms beside heuristics and the settings when the width allows.
        layout = ColumnsLayout(split=2, spacing=2)  # four puzzles' choices whole on 1366 x 768
        self.setLayout(layout)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.problems, self.algorithms, self.heuristics, settings_box):
            layout.addWidget(widget)

    def _add_board_rows(self, form: QFormLayout) -> None:
        """Seeds and targets, as ``cavalo experiment`` takes them: many boards per problem."""
        self.seeds = QLineEdit(objectName="compare_seeds")
        self.targets = QLineEdit(objectName="compare_targets")
        for box in (self.seeds, self.targets):
            box.textChanged.connect(self.changed)
            form.addRow(QLabel(), box)
        self._name_board_rows()

    def _name_board_rows(self) -> None:
        """The seeds' and targets' labels, hints and tips, in the current language."""
        form = self.settings_box.layout()
        for box, label, tip in (
            (
                self.seeds,
                self.tr("Seeds"),
                self.tr("Remake the random problems (F) from these seeds: 1-100, or 3,5,9-12"),
            ),
            (
                self.targets,
                self.tr("Targets"),
                self.tr("Run every board with each of these targets: 500,1000,1500"),
            ),
        ):
            box.setPlaceholderText(self.tr("each problem's own"))
            box.setToolTip(tip)
            shown = form.labelForField(box)
            if isinstance(shown, QLabel):
                shown.setText(label)

    def board_ranges(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The seeds and targets typed (empty: each problem's own); ValueError saying which
        box is wrong and how."""
        ranges = []
        for box, name in ((self.seeds, self.tr("Seeds")), (self.targets, self.tr("Targets"))):
            text = box.text().strip()
            try:
                ranges.append(parse_number_ranges(text) if text else ())
            except ValueError as error:
                raise ValueError(f"{name}: {error_text(error)}") from None
        return ranges[0], ranges[1]

    def _add_heuristics(self, domain: Domain) -> None:
        any_puzzle = next(iter(domain.puzzles().values()))
        self.heuristics.add_header(domain_text(domain.label), domain.name)
        for name, heuristic in domain.make_problem(any_puzzle).heuristics().items():
            label = name + (self.tr(" (admissible)") if heuristic.admissible else "")
            checked = name == domain.default_heuristic
            self.heuristics.add(
                label, f"{domain.name}/{name}", checked, domain_text(heuristic.description)
            )

    def _add_option_rows(
        self, form: QFormLayout, current_domain: str | None, chosen: Mapping[str, str]
    ) -> None:
        """A combo per option of each puzzle; the main window's choices for its puzzle."""
        for domain in DOMAINS.values():
            for option in domain.options:
                box = QComboBox(objectName=f"compare_{domain.name}_{option.name}")
                box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # whole
                for value in option.choices:
                    box.addItem(_option_text(option, value), value)
                box.setToolTip(domain_text(option.description))
                wanted = chosen.get(option.name) if domain.name == current_domain else None
                box.setCurrentIndex(max(box.findData(wanted or option.default), 0))
                self.option_boxes[(domain.name, option.name)] = box
                self.settings_box.wide.append(box)
                label = domain_text(option.label)
                if len(DOMAINS) > 1:
                    label = f"{label} ({domain_text(domain.label)})"
                form.addRow(label, box)

    def _add_problem(self, key: str, puzzle: Puzzle, checked: bool) -> None:
        self.puzzles[key] = puzzle
        text = self._problem_text(key, puzzle)
        row = self.problems.group_end(f"{puzzle.domain}/")
        self.problems.add(text, key, checked, domain_text(puzzle.description), row)

    def _problem_text(self, key: str, puzzle: Puzzle) -> str:
        """'D: target 600', with the seed of a random problem, in the current language."""
        name = key.partition("/")[2]
        text = (
            self.tr("{name}: target {target}").format(name=name, target=puzzle.target)
            if domain_of(puzzle).has_target
            else name
        )
        if puzzle.seed is not None and name == puzzle.name:
            text += self.tr(", seed {seed}").format(seed=puzzle.seed)
        return text

    def include_problem(self, puzzle: Puzzle) -> None:
        """Offer ``puzzle`` (the main window's problem: a file's, or F from another seed) and
        check it."""
        key = next((key for key, known in self.puzzles.items() if known == puzzle), None)
        if key is None:
            if puzzle.seed is not None:
                name = self.tr("{name} seed {seed}").format(name=puzzle.name, seed=puzzle.seed)
            else:
                name = self.tr("{name} (file)").format(name=puzzle.name)
            key = f"{puzzle.domain}/{name}"
            self._add_problem(key, puzzle, checked=True)
            self.problems.fit()
        for item in self.problems.items():
            if item.data(Qt.ItemDataRole.UserRole) == key:
                item.setCheckState(Qt.CheckState.Checked)

    def _add_parameter_rows(self, form: QFormLayout) -> None:
        for algorithm in ALGORITHMS.values():
            for parameter in algorithm.parameters:
                if parameter.name in self.parameters:
                    continue
                box = parameter_box(parameter, f"compare_{parameter.name}")
                box.setValue(parameter.default)
                self.parameters[parameter.name] = box
                form.addRow(domain_text(parameter.label), box)
        self._describe_parameters()

    def _describe_parameters(self) -> None:
        """Each parameter's box says which algorithms take it, in the current language."""
        users: dict[str, list[str]] = {}
        for algorithm in ALGORITHMS.values():
            for parameter in algorithm.parameters:
                users.setdefault(parameter.name, []).append(domain_text(algorithm.label))
        for name, box in self.parameters.items():
            box.setToolTip(self.tr("For {algorithms}").format(algorithms=", ".join(users[name])))

    def _name_settings_rows(self) -> None:
        """The labels of the 'Each run' rows (options, budgets, parameters) and the options'
        tips, in the current language."""
        form = self.settings_box.layout()
        labels = {self.max_nodes: self.tr("Node budget"), self.max_seconds: self.tr("Time budget")}
        for (domain_name, option_name), box in self.option_boxes.items():
            domain = DOMAINS[domain_name]
            option = next(option for option in domain.options if option.name == option_name)
            label = domain_text(option.label)
            if len(DOMAINS) > 1:
                label = f"{label} ({domain_text(domain.label)})"
            labels[box] = label
            box.setToolTip(domain_text(option.description))
        for algorithm in ALGORITHMS.values():
            for parameter in algorithm.parameters:
                labels[self.parameters[parameter.name]] = domain_text(parameter.label)
        for field, text in labels.items():
            label = form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(text)

    def options_of(self, domain: str) -> dict[str, str]:
        """The options chosen for the runs of ``domain``'s problems."""
        return {
            name: box.currentData()
            for (owner, name), box in self.option_boxes.items()
            if owner == domain
        }

    def setups(self) -> list[RunChoices]:
        """The runs the current choices ask for: for each puzzle in turn, in the order of the
        course's tables, with that puzzle's checked heuristics, on every board the seeds and
        targets make of each problem; none while a seed or target box holds a mistake."""
        try:
            seeds, targets = self.board_ranges()
        except ValueError:
            return []
        by_domain: dict[str, list[Puzzle]] = {}
        for key in self.problems.checked():
            by_domain.setdefault(key.partition("/")[0], []).append(self.puzzles[key])
        heuristics = [key.partition("/") for key in self.heuristics.checked()]
        setups: list[RunChoices] = []
        for domain, puzzles in by_domain.items():
            setups += grid(
                puzzles,
                self.algorithms.checked(),
                [name for owner, _slash, name in heuristics if owner == domain],
                options=self.options_of(domain),
                parameters={name: box.value() for name, box in self.parameters.items()},
                limits=Limits(self.max_nodes.value(), self.max_seconds.value()),
            )
        return [
            dataclasses.replace(setup, puzzle=board)
            for setup in setups
            for board in _boards(setup.puzzle, seeds, targets)
        ]

    def retranslate_ui(self) -> None:
        """The lists' titles and items (puzzles, problems, algorithms, heuristics) and the
        budgets' units in the current language; what is checked stays checked. The lists say
        nothing changed meanwhile: a new word is not a new choice, and each item's text and
        tooltip once counted the runs again (four seconds a language switch)."""
        blockers = [QSignalBlocker(choice.list) for choice in self._choice_lists()]
        try:
            self._retranslate_lists()
        finally:
            for blocker in blockers:
                blocker.unblock()
        self.max_nodes.setSuffix(self.tr(" nodes"))
        self.max_seconds.setSuffix(self.tr(" s"))
        self.settings_box.setTitle(self.tr("Each run"))
        self._name_settings_rows()
        self._name_board_rows()
        self._describe_parameters()
        for (domain_name, option_name), box in self.option_boxes.items():
            option = next(o for o in DOMAINS[domain_name].options if o.name == option_name)
            for index in range(box.count()):
                box.setItemText(index, _option_text(option, box.itemData(index)))

    def _choice_lists(self) -> tuple[ChoiceList, ...]:
        return (self.problems, self.heuristics, self.algorithms)

    def _retranslate_lists(self) -> None:
        self.problems.setTitle(self.tr("Problems"))
        self.heuristics.setTitle(self.tr("Heuristics"))
        self.algorithms.setTitle(self.tr("Algorithms"))
        for item in self.algorithms.items():
            algorithm = ALGORITHMS[item.data(Qt.ItemDataRole.UserRole)]
            item.setText(domain_text(algorithm.label))
            item.setToolTip(domain_text(algorithm.description))
        for item in self.problems.items():
            key = item.data(Qt.ItemDataRole.UserRole)
            item.setText(self._problem_text(key, self.puzzles[key]))
            item.setToolTip(domain_text(self.puzzles[key].description))
        heuristics_of: dict[str, dict] = {}  # each puzzle's heuristics, built once
        for item in self.heuristics.items():
            domain_name, _slash, name = item.data(Qt.ItemDataRole.UserRole).partition("/")
            if domain_name not in heuristics_of:
                domain = DOMAINS[domain_name]
                any_puzzle = next(iter(domain.puzzles().values()))
                heuristics_of[domain_name] = domain.make_problem(any_puzzle).heuristics()
            heuristic = heuristics_of[domain_name][name]
            item.setText(name + (self.tr(" (admissible)") if heuristic.admissible else ""))
            item.setToolTip(domain_text(heuristic.description))
        for choice in (self.problems, self.heuristics):
            for row in range(choice.list.count()):
                header = choice.list.item(row)
                domain_name = header.data(DOMAIN_ROLE)
                if domain_name is not None:
                    header.setText(domain_text(DOMAINS[domain_name].label))
        for choice in self._choice_lists():
            choice.fit()  # the new words, longer or shorter

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def run_count_text(self) -> str:
        """'12 runs', with a word on puzzles whose informed runs take the default heuristic;
        what is wrong with the seeds or targets instead, when something is."""
        try:
            self.board_ranges()
        except ValueError as error:
            return str(error)
        informed = [name for name in self.algorithms.checked() if ALGORITHMS[name].informed]
        text = self.tr("{count} runs").format(count=len(self.setups()))
        chosen = {key.partition("/")[0] for key in self.heuristics.checked()}
        problems = {key.partition("/")[0] for key in self.problems.checked()}
        if informed and problems - chosen:
            text += self.tr(" (informed ones with the default heuristic)")
        return text
