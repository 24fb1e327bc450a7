"""Each leak found by the adversarial review of issue 11 (and defect 12 of issue 9), as a test.

Pure functions: no database. The corpus-wide rates are in test_redaction_corpus.py."""

from __future__ import annotations

import pytest

from memtool import privacy
from memtool.privacy import MARKER_RE, clip, redact, scrub, scrub_event, scrub_value

GHP = "ghp_" + "aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY2zA4"
AKIA = "AKIA" + "QWERTYUIOPASDFGH"


@pytest.mark.parametrize("text, secret", [
    ("DB_PASSWORD=correcthorsebattery\nDB_HOST=db\n", "correcthorsebattery"),
    ("export DB_PASSWORD=correcthorsebattery", "correcthorsebattery"),
    ("database:\n  password: correcthorsebattery\n  host: db\n", "correcthorsebattery"),
    (f"ls /tmp/{GHP}/x", GHP),
    (f"cat ~/.creds/{AKIA}.txt", AKIA),
    (f"git remote add o https://github.com/{GHP}/repo", GHP),
    ("env:\n- name: API_TOKEN\n  value: q8Zr2LmX9vKp4TnW7sYb\n", "q8Zr2LmX9vKp4TnW7sYb"),
    ('{"name": "API_TOKEN", "value": "q8Zr2LmX9vKp4TnW7sYb"}', "q8Zr2LmX9vKp4TnW7sYb"),
    ('[{"name": "DB_PASSWORD", "value": "correcthorsebattery"}]', "correcthorsebattery"),
    ("curl -b 'sessionid=8f2kq9xl3m0z7c1v5b4n' https://x.io/api", "8f2kq9xl3m0z7c1v5b4n"),
    ("curl --cookie \"sessionid=8f2kq9xl3m0z7c1v5b4n\" https://x.io", "8f2kq9xl3m0z7c1v5b4n"),
    ("Server=tcp:x.net;Database=d;User ID=app;Password=Tr0ub4dor&3;", "Tr0ub4dor&3"),
    ('<connection user="app" password="Tr0ub4dor3"/>', "Tr0ub4dor3"),
    ("app -u bob -p Tr0ub4dor3 --verbose", "Tr0ub4dor3"),
    ("./deploy --api-key q8Zr2LmX9vKp4TnW7sYb", "q8Zr2LmX9vKp4TnW7sYb"),
])
def test_listed_leak_is_redacted(text, secret):
    out, n = scrub(text)
    assert secret not in out and n >= 1 and MARKER_RE.search(out)


@pytest.mark.parametrize("text", [
    "before < private >the secret</ private > after",
    "before <PRIVATE>the secret</Private> after",
    "before &lt;private&gt;the secret&lt;/private&gt; after",
    "before \\u003cprivate\\u003ethe secret\\u003c/private\\u003e after",
])
def test_private_blocks_in_every_spelling_are_removed(text):
    out, _ = scrub(text)
    assert "the secret" not in out and out.startswith("before ") and out.endswith(" after")


@pytest.mark.parametrize("text", [
    "token: ${{ secrets.GH_TOKEN }}",
    "password = var.db_password",
    "password: changeme",
    "password=<your-password>",
    "DB_PASSWORD=${DB_PASSWORD}",
    "docker run -p 8080:80 -u 1000 img",
    "mkdir -p build && ls -l /usr",
    "- name: API_TOKEN\n  valueFrom:\n    secretKeyRef: {name: api, key: token}\n",
])
def test_references_and_ordinary_text_survive(text):
    assert scrub(text) == (text, 0)


def test_every_string_of_an_event_is_scrubbed_keys_and_ids_included():
    row = {"session_id": f"s-{GHP}", "cwd": f"/home/u/{GHP}", "tool_name": f"run {AKIA}",
           "event_key": f"claude-code:{AKIA}", "payload": {GHP: 1, "nested": {f"k-{AKIA}": [AKIA]}},
           "metadata": {f"note {GHP}": "x"}}
    n = scrub_event(row)
    flat = repr(row)
    assert GHP not in flat and AKIA not in flat and n >= 7


def test_keys_that_redact_alike_are_both_kept():
    out, n = scrub_value({f"a {GHP}": 1, "a ghp_" + "Zz9" * 12: 2})
    assert n == 2 and sorted(out.values()) == [1, 2]


def test_a_run_of_the_letter_a_is_not_a_twitter_token():
    for text in ("A" * 150, "x " + "A" * 400 + " y", "A" * 22 + "ssemblyLineConfiguration" * 4):
        assert redact(text) == (text, 0)


