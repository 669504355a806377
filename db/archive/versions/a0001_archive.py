"""the event archive: games, ops, conflicts, derived results and dice tests, push_ops

Revision ID: a0001_archive
Revises:
Create Date: 2026-12-20 10:00:00

Event archive (db/archive/README.md): PostgreSQL only; runs as the archive's owner role,
which then owns every object here. Rights (who may EXECUTE push_ops, who may read) are
granted by adjutant.archive.server after each upgrade, by role names of the database's
own. push_ops' limits are adjutant.archive.protocol's SERVER_MAX_* (a test compares).
"""

from __future__ import annotations

from alembic import op

revision = "a0001_archive"
down_revision = None
branch_labels = None
depends_on = None

TABLES = r"""
CREATE TABLE adjutant_archive.archive_info (
    key text PRIMARY KEY,
    value text NOT NULL
);

CREATE TABLE adjutant_archive.tables (
    role_name text PRIMARY KEY,
    table_no integer NOT NULL UNIQUE CHECK (table_no BETWEEN 1 AND 9999),
    event text CHECK (char_length(event) BETWEEN 1 AND 200),
    enrolled_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE adjutant_archive.games (
    game_uuid uuid PRIMARY KEY,
    table_role text NOT NULL REFERENCES adjutant_archive.tables (role_name),
    table_no integer NOT NULL,
    event text,
    head_seq bigint NOT NULL DEFAULT 0 CHECK (head_seq >= 0),
    ops_hash text NOT NULL CHECK (ops_hash ~ '^[0-9a-f]{64}$'),
    state text NOT NULL DEFAULT 'playing'
        CHECK (state IN ('playing', 'draft', 'confirmed', 'disputed')),
    conflicts integer NOT NULL DEFAULT 0,
    first_received_at timestamptz NOT NULL DEFAULT now(),
    last_received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE adjutant_archive.ops (
    game_uuid uuid NOT NULL REFERENCES adjutant_archive.games (game_uuid),
    op_seq bigint NOT NULL CHECK (op_seq > 0),
    op_uuid uuid NOT NULL UNIQUE,
    kind text NOT NULL,
    sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
    payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
    created_at text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    -- What the derived rows read, kept beside the payload as the op is stored, so that
    -- recomputing a game reads a few small columns and not every payload again.
    has_record boolean GENERATED ALWAYS AS (payload ? 'record') STORED,
    names_action text GENERATED ALWAYS AS (
        CASE WHEN kind IN ('undo', 'redo') AND jsonb_typeof(payload -> 'action') = 'string'
             THEN payload ->> 'action' END) STORED,
    discards jsonb GENERATED ALWAYS AS (
        CASE WHEN kind = 'discard' AND jsonb_typeof(payload -> 'actions') = 'array'
             THEN payload -> 'actions' END) STORED,
    tests jsonb GENERATED ALWAYS AS (
        CASE WHEN kind NOT IN ('undo', 'redo', 'discard')
                  AND jsonb_typeof(payload -> 'tests') = 'array'
                  AND payload -> 'tests' <> '[]'::jsonb
             THEN payload -> 'tests' END) STORED,
    tests_turn jsonb GENERATED ALWAYS AS (
        CASE WHEN jsonb_typeof(payload -> 'tests') = 'array' THEN payload -> 'turn' END) STORED,
    tests_phase jsonb GENERATED ALWAYS AS (
        CASE WHEN jsonb_typeof(payload -> 'tests') = 'array' THEN payload -> 'phase' END) STORED,
    PRIMARY KEY (game_uuid, op_seq)
);
CREATE INDEX ops_records ON adjutant_archive.ops (game_uuid, op_seq) WHERE has_record;

CREATE TABLE adjutant_archive.conflicts (
    conflict_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_uuid uuid NOT NULL REFERENCES adjutant_archive.games (game_uuid),
    op_seq bigint NOT NULL,
    reason text NOT NULL CHECK (reason IN ('differs', 'op_uuid_taken', 'bound_to_other_table')),
    message text NOT NULL,
    pushed_by text NOT NULL,
    table_no integer,
    offered_op_uuid uuid NOT NULL,
    offered_sha256 text NOT NULL,
    offered jsonb NOT NULL,
    kept jsonb,
    received_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (game_uuid, op_seq, pushed_by, offered_op_uuid, offered_sha256)
);

CREATE TABLE adjutant_archive.results (
    game_uuid uuid PRIMARY KEY REFERENCES adjutant_archive.games (game_uuid),
    op_seq bigint NOT NULL,
    state text CHECK (state IN ('draft', 'confirmed', 'disputed')),
    event_name text,
    round integer,
    table_no integer,
    scenario text,
    points_limit integer,
    end_reason text,
    rounds_played integer,
    record_sha256 text,
    record jsonb NOT NULL
);

CREATE TABLE adjutant_archive.result_players (
    game_uuid uuid NOT NULL REFERENCES adjutant_archive.results (game_uuid),
    player smallint NOT NULL CHECK (player IN (1, 2)),
    name text,
    player_code text,
    faction text,
    list_sha256 text,
    went_first boolean,
    vp_total integer,
    result text CHECK (result IN ('win', 'draw', 'loss')),
    confirmed_at text,
    PRIMARY KEY (game_uuid, player)
);

CREATE TABLE adjutant_archive.dice_tests (
    game_uuid uuid NOT NULL REFERENCES adjutant_archive.games (game_uuid),
    op_seq bigint NOT NULL,
    test_no integer NOT NULL CHECK (test_no >= 0),
    turn integer,
    phase text,
    side text NOT NULL,
    player smallint CHECK (player IN (1, 2)),
    kind text NOT NULL,
    chance_num bigint NOT NULL,
    chance_den bigint NOT NULL,
    success boolean NOT NULL,
    dice_source text NOT NULL CHECK (dice_source IN ('virtual', 'physical')),
    PRIMARY KEY (game_uuid, op_seq, test_no),
    CHECK (chance_den > 0 AND chance_num BETWEEN 0 AND chance_den)
);

CREATE INDEX conflicts_game ON adjutant_archive.conflicts (game_uuid);
CREATE INDEX games_table ON adjutant_archive.games (table_no);

CREATE TYPE adjutant_archive.incoming_op AS (
    seq bigint,
    op_uuid uuid,
    kind text,
    sha256 text,
    payload jsonb,
    created_at text
);
"""

