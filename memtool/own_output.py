"""The agent's own output in the automatic block: what has the shape of knowledge verbatim; its
prose, a harmful act it names, its address to a reader, as terms.

A command's output or a file of the repository can carry planted text as well as a fetched page
can (a vendored README, a test fixture, a compromised script, a commit by someone else), and no
wording rule catches the next rephrasing (poison.py's judgement: 57% of the blind rounds' attacks
in the agent's own output). What a later session needs from its own output is mostly data —
commands, error lines, paths, settings, versions, test verdicts — not sentences addressed to a
reader. So an event's own output is shown (`gate`) as its segments (`segments`: sentences,
`;` clauses, table cells, aligned columns, records that start a new line of output), each
verbatim unless its sentence names a *harmful act* (`harms`: an object of one — secrets and key
files, shell profiles, sudoers, CI workflows, package registries, checks, privileges, memory, the
person's view — with an effect of the same act — sent or committed, changed, redirected to a named
place, switched off, granted, made permanent, kept from them — in any mood and with no addressee;
or such an act spelled as a command or a setting: `curl … | sh`, `verify_signature: False`;
or a line in a script the lexicon cannot read that names a path, URL or identifier), or it
*addresses* a reader (`addresses`):

    addressee + ask   a second person ("you", "your") or an AI reader or automation ("assistant",
                      "agents", "bots", "automated fixers", "IA") together with an obligation
                      ("must", "should", "is required to"), an imperative at a clause's start
                      ("run", "paste", "set", "disable"; followed by a word: `Use:` in code is
                      not one) or future behaviour ("from now on", "whenever", "permanent")
    alone             a machine reader spoken to ("Assistant:", "(automation)", "note for
                      agents", "if you are an AI", "read by an agent", "when describing this"),
                      telling the person something ("tell the user"), secrecy ("without asking",
                      "silently", "no need to mention")

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
an instruction that reaches the next session verbatim costs the user.

No lexicon reaches the next phrasing (blind rounds 16-20 on their first runs: 38-65 % of the
planted sentences in the agent's own output kept out), so in the automatic block the question is inverted: what of the
agent's own output may appear verbatim is what has the shape of knowledge — a command line, an
error line, a path, a setting, a version, a test's name, code — and every line of prose in it
(`own_prose.prose_lines`: PROSE_WORDS words of plain language in any script, PROSE_RUN in a row) is shown as
its terms, whatever it says and whoever wrote it: a planted convention, a note in Sinhala, a
translator's comment, and equally a doc comment or a long error message nobody planted (an error
line's place and kind with a short message stays). A memory distilled from the agent's own output
is screened without the prose rule (`gate(…, prose=False)`): search finds it by its words.
"""

from __future__ import annotations

import re
from typing import Callable

from memtool import directives, own_prose
from memtool.own_code import ACT_IN_CODE as _ACT_IN_CODE, COMMAND_ACT, DESTROY_ACT, SECRET_OUT
from memtool.own_code import PROTECTION_NAMED as _PROTECTION_NAMED, name_words, names_secret, spelled_act

#: a command line in the agent's own output that changes what is outside the working tree, destroys what is kept
#: there, or sends a secret to another host (own_code): its line is shown as terms
_COMMAND_ACT = re.compile("|".join(f"(?:{p.pattern})" for p in (COMMAND_ACT, DESTROY_ACT, SECRET_OUT)), re.MULTILINE)

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
    # (key files, shell profiles, sudoers, CI workflows, package indexes alone are objects: harms() pairs
    # them with what is done to them)
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
_JOINED = re.compile(r"(?<![A-Za-z])[A-Za-z]+(?:(?:--?|_)[A-Za-z]+){4,}")


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


_PROSE_RUN = re.compile(r"(?:\b[^\W\d_][^\W\d_']*[,;:]?\s+){4}[^\W\d_]")


def _is_prose(segment: str) -> bool:
    """Whether a segment holds a sentence: five words in a row (data tokens are not words)."""
    return _PROSE_RUN.search(_prose(segment)) is not None or _letters(segment)[1] >= 8


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
        if match.start() > position and out and _BLAME_OPEN.match(out[-1][0]) and not out[-1][1].strip():
            out[-1] = (out[-1][0] + out[-1][1] + body[position:match.start()], match.group())  # `git blame`'s prefix
            position = match.end()
        elif match.start() > position:
            out.append((body[position:match.start()], match.group()))
            position = match.end()
        elif out:
            out[-1] = (out[-1][0], out[-1][1] + match.group())
            position = match.end()
    if position < len(body) and out and _BLAME_OPEN.match(out[-1][0]) and not out[-1][1].strip():
        out[-1] = (out[-1][0] + out[-1][1] + body[position:], "")
    elif position < len(body) or not out:
        out.append((body[position:], ""))
    return out


