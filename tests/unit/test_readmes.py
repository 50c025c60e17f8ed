"""The Portuguese README (issue 19) gives the same two commands as the English one: install
and start, install and run the tests."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _command(readme: str, marker: str) -> str:
    return readme.split(marker)[1].split("```")[1].strip().removeprefix("bash").strip()


@pytest.mark.parametrize("marker", ["<!-- run-command -->", "<!-- test-command -->"])
def test_the_portuguese_readme_gives_the_same_commands(marker):
    english = (ROOT / "README.md").read_text(encoding="utf-8")
    portuguese = (ROOT / "README.pt.md").read_text(encoding="utf-8")
    assert _command(portuguese, marker) == _command(english, marker)


def test_the_portuguese_readme_has_the_main_sections_and_its_pictures_exist():
    portuguese = (ROOT / "README.pt.md").read_text(encoding="utf-8")
    for section in ("## Começar", "## A aplicação", "## Idiomas", "## Acessibilidade"):
        assert section in portuguese
    for line in portuguese.splitlines():
        if line.startswith("!["):
            assert (ROOT / line.split("(")[1].rstrip(")")).is_file(), line
