"""dedup: near-duplicate observations merge into the oldest; distinct ones stay; reruns are no-ops."""

from __future__ import annotations

import json

from click.testing import CliRunner
from conftest import json_lines, memtool

from memtool.maintenance import dedup
from memtool.retrieve import embed
from memtool.store import observations, similar
from memtool.adapters.cli import cli

P = "/repo/dedup"
MEMORIES = [
    {"title": "JWT refresh failed after key rotation", "type": "bugfix", "facts": ["keys rotate weekly"],
     "narrative": "Refresh tokens were rejected after the signing key rotated; fixed by looking keys up by kid.",
     "files_modified": ["auth/jwt.py"], "importance": 0.6},
    {"title": "JWT refresh broke after key rotation", "type": "bugfix", "facts": ["kid header is required"],
     "narrative": "After the signing key rotated, refresh tokens were rejected; the fix looks keys up by kid.",
     "files_modified": ["auth/keys.py"], "importance": 0.9},
    {"title": "JWT access tokens expire after 15 minutes", "type": "bugfix",
     "narrative": "Access tokens are short-lived; refresh them with the refresh endpoint."},
    {"title": "Use pytest fixtures", "type": "preference",
     "narrative": "The user prefers pytest fixtures over unittest classes."},
]


def load(conn, project=P):
    ids = [observations.store(conn, observations.normalise(dict(m, project=project)))["id"] for m in MEMORIES]
    conn.commit()
    list(embed.embed_missing(conn))
    return ids


def test_paraphrases_merge_into_the_oldest_and_distinct_memories_stay(conn):
    first, second, related, other = load(conn)
    load(conn, project="/repo/elsewhere")  # the same texts in another project are not duplicates of these
    preview = list(dedup.dedup(conn, project=P, dry_run=True))
    assert [(m["kept"], m["merged"]) for m in preview] == [(first, [second])]
    assert len(observations.fetch(conn, [first, second])) == 2  # dry run changed nothing

    (merge,) = dedup.dedup(conn, project=P)
    assert merge["kept"] == first and merge["merged"] == [second] and merge["similarity"] >= 0.92
    (kept,) = observations.fetch(conn, [first])
    assert kept["facts"] == ["keys rotate weekly", "kid header is required"]
    assert kept["files_modified"] == ["auth/jwt.py", "auth/keys.py"] and kept["importance"] == 0.9
    (gone,) = observations.fetch(conn, [second], include_deleted=True)
    assert gone["deleted_at"] is not None and gone["metadata"]["merged_into"] == first
    assert [o["id"] for o in observations.fetch(conn, [related, other])] == [related, other]
    elsewhere = conn.execute("SELECT count(*) AS n FROM observations WHERE project = '/repo/elsewhere'"
                             " AND deleted_at IS NULL").fetchone()["n"]
    assert elsewhere == 4
    list(embed.embed_missing(conn))  # the merged observation changed: re-embedded
    assert list(dedup.dedup(conn, project=P)) == []  # idempotent


def test_cli_reads_embed_output_and_passes_other_records_through(conn):
    first, second, _, _ = load(conn)
    lines = "\n".join([json.dumps({"kind": "embedding", "observation_id": second, "model": "m"}),
                       json.dumps({"kind": "summary", "session_id": "s"})])
    result = CliRunner().invoke(cli, ["dedup", "--project", P], input=lines)
    assert result.exit_code == 0, result.output
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert out[0] == {"kind": "summary", "session_id": "s"}
    assert out[1]["kind"] == "merge" and out[1]["kept"] == first and out[1]["merged"] == [second]


def test_an_empty_stdin_scans_the_project_as_a_terminal_does(conn, cli_env):
    """cron runs `memtool dedup </dev/null`: nothing on stdin is no list of records to check, so
    the project is scanned; `-` names stdin, and then its (empty) records are all that is checked."""
    first, second, _, _ = load(conn)
    named = memtool(cli_env, "dedup", "--project", P, "--dry-run", "-", ok=True)
    assert json_lines(named.stdout) == []
    scanned = memtool(cli_env, "dedup", "--project", P, ok=True)  # stdin is /dev/null
    (merge,) = json_lines(scanned.stdout)
    assert merge["kind"] == "merge" and (merge["kept"], merge["merged"]) == (first, [second])
    assert "1 groups, 1 observations merged" in scanned.stderr


