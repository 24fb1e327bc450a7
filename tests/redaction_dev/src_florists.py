#!/usr/bin/env python3
"""Blind round 72, source "florists": florists and flower delivery (wire-service networks, order relay, delivery
routing, shop POS, e-commerce storefronts).

Written 2026-12-04 by the helper "corpora44" (session 28) without reading memtool's rules or results. Seeded and
deterministic: `python3 src_florists.py` writes florists_secrets.jsonl and florists_clean.jsonl next to this file.
Every value is random and made up. Imports only the standard library and `_tokens`.
"""
FAMILY = "florists"
SEED_SECRET = 7211
SEED_CLEAN = 7212

PWWORDS = ["Peony", "Tulip", "Ranunculus", "Dahlia", "Hydrangea", "Orchid", "Gerbera", "Lisianthus", "Freesia",
           "Anemone", "Sunflower", "Eucalyptus", "Bouquet", "Petal", "Rosebud", "Magnolia"]
PHRASE = ["stem", "vase", "ribbon", "posy", "corsage", "wreath", "florals", "bucket", "cooler", "tulip", "fern",
          "garland", "bloom", "van", "card", "wrap"]
LEGACY = ["flor", "bloom", "shop", "fleur", "van", "pos", "wire"]
USERS = ["anneke", "shopmgr", "delivery1", "m.garcia", "orders", "priya", "driver.tom", "claire", "owner"]
PROJ = "petal-relay"
DOMAIN = "bloomandbough.co.uk"
HOSTS = ["orders-db", "relay01", "pos-counter", "routing-svc", "shop-web", "wire-gw", "cooler-mon"]
DBNAMES = ["orders", "relay", "shop_pos", "routes", "storefront"]
DBUSERS = ["relay_app", "shop_rw", "postgres", "routes_ro", "wp_user"]
TABLES = ["orders", "deliveries", "wire_messages", "routes", "products", "gift_cards", "drivers"]
JOBS = ["relay_inbound", "route_plan", "wire_settlement", "cooler_alerts", "sync_woo", "mothers_day_batch"]
TZS = ["Europe/London", "America/Chicago", "Europe/Amsterdam", "Europe/Berlin"]
HANDOVER_PEM = "Key for the wholesaler SFTP drop (standing orders), from the old laptop:"
PEM_FILE = "secrets/wire-clearinghouse-sftp.pem"
SELFID_CHAT = "valentine's rush, the relay bot is down — temporarily hardcoded this:"
DEVICES = ["pos-counter.local", "192.168.10.40", "cooler-pi", "label-printer.lan", "van3-tablet"]
REMOTE_CMDS = ["sudo systemctl restart relay-agent", "tail -n 100 /var/log/cooler/alerts.log", "lpstat -p",
               "sudo reboot"]
TABLE_SYSTEMS = ["FTD Mercury", "Teleflora Dove", "BloomNet portal", "Fleurop extranet", "Shopify admin",
                 "cooler alarm", "Route planner", "Woo admin", "card reader"]
COMMIT_MSGS = ["relay: dedupe FTD and BloomNet duplicates", "route: respect timed deliveries", "woo webhook retries",
               "card message: keep emoji", "mother's day capacity caps", "add substitution policy text"]
FILES = ["orders_2026-05-10.csv", "route_van2.geojson", "wire_statement_oct.pdf", "product_photos.zip",
         "card_messages.txt", "substitutions.md", "cooler_temps.csv", "storefront_theme.zip"]
PUBKEY_NOTE = "Wire network's public key for verifying relayed order signatures:"


def woo_cs():
    return "cs_" + hx(40)


def samsara():
    return "samsara_api_" + al(30)


def wp_app_pw():
    return " ".join(al(4) for _ in range(6))


