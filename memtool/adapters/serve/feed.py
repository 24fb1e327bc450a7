"""The live feed of `memtool serve`: new events and observation changes as Server-Sent Events.

One poller serves every subscriber: while anyone listens, it asks the database every
POLL_INTERVAL seconds what came after the last point it saw — three primary-key range scans
(eventlog.since, observations.changes_since), under a millisecond together (`bin/bench-serve`,
bench/RESULTS.md "serve") — and hands the news to each subscriber's queue. With
no subscriber it does nothing. Polling was chosen over LISTEN/NOTIFY because it needs no
trigger on the hot ingest path and works the same on the embedded and on an external server.

GET /api/feed[?project=P|*] (text/event-stream). Events:

    status       {"database": "ok" | "unavailable", "message"?}   first, and whenever it changes
    event        a captured event as a compact row (eventlog.compact): ref, event_id, created_at,
                 project, session_id, type, tool_name, title, snippet
    observation  {change: created | update | delete | restore, id, project, session_id, type,
                 title, time}

A subscriber sees everything that happened after its first `status` message. A subscriber that
does not keep up (QUEUE messages behind) is disconnected; EventSource reconnects by itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging

import anyio.to_thread
from sse_starlette import EventSourceResponse
from starlette.requests import Request

from memtool.errors import MemtoolError

POLL_INTERVAL = 1.0
BATCH = 200  # rows of each kind per poll
QUEUE = 1000  # messages a subscriber may fall behind before it is dropped
PING = 15  # seconds between keep-alive comments

log = logging.getLogger("memtool.adapters.serve")


class Feed:
    def __init__(self, connections, interval: float = POLL_INTERVAL):
        self.connections = connections
        self.interval = interval
        self.subscribers: dict[asyncio.Queue, str | None] = {}
        self.point: dict | None = None  # {event_id, observation_id, version_id}
        self.database = "ok"
        self.message: str | None = None

    @contextlib.asynccontextmanager
    async def running(self):
        task = asyncio.create_task(self._loop())
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            for queue in list(self.subscribers):
                _offer(queue, None)

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            if not self.subscribers:
                continue
            try:
                news = await anyio.to_thread.run_sync(self._poll)
            except MemtoolError as exc:
                self._status("unavailable", exc.message + _away_note())
                continue
            except Exception:  # noqa: BLE001 - the feed outlives a bad poll; the log says why
                log.exception("live feed poll failed")
                continue
            self._status("ok")
            for message in news:
                self._publish(message)

    def _establish(self) -> None:
        """The point the feed follows from: the newest event, observation and version now."""
        from memtool.retrieve import eventlog
        from memtool.store import observations

        def work(conn):
            return {**observations.high_water(conn), "event_id": eventlog.latest_id(conn)}

        if self.point is None:
            self.point = self.connections.run(work)

    def _poll(self) -> list[dict]:
        from memtool.retrieve import eventlog
        from memtool.store import observations

        if self.point is None:
            self._establish()
            return []
        point = self.point

        def work(conn):
            events = eventlog.since(conn, point["event_id"], BATCH)
            changes, following = observations.changes_since(conn, point, BATCH)
            return events, changes, following

        events, changes, following = self.connections.run(work)
        self.point = {**following, "event_id": events[-1]["event_id"] if events else point["event_id"]}
        return ([{"event": "event", "project": e["project"], "data": e} for e in events]
                + [{"event": "observation", "project": c["project"], "data": c} for c in changes])

    def _status(self, database: str, message: str | None = None) -> None:
        if database == self.database:
            return
        self.database, self.message = database, message
        for queue in list(self.subscribers):
            _offer(queue, self._status_message())

    def _status_message(self) -> dict:
        body = {"database": self.database}
        if self.message:
            body["message"] = self.message
        return {"event": "status", "data": json.dumps(body)}

    def _publish(self, message: dict) -> None:
        line = {"event": message["event"], "data": json.dumps(message["data"], ensure_ascii=False)}
        for queue, scope in list(self.subscribers.items()):
            if scope is None or scope == message["project"]:
                if not _offer(queue, line):
                    self.subscribers.pop(queue, None)
                    _offer(queue, None, force=True)

    async def endpoint(self, request: Request):
        from memtool.project import scope as project_scope

        scope = project_scope(request.query_params.get("project"))
        queue: asyncio.Queue = asyncio.Queue(maxsize=QUEUE)
        try:
            await anyio.to_thread.run_sync(self._establish)
        except MemtoolError as exc:
            self._status("unavailable", exc.message + _away_note())
        self.subscribers[queue] = scope

        async def stream():
            try:
                yield self._status_message()
                while True:
                    message = await queue.get()
                    if message is None:
                        return
                    yield message
            finally:
                self.subscribers.pop(queue, None)

        return EventSourceResponse(stream(), ping=PING, headers={"cache-control": "no-store"})


def _offer(queue: asyncio.Queue, message, force: bool = False) -> bool:
    try:
        queue.put_nowait(message)
        return True
    except asyncio.QueueFull:
        if force:
            with contextlib.suppress(asyncio.QueueEmpty):
                queue.get_nowait()
            queue.put_nowait(message)
        return False


def _away_note() -> str:
    """"; team server unreachable since …" while this machine's events wait in the spool."""
    from memtool.capture import spool

    return spool.away_note()
