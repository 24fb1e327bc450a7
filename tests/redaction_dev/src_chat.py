"""Seeded generator of the source "chat" (chat_secrets.jsonl, chat_clean.jsonl).

How people leak in conversation: Slack/Teams messages, issue and PR comments, commit messages,
hand-over notes, a pasted snippet inside a message, markdown. Written on 2026-12-01 before the
rules saw any of it (first run recorded in sources.json); imports nothing from memtool.
Token shapes follow the providers' published formats with random bodies.

    python tests/redaction_dev/src_chat.py
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(9101)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
WORDS = """marble tiger orchid puffin quartz raven salmon thistle walrus zephyr anchor bramble
coral drizzle falcon gopher heron lantern meadow nickel""".split()
PEOPLE = ["@dana", "@li.wei", "@marco", "@priya", "@tom", "@ops-oncall", "@jk"]
HOSTS = ["db-prod-1", "staging-db", "jenkins.int", "grafana.acme.io", "the bastion", "rabbit-2",
         "the vpn", "wiki admin", "the mongo replica", "sftp.partner.com"]
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def human() -> str:
    w = R.choice(WORDS)
    return (w.capitalize() if R.random() < .6 else w) + str(R.randint(1, 2026)) + R.choice(["", "!", "#", "$", "."])


def randpw() -> str:
    return R.choice([lambda: rand(B62, R.choice([10, 12, 16, 20])), lambda: rand(string.ascii_letters, 14),
                     lambda: rand(B62 + "!@#%^&*", 16), human])()


def token() -> str:
    """A self-identifying token in a published provider format."""
    return R.choice([
        lambda: "ghp_" + rand(B62, 36), lambda: "github_pat_11" + rand(UP, 20) + "_" + rand(B62, 59),
        lambda: "glpat-" + rand(B62 + "-_", 20), lambda: "xoxb-" + rand("0123456789", 12) + "-"
        + rand("0123456789", 13) + "-" + rand(B62, 24), lambda: "xoxp-" + rand("0123456789", 12) + "-"
        + rand("0123456789", 12) + "-" + rand("0123456789", 13) + "-" + rand(HEX, 32),
        lambda: "sk-proj-" + rand(B62 + "-_", 48) + "T3BlbkFJ" + rand(B62 + "-_", 48),
        lambda: "sk-ant-api03-" + rand(B62 + "-_", 93) + "AA", lambda: "AKIA" + rand(UP, 16),
        lambda: "AIza" + rand(B62 + "-_", 35), lambda: "SG." + rand(B62 + "-_", 22) + "." + rand(B62 + "-_", 43),
        lambda: "npm_" + rand(B62, 36), lambda: "hf_" + rand(string.ascii_letters, 34),
        lambda: "dop_v1_" + rand(HEX, 64), lambda: "shpat_" + rand(HEX, 32), lambda: "sk_live_" + rand(B62, 24),
        lambda: "rk_live_" + rand(B62, 24), lambda: "xapp-1-A" + rand(UP, 10) + "-" + rand("0123456789", 13)
        + "-" + rand(HEX, 64), lambda: "glrt-" + rand(B62 + "_-", 20), lambda: "pypi-AgEIcHlwaS5vcmc" + rand(B62 + "-_", 70),
        lambda: "lin_api_" + rand(B62, 40), lambda: "PMAK-" + rand(HEX, 24) + "-" + rand(HEX, 34),
        lambda: "dp.pt." + rand(B62, 43), lambda: "hvs." + rand(B62 + "_-", 24),
        lambda: "ya29." + rand(B62 + "-_", 60), lambda: "gsk_" + rand(B62, 52),
    ])()


def jwt() -> str:
    def seg(obj: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")
    return (seg({"alg": "HS256", "typ": "JWT"}) + "." + seg({"sub": str(R.randint(1000, 99999)), "role": "admin",
            "exp": R.randint(1700000000, 1800000000)}) + "." + rand(B62 + "-_", 43))


def fam_self():
    t, who, host = token(), R.choice(PEOPLE), R.choice(HOSTS)
    text = R.choice([
        f"{who} here you go {t}\n", f"ok try this one: {t}\n", f"new one is {t} (old one revoked)\n",
        f"> {t}\nthat's the prod one, rotate after the demo\n", f"```\n{t}\n```\nping me if it 401s\n",
        f"fwiw the bot uses `{t}` right now\n", f"Reverted: accidentally committed {t} in settings.py\n",
        f"lol I just pasted {t} into the public channel, revoking\n", f"{who} {t} <- for the release job\n",
        f"can someone check why {t} gets a 403 on {host}?\n",
        f"Steps to reproduce:\n1. set the key to {t}\n2. run `make sync`\n",
        f"| env | key |\n|---|---|\n| prod | {t} |\n",
    ])
    return text, [t], "self-identifying"


def fam_jwt():
    t = jwt()
    text = R.choice([f"the token it sends is {t}, decoded it has role=admin\n",
                     f"curl works with this session: {t}\n", f"Bearer {t} is what I see in devtools\n",
                     f"paste this into jwt.io: {t}\n"])
    return text, [t], "self-identifying"


def fam_name():
    p, who, host, user = randpw(), R.choice(PEOPLE), R.choice(HOSTS), R.choice(["admin", "root", "deploy", "sa", "ci"])
    text = R.choice([
        f"{who} pw for {host} is {p}\n", f"password for {host}: {p}\n", f"the {host} password is now {p}\n",
        f"{host} creds -> {user} / {p}\n", f"login: {user}\npass: {p}\n", f"user {user} pass {p}\n",
        f"i changed the root pw to {p} fyi\n", f"try {user}:{p}, should still work on {host}\n",
        f"Passwort ist {p}\n", f"mot de passe: {p}\n", f"contraseña: {p}\n",
        f"{who} can you reset it? the current secret is {p}\n", f"use {p} for the keystore password\n",
        f"I set the api key to {p} in the dashboard\n", f"sure, secret = {p}\n",
        f"the shared vault passphrase: {p}\n", f"the token is `{p}`, expires friday\n",
        f"{host} -> u: {user} p: {p}\n", f"credentials are {user} and {p}\n",
        f"logged in as {user} with {p}, looks fine\n", f"PW: {p}\n", f"pwd {p}\n",
        f"- {host}: `{user}` / `{p}`\n", f"password was '{p}' until someone changed it\n",
        f"Fixed login: the default admin password {p} was hardcoded\n",
        f"psst, wifi password {p}\n", f"the passphrase for the deploy key is {p}\n",
    ])
    return text, [p], "name-context"


def fam_structural():
    p, user, host = randpw().replace("@", "9").replace("#", "8").replace("/", "7"), R.choice(
        ["admin", "app", "svc_ro", "deploy", "guest"]), R.choice(["db.internal", "10.1.4.22", "mq.acme.io", "cache"])
    p = p.replace(".", "5").replace("$", "4").replace("!", "3")
    text = R.choice([
        f"connect with postgresql://{user}:{p}@{host}:5432/orders\n",
        f"works for me: mongodb+srv://{user}:{p}@{host}/test?retryWrites=true\n",
        f"amqp://{user}:{p}@{host}:5672/ in the .env fixed it\n",
        f"the old DSN was mysql://{user}:{p}@{host}/shop\n",
        f"[grafana](https://{user}:{p}@{host}/d/abc) dashboard link\n",
        f"Server={host};Database=app;User Id={user};Password={p};\n",
        f"`redis://:{p}@{host}:6379/0` is what the worker reads\n",
        f"clone via https://{user}:{p}@git.acme.io/team/repo.git\n",
        f"curl -u {user}:{p} https://{host}/api/health works\n",
        f"Authorization: Basic {base64.b64encode(f'{user}:{p}'.encode()).decode()}\n",
    ])
    if text.startswith("Authorization: Basic"):
        return text, [base64.b64encode(f"{user}:{p}".encode()).decode()], "structural"
    return text, [p], "structural"


def fam_pem():
    body = "\n".join(rand(B62 + "+/", 64) for _ in range(R.randint(4, 8)))
    kind = R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    block = f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"
    text = R.choice([f"here's the deploy key, don't share:\n```\n{block}\n```\n",
                     f"> {block.replace(chr(10), chr(10) + '> ')}\n", f"{block}\n(pasted from ~/.ssh/id_rsa)\n"])
    return text, [body.splitlines()[1]], "structural"


def clean_texts() -> list[str]:
    sha, short = rand(HEX, 40), rand(HEX, 7)
    u = str(uuid.UUID(int=R.getrandbits(128)))
    b64 = base64.b64encode(bytes(R.getrandbits(8) for _ in range(24))).decode()
    who = R.choice(PEOPLE)
    return R.choice([
        f"fixed in {sha}, can you re-run the job?\n", f"{who} LGTM, merging {short}\n",
        f"the request id was {u}, check the logs\n", f"password reset emails go out via the mailer now\n",
        f"we should rotate the password every 90 days per policy\n", f"don't paste passwords in slack pls\n",
        f"the token expired again, I'll ask {who} for a new one\n", f"test fixture data: `{b64}`\n",
        f"the secret is in vault under secret/data/app/prod\n", f"pw is in 1password (Engineering vault)\n",
        f"api key is in the usual place, ping me if you can't find it\n", f"commit {short}: bump version to 2.{R.randint(0, 30)}.0\n",
        f"Reverted {sha}\n", f"see https://github.com/acme/app/pull/{R.randint(100, 9999)}\n",
        f"login works now with the new SSO flow\n", f"set PASSWORD via the env var, not the config file\n",
        f"the password field should be type=password in the form\n", f"image digest sha256:{rand(HEX, 64)}\n",
        f"migration {R.randint(1, 300):04d}_add_token_table.sql applied\n", f"{who} token refresh bug is #{R.randint(10, 999)}\n",
        f"checksum {rand(HEX, 64)}  app.tar.gz\n", f"trace id {rand(HEX, 32)}\n",
        f"the user/password pair comes from the secret store\n", f"creds: see the runbook\n",
        f"auth works with `Authorization: Bearer $TOKEN`\n", f"{who}: the key rotated, nothing to do on your side\n",
        f"renamed get_token() to fetch_token() in {short}\n", f"password_hash = bcrypt(password) is fine\n",
        f"passwords must be at least 12 characters\n", f"the session id is logged as {u}\n",
        f"`ssh-keygen -t ed25519 -C \"{who[1:]}@acme.io\"` then add the public key\n",
        f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rand(B62 + '+/', 43)} {who[1:]}@laptop\n",
        f"the build number is {R.randint(1000, 99999)} and the tag is v{R.randint(1, 9)}.{R.randint(0, 20)}\n",
        f"postgresql://{R.choice(['app', 'ro'])}@db.internal:5432/orders works without a password (peer auth)\n",
        f"curl -u $USER:$PASS https://api.acme.io/health\n",
    ])


def main() -> None:
    makers = [(fam_self, 70), (fam_jwt, 15), (fam_name, 140), (fam_structural, 60), (fam_pem, 15)]
    secrets = []
    for make, count in makers:
        for _ in range(count):
            text, values, cls = make()
            secrets.append({"id": f"chat-{len(secrets)}", "family": "chat", "class": cls, "text": text,
                            "secrets": values})
    texts = list(dict.fromkeys(clean_texts() for _ in range(400)))  # distinct texts only
    clean = [{"id": f"chat-clean-{i}", "family": "chat", "text": t} for i, t in enumerate(texts)]
    for fname, rows in (("chat_secrets.jsonl", secrets), ("chat_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
