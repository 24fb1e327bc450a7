#!/usr/bin/env python3
"""Blind round 72, source "vineyards": wineries and vineyards (cellar tank sensors, wine club subscriptions,
tasting-room POS, compliance reporting, vineyard weather stations).

Written 2026-12-04 by the helper "corpora44" (session 28) without reading memtool's rules or results. Seeded and
deterministic: `python3 src_vineyards.py` writes vineyards_secrets.jsonl and vineyards_clean.jsonl next to this file.
Every value is random and made up. Imports only the standard library and `_tokens`.
"""
FAMILY = "vineyards"
SEED_SECRET = 7201
SEED_CLEAN = 7202

PWWORDS = ["Merlot", "Syrah", "Riesling", "Tempranillo", "Zinfandel", "Barrique", "Cuvee", "Terroir", "Nebbiolo",
           "Grenache", "Pinot", "Malbec", "Vendange", "Solera", "Botrytis", "Chardonnay", "Crush", "Veraison"]
PHRASE = ["cork", "barrel", "lees", "must", "racking", "trellis", "frost", "canopy", "cellar", "press", "bung",
          "topping", "pomace", "magnum", "decant", "harvest"]
LEGACY = ["vin", "cave", "tank", "club", "pos", "wx", "bodega"]
USERS = ["maria", "jpdupont", "cellarmaster", "tasting", "k.oneill", "winemaker", "ops", "lucia.r", "tomas"]
PROJ = "cellar-ops"
DOMAIN = "ridgecrest-wines.com"
HOSTS = ["cellar-db01", "tanknet-gw", "vinsight-sync", "wx-north", "pos-tasting-01", "club-api", "crushpad-hmi",
         "compliance01"]
DBNAMES = ["cellar", "wineclub", "tasting_pos", "vineyard_wx", "ttb_reports"]
DBUSERS = ["cellar_app", "club_rw", "postgres", "wx_ingest", "reporter"]
TABLES = ["tanks", "club_members", "shipments", "lots", "readings", "orders", "allocations"]
JOBS = ["sync_commerce7", "tank_alarms", "ttb_5120", "wx_ingest", "club_run", "depletions"]
TZS = ["America/Los_Angeles", "Europe/Paris", "Australia/Adelaide", "Europe/Madrid"]
HANDOVER_PEM = "Hand-over: the SFTP key the distributor gave us for depletion reports (they only accept key auth):"
PEM_FILE = "certs/compliance-client.key"
SELFID_CHAT = "club run failed again, I pasted the token into the runner config for now:"
DEVICES = ["wx-north.local", "10.20.1.15", "tank-gw-2", "frostfan-ctl.lan", "raspberrypi-block7"]
REMOTE_CMDS = ["systemctl restart weewx", "tail -n 50 /var/log/tanknet/agent.log", "sudo reboot",
               "df -h /var/lib/weewx"]
TABLE_SYSTEMS = ["Commerce7 admin", "TankNET HMI", "WeatherLink", "TTB Permits Online", "Square dashboard",
                 "barrel-room alarm", "ShipCompliant", "glycol chiller panel", "Vinsight"]
COMMIT_MSGS = ["fix tank temp rounding", "add Brix to lot export", "club run: skip paused members",
               "ttb 5120.17 line 12 mapping", "wx: handle missing rain bucket", "bump commerce7 client"]
FILES = ["club_run_2026-10.csv", "ttb_5120_17_Q3.pdf", "tank_readings.parquet", "lot_2025_CS_B7.json",
         "weewx.sdb", "labels_cab2024.zip", "depletions_oct.xlsx", "harvest_log.csv"]
PUBKEY_NOTE = "Public key for verifying the club-portal webhooks (safe to commit):"


def square_tok():
    return "EAAA" + us(60)


def klaviyo_priv():
    return "pk_" + hx(34)


ENVS = [("C7_APP_SECRET", lambda: al(64)), ("WEATHERLINK_API_SECRET", lambda: al(32).lower()),
        ("SQUARE_ACCESS_TOKEN", square_tok), ("TOCK_API_TOKEN", lambda: hx(40)),
        ("INNOVINT_TOKEN", lambda: us(48)), ("SHIPCOMPLIANT_PASSWORD", lambda: anypw()),
        ("KLAVIYO_PRIVATE_KEY", klaviyo_priv), ("TANKNET_MQTT_PASSWORD", lambda: anypw()),
        ("AMBIENT_API_KEY", lambda: hx(64)), ("TWILIO_AUTH_TOKEN", lambda: hx(32)),
        ("VINTRACE_API_TOKEN", lambda: us(40)), ("AUTHNET_TRANSACTION_KEY", lambda: g.s(B62, 16))]

DOCS_SNIPPETS = [
    "Commerce7 authenticates with Basic auth: the App ID as user name and the App Secret as password, plus a `tenant` header.\n\n    curl -u \"$C7_APP_ID:$C7_APP_SECRET\" -H \"tenant: <tenant-id>\" https://api.commerce7.com/v1/customer\n",
    "WeatherLink v2: pass `api-key=<YOUR_API_KEY>` as a query parameter and the secret in the `X-Api-Secret: <YOUR_API_SECRET>` header. Station id example: @UUID@\n",
    "ShipCompliant SOAP: fill <Username>YOUR_USER</Username> and <Password>YOUR_PASSWORD</Password> in the Security element; see request id @UUID@.\n",
    "weewx [[Wunderground]]: station = KCAHEALD99, password = replace_me  # set the real one in /etc/weewx/weewx.conf on the box\n",
]
PROSE_CLEAN = [
    "Reminder: the TankNET HMI password was rotated after harvest (ticket @N@). Ask Maria, don't post it here.",
    "Le mot de passe du portail douane a été changé; il est dans le coffre 1Password « Cave », pas dans ce fil.",
    "Das WLAN-Passwort für die Kellerei steht NICHT im Wiki. Frag im Büro nach (@N@ Geräte verbunden).",
    "La contraseña de la estación meteorológica se guarda en el gestor de secretos; el token caduca en @N@ días.",
    "タンク監視のパスワードは共有しないでください。Vault に保存済みです（チケット @N@）。",
    "Policy: POS manager PINs are personal, rotate every @N@ days, never in Slack.",
    "Il token di Vinsight è scaduto; ne ho chiesto uno nuovo all'amministratore, lo metterà in Vault (@N@).",
]


