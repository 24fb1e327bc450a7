import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

LOW = string.ascii_lowercase
DIG = string.digits


class W:
    """Collects records; values helpers on top of _tokens.Gen."""

    def __init__(self, family, seed):
        self.fam = family
        self.g = Gen(seed)
        self.r = self.g.r
        self.sec = []
        self.clean = []

    # -- value helpers
    def pick(self, seq):
        return self.r.choice(seq)

    def pin(self, n=None):
        n = n or self.pick([4, 4, 5, 6])
        v = str(self.r.randint(1, 9)) + "".join(self.r.choice(DIG) for _ in range(n - 1))
        return v

    def word_pw(self, words):
        return self.pick(words) + str(self.r.randint(2, 9999)) + self.pick(["!", "#", "$", "", "@", "*", "%"])

    def legacy_pw(self, prefixes):
        return self.pick(prefixes) + self.g.s(LOW, self.r.randint(2, 3)) + str(self.r.randint(1, 999))

    def phrase(self, words):
        sep = self.pick(["-", ".", "_"])
        return sep.join(self.r.sample(words, 3)) + sep + str(self.r.randint(10, 99))

    def pw(self):
        return self.g.pw()

    def ip(self, net="10.20"):
        return f"{net}.{self.r.randint(0, 30)}.{self.r.randint(2, 250)}"

    def ts(self):
        return f"2026-{self.r.randint(1, 11):02d}-{self.r.randint(1, 28):02d}T{self.r.randint(0, 23):02d}:{self.r.randint(0, 59):02d}:{self.r.randint(0, 59):02d}Z"

    def basic(self, user, pw):
        import base64
        return base64.b64encode(f"{user}:{pw}".encode()).decode()

    # -- records
    def add(self, cls, text, *vals):
        self.sec.append((cls, text, list(vals)))

    def c(self, text):
        # a clean text must hold no listed value (short PINs can collide with random digits): drop and redraw
        if not hasattr(self, "_vals"):
            self._vals = {v for _, _, vs in self.sec for v in vs}
        if any(v in text for v in self._vals):
            self.dropped = getattr(self, "dropped", 0) + 1
            return
        self.clean.append(text)

    def hook(self, path, content, tool="Read"):
        return json.dumps({"session_id": self.g.uuid(), "transcript_path": f"/home/dev/.claude/projects/{self.fam}/{self.g.uuid()}.jsonl",
                           "hook_event_name": "PostToolUse", "tool_name": tool, "tool_input": {"file_path": path},
                           "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                      "numLines": content.count("\n") + 1}}}, ensure_ascii=False)

    def bash_hook(self, cmd, out):
        return json.dumps({"session_id": self.g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                           "tool_input": {"command": cmd, "description": "inspect config"},
                           "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)

    def write(self):
        fam = self.fam
        allvals = set()
        with open(HERE / f"{fam}_secrets.jsonl", "w", encoding="utf-8") as f:
            for i, (cls, text, vals) in enumerate(self.sec, 1):
                assert cls in ("self-identifying", "name-context", "structural"), cls
                assert vals
                for v in vals:
                    assert v and v in text, (fam, i, v, text)
                    allvals.add(v)
                f.write(json.dumps({"id": f"{fam}-{i}", "family": fam, "class": cls, "text": text,
                                    "secrets": vals}, ensure_ascii=False) + "\n")
        assert len(self.clean) == 100, len(self.clean)
        with open(HERE / f"{fam}_clean.jsonl", "w", encoding="utf-8") as f:
            for i, text in enumerate(self.clean, 1):
                for v in allvals:
                    assert v not in text, (fam, i, v)
                f.write(json.dumps({"id": f"{fam}-c{i}", "family": fam, "text": text}, ensure_ascii=False) + "\n")
        nvals = sum(len(v) for _, _, v in self.sec)
        print(f"{fam}: {len(self.sec)} secret records, {nvals} values, {len(self.clean)} clean, "
              f"{len(set(self.clean))} distinct clean")


# ---------------------------------------------------------------- generic templates shared in shape
def generic_secret(w, D, k):
    """Generic places, parametrised by the domain dict D. k selects the template."""
    g, r = w.g, w.r
    host = w.pick(D["hosts"])
    db = w.pick(D["dbs"])
    user = w.pick(D["users"])
    n = k % 24
    if n == 0:
        pw = w.pw()
        w.add("structural", f"Traceback (most recent call last):\n  File \"/srv/{D['app']}/sync.py\", line 88, in <module>\n    conn = psycopg2.connect(DSN)\n  File \"/usr/lib/python3/dist-packages/psycopg2/__init__.py\", line 122, in connect\n    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\npsycopg2.OperationalError: connection to server at \"{host}\" failed: FATAL:  password authentication failed for user \"{user}\"\n  (DSN was postgresql://{user}:{pw}@{host}:5432/{db}?sslmode=require)", pw)
    elif n == 1:
        pw, tok = w.pw(), g.s(B62, 32)
        env = f"# {D['app']} .env\nNODE_ENV=production\nDB_HOST={host}\nDB_USER={user}\nDB_PASS={pw}\n{D['envkey']}={tok}\nLOG_LEVEL=info\n"
        w.add("name-context", w.hook(f"/srv/{D['app']}/.env", env), pw, tok)
    elif n == 2:
        pw = w.pw()
        w.add("name-context", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {D['app']}-db\n  namespace: {D['ns']}\ntype: Opaque\nstringData:\n  POSTGRES_USER: {user}\n  POSTGRES_PASSWORD: \"{pw}\"\n  POSTGRES_DB: {db}\n", pw)
    elif n == 3:
        pw = w.pw()
        w.add("name-context", f"services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_DATABASE: {db}\n      MARIADB_USER: {user}\n      MARIADB_PASSWORD: {pw}\n      MARIADB_ROOT_PASSWORD: {pw}x\n    volumes:\n      - ./data:/var/lib/mysql\n", pw, pw + "x")
    elif n == 4:
        tok = g.s(B62, 40)
        w.add("name-context", f"variable \"{D['tfvar']}\" {{\n  type        = string\n  description = \"used by the {D['app']} lambda\"\n  sensitive   = true\n  default     = \"{tok}\"\n}}\n", tok)
    elif n == 5:
        old, new = g.s(B62, 24), g.s(B62, 24)
        w.add("name-context", f"diff --git a/config/{D['app']}.yml b/config/{D['app']}.yml\nindex {g.hexs(7)}..{g.hexs(7)} 100644\n--- a/config/{D['app']}.yml\n+++ b/config/{D['app']}.yml\n@@ -12,7 +12,7 @@ upstream:\n   base_url: https://{host}/api\n   timeout: 30\n-  api_secret: {old}\n+  api_secret: {new}\n   retries: 3\n", old, new)
    elif n == 6:
        pw = w.pw()
        b = w.basic(user, pw)
        w.add("structural", f"{w.ts()} DEBUG urllib3.connectionpool https://{host}:443 \"GET /api/v1/status HTTP/1.1\" 401 0\n{w.ts()} DEBUG send: b'GET /api/v1/status HTTP/1.1\\r\\nHost: {host}\\r\\nAuthorization: Basic {b}\\r\\nAccept: */*\\r\\n\\r\\n'", b)
    elif n == 7:
        pw = w.pw()
        w.add("structural", f"# m h dom mon dow command\n15 3 * * * curl -fsS -u {user}:{pw} https://{host}/export/nightly.csv -o /var/backups/{D['app']}-$(date +\\%F).csv\n", pw)
    elif n == 8:
        pw = w.pw()
        w.add("structural", f"$ mysql -h {host} -u {user} -p'{pw}' {db} -e 'select count(*) from {D['table']}'\n+----------+\n| count(*) |\n+----------+\n|     {r.randint(100, 9999)} |\n+----------+", pw)
    elif n == 9:
        pw = g.s(B62, 20)
        w.add("structural", f"CELERY_BROKER_URL = \"redis://:{pw}@{host}:6379/0\"  # queue for {D['app']} jobs", pw)
    elif n == 10:
        pw = w.pw()
        w.add("name-context", f"[{D['group']}]\n{host} ansible_user={user} ansible_ssh_pass={pw} ansible_become_pass={pw}\n", pw)
    elif n == 11:
        pw = w.pw()
        w.add("name-context", f"$secure = ConvertTo-SecureString \"{pw}\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential(\"{D['winuser']}\", $secure)\nInvoke-Command -ComputerName {D['winhost']} -Credential $cred -ScriptBlock {{ Restart-Service {D['winsvc']} }}", pw)
    elif n == 12:
        hook = g.slack_webhook()
        w.add("structural", f"SLACK_ALERT_URL={hook}\n# posts {D['alert']} to #ops", hook.rsplit('/', 1)[1])
    elif n == 13:
        sg = g.sendgrid()
        w.add("self-identifying", f"import sendgrid\nsg = sendgrid.SendGridAPIClient(api_key=\"{sg}\")  # TODO move to env before merging\n", sg)
    elif n == 14:
        ak, sk = g.aws_akid(), g.aws_secret()
        w.add("self-identifying", f"[profile {D['app']}-uploads]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = eu-west-1\n", ak, sk)
    elif n == 15:
        block, line = g.pem("PRIVATE KEY")
        sa = json.dumps({"type": "service_account", "project_id": f"{D['app']}-{r.randint(100, 999)}", "private_key_id": g.hexs(40),
                         "private_key": block + "\n", "client_email": f"sync@{D['app']}.iam.gserviceaccount.com", "client_id": str(r.randint(10**20, 10**21))}, indent=2)
        w.add("self-identifying", sa, line)
    elif n == 16:
        j = g.jwt()
        w.add("self-identifying", f"{w.ip('172.16')} - - [04/Dec/2026:09:{r.randint(10, 59)}:{r.randint(10, 59)} +0000] \"GET /api/{D['table']}?page=2 HTTP/1.1\" 200 5121 \"-\" \"okhttp/4.12.0\" auth=\"Bearer {j}\"", j)
    elif n == 17:
        t = g.telegram()
        w.add("self-identifying", f"# alert bot for {D['alert']}\nTELEGRAM_BOT_TOKEN={t}\nTELEGRAM_CHAT_ID=-100{r.randint(10**9, 10**10)}", t)
    elif n == 18:
        pw = w.pw()
        w.add("name-context", json.dumps({"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {},
                                            "source": [f"import requests, pandas as pd\n", f"API_PASSWORD = \"{pw}\"\n",
                                                       f"s = requests.Session(); s.auth = (\"{user}\", API_PASSWORD)\n",
                                                       f"df = pd.DataFrame(s.get(\"https://{host}/api/{D['table']}\").json())"],
                                            "outputs": []}, indent=1), pw)
    elif n == 19:
        lbl, tok, mark = g.self_identifying()
        w.add("self-identifying", f"run: |\n  echo \"deploying {D['app']}\"\n  export {lbl.upper()}_TOKEN={tok}\n  ./scripts/deploy.sh --env prod", mark)
    elif n == 20:
        pw = w.pw()
        w.add("name-context", w.bash_hook(f"cat /etc/{D['app']}/{D['app']}.conf", f"[server]\nlisten = 0.0.0.0:8080\n[database]\nhost = {host}\nuser = {user}\npassword = {pw}\n[log]\nlevel = warn"), pw)
    elif n == 21:
        pw = w.pw()
        w.add("structural", f"ConnectionStrings__Default=\"Server={host};Database={db};User Id={user};Password={pw};TrustServerCertificate=True\"", pw)
    elif n == 22:
        pw = w.pw()
        w.add("structural", f"spring.datasource.url=jdbc:postgresql://{host}:5432/{db}\nspring.datasource.username={user}\nspring.datasource.password={pw}\n", pw)
    else:
        tok = g.gh_classic()
        w.add("self-identifying", f"$ git remote -v\norigin\thttps://{user}:{tok}@github.com/{D['org']}/{D['app']}.git (fetch)\norigin\thttps://{user}:{tok}@github.com/{D['org']}/{D['app']}.git (push)", tok)


def generic_clean(w, D, k):
    g, r = w.g, w.r
    host = w.pick(D["hosts"])
    n = k % 22
    if n == 0:
        w.c(f"# {D['app']} .env.example — copy to .env and fill in\nDB_HOST={host}\nDB_USER=<db-user>\nDB_PASS=<your-password>\n{D['envkey']}=${{{D['envkey']}}}\nSTRIPE_SECRET_KEY=sk_live_...\nADMIN_PASSWORD=changeme\n")
    elif n == 1:
        w.c(f"import os\n\nAPI_SECRET = os.environ[\"{D['envkey']}\"]\nDB_PASS = os.getenv(\"DB_PASS\")\nif not DB_PASS:\n    raise SystemExit(\"DB_PASS is not set; see the runbook\")\n")
    elif n == 2:
        w.c(f"env:\n  - name: DB_PASS\n    valueFrom:\n      secretKeyRef:\n        name: {D['app']}-db\n        key: password\n  - name: {D['envkey']}\n    valueFrom:\n      secretKeyRef: {{name: {D['app']}-api, key: token}}\nimage: registry.example.com/{D['app']}@sha256:{g.sha256()}")
    elif n == 3:
        w.c(f"commit {g.sha1()}\nAuthor: {w.pick(D['people'])} <{w.pick(D['users'])}@{D['org']}.example>\nDate:   Thu Dec 3 1{r.randint(0, 9)}:{r.randint(10, 59)}:02 2026 +0100\n\n    {D['app']}: read the API secret from the environment instead of config (rotate the old one)\n\ncommit {g.sha1()}\n    bump deps")
    elif n == 4:
        w.c(f"steps:\n  - uses: actions/checkout@v4\n  - run: ./deploy.sh\n    env:\n      {D['envkey']}: ${{{{ secrets.{D['envkey']} }}}}\n      DB_PASS: ${{{{ secrets.DB_PASS }}}}\n")
    elif n == 5:
        w.c(json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                        "tool_input": {"command": f"ls -la /srv/{D['app']}"},
                        "tool_response": {"stdout": f"total 48\n-rw-r----- 1 app app  412 Dec  3 .env\n-rw-r--r-- 1 app app 1204 Dec  3 docker-compose.yml\ndrwxr-xr-x 4 app app 4096 Dec  3 src", "stderr": ""}}))
    elif n == 6:
        w.c(f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} {w.pick(D['users'])}@{D['app']}-laptop")
    elif n == 7:
        w.c(f"$ sha256sum {D['artifact']}\n{g.sha256()}  {D['artifact']}\n$ md5sum {D['artifact']}\n{g.hexs(32)}  {D['artifact']}")
    elif n == 8:
        w.c(f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(18)}\n-----END PUBLIC KEY-----\n(webhook signature verification key for {D['app']}; safe to commit)")
    elif n == 9:
        w.c(f"Rotation note: the {D['app']} API secret lives in Vault at secret/{D['ns']}/{D['app']}; nobody should paste it into tickets or chat. Ask #ops for access, the password policy requires 16+ characters.")
    elif n == 10:
        w.c(f"{w.ts()} INFO request_id={g.uuid()} trace={g.hexs(32)} span={g.hexs(16)} GET /api/{D['table']} 200 {r.randint(5, 400)}ms user={w.pick(D['users'])}")
    elif n == 11:
        w.c(f"[Unit]\nDescription={D['app']} worker\n[Service]\nEnvironmentFile=/etc/{D['app']}/env\nExecStart=/usr/local/bin/{D['app']} --config /etc/{D['app']}/config.yml\nRestart=always\n")
    elif n == 12:
        w.c(f"resource \"aws_secretsmanager_secret\" \"{D['tfvar']}\" {{\n  name = \"{D['ns']}/{D['tfvar']}\"\n}}\n\ndata \"aws_secretsmanager_secret_version\" \"cur\" {{\n  secret_id = aws_secretsmanager_secret.{D['tfvar']}.id\n}}\n")
    elif n == 13:
        w.c(f"\"integrity\": \"sha512-{g.b64(64)}\",\n\"resolved\": \"https://registry.npmjs.org/mqtt/-/mqtt-5.10.1.tgz\"")
    elif n == 14:
        w.c(f"{w.ts()} WARN auth failed for user={w.pick(D['users'])} from {w.ip('192.168')} (password=*****, reason=bad_credentials) attempts=3")
    elif n == 15:
        w.c(f"diff --git a/.env.example b/.env.example\n--- a/.env.example\n+++ b/.env.example\n@@ -3,2 +3,3 @@\n DB_USER=app\n-DB_PASS=\n+DB_PASS=<set-in-vault>\n+{D['envkey']}=<your-key>\n")
    elif n == 16:
        w.c(f"data:image/png;base64,{g.b64(r.randint(60, 120))}")
    elif n == 17:
        w.c(f"TLS certificate for {host}\n  Serial: {':'.join(g.hexs(2).upper() for _ in range(16))}\n  SHA-256 fingerprint: {':'.join(g.hexs(2).upper() for _ in range(32))}\n  Not after: 2027-0{r.randint(1, 9)}-1{r.randint(0, 9)}")
    elif n == 18:
        w.c(f"$ docker inspect {D['app']}-api --format '{{{{.Image}}}}'\nsha256:{g.sha256()}\n$ docker ps --format '{{{{.ID}}}} {{{{.Names}}}}'\n{g.hexs(12)} {D['app']}-api\n{g.hexs(12)} {D['app']}-db")
    elif n == 19:
        w.c(f"$ mosquitto_pub -h {host} -u \"$MQTT_USER\" -P \"$MQTT_PASSWORD\" -t status/ping -m '{{\"ok\":true}}'")
    elif n == 20:
        w.c(f"PR #{r.randint(100, 900)}: move {D['app']} credentials out of config.yml. Secrets now come from `{D['envkey']}` and `DB_PASS`; the old values were rotated on {w.ts()[:10]} and are dead. No secret is in this diff.")
    else:
        w.c(f"{{\"id\": \"{g.uuid()}\", \"object\": \"event\", \"created\": {1764000000 + r.randint(0, 9999999)}, \"checksum\": \"{g.hexs(40)}\", \"etag\": \"W/\\\"{g.hexs(16)}\\\"\"}}")


# ---------------------------------------------------------------- elevators
FAM = "elevators"
D = {"app": "liftwatch", "hosts": ["liftwatch-db.upliftservice.local", "gw-mon.upliftservice.io", "10.77.3.14", "inspect.upliftservice.internal", "api.liftwatch.eu"],
     "dbs": ["liftwatch", "inspections", "callcentre"], "users": ["liftwatch", "tech_app", "inspect_sync", "dispatch", "gwadmin"],
     "envkey": "LIFTWATCH_API_SECRET", "ns": "service", "tfvar": "gateway_shared_secret", "table": "callouts",
     "group": "gateways", "winuser": "DISPATCH\\svc_calls", "winhost": "DISPATCH-01", "winsvc": "AlarmReceiver",
     "alert": "entrapment alarms", "org": "uplift-service", "people": ["Marta Kowalczyk", "Dev Patel", "Jean-Luc Moreau"],
     "artifact": "lw-gateway-fw-4.2.0.bin"}
WORDS = ["Lift", "Hoist", "Shaft", "Cabin", "Escalator", "Landing", "Pulley", "Otis", "Kone", "Aufzug", "Ascenseur", "Winda", "Car", "Pit"]
PHR = ["cable", "landing", "pulley", "counterweight", "shaft", "door", "brake", "governor", "sheave", "rail", "buffer", "pit"]
BLDGS = ["Harbour Tower", "Kingsway House", "Rathaus Nord", "Tour Lumière", "St Mary's Hospital", "Galeria Wschód", "Metro Station B", "Parkside Mall"]


def dom_secret(w, k):
    g, r = w.g, w.r
    b = w.pick(BLDGS)
    unit = f"L{r.randint(1, 12)}"
    reg = f"UK{r.randint(100000, 999999)}"
    n = k % 40
    if n == 0:
        sec = g.s(B62, 32)
        w.add("name-context", f"# /etc/liftwatch/gateway.yaml – {b} {unit}\nsite_id: {r.randint(10000, 99999)}\ncontroller:\n  port: /dev/ttyS1\n  protocol: serial-monitor\nuplink:\n  endpoint: mqtts://gw-mon.upliftservice.io:8883\n  device_id: gw-{g.hexs(8)}\n  shared_secret: {sec}\n", sec)
    elif n == 1:
        pin = w.pin(4)
        w.add("name-context", f"Emergency phone programming ({b} {unit}): call the unit, wait for the tone, enter programming code {pin} then #, then 01 + receiving centre number + #. SIM PIN is disabled.", pin)
    elif n == 2:
        simpin, puk = w.pin(4), w.pin(8)
        w.add("name-context", f"SIM for autodialler {unit} @ {b}\nICCID 8944{r.randint(10**14, 10**15 - 1)}\nPIN {simpin}\nPUK {puk}\n(phone reports 'SIM locked' after a power cut)", simpin, puk)
    elif n == 3:
        code = w.pin(w.pick([4, 6]))
        w.add("name-context", f"Service tool access – MCP controller at {b}: menu 5 > Access, level 2 password {code}. Level 3 is only for the modernisation team.", code)
    elif n == 4:
        pw = w.word_pw(WORDS)
        w.add("structural", f"$ curl -u service:{pw} http://10.77.{r.randint(1, 9)}.{r.randint(10, 99)}/cgi-bin/faultlog.cgi?car={unit}\nF{r.randint(100, 999)} DOOR LOCK OPEN IN MOTION  {w.ts()}\nF{r.randint(100, 999)} LEVELLING FAULT  {w.ts()}", pw)
    elif n == 5:
        pw = w.pw()
        w.add("name-context", f"# technician app (Flutter) – lib/env.dart\nconst apiBase = 'https://api.liftwatch.eu/v3';\nconst techAppSecret = '{pw}';\nconst mapsStyle = 'light';", pw)
    elif n == 6:
        tok = g.s(B62, 40)
        w.add("structural", f"POST /v3/callouts/{r.randint(100000, 999999)}/close HTTP/1.1\nHost: api.liftwatch.eu\nAuthorization: Bearer {tok}\nContent-Type: application/json\n\n{{\"fault\": \"door operator\", \"parts\": [\"belt\"], \"technician\": \"T-{r.randint(100, 999)}\"}}", tok)
    elif n == 7:
        pw = w.legacy_pw(["lift", "kone", "otis", "gw"])
        w.add("name-context", f"[modem]\napn = m2m.provider.net\napn_user = liftm2m\napn_pass = {pw}\n[watchdog]\nreboot_after_min = 30\n", pw)
    elif n == 8:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"Ticket #{r.randint(20000, 90000)} – Aufzug {unit}, {b}\nFernüberwachung offline seit Montag. Router-Login: admin / Passwort {pw}. Bitte prüfen, ob die SIM noch Datenvolumen hat.", pw)
    elif n == 9:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"Bonjour à tous, pour l'outil de maintenance de l'ascenseur {unit} ({b}) le mot de passe technicien est {pw}. Merci de ne pas le noter sur le tableau de la machinerie.", pw)
    elif n == 10:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"Cześć, hasło do panelu monitoringu wind w {b}: {pw}. Login: serwis.pl. Zmień po pierwszym logowaniu.", pw)
    elif n == 11:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"【保守】{b} のエレベーター遠隔監視ゲートウェイ 管理者パスワード：{pw}（点検後に変更予定）", pw)
    elif n == 12:
        pw = w.phrase(PHR)
        w.add("name-context", f"Hola, la contraseña del portal de inspecciones (OCA) para los ascensores de {b} es {pw}. Caduca en marzo.", pw)
    elif n == 13:
        key = g.s(B62, 32)
        w.add("structural", f"GET /api/v1/equipment/{reg}/status?api_key={key} HTTP/1.1\nHost: monitoring.liftnet.example\nAccept: application/json", key)
    elif n == 14:
        pw = w.pw()
        w.add("structural", f"BACNET_GATEWAY_URL=https://bms:{pw}@bms-gw.{b.lower().replace(' ', '').replace(chr(39), '')}.local/api/points  # lift status to the BMS", pw)
    elif n == 15:
        pw = w.legacy_pw(["dispatch", "alarm", "call"])
        w.add("name-context", f"<ReceiverConfig>\n  <Line id=\"1\" protocol=\"P100\" />\n  <Database server=\"DISPATCH-01\\SQLEXPRESS\" user=\"alarmrx\" password=\"{pw}\" />\n  <Forward url=\"https://api.liftwatch.eu/v3/alarms\" />\n</ReceiverConfig>", pw)
    elif n == 16:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"ssh tech@10.77.3.{r.randint(10, 90)}  # gateway in motor room, pw {pw}\n$ systemctl status liftwatch-agent\n● liftwatch-agent.service - LiftWatch monitoring agent\n   Active: active (running)", pw)
    elif n == 17:
        tok = g.s(B62, 48)
        w.add("name-context", f"// InspectionSync.cs\nprivate const string InspectorPortalToken = \"{tok}\";\npublic async Task UploadReport(string equipmentId, Stream pdf) {{ /* ... */ }}", tok)
    elif n == 18:
        sec = g.s(B62 + "-_", 40)
        w.add("structural", f"curl -X POST https://login.techapp.example/oauth2/token -d 'grant_type=client_credentials&client_id=tech-mobile-backend&client_secret={sec}&scope=workorders.write'", sec)
    elif n == 19:
        code = w.pin(4)
        w.add("name-context", f"Handover – {b}\n- {unit} out of service, rope inspection Thursday\n- Motor room keysafe code: {code}\n- Fireman's switch key is in the FM office", code)
    elif n == 20:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"Escalator E{r.randint(1, 6)} controller (inverter) parameter lock: P0003=3, password {pw}. Without it the comb-plate contact can't be reset from the HMI.", pw)
    elif n == 21:
        pw = g.s(B62, 18)
        w.add("structural", f"mosquitto_pub -h gw-mon.upliftservice.io -p 8883 --cafile ca.pem -u gw-{g.hexs(6)} -P {pw} -t lifts/{reg}/heartbeat -m ok", pw)
    elif n == 22:
        pw = w.pw()
        w.add("structural", f"Inspection records export\n| portal | account | password |\n|---|---|---|\n| HSE LOLER uploads | inspections@upliftservice.co.uk | {pw} |\n| insurer portal | (SSO) | – |", pw)
    elif n == 23:
        sec = g.s(B62, 64)
        w.add("name-context", f"# settings.py (dispatch web)\nDEBUG = False\nALLOWED_HOSTS = ['dispatch.upliftservice.io']\nSECRET_KEY = '{sec}'", sec)
    elif n == 24:
        pw = w.word_pw(WORDS)
        w.add("name-context", w.bash_hook("grep -i pass /opt/liftwatch/agent.conf", f"agent.conf:12:mqtt_password={pw}\nagent.conf:19:# password for local web ui is in vault"), pw)
    elif n == 25:
        key = g.b64(32)
        w.add("name-context", f"HostName=lift-iot.azure-devices.net\nDeviceId={reg.lower()}\n# primary key for the remote monitoring device\nPrimaryKey={key}", key)
    elif n == 26:
        ak, sk = g.aws_akid(), g.aws_secret()
        w.add("self-identifying", f"$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile            liftwatch-s3              manual    --profile\naccess_key     ****************{ak[-4:]} shared-credentials-file\n$ cat ~/.aws/credentials\n[liftwatch-s3]\naws_access_key_id={ak}\naws_secret_access_key={sk}", ak, sk)
    elif n == 27:
        pw = w.legacy_pw(["Lift", "Aufzug"])
        w.add("structural", f"net use \\\\DISPATCH-01\\reports /user:DISPATCH\\inspect {pw}\nThe command completed successfully.", pw)
    elif n == 28:
        pw = w.pw()
        w.add("name-context", f"$ liftwatch-cli gateway register --serial GW{r.randint(100000, 999999)} --site {r.randint(10000, 99999)} --enrol-password {pw}\nregistered gw-{g.hexs(8)} (firmware 4.2.0)", pw)
    elif n == 29:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"电梯远程监控平台 维保账号：weibao01 密码：{pw} ，年检前请上传检验报告。", pw)
    elif n == 30:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"Ciao, per il portale verifiche periodiche degli impianti in {b} la password è {pw}. Utente: manutenzione.nord", pw)
    elif n == 31:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"Hej! Lösenordet till hissövervakningen i {b} är {pw}, användare servicetekniker. Byt det efter besiktningen.", pw)
    elif n == 32:
        tok = g.s(URLSAFE, 43)
        w.add("structural", f"[tech-app] {w.ts()} GET https://api.liftwatch.eu/v3/workorders?assigned=me&access_token={tok} -> 200 (14 items)", tok)
    elif n == 33:
        pw = w.pw()
        w.add("name-context", f"const mqtt = require('mqtt');\nconst client = mqtt.connect('mqtts://gw-mon.upliftservice.io:8883', {{\n  username: 'dashboard',\n  password: '{pw}',\n  rejectUnauthorized: true,\n}});", pw)
    elif n == 34:
        key = g.hexs(32)
        w.add("name-context", f"voice:\n  provider: twilio\n  account_sid: AC{g.hexs(32)}\n  auth_token: {key}\n  # entrapment calls are recorded and sent to dispatch", key)
    elif n == 35:
        pw = w.legacy_pw(["sip", "phone", "lift"])
        w.add("name-context", f"; emergency phone SIP account (VoIP retrofit, {b})\n[account]\nregistrar=sip.voip-alarm.example\nusername=lift{r.randint(1000, 9999)}\nsecret={pw}\n", pw)
    elif n == 36:
        pw = w.word_pw(WORDS)
        w.add("structural", f"from ftplib import FTP\nftp = FTP('10.77.2.{r.randint(10, 90)}')\nftp.login('service', '{pw}')  # controller event log download\nftp.retrbinary('RETR events.csv', open('events.csv', 'wb').write)", pw)
    elif n == 37:
        code = w.pin(6)
        w.add("name-context", f"Hi Dev, the escalator at {b} needs the maintenance mode unlock code {code} from the manufacturer's hotline – it expires end of week. Ref case {r.randint(100000, 999999)}.", code)
    elif n == 38:
        pw = w.pw()
        w.add("structural", f"jdbc:sqlserver://{w.pick(D['hosts'])}:1433;databaseName=inspections;user=inspect_sync;password={pw};encrypt=true", pw)
    else:
        tok = g.s(B62, 32)
        w.add("structural", f"fetch('https://api.liftwatch.eu/v3/units/{reg}/trips', {{ headers: {{ 'X-LiftWatch-Key': '{tok}' }} }})", tok)


