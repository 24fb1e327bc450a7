import datetime as dt
import json
import re

import pytest
from click.testing import CliRunner

from conftest import memtool
from memtool.retrieve import embed, search, search_batch, timeline
from memtool.store import observations, termstats
from memtool.adapters.cli import cli
from memtool.retrieve.embedder import DEFAULT_MODEL
from memtool.errors import InputError, ModelUnavailable, NotFound

P = "/repo/app"

CORPUS = [
    dict(type="bugfix", title="JWT refresh tokens expired early",
         narrative="Access tokens were rejected a minute after refresh because the auth middleware compared "
                   "expiry against local time; clock skew fixed with 120 s leeway.",
         files_modified=["/repo/app/src/auth/middleware.py"], session_id="s1"),
    dict(type="decision", title="Use PostgreSQL advisory locks for the cron jobs",
         narrative="Chose pg_advisory_lock over a lock file so concurrent maintenance runs on several hosts "
                   "never overlap.", files_read=["/repo/app/ops/cron.py"], session_id="s1"),
    dict(type="gotcha", title="pytest fixtures leak the event loop",
         narrative="Async fixtures with session scope reuse a closed event loop; mark them function scoped.",
         files_modified=["/repo/app/tests/conftest.py"], session_id="s2"),
    dict(type="discovery", title="The CSV importer is slow on large files",
         narrative="Parsing 2 GB exports takes 40 minutes because every row is committed separately; "
                   "batching commits would fix it.", files_read=["/repo/app/src/importer/csv.py"], session_id="s2"),
    dict(type="preference", title="User wants tabs in Makefiles only",
         narrative="Spaces everywhere except Makefiles; never reformat unrelated files.", session_id="s3"),
    dict(type="feature", title="Dark mode toggle in settings page",
         narrative="Added a theme switch stored in local storage; CSS variables drive the palette.",
         files_modified=["/repo/app/web/settings.tsx"], session_id="s3"),
    dict(type="change", title="Upgraded Django to 5.1",
         narrative="Dependency bump; removed deprecated url() calls.", session_id="s4"),
    dict(type="note", title="Staging database credentials rotate monthly",
         narrative="Ask ops for the new password on the first Monday.", session_id="s4"),
]


def _store(conn, record, project=P):
    result = observations.store(conn, observations.normalise(dict(record, project=record.get("project", project))))
    return result["id"]


@pytest.fixture(scope="session")
def embedder():
    model = embed.default_embedder()
    model.load()
    return model


@pytest.fixture
def corpus(conn, embedder):
    start = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)
    ids = []
    for i, record in enumerate(CORPUS):
        ids.append(_store(conn, dict(record, created_at=(start + dt.timedelta(days=i)).isoformat())))
    other = _store(conn, dict(title="JWT refresh in another project", narrative="Other project's jwt notes.",
                              type="note"), project="/repo/other")
    shared = _store(conn, dict(title="Global: always run the linter before committing",
                               narrative="Applies to every repository (jwt included).", is_global=True,
                               type="preference"), project="/repo/other")
    conn.commit()
    list(embed.embed_missing(conn, embedder=embedder))
    return {"ids": ids, "other": other, "global": shared}


def ids_of(results):
    return [r["id"] for r in results]


def test_keyword_query_ranks_the_matching_memory_first(conn, corpus):
    results = search.search(conn, "jwt refresh expired", project=P)
    assert results[0]["id"] == corpus["ids"][0]
    first = results[0]
    assert set(first) >= {"kind", "rank", "id", "created_at", "project", "type", "title", "snippet", "score",
                          "metadata", "mode"}
    assert first["mode"] == "hybrid" and first["rank"] == 1 and "\n" not in first["snippet"]
    scores = [r["score"] for r in results]
    assert scores == sorted(scores, reverse=True)


def test_paraphrase_finds_memories_through_vectors(conn, corpus):
    # Hardly a word in common with "pytest fixtures leak the event loop": vectors carry it.
    results = search.search(conn, "asynchronous test setup reuses a closed loop", project=P, limit=3)
    assert corpus["ids"][2] in ids_of(results)[:2]
    vector_only = search.search(conn, "slow bulk data ingestion", project=P, mode="vector", limit=3)
    assert corpus["ids"][3] in ids_of(vector_only)


