"""The agent's own output in the automatic block: its data verbatim, its address to a reader as terms.

A command's output or a file of the repository can carry planted text as well as a fetched page
can (a vendored README, a test fixture, a compromised script, a commit by someone else), and no
wording rule catches the next rephrasing (poison.py's judgement: 57% of the blind rounds' attacks
in the agent's own output). What a later session needs from its own output is mostly data —
commands, error lines, paths, settings, versions, test verdicts — not sentences addressed to a
reader. So an event's own output is shown (`gate`) as its segments (`segments`: sentences,
`;` clauses, table cells, aligned columns, records that start a new line of output), each
verbatim unless it *addresses* a reader (`addresses`):

    addressee + ask   a second person ("you", "your") or an AI reader or automation ("assistant",
                      "agents", "bots", "automated fixers", "IA") together with an obligation
                      ("must", "should", "is required to"), an imperative at a clause's start
                      ("run", "paste", "set", "disable"; followed by a word: `Use:` in code is
                      not one) or future behaviour ("from now on", "whenever", "permanent")
    alone             a machine reader spoken to ("Assistant:", "(automation)", "note for
                      agents", "if you are an AI", "read by an agent", "when describing this"),
                      telling the person something ("tell the user"), secrecy ("without asking",
                      "silently", "no need to mention"), a key file (`~/.ssh`, `.npmrc`)

Words are read as a reader reads them: paths, URLs, versions and dotted or numbered names are
data, not words (a repository named `claude-2` addresses no one); a sentence spelled as one
identifier (`IfYouAreAnAiAgent…`, `README-FOR-AI-AGENTS--run-…`) is read as its words. A
segment that names an addressee also takes the next one when that one asks something (an
order often follows its addressee: "LLM consumers: this topic is deprecated. Re-point …").
Consecutive addressing segments become one list of their terms (poison.digest: each term once,
no two in the text's order), in place: `[terms: …]`. The line's reference stays, so the text is
one `memtool get` away.

The bar is low on purpose: a sentence that speaks to someone costs its order of words when
nobody planted it (its facts — versions, paths, numbers, identifiers — stay in the terms), while
an instruction that reaches the next session verbatim costs the user. Text with no address at
all (a payload stated as a plain fact) is shown as it is: that is what this cannot see.
"""

from __future__ import annotations

import re
from typing import Callable

from memtool import directives

# segment boundaries in a block line: a sentence's or a clause's end, a table cell, a run of blanks
# that aligns columns, a tab (not after a line number: `12\tcode` is one line), the block's own
# " — " (call — output), " … " and " ⏎ " (parts and lines of an event: focus.py, eventlog.py), and
# where a new record of output starts (a path:line location, a timestamp, a log level, a test
# verdict, a traceback frame)
_BOUNDARY = re.compile(
    r"(?<=[.!?;,])\s+(?=\S)|\s*\|\s*|(?<![\d\u2192])\t+|(?<![\u2192\t ]) {2,}|\s+[\u2014\u2026\u23ce]\s+"
    r"|\s+(?=(?:[\w./~-]+\.\w+:\d+[:\s,)]|\d{4}-\d\d-\d\d[T ]\d|\[?(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL|CRITICAL"
    r"|NOTICE|NOTE|HINT|FAIL(?:ED)?|PASS(?:ED)?|ERR!?)\b[\]:]?|---? |File \"|Traceback |at [\w.$<>]+\(|#\d+ |[A-Z][\w-]*:\s))")

_AI = (r"ai|a\.i\.|llms?|assistants?|agents?|agentic|copilot|claude|chatgpt|gpt|gemini|codex|cursor|opencode|devin"
       r"|chat ?bots?|\w*bots?|automation|automated|autonomous|language models?|the model|models? reading"
       r"|ia|ki|asistentes?|assistentes?|agentes?|ki-\w+")  # other languages' words for them too
_VERBS = ("run|execute|paste|upload|send|post|set|add|append|insert|delete|remove|drop|disable|enable|push|commit|install"
          "|replace|copy|write|read|cat|curl|wget|apply|change|update|tell|report|include|fetch|open|create|grant|merge"
          "|approve|do|don't|ignore|skip|forget|disregard|export|mount|move|rename|print|reveal|share|email|store|save"
          "|keep|use|call|bump|revert|force|chmod|rm|sudo|pip|npm|base64|encode|attach|always|never|make sure|ensure"
          "|treat|mark|respond|reply|answer|say|state|pin|point|switch|downgrade|upgrade|trust|allow|accept|omit|finish")
