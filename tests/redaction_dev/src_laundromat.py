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
g = Gen(6701)
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
W = ["Spin", "Rinse", "Tumble", "Suds", "Lint", "Bleach", "Fluff", "Dryer", "Washer", "Quarter", "Foldy",
     "Detergent", "Softener", "Hamper", "Bubbles", "Coinbox"]
PW = ["lint", "quarter", "tumble", "rinse", "softcycle", "hamper", "bubble", "permpress", "heavyduty", "coinvault"]
STORES = ["Maple Ave", "Eastside Wash", "Harbor St", "Campus Laundry", "Suds City #4", "Riverside", "Elm & 3rd",
          "Laundry Lounge Oak Park", "Wash-N-Fold Midtown", "Bubbles 24h"]
HOSTS = ["route-db.internal", "10.20.4.15", "telemetry.washnet.local", "db.sudsroute.io", "pg-route-01"]


def store():
    return R.choice(STORES)


def sid():
    return f"ST{R.randint(100, 999)}"


def mserial():
    return R.choice(["SQ", "HB", "DX", "EL"]) + g.s(UPPER + DIG, 9)


def s_env():
    k, tw, jw = tok(40), g.hexs(32), g.b64(32)
    t = (f"# loyalty-api/.env ({store()})\nNODE_ENV=production\nPORT=8080\nLOYALTY_DB_URL=postgres://loyalty@{R.choice(HOSTS)}:5432/loyalty\n"
         f"CENTS_API_KEY={k}\nTWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN={tw}\nJWT_SIGNING_SECRET={jw}\n")
    return N, t, [k, tw, jw]


def s_payrange_curl():
    k = g.hexs(8) + "-" + g.hexs(4) + "-" + tok(24)
    return T, (f"$ curl -s https://api.payrange.example/v2/operators/{R.randint(1000,9999)}/devices \\\n"
               f"    -H 'Accept: application/json' \\\n    -H 'X-Operator-Key: {k}' | jq '.devices[].status'\n"
               '"online"\n"online"\n"offline"'), [k]


def s_mqtt():
    p = g.pw()
    return T, (f"mosquitto_sub -h {R.choice(HOSTS)} -p 8883 --cafile /etc/washnet/ca.pem -u gw-{sid().lower()} -P '{p}' "
               f"-t 'laundry/+/machine/+/status' -v"), [p]


def s_collector_props():
    p = pin(4)
    m = wordpw(W)
    return N, (f"# route-collect handheld, app.properties\ncollector.id=RC-{R.randint(10,99)}\ncollector.route=North-{R.randint(1,9)}\n"
               f"collector.pin={p}\nsync.url=https://route.sudsroute.io/api/sync\nsync.user=handheld{R.randint(1,40)}\n"
               f"sync.password={m}\nsync.interval.sec=300\n"), [p, m]


def s_service_code():
    c = pin(R.choice([4, 5]))
    return N, (f"Hand-over for {store()} (night shift)\n- Alarm panel by the back door: disarm code {c}, then # \n"
               f"- Dryer 14 still shows E-27, tech coming Thursday\n- Soap vending restocked\n"), [c]


def s_requests_auth():
    p = g.pw()
    return T, (f"import requests\n\nr = requests.get(\n    'https://portal.laundroworks.example/api/v1/sites/{R.randint(100,999)}/revenue',\n"
               f"    auth=('routeops', '{p}'),\n    params={{'from': '2026-11-01', 'to': '2026-11-30'}},\n    timeout=30,\n)\nr.raise_for_status()\n"), [p]


def s_node_cents():
    k = "cnts_live_" + tok(32)
    return N, (f"import {{ CentsClient }} from '@cents/sdk';\n\nexport const cents = new CentsClient({{\n"
               f"  businessId: '{R.randint(10000,99999)}',\n  apiKey: '{k}',\n  environment: 'production',\n}});\n"), [k]


def s_go_dsn():
    p = g.machine_pw()
    return T, (f'package store\n\nconst routeDSN = "postgres://routeapp:{p}@{R.choice(HOSTS)}:5432/route_billing?sslmode=require"\n\n'
               "func Open() (*sql.DB, error) { return sql.Open(\"pgx\", routeDSN) }\n"), [p]


def s_reader_ini():
    p = phrase(PW)
    return N, (f"; card reader gateway {sid()} — /etc/esd/reader.ini\n[network]\nssid = LaundryBackOffice\npsk = {p}\n"
               f"[server]\nhost = cardsys.esd.example\nport = 7443\nterminal = {R.randint(100000,999999)}\n"), [p]