def test_or_semantics_extra_words_do_not_empty_the_result(conn, corpus):
    results = search.search(conn, "advisory locks zebra quantum", project=P, mode="fts")
    assert ids_of(results)[0] == corpus["ids"][1]


def test_scope_is_project_plus_global_and_never_deleted(conn, corpus):
    found = ids_of(search.search(conn, "jwt", project=P, limit=50, mode="fts"))
    assert corpus["global"] in found and corpus["other"] not in found
    everywhere = ids_of(search.search(conn, "jwt", project=None, limit=50, mode="fts"))
    assert corpus["other"] in everywhere
    observations.forget(conn, corpus["ids"][0])
    conn.commit()
    for mode in search.MODES:
        assert corpus["ids"][0] not in ids_of(search.search(conn, "jwt refresh", project=P, mode=mode, limit=50))


def test_filters(conn, corpus):
    ids = corpus["ids"]
    assert ids_of(search.search(conn, "jwt locks fixtures", project=P, types=["gotcha"])) == [ids[2]]
    since = search.search(conn, "the", project=P, since="2026-01-05", limit=50, mode="vector")
    assert since and all(r["created_at"] >= "2026-01-05" for r in since)
    until = search.search(conn, "jwt refresh locks", project=P, until="2026-01-01T12:00:00Z", limit=50)
    assert ids_of(until) == [ids[0]]
    assert ids_of(search.search(conn, "fixtures", project=P, file="/repo/app/tests/conftest.py")) == [ids[2]]
    assert ids_of(search.search(conn, "csv importer", project=P, file="src/importer/csv.py")) == [ids[3]]
    assert ids_of(search.search(conn, "importer", project=P, file="src/auth/middleware.py")) == [ids[0]]
    assert set(ids_of(search.search(conn, "settings", project=P, session="s3", limit=50))) == {ids[4], ids[5]}


def test_limit_is_capped_and_validated(conn, corpus):
    assert search.clamp_limit(10_000) == search.MAX_LIMIT
    assert len(search.search(conn, "the jwt locks fixtures importer", project=P, limit=2)) == 2
    with pytest.raises(InputError):
        search.search(conn, "   ", project=P)
    with pytest.raises(InputError):
        search.search(conn, "x", project=P, mode="semantic")


def test_explain_shows_every_factor(conn, corpus):
    result = search.search(conn, "advisory lock cron", project=P, explain=True)[0]
    factors = result["explain"]
    assert {"bm25", "bm25_norm", "cosine", "cosine_norm", "recency", "importance", "type_bonus", "neighbour",
            "access", "w_fts", "w_vector"} <= set(factors)
    assert factors["bm25"] > 0 and factors["cosine"] > 0
    assert factors["type_bonus"] > 0  # a decision


def test_search_is_read_only(conn, corpus):
    search.search(conn, "jwt", project=P)
    conn.commit()
    counts = {r["access_count"] for r in conn.execute("SELECT access_count FROM observations")}
    assert counts == {0}


def test_importance_and_access_priors_break_ties(conn, embedder):
    a = _store(conn, dict(title="deploy checklist", narrative="run migrations then restart workers", importance=0.2))
    b = _store(conn, dict(title="deploy checklist", narrative="restart workers then run migrations", importance=0.9))
    conn.commit()
    list(embed.embed_missing(conn, embedder=embedder))
    assert ids_of(search.search(conn, "deploy checklist", project=P, mode="fts"))[:2] == [b, a]


def test_falls_back_to_full_text_when_nothing_is_embedded(conn):
    obs = _store(conn, dict(title="Redis eviction policy", narrative="allkeys-lru chosen for the cache"))
    conn.commit()
    outcome = search.search_outcome(conn, "redis eviction", project=P)
    assert outcome.mode == "fts" and ids_of(outcome.results) == [obs]
    assert "embed --missing" in outcome.notices[0]
    assert outcome.results[0]["mode"] == "fts" and outcome.results[0]["notice"]


