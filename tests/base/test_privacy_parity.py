"""Capture's rules know every provider format the betterleaks engine knows (bin/engine-parity measures the same).

For each of the installed engine's provider rules (tests/redaction_dev/_engine_rules.py: not its generic keyword
rules, identifier rules or helper rules), a string drawn at random from the rule's own pattern (seeded; no scanner's
test fixtures, no network) that the engine reports, as a JSON value under a neutral key and on a line of its own,
must be redacted by the rules capture runs (``MEMTOOL_REDACT_ENGINES=none``). Rules the engine finds only with the
provider's name in front (``algolia=…``: a keyword rule) are the name-context layer's ground, not a format's.
"""

from __future__ import annotations

import json
import random
import sys

import pytest
from conftest import TESTS

from memtool import privacy

betterleaks = pytest.importorskip("betterleaks")
sys.path.insert(0, str(TESTS / "redaction_dev"))
import _engine_rules  # noqa: E402

#: engine rules whose secrets capture's rules deliberately do not take, and why
NOT_COVERED = {
    # public by design: the client half a provider ships in every page or app (memtool.privacy.clientside)
    "posthog-project-api-key": "PostHog's project key (phc_) is sent from every page that loads PostHog",
    "devcycle-client-sdk-key": "DevCycle's client SDK key ships in the browser bundle",
    "devcycle-mobile-sdk-key": "DevCycle's mobile SDK key ships in the app",
    "flutterwave-public-key": "Flutterwave's public key (FLWPUBK) is the checkout page's key",
    # the engine's secret is the whole string; capture takes the part that is secret
    "azure-servicebus-connection-string": "capture redacts SharedAccessKey=…, not the endpoint and key name",
    "mongodb-connection-string": "capture redacts the URL's password (URL credentials rule), not user and hosts",
    # the engine's pattern is looser than the format, and the draws are not real tokens
    "private-key": "draws like '-----BEGINX 6PRIVATE KEY-----…' are no PEM block; PEM rules have their own tests",
    "jwt": "draws whose header is 'ey…' but not 'eyJ' (base64 of '{\"') are no JWT",
    "temporal-cloud-api-key.1": "a JWT whose payload does not start 'eyJ' is none; real ones are caught as JWTs",
    "sendgrid-api-token": "SendGrid keys are SG.<22>.<43>; the draws put dots anywhere in 66 characters",
    "slack-app-token": "draws shorter than any issued xapp- token (xapp-1-A…-<13 digits>-<64 hex>)",
    # formats whose only hint is everywhere: a rule anchored there would be tried at every occurrence
    "facebook-access-token": "an app token '<15 digits>|<secret>' starts with digits and its hint is '|'",
    "vault-service-token": "legacy Vault tokens 's.<24>' (before 1.10; hvs./hvb. are covered) have the hint 's.'",
}


def _engine_reports(text: str, rule_id: str) -> str | None:
    """The secret the engine reports for ``rule_id`` on the text's last line (not on a companion line)."""
    last = text.count("\n") + 1
    for finding in betterleaks.scan_string(text):
        if finding.rule_id == rule_id and finding.location.start_line == last:
            return finding.match.value or finding.match.full
    return None


