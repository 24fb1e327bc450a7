"""What a found value *is*, when that is not a secret: recognised by its documented format or by
its place, never by a word alone. Called by `memtool.privacy.lookalike.harmless` for every value a
rule, pass or engine found.

* **public by design, by documented format** -- Stripe publishable keys (``pk_live_…``) and
  object ids (``tok_…``, ``pm_…``, ``cus_…``, ``ch_…``: made with the publishable key or
  returned by every call; secret keys are ``sk_``/``rk_``, webhook secrets ``whsec_``, a
  PaymentIntent's client secret holds ``_secret_``); a publishable key under a name saying
  token or secret stays what the name says; a **Sentry DSN's public key** by the DSN's own syntax
  (``https://<32 hex>@<host>/<project number>``: Sentry documents DSNs as safe to publish, they only
  let a client submit events; the legacy ``<public>:<secret>@`` form's secret stays redacted); a
  **Facebook client token** in the places its SDKs read it from (Android's ``facebook_client_token``
  string, ``com.facebook.sdk.ClientToken``, iOS's ``FacebookClientToken``): built into every copy of
  the app, "not meant to be a secret" (Meta); a key whose own prefix says public (``pub_…``);
* **a JWT's header alone** (``eyJhbGciOiJSUzI1NiJ9``, or its start shown cut, ``eyJhbGciOi...``): the
  algorithm and key id every token of the issuer carries; the claims and the signature are not there;
* **a device's push address** -- an FCM registration token (``…:APA91b…``; FCM's legacy server
  keys share the shape, so only under its name), an APNs device token or a UUID, under a
  device/push/registration token's name;
* **an OpenPGP key id or fingerprint** where a key is chosen by it (``user.signingkey``,
  ``--default-key``, ``key id:``); **a card receipt's approval code** (``AUTH 84NTMT`` near a
  masked card number, an RRN or an AID);
* **published by its owner** -- a domain or site verification token (a public DNS TXT record), an
  ACME key authorization (served at ``/.well-known/acme-challenge/``);
* **an OAuth client's id** by its name (``TWITCH_CLIENT_ID``, ``"clientId"``; RFC 6749: a client
  identifier is not a secret), whatever its shape -- not an app id (OpenWeather's ``appid`` is a key);
  a UUID named as an integration key where DocuSign is named (its name for the OAuth client id);
* **a CSRF token** under its name (``csrf_token=``, ``X-CSRF-Token:``, ``csrftoken=``,
  ``authenticity_token``): it authenticates nothing alone, every page of the session carries it; the
  session's cookie is the secret (a CSRF *secret* or *key* that signs the tokens stays redacted);
* **variables in a pair's places** (``curl -u "$LEVER_API_KEY:"``); **a record's key** beside the
  same record's id (``"ListingKey": "<hex>"`` with ``"ListingId"``; not ``apiKey`` with ``apiId``);
* **a hex digest said to be a hash** -- by its label (``hashed_token:``, ``token (sha256):``; not a
  label ending as a key does, ``hmac_sha256_key``) or its Markdown table column (``| sha256 |``);
* **a placeholder** of one repeated character in groups (``xxxx-xxxx-xxxx-xxxx``, ``0000 0000``),
  a word saying the value was left out (``Bearer (redacted)``, ``Password: (prompted)``,
  ``token: (from the CI secret store)``), a secret manager's own name (``stored in 1Password``)
  or names in a pair's places
  (``username:APITOKEN``); **a credential's id** under a label saying so (``token id: <uuid>``,
  ``credential id: cred_9f3a…``; not a secret, session or access id);
* **where a secret is kept, not the secret** -- the arguments of a secret store's read, list or
  describe command name the secret (``gcloud secrets versions access latest --secret=db-pw``,
  ``az keyvault secret show --vault-name kv --name db``, ``kubectl get secret db-creds``), except
  what follows a flag that carries a credential (``--token``, ``--password``); a YAML global tag
  naming a constructor (``!!python/object/apply:os.getenv [...]``);
* **ciphertext or a stored hash that says so** -- ``enc:v1:…``, base64 of a ``{SSHA}…`` or crypt
  hash (LDIF's ``userPassword::``), never base64 of a plain password nor PostgreSQL's verifiers; a
  FreeRADIUS check item whose attribute names a one-way hash (``SSHA2-256-Password``,
  ``Crypt-Password``; not ``NT-Password``/``LM-Password``, which log in as they stand, nor
  ``Cleartext-Password``); **an SSH key's fingerprint** (``SHA256:`` and 43 base64 characters, as
  OpenSSH prints it): a digest of a public key;
* **a credential's name, not its value** -- a slug (lowercase words joined by ``-``/``_``/``.``,
  at most one short code: ``web-7f9c``, ``ci-runner-prod``) given as a token's or key's name
  (``token name: ci-runner``, ``"Description": "agent token web-7f9c"``), or as whom a password
  or token is for (``the password for BATCH01 is in the vault``). A random value stays a value: no
  segment mixes case, every longer segment reads as a word (a generated ``kowgd-dzpyv-fmwxi4``
  does not);
* **a protocol's or a tool's public values** (a WebSocket handshake's, a public key under its name, Tailscale's
  typed public keys, a KMS key's id: `memtool.privacy.protocols`); a value labelled as a record's (``(job
  8f3a…)``, ``Trace id …``: `memtool.privacy.records`).

Values a provider documents as shipped to every client (by format, SDK call, documented name or a
framework's client prefix) are `memtool.privacy.clientside`'s table, a public key's DER or a
labelled HMAC digest `memtool.privacy.keyforms`'s, and identifiers whose format or name a provider
or protocol documents (object ids, cursors, request ids, digests, algorithms' names, a page's
analytics) `memtool.privacy.idforms`'s; all three are asked from here too.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

from memtool.privacy import clientside, idforms, keyforms, protocols, records, said
from memtool.privacy.checks import _lazy, b64url_decode


def not_secret(text: str, start: int, end: int, value: str, token: str) -> bool:
    """Is ``value`` (``text[start:end]``, inside the blank-free ``token``) one of the kinds below?"""
    return (public_by_format(text, start, end, value)
            or token != value and public_by_format(text, start, start + len(token), token)
            or repeated_placeholder(text, start, value) or store_argument(text, start, value)
            or credential_name(text, start, end, value) or device_address(text, start, value, token)
            or pgp_key_id(text, start, value) or approval_code(text, start, value)
            or published(text, start, value, token) or yaml_constructor(text, end, value)
            or stored_hash_or_cipher(value) or credential_id(text, start, value) or said_hash(text, start, value)
            or client_id(text, start, value) or variable_pair(value) or record_key(text, start, value)
            or dsn_public_key(text, start, end, value) or csrf_token(text, start, value)
            or app_client_token(text, start) or jwt_header(text, end, value)
            or ssh_fingerprint(text, start, value) or radius_hash(text, start) or records.typed_id(text, start, value)
            or records.labelled_id(text, start, value) or records.env_entry_id(text, start, value)
            or records.record_token(text, start, value)
            or said.said_public(text, start, end) or clientside.public_client_value(text, start, end, value, token)
            or keyforms.not_secret(value) or protocols.public_value(text, start, value)
            or idforms.identifier(text, start, value) or token != value and idforms.identifier(text, start, token)
            or _DATA_URI_RE.search(text, max(0, start - 60), start) is not None)


#: an image, audio, video or font file inline (``src="data:image/png;base64,…"``): its bytes, no credential
_DATA_URI_RE = _lazy(r"(?i)\bdata:(?:image|audio|video|font)/[\w.+-]{1,40}(?:;[\w.=-]{1,40}){0,3};base64,$")

# -- public by design ---------------------------------------------------------------------------

#: a Sentry-protocol DSN (``https://<public key>@o1.ingest.sentry.io/42``; Sentry, GlitchTip and
#: self-hosted servers alike): the key as a user with no password, then a host, then only the project's
#: number. Sentry: DSNs "are safe to keep public because they only allow submission of new events"
_DSN_BEFORE_RE = _lazy(r"\bhttps?://$")
_DSN_AFTER_RE = _lazy(r"@[A-Za-z0-9.-]{3,253}(?::\d{1,5})?/\d{1,12}(?![\w/.-])")

#: the places Meta's SDKs read an app's client token from, and Adjust's SDKs its app token (each ships inside
#: every copy of the app; Adjust's app *secret*, ``setAppSecret(…)``, is a secret)
_APP_CLIENT_TOKEN_PLACE_RE = _lazy(r"(?:<string[ \t]+name=\\?[\"']facebook_client_token\\?[\"'][ \t]*>"
                                   r"|android:name=\\?[\"']com\.facebook\.sdk\.ClientToken\\?[\"'][ \t]+android:value=\\?[\"']"
                                   r"|<key>FacebookClientToken</key>\s{0,20}<string>"
                                   r"|Adjust\.initSdk\(\{[^{}\n]{0,80}?\bappToken:[ \t]*\\?[\"']"
                                   r"|\bnew[ \t]+AdjustConfig\([^,()\n]{1,40},[ \t]*\\?[\"']|configWithAppToken:@\")[ \t]*$")


def app_client_token(text: str, start: int) -> bool:
    """A value where Meta's SDKs read the app's client token."""
    return _APP_CLIENT_TOKEN_PLACE_RE.search(text, max(0, start - 120), start) is not None


def dsn_public_key(text: str, start: int, end: int, value: str) -> bool:
    """The public key of a DSN in its own syntax (a 32-hex user, no password, a project number)."""
    return (len(value) == 32 and all(c in "0123456789abcdef" for c in value)
            and _DSN_BEFORE_RE.search(text, max(0, start - 8), start) is not None
            and _DSN_AFTER_RE.match(text, end) is not None)


#: Stripe object ids and publishable keys (https://docs.stripe.com/api: every object's id has its
#: type's prefix). Not ``sk_``/``rk_``/``whsec_``; not a client secret (``pi_…_secret_…``).
_PUBLISHABLE_RE = _lazy(r"pk_(?:live|test)_[A-Za-z0-9]{16,120}")
#: a key whose own prefix says public (Bloomerang's ``pub_…`` in a donation form's script URL), unless the
#: name right before says secret
_PUB_PREFIX_RE = _lazy(r"pub_[A-Za-z0-9]{16,64}")
_PRIVATE_NAMED_RE = _lazy(r"(?i)secret|private|priv_|token|pass|pwd|cred")
_STRIPE_OBJECT_RE = _lazy(
    r"(?:tok|btok|card|src|pm|cus|ch|py|pi|seti|acct|evt|price|prod|sub|si|in|ii|txn|re|po|ba|prctbl|plink"
    r"|cbtxn|iauth|ipi|ich|pyr|prv|cn|dp|du|tr|trr|fee|file|link)_[A-Za-z0-9]{8,40}")
#: a name before the value that says secret: then the value is what the name says, whatever its shape
_SECRET_NAMED_RE = _lazy(r"(?i)token|secret|pass|pwd|auth|cred|api[-_]?key")


def public_by_format(text: str, start: int, end: int, value: str) -> bool:
    """A value its provider documents as public: a Stripe object id, or a publishable key not
    given under a secret's name (``Stripe('pk_live_…')``)."""
    if _STRIPE_OBJECT_RE.fullmatch(value) is not None:
        return "_secret" not in text[start:end + 8]
    if _PUB_PREFIX_RE.fullmatch(value) is not None:
        return _PRIVATE_NAMED_RE.search(text, max(text.rfind("\n", 0, start) + 1, start - 40), start) is None
    if _PUBLISHABLE_RE.fullmatch(value) is None:
        return False
    return _SECRET_NAMED_RE.search(text, max(0, start - 80), start) is None  # (across lines: ``name: X_TOKEN``,
    # then ``value: pk_…``)


