"""Render the application icon (resources/icons/cavalo-gui.svg) into the PNG sizes that desktop
entries, icon themes and the frozen build's Windows icon use: resources/icons/cavalo-gui-N.png.

Run by hand after changing the SVG: ``python packaging/render_icons.py`` (offscreen, no display
needed); the PNGs are committed so that installing needs no rendering step.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "cavalo-gui.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_path(size: int) -> Path:
    """Where the icon of ``size`` x ``size`` pixels goes."""
    return ICONS / f"cavalo-gui-{size}.png"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The icon drawn at ``size`` x ``size`` pixels on a transparent background."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    """Write every size; exit status 1 with the reason if the SVG cannot be read."""
    _application = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"render_icons: cannot read {SOURCE} as SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        path = png_path(size)
        if not render(renderer, size).save(str(path)):
            print(f"render_icons: cannot write {path}", file=sys.stderr)
            return 1
        print(f"wrote {path.relative_to(ICONS.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