def s_whsec():
    w = "whsec_" + tok(32)
    return S, (f"stripe listen --forward-to localhost:4000/webhooks/stripe\n> Ready! You are using Stripe API Version [2025-10-29]. "
               f"Your webhook signing secret is {w} (^C to quit)\n"), [w]


def s_log_basic():
    u, p = f"store{R.randint(10,99)}", g.pw()
    b = basic(u, p)
    return T, (f"2026-11-{R.randint(10,28)}T0{R.randint(1,9)}:1{R.randint(0,9)}:03Z DEBUG http.client send: b'POST /api/telemetry/batch HTTP/1.1\\r\\n"
               f"Host: ingest.washnet.local\\r\\nAuthorization: Basic {b}\\r\\nContent-Type: application/json\\r\\n'"), [b]


def s_de_chat():
    p = wordpw(W)
    return N, (f"@Jonas kannst du dich bitte im Speed-Queen-Portal für {store()} einloggen? Benutzer ist betrieb@waschsalon-nord.de, "
               f"Passwort {p} – ich bin bis Montag im Urlaub."), [p]


def s_es_ticket():
    p = pin(6)
    return N, (f"Ticket #{R.randint(4000,9999)} – Lavandería {store()}\nEl lector de tarjetas de la secadora 7 no acepta pagos. "
               f"Para entrar al menú técnico del lector usa la clave {p} (no la compartas con clientes).\nPrioridad: alta"), [p]


def s_fr_mail():
    p = g.pw()
    return N, (f"Objet : accès laverie {store()}\n\nBonjour Claire,\n\nVoici les accès au back-office des monnayeurs : "
               f"identifiant exploitation-17, mot de passe : {p}\nMerci de le changer à la première connexion.\n\nCordialement,\nMarc"), [p]


def s_ja():
    p = wordpw(W)
    return N, f"コインランドリー{R.randint(1,9)}号店の管理画面のパスワードは {p} です。精算機のログも同じアカウントで見られます。", [p]


def s_pt():
    p = phrase(PW)
    return N, f"Oi pessoal, a senha do Wi-Fi dos leitores da lavanderia mudou: {p}. Reiniciem os gateways depois das 22h.", [p]


def s_it():
    p = pin(5)
    return N, f"Lavanderia self-service via Roma: il PIN tecnico delle lavatrici Electrolux è {p}, serve per azzerare i contatori.", [p]


def s_pl():
    p = wordpw(W)
    return N, f"Pralnia na Mokotowie — hasło do routera w zapleczu: {p} (admin). Terminal płatniczy podłączony do portu 3.", [p]


def s_zh():
    p = g.pw()
    return N, f"洗衣店后台（投币统计系统）管理员密码：{p}，请不要发到群里。", [p]


def s_hook_env():
    a, b = g.hexs(32), "sk_live_" + tok(24)
    env = f"TELEMETRY_INGEST_TOKEN={a}\nSTRIPE_SECRET_KEY={b}\nSTORE_TZ=America/Chicago\n"
    return N, hook("Bash", "cat ~/laundry-kiosk/.env", env), [a, b]


def s_diff():
    p = g.machine_pw()
    return N, (f"diff --git a/config/route.yml b/config/route.yml\n--- a/config/route.yml\n+++ b/config/route.yml\n@@ -4,6 +4,7 @@ collection:\n"
               f"   vault_audit: true\n   settle_hour: 5\n+  settlement_api_secret: \"{p}\"\n   stores:\n     - {sid()}\n"), [p]


def s_notebook():
    k = tok(40)
    cell = {"cell_type": "code", "execution_count": 3, "metadata": {},
            "source": ["import pandas as pd\n", f"INSIGHT_KEY = \"{k}\"\n",
                       "df = pull_cycles(store='" + sid() + "', key=INSIGHT_KEY)\n"], "outputs": []}
    return N, json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [k]


def s_k8s():
    p, q = g.machine_pw(), g.machine_pw()
    return N, (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: route-billing\n  namespace: laundry\ntype: Opaque\nstringData:\n"
               f"  DB_PASSWORD: \"{p}\"\n  CCI_API_SECRET: {q}\n"), [p, q]


def s_hcl():
    p = g.machine_pw()
    return N, (f'variable "telemetry_broker_password" {{\n  type      = string\n  sensitive = true\n  default   = "{p}"\n}}\n'), [p]


