"""A secret's noun, what modifies it, then its predicate: the value a sentence says the secret is.

"la password della postazione condivisa del team reclami (utente: reclami.team) è X", "O token da API do
Buzzsprout pra automação das vinhetas é X", "el webhook secret del bot de WhatsApp (el que firma las peticiones
hacia nuestro backend) es X", "le mot de passe du Wi-Fi du boîtier Herelink du chantier de Lyon a changé : X",
"a senha da conta da DroneDeploy da fazenda foi trocada para X", "the ResourceSpace admin password got reset during
the upgrade, it's X": a noun that names a secret heads a noun phrase, and whatever modifies it -- what it is for,
whose it is, a parenthesis, a relative clause, a verb of change -- stands between the noun and the predicate that
gives its value. The sentence rules of `memtool.privacy.sentences` read that grammar with a bound on what stands
between (six words, a parenthesis of 40 characters, a list of prepositions), and each new writer's sentences pass
the bound; this pass reads the clause instead.

From each word `memtool.privacy.nearby` finds naming a secret (its ``after``: beside what its own scan takes), it walks the
noun's clause -- at most `_CLAUSE` characters on its line, a parenthesis skipped whole -- to the first predicate:

* a copula of the languages the rules know (``is``, ``es``, ``è``, ``é``, ``ist``, ``lautet``, ``är``, …), maybe
  followed by ``now``/``still``;
* a colon (``:``, ``：``) or an arrow (``→``, ``->``) with a blank after it;
* a verb of change and its preposition (``changed to``, ``reset to``, ``trocada para``, ``geändert auf``);
* ``, it's`` / ``, it is``: the noun taken up by a pronoun.

The clause ends -- and nothing is found -- at a full stop, ``!``, ``?`` or ``;`` before a blank, at a line break,
at ``=`` (an assignment: the rules' place), at a marker, and at another word naming a password or a secret (its own
scan takes over). The value is the token after the predicate (quotes, backticks and guillemets around it dropped)
and passes the test the sentence rules give a value after a copula: under a password's noun a credential
(`memtool.privacy.sentences._credential`), a passphrase of joined words or six digits or more; under a secret's or a
token's a generated value; under a weak ``key`` (``IMGPROXY_KEY``) a long random value or hex of a key's length.
What is found still meets `memtool.privacy.lookalike` (the caller's).

A code is a secret when it opens something (the labelling of `tests/redaction_dev/README.md`: a PIN, a door's, a
lockbox's, an alarm's, an activation or a one-time code; an error, a zip or a booking code classifies): `find_codes`
reads the same grammar from a code's noun -- ``code``, ``codice``, ``código``, in the Romance order that puts what it
opens after it (``il codice della cassetta chiavi al deposito è X``, ``el código del cajetín de llaves … es X``, ``the
web access code for the upload is X``, ``the 2FA code it just sent me was X``) -- when its noun phrase (the words
before the noun on its line, 40 characters, and those up to the predicate) names what it opens and nothing that
classifies; the value is 4 to 12 digits, or 6 to 12 capitals and digits with a digit. A lock's combination is read
the same way from its noun (``combination``, ``combo``, ``combinación``, ``Kombination``, …) and from a box named for
the code that opens it (``lockbox``, ``keybox``), and right after ``combo``/``combination`` too (``Lockbox on side
gate, combo 3684``, ``safe combination: 68-92-22``): 3 to 8 digits or a dial's two-digit groups, never a number
(``lockbox number``, ``id``, ``#``).
"""

from __future__ import annotations

import itertools
import re

from memtool.privacy import languages, nearby, passwords, sentences, shapes
from memtool.privacy.checks import _MARKER_PREFIX, _UUID_RE, _lazy
from memtool.privacy.languages import CHANGED, INTO, PREDICATE_COPULAS, STILL
from memtool.privacy.generated import _CLUSTER_RE, _RARE_BIGRAM_RE, spelled_passphrase
from memtool.privacy.names import secret_name

_CLAUSE = 160  # characters of the noun's clause read after it
_PARENTHESIS = 120  # a parenthesis longer than this is no modifier
#: the predicate, tried where a blank, a colon or an arrow stands in the clause; the value follows its end
_PREDICATE_RE = _lazy(
    r"(?i)[ \t]+(?:" + PREDICATE_COPULAS + r")(?:(?:[ \t]+|[ \t]*\n[ \t]*)(?:" + STILL + r"))?[ \t]*:?(?:[ \t]+|[ \t]*\n[ \t]*)"
    r"|[ \t]*(?::|：|→|->)[ \t]+"
    r"|[ \t]+(?:" + CHANGED + r")[ \t]+(?:" + INTO + r")[ \t]*:?[ \t]+"
    r"|(?:,|[ \t]+[—–])[ \t]+(?:it(?:'s|’s|[ \t]+is|[ \t]+was)|c['’]est)[ \t]+")
_VALUE_RE = _lazy(
    r"(?:(?P<open>[«“„「『\"'`‘])[ \t]*(?P<quoted>[^\n«»“”„「」『』\"'`‘’]{4,128}?)[ \t]*[»”“」』\"'`’]"
    r"|(?P<bare>[^\s\"'`«»“”「」『』<>(){}\[\],;，。；！？、（）【】]{4,256}))")
#: what ends a clause: a sentence's end, a line's, and the marks of a syntax (an assignment, a quoted string's end,
#: a record's brackets: a name and its value there are the rules')
_END_RE = _lazy(r"(?<!\b(?:St|Dr|Mr|Ms|Mt|Ft|Jr|Sr|No|Nr|vs))(?<!\b(?:Mrs|Ave))[.!?;](?=[ \t\n]|$)"
               r"|\n|\\n|[=\"{}\[\]<>|]")  # (an abbreviation's full stop ends no clause: ``at St. Anne's … is X``)
