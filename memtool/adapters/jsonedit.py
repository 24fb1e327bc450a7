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
from typing import Any

from memtool.errors import MemtoolError


class ParseError(MemtoolError):
    """The text is not JSON/JSONC; the message gives line and column."""


class Node:
    """A value's span in the text. A container also has its members: keys (objects), each key's
    offset (key_starts) and its values / items (children). A container that is valid plain JSON
    is read by the C decoder first and its members are parsed only when asked for: an edit
    then costs one C pass over a huge file, plus Python parsing along the path it edits."""

    def __init__(self, kind: str, start: int, end: int, scalar: Any = None, text: str | None = None):
        self.kind = kind  # "object" | "array" | "scalar"
        self.start = start
        self.end = end  # one past the closing bracket / last character
        self.scalar = scalar
        self._text = text  # set while the members are not parsed yet
        self._keys: list[str] = []
        self._key_starts: list[int] = []
        self._children: list[Node] = []

    def _members(self) -> None:
        if self._text is not None:
            parser = _Parser(self._text)
            parser.pos = self.start
            full = parser.container(self.kind, "}" if self.kind == "object" else "]")
            self._keys, self._key_starts, self._children = full.keys, full.key_starts, full.children
            self._text = None

    @property
    def keys(self) -> list[str]:
        self._members()
        return self._keys

    @property
    def key_starts(self) -> list[int]:
        self._members()
        return self._key_starts

    @property
    def children(self) -> list["Node"]:
        self._members()
        return self._children

    def plain(self) -> str | None:
        """The JSON text of a container not parsed yet (its value is json.loads of it)."""
        return None if self._text is None else self._text[self.start:self.end]


_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")
_LITERALS = {"true": True, "false": False, "null": None}
# Scanned by regular expressions, not character by character: a 24 MB settings file took
# minutes to install (one parse per edit, each walking every character in Python).
_BLANK = re.compile(r"[ \t\r\n\ufeff]*")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_PLAIN_STRING = re.compile(r'"[^"\\\n]*"')
#: Containers nested deeper than this are refused (ParseError): parsing recurses, and no agent
#: configuration comes near it.
MAX_DEPTH = 200
_RAW = json.JSONDecoder(parse_constant=lambda name: _not_json(name))


def _not_json(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.depth = 0

    def fail(self, what: str) -> ParseError:
        line = self.text.count("\n", 0, self.pos) + 1
        column = self.pos - (self.text.rfind("\n", 0, self.pos) + 1) + 1
        return ParseError(f"{what} at line {line}, column {column}")

    def skip(self) -> None:
        """Whitespace and comments."""
        text = self.text
        while True:
            self.pos = _BLANK.match(text, self.pos).end()  # type: ignore[union-attr]  # (matches empty)
            if text.startswith("//", self.pos):
                end = text.find("\n", self.pos)
                self.pos = len(text) if end < 0 else end + 1
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
        if ch in "{[":
            kind, closer = ("object", "}") if ch == "{" else ("array", "]")
            if self.depth > 0:  # (the top is always looked into)
                try:
                    _, end = _RAW.raw_decode(self.text, self.pos)
                except (ValueError, RecursionError):
                    pass  # JSONC (comments, trailing commas), or bad: parsed here, which says where
                else:
                    node = Node(kind, self.pos, end, text=self.text)
                    self.pos = end
                    return node
            return self.container(kind, closer)
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
        plain = _PLAIN_STRING.match(self.text, self.pos)
        if plain:  # no escapes: the text between the quotes is the value
            self.pos = plain.end()
            return plain.group()[1:-1]
        match = _STRING.match(self.text, self.pos)
        if not match:
            raise self.fail("unterminated string")
        try:
            decoded = json.loads(match.group())
        except ValueError as exc:
            raise self.fail(f"bad string ({exc})") from None
        self.pos = match.end()
        return decoded

    def container(self, kind: str, closer: str) -> Node:
        if self.depth >= MAX_DEPTH:
            raise self.fail(f"nested deeper than {MAX_DEPTH} levels")
        self.depth += 1
        node = Node(kind, self.pos, -1)
        keys, key_starts, children = node.keys, node.key_starts, node.children
        self.pos += 1
        while True:
            self.skip()
            if self.text.startswith(closer, self.pos):
                self.pos += 1
                node.end = self.pos
                self.depth -= 1
                return node
            if kind == "object":
                if not self.text.startswith('"', self.pos):
                    raise self.fail("expected a quoted key or '}'")
                key_starts.append(self.pos)
                keys.append(self.string())
                self.skip()
                if not self.text.startswith(":", self.pos):
                    raise self.fail("expected ':'")
                self.pos += 1
            children.append(self.value())
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
    plain = node.plain()
    if plain is not None:
        return json.loads(plain)
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


def insert(text: str, path: list, key: str | None, item: Any, root: Node | None = None) -> str:
    """Add `key: item` to the object at path (key given), or append item to the array at path
    (key None). The container must exist; a member with that key must not. `root`: the text's
    parse, when the caller has it."""
    root = root if root is not None else parse(text)
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
