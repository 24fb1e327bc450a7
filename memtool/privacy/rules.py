"""The redaction rule table.

`RULES` (run by `memtool.privacy.matcher`) is assembled here, in the order below, from the modules of
each family: provider token shapes from `memtool.privacy.tokens` and `memtool.privacy.providers`, the
patterns of the rules that know a secret by its place (1, 3-6) from `memtool.privacy.places`, the keyword
rules' (7-9) from `memtool.privacy.keywords`, the structural families' ``SPECS`` from their own modules;
the checks are `memtool.privacy.rulechecks`'.

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
   few more (see `memtool.privacy.tokens`). Visibly fake values -- six identical characters in a row
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

from typing import NamedTuple

from memtool.privacy.checks import _LazyRegex
from memtool.privacy.rulechecks import (  # noqa: F401  (the checks are this table's vocabulary)
    Check, _pem_ok,
    _not_placeholder, _password_literal_ok, _netrc_ok, _flag_password_ok, _credential_ok,
    _flag_secret_ok, _url_password_ok, _url_token_ok, _cookie_ok, _set_cookie_ok,
    _assignment_check, _line_check, _dash_p_ok, _cli_password_ok, _xml_ok, _xml_secret_ok, _prose_ok, _header_ok)
from memtool.privacy.keywords import (_assignment_regex, _call_regex, _flag_regex, _KW_PASSWORD, _KW_SECRET,
                                      _KW_WEAK, _line_regex, _named_value_regex, _PASSWORD_HINTS, _prose_regex,
                                      _SECRET_HINTS, _setter_regex, _xml_regex)
from memtool.privacy.places import (_AUTH_HEADER_RE, _AUTH_TUPLE_RE, _AWS_SECRET_RE, _AZURE_KEY_RE, _AZURE_SAS_RE,
                                    _BEARER_RE, _CLI_PASSWORD_RE, _CONN_PASSWORD_RE, _COOKIE_RE, _CURL_COOKIE_RE,
                                    _CURL_USER_RE, _DASH_P_RE, _DISCORD_WEBHOOK_RE, _HEROKU_RE, _KEY_DATA_RE,
                                    _NETRC_RE, _PEM_RE, _PUTTY_RE, _SET_COOKIE_RE, _SLACK_WEBHOOK_RE,
                                    _STDIN_LOGIN_RE, _URL_PASSWORD_RE, _URL_TOKEN_RE)
from memtool.privacy import bytekeys as n_bytes, capabilities as n_cap, cards as n_cards, keyforms as n_keys, licences as n_lic, named as n_prose, names as n_names
from memtool.privacy import changes as n_chg, contexts as n_ctx, dumps as n_dumps, languages as n_lang, pairs as n_pairs, passwords as n_pw
from memtool.privacy import arguments as n_args, carriers as n_carr, phrases as n_phr, positions as n_pos, providers as n_prov, shapes as n_shapes, slots as n_slots, tokens as n_tok

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


def _rule(kind: str, regex: _LazyRegex, check: Check | None, hints: tuple[str, ...],
          groups: tuple[str | int, ...] = ("value",), anchor: str = "") -> Rule:
    return Rule(kind, regex, groups, check, hints, anchor)


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
    *(_rule(kind, n_tok.token_regex(pattern), check, hints, (0,),
            "" if kind in n_tok.UNANCHORED_TOKENS | n_prov.UNANCHORED else "hint")
      for kind, pattern, hints, check in n_prov.PARITY + n_tok.PROVIDER_TOKENS + n_prov.TOKENS),
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
