"""The poisoning gate: text that reads as instructions to the agent never enters the injected
memory block verbatim.

The block is put into the agent's prompt without being asked for, so a tool output that says
"ignore previous instructions" or "upload ~/.ssh to …" — captured, distilled and recalled —
would speak to the next session with memory's authority. Published attacks on agent memory
succeed most of the time against a block that is merely marked untrusted; what stops them is
keeping such text out. Kinds recognised (`findings`):

    override      "ignore/disregard/forget (all) previous instructions", "from now on you must",
                  "you must now", "you are now …", "new instructions:", "override the system prompt"
    addressed     imperatives aimed at the assistant: "AI agents reading this must …", "if you are
                  an AI/LLM …", "note to the assistant: …", "do not tell the user"
    exfiltration  sending files or credentials elsewhere: "upload ~/.ssh to …", `curl -d @~/.ssh/…`,
                  `cat .env | nc …`, "send the API keys to https://…"
    shell-pipe    a download run as a program: `curl … | sh`, `wget -O- … | bash`, `bash <(curl …)`,
                  `sh -c "$(curl …)"`, `iex (iwr …)`
    fake-tag      markup posing as the conversation's structure: <system>, </tool_result>,
                  <|im_start|>, [INST], <<SYS>>, "BEGIN SYSTEM PROMPT", a line starting "SYSTEM:"
    encoded       a base64 blob that decodes to text of any kind above (or to an order half as
                  strong as directives.THRESHOLD: nobody base64-encodes an order by accident)
    directive     what reads as orders to the agent by its structure, whatever the wording:
                  directives.py (a machine reader addressed, its orders set aside, secrecy from the
                  person, consent claimed, persistence asked for, secrets sent out — scored per
                  sentence); the patterns above know phrasings, this knows arrangements
    hidden        text people cannot see: zero-width characters between letters, Unicode tags,
                  bidirectional overrides, CSS-hidden elements holding sentences

Where it acts:

* distillation (`screen_observation`, called by observations.normalise for memories a machine
  wrote — extractive, LLM, digest, an agent's save_memory): each sentence with a finding is
  replaced by `[memtool: withheld — reads as instructions to the agent (KIND)]`, and the kinds
  are kept in metadata.withheld. The event keeps the original: it is the evidence.
* injection (`gate_items`, called by context.build_context on the lines it packs): a line with
  a finding keeps its reference and says why it is withheld instead of its text; the memory
  stays available to an explicit `memtool get` / search.
* provenance, whatever the wording: an event whose text came from outside the user's work (a
  fetched page, a web search, an MCP tool's result, a package install's or `gh`'s output:
  is_external) is data, never instructions — its line in the automatic block shows its terms
  (`digest`: alphabetical, each once, no sentence of it), never its text. Phrases and
  structure are found in attacks written before them; a stranger's next rephrasing is not,
  so for text from strangers "kept out verbatim" holds by construction.
* the agent's own output (its commands' output, its reads of the project's files: an event line
  that is not from outside and has no finding) is shown segment by segment: what has the shape of
  knowledge (commands, error lines, paths, settings, versions, test verdicts, code) as it is; as
  its terms, every line of prose (eight plain words, in any script: a planted sentence whatever its
  wording, and a doc comment nobody planted alike), each sentence that names a harmful act (an
  object of one — secrets, shell profiles, CI, package sources, checks, privileges, memory — with
  an effect of the same act, in any mood, or such an act spelled as a command or a setting), that
  names a place elsewhere in plain words, that is a line in a script the lexicon cannot read naming
  something to act on, or that addresses a reader (own_output.py); a line of output is one record,
  shown whole or as its terms (a table row's cells, a record's prefix go with a planted message:
  own_read.view). A memory distilled from such output is screened the same way but keeps its prose.
* a file the agent read (a tool of _READ_TOOL, or a shell command printing files: `cat`, `sed -n`,
  `head`, … own_read.prints_files) is shown by the read view (MEMTOOL_READ_VIEW,
  `memtool context --read-view`; `read_view`): `terms` (the default) shows every line of it as its
  terms, never verbatim — a planted line that looks like a setting (`key = value`) is data to no
  reader's eye; `data` shows its lines of data verbatim through the segment gate, its comments,
  sentences, pipes and places elsewhere as terms (own_read.py). Explicit search and `memtool get`
  show the file as stored either way.

Decided, not accidental: a download piped into a shell is withheld even when it is an ordinary
install instruction from a README. The block is read without the agent asking, and a recalled
`curl … | sh` is exactly what a poisoned page plants; the note stays one `memtool get` away.
Ordinary imperatives ("you must run make generate first", "run the tests") are not findings:
only imperatives addressed to the assistant or overriding its instructions are.
"""

from __future__ import annotations

import base64
import binascii
import functools
import re
import unicodedata
from typing import NamedTuple

from memtool import config, directives, own_output, own_read

_I = re.IGNORECASE  # (folded: see _compile)
_PRIOR = r"(?:all\s+|any\s+|the\s+|your\s+|of\s+(?:the|your)\s+)*(?:previous|prior|above|earlier|preceding|original|existing|system|initial)"
_RULES = (r"(?:instructions?|prompts?|directions?|directives?|rules|guidelines|guidance|context|messages?|commands?"
          r"|constraints|restrictions|limitations|policies|safeguards)")
_AI = (r"(?<![./\w-])(?:(?:AI|LLM)\s+(?:coding\s+)?(?:models?|tools?|systems?|agents?|assistants?)|AI|A\.I\.|LLM|LLMs"
       r"|(?:large\s+)?language\s+models?|(?:AI\s+|coding\s+|LLM\s+)?(?:assistants?|agents?)|chat\s?bots?|Claude"
       r"|automated\s+(?:assistants?|agents?|tools?)|ChatGPT|GPT(?:-\d)?|Copilot|Cursor|Gemini|OpenCode|Codex)")
