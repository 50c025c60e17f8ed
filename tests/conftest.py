"""The whole test run: its closing lines name the releases of the libraries it ran with.

A fresh install takes each dependency's newest release, so a run on a fresh clone (CI's)
says which releases it tested, and a release that breaks us fails there first."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

LIBRARIES = (
    "PySide6-Essentials",
    "pyqtgraph",
    "babel",
    "numpy",
    "pillow",
    "imageio",
    "matplotlib",
    "networkx",
    "sexpdata",
    "pytest-qt",
    "hypothesis",
)


def released(name: str) -> str:
    try:
        return version(name)
    except PackageNotFoundError:
        return "not installed"


def pytest_terminal_summary(terminalreporter) -> None:
    found = ", ".join(f"{name} {released(name)}" for name in LIBRARIES)
    terminalreporter.write_line(f"tested with: {found}")
