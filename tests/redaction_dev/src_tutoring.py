#!/usr/bin/env python3
"""Blind round 72, source "tutoring": online tutoring marketplaces (video classrooms, tutor payouts, scheduling,
whiteboard tools, parent portals).

Written 2026-12-04 by the helper "corpora44" (session 28) without reading memtool's rules or results. Seeded and
deterministic: `python3 src_tutoring.py` writes tutoring_secrets.jsonl and tutoring_clean.jsonl next to this file.
Every value is random and made up. Imports only the standard library and `_tokens`.
"""
FAMILY = "tutoring"
SEED_SECRET = 7221
SEED_CLEAN = 7222

PWWORDS = ["Algebra", "Pythagoras", "Calculus", "Phonics", "Chemistry", "Homework", "Tutor", "Fractions", "Grammar",
           "Physics", "Euler", "Newton", "Spelling", "Biology", "Geometry", "Lernen"]
PHRASE = ["pencil", "lesson", "quiz", "chalk", "board", "essay", "study", "math", "exam", "notes", "ruler", "atlas",
          "verb", "prime", "vector", "tutor"]
LEGACY = ["tutor", "learn", "class", "parent", "stud", "mathe", "prof"]
USERS = ["admin", "ops.lena", "payouts", "sched", "r.okafor", "support", "mei", "dev", "tutor.ana"]
PROJ = "tutorhub"
DOMAIN = "brightpath-tutors.com"
HOSTS = ["sessions-db", "payouts-svc", "sched-api", "classroom-sfu", "parent-portal", "board-sync", "recordings"]
DBNAMES = ["tutorhub", "payouts", "scheduling", "classroom", "parents"]
DBUSERS = ["tutorhub_app", "payouts_rw", "postgres", "sched_ro", "portal"]
TABLES = ["sessions", "tutors", "bookings", "payout_batches", "students", "boards", "invoices"]
JOBS = ["weekly_payouts", "reminder_sms", "recording_cleanup", "rebook_noshows", "sync_calendars", "nps_survey"]
TZS = ["Europe/London", "Asia/Kolkata", "America/New_York", "America/Sao_Paulo"]
HANDOVER_PEM = "LTI 1.3 tool private key (the school district's LMS has the public half):"
PEM_FILE = "keys/lti-tool-private.pem"
SELFID_CHAT = "payout run is blocked, using my token until the CI secret is fixed:"
DEVICES = ["classroom-sfu-1", "10.8.0.12", "rec-worker-2", "turn.brightpath.lan", "board-sync-3"]
REMOTE_CMDS = ["docker logs --tail 100 livekit", "sudo systemctl restart coturn", "df -h /recordings",
               "sudo journalctl -u board-sync -n 50"]
TABLE_SYSTEMS = ["Zoom admin", "Stripe dashboard", "Wise business", "Tipalti", "BigBlueButton", "Parent portal admin",
                 "Google Workspace", "Checkr", "TURN server"]
COMMIT_MSGS = ["payouts: hold tutors with open disputes", "classroom: reconnect on ICE failure",
               "scheduling: DST fix for Sao Paulo", "whiteboard: export PDF", "parent portal: weekly report e-mail",
               "lti: deep linking"]
FILES = ["payout_batch_2026-11-07.csv", "session_recording_index.json", "tutors_export.csv", "whiteboard_42.pdf",
         "availability.ics", "parent_report_template.html", "lti_tool.json", "nps_q3.csv"]
PUBKEY_NOTE = "JWKS / public key for verifying LMS launches (publish at /.well-known/jwks.json):"


def cal_key():
    return "cal_live_" + hx(32)


def liveblocks_sk():
    return "sk_prod_" + us(64)


