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


# ---------------------------------------------------------------- aquaculture
FAM = "aquaculture"
D = {"app": "pencloud", "hosts": ["fishtalk-db.nordsalm.local", "scada.hatchery.lan", "10.61.4.12", "api.pencloud.no", "lims.fishhealth.internal"],
     "dbs": ["fishtalk", "pencloud", "hatchery"], "users": ["feedctl", "pencloud", "hatch_ops", "lice_rep", "sensors"],
     "envkey": "BARENTSWATCH_CLIENT_SECRET", "ns": "farms", "tfvar": "lice_report_secret", "table": "lice_counts",
     "group": "barges", "winuser": "BARGE07\\operator", "winhost": "BARGE07-PC", "winsvc": "FeedControl",
     "alert": "low oxygen", "org": "nordsalm", "people": ["Ingrid Solberg", "Kari Nilsen", "Ruairidh MacLeod"],
     "artifact": "penlink-gw-2.8.1.img"}
WORDS = ["Laks", "Salmon", "Smolt", "Merd", "Fjord", "Hatchery", "Feed", "Barge", "Oxygen", "Tide", "Trout", "Kelp", "Orca", "Havbruk"]
PHR = ["salmon", "fjord", "smolt", "pellet", "tide", "kelp", "net", "buoy", "oyster", "mussel", "trout", "cage"]
SITES = ["Sandvik", "Hammarvika", "Loch Ailort", "Rørvik", "Calbuco", "Vestfjord", "Kvarøy", "Skjerstad"]


