"""Provider token shapes: each provider's token by its prefix, its length and its alphabet, wherever it
appears (rule 2 of `memtool.privacy.rules`, which enters `PROVIDER_TOKENS` between
`memtool.privacy.providers`' two tables, each pattern through `token_regex`). `memtool.privacy` also
hands the patterns to `memtool.privacy.clientside` as the secret formats a public value never has.

Each entry is ``(kind, pattern, hints, check)``: the whole match is the secret; the hints are lowercase
substrings the token starts with (`UNANCHORED_TOKENS`: those whose hint is elsewhere in the token, scanned
with ``re.sub``); the check (`memtool.privacy.rulechecks`) leaves visibly fake bodies alone.
"""

from __future__ import annotations

from memtool.privacy.checks import _LazyRegex, _lazy
from memtool.privacy.rulechecks import Check, _random_token_ok, _token_ok, _twitter_ok


# A token starts where no letter, digit or `+` precedes it. `_` and `/` may: `mcp__ghp_…`,
# `/tmp/ghp_…/x`, `https://ghp_…@`; inside a base64 run the character after the token is base64
# too, which `_R` refuses (`…Zk9/AIza…` in a data URI stays).
_L = r"(?<![A-Za-z0-9+])"
_R = r"(?![A-Za-z0-9_])"

