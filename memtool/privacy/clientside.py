"""Values a provider documents as shipped to clients: a table, written from the providers'
documentation before the corpus rounds it is measured on (issue 21's clean side).

A value every copy of a page or an app carries is not a secret: a leak lets nobody do what
opening the page already let them do (the labelling question of ``tests/redaction_dev/README.md``).
Providers say which of their values those are, by three kinds of evidence, each read here:

* **a documented format** -- the value's own prefix and shape say it is the client half:
  Square application ids (``sq0idp-…``), Braintree tokenization keys (``production_<8>_<16>``),
  Branch keys (``key_live_…``; the secret is ``secret_live_…``), RevenueCat public SDK keys
  (``appl_``/``goog_``/``amzn_``/``strp_``; secret keys are ``sk_``), Intercom's mobile SDK keys
  (``ios_sdk-``/``android_sdk-``), New Relic's mobile app tokens (``AA…-NRMA``; the license key
  stays a secret), Recurly.js public keys (``ewr1-``), PubNub publish/subscribe keys (``pub-c-``,
  ``sub-c-``; not ``sec-c-``), Supabase publishable keys (``sb_publishable_``; not
  ``sb_secret_``) and anon keys (a JWT whose ``role`` is ``anon``; ``service_role`` stays a
  secret), Statsig client keys (``client-…``; not ``secret-…``), LaunchDarkly mobile keys
  (``mob-<uuid>``; the ``sdk-`` key stays a secret), DevCycle client SDK keys (``dvc_client_…``;
  not ``dvc_server_``, which the same ``initializeDevCycle(…)`` call takes on a server), Plaid link
  tokens (``link-sandbox-<uuid>``: made for the browser's Link, worth nothing without the server's
  secret), Paddle client-side tokens
  (``live_``/``test_`` + 27 hex); and OAuth client ids, which RFC 6749 says are not secrets:
  Google's (``<n>-<32>.apps.googleusercontent.com``), Okta's (``0oa…``), GitHub's (``Iv1.…``,
  ``Iv23li…``, ``Ov23li…``); Stytch public tokens (``public-token-live-<uuid>``), Mercado Pago
  public keys (``APP_USR-<uuid>``; its access tokens are ``APP_USR-<digits>-…``), Liveblocks public
  keys (``pk_dev_``/``pk_prod_``), Mollie profile ids (``pfl_…``), Adapty public SDK keys (``public_live_…``), the id
  of a Google document, sheet or deck published to the web (``/d/e/2PACX-…/pub``, ``/embed``: Google makes it for
  anyone to open); identifiers every client config carries: Firebase app ids
  (``1:<n>:web:<hex>``), Cognito user and identity pool ids, Google measurement and tag ids
  (``G-…``, ``GTM-…``, ``UA-…``, ``AW-…``);
* **the SDK call that takes it in client code** -- the first literal of ``mixpanel.init(…)``,
  ``amplitude.init(…)``, Segment's browser snippet ``analytics.load(…)``, ``new Pusher(…)``,
  ``StreamChat.getInstance(…)``, ``Bugsnag.start(…)``, ``heap.load(…)``, ``fbq('init', …)``,
  ``ttq.load(…)``, ``LogRocket.init(…)``, ``OneSignal.init({appId: …})``,
  ``Purchases.configure(…)``, ``AppsFlyerLib…init(…)``, ``Paddle.Initialize({token: …})``,
  ``Square.payments(…)``, ``Intercom('boot', {app_id: …})``, ``new GrowthBook({clientKey: …})``,
  ``new UnleashClient({clientKey: …})`` (the frontend client), ``Veriff({apiKey: …})``,
  ``FingerprintJS.load({apiKey: …})``, ``storyblokInit({accessToken: …})``, Builder.io's
  ``<builder-component api-key=…>``; and, written before any round read them: RudderStack's
  ``rudderanalytics.load(…)``, ``drift.load(…)``, LaunchDarkly's ``LDClient.initialize(…)`` (the client-side
  id; the server SDK's ``LaunchDarkly.init`` takes the secret SDK key), ``filestack.init(…)``,
  ``new MercadoPago(…)``, ``smartlook('init', …)``, Instana's ``ineum('key', …)``, Raygun's
  ``rg4js('apiKey', …)``, Freshchat's ``fcWidget.init({token})``, Rollbar's browser snippet
  ``_rollbarConfig = {accessToken}`` (a ``post_client_item`` token), ``TrackJS.install({token})``,
  ``flagsmith.init({environmentID})`` (not a ``ser.`` server key), Mux Data's ``env_key``; Laravel Echo's
  ``new Echo({broadcaster: 'pusher', key})`` (the Pusher or Reverb app key, as ``new Pusher(…)`` takes it);
* **a page's own delivery** -- a value inside an HTML page's inline ``<script>`` or an element's hyphenated
  key/token/id attribute (``data-sitekey``, ``data-api-key``): every visitor is sent it, whoever the provider;
* **the provider's documented name for it** -- ``MIXPANEL_TOKEN`` (a project token, "not a
  secret"), ``AMPLITUDE_API_KEY`` (the secret is ``…_SECRET_KEY``), ``PUSHER_KEY``/``PUSHER_APP_KEY``,
  ``STREAM_API_KEY`` (GetStream; an RTMP ``STREAM_KEY`` is a secret), ``BUGSNAG_API_KEY``,
  LaunchDarkly's ``clientSideID``,
  ``APPSFLYER_DEV_KEY``, a Shopify storefront access token (the public one: its header
  ``X-Shopify-Storefront-Access-Token``; ``Shopify-Storefront-Private-Token`` stays a secret);
  and the frameworks' own prefixes for values they inline into every client bundle
  (``NEXT_PUBLIC_``, ``VITE_``, ``EXPO_PUBLIC_``, ``REACT_APP_``, ``NUXT_PUBLIC_``, ``GATSBY_``,
  ``VUE_APP_``, ``PUBLIC_``) under a name saying key, token or id.

Never: a value whose own format is in the provider rules' table (``NEXT_PUBLIC_OPENAI_KEY=sk-…``;
that table also holds New Relic's browser key ``NRJS-…`` and Flutterwave's ``FLWPUBK-…``, public
by their providers' docs -- a labelling question left to the rules' owner); a JWT, unless its role
is ``anon``; a value under a name, or after words on its line, saying secret, private, password,
credential, session, auth, admin, server, signing or webhook (``VITE_DEMO_ADMIN_PASSWORD``,
``NEXT_PUBLIC_STRIPE_SECRET_KEY``, ``db password is appl_…``) -- a client prefix on such a name is
a mistake whose value is still worth keeping out of memory.
"""