# Helpers that read one JSON value with the bounds of the archive's columns: a value of
# another type or out of range is NULL (the op stays as sent in `ops`; the derived rows
# hold only what is sound).
HELPERS = r"""
CREATE FUNCTION adjutant_archive.j_int(v jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
    SELECT CASE WHEN jsonb_typeof(v) = 'number' AND (v #>> '{}') ~ '^-?[0-9]{1,9}$'
                THEN (v #>> '{}')::integer END
$$;

CREATE FUNCTION adjutant_archive.j_text(v jsonb, max_len integer) RETURNS text
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
    SELECT CASE WHEN jsonb_typeof(v) = 'string' AND char_length(v #>> '{}') <= max_len
                THEN v #>> '{}' END
$$;

CREATE FUNCTION adjutant_archive.j_bool(v jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
    SELECT CASE WHEN jsonb_typeof(v) = 'boolean' THEN (v #>> '{}')::boolean END
$$;

CREATE FUNCTION adjutant_archive.op_well_formed(e jsonb, max_payload_bytes bigint)
RETURNS boolean
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
    SELECT jsonb_typeof(e) = 'object'
       AND jsonb_typeof(e -> 'seq') = 'number' AND (e ->> 'seq') ~ '^[1-9][0-9]{0,17}$'
       AND jsonb_typeof(e -> 'op_uuid') = 'string'
       AND (e ->> 'op_uuid') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       AND jsonb_typeof(e -> 'kind') = 'string' AND (e ->> 'kind') ~ '^[a-z][a-z_]{0,31}$'
       AND jsonb_typeof(e -> 'payload') = 'object'
       AND octet_length((e -> 'payload')::text) <= max_payload_bytes
       AND jsonb_typeof(e -> 'sha256') = 'string' AND (e ->> 'sha256') ~ '^[0-9a-f]{64}$'
       AND jsonb_typeof(e -> 'created_at') = 'string' AND char_length(e ->> 'created_at') <= 64
$$;

CREATE FUNCTION adjutant_archive.game_ops_hash(p_game uuid, p_upto bigint) RETURNS text
LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
    SELECT encode(sha256(convert_to(coalesce(string_agg(
               o.op_seq::text || ':' || o.op_uuid::text || ':' || o.sha256 || E'\n',
               '' ORDER BY o.op_seq), ''), 'UTF8')), 'hex')
      FROM adjutant_archive.ops o
     WHERE o.game_uuid = p_game AND o.op_seq <= p_upto
$$;
"""

