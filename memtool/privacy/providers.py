"""More provider token formats (a prefix, a length and an alphabet each), kept apart from the rule
table of `memtool.privacy.rules` so that it stays readable; entered there after its own list.

Each entry is ``(kind, pattern, hints, check)`` like ``tokens.PROVIDER_TOKENS``: the pattern gets
the same boundaries, the hints are lowercase substrings the token starts with, and the check
(`memtool.privacy.rulechecks._token_ok`) leaves visibly fake bodies (``nfp_xxxxxx…``) alone.
Formats: Netlify personal tokens (``nfp_``), Okta API tokens in their ``SSWS`` header, Pinecone
(``pcsk_``), LangSmith (``lsv2_pt_``/``lsv2_sk_``), CircleCI personal tokens (``CCIPAT_``), Plaid
access tokens (``access-production-<uuid>``), Tailscale keys (``tskey-auth-``…), Adafruit IO
(``aio_``), Yandex OAuth (``y0_``), Linear OAuth (``lin_oauth_``), Notion integration tokens
(``ntn_``), Vercel Blob (``vercel_blob_rw_``), Salesforce session ids (``00D…!…``), Intercom
(``dG9rOj…``: base64 of ``tok:``), Zoho OAuth (``1000.<hex>.<hex>``), Buildkite (``bkua_``),
Harness (``pat.<account>.<id>.<secret>``), Frame.io (``fio-u-``), Readme (``rdme_``), Scalingo
(``tk-us-``), Typeform (``tfp_``), Clojars (``CLOJARS_``), OpenAI/Anthropic admin keys, HubSpot private apps
(``pat-na1-<uuid>``), Braintree (``access_token$production$…``), LaunchDarkly (``sdk-<uuid>``), SonarQube
(``squ_``), ElevenLabs (``sk_<48 hex>``), New Relic license keys (``…NRAL``),
Honeycomb (``hcaik_``), Databricks OAuth secrets (``dose…``), Ubidots (``BBFF-``), The Things Network (``NNSXS.``),
Flagsmith server-side environment keys (``ser.`` and a random body: Flagsmith's documentation calls them secret, unlike
the client-side environment key, which has no prefix and ships in every page), DeepL's free-plan keys (``<uuid>:fx``),
Lambda Cloud's API keys (``secret_<name>_<32 hex>.<32 random>``), Phabricator's Conduit tokens (``api-``/``cli-`` and
28 random characters), eBay's OAuth user tokens
(``v^1.1#i^1#…#t^<base64>``: the version and a few ``#x^n`` fields, then the token as base64 of gzip) and its legacy
Auth'n'Auth tokens (``AgAAAA**AQAAAA**aAAAAA**…**…``), both in eBay's documented shapes, and its Cert IDs
(``PRD-``/``SBX-`` + 12 hex + four groups of 4 hex: the application's client secret); Statsig server secret keys
(``secret-`` and a random body) and DevCycle server SDK keys (``dvc_server_<uuid>_<hash>``), the secret halves of the
client formats `memtool.privacy.clientside` knows; Azure AI services keys (52 characters, ``JQQJ9…ACOG…``); Appwrite
API keys (``standard_`` and 256 hex), Twitch chat tokens (``oauth:`` and 30 lowercase letters and digits), Branch
secret keys (``secret_live_`` and 32 letters and digits): formats a value test turned away under their names.

`PARITY`: the provider formats the betterleaks engine finds on its own and these rules did not (``bin/engine-parity``,
session 25), so that capture, which runs without the engine, stores none of them; entered before the other tables,
since a few refine a format they know less well (WorkOS's ``sk_live_a2V5X…`` is base64, ``/`` and ``+`` included,
where a Stripe key stops). A short prefix (``lip_``, ``rnd_``, ``EAAA``) gets `_generated`'s test of its body.
"""

from __future__ import annotations

import re

from memtool.privacy.generated import _random_letters
from memtool.privacy.rulechecks import _FAKE_TOKEN_RE, _token_ok

_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"

