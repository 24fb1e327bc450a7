"""A scripted Anthropic Messages API on 127.0.0.1, for the real-Claude-Code end-to-end test and
bin/bench-hooks.

    python fake_anthropic_server.py PORT LOG

Answers `POST /v1/messages` (Claude Code sends `?beta=true` and `stream: true`) with the
standard SSE sequence: message_start, content_block_start / _delta / _stop (text_delta or
input_json_delta), message_delta with stop_reason, message_stop. A non-streaming request gets
the same message as one JSON body. What the "model" does depends on the conversation:

* otherwise, when the messages after the last assistant turn carry a tool_result -> the text
  `FAKE-CLAUDE-DONE`;
* the first user text contains `SEARCH-MEMORY: <query>` and an `mcp__memtool__search` tool is
  offered -> a call of that tool with {"query": <query>};
* it contains `RUN-BASH` (or `RUN-BASH xN`) and a `Bash` tool is offered -> a call of Bash
  (`echo hello-from-bash`), until the conversation holds 1 (or N) tool results;
* anything else (no tools: titles, summaries) -> a short text.

Every request is appended to LOG as one JSON line {"path", "tools": [names], "system": text,
"first_user": all text of the first user message, "context": all text of all messages,
"tool_results": [texts]}; LOG.ready appears once the port is bound. (Claude Code 2.1.332 puts a
SessionStart / UserPromptSubmit hook's output in a message of its own, role "system", next to
the user's; "context" holds it wherever it goes.)
"""

from __future__ import annotations

import itertools
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

_ids = itertools.count(1)


def _text(content) -> str:
    if isinstance(content, str):
        return content
    parts = []
    for block in content or []:
        if isinstance(block, dict):
            if block.get("type") == "text":
                parts.append(str(block.get("text", "")))
            elif block.get("type") == "tool_result":
                parts.append(_text(block.get("content")))
    return "\n".join(parts)


def _tool_results(messages: list) -> list[str]:
    return [_text(block.get("content")) for m in messages if isinstance(m.get("content"), list)
            for block in m["content"] if isinstance(block, dict) and block.get("type") == "tool_result"]


def decide(request: dict) -> tuple[list[dict], str]:
    """The content blocks of the answer and its stop_reason."""
    messages = request.get("messages") or []
    tools = {t.get("name") for t in request.get("tools") or []}
    answered = [m for m in messages if m.get("role") == "assistant"]
    after = messages[messages.index(answered[-1]) + 1:] if answered else []
    last_is_result = bool(_tool_results(after))
    first_user = next((_text(m.get("content")) for m in messages if m.get("role") == "user"), "")
    number = next(_ids)
    bash = re.search(r"RUN-BASH(?: x(\d+))?", first_user)
    if bash and "Bash" in tools and len(_tool_results(messages)) < int(bash.group(1) or 1):
        return [{"type": "tool_use", "id": f"toolu_bash_{number}", "name": "Bash",
                 "input": {"command": "echo hello-from-bash", "description": "Say hello"}}], "tool_use"
    if last_is_result:
        return [{"type": "text", "text": "FAKE-CLAUDE-DONE"}], "end_turn"
    wanted = re.search(r"SEARCH-MEMORY:\s*([^\n<\"]+)", first_user)
    if wanted and "mcp__memtool__search" in tools:
        return [{"type": "tool_use", "id": f"toolu_search_{number}", "name": "mcp__memtool__search",
                 "input": {"query": wanted.group(1).strip()}}], "tool_use"
    return [{"type": "text", "text": "Fake answer" if tools else "Fake title"}], "end_turn"


def _event(name: str, data: dict) -> bytes:
    return f"event: {name}\ndata: {json.dumps(data)}\n\n".encode()


def stream(blocks: list[dict], stop_reason: str, model: str) -> list[bytes]:
    message = {"id": f"msg_fake_{next(_ids)}", "type": "message", "role": "assistant", "model": model,
               "content": [], "stop_reason": None, "stop_sequence": None,
               "usage": {"input_tokens": 100, "output_tokens": 1}}
    events = [_event("message_start", {"type": "message_start", "message": message})]
    for index, block in enumerate(blocks):
        if block["type"] == "text":
            events.append(_event("content_block_start", {"type": "content_block_start", "index": index,
                                                         "content_block": {"type": "text", "text": ""}}))
            events.append(_event("content_block_delta", {"type": "content_block_delta", "index": index,
                                                          "delta": {"type": "text_delta", "text": block["text"]}}))
        else:
            start = {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}
            events.append(_event("content_block_start", {"type": "content_block_start", "index": index,
                                                         "content_block": start}))
            events.append(_event("content_block_delta", {"type": "content_block_delta", "index": index, "delta": {
                "type": "input_json_delta", "partial_json": json.dumps(block["input"])}}))
        events.append(_event("content_block_stop", {"type": "content_block_stop", "index": index}))
    events.append(_event("message_delta", {"type": "message_delta",
                                           "delta": {"stop_reason": stop_reason, "stop_sequence": None},
                                           "usage": {"output_tokens": 10}}))
    events.append(_event("message_stop", {"type": "message_stop"}))
    return events


class Handler(BaseHTTPRequestHandler):
    log_path: Path
    protocol_version = "HTTP/1.1"

    def log_message(self, *args) -> None:  # keep the test output clean
        pass

    def _send(self, status: int, body: bytes, content_type: str = "application/json") -> None:
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        self._send(404, b'{"type":"error","error":{"type":"not_found_error","message":"not here"}}')

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("content-length") or 0))
        if not self.path.startswith("/v1/messages") or "count_tokens" in self.path:
            self._send(404, b'{"type":"error","error":{"type":"not_found_error","message":"not here"}}')
            return
        request = json.loads(body or b"{}")
        messages = request.get("messages") or []
        system = request.get("system")
        with open(self.log_path, "a") as log:
            log.write(json.dumps({
                "path": self.path, "tools": [t.get("name") for t in request.get("tools") or []],
                "system": _text(system) if isinstance(system, list) else str(system or ""),
                "first_user": next((_text(m.get("content")) for m in messages if m.get("role") == "user"), ""),
                "context": "\n".join(_text(m.get("content")) for m in messages),
                "tool_results": _tool_results(messages)}) + "\n")
        blocks, stop_reason = decide(request)
        model = request.get("model") or "claude-fake"
        if not request.get("stream"):
            message = {"id": f"msg_fake_{next(_ids)}", "type": "message", "role": "assistant", "model": model,
                       "content": blocks, "stop_reason": stop_reason, "stop_sequence": None,
                       "usage": {"input_tokens": 100, "output_tokens": 10}}
            self._send(200, json.dumps(message).encode())
            return
        payload = b"".join(stream(blocks, stop_reason, model))
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("content-length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)
        self.wfile.flush()


def main() -> None:
    port, log = int(sys.argv[1]), Path(sys.argv[2])
    Handler.log_path = log
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    Path(f"{log}.ready").write_text(str(server.server_address[1]))
    server.serve_forever()


if __name__ == "__main__":
    main()
