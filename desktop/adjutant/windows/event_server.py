"""The event server in the main window (issue 25): File → Event Server…, the status bar's
word on sending (and, issue 26, when the finished game's file was sent), and the
question when closing with ops waiting.

It reaches the archive only through ``adjutant.windows.push_worker``, the one window
module that imports :mod:`adjutant.archive` (an import-linter contract says so): the rest
of the windows know nothing of PostgreSQL. The main window calls
:func:`install_event_server` once; it adds the menu entry and a label in the status bar,
follows language changes, and is asked last when the window closes (``may_close``).

The pushing is :class:`adjutant.archive.pusher.PushService`'s, a plain Python thread with
its own SQLite connection and server session: this module only tells it which game and
which server (``configure``), nudges it when the game changed (``wake``), and reads its
status snapshots on a timer. No Qt object crosses a thread, and nothing here waits for
the network: play goes on whatever the server does. The dialog's "Test" runs in a
worker thread too, and its answer is picked up by a timer.

The table's connection line (with its password) is kept in the user's settings
(:data:`KEY_LINE`), never in a game file.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QObject,
    QSettings,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.formatting import plain_tooltip

if TYPE_CHECKING:
    import concurrent.futures

    from adjutant.windows.push_worker import ConnectionLine, PushService, PushStatus
    from adjutant.windows.shell.window import MainWindow

_T = TypeVar("_T")

# The archive's door, adjutant.windows.push_worker, is imported where it is first used: a
# window that sends nothing (and the window before its first paint) never loads the
# pusher, the store or psycopg.


#: The table's connection line, password included (the user's settings only).
KEY_LINE = "event_server/line"
#: Whether this laptop sends its games to the event server.
KEY_ENABLED = "event_server/enabled"
#: How often the status bar reads the pusher's status (ms).
STATUS_POLL_MS = 500
#: The dialog's narrowest width (px): the intro and the line stay readable on 1024x700.
MIN_DIALOG_WIDTH = 520
#: A connection line file bigger than this is not one.
MAX_LINE_FILE = 64 * 1024


def saved_line(settings: QSettings) -> ConnectionLine | None:
    """The saved connection line, or None (none saved, or not a line any more)."""
    text = settings.value(KEY_LINE)
    if not isinstance(text, str) or not text:
        return None
    from adjutant.windows import push_worker as worker

    try:
        return worker.parse(text)
    except worker.BadConnectionLine:
        return None


def sending_enabled(settings: QSettings) -> bool:
    return bool(settings.value(KEY_ENABLED, False, type=bool))


def _plain_label() -> QLabel:
    """A label that shows its text as written (server messages, names): never markup."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


#: Why ops did not go, by the error's kind, in the user's language (the server's own
#: words go in the tooltip, as plain text).
REASONS = {
    "unreachable": QT_TRANSLATE_NOOP("EventServer", "cannot reach the event server; trying again"),
    "password": QT_TRANSLATE_NOOP("EventServer", "the server refused this table's password"),
    "not_enrolled": QT_TRANSLATE_NOOP(
        "EventServer", "this table is not enrolled in the event archive"
    ),
    "no_archive": QT_TRANSLATE_NOOP("EventServer", "the server holds no event archive"),
    "not_allowed": QT_TRANSLATE_NOOP("EventServer", "the server does not accept this laptop"),
    "version": QT_TRANSLATE_NOOP(
        "EventServer", "the event archive and this Adjutant do not read the same version"
    ),
    "conflict": QT_TRANSLATE_NOOP(
        "EventServer", "the archive holds a different version of this game (kept as a conflict)"
    ),
    "hash": QT_TRANSLATE_NOOP(
        "EventServer", "the archive's copy of this game differs from this file"
    ),
    "file": QT_TRANSLATE_NOOP("EventServer", "this game file cannot be sent"),
    "busy": QT_TRANSLATE_NOOP("EventServer", "the game file is busy for a moment; trying again"),
}
OTHER_REASON = QT_TRANSLATE_NOOP("EventServer", "the server refused what was sent")


#: The same in a word or two, for the status bar (a 1024-pixel screen in Russian).
SHORT_REASONS = {
    "unreachable": QT_TRANSLATE_NOOP("EventServer", "no connection"),
    "password": QT_TRANSLATE_NOOP("EventServer", "login refused"),
    "not_enrolled": QT_TRANSLATE_NOOP("EventServer", "login refused"),
    "not_allowed": QT_TRANSLATE_NOOP("EventServer", "login refused"),
    "version": QT_TRANSLATE_NOOP("EventServer", "version refused"),
    "conflict": QT_TRANSLATE_NOOP("EventServer", "conflict"),
    "busy": QT_TRANSLATE_NOOP("EventServer", "file busy"),
}
OTHER_SHORT_REASON = QT_TRANSLATE_NOOP("EventServer", "refused")


