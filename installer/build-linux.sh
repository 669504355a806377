#!/usr/bin/env bash
# Build the Linux one-folder bundle (dist/Adjutant/) and prove it starts (issue 8).
#
# Called by .ci/run after the tests; also run by hand: installer/build-linux.sh
# Steps: the `build` extra into .venv if PyInstaller is missing; icons; compiled
# translations; PyInstaller with installer/adjutant.spec; a check that pruning left
# no Qt library without its dependencies; `--smoke-test` offscreen (with a sample
# game once `adjutant sample` works from source); size and start time.
# Fails (non-zero) when any step or the smoke test fails. Output kept short.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=.venv/bin/python
[ -x "$PY" ] || python3 -m venv .venv
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
  echo "build-linux: installing the build extra"
  "$PY" -m pip install -q -e '.[build]'
fi

export QT_QPA_PLATFORM=offscreen
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
# The smoke tests must not touch the user's settings or recent games.
export ADJUTANT_TESTING=1 XDG_CONFIG_HOME="$TMP/config" XDG_DATA_HOME="$TMP/data" XDG_CACHE_HOME="$TMP/cache"
WORK=installer/build/pyinstaller
DIST=dist
BUNDLE="$DIST/Adjutant"
EXE="$BUNDLE/Adjutant"

echo "build-linux: icons"
"$PY" installer/make_icons.py >/dev/null

if "$PY" -c "import adjutant.i18n" 2>/dev/null; then
  echo "build-linux: translations"
  "$PY" -m adjutant.i18n compile >/dev/null
fi

echo "build-linux: pyinstaller (a minute or two)"
start=$(date +%s)
if ! "$PY" -m PyInstaller installer/adjutant.spec --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" >"$TMP/pyinstaller.log" 2>&1; then
  tail -n 40 "$TMP/pyinstaller.log"
  echo "build-linux: PyInstaller failed" >&2
  exit 1
fi
echo "build-linux: built in $(($(date +%s) - start)) s"

# Pruning (adjutant.spec) must not leave a kept Qt library or plugin without a Qt
# library it links: ldd every shared object against the bundle itself.
missing=$(find "$BUNDLE/_internal" -name '*.so*' -type f -print0 |
  LD_LIBRARY_PATH="$BUNDLE/_internal:$BUNDLE/_internal/PySide6/Qt/lib" xargs -0 ldd 2>/dev/null |
  grep 'not found' | grep -E 'libQt6|libicu|libpyside|libshiboken' | sort -u || true)
if [ -n "$missing" ]; then
  echo "$missing"
  echo "build-linux: a pruned Qt library is still needed: fix DROP_QT_LIBS/KEEP_PLUGINS" >&2
  exit 1
fi

# The smoke test; with a game file when the store's sample tool works from source.
# If it works from source it must work from the bundle too (Alembic in the bundle).
game=()
if "$PY" -m adjutant sample "$TMP/src.adjutant" >/dev/null 2>&1 && [ -s "$TMP/src.adjutant" ]; then
  if ! timeout 60 "$EXE" sample "$TMP/sample.adjutant" >"$TMP/sample.log" 2>&1; then
    cat "$TMP/sample.log"
    echo "build-linux: 'Adjutant sample' fails in the bundle but works from source" >&2
    exit 1
  fi
  game=("$TMP/sample.adjutant")
  if "$PY" -m adjutant check "$TMP/src.adjutant" >/dev/null 2>&1; then
    if ! timeout 60 "$EXE" check "$TMP/sample.adjutant" >"$TMP/check.log" 2>&1; then
      cat "$TMP/check.log"
      echo "build-linux: 'Adjutant check' fails in the bundle but works from source" >&2
      exit 1
    fi
  fi
fi

# The event archive's command line in the bundle (issue 25): psycopg, its libpq and
# SQLAlchemy's PostgreSQL dialect load and try the network. Nobody listens on port 9:
# push exits 3 ("cannot be reached"), server init 1 ("cannot connect").
if [ ${#game[@]} -gt 0 ]; then
  set +e
  timeout 60 "$EXE" push "${game[0]}" --to "postgresql://table:pw@127.0.0.1:9/archive" \
    --retry-for 0 >"$TMP/push.log" 2>&1
  push_status=$?
  timeout 60 "$EXE" server init "postgresql://organiser:pw@127.0.0.1:9/archive" >"$TMP/init.log" 2>&1
  init_status=$?
  set -e
  if [ "$push_status" -ne 3 ] || [ "$init_status" -ne 1 ] || ! grep -q "cannot connect" "$TMP/init.log"; then
    cat "$TMP/push.log" "$TMP/init.log"
    echo "build-linux: the event archive's command line fails in the bundle (push $push_status, init $init_status)" >&2
    exit 1
  fi
  echo "build-linux: the event archive's command line runs in the bundle"
fi

# seconds one `--smoke-test` takes (output in $TMP/smoke.log); fails the script if it fails
time_run() {
  local t0 t1
  t0=$(date +%s%N)
  # timeout: a smoke test that never quits (e.g. a modal error box) must fail, not hang
  if ! timeout 60 "$@" --smoke-test ${game[@]+"${game[@]}"} >"$TMP/smoke.log" 2>&1; then
    tail -n 40 "$TMP/smoke.log"
    echo "build-linux: smoke test failed or timed out: $*" >&2
    exit 1
  fi
  t1=$(date +%s%N)
  awk -v ns=$((t1 - t0)) 'BEGIN { printf "%.2f", ns / 1e9 }'
}

# The shell catches a tool window that fails to import and shows a placeholder, so
# exit 0 is not enough: the bundle must not report a problem the source run does not.
time_run "$PY" -m adjutant >/dev/null
cp "$TMP/smoke.log" "$TMP/smoke-source.log"
time_run "$EXE" >/dev/null
problems=$(grep -E 'Traceback|Error|not built yet|not available' "$TMP/smoke.log" |
  grep -vxF -f "$TMP/smoke-source.log" || true)
if [ -n "$problems" ]; then
  tail -n 40 "$TMP/smoke.log"
  echo "build-linux: the bundle reports problems the source checkout does not (above)" >&2
  exit 1
fi

echo "build-linux: smoke test ${game[*]:+with a sample game}"
bundle_times=() source_times=()
for _ in 1 2 3; do
  bundle_times+=("$(time_run "$EXE")")
  source_times+=("$(time_run "$PY" -m adjutant)")
done
version=$("$EXE" --version 2>&1 || true)
echo "build-linux: OK  $version"
echo "build-linux: bundle size   $(du -sh "$BUNDLE" | cut -f1)  ($BUNDLE)"
echo "build-linux: start, bundle ${bundle_times[*]} s; source checkout ${source_times[*]} s"