#: a JWT's first segment alone: base64url of a JSON object (``{"alg":…``), complete and followed by no
#: further segment, or its start shown cut with an ellipsis
_JWT_HEADER_RE = _lazy(r"eyJ[A-Za-z0-9_-]{4,200}")
_HEADER_FIELDS = frozenset("alg typ kid cty x5t x5t#S256 jku x5u crit enc zip".split())


def jwt_header(text: str, end: int, value: str) -> bool:
    """``eyJhbGciOiJSUzI1NiJ9`` alone, ``"access_token": "eyJhbGciOi..."``: a token's header, no token."""
    shown = value.rstrip(".\u2026")
    if _JWT_HEADER_RE.fullmatch(shown) is None:
        return False
    cut = shown != value or text.startswith(("...", "\u2026"), end)
    if not cut and text[end:end + 1] in (".", "_", "-") or text[end:end + 1].isalnum():
        return False
    whole = shown[:len(shown) - len(shown) % 4]
    try:
        decoded = b64url_decode(whole).decode("ascii")
    except (ValueError, binascii.Error):
        return False
    if cut:  # (a header's first member; a whole key that is base64 JSON, Grafana's ``eyJrIjoi…``, is no header)
        return len(shown) <= 40 and decoded.startswith(('{"alg"', '{"typ"', '{"kid"')) and decoded.isprintable()
    try:
        header = json.loads(b64url_decode(shown).decode("ascii"))
    except (ValueError, binascii.Error):
        return False
    return isinstance(header, dict) and "alg" in header and set(header) <= _HEADER_FIELDS