#: a name of code right before the predicate (snake_case, camelCase): the predicate is that name's
_CODE_NAME_RE = _lazy(r"(?<![\w-])(?:[A-Za-z][A-Za-z0-9]*_[\w]+|[a-z]+[A-Z][\w]*)[\"']?$")
#: a noun right before the predicate that is its subject instead (``the key for X changed, guid was <uuid>``)
_OTHER_SUBJECT_RE = _lazy(r"(?i)\b(?:g?uuid|id|ids|guid|hash|digest|checksum|name|number|count|version|size|length|url"
                          r"|path|host|port|user|username|e-?mail)[ \t]*$")
#: a user's or an account's word right before such a name: the name is the account's, not an assignment's (``пароль
#: … для учётки les_editor: X``, ``the password for user app_ro: X``, ``senha do usuário svc_balanca: X``)
_ACCOUNT_BEFORE_RE = _lazy(
    r"(?i)(?:user(?:name)?|account|login|benutzer\w*|konto\w*|utilisateur|compte|identifiant|usuari[oa]|usu(?:á|a)rio"
    r"|cuenta|conta|utente|gebruiker|anv(?:ä|a)ndare[n]?|bruker(?:en)?|bruger(?:en)?|k(?:ä|a)ytt(?:ä|a)j(?:ä|a)\w*"
    r"|felhaszn(?:á|a)l\w*|u(?:ż|z)ytkownik\w*|u(?:ž|z)ivatel\w*|уч(?:ё|е)тн?\w*|пользовател\w*|аккаунт\w*|логин\w*"
    r"|账号|账户|帳號|用户|アカウント|ユーザー?|계정|사용자)[ \t]+$")
#: capitals and digits, both, 16 or more, maybe in groups: a licence key's shape (``K5SQJ4PXC94U1Y6D72U0``)
_LICENSE_KEY_RE = _lazy(r"(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])(?=(?:-?[A-Z0-9]){16})[A-Z0-9]{4,}(?:-[A-Z0-9]{4,})*")
#: a word capitalised as a name's (``São``), not a copula's
_NAME_RE = _lazy(r"[A-ZÀ-Ý][a-zß-ÿ]+\b")
_WORD_RE = _lazy(r"[^\W\d_][\w-]*")
_PHRASE_RE = _lazy(r"[a-z]{3,12}(?:[ \t][a-z]{3,12}){2,7}")


def find_after(text: str, start: int, end: int, strength: str) -> tuple[int, int] | None:
    """The value the predicate of the secret's noun at ``start:end`` gives (``strength``: how the noun names a
    secret, `memtool.privacy.names.secret_name`), or None. A predicate whose value fails the test and is a lowercase word
    may be an auxiliary (``foi`` of ``foi trocada para X``): the next one of the clause is tried, `_PREDICATES` at most."""
    if end - start == 4 and text[start:end].lower() == "pass":
        return None  # (the verb, a test's status -- ``--- PASS: TestX`` --: a sentence says password)
    if strength == "password" and text[end:end + 1] == " ":
        said = _juxtaposed(text, start, end)
        if said is not None:
            return said
    for at in _predicate_ends(text, end):
        m = _VALUE_RE.match(text, at)
        if m is None:
            continue
        group = "quoted" if m.group("quoted") is not None else "bare"
        value = m.group(group)
        core = value.rstrip(".,:!?)") if group == "bare" else value
        begin = m.start(group)
        if core.isdigit() and (sentences.COUNTED_RE.search(text, end, at) is not None
                               or _QUANTITY_AFTER_RE.match(text, begin + len(core)) is not None):
            return None  # (password reset requests: 482913: a count, not the password)
        if (_MARKER_PREFIX not in core and core[0] not in "$%<{" and _value_ok(core, text[start:end], strength, group == "quoted")
                and not (group == "bare" and nearby.code_at(text, begin, len(core)))):
            return begin, begin + len(core)
        if not (group == "bare" and core.isalpha() and core.islower()):
            return None  # (only a word -- an auxiliary's participle, ``trocada`` -- lets the clause go on: past a
            # type or a name (``token_verifier: TokenVerifier, *, url: AnyHttpUrl``) the next predicate is another's)
    for at, _ in _taken_up(text, end):
        m = _VALUE_RE.match(text, at)
        if m is not None and m.group("bare") is not None and _value_ok(m.group("bare").rstrip(".,:!?)"), text[start:end], strength, False):
            return m.start("bare"), m.start("bare") + len(m.group("bare").rstrip(".,:!?)"))
    return None


_ENGLISH_NOUNS = frozenset("password passwd passphrase pass pwd pw passcode".split())
_LINE_END_RE = _lazy(r"[.,;)]?[ \t]*(?:\n|$)")


def _juxtaposed(text: str, start: int, end: int) -> tuple[int, int] | None:
    """A password's value right after its noun, no predicate between (``mot de passe powder_piste_schuss``, ``Kennwort
    landfill84.uws``, ``password `2584```): plain words joined, a typed password or a word and its digits
    (`memtool.privacy.passwords.joined`), four digits or more; after an English noun only quoted, dotted words or digits
    ending the line (``password self-service-portal``, ``password reset-flow-v2`` name things)."""
    m = _VALUE_RE.match(text, end + 1)
    if m is None:
        return None
    quoted = m.group("quoted") is not None
    core = m.group("quoted") if quoted else m.group("bare").rstrip(".,:!?)")
    noun = text[start:end]
    ok = passwords.joined(core) or sentences.password_digits(core, noun) and _QUANTITY_AFTER_RE.match(text, m.end()) is None
    if noun.lower() in _ENGLISH_NOUNS and not quoted:  # (digits alone ending the line or the sentence: ``controller password
        ok = ok and ("." in core and spelled_passphrase(core) or core.isdigit() and _LINE_END_RE.match(text, m.end()))  # 3744``)
    if not ok or _MARKER_PREFIX in core or not quoted and nearby.code_at(text, m.start("bare"), len(core)):
        return None
    begin = m.start("quoted" if quoted else "bare")
    return begin, begin + len(core)


