"""game identity, the outbox, the match record

Revision ID: 0004_outbox_match_record
Revises: 0003_unit_strength_profile
Create Date: 2027-01-10 09:00:00

Schema version 4 (issue 24, docs/sync-protocol.md):

- ``game.game_uuid`` (TEXT NOT NULL): a UUID4 for each game; an older game gets a new
  one here.
- ``actions.op_uuid``: the outbox op that recorded an action (NULL for older actions).
- ``outbox``: the append-only log of ops (seq AUTOINCREMENT, never reused), written in
  the transaction of each action, undo, redo, discard and record change. An older
  game starts with an empty outbox: its past actions were never sent anywhere.
- ``outbox_acks``: what an event archive acknowledged (the pusher's bookkeeping).
- ``match_record`` (one row) and ``match_players`` (players 1 and 2): the match record,
  made by its first change.
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa
from alembic import op

revision = "0004_outbox_match_record"
down_revision = "0003_unit_strength_profile"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game") as batch_op:
        batch_op.add_column(sa.Column("game_uuid", sa.Text(), nullable=True))
    conn = op.get_bind()
    for (game_id,) in conn.execute(sa.text("SELECT id FROM game")).fetchall():
        conn.execute(
            sa.text("UPDATE game SET game_uuid = :u WHERE id = :i"),
            {"u": str(uuid.uuid4()), "i": game_id},
        )
    with op.batch_alter_table("game") as batch_op:
        batch_op.alter_column("game_uuid", existing_type=sa.Text(), nullable=False)
    with op.batch_alter_table("actions") as batch_op:
        batch_op.add_column(sa.Column("op_uuid", sa.Text(), nullable=True))
    op.create_table(
        "outbox",
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("op_uuid", sa.Text(), nullable=False),
        sa.Column("kind", sa.Text(), nullable=False),
        sa.Column("payload", sa.Text(), nullable=False),
        sa.Column("sha256", sa.Text(), nullable=False),
        sa.Column("created_at", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("seq"),
        sa.UniqueConstraint("op_uuid"),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "outbox_acks",
        sa.Column("target", sa.Text(), nullable=False),
        sa.Column("acked_seq", sa.Integer(), nullable=False),
        sa.Column("ops_hash", sa.Text(), nullable=True),
        sa.Column("acked_at", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("target"),
    )
    op.create_table(
        "match_record",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_name", sa.String(length=200), nullable=False),
        sa.Column("event_round", sa.Integer(), nullable=True),
        sa.Column("event_table", sa.Integer(), nullable=True),
        sa.Column("scenario", sa.String(length=200), nullable=False),
        sa.Column("points_limit", sa.Integer(), nullable=True),
        sa.Column("first_player", sa.Integer(), nullable=True),
        sa.Column("end_reason", sa.String(length=16), nullable=True),
        sa.Column("dispute_player", sa.Integer(), nullable=True),
        sa.Column("dispute_note", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "match_players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("side_id", sa.Integer(), nullable=True),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("player_code", sa.String(length=64), nullable=True),
        sa.Column("faction", sa.String(length=200), nullable=False),
        sa.Column("list_sha256", sa.String(length=64), nullable=True),
        sa.Column("vp_by_round", sa.JSON(), nullable=False),
        sa.Column("result", sa.String(length=8), nullable=True),
        sa.Column("confirmed_at", sa.DateTime(), nullable=True),
        sa.Column("confirmed_sha256", sa.String(length=64), nullable=True),
        sa.Column("pin_salt", sa.String(length=64), nullable=True),
        sa.Column("pin_hash", sa.String(length=128), nullable=True),
        sa.ForeignKeyConstraint(["side_id"], ["sides.id"]),
        sa.PrimaryKeyConstraint("id"),
    )


def downgrade() -> None:
    op.drop_table("match_players")
    op.drop_table("match_record")
    op.drop_table("outbox_acks")
    op.drop_table("outbox")
    with op.batch_alter_table("actions") as batch_op:
        batch_op.drop_column("op_uuid")
    with op.batch_alter_table("game") as batch_op:
        batch_op.drop_column("game_uuid")
