"""Knowledge files: valid YAML frontmatter, durable sections (not a changelog), under the cap on a
20k-memory project, byte-identical and untouched when nothing changed."""

from __future__ import annotations

import json
import random
import subprocess

import yaml

from conftest import MEMTOOL
from memtool.keep import knowledge
from memtool.store import observations
from memtool import records

P = "/home/dev/shop"


def frontmatter(text: str) -> dict:
    assert text.startswith("---\n")
    head, _, _ = text[4:].partition("\n---\n")
    return yaml.safe_load(head)


def store(conn, **memory):
    return observations.store(conn, observations.normalise({"project": P, **memory}))["id"]


def test_sections_entries_and_no_rewrite_without_change(conn, tmp_path):
    ids = {
        "build": store(conn, type="discovery", title="Run the tests with make test", importance=0.8,
                       narrative="`make test` runs pytest with the repository settings.", source_event_ids=[3, 4]),
        "fact": store(conn, type="discovery", title="Prices are stored in cents",
                      narrative="Every money column is an integer number of cents."),
        "decision": store(conn, type="decision", title="API versions go in the URL path",
                          narrative="We chose /v1/ prefixes over Accept headers."),
        "gotcha": store(conn, type="gotcha", title="nginx closes idle websockets after 60 s",
                        narrative="The client pings every 30 s.\n\n---\nnot frontmatter"),
        "bugfix": store(conn, type="bugfix", title="Discount rounding fixed in shop/discount.py",
                        narrative="Root cause: round(x, 1) instead of round(x, 2)."),
        "feature": store(conn, type="feature", title="Added a CSV export button", narrative="Changelog material."),
    }
    gone = store(conn, type="gotcha", title="Forgotten gotcha", narrative="x")
    observations.forget(conn, gone)
    store(conn, type="decision", title="Another project's decision", narrative="y", project="/elsewhere")
    conn.commit()

    path = tmp_path / "KNOWLEDGE.md"
    first = knowledge.write(conn, P, path)
    text = path.read_text()
    meta = frontmatter(text)
    assert meta["project"] == P and meta["counts"]["memories"] == 6 and meta["counts"]["entries"] == 5
    assert meta["counts"]["omitted"] == 0 and meta["counts"]["section_gotchas"] == 1
    assert meta["updated"] and first["written"] and first["bytes"] == len(text.encode())
    for title in ("How to build, test and run", "Conventions and decisions", "Gotchas", "Root causes and fixes",
                  "Facts about the code and tools"):
        assert f"\n## {title}\n" in text
    assert "CSV export" not in text and "Forgotten" not in text and "Another project" not in text
    build = next(line for line in text.splitlines() if "make test" in line)
    assert f"memory #{ids['build']}, events 3, 4" in build and "importance 0.80" in build
    assert "\n---\nnot frontmatter" not in text  # stored text cannot open a block of its own
    assert text.index("make test") < text.index("API versions")  # sections in their fixed order

    stamp = path.stat().st_mtime_ns
    again = knowledge.write(conn, P, path)
    assert not again["written"] and path.stat().st_mtime_ns == stamp and path.read_text() == text
    observations.get(conn, [ids["fact"]])  # a recall changes the ranking, not the content here
    conn.commit()
    store(conn, type="preference", title="Use black with 100-character lines", narrative="Formatting.")
    conn.commit()
    assert knowledge.write(conn, P, path)["written"] and "black" in path.read_text()


def bulk_load(conn, count: int) -> None:
    """`count` memories of the project through COPY: mixed types, importances and recall."""
    rng = random.Random(7)
    types = ["discovery", "decision", "gotcha", "bugfix", "preference", "feature", "change", "note"]
    columns = ("project", "type", "title", "narrative", "importance", "confidence", "access_count", "method",
               "content_hash", "source_event_ids")
    with conn.cursor().copy(f"COPY observations ({', '.join(columns)}) FROM STDIN") as copy:
        for n in range(count):
            type_ = types[n % len(types)]
            title = f"Memory {n}: the {type_} about module_{n % 97} and `make target{n % 13}`"
            narrative = " ".join(f"word{rng.randrange(5000)}" for _ in range(rng.randrange(10, 60)))
            copy.write_row((P, type_, title, narrative, round(rng.random(), 2), 0.5, rng.choice([0, 0, 0, 1, 5, 40]),
                            "import", records.observation_hash(P, type_, title, narrative), [n + 1]))
    conn.commit()


