"""Blind redaction source "accounting": bookkeeping and tax.

QuickBooks Online, Xero, NetSuite, Sage (Intacct, 50, 200), Avalara and other tax-calculation and filing APIs,
bank-feed aggregators, expense tools, ledger exports and auditors' scripts. Written blind by the helper "corpora"
on 2026-12-03 (it read neither memtool's rules nor its results); every value is random and made up.
Seeded: rerunning writes accounting_secrets.jsonl and accounting_clean.jsonl byte-identically.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "accounting"
g = Gen(2312032)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
FIRMS = ["Hollis & Reed LLP", "Brightwater Books", "Nordlicht Steuerberatung", "Cedar Ledger Co", "Moreau Expertise",
         "Pinecrest Bookkeeping", "Atlas Audit Partners", "Kowalski Biuro Rachunkowe"]


def pw():
    k = r.randint(0, 6)
    if k == 0:
        return g.pick(["Ledger", "Balance", "Audit", "Sage", "Payroll", "Quarter"]) + str(r.randint(2019, 2026)) + g.pick(["!", "#", "", "$"])
    if k == 1:
        return g.pick(["sage", "acct", "books", "tax"]) + str(r.randint(1, 999))
    if k == 2:
        w = ["debit", "credit", "journal", "accrual", "ledger", "invoice", "fiscal", "reconcile", "voucher", "tally"]
        return " ".join(r.sample(w, 4)) if r.random() < .3 else "-".join(r.sample(w, 3)) + str(r.randint(1, 99))
    if k == 3:
        return g.s(B62, r.randint(10, 18))
    if k == 4:
        return g.human_pw()
    if k == 5:
        return g.hexs(r.choice([16, 32]))
    return g.machine_pw()


def date():
    return f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


def amt():
    return f"{r.randint(10, 99999)}.{r.randint(0, 99):02d}"


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def qbo_client_id():
    return "AB" + g.s(B62, 48)


def qbo_refresh():
    return "AB11" + str(r.randint(10**9, 10**10 - 1)) + g.s(B62, 36)


def xero_id():
    return g.hexs(32).upper()


def realm():
    return str(r.randint(10**15, 10**16 - 1))


# ---------------------------------------------------------------- secrets
def s_qbo_env():
    sec = g.s(B62, 40)
    rt = qbo_refresh()
    t = f"""QBO_ENVIRONMENT=production
QBO_CLIENT_ID={qbo_client_id()}
QBO_CLIENT_SECRET={sec}
QBO_REALM_ID={realm()}
QBO_REFRESH_TOKEN={rt}
QBO_REDIRECT_URI=https://books-sync.example.com/callback"""
    return "name-context", t, [sec, rt]


def s_qbo_python():
    sec = g.s(B62, 40)
    t = f"""from intuitlib.client import AuthClient

auth_client = AuthClient(
    client_id="{qbo_client_id()}",
    client_secret="{sec}",
    environment="production",
    redirect_uri="https://localhost:8000/callback",
)"""
    return "name-context", t, [sec]


def s_qbo_token_resp():
    at = g.jwt() if r.random() < .5 else "eyJlbmMiOiJBMTI4Q0JDLUhTMjU2IiwiYWxnIjoiZGlyIn0.." + g.b64url(48) + "." + g.b64url(600) + "." + g.b64url(16)
    rt = qbo_refresh()
    t = json.dumps({"token_type": "bearer", "expires_in": 3600, "refresh_token": rt,
                    "x_refresh_token_expires_in": 8726400, "access_token": at}, indent=2)
    return "name-context", "$ python scripts/qbo_refresh.py --print\n" + t, [rt, at]


def s_xero_json():
    sec = g.s(URLSAFE, 48)
    t = json.dumps({"xero": {"clientId": xero_id(), "clientSecret": sec, "tenantId": g.uuid(),
                             "scopes": "offline_access accounting.transactions accounting.contacts"}}, indent=2)
    return "name-context", "// appsettings.Production.json\n" + t, [sec]