TOKENS = (
    ("netlify-token", r"nfp_[A-Za-z0-9]{36,40}", ("nfp_",), _token_ok),
    ("okta-token", r"SSWS 00[A-Za-z0-9_-]{40}", ("ssws 00",), _token_ok),
    ("pinecone-key", r"pcsk_[A-Za-z0-9]{4,10}_[A-Za-z0-9]{40,80}", ("pcsk_",), _token_ok),
    ("langsmith-key", r"lsv2_(?:pt|sk)_[0-9a-f]{32}_[0-9a-f]{10}", ("lsv2_",), _token_ok),
    ("circleci-token", r"CCIPAT_[A-Za-z0-9]{20,24}_[0-9a-f]{40}", ("ccipat_",), _token_ok),
    ("plaid-token", r"access-(?:production|development|sandbox)-" + _UUID, ("access-production-", "access-development-",
                                                                            "access-sandbox-"), _token_ok),
    ("tailscale-key", r"tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{8,20}-[A-Za-z0-9]{20,40}", ("tskey-",),
     _token_ok),
    ("adafruit-key", r"aio_[A-Za-z0-9]{28}", ("aio_",), _token_ok),
    ("woocommerce-key", r"c[ks]_[0-9a-f]{40}", ("ck_", "cs_"), _token_ok),
    ("yandex-token", r"y[0-3]_[A-Za-z0-9_-]{50,60}", ("y0_", "y1_", "y2_", "y3_"), _token_ok),
    ("linear-token", r"lin_oauth_[0-9a-f]{64}", ("lin_oauth_",), _token_ok),
    ("notion-token", r"ntn_[A-Za-z0-9]{40,50}", ("ntn_",), _token_ok),
    ("vercel-token", r"vercel_blob_rw_[A-Za-z0-9]{16}_[A-Za-z0-9]{30}", ("vercel_blob_rw_",), _token_ok),
    ("salesforce-session", r"00D[0-9A-Za-z]{12,15}![0-9A-Za-z._]{80,}", ("00d",), _token_ok),
    ("intercom-token", r"dG9rOj[A-Za-z0-9+/]{40,80}={0,2}", ("dg9roj",), _token_ok),
    ("zoho-token", r"1000\.[0-9a-f]{32}\.[0-9a-f]{32}", ("1000.",), _token_ok),
    ("buildkite-token", r"bkua_[0-9a-f]{40}", ("bkua_",), _token_ok),
    ("harness-token", r"pat\.[A-Za-z0-9_-]{22}\.[0-9a-f]{24}\.[A-Za-z0-9]{20}", ("pat.",), _token_ok),
    ("frameio-token", r"fio-u-[A-Za-z0-9_=-]{64}", ("fio-u-",), _token_ok),
    ("readme-key", r"rdme_[a-z0-9]{70}", ("rdme_",), _token_ok),
    ("scalingo-token", r"tk-us-[A-Za-z0-9_-]{48}", ("tk-us-",), _token_ok),
    ("typeform-token", r"tfp_[A-Za-z0-9_-]{40,60}_[A-Za-z0-9_-]{10,20}", ("tfp_",), _token_ok),
    ("clojars-token", r"CLOJARS_[a-f0-9]{60}", ("clojars_",), _token_ok),
    ("openai-key", r"sk-admin-[A-Za-z0-9_-]{40,120}", ("sk-admin-",), _token_ok),
    ("anthropic-key", r"sk-ant-admin\d{2}-[A-Za-z0-9_-]{80,120}", ("sk-ant-admin",), _token_ok),
    ("hubspot-token", r"pat-(?:na|eu|ap)\d-" + _UUID, ("pat-na", "pat-eu", "pat-ap"), _token_ok),
    ("braintree-token", r"access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[0-9a-f]{32}", ("access_token$",),
     _token_ok),
    ("launchdarkly-key", r"sdk-" + _UUID, ("sdk-",), _token_ok),
    ("sonarqube-token", r"sq[upa]_[0-9a-f]{40}", ("squ_", "sqp_", "sqa_"), _token_ok),
    ("elevenlabs-key", r"sk_[0-9a-f]{48}", ("sk_",), _token_ok),
    ("newrelic-license-key", r"[0-9a-f]{36}NRAL", ("nral",), _token_ok),
    ("honeycomb-key", r"hc[abx]i[kc]_[a-z0-9]{58,64}", ("hcaik_", "hcxik_", "hcaic_", "hcbik_"), _token_ok),
    ("databricks-token", r"dose[0-9a-f]{32}", ("dose",), _token_ok),
    ("ubidots-token", r"BBFF-[A-Za-z0-9]{30}", ("bbff-",), _token_ok),
    ("thethingsnetwork-key", r"NNSXS\.[A-Z0-9]{39}\.[A-Z0-9]{52}", ("nnsxs.",), _token_ok),
    ("flagsmith-key", r"ser\.[A-Za-z0-9]{20,64}", ("ser.",), lambda value, m, group: _random_body(value[4:])),
    ("ebay-token", r"v\^1\.1(?:#[A-Za-z]\^\d{1,3}){1,10}#t\^[A-Za-z0-9+/=]{20,}", ("v^1.1#",),
     lambda value, m, group: _ebay_body(value[value.index("#t^") + 3:])),
    ("ebay-token", r"AgAAAA\*\*AQAAAA\*\*aAAAAA\*\*[A-Za-z0-9+/=]{8,}\*\*[A-Za-z0-9+/=*]{40,}", ("agaaaa**",),
     lambda value, m, group: _ebay_body(value[24:])),
    ("statsig-key", r"secret-[A-Za-z0-9]{40,50}", ("secret-",), lambda value, m, group: _random_body(value[7:])),
    ("devcycle-key", r"dvc_server_[0-9a-f]{8}(?:_[0-9a-f]{4}){3}_[0-9a-f]{12}_[A-Za-z0-9]{5,10}", ("dvc_server_",),
     _token_ok),
    ("ebay-cert-id", r"(?:PRD|SBX)-[0-9a-f]{12}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}", ("prd-", "sbx-"),
     _token_ok),
    # (Azure AI services' keys: 52 random characters, Microsoft's ``JQQJ9`` signature, a few more, ``ACOG``, four;
    # found by their signature inside the token, so searched unanchored)
    ("azure-ai-key", r"[A-Za-z0-9]{52}JQQJ9[9DH][A-Za-z0-9]{8,24}ACOG[A-Za-z0-9]{4}", ("jqqj9",),
     lambda value, m, group: _random_body(value[:52])),
    ("appwrite-key", r"standard_[0-9a-f]{256}", ("standard_",), _token_ok),
    ("twitch-token", r"oauth:[a-z0-9]{30}", ("oauth:",), _token_ok),
    ("branch-key", r"secret_live_[A-Za-z0-9]{32}", ("secret_live_",), _token_ok),
    # (DeepL's free-plan keys: a UUID and ``:fx``, found by their suffix; Phabricator's Conduit API and CLI tokens:
    # ``api-``/``cli-`` and 28 random lowercase letters and digits; Lambda Cloud's: ``secret_``, the key's name,
    # 32 hex, a dot and 32 random characters)
    ("deepl-key", _UUID + r":fx", (":fx",), _token_ok),
    ("phabricator-token", r"(?:api|cli)-[a-z0-9]{28}", ("api-", "cli-"),
     lambda value, m, group: _token_ok(value, m, group) and sum(c.isdigit() for c in value[4:]) >= 3
     and sum(c.isalpha() for c in value[4:]) >= 8),
    ("lambda-key", r"secret_[A-Za-z0-9-]{1,64}_[0-9a-f]{32}\.[A-Za-z0-9]{32}", ("secret_",), _token_ok),
)


