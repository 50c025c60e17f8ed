#!/usr/bin/env bash
# Put cavalo-gui in a Linux desktop's application menu: installs resources/cavalo-gui.desktop and
# the icon (the SVG and every PNG size) for the current user, under $XDG_DATA_HOME (default
# ~/.local/share). The desktop entry runs `cavalo-gui`, so install the app first (pipx or
# uv tool, see README.md) so that it is on PATH. Run again to update; --remove takes it out.
set -euo pipefail

resources="$(cd "$(dirname "$0")/../resources" && pwd)"
data_home="${XDG_DATA_HOME:-$HOME/.local/share}"
applications="$data_home/applications"
icons="$data_home/icons/hicolor"

if [[ "${1:-}" == "--remove" ]]; then
    rm -f "$data_home/mime/packages/cavalo-gui-run.xml"
    if command -v update-mime-database > /dev/null; then
        update-mime-database "$data_home/mime" || true
    fi
    rm -f "$applications/cavalo-gui.desktop" "$icons/scalable/apps/cavalo-gui.svg" \
        "$icons"/*/apps/cavalo-gui.png
    echo "removed cavalo-gui's desktop entry and icons from $data_home"
    exit 0
elif [[ $# -gt 0 ]]; then
    echo "usage: $0 [--remove]" >&2
    exit 2
fi

if ! command -v cavalo-gui > /dev/null; then
    echo "note: cavalo-gui is not on PATH yet; the menu entry works once it is" >&2
fi
install -D -m 644 "$resources/cavalo-gui.desktop" "$applications/cavalo-gui.desktop"
# Run files (*.cavalo-run) open in cavalo-gui on a double-click: their MIME type, which the
# desktop entry's MimeType names.
install -D -m 644 "$resources/cavalo-gui-run.xml" "$data_home/mime/packages/cavalo-gui-run.xml"
install -D -m 644 "$resources/icons/cavalo-gui.svg" "$icons/scalable/apps/cavalo-gui.svg"
for png in "$resources"/icons/cavalo-gui-*.png; do
    size="${png##*-}"
    size="${size%.png}"
    install -D -m 644 "$png" "$icons/${size}x${size}/apps/cavalo-gui.png"
done
# The menus' caches, where the desktop keeps them; a failure to refresh one is not an error.
if command -v update-mime-database > /dev/null; then
    update-mime-database "$data_home/mime" || true
fi
if command -v update-desktop-database > /dev/null; then
    update-desktop-database -q "$applications" || true
fi
if command -v gtk-update-icon-cache > /dev/null; then
    gtk-update-icon-cache -q -t "$icons" || true
fi
echo "installed $applications/cavalo-gui.desktop and its icons under $icons"