#: `git blame`'s commit and author, split from its date by the record boundary: one prefix with it
_BLAME_OPEN = re.compile(r"^\^?[0-9a-f]{7,40}\s+\([^)\n]{0,60}$")


#: a segment that ends without ending its sentence (a line number of the next line may follow)
_OPEN_END = re.compile(r"(?<![.!?;:,])(?:\s+\d+(?:\u2192)?)?\s*$")
#: a segment that continues a sentence: after a line number (or `git blame`'s commit, author and
#: line) and a comment marker, a lower-case word
#: (not a path or a name: `tests/x.py:41:` starts a record of its own)
_CONTINUES = re.compile(r"^(?:\d+\s*(?:\u2192)?\s*|\^?[0-9a-f]{7,40}\s+\([^)\n]{0,80}\)\s*)?(?:#+[.:,|]?|//+|\*|--|;+)?\s*(?:[a-z][a-z']*(?=[\s,;:.!?]|$)(?![.:/]\w)|[\w.+-]+@[\w-]+\.[\w.-]+\s+[a-z])")


def sentences(parts: list[tuple[str, str]]) -> list[list[int]]:
    """The segments grouped into sentences: a sentence broken over lines (a comment, a docstring,
    a wrapped message) is one group, judged and shown as one."""
    groups: list[list[int]] = []
    last = ""  # the last segment that says something (a lone `#.` between lines is a marker, not a sentence)
    for index, (segment, _) in enumerate(parts):
        if groups and not _SAYS.search(segment):
            groups[-1].append(index)
            continue
        if groups and _OPEN_END.search(last) and _CONTINUES.match(segment) and len(groups[-1]) < 6:
            groups[-1].append(index)
        else:
            groups.append([index])
        last = segment
    return groups


# -- what an attack must get done: objects and effects, whatever the phrasing ------------------------
#
# An attack planted in the agent's own output has to get something harmful done, and the harmful
# acts are few: secrets sent or copied somewhere, a download run, a package source redirected,
# a check switched off, a shell profile / sudoers / authorized_keys / CI workflow changed,
# privileges granted, memory or future behaviour set, the person kept from knowing. Their objects
# and effects have a small vocabulary that does not depend on who is addressed, on the grammatical
# mood or (a few words each) on the language. A sentence naming an object of one of these acts
# together with an effect of the same act is shown as its terms (`harms`); data naming only one
# (a token in a log, `delete mode 100644 …`, a registry URL in a lockfile) stays as it is.

#: objects, read from the text with its paths and names (key files, profiles, env files)
_SECRET_PATH = (r"(?:~/\.ssh|\.ssh/)(?![\w./-]*\.pub\b)|\.config/gcloud|~/\.[\w.-]+/credentials\b|\.config/[\w.-]+/(?:auth|credentials?|tokens?|secrets?)\.(?:json|ya?ml|toml)|\.azure/|\bcredentials\.\w+|/etc/shadow"
                r"|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|\.aws/|\.npmrc|\.pypirc|\.netrc|\.pgpass|\.git-credentials"
                r"|\.docker/config|kubeconfig|\.kube/|hosts\.yml|\.gnupg|keychain|(?<![\w.-])\.env(?:\.[\w-]+)?(?![\w/-])"
                r"|process\.env\b|os\.environ|\$env\b|\$\(\s*(?:print)?env\b|\benv\s*\||\bprintenv\b|\benv\s*\)"
                r"|json\.stringify\(\s*env\b|_authtoken")
_SYSTEM_PATH = (r"~/\.(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv|config/fish)|(?<=~/)\.[\w-]*(?:rc|init|profile)\b(?![\w.-])|startup\.jl|\.bashrc|\.zshrc|/etc/sudoers"
                r"|\bsudoers\b|authorized_keys|/etc/(?:hosts|docker/daemon\.json|crontab|profile|environment|apt/sources)"
                r"|daemon\.json|\bcrontab\b|\bcron\s*jobs?\b|\.git/hooks/|/etc/systemd|systemd\s+(?:unit|service)|launchagents"
                r"|\.claude/settings|settings\.local\.json|\.github/workflows|\.gitlab-ci|\.circleci/|jenkinsfile|\bci\.ya?ml")
_SOURCE_PATH = (r"pip\.conf|\.pip/|\.yarnrc|\.cargo/config|\.m2/settings|nuget\.config|\.gemrc|\bgoproxy\b|\bgoflags\b"
                r"|\bgonosumdb\b|\bgosumdb\b|\bgoinsecure\b|\b(?:extra-)?index-url\b|trusted-host|insecure-registr\w*"
                r"|replace-with|\bregistry\s*[=:]|\"github:|git\+https?://|\bpip_(?:extra_)?index_url\b|\bnpm_config_registry\b")
