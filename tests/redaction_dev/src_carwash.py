"""Blind redaction source (round 67, helper corpora39). Seeded and deterministic; imports only the standard
library and _tokens. Run `python3 src_FAMILY.py` here to write FAMILY_secrets.jsonl and FAMILY_clean.jsonl."""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

OUT = Path(__file__).resolve().parent
LOW = string.ascii_lowercase
DIG = string.digits
g = Gen(6702)
R = g.r


def pin(n: int | None = None) -> str:
    n = n or R.choice([4, 4, 5, 6, 6])
    return str(R.randint(1, 9)) + g.s(DIG, n - 1)


def wordpw(words) -> str:
    w = R.choice(words)
    if R.random() < .3:
        w = w.lower()
    return w + str(R.randint(2, 2026)) + R.choice(["!", "#", "$", "%", "*", "@", ".", "?", ""])


def phrase(words) -> str:
    sep = R.choice(["-", ".", "_", " "]) if R.random() < .6 else "-"
    parts = R.sample(words, 3)
    p = sep.join(x.lower() for x in parts)
    if sep == " ":
        p = p.replace(" ", "-")
    return p + str(R.randint(1, 99))


def legacy(prefix: str) -> str:
    return prefix + g.s(LOW, R.randint(2, 3)) + str(R.randint(1, 999))


def tok(n: int, alpha: str = B62) -> str:
    return g.s(alpha, n)


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def esc(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)[1:-1]


def hook(tool: str, cmd_or_path: str, output: str) -> str:
    if tool == "Bash":
        inp = {"command": cmd_or_path}
    else:
        inp = {"file_path": cmd_or_path}
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": tool,
                       "tool_input": inp, "tool_response": {"stdout" if tool == "Bash" else "content": output}},
                      ensure_ascii=False)


def emit(family: str, secret_t, clean_t, n_secret: int = 250, n_clean: int = 100) -> None:
    secrets = []
    for i in range(n_secret):
        cls, text, vals = secret_t[i % len(secret_t)]()
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (family, i, v, text)
        secrets.append((cls, text, vals))
    allvals = {v for _, _, vs in secrets for v in vs}
    clean = []
    for i in range(n_clean):
        for _attempt in range(50):
            text = clean_t[i % len(clean_t)]()
            if not any(v in text for v in allvals):
                break
        else:
            raise AssertionError((family, "clean collision", i))
        clean.append(text)
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{family}-{i}", "family": family, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{family}-c{i}", "family": family, "text": text}, ensure_ascii=False) + "\n")
    from collections import Counter
    c = Counter(cls for cls, _, _ in secrets)
    cv = Counter()
    for cls, _, vs in secrets:
        cv[cls] += len(vs)
    print(family, len(secrets), "records", len([v for _, _, vs in secrets for v in vs]), "values",
          dict(c), dict(cv), "clean", len(clean), "distinct", len(set(clean)))


S, N, T = "self-identifying", "name-context", "structural"
W = ["Tunnel", "Foam", "Shine", "Wax", "Rinse", "Brush", "Blower", "Ceramic", "Sparkle", "Conveyor", "Mitter",
     "Wheelie", "Bubbles", "Glossy"]
PW = ["tunnel", "foam", "presoak", "triplefoam", "blower", "tirewash", "undercarriage", "sparkle", "spotfree", "mitter"]
SITES = ["Route 9", "Lakeshore Express", "Main St Tunnel", "Airport Rd", "Northgate", "Sunset Blvd", "Exit 42",
         "Depot Fleet Bay", "Westfield Express", "Harbor Wash"]
HOSTS = ["sitewatch-sql.local", "10.8.0.21", "washctl.internal", "db.shinepass.io", "tunnel-plc-01"]


def site():
    return R.choice(SITES)


def sno():
    return f"W{R.randint(10, 99)}"


def plate():
    return g.s(UPPER, 3) + "-" + g.s(DIG, 4)


def s_env():
    w = "whsec_" + tok(32)
    return S, (f"# membership-api/.env\nRINSED_API_BASE=https://api.rinsed.example/v3\nSTRIPE_WEBHOOK_SECRET={w}\nSITE_COUNT=14\n"), [w]


def s_env2():
    k, s2 = tok(40), g.hexs(64)
    return N, (f"# membership-api/.env (prod)\nRINSED_API_KEY={k}\nLPR_WEBHOOK_SIGNING_KEY={s2}\nLPR_VENDOR=platecam\nSITE_COUNT={R.randint(5,40)}\n"), [k, s2]