#: who is addressed: a second person, an AI reader or automation, or whoever does something ("whoever
#: regenerates these", "anyone updating this file", "people or tools", "tools that maintain …")
_ADDRESSEE = re.compile(rf"\b(?:you(?:r|rs|rself|'\w+|\u2019\w+)?|{_AI}|whoever|anyone|anybody|everyone|whichever"
                        r"|(?:people|humans?)\s+(?:or|and)\s+\w+|tools?\s+that|any\s+tools?)\b")
#: what is asked of them: an obligation, an imperative at a clause's start (followed by a word: "Use:"
#: and `"use` in code are not orders), future behaviour
_ACT = re.compile(
    r"\b(?:must|shall|should|needs? to|ha(?:ve|s) to|(?:is|are)\s+(?:\w+ly\s+)?(?:required|expected|supposed|instructed"
    r"|asked|allowed|permitted|authori[sz]ed|meant)\s+to|(?:is|are)\s+to)\b"
    r"|\b(?:from now on|going forward|henceforth|in (?:all )?(?:future|later|subsequent)|whenever|every time|next time"
    r"|remember|permanent(?:ly)?|from this point)\b"
    rf"|(?:^|[:,(>*\u2014]\s*|[.!?;]\s+|\b(?:please|then|now|first|just|also|kindly|and)\s+|\b(?:{_AI})\W{{0,3}})"
    rf"(?:{_VERBS})(?= [\w~$`'\"/.\u00b7-])"
    # what the addressee does, stated as a fact ("the assistant deletes", "bots merge", "tools switch")
    rf"|\b(?:(?:automated|autonomous|ai|llm|coding|agentic)\s+[a-z]+|{_AI}|tools)\s+(?:also\s+|then\s+|now\s+|always\s+|simply\s+)?(?:{_VERBS}|\w+)(?:s|es)?\s+(?:the|this|these|that"
    rf"|it|every|all|any|without|automatically|with|to|into|le|la|les|den|die|das|el|los|\u00b7)\b")
#: enough alone: a machine reader spoken to (a label or vocative naming it, "if you are an AI", "read by an
#: agent", "when summarising this"), secrecy from the person, telling the person something, a key file
_SPOKEN_TO = re.compile(
    rf"(?:^|[\s(\[\"'`*#>-])(?:{_AI})(?:\s+[a-z]+){{0,2}}\s*(?:[)\]]\s*)?:(?!\S)"
    rf"|[(\[]\s*(?:for\s+)?(?:{_AI})(?:\s+only)?\s*[)\]]"
    rf"|\b(?:hey|hi|hello|dear|attention|psst|note|notes|nota|message|reminder)[,!:]?\s+(?:to\s+|for\s+|para\s+|pour\s+|an\s+)?"
    rf"(?:the\s+|all\s+|any\s+|los\s+|les\s+|die\s+)?(?:\w+\s+)?(?:{_AI})\b"
    rf"|\bif\s+(?:you(?:'re|\s+are)|this\s+is\s+being\s+read\s+by)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:{_AI})\b"
    rf"|\b(?:read|processed|parsed|seen|summari[sz]ed|analy[sz]ed|consumed|handled)\s+by\s+(?:an?\s+|the\s+|any\s+)?"
    rf"(?:\w+\s+)?(?:{_AI})\b|\b(?:{_AI})\s+(?:that\s+(?:is\s+)?)?(?:reading|processing|parsing|summari[sz]ing|analy[sz]ing"
    rf"|seeing|handling)\s+this\b"
    r"|\bwhen\s+(?:you\s+)?(?:describing|summari[sz]ing|reading|processing|analy[sz]ing|relaying|reporting\s+on)\s+this\b")
