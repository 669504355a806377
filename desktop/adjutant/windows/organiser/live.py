"""The organiser window's end of the live feed: archive snapshots into Qt signals (issue 26).

:class:`FeedBridge` starts :class:`adjutant.archive.reading.LiveFeed` (a plain thread
that LISTENs on the archive) and hands it a callback that holds no Qt object: it puts
each value in a queue and writes one byte to a socket pair. A ``QSocketNotifier`` on the
other end wakes this (the GUI) thread, which drains the queue and emits
:attr:`FeedBridge.snapshot` (the latest one only: a burst shows once),
:attr:`FeedBridge.status` and :attr:`FeedBridge.file_reply`. No timer polls anything.
"""

from __future__ import annotations

import contextlib
import queue
import socket
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier, Signal

from adjutant.archive.reading import FeedStatus, FileReply, LiveFeed, Snapshot

if TYPE_CHECKING:
    from adjutant.archive.urls import ConnectionLine


class FeedBridge(QObject):
    snapshot = Signal(object)
    status = Signal(object)
    file_reply = Signal(object)

    def __init__(
        self,
        url: str | ConnectionLine,
        event: str | None = None,
        round_no: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._queue: queue.SimpleQueue[object] = queue.SimpleQueue()

        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        items, wake = self._queue, self._write

        def deliver(item: object) -> None:  # runs in the feed's thread: no Qt object here
            items.put(item)
            with contextlib.suppress(OSError):  # a full pipe already wakes the reader
                wake.send(b"\0")

        self.feed = LiveFeed(url, deliver, event=event, round_no=round_no)
        self.closed = False

    def start(self) -> None:
        self.feed.start()

    def follow(self, event: str | None, round_no: int | None) -> None:
        self.feed.follow(event, round_no)

    def request_file(self, game_uuid: str) -> None:
        self.feed.request_file(game_uuid)

    def close(self) -> None:
        """Stop the feed and let go of the sockets (the window closes)."""
        if self.closed:
            return
        self.closed = True
        self._notifier.setEnabled(False)
        self.feed.stop(timeout=3.0)
        self._read.close()
        self._write.close()

    def _drain(self, *_args: object) -> None:
        with contextlib.suppress(OSError):
            while self._read.recv(4096):
                pass
        latest: Snapshot | None = None
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                break
            if isinstance(item, Snapshot):
                latest = item
            elif isinstance(item, FeedStatus):
                self.status.emit(item)
            elif isinstance(item, FileReply):
                self.file_reply.emit(item)
        if latest is not None:
            self.snapshot.emit(latest)


__all__ = ["FeedBridge"]
