"""Blind redaction source "finbank": fintech and banking sandboxes (open banking, card issuing, KYC, BaaS, ledgers).

Written 2026-12-02 by the helper "corpora2", blind to memtool's detection. Stdlib + _tokens.py only; seeded:
rerunning writes finbank_secrets.jsonl and finbank_clean.jsonl byte-identically. Every value is random and made up.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "finbank"
g = Gen(141)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits


def wrap(text: str) -> str:
    """About a quarter of texts arrive inside an agent's hook JSON or a chat message."""
    k = R.random()
    if k < .08:
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": text.splitlines()[0][:80]},
                           "tool_response": {"stdout": text, "stderr": "", "interrupted": False}})
    if k < .15:
        return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/srv/app/" + R.choice(
            ["config/settings.yml", ".env.sandbox", "docs/setup.md", "notes.txt"])},
                           "tool_response": {"file": {"content": text}}})
    if k < .20:
        return json.dumps({"type": "tool_result", "tool_use_id": "toolu_01" + g.s(B62, 22), "content": text})
    if k < .26:
        return R.choice(["can you check why this fails?\n\n```\n", "here's my config, the sandbox rejects it:\n```\n",
                         "pasting the output:\n```\n"]) + text + "\n```"
    return text


def bank() -> str:
    return R.choice(["acme-bank", "northwind", "lakeside-cu", "fjord-pay", "kestrel", "tallyho", "brightledger"])


def user() -> str:
    return R.choice(["svc_payments", "ops", "m.okafor", "treasury", "api_user", "sandbox01", "recon", "l.bianchi"])


# ---------------------------------------------------------------- secrets
def s_env_bank():
    sec = g.s(B62, R.randint(24, 40))
    name = R.choice(["TRUELAYER_CLIENT_SECRET", "YAPILY_APPLICATION_SECRET", "TINK_CLIENT_SECRET",
                     "GOCARDLESS_BAD_SECRET_KEY", "NORDIGEN_SECRET_KEY", "MONO_SECRET", "FINICITY_APP_KEY",
                     "SALTEDGE_SECRET", "MX_API_KEY", "AKOYA_CLIENT_SECRET"])
    idn = name.rsplit("_", 2)[0] + "_CLIENT_ID"
    text = f"# sandbox credentials ({bank()})\n{idn}={g.uuid()}\n{name}={sec}\nREDIRECT_URI=https://localhost:3000/callback\nENVIRONMENT=sandbox\n"
    return "name-context", text, sec


def s_yaml_cfg():
    sec = g.pw() if R.random() < .5 else g.s(B62, 32)
    text = (f"openbanking:\n  provider: {R.choice(['yapily', 'truelayer', 'tink', 'nordigen'])}\n  environment: sandbox\n"
            f"  client_id: {g.uuid()}\n  client_secret: {sec}\n  scopes: [accounts, balance, transactions]\n"
            f"  webhook_url: https://hooks.{bank()}.dev/ob\n")
    return "name-context", text, sec


def s_curl_basic():
    u, p = g.uuid(), g.s(B62, 32)
    text = (f"$ curl -s -X POST https://auth.truelayer-sandbox.com/connect/token -d grant_type=client_credentials "
            f"-u {u}:{p} | jq .expires_in\n3600")
    return "structural", text, p


def s_unit_token():
    tok = "v2.public.eyJ" + g.s(URLSAFE, R.randint(120, 180))
    text = f"$ curl https://api.s.unit.sh/customers -H 'Authorization: Bearer {tok}' -H 'Content-Type: application/vnd.api+json'"
    return "structural", text, tok


def s_stripe():
    tok = g.stripe()
    text = R.choice([f"STRIPE_SECRET_KEY={tok}\nSTRIPE_PUBLISHABLE_KEY=pk_test_{g.s(B62, 24)}\n",
                     f"stripe.api_key = \"{tok}\"\nintent = stripe.PaymentIntent.create(amount=1099, currency=\"eur\")",
                     f"$ stripe listen --api-key {tok} --forward-to localhost:4242/webhook\n> Ready! Your webhook signing secret is whsec_**** (^C to quit)"])
    return "self-identifying", text, tok


