"""Time from process start to the main window shown (offscreen), median of several starts.

    .venv/bin/python benchmarks/startup.py [--repeats 7]

Each start is a fresh ``python -c`` that imports ``cavalo_gui.app.main``, builds the
application and the main window, shows it and, once the event loop has run (the first paint
is done), prints "shown" and quits. The clock runs in this script from just before the
process is spawned until that line arrives, so interpreter start-up and every import count.
The child also reports its own split (imports, window built, first event loop turn). Qt runs
offscreen and with a scratch settings folder, so no display is needed and no user setting is
read or written. Target: within 1.5 s.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

from _common import header, median

TARGET_SECONDS = 1.5

CHILD = """
import time
started = time.perf_counter()
from PySide6.QtCore import QTimer
from cavalo_gui.app.main import make_application
app = make_application([])
from cavalo_gui.app.window.main_window import MainWindow
imported = time.perf_counter()
window = MainWindow()
window.show()
built = time.perf_counter()
def done():
    shown = time.perf_counter()
    print("shown", imported - started, built - imported, shown - built, flush=True)
    window.close()
    app.quit()
QTimer.singleShot(0, done)
app.exec()
"""


def one_start(environment: dict[str, str]) -> tuple[float, list[float]]:
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,  # Qt's offscreen warnings; shown only if the start fails
        text=True,
        env=environment,
    )
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith("shown"):
            elapsed = time.perf_counter() - start
            split = [float(part) for part in line.split()[1:]]
            break
    else:
        _output, errors = child.communicate()
        raise SystemExit(f"the window was never shown (exit code {child.returncode}):\n{errors}")
    child.communicate()
    return elapsed, split


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7, help="process starts (default 7)")
    options = parser.parse_args()
    try:
        import cavalo_gui.app.window.main_window  # noqa: F401
    except ImportError as error:
        print(f"startup: skipped, the app is not there yet ({error})")
        return
    header("Start-up: process start to main window shown", f"{options.repeats} starts")
    with tempfile.TemporaryDirectory() as scratch:
        environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=scratch)
        one_start(environment)  # warm the file cache; not counted
        starts = [one_start(environment) for _ in range(options.repeats)]
    total = median([elapsed for elapsed, _split in starts])
    parts = [median([split[index] for _elapsed, split in starts]) for index in range(3)]
    verdict = "ok" if total <= TARGET_SECONDS else "SLOW"
    print(f"to window shown       {total:6.2f} s  {verdict} (target {TARGET_SECONDS} s)")
    print(f"  imports and app     {parts[0]:6.2f} s  (inside the child)")
    print(f"  window built        {parts[1]:6.2f} s")
    print(f"  first paint         {parts[2]:6.2f} s")
    print(f"  interpreter start   {total - sum(parts):6.2f} s  (the rest)")


if __name__ == "__main__":
    main()
