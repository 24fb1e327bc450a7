"""Blind round 61 source "pawnshop" (helper corpora33): pawnshops and second-hand dealers."""
FAMILY = "pawnshop"
SEED = 61202
import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _tokens  # noqa: E402
from _tokens import B62, HEX, URLSAFE, UPPER, Gen  # noqa: E402

OUT = Path(__file__).resolve().parent
g = Gen(SEED)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
SECRETS = []
CLEAN = []


def pin(n=None):
    return "".join(r.choice(DIG) for _ in range(n or r.choice([4, 4, 5, 6, 8])))


def wordpw(words):
    w = r.choice(words)
    return r.choice([w.capitalize(), w, w.upper()[:1] + w[1:]]) + str(r.randint(1, 2026)) + r.choice(["", "!", "#", "$", "*", "."])


def phrase(words):
    sep = r.choice(["-", ".", "_"])
    out = sep.join(r.sample(words, 3))
    return out + (sep + str(r.randint(2, 99)) if r.random() < .5 else "")


def legacy():
    return g.s(LOW, r.randint(4, 6)) + g.s(DIG, r.randint(1, 3))


def anypw(words):
    k = r.random()
    if k < .3:
        return wordpw(words)
    if k < .5:
        return phrase(words)
    if k < .6:
        return legacy()
    return g.machine_pw()


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook(cmd, event="PreToolUse", tool="Bash", sess=None):
    return json.dumps({"session_id": sess or g.uuid(), "hook_event_name": event, "tool_name": tool,
                       "tool_input": {"command": cmd, "description": "run it"}, "cwd": "/home/dev/" + FAMILY},
                      ensure_ascii=False, indent=r.choice([None, 2]))


def hook_read(path, content):
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}},
                      ensure_ascii=False)


def hook_write(path, content):
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Write",
                       "tool_input": {"file_path": path, "content": content}}, ensure_ascii=False)


