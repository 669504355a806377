"""unit strength, imported profile, points and source

Revision ID: 0003_unit_strength_profile
Revises: 0002_side_colour
Create Date: 2026-12-01 08:00:00

Schema version 3 (issue 17, army lists): a unit's model count ("strength", NULL for
units made before: not counted), the profile imported from a list builder (JSON
[[name, value], ...] in the list's order), its points and where it came from (JSON
{"file", "format", "system"}). A unit imported from a list starts off the table:
it simply has no footprints row, as before.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003_unit_strength_profile"
down_revision = "0002_side_colour"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("units") as batch_op:
        batch_op.add_column(sa.Column("strength", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("points", sa.Float(), nullable=True))
        batch_op.add_column(sa.Column("profile", sa.JSON(), nullable=True))
        batch_op.add_column(sa.Column("source", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("units") as batch_op:
        batch_op.drop_column("source")
        batch_op.drop_column("profile")
        batch_op.drop_column("points")
        batch_op.drop_column("strength")
