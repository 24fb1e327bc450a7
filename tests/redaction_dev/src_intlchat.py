"""Seeded generator of the blind source "intlchat" (intlchat_secrets.jsonl, intlchat_clean.jsonl).

Chat messages (Slack/Teams/Telegram/WeChat-style lines), e-mails and support tickets in German, Spanish, French,
Portuguese, Russian, Chinese, Japanese, Italian, Dutch, Polish, Turkish and English, with pasted snippets
(config lines, curl commands, connection strings, key files). Secrets sit in prose ("das Passwort ist …",
"密码是…"), in pasted code, or are bare provider tokens.
Written 2026-12-01 by the helper "corpora" without reading memtool's redaction rules or their results; imports nothing
from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_intlchat.py
"""
from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]  # _tokens.py beside this file or one level up
from _tokens import Gen, write  # noqa: E402

g = Gen(1203)
FAMILY = "intlchat"
NAMES = {"de": ["Jonas", "Lena", "Katrin", "Uwe"], "es": ["Lucía", "Javier", "Marta", "Diego"],
         "fr": ["Camille", "Théo", "Élodie", "Julien"], "pt": ["João", "Beatriz", "Rafael", "Larissa"],
         "ru": ["Дмитрий", "Ольга", "Сергей", "Аня"], "zh": ["王磊", "李娜", "张伟", "陈静"], "ja": ["佐藤", "鈴木", "高橋"],
         "it": ["Giulia", "Marco", "Chiara"], "nl": ["Sanne", "Daan"], "pl": ["Kasia", "Piotr"], "tr": ["Elif", "Emre"],
         "en": ["Sam", "Priya", "Tom"]}