#: the noun taken up by a pronoun in a sentence after its own: "forgot her password again. I reset it to X"
_TAKEN_UP_RE = _lazy(r"(?i)\b(?:reset|changed|set|updated|rotated)[ \t]+(?:it|them)\b[^.!?\n]{0,40}?[ \t]to[ \t]+(?:now[ \t]+)?")


def _taken_up(text: str, end: int):
    """Where the value starts when a verb of change takes the noun ending at ``end`` up by ``it`` (``I reset it in the
    admin panel to X``), in the next 200 characters of its paragraph; and where the verb stands."""
    limit = min(len(text), end + 200)
    blank = text.find("\n\n", end, limit)
    m = _TAKEN_UP_RE.search(text, end, blank if blank >= 0 else limit)
    if m is not None:
        yield m.end(), m.start()  # (where the value starts; where the sentence that names it ends)


_PREDICATES = 3


def _predicate_ends(text: str, end: int, others: bool = False):
    """Where a value may start after the noun ending at ``end``: past the noun's modifiers, at the end of each of the
    first `_PREDICATES` predicates of its clause; none after the clause ends, nor (unless ``others``) past another
    secret's noun."""
    limit = min(len(text), end + _CLAUSE)
    i = end
    found = 0
    while i < limit and found < _PREDICATES:
        c = text[i]
        if c == "(":
            close = text.find(")", i, min(len(text), i + _PARENTHESIS))
            if close < 0 or "\n" in text[i:close]:
                return
            i = close + 1
            continue
        if c in " \t:：,→-":
            m = _PREDICATE_RE.match(text, i)
            if m is not None and m.group()[:1] in " \t" and _NAME_RE.match(m.group().lstrip(" \t")):
                m = None  # (a capitalised copula mid-clause is a name's word: ``… do salão em São Paulo é X``)
            code_name = _CODE_NAME_RE.search(text, max(end, i - 64), i) if m is not None else None
            if code_name is not None and _ACCOUNT_BEFORE_RE.search(text, max(end, code_name.start() - 40),
                                                                   code_name.start()) is None:
                return  # (another name's assignment: ``token_checker: TokenChecker, *, audience_url: X``)
            if m is not None and _OTHER_SUBJECT_RE.search(text, max(end, i - 24), i) is None:
                found += 1
                yield m.end()
                i = m.end() - 1 if text[m.end() - 1] in " \t" else m.end()  # (the blank before a verb that follows)
                continue
        if _END_RE.match(text, i) is not None or text.startswith(_MARKER_PREFIX, i):
            return
        if c.isalpha() and (i == end or not text[i - 1].isalnum()):
            word = _WORD_RE.match(text, i)
            if word is not None:
                if not others and len(word.group()) < 40 and secret_name(word.group()) in ("password", "secret"):
                    return  # (another secret's noun: its own scan)
                i = word.end()
                continue
        i += 1


def _value_ok(core: str, noun: str, strength: str, quoted: bool) -> bool:
    """The test a value after a copula meets under a noun of this strength (see the module)."""
    if core.isalpha() and (core.islower() or core.istitle() or len(core) < 12):
        return False  # (a word: never a credential here -- and the common case, tested before the costly tests)
    if quoted and " " in core:  # (« willow pepper saffron glacier »: a passphrase of plain words, quoted)
        return strength == "password" and _PHRASE_RE.fullmatch(core) is not None
    if core.startswith(("http:", "https:", "/", "~", "-")):
        return False
    phrase = spelled_passphrase(core)  # (plain words, none of code's: mysql_config_editor is a name)
    if strength == "password":
        return (sentences._credential(core) or sentences.password_digits(core, noun) or phrase) and (
            nearby._value_ok(core) or sentences.password_digits(core, noun) or phrase) or passwords.joined(core)
    if strength == "secret" and _LICENSE_KEY_RE.fullmatch(core) and "license" in languages.split_words(noun) and nearby._value_ok(core):
        return True  # (a licence's key as vendors issue it: ``webfont-licentiesleutel … is 3XHLCYNC593PJ19BP4PR``)
    if strength in ("secret", "auth"):
        return nearby._value_ok(core) and nearby._generated(core)
    if strength == "weak":
        return nearby._uuid_slot(noun) and _UUID_RE.fullmatch(core) is None and (
            nearby._weak_value(core) or nearby._KEY_HEX_RE.fullmatch(core) is not None)
    return False


# -- codes ------------------------------------------------------------------------------------------------------------

#: words whose presence in a text (lowercase) lets `find_codes` look: the matcher's gates
CODE_MARKS = ("code", "codice", "codigo", "digo", "kod", "kód", "kood", "код", "clave", "combo", "combination", "combinación",
              "combinacion", "kombination", "combinaison", "combinazione", "combinação", "lockbox", "keybox", "keypad", "disarm",
              "voucher", "コード", "暗証", "码", "碼", "코드")
