"""`memtool serve`: the JSON API and the live feed through a real HTTP client (httpx) against a
real server process, on a real database; the security checks; the 503 path with the embedded
server stopped and started under a running server."""

from __future__ import annotations

import json
import socket
import sys

import httpx
import pytest
from serve_process import Feed, ServeProcess, env_for

from conftest import memtool, ROOT

PROJECT = "/work/viewer-project"


@pytest.fixture
def server(cli_env):
    process = ServeProcess(env_for(cli_env, MEMTOOL_PROJECT=PROJECT))
    yield process
    process.stop()


def save(server, title: str, text: str, **extra) -> dict:
    response = server.client.post("/api/observations", json={"title": title, "text": text, **extra})
    assert response.status_code in (200, 201), response.text
    return response.json()


def ingest(env: dict, *hooks: dict) -> None:
    lines = "".join(json.dumps(hook) + "\n" for hook in hooks)
    memtool(env, "ingest", "-q", input=lines, timeout=120, ok=True)


def test_search_get_timeline_and_paging(server, cli_env):
    first = save(server, "Deploys go through make release", "Never push tags by hand; `make release` tags and "
                 "uploads. The registry password=hunter2-deploy-secret is in the vault.", type="decision")
    assert first["action"] == "created" and first["project"] == PROJECT
    save(server, "Release notes come from the changelog", "make release reads CHANGELOG.md for the notes.")
    save(server, "The release job runs on tags only", "CI builds a release only for v* tags.", type="gotcha")
    again = save(server, "Deploys go through make release", "Never push tags by hand; `make release` tags and "
                 "uploads. The registry password=hunter2-deploy-secret is in the vault.", type="decision")
    assert again == {**first, "action": "duplicate"}

    found = server.client.get("/api/search", params={"q": "release", "mode": "fts"}).json()
    assert found["project"] == PROJECT and len(found["results"]) == 3 and found["next_offset"] is None
    refs = [r["ref"] for r in found["results"]]
    page1 = server.client.get("/api/search", params={"q": "release", "mode": "fts", "limit": 2}).json()
    page2 = server.client.get("/api/search", params={"q": "release", "mode": "fts", "limit": 2,
                                                     "offset": page1["next_offset"]}).json()
    assert page1["next_offset"] == 2 and page2["next_offset"] is None
    assert [r["ref"] for r in page1["results"] + page2["results"]] == refs
    typed = server.client.get("/api/search", params={"q": "release", "type": "gotcha,decision", "mode": "fts"}).json()
    assert sorted(r["type"] for r in typed["results"]) == ["decision", "gotcha"]
    capped = server.client.get("/api/search", params={"q": "release", "limit": 5000}).json()
    assert capped["limit"] == 100

    memory = server.client.get(f"/api/memories/{first['id']}").json()
    assert memory["title"] == "Deploys go through make release" and memory["versions"] == []
    assert "hunter2-deploy-secret" not in json.dumps(memory) and "[REDACTED:password]" in memory["narrative"]
    around = server.client.get(f"/api/memories/{first['id']}/timeline", params={"before": 0, "after": 1}).json()
    assert [r["anchor"] for r in around["rows"]] == [True, False]

    ingest(cli_env, {"session_id": "sess-viewer", "cwd": PROJECT, "hook_event_name": "UserPromptSubmit",
                     "prompt": "why does the flamingo exporter time out on large batches?"})
    events = server.client.get("/api/search", params={"q": "flamingo exporter", "source": "event",
                                                      "project": "*"}).json()
    assert [r["source"] for r in events["results"]] == ["event"]
    ref = events["results"][0]["ref"]
    event = server.client.get(f"/api/memories/{ref}", params={"project": "*"}).json()
    assert event["kind"] == "event" and "flamingo exporter" in event["text"]
    session = server.client.get("/api/sessions/sess-viewer", params={"project": "*"}).json()
    assert [row["ref"] for row in session["rows"]] == [ref]
    day = server.client.get("/api/days/today", params={"project": "*"}).json()
    assert [s["session_id"] for s in day["sessions"]] == ["sess-viewer"]
    activity = server.client.get("/api/activity").json()
    assert {(r["type"], r["observations"]) for r in activity["rows"]} == {("decision", 1), ("note", 1), ("gotcha", 1)}
    listed = server.client.get("/api/projects").json()
    assert listed["current"] == PROJECT and PROJECT in [p["project"] for p in listed["projects"]]
    counts = server.client.get("/api/stats").json()
    assert counts["current"]["observations"] == 3 and counts["totals"]["events"] == 1


