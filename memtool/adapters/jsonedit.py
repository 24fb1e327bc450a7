"""Edit JSON / JSONC configuration text in place: add or remove one member or array item and
leave every other byte as the user wrote it (comments, trailing commas, key order, indentation).

`memtool install` never re-serialises an agent's configuration. It parses the text into a tree
of spans (`parse`), inserts new members where a person would (before the closing bracket, with
the indentation of their neighbours) and removes exactly what it inserted: removing what was
inserted gives back the original text, byte for byte, for the layouts people and agents write
(one member per line, or everything on one line).

    tree = parse(text)                          # Node; ParseError names line and column
    text = insert(text, ["mcp"], "memtool", {"type": "local", ...})   # member of an object
    text = insert(text, ["hooks", "Stop"], None, {...})                 # item appended to an array
    text = remove(text, ["mcp"], "memtool")     # a member by key
    text = remove(text, ["hooks", "Stop"], 2)   # an array item by index
    value(tree), find(tree, path)               # plain Python values, a sub-node or None

Accepted input: JSON plus `//` and `/* */` comments and trailing commas (what opencode.jsonc
allows). A leading byte-order mark is kept.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from memtool.errors import MemtoolError


class ParseError(MemtoolError):
    """The text is not JSON/JSONC; the message gives line and column."""


@dataclass
class Node:
    kind: str  # "object" | "array" | "scalar"
    start: int
    end: int  # one past the closing bracket / last character
    scalar: Any = None
    keys: list[str] = field(default_factory=list)  # objects: member keys, in order
    key_starts: list[int] = field(default_factory=list)  # objects: offset of each key's opening quote
    children: list["Node"] = field(default_factory=list)  # member values / array items


_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")
_LITERALS = {"true": True, "false": False, "null": None}


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0

    def fail(self, what: str) -> ParseError:
        line = self.text.count("\n", 0, self.pos) + 1
        column = self.pos - (self.text.rfind("\n", 0, self.pos) + 1) + 1
        return ParseError(f"{what} at line {line}, column {column}")

    def skip(self) -> None:
        """Whitespace and comments."""
        text, n = self.text, len(self.text)
        while self.pos < n:
            ch = text[self.pos]
            if ch in " \t\r\n\ufeff":
                self.pos += 1
            elif text.startswith("//", self.pos):
                end = text.find("\n", self.pos)
                self.pos = n if end < 0 else end + 1
            elif text.startswith("/*", self.pos):
                end = text.find("*/", self.pos + 2)
                if end < 0:
                    raise self.fail("unclosed /* comment")
                self.pos = end + 2
            else:
                return

    def value(self) -> Node:
        self.skip()
        if self.pos >= len(self.text):
            raise self.fail("unexpected end of text")
        ch = self.text[self.pos]
        if ch == "{":
            return self.container("object", "}")
        if ch == "[":
            return self.container("array", "]")
        if ch == '"':
            start = self.pos
            text = self.string()
            return Node("scalar", start, self.pos, scalar=text)
        for word, literal in _LITERALS.items():
            if self.text.startswith(word, self.pos):
                start = self.pos
                self.pos += len(word)
                return Node("scalar", start, self.pos, scalar=literal)
        match = _NUMBER.match(self.text, self.pos)
        if match:
            self.pos = match.end()
            return Node("scalar", match.start(), match.end(), scalar=json.loads(match.group()))
        raise self.fail(f"unexpected {ch!r}")

    def string(self) -> str:
        start = self.pos
        self.pos += 1
        text, n = self.text, len(self.text)
        while self.pos < n:
            ch = text[self.pos]
            if ch == "\\":
                self.pos += 2
            elif ch == '"':
                self.pos += 1
                try:
                    return json.loads(text[start:self.pos])
                except ValueError as exc:
                    raise self.fail(f"bad string ({exc})") from None
            elif ch == "\n":
                break
            else:
                self.pos += 1
        self.pos = start
        raise self.fail("unterminated string")

    def container(self, kind: str, closer: str) -> Node:
        node = Node(kind, self.pos, -1)
        self.pos += 1
        while True:
            self.skip()
            if self.text.startswith(closer, self.pos):
                self.pos += 1
                node.end = self.pos
                return node
            if kind == "object":
                if not self.text.startswith('"', self.pos):
                    raise self.fail("expected a quoted key or '}'")
                node.key_starts.append(self.pos)
                node.keys.append(self.string())
                self.skip()
                if not self.text.startswith(":", self.pos):
                    raise self.fail("expected ':'")
                self.pos += 1
            node.children.append(self.value())
            self.skip()
            if self.text.startswith(",", self.pos):
                self.pos += 1
            elif not self.text.startswith(closer, self.pos):
                raise self.fail(f"expected ',' or {closer!r}")


def parse(text: str) -> Node:
    parser = _Parser(text)
    root = parser.value()
    parser.skip()
    if parser.pos != len(text):
        raise parser.fail("unexpected text after the end")
    return root


def value(node: Node) -> Any:
    if node.kind == "object":
        return {key: value(child) for key, child in zip(node.keys, node.children)}
    if node.kind == "array":
        return [value(child) for child in node.children]
    return node.scalar


def find(node: Node | None, path: list) -> Node | None:
    """The node at path (keys for objects, indexes for arrays), or None."""
    for step in path:
        if node is None:
            return None
        if node.kind == "object" and isinstance(step, str):
            # the last duplicate wins, as in JSON.parse
            index = len(node.keys) - 1 - node.keys[::-1].index(step) if step in node.keys else -1
            node = node.children[index] if index >= 0 else None
        elif node.kind == "array" and isinstance(step, int) and 0 <= step < len(node.children):
            node = node.children[step]
        else:
            return None
    return node


# -- layout helpers ---------------------------------------------------------------------------------


def _line_start(text: str, pos: int) -> int:
    return text.rfind("\n", 0, pos) + 1


def _indent_of(text: str, pos: int) -> str:
    start = _line_start(text, pos)
    return text[start:start + len(text[start:pos]) - len(text[start:pos].lstrip(" \t"))]


def _alone_before(text: str, pos: int) -> bool:
    """Only whitespace between the start of pos's line and pos."""
    return text[_line_start(text, pos):pos].strip(" \t") == ""


