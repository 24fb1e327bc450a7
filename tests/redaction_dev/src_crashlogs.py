"""Seeded generator of the blind source "crashlogs" (crashlogs_secrets.jsonl, crashlogs_clean.jsonl).

Failure output an agent reads while debugging: Python tracebacks with locals (pytest --showlocals, rich, better
exceptions), Django / Werkzeug / Rails / Laravel / Spring debug pages and actuator dumps, Java / .NET / Node / Go /
Rust / PHP crashes whose messages or arguments carry values, ORM SQL logs with bound parameters (SQLAlchemy echo,
Hibernate, ActiveRecord, Sequelize, Prisma, GORM, EF Core), Sentry / Bugsnag / Rollbar event JSON, `strings core`
output, gdb backtraces, curl -v / HTTPie / mitmproxy request dumps, nginx / Squid / Envoy / HAProxy access logs,
Kubernetes pod logs.
Written 2026-12-02 by the helper "corpora" without reading memtool's redaction rules or their results; imports nothing
from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_crashlogs.py
"""
from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from _tokens import Gen, write  # noqa: E402
from _fill import fill, url_pw  # noqa: E402

g = Gen(1303)
FAMILY = "crashlogs"

# ------------------------------------------------ self-identifying: «t»
SI_T = [
    "Traceback (most recent call last):\n  File \"/app/worker.py\", line 41, in run\n    client.push(event)\n  File \"/app/vendor/client.py\", line 88, in push\n    raise UpstreamError(f\"rejected credential {self.cred!r}\")\nclient.UpstreamError: rejected credential '«t»'",
    "____________________________ test_sync_upstream _____________________________\n\n    def test_sync_upstream():\n>       assert sync(cred) == 200\nE       assert 401 == 200\nE        +  where 401 = sync('«t»')\n\ncred       = '«t»'\n\ntests/test_sync.py:18: AssertionError",
    "│ /app/notify.py:57 in send                                                    │\n│ ❱  57 │   resp.raise_for_status()                                              │\n│ ╭──────────────────────────────── locals ────────────────────────────────╮    │\n│ │   cred = '«t»'                                                          │    │\n│ │    url = 'https://api.example.com/v1/messages'                          │    │\n│ ╰────────────────────────────────────────────────────────────────────────╯    │\nHTTPError: 403 Client Error: Forbidden",
    "panic: upstream rejected request\n\ngoroutine 1 [running]:\nmain.(*Client).Do(0xc000124000, {0xc00001e0c0, 0x28})\n\t/src/client.go:77 +0x1f4\nmain.main()\n\t/src/main.go:31 +0x85\nconfig: &{Endpoint:https://api.example.com Cred:«t» Timeout:30s}\nexit status 2",
    "thread 'main' panicked at src/main.rs:48:10:\ncalled `Result::unwrap()` on an `Err` value: Config { endpoint: \"https://api.example.com\", cred: \"«t»\", retries: 3 }\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
    "Exception in thread \"main\" java.lang.IllegalStateException: upstream refused credential «t»\n\tat com.acme.sync.Client.call(Client.java:112)\n\tat com.acme.sync.Main.main(Main.java:24)",
    "(node:«n») UnhandledPromiseRejectionWarning: Error: Request failed with status code 401\n    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)\n  config: {\n    url: 'https://api.example.com/v1/items',\n    headers: { Accept: 'application/json', 'X-Upstream': '«t»' }\n  }",
    "{\n  \"event_id\": \"«hex32»\",\n  \"level\": \"error\",\n  \"exception\": {\"values\": [{\"type\": \"UpstreamError\", \"value\": \"403 Forbidden\"}]},\n  \"extra\": {\"upstream_cred\": \"«t»\", \"attempt\": 3},\n  \"release\": \"«sha7»\"\n}",
    "{\"errorClass\":\"Faraday::UnauthorizedError\",\"message\":\"the server responded with status 401\",\"metaData\":{\"request\":{\"url\":\"https://api.example.com/v2/sync\"},\"custom\":{\"cred\":\"«t»\"}}}",
    "$ strings core.«n» | grep -n -i -m3 'x-'\n1043:X-Forwarded-For: 10.0.0.1\n1044:X-Upstream: «t»\n1045:X-Request-Id: «uuid»",
    "(gdb) bt\n#0  0x00007f3a in __GI_raise (sig=6) at raise.c:50\n#1  0x000055d1 in send_event (ctx=0x5600, cred=0x5610 \"«t»\") at src/send.c:91\n#2  0x000055e0 in main (argc=1, argv=0x7ffd) at src/main.c:33",
    "[2026-12-01 23:10:44] production.ERROR: Client error: `POST https://api.example.com/v1/charge` resulted in a `401 Unauthorized` response {\"cred\":\"«t»\",\"exception\":\"[object] (GuzzleHttp\\\\Exception\\\\ClientException(code: 401))\"}",
    "Unhandled exception. System.InvalidOperationException: Upstream rejected «t»\n   at Acme.Sync.Client.SendAsync(String cred) in /src/Client.cs:line 64\n   at Acme.Sync.Program.Main(String[] args) in /src/Program.cs:line 19",
    "«ip» - - [01/Dec/2026:23:12:01 +0000] \"GET /v1/export?format=csv&x=«t» HTTP/1.1\" 401 61 \"-\" \"python-requests/2.32.3\"",
    "2026-12-01T23:14:09.221Z ERROR «name»-7d9c6b5f4-x2lmq «name» startup failed: invalid UPSTREAM value «t» (check the secret mount)",
    "{\"level\":\"error\",\"ts\":\"«ts»\",\"msg\":\"webhook delivery failed\",\"attempt\":4,\"target\":\"«t»\",\"status\":404}",
]
PEM_T = [
    "Traceback (most recent call last):\n  File \"/app/tls.py\", line 12, in load\n    key = serialization.load_pem_private_key(data, password=None)\nValueError: Could not deserialize key data.\n\nLocals:\n  data = b'«pemb»'",
    "$ strings -n 20 core.«n» | sed -n '210,222p'\n«pem»",
    "{\n  \"event_id\": \"«hex32»\",\n  \"exception\": {\"values\": [{\"type\": \"SSLError\", \"value\": \"bad key\"}]},\n  \"extra\": {\"key_material\": \"«pemj»\"}\n}",
    "java.security.spec.InvalidKeySpecException: java.security.InvalidKeyException: IOException : algid parse error\n\tat sun.security.rsa.RSAKeyFactory.engineGeneratePrivate(RSAKeyFactory.java:251)\nCaused by: key file contents were:\n«pem»",
]