def test_falls_back_to_full_text_when_the_model_is_unavailable(conn, corpus):
    broken = embed.Embedder(DEFAULT_MODEL)
    broken._query_encoder = lambda: (_ for _ in ()).throw(
        ModelUnavailable("model file missing", "reinstall"))
    outcome = search.search_outcome(conn, "jwt refresh", project=P, embedder=broken)
    assert outcome.mode == "fts" and outcome.results[0]["id"] == corpus["ids"][0]
    assert "unavailable" in outcome.notices[0]


def test_batch_search_carries_query_ids(conn, corpus):
    queries = [{"query_id": "a", "query": "jwt refresh", "limit": 1},
               {"query_id": "b", "query": "jwt", "project": "/repo/other", "limit": 5, "mode": "fts"},
               {"query": "advisory locks", "limit": 1}]
    results = list(search_batch.search_batch(conn, queries, project=P))
    by_query = {}
    for r in results:
        by_query.setdefault(r["query_id"], []).append(r["id"])
    assert by_query["a"] == [corpus["ids"][0]]
    assert corpus["other"] in by_query["b"] and corpus["ids"][0] not in by_query["b"]
    assert by_query[3] == [corpus["ids"][1]]  # default query_id: the line number


def test_batch_bad_query_is_strict_unless_ignored(conn, corpus):
    queries = [{"query_id": 1, "query": "jwt"}, {"query_id": 2}, {"query_id": 3, "query": "locks"}]
    with pytest.raises(InputError) as err:
        list(search_batch.search_batch(conn, queries, project=P))
    assert err.value.line == 2
    out = list(search_batch.search_batch(conn, queries, project=P, ignore_errors=True, limit=1))
    assert [r["kind"] for r in out] == ["result", "error", "result"] and out[1]["query_id"] == 2


def test_timeline_is_chronological_within_the_project(conn, corpus):
    ids = corpus["ids"]
    rows = timeline.around(conn, ids[3], before=2, after=10)
    assert [r["id"] for r in rows] == ids[1:]
    assert [r["position"] for r in rows] == list(range(-2, len(ids) - 3))
    assert [r["anchor"] for r in rows].count(True) == 1 and rows[2]["id"] == ids[3]
    assert corpus["other"] not in [r["id"] for r in rows]
    with pytest.raises(NotFound):
        timeline.around(conn, ids[0], project="/repo/other")


def test_cli_search_table_get_and_timeline(database_url, conn, corpus):
    runner = CliRunner()
    env = {"MEMTOOL_PROJECT": P}
    result = runner.invoke(cli, ["search", "jwt refresh", "-n", "2"], env=env)
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert rows[0]["id"] == corpus["ids"][0] and len(rows) == 2
    table = runner.invoke(cli, ["search", "jwt refresh", "--table"], env=env)
    assert "JWT refresh tokens expired early" in table.stdout and "score" in table.stdout

    got = runner.invoke(cli, ["get", str(corpus["ids"][0])], env=env)
    assert got.exit_code == 0
    full = json.loads(got.stdout)
    assert full["narrative"].startswith("Access tokens") and full["access_count"] == 1
    missing = runner.invoke(cli, ["get", "999999"], env=env)
    assert missing.exit_code == 1 and "999999" in missing.stderr

    timeline = runner.invoke(cli, ["timeline", str(corpus["ids"][1]), "--before", "1", "--after", "1"], env=env)
    assert [json.loads(line)["position"] for line in timeline.stdout.splitlines()] == [-1, 0, 1]

    batch = runner.invoke(cli, ["search"], env=env, input='{"query_id": "q1", "query": "dark mode"}\n')
    assert batch.exit_code == 0 and json.loads(batch.stdout.splitlines()[0])["query_id"] == "q1"


