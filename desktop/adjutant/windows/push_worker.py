"""The windows' one door to the event archive (issue 25): the pusher and the line checks.

The only module under ``adjutant.windows`` that imports :mod:`adjutant.archive` (an
import-linter contract says so); ``adjutant.windows.event_server`` (the menu entry, the
status bar, the dialog) uses what it names here. Nothing here is Qt: the worker is
:class:`adjutant.archive.pusher.PushService`, a plain thread that hands out
:class:`PushStatus` snapshots; :func:`check_line` is the dialog's Test, run in a thread.
"""

from __future__ import annotations

from adjutant.archive.client import ArchiveClient, PushError
from adjutant.archive.finished_file import FILE_NONE, FILE_REFUSED, FILE_RETRYING, FILE_SENT
from adjutant.archive.pusher import (
    IDLE,
    OFF,
    REFUSED,
    RETRYING,
    SENDING,
    SENT,
    PushService,
    PushStatus,
)
from adjutant.archive.urls import BadConnectionLine, ConnectionLine, parse, read_line

#: The finished game's file states that say why it was not sent (issue 26).
FILE_FAILED = (FILE_RETRYING, FILE_REFUSED)


def check_line(line: ConnectionLine) -> str:
    """Log in and call push_ops with nothing (which changes nothing): the table's role
    name when the line works, else PushError (Unreachable or Refused, with its kind)."""
    with ArchiveClient(line, application_name="adjutant test") as client:
        client.check()
    return line.user


__all__ = [
    "FILE_FAILED",
    "FILE_NONE",
    "FILE_REFUSED",
    "FILE_RETRYING",
    "FILE_SENT",
    "IDLE",
    "OFF",
    "REFUSED",
    "RETRYING",
    "SENDING",
    "SENT",
    "BadConnectionLine",
    "ConnectionLine",
    "PushError",
    "PushService",
    "PushStatus",
    "check_line",
    "parse",
    "read_line",
]
