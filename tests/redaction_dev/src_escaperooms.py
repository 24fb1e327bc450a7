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


# ---------------------------------------------------------------- escaperooms
FAM = "escaperooms"
D = {"app": "roomctl", "hosts": ["props.lockedin.local", "gm-console.lockedin.lan", "db.escapehq.internal", "booking-sync.escapehq.io", "10.40.1.20"],
     "dbs": ["escapehq", "bookings", "roomctl"], "users": ["gm", "roomctl", "booking_sync", "frontdesk", "pi"],
     "envkey": "BOOKING_API_SECRET", "ns": "venues", "tfvar": "bookeo_secret_key", "table": "bookings",
     "group": "props", "winuser": "GM-PC\\gamemaster", "winhost": "GM-PC-02", "winsvc": "HoudiniMC",
     "alert": "maglock faults", "org": "lockedin-rooms", "people": ["Tess Varga", "Omar Haddad", "Lina Berg"],
     "artifact": "prop-fw-esp32-v3.4.bin"}
WORDS = ["Pharaoh", "Sherlock", "Bunker", "Heist", "Asylum", "Zombie", "Tomb", "Cipher", "Vault", "Lab", "Jail", "Attic", "Mystery", "Clue"]
PHR = ["mummy", "lantern", "crowbar", "riddle", "key", "ghost", "mirror", "attic", "cellar", "torch", "compass", "raven"]
ROOMS = ["Pharaoh's Tomb", "Sherlock's Study", "Bunker 42", "The Heist", "Asylum", "Zombie Lab", "Da Vinci", "Prison Break"]