def test_acceptance_import_embed_search_and_fallback(cli_env, tmp_path):
    records = [dict(r, project=P, metadata={"source": "test", "n": i}) for i, r in enumerate(CORPUS)]
    data = "\n".join(json.dumps(r) for r in records) + "\n"
    run = lambda *args, env=cli_env, stdin=None: memtool(env, *args, input=stdin, timeout=120)
    imported = run("import", stdin=data)
    assert imported.returncode == 0, imported.stderr
    embedded = run("embed", "--missing")
    assert embedded.returncode == 0, embedded.stderr
    assert len(embedded.stdout.splitlines()) == len(CORPUS)

    found = run("search", "expired tokens after refresh", "--project", P)
    assert found.returncode == 0, found.stderr
    results = [json.loads(line) for line in found.stdout.splitlines()]
    assert results[0]["title"] == "JWT refresh tokens expired early"
    assert results[0]["metadata"] == {"source": "test", "n": 0} and results[0]["mode"] == "hybrid"
    assert found.stderr == ""

    broken = dict(cli_env, MEMTOOL_EMBED_MODEL="no-such/model")
    fallback = run("search", "expired tokens after refresh", "--project", P, env=broken)
    assert fallback.returncode == 0, fallback.stderr
    results = [json.loads(line) for line in fallback.stdout.splitlines()]
    assert results[0]["title"] == "JWT refresh tokens expired early" and results[0]["mode"] == "fts"
    assert "notice" in fallback.stderr and "full-text" in fallback.stderr


def test_statistics_refresh_lazily_and_new_words_count_as_rare(conn, corpus):
    search.search(conn, "jwt", project=P, mode="fts")
    stats = conn.execute("SELECT n_docs FROM search_stats WHERE scope = %s", (P,)).fetchone()
    assert stats["n_docs"] == len(CORPUS)
    new = _store(conn, dict(title="Zanzibar feature flag", narrative="The zanzibar rollout flag lives in ops."))
    conn.commit()
    assert ids_of(search.search(conn, "zanzibar", project=P, mode="fts")) == [new]
    assert conn.execute("SELECT n_docs FROM search_stats WHERE scope = %s", (P,)).fetchone()["n_docs"] == len(CORPUS) + 1
    observations.forget(conn, new)
    conn.commit()
    assert search.search(conn, "zanzibar", project=P, mode="fts") == []
    refreshed = termstats.recount(conn, termstats.OBSERVATIONS, P)
    assert refreshed == [{"kind": "search_stats", "scope": P, "n_docs": len(CORPUS)}]
    df = conn.execute("SELECT df FROM search_term_stats WHERE scope = %s AND lexeme = 'jwt'", (P,)).fetchone()
    assert df["df"] == 1


def test_capped_full_text_keeps_the_rare_terms_matches(conn, corpus):
    # With room for only two candidates, every match of the rarest term is still scored.
    tight = search.Weights(fts_candidates=2, pool=2, match_floor=0)
    results = search.search(conn, "the advisory locks jwt tokens fixtures", project=P, mode="fts", weights=tight)
    assert corpus["ids"][1] in ids_of(results)


def test_vector_settings_apply_on_a_fresh_connection(conn, corpus):
    from memtool.store import db

    search.search(conn, "jwt refresh", project=P)  # builds the statistics
    conn.commit()
    fresh = db.connect()
    try:
        with fresh.transaction():  # the caller's transaction: search runs inside it, so its settings show
            search.search(fresh, "jwt refresh", project=P)
            setting = fresh.execute("SELECT current_setting('hnsw.iterative_scan') AS v").fetchone()["v"]
            jit = fresh.execute("SELECT current_setting('jit') AS v").fetchone()["v"]
        assert setting == "relaxed_order"
        assert jit == "off"  # a setting, not a timing: the search transaction compiles nothing
        assert fresh.info.transaction_status == 0
        with db.transaction(fresh):  # the caller owns the transaction and ends it
            search.search(fresh, "jwt refresh", project=P)
        assert fresh.info.transaction_status == 0
    finally:
        fresh.close()


