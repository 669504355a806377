#!/usr/bin/env bash
# Build Adjutant for macOS (issue 8): dist/Adjutant.app and dist/Adjutant-<version>-<arch>.dmg.
#
# Run from anywhere on a Mac with Python 3.11+: installer/macos/build-macos.sh
# The app is built for the Mac's own architecture (arm64 or x86_64: the wheels of numpy
# and shapely exist per architecture, not as universal2), so the workflow builds it on
# an Apple-silicon and on an Intel runner (issue 18).
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
ARCH=$(uname -m)
# A run that never ends (a modal box nobody can click) must fail, not hang: SECONDS CMD...
with_timeout() { perl -e '$s = shift; alarm $s; exec @ARGV or die "exec: $!"' "$@"; }

echo "build-macos: PyInstaller, Adjutant $VERSION"
"$PY" -m PyInstaller installer/adjutant.spec --noconfirm --clean --log-level WARN \
  --distpath dist --workpath installer/build/pyinstaller
APP=dist/Adjutant.app
BIN="$APP/Contents/MacOS/Adjutant"
plutil -lint "$APP/Contents/Info.plist"
archs=$(lipo -archs "$BIN")
echo "build-macos: $BIN is $archs; needs macOS $(plutil -extract LSMinimumSystemVersion raw "$APP/Contents/Info.plist")"
case " $archs " in
*" $ARCH "*) ;;
*) echo "build-macos: the app is $archs, not $ARCH" >&2 && exit 1 ;;
esac

game=()
if "$PY" -m adjutant sample "$TMP/source.adjutant" >/dev/null 2>&1; then
  with_timeout 120 "$BIN" sample "$TMP/sample.adjutant"
  game=("$TMP/sample.adjutant")
fi
with_timeout 120 "$BIN" --smoke-test ${game[@]+"${game[@]}"}
echo "build-macos: smoke test OK; bundle $(du -sh "$APP" | cut -f1)"

# The disk image: the app beside a link to /Applications (drag to install).
STAGE="$TMP/dmg"
mkdir -p "$STAGE"
ditto "$APP" "$STAGE/Adjutant.app"
ln -s /Applications "$STAGE/Applications"
DMG="dist/Adjutant-$VERSION-$ARCH.dmg"
rm -f "$DMG"
hdiutil create -volname "Adjutant $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"
echo "build-macos: $DMG ($(du -h "$DMG" | cut -f1))"