# The derived rows of one game, from its ops alone: delete and insert in one go, so that
# computing twice gives the same rows (docs/sync-protocol.md, "Payloads").
RECOMPUTE = r"""
CREATE FUNCTION adjutant_archive.recompute_game(p_game uuid) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    v_seq bigint;
    v_record jsonb;
    v_state text;
BEGIN
    DELETE FROM adjutant_archive.dice_tests WHERE game_uuid = p_game;
    DELETE FROM adjutant_archive.result_players WHERE game_uuid = p_game;
    DELETE FROM adjutant_archive.results WHERE game_uuid = p_game;

    -- The result: the record of the game's latest op that carries one.
    SELECT o.op_seq, o.payload -> 'record' INTO v_seq, v_record
      FROM adjutant_archive.ops o
     WHERE o.game_uuid = p_game AND o.has_record
     ORDER BY o.op_seq DESC
     LIMIT 1;
    IF v_seq IS NOT NULL AND jsonb_typeof(v_record) = 'object' THEN
        v_state := adjutant_archive.j_text(v_record -> 'state', 16);
        IF v_state NOT IN ('draft', 'confirmed', 'disputed') THEN
            v_state := NULL;
        END IF;
        INSERT INTO adjutant_archive.results (
            game_uuid, op_seq, state, event_name, round, table_no, scenario, points_limit,
            end_reason, rounds_played, record_sha256, record)
        VALUES (
            p_game, v_seq, v_state,
            adjutant_archive.j_text(v_record #> '{event,name}', 200),
            adjutant_archive.j_int(v_record #> '{event,round}'),
            adjutant_archive.j_int(v_record #> '{event,table}'),
            adjutant_archive.j_text(v_record -> 'scenario', 200),
            adjutant_archive.j_int(v_record -> 'points_limit'),
            adjutant_archive.j_text(v_record -> 'end_reason', 40),
            adjutant_archive.j_int(v_record -> 'rounds_played'),
            CASE WHEN adjutant_archive.j_text(v_record -> 'record_sha256', 64) ~ '^[0-9a-f]{64}$'
                 THEN v_record ->> 'record_sha256' END,
            v_record);
        INSERT INTO adjutant_archive.result_players (
            game_uuid, player, name, player_code, faction, list_sha256, went_first, vp_total,
            result, confirmed_at)
        SELECT p_game, p.n::smallint,
               adjutant_archive.j_text(p.e -> 'name', 200),
               adjutant_archive.j_text(p.e -> 'player_code', 64),
               adjutant_archive.j_text(p.e -> 'faction', 200),
               CASE WHEN adjutant_archive.j_text(p.e -> 'list_sha256', 64) ~ '^[0-9a-f]{64}$'
                    THEN p.e ->> 'list_sha256' END,
               adjutant_archive.j_bool(p.e -> 'went_first'),
               adjutant_archive.j_int(p.e -> 'vp_total'),
               CASE WHEN adjutant_archive.j_text(p.e -> 'result', 8) IN ('win', 'draw', 'loss')
                    THEN p.e ->> 'result' END,
               adjutant_archive.j_text(p.e -> 'confirmed_at', 64)
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(v_record -> 'players') = 'array'
                                         THEN v_record -> 'players' ELSE '[]'::jsonb END)
               WITH ORDINALITY AS p(e, n)
         WHERE p.n <= 2 AND jsonb_typeof(p.e) = 'object';
    END IF;

    -- The dice tests of the effective actions: an op that records an action of the
    -- undo journal (action, and the record's own: record, confirm, dispute...) counts
    -- unless a later undo (not followed by a redo) or a discard names it, replaying the
    -- ops in seq order.
    WITH last_toggle AS (
        SELECT DISTINCT ON (o.names_action) o.names_action AS target, o.kind
          FROM adjutant_archive.ops o
         WHERE o.game_uuid = p_game AND o.names_action IS NOT NULL
         ORDER BY o.names_action, o.op_seq DESC
    ), discarded AS (
        SELECT DISTINCT d.target
          FROM adjutant_archive.ops o, jsonb_array_elements_text(o.discards) AS d(target)
         WHERE o.game_uuid = p_game AND o.discards IS NOT NULL
    ), effective AS (
        SELECT a.op_seq, a.tests, a.tests_turn, a.tests_phase
          FROM adjutant_archive.ops a
         WHERE a.game_uuid = p_game AND a.tests IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM discarded d WHERE d.target = a.op_uuid::text)
           AND NOT EXISTS (SELECT 1 FROM last_toggle t
                            WHERE t.target = a.op_uuid::text AND t.kind = 'undo')
    ), tests AS (
        SELECT a.op_seq, (t.n - 1)::integer AS test_no,
               adjutant_archive.j_int(a.tests_turn) AS turn,
               adjutant_archive.j_text(a.tests_phase, 40) AS phase,
               adjutant_archive.j_text(t.e -> 'side', 200) AS side,
               adjutant_archive.j_int(t.e -> 'player') AS player,
               adjutant_archive.j_text(t.e -> 'kind', 64) AS kind,
               adjutant_archive.j_text(t.e -> 'chance', 40) AS chance,
               adjutant_archive.j_bool(t.e -> 'success') AS success,
               adjutant_archive.j_text(t.e -> 'dice_source', 16) AS dice_source
          FROM effective a
               CROSS JOIN LATERAL jsonb_array_elements(a.tests) WITH ORDINALITY AS t(e, n)
         WHERE jsonb_typeof(t.e) = 'object'
    )
    INSERT INTO adjutant_archive.dice_tests (
        game_uuid, op_seq, test_no, turn, phase, side, player, kind,
        chance_num, chance_den, success, dice_source)
    SELECT p_game, x.op_seq, x.test_no, x.turn, x.phase, x.side,
           CASE WHEN x.player IN (1, 2) THEN x.player::smallint END, x.kind,
           split_part(x.chance, '/', 1)::bigint, split_part(x.chance, '/', 2)::bigint,
           x.success, x.dice_source
      FROM tests x
     WHERE x.side IS NOT NULL AND x.kind IS NOT NULL AND x.success IS NOT NULL
       AND x.dice_source IN ('virtual', 'physical')
       AND x.chance ~ '^[0-9]{1,15}/[1-9][0-9]{0,14}$'
       AND split_part(x.chance, '/', 1)::bigint <= split_part(x.chance, '/', 2)::bigint;

    UPDATE adjutant_archive.games SET state = coalesce(v_state, 'playing')
     WHERE game_uuid = p_game;
END
$$;
"""