def _reason_text(kind: str) -> str:
    return QCoreApplication.translate("EventServer", REASONS.get(kind, OTHER_REASON))


def _short_reason(kind: str) -> str:
    return QCoreApplication.translate("EventServer", SHORT_REASONS.get(kind, OTHER_SHORT_REASON))


class EventServer(QObject):
    """The main window's event-server hook: menu entry, status label, close question."""

    def __init__(self, window: MainWindow, service: PushService | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.settings: QSettings = window.settings
        # The pusher, made when there is first something to send (see :attr:`service`).
        self._service = service
        self.action = QAction(window)
        self.action.setObjectName("eventServerAction")
        self.action.triggered.connect(self.show_dialog)
        self.label = _plain_label()
        self.label.setObjectName("eventServerStatus")
        self.label.hide()
        window.status.add_indicator(self.label)
        self.timer = QTimer(self)
        self.timer.setInterval(STATUS_POLL_MS)
        self.timer.timeout.connect(self.show_status)
        self._shown: PushStatus | None = None
        self.dialog: EventServerDialog | None = None
        document = window.document
        document.opened.connect(self.follow_game)
        document.closed.connect(self.follow_game)
        document.changed.connect(self._changed)
        window.installEventFilter(self)
        self.retranslate()
        self.follow_game()
        self.timer.start()

    @property
    def service(self) -> PushService:
        """The pusher (a plain thread), started on first use."""
        if self._service is None:
            from adjutant.windows import push_worker

            self._service = push_worker.PushService()
        self._service.start()
        return self._service

    # ------------------------------------------------------------------ the pusher
    def follow_game(self, *_args: object) -> None:
        """Tell the pusher which game and which server (or nothing)."""
        game = self.window.document.game
        path = getattr(game, "path", None) if game is not None else None
        line = saved_line(self.settings) if sending_enabled(self.settings) else None
        if self._service is None and not (path and line):
            return  # nothing to send, and no pusher yet: none is made
        self.service.configure(str(path) if path else None, line)
        self.show_status()

    def _changed(self, *_args: object) -> None:
        if self._service is not None:
            self._service.wake()

    def show_status(self) -> None:
        if self._service is None:
            return  # the label stays hidden: no pusher, nothing to say
        status = self._service.status()
        if status == self._shown:
            return
        self._shown = status
        text = self.status_text(status)
        self.label.setText(text)
        self.label.setVisible(bool(text))
        # The whole story in the tooltip: why, in the user's language, then the server's
        # (or the connection's) own words and the archive's name, as plain text.
        from adjutant.windows import push_worker as worker

        lines = (
            [_reason_text(status.kind)] if status.state in (worker.RETRYING, worker.REFUSED) else []
        )
        lines += [part for part in (status.reason, status.target) if part]
        if status.state == worker.SENT and status.file_state in worker.FILE_FAILED:
            lines += [self.tr("The game file was not sent:"), _reason_text(status.file_kind)]
            lines += [status.file_reason] if status.file_reason else []
        self.label.setToolTip(plain_tooltip("\n".join(lines)) if lines else "")

    def status_text(self, status: PushStatus) -> str:
        """The status bar's word: "N waiting to send", "sent", or why not ("" when off)."""
        from adjutant.windows import push_worker as worker

        if status.state in (worker.OFF, worker.IDLE):
            return ""
        if status.state == worker.SENT:
            if status.file_state == worker.FILE_SENT and status.file_sent_at > 0:
                # Issue 26: the finished game's file went by itself; when, in local time.
                when = QDateTime.fromSecsSinceEpoch(int(status.file_sent_at)).time()
                return self.tr("Event server: sent, game file sent at {time}").format(
                    time=QLocale().toString(when, QLocale.FormatType.ShortFormat)
                )
            if status.file_state in worker.FILE_FAILED:
                return self.tr("Event server: sent, game file not sent ({why})").format(
                    why=_short_reason(status.file_kind)
                )
            return self.tr("Event server: sent")
        waiting = self.tr("Event server: %n waiting to send", "", status.waiting)
        if status.state == worker.SENDING:
            return waiting
        return self.tr("{waiting} ({why})").format(waiting=waiting, why=_short_reason(status.kind))

    def waiting(self) -> int:
        """Ops of the open game the server has not acknowledged (0 when not sending)."""
        if self._service is None:
            return 0
        from adjutant.windows import push_worker as worker

        status = self._service.status()
        return 0 if status.state in (worker.OFF, worker.IDLE, worker.SENT) else status.waiting

    # ------------------------------------------------------------------ the window
    def retranslate(self) -> None:
        self.action.setText(self.tr("&Event Server…"))
        self.action.setStatusTip(self.tr("Send this laptop's games to the event's server"))
        self._shown = None
        self.show_status()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().eventFilter(watched, event)

    def may_close(self) -> bool:
        """Closing with ops waiting says so, and asks (the ops stay in the game file). The
        shell asks this last, once nothing else keeps the window open, and then calls
        :meth:`shutdown` (a close refused later would have left the pusher stopped)."""
        waiting = self.waiting()
        if waiting and not getattr(self.window, "quiet", False):
            box = QMessageBox(self.window)
            box.setIcon(QMessageBox.Icon.Question)
            box.setWindowTitle(self.tr("Event server"))
            box.setText(
                self.tr("%n change(s) of this game have not reached the event server.", "", waiting)
            )
            box.setInformativeText(
                self.tr(
                    "They stay in the game file and are sent the next time this game is "
                    "open in Adjutant with the server in reach. Close anyway?"
                )
            )
            box.setStandardButtons(
                QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Cancel
            )
            box.setDefaultButton(QMessageBox.StandardButton.Cancel)
            answer = box.exec()
            box.deleteLater()
            if answer != QMessageBox.StandardButton.Close:
                return False
        elif waiting:
            print(f"adjutant: {waiting} op(s) not yet sent to the event server", file=sys.stderr)
        return True

    def shutdown(self) -> None:
        self.timer.stop()
        if self._service is not None:
            self._service.stop(timeout=1.0)

    def show_dialog(self) -> QDialog:
        if self.dialog is None:
            self.dialog = EventServerDialog(self.settings, self.window)
            self.dialog.accepted.connect(self.follow_game)
        self.dialog.load()
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog


def install_event_server(window: MainWindow) -> EventServer:
    """Add File → Event Server… (before Quit) and the status label to ``window`` (the
    shell's main window: its File menu, its status area); the window asks
    :meth:`EventServer.may_close` when it closes."""
    hook = EventServer(window)
    menu = window.file_menu
    quit_action = getattr(window, "quit_action", None)
    if quit_action is not None and quit_action in menu.actions():
        menu.insertAction(quit_action, hook.action)
        menu.insertSeparator(quit_action)
    else:
        menu.addAction(hook.action)
    return hook


# ====================================================================== the dialog
def _in_background(function: Callable[..., _T], *args: object) -> concurrent.futures.Future[_T]:
    """Run ``function(*args)`` in a thread of its own (a daemon: a test that hangs never
    keeps the app from quitting); its result or error in the returned future."""
    # Here, not with the module: the main window installs the event server before its
    # first paint, and the test runs only when asked (issue 28).
    import concurrent.futures

    future: concurrent.futures.Future[_T] = concurrent.futures.Future()

    def run() -> None:
        try:
            future.set_result(function(*args))
        except BaseException as exc:  # handed to the window as it is
            future.set_exception(exc)

    threading.Thread(target=run, name="adjutant-event-test", daemon=True).start()
    return future


class EventServerDialog(QDialog):
    """File → Event Server…: the table's connection line (pasted or read from the file the
    organiser handed out), tested, and whether this laptop sends its games."""

    TEST_POLL_MS = 100

    # The test's answer: the name (read by tests) hides QDialog.result(), the dialog code
    # no caller of this dialog reads.
    result: QLabel  # type: ignore[assignment]

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventServerDialog")
        self.settings = settings
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.line_edit = QLineEdit()
        self.line_edit.setObjectName("connectionLine")
        # The line holds the table's password: shown only while it is edited.
        self.line_edit.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.line_edit.setClearButtonEnabled(True)
        self.line_edit.textChanged.connect(self._line_changed)
        self.file_button = QPushButton()
        self.file_button.setObjectName("readLineFile")
        self.file_button.clicked.connect(self.read_file_dialog)
        self.test_button = QPushButton()
        self.test_button.setObjectName("testConnection")
        self.test_button.clicked.connect(self.test)
        row = QHBoxLayout()
        row.addWidget(self.line_edit, 1)
        row.addWidget(self.file_button)
        self.summary = _plain_label()
        self.summary.setObjectName("lineSummary")
        self.summary.setWordWrap(True)
        self.result = _plain_label()
        self.result.setObjectName("testResult")
        self.result.setWordWrap(True)
        # Room for a two-line answer from the start: the dialog does not grow under the
        # user's eyes when the test answers.
        self.result.setMinimumHeight(2 * self.result.fontMetrics().lineSpacing() + 4)
        self.enabled = QCheckBox()
        self.enabled.setObjectName("sendGames")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.addButton(self.test_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # Wrapped labels get their height from the width: the layout keeps the dialog at
        # least as tall as they need (a translation may be a line or two longer).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.setMinimumWidth(MIN_DIALOG_WIDTH)
        layout.addWidget(self.intro)
        layout.addLayout(row)
        layout.addWidget(self.summary)
        layout.addWidget(self.result)
        layout.addWidget(self.enabled)
        layout.addWidget(self.buttons)
        self._future: concurrent.futures.Future[str] | None = None  # the test, running
        self._poll = QTimer(self)
        self._poll.setInterval(self.TEST_POLL_MS)
        self._poll.timeout.connect(self._test_done)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Event Server"))
        self.intro.setText(
            self.tr(
                "Paste the connection line the organiser gave for this table, or read it "
                "from their file. Adjutant keeps it in your settings, never in a game, and "
                "sends every change of the open game to the event's server in the background."
            )
        )
        self.line_edit.setPlaceholderText(self.tr("postgresql://…"))
        self.file_button.setText(self.tr("&Read from File…"))
        self.test_button.setText(self.tr("&Test"))
        self.enabled.setText(self.tr("&Send this laptop's games to the event server"))
        self._line_changed(self.line_edit.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def load(self) -> None:
        line = saved_line(self.settings)
        self.line_edit.setText(line.url() if line else "")
        self.enabled.setChecked(sending_enabled(self.settings) and line is not None)
        self.result.clear()

    def line(self) -> ConnectionLine | None:
        from adjutant.windows import push_worker as worker

        try:
            return worker.read_line(self.line_edit.text())
        except worker.BadConnectionLine:
            return None

    def _line_changed(self, text: str) -> None:
        self.result.clear()
        if not text.strip():
            self.summary.setText(self.tr("No event server: games stay on this laptop."))
            self.test_button.setEnabled(False)
            return
        from adjutant.windows import push_worker as worker

        try:
            line = worker.read_line(text)
        except worker.BadConnectionLine as exc:
            self.summary.setText(
                self.tr("This is not a connection line: one starts with postgresql://")
            )
            self.summary.setToolTip(plain_tooltip(str(exc)))
            self.test_button.setEnabled(False)
            return
        self.summary.setToolTip("")
        self.summary.setText(
            self.tr("Table login {user} on {server}").format(user=line.user, server=line.target)
        )
        self.test_button.setEnabled(self._future is None)

    def read_file(self, path: str | Path) -> bool:
        """Read the connection line from the organiser's file; False (and why) if none."""
        try:
            with open(path, "rb") as handle:
                data = handle.read(MAX_LINE_FILE + 1)
        except OSError as exc:
            self.result.setText(
                self.tr("{file} cannot be read: {why}").format(
                    file=Path(path).name, why=exc.strerror or str(exc)
                )
            )
            return False
        text = data[:MAX_LINE_FILE].decode("utf-8", errors="replace")
        from adjutant.windows import push_worker as worker

        try:
            line = worker.read_line(text)
        except worker.BadConnectionLine as exc:
            self.result.setText(
                self.tr("{file} holds no connection line.").format(file=Path(path).name)
            )
            self.result.setToolTip(plain_tooltip(str(exc)))
            return False
        self.line_edit.setText(line.url())
        self.enabled.setChecked(True)
        return True

    def read_file_dialog(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Read the Connection Line"),
            "",
            self.tr("Text files (*.txt);;All files (*)"),
        )
        if path:
            self.read_file(path)

    def test(self) -> None:
        """Try the line in the background; the answer comes to ``result``."""
        line = self.line()
        if line is None or self._future is not None:
            return
        self.result.setText(self.tr("Testing…"))
        self.test_button.setEnabled(False)
        from adjutant.windows import push_worker

        self._future = _in_background(push_worker.check_line, line)
        self._poll.start()

    @property
    def testing(self) -> bool:
        return self._future is not None

    def _test_done(self) -> None:
        future = self._future
        if future is None or not future.done():
            return
        self._poll.stop()
        self._future = None
        self.test_button.setEnabled(self.line() is not None)
        error = future.exception()
        if error is None:
            self.result.setText(
                self.tr("Connected: this table may send its games ({user}).").format(
                    user=future.result()
                )
            )
            self.result.setToolTip("")
            return
        from adjutant.windows import push_worker

        kind = error.kind if isinstance(error, push_worker.PushError) else "unreachable"
        self.result.setText(self.tr("Not connected: {why}").format(why=_reason_text(kind)))
        self.result.setToolTip(plain_tooltip(str(error)))

    def accept(self) -> None:
        text = self.line_edit.text().strip()
        line = self.line()
        if text and line is None:
            self.result.setText(self.tr("Correct the connection line, or clear it."))
            return
        if line is None:
            self.settings.remove(KEY_LINE)
            self.settings.setValue(KEY_ENABLED, False)
        else:
            self.settings.setValue(KEY_LINE, line.url())
            self.settings.setValue(KEY_ENABLED, self.enabled.isChecked())
        self.settings.sync()
        super().accept()
