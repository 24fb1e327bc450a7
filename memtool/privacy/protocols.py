"""Public values that protocols and tools document, recognised by their place and shape (written from the
specifications before rounds 39-42 were read; asked by `memtool.privacy.kinds`).

* **a WebSocket handshake** (RFC 6455): the client's ``Sec-WebSocket-Key`` is a fresh random nonce, the
  server's ``Sec-WebSocket-Accept`` its SHA-1 with a fixed GUID; neither authenticates anything -- the credential of
  a WebSocket rides beside them (a cookie, a bearer, ``Sec-WebSocket-Protocol: access_token, <jwt>``);
* **a value under a name saying public key**, glued or spelled apart (``WG_SERVER_PUBKEY``, ``peerPublicKey``):
  never a private key's own PEM or DER, a JWT, an age identity or an nkey seed, nor under a name also saying
  private, secret, seed or shared;
* **Tailscale's typed public keys** (``nodekey:``, ``mkey:``, ``discokey:``, ``nlpub:`` and 64 hex; the private
  ones print as ``privkey:`` and ``nlpriv:``);
* **a Pusher channel authorization** (``{"auth": "<app key>:<signature>"}``): the public app key (20 hex) and the
  HMAC-SHA256 of one socket id and one channel name, which the auth endpoint hands to the browser -- it admits that
  one connection to that one channel and nothing else; the app secret that signed it is never in it;
* **a keyed digest under its own name** outside a URL's query (webhook signature headers, ``mac``, ``hmac``); **a Vault
  token's accessor**; **Typeform's response
  token** (the response's id in a webhook's ``form_response``); a ``*_FILE``/``*_PATH``/``*_DIR`` variable printed with its
  path (the ``_FILE`` convention of Docker's official images and sops);
* placeholders joined by punctuation (``<app>.<key>:<secret>``); an address as a log prints it (Squid's
  ``HIER_DIRECT/<ip>``); YouTube's video, playlist and channel ids in its URLs; a signed webhook's nonce; an IndexNow key (published at ``/<key>.txt``); a Pix random key; a key under an HSM's LMK; a signature scheme's verify keys (``"verify_keys": {"ed25519:…": {"key": …}}``);
* **an AWS KMS key by its id, ARN or alias** (``kms_key: <uuid>``, ``mrk-<32 hex>``): the key's material never
  leaves KMS, so what names a KMS key is a reference to it.
"""

from __future__ import annotations

import re

from memtool.privacy import clientside, keyforms, records
from memtool.privacy.checks import _lazy


def public_value(text: str, start: int, value: str) -> bool:
    """Is ``value`` (at ``start`` in ``text``) one of the public values above?"""
    return (handshake_value(text, start, value) or public_key_named(text, start, value)
            or tailscale_public_key(text, start, value) or kms_key_reference(text, start, value)
            or channel_authorization(text, start, value) or named_signature(text, start, value)
            or vault_reference(text, start, value) or response_token(text, start, value)
            or file_variable(value) or placeholders_joined(value) or address_value(value)
            or verify_key(text, start) or video_id(text, start, value) or signed_nonce(text, start, value)
            or indexnow_key(text, value) or pix_key(text, start, value) or hsm_cryptogram(text, value))


#: a key under an HSM's local master key (payShield's key scheme letter ``U``/``T``/``X``/``Y`` then 32 or 48 hex, in a
#: text that says LMK): a cryptogram only that HSM can use -- a clear key's components (no scheme letter) stay secrets
_CRYPTOGRAM_RE = _lazy(r"[UTXY](?:[0-9A-F]{32}|[0-9A-F]{48})")
_LMK_RE = _lazy(r"\bLMK\b")


def hsm_cryptogram(text: str, value: str) -> bool:
    return _CRYPTOGRAM_RE.fullmatch(value) is not None and _LMK_RE.search(text) is not None


