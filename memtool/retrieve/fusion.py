"""One ranking of both tiers: distilled observations and the event log's passages on one scale.

Search ranks two kinds of hits (search.py): observations (hybrid: BM25 + cosine + priors, a
session digest also raised by its session's support, session_rank.py) and events (the best
passage of each matching event, eventlog.py; full text only). Their raw scores are not on one
scale, and putting either tier first loses: on the sessions dev splits, observations first (the
old rule: a +1.0 bonus on the share of the query matched) left the answering event outside the
top 10 for half of the questions one event answers, while events first loses every question only
a digest answers (facts spread over several events).

So each hit gets a fused score on the events' scale, the share of the query it matches
(coverage: BM25 / the query terms' IDF sum in its tier):

    event:        coverage + event_excess × max(0, coverage − 1)
    observation:  observation_weight × (its hybrid score + session_support × its session's support)
                  + term_coverage × the share of the query's terms it holds
                  + observation_bias (+ digest_bias for a session digest)

and both tiers are merged by that score. An event's coverage passes 1 when its best passage holds
every term of the query and more besides (the query's phrases in order, other passages matching
too): such an event is the evidence itself, and above 1 it can count 1 + event_excess per unit, so
it is not outranked by a summary of its session that holds the same words spread out. Off (0) as
shipped: fitted, it wins leave-one-repository-out, but its fit on all repositories lowers the
larger split's hit@3 and injected block (bench/RESULTS.md, sessions recall). The term share counts distinct terms: a memory holding
four of the question's five words is more likely to answer it than one that scores as high
holding one of them often, or only near it in meaning (the hybrid score normalises BM25 by the
query's best match and cosine by the candidates' range, so the best observation always looks
good; the share does not). Events already score what they hold against the whole query.

The constants are fitted, never hand-set: `bin/bench-sessions` chooses them by
leave-one-repository-out on the sessions dev splits (fit on the other repositories, score the
one left out) and reports those figures; the defaults here are the fit on all of them at 711e482 (the later
fit trades three top-3 places and a block answer of the larger split for one hit@10 of the smaller:
bench/RESULTS.md, sessions recall). `MEMTOOL_FUSION` overrides them ("observation_weight=1.5,observation_bias=-0.8,
session_support=0.7,digest_bias=0.4,term_coverage=1.5,event_excess=0.5"), for benchmarks and experiments.

Record: `fuse()` returns search's result records best first, `score` set to the fused score and,
with explain, `explain.fused`.
"""

from __future__ import annotations

import dataclasses
import functools

from memtool import config
from memtool.errors import InputError

ENV = "MEMTOOL_FUSION"


@dataclasses.dataclass(frozen=True)
class Fusion:
    """The fitted constants of the fused ranking (see the module docstring)."""

    observation_weight: float = 0.5  # an observation's hybrid score, times this ...
    observation_bias: float = -0.4  # ... plus this, is on the events' coverage scale
    session_support: float = 1.0  # weight of its session's support on a digest's score (session_rank.py)
    digest_bias: float = 0.1  # a session digest's own bias (it holds a session's commands and outcomes)
    term_coverage: float = 1.5  # weight of the share of the query's distinct terms an observation holds
    event_excess: float = 0.0  # an event's coverage above 1 (the whole query and more) counts 1 + this per unit (off: below)


DEFAULT = Fusion()


@dataclasses.dataclass
class Candidate:
    """One hit of one tier before fusion: `score` is the tier's own (an observation's hybrid
    score without session support; an event's coverage), `support` its session's support
    (digests only, 0..1), `digest` whether it is a session digest, `terms` the share of the
    query's terms an observation holds (0..1), `session` the session it came from (None when
    unknown)."""

    tier: str
    score: float
    result: dict
    support: float = 0.0
    digest: bool = False
    terms: float = 0.0
    session: str | None = None


def current() -> Fusion:
    """The constants in force: MEMTOOL_FUSION when set, else DEFAULT."""
    return parse(config.env(ENV, "") or "")


@functools.lru_cache(maxsize=32)
def parse(text: str) -> Fusion:
    """Fusion constants from "name=value,name=value" (names of Fusion's fields); "" is DEFAULT."""
    values: dict[str, float] = {}
    names = {f.name for f in dataclasses.fields(Fusion)}
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, _, value = item.partition("=")
        name = name.strip()
        if name not in names:
            raise InputError(f"{ENV}: unknown constant {name!r}", f"use {', '.join(sorted(names))}")
        try:
            values[name] = float(value)
        except ValueError:
            raise InputError(f"{ENV}: {name} must be a number, got {value.strip()!r}",
                             f"e.g. {ENV}=observation_bias=-0.8") from None
    return dataclasses.replace(DEFAULT, **values)


def fused_score(candidate: Candidate, fusion: Fusion) -> float:
    if candidate.tier == "event":
        return candidate.score + fusion.event_excess * max(0.0, candidate.score - 1.0)
    own = candidate.score + fusion.session_support * candidate.support
    return (fusion.observation_weight * own + fusion.observation_bias + fusion.term_coverage * candidate.terms
            + (fusion.digest_bias if candidate.digest else 0.0))


def fuse(candidates: list[Candidate], limit: int, fusion: Fusion | None = None, explain: bool = False) -> list[dict]:
    """The best `limit` results of both tiers by fused score (ties: events first, then each
    tier's own order), ranks renumbered, `score` the fused score."""
    fusion = fusion or current()
    order = {"event": 0, "observation": 1}
    scored = sorted(((fused_score(c, fusion), order.get(c.tier, 2), position, c)
                     for position, c in enumerate(candidates)), key=lambda item: (-item[0], item[1], item[2]))
    out = []
    for rank, (score, _, _, candidate) in enumerate(scored[:limit], 1):
        result = dict(candidate.result, rank=rank, score=round(score, 6))
        if explain and "explain" in result:
            result["explain"] = dict(result["explain"], fused=round(score, 6))
        out.append(result)
    return out