def test_save_appears_on_the_feed_then_update_and_forget(server, cli_env):
    feed = Feed(server)
    try:
        assert feed.messages[0] == ("status", {"database": "ok"})
        saved = save(server, "Use uv for the virtualenv", "uv venv && uv pip install -e .", type="preference")
        _, created = feed.wait_for(lambda e, d: e == "observation" and d["id"] == saved["id"])
        assert created["change"] == "created" and created["title"] == "Use uv for the virtualenv"

        changed = server.client.patch(f"/api/observations/{saved['id']}",
                                      json={"title": "Use uv for every virtualenv", "text": "uv venv; token=ghp_"
                                            "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5"})
        assert changed.status_code == 200, changed.text
        assert changed.json()["observation"]["title"] == "Use uv for every virtualenv"
        assert "ghp_" not in changed.json()["observation"]["narrative"]
        feed.wait_for(lambda e, d: e == "observation" and d["id"] == saved["id"] and d["change"] == "update")
        versions = server.client.get(f"/api/memories/{saved['id']}").json()["versions"]
        assert [(v["version"], v["change"], v["title"]) for v in versions] == [
            (1, "update", "Use uv for the virtualenv")]

        ingest(cli_env, {"session_id": "sess-feed", "cwd": PROJECT, "hook_event_name": "UserPromptSubmit",
                         "prompt": "add a flag for the dry run"})
        _, event = feed.wait_for(lambda e, d: e == "event")
        assert event["type"] == "prompt" and "dry run" in event["title"]

        gone = server.client.delete(f"/api/observations/{saved['id']}")
        assert gone.status_code == 200 and gone.json()["action"] == "forgotten"
        feed.wait_for(lambda e, d: e == "observation" and d["id"] == saved["id"] and d["change"] == "delete")
        assert server.client.get(f"/api/memories/{saved['id']}").status_code == 404
        assert server.client.get("/api/search", params={"q": "virtualenv", "mode": "fts"}).json()["results"] == []
    finally:
        feed.close()


def test_writes_stay_in_their_project(server):
    other = save(server, "Other project's memory", "kept apart", project="/work/other-project")
    assert other["project"] == "/work/other-project"
    refused = server.client.patch(f"/api/observations/{other['id']}", json={"title": "hijacked"})
    assert refused.status_code == 404 and "/work/viewer-project" in refused.json()["error"]["message"]
    allowed = server.client.patch(f"/api/observations/{other['id']}",
                                  json={"title": "renamed", "project": "/work/other-project"})
    assert allowed.status_code == 200
    assert server.client.delete(f"/api/observations/{other['id']}", params={"project": "*"}).status_code == 400


@pytest.mark.parametrize("method, path, body, status, code", [
    ("GET", "/api/nothing-here", None, 404, "not_found"),
    ("GET", "/api/memories/999999", None, 404, "not_found"),
    ("GET", "/api/memories/x12", None, 400, "bad_input"),
    ("GET", "/api/search", None, 400, "bad_input"),
    ("GET", "/api/search?q=x&limit=ten", None, 400, "bad_input"),
    ("GET", "/api/search?q=x&source=both-and-more", None, 400, "bad_input"),
    ("GET", "/api/days/someday", None, 400, "bad_input"),
    ("POST", "/api/observations", {"title": "t"}, 400, "bad_input"),
    ("POST", "/api/observations", {"title": "t", "text": "x", "colour": "red"}, 400, "bad_input"),
    ("POST", "/api/observations", {"title": "t", "text": "x", "type": "poem"}, 400, "bad_input"),
    ("POST", "/api/observations", ["not", "an", "object"], 400, "bad_input"),
    ("PATCH", "/api/observations/1", {}, 400, "bad_input"),
    ("PATCH", "/api/observations/abc", {"title": "x"}, 400, "bad_input"),
    ("PUT", "/api/observations/1", {"title": "x"}, 405, "method_not_allowed"),
])
def test_errors_are_one_json_shape(server, method, path, body, status, code):
    response = server.client.request(method, path, json=body)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert error["status"] == status and error["code"] == code and error["message"]


