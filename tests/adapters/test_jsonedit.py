"""jsonedit: inserting and removing a member or item leaves every other byte as it was."""

from __future__ import annotations

import pytest

from memtool.adapters import jsonedit

CASES = [
    ("{}", [], "mcp", {"memtool": {"type": "local", "command": ["m", "mcp"]}}),
    ('{\n  "a": 1\n}\n', [], "mcp", {"x": [1, 2]}),
    ('{\n    "a": 1,\n}\n', [], "mcp", {"x": [1, 2]}),  # trailing comma kept
    ('{"a": 1}', [], "b", 2),
    ('{\n  // comment\n  "mcp": {\n    "other": {"type": "remote"} // note\n  }\n}', ["mcp"], "memtool", {"a": 1}),
    ('{\n  "hooks": {\n    "Stop": [\n      {"hooks": []}\n    ]\n  }\n}', ["hooks", "Stop"], None, {"hooks": []}),
    ('{\n\t"mcp": {}\n}', ["mcp"], "memtool", {"a": 1}),
    ('{"hooks": {"Stop": []}}', ["hooks", "Stop"], None, {"z": 1}),
    ('\ufeff{"s": "a, b // not a comment", "n": -1.5e3, "t": true, "z": null}', [], "k", "v"),
]


@pytest.mark.parametrize("text, path, key, item", CASES)
def test_insert_then_remove_gives_the_original_bytes(text, path, key, item):
    new = jsonedit.insert(text, path, key, item)

    tree = jsonedit.parse(new)
    container = jsonedit.find(tree, path)
    if key is None:
        assert jsonedit.value(container.children[-1]) == item
        back = jsonedit.remove(new, path, len(container.children) - 1)
    else:
        assert jsonedit.value(jsonedit.find(tree, path + [key])) == item
        back = jsonedit.remove(new, path, key)
    assert back == text
    # what was there before is untouched in the new text
    assert jsonedit.value(jsonedit.parse(back)) == jsonedit.value(jsonedit.parse(text))


def test_insert_uses_the_neighbours_indentation():
    text = '{\n    "a": {\n        "b": 1\n    }\n}'
    assert jsonedit.insert(text, ["a"], "c", [1]) == '{\n    "a": {\n        "b": 1,\n        "c": [\n            1\n        ]\n    }\n}'


def test_removing_a_middle_item_keeps_the_rest():
    text = '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}'
    assert jsonedit.remove(text, [], "b") == '{\n  "a": 1,\n  "c": 3\n}'
    assert jsonedit.remove('[1, 2, 3]', [], 0) == '[2, 3]'
    assert jsonedit.remove('[1, 2, 3]', [], 2) == '[1, 2]'


@pytest.mark.parametrize("bad, where", [('{"a": 1,, }', "line 1, column 9"), ('{"a": [1, 2}', "line 1, column 12"),
                                        ('{\n  "a": "x\n}', "line 2, column 8"), ('{} x', "line 1, column 4")])
def test_parse_errors_name_the_position(bad, where):
    with pytest.raises(jsonedit.ParseError, match=where):
        jsonedit.parse(bad)