ENVS = [("FTD_API_PASSWORD", lambda: anypw()), ("TELEFLORA_API_KEY", lambda: al(32)),
        ("BLOOMNET_API_KEY", lambda: hx(32)), ("RELAY_WEBHOOK_SECRET", lambda: g.b64(32)),
        ("ROUTE4ME_API_KEY", lambda: hx(32).upper()), ("WOO_CONSUMER_SECRET", woo_cs),
        ("CLOVER_API_TOKEN", lambda: uid()), ("FLORIDAY_CLIENT_SECRET", lambda: us(43)),
        ("SENSORPUSH_PASSWORD", lambda: anypw()), ("TWILIO_AUTH_TOKEN", lambda: hx(32)),
        ("OPTIMOROUTE_KEY", lambda: al(40)), ("LOVINGLY_TOKEN", lambda: us(40))]

DOCS_SNIPPETS = [
    "BloomNet API: send your key in the `X-Api-Key: <your-api-key>` header; the shop code (e.g. Z1234) goes in the body. Example order id @UUID@.\n",
    "Floriday uses OAuth2 client credentials: POST client_id=<CLIENT_ID>&client_secret=<CLIENT_SECRET>&grant_type=client_credentials to the IdP.\n",
    "WooCommerce REST: create keys under WooCommerce → Settings → Advanced → REST API, then `curl -u ck_xxx:cs_xxx https://example.com/wp-json/wc/v3/orders`.\n",
    "Route4Me: `https://api.route4me.com/api.v4/optimization_problem.php?api_key=YOUR_API_KEY` — never commit the key; optimization id @UUID@.\n",
]
PROSE_CLEAN = [
    "Reminder: the Mercury password expires every @N@ days; reset it yourself in the portal, don't ask in #orders.",
    "Het Floriday client secret staat in de kluis, niet in dit kanaal (ticket @N@).",
    "Fleurop-Zugang bitte nur über den Passwort-Manager teilen — @N@ Filialen haben jetzt eigene Logins.",
    "Le code de la chambre froide a changé ; demandez-le à Claire en personne. (@N@ commandes pour demain)",
    "El token de la tienda online caducó; Priya genera uno nuevo y lo guarda en el gestor (@N@).",
    "Cooler alarm PINs are per person now, see the laminated sheet in the office, not Slack (@N@ alerts last week).",
    "配達アプリのパスワードは各ドライバーが自分で設定します。共有しないでください（@N@件）。",
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

def f_ftd_env():
    pw = anypw()
    t = (f"# FTD Mercury / FTD API\nFTD_MEMBER_CODE={digits(2)}-{digits(4)}AA\nFTD_API_USER={one(USERS)}\n"
         f"FTD_API_PASSWORD={pw}\nFTD_ENV=production\n")
    return "name-context", t, [pw]


def f_teleflora_xml():
    pw = anypw()
    t = (f"<?xml version=\"1.0\"?>\n<TFOrderRequest>\n  <Header>\n    <ShopCode>{digits(8)}</ShopCode>\n    <UserId>{one(USERS)}</UserId>\n"
         f"    <Password>{pw}</Password>\n  </Header>\n  <Order><RecipientZip>{digits(5)}</RecipientZip><ProductCode>TEV{digits(2)}-{one('123')}A</ProductCode></Order>\n</TFOrderRequest>\n")
    return "name-context", t, [pw]


def f_bloomnet_curl():
    k = hx(32)
    t = (f"curl -X POST https://api.bloomnet.net/v2/orders/outbound \\\n  -H \"Content-Type: application/json\" \\\n  -H \"X-Api-Key: {k}\" \\\n"
         f"  -d '{{\"sendingShop\": \"Z{digits(4)}\", \"fulfillingShop\": \"Z{digits(4)}\", \"deliveryDate\": \"2026-05-{r.randint(1, 28):02d}\"}}'\n")
    return "structural", t, [k]


def f_relay_node():
    s = g.b64(32)
    t = (f"// order relay: verify the wire network's webhook\nconst RELAY_SECRET = '{s}';\n\nfunction verify(req) {{\n"
         f"  const sig = crypto.createHmac('sha256', RELAY_SECRET).update(req.rawBody).digest('base64');\n"
         f"  return crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(req.get('X-Relay-Signature')));\n}}\n")
    return "name-context", t, [s]


def f_lovingly_yaml():
    tok = us(40)
    t = (f"storefront:\n  provider: lovingly\n  shop_id: {r.randint(10000, 99999)}\n  api:\n    base_url: https://api.lovingly.com/v1\n"
         f"    token: {tok}\n  sync_interval: 10m\n")
    return "name-context", t, [tok]


def f_route4me():
    k = hx(32).upper()
    t = (f"GET /api.v4/optimization_problem.php?api_key={k}&optimization_problem_id={hx(32).upper()} HTTP/1.1\n"
         f"Host: api.route4me.com\nUser-Agent: petal-relay/2.3\n")
    return "structural", t, [k]


def f_tookan_json():
    k = hx(32)
    t = json.dumps({"api_key": k, "order_id": f"BB-{r.randint(10000, 99999)}", "job_description": "Mixed seasonal bouquet, large",
                    "customer_address": f"{r.randint(1, 200)} Mill Lane", "job_delivery_datetime": "2026-05-10 14:00:00",
                    "has_pickup": 0, "layout_type": 0, "timezone": "-60"}, indent=2) + "\n"
    return "name-context", t, [k]


def f_gmaps():
    k = g.google_api()
    t = one([f"const directions = await fetch(`https://maps.googleapis.com/maps/api/directions/json?origin=${{shop}}&destination=${{stop}}&key={k}`);\n",
             f"GOOGLE_MAPS_SERVER_KEY={k}\n"])
    return "self-identifying", t, [k]


def f_shopify_admin():
    tok = g.shopify()
    t = (f"curl -s -X GET \"https://bloom-and-bough.myshopify.com/admin/api/2025-01/orders.json?status=open\" \\\n"
         f"  -H \"X-Shopify-Access-Token: {tok}\"\n")
    return "self-identifying", t, [tok]


def f_woo():
    ck, cs = "ck_" + hx(40), woo_cs()
    t = one([f"WC_URL=https://{DOMAIN}\nWC_CONSUMER_KEY={ck}\nWC_CONSUMER_SECRET={cs}\n",
             f"from woocommerce import API\nwcapi = API(url=\"https://{DOMAIN}\", consumer_key=\"{ck}\",\n            consumer_secret=\"{cs}\", version=\"wc/v3\")\n"])
    return "self-identifying", t, [cs]


def f_clover():
    tok = uid()
    t = one([f"CLOVER_MERCHANT_ID={g.s(UPPER + DIG, 13)}\nCLOVER_API_TOKEN={tok}\n",
             f"$ curl -s https://api.clover.com/v3/merchants/{g.s(UPPER + DIG, 13)}/orders?limit=20 -H \"Authorization: Bearer {tok}\" | jq '.elements[].total'\n"])
    return "name-context" if "CLOVER_API_TOKEN=" in t else "structural", t, [tok]


def f_stripe():
    s = g.stripe()
    t = one([f"const stripe = require('stripe')('{s}');\n",
             f"STRIPE_SECRET_KEY={s}\nSTRIPE_PUBLISHABLE_KEY=pk_live_{al(99)}\n"])
    return "self-identifying", t, [s]


def f_pos_pin():
    p = pin(one([4, 4, 6]))
    t = one([f"[#shop] {one(USERS)}: till refund PIN is {p} today, Anneke is off",
             f"Counter handover: card reader admin code {p}. Don't tell the Saturday temps.",
             f"POS note — manager discount override: {p}"])
    return "name-context", t, [p]


def f_sensorpush():
    pw = anypw()
    t = (f"$ curl -s -X POST https://api.sensorpush.com/api/v1/oauth/authorize -H 'Content-Type: application/json' \\\n"
         f"    -d '{{\"email\":\"cooler@{DOMAIN}\",\"password\":\"{pw}\"}}'\n{{\"authorization\":\"<redacted by hand>\"}}\n")
    return "structural", t, [pw]


def f_android_strings():
    s = us(40)
    t = (f"<!-- driver app: app/src/main/res/values/secrets.xml -->\n<resources>\n    <string name=\"dispatch_base_url\">https://routing-svc.{DOMAIN}</string>\n"
         f"    <string name=\"dispatch_api_secret\">{s}</string>\n</resources>\n")
    return "name-context", t, [s]


def f_twilio_sms():
    tok = hx(32)
    t = (f"TWILIO_ACCOUNT_SID=AC{hx(32)}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_FROM=+44{digits(10)}\n"
         f"SMS_TEMPLATE=\"Your flowers are out for delivery with {{driver}} 🌷\"\n")
    return "name-context", t, [tok]


def f_nl_floriday():
    s = us(43)
    t = one([f"Hoi Sanne, het Floriday client secret voor de nieuwe koppeling is {s} — client id staat al in de config.",
             f"[inkoop] Floriday API: client_secret {s}, geldig tot de veiling van maandag"])
    return "name-context", t, [s]


def f_de_fleurop():
    pw = anypw()
    t = (f"Betreff: Fleurop-Interflora Partnerzugang\n\nHallo Jana,\n\nfür das Partner-Extranet: Partnernummer {digits(6)}, "
         f"Passwort {pw}. Bitte nach dem ersten Login ändern.\n\nViele Grüße\nAnneke\n")
    return "name-context", t, [pw]


def f_fr_interflora():
    pw = anypw()
    t = f"Claire : l'accès extranet Interflora pour la boutique de Lyon, identifiant {one(USERS)}, mot de passe {pw}. Ne le donne pas aux saisonniers."
    return "name-context", t, [pw]


def f_es_chat():
    pw = one([wpw(), legacy()])
    t = f"Oye Marta, la contraseña del TPV de la floristería es {pw}, la cambiamos después de San Valentín."
    return "name-context", t, [pw]


def f_it_chat():
    p = pin(4)
    t = f"Ragazzi, il codice della cella frigorifera è {p}. Non scrivetelo sui biglietti!"
    return "name-context", t, [p]


def f_pl_chat():
    pw = one([wpw(), legacy(), phrase()])
    t = f"Hasło do panelu kwiaciarni (zamówienia online): {pw} — zmień je po Dniu Matki."
    return "name-context", t, [pw]


def f_lftp():
    u, pw = "bbough", urlpw()
    t = f"lftp -u {u},{pw} sftp://sftp.{one(['dutchflowerwholesale.nl', 'metzfresh.example', 'bloomwholesale.com'])} -e 'put standing_orders.csv; bye'\n"
    return "structural", t, [pw]


def f_wp_config():
    pw, salt = anypw(), g.s(B62 + "!#%^*-_+=", 64)
    t = (f"define( 'DB_NAME', 'storefront' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );\n"
         f"define( 'AUTH_KEY',         '{salt}' );\n")
    return "name-context", t, [pw, salt]


def f_wp_app_pw():
    ap = wp_app_pw()
    t = (f"# push the Mother's Day banner via the REST API\ncurl -X POST https://{DOMAIN}/wp-json/wp/v2/pages/{r.randint(10, 900)} \\\n"
         f"  --user \"{one(USERS)}:{ap}\" -d 'status=publish'\n")
    return "structural", t, [ap]


def f_imap():
    pw = anypw()
    t = (f"import imaplib\n\n# order relay: read wire orders that arrive by e-mail\nM = imaplib.IMAP4_SSL('outlook.office365.com')\n"
         f"M.login('orders@{DOMAIN}', '{pw}')\nM.select('INBOX/Wire')\n")
    return "name-context", t, [pw]


def f_optimoroute():
    k = al(40)
    t = f"POST https://api.optimoroute.com/v1/create_order?key={k}\nContent-Type: application/json\n\n{{\"operation\": \"CREATE\", \"orderNo\": \"BB{r.randint(10000, 99999)}\", \"type\": \"D\"}}\n"
    return "structural", t, [k]


def f_hook_bloomnet():
    k = hx(32)
    cmd = f"curl -s -H 'X-Api-Key: {k}' https://api.bloomnet.net/v2/shops/Z{digits(4)}/availability | jq ."
    return "structural", hook_bash(cmd, json.dumps({"available": True, "cutoff": "13:00"})), [k]


def f_giftcard():
    codes = [g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4) for _ in range(2)]
    t = ("Gift cards issued (unredeemed) — reissue to the customers whose e-mails bounced:\n"
         + "\n".join(f"  {cd}  £{one([25, 40, 50, 75])}.00  ref GC{r.randint(1000, 9999)}" for cd in codes) + "\n")
    return "name-context", t, codes


