"""Consolidation: recalls are recorded and folded, standing decays and gains, superseded memories
and those beyond the budget leave the default views (never deleted, `search --all` finds them),
they come back when the reason goes away, and a second run changes nothing."""

from __future__ import annotations

import datetime as dt
import json

from conftest import json_lines, memtool, ROOT
from memtool.maintenance import consolidate
from memtool.retrieve import context, embed, search
from memtool.store import observations, recalls, standing

P = "/home/dev/api"


def store(conn, **fields) -> int:
    return observations.store(conn, observations.normalise(dict(fields, project=P)))["id"]


def demoted(conn) -> dict[int, tuple]:
    return {r["observation_id"]: (r["demoted_reason"], r["superseded_by"]) for r in conn.execute(
        "SELECT * FROM memory_standing WHERE demoted_at IS NOT NULL")}


def test_recalls_are_recorded_folded_and_explained(conn, cli_env):
    cli_env = dict(cli_env, MEMTOOL_PROJECT=P)
    kept = store(conn, type="gotcha", title="Redis evicts session keys under memory pressure",
                 narrative="maxmemory-policy allkeys-lru dropped login sessions; use volatile-lru.")
    store(conn, type="discovery", title="The billing service reads its rates from rates.yaml",
          narrative="Rates are loaded once at start-up from config/rates.yaml.")
    conn.commit()
    for _ in range(3):
        hits = json_lines(memtool(cli_env, "search", "redis session eviction", "--mode", "fts", ok=True).stdout)
        assert [h["id"] for h in hits] == [kept]
    assert recalls.pending(conn) == 3
    conn.commit()
    summary = json_lines(memtool(cli_env, "consolidate", ok=True).stdout)[-1]
    assert summary["kind"] == "consolidate" and summary["recalls_folded"] == 3 and summary["memories_recalled"] == 1
    assert recalls.pending(conn) == 0
    row = conn.execute("SELECT recalls, recalled_at FROM memory_standing WHERE observation_id = %s",
                       (kept,)).fetchone()
    assert row["recalls"] == 3 and row["recalled_at"] is not None
    conn.commit()
    # --explain shows the consolidation factors next to the ranking ones (this search is the 4th recall)
    (hit,) = json_lines(memtool(cli_env, "search", "redis session eviction", "--mode", "fts", "--explain",
                                ok=True).stdout)
    factors = hit["explain"]
    assert factors["recalls"] == 3 and factors["demoted"] is None and factors["idle_days"] == 0
    assert factors["standing"] > 0.5 and "bm25" in factors and "retention" in factors
    # nothing new: a second run changes nothing but the one recall just made
    again = json_lines(memtool(cli_env, "consolidate", ok=True).stdout)[-1]
    assert again["changed"] == 1 and again["recalls_folded"] == 1
    assert json_lines(memtool(cli_env, "consolidate", ok=True).stdout)[-1]["changed"] == 0


def test_standing_decays_unrecalled_and_rises_with_recalls(conn):
    old = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=360)
    idle = store(conn, title="An old note nobody asked for", narrative="n1", confidence=0.8, created_at=old.isoformat())
    used = store(conn, title="An old note people ask for", narrative="n2", confidence=0.8, created_at=old.isoformat())
    fresh = store(conn, title="A new note", narrative="n3", confidence=0.8)
    conn.commit()
    for _ in range(20):
        recalls.record(conn, [used], "search")
    consolidate.consolidate(conn)
    conn.commit()
    factors = standing.explain(conn, [idle, used, fresh])
    assert factors[idle]["idle_days"] == 360 and abs(factors[idle]["standing"] - 0.2) < 1e-6  # two half-lives
    assert abs(factors[fresh]["standing"] - 0.8) < 1e-6
    assert factors[used]["idle_days"] == 0 and factors[used]["standing"] > factors[fresh]["standing"]
    assert factors[used]["recalls"] == 20