def s_toml():
    t = g.hexs(40)
    return N, (f"[collector]\nstore = \"{sid()}\"\ninterval = \"30s\"\n\n[outputs.washnet]\nurl = \"https://ingest.washnet.local/v1\"\n"
               f"device_token = \"{t}\"\n"), [t]


def s_xml():
    p = legacy("Dex")
    return N, (f"<?xml version=\"1.0\"?>\n<ControllerConfig model=\"Dexter T-900\" serial=\"{mserial()}\">\n  <Network dhcp=\"true\"/>\n"
               f"  <ServiceMenu>\n    <AdminPassword>{p}</AdminPassword>\n    <PriceLock>true</PriceLock>\n  </ServiceMenu>\n</ControllerConfig>\n"), [p]


def s_spring():
    p = g.pw()
    return N, (f"spring.datasource.url=jdbc:sqlserver://{R.choice(HOSTS)}:1433;databaseName=RouteVault\n"
               f"spring.datasource.username=svc_route\nspring.datasource.password={p}\nspring.jpa.open-in-view=false\n"), [p]


def s_trace():
    p = g.machine_pw()
    return T, (f"Traceback (most recent call last):\n  File \"/srv/loyalty/worker.py\", line 41, in <module>\n    r = redis.from_url(url)\n"
               f"  File \"/usr/lib/python3/site-packages/redis/connection.py\", line 1203, in connect\n"
               f"redis.exceptions.ConnectionError: Error 111 connecting to redis://:{p}@cache.washnet.local:6379/2. Connection refused.\n"), [p]


def s_token_resp():
    a, r = tok(48, URLSAFE), tok(64, URLSAFE)
    return N, (f"< HTTP/1.1 200 OK\n< Content-Type: application/json\n<\n{{\"access_token\":\"{a}\",\"token_type\":\"Bearer\","
               f"\"expires_in\":3600,\"refresh_token\":\"{r}\",\"scope\":\"machines.read cycles.start\"}}"), [a, r]


def s_shell_export():
    p = tok(36)
    return N, f"$ export PAYRANGE_OPERATOR_SECRET={p}\n$ npm run sync:prices -- --store {sid()}\n", [p]


def s_aws():
    a, s = g.aws_akid(), g.aws_secret()
    return S, (f"[profile telemetry-archive]\nregion = us-east-2\naws_access_key_id = {a}\naws_secret_access_key = {s}\n"), [a, s]


def s_selfid():
    name, full, mark = g.self_identifying()
    ctx = R.choice([f"# machine-error alerts ({name})\nALERT_CREDENTIAL={full}\n",
                    f"Posted the {name} credential for the fold-and-deliver app here by mistake: {full} — rotating now.",
                    f"- run: ./deploy-firmware.sh\n  env:\n    UPLOAD_TOKEN: {full}\n"])
    return S, ctx, [mark]


def s_ps():
    p = g.pw()
    return T, (f"$pw = ConvertTo-SecureString \"{p}\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential(\"counterpc\\kiosk\", $pw)\n"
               f"Invoke-Command -ComputerName LAUNDRY-POS-{R.randint(1,9)} -Credential $cred -ScriptBlock {{ Restart-Service CoinOpSync }}"), [p]


def s_fcm():
    k = "AAAA" + tok(7, URLSAFE) + ":APA91b" + tok(134, URLSAFE)
    return S, (f"// loyalty push (legacy)\nconst FCM_SERVER_KEY = '{k}';\nfetch('https://fcm.googleapis.com/fcm/send', {{ method: 'POST', headers: {{ Authorization: `key=${{FCM_SERVER_KEY}}` }} }});"), [k]


def s_iothub():
    k = g.b64(32)
    return T, (f"DEVICE_CONN=\"HostName=washnet-prod.azure-devices.net;DeviceId=dryer-{mserial()};SharedAccessKey={k}\"\n"), [k]


def s_changer_pin():
    p = pin(4)
    return N, f"Bill changer {R.choice(['Standard','Hamilton'])} at {store()}: manager PIN {p} opens the audit menu (totals since last collection).", [p]


def s_kiosk_pin():
    p = pin(6)
    return N, (f"kiosk:\n  mode: card-reload\n  idle_timeout: 90\n  exit_pin: \"{p}\"\n  printer: /dev/usb/lp0\n"), [p]


