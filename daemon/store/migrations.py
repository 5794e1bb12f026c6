"""The schema, as an ordered list of migrations; `PRAGMA user_version` counts those applied.

Each migration is a function of the connection, run inside its own transaction together
with the version bump, so a database is always at exactly one version. A newer daemon opens
an older database by applying the missing steps; an older daemon refuses a newer database.
A released migration is never edited: a change is a new function appended to the list.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from daemon.core.entities import DEFAULT_POLICY, LABELS
from daemon.store.errors import SchemaTooNew
from daemon.store.recognizers import known_types

Migration = Callable[[sqlite3.Connection], None]

# The tool-name rule of docs/api.md in SQLite's GLOB: first character alphanumeric, then only
# [A-Za-z0-9_.:-], 1..64 characters. `*` and `%` fall outside the class; the words meaning
# "everything" are refused in any letter case.
_TOOL_CHECK = """
    length(tool) BETWEEN 1 AND 64
    AND tool GLOB '[A-Za-z0-9]*'
    AND NOT tool GLOB '*[^A-Za-z0-9_.:-]*'
    AND lower(tool) NOT IN ('*', 'all', 'any')
"""

_KINDS = "('restored', 'withheld', 'answer_restored', 'collision', 'run_rebuilt', 'run_expired')"
_REASONS = "('no_grant', 'not_issued', 'collision')"


def _v1_grants_policy_events_audit(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE known_entity_types (entity_type TEXT PRIMARY KEY)")
    conn.executemany(
        "INSERT INTO known_entity_types (entity_type) VALUES (?)", [(t,) for t in LABELS]
    )
    conn.execute(
        f"""CREATE TABLE grants (
            tool TEXT NOT NULL CONSTRAINT grant_tool_is_one_named_tool CHECK ({_TOOL_CHECK}),
            entity_type TEXT NOT NULL,
            created TEXT NOT NULL,
            PRIMARY KEY (tool, entity_type)
        )"""
    )
    conn.execute(
        """CREATE TABLE policy_entities (
            entity_type TEXT PRIMARY KEY,
            position INTEGER NOT NULL
        )"""
    )
    # A trigger rather than a CHECK: the known types live in a table the daemon keeps in
    # step with its entity table, so adding a type needs no migration.
    for table in ("grants", "policy_entities"):
        for op in ("INSERT", "UPDATE"):
            conn.execute(
                f"""CREATE TRIGGER {table}_refuse_unknown_type_{op.lower()}
                BEFORE {op} ON {table}
                WHEN NEW.entity_type NOT IN (SELECT entity_type FROM known_entity_types)
                BEGIN
                    SELECT RAISE(ABORT, '{table}.entity_type must be a known entity type');
                END"""
            )
    conn.executemany(
        "INSERT INTO policy_entities (entity_type, position) VALUES (?, ?)",
        [(t, i) for i, t in enumerate(DEFAULT_POLICY)],
    )
    conn.execute(
        f"""CREATE TABLE events (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            time TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN {_KINDS}),
            tenant TEXT NOT NULL,
            session TEXT NOT NULL,
            run_id TEXT NOT NULL,
            tool TEXT,
            entity_type TEXT,
            path TEXT,
            reason TEXT CHECK (reason IS NULL OR reason IN {_REASONS}),
            prev_hash TEXT NOT NULL CHECK (length(prev_hash) = 64),
            hash TEXT NOT NULL CHECK (length(hash) = 64)
        )"""
    )
    conn.execute(
        """CREATE TABLE audit (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            time TEXT NOT NULL,
            tenant TEXT NOT NULL,
            session TEXT NOT NULL,
            run_id TEXT NOT NULL,
            tool TEXT NOT NULL,
            shape TEXT NOT NULL,
            prev_hash TEXT NOT NULL CHECK (length(prev_hash) = 64),
            hash TEXT NOT NULL CHECK (length(hash) = 64)
        )"""
    )


# Twelve hex digits before a closing bracket, after an opening one: the token shape in GLOB.
_HEX12 = "[0-9a-fA-F]" * 12
_TOKEN_GLOB = f"*[[]*_{_HEX12}]*"


def _token_refusal_trigger(table: str, columns: tuple[str, ...]) -> str:
    condition = " OR ".join(f"coalesce(NEW.{c}, '') GLOB '{_TOKEN_GLOB}'" for c in columns)
    return f"""CREATE TRIGGER {table}_refuse_token_shapes
        BEFORE INSERT ON {table}
        WHEN {condition}
        BEGIN
            SELECT RAISE(ABORT, '{table} rows must not contain a token');
        END"""


def _v2_checkpoints_recognizers_indexes(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE checkpoints (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            table_name TEXT NOT NULL CHECK (table_name IN ('events', 'audit')),
            last_deleted_id INTEGER NOT NULL,
            last_hash TEXT NOT NULL CHECK (length(last_hash) = 64),
            time TEXT NOT NULL,
            rows_deleted INTEGER NOT NULL
        )"""
    )
    conn.execute(
        """CREATE TABLE recognizers (
            name TEXT PRIMARY KEY,
            entity_type TEXT NOT NULL,
            languages TEXT NOT NULL,
            created TEXT NOT NULL
        )"""
    )
    conn.execute("CREATE INDEX events_time ON events (time)")
    conn.execute("CREATE INDEX events_tool_type ON events (tool, entity_type)")
    conn.execute("CREATE INDEX audit_time ON audit (time)")
    conn.execute("CREATE INDEX audit_tool ON audit (tool)")
    # Defense in depth for writers that bypass the Python checks (raw SQL included).
    conn.execute(
        _token_refusal_trigger(
            "events", ("tenant", "session", "run_id", "tool", "entity_type", "path")
        )
    )
    conn.execute(_token_refusal_trigger("audit", ("tenant", "session", "run_id", "tool", "shape")))