def s_sitewatch_sql():
    p = g.pw()
    return T, (f"Server={R.choice(HOSTS)}\\SITEWATCH;Database=SiteWatch;User Id=sa;Password={p};TrustServerCertificate=True;"), [p]


def s_platerec():
    t = g.hexs(40)
    return T, (f"curl -F 'upload=@lane2_{R.randint(1000,9999)}.jpg' -F regions=us \\\n  -H 'Authorization: Token {t}' \\\n"
               f"  https://api.platerecognizer.com/v1/plate-reader/\n{{\"results\":[{{\"plate\":\"{plate().replace('-','').lower()}\",\"score\":0.91}}]}}"), [t]


def s_paystation_code():
    c = pin(R.choice([4, 6]))
    return N, (f"Pay station (Unitec {R.choice(['WashSelect II','Sentinel'])}) at {site()}: manager code {c} opens the vault report and lets you "
               "issue free washes. Don't give it to attendants."), [c]


def s_plc():
    p = legacy("Tunl")
    return N, (f"[controller]\nmodel = tunnel-ctrl-X4\nip = 10.8.{R.randint(1,9)}.10\nweb_user = admin\nweb_password = {p}\nconveyor_speed_fpm = 95\n"), [p]


def s_vnc():
    p = legacy("wash")[:8]
    return N, f"vncviewer 10.8.{R.randint(1,9)}.10:5900 -passwd <(echo '{p}' | vncpasswd -f)   # tunnel HMI at {site()}", [p]


def s_rtsp():
    p = g.pw()
    return T, f"ffmpeg -rtsp_transport tcp -i 'rtsp://admin:{p}@10.8.{R.randint(1,9)}.{R.randint(30,60)}:554/Streaming/Channels/101' -frames:v 1 entry.jpg", [p]


def s_mifare():
    k = g.hexs(12).upper()
    return N, (f"Membership tags are MIFARE DESFire EV2 now, but the old Classic windshield stickers still use sector 1 key A/B; "
               f"write key (B) = {k}. Needed for the re-encoder at {site()}."), [k]


def s_wash_codes():
    a, b = pin(5), pin(5)
    return N, (f"Fleet order #{R.randint(10000,99999)} — prepaid wash codes for Acme Plumbing vans (Ultimate package, valid until 2027-03-31):\n"
               f"  {a}\n  {b}\nEnter at the pay station keypad."), [a, b]


def s_wex():
    c = tok(48, URLSAFE)
    return T, (f"POST /oauth2/token HTTP/1.1\nHost: api.fleet-cards.example\nContent-Type: application/x-www-form-urlencoded\n\n"
               f"grant_type=client_credentials&client_id=carwash-{R.randint(100,999)}&client_secret={c}&scope=fleet.transactions"), [c]


def s_dosing_mqtt():
    p = g.pw()
    return N, (f"# chem-dosing telemetry\nmqtt:\n  host: telemetry.dosing-cloud.example\n  port: 8883\n  username: site-{sno().lower()}\n"
               f"  password: \"{p}\"\n  topic: chem/{sno()}/tanks\n"), [p]


def s_hydrominder():
    k = tok(32, LOW + DIG)
    return T, (f"GET /api/v1/sites/{R.randint(100,999)}/levels?apikey={k} HTTP/1.1\nHost: portal.chemtrack.example\nUser-Agent: python-requests/2.32.3"), [k]


def s_drb_api():
    u, p = "integration", g.machine_pw()
    b = basic(u, p)
    return T, (f"2026-11-{R.randint(10,28)} 07:12:44,114 DEBUG [patheon.client] > GET /api/members?updatedSince=2026-11-01\n"
               f"> Authorization: Basic {b}\n> Accept: application/json\n< 200 OK (314 ms)"), [b]


def s_python_members():
    k = tok(36)
    return N, (f"from washconnect import Client\n\nclient = Client(\n    tenant=\"shinepass\",\n    api_secret=\"{k}\",\n)\n"
               "for m in client.members.list(status=\"active\"):\n    sync_to_crm(m)\n"), [k]


def s_everwash():
    k = "ew_live_" + tok(32)
    return N, (f"const partner = require('./everwash-partner');\npartner.init({{ partnerKey: '{k}', siteIds: ['{sno()}', '{sno()}'] }});\n"), [k]