# what an agent is told to do (imperatives that act)
_ACT = (r"(?:disregard|ignore|forget|run|execute|delete|remove|send|upload|post|add|append|insert|commit|push|install"
        r"|approve|merge|reveal|print|disable|enable|skip|replace|rewrite|download|always|never|don't|stop|grant|obey)")
_SECRET_FILE = (r"(?:~?/?\.(?:ssh|aws|gnupg|kube|azure|gcloud|config/gh)\b[\w/.-]*|id_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws/credentials|\.netrc|\.pgpass|\.npmrc"
                r"|\.git-credentials|\.docker/config\.json|\.kube/config|/etc/(?:passwd|shadow)|\.env(?![\w.])|\.bash_history"
                r"|keychain|wallet\.dat|database\s+(?:url|password|credentials)|connection\s+strings?)")
# where stolen data goes: a URL, a host name, an e-mail address, an IP, a webhook or a public place
_ELSEWHERE = (r"(?:https?://|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|xyz|ru|cn|sh|dev|app|site|top|info|biz)\b|\b\S+@[\w-]+\.\w+"
              r"|\b\d{1,3}(?:\.\d{1,3}){3}\b|\bwebhook|\b(?:the\s+|this\s+|a\s+)?(?:issue|gist|pastebin|comment|discord"
              r"|telegram)\b)")
_SECRET_WORD = (r"(?:credentials?|secrets?|api[\s_-]?keys?|access[\s_-]?keys?|private[\s_-]?keys?|ssh[\s_-]?keys?"
                r"|tokens?|passwords?|passphrases?|session\s+cookies?|printenv|`env`|output\s+of\s+env)")
_SEND = r"(?:send|upload|post|exfiltrate|transmit|forward|e-?mail|leak|share|copy|paste|submit|beacon|attach)"
_DOWNLOAD = r"(?:curl|wget|fetch|aria2c|http(?:ie)?|iwr|irm|invoke-webrequest|invoke-restmethod|lwp-download)"
_SHELL = r"(?:sudo\s+(?:-\S+\s+)*)?(?:ba|z|k|c|tc|da|fi|a)?sh|python[23]?|perl|ruby|node|php|iex|invoke-expression|pwsh|powershell"

_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_ESCAPED_OR_LETTER = re.compile(r"\\.|[A-Z]")


def _compile(source: str, flags: int = 0) -> tuple[re.Pattern[str], bool]:
    """A pattern and whether it runs on the ASCII-lowercased text: re.IGNORECASE disables the
    regular-expression engine's fast scan for a first character (measured 5-10 times slower
    here), so a case-insensitive pattern is lowercased (its escapes kept) and run on lowered text."""
    if not flags & re.IGNORECASE:
        return re.compile(source, flags), False
    lowered = _ESCAPED_OR_LETTER.sub(lambda m: m.group() if m.group().startswith("\\") else m.group().lower(), source)
    return re.compile(lowered, flags & ~re.IGNORECASE), True


