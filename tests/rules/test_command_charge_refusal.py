"""CMD-1: only a regiment with an Attack token may charge, when the ruleset uses tokens (issue 4)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from adjutant.rules.command import Token, charge_refusal, unit_charge_refusal
from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import load_preset


@pytest.mark.parametrize("token", [Token.MOVE, Token.DEFENCE, "move", "defence"])
def test_cmd1_move_and_defence_may_not_charge(token):
    reason = charge_refusal(token)
    assert reason is not None
    assert "Attack token" in reason and "CMD-1" in reason
    assert Token(token).value.capitalize() in reason


@pytest.mark.parametrize("token", [Token.ATTACK, "attack"])
def test_cmd1_attack_may_charge(token):
    assert charge_refusal(token) is None


def test_cmd1_no_token_placed_may_not_charge():
    assert "no order token" in charge_refusal(None)


@pytest.mark.parametrize("token", [None, "move", "defence", "attack"])
def test_cmd1_without_tokens_nothing_is_refused(token):
    assert charge_refusal(token, uses_tokens=False) is None


def test_cmd1_unknown_token_is_a_typed_error():
    with pytest.raises(RuleInputError, match="CMD-1"):
        charge_refusal("retreat")


def test_cmd1_unit_and_ruleset_objects():
    tokens = load_preset("combined")
    no_tokens = load_preset("fantasy_charge")
    moving = SimpleNamespace(token="move")
    attacking = SimpleNamespace(token="attack")
    assert unit_charge_refusal(moving, tokens) is not None
    assert unit_charge_refusal(attacking, tokens) is None
    assert unit_charge_refusal(moving, no_tokens) is None
    assert unit_charge_refusal(moving) is not None  # no ruleset: tokens in use
