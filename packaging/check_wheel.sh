#!/usr/bin/env bash
# Build cavalo-gui's sdist and wheel, check what they hold, install the wheel as a user would
# (pipx, then uv tool, each into a fresh home of its own) and run both commands offscreen:
#   cavalo-gui --version, cavalo solve --problem D --algorithm astar, the window started and
#   closed mid-run (CAVALO_GUI_DEMO_RUN), and cavalo screenshot.
#
# Run by hand from anywhere (not by the unit suite: it downloads and installs, a few minutes):
#   packaging/check_wheel.sh
# It builds what is committed (git archive of REVISION, default HEAD), not the work tree, where
# files being edited may be half written; SOURCE=worktree builds the work tree as it is.
# build, pipx and uv go into a throwaway venv, never the project's; set TOOLS_VENV to a venv
# that already has them to skip that step. Everything else lives in one temporary folder,
# removed at the end unless KEEP=1. Exit status 0 only if every check passed.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d -t cavalo-wheel.XXXXXX)"
[[ "${KEEP:-0}" == 1 ]] || trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME="$work/config"  # the window's settings: not the user's

step() { printf '\n== %s\n' "$*"; }
fail() {
    echo "FAILED: $*" >&2
    exit 1
}
show() {  # print a command, run it, keep its output in $work/last.out
    echo "\$ $*"
    "$@" 2>&1 | tee "$work/last.out"
    return "${PIPESTATUS[0]}"
}

step "tools: build, pipx and uv in a throwaway venv"
tools="${TOOLS_VENV:-$work/tools}"
if [[ ! -x "$tools/bin/pipx" || ! -x "$tools/bin/uv" ]]; then
    python3 -m venv "$tools"
    "$tools/bin/python" -m pip install --quiet --disable-pip-version-check build pipx uv
fi
"$tools/bin/python" -m build --version
"$tools/bin/pipx" --version
"$tools/bin/uv" --version

if [[ "${SOURCE:-}" == worktree ]]; then
    source_tree="$repo"
    step "python -m build of the work tree: the sdist, then the wheel built from it"
else
    source_tree="$work/source"
    mkdir -p "$source_tree"
    git -C "$repo" archive "${REVISION:-HEAD}" | tar -x -C "$source_tree"
    step "python -m build of $(git -C "$repo" rev-parse --short "${REVISION:-HEAD}"): the sdist, then the wheel built from it"
fi
"$tools/bin/python" -m build --outdir "$work/dist" "$source_tree" > "$work/build.log" 2>&1 ||
    { tail -30 "$work/build.log"; fail "python -m build"; }
tail -1 "$work/build.log"
wheel="$(ls "$work"/dist/*.whl)"
sdist="$(ls "$work"/dist/*.tar.gz)"
ls -l "$work/dist"

step "contents: problems, resources and compiled translations"
"$tools/bin/python" - "$wheel" "$sdist" "$source_tree" <<'PYTHON'
import sys, tarfile, zipfile
from pathlib import Path

wheel, sdist, repo = sys.argv[1], sys.argv[2], Path(sys.argv[3])
in_wheel = set(zipfile.ZipFile(wheel).namelist())
in_sdist = {name.split("/", 1)[1] for name in tarfile.open(sdist).getnames() if "/" in name}
translations = sorted(path.stem for path in (repo / "resources" / "translations").glob("*.ts"))
wanted_wheel = [
    "cavalo_gui/_bundled/problems/knight/D.txt",
    "cavalo_gui/_bundled/problems/blokus/A.txt",
    "cavalo_gui/_bundled/resources/icons/cavalo-gui.svg",
    "cavalo_gui/_bundled/resources/cavalo-gui.desktop",
] + [f"cavalo_gui/_bundled/resources/translations/{name}.qm" for name in translations]
wanted_wheel += [  # the message catalogues, beside the package that speaks them
    str(path.relative_to(repo)) for path in sorted((repo / "cavalo_gui").rglob("messages/*.po"))
]
wanted_sdist = ["problems/knight/D.txt", "resources/icons/cavalo-gui.svg", "hatch_build.py"]
wanted_sdist += [
    f"resources/translations/{name}.{kind}" for name in translations for kind in ("ts", "qm")
]
missing = [f"wheel: {name}" for name in wanted_wheel if name not in in_wheel]
missing += [f"sdist: {name}" for name in wanted_sdist if name not in in_sdist]
print(f"wheel: {len(in_wheel)} files; sdist: {len(in_sdist)} files")
print(f"translations (.ts in resources/translations): {', '.join(translations) or 'none yet'}")
for name in wanted_wheel + wanted_sdist:
    print(("  missing " if any(name in m for m in missing) else "  ok      ") + name)
sys.exit(1 if missing else 0)
PYTHON

check_commands() {  # $1: the folder the installer put the commands in
    local PATH="$1:$PATH"
    command -v cavalo-gui cavalo || fail "commands not on PATH"
    show cavalo-gui --version || fail "cavalo-gui --version"
    grep -qx "cavalo-gui [0-9].*" "$work/last.out" || fail "cavalo-gui --version printed no version"
    show cavalo solve --problem D --algorithm astar || fail "cavalo solve"
    grep -q "solved in 12 moves" "$work/last.out" || fail "A* on D did not solve it in 12 moves"
    show env CAVALO_GUI_DEMO_RUN=D:0.5 cavalo-gui || fail "the window"
    show cavalo screenshot --problem D --algorithm astar --out "$work/shot-$(basename "$1").png" ||
        fail "cavalo screenshot"
}

step "pipx install into a fresh home"
export PIPX_HOME="$work/pipx-home" PIPX_BIN_DIR="$work/pipx-bin"
show "$tools/bin/pipx" install "$wheel" || fail "pipx install"
check_commands "$PIPX_BIN_DIR"

step "uv tool install into a fresh home"
export UV_TOOL_DIR="$work/uv-tools" UV_TOOL_BIN_DIR="$work/uv-bin"
show "$tools/bin/uv" tool install "$wheel" || fail "uv tool install"
check_commands "$UV_TOOL_BIN_DIR"

step "every check passed"
[[ "${KEEP:-0}" == 1 ]] && echo "kept: $work"
exit 0