#: a code's noun and its inflections: ``code``, ``codice``, ``código``; ``kod``/``kód``/``kode``/``kood(i)``/``код`` with the
#: endings of the languages that write it so (the Nordic definite ``koden``, Polish ``kodu``, Czech ``kódem``, Turkish ``kodu``,
#: Finnish ``koodin``); ``clave`` (Spanish: a password, or a gate's code)
_CODE_NOUN_RE = _lazy(r"(?<![\w-])(?:[Cc]od(?:es?|ice)|COD(?:ES?|ICE)|[Cc](?:ó|o)digo|C(?:Ó|O)DIGO"
                      r"|[Kk](?:o|ó)d(?:e|en|er|et|ene|u|em|y|ot|ja|unu|um)?|K(?:O|Ó)D(?:E|EN|U)?|[Kk]ood(?:i|in|ia|it)?"
                      r"|[Кк]од(?:а|у|ом)?"
                      r"|[Cc]lave|[Cc]ombo|COMBO)(?![\w-])")
#: a compound that ends in the noun, what it opens glued before it (``Türcode``, ``Zugangscode``, ``toegangscode``,
#: ``pincode``, ``digicode``, ``Larmkoden``, ``ovikoodi``): the Germanic, Nordic and French way of naming a code
_GLUED_CODE_RE = _lazy(r"(?P<what>[^\W\d_]{3,20}?)(?:s|n|e)?(?:code|kode|kod|kód|kood|koodi)(?:en|et|er|n|u|a)?", re.IGNORECASE)
_GLUED_OPENS_RE = _lazy(r"(?i)digi|pin")
_VOUCHER_RE = _lazy(r"(?i).*?(?:wi-?fi|wlan|internet|guest|hotspot)[ \t-]+(?P<noun>vouchers?)(?![\w-])")
#: a PIN, in capitals as every language writes it (``il PIN supervisore della console radio è X``, ``Code PIN
#: administrateur du lecteur (IDF 3-2) : X``, ``PIN Fisconline: X``): it opens something by what it is
_PIN_NOUN_RE = _lazy(r"(?<![\w])PIN(?:[ -]?(?:[Cc]ode|CODE|[Kk]od(?:u|e|en)?|[Cc](?:ó|o)digo|[Nn]umber|[Nn]ummer|[Nn](?:ú|u)mero))?(?![\w])")
#: a PIN that is no one's secret -- a documented default, an example -- or a word after it that makes it something else: an
#: encrypted PIN block (ISO 9564), its offset, length or tries
_PIN_DEFAULT_RE = _lazy(r"(?i)\b(?:default|factory|stock|example|sample|placeholder|dummy|demo|test)\b")
_PIN_OTHER_RE = _lazy(r"(?i)[ \t-]*(?:blocks?|offset|pvv|verification|length|size|format|pad|mailer|tries|attempts"
                      r"|retries|counter|policy|entry|prompt|field|pinning)\b")
#: a board's pins in the clause: the number is a pin's, not a PIN (``the PIN for pin 13 is 2048``)
_PIN_HARDWARE_RE = _lazy(r"\bpins?\b|(?i:gpio|pinout|header)")
_PIN_VALUE_RE = _lazy(r"(?P<digits>\d{4,12})(?![\w-]|[.,]\d)|(?P<typed>[^\s\"'`,;()]{6,64}?)(?=[.,;:!?)]*(?:\s|$))")
def _by_first_letter(words: str) -> str:
    """An alternation of words regrouped under each one's first letter (``a(?:ccess|larm)|b(?:ox)``): the regex engine then
    tries at each position the words of one letter, not all of them (`_OPENS_RE` searches 200 characters around each code
    noun: 100 us a search ungrouped)."""
    alternatives, depth, start = [], 0, 0
    for i, c in enumerate(words):
        depth += (c == "(") - (c == ")") if words[i - 1:i] != "\\" else 0
        if c == "|" and depth == 0:
            alternatives.append(words[start:i])
            start = i + 1
    alternatives.append(words[start:])
    groups: dict[str, list[str]] = {}
    rest = []
    for alternative in filter(None, alternatives):
        if alternative[0].isascii() and alternative[0].isalpha() and alternative[1:2] not in ("?", "*", "+", "{"):
            groups.setdefault(alternative[0].lower(), []).append(alternative[1:])
        else:
            rest.append(alternative)
    return "|".join([letter + "(?:" + "|".join(tails) + ")" for letter, tails in groups.items()] + rest)


