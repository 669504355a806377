"""A TCP proxy that loses the server's answer to COMMIT (issue 25's fault tests).

For tests/archive and the fault run: :class:`CutProxy` listens on 127.0.0.1 and passes
PostgreSQL's wire protocol both ways to the real server, unchanged. When armed
(:meth:`CutProxy.cut_next`, or ``cut_probability``), it watches what a client sends for
the simple-query message ``COMMIT`` (psycopg's ``commit()``): it forwards it, waits for
the server's answer, and when the answer is ``CommandComplete "COMMIT"`` — the commit
happened — it closes both sides without passing the answer on. The client then sees a
lost connection; the server holds the committed batch. That is the hardest moment for
the pusher: done on the server, not known on the laptop.

:meth:`CutProxy.go_down` is an outage of the venue's network: every link cut, every new
connection closed at once, until :meth:`CutProxy.come_back`.

The server's side is plain TCP (tests connect with ``sslmode=disable`` through it).
"""

from __future__ import annotations

import contextlib
import random
import socket
import threading

#: Frontend Query message "COMMIT": 'Q', int32 length (4 + 7), "COMMIT\0".
COMMIT_QUERY = b"Q\x00\x00\x00\x0bCOMMIT\x00"
#: Backend CommandComplete "COMMIT": 'C', int32 length (4 + 7), "COMMIT\0".
COMMIT_DONE = b"C\x00\x00\x00\x0bCOMMIT\x00"


class _Link:
    def __init__(self, client: socket.socket, server: socket.socket) -> None:
        self.client = client
        self.server = server
        self.awaiting_commit = threading.Event()
        self.closed = threading.Event()

    def close(self) -> None:
        self.closed.set()
        for sock in (self.client, self.server):
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                sock.close()


class CutProxy:
    """127.0.0.1:``port`` → 127.0.0.1:``target_port``; see the module docstring."""

    def __init__(self, target_port: int, *, cut_probability: float = 0.0, seed: int = 0) -> None:
        self.target_port = target_port
        self.cut_probability = cut_probability
        self._random = random.Random(seed)
        self._lock = threading.Lock()
        self._armed = 0
        self.commits_seen = 0
        #: COMMITs the server completed whose answer the client never got.
        self.commits_cut = 0
        self._links: list[_Link] = []
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(256)
        self.port = self._listener.getsockname()[1]
        self._stopping = threading.Event()
        self._down = threading.Event()
        self._thread = threading.Thread(target=self._accept, name="cut-proxy", daemon=True)

    def __enter__(self) -> CutProxy:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def cut_next(self, count: int = 1) -> None:
        """Lose the answer to the next ``count`` COMMITs (any connection)."""
        with self._lock:
            self._armed += count

    def line(self, line):
        """``line`` (a ConnectionLine) through this proxy."""
        from dataclasses import replace

        return replace(line, host="127.0.0.1", port=self.port, params=(("sslmode", "disable"),))

    def go_down(self) -> None:
        """An outage: cut every link, refuse every connection until come_back()."""
        self._down.set()
        with self._lock:
            links = list(self._links)
        for link in links:
            link.close()

    def come_back(self) -> None:
        self._down.clear()

    def stop(self) -> None:
        self._stopping.set()
        with contextlib.suppress(OSError):
            self._listener.close()
        with self._lock:
            links = list(self._links)
        for link in links:
            link.close()

    def _accept(self) -> None:
        while not self._stopping.is_set():
            try:
                client, _addr = self._listener.accept()
            except OSError:
                return
            if self._down.is_set():
                with contextlib.suppress(OSError):
                    client.close()
                continue
            try:
                server = socket.create_connection(("127.0.0.1", self.target_port), timeout=10)
                server.settimeout(None)
            except OSError:
                client.close()
                continue
            for sock in (client, server):
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            link = _Link(client, server)
            with self._lock:
                self._links = [x for x in self._links if not x.closed.is_set()] + [link]
            threading.Thread(target=self._upstream, args=(link,), daemon=True).start()
            threading.Thread(target=self._downstream, args=(link,), daemon=True).start()

    def _should_cut(self) -> bool:
        with self._lock:
            self.commits_seen += 1
            if self._armed > 0:
                self._armed -= 1
                return True
            return self.cut_probability > 0 and self._random.random() < self.cut_probability

    def _upstream(self, link: _Link) -> None:
        """Client → server; a COMMIT to be cut arms the link before it is forwarded."""
        tail = b""
        try:
            while not link.closed.is_set():
                data = link.client.recv(65536)
                if not data:
                    break
                window = tail + data
                if COMMIT_QUERY in window and self._should_cut():
                    link.awaiting_commit.set()
                tail = window[-(len(COMMIT_QUERY) - 1) :]
                link.server.sendall(data)
        except OSError:
            pass
        if not link.awaiting_commit.is_set():
            link.close()

    def _downstream(self, link: _Link) -> None:
        """Server → client; while a cut COMMIT is pending, the answer is held back and,
        once it says the COMMIT completed, both sides are closed."""
        held = b""
        try:
            while not link.closed.is_set():
                data = link.server.recv(65536)
                if not data:
                    break
                if link.awaiting_commit.is_set():
                    held += data
                    if COMMIT_DONE in held:
                        with self._lock:
                            self.commits_cut += 1
                        break
                    if b"C\x00\x00\x00\x0dROLLBACK\x00" in held:
                        break  # the transaction failed: lose that answer too
                    continue
                link.client.sendall(data)
        except OSError:
            pass
        link.close()
