"""Seeded generator of the source "apptrace" (apptrace_secrets.jsonl, apptrace_clean.jsonl).

How people leak in application code and what it prints: PHP/Ruby/Go/Rust/C#/Kotlin/Elixir/
JavaScript config code, HTTP traces (curl -v, HTTPie, browser "copy as cURL", raw requests and
form bodies), and stack traces or crash reports that dump settings or the environment (Python
dict reprs, Java toString(), Node inspect, Go %+v, Rails/Django error pages). Written on
2026-12-01 before the rules saw any of it (first run recorded in sources.json); imports nothing
from memtool.

    python tests/redaction_dev/src_apptrace.py
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(9404)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
WORDS = "olive pirate quasar rhubarb sparrow tulip urchin vapor wombat yak".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    return R.choice([lambda: rand(B62, R.choice([12, 16, 22, 32])), lambda: rand(string.ascii_letters, R.choice([12, 15])),
                     lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice(["", "!", "*"]),
                     lambda: rand(HEX, 40), lambda: rand(B62 + "-_", 28)])()


def token() -> str:
    return R.choice([
        lambda: "ghp_" + rand(B62, 36), lambda: "github_pat_11" + rand(UP, 20) + "_" + rand(B62, 59),
        lambda: "sk-proj-" + rand(B62 + "-_", 48) + "T3BlbkFJ" + rand(B62 + "-_", 48), lambda: "AKIA" + rand(UP, 16),
        lambda: "sk_live_" + rand(B62, 24), lambda: "sk_test_" + rand(B62, 24), lambda: "AIza" + rand(B62 + "-_", 35),
        lambda: "xoxb-" + rand("0123456789", 12) + "-" + rand("0123456789", 13) + "-" + rand(B62, 24),
        lambda: "SG." + rand(B62 + "-_", 22) + "." + rand(B62 + "-_", 43), lambda: "shpat_" + rand(HEX, 32),
        lambda: "sk-ant-api03-" + rand(B62 + "-_", 93) + "AA", lambda: "EAAB" + rand(B62, 120),
        lambda: "ya29." + rand(B62 + "-_", 80), lambda: "AC" + rand(HEX, 32), lambda: "r8_" + rand(B62, 37),
        lambda: "xai-" + rand(B62, 80), lambda: "pplx-" + rand(B62, 48), lambda: "secret_" + rand(B62, 43),
    ])()


def fam_code():
    p, u = pw(), R.choice(["app", "admin", "reporting"])
    text = R.choice([
        f"$db_pass = '{p}';\n", f"define('DB_PASSWORD', '{p}');\n", f"'password' => '{p}',\n",
        f"$config['encryption_key'] = '{p}';\n", f"$mail->Password = '{p}';\n", f"new PDO($dsn, '{u}', '{p}');\n",
        f"mysqli_connect('db', '{u}', '{p}', 'shop');\n", f"config.secret_key_base = '{p}'\n",
        f"  password: '{p}',\n", f"Redis.new(host: 'cache', password: '{p}')\n", f"ENV['API_SECRET'] ||= '{p}'\n",
        f"Net::SMTP.start('smtp', 587, 'acme.io', '{u}', '{p}', :login)\n",
        f"db, err := sql.Open(\"mysql\", \"{u}:{p}@tcp(db:3306)/shop\")\n", f"cfg.Password = \"{p}\"\n",
        f"const apiSecret = \"{p}\"\n", f"var jwtKey = []byte(\"{p}\")\n", f"smtp.PlainAuth(\"\", \"{u}@acme.io\", \"{p}\", \"smtp\")\n",
        f"let password = \"{p}\";\n", f"    .password(\"{p}\")\n", f"const SECRET: &str = \"{p}\";\n",
        f"Credentials::new(\"{u}\", \"{p}\")\n", f"var client = new SmtpClient {{ Credentials = new NetworkCredential(\"{u}\", \"{p}\") }};\n",
        f"private const string ApiKey = \"{p}\";\n", f"val dbPassword = \"{p}\"\n", f"config :app, App.Repo, password: \"{p}\"\n",
        f"config :app, :secret_key_base, \"{p}\"\n", f"const client = new Client({{ auth: {{ user: '{u}', pass: '{p}' }} }});\n",
        f"axios.get(url, {{ headers: {{ 'x-api-key': '{p}' }} }});\n", f"session({{ secret: '{p}', resave: false }})\n",
        f"jwt.sign(payload, '{p}', {{ expiresIn: '1h' }})\n", f"HMAC_KEY = b'{p}'\n", f"app.config['SECRET_KEY'] = '{p}'\n",
        f"requests.get(url, auth=('{u}', '{p}'))\n", f"ldap.simple_bind_s('cn={u},dc=acme', '{p}')\n",
        f"paramiko.SSHClient().connect('h', username='{u}', password='{p}')\n", f"String pwd = \"{p}\";\n",
        f"ds.setPassword(\"{p}\");\n", f"@Value(\"{p}\") private String secret;\n", f"auth = HTTPBasicAuth('{u}', '{p}')\n",
        f"$ftp_login = ftp_login($conn, '{u}', '{p}');\n", f"private static final String TOKEN = \"{p}\";\n",
    ])
    return text, [p], "name-context"


def fam_http():
    p, t, u = rand(B62, R.choice([20, 32, 40])), token(), R.choice(["bob", "svc", "admin"])
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    text, secret, cls = R.choice([
        (f"> GET /v1/items HTTP/1.1\n> Host: api.acme.io\n> Authorization: Bearer {t}\n> Accept: */*\n", t, "self-identifying"),
        (f"> POST /upload HTTP/2\n> x-api-key: {p}\n> content-length: 312\n", p, "structural"),
        (f"GET /metrics HTTP/1.1\r\nAuthorization: Basic {b}\r\n\r\n", b, "structural"),
        (f"curl 'https://app.acme.io/api/me' -H 'cookie: _session_id={p}; theme=dark' --compressed\n", p, "structural"),
        (f"POST /oauth/token HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=web&client_secret={p}\n", p, "structural"),
        (f"POST /login\n\nusername={u}&password={p}&remember=1\n", p, "structural"),
        (f"http POST api.acme.io/v1/charge X-Auth-Token:{p} amount=10\n", p, "structural"),
        (f"< HTTP/1.1 200 OK\n< Set-Cookie: remember_token={p}; Path=/; Secure\n", p, "structural"),
        (f"GET /api/v3/search?q=x&access_token={t} 200\n", t, "self-identifying"),
        (f"> Proxy-Authorization: Basic {b}\n", b, "structural"),
        (f"{{\"method\":\"GET\",\"url\":\"/v1/me\",\"headers\":{{\"authorization\":\"Bearer {t}\"}}}}\n", t, "self-identifying"),
        (f"fetch('https://api.acme.io/v1', {{headers: {{'Authorization': 'Token {p}'}}}})\n", p, "structural"),
        (f"127.0.0.1 - - [30/Nov/2026:10:01:02 +0000] \"GET /hook?secret={p} HTTP/1.1\" 200 12\n", p, "structural"),
        (f"> X-Shopify-Access-Token: {t}\n", t, "self-identifying"), (f"-H 'X-Vault-Token: {p}'\n", p, "structural"),
    ])
    return text, [secret], cls


def fam_trace():
    p, t = pw(), token()
    text, secret, cls = R.choice([
        (f"Traceback (most recent call last):\n  File \"app.py\", line 12, in <module>\n    connect(**cfg)\n"
         f"psycopg.OperationalError: connection failed\ncfg = {{'host': 'db', 'user': 'app', 'password': '{p}'}}\n", p, "name-context"),
        (f"KeyError: 'region'\nLocals: settings={{'AWS_SECRET_ACCESS_KEY': '{rand(B62 + '+/', 40)}', 'AWS_ACCESS_KEY_ID': '{t}'}}\n", t, "self-identifying"),
        (f"Exception in thread \"main\" java.sql.SQLException: Access denied\n\tat com.acme.Db.open(Db.java:41)\n"
         f"DataSourceConfig{{url=jdbc:mysql://db/shop, username=app, password={p}}}\n", p, "name-context"),
        (f"Error: connect ECONNREFUSED\n    at TCPConnectWrap.afterConnect\n  config: {{ host: 'db', user: 'app', password: '{p}' }}\n", p, "name-context"),
        (f"panic: dial failed\n\ngoroutine 1 [running]:\nmain.main()\n&{{Host:db User:app Password:{p} DB:shop}}\n", p, "name-context"),
        (f"environ({{'PATH': '/usr/bin', 'HOME': '/root', 'SECRET_KEY': '{p}', 'DEBUG': '1'}})\n", p, "name-context"),
        (f"os.environ: {{'LANG': 'C.UTF-8', 'OPENAI_API_KEY': '{t}'}}\n", t, "self-identifying"),
        (f"ActiveRecord::ConnectionNotEstablished\n  {{\"adapter\"=>\"postgresql\", \"password\"=>\"{p}\"}}\n", p, "name-context"),
        (f"Request Method: POST\nPOST: <QueryDict: {{'username': ['bob'], 'password': ['{p}']}}>\n", p, "name-context"),
        (f"Settings:\nEMAIL_HOST_PASSWORD = '{p}'\nEMAIL_PORT = 587\n", p, "name-context"),
        (f"[ERROR] auth failed for client {{\"client_id\": \"web\", \"client_secret\": \"{p}\"}}\n", p, "name-context"),
        (f"Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed\n  props: {{user=app, password={p}}}\n", p, "name-context"),
        (f"thread 'main' panicked at src/main.rs:9: Config {{ host: \"db\", token: \"{t}\" }}\n", t, "self-identifying"),
        (f"Uncaught Error in stripe.js with key {t}\n", t, "self-identifying"),
        (f"SlackApiError: invalid_auth (token={t})\n", t, "self-identifying"),
    ])
    return text, [secret], cls


def fam_tokens():
    t = token()
    text = R.choice([
        f"openai.api_key = \"{t}\"\n", f"const stripe = require('stripe')('{t}');\n", f"Stripe.api_key = '{t}'\n",
        f"client = WebClient(token=\"{t}\")\n", f"new Octokit({{ auth: '{t}' }})\n", f"Anthropic(api_key=\"{t}\")\n",
        f"s3 = boto3.client('s3', aws_access_key_id='{t}')\n", f"$client = new \\Stripe\\StripeClient('{t}');\n",
        f"gh := github.NewClient(nil).WithAuthToken(\"{t}\")\n", f"let key = \"{t}\";\n", f"KEY = '{t}'\n",
        f"headers = {{\"Authorization\": f\"Bearer {t}\"}}\n", f"// TODO remove: {t}\n", f"# {t}\n",
    ])
    return text, [t], "self-identifying"


def clean_texts() -> str:
    u = str(uuid.UUID(int=R.getrandbits(128)))
    return R.choice([
        "$db_pass = getenv('DB_PASS');\n", "define('DB_PASSWORD', getenv('DB_PASSWORD'));\n", "'password' => env('DB_PASSWORD'),\n",
        "config.secret_key_base = ENV.fetch('SECRET_KEY_BASE')\n", "  password: Rails.application.credentials.db_password,\n",
        "cfg.Password = os.Getenv(\"DB_PASSWORD\")\n", "let password = std::env::var(\"DB_PASSWORD\")?;\n",
        "    .password(&settings.db_password)\n", "private readonly string _apiKey = config[\"ApiKey\"];\n",
        "val dbPassword: String by lazy { System.getenv(\"DB_PASSWORD\") }\n", "config :app, App.Repo, password: System.get_env(\"DB_PASSWORD\")\n",
        "jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: '1h' })\n", "app.config['SECRET_KEY'] = os.urandom(32)\n",
        "requests.get(url, auth=(user, password))\n", "def check_password(self, raw_password): ...\n",
        "if (password.length < 12) throw new Error('password too short');\n", "String pwd = new String(console.readPassword());\n",
        "ds.setPassword(props.getProperty(\"db.password\"));\n", "@Value(\"${app.secret}\") private String secret;\n",
        "token = request.headers.get('Authorization', '').removeprefix('Bearer ')\n", "password_field = forms.CharField(widget=forms.PasswordInput)\n",
        f"> GET /v1/items/{u} HTTP/1.1\n> Host: api.acme.io\n> Authorization: Bearer <redacted>\n",
        "> Authorization: Bearer $TOKEN\n", f"< ETag: \"{rand(HEX, 32)}\"\n", f"< X-Request-Id: {u}\n",
        f"< Set-Cookie: theme=dark; Path=/\n", f"GET /api/v3/search?q=password+reset&page=2 200\n",
        "POST /login\n\nusername=bob&password=&remember=1\n", "grant_type=authorization_code&code_verifier=...\n",
        f"Traceback (most recent call last):\n  File \"auth.py\", line 88, in verify_token\n    raise InvalidToken(token_id)\nInvalidToken: {u}\n",
        f"java.lang.IllegalStateException: password must not be null\n\tat com.acme.Auth.login(Auth.java:{R.randint(10, 300)})\n",
        "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4a2b1c]\n",
        f"environ({{'PATH': '/usr/bin', 'HOME': '/root', 'GIT_COMMIT': '{rand(HEX, 40)}'}})\n",
        "ActiveRecord::RecordInvalid: Validation failed: Password is too short (minimum is 12 characters)\n",
        f"KeyError: 'SECRET_KEY'\n", f"const hash = crypto.createHash('sha256').update(data).digest('hex'); // {rand(HEX, 64)}\n",
        f"assert token_hex(16) != '{rand(HEX, 32)}'\n", f"expected = base64.b64decode('{base64.b64encode(bytes(R.getrandbits(8) for _ in range(18))).decode()}')\n",
        "func (c *Client) SetToken(token string) { c.token = token }\n", "pub fn password(mut self, password: &str) -> Self {\n",
        "private static final String TOKEN_HEADER = \"X-Auth-Token\";\n", "const SESSION_COOKIE = 'session_id';\n",
        "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']\n", "AUTH_PASSWORD_VALIDATORS = []\n",
    ])


def main() -> None:
    makers = [(fam_code, 130), (fam_http, 70), (fam_trace, 60), (fam_tokens, 40)]
    secrets = []
    for make, count in makers:
        for _ in range(count):
            text, values, cls = make()
            secrets.append({"id": f"apptrace-{len(secrets)}", "family": "apptrace", "class": cls, "text": text,
                            "secrets": values})
    texts = list(dict.fromkeys(clean_texts() for _ in range(400)))  # distinct texts only
    clean = [{"id": f"apptrace-clean-{i}", "family": "apptrace", "text": t} for i, t in enumerate(texts)]
    for fname, rows in (("apptrace_secrets.jsonl", secrets), ("apptrace_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