#: what a code opens, in the languages the rules know
_OPENS_WORDS = (
    r"lock\w*|key|keys|keybox|box|door|gate|safe|alarm|access|activation|unlock\w*|entry|garage"
    r"|entrances?|cabinets?|lockers?|security|log(?:-?in|on)|anmeldung|connexion|admin|engineer|supervisor|technician"
    r"|installer"  # (a login's, an admin's, an engineer's code
    # is a password)
    r"|sk(?:a|å)p\w*|d(?:ø|ö)rr?(?:en|et|ren)?|porten|grind(?:en)?|l(?:å|a)s(?:en)?|n(?:ø|o)kkel\w*|nyckel\w*|deur"  # (Nordic, Dutch)
    r"|padlock|keypad|2fa|mfa|otp|one-time|verification|chiav[ei]|llaves?|cl(?:é|e)s?|clef|cassett\w*|cajet(?:í|i)n"
    r"|bo(?:î|i)t(?:ier|e)|porta|puerta|porte|portail|cancello|port(?:ó|o)n|t(?:ü|ue)r|schl(?:ü|ue)ssel\w*"
    r"|attivazione|activaci(?:ó|o)n|ativa(?:ç|c)(?:ã|a)o|acceso|accesso|acc(?:è|e)s|zugang\w*|alarm[ea]|allarme"
    r"|cassaforte|coffre|tresor|sblocco|desbloqueo|d(?:é|e)verrouillage|verifica\w*|v(?:é|e)rification"
    r"|lucchett\w*|serratur\w*|candado|cerradura|cadenas|serrure|schloss|cadeado|fechadura|sleutelkast\w*"
    # (a keypad, a disarm, a master code; what a parcel's is for: picking up, dropping off; a barrier's and a
    # locker's words, and opening, in the Nordic, Slavic, Turkish, Finnish, Dutch and German words)
    r"|keypads?|disarm\w*|alarm\w*|duress|master|pick-?up|pickups?|drop-?off|abhol\w*|afhaal\w*|retrait|ritiro|recogida"
    r"|larm(?:et|en)?|bommen|barri(?:er|ère|era)s?|schranke\w*|slagboom\w*|ovi|portti\w*|h(?:ä|a)lytys\w*"
    r"|otw(?:ar|ier)\w*|skrytk\w*|skrytek|skrzyn\w*|drzwi|bram[aey]?|sejf\w*|odbi(?:ó|o)r\w*|vyzvednut\w*|dve(?:ř|r)\w*"
    r"|schr(?:á|a)nk\w*|trezor\w*|odem(?:č|c|k)\w*|vstup\w*|kap(?:ı|i)(?:s(?:ı|i)|n(?:ı|i)n|ya|ye)?|kilit\w*|toegang\w*"
    r"|poort(?:en)?|kluis\w*|caisses?|eingang\w*"
    # (lockers, mailboxes, intercoms, main doors and a verb that opens, in more of the languages)
    r"|schlie(?:ß|ss)f(?:a|ä)ch\w*|spind\w*|briefkast\w*|casiers?|taquillas?|buz(?:ó|o)n\w*|armadiett\w*|arm(?:á|a)rios?"
    r"|portone|citofono|interphone|intercom|buzzer|mail-?box\w*|letter-?box\w*|postkass\w*|brievenbus\w*|szafk\w*"
    r"|domofon\w*|z(?:á|a)m(?:e|k)\w*|dolap\w*|opens|unlocks|(?:ö|oe)ffnet|ouvre|abre|apre|(?:å|a)pner|(?:ö|o)ppnar"
    r"")
_OPENS_RE = _lazy(r"(?i)(?<![^\W\d_])(?:" + _by_first_letter(_OPENS_WORDS) + r")(?![^\W\d_])")
#: what a code opens in the languages written without blanks between words (``全扉開錠用メンテナンスコード``, ``取件码``)
_OPENS_CJK_RE = _lazy(r"開錠|解錠|開扉|暗証|扉|ドア|ロッカー|金庫|入口|ゲート|門|鍵|开锁|开门|门禁|门|柜|锁|取件|金库|문|도어|금고|잠금|출입|보관함")
#: what a code that classifies or identifies is named for
_CLASSIFIES_RE = _lazy(
    r"(?i)(?<![^\W\d_])(?:error|exit|status|zip|postal|post|country|area|http|response|return|source|promo\w*|discount"
    r"|coupon|product|item|sku|tracking|order|booking|reservation|reference|ticket|confirmation|colou?r|language"
    r"|currency|airport|station|branch|bank|swift|iban|sort|tax|vat|diagnostic|fault|trouble|dtc|qr|bar|short|country"
    r"|region|class|type|category|cost|account|customer|client|invite|invitation|referral|voucher|gift"
    # (the same in the languages whose codes' nouns the rules read: an error's, a postcode's, a parcel's tracking)
    r"|fehler\w*|erreur|errore|fout\w*|feil\w*|fel|b(?:ł|l)(?:ą|a|ę|e)d\w*|chyb\w*|hata\w*|virhe\w*|pocztow\w*|postleitzahl"
    r"|postnummer|postcode|rastreio|rastreamento|seguimiento|suivi|tracciamento|sendungs\w*)(?![^\W\d_])")
#: a code's value: 4 to 12 digits (a keypad's ``*`` before, ``#``/``*`` after), a digicode's digits and letter (``4821B``), 6
#: to 12 capitals and digits with a digit, or groups joined by hyphens (``YUS-4115``, a voucher's ``68011-67477``)
_CODE_VALUE_RE = _lazy(r"(?:\*?\d{4,12}|[A-Z]\d{4,8}|\d{4,8}[A-Z]|(?=[A-Z0-9]{6,12}(?![\w-]))(?=[A-Z0-9]*\d)[A-Z0-9]*[A-Z][A-Z0-9]*"
                       r"|(?=[A-Z0-9-]{5,20}(?![\w-]))(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,6}(?:-[A-Z0-9]{2,6}){1,3}"
                       r"|\d{4,6}(?:-\d{4,6}){1,2})(?![\w-]|[.,]\d)")
#: capitals alone, under a PIN's noun (``de pincode … is QYVXJTRC``): `_random_capitals` tells them from a word
_CAPITALS_RE = _lazy(r"[A-Z]{6,12}(?![\w-]|[.,]\d)")
#: a unit or a counted noun after the number: a quantity (``… is 2024 lines``), no code
_QUANTITY_AFTER_RE = _lazy(r"(?i)[ \t]+(?:lines?|bytes?|[kmg]b|ms|sec\w*|seconds?|minutes?|mins?|hours?|days?|weeks?|months?"
                           r"|years?|times|items?|rows?|records?|users?|entries|characters?|chars?|digits?|words?|px|baud|bps|[km]?hz|rpm|dpi"
                           r"|keys|buttons)\b")