def s_webhook_secret():
    w = g.hexs(64)
    return N, (f"# Cents order webhooks\nCENTS_WEBHOOK_SECRET={w}\nCENTS_WEBHOOK_URL=https://fold.example.com/hooks/cents\n"), [w]


def s_square():
    t = "EAAA" + tok(60, URLSAFE)
    return S, (f"SQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN={t}\nSQUARE_LOCATION_ID=L{g.s(UPPER+DIG, 12)}\n"), [t]


def s_table():
    a, b, c = g.pw(), pin(4), wordpw(W)
    return N, (f"| System | User | Password |\n|---|---|---|\n| Insight portal | owner@bubbles24.com | {a} |\n"
               f"| Alarm ({store()}) | — | {b} |\n| Router admin | admin | {c} |\n"), [a, b, c]


def s_sshpass():
    p = g.pw()
    return N, f"sshpass -p '{p}' rsync -az pi@10.40.{R.randint(1,9)}.2:/var/log/washgw/ ./logs/{sid()}/", [p]


def s_docker():
    p = g.machine_pw()
    return N, f"docker login registry.washnet.local -u ci-laundry -p {p}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", [p]


def s_swift():
    k = tok(44)
    return N, (f"enum Backend {{\n    static let baseURL = URL(string: \"https://api.sudsloyalty.app\")!\n    static let serverSecret = \"{k}\" // TODO move off device\n}}\n"), [k]


def s_kotlin():
    t = tok(40, URLSAFE)
    return T, (f"val req = Request.Builder()\n    .url(\"https://route.sudsroute.io/api/v2/collections\")\n"
               f"    .addHeader(\"Authorization\", \"Bearer {t}\")\n    .build()\n"), [t]


def s_csharp():
    p = g.pw()
    return T, (f"var smtp = new SmtpClient(\"smtp.office365.com\", 587) {{\n    EnableSsl = true,\n"
               f"    Credentials = new NetworkCredential(\"receipts@washnfold.example\", \"{p}\")\n}};"), [p]


def s_systemd():
    t = tok(32, LOW + DIG)
    return N, (f"[Service]\nExecStart=/opt/washgw/bin/gateway --store {sid()}\nEnvironment=WASHGW_CLOUD_TOKEN={t}\nRestart=always\n"), [t]


def s_cron():
    k = tok(28)
    return T, (f"*/15 * * * * curl -fsS 'https://api.laundroworks.example/v1/pull?store={sid()}&api_key={k}' -o /var/lib/lw/last.json"), [k]


def s_yaml_mixed():
    p = g.pw()
    return N, (f"gateway:\n  store_id: {sid()}\n  machines: {R.randint(20,60)}\nbroker:\n  host: mqtt.washnet.local\n  user: gw\n  pass: '{p}'\n"), [p]


def s_json_string():
    k = tok(36)
    inner = json.dumps({"reader": "CCI", "apiSecret": k, "store": sid()})
    return N, json.dumps({"key": "reader_config", "value": inner}), [k]


def s_rfid():
    k = g.hexs(12).upper()
    return N, (f"Laundry card program notes: MIFARE Classic, value block in sector 2. Sector 2 key B = {k} (write key, keep off the wiki)."), [k]


def s_ruby():
    k = tok(32)
    return N, (f"CleanCloud.configure do |c|\n  c.api_token = ENV.fetch('CLEANCLOUD_TOKEN', '{k}')\n  c.store_id = {R.randint(1000,9999)}\nend\n"), [k]


def s_url_userinfo():
    p = g.pw()
    return T, f"ftp://route-export:{p}@files.coinmach-partner.example/exports/daily/", [p]


def s_mysql():
    p = g.pw()
    return N, f"mysql -h {R.choice(HOSTS)} -u loyalty -p'{p}' loyalty -e 'SELECT COUNT(*) FROM punches WHERE created_at > NOW() - INTERVAL 1 DAY'", [p]


def s_laravel():
    k = "base64:" + g.b64(32)
    return N, f"APP_NAME=WashPoints\nAPP_ENV=production\nAPP_KEY={k}\nAPP_DEBUG=false\n", [k]


def s_hook_read():
    p = g.machine_pw()
    content = f"{{\n  \"telemetry\": {{ \"endpoint\": \"wss://ingest.washnet.local\", \"secret\": \"{p}\" }}\n}}\n"
    return N, hook("Read", "/srv/washgw/config.json", content), [p]


