"""Tests for memtool.privacy: secrets are redacted, ordinary developer text is never touched.

Two corpora live in tests/data:

* secrets_corpus.jsonl — fake secrets in realistic contexts. A secret is never stored whole
  (GitHub push protection and secret scanners would flag the file): each is a list of
  segments, a literal prefix or a ``{"cs": charset, "n": length}`` body generated here from
  ``random.Random(id)``, so the texts are the same on every run. ``{s0}``, ``{s1}``… in
  ``text`` mark where they go; ``kinds`` are the markers expected, ``keep`` the context that
  must survive, ``absent`` what must go besides the secrets.
* ordinary_corpus.jsonl — code, hashes, UUIDs, lockfiles, data URIs, test output, tracebacks,
  URLs, non-secret assignments and placeholders that must come back byte-identical.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import subprocess
import threading
import sys
import uuid

import pytest

from conftest import ROOT, TESTS

from memtool.privacy import MARKER_RE, redact, scrub, scrub_value, strip_private

DATA = TESTS / "data"

CHARSETS = {
    "alnum": string.ascii_letters + string.digits,
    "alpha": string.ascii_letters,
    "lower": string.ascii_lowercase,
    "digits": string.digits,
    "hex": "0123456789abcdef",
    "HEX": "0123456789ABCDEF",
    "upper_alnum": string.ascii_uppercase + string.digits,
    "lower_alnum": string.ascii_lowercase + string.digits,
    "base32": string.ascii_uppercase + "234567",
    "b64": string.ascii_letters + string.digits + "+/",
    "b64url": string.ascii_letters + string.digits + "-_",
    "pw": string.ascii_letters + string.digits + "!@%^-_=+~",
}
WINDOW = 8  # no 8 characters in a row of a generated secret body may survive


def _build(spec: list, rng: random.Random) -> tuple[str, list[str]]:
    """Assemble one secret; return it and its generated (random) parts."""
    out, generated = [], []
    for seg in spec:
        if isinstance(seg, str):
            out.append(seg)
            continue
        chars = CHARSETS[seg["cs"]]
        lines = [
            "".join(rng.choice(chars) for _ in range(seg["n"])) for _ in range(seg.get("lines", 1))
        ]
        generated.extend(lines)
        out.append(seg.get("sep", "\n").join(lines))
    return "".join(out), generated


def _load_secrets() -> list[dict]:
    entries = []
    for line in (DATA / "secrets_corpus.jsonl").read_text().splitlines():
        entry = json.loads(line)
        rng = random.Random(entry["id"])
        text, values, generated = entry["text"], [], []
        for i, spec in enumerate(entry["secrets"]):
            value, parts = _build(spec, rng)
            text = text.replace("{s%d}" % i, value)
            values.append(value)
            generated.extend(parts)
        entries.append({**entry, "text": text, "values": values, "generated": generated})
    return entries


def _load_ordinary() -> list[dict]:
    return [json.loads(line) for line in (DATA / "ordinary_corpus.jsonl").read_text().splitlines()]


SECRETS = _load_secrets()
ORDINARY = _load_ordinary()


def _leaks(entry: dict, out: str) -> list[str]:
    """What of the entry's secrets is still visible in ``out``."""
    leaks = [v for v in entry["values"] if v in out]
    for part in entry["generated"]:
        if len(part) < WINDOW:
            continue
        leaks += [part[i:i + WINDOW] for i in range(len(part) - WINDOW + 1)
                  if part[i:i + WINDOW] in out]
    return leaks


# ---------------------------------------------------------------------------------------------
# secrets corpus
# ---------------------------------------------------------------------------------------------


def test_secrets_corpus_is_large_and_varied():
    assert len(SECRETS) >= 60
    assert sum(len(e["values"]) for e in SECRETS) >= 60
    kinds = {k for e in SECRETS for k in e["kinds"]}
    assert len(kinds) >= 40, sorted(kinds)


@pytest.mark.parametrize("entry", SECRETS, ids=[e["id"] for e in SECRETS])
def test_secret_is_redacted(entry):
    out, count = redact(entry["text"])
    assert _leaks(entry, out) == [], out
    for kind in entry["kinds"]:
        assert f"[REDACTED:{kind}]" in out, out
    assert count >= len(entry["kinds"])
    for kept in entry["keep"]:  # only the value goes, the context stays
        assert kept in out, (kept, out)
    for gone in entry["absent"]:
        assert gone not in out, (gone, out)