#: a push service's address of one app on one device, under a name saying device/push/registration:
#: an FCM registration token (``<id>:APA91b…``), an APNs device token (32 bytes in hex) or a UUID. By
#: its format alone an FCM token is not one: FCM's legacy server keys (``AAAA…:APA91b…``, a secret)
#: share it
_FCM_TOKEN_RE = _lazy(r"(?!AAAA)[\w-]{10,}:APA91b[\w-]{30,}")
_DEVICE_VALUE_RE = _lazy(r"[0-9a-fA-F]{64}|[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
_DEVICE_NAME_RE = _lazy(r"(?i)(?<![a-z])(?:device|push|registration|fcm|gcm|apns|installation)[ \t_-]?(?:token|id)[\"']?"
                        r"(?:[ \t]+(?:for|of)[ \t]+[\w -]{1,30})?[ \t]*[:=]?[ \t]*[\"']?$")  # (… token for test device: X)


def device_address(text: str, start: int, value: str, token: str) -> bool:
    """A push service's address of a device (``apns device token: <64 hex>``, ``"registration_token":
    "…:APA91b…"``): an app can send to it only with its own server key."""
    token = token.strip(",;.")
    if _DEVICE_VALUE_RE.fullmatch(value) is None and _FCM_TOKEN_RE.fullmatch(token) is None:
        return False
    at = start - len(token) + len(value) if token.endswith(value) and _FCM_TOKEN_RE.fullmatch(token) else start
    return _DEVICE_NAME_RE.search(text, max(0, at - 72), at) is not None


#: an OpenPGP key's id or fingerprint (GPG prints them in capitals: 8, 16 or 40 hex) where a key is
#: chosen by it (``git config user.signingkey 3AA5C34371567BD2``, ``gpg --default-key …``,
#: ``key id: …``): it names a key, it opens nothing
_PGP_ID_RE = _lazy(r"(?:0x)?(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9A-F]{40})")
_PGP_CHOSEN_RE = _lazy(r"(?i)(?:signing_?key|default-key|local-user|recv-keys?|keyid|key[ _-]id|gpg[ \t]+key)"
                       r"[\"']?[ \t]*[:=]?[ \t]*[\"']?$")


def pgp_key_id(text: str, start: int, value: str) -> bool:
    """A key id or fingerprint of an OpenPGP key, where a key is chosen or named by it."""
    if _PGP_ID_RE.fullmatch(value) is None or not any(c.isalpha() for c in value.removeprefix("0x")):
        return False
    return _PGP_CHOSEN_RE.search(text, max(text.rfind("\n", 0, start) + 1, start - 60), start) is not None


#: a card receipt's approval code (ISO 8583 field 38: six letters or digits) after its label, on a
#: receipt: a masked card number, the card's last four digits said in words (``card ending 0584``, ``last4: 4242``) or
#: the terminal's RRN/AID near it
_APPROVAL_LABEL_RE = _lazy(r"(?i)\b(?:auth(?:ori[sz]ation)?|appr(?:oval)?)(?:[ \t]+(?:code|no\.?|num(?:ber)?|#))?"
                           r"[ \t]*[:#]?[ \t]*$")
_RECEIPT_RE = _lazy(r"[*Xx\u2022]{4,}[ -]?\d{4}\b|\bRRN\b|\bAID\b|\bTerminal\b|\bAPPROVED\b|\bReceipt\b"
                    r"|(?i:\bcard[ \t]+ending(?:[ \t]+in)?|\bending[ \t]+in|\blast[ _-]?(?:4|four))[\"']?[ \t:=]*[\"']?\d{4}\b")


def approval_code(text: str, start: int, value: str) -> bool:
    """``AUTH 84NTMT``, ``Auth code: 236255`` on a card receipt: the issuer's approval code."""
    if len(value) != 6 or not value.isalnum() or value.upper() != value:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    return (_APPROVAL_LABEL_RE.search(text, max(line_start, start - 30), start) is not None
            and _RECEIPT_RE.search(text, max(0, start - 300), start + 300) is not None)


#: values made to be published: a domain or site verification token (put in a public DNS TXT record
#: or page: ``atlassian-domain-verification=…``), an ACME key authorization (``<token>.<thumbprint>``,
#: served at ``/.well-known/acme-challenge/``, RFC 8555)
_VERIFICATION_RE = _lazy(r"(?i)[\w.-]*(?:site|domain)[-_]verification[=:][\"']?[\w.=+/-]+")
_VERIFICATION_BEFORE_RE = _lazy(r"(?i)(?:(?:site|domain)[-_ ]verification(?:[-_ ](?:token|code|key))?[=:]?|verification[ \t]+"
                                r"(?:token|code)[ \t]+for[ \t]+(?:your|the|this)[ \t]+(?:domain|site))[\"']?[ \t:=]*[\"']?$")
_KEY_AUTHORIZATION_RE = _lazy(r"[\w-]{16,128}\.[\w-]{43}")
_KEY_AUTHORIZATION_BEFORE_RE = _lazy(r"(?i)key[ _-]?authori[sz]ation[\"']?[ \t]*[:=][ \t]*[\"']?$")


def published(text: str, start: int, value: str, token: str) -> bool:
    """A value its owner publishes: a domain/site verification token, an ACME key authorization."""
    if _VERIFICATION_RE.fullmatch(value) is not None or _VERIFICATION_RE.fullmatch(token) is not None:
        return True
    before = max(text.rfind("\n", 0, start) + 1, start - 80)
    if _VERIFICATION_BEFORE_RE.search(text, before, start) is not None:
        return True
    return (_KEY_AUTHORIZATION_RE.fullmatch(value) is not None
            and _KEY_AUTHORIZATION_BEFORE_RE.search(text, before, start) is not None)


# -- placeholders -------------------------------------------------------------------------------

_GROUPED_RUN_RE = _lazy(r"([A-Za-z0-9*#•.])\1{2,}(?:[-_ .:/]\1{3,}){1,7}")
_SAID_HIDDEN_RE = _lazy(r"(?i)\(?(?:redacted|filtered|masked|hidden|removed|omitted|not shown)\)?")
#: ``Password: (prompted)``, ``token: (from the CI secret store)``: a description in parentheses
_PAREN_WORDS_RE = _lazy(r"\(([a-z]+(?:[ \t][a-z]+){0,7})\)?")
_DESCRIBING = frozenset("""prompted prompt hidden none empty unset redacted masked sensitive omitted required optional
    interactive generated unchanged encrypted elided truncated secret""".split())
_PAREN_FUNCTION = frozenset("from in the see at via by of on to set stored kept ask".split())
#: a secret manager's own name: where the secret is kept (``stored in 1Password``, ``from LastPass``)
_STORE_NAMES = frozenset("""1password bitwarden lastpass keepass keepassxc keepassx dashlane keeper vaultwarden
    passbolt doppler infisical akeyless conjur cyberark""".split())


_PLACEHOLDER_PARTS = frozenset("""user username login email account password passwd pass pwd token apitoken
    apikey key secret accesstoken clientid clientsecret""".split())


def repeated_placeholder(text: str, start: int, value: str) -> bool:
    """``xxxx-xxxx-xxxx-xxxx``, ``0000 0000 0000``: one character in groups, a template's shape;
    ``username:APITOKEN``: names in the places of a pair (documentation's template)."""
    if (_GROUPED_RUN_RE.fullmatch(value) is not None or _SAID_HIDDEN_RE.fullmatch(value) is not None
            or value.lower() in _STORE_NAMES):
        return True
    described = _PAREN_WORDS_RE.fullmatch(value)
    if described is not None:
        words = described.group(1).split()
        return words[0] in _DESCRIBING if len(words) == 1 else not _PAREN_FUNCTION.isdisjoint(words)
    parts = value.split(":")
    if len(parts) == 2 and all(p.replace("_", "").replace("-", "").lower() in _PLACEHOLDER_PARTS for p in parts):
        return True
    if value == "android" and _DEBUG_KEYSTORE_RE.search(text, max(0, start - 300), start + 300) is not None:
        return True  # (the Android SDK's debug keystore: its documented store and key password)
    framed = _FRAMED_PLACEHOLDER_RE.fullmatch(value)  # (``sk_live_<your-key>``, ``<your-deepl-key>:fx``, ``<key>|1``: a format's
    # fixed part around a described body)
    return framed is not None and _VOWEL_RE.search(framed.group(1)) is not None


#: a placeholder in angle brackets (lowercase words) with a provider's fixed prefix (``sk_live_``, ``sk-proj-``) or suffix
_FRAMED_PLACEHOLDER_RE = _lazy(r"(?:[A-Za-z0-9]{1,8}[-_.:]){0,3}[A-Za-z0-9]{0,8}<([a-z][a-z0-9]*(?:[-_ ][a-z0-9]+){0,5})>(?:[-_.:|][A-Za-z0-9]{1,4})?")
_VOWEL_RE = _lazy(r"[aeiou]")
_DEBUG_KEYSTORE_RE = _lazy(r"androiddebugkey|debug\.keystore")


#: a captcha's site key (``RECAPTCHA_SITE_KEY``, ``data-sitekey``), served to every visitor: said so before it, or in
#: reCAPTCHA's (6L…, 40 characters), hCaptcha's (a UUID) or Turnstile's (0x4AAAA…) shape
_CAPTCHA_RE = _lazy(r"(?i)captcha|turnstile")
_CAPTCHA_KEY_RE = _lazy(r"6L[\w-]{38}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|0x4AAAA[\w-]{10,40}")


def captcha_site_key(text: str, start: int, value: str) -> bool:
    """Is ``value``, under a site key's name, a captcha's (public) rather than a site's own key (a door lock
    system's, CiviCRM's)?"""
    return _CAPTCHA_KEY_RE.fullmatch(value) is not None or _CAPTCHA_RE.search(text, max(0, start - 200), start) is not None


# -- where a secret is kept ---------------------------------------------------------------------

#: a password manager's or secret store's read that prints the secret itself, whatever the entry is named (``pass
#: show work/vpn``: its first line; ``gopass``, ``lpass``, ``keepassxc-cli``, ``keyring get``, ``secret-tool lookup``,
#: ``doppler secrets get``, ``op read``/``op item get``): what it prints is a secret (`memtool.privacy.outputs`)
_PRINTS_SECRET = (r"pass[ \t]+(?:show[ \t]+)?[\w.@-]+/[\w./@-]+|(?:pass|gopass)[ \t]+(?:show|cat)[ \t]|lpass[ \t]+show"
                  r"|keepassxc-cli[ \t]+show|keyring[ \t]+get|op[ \t]+(?:read|item[ \t]+get)|secret-tool[ \t]+lookup"
                  r"|doppler[ \t]+secrets[ \t]+get")
PRINTS_SECRET_RE = _lazy(r"(?<![\w-])(?:" + _PRINTS_SECRET + ")")
#: a secret store's command that reads, lists or describes -- what it is handed names the secret
_STORE_READ_RE = _lazy(
    r"(?:^|[\s;&|(`$\"'])(?:" + _PRINTS_SECRET + r"|gcloud[ \t]+(?:beta[ \t]+)?secrets[ \t]+(?:versions[ \t]+)?(?:access|describe|list|delete)"
    r"|aws[ \t]+secretsmanager[ \t]+(?:get-secret-value|describe-secret|list-secret-version-ids|delete-secret)"
    r"|aws[ \t]+ssm[ \t]+get-parameters?(?:-by-path)?"
    r"|az[ \t]+keyvault[ \t]+(?:secret|key|certificate)[ \t]+(?:show|list|download|delete|list-versions)"
    r"|vault[ \t]+(?:kv[ \t]+)?(?:get|read|list|metadata[ \t]+get|delete)"
    r"|op[ \t]+(?:read|item[ \t]+get)|doppler[ \t]+secrets(?:[ \t]+(?:get|download))?"
    r"|kubectl[ \t]+(?:-n[ \t]+\S+[ \t]+)?(?:get|describe|delete)[ \t]+secrets?"
    r"|bw[ \t]+get|infisical[ \t]+secrets(?:[ \t]+get)?|chamber[ \t]+(?:read|list)|pass[ \t]+show"
    r"|security[ \t]+find-(?:generic|internet)-password)\b")
#: flags whose value is a credential even in such a command
_CREDENTIAL_FLAG_RE = _lazy(r"(?i)--?[\w-]*(?:token|passw|pass\b|pwd|auth|api-?key|value|string|body|literal)[\w-]*"
                            r"(?:[ \t]+|=)[\"']?$")


def store_argument(text: str, start: int, value: str) -> bool:
    """An argument of a secret store's read/list/describe command (not a credential flag's)."""
    line_start = text.rfind("\n", 0, start) + 1
    head = _STORE_READ_RE.search(text, max(line_start, start - 300), start)
    if head is None or not _slug(value, parts=1, word=False):
        return False
    return _CREDENTIAL_FLAG_RE.search(text, max(head.end(), start - 60), start) is None


#: a YAML global tag naming a constructor (``!!python/object/apply:os.getenv ["DB_PASSWORD"]``): the
#: value is computed from what follows
_YAML_GLOBAL_TAG_RE = _lazy(r"!![A-Za-z][\w.-]*(?:[/:][\w.-]+)+")


def yaml_constructor(text: str, end: int, value: str) -> bool:
    """``!!python/object/apply:os.getenv [...]``: a YAML tag, then what it is applied to."""
    return _YAML_GLOBAL_TAG_RE.fullmatch(value) is not None and text[end:end + 1] in (" ", "\t", "\n", "")


#: ciphertext or a stored hash that says so: an ``enc:``/``encrypted:`` prefix (``enc:v1:…``), base64
#: of a scheme-tagged or crypt hash (LDIF ``userPassword:: e1NTSEF9…`` is ``{SSHA}…``); base64 of
#: anything else (a plain password) is not. Not PostgreSQL's verifiers: PgBouncer logs in to the
#: server with a SCRAM secret from its userlist, and an ``md5…`` one logs in as it stands
_DECLARED_CIPHER_RE = _lazy(r"(?i)(?:enc|encrypted|ciphertext|sealed)(?::v\d+)?:[A-Za-z0-9+/=_-]{16,}")
_HASH_TEXT_RE = _lazy(r"\{(?!PLAIN\}|CLEAR|CLEARTEXT\})[A-Z][A-Z0-9_.-]{1,20}\}\S{8,}"
                      r"|\$(?:1|2[abxy]?|5|6|y|gy|7|apr1|argon2(?:id|i|d)?)\$\S{8,}")
_BASE64_RE = _lazy(r"[A-Za-z0-9+/]{16,}={0,2}")


def stored_hash_or_cipher(value: str) -> bool:
    """``enc:v1:…``, base64 of ``{SSHA}…``/``$6$…``: what a store keeps, not the secret."""
    if _DECLARED_CIPHER_RE.fullmatch(value) is not None:
        return True
    if _BASE64_RE.fullmatch(value) is None:
        return False
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4)).decode("ascii")
    except (ValueError, binascii.Error):
        return False
    return _HASH_TEXT_RE.fullmatch(decoded) is not None


