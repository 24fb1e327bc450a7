"""Identifiers whose format or name a provider or a protocol documents: what a found value *is* when it names an
object, a page of results or a request, not a credential (issue 21's clean side; written from the providers' and
protocols' documentation in session 22, before rounds 43-46 were read; asked by `memtool.privacy.kinds`).

A leak of an object's id lets nobody do anything: every call that takes it also takes the account's key. Seven kinds
of evidence are read, each from the documents of whoever defines the value; here, the formats (the other six, a
documented name or place, are `memtool.privacy.idplaces`', asked from `identifier`):

* **an object id in its provider's documented format** -- a type prefix and a body of fixed length and alphabet,
  printed in every API response: Twilio resource SIDs (``AC``/``SM``/``PN``/``CA``/``MG``/``VA``/``IS``/``WS``… and
  32 hex; never ``SK``, an API key's SID, which the corpus counts with its secret), Stripe webhook endpoints and
  Checkout Sessions (``we_…``, ``cs_live_…``), AWS resource ids (``i-``, ``vpc-``, ``subnet-``, ``sg-``, ``ami-``,
  ``vol-``, ``snap-``, ``eni-``… and 8 or 17 hex) and ARNs, GitHub GraphQL node ids (``U_kgDO…``, ``PR_kwDO…``; the
  legacy ones are base64 of ``04:User123``), OpenAI's and Anthropic's object ids (``org-…``, ``proj_…``, ``asst_…``,
  ``thread_…``, ``file-…``, ``chatcmpl-…``; ``msg_01…``, ``toolu_01…``, ``req_01…``), Clerk's (``user_2…``, ``org_2…``;
  never ``sess_``), Paddle Billing's (``pri_01…``, ``sub_01…``, ``txn_01…``, ``ctm_01…``), Mollie's (``tr_``,
  ``cst_``, ``ord_``… and 10 characters), Checkout.com's (``pay_``, ``cus_``, ``src_`` and 26 base32), Vercel's
  (``prj_``, ``team_``, ``dpl_``), Airtable's (``app``/``tbl``/``rec``/``fld``/``viw``… and 14 characters), Okta's
  users, groups and authorization servers (``00u…``, ``00g…``, ``aus…``), Auth0 user ids (``auth0|…``,
  ``google-oauth2|…``), SendGrid dynamic templates (``d-`` and 32 hex), global ids (``gid://shopify/Order/1``,
  ``gid://gitlab/Project/2``), Confluent Cloud resources (``lkc-``, ``lsrc-``, ``env-``…), WooCommerce order keys
  (``wc_order_…``: printed in the customer's order-received URL), a Vault database secrets engine's generated
  *user name* (``v-token-<role>-<20 random>-<unix time>``: its password is the secret), PayPal's (``PAYID-…``,
  ``PROD-…``, ``P-…``, ``I-…``, ``WH-…``), Render's (``srv-``, ``dpl-``, ``dpg-``… and 20 characters), Neon
  endpoints (``ep-<word>-<word>-<n>``), names by their own syntax (URNs, ``did:…``, Atlassian's ``ari:cloud:…``,
  ``spotify:track:…``), public addresses (Nostr ``npub1…``, Bitcoin ``bc1q…``; an Ethereum ``0x`` address only
  under a name saying address, wallet, sender… -- hCaptcha's secret keys share its shape), digests by their
  documented syntax (go.sum's ``h1:…=``, Subresource Integrity's ``sha384-…``), AWS IAM unique ids (``AIDA…``,
  ``AROA…``, ``AGPA…``; never the access keys' ``AKIA``/``ASIA``), MongoDB ObjectIds where the shell
  prints them (``ObjectId("…")``, ``{"$oid": …}``), Salesforce record ids (15 or
  18 characters behind an object's documented key prefix -- ``001`` Account, ``003`` Contact, ``006``
  Opportunity, ``00Q`` Lead, ``500`` Case… -- an 18-character one with its case checksum right, or any after the
  object's name);
* **the same value elsewhere** -- under an id's name or a documented id's (``"id": X`` in the response after ``X``
  in the request); Slack's ids under a name saying channel, user or team.

Never: a value in a provider secret's own format, a JWT, a value with characters ids are not made of, or one under a
name or after words on its line saying secret, private (but for ``private_key_id`` in its file), password,
credential, session, auth, bearer, access or api key.
"""

