"""Identifiers a provider or a protocol documents by their name or their place: what a found value *is* when the
name it is given, the text around it or its document's layout says it names an object, a page of results or a
request, not a credential. Asked by `memtool.privacy.idforms.identifier` (the documented formats), which
`memtool.privacy.kinds` asks for every found value; `_name_before` and `_PRIVATE_SAID_RE` serve it too.

Six kinds of evidence, each from the documents of whoever defines the value:

* **a documented name for a value that pages, correlates or deduplicates** -- pagination cursors (``nextPageToken``,
  ``page_token``, ``NextToken``, ``ContinuationToken``, ``syncToken``, ``resumptionToken`` (OAI-PMH),
  ``$skiptoken``, ``next_cursor``, ``endCursor``, ``scroll_id``, ``pagination_token``), idempotency keys
  (``Idempotency-Key``, ``ClientRequestToken``, ``CallerReference``; not ``ClientToken``: AWS's idempotency token, but
  Mews' connector credential), request and correlation ids
  (``X-Request-Id``, ``x-amz-request-id``, ``cf-ray``, ``traceparent``, OpenTravel's ``EchoToken``), an ETag, an S3
  multipart ``UploadId`` or an SQS ``ReceiptHandle`` (each useless without the account's credentials), the stores'
  purchase records' names (Apple's ``appAccountToken``, the app's own UUID for its user, and ``testNotificationToken``;
  Google Play's ``purchaseToken``, which its API takes only beside the developer's credentials), and the
  ad platforms' click ids in a landing page's URL (``gclid``, ``gbraid``, ``wbraid``, ``fbclid``, ``msclkid``,
  ``ttclid``, ``twclid``, ``li_fat_id``, ``dclid``, ``yclid``, ``mc_eid``): every name says "token" or "key" and none
  is a credential;
* **general evidence in the text** -- a name of two words or more whose last is ``id`` (``tenant_id``,
  ``customerId``; none of them a credential's word: not ``AWS_ACCESS_KEY_ID``, ``SECRET_ID``, ``session_id``, nor
  the names some providers give their API key: a project's or an app's id); the same value under such a name
  elsewhere in the text; Slack's ids under a name saying channel, user or team; an Azure resource id's
  subscription; a document's id in its Google Docs, Drive or Figma URL; a Helm ``checksum/<file>`` annotation;
* **what a protocol publishes** -- a DKIM or ARC signature's ``b=``/``bh=`` tags, a DNSSEC ``DNSKEY``'s public key, an
  HPKP ``pin-sha256``, a Content-Security-Policy's ``'nonce-…'``/``'sha256-…'`` sources, an OAuth 1.0 request's
  ``oauth_consumer_key`` (session 23); a JSON Web Key's public
  members; .NET's ``PublicKeyToken``, Windows Installer codes, a GNU build id; a digest under a name saying which,
  base64 of its documented length;
* **what a tool's output is documented to hold** -- the ``Keys`` column of ``vault list`` (names, lease ids and
  accessors: it never prints a value), the ``host`` parameter Shopify loads an embedded app with (beside ``shop=…
  .myshopify.com`` and the ``hmac`` over them);
* **an algorithm's or a protocol constant's registered name** (JOSE, TLS suites, SSH, Shadowsocks and Xray, IKE/ESP
  proposals, password hashes, curves: ``chacha20-ietf-poly1305``, ``aes256-sha256-modp2048!``, ``xtls-rprx-vision``);
* **a page's analytics** (written after reading rounds 43-46) -- Google Tag Manager's environment ``gtm_auth`` in its
  snippet's URL, Cloudflare Web Analytics' ``data-cf-beacon`` token, the analytics vendors' documented cookies
  (``_ga``, ``_ga_<id>``, ``_gid``, ``_fbp``, ``_pk_id``…) -- each in every visitor's copy of the page;
* **a document's own layout** -- a LaunchDarkly context's ``key``, an Optimizely datafile's ``sdkKey`` (the
  datafile is public on the CDN), ImageKit's client upload ``token`` (a nonce beside its signature), an Ably token
  request's ``keyName`` (the public half of a key), an OutSystems module's key; a Google service account key file's ``private_key_id`` (the key's id, which Google
  publishes beside the public certificate; the labelling decision of ``tests/redaction_dev/README.md``); the
  fingerprint line GnuPG prints under a key's ``pub``/``sec`` line.

(The same value elsewhere and Slack's ids are read in `memtool.privacy.idforms`, beside the formats.)
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memtool.privacy import clientside
from memtool.privacy.checks import _lazy, line_start


#: documented names of values that page, correlate, deduplicate or attribute -- "token" or "key" in name only. Matched
#: as spelled (an env variable ``SYNC_TOKEN`` is a job's credential, a ``syncToken`` field a cursor); a header's name
#: (with a ``-``) in any case
_NON_CREDENTIAL_NAMES = frozenset("""
    nextPageToken pageToken page_token next_page_token prevPageToken prev_page_token NextToken nextToken next_token
    PaginationToken pagination_token paginationToken paging_token pagingToken pagingState ContinuationToken
    NextContinuationToken continuationToken continuation_token StartAfter syncToken nextSyncToken sync_token
    startPageToken newStartPageToken changeToken change_token deltaToken skiptoken $skiptoken $deltatoken
    resumptionToken resumeToken resume_token resumeAfter startAfter next_cursor nextCursor endCursor startCursor
    cursor next_marker NextMarker Marker scroll_id _scroll_id scrollId after
    idempotency_key idempotencyKey IdempotencyKey ClientRequestToken CallerReference dedup_key
    dedupKey deduplication_id MessageDeduplicationId incident_key
    request_id requestId RequestId correlation_id correlationId CorrelationId EchoToken pspReference
    encodedKey ETag UploadId upload_id uploadId ReceiptHandle receipt_handle receiptHandle PopReceipt popReceipt
    LeaseId leaseId lease_id lockToken lock_token LockToken ChangeKey changeKey
    kid x5t x5t#S256 thumbprint Thumbprint certificateThumbprint certificate_thumbprint sha256_cert_fingerprints
    jti at_hash c_hash s_hash InResponseTo AssertionID
    rawId credentialId userHandle attestationObject clientDataJSON authenticatorData
    MD5OfBody MD5OfMessageBody MD5OfMessageAttributes lineage shasum DEVELOPMENT_TEAM master_replid master_replid2
    PartitionKey RowKey partitionKey rowKey partition_key sortKey sort_key bucketKey objectKey eiasToken replyToken
    gclid gbraid wbraid fbclid msclkid ttclid twclid li_fat_id dclid yclid mc_eid igshid _hsenc
    appAccountToken testNotificationToken purchaseToken
