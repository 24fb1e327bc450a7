"""dedup on a corpus of realistic developer memories (tests/data/dedup_corpus.jsonl): paraphrased
duplicates (same `group`) merge, distinct-but-similar memories stay apart, and undoing every merge
gives back the exact database (export byte-identical)."""

from __future__ import annotations

import itertools
import json

import pytest

from conftest import memtool, ROOT
from memtool.maintenance import dedup
from memtool.retrieve import embed
from memtool.keep import export
from memtool.store import observations
from memtool import records

P = "/home/dev/shop"
CORPUS = ROOT / "tests" / "data" / "dedup_corpus.jsonl"


def load(conn) -> dict[int, str]:
    """Store the corpus; return {observation id: group}."""
    groups = {}
    for line in CORPUS.read_text().splitlines():
        item = json.loads(line)
        group = item.pop("group")
        stored = observations.store(conn, observations.normalise(dict(item, project=P)))
        groups[stored["id"]] = group
    conn.commit()
    list(embed.embed_missing(conn))
    return groups


def dump(conn) -> str:
    return "".join(records.dumps(r) + "\n" for r in export.export(conn, include_deleted=True))


def pairs(sets) -> set[tuple[int, int]]:
    return {tuple(sorted(p)) for members in sets for p in itertools.combinations(members, 2)}


def scores(groups: dict[int, str], merges: list[dict]) -> tuple[float, float, int, int]:
    truth = pairs([[i for i, g in groups.items() if g == name] for name in set(groups.values())])
    found = pairs([[m["kept"], *m["merged"]] for m in merges])
    hits = len(truth & found)
    return (hits / len(found) if found else 1.0), hits / len(truth), len(found), len(truth)


def test_duplicates_merge_distinct_memories_stay_and_undo_restores_exactly(conn):
    groups = load(conn)
    before = dump(conn)
    merges = list(dedup.dedup(conn, project=P))
    precision, recall, found, truth = scores(groups, merges)
    print(f"\ndedup corpus: {len(groups)} memories, {truth} duplicate pairs; merged {found} pairs: "
          f"precision {precision:.3f}, recall {recall:.3f}")
    assert precision >= 0.95 and recall >= 0.5
    live = {r["id"] for r in conn.execute("SELECT id FROM observations WHERE deleted_at IS NULL")}
    distinct = [i for i, g in groups.items() if g.startswith("d-")]
    assert set(distinct) <= live  # no distinct-but-similar memory was merged away
    assert dump(conn) != before

    list(embed.embed_missing(conn))  # the kept ones changed: re-embedded, as in real use
    for merge in reversed(merges):
        record = dedup.undo(conn, merge["merge_id"])
        conn.commit()
        assert record["restored"] == merge["merged"]
    assert dump(conn) == before
    assert conn.execute("SELECT count(*) AS n FROM merges WHERE undone_at IS NULL").fetchone()["n"] == 0
    # the restored memories get vectors of their own text again, and dedup finds the same groups
    list(embed.embed_missing(conn))
    again = list(dedup.dedup(conn, project=P))
    assert [(m["kept"], m["merged"]) for m in again] == [(m["kept"], m["merged"]) for m in merges]


def test_undo_refuses_after_a_later_change_and_twice(conn, cli_env):
    groups = load(conn)
    (first, *_) = merges = list(dedup.dedup(conn, project=P))
    assert merges
    observations.get(conn, [first["kept"]])  # a read is not a change
    conn.commit()
    result = memtool(cli_env, "dedup", "--undo", str(first["merge_id"]))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["kind"] == "unmerge"
    (kept,) = observations.fetch(conn, [first["kept"]])
    assert kept["access_count"] == 1  # the read after the merge is kept
    again = memtool(cli_env, "dedup", "--undo", str(first["merge_id"]))
    assert again.returncode == 1 and "already undone" in again.stderr

    second = merges[1]
    observations.update(conn, second["kept"], {"narrative": "edited by hand after the merge"})
    conn.commit()
    with pytest.raises(Exception, match="changed after merge"):
        dedup.undo(conn, second["merge_id"])
    conn.rollback()
    missing = memtool(cli_env, "dedup", "--undo", "999999")
    assert missing.returncode == 1 and "not found" in missing.stderr