from __future__ import annotations

import binascii
import json
import re
from collections.abc import Iterable

from memtool.privacy.checks import _lazy, b64url_decode, line_start

_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"

#: (provider, documented client-side format); each matched whole against the value
_FORMATS = (
    ("square application id", r"(?:sandbox-)?sq0id[pb]-[\w-]{22}"),
    ("braintree tokenization key", r"(?:production|sandbox)_[a-z0-9]{8}_[a-z0-9]{16}"),
    ("branch key", r"key_(?:live|test)_[A-Za-z0-9]{32}"),
    ("revenuecat public sdk key", r"(?:appl|goog|amzn|strp|rcb)_[A-Za-z0-9]{20,40}"),
    ("intercom mobile sdk key", r"(?:ios|android)_sdk-[0-9a-f]{40}"),
    ("new relic mobile app token", r"AA[0-9a-f]{40}-NRMA"),
    ("recurly public key", r"ewr1-[A-Za-z0-9]{22}"),
    ("pubnub publish or subscribe key", r"(?:pub|sub)-c-" + _UUID),
    ("supabase publishable key", r"sb_publishable_[A-Za-z0-9_-]{20,64}"),
    ("statsig client key", r"client-[A-Za-z0-9]{30,50}"),
    ("launchdarkly mobile key", r"mob-" + _UUID),
    ("devcycle client sdk key", r"dvc_client_[0-9a-f]{8}(?:_[0-9a-f]{4}){3}_[0-9a-f]{12}_[A-Za-z0-9]{5,10}"),
    ("plaid link token", r"link-(?:sandbox|development|production)-" + _UUID),
    ("paddle client-side token", r"(?:live|test)_[0-9a-f]{27}"),
    ("google oauth client id", r"\d{6,20}-[a-z0-9]{32}\.apps\.googleusercontent\.com"),
    ("okta client id", r"0oa[A-Za-z0-9]{17}"),
    ("github client id", r"Iv1\.[0-9a-f]{16}|(?:Iv23|Ov23)li[A-Za-z0-9]{14}"),
    ("firebase app id", r"1:\d{6,15}:(?:web|android|ios):[0-9a-f]{6,40}"),
    ("cognito pool id", r"[a-z]{2}(?:-gov)?-[a-z]+-\d(?:_[A-Za-z0-9]{9}|:" + _UUID + ")"),
    ("google measurement or tag id", r"G-[A-Z0-9]{8,12}|GTM-[A-Z0-9]{5,8}|UA-\d{4,10}-\d{1,4}|AW-\d{8,12}"),
    ("stytch public token", r"public-token-(?:live|test)-" + _UUID),
    ("mercado pago public key", r"(?:APP_USR|TEST)-" + _UUID),
    ("liveblocks public key", r"pk_(?:dev|prod)_[A-Za-z0-9_-]{30,80}"),
    ("mollie profile id", r"pfl_[A-Za-z0-9]{10}"),
    ("adapty public sdk key", r"public_live_[A-Za-z0-9]{8}\.[A-Za-z0-9]{20}"),
    ("google published document id", r"2PACX-[\w-]{30,200}"),
)
_FORMAT_RE = _lazy("|".join(f"(?:{pattern})" for _, pattern in _FORMATS))

