"""Seeded generator of the source "agentlogs" (agentlogs_secrets.jsonl, agentlogs_clean.jsonl).

What a coding agent's session shows memtool: tool calls as JSON (Bash commands, file reads with
line numbers, edits with old/new strings), unified diffs and `git log -p` hunks adding or removing
a secret, MCP server configs, `cat .env` output, test output with fixtures, grep results with
file:line prefixes. Written on 2026-12-01 AFTER the rules of commit ce7ed28 and before they saw
any of it; its first run is recorded in sources.json and it is kept HELD OUT (not fixed for), so
it stays a measurement of what the rules do on text they were not written from.

    python tests/redaction_dev/src_agentlogs.py
"""

from __future__ import annotations

import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(9808)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
WORDS = "basalt cobalt dune ember fjord glade heath islet jasper knoll lichen moss".split()
NAMES = ["DB_PASSWORD", "STRIPE_SECRET_KEY", "JWT_SECRET", "SMTP_PASS", "REDIS_PASSWORD", "API_TOKEN", "ADMIN_PASS",
         "SESSION_SECRET", "OPENAI_API_KEY", "WEBHOOK_SECRET", "MAPBOX_TOKEN", "SIGNING_KEY"]
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    return R.choice([lambda: rand(B62, R.choice([14, 18, 24, 32])), lambda: rand(string.ascii_letters, R.choice([12, 16])),
                     lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice(["", "!", "#", "*"]),
                     lambda: rand(B62 + "-_", 30), lambda: rand(HEX, 48)])()


def token() -> str:
    return R.choice([
        lambda: "ghp_" + rand(B62, 36), lambda: "sk-proj-" + rand(B62 + "-_", 48) + "T3BlbkFJ" + rand(B62, 40),
        lambda: "sk-ant-api03-" + rand(B62 + "-_", 93) + "AA", lambda: "AKIA" + rand(UP, 16), lambda: "glpat-" + rand(B62 + "-_", 20),
        lambda: "xoxb-" + rand("0123456789", 12) + "-" + rand("0123456789", 13) + "-" + rand(B62, 24),
        lambda: "sk_live_" + rand(B62, 24), lambda: "npm_" + rand(B62, 36), lambda: "AIza" + rand(B62 + "-_", 35),
        lambda: "hf_" + rand(string.ascii_letters, 34),
    ])()


def fam_tool_json():
    p, t, name = pw(), token(), R.choice(NAMES)
    text, secret, cls = R.choice([
        (json.dumps({"tool": "Bash", "input": {"command": f"cat .env"}, "output": f"PORT=3000\n{name}={p}\nNODE_ENV=dev\n"}), p, "name-context"),
        (json.dumps({"tool": "Read", "input": {"file_path": "/srv/app/.env"}, "output": f"     1\tPORT=3000\n     2\t{name}={p}\n"}), p, "name-context"),
        (json.dumps({"tool": "Edit", "input": {"file_path": "config.py", "old_string": f"{name.lower()} = os.environ['{name}']",
                                               "new_string": f"{name.lower()} = '{p}'"}}), p, "name-context"),
        (json.dumps({"tool": "Write", "input": {"file_path": ".env.local", "content": f"{name}=\"{p}\"\n"}}), p, "name-context"),
        (json.dumps({"mcpServers": {"github": {"command": "npx", "args": ["-y", "@mcp/github"], "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": t}}}}), t, "self-identifying"),
        (json.dumps({"mcpServers": {"db": {"command": "uvx", "args": ["mcp-postgres", f"postgresql://app:{p}@localhost/app"]}}}), p, "structural"),
        (json.dumps({"tool": "Bash", "input": {"command": f"curl -s https://api.acme.io/v1/me -H 'x-api-key: {p}'"}}), p, "structural"),
        (json.dumps({"tool": "Grep", "output": f"src/settings.py:41:    '{name}': '{p}',\nsrc/settings.py:42:    'DEBUG': True,"}), p, "name-context"),
        (json.dumps({"role": "user", "content": f"here's my key, set it up: {t}"}), t, "self-identifying"),
        (json.dumps({"role": "user", "content": f"the staging db password is {p} — please update docker-compose"}), p, "name-context"),
    ])
    return text + "\n", [secret], cls


def fam_diff():
    p, t, name = pw(), token(), R.choice(NAMES)
    text, secret, cls = R.choice([
        (f"diff --git a/.env.example b/.env.example\n@@ -1,3 +1,3 @@\n PORT=3000\n-{name}=\n+{name}={p}\n", p, "name-context"),
        (f"@@ -10,7 +10,7 @@ DATABASES = {{\n-        'PASSWORD': os.environ['DB_PASSWORD'],\n+        'PASSWORD': '{p}',\n", p, "name-context"),
        (f"commit {rand(HEX, 40)}\nAuthor: dev <dev@acme.io>\n\n    temp: hardcode key\n\n+const apiKey = \"{t}\";\n", t, "self-identifying"),
        (f"-  token: ${{{{ secrets.NPM_TOKEN }}}}\n+  token: {t}\n", t, "self-identifying"),
        (f"--- a/config/secrets.yml\n+++ b/config/secrets.yml\n+production:\n+  secret_key_base: {p}\n", p, "name-context"),
        (f"+    redis_url: redis://:{p}@cache:6379/0\n", p, "structural"),
        (f"     5\t  \"smtp\": {{\n     6\t    \"user\": \"mailer\",\n     7\t    \"pass\": \"{p}\"\n", p, "name-context"),
        (f"src/config.ts:12:export const {name} = \"{p}\";\n", p, "name-context"),
    ])
    return text, [secret], cls