def s_xero_curl():
    at = g.jwt()
    t = f"""$ curl -s https://api.xero.com/api.xro/2.0/Invoices?where=Status%3D%22AUTHORISED%22 \\
  -H "Authorization: Bearer {at}" \\
  -H "xero-tenant-id: {g.uuid()}" -H "Accept: application/json" | jq '.Invoices | length'
{r.randint(1, 400)}"""
    return "structural", t, [at]


def s_netsuite_tba():
    ck, cs, ti, ts = g.hexs(64), g.hexs(64), g.hexs(64), g.hexs(64)
    t = f"""# netsuite TBA credentials for the AP-automation integration (sandbox {r.randint(1000000, 9999999)}_SB1)
NS_ACCOUNT_ID={r.randint(1000000, 9999999)}_SB1
NS_CONSUMER_KEY={ck}
NS_CONSUMER_SECRET={cs}
NS_TOKEN_ID={ti}
NS_TOKEN_SECRET={ts}"""
    return "name-context", t, [cs, ts]


def s_netsuite_suitescript():
    p = pw()
    t = f"""/**
 * @NApiVersion 2.1
 * @NScriptType ScheduledScript
 */
define(['N/sftp'], (sftp) => {{
  const conn = sftp.createConnection({{
    username: 'ns_bankfeed',
    passwordGuid: '{g.hexs(32)}',
    url: 'sftp.bank-example.com',
    hostKey: 'AAAAB3NzaC1yc2EAAAADAQABAAABAQ{g.s(B62, 40)}',
  }});
  // fallback for the old bank, remove after cut-over
  const legacyPassword = '{p}';
}});"""
    return "name-context", t, [p]


def s_intacct_xml():
    sp = pw()
    up = pw()
    t = f"""<?xml version="1.0" encoding="UTF-8"?>
<request>
  <control>
    <senderid>{g.pick(['AcmeIntegrations', 'ledgerbridge', 'BWBooks'])}</senderid>
    <password>{sp}</password>
    <controlid>{g.uuid()}</controlid>
    <uniqueid>false</uniqueid>
    <dtdversion>3.0</dtdversion>
  </control>
  <operation>
    <authentication>
      <login>
        <userid>xml_gateway</userid>
        <companyid>{g.pick(['hollisreed', 'cedar-ledger', 'pinecrest'])}</companyid>
        <password>{up}</password>
      </login>
    </authentication>"""
    return "structural", t, [sp, up]


def s_avalara_curl():
    acct = str(r.randint(2000000000, 2009999999))
    lk = g.hexs(16).upper()
    t = f"""$ curl -u {acct}:{lk} -H 'X-Avalara-Client: ledgerbridge; 1.4; python; 3.12' \\
    https://sandbox-rest.avatax.example/api/v2/utilities/ping
{{"version":"24.11.0","authenticated":true,"authenticationType":"AccountIdLicenseKey","authenticatedAccountId":{acct}}}"""
    return "structural", t, [lk]


def s_avalara_config():
    lk = g.hexs(16).upper()
    t = f"""avatax:
  environment: production
  account_id: {r.randint(2000000000, 2009999999)}
  license_key: {lk}
  company_code: {g.pick(['DEFAULT', 'CEDARUS', 'HRLLP'])}
  commit_transactions: true"""
    return "name-context", t, [lk]


def s_taxjar():
    k = g.hexs(32)
    t = f"""GET /v2/categories HTTP/1.1
Host: api.taxjar.example
Authorization: Bearer {k}
x-api-version: 2022-01-24"""
    return "structural", t, [k]


def s_plaid_env():
    sec = g.hexs(30)
    at = "access-production-" + g.uuid()
    t = f"""PLAID_ENV=production
PLAID_CLIENT_ID={g.hexs(24)}
PLAID_SECRET={sec}
# operating account at First Example Bank
PLAID_ACCESS_TOKEN_OPERATING={at}"""
    return "name-context", t, [sec, at]


