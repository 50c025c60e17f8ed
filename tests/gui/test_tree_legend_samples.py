"""The search tree's legend shows what a mark looks like without inventing a figure: the f of
a pruned node and a backed-up f are sampled as "f" and "↑f", never as a number such as 27 that
a student would look for in the tree."""

from __future__ import annotations

import re

from cavalo_gui.app.widgets.tree_legend import legend_html


def test_the_legend_samples_f_not_a_number(qapp):
    html = legend_html("rbfs")
    assert ">f</b>" in html and ">↑f</b>" in html
    assert re.search(r">↑?\d+</b>", html) is None
    assert ">f</b>" not in legend_html("bfs")  # no heuristic: no f to mark


def test_sma_stars_legend_says_what_a_ringed_node_is(qapp, portuguese):
    """SMA* draws a node it has expanded in part, back in open, filled as waiting and ringed
    in the colour of what it also is (being expanded, on the solution path): its legend says
    so, in the window's language; other algorithms have no such node."""
    assert "com anel: expandido em parte" in legend_html("smastar")
    assert "com anel" not in legend_html("astar")