# The words v3's triggers refuse, as released: names.py's WILDCARD_WORDS at the time. A later
# change to that list is a new migration, not an edit here.
_V3_EVERY = tuple(q + c for q in ("all", "any", "every", "each")
                  for c in ("", "tool", "tools", "type", "types", "entity", "entities", "entitytype",
                            "entitytypes", "thing", "things"))


def _v3_refuse_names_meaning_every(conn: sqlite3.Connection) -> None:
    """Grants and the policy refuse a tool or type that reads as "every" (`all_tools`,
    `Any-Type`, `everything`), as the Python checks do; v1's CHECK knew only *, all and any.
    Rows already written are kept: such a name never acted as a wildcard, only read like one."""
    words = ", ".join(f"'{word}'" for word in _V3_EVERY)

    def reads_as_every(column: str) -> str:
        bare = f"lower(NEW.{column})"
        for separator in "_.:-":
            bare = f"replace({bare}, '{separator}', '')"
        return f"{bare} IN ({words})"

    for table, columns in (("grants", ("tool", "entity_type")), ("policy_entities", ("entity_type",))):
        for op in ("INSERT", "UPDATE"):
            conn.execute(
                f"""CREATE TRIGGER {table}_refuse_every_{op.lower()}
                BEFORE {op} ON {table}
                WHEN {" OR ".join(reads_as_every(column) for column in columns)}
                BEGIN
                    SELECT RAISE(ABORT, '{table} must name one tool and one entity type, not every one');
                END"""
            )


# v4's kinds, as released (v1's six and the change events).
_V4_KINDS = ("restored", "withheld", "answer_restored", "collision", "run_rebuilt", "run_expired",
             "grant_added", "grant_removed", "policy_changed", "recognizer_added", "recognizer_removed")


def _v4_change_events(conn: sqlite3.Connection) -> None:
    """Change events (grants, the policy, recognizers) in the events chain: new kinds, a
    tenant, session and run that may be null (a change happens outside any run), and two
    columns, `recognizer` and `change`. SQLite cannot alter a CHECK or a NOT NULL, so the
    table is rebuilt with its rows, ids, hashes and AUTOINCREMENT counter as they were
    (the new columns stay out of old rows' hashes: chain.LATER_COLUMNS)."""
    kinds = ", ".join(f"'{kind}'" for kind in _V4_KINDS)
    conn.execute(
        f"""CREATE TABLE events_v4 (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            time TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ({kinds})),
            tenant TEXT,
            session TEXT,
            run_id TEXT,
            tool TEXT,
            entity_type TEXT,
            path TEXT,
            reason TEXT CHECK (reason IS NULL OR reason IN {_REASONS}),
            recognizer TEXT,
            change TEXT CHECK (change IS NULL OR change IN ('tokenized', 'untokenized', 'new', 'replaced')),
            prev_hash TEXT NOT NULL CHECK (length(prev_hash) = 64),
            hash TEXT NOT NULL CHECK (length(hash) = 64),
            CHECK ((tenant IS NULL) = (kind IN ('grant_added', 'grant_removed', 'policy_changed',
                                                'recognizer_added', 'recognizer_removed'))),
            CHECK ((tenant IS NULL) = (session IS NULL) AND (tenant IS NULL) = (run_id IS NULL))
        )"""
    )
    columns = "id, time, kind, tenant, session, run_id, tool, entity_type, path, reason, prev_hash, hash"
    conn.execute(f"INSERT INTO events_v4 ({columns}) SELECT {columns} FROM events ORDER BY id")
    sequence = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'events'").fetchone()
    conn.execute("DROP TABLE events")  # its indexes and trigger go with it
    conn.execute("ALTER TABLE events_v4 RENAME TO events")
    if sequence is not None:
        conn.execute("DELETE FROM sqlite_sequence WHERE name = 'events'")
        conn.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('events', ?)", (sequence[0],))
    conn.execute("CREATE INDEX events_time ON events (time)")
    conn.execute("CREATE INDEX events_tool_type ON events (tool, entity_type)")
    conn.execute("CREATE INDEX events_kind ON events (kind)")
    conn.execute(_token_refusal_trigger(
        "events", ("tenant", "session", "run_id", "tool", "entity_type", "path", "recognizer")))