def _skip_blank(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos


def _element_start(node: Node, index: int) -> int:
    return node.key_starts[index] if node.kind == "object" else node.children[index].start


def _comma_after(text: str, pos: int) -> int | None:
    """Offset of a ',' right after pos (blanks and newlines between), else None."""
    p = pos
    while p < len(text) and text[p] in " \t\r\n":
        p += 1
    return p if p < len(text) and text[p] == "," else None


def _unit(text: str, node: Node) -> str:
    """The indentation step this file uses (from the container's members, else two spaces)."""
    if node.children and _alone_before(text, _element_start(node, 0)):
        inner = _indent_of(text, _element_start(node, 0))
        outer = _indent_of(text, node.start)
        if inner.startswith(outer) and len(inner) > len(outer):
            return inner[len(outer):]
    first = re.search(r"\n([ \t]+)\S", text)
    return first.group(1) if first else "  "


def _render(key: str | None, item: Any, indent: str, unit: str, multiline: bool) -> str:
    if multiline:
        body = json.dumps(item, indent=len(unit) if unit.strip(" ") == "" else unit, ensure_ascii=False)
        body = body.replace("\n", "\n" + indent)
    else:
        body = json.dumps(item, ensure_ascii=False)
    return (json.dumps(key, ensure_ascii=False) + ": " if key is not None else "") + body


# -- edits ----------------------------------------------------------------------------------------


def insert(text: str, path: list, key: str | None, item: Any) -> str:
    """Add `key: item` to the object at path (key given), or append item to the array at path
    (key None). The container must exist; a member with that key must not."""
    root = parse(text)
    node = find(root, path)
    if node is None or node.kind != ("object" if key is not None else "array"):
        raise MemtoolError(f"no {'object' if key is not None else 'array'} at {'.'.join(map(str, path)) or 'the top'}")
    if key is not None and key in node.keys:
        raise MemtoolError(f"{key!r} is already there")
    unit = _unit(text, node)
    close = node.end - 1
    if not node.children:
        outer = _indent_of(text, node.start)
        inner = outer + unit
        one_line = "\n" not in text[node.start:node.end] and text[node.start + 1:close].strip() == "" \
            and path != []  # an empty top-level object grows into lines, nested empties stay inline
        if one_line:
            return text[:node.start + 1] + _render(key, item, "", unit, False) + text[close:]
        return (text[:node.start + 1] + "\n" + inner + _render(key, item, inner, unit, True) + "\n" + outer
                + text[close:])
    last = node.children[-1]
    trailing = _comma_after(text, last.end)
    multiline = _alone_before(text, _element_start(node, len(node.children) - 1)) and _alone_before(text, close)
    if multiline:
        inner = _indent_of(text, _element_start(node, len(node.children) - 1))
        line = inner + _render(key, item, inner, unit, True) + ("," if trailing is not None else "") + "\n"
        at = _line_start(text, close)
        text = text[:at] + line + text[at:]
        return text if trailing is not None else text[:last.end] + "," + text[last.end:]
    # everything on one line (or a layout we keep flat): `, "key": value` before the bracket
    piece = _render(key, item, "", unit, False)
    if trailing is not None:
        return text[:close] + (" " if text[close - 1] not in " \n" else "") + piece + "," + text[close:]
    return text[:last.end] + ", " + piece + text[last.end:]


def remove(text: str, path: list, selector: str | int) -> str:
    """Remove the member `selector` (a key) of the object at path, or item `selector` (an index)
    of the array at path, with its comma and, when it stood alone on its lines, those lines."""
    root = parse(text)
    node = find(root, path)
    if node is None or node.kind not in ("object", "array"):
        raise MemtoolError(f"nothing at {'.'.join(map(str, path)) or 'the top'}")
    if node.kind == "object":
        if not isinstance(selector, str) or selector not in node.keys:
            raise MemtoolError(f"no member {selector!r}")
        index = len(node.keys) - 1 - node.keys[::-1].index(selector)
    else:
        if not isinstance(selector, int) or not 0 <= selector < len(node.children):
            raise MemtoolError(f"no item {selector!r}")
        index = selector
    start, end = _element_start(node, index), node.children[index].end
    comma = _comma_after(text, end)
    last = index == len(node.children) - 1
    if comma is not None:
        end = comma + 1
    own_lines = _alone_before(text, start) and text[_skip_blank(text, end):_skip_blank(text, end) + 1] in ("\n", "\r")
    if own_lines:
        start = _line_start(text, start)
        end = text.index("\n", end) + 1
    elif comma is not None and not last:
        end = _skip_blank(text, end)
    elif index > 0:
        # flat layout, last item without a trailing comma: take the separator before it
        start = node.children[index - 1].end
    text = text[:start] + text[end:]
    if own_lines and last and comma is None and index > 0:
        # the item was last without a trailing comma: the one before it loses its comma
        prev = _comma_after(text, node.children[index - 1].end)
        if prev is not None and prev < start:
            text = text[:prev] + text[prev + 1:]
    if len(node.children) == 1:
        # the container is empty now: close it up unless a comment lives inside
        inside = text[node.start + 1:_close_of(text, node.start)]
        if inside.strip() == "":
            text = text[:node.start + 1] + text[node.start + 1 + len(inside):]
    return text


def _close_of(text: str, open_at: int) -> int:
    return parse_at(text, open_at).end - 1


def parse_at(text: str, pos: int) -> Node:
    parser = _Parser(text)
    parser.pos = pos
    return parser.value()
