"""The whole test run: on every core, and its closing lines name the releases it ran with.

A fresh install takes each dependency's newest release, so a run on a fresh clone (CI's)
says which releases it tested, and a release that breaks us fails there first."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

import pytest

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


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """The tests run on every core (pytest-xdist's ``-n auto``) unless the command says how
    many (``-n 0``: in this one process) or leaves xdist out (``-p no:xdist``). A default set
    here rather than in ``addopts``, where ``-n`` would be an unknown option without xdist.
    Tests marked ``xdist_group`` run one after another on one worker (``--dist loadgroup``).
    Runs before xdist's own hook of the same name (a conftest registers after a plugin)."""
    if not config.pluginmanager.hasplugin("xdist") or hasattr(config, "workerinput"):
        return
    if config.option.numprocesses is None and not config.option.tx:
        config.option.numprocesses = "auto"
    if config.option.dist == "no" and config.option.numprocesses != 0:
        config.option.dist = "loadgroup"


def released(name: str) -> str:
    try:
        return version(name)
    except PackageNotFoundError:
        return "not installed"


def pytest_terminal_summary(terminalreporter) -> None:
    found = ", ".join(f"{name} {released(name)}" for name in LIBRARIES)
    terminalreporter.write_line(f"tested with: {found}")