def s_plaid_log():
    at = "access-" + g.pick(["production", "development"]) + "-" + g.uuid()
    t = f"""{date()}T02:00:13Z INFO  bankfeed.sync starting item={g.s(B62, 37)}
{date()}T02:00:13Z DEBUG POST /transactions/sync {{"access_token": "{at}", "cursor": "{g.b64(40)}", "count": 500}}
{date()}T02:00:14Z INFO  bankfeed.sync added=37 modified=2 removed=0"""
    return "self-identifying", t, [at]


def s_yodlee():
    p = pw()
    t = f"""# yodlee cobrand (legacy aggregator, still used for the two credit unions)
cobrand.login=ledgerbridge_cb
cobrand.password={p}
cobrand.locale=en_US
api.base=https://stage.api.yodlee.example/ysl"""
    return "name-context", t, [p]


def s_expensify():
    sec = g.s(B62, 40)
    t = f"""$ curl -X POST 'https://integrations.expensify.example/Integration-Server/ExpensifyIntegrations' \\
  -d 'requestJobDescription={{"type":"file","credentials":{{"partnerUserID":"aa_books_{g.s(LOW, 6)}","partnerUserSecret":"{sec}"}},"onReceive":{{"immediateResponse":["returnRandomFileName"]}}}}'
exportb1c{g.hexs(6)}.csv"""
    return "structural", t, [sec]


def s_pgdump_ledger():
    p = pw()
    t = f"""$ pg_dump "postgresql://ledger_ro:{p}@ledger-db.internal:5432/ledger?sslmode=require" -t journal_entries -t accounts \\
    --data-only -f /exports/ledger_{date()}.sql
$ ls -lh /exports | tail -1
-rw-r--r-- 1 audit audit 48M Dec  3 09:41 ledger_{date()}.sql"""
    return "structural", t, [p]


def s_auditor_pyodbc():
    p = pw()
    t = f"""# auditor's sampling script -- FY{r.randint(2024, 2026)} revenue test
import pyodbc, random
cn = pyodbc.connect("DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=erp-sql01;DATABASE=SAGE200;UID=audit_ro;PWD={p};Encrypt=no")
rows = cn.execute("SELECT DocumentNo, NetValue FROM SLPostedTransaction WHERE TranType = 'INV'").fetchall()
sample = random.Random({r.randint(1, 9999)}).sample(rows, 60)"""
    return "structural", t, [p]


def s_sage50_ini():
    p = pw()
    t = f"""[SageConnection]
DataPath=\\\\FS01\\Accounts\\COMPANY.00{r.randint(0, 9)}\\ACCDATA
UserName=MANAGER
Password={p}
[Export]
Target=C:\\Exports\\trial_balance.csv"""
    return "name-context", t, [p]


def s_hmrc():
    sec = g.uuid()
    t = f"""# MTD VAT (HMRC) -- production app
HMRC_CLIENT_ID={g.s(B62, 28)}
HMRC_CLIENT_SECRET={sec}
HMRC_VRN={r.randint(100000000, 999999999)}
HMRC_BASE=https://api.service.hmrc.example"""
    return "name-context", t, [sec]


def s_hmrc_bearer():
    tok = g.hexs(32)
    t = f"""> POST /organisations/vat/{r.randint(100000000, 999999999)}/returns HTTP/1.1
> Host: test-api.service.hmrc.example
> Accept: application/vnd.hmrc.1.0+json
> Authorization: Bearer {tok}
> Gov-Client-Connection-Method: DESKTOP_APP_DIRECT
< HTTP/1.1 201 Created"""
    return "structural", t, [tok]


def s_selfid_env():
    label, tok, mark = g.self_identifying()
    t = f"""# invoicing-service/.env
INVOICE_PREFIX=INV-
PDF_RENDERER=weasyprint
{label.upper()}_API_KEY={tok}
LEDGER_SYNC_CRON="15 2 * * *\""""
    return "self-identifying", t, [mark]