def dom_secret(w, k):
    g, r = w.g, w.r
    site = w.pick(SITES)
    loc = r.randint(10000, 39999)
    pen = f"M{r.randint(1, 12)}"
    n = k % 40
    if n == 0:
        sec = g.s(B62, 43)
        w.add("structural", f"curl -s -X POST https://id.barentswatch.no/connect/token \\\n  -d grant_type=client_credentials \\\n  -d client_id=nordsalm%40lusedata \\\n  -d client_secret={sec} \\\n  -d scope=api", sec)
    elif n == 1:
        block, line = g.pem("PRIVATE KEY")
        w.add("self-identifying", f"# maskinporten signing key for the lice report to Mattilsynet (locality {loc})\n{block}\n", line)
    elif n == 2:
        pw = w.word_pw(WORDS)
        w.add("structural", f"$ curl --digest -u admin:{pw} http://10.61.{r.randint(1, 9)}.{r.randint(10, 99)}/api/values?probe=O2-{pen}\n{{\"probe\":\"O2-{pen}\",\"mgl\":{r.randint(60, 110) / 10},\"temp\":{r.randint(40, 140) / 10}}}", pw)
    elif n == 3:
        pw = w.legacy_pw(["oxy", "sens", "pen"])
        w.add("name-context", f"; penlink gateway – {site}\n[modbus]\nport=/dev/ttyUSB0\nbaud=19200\n[uplink]\nurl=https://api.pencloud.no/ingest\nuser=gw-{site.lower().replace(' ', '')}\npassword={pw}\n", pw)
    elif n == 4:
        pw = g.s(LOW + DIG, 8)
        w.add("name-context", f"operator@feedbarge:~$ x11vnc -storepasswd {pw} ~/.vnc/passwd\nStored passwd in file: /home/operator/.vnc/passwd", pw)
    elif n == 5:
        pw = w.pw()
        w.add("structural", f"<connectionStrings>\n  <add name=\"FishTalk\" connectionString=\"Data Source=fishtalk-db.nordsalm.local\\FT;Initial Catalog=FishTalk;User ID=ft_report;Password={pw};\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", pw)
    elif n == 6:
        pw = w.phrase(PHR)
        w.add("name-context", f"Hei! Wifi på fôrflåten på {site}: nettverk \"Flate-Starlink\", passord {pw}. Ikkje del det med besøkande, dei skal bruke gjestenettet.", pw)
    elif n == 7:
        pw = w.word_pw(WORDS)
        w.add("structural", f"cameras:\n  - name: {site}-{pen}-under\n    url: rtsp://viewer:{pw}@10.61.{r.randint(1, 9)}.{r.randint(100, 200)}:554/stream1\n    depth_m: {r.randint(3, 15)}", pw)
    elif n == 8:
        tok = g.s(B62, 48)
        w.add("structural", f"import requests\nr = requests.get(\"https://api.observe.tech/v2/sites/{g.uuid()}/feeding-events\",\n                 headers={{\"Authorization\": \"Bearer {tok}\"}}, params={{\"since\": \"2026-12-01\"}})", tok)
    elif n == 9:
        tok = "NNSXS." + g.s(UPPER + "234567", 39) + "." + g.s(UPPER + "234567", 52)
        w.add("self-identifying", f"$ ttn-lw-cli login --api-key {tok}\n$ ttn-lw-cli end-devices list pen-sensors-{site.lower().replace(' ', '')}", tok)
    elif n == 10:
        j = g.jwt("chirpstack-api")
        w.add("self-identifying", f"chirpstack:\n  server: lns.nordsalm.local:8080\n  api_token: {j}\n  application_id: {g.uuid()}", j)
    elif n == 11:
        tok = g.b64(64)
        w.add("name-context", f"[[outputs.influxdb_v2]]\n  urls = [\"http://10.61.0.5:8086\"]\n  token = \"{tok}\"\n  organization = \"nordsalm\"\n  bucket = \"pens\"", tok)
    elif n == 12:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"[security]\nadmin_user = admin\nadmin_password = {pw}\ndisable_gravatar = true\n", pw)
    elif n == 13:
        pw = w.legacy_pw(["ras", "plc", "hatch"])
        w.add("name-context", f"# RAS hall 2 – hatchery controller\nplc:\n  type: s7-1500\n  host: 10.62.2.10\n  rack: 0\n  slot: 1\n  access_level_password: \"{pw}\"\ntanks: [T201, T202, T203]\nozone_setpoint_mv: 320", pw)
    elif n == 14:
        pw = w.word_pw(["Salmon", "Centro", "Sifa"] + WORDS)
        w.add("name-context", f"Asunto: clave SIFA centro {loc}\n\nEstimada Paula:\nPara subir los informes de cáligus a Sernapesca usa el RUT de la empresa y la clave {pw}. El plazo vence el viernes.\nSaludos, Tomás", pw)
    elif n == 15:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"Sak #{r.randint(1000, 9999)}: Fôringsanlegget på {site} har låst seg. Lokalt admin-passord på styrings-PC er {pw} – bruk det for å starte tenesta FeedControl på nytt.", pw)
    elif n == 16:
        pw = w.phrase(PHR)
        w.add("name-context", f"Sæl öll, lykilorðið að fóðurprammanum í {site} er {pw}. Munið að skrá ykkur út eftir vaktina.", pw)
    elif n == 17:
        code = w.pin(4)
        w.add("name-context", f"Handover – {site} shore base, night shift\n- Feed stopped on {pen} at 18:40 (low O2)\n- Shed alarm code: {code}\n- Boat keys in the grey box", code)
    elif n == 18:
        pw = w.word_pw(["Buri", "Hamachi", "Kaki"] + WORDS)
        w.add("name-context", f"いけす監視カメラの管理画面：ユーザー admin、パスワード {pw}。台風の前に録画設定を確認してください。", pw)
    elif n == 19:
        tok = g.hexs(64)
        w.add("structural", f"curl -H \"X-Authorization: Token {tok}\" https://vrmapi.victronenergy.com/v2/installations/{r.randint(100000, 999999)}/diagnostics", tok)
    elif n == 20:
        pw = w.pw()
        w.add("structural", f"curl -X POST https://rockblock.rock7.com/rockblock/MT \\\n  -d imei=30043406{r.randint(1000000, 9999999)} -d username=ops@nordsalm.no -d password={pw} \\\n  -d data=$(echo -n 'FEEDSTOP {pen}' | xxd -p)", pw)
    elif n == 21:
        pw = g.s(B62, 20)
        w.add("structural", f"EPCIS_URL=https://trace:{pw}@epcis.nordsalm.no/epcis/2.0/events\n# traceability events (harvest, slaughter, packing)", pw)
    elif n == 22:
        sec = g.s(B62, 32)
        w.add("name-context", f"<resources>\n    <string name=\"app_name\">Lusetelling</string>\n    <string name=\"api_base\">https://api.pencloud.no</string>\n    <string name=\"api_secret\">{sec}</string>\n</resources>", sec)
    elif n == 23:
        pw = w.word_pw(["Feed", "Pellet"] + WORDS)
        w.add("name-context", f"#!/bin/sh\n# fetch feed orders from supplier portal\nsshpass -p '{pw}' sftp -oBatchMode=no edi_nordsalm@sftp.feedsupplier.com:/outbound/*.xml /data/edi/", pw)
    elif n == 24:
        key = g.hexs(32)
        w.add("structural", f"GET https://api.stormgeo.com/forecast/v2/point?lat=63.{r.randint(100, 999)}&lon=8.{r.randint(100, 999)}&apikey={key}&params=waveheight,current", key)
    elif n == 25:
        key = g.hexs(40)
        w.add("structural", f"wellboat tracker: https://services.marinetraffic.com/api/exportvessel/v:5/{key}/timespan:20/protocol:jsono/mmsi:25{r.randint(1000000, 9999999)}", key)
    elif n == 26:
        pw = w.pw()
        w.add("structural", f"var client = new HttpClient(new HttpClientHandler {{\n    Credentials = new NetworkCredential(\"feedctl\", \"{pw}\")\n}});\nvar resp = await client.GetAsync(\"http://10.61.0.20/feedsystem/api/silos\");", pw)
    elif n == 27:
        tok = g.s(B62, 36)
        w.add("name-context", f"// penlink-gw/src/config.rs\npub const INGEST_URL: &str = \"https://api.pencloud.no/ingest\";\npub const GATEWAY_TOKEN: &str = \"{tok}\";\npub const POLL_SECS: u64 = 30;", tok)
    elif n == 28:
        key = g.b64(64)
        w.add("structural", f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=nordsalmvideo;AccountKey={key};EndpointSuffix=core.windows.net\"  # underwater clips", key)
    elif n == 29:
        key = g.b64(32)
        w.add("structural", f"HostName=pens-iothub.azure-devices.net;DeviceId={site.lower().replace(' ', '')}-{pen.lower()}-o2;SharedAccessKey={key}", key)
    elif n == 30:
        pw = w.legacy_pw(["barge", "feed", "flate"])
        w.add("name-context", w.bash_hook("sudo cat /opt/feedcontrol/etc/feedcontrol.ini", f"[PLC]\nIP=10.61.0.20\nUser=feed\nPassword={pw}\n[Silos]\nCount=8\n[Cameras]\nNVR=10.61.0.40"), pw)
    elif n == 31:
        pw = w.pw()
        w.add("name-context", f"from asyncua import Client\n\nasync def main():\n    c = Client(\"opc.tcp://10.62.2.15:4840\")\n    c.set_user(\"hatchery\")\n    c.set_password(\"{pw}\")\n    async with c:\n        do2 = await c.get_node(\"ns=3;s=T201.DO\").read_value()", pw)
    elif n == 32:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"[#site-{site.lower().replace(' ', '-')}] Ruairidh: mortality app wants a login again. it's the shared one — morts@site / {pw}. I'll ask IT for individual accounts", pw)
    elif n == 33:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"Cześć, hasło do komputera na barce to {pw}. Jak system karmienia się zawiesi, zrestartuj usługę i zadzwoń do Kari.", pw)
    elif n == 34:
        pw = w.word_pw(["Yu", "Xia"] + WORDS)
        w.add("name-context", f"溯源平台测试账号：trace_admin，密码：{pw}，上线前请修改。", pw)
    elif n == 35:
        pw = w.pw()
        w.add("name-context", f"lims.datasource.url=jdbc:oracle:thin:@lims.fishhealth.internal:1521/LIMS\nlims.datasource.user=pcr_import\nlims.datasource.pass={pw}\nlims.import.dir=/data/pcr/ISA", pw)
    elif n == 36:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"$ onvif-cli --host 10.61.3.{r.randint(10, 60)} --user admin --password {pw} get-stream-uri --profile Profile_1\nrtsp://10.61.3.{r.randint(10, 60)}:554/Streaming/Channels/101", pw)
    elif n == 37:
        pw = w.legacy_pw(["idir", "vsat", "sat"])
        w.add("name-context", f"VSAT runbook (barge {site}): if the modem drops, telnet 192.168.0.1, log in as admin with {pw}, then run `service restart`. Do not touch the BUC settings.", pw)
    elif n == 38:
        code = w.pin(w.pick([4, 6]))
        w.add("name-context", f"Feed barge {site}: keypad on the fuel store door {code}; generator room key is on the same ring as the crane key.", code)
    else:
        key = g.s(B62, 40)
        w.add("structural", f"val client = OkHttpClient.Builder().addInterceptor {{ chain ->\n    chain.proceed(chain.request().newBuilder()\n        .header(\"X-Api-Key\", \"{key}\")\n        .build())\n}}.build()", key)