def test_openapi_lists_exactly_the_routes(server):
    spec = server.client.get("/api/openapi.json").json()
    described = {(method.upper(), path) for path, ops in spec["paths"].items() for method in ops}
    from starlette.routing import Route

    from memtool.adapters.serve import api

    served = {(m, r.path) for r in api.routes() if isinstance(r, Route) for m in r.methods - {"HEAD"}}
    served.add(("GET", "/api/feed"))
    assert described == served
    assert spec["paths"]["/api/observations"]["post"]["requestBody"]["content"]["application/json"]["schema"][
        "properties"]["type"]["enum"][0] == "bugfix"


def test_host_origin_and_body_checks(server):
    port = server.url.rsplit(":", 1)[1].strip("/")
    rebound = server.client.get("/api/health", headers={"Host": f"attacker.example:{port}"})
    assert rebound.status_code == 421 and rebound.json()["error"]["code"] == "wrong_host"
    assert server.client.get("/api/health", headers={"Host": f"localhost:{port}"}).status_code == 200
    body = {"title": "from elsewhere", "text": "csrf"}
    cross = server.client.post("/api/observations", json=body, headers={"Origin": "http://attacker.example"})
    assert cross.status_code == 403 and cross.json()["error"]["code"] == "bad_origin"
    site = server.client.post("/api/observations", json=body, headers={"Sec-Fetch-Site": "cross-site"})
    assert site.status_code == 403
    form = server.client.post("/api/observations", content="title=x&text=y",
                              headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert form.status_code == 415 and form.json()["error"]["code"] == "json_only"
    preflight = server.client.options("/api/observations", headers={
        "Origin": "http://attacker.example", "Access-Control-Request-Method": "POST"})
    assert preflight.status_code == 405
    assert not any(h.lower().startswith("access-control-") for h in preflight.headers)
    same = server.client.post("/api/observations", json=body, headers={"Origin": server.url.rstrip("/")})
    assert same.status_code == 201
    page = server.client.get("/")
    assert page.status_code == 200 and "script-src 'self'" in page.headers["content-security-policy"]
    assert "http" not in page.text.replace('href="data:,"', "")  # nothing from the network
    assert server.client.get("/api/search", params={"q": "elsewhere", "mode": "fts"}).json()["results"][0][
        "title"] == "from elsewhere"


def test_token_required_off_loopback(cli_env):
    refused = memtool(env_for(cli_env), "serve", "--host", "0.0.0.0", "--port", "0", timeout=60)
    assert refused.returncode == 1
    assert refused.stderr.count("\n") == 1 and "MEMTOOL_SERVE_TOKEN" in refused.stderr

    token = "t0ken-for-the-test-" + "x" * 20
    server = ServeProcess(env_for(cli_env, MEMTOOL_SERVE_TOKEN=token), "--host", "0.0.0.0")
    try:
        anonymous = server.client.get("/api/health")
        assert anonymous.status_code == 401 and anonymous.json()["error"]["code"] == "token_required"
        assert server.client.get("/").status_code == 401
        assert server.client.get("/api/health", headers={"Authorization": "Bearer wrong"}).status_code == 401
        assert server.client.get("/api/health", headers={"Authorization": f"Bearer {token}"}).status_code == 200
        login = server.client.get("/", params={"token": token})
        assert login.status_code == 303 and login.headers["location"] == "/"
        assert "HttpOnly" in login.headers["set-cookie"] and "SameSite=Strict" in login.headers["set-cookie"]
        with httpx.Client(base_url=server.url.rstrip("/"), cookies={"memtool_token": token}) as browser:
            assert browser.get("/").status_code == 200
            assert browser.get("/api/projects").status_code == 200
    finally:
        server.stop()


def test_port_in_use_is_one_line(cli_env):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = memtool(env_for(cli_env), "serve", "--port", str(port), timeout=60)
    assert result.returncode == 1
    assert result.stderr.strip() == (f"memtool: error: port {port} on 127.0.0.1 is already in use — stop the other "
                                     "server, or choose another port with --port (0 picks a free one)")


def test_database_away_gives_503_and_both_recover(tmp_path):
    """The embedded server stopped under a running `serve`: the API answers 503 with a clear
    body and the feed says so; after `memtool db start` both work again, by themselves."""
    env = env_for({k: v for k, v in __import__("os").environ.items() if k != "MEMTOOL_DATABASE_URL"},
                  MEMTOOL_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT))
    memtool(env, "db", "start", timeout=300, ok=True)
    server = ServeProcess(env)
    feed = None
    try:
        assert server.client.get("/api/health").status_code == 200
        feed = Feed(server)
        memtool(env, "db", "stop", timeout=120, ok=True)
        down = server.client.get("/api/search", params={"q": "anything"})
        assert down.status_code == 503 and down.headers["retry-after"] == "5"
        error = down.json()["error"]
        assert error["code"] == "database_unavailable" and "not running" in error["message"]
        assert "memtool db start" in error["hint"]
        feed.wait_for(lambda e, d: e == "status" and d["database"] == "unavailable")
        memtool(env, "db", "start", timeout=300, ok=True)
        assert server.client.get("/api/health").status_code == 200
        assert server.client.get("/api/search", params={"q": "anything", "mode": "fts"}).status_code == 200
        feed.wait_for(lambda e, d: e == "status" and d["database"] == "ok" and len(feed.messages) > 2)
        assert save(server, "Back after the restart", "saved once the database was back")["action"] == "created"
    finally:
        if feed is not None:
            feed.close()
        server.stop()
        memtool(env, "db", "stop", timeout=120)


