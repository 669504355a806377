"""The hex skirmish tool's rule terms in the user's language (GLAD-0..6): arcs, breakdown
lines, refusals, the cards' words.

For the hex skirmish window's pages (``adjutant.windows.hex``). The planner
(``store.tools.hex.planner``) speaks English with stable keys (a term's ``Modifier.key``, a
refusal's ``key`` and ``params``); this module says them in the user's language. A
facing is named by its compass point (``qtmodels.facing``), as in the log and the PDF.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from adjutant.qtmodels.facing import facing_name
from adjutant.qtmodels.hex_models import kind_name
from adjutant.rules.explain import Modifier
from adjutant.rules.shapes import Arc

if TYPE_CHECKING:
    from adjutant.store.tools.base.plan_values import Refusal
    from adjutant.store.tools.hex.planner import AttackEntry, FigurePlan


translate = QCoreApplication.translate


def arc_name(arc: Arc) -> str:
    return {
        Arc.FRONT: translate("HexStrings", "front"),
        Arc.SIDE: translate("HexStrings", "side"),
        Arc.REAR: translate("HexStrings", "rear"),
    }[arc]


def type_term(kind: str) -> str:
    return {
        "light": translate("HexStrings", "Light figure: D3 + 1"),
        "medium": translate("HexStrings", "Medium figure: D3"),
        "heavy": translate("HexStrings", "Heavy figure: D3 − 1, minimum 1"),
    }.get(kind, kind)


def term_label(term: Modifier) -> str:
    """A breakdown line of a movement roll (GLAD-0/1) or an attack (GLAD-2/4/5)."""
    key, _, rest = term.key.partition(":")
    if key == "d3":
        return translate("HexStrings", "D3")
    if key == "type":
        for kind in ("light", "medium", "heavy"):
            if term.label.lower().startswith(kind):
                return type_term(kind)
        return term.label
    if key == "factor":
        return translate("HexStrings", "Defence factor")
    if key == "arc":
        return {
            "front": translate("HexStrings", "Front: the full factor"),
            "side": translate("HexStrings", "Side: half, rounded down"),
            "rear": translate("HexStrings", "Rear: nothing"),
        }.get(rest, term.label)
    if key in ("red", "black"):
        name = term.label.rsplit(": +1 ", 1)[0]
        if key == "red":
            return translate("HexStrings", "{name}: +1 red d6 (spends its extra action)").format(
                name=name
            )
        return translate("HexStrings", "{name}: +1 black d6 (spends its extra action)").format(
            name=name
        )
    return term.label


def refusal_text(refusal: Refusal) -> str:
    """Why a movement roll, a move or a step is refused, with its rule."""
    p = refusal.param
    texts = {
        "out_of_action": lambda: translate("HexStrings", "{name} is out of action.").format(
            name=p("name")
        ),
        "moved": lambda: translate(
            "HexStrings", "{name} has moved this turn: one move a turn."
        ).format(name=p("name")),
        "roll_first": lambda: translate("HexStrings", "Roll the movement first (R)."),
        "die": lambda: translate("HexStrings", "The movement die is a d6 read as D3, or a d3."),
        "facing": lambda: translate("HexStrings", "Pick the vertex to face."),
        "start": lambda: translate("HexStrings", "The path must start at the figure's hex."),
        "jump": lambda: translate(
            "HexStrings", "({q}, {r}) is not next to the end of the path: move one hex at a time."
        ).format(q=p("hex")[0], r=p("hex")[1]),
    }
    make = None if refusal.key is None else texts.get(refusal.key)
    if make is None:  # the rules' own words (a path through the zone of control...)
        return str(refusal)
    text = make()
    return f"{text} ({refusal.rule})" if refusal.rule else text


def dice_line(entry: AttackEntry) -> str:
    """How the dice are read, by the ruleset's [choice] of GLAD-4 and GLAD-5."""
    reading = (
        translate("HexStrings", "Each side's dice are summed")
        if entry.sum_dice
        else translate("HexStrings", "Each side reads its highest die")
    )
    rule = (
        translate("HexStrings", "ties succeed")
        if entry.tie_succeeds
        else translate("HexStrings", "must beat the defence")
    )
    return translate("HexStrings", "{reading}; the attack {rule} (GLAD-4, GLAD-5).").format(
        reading=reading, rule=rule
    )


def arc_line(entry: AttackEntry) -> str:
    return translate(
        "HexStrings", "Arc: {arc} — {target} faces {facing}; defence bonus {bonus} (GLAD-2, GLAD-4)"
    ).format(
        arc=arc_name(entry.arc),
        target=entry.target,
        facing=facing_name(entry.target_facing),
        bonus=entry.bonus,
    )


def figure_line(f: FigurePlan, side: str) -> str:
    """The selected figure in one line: who, type, facing, its action this turn."""
    if f.out_of_action:
        state = translate("HexStrings", "out of action")
    elif f.extra_action_spent:
        state = translate("HexStrings", "extra action spent")
    else:
        state = translate("HexStrings", "extra action ready")
    return translate(
        "HexStrings", "{name} ({side}) · {kind}, defence factor {df} · facing {facing} · {state}"
    ).format(
        name=f.name,
        side=side,
        kind=kind_name(f.kind),
        df=f.defence_factor,
        facing=facing_name(f.facing),
        state=state,
    )


__all__ = [
    "arc_line",
    "arc_name",
    "dice_line",
    "figure_line",
    "refusal_text",
    "term_label",
    "type_term",
]