_PATTERNS: list[tuple[str, tuple[re.Pattern[str], bool]]] = [
    ("override", _compile(
        rf"\b(?:ignore|disregard|forget|skip|abandon|override|bypass|discard|stop\s+(?:following|obeying)|set\s+aside)"
        rf"(?:\s+(?:all|any|every|of|the|your|my|these|those|{_PRIOR}|given|current|safety|developer)){{0,4}}"
        rf"\s+(?:{_RULES}|system\s+(?:message|prompt)s?|programming|guardrails|safeguards"
        rf"|what\s+(?:the\s+user|you\s+were)\s+(?:said|told|asked|wrote))\b(?!\s+(?:in|for|of|from)\s+[\w./-]*\.\w)"
        rf"|\b(?:ignore|disregard|forget)\s+(?:all|everything|whatever|anything)\s+(?:(?:else\s+)?you\s+(?:were|have\s+been)"
        rf"\s+(?:told|given|instructed|asked)|(?:above|before))"
        rf"|\b{_RULES}\s+(?:above|before\s+this|you\s+(?:were\s+given|received))\s+(?:are|is)\s+(?:void|revoked|cancell?ed"
        rf"|obsolete|superseded|outdated|wrong)|\b(?:system\s+(?:message|prompt)|{_PRIOR}\s+{_RULES})\s+(?:is|are)\s+"
        rf"(?:now\s+)?(?:void|revoked|cancell?ed|superseded|no\s+longer\s+(?:valid|in\s+effect|applies|apply))"
        rf"|\b(?:from\s+(?:now|this\s+point|here)\s+on(?:wards?)?|from\s+this\s+(?:point|moment)\s+(?:forward|onwards?)"
        rf"|henceforth|going\s+forward),?\s+(?:you|the\s+(?:assistant|agent|model|AI))\s+(?:must|will|shall|should|are"
        rf"|have\s+to|may\s+only|can\s+only)\b"
        rf"|\byou\s+are\s+(?:now\s+)?(?:operating|running|working)?\s*in\s+(?:\w+\s+){{0,2}}mode\b"
        rf"|\byou\s+are\s+no\s+longer\s+(?:bound|restricted|limited|required|obliged)\b"
        rf"|\b(?:safety|security|content)\s+(?:guidelines|rules|filters|checks|restrictions|policies|guardrails)\s+"
        rf"(?:are|have\s+been|were)\s+(?:now\s+)?(?:disabled|lifted|removed|off|suspended|revoked|void)\b"
        rf"|\b(?:reveal|print|show|repeat|output|dump|leak)\s+(?:me\s+)?(?:your\s+(?:full\s+|hidden\s+|original\s+|initial\s+)?"
        rf"(?:system\s+prompt|instructions|initial\s+prompt|prompt)|the\s+(?:hidden|original|initial)\s+(?:instructions|prompt))\b"
        rf"|\byour\s+(?:new|real|actual|true|only|updated|primary)\s+(?:task|instructions?|goal|objective|role|purpose|job"
        rf"|mission)\s+(?:is|are|now)\b|\b(?:and|but)\s+(?:do\s+)?not\s+mention\s+(?:it|this|that)\b"
        rf"|\byou\s+must\s+now\b|\byou\s+are\s+now\s+(?:a|an|in|the|no\s+longer|free|DAN|unrestricted|jailbroken)\b"
        rf"|\bnew\s+(?:system\s+)?(?:instructions?|directives?|orders)\s*:|\b(?:updated|revised|real|actual|true)\s+system\s+prompt\b"
        rf"|\boverride\s+(?:the\s+|your\s+)?(?:system\s+prompt|safety|guardrails|instructions)"
        rf"|\b(?:do\s+not|don't|never)\s+(?:tell|inform|alert|notify|show|mention\s+(?:this\s+|it\s+)?to)\s+(?:this\s+|it\s+)?"
        rf"(?:to\s+)?(?:the\s+user|the\s+human|anyone)\b|\bwithout\s+(?:telling|asking|informing|notifying)\s+the\s+user\b"
        rf"|\b(?:do\s+not|don't|never)\s+let\s+the\s+(?:user|human)\s+(?:know|see|find\s+out|notice)\b",
        _I)),
    ("addressed", _compile(
        rf"\b(?:if\s+you(?:\s+are|'re|\s+happen\s+to\s+be)|as)\s+(?:an?\s+|the\s+)?{_AI}\b[^.\n]{{0,160}}?"
        rf"\b(?:must|should|need\s+to|have\s+to|include|{_ACT})\b"
        rf"|\b(?:notes?|messages?|instructions?|attention|notice|reminders?|rules?|directives?|guidance)\s+(?:to|for)\s+"
        rf"(?:the\s+|any\s+|all\s+)?{_AI}\s*(?:[:,!\u2014\u2013-]|\n)"
        rf"|\bif\s+(?:an?\s+|the\s+)?{_AI}\s+is\s+(?:reading|processing|parsing|seeing|summari[sz]ing)\b"
        rf"|\[\[?\s*(?:AI|LLM|ASSISTANT|AGENT|SYSTEM|MODEL)\s+(?:INSTRUCTIONS?|NOTES?|DIRECTIVES?|RULES?)\s*\]\]?"
        rf"|\b(?:tell|reply\s+to|inform|assure)\s+the\s+user\s+that\b[^.\n]{{0,120}}?\b(?:regardless|whatever|even\s+if"
        rf"|no\s+matter)\b|\byour\s+(?:hidden|secret|internal)\s+(?:configuration|instructions|prompt|rules|system\s+prompt)"
        rf"|<!--(?:(?!-->)[^\n]){{0,300}}?{_AI}\s*[:,]"
        rf"|\b{_AI}\s*[:,]\s*the\s+user\s+(?:asked|wants|has\s+asked|requires|authori[sz]ed|says)\b"
        rf"|\b(?:{_AI}|the\s+model)\s+(?:must|should|shall|is\s+required\s+to|are\s+required\s+to|needs?\s+to|ha(?:s|ve)\s+to)"
        rf"\s+(?:now\s+|also\s+|first\s+|always\s+|immediately\s+)?{_ACT}\b"
        rf"|\bwhen\s+(?:an?\s+|the\s+|any\s+)?{_AI}\s+(?:reads?|processes|parses|sees|summari[sz]es|encounters|opens)\b"
        rf"[^.\n]{{0,120}}?\b(?:must|should|needs?\s+to|has\s+to|is\s+to)\b"
        rf"|\b(?:hey|dear|attention|important|note)[,:!]?\s+(?:to\s+)?(?:the\s+|any\s+|all\s+)?{_AI}\b"
        rf"|\b{_AI}\s+(?:reading|processing|parsing|summari[sz]ing|seeing|indexing|crawling|scanning|that\s+reads?)"
        rf"\s+this\b"
        rf"|\b(?:the\s+|any\s+|all\s+)?{_AI}\s*[,:]\s*(?:you\s+)?(?:must|should|need\s+to|have\s+to|are\s+required\s+to"
        rf"|now|immediately|please|ignore|disregard|forget|never|always)\b|\b{_AI}\s*(?:,|!|\u2014|\u2013|\s-)\s*(?:please\s+)?(?:also\s+|just\s+)?{_ACT}\b", _I)),
    ("exfiltration", _compile(
        rf"\b{_SEND}\w*\b[^\n]{{0,80}}?(?:{_SECRET_FILE}|\b{_SECRET_WORD})[^\n]{{0,80}}?"
        rf"(?:\b(?:to|into|onto|at|via)\s+(?:[\w-]+\s+){{0,2}}?{_ELSEWHERE}"
        rf"|\bin\s+(?:this|the|a)\s+(?:issue|comment|gist|thread|chat|pastebin)\b)"
        rf"|(?:{_SECRET_FILE})[^\n]{{0,60}}?\|\s*(?:curl|nc|ncat|netcat|socat|wget|ssh|telnet|base64)\b"
        rf"|\b(?:curl|wget|http|nc|ncat|scp|rsync)\b[^\n|]{{0,120}}?(?:-[a-zA-Z]*[dFT]|--data(?:-binary|-raw|-urlencode)?|--form"
        rf"|--upload-file|--post-file|<)\s*[\"']?@?[^\s\"']{{0,40}}?{_SECRET_FILE}"
        rf"|\bscp\b[^\n]{{0,60}}?{_SECRET_FILE}[^\n]{{0,60}}?\S+@\S+:|\bexfiltrat\w*"
        rf"|(?:urlopen|requests\.(?:post|put|get)|fetch\(|http\.request)[^\n]{{0,200}}?{_SECRET_FILE}"
        rf"|{_SECRET_FILE}[^\n]{{0,60}}?\b{_SEND}\w*\b[^\n]{{0,40}}?(?:\bin(?:to)?\s+(?:the\s+|this\s+)?(?:chat|issue"
        rf"|comment|thread|gist)\b|{_ELSEWHERE})", _I)),
    ("shell-pipe", _compile(
        rf"\b{_DOWNLOAD}\b[^\n|;]{{0,300}}\|\s*(?:[a-z_][a-z0-9_]*=(?:\$\{{\{{[^}}\n]{{0,80}}\}}\}}|\S+)\s+){{0,4}}(?:{_SHELL})(?![\w-]|\s+-[mc]\b|\s+[\w./]+\.py\b)"
        rf"|\b{_DOWNLOAD}\b[^\n|;]{{0,200}}?(?:&&|;)\s*(?:sudo\s+)?(?:ba|z)?sh\s+\S+"
        rf"|\b(?:ba|z|k)?sh\s+<\(\s*{_DOWNLOAD}\b|\b(?:ba|z)?sh\s+-c\s+[\"']?\$\(\s*{_DOWNLOAD}\b"
        rf"|\beval\s+[\"']?\$\(\s*{_DOWNLOAD}\b|\b(?:iex|invoke-expression)\s*\(?\s*(?:\(?\s*new-object|{_DOWNLOAD})", _I)),
    ("fake-tag", _compile(
        r"</?\s*(?:system|system[-_]prompt|system[-_]reminder|im_start|im_end|assistant|tool_result|tool_use"
        r"|function_calls|function_results|instructions?|admin|developer|important|antml:[a-z_]+)\s*/?>"
        r"|<\|(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)\|>|\[/?INST\]|<</?SYS>>"
        r"|\b(?:BEGIN|END)\s+(?:SYSTEM\s+PROMPT|SYSTEM\s+MESSAGE|INSTRUCTIONS)\b|^\s*#{0,3}\s*SYSTEM\s*(?:PROMPT\s*)?:",
        _I | re.MULTILINE)),
    ("fake-tag", _compile(r"\bSYSTEM(?: PROMPT| MESSAGE)?:|\b(?:SYSTEM|ADMIN|ROOT|DEVELOPER) (?:OVERRIDE|NOTICE|UPDATE"
                            r"|INSTRUCTION|DIRECTIVE)S?\b|\[(?:SYSTEM|SYS|ADMIN|DEVELOPER)(?: MESSAGE| PROMPT| NOTE)?\]")),
]
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{32,}={0,2}(?![A-Za-z0-9+/=])")
_ENTITY = re.compile(r"&lt;|&#x([0-9A-Fa-f]{1,6});")
# a sentence or `;` clause: punctuation not followed by a blank (file.py, &lt;) does not end one
_SENTENCE = re.compile(r"(?:[^\n.!?;]|[.!?;](?!\s|$|[.!?;]))*(?:[.!?;]+(?=\s|$)|\n|$)")

