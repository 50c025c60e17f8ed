"""The verdict on a student's search, in a pane: the sentences ``cavalo check`` prints (its
catalogue's messages, rendered in the window's language), with the statistics as a table and
two buttons: show the first departure, and set the search beside the reference run."""

from __future__ import annotations

from html import escape
from types import SimpleNamespace

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QPushButton, QTextBrowser, QVBoxLayout, QWidget

from cavalo_gui.app.i18n import report_language
from cavalo_gui.app.widgets.reflow import FlowLayout
from cavalo_gui.engine.message import message
from cavalo_gui.reports.own_search.report import DECIMALS, figure_cell, headline, said
from cavalo_gui.reports.own_search.verdict import Status, Verdict
from cavalo_gui.reports.summary import describe_setup, number

HOLDS_COLOR = "#1e7b34"
DEPARTS_COLOR = "#b3261e"


def verdict_html(verdict: Verdict, language: str) -> str:
    """The verdict as ``cavalo check`` says it, laid out for a pane: the run, the headline,
    the rule broken, the notes, the statistics beside the printed and the reference's, and
    the solution."""
    parts = [f"<p><b>{escape(said(message('check.title', path=verdict.path.name), language))}</b>"]
    if verdict.choices is not None:
        setup = describe_setup(SimpleNamespace(setup=verdict.choices), language)  # type: ignore[arg-type]
        parts.append(f"<br>{escape(setup)}")
    parts.append("</p>")
    color = HOLDS_COLOR if verdict.status is Status.HOLDS else DEPARTS_COLOR
    parts.append(f'<p style="color:{color}"><b>{escape(headline(verdict, language))}</b></p>')
    if verdict.departure is not None:
        parts.append(f"<p>{escape(said(verdict.departure.said, language))}</p>")
    if verdict.notes:
        items = "".join(f"<li>{escape(said(note, language))}</li>" for note in verdict.notes)
        parts.append(f"<ul>{items}</ul>")
    if verdict.figures:
        heads = "".join(
            f"<th>{escape(said(message(f'check.column.{name}'), language))}</th>"
            for name in ("statistic", "printed", "recomputed", "reference")
        )
        rows = [f"<tr>{heads}</tr>"]
        for figure in verdict.figures:
            digits = DECIMALS[figure.name]
            cells = (
                said(message(f"check.stat.{figure.name}"), language),
                figure_cell(figure.printed, digits, language),
                number(figure.recomputed, digits, language),
                number(figure.reference, digits, language) if verdict.reference else "-",
            )
            rows.append(
                "<tr>"
                + "".join(
                    f'<td align="{"left" if i == 0 else "right"}">{escape(cell)}</td>'
                    for i, cell in enumerate(cells)
                )
                + "</tr>"
            )
        parts.append(
            '<table cellspacing="0" cellpadding="3" style="margin-top:6px">'
            + "".join(rows)
            + "</table>"
        )
        whys = [
            f"<li>{escape(said(message(f'check.stat.{figure.name}'), language))}: "
            f"{escape(said(figure.why, language))}</li>"
            for figure in verdict.figures
            if figure.why is not None
        ]
        if whys:
            parts.append(f"<ul>{''.join(whys)}</ul>")
    if verdict.solution is not None:
        parts.append(f"<p>{escape(said(verdict.solution, language))}</p>")
    return "".join(parts)


class VerdictPane(QWidget):
    """The verdict (none until a search is opened) and its two buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("verdict_pane")
        self.verdict: Verdict | None = None
        self.text = QTextBrowser(objectName="verdict_text")
        self.text.setOpenLinks(False)
        self.departure_button = QPushButton(objectName="verdict_show_departure")
        self.side_by_side_button = QPushButton(objectName="verdict_side_by_side")
        buttons = QWidget()
        flow = FlowLayout(buttons)
        flow.setContentsMargins(0, 0, 0, 0)
        flow.addWidget(self.departure_button)
        flow.addWidget(self.side_by_side_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def show_verdict(self, verdict: Verdict | None) -> None:
        self.verdict = verdict
        self.retranslate_ui()

    def plain_text(self) -> str:
        """What the pane says, as text (what a user reads)."""
        return self.text.toPlainText()

    def retranslate_ui(self) -> None:
        verdict = self.verdict
        if verdict is None:
            self.text.setHtml(
                escape(
                    self.tr(
                        "File > Open your own search… shows a trace your program wrote, "
                        "held to the puzzle's rules and the algorithm's."
                    )
                )
            )
        else:
            self.text.setHtml(verdict_html(verdict, report_language()))
        departs = verdict is not None and verdict.departure is not None
        self.departure_button.setText(self.tr("Show the first departure"))
        self.departure_button.setEnabled(departs and verdict.departure.expansion is not None)  # type: ignore[union-attr]
        self.side_by_side_button.setText(self.tr("Beside the reference run…"))
        self.side_by_side_button.setToolTip(
            self.tr("Your search and the program's own run of it, side by side")
        )
        self.side_by_side_button.setEnabled(verdict is not None)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
