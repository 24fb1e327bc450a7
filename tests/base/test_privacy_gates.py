"""The passes after the rules (`logins`, `nearby`, `views`, `calls`) run only where the Aho-Corasick walk
of `memtool.privacy.matcher` found a word they need: these gates are for speed alone, so on every
text of the redaction corpus the result must be the one of the same code with every gate open."""

from __future__ import annotations

import json

import pytest
from conftest import TESTS

from memtool.privacy import calls, logins, matcher, nearby, views


def _corpus_texts() -> list[str]:
    manifest = json.loads((TESTS / "redaction_dev" / "sources.json").read_text())
    texts = []
    for source in manifest["sources"]:
        for name in (source["secrets"], source["clean"]):
            path = TESTS / source["dir"] / name
            texts += [json.loads(line)["text"] for line in path.read_text().splitlines()]
    return texts


def test_every_word_a_pass_needs_is_reported_by_the_walk():
    needed = (set(logins.CONTEXT_WORDS) | set(logins.PORT_MARKS) | set(views.MARKS) | {"seed"} | set(nearby.HINTS)
              | set(calls.VERB_MARKS))
    for word in sorted(needed):
        assert word in matcher._rules_to_run(f"x {word} y")[2], word
    # (words only a gate needs run no rule, and are no hint for the passes that read the hints)
    indexes, present, words = matcher._rules_to_run("runas :5 seed")
    assert {"runas", ":5", "seed"} <= words and not {"runas", ":5"} & present


def test_the_gates_change_no_result(monkeypatch):
    texts = _corpus_texts()
    assert len(texts) > 5000
    gated = [matcher.redact_rules(text) for text in texts]
    real = matcher._rules_to_run
    monkeypatch.setattr(matcher, "_rules_to_run", lambda lowered: (*real(lowered)[:2], None))
    opened = [matcher.redact_rules(text) for text in texts]
    assert sum(out != (text, 0) for text, out in zip(texts, gated)) > 1000  # (the corpus redacts)
    assert [i for i, (a, b) in enumerate(zip(gated, opened)) if a != b] == []


@pytest.mark.parametrize("text", [
    "net user deploy Xk9#mQ2vLp /add",  # a login line: the walk reports "user"
    "db.internal:5432:shop:app:Xk9mQ2vLp7\n",  # a .pgpass line: ":5"
    "@@ -1,2 +1,2 @@\n-DB_PASSWORD=old\n+DB_PASSWORD=Xk9mQ2vLp7zz\n",  # a diff: "@@ "
    "$ prosodyctl register eva chat.example.org Xk9mQ2vLp7zz\n",  # a verb storing a credential: "register "
])
def test_what_only_a_gated_pass_finds_is_still_found(text):
    out, count = matcher.redact_rules(text)
    assert count >= 1 and "Xk9" not in out
