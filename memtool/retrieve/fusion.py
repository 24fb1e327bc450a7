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
                  + observation_bias (+ digest_bias for a session digest,
                                      + layout_bias for the project's layout memory)

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

The project's layout memory (distil/layout.py: one per project, no session, its files' paths,
roles and imports) holds a question's file, directory and module words whether or not it answers
it, and so led questions its sessions answer (Demo "Where do the Demo app's source directories
live?"); `layout_bias` (fitted: -0.25) keeps it below evidence that holds as much, while a
question about the layout itself still finds it first (pr-viewer's).

One rule then works on that order (`specific_above`; `specific_margin`, off below 0): a session
digest talks about everything its session did, so it holds many of a question's words spread over
its lines without answering it, while a part of that session — a "Commands and results" part, a
fix, an event — that answers holds them together. So each candidate also carries its best
segment's share (`segment`: the largest share of the query's distinct terms one segment of its
text holds — a line, or a part of a long line, as focus.py cuts them), and of the digest's own
session's specific hits (observations other than the digest, events other than prompts) the first
in fused order whose best segment holds at least the digest's best segment's share plus the margin
goes just above the digest, which keeps its place below; nothing is dropped. Its margin is fitted
given the other constants (bench-sessions' fit: margins 0.1–0.3 or off; every leave-one-repository-
out fold chooses it on, 0.2 the fit on all; bench/RESULTS.md, sessions recall). The same rule on
the whole text's term share (a digest's own hit holding as much of the query as the digest,
anywhere in its text) loses more first places than it gains: spread over a digest's lines, its
terms say nothing; gathered in one line of a part, they do.

One constant works before fusion: `vocabulary`, the share of a query term's IDF an event's passage
gets for naming a tool that does the activity the term names (memtool/vocabulary.py; the event
tier's terms, eventlog.py): it changes which events are candidates, so bench-sessions collects the
candidates once per value and fits it with the others.

The constants are fitted, never hand-set: `bin/bench-sessions` chooses them by
leave-one-repository-out on the sessions dev splits (fit on the other repositories, score the
one left out; objective hit@1 + hit@3 + hit@10, smoothed over the grid) and reports those figures; the defaults here are
the fit on all of them (bench/RESULTS.md, sessions recall). `MEMTOOL_FUSION` overrides them ("observation_weight=1.5,observation_bias=-0.8,
session_support=0.7,digest_bias=0.4,term_coverage=1.5,event_excess=0.5,specific_margin=0.2"), for benchmarks and
experiments.

Record: `fuse()` returns search's result records best first, `score` set to the fused score and,
with explain, `explain.fused`.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Callable

from memtool import config
from memtool.errors import InputError

ENV = "MEMTOOL_FUSION"


@dataclasses.dataclass(frozen=True)
class Fusion:
    """The fitted constants of the fused ranking (see the module docstring)."""

    observation_weight: float = 0.5  # an observation's hybrid score, times this ...
    observation_bias: float = -0.3  # ... plus this, is on the events' coverage scale
    session_support: float = 1.0  # weight of its session's support on a digest's score (session_rank.py)
    digest_bias: float = 0.1  # a session digest's own bias (it holds a session's commands and outcomes)
    term_coverage: float = 1.5  # weight of the share of the query's distinct terms an observation holds
    event_excess: float = 0.0  # an event's coverage above 1 (the whole query and more) counts 1 + this per unit (off: below)
    specific_margin: float = 0.2  # a digest's own specific hit whose best segment holds this much more goes above it (< 0: off)
    layout_bias: float = -0.25  # added to a project's layout memory (distil/layout.py: one per project, no session)
    vocabulary: float = 1.0  # an event naming an activity's tool (memtool/vocabulary.py) holds its term at this share (0: off)


DEFAULT = Fusion()


@dataclasses.dataclass
class Candidate:
    """One hit of one tier before fusion: `score` is the tier's own (an observation's hybrid
    score without session support; an event's coverage), `support` its session's support
    (digests only, 0..1), `digest` whether it is a session digest, `terms` the share of the
    query's distinct terms it holds (0..1; observations), `session` the session it came from
    (None when unknown), `specific` whether it is a specific hit of its session (an observation
    other than its digest, an event other than a prompt: specific_margin), `layout` whether it is
    the project's layout memory (layout_bias), `segment` the share of the query's distinct terms
    its best segment holds (0..1; for specific_margin's rule only, read when the rule first asks
    for it: `read_segment`, set by search for digests and their sessions' specific hits)."""

    tier: str
    score: float
    result: dict
    support: float = 0.0
    digest: bool = False
    terms: float = 0.0
    session: str | None = None
    specific: bool = False
    layout: bool = False
    segment: float = 0.0
    read_segment: Callable[[], float] | None = dataclasses.field(default=None, repr=False, compare=False)


def segment(candidate: Candidate) -> float:
    """The candidate's best segment's share (Candidate.segment), read now if it was not yet."""
    if candidate.read_segment is not None:
        candidate.segment, candidate.read_segment = candidate.read_segment(), None
    return candidate.segment


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
            + (fusion.digest_bias if candidate.digest else 0.0) + (fusion.layout_bias if candidate.layout else 0.0))


def ranked(candidates: list[Candidate], fusion: Fusion) -> list[tuple[float, Candidate]]:
    """Every candidate with its fused score, best first: by fused score (ties: events first, then
    each tier's own order), then, with specific_margin on (≥ 0), each session digest's specific
    hit moved just above it (specific_above)."""
    order = {"event": 0, "observation": 1}
    scored = sorted(((fused_score(c, fusion), order.get(c.tier, 2), position, c)
                     for position, c in enumerate(candidates)), key=lambda item: (-item[0], item[1], item[2]))
    places = specific_above([c for *_, c in scored], fusion.specific_margin)
    return [(scored[i][0], scored[i][3]) for i in sorted(range(len(scored)), key=places.__getitem__)]


def specific_above(ordered: list[Candidate], margin: float) -> list[float]:
    """Each candidate's place in `ordered` (fused order), where a session digest's specific hit
    goes just above it: of the specific hits of the digest's session (fusion.Candidate.specific)
    whose best segment holds at least the digest's best segment's share plus `margin`, the first;
    when it stands below the digest, its place becomes the digest's less a half (several digests:
    the highest). Nothing is dropped; `margin` < 0: the places as they are."""
    places = [float(i) for i in range(len(ordered))]
    if margin < 0:
        return places
    for at, digest in enumerate(ordered):
        if not digest.digest or digest.session is None:
            continue
        least = segment(digest) + margin - 1e-9
        first = next((i for i, c in enumerate(ordered) if c.specific and c.session == digest.session
                      and segment(c) >= least), None)
        if first is not None and first > at:
            places[first] = min(places[first], at - 0.5)
    return places


def fuse(candidates: list[Candidate], limit: int, fusion: Fusion | None = None, explain: bool = False) -> list[dict]:
    """The best `limit` results of both tiers in fused order (`ranked`), ranks renumbered, `score`
    the fused score."""
    fusion = fusion or current()
    out = []
    for rank, (score, candidate) in enumerate(ranked(candidates, fusion)[:limit], 1):
        result = dict(candidate.result, rank=rank, score=round(score, 6))
        if explain and "explain" in result:
            result["explain"] = dict(result["explain"], fused=round(score, 6))
        out.append(result)
    return out