#: the gzip header every eBay OAuth token's base64 starts with (``1f 8b 08 00 …``): fixed, so not a fake's run
_GZIP_HEAD = "H4sIAAAAAAAA"


def _ebay_body(body: str) -> bool:
    """The variable part of an eBay token: long enough, no run or marker of a made-up sample (``t^xxxxxxxx…``)."""
    body = body[len(_GZIP_HEAD):] if body.startswith(_GZIP_HEAD) else body
    return len(body) >= 20 and _FAKE_TOKEN_RE.search(body) is None


def _random_body(body: str) -> bool:
    """Upper and lower case, and random letters or a digit, as a generated key's body has (``ser.Xk29fjQm…``,
    ``ser.famAxfRshmlv…``: a short UUID holds no digit one time in thirty); code's ``ser.readline``, ``ser.inWaiting``
    (a serial port named ``ser``) reads as words."""
    return (_FAKE_TOKEN_RE.search(body) is None and any(c.isupper() for c in body) and any(c.islower() for c in body)
            and (any(c.isdigit() for c in body) or _random_letters(body)))


def _generated(value: str, m: object, group: object) -> bool:
    """A token whose prefix is short or whose alphabet has ``_`` (``lip_``, ``rnd_``, ``tss_``, ``EAAA``) needs a body
    that reads generated -- upper and lower case and a digit, as a 20+ character random body has nineteen times in
    twenty -- so that ``lip_sync_animation_controller`` or ``rnd_seed_for_the_test_suite`` stays."""
    body = value[value.find("_") + 1:] if "_" in value[:8] else value[4:]
    return (_FAKE_TOKEN_RE.search(body) is None and any(c.isupper() for c in body)
            and any(c.islower() for c in body) and any(c.isdigit() for c in body))