def test_huge_input_is_redacted_in_chunks_without_losing_a_byte():
    filler = "a" * (3 * privacy.CHUNK_CHARS + 17)
    text = filler + "\npassword=Tr0ub4dor3x\n" + "A" * (2 * privacy.CHUNK_CHARS) + f" {GHP}"
    out, n = redact(text)
    assert n == 2 and "Tr0ub4dor3x" not in out and GHP not in out
    assert out.replace("[REDACTED:password]", "Tr0ub4dor3x").replace(
        "[REDACTED:github-token]", GHP) == text


def test_a_private_key_block_is_not_cut_between_chunks():
    body = "\n".join("MIIEow" + "Kq8Zr2LmX9vKp4TnW7sYb" * 3 for _ in range(40))
    pem = f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"
    text = "x" * (privacy.CHUNK_CHARS - 1000) + "\n" + pem + "\n" + "tail"
    out, _ = redact(text)
    assert "MIIEow" not in out and out.endswith("\ntail")


def test_clip_never_keeps_half_a_token():
    text = "x " * 100 + GHP
    kept, dropped = clip(text, 210)
    assert "ghp_" not in kept and len(kept.encode()) + dropped == len(text.encode())
    assert clip("short", 100) == ("short", 0)


def test_own_patterns_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("MEMTOOL_REDACT_PATTERNS", r"ACME-\d{6}")
    patterns = tmp_path / "patterns.txt"
    patterns.write_text("# internal ids\nemployee=(?P<value>E\\d{5})\n")
    monkeypatch.setenv("MEMTOOL_REDACT_PATTERNS_FILE", str(patterns))
    out, n = redact("ticket ACME-123456 for employee=E12345 ok")
    assert out == "ticket [REDACTED:custom] for employee=[REDACTED:custom] ok" and n == 2
    before = privacy.fingerprint()
    monkeypatch.setenv("MEMTOOL_REDACT_PATTERNS", r"ACME-\d{7}")
    assert privacy.fingerprint() != before


def test_a_bad_own_pattern_is_one_clear_error(monkeypatch):
    monkeypatch.setenv("MEMTOOL_REDACT_PATTERNS", "a(b")
    with pytest.raises(ValueError, match="MEMTOOL_REDACT_PATTERNS"):
        redact("text")


def test_ingest_stores_no_secret_in_any_field(conn):
    """Through the real CLI: keys, session id, cwd, tool name and metadata of a hook payload."""
    import json
    import os

    from conftest import ROOT, memtool

    line = json.dumps({
        "session_id": f"sess-{GHP}", "hook_event_name": "PostToolUse", "cwd": f"/srv/{AKIA}",
        "tool_name": f"mcp__{GHP}", "tool_use_id": "t1",
        "tool_input": {"command": "deploy", GHP: "x", "env": [{"name": "DB_PASSWORD", "value": "correcthorsebattery"}]},
        "tool_response": {"stdout": "DB_PASSWORD=correcthorsebattery\n< private >salary 1</ private >"}})
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = memtool(env, "ingest", input=line)
    assert result.returncode == 0, result.stderr
    conn.commit()
    (row,) = conn.execute("SELECT e::text AS t FROM events e").fetchall()
    sessions = conn.execute("SELECT s::text AS t FROM sessions s").fetchall()
    stored = row["t"] + " ".join(s["t"] for s in sessions)
    for secret in (GHP, AKIA, "correcthorsebattery", "salary"):
        assert secret not in stored
    assert "[REDACTED:" in stored


@pytest.mark.parametrize("token", [
    "pat-na1-2f1e0d9c-8b7a-4c5d-9e8f-7a6b5c4d3e2f",
    "access_token$production$k3j9x2m4p7q1w8e5$0f1e2d3c4b5a69788796a5b4c3d2e1f0",
    "sdk-5f0c8a2e-1d3b-4e6f-9a7b-2c1d0e9f8a7b",
    "squ_" + "8c3f47b0e77d17e0af501172c26645db8c3f47b0",
    "sk_" + "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a6978",
    "0f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2NRAL",
    "hcaik_" + "01hq3k8m2n4p6r8t0v2x4z6b8d0f2h4j6l8n0p2r4t6v8x0z2b4d6f8h0j",
    "dose" + "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
    "BBFF-" + "xkYsiyIarivzAr1URQfP7hX8bXZ2aS",
    "NNSXS." + "TG0V6MDBBVCQVPD7Q5MFCG9OCGQTJK0ENO6Z6YR.Y0URFV29GAYEMR11Y4PW9FZMIUGBP8ADEJ42OHUAQ3AAZWVE4U8V",
])
def test_more_provider_formats_without_a_name(token):
    out, n = scrub(f"here you go: {token} (from the dashboard)")
    assert token not in out and n >= 1