#: OpenSSH's fingerprint of a (public) key: ``SHA256:`` then 43 unpadded base64 characters
_SSH_FINGERPRINT_RE = _lazy(r"[A-Za-z0-9+/]{43}")


def ssh_fingerprint(text: str, start: int, value: str) -> bool:
    """``ED25519 key fingerprint is SHA256:nThbg6kX…``: a digest of a public key."""
    return text[max(0, start - 7):start] == "SHA256:" and _SSH_FINGERPRINT_RE.fullmatch(value.rstrip(".,;)")) is not None


#: a FreeRADIUS check item (``radcheck`` row, ``users`` file) whose attribute names a one-way hash
_RADIUS_HASH_ATTRIBUTE_RE = _lazy(r"(?i)\b(?:S?SHA(?:2-(?:224|256|384|512)|[1-9])?|S?MD5|Crypt|PBKDF2)-Password\b"
                                  r"[ \t|'\"]*(?::=|==|=)[ \t|'\"]*$")


def radius_hash(text: str, start: int) -> bool:
    """``| u | SSHA2-256-Password | := | <base64> |``, ``Crypt-Password := "$6$…"``: a stored hash."""
    return _RADIUS_HASH_ATTRIBUTE_RE.search(text, max(text.rfind("\n", 0, start) + 1, start - 60), start) is not None