KINDS = ("override", "addressed", "exfiltration", "shell-pipe", "fake-tag", "encoded", "directive", "hidden")
_WORDS = {"override": "overrides the agent's instructions", "addressed": "gives the assistant orders",
          "exfiltration": "sends files or credentials elsewhere", "shell-pipe": "runs a download as a program",
          "fake-tag": "poses as system or tool markup", "encoded": "hides instructions in base64",
          "directive": "reads as orders to the agent", "hidden": "hides text from people"}


class Finding(NamedTuple):
    kind: str
    start: int
    end: int


def _unescape(text: str) -> str:
    """The block's escapes undone (`&lt;`, numeric references) and look-alike characters folded
    (fullwidth ＜, ‹, 〈 read as <): judge what the model reads."""
    text = _ENTITY.sub(lambda m: "<" if m.group(1) is None else _char(m.group(1)), text)
    if text.isascii():
        return text
    return unicodedata.normalize("NFKC", text).translate(_LOOKALIKES)


_LOOKALIKES = str.maketrans({c: "<" for c in "\u2039\u27e8\u2329\u3008\u300a\u02c2\u1438\u276e\u276c\u2770\u29fc"}
                            | {c: ">" for c in "\u203a\u27e9\u232a\u3009\u300b\u02c3\u1433\u276f\u276d\u2771\u29fd"})


def _char(hex_code: str) -> str:
    try:
        return chr(int(hex_code, 16))
    except (ValueError, OverflowError):
        return "?"


