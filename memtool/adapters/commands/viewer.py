"""Serving people: `serve` (the local web viewer and JSON API, memtool/serve/)."""

from __future__ import annotations

import click


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on. Anything but loopback needs MEMTOOL_SERVE_TOKEN.")
@click.option("--port", type=click.IntRange(0, 65535), default=37777, show_default=True,
              help="Port to listen on (0: any free port; the address is printed on stderr).")
@click.option("--open", "open_browser", is_flag=True, help="Open the page in the default browser.")
def serve_cmd(host: str, port: int, open_browser: bool) -> None:
    """A local web viewer and JSON API over the memory, until Ctrl-C.

    The page (http://127.0.0.1:37777/) picks a project, searches both tiers with filters,
    shows a memory with its versions, source events, place on the timeline and session
    summary, edits and forgets memories (with confirmation), follows new events and memories
    live, and charts a project's memories per day by type. It needs no network: its script
    and styles ship with memtool.

    The JSON API mirrors the CLI and MCP (search, timeline, get, summaries, projects, stats,
    save, update, forget; live feed at /api/feed as Server-Sent Events); its description is
    at /api/openapi.json.

    Security: it listens on loopback only, unless MEMTOOL_SERVE_TOKEN is set, and then every
    request needs the token (`Authorization: Bearer TOKEN`, or open /?token=TOKEN once in the
    browser). Requests naming another Host (DNS rebinding) and state-changing requests from
    another Origin or without a JSON body are refused; no CORS. When the database is away the
    API answers 503 and the page says so; both recover by themselves.
    """
    from memtool.adapters import serve

    def listening(url: str) -> None:
        click.echo(f"memtool serve: listening on {url} (Ctrl-C to stop)", err=True)

    serve.run(host=host, port=port, open_browser=open_browser, on_listening=listening)
