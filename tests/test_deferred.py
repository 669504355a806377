"""The preloader of ``adjutant.deferred`` (issue 28), without Qt: what it imports, in which
order, and the interpreter's switch interval it lowers while it imports and gives back."""

from __future__ import annotations

import sys

from adjutant.deferred import DEFERRED, PANELS, SWITCH_INTERVAL, Deferred, Preloader, with_panels


def test_the_panels_come_first_and_an_empty_panel_group_is_done_at_once():
    groups = with_panels(())
    assert [g.name for g in groups] == [PANELS, *(g.name for g in DEFERRED)]
    preloader = Preloader((groups[0],)).start()
    assert preloader.join(timeout=10)
    assert preloader.is_ready(PANELS) and preloader.errors == {}


def test_the_switch_interval_is_lowered_while_importing_and_given_back(tmp_path, monkeypatch):
    (tmp_path / "adjutant_probe_interval.py").write_text(
        "import sys\nSEEN = sys.getswitchinterval()\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    before = sys.getswitchinterval()
    probe = Deferred("probe", (), ("adjutant_probe_interval",), "a test's module")
    preloader = Preloader((probe,)).start()
    assert preloader.join(timeout=10)
    assert preloader.errors == {}
    assert sys.modules["adjutant_probe_interval"].SEEN == SWITCH_INTERVAL
    assert sys.getswitchinterval() == before


def test_a_module_that_cannot_be_imported_is_kept_as_the_groups_error():
    broken = Deferred("broken", (), ("adjutant_left_out_of_the_bundle",), "missing")
    preloader = Preloader((broken,)).start()
    assert preloader.join(timeout=10)
    assert preloader.is_ready("broken")
    assert isinstance(preloader.errors["broken"], ModuleNotFoundError)