# A pattern runs only on text holding one of its kind's words (a set lookup per word, where
# the patterns cost about a microsecond per character each): most lines hold none.
_ANCHORS: dict[str, frozenset[str]] = {kind: frozenset(words.split()) for kind, words in {
    "override": "ignore disregard forget skip abandon override bypass discard stop aside now henceforth forward "
                "onward onwards here point moment mode longer safety security guardrails instructions instruction "
                "prompt prompts rules directives directive guidelines guidance orders task goal objective mission "
                "purpose role job user human anyone mention",
    "addressed": "ai llm llms language assistant assistants agent agents chatbot chatbots bot bots claude chatgpt gpt "
                 "copilot cursor gemini opencode codex model automated tell reply inform assure hidden secret "
                 "internal instructions instruction",
    "exfiltration": "send sends sending sent upload uploads uploading uploaded post posts posting posted transmit "
                    "transmits forward forwards forwarding email emails emailing emailed mail leak leaks leaking "
                    "share shares sharing copy copies copying paste pasting submit submitting beacon attach "
                    "attaching curl wget http nc ncat netcat socat scp rsync telnet urlopen requests fetch "
                    "exfiltrate exfiltrates exfiltrated exfiltrating exfiltration",
    "shell-pipe": "curl wget fetch aria2c httpie iwr irm iex invoke webrequest restmethod lwp",
    "fake-tag": "system system_prompt system_reminder assistant tool_result tool_use function_calls "
                "function_results instruction instructions admin developer inst sys im_start im_end endoftext "
                "start_header_id end_header_id eot_id antml root important",
}.items()}
_WORD = re.compile(r"[a-z0-9_]+")


def findings(text: str, _decode: bool = True, external: bool = False) -> list[Finding]:
    """Every instruction-like span of `text`, in order (see the module docstring); `external`:
    the text came from outside (see is_external), judged at directives.EXTERNAL_THRESHOLD."""
    lowered = text.translate(_ASCII_LOWER)  # same length: positions hold in both
    words = set(_WORD.findall(lowered))
    found = [Finding(kind, m.start(), m.end()) for kind, (pattern, folded) in _PATTERNS
             if not _ANCHORS[kind].isdisjoint(words) for m in pattern.finditer(lowered if folded else text)]
    head = _LINE_HEAD.match(text)  # a block line's reference and date are not part of what it says
    skip = head.end() if head else 0
    found += [Finding("hidden" if "hidden" in present else "directive", skip + start, skip + end)
              for start, end, present in directives.directive_spans(
                  text[skip:], directives.EXTERNAL_THRESHOLD if external else directives.THRESHOLD)]
    if _decode:
        for match in _BASE64.finditer(text):
            decoded = _decoded_text(match.group())
            # text nobody encodes by accident: half the score of plain text is enough
            if decoded and (findings(decoded, _decode=False)
                            or directives.score(directives.classes(decoded.lower())) >= directives.THRESHOLD / 2):
                found.append(Finding("encoded", match.start(), match.end()))
    return sorted(found, key=lambda f: (f.start, f.end))


def _decoded_text(blob: str) -> str | None:
    try:
        raw = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True)
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    printable = sum(ch.isprintable() or ch in "\n\t" for ch in text)
    return text if text and printable / len(text) > 0.95 else None


def kinds(text: str, external: bool = False) -> list[str]:
    """The kinds of instruction-like text in `text` (none: [])."""
    return sorted({f.kind for f in findings(text, external=external)}, key=KINDS.index)


def describe(found_kinds: list[str]) -> str:
    return "; ".join(_WORDS[kind] for kind in found_kinds)


def neutralise(text: str) -> tuple[str, list[str]]:
    """`text` with each sentence (or `;` clause) that reads as instructions replaced by a
    marker — the whole text when the instructions span sentences; and the kinds found."""
    found = kinds(_unescape(text))
    if not found:
        return text, []
    out: list[str] = []
    position = 0
    for sentence in _SENTENCE.finditer(text):
        start, end = sentence.span()
        start += len(text[start:end]) - len(text[start:end].lstrip())
        hits = kinds(_unescape(text[start:end])) if start < end else []
        if hits:
            tail = "\n" if text[start:end].endswith("\n") else " "
            out += [text[position:start], f"[memtool: withheld — reads as instructions to the agent ({', '.join(hits)})]{tail}"]
            position = end
    if not out:  # only the sentences together read as instructions
        return f"[memtool: withheld — reads as instructions to the agent ({', '.join(found)})]", found
    out.append(text[position:])
    return "".join(out).rstrip(" "), found


#: observation methods written by a person on purpose (kept as written; the injection gate
#: still withholds them from the automatic block)
BY_HAND = ("cli", "serve", "import")


def screen_observation(obs: dict) -> dict:
    """A machine-written observation (see BY_HAND) with instruction-like sentences of its title,
    narrative and facts neutralised, metadata.withheld naming the kinds, and metadata.from_outside
    naming the tool when it was distilled from an event whose output came from outside
    (is_external: metadata.tool, with metadata.subject as its command) — or, written by rules or a
    model from one event of the agent's own output (a command's, a read file's: metadata.tool, not
    one of _AUTHORED), its segments that address a reader as their terms (own_output.py, as the
    block shows its events); others unchanged."""
    if obs.get("method") in BY_HAND:
        return obs
    seen: set[str] = set()
    for field in ("title", "narrative"):
        obs[field], hit = neutralise(obs.get(field) or "")
        seen.update(hit)
    facts = []
    for fact in obs.get("facts") or []:
        cleaned, hit = neutralise(fact)
        facts.append(cleaned)
        seen.update(hit)
    obs["facts"] = facts
    metadata = dict(obs.get("metadata") or {})
    if seen:
        metadata["withheld"] = sorted(seen | set(metadata.get("withheld") or []), key=KINDS.index)
    tool = metadata.get("tool")
    if isinstance(tool, str) and tool and is_external(tool, str(metadata.get("subject") or "")):
        metadata["from_outside"] = tool  # distilled from a stranger's text: the block shows its terms (gate_line)
    elif isinstance(tool, str) and tool and tool.lower() not in _AUTHORED and obs.get("method") != "mcp":
        # rules or a model quoting one event's output (not what the agent chose to save, wrote or planned;
        # a session digest, which quotes the person's requests too, keeps its words)
        obs["title"], obs["narrative"] = (own_output.gate(obs.get(f) or "", digest, prose=False)
                                          for f in ("title", "narrative"))
        obs["facts"] = [own_output.gate(fact, digest, prose=False) for fact in obs["facts"]]
    if metadata != (obs.get("metadata") or {}):
        obs["metadata"] = metadata
    return obs