def s_ansible():
    p = g.pw()
    return N, (f"[laundry_gateways]\ngw-{sid().lower()} ansible_host=10.40.{R.randint(1,9)}.2 ansible_user=pi ansible_password={p}\n"), [p]


def s_sendgrid():
    k = g.sendgrid()
    return S, f"RECEIPT_MAIL_PROVIDER=sendgrid\nSENDGRID_API_KEY={k}\n", [k]


def s_routecollect_json():
    t = tok(24, UPPER + DIG)
    return N, json.dumps({"route": f"North-{R.randint(1,9)}", "collector": "dmartin", "vault_key_code": t,
                          "stops": [sid(), sid()]}, indent=2), [t]


SECRET_T = [s_env, s_payrange_curl, s_mqtt, s_collector_props, s_service_code, s_requests_auth, s_node_cents, s_go_dsn,
            s_reader_ini, s_whsec, s_log_basic, s_de_chat, s_es_ticket, s_fr_mail, s_ja, s_pt, s_it, s_pl, s_zh,
            s_hook_env, s_diff, s_notebook, s_k8s, s_hcl, s_toml, s_xml, s_spring, s_trace, s_token_resp,
            s_shell_export, s_aws, s_selfid, s_ps, s_fcm, s_iothub, s_changer_pin, s_kiosk_pin, s_webhook_secret,
            s_square, s_table, s_sshpass, s_docker, s_swift, s_kotlin, s_csharp, s_systemd, s_cron, s_yaml_mixed,
            s_json_string, s_rfid, s_ruby, s_url_userinfo, s_mysql, s_laravel, s_hook_read, s_ansible, s_sendgrid,
            s_routecollect_json, s_selfid, s_selfid]


# ---------------- clean
def c_telemetry():
    return json.dumps({"machine": mserial(), "store": sid(), "event": "cycle_end", "cycle_id": g.uuid(),
                       "program": R.choice(["NORMAL_HOT", "DELICATE", "PERM_PRESS"]), "vend_cents": R.choice([350, 425, 500]),
                       "error": None, "fw": f"4.{R.randint(0,9)}.{R.randint(0,30)}", "fw_sha256": g.sha256()})


def c_env_example():
    return ("# .env.example — copy to .env and fill in\nCENTS_API_KEY=<your-cents-key>\nTWILIO_AUTH_TOKEN=changeme\n"
            "STRIPE_SECRET_KEY=sk_live_...\nJWT_SIGNING_SECRET=${JWT_SIGNING_SECRET}\nDB_PASSWORD=\n")


def c_env_read():
    return ("import os\n\nINSIGHT_KEY = os.environ[\"INSIGHT_KEY\"]\nBROKER_PASS = os.getenv(\"WASHGW_BROKER_PASSWORD\")\n"
            "if not BROKER_PASS:\n    raise SystemExit(\"set WASHGW_BROKER_PASSWORD (see 1Password: Laundry / gateway)\")\n")


def c_collect_csv():
    rows = ["store,machine,collected_at,coins_cents,bills_cents,audit_hash"]
    for _ in range(4):
        rows.append(f"{sid()},{mserial()},2026-11-{R.randint(10,28)}T0{R.randint(5,9)}:00Z,{R.randint(1000,90000)},{R.randint(0,50000)},{g.sha1()}")
    return "\n".join(rows)


def c_gitlog():
    return "\n".join(f"{g.hexs(40)} {m}" for m in ["fix(reader): retry on NAK", "chore: bump washgw to 2.3.1",
                                                  "feat(loyalty): punch card after 10 washes", "rotate broker password (value in vault)"])


def c_ci():
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./deploy.sh\n"
            "        env:\n          PAYRANGE_OPERATOR_SECRET: ${{ secrets.PAYRANGE_OPERATOR_SECRET }}\n          STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n")


def c_secretref():
    return ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: route-billing\n        key: DB_PASSWORD\n"
            f"image: registry.washnet.local/route-billing@sha256:{g.sha256()}\n")


def c_prose():
    return ("Reminder: the alarm codes and the changer manager PINs are in the Ops vault, not in this channel. "
            "If you need one, ask the shift lead; codes rotate on the 1st of each month.")


def c_pk():
    return (f"<script src=\"https://js.stripe.com/v3\"></script>\n<script>const stripe = Stripe('pk_live_{tok(24)}');</script>\n")


def c_twilio_sid():
    return f"SMS receipts sent via Messaging Service MG{g.hexs(32)} (account AC{g.hexs(32)}); auth token comes from TWILIO_AUTH_TOKEN."


