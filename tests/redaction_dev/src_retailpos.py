"""Blind redaction source "retailpos": point of sale and retail integrations.

Square, Clover, Toast, Lightspeed, Shopify POS, payment terminals (Adyen, Stripe Terminal, Verifone, Ingenico),
kiosk and receipt-printer configs, loyalty and gift-card APIs. Written blind by "corpora2" on 2026-12-03 (round 18)
without reading memtool's rules or results. Every value is random and made up; nothing comes from a scanner's
fixtures. Seeded: rerunning writes retailpos_secrets.jsonl and retailpos_clean.jsonl byte-identically.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "retailpos"
g = Gen(180101)
R = g.r

STORES = ["Harbor St", "Mill Rd", "Airport T2", "Downtown", "Outlet 14", "Riverside", "Kiosk B", "Pop-up 3"]
USERS = ["posadmin", "mgr_ana", "svc_pos", "store042", "kiosk", "backoffice", "printer", "it-retail"]


def square_tok():
    return "EAAA" + g.s(URLSAFE, 60)


def square_secret():
    return "sq0csp-" + g.s(URLSAFE, 43)


def square_app():
    return "sq0idp-" + g.s(URLSAFE, 22)


def adyen_key():
    return "AQE" + g.s(B62, 10) + "+" + g.s(B62, 30) + "/" + g.s(B62, 20) + "=-" + g.s(B62, 30) + "=-" + g.s(B62, 12)


def stripe_live():
    return "sk_live_" + g.s(B62, 99 if R.random() < .3 else 24)


def host():
    return R.choice(["pos", "bo", "erp", "loyalty", "kds"]) + str(R.randint(1, 40)) + "." + R.choice(
        ["store.internal", "retail.lan", "corp.example.net", "shops.local"])


def ip():
    return f"10.{R.randint(0, 60)}.{R.randint(0, 255)}.{R.randint(2, 250)}"


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def read_hook(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}},
                      ensure_ascii=False)


def numbered(content):
    return "\n".join(f"{i + 1:>6}\t{ln}" for i, ln in enumerate(content.split("\n")))


def maybe_wrap(path, content):
    x = R.random()
    if x < .2:
        return read_hook(path, content)
    if x < .35:
        return numbered(content)
    return content


# ---------------------------------------------------------------- secrets
SEC = []


def sec(cls):
    def deco(f):
        SEC.append((cls, f))
        return f
    return deco


@sec("self-identifying")
def t_square_env():
    t = square_tok()
    c = (f"# Square – {R.choice(STORES)} register sync\nSQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN={t}\n"
         f"SQUARE_LOCATION_ID=L{g.s(UPPER + string.digits, 12)}\n")
    return maybe_wrap("/srv/pos-sync/.env", c), [t]


@sec("self-identifying")
def t_square_curl():
    t = square_tok()
    c = (f"$ curl https://connect.squareup.com/v2/locations \\\n  -H 'Square-Version: 2025-10-16' \\\n"
         f"  -H 'Authorization: Bearer {t}' \\\n  -H 'Content-Type: application/json'\n"
         '{"locations":[{"id":"L' + g.s(UPPER + string.digits, 12) + '","name":"' + R.choice(STORES) + '","status":"ACTIVE"}]}')
    return c, [t]


@sec("self-identifying")
def t_square_oauth():
    s = square_secret()
    a = square_app()
    c = ("oauth:\n  square:\n    application_id: " + a + "\n    application_secret: " + s +
         "\n    redirect_uri: https://merchant.example-retail.com/square/callback\n")
    return maybe_wrap("config/integrations.yml", c), [s]


@sec("self-identifying")
def t_shopify_pos():
    t = g.shopify()
    shop = R.choice(["corner-bakery", "trailhead-outfitters", "lumen-eyewear", "kaffee-haus-42"])
    c = hook(f"cat apps/pos-extension/.env",
             f"SHOPIFY_SHOP={shop}.myshopify.com\nSHOPIFY_ADMIN_TOKEN={t}\nPOS_UI_EXTENSION=true\n")
    return c, [t]


@sec("self-identifying")
def t_stripe_terminal():
    k = stripe_live()
    c = ("import stripe\n\nstripe.api_key = \"" + k + "\"\n\n"
         "def connection_token():\n    return stripe.terminal.ConnectionToken.create()\n\n"
         "def register_reader(code, location):\n    return stripe.terminal.Reader.create(registration_code=code, location=location)\n")
    return maybe_wrap("backend/terminal.py", c), [k]


@sec("self-identifying")
def t_adyen():
    k = adyen_key()
    c = (f"<?php\nreturn [\n    'adyen' => [\n        'environment' => 'live',\n        'api_key' => '{k}',\n"
         f"        'merchant_account' => 'RetailCo{R.randint(100, 999)}POS',\n"
         f"        'terminal_pool' => ['V400m-{R.randint(100000000, 999999999)}', 'S1F2-{R.randint(100000000, 999999999)}'],\n    ],\n];\n")
    return maybe_wrap("config/payments.php", c), [k]


@sec("self-identifying")
def t_pem_terminal():
    block, _ = g.pem(R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]))
    c = (f"$ cat /opt/kiosk/certs/terminal-{R.randint(1, 60):02d}.key\n{block}\n")
    return c, [block]


@sec("self-identifying")
def t_generic_selfid():
    name, tok, mark = g.self_identifying()
    ctx = R.choice([
        f"# ~/.bashrc on the back-office PC ({R.choice(STORES)})\nexport {name.upper()}_TOKEN={tok}\n",
        f"[{R.choice(['error', 'warn'])}] receipt-mailer: provider={name} token={tok} rejected (HTTP 401)\n",
        f"Hey, the kiosk build failed again, I pasted the {name} token into the pipeline vars: {tok}\ncan someone rotate it after the rollout?",
    ])
    return ctx, [mark]


@sec("self-identifying")
def t_gh_ci():
    t = g.gh_classic()
    c = (f"      - name: Pull receipt templates\n        run: git clone https://x-access-token:{t}@github.com/"
         f"retailco/receipt-templates.git\n")
    return maybe_wrap(".github/workflows/kiosk-build.yml", c), [t]


@sec("name-context")
def t_clover():
    t = g.uuid() if R.random() < .5 else g.hexs(32)
    mid = g.s(UPPER + string.digits, 13)
    c = (f"CLOVER_MERCHANT_ID={mid}\nCLOVER_API_TOKEN={t}\nCLOVER_BASE_URL=https://api.clover.com\n")
    return maybe_wrap(".env.production", c), [t]


@sec("name-context")
def t_toast():
    cid = g.s(B62, 32)
    s = g.s(B62 + "-_", 64)
    c = json.dumps({"toast": {"hostname": "https://ws-api.toasttab.com", "clientId": cid, "clientSecret": s,
                              "userAccessType": "TOAST_MACHINE_CLIENT",
                              "restaurantGuid": g.uuid()}}, indent=2)
    return maybe_wrap("toast-credentials.json", c), [s]


@sec("name-context")
def t_lightspeed():
    s = g.s(B62, 40)
    c = (f"LIGHTSPEED_CLIENT_ID={g.hexs(32)}\nLIGHTSPEED_CLIENT_SECRET={s}\nLIGHTSPEED_ACCOUNT_ID={R.randint(100000, 999999)}\n"
         "LIGHTSPEED_REDIRECT=https://inventory.example.net/ls/callback\n")
    return maybe_wrap("inventory-sync/.env", c), [s]


@sec("name-context")
def t_loyalty_yaml():
    s = g.machine_pw()
    prov = R.choice(["Yotpo", "Smile.io", "Punchh", "Thanx", "Paytronix", "LoyaltyLion"])
    c = (f"loyalty:\n  provider: {prov.lower()}\n  program_id: {R.randint(1000, 99999)}\n  api_secret: {s}\n"
         f"  points_per_currency_unit: 10\n")
    return maybe_wrap("config/loyalty.yaml", c), [s]


@sec("name-context")
def t_giftcard_ts():
    s = g.s(B62, 32)
    c = (f"export const giftCards = {{\n  endpoint: 'https://gc.{R.choice(['givex', 'valutec', 'blackhawk'])}-partner.example/api',\n"
         f"  merchantId: '{R.randint(100000, 999999)}',\n  secretKey: '{s}',\n  timeoutMs: 8000,\n}};\n")
    return maybe_wrap("src/config/giftcards.ts", c), [s]


@sec("name-context")
def t_kiosk_ini():
    p = g.pw()
    c = (f"[Kiosk]\nStoreNumber={R.randint(1, 400):03d}\nFullscreen=1\nIdleResetSeconds=90\n\n[Admin]\nExitPin={R.randint(1000, 9999)}\n"
         f"MaintenancePassword={p}\n")
    return maybe_wrap("C:/ProgramData/KioskShell/kiosk.ini", c), [p]


@sec("name-context")
def t_terminal_log():
    k = g.hexs(32).upper()
    c = (f"2026-11-{R.randint(10, 30)} 0{R.randint(6, 9)}:{R.randint(10, 59)}:02.118 TermMgr  loading profile for lane {R.randint(1, 12)}\n"
         f"2026-11-{R.randint(10, 30)} 0{R.randint(6, 9)}:{R.randint(10, 59)}:02.120 TermMgr  key_injection mode=REMOTE kek={k} kcv={g.hexs(6).upper()}\n"
         f"2026-11-{R.randint(10, 30)} 0{R.randint(6, 9)}:{R.randint(10, 59)}:02.207 TermMgr  handshake OK\n")
    return c, [k]


@sec("name-context")
def t_chat_pw():
    p = g.human_pw()
    st = R.choice(STORES)
    c = R.choice([
        f"for the {st} register the manager override is {p} until Friday, then I'll reset it",
        f"Q: can't log into the Lightspeed back office at {st}\nA: use the shared account retail-ops, password is {p} (don't write it on the till)",
        f"heads up — new Clover dashboard login for {st}: ops@example-retail.com / pw {p}",
    ])
    return c, [p]


@sec("name-context")
def t_webhook_sig():
    s = g.b64(32)
    c = (f"# verify Square webhook\nSIGNATURE_KEY = \"{s}\"\nNOTIFICATION_URL = \"https://hooks.example-retail.com/square\"\n\n"
         "def is_valid(body, sig):\n    return hmac.compare_digest(sign(NOTIFICATION_URL + body, SIGNATURE_KEY), sig)\n")
    return maybe_wrap("webhooks/square_verify.py", c), [s]


@sec("name-context")
def t_xml_pos():
    p = g.machine_pw()
    c = (f"<?xml version=\"1.0\"?>\n<PosConfig>\n  <Store id=\"{R.randint(1, 999)}\"/>\n  <Host>{host()}</Host>\n"
         f"  <HostUser>{R.choice(USERS)}</HostUser>\n  <HostPassword>{p}</HostPassword>\n  <Printer model=\"TM-T88VI\" ip=\"{ip()}\"/>\n</PosConfig>\n")
    return maybe_wrap("PosConfig.xml", c), [p]


@sec("structural")
def t_mssql():
    p = g.pw()
    c = (f"\"ConnectionStrings\": {{\n  \"BackOffice\": \"Server={host()},1433;Database=RetailBO;User Id={R.choice(USERS)};Password={p};TrustServerCertificate=True\"\n}}")
    return maybe_wrap("appsettings.Production.json", c), [p]


@sec("structural")
def t_pg_url():
    p = g.machine_pw()
    c = R.choice([
        f"DATABASE_URL=postgres://{R.choice(USERS)}:{p}@{host()}:5432/pos_ledger\n",
        f"$ psql 'postgresql://{R.choice(USERS)}:{p}@{host()}/inventory?sslmode=require' -c 'select count(*) from sku'\n count \n-------\n {R.randint(1000, 90000)}\n(1 row)\n",
    ])
    return c, [p]


@sec("structural")
def t_printer_url():
    p = g.pw()
    c = (f"printers:\n  - name: kitchen-1\n    uri: http://admin:{p}@{ip()}/cgi-bin/epos/service.cgi\n    width_mm: 80\n")
    return maybe_wrap("kds/printers.yaml", c), [p]


@sec("structural")
def t_basic_header():
    u = R.choice(USERS)
    p = g.machine_pw()
    import base64
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    c = (f"> POST /api/v1/loyalty/earn HTTP/1.1\n> Host: {host()}\n> Authorization: Basic {b}\n> Content-Type: application/json\n>\n"
         f"< HTTP/1.1 201 Created\n")
    return c, [b]


@sec("structural")
def t_curl_u():
    u = R.choice(USERS)
    p = g.pw()
    c = hook(f"curl -su {u}:{p} https://{host()}/api/stores/{R.randint(1, 300)}/sales?date=2026-11-30",
             '{"store":' + str(R.randint(1, 300)) + ',"net":' + str(R.randint(1000, 99999)) + '.45,"tx":' + str(R.randint(10, 900)) + '}')
    return c, [p]


@sec("structural")
def t_query_key():
    k = g.s(B62, 32)
    c = (f"{ip()} - - [30/Nov/2026:11:{R.randint(10, 59)}:07 +0000] \"GET /v2/points/balance?member=88{R.randint(10000, 99999)}&api_key={k} HTTP/1.1\" 200 112\n")
    return c, [k]


@sec("structural")
def t_bearer_header_log():
    t = g.s(URLSAFE, 48)
    c = (f"DEBUG urllib3.connectionpool: https://api.lsk.example:443 \"GET /API/V3/Account/{R.randint(10000, 99999)}/Item.json HTTP/1.1\" 200\n"
         f"DEBUG retail.sync: request headers={{'User-Agent': 'inv-sync/2.4', 'Authorization': 'Bearer {t}', 'Accept': 'application/json'}}\n")
    return c, [t]


@sec("structural")
def t_sftp():
    p = g.pw()
    c = (f"$ lftp -u {R.choice(USERS)},{p} sftp://edi.{R.choice(['supplier', 'wholesale', 'dc'])}.example.com -e 'mirror /outbound/asn ./asn; bye'\n"
         f"Total: 1 directory, {R.randint(2, 40)} files, 0 symlinks\nNew: {R.randint(1, 10)} files, 0 symlinks\n")
    return c, [p]


@sec("structural")
def t_redis():
    p = g.machine_pw()
    c = (f"# cart and session cache for web + POS\nREDIS_URL=redis://:{p}@{host()}:6379/2\n")
    return maybe_wrap(".env", c), [p]


@sec("structural")
def t_amqp_traceback():
    p = g.machine_pw()
    c = ("Traceback (most recent call last):\n  File \"/app/receipts/worker.py\", line 41, in <module>\n"
         f"    conn = pika.BlockingConnection(pika.URLParameters(\"amqp://receipts:{p}@{host()}:5672/pos\"))\n"
         "pika.exceptions.AMQPConnectionError: Connection to 10.4.2.9:5672 failed: timeout\n")
    return c, [p]


# ---------------------------------------------------------------- clean
CLEAN = []


def clean(f):
    CLEAN.append(f)
    return f


@clean
def c_placeholder_env():
    return ("# copy to .env and fill in\nSQUARE_ENVIRONMENT=sandbox\nSQUARE_ACCESS_TOKEN=<your-access-token>\n"
            f"SQUARE_LOCATION_ID=L{g.s(UPPER + string.digits, 12)}\n")


@clean
def c_app_id():
    return (f"window.squareConfig = {{\n  applicationId: '{square_app()}',\n  locationId: 'L{g.s(UPPER + string.digits, 12)}',\n}};\n")


@clean
def c_stripe_pk():
    return (f"const stripe = Stripe('pk_live_{g.s(B62, 24)}');\n// publishable key: safe to ship in the kiosk bundle\n")


@clean
def c_env_ref():
    return ("services:\n  pos-sync:\n    image: retailco/pos-sync:2.8.1\n    environment:\n      CLOVER_API_TOKEN: ${CLOVER_API_TOKEN}\n"
            "      DATABASE_URL: ${DATABASE_URL}\n")


@clean
def c_receipt():
    return (f"{R.choice(STORES).upper()}\nTerminal {R.randint(1, 9)}   Txn {R.randint(100000, 999999)}\n"
            f"VISA ************{R.randint(1000, 9999)}\nAUTH {g.s(UPPER + string.digits, 6)}\nRRN {R.randint(10**11, 10**12 - 1)}\n"
            f"AID A0000000031010\nTVR 0000008000  TSI E800\nAPPROVED\n")


@clean
def c_firmware():
    return (f"$ sha256sum V400m_fw_{R.randint(1, 9)}.{R.randint(0, 99)}.bin\n{g.sha256()}  V400m_fw.bin\n")


@clean
def c_git_log():
    return "\n".join(f"{g.sha1()[:7]} {R.choice(['fix receipt width on TM-m30', 'bump square sdk', 'loyalty: round points down', 'kiosk: idle reset 90s', 'add Toast menu sync'])}"
                     for _ in range(5))


@clean
def c_docs_changeme():
    return ("## Kiosk setup\n\n1. Log in with the default admin account (`admin` / `changeme`) and change the password at once.\n"
            "2. Set the store number under *Settings → Store*.\n3. Pair the receipt printer.\n")


@clean
def c_uuid_order():
    return json.dumps({"order_id": g.uuid(), "idempotency_key": g.uuid(), "location_id": "L" + g.s(UPPER + string.digits, 12),
                       "line_items": [{"catalog_object_id": g.s(UPPER + string.digits, 24), "quantity": "2"}]}, indent=2)


@clean
def c_logo_b64():
    return ("receipt:\n  header_logo: data:image/png;base64," + g.b64(90) + "\n  footer: \"Thank you for shopping with us!\"\n")


@clean
def c_hook_clean():
    return hook("npm test -- receipts", f"PASS src/receipt/format.test.ts\n  ✓ pads totals ({R.randint(2, 9)} ms)\n  ✓ prints barcode {R.randint(10**12, 10**13 - 1)}\n\nTests: {R.randint(5, 40)} passed")


@clean
def c_token_field_masked():
    return (f"2026-11-30T09:1{R.randint(0, 9)}:00Z INFO auth refreshed token=EAAA**************** expires_in=2592000 merchant=M{g.s(UPPER + string.digits, 12)}\n")


@clean
def c_public_key():
    return ("-----BEGIN PUBLIC KEY-----\n" + "\n".join(g.b64(48) for _ in range(4)) + "\n" + g.b64(20) + "\n-----END PUBLIC KEY-----\n"
            "# terminal vendor's public key for P2PE verification (not secret)\n")


@clean
def c_vault_ref():
    return ("toast:\n  clientId: vault:secret/data/pos/toast#client_id\n  clientSecret: vault:secret/data/pos/toast#client_secret\n")


@clean
def c_chat_prose():
    return (f"the {R.choice(STORES)} terminal keeps saying 'PIN pad tampered', I power-cycled it twice; serial {g.s(UPPER + string.digits, 10)}. "
            "Opened a ticket with the vendor.")


@clean
def c_barcodes():
    return "sku,upc,price\n" + "\n".join(f"{g.s(UPPER, 3)}-{R.randint(100, 999)},{R.randint(10**11, 10**12 - 1)},{R.randint(1, 99)}.99" for _ in range(5))


@clean
def c_pw_policy():
    return ("PasswordMinLength=12\nPasswordRequireDigit=true\nPasswordExpiryDays=90\nLockoutAfterFailedAttempts=5\n")


@clean
def c_mssql_env():
    return ("\"ConnectionStrings\": {\n  \"BackOffice\": \"Server=bo-sql;Database=RetailBO;Integrated Security=SSPI;TrustServerCertificate=True\"\n}")


@clean
def c_webhook_event():
    return json.dumps({"merchant_id": g.s(UPPER + string.digits, 13), "type": "payment.updated", "event_id": g.uuid(),
                       "data": {"id": g.s(B62, 28), "object": {"payment": {"status": "COMPLETED", "receipt_number": g.s(UPPER, 4)}}}})


@clean
def c_git_commit_hash_cfg():
    return (f"[kiosk-shell]\nversion = 4.{R.randint(0, 20)}.{R.randint(0, 9)}\nbuild_commit = {g.sha1()}\nupdate_channel = stable\n"
            f"checksum_sha256 = {g.sha256()}\n")


def main():
    out = Path(__file__).resolve().parent
    secrets = []
    for i in range(250):
        cls, f = SEC[i % len(SEC)]
        text, vals = f()
        for v in vals:
            assert v and v in text, (f.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    cleans, seen, j = [], set(), 0
    while len(cleans) < 100:  # a template with nothing random is written once
        text = CLEAN[j % len(CLEAN)]()
        j += 1
        if text not in seen:
            seen.add(text)
            cleans.append({"id": f"{FAMILY}-c{len(cleans) + 1}", "family": FAMILY, "text": text})
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as fh:
        for r in secrets:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as fh:
        for r in cleans:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