PUSH_OPS = r"""
CREATE FUNCTION adjutant_archive.push_ops(p_game_uuid uuid, p_format text, p_ops jsonb)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    -- docs/sync-protocol.md; adjutant.archive.protocol holds the same numbers.
    c_major CONSTANT integer := 1;
    c_minor CONSTANT integer := 0;
    c_max_ops CONSTANT integer := 1000;
    c_max_bytes CONSTANT bigint := 8388608;
    c_max_op_bytes CONSTANT bigint := 1048576;
    c_empty CONSTANT text := encode(sha256(''::bytea), 'hex');
    v_role text := session_user;
    v_table adjutant_archive.tables%ROWTYPE;
    v_game adjutant_archive.games%ROWTYPE;
    v_in adjutant_archive.incoming_op[];
    v_major integer;
    v_count integer;
    v_first bigint;
    v_last bigint;
    v_bad bigint;
    v_ordered boolean;
    v_distinct integer;
    v_diff record;
    v_new integer;
    v_inserted integer;
    v_head bigint;
    v_hash text;
    v_conflict bigint;
    v_message text;
BEGIN
    SELECT * INTO v_table FROM adjutant_archive.tables WHERE role_name = v_role;
    IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = '42501',
            MESSAGE = format('%s is not a table enrolled in this event archive', v_role);
    END IF;

    -- The payload format: this archive reads its own major, any minor.
    IF p_format IS NULL OR p_format !~ '^[0-9]{1,4}\.[0-9]{1,4}$' THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A02',
            MESSAGE = format('payload format %s is not one this archive reads (%s.%s)',
                             coalesce(quote_literal(p_format), 'NULL'), c_major, c_minor);
    END IF;
    v_major := split_part(p_format, '.', 1)::integer;
    IF v_major > c_major THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A01',
            MESSAGE = format('payload format %s is newer than this archive reads (%s.%s): '
                             'the organiser must upgrade the archive with a newer Adjutant',
                             p_format, c_major, c_minor);
    ELSIF v_major < c_major THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A02',
            MESSAGE = format('payload format %s is older than this archive reads (%s.%s): '
                             'update Adjutant on this laptop', p_format, c_major, c_minor);
    END IF;
    IF p_game_uuid IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'the batch names no game';
    END IF;

    -- Size limits, then every op's shape.
    IF p_ops IS NULL OR jsonb_typeof(p_ops) <> 'array' THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'the batch is not a JSON array of ops';
    END IF;
    v_count := jsonb_array_length(p_ops);
    IF v_count > c_max_ops THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A03',
            MESSAGE = format('a batch of %s ops is more than this archive takes at once (%s)',
                             v_count, c_max_ops);
    END IF;
    IF octet_length(p_ops::text) > c_max_bytes THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A03',
            MESSAGE = format('a batch of %s bytes is more than this archive takes at once (%s)',
                             octet_length(p_ops::text), c_max_bytes);
    END IF;
    SELECT o.i INTO v_bad
      FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS o(e, i)
     WHERE NOT coalesce(adjutant_archive.op_well_formed(o.e, c_max_op_bytes), false)
     ORDER BY o.i
     LIMIT 1;
    IF v_bad IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = '22023',
            MESSAGE = format('op %s of the batch is not an op of format %s.x (seq, op_uuid, '
                             'kind, payload object of at most %s bytes, sha256, created_at)',
                             v_bad, c_major, c_max_op_bytes);
    END IF;
    SELECT array_agg(ROW((o.e ->> 'seq')::bigint, (o.e ->> 'op_uuid')::uuid, o.e ->> 'kind',
                         o.e ->> 'sha256', o.e -> 'payload', o.e ->> 'created_at'
                        )::adjutant_archive.incoming_op ORDER BY o.i)
      INTO v_in
      FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS o(e, i);
    SELECT min(x.seq), max(x.seq), bool_and(x.seq = x.first + x.n - 1),
           count(DISTINCT x.op_uuid)
      INTO v_first, v_last, v_ordered, v_distinct
      FROM (SELECT u.seq, u.op_uuid, u.n, first_value(u.seq) OVER (ORDER BY u.n) AS first
              FROM unnest(v_in) WITH ORDINALITY AS u(seq, op_uuid, kind, sha256, payload,
                                                    created_at, n)) x;
    IF v_count > 0 AND NOT v_ordered THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A04',
            MESSAGE = 'the ops of a batch must follow each other: seq rising by one';
    END IF;
    IF v_count > 0 AND v_distinct <> v_count THEN
        RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'an op_uuid appears twice in the batch';
    END IF;

    -- The game, locked for this push (one push of a game at a time).
    SELECT * INTO v_game FROM adjutant_archive.games WHERE game_uuid = p_game_uuid FOR UPDATE;
    IF NOT FOUND THEN
        IF v_count = 0 THEN
            RETURN jsonb_build_object('head_seq', 0, 'ops_hash', c_empty, 'inserted', 0,
                                      'already_there', 0, 'upto_seq', 0, 'upto_hash', c_empty);
        END IF;
        IF v_first > 1 THEN
            RETURN jsonb_build_object(
                'refused', 'gap', 'head_seq', 0, 'ops_hash', c_empty,
                'message', format('the archive holds no op of this game; the batch starts at %s',
                                  v_first));
        END IF;
        -- The first table to push a game owns it.
        INSERT INTO adjutant_archive.games (game_uuid, table_role, table_no, event, ops_hash)
        VALUES (p_game_uuid, v_role, v_table.table_no, v_table.event, c_empty)
        ON CONFLICT (game_uuid) DO NOTHING;
        SELECT * INTO v_game FROM adjutant_archive.games
         WHERE game_uuid = p_game_uuid FOR UPDATE;
    END IF;
    IF v_count = 0 THEN
        RETURN jsonb_build_object('head_seq', v_game.head_seq, 'ops_hash', v_game.ops_hash,
                                  'inserted', 0, 'already_there', 0,
                                  'upto_seq', v_game.head_seq, 'upto_hash', v_game.ops_hash);
    END IF;
    IF v_first > v_game.head_seq + 1 THEN
        RETURN jsonb_build_object(
            'refused', 'gap', 'head_seq', v_game.head_seq, 'ops_hash', v_game.ops_hash,
            'message', format('the archive holds ops 1 to %s of this game; the batch starts at %s',
                              v_game.head_seq, v_first));
    END IF;

    -- An op already there must be the same op; the first that is not is a conflict.
    SELECT i.seq, i.op_uuid, i.kind, i.sha256, i.payload, i.created_at,
           x.game_uuid AS x_game, x.op_seq AS x_seq, x.op_uuid AS x_uuid, x.kind AS x_kind,
           x.sha256 AS x_sha256, x.payload AS x_payload, x.created_at AS x_created_at,
           CASE WHEN x.game_uuid = p_game_uuid AND x.op_seq = i.seq THEN 'differs'
                ELSE 'op_uuid_taken' END AS reason
      INTO v_diff
      FROM unnest(v_in) AS i
      JOIN adjutant_archive.ops x
        ON (x.game_uuid = p_game_uuid AND x.op_seq = i.seq) OR x.op_uuid = i.op_uuid
     WHERE NOT (x.game_uuid = p_game_uuid AND x.op_seq = i.seq AND x.op_uuid = i.op_uuid
                AND x.sha256 = i.sha256 AND x.kind = i.kind)
     ORDER BY i.seq, reason
     LIMIT 1;
    IF FOUND THEN
        v_message := CASE v_diff.reason
            WHEN 'differs' THEN format(
                'op %s of game %s differs from the one the archive holds (sent by table %s): '
                'it was refused and kept as a conflict; nothing was changed',
                v_diff.seq, p_game_uuid, v_game.table_no)
            ELSE format(
                'op %s of game %s has the op_uuid %s, which the archive holds as op %s of game '
                '%s: it was refused and kept as a conflict; nothing was changed',
                v_diff.seq, p_game_uuid, v_diff.op_uuid, v_diff.x_seq, v_diff.x_game)
            END;
        INSERT INTO adjutant_archive.conflicts (
            game_uuid, op_seq, reason, message, pushed_by, table_no,
            offered_op_uuid, offered_sha256, offered, kept)
        VALUES (
            p_game_uuid, v_diff.seq, v_diff.reason, v_message, v_role, v_table.table_no,
            v_diff.op_uuid, v_diff.sha256,
            jsonb_build_object('seq', v_diff.seq, 'op_uuid', v_diff.op_uuid, 'kind', v_diff.kind,
                               'payload', v_diff.payload, 'sha256', v_diff.sha256,
                               'created_at', v_diff.created_at),
            jsonb_build_object('game_uuid', v_diff.x_game, 'seq', v_diff.x_seq,
                               'op_uuid', v_diff.x_uuid, 'kind', v_diff.x_kind,
                               'payload', v_diff.x_payload, 'sha256', v_diff.x_sha256,
                               'created_at', v_diff.x_created_at))
        ON CONFLICT (game_uuid, op_seq, pushed_by, offered_op_uuid, offered_sha256) DO NOTHING
        RETURNING conflict_id INTO v_conflict;
        RETURN adjutant_archive.refuse_as_conflict(
            v_game, v_conflict, v_diff.seq, v_diff.op_uuid, v_diff.sha256, v_role,
            v_diff.reason, v_message);
    END IF;

    -- New ops come only from the table the game is bound to.
    IF v_game.table_role <> v_role AND v_last > v_game.head_seq THEN
        SELECT * INTO v_diff FROM unnest(v_in) AS i WHERE i.seq = v_game.head_seq + 1;
        v_message := format(
            'game %s is bound to table %s, which pushed it first; table %s may not add op %s '
            'to it: it was refused and kept as a conflict; nothing was changed',
            p_game_uuid, v_game.table_no, v_table.table_no, v_diff.seq);
        INSERT INTO adjutant_archive.conflicts (
            game_uuid, op_seq, reason, message, pushed_by, table_no,
            offered_op_uuid, offered_sha256, offered, kept)
        VALUES (
            p_game_uuid, v_diff.seq, 'bound_to_other_table', v_message, v_role, v_table.table_no,
            v_diff.op_uuid, v_diff.sha256,
            jsonb_build_object('seq', v_diff.seq, 'op_uuid', v_diff.op_uuid, 'kind', v_diff.kind,
                               'payload', v_diff.payload, 'sha256', v_diff.sha256,
                               'created_at', v_diff.created_at),
            NULL)
        ON CONFLICT (game_uuid, op_seq, pushed_by, offered_op_uuid, offered_sha256) DO NOTHING
        RETURNING conflict_id INTO v_conflict;
        RETURN adjutant_archive.refuse_as_conflict(
            v_game, v_conflict, v_diff.seq, v_diff.op_uuid, v_diff.sha256, v_role,
            'bound_to_other_table', v_message);
    END IF;

    -- The new ops (those past the head); the ones below it were compared above.
    SELECT count(*) INTO v_new FROM unnest(v_in) AS i WHERE i.seq > v_game.head_seq;
    INSERT INTO adjutant_archive.ops (game_uuid, op_seq, op_uuid, kind, sha256, payload, created_at)
    SELECT p_game_uuid, i.seq, i.op_uuid, i.kind, i.sha256, i.payload, i.created_at
      FROM unnest(v_in) AS i
     WHERE i.seq > v_game.head_seq
     ORDER BY i.seq
    ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS v_inserted = ROW_COUNT;
    IF v_inserted <> v_new THEN
        -- Another game's push took one of these op_uuid after the comparison: roll back,
        -- the pusher tries again and then meets it as a conflict.
        RAISE EXCEPTION USING ERRCODE = '40001',
            MESSAGE = 'an op_uuid of this batch was taken by another push at the same moment';
    END IF;

    v_head := greatest(v_game.head_seq, v_last);
    IF v_inserted > 0 THEN
        -- The derived rows come from the ops that carry a record or tests, and from undo,
        -- redo and discard: a batch with none of them leaves them as they are.
        IF EXISTS (SELECT 1 FROM unnest(v_in) AS i
                    WHERE i.seq > v_game.head_seq
                      AND (i.kind IN ('undo', 'redo', 'discard') OR i.payload ? 'record'
                           OR (jsonb_typeof(i.payload -> 'tests') = 'array'
                               AND i.payload -> 'tests' <> '[]'::jsonb))) THEN
            PERFORM adjutant_archive.recompute_game(p_game_uuid);
        END IF;
        v_hash := adjutant_archive.game_ops_hash(p_game_uuid, v_head);
        UPDATE adjutant_archive.games
           SET head_seq = v_head, ops_hash = v_hash, last_received_at = now()
         WHERE game_uuid = p_game_uuid;
        PERFORM pg_notify('adjutant_archive', jsonb_build_object(
            'what', 'ops', 'game_uuid', p_game_uuid, 'head_seq', v_head,
            'table_no', v_game.table_no)::text);
    ELSE
        v_hash := v_game.ops_hash;
    END IF;
    RETURN jsonb_build_object(
        'head_seq', v_head, 'ops_hash', v_hash,
        'inserted', v_inserted, 'already_there', v_count - v_inserted,
        'upto_seq', v_last,
        'upto_hash', CASE WHEN v_last = v_head THEN v_hash
                          ELSE adjutant_archive.game_ops_hash(p_game_uuid, v_last) END);
END
$$;
"""