def run(sec_templates, clean_templates, n_secret=250, n_clean=100):
    order = []
    while len(SECRETS) < n_secret:
        if not order:
            order = list(sec_templates)
            r.shuffle(order)
        fn = order.pop()
        cls, text, vals = fn()
        assert cls in ("self-identifying", "name-context", "structural"), (fn.__name__, cls)
        assert vals, fn.__name__
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        SECRETS.append((cls, text, list(dict.fromkeys(vals))))
    seen = set()
    order = []
    tries = 0
    while len(CLEAN) < n_clean:
        if not order:
            order = list(clean_templates)
            r.shuffle(order)
        fn = order.pop()
        t = fn()
        tries += 1
        if t in seen and tries < 2000:
            continue
        seen.add(t)
        CLEAN.append(t)
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(SECRETS, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(CLEAN, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    by = {}
    for cls, _, vals in SECRETS:
        a = by.setdefault(cls, [0, 0])
        a[0] += 1
        a[1] += len(vals)
    print(FAMILY, len(SECRETS), sum(len(v) for _, _, v in SECRETS), len(CLEAN), len(seen), by)


# ---------------------------------------------------------------- pawnshops
W = ["goldchain", "ticket", "collateral", "rolex", "guitar", "forfeit", "layaway", "bullion", "karat", "diamond",
     "redeem", "pledge", "loupe", "tenor", "empeño", "pfand", "escrow", "silver", "gibson", "makita"]
STORES = ["gold-star-pawn", "eagle-pawn-3", "cash-king", "lone-star-loan", "pfandhaus-mitte", "casa-empeno-sur",
          "midtown-jewelry-loan", "river-city-pawn"]
USERS = ["clerk1", "mgr_store", "pawnadmin", "bravo_sync", "leads_upload", "fdle_rpt", "jsanchez", "mkowalski",
         "owner", "svc_pos", "ebay_lister", "cashier3"]


def st():
    return r.choice(STORES)


def u():
    return r.choice(USERS)


def tkt():
    return f"{r.randint(1, 9)}-{r.randint(100000, 999999)}"


def s_leads_sftp():
    pw = anypw(W)
    t = f"""# crontab -l (store server)
15 23 * * * lftp -u {st()}_{r.randint(1000, 9999)},'{pw}' sftp://upload.leadsonline.com -e "put /data/leads/$(date +\\%Y\\%m\\%d).xml; bye\""""
    return "structural", t, [pw]


def s_leads_ini():
    pw = anypw(W)
    sid = r.randint(10000, 99999)
    t = f"""[LeadsOnline]
StoreID={sid}
UploadUser=leads_upload
UploadPassword={pw}
Format=LeadsXML 3.2
Schedule=23:15
"""
    return "name-context", t, [pw]


def s_bwi_rapid():
    k = g.s(UPPER + DIG, 24)
    t = f"""POST /rapid/api/v1/transactions HTTP/1.1
Host: rapid.bwiinfo.example
Authorization: ApiKey {k}
Content-Type: application/json

{{"agency":"HPD","store":"{st()}","ticket":"{tkt()}","items":[{{"desc":"14K yellow gold rope chain 22in","serial":null}}]}}"""
    return "structural", t, [k]


def s_fdle():
    pw = anypw(W)
    t = f"""# florida_pawn_report.py — daily FDLE secondhand dealer upload
FDLE_USER = "{u()}"
FDLE_PASS = "{pw}"   # portal forces a change every 90 days
def upload(path):
    s = requests.Session()
    s.post("https://pawnreport.fdle.example/login", data={{"user": FDLE_USER, "password": FDLE_PASS}})"""
    return "name-context", t, [pw]


def s_bravo_env():
    k = g.s(B62, 40)
    pw = anypw(W)
    t = f"""# bravo-bridge/.env
BRAVO_API_BASE=https://api.bravopos.example/v2
BRAVO_COMPANY_ID={r.randint(100, 999)}
BRAVO_API_TOKEN={k}
BRAVO_SQL_PASSWORD={pw}
"""
    return "name-context", t, [k, pw]


def s_pawnmaster_conn():
    pw = anypw(W)
    t = f"""<connectionStrings>
  <add name="PawnMaster" connectionString="Data Source=PM-SRV\\PAWNMASTER;Initial Catalog=PMData;User ID=pmuser;Password={pw};" providerName="System.Data.SqlClient" />
</connectionStrings>"""
    return "structural", t, [pw]


def s_dataage():
    pw = legacy()
    t = f"""Data Age PawnShop Manager — workstation setup notes ({st()})
1. Map drive P: to \\\\DASRV\\PAWN (user dataage / {pw})
2. Run setup.exe from P:\\INSTALL
3. Set the receipt printer to TM-T88V"""
    return "structural", t, [pw]


def s_checkmend():
    k = g.hexs(32)
    t = f"""curl -s -u {r.randint(1000, 9999)}:{k} "https://api.checkmend.example/v1/check?serial=F2LX{g.s(UPPER + DIG, 8)}&category=phone" """
    return "structural", t, [k]


def s_ebay_oauth():
    tok = "v^1.1#i^1#p^3#r^1#I^3#f^0#t^" + g.s(B62 + "/+=", 300)
    t = f"""# ebay_lister.py
EBAY_USER_TOKEN = "{tok}"
headers = {{"Authorization": f"Bearer {{EBAY_USER_TOKEN}}", "X-EBAY-C-MARKETPLACE-ID": "EBAY_US"}}"""
    return "self-identifying", t, [tok]


def s_ebay_cert():
    cert = "PRD-" + g.hexs(12) + "-" + g.hexs(4) + "-" + g.hexs(4) + "-" + g.hexs(4) + "-" + g.hexs(4)
    t = f"""ebay:
  app_id: {st().split('-')[0].capitalize()}-Lister-PRD-{g.hexs(9)}-{g.hexs(8)}
  dev_id: {g.uuid()}
  cert_id: {cert}
  ru_name: {st()}-lister-PRD"""
    return "self-identifying", t, [cert]


def s_amazon_lwa():
    rt = "Atzr|" + g.s(URLSAFE, 280)
    sec = "amzn1.oa2-cs.v1." + g.hexs(64)
    t = f"""{{
  "lwa_app_id": "amzn1.application-oa2-client.{g.hexs(32)}",
  "lwa_client_secret": "{sec}",
  "refresh_token": "{rt}",
  "marketplace": "ATVPDKIKX0DER"
}}"""
    return "self-identifying", t, [sec, rt]


def s_shopify():
    k = g.shopify()
    t = f"""# Sync forfeited inventory to the online store
SHOPIFY_SHOP={st()}.myshopify.com
SHOPIFY_ACCESS_TOKEN={k}"""
    return "self-identifying", t, [k]


def s_authnet():
    key = g.s(B62, 16)
    t = f"""<?php
// payments.php — loan interest payments online
$merchantAuthentication = new AnetAPI\\MerchantAuthenticationType();
$merchantAuthentication->setName("{g.s(B62, 10)}");          // API login id
$merchantAuthentication->setTransactionKey("{key}");"""
    return "name-context", t, [key]


def s_nmi():
    k = g.s(B62, 32)
    t = f"""curl -X POST https://secure.nmi.com/api/transact.php \\
  -d security_key={k} -d type=sale -d amount={r.randint(20, 400)}.00 -d ccnumber=4111111111111111 -d ccexp=1028"""
    return "structural", t, [k]


def s_stripe():
    k = g.stripe()
    t = f"""const stripe = require("stripe")("{k}");
// layaway payment plans
await stripe.subscriptions.create({{ customer: cust.id, items: [{{ price: LAYAWAY_PRICE }}] }});"""
    return "self-identifying", t, [k]


def s_square():
    k = "EAAA" + g.s(URLSAFE, 60)
    t = f"""SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=sq0idp-{g.s(URLSAFE, 22)}
SQUARE_ACCESS_TOKEN={k}
SQUARE_LOCATION_ID=L{g.s(UPPER + DIG, 12)}"""
    return "self-identifying", t, [k]


def s_plaid():
    s = g.hexs(30)
    t = f"""plaid:
  client_id: {g.hexs(24)}
  secret: {s}
  env: production
  products: [auth, identity]"""
    return "name-context", t, [s]


def s_dwolla():
    s = g.s(B62, 50)
    t = f"""DWOLLA_KEY={g.s(B62, 50)}
DWOLLA_SECRET={s}"""
    return "name-context", t, [s]


def s_goldapi():
    k = "goldapi-" + g.s(LOW + DIG, 16) + "-io"
    t = f"""curl -s -H "x-access-token: {k}" https://www.goldapi.io/api/XAU/USD | jq .price_gram_24k"""
    return "self-identifying", t, [k]


def s_metals():
    k = g.s(LOW + DIG, 60)
    t = f"""[2026-03-0{r.randint(1, 9)} 09:00:0{r.randint(0, 9)}] INFO spot.fetch GET https://metals-api.example/api/latest?access_key={k}&base=USD&symbols=XAU,XAG -> 200 (412 ms)"""
    return "structural", t, [k]


def s_idscan():
    k = g.s(UPPER + DIG, 5) + "-" + g.s(UPPER + DIG, 5) + "-" + g.s(UPPER + DIG, 5) + "-" + g.s(UPPER + DIG, 5)
    t = f"""// ID scanner at the pawn counter (DL parsing SDK)
var parser = new DriverLicenseParser(licenseKey: "{k}");
var dl = parser.Parse(barcodeText);"""
    return "name-context", t, [k]


def s_twilio():
    tok = g.hexs(32)
    t = f"""# maturity reminders: "Your loan {tkt()} is due in 5 days"
client = Client("AC{g.hexs(32)}", "{tok}")"""
    return "name-context", t, [tok]


def s_nics():
    pw = anypw(W)
    t = f"""FFL counter binder, page 3 (scanned, OCR):
NICS E-Check — login: {u()}   password: {pw}
Security question answer stored with the owner."""
    return "structural", t, [pw]


def s_bound_book():
    k = g.s(B62, 28)
    t = f"""# eBound book sync (ATF A&D records)
[bound_book]
endpoint = https://api.boundbook.example/v1
ffl = {r.randint(1, 9)}-{r.randint(10, 99)}-{r.randint(100, 999)}-{r.randint(10, 99)}-{g.s(UPPER, 1)}{g.s(UPPER + DIG, 1)}-{r.randint(10000, 99999)}
api_secret = {k}
"""
    return "name-context", t, [k]


def s_db_url():
    pw = anypw(W)
    t = f"""DATABASE_URL="mysql://pawnapp:{pw}@db.{st()}.internal:3306/pawn?ssl-mode=REQUIRED\""""
    return "structural", t, [pw]


def s_mongo():
    pw = anypw(W)
    t = f"""const uri = "mongodb+srv://marketplace:{pw}@cluster0.{g.s(LOW + DIG, 5)}.mongodb.net/listings?retryWrites=true";"""
    return "structural", t, [pw]


def s_hook_bash():
    pw = anypw(W)
    cmd = r.choice([
        f"sqlcmd -S PM-SRV\\\\PAWNMASTER -U sa -P \"{pw}\" -d PMData -Q \"select count(*) from Loans where Status='ACTIVE'\"",
        f"curl -u leads_upload:{pw} -T /data/leads/today.xml ftps://upload.leadsonline.example/",
        f"PGPASSWORD='{pw}' psql -h db.pawn.internal -U reports -c 'select * from forfeits limit 5'",
    ])
    txt = hook(cmd)
    # value as json.dumps writes it: backslashes doubled only in the SQL server name, never in pw
    return "structural", txt, [pw]


def s_hook_read():
    k = g.s(B62, 40)
    pw = anypw(W)
    content = f"[police]\nagency_ori=TX{r.randint(1000000, 9999999)}\nrapid_api_key={k}\n[pos]\nmanager_override_pin={pin(4)}\n[db]\npassword={pw}\n"
    pinv = content.split("manager_override_pin=")[1].split("\n")[0]
    return "name-context", hook_read(f"C:/PawnBridge/{st()}.ini", content), [k, pinv, pw]


def s_override_pin():
    p = pin(r.choice([4, 6]))
    t = r.choice([
        f"Store {r.randint(1, 30)}: manager override PIN for loan amounts over $2,500 is {p} until the audit.",
        f"Tienda {r.randint(1, 30)}: el PIN de supervisor para préstamos mayores a $50,000 MXN es {p}.",
        f"Filiale {r.randint(1, 9)}: Freigabe-PIN für Pfandkredite über 5.000 € lautet {p}.",
    ])
    return "name-context", t, [p]


def s_safe():
    p = pin(6)
    t = f"""Opening checklist — {st()}
- disarm alarm (panel code {pin(4)})
- jewelry safe combo {p[:2]}-{p[2:4]}-{p[4:]}
- count the till"""
    alarm = t.split("panel code ")[1].split(")")[0]
    combo = f"{p[:2]}-{p[2:4]}-{p[4:]}"
    return "name-context", t, [alarm, combo]


def s_chat_es():
    pw = anypw(W)
    t = f"""Hola Rocío, ya quedó el sistema de empeños en la sucursal Centro. Usuario: {u()} / contraseña: {pw}. El reporte a la fiscalía se sube solo a las 11 pm."""
    return "structural", t, [pw]


def s_chat_pt():
    pw = anypw(W)
    t = f"""Oi Paulo, a senha do portal de penhor (avaliação de joias) é {pw}. Troca depois da auditoria, por favor."""
    return "name-context", t, [pw]


def s_chat_de():
    pw = anypw(W)
    t = f"""Hallo Jens, das Pfandleih-Programm auf dem Kassenrechner: Anmeldung mit {u()}, Kennwort {pw}. Die Meldung an die Polizei (Hehlerei-Abgleich) läuft nachts automatisch."""
    return "name-context", t, [pw]


def s_chat_fr():
    pw = anypw(W)
    t = f"""Bonjour Claire, pour le logiciel de prêt sur gage : identifiant {u()}, mot de passe {pw}. Le registre de police est exporté chaque soir."""
    return "structural", t, [pw]


def s_chat_ja():
    pw = anypw(W)
    t = f"""質屋の台帳システムのログイン情報です。ID: {u()} パスワード: {pw} 警察への品触れ照合は毎朝自動で実行されます。"""
    return "structural", t, [pw]


def s_chat_it():
    p = pin(5)
    t = f"""Ciao Marco, il codice della cassaforte dei preziosi (credito su pegno) è {p}. Non scriverlo sul registro."""
    return "name-context", t, [p]


def s_email():
    pw = anypw(W)
    k = g.s(B62, 32)
    t = f"""From: it@{st()}.com
Subject: Re: OfferUp / Mercari listing tool

Hi Dana — the listing tool login is lister@{st()}.com / {pw}.
The Mercari Shops API key is {k} (only for the bulk importer).
Thanks!"""
    return "name-context", t, [pw, k]


def s_diff():
    old = g.s(B62, 32)
    new = g.s(B62, 32)
    t = f"""--- a/config/marketplace.yml
+++ b/config/marketplace.yml
@@ -2,4 +2,4 @@ offerup:
   store_id: {r.randint(100000, 999999)}
-  api_key: {old}
+  api_key: {new}
   auto_relist: true"""
    return "name-context", t, [old, new]


def s_trace():
    pw = anypw(W)
    t = f"""System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'pmuser'.
   at PawnBridge.Db.Open() in C:\\src\\PawnBridge\\Db.cs:line 42
   ConnectionString: Server=PM-SRV;Database=PMData;User Id=pmuser;Password={pw};"""
    return "structural", t, [pw]


def s_basic_header():
    pw = anypw(W)
    b = basic("pawnsync", pw)
    t = f"""> GET /api/v3/loans?status=active HTTP/1.1
> Host: pawnsoft.{st()}.com
> Authorization: Basic {b}
< HTTP/1.1 200 OK"""
    return "structural", t, [b]


def s_jwt():
    j = g.jwt()
    t = f"""POST /graphql HTTP/2
host: api.buymypawn.example
authorization: Bearer {j}
content-type: application/json

{{"query":"mutation {{ createListing(sku: \\"F-{r.randint(10000, 99999)}\\") {{ id }} }}"}}"""
    return "self-identifying", t, [j]


def s_aws():
    ak = g.aws_akid()
    sk = g.aws_secret()
    t = f"""# item photos bucket
export AWS_ACCESS_KEY_ID={ak}
export AWS_SECRET_ACCESS_KEY={sk}
aws s3 sync ./photos s3://{st()}-item-photos/$(date +%F)/"""
    return "self-identifying", t, [ak, sk]


def s_pem():
    block, line = g.pem()
    t = f"""# NLETS / state interface VPN client key (do not email)
{block}"""
    return "self-identifying", t, [line]


def s_terraform():
    pw = anypw(W)
    t = f"""resource "aws_db_instance" "pawn" {{
  identifier = "pawn-prod"
  engine     = "mysql"
  username   = "pawnadmin"
  password   = "{pw}"
}}"""
    return "name-context", t, [pw]


def s_notebook():
    pw = anypw(W)
    t = json.dumps({"cells": [{"cell_type": "code", "execution_count": 3, "source": [
        "import pymssql\n", f"conn = pymssql.connect('PM-SRV', 'analyst', '{pw}', 'PMData')\n",
        "pd.read_sql('select LoanDate, Principal, Status from Loans', conn).groupby('Status').Principal.sum()"],
        "outputs": []}], "metadata": {"kernelspec": {"name": "python3"}}}, indent=1)
    return "name-context", t, [pw]


def s_ps():
    pw = anypw(W)
    t = f"""$pw = ConvertTo-SecureString '{pw}' -AsPlainText -Force
$c = [pscredential]::new('PAWN\\svc_pos', $pw)
New-PSDrive -Name P -PSProvider FileSystem -Root \\\\PM-SRV\\Images -Credential $c"""
    return "name-context", t, [pw]


def s_properties():
    k = g.s(B62, 36)
    t = f"""# marketplace-sync.properties
facebook.catalog.id={r.randint(10**14, 10**15)}
facebook.system_user_token=EAAG{k}
sync.interval.minutes=30"""
    return "self-identifying", t, ["EAAG" + k]


def s_github():
    tok = g.gh_fine()
    t = f"""pip install git+https://{tok}@github.com/{st()}/pawn-tools.git@v1.4"""
    return "self-identifying", t, [tok]


def s_slack():
    tok = g.slack()
    t = f"""SLACK_BOT_TOKEN={tok}   # posts high-value pawns (> $5k) to #loss-prevention"""
    return "self-identifying", t, [tok]


def s_ticket():
    pw = anypw(W)
    t = f"""PAWN-{r.randint(100, 999)} LeadsOnline upload failing since Monday
Steps: open PawnBridge > Settings > Police reporting, user leads_{r.randint(1000, 9999)}, password {pw} — "401 invalid credentials".
Maybe the portal expired the password?"""
    return "name-context", t, [pw]


def s_kiosk_toml():
    k = g.s(B62, 32)
    t = f"""[kiosk]
# gold buying kiosk (self-service scale + XRF)
store = "{st()}"
xrf_license = "{g.s(UPPER + DIG, 16)}"
cloud_token = "{k}"
"""
    lic = t.split('xrf_license = "')[1].split('"')[0]
    return "name-context", t, [k, lic]


def s_wifi():
    pw = phrase(W)
    t = f"""nmcli dev wifi connect "{st()}-office" password "{pw}\""""
    return "structural", t, [pw]


def s_sendgrid():
    k = g.sendgrid()
    t = f"""MAIL_FROM=loans@{st()}.com
SENDGRID_KEY={k}"""
    return "self-identifying", t, [k]


SEC_T = [s_leads_sftp, s_leads_ini, s_bwi_rapid, s_fdle, s_bravo_env, s_pawnmaster_conn, s_dataage, s_checkmend,
         s_ebay_oauth, s_ebay_cert, s_amazon_lwa, s_shopify, s_authnet, s_nmi, s_stripe, s_square, s_plaid, s_dwolla,
         s_goldapi, s_metals, s_idscan, s_twilio, s_nics, s_bound_book, s_db_url, s_mongo, s_hook_bash, s_hook_read,
         s_override_pin, s_safe, s_chat_es, s_chat_pt, s_chat_de, s_chat_fr, s_chat_ja, s_chat_it, s_email, s_diff,
         s_trace, s_basic_header, s_jwt, s_aws, s_pem, s_terraform, s_notebook, s_ps, s_properties, s_github, s_slack,
         s_ticket, s_kiosk_toml, s_wifi, s_sendgrid]


# ---------------------------------------------------------------- clean
def c_leads_xml():
    return f"""<Transaction>
  <TicketNumber>{tkt()}</TicketNumber><StoreID>{r.randint(10000, 99999)}</StoreID>
  <Customer><IDType>DL</IDType><IDNumber>{g.s(UPPER, 1)}{pin(8)}</IDNumber><IDState>TX</IDState></Customer>
  <Item><Make>Apple</Make><Model>iPhone 14</Model><Serial>F2LX{g.s(UPPER + DIG, 8)}</Serial><IMEI>35{pin(8)}{pin(5)}</IMEI></Item>
  <Hash>{g.sha256()}</Hash>
</Transaction>"""


def c_loan_ticket():
    return f"""PAWN TICKET {tkt()}     Date: 2026-0{r.randint(1, 9)}-1{r.randint(0, 9)}
Item: 10K gold ring w/ 0.25ct diamond, {round(r.uniform(2, 9), 1)} g
Principal: ${r.randint(50, 900)}.00   Finance charge: {r.choice(['20', '22', '25'])}%/mo   Maturity: 30 days
Barcode: {pin(12)}"""


def c_env_example():
    return """# .env.example
BRAVO_API_TOKEN=<from Bravo support>
LEADS_UPLOAD_PASSWORD=
SQUARE_ACCESS_TOKEN=your-square-token-here
PLAID_SECRET=${PLAID_SECRET}
EBAY_USER_TOKEN=changeme"""


def c_env_code():
    return r.choice([
        """import os
leads_pw = os.environ.get("LEADS_UPLOAD_PASSWORD")
if not leads_pw:
    raise SystemExit("set LEADS_UPLOAD_PASSWORD")""",
        """var key = Environment.GetEnvironmentVariable("AUTHNET_TRANSACTION_KEY")
          ?? throw new InvalidOperationException("transaction key missing");""",
        """const token = process.env.EBAY_USER_TOKEN; // refreshed by the nightly job
if (!token) process.exit(1);""",
    ])


def c_k8s():
    return """        - name: PLAID_SECRET
          valueFrom:
            secretKeyRef: {name: payments, key: plaid-secret}
        - name: NMI_SECURITY_KEY
          valueFrom:
            secretKeyRef: {name: payments, key: nmi}"""


def c_gha():
    return """    steps:
      - run: python upload_leads.py
        env:
          LEADS_PASSWORD: ${{ secrets.LEADS_PASSWORD }}
          BWI_API_KEY: ${{ secrets.BWI_API_KEY }}"""


def c_prose():
    return r.choice([
        "Police reporting credentials are issued per store by the agency; keep them in the manager's password manager, never on the counter PC.",
        "Las credenciales del portal de la fiscalía están en el gestor de contraseñas; no las mandes por WhatsApp.",
        "Die Zugangsdaten für die Polizeimeldung bekommt jede Filiale einzeln; bitte nur im Passwort-Tresor ablegen.",
        "We never store full card numbers: only the last four digits and the processor's token.",
        "質屋台帳のパスワードは紙に書かないでください。",
        "Rotate the Square access token if a laptop is lost; the application id in the app is public and can stay.",
    ])


def c_square_public():
    return f"""<script src="https://web.squarecdn.com/v1/square.js"></script>
<script>
  const payments = Square.payments("sq0idp-{g.s(URLSAFE, 22)}", "L{g.s(UPPER + DIG, 12)}");
</script>"""


def c_stripe_pk():
    return f"""const stripe = Stripe("pk_live_{g.s(B62, 24)}");  // publishable key for the layaway payment page"""


def c_imei():
    return "\n".join(f"{tkt()}  IMEI 35{pin(8)}{pin(5)}  checkmend={r.choice(['CLEAR', 'CLEAR', 'FLAGGED'])}  ref={g.uuid()}" for _ in range(4))


def c_spot():
    return json.dumps({"timestamp": 1767200000 + r.randint(0, 999999), "metal": "XAU", "currency": "USD",
                       "price": round(r.uniform(2300, 2700), 2), "price_gram_24k": round(r.uniform(75, 88), 4),
                       "price_gram_14k": round(r.uniform(43, 52), 4), "request_id": g.hexs(32)})


def c_ebay_listing():
    return json.dumps({"sku": f"F-{r.randint(10000, 99999)}", "listingId": str(r.randint(10**11, 10**12)),
                       "offerId": str(r.randint(10**9, 10**10)), "marketplaceId": "EBAY_US",
                       "product": {"title": "Makita XFD131 18V drill, tested", "imageUrls": [f"https://i.ebayimg.com/images/g/{g.s(B62, 16)}/s-l1600.jpg"]}})


def c_amazon_ids():
    return f"""lwa_app_id: amzn1.application-oa2-client.{g.hexs(32)}
seller_id: A{g.s(UPPER + DIG, 13)}
marketplace_id: ATVPDKIKX0DER
lwa_client_secret: ${{LWA_CLIENT_SECRET}}"""


def c_hashes():
    return f"""$ certutil -hashfile PawnBridgeSetup-3.{r.randint(0, 9)}.msi SHA256
SHA256 hash of PawnBridgeSetup.msi:
{g.sha256()}
CertUtil: -hashfile command completed successfully."""


def c_ssh():
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.s(B62 + '+/', 200)} pawnbridge@store{r.randint(1, 30)}"


def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(5)) + "\n-----END CERTIFICATE-----"


