from memtool.store import migrations


def test_schema_has_the_tables_later_stages_need(conn):
    tables = {r["tablename"] for r in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname='public'")}
    assert {"events", "sessions", "observations", "observation_versions", "embeddings", "summaries",
            "event_queue", "memtool_migrations"} <= tables
    exts = {r["extname"] for r in conn.execute("SELECT extname FROM pg_extension")}
    assert {"vector", "pg_trgm"} <= exts


def test_migrate_is_idempotent(conn):
    assert migrations.pending(conn) == []
    assert migrations.migrate(conn) == []
    versions = [r["version"] for r in conn.execute("SELECT version FROM memtool_migrations ORDER BY 1")]
    assert versions == [m[0] for m in migrations.available()]


def test_events_are_append_only(conn):
    import psycopg
    import pytest

    conn.execute("""INSERT INTO events (event_key, project, source, event_type, payload, content_hash, occurred_at)
                    VALUES ('k', '/p', 'memtool', 'note', '{}', 'h', now())""")
    conn.commit()
    with pytest.raises(psycopg.errors.RaiseException):
        conn.execute("UPDATE events SET project = '/q'")
    conn.rollback()
    with pytest.raises(psycopg.errors.RaiseException):
        conn.execute("DELETE FROM events")
    conn.rollback()
    conn.execute("SET LOCAL memtool.allow_purge = 'on'")
    assert conn.execute("DELETE FROM events").rowcount == 1


def test_observation_updates_keep_the_previous_version(conn):
    row = conn.execute("""INSERT INTO observations (project, type, title, narrative, method, content_hash)
                          VALUES ('/p', 'note', 'first', 'one', 'import', 'h1') RETURNING id""").fetchone()
    conn.execute("UPDATE observations SET title = 'second' WHERE id = %s", (row["id"],))
    conn.execute("UPDATE observations SET access_count = access_count + 1 WHERE id = %s", (row["id"],))
    versions = conn.execute("SELECT version, snapshot FROM observation_versions WHERE observation_id = %s",
                            (row["id"],)).fetchall()
    assert [(v["version"], v["snapshot"]["title"]) for v in versions] == [(1, "first")]
    assert conn.execute("SELECT version FROM observations WHERE id=%s", (row["id"],)).fetchone()["version"] == 2


def test_embedded_server_is_sized_for_search(pg_admin):
    """memtool's own server gets more than PostgreSQL's default 128 MB of shared buffers, and no JIT."""
    import os

    import psycopg

    if os.environ.get("MEMTOOL_TEST_DATABASE_URL"):
        return  # an external server is configured by its owner
    with psycopg.connect(pg_admin) as conn:
        setting = conn.execute("SELECT setting::bigint * 8 / 1024 AS mb FROM pg_settings"
                               " WHERE name = 'shared_buffers'").fetchone()[0]
        jit = conn.execute("SELECT current_setting('jit')").fetchone()[0]
    assert setting > 128
    assert jit == "off"


def test_schema_6_gives_existing_vectors_their_project(pg_admin, monkeypatch):
    """A database from before schema 6 (vectors without a project) is upgraded in place."""
    import itertools
    import os

    import psycopg
    from psycopg.rows import dict_row

    name = f"memtool_test_upgrade_{os.getpid()}"
    with psycopg.connect(pg_admin, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        with psycopg.connect(psycopg.conninfo.make_conninfo(pg_admin, dbname=name), row_factory=dict_row) as conn:
            everything = migrations.available()
            monkeypatch.setattr(migrations, "available", lambda: [m for m in everything if m[0] <= 5])
            migrations.migrate(conn)
            obs = conn.execute("""INSERT INTO observations (project, type, title, narrative, method, content_hash)
                                  VALUES ('/old', 'note', 't', 'n', 'import', 'h') RETURNING id""").fetchone()["id"]
            conn.execute("INSERT INTO embeddings (observation_id, model, content_hash, embedding)"
                         " VALUES (%s, 'm', 'h', %s::vector)", (obs, "[" + ",".join(itertools.repeat("0.1", 3)) + "]"))
            conn.commit()
            monkeypatch.setattr(migrations, "available", lambda: everything)
            assert any("0006" in applied or "project_vectors" in applied for applied in migrations.migrate(conn))
            assert conn.execute("SELECT project FROM embeddings").fetchone()["project"] == "/old"
    finally:
        with psycopg.connect(pg_admin, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