# ---------------------------------------------------------------------------------------------------------------------
# ---------------------------------------------------------------------------------------------------------------------
# Shared helpers (the same block in the three generators of round 72; each generator stays self-contained).
# ---------------------------------------------------------------------------------------------------------------------
import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

HERE = Path(__file__).resolve().parent
LOW = string.ascii_lowercase
DIG = string.digits
g = Gen(SEED_SECRET)   # secret texts
c = Gen(SEED_CLEAN)    # clean texts
r = g.r
CLEAN_BLOB = ""


def one(seq):
    return g.pick(seq)


def digits(n):
    return g.s(DIG, n)


def pin(n=4):
    return g.s(DIG, n)


def hx(n):
    return g.hexs(n)


def al(n):
    return g.s(B62, n)


def us(n):
    return g.s(URLSAFE, n)


def uid():
    return g.uuid()


def wpw():
    return one(PWWORDS) + str(r.randint(1, 2027)) + one("!#$%.?*&+@")


def urlwpw():
    return one(PWWORDS) + str(r.randint(1, 2027)) + one("!*-_.~")


def phrase():
    sep = one("-._")
    return sep.join(one(PHRASE) for _ in range(3)) + sep + str(r.randint(2, 99))


def legacy():
    return one(LEGACY) + g.s(LOW, r.randint(2, 3)) + str(r.randint(1, 999))


def anypw():
    k = r.random()
    if k < .3:
        return wpw()
    if k < .55:
        return g.machine_pw()
    if k < .7:
        return phrase()
    if k < .85:
        return legacy()
    return g.human_pw()


def urlpw():
    k = r.random()
    if k < .35:
        return urlwpw()
    if k < .6:
        return al(r.randint(12, 24))
    if k < .8:
        return legacy()
    return g.s(LOW, 5) + "-" + g.s(LOW + DIG, 6)


def basic(user, pw):
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def ts():
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"


def _hook(event, tool=None):
    d = {"session_id": g.uuid(),
         "transcript_path": f"/home/{one(USERS)}/.claude/projects/-srv-{PROJ}/{g.uuid()}.jsonl",
         "cwd": f"/srv/{PROJ}", "hook_event_name": event}
    if tool:
        d["tool_name"] = tool
    return d


def hook_read(path, content):
    d = _hook("PostToolUse", "Read")
    d["tool_input"] = {"file_path": path}
    d["tool_response"] = {"type": "text", "file": {"filePath": path, "content": content,
                                                   "numLines": content.count("\n") + 1}}
    return json.dumps(d, ensure_ascii=False)


def hook_bash(cmd, out=None, desc=None):
    d = _hook("PreToolUse" if out is None else "PostToolUse", "Bash")
    d["tool_input"] = {"command": cmd, "description": desc or "Run the command"}
    if out is not None:
        d["tool_response"] = {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}
    return json.dumps(d, ensure_ascii=False, indent=one([None, 2]))


def hook_prompt(text):
    d = _hook("UserPromptSubmit")
    d["prompt"] = text
    return json.dumps(d, ensure_ascii=False)


def hook_edit(path, old, new):
    d = _hook("PreToolUse", "Edit")
    d["tool_input"] = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return json.dumps(d, ensure_ascii=False)


# ---- common secret shapes, written with the domain's words -------------------------------------------------------
def cs_hook_env():
    vs, lines = [], [f"# {PROJ} ({one(['prod', 'staging', 'local dev'])})", f"APP_ENV={one(['production', 'staging'])}"]
    for name, fn in r.sample(ENVS, 3):
        v = fn()
        vs.append(v)
        lines.append(f"{name}={v}")
    lines.append(f"LOG_LEVEL={one(['info', 'debug', 'warn'])}")
    path = one([f"/srv/{PROJ}/.env", f"/srv/{PROJ}/.env.production", f"/srv/{PROJ}/config/.env.local"])
    return "name-context", hook_read(path, "\n".join(lines) + "\n"), vs


def cs_pg_bash():
    pw = anypw()
    h, db, u = one(HOSTS), one(DBNAMES), one(DBUSERS)
    cmd = f"PGPASSWORD='{pw}' psql -h {h} -U {u} -d {db} -c \"select count(*) from {one(TABLES)};\""
    out = f" count \n-------\n {r.randint(10, 99999)}\n(1 row)\n"
    return "name-context", hook_bash(cmd, one([out, None])), [pw]


def cs_dburl():
    pw, u, h, db = urlpw(), one(DBUSERS), one(HOSTS), one(DBNAMES)
    sch = one(["postgres", "postgresql", "mysql", "mysql2", "mariadb"])
    url = f"{sch}://{u}:{pw}@{h}.{DOMAIN}:{5432 if sch.startswith('postg') else 3306}/{db}"
    t = one([f"DATABASE_URL={url}\n",
             f"# config/settings/prod.py\nDATABASES = {{'default': dj_database_url.parse('{url}', conn_max_age=600)}}\n",
             f"production:\n  adapter: {'postgresql' if sch.startswith('postg') else 'mysql2'}\n  url: \"{url}\"\n  pool: 10\n",
             f"const pool = new Pool({{ connectionString: '{url}', max: 8 }});\n",
             f"db, err := sql.Open(\"{'postgres' if sch.startswith('postg') else 'mysql'}\", \"{url}\")\nif err != nil {{\n\tlog.Fatal(err)\n}}\n",
             f"[database]\nurl = \"{url}\"\nmax_connections = 12\n"])
    return "structural", t, [pw]


def cs_traceback():
    pw, u, h, db = urlpw(), one(DBUSERS), one(HOSTS), one(DBNAMES)
    url = f"mysql+pymysql://{u}:{pw}@{h}:3306/{db}"
    t = (f"Traceback (most recent call last):\n  File \"/srv/{PROJ}/jobs/{one(JOBS)}.py\", line {r.randint(9, 80)}, in <module>\n"
         f"    engine = create_engine(\"{url}\", pool_pre_ping=True)\n"
         f"  File \"/usr/lib/python3/site-packages/sqlalchemy/engine/base.py\", line 3293, in connect\n"
         f"    return self._connection_cls(self)\n"
         f"sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (2003, \"Can't connect to MySQL server on '{h}' "
         f"([Errno 111] Connection refused)\")\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n")
    return "structural", t, [pw]


