"""Seeded generator of the blind source "agentjson" (agentjson_secrets.jsonl, agentjson_clean.jsonl).

Claude Code and OpenCode hook payloads as the hook receives them on stdin: PreToolUse/PostToolUse/UserPromptSubmit
JSON with tool_input / tool_response (escaped newlines, file contents inside JSON strings, JSON inside JSON strings),
nested env objects, MCP server configs (.mcp.json, opencode.json, Claude settings.json), Read output with line
numbers, Edit old_string/new_string, WebFetch URLs, OpenCode tool.execute.after events.
Written 2026-12-01 by the helper "corpora" without reading memtool's redaction rules or their results; imports nothing
from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_agentjson.py
"""
from __future__ import annotations

import base64
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]  # _tokens.py beside this file or one level up
from _tokens import Gen, write  # noqa: E402

g = Gen(1201)
FAMILY = "agentjson"
USERS = ["dana", "lwei", "marco", "priya", "tkoch", "ana", "omar", "ines"]
PROJECTS = ["billing-api", "webshop", "infra", "ml-pipeline", "mobile-app", "docs-site", "etl", "auth-service"]
TOOLS_READ = ["src/config.py", "config/settings.yaml", ".env", "docker-compose.yml", "app/config/database.php",
              "appsettings.Development.json", "deploy/values.yaml", "scripts/seed.sh", "terraform.tfvars"]


def dump(obj, style=None) -> str:
    style = style if style is not None else g.r.randint(0, 2)
    if style == 0:
        return json.dumps(obj, ensure_ascii=False)
    if style == 1:
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(obj, ensure_ascii=False, indent=2)


def base(event: str) -> dict:
    u, p = g.pick(USERS), g.pick(PROJECTS)
    sid = g.uuid()
    return {"session_id": sid, "transcript_path": f"/home/{u}/.claude/projects/-home-{u}-{p}/{sid}.jsonl",
            "cwd": f"/home/{u}/{p}", "permission_mode": g.pick(["default", "acceptEdits", "plan"]),
            "hook_event_name": event}


def post(tool: str, tin: dict, tresp) -> str:
    d = base("PostToolUse")
    d.update(tool_name=tool, tool_input=tin, tool_response=tresp)
    return dump(d)


def pre(tool: str, tin: dict) -> str:
    d = base("PreToolUse")
    d.update(tool_name=tool, tool_input=tin)
    return dump(d)


ALWAYS_POST = False  # the clean texts keep their outputs (the look-alikes are there)


def bash(cmd: str, stdout: str = "", stderr: str = "") -> str:
    if not ALWAYS_POST and g.r.random() < .35:
        return pre("Bash", {"command": cmd, "description": g.pick(["Run the command", "Check the service",
                                                                     "Call the API", "Deploy"])})
    return post("Bash", {"command": cmd}, {"stdout": stdout, "stderr": stderr, "interrupted": False,
                                            "isImage": False})