_MEMORY_PATH = r"claude\.md|agents\.md|\.cursorrules|copilot-instructions|\.windsurfrules|memory\.md"
#: objects as words (read from the prose: data tokens are not words)
_OBJECT_WORDS = {
    "secret": (r"credentials?|secrets?|tokens?|passwords?|passphrases?|passwd|api[ -]?keys?|(?:private|ssh|deploy|access|machine"
               r"|signing|pairing|secret|license|licence)\s+keys?|keys?\s+(?:file|pair)|cookies?|env(?:ironment)?\s+(?:var\w*|file|values?)"
               r"|environment|dotenv|core\s+(?:file|dump)"
               # other languages: secret, password, key, token, credentials
               r"|secretos?|contraseñas?|claves?|credenciales|mots?\s+de\s+passe|identifiants|clés?|passw(?:ö|o)rt\w*|schlüssel\w*"
               r"|zugangsdaten|geheimnis\w*|senhas?|chaves?|credenciais|segredos?|chiavi|segreti|credenziali|hasła?|klucz\w*"
               r"|wachtwoord\w*|sleutel\w*|lösenord\w*|nyckel\w*|kata\s+sandi|kunci|mật\s+khẩu|khóa|heslo|hesla|salasana\w*"
               r"|jelszó\w*|kulcs\w*|parol[aă]\w*|κωδικ\w*|κλειδ\w*|şifre\w*|anahtar\w*|parol\w*|пароль\w*|ключ\w*|токен\w*|секрет\w*|учетн\w*|密码|密钥|令牌|凭证|凭据"
               r"|パスワード|鍵|トークン|認証情報|비밀번호|키|토큰|자격\s*증명|पासवर्ड|कुंजी|टोकन"),
    "check": (r"tests?|test\s+suite|specs?|hooks?|checks?|verification|verify|signatures?|signing|integrity|checksums?|hashes"
              r"|csrf|cors|tls|ssl|certificates?|auth\w*|scanners?|scans?|scanning|lint\w*|ci|pipelines?|workflows?|reviews?"
              r"|protection|2fa|mfa|audit\w*|guards?|sanitiz\w*|hardening|xss|coverage|validation|validat\w+|middleware|security|sandbox\w*|firewall|allowed"
              r"|origins?|repo|repos|repository|repositories|buckets?|permissions?|permission\s+mode|allowlist|approvals?|confirmation|gitleaks|pre-commit|findings?"
              r"|pruebas?|tests?|comprobaci\w+|vérification|prüfung\w*|verifica\w*|testes|controlli|проверк\w*|тест\w*"
              r"|校验|测试|检查|検証|テスト|검증|테스트|testy|testler"),
    "source": (r"registry|registries|package\s+index|index\s+url|mirrors?|proxy|fork|package\s+feed|feed\s+url"
               r"|package\s+source|source\s+replacement|dependencies|packages|images|artifacts|artefacts|wheels|crates|gems"
               r"|registro|espejo|miroir|spiegel|реестр|зеркал\w*|镜像|ミラー|レジストリ|미러"),
    "privilege": (r"owners?|admins?|administrators?|root|superusers?|nopasswd|privileges?|cluster-admin"
                  r"|clusterrolebinding|propietario|propriétaire|eigentümer|proprietário|владел\w*|管理员|所有者|管理者|관리자"),
    "memory": (r"memory|memories|preferences?|instructions|future\s+sessions?|all\s+sessions|next\s+sessions?|system\s+prompt"
               r"|memoria|mémoire|gedächtnis|memória|памят\w*|记忆|記憶|메모리"),
    "data": (r"(?:customer|user|client|personal|production|prod|patient|employee)s?['’]?\s+(?:data|records|emails|details|list|files)"
             r"|database\s+(?:dump|backup|contents)|db\s+dump|pii|source\s+code|codebase|(?:whole|entire|full)\s+(?:repo\w*|workbook"
             r"|database|history|inbox|mailbox|channel)|workbook|spreadsheet|contracts?|chat\s+history|conversation\s+history"
             r"|private\s+(?:channel|repo\w*|messages?)"),
    "money": (r"(?:support|contact|billing|sender|reply-to)\s+(?:address|email|e-mail|number|phone)|reply-to|payees?|iban|bank\s+(?:account|details)|account\s+(?:number|details)|routing\s+number|swift|wire\s+transfer"
              r"|payouts?|refunds?|remittance|beneficiar\w+|wallet\s+address|payment\s+(?:details|instructions|account)"),
    "store": (r"backups?|audit\s+(?:log|logs|trail|bucket|table)|logs|history|volumes?|namespaces?|databases?|snapshots?"
              r"|home\s+directory|bucket|buckets|branches|tags|releases|reflog"),
    "branch": (r"main|master|default\s+branch|protected\s+branch|production|prod|release\s+branch|rama\s+principal"
               r"|branche\s+principale|hauptzweig|主分支|メインブランチ"),
    "person": (r"the\s+user|users?|human|person|reviewers?|reviews?|summary|pr|prs|pull\s+requests?|descriptions?|the\s+report"
               r"|changelog|release\s+notes|commit\s+messages?|reply|replies|response|answer|maintainers?"
               r"|usuario|utilisateur|benutzer\w*|nutzer\w*|usuário|utente|пользовател\w*|用户|ユーザー|사용자|użytkownik\w*|kullanıcı\w*"),
}
#: effects: what is done to an object
_EFFECT_WORDS = {
    "out": (r"send|sends|sending|sent|upload\w*|post|posts|posting|posted|transmit\w*|forward\w*|share|shares|sharing|publish"
            r"|publishes|published|publishing|ship|ships|shipped|beacon\w*|sync\w*|exfiltrat\w*|paste|pastes|pasting|include|includes|attach\w*"
            r"|copy|copies|copying|commit|commits|committing|committed|contents\s+of|cat|append\w*|insert\w*|tracked|checked\s+in|print|prints|echo|dump|dumps|expose\w*|leak\w*|email\w*|mail"
            r"|report\w*\s+(?:to|the\s+build|it\s+to)|reply|replies|respond\w*\s+with|answer\w*\s+with|antwort\w*|respond\w+|répond\w*|put|puts|writes?|writing|embed\w*|add|adds|adding|push|pushes|recover\w*"
            r"|enviar|envía|envoyer|envoie|téléverser|senden|sende|schicken|hochladen|enviar|envie|carregar|inviare|invia"
            r"|caricare|verstuur\w*|stuur|uploaden|skicka|ladda\s+upp|kirim\w*|unggah\w*|gửi|tải\s+lên|odeslat|pošli\w*|lähetä"
            r"|küld\w*|trimite\w*|στείλ\w*|wyślij|wysłać|gönder\w*|yükle\w*|отправ\w*|загруз\w*|пересл\w*|发送|上传|发到|送信|アップロード|送って|送る"
            r"|보내|업로드|भेज\w*|अपलोड"),
    "weaken": (r"(?:report|mark|flag|treat|list|describe|summari[sz]e)\w*\s+(?:\w+\s+){0,3}as\s+(?:clean|safe|passing|passed|green"
               r"|resolved|fixed|false\s+positives?|approved|verified|ok|benign)|auto-?approv\w*|auto-?merg\w*|merg\w*\s+without"
               r"|made\s+public|make\s+(?:\w+\s+){0,2}public|visibility\s+(?:to\s+)?public|world-(?:readable|writable)"
               r"|(?:stays?|stayed|remains?|left|leave|keeps?|kept)\s+(?:\w+\s+)?(?:off|disabled)|(?:set|sets|setting|defaults?)\s+(?:\w+\s+)?to"
               r"\s+(?:false|off|none|never|0)|lower(?:s|ed|ing)?\s+(?:\w+\s+){0,2}to\b|drop|drops|dropping|dropped"
               r"|open\s+to\s+(?:the\s+)?(?:internet|world|anyone|everyone|all)|accessible\s+to\s+(?:anyone|everyone)|disable\w*|turn(?:ed|s)?\s+off|switch(?:ed)?\s+off|remove|removes|removing|delete|deletes|deleting|skip|skips"
               r"|skipping|bypass\w*|suppress\w*|comment(?:ed)?\s+out|ignore|ignores|ignoring|relax\w*|downgrade\w*|weaken\w*"
               r"|unconditional\w*|always\s+(?:pass|passes|succeed|return)|return\w*\s+true|no\s+longer\s+(?:enforced|needed|required"
               r"|checked|run)|retired|obsolete|indicati\w+|advisory\s+only|informational|optional|not\s+(?:enforced|required|blocking)"
               r"|known\s+flake|exempt\w*|allow\s+all|trust\w*\s+(?:all|any|user-installed|self-signed)|any\s+origin|no-verify|desactiv\w+|désactiv\w+|deaktivier\w*|ausschalt\w*"
               r"|entfern\w*|lösch\w*|überspring\w*|desativ\w+|remov\w+|disattiv\w+|rimuov\w+|salta\w*|wyłącz\w*|usuń|atla\w*"
               r"|kaldır\w*|отключ\w*|удал\w*|пропуст\w*|禁用|关闭|删除|跳过|無効|削除|スキップ|비활성|삭제|건너뛰|हटा\w*|बंद"),
    "redirect": (r"updat\w+\s+to|come\s+from|comes\s+from|served\s+from|resolved\s+from|pulled\s+from|fetched\s+from|hosted\s+on"
                 r"|published\s+on|moved\s+to|replace\w*|point\w*|switch\w*|redirect\w*|move\w*\s+to|migrat\w+\s+to|use|uses|using|set|sets|setting|add"
                 r"|adds|adding|configure\w*|change\w*|instead|published\s+only|only\s+(?:published|available|maintained)"
                 r"|maintained\s+fork|supported\s+install|official\s+(?:mirror|source)|install\w*\s+from|pull\w*\s+from"
                 r"|cambia\w*|reemplaz\w*|remplac\w*|ersetz\w*|substitu\w*|sostitu\w*|замен\w*|переключ\w*|替换|改为|切换|置き換え"
                 r"|변경|교체"),
    "modify": (r"add|adds|added|adding|append\w*|put|puts|write|writes|insert\w*|echo|export|set|sets|edit\w*|change\w*"
               r"|delete\w*|remove\w*|replace\w*|>>|modif\w+|añad\w+|ajout\w+|hinzufüg\w*|adicion\w+|aggiung\w+|добав\w*"
               r"|添加|追加|추가"),
    "grant": (r"grant\w*|give|gives|giving|insert\w*|seed\w*|creat\w*|make|makes|assign\w*|promot\w*|elevat\w*|add|adds|bind\w*|otorga\w*|accord\w*"
              r"|gewähr\w*|conced\w*|выда\w*|授予|付与|부여"),
    "persist": (r"remember\w*|save\w*|store\w*|record\w*|keep\w*\s+in|add\w*\s+to|write\w*\s+to|update\w*|permanent\w*"
                r"|from\s+now\s+on|going\s+forward|in\s+(?:all\s+)?future|all\s+future|for\s+all|every\s+future|recuerda\w*"
                r"|mémoris\w*|merk\w*|lembr\w*|ricord\w*|запомн\w*|记住|覚え|기억"),
    "destroy": (r"delete\w*|drop\w*|truncat\w*|destroy\w*|wipe\w*|purg\w*|rm\s+-\w*r\w*|erase\w*|shred\w*|clear\w*"
                r"|overwrit\w*|remove\w*|prune\w*|expire\w*"),
    "force": (r"force-push\w*|force\s+push\w*|push\w*\s+(?:--force|-f|directly|straight)|straight\s+to|directly\s+to"
              r"|without\s+(?:a\s+)?(?:pr|pull\s+request|review|waiting)|no\s+pr|bypass\w*|overwrit\w*|reset\s+--hard"),
    "sanction": (r"by\s+policy|per\s+policy|by\s+design|by\s+convention|(?:team|project|repo|repository)\s+(?:policy|convention"
                 r"|rule)|(?:is|are)\s+intended|that\s+is\s+intended|supported\s+(?:settings?|install\w*|path|configuration|way)"
                 r"|documented\s+(?:procedure|setup|resolution|path|step|fix)|standard\s+procedure|routine\s+maintenance"
                 r"|agreed\s+(?:path|fix|procedure)"),
    "hide": (r"(?:not|never|don't|no)\s+(?:\w+\s+)?(?:mention\w*|tell\w*|report\w*|flag\w*|surfac\w*|signal\w*|inform\w*|notify\w*"
             r"|show\w*|list\w*|log\w*)|without\s+(?:a\s+|any\s+)?(?:asking|telling|confirm\w*|review\w*|notif\w*|mention\w*|approval)|silently"
             r"|quietly|secretly|hide|hides|hidden\s+from|omit\w*|(?:leave|leaves|left)\s+(?:\w+\s+)?out\s+of|not\s+called\s+out|keep\s+(?:\w+\s+)?out\s+of|no\s+(?:confirmation|approval|review)|needs\s+no\s+confirmation"
             r"|pre-?approved|approved\s+in\s+advance|sin\s+(?:avisar|decir|mencionar|preguntar)|no\s+(?:mencion|inform|avis)\w*"
             r"|ne\s+\w+\s+pas|sans\s+(?:demander|prévenir|mentionner)|nicht\s+(?:erwähn|melden|mitteil|sagen)\w*|ohne\s+(?:nachzufragen"
             r"|rückfrage|zu\s+fragen)|sem\s+(?:avisar|perguntar|mencionar)|não\s+(?:mencion|inform|avis)\w*|senza\s+(?:chiedere"
             r"|avvisare|dire)|не\s+(?:сообща|говор|упомина|предупрежда)\w*|без\s+(?:вопрос|подтвержд|уведомл)\w*|不要(?:告诉|提及|通知)"
             r"|无需确认|伝えない|知らせない|言わない|알리지|말하지|bez\s+pytania|nie\s+(?:informuj|mów|wspominaj)\w*|sormadan|söyleme\w*"),
}
#: which effects make a harmful act of which objects
_ACTS = {"secret": ("out", "sanction"), "system": ("modify", "weaken", "sanction"), "check": ("weaken", "sanction"),
         "source": ("redirect", "sanction"), "privilege": ("grant", "sanction"), "memory": ("persist", "modify"),
         "person": ("hide",), "branch": ("force", "sanction"), "data": ("out",), "money": ("redirect", "out", "grant"),
         "store": ("destroy",)}
