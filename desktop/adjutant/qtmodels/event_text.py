"""One line per logged event, in the interface's language (issue 9: the turn log; issue 7).

For the turn log (``adjutant.qtmodels.log_model``) and the turn summary
(``adjutant.windows.summary``). The store writes each event's ``summary`` in
English when it records it (a file must not depend on the language it was played
in), so these words are made again here, at display time, from the fields of the
typed event (``adjutant.store.events``, issue 14): a Russian player sees "проверка
управления" in the log, not "control test". An event kind this version does not
know, or a damaged one, keeps the store's text.

:func:`event_summary` ``(event, unit_name=None) -> str``: ``event`` is a
``store.queries.EventInfo`` (or a typed event, or anything with the ``events``
columns); ``unit_name(unit_id) -> str`` names the units an event refers to by id
only (melee rounds, break tests, charge targets).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from adjutant.qtmodels.facing import facing_name
from adjutant.qtmodels.oob_model import choice_label
from adjutant.rules.units import ChangeMode, Side
from adjutant.store import events as ev

#: GLAD-2 arcs as stored ("front", "side", "rear").
ARC_NAMES = {
    "front": QT_TRANSLATE_NOOP("EventText", "front"),
    "side": QT_TRANSLATE_NOOP("EventText", "side"),
    "rear": QT_TRANSLATE_NOOP("EventText", "rear"),
}


translate = QCoreApplication.translate


def _token(value: Any) -> str:
    return choice_label("token", value) if value else translate("EventText", "none")


def _number(value: Any) -> str:
    return f"{value:g}" if isinstance(value, int | float) else str(value)


def _faces(dice: Any) -> str:
    return " ".join(str(d) for d in dice) if dice else "—"


def event_summary(event: Any, unit_name: Callable[[int], str] | None = None) -> str:
    """The event as one line in the current language (the store's English text if unknown).

    ``event``: a ``queries.EventInfo`` (its typed ``event`` is read), a typed event of
    ``adjutant.store.events``, or anything with the ``events`` columns as attributes."""
    typed = event if isinstance(event, ev.GameEvent) else getattr(event, "event", None)
    if not isinstance(typed, ev.GameEvent):
        typed = ev.read(event)

    def name(unit_id: int) -> str:
        found = unit_name(unit_id) if unit_name is not None else None
        return found or translate("EventText", "unit {id}").format(id=unit_id)

    def names(ids: Iterable[int], joiner: str = ", ") -> str:
        return joiner.join(name(x) for x in ids)

    text = _describe(typed, name, names) or typed.summary
    if typed.out_of_phase:  # issue 15: confirmed by the player, logged as such
        text += " " + translate("EventText", "[out of phase]")
    return text


def _describe(e: ev.GameEvent, name, names) -> str | None:
    match e:
        case ev.TokenChange():  # CMD-4
            why = (
                translate("EventText", "with the commander-in-chief")
                if e.mode is ChangeMode.AUTOMATIC_CINC
                else translate("EventText", "full command group")
            )
            return translate("EventText", "{unit}: {old} → {new} (at once, {why})").format(
                unit=e.unit, old=_token(e.token_from), new=_token(e.wanted), why=why
            )
        case ev.ControlTest():  # CMD-5..7
            text = (
                translate(
                    "EventText",
                    "{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: passed",
                )
                if e.passed
                else translate(
                    "EventText",
                    "{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: failed",
                )
            )
            return text.format(
                unit=e.unit,
                old=_token(e.token_from),
                new=_token(e.wanted),
                needed=e.needed,
                face=_faces(e.dice),
            )
        case ev.RecklessRoll():  # CMD-8
            if e.changed:
                return translate("EventText", "{unit}: reckless roll {face}: {old} → {new}").format(
                    unit=e.unit,
                    face=_faces(e.dice),
                    old=_token(e.token_before),
                    new=_token(e.token),
                )
            return translate("EventText", "{unit}: reckless roll {face}: stays {token}").format(
                unit=e.unit, face=_faces(e.dice), token=_token(e.token)
            )
        case ev.TokenPlacement():  # CMD-2
            placed = ", ".join(
                translate("EventText", "{unit} {token}").format(unit=p.unit, token=_token(p.token))
                for p in e.placements
            )
            return translate("EventText", "Tokens placed: {units}").format(units=placed)
        case ev.Charge():  # CHG-2..4
            targets = names(t.unit_id for t in e.targets)
            if e.reached:
                return translate(
                    "EventText", "{unit} charges {targets}: range {range} — reaches {reached}"
                ).format(
                    unit=e.unit, targets=targets, range=_number(e.range), reached=names(e.reached)
                )
            return translate("EventText", "{unit} charges {targets}: range {range} — fails").format(
                unit=e.unit, targets=targets, range=_number(e.range)
            )
        case ev.MeleeRound():  # MEL-10
            a, b = names(e.units_a, " + "), names(e.units_b, " + ")
            text = (
                translate("EventText", "{a} v {b}, round {round}: {sa}–{sb}, a draw")
                if e.winner is None
                else translate("EventText", "{a} v {b}, round {round}: {sa}–{sb}, {winner} win")
            )
            return text.format(
                a=a,
                b=b,
                round=e.round,
                sa=e.score_a,
                sb=e.score_b,
                winner=a if e.winner is Side.A else b,
            )
        case ev.BreakTest():  # MEL-4, MEL-11: entered as the players rolled it
            results = ", ".join(
                (
                    translate("EventText", "{unit} passes")
                    if passed
                    else translate("EventText", "{unit} fails")
                ).format(unit=name(unit_id))
                for unit_id, passed in e.results
            )
            text = translate("EventText", "Break test: {results}").format(results=results)
            return text + (" — " + translate("EventText", "the combat ends") if e.closed else "")
        case ev.OddsCombat():  # ODD-1, ODD-2
            text = translate(
                "EventText", "{attack} : {defence} → column {column}, roll {face}: {code}"
            ).format(
                attack=_number(e.attack),
                defence=_number(e.defence),
                column=e.column,
                face=_faces(e.dice),
                code=e.result,
            )
            if e.meaning:
                text += f" ({e.meaning})"
            if e.table_result and e.table_result != e.result:
                text += " " + translate("EventText", "[house rule; the table says {code}]").format(
                    code=e.table_result
                )
            return text
        case ev.FigureMovementRoll():  # GLAD-0, GLAD-1
            return translate("EventText", "{figure}: D3 = {d3}, may move {allowance}").format(
                figure=e.figure, d3=e.d3, allowance=e.allowance
            )
        case ev.FigureMove():  # GLAD-1..3
            q, r = e.end
            # "hexes moved: N", not "N hex(es)": right in every language without plural forms
            # (lupdate marks no plural in translate() calls, only in tr()); the facing by its
            # compass point, as the hex panel names it (issue 15).
            return translate(
                "EventText", "{figure} moves to ({q}, {r}), facing {facing}; hexes moved: {steps}"
            ).format(figure=e.figure, q=q, r=r, facing=facing_name(e.facing), steps=len(e.path) - 1)
        case ev.FigureTurn():  # GLAD-6
            turned = ", ".join(
                translate("EventText", "{figure} to vertex {facing}").format(
                    figure=t.figure, facing=facing_name(t.facing)
                )
                for t in e.turned
            )
            return translate("EventText", "Turned with the extra action: {figures}").format(
                figures=turned
            )
        case ev.GladiatorAttack():  # GLAD-4, GLAD-5
            text = (
                translate(
                    "EventText", "{attacker} attacks {target} ({arc}): {attack} v {defence} — hit"
                )
                if e.success
                else translate(
                    "EventText",
                    "{attacker} attacks {target} ({arc}): {attack} v {defence} — parried",
                )
            )
            return text.format(
                attacker=e.attacker,
                target=e.target,
                arc=translate("EventText", ARC_NAMES[e.arc]),
                attack=e.attack_total,
                defence=e.defence_total,
            )
    return None  # UnknownEvent, UnreadableEvent: the store's own text


__all__ = ["event_summary"]