def cs_k8s():
    n1, fn1 = one(ENVS)
    n2 = "DB_PASSWORD"
    a, b = fn1(), g.machine_pw()
    if r.random() < .5:
        t = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {PROJ}-secrets\n  namespace: {one(['prod', 'default', PROJ])}\n"
             f"type: Opaque\nstringData:\n  {n1}: \"{a}\"\n  {n2}: '{b}'\n")
        return "name-context", t, [a, b]
    a = anypw()
    ea = base64.b64encode(a.encode()).decode()
    t = (f"$ kubectl -n {PROJ} get secret {PROJ}-db -o yaml\napiVersion: v1\ndata:\n  password: {ea}\n"
         f"  username: {base64.b64encode(one(DBUSERS).encode()).decode()}\nkind: Secret\nmetadata:\n  name: {PROJ}-db\n"
         f"  resourceVersion: \"{r.randint(100000, 9999999)}\"\n  uid: {uid()}\ntype: Opaque\n")
    return "name-context", t, [ea]


def cs_tf():
    pw = anypw()
    t = one([f"variable \"{one(DBNAMES)}_db_password\" {{\n  type      = string\n  default   = \"{pw}\"\n  sensitive = true\n}}\n",
             f"resource \"aws_db_instance\" \"{one(DBNAMES)}\" {{\n  engine         = \"postgres\"\n  instance_class = \"db.t4g.small\"\n"
             f"  username       = \"{one(DBUSERS)}\"\n  password       = \"{pw}\"\n  skip_final_snapshot = true\n}}\n"])
    return "name-context", t, [pw]


def cs_compose():
    n1, fn1 = one(ENVS)
    a, b = anypw(), fn1()
    t = (f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {one(DBUSERS)}\n"
         f"      POSTGRES_PASSWORD: \"{a}\"\n  app:\n    build: .\n    environment:\n      - {n1}={b}\n"
         f"      - TZ={one(TZS)}\n")
    return "name-context", t, [a, b]


def cs_aws():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = one([f"[{one(['default', PROJ, 'backup'])}]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = {one(['us-west-2', 'eu-west-1', 'eu-central-1'])}\n",
             f"export AWS_ACCESS_KEY_ID={ak}\nexport AWS_SECRET_ACCESS_KEY={sk}\naws s3 sync ./exports s3://{PROJ}-exports/{r.randint(2024, 2026)}/\n"])
    return "self-identifying", t, [ak, sk]


def cs_pem():
    block, line = g.pem()
    t = one([f"{HANDOVER_PEM}\n\n{block}\n",
             f"$ cat ~/.ssh/{PROJ}_deploy\n{block}\n",
             f"{PEM_FILE}:\n{block}\n"])
    return "self-identifying", t, [line]


def cs_jwt():
    j = g.jwt(str(r.randint(1000, 99999)))
    h = one(HOSTS)
    t = one([f"curl -s https://{h}.{DOMAIN}/api/v1/{one(TABLES)} -H 'Authorization: Bearer {j}'\n",
             f"10.0.{r.randint(0, 9)}.{r.randint(2, 250)} - - [04/Nov/2026:0{r.randint(0, 9)}:12:33 +0000] \"GET /api/{one(TABLES)}?token={j} HTTP/1.1\" 200 {r.randint(200, 9000)}\n",
             f"> GET /v2/{one(TABLES)} HTTP/2\n> Host: {h}.{DOMAIN}\n> authorization: Bearer {j}\n> accept: */*\n>\n< HTTP/2 200\n"])
    return "self-identifying", t, [j]


def cs_selfid():
    name, tok, mark = g.self_identifying()
    t = one([f"{name.upper()}_TOKEN={tok}\n",
             f"      - name: notify\n        env:\n          {name.upper()}_KEY: {tok}\n        run: ./scripts/notify.sh\n",
             f"{SELFID_CHAT} {tok}\n",
             f"{name}_key = \"{tok}\"  # TODO move to vault\n",
             f"export {name.upper()}_API_KEY=\"{tok}\"\n"])
    return "self-identifying", t, [mark]


def cs_basic_log():
    u, pw = one(USERS) + one(["", ".api", "-sync"]), urlpw()
    b = basic(u, pw)
    h = one(HOSTS)
    t = (f"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): {h}.{DOMAIN}:443\n"
         f"send: b'GET /api/{one(TABLES)}?page=2 HTTP/1.1\\r\\nHost: {h}.{DOMAIN}\\r\\nAuthorization: Basic {b}\\r\\n"
         f"User-Agent: python-requests/2.32.3\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'\n")
    return "structural", t, [b]


def cs_smtp():
    pw = urlpw()
    u = one(["orders", "club", "noreply", "alerts", "office"])
    t = one([f"MAIL_URL=smtp://{u}%40{DOMAIN}:{pw}@smtp.{one(['office365.com', 'gmail.com', 'mailgun.org'])}:587\n",
             f"spring.mail.url=smtps://{u}:{pw}@mail.{DOMAIN}:465\n",
             f"EMAIL_URL = \"submission://{u}:{pw}@mail.{DOMAIN}:587\"\n"])
    return "structural", t, [pw]


def cs_mysql_cli():
    pw = one([wpw(), legacy(), al(14)])
    t = one([f"$ mysql -h {one(HOSTS)} -u {one(DBUSERS)} -p'{pw}' {one(DBNAMES)} < exports/{one(TABLES)}.sql\n",
             f"mysqldump --single-transaction -u{one(DBUSERS)} -p{pw} {one(DBNAMES)} | gzip > /backup/{one(DBNAMES)}-$(date +%F).sql.gz\n"])
    return "structural", t, [pw]


def cs_sshpass():
    pw = one([wpw(), legacy(), phrase()])
    h = one(DEVICES)
    t = f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {one(['pi', 'admin', 'root', 'ops'])}@{h} '{one(REMOTE_CMDS)}'\n"
    return "name-context", hook_bash(t.strip(), None, f"Check {h}") if r.random() < .5 else t, [pw]


def cs_csharp():
    pw = urlpw()
    t = (f"\"ConnectionStrings\": {{\n    \"{PROJ.title().replace('-', '')}\": \"Server={one(HOSTS)}\\\\SQLEXPRESS;Database={one(DBNAMES)};"
         f"User Id={one(DBUSERS)};Password={pw};TrustServerCertificate=True\"\n}}\n")
    return "structural", t, [pw]


