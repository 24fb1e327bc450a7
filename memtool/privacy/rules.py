"""The redaction rule table.

Rules, in the order they run
----------------------------
1. **Private keys**, redacted whole (kind ``private-key``): PEM blocks ``-----BEGIN … PRIVATE
   KEY-----`` (RSA, EC, DSA, OPENSSH, ENCRYPTED, PKCS#8) and ``PGP PRIVATE KEY BLOCK``, with
   their headers, through the END line -- also inside JSON strings with ``\\n`` escapes and
   when cut off before the END line. The BEGIN line alone, quoted in documentation, stays.
   Also PuTTY key files and kubeconfig ``client-key-data``.
2. **Provider token shapes** (prefix, length and alphabet), wherever they appear:
   ``aws-access-key`` (AKIA…, ASIA…), ``github-token`` (ghp_, gho_, ghu_, ghs_, ghr_,
   github_pat_), ``gitlab-token`` (glpat-, glrt-, gldt-, …), ``slack-token`` (xoxb-, xoxp-,
   xoxa-, xoxe-, xapp-), ``openai-key`` (sk-, sk-proj-), ``anthropic-key`` (sk-ant-),
   ``stripe-key`` (sk_live_, rk_live_, sk_test_, whsec_), ``google-api-key`` (AIza…),
   ``google-oauth`` (GOCSPX-, ya29., 1//0), ``twilio-key`` (SK…), ``sendgrid-key`` (SG.x.y),
   ``npm-token``, ``pypi-token``, ``huggingface-token``, ``jwt`` (eyJ….eyJ….sig),
   ``digitalocean-token``, ``shopify-token``, ``heroku-api-key`` (HRKU-), ``azure-client-
   secret``, ``databricks-token``, ``doppler-token``, ``vault-token``, ``linear-key``,
   ``postman-key``, ``pulumi-token``, ``grafana-token``, ``newrelic-key``, ``sentry-token``,
   ``rubygems-token``, ``mailgun-key``, ``mailchimp-key``, ``sendinblue-key``,
   ``age-secret-key``, ``dropbox-token``, ``square-token``, ``discord-token``,
   ``telegram-token``, ``notion-token``, ``atlassian-token``, ``figma-token``,
   ``replicate-token``, ``groq-key``, ``perplexity-key``, ``xai-key``, ``supabase-token``,
   ``terraform-token``, ``contentful-token``, ``planetscale-token``, ``docker-token``,
   ``alibaba-key``, ``tencent-key``, ``artifactory-key``, ``bitbucket-token``,
   ``facebook-token``, ``twitter-token``, ``firebase-key``, ``mapbox-key``,
   ``1password-token``, ``flyio-token``, ``prefect-token``, ``airtable-token``,
   ``cloudflare-key``, ``dynatrace-token``, ``openshift-token``, ``sourcegraph-token`` and a
   few more (see ``RULES``). Visibly fake values -- six identical characters in a row
   (``ghp_xxxxxx…``) or AWS's documented ``…EXAMPLE`` keys -- are left alone.
3. **Provider values known by their key or URL**: ``aws-secret-key`` (the 40 characters after
   ``aws_secret_access_key``, ``SecretAccessKey``, the ``aws configure`` prompt),
   ``heroku-api-key`` (a UUID assigned to a ``HEROKU_…_KEY``/``TOKEN``), ``slack-webhook`` and
   ``discord-webhook`` (the secret part of the webhook URL path), ``azure-key``
   (``AccountKey=``/``SharedAccessKey=`` in connection strings), ``azure-sas`` (``sig=`` of
   a SAS URL).
4. **Credentials in URLs**: ``scheme://user:PASSWORD@host`` (kind ``url-password``; user and
   host stay) and ``scheme://TOKEN@host`` when the user part is a long random string (kind
   ``url-token``; ``git@``, ``alice@`` stay).
5. **Headers**: ``Authorization:``/``Proxy-Authorization:`` with or without a scheme (Bearer,
   Basic, Token, …; kind ``authorization``; AWS SigV4 headers stay), ``Cookie:`` (the whole
   value, when it holds a credential-like cookie), ``Set-Cookie:`` (the cookie value;
   attributes stay), and ``Bearer <token>`` anywhere else (kind ``bearer-token``).
   ``X-Api-Key:``-style headers fall under rule 8.
6. **Command lines** (kind ``password``): ``curl -u user:PASS``, ``mysql -pPASS``,
   ``sshpass -p PASS``, ``redis-cli -a PASS``, ``docker login -p PASS`` (quoted, PASS may hold blanks), ``openssl …
   pass:PASS``, SQL ``IDENTIFIED BY 'PASS'``, and ``.netrc`` ``password`` entries.
7. **Flags**: ``--password X``, ``--db-password=X``, ``--token X``, ``--api-key X``,
   ``--client-secret X``, ``--cookie X`` (kinds ``password``/``secret``). A plain word after
   the flag is prose (``--password requires --username``); paging flags such as
   ``--next-token`` are not secrets.
8. **Keyword assignments**: ``key = value``, ``key: value``, ``key := value``, ``key =>
   value``, JSON ``"key": "value"``, YAML, ``.env``/``export KEY=value`` lines (the value runs
   to the end of the line there), INI, TOML, XML (``<password>…</password>``, ``<add
   key="…Password" value="…"/>``), ``setenv("KEY", "value")``, URL queries
   (``?access_token=…``), ``X-Api-Key: …`` headers, SQL ``PASSWORD 'x'``. The key must *end*
   with the keyword: ``DB_PASSWORD``, ``userPassword``, ``client_secret``, ``GITHUB_TOKEN``,
   ``x-api-key`` count; ``PASSWORD_MIN_LENGTH``, ``max_tokens``, ``get_password_hash`` don't.

   * ``password``/``passwd``/``passphrase``/``pwd``/``…_pass``/``PASS`` → kind ``password``;
   * ``secret``, ``token``, ``credential(s)``, ``auth``, ``api_key``, ``access_key``,
     ``secret_key``, ``private_key``, ``signing_key``, ``encryption_key``, ``master_key``,
     ``client_key``, ``app_key``, ``session_key``… → kind ``secret``. The value must look
     like a credential: 8+ characters, not only digits, not a plain word or words joined by
     ``-``/``_``/``.`` (``include``, ``same-origin``, ``DB_CREDENTIALS``), not a path, URL,
     e-mail, host name, file name, version or ARN, and hex only from 32 characters on (short
     hex strings are ids). Paging and tokenizer tokens (``NextToken``, ``client_token``,
     ``pad_token``) are not secrets;
   * any other key ending in ``key`` or ``salt`` (``SOMETHING_KEY=…``) → kind
     ``generic-secret``, only when the value is long and random: 20+ characters, letters and
     digits, Shannon entropy ≥ 3.5 bits/char (3.0 for hex), not a UUID, not words glued
     together (``Ipv6CidrAssociations``, ``Linux-node-<hash>``), not under a public-key name.
     Pure hex counts only under an UPPER_CASE key, so a ``cache_key`` holding a commit hash
     survives.

   Not redacted, because it is code or a reference rather than a literal:
   ``os.environ["PASSWORD"]``, ``get_token()``, ``cfg.password``, ``password: str``,
   ``api_key=None``, ``token=token``, ``password=new_password``, ``secret = ""``,
   ``if token == "x"`` (a comparison), ``"%s:%s"``; nor placeholders: ``<your-token>``,
   ``${GITHUB_TOKEN}``, ``$PASSWORD``, ``{{ secrets.X }}``, ``%s``, ``xxxx``, ``****``,
   ``your-api-key-here``, anything containing ``example``, a value containing the keyword
   itself (``"no-password-required"``, ``mypassword``), and the well-known stand-ins
   ``changeme``, ``changeit``, ``password``, ``secret``, ``placeholder``, ``dummy``,
   ``test``, ``guest``, ``anonymous``. (A memory saying "the dev password is changeme" is more
   useful than a marker, and those words protect nothing.) An unquoted bare lowercase word
   (``password: hunter``) counts only where it is surely a literal: YAML-style ``key: word``
   alone on its line, or ``UPPER_KEY=word``. Values with spaces are left alone, except a
   quoted password of 2–6 plain lowercase words (a passphrase). Values over 4 KiB are data,
   not credentials.
   **8b. Structural, provider-independent** (`memtool.privacy.names`): any name that *says*
   secret -- password/pass/pwd/passphrase, secret, token, credential(s)/creds, auth, cookie, a
   qualified key (``api_key``, ``signingKey``) -- in any casing or compound
   (``myServiceSecret``, ``deploy_secret_do_not_share``, ``billing_api_token_2``, ``DB_PASS``,
   ``apiKeys``), in an assignment, JSON/YAML key or list, YAML block scalar, flag, HTTPie
   header, ``{name, value}`` pair, XML tag, call (``define('X', '…')``), fallback
   (``process.env.X || "…"``) or ``NAME value`` line (fish ``set -x``, ``git config``, redis
   ``requirepass``): its value goes unless it is provably not a secret (reference,
   placeholder, type name, code, boolean, number, path). Also ``Bearer <anything token-like>``,
   ``Authorization "Basic …"`` without a colon, ``.pgpass`` lines, ``htpasswd -b``, and the
   password flags of ``sqlcmd -P``, ``ldapsearch -w``, ``smbclient -U u%p``, ``vault login``,
   ``mongosh -p``.
9. **Prose**: "my password is hunter2", "the password for prod is …", "the staging token is
   …", "the password to X is Y", "I reset the pass of X to Y", "API key (prod): Y", "DB creds
   are app / Y", "login with admin/Y", "use `Y` as the password" -- only values that look
   generated (letters mixed with digits or symbols, random letters, a diceware passphrase).
10. **Structural shapes** (`memtool.privacy.shapes`): user/password pairs, prose in more words
   and languages, stdin/here-string/flag passwords of command lines, typed and wrapped literals,
   setters, ``name:value`` dumps, Terraform defaults, quoted private keys.

Known gaps: a secret with neither a keyword nor a known prefix (by design: a bare random
string is never flagged); passwords that are plain English words outside the literal
contexts above; quoted values containing an escaped quote are cut at it; a secret split
across lines; generic ``*_KEY`` values made only of lowercase letters and digits are
occasionally taken for words (about 2% of random 32-character ones).

"""