def s_hook_selfid():
    label, tok, mark = g.self_identifying()
    out = f"export LEDGER_DB=ledger\nexport {label.upper()}_TOKEN={tok}\nexport FISCAL_YEAR_START=04-01\n"
    return "self-identifying", hook("cat ~/.config/books-cli/env.sh", out), [mark]


def s_pem_sftp():
    block, line = g.pem()
    t = f"""$ cat ~/.ssh/bank_sftp_ed25519
{block}
$ sftp -i ~/.ssh/bank_sftp_ed25519 ach@sftp.bank-example.com"""
    return "self-identifying", t, [line]


def s_chat_login():
    u = g.pick(["bookkeeping@", "ap@", "controller@", "finance@"]) + g.pick(["cedarledger.example", "hollisreed.example", "brightwater.example"])
    p = pw()
    t = g.pick([
        f"For the audit fieldwork you can use the Xero advisor login {u} / {p} -- read-only, expires end of month.",
        f"QBO login for the client file: user {u}\npassword: {p}\nMFA goes to my phone, ping me when you log in.",
    ])
    return "structural", t, [p]


def s_chat_pw_only():
    p = pw()
    t = g.pick([
        f"Sage 50 company file is back on FS01. The MANAGER password is still {p}, I'll change it after year end.",
        f"The trial balance export zip is encrypted, password is {p}",
        f"FYI the PDF of the signed accounts is protected, open it with {p}",
    ])
    return "name-context", t, [p]


def s_track1099():
    k = g.s(B62, 32)
    t = f"""import requests
API_KEY = "{k}"  # 1099 e-filing vendor, production
r = requests.post("https://api.tax1099-filing.example/v1/forms/1099nec", json=batch,
                  headers={{"X-Api-Key": API_KEY}})"""
    return "name-context", t, [k]


def s_ofxclient():
    p = pw()
    t = f"""[{g.hexs(40)}]
institution.id = {r.randint(1000, 99999)}
institution.org = {g.pick(['EXAMPLECU', 'FIRSTEX', 'NORTHBANK'])}
institution.url = https://ofx.bank-example.com/OFXServer
institution.username = {g.pick(['jreed', 'bwbooks', 'cedarops'])}
institution.password = {p}
institution.client_args.ofx_version = 220"""
    return "name-context", t, [p]


def s_vba():
    p = pw()
    t = f"""Sub RefreshLedger()
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=SQLOLEDB;Data Source=ERP-SQL01;Initial Catalog=Ledger;User ID=excel_reports;Password={p};"
    Sheets("TB").Range("A2").CopyFromRecordset cn.Execute("EXEC dbo.TrialBalance @Period = 12")
End Sub"""
    return "structural", t, [p]


def s_traceback_xero():
    sec = g.s(URLSAFE, 48)
    t = f"""Traceback (most recent call last):
  File "/app/sync/xero_client.py", line 41, in refresh
    token = oauth.refresh_token(TOKEN_URL, client_id=CLIENT_ID, client_secret=CLIENT_SECRET)
oauthlib.oauth2.rfc6749.errors.InvalidClientError: (invalid_client)
Locals: CLIENT_ID='{xero_id()}' CLIENT_SECRET='{sec}' TOKEN_URL='https://identity.xero.com/connect/token'"""
    return "name-context", t, [sec]


def s_gl_ci():
    tok = g.gitlab() if r.random() < .6 else g.gh_classic()
    mark = tok
    t = f"""$ git remote -v
origin  https://oauth2:{tok}@gitlab.example.com/finance/ledger-exports.git (fetch)
origin  https://oauth2:{tok}@gitlab.example.com/finance/ledger-exports.git (push)"""
    return "structural", t, [mark]


def s_dbt_profile():
    p = pw()
    t = f"""finance_warehouse:
  target: prod
  outputs:
    prod:
      type: postgres
      host: fin-dw.internal
      user: dbt_finance
      password: "{p}"
      dbname: finance
      schema: marts_gl"""
    return "name-context", t, [p]