#: a Pix key (Brazil's instant payments): the random key (``chave aleatória``, a UUID) is what a business gives its payers
#: to pay into its account -- printed on invoices and shop pages, it moves money only towards its owner
_PIX_LABEL_RE = _lazy(r"(?i)\b(?:chave[ \t]+pix|pix[ \t]+key)\b")
_UUID_VALUE_RE = _lazy(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")


def pix_key(text: str, start: int, value: str) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    return (_UUID_VALUE_RE.fullmatch(value) is not None
            and _PIX_LABEL_RE.search(text, max(line_start, start - 80), start) is not None)


#: an IndexNow key (the protocol's 8-128 letters, digits and dashes): the site publishes it at ``https://<host>/<key>.txt``
#: for every search engine to fetch, and the submission names that file (``keyLocation``)
_INDEXNOW_KEY_RE = _lazy(r"[A-Za-z0-9-]{8,128}")


def indexnow_key(text: str, value: str) -> bool:
    return (("keyLocation" in text or "indexnow" in text.lower()) and _INDEXNOW_KEY_RE.fullmatch(value) is not None
            and f"/{value}.txt" in text)


#: a signed request's nonce: ``{"timestamp": …, "token": <hex>, "signature": <hex>}`` (Mailgun's webhooks: the token is
#: 50 random hex sent with every request, the signature the HMAC of timestamp and token under the signing key, which
#: is never in it) -- the random half of what the signature covers, sent in clear, like the per-request signature itself
_NONCE_NAME_RE = _lazy(r"\\?[\"'](?:token|nonce)\\?[\"'][ \t]*:[ \t]*\\?[\"']$")
_SIGNED_TIMESTAMP_RE = _lazy(r"\\?[\"']timestamp\\?[\"'][ \t]*:")
_SIGNED_SIGNATURE_RE = _lazy(r"\\?[\"']signature\\?[\"'][ \t]*:[ \t]*\\?[\"']?[0-9a-f]{40,128}")


def signed_nonce(text: str, start: int, value: str) -> bool:
    if re.fullmatch(r"[0-9a-f]{32,64}", value) is None or _NONCE_NAME_RE.search(text, max(0, start - 30), start) is None:
        return False
    signed = records.enclosing_object(text, start)
    return (signed is not None and _SIGNED_TIMESTAMP_RE.search(signed) is not None
            and _SIGNED_SIGNATURE_RE.search(signed) is not None)


#: YouTube's public ids in its own URLs: a video's (``watch?v=``, 11 characters) and a playlist's (``list=PL…``)
_YOUTUBE_ID_RE = _lazy(r"(?i)\byoutube\.com/(?:watch|playlist|embed/(?:[\w-]{11}|live_stream))\?(?:[\w.%-]+=[\w.%-]*&){0,4}"
                       r"(?:v|list|channel)=$")


def video_id(text: str, start: int, value: str) -> bool:
    """A YouTube video's, playlist's or channel's id (``UC`` and 22: a live stream's embed) in its page's URL."""
    return (re.fullmatch(r"[\w-]{11}|(?:PL|UU|OL|RD|FL|LL)[\w-]{10,40}|UC[\w-]{22}", value) is not None
            and _YOUTUBE_ID_RE.search(text, max(0, start - 120), start) is not None)


#: placeholders joined by punctuation (``<app>.<key>:<secret>``, ``{user}:{password}``): a format, no value
_JOINED_PLACEHOLDERS_RE = _lazy(r"(?:<[\w -]{1,30}>|\{[\w -]{1,30}\})(?:[.:@/_-]{1,2}(?:<[\w -]{1,30}>|\{[\w -]{1,30}\}))+")


def placeholders_joined(value: str) -> bool:
    return _JOINED_PLACEHOLDERS_RE.fullmatch(value) is not None


#: an address as a log prints it (Squid's ``HIER_DIRECT/89.238.224.71``, ``tcp:10.0.0.1:443``): a route, no credential
_ADDRESS_VALUE_RE = _lazy(r"(?:[A-Za-z_]{2,20}[/:])?\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?")


def address_value(value: str) -> bool:
    return _ADDRESS_VALUE_RE.fullmatch(value) is not None


#: a signature scheme's verify keys (Ed25519's public half; Matrix servers publish theirs as ``"verify_keys": {
#: "ed25519:<id>": {"key": "<base64>"}}``): the ``key`` member inside such an object
_VERIFY_KEYS_RE = _lazy(r"(?i)verify(?:ing)?[_ -]?keys?\\?[\"']?[ \t]*:[ \t]*\{[^{}]{0,80}\{[ \t\n]*\\?[\"']key\\?[\"'][ \t]*:[ \t]*\\?[\"']$")


def verify_key(text: str, start: int) -> bool:
    return _VERIFY_KEYS_RE.search(text, max(0, start - 200), start) is not None


#: the ``_FILE`` convention (Docker's official images, sops' ``SOPS_AGE_KEY_FILE``): a variable naming the file a
#: secret is read from, and a path as its value -- the whole ``NAME=path`` as a command's output prints it
_FILE_VARIABLE_RE = _lazy(r"[A-Z][A-Z0-9_]{0,60}_(?:FILE|PATH|DIR)=(?:~|\.{1,2}|\$[A-Z_]+|\$\{[A-Z_]+\})?/[\w./-]{1,200}")


def file_variable(value: str) -> bool:
    """``SOPS_AGE_KEY_FILE=~/.config/sops/age/keys.txt``: a variable naming a file, and its path."""
    return _FILE_VARIABLE_RE.fullmatch(value) is not None


#: a keyed digest under its own name in a header, a field or a log line (``X-Twilio-Signature: …``, ``"mac": …``,
#: ``hmac: …``, Ably's ``mac=`` in a token request): it proves one message and gives no key back. Not in a URL's
#: query (``?sig=``, ``X-Amz-Signature=``: a signed URL is a capability, its signature part of it), not a name that
#: says key or secret
_SIGNATURE_NAME_RE = _lazy(r"(?i)(^|[^\w&?-])((?:x-[\w-]*)?(?:h?mac|signature)(?:-v?\d+|-ed25519|-256)?)"
                           r"\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?(?:(?:sha(?:1|256|512)|v\d)[=,])?$")
_DIGEST_VALUE_RE = _lazy(r"(?:0x)?[A-Za-z0-9+/_-]{16,172}={0,2}")


def named_signature(text: str, start: int, value: str) -> bool:
    """A MAC or signature under its own name, outside a URL's query."""
    m = _SIGNATURE_NAME_RE.search(text, max(0, start - 60), start)
    return (m is not None and _DIGEST_VALUE_RE.fullmatch(value) is not None and not clientside.secret_format(value)
            and re.search(r"(?i)pass|pwd|secret|token|key|cred|auth", m.group(2)) is None)


#: a Vault token's accessor, which Vault's docs say is not a secret: it can look the token up or revoke it, never
#: use it (``vault token lookup -accessor X``, ``accessor: X``). (``vault list`` output, names only, is
#: `memtool.privacy.outputs`'.)
_ACCESSOR_RE = _lazy(r"(?i)(?:-accessor[ \t=]+|\baccessor\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?|\btoken_accessor[ \t]+)$")


def vault_reference(text: str, start: int, value: str) -> bool:
    """A Vault token's accessor."""
    if re.fullmatch(r"[\w.-]{8,100}", value) is None or value.startswith(("hvs.", "s.", "hvb.", "b.")):
        return False  # (a token itself: hvs./s. service tokens, hvb./b. batch tokens)
    return _ACCESSOR_RE.search(text, max(0, start - 30), start) is not None


#: Typeform's webhook payload: ``form_response.token`` is the response's own id (its docs: "unique ID for the
#: response"), beside ``form_id`` and ``submitted_at``
_RESPONSE_TOKEN_RE = _lazy(r"\\?[\"']form_response\\?[\"'][ \t]*:[ \t]*\{[^{}]{0,200}\\?[\"']token\\?[\"'][ \t]*:[ \t]*\\?[\"']$")


def response_token(text: str, start: int, value: str) -> bool:
    """A Typeform response's token (its id) inside the webhook's ``form_response`` object."""
    return re.fullmatch(r"[A-Za-z0-9]{16,64}", value) is not None and (
        _RESPONSE_TOKEN_RE.search(text, max(0, start - 260), start) is not None)


_CHANNEL_AUTH_RE = _lazy(r"[0-9a-f]{20}:[0-9a-f]{64}")
_AUTH_MEMBER_RE = _lazy(r"\\?[\"']auth\\?[\"'][ \t]*:[ \t]*\\?[\"']$")


def channel_authorization(text: str, start: int, value: str) -> bool:
    """``"auth": "<20 hex>:<64 hex>"``: a Pusher-protocol channel authorization (app key, per-socket signature)."""
    return _CHANNEL_AUTH_RE.fullmatch(value) is not None and _AUTH_MEMBER_RE.search(text, max(0, start - 12), start) is not None


#: RFC 6455's opening handshake: the client's ``Sec-WebSocket-Key`` is a fresh random nonce (16 bytes in base64),
#: the server's ``Sec-WebSocket-Accept`` the SHA-1 of it and a fixed GUID (20 bytes) -- nothing is authenticated by
#: either; the credential of a WebSocket is whatever rides beside them (a cookie, a bearer, a token in the URL)
_HANDSHAKE_RE = _lazy(r"(?i)\bsec-websocket-(key|accept)\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$")
_HANDSHAKE_VALUE = {"key": _lazy(r"[A-Za-z0-9+/]{21}[AQgw]=="), "accept": _lazy(r"[A-Za-z0-9+/]{27}=")}


def handshake_value(text: str, start: int, value: str) -> bool:
    """A WebSocket handshake's nonce or its digest, in its own header and shape."""
    m = _HANDSHAKE_RE.search(text, max(0, start - 40), start)
    return m is not None and _HANDSHAKE_VALUE[m.group(1).lower()].fullmatch(value) is not None


#: a name whose last words say public key, glued or spelled apart (``WG_SERVER_PUBKEY``, ``peer_public_key``,
#: ``PublicKey``, MongoDB Atlas' ``Public API Key``: the user half of its key pair): the half of a key pair made to be handed out. Not a value in a provider secret's format, not a
#: name that also says private or secret
_PUBLIC_KEY_NAME_RE = _lazy(r"(?i)([A-Za-z0-9_.-]{0,60}?)pub(?:lic)?[ _.-]?(?:api[ _.-]?)?key\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$")
_PRIVATE_SAID_RE = _lazy(r"(?i)priv|secret|seed|signing|shared|pre[_-]?shared|psk")


def public_key_named(text: str, start: int, value: str) -> bool:
    """A value under a name saying it is a public key (WireGuard's, a signing key pair's public half)."""
    m = _PUBLIC_KEY_NAME_RE.search(text, max(0, start - 90), start)
    return (m is not None and _PRIVATE_SAID_RE.search(m.group(1)) is None and not clientside.secret_format(value)
            and _PRIVATE_FORM_RE.search(value) is None
            and not (keyforms.der_base64(value) and not keyforms.public_key_der(value)))


#: what a private key's own encoding says, whatever the name: a JWT, a PEM block, an age identity, an nkey seed
_PRIVATE_FORM_RE = _lazy(r"^eyJ|^-----|PRIVATE|^AGE-SECRET-KEY-|^S[A-Z][A-Z2-7]{50,60}$")


#: Tailscale prints its public keys with their type (``nodekey:``, ``mkey:``, ``discokey:``, ``nlpub:``; the private
#: ones are ``privkey:`` and ``nlpriv:``), each 32 bytes in hex
_TAILSCALE_PUBLIC_RE = _lazy(r"\b(?:nodekey|mkey|discokey|nlpub):$")


def tailscale_public_key(text: str, start: int, value: str) -> bool:
    """``nodekey:<64 hex>``: a Tailscale node's public key, as ``tailscale status --json`` prints it."""
    typed = _TAILSCALE_TYPED_RE.fullmatch(value)
    if typed is not None:
        return True
    return (len(value) == 64 and all(c in "0123456789abcdef" for c in value)
            and _TAILSCALE_PUBLIC_RE.search(text, max(0, start - 9), start) is not None)


_TAILSCALE_TYPED_RE = _lazy(r"(?:nodekey|mkey|discokey|nlpub):[0-9a-f]{64}")

#: an AWS KMS key named by its id (a UUID, a multi-Region ``mrk-<32 hex>``), its ARN or an alias: the key's material
#: never leaves KMS, so whatever names a KMS key is a reference to it, not the key
_KMS_NAME_RE = _lazy(r"(?i)(?<![A-Za-z0-9])kms[_ .-]?(?:master[_ .-]?)?key(?:[_ .-]?(?:id|arn|alias))?\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$")
_KMS_KEY_REF_RE = _lazy(r"(?:mrk-[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
                        r"|arn:aws[\w-]*:kms:[a-z0-9-]+:\d{12}:(?:key/[\w-]+|alias/[\w/-]+)|alias/[\w/-]+)")


def kms_key_reference(text: str, start: int, value: str) -> bool:
    """``kms_key: <uuid>``, ``KMS_KEY_ID=mrk-…``: an AWS KMS key named by its id, ARN or alias."""
    return _KMS_KEY_REF_RE.fullmatch(value) is not None and _KMS_NAME_RE.search(text, max(0, start - 60), start) is not None
