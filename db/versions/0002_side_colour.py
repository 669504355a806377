"""side colour

Revision ID: 0002_side_colour
Revises: 0001_initial
Create Date: 2026-11-30 06:50:00

Schema version 2: each side may carry a display colour ("#rrggbb"); None means
the window's default colour for its position.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002_side_colour"
down_revision = "0001_initial"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("sides") as batch_op:
        batch_op.add_column(sa.Column("colour", sa.String(length=9), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sides") as batch_op:
        batch_op.drop_column("colour")
