"""The GUI thread's collector: a generation at a time as the thresholds say, and the
survivors of a full collection frozen, so that the next one skips them (a full collection
over a large run's 7.7 million objects took 5-12 s)."""

from __future__ import annotations

import gc

from cavalo_gui.app.run.garbage import GuiThreadCollector


def test_a_full_collection_freezes_its_survivors_and_the_young_are_collected_alone(qtbot):
    was_enabled = gc.isenabled()
    collector = GuiThreadCollector()
    try:
        first, second, third = gc.get_threshold()
        kept = [[index] for index in range(2 * first)]
        gc.collect(1)  # the count of the middle generation back to 0
        kept += [[index] for index in range(2 * first)]
        assert collector.collect_due() == 0
        for _ in range(third + 1):
            for _ in range(second + 1):
                kept += [[index] for index in range(2 * first)]
                collector.collect_due()
        assert gc.get_freeze_count() >= len(kept)
        young = [[index] for index in range(2 * first)]
        frozen = gc.get_freeze_count()
        assert collector.collect_due() in (0, 1)
        assert gc.get_freeze_count() == frozen
        del kept, young
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()