def test_memories_naming_different_files_or_commands_stay_apart(conn):
    """Same words, other specifics: another file, another command, another port."""
    pairs = [
        ({"title": "Fix shop/discount_0.py — the discount for order type 0 is rounded wrong", "type": "bugfix",
          "narrative": "Edited shop/discount_0.py: round to cents.", "files_modified": ["shop/discount_0.py"]},
         {"title": "Fix shop/discount_1.py — the discount for order type 1 is rounded wrong", "type": "bugfix",
          "narrative": "Edited shop/discount_1.py: round to cents.", "files_modified": ["shop/discount_1.py"]}),
        ({"title": "`pytest tests/test_orders.py` fails on the rounding assertion", "type": "discovery",
          "narrative": "The orders tests fail: assert 9.99 == 10.0."},
         {"title": "`pytest tests/test_invoices.py` fails on the rounding assertion", "type": "discovery",
          "narrative": "The invoices tests fail: assert 9.99 == 10.0."}),
        ({"title": "Dev database listens on port 5433", "type": "discovery",
          "narrative": "docker compose starts PostgreSQL on port 5433."},
         {"title": "Dev database listens on port 5434", "type": "discovery",
          "narrative": "docker compose starts PostgreSQL on port 5434."}),
    ]
    for a, b in pairs:
        for memory in (a, b):
            observations.store(conn, observations.normalise(dict(memory, project=P)))
    conn.commit()
    list(embed.embed_missing(conn))
    assert list(dedup.dedup(conn, project=P, dry_run=True)) == []
    # one names more than the other, nothing contradicts
    assert dedup.different_specifics("Frontend needs Node 20", "Node.js 20 is required for the frontend") is False


def test_exact_neighbours_in_memory_are_the_nearest_pairs_of_the_sql_join(conn, monkeypatch):
    """neighbours.Nearest (many starting points compared in memory) finds what similar.NEAREST_PAIRS
    finds (an exact scan in a project this small): the same k nearest, the same similarities,
    whether every memory of the project is asked about (each pair computed once) or a few."""
    from psycopg import sql

    from memtool.maintenance import neighbours

    extra = ["Run the test suite with make test", "The staging database is Postgres 16",
             "Deploys go through the release branch", "Log rotation keeps 14 days",
             "The CLI prints JSON lines", "Refresh tokens live 30 days"]
    ids = load(conn) + [observations.store(conn, observations.normalise(
        {"title": t, "type": "discovery", "narrative": t + ".", "project": P}))["id"] for t in extra]
    conn.commit()
    list(embed.embed_missing(conn))
    load(conn, project="/repo/elsewhere")  # other projects' vectors are never neighbours
    model = embed.model_name()
    query = sql.SQL("SELECT a.id AS a, b.id AS b, n.sim" + similar.NEAREST_PAIRS +
                    " WHERE a.id = ANY(%(ids)s) AND n.sim >= %(min)s").format(
        model=sql.Literal(model), dim=sql.Literal(384), project=sql.Literal(P), k=sql.Literal(3))
    for asked, min_sim, compact_at in ((ids, -1.0, 4_000_000), (ids[::3], 0.3, 4_000_000), (ids, 0.3, 4_000_000),
                                       (ids, -1.0, 0), (ids[::3], -1.0, 0)):
        # (compact_at 0: every memory's list cut to its k best after each block, as with very
        # many similar memories)
        monkeypatch.setattr(neighbours, "COMPACT_AT", compact_at)
        monkeypatch.setattr(neighbours, "BLOCK_CELLS", 3 * 20)  # blocks of 3 memories
        expected = {(r["a"], r["b"]): r["sim"] for r in conn.execute(query, {"ids": asked, "min": min_sim})}
        found = {(a, b): sim for a, b, sim in neighbours.Nearest(conn, model).pairs(P, asked, 3, min_sim)}
        assert found.keys() == expected.keys() and expected
        assert all(abs(found[pair] - expected[pair]) < 1e-5 for pair in found)