""".split())
_NON_CREDENTIAL_HEADERS = frozenset(n.lower() for n in """
    Idempotency-Key X-Idempotency-Key X-Request-Id Request-Id x-amz-request-id x-amzn-RequestId x-amz-id-2
    X-Amz-Cf-Id x-amzn-trace-id x-ms-request-id x-ms-client-request-id client-request-id
    x-ms-correlation-request-id x-ms-continuation x-ms-lease-id apim-request-id X-GitHub-Request-Id
    X-GitHub-Delivery cf-ray traceparent tracestate X-B3-TraceId X-B3-SpanId uber-trace-id X-Cloud-Trace-Context
    sentry-trace X-Correlation-Id X-Trace-Id x-vercel-id fly-request-id Last-Event-ID If-None-Match If-Match
    Lock-Token webhook-id svix-id g-recaptcha-response h-captcha-response cf-turnstile-response
    Content-MD5 x-amz-content-sha256 x-amz-checksum-sha256 x-amz-checksum-crc32 x-goog-hash Content-Digest
    Repr-Digest x-ms-content-crc64 pod-template-hash controller-revision-hash Docker-Content-Digest x-amz-version-id
    Message-ID In-Reply-To References Thread-Index X-Message-Id
""".split())
#: the name right before the value: a JSON/YAML key, a header, a query parameter or ``name=`` (quotes and ``$`` kept)
_NAME_BEFORE_RE = _lazy(r"(?:^|[^\w$#-])([$\w][\w.$#-]{0,60})\\?[\"']?[ \t]*(?::|=|=>)[ \t]*\\?[\"']?$"
                        r"|(?:^|[^\w$#-])([$\w][\w.$#-]{0,60})[ \t]+\\?[\"']?$")
#: what a cursor, a request id or an idempotency key is made of (base64/base64url, hex, dots, colons, ``|``)
_CURSOR_CHARS_RE = _lazy(r"[A-Za-z0-9][A-Za-z0-9._:/+=|~-]{3,400}")
#: words before the name, on its line, that make the value a credential whatever the name says
_PRIVATE_SAID_RE = _lazy(r"(?i)secret|private|passw|pwd|credential|session|bearer|auth(?!or)|api[_ -]?key|access[_ -]?key|signing")
#: names that are words of prose too (``cursor X``, ``remove after: X``): a field's only when quoted or a URL's parameter
_PROSE_NAMES = frozenset("cursor Marker after".split())


def _name_before(text: str, start: int) -> tuple[str, bool, int] | None:
    """The name the value at ``start`` is given under on its line: (name, given by a separator, where it starts)."""
    m = _NAME_BEFORE_RE.search(text, line_start(text, start, 120, escaped_breaks=True), start)
    if m is None:
        return None
    return (m.group(1), True, m.start(1)) if m.group(1) else (m.group(2), False, m.start(2))


def named_non_credential(text: str, start: int, value: str) -> bool:
    """A value under a documented name for a cursor, an idempotency key, a request id, an ETag or a click id."""
    found = _name_before(text, start)
    if found is None:
        return False
    name, separated, at = found
    if name not in _NON_CREDENTIAL_NAMES and ("-" not in name or name.lower() not in _NON_CREDENTIAL_HEADERS):
        return False
    if name in _PROSE_NAMES and (not separated or text[at - 1:at] not in ("\"", "'", "?", "&")):
        return False  # (a word of a sentence, not a field: ``the cursor X``, ``remove after: X``)
    if _PRIVATE_SAID_RE.search(text, line_start(text, start, 120, escaped_breaks=True), at) is not None:
        return False
    return (_CURSOR_CHARS_RE.fullmatch(value) is not None and not clientside.secret_format(value)
            and re.fullmatch(r"eyJ[\w-]+\.[\w-]+\.[\w-]*", value) is None)


#: words of an ``…_id`` name that make it a credential's (``AWS_ACCESS_KEY_ID``, ``SECRET_ID``, ``connect.sid``) or
#: a name some providers give their API key (Blockfrost's and Infura's project id, Wolfram's app id)
_NOT_ID_WORDS = frozenset("""
    secret session sess sid access key token api auth private pass password passwd pwd cred creds credential
    credentials signing project app appid install installation license licence external vless vmess