# ------------------------------------------------ name-context: «v»
NC_T = [
    ("pw", "Traceback (most recent call last):\n  File \"/app/db.py\", line 22, in connect\n    return psycopg.connect(host=host, user=user, password=password)\npsycopg.OperationalError: connection failed: FATAL:  password authentication failed for user \"«u»\"\n\nLocals at frame connect:\n    host = '«h»'\n    user = '«u»'\n    password = '«v»'"),
    ("pw", "tests/test_login.py:31: in test_login\n    resp = client.post('/login', data={'username': '«u»', 'password': '«v»'})\nE   AssertionError: 302 != 200\n\npassword   = '«v»'\nusername   = '«u»'"),
    ("pw", "│ ╭──────────────── locals ────────────────╮                                     │\n│ │  db_password = '«v»'                     │                                     │\n│ │      db_host = '«h»'                     │                                     │\n│ ╰──────────────────────────────────────────╯                                     │\nOperationalError: (2003, \"Can't connect to MySQL server\")"),
    ("hex", "Django Version: 5.1.3\nException Type: ImproperlyConfigured\n\nSettings:\nDEBUG = True\nALLOWED_HOSTS = ['*']\nSECRET_KEY = '«v»'\nDATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'PASSWORD': '********************'}}"),
    ("pw", "werkzeug.exceptions.InternalServerError\n\nTraceback (most recent call last):\n  File \"/app/auth.py\", line 40, in login\n    ldap.simple_bind_s(bind_dn, bind_pw)\n[console ready]\n>>> bind_pw\n'«v»'"),
    ("b64k", "Illuminate\\Encryption\\MissingAppKeyException\n\nEnvironment:\nAPP_ENV=local\nAPP_DEBUG=true\nAPP_KEY=base64:«v»\nDB_CONNECTION=mysql"),
    ("pw", "PDOException: SQLSTATE[HY000] [1045] Access denied for user '«u»'@'«ip»' (using password: YES)\n#0 /var/www/app/src/Db.php(18): PDO->__construct('mysql:host=«h»;d...', '«u»', '«v»')\n#1 /var/www/app/index.php(7): Db::connect()\n#2 {main}"),
    ("pw", "Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"«u»\"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\nDEBUG HikariConfig - password........................\"«v»\"\nDEBUG HikariConfig - username........................\"«u»\""),
    ("pw", "{\n  \"name\": \"spring.datasource.password\",\n  \"value\": \"«v»\",\n  \"origin\": \"System Environment Property \\\"SPRING_DATASOURCE_PASSWORD\\\"\"\n}"),
    ("pw", "2026-12-01 23:01:12,441 INFO sqlalchemy.engine.Engine UPDATE service_accounts SET password=%(password)s WHERE service_accounts.id = %(id_1)s\n2026-12-01 23:01:12,441 INFO sqlalchemy.engine.Engine [generated in 0.00021s] {'password': '«v»', 'id_1': «n»}"),
    ("hex", "Hibernate: insert into api_clients (name, client_secret, id) values (?, ?, ?)\nTRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [1] as [VARCHAR] - [«name»]\nTRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [2] as [VARCHAR] - [«v»]"),
    ("hex", "  ApiKey Create (0.6ms)  INSERT INTO \"api_keys\" (\"user_id\", \"token\", \"created_at\") VALUES ($1, $2, $3) RETURNING \"id\"  [[\"user_id\", «n»], [\"token\", \"«v»\"], [\"created_at\", \"«ts»\"]]"),
    ("pw", "Executing (default): UPDATE `users` SET `smtp_password`=?,`updatedAt`=? WHERE `id` = ? ; «v», «ts», «n»"),
    ("hex", "prisma:query SELECT \"public\".\"Session\".\"id\" FROM \"public\".\"Session\" WHERE \"public\".\"Session\".\"sessionToken\" = $1 LIMIT $2 OFFSET $3\nprisma:query params [\"«v»\",1,0]"),
    ("hex", "[2.113ms] [rows:1] UPDATE `devices` SET `push_secret`='«v»' WHERE `id` = «n»"),
    ("pw", "Executed DbCommand (3ms) [Parameters=[@p0='«u»' (Size = 4000), @p1='«v»' (Size = 4000)], CommandType='Text', CommandTimeout='30']\nUPDATE [SmtpSettings] SET [User] = @p0, [Password] = @p1"),
    ("hex", "{\n  \"request\": {\n    \"url\": \"https://shop.acme.example/cart\",\n    \"cookies\": {\"sessionid\": \"«v»\", \"theme\": \"dark\"}\n  },\n  \"level\": \"error\"\n}"),
    ("hex", "{\"errorClass\":\"ActionController::InvalidAuthenticityToken\",\"metaData\":{\"request\":{\"headers\":{\"Cookie\":\"_shop_session=«v»; locale=en\"}}}}"),
    ("pw", "Parameters: {\"user\"=>{\"email\"=>\"«u»@acme.example\", \"password\"=>\"«v»\"}, \"commit\"=>\"Log in\"}\nCompleted 500 Internal Server Error in 41ms"),
    ("pw", "> POST /api/login HTTP/1.1\n> Host: «h»\n> Content-Type: application/x-www-form-urlencoded\n>\n| username=«u»&password=«v»\n< HTTP/1.1 500 Internal Server Error"),
    ("hex", "> GET /dashboard HTTP/1.1\n> Host: app.acme.example\n> Cookie: session=«v»\n>\n< HTTP/1.1 502 Bad Gateway"),
    ("pw", "panic: dial tcp «ip»:5432: connect: connection refused\n\ngoroutine 1 [running]:\nmain.mustDB({0xc0000a2000, 0x3f}, {0xc0000a4000, 0x3}, {0xc0000a6000, 0x10})\ncfg.DB = {Host:«h» User:«u» Password:«v» Name:«db»}"),
    ("pw", "thread 'main' panicked at src/db.rs:19:5:\nfailed to connect: DbConfig { host: \"«h»\", user: \"«u»\", password: \"«v»\" }"),
    ("hex", "Error: invalid signature\n    at verifyWebhook (/app/src/webhooks.ts:22:11)\n  signingSecret: '«v»',\n  received: 't=1764630000,v1=«sha256»'"),
    ("otp", "AssertionError: expected OTP «v» to be accepted for user «u» (totp_secret mismatch)\n    at Context.<anonymous> (test/otp.spec.js:44:12)"),
    ("b32", "E       AssertionError: totp.verify failed\nE        where totp = TOTP(secret='«v»', digits=6, interval=30)"),
    ("hex", "$ strings core.«n» | grep -i -m2 'secret'\nJWT_SECRET=«v»\nsecret_name=«name»-prod"),
    ("pw", "(gdb) p *cfg\n$1 = {host = 0x5611 \"«h»\", port = 5432, user = 0x5620 \"«u»\", passwd = 0x5630 \"«v»\"}"),
    ("hex", "[warn] 23:15:02 request failed  method=POST path=/internal/reindex api_key=«v» status=403"),
    ("pw", "Fehler beim Start: Verbindung zur Datenbank fehlgeschlagen (Benutzer «u», Passwort «v»)"),
    ("hex", "2026-12-01 23:20:11 WARN  [csrf] token mismatch: expected csrf_token=«v» got=<none>"),
    ("hex", "Rollbar item «n»: TypeError: Cannot read properties of undefined (reading 'id')\n  custom: {\"feature\": \"checkout\", \"stripe_webhook_secret_fallback\": \"«v»\"}"),
    ("pw", "Fatal error: Uncaught mysqli_sql_exception: Access denied for user '«u»'@'localhost' in /var/www/html/db.php:4\nStack trace:\n#0 /var/www/html/db.php(4): mysqli->__construct('localhost', '«u»', '«v»', '«db»')\n#1 {main}"),
    ("pw", "** (DBConnection.ConnectionError) connection not available\n    (db_connection 2.7.0) lib/db_connection.ex:1000\nconfig: [hostname: \"«h»\", username: \"«u»\", password: \"«v»\", database: \"«db»\"]"),
    ("pw", "ERROR: redis AUTH failed: WRONGPASS invalid username-password pair (tried requirepass=«v»)"),
    ("pin", "Traceback (most recent call last):\n  File \"/app/kiosk.py\", line 57, in unlock\n    verify_pin(card_id, pin)\nkiosk.errors.PinLocked: too many attempts\nlocals: card_id='«hex16»' pin='«v»' attempts=3"),
]