def test_a_later_decision_supersedes_the_earlier_and_stays_findable(conn, cli_env):
    cli_env = dict(cli_env, MEMTOOL_PROJECT=P)
    t0 = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=30)
    first = store(conn, type="decision", title="Sessions are stored in Redis",
                  narrative="We keep user sessions in Redis with a 24 hour expiry.",
                  files_modified=["api/sessions.py"], created_at=t0.isoformat())
    second = store(conn, type="decision", title="Sessions are stored in PostgreSQL, not Redis",
                   narrative="We moved user sessions from Redis to a PostgreSQL table with a 24 hour expiry.",
                   files_modified=["api/sessions.py"], created_at=(t0 + dt.timedelta(days=10)).isoformat())
    other = store(conn, type="decision", title="Invoices are rendered with WeasyPrint",
                  narrative="PDF invoices are rendered from HTML with WeasyPrint.",
                  files_modified=["api/invoices.py"], created_at=t0.isoformat())
    named = store(conn, type="gotcha", title="Deploys need the VPN", narrative="The deploy host is only on the VPN.",
                  created_at=t0.isoformat())
    naming = store(conn, type="gotcha", title="Deploys go through the bastion host",
                   narrative="The VPN is gone; deploys go through bastion.example.com.",
                   metadata={"supersedes": named})
    conn.commit()
    list(embed.embed_missing(conn))
    records = json_lines(memtool(cli_env, "consolidate", "--dry-run", ok=True).stdout)
    assert {(r["id"], r["superseded_by"]) for r in records if r["kind"] == "demote"} == {(first, second),
                                                                                        (named, naming)}
    assert demoted(conn) == {}  # a dry run changed nothing
    conn.commit()
    json_lines(memtool(cli_env, "consolidate", ok=True).stdout)
    assert demoted(conn) == {first: ("superseded", second), named: ("superseded", naming)}
    conn.commit()
    # out of the default views, never deleted: --all and get still find it
    question = "where are user sessions stored redis"
    ids = [h["id"] for h in json_lines(memtool(cli_env, "search", question, ok=True).stdout)]
    assert first not in ids and second in ids
    ids = [h["id"] for h in json_lines(memtool(cli_env, "search", question, "--all", ok=True).stdout)]
    assert first in ids
    assert json_lines(memtool(cli_env, "get", str(first), ok=True).stdout)[0]["deleted_at"] is None
    assert first not in context.build_context(conn, P)["included_ids"]
    conn.commit()
    assert other in context.build_context(conn, P)["included_ids"]
    conn.commit()
    folded = json_lines(memtool(cli_env, "consolidate", ok=True).stdout)[-1]  # the searches above were recalls
    assert folded["memories_recalled"] > 0 and folded["superseded"] == 0 and folded["changed"] == folded["memories_recalled"]
    assert json_lines(memtool(cli_env, "consolidate", ok=True).stdout)[-1]["changed"] == 0  # idempotent
    # the later decision forgotten: the earlier one comes back
    observations.forget(conn, second)
    conn.commit()
    back = json_lines(memtool(cli_env, "consolidate", ok=True).stdout)
    assert [(r["kind"], r["id"]) for r in back if r["kind"] == "restore"] == [("restore", first)]
    assert first not in demoted(conn)


def test_a_budget_keeps_the_most_retained_and_restores_when_raised(conn, cli_env):
    low = [store(conn, type="change", title=f"Bumped dependency number {n}", narrative=f"Minor bump {n}.",
                 importance=0.1) for n in range(6)]
    high = [store(conn, type="gotcha", title=f"Important trap number {n}", narrative=f"Trap {n} bites.",
                  importance=0.9) for n in range(6)]
    conn.commit()
    summary = consolidate.consolidate(conn, consolidate.Settings(budget=8))[-1]
    conn.commit()
    assert summary["projects_over_budget"] == 1 and summary["budget_demoted"] == 4
    gone = set(demoted(conn))
    assert len(gone) == 4 and gone <= set(low)
    hits = search.search(conn, "dependency bump", project=P, mode="fts", limit=20)
    assert {h["id"] for h in hits} == set(low) - gone
    assert {h["id"] for h in search.search(conn, "dependency bump", project=P, mode="fts", limit=20,
                                           include_demoted=True)} == set(low)
    assert consolidate.consolidate(conn, consolidate.Settings(budget=8))[-1]["changed"] == 0
    summary = consolidate.consolidate(conn, consolidate.Settings(budget=100))[-1]
    conn.commit()
    assert summary["budget_restored"] == 4 and demoted(conn) == {}
    assert set(high) <= {h["id"] for h in search.search(conn, "trap", project=P, mode="fts", limit=20)}


def test_supersession_on_a_corpus_of_reversed_decisions(conn):
    """tests/data/supersede_corpus.jsonl: 12 decisions/preferences each reversed later on the same
    subject (same group, order 2 later), and 10 other decisions of the same projects, some on the
    same files. Every demotion must be a reversal (precision 1); most reversals are found."""
    corpus = [json.loads(line) for line in (ROOT / "tests" / "data" / "supersede_corpus.jsonl").read_text().splitlines()]
    start = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=100)
    ids = {}
    for n, item in enumerate(corpus):
        when = start + dt.timedelta(days=30 * (item["order"] - 1), minutes=n)
        fields = {k: v for k, v in item.items() if k not in ("group", "order")}
        ids[store(conn, **fields, created_at=when.isoformat())] = item
    conn.commit()
    list(embed.embed_missing(conn))
    consolidate.consolidate(conn)
    conn.commit()
    found = {(older, by) for older, (reason, by) in demoted(conn).items()}
    truth = {(older, newer) for older, a in ids.items() for newer, b in ids.items()
             if a["group"] == b["group"] and a["order"] == 1 and b["order"] == 2}
    hits = len(found & truth)
    precision, recall = (hits / len(found) if found else 1.0), hits / len(truth)
    print(f"\nsupersession corpus: {len(truth)} reversals, {len(found)} demoted: precision {precision:.3f},"
          f" recall {recall:.3f}")
    assert precision == 1.0 and recall >= 0.5