def _replace_events(conn: sqlite3.Connection, rebuilt: str, columns: str, refused: tuple[str, ...]) -> None:
    """`events` replaced by the table `rebuilt`, made with the new schema: the rows copied
    with their ids and hashes, the AUTOINCREMENT counter kept (a row deleted from the tail
    still shows), and the indexes and the token-refusal trigger (on `refused`) made again,
    since they go with the dropped table. What v4 did inline, for v5 on."""
    conn.execute(f"INSERT INTO {rebuilt} ({columns}) SELECT {columns} FROM events ORDER BY id")
    sequence = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'events'").fetchone()
    conn.execute("DROP TABLE events")
    conn.execute(f"ALTER TABLE {rebuilt} RENAME TO events")
    if sequence is not None:
        conn.execute("DELETE FROM sqlite_sequence WHERE name = 'events'")
        conn.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('events', ?)", (sequence[0],))
    conn.execute("CREATE INDEX events_time ON events (time)")
    conn.execute("CREATE INDEX events_tool_type ON events (tool, entity_type)")
    conn.execute("CREATE INDEX events_kind ON events (kind)")
    conn.execute(_token_refusal_trigger("events", refused))


# v5's kinds, as released: v4's and the tool contracts'.
_V5_KINDS = (*_V4_KINDS, "contract_changed", "contract_refused", "contract_dropped")
_V5_CHANGE_KINDS = ("grant_added", "grant_removed", "policy_changed", "recognizer_added", "recognizer_removed",
                    "contract_changed")


def _v5_tool_contracts(conn: sqlite3.Connection) -> None:
    """Tool contracts (docs/contracts.md): a `contracts` table, one row per tool with its input
    and output JSON Schemas as text; the events gain the contract kinds and a `rule` column
    (the JSON Schema keyword a refused call failed), and `change` may say `removed`; the
    audit gains `outcome` (`refused`: the tool received nothing). The events table is
    rebuilt as v4 did, rows, ids, hashes and counter kept (`rule` and `outcome` stay out of
    old rows' hashes: chain.LATER_COLUMNS)."""
    conn.execute(
        f"""CREATE TABLE contracts (
            tool TEXT PRIMARY KEY CONSTRAINT contract_tool_is_one_named_tool CHECK ({_TOOL_CHECK}),
            input TEXT CHECK (input IS NULL OR json_valid(input)),
            output TEXT CHECK (output IS NULL OR json_valid(output)),
            updated TEXT NOT NULL,
            CHECK (input IS NOT NULL OR output IS NOT NULL)
        )"""
    )
    kinds = ", ".join(f"'{kind}'" for kind in _V5_KINDS)
    changes = ", ".join(f"'{kind}'" for kind in _V5_CHANGE_KINDS)
    conn.execute(
        f"""CREATE TABLE events_v5 (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            time TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ({kinds})),
            tenant TEXT,
            session TEXT,
            run_id TEXT,
            tool TEXT,
            entity_type TEXT,
            path TEXT,
            reason TEXT CHECK (reason IS NULL OR reason IN {_REASONS}),
            recognizer TEXT,
            change TEXT CHECK (change IS NULL OR change IN ('tokenized', 'untokenized', 'new', 'replaced',
                                                            'removed')),
            rule TEXT CHECK (rule IS NULL OR (length(rule) BETWEEN 1 AND 64 AND rule NOT GLOB '*[^A-Za-z$]*')),
            prev_hash TEXT NOT NULL CHECK (length(prev_hash) = 64),
            hash TEXT NOT NULL CHECK (length(hash) = 64),
            CHECK ((tenant IS NULL) = (kind IN ({changes}))),
            CHECK ((tenant IS NULL) = (session IS NULL) AND (tenant IS NULL) = (run_id IS NULL))
        )"""
    )
    columns = ("id, time, kind, tenant, session, run_id, tool, entity_type, path, reason, recognizer, change, "
               "prev_hash, hash")
    _replace_events(conn, "events_v5", columns,
                    ("tenant", "session", "run_id", "tool", "entity_type", "path", "recognizer"))
    conn.execute("ALTER TABLE audit ADD COLUMN outcome TEXT CHECK (outcome IS NULL OR outcome = 'refused')")