def s_go_dsn():
    p = g.machine_pw()
    return T, (f"dsn := \"sqlserver://svc_lpr:{p}@{R.choice(HOSTS)}:1433?database=Memberships\"\ndb, err := sql.Open(\"sqlserver\", dsn)\n"), [p]


def s_de():
    p = wordpw(W)
    return N, f"Hi Team, das Passwort für das Kassensystem in der Waschstraße {site()} lautet jetzt {p} (Benutzer: filialleitung).", [p]


def s_es():
    p = pin(4)
    return N, f"Buenas, el código del cuarto de químicos del túnel de lavado ({site()}) es {p}. Cambiadlo si sale alguien del equipo.", [p]


def s_fr():
    p = g.pw()
    return N, (f"Bonjour,\nle mot de passe du portail flotte (station de lavage {site()}) est {p} — compte gestion@lavage-express.fr.\nBonne journée"), [p]


def s_ja():
    p = wordpw(W)
    return N, f"洗車機コントローラのWeb管理パスワード：{p}（ユーザー名 admin）。夜間は触らないでください。", [p]


def s_nl():
    p = phrase(PW)
    return N, f"Wachtwoord van de wasstraat-wifi voor de betaalautomaten: {p}. Niet aan klanten geven!", [p]


def s_pt():
    p = g.pw()
    return N, f"Pessoal, nova senha do sistema de assinaturas do lava-rápido: {p}. Usuário: gerente.{R.randint(1,9)}", [p]


def s_ko():
    p = wordpw(W)
    return N, f"세차장 {site()} 정산 단말기 관리자 비밀번호는 {p} 입니다. 외부 공유 금지.", [p]


def s_hook_env():
    a, b = tok(40), g.machine_pw()
    env = f"LPR_API_TOKEN={a}\nSITEWATCH_DB_PASSWORD={b}\nTZ=America/Phoenix\n"
    return N, hook("Bash", "cat /opt/lpr-bridge/.env", env), [a, b]


def s_hook_read():
    p = g.machine_pw()
    content = f"[dosing]\nsite = {sno()}\nportal_user = ops\nportal_pass = {p}\n"
    return N, hook("Read", "/etc/chemtrack/agent.ini", content), [p]


def s_diff():
    p = g.machine_pw()
    return N, (f"--- a/terraform/lpr.tfvars\n+++ b/terraform/lpr.tfvars\n@@ -1,3 +1,4 @@\n site_ids = [\"{sno()}\", \"{sno()}\"]\n"
               f" camera_vendor = \"platecam\"\n+lpr_ingest_secret = \"{p}\"\n"), [p]


def s_notebook():
    k = g.hexs(40)
    cell = {"cell_type": "code", "execution_count": 7, "metadata": {},
            "source": ["import requests, pandas as pd\n", f"TOKEN = '{k}'  # platecam\n",
                       "reads = requests.get(URL, headers={'Authorization': f'Token {TOKEN}'}).json()\n"], "outputs": []}
    return N, json.dumps({"cells": [cell], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}), [k]