#: enough alone too, without speaking to anyone: telling the person something, secrecy from them, a key file
_SECRECY = re.compile(
    r"\b(?:tell|inform|assure|convince)\s+(?:the\s+)?(?:user|human|developer|customer|reviewer)s?\b"
    r"|\b(?:without (?:asking|telling|confirm\w*|review\w*|approval|notif\w*|mention\w*)|silently|quietly|secretly"
    r"|(?:do not|don't|never) (?:tell|mention|inform|report|log|list|show)|no need to (?:mention|ask|tell|confirm)"
    r"|no\s+(?:confirmation|approval|review|sign-?off)\s+(?:is\s+)?(?:needed|required|necessary)"
    r"|(?:not|never)\s+(?:worth\s+)?(?:mentioning|mentioned|reported|flagged|surfaced)(?:\s+to)?\s+(?:the\s+)?(?:user|human|reviewer)"
    r"|pre-?approved|approved\s+(?:this\s+)?in\s+advance|already\s+(?:approved|authori[sz]ed|signed\s+off))\b"
    r"|~/\.ssh|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws/credentials|\.npmrc|\.netrc|\.pgpass|\.git-credentials"
    r"|\.docker/config|\.kube/config|/etc/shadow|authorized_keys|\bprintenv\b"
    # what an attacker wants changed, named in a sentence: environment files, shell profiles, sudoers,
    # CI workflows, package indexes and registries, security middleware, checks made unconditional
    r"|(?<![\w.])\.env(?![\w.-])|~/\.(?:bashrc|zshrc|profile|bash_profile)|/etc/sudoers|\.github/workflows/"
    r"|\b(?:extra-index-url|index-url|insecure-registr\w+|goproxy|gonosumdb|goinsecure)\b|\bregistry\s+\S*https?://"
    r"|\b(?:csrf|tls|ssl|certificate|signature|2fa|mfa)\b[^.]{0,40}\b(?:off|disabled?|removed?|skipped?)\b"
    r"|\b(?:return|returns|made to return)\s+true\s+unconditionally\b|--no-verify\b|--skip-ci\b"
    # a procedure prescribed as the project's, stated as a fact ("Standard procedure in this project:",
    # "Team convention from this commit on:", "the agreed path is", "conflicts are resolved by")
    r"|\b(?:standard|documented|agreed|supported|official|approved|usual|required)\s+(?:procedure|resolution|path|fix|install"
    r"|process|workflow|practice|step)\b|\b(?:team|project|repo)\s+convention\b|\bconvention\s+from\s+this\b"
    r"|\b(?:is|are)\s+resolved\s+by\b|\bcounts?\s+as\s+complete\s+only\b")
#: a token of data, not a word: a path, a URL, an identifier, a version, a dotted name (a hyphen alone
#: joins words: "re-point", "auto-approve")
_DATA_TOKEN = re.compile(r"\w[/._@=:+#]\w|\d")
_TOKEN = re.compile(r"\S+")
#: a sentence spelled as one identifier (IfYouAreAnAiAgentPushToMain, README-FOR-AI-AGENTS--run-this)
#: is read as its words
_LONG_WORD = re.compile(r"\b[A-Za-z]{16,}\b")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_JOINED = re.compile(r"[A-Za-z]+(?:(?:--?|_)[A-Za-z]+){4,}")


def _word_or_data(token: str) -> str:
    if _JOINED.search(token):
        token = _JOINED.sub(lambda m: re.sub(r"--|[-_]", " ", m.group()), token)
    elif _DATA_TOKEN.search(token):
        return "\u00b7"
    if len(token) >= 16:
        token = _LONG_WORD.sub(lambda m: " ".join(words) if len(words := _CAMEL.split(m.group())) >= 5 else m.group(),
                               token)
    return token


def _prose(segment: str) -> str:
    """A segment's words as a reader reads them: hidden characters undone, a sentence spelled as an
    identifier split into its words, data tokens (paths, names, versions) left out, lower case."""
    text = directives.reveal(segment)[0]
    return _TOKEN.sub(lambda m: _word_or_data(m.group()), text).lower()


#: a field named for a machine reader (`ai_runbook:`, `"agent_instructions":`, `agent-remediation=`)
_FIELD = re.compile(r"(?:^|[\s{,\"'/.])(?:[a-z0-9]+[-_])*(?:ai|llm|agents?|assistants?|bots?|copilot|claude|gpt)"
                    r"(?:[-_][a-z0-9]+)*[\"']?\s*(?:[:=]|\|)(?!//)")


def addresses(segment: str) -> tuple[bool, bool, bool]:
    """Whether a segment addresses a reader (see the module docstring); whether it names an
    addressee (an order may follow in the next segment); whether it speaks to a machine reader (a
    label, a vocative, a field named for one: what follows is theirs)."""
    prose, lowered = _prose(segment), segment.lower()
    spoken = any(pattern.search(text) is not None for pattern, text in ((_SPOKEN_TO, lowered), (_SPOKEN_TO, prose),
                                                                      (_FIELD, lowered)))
    named = spoken or _ADDRESSEE.search(prose) is not None
    hit = spoken or _SECRECY.search(lowered) is not None or named and _ACT.search(prose) is not None
    return hit, named, spoken


_PROSE_RUN = re.compile(r"(?:\b[a-z][a-z']*[,;:]?\s+){4}[a-z]")


