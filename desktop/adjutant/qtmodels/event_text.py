"""One line per logged event, in the interface's language (issue 9: the turn log; issue 7).

For the turn log (``adjutant.qtmodels.log_model``) and the turn summary
(``adjutant.windows.summary``). The store writes each event's ``summary`` in
English when it records it (a file must not depend on the language it was played
in), so these words are made again here, at display time, from the event's kind,
inputs, dice and outcome: a Russian player sees "проверка управления" in the log,
not "control test". An event kind this module does not know keeps the store's text.

:func:`event_summary` ``(event, unit_name=None) -> str``: ``event`` is a
``store.queries.EventInfo`` (or anything with ``kind``, ``summary``, ``inputs``,
``dice``, ``outcome``); ``unit_name(unit_id) -> str`` names the units an event
refers to by id only (melee rounds, break tests, charge targets).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from adjutant.qtmodels.facing import facing_name
from adjutant.qtmodels.oob_model import choice_label

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
    """The event as one line in the current language (the store's English text if unknown)."""
    i, o = event.inputs or {}, event.outcome or {}

    def name(unit_id: Any) -> str:
        try:
            key = int(unit_id)
        except (TypeError, ValueError):
            return str(unit_id)
        found = unit_name(key) if unit_name is not None else None
        return found or translate("EventText", "unit {id}").format(id=key)

    def names(ids: Any, joiner: str = ", ") -> str:
        return joiner.join(name(x) for x in ids or ())

    kind = event.kind
    try:
        return _describe(kind, i, o, event.dice or [], name, names) or event.summary
    except (KeyError, TypeError, ValueError, IndexError):  # an older or odd record: as stored
        return event.summary


def _describe(kind: str, i: dict, o: dict, dice: list, name, names) -> str | None:
    if kind == "token_change":  # CMD-4
        why = (
            translate("EventText", "with the commander-in-chief")
            if i.get("mode") == "automatic_cinc"
            else translate("EventText", "full command group")
        )
        return translate("EventText", "{unit}: {old} → {new} (at once, {why})").format(
            unit=i["unit"], old=_token(i.get("from")), new=_token(i.get("wanted")), why=why
        )
    if kind == "control_test":  # CMD-5..7
        text = (
            translate(
                "EventText",
                "{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: passed",
            )
            if o.get("passed")
            else translate(
                "EventText",
                "{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: failed",
            )
        )
        return text.format(
            unit=i["unit"],
            old=_token(i.get("from")),
            new=_token(i.get("wanted")),
            needed=o.get("needed", i.get("needed")),
            face=_faces(dice),
        )
    if kind == "reckless_roll":  # CMD-8
        if o.get("changed"):
            return translate("EventText", "{unit}: reckless roll {face}: {old} → {new}").format(
                unit=i["unit"],
                face=_faces(dice),
                old=_token(o.get("token_before")),
                new=_token(o.get("token")),
            )
        return translate("EventText", "{unit}: reckless roll {face}: stays {token}").format(
            unit=i["unit"], face=_faces(dice), token=_token(o.get("token"))
        )
    if kind == "token_placement":  # CMD-2
        placed = ", ".join(
            translate("EventText", "{unit} {token}").format(
                unit=r.get("unit", ""), token=_token(r.get("token"))
            )
            for r in i.get("tokens") or []
        )
        return translate("EventText", "Tokens placed: {units}").format(units=placed)
    if kind == "charge":  # CHG-2..4
        targets, reached = names(i.get("targets") or {}), o.get("reached") or []
        if reached:
            return translate(
                "EventText", "{unit} charges {targets}: range {range} — reaches {reached}"
            ).format(
                unit=i["unit"], targets=targets, range=_number(o["range"]), reached=names(reached)
            )
        return translate("EventText", "{unit} charges {targets}: range {range} — fails").format(
            unit=i["unit"], targets=targets, range=_number(o["range"])
        )
    if kind == "melee_round":  # MEL-10
        a, b = names(i["units_a"], " + "), names(i["units_b"], " + ")
        winner = o.get("winner")
        text = (
            translate("EventText", "{a} v {b}, round {round}: {sa}–{sb}, a draw")
            if winner is None
            else translate("EventText", "{a} v {b}, round {round}: {sa}–{sb}, {winner} win")
        )
        return text.format(
            a=a,
            b=b,
            round=i.get("round", 1),
            sa=o["score_a"],
            sb=o["score_b"],
            winner=a if winner == "a" else b,
        )
    if kind == "break_test":  # MEL-4, MEL-11: entered as the players rolled it
        results = ", ".join(
            (
                translate("EventText", "{unit} passes")
                if passed
                else translate("EventText", "{unit} fails")
            ).format(unit=name(unit_id))
            for unit_id, passed in (o.get("results") or {}).items()
        )
        text = translate("EventText", "Break test: {results}").format(results=results)
        return text + (" — " + translate("EventText", "the combat ends") if o.get("closed") else "")
    if kind == "odds_combat":  # ODD-1, ODD-2
        text = translate(
            "EventText", "{attack} : {defence} → column {column}, roll {face}: {code}"
        ).format(
            attack=_number(i["attack"]),
            defence=_number(i["defence"]),
            column=o["column"],
            face=_faces(dice),
            code=o["result"],
        )
        if o.get("meaning"):
            text += f" ({o['meaning']})"
        table = o.get("table_result")
        if table and table != o["result"]:
            text += " " + translate("EventText", "[house rule; the table says {code}]").format(
                code=table
            )
        return text
    if kind == "figure_movement_roll":  # GLAD-0, GLAD-1
        return translate("EventText", "{figure}: D3 = {d3}, may move {allowance}").format(
            figure=i["figure"], d3=o["d3"], allowance=o["allowance"]
        )
    if kind == "figure_move":  # GLAD-1..3
        q, r = o["to"]
        # "hexes moved: N", not "N hex(es)": right in every language without plural forms
        # (lupdate marks no plural in translate() calls, only in tr()).
        return translate(
            "EventText", "{figure} moves to ({q}, {r}), facing {facing}; hexes moved: {steps}"
        ).format(
            figure=i["figure"],
            q=q,
            r=r,
            facing=facing_name(o["facing"]),
            steps=max(len(i.get("path") or []) - 1, 0),
        )
    if kind == "figure_turn":  # GLAD-6
        turned = ", ".join(
            # "to vertex" + the compass point the hex panel names it by (issue 15).
            translate("EventText", "{figure} to vertex {facing}").format(
                figure=t["figure"], facing=facing_name(t["to"])
            )
            for t in o.get("turned") or []
        )
        return translate("EventText", "Turned with the extra action: {figures}").format(
            figures=turned
        )
    if kind == "gladiator_attack":  # GLAD-4, GLAD-5
        arc = ARC_NAMES.get(o.get("arc", ""))
        text = (
            translate(
                "EventText", "{attacker} attacks {target} ({arc}): {attack} v {defence} — hit"
            )
            if o.get("success")
            else translate(
                "EventText", "{attacker} attacks {target} ({arc}): {attack} v {defence} — parried"
            )
        )
        return text.format(
            attacker=i["attacker"],
            target=i["target"],
            arc=translate("EventText", arc) if arc else o.get("arc", ""),
            attack=o["attack_total"],
            defence=o["defence_total"],
        )
    return None


__all__ = ["event_summary"]