def f_cooler_code():
    p = pin(one([4, 5, 6]))
    t = one([f"Walk-in cooler keypad: {p}# (changed after the break-in)",
             f"Handover to the weekend driver: van keys are in the cooler, door code {p}, back by 6."])
    return "name-context", t, [p]


def f_samsara():
    tok = samsara()
    t = one([f"SAMSARA_API_TOKEN={tok}\n",
             f"curl -s https://api.samsara.com/fleet/vehicles/locations -H \"Authorization: Bearer {tok}\"\n"])
    return "self-identifying", t, [tok]


def f_bloomnation():
    tok = us(32)
    t = (f"[marketplace.bloomnation]\nenabled = true\nvendor_id = {r.randint(1000, 9999)}\npartner_token = \"{tok}\"\n"
         f"accept_same_day = true\n")
    return "name-context", t, [tok]


def f_pos_ini():
    pw = one([legacy(), wpw()])
    t = (f"; FloristPOS terminal config\n[Server]\nHost=pos-counter\nPort=1433\nUser=pos_terminal\nPass={pw}\n\n[Printer]\nCards=Brother QL-820NWB\n")
    return "name-context", t, [pw]


def f_hook_read_cfg():
    k, s = hx(32), us(43)
    content = (f"wire:\n  ftd:\n    member_code: \"{digits(2)}-{digits(4)}AA\"\n  bloomnet:\n    shop: Z{digits(4)}\n    api_key: {k}\n"
               f"floriday:\n  client_id: {uid()}\n  client_secret: {s}\n")
    return "name-context", hook_read(f"/srv/{PROJ}/config/wire.yml", content), [k, s]


