"""What the program writes, word for word, in both languages, for a fixed set of inputs: bad
problem files, the bundled problems solved by several algorithms, the problem lists. A change
of wording fails here until the golden files are written again on purpose."""

from __future__ import annotations

import difflib

import pytest

from cavalo_gui.domains.languages import LANGUAGES
from tests.unit.golden_messages import golden_path, messages


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_program_writes_the_golden_messages(language):
    written = messages(language)
    golden = golden_path(language).read_text(encoding="utf-8")
    difference = "".join(
        difflib.unified_diff(
            golden.splitlines(keepends=True), written.splitlines(keepends=True), n=1
        )
    )
    assert not difference, f"differs from {golden_path(language).name}:\n{difference[:4000]}"