def s_plaidish_logs():
    sec = g.hexs(30)
    text = (f"2026-11-28T09:14:{R.randint(10, 59)}Z DEBUG http.client send: b'POST /link/token/create HTTP/1.1' "
            f"body={{\"client_id\":\"{g.hexs(24)}\",\"secret\":\"{sec}\",\"user\":{{\"client_user_id\":\"u-{R.randint(100, 999)}\"}}}}")
    return "structural", text, sec


def s_pem_qwac():
    block, line = g.pem(R.choice(["PRIVATE KEY", "RSA PRIVATE KEY"]))
    text = (f"$ cat certs/qseal_sandbox.key\n{block}\n$ openssl x509 -in certs/qseal_sandbox.pem -noout -subject\n"
            f"subject=C = GB, O = {bank().title()} Ltd, organizationIdentifier = PSDGB-FCA-{R.randint(100000, 999999)}")
    return "self-identifying", text, line


def s_jdbc_ledger():
    p = g.pw()
    text = R.choice([
        f"spring.datasource.url=jdbc:postgresql://ledger-db.internal:5432/ledger\nspring.datasource.username=ledger_app\nspring.datasource.password={p}\n",
        f"LEDGER_DATABASE_URL=postgres://ledger_app:{p}@ledger-db.internal:5432/ledger?sslmode=require\n",
        f"ERROR [tigerbeetle-bridge] cannot connect: Server=sqlcore01;Database=CoreBanking;User Id=cb_batch;Password={p};Encrypt=true"])
    cls = "name-context" if "spring" in text else "structural"
    return cls, text, p


def s_sftp_bacs():
    p = g.pw()
    text = (f"# nightly BACS/ACH file drop\nHost sftp.{bank()}-sandbox.net\nlftp -u ach_upload,{p} sftp://sftp.partnerbank.example\n"
            f"put out/ACH_{R.randint(20261101, 20261130)}.txt")
    return "structural", text, p


def s_swift_cfg():
    p = g.pw()
    text = (f"<alliance-lite2>\n  <bic>{g.s(UPPER, 6)}2L</bic>\n  <operator>{user()}</operator>\n"
            f"  <password>{p}</password>\n  <hsm-slot>3</hsm-slot>\n</alliance-lite2>")
    return "name-context", text, p


def s_marqeta():
    u, p = g.uuid(), g.s(B62 + "-", 36)
    text = (f"import requests\nr = requests.get('https://sandbox-api.marqeta.com/v3/users',\n"
            f"                 auth=('{u}', '{p}'))\nprint(r.status_code)")
    return "structural", text, p


def s_adyen():
    k = "AQE" + g.s(B62 + "+/=", R.randint(90, 140))
    text = R.choice([f"ADYEN_API_KEY={k}\nADYEN_MERCHANT_ACCOUNT={bank().title().replace('-', '')}ECOM\nADYEN_ENVIRONMENT=TEST\n",
                     f"> POST https://checkout-test.adyen.com/v71/payments\n> X-API-Key: {k}\n> Content-Type: application/json"])
    cls = "name-context" if text.startswith("ADYEN") else "structural"
    return cls, text, k


def s_chat_pw():
    p = g.pw()
    text = R.choice([f"[10:42] priya: sandbox portal login for the Modulr test env is finops@{bank()}.io / {p}, don't share outside #payments",
                     f"hey, the treasury SFTP user is `treas_in` and the password is {p} — rotate after the demo pls",
                     f"Okay so for the Galileo sandbox: user {user()}, pw {p}. Provider ID is {R.randint(1000, 9999)}."])
    return "structural", text, p


def s_webhook_secret():
    sec = g.s(B62, R.choice([32, 40, 44]))
    name = R.choice(["WEBHOOK_SIGNING_SECRET", "SYNCTERA_WEBHOOK_SECRET", "LITHIC_WEBHOOK_SECRET", "TREASURY_PRIME_WEBHOOK_KEY",
                     "webhookSecret", "hmac_key"])
    text = R.choice([f"{name}={sec}\n", f"export {name}='{sec}'", f"config.{name} = \"{sec}\";"])
    return "name-context", text, sec


def s_lithic():
    k = g.uuid()
    text = f"$ curl https://sandbox.lithic.com/v1/cards -H \"Authorization: {k}\"\n{{\"data\":[],\"has_more\":false}}"
    return "structural", text, k