def f_sendgrid():
    k = g.sendgrid()
    t = f"SENDGRID_API_KEY={k}\nORDER_CONFIRMATION_TEMPLATE=d-{hx(32)}\n"
    return "self-identifying", t, [k]


def f_zh_chat():
    pw = one([wpw(), anypw()])
    t = f"花店网店后台的密码是 {pw}，母亲节之后记得改掉。"
    return "name-context", t, [pw]


def f_ticket_relay():
    pw = anypw()
    t = (f"JIRA FLOR-{r.randint(100, 999)}: Teleflora orders not relaying since 06:00\nSteps: logged into Dove as {one(USERS)} / {pw}, "
         f"messages stuck in 'Pending ACK'. Relay log attached.\n")
    return "name-context", t, [pw]


DOMAIN_SECRET = [f_ftd_env, f_teleflora_xml, f_bloomnet_curl, f_relay_node, f_lovingly_yaml, f_route4me, f_tookan_json,
                 f_gmaps, f_shopify_admin, f_woo, f_clover, f_stripe, f_pos_pin, f_sensorpush, f_android_strings,
                 f_twilio_sms, f_nl_floriday, f_de_fleurop, f_fr_interflora, f_es_chat, f_it_chat, f_pl_chat, f_lftp,
                 f_wp_config, f_wp_app_pw, f_imap, f_optimoroute, f_hook_bloomnet, f_giftcard, f_cooler_code,
                 f_samsara, f_bloomnation, f_pos_ini, f_hook_read_cfg, f_sendgrid, f_zh_chat, f_ticket_relay]