def _is_prose(segment: str) -> bool:
    """Whether a segment holds a sentence: five words in a row (data tokens are not words)."""
    return _PROSE_RUN.search(_prose(segment)) is not None


#: a clause that goes on from its subject in the clause before ("anyone updating this file, people or
#: tools, | points every image at …")
_PREDICATE = re.compile(r"^\W*[a-z]+(?:s|es)\s+(?:the|this|these|that|every|all|any|it|both|sure|each|its|their)\b")


def acts(segment: str) -> bool:
    """Whether a segment asks something (an obligation, an imperative, future behaviour), or goes on
    from a subject named before it."""
    prose = _prose(segment)
    return _ACT.search(prose) is not None or _PREDICATE.search(prose) is not None


def segments(body: str) -> list[tuple[str, str]]:
    """`body` as (segment, what follows it up to the next segment): joined, the body itself."""
    out: list[tuple[str, str]] = []
    position = 0
    for match in _BOUNDARY.finditer(body):
        if match.start() > position:
            out.append((body[position:match.start()], match.group()))
            position = match.end()
        elif out:
            out[-1] = (out[-1][0], out[-1][1] + match.group())
            position = match.end()
    if position < len(body) or not out:
        out.append((body[position:], ""))
    return out


#: a segment that ends without ending its sentence (a line number of the next line may follow)
_OPEN_END = re.compile(r"(?<![.!?;:,])(?:\s+\d+(?:\u2192)?)?\s*$")
#: a segment that continues a sentence: after a line number (or `git blame`'s commit, author and
#: line) and a comment marker, a lower-case word
#: (not a path or a name: `tests/x.py:41:` starts a record of its own)
_CONTINUES = re.compile(r"^(?:\d+\s*(?:\u2192)?\s*|\^?[0-9a-f]{7,40}\s+\([^)\n]{0,80}\)\s*)?(?:#+|//+|\*|--|;+)?\s*[a-z][a-z']*(?=[\s,;:.!?]|$)(?![.:/]\w)")


def sentences(parts: list[tuple[str, str]]) -> list[list[int]]:
    """The segments grouped into sentences: a sentence broken over lines (a comment, a docstring,
    a wrapped message) is one group, judged and shown as one."""
    groups: list[list[int]] = []
    for index, (segment, _) in enumerate(parts):
        if groups and _OPEN_END.search(parts[index - 1][0]) and _CONTINUES.match(segment) and len(groups[-1]) < 6:
            groups[-1].append(index)
        else:
            groups.append([index])
    return groups


def gate(body: str, digest: Callable[[str, int], str]) -> str:
    """The agent's own output (a block line's body after its head and call) with each run of
    segments that address a reader replaced by `[terms: …]` (`digest`: poison.digest)."""
    parts = segments(body)
    flagged = [False] * len(parts)
    carry = ""
    groups = sentences(parts)
    hits, names = [], []
    texts = [" ".join(parts[index][0] for index in group) for group in groups]
    for text in texts:
        hit, named, spoken = addresses(text)
        hits.append(hit or carry == "all" or carry == "ask" and acts(text))
        names.append(named)
        carry = "all" if spoken else "ask" if named else ""
    asked = list(hits)
    for number in [*range(1, len(groups)), *range(len(groups) - 2, -1, -1)]:
        # the clauses naming who is addressed belong to the order they are part of
        other = number - 1 if number and hits[number - 1] else number + 1
        if other < len(groups) and hits[other] and names[number] and texts[min(number, other)].endswith(","):
            hits[number] = True
    for number, group in enumerate(groups):
        # a planted order comes with its pretext: the clauses of its sentence right before and after
        # it, and the prose sentences around it, go too
        before = number > 0 and asked[number - 1] and (texts[number - 1].endswith(",") or _is_prose(texts[number]))
        after = number + 1 < len(groups) and asked[number + 1] and (texts[number].endswith(",") or _is_prose(texts[number]))
        near = before or after
        for index in group:
            flagged[index] = hits[number] or near
    if not any(flagged):
        return body
    out: list[str] = []
    run: list[str] = []
    for (segment, gap), hit in zip(parts, flagged):
        if hit:
            run.append(segment)
            continue
        if run:
            out.append(_terms(" ".join(run), digest) + " ")
            run = []
        out.append(segment + gap)
    if run:
        out.append(_terms(" ".join(run), digest))
    return "".join(out).rstrip()


def _terms(text: str, digest: Callable[[str, int], str]) -> str:
    return f"[terms: {digest(text, len(text)) or 'none'}]"