#: tools whose text the agent wrote itself — its edits, its plans and todo lists, a sub-agent's task —
#: not output of a program or a file someone else wrote: a memory of them keeps its words
_AUTHORED = frozenset("""task agent todowrite todo_write update_plan exit_plan_mode skill askuserquestion
    ask_user_question edit write multiedit multi_edit notebookedit notebook_edit apply_patch str_replace_editor
    str_replace_based_edit_tool create_file edit_file write_file replace""".split())
_LINE_HEAD = re.compile(r"^(- (?:#\d+|e\d+|\[[^\]]*\])(?: \(([^)]*)\))? )")
#: tools whose output is written by strangers: fetched pages, web searches, browsers, any MCP
#: server's tool (Claude Code names them mcp__server__tool, OpenCode server_tool: see _MCP_TOOL)
_EXTERNAL_TOOL = re.compile(r"(?:web_?fetch|web_?search|fetch(?:_url)?|read_url|browse\w*|browser\w*|playwright\w*"
                            r"|puppeteer\w*|mcp__\w+|code_?search)", re.IGNORECASE)
#: shell commands whose output was written by strangers, whoever ran them: package installs and
#: registries (postinstall scripts, package metadata and notices print what their authors wrote;
#: `npm run`, `uv run`, `npx tsc` run the project's own scripts and are not on the list),
#: downloads, the GitHub CLI (issues, reviews); and commands that print data others write —
#: database and queue clients (rows customers entered), service logs (requests from anyone),
#: network lookups (anyone's domain), containers' and clusters' metadata and logs (images'
#: vendors), metadata of files from anywhere. Building, testing and linting the user's own code
#: is not on this list: that output is the project's.
_EXTERNAL_COMMAND = re.compile(
    r"(?:sudo\s+(?:-\S+\s+)*)?(?:(?:npm|pnpm|yarn|bun)\s+(?:install|i|add|ci|update|upgrade|up|view|info|show|audit"
    r"|outdated|create|dlx|init\s+\S)|yarn(?=\s*$)|(?:npx|bunx|pnpx)\s+(?:-y|--yes|-p|--package|create-\S*|[^\s@]+@\S*)"
    r"|(?:pip3?|pipx|uv\s+pip|uv|poetry)\s+(?:install|add|download|show|index|search|sync|lock|update|tool\s+install)"
    r"|cargo\s+(?:install|add|update|search|fetch|info)|gem\s+(?:install|update|fetch|spec\w*)"
    r"|composer\s+(?:require|install|update|show)|brew\s+(?:install|info|upgrade|reinstall)"
    r"|apt(?:-get|-cache)?\s+(?:install|show|upgrade|policy)|go\s+(?:get|install)|curl|wget|gh"
    r"|(?:docker|podman)\s+(?:pull|build|run|inspect|logs)"
    r"|mysql|mariadb|psql|sqlite3?|mongo(?:sh)?|redis-cli|cqlsh|clickhouse(?:-client)?|kafka-console-consumer\S*|kcat"
    r"|kafkacat|rabbitmqadmin|nats|etcdctl|journalctl|kubectl\s+(?:describe|logs|get|exec)|adb\s+(?:logcat|shell)"
    r"|(?:tail|cat|less|head|zcat|grep)\s+(?:[^|;&\n]*\s)?/var/log/|dig|nslookup|whois|host|openssl\s+s_client"
    r"|aws|gcloud|gsutil|az|doctl|exiftool|ffprobe|mediainfo|pdftotext|pdfinfo|strings)(?:\s|$)")
#: files others wrote, whatever reads them: installed packages, vendored code, caches, downloads
_THIRD_PARTY_PATH = re.compile(r"(?:^|[/\s'\"])(?:node_modules|site-packages|dist-packages|vendor|third_party|\.cargo/registry"
                               r"|go/pkg/mod|\.m2/repository|\.gradle/caches|Downloads|\.cache)/")
#: OpenCode names an MCP server's tool `server_tool` (the fixtures' `memtest_remember`): a lower-case
#: name with an underscore that is none of the agents' own tools (_BUILT_IN) is one
_OPENCODE_MCP = re.compile(r"[a-z0-9][a-z0-9-]*_[a-z0-9_-]+")
_BUILT_IN = frozenset("""update_plan exit_plan_mode enter_plan_mode run_shell_command read_file write_file read_many_files
    list_directory search_file_content exec_command local_shell apply_patch str_replace_editor execute_bash
    str_replace_based_edit_tool view_image save_memory todo_write todo_read multi_edit notebook_edit notebook_read
    bash_output kill_shell kill_bash ask_user_question open_file edit_file create_file replace_in_file find_files
    list_files write_stdin shell_command google_web_search web_fetch web_search code_search""".split())
_SHELL_TOOL = frozenset({"bash", "shell", "sh", "run_shell_command", "exec_command", "terminal", "local_shell"})
_READ_TOOL = frozenset({"read", "read_file", "view", "cat", "open_file", "notebookread"})
#: a shell line's commands: its start, and after `&&`, `||`, `;`, `|` or `(`
_COMMAND_START = re.compile(r"(?:^|&&|\|\||;|\||\()\s*")