# ---- clean -------------------------------------------------------------------------------------------------------
def fc_orders_csv():
    return "order_no,wire_ref,recipient_postcode,delivery_date,product\n" + "\n".join(
        f"BB{c.r.randint(10000, 99999)},FTD-{c.s(UPPER + DIG, 8)},{c.pick(['LS6', 'M20', 'BS8', 'EH10'])} {c.r.randint(1, 9)}{c.s(UPPER, 2)},2026-05-{c.r.randint(1, 28):02d},{c.pick(['TEV12-3A', 'C5-4793', 'Peony posy'])}"
        for _ in range(4)) + "\n"


def fc_route_json():
    return json.dumps({"route_id": c.uuid(), "driver_id": c.r.randint(1, 40), "stops": [
        {"stop_id": c.uuid(), "lat": round(c.r.uniform(51.3, 53.5), 5), "lng": round(c.r.uniform(-2.6, -1.2), 5),
         "window": "12:00-14:00"} for _ in range(3)]}) + "\n"


def fc_storefront():
    return (f"const client = createStorefrontApiClient({{\n  storeDomain: 'bloom-and-bough.myshopify.com',\n  apiVersion: '2025-01',\n"
            f"  publicAccessToken: '{c.hexs(32)}',\n}});\n")


def fc_card_msg():
    return c.pick(["Card message: \"Happy birthday Mum! Love, T & R xx\" — deliver before 1pm, leave with neighbour at no. @N@",
                   "Karte: „Alles Liebe zum Hochzeitstag“ – Lieferung bis 12 Uhr, Klingel @N@",
                   "Carte : « Toutes nos condoléances » — livraison au funérarium, salle @N@"]).replace("@N@", str(c.r.randint(2, 90)))