from __future__ import annotations

import re
from typing import NamedTuple

from memtool.privacy.checks import _LazyRegex, _lazy
from memtool.privacy.rulechecks import (  # noqa: F401  (the checks are this table's vocabulary)
    Check, _token_ok, _pem_ok, _twitter_ok, _random_token_ok,
    _not_placeholder, _password_literal_ok, _netrc_ok, _flag_password_ok, _credential_ok,
    _flag_secret_ok, _url_password_ok, _url_token_ok, _cookie_ok, _set_cookie_ok,
    _assignment_check, _line_check, _dash_p_ok, _cli_password_ok, _xml_ok, _xml_secret_ok, _prose_ok, _header_ok)

# ---------------------------------------------------------------------------------------------
# the rule table
# ---------------------------------------------------------------------------------------------


class Rule(NamedTuple):
    """One redaction rule: what is found, which group of the match is replaced, and when."""

    kind: str  #: goes into the marker
    regex: _LazyRegex
    groups: tuple[str | int, ...]  #: first group that took part is redacted (0 = whole match)
    check: Check | None  #: extra test on the value; None = always redact
    hints: tuple[str, ...]  #: lowercase substrings; the rule is skipped when none occurs
    #: where a match can start, found from the hints with str.find instead of trying the
    #: regex at every position: "hint" (the token starts with its hint), "word" (the word
    #: containing a hint: a key), "name" (such a word when it names a secret, see
    #: `memtool.privacy.names.secret_name`), "line" (that line), or "" (scan with re.sub)
    anchor: str = ""