def s_kyc():
    k = g.s(B62, R.randint(30, 48))
    name = R.choice(["ONFIDO_API_TOKEN", "SUMSUB_SECRET_KEY", "VERIFF_SHARED_SECRET", "PERSONA_API_KEY", "ALLOY_SECRET",
                     "SOCURE_KEY", "COMPLYADVANTAGE_API_KEY"])
    text = R.choice([f"{name}={k}\n", f"  - name: {name}\n    value: \"{k}\"\n",
                     f"kyc:\n  vendor: {name.split('_')[0].lower()}\n  {name.lower()}: {k}\n"])
    return "name-context", text, k


def s_persona_header():
    k = "persona_sandbox_" + g.uuid()
    text = f"curl -X POST https://withpersona.com/api/v1/inquiries \\\n  -H 'Authorization: Bearer {k}' \\\n  -H 'Persona-Version: 2023-01-05'"
    return "structural", text, k


def s_aws():
    tok = g.aws_akid()
    sec = g.aws_secret()
    if R.random() < .5:
        text = f"[recon-batch]\naws_access_key_id = {tok}\naws_secret_access_key = {sec}\nregion = eu-west-2\n"
        return "name-context", text, sec
    return "self-identifying", f"# statement archive bucket\naws_access_key_id = {tok}\n", tok


def s_self_misc():
    name, tok, mark = g.self_identifying()
    ctx = R.choice([f"# {name} token used by the reconciliation bot\nTOKEN={tok}\n", f"token: {tok}",
                    f"2026-11-30 12:01:02 WARN using fallback credential {tok} for payouts-notifier",
                    f"export PAYOUTS_{name.upper()}_TOKEN=\"{tok}\""])
    return "self-identifying", ctx, mark


def s_jwt_session():
    tok = g.jwt()
    text = R.choice([f"GET /v1/accounts/{g.uuid()}/balances HTTP/1.1\nHost: api.sandbox.{bank()}.dev\nAuthorization: Bearer {tok}\n",
                     f"consent_token: {tok}\n"])
    return "self-identifying", text, tok


def s_fix_cfg():
    p = g.s(B62, R.randint(10, 16))
    text = (f"[SESSION]\nBeginString=FIX.4.4\nSenderCompID={g.s(UPPER, 6)}\nTargetCompID=SANDBOXEXCH\n"
            f"SocketConnectHost=fix-uat.{bank()}.com\nSocketConnectPort=9878\nPassword={p}\nResetOnLogon=Y\n")
    return "name-context", text, p


def s_fix_log():
    p = g.s(B62, R.randint(10, 16))
    soh = "|"
    text = (f"20261201-09:30:00.112 OUT 8=FIX.4.4{soh}9=112{soh}35=A{soh}49={g.s(UPPER, 5)}{soh}56=UATGW{soh}34=1{soh}"
            f"98=0{soh}108=30{soh}553={user()}{soh}554={p}{soh}10={R.randint(100, 999)}{soh}")
    return "structural", text, p


def s_csharp():
    p = g.s(B62, 32)
    text = (f"services.AddHttpClient(\"Railsr\", c => {{\n    c.BaseAddress = new Uri(\"https://play.railsbank.com/v1/customer/\");\n"
            f"    c.DefaultRequestHeaders.Add(\"Authorization\", \"API-Key {p}\");\n}});")
    return "structural", text, p


def s_java_prop():
    p = g.pw()
    text = (f"# core banking batch\nt24.ofs.user=INPUTTER\nt24.ofs.password={p}\nt24.ofs.host=t24-sit.internal\n")
    return "name-context", text, p


def s_node_cfg():
    k = g.s(B62, 40)
    text = (f"const modern = new ModernTreasury({{\n  organizationID: '{g.uuid()}',\n  apiKey: '{k}',\n}});")
    return "name-context", text, k


def s_docker_run():
    p = g.pw()
    text = f"$ docker run -d -e MOOV_DB_PASSWORD={p} -e MOOV_DB_USER=moov -p 8200:8200 moov/ach:v1.33.0\n{g.hexs(64)}"
    return "name-context", text, p


def s_agent_json():
    k = g.s(B62, 36)
    text = json.dumps({"tool_name": "Write", "tool_input": {"file_path": "infra/sandbox.tfvars",
                       "content": f"currencycloud_login_id = \"dev@{bank()}.io\"\ncurrencycloud_api_key = \"{k}\"\n"}})
    return "name-context", text, k


