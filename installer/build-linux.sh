#!/usr/bin/env bash
# Build the Linux one-folder bundle (dist/Adjutant/) and prove it starts (issue 8).
#
# Called by .ci/run after the tests; also run by hand: installer/build-linux.sh
# Steps: a build venv of its own (installer/build/venv: Adjutant with the `build` extra,
# and numpy compiled without BLAS, below); icons; compiled translations; PyInstaller with
# installer/adjutant.spec; a check that pruning left no Qt library without its
# dependencies; `--smoke-test` offscreen (with a sample game once `adjutant sample` works
# from source); size (at most BUDGET_MB) and start time.
# Fails (non-zero) when any step or the smoke test fails. Output kept short.
set -euo pipefail
cd "$(dirname "$0")/.."

# The bundle's size limit (issue 28: it was 173 MB; ICU's data and numpy's OpenBLAS were
# 58 MB of it). A bundle over it fails: something large came back.
BUDGET_MB=130
# Built wheels kept between builds (numpy from source takes minutes).
WHEELS="${XDG_CACHE_HOME:-$HOME/.cache}/adjutant-build/wheels"

PY=installer/build/venv/bin/python
if ! [ -x "$PY" ]; then
  echo "build-linux: a build venv (installer/build/venv)"
  python3 -m venv installer/build/venv
fi
# Every time, so the venv follows pyproject.toml (quick when nothing changed; it keeps
# the numpy below, which satisfies shapely's requirement).
echo "build-linux: Adjutant with the build extra into the build venv"
"$PY" -m pip install -q -e '.[build]'

# numpy without BLAS (issue 28). shapely needs numpy's arrays and ufuncs, and Adjutant's
# geometry only element-wise arithmetic: neither calls BLAS or LAPACK, yet PyPI's Linux
# wheel carries OpenBLAS and gfortran (27 MB). The same numpy version is compiled from
# its source release (PyPI) without BLAS and LAPACK (numpy then uses its own loops) and
# without CPU-specific variants (numpy's SIMD dispatch: a smaller library, and minutes
# less to build), once, and installed in the build venv only: the development .venv
# keeps PyPI's wheel. Needs a C/C++ compiler (gcc, g++).
numpy_has_blas() {
  "$PY" - <<'PYEOF'
import sys
from pathlib import Path
import numpy
libs = Path(numpy.__file__).parent.parent / "numpy.libs"
sys.exit(0 if any(libs.glob("*openblas*")) else 1)
PYEOF
}
if numpy_has_blas; then
  version=$("$PY" -c "import numpy; print(numpy.__version__)")
  cached="$WHEELS/numpy-$version-noblas"
  if ! ls "$cached"/numpy-"$version"-*.whl >/dev/null 2>&1; then
    echo "build-linux: compiling numpy $version without BLAS (once; several minutes)"
    mkdir -p "$cached"
    if ! "$PY" -m pip wheel -q "numpy==$version" --no-binary numpy --no-deps -w "$cached" \
        -Csetup-args=-Dblas=none -Csetup-args=-Dlapack=none \
        -Csetup-args=-Ddisable-optimization=true >"$cached/build.log" 2>&1; then
      tail -n 30 "$cached/build.log"
      echo "build-linux: numpy could not be compiled (gcc and g++ installed?)" >&2
      exit 1
    fi
  fi
  "$PY" -m pip install -q --force-reinstall --no-deps "$cached"/numpy-"$version"-*.whl
  if numpy_has_blas; then
    echo "build-linux: the build venv's numpy still carries OpenBLAS" >&2
    exit 1
  fi
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
size_mb=$(du -sm "$BUNDLE" | cut -f1)
echo "build-linux: OK  $version"
echo "build-linux: bundle size   $(du -sh "$BUNDLE" | cut -f1)  ($BUNDLE; budget $BUDGET_MB MB)"
echo "build-linux: start, bundle ${bundle_times[*]} s; source checkout ${source_times[*]} s"
if [ "$size_mb" -gt "$BUDGET_MB" ]; then
  du -sm "$BUNDLE"/_internal/* | sort -rn | head -n 8
  echo "build-linux: the bundle is $size_mb MB, over its $BUDGET_MB MB budget (largest parts above)" >&2
  exit 1
fi