def c_machine_list():
    rows = ["| # | Model | Serial | MAC |", "|---|---|---|---|"]
    for i in range(1, 5):
        mac = ":".join(g.hexs(2) for _ in range(6))
        rows.append(f"| {i} | {R.choice(['SC40','SC60','T-900','EDE'])} | {mserial()} | {mac} |")
    return "\n".join(rows)


def c_payrange_docs():
    return ("Authenticate every request with the `X-Operator-Key: <operator-key>` header. Keys are created under "
            "Settings → API; never embed them in the app.")


def c_uuid_json():
    return json.dumps({"order_id": g.uuid(), "customer_id": g.uuid(), "bags": R.randint(1, 4), "weight_lb": round(R.uniform(8, 40), 1),
                       "status": "ready_for_pickup", "receipt_url": f"https://fold.example.com/r/{g.hexs(16)}"})


def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} route-tech@laptop"


def c_default():
    return ("Factory reset of the ESD gateway brings back the documented default login admin / admin; change it at "
            "first boot (the setup wizard forces it).")


def c_hook_ls():
    return hook("Bash", "ls -la /srv/washgw", "total 24\ndrwxr-xr-x 4 pi pi 4096 Nov 20 09:12 .\n-rw------- 1 pi pi  311 Nov 20 09:12 .env\n-rw-r--r-- 1 pi pi 1204 Nov 20 09:12 config.example.json\n")


def c_b64img():
    return f"<img alt=\"logo\" src=\"data:image/png;base64,{g.b64(120)}\">"


def c_oauth_client():
    return (f"CLEANCLOUD_CLIENT_ID={g.hexs(24)}\nCLEANCLOUD_CLIENT_SECRET=${{CLEANCLOUD_CLIENT_SECRET}}\nREDIRECT_URI=https://app.sudsloyalty.app/oauth/cb\n")


def c_csrf():
    return f"<form method=\"post\" action=\"/portal/prices\"><input type=\"hidden\" name=\"csrfmiddlewaretoken\" value=\"{tok(64)}\"></form>"


def c_rfid_uid():
    return f"Card tapped: UID {g.hexs(8).upper()} ATQA 0004 SAK 08, balance $12.50, last reload 2026-11-{R.randint(10,28)}"


def c_de():
    return "Die Zugangsdaten für das Portal liegen im Passwortmanager unter „Waschsalon / Insight“. Bitte nicht per Mail verschicken."


def c_ja():
    return "精算機のAPIキーは環境変数 PAYRANGE_OPERATOR_SECRET から読み込みます。リポジトリには入れないでください。"


def c_fw_manifest():
    return "\n".join(f"{g.sha256()}  washer-fw-{R.randint(3,5)}.{R.randint(0,9)}.{i}.bin" for i in range(3))


def c_log():
    return (f"2026-11-{R.randint(10,28)} 06:0{R.randint(0,9)}:11 INFO reader {R.randint(100000,999999)} auth ok txn={g.hexs(20)} amount=4.25 card=****{R.randint(1000,9999)}\n"
            "2026-11-21 06:00:12 INFO machine start ack")


def c_jwt_public():
    return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(30)}\n-----END PUBLIC KEY-----"


def c_placeholder_curl():
    return "curl -H \"X-Operator-Key: $PAYRANGE_KEY\" https://api.payrange.example/v2/operators/$OPERATOR_ID/devices"


def c_es():
    return "La contraseña del lector se cambia desde el portal; nunca la escribas en el ticket. Usa el gestor de contraseñas."


def c_price_yaml():
    return ("prices:\n  washer_top_load: 3.50\n  washer_front_20lb: 5.25\n  dryer_per_8min: 0.25\n"
            f"price_table_hash: {g.sha1()}\nrevision: {R.randint(10,99)}\n")


CLEAN_T = [c_telemetry, c_env_example, c_env_read, c_collect_csv, c_gitlog, c_ci, c_secretref, c_prose, c_pk,
           c_twilio_sid, c_machine_list, c_payrange_docs, c_uuid_json, c_ssh_pub, c_default, c_hook_ls, c_b64img,
           c_oauth_client, c_csrf, c_rfid_uid, c_de, c_ja, c_fw_manifest, c_log, c_jwt_public, c_placeholder_curl,
           c_es, c_price_yaml]

if __name__ == "__main__":
    emit("laundromat", SECRET_T, CLEAN_T)
