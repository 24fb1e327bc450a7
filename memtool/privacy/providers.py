"""More provider token formats (a prefix, a length and an alphabet each), kept apart from the rule
table of `memtool.privacy.rules` so that it stays readable; entered there after its own list.

Each entry is ``(kind, pattern, hints, check)`` like ``rules._PROVIDER_TOKENS``: the pattern gets
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
the client-side environment key, which has no prefix and ships in every page), eBay's OAuth user tokens
(``v^1.1#i^1#…#t^<base64>``: the version and a few ``#x^n`` fields, then the token as base64 of gzip) and its legacy
Auth'n'Auth tokens (``AgAAAA**AQAAAA**aAAAAA**…**…``), both in eBay's documented shapes, and its Cert IDs
(``PRD-``/``SBX-`` + 12 hex + four groups of 4 hex: the application's client secret); Statsig server secret keys
(``secret-`` and a random body) and DevCycle server SDK keys (``dvc_server_<uuid>_<hash>``), the secret halves of the
client formats `memtool.privacy.clientside` knows; Azure AI services keys (52 characters, ``JQQJ9…ACOG…``).
"""

from __future__ import annotations

from memtool.privacy.names import _random_letters
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