#: acts that are harmful only with a place named: a package source redirected, data or money sent
_NEEDS_PLACE = frozenset({"source", "data", "money"})
_OBJECT_PATHS = {"secret": _SECRET_PATH, "system": _SYSTEM_PATH, "source": _SOURCE_PATH, "memory": _MEMORY_PATH}
#: a word's edges: a Latin letter or digit does not touch it (scripts without spaces between words, such
#: as Japanese, have no edges to look for)
_EDGE_BEFORE, _EDGE_AFTER = r"(?<![a-z0-9_\u00c0-\u024f])", r"(?![a-z0-9_\u00c0-\u024f-])"
_OBJECTS = {name: re.compile(rf"{_EDGE_BEFORE}(?:{words}){_EDGE_AFTER}") for name, words in _OBJECT_WORDS.items()}
#: any of them (one pass; a word of two classes is found as one of them: harms() asks each class)
_ANY_OBJECT = re.compile("|".join(rf"{_EDGE_BEFORE}(?:{words}){_EDGE_AFTER}" for words in _OBJECT_WORDS.values()))
#: what a text must hold for _PATHS to find anything in it (a substring test is much cheaper)
_PATH_HINTS = tuple("""ssh gcloud .config/ ~/. startup.jl .azure credential shadow id_ .aws npmrc pypirc netrc pgpass docker kube hosts.yml gnupg
    keychain .env environ $env printenv env| env | env) env ) (env ( env stringify authtoken bashrc zshrc .profile _profile zprofile zshenv fish
    sudoers authorized_keys /etc/ daemon.json cron .git/hooks systemd launchagents .claude settings.local workflows
    gitlab-ci circleci jenkinsfile ci.y pip.conf .pip/ yarnrc cargo/config .m2/ nuget gemrc goproxy goflags gonosumdb
    gosumdb goinsecure index-url index_url npm_config_registry trusted-host insecure-registr replace-with registry github: git+http claude.md
    agents.md cursorrules copilot-instructions windsurfrules memory.md""".split())
