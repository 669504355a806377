#!/usr/bin/env bash
# Build Adjutant for macOS (issue 8): dist/Adjutant.app and dist/Adjutant-<version>.dmg.
#
# Run from anywhere on a Mac with Python 3.11+: installer/macos/build-macos.sh
# Steps: .venv with the `build` extra; icons (make_icons.py, then iconutil for the
# .icns); compiled translations; PyInstaller (installer/adjutant.spec, which adds the
# Info.plist with the .adjutant document type); `--smoke-test` of the binary inside
# the .app, offscreen (with a sample game when `adjutant sample` works); a compressed
# .dmg holding the app and a link to /Applications to drag it onto.
# The app is ad-hoc signed only (PyInstaller), not notarised: see README, "Install".
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
PY=.venv/bin/python
"$PY" -m pip install -q -e '.[build]'

export QT_QPA_PLATFORM=offscreen ADJUTANT_TESTING=1
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

"$PY" installer/make_icons.py
iconutil -c icns installer/build/icons/adjutant.iconset -o installer/build/icons/adjutant.icns
if "$PY" -c "import adjutant.i18n" 2>/dev/null; then
  "$PY" -m adjutant.i18n compile
fi
VERSION=$("$PY" -c "from importlib.metadata import version; print(version('adjutant'))")

echo "build-macos: PyInstaller, Adjutant $VERSION"
"$PY" -m PyInstaller installer/adjutant.spec --noconfirm --clean --log-level WARN \
  --distpath dist --workpath installer/build/pyinstaller
APP=dist/Adjutant.app
BIN="$APP/Contents/MacOS/Adjutant"
plutil -lint "$APP/Contents/Info.plist"

game=()
if "$PY" -m adjutant sample "$TMP/source.adjutant" >/dev/null 2>&1; then
  "$BIN" sample "$TMP/sample.adjutant"
  game=("$TMP/sample.adjutant")
fi
"$BIN" --smoke-test ${game[@]+"${game[@]}"}
echo "build-macos: smoke test OK; bundle $(du -sh "$APP" | cut -f1)"

# The disk image: the app beside a link to /Applications (drag to install).
STAGE="$TMP/dmg"
mkdir -p "$STAGE"
ditto "$APP" "$STAGE/Adjutant.app"
ln -s /Applications "$STAGE/Applications"
DMG="dist/Adjutant-$VERSION.dmg"
rm -f "$DMG"
hdiutil create -volname "Adjutant $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"
echo "build-macos: $DMG ($(du -h "$DMG" | cut -f1))"
