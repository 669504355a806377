"""The Attack page of the hex skirmish window: every attack as a roll card (GLAD-2, 4, 5).

For ``adjutant.windows.hex.HexBoardWindow`` only (issues 11, 14, 15). One card per attack
the store's planner offers (the selected figure's first, then the active side's, then
those made this turn with their result): attacker and target, the arc the attacker
stands in by the target's facing vertex and the defence bonus it gives, red dice
against black with the supporters who spend their extra action, the exact chance
large, **Why?** for each term, Roll or the typed faces (the red ones, then the black),
the result in place with the chance kept. Attacks are made one at a time (a supporter
who has spent its action does not help the next), so the list has no "Roll all".

The page also does what the player does there (issue 23: the window forwards to it):
:meth:`AttackPage.set_target` focuses the card of an attack on a clicked enemy;
:meth:`AttackPage.roll_attack_card` rolls it (or takes the typed faces), one undoable
``resolve_hex`` through the window's ``run``, asked first out of the melee phase; when
the attack offers GLAD-6 turns, ``turnsOffered`` is sent (the window shows the Turn page).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

from adjutant.qtmodels.roll_cards import CardRow, CardState, RollCardModel
from adjutant.store.tools.hex.planner import EntryState, resolve_hex
from adjutant.windows.hex import strings as S
from adjutant.windows.widgets.dice_entry import PHYSICAL, VIRTUAL
from adjutant.windows.widgets.roll_card import RollCard, RollCardList

if TYPE_CHECKING:
    from adjutant.store.events import kinds as event_kinds
    from adjutant.store.tools.hex.planner import AttackEntry
    from adjutant.windows.hex.window import HexBoardWindow


def attack_key(entry: AttackEntry) -> tuple[str, int, int]:
    return ("attack", entry.attacker_id, entry.target_id)


def attack_ids(key: Hashable) -> tuple[int, int] | None:
    """(attacker, target) of an attack card's key (:func:`attack_key`); None for another key."""
    match key:
        case ("attack", int(attacker_id), int(target_id)):
            return attacker_id, target_id
    return None


class AttackPage(QWidget):
    """The attack cards of the board."""

    #: An attack was made that lets figures turn (GLAD-6).
    turnsOffered = Signal()

    def __init__(self, window: HexBoardWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hexAttackPage")
        self.window_ = window
        self.cards_model = RollCardModel(self)
        self.cards = RollCardList(self.cards_model, label_for=S.term_label, roll_all=False)
        self.cards.setObjectName("hexAttackCards")
        self.cards.rollRequested.connect(self.roll_attack_card)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.cards)
        self.retranslateUi()

    def show_plan(self) -> None:
        entries = self.window_.session.attacks()
        self.cards_model.set_rows([self._card_row(e) for e in entries])

    def _card_row(self, entry: AttackEntry) -> CardRow:
        test = "\n".join((S.arc_line(entry), S.dice_line(entry)))
        needs = self.tr("{red} d6 against {black} d6 + {bonus}").format(
            red=entry.attack_dice, black=entry.defence_dice, bonus=entry.bonus
        )
        helpers = [
            *(self.tr("{name} (red)").format(name=s.figure) for s in entry.attack_supporters),
            *(self.tr("{name} (black)").format(name=s.figure) for s in entry.defence_supporters),
        ]
        notes = []
        if helpers:
            notes.append(
                self.tr("Supporters spend their extra action (GLAD-5): {names}").format(
                    names=", ".join(helpers)
                )
            )
        common = CardRow(
            key=attack_key(entry),
            title=self.tr("{attacker} → {target}").format(
                attacker=entry.attacker, target=entry.target
            ),
            test=test,
            needs=needs,
            chance=entry.chance,
            breakdown=entry.breakdown,
            dice=(entry.attack_dice + entry.defence_dice, 6),
        )
        if entry.state is EntryState.DONE and entry.event is not None:
            return replace(
                common,
                state=CardState.DONE,
                note="\n".join(notes),
                result=self._result_text(entry.event),
                success=entry.event.success,
            )
        notes.append(
            self.tr("Faces: the {red} red first, then the {black} black.").format(
                red=entry.attack_dice, black=entry.defence_dice
            )
        )
        if entry.out_of_phase and not entry.confirmed:
            notes.append(self.tr("Out of the melee phase: Adjutant will ask first."))
        return replace(common, state=CardState.PENDING, note="\n".join(notes))

    def _result_text(self, event: event_kinds.GladiatorAttack) -> str:
        red, black = event.dice
        verdict = (
            self.tr("hit: {target} is out of action").format(target=event.target)
            if event.success
            else self.tr("parried")
        )
        return self.tr(
            "Red {red} = {attack} against black {black} + {bonus} = {defence}: {verdict}"
        ).format(
            red=" + ".join(map(str, red)),
            attack=event.attack_total,
            black=" + ".join(map(str, black)),
            bonus=event.bonus,
            defence=event.defence_total,
            verdict=verdict,
        )

    def card(self, attacker_id: int, target_id: int) -> RollCard | None:
        return self.cards.card(("attack", attacker_id, target_id))

    # ---------------------------------------------------------------- the player's actions
    def set_target(self, figure_id: int | None) -> None:
        """Focus the selected figure's attack card on ``figure_id`` (GLAD-4)."""
        window = self.window_
        window.session.target_id = figure_id
        window.refresh_canvas()
        if window.selected is not None and figure_id is not None:
            card = self.card(window.selected, figure_id)
            if card is not None:
                card.focus_action()
                # The list's scroll area, by its name: RollCardList.scroll hides QWidget.scroll().
                area = self.cards.findChild(QScrollArea, "cardListScroll")
                if area is not None:
                    area.ensureWidgetVisible(card)

    def roll_attack_card(self, key: Hashable, faces: Sequence[int] | None) -> bool:
        """GLAD-4/5: roll (or take the typed faces, red then black) and resolve an attack."""
        window = self.window_
        ids = attack_ids(key)
        entry = None if ids is None else window.session.attack(ids)
        if ids is None or entry is None or entry.state is not EntryState.PENDING:
            return False
        if not window.in_phase(entry, "melee", self.tr("this attack")):
            return False
        entry = window.session.attack(ids)  # planned again if the players confirmed the phase
        if entry is None:
            return False
        change = window.run(
            self.tr("{attacker} attacks {target}").format(
                attacker=entry.attacker, target=entry.target
            ),
            resolve_hex,
            entry,
            list(faces) if faces is not None else None,
            dice_mode=PHYSICAL if faces is not None else VIRTUAL,
        )
        plan = window.session.plan
        if change is not None and plan is not None and plan.turns.offers:
            self.turnsOffered.emit()  # GLAD-6 offered at once
        return change is not None

    # ---------------------------------------------------------------- language

    def retranslateUi(self) -> None:
        self.cards.set_empty_text(
            self.tr("No attack to make: no figure of the side to play stands next to an enemy.")
        )
        if self.window_.session.plan is not None:
            self.show_plan()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


__all__ = ["AttackPage", "attack_key"]