def cs_pwsh():
    pw = anypw()
    u = one(USERS)
    t = (f"$sec = ConvertTo-SecureString '{pw}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential "
         f"('{DOMAIN.split('.')[0].upper()}\\{u}', $sec)\nInvoke-Command -ComputerName {one(HOSTS)} -Credential $cred -ScriptBlock {{ Get-Service {one(['Spooler', 'MSSQLSERVER', 'W3SVC'])} }}\n")
    return "name-context", t, [pw]


def cs_diff():
    name, fn = one(ENVS)
    v = fn()
    path = one(["config/.env.staging", ".env", "deploy/env/prod.env"])
    t = (f"diff --git a/{path} b/{path}\nindex {hx(7)}..{hx(7)} 100644\n--- a/{path}\n+++ b/{path}\n@@ -3,4 +3,5 @@\n"
         f" APP_ENV=staging\n-{name}=\n+{name}={v}\n TZ={one(TZS)}\n")
    return "name-context", t, [v]


def cs_notebook():
    name, fn = one(ENVS)
    v = fn()
    src = [f"import os, requests\n", f"os.environ['{name}'] = '{v}'\n", f"resp = requests.get(BASE + '/{one(TABLES)}')\n"]
    t = json.dumps({"cells": [{"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {}, "outputs": [],
                               "source": src}], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4,
                    "nbformat_minor": 5}, indent=1)
    return "name-context", t, [v]


def cs_ansible():
    a, b = anypw(), anypw()
    t = (f"# group_vars/{one(['all', PROJ, 'site'])}.yml\nansible_user: {one(['ops', 'admin'])}\nansible_become_password: \"{a}\"\n"
         f"{PROJ.replace('-', '_')}_admin_password: {b}\nntp_server: pool.ntp.org\n")
    return "name-context", t, [a, b]


def cs_table():
    rows, vs = [], []
    for sysname in r.sample(TABLE_SYSTEMS, 3):
        v = one([wpw(), legacy(), pin(r.choice([4, 6])), phrase()])
        vs.append(v)
        rows.append(f"| {sysname} | {one(USERS)} | {v} |")
    t = "| system | login | password |\n|---|---|---|\n" + "\n".join(rows) + "\n"
    return "name-context", t, vs


COMMON = [cs_hook_env, cs_pg_bash, cs_dburl, cs_traceback, cs_k8s, cs_tf, cs_compose, cs_aws, cs_pem, cs_jwt,
          cs_selfid, cs_basic_log, cs_smtp, cs_mysql_cli, cs_sshpass, cs_csharp, cs_pwsh, cs_diff, cs_notebook,
          cs_ansible, cs_table]


# ---- common clean shapes ---------------------------------------------------------------------------------------
def cc_env_example():
    lines = [f"# copy to .env and fill in", f"APP_ENV=development"]
    for name, _ in c.r.sample(ENVS, 4):
        lines.append(f"{name}={c.pick(['<your-key>', 'changeme', '${' + name + '}', '', 'xxxxxxxx', 'REPLACE_ME', '<secret>'])}")
    lines.append(f"DATABASE_URL=postgres://{c.pick(DBUSERS)}:${{DB_PASSWORD}}@localhost:5432/{c.pick(DBNAMES)}")
    return "\n".join(lines) + "\n"


def cc_env_reads():
    n1, n2 = c.pick(ENVS)[0], c.pick(ENVS)[0]
    return c.pick([f"import os\n\n{n1.lower()} = os.environ[\"{n1}\"]\n{n2.lower()} = os.getenv(\"{n2}\")\nif not {n1.lower()}:\n    raise SystemExit(\"{n1} missing\")\n",
                   f"const cfg = {{\n  key: process.env.{n1},\n  other: process.env.{n2} ?? '',\n}};\nif (!cfg.key) throw new Error('set {n1}');\n",
                   f"{n1.lower()} := os.Getenv(\"{n1}\")\nif {n1.lower()} == \"\" {{\n\tlog.Fatal(\"{n1} is not set\")\n}}\n",
                   f"Rails.application.credentials.dig(:{c.pick(DBNAMES)}, :{n2.lower()}) || ENV.fetch(\"{n2}\")\n"])


def cc_actions():
    n1, n2 = c.pick(ENVS)[0], c.pick(ENVS)[0]
    return (f"jobs:\n  sync:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@{c.hexs(40)}\n"
            f"      - run: ./bin/{c.pick(JOBS)}\n        env:\n          {n1}: ${{{{ secrets.{n1} }}}}\n          {n2}: ${{{{ secrets.{n2} }}}}\n")


def cc_k8s_ref():
    n = c.pick(ENVS)[0]
    return (f"      containers:\n        - name: {PROJ}\n          image: ghcr.io/{PROJ}/api@sha256:{c.sha256()}\n          env:\n"
            f"            - name: {n}\n              valueFrom:\n                secretKeyRef:\n                  name: {PROJ}-secrets\n                  key: {n.lower()}\n")


def cc_gitlog():
    return "\n".join(f"{c.hexs(40)} {c.pick(COMMIT_MSGS)}" for _ in range(c.r.randint(3, 6))) + "\n"


def cc_sums():
    return "\n".join(f"{c.sha256()}  {c.pick(FILES)}" for _ in range(c.r.randint(2, 5))) + "\n"


def cc_sshpub():
    body = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + bytes(c.r.getrandbits(8) for _ in range(32))).decode()
    return f"# deploy key for {c.pick(HOSTS)}\nssh-ed25519 {body} {c.pick(USERS)}@{c.pick(HOSTS)}\n"


def cc_pubpem():
    lines = [c.b64(48) for _ in range(5)] + [c.b64(14)]
    return f"{PUBKEY_NOTE}\n-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----\n"


def cc_sentry():
    return (f"Sentry.init({{\n  dsn: \"https://{c.hexs(32)}@o{c.r.randint(100000, 999999)}.ingest.sentry.io/{c.r.randint(1000000, 9999999)}\",\n"
            f"  tracesSampleRate: 0.{c.r.randint(1, 5)},\n  environment: \"{c.pick(['production', 'staging'])}\",\n}});\n")


def cc_stripe_pk():
    return (f"<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_{c.s(B62, 99)}');\n"
            f"  const elements = stripe.elements({{ clientSecret: window.__checkout.intent }});\n</script>\n")


def cc_hook_ls():
    files = c.r.sample(FILES, 4)
    d = {"session_id": c.uuid(), "cwd": f"/srv/{PROJ}", "hook_event_name": "PostToolUse", "tool_name": "Bash",
         "tool_input": {"command": "ls -la"}, "tool_response": {"stdout": "\n".join(f"-rw-r--r-- 1 deploy deploy {c.r.randint(100, 99999)} Nov {c.r.randint(1, 30)} {f}" for f in files), "stderr": ""}}
    return json.dumps(d)


