"""The statistics of the run as it goes, and the course's figures and the outcome at the end."""

from __future__ import annotations

from bisect import bisect_left

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QFormLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from cavalo_gui.app.boards.colors import colors_for
from cavalo_gui.app.figures import decimals_apart
from cavalo_gui.app.i18n import number, report_language, state_words
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.widgets.figure_notes import figure_notes
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.message import message
from cavalo_gui.engine.problem import has_unit_costs
from cavalo_gui.engine.stats import RunStatistics, significant
from cavalo_gui.reports import messages

STATISTICS = (
    "generated",
    "expanded",
    "open",
    "max_open",
    "duplicates",
    "depth",
    "ghf",
    "state",
    "iteration",
    "seconds",
    "length",
    "penetrance",
    "branching",
)
"""The figures shown, in order (their names come from :meth:`StatsPanel.retranslate_ui`)."""

OUTCOME_LINES = 3  # the outcome sentence's room, in lines
WIDEST_VALUE = "1,234,567 / 12,345,678"  # open / closed at the default budget of 2,000,000 nodes
STATE_LINES = 2  # the state's sentence wraps over up to this many lines (as its puzzle needs)
STATE_WIDTH = 1.3  # ... each as wide as this many figures
MOST_NAMES_ABOVE = 4  # zoomed, more names too long to stand beside their figures: all above
STATE_BREAKS = 1.2  # zoomed, its lines this much wider than half the sentence: room for breaks


def _number(value: float | None, digits: int = 0) -> str:
    return number(value, digits)


def _significant(value: float | None) -> str:
    """A ratio to three significant digits (0.375, 1.9e-5), as the results tables write it;
    with a decimal comma in Portuguese (0,375)."""
    if value is None:
        return "–"
    text = significant(value)
    return text.replace(".", ",") if report_language() == messages.PORTUGUESE else text


def _width_for(label: QLabel, text: str) -> int:
    """The width ``label`` needs to show ``text`` whole."""
    margins = label.contentsMargins()
    return label.fontMetrics().horizontalAdvance(text) + margins.left() + margins.right() + 2