def opencode(tool: str, args: dict, output: str) -> str:
    return dump({"type": "tool.execute.after", "properties": {
        "tool": tool, "sessionID": "ses_" + g.s("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 26),
        "callID": "call_" + g.s("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 24),
        "args": args, "output": output}})


def numbered(text: str) -> str:
    return "\n".join(f"{i + 1:6d}\t{line}" for i, line in enumerate(text.split("\n")))


def read(path: str, content: str) -> str:
    if g.r.random() < .5:
        return post("Read", {"file_path": path}, {"type": "text", "file": {"filePath": path, "content": content,
                                                  "numLines": content.count("\n") + 1, "startLine": 1}})
    return post("Read", {"file_path": path}, numbered(content))


def write_file(path: str, content: str) -> str:
    if g.r.random() < .5:
        return pre("Write", {"file_path": path, "content": content})
    return post("Write", {"file_path": path, "content": content}, {"type": "create", "filePath": path})


def edit(path: str, old: str, new: str) -> str:
    return post("Edit", {"file_path": path, "old_string": old, "new_string": new, "replace_all": False},
                {"filePath": path, "oldString": old, "newString": new, "structuredPatch": []})


def prompt(text: str) -> str:
    d = base("UserPromptSubmit")
    d["prompt"] = text
    return dump(d)


# ---------------------------------------------------------------- self-identifying
def si_templates():
    env_names = {"aws": "AWS_ACCESS_KEY_ID", "github": "GITHUB_TOKEN", "gitlab": "GITLAB_TOKEN",
                 "slack": "SLACK_BOT_TOKEN", "stripe": "STRIPE_API_KEY", "sendgrid": "SENDGRID_API_KEY",
                 "openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY", "google": "GOOGLE_API_KEY",
                 "npm": "NPM_TOKEN", "pypi": "TWINE_PASSWORD", "digitalocean": "DIGITALOCEAN_TOKEN",
                 "fly": "FLY_API_TOKEN", "supabase": "SUPABASE_ACCESS_TOKEN", "huggingface": "HF_TOKEN"}

    def t_export(name, tok):
        var = env_names.get(name, "SVC_" + name.upper() + "_CRED")
        return bash(f"export {var}={tok} && ./scripts/smoke.sh", "smoke: 12/12 ok\n")

    def t_env_stdout(name, tok):
        var = env_names.get(name, name.upper() + "_KEY")
        out = f"NODE_ENV=development\nPORT=3000\n{var}={tok}\nLOG_LEVEL=debug\n"
        return bash("cat .env", out)

    def t_py_write(name, tok):
        code = f"import os\nimport httpx\n\nCLIENT = httpx.Client(headers={{\"X-Provider\": \"{name}\"}})\nKEY = \"{tok}\"  # TODO move to env\n"
        return write_file(f"src/{name}_client.py", code)

    def t_edit(name, tok):
        return edit("src/settings.ts", "const apiKey = process.env.API_KEY;", f"const apiKey = \"{tok}\"; // temp for local test")

    def t_read(name, tok):
        content = f"[default]\nregion = eu-west-1\n\n[{name}]\ncred = {tok}\nretries = 3"
        return read(g.pick(TOOLS_READ), content)

    def t_mcp(name, tok):
        inner = {"mcpServers": {name: {"command": "npx", "args": ["-y", f"@{name}/mcp-server"],
                                       "env": {"CRED": tok, "LOG": "info"}}}}
        return write_file(".mcp.json", json.dumps(inner, indent=2))

    def t_prompt(name, tok):
        return prompt(g.pick([f"here is my {name} thing, use it for the test: {tok}",
                              f"why does {tok} give 401 on the staging box?",
                              f"rotate this one after we're done: {tok}",
                              f"{tok}\n\nabove is what the dashboard gave me, wire it into the worker"]))

    def t_webfetch(name, tok):
        url = f"https://api.{name}.example.com/v2/status?token_hint=1&k={tok}"
        return post("WebFetch", {"url": url, "prompt": "is the service up?"}, {"result": "status: operational", "code": 200,
                                                                              "url": url})

    def t_opencode(name, tok):
        return opencode("bash", {"command": "printenv | sort", "description": "list env"},
                        f"HOME=/home/dev\nHOSTNAME=devbox\nCI_CRED={tok}\nPATH=/usr/bin:/bin\n")

    def t_stderr(name, tok):
        return bash("./deploy.sh staging", "", f"error: {name} rejected credential '{tok}' (expired?)\nexit status 1\n")

    def t_curl(name, tok):
        return bash(f"curl -s https://api.internal.example/v1/me -H 'X-Client: cli' -d '{{\"t\":\"{tok}\"}}'",
                    "{\"ok\":true}")

    def t_opencode_cfg(name, tok):
        cfg = {"$schema": "https://opencode.ai/config.json",
               "provider": {name: {"options": {"baseURL": f"https://{name}.example.com/v1", "headers": {"X-Org": tok}}}}}
        return opencode("write", {"filePath": "opencode.json", "content": json.dumps(cfg, indent=2)}, "")

    def t_nested_env(name, tok):
        return pre("mcp__runner__exec", {"cmd": ["node", "worker.js"], "options": {"cwd": "/srv/worker",
                                         "env": {"NODE_OPTIONS": "--max-old-space-size=2048",
                                                 "UPSTREAM": tok}}})

    return [t_export, t_env_stdout, t_py_write, t_edit, t_read, t_mcp, t_prompt, t_webfetch, t_opencode,
            t_stderr, t_curl, t_opencode_cfg, t_nested_env]


def si_pem():
    block, mark = g.pem()
    k = g.r.randint(0, 4)
    if k == 0:
        return read("deploy/id_deploy", block), mark
    if k == 1:
        sa = {"type": "service_account", "project_id": "acme-prod-" + g.hexs(4), "private_key_id": g.hexs(40),
              "private_key": block + "\n", "client_email": "ci@acme-prod.iam.gserviceaccount.com"}
        return bash("cat sa.json", json.dumps(sa, indent=2)), mark
    if k == 2:
        return write_file("certs/server.key", block + "\n"), mark
    if k == 3:
        return opencode("read", {"filePath": "/home/dev/.ssh/id_ed25519"}, numbered(block)), mark
    return prompt("this is the key from the old server, can you add it to the ansible vault?\n\n" + block), mark


# ---------------------------------------------------------------- name-context
NC_NAMES = ["DB_PASSWORD", "POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "REDIS_PASSWORD", "SECRET_KEY",
            "SESSION_SECRET", "JWT_SECRET", "COOKIE_SECRET", "API_TOKEN", "AUTH_TOKEN", "ADMIN_PASSWD",
            "SMTP_PASS", "CLIENT_SECRET", "WEBHOOK_SECRET", "ENCRYPTION_KEY", "SIGNING_KEY", "APP_KEY",
            "LDAP_BIND_CREDENTIAL", "ACCESS_KEY", "SERVICE_ACCOUNT_PASSWORD", "KEYSTORE_PASS", "AUTH_SECRET"]


def nc_value() -> str:
    k = g.r.randint(0, 5)
    if k == 0:
        return g.uuid()
    return g.pw()


def nc_templates():
    def t_env(v):
        n = g.pick(NC_NAMES)
        return bash("cat .env.local", f"APP_ENV=local\n{n}={v}\nDEBUG=true\n")

    def t_env_quoted(v):
        n = g.pick(NC_NAMES)
        return read(".env", f"# local overrides\n{n}=\"{v}\"\nFEATURE_X=1")

    def t_yaml(v):
        return write_file("config/database.yml", f"production:\n  adapter: postgresql\n  host: db.internal\n  username: app\n  password: {v}\n  pool: 10")

    def t_settings_env(v):
        s = {"env": {"ANTHROPIC_BASE_URL": "https://llm-gw.internal/v1", "ANTHROPIC_AUTH_TOKEN": v},
             "permissions": {"allow": ["Bash(npm run test:*)"]}}
        return write_file("/home/dev/.claude/settings.json", json.dumps(s, indent=2))

    def t_mcp_env(v):
        inner = {"mcpServers": {"postgres": {"command": "uvx", "args": ["mcp-server-postgres"],
                                             "env": {"PGHOST": "localhost", "PGUSER": "reporting",
                                                     "PGPASSWORD": v}}}}
        return read(".mcp.json", json.dumps(inner, indent=2))

    def t_py(v):
        return edit("app/settings.py", "SECRET_KEY = os.environ[\"SECRET_KEY\"]", f"SECRET_KEY = \"{v}\"")

    def t_js(v):
        return write_file("src/auth.js", f"module.exports = {{\n  clientId: 'web-frontend',\n  clientSecret: '{v}',\n  scopes: ['openid', 'email'],\n}};\n")

    def t_go(v):
        return post("Read", {"file_path": "internal/db/conn.go"}, numbered(
            f"func defaultConfig() Config {{\n\treturn Config{{\n\t\tHost:     \"10.2.0.14\",\n\t\tUser:     \"svc_orders\",\n\t\tPassword: \"{v}\",\n\t}}\n}}"))

    def t_props(v):
        return bash("grep -r datasource src/main/resources/", f"src/main/resources/application-prod.properties:spring.datasource.url=jdbc:postgresql://pg-prod:5432/orders\nsrc/main/resources/application-prod.properties:spring.datasource.password={v}\n")

    def t_toml(v):
        return opencode("read", {"filePath": "config.toml"}, f"[server]\nport = 8080\n\n[auth]\ntoken = \"{v}\"\nttl = 3600\n")

    def t_xml(v):
        return read("Web.config", f"<appSettings>\n  <add key=\"Environment\" value=\"Staging\" />\n  <add key=\"ApiSecret\" value=\"{v}\" />\n</appSettings>")

    def t_flag(v):
        return bash(f"mysqldump --user=backup --password={v} --single-transaction shop > /tmp/shop.sql", "")

    def t_k8s(v):
        return bash(f"kubectl create secret generic api --from-literal=api-token={v} -n prod --dry-run=client -o yaml",
                    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\n  namespace: prod\n")

    def t_cookie(v):
        return post("WebFetch", {"url": "https://admin.internal.example/reports", "prompt": "list reports"},
                    {"request_headers": {"Cookie": f"theme=dark; sessionid={v}"}, "code": 200})

    def t_docker_env(v):
        return write_file("Dockerfile", f"FROM python:3.12-slim\nENV PIP_NO_CACHE_DIR=1\nENV WEBHOOK_SECRET={v}\nCOPY . /app\n")

    def t_prompt_prose(v):
        return prompt(g.pick([f"the staging admin password is {v} — log in and check the queue",
                              f"use token {v} for the internal registry",
                              f"my api key for the geocoder: {v}",
                              f"the secret for the webhook is {v}, add it to the verifier"]))

    def t_json_nested(v):
        return post("mcp__vault__read", {"path": "kv/apps/billing"}, {"data": {"data": {"username": "billing",
                                       "password": v}, "metadata": {"version": 7}}})

    def t_rust(v):
        return write_file("src/main.rs", f"fn main() {{\n    let auth_key = \"{v}\";\n    let client = Client::new(auth_key);\n    client.run();\n}}\n")

    def t_ini(v):
        return bash("cat ~/.my.cnf", f"[client]\nuser=root\npassword={v}\nhost=127.0.0.1\n")

    def t_php(v):
        return read("app/config/database.php", f"<?php\nreturn [\n    'host' => '127.0.0.1',\n    'username' => 'laravel',\n    'password' => '{v}',\n];")

    def t_opencode_env(v):
        return opencode("bash", {"command": "env | grep -i secret"}, f"NEXTAUTH_SECRET={v}\n")

    return [t_env, t_env_quoted, t_yaml, t_settings_env, t_mcp_env, t_py, t_js, t_go, t_props, t_toml, t_xml,
            t_flag, t_k8s, t_cookie, t_docker_env, t_prompt_prose, t_json_nested, t_rust, t_ini, t_php, t_opencode_env]


# ---------------------------------------------------------------- structural
def st_templates():
    def userinfo(v):
        scheme, host = g.pick([("postgres", "db.internal:5432/app"), ("postgresql", "10.0.4.7/orders"),
                               ("mysql", "mysql-primary:3306/shop"), ("mongodb+srv", "cluster0.ab12c.mongodb.net/prod"),
                               ("redis", "cache.internal:6379/0"), ("amqp", "rabbit:5672/%2F"),
                               ("https", "git.acme.internal/platform/infra.git"), ("sftp", "files.partner.example:22")])
        user = g.pick(["app", "admin", "svc_ci", "deploy", "oauth2", "etl", ""]) if scheme == "redis" else g.pick(["app", "admin", "svc_ci", "deploy", "oauth2", "etl"])
        return f"{scheme}://{user}:{v}@{host}"

    def t_dburl_cmd(v):
        return bash(f"DATABASE_URL='{userinfo(v)}' npx prisma migrate deploy", "All migrations have been successfully applied.\n")

    def t_dburl_stdout(v):
        return bash("heroku config:get DATABASE_URL -a shop-prod", userinfo(v) + "\n")

    def t_git_remote(v):
        return bash("git remote -v", f"origin\thttps://ci-bot:{v}@git.acme.internal/web/shop.git (fetch)\norigin\thttps://ci-bot:{v}@git.acme.internal/web/shop.git (push)\n")

    def t_mssql(v):
        return read("appsettings.Development.json", json.dumps({"ConnectionStrings": {"Default":
                    f"Server=tcp:sql-dev.database.windows.net,1433;Initial Catalog=orders;User ID=orders_app;Password={v};Encrypt=True;"}}, indent=2))

    def t_jdbc(v):
        return edit("src/main/resources/application.yml", "url: ${JDBC_URL}", f"url: jdbc:postgresql://pg:5432/app?user=app&password={v}&sslmode=require")

    def t_basic(v):
        b = base64.b64encode(f"{g.pick(['admin', 'ci', 'grafana', 'elastic'])}:{v}".encode()).decode()
        return bash(f"curl -s -H 'Authorization: Basic {b}' https://es.internal:9200/_cluster/health", "{\"status\":\"green\"}"), b

    def t_bearer(v):
        return post("WebFetch", {"url": "https://api.internal.example/v1/jobs", "prompt": "list the failed jobs",
                                 "headers": {"Authorization": f"Bearer {v}"}}, {"code": 200, "result": "3 failed jobs"})

    def t_apikey_header(v):
        return bash(f"http GET https://geo.example.com/v1/lookup q==Berlin X-Api-Key:{v}", "HTTP/1.1 200 OK\n{\"lat\":52.52}")

    def t_query(v):
        p = g.pick(["access_token", "api_key", "apikey", "sig", "auth", "key", "private_token"])
        return post("WebFetch", {"url": f"https://hooks.example.net/ingest?source=ci&{p}={v}", "prompt": "did it work?"},
                    {"code": 202, "result": "accepted"})

    def t_netrc(v):
        return bash("cat ~/.netrc", f"machine api.heroku.com\n  login ops@acme.io\n  password {v}\nmachine git.heroku.com\n  login ops@acme.io\n  password {v}\n")

    def t_pgpass(v):
        return read("/home/dev/.pgpass", f"# hostname:port:database:username:password\ndb.internal:5432:*:reporting:{v}")

    def t_curl_u(v):
        return bash(f"curl -u deploy:{v} -X POST https://jenkins.internal/job/web/build", "")

    def t_mysql_p(v):
        return bash(f"mysql -h 127.0.0.1 -uroot -p{v} -e 'show databases'", "Database\ninformation_schema\nshop\n")

    def t_sshpass(v):
        return bash(f"sshpass -p '{v}' ssh admin@10.0.8.12 uptime", " 10:14:02 up 41 days,  2 users,  load average: 0.12\n")

    def t_docker_login(v):
        return bash(f"docker login registry.acme.internal -u ci -p {v}", "WARNING! Using --password via the CLI is insecure.\nLogin Succeeded\n")

    def t_azure_sas(v):
        return bash(f"azcopy copy ./dist 'https://acmestatic.blob.core.windows.net/web?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&sig={v}' --recursive",
                    "Job 3f1 has completed. 41 files transferred.")

    def t_mcp_url(v):
        inner = {"mcpServers": {"analytics": {"type": "http", "url": f"https://mcp.analytics.example/mcp?api_key={v}"}}}
        return write_file(".mcp.json", json.dumps(inner, indent=2))

    def t_opencode_remote(v):
        cfg = {"mcp": {"jira": {"type": "remote", "url": "https://mcp.atlassian.example/v1/sse",
                                "headers": {"Authorization": f"Bearer {v}"}}}}
        return opencode("write", {"filePath": "opencode.json", "content": json.dumps(cfg, indent=2)}, "")

    def t_pair_prose(v):
        return prompt(g.pick([f"login for the test tenant: qa-admin / {v}", f"creds are admin:{v} on the router",
                              f"user: svc_backup  pass: {v}"]))

    def t_compose_url(v):
        return read("docker-compose.yml", f"services:\n  worker:\n    image: acme/worker:3\n    environment:\n      BROKER_URL: amqp://worker:{v}@rabbitmq:5672//\n")

    return [t_dburl_cmd, t_dburl_stdout, t_git_remote, t_mssql, t_jdbc, t_basic, t_bearer, t_apikey_header,
            t_query, t_netrc, t_pgpass, t_curl_u, t_mysql_p, t_sshpass, t_docker_login, t_azure_sas, t_mcp_url,
            t_opencode_remote, t_pair_prose, t_compose_url]


def st_value(tpl) -> str:
    if tpl.__name__ in ("t_bearer", "t_opencode_remote", "t_apikey_header", "t_query"):
        return g.s("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", g.r.randint(24, 48))
    if tpl.__name__ == "t_azure_sas":
        return g.b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    v = g.pw()
    # userinfo must stay a valid URL: keep reserved characters out of it
    return v.translate(str.maketrans({"#": "x", "?": "q", "/": "s", "%": "p", "&": "a", "+": "z"}))


# ---------------------------------------------------------------- clean
def clean_texts() -> list[str]:
    global ALWAYS_POST
    ALWAYS_POST = True
    out = []
    c = [
        lambda: bash("git log --oneline -5", "\n".join(f"{g.hexs(7)} {m}" for m in ["fix token refresh", "add password reset form", "bump deps", "rotate secrets doc", "ci: cache pip"]) + "\n"),
        lambda: bash("git rev-parse HEAD", g.sha1() + "\n"),
        lambda: bash("sha256sum dist/*.whl", f"{g.sha256()}  dist/app-1.4.0-py3-none-any.whl\n"),
        lambda: read(".env.example", "DB_PASSWORD=<your-db-password>\nSTRIPE_API_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nSESSION_SECRET=changeme\nGITHUB_TOKEN="),
        lambda: write_file("src/config.py", "import os\n\nDB_PASSWORD = os.environ[\"DB_PASSWORD\"]\nAPI_TOKEN = os.getenv(\"API_TOKEN\", \"\")\n"),
        lambda: write_file(".mcp.json", json.dumps({"mcpServers": {"github": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"], "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_TOKEN}"}}}}, indent=2)),
        lambda: read(".github/workflows/ci.yml", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  DATABASE_URL: postgres://postgres:${{ secrets.PG_PASSWORD }}@localhost:5432/test"),
        lambda: bash("npm ci", f"added 812 packages, and audited 813 packages in 14s\n"),
        lambda: read("package-lock.json", json.dumps({"node_modules/lodash": {"version": "4.17.21", "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz", "integrity": "sha512-" + g.b64(64)}}, indent=2)),
        lambda: prompt(g.pick(["add a password reset flow with a token that expires after 30 minutes",
                               "why does the session cookie get lost after login?",
                               "rotate the API keys next week, write a reminder in the README",
                               "explain how the JWT secret is loaded in this app"])),
        lambda: bash("pytest -q tests/test_auth.py", "....... [100%]\n7 passed in 0.41s (test_password_hash_roundtrip, test_token_expiry, ...)\n"),
        lambda: post("Read", {"file_path": "docker-compose.yml"}, "services:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password"),
        lambda: bash("aws configure list", "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4) + " shared-credentials-file\nsecret_key     ****************" + g.s("abcdefghijklmnopqrstuvwxyz", 4) + " shared-credentials-file\n"),
        lambda: opencode("bash", {"command": "uuidgen"}, g.uuid() + "\n"),
        lambda: dump({**base("Stop"), "stop_hook_active": False}),
        lambda: dump({**base("SessionStart"), "source": g.pick(["startup", "resume", "clear"])}),
        lambda: bash("echo -n 'hello world' | base64", "aGVsbG8gd29ybGQ=\n"),
        lambda: write_file("tests/fixtures/upload.json", json.dumps({"name": "pixel.png", "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="})),
        lambda: edit("src/login.ts", "if (password.length < 8)", "if (password.length < 12)"),
        lambda: read("README.md", "## Configuration\n\nSet `API_KEY` to the key from the dashboard (Settings → API). Never commit it; use `.env.local`, which is git-ignored."),
        lambda: bash("kubectl get secret api -o jsonpath='{.metadata.name}'", "api"),
        lambda: bash("docker images --digests | head -3", f"REPOSITORY   TAG   DIGEST   IMAGE ID\nacme/api     3.2   sha256:{g.sha256()}   {g.hexs(12)}\n"),
        lambda: post("WebFetch", {"url": "https://docs.example.com/auth/tokens", "prompt": "how long do tokens live?"}, {"result": "Access tokens expire after 1 hour; refresh tokens after 30 days.", "code": 200}),
        lambda: read("src/auth/hash.py", "def hash_password(password: str) -> str:\n    return argon2.hash(password)\n\n\ndef verify(password: str, hashed: str) -> bool:\n    return argon2.verify(hashed, password)"),
        lambda: bash("cat ~/.npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n"),
        lambda: read("terraform.tfvars", "region = \"eu-central-1\"\ninstance_type = \"t3.small\"\ndb_password = var.db_password  # from TF_VAR_db_password"),
        lambda: write_file("config/secrets.yml", "production:\n  secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>\n"),
        lambda: bash("openssl rand -hex 4", g.hexs(8) + "\n"),
        lambda: opencode("read", {"filePath": "src/env.d.ts"}, "interface ImportMetaEnv {\n  readonly VITE_API_URL: string\n  readonly VITE_SENTRY_DSN: string\n}"),
        lambda: prompt("the password field should show a strength meter; use zxcvbn"),
        lambda: bash("gh auth status", "github.com\n  ✓ Logged in to github.com account dana-acme (keyring)\n  - Token: ghp_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'\n"),
        lambda: read("src/api/client.go", "req.Header.Set(\"Authorization\", \"Bearer \"+os.Getenv(\"API_TOKEN\"))"),
        lambda: post("mcp__linear__get_issue", {"id": "ENG-" + str(g.r.randint(100, 999))}, {"title": "Tokens leak into logs", "state": "In Progress", "id": g.uuid()}),
        lambda: bash("ls -la ~/.ssh", "-rw-------  1 dev dev  411 Nov 30 id_ed25519\n-rw-r--r--  1 dev dev   97 Nov 30 id_ed25519.pub\n-rw-r--r--  1 dev dev 1782 Nov 30 known_hosts\n"),
        lambda: bash("cat ~/.ssh/id_ed25519.pub", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 43) + " dev@laptop\n"),
        lambda: write_file("src/redact.py", "PATTERNS = [r'password\\s*=\\s*\\S+', r'token:\\s*\\S+']\n"),
        lambda: read("docs/rotation.md", "To rotate the database password: `vault write -f database/rotate-root/app`. The new password is never shown; apps pick it up on restart."),
        lambda: bash("psql \"$DATABASE_URL\" -c 'select count(*) from users'", " count\n-------\n  4812\n(1 row)\n"),
        lambda: post("Grep", {"pattern": "password", "path": "src"}, {"mode": "files_with_matches", "filenames": ["src/auth/hash.py", "src/login.ts", "src/forms/reset.tsx"], "numFiles": 3}),
        lambda: bash("stripe listen --forward-to localhost:4242/webhook", "> Ready! You are using Stripe API Version [2025-09-30]. Your webhook signing secret is whsec_**** (^C to quit)\n"),
        lambda: read("k8s/secret.yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\nstringData:\n  password: \"{{ .Values.db.password }}\""),
        lambda: bash("vault kv get -field=password kv/apps/billing | wc -c", "33\n"),
        lambda: write_file("src/main/resources/application.yml", "spring:\n  datasource:\n    url: ${JDBC_URL}\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}\n"),
        lambda: edit("settings.py", "DEBUG = True", "DEBUG = False"),
        lambda: read("CHANGELOG.md", "## 2.3.0\n- Tokens are now hashed at rest (sha256)\n- `--password-stdin` replaces `--password` in the login command"),
        lambda: bash("docker login registry.acme.internal -u ci --password-stdin < /run/secrets/registry", "Login Succeeded\n"),
        lambda: opencode("bash", {"command": "git show --stat HEAD"}, f"commit {g.sha1()}\nAuthor: Ana <ana@acme.io>\n\n    remove hard-coded password from seed script\n\n scripts/seed.sh | 2 +-\n"),
        lambda: prompt("I pasted the wrong thing earlier, ignore it. The key is in 1Password under 'Geocoder prod'."),
        lambda: post("WebFetch", {"url": f"https://status.example.com/api/v2/incidents/{g.hexs(12)}.json", "prompt": "summary"}, {"code": 200, "result": "Elevated error rates on token refresh, resolved."}),
        lambda: bash("az account show --query id -o tsv", g.uuid() + "\n"),
        lambda: bash("aws sts get-caller-identity", json.dumps({"UserId": "AIDA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17), "Account": str(g.r.randint(10**11, 10**12 - 1)), "Arn": "arn:aws:iam::123456789012:user/ci"}, indent=4)),
        lambda: read("src/fixtures/users.json", json.dumps([{"id": g.uuid(), "email": "test@example.com", "password_hash": "$argon2id$v=19$m=65536,t=3,p=4$" + g.b64(16).rstrip("=") + "$" + g.b64(32).rstrip("=")}], indent=2)),
        lambda: write_file(".env.example", "OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=your-key-here\nDATABASE_URL=postgres://user:password@localhost:5432/app\n"),
        lambda: bash("pip hash dist/app-1.4.0.tar.gz", f"dist/app-1.4.0.tar.gz:\n--hash=sha256:{g.sha256()}\n"),
        lambda: pre("mcp__github__create_pull_request", {"owner": "acme", "repo": "web", "title": "Stop logging auth headers", "head": "fix/log-redaction", "base": "main"}),
        lambda: read("nginx.conf", "location /api/ {\n    proxy_set_header Authorization $http_authorization;\n    proxy_pass http://backend;\n}"),
        lambda: bash("git config --get remote.origin.url", "git@github.com:acme/web.git\n"),
        lambda: dump({**base("Notification"), "message": "Claude needs your permission to use Bash"}),
        lambda: read("src/session.ts", "export const SESSION_COOKIE = 'sid';\nexport const SESSION_TTL_SECONDS = 60 * 60 * 24;"),
        lambda: bash("echo $GITHUB_TOKEN | wc -c", "41\n"),
    ]
    for _ in range(20):
        for f in c:
            t = f()
            if len(out) < 100 and t not in out:
                out.append(t)
    return out


def until_present(make):
    """A template may pick a PreToolUse shape that drops the output holding the secret: draw again."""
    for _ in range(50):
        text, mark = make()
        if mark in text:
            return text, mark
    raise RuntimeError("template never shows its secret")


def main() -> None:
    rows: list[tuple[str, str, str]] = []
    si = si_templates()
    for i in range(72):
        name, tok, mark = g.self_identifying()
        rows.append(("self-identifying", *until_present(lambda: (si[i % len(si)](name, tok), mark))))
    for _ in range(14):
        rows.append(("self-identifying", *until_present(si_pem)))
    nc = nc_templates()
    for i in range(94):
        v = nc_value()
        rows.append(("name-context", *until_present(lambda: (nc[i % len(nc)](v), v))))
    st = st_templates()
    for i in range(70):
        tpl = st[i % len(st)]
        v = st_value(tpl)

        def make():
            res = tpl(v)
            return res if isinstance(res, tuple) else (res, v)
        rows.append(("structural", *until_present(make)))
    write(HERE, FAMILY, rows, clean_texts())


if __name__ == "__main__":
    main()