def is_external(tool: str, call: str = "") -> bool:
    """Whether an event's output was written outside the user's work: a tool of _EXTERNAL_TOOL, a
    shell running one of _EXTERNAL_COMMAND (`call`: its command line), or a read of a file under
    _THIRD_PARTY_PATH (`call`: its path first). The agent's own commands, edits and reads of the
    project are not. A false positive here costs a digest instead of the text."""
    tool = tool.strip()
    if _EXTERNAL_TOOL.fullmatch(tool) or _OPENCODE_MCP.fullmatch(tool) and tool not in _BUILT_IN:
        return True
    first = call.lstrip().split("\n", 1)[0].split(" \u2014 ", 1)[0][:400]  # a block line: the call, then " — " output
    if tool.lower() in _READ_TOOL:
        return _THIRD_PARTY_PATH.search(first) is not None
    if tool.lower() not in _SHELL_TOOL:
        return False
    return any(_EXTERNAL_COMMAND.match(first, m.end()) or _THIRD_PARTY_PATH.search(first[m.end():].split("|")[0])
               and first[m.end():].startswith(("cat ", "less ", "head ", "tail ", "sed ", "grep "))
               for m in _COMMAND_START.finditer(first))


@functools.lru_cache(maxsize=4096)
def _judged(line: str, outside: str = "") -> tuple[tuple[str, ...], str]:
    """A block line's kinds of instruction-like text and, when its event came from outside
    (is_external) or its memory was distilled from such an event (`outside`: that tool), the
    tool's name ("" otherwise). The same memories come back prompt after prompt: the
    long-lived context server judges each line once."""
    head = _LINE_HEAD.match(line)
    tool = (head.group(2) or "").split(",")[0].strip() if head else ""
    external = outside or (tool if tool and is_external(tool, line[head.end():] if head else "") else "")
    return tuple(kinds(_unescape(line), bool(external))), external


#: a term of a digest: a word, a number, an identifier, a version, a path or a URL
_TERM = re.compile(r"\w[\w\u0900-\u0dff.@/:%+#~=-]*[\w\u0900-\u0dff%/]|\w")  # (Indic vowel signs are in words)
_STOP = frozenset("""a an the and or but if then else of to in on at by for from with without into onto over under as is
    are was were be been being am do does did done has have had having it its this that these those there here i you
    your we our they their he she his her them us me my not no yes so than too very can could will would shall should
    may might must just also only all any each every some such what which who whom whose when where why how about
    after before again out up down off once more most other same own both few nor s t don now""".split())
#: the longest term a digest shows: an identifier, a path or a URL (its query cut off) fits;
#: a base64 blob or a sentence spelled as an identifier is cut
TERM_WIDTH = 48
#: a digest's width, at most the text's own
DIGEST_WIDTH = 360


def _weight(term: str) -> int:
    """How much a term tells: numbers, versions, identifiers, names and long words first."""
    return (2 * (any(ch.isdigit() for ch in term) or any(ch in "._/@:-=" for ch in term[1:-1]))
            + (not term.islower()) + (len(term) >= 7))


def digest(text: str, width: int = DIGEST_WIDTH) -> str:
    """The terms of `text` — the informative ones first, up to `width` characters — each once,
    alphabetical except that no term comes right after one it follows in the text: what it names
    (versions, options, paths, numbers, names) without any sentence or run of it, so nothing it
    says can be read as said to the agent."""
    terms: dict[str, str] = {}
    follows: dict[str, set[str]] = {}
    previous = ""
    for match in _TERM.finditer(text):
        term = match.group().split("?")[0].split("#")[0].rstrip(".:/-=") or match.group()
        key = term.casefold()
        if key in _STOP or (len(term) < 2 and not term.isdigit()):
            previous = ""
            continue
        terms.setdefault(key, term if len(term) <= TERM_WIDTH else term[:TERM_WIDTH - 1] + "\u2026")
        if previous:
            follows.setdefault(previous, set()).add(key)
        previous = key
    chosen, used = [], 0
    for position, key in sorted(enumerate(terms), key=lambda item: (-_weight(terms[item[1]]), item[0])):
        if used + len(terms[key]) + 2 <= width:
            chosen.append(key)
            used += len(terms[key]) + 2
    rest, shown = sorted(chosen, key=lambda key: terms[key].casefold()), list[str]()
    while rest:  # alphabetical, but never two terms in the text's own order
        after = follows.get(shown[-1], set()) if shown else set()
        shown.append(next((key for key in rest if key not in after), rest[0]))
        rest.remove(shown[-1])
    return ", ".join(terms[key] for key in shown)


#: the longest call (an event's command, URL or tool input: written by the agent) shown as it is
#: before the digest of what came back from outside
CALL_WIDTH = 240


def read_view(value: str | None = None) -> str:
    """The view of a file read (`value`: --read-view; else MEMTOOL_READ_VIEW; else `terms`), checked:
    anything but one of config.READ_VIEWS is an InputError naming the setting and its values."""
    from memtool.errors import InputError

    raw = value if value not in (None, "") else config.env("MEMTOOL_READ_VIEW", config.READ_VIEWS[0])
    view = (raw or "").strip().lower()
    if view not in config.READ_VIEWS:
        raise InputError(f"MEMTOOL_READ_VIEW={raw!r} is not one of: {', '.join(config.READ_VIEWS)}",
                         f"e.g. MEMTOOL_READ_VIEW={config.READ_VIEWS[0]} (the default)")
    return view


