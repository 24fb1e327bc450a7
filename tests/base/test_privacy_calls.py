"""Credentials passed by position (memtool/privacy/calls.py): a literal argument of a call that builds a client or
opens a session, the password after an e-mail address in such a call, a command line's credential after a verb
that stores one -- each next to a call or a line of the same shape holding data, an id or a public key, which must
come back byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import random
import string

import pytest

from memtool.privacy import calls, redact

_R = random.Random(2123)


def _rand(n: int) -> str:
    while True:
        value = "".join(_R.choice(string.ascii_letters + string.digits) for _ in range(n))
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value) and any(c.islower() for c in value):
            return value


def _hex(n: int) -> str:
    return "".join(_R.choice("0123456789abcdef") for _ in range(n))


A, B, C = _rand(40), _rand(28), _rand(36)
H32, H50, H64 = _hex(32), _hex(50), _hex(64)
K32, K16 = _hex(32), _hex(16)

LEAKS = {
    "bound-constructor-hex": (f'otx = OTXv2("{H64}")', [H64]),
    "bound-new-hex": (f'export const paddle = new Paddle("{H50}", {{ environment: Environment.production }});', [H50]),
    "bound-factory-second-argument": (f"const serverClient = Chat.getInstance('k7q2m9xw', '{A}');", [A]),
    "configure-call": (f'billing.configure("acme-saas", "live_{B}")', ["live_" + B]),
    "initialize-several": (f'Backend.initialize("{A}", "{C}");', [A, C]),
    "setter-says-key": (f"$config->setApiKey('{B}');", [B]),
    "multi-line-arguments": (f'authd = vendor.Client(\n    "{_hex(6)}",\n    "{H32}",\n    oauth2=True)', [H32]),
    "node-module-factory": (f'const client = require("sdk")("AC{H32}", "{K32}");', [K32]),
    "node-module-factory-short-hex": (f"const risk = require('vendor')('{K16}');", [K16]),
    "session-class": (f"session = pd.APISession('{C}')", [C]),
    "e-mail-then-password": ('api = Tracker("tom.lmpf@example.com", "obrmic96")', ["obrmic96"]),
    "e-mail-then-passphrase": ('s = Sleep("yuki@example.com", "orchid_river_tempo_summit39", "Europe/Berlin")',
                               ["orchid_river_tempo_summit39"]),
    "register-user-host-password": (f"$ prosodyctl register eva xmpp.example.chat {B}+x!", [B + "+x!"]),
    "set-credentials-key-secret": (f"tool set-credentials {_rand(24)} {B}", [B]),
    "init-one-word": (f"$ intelcli init {C}", [C]),
    "create-credential": (f"$ mkstore -wrl /u01/wallet -createCredential FINPRD dw_loader {_rand(12)}x", None),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_credential_by_position_is_redacted(name: str) -> None:
    text, secrets = LEAKS[name]
    out, count = redact(text)
    if secrets is None:  # (the last word of the line)
        secrets = [text.split()[-1]]
    assert count >= len(secrets) and not any(s in out for s in secrets), out


CLEAN = [
    # data, not credentials: decoders, buffers, hashes, ids, commits
    f"const FRAME = Buffer.from('{A}', 'base64');",
    f'payload = base64.b64decode("{B}")',
    f'digest = hashlib.sha256(b"{C}").hexdigest()',
    f'oid = ObjectId("{_hex(24)}")',
    'run_id = uuid.UUID("3f2b8c1e-9a4d-4e5f-8b7a-1c2d3e4f5a6b")',
    f'c = repo.commit("{_hex(40)}")',
    f'expect(decode("{A}")).toEqual(frame)',
    # a builtin's result bound to a name: no client (a library's own source holds both)
    f'fake_attributes = hasattr(obj, "{_rand(12).lower()}_{_rand(12).lower()}_{_rand(16).lower()}")',
    'UNRESERVED_CHARS = set(\n    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-~"\n)',
    # a record's id bound from a constructor, a getter's lookup
    f'part = Part("{_rand(24).upper()}")',
    f'const user = UserService.getUser("{H32}");',
    f'const chunk = Loader.make("main.{H32}.js");',
    # a provider's client-side key where its SDK takes it
    f"const stripe = Stripe('pk_live_{B}');",
    f"const pusher = new Pusher('{_hex(20)}', {{ cluster: 'eu' }});",
    # an id, a reference, a placeholder in a client's call
    'client = Client(os.environ["API_KEY"])',
    "const api = new Api('<your-api-key>')",
    f'client = Client(region="eu-west-1", endpoint="https://api.example.com/{_hex(12)}")',
    # a call taking no credential, an address and a word
    'user = User("alice@example.com", "viewer")',
    'send_mail("ops@example.com", "weekly-report")',
    f'log.info("request {A} done")',
    # a Node module's export called with no key
    "const debug = require('debug')('app:server');",
    "const app = require('express')();",
    "const ms = require('ms')('2 days');",
    # command lines whose verb takes no secret
    "git init my-project",
    "npm init vite@latest my-app",
    "$ docker login registry.example.com",
    "gh auth login --with-token < token.txt",
    "terraform init -upgrade",
    "$ prosodyctl register alice example.org",
    'rabbitmqctl add_user ops "$RABBIT_PASSWORD"',
    "mc alias set local http://localhost:9000 minioadmin minioadmin",
    "$ pulumi stack init prod-eu-west-1",
]


@pytest.mark.parametrize("text", CLEAN)
def test_the_same_place_without_a_credential_stays(text: str) -> None:
    assert redact(text) == (text, 0)


def test_may_hold_is_false_where_find_finds_nothing_to_read() -> None:
    for text in ("plain prose without a call", "x = f(1, 2)", "see the register of deeds"):
        assert not calls.find(text)
    assert not calls.may_hold("plain prose without a call", False)
    text = f'otx = OTXv2("{H64}")'
    assert calls.may_hold(text, False) and calls.find(text)
