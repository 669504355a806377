"""What the game file holds, below everything that reads or writes it (issue 23).

The bottom of the store's layers: the application id, schema version and phases
(``fileformat``, ``phases``), the bounds every stored value is checked against
(``validate``, ``record_values``) and the op journal the archive is fed from (``outbox``:
its columns, payloads and checks). Nothing here imports another package of the store.
"""