#: a JWT, to read its claims: Supabase's anon key says ``"role": "anon"``
_JWT_RE = _lazy(r"eyJ[A-Za-z0-9_-]{10,}\.(eyJ[A-Za-z0-9_-]{10,})\.[A-Za-z0-9_-]{10,}")

#: client SDK calls whose first literal is the provider's public key, project token or app id
_PLACE_RE = _lazy(
    r"(?:\bmixpanel\.init|\bamplitude(?:\.getInstance\(\))?\.init|\banalytics\.load|\bnew[ \t]+Pusher"
    r"|\bStreamChat\.getInstance|\bnew[ \t]+StreamChat|\bBugsnag\.start|\bheap\.load|\bttq\.load|\bLogRocket\.init"
    r"|\bAppsFlyerLib\.getInstance\(\)\.init|\bSquare\.payments|\bOneSignal\.initialize|\brudderanalytics\.load"
    r"|\bdrift\.load|\bLDClient\.initialize|\bfilestack\.init|\bnew[ \t]+MercadoPago)"
    r"\([ \t]*\\?[\"']$"
    r"|\b(?:smartlook|ineum|rg4js)\([ \t]*\\?[\"'](?:init|key|apiKey)\\?[\"'][ \t]*,[ \t]*\\?[\"']$"
    r"|\bfbq\([ \t]*\\?[\"']init\\?[\"'][ \t]*,[ \t]*\\?[\"']$"
    r"|(?:\bBugsnag\.start\(\{|\bOneSignal\.init\(\{|\bPurchases\.configure\(\{?|\bappsFlyer\.initSdk\(\{"
    r"|\bnew[ \t]+GrowthBook\(\{|\bnew[ \t]+UnleashClient\(\{|\bVeriff\(\{|\bFingerprintJS\.load\(\{|\bstoryblokInit\(\{"
    r"|\bPaddle\.Initialize\(\{|\bIntercom\([ \t]*\\?[\"']boot\\?[\"'][ \t]*,[ \t]*\{"
    r"|\bwindow\.intercomSettings[ \t]*=[ \t]*\{|\bfcWidget\.init\(\{|\b_rollbarConfig[ \t]*=[ \t]*\{"
    r"|\bTrackJS\.install\(\{|\bflagsmith\.init\(\{|\bmux\.monitor\([^{}()]{1,60}\{[ \t\n]*data:[ \t]*\{"
    r"|\bnew[ \t]+Echo\(\{[^{}()]{0,80}?\bbroadcaster:[ \t]*\\?[\"'](?:pusher|reverb)\\?[\"'])"
    r"[^{}()]{0,120}?\b(?:apiKey|appId|app_id|devKey|token|withAPIKey|clientKey|accessToken|environmentID|env_key|key)"
    r"[ \t]*:[ \t]*\\?[\"']$"
    r"|<builder-component\b[^<>]{0,80}\bapi-key=\\?[\"']$"
    r"|android:name=\\?[\"']com\.dji\.sdk\.API_KEY\\?[\"'][ \t]+android:value=\\?[\"']$")