# ------------------------------------------------ structural: «v»
ST_T = [
    ("pw", "sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection to server at \"«h»\" failed\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[engine url: postgresql+psycopg://«u»:«v»@«h»:5432/«db»]"),
    ("pw", "Traceback (most recent call last):\n  File \"/app/cache.py\", line 8, in <module>\n    r = redis.from_url(REDIS_URL)\n\nREDIS_URL = 'redis://default:«v»@«h»:6379/0'"),
    ("pw", "pymongo.errors.ServerSelectionTimeoutError: No servers found yet, Timeout: 30.0s, Topology Description: <TopologyDescription ...>\nMONGO_URL=mongodb://«u»:«v»@«h»:27017/«db»?authSource=admin"),
    ("pw", "com.zaxxer.hikari.pool.HikariPool$PoolInitializationException: Failed to initialize pool: Connection refused\njdbcUrl=jdbc:mysql://«h»:3306/«db»?user=«u»&password=«v»&useSSL=true"),
    ("pw", "System.Data.SqlClient.SqlException (0x80131904): Login failed for user '«u»'.\n   at Acme.Repo..ctor(String connectionString = \"Server=«h»;Database=«db»;User Id=«u»;Password=«v»;\")"),
    ("pw", "Error: connect ECONNREFUSED «ip»:5672\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  url: 'amqp://«u»:«v»@«h»:5672/%2F'\n}"),
    ("pw", "Settings:\nDATABASE_URL = 'postgres://«u»:«v»@«h»:5432/«db»'\nDEBUG = True"),
    ("basic", "> GET /api/v1/reports HTTP/1.1\n> Host: «h»\n> Authorization: Basic «v»\n> User-Agent: curl/8.5.0\n>\n< HTTP/1.1 500 Internal Server Error"),
    ("tok", "> POST /graphql HTTP/2\n> host: api.acme.example\n> authorization: Bearer «v»\n> content-type: application/json\n>\n< HTTP/2 502"),
    ("tok", "{\n  \"request\": {\n    \"method\": \"POST\",\n    \"url\": \"https://api.acme.example/v1/orders\",\n    \"headers\": {\"Authorization\": \"Bearer «v»\", \"Content-Type\": \"application/json\"}\n  },\n  \"level\": \"error\"\n}"),
    ("tok", "«ip» - - [01/Dec/2026:23:40:12 +0000] \"GET /export?api_key=«v»&from=2026-11-01 HTTP/1.1\" 500 0 \"-\" \"Go-http-client/1.1\""),
    ("tok", "1764632412.115    211 «ip» TCP_MISS/401 512 GET https://files.acme.example/download?token=«v»&id=«n» - HIER_DIRECT/«ip» application/json"),
    ("tok", "[2026-12-01T23:41:02.114Z] \"GET /v1/objects?sig=«v»&se=2026-12-02 HTTP/1.1\" 403 - 0 130 12 - \"«ip»\" \"aws-sdk-go/1.55\" \"«uuid»\" \"storage\""),
    ("pw", "POST https://«u»:«v»@hooks.acme.example/deploy\n  ← 500 Internal Server Error [text/html] 1.2kB 88ms"),
    ("pw", "fatal: unable to access 'https://«u»:«v»@git.acme.example/platform/«name».git/': The requested URL returned error: 503"),
    ("pw", "Error: P1001: Can't reach database server at `«h»`:`5432`\nDATABASE_URL=\"postgresql://«u»:«v»@«h»:5432/«db»?schema=public\""),
    ("basic", "{\"errorClass\":\"Net::HTTPFatalError\",\"metaData\":{\"request\":{\"headers\":{\"Authorization\":\"Basic «v»\",\"Accept\":\"*/*\"}}}}"),
    ("pw", "ftplib.error_perm: 530 Login incorrect.\n  File \"/app/upload.py\", line 14, in upload\n    ftp.login('«u»', '«v»')"),
    ("pw", "$ http -v --auth «u»:«v» GET https://«h»/api/health\nGET /api/health HTTP/1.1\nHost: «h»\n\nHTTP/1.1 503 Service Unavailable"),
    ("tok", "  File \"/app/client.py\", line 31, in fetch\n    r = session.get(f\"{BASE}/items?access_token={token}\")\nrequests.exceptions.HTTPError: 500 Server Error for url: https://api.acme.example/items?access_token=«v»"),
    ("pw", "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\nspring.datasource.url=jdbc:postgresql://«h»:5432/«db»?user=«u»&password=«v»"),
    ("tok", "W1201 23:44:10.118 proxy.go:212] upstream 401 for wss://stream.acme.example/socket?auth=«v»&v=2"),
]