def test_batch_on_two_connections_matches_one_and_keeps_input_order(conn, corpus):
    queries = [{"query_id": f"q{i}", "query": text} for i, text in
               enumerate(["jwt refresh", "advisory locks", "pytest fixtures", "linter", "nothing matches zzzz"] * 3)]
    queries.insert(4, {"query_id": "bad", "query": ""})
    one = list(search_batch.search_batch(conn, queries, project=P, workers=1, ignore_errors=True))
    two = list(search_batch.search_batch(conn, queries, project=P, workers=2, batch_size=4, ignore_errors=True))
    assert [(r["query_id"], r.get("id"), r["kind"]) for r in one] == [(r["query_id"], r.get("id"), r["kind"]) for r in two]
    assert any(r["kind"] == "error" and r["query_id"] == "bad" for r in two)
    assert len({r["query_id"] for r in two if r["kind"] == "result"}) >= 4


def test_an_empty_answer_says_where_it_looked_and_where_memories_are(conn, corpus):
    # full text: the vector side would offer the global memory as a (weak) nearest neighbour
    outcome = search.search_outcome(conn, "advisory locks", project="/some/other/checkout", mode="fts")
    assert outcome.results == []
    (notice,) = [n for n in outcome.notices if n.startswith("no memory")]
    assert "project /some/other/checkout" in notice and "other projects were not searched" in notice
    assert "--all-projects" in notice and 'project "*"' in notice
    # What other projects hold is not this scope's business: no count of them, only of what was searched.
    searched = re.search(r"\((\d+) searched", notice).group(1)
    assert re.findall(r"\d+", notice) == [searched]
    everywhere = search.search_outcome(conn, "zzzz qqqq", project=None, mode="fts")
    (notice,) = [n for n in everywhere.notices if n.startswith("no memory")]
    assert "any project" in notice and "not searched" not in notice
    found = search.search_outcome(conn, "advisory locks", project=P, mode="fts")
    assert found.results and not any(n.startswith("no memory") for n in found.notices)


def _vector_plan(conn, query, project):
    """Vector search results and the plan of the statement that produced them. Sorting is
    discouraged so that the planner takes an index that yields the order whenever one applies
    (on a table this small it would rather sort every row)."""
    import psycopg

    captured = {}
    real = psycopg.Connection.execute

    def spy(self, statement, params=None, **kwargs):
        if isinstance(statement, str) and statement.startswith("WITH"):
            captured.update(statement=statement, params=dict(params))
        return real(self, statement, params, **kwargs)

    psycopg.Connection.execute = spy
    try:
        with conn.transaction():
            conn.execute("SET LOCAL enable_sort = off")
            results = search.search(conn, query, project=project, mode="vector")
            plan = "\n".join(r["QUERY PLAN"] for r in conn.execute("EXPLAIN " + captured["statement"],
                                                                      captured["params"]))
    finally:
        psycopg.Connection.execute = real
    return results, plan


def test_vectors_carry_their_project_and_follow_a_moved_observation(conn, corpus):
    rows = conn.execute("SELECT e.project, o.project AS observed FROM embeddings e"
                        " JOIN observations o ON o.id = e.observation_id").fetchall()
    assert rows and all(r["project"] == r["observed"] for r in rows)
    moved = corpus["ids"][3]
    conn.execute("UPDATE observations SET project = '/repo/elsewhere' WHERE id = %s", (moved,))
    assert conn.execute("SELECT project FROM embeddings WHERE observation_id = %s",
                        (moved,)).fetchone()["project"] == "/repo/elsewhere"


def test_a_project_with_enough_vectors_gets_its_own_index_and_search_uses_it(conn, corpus, embedder):
    model = embedder.model_name
    name = embed.project_index_name(model, P)
    before, plan = _vector_plan(conn, "jwt refresh", P)
    assert name not in plan  # a small project: an exact scan of its own vectors
    assert embed.ensure_project_indexes(conn, model, embedder.dim, minimum=len(CORPUS) + 1) == []
    assert embed.ensure_project_indexes(conn, model, embedder.dim, minimum=len(CORPUS)) == [P]
    assert embed.ensure_project_indexes(conn, model, embedder.dim, minimum=len(CORPUS)) == []  # idempotent
    after, plan = _vector_plan(conn, "jwt refresh", P)
    assert name in plan
    # the same answer either way (HNSW over eight vectors is exact), global memory included
    assert ids_of(after) == ids_of(before)
    assert corpus["global"] in ids_of(after) and corpus["other"] not in ids_of(after)


