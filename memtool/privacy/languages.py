"""Secret words in other languages: names (``DB_PASSWORT``, ``clé_secrète``, ``пароль``,
``数据库密码``) and sentences ("das Passwort lautet X", "la contraseña es X", "密码是X",
"パスワードはXです").

`canonical(word)` maps a word of a name, lowercased, to the English word the name rules of
`memtool.privacy.names` know (``passwort`` → ``password``, ``jeton`` → ``token``, ``schlüssel``
→ ``key``); `split_words(key)` splits any name -- snake, kebab or camel case, any script -- into
such words, cutting a secret word off the end of a word in a script without spaces
(``数据库密码`` → ``数据库``, ``password``). `HINTS` are the substrings the rules look for.

Words that are also ordinary English or code (``cle``, ``pass`` alone) are not listed in a form
that would match them; ``clave`` and ``parola`` mean "key"/"word" as often as "password", so
they count as ``secret`` (a credential-shaped value only) and ``key``.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _lazy

#: word of a name (lowercase) -> the English word the name rules know
_CANONICAL = {
    **dict.fromkeys("""
        passwort kennwort wachtwoord contraseña contrasena senha lösenord losenord salasana hasło
        haslo heslo jelszó jelszo adgangskode adgangskoden passord passordet lösenordet losenordet kodeord kodeordet
        הסיסמה הסיסמא סיסמת laluan sandi şifre sifre şifresi sifresi geslo lozinka parool parolă
        motdepasse passe пароль пароли пароля парольная סיסמה סיסמא पासवर्ड รหัสผ่าน κωδικός
        密码 密碼 口令 パスワード 暗証番号 비밀번호 비번 패스워드 암호 合言葉 パスフレーズ nenosiri slaptažodis slaptazodis лозинка contrasenya
        lykilorð pasahitza contrasinal şifrə পাসওয়ার্ড கடவுச்சொல் პაროლი
    """.split(), "password"),
    **dict.fromkeys("""
        geheimnis geheim geheime geheimer secrète secrete secreta segreta segreto secreto segredo hemlighet salaisuus sekret секрет секретный
        секретная секретное 秘密 机密 機密 シークレット 시크릿 clave parola
    """.split(), "secret"),
    **dict.fromkeys("jeton jetons gettone токен токена 令牌 トークン 토큰".split(), "token"),
    **dict.fromkeys("""
        schlüssel schluessel clé chiave llave chave sleutel nyckel avain klucz klíč klic kulcs
        ключ ключа 密钥 密鑰 秘钥 密匙 キー 키 anahtar nøkkel nokkel nøkkelen nøgle nøglen noegle lykill cheie κλειδί מפתח مفتاح कुंजी kunci
    """.split(), "key"),
    **dict.fromkeys("zugangsdaten anmeldedaten identifiants credenciales credenciais учетные".split(),
                    "credentials"),
}
#: secret words of scripts written without spaces, cut off the end of a longer word
_UNSPACED = tuple(sorted((w for w in _CANONICAL if not w.isascii() and ord(w[0]) >= 0x3000),
                         key=len, reverse=True))
#: substrings that make the name rules look at a word (lowercase)
HINTS = ("passwort", "kennwort", "wachtwoord", "contrase", "senha", "senord", "salasana", "hasło",
         "haslo", "heslo", "jelsz", "adgangskode", "şifre", "sifre", "geslo", "lozinka", "parool",
         "parol", "пароль", "סיסמ", "पासवर्ड", "รหัสผ่าน", "κωδικ", "密码", "密碼", "口令", "パスワード",
         "暗証", "비밀번호", "암호", "geheim", "segreto", "segredo", "hemlighet", "salaisuus", "sekret",
         "секрет", "secrète", "secreta", "segreta", "秘密", "机密", "機密", "シークレット", "시크릿", "clave", "jeton", "gettone", "токен",
         "令牌", "トークン", "토큰", "schlüssel", "schluessel", "clé", "chiave", "llave", "chave",
         "sleutel", "nyckel", "nøkkel", "nokkel", "nøgle", "avain", "klucz", "klíč", "kulcs", "ключ", "密钥", "密鑰", "キー", "anahtar",
         "noegle", "lykil", "cheie", "κλειδ", "מפתח", "مفتاح", "कुंजी", "kunci",
         "zugangsdaten", "anmeldedaten", "identifiants", "credenciales", "credenciais", "учетн",
         "nenosiri", "slaptaž", "slaptaz", "лозинк", "contrasenya", "lykilorð", "pasahitz", "contrasinal", "şifrə",
         "পাসওয়ার্ড", "கடவுச்சொல்", "პაროლ",
         # (the stems of inflected forms and compounds, `_morph`: hasła, hesla, пароля, salasanan, Kennwörter, nycklar)
         "hasł", "hasl", "haśle", "hesl", "hesel", "gesl", "парол", "salasan", "kennw", "συνθηματικ", "nyckl", "nøkl",
         "avaim", "chiavi", "kodeord", "비번", "패스워드", "合言葉", "パスフレーズ", "秘钥", "密匙")

_PART_RE = _lazy(r"[^\W_]+")
_ASCII_WORD_RE = _lazy(r"IDs(?![a-z])|OPc(?![a-z])|[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")  # (License-IDs: "ids"; SIM OPc)


def canonical(word: str) -> str:
    return _CANONICAL.get(word, word)


#: a key word glued to a qualifier before it or to its encoding after it (``APPKEY_HEX``, ``ETSY_KEYSTRING``)
_GLUED_KEY_RE = _lazy(r"(?:(?P<q>[a-z]{3,12}?)(?=keys?(?:string|str|hex|bytes|b64|base64)?$))?(?P<k>keys?)"
                      r"(?P<e>string|str|hex|bytes|b64|base64)?")


_ALGORITHM_RE = _lazy(r"sha\d{0,3}|md5|\d{3}|gcm|cbc|ctr")


def unglue_keys(words: list[str], qualifiers: frozenset[str]) -> list[str]:
    """``appkey``, ``keystring`` read as separate words (app key; key string) when the part before ``key`` is one
    of ``qualifiers`` (``monkey``, ``turnkey`` stay one word): the words' strength decides, as when spelled apart."""
    out: list[str] = []
    for i, w in enumerate(words):
        if _ALGORITHM_RE.fullmatch(w) and out and out[-1] in qualifiers and next(
                (v for v in words[i + 1:] if not _ALGORITHM_RE.fullmatch(v)), "") in ("key", "keys", "secret"):
            continue  # (hmac_sha256_key, aes_256_key: the algorithm between a qualifier and its key)
        m = _GLUED_KEY_RE.fullmatch(w) if len(w) > 4 and "key" in w else None
        if m is None or (m.group("q") is not None and m.group("q") not in qualifiers):
            out.append(w)
        else:
            out += [part for part in m.group("q", "k", "e") if part]
    return out


