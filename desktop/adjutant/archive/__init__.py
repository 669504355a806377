"""The event archive on PostgreSQL (issue 25): every table's games in one place.

A layer beside the app's (DESIGN.md): no Qt; the windows reach it only through
``adjutant.windows.event_server``; nothing in ``store``, ``rules`` or ``lists`` imports it
(import-linter contracts in pyproject.toml). It reads the game file through
``adjutant.store.format.outbox`` and speaks docs/sync-protocol.md to the server.

- :mod:`.protocol` — the push format ("1.0"), batch limits, the op's JSON, ``ops_hash``.
- :mod:`.urls` — the table's connection line: checked, named without its password.
- :mod:`.server` — ``adjutant server init`` / ``enrol``: the schema ``adjutant_archive``
  (its own Alembic tree, ``db/archive/``), the roles, SCRAM passwords.
- :mod:`.client` — one batch = one server transaction through ``push_ops``; errors
  sorted into "try again" (:class:`~.client.Unreachable`) and "refused, with why"
  (:class:`~.client.Refused`).
- :mod:`.pusher` — the game file's waiting ops pushed batch by batch, acknowledged in the
  file only after the server's COMMIT returned; :class:`~.pusher.PushService`, the app's
  background worker (a plain thread, no Qt object).

Importing this package imports neither psycopg nor SQLAlchemy: the modules that need
them import them when they are used, so the app's start-up stays light.
"""