_PATHS = re.compile("|".join(f"(?P<{name}>{path})" for name, path in _OBJECT_PATHS.items()))
_EFFECTS = {name: re.compile(rf"(?<!-){_EDGE_BEFORE}(?:{words}){_EDGE_AFTER}") for name, words in _EFFECT_WORDS.items()}
#: a sentence in a script other than Latin that names something to act on (a path, a URL, a command, an
#: identifier) is one this lexicon cannot read, so it is shown as its terms
_ACTED_ON = re.compile(r"[\w~]*[/.()=$@`][\w/.~-]|https?://|\b[a-z]+[A-Z]\w+")


def _unreadable(text: str) -> bool:
    """Whether a sentence is written mostly in a script other than Latin and names something to act on."""
    if text.isascii():
        return False
    letters, other = _letters(text)
    return other >= 4 and other * 2 >= letters and _ACTED_ON.search(text) is not None


def _letters(text: str) -> tuple[int, int]:
    """A text's letters, and how many of them are of a script other than Latin (vowel signs included)."""
    if text.isascii():
        return sum(ch.isalpha() for ch in text), 0
    letters = [ch for ch in text if ch.isalpha() or "\u0900" <= ch <= "\u0dff"]
    return len(letters), sum(ch > "\u024f" for ch in letters)


