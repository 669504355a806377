"""the organiser's view: events and scoring, rosters, game-file copies, standings indexes

Revision ID: a0002_organiser
Revises: a0001_archive
Create Date: 2027-01-10 10:00:00

Issue 26 (db/archive/README.md). Events (name, date, rounds, scoring rule, win/draw/loss
points, the match-point bands, the tie-break order, luck hidden or shown) are written by
the organiser (``adjutant server event``, the owner role); everything here is read by the
viewer role (SELECT on every table, granted by adjutant.archive.server after each
upgrade). ``push_game_file`` is the tables' second SECURITY DEFINER function: a
consistent copy of a game file (made on the laptop with SQLite's backup API), checked
and kept, one per game. ``player_key`` (a generated column) identifies a player across
games: the player code when one is given, else the name (trimmed, case-folded).
"""

from __future__ import annotations

from alembic import op

revision = "a0002_organiser"
down_revision = "a0001_archive"
branch_labels = None
depends_on = None

# The player's key: the organiser's player code when there is one, else the name.
_KEY = (
    "CASE WHEN nullif(btrim(player_code), '') IS NOT NULL "
    "THEN 'code:' || btrim(player_code) "
    "WHEN nullif(btrim(name), '') IS NOT NULL THEN 'name:' || lower(btrim(name)) END"
)

TABLES = rf"""
CREATE TABLE adjutant_archive.events (
    event_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL UNIQUE
        CHECK (char_length(name) BETWEEN 1 AND 200 AND name = btrim(name)
               AND name !~ '[[:cntrl:]]'),
    event_date date,
    rounds integer NOT NULL CHECK (rounds BETWEEN 1 AND 100),
    scoring text NOT NULL CHECK (scoring IN ('wdl', 'bp', 'matrix')),
    win_points numeric(7, 2) NOT NULL DEFAULT 3,
    draw_points numeric(7, 2) NOT NULL DEFAULT 1,
    loss_points numeric(7, 2) NOT NULL DEFAULT 0,
    tiebreaks text[] NOT NULL DEFAULT ARRAY['sos', 'margin', 'vp']
        CHECK (tiebreaks <@ ARRAY['sos', 'margin', 'vp'] AND cardinality(tiebreaks) <= 3),
    hide_luck boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (win_points >= draw_points AND draw_points >= loss_points
           AND abs(win_points) <= 1000 AND abs(loss_points) <= 1000)
);

CREATE TABLE adjutant_archive.event_bands (
    event_id integer NOT NULL REFERENCES adjutant_archive.events (event_id) ON DELETE CASCADE,
    min_margin integer NOT NULL CHECK (min_margin BETWEEN 0 AND 100000),
    winner_points integer NOT NULL CHECK (winner_points BETWEEN 10 AND 20),
    loser_points integer NOT NULL CHECK (loser_points BETWEEN 0 AND 10),
    PRIMARY KEY (event_id, min_margin),
    CHECK (winner_points + loser_points = 20)
);

CREATE TABLE adjutant_archive.event_players (
    event_id integer NOT NULL REFERENCES adjutant_archive.events (event_id) ON DELETE CASCADE,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
    player_code text CHECK (char_length(player_code) <= 64),
    club text CHECK (char_length(club) <= 200),
    player_key text GENERATED ALWAYS AS ({_KEY}) STORED,
    PRIMARY KEY (event_id, name)
);
CREATE INDEX event_players_key ON adjutant_archive.event_players (event_id, player_key);

CREATE TABLE adjutant_archive.game_files (
    game_uuid uuid PRIMARY KEY REFERENCES adjutant_archive.games (game_uuid),
    table_no integer NOT NULL,
    sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{{64}}$'),
    size_bytes integer NOT NULL CHECK (size_bytes > 0),
    content bytea NOT NULL,
    head_seq bigint NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    CHECK (octet_length(content) = size_bytes)
);

ALTER TABLE adjutant_archive.result_players
    ADD COLUMN player_key text GENERATED ALWAYS AS ({_KEY}) STORED;

-- Standings, factions and luck read one event's games: by the record's event name and
-- round, else the table's enrolment event; players by key; the latest action of a game.
CREATE INDEX results_event_round ON adjutant_archive.results (event_name, round);
CREATE INDEX results_state ON adjutant_archive.results (state);
CREATE INDEX games_event ON adjutant_archive.games (event);
CREATE INDEX result_players_key ON adjutant_archive.result_players (player_key);
CREATE INDEX ops_actions ON adjutant_archive.ops (game_uuid, op_seq) WHERE kind = 'action';
CREATE INDEX tables_event ON adjutant_archive.tables (event);
"""