def cc_tf_var():
    n = c.pick(ENVS)[0].lower()
    return f"variable \"{n}\" {{\n  description = \"{n} for {PROJ}; set it in the workspace, never here\"\n  type        = string\n  sensitive   = true\n}}\n"


def cc_docs():
    return c.pick(DOCS_SNIPPETS).replace("@UUID@", c.uuid())


def cc_prose():
    return c.pick(PROSE_CLEAN).replace("@N@", str(c.r.randint(2, 90)))


def cc_changeit():
    return c.pick([f"keytool -importcert -alias {c.pick(HOSTS)} -file ca.pem -keystore $JAVA_HOME/lib/security/cacerts -storepass changeit -noprompt\n",
                   f"# connection string template (filled by the deploy job)\nServer={c.pick(HOSTS)};Database={c.pick(DBNAMES)};User Id={c.pick(DBUSERS)};Password=<password>;\n",
                   f"mosquitto_sub -h {c.pick(HOSTS)} -u {c.pick(USERS)} -P \"$MQTT_PASSWORD\" -t '{PROJ}/#' -v\n"])


def cc_csrf():
    return (f"<form method=\"post\" action=\"/account/login\">\n  <input type=\"hidden\" name=\"csrfmiddlewaretoken\" value=\"{c.s(B62, 64)}\">\n"
            f"  <input name=\"email\" type=\"email\"><input name=\"password\" type=\"password\">\n</form>\n")


def cc_b64img():
    data = base64.b64encode(b"\x89PNG\r\n\x1a\n" + bytes(c.r.getrandbits(8) for _ in range(90))).decode()
    return f"<img alt=\"logo\" src=\"data:image/png;base64,{data}\">\n"


def cc_lock():
    return "\n".join(f"    \"node_modules/{p}\": {{\n      \"version\": \"{c.r.randint(1, 9)}.{c.r.randint(0, 20)}.{c.r.randint(0, 9)}\",\n      \"integrity\": \"sha512-{c.b64(64)}\"\n    }}," for p in c.r.sample(["axios", "zod", "dayjs", "pg", "luxon", "uuid", "ky"], 2)) + "\n"


COMMON_CLEAN = [cc_env_example, cc_env_reads, cc_actions, cc_k8s_ref, cc_gitlog, cc_sums, cc_sshpub, cc_pubpem, cc_sentry,
                cc_stripe_pk, cc_hook_ls, cc_tf_var, cc_docs, cc_prose, cc_changeit, cc_csrf, cc_b64img, cc_lock]