def s_k8s():
    p, k = g.machine_pw(), tok(40)
    return N, (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: membership-api\nstringData:\n  RINSED_API_KEY: {k}\n  DB_PASS: '{p}'\n"), [k, p]


def s_k8s_b64():
    p = g.machine_pw()
    b = base64.b64encode(p.encode()).decode()
    return N, (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: sitewatch-bridge\ndata:\n  SITEWATCH_PASSWORD: {b}\n"), [b]


def s_hcl():
    p = g.machine_pw()
    return N, (f'resource "aws_db_instance" "memberships" {{\n  engine         = "postgres"\n  username       = "washadmin"\n  password       = "{p}"\n'
               f'  instance_class = "db.t4g.small"\n}}\n'), [p]


def s_toml():
    t = tok(40, URLSAFE)
    return N, (f"[lpr]\ncamera = \"lane-{R.randint(1,3)}\"\nvendor = \"platecam\"\napi_token = \"{t}\"\nmin_score = 0.8\n"), [t]


def s_xml():
    p = g.pw()
    return N, (f"<PayStation id=\"{sno()}-PS{R.randint(1,3)}\">\n  <Gateway>tsys</Gateway>\n  <MerchantId>{R.randint(10**11,10**12)}</MerchantId>\n"
               f"  <GatewayPassword>{p}</GatewayPassword>\n</PayStation>"), [p]


def s_properties():
    p = g.pw()
    return N, (f"fleet.portal.url=https://fleet.shinepass.io\nfleet.portal.user=billing\nfleet.portal.password={p}\nfleet.invoice.day=1\n"), [p]


def s_trace():
    p = g.machine_pw()
    return T, (f"Exception in thread \"lpr-sync\" org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"lpr\"\n"
               f"  at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n"
               f"Caused by: connecting to postgresql://lpr:{p}@{R.choice(HOSTS)}:5432/reads"), [p]


def s_token_resp():
    a = tok(64, URLSAFE)
    return N, (f"{{\n  \"access_token\": \"{a}\",\n  \"expires_in\": 86400,\n  \"token_type\": \"bearer\",\n  \"site\": \"{sno()}\"\n}}"), [a]


def s_aws():
    a, s = g.aws_akid(), g.aws_secret()
    return S, (f"export AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\naws s3 sync ./lpr-images s3://shinepass-lpr-archive/{sno()}/"), [a, s]


def s_selfid():
    name, full, mark = g.self_identifying()
    ctx = R.choice([f"membership app deploy — {name} credential: {full}",
                    f"# tunnel-alerts\nexport NOTIFY_CRED=\"{full}\"\n",
                    json.dumps({"integration": name, "credential": full, "site": sno()})])
    return S, ctx, [mark]


def s_ps():
    p = g.pw()
    return N, (f"net user washadmin {p} /add\nnet localgroup Administrators washadmin /add\n# pay station PC {site()}"), [p]


def s_reg():
    p = g.pw()
    return N, (f"reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d \"{p}\" /f"), [p]


def s_fleet_table():
    a, b = g.pw(), g.pw()
    return N, (f"| Fleet account | Portal login | Password |\n|---|---|---|\n| City of Springfield | springfield-fleet | {a} |\n"
               f"| Acme Plumbing | acme-vans | {b} |\n"), [a, b]


def s_square():
    t = "EAAA" + tok(60, URLSAFE)
    return S, f"curl https://connect.squareup.com/v2/locations -H 'Square-Version: 2025-10-16' -H 'Authorization: Bearer {t}'", [t]


def s_cron():
    k = tok(32)
    return T, f"0 3 * * * /usr/bin/curl -s 'https://reports.shinepass.io/export?site={sno()}&token={k}' > /var/backups/daily.csv", [k]


def s_swift():
    k = tok(40)
    return N, f"// ShinePass iOS\nlet membershipAdminKey = \"{k}\"\nlet api = MembershipAPI(baseURL: prodURL, adminKey: membershipAdminKey)", [k]


def s_csharp():
    p = g.pw()
    return T, (f"using var conn = new SqlConnection(\"Data Source={R.choice(HOSTS)};Initial Catalog=SiteWatch;User ID=report;Password={p}\");"), [p]


def s_kotlin():
    t = tok(48, URLSAFE)
    return T, f"client.newCall(Request.Builder().url(\"$BASE/members/scan\").header(\"X-Api-Key\", \"{t}\").build())", [t]


def s_ansible():
    p = g.pw()
    return N, (f"all:\n  hosts:\n    paystation-{sno().lower()}:\n      ansible_host: 10.8.{R.randint(1,9)}.5\n      ansible_user: Administrator\n"
               f"      ansible_password: \"{p}\"\n      ansible_connection: winrm\n"), [p]


def s_slack():
    w = g.slack_webhook()
    return S, f"CHEM_LOW_ALERT_WEBHOOK={w}", [w.rsplit("/", 1)[1]]


def s_twilio():
    t = g.hexs(32)
    return N, (f"TWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN={t}\nTWILIO_FROM=+1602555{R.randint(1000,9999)}\n"), [t]


def s_url():
    p = g.pw()
    return T, f"Members export lives at sftp://shinepass:{p}@sftp.rinsed-partner.example/outgoing/ (daily 04:00).", [p]


def s_handover():
    a, b = pin(4), legacy("Foam")
    return N, (f"Handover — {site()}\n* Back gate keypad: {a}\n* Tunnel controller web UI: admin / {b}\n* Blower 3 bearing noisy, ordered part\n"), [a, b]


def s_json_in_string():
    k = tok(32)
    inner = json.dumps({"provider": "fleet-cards", "client_secret": k})
    return N, json.dumps({"tool_name": "Write", "tool_input": {"file_path": "config/fleet.json", "content": inner}}), [k]


def s_gitlab():
    t = g.gitlab()
    return S, f"git clone https://oauth2:{t}@gitlab.com/shinepass/tunnel-controller-bridge.git", [t]


def s_mysql():
    p = g.pw()
    return N, f"MYSQL_PWD='{p}' mysqldump -h {R.choice(HOSTS)} -u backup memberships > memberships.sql", [p]


def s_flag():
    p = g.machine_pw()
    return N, f"./lpr-bridge --site {sno()} --camera-user api --camera-password {p} --listen :9000", [p]


def s_dosing_api_header():
    k = tok(40)
    return T, (f"POST /v2/dosing/setpoints HTTP/1.1\nHost: api.dosing-cloud.example\nX-Site-Key: {k}\nContent-Type: application/json\n\n"
               f"{{\"site\":\"{sno()}\",\"presoak_ml\":42}}"), [k]


def s_env_mixed():
    p = g.pw()
    return N, f"MEMBERSHIP_ADMIN_EMAIL=ops@shinepass.io\nMEMBERSHIP_ADMIN_PASSWORD={p}\n", [p]


def s_fcm():
    k = "AAAA" + tok(7, URLSAFE) + ":APA91b" + tok(134, URLSAFE)
    return S, f"\"fcm\": {{ \"serverKey\": \"{k}\" }}", [k]


SECRET_T = [s_env, s_env2, s_sitewatch_sql, s_platerec, s_paystation_code, s_plc, s_vnc, s_rtsp, s_mifare, s_wash_codes,
            s_wex, s_dosing_mqtt, s_hydrominder, s_drb_api, s_python_members, s_everwash, s_go_dsn, s_de, s_es, s_fr,
            s_ja, s_nl, s_pt, s_ko, s_hook_env, s_hook_read, s_diff, s_notebook, s_k8s, s_k8s_b64, s_hcl, s_toml,
            s_xml, s_properties, s_trace, s_token_resp, s_aws, s_selfid, s_ps, s_reg, s_fleet_table, s_square,
            s_cron, s_swift, s_csharp, s_kotlin, s_ansible, s_slack, s_twilio, s_url, s_handover, s_json_in_string,
            s_gitlab, s_mysql, s_flag, s_dosing_api_header, s_env_mixed, s_fcm, s_selfid, s_selfid]


# ---------------- clean
def c_lpr_read():
    return json.dumps({"read_id": g.uuid(), "site": sno(), "lane": R.randint(1, 3), "plate": plate(), "confidence": round(R.uniform(.7, .99), 2),
                       "member_id": g.uuid(), "image_sha1": g.sha1()})


def c_tunnel_log():
    return (f"07:02:{R.randint(10,59)} CAR#{R.randint(100,999)} ENTER pkg=ULTIMATE\n07:02:{R.randint(10,59)} SERVICE presoak ON\n"
            f"07:03:{R.randint(10,59)} CONVEYOR speed=95fpm roller=UP\n07:04:{R.randint(10,59)} EXIT ticket={g.hexs(12)}")


def c_env_example():
    return ("RINSED_API_KEY=<your-rinsed-key>\nSITEWATCH_DB_PASSWORD=changeme\nLPR_API_TOKEN=${LPR_API_TOKEN}\n"
            "STRIPE_WEBHOOK_SECRET=whsec_...\n")


def c_env_read():
    return ("const token = process.env.LPR_API_TOKEN;\nif (!token) throw new Error('LPR_API_TOKEN missing');\n"
            "const headers = { Authorization: `Token ${token}` };\n")


def c_dosing():
    return json.dumps({"site": sno(), "tanks": [{"chem": "presoak", "level_pct": R.randint(5, 99)}, {"chem": "tire_shine", "level_pct": R.randint(5, 99)}],
                       "device": g.s(UPPER + DIG, 12), "ts": 1764900000 + R.randint(0, 99999)})


def c_ci():
    return ("steps:\n  - name: deploy bridge\n    run: ./deploy.sh\n    env:\n      SITEWATCH_DB_PASSWORD: ${{ secrets.SITEWATCH_DB_PASSWORD }}\n"
            "      RINSED_API_KEY: ${{ secrets.RINSED_API_KEY }}\n")


def c_gitlog():
    return "\n".join(f"commit {g.hexs(40)}\n    {m}" for m in ["lpr: debounce duplicate reads", "move tunnel PLC password to vault"])


def c_rfid():
    return f"RFID read lane {R.randint(1,3)}: tag EPC {g.hexs(24).upper()} TID {g.hexs(24).upper()} -> member {g.uuid()} (status active)"


def c_prose():
    return ("The pay-station manager codes are rotated monthly by the district manager and live in the vault entry "
            "'Sites / pay stations'; never post them in Slack or on the ticket.")


def c_pk():
    return f"<script>const stripe = Stripe('pk_live_{tok(24)}'); // membership signup page</script>"


def c_fleet_invoice():
    return json.dumps({"invoice": f"INV-{R.randint(10000,99999)}", "fleet_account": f"FA-{R.randint(1000,9999)}", "washes": R.randint(10, 300),
                       "total": round(R.uniform(100, 5000), 2), "pdf_sha256": g.sha256()})


def c_card_masked():
    return f"TSYS approval {g.s(DIG, 6)} card VISA ****{R.randint(1000,9999)} amount 24.99 ref {g.hexs(16)} terminal {sno()}-PS1"


def c_hook_ls():
    return hook("Bash", "ls /opt/lpr-bridge", "README.md\nbridge.py\nconfig.example.toml\nrequirements.txt\n")


def c_placeholder():
    return "curl -H 'Authorization: Token <your-platecam-token>' https://api.platerecognizer.com/v1/statistics/"


def c_default():
    return ("New tunnel HMIs ship with the vendor's documented default operator login (see manual §3.2); the "
            "commissioning checklist makes the tech set a new one before the site opens.")


def c_de():
    return "Passwörter für die Waschstraßen stehen im Tresor (Bitwarden, Sammlung „Standorte“). Bitte nie in Tickets schreiben."


def c_es():
    return "El token de la cámara LPR se lee de la variable LPR_API_TOKEN; no lo pongas en el repositorio."


def c_secretref():
    return ("envFrom:\n  - secretRef:\n      name: membership-api\n"
            f"image: ghcr.io/shinepass/membership-api@sha256:{g.sha256()}\n")


def c_oauth_client():
    return f"FLEET_CLIENT_ID=carwash-{R.randint(100,999)}\nFLEET_CLIENT_SECRET=\nFLEET_TOKEN_URL=https://api.fleet-cards.example/oauth2/token\n"


def c_b64():
    return f"{{\"lane\":2,\"snapshot_jpeg_b64\":\"{g.b64(96)}\"}}"


def c_member_csv():
    rows = ["member_id,plan,plate,started,next_bill"]
    for _ in range(3):
        rows.append(f"{g.uuid()},{R.choice(['Basic','Deluxe','Ultimate'])},{plate()},2026-0{R.randint(1,9)}-1{R.randint(0,9)},2026-12-0{R.randint(1,9)}")
    return "\n".join(rows)


def c_plc_tags():
    return "\n".join(f"%MW{R.randint(100,999)} {t} = {R.randint(0,500)}" for t in ["CONV_SPEED", "PRESOAK_MS", "BLOWER_HZ"])


def c_twilio_sid():
    return f"Account SID AC{g.hexs(32)} — just the account id, the auth token stays in TWILIO_AUTH_TOKEN."


def c_ja():
    return "洗車機のパスワードは保管庫で管理しています。チャットに書かないでください。"


def c_csrf():
    return f"Set-Cookie: csrftoken={tok(32)}; Path=/; SameSite=Lax\nX-Frame-Options: DENY"


def c_cert_fp():
    return f"SHA256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}\nSerial Number: {g.hexs(32)}"


CLEAN_T = [c_lpr_read, c_tunnel_log, c_env_example, c_env_read, c_dosing, c_ci, c_gitlog, c_rfid, c_prose, c_pk,
           c_fleet_invoice, c_card_masked, c_hook_ls, c_placeholder, c_default, c_de, c_es, c_secretref,
           c_oauth_client, c_b64, c_member_csv, c_plc_tags, c_twilio_sid, c_ja, c_csrf, c_cert_fp]

if __name__ == "__main__":
    emit("carwash", SECRET_T, CLEAN_T)