def dom_secret(w, k):
    g, r = w.g, w.r
    room = w.pick(ROOMS)
    slug = room.lower().replace("'", "").replace(" ", "-")
    n = k % 40
    if n == 0:
        pw = w.word_pw(WORDS)
        w.add("structural", f"$ mosquitto_sub -h props.lockedin.local -p 1883 -u gm -P '{pw}' -t 'rooms/{slug}/#' -v\nrooms/{slug}/door1/state locked\nrooms/{slug}/sarcophagus/state armed", pw)
    elif n == 1:
        pw = w.legacy_pw(["esc", "gm", "room", "prop"])
        w.add("name-context", f"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<HoudiniSettings>\n  <Room name=\"{room}\" timer=\"3600\" />\n  <Mqtt host=\"10.40.1.20\" port=\"1883\">\n    <Username>houdini</Username>\n    <Password>{pw}</Password>\n  </Mqtt>\n  <HintScreen url=\"http://10.40.1.31:8080\" />\n</HoudiniSettings>", pw)
    elif n == 2:
        ak, sk = g.s(UPPER + DIG, 32), g.s(B62, 34)
        w.add("structural", f"curl -s \"https://api.bookeo.com/v2/bookings?apiKey={ak}&secretKey={sk}&startTime=2026-12-05T00:00:00Z&endTime=2026-12-06T00:00:00Z\" | jq '.data[].productName'", ak, sk)
    elif n == 3:
        key = g.s(B62, 40)
        w.add("structural", f"GET /v1/bookings?date=2026-12-06 HTTP/1.1\nHost: api.resova.us\nX-API-KEY: {key}\nAccept: application/json\n", key)
    elif n == 4:
        app, usr = g.uuid(), g.uuid()
        w.add("structural", f"curl -H 'X-FareHarbor-API-App: {app}' \\\n     -H 'X-FareHarbor-API-User: {usr}' \\\n     https://fareharbor.com/api/external/v1/companies/lockedin/items/", app, usr)
    elif n == 5:
        key = g.s(B62, 32)
        w.add("name-context", f"// xola-sync/config.ts\nexport const xola = {{\n  baseUrl: 'https://xola.com/api',\n  sellerId: '{g.hexs(24)}',\n  apiKey: '{key}',\n}};", key)
    elif n == 6:
        key, sec = g.hexs(32), g.hexs(48)
        w.add("name-context", f"CHECKFRONT_HOST=lockedin.checkfront.com\nCHECKFRONT_API_KEY={key}\nCHECKFRONT_API_SECRET={sec}\n", sec)
    elif n == 7:
        sk = "sk_live_" + g.s(B62, 99)
        w.add("self-identifying", f"# gift vouchers on the booking site\nSTRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 99)}\nSTRIPE_SECRET_KEY={sk}\n", sk)
    elif n == 8:
        tok = g.hexs(32)
        w.add("name-context", f"from twilio.rest import Client\n\n# SMS the team when a group asks for a hint in {room}\nclient = Client(\"AC{g.hexs(32)}\", \"{tok}\")\nclient.messages.create(to=\"+4479{r.randint(10**7, 10**8 - 1)}\", from_=\"LockedIn\", body=\"Hint requested\")", tok)
    elif n == 9:
        pw = w.word_pw(["Hik", "Cam", "Nvr", "Admin"] + WORDS)
        w.add("structural", f"ffplay -rtsp_transport tcp \"rtsp://admin:{pw}@10.40.2.{r.randint(10, 60)}:554/Streaming/Channels/{r.choice([101, 102, 201])}\"  # {room} cam", pw)
    elif n == 10:
        pw = w.pw()
        w.add("structural", f"POST /cgi-bin/api.cgi?cmd=Login HTTP/1.1\nHost: 10.40.2.{r.randint(10, 60)}\nContent-Type: application/json\n\n[{{\"cmd\":\"Login\",\"param\":{{\"User\":{{\"Version\":\"0\",\"userName\":\"admin\",\"password\":\"{pw}\"}}}}}}]", pw)
    elif n == 11:
        wifi, mq = w.word_pw(WORDS), w.legacy_pw(["prop", "esp", "mq"])
        w.add("name-context", f"// sarcophagus_controller.ino\n#include <WiFi.h>\n#include <PubSubClient.h>\n\nconst char* ssid = \"LockedIn-Props\";\nconst char* password = \"{wifi}\";\nconst char* mqtt_server = \"10.40.1.20\";\nconst char* mqtt_user = \"sarcophagus\";\nconst char* mqtt_pass = \"{mq}\";\n", wifi, mq)
    elif n == 12:
        pw = w.phrase(PHR)
        w.add("name-context", f"// arduino_secrets.h — do not commit\n#define SECRET_SSID \"EscapeHQ-Backstage\"\n#define SECRET_PASS \"{pw}\"\n", pw)
    elif n == 13:
        pw = g.s(B62, 18)
        w.add("structural", f"import paho.mqtt.client as mqtt\n\nc = mqtt.Client(client_id=\"laser-grid-{r.randint(1, 9)}\")\nc.username_pw_set(\"lasergrid\", \"{pw}\")\nc.connect(\"props.lockedin.local\", 1883)\nc.publish(\"rooms/{slug}/laser/arm\", \"1\")", pw)
    elif n == 14:
        sec = g.s(B62 + "!#%", 24)
        w.add("name-context", f"// ~/.node-red/settings.js\nmodule.exports = {{\n    uiPort: process.env.PORT || 1880,\n    credentialSecret: \"{sec}\",\n    adminAuth: {{ type: \"credentials\", users: [{{ username: \"gm\", password: \"$2b$08${g.s(B62 + './', 53)}\", permissions: \"*\" }}] }},\n}};", sec)
    elif n == 15:
        code = w.pin(w.pick([4, 6]))
        w.add("name-context", f"# roomctl.yaml — {room}\nroom: {slug}\nmaglocks:\n  - id: door_main\n    relay: 3\n  - id: door_exit\n    relay: 4\nemergency:\n  master_override_code: \"{code}\"   # opens every maglock from the GM keypad\n  fire_panel_input: 7\n", code)
    elif n == 16:
        tok = g.b64url(24)
        w.add("structural", f"[hint-screen] {w.ts()} connecting wss://hints.lockedin.co.uk/ws/rooms/{slug}?token={tok}\n[hint-screen] connected, waiting for hints", tok)
    elif n == 17:
        pin = w.pin(4)
        w.add("name-context", f"Ticket #{r.randint(4000, 9000)} – Tablet Hinweisbildschirm Raum „{room}“\nDas Kiosk-Tablet hängt im Vollbild. Zum Verlassen des Kiosk-Modus: fünfmal oben rechts tippen, dann Admin-PIN {pin} eingeben. Danach bitte App neu starten.\n– Jonas (Spielleitung)", pin)
    elif n == 18:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"[#reservations] Claire: salut, qqn a les accès Bookeo ? @Mehdi le compte admin c'est reservations@lockedin.fr et le mot de passe {pw} — changez-le après la saison svp", pw)
    elif n == 19:
        pw = w.phrase(PHR)
        w.add("name-context", f"Hola equipo 👋 la wifi del staff en el local de Malasaña es \"Escape-Staff\" y la clave {pw}. La de clientes es la abierta, no la uséis para las cámaras.", pw)
    elif n == 20:
        key = g.s(B62, 40)
        w.add("structural", f"GET /v4/waivers?templateId={g.hexs(13)}&limit=50 HTTP/1.1\nHost: api.smartwaiver.com\nsw-api-key: {key}\n", key)
    elif n == 21:
        mc = g.mailchimp()
        w.add("self-identifying", f"MAILCHIMP_API_KEY={mc}\nMAILCHIMP_LIST_ID={g.hexs(10)}  # post-game survey list", mc)
    elif n == 22:
        wid, tok = str(r.randint(10**17, 10**18)), g.s(URLSAFE, 68)
        w.add("structural", f"GM_ALERT_WEBHOOK=https://discord.com/api/webhooks/{wid}/{tok}\n# fires when a room runs over time or a panic button is pressed", tok)
    elif n == 23:
        pw = w.pw()
        w.add("name-context", f"[obs]\nhost = \"127.0.0.1\"\nport = 4455\nwebsocket_password = \"{pw}\"\nscene_prefix = \"{slug}\"\n\n[timer]\noverlay = true", pw)
    elif n == 24:
        pw = g.s(B62, 16)
        w.add("name-context", f"PS C:\\GM> obs-cmd --websocket obsws://127.0.0.1:4455/{pw} scene switch \"{room} - wide\"\nSwitched to scene: {room} - wide", pw)
    elif n == 25:
        pw = w.word_pw(["Gamemaster", "Spielleiter"] + WORDS)
        w.add("name-context", f"Set-ItemProperty -Path 'HKLM:\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon' -Name AutoAdminLogon -Value 1\nSet-ItemProperty -Path 'HKLM:\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon' -Name DefaultUserName -Value gamemaster\nSet-ItemProperty -Path 'HKLM:\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon' -Name DefaultPassword -Value '{pw}'", pw)
    elif n == 26:
        code = w.pin(4)
        w.add("name-context", f"QLab sound cues for {room}: the GM iPad controls the workspace over OSC.\n/workspace/{g.uuid().upper()}/connect {code}\n/cue/intro/start\n(the number after connect is the workspace passcode set under Settings > OSC Access)", code)
    elif n == 27:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"【引き継ぎ】予約システム（Reservio）の管理者パスワードは {pw} です。渋谷店のスタッフ以外には共有しないでください。", pw)
    elif n == 28:
        pw = w.legacy_pw(["Escape", "Stanza", "Gioco"])
        w.add("name-context", f"Oggetto: accesso pannello prenotazioni\n\nCiao Marco,\nti giro le credenziali del gestionale: utente sala.milano, password {pw}\nMi raccomando non inoltrare questa mail.\nGiulia", pw)
    elif n == 29:
        pw = w.word_pw(["Kamera", "Rejestrator"] + WORDS)
        w.add("name-context", f"Zgłoszenie: rejestrator NVR w pokoju „{room}” nie nagrywa od wtorku. Login admin, hasło {pw}. Proszę o sprawdzenie dysku.", pw)
    elif n == 30:
        pw = w.word_pw(WORDS)
        w.add("name-context", f"提示屏后台：http://10.40.1.31:8080/admin  账号 admin  密码 {pw}  （每个房间的提示都在这里改）", pw)
    elif n == 31:
        code = w.pin(w.pick([4, 5, 6]))
        w.add("name-context", f"Overdracht avonddienst: alarmcode van de achterdeur is {code}, sleutel van het rekwisietenhok hangt in de GM-ruimte. Bij het afsluiten alle maglocks op 'veilig' zetten.", code)
    elif n == 32:
        sec = g.s(B62, 40)
        w.add("name-context", f"android {{\n    defaultConfig {{\n        applicationId \"uk.lockedin.gmconsole\"\n        buildConfigField \"String\", \"ROOMCTL_API_SECRET\", \"\\\"{sec}\\\"\"\n    }}\n}}", sec)
    elif n == 33:
        key = g.s(B62, 32)
        w.add("name-context", f"func verifyBooking(body []byte, sig string) bool {{\n\tmac := hmac.New(sha256.New, []byte(\"{key}\")) // booking webhook signing secret\n\tmac.Write(body)\n\treturn hmac.Equal([]byte(sig), []byte(hex.EncodeToString(mac.Sum(nil))))\n}}", key)
    elif n == 34:
        key = g.uuid()
        w.add("name-context", f"booking.fareharbor.app-key={g.uuid()}\nbooking.fareharbor.user-key={key}\nbooking.fareharbor.company=lockedin\n", key)
    elif n == 35:
        at, rt = g.b64url(32), g.b64url(40)
        w.add("name-context", f"$ http POST https://api.bookingkit.de/oauth/token grant_type=client_credentials client_id={g.hexs(16)} client_secret=$BK_SECRET\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{{\n    \"access_token\": \"{at}\",\n    \"expires_in\": 3600,\n    \"refresh_token\": \"{rt}\",\n    \"token_type\": \"Bearer\"\n}}", at, rt)
    elif n == 36:
        priv = g.b64(32)
        w.add("name-context", f"# /etc/wireguard/wg0.conf on the venue router (remote access for roomctl support)\n[Interface]\nAddress = 10.99.0.{r.randint(2, 40)}/24\nPrivateKey = {priv}\n\n[Peer]\nPublicKey = {g.b64(32)}\nEndpoint = vpn.escapehq.io:51820\nAllowedIPs = 10.99.0.0/24", priv)
    elif n == 37:
        pw = w.legacy_pw(["gm", "esc"])
        w.add("structural", f"Game master logins (all venues)\n\n| venue | console | user | password |\n|---|---|---|---|\n| Leeds | gm-console-1 | gm_leeds | {pw} |\n| York | gm-console-2 | gm_york | (ask Tess) |", pw)
    elif n == 38:
        pw = w.pw()
        w.add("name-context", f"\"\"\"Reset all props in {room} between groups.\"\"\"\nfrom roomctl import Controller\n\nctl = Controller(\"http://10.40.1.20:8000\", user=\"reset-bot\", password=\"{pw}\")\nctl.reset_room(\"{slug}\")", pw)
    else:
        tok = g.s(B62, 64)
        w.add("structural", f"POST /api/rooms/{slug}/hint HTTP/1.1\nHost: gm-console.lockedin.lan\nAuthorization: Token {tok}\nContent-Type: application/json\n\n{{\"text\": \"Look behind the painting\", \"sound\": \"chime\"}}", tok)