def fc_tracking():
    return f"Track your delivery: https://track.{DOMAIN}/d/{c.uuid()} (order BB{c.r.randint(10000, 99999)}, driver ETA 14:{c.r.randint(10, 59)})\n"


def fc_google_client():
    return f"GOOGLE_OAUTH_CLIENT_ID={c.r.randint(10**11, 10**12 - 1)}-{c.s(LOW + DIG, 32)}.apps.googleusercontent.com\nGOOGLE_OAUTH_CLIENT_SECRET=${{GOOGLE_OAUTH_CLIENT_SECRET}}\n"


def fc_giftcard_last4():
    return f"Gift card ending {c.s(UPPER + DIG, 4)} redeemed: £{c.r.randint(10, 80)}.00 on order BB{c.r.randint(10000, 99999)} (balance £0.00)\n"


def fc_edi_invoice():
    return (f"UNH+{c.r.randint(1, 999)}+INVOIC:D:96A:UN'\nBGM+380+{c.r.randint(100000, 999999)}+9'\nDTM+137:202605{c.r.randint(1, 28):02d}:102'\n"
            f"LIN+1++{c.r.randint(10**12, 10**13 - 1)}:EN'\nQTY+47:{c.r.randint(10, 500)}'\n")


def fc_wire_status():
    return f"[relay] {ts()} FTD msg {c.s(UPPER + DIG, 10)} ACK from shop {c.r.randint(10, 99)}-{c.r.randint(1000, 9999)}AA · BloomNet seq {c.r.randint(1000, 99999)} · sha1 {c.sha1()}\n"


def fc_twilio_sid():
    return f"Messaging service MG{c.hexs(32)} sent {c.r.randint(10, 900)} 'out for delivery' texts (account AC{c.hexs(32)}).\n"


def fc_product_feed():
    return "\n".join(f"<item><g:id>SKU-{c.r.randint(1000, 9999)}</g:id><g:gtin>{c.r.randint(10**12, 10**13 - 1)}</g:gtin><g:price>{c.r.randint(25, 95)}.00 GBP</g:price></item>" for _ in range(2)) + "\n"


DOMAIN_CLEAN = [fc_orders_csv, fc_route_json, fc_storefront, fc_card_msg, fc_tracking, fc_google_client,
                fc_giftcard_last4, fc_edi_invoice, fc_wire_status, fc_twilio_sid, fc_product_feed]

if __name__ == "__main__":
    build(DOMAIN_SECRET + COMMON, DOMAIN_CLEAN + COMMON_CLEAN)