#: where a code's value starts without a copula: when it holds from (``Türcode Hintereingang ab heute X``, ``master open code
#: still X``), or the verb that has it typed (``his courier PIN was reset, tell him to use X``, ``enter X at the gate``)
_SINCE_RE = _lazy(r"(?i)[ \t]+(?:(?:" + STILL + r")|(?:to[ \t]+)?(?:use|enter|type|dial|key[ \t]+in|punch[ \t]+in)|[—–-])[ \t]*:?[ \t]+")
#: "the new code", between a predicate and the value (``… für das Schlüsselkästchen am Depot: neuer Code X``)
_NEW_CODE_RE = _lazy(r"(?i)(?:new|neue[rns]?|nieuwe?|nouveau|nouvelle|nuevo|nueva|nuovo|nuova|novo|nova|nye?|nya|uusi|nowy)[ \t]+"
                     r"(?:code|kode|kod|kód|koodi|pin|pincode|combo)[ \t]*:?[ \t]+")
_DIGIT_RE = _lazy(r"\d")
_PARENTHESIS_RE = _lazy(r"\([^()]*\)")
#: a command's flag for a code: digits where what they open is named on its line (``set_code.py --lock front-door --code
#: 1924``), or a credential (``--system-code 'cCNNKhKO2FRyMXxO'``, ``--registration-code=…``)
_FLAG_CODE_RE = _lazy(r"--(?<![\w-]--)(?P<name>(?:[a-z]+-){0,3}code)[ =](?P<q>['\"]?)(?P<value>[^\s'\"]{4,128}?)(?P=q)(?=\s|$|\\)")
#: the verb "reset" of a clause (``PIN was reset``): no count of resets
_WAS_RESET_RE = _lazy(r"(?i)\b(?:was|were|been|got|is|has)[ \t]+reset\b")


#: a lock's combination, and the boxes named for the code that opens them: ``safe combination: 68-92-22``, ``Lockbox
#: on side gate, combo 3684``, ``The lockbox on the meter room is 3213``; a keypad's and an alarm's disarming too (``roller
#: door keypad is 481598#``, ``Mausoleum service entrance (alarm disarm): 5019*``)
_COMBINATION_RE = _lazy(r"(?i)(?<![\w-])(?:combo|combination|combinaci(?:ó|o)n|kombination|combinaison|combinazione"
                        r"|combina(?:çã|ca)o|lockbox|keybox|(?P<pad>keypad|disarm))(?![\w-])")
_NUMBERED_RE = _lazy(r"(?i)\b(?:number|num|no|nr|id)\b|#")
_COMBINATION_VALUE_RE = _lazy(r"(?:\d{3,8}|\d{1,2}(?:[-–/]\d{1,2}){2,3})(?![\w-]|[.,]\d)")
#: a code in the languages written without blanks: its noun, what it opens before it on its line, then は/是/：
#: (``全扉開錠用メンテナンスコードは 16094077 です``, ``取件码：482913``); a passcode's and a PIN's nouns open by what they are
_CJK_CODE_RE = _lazy(r"(?P<noun>コード|暗証番号|パスコード|码|碼|코드)[ \t　]*(?:は|是|为|為|는|은|:|：)?[ \t　]*(?:[:：][ \t　]*)?"
                     r"(?P<value>\d{4,12}|(?=[A-Z0-9]{6,12}(?![0-9A-Za-z]))[A-Z0-9]*\d[A-Z0-9]*)(?![0-9A-Za-z-])")


#: a line naming codes that open something, then lines holding one code each (``; port 1 unlock code`` then ``90002694``,
#: ``Day-pass Wi-Fi vouchers (1 device, 24 h) — hand out at reception:`` then the vouchers, one a line)
_LISTED_HEAD_RE = _lazy(r"(?i)\b(?:codes?|PINs?|passcodes?|(?:wi-?fi|wlan|internet|guest|hotspot)[ \t-]+vouchers?)\b"
                        r"|(?<=[^\W\d_])(?:code|kode|koden|kod)\b")
_LISTED_VALUE_RE = _lazy(r"\n[ \t]*(?:[-*•][ \t]+)?(?P<value>\d{4,12}|\d{4,6}(?:-\d{4,6}){1,2}|[A-Z0-9]{2,6}(?:-[A-Z0-9]{2,6}){1,3})"
                         r"[#*]?[ \t]*(?=\n|$)")