@pytest.mark.parametrize("entry", SECRETS, ids=[e["id"] for e in SECRETS])
def test_secret_is_redacted_in_every_context(entry):
    """As a hook payload carries it: tool output, a shell command, a sentence in a prompt."""
    payload = {
        "tool_input": {"command": entry["text"]},
        "tool_response": {"stdout": entry["text"], "exit_code": 0},
        "prompt": f"my setup is as follows: {entry['text']} thanks",
    }
    out, count = scrub_value(payload)
    assert _leaks(entry, json.dumps(out)) == []
    assert _leaks(entry, json.dumps(out, ensure_ascii=False)) == []
    assert count >= 3


@pytest.mark.parametrize("entry", SECRETS, ids=[e["id"] for e in SECRETS])
def test_redaction_is_idempotent(entry):
    once, _ = redact(entry["text"])
    assert redact(once) == (once, 0)
    assert scrub(once) == (once, 0)


def test_detection_rate_is_total():
    missed = [e["id"] for e in SECRETS if _leaks(e, redact(e["text"])[0])]
    total = sum(len(e["values"]) for e in SECRETS)
    rate = 1 - len(missed) / len(SECRETS)
    print(f"\nsecrets corpus: {len(SECRETS)} texts, {total} secrets, detection {rate:.1%}")
    assert missed == [], f"detection rate {rate:.1%}; missed {missed}"


# ---------------------------------------------------------------------------------------------
# ordinary corpus
# ---------------------------------------------------------------------------------------------


def test_ordinary_corpus_is_large():
    assert len(ORDINARY) >= 40


@pytest.mark.parametrize("entry", ORDINARY, ids=[e["id"] for e in ORDINARY])
def test_ordinary_text_is_untouched(entry):
    assert redact(entry["text"]) == (entry["text"], 0)
    assert scrub(entry["text"]) == (entry["text"], 0)
    payload = {"tool_response": {"stdout": entry["text"]}, "prompt": f"see: {entry['text']} ok"}
    assert scrub_value(payload) == (payload, 0)


def test_false_positive_rate_is_zero():
    changed = [e["id"] for e in ORDINARY if redact(e["text"])[0] != e["text"]]
    print(f"\nordinary corpus: {len(ORDINARY)} texts, {len(changed)} changed "
          f"(false positives {len(changed) / len(ORDINARY):.1%})")
    assert changed == []


def test_generated_hashes_and_blobs_are_untouched():
    rng = random.Random(1234)
    lines = []
    for i in range(300):
        blob = bytes(rng.randrange(256) for _ in range(rng.randrange(16, 400)))
        digest = hashlib.sha256(blob).hexdigest()
        sha1 = hashlib.sha1(blob).hexdigest()
        lines += [
            f"commit {sha1}",
            f"{sha1[:7]} fix bug #{i}",
            f"sha256:{digest}",
            f"{digest}  build/artifact-{i}.whl",
            f"id={uuid.UUID(int=rng.getrandbits(128), version=4)}",
            f'"integrity": "sha512-{base64.b64encode(hashlib.sha512(blob).digest()).decode()}"',
            f"data:image/png;base64,{base64.b64encode(blob).decode()}",
            f"const b = '{base64.b64encode(blob).decode()}';",
            f"#{digest[:6]}",
        ]
    text = "\n".join(lines)
    assert redact(text) == (text, 0)


# ---------------------------------------------------------------------------------------------
# specific behaviour
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    'password = os.environ["PASSWORD"]',
    "token = get_token()",
    "password: str",
    "if not password:",
    "api_key=None",
    'secret = ""',
    "PASSWORD_MIN_LENGTH = 8",
    "def get_password_hash(password): ...",
    "token=token",
    "password=new_password",
    "api_key = settings.api_key",
    "export GITHUB_TOKEN=${GITHUB_TOKEN}",
    "password=$PASSWORD",
    "token: <your-token>",
    'api_key = "xxx"',
    "SECRET_KEY=changeme",
    "password: ********",
    "the password is wrong",
    "max_tokens=4096",
])
def test_non_secrets_are_left_alone(text):
    assert redact(text) == (text, 0)


def test_marker_format_and_context_kept():
    out, n = redact("DATABASE_URL=postgres://app:pa55-W0rd@db:5432/x?sslmode=require")
    assert out == "DATABASE_URL=postgres://app:[REDACTED:url-password]@db:5432/x?sslmode=require"
    assert n == 1
    assert MARKER_RE.fullmatch("[REDACTED:url-password]")
    out, _ = redact("Authorization: Bearer Zm9vYmFyYmF6cXV4MTIzNDU2")
    assert out == "Authorization: Bearer [REDACTED:authorization]"


def test_multiple_secrets_are_counted():
    text = "password=S3cret-one\ntoken=Ab12Cd34Ef56Gh78Ij90\npassword=S3cret-two\n"
    out, n = redact(text)
    assert n == 3
    assert out.count("[REDACTED:") == 3