#: the path before an SDAPI outlet key: host, sport, feed (``api.performfeeds.com/soccerdata/matchevent/``)
_PERFORM_PATH_RE = re.compile(r"\bapi\.performfeeds\.com/[a-z]+/[a-z]+/\Z")

#: Formats the betterleaks engine knows that capture's rules did not (bin/engine-parity, session 25), written from each
#: provider's documented prefix, length and alphabet. Public halves stay out (`memtool.privacy.clientside`: PostHog
#: ``phc_``, DevCycle ``dvc_client_``/``dvc_mobile_``, Flutterwave ``FLWPUBK``).
PARITY = (
    ("1password-key", r"A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
     ("a3-",), _token_ok),
    ("adobe-secret", r"p8e-[A-Za-z0-9]{32}", ("p8e-",), _token_ok),
    ("aikido-token", r"AIK_(?:CI|SECRET)_[A-Za-z0-9]{20,64}", ("aik_ci_", "aik_secret_"), _token_ok),
    ("artifactory-key", r"AKCp[A-Za-z0-9]{68,70}", ("akcp",), _token_ok),
    ("apify-token", r"apify_api_[A-Za-z0-9]{34,38}", ("apify_api_",), _token_ok),
    ("asaas-key", r"\$aact_(?:prod|hmlg)_[A-Za-z0-9_-]{20,100}", ("$aact_",), _token_ok),
    ("atlassian-token", r"ATAT[A-Za-z0-9_=-]{100,}", ("atat",), _generated),
    ("authress-key", r"(?i:(?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\.[a-z0-9]{4,6}\.acc[_-][a-z0-9-]{10,32}"
     r"\.[a-z0-9+/_=-]{30,120})", ("sc_", "ext_", "scauth_", "authress_"), _token_ok),
    # (Bedrock's short-lived keys: base64 of ``bedrock.amazonaws.com/…``, a presigned URL)
    ("aws-bedrock-key", r"ABSK[A-Za-z0-9+/]{109,269}={0,2}"
     r"|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=%]*", ("absk", "bedrock-api-key-"), _token_ok),
    ("bitbucket-token", r"BBDC-[A-Za-z0-9+/=]{32,}", ("bbdc-",), _token_ok),
    ("brave-key", r"BSA[A-Za-z0-9_-]{24,40}", ("bsa",), _generated),
    ("buildkite-token", r"bk(?:aa_[\w-]{75}|aj_[\w-]{333}|ar_[\w-]{73}|ct_[\w-]{73}|pt_[\w-]{199}|pat_[\w-]{54}"
     r"|ps_[\w-]{64})|bkua_[a-z0-9]{40}(?:[a-z0-9]{13})?", ("bkaa_", "bkaj_", "bkar_", "bkct_", "bkpt_", "bkpat_",
                                                         "bkps_", "bkua_"), _token_ok),
    ("cartesia-key", r"sk_car_[A-Za-z0-9_]{20}", ("sk_car_",), _token_ok),
    ("cerebras-key", r"csk-[A-Za-z0-9]{48}", ("csk-",), _token_ok),
    ("circleci-token", r"CCIPAT_[A-Za-z0-9]{22}_[a-z0-9]{40}", ("ccipat_",), _token_ok),
    ("clickhouse-key", r"4b1d[A-Za-z0-9]{38}", ("4b1d",), _generated),
    ("cloudflare-token", r"cf[ua]t_[A-Za-z0-9]{40}[a-f0-9]{8}", ("cfut_", "cfat_"), _token_ok),
    ("cloudsmith-key", r"csa_[a-f0-9]{30}[A-Za-z0-9]{6}", ("csa_",), _token_ok),
    ("cockroachlabs-key", r"CCDB1_[A-Za-z0-9]{22}_[A-Za-z0-9]{40}", ("ccdb1_",), _token_ok),
    ("configcat-key", r"configcat-sdk-1/[A-Za-z0-9_-]{22}/[A-Za-z0-9_-]{22}", ("configcat-sdk-1/",), _token_ok),
    ("datastax-token", r"AstraCS:[A-Za-z0-9]{20,}(?::[a-f0-9]{64})?", ("astracs:",), _token_ok),
    ("deno-token", r"ddp_[A-Za-z0-9]{36}", ("ddp_",), _token_ok),
    ("devcycle-key", r"dvc_server_[A-Za-z0-9]{8,32}", ("dvc_server_",), _token_ok),
    ("devin-key", r"apk_user_[A-Za-z0-9+/]{120,180}={0,2}|apk_[A-Za-z0-9+/]{80,100}={0,2}|cog_[a-z2-7]{52}",
     ("apk_", "cog_"), _token_ok),
    ("docker-swarm-token", r"SWMTKN-1-[a-z0-9]{50,60}-[a-z0-9]{24,30}|SWMKEY-1-[A-Za-z0-9+/]{40,50}",
     ("swmtkn-1-", "swmkey-1-"), _token_ok),
    ("elastic-key", r"essu_[A-Za-z0-9_-]{60,200}={0,2}", ("essu_",), _token_ok),
    ("exoscale-key", r"EXO[A-Za-z0-9]{24,30}", ("exo",), _generated),
    ("figma-token", r"figd_[A-Za-z0-9_-]{38,42}", ("figd_",), _token_ok),
    ("flutterwave-key", r"FLWSECK(?:_TEST)?-?[a-hA-H0-9]{12}(?:[a-hA-H0-9]{20}-X)?", ("flwseck",), _token_ok),
    ("flyio-token", r"FlyV1 [A-Za-z0-9=_,/+-]{100,}", ("flyv1 ",), _token_ok),
    ("gemini-key", r"AQ\.Ab8RN6[A-Za-z0-9_-]{44}", ("aq.ab8rn6",), _token_ok),
    ("grafana-key", r"eyJrIjoi[A-Za-z0-9+/]{40,380}={0,2}", ("eyjrijoi",), _token_ok),
    ("langsmith-key", r"lsv2_(?:pt|sk)_[0-9a-fA-F]{32}_[0-9a-fA-F]{10}", ("lsv2_",), _token_ok),
    ("ionic-token", r"ion_[A-Za-z0-9]{42}", ("ion_",), _generated),
    ("langfuse-key", r"sk-lf-" + _UUID, ("sk-lf-",), _token_ok),
    ("lichess-token", r"lip_[A-Za-z0-9_]{16,60}", ("lip_",), _generated),
    ("llamacloud-key", r"llx-[A-Za-z0-9]{44,52}", ("llx-",), _token_ok),
    ("mailersend-token", r"mlsn\.[A-Za-z0-9]{30,100}", ("mlsn.",), _token_ok),
    ("maxmind-key", r"[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk", ("_mmk",), _token_ok),
    ("mercury-token", r"mercury_production_[a-z]{3,6}_[A-Za-z0-9]{40,50}_yrucrem", ("mercury_production_",), _token_ok),
    ("mergify-key", r"mergify_application_key_[A-Za-z0-9_-]{40,200}", ("mergify_application_key_",), _token_ok),
    ("minimax-key", r"sk-api-[A-Za-z0-9_-]{100,130}", ("sk-api-",), _token_ok),
    # (Miro's access tokens start with base64 of ``{"miro``)
    ("miro-token", r"eyJtaXJv[A-Za-z0-9-]{10,64}_[A-Za-z0-9_-]{20,64}", ("eyjtaxjv",), _token_ok),
    ("mongodb-atlas-key", r"mdb_sa_sk_[A-Za-z0-9_-]{40}", ("mdb_sa_sk_",), _token_ok),
    ("neon-key", r"napi_[A-Za-z0-9]{64}", ("napi_",), _token_ok),
    ("nvidia-key", r"nvapi-[A-Za-z0-9_-]{60,70}", ("nvapi-",), _token_ok),
    ("nylas-key", r"nyk_[A-Za-z0-9_]{40,80}", ("nyk_",), _token_ok),
    ("onesignal-key", r"os_v2_(?:app|org)_[a-z2-7]{103}", ("os_v2_",), _token_ok),
    # (Onfido: ``api_live.<token id>.<secret>``, region ``_us``/``_ca``; sandbox tokens are keys too)
    ("onfido-token", r"api_(?:live|sandbox)(?:_ca|_us)?\.(?:[A-Za-z0-9_-]{8,16}\.)?[A-Za-z0-9_-]{20,80}",
     ("api_live", "api_sandbox"), _generated),
    ("paddle-key", r"pdl_(?:live|sdbx)_apikey_[a-z0-9]{26}_[A-Za-z0-9]{22}_[A-Za-z0-9]{3}", ("pdl_",), _token_ok),
    ("persona-key", r"persona_(?:production|sandbox)_[a-z0-9_-]{20,80}", ("persona_",), _token_ok),
    ("pinterest-token", r"pina_[A-Za-z0-9_-]{20,200}", ("pina_",), _generated),
    ("polar-token", r"polar_(?:at|oat|pat|rt)_[A-Za-z0-9_-]{20,100}", ("polar_",), _token_ok),
    ("posthog-key", r"phx_[A-Za-z0-9_-]{41,49}", ("phx_",), _token_ok),
    ("proof-key", r"prf_(?:cli_)?[A-Za-z0-9_-]{20,80}", ("prf_",), _generated),
    ("runpod-key", r"rpa_[A-Za-z0-9]{30}|rpa_[A-Z0-9]{40}[A-Za-z0-9]{6}", ("rpa_",), _generated),
    ("ramp-secret", r"ramp_sec_[A-Za-z0-9]{48}", ("ramp_sec_",), _token_ok),
    ("render-key", r"rnd_[A-Za-z0-9]{28}", ("rnd_",), _generated),
    ("resend-key", r"re_[1-9A-HJ-NP-Za-km-z]{8}_[1-9A-HJ-NP-Za-km-z]{24}", ("re_",), _generated),
    ("rootly-key", r"rootly_[a-f0-9]{64}", ("rootly_",), _token_ok),
    ("salesforce-token", r"00[A-Za-z0-9]{13}![A-Za-z0-9._-]{80,260}", ("!",), _token_ok),
    ("samsara-token", r"samsara_api_[A-Za-z0-9]{26,32}", ("samsara_api_",), _token_ok),
    ("segment-token", r"sgp_[A-Za-z0-9]{64}", ("sgp_",), _token_ok),
    ("sendinblue-key", r"x(?:keysib|smtpsib)-[a-fA-F0-9]{64}-[A-Za-z0-9]{16}", ("xkeysib-", "xsmtpsib-"), _token_ok),
    ("slack-token", r"xoxd-[A-Za-z0-9%/\\+_-]{100,}={0,2}|xoxc-\d{9,15}-\d{9,15}-\d{9,15}-[a-f0-9]{64}",
     ("xoxd-", "xoxc-"), _token_ok),
    ("square-token", r"EAAA[A-Za-z0-9_-]{22,60}", ("eaaa",), _generated),
    ("supabase-token", r"sbp_[a-z0-9_-]{40}", ("sbp_",), _token_ok),
    ("tailscale-key", r"tskey-(?:api|auth|client|scim|webhook)-[A-Za-z0-9_-]{20,60}", ("tskey-",), _token_ok),
    # (Tableau personal access tokens: a name's base64 id, ``==:``, the secret)
    ("tableau-token", r"[A-Za-z0-9+/]{22}==:[A-Za-z0-9]{32}", ("==:",), _token_ok),
    ("thunderstore-token", r"tss_[A-Za-z0-9_-]{20,80}", ("tss_",), _generated),
    ("togetherai-key", r"tgp_v1_[A-Za-z0-9_-]{43}", ("tgp_v1_",), _token_ok),
    ("unkey-key", r"unkey_[A-Za-z0-9]{20,32}", ("unkey_",), _generated),
    ("upcloud-token", r"ucat_[A-Za-z0-9]{24,32}", ("ucat_",), _token_ok),
    ("valtown-token", r"vtwn_[A-Za-z0-9_-]{20,80}", ("vtwn_",), _token_ok),
    ("vercel-token", r"vc[kapri]_[A-Za-z0-9_-]{56}", ("vck_", "vca_", "vcp_", "vcr_", "vci_"), _token_ok),
    ("wakatime-key", r"waka_[A-Za-z0-9-]{36,64}", ("waka_",), _token_ok),
    ("wandb-key", r"wandb_v1_[A-Za-z0-9_]{77}", ("wandb_v1_",), _token_ok),
    ("workato-token", r"wrka(?:[a-z]{2})?-eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{64,}", ("wrka",),
     _token_ok),
    # (WorkOS and Highnote secret keys: ``sk_live_`` and base64 of ``key_…``, ``/`` and ``+`` included)
    ("sk-live-key", r"sk_(?:live|test)_a2V5X[A-Za-z0-9+/]{20,}={0,2}", ("sk_live_a2v5x", "sk_test_a2v5x"), _token_ok),
    ("xai-key", r"xai-[A-Za-z0-9_-]{70,120}", ("xai-",), _token_ok),
    ("xendit-key", r"xnd_(?:production|development)_[A-Za-z0-9]{56,72}", ("xnd_",), _token_ok),
    # keys a provider's documented URL carries in its path: a Zapier "catch" webhook (anyone holding it can trigger the
    # Zap, as with Slack's), a Blynk device's auth token (``blynk-cloud.com/<token>/get/V1``, white-label hosts
    # ``*.blynk.cc``), a Stats Perform SDAPI outlet key (``api.performfeeds.com/<sport>/<feed>/<outlet key>``)
    ("zapier-webhook", r"(?:(?<=hooks\.zapier\.com/hooks/catch/))\d{4,12}/[a-z0-9]{5,10}", ("hooks.zapier.com/",),
     _token_ok),
    ("blynk-token", r"(?:(?<=blynk-cloud\.com/)|(?<=\.blynk\.cc/)|(?<=blynk\.cloud/))[A-Za-z0-9_-]{32}(?=/)",
     ("blynk",), _token_ok),
    ("statsperform-key", r"(?:(?<=/))[a-z0-9]{25}(?=[/?#\s'\"]|$)", ("performfeeds.com/",),
     lambda value, m, group: (_PERFORM_PATH_RE.search(m.string, max(0, m.start() - 100), m.start()) is not None
                              and any(c.isdigit() for c in value) and any(c.isalpha() for c in value))),
    ("zuplo-key", r"zpka_[a-z0-9]{32}_[0-9a-f]{8}", ("zpka_",), _token_ok),
)

#: (their hint is not where the token starts)
UNANCHORED = frozenset({"deepl-key", "maxmind-key", "salesforce-token", "tableau-token", "zapier-webhook", "blynk-token",
                        "statsperform-key"})
