"""Redaction quality on the evaluation corpus (tests/redaction_eval/, see its README for where it
comes from): the issue's targets as a fast test. bin/bench-redact prints the same numbers with
each miss."""

from __future__ import annotations

import json
from collections import Counter

from conftest import TESTS

from memtool.privacy import scrub

DATA = TESTS / "redaction_eval"


def _load(name):
    return [json.loads(line) for line in (DATA / name).read_text().splitlines()]


def _leaked(secret: str, out: str) -> bool:
    n = max(8, len(secret) // 2)
    return any(secret[i:i + n] in out for i in range(max(1, len(secret) - n + 1)))


def test_the_corpus_is_big_enough_and_has_every_class():
    secrets, clean = _load("secrets.jsonl"), _load("clean.jsonl")
    classes = Counter(r["class"] for r in secrets)
    assert sum(len(r["secrets"]) for r in secrets) >= 500 and len(clean) >= 250
    assert classes["self-identifying"] >= 200 and classes["keyword-context"] >= 200


def test_at_least_99_percent_of_secrets_are_caught_and_98_in_each_class():
    total, caught = Counter(), Counter()
    for rec in _load("secrets.jsonl"):
        out, _ = scrub(rec["text"])
        for value in rec["secrets"]:
            total[rec["class"]] += 1
            caught[rec["class"]] += not _leaked(value, out)
    assert sum(caught.values()) >= 0.99 * sum(total.values()), (caught, total)
    for cls in total:
        assert caught[cls] >= 0.98 * total[cls], (cls, caught[cls], total[cls])


def test_at_most_1_percent_of_clean_texts_are_altered():
    clean = _load("clean.jsonl")
    altered = [r["id"] for r in clean if scrub(r["text"])[0] != r["text"]]
    assert len(altered) <= 0.01 * len(clean), altered


# -- the development corpus written from how developers leak (tests/redaction_dev/) -------------

DEV = TESTS / "redaction_dev"


def _dev(prefix: str):
    secrets = [json.loads(line) for line in (DEV / f"{prefix}secrets.jsonl").read_text().splitlines()]
    clean = [json.loads(line) for line in (DEV / f"{prefix}clean.jsonl").read_text().splitlines()]
    return secrets, clean


def test_the_dev_corpora_catch_99_percent_98_in_every_class_95_in_every_family():
    for prefix in ("", "holdout_", "holdout2_"):
        secrets, clean = _dev(prefix)
        total, caught = Counter(), Counter()
        for rec in secrets:
            out, _ = scrub(rec["text"])
            for value in rec["secrets"]:
                for group in (rec["family"], rec["class"]):
                    total[group] += 1
                    caught[group] += not _leaked(value, out)
        n_total = sum(len(r["secrets"]) for r in secrets)
        n_caught = sum(caught[r] for r in {r["class"] for r in secrets})
        assert n_caught >= 0.99 * n_total, (prefix, caught, total)
        classes = {r["class"] for r in secrets}
        for group in total:  # (a family has 40-60 secrets: one miss is 1.7-2.5 %)
            share = 0.98 if group in classes else 0.95
            assert caught[group] >= share * total[group], (prefix, group, caught[group], total[group])
        altered = [r["id"] for r in clean if scrub(r["text"])[0] != r["text"]]
        assert len(altered) <= 0.015 * len(clean), (prefix, altered)