from __future__ import annotations

import base64
import binascii
import re

from memtool.privacy import clientside
from memtool.privacy.checks import _lazy, line_start
from memtool.privacy.idplaces import (algorithm_name, analytics_cookies, azure_path_guid, gpg_fingerprint, id_named,
                                      jwk_public_member, _name_before, _NAME_WORDS_RE, named_digest,
                                      named_non_credential, placed_value, _PRIVATE_SAID_RE, published_by_protocol,
                                      service_account_key_id, tool_output_name, url_or_annotation_id)

#: (provider, documented object-id format); each matched whole against the value
_FORMATS = (
    ("twilio resource sid", r"(?:AC|SM|MM|MG|PN|CA|RE|CF|QU|AP|IS|CH|VA|WS|WW|WK|WT|FW|ZS|ZE|ZB|RM|US|HX)[0-9a-f]{32}"),
    ("stripe webhook endpoint or checkout session", r"we_[A-Za-z0-9]{24}|cs_(?:live|test)_[A-Za-z0-9]{20,70}"),
    ("aws resource id", r"(?:i|vpc|subnet|sg|ami|vol|snap|eni|rtb|igw|nat|acl|eipalloc|eipassoc|lt|tgw|vpce|pcx|dopt"
                        r"|fs|fsap|cgw|vgw|vpn|eigw|pl|sir)-(?:[0-9a-f]{8}|[0-9a-f]{17})"),
    ("aws arn", r"arn:aws(?:-cn|-us-gov)?:[a-z0-9-]{2,40}:[a-z0-9-]{0,30}:(?:\d{12})?:[\w+=,.@/:*-]{1,400}"),
    ("github node id", r"[A-Z]{1,5}_k[wg]DO[A-Za-z0-9_-]{4,40}"),
    ("openai object id", r"org-[A-Za-z0-9]{24}|proj_[A-Za-z0-9]{24}|(?:asst|thread|run|step|vs|batch|ftjob|resp)_[A-Za-z0-9]{24}"
                         r"|file-[A-Za-z0-9]{22,24}|chatcmpl-[A-Za-z0-9]{20,40}"),
    ("anthropic object id", r"(?:msg|toolu|srvtoolu|req|msgbatch|file)_01[A-Za-z0-9]{22}"),
    ("clerk object id", r"(?:user|org|inv|orginv|sms|idn|ins)_2[A-Za-z0-9]{26}"),
    ("paddle billing id", r"(?:pri|pro|sub|txn|ctm|add|biz|dsc|adj|ntf|ntfset|evt|cus)_01[a-z0-9]{24}"),
    ("mollie object id", r"(?:tr|cst|sub|ord|chb|mdt|stl|shp|odl)_[A-Za-z0-9]{10}"),
    ("checkout.com object id", r"(?:pay|cus|src|act|evt|sid|ent|sub)_[a-z2-7]{26}"),
    ("vercel id", r"prj_[A-Za-z0-9]{28}|team_[A-Za-z0-9]{24}|dpl_[A-Za-z0-9]{27,28}|icfg_[A-Za-z0-9]{24}"),
    ("airtable id", r"(?:app|tbl|rec|fld|viw|shr|usr|wsp|ent|sel|att)(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]{14}"),
    ("okta object id", r"00[ug][A-Za-z0-9]{17}|aus[A-Za-z0-9]{17}"),
    ("auth0 user id", r"(?:auth0|google-oauth2|github|windowslive|apple|facebook|linkedin|twitter|email|sms|samlp|waad"
                      r"|oidc|oauth2)\|[A-Za-z0-9_.@-]{6,64}"),
    ("sendgrid dynamic template", r"d-[0-9a-f]{32}"),
    ("global id", r"gid://[a-z][\w-]{1,30}/[A-Z][A-Za-z]{1,40}/[\w-]{1,40}"),
    ("confluent cloud resource", r"(?:lkc|lsrc|lksqlc|lcc|lfcp|dlz|env)-[a-z0-9]{5,6}"),
    ("woocommerce order key", r"wc_order_[A-Za-z0-9]{13}"),
    ("vault database user name", r"v-[a-z0-9]{2,20}(?:-[a-z0-9_]{1,20}){1,3}-[A-Za-z0-9]{20}-\d{10}"),
    ("paypal object id", r"PAYID-[A-Z0-9]{24}|PROD-[A-Z0-9]{17}|P-[A-Z0-9]{24}|I-[A-Z0-9]{12}|B-[A-Z0-9]{17}"
                         r"|WH-[A-Z0-9]{4,20}-[A-Z0-9]{10,20}"),
    ("spotify uri", r"spotify:(?:track|album|artist|playlist|show|episode|user):[A-Za-z0-9]{22}"),
    ("urn (rfc 8141)", r"urn:[a-z0-9][a-z0-9-]{1,31}:[\w.:%/()+,;=@!$'*-]{1,200}"),
    ("decentralized identifier", r"did:[a-z0-9]{2,20}:[A-Za-z0-9._:%-]{4,200}"),
    ("atlassian resource identifier", r"ari:cloud:[a-z-]{2,40}:[\w:/.-]{4,200}"),
    ("nostr public key", r"npub1[02-9ac-hj-np-z]{58}"),
    ("bitcoin segwit address", r"(?:bc|tb)1[qp][02-9ac-hj-np-z]{38,58}"),
    ("render resource id", r"(?:srv|dpl|crn|evm|tea|usr|dpg|red|exs|rdr)-[a-z0-9]{20}"),
    ("neon endpoint id", r"ep-[a-z]{3,12}-[a-z]{3,12}-[a-z0-9]{6,8}"),
    ("go checksum database hash", r"h1:[A-Za-z0-9+/]{43}="),
    ("subresource integrity hash", r"sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}=="),
    ("google ios reversed client id", r"com\.googleusercontent\.apps\.\d{6,20}-[a-z0-9]{32}"),
    ("openssh hashed known_hosts name", r"\|1\|[A-Za-z0-9+/]{27}=\|[A-Za-z0-9+/]{27}="),
    ("tor v3 onion address", r"[a-z2-7]{56}\.onion"),
    ("ipfs content id", r"Qm[1-9A-HJ-NP-Za-km-z]{44}|bafy[a-z2-7]{55}"),
    ("aws iam unique id", r"(?:AIDA|AROA|AGPA|ANPA|ANVA|APKA|ASCA|AIPA)[A-Z2-7]{16,17}"),
)
_FORMAT_RE = _lazy("|".join(f"(?:{pattern})" for _, pattern in _FORMATS))

