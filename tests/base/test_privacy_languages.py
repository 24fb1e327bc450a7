"""Secret nouns in other languages as their writers build them (`memtool.privacy.languages`): inflected forms,
compounds, abbreviations, and the sentence frames that give their value -- each with a clean sentence of the same
grammar that must stay.

Pure functions: no database."""

from __future__ import annotations

import pytest

from memtool.privacy import redact
from memtool.privacy.languages import split_words
from memtool.privacy.names import secret_name


@pytest.mark.parametrize("word, words", [
    # cases, possessives and plurals of languages that inflect by ending
    ("jelszava", ["password"]), ("jelszót", ["password"]), ("hasła", ["password"]), ("hasłem", ["password"]),
    ("hesla", ["password"]), ("пароля", ["password"]), ("паролем", ["password"]), ("salasanan", ["password"]),
    ("şifreniz", ["password"]), ("Passwörter", ["password"]), ("ключа", ["key"]), ("klucza", ["key"]),
    ("токена", ["token"]),
    # compounds glued the Germanic, Nordic, Finnish and Hungarian way
    ("streamsleutel", ["stream", "key"]), ("licentiesleutel", ["license", "key"]),
    ("Lizenzschlüssel", ["license", "key"]), ("Datenbankpasswort", ["datenbank", "password"]),
    ("adminjelszó", ["admin", "password"]), ("salausavain", ["salaus", "key"]),
    # a colloquial abbreviation
    ("비번", ["password"]), ("계정비번", ["계정", "password"]),
])
def test_a_nouns_inflections_and_compounds_read_as_the_noun(word, words):
    assert split_words(word) == words


@pytest.mark.parametrize("word", [
    "jelszókezelő",  # (a password manager: a longer word built on the stem)
    "переключи", "подключи",  # (switch, connect: no compound of ключ)
    "available", "tokenizer", "nogle",  # (Danish "some")
])
def test_a_longer_word_on_a_stem_is_another_word(word):
    assert secret_name(word) is None


@pytest.mark.parametrize("text, secret", [
    # inflected forms
    ("Szia! Az útdíj-ellenőrző kamera admin jelszava: ddb268fdbc7ea50b18279ba1233e5fe9ea6825a8 – kérlek, ne küldd tovább.",
     "ddb268fdbc7ea50b18279ba1233e5fe9ea6825a8"),
    ("Hasła do panelu serwisowego: Xk29vLm4Qp", "Xk29vLm4Qp"),
    ("Нужно сменить, текущее значение пароля: Tq7mW2xPz9", "Tq7mW2xPz9"),
    # compounds
    ("Hoi, voor de uitvaart: de streamsleutel voor de encoder is DSBF2KbZ1MgUZ1YDFxcX\nServer blijft", "DSBF2KbZ1MgUZ1YDFxcX"),
    ("Hoi Femke, de webfont-licentiesleutel voor de nieuwe site van het museum is 3XHLCYNC593PJ19BP4PR. Groet",
     "3XHLCYNC593PJ19BP4PR"),
    ("Der Lizenzschlüssel für die Workstation ist X7KQ2-M9VTR-P3WLB-8YHNC, bitte nicht weitergeben", "X7KQ2-M9VTR-P3WLB-8YHNC"),
    # an abbreviation, and a value holding the sentence's own punctuation
    ("매점 POS 관리자 계정 비번: BtnEVMmGAQjf6OsIG/yV6bOPKjEPkETW (본사 지시로 월요일 변경 예정)", "BtnEVMmGAQjf6OsIG/yV6bOPKjEPkETW"),
    ("매점 POS 관리자 계정 비번: encore7174? (본사 지시로 월요일 변경 예정)", "encore7174"),
    ("シネコンの映写サーバーの管理者パスワードは J0=B!18cGr_PLGMiiyi です。", "J0=B!18cGr_PLGMiiyi"),
    # a finite verb of change; a user's name before the colon; a name with a capitalised copula's spelling between
    ("Oi pessoal, a senha do sistema do crematório (supervisório do forno) mudou para ONSvoiT43ZeDkUCAmHjtbjZ\nAbraço",
     "ONSvoiT43ZeDkUCAmHjtbjZ"),
    ("la clave del wifi de la oficina cambió a Tq83mzLp02 ayer", "Tq83mzLp02"),
    ("Коллеги, пароль от ГИС лесоустройства (ArcGIS Enterprise) для учётки les_editor: Pinus6202-. Не пересылайте.",
     "Pinus6202"),
    ("the password for user app_ro in the reporting replica: Xk92mdPq7w, rotate it monthly", "Xk92mdPq7w"),
    ("Oi! A chave da API do sistema de agendamento do salão em São Paulo é 1nu3UItLSIM6x1KVC2KMleTIO6vZLoas. Coloquei no .env",
     "1nu3UItLSIM6x1KVC2KMleTIO6vZLoas"),
])
def test_the_value_a_sentence_gives_the_noun_is_redacted(text, secret):
    out, n = redact(text)
    assert n >= 1 and secret not in out, out


@pytest.mark.parametrize("text", [
    "Szia! Elfelejtettem a jelszavamat, kérlek állítsd vissza.",  # (I forgot my password: no value)
    "Nie pamiętam hasła do konta, zresetujcie je proszę.",
    "Der Primärschlüssel der Tabelle ist customer_id, der Fremdschlüssel order_id.",  # (a database's keys: names)
    "De huissleutel ligt onder de mat bij de achterdeur.",
    "パスワードはHTTPSで送信されます。",
    "비번 바꿨어요, 나중에 알려줄게요.",
    "A senha do sistema mudou para o formato novo de doze caracteres.",
    "Коллеги, пароль от ГИС для учётки les_editor: спросите у администратора.",
    "a chave da API do sistema em São Paulo é a mesma de antes.",
    "Die Lizenz für das Projekt ist MIT, der Lizenzschlüssel steht im Handbuch.",
    "the token_checker: TokenChecker, audience_url: AnyHttpUrl",
])
def test_the_same_grammar_without_a_secret_stays(text):
    assert redact(text) == (text, 0)