# v6's kinds, as released: v5's and the quasi-identifiers'.
_V6_KINDS = (*_V5_KINDS, "generalized")


def _v6_quasi_identifiers(conn: sqlite3.Connection) -> None:
    """Quasi-identifiers (docs/tokens.md §11): the policy's `generalize` levels, its `k` and
    `population` options, and `generalized` events with two new columns, `level` and `k`
    (outside old rows' hashes: chain.LATER_COLUMNS). The events table is rebuilt as v4 and
    v5 rebuilt it: SQLite cannot alter a CHECK."""
    conn.execute(
        """CREATE TABLE policy_generalize (
            entity_type TEXT PRIMARY KEY
                CHECK (entity_type IN ('AGE', 'DATE_OF_BIRTH', 'ES_POSTCODE', 'BR_CEP', 'LOCATION')),
            level TEXT NOT NULL CHECK (length(level) BETWEEN 1 AND 16)
        )"""
    )
    conn.execute(
        """CREATE TABLE policy_options (
            key TEXT PRIMARY KEY CHECK (key IN ('k', 'population')),
            value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 255)
        )"""
    )
    kinds = ", ".join(f"'{kind}'" for kind in _V6_KINDS)
    changes = ", ".join(f"'{kind}'" for kind in _V5_CHANGE_KINDS)
    conn.execute(
        f"""CREATE TABLE events_v6 (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            time TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ({kinds})),
            tenant TEXT,
            session TEXT,
            run_id TEXT,
            tool TEXT,
            entity_type TEXT,
            path TEXT,
            reason TEXT CHECK (reason IS NULL OR reason IN {_REASONS}),
            recognizer TEXT,
            change TEXT CHECK (change IS NULL OR change IN ('tokenized', 'untokenized', 'new', 'replaced',
                                                            'removed')),
            rule TEXT CHECK (rule IS NULL OR (length(rule) BETWEEN 1 AND 64 AND rule NOT GLOB '*[^A-Za-z$]*')),
            level TEXT CHECK (level IS NULL OR length(level) BETWEEN 1 AND 16),
            k INTEGER CHECK (k IS NULL OR k >= 0),
            prev_hash TEXT NOT NULL CHECK (length(prev_hash) = 64),
            hash TEXT NOT NULL CHECK (length(hash) = 64),
            CHECK ((tenant IS NULL) = (kind IN ({changes}))),
            CHECK ((tenant IS NULL) = (session IS NULL) AND (tenant IS NULL) = (run_id IS NULL)),
            CHECK ((level IS NULL) = (kind != 'generalized'))
        )"""
    )
    columns = ("id, time, kind, tenant, session, run_id, tool, entity_type, path, reason, recognizer, change, "
               "rule, prev_hash, hash")
    _replace_events(conn, "events_v6", columns,
                    ("tenant", "session", "run_id", "tool", "entity_type", "path", "recognizer", "level"))


MIGRATIONS: list[Migration] = [
    _v1_grants_policy_events_audit,
    _v2_checkpoints_recognizers_indexes,
    _v3_refuse_names_meaning_every,
    _v4_change_events,
    _v5_tool_contracts,
    _v6_quasi_identifiers,
]
SCHEMA_VERSION = len(MIGRATIONS)


def schema_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply the missing migrations up to `target`, each atomically; return the version.

    Refuses (SchemaTooNew) a database whose version is above what this code knows.
    """
    current = schema_version(conn)
    if current > SCHEMA_VERSION:
        raise SchemaTooNew(
            f"the database schema is version {current}; this daemon knows up to {SCHEMA_VERSION}"
        )
    for version in range(current, target):
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Re-read inside the write lock: another process may have migrated meanwhile.
            if schema_version(conn) != version:
                conn.execute("ROLLBACK")
                continue
            MIGRATIONS[version](conn)
            conn.execute(f"PRAGMA user_version = {version + 1}")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    return schema_version(conn)


def sync_known_entity_types(conn: sqlite3.Connection) -> frozenset[str]:
    """Make the table the triggers consult equal to the daemon's entity table plus the types of
    the operator's recognizers (in a txn); returns that set."""
    known = frozenset(known_types(conn))
    conn.execute(
        f"DELETE FROM known_entity_types WHERE entity_type NOT IN ({','.join('?' * len(known))})",
        sorted(known),
    )
    conn.executemany(
        "INSERT OR IGNORE INTO known_entity_types (entity_type) VALUES (?)", [(t,) for t in sorted(known)]
    )
    return known