def s_brex_ramp():
    tok = g.s(B62, r.choice([42, 64]))
    t = f"""$ http GET https://platform.brex.example/v2/transactions/card/primary "Authorization:Bearer {tok}" limit==100
HTTP/1.1 200 OK
{{"next_cursor": "{g.b64url(24)}", "items": [{{"id": "ctx_{g.s(LOW + DIG, 24)}", "amount": {{"amount": {r.randint(100, 99999)}, "currency": "USD"}}}}]}}"""
    return "structural", t, [tok]


def s_ledger_cli_hook():
    p = pw()
    out = f"machine ofx.bank-example.com\n  login cedar_ops\n  password {p}\n"
    return "structural", hook("cat ~/.netrc", out), [p]


SECRET_T = [s_qbo_env, s_qbo_python, s_qbo_token_resp, s_xero_json, s_xero_curl, s_netsuite_tba, s_netsuite_suitescript,
            s_intacct_xml, s_avalara_curl, s_avalara_config, s_taxjar, s_plaid_env, s_plaid_log, s_yodlee, s_expensify,
            s_pgdump_ledger, s_auditor_pyodbc, s_sage50_ini, s_hmrc, s_hmrc_bearer, s_selfid_env, s_hook_selfid,
            s_pem_sftp, s_chat_login, s_chat_pw_only, s_track1099, s_ofxclient, s_vba, s_traceback_xero, s_gl_ci,
            s_dbt_profile, s_brex_ramp, s_ledger_cli_hook]


# ---------------------------------------------------------------- clean
def c_invoice_json():
    return json.dumps({"InvoiceID": g.uuid(), "InvoiceNumber": f"INV-{r.randint(1000, 99999)}", "Contact": {"ContactID": g.uuid()},
                       "Total": amt(), "CurrencyCode": g.pick(["GBP", "USD", "EUR", "AUD"]), "Status": "AUTHORISED",
                       "UpdatedDateUTC": f"/Date({1790000000000 + r.randint(0, 10**9)}+0000)/"}, indent=2)


def c_journal_csv():
    rows = ["date,journal_no,account,debit,credit,memo,source_hash"]
    for _ in range(5):
        rows.append(f"{date()},JE-{r.randint(1000, 9999)},{r.randint(1000, 8999)},{amt()},0.00,{g.pick(['accrual', 'depreciation', 'payroll clearing', 'FX reval'])},{g.sha1()}")
    return "\n".join(rows)


def c_docs():
    return g.pick([
        "## Setup\n\nCopy `.env.example` to `.env` and fill in `QBO_CLIENT_ID=<your-client-id>` and `QBO_CLIENT_SECRET=<your-client-secret>` from the Intuit developer portal.",
        "avatax:\n  account_id: ${AVATAX_ACCOUNT_ID}\n  license_key: ${AVATAX_LICENSE_KEY}\n",
        "The sandbox Sage 50 company ships with user MANAGER and no password; set one (not `changeme`) before connecting the ODBC driver.",
        "PLAID_SECRET=your-sandbox-secret-here\nPLAID_ENV=sandbox\n# see https://dashboard.plaid.example/developers/keys",
        "NetSuite TBA: create an integration record, copy the consumer key/secret **once** (they are never shown again) and store them in the vault under `netsuite/tba`.",
    ])


def c_realm():
    return f"Connected to QuickBooks company realmId={realm()} (minorversion=75). Xero tenant {g.uuid()} linked. NetSuite account {r.randint(1000000, 9999999)}_SB1."


def c_checksums():
    return "\n".join(f"{g.sha256()}  {f}" for f in ["ledger_2026-11.parquet", "tb_FY2026.xlsx", "gl_export_nov.csv"])