PUSH_GAME_FILE = r"""
CREATE FUNCTION adjutant_archive.push_game_file(
    p_game_uuid uuid, p_sha256 text, p_content bytea)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    -- adjutant.archive.game_files.MAX_FILE_BYTES holds the same number (a test compares).
    c_max_bytes CONSTANT integer := 33554432;
    c_magic CONSTANT bytea := '\x53514c69746520666f726d6174203300'::bytea;  -- "SQLite format 3\0"
    v_role text := session_user;
    v_table adjutant_archive.tables%ROWTYPE;
    v_game adjutant_archive.games%ROWTYPE;
    v_size integer;
    v_old text;
BEGIN
    SELECT * INTO v_table FROM adjutant_archive.tables WHERE role_name = v_role;
    IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = '42501',
            MESSAGE = format('%s is not a table enrolled in this event archive', v_role);
    END IF;
    IF p_game_uuid IS NULL OR p_content IS NULL OR p_sha256 IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = '22023',
            MESSAGE = 'a game file is sent with its game, its bytes and their sha256';
    END IF;
    v_size := octet_length(p_content);
    IF v_size > c_max_bytes THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A03',
            MESSAGE = format('a game file of %s bytes is more than this archive keeps (%s)',
                             v_size, c_max_bytes);
    END IF;
    IF v_size < 512 OR v_size % 512 <> 0 OR substring(p_content FROM 1 FOR 16) <> c_magic THEN
        RAISE EXCEPTION USING ERRCODE = '22023',
            MESSAGE = 'what was sent is not a game file (not an SQLite database)';
    END IF;
    IF p_sha256 !~ '^[0-9a-f]{64}$' OR encode(sha256(p_content), 'hex') <> p_sha256 THEN
        RAISE EXCEPTION USING ERRCODE = '22023',
            MESSAGE = 'the game file arrived damaged (its sha256 differs): send it again';
    END IF;
    SELECT * INTO v_game FROM adjutant_archive.games WHERE game_uuid = p_game_uuid FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A05',
            MESSAGE = format('the archive holds no op of game %s: push its ops first', p_game_uuid);
    END IF;
    IF v_game.table_role <> v_role THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A06',
            MESSAGE = format('game %s is bound to table %s, which pushed it first; table %s may '
                             'not send its file', p_game_uuid, v_game.table_no, v_table.table_no);
    END IF;
    SELECT f.sha256 INTO v_old FROM adjutant_archive.game_files f WHERE f.game_uuid = p_game_uuid;
    IF v_old IS NOT DISTINCT FROM p_sha256 THEN
        RETURN jsonb_build_object('game_uuid', p_game_uuid, 'sha256', p_sha256,
                                  'size', v_size, 'stored', false);
    END IF;
    INSERT INTO adjutant_archive.game_files (
        game_uuid, table_no, sha256, size_bytes, content, head_seq)
    VALUES (p_game_uuid, v_game.table_no, p_sha256, v_size, p_content, v_game.head_seq)
    ON CONFLICT (game_uuid) DO UPDATE
       SET sha256 = excluded.sha256, size_bytes = excluded.size_bytes,
           content = excluded.content, head_seq = excluded.head_seq, received_at = now();
    PERFORM pg_notify('adjutant_archive', jsonb_build_object(
        'what', 'file', 'game_uuid', p_game_uuid, 'table_no', v_game.table_no)::text);
    RETURN jsonb_build_object('game_uuid', p_game_uuid, 'sha256', p_sha256,
                              'size', v_size, 'stored', true);
END
$$;
"""


def upgrade() -> None:
    op.execute(TABLES)
    op.execute(PUSH_GAME_FILE)


def downgrade() -> None:
    op.execute("DROP FUNCTION adjutant_archive.push_game_file(uuid, text, bytea)")
    for index in (
        "tables_event",
        "ops_actions",
        "result_players_key",
        "games_event",
        "results_state",
        "results_event_round",
    ):
        op.execute(f"DROP INDEX adjutant_archive.{index}")
    op.execute("ALTER TABLE adjutant_archive.result_players DROP COLUMN player_key")
    for table in ("game_files", "event_players", "event_bands", "events"):
        op.execute(f"DROP TABLE adjutant_archive.{table}")