class StatsPanel(QWidget):
    """Counters, the shown node's g/h/f and its state in the puzzle's words, and at the end
    L, penetrance, branching factor."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.outcome = QLabel()
        self.outcome.setObjectName("outcome")
        self.outcome.setWordWrap(True)
        font = QFont(self.outcome.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.outcome.setFont(font)
        self.fields: dict[str, QLabel] = {}
        self._paused = False
        self._compact = False  # the window's zoom above 100% (see make_compact)
        self._above: frozenset[str] = frozenset()  # names over their figures (see _fit_rows)
        self._as_wide_as_shown = False  # presenting (see fit_values_to_their_texts)
        form = self._form = QFormLayout()
        # Each name on its value's first line: the state's sentence takes two.
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        form.setFormAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.names: dict[str, QLabel] = {}
        for key in STATISTICS:
            value = QLabel("–")
            value.setObjectName(f"stat_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            self.fields[key] = value
            self.names[key] = QLabel()
            self.names[key].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            self.names[key].setBuddy(value)
            form.addRow(self.names[key], value)
        self._fix_value_sizes()
        layout = QVBoxLayout(self)
        layout.addWidget(self.outcome)
        layout.addLayout(form)
        layout.addStretch(1)
        self.retranslate_ui()
        model.counters_changed.connect(self._on_counters_changed)
        model.node_changed.connect(self._on_node_changed)
        model.finished_changed.connect(self._on_finished_changed)
        model.iterations_changed.connect(self._on_counters_changed)
        model.problem_changed.connect(self._on_problem_changed)

    def retranslate_ui(self) -> None:
        """Name every figure in the current language (the course's words) and write the
        figures again in its way; at start and on every ``LanguageChange``."""
        names = {
            "generated": self.tr("Generated (T)"),
            "expanded": self.tr("Expanded"),
            "open": self.tr("Open / closed"),
            "max_open": self.tr("Largest open"),
            "duplicates": self.tr("Duplicates"),
            "depth": self.tr("Depth of node"),
            "ghf": self.tr("g / h / f"),
            "state": self.tr("State"),
            "iteration": self.tr("Iteration / bound"),
            "seconds": self.tr("Search time"),
            "length": self.tr("Solution length (L)"),
            "penetrance": self.tr("Penetrance (P)"),
            "branching": self.tr("Branching factor (B)"),
        }
        for key, name in names.items():
            self.names[key].setText(name)
            self.fields[key].setAccessibleName(name)
        if self._compact:
            self._fix_value_sizes()  # the state's sentence in this language
        self.outcome.setAccessibleName(self.tr("Outcome"))
        self._explain_figures()
        self._on_counters_changed()
        self._on_node_changed()
        self._on_finished_changed()

    def make_compact(self, compact: bool) -> None:
        """Zoomed (``compact``), the figures' column no wider than they and the puzzle's
        state need, and a figure under its name only where the column is too narrow for the
        two side by side: at 1024 x 640 and 150% the figures stood out of view, to the right
        of their names, behind a sideways scroll bar."""
        if compact != self._compact:
            self._compact = compact
            self._fix_value_sizes()
        self._fit_rows()

    def wrapped(self) -> bool:
        """Whether each figure stands under its name."""
        return self._form.rowWrapPolicy() == QFormLayout.RowWrapPolicy.WrapAllRows

    def name_above(self, key: str) -> bool:
        """Whether figure ``key`` stands under its name (every one, or this one: its name
        too long to stand beside a figure in the column's width)."""
        return self.wrapped() or key in self._above

    def _fit_rows(self) -> None:
        """Every name beside its figure where the column holds them; else the fewest, longest
        names above their figures (in Portuguese at 1366 x 768 and 150%, "Fator de
        ramificação médio (B)" and "Comprimento da solução (L)"), the others beside theirs;
        else each figure under its name."""
        policy = QFormLayout.RowWrapPolicy
        above: frozenset[str] = frozenset()
        wrap = False
        if self._compact:
            room = self._room()
            longest = sorted(self.names, key=lambda key: -self.names[key].sizeHint().width())
            for count in range(MOST_NAMES_ABOVE + 1):
                if self._width_beside(longest[count:]) <= room:
                    above = frozenset(longest[:count])
                    break
                room = self._room() - self._scroll_bar_width()  # a name above: if it scrolls
            else:
                wrap = True
        self._place_names(frozenset() if wrap else above)
        wanted = policy.WrapAllRows if wrap else policy.DontWrapRows
        if self._form.rowWrapPolicy() != wanted:
            self._form.setRowWrapPolicy(wanted)

    def _width_beside(self, keys: list[str]) -> int:
        """The width that holds the names of ``keys`` beside their figures."""
        names = max((self.names[key].sizeHint().width() for key in keys), default=0)
        figures = max(value.width() for value in self.fields.values())
        margins = self.layout().contentsMargins()
        gap = max(0, self._form.horizontalSpacing()) if keys else 0
        return names + gap + figures + margins.left() + margins.right()

    def _place_names(self, above: frozenset[str]) -> None:
        """The rows again, the names of ``above`` on a line of their own over their figures
        (a name there takes the form's whole width, so the column's least width for names
        is the others')."""
        if above == self._above:
            return
        self._above = above
        form = self._form
        while form.rowCount():
            form.takeRow(0)
        for key in STATISTICS:
            if key in above:
                form.addRow(self.names[key])
                form.setWidget(form.rowCount(), QFormLayout.ItemRole.FieldRole, self.fields[key])
            else:
                form.addRow(self.names[key], self.fields[key])

    def _scroll_bar_width(self) -> int:
        """The width the vertical scroll bar takes from its column, while it shows (rows
        of names above their figures make the panel taller: once that shows the bar, the
        names beside figures must fit beside it too)."""
        viewport = self.parentWidget()
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QScrollArea) and area.verticalScrollBar().isVisible():
            return area.verticalScrollBar().sizeHint().width()
        return 0

    def _room(self) -> int:
        """The width its column gives the panel, whether a scroll bar shows or not (the
        wrapped rows' scroll bar must not keep them wrapped where they fit unwrapped)."""
        viewport = self.parentWidget()
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QScrollArea):
            return area.width() - 2 * area.frameWidth()
        return self.width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows()
        if self._as_wide_as_shown:
            self._fit_outcome_lines()

    def wanted_width(self) -> int:
        """Zoomed, the width that keeps the figures beside their names; else its least."""
        return self.side_by_side_width() if self._compact else self.minimumSizeHint().width()

    def least_width(self) -> int:
        """Zoomed, the width that holds each figure under its name (the column may be given
        no more, so that the board gets the rest); else its least."""
        if not self._compact:
            return self.minimumSizeHint().width()
        names = max(label.sizeHint().width() for label in self.names.values())
        figures = max(value.width() for value in self.fields.values())
        margins = self.layout().contentsMargins()
        return max(names, figures) + margins.left() + margins.right()

    def minimumSizeHint(self) -> QSize:
        """Zoomed, no wider than :meth:`least_width` whatever the rows stand like now: a
        column narrowed to it puts the figures under their names (see :meth:`_fit_rows`),
        where a least width of names beside figures had kept the window from narrowing."""
        hint = super().minimumSizeHint()
        if self._compact:
            hint.setWidth(min(hint.width(), self.least_width()))
        return hint

    def side_by_side_width(self) -> int:
        """The width that holds every name beside its figure (the rows not wrapped)."""
        return self._width_beside(list(self.names))

    def fit_values_to_their_texts(self, on: bool) -> None:
        """While presenting (``on``), every figure as wide as the widest shown now rather than
        the widest the default budget could reach: at twice the text size that width took
        the whole pane and pushed the figures behind a sideways scroll bar. A figure that
        grows later widens the column again (see :meth:`_show`)."""
        self._as_wide_as_shown = on
        self._fix_value_sizes()
        self._on_node_changed()  # the state's sentence over its label's new lines

    def _fix_value_sizes(self) -> None:
        """Give each figure a fixed size, as wide as the widest it is meant to hold.

        A label whose size can change tells the layouts above it at every new text, and the
        main window then lays out (and repaints) every dock again, ten times a second while a
        run goes as fast as possible; a fixed-size label tells nobody. Every figure is as wide
        as the state's sentence, so that the right-aligned figures end where it ends.
        """
        widest = round(_width_for(self.fields["open"], WIDEST_VALUE) * STATE_WIDTH)
        if self._compact:  # no wider than the figures and this puzzle's state need
            widest = max(_width_for(self.fields["open"], WIDEST_VALUE), self._state_width())
        if self._as_wide_as_shown:
            node = self.model.shown_node
            texts = {key: value.text() for key, value in self.fields.items()}
            if node is not None:  # whole: the label may show it cut to its old width
                texts["state"] = state_words(self.model.problem, node.state)
            widest = max(_width_for(self.fields["state"], text) for text in texts.values()) + 4
        for key, value in self.fields.items():
            margins = value.contentsMargins()
            value.setWordWrap(key == "state")
            value.setFixedSize(
                widest, value.fontMetrics().height() + margins.top() + margins.bottom() + 2
            )
        self._fit_state_lines()
        # The outcome wraps over a few lines ("No solution: all 8,763 reachable states
        # explored, best 250 points"); the docks give a label no more than its minimum.
        self._fit_outcome_lines()

    def _state_width(self) -> int:
        """The width that holds the puzzle's state sentence (its initial state's) on one line
        where the figures' widest column would (the knight's), else over its
        :data:`STATE_LINES` lines, with room for the words' breaks."""
        label = self.fields["state"]
        sentence = state_words(self.model.problem, self.model.problem.initial_state())
        whole = _width_for(label, sentence)
        if whole <= round(_width_for(self.fields["open"], WIDEST_VALUE) * STATE_WIDTH):
            return whole + 2
        return round(whole / STATE_LINES * STATE_BREAKS)

    def _on_problem_changed(self) -> None:
        if self._compact:
            self._fix_value_sizes()  # the state's sentence of another puzzle
            self._fit_rows()
        else:
            self._fit_state_lines()

    def _say(self, outcome: str) -> None:
        """Show ``outcome`` (presenting, over the lines it takes)."""
        self.outcome.setText(outcome)
        if self._as_wide_as_shown:
            self._fit_outcome_lines()

    def _fit_outcome_lines(self) -> None:
        """Room for three lines of the outcome; presenting, for the lines it takes at the
        panel's width (or, narrower, the width that holds the figures beside their names)."""
        outcome = self.outcome
        height = OUTCOME_LINES * outcome.fontMetrics().lineSpacing() + 4
        if self._as_wide_as_shown:
            margins = self.layout().contentsMargins()
            width = max(self.width(), self.side_by_side_width()) - margins.left() - margins.right()
            room = QRect(0, 0, max(width, 1), 10_000)
            wrap = Qt.TextFlag.TextWordWrap  # not heightForWidth: it counts the least height set
            height = outcome.fontMetrics().boundingRect(room, wrap, outcome.text()).height() + 4
        outcome.setMinimumHeight(height)

    def _fit_state_lines(self) -> None:
        """Give the state's label the lines its puzzle's sentences need, one or two ("J10,
        1,234 / 2,000 points" fits one; "5 / 10 boxes closed, 24 of 40 arcs drawn" takes two),
        judged by the sentence for the initial state: fixed for the puzzle, so a run never
        changes it."""
        label = self.fields["state"]
        node = self.model.problem.initial_state()
        if self._as_wide_as_shown and self.model.shown_node is not None:
            node = self.model.shown_node.state  # presenting: as wide as the one shown
        sentence = state_words(self.model.problem, node)
        metrics = label.fontMetrics()
        room = label.contentsRect().adjusted(0, 0, -2, 0)
        room.setHeight(10_000)
        needed = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, sentence).height()
        lines = max(1, min(STATE_LINES, -(-needed // metrics.lineSpacing())))
        margins = label.contentsMargins()
        height = lines * metrics.lineSpacing() + margins.top() + margins.bottom() + 2
        if label.height() != height:
            label.setFixedHeight(height)

    def value(self, key: str) -> str:
        return self.fields[key].text()

    def _show(self, key: str, text: str) -> None:
        """Show a figure; one wider than its label was made for (a run far past the default
        budgets) widens the labels once rather than being cut."""
        label = self.fields[key]
        if label.wordWrap():
            self._show_wrapped(label, text)
            return
        label.setText(text)
        wanted = _width_for(label, text)
        if wanted > label.width():  # the whole column, so that the figures keep one edge
            for field in self.fields.values():
                field.setFixedWidth(wanted)

    @staticmethod
    def _show_wrapped(label: QLabel, text: str) -> None:
        """Show a sentence (the state's) over the label's lines at its fixed size: the node
        shown changes at every update, and a label that grew with it would lay the window out
        again each time. A sentence longer than the lines ends in "…"; the tooltip has it
        whole."""
        metrics = label.fontMetrics()
        room = label.contentsRect().adjusted(0, 0, -2, -2)
        flags = Qt.TextFlag.TextWordWrap

        def fits(candidate: str) -> bool:
            return metrics.boundingRect(room, flags, candidate).height() <= room.height()

        shown = text
        if not fits(text):
            too_long = bisect_left(
                range(len(text)), True, key=lambda end: not fits(text[:end] + "…")
            )
            shown = text[: max(too_long - 1, 0)].rstrip() + "…"
        label.setText(shown)
        label.setToolTip(text)

    def _on_counters_changed(self) -> None:
        model = self.model
        counters = model.counters
        last = model.last
        self._show("generated", _number(counters.generated))
        self._show("expanded", _number(counters.expanded))
        if last is not None:
            self._show("open", f"{_number(model.open_count)} / {_number(last.closed_size)}")
        elif model.fine_phase is not None:  # fine step's first select: open holds the root
            self._show("open", f"{_number(1)} / {_number(0)}")
        else:
            self._show("open", "–")
        self._show("max_open", _number(counters.max_open))
        self._show("duplicates", _number(counters.duplicates))
        self._show("seconds", f"{_number(counters.seconds, 3)} s")
        bound = None
        if last is not None and last.f_limit is not None:
            bound = self.tr("f-limit {value}").format(value=_number(last.f_limit, 2))
        elif model.threshold is not None:  # as many decimals as tell the run's apart
            seen = [threshold for _expanded, _iteration, threshold in model.iterations]
            bound = _number(model.threshold, decimals_apart([*seen, model.threshold]))
        if model.iteration is not None or bound is not None:
            iteration = "–" if model.iteration is None else str(model.iteration)
            self._show("iteration", f"{iteration} / {bound or '–'}")
        else:
            self._show("iteration", "–")
        self._show_progress()

    def set_paused(self, paused: bool) -> None:
        """Say whether the run is paused (the window knows; the model only sees events)."""
        self._paused = paused
        self._show_progress()

    def _show_progress(self) -> None:
        """Searching or paused, for a run under way (the outcome is left alone otherwise)."""
        if self.model.finished is not None or self.model.last is None:
            return
        if self.model.looking_back and self.model.recording.final is not None:  # run over
            self._say(
                self.tr("Looking back: after {count} of {total} expansions").format(
                    count=_number(self.model.counters.expanded),
                    total=_number(self.model.recording_expanded()),
                )
            )
            return
        if not self._paused:
            self._say(self.tr("Searching…"))
            return
        expanded = self.model.counters.expanded
        self._say(
            self.tr("Paused after {count} {expansions}").format(
                count=_number(expanded),
                expansions=self.tr("expansion") if expanded == 1 else self.tr("expansions"),
            )
        )

    def _on_node_changed(self) -> None:
        node = self.model.shown_node
        if node is None:
            for key in ("depth", "ghf", "state"):
                self._show(key, "–")
            return
        self._show("depth", str(node.depth))
        self._show("state", state_words(self.model.problem, node.state))
        if self.model.heuristic_name:
            self._show("ghf", f"{_number(node.g)} / {_number(node.h, 2)} / {_number(node.f, 2)}")
        else:  # no heuristic: h is 0 and f is g, nothing worth a column
            self._show("ghf", _number(node.g))

    def _explain_figures(self) -> None:
        """Each figure's definition in its tooltip (SMA*'s own counts said), and the node's
        g / h / f row named just g for a run without a heuristic."""
        for key, text in figure_notes(self.model.algorithm_name).items():
            self.fields[key].setToolTip(text)
            self.names[key].setToolTip(text)
        name = self.names["ghf"]
        name.setText(self.tr("g / h / f") if self.model.heuristic_name else self.tr("g"))

    def _on_finished_changed(self) -> None:
        self._explain_figures()
        final = self.model.finished
        if final is None:
            for key in ("length", "penetrance", "branching"):
                self.fields[key].setText("–")
            self._color_outcome()
            if self.model.last is None:
                self._say(self.tr("Ready: press Step or Run"))
            return
        statistics = RunStatistics.of(final)
        length = _number(statistics.length)
        if statistics.cost is not None and not has_unit_costs(self.model.problem):
            said = message("words.length-and-cost", n=statistics.length, cost=statistics.cost)
            length = messages.words(said, report_language())
        self._show("length", length)
        self._show("penetrance", _significant(statistics.penetrance))
        self._show("branching", _significant(statistics.branching_factor))
        self._say(self.model.outcome_text())
        self.outcome.setProperty("solved", final.outcome is Outcome.SOLVED)
        self._color_outcome()
        self._on_counters_changed()

    def _color_outcome(self) -> None:
        """Green when solved, red otherwise, in the shades that read on the current theme."""
        solved = self.outcome.property("solved")
        if self.model.finished is None or solved is None:
            self.outcome.setStyleSheet("")
            return
        colors = colors_for(self.palette())
        color = colors.goal if solved else colors.removed
        self.outcome.setStyleSheet(f"color: {color.name()};")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.PaletteChange:
            self._color_outcome()
        elif event.type() == QEvent.Type.FontChange:
            self._fix_value_sizes()
        super().changeEvent(event)