#: the providers' documented names of their client values (the last words of the name before the value)
_NAME_RE = _lazy(r"(?i)(?:^|[^A-Za-z0-9])(?:mixpanel[_-]?(?:project[_-]?)?token|amplitude[_-]?api[_-]?key"
                 r"|pusher[_-]?(?:app[_-]?)?key|stream[_-]?api[_-]?key|bugsnag[_-]?(?:api[_-]?)?key"
                 r"|appsflyer[_-]?dev[_-]?key|af[_-]?dev[_-]?key|storefront[_-]?access[_-]?token"
                 r"|x-shopify-storefront-access-token|client[_-]?side[_-]?id"
                 r"|algolia[_-]?search[_-]?(?:only[_-]?)?(?:api[_-]?)?key|search[_-]?only[_-]?(?:api[_-]?)?key)"
                 r"\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$")
#: an env entry's name on the line above its ``value:`` (Kubernetes, compose's long form)
_ENTRY_NAME_RE = _lazy(r"\bname\\?[\"']?[ \t]*:[ \t]*\\?[\"']?([A-Za-z][\w.-]{0,80})\\?[\"']?,?[ \t]*\n[ \t]*\\?[\"']?value"
                       r"\\?[\"']?[ \t]*:[ \t]*\\?[\"']?$")
#: the frameworks' prefixes for what they inline into every client bundle, then the rest of the name
_FRAMEWORK_RE = _lazy(r"(?:^|[^A-Za-z0-9_])(?:NEXT_PUBLIC|VITE|EXPO_PUBLIC|REACT_APP|NUXT_PUBLIC|GATSBY|VUE_APP|PUBLIC)"
                      r"_([A-Z0-9_]{1,60})\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$")
_FRAMEWORK_SAYS_KEY = frozenset("KEY TOKEN ID APIKEY DSN".split())
#: words that keep a value under a client name redacted: the name says it is a secret after all
_PRIVATE_WORDS_RE = _lazy(r"(?i)secret|private|priv_|pass|pwd|cred|session|admin|server|signing|webhook|service|"
                          r"master|write|sk_|auth|cookie|salt|seed|encrypt")


def public_client_value(text: str, start: int, end: int, value: str, token: str) -> bool:
    """Is ``value`` (``text[start:end]``) a value its provider ships to every client?"""
    if _name_says_private(text, start):
        return False
    if _anon_jwt(value):
        return True
    if secret_format(value):
        return False
    if _FORMAT_RE.fullmatch(value) is not None:
        return True
    whole = token.rsplit("=", 1)[-1].strip(",;.")  # (``NAME=<value>`` is one blank-free token)
    if whole != value and _FORMAT_RE.fullmatch(whole) is not None and not secret_format(whole):
        return True
    window = text[max(0, start - 200):start]
    entry = _ENTRY_NAME_RE.search(window)  # (a Kubernetes env entry: ``- name: STREAM_API_KEY`` / ``value: "…"``)
    if entry is not None:
        window = window + "\n" + entry.group(1) + "="
    if _PLACE_RE.search(window) is not None or _NAME_RE.search(window[-80:]) is not None:
        return _plain(value) and not value.startswith("ser.")  # (Flagsmith's server-side keys)
    m = _FRAMEWORK_RE.search(window[-100:])
    if m is not None and not _FRAMEWORK_SAYS_KEY.isdisjoint(m.group(1).split("_")) and _plain(value):
        return True
    return _plain(value) and served_in_page(text, start) and not _names_a_users_credential(text, start)


#: names a page may carry for one visitor only (a server-rendered session's token), or for a credential whose kind
#: is never a client's (a deploy, licence, storage, routing, device, project or record key): served to that page's
#: user, not to every visitor
_USERS_WORDS_RE = _lazy(r"(?i)access|refresh|bearer|jwt|id_?token|deploy|licen[cs]e|storage|routing|device|project|"
                        r"record|user|job|personal")