def s_query_key():
    k = g.hexs(32)
    text = R.choice([f"GET /api/v3/rates?base=EUR&access_key={k} 200 41ms",
                     f"requests.get(f\"https://data.fixer-sandbox.io/latest?apikey={k}&symbols=USD,GBP\")"])
    return "structural", text, k


def s_stack_trace():
    p = g.pw()
    text = (f"Traceback (most recent call last):\n  File \"recon/loader.py\", line 41, in <module>\n"
            f"    engine = create_engine(\"mysql+pymysql://recon:{p}@10.20.3.14/settlements\")\n"
            f"sqlalchemy.exc.OperationalError: (2003, \"Can't connect to MySQL server on '10.20.3.14'\")")
    return "structural", text, p


SECRETS = [s_env_bank, s_yaml_cfg, s_curl_basic, s_unit_token, s_stripe, s_plaidish_logs, s_pem_qwac, s_jdbc_ledger,
           s_sftp_bacs, s_swift_cfg, s_marqeta, s_adyen, s_chat_pw, s_webhook_secret, s_lithic, s_kyc,
           s_persona_header, s_aws, s_self_misc, s_jwt_session, s_fix_cfg, s_fix_log, s_csharp, s_java_prop,
           s_node_cfg, s_docker_run, s_agent_json, s_query_key, s_stack_trace]


# ---------------------------------------------------------------- clean look-alikes
def iban() -> str:
    return "GB" + str(R.randint(10, 99)) + g.s(UPPER, 4) + "".join(R.choice(DIG) for _ in range(14))


def c_env_refs():
    return (f"TRUELAYER_CLIENT_ID={g.uuid()}\nTRUELAYER_CLIENT_SECRET=${{TRUELAYER_CLIENT_SECRET}}\n"
            f"REDIRECT_URI=https://localhost:{R.randint(3000, 9000)}/callback\n")


def c_pk():
    return f"STRIPE_PUBLISHABLE_KEY=pk_test_{g.s(B62, 24)}\nSTRIPE_SECRET_KEY=sk_test_REPLACE_ME\n"


def c_txn_log():
    return (f"2026-11-30T10:{R.randint(10, 59)}:00Z INFO payment settled id=pi_{g.s(B62, 24)} "
            f"idempotency_key={g.uuid()} amount=1099 currency=EUR end_to_end_id={g.s(UPPER + DIG, 16)}")


def c_iban_doc():
    return f"Sandbox test account: IBAN {iban()}, BIC {g.s(UPPER, 6)}22, sort code 04-00-{R.randint(10, 99)}. Balance resets nightly."


def c_masked():
    return f"card: **** **** **** {R.randint(1000, 9999)} exp 12/29 token=tok_{g.s(B62, 24)}\nclient_secret: ****{g.s(B62, 4)}"


def c_webhook_sig():
    return (f"POST /webhooks/adyen 200\nHmacSignature: {g.b64(32)}\nevent=AUTHORISATION pspReference={R.randint(10**15, 10**16 - 1)}")


def c_iso():
    return (f"<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:pain.001.001.09\"><CstmrCdtTrfInitn><GrpHdr>"
            f"<MsgId>{g.s(UPPER + DIG, 20)}</MsgId><CreDtTm>2026-12-01T09:00:00</CreDtTm><NbOfTxs>{R.randint(1, 50)}</NbOfTxs>"
            f"<CtrlSum>{R.randint(100, 99999)}.00</CtrlSum></GrpHdr></CstmrCdtTrfInitn></Document>")


def c_prose():
    return R.choice([
        "Never paste the client secret into Slack; the sandbox portal lets you rotate it under Settings > API keys.",
        f"The password for the SFTP drop is in 1Password under 'ACH uploads ({bank()})'. Ask treasury for access.",
        "Reminder: QWAC private keys stay in the HSM. If you need the sandbox key, run `make fetch-sandbox-cert`.",
        "We rotate the webhook signing secret every 90 days; the old one keeps validating for 24h.",
        f"Sandbox login uses the documented test user (see provider docs), not a real customer. Ticket FIN-{R.randint(100, 9999)}.",
    ]) + f" ({g.s(LOW, 4)})"