#: Salesforce's documented key prefixes of standard objects (the first three characters of every record id), and
#: custom objects' ``a00``-``a0Z``... ``aZZ``
_SALESFORCE_PREFIXES = frozenset("""
    001 003 005 006 00Q 500 00D 701 800 801 00T 00U 00G 00e 0PS 015 068 069 00P 02i 01t 01s 01u 00k 0Q0 00O 01Z 00X
    02s 00E 00N 0DB 0LE 02c 0WO 0Hs 1Ei 00v 00h
""".split())
_SALESFORCE_RE = _lazy(r"[0-9a-zA-Z]{15}(?:[0-9a-zA-Z]{3})?")
#: the objects' names, said before a 15-character id (``Opportunity 006…``)
_SALESFORCE_NOUN_RE = _lazy(r"(?i)\b(?:account|contact|opportunity|lead|case|user|campaign|contract|order|task|event|"
                            r"record|donation|recurring[ \t]+donation|asset|product|quote|report|dashboard|salesforce)"
                            r"(?:[ \t_]?id)?\\?[\"']?[ \t]*[:=#]?[ \t]*\\?[\"']?$")


def _salesforce_checksum(body: str) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345"
    out = ""
    for chunk in (body[0:5], body[5:10], body[10:15]):
        out += alphabet[sum(1 << i for i, c in enumerate(chunk) if "A" <= c <= "Z")]
    return out


