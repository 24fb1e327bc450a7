"""A scripted OpenAI-compatible chat server on 127.0.0.1, for the real-OpenCode end-to-end test.

    python fake_openai_server.py PORT LOG

Streams `POST /v1/chat/completions` answers: a request without tools (title generation,
compaction) gets a short text; otherwise the first request of a turn gets a tool call — of
`memtool_search` {"query": Q} when the user wrote `SEARCH-MEMORY: Q` and that tool is offered,
else of `bash` (`echo hello-from-bash`; N times in a row when the user wrote `RUN-BASH xN`) —
and the one after the (last) tool result gets the final text `FAKE-LLM-DONE`. Every request is
appended to LOG as one JSON line {"tools": bool, "tool_names": [...], "system": "<all system message text>", "user": "<all user text>",
"tool_results": [...]}; LOG.ready appears once the port is bound.
"""

from __future__ import annotations

import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


def _text(content) -> str:
    if isinstance(content, list):
        return "\n".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return str(content or "")


def _chunk(delta: dict, finish: str | None = None) -> bytes:
    body = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 0, "model": "fake-model",
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
    if finish:
        body["usage"] = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
    return b"data: " + json.dumps(body).encode() + b"\n\n"


class Handler(BaseHTTPRequestHandler):
    log_path: Path

    def log_message(self, *args) -> None:  # keep the test output clean
        pass

    def do_GET(self) -> None:
        payload = json.dumps({"object": "list", "data": [{"id": "fake-model", "object": "model"}]}).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def do_POST(self) -> None:
        request = json.loads(self.rfile.read(int(self.headers.get("content-length") or 0)) or b"{}")
        messages = request.get("messages") or []
        system = "\n".join(_text(m.get("content")) for m in messages if m.get("role") == "system")
        user = "\n".join(_text(m.get("content")) for m in messages if m.get("role") == "user")
        names = [t.get("function", {}).get("name") for t in request.get("tools") or []]
        results = [_text(m.get("content")) for m in messages if m.get("role") == "tool"]
        with open(self.log_path, "a") as log:
            log.write(json.dumps({"tools": bool(request.get("tools")), "tool_names": names, "system": system,
                                  "user": user, "tool_results": results}) + "\n")
        wanted = re.search(r"SEARCH-MEMORY:\s*([^\n<\"\\]+)", user)
        bash_calls = re.search(r"RUN-BASH x(\d+)", user)
        if not request.get("tools"):
            chunks = [_chunk({"role": "assistant", "content": "Fake title"}), _chunk({}, "stop")]
        elif not results and wanted and "memtool_search" in names:
            call = {"index": 0, "id": "call_search_1", "type": "function",
                    "function": {"name": "memtool_search", "arguments": json.dumps({"query": wanted.group(1).strip()})}}
            chunks = [_chunk({"role": "assistant", "tool_calls": [call]}), _chunk({}, "tool_calls")]
        elif len(results) < (int(bash_calls.group(1)) if bash_calls else 1):
            call = {"index": 0, "id": f"call_bash_{len(results) + 1}", "type": "function",
                    "function": {"name": "bash", "arguments": json.dumps(
                        {"command": "echo hello-from-bash", "description": "Say hello"})}}
            chunks = [_chunk({"role": "assistant", "tool_calls": [call]}), _chunk({}, "tool_calls")]
        else:
            chunks = [_chunk({"role": "assistant", "content": "FAKE-LLM-DONE"}), _chunk({}, "stop")]
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.end_headers()
        for chunk in chunks:
            self.wfile.write(chunk)
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True


def main() -> None:
    port, log = int(sys.argv[1]), Path(sys.argv[2])
    Handler.log_path = log
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    Path(f"{log}.ready").write_text(str(server.server_address[1]))
    server.serve_forever()


if __name__ == "__main__":
    main()