def c_cert_pub():
    lines = "\n".join(g.b64(48) for _ in range(R.randint(4, 8)))
    return f"$ cat certs/qseal_sandbox.pem\n-----BEGIN CERTIFICATE-----\n{lines}\n-----END CERTIFICATE-----"


def c_sha():
    return (f"$ sha256sum out/ACH_{R.randint(20261101, 20261130)}.txt\n{g.sha256()}  out/ACH_file.txt\n"
            f"$ gpg --verify statement.csv.sig\ngpg: Good signature from \"Bank Statements <noreply@{bank()}.com>\"\n"
            f"Primary key fingerprint: {' '.join(g.s('0123456789ABCDEF', 4) for _ in range(10))}")


def c_fix_log():
    return (f"20261201-09:30:00.{R.randint(100, 999)} IN 8=FIX.4.4|9=76|35=0|49=UATGW|56={g.s(UPPER, 5)}|34={R.randint(2, 900)}|"
            f"52=20261201-09:30:00|112={g.hexs(16)}|10={R.randint(100, 999)}|")


def c_yaml_ref():
    return (f"openbanking:\n  provider: tink\n  client_id: {g.hexs(32)}\n  client_secret: ${{TINK_CLIENT_SECRET}}\n"
            f"  market: SE\n  test_provider: se-demobank-password-and-otp\n")


def c_vault_ref():
    return (f"  - name: ADYEN_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: adyen-{g.s(LOW + DIG, 5)}\n        key: api-key\n")


def c_b64_fixture():
    return f"def test_parse_camt053():\n    raw = base64.b64decode(\"{g.b64(R.randint(40, 90))}\")\n    stmt = parse(raw)\n    assert stmt.entries"


def c_commit():
    return (f"commit {g.sha1()}\nAuthor: {user()} <dev@{bank()}.io>\n\n    recon: match by end-to-end id ({g.s(UPPER + DIG, 12)})\n")


def c_ids():
    return json.dumps({"account_id": g.uuid(), "consent_id": "cns_" + g.s(B62, 20), "request_id": g.hexs(32),
                       "status": "AUTHORISED", "currency": "GBP"})


def c_placeholders():
    return (f"# .env.example\nMODULR_API_KEY=<your sandbox key>\nMODULR_HMAC_SECRET=changeme\nMARQETA_PASSWORD=\nLEDGER_DB_URL=postgres://ledger_app:${{LEDGER_DB_PASSWORD}}@localhost:5432/ledger  # {g.s(LOW, 3)}\n")


def c_fix_cfg():
    return (f"[SESSION]\nBeginString=FIX.4.4\nSenderCompID={g.s(UPPER, 6)}\nTargetCompID=SANDBOXEXCH\nHeartBtInt=30\n"
            f"PasswordFile=/run/secrets/fix_password\nCheckSum={R.randint(100, 999)}\n")


def c_agent():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": "npm test -- ledger"},
                       "tool_response": {"stdout": f"PASS src/ledger.test.ts\n  ✓ posts balanced entries ({R.randint(2, 90)} ms)\n"
                                                   f"  snapshot hash {g.hexs(40)}\nTests: 12 passed", "stderr": ""}})


def c_kyc_result():
    return (f"{{\"applicant_id\":\"{g.hexs(24)}\",\"review\":{{\"answer\":\"GREEN\"}},\"document\":\"PASSPORT\","
            f"\"check_id\":\"{g.uuid()}\",\"face_hash\":\"{g.sha256()}\"}}")


CLEAN = [c_env_refs, c_pk, c_txn_log, c_iban_doc, c_masked, c_webhook_sig, c_iso, c_prose, c_cert_pub, c_sha,
         c_fix_log, c_yaml_ref, c_vault_ref, c_b64_fixture, c_commit, c_ids, c_placeholders, c_fix_cfg, c_agent,
         c_kyc_result]


def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        cls, text, sec = SECRETS[i % len(SECRETS)]()
        secrets.append((cls, wrap(text), sec))
        i += 1
    clean: list[str] = []
    j = 0
    while len(clean) < 100:
        t = wrap(CLEAN[j % len(CLEAN)]())
        j += 1
        if t not in clean:
            clean.append(t)
    write(Path(__file__).parent, FAMILY, secrets, clean)


if __name__ == "__main__":
    main()