def test_a_20k_memory_project_stays_under_the_cap_keeping_the_most_durable(conn, cli_env, tmp_path):
    bulk_load(conn, 20_000)
    out = tmp_path / "shop.md"
    args = [*MEMTOOL, "export", "--format", "knowledge", "--project", P, "--out", str(out)]
    result = subprocess.run(args, env=cli_env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    record = json.loads(result.stdout)
    data = out.read_bytes()
    assert record["written"] and len(data) <= 100 * 1024 and record["bytes"] == len(data)
    assert len(data) > 90 * 1024  # the room is used
    meta = frontmatter(data.decode())
    assert meta["counts"]["memories"] == 20_000
    assert meta["counts"]["entries"] + meta["counts"]["omitted"] == 15_000  # features/changes are no knowledge
    assert meta["counts"]["entries"] == record["entries"] > 100
    # the entries kept are the most important ones
    kept = {int(m) for m in __import__("re").findall(r"memory #(\d+)", data.decode())}
    importance = {r["id"]: r["importance"] for r in conn.execute(
        "SELECT id, importance FROM observations WHERE type NOT IN ('feature', 'change')")}
    conn.commit()
    left_out = [v for k, v in importance.items() if k not in kept]
    assert min(importance[k] for k in kept) >= sorted(left_out)[-1] - 0.35
    assert sum(importance[k] for k in kept) / len(kept) > 0.85

    stamp = out.stat().st_mtime_ns
    again = subprocess.run(args, env=cli_env, capture_output=True, text=True)
    assert again.returncode == 0 and json.loads(again.stdout)["written"] is False
    assert out.stat().st_mtime_ns == stamp and out.read_bytes() == data
    stdout = subprocess.run(args[:-2], env=cli_env, capture_output=True, text=True)
    assert stdout.stdout.encode() == data  # without --out: the same bytes on stdout


def test_a_section_of_agents_md_never_touches_the_users_text(conn, cli_env, tmp_path):
    store(conn, type="gotcha", title="nginx closes idle websockets after 60 s", narrative="Ping every 30 s.")
    conn.commit()
    agents = tmp_path / "AGENTS.md"
    mine = "# My project\n\nRules I wrote myself.\nNo trailing newline"
    agents.write_text(mine)
    args = [*MEMTOOL, "export", "--format", "knowledge", "--project", P, "--into", str(agents)]
    first = subprocess.run(args, env=cli_env, capture_output=True, text=True)
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout)["written"]
    text = agents.read_text()
    assert text.startswith(mine + "\n\n" + knowledge.BEGIN) and text.endswith(knowledge.END + "\n")
    assert "nginx closes idle websockets" in text and "---\nproject:" not in text
    assert "\n### Gotchas\n" in text  # a section of the document, not a document

    agents.write_text(text + "\nMore of my own text after the block.\n")  # the user keeps editing
    edited = agents.read_text()
    again = subprocess.run(args, env=cli_env, capture_output=True, text=True)
    assert json.loads(again.stdout)["written"] is False and agents.read_text() == edited
    store(conn, type="decision", title="API versions go in the URL path", narrative="/v1/ prefixes.")
    conn.commit()
    third = subprocess.run(args, env=cli_env, capture_output=True, text=True)
    assert json.loads(third.stdout)["written"] is True
    updated = agents.read_text()
    assert updated.startswith(mine + "\n\n") and updated.endswith("\nMore of my own text after the block.\n")
    assert "API versions go in the URL path" in updated and updated.count(knowledge.END) == 1

    broken = tmp_path / "CLAUDE.md"
    broken.write_text(f"mine\n{knowledge.BEGIN}\nhalf a block\n")
    refused = subprocess.run([*args[:-1], str(broken)], env=cli_env, capture_output=True, text=True)
    assert refused.returncode == 1 and "unbalanced" in refused.stderr
    assert broken.read_text() == f"mine\n{knowledge.BEGIN}\nhalf a block\n"