# name-context phrases: {v} is the secret
NC = {
    "de": ["das Passwort ist {v}", "Passwort: {v}", "das Kennwort für den Testserver lautet {v}", "hier der API-Schlüssel: {v}",
           "Zugangsdaten fürs Grafana: Benutzer admin, Passwort {v}", "das Token für Jenkins ist {v}", "Client-Secret = {v}",
           "neues WLAN-Passwort im Büro: {v}", "Sitzungs-Cookie (session): {v}"],
    "es": ["la contraseña es {v}", "contraseña: {v}", "la clave del API es {v}", "el token de acceso: {v}", "clave secreta → {v}",
           "te paso la contraseña del FTP: {v}", "el secreto del webhook es {v}"],
    "fr": ["le mot de passe est {v}", "mdp : {v}", "voici le jeton d'accès : {v}", "la clé API est {v}", "le secret client : {v}",
           "mot de passe root du serveur = {v}", "cookie de session : {v}"],
    "pt": ["a senha é {v}", "senha: {v}", "o token é {v}", "a chave da API: {v}", "segredo do webhook = {v}", "a senha do banco ficou {v}"],
    "ru": ["пароль: {v}", "пароль от сервера {v}", "токен доступа — {v}", "ключ API: {v}", "секрет вебхука {v}", "новый пароль к базе: {v}"],
    "zh": ["密码是 {v}", "密码：{v}", "令牌：{v}", "API 密钥是 {v}", "访问令牌 {v}", "数据库口令：{v}", "密钥={v}"],
    "ja": ["パスワードは {v} です", "トークン: {v}", "APIキーは {v} です", "管理者パスワード：{v}"],
    "it": ["la password è {v}", "il token è {v}", "chiave API: {v}"],
    "nl": ["het wachtwoord is {v}", "wachtwoord: {v}", "de API-sleutel is {v}"],
    "pl": ["hasło to {v}", "hasło: {v}", "token dostępu: {v}"],
    "tr": ["şifre: {v}", "parola {v}", "API anahtarı: {v}"],
    "en": ["pw is {v}", "the passphrase is {v}", "creds → password {v}", "session cookie: {v}", "auth token {v}"],
}
# self-identifying lead-ins: {t} is the token
SI = {
    "de": ["Hier ist der neue Token: {t}", "kannst du {t} im CI hinterlegen?", "{t} — bitte nach dem Test sofort widerrufen"],
    "es": ["aquí va la key nueva: {t}", "¿por qué {t} devuelve 401?", "usa esto en el pipeline: {t}"],
    "fr": ["voilà la clé : {t}", "je colle ici pour que tu testes : {t}", "{t} (à révoquer après la démo)"],
    "pt": ["segue a chave: {t}", "coloquei {t} no .env, mas não funciona", "testa com esse aqui: {t}"],
    "ru": ["вот ключ: {t}", "почему {t} не работает на проде?", "держи: {t}"],
    "zh": ["用这个 key：{t}", "新的 token 是 {t}，记得别外传", "{t} 这个已经过期了吗？"],
    "ja": ["このキーを使ってください：{t}", "{t} で 403 になります"],
    "it": ["ecco la chiave: {t}", "prova con {t}"],
    "nl": ["hier is de sleutel: {t}"], "pl": ["proszę, klucz: {t}"], "tr": ["anahtar şu: {t}"],
    "en": ["try this one: {t}", "{t} is the one from the dashboard"],
}
# structural lead-ins: {x} is a URL, connection string, header or pair that holds the secret
ST = {
    "de": ["die DB-URL ist {x}", "Verbindung geht mit {x}", "schick mal den Request so: {x}"],
    "es": ["la cadena de conexión: {x}", "me conecto con {x}", "el curl que uso: {x}"],
    "fr": ["l'URL de connexion : {x}", "j'utilise {x}", "la requête : {x}"],
    "pt": ["a string de conexão é {x}", "uso assim: {x}"],
    "ru": ["строка подключения: {x}", "подключаюсь так: {x}"],
    "zh": ["连接串：{x}", "我是这样连的：{x}"],
    "ja": ["接続文字列：{x}"], "it": ["la stringa di connessione: {x}"], "nl": ["verbinding: {x}"],
    "pl": ["łączę się tak: {x}"], "tr": ["bağlantı: {x}"], "en": ["connection string: {x}", "works with {x}"],
}
LANGS = list(NC)
GREET = {"de": ("Hallo {n},", "Viele Grüße\n{m}"), "es": ("Hola {n}:", "Saludos,\n{m}"), "fr": ("Bonjour {n},", "Cordialement,\n{m}"),
         "pt": ("Oi {n},", "Abraço,\n{m}"), "ru": ("Привет, {n}!", "Спасибо,\n{m}"), "zh": ("{n}，你好：", "谢谢\n{m}"),
         "ja": ("{n}さん、お疲れさまです。", "よろしくお願いします。\n{m}"), "it": ("Ciao {n},", "A presto,\n{m}"),
         "nl": ("Hoi {n},", "Groeten,\n{m}"), "pl": ("Cześć {n},", "Pozdrawiam,\n{m}"), "tr": ("Merhaba {n},", "Teşekkürler,\n{m}"),
         "en": ("Hi {n},", "Thanks,\n{m}")}
SUBJ = {"de": "Zugang Testsystem", "es": "Acceso al entorno de pruebas", "fr": "Accès à la préprod", "pt": "Acesso ao ambiente de teste",
        "ru": "Доступ к тестовому стенду", "zh": "测试环境访问", "ja": "検証環境のアクセス", "it": "Accesso ambiente di test",
        "nl": "Toegang testomgeving", "pl": "Dostęp do środowiska testowego", "tr": "Test ortamı erişimi", "en": "Staging access"}


def person(lang: str) -> str:
    return g.pick(NAMES[lang])