# ------------------------------------------------ clean
CLEAN_T = [
    "Traceback (most recent call last):\n  File \"/app/db.py\", line 22, in connect\n    return psycopg.connect(host=host, user=user, password=password)\npsycopg.OperationalError: connection failed: FATAL:  password authentication failed for user \"«u»\"",
    "Django Version: 5.1.3\nException Type: OperationalError\n\nSettings:\nDEBUG = True\nSECRET_KEY = '********************'\nDATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'NAME': '«db»', 'PASSWORD': '********************'}}\nSTRIPE_API_KEY = '********************'",
    "Parameters: {\"user\"=>{\"email\"=>\"«u»@acme.example\", \"password\"=>\"[FILTERED]\"}, \"authenticity_token\"=>\"[FILTERED]\"}\nCompleted 422 Unprocessable Entity in 18ms",
    "{\n  \"name\": \"spring.datasource.password\",\n  \"value\": \"******\",\n  \"origin\": \"System Environment Property \\\"SPRING_DATASOURCE_PASSWORD\\\"\"\n}",
    "{\n  \"event_id\": \"«hex32»\",\n  \"level\": \"error\",\n  \"request\": {\"headers\": {\"Authorization\": \"[Filtered]\", \"Cookie\": \"[Filtered]\"}},\n  \"release\": \"«sha»\",\n  \"contexts\": {\"trace\": {\"trace_id\": \"«hex32»\", \"span_id\": \"«hex16»\"}}\n}",
    "2026-12-01 23:01:12,441 INFO sqlalchemy.engine.Engine UPDATE users SET password_hash=%(password_hash)s WHERE users.id = %(id_1)s\n2026-12-01 23:01:12,441 INFO sqlalchemy.engine.Engine [generated in 0.00021s] {'password_hash': '[hidden]', 'id_1': «n»}",
    "Hibernate: select u1_0.id, u1_0.email from users u1_0 where u1_0.id=?\nTRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [1] as [BIGINT] - [«n»]",
    "  User Load (0.4ms)  SELECT \"users\".* FROM \"users\" WHERE \"users\".\"id\" = $1 LIMIT $2  [[\"id\", «n»], [\"LIMIT\", 1]]",
    "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=«addr»]\n\ngoroutine 17 [running]:\nmain.(*Server).handle(«addr», {«addr», «addr»})\n\t/src/server.go:144 +0x3a",
    "thread 'tokio-runtime-worker' panicked at src/handler.rs:88:14:\nindex out of bounds: the len is 0 but the index is 0\nrequest_id=«uuid» trace_id=«hex32»",
    "Exception in thread \"main\" java.lang.IllegalArgumentException: password must be at least 12 characters\n\tat com.acme.auth.PasswordPolicy.check(PasswordPolicy.java:31)",
    "Error: Invalid token: jwt expired\n    at /app/node_modules/jsonwebtoken/verify.js:190:21\n  expiredAt: 2026-12-01T22:00:00.000Z",
    "> GET /api/v1/reports HTTP/1.1\n> Host: «h»\n> Authorization: Bearer ${API_TOKEN}\n> User-Agent: curl/8.5.0\n>\n< HTTP/1.1 401 Unauthorized\n< WWW-Authenticate: Bearer error=\"invalid_token\"",
    "«ip» - - [01/Dec/2026:23:12:01 +0000] \"GET /v1/export?format=csv&page=«n» HTTP/1.1\" 200 18211 \"-\" \"python-requests/2.32.3\" rid=«uuid»",
    "«ip» - - [01/Dec/2026:23:12:04 +0000] \"GET /static/app.«hex16».js HTTP/2.0\" 200 88120 \"https://shop.acme.example/\" \"Mozilla/5.0\"",
    "$ strings core.«n» | grep -m3 -i build\nbuild-id: «sha»\nBUILD_SHA256=«sha256»\nbuilder: ci-runner-«n»",
    "(gdb) bt\n#0  0x00007f3a in __GI_raise (sig=6) at raise.c:50\n#1  0x000055d1 in parse_header (buf=0x5610 \"GET / HTTP/1.1\", len=14) at src/http.c:212\n#2  0x000055e0 in main (argc=1, argv=0x7ffd) at src/main.c:33",
    "ERROR: redis AUTH failed: WRONGPASS invalid username-password pair or user is disabled.\nHint: check REDIS_PASSWORD in the deployment's secret.",
    "PDOException: SQLSTATE[HY000] [2002] Connection refused\n#0 /var/www/app/src/Db.php(18): PDO->__construct('mysql:host=«h»;d...', '«u»', Object(SensitiveParameterValue))\n#1 {main}",
    "Error: P1001: Can't reach database server at `«h»`:`5432`\nPlease make sure your database server is running at `«h»`:`5432`.",
    "fatal: Authentication failed for 'https://git.acme.example/platform/«name».git/'\nhint: use a personal access token instead of a password; see https://git.acme.example/help/pat",
    "WARN  [csrf] token mismatch for session «uuid»: request had no X-CSRF-Token header",
    "AssertionError: assert 'hunter2' not in caplog.text\n  (the test checks that passwords are never logged; it failed because the logger printed the form dict)\ntests/test_logging.py:22",
    "Traceback (most recent call last):\n  File \"/app/fixtures.py\", line 4, in <module>\n    data = base64.b64decode(\"«b64t»\")\nbinascii.Error: Incorrect padding",
    "{\"level\":\"info\",\"ts\":\"«ts»\",\"msg\":\"webhook delivered\",\"attempt\":1,\"target\":\"https://hooks.acme.example/deploy\",\"status\":200,\"duration_ms\":«n»}",
    "E       AssertionError: expected etag \"«hex32»\" got \"«hex32»\"\ntests/test_cache.py:58: AssertionError",
    "java.lang.NullPointerException: Cannot invoke \"String.length()\" because \"password\" is null\n\tat com.acme.auth.Login.check(Login.java:40)",
    "Executed DbCommand (3ms) [Parameters=[@p0='?' (Size = 4000), @p1='?' (Size = 4000)], CommandType='Text', CommandTimeout='30']\nUPDATE [SmtpSettings] SET [User] = @p0, [Password] = @p1\n(enable EnableSensitiveDataLogging to see parameter values)",
    "2026-12-01T23:14:09.221Z ERROR «name»-7d9c6b5f4-x2lmq «name» startup failed: env DB_PASSWORD is empty (secret «name»-db not mounted)",
    "ValueError: Could not deserialize key data. The data may be in an incorrect format, it may be encrypted with an unsupported algorithm, or it may be an unsupported key type.\n  key path: /etc/ssl/private/«name».key",
    "{\"errorClass\":\"ActionController::InvalidAuthenticityToken\",\"metaData\":{\"request\":{\"headers\":{\"Cookie\":\"[FILTERED]\",\"User-Agent\":\"Mozilla/5.0\"}}},\"severity\":\"error\",\"groupingHash\":\"«hex32»\"}",
    "Squid: 1764632412.115    211 «ip» TCP_MISS/200 5120 GET https://files.acme.example/download?id=«n»&format=pdf - HIER_DIRECT/«ip» application/pdf",
    "The crash dump was scrubbed before upload: `strings` showed only symbol names and the build id «sha»; no environment block was present.",
]