#: ``token id: <uuid>``, ``credential id: cred_9f3a…``, ``api key id <hex>``: a credential's id names
#: it (a UUID, hex, or a short prefix and hex) -- not after secret/session/access (Vault's
#: ``secret_id`` and session ids are credentials; AWS access key ids are found by their format). The label may end a
#: name (``ASC_KEY_ID=``); the id may be a prefix and 16-32 letters and digits (Modal's ``Token ID: ak-…``, its secret
#: the ``as-…`` beside it) or ten capitals and digits (Apple's key ids, naming the ``AuthKey_<id>.p8`` holding the key)
_ID_LABEL_RE = _lazy(r"(?i)(?<![a-z])(?:token|key|cred|credential|certificate|cert|keypair|app|application|client)"
                     r"[ _-]?(?:id|identifier)\b[\"']?[ \t]*[:=#]?[ \t]*[\"']?$")
_NOT_AN_ID_BEFORE_RE = _lazy(r"(?i)(?:secret|session|access|private)[ _-]?(?:key[ _-]?)?(?:token[ _-]?)?"
                             r"(?:id|identifier)\b[\"']?[ \t]*[:=#]?[ \t]*[\"']?$")
_ID_VALUE_RE = _lazy(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}|[0-9a-f]{8,64}|[0-9A-F]{8,64}"
                     r"|[a-z]{2,8}[_-][0-9a-f]{6,32}")
