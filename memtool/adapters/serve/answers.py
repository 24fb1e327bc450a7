"""What every part of `memtool serve` answers with: the JSON response, the error body, and the
limits that the API enforces and its description (openapi.py) states."""

from __future__ import annotations

import json
from typing import Any

from starlette.responses import JSONResponse

from memtool import records

MAX_BODY = 256 * 1024  # bytes of a JSON body (a memory's text is at most 64 KiB)
SEARCH_LIMIT = 100  # search.MAX_LIMIT (results of one ranking; offset paging stays inside it)
TIMELINE_LIMIT = 50
SESSION_PAGE = 500
ACTIVITY_DAYS = 366
INJECTED_LIMIT = 500


class JSON(JSONResponse):
    """JSON with memtool's encoding of times and other values; UTF-8, not ASCII-escaped."""

    def render(self, content: Any) -> bytes:
        return json.dumps(content, ensure_ascii=False, separators=(",", ":"), default=records.jsonable).encode()


def error(status: int, code: str, message: str, hint: str | None = None, headers: dict | None = None) -> JSON:
    return JSON({"error": {"status": status, "code": code, "message": message, "hint": hint}}, status_code=status,
                headers=headers)
