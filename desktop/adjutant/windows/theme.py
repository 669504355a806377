"""Light, dark or follow-the-system colours for the whole application (issue 9, View menu).

Offers :data:`THEMES` and :class:`ThemeManager` to the main window. Games are
often played in dim halls, so dark must be a real dark palette on every
platform: we use the Fusion style with an explicit palette (native styles such
as windowsvista ignore palettes). "System" follows Qt 6's
``QStyleHints.colorScheme`` and re-applies when the system switches.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

LIGHT = "light"
DARK = "dark"
SYSTEM = "system"
THEMES = (LIGHT, DARK, SYSTEM)


def dark_palette() -> QPalette:
    """A Fusion dark palette with readable disabled text and links."""
    palette = QPalette()
    window, base, text = QColor(45, 45, 48), QColor(30, 30, 32), QColor(226, 226, 226)
    disabled = QColor(130, 130, 130)
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: QColor(40, 40, 43),
        QPalette.ColorRole.ToolTipBase: QColor(60, 60, 64),
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.PlaceholderText: disabled,
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: QColor(53, 53, 57),
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor(255, 90, 90),
        QPalette.ColorRole.Light: QColor(70, 70, 74),
        QPalette.ColorRole.Midlight: QColor(60, 60, 64),
        QPalette.ColorRole.Mid: QColor(40, 40, 43),
        QPalette.ColorRole.Dark: QColor(25, 25, 27),
        QPalette.ColorRole.Shadow: QColor(10, 10, 10),
        QPalette.ColorRole.Highlight: QColor(42, 130, 218),
        QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
        QPalette.ColorRole.Link: QColor(100, 170, 255),
        QPalette.ColorRole.LinkVisited: QColor(170, 140, 255),
    }
    for role, color in roles.items():
        palette.setColor(role, color)
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


def system_is_dark() -> bool:
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


class ThemeManager(QObject):
    """Applies a theme to the application and keeps "system" in step with the platform."""

    #: The effective scheme changed ("light" or "dark").
    applied = Signal(str)

    def __init__(self, app: QCoreApplication | None) -> None:
        if not isinstance(app, QApplication):
            raise TypeError("the themes style a QApplication's widgets: make it first")
        super().__init__(app)
        self._app = app
        self._native_style = app.style().name() if app.style() else "fusion"
        self.theme = SYSTEM
        self.effective = LIGHT
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_changed)

    def apply(self, theme: str) -> str:
        """Apply ``theme`` (one of :data:`THEMES`); returns the effective "light"/"dark"."""
        if theme not in THEMES:
            raise ValueError(f"unknown theme {theme!r}; known: {', '.join(THEMES)}")
        self.theme = theme
        dark = system_is_dark() if theme == SYSTEM else theme == DARK
        if dark:
            self._app.setStyle(QStyleFactory.create("Fusion"))
            self._app.setPalette(dark_palette())
        else:
            style = QStyleFactory.create(self._native_style) or QStyleFactory.create("Fusion")
            self._app.setStyle(style)
            self._app.setPalette(style.standardPalette())
        self.effective = DARK if dark else LIGHT
        self.applied.emit(self.effective)
        return self.effective

    def _system_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self.theme == SYSTEM:
            self.apply(SYSTEM)