def c_hook_clean():
    return hook(r.choice(["dotnet test PawnBridge.Tests", "git diff --stat", "grep -rn 'TransactionKey' src/",
                          "python upload_leads.py --dry-run"]))


def c_ffl():
    return f"""A&D record: acquisition {r.randint(1000, 9999)}
Manufacturer: Glock  Model: 19 Gen5  Serial: {g.s(UPPER, 3)}{pin(3)}  Type: pistol  Caliber: 9mm
From: pawn ticket {tkt()}   FFL {r.randint(1, 9)}-{r.randint(10, 99)}-{r.randint(100, 999)}-{r.randint(10, 99)}-7K-{r.randint(10000, 99999)}
NICS transaction number: {g.s(UPPER + DIG, 10)}"""


def c_sql():
    return f"""SELECT l.ticket_no, l.principal, l.maturity_date, c.id_number_hash
FROM loans l JOIN customers c ON c.id = l.customer_id
WHERE l.status = 'FORFEIT' AND l.store_id = {r.randint(1, 30)} AND c.password_hash IS NULL;"""


def c_bcrypt():
    return f"""users:
  - name: clerk1
    password_hash: "$2b$12${g.s(B62 + './', 53)}"
  - name: mgr_store
    password_hash: "$argon2id$v=19$m=65536,t=3,p=4${g.b64(16).rstrip('=')}${g.b64(32).rstrip('=')}\""""