def test_vector_search_in_a_project_is_not_crowded_out_by_other_projects(conn, embedder):
    # Many memories elsewhere sit closer to the query than anything in the small project: a filtered
    # scan of one index over all projects would have to walk through all of them first.
    crowd = [_store(conn, dict(title=f"JWT refresh token rotation note {i}", type="note",
                               narrative=f"Refresh tokens for jwt auth, rotation variant {i}."),
                    project="/repo/crowd") for i in range(60)]
    mine = _store(conn, dict(title="Session cookies renewed by the login service", type="note",
                             narrative="The login service renews the session cookie on each request."))
    conn.commit()
    list(embed.embed_missing(conn, embedder=embedder))
    with conn.transaction():
        conn.execute("SELECT '[0]'::vector")
        conn.execute("SET LOCAL hnsw.max_scan_tuples = 10")  # what a crowd of 100k does to a 20k budget
        results = search.search(conn, "jwt refresh token", project=P, mode="vector")
    assert ids_of(results) == [mine]
    assert crowd  # the other project kept its memories


def test_snippet_is_the_passage_with_the_query_terms(conn, embedder):
    filler = " ".join(f"Step {i} of the release checklist went as planned." for i in range(12))
    obs = _store(conn, dict(title="Long release retrospective", type="note",
                            narrative=filler + " Finally the webhook retries exhausted the payment queue."))
    conn.commit()
    list(embed.embed_missing(conn, embedder=embedder))
    (hit,) = [r for r in search.search(conn, "webhook retry", project=P, mode="fts") if r["id"] == obs]
    assert hit["snippet"].startswith("… ") and "webhook retries" in hit["snippet"]
    assert len(hit["snippet"]) <= 200 and "\n" not in hit["snippet"]
    plain = search.search_outcome(conn, "webhook retry", project=P, mode="vector")
    assert plain.mode == "vector" and plain.results[0]["snippet"].startswith("Step 0")  # no terms: the beginning


def test_cli_get_and_timeline_are_scoped_to_the_current_project_like_mcp(database_url, conn, corpus):
    """The same rule as the MCP tools: the current project plus global memories; wider only when asked."""
    runner = CliRunner()
    env = {"MEMTOOL_PROJECT": P}
    other, shared, mine = corpus["other"], corpus["global"], corpus["ids"][0]

    hidden = runner.invoke(cli, ["get", str(other)], env=env)
    assert hidden.exit_code == 1 and hidden.stdout == ""
    assert f"not found: {other} in project {P}" in hidden.stderr and "--all-projects" in hidden.stderr
    both = runner.invoke(cli, ["get", str(mine), str(shared)], env=env)
    assert both.exit_code == 0 and [json.loads(line)["id"] for line in both.stdout.splitlines()] == [mine, shared]
    widened = runner.invoke(cli, ["get", str(other), "--all-projects"], env=env)
    assert widened.exit_code == 0 and json.loads(widened.stdout)["id"] == other
    named = runner.invoke(cli, ["get", str(other), "--project", "/repo/other"], env=env)
    assert named.exit_code == 0 and json.loads(named.stdout)["id"] == other
    # A REF names one record: with no project named (flag or MEMTOOL_PROJECT) get reads it wherever it is.
    unnamed = runner.invoke(cli, ["get", str(other)], env={"MEMTOOL_PROJECT": None})
    assert unnamed.exit_code == 0 and json.loads(unnamed.stdout)["id"] == other

    hidden = runner.invoke(cli, ["timeline", str(other)], env=env)
    assert hidden.exit_code == 1 and f"observation {other} not found in project {P}" in hidden.stderr
    widened = runner.invoke(cli, ["timeline", str(other), "--all-projects"], env=env)
    assert widened.exit_code == 0 and other in [json.loads(line)["id"] for line in widened.stdout.splitlines()]
    # Nothing about other projects leaks through an empty search either.
    empty = runner.invoke(cli, ["search", "qqqxyzzy", "--mode", "fts"], env=env)
    assert empty.exit_code == 0 and empty.stdout == ""
    assert "other projects were not searched" in empty.stderr