def _leaked(secret: str, out: str) -> bool:
    n = max(8, len(secret) // 2)
    return any(secret[i:i + n] in out for i in range(max(1, len(secret) - n + 1)))


def _self_identifying() -> list[tuple[str, str, str]]:
    """(rule id, companion lines, secret) for each provider rule whose drawn secret the engine finds as a bare JSON
    value (after the lines of the rules it needs nearby: `_engine_rules.companions`)."""
    found = []
    for rule in _engine_rules.provider_rules():
        rng = random.Random(f"25:{rule['id']}")
        for _ in range(12):
            drawn, _span = _engine_rules.sample(rule["regex"], rng, rule.get("valueGroup"))
            before = _engine_rules.companions(rule, rng, drawn)
            secret = _engine_reports(before + drawn, rule["id"])
            if secret and len(secret) >= 8 and _engine_reports(before + json.dumps({"value": secret}), rule["id"]):
                found.append((rule["id"], before, secret))
                break
    return found


@pytest.fixture(scope="module")
def formats():
    return _self_identifying()


def test_the_engine_rules_are_read_and_drawn_from(formats):
    assert len(_engine_rules.rules()) >= 400
    assert len(formats) >= 150
    ids = {rule_id for rule_id, _, _ in formats}
    assert {"github-pat", "gitlab-pat", "neon-api-key", "vercel-personal-access-token", "aws-access-token"} <= ids


def test_every_self_identifying_engine_format_is_redacted_at_capture(formats, monkeypatch):
    monkeypatch.setenv("MEMTOOL_REDACT_ENGINES", "none")
    missed = []
    for rule_id, before, secret in formats:
        if rule_id in NOT_COVERED:
            continue
        for text in (before + secret, before + json.dumps({"value": secret})):
            if _leaked(secret, privacy.scrub(text)[0].rsplit("\n", 1)[-1]):
                missed.append((rule_id, text))
    assert not missed, missed


def test_the_list_of_rules_not_covered_names_live_engine_rules():
    ids = {rule["id"] for rule in _engine_rules.rules()}
    assert set(NOT_COVERED) <= ids


@pytest.mark.parametrize("text", [
    "NEON_API_KEY=napi_4kQ9xTz2Lm8Vb3Nc7Rw1Yd5Fh0Gj6Sp9Ku2Ae4Io8Ou3Qt7Zx1Cv5Bn9Mm2Ll6Kk0Jj4Hh8Gg3Ff7Dd1Ss5Aa9",
    "curl -H 'Authorization: Bearer vcp_3fK9qLm2Xv8Tz1Nb6Rc4Yw7Pd0Gh5Js2Ka9Ue3Io6Ox8Qt1Zl4Cv7Bn0Mm5Wr2Hy6Ej'",
    '{"value": "lip_Xk29fjQmZ7Lp3Vn8Tb2R"}',
    "set key rnd_aB3kD9xQ2mN7pL4vR8sT1wY6zC5h in the dashboard",
    # formats the engine does not know either
    'api = onfido.Api("api_live.Qx7Lm2Vb9Tc.Zr8Kp3Wn6Yd1Hf4Gj0Sa5Ue2Io7Ox9Qt", region=onfido.Region.EU)',
    "ZAP_URL=https://hooks.zapier.com/hooks/catch/4815162/u7x9k2q/",
    'curl -s "http://plaato.blynk.cc/Gk3mQ9xT2vL8pR5wN1zY7cB4hJ6sD0fA/get/v51"',
    "curl http://blynk-cloud.com/4ae3851817194e2596cf1b7103603ef8/update/V1?value=1",
    "FEED=https://api.performfeeds.com/soccerdata/matchevent/k3j9x0q2w8e7r6t5y4u1i2o3p/abc?_rt=b&_fmt=json",
])
def test_new_formats_in_context(text, monkeypatch):
    monkeypatch.setenv("MEMTOOL_REDACT_ENGINES", "none")
    out, n = privacy.scrub(text)
    assert n >= 1 and "[REDACTED:" in out


@pytest.mark.parametrize("text", [
    "def lip_sync_animation_controller_v2(frame): ...",
    "rnd_seed_for_the_test_suite_is_fixed = 42",
    "tss_totalsamplesize_aggregated_weekly_report = load()",
    "persona_sandbox_xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
    "see https://docs.performfeeds.com/docs/soccerdata/matchevent/q9vx1e8871w2q9eeg66pyjv3u/ for the fields",
    "https://api.performfeeds.com/soccerdata/matchevent/abcdefghijklmnopqrstuvwxy/ (the outlet key goes there)",
    "onfido.Api(api_live_token, region=onfido.Region.EU)",
    "docs: https://blynk.cloud/external/api/get?token={token}&V1",
])
def test_words_after_a_short_prefix_stay(text, monkeypatch):
    monkeypatch.setenv("MEMTOOL_REDACT_ENGINES", "none")
    assert privacy.scrub(text) == (text, 0)