def wrap(lang: str, body: str) -> str:
    """Put one line of prose into a chat line, an e-mail or a ticket."""
    k = g.r.randint(0, 5)
    a, b = person(lang), person(lang)
    if k == 0:
        return f"[{g.r.randint(8, 19):02d}:{g.r.randint(0, 59):02d}] {a}: {body}"
    if k == 1:
        return f"{a}  {g.r.randint(8, 19)}:{g.r.randint(10, 59)}\n{body}\n👍 1"
    if k == 2:
        hi, bye = GREET[lang]
        return f"Subject: {SUBJ[lang]}\n\n{hi.format(n=b)}\n\n{body}\n\n{bye.format(m=a)}"
    if k == 3:
        status = {"de": "Offen", "es": "Abierto", "fr": "Ouvert", "pt": "Aberto", "ru": "В работе", "zh": "处理中"}.get(lang, "Open")
        return (f"Ticket #{g.r.randint(10000, 99999)} · {status}\n"
                f"Requester: {a}\n---\n{body}")
    if k == 4:
        return f"> {b}: {g.pick(['?', '…', 'ok', 'a'])}\n{body}"
    return f"{a} wrote:\n```\n{body}\n```"


def value() -> str:
    return g.pw() if g.r.random() < .85 else g.uuid()


def url_pw() -> str:
    return g.pw().translate(str.maketrans({"#": "x", "?": "q", "/": "s", "%": "p", "&": "a", "+": "z", ":": "c", "@": "a"}))


# ---------------------------------------------------------------- pasted snippets (code in a message)
def nc_snippet(v: str) -> str:
    k = g.r.randint(0, 7)
    return [f"DB_PASSWORD={v}", f"spring.datasource.password={v}", f"password: \"{v}\"", f"\"apiSecret\": \"{v}\"",
            f"export SESSION_SECRET='{v}'", f"$env:ADMIN_PASSWORD = \"{v}\"", f"<add key=\"AuthToken\" value=\"{v}\"/>",
            f"token = \"{v}\""][k]