def c_plaid_ids():
    return json.dumps({"item_id": g.s(B62, 37), "request_id": g.s(B62, 15), "accounts": [{"account_id": g.s(B62, 37), "mask": pin(4), "subtype": "checking"}]})


def c_chat_clean():
    return r.choice([
        f"Forfeits this week: {r.randint(10, 80)} items, {r.randint(2, 9)} guns moved to the bound book.",
        "Hola, hoy vencen 14 boletas de empeño; mandamos recordatorio por SMS a las 10.",
        "Bonjour, le registre de police a bien été envoyé hier soir (42 objets).",
        f"Gold spot is ${r.randint(2300, 2700)}/oz, adjust the buy sheet to 65%.",
    ])


def c_docs():
    return """### NMI Direct Post API
Send `security_key=<your security key>` with every request. Find it under Settings → Security Keys.
Never put the key in front-end code; use Collect.js tokenization keys in the browser instead."""


def c_b64_photo():
    return f"""{{"ticket": "{tkt()}", "photo_front": "{g.b64(150)}", "sha1": "{g.sha1()}"}}"""


def c_vault():
    return """data "aws_secretsmanager_secret_version" "leads" {
  secret_id = "prod/pawn/leadsonline"
}
# password = jsondecode(data.aws_secretsmanager_secret_version.leads.secret_string)["password"]"""


def c_webhook_payload():
    return json.dumps({"id": f"evt_{g.s(B62, 24)}", "type": "invoice.paid", "data": {"object": {"id": f"in_{g.s(B62, 24)}",
                       "customer": f"cus_{g.s(B62, 14)}", "amount_paid": r.randint(2000, 40000), "hosted_invoice_url": f"https://invoice.stripe.com/i/acct_{g.s(B62, 16)}/live_{g.s(B62, 40)}"}}})


CLEAN_T = [c_leads_xml, c_loan_ticket, c_env_example, c_env_code, c_k8s, c_gha, c_prose, c_square_public, c_stripe_pk,
           c_imei, c_spot, c_ebay_listing, c_amazon_ids, c_hashes, c_ssh, c_cert, c_hook_clean, c_ffl, c_sql, c_bcrypt,
           c_plaid_ids, c_chat_clean, c_docs, c_b64_photo, c_vault, c_webhook_payload]

if __name__ == "__main__":
    run(SEC_T, CLEAN_T)