# A refused batch keeps only its conflict row (and the game's count of them): the
# function returns instead of raising, so that row is committed and nothing else changed.
REFUSE = r"""
CREATE FUNCTION adjutant_archive.refuse_as_conflict(
    p_game adjutant_archive.games, p_conflict bigint, p_seq bigint, p_op_uuid uuid,
    p_sha256 text, p_role text, p_reason text, p_message text)
RETURNS jsonb
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    v_conflict bigint := p_conflict;
BEGIN
    IF v_conflict IS NULL THEN
        -- The same op was refused before: the row is there already.
        SELECT c.conflict_id INTO v_conflict FROM adjutant_archive.conflicts c
         WHERE c.game_uuid = p_game.game_uuid AND c.op_seq = p_seq AND c.pushed_by = p_role
           AND c.offered_op_uuid = p_op_uuid AND c.offered_sha256 = p_sha256;
    ELSE
        UPDATE adjutant_archive.games SET conflicts = conflicts + 1
         WHERE game_uuid = p_game.game_uuid;
        PERFORM pg_notify('adjutant_archive', jsonb_build_object(
            'what', 'conflict', 'game_uuid', p_game.game_uuid, 'op_seq', p_seq,
            'conflict_id', v_conflict, 'table_no', p_game.table_no)::text);
    END IF;
    RETURN jsonb_build_object(
        'refused', 'conflict', 'reason', p_reason, 'message', p_message,
        'op_seq', p_seq, 'conflict_id', v_conflict,
        'head_seq', p_game.head_seq, 'ops_hash', p_game.ops_hash);
END
$$;
"""


def upgrade() -> None:
    op.execute(TABLES)
    op.execute(HELPERS)
    op.execute(RECOMPUTE)
    op.execute(REFUSE)
    op.execute(PUSH_OPS)


def downgrade() -> None:
    for function in (
        "push_ops(uuid, text, jsonb)",
        "refuse_as_conflict(adjutant_archive.games, bigint, bigint, uuid, text, text, text, text)",
        "recompute_game(uuid)",
        "game_ops_hash(uuid, bigint)",
        "op_well_formed(jsonb, bigint)",
        "j_bool(jsonb)",
        "j_text(jsonb, integer)",
        "j_int(jsonb)",
    ):
        op.execute(f"DROP FUNCTION adjutant_archive.{function}")
    op.execute("DROP TYPE adjutant_archive.incoming_op")
    for table in (
        "dice_tests",
        "result_players",
        "results",
        "conflicts",
        "ops",
        "games",
        "tables",
        "archive_info",
    ):
        op.execute(f"DROP TABLE adjutant_archive.{table}")
