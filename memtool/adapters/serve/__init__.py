"""`memtool serve`: a local web viewer and JSON API over the same library functions as the CLI
and the MCP server (a third adapter: no rule of its own, no SQL).

    app.py       the Starlette application: routes, JSON errors, the shared connections
    api.py       the JSON endpoints (the table of them is in its docstring)
    feed.py      the live feed (Server-Sent Events) of new events and observation changes
    security.py  loopback by default, token, Host and Origin checks, security headers
    openapi.py   the OpenAPI description (/api/openapi.json)
    static/      the page: one HTML file, vanilla JavaScript and CSS, nothing from the network

`run()` binds the socket itself (so a port in use is one clear error, and port 0 picks a free
one) and serves it with uvicorn until interrupted.
"""

from __future__ import annotations

import errno
import socket
from typing import Callable

from memtool.errors import MemtoolError

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 37777


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on host:port, or one clear MemtoolError saying why not."""
    address = "127.0.0.1" if host.lower() == "localhost" else host.strip("[]")
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((address, port))
        sock.listen(128)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise MemtoolError(f"port {port} on {host} is already in use",
                               "stop the other server, or choose another port with --port (0 picks a free one)") \
                from None
        if exc.errno == errno.EACCES:
            raise MemtoolError(f"not allowed to listen on port {port}", "use a port above 1023") from None
        raise MemtoolError(f"cannot listen on {host}:{port}: {exc.strerror or exc}",
                           "check --host (an address of this machine)") from None
    except (socket.gaierror, UnicodeError, ValueError) as exc:
        sock.close()
        raise MemtoolError(f"cannot listen on {host}:{port}: {exc}", "check --host") from None
    sock.set_inheritable(True)
    return sock


def url_of(host: str, port: int) -> str:
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else ("[::1]" if host == "::" else host)
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"


def run(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, open_browser: bool = False,
        on_listening: Callable[[str], None] | None = None, feed_interval: float | None = None) -> None:
    """Serve until interrupted. `on_listening(url)` is called once the socket is bound."""
    import threading
    import webbrowser

    import uvicorn

    from memtool import config
    from memtool.adapters.serve import app, security

    token = config.env(security.TOKEN_ENV) or None
    security.check_bind(host, token)
    sock = bind(host, port)
    bound = sock.getsockname()[1]
    application = app.create_app(hosts=security.allowed_hosts(host, bound), token=token, feed_interval=feed_interval)
    server = uvicorn.Server(uvicorn.Config(application, log_level="warning", access_log=False, lifespan="on",
                                           timeout_graceful_shutdown=2, server_header=False))
    url = url_of(host, bound)
    if on_listening is not None:
        on_listening(url)
    if open_browser:
        threading.Timer(0.5, webbrowser.open, [url]).start()
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
