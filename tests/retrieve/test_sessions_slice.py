"""A slice of the sessions benchmark through the real CLI: two recorded sessions are replayed as
hook events, distilled, and each question is searched; the full text of every hit (`memtool get
REF`, observation or event) must hold all of a question's needles for it to count (see
tests/fixtures/sessions/README.md and bench/RESULTS.md, "sessions recall")."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import subprocess
import sys

from conftest import FIXTURES, json_lines, memtool, ROOT

SESSIONS = FIXTURES / "sessions"
BENCH = ROOT / "bin" / "bench-sessions"


def bench_module():
    loader = importlib.machinery.SourceFileLoader("bench_sessions", str(BENCH))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader("bench_sessions", loader))
    loader.exec_module(module)
    return module


def full_text(record: dict) -> str:
    return " \n".join([record.get("title") or "", record.get("narrative") or "", record.get("text") or "",
                       *map(str, record.get("facts") or []), *map(str, record.get("files_read") or []),
                       *map(str, record.get("files_modified") or [])]).lower()


def test_recorded_sessions_answer_their_questions(cli_env, tmp_path):
    spec = json.loads((SESSIONS / "facts_spec.json").read_text())
    projects = {}
    for name in sorted({q["session"] for q in spec}):
        path = SESSIONS / name
        projects[name] = json.loads(path.read_text().splitlines()[0])["cwd"]
        memtool(cli_env, "ingest", "-q", str(path), ok=True)
    memtool(cli_env, "compress", "--pending", "--llm", "none", ok=True)
    queries = "".join(json.dumps({"query_id": i, "query": q["question"], "project": projects[q["session"]],
                                  "limit": 10, "mode": "fts"}) + "\n" for i, q in enumerate(spec))
    results = json_lines(memtool(cli_env, "search", input=queries, ok=True).stdout)
    assert {r["source"] for r in results} == {"observation", "event"}
    ranked: dict[int, list[str]] = {}
    for r in results:
        ranked.setdefault(r["query_id"], []).append(r["ref"])
    # before `get` below: reading a memory counts as an access, a prior of its score (search.py)
    check_leave_one_repository_out(cli_env, tmp_path, ranked)
    refs = sorted({ref for refs in ranked.values() for ref in refs})
    fetched = json_lines(memtool(cli_env, "get", "--all-projects", *refs, ok=True).stdout)
    assert len(fetched) == len(refs)
    text = dict(zip(refs, map(full_text, fetched)))
    answered = []
    for i, q in enumerate(spec):
        needles = [n[0].lower() for n in q["needles"]]
        if any(all(n in text[ref] for n in needles) for ref in ranked.get(i, [])):
            answered.append(i)
    # Two of the four are answerable from one captured event (the fix's `sed` command; the Read
    # of fields.py); the other two need facts spread over several events.
    assert len(answered) >= 2, answered
    # The session digest holds each answer and is ranked as its session (session_rank.py): first.
    first = [i for i in range(len(spec)) if ranked.get(i) and all(
        n[0].lower() in text[ranked[i][0]] for n in spec[i]["needles"])]
    assert len(first) >= 3, first
    # The injected block answers every question verbatim: the digest's answering parts are shown
    # (focus.py), and commands keep their `->`, `>` and `&&` (only `<` is escaped).
    for i, q in enumerate(spec):
        block = memtool(cli_env, "context", "--query", "-", "--project", projects[q["session"]], input=q["question"],
                        ok=True).stdout
        assert len(block.removesuffix("\n")) <= 4000  # the block (the CLI ends it with a newline)
        missing = [n[0] for n in q["needles"] if n[0].lower() not in block.lower()]
        assert not missing, (q["question"], missing, block)


def check_leave_one_repository_out(cli_env, tmp_path, ranked: dict[int, list[str]]) -> None:
    """bin/bench-sessions re-ranks in process what the CLI ranked: each question's candidates of
    both tiers are collected once (a real subprocess on the same database), fused again with
    the shipped constants they give the CLI's ranking back, and a fold fitted without one
    repository scores that repository."""
    out = tmp_path / "candidates.json"
    done = subprocess.run([sys.executable, str(BENCH), "--collect", str(SESSIONS), str(out)], env=cli_env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    items = json.loads(out.read_text())
    assert len(items) == 4 and all({c["tier"] for c in item["candidates"]} == {"observation", "event"}
                                   for item in items)
    # every candidate names its session (session-aware fusion experiments compare a digest with its session's parts)
    # but the project's layout memory (distil/layout.py), merged across sessions: at most one per question
    assert all(c["session"] for item in items for c in item["candidates"] if c["tier"] == "event")
    assert all(sum(not c["session"] for c in item["candidates"]) <= 1 for item in items)
    bench = bench_module()
    from memtool.retrieve import fusion

    shipped = {k: getattr(fusion.DEFAULT, k) for k in bench.GRID}
    for item in items:
        refs = [c["ref"] for c in bench.fused(item, shipped)[:10]]
        assert refs == ranked[item["q"]], (item["question"], refs, ranked[item["q"]])
    by_repo: dict[str, list[dict]] = {}
    for item in items:
        by_repo.setdefault(item["repo"], []).append(item)
    assert len(by_repo) == 2
    points, per_repo = bench.grid_scores(by_repo, {"vocabulary": fusion.DEFAULT.vocabulary})
    # the grid's numpy arithmetic (specific_margin's moves included) ranks as fusion.ranked does
    for index in range(0, len(points), 97):
        for repo, mine in by_repo.items():
            expected = sum(1 for item in mine if bench.first_hit(item, points[index]) == 1) / len(mine)
            assert per_repo[repo]["hit@1"][index] == expected, (points[index], repo)
    assert any(constants["specific_margin"] >= 0 for constants in points[::97])
    sizes = {repo: len(mine) for repo, mine in by_repo.items()}
    for left_out in by_repo:
        constants = bench.fit([(points, per_repo)], [r for r in by_repo if r != left_out], sizes)
        assert all(constants[k] in bench.GRID[k] for k in bench.GRID)
        assert constants["vocabulary"] == fusion.DEFAULT.vocabulary  # collected with the shipped share only
        firsts = [bench.first_hit(item, constants) for item in by_repo[left_out]]
        assert any(firsts), (left_out, constants)  # the other repository's fit still finds an answer
