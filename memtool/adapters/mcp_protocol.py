"""The protocol side of `memtool mcp`: the tools' argument types and output schemas (what the
client sees in tools/list), strict argument checking with one plain-words error per bad call
(`MemoryServer`), results as CallToolResult. The stdio filter in front of the SDK (every line of the client gets an
answer; the handshake answered before the SDK is imported) is mcp_stdio.py; mcp.py holds the
tools themselves."""

from typing import Annotated, Any, Literal, cast

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase
from mcp.types import CallToolResult, TextContent
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError
from typing_extensions import NotRequired, TypedDict

from memtool.retrieve import eventlog
from memtool import records
from memtool.errors import InputError
from memtool.adapters.mcp_stdio import sanitise_line, sanitise_stdio, screen_line  # noqa: F401 - the stdio side


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