""".split())
_NAME_WORDS_RE = _lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def id_named(text: str, start: int, value: str) -> bool:
    """A value under a name of two or more words whose last says id (``tenant_id``, ``customerId``, ``"order-id"``),
    none of them a credential's word: an object's identifier, whatever its shape."""
    found = _name_before(text, start)
    if found is None or not found[1]:
        return False
    words = [w.lower() for w in _NAME_WORDS_RE.findall(found[0])]
    if len(words) < 2 or words[-1] not in ("id", "ids") or not _NOT_ID_WORDS.isdisjoint(words):
        return False
    if _PRIVATE_SAID_RE.search(text, line_start(text, start, 120, escaped_breaks=True), found[2]) is not None:
        return False
    return (re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._:/|-]{0,99}", value) is not None and not clientside.secret_format(value)
            and not value.startswith("eyJ"))


#: an Azure resource id's subscription and tenant GUIDs (``/subscriptions/<guid>/resourceGroups/…``)
_AZURE_PATH_RE = _lazy(r"(?i)/(?:subscriptions|tenants|managementGroups)/$")
_GUID_RE = _lazy(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


#: documents whose layout says what a member is: LaunchDarkly's evaluation context (``{"kind": "user", "key": …}``:
#: the key names the user or organisation flags are evaluated for), an Optimizely datafile (fetched from the CDN by
#: every browser; its ``sdkKey`` names the datafile), ImageKit's client upload parameters (``{"token": <uuid>,
#: "expire": …, "signature": …}``: a one-time nonce beside the signature the server made), an Ably token request's
#: ``keyName`` (``<app>.<key id>``, the public half of an API key; the secret after ``:`` never travels), an
#: OutSystems module's key (``eSpace <name> key=<uuid>``)
_CONTEXT_KEY_RE = _lazy(r"\\?\"kind\\?\"[ \t]*:[ \t]*\\?\"(?!Secret\b)[A-Za-z][\w-]{0,40}\\?\"[^{}]{0,200}?\{?[^{}]{0,200}"
                        r"\\?\"key\\?\"[ \t]*:[ \t]*\\?\"$")
_DATAFILE_MEMBERS_RE = _lazy(r"\\?\"(?:featureFlags|experiments|rollouts|typedAudiences|anonymizeIP|environmentKey|"
                             r"botFiltering|attributes|audiences)\\?\"[ \t]*:")
_SDK_KEY_MEMBER_RE = _lazy(r"\\?\"sdkKey\\?\"[ \t]*:[ \t]*\\?\"$")
_UPLOAD_TOKEN_RE = _lazy(r"\\?\"token\\?\"[ \t]*:[ \t]*\\?\"$")
_UPLOAD_REST_RE = _lazy(r"\\?\"[ \t]*,[ \t\n\\n]*\\?\"expire\\?\"[ \t]*:[ \t]*\d{9,12}[ \t]*,[ \t\n\\n]*\\?\"signature\\?\"")
_ABLY_KEY_NAME_RE = _lazy(r"\bkeyName\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$")
_ESPACE_KEY_RE = _lazy(r"\beSpace[ \t]+[\w.-]{1,60}[ \t]+key=$")


def _datafile_around(text: str, start: int, value: str) -> bool:
    return len(_DATAFILE_MEMBERS_RE.findall(text[max(0, start - 3000):start + 3000])) >= 3


def _upload_parameters_after(text: str, start: int, value: str) -> bool:
    return _GUID_RE.fullmatch(value) is not None and _UPLOAD_REST_RE.match(text, start + len(value)) is not None


def _value_is(pattern: str) -> Callable[[str, int, str], bool]:
    compiled = re.compile(pattern)
    return lambda text, start, value: compiled.fullmatch(value) is not None


def placed_value(text: str, start: int, value: str) -> bool:
    """A value in a place whose document or platform says what it names (the first place that matches decides)."""
    for place, reach, check in _PLACES:
        if place.search(text, max(0, start - reach), start) is not None:
            return check(text, start, value)
    return False


#: documents' and designs' ids in their providers' share URLs (access stays with the document's own permissions),
#: and a Helm chart's ``checksum/<file>`` annotation (the SHA-256 of a rendered manifest, to roll pods on change)
_URL_ID_PLACE_RE = _lazy(r"(?:\bdocs\.google\.com/(?:document|spreadsheets|presentation|forms)/d/|\bdrive\.google\.com/"
                         r"(?:file/d/|drive/folders/)|\bfigma\.com/(?:file|design|proto|board)/"
                         r"|\bgoogletagmanager\.com/(?:gtm\.js|ns\.html)[^\n]{0,200}?[?&]gtm_auth="
                         r"|\bdata-cf-beacon=\\?[\"']\{[ \t]*\\?[\"']token\\?[\"'][ \t]*:[ \t]*\\?[\"'])$")
_CHECKSUM_ANNOTATION_RE = _lazy(r"\bchecksum/[\w.-]{1,40}\\?[\"']?[ \t]*:[ \t]*\\?[\"']?$")


def url_or_annotation_id(text: str, start: int, value: str) -> bool:
    if _URL_ID_PLACE_RE.search(text, max(0, start - 260), start) is not None:
        return re.fullmatch(r"[\w-]{10,64}", value) is not None
    return (re.fullmatch(r"[0-9a-f]{64}", value) is not None
            and _CHECKSUM_ANNOTATION_RE.search(text, max(0, start - 60), start) is not None)


#: a digest under a name saying which (``"sha256": …``, ``md5Hash``, ``checksum``), base64 of its documented length
#: (MD5 24 characters, SHA-1 28, SHA-256 44, SHA-512 88, CRC32C 8) -- hex digests are `memtool.privacy.lookalike`'s
_DIGEST_WORDS = frozenset("md5 sha1 sha256 sha384 sha512 digest checksum hash crc32c crc32 crc64 etag".split())
_DIGEST_B64_RE = _lazy(r"[A-Za-z0-9+/]{6}==|[A-Za-z0-9+/]{22}==|[A-Za-z0-9+/]{27}=|[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/]{64}"
                       r"|[A-Za-z0-9+/]{86}==")


def named_digest(text: str, start: int, value: str) -> bool:
    found = _name_before(text, start)
    if found is None or _DIGEST_B64_RE.fullmatch(value) is None:
        return False
    words = [w.lower() for w in _NAME_WORDS_RE.findall(found[0])]
    return bool(words) and words[-1] in _DIGEST_WORDS and _NOT_ID_WORDS.isdisjoint(words[:-1])


#: a JSON Web Key's public members (RFC 7517/7518: RSA ``n``/``e``, EC and OKP ``x``/``y``, the ``x5c`` chain) in a
#: key that holds no private member (``d``, ``p``, ``q``, ``dp``, ``dq``, ``qi``, ``k``)
_JWK_MEMBER_RE = _lazy(r"\\?\"(?:n|e|x|y|x5c)\\?\"[ \t]*:[ \t]*\[?[ \t]*\\?\"$")
_JWK_PRIVATE_RE = _lazy(r"\\?\"(?:d|p|q|dp|dq|qi|k)\\?\"[ \t]*:")


def jwk_public_member(text: str, start: int) -> bool:
    if _JWK_MEMBER_RE.search(text, max(0, start - 12), start) is None:
        return False
    opened = text.rfind("{", max(0, start - 2000), start)
    closed = text.find("}", start)
    if opened < 0 or closed < 0:
        return False
    key = text[opened:closed]
    return "kty" in key and _JWK_PRIVATE_RE.search(key) is None


#: .NET's ``PublicKeyToken`` (the last 8 bytes of the SHA-1 of an assembly's public key), Windows Installer's product,
#: upgrade and package codes (GUIDs in braces), a binary's GNU build id (``BuildID[sha1]=…``, as ``file`` prints it)
_PUBLIC_KEY_TOKEN_RE = _lazy(r"\b[Pp]ublicKeyToken[ \t]*=[ \t]*\\?[\"']?$")
_INSTALLER_CODE_RE = _lazy(r"\b(?:ProductCode|UpgradeCode|PackageCode)\\?[\"']?[ \t]*[=:][ \t]*\\?[\"']?\{?$")
_BUILD_ID_RE = _lazy(r"\bBuildID\[(?:sha1|md5|xxhash|uuid)\]=$")


#: (the place right before the value, how far back it may start, what the value must be there): the documents'
#: layouts and the platforms' ids above
_PLACES = (
    (_CONTEXT_KEY_RE, 400, _value_is(r"[A-Za-z0-9][\w.:@|-]{0,100}")),
    (_SDK_KEY_MEMBER_RE, 40, _datafile_around),
    (_UPLOAD_TOKEN_RE, 40, _upload_parameters_after),
    (_ABLY_KEY_NAME_RE, 40, _value_is(r"[\w-]{4,12}\.[\w-]{4,12}")),
    (_ESPACE_KEY_RE, 80, lambda text, start, value: _GUID_RE.fullmatch(value) is not None),
    (_PUBLIC_KEY_TOKEN_RE, 40, _value_is(r"[0-9a-fA-F]{16}")),
    (_INSTALLER_CODE_RE, 40, lambda text, start, value: _GUID_RE.fullmatch(value.strip("{}")) is not None),
    (_BUILD_ID_RE, 40, _value_is(r"[0-9a-f]{16,64}")),
)


#: what protocols publish: a DKIM or ARC signature's tags (``b=``, ``bh=``: the signature and the body's hash, in every
#: message's headers; RFC 6376), a DNSSEC ``DNSKEY`` record's public key, an HPKP pin (``pin-sha256="…"``: a hash of a
#: public key; RFC 7469), a Content-Security-Policy's nonce or hash source (``'nonce-…'``, ``'sha256-…'``: sent with
#: the page itself), an OAuth 1.0 request's ``oauth_consumer_key`` parameter (RFC 5849 section 3.1: every signed request
#: carries it in clear, as a client id; the consumer secret, never sent, signs)
_SIGNATURE_HEADER_RE = _lazy(r"(?i)(?:^|\n)(?:DKIM-Signature|ARC-Seal|ARC-Message-Signature):(?:[^\n]|\n[ \t])*?"
                             r"(?:^|[;\s])[ \t]*(?:b|bh)=[ \t]*$")
_PUBLISHED_PLACE_RE = _lazy(r"(?i)(?:\bC?DNSKEY[ \t]+\d{1,3}[ \t]+3[ \t]+\d{1,3}[ \t]+|\bpin-sha256=\\?\"|"
                            r"'(?:nonce|sha256|sha384|sha512)-|\boauth_consumer_key=\\?\"?)$")


def published_by_protocol(text: str, start: int) -> bool:
    return (_PUBLISHED_PLACE_RE.search(text, max(0, start - 40), start) is not None
            or _SIGNATURE_HEADER_RE.search(text, max(0, start - 600), start) is not None)


#: what a tool's output is documented to hold: ``vault list <path>`` prints the names under a path (secrets' names,
#: lease ids, accessors) in a ``Keys`` column, never a value; Shopify loads an embedded app with ``shop``, ``host``
#: (base64 of the shop's admin host), ``timestamp`` and the ``hmac`` over them in its URL
_VAULT_LIST_RE = _lazy(r"\bvault[ \t]+list\b[^\n]{0,200}\n(?:[^\n]*\n){0,2}Keys[ \t]*\n-{3,}[ \t]*\n(?:[\w./@:+-]{1,120}[ \t]*\n){0,50}$")
_SHOPIFY_APP_URL_RE = _lazy(r"[?&]host=$")
_SHOPIFY_SHOP_RE = _lazy(r"[?&]shop=[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com\b")


def tool_output_name(text: str, start: int, value: str) -> bool:
    line_start_at = text.rfind("\n", 0, start) + 1
    if line_start_at == start and _VAULT_LIST_RE.search(text, max(0, start - 3000), start) is not None:
        return re.fullmatch(r"[\w./@:+-]{1,120}", value) is not None
    if _SHOPIFY_APP_URL_RE.search(text, max(0, start - 6), start) is None:
        return False
    stop = re.compile(r"[\s\"'<>]").search(text, start)
    url_end = stop.start() if stop is not None else len(text)
    url_start = max(text.rfind(c, 0, start) for c in " \t\n\"'<>") + 1
    return (re.fullmatch(r"[A-Za-z0-9_-]{8,120}=*", value) is not None
            and _SHOPIFY_SHOP_RE.search(text, url_start, url_end) is not None)


#: algorithms and protocol constants by their registered names, which configurations print beside a key or a
#: password (``method: chacha20-ietf-poly1305``, ``ike=aes256-sha256-modp2048!``, ``flow: xtls-rprx-vision``): JOSE
#: (RFC 7518), TLS cipher suites (IANA), SSH (RFC 4253 and OpenSSH's ``@openssh.com`` names), Shadowsocks' AEAD and
#: 2022 ciphers, IKE/ESP proposals (strongSwan's ``-``-joined algorithm keywords), password hashes and curves
_ALGORITHM_NAMES = frozenset(n.lower() for n in """
    HS256 HS384 HS512 RS256 RS384 RS512 ES256 ES384 ES512 ES256K PS256 PS384 PS512 EdDSA Ed25519 Ed448 X25519 X448
    RSA-OAEP RSA-OAEP-256 RSA1_5 A128KW A192KW A256KW A128GCM A192GCM A256GCM A128GCMKW A256GCMKW ECDH-ES
    ECDH-ES+A128KW ECDH-ES+A256KW PBES2-HS256+A128KW PBES2-HS512+A256KW A128CBC-HS256 A256CBC-HS512 dir
    aes-128-gcm aes-192-gcm aes-256-gcm aes-128-cfb aes-256-cfb aes-128-ctr aes-256-ctr chacha20-ietf-poly1305
    xchacha20-ietf-poly1305 chacha20-poly1305 2022-blake3-aes-128-gcm 2022-blake3-aes-256-gcm
    2022-blake3-chacha20-poly1305 xtls-rprx-vision xtls-rprx-vision-udp443 xtls-rprx-direct xtls-rprx-origin
    xtls-rprx-splice curve25519-sha256 sntrup761x25519-sha512 diffie-hellman-group14-sha256
    diffie-hellman-group16-sha512 diffie-hellman-group-exchange-sha256 ecdh-sha2-nistp256 ecdh-sha2-nistp384
    ssh-ed25519 ssh-rsa rsa-sha2-256 rsa-sha2-512 ecdsa-sha2-nistp256 hmac-sha2-256 hmac-sha2-512 hmac-sha1
    argon2id argon2i argon2d bcrypt scrypt pbkdf2-sha256 pbkdf2-sha512 sha256 sha384 sha512 sha-256 sha-512 blake2b
    blake2s blake3 secp256r1 secp384r1 secp521r1 secp256k1 prime256v1 P-256 P-384 P-521 brainpoolP256r1