def why(text: str) -> list[tuple[str, str]]:
    """(object, effect) pairs found in a sentence, for looking at what `harms` saw."""
    lowered, prose = text.lower(), _prose(text)
    found = {match.lastgroup or "" for match in _PATHS.finditer(lowered)}
    found |= {name for name, pattern in _OBJECTS.items() if name not in found and pattern.search(prose)}
    plain = _NEGATED.sub(" ", prose)
    return [(name, m.group()) for name in found for effect in _ACTS[name]
            for m in [_EFFECTS[effect].search(prose if effect == "hide" else plain)] if m]


def _names_an_object(text: str) -> bool:
    """Whether a text names any object of a harmful act, or spells one as a command or a setting."""
    lowered = text.lower()
    return (any(hint in lowered for hint in _PATH_HINTS) and _PATHS.search(lowered) is not None
            or spelled_act(lowered)
            or _ANY_OBJECT.search(_prose(text)) is not None or _PROTECTION_NAMED.search(name_words(text)) is not None
            or names_secret(text))


def harms(text: str, after: str = "") -> bool:
    """Whether a sentence names an object of a harmful act with an effect of the same act (see
    above), or spells such an act as a command."""
    lowered = text.lower()
    if spelled_act(lowered) or _unreadable(text):
        return True
    prose = _prose(text)
    found = {match.lastgroup or "" for match in _PATHS.finditer(lowered)}
    found |= {name for name, pattern in _OBJECTS.items() if name not in found and pattern.search(prose)}
    if "check" not in found and _PROTECTION_NAMED.search(name_words(text)):
        found.add("check")
    if "secret" not in found and names_secret(text):
        found.add("secret")
    if not found:
        return False
    if found & _NEEDS_PLACE and not _DESTINATION.search(text + " " + after):
        found -= _NEEDS_PLACE  # a package source redirected, data or money sent: they name where to
    plain = _NEGATED.sub(" ", prose)  # "never commit .env" warns; it asks nothing
    return any(_EFFECTS[effect].search(prose if effect == "hide" else plain)
               for effect in {effect for name in found for effect in _ACTS[name]})


