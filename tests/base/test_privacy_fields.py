"""A secret's name and value in different fields of one record (memtool/privacy/fields.py),
tables with a secret column, user/password pairs labelled in any language (pairs.py), a secret
repeated elsewhere in the same text, and the other shapes the blind sources of 2026-12-01
(agentjson, clouddesk, intlchat) taught -- each with a made-up value, and the ordinary text
beside it that must come back byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import json
import random
import string

import pytest
from test_privacy_shapes import assert_redacted, random_text

from memtool.privacy import redact, scrub_value

_R = random.Random(2212)


_rand = random_text(_R)


V = _rand(22)
HUMAN = "Granite" + str(_R.randint(1000, 9999)) + "z"
HEX = _rand(40, "0123456789abcdef")
SLUG = "-".join(_rand(5, "bcdfghjklmnpqrstvwxz") for _ in range(2)) + "-" + _rand(4, "bcdfgh") + "7k"

LEAKS = {
    # name and value apart
    "json-name-then-fields-then-value": (json.dumps({"name": "AUTH_CLIENT_SECRET", "slotSetting": False,
                                                     "value": V}, indent=2), V),
    "postman-key-value": (json.dumps({"key": "password", "value": HUMAN, "type": "string"}, indent="\t"), HUMAN),
    "har-cookie-list": (json.dumps({"cookies": [{"name": "session", "value": _rand(32, string.ascii_letters)}]}),
                        None),
    "terraform-output": (json.dumps({"db_password": {"sensitive": True, "type": "string", "value": V}}), V),
    "yaml-key-then-value": (f"  envs:\n  - key: SESSION_SECRET\n    scope: RUN_TIME\n    value: {HUMAN}\n", HUMAN),
    "escaped-xml-in-json": (json.dumps({"content": f'<add key="ApiSecret" value="{HUMAN}" />'}), HUMAN),
    "query-random-value": (f"https://api.weather.example/v1/forecast?q=Lisbon&appid={V}ab12", V),
    "repeated-elsewhere": (json.dumps({"url": f"https://x.example/geo?apikey={V}",
                                       "query": [{"name": "k", "value": V}]}), V),
    # tables
    "table-password-column": (f"Name       Role       Password\ndoadmin    primary    {HUMAN}\n", HUMAN),
    "table-value-column": (f"Name       Allow Override    Value\nREG_AUTH   False             ci:{SLUG}\n", SLUG),
    # pairs
    "pair-login-pass-dash": (f"login/pass — ops / {HUMAN}", HUMAN),
    "pair-russian": (f"логин/пароль: root / {V}", V),
    "pair-chinese": (f"用户名 support / {HUMAN}", HUMAN),
    "pair-french": (f"identifiants : sa / {HUMAN}", HUMAN),
    "pair-user-comma": (f"user root, {HUMAN}", HUMAN),
    "pair-parenthesised": (f"ssh admin@10.20.1.5  (admin / {V})", V),
    "pair-bare-line": (f"Hallo,\n\nqa-tester:{HEX}\n\nGruss", HEX),
    "pair-login-long-label": (f"login for the test tenant: qa-admin / {HEX}", HEX),
    # prose
    "random-slug-after-noun": (f"my api key for the geocoder: {SLUG}", SLUG),
    "noun-word-value-ru": (f"секрет вебхука {SLUG}", SLUG),
    "italian-token-e": (f"il token è {V}", V),
    "portuguese-ficou": (f"a senha do banco ficou {V}", V),
    "french-words-then-equals": (f"mot de passe root du serveur = {HUMAN}#", HUMAN),
    "turkish-anahtari": (f"API anahtarı: {V}", V),
    "cookie-parenthesis": (f"Sitzungs-Cookie (session): {HEX[:32]}", HEX[:32]),
    # command lines and provider shapes
    "curl-user-continued": (f"curl --location 'https://jira.acme.io/rest' \\\n--user 'ops-bot:{SLUG}'", SLUG),
    "google-refresh-token": (f"Use this token to login on a CI server:\n\n1//0{V}{V}\n", V + V),
    "doppler-with-config": (f"klucz: dp.st.prd.{_rand(43)}", None),
    "pem-with-line-numbers": ("     1\t-----BEGIN PRIVATE KEY-----\n     2\t" + _rand(64) + "\n     3\t"
                              + V + _rand(42) + "\n     4\t-----END PRIVATE KEY-----\n", V),
    "pgpass-in-json": (json.dumps({"content": f"# host:port:db:user:password\ndb.internal:5432:*:reporting:{HUMAN}"}),
                       HUMAN),
    "heroku-prompt-output": (f"➜  infra git:(main) heroku auth:token\n ›   Warning: token will expire\n{V}\n", V),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_shape_of_the_blind_sources_is_redacted(name):
    assert_redacted(*LEAKS[name])


ORDINARY = [
    json.dumps({"name": "WEBSITE_RUN_FROM_PACKAGE", "slotSetting": False, "value": "1"}, indent=2),
    json.dumps({"key": "baseUrl", "value": "https://staging.example.com", "type": "default"}),
    json.dumps({"name": "content-type", "value": "application/json"}),
    "  envs:\n  - key: DATABASE_URL\n    scope: RUN_TIME\n    value: ${db.DATABASE_URL}\n",
    "  - key: API_SECRET\n    type: SECRET\n    value: EV[1:" + _rand(32) + ":" + _rand(40) + "]\n",
    "DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres",
    "NAME   TYPE   DATA   AGE\napp    Opaque 2      3d\n",
    "Name       Allow Override    Value\nLOG_LEVEL  False             debug\n",
    "mock_list_recent.assert_called_once_with(user=None, filter=None)",
    "builds for (amd64 / arm64) and (input / output)", "python:3.12-slim\nlocalhost:5432\n",
    "llama.cpp:gemma-3-270m-q4_k_m", "ubuntu:jammy-2024-01\n",
    "https://example.com/search?q=hello&page=2&sort=desc",
    f"https://example.com/commit?sha={HEX}", "If you are using the CLI, pass it as `--repo-type=model`.",
    f"https://drive.example.com/open?id={V}ab", f"https://x.example/list?pageToken={V}ab&fileId={V}cd",
    "the password policy requires 12 characters", "la contraseña es obligatoria",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_records_tables_and_pairs_are_untouched(text):
    assert redact(text) == (text, 0)


def test_a_value_redacted_under_its_name_goes_from_the_other_fields_of_a_payload():
    payload = {"tool_input": {"command": f"deploy --key {V}x", "env": {"DEPLOY_TOKEN": V + "x"}},
               "tool_response": {"stdout": f"using {V}x\n", "stderr": ""}}
    out, count = scrub_value(payload)
    assert V not in json.dumps(out) and count == 3
    assert out["tool_response"]["stdout"] == "using [REDACTED:repeated]\n"
    assert payload["tool_response"]["stdout"] == f"using {V}x\n"  # the input is not changed
    assert scrub_value(out) == (out, 0)