def dom_clean(w, k):
    g, r = w.g, w.r
    site = w.pick(SITES)
    loc = r.randint(10000, 39999)
    pen = f"M{r.randint(1, 12)}"
    n = k % 30
    if n == 0:
        w.c(f"lokalitetsnummer;uke;merd;voksne_hunnlus;bevegelige_lus;fastsittende\n{loc};{r.randint(1, 52)};{pen};{r.randint(0, 60) / 100};{r.randint(0, 300) / 100};{r.randint(0, 200) / 100}")
    elif n == 1:
        w.c(json.dumps({"localityNo": loc, "week": r.randint(1, 52), "year": 2026, "avgAdultFemaleLice": r.randint(0, 60) / 100, "hasCleanerFish": True, "reportId": g.uuid()}))
    elif n == 2:
        w.c(f"curl -s -X POST https://id.barentswatch.no/connect/token -d grant_type=client_credentials -d client_id=nordsalm%40lusedata -d \"client_secret=$BW_CLIENT_SECRET\" -d scope=api")
    elif n == 3:
        w.c(f"{w.ts()} {site} {pen} O2={r.randint(60, 110) / 10}mg/L T={r.randint(40, 140) / 10}C sal={r.randint(300, 345) / 10} probe_sn={g.s(UPPER + DIG, 10)}")
    elif n == 4:
        w.c(f"Feed log {site} {pen}: {r.randint(200, 4000)} kg, pellet 9mm, batch {g.s(UPPER + DIG, 10)}, silo {r.randint(1, 8)}, feed rate {r.randint(10, 80)} kg/min")
    elif n == 5:
        w.c(f"TTN end device: dev_eui {g.hexs(16).upper()}, join_eui {g.hexs(16).upper()}, frequency plan EU_863_870, activation OTAA (AppKey provisioned from the secret store)")
    elif n == 6:
        w.c(f"Underwater camera clip: container nordsalmvideo/clips, blob {site.lower().replace(' ', '')}/{pen}/{g.uuid()}.mp4, md5 {g.b64(16)}, duration {r.randint(10, 60)}s")
    elif n == 7:
        w.c(f"Harvest batch {g.s(UPPER + DIG, 8)}: GTIN 07{r.randint(10**11, 10**12 - 1)}, SSCC 0{r.randint(10**16, 10**17 - 1)}, origin locality {loc}, slaughter {w.ts()[:10]}")
    elif n == 8:
        w.c(f"Merk: passordet til fôringsanlegget ligg i passordkvelvet (Bitwarden, samling «Flåtar»). Ikkje skriv det i loggboka eller på tavla.")
    elif n == 9:
        w.c(f"influx:\n  url: http://10.61.0.5:8086\n  token: ${{INFLUX_TOKEN}}\n  org: nordsalm\n  bucket: pens")
    elif n == 10:
        w.c(f"HostName=pens-iothub.azure-devices.net;DeviceId={site.lower().replace(' ', '')}-{pen.lower()}-o2;SharedAccessKey=<device-key>")
    elif n == 11:
        w.c(f"Fish health report {site}: PCR ISA negative, PD negative, sample id FH-{r.randint(10000, 99999)}, lab ref {g.hexs(12)}")
    elif n == 12:
        w.c(f"rtsp://10.61.{r.randint(1, 9)}.{r.randint(100, 200)}:554/stream1  (credentials from CAM_USER / CAM_PASS; the viewer account is read-only)")
    elif n == 13:
        w.c(f"AIS: MMSI 25{r.randint(1000000, 9999999)}, IMO 9{r.randint(100000, 999999)}, wellboat heading {r.randint(0, 359)}°, speed {r.randint(0, 130) / 10} kn, ETA {site} {w.ts()}")
    elif n == 14:
        w.c(f"Informe semanal SIFA centro {loc}: promedio hembras ovígeras {r.randint(0, 500) / 100}, tratamiento baño {w.ts()[:10]}, folio {r.randint(100000, 999999)}.")
    elif n == 15:
        w.c(f"OxyGuard Pacific ships with the web interface open on the local network; set a password under System > Users before connecting the site router. Our config tool reads it from OXY_ADMIN_PASS.")
    elif n == 16:
        w.c(f"Victron VRM installation id {r.randint(100000, 999999)}, portal id {g.hexs(12)}; battery SOC {r.randint(20, 100)}%")
    elif n == 17:
        w.c(f"# Modbus register map – OxyGuard probe\n40001 DO mg/L x10\n40002 temperature x10\n40003 saturation %\n40010 serial {g.s(UPPER + DIG, 8)}")
    elif n == 18:
        w.c(f"Hatchery tank T{r.randint(201, 260)}: egg batch {g.s(UPPER + DIG, 6)}, degree-days {r.randint(100, 500)}, strain {w.pick(['AquaGen', 'Benchmark', 'Mowi'])}, {r.randint(50, 300)}k eggs")
    elif n == 19:
        w.c(f"Lice counting app build 2.{r.randint(1, 9)}.{r.randint(0, 20)}: signingConfig reads the keystore password from LICE_KEYSTORE_PASSWORD; api_secret is injected at build time from CI.")
    elif n == 20:
        w.c(f"いけす {pen} の水温 {r.randint(150, 280) / 10}℃、溶存酸素 {r.randint(60, 100) / 10}mg/L。給餌量 {r.randint(50, 400)}kg。")
    elif n == 21:
        w.c(f"Wifi for visitors at {site} base: network \"Nordsalm-Guest\" (open, captive portal). Staff network details are in the site binder, not here.")
    elif n == 22:
        w.c(f"EPCIS event: {{\"type\": \"ObjectEvent\", \"epcList\": [\"urn:epc:id:sgtin:070{r.randint(1000, 9999)}.0{r.randint(100, 999)}.{r.randint(1000, 99999)}\"], \"bizStep\": \"shipping\", \"eventID\": \"ni:///sha-256;{g.sha256()}?ver=CBV2.0\"}}")
    elif n == 23:
        w.c(f"opc.tcp://10.62.2.15:4840 — security policy Basic256Sha256, mode SignAndEncrypt, server certificate thumbprint {g.hexs(40).upper()}")
    elif n == 24:
        w.c(f"StormGeo: forecast for {site}, wave {r.randint(5, 40) / 10} m, current {r.randint(5, 80) / 100} m/s; API key from STORMGEO_APIKEY (see .env.example: STORMGEO_APIKEY=<your-key>)")
    elif n == 25:
        w.c(f"Sak #{r.randint(1000, 9999)}: Kamera {pen} viser svart bilete. Passordet er ikkje endra; kabelen var skadd. Bytta kontakt, OK no.")
    elif n == 26:
        w.c(f"AppKey (LoRaWAN) rotation: generate 32 hex with `openssl rand -hex 16`, store in TTN via the console, never in the repo. Example output format only: 00000000000000000000000000000000")
    elif n == 27:
        w.c(f"Certificado de origen: centro {loc}, especie Salmo salar, lote {g.s(UPPER + DIG, 8)}, hash del documento {g.sha256()}")
    elif n == 28:
        w.c(f"ChirpStack device profile {g.uuid()}: region EU868, MAC 1.0.3, class A, uplink interval 600s, codec 'oxyguard_v2'")
    else:
        w.c(f"Grafana dashboard uid {g.s(B62, 9)}: panels O2 per pen, feed per day, lice trend; public snapshot link disabled.")


def main():
    w = W(FAM, 6802)
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