def _raw_post(url: str, head: str, body_chunks, timeout: float = 30) -> bytes:
    """POST by hand: headers, then body chunks until the server stops taking them; the reply."""
    host, port = url.split("//", 1)[1].strip("/").rsplit(":", 1)
    with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout) as conn:
        conn.sendall(head.encode())
        try:
            for chunk in body_chunks:
                conn.sendall(chunk)
        except OSError:
            pass  # refused mid-body: the answer is waiting
        reply = b""
        while b"\r\n\r\n" not in reply or len(reply) < reply.find(b"\r\n\r\n") + 4 + 20:
            data = conn.recv(65536)
            if not data:
                break
            reply += data
    return reply


def test_an_oversized_body_is_refused_without_being_read(server):
    """300 MB, declared (Content-Length) and streamed (chunked): 413 both times, and the
    server's memory does not grow by the body (it read the whole body before checking it)."""
    import psutil

    process = psutil.Process(server.proc.pid)
    save(server, "Warm", "a search with the model loaded, so its memory is in the baseline")
    assert server.client.get("/api/search", params={"q": "warm model", "mode": "vector"}).status_code == 200
    before = process.memory_info().rss
    size = 300 * 1024 * 1024
    hostport = server.url.split("//", 1)[1].strip("/")
    megabyte = b"x" * (1024 * 1024)
    declared = _raw_post(server.url, f"POST /api/observations HTTP/1.1\r\nHost: {hostport}\r\n"
                                     f"Content-Type: application/json\r\nContent-Length: {size}\r\n\r\n",
                         (megabyte for _ in range(300)))
    assert declared.startswith(b"HTTP/1.1 413"), declared[:200]
    chunked = _raw_post(server.url, f"POST /api/observations HTTP/1.1\r\nHost: {hostport}\r\n"
                                    "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
                        (b"100000\r\n" + megabyte + b"\r\n" for _ in range(300)))
    assert chunked.startswith(b"HTTP/1.1 413"), chunked[:200]
    assert b"too_large" in chunked
    assert process.memory_info().rss - before < 64 * 1024 * 1024
    assert server.client.get("/api/health").status_code == 200


@pytest.mark.parametrize("content, status", [
    (b"[" * 100_000, 400),
    (b'{"title": "' + b"{" * 5000 + b'", "text": "x"}', 201),
    (b"\xff\xfe not utf-8", 400),
    (b'{"title": "lone \\ud800 surrogate", "text": "and NUL \\u0000 too"}', 201),
])
def test_bodies_it_cannot_store_as_sent_get_400_or_are_normalised(server, content, status):
    """Nested too deeply or not UTF-8: 400 (it was 500). A lone surrogate or NUL is stored as
    ingest and MCP store it (U+FFFD, the text \\u0000) instead of failing in the database."""
    response = server.client.post("/api/observations", content=content, headers={"Content-Type": "application/json"})
    assert response.status_code == status, response.text
    if status == 400:
        assert response.json()["error"]["code"] == "bad_input"
    elif b"surrogate" in content:
        saved = server.client.get(f"/api/memories/{response.json()['id']}").json()
        assert "lone \ufffd surrogate" in json.dumps(saved, ensure_ascii=False)
