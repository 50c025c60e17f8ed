#!/usr/bin/env bash
# Build the one-folder frozen cavalo-gui with PyInstaller (packaging/cavalo-gui.spec) and
# smoke-test it offscreen:
#   1. cavalo-gui --version                                   prints the version, exits 0
#   2. cavalo solve --problem D --algorithm astar             solved in 12 moves
#   3. cavalo screenshot --problem D --algorithm astar        the real window, built offscreen,
#                                                              runs A* on D through its own
#                                                              controls and exports a PNG
#   4. cavalo-gui with CAVALO_GUI_DEMO_RUN=D:0.1              the app's window starts, runs,
#                                                              closes mid-run, exits 0
#   5. cavalo compare --workers 2                             worker processes of the frozen
#                                                              executable (freeze_support)
# then prints the folder's size and the start-up times.
#
# Run by hand (a few minutes; not part of the unit suite): packaging/build_frozen.sh
# It builds what is committed (git archive of REVISION, default HEAD) into a wheel, installs
# that wheel in a throwaway venv with PyInstaller, and freezes the installed package, so the
# frozen app holds exactly the wheel's data (problems, resources, compiled translations);
# the spec and its entry scripts are this folder's. SOURCE=worktree builds the wheel of the
# work tree instead. The result goes to OUT (default dist/frozen,
# git-ignored): OUT/cavalo-gui/cavalo-gui and OUT/cavalo-gui/cavalo. KEEP=1 keeps the
# temporary folder. Exit status 0 only if every smoke test passed.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
out="${OUT:-$repo/dist/frozen}"
work="$(mktemp -d -t cavalo-frozen.XXXXXX)"
[[ "${KEEP:-0}" == 1 ]] || trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME="$work/config"  # the window's settings: not the user's

step() { printf '\n== %s\n' "$*"; }
fail() {
    echo "FAILED: $*" >&2
    exit 1
}

step "a throwaway venv with build and PyInstaller"
python3 -m venv "$work/venv"
pip=("$work/venv/bin/python" -m pip --disable-pip-version-check)
"${pip[@]}" install --quiet build pyinstaller
"$work/venv/bin/pyinstaller" --version

if [[ "${SOURCE:-}" == worktree ]]; then
    source_tree="$repo"
else
    source_tree="$work/source"
    mkdir -p "$source_tree"
    git -C "$repo" archive "${REVISION:-HEAD}" | tar -x -C "$source_tree"
fi
step "the wheel of ${source_tree}, installed in the venv"
"$work/venv/bin/python" -m build --wheel --outdir "$work/wheel" "$source_tree" \
    > "$work/build.log" 2>&1 || { tail -30 "$work/build.log"; fail "python -m build"; }
"${pip[@]}" install --quiet "$work"/wheel/*.whl
ls "$work"/wheel

step "pyinstaller packaging/cavalo-gui.spec"
started=$(date +%s)
"$work/venv/bin/pyinstaller" --noconfirm --log-level WARN --distpath "$out" \
    --workpath "$work/pyinstaller" "$repo/packaging/cavalo-gui.spec" \
    > "$work/pyinstaller.log" 2>&1 || { tail -40 "$work/pyinstaller.log"; fail "pyinstaller"; }
grep -E "WARNING|ERROR" "$work/pyinstaller.log" | grep -v "Hidden import\|hook-" | head -20 || true
echo "built $out/cavalo-gui in $(($(date +%s) - started)) s"

app="$out/cavalo-gui"
cd "$work"  # the smoke tests write only here

step "1. cavalo-gui --version"
"$app/cavalo-gui" --version | tee version.out
grep -qx "cavalo-gui [0-9].*" version.out || fail "no version printed"

step "2. cavalo solve --problem D --algorithm astar"
"$app/cavalo" solve --problem D --algorithm astar > solve.out || fail "cavalo solve"
grep -E "^solved|^\| D " solve.out
grep -q "solved in 12 moves" solve.out || fail "A* on D did not solve it in 12 moves"

step "3. cavalo screenshot: the window runs A* on D and exports it"
"$app/cavalo" screenshot --problem D --algorithm astar --out "$work/frozen-window.png" ||
    fail "cavalo screenshot"
"$work/venv/bin/python" - "$work/frozen-window.png" <<'PYTHON' || fail "the screenshot"
import sys

from PIL import Image

with Image.open(sys.argv[1]) as image:
    colours = len(image.convert("RGB").getcolors(1 << 20) or [])
    print(f"{sys.argv[1]}: {image.width}x{image.height}, {colours} colours")
    sys.exit(0 if image.width >= 800 and image.height >= 600 and colours > 50 else 1)
PYTHON

step "4. cavalo-gui starts its window, runs, closes mid-run and exits 0"
CAVALO_GUI_DEMO_RUN=D:0.1 "$app/cavalo-gui" 2> gui.err || { cat gui.err; fail "cavalo-gui"; }
if grep -E "Traceback|QThread|QObject::" gui.err; then fail "cavalo-gui said the above"; fi
echo "exit status 0"

step "5. cavalo compare --workers 2: the frozen executable as its own worker processes"
"$app/cavalo" compare --problems A,B,C --algorithms bfs,astar --workers 2 > compare.out ||
    fail "cavalo compare"
cat compare.out

step "size and start-up time"
du -sh "$app"
seconds() { # the wall-clock seconds of a command: the best of 3 runs
    "$work/venv/bin/python" - "$@" <<'PYTHON'
import subprocess, sys, time

def once() -> float:
    started = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - started

print(f"{min(once() for _ in range(3)):.2f}")
PYTHON
}
echo "cavalo-gui --version:                        $(seconds "$app/cavalo-gui" --version) s"
echo "cavalo --version:                            $(seconds "$app/cavalo" --version) s"
echo "cavalo-gui window up, 0.1 s of BFS, closed:  $(seconds env CAVALO_GUI_DEMO_RUN=D:0.1 "$app/cavalo-gui") s"

step "every smoke test passed: $app"