#: where a package source is redirected to: a URL, a host, a repository spec (each tried from the start of
#: its token only: tried from every position of a long token the search took quadratic time)
_DESTINATION = re.compile(r"https?://|(?<!\S)\S+@[\w-]+\.\w+|\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b|\b0x[0-9a-fA-F]{40}\b|(?<![\w-])(?<!\w\.)[\w-]+(?:\.[\w-]+)+\.(?:example|com|net|org|io|dev|cn|ru|xyz|app|sh)\b|github:")
#: an effect said not to happen: "never commit", "do not delete", "nicht löschen", or asked leave for
_NEGATED = re.compile(r"\b(?:never|don't|do\s+not|must\s+not|should\s+not|nicht|niemals|jamais|nunca|никогда)\s+(?:\w+\s+)?\w+"
                      r"|\bpermissions?\s+to\s+\w+")  # asking leave to write is not writing


#: a text that says something (letters or digits), and one that stops in the middle of its sentence
_SAYS = re.compile(r"[^\W_]")
_RUNS_ON = re.compile(r"(?<=\s)[a-z]{2,}$")


def _mark_harms(parts: list[tuple[str, str]], groups: list[list[int]], texts: list[str], hits: list[bool]) -> set[int]:
    """Marks the groups of each sentence that names a harmful act (`harms`); returns the segments of
    each line that spells one as code (its `;` and `,` end no sentence: the whole line goes) and of
    each line in a script this lexicon cannot read that names something to act on (`_unreadable`)."""
    named = _names_an_object(" ".join(texts))  # most output names none
    coded = False
    for window in _windows(texts):
        after = texts[window[-1] + 1] if window[-1] + 1 < len(texts) else ""
        sentence = " ".join(texts[number] for number in window)
        if all(hits[number] for number in window):
            continue
        if named and harms(sentence, after) or _ELSEWHERE.search(sentence) and _longest_run(sentence) >= ELSEWHERE_RUN:
            for number in window:
                hits[number] = True
            coded = coded or named and _ACT_IN_CODE.search(sentence.lower()) is not None
    # an act spelled over segments of one line (a pipe is a cell's boundary: `echo … | base64 -d | sh`)
    joined = "".join(s + gap for s, gap in parts)
    coded = coded or spelled_act(joined.lower()) or _COMMAND_ACT.search(joined) is not None
    if not coded and all(segment.isascii() for segment, _ in parts):
        return set()
    line, line_of, lines, spelled = 0, [], dict[int, list[str]](), dict[int, str]()
    for index, (segment, gap) in enumerate(parts):
        line += index > 0 and own_prose.new_line(parts, index)
        line_of.append(line)
        lines.setdefault(line, []).append(segment)
        spelled[line] = spelled.get(line, "") + segment + gap
    unreadable = {number for number, text in lines.items() if _unreadable(" ".join(text))}
    for number, group in enumerate(groups):
        if any(line_of[index] in unreadable for index in group):
            hits[number] = True
    code = {number for number, text in spelled.items()
            if coded and (spelled_act(text.lower()) or _COMMAND_ACT.search(text.replace("\u23ce", " ")))}
    return {index for index, number in enumerate(line_of) if number in code}


#: whatever else it says, a sentence of the agent's own output that names a place elsewhere (a URL, a
#: host after "to"/"on"/"from", an e-mail address) with this many words of plain language in a row
#: (code, paths, names and numbers break a run) tells a reader where to send or fetch something: shown
#: as its terms. Chosen on the folded rounds and the sessions' needles (3 words cost 3 of 198, 4 none;
#: bench/RESULTS.md "poisoning"). A run of plain language alone was left out: 10 words in a row cost no
#: needle but doubled the ordinary texts with a sentence as terms for +1 of round 18's 28 payloads.
ELSEWHERE_RUN = 4
#: a place outside this machine named in a sentence: a URL or host that is not the loopback, an e-mail address
_ELSEWHERE = re.compile(r"https?://(?!localhost|127\.|0\.0\.0\.0|\[::1\])|(?<![\w.+-])[\w.+-]+@[\w-]+\.[a-z]{2,}\b"
                        r"|\b(?:to|on|at|from|via|into)\s+`?(?:[\w-]+\.)+(?:example|com|net|org|io|dev|cn|ru|xyz|app|sh|in|co)\b(?!\.\w)")