@pytest.mark.parametrize("text, expected", [
    # (a generated-looking literal compared with a secret name is a hard-coded credential check)
    ("if token == 'Ab12Cd34Ef56Gh78':", "if token == '[REDACTED:password]':"),
    ("if token == 'Bearer':", "if token == 'Bearer':"),
    ("NEXT_TOKEN=Ab12Cd34Ef56Gh78Ij90", "NEXT_TOKEN=Ab12Cd34Ef56Gh78Ij90"),
    ("BACKEND_TOKEN=Ab12Cd34Ef56Gh78Ij90", "BACKEND_TOKEN=[REDACTED:secret]"),
    ("password: hunter\n", "password: [REDACTED:password]\n"),
    ("password = hashed", "password = hashed"),
    ("DB_PASSWORD=postgres psql -h db", "DB_PASSWORD=[REDACTED:password] psql -h db"),
    ("user_password=Tr0ub4dor&3", "user_password=[REDACTED:password]"),
    ("password=Tr0ub4dor&user=bob", "password=[REDACTED:password]&user=bob"),
    ("machine example.com\n  password Xk9-mP2vL\n",
     "machine example.com\n  password [REDACTED:password]\n"),
    ("Prompt for the user name and\npassword combination.",
     "Prompt for the user name and\npassword combination."),
    ("'-----BEGIN RSA PRIVATE KEY-----' marks the start", None),
])
def test_edge_cases(text, expected):
    assert redact(text)[0] == (text if expected is None else expected)


def test_rule_table_is_well_formed():
    from memtool.privacy.rules import RULES
    for rule in RULES:
        assert MARKER_RE.fullmatch(f"[REDACTED:{rule.kind}]"), rule.kind
        assert rule.anchor in ("", "hint", "word", "name", "line"), rule.kind
        assert all(h == h.lower() for h in rule.hints), rule.kind
        assert rule.anchor == "" or rule.hints, rule.kind  # anchored rules need hints


def test_markers_do_not_trigger_rules():
    text = ("token=[REDACTED:secret] Authorization: Bearer [REDACTED:jwt] "
            "https://[REDACTED:github-token]@github.com/a/b "
            "postgres://u:[REDACTED:url-password]@h/db")
    assert redact(text) == (text, 0)


def test_empty_and_plain_text():
    assert redact("") == ("", 0)
    assert scrub("hello world") == ("hello world", 0)


PATHOLOGICAL = {
    "one-long-word": "a" * 200_000,
    "repeated-keyword": "password=" * 20_000,
    "repeated-assignment": "key: " + "x=" * 50_000,
    "pem-without-end": "-----BEGIN RSA PRIVATE KEY-----\n" + "A" * 100_000,
    "url-colons": "https://" + "a:" * 30_000 + "@",
    "repeated-token-word": "token " * 30_000,
    "base64-blob": base64.b64encode(random.Random(5).randbytes(300_000)).decode(),
    "many-short-lines": "export TOKEN=abc\npassword: x\n" * 10_000,
    "repeated-cookie-header": "cookie: " * 30_000,
    "repeated-authorization": "Authorization: " * 30_000,
    "repeated-flag": "--password " * 30_000,
    "repeated-prose": "the password is " * 20_000,
    "repeated-xml-tag": "<password>" * 30_000,
    "unclosed-json-strings": '"token": "' * 30_000,
    "huge-value": "key=" + "a1" * 100_000,
    "repeated-url-userinfo": "https://a:" * 20_000,
    # one enormous word holding a name again and again (nested lazy quantifiers over the word:
    # 76 s per 64 KB chunk before their repeats were bounded)
    "glued-keyword": "password" * 20_000,
    "glued-login-colons": "login:" * 20_000,
    "glued-auth": "auth" * 30_000,
    "glued-short-flags": "-p" * 60_000,
}


@pytest.mark.parametrize("name", PATHOLOGICAL)
def test_no_pathological_input_hangs(name):
    """A watchdog, not a speed target: catastrophic backtracking would never finish."""
    done = threading.Event()
    worker = threading.Thread(target=lambda: (redact(PATHOLOGICAL[name]), done.set()), daemon=True)
    worker.start()
    worker.join(120)
    assert done.is_set(), f"redact() did not finish on {name!r}"


def test_import_pulls_in_nothing_but_the_standard_library_and_the_hint_matcher():
    code = ("import sys; before = set(sys.modules); import memtool.privacy; "
            "print(' '.join(sorted(m.split('.')[0] for m in set(sys.modules) - before)))")
    root = ROOT
    added = subprocess.run([sys.executable, "-c", code], cwd=root, check=True, capture_output=True,
                           text=True).stdout.split()
    third_party = [m for m in set(added) if m != "memtool" and m not in sys.stdlib_module_names]
    assert third_party == ["ahocorasick"]  # one small C extension (the hint automaton), nothing heavier