def _names_a_users_credential(text: str, start: int) -> bool:
    line = text[max(text.rfind("\n", 0, start) + 1, start - 100):start]
    m = re.search(r"([A-Za-z_][\w.-]{0,80})\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$", line)
    return m is not None and _USERS_WORDS_RE.search(m.group(1)) is not None


#: an HTML page's inline script, opened before the value and not closed since
_SCRIPT_OPEN_RE = _lazy(r"(?i)<script\b[^<>]{0,300}>")
#: an attribute of an HTML element (lowercase tag, custom elements too) whose hyphenated name says key, token or id
#: (``data-sitekey``, ``data-client-key``, Builder.io's ``api-key``), its value right after
_PAGE_ATTRIBUTE_RE = _lazy(r"<[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\s+[\w:.-]+(?:=(?:\"[^\"<>]*\"|'[^'<>]*'|[^\s\"'<>]+))?)*"
                           r"\s+((?:[a-z]+-)+(?:[a-z]*key|token|id))=\\?[\"']$")


def served_in_page(text: str, start: int) -> bool:
    """Is the value at ``start`` served to every visitor of an HTML page -- inside an inline ``<script>`` or an
    element's key/token/id attribute? (Asked after the name and the words before it were found not to say
    secret, private, admin, server… -- ``previewSecret: 'X'`` in a page is a leak, still a secret.)"""
    opened = text.rfind("<script", max(0, start - 3000), start)
    if opened >= 0:
        tag = _SCRIPT_OPEN_RE.match(text, opened)
        if tag is not None and tag.end() <= start and text.lower().find("</script", tag.end(), start) < 0:
            return True
    return _PAGE_ATTRIBUTE_RE.search(text, max(0, start - 300), start) is not None


#: the frameworks' prefixes that hold the word "public": they say where a value is bundled, not what it is
_PUBLIC_PREFIX_RE = _lazy(r"^(?:NEXT|EXPO|NUXT)_PUBLIC_")


def unprefixed(name: str) -> str:
    """``NEXT_PUBLIC_OPENAI_KEY`` -> ``OPENAI_KEY``: what the name says without its framework prefix
    (which `public_client_value` judges with the rest of the name)."""
    return _PUBLIC_PREFIX_RE.sub("", name)


def _plain(value: str) -> bool:
    """A value of one token's characters (not a JWT, which carries claims to be read first)."""
    return 6 <= len(value) <= 200 and not value.startswith("eyJ") and re.fullmatch(r"[\w.:/+=-]+", value) is not None


def _name_says_private(text: str, start: int) -> bool:
    """The name the value is given under, or the words right before it on its line, say secret,
    private, password, admin, server… (``db password is appl_…``)"""
    line = text[line_start(text, start, 100):start]
    m = re.search(r"([A-Za-z_][\w.-]{0,80})\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$", line)
    return (m is not None and _PRIVATE_WORDS_RE.search(m.group(1)) is not None
            or _PRIVATE_WORDS_RE.search(line[-40:]) is not None)


def _anon_jwt(value: str) -> bool:
    """A JWT whose claims give the role ``anon`` (Supabase's anon key, public by its docs)."""
    m = _JWT_RE.fullmatch(value)
    if m is None:
        return False
    body = m.group(1)
    try:
        claims = json.loads(b64url_decode(body).decode("utf-8"))
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return False
    return isinstance(claims, dict) and claims.get("role") == "anon"


#: the provider rules' secret formats, handed over when `memtool.privacy` is imported (`memtool.privacy.rules` sits
#: above this module: lookalike, which asks this one, is what its rules call)
_SECRET_FORMATS: list[re.Pattern[str]] = []


def register_secret_formats(patterns: Iterable[str]) -> None:
    """Take the provider rules' token patterns: values of these formats are never called public here."""
    _SECRET_FORMATS[:] = [re.compile("|".join(f"(?:{pattern})" for pattern in patterns))]


def secret_format(value: str) -> bool:
    """Does the value have a provider secret's own format (whatever the name says)? Before the rules
    have handed their table over, every value might: nothing is released on that ground."""
    return not _SECRET_FORMATS or _SECRET_FORMATS[0].fullmatch(value) is not None