def build(secret_templates, clean_templates, n_secret=250, n_clean=100):
    global CLEAN_BLOB
    clean, seen = [], set()
    i = 0
    while len(clean) < n_clean:
        t = clean_templates[i % len(clean_templates)]()
        i += 1
        if t in seen and i < 10 * n_clean:
            continue
        seen.add(t)
        clean.append(t)
    CLEAN_BLOB = "\n".join(clean)
    recs, used = [], set()
    for k in range(n_secret):
        fn = secret_templates[k % len(secret_templates)]
        for _ in range(50):
            cls, text, vals = fn()
            ok = vals and all(v and v in text and v not in CLEAN_BLOB and v not in used for v in vals) \
                and len(set(vals)) == len(vals)
            if ok:
                break
        else:
            raise SystemExit(f"could not draw {fn.__name__}")
        used.update(vals)
        recs.append((cls, text, vals))
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(recs, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    per = {}
    for cls, _, vals in recs:
        a = per.setdefault(cls, [0, 0])
        a[0] += 1
        a[1] += len(vals)
    print(FAMILY, len(recs), "secret records,", sum(len(v) for _, _, v in recs), "values,", len(clean), "clean,",
          len(set(clean)), "distinct;", per)
# ---------------------------------------------------------------------------------------------------------------------

def v_c7_env():
    s, tenant, app = al(64), one(["ridgecrest", "bodega-altamira", "hollow-oak-cellars"]), "club-sync-" + digits(3)
    t = (f"# Commerce7 (wine club)\nC7_TENANT={tenant}\nC7_APP_ID={app}\nC7_APP_SECRET={s}\n"
         f"C7_BASE=https://api.commerce7.com/v1\n")
    return "name-context", t, [s]


def v_c7_curl():
    s = al(64)
    t = (f"curl -s -u \"club-sync-{digits(3)}:{s}\" -H \"tenant: ridgecrest\" "
         f"\"https://api.commerce7.com/v1/club-membership?status=Active&limit=50\" | jq '.clubMemberships | length'\n{r.randint(300, 4000)}\n")
    return "structural", t, [s]


def v_winedirect_xml():
    pw = anypw()
    t = (f"<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:ws=\"http://webservices.vin65.com\">\n"
         f" <soapenv:Body>\n  <ws:SearchOrders>\n   <ws:Request>\n    <ws:Security>\n     <ws:Username>{one(USERS)}@{DOMAIN}</ws:Username>\n"
         f"     <ws:Password>{pw}</ws:Password>\n    </ws:Security>\n    <ws:DateModifiedFrom>2026-10-01</ws:DateModifiedFrom>\n"
         f"   </ws:Request>\n  </ws:SearchOrders>\n </soapenv:Body>\n</soapenv:Envelope>\n")
    return "name-context", t, [pw]


def v_weatherlink_py():
    key, sec, st = al(32).lower(), al(32).lower(), r.randint(100000, 999999)
    t = (f"import requests, time\n\nAPI_KEY = \"{key}\"\nBASE = \"https://api.weatherlink.com/v2\"\n\n"
         f"def current(station_id={st}):\n    r = requests.get(f\"{{BASE}}/current/{{station_id}}\",\n"
         f"                     params={{\"api-key\": API_KEY, \"t\": int(time.time())}},\n"
         f"                     headers={{\"X-Api-Secret\": \"{sec}\"}}, timeout=10)\n    r.raise_for_status()\n    return r.json()\n")
    return "structural", t, [sec]


def v_weewx():
    a, b = urlwpw(), legacy()
    t = (f"[StdRESTful]\n    [[Wunderground]]\n        enable = true\n        station = KCA{one(['HEALD', 'NAPA', 'SONOM', 'PASOR'])}{r.randint(10, 99)}\n"
         f"        password = {a}\n        rapidfire = False\n    [[AWEKAS]]\n        enable = true\n        username = {one(USERS)}\n"
         f"        password = {b}\n    [[CWOP]]\n        enable = false\n        station = CW{r.randint(1000, 9999)}\n")
    return "name-context", t, [a, b]


def v_wu_upload():
    pw = al(8)
    st = f"ICANTA{r.randint(10, 99)}"
    t = (f"# cron on the block-7 pi, every 5 minutes\n*/5 * * * * curl -s \"https://weatherstation.wunderground.com/weatherstation/updateweatherstation.php"
         f"?ID={st}&PASSWORD={pw}&dateutc=now&tempf=$(cat /run/wx/tempf)&humidity=$(cat /run/wx/rh)&action=updateraw\" >/dev/null\n")
    return "structural", t, [pw]


def v_ambient_js():
    api, app = hx(64), hx(64)
    t = (f"const AmbientWeatherApi = require('ambient-weather-api');\n\nconst api = new AmbientWeatherApi({{\n"
         f"  apiKey: '{api}',\n  applicationKey: '{app}'\n}});\n\napi.userDevices().then(devs => devs.forEach(d => console.log(d.macAddress, d.lastData.soilmoisture1)));\n")
    return "name-context", t, [api]


def v_tank_mqtt():
    pw = anypw()
    t = (f"# /etc/tanknet/agent.yaml\nbroker:\n  host: {one(HOSTS)}.{DOMAIN}\n  port: 8883\n  username: tank-agent-{r.randint(1, 9)}\n"
         f"  password: \"{pw}\"\n  tls: true\ntanks:\n  - id: T{r.randint(1, 40):02d}\n    probe: PT100\n    setpoint_c: {r.randint(8, 28)}\n"
         f"  - id: T{r.randint(41, 80):02d}\n    probe: PT100\n    setpoint_c: {r.randint(8, 28)}\n")
    return "name-context", t, [pw]


def v_chiller_runbook():
    pw, p = wpw(), pin(4)
    t = (f"## Glycol chiller ({one(['Carrier', 'G&D Chillers', 'Pro Refrigeration'])}) - frost night runbook\n\n"
         f"1. Log into the touch panel at http://crushpad-hmi.lan (user `operator`, password {pw}).\n"
         f"2. If a tank alarm is latched, the engineer PIN to clear it is {p}.\n3. Never drop the loop below -4 °C.\n")
    return "name-context", t, [pw, p]


def v_square_env():
    tok = square_tok()
    t = one([f"SQUARE_ENVIRONMENT=production\nSQUARE_LOCATION_ID=L{g.s(UPPER + DIG, 12)}\nSQUARE_ACCESS_TOKEN={tok}\n",
             f"client = Square::Client.new(\n  access_token: '{tok}',\n  environment: 'production'\n)\n"])
    return "self-identifying", t, [tok]


def v_toast_json():
    sec = us(64)
    t = json.dumps({"toast": {"hostname": "https://ws-api.toasttab.com", "clientId": al(32),
                              "clientSecret": sec, "userAccessType": "TOAST_MACHINE_CLIENT",
                              "restaurantGuid": uid()}}, indent=2) + "\n"
    return "name-context", t, [sec]


def v_pos_pin_chat():
    p = pin(one([4, 4, 5, 6]))
    t = one([f"[#tasting-room] {one(USERS)}: manager override PIN on the Square registers is {p} until Monday, comps need it",
             f"{one(USERS)} 14:02 → if the till asks for a manager void code use {p}, I'll change it after the weekend",
             f"Subject: Saturday cover\n\nHi both, you'll be alone at the bar. Cash drawer / refund PIN: {p}. Call me if the iPad freezes.\n"])
    return "name-context", t, [p]


def v_tock_curl():
    tok = hx(40)
    t = (f"$ curl -sS https://api.exploretock.com/api/v1/business/{r.randint(1000, 9999)}/reservations?date=2026-11-{r.randint(1, 28):02d} \\\n"
         f"    -H \"Authorization: Bearer {tok}\" \\\n    -H 'Accept: application/json'\n")
    return "structural", t, [tok]


def v_ttb_runbook():
    pw = anypw()
    t = one([f"TTB Permits Online / Pay.gov: login {one(USERS)}@{DOMAIN}, pw {pw} (shared with the bookkeeper for the 5000.24 filing)\n",
             f"Monthly 5120.17 report of wine premises operations: sign in to TTB Permits Online as compliance@{DOMAIN} ({pw}), upload the PDF from /reports.\n"])
    return "name-context", t, [pw]


def v_shipcompliant():
    pw = anypw()
    t = (f"<soap:Body>\n  <CheckComplianceOfSalesOrder xmlns=\"http://ws.shipcompliant.com/\">\n    <Request>\n      <Security>\n"
         f"        <PartnerKey>{uid()}</PartnerKey>\n        <Password>{pw}</Password>\n        <Username>api@{DOMAIN}</Username>\n"
         f"      </Security>\n      <SalesOrderKey>CLUB-{r.randint(100000, 999999)}</SalesOrderKey>\n    </Request>\n  </CheckComplianceOfSalesOrder>\n</soap:Body>\n")
    return "name-context", t, [pw]


def v_authnet_php():
    k = g.s(B62, 16)
    t = (f"<?php\n// wine club card-on-file renewals\n$merchantAuthentication = new AnetAPI\\MerchantAuthenticationType();\n"
         f"$merchantAuthentication->setName('{g.s(B62, 9)}');\n$merchantAuthentication->setTransactionKey('{k}');\n")
    return "name-context", t, [k]


def v_innovint_diff():
    tok = us(48)
    t = (f"--- a/integrations/innovint.py\n+++ b/integrations/innovint.py\n@@ -8,7 +8,7 @@\n BASE = \"https://sutter.innovint.us/api/v1\"\n"
         f"-TOKEN = os.environ[\"INNOVINT_TOKEN\"]\n+TOKEN = os.environ.get(\"INNOVINT_TOKEN\", \"{tok}\")  # temp while CI env is broken\n"
         f" HEADERS = {{\"Authorization\": f\"Access {{TOKEN}}\"}}\n")
    return "name-context", t, [tok]


def v_vintrace_props():
    tok = us(40)
    t = (f"# vintrace connector\nvintrace.url=https://{one(['ridgecrest', 'altamira', 'hollowoak'])}.vintrace.net/vinx2/api/v6\n"
         f"vintrace.user=integration\nvintrace.api.token={tok}\nvintrace.poll.seconds=300\n")
    return "name-context", t, [tok]


def v_fr_mail():
    pw = anypw()
    t = (f"Objet : accès GAMMA / DAE pour les vendanges\n\nBonjour Lucie,\n\nPour les documents d'accompagnement pendant les vendanges, "
         f"l'identifiant douane.gouv est {one(USERS)}.{r.randint(10, 99)} et le mot de passe {pw}. Merci de ne pas le transférer.\n\nCordialement,\nJean-Pierre\n")
    return "name-context", t, [pw]


def v_it_chat():
    pw = anypw()
    t = one([f"Ciao Marco, per il registro telematico SIAN usa l'utenza della cantina: password {pw} (scade a fine mese).",
             f"[cantina] la password del portale SIAN è {pw} — registra le operazioni di travaso entro domani"])
    return "name-context", t, [pw]


def v_es_chat():
    pw = one([wpw(), legacy(), pin(6)])
    t = one([f"Pablo: la clave de la estación meteorológica de la parcela 4 es {pw}, cámbiala después de la poda.",
             f"Oye, el acceso al programador de riego: usuario admin, contraseña {pw}. No lo pongas en el grupo grande."])
    return "name-context", t, [pw]


def v_de_ticket():
    pw = anypw()
    t = (f"Ticket #{r.randint(1000, 9999)} – Tankanlage Keller 2\nDie Temperaturregelung von Tank {r.randint(1, 40)} meldet Fühlerfehler. "
         f"Fernzugriff über das Gateway: Benutzer service, Kennwort {pw}. Bitte bis Freitag prüfen.\n")
    return "name-context", t, [pw]


def v_pt_chat():
    pw = one([wpw(), legacy()])
    t = f"Rui, a senha do POS da sala de provas na quinta do Douro é {pw} — o terminal pede-a depois de cada atualização."
    return "name-context", t, [pw]


def v_ja_chat():
    pw = one([wpw(), anypw()])
    t = f"ワイナリーのオンラインショップ管理画面のパスワードは {pw} です。頒布会の発送が終わったら変更します。"
    return "name-context", t, [pw]


def v_hook_prompt():
    k = us(r.randint(32, 40))
    t = hook_prompt(f"the vinsight sync keeps 401ing. here is the key from the portal, wire it into config/vinsight.ini and rerun: {k}")
    return "name-context", t, [k]


def v_vinsight_ini():
    k = us(36)
    t = (f"[vinsight]\nendpoint = https://app.vinsight.net/api\napi_key = {k}\ncompany = {one(['Ridgecrest Estate', 'Altamira'])}\n"
         f"\n[export]\ninclude_bulk = yes\n")
    return "name-context", t, [k]


def v_go_hmac():
    k = g.b64(32)
    t = (f"package probes\n\n// signingKey authenticates readings from the tank probes to the gateway.\n"
         f"var signingKey = []byte(\"{k}\")\n\nfunc Sign(payload []byte) []byte {{\n\tm := hmac.New(sha256.New, signingKey)\n"
         f"\tm.Write(payload)\n\treturn m.Sum(nil)\n}}\n")
    return "name-context", t, [k]


def v_chirpstack():
    j = g.jwt("chirpstack")
    t = one([f"grpcurl -H 'authorization: Bearer {j}' chirpstack.{DOMAIN}:8080 api.DeviceService/List\n",
             f"# soil moisture probes (LoRaWAN)\nchirpstack:\n  server: chirpstack.{DOMAIN}:8080\n  api_token: {j}\n  application_id: {uid()}\n"])
    return "self-identifying", t, [j]


def v_hydrawise():
    k = g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4)
    t = f"GET https://api.hydrawise.com/api/v1/statusschedule.php?api_key={k}&tag=block7 HTTP/1.1\nHost: api.hydrawise.com\n"
    return "structural", t, [k]


