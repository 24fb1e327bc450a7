"""Secrets handed to an SDK client, a login call or a credentials object as a literal argument: the
call, not a name, says what the value is. Entered in the rule table by `memtool.privacy.slots.SPECS`
(read by `memtool.privacy.rules`).

* ``cohere.ClientV2("X")``, ``new Client('X')``, ``Groq("X")``: the first positional string
  of an SDK client's constructor (a class named ``…Client``, ``…Api``/``…API``, ``…Sdk``/``…SDK``,
  or any capitalised name called with one long random literal and nothing else), when the
  literal looks generated (`checks._looks_random`): a URL, a model name or a region stays;
  ``twilio.Client('AC…', 'X')``, ``new Pusher('1', 'X')``: a client constructor's second literal after
  its id.
* ``client.login("X")``, ``api.authenticate(user, "X")``: what a login, auth, unlock or sign-in method
  is handed last; ``nats.UserInfo("u", "X")``, ``PlainCredentials('u', 'X')``: a call named for
  credentials.
* ``GIS("https://portal", "user", "X")``: an address, a user, then a password; ``find_element(By.ID,
  "password").send_keys("X")``, ``page.fill("#password", "X")``: what a test types into a secret's field
  (``curl -u <key>:``, an API key as the user, is `memtool.privacy.positions`').
* ``GalaxyInstance(url="…", key="X")``: a ``key`` argument beside the service's address; OmniAuth's
  ``provider :x, 'ID', 'X'``.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _HEX_RE, _is_placeholder, _lazy, _looks_random


_CLIENT_RE = _lazy(
    r"(?<![\w.])(?:new[ \t]+)?(?:[A-Za-z_]\w*\.)*(?P<cls>[A-Z]\w{1,40})\([ \t]*"
    r"(?:(?P<q0>[\"'])[^\"'\n]{1,256}(?P=q0)[ \t]*,[ \t]*)?"
    r"(?P<q>[\"'])(?P<value>[A-Za-z0-9_.+/=:-]{20,256})(?P=q)[ \t]*(?P<end>[,)])")
_CLIENT_CLASS_RE = _lazy(r"(?:Client|Api|API|Sdk|SDK)(?:V\d+)?")
_DIGEST_CLASS_RE = _lazy(r"(?i)id$|ids?[A-Z_]|hash|digest|md5|sha|sum|uuid|guid|colou?r|commit|version|oid|etag")  # (Md5Hash)
_FILE_NAME_RE = _lazy(r"\.[a-z]{2,4}\d?$")  # (``main.3f2a….js``: a bundle's name with its digest)


def client_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The class says client/API/SDK (its first or second literal), or the only argument looks generated -- 32 hex
    too (``TwoCaptcha('<hex>')``) unless the class names a digest or an id or is one plain word (``Run("<hex>")``: a
    record built from its id); never a file's name (``Worker("main.<hash>.js")``) or an address (``Contract("0x…")``)."""
    cls = m.group("cls")
    named = _CLIENT_CLASS_RE.search(cls) is not None
    if m.group("q0") is not None:
        return named and (_looks_random(value, 20) or _HEX_RE.fullmatch(value) is not None)
    if (not _looks_random(value, 20) or "/" in value.rstrip("=") and ":" in value
            or _FILE_NAME_RE.search(value) or re.fullmatch(r"0x[0-9a-fA-F]{40}", value)
            and re.search(r"(?:Contract|Wallet|Account|Address)$", cls)):
        return False
    hexed = _HEX_RE.fullmatch(value) is not None
    return named or m.group("end") == ")" and (_looks_random(value, 32) and not hexed or hexed and len(value) == 32
                                               and not _DIGEST_CLASS_RE.search(cls) and not cls.istitle())


#: OmniAuth's ``provider :github, 'ID', 'SECRET'``: the second literal
_OMNIAUTH_RE = _lazy(r"\bprovider[ \t]+:\w+,[ \t]*(?P<q1>[\"'])[^\"'\n]{4,200}(?P=q1),[ \t]*(?P<q>[\"'])(?P<value>[^\"'\s]{8,512})(?P=q)")