def find_codes(text: str) -> list[tuple[int, int]]:
    """Spans of codes that open something, given by the predicate of a code's noun (see the module), or written right
    after it where what it opens stands before it on its line (``lockbox on the gas meter, code 4540``,
    ``Schlüsselkasten am Kellereingang, Code 33698``, ``Lockbox on side gate, combo 3684``); a lock's combination
    right after its noun too; a PIN's value after its predicate (`_pins`)."""
    found: list[tuple[int, int]] = _pins(text) if "PIN" in text else []
    lowered = text.lower()
    for noun in _COMBINATION_RE.finditer(text) if "comb" in lowered or "kombi" in lowered or "lockbox" in lowered or (
            "keybox" in lowered or "keypad" in lowered or "disarm" in lowered) else ():
        start, end = noun.span()
        if not _opens_around(text, start, end):
            continue
        blank = re.match(r"[ \t]+(?=\d)", text[end:end + 3]) if noun.group().lower().startswith(("comb", "kombi")) else None
        for at in ([end + blank.end()] if blank else []) + list(_predicate_ends(text, end)):
            value = _COMBINATION_VALUE_RE.match(text, at)
            if (value is not None and len(set(value.group())) > 1 and not _CLASSIFIES_RE.search(text[max(0, start - 40):at])
                    and not _NUMBERED_RE.search(text, end, at)  # (a bank's lockbox number names an account)
                    and not (noun.group("pad") and (len(value.group()) < 4 or _counting(value.group())))
                    and _QUANTITY_AFTER_RE.match(text, value.end()) is None):
                found.append(value.span())
                break
    for start, end, what in _code_nouns(text, lowered):
        if not what and not _opens_around(text, start, end):
            continue  # (most codes -- source code, exit codes -- have nothing they open around them)
        before = _sentence_before(text, start)
        pin = what.lower() == "pin"
        if text[end:end + 1] == " ":  # (juxtaposed: the value right after the noun, what it opens before it)
            value = _CODE_VALUE_RE.match(text, end + 1)
            if value is not None and value.group().isdigit() and (_OPENS_RE.search(before) or what) and (
                    not _CLASSIFIES_RE.search(before)) and _QUANTITY_AFTER_RE.match(text, value.end()) is None:
                found.append(value.span())
                continue
        for at in _code_ends(text, end):
            at = _after_new_code(text, at)
            phrase = before + " " + text[end:at]
            value = _CODE_VALUE_RE.match(text, at) or (_CAPITALS_RE.match(text, at) if pin else None)
            if value is not None and (_OPENS_RE.search(phrase) or what) and not _CLASSIFIES_RE.search(phrase) and (
                    not _counted(phrase) and len(set(value.group())) > 1) and (
                    not value.group().isalpha() or _random_capitals(value.group())) and (
                    _QUANTITY_AFTER_RE.match(text, value.end()) is None):
                found.append(value.span())
                break
            if not text[at:at + 1].isalpha() or not text[at:at + 1].islower():
                break
    if "\n" in text:
        found += _listed_codes(text)
    if "--" in text:
        for m in _FLAG_CODE_RE.finditer(text):
            line, value = text[text.rfind("\n", 0, m.start()) + 1:m.start()], m.group("value")
            if _CLASSIFIES_RE.search(m.group("name")) is None and (
                    _CODE_VALUE_RE.fullmatch(value) is not None and value.isdigit() and len(set(value)) > 1
                    and _OPENS_RE.search(line) and not _CLASSIFIES_RE.search(line)
                    or not value.isdigit() and sentences._credential(value) and _MARKER_PREFIX not in value):
                found.append(m.span("value"))
    if not text.isascii() and ("コード" in text or "暗証" in text or "码" in text or "碼" in text or "코드" in text):
        found += _cjk_codes(text)
    return sorted(set(found))


def _opens_around(text: str, start: int, end: int) -> bool:
    """Does a digit follow the code's noun ``text[start:end]`` within its clause, and does something it opens stand
    around it (`_OPENS_RE`)? The digit first: every value but a PIN's capitals has one, and the test of what it opens
    is the costly one."""
    return _DIGIT_RE.search(text, end, end + _CLAUSE + 40) is not None and _OPENS_RE.search(
        text, max(0, start - 40), min(len(text), end + _CLAUSE)) is not None


_SENTENCE_END_RE = _lazy(r".*[.!?;][ \t]+")


def _sentence_before(text: str, start: int) -> str:
    """The words before a code's noun in its sentence: 40 characters at most, on its line (what it opens, or what
    classifies it -- not the sentence before's ``… (Station car park). Pickup code: X``)."""
    before = text[max(text.rfind("\n", 0, start) + 1, start - 40):start]
    m = _SENTENCE_END_RE.match(before)
    return before[m.end():] if m is not None else before


def _listed_codes(text: str) -> list[tuple[int, int]]:
    """Codes one a line (`_LISTED_VALUE_RE`) under a line that names codes (`_LISTED_HEAD_RE`) and what they open (or is a
    PIN's, a passcode's, a Wi-Fi voucher's), and nothing that classifies (``Error codes:`` then numbers stay)."""
    found: list[tuple[int, int]] = []
    heads: dict[int, bool] = {}
    for m in _LISTED_VALUE_RE.finditer(text):
        value, head_end = m.group("value"), m.start()
        prev = text.rfind("\n", 0, head_end)
        while prev >= 0 and _LISTED_VALUE_RE.match(text, prev) is not None:  # (up past the codes listed before this one)
            head_end, prev = prev, text.rfind("\n", 0, prev)
        if head_end not in heads:
            head = text[prev + 1:head_end]
            heads[head_end] = len(head) <= 160 and _LISTED_HEAD_RE.search(head) is not None and (
                _OPENS_RE.search(head) is not None or "PIN" in head or "oucher" in head or "asscode" in head) and (
                not _CLASSIFIES_RE.search(head.replace("oucher", ""))) and _QUANTITY_AFTER_RE.search(head) is None
        if heads[head_end] and len(set(value)) > 1 and not _counting(value) and any(c.isdigit() for c in value):
            found.append(m.span("value"))
    return found


def _code_ends(text: str, end: int):
    """Where a code's value may start after its noun ending at ``end``: after each predicate of its clause
    (`_predicate_ends`), then after a word of when it holds from or a verb that types it (`_SINCE_RE`) on its line."""
    yield from _predicate_ends(text, end)
    line = text.find("\n", end, end + _CLAUSE)
    m = _SINCE_RE.search(text, end, line if line >= 0 else min(len(text), end + _CLAUSE))
    if m is not None and _END_RE.search(text, end, m.start()) is None:
        yield m.end()


def _after_new_code(text: str, at: int) -> int:
    """Past "new code" where a value would start (``: neuer Code X``)."""
    m = _NEW_CODE_RE.match(text, at)
    return m.end() if m is not None else at


def _counted(phrase: str) -> bool:
    """A count's or a setting's word in the phrase (`memtool.privacy.sentences.COUNTED_RE`), the verb "was reset" aside."""
    return sentences.COUNTED_RE.search(_WAS_RESET_RE.sub(" ", phrase)) is not None