# (kind, pattern, hints, check); the whole match is the secret.
PROVIDER_TOKENS: tuple[tuple[str, str, tuple[str, ...], Check], ...] = (
    ("aws-access-key", r"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}",
     ("akia", "asia", "abia", "acca", "a3t"), _token_ok),
    ("github-token", r"gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{40,255}",
     ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"), _token_ok),
    ("gitlab-token",
     r"(?:glpat|gldt|glrt|glcbt|glptt|glft|glimt|glagent|gloas|glsoat|glffct)"
     r"-[A-Za-z0-9_-]{20,300}(?:\.[0-9a-z]{2,12})?|GR1348941[A-Za-z0-9_-]{20,}",
     ("glpat-", "gldt-", "glrt-", "glcbt-", "glptt-", "glft-", "glimt-", "glagent-", "gloas-",
      "glsoat-", "glffct-", "gr1348941"), _token_ok),
    ("slack-token", r"(?:xoxe\.)?xox[abposre]-[A-Za-z0-9-]{10,250}|xapp-\d-[A-Za-z0-9-]{20,250}",
     ("xox", "xapp-"), _token_ok),
    ("anthropic-key", r"sk-ant-[a-z]{2,8}\d{2}-[A-Za-z0-9_-]{20,300}", ("sk-ant-",), _token_ok),
    ("openai-key",
     r"sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,300}|sk-or-v1-[a-f0-9]{64}"
     r"|sk-[A-Za-z0-9]{32,200}", ("sk-",), _random_token_ok),
    ("stripe-key", r"(?:sk|rk)_(?:test|live|prod)_[A-Za-z0-9]{10,247}|whsec_[A-Za-z0-9+/]{24,}",
     ("sk_", "rk_", "whsec_"), _token_ok),
    ("google-api-key", r"AIza[A-Za-z0-9_-]{35}", ("aiza",), _token_ok),
    ("google-oauth", r"GOCSPX-[A-Za-z0-9_-]{20,40}|ya29\.[A-Za-z0-9_-]{30,}|1//0[A-Za-z0-9_-]{40,}",
     ("gocspx-", "ya29.", "1//0"), _token_ok),
    ("twilio-key", r"SK[0-9a-fA-F]{32}", ("sk",), _random_token_ok),
    ("sendgrid-key", r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}", ("sg.",), _token_ok),
    ("npm-token", r"npm_[A-Za-z0-9]{36}", ("npm_",), _token_ok),
    ("pypi-token", r"pypi-AgE[A-Za-z0-9_-]{50,}", ("pypi-age",), _token_ok),
    ("huggingface-token", r"(?:hf|api_org)_[A-Za-z0-9]{30,40}", ("hf_", "api_org_"),
     _random_token_ok),
    ("jwt", r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*", ("eyj",), _token_ok),
    ("digitalocean-token", r"do[opr]_v1_[a-f0-9]{64}", ("do",), _token_ok),
    ("shopify-token", r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}", ("shp",), _token_ok),
    ("heroku-api-key", r"HRKU-[A-Za-z0-9_-]{30,70}", ("hrku-",), _token_ok),
    ("azure-client-secret", r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}", ("q~",), _token_ok),
    ("databricks-token", r"dapi[a-f0-9]{32}(?:-\d)?", ("dapi",), _token_ok),
    ("doppler-token", r"dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,}", ("dp.",), _token_ok),
    ("vault-token", r"hv[sb]\.[A-Za-z0-9_-]{24,}", ("hvs.", "hvb."), _token_ok),
    ("linear-key", r"lin_(?:api|oauth)_[A-Za-z0-9]{40}", ("lin_",), _token_ok),
    ("postman-key", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}", ("pmak-",), _token_ok),
    ("pulumi-token", r"pul-[a-f0-9]{40}", ("pul-",), _token_ok),
    ("grafana-token", r"glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}",
     ("glc_", "glsa_"), _token_ok),
    ("newrelic-key", r"NR(?:AK|II|JS)-[A-Za-z0-9_-]{19,32}", ("nrak-", "nrii-", "nrjs-"),
     _token_ok),
    ("sentry-token", r"sntry[us]_[A-Za-z0-9+/=_]{40,}", ("sntry",), _token_ok),
    ("rubygems-token", r"rubygems_[a-f0-9]{48}", ("rubygems_",), _token_ok),
    ("mailgun-key", r"key-[a-f0-9]{32}", ("key-",), _random_token_ok),
    ("mailchimp-key", r"[a-f0-9]{32}-us\d{1,2}", ("-us",), _random_token_ok),
    ("sendinblue-key", r"x(?:keysib|smtpsib)-[a-f0-9]{64}-[A-Za-z0-9]{16}",
     ("xkeysib-", "xsmtpsib-"), _token_ok),
    ("age-secret-key", r"AGE-SECRET-KEY-1[0-9A-Z]{58}", ("age-secret-key-",), _token_ok),
    ("dropbox-token", r"sl\.(?:u\.)?[A-Za-z0-9_-]{130,}", ("sl.",), _token_ok),
    ("square-token", r"sq0(?:atp|csp)-[A-Za-z0-9_-]{22,}|EAAA[A-Za-z0-9_-]{60}",
     ("sq0", "eaaa"), _token_ok),
    ("discord-token", r"[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
     (".",), _random_token_ok),
    ("telegram-token", r"(?:(?<=/bot)|(?<![A-Za-z0-9_+/]))\d{8,10}:AA[A-Za-z0-9_-]{33}",
     (":aa",), _token_ok),
    ("notion-token", r"ntn_\d{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43}",
     ("ntn_", "secret_"), _random_token_ok),
    ("atlassian-token", r"AT(?:ATT|CTT)3[A-Za-z0-9_=-]{150,}", ("atatt3", "atctt3"), _token_ok),
    ("figma-token", r"figd_[A-Za-z0-9_-]{40,}", ("figd_",), _token_ok),
    ("replicate-token", r"r8_[A-Za-z0-9]{37}", ("r8_",), _random_token_ok),
    ("groq-key", r"gsk_[A-Za-z0-9]{48,}", ("gsk_",), _token_ok),
    ("perplexity-key", r"pplx-[A-Za-z0-9]{48}", ("pplx-",), _token_ok),
    ("xai-key", r"xai-[A-Za-z0-9]{70,}", ("xai-",), _token_ok),
    ("supabase-token", r"sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{20,}", ("sbp_", "sb_secret_"),
     _token_ok),
    ("terraform-token", r"(?:[A-Za-z0-9]{14}\.)?atlasv1\.[A-Za-z0-9_=-]{60,70}", ("atlasv1",),
     _token_ok),
    ("contentful-token", r"CFPAT-[A-Za-z0-9_-]{43}", ("cfpat-",), _token_ok),
    ("planetscale-token", r"pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}", ("pscale_",),
     _token_ok),
    ("docker-token", r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}", ("dckr_",), _token_ok),
    ("alibaba-key", r"LTAI[A-Za-z0-9]{20}", ("ltai",), _random_token_ok),
    ("tencent-key", r"AKID[A-Za-z0-9]{32}", ("akid",), _random_token_ok),
    ("artifactory-key", r"AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59}", ("akcp", "cmvmd"),
     _token_ok),
    ("bitbucket-token", r"ATBB[A-Za-z0-9_=.-]{32,}", ("atbb",), _random_token_ok),
    ("facebook-token", r"EAA[BCDGIMU][A-Za-z0-9]{90,}", ("eaa",), _random_token_ok),
    ("twitter-token", r"A{22}[A-Za-z0-9%]{60,}", ("aaaaaaaaaaaaaaaaaaaaaa",), _twitter_ok),
    ("firebase-key", r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}", ("apa91b",), _token_ok),
    ("mapbox-key", r"sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}", ("sk.eyj",), _token_ok),
    ("1password-token", r"ops_eyJ[A-Za-z0-9+/]{100,}={0,3}", ("ops_eyj",), _token_ok),
    ("flyio-token", r"fo1_[A-Za-z0-9_-]{43}|fm[12][ar]?_[A-Za-z0-9+/_-]{100,}={0,3}",
     ("fo1_", "fm1", "fm2"), _token_ok),
    ("prefect-token", r"pnu_[A-Za-z0-9]{36}", ("pnu_",), _random_token_ok),
    ("airtable-token", r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}", ("pat",), _token_ok),
    ("cloudflare-key", r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}", ("v1.0-",), _token_ok),
    ("dynatrace-token", r"dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}", ("dt0c01.",), _token_ok),
    ("openshift-token", r"sha256~[A-Za-z0-9_-]{43}", ("sha256~",), _token_ok),
    ("sourcegraph-token", r"sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}|sgp_[a-fA-F0-9]{40}",
     ("sgp_",), _token_ok),
    ("buildkite-token", r"bkua_[a-f0-9]{40}", ("bkua_",), _token_ok),
    ("render-token", r"rnd_[A-Za-z0-9]{32}", ("rnd_",), _random_token_ok),
    ("shippo-token", r"shippo_(?:live|test)_[a-fA-F0-9]{40}", ("shippo_",), _token_ok),
    ("easypost-token", r"EZ[AT]K[A-Za-z0-9]{54}", ("ezak", "eztk"), _token_ok),
    ("duffel-token", r"duffel_(?:test|live)_[A-Za-z0-9_=-]{43}", ("duffel_",), _token_ok),
    ("flutterwave-key", r"FLW(?:SECK|PUBK)(?:_TEST)?-[a-fA-F0-9]{12,32}-X", ("flw",), _token_ok),
    ("harness-token", r"(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}",
     ("pat.", "sat."), _token_ok),
    ("scalingo-token", r"tk-us-[A-Za-z0-9_-]{48}", ("tk-us-",), _token_ok),
    ("readme-token", r"rdme_[a-z0-9]{70}", ("rdme_",), _token_ok),
    ("infracost-token", r"ico-[A-Za-z0-9]{32}", ("ico-",), _random_token_ok),
    ("clojars-token", r"CLOJARS_[a-z0-9]{60}", ("clojars_",), _token_ok),
    ("frameio-token", r"fio-u-[A-Za-z0-9_=-]{64}", ("fio-u-",), _token_ok),
    ("typeform-token", r"tfp_[A-Za-z0-9_.=-]{59}", ("tfp_",), _random_token_ok),
    ("nuget-key", r"oy2[a-z0-9]{43}", ("oy2",), _random_token_ok),
    ("octopus-key", r"API-[A-Z0-9]{26}", ("api-",), _random_token_ok),
    ("settlemint-token", r"sm_(?:pat|aat|sat)_[A-Za-z0-9]{16}", ("sm_",), _random_token_ok),
    ("intra42-secret", r"s-s4t2(?:ud|af)-[a-f0-9]{64}", ("s-s4t2",), _token_ok),
    ("yandex-key", r"AQVN[A-Za-z0-9_-]{35,38}|YC[A-Za-z0-9_-]{38}", ("aqvn", "yc"),
     _random_token_ok),
    ("teams-webhook",
     r"https://[a-z0-9-]+\.webhook\.office\.com/webhookb2/[a-f0-9-]{36}@[a-f0-9-]{36}"
     r"/IncomingWebhook/[a-f0-9]{32}/[a-f0-9-]{36}", ("webhook.office.com",), _token_ok),
)


def token_regex(pattern: str) -> _LazyRegex:
    """A provider token pattern with its boundaries (unless it brings its own lookbehind)."""
    head = pattern if pattern.startswith("(?:(?<") else _L + "(?:" + pattern + ")"
    return _lazy(head + _R)


# provider tokens whose hint is not where the token starts (they are scanned with re.sub)
UNANCHORED_TOKENS = frozenset({"azure-client-secret", "mailchimp-key", "discord-token",
                                "telegram-token", "terraform-token", "firebase-key", "newrelic-license-key", "azure-ai-key"})