#: ``client.login('X')``, ``vault.unlock("X")``, ``api.authenticate('user', 'X')``: the literal a login-like
#: method is handed last (each position of a call the keyword rules read by its parameter name)
_LOGIN_CALL_RE = _lazy(r"(?<![\w])(?:[A-Za-z_]\w*\.)+(?:login|logIn|log_in|auth|authenticate|unlock|signin|signIn|sign_in)"
                       r"[ \t]*\([ \t]*(?:(?P<q0>[\"'])[^\"'\n]{1,100}(?P=q0)[ \t]*,[ \t]*)?"
                       r"(?P<q>[\"'])(?P<value>[^\"'\s]{8,256})(?P=q)[ \t]*\)")


#: ``twilio.Client('AC…', 'X')``, ``new Pusher('1', 'X')``: a client constructor's second literal when
#: the first is its account or app id
_CLIENT2_RE = _lazy(
    r"(?<![\w.])(?:new[ \t]+)?(?:[A-Za-z_]\w*\.)*(?P<cls>[A-Z]\w{1,40})\([ \t]*(?P<q0>[\"'])(?P<first>[\w.:-]{1,64})(?P=q0)"
    r"[ \t]*,[ \t]*(?P<q>[\"'])(?P<value>[A-Za-z0-9_.+/=:-]{20,256})(?P=q)[ \t]*[,)]")


def client2_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if not _looks_random(value, 20) or "/" in value.rstrip("=") and ":" in value or m.group("first") == value:
        return False
    return _CLIENT_CLASS_RE.search(m.group("cls")) is not None or _looks_random(value, 32)


#: ``nats.UserInfo("orders", "X")``, ``PlainCredentials('u', 'X')``: a call named for a user's
#: credentials handed a user and a password
_USER_CALL_RE = _lazy(r"(?<![\w.])(?:[A-Za-z_]\w*\.)*(?:UserInfo|UserPass(?:word)?|Credentials?|PlainCredentials|BasicAuth|NetworkCredential|Login)"
                      r"[ \t]*\([ \t]*(?P<q0>[\"'])[^\"'\n]{1,100}(?P=q0)[ \t]*,[ \t]*(?P<q>[\"'])(?P<value>[^\"'\n]{4,256})(?P=q)")


def user_call_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The call's name says credentials: any literal of 6+ characters but a placeholder or words."""
    return (len(value) >= 6 and " " not in value and not _is_placeholder(value) and not value.startswith(("$", "%", "{"))
            and (any(c.isdigit() for c in value) or not value.isalpha() or _looks_random(value, 12)))


#: ``GIS("https://portal", "user", "X")``, ``SignInToPortal(url, user, X)``: an address, a user, then the password
_URL_USER_PASS_CALL_RE = _lazy(r"\([ \t]*(?P<q0>\\?[\"'])[a-z][\w+.-]*://[^\"'\s\\]{1,200}(?P=q0)[ \t]*,[ \t]*(?P<q1>\\?[\"'])"
                               r"[\w.@+-]{1,64}(?P=q1)[ \t]*,[ \t]*(?P<q>\\?[\"'])(?P<value>[^\"'\s\\]{4,256})(?P=q)")


#: ``find_element(By.ID, "password").send_keys("X")``, ``page.fill("#password", "X")``: what a test types
#: into a field named for a secret
_TYPED_FIELD_RE = _lazy(r"(?i)[\"'][#.]?[\w-]*(?:pass|pwd|secret|token)[\w-]*[\"'][ \t]*\)[ \t]*\.(?:send_keys|sendkeys|type|fill"
                        r"|setvalue)\([ \t]*(?P<q>[\"'])(?P<value>[^\"'\n]{4,256})(?P=q)"
                        r"|\.(?:fill|type)\([ \t]*[\"'][^\"'\n]{0,60}(?:pass|pwd|secret|token)[^\"'\n]{0,60}[\"'][ \t]*,[ \t]*"
                        r"(?P<q2>[\"'])(?P<value2>[^\"'\n]{4,256})(?P=q2)")


#: ``GalaxyInstance(url="…", key="X")``: a ``key`` argument beside the service's address is its API key
_CALL_KEY_RE = _lazy(r"\b(?:url|host|endpoint|server|base_url)[ \t]*=[ \t]*[\"'][^\"'\n]{4,200}[\"'][ \t]*,[ \t]*"
                     r"(?:api_?)?key[ \t]*=[ \t]*(?P<q>[\"'])(?P<value>[A-Za-z0-9_.+/=-]{16,256})(?P=q)")