def c_git_log():
    return "\n".join(f"{g.hexs(7)} {m}" for m in r.sample([
        "xero: paginate invoices by 100", "avalara: send entityUseCode for exempt customers", "qbo: handle realm migration",
        "audit: seed sampling RNG from the engagement id", "bankfeed: dedupe by transaction_id", "export: add FX revaluation"], 4))


def c_plaid_resp():
    return json.dumps({"item_id": g.s(B62, 37), "request_id": g.s(B62, 15), "accounts": [{"account_id": g.s(B62, 37),
                       "mask": str(r.randint(1000, 9999)), "name": "Operating", "subtype": "checking"}]}, indent=1)


def c_hook_tb():
    out = "\n".join(f"{r.randint(1000, 8999)}  {n:<28} {amt():>12}" for n in ["Cash at bank", "Accounts receivable", "VAT control", "Retained earnings"])
    return hook("python manage.py trial_balance --period 2026-11", out)


def c_iban_invoice():
    return f"""Remittance advice
Invoice INV-{r.randint(1000, 9999)}  amount {amt()} EUR
Pay to: {g.pick(FIRMS)}  IBAN DE{r.randint(10, 99)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(10, 99)}  BIC EXAMPDEFFXXX
Reference: {g.hexs(12).upper()}"""


def c_netsuite_log():
    return f"""{date()} 03:00:01 INFO  RESTlet call script=customscript_ap_sync deploy=1 status=200 elapsed=812ms
{date()} 03:00:01 INFO  oauth_nonce={g.s(B62, 20)} oauth_timestamp={1790000000 + r.randint(0, 999999)} oauth_signature_method=HMAC-SHA256
{date()} 03:00:02 INFO  vendor bills created: {r.randint(1, 40)}"""


def c_chat():
    return g.pick([
        f"Period {r.randint(1, 12)} is closed in Xero; lock date set to {date()}. Please don't post back-dated journals.",
        "Don't paste the NetSuite token secret in Slack again, rotate via the integration record instead.",
        f"Avalara doc code {g.uuid()} failed with JurisdictionNotFoundError, address looks wrong.",
        f"Sampling seed for the FY audit is {r.randint(1000, 99999)}; documented in the working papers.",
    ])


def c_pubkey():
    return f"""# bank SFTP known_hosts
sftp.bank-example.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)}
# our public key registered with the bank
ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.s(B62 + '+/', 120)} ach@ledger-sftp"""


def c_compose():
    return """services:
  ledger-api:
    image: ghcr.io/example/ledger-api:2.3.1
    environment:
      DATABASE_URL: postgres://ledger:${LEDGER_DB_PASSWORD}@db:5432/ledger
      XERO_CLIENT_SECRET_FILE: /run/secrets/xero_client_secret
    secrets: [xero_client_secret]"""


def c_pdf_b64():
    return f"""{{"attachment": {{"filename": "invoice_{r.randint(1000, 9999)}.pdf", "mime": "application/pdf", "content_sha256": "{g.sha256()}", "preview": "data:image/png;base64,{g.b64(72)}"}}}}"""


def c_traceback():
    return f"""Traceback (most recent call last):
  File "/app/sync/avatax.py", line 77, in create_transaction
    resp.raise_for_status()
requests.exceptions.HTTPError: 400 Client Error: Bad Request for url: https://rest.avatax.example/api/v2/transactions/create?$include=Lines
Response: {{"error": {{"code": "InvalidAddress", "target": "IncorrectData", "details": [{{"refId": "{g.uuid()}"}}]}}}}"""


CLEAN_T = [c_invoice_json, c_journal_csv, c_docs, c_realm, c_checksums, c_git_log, c_plaid_resp, c_hook_tb,
           c_iban_invoice, c_netsuite_log, c_chat, c_pubkey, c_compose, c_pdf_b64, c_traceback]


def main() -> None:
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = SECRET_T[i % len(SECRET_T)]()
            for s in secrets:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": secrets}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            text = CLEAN_T[i % len(CLEAN_T)]()
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