def v_shopify_rb():
    tok = g.shopify()
    t = (f"ShopifyAPI::Context.setup(api_key: ENV['SHOPIFY_KEY'], api_secret_key: ENV['SHOPIFY_SECRET'], host: 'https://shop.{DOMAIN}',\n"
         f"  scope: 'read_orders', is_embedded: false, api_version: '2025-01', is_private: true)\nsession = ShopifyAPI::Auth::Session.new(shop: 'ridgecrest-wines.myshopify.com',\n"
         f"  access_token: '{tok}')\n")
    return "self-identifying", t, [tok]


def v_klaviyo():
    k = klaviyo_priv()
    t = one([f"KLAVIYO_PRIVATE_KEY={k}\nKLAVIYO_PUBLIC_KEY={g.s(UPPER + DIG, 6)}\n",
             f"curl https://a.klaviyo.com/api/profiles/ -H 'Authorization: Klaviyo-API-Key {k}' -H 'revision: 2024-10-15'\n"])
    return "name-context", t, [k]


def v_wifi_staff():
    psk = one([phrase(), wpw()])
    t = (f"Office IT notes\n- guest Wi-Fi: printed on the tasting menus\n- staff SSID RidgecrestStaff, WPA2 key {psk} (also the barrel room AP)\n")
    return "name-context", t, [psk]


def v_alarm():
    p = pin(one([4, 6]))
    t = one([f"Handover for harvest interns: barrel room alarm code {p}, disarm within 30 s. The key is in the lockbox by the crush pad.",
             f"Alarmanlage Fasskeller: Code {p} (bitte nicht ins Gruppenchat schreiben)."])
    return "name-context", t, [p]


def v_portal_csv():
    a, b = anypw(), anypw()
    t = (f"portal,url,user,password\nCDTFA,https://onlineservices.cdtfa.ca.gov,{one(USERS)},{a}\n"
         f"ShipCompliant,https://secure.shipcompliant.com,api@{DOMAIN},{b}\n")
    return "name-context", t, [a, b]


def v_lab_r():
    k = al(40)
    t = (f"library(httr)\nres <- GET(\"https://api.etslabs.com/v1/results?since=2026-09-01\",\n"
         f"           add_headers(`x-api-key` = \"{k}\"))\npanel <- content(res)$samples\n")
    return "structural", t, [k]


