"""Render the app icon for the installers from the one SVG (issue 8).

For the build scripts (build-linux.sh, build-windows.ps1, macos/build-macos.sh) and
the PyInstaller spec. Reads ``resources/icons/adjutant.svg`` and writes, under
``installer/build/icons/`` (git-ignored: they are derived and take under a second
to make, so the SVG stays the single source):

- ``png/adjutant-<N>.png`` for N in 16…1024 (Linux desktop files, docs);
- ``adjutant.ico``: a Windows icon holding 16, 20, 24, 32, 40, 48, 64 and 256 px
  images, each stored as PNG (the form Windows Vista and later read). Qt's ``ico``
  image plugin writes a single image per file, so the container is written here;
  it is a 6-byte header plus a 16-byte entry per image;
- ``adjutant.iconset/``: the folder ``iconutil -c icns`` turns into
  ``adjutant.icns`` on macOS (the mac build script runs it).

Usage: ``python installer/make_icons.py [--svg FILE] [--out DIR]``.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SVG = ROOT / "resources" / "icons" / "adjutant.svg"
DEFAULT_OUT = ROOT / "installer" / "build" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
# iconutil's expected names: (base size, scale) -> icon_<b>x<b>[@2x].png
ICONSET = ((16, 1), (16, 2), (32, 1), (32, 2), (128, 1), (128, 2), (256, 1), (256, 2), (512, 1))
ICONSET_EXTRA = ((512, 2),)


class IconError(RuntimeError):
    """The SVG could not be read or an image could not be written."""


def _qt():
    # Qt needs no display to paint into a QImage; offscreen keeps it so on CI runners.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    return app, QBuffer, QByteArray, QIODevice, Qt, QImage, QPainter, QSvgRenderer


def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """PNG bytes of the SVG rendered square at each size (transparent background)."""
    _app, QBuffer, QByteArray, QIODevice, Qt, QImage, QPainter, QSvgRenderer = _qt()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise IconError(f"not a valid SVG: {svg}")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise IconError(f"could not encode the {size} px PNG")
        buffer.close()
        out[size] = bytes(data.data())
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container holding each PNG (ICONDIR, ICONDIRENTRY×n, then the images)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        if not 1 <= size <= 256:
            raise IconError(f"ICO images are 1…256 px, not {size}")
        blob = pngs[size]
        dim = 0 if size == 256 else size  # 0 means 256 in the one-byte width/height
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def iconset_names() -> dict[str, int]:
    """File name in the .iconset folder -> pixel size."""
    names = {}
    for base, scale in ICONSET + ICONSET_EXTRA:
        suffix = "@2x" if scale == 2 else ""
        names[f"icon_{base}x{base}{suffix}.png"] = base * scale
    return names


def make_icons(svg: Path = DEFAULT_SVG, out: Path = DEFAULT_OUT) -> list[Path]:
    """Write every icon file under ``out``; returns the paths written."""
    if not svg.is_file():
        raise IconError(f"icon source missing: {svg}")
    sizes = tuple(sorted(set(PNG_SIZES) | set(ICO_SIZES) | set(iconset_names().values())))
    pngs = render_pngs(svg, sizes)
    written: list[Path] = []

    png_dir = out / "png"
    png_dir.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        path = png_dir / f"adjutant-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)

    ico = out / "adjutant.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    written.append(ico)

    iconset = out / "adjutant.iconset"
    iconset.mkdir(parents=True, exist_ok=True)
    for name, size in iconset_names().items():
        path = iconset / name
        path.write_bytes(pngs[size])
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the Adjutant icons from the SVG.")
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    try:
        written = make_icons(args.svg, args.out)
    except IconError as exc:
        print(f"make_icons: {exc}", file=sys.stderr)
        return 1
    print(f"make_icons: {len(written)} files in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