def val(kind: str) -> tuple[str, dict]:
    if kind == "pw":
        return g.pw(), {}
    if kind == "hex":
        return g.pick([g.hexs(g.pick([32, 40, 64])), g.b64url(32), g.s("abcdefghijklmnopqrstuvwxyz0123456789", 32)]), {}
    if kind == "b64k":
        return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode(), {}
    if kind == "pin":
        return str(g.r.randint(1000, 99999999)), {}
    if kind == "otp":
        return str(g.r.randint(100000, 999999)), {}
    if kind == "b32":
        return g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32), {}
    if kind == "tok":
        return g.pick([g.hexs(40), g.b64url(24), g.s("abcdefghijklmnopqrstuvwxyz0123456789", 32)]), {}
    if kind == "basic":
        return base64.b64encode(f"{g.pick(['ci', 'reports', 'admin', 'svc'])}:{url_pw(g)}".encode()).decode(), {}
    raise ValueError(kind)


def secrets_rows():
    rows = []
    for i in range(74):
        _, tok, marked = g.self_identifying()
        rows.append(("self-identifying", fill(g, SI_T[i % len(SI_T)], t=tok), marked))
    for i in range(10):
        block, line = g.pem()
        rows.append(("self-identifying", fill(g, PEM_T[i % len(PEM_T)], pem=block, pemj=block.replace("\n", "\\n"),
                                              pemb=block.replace("\n", "\\n")), line))
    for i in range(96):
        kind, tpl = NC_T[i % len(NC_T)]
        v, extra = val(kind)
        rows.append(("name-context", fill(g, tpl, v=v, **extra), v))
    for i in range(70):
        kind, tpl = ST_T[i % len(ST_T)]
        v, extra = (url_pw(g), {}) if kind == "pw" else val(kind)
        rows.append(("structural", fill(g, tpl, v=v, **extra), v))
    return rows


def clean_rows():
    out, i = [], 0
    while len(out) < 100:
        t = fill(g, CLEAN_T[i % len(CLEAN_T)])
        i += 1
        if t not in out:
            out.append(t)
    return out


def main() -> None:
    write(HERE, FAMILY, secrets_rows(), clean_rows())


if __name__ == "__main__":
    main()