def v_pakbus():
    code = str(r.randint(1001, 65534))
    t = (f"LoggerNet setup, vineyard station CR1000X (PakBus address {r.randint(1, 4094)}):\n  Security code: {code}\n"
         f"  Neighbor: 4094 (base)\n  Table: Hourly\n")
    return "name-context", t, [code]


def v_twilio_frost():
    tok = hx(32)
    t = (f"from twilio.rest import Client\n\n# frost alarm SMS to the vineyard crew\nclient = Client(\"AC{hx(32)}\", \"{tok}\")\n"
         f"client.messages.create(to=CREW, from_=\"+1707{digits(7)}\", body=f\"Frost: {{temp}} C at block 7, start the fans\")\n")
    return "name-context", t, [tok]


def v_hook_bash_c7():
    s = al(64)
    cmd = f"C7_APP_SECRET={s} python -m club.sync --tenant ridgecrest --dry-run"
    return "name-context", hook_bash(cmd, f"would update {r.randint(10, 900)} memberships\n"), [s]


DOMAIN_SECRET = [v_c7_env, v_c7_curl, v_winedirect_xml, v_weatherlink_py, v_weewx, v_wu_upload, v_ambient_js,
                 v_tank_mqtt, v_chiller_runbook, v_square_env, v_toast_json, v_pos_pin_chat, v_tock_curl,
                 v_ttb_runbook, v_shipcompliant, v_authnet_php, v_innovint_diff, v_vintrace_props, v_fr_mail,
                 v_it_chat, v_es_chat, v_de_ticket, v_pt_chat, v_ja_chat, v_hook_prompt, v_vinsight_ini, v_go_hmac,
                 v_chirpstack, v_hydrawise, v_shopify_rb, v_klaviyo, v_wifi_staff, v_alarm, v_portal_csv, v_lab_r,
                 v_pakbus, v_twilio_frost, v_hook_bash_c7]


# ---- clean -------------------------------------------------------------------------------------------------------
def vc_tank_json():
    return json.dumps({"tank": f"T{c.r.randint(1, 80):02d}", "probe_serial": f"PT-{c.s(UPPER + DIG, 10)}",
                       "lot": f"2025-{c.pick(['CS', 'PN', 'CH', 'SY'])}-B{c.r.randint(1, 12)}", "temp_c": round(c.r.uniform(6, 28), 1),
                       "brix": round(c.r.uniform(-2, 26), 1), "reading_id": c.uuid(), "gateway": c.hexs(16)}, indent=1) + "\n"


def vc_cola():
    rows = "\n".join(f"{c.r.randint(10**13, 10**14 - 1)},{c.pick(['Cabernet Sauvignon', 'Pinot Noir', 'Chardonnay', 'Rosé'])},BWN-CA-{c.r.randint(10000, 99999)},APPROVED"
                     for _ in range(3))
    return "ttb_id,brand_or_varietal,permit,status\n" + rows + "\n"


def vc_wx_json():
    return json.dumps({"station_id": c.r.randint(100000, 999999), "station_id_uuid": c.uuid(), "did": c.hexs(12).upper(),
                       "sensors": [{"lsid": c.r.randint(100000, 999999), "data": [{"temp": round(c.r.uniform(20, 90), 1),
                                                                                    "rain_day_in": 0.0, "ts": 1764800000 + c.r.randint(0, 99999)}]}],
                       "generated_at": 1764800000 + c.r.randint(0, 99999)}) + "\n"


def vc_club_export():
    return "order_id,member_id,club,tracking\n" + "\n".join(
        f"{c.uuid()},{c.r.randint(10000, 99999)},{c.pick(['Reserve', 'Explorer', 'Library'])},1Z{c.s(UPPER + DIG, 16)}" for _ in range(3)) + "\n"


def vc_c7_code():
    return (f"const client = axios.create({{\n  baseURL: 'https://api.commerce7.com/v1',\n  auth: {{ username: process.env.C7_APP_ID, password: process.env.C7_APP_SECRET }},\n"
            f"  headers: {{ tenant: '{c.pick(['ridgecrest', 'hollow-oak-cellars'])}' }},\n}});\n// customer {c.uuid()}\n")


def vc_guest_wifi():
    return f"Welcome to the tasting room! Wi-Fi: Ridgecrest-Guest · password: {c.pick(['cheers', 'welcome', 'tastewine'])}{c.r.randint(1, 9)} · Flight of the day: {c.pick(['Estate Pinot', 'Old Vine Zin'])}\n"


def vc_klaviyo_pub():
    return f"<script async src=\"https://static.klaviyo.com/onsite/js/klaviyo.js?company_id={c.s(UPPER + DIG, 6)}\"></script>\n"


def vc_wu_template():
    return (f"*/5 * * * * curl -s \"https://weatherstation.wunderground.com/weatherstation/updateweatherstation.php?ID=ICANTA{c.r.randint(10, 99)}"
            f"&PASSWORD=${{WU_STATION_KEY}}&dateutc=now&tempf=$T&action=updateraw\"\n")


def vc_lab_results():
    return "sample_id,lot,free_so2_ppm,va_g_l,ph\n" + "\n".join(
        f"ETS-{c.r.randint(100000, 999999)},{c.pick(['CS', 'PN', 'ZN'])}-{c.r.randint(1, 40)},{c.r.randint(10, 45)},{round(c.r.uniform(.2, .9), 2)},{round(c.r.uniform(3.2, 3.9), 2)}"
        for _ in range(4)) + "\n"


def vc_geojson():
    return json.dumps({"type": "Feature", "id": c.uuid(), "properties": {"block": c.r.randint(1, 30), "clone": c.pick(["777", "115", "Wente"]),
                                                                        "rootstock": c.pick(["101-14", "3309C", "1103P"])},
                       "geometry": {"type": "Point", "coordinates": [round(c.r.uniform(-123, -122), 5), round(c.r.uniform(38, 39), 5)]}}) + "\n"


def vc_square_ids():
    return f"payment {c.s(B62, 22)} location L{c.s(UPPER + DIG, 12)} order {c.s(B62, 24)} amount_money=4500 USD status=COMPLETED\n"


DOMAIN_CLEAN = [vc_tank_json, vc_cola, vc_wx_json, vc_club_export, vc_c7_code, vc_guest_wifi, vc_klaviyo_pub,
                vc_wu_template, vc_lab_results, vc_geojson, vc_square_ids]

if __name__ == "__main__":
    build(DOMAIN_SECRET + COMMON, DOMAIN_CLEAN + COMMON_CLEAN)