_NAMED_ID_VALUE_RE = _lazy(r"[a-z]{2,4}[0-9]?[_-][A-Za-z0-9]{16,32}|(?=[A-Z]*[0-9])[A-Z0-9]{10}")


def credential_id(text: str, start: int, value: str) -> bool:
    """A credential's id under a label saying so."""
    if _ID_VALUE_RE.fullmatch(value) is None and (_NAMED_ID_VALUE_RE.fullmatch(value) is None
                                                  or clientside.secret_format(value)):
        return False
    window = max(text.rfind("\n", 0, start) + 1, start - 60)
    return (_ID_LABEL_RE.search(text, window, start) is not None
            and _NOT_AN_ID_BEFORE_RE.search(text, window, start) is None)


#: a hex digest under a label naming a hash (``hashed_token: <hex>``, ``token (sha256): <hex>``, a
#: Markdown table's ``sha256`` column), unless the label ends as a key does (``hmac_sha256_key``)
_DIGEST_HEX_RE = _lazy(r"[0-9a-fA-F]{32}|[0-9a-fA-F]{40}|[0-9a-fA-F]{56}|[0-9a-fA-F]{64}|[0-9a-fA-F]{96}|[0-9a-fA-F]{128}")
_DIGEST_WORD_RE = _lazy(r"(?i)hash(?:ed)?|digest|sha-?(?:1|224|256|384|512)|md5|checksum|fingerprint")
_LABEL_RE = _lazy(r"([\w.() -]{1,60}?)[\"']?[ \t]*[:=][ \t]*[\"']?$")
_KEY_ENDING = ("key", "keys", "secret", "salt", "pepper", "seed", "signing")