# ---------------------------------------------------------------------------------------------
# strip_private
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("keep <private>hide</private> keep", "keep  keep"),
    ("a <PRIVATE>x</Private> b", "a  b"),
    ("a <private>line1\nline2\n</private>b", "a b"),
    ("a <private>x</private> b <private>y</private> c", "a  b  c"),
    ("a <private>x <private>nested</private> still hidden</private> b", "a  b"),
    ("a <private>unclosed\nmore\nand more", "a "),
    ("a <private>x</private> b <private>unclosed tail", "a  b "),
    ("a </private> b", "a </private> b"),
    ("<persistent-memory>old memory</persistent-memory>new prompt", "new prompt"),
    ('<persistent-memory source="memtool">\nctx\n</persistent-memory>\nask', "\nask"),
    ("q <persistent-memory>unclosed injected block", "q "),
    ("<private>a <persistent-memory>b</persistent-memory> c</private>d", "d"),
    ("a <privateKey> b", "a <privateKey> b"),
    ("no tags at all", "no tags at all"),
])
def test_strip_private(text, expected):
    assert strip_private(text) == expected
    assert strip_private(expected) == expected


def test_scrub_strips_then_redacts():
    text = "<private>my password is hunter2</private>deploy with token=Zx81Qw72Er63Ty54Ui45"
    out, n = scrub(text)
    assert out == "deploy with token=[REDACTED:secret]"
    assert n == 1


# ---------------------------------------------------------------------------------------------
# scrub_value
# ---------------------------------------------------------------------------------------------


def test_scrub_value_nested_payload():
    payload = {
        "session_id": "0f8fad5b-d9cb-469f-a165-70867728950e",
        "tool_input": {
            "command": "psql postgres://app:Xk9-mP2-vL7@db:5432/shop",
            "env": {"DB_PASSWORD": "plain words here", "PORT": 5432, "DEBUG": True},
        },
        "headers": [{"Authorization": "Bearer abc"}, {"X-Api-Key": "k"}],
        "clientSecret": "whatever",
        "password": "",
        "api-key": "false",
        "token": "[REDACTED:github-token]",
        "secret_ref": "${DB_SECRET}",
        "max_tokens": 4096,
        "input_tokens": "12",
        "password_hash": "$2b$12$abcdefghijklmnopqrstuv",
        "items": ["<private>hidden</private>visible", 3.5, None],
        "pair": ("ok", "token=Zx81Qw72Er63Ty54Ui45"),
    }
    out, n = scrub_value(payload)
    assert out["session_id"] == payload["session_id"]
    assert out["tool_input"]["command"] == (
        "psql postgres://app:[REDACTED:url-password]@db:5432/shop")
    assert out["tool_input"]["env"] == {
        "DB_PASSWORD": "[REDACTED:secret-field]", "PORT": 5432, "DEBUG": True}
    assert out["headers"] == [{"Authorization": "[REDACTED:secret-field]"},
                              {"X-Api-Key": "[REDACTED:secret-field]"}]
    assert out["clientSecret"] == "[REDACTED:secret-field]"
    assert out["password"] == ""
    assert out["api-key"] == "false"
    assert out["token"] == "[REDACTED:github-token]"
    assert out["secret_ref"] == "${DB_SECRET}"
    assert out["max_tokens"] == 4096
    assert out["input_tokens"] == "12"
    assert out["password_hash"] == payload["password_hash"]
    assert out["items"] == ["visible", 3.5, None]
    assert out["pair"] == ("ok", "token=[REDACTED:secret]")
    assert n == 6
    assert list(out) == list(payload)  # keys kept, in order
    assert payload["clientSecret"] == "whatever"  # input not mutated
    assert scrub_value(out) == (out, 0)


@pytest.mark.parametrize("value", [42, 3.14, None, True, "plain text"])
def test_scrub_value_scalars(value):
    assert scrub_value(value) == (value, 0)


def test_scrub_value_secret_named_keys_variants():
    keys = ["password", "PASSWORD", "db_password", "userPassword", "passwd", "secret",
            "client_secret", "access-token", "refreshToken", "api_key", "apiKey", "X-API-KEY",
            "access_key", "private_key", "authorization", "Cookie", "set-cookie", "credentials",
            "aws_secret_access_key"]
    out, n = scrub_value({k: "v4lue!" for k in keys})
    assert n == len(keys)
    assert set(out.values()) == {"[REDACTED:secret-field]"}
    harmless = ["max_tokens", "token_count", "password_hash", "secret_name", "session_id",
                "access_key_id", "tokenizer", "passwords_match", "NextToken", "client_token",
                "pad_token", "nextLockToken"]
    assert scrub_value({k: "v4lue!" for k in harmless}) == ({k: "v4lue!" for k in harmless}, 0)
