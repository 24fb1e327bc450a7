"""The protocol side of `memtool mcp`: the tools' argument types and output schemas (what the
client sees in tools/list), strict argument checking with one plain-words error per bad call
(`MemoryServer`), results as CallToolResult, and the stdio filter that answers every line of the client (a line
that is not a JSON-RPC message gets the protocol's error; a request with lone UTF-16
surrogates is repaired). mcp.py holds the tools themselves."""

import contextlib
import json
import os
import re
import sys
import threading
from typing import Annotated, Any, Callable, Literal, cast

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase
from mcp.types import CallToolResult, TextContent
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError
from typing_extensions import NotRequired, TypedDict

from memtool.retrieve import eventlog
from memtool import records
from memtool.errors import InputError


ObservationType = Literal["bugfix", "feature", "refactor", "change", "discovery", "decision", "gotcha",
                          "preference", "note"]
Mode = Literal["hybrid", "fts", "vector"]


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be empty")
    return value


Text = Annotated[str, Field(min_length=1), AfterValidator(_not_blank)]
OptionalText = Annotated[str | None, AfterValidator(lambda v: v if v is None else _not_blank(v))]
ObservationId = Annotated[int, Field(ge=1, description="An observation id (from search or timeline).")]


def _ref(value: int | str) -> int | str:
    try:
        kind, ident = eventlog.parse_ref(value)
    except InputError as exc:
        raise ValueError(exc.message) from None
    if ident < 1:
        raise ValueError("ids start at 1")
    return ident if kind == "observation" else eventlog.event_ref(ident)


MemoryRef = Annotated[int | str, Field(
    description="An observation id (12) or an event ref (e123), as search and timeline show them."),
    AfterValidator(_ref)]
ProjectArg = Annotated[str | None, Field(
    description='Omit for the current project (plus global memories); "*" for every project. '
                "Other projects cannot be named one by one.")]


# -- output schemas --------------------------------------------------------------------------


class IndexRow(TypedDict):
    id: int | str
    source: str
    time: str
    type: str
    title: str
    snippet: str
    project: NotRequired[str]
    may_be_stale: NotRequired[list[str]]


class SearchOutput(TypedDict):
    project: str
    query: str
    mode: str
    results: list[IndexRow]
    notice: NotRequired[str]
    next: str


class TimelineRow(IndexRow):
    position: int
    anchor: bool


class TimelineOutput(TypedDict):
    project: str
    anchor: int | str
    rows: list[TimelineRow]


class SummariesOutput(TypedDict):
    project: str
    day: NotRequired[str]
    session: NotRequired[str]
    rollups: NotRequired[list[dict[str, Any]]]
    sessions: NotRequired[list[dict[str, Any]]]
    summary: NotRequired[dict[str, Any] | None]
    rows: NotRequired[list[dict[str, Any]]]
    next: str


class ObservationsOutput(TypedDict):
    observations: list[dict[str, Any]]
    missing: list[int | str]


class SaveOutput(TypedDict):
    action: Literal["created", "duplicate"]
    id: int
    project: str
    type: str
    title: str
    private: NotRequired[bool]
    truncated: NotRequired[list[str]]
    notice: NotRequired[str]


class UpdateOutput(TypedDict):
    action: Literal["updated"]
    observation: dict[str, Any]


class ForgetOutput(TypedDict):
    action: Literal["forgotten"]
    id: int
    title: str
    deleted_at: str | None


class ContextOutput(TypedDict):
    project: str
    query: str | None
    text: str
    chars: int
    budget_chars: int
    included_ids: list[int]
    omitted_ids: list[int]
    summary_ids: list[int]
    mode: str
    notices: list[str]
    next: str


class StatsOutput(TypedDict):
    project: str
    current: dict[str, Any]
    totals: dict[str, Any]


# -- results ---------------------------------------------------------------------------------


def ok(payload: dict) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=records.dumps(payload))],
                          structured_content=payload)


def error(message: str) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=message)], is_error=True)


# -- argument checking -------------------------------------------------------------------------


def strict(tool: Tool) -> Tool:
    """Make the tool's argument model reject unknown fields, and publish that in its schema
    (`additionalProperties: false`); the SDK's generated model silently ignores them."""
    loose = tool.fn_metadata.arg_model
    forbidding = cast(type[ArgModelBase], type(loose.__name__, (loose,), {
        "model_config": ConfigDict(extra="forbid", hide_input_in_errors=True, arbitrary_types_allowed=True),
        "__module__": __name__,
    }))
    tool.fn_metadata.arg_model = forbidding
    tool.parameters = forbidding.model_json_schema(by_alias=True)
    return tool


def describe_invalid(tool: str, model: type[BaseModel], error: ValidationError) -> str:
    """One line for the model that made the call: which arguments are wrong and how."""
    allowed = ", ".join(model.model_fields)
    problems = []
    for item in error.errors(include_url=False, include_input=False):
        field = ".".join(str(part) for part in item["loc"]) or "arguments"
        kind = item["type"]
        if kind == "extra_forbidden":
            problems.append(f"unknown argument {field!r} (this tool takes: {allowed})")
        elif kind == "missing":
            problems.append(f"{field!r} is required")
        elif kind == "string_too_short" or (kind == "value_error" and "must not be empty" in item["msg"]):
            problems.append(f"{field!r} must not be empty")
        else:
            message = item["msg"].removeprefix("Value error, ")
            problems.append(f"{field!r}: {message[:1].lower() + message[1:]}")
    return f"invalid arguments for {tool}: " + "; ".join(problems)