def said_hash(text: str, start: int, value: str) -> bool:
    """A hex digest its label or its table column says is a hash."""
    if _DIGEST_HEX_RE.fullmatch(value) is None:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    label = _LABEL_RE.search(text, max(line_start, start - 80), start)
    if label is not None and _DIGEST_WORD_RE.search(label.group(1).replace("--digest", "")) is not None:
        # (``curl --digest -u admin:<hex>``: curl's flag names the auth scheme, not the value)
        words = re.findall(r"[a-z0-9]+", label.group(1).lower())
        return bool(words) and words[-1] not in _KEY_ENDING
    return _digest_table_column(text, line_start, start)


def _digest_table_column(text: str, line_start: int, start: int) -> bool:
    """``| DB_PASSWORD | <hex> |`` under ``| name | sha256 |``: the cell's column header names a digest."""
    if not text.startswith("|", line_start):
        return False
    column = text.count("|", line_start, start)
    at = line_start
    for _ in range(40):  # (the header is the table's first row, at most 40 rows up)
        if at == 0:
            break
        above = text.rfind("\n", 0, at - 1) + 1
        if not text.startswith("|", above):
            break
        at = above
    header = text[at:text.find("\n", at)].split("|")
    return 0 < column < len(header) and _DIGEST_WORD_RE.fullmatch(header[column].strip()) is not None


#: ``TWITCH_CLIENT_ID=…``, ``"clientId": "…"``: an OAuth client identifier is not a secret (RFC 6749
#: 2.2: it is shown to the user and sent in the front channel), whatever its shape. Not an app id:
#: OpenWeather's ``appid`` is its API key
_CLIENT_ID_NAME_RE = _lazy(r"(?<![A-Za-z])((?:[A-Za-z0-9]+[_.-])*client[_.-]?id)[\"']?[ \t]*[:=][ \t]*[\"']?$",
                           re.IGNORECASE)
_CLIENT_ID_VALUE_RE = _lazy(r"[\w.-]{6,100}")
_NOT_PUBLIC_WORDS = frozenset("secret session sid access private auth token password pass pwd key cookie".split())
#: DocuSign's name for its OAuth client id, a GUID, where DocuSign is named: Opsgenie's and Splunk On-Call's
#: integration keys are GUIDs too, and secrets (PagerDuty's are 32 hex)
_INTEGRATION_KEY_NAME_RE = _lazy(r"(?<![A-Za-z])((?:[A-Za-z0-9]+[_.-])*integration[_.-]?key)\\?[\"']?[ \t]*[:=][ \t]*"
                                 r"\\?[\"']?$", re.IGNORECASE)
