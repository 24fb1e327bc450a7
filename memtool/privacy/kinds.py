"""What a found value *is*, when that is not a secret: recognised by its documented format or by
its place, never by a word alone. Called by `memtool.privacy.lookalike.harmless` for every value a
rule, pass or engine found (`not_secret`), and by `memtool.privacy.lookalike`'s public-name test for a
captcha's site key (`captcha_site_key`).

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
* **a captcha's site key** (reCAPTCHA's, hCaptcha's, Turnstile's shape, or said so before it): served
  to every visitor;
* **a protocol's or a tool's public values** (a WebSocket handshake's, a public key under its name, Tailscale's
  typed public keys, a KMS key's id: `memtool.privacy.protocols`); a value labelled as a record's (``(job
  8f3a…)``, ``Trace id …``: `memtool.privacy.records`).

What stands in for a secret without being one -- a placeholder, a hash or ciphertext that says so, where
the secret is kept, a credential's id or name, a record's key, variables in a pair's places -- is
`memtool.privacy.standins`'. Values a provider documents as shipped to every client (by format, SDK call,
documented name or a framework's client prefix) are `memtool.privacy.clientside`'s table, a public key's
DER or a labelled HMAC digest `memtool.privacy.keyforms`'s, and identifiers whose format or name a
provider or protocol documents (object ids, cursors, request ids, digests, algorithms' names, a page's
analytics) `memtool.privacy.idforms`'s; all four are asked from here too.
"""

from __future__ import annotations

import binascii
import json
import re

from memtool.privacy import clientside, idforms, keyforms, protocols, records, said, standins
from memtool.privacy.checks import _lazy, b64url_decode


def not_secret(text: str, start: int, end: int, value: str, token: str) -> bool:
    """Is ``value`` (``text[start:end]``, inside the blank-free ``token``) one of the kinds below?"""
    return (public_by_format(text, start, end, value)
            or token != value and public_by_format(text, start, start + len(token), token)
            or standins.repeated_placeholder(text, start, value) or standins.store_argument(text, start, value)
            or standins.credential_name(text, start, end, value) or device_address(text, start, value, token)
            or pgp_key_id(text, start, value) or approval_code(text, start, value)
            or published(text, start, value, token) or standins.yaml_constructor(text, end, value)
            or standins.stored_hash_or_cipher(value) or standins.credential_id(text, start, value)
            or standins.said_hash(text, start, value)
            or client_id(text, start, value) or standins.variable_pair(value) or standins.record_key(text, start, value)
            or dsn_public_key(text, start, end, value) or csrf_token(text, start, value)
            or app_client_token(text, start) or jwt_header(text, end, value)
            or standins.ssh_fingerprint(text, start, value) or standins.radius_hash(text, start)
            or records.typed_id(text, start, value)
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


#: a captcha's site key (``RECAPTCHA_SITE_KEY``, ``data-sitekey``), served to every visitor: said so before it, or in
#: reCAPTCHA's (6L…, 40 characters), hCaptcha's (a UUID) or Turnstile's (0x4AAAA…) shape
_CAPTCHA_RE = _lazy(r"(?i)captcha|turnstile")
_CAPTCHA_KEY_RE = _lazy(r"6L[\w-]{38}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|0x4AAAA[\w-]{10,40}")


def captcha_site_key(text: str, start: int, value: str) -> bool:
    """Is ``value``, under a site key's name, a captcha's (public) rather than a site's own key (a door lock
    system's, CiviCRM's)?"""
    return _CAPTCHA_KEY_RE.fullmatch(value) is not None or _CAPTCHA_RE.search(text, max(0, start - 200), start) is not None


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