def st_thing(v: str) -> tuple[str, str]:
    """(structural string, marked part)."""
    k = g.r.randint(0, 11)
    host = g.pick(["db.intern", "10.20.1.5", "pg-test.acme.local", "mysql01", "rabbit.intern"])
    if k == 0:
        return f"postgresql://app:{v}@{host}:5432/shop", v
    if k == 1:
        return f"mysql://root:{v}@{host}:3306/erp", v
    if k == 2:
        return f"amqp://guest_{g.hexs(3)}:{v}@{host}:5672/", v
    if k == 3:
        return f"Server={host};Database=CRM;User Id=crm_app;Password={v};TrustServerCertificate=True", v
    if k == 4:
        b = base64.b64encode(f"{g.pick(['support', 'admin', 'api'])}:{v}".encode()).decode()
        return f"curl -H \"Authorization: Basic {b}\" https://{host}/api/status", b
    if k == 5:
        t = g.s("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 36)
        return f"curl -H 'Authorization: Bearer {t}' https://api.acme.example/v1/orders", t
    if k == 6:
        t = g.s("abcdefghijklmnopqrstuvwxyz0123456789", 32)
        return f"https://portal.acme.example/export.csv?user=finance&token={t}", t
    if k == 7:
        return f"ssh admin@{host}  (admin / {v})", v
    if k == 8:
        return f"mongodb://reporter:{v}@{host}:27017/?authSource=admin", v
    if k == 9:
        return f"https://deploy:{v}@git.acme.example/team/app.git", v
    if k == 10:
        return f"ftp://upload:{v}@{host}/incoming", v
    t = g.s("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 40)
    return f"X-Api-Key: {t}", t


def st_pair(lang: str, v: str) -> str:
    """user/password pairs without a password word."""
    u = g.pick(["admin", "root", "support", "qa-tester", "ops", "sa"])
    return g.pick([f"Login: {u} / {v}", f"{u}:{v}", f"login/pass — {u} / {v}", f"user {u}, {v}",
                   f"用户名 {u} / {v}", f"логин/пароль: {u} / {v}", f"usuario/clave: {u} / {v}", f"identifiants : {u} / {v}"])


def secrets_rows() -> list[tuple[str, str, str]]:
    rows = []
    # self-identifying: 66 tokens in prose + 14 PEM / JWT in e-mails and tickets
    for i in range(66):
        lang = LANGS[i % len(LANGS)]
        _, tok, mark = g.self_identifying()
        rows.append(("self-identifying", wrap(lang, g.pick(SI[lang]).format(t=tok)), mark))
    for i in range(14):
        lang = LANGS[(i * 5) % len(LANGS)]
        if i % 2 == 0:
            block, mark = g.pem()
            lead = {"de": "Anbei der private Schlüssel für den Deploy-User:", "es": "Adjunto la clave privada del servidor:",
                    "fr": "Voici la clé privée (ne pas diffuser) :", "pt": "Segue a chave privada:", "ru": "Вот приватный ключ:",
                    "zh": "私钥如下：", "ja": "秘密鍵を貼ります：", "it": "Ecco la chiave privata:", "nl": "Hier de private key:",
                    "pl": "Klucz prywatny:", "tr": "Özel anahtar:", "en": "the deploy key:"}[lang]
            quoted = "\n".join("> " + ln for ln in block.split("\n")) if g.r.random() < .3 else block
            rows.append(("self-identifying", wrap(lang, lead + "\n" + quoted) if g.r.random() < .5 else lead + "\n" + quoted, mark))
        else:
            t = g.jwt()
            rows.append(("self-identifying", wrap(lang, g.pick(SI[lang]).format(t=t)), t))
    # name-context: 70 prose, 30 pasted snippets
    for i in range(70):
        lang = LANGS[i % len(LANGS)]
        v = value()
        phrase = g.pick(NC[lang]).format(v=v)
        rows.append(("name-context", wrap(lang, phrase), v))
    for i in range(30):
        lang = LANGS[(i * 7) % len(LANGS)]
        v = g.pw()
        lead = dict(zip(LANGS, ["so sieht meine config aus:", "mi config:", "ma conf :", "minha config:", "мой конфиг:", "我的配置：",
                                "設定はこうです：", "la mia config:", "mijn config:", "mój config:", "ayarlarım:", "my config:"]))[lang]
        rows.append(("name-context", wrap(lang, lead + "\n" + nc_snippet(v)), v))
    # structural: 48 pasted URLs/strings/headers, 22 user/password pairs
    for i in range(48):
        lang = LANGS[i % len(LANGS)]
        v = url_pw()
        thing, mark = st_thing(v)
        rows.append(("structural", wrap(lang, g.pick(ST[lang]).format(x=thing)), mark))
    for i in range(22):
        lang = LANGS[(i * 3) % len(LANGS)]
        v = url_pw()
        rows.append(("structural", wrap(lang, st_pair(lang, v)), v))
    return rows


# ---------------------------------------------------------------- clean
CLEAN_LINES = {
    "de": ["Bestellnummer {num}, Sendungsnummer 00340434{num}", "Meeting-ID {num}, Kenncode kommt per SMS", "Version 4.2.1 ist live, Build {sha}", "Bitte schickt niemals Passwörter per Mail, nutzt den Passwortmanager.", "Das Passwort wurde zurückgesetzt, du bekommst gleich eine Mail.",
           "Passwort: <dein Passwort>", "Der Token ist abgelaufen, erzeug bitte einen neuen in der Konsole.", "Passwort steht im KeePass unter 'Test-DB'.",
           "Commit {sha} behebt den Login-Fehler.", "Ticket-ID {uuid}, bitte im Betreff angeben.", "Das Kennwort muss mindestens 12 Zeichen haben."],
    "es": ["El pedido {num} salió hoy.", "Reunión a las 10, el enlace está en el calendario.", "Color del botón: #{hex6}", "La contraseña se cambió ayer, revisa tu correo.", "contraseña: ********", "Nunca compartas el token por chat, usa Vault.",
           "El hash del build es {sha}.", "La clave está en el gestor de contraseñas del equipo.", "usa ${{DB_PASSWORD}} en el compose, no la pongas en claro"],
    "fr": ["Commande n° {num} expédiée.", "Le mot de passe oublié renvoie une erreur 500, ticket ouvert.", "Le mot de passe doit contenir au moins 12 caractères.", "mdp : (voir le coffre-fort)", "Le jeton a expiré, régénère-le depuis le portail.",
           "Checksum du paquet : sha256 {sha256}", "Numéro de dossier {uuid}.", "N'envoyez jamais votre mot de passe par e-mail."],
    "pt": ["Pedido {num} faturado.", "Esqueci a senha, alguém reseta pra mim pelo painel?", "A senha fica no cofre do time, não no Slack.", "senha: changeme (é o padrão da imagem, troque no primeiro login)", "O token expira em 1 hora.",
           "Subi o fix no commit {sha}.", "Protocolo {uuid}."],
    "ru": ["Заказ {num} отправлен.", "Забыл пароль, сбросьте через админку, пожалуйста.", "Пароль лежит в KeePass, в папке «Тест».", "пароль: ******", "Токен истёк, сгенерируй новый в консоли.", "Хэш коммита: {sha}.",
           "Номер заявки {uuid}."],
    "zh": ["订单号 {num} 已发货。", "忘记密码了，能帮我在后台重置一下吗？", "版本号 v3.{num}", "密码已经重置了，请查收邮件。", "密码：请看密码管理器", "令牌过期了，请在控制台重新生成。", "提交号 {sha} 修复了登录问题。",
           "工单号 {uuid}", "不要在群里发密码！"],
    "ja": ["注文番号 {num} を発送しました。", "パスワードを忘れました。リセットをお願いします。", "パスワードはパスワードマネージャーにあります。", "トークンの有効期限が切れました。", "コミット {sha} で修正済みです。"],
    "it": ["Ordine {num} spedito.", "La password va cambiata ogni 90 giorni.", "il token è nel vault, non nel codice"],
    "nl": ["Bestelling {num} is verzonden.", "Het wachtwoord staat in de kluis.", "Stuur nooit je wachtwoord via chat."],
    "pl": ["Zamówienie {num} wysłane.", "Hasło jest w menedżerze haseł.", "token wygasł, wygeneruj nowy"],
    "tr": ["Sipariş {num} kargoya verildi.", "Şifreyi kimseyle paylaşmayın.", "Parola kasada duruyor."],
    "en": ["the token endpoint is /oauth/token, POST with grant_type=client_credentials", "password reset emails are delayed again, SES throttling", "git tag v2.8.0 on {sha}", "pw is in 1password (Infra vault)", "the key is `${{STRIPE_KEY}}` from the environment, not hard-coded", "token: <your-token-here>",
           "base64 of 'hello' is aGVsbG8=, that's what the test expects", "use os.environ[\"DB_PASSWORD\"] instead of the literal",
           "sk-…{hex4} is the one that leaked? no, it was already revoked", "AWS example key AKIAIOSFODNN7EXAMPLE is from the docs, ignore it"],
}


def clean_rows() -> list[str]:
    out: list[str] = []
    for _ in range(30):
        for lang in LANGS:
            line = g.pick(CLEAN_LINES[lang]).format(sha=g.sha1()[:g.pick([7, 12, 40])], uuid=g.uuid(), sha256=g.sha256(), hex4=g.hexs(4),
                                                     num=g.r.randint(100000, 9999999), hex6=g.hexs(6))
            if g.r.random() < .25:
                line += "\n" + g.pick([f"sha256sum: {g.sha256()}  release.tar.gz", f"request-id: {g.uuid()}",
                                       f"image: registry.acme.example/app@sha256:{g.sha256()}", "DB_PASSWORD=${DB_PASSWORD}",
                                       "password: {{ vault_db_password }}", "fixture: " + base64.b64encode(g.pick([b"test data", b"hello world", b'{"a":1}'])).decode()])
            t = wrap(lang, line)
            if len(out) < 100 and t not in out:
                out.append(t)
    return out


def main() -> None:
    write(HERE, FAMILY, secrets_rows(), clean_rows())


if __name__ == "__main__":
    main()