#: a secret's noun as the languages that inflect by ending write it: the stem and the endings of its cases, possessives
#: and plurals (``jelszava``: its password, Hungarian; ``hasła``, ``hasłem``; ``пароля``, ``паролем``; ``salasanan``;
#: ``şifreniz``; ``ключа``; ``klucza``; ``Passwörter``) -- the endings, not any letters after the stem, so that a longer
#: word built on it (``jelszókezelő``, a password manager; ``ключевой``, main) stays another word
_INFLECTED = {
    "password": r"jelsz(?:ó|o|ót|ot|óval|oval|av(?:a|á|ad|am|unk|uk|at|át|ak|akat|ai|aid|ával|aval))"
                r"|has(?:ł|l)(?:o|a|u|em|ami|ach)|haśle|haseł|hesl(?:o|a|u|em|ech|y|ům)|hesel|hesiel"
                r"|gesl(?:o|a|u|om)|gesel|lozink(?:a|e|u|om|i)|лозинк(?:а|е|у|ом|и)"
                r"|парол(?:ь|я|ю|ем|е|и|ей|ям|ями|ях|а|ата|і)|salasan(?:a|an|aa|at|asi|ani|aksi|alla|assa|oja|ojen)"
                r"|parool(?:i|iga|id)?|(?:ş|s)ifre(?:si|niz|miz|m|n|yi|yle|nin|ler|sini|leri|nizi|mizi)?|şifrə(?:si|niz|miz)?"
                r"|slapta(?:ž|z)od(?:is|į|(?:ž|z)io|(?:ž|z)iu|(?:ž|z)iai)|κωδικ(?:ός|ό|ού|οί|ούς)|συνθηματικ(?:ό|ού|ά)"
                r"|passw(?:o|ö)rt(?:s|es|er|ern)?|kennw(?:o|ö)rt(?:s|es|er|ern)?|wachtwoord(?:en)?"
                r"|l(?:ö|o)senord(?:et|en)?|passord(?:et|ene)?|adgangskode(?:n|r|rne)?|kodeord(?:et|ene)?"
                r"|contrase(?:ñ|n)as|senhas|contrasenyes",
    "key": r"ключ(?:а|у|ом|е|і|и|ей|ам|ами|ах)?|klucz(?:a|em|u|e|y|ami|ach)?|kl(?:í|i)(?:č|c)(?:e|em|i|ů)?"
           r"|kulcs(?:a|ot|át|ok|ai|unk)?|kulccsal|avain(?:ta)?|avaim(?:en|et|esi|ella)"
           r"|anahtar(?:ı|i|ınız|iniz|lar|ları)?|nyckel(?:n)?|nycklar(?:na)?|n(?:ø|o)kkel(?:en)?|n(?:ø|o)kler"
           r"|nøgle(?:n|r|rne)?|schl(?:ü|ue)ssel(?:s|n)?|sleutel(?:s)?|chaves|chiavi|clés",
    "token": r"токен(?:а|у|ом|е|ы|и|ів|ов)?|token(?:a|u|em|y|ów|ach|ja|je|ia|it)",
    "secret": r"секрет(?:а|у|ом|е|ы|и)?|claves",
    #: a licence in the languages' spellings: it qualifies a key (``licentiesleutel``, ``Lizenzschlüssel``, ``clave de
    #: licencia``) as ``license`` does
    "license": r"licenti(?:e|es)|lizenz(?:en)?|licencia(?:s)?|licen(?:ç|c)a(?:s)?|licenz[ae]|licens(?:en|er|et)?"
               r"|lisenssi(?:n|t)?|licencj[aię]|licenc[ei]?|лиценз(?:ия|ии|ию|ионный|ионного)|ライセンス|라이선스|라이센스",
}
_INFLECTED_RE = _lazy("|".join(f"(?P<{meaning}>{forms})" for meaning, forms in _INFLECTED.items()))
#: the nouns Germanic, Nordic, Finnish, Hungarian and Estonian glue to what the secret is for (``streamsleutel``,
#: ``Datenbankpasswort``, ``Lizenzschlüssel``, ``rendszergazdajelszó``, ``wlansalasana``, ``salausavain``): read as the
#: head and the noun, as if spelled apart (Slavic words are not split: ``подключи``, connect, is no ``под`` + ``ключи``)
_COMPOUND_RE = _lazy(
    r"(?P<head>[^\W\d_]{3,30}?)-?(?P<tail>passw(?:o|ö)rt(?:s|es|er)?|kennw(?:o|ö)rt(?:s|es|er)?|wachtwoord(?:en)?"
    r"|sleutel(?:s)?|schl(?:ü|ue)ssel(?:s|n)?|l(?:ö|o)senord(?:et)?|passord(?:et)?|adgangskode(?:n)?|kodeord(?:et)?"
    r"|nyckel(?:n)?|n(?:ø|o)kkel(?:en)?|nøgle(?:n)?|salasana(?:n|a)?|avain|avaimen|jelsz(?:ó|o|ava|avát|ót)"
    r"|kulcs(?:a|ot)?|parool(?:i)?)")
