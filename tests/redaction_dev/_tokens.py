"""Random values for the blind redaction sources (agentjson, clouddesk, intlchat).

Token shapes follow the providers' published formats (prefix, length, alphabet) with random bodies; nothing here
is a real credential. Written 2026-12-01 by the helper "corpora"; imports nothing from memtool.
"""
from __future__ import annotations

import base64
import json
import random
import string
import uuid
from pathlib import Path

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UPPER = string.ascii_uppercase
B32 = string.ascii_uppercase + "234567"
B64 = B62 + "+/"
URLSAFE = B62 + "-_"


class Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self._si = self.r.randrange(1000)

    # ---- primitives
    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def pick(self, seq):
        return self.r.choice(seq)

    def uuid(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def hexs(self, n: int) -> str:
        return self.s(HEX, n)

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode()

    def b64url(self, nbytes: int) -> str:
        return base64.urlsafe_b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode().rstrip("=")

    # ---- human and machine passwords (no quote, backslash or whitespace: they survive every quoting)
    def human_pw(self) -> str:
        words = ["Sommer", "Invierno", "Soleil", "Primavera", "Zima", "Tiger", "Falcon", "Marmot", "Kiwi",
                 "Lagune", "Bosque", "Orchid", "Granite", "Velvet", "Cobalt", "Nimbus", "Pampa", "Koala"]
        return self.pick(words) + str(self.r.randint(10, 2027)) + self.pick(["!", "#", "$", "%", ".", "?", "*", "&", "+"])

    def machine_pw(self) -> str:
        kind = self.r.randint(0, 4)
        if kind == 0:
            return self.s(B62, self.r.randint(16, 28))
        if kind == 1:
            return self.s(B62 + "!#%^*-_+=", self.r.randint(14, 24))
        if kind == 2:
            return self.hexs(self.pick([32, 40, 64]))
        if kind == 3:
            return self.b64(self.pick([24, 30, 33])).rstrip("=")
        return self.s(string.ascii_lowercase, 5) + "-" + self.s(string.ascii_lowercase, 5) + "-" + self.s(string.ascii_lowercase + string.digits, 6)

    def pw(self) -> str:
        return self.human_pw() if self.r.random() < .4 else self.machine_pw()

    # ---- provider formats (self-identifying)
    def aws_akid(self) -> str:
        return self.pick(["AKIA", "ASIA"]) + self.s(B32, 16)

    def aws_secret(self) -> str:
        return self.s(B62 + "+/", 40)

    def gh_classic(self) -> str:
        return self.pick(["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + self.s(B62, 36)

    def gh_fine(self) -> str:
        return "github_pat_11" + self.s(UPPER + string.digits, 20) + "_" + self.s(B62, 59)

    def gitlab(self) -> str:
        return self.pick(["glpat-", "gldt-", "glrt-", "glptt-"]) + self.s(URLSAFE, 20)

    def slack(self) -> str:
        p = self.pick(["xoxb", "xoxp", "xoxe.xoxp-1", "xapp-1"])
        if p == "xapp-1":
            return f"xapp-1-A{self.s(UPPER + string.digits, 10)}-{self.r.randint(10**12, 10**13 - 1)}-{self.hexs(64)}"
        if p == "xoxe.xoxp-1":
            return "xoxe.xoxp-1-" + self.s(B62, 140)
        return f"{p}-{self.r.randint(10**10, 10**13)}-{self.r.randint(10**10, 10**13)}-{self.s(B62, 24)}"

    def slack_webhook(self) -> str:
        return f"https://hooks.slack.com/services/T{self.s(UPPER + string.digits, 10)}/B{self.s(UPPER + string.digits, 10)}/{self.s(B62, 24)}"

    def stripe(self) -> str:
        return self.pick(["sk_live_", "rk_live_", "sk_test_", "whsec_"]) + self.s(B62, self.pick([24, 32, 99]))

    def sendgrid(self) -> str:
        return "SG." + self.s(URLSAFE, 22) + "." + self.s(URLSAFE, 43)

    def mailgun(self) -> str:
        return "key-" + self.hexs(32)

    def mailchimp(self) -> str:
        return self.hexs(32) + "-us" + str(self.r.randint(1, 21))

    def twilio(self) -> str:
        return "SK" + self.hexs(32)

    def openai(self) -> str:
        return "sk-proj-" + self.s(URLSAFE, 74) + "T3BlbkFJ" + self.s(URLSAFE, 74)

    def anthropic(self) -> str:
        return "sk-ant-api03-" + self.s(URLSAFE, 93) + "AA"

    def google_api(self) -> str:
        return "AIza" + self.s(URLSAFE, 35)

    def google_oauth(self) -> str:
        return "ya29." + self.s(URLSAFE, self.r.randint(100, 160))

    def google_refresh(self) -> str:
        return "1//0" + self.s(URLSAFE, 2) + self.s(URLSAFE, 96)

    def npm(self) -> str:
        return "npm_" + self.s(B62, 36)

    def pypi(self) -> str:
        return "pypi-AgEIcHlwaS5vcmc" + self.s(URLSAFE, self.r.randint(60, 140))

    def digitalocean(self) -> str:
        return self.pick(["dop_v1_", "doo_v1_", "dor_v1_"]) + self.hexs(64)

    def fly(self) -> str:
        return "FlyV1 fm2_" + self.s(URLSAFE, 180) + "," + "fo1_" + self.s(URLSAFE, 43)

    def supabase(self) -> str:
        return "sbp_" + self.hexs(40)

    def hf(self) -> str:
        return "hf_" + self.s(string.ascii_letters, 34)

    def shopify(self) -> str:
        return self.pick(["shpat_", "shpss_", "shpca_"]) + self.hexs(32)

    def telegram(self) -> str:
        return f"{self.r.randint(10**8, 10**10)}:AA{self.s(URLSAFE, 33)}"

    def vault(self) -> str:
        return "hvs." + self.s(URLSAFE, 90)

    def postman(self) -> str:
        return f"PMAK-{self.hexs(24)}-{self.hexs(34)}"

    def databricks(self) -> str:
        return "dapi" + self.hexs(32)

    def linear(self) -> str:
        return "lin_api_" + self.s(B62, 40)

    def newrelic(self) -> str:
        return "NRAK-" + self.s(UPPER + string.digits, 27)

    def grafana(self) -> str:
        return "glsa_" + self.s(B62, 32) + "_" + self.hexs(8)

    def doppler(self) -> str:
        return self.pick(["dp.st.prd.", "dp.pt.", "dp.sa."]) + self.s(B62, 43)

    def azure_client_secret(self) -> str:
        return self.s(B62, 3) + "8Q~" + self.s(B62 + "~._-", 34)

    def atlassian(self) -> str:
        return "ATATT3xFfGF0" + self.s(URLSAFE, 170) + "=" + self.hexs(8).upper()

    def sentry(self) -> str:
        return "sntrys_" + self.b64(120).rstrip("=")

    def jwt(self, sub: str | None = None) -> str:
        head = {"alg": self.pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}
        body = {"sub": sub or str(self.r.randint(1, 99999)), "iat": 1764000000 + self.r.randint(0, 9999999),
                "role": self.pick(["service_role", "authenticated", "admin", "user"])}
        enc = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
        return enc(head) + "." + enc(body) + "." + self.b64url(32 if head["alg"] == "HS256" else 64)

    def pem(self, kind: str | None = None) -> tuple[str, str]:
        """(block, marked line): the marked secret is the second body line, as in the project's sources."""
        kind = kind or self.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY",
                                  "ENCRYPTED PRIVATE KEY"])
        lines = [self.b64(48) for _ in range(self.r.randint(5, 12))] + [self.b64(self.r.randint(10, 40))]
        block = f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"
        return block, lines[1]

    def self_identifying(self) -> tuple[str, str, str]:
        """(provider label, token as written, the part marked as the secret).

        The marked part is the whole token, except a Slack webhook (its last path segment) and a Fly token
        (the fm2_ macaroon, without the "FlyV1 " scheme word)."""
        name, fn = SELF_ID[self._si % len(SELF_ID)]
        self._si += 1
        tok = getattr(self, fn)()
        if fn == "slack_webhook":
            return name, tok, tok.rsplit("/", 1)[1]
        if fn == "fly":
            return name, tok, tok.split(" ", 1)[1].split(",", 1)[0]
        return name, tok, tok

    # ---- look-alikes (clean)
    def sha1(self) -> str:
        return self.hexs(40)

    def sha256(self) -> str:
        return self.hexs(64)


SELF_ID = [("aws", "aws_akid"), ("github", "gh_classic"), ("github", "gh_fine"), ("gitlab", "gitlab"),
           ("slack", "slack"), ("slack", "slack_webhook"), ("stripe", "stripe"), ("sendgrid", "sendgrid"),
           ("mailgun", "mailgun"), ("mailchimp", "mailchimp"), ("twilio", "twilio"), ("openai", "openai"),
           ("anthropic", "anthropic"), ("google", "google_api"), ("google", "google_oauth"), ("npm", "npm"),
           ("pypi", "pypi"), ("digitalocean", "digitalocean"), ("fly", "fly"), ("supabase", "supabase"),
           ("huggingface", "hf"), ("shopify", "shopify"), ("telegram", "telegram"), ("vault", "vault"),
           ("postman", "postman"), ("databricks", "databricks"), ("linear", "linear"), ("newrelic", "newrelic"),
           ("grafana", "grafana"), ("doppler", "doppler"), ("atlassian", "atlassian"), ("sentry", "sentry"),
           ("jwt", "jwt")]


def write(out_dir: Path, family: str, secrets: list[tuple[str, str, str]], clean: list[str]) -> None:
    """secrets: (class, text, secret). Every secret must occur verbatim in its text."""
    with open(out_dir / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, secret) in enumerate(secrets):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            assert secret and secret in text, (family, i, secret, text)
            f.write(json.dumps({"id": f"{family}-{i}", "family": family, "class": cls, "text": text,
                                "secrets": [secret]}, ensure_ascii=False) + "\n")
    with open(out_dir / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean):
            f.write(json.dumps({"id": f"{family}-clean-{i}", "family": family, "text": text}, ensure_ascii=False) + "\n")