_UUID_RE = _lazy(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")


def client_id(text: str, start: int, value: str) -> bool:
    """A value named as an OAuth client's id (or, a GUID, as an integration key)."""
    if _CLIENT_ID_VALUE_RE.fullmatch(value) is None:
        return False
    window = max(text.rfind("\n", 0, start) + 1, start - 80)
    m = _CLIENT_ID_NAME_RE.search(text, window, start)
    said = 0  # (the words of the name that may not say secret: all of ``client_id``'s, ``integration_key``'s but key)
    if m is None and _UUID_RE.fullmatch(value) is not None:
        m, said = _INTEGRATION_KEY_NAME_RE.search(text, window, start), -1
        if m is not None and "docusign" not in text[max(0, start - 300):start + 300].lower():
            return False
    if m is None:
        return False
    words = re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", m.group(1)).lower())
    return _NOT_PUBLIC_WORDS.isdisjoint(words[:said or None])


#: a CSRF token's name right before it: ``csrf_token=``, ``csrftoken=``, ``X-CSRF-Token:``,
#: ``"_csrf": "``, ``XSRF-TOKEN=``, Rails' ``authenticity_token``, ASP.NET's ``__RequestVerificationToken``
_CSRF_NAME_RE = _lazy(r"(?i)(?:(?<![A-Za-z])(?:x[-_])?_?[xc]srf(?:[-_]?(?:middleware)?token)?|authenticity_token"
                      r"|__requestverificationtoken)\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$")


def csrf_token(text: str, start: int, value: str) -> bool:
    """A value named as a CSRF token (not a CSRF secret or key, which signs the tokens)."""
    window = max(text.rfind("\n", 0, start) + 1, start - 60)
    return len(value) <= 200 and _CSRF_NAME_RE.search(text, window, start) is not None


#: ``curl -u "$LEVER_API_KEY:"``, ``-u $USER:$PASS``: variables in a pair's places name where the
#: values come from
_VARIABLE_RE = _lazy(r"\$\{?[A-Za-z_]\w*\}?|%[A-Za-z_]\w*%|\$env:[A-Za-z_]\w*")


def variable_pair(value: str) -> bool:
    """A user:password pair (or a key and an empty password) made of variables only."""
    parts = value.strip("\"'").split(":")
    return (len(parts) == 2 and any(parts)
            and all(not p or _VARIABLE_RE.fullmatch(p) is not None for p in parts))


#: ``"ListingKey": "<hex>"`` beside ``"ListingId"``, ``"order_key"`` beside ``"order_id"``: a record's key
#: where the text names records by key and by id -- never under a credential's qualifier (``apiKey``
#: beside ``apiId`` is a key), and only as a quoted field of a data record: ``merchant_key = <hex>`` under
#: ``merchant_id = <hex>`` in a config section is a credential beside its id (betting's first run lost 7 so)
_RECORD_KEY_RE = _lazy(r"\\?[\"']([A-Za-z][a-z]+(?:[A-Z][a-z]+)?)[_-]?[Kk]ey\\?[\"'][ \t]*[:=][ \t]*\\?[\"']?$")
_CREDENTIAL_QUALIFIERS = frozenset("""api access secret private public client app application consumer auth session
    service signing encryption master license product activation recovery backup storage shared primary
    secondary root admin user account device instance webhook stream ssh gpg pgp jwt hmac crypto""".split())


def record_key(text: str, start: int, value: str) -> bool:
    """A record's key (hex, a UUID, digits) in a text that names records by key and id (its own
    record, or another: RESO's ``ListingKey``/``ListingId`` beside ``MediaKey``)."""
    if _ID_VALUE_RE.fullmatch(value) is None and not value.isdigit():
        return False
    m = _RECORD_KEY_RE.search(text, max(text.rfind("\n", 0, start) + 1, start - 60), start)
    if m is None or m.group(1).lower() in _CREDENTIAL_QUALIFIERS:
        return False
    nearby = text[max(0, start - 800):start + 800]
    for entity in {m.group(1)} | set(_KEYED_RE.findall(nearby)):
        if entity.lower() not in _CREDENTIAL_QUALIFIERS and re.search(rf"\b{re.escape(entity)}[_-]?[Ii][Dd]\b", nearby):
            return True
    return False


_KEYED_RE = _lazy(r"\b([A-Z][a-z]+|[a-z]+)[_-]?[Kk]ey\b")


# -- a credential's name ------------------------------------------------------------------------

_SLUG_PART_RE = _lazy(r"[a-z]+|[A-Z]+|[0-9]+|[a-z0-9]{1,6}|[A-Z0-9]{1,8}")
_CONSONANT_RUN_RE = _lazy(r"[^aeiou]{4}")


def _wordlike(segment: str) -> bool:
    """Letters as words have them: a quarter or more vowels, no four consonants in a row (a
    generated ``kowgd-dzpyv`` fails: 95 % of such slugs of the corpus writers' shape)."""
    low = segment.lower()
    return (len(low) >= 3 and low.isalpha() and sum(c in "aeiou" for c in low) * 4 >= len(low)
            and _CONSONANT_RUN_RE.search(low) is None)


def _slug(value: str, parts: int = 2, word: bool = True) -> bool:
    """Words (and at most one short code) joined by ``-``/``_``/``.``/``/``: a name people give
    (without ``word``: any segments that do not mix case and digits at length)."""
    if not 2 <= len(value) <= 48:
        return False
    segments = [s for s in re.split(r"[-_./]", value) if s]
    if len(segments) < parts or any(_SLUG_PART_RE.fullmatch(s) is None for s in segments):
        return False
    if not word:
        return True
    codes = [s for s in segments if not s.isalpha() and not s.isdigit()]
    return (any(_wordlike(s) for s in segments) and len(codes) <= 1
            and all(_wordlike(s) for s in segments if s.isalpha() and len(s) >= 4))


#: a name given to a token or key (``token name: X``, ``key alias X``), or a description field that
#: names one (``"Description": "agent token X"``; not prose such as "the new token X", which may be
#: followed by the token itself)
_NAMED_AS_RE = _lazy(r"(?i)\b(?:token|key|secret|credential|cred)s?[ \t_-]*(?:name|alias|label|id|description|title)"
                     r"[\"']?[ \t]*[:=]?[ \t]*[\"']?$")
_DESCRIBED_RE = _lazy(r"(?i)\b(?:description|comment|label|title|summary)\\?[\"']?[ \t]*[:=][ \t]*\\?[\"'][^\"'\n]{0,60}"
                      r"\b(?:token|key)[ \t]+$")
#: whom a secret is for: ``the password for X``, ``token for X`` (the value comes after ``:``/``is``)
_FOR_RE = _lazy(r"(?i)\b(?:password|passphrase|passwd|token|key|secret|credentials?)[ \t]+(?:for|of)[ \t]+"
                r"(?:the[ \t]+)?(?:user[ \t]+|account[ \t]+|profile[ \t]+|service[ \t]+)?$")


def credential_name(text: str, start: int, end: int, value: str) -> bool:
    """A slug that names a credential or its owner, not its value."""
    if not _slug(value, parts=1, word=False) or text[end:end + 40].lstrip(" \t\"'")[:1] in (":", "="):
        return False  # (``token for prod: X``, ``password for admin = X``: the name, then the value)
    window = max(text.rfind("\n", 0, start) + 1, start - 120)
    if _FOR_RE.search(text, window, start) is not None:
        return value[:1].isalpha()
    if _NAMED_AS_RE.search(text, window, start) is not None:
        return _slug(value, parts=1)
    return _slug(value) and _DESCRIBED_RE.search(text, window, start) is not None