#: the stems `_morph` looks for before it tries the forms (most words hold none)
_STEMS_RE = _lazy(r"jelsz|has(?:ł|l)|haś|hase|hesl|hesel|hesiel|gesl|gesel|lozink|лозинк|парол|salasan|parool|(?:ş|s)ifr"
                  r"|slapta|κωδικ|συνθηματικ|passw|kennw|wachtw|senord|passord|adgangskode|kodeord|contrase|senhas"
                  r"|contrasenyes|ключ|klucz|kl(?:í|i)(?:č|c)|kulc|avain|avaim|anahtar|nyck|n(?:ø|o)kk|n(?:ø|o)kl|nøgle"
                  r"|schl(?:ü|ue)ssel|sleutel|chaves|chiavi|clés|токен|token|секрет|claves|licen|lizenz|lisenssi|лиценз"
                  r"|ライセンス|라이[선센]스")


def _morph(low: str) -> list[str]:
    """A lowercase word as the English words the name rules know: a listed word, an inflected form of a secret's
    noun (``jelszava`` → password), or a compound of a head and one (``streamsleutel`` → stream, key)."""
    if low in _CANONICAL or len(low) < 4 or _STEMS_RE.search(low) is None:
        return [canonical(low)]
    m = _INFLECTED_RE.fullmatch(low)
    if m is not None:
        return [m.lastgroup or low]
    m = _COMPOUND_RE.fullmatch(low)
    if m is not None:
        return _morph(m.group("head")) + _morph(m.group("tail"))
    return [low]