def dom_clean(w, k):
    g, r = w.g, w.r
    room = w.pick(ROOMS)
    slug = room.lower().replace("'", "").replace(" ", "-")
    n = k % 30
    if n == 0:
        w.c(f"rooms/{slug}/door1/state locked\nrooms/{slug}/sarcophagus/state solved\nrooms/{slug}/timer/remaining 00:{r.randint(10, 59)}:{r.randint(10, 59)}\nrooms/{slug}/hints/count {r.randint(0, 5)}")
    elif n == 1:
        w.c(f"Puzzle sheet – {room}\n1. Padlock on the chest: combination {w.pin(4)} (players find it on the calendar)\n2. Cryptex word: {w.pick(PHR).upper()}\n3. UV clue leads to the painting\nReset: spin all dials back to 0000 after every game.")
    elif n == 2:
        w.c(json.dumps({"booking_id": f"BK-{r.randint(100000, 999999)}", "product": room, "start": w.ts(), "participants": r.randint(2, 8), "voucher_code": f"GIFT-{g.s(UPPER + DIG, 8)}-REDEEMED", "payment_intent": f"pi_{g.s(B62, 24)}", "customer": f"cus_{g.s(B62, 14)}"}))
    elif n == 3:
        w.c(f"GET /v2/bookings?apiKey=${{BOOKEO_API_KEY}}&secretKey=${{BOOKEO_SECRET_KEY}} — Bookeo wants both keys on every call; put them in the vault, never in the widget.")
    elif n == 4:
        w.c(f"<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_{g.s(B62, 99)}');</script>")
    elif n == 5:
        w.c(f"ffplay -rtsp_transport tcp \"rtsp://$CAM_USER:$CAM_PASS@10.40.2.{r.randint(10, 60)}:554/Streaming/Channels/101\"")
    elif n == 6:
        w.c(f"[Houdini] {w.ts()} Room '{room}' started, game id {g.uuid()}, timer 60:00\n[Houdini] hint #{r.randint(1, 4)} sent to screen {slug}\n[Houdini] room solved in {r.randint(40, 59)}:{r.randint(10, 59)}")
    elif n == 7:
        w.c(f"Welcome to {room}! Your booking reference is {g.s(UPPER + DIG, 6)}. Please arrive 15 minutes early. The door code for the waiting area will be shown on the screen at reception.")
    elif n == 8:
        w.c(f"// sarcophagus_controller.ino\n#include \"arduino_secrets.h\"\nconst char* ssid = SECRET_SSID;\nconst char* password = SECRET_PASS;\nconst char* mqtt_server = \"10.40.1.20\";")
    elif n == 9:
        w.c(f"Prop firmware release v3.{r.randint(1, 9)}.{r.randint(0, 9)}\nfile: {D['artifact']}\nsha256: {g.sha256()}\nesptool.py --chip esp32 write_flash 0x10000 {D['artifact']}")
    elif n == 10:
        w.c(f"FareHarbor: the app key identifies our integration and the user key the company's authorisation; both go in headers X-FareHarbor-API-App / X-FareHarbor-API-User from the secret store. Example values in their docs look like <app-key>.")
    elif n == 11:
        w.c(f"Fire safety procedure: every maglock drops on loss of power and when the fire panel input opens. The GM can also release all doors with the override code (kept in the safe, not written here).")
    elif n == 12:
        w.c(json.dumps({"hint_id": g.uuid(), "room": slug, "text": "Have you checked under the rug?", "shown_at": w.ts(), "screen": f"hint-{r.randint(1, 9)}", "sha1": g.sha1()}))
    elif n == 13:
        w.c(f"Zigbee pairing log: device 0x{g.hexs(16)} joined (IEEE), network key exchanged via install code ... done; link quality {r.randint(100, 255)}")
    elif n == 14:
        w.c(f"Handbuch Spielleitung: Passwörter für Kameras und Buchungssystem stehen im Passwortmanager (Tresor „Filiale Köln“). Bitte keine Zugangsdaten in WhatsApp schicken.")
    elif n == 15:
        w.c(f"mqtt:\n  host: props.lockedin.local\n  port: 1883\n  username: ${{MQTT_USER}}\n  password: ${{MQTT_PASSWORD}}\n  topics:\n    - rooms/{slug}/#")
    elif n == 16:
        w.c(f"waiver_id,signed_at,participants,template\n{g.hexs(13)},{w.ts()},{r.randint(2, 8)},{g.hexs(13)}\n{g.hexs(13)},{w.ts()},{r.randint(2, 8)},{g.hexs(13)}")
    elif n == 17:
        w.c(f"OBS websocket: the password is generated by OBS under Tools > WebSocket Server Settings; roomctl reads it from OBS_WS_PASSWORD. Leave 'Enable authentication' on.")
    elif n == 18:
        w.c(f"Leaderboard {room}: 1. Team Owls {r.randint(30, 45)}:{r.randint(10, 59)}  2. The Riddlers {r.randint(45, 55)}:{r.randint(10, 59)}  3. Quizbusters {r.randint(55, 59)}:{r.randint(10, 59)}")
    elif n == 19:
        w.c(f"Xola seller id {g.hexs(24)}, experience id {g.hexs(24)}; API calls authenticate with X-API-KEY read from XOLA_API_KEY.")
    elif n == 20:
        w.c(f"Réservation confirmée : {room}, {r.randint(2, 8)} joueurs, référence {g.s(UPPER + DIG, 8)}. Le code du casier sera donné sur place.")
    elif n == 21:
        w.c(f"[Peer]\nPublicKey = {g.b64(32)}\nEndpoint = vpn.escapehq.io:51820\nAllowedIPs = 10.99.0.0/24\nPersistentKeepalive = 25")
    elif n == 22:
        w.c(f"Reolink default login on a fresh camera is admin with an empty password; the setup wizard forces a new one. Our naming: cam-{slug}-wide, cam-{slug}-door.")
    elif n == 23:
        w.c(f"mac,ip,name\n{':'.join(g.hexs(2) for _ in range(6))},10.40.2.{r.randint(10, 60)},cam-{slug}\n{':'.join(g.hexs(2) for _ in range(6))},10.40.1.{r.randint(30, 40)},hint-{slug}")
    elif n == 24:
        w.c(f"Webhook from Bookeo: X-Bookeo-Signature: {g.b64(32)}\n(verified with the shared secret from BOOKEO_WEBHOOK_SECRET; body sha256 {g.sha256()})")
    elif n == 25:
        w.c(f"予約確認メール：{room}、参加人数 {r.randint(2, 6)} 名、予約番号 {g.s(UPPER + DIG, 8)}。パスワードはメールでお送りしません。")
    elif n == 26:
        w.c(f"QLab OSC access: set a passcode in Workspace Settings > OSC Access and send it with /connect from the GM iPad; our setup script reads it from QLAB_PASSCODE.")
    elif n == 27:
        w.c(f"Twilio messaging service MG{g.hexs(32)} for hint SMS; account AC{g.hexs(32)}. Auth token is in TWILIO_AUTH_TOKEN.")
    elif n == 28:
        w.c(f"Google Calendar id for {room}: c_{g.hexs(26)}@group.calendar.google.com (bookings sync here, read-only for staff)")
    else:
        w.c(f"DMX universe 1: ch{r.randint(1, 20)}=255 (spot on painting), ch{r.randint(21, 40)}=0, fade {r.randint(1, 9)}s; scene id {g.uuid()}")


def main():
    w = W(FAM, 6801)
    for k in range(250):
        if k % 4 == 3:
            generic_secret(w, D, k // 4)
        else:
            dom_secret(w, k - k // 4)
    gi = di = k = 0
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