class MemoryServer(MCPServer):
    """MCPServer whose tool calls are checked against the strict argument models first, so a
    bad call gets an error result in plain words instead of a pydantic report."""

    def __init__(self, *args, tools: list[Tool], **kwargs):
        super().__init__(*args, tools=tools, **kwargs)
        self._metadata = {tool.name: tool.fn_metadata for tool in tools}

    async def call_tool(self, name, arguments, context=None):
        metadata = self._metadata.get(name)
        if metadata is not None:
            if not isinstance(arguments, dict):
                return error(f"invalid arguments for {name}: expected a JSON object")
            # As ingest does: NUL becomes the text \u0000, a lone surrogate U+FFFD (PostgreSQL
            # stores neither), so a save with either is stored, not refused.
            arguments = records.clean_value(arguments)
            try:
                metadata.arg_model.model_validate(metadata.pre_parse_json(arguments))
            except ValidationError as exc:
                return error(describe_invalid(name, metadata.arg_model, exc))
        return await super().call_tool(name, arguments, context)


# -- stdin and stdout --------------------------------------------------------------------------


_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
PARSE_ERROR = -32700
INVALID_REQUEST = -32600


def _rpc_error(code: int, message: str, ident: Any = None) -> bytes:
    if not isinstance(ident, (str, int)) or isinstance(ident, bool):
        ident = None
    return json.dumps({"jsonrpc": "2.0", "id": ident, "error": {"code": code, "message": message}}).encode() + b"\n"


def screen_line(line: bytes) -> tuple[bytes | None, bytes | None]:
    """What to do with one line from the client: (the line to hand to the SDK, or None; the
    JSON-RPC error to answer instead, or None). The SDK answers nothing to a line that is not
    JSON, not an object or not a JSON-RPC message; those get the protocol's errors here (parse
    error / invalid request, with the request's id when it has one). A request whose strings
    hold lone UTF-16 surrogates (`"\\ud800"` without its pair), which the SDK rejects without an
    answer, is re-encoded with U+FFFD in their place; a blank line is dropped."""
    if not line.strip():
        return None, None
    try:
        message = json.loads(line)
    except RecursionError:
        return None, _rpc_error(PARSE_ERROR, "Parse error: JSON nested too deeply")
    except ValueError:  # UnicodeDecodeError included
        return None, _rpc_error(PARSE_ERROR, "Parse error: not valid JSON")
    if not isinstance(message, dict):
        return None, _rpc_error(INVALID_REQUEST, "Invalid Request: a message must be a JSON object")
    ident = message.get("id")
    if message.get("jsonrpc") != "2.0":
        return None, _rpc_error(INVALID_REQUEST, 'Invalid Request: "jsonrpc" must be "2.0"', ident)
    if not isinstance(message.get("method"), str) and not ("result" in message or "error" in message):
        return None, _rpc_error(INVALID_REQUEST, 'Invalid Request: no "method"', ident)
    if "params" in message and not isinstance(message["params"], (dict, type(None))):
        return None, _rpc_error(INVALID_REQUEST, 'Invalid Request: "params" must be an object', ident)
    if not _SURROGATE_ESCAPE.search(line):
        return line, None
    return json.dumps(_replace_surrogates(message), ensure_ascii=False).encode("utf-8") + b"\n", None


def sanitise_line(line: bytes) -> bytes:
    """The line screen_line hands to the SDK (a bad line unchanged: kept for callers that only
    re-encode)."""
    passed, _ = screen_line(line)
    return passed if passed is not None else line


def _replace_surrogates(value: Any) -> Any:
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_replace_surrogates(item) for item in value]
    if isinstance(value, dict):
        return {_replace_surrogates(key): _replace_surrogates(item) for key, item in value.items()}
    return value


_END_OF_OUTPUT = b"\x00memtool: end of output\n"  # never a JSON-RPC line (JSON holds no raw NUL)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def sanitise_stdio() -> Callable[[], None]:
    """Put pipes in front of fd 0 and fd 1, each pumped by a thread: every client line passes
    screen_line (a bad one is answered here), and the SDK's output reaches the client a whole
    line at a time, so an answer given here never lands inside one of the SDK's. Returns the
    function to call once the SDK is done: it lets the last output through."""
    wire_in, wire_out = os.dup(0), os.dup(1)
    in_read, in_write = os.pipe()
    os.dup2(in_read, 0)
    os.close(in_read)
    out_read, out_write = os.pipe()
    os.dup2(out_write, 1)
    os.close(out_write)
    lock = threading.Lock()

    def send(data: bytes) -> None:
        with lock:
            _write_all(wire_out, data)

    def pump_in() -> None:
        try:
            with os.fdopen(wire_in, "rb") as source:
                for line in source:
                    passed, reply = screen_line(line)
                    if reply is not None:
                        send(reply)
                    if passed is not None:
                        _write_all(in_write, passed)
        except OSError:
            pass  # the server went away
        finally:
            os.close(in_write)

    def pump_out() -> None:
        with contextlib.suppress(OSError), os.fdopen(out_read, "rb") as output:
            for line in output:
                if line == _END_OF_OUTPUT:
                    break
                send(line)

    threading.Thread(target=pump_in, name="memtool-stdin", daemon=True).start()
    out = threading.Thread(target=pump_out, name="memtool-stdout", daemon=True)
    out.start()

    def finish() -> None:
        # The SDK keeps a duplicate of fd 1 open for good, so the pipe never ends by itself: a
        # marker line (after everything the SDK wrote; it has given fd 1 back) ends pump_out.
        with contextlib.suppress(Exception):
            sys.stdout.flush()
        with contextlib.suppress(OSError):
            _write_all(1, _END_OF_OUTPUT)
        out.join(timeout=5)
        os.dup2(wire_out, 1)

    return finish
