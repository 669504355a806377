"""The phase of each test and the out-of-phase refusal (issue 15, store.phases)."""

from __future__ import annotations

import pytest

from adjutant.store.fileformat import PHASES
from adjutant.store.phases import PHASE_OF, TOOL_PHASE, OutOfPhase, check_phase, phase_refusal


def test_every_phase_named_is_a_phase_of_the_turn():
    assert {p for p in PHASE_OF.values() if p} <= set(PHASES)
    assert set(TOOL_PHASE.values()) <= set(PHASES)


def test_a_charge_in_the_command_phase_is_refused_with_the_reason():
    with pytest.raises(OutOfPhase, match="charge phase; it is the command phase") as err:
        check_phase("charge", "command")
    assert err.value.field == "phase" and err.value.wanted == "charge"
    assert "charge phase" in phase_refusal("charge", "command")


def test_confirmed_out_of_phase_goes_ahead_and_says_so():
    assert check_phase("charge", "command", out_of_phase=True) is True
    assert check_phase("charge", "charge") is False
    assert check_phase("charge", "charge", out_of_phase=True) is False


def test_placement_and_unknown_kinds_have_no_phase():
    assert check_phase("token_placement", "melee") is False
    assert phase_refusal("something_new", "melee") is None
