"""Command planner benchmark (issue 14): a plan as the window makes it on each reload.

The sample battle with every one of the active side's regiments declared (CMD-3) and
its reckless regiments' CMD-8 geometry worked out: ``plan_command`` as the command
window calls it after every change, and ``resolve_command`` (which plans its one entry
again inside its action) for one control test, undone each time. Figures only: no
timed assert (BRIEF: speed in benchmarks, reported as figures).
"""

from __future__ import annotations

from adjutant.store.read import queries as q
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.command.planner import CommandInputs, EntryState, plan_command
from adjutant.store.tools.command.recorder import resolve_command


def _declared_everywhere(game) -> CommandInputs:
    side = q.order_of_battle(game).sides[0]
    usual = {"defence": "move", "move": "attack", "attack": "move"}
    return CommandInputs(declared={u.id: usual[u.token] for u in side.all_units() if u.token})


def test_bench_plan_command_whole_side(benchmark, tmp_path):
    game = create_sample(tmp_path / "s.adjutant", seed=5)
    try:
        inputs = _declared_everywhere(game)
        plan = benchmark(plan_command, game, inputs)
        assert len(plan.declarations) == len(inputs.declared)
        assert any(e.state is EntryState.PENDING for e in plan.declarations)
    finally:
        game.close()


def test_bench_resolve_command_one_control_test(benchmark, tmp_path):
    game = create_sample(tmp_path / "s.adjutant", seed=5)
    try:
        plan = plan_command(game, _declared_everywhere(game))
        entry = next(e for e in plan.declarations if e.state is EntryState.PENDING)

        def once():
            change = resolve_command(game, entry, (20,))
            game.undo(change.action_id)
            return change

        change = benchmark(once)
        assert change.result.event.passed
    finally:
        game.close()