def dom_clean(w, k):
    g, r = w.g, w.r
    b = w.pick(BLDGS)
    unit = f"L{r.randint(1, 12)}"
    reg = f"UK{r.randint(100000, 999999)}"
    n = k % 30
    if n == 0:
        w.c(f"equipment_id,building,type,last_inspection,next_due,result\n{reg},{b},traction,2026-0{r.randint(1, 9)}-1{r.randint(0, 9)},2027-0{r.randint(1, 9)}-1{r.randint(0, 9)},pass")
    elif n == 1:
        w.c(f"{w.ts()} gw-{g.hexs(8)} {reg} trips={r.randint(100, 900)} door_cycles={r.randint(200, 1800)} fault=none rssi=-{r.randint(60, 100)}dBm fw=4.2.0")
    elif n == 2:
        w.c(f"Fault code F{r.randint(100, 999)}: door lock contact opened while car moving. Check the landing door locks on floors 2–{r.randint(3, 12)}; no password needed, the fault resets on the next trip.")
    elif n == 3:
        w.c(f"Emergency phone test {b} {unit}: call placed {w.ts()}, answered by the receiving centre in {r.randint(3, 25)}s, voice path OK, ICCID 8944{r.randint(10**14, 10**15 - 1)}.")
    elif n == 4:
        w.c(f"LOLER thorough examination report no. {r.randint(100000, 999999)} – {b}, {unit}, SWL {r.randint(6, 21) * 75} kg, next examination within 6 months. Report hash {g.sha256()}")
    elif n == 5:
        w.c(f"Service tool access levels are set per technician in the tech app; codes are issued by the hotline per job and are never written on work orders.")
    elif n == 6:
        w.c(f"uplink:\n  endpoint: mqtts://gw-mon.upliftservice.io:8883\n  device_id: gw-{g.hexs(8)}\n  shared_secret: ${{GW_SHARED_SECRET}}\n  ca_file: /etc/liftwatch/ca.pem")
    elif n == 7:
        w.c(json.dumps({"callout_id": r.randint(100000, 999999), "equipment": reg, "reported": w.ts(), "category": "entrapment", "passengers": r.randint(1, 6), "released_by": f"T-{r.randint(100, 999)}", "minutes": r.randint(8, 60)}))
    elif n == 8:
        w.c(f"Aufzug {unit} im {b}: Prüfbescheinigung ZÜS Nr. {r.randint(10**7, 10**8 - 1)}, nächste Hauptprüfung {r.randint(1, 12):02d}/2027. Keine Mängel.")
    elif n == 9:
        w.c(f"Rapport de visite ascenseur {unit} ({b}) : graissage guides, contrôle parachute, essai téléalarme OK. N° d'appareil {reg}.")
    elif n == 10:
        w.c(f"Travel {r.randint(10, 80)} m, speed {r.randint(10, 40) / 10} m/s, controller serial {g.s(UPPER + DIG, 12)}, drive firmware checksum 0x{g.hexs(8).upper()}")
    elif n == 11:
        w.c(f"Default credentials warning: many GSM autodiallers ship with programming code 0000 or 1234 (the manufacturers' manuals print them); our commissioning checklist requires changing it on site.")
    elif n == 12:
        w.c(f"HostName=lift-iot.azure-devices.net;DeviceId={reg.lower()};SharedAccessKey=${{IOT_DEVICE_KEY}}")
    elif n == 13:
        w.c(f"Work order WO-{r.randint(100000, 999999)}: replace door operator belt, {b} {unit}; parts SKU {g.s(UPPER + DIG, 9)}; signature image sha1 {g.sha1()}")
    elif n == 14:
        w.c(f"Keysafe codes for motor rooms are held by the building managers and change monthly; ask the FM desk, don't put them in the handover.")
    elif n == 15:
        w.c(f"Escalator E{r.randint(1, 6)} step chain elongation {r.randint(0, 20) / 10} mm, comb plate OK, handrail speed deviation {r.randint(0, 20) / 10}%. Photo ids: {g.uuid()}, {g.uuid()}")
    elif n == 16:
        w.c(f"SIP registration OK: lift{r.randint(1000, 9999)}@sip.voip-alarm.example, Call-ID {g.hexs(32)}@10.77.2.{r.randint(10, 90)}, nonce=\"{g.b64(24)}\"")
    elif n == 17:
        w.c(f"BACnet points for {b}: AV1 car position, BV3 out of service, MSV2 direction; device instance {r.randint(100000, 399999)}")
    elif n == 18:
        w.c(f"tech app: token = await secureStorage.read(key: 'liftwatch_token'); if token == null -> show login. Never log the token.")
    elif n == 19:
        w.c(f"【点検記録】{b} エレベーター {unit} 定期検査 合格、検査番号 {r.randint(100000, 999999)}、次回 2027年{r.randint(1, 12)}月。")
    elif n == 20:
        w.c(f"Trip log {reg}: {w.ts()} floor {r.randint(0, 9)}→{r.randint(10, 20)} load {r.randint(0, 95)}% door time {r.randint(20, 60) / 10}s")
    elif n == 21:
        w.c(f"Protokół UDT: urządzenie {reg}, nr ewidencyjny {r.randint(10**7, 10**8 - 1)}, badanie okresowe pozytywne, data {w.ts()[:10]}.")
    elif n == 22:
        w.c(f"Firmware bundle for gateways: {D['artifact']} signed; signature (base64) {g.b64(64)}; verify with /etc/liftwatch/fw-pub.pem")
    elif n == 23:
        w.c(f"APN for the m2m SIMs is m2m.provider.net, no user/password (the operator authenticates by SIM). Leave apn_user and apn_pass empty.")
    elif n == 24:
        w.c(f"Emergency phone SIP template:\n[account]\nregistrar=sip.voip-alarm.example\nusername={{{{ phone_user }}}}\nsecret={{{{ phone_secret }}}}")
    elif n == 25:
        w.c(f"Twilio: account AC{g.hexs(32)} for entrapment call recording; TWILIO_AUTH_TOKEN comes from the dispatch host's env.")
    elif n == 26:
        w.c(f"Callout SLA report week {r.randint(1, 52)}: {r.randint(40, 200)} callouts, {r.randint(1, 12)} entrapments, median release {r.randint(12, 40)} min, report id {g.uuid()}")
    elif n == 27:
        w.c(f"Modernisation quote {b}: {r.randint(2, 6)} cars, gearless machines, destination control; quote ref Q-{r.randint(10000, 99999)}-{g.s(UPPER, 3)}")
    elif n == 28:
        w.c(f"MQTT topic tree: lifts/<reg>/heartbeat, lifts/<reg>/faults, lifts/<reg>/trips; auth per gateway with username gw-<id> and a password generated at enrolment (stored in the gateway's TPM).")
    else:
        w.c(f"Контроль лифта {unit}: журнал неисправностей пуст, последний осмотр {w.ts()[:10]}, заводской номер {r.randint(10**6, 10**7 - 1)}.")


def main():
    w = W(FAM, 6803)
    for k in range(250):
        if k % 4 == 3:
            generic_secret(w, D, k // 4)
        else:
            dom_secret(w, k - k // 4)
    gi = di = 0
    while len(w.clean) < 100:
        k = len(w.clean)
        if k % 5 in (1, 3):
            generic_clean(w, D, gi)
            gi += 1
        else:
            dom_clean(w, di)
            di += 1
    w.write()


if __name__ == "__main__":
    main()
