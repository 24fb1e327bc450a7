"""Who may talk to `memtool serve`, and how (an ASGI middleware in front of every route).

- **Where it listens.** Loopback by default. Any other address is refused unless
  `MEMTOOL_SERVE_TOKEN` is set (`check_bind`), and then every request must carry the token: an
  `Authorization: Bearer TOKEN` header, or the `memtool_token` cookie the page gets by opening
  `/?token=TOKEN` once (HttpOnly, SameSite=Strict; the token is then dropped from the address).
- **Host.** A request whose `Host` header names another host than the ones the server listens
  as (`127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`, the bound address) is refused: a
  DNS-rebinding page reaches the server under its own name. Bound to a wildcard address (which
  needs the token) any name is accepted.
- **Origin.** A state-changing request (POST, PUT, PATCH, DELETE) with an `Origin` other than
  the server's own, or marked `Sec-Fetch-Site: cross-site`/`same-site`, is refused; so is one
  whose body is not `application/json` (what an HTML form can send cross-site without asking).
  No CORS headers are ever sent: a preflight (OPTIONS) gets 405, so browsers keep other sites out.
- Every answer carries a strict Content-Security-Policy (scripts, styles and connections from
  this server only), `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY` and
  `Referrer-Policy: no-referrer`.

Refusals are JSON error bodies like every other error (see api.py): {"error": {"status",
"code", "message", "hint"}}.
"""

from __future__ import annotations

import hmac
import ipaddress
import json
from http.cookies import SimpleCookie
from urllib.parse import parse_qs, urlencode

from memtool.errors import MemtoolError

TOKEN_ENV = "MEMTOOL_SERVE_TOKEN"
COOKIE = "memtool_token"
STATE_CHANGING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
WILDCARDS = frozenset({"0.0.0.0", "::", ""})
HEADERS = [
    (b"content-security-policy", b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                 b"connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cache-control", b"no-store"),
]


def is_loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_bind(host: str, token: str | None) -> None:
    """Refuse to listen on a non-loopback address without a token (MemtoolError)."""
    if not is_loopback(host) and not token:
        raise MemtoolError(f"refusing to listen on {host or 'every address'}: only loopback is safe without a token",
                           f"set {TOKEN_ENV} to a long random secret (every request then needs it), "
                           "or use --host 127.0.0.1")


def allowed_hosts(host: str, port: int) -> frozenset[str] | None:
    """The Host header values accepted when listening on host:port (None: any, for a wildcard)."""
    if host in WILDCARDS:
        return None
    names = {"127.0.0.1", "localhost", "[::1]"}
    names.add(f"[{host}]" if ":" in host else host)
    return frozenset(f"{name}:{port}".lower() for name in names)


def error_body(status: int, code: str, message: str, hint: str | None = None) -> bytes:
    return json.dumps({"error": {"status": status, "code": code, "message": message, "hint": hint}}).encode()


class Guard:
    """The checks above, as pure ASGI middleware (it sees every request, static files included)."""

    def __init__(self, app, *, hosts: frozenset[str] | None, token: str | None):
        self.app = app
        self.hosts = hosts
        self.token = token

    async def __call__(self, scope, receive, send):
        if scope["type"] not in ("http", "websocket"):
            return await self.app(scope, receive, send)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        refusal = self._refusal(scope, headers)
        if isinstance(refusal, tuple):
            return await _answer(send, *refusal)
        if refusal == "set-cookie":
            return await _login(scope, send, self.token)

        async def secured(message):
            if message["type"] == "http.response.start":
                message = dict(message, headers=[*message.get("headers", []), *HEADERS])
            await send(message)

        await self.app(scope, receive, secured)

    def _refusal(self, scope, headers: dict) -> tuple | str | None:
        host = headers.get("host", "").lower()
        if self.hosts is not None and host not in self.hosts:
            return (421, "wrong_host", f"this server does not answer to Host {host or '(none)'!r}",
                    "open it as http://127.0.0.1:PORT/ (a page under another name is refused: DNS rebinding)")
        method = scope["method"]
        if method == "OPTIONS":
            return (405, "no_cors", "cross-origin requests are not allowed", None)
        if self.token:
            query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
            if method == "GET" and scope["path"] == "/" and query.get("token"):
                return "set-cookie" if _same(query["token"][0], self.token) else (
                    401, "bad_token", "wrong token", f"open /?token=<{TOKEN_ENV}>")
            if not self._authorised(headers):
                return (401, "token_required", "this server needs its token",
                        f"send 'Authorization: Bearer <{TOKEN_ENV}>', or open /?token=<{TOKEN_ENV}> in the browser")
        if method in STATE_CHANGING:
            origin = headers.get("origin")
            if origin is not None and origin.lower() != f"{scope.get('scheme', 'http')}://{host}":
                return (403, "bad_origin", f"request from another origin ({origin}) refused",
                        "state-changing requests come from this server's own page or a non-browser client")
            if headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none"):
                return (403, "bad_origin", "cross-site request refused", None)
            content_type = headers.get("content-type", "").split(";")[0].strip().lower()
            if method != "DELETE" and content_type != "application/json":
                return (415, "json_only", f"expected a JSON body (Content-Type: application/json), got "
                        f"{content_type or 'no content type'}", None)
        return None

    def _authorised(self, headers: dict) -> bool:
        auth = headers.get("authorization", "")
        if auth.lower().startswith("bearer ") and _same(auth[7:].strip(), self.token):
            return True
        cookie = SimpleCookie()
        try:
            cookie.load(headers.get("cookie", ""))
        except Exception:  # noqa: BLE001 - a malformed cookie header is no token
            return False
        return COOKIE in cookie and _same(cookie[COOKIE].value, self.token)


def _same(given: str, token: str | None) -> bool:
    return token is not None and hmac.compare_digest(given.encode(), token.encode())


async def _answer(send, status: int, code: str, message: str, hint: str | None) -> None:
    body = error_body(status, code, message, hint)
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            *HEADERS]})
    await send({"type": "http.response.body", "body": body})


async def _login(scope, send, token: str | None) -> None:
    """/?token=T: set the cookie and send the browser to the same page without the token."""
    query = {k: v for k, v in parse_qs(scope.get("query_string", b"").decode("latin-1")).items() if k != "token"}
    location = "/" + ("?" + urlencode(query, doseq=True) if query else "")
    cookie = f"{COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict"
    await send({"type": "http.response.start", "status": 303,
                "headers": [(b"location", location.encode()), (b"set-cookie", cookie.encode()),
                            (b"content-length", b"0"), *HEADERS]})
    await send({"type": "http.response.body", "body": b""})