def split_words(key: str) -> list[str]:
    """The lowercase words of a name in any script, foreign secret words made English."""
    words: list[str] = []
    for part in _PART_RE.findall(key):
        if part.isascii():
            for w in _ASCII_WORD_RE.findall(part):
                words += _morph(w.lower())
            continue
        for piece in _camel_pieces(part):
            low = piece.lower()
            tail = next((w for w in _UNSPACED if low.endswith(w) and low != w), None)
            if tail:
                words += [low[:-len(tail)], canonical(tail)]
            else:
                words += _morph(low)
    return words


def _camel_pieces(part: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for i in range(1, len(part)):
        if part[i].isupper() and part[i - 1].islower() or part[i].isdigit() != part[i - 1].isdigit():
            pieces.append(part[start:i])
            start = i
    pieces.append(part[start:])
    return pieces


# -- sentences ------------------------------------------------------------------------------

#: nouns of sentences naming a secret, beyond English (see `memtool.privacy.sentences.PROSE_MORE_RE`)
PROSE_NOUNS = (
    r"passwort|kennwort|mot[ \t]+de[ \t]+passe|contrase(?:ñ|n)a|senha|clave|wachtwoord|l(?:ö|o)senord"
    r"|salasana|has(?:ł|l)o|parola|heslo|jelsz(?:ó|o)|adgangskoden?|passord(?:et)?|kodeord(?:et)?|(?:ş|s)ifre(?:si|miz|niz|m)?|geslo"
    r"|lozinka|parool|parolă|пароль|парол[яи]|ה?סיסמ[הא]|סיסמת|पासवर्ड|รหัสผ่าน|κωδικός|kata[ \t]+sandi(?:nya)?"
    r"|nenosiri|neno[ \t]+la[ \t]+siri|كلمة[ \t]+(?:المرور|السر)|رمز[ \t]+(?:عبور|المرور)|پاس[ \t]*ورڈ|slapta(?:ž|z)odis"
    r"|лозинк[аеу]|contrasenya|lykilor(?:ð|d)|pasahitza|contrasinal|(?:ş|s)ifr(?:ə|e)|পাসওয়ার্ড|கடவுச்சொல்|პაროლი"
    r"|құпия[ \t]+сөз|нууц[ \t]+үг"
    r"|kata[ \t]+laluan|m(?:ậ|a)t[ \t]+kh(?:ẩ|a)u|zugangsdaten|identifiants|credenciales|credenciais"
    r"|geheimnis|segreto|secreto|segredo|jeton|токен|секрет|ключ(?:[ \t]+api)?|anahtar(?:ı|i)?"
    r"|schl(?:ü|ue)ssel|chiave|klucz|sleutel|nyckel|avain|chave|llave|clé"
    r"|api[ -]?(?:schl(?:ü|ue)ssel|sleutel|nyckel|avain|anahtar(?:ı|i)?)|cl(?:é|e)[ \t]+(?:d'|de[ \t]+l')?api"
    r"|chiave[ \t]+(?:api|segreta)|clave[ \t]+de[ \t]+(?:la[ \t]+)?api|chave[ \t]+(?:de[ \t]+)?api|klucz[ \t]+api")
#: "is" and its kin between the noun and the value
PROSE_CONNECT = (r"|[ \t](?:è|er|on|lautet|lauten|hei(?:ß|ss)t|este|är|ist|jest|je|adalah|ialah|ay|là|คือ|είναι"
                 r"|هي|היא|это|—|–|ficou|fica|quedó|queda|bleibt|resta|reste|blev|werd|wordt|→)")
#: prepositions between the noun and what it is for ("Passwort für den Server", "пароль от базы")
PROSE_PREPOSITIONS = r"|per|di|dla|от|для|к|van|voor|till|vom|zum|zur|du|des|ke|untuk|cho|για|ל"
#: "is" between a short name and its value in these languages ("Exit-PIN ist X", "el PIN es X", "le code est X")
COPULAS = r"is|was|ist|war|lautet|est|es|era|é|è|är"
#: a predicate's words after a secret's noun and its modifiers (`memtool.privacy.predicates`): the copulas, "is" and its
#: kin of the sentence rules (but ``on`` and the dashes, an English word and punctuation), a verb of
#: change and its preposition, and what may stand between a copula and the value
PREDICATE_COPULAS = (COPULAS + r"|are|were|sind|sono|(?:é|e)tait|s(?:ã|a)o|foi|fue|son|zijn|var|became|has[ \t]+become"
                     r"|pass(?:ou|a)[ \t]+a[ \t]+ser|pas(?:ó|o)[ \t]+a[ \t]+ser|est[ \t]+devenu|(?:è|e)[ \t]+diventat[oa]|"
                     + "|".join(w for w in PROSE_CONNECT[PROSE_CONNECT.index("(?:") + 3:-1].split("|")
                                if w not in ("on", "—", "–", "→")))
CHANGED = (r"changed|reset|set|updated|rotated|(?:telah[ \t]+)?(?:ditukar|diubah|diganti)|trocad[ao]|alterad[ao]|mudad[ao]|cambiad[ao]|cambiat[ao]"
           r"|modificat[ao]|ge(?:ä|ae)ndert|gesetzt|zur(?:ü|ue)ckgesetzt|chang(?:é|e)e?|modifi(?:é|e)e?"
           r"|r(?:é|e)initialis(?:é|e)e?|gewijzigd|(?:ä|a)ndrat|bytt|endret"
           # (the finite verb, not only the participle: "a senha … mudou para X", "la clave … cambió a X")
           r"|mud(?:ou|ei|aram|amos)|troc(?:ou|aram|amos)|troquei|alter(?:ou|ei|aram|amos)|cambi(?:ó|é|aron|ò)")
INTO = r"to|para|pra|por|a|à|auf|zu|in|naar|till|på|en|til|kepada|ke|menjadi"
STILL = (r"now|still|currently|jetzt|noch|ahora|todav(?:í|i)a|agora|ainda|maintenant|toujours|ora|ancora|nu|nog"
         # (when a new value holds from: "lautet ab heute X", "est désormais : X", "es desde hoy X", "er fra i dag X")
         r"|from[ \t]+(?:today|now[ \t]+on|tomorrow)|as[ \t]+of[ \t]+(?:today|now)|ab[ \t]+(?:heute|sofort|jetzt|morgen)"
         r"|fortan|d(?:é|e)sormais|dor(?:é|e)navant|(?:à|a)[ \t]+partir[ \t]+d['’]aujourd['’]hui|desde[ \t]+(?:hoy|ahora)"
         r"|a[ \t]+partir[ \t]+de[ \t]+(?:hoy|hoje|agora)|d['’]ora[ \t]+in[ \t]+poi|da[ \t]+oggi|vanaf[ \t]+(?:vandaag|nu)|voortaan"
         r"|fra[ \t]+(?:i[ \t]+dag|nå)|fr(?:å|a)n[ \t]+och[ \t]+med[ \t]+(?:idag|i[ \t]+dag)|fr(?:å|a)n[ \t]+(?:idag|i[ \t]+dag)|numera"
         # (and from a weekday: "is vanaf maandag X", "ab Montag X", "from Monday X", "à partir de lundi X")
         r"|(?:from|starting|as[ \t]+of|ab|vanaf|(?:à|a)[ \t]+partir[ \t]+d[eu](?:l)?|desde(?:[ \t]+el)?|dal?|fra|fr(?:å|a)n|od)[ \t]+"
         r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
         r"|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
         r"|lunes|martes|mi(?:é|e)rcoles|jueves|viernes|s(?:á|a)bado|domingo|luned(?:ì|i)|marted(?:ì|i)|venerd(?:ì|i)"
         r"|m(?:å|a)ndag|tisdag|tirsdag|onsdag|torsdag|fredag|l(?:ö|ø)rdag|s(?:ö|ø)ndag|poniedzia(?:ł|l)ku)")
#: a verb of change and its preposition the sentence rules take as "is" beyond English's (Malay's "has been changed to")
CHANGED_TO_MORE = r"|[ \t](?:telah[ \t]+)?(?:ditukar|diubah|diganti)[ \t]+(?:kepada|ke|menjadi)"
#: prepositions of any of these languages, alone (a value may follow "password for staging X")
PREPOSITIONS = (r"for|of|to|on|at|in|für|pour|para|de|del|da|do|das|van|för|na" + PROSE_PREPOSITIONS)
PROSE_HINTS = ("kennwort", "mot de passe", "contrase", "senha", "clave", "wachtwoord", "senord",
               "salasana", "hasło", "haslo", "parola", "heslo", "jelsz", "adgangskode", "şifre", "sifre",
               "geslo", "lozinka", "parool", "parolă", "парол", "סיסמ", "पासवर्ड", "รหัสผ่าน", "κωδικός",
               "kata sandi", "kata laluan", "mật khẩu", "mat khau", "zugangsdaten", "identifiants",
               "credenciales", "credenciais", "geheimnis", "segreto", "secreto", "segredo", "jeton",
               "токен", "секрет", "ключ", "schlüssel", "schluessel", "sleutel", "nyckel", "avain",
               "anahtar", "clé", "cle ", "chiave", "chave", "klucz", "llave", "nenosiri", "neno la siri", "كلمة المرور",
               "كلمة السر", "رمز عبور", "رمز المرور", "پاس", "slaptaž", "slaptaz", "лозинк", "contrasenya", "lykilor",
               "pasahitz", "contrasinal", "şifrə", "পাসওয়ার্ড", "கடவுச்சொல்", "პაროლ", "құпия сөз", "нууц үг")

#: CJK sentences, written without spaces: "密码是X", "密码：X", "パスワードはXです", "비밀번호는 X입니다"
CJK_PROSE_RE = _lazy(
    r"(?P<key>密码|密碼|口令|パスワード|暗証番号|비밀번호|비번|패스워드|암호|合言葉|パスフレーズ|令牌|トークン|토큰|密钥|密鑰|秘钥|密匙"
    r"|秘密鍵|API[ \t]?(?:キー|密钥|키)"
    r"|シークレット|시크릿|パスコード|(?<=の)キー|PSK)"  # (a sentence's words may stand before its colon or arrow:
    r"(?:[^\n:：=＝。 \t]{0,16}?(?:是|为|為|は|는|은|:|：|＝|=|は[:：]|(?=[ \t　]))|[^\n:：=＝。]{1,24}?[:：→])"  # 변경했습니다: X)
    r"[ \t　]*[「『\"'`“]?"
    r"(?P<uv>[!-~]{4,256}?)[」』\"'`”]?(?=[.,;!?)]*(?:[^!-~]|$))")  # (the value ends where its printable ASCII run
    # does, the sentence's punctuation left out: ``J0=B!18cGr_PLGMiiyi です``, ``encore7174? (``)
CJK_HINTS = ("密码", "密碼", "口令", "パスワード", "暗証番号", "비밀번호", "비번", "패스워드", "合言葉", "パスフレーズ", "秘钥", "密匙", "암호", "令牌", "トークン", "토큰", "密钥",
             "密鑰", "秘密鍵", "キー", "api키", "api 키", "シークレット", "시크릿", "パスコード", "psk")


#: a code named the Romance way, the noun first and what it opens after a preposition ("il codice della cassetta
#: chiavi al deposito è 1887", "el código del cajetín de llaves es 3205", "code du boîtier à clés : 0471", "usa el código de
#: la puerta 2461"): digits
ROMANCE_CODE_RE = _lazy(
    r"(?i)(?<!\w)(?:codice|c[oó]digo|code|codi)[ \t]+(?:(?:di|de|del|della|dello|da|do|du|des)\b|dell['’]|d['’])[ \t]*"
    r"(?P<what>[^\n:=;.!?\"]{1,60}?)(?:[ \t]+(?:è|es|est|é|era|fica|queda)|[ \t]*:|(?=[ \t]))[ \t]*(?P<qv>\d{4,12})(?![\w.,-]?\d)")
#: what such a code opens or unlocks (a code that classifies -- error, postal, fiscal, country -- names none of these)
_OPENS_RE = _lazy(r"(?i)attiva|activ|ativa|sblocc|desbloq|déverr|deverr|accesso|acceso|acesso|accès|acces\b|ingress|entrada"
                  r"|entrée|entree|port[aeoóã]|puerta|cancell|allarm|alarm|cassaf|caja[ \t]+fuerte|coffre|cofre|lucchett|candad"
                  r"|cadenas|cadead|cassett|cajet|boîti|boiti|boîte|boite|chiav|llave|clés|cles\b|chave|tastier|teclad"
                  r"|clavier|sicurezz|segurid|sécurit|securit|seguran|garag|buz[oó]n|locker|casiller|armadiet")


#: what a code that classifies is named for (``el código de error de la puerta 4012``)
_CLASSIFIES_RE = _lazy(r"(?i)error|erreur|erro\b|estado|stato|(?:é|e)tat|postal|producto|prodotto|produit|pedido|ordine"
                       r"|commande|reserva|prenota|r(?:é|e)servation|descuento|sconto|remise|promo|cup(?:ó|o)n|coupon|fiscal")


def romance_code_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _OPENS_RE.search(m.group("what")) is not None and _CLASSIFIES_RE.search(m.group("what")) is None


SPECS = (("password", ROMANCE_CODE_RE, romance_code_ok, ("codice", "código", "codigo", "code d", "code de", "codi "),
          ("qv",), "word"),)
