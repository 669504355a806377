"""DiceEntry: choose virtual or physical dice and type the faces rolled at the table.

For the tool windows (issues 4, 5, 6, 10, 11). RULES.md "Dice: physical or
virtual": the user picks per game and may switch per roll; physical faces are
validated (a d20 face outside 1..20 is refused) with a message that names the
bad face ("21 is not a d20 face"). Validation is the store's (``store.format.validate.is_face``, through ``adjutant.rules.dice``).

Usage::

    entry = DiceEntry(sides=20, count=1)
    entry.changed.connect(update_roll_button)
    if entry.is_acceptable():
        faces = entry.faces()        # None for virtual, else a tuple of ints
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from adjutant.store.format.validate import is_face

VIRTUAL = "virtual"
PHYSICAL = "physical"
MODES = (VIRTUAL, PHYSICAL)
ERROR_COLOR = "#d14343"  # readable on both the light and the dark palette

_SEPARATORS = re.compile(r"[\s,;]+")


class FacesError(ValueError):
    """Typed faces that are not ``count`` faces of a d``sides``; ``str()`` is translated."""

    def __init__(self, message: str, value: object = None) -> None:
        self.value = value
        super().__init__(message)


def parse_faces(text: str, sides: int, count: int) -> tuple[int, ...]:
    """Parse ``count`` faces of a d``sides`` separated by spaces, commas or semicolons.

    Raises :class:`FacesError` whose message names the first bad face.
    """
    parts = [part for part in _SEPARATORS.split(text.strip()) if part]
    if not parts:
        raise FacesError(
            QCoreApplication.translate("DiceEntry", "Type the dice: {count} × d{sides}").format(
                count=count, sides=sides
            )
        )
    faces = []
    for part in parts:
        try:
            face = int(part)
        except ValueError:
            raise FacesError(
                QCoreApplication.translate("DiceEntry", "“{value}” is not a number").format(
                    value=part
                ),
                part,
            ) from None
        if not is_face(face, sides):
            raise FacesError(
                QCoreApplication.translate("DiceEntry", "{value} is not a d{sides} face").format(
                    value=face, sides=sides
                ),
                face,
            )
        faces.append(face)
    if len(faces) != count:
        raise FacesError(
            QCoreApplication.translate("DiceEntry", "{typed} faces typed, {count} needed").format(
                typed=len(faces), count=count
            ),
            tuple(faces),
        )
    return tuple(faces)


class DiceEntry(QWidget):
    """Virtual/physical toggle, a faces field and a validation message.

    Signals: ``changed()`` on any edit or mode switch; ``modeChanged(str)``.
    """

    changed = Signal()
    modeChanged = Signal(str)

    def __init__(
        self, sides: int = 20, count: int = 1, mode: str = VIRTUAL, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._sides = sides
        self._count = count
        self._virtual = QRadioButton()
        self._physical = QRadioButton()
        self._virtual.setObjectName("diceVirtual")
        self._physical.setObjectName("dicePhysical")
        self._group = QButtonGroup(self)
        self._group.addButton(self._virtual)
        self._group.addButton(self._physical)
        self._faces = QLineEdit()
        self._faces.setObjectName("diceFaces")
        self._message = QLabel()
        self._message.setObjectName("diceMessage")
        self._message.setWordWrap(True)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self._virtual)
        top.addWidget(self._physical)
        top.addWidget(self._faces, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self._message)
        self._virtual.toggled.connect(self._mode_toggled)
        self._faces.textChanged.connect(self._revalidate)
        self.set_mode(mode)
        self.retranslateUi()

    # -- API -------------------------------------------------------------------------------
    @property
    def sides(self) -> int:
        return self._sides

    @property
    def count(self) -> int:
        return self._count

    def set_dice(self, sides: int, count: int = 1) -> None:
        """Ask for ``count`` faces of a d``sides`` (e.g. the melee dice of a unit)."""
        if sides < 2 or count < 0:
            raise ValueError(f"cannot ask for {count} d{sides}")
        self._sides, self._count = sides, count
        self.retranslateUi()
        self._revalidate()

    def mode(self) -> str:
        return VIRTUAL if self._virtual.isChecked() else PHYSICAL

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown dice mode {mode!r}; known: {', '.join(MODES)}")
        (self._virtual if mode == VIRTUAL else self._physical).setChecked(True)
        self._mode_toggled()

    def text(self) -> str:
        return self._faces.text()

    def set_text(self, text: str) -> None:
        self._faces.setText(text)

    def error_text(self) -> str:
        """The current validation message ("" when acceptable)."""
        if self.mode() == VIRTUAL:
            return ""
        try:
            parse_faces(self._faces.text(), self._sides, self._count)
        except FacesError as exc:
            return str(exc)
        return ""

    def is_acceptable(self) -> bool:
        return self.mode() == VIRTUAL or not self.error_text()

    def faces(self) -> tuple[int, ...] | None:
        """The typed faces, or None in virtual mode; raises :class:`FacesError` if invalid."""
        if self.mode() == VIRTUAL:
            return None
        return parse_faces(self._faces.text(), self._sides, self._count)

    def clear(self) -> None:
        self._faces.clear()

    # -- internals -------------------------------------------------------------------------
    def _mode_toggled(self, *_args: object) -> None:
        physical = self.mode() == PHYSICAL
        self._faces.setEnabled(physical)
        self._revalidate()
        self.modeChanged.emit(self.mode())

    def _revalidate(self, *_args: object) -> None:
        message = self.error_text()
        if self.mode() == VIRTUAL:
            self._message.setStyleSheet("")
            self._message.setText(self.tr("Adjutant rolls the dice (reproducible)."))
        elif message:
            self._message.setStyleSheet(f"color: {ERROR_COLOR};")
            self._message.setText(message)
        else:
            self._message.setStyleSheet("")
            self._message.setText(self.tr("Faces accepted."))
        self._faces.setToolTip(message)
        self.changed.emit()

    def retranslateUi(self) -> None:
        self._virtual.setText(self.tr("Virtual"))
        self._virtual.setToolTip(self.tr("Adjutant rolls with the game's seeded dice"))
        self._physical.setText(self.tr("Physical"))
        self._physical.setToolTip(self.tr("Roll at the table and type the faces"))
        self._faces.setPlaceholderText(
            self.tr("{count} × d{sides}, e.g. {example}").format(
                count=self._count,
                sides=self._sides,
                example=" ".join(str(min(self._sides, 3 + i)) for i in range(max(self._count, 1))),
            )
        )
        self._faces.setAccessibleName(self.tr("Dice faces"))
        self._revalidate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