def gate_line(line: str, ref: object | None = None, outside: str = "", call: str = "", view: str | None = None) -> str:
    """The injection gate for one line of the block: unchanged; or — when it reads as
    instructions to the agent — its head (reference, type, date) and why it is withheld; or —
    when its event came from outside (a fetched page, a web search, an MCP tool, a package
    install, `gh`: is_external; `outside`: the tool a memory was distilled from, its
    metadata.from_outside) — its head, its `call` as it is (the event's command, URL or input,
    written by the agent, when the line starts with it and it holds no finding) and a digest of
    the rest's terms, never its text (of the sentences that read as instructions, not even their
    terms). Text from outside is data, not instructions, whatever its wording: it reaches the
    agent verbatim only when the agent asks for it (`memtool get`, search). `view`: a file read's
    view (read_view; None: MEMTOOL_READ_VIEW's)."""
    found, external = _judged(line, outside)
    head = _LINE_HEAD.match(line)
    if external and head is not None:
        body = line[head.end():]
        if call and len(call) <= CALL_WIDTH and body.startswith(call) and not kinds(_unescape(call), True):
            body = body[len(call):].removeprefix(" \u2014").lstrip()
            found = tuple(kinds(_unescape(body), True)) if found else found
            return head.group(1) + call + " \u2014 " + _outside(_unescape(body), external, list(found), ref)
        return head.group(1) + _outside(_unescape(body), external, list(found), ref)
    if not found:
        return _own(line, call, read_view(view))
    fetch = f"; read it on purpose with `memtool get {ref}`" if ref is not None else ""
    return (head.group(1) if head else "- ") + f"[withheld from this block: it {describe(list(found))}{fetch}]"


_EVENT_HEAD = re.compile(r"- e\d+ ")
#: an event line's kinds that are the person's own words (context._event_line: the tool, or the event's type), or
#: the agent's own plan and todo list and its questions to the person with their answers: no program's output, no
#: file someone else wrote (an edit's or a write's content can be copied from anywhere: not on the list)
_PERSONS = frozenset({"prompt", "todowrite", "todo_write", "update_plan", "exit_plan_mode", "exitplanmode",
                      "askuserquestion", "ask_user_question"})


@functools.lru_cache(maxsize=4096)
def _own(line: str, call: str, view: str = config.READ_VIEWS[0]) -> str:
    """An event's own output (a command's, a read of the project's file): its segments that address
    a reader as their terms, the rest and its call as they are (own_output.py; ~0.6 ms a line of
    700 characters, so the long-lived context server shows each line once). A prompt is the person's
    own words to the agent, not output, and a todo list, a plan or a question to the person the agent's own:
    shown as they are (the lexicon still judged them: gate_line). A file read (a read tool's, or a shell's
    whose call — the block shows its command — prints files: own_read.prints_files), by the view: `terms`,
    its whole body as its terms; `data`, only its lines of data verbatim (own_read.py: its comments,
    sentences, pipes and places elsewhere as terms)."""
    head = _LINE_HEAD.match(line)
    tool = (head.group(2) or "").split(",")[0].strip().lower() if head else ""
    if head is None or not _EVENT_HEAD.match(line) or tool in _PERSONS:
        return line
    body = line[head.end():]
    lead = ""
    if call and body.startswith(call) and not kinds(_unescape(call)):
        lead, body = call, body[len(call):]
        if body.startswith(" \u2014 "):
            lead, body = lead + " \u2014 ", body[3:]
    said = call if lead else ""
    if tool not in _READ_TOOL and not (tool in _SHELL_TOOL and own_read.prints_files(_unescape(call))):
        shown = own_read.view(body, lambda text: own_output.gate(text, digest, said=said),  # a line is one record:
                              lambda text: own_output.terms(text, digest), lambda line: True)  # whole or terms
    elif view == "terms":  # a file read: every line as terms (its call stays: the file is one `memtool get` away)
        text = body.lstrip(" \u23ce")
        shown = body[:len(body) - len(text)] + own_output.terms(text, digest) if text.strip() else body
    else:  # a file read: its data lines only
        shown = own_read.view(body, lambda text: own_output.gate(text, digest, said=said),
                              lambda text: own_output.terms(text, digest))
    return line if shown == body else head.group(1) + lead + shown


def _outside(body: str, tool: str, found: list[str], ref: object | None) -> str:
    """A line from outside as its digest; with findings, the terms of its other sentences (none
    when only its sentences together read as instructions) and why the rest is left out."""
    if found:
        kept = [s.group() for s in _SENTENCE.finditer(body) if s.group().strip() and not kinds(s.group(), True)]
        body = " ".join(kept) if not kinds(" ".join(kept), True) else ""
    terms = digest(body, min(DIGEST_WIDTH, len(body)))
    why = f"; left out what {describe(found)}" if found else ""
    return (f"[from outside ({tool}): its terms, not its text{why} \u2014 {terms or 'none'}"
            + (f"; the text: `memtool get {ref}`]" if ref is not None else "]"))


def gate_items(items: list[dict], view: str | None = None) -> list[dict]:
    """Context candidates ({"id", "line", "outside"?: the tool a memory was distilled from when it
    came from outside, "call"?: an event's call as its line shows it, ...}) through gate_line (`view`:
    a file read's, read_view)."""
    view = read_view(view)
    return [dict(item, line=gate_line(item["line"], item.get("id"), item.get("outside") or "", item.get("call") or "",
                                      view)) for item in items]


def gate_summary(line: str) -> str:
    """The injection gate for a session summary's line: its clauses that read as instructions
    are withheld (the rest of what the session did stays)."""
    return neutralise(line)[0]