def _random_capitals(value: str) -> bool:
    """Capitals no word is made of (``QYVXJTRC``, ``NJYTPGBR``): few vowels and a rare pair of letters or a cluster."""
    return sum(c in "AEIOU" for c in value) <= len(value) / 3 and (
        _RARE_BIGRAM_RE.search(value) is not None or _CLUSTER_RE.search(value) is not None)


def _cjk_codes(text: str) -> list[tuple[int, int]]:
    """`_CJK_CODE_RE`'s values where what the code opens stands before its noun on its line (or the noun is a PIN's)."""
    found = []
    for m in _CJK_CODE_RE.finditer(text):
        head = text[max(text.rfind("\n", 0, m.start()) + 1, m.start() - 30):m.start()]
        if (m.group("noun") in ("暗証番号", "パスコード") or _OPENS_CJK_RE.search(head)) and len(set(m.group("value"))) > 1:
            found.append(m.span("value"))
    return found


def _counting(digits: str) -> bool:
    """Digits counting up or down (``1234``, ``9876``): the example every manual gives, no one's PIN."""
    steps = {ord(b) - ord(a) for a, b in zip(digits, digits[1:])}
    return steps in ({1}, {-1})


def _pins(text: str) -> list[tuple[int, int]]:
    """Values a PIN's predicate gives, past its modifiers (the clause `_predicate_ends` walks, past other secrets' nouns:
    ``Token PIN for the bot's RSA soft token (svc_bot): 555287``), or right after it (``then the supervisor PIN 755775``,
    ``çıkış PIN kodu 3YQKRYYH``): 4 to 12 digits, capitals and digits, random capitals or a credential (an enhanced
    BitLocker PIN); not a documented default's (``the default kiosk exit PIN is X``, the labelling of
    `tests/redaction_dev/README.md`), nor a PIN block's."""
    found: list[tuple[int, int]] = []
    for noun in _PIN_NOUN_RE.finditer(text):
        if _PIN_OTHER_RE.match(text, noun.end()) or _PIN_DEFAULT_RE.search(
                text, max(text.rfind("\n", 0, noun.start()) + 1, noun.start() - 40), noun.start()):
            continue
        ends = itertools.chain(((at, at) for at in itertools.chain(_predicate_ends(text, noun.end(), others=True),
                                                                  _code_ends(text, noun.end()))),
                               _taken_up(text, noun.end()))
        if text[noun.end():noun.end() + 1] == " ":
            ends = itertools.chain([(noun.end() + 1, noun.end())], ends)
        for at, said in ends:
            juxtaposed = at == noun.end() + 1
            at = _after_new_code(text, at)
            phrase = _PARENTHESIS_RE.sub(" ", text[noun.end():said])  # (what a parenthesis names is no PIN's kind)
            value = _PIN_VALUE_RE.match(text, at)
            if value is not None and not _CLASSIFIES_RE.search(phrase) and not _counted(phrase) and (
                    _PIN_HARDWARE_RE.search(text, noun.end(), min(len(text), value.end() + 30)) is None) and (
                    _QUANTITY_AFTER_RE.match(text, value.end()) is None):
                group = "digits" if value.group("digits") is not None else "typed"
                typed = value.group(group)
                if (shapes._digits_pin(typed) and not _counting(typed) if group == "digits"
                        else not juxtaposed and sentences._credential(typed)
                        or _CODE_VALUE_RE.fullmatch(typed) is not None and not typed.isdigit()
                        or _CAPITALS_RE.fullmatch(typed) is not None and _random_capitals(typed)):
                    found.append(value.span(group))
                    break
            if juxtaposed:
                continue
            if not text[at:at + 1].isalpha() or not text[at:at + 1].islower():
                break
    return found


def _code_nouns(text: str, lowered: str):
    """(start, end, what it opens) of `_CODE_NOUN_RE`'s matches (``what`` empty), tried only where its lowercase stems
    stand (a ``str.find`` each: the regex's own scan of a long coding session cost more than everything else `find_codes`
    does); and of compounds ending in a code's noun whose first part names what the code opens (`_GLUED_CODE_RE`: the part
    itself, or its last part, ``Haustür``); ``lowered``: the text in lowercase."""
    if len(lowered) != len(text):  # (a letter whose lowercase is longer: positions would not match)
        yield from (m.span() + ("",) for m in _CODE_NOUN_RE.finditer(text))
        return
    i = lowered.find("voucher")
    while i >= 0:  # (a Wi-Fi voucher opens the network: ``Guest Wi-Fi voucher: 58213-77120``)
        voucher = _VOUCHER_RE.match(text, max(0, i - 12), i + 9)
        if voucher is not None:
            yield voucher.start("noun"), voucher.end(), "wi-fi"
        i = lowered.find("voucher", i + 1)
    for stem in ("cod", "códig", "kod", "kód", "kood", "код", "clave", "combo"):
        i = lowered.find(stem)
        while i >= 0:
            noun = _CODE_NOUN_RE.match(text, i)
            if noun is not None:
                yield noun.span() + ("",)
            elif stem in ("cod", "kod", "kód", "kood") and i > 2 and text[i - 1].isalpha():
                word = i
                while word > 0 and text[word - 1].isalpha():
                    word -= 1
                tail = i
                while tail < len(text) and text[tail].isalpha():
                    tail += 1
                glued = _GLUED_CODE_RE.fullmatch(text, word, tail)
                parts = (glued.group("what"), text[word:i]) if glued is not None else ()  # (with its linking letter or not)
                if parts and parts[0].lower() != "key" and (  # (a keyCode is a keyboard's)
                        any(_OPENS_RE.fullmatch(part[j:]) for part in parts for j in range(len(part) - 2))
                        or _GLUED_OPENS_RE.fullmatch(parts[0])):
                    yield word, tail, parts[0]
            i = lowered.find(stem, i + 1)