ENVS = [("ZOOM_CLIENT_SECRET", lambda: al(32)), ("AGORA_APP_CERTIFICATE", lambda: hx(32)),
        ("DAILY_API_KEY", lambda: hx(64)), ("LIVEKIT_API_SECRET", lambda: al(43)),
        ("WISE_API_TOKEN", lambda: uid()), ("PAYPAL_CLIENT_SECRET", lambda: us(80)),
        ("TIPALTI_API_KEY", lambda: al(48)), ("CAL_API_KEY", cal_key), ("LIVEBLOCKS_SECRET_KEY", liveblocks_sk),
        ("BBB_SECRET", lambda: al(42)), ("JITSI_JWT_APP_SECRET", lambda: hx(48)),
        ("VONAGE_API_SECRET", lambda: al(16)), ("CHECKR_API_KEY", lambda: hx(40))]

DOCS_SNIPPETS = [
    "Zoom Server-to-Server OAuth: POST https://zoom.us/oauth/token?grant_type=account_credentials&account_id=<ACCOUNT_ID> with Basic base64(<CLIENT_ID>:<CLIENT_SECRET>).\n",
    "Agora: the App ID is public and ships in the client; the App Certificate stays on the token server. Channel example: lesson-@UUID@\n",
    "Wise API: send `Authorization: Bearer <your-api-token>`; profile ids like 1234567 are not secret. Transfer example @UUID@.\n",
    "BigBlueButton: compute checksum = sha1(callName + queryString + <shared secret>); never ship the shared secret to the browser.\n",
]
PROSE_CLEAN = [
    "Tutors: never share your Zoom host key in the lesson chat. Ask support to reset it (@N@ resets this month).",
    "Eltern-Passwörter setzen wir nicht per E-Mail zurück, nur über den Link im Portal (@N@ Anfragen).",
    "Os dados de pagamento dos tutores ficam no Wise; a chave da API está no cofre, não aqui (@N@ lotes).",
    "Les mots de passe des élèves ne doivent jamais apparaître dans le tableau blanc partagé (@N@ signalements).",
    "El secreto de LiveKit se rotó ayer; lo tienes en el gestor de secretos (@N@ salas activas).",
    "Reminder: payout API tokens live in Vault under payouts/, rotated every @N@ days.",
    "학부모 포털 비밀번호는 채팅으로 보내지 마세요. 재설정 링크를 사용하세요 (@N@건).",
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

def t_zoom_env():
    s = al(32)
    t = (f"ZOOM_ACCOUNT_ID={us(22)}\nZOOM_CLIENT_ID={al(22)}\nZOOM_CLIENT_SECRET={s}\n"
         f"ZOOM_WEBHOOK_SECRET_TOKEN={us(22)}\n")
    wh = t.split("ZOOM_WEBHOOK_SECRET_TOKEN=")[1].strip()
    return "name-context", t, [s, wh]


def t_zoom_token_curl():
    cid, s = al(22), al(32)
    b = basic(cid, s)
    t = (f"curl -X POST 'https://zoom.us/oauth/token?grant_type=account_credentials&account_id={us(22)}' \\\n"
         f"  -H 'Authorization: Basic {b}'\n")
    return "structural", t, [b]


def t_zoom_pwd_link():
    pwd = us(32)
    mid = f"{r.randint(800, 999)}{digits(8)}"
    t = one([f"Hi {one(['Mrs Patel', 'Herr Vogel', 'Ana'])}, Leo's algebra lesson is Thursday 17:00: https://us06web.zoom.us/j/{mid}?pwd={pwd}\n",
             f"[booking {r.randint(10000, 99999)}] join_url=https://zoom.us/j/{mid}?pwd={pwd} host=tutor.ana\n"])
    return "structural", t, [pwd]


def t_agora_token_server():
    cert = hx(32)
    t = (f"const {{ RtcTokenBuilder, RtcRole }} = require('agora-token');\n\nconst APP_ID = '{hx(32)}';\nconst APP_CERTIFICATE = '{cert}';\n\n"
         f"app.get('/rtc/:lesson', (req, res) => {{\n  const token = RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, req.params.lesson, 0, RtcRole.PUBLISHER, 3600, 3600);\n"
         f"  res.json({{ token }});\n}});\n")
    return "name-context", t, [cert]


def t_twilio_video():
    sk, sec = g.twilio(), al(32)
    t = (f"TWILIO_ACCOUNT_SID=AC{hx(32)}\nTWILIO_API_KEY_SID={sk}\nTWILIO_API_KEY_SECRET={sec}\n")
    return "name-context", t, [sec]


def t_daily():
    k = hx(64)
    t = (f"curl -H \"Content-Type: application/json\" -H \"Authorization: Bearer {k}\" \\\n"
         f"  -XPOST -d '{{\"properties\": {{\"exp\": {1764900000 + r.randint(0, 99999)}, \"enable_recording\": \"cloud\"}}}}' https://api.daily.co/v1/rooms\n")
    return "structural", t, [k]


def t_excalidraw():
    room, key = hx(20), us(22)
    t = one([f"Whiteboard for today's geometry session: https://excalidraw.com/#room={room},{key}\n",
             f"Ticket TUT-{r.randint(100, 999)}: parent says the board link https://excalidraw.com/#room={room},{key} shows another student's work"])
    return "structural", t, [key]


def t_liveblocks():
    sk = liveblocks_sk()
    t = (f"import {{ Liveblocks }} from \"@liveblocks/node\";\n\nconst liveblocks = new Liveblocks({{\n  secret: \"{sk}\",\n}});\n"
         f"// client uses pk_prod_ from NEXT_PUBLIC_LIVEBLOCKS_PUBLIC_KEY\n")
    return "self-identifying", t, [sk]


def t_stripe_connect():
    s = g.stripe()
    t = (f"stripe.api_key = \"{s}\"\n\ntransfer = stripe.Transfer.create(\n    amount=int(hours * rate * 100), currency=\"gbp\",\n"
         f"    destination=\"acct_{al(16)}\", transfer_group=\"PAYOUT_2026_W{r.randint(1, 52)}\",\n)\n")
    return "self-identifying", t, [s]


def t_paypal():
    s = us(80)
    t = json.dumps({"paypal": {"mode": "live", "client_id": "A" + us(79), "client_secret": s,
                               "payouts": {"sender_batch_prefix": "tutors-", "email_subject": "Your tutoring payout"}}}, indent=2) + "\n"
    return "name-context", t, [s]


def t_wise():
    tok = uid()
    t = one([f"curl -X POST https://api.transferwise.com/v3/profiles/{r.randint(1000000, 9999999)}/transfers \\\n  -H \"Authorization: Bearer {tok}\" \\\n"
             f"  -H \"Content-Type: application/json\" -d @transfer_{r.randint(100, 999)}.json\n",
             f"# payouts service\nwise:\n  profile_id: {r.randint(1000000, 9999999)}\n  api_token: {tok}\n  sandbox: false\n"])
    return "structural" if "Bearer" in t else "name-context", t, [tok]


def t_tipalti():
    k, m = al(48), al(48)
    t = (f"[tipalti]\npayer_name = BrightPath\napi_key = {k}\nhmac_master_key = {m}\nipn_url = https://payouts-svc.{DOMAIN}/tipalti/ipn\n")
    return "name-context", t, [k, m]


def t_calcom():
    k = cal_key()
    t = one([f"CAL_API_KEY={k}\n", f"GET https://api.cal.com/v2/bookings?status=upcoming\nAuthorization: Bearer {k}\ncal-api-version: 2024-08-13\n"])
    return "self-identifying", t, [k]


def t_gcal_refresh():
    rt = g.google_refresh()
    t = json.dumps({"tutor_id": r.randint(1000, 99999), "provider": "google", "calendar_id": f"{one(USERS)}@gmail.com",
                    "refresh_token": rt, "scopes": ["https://www.googleapis.com/auth/calendar.events"]}) + "\n"
    return "self-identifying", t, [rt]


def t_supabase_service():
    j = g.jwt("service")
    t = f"NEXT_PUBLIC_SUPABASE_URL=https://{al(20).lower()}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={j}\n"
    return "self-identifying", t, [j]


def t_parent_ticket():
    pw = one([wpw(), legacy(), phrase()])
    t = (f"Zendesk #{r.randint(10000, 99999)} — parent locked out of portal\nI reset Mrs {one(['Okafor', 'Nguyen', 'Silva'])}'s password to {pw} "
         f"and told her to change it on first login. Student: Year 9.\n")
    return "name-context", t, [pw]


def t_de_student():
    pw = one([wpw(), legacy()])
    t = f"Hallo Maya, dein Login für die Lernplattform: Benutzername maya.k, Passwort {pw}. Bis Donnerstag! – Frau Becker"
    return "name-context", t, [pw]


def t_livekit():
    key, sec = "API" + al(12), al(43)
    t = (f"# livekit.yaml\nport: 7880\nrtc:\n  tcp_port: 7881\n  use_external_ip: true\nkeys:\n  {key}: {sec}\n"
         f"room:\n  empty_timeout: 300\n")
    return "name-context", t, [sec]


def t_openai():
    k = one([g.openai(), g.anthropic()])
    t = one([f"# homework helper\nclient = OpenAI(api_key=\"{k}\")\n", f"AI_HELPER_KEY={k}\n"])
    return "self-identifying", t, [k]


def t_checkr():
    k = hx(40)
    t = f"curl -u {k}: https://api.checkr.com/v1/candidates -d email=tutor{r.randint(1, 999)}@example.org -d first_name=Ana\n"
    return "structural", t, [k]


def t_bbb():
    s = al(42)
    t = one([f"$ sudo bbb-conf --secret\n\n    URL: https://classroom-bbb.{DOMAIN}/bigbluebutton/\n    Secret: {s}\n\n    Link to the API-Mate:\n",
             f"# /etc/bigbluebutton/bbb-web.properties\nsecuritySalt={s}\nbigbluebutton.web.serverURL=https://classroom-bbb.{DOMAIN}\n"])
    return "name-context", t, [s]


def t_jitsi():
    s = hx(48)
    t = (f"# /etc/prosody/conf.d/meet.{DOMAIN}.cfg.lua\nVirtualHost \"meet.{DOMAIN}\"\n    authentication = \"token\"\n"
         f"    app_id = \"brightpath\"\n    app_secret = \"{s}\"\n")
    return "name-context", t, [s]


def t_jitsi_url():
    j = g.jwt("student")
    t = f"Parent portal 'Join lesson' button → https://meet.{DOMAIN}/algebra-{r.randint(100, 999)}?jwt={j}\n"
    return "self-identifying", t, [j]


def t_vonage():
    s = al(16)
    t = (f"from vonage import Auth, Vonage\n\nclient = Vonage(Auth(api_key=\"{hx(8)}\", api_secret=\"{s}\"))\n"
         f"client.sms.send(SmsMessage(to=parent_phone, from_=\"BrightPath\", text=\"Lesson in 1 hour\"))\n")
    return "name-context", t, [s]


def t_es_tutor():
    pw = anypw()
    t = f"Hola Lucía, para cobrar tus clases entra en el panel de tutores con tu correo y la contraseña provisional {pw}. Cámbiala al entrar."
    return "name-context", t, [pw]


def t_pt_pix():
    tok = uid()
    t = (f"Pessoal, o token da API do banco para os repasses via Pix aos tutores é {tok} — a chave Pix da empresa é "
         f"financeiro@{DOMAIN} (essa pode divulgar).")
    return "name-context", t, [tok]


def t_hi_chat():
    pw = one([wpw(), legacy()])
    t = f"Rohan, tutor dashboard ka password {pw} hai, payout report download karke mujhe bhej do. धन्यवाद!"
    return "name-context", t, [pw]


def t_ko_chat():
    pw = one([wpw(), anypw()])
    t = f"화상 수업 관리자 계정 비밀번호는 {pw} 입니다. 수업 끝나면 바꿔 주세요."
    return "name-context", t, [pw]


def t_fr_mail():
    pw = anypw()
    t = (f"Objet : accès au tableau blanc\n\nBonjour,\nle compte administrateur de la plateforme de cours (admin@{DOMAIN}) "
         f"a pour mot de passe {pw}. Merci de ne pas le partager avec les tuteurs.\n")
    return "name-context", t, [pw]


def t_board_room_pw():
    pw = one([pin(6), legacy(), phrase()])
    t = one([f"Room password for the exam-prep group board: {pw} (students get it from the tutor at the start)",
             f"BitPaper / group whiteboard 'GCSE Chem Sat': room password {pw}"])
    return "name-context", t, [pw]


def t_host_key():
    p = pin(6)
    t = f"Zoom host key for the shared tutoring account: {p} — claim host if the tutor drops."
    return "name-context", t, [p]


def t_hook_payouts():
    tok, k = uid(), al(48)
    content = f"payouts:\n  provider: wise\n  wise_token: {tok}\n  tipalti:\n    api_key: {k}\n  min_payout_gbp: 20\n"
    return "name-context", hook_read(f"/srv/{PROJ}/config/payouts.yml", content), [tok, k]


def t_hook_prompt():
    s = al(43)
    return "name-context", hook_prompt(f"classroom joins fail with 401. livekit secret on the server is {s} — can you check the token service uses the same one?"), [s]


def t_coturn():
    pw = urlpw()
    t = one([f"# /etc/turnserver.conf\nlistening-port=3478\nrealm=turn.{DOMAIN}\nuser=brightpath:{pw}\nlt-cred-mech\n",
             f"iceServers: [{{ urls: 'turn:turn.{DOMAIN}:3478', username: 'brightpath', credential: '{pw}' }}]\n"])
    return "name-context", t, [pw]


def t_static_auth():
    s = hx(64)
    t = f"# /etc/turnserver.conf\nuse-auth-secret\nstatic-auth-secret={s}\nrealm=turn.{DOMAIN}\n"
    return "name-context", t, [s]


def t_lti_json():
    block, line = g.pem("PRIVATE KEY")
    t = json.dumps({"issuer": "https://canvas.instructure.com", "client_id": str(r.randint(10**16, 10**17)),
                    "deployment_id": f"{r.randint(1, 99)}:{hx(40)}", "private_key": block}, indent=2) + "\n"
    return "self-identifying", t, [line]


DOMAIN_SECRET = [t_zoom_env, t_zoom_token_curl, t_zoom_pwd_link, t_agora_token_server, t_twilio_video, t_daily,
                 t_excalidraw, t_liveblocks, t_stripe_connect, t_paypal, t_wise, t_tipalti, t_calcom, t_gcal_refresh,
                 t_supabase_service, t_parent_ticket, t_de_student, t_livekit, t_openai, t_checkr, t_bbb, t_jitsi,
                 t_jitsi_url, t_vonage, t_es_tutor, t_pt_pix, t_hi_chat, t_ko_chat, t_fr_mail, t_board_room_pw,
                 t_host_key, t_hook_payouts, t_hook_prompt, t_coturn, t_static_auth, t_lti_json]


# ---- clean -------------------------------------------------------------------------------------------------------
def tc_sessions():
    return json.dumps({"session_id": c.uuid(), "tutor_id": c.r.randint(1000, 99999), "student_id": c.r.randint(1000, 99999),
                       "zoom_meeting_id": int(f"{c.r.randint(800, 999)}{c.r.randint(10**7, 10**8 - 1)}"),
                       "starts_at": ts(), "subject": c.pick(["Algebra II", "GCSE Chemistry", "SAT Reading", "IB Physics"])}) + "\n"


def tc_agora_client():
    return (f"// client bundle\nconst client = AgoraRTC.createClient({{ mode: 'rtc', codec: 'vp8' }});\n"
            f"await client.join('{c.hexs(32)}', 'lesson-{c.r.randint(1000, 9999)}', await fetchToken(), null);\n")


def tc_payout_csv():
    return "batch_id,tutor_id,stripe_account,amount_gbp,status\n" + "\n".join(
        f"po_{c.s(B62, 24)},{c.r.randint(1000, 9999)},acct_{c.s(B62, 16)},{c.r.randint(20, 900)}.{c.r.randint(0, 99):02d},paid" for _ in range(3)) + "\n"


def tc_liveblocks_pub():
    return f"NEXT_PUBLIC_LIVEBLOCKS_PUBLIC_KEY=pk_prod_{c.s(URLSAFE, 64)}\nLIVEBLOCKS_SECRET_KEY=${{LIVEBLOCKS_SECRET_KEY}}\n"


def tc_lti_config():
    return json.dumps({"title": "BrightPath Tutoring", "oidc_initiation_url": f"https://lti.{DOMAIN}/login",
                       "target_link_uri": f"https://lti.{DOMAIN}/launch", "client_id": str(c.r.randint(10**16, 10**17)),
                       "deployment_id": f"{c.r.randint(1, 99)}:{c.hexs(40)}", "public_jwk_url": f"https://lti.{DOMAIN}/.well-known/jwks.json"}, indent=1) + "\n"


def tc_pix():
    return f"Chave Pix para pagamentos: financeiro@{DOMAIN} · CNPJ {c.r.randint(10, 99)}.{c.r.randint(100, 999)}.{c.r.randint(100, 999)}/0001-{c.r.randint(10, 99)} · pedido {c.uuid()}\n"


def tc_ics():
    return (f"BEGIN:VEVENT\nUID:{c.uuid()}@{DOMAIN}\nDTSTART:2026{c.r.randint(1, 11):02d}{c.r.randint(1, 28):02d}T170000Z\n"
            f"SUMMARY:Tutoring – {c.pick(['Algebra', 'Chemistry', 'French'])}\nLOCATION:https://zoom.us/j/{c.r.randint(800, 999)}{c.r.randint(10**7, 10**8 - 1)}\nEND:VEVENT\n")


def tc_board_export():
    return json.dumps({"board_id": c.uuid(), "elements": c.r.randint(10, 400), "version": c.r.randint(1, 90),
                       "thumbnail_sha256": c.sha256(), "exported_by": c.r.randint(1000, 9999)}) + "\n"


def tc_zoom_webhook():
    return json.dumps({"event": "meeting.ended", "event_ts": 1764900000000 + c.r.randint(0, 10**6),
                       "payload": {"account_id": c.s(URLSAFE, 22), "object": {"uuid": c.s(B62, 22) + "==",
                                                                              "id": f"{c.r.randint(800, 999)}{c.r.randint(10**7, 10**8 - 1)}", "duration": c.r.randint(30, 90)}}}) + "\n"


def tc_bbb_checksum_doc():
    return f"api/getMeetings checksum example (sha1 of the call, not the secret): {c.sha1()} — meetingID lesson-{c.r.randint(1000, 9999)}\n"


def tc_rating():
    return c.pick(["Parent review ★★★★★: \"Ana explained quadratic equations so patiently!\" (booking @N@)",
                   "Avaliação: \"O professor foi ótimo, meu filho melhorou muito em matemática\" — aula @N@",
                   "Bewertung: „Sehr geduldig, Hausaufgaben jetzt kein Drama mehr“ (Sitzung @N@)"]).replace("@N@", str(c.r.randint(1000, 99999)))


DOMAIN_CLEAN = [tc_sessions, tc_agora_client, tc_payout_csv, tc_liveblocks_pub, tc_lti_config, tc_pix, tc_ics,
                tc_board_export, tc_zoom_webhook, tc_bbb_checksum_doc, tc_rating]

if __name__ == "__main__":
    build(DOMAIN_SECRET + COMMON, DOMAIN_CLEAN + COMMON_CLEAN)