def salesforce_id(text: str, start: int, value: str) -> bool:
    """A Salesforce record id: an 18-character one whose case checksum is right, or a 15/18-character one after the
    object's name (``Opportunity 006…``, ``Contact: 003…``)."""
    if (_SALESFORCE_RE.fullmatch(value) is None or value.isdigit()
            or value[:3] not in _SALESFORCE_PREFIXES and re.fullmatch(r"a[0-9A-Z][0-9A-Za-z]", value[:3]) is None):
        return False  # (``a00``…``aZZ``: custom objects' prefixes)
    if len(value) == 18 and _salesforce_checksum(value[:15]) == value[15:]:
        return True
    return _SALESFORCE_NOUN_RE.search(text, max(0, start - 40), start) is not None


#: a legacy GitHub node id: base64 of ``<2-3 digits>:<Type><number>`` (``MDQ6VXNlcjE=`` is ``04:User1``)
_LEGACY_NODE_RE = _lazy(r"0\d{1,2}:[A-Z][A-Za-z]{2,40}\d{1,20}")


def _legacy_github_node(value: str) -> bool:
    if not value.startswith("MD") or not 8 <= len(value) <= 80:
        return False
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("ascii")
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return False
    return _LEGACY_NODE_RE.fullmatch(decoded) is not None


def used_as_id_elsewhere(text: str, start: int, value: str) -> bool:
    """The same value stands under an id's name, or a documented id's, elsewhere in the text (``"id": X`` in the
    response after ``X`` in the request): it names that object here too."""
    if len(value) < 8:
        return False
    seen, at = 0, text.find(value)
    while at >= 0 and seen < 8:
        if at != start and (id_named(text, at, value) or named_non_credential(text, at, value)
                            or _FORMAT_RE.fullmatch(value) is not None):
            return True
        seen, at = seen + 1, text.find(value, at + 1)
    return False


#: Slack's ids (``C``hannels, ``U``sers, ``T``eams/workspaces, ``B``ots, ``A``pps, ``E``nterprises, ``G``roups,
#: ``D``Ms, ``W`` enterprise users, ``F``iles) under a name saying which, or in an archive URL
_SLACK_ID_RE = _lazy(r"[CUTBAEGDWF](?=[A-Z0-9]*\d)[A-Z0-9]{8,10}")
_SLACK_NAME_WORDS = frozenset("channel user team workspace bot app enterprise conversation member owner creator".split())


def slack_id(text: str, start: int, value: str) -> bool:
    if _SLACK_ID_RE.fullmatch(value) is None:
        return False
    if text.endswith(("slack.com/archives/", "slack.com/team/"), 0, start):
        return True
    found = _name_before(text, start)
    words = [w.lower() for w in _NAME_WORDS_RE.findall(found[0])] if found else []
    return bool(words) and words[-1] in _SLACK_NAME_WORDS | {"id"} and (
        words[-1] != "id" or len(words) >= 2 and words[-2] in _SLACK_NAME_WORDS)