def fam_output():
    p, t, name = pw(), token(), R.choice(NAMES)
    text, secret, cls = R.choice([
        (f"$ env | sort\nHOME=/home/dev\n{name}={p}\nPATH=/usr/bin\n", p, "name-context"),
        (f"E   AssertionError: expected 401, got 200 for headers={{'Authorization': 'Bearer {t}'}}\n", t, "self-identifying"),
        (f"FAILED tests/test_auth.py::test_login - requests.exceptions.HTTPError: 401 for url: https://api.acme.io/login?user=ci&pass={p}\n", p, "structural"),
        (f"docker compose config\nservices:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {p}\n", p, "name-context"),
        (f"kubectl get secret app -o jsonpath='{{.data.password}}' | base64 -d\n{p}\n", p, "name-context"),
        (f"> aws configure list\n      Name                    Value\n access_key     ****************{rand(UP, 4)}\n secret_key     {p}\n", p, "name-context"),
        (f"npm notice Publishing to https://registry.npmjs.org/ with tag latest\nnpm http fetch PUT 401 (token {t})\n", t, "self-identifying"),
        (f"vault kv get secret/app\n====== Data ======\nKey         Value\n---         -----\npassword    {p}\n", p, "name-context"),
        (f"heroku config -a acme\n{name}:  {p}\n", p, "name-context"),
    ])
    return text, [secret], cls


def clean_texts() -> str:
    u = str(uuid.UUID(int=R.getrandbits(128)))
    name = R.choice(NAMES)
    return R.choice([
        json.dumps({"tool": "Bash", "input": {"command": "cat .env.example"}, "output": f"PORT=3000\n{name}=\nNODE_ENV=dev\n"}),
        json.dumps({"tool": "Edit", "input": {"file_path": "config.py", "old_string": f"{name.lower()} = '<redacted>'",
                                              "new_string": f"{name.lower()} = os.environ['{name}']"}}),
        json.dumps({"mcpServers": {"github": {"command": "npx", "args": ["-y", "@mcp/github"], "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_TOKEN}"}}}}),
        json.dumps({"tool": "Grep", "output": f"src/settings.py:41:    '{name}': os.environ.get('{name}'),"}),
        json.dumps({"role": "user", "content": "the staging db password should come from the vault, please fix docker-compose"}),
        f"diff --git a/.env.example b/.env.example\n@@ -1,3 +1,3 @@\n PORT=3000\n-{name}=changeme\n+{name}=\n",
        f"commit {rand(HEX, 40)}\nAuthor: dev <dev@acme.io>\n\n    read the key from the environment\n",
        f"+const apiKey = process.env.{name};\n", f"-  token: {rand(HEX, 7)}\n+  token: ${{{{ secrets.NPM_TOKEN }}}}\n",
        f"$ env | sort\nHOME=/home/dev\nPATH=/usr/bin\nSESSION_ID={u}\n", f"E   AssertionError: expected 401, got 200 for request {u}\n",
        "FAILED tests/test_auth.py::test_login_rejects_a_wrong_password - assert 200 == 401\n",
        f"index {rand(HEX, 7)}..{rand(HEX, 7)} 100644\n", f"     1\timport os\n     2\tSECRET_KEY = os.environ['SECRET_KEY']\n",
        f"src/auth/token.ts:{R.randint(1, 300)}:export function verifyToken(token: string) {{\n",
        "vault kv get secret/app\n====== Metadata ======\nversion    3\n", "> aws configure list\n      Name                    Value\n access_key     <not set>\n",
        f"npm http fetch GET 200 https://registry.npmjs.org/acme {R.randint(10, 999)}ms\n", f"sha256:{rand(HEX, 64)}\n",
        json.dumps({"tool": "Read", "input": {"file_path": "/srv/app/README.md"}, "output": "     1\t# Acme\n     2\tSet DB_PASSWORD in .env\n"}),
    ])


def main() -> None:
    makers = [(fam_tool_json, 120), (fam_diff, 90), (fam_output, 90)]
    secrets = []
    for make, count in makers:
        for _ in range(count):
            text, values, cls = make()
            secrets.append({"id": f"agentlogs-{len(secrets)}", "family": "agentlogs", "class": cls, "text": text,
                            "secrets": values})
    texts = list(dict.fromkeys(clean_texts() for _ in range(400)))  # distinct texts only
    clean = [{"id": f"agentlogs-clean-{i}", "family": "agentlogs", "text": t} for i, t in enumerate(texts)]
    for fname, rows in (("agentlogs_secrets.jsonl", secrets), ("agentlogs_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