# A token starts where no letter, digit or `+` precedes it. `_` and `/` may: `mcp__ghp_…`,
# `/tmp/ghp_…/x`, `https://ghp_…@`; inside a base64 run the character after the token is base64
# too, which `_R` refuses (`…Zk9/AIza…` in a data URI stays).
_L = r"(?<![A-Za-z0-9+])"
_R = r"(?![A-Za-z0-9_])"

# (kind, pattern, hints, check); the whole match is the secret.
_PROVIDER_TOKENS: tuple[tuple[str, str, tuple[str, ...], Check], ...] = (
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

_KW_PASSWORD = r"pass(?:word|wd|phrase)|(?<=[_.-])(?:pass|pwd|pw)|(?<![\w.-])(?:pwd|(?-i:PASS))"
_KW_SECRET = (r"secret|token|credentials?|auth"
              r"|(?:api|access|secret|private|signing|encryption|master|app|client|account"
              r"|service|shared[_.-]?access|license|deploy|admin|root|auth|session|webhook)"
              r"[_.-]?key")
_KW_WEAK = r"key|salt"


# a key may end in one of these after its keyword: secret_key_base, password_value, token_b64
_KEY_SUFFIX = r"(?:[_.-](?:base|value|plain|plaintext|raw|b64|base64))?"


def _assignment_regex(keywords: str) -> _LazyRegex:
    """``key <sep> value`` where the key ends with one of ``keywords``.

    The key starts at a boundary and ends exactly at the keyword (group ``kw``), optionally
    closed by a quote or ``]`` (JSON keys, ``os.environ["KEY"] = ...``). A quoted value (group
    ``qv``) may follow ``=``, ``:``, ``:=``, ``=>`` or bare whitespace (SQL ``PASSWORD 'x'``,
    checked later); comparisons (``==``) are not assignments. An unquoted value (group
    ``uv``) must end where a literal ends, so ``get_token()`` or ``os.environ[...]`` never
    match.
    """
    key = (r"(?<![\w.-])(?<!\$\{)(?<!::)(?P<key>[\w.-]*?(?P<kw>" + keywords + r")" + _KEY_SUFFIX
           + r")(?![\w-])"
           r"(?P<kq>\\?[\"'`])?\]?")
    quoted = (r"(?P<sq>[ \t]*(?:=>|:=|=|:|\?=)[ \t]*|[ \t]+(?=\\?[\"'`]))"
              r"(?P<q>\\?[\"'`])(?P<qv>(?:\\[^\n]|[^\\\n]){0,4096}?)(?P=q)")
    # `key:value` without a space is a URI/ARN (`secret:name`) unless the key is quoted (JSON)
    unquoted = (r"(?P<su>[ \t]*(?:=>|:=|=)[ \t]*|[ \t]*:[ \t]+|(?(kq):[ \t]*|(?!)))"
                r"(?P<uv>[^\s'\"`,;&|<>(){}\[\]\\]++)(?=[\s'\"`,;&|<>)}\]\\]|$)")
    return _lazy(key + "(?:" + quoted + "|" + unquoted + ")", re.IGNORECASE)


def _call_regex(keywords: str) -> _LazyRegex:
    """``setenv("API_TOKEN", "value")``, ``config.set('password', 'value')``: a quoted key
    and a quoted value as the first two arguments of a call; same groups as above."""
    return _lazy(
        r"\((?P<kq>[\"'])(?P<key>[\w.-]*?(?P<kw>" + keywords + r"))(?P=kq)(?P<sq>[ \t]*,[ \t]*)"
        r"(?P<q>[\"'])(?P<qv>(?:\\[^\n]|[^\\\n]){0,4096}?)(?P=q)", re.IGNORECASE)


def _setter_regex(keywords: str) -> _LazyRegex:
    """``setPassword("value")``, ``.with_token('value')``, ``use_api_key("value")``: a setter
    named after the secret with one quoted literal; same groups as above."""
    return _lazy(
        r"(?<![\w$])(?:set|with|use|put)_?(?P<key>[A-Za-z0-9_]*?(?P<kw>" + keywords + r"))"
        r"(?P<sq>\([ \t]*)(?P<q>[\"'])(?P<qv>(?:\\[^\n]|[^\\\n]){0,4096}?)(?P=q)[ \t]*\)",
        re.IGNORECASE)


def _line_regex(keywords: str) -> _LazyRegex:
    """A whole ``.env``/``export`` line ``KEY=value`` or YAML line ``key: value``.

    Here the value runs to the end of the line, so a password containing ``&``, ``;`` or ``(``
    is redacted whole (the inline rule stops at those characters because in code and shell
    they end a literal). The groups are named as in `_assignment_regex`.
    """
    return _lazy(
        r"(?im)^[ \t]*(?:export[ \t]+|-[ \t]+)?(?P<key>[\w.-]*?(?P<kw>" + keywords + r")"
        + _KEY_SUFFIX + r")"
        r"(?P<kq>[\"']?)(?P<su>(?<=\w)=|(?<=[\w\"']):[ \t]+)"
        r"(?P<uv>[^\s'\"`\\]++)(?<![,;:\[({<])[ \t]*(?:[ \t]#.*)?$")


def _xml_regex(keywords: str) -> _LazyRegex:
    """``<password>value</password>`` (Maven; ``<wsse:Password Type="…">``, ``<Pass encoding="base64">`` too) and
    ``<add key="…Password" value="…"/>`` (.NET/NuGet config); groups ``v1``/``v2``."""
    return _lazy(
        r"(?i)(?<=[<:])(?P<tag>[\w.-]*?(?:" + keywords + r")|pass(?=[ \t>]))(?:[ \t][^<>\n]{0,300}?)?>(?P<v1>[^<>\s]++)</(?:[\w.-]{1,32}:)?(?P=tag)>"
        r"|(?:(?<=\bkey=\")|(?<=\bkey=\\\"))[\w:.-]*?(?:" + keywords + r")\\?\"[ \t]+value=\\?\""
        r"(?P<v2>[^\"\n\\]{1,4096})\\?\"")


def _flag_regex(keywords: str) -> _LazyRegex:
    return _lazy(
        r"(?<![\w-])--(?!no-)(?P<key>[\w-]*?(?P<kw>" + keywords + r"))(?![\w-])(?:=|[ \t]+)"
        r"(?:(?P<q>\\?[\"'])(?P<qv>(?:\\[^\n]|[^\\\n]){0,4096}?)(?P=q)"
        r"|(?P<uv>[^\s'\"`\\;|&<>]++))",
        re.IGNORECASE)


def _prose_regex(keywords: str) -> _LazyRegex:
    return _lazy(
        r"(?<![\w-])(?:" + keywords + r")(?:[ \t]+(?:for|on|of|to)(?:[ \t]+[\w.@:/-]+){1,3}?)?"
        r"[ \t]+(?:is|was)(?:[ \t]*:)?[ \t]+"
        r"(?:(?P<q>[\"'`])(?P<qv>[^\"'`\n]{1,256})(?P=q)|(?P<uv>[^\s'\"`,;]{0,255}[^\s'\"`,;:.!?)]))",
        re.IGNORECASE)


_NL = r"(?:\r?\n|(?:\\{1,3}r)?\\{1,3}n)"  # a line break, also escaped (twice: JSON in a JSON string)
# between body lines: line breaks (also escaped), indentation, and the quotes and commas of a
# key pasted as string literals ("…\\n" + "…\\n", a YAML block scalar, a JSON string)
_PEM_SEP = rf"(?:{_NL}(?:[ \t]*\d{{1,6}}(?:\t|\\t|→|:|\|))?|[ \t\"'`,])*+"  # (and `cat -n`'s line numbers)
_PEM_RE = _lazy(
    r"-----BEGIN (?P<label>[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?)-----"
    # body lines: "Header: value" or base64 (also run together on one line)
    rf"(?:{_PEM_SEP}(?:[A-Za-z][A-Za-z-]*:[ \t][^\n\\]*|[A-Za-z0-9+/=]+)"
    rf"(?={_NL}|[ \t]|-----|$|[\"'`]))*"
    # the END line when the block is complete; a block cut off before it still goes
    rf"(?:{_PEM_SEP}-----END (?P=label)-----)?")
_PUTTY_RE = _lazy(r"PuTTY-User-Key-File-\d+:.*?Private-(?:MAC|Hash): *[0-9a-fA-F]+", re.DOTALL)
_KEY_DATA_RE = _lazy(
    r"(?i)(?<![\w.-])(?:client-key-data|private[_-]?key[_-]?data)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<value>[A-Za-z0-9+/=]{40,})")

_AWS_SECRET_RE = _lazy(
    r"(?i)(?<![\w.-])[\w.-]*?(?:secret[_. -]?access[_. -]?key|aws[_.-]?secret(?:[_.-]?key)?)"
    r"(?: \[[^\]\n]*\])?(?:\\?[\"'`])?[ \t]*(?:=>|:=|=|:)[ \t]*(?:\\?[\"'`])?"
    r"(?P<value>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])")
_HEROKU_RE = _lazy(
    r"(?i)(?<![\w.-])[\w.-]*?heroku[\w.-]*?(?:key|token|secret|auth)(?:\\?[\"'`])?[ \t]*"
    r"(?:=>|:=|=|:)[ \t]*(?:\\?[\"'`])?"
    r"(?P<value>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])")
_SLACK_WEBHOOK_RE = _lazy(
    r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<value>[A-Za-z0-9/_+-]{20,})")
_DISCORD_WEBHOOK_RE = _lazy(
    r"discord(?:app)?\.com/api/webhooks/(?P<value>\d{5,}/[A-Za-z0-9_-]{30,})")
_AZURE_KEY_RE = _lazy(
    r"(?i)(?<![\w])(?:Account|SharedAccess)Key=(?P<value>[A-Za-z0-9+/]{20,}={0,2})")
_AZURE_SAS_RE = _lazy(r"(?i)(?<=[?&;])sig=(?P<value>[A-Za-z0-9%+/]{20,}(?:%3D|=){0,2})")

_URL_PASSWORD_RE = _lazy(
    r"(?i)\b[a-z][a-z0-9+._-]{0,20}://[^\s:/@'\"`<>]{0,256}:(?P<value>[^\s/?'\"`<>]{1,1024})"
    r"@(?=[A-Za-z0-9\[_-])")
_URL_TOKEN_RE = _lazy(
    r"(?i)\b[a-z][a-z0-9+.-]{1,20}://(?P<value>[A-Za-z0-9_.~+-]{16,1024}):?@(?=[A-Za-z0-9\[_-])")  # (``amqps://<token>:@``)

_AUTH_HEADER_RE = _lazy(
    r"(?i)(?<![\w-])(?:proxy-)?authorization(?:\\?[\"'`])?[ \t]*:[ \t]*(?:\\?[\"'`])?"
    r"(?!aws4-)(?:[A-Za-z][A-Za-z0-9_.-]{1,24}[ \t]+)?"  # (a scheme is an RFC 7235 token: ``Uploadcare.Simple``)
    r"(?!aws4-)(?P<value>[A-Za-z0-9._~+/=:@!#$%^&*?-]++)(?![(\[])")
_SET_COOKIE_RE = _lazy(
    r"(?i)(?<![\w-])set-cookie(?:\\?[\"'`])?[ \t]*:[ \t]*(?:\\?[\"'`])?[^=\s;'\"`\\]+="
    r"(?P<value>[^;\s'\"`\\]++)")
_COOKIE_RE = _lazy(
    r"(?i)(?<![\w-])cookie(?:\\?[\"'`])?[ \t]*:[ \t]*(?:\\?[\"'`])?"
    r"(?P<value>[^\s'\"`\\;](?:[^\r\n'\"`\\]{0,8192}[^\s'\"`\\;])?)")
_BEARER_RE = _lazy(
    r"(?<![\w-])[Bb]earer[ \t]+(?P<value>[A-Za-z0-9._~+/-]{16,}=*)(?![A-Za-z0-9._~+/=-])")

_CURL_USER_RE = _lazy(
    r"\bcurl\b(?:[^\n]|\\\r?\n){0,600}?(?:[ \t]|\\\r?\n)(?:-u|--user)(?:[ \t]+|=)(?P<q>\\?[\"']?)[^\s:'\"\\]*:"
    r"(?P<value>[^\s'\"\\]+)(?P=q)")
_CLI_PASSWORD_RE = _lazy(
    r"\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n|;&]{0,300}?[ \t]-p"
    r"(?P<q1>[\"']?)(?P<v1>[^\s'\"]+)(?P=q1)"
    r"|\bsshpass\b[^\n|;&]{0,300}?[ \t]-p[ \t]*(?:(?P<q2>[\"'])|)(?P<v2>(?(q2)[^'\"\n]+|[^\s'\"]+))(?(q2)(?P=q2))"
    r"|\bredis-cli\b[^\n|;&]{0,300}?[ \t]-a[ \t]+(?:(?P<q3>[\"'])|)(?P<v3>(?(q3)[^'\"\n]+|[^\s'\"]+))(?(q3)(?P=q3))"
    r"|\bdocker[ \t]+login\b[^\n|;&]{0,300}?[ \t]-p[ \t]+(?:(?P<q4>[\"'])|)(?P<v4>(?(q4)[^'\"\n]+|[^\s'\"]+))(?(q4)(?P=q4))"
    r"|(?<=[ \t])-pass(?:in|out)?[ \t]+pass:(?P<v5>[^\s'\"]+)"
    r"|(?i:\bidentified[ \t]+by[ \t]+)(?P<q6>['\"])(?P<v6>[^'\"\n]+)(?P=q6)")
# requests' auth=("user", "password"), HTTPBasicAuth("user", "password")
_AUTH_TUPLE_RE = _lazy(
    r"(?:\bauth[ \t]*=[ \t]*[\(\[]|BasicAuth\()[ \t]*(?P<q0>[\"'])[^\"'\n]{1,256}(?P=q0)[ \t]*,[ \t]*"
    r"(?P<q>[\"'])(?P<value>[^\"'\n]{1,256})(?P=q)")
# echo "password" | docker login … --password-stdin (podman, helm, buildah, skopeo, oras too)
_STDIN_LOGIN_RE = _lazy(
    r"\becho[ \t]+(?:-n[ \t]+)?(?P<q>[\"']?)(?P<value>[^\s'\"|]+)(?P=q)[ \t]*\|[ \t]*"
    r"(?:sudo[ \t]+)?(?:docker|podman|helm|buildah|skopeo|oras)\b[^\n|;&]{0,300}?\blogin\b[^\n|;&]*--password-stdin")
_CURL_COOKIE_RE = _lazy(
    r"\bcurl\b[^\n]{0,300}?[ \t](?:-b|--cookie)(?:[ \t]+|=)\$?(?P<q>\\?[\"']?)(?P<value>[^\s'\"\\]+)(?P=q)")
# `-p VALUE` on a command line that also names a user: a login (`app -u bob -p …`)
_DASH_P_RE = _lazy(r"(?<=[ \t])-p(?:[ \t]+|=)(?P<q>[\"']?)(?P<value>[^\s'\"]+)(?P=q)(?=\s|$)")
# `…;Password=value;…` in a connection string: the value runs to the `;`
_CONN_PASSWORD_RE = _lazy(
    r"(?i)(?:(?<=;)|(?<=^)|(?<=[\s\"']))[ \t]*(?:password|pwd|passwd|pass)[ \t]*=[ \t]*"
    r"(?P<value>[^;'\"\n]{1,256}?)[ \t]*(?=;)")
# {"name": "API_TOKEN", "value": "…"} and its YAML form (Kubernetes env, CI variables)
_NAMED_VALUE_TAIL = (
    r"(?P<kq>[\"']?)(?:[ \t]*,[ \t]*|[ \t]*\r?\n[ \t]*|[ \t]+)(?:-[ \t]+)?[\"']?value[\"']?"
    r"(?:(?P<sq>[ \t]*[:=][ \t]*)(?P<q>[\"'])(?P<qv>[^\"'\n]{1,4096}?)(?P=q)"
    r"|(?P<su>[ \t]*[:=][ \t]*)(?P<uv>[^\s'\"`,;&|<>(){}\[\]\\]++)(?=[\s'\"`,;&|<>)}\]\\]|$))")


def _named_value_regex(keywords: str) -> _LazyRegex:
    return _lazy(r"(?i)name[\"']?[ \t]*[:=][ \t]*[\"']?(?P<key>[\w.-]*?(?P<kw>" + keywords
                 + r"))(?![\w-])" + _NAMED_VALUE_TAIL)


_NETRC_RE = _lazy(
    # "machine h login u password X" on one line (X may be followed by more text), or a
    # "password X" line of its own (checked: a machine/login line must come right before)
    r"(?m)^(?:.*?\b(?:machine|login)[ \t]+\S+[ \t]+password[ \t]+(?P<v1>[^\s'\"]+)"
    r"|[ \t]*password[ \t]+(?P<v2>[^\s'\"]+)[ \t]*$)")

_PASSWORD_HINTS = ("pass", "pwd", "pw")
_SECRET_HINTS = ("secret", "token", "cred", "auth", "key")


def _rule(kind: str, regex: _LazyRegex, check: Check | None, hints: tuple[str, ...],
          groups: tuple[str | int, ...] = ("value",), anchor: str = "") -> Rule:
    return Rule(kind, regex, groups, check, hints, anchor)


def _token_regex(pattern: str) -> _LazyRegex:
    """A provider token pattern with its boundaries (unless it brings its own lookbehind)."""
    head = pattern if pattern.startswith("(?:(?<") else _L + "(?:" + pattern + ")"
    return _lazy(head + _R)


# provider tokens whose hint is not where the token starts (they are scanned with re.sub)
_UNANCHORED_TOKENS = frozenset({"azure-client-secret", "mailchimp-key", "discord-token",
                                "telegram-token", "terraform-token", "firebase-key", "newrelic-license-key", "azure-ai-key"})


from memtool.privacy import bytekeys as n_bytes, capabilities as n_cap, cards as n_cards, keyforms as n_keys, licences as n_lic, named as n_prose, names as n_names  # noqa: E402  (after them)
from memtool.privacy import changes as n_chg, contexts as n_ctx, dumps as n_dumps, languages as n_lang, pairs as n_pairs, passwords as n_pw  # noqa: E402
from memtool.privacy import arguments as n_args, carriers as n_carr, phrases as n_phr, positions as n_pos, providers as n_prov, shapes as n_shapes, slots as n_slots  # noqa: E402


def _named_rules() -> tuple[Rule, ...]:
    from memtool.privacy import named as n

    pw, other = ("password",), ("secret", "auth", "weak")
    hints = n_names.NAMED_HINTS
    return (
        _rule("secret", n.NAMED_RE, n.named_check(pw + other), hints,
              ("qv", "uv", "lv", "bv", "hv", "tv"), "name"),
        _rule("secret", n.NAMED_FLAG_RE, n.named_check(pw + other, flag=True), hints,
              ("qv", "uv"), "name"),
        _rule("secret", n.NAMED_PAIR_RE, n.named_check(pw + other), ("name",), ("qv", "uv"),
              "hint"),
        _rule("secret", n.NAMED_PAIR_RE, n.named_check(pw + other), ("key",),
              ("qv", "uv"), "hint"),
        _rule("secret", n.NAMED_FALLBACK_RE, n.named_check(pw + other), hints, ("qv",), "name"),
        _rule("secret", n.NAMED_CALL_RE, n.named_check(pw + other), hints, ("qv",), "name"),
        _rule("secret", n.NAMED_SPACED_RE, n.spaced_check, hints, ("qv", "uv"), "name"),
        _rule("bearer-token", n.BEARER_RE, n.bearer_check, ("bearer",), ("uv",), "word"),
        _rule("authorization", n.BASIC_RE, n.basic_check, ("basic",), ("uv",), "word"),
        _rule("password", n_shapes.PGPASS_RE, _password_literal_ok, n_shapes.PGPASS_HINTS),
        _rule("password", n_shapes.HTPASSWD_RE, _password_literal_ok, ("htpasswd",), anchor="hint"),
        _rule("password", n_shapes.CLI_TOOL_RE, _password_literal_ok, n_shapes.CLI_TOOL_HINTS,
              ("v1", "v2", "v3", "v4", "v5")),
        _rule("authorization", n_shapes.AUTH_QUOTED_RE, n.bearer_check, ("authorization",), ("uv",),
              "word"),
    )


RULES: tuple[Rule, ...] = (
    # 1. private key blocks
    _rule("private-key", _PEM_RE, _pem_ok, ("-----begin",), (0,)),
    _rule("private-key", _PUTTY_RE, None, ("putty-user-key-file",), (0,)),
    *(_rule(*spec) for spec in n_keys.SPECS),  # (a private key's bare DER; an SRTP key in SDP)
    _rule("private-key", _KEY_DATA_RE, _not_placeholder, ("key-data", "key_data", "keydata"), anchor="word"),
    # 2. provider token shapes
    *(_rule(kind, _token_regex(pattern), check, hints, (0,),
            "" if kind in _UNANCHORED_TOKENS | n_prov.UNANCHORED else "hint")
      for kind, pattern, hints, check in n_prov.PARITY + _PROVIDER_TOKENS + n_prov.TOKENS),
    # 3. provider values known by their key or URL
    _rule("aws-secret-key", _AWS_SECRET_RE, _not_placeholder, ("secret",), anchor="word"),
    _rule("heroku-api-key", _HEROKU_RE, None, ("heroku",), anchor="word"),
    _rule("slack-webhook", _SLACK_WEBHOOK_RE, _not_placeholder, ("hooks.slack.com",)),
    _rule("discord-webhook", _DISCORD_WEBHOOK_RE, _not_placeholder, ("/api/webhooks/",)),
    _rule("azure-key", _AZURE_KEY_RE, _not_placeholder, ("accountkey=", "sharedaccesskey="),
          anchor="hint"),
    _rule("azure-sas", _AZURE_SAS_RE, _not_placeholder, ("sig=",), anchor="hint"),
    # 4. credentials in URLs
    _rule("url-password", _URL_PASSWORD_RE, _url_password_ok, ("://",), anchor="word"),
    _rule("url-token", _URL_TOKEN_RE, _url_token_ok, ("://",), anchor="word"),
    # 5. headers
    _rule("authorization", _AUTH_HEADER_RE, _header_ok, ("authorization",), anchor="word"),
    _rule("cookie", _SET_COOKIE_RE, _set_cookie_ok, ("set-cookie",), anchor="word"),
    _rule("cookie", _COOKIE_RE, _cookie_ok, ("cookie",), anchor="word"),
    _rule("bearer-token", _BEARER_RE, _header_ok, ("bearer",), anchor="word"),
    # 6. command lines
    _rule("password", _CURL_USER_RE, _password_literal_ok, ("curl",), anchor="hint"),
    _rule("cookie", _CURL_COOKIE_RE, _cookie_ok, ("curl",), anchor="hint"),
    _rule("password", _AUTH_TUPLE_RE, _cli_password_ok, ("auth",)),
    _rule("password", _STDIN_LOGIN_RE, _cli_password_ok, ("password-stdin",)),
    _rule("password", _DASH_P_RE, _dash_p_ok, ("-p",), anchor="hint"),
    _rule("password", _CONN_PASSWORD_RE, _password_literal_ok, ("pass", "pwd"), anchor=""),
    _rule("password", _CLI_PASSWORD_RE, _cli_password_ok,
          ("mysql", "mariadb", "sshpass", "redis-cli", "docker", "-pass", "identified"),
          ("v1", "v2", "v3", "v4", "v5", "v6"), "hint"),
    _rule("password", _NETRC_RE, _netrc_ok, ("password",), ("v1", "v2"), "line"),
    # 7. flags
    _rule("password", _flag_regex(_KW_PASSWORD), _flag_password_ok, _PASSWORD_HINTS,
          ("qv", "uv"), "word"),
    _rule("secret", _flag_regex(_KW_SECRET + "|cookie"), _flag_secret_ok,
          (*_SECRET_HINTS, "cookie"), ("qv", "uv"), "word"),
    # 8. keyword assignments: whole .env / YAML lines first, then inline
    _rule("password", _named_value_regex(_KW_PASSWORD), _assignment_check("password"),
          ("name",), ("qv", "uv"), "hint"),
    _rule("secret", _named_value_regex(_KW_SECRET), _assignment_check("secret"), ("name",),
          ("qv", "uv"), "hint"),
    _rule("password", _line_regex(_KW_PASSWORD), _line_check("password"), _PASSWORD_HINTS,
          ("uv",), "line"),
    _rule("secret", _line_regex(_KW_SECRET), _line_check("secret"), _SECRET_HINTS, ("uv",),
          "line"),
    _rule("generic-secret", _line_regex(_KW_WEAK), _line_check("weak"), ("key", "salt"),
          ("uv",), "line"),
    _rule("password", _xml_regex(_KW_PASSWORD), _xml_ok, _PASSWORD_HINTS, ("v1", "v2"),
          "word"),
    _rule("secret", _xml_regex(_KW_SECRET), _xml_secret_ok, _SECRET_HINTS, ("v1", "v2"),
          "word"),
    _rule("password", _assignment_regex(_KW_PASSWORD), _assignment_check("password"),
          _PASSWORD_HINTS, ("qv", "uv"), "word"),
    _rule("secret", _assignment_regex(_KW_SECRET), _assignment_check("secret"),
          _SECRET_HINTS, ("qv", "uv"), "word"),
    _rule("generic-secret", _assignment_regex(_KW_WEAK), _assignment_check("weak"),
          ("key", "salt"), ("qv", "uv"), "word"),
    _rule("password", _call_regex(_KW_PASSWORD), _assignment_check("password"), _PASSWORD_HINTS,
          ("qv",)),
    _rule("secret", _call_regex(_KW_SECRET), _assignment_check("secret"), _SECRET_HINTS,
          ("qv",)),
    _rule("password", _setter_regex(_KW_PASSWORD), _assignment_check("password"),
          _PASSWORD_HINTS, ("qv",)),
    _rule("secret", _setter_regex(_KW_SECRET), _assignment_check("secret"), _SECRET_HINTS,
          ("qv",)),
    # 8b. structural: any name that says secret (`memtool.privacy.names`)
    *_named_rules(),
    # 9. prose
    _rule("password", _prose_regex(r"password|passphrase|passwd"), _prose_ok, ("pass",),
          ("qv", "uv"), "word"),
    _rule("secret", _prose_regex(r"token|secret(?:[ _-]key)?|api[ _-]?key|access[ _-]key"),
          _prose_ok, ("token", "secret", "api", "access"), ("qv", "uv"), "word"),
    _rule("secret", n_prose.PROSE_RE, n_prose.prose_check, n_names.NAMED_HINTS,
          ("qv", "uv", "uv2"), "name"),
    _rule("password", n_shapes.PROSE_PAIR_RE, n_prose.prose_check,
          ("cred", "login", "log in", "sign in"), ("uv",), "word"),
    _rule("password", n_shapes.PROSE_USE_AS_RE, n_prose.prose_check,
          ("` as ", "' as ", '" as ', " as the ", " as a ", " as my ", " as your ", " as our "),
          ("qv", "uv")),
    # 10. structural shapes without a name next to the value (`memtool.privacy.shapes`)
    *(_rule(kind, regex, check, hints, groups, anchor)
      for kind, regex, check, hints, groups, anchor in n_shapes.SPECS + n_shapes.MORE_SPECS + n_pairs.SPECS + n_dumps.SPECS
                                                    + n_ctx.SPECS + n_cap.SPECS + n_slots.SPECS + n_pos.SPECS + n_pw.SPECS + n_chg.SPECS + n_phr.SPECS + n_lang.SPECS + n_cards.SPECS + n_carr.SPECS + n_args.SPECS + n_lic.SPECS + n_bytes.SPECS),
)