_PLAIN_WORD = re.compile(r"^[\"'(\u201c]?[^\W\d_]+(?:['\u2019-][^\W\d_]+)*[\"')\u201d]?[,;:.!?]?$")


def _longest_run(sentence: str) -> int:
    """The most words of plain language in a row in a sentence (code, paths, names, numbers break a run)."""
    best = run = 0
    for token in directives.reveal(sentence)[0].split():
        run = run + 1 if _PLAIN_WORD.match(token) else 0
        best = max(best, run)
    return best


#: a clause whose object is the clause before's ("…verify_ssl now defaults to False; set it to False …")
_POINTS_BACK = re.compile(r"\b(?:it|them|both|these|those)\b")


def _windows(texts: list[str]) -> list[list[int]]:
    """The sentences' groups as whole sentences: a group ending in a comma goes on in the next, one ending in
    a `;` in a clause that points back to it (`_POINTS_BACK`)."""
    windows: list[list[int]] = []
    for number, text in enumerate(texts):
        if windows and (texts[number - 1].rstrip().endswith(",") or texts[number - 1].rstrip().endswith(";")
                        and _POINTS_BACK.search(_prose(text)) is not None):
            windows[-1].append(number)
        else:
            windows.append([number])
    return windows


def gate(body: str, digest: Callable[[str, int], str], prose: bool = True, said: str = "") -> str:
    """The agent's own output (a block line's body after its head and call) with each run of
    segments that address a reader, name a harmful act or (`prose`: in the automatic block, not in
    a stored memory, which search finds by its words) are a line of prose replaced by `[terms: …]`
    (`digest`: poison.digest); a line repeating `said` (the event's call) as it is."""
    parts = segments(body)
    flagged = [False] * len(parts)
    carry = ""
    groups = sentences(parts)
    hits, names = [], []
    texts = [" ".join(parts[index][0] for index in group) for group in groups]
    fixed = own_prose.harness(parts, said)  # the harness's own messages, the call repeated: said to no one
    texts = ["" if all(index in fixed for index in group) else text for group, text in zip(groups, texts)]
    for text in texts:
        hit, named, spoken = addresses(text)
        hits.append(hit or carry == "all" or carry == "ask" and acts(text))
        names.append(named)
        carry = "all" if spoken else "ask" if named else ""
    whole = _mark_harms(parts, groups, texts, hits)  # lines that go whole
    asked = list(hits)
    in_prose = own_prose.prose_lines(parts, said) if prose else [False] * len(parts)
    for number in [*range(1, len(groups)), *range(len(groups) - 2, -1, -1)]:
        # the clauses naming who is addressed belong to the order they are part of
        other = number - 1 if number and hits[number - 1] else number + 1
        if other < len(groups) and hits[other] and names[number] and texts[min(number, other)].endswith(","):
            hits[number] = True
    sentence = [number for number, text in enumerate(texts) if _SAYS.search(text)]  # a lone `#` or `│` is no sentence
    for number, group in enumerate(groups):
        # a planted order comes with its pretext: the clauses of its sentence right before and after
        # it, what it introduces with a colon, and the prose sentences around it, go too; and
        previous = max((n for n in sentence if n < number), default=-1)
        following = min((n for n in sentence if n > number), default=len(groups))
        before = previous >= 0 and asked[previous] and (texts[previous].endswith((",", ":")) or _is_prose(texts[number]))
        after = following < len(groups) and asked[following] and (
            texts[number].endswith(",") or _is_prose(texts[number])
            or _RUNS_ON.search(texts[number]) is not None and not own_prose.new_line(parts, groups[following][0]))
        # a sentence cut by a segment's boundary goes on to the end of its line
        goes_on = (previous >= 0 and any(flagged[index] for index in groups[previous]) and not own_prose.new_line(parts, group[0])
                   and _RUNS_ON.search(texts[previous]) is not None)
        near = before or after or goes_on
        for index in group:
            flagged[index] = (hits[number] or near or in_prose[index] or index in whole) and index not in fixed
    if not any(flagged):
        return body
    out: list[str] = []
    run: list[str] = []
    for (segment, gap), hit in zip(parts, flagged):
        if hit:
            run.append(segment)
            continue
        if run:
            out.append(terms(" ".join(run), digest) + " ")
            run = []
        out.append(segment + gap)
    if run:
        out.append(terms(" ".join(run), digest))
    return "".join(out).rstrip()


def terms(text: str, digest: Callable[[str, int], str]) -> str:
    """A run of text as the list of its terms (`digest`: poison.digest), in place: `[terms: …]`."""
    return f"[terms: {digest(text, len(text)) or 'none'}]"
