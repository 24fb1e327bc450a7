"""A real `memtool serve` process for the tests (test_serve.py, test_serve_browser.py): started on
a free port (--port 0), its address read from the line it prints on stderr, stopped with SIGINT."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import threading
import time

import httpx

LISTENING = re.compile(r"listening on (http://\S+)")


class ServeProcess:
    def __init__(self, env: dict, *args: str, wait: float = 120.0):
        self.lines: list[str] = []
        self.proc = subprocess.Popen([sys.executable, "-m", "memtool", "serve", "--port", "0", *args], env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self._listening = threading.Event()
        self.url = ""
        threading.Thread(target=self._read, daemon=True).start()
        deadline = time.monotonic() + wait
        while not self._listening.wait(0.1):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise AssertionError(f"memtool serve did not start: {self.stderr()}")
        # no kept-alive connections: uvicorn closes an idle one after 5 s, and a request sent on it just then
        # (after a browser's slow launch on a loaded machine) reads "connection reset by peer"
        self.client = httpx.Client(base_url=self.url.rstrip("/"), timeout=60.0,
                                   limits=httpx.Limits(max_keepalive_connections=0))
        self.wait_ready()

    def _read(self) -> None:
        for line in self.proc.stderr:
            self.lines.append(line)
            match = LISTENING.search(line)
            if match and not self.url:
                self.url = match.group(1)
                self._listening.set()

    def stderr(self) -> str:
        return "".join(self.lines)

    def wait_ready(self, wait: float = 120.0) -> None:
        """Until the API answers (the socket is bound before uvicorn's start-up finishes)."""
        deadline = time.monotonic() + wait
        while True:
            try:
                if self.client.get("/api/health", headers=self.auth()).status_code in (200, 401, 503):
                    return
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"memtool serve does not answer: {self.stderr()}")
            time.sleep(0.2)

    def auth(self) -> dict:
        return {}

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if hasattr(self, "client"):
            self.client.close()


class Feed:
    """The SSE feed read by a thread: `messages` fills with (event, data) as they arrive."""

    def __init__(self, server: ServeProcess, query: str = ""):
        self.messages: list[tuple[str, dict]] = []
        self._stop = False
        self._client = httpx.Client(base_url=server.url.rstrip("/"), timeout=httpx.Timeout(60.0, read=None))
        self._thread = threading.Thread(target=self._read, args=(query,), daemon=True)
        self._thread.start()
        self.wait_for(lambda event, data: event == "status")

    def _read(self, query: str) -> None:
        event = None
        try:
            with self._client.stream("GET", "/api/feed" + query) as response:
                for line in response.iter_lines():
                    if self._stop:
                        return
                    if line.startswith("event:"):
                        event = line[6:].strip()
                    elif line.startswith("data:") and event:
                        self.messages.append((event, json.loads(line[5:])))
                        event = None
        except httpx.HTTPError:
            pass

    def wait_for(self, match, wait: float = 30.0) -> tuple[str, dict]:
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            for message in list(self.messages):
                if match(*message):
                    return message
            time.sleep(0.05)
        raise AssertionError(f"no such message on the feed within {wait} s; got {self.messages}")

    def close(self) -> None:
        self._stop = True
        self._client.close()


def env_for(base: dict, **extra: str) -> dict:
    env = dict(base)
    env.update(extra)
    env.setdefault("MEMTOOL_PROJECT", "/work/viewer-project")
    if "MEMTOOL_SERVE_TOKEN" not in extra:
        env.pop("MEMTOOL_SERVE_TOKEN", None)
    return env