#: MongoDB's ObjectId as its shell and Extended JSON print it (``ObjectId("…")``, ``{"$oid": "…"}``)
_OBJECT_ID_PLACE_RE = _lazy(r"(?:\bObjectId\(|\\?[\"']\$oid\\?[\"'][ \t]*:[ \t]*)\\?[\"']$")
#: an Ethereum account's address (``0x`` and 40 hex; hCaptcha's secret keys share the shape) under a name saying
#: address, wallet, contract, sender or recipient
_ADDRESS_NAME_WORDS = frozenset("address addr wallet contract owner from to recipient sender spender account".split())
#: and Solana's base58 public keys (32-44 characters; a keypair's secret is 87-88) under a name saying address,
#: wallet, mint, pubkey or program only (``user:<base58>`` is a login's password: martech's service accounts)
_BASE58_ADDRESS_RE = _lazy(r"[1-9A-HJ-NP-Za-km-z]{32,44}")
_BASE58_NAME_WORDS = frozenset("address wallet mint pubkey program programid".split())


def object_id(text: str, start: int, value: str) -> bool:
    return (re.fullmatch(r"[0-9a-f]{24}", value) is not None
            and _OBJECT_ID_PLACE_RE.search(text, max(0, start - 16), start) is not None)


def chain_address(text: str, start: int, value: str) -> bool:
    hex_address = re.fullmatch(r"0x[0-9a-fA-F]{40}", value) is not None
    if not hex_address and _BASE58_ADDRESS_RE.fullmatch(value) is None:
        return False
    found = _name_before(text, start)
    words = [w.lower() for w in _NAME_WORDS_RE.findall(found[0])] if found else []
    return bool(words) and words[-1] in (_ADDRESS_NAME_WORDS if hex_address else _BASE58_NAME_WORDS)


def _says_private(text: str, start: int) -> bool:
    """The name the value is given under, or the words before it on its line, say it is a credential."""
    found = _name_before(text, start)
    return (_PRIVATE_SAID_RE.search(text, line_start(text, start, 100, escaped_breaks=True), start) is not None
            or found is not None and "token" in found[0].lower())  # (``X-Shopify-Access-Token: AC…``)


def identifier(text: str, start: int, value: str) -> bool:
    """Is ``value`` (at ``start`` in ``text``) an identifier its provider or protocol documents (see above)?"""
    if not value or len(value) > 500 or clientside.secret_format(value):
        return False
    if algorithm_name(value):
        return True
    if (named_non_credential(text, start, value) or service_account_key_id(text, start, value)
            or gpg_fingerprint(text, start, value) or azure_path_guid(text, start, value)
            or placed_value(text, start, value) or url_or_annotation_id(text, start, value)
            or jwk_public_member(text, start) and not value.startswith("eyJ")
            or published_by_protocol(text, start) or tool_output_name(text, start, value)
            or analytics_cookies(text, start, value)):
        return True
    if named_digest(text, start, value) and not _says_private(text, start):
        return True
    if (id_named(text, start, value) or slack_id(text, start, value) or object_id(text, start, value)
            or chain_address(text, start, value) or used_as_id_elsewhere(text, start, value)) and not _says_private(text, start):
        return True
    if (_FORMAT_RE.fullmatch(value) is None and not salesforce_id(text, start, value)
            and not _legacy_github_node(value)):
        return False
    flag = _FLAG_BEFORE_RE.search(text, max(0, start - 40), start)
    if flag is not None:  # (``confluent api-key list --resource lkc-1eoh6``: the flag names the id, not the command)
        return _PRIVATE_SAID_RE.search(flag.group(1)) is None and flag.group(1).lower() not in _VALUE_FLAGS
    return not _says_private(text, start)


#: a command line's option right before its argument, and the options that pass a value whatever it is
_FLAG_BEFORE_RE = _lazy(r"(?<![\w-])--?([A-Za-z][\w-]{1,40})(?:=|[ \t]+)$")
_VALUE_FLAGS = frozenset("value body data string literal from-literal secret-string secret-binary text content".split())