""".split())
_TLS_SUITE_RE = _lazy(r"TLS_[A-Z0-9]+(?:_[A-Z0-9]+){2,8}")
_OPENSSH_NAME_RE = _lazy(r"[a-z0-9][a-z0-9-]{2,40}@openssh\.com")
_PROPOSAL_WORDS = frozenset("""aes128 aes192 aes256 aes128gcm8 aes128gcm12 aes128gcm16 aes256gcm8 aes256gcm12 aes256gcm16
    aes128ctr aes256ctr 3des chacha20poly1305 sha1 sha256 sha384 sha512 md5 aesxcbc prfsha1 prfsha256 prfsha384
    prfsha512 modp1024 modp1536 modp2048 modp3072 modp4096 modp8192 ecp256 ecp384 ecp521 curve25519 x25519 curve448
    esn noesn""".split())


def algorithm_name(value: str) -> bool:
    v = value.rstrip("!,;")
    if v.lower() in _ALGORITHM_NAMES or _TLS_SUITE_RE.fullmatch(v) or _OPENSSH_NAME_RE.fullmatch(v):
        return True
    words = v.lower().split("-")
    return len(words) >= 2 and all(w in _PROPOSAL_WORDS for w in words)


#: the analytics vendors' documented cookies (Google Analytics' ``_ga``/``_ga_<id>``/``_gid``/``_gat``, Google Ads'
#: ``_gcl_*``, Meta's ``_fbp``/``_fbc``, Matomo's ``_pk_id``/``_pk_ses``, Microsoft Clarity's and Bing's, HubSpot's,
#: Segment's anonymous ids): a visitor's pseudonymous id, set by a page's tag, logging nobody in -- a ``Cookie:`` value
#: made only of them, or one of them by its name
_ANALYTICS_COOKIE_RE = _lazy(r"_ga|_ga_[A-Z0-9]{4,16}|_gid|_gat(?:_[\w-]{1,40})?|_gcl_(?:au|aw|dc|gb|gs)|_fbp|_fbc"
                             r"|_pk_(?:id|ses)(?:\.\d{1,6}\.[0-9a-f]{4})?|_clck|_clsk|_uetsid|_uetvid|__hstc|__hssrc|__hssc"
                             r"|hubspotutk|ajs_anonymous_id|ajs_user_id")
_COOKIE_PAIR_RE = _lazy(r"([\w.-]{1,60})=([\w.%:+/=$-]{0,200})")


def analytics_cookies(text: str, start: int, value: str) -> bool:
    pairs = [p for p in re.split(r";[ \t]*", value.strip().rstrip(";")) if p]
    if len(pairs) > 1 or "=" in value:
        matches = [_COOKIE_PAIR_RE.fullmatch(p) for p in pairs]
        return all(m is not None and _ANALYTICS_COOKIE_RE.fullmatch(m.group(1)) is not None for m in matches)
    found = _name_before(text, start)
    return (found is not None and _ANALYTICS_COOKIE_RE.fullmatch(found[0]) is not None
            and re.fullmatch(r"[\w.%:+/-]{1,200}", value) is not None)


def azure_path_guid(text: str, start: int, value: str) -> bool:
    return _GUID_RE.fullmatch(value) is not None and _AZURE_PATH_RE.search(text, max(0, start - 20), start) is not None


#: a Google service account key file (``"type": "service_account"`` with its ``client_email``) and its key's id
_PRIVATE_KEY_ID_RE = _lazy(r"\\?[\"']private_key_id\\?[\"'][ \t]*:[ \t]*\\?[\"']$")
_SERVICE_ACCOUNT_RE = _lazy(r"service_account|\.iam\.gserviceaccount\.com")


def service_account_key_id(text: str, start: int, value: str) -> bool:
    return (re.fullmatch(r"[0-9a-f]{40}", value) is not None
            and _PRIVATE_KEY_ID_RE.search(text, max(0, start - 24), start) is not None
            and _SERVICE_ACCOUNT_RE.search(text, max(0, start - 800), start + 800) is not None)


#: GnuPG's key listing: ``pub``/``sec`` then algorithm, date and flags on one line, the fingerprint alone on the next
_GPG_KEY_LINE_RE = _lazy(r"(?m)^(?:pub|sec|sub|ssb)[ \t>#]+[a-z0-9]{3,12}(?:/[0-9A-F]{8,16})?[ \t]+\d{4}-\d{2}-\d{2}"
                         r"[^\n]{0,80}\n[ \t]+$")


def gpg_fingerprint(text: str, start: int, value: str) -> bool:
    return (re.fullmatch(r"[0-9A-F]{40}|[0-9A-F]{64}", value) is not None
            and _GPG_KEY_LINE_RE.search(text, max(0, start - 160), start) is not None)
