"""Blind redaction source "lending": loans and mortgages (loan origination systems such as Encompass, nCino,
MeridianLink, Blend; credit bureaus Experian, Equifax, TransUnion; open-banking and payroll income checks such as
Plaid, Finicity, Argyle, Truv, Pinwheel, GoCardless; e-signing of loan packs; servicing platforms such as LoanPro,
Mambu; Metro 2 furnishing over SFTP/PGP; AUS submissions to DU/LPA).

Written by the helper "corpora10" (round 38). Seeded; imports only the standard library and _tokens.py.
Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "lending"
g = Gen(380303)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
WORDS = ["escrow", "harbor", "granite", "ledger", "meadow", "amber", "copper", "summit", "willow", "prairie",
         "beacon", "cedar", "marble", "orchard", "canyon", "falcon", "juniper", "lantern", "sierra", "tulip"]
PEOPLE = ["k.mendes", "a.brooks", "r.patel", "j.lindqvist", "m.garcia", "t.oyelaran", "s.cho", "e.novak"]
LENDERS = ["Harborline Mortgage", "Cedar Credit Union", "Summit Home Loans", "Prairie Auto Finance", "Willow Lending"]


def passphrase():
    return "-".join(r.sample(WORDS, r.choice([3, 4]))) + str(r.randint(1, 99))


def wordpw():
    return r.choice(WORDS).capitalize() + str(r.randint(10, 9999)) + r.choice(WORDS).capitalize() + r.choice("!#$%*@")


def legacy():
    return g.s(LOW + DIG, r.randint(6, 8))


def bureau_pw():  # bureau system-to-system passwords: short, often forced upper+digits, rotated every 90 days
    return g.s(UPPER + DIG, r.choice([4, 6, 8]))


def pin():
    n = r.choice([4, 6])
    return str(r.randint(0, 10**n - 1)).zfill(n)


def anypw():
    return r.choice([g.pw, passphrase, wordpw, legacy, g.human_pw, g.machine_pw, bureau_pw])()


def instance():
    return "BE11" + g.s(DIG, 6)


def loan_no():
    return str(r.randint(10**9, 10**10 - 1))


def plaid_env():
    return r.choice(["production", "development", "sandbox"])


# ---- secret templates
def t_encompass_oauth():
    cs, pw = g.s(B62 + "^*@#", 64), anypw()
    inst, at = instance(), g.s(B62, 28)
    return "structural", f"""$ curl -X POST https://api.elliemae.com/oauth2/v1/token \\
  -d grant_type=password \\
  -d "username=svc_pricing@encompass:{inst}" \\
  -d "password={pw}" \\
  -d client_id={g.s(LOW + DIG, 7)} \\
  -d "client_secret={cs}"
{{"access_token":"{at}","token_type":"Bearer"}}""", [pw, cs, at]


def t_encompass_sdk():
    pw = anypw()
    inst = instance()
    return "structural", f"""// EncompassExport/Program.cs
var session = new Session();
session.Start("https://{inst}.ea.elliemae.net${inst}", "admin", "{pw}");
var loan = session.Loans.Open("{{{g.uuid()}}}");
Console.WriteLine(loan.Fields["4000"].Value);
""", [pw]


def t_encompass_bearer():
    t = g.s(B62, 28)
    return "structural", f"""GET /encompass/v3/loans/{g.uuid()}?entities=Borrower,Property HTTP/1.1
Host: api.elliemae.com
Authorization: Bearer {t}
Accept: application/json""", [t]


def t_encompass_env():
    cs = g.s(B62 + "^*@#", 64)
    return "name-context", f"""# .env (encompass-webhook-relay)
ENCOMPASS_INSTANCE_ID={instance()}
ENCOMPASS_CLIENT_ID={g.s(LOW + DIG, 7)}
ENCOMPASS_CLIENT_SECRET={cs}
ENCOMPASS_WEBHOOK_SUBSCRIPTION={g.uuid()}
""", [cs]


def t_encompass_webhook_key():
    k = g.b64(32)
    return "name-context", f"""// validate Encompass webhook signature (Elli-Signature header)
const SIGNING_KEY = "{k}";
const valid = crypto.createHmac("sha256", SIGNING_KEY).update(rawBody).digest("base64") === req.headers["elli-signature"];
""", [k]


def t_tu_xml():
    p, p2 = bureau_pw(), g.s(UPPER + DIG, 4)
    return "structural", f"""<?xml version="1.0" encoding="UTF-8"?>
<xmlrequest xmlns="http://www.netaccess.transunion.com/namespace">
  <systemId>{g.s(UPPER, 6)}</systemId>
  <systemPassword>{p}</systemPassword>
  <productrequest>
    <creditBureau xmlns="http://www.transunion.com/namespace">
      <document>request</document>
      <version>2.{r.randint(10,40)}</version>
      <transactionControl>
        <userRefNumber>LN{loan_no()}</userRefNumber>
        <subscriber>
          <industryCode>F</industryCode>
          <memberCode>{g.s(DIG, 8)}</memberCode>
          <inquirySubscriberPrefixCode>{g.s(DIG, 4)}</inquirySubscriberPrefixCode>
          <password>{p2}</password>
        </subscriber>
      </transactionControl>
    </creditBureau>
  </productrequest>
</xmlrequest>""", [p, p2]


def t_tu_subscriber_pw():
    p = g.s(UPPER + DIG, 4)
    return "name-context", f"""# transunion.properties (hard-pull service, UAT)
tu.subscriber.industryCode=F
tu.subscriber.memberCode={g.s(DIG, 8)}
tu.subscriber.prefix={g.s(DIG, 4)}
tu.subscriber.password={p}
tu.endpoint=https://netaccess-test.transunion.com
""", [p]


def t_experian_oauth():
    cs, pw = g.s(B62, 16), anypw()
    return "structural", f"""POST /oauth2/v1/token HTTP/1.1
Host: sandbox-us-api.experian.com
Content-Type: application/json
Client_id: {g.s(B62, 32)}
Client_secret: {cs}

{{"username": "{r.choice(PEOPLE)}@{r.choice(WORDS)}lending.com", "password": "{pw}"}}""", [cs, pw]


def t_experian_netconnect():
    p = anypw()
    u = g.s(UPPER, 3) + g.s(DIG, 4)
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", f"""POST /netconnect2_0/ HTTP/1.1
Host: netconnect.experian.com
Authorization: Basic {b}
Content-Type: application/x-www-form-urlencoded

NETCONNECT_TRANSACTION=%3CNetConnectRequest%3E%3CEAI%3E{g.s(UPPER+DIG,8)}%3C%2FEAI%3E%3CDBHost%3ECIS%3C%2FDBHost%3E%3CReferenceId%3ELN{loan_no()}%3C%2FReferenceId%3E""", [b]


def t_experian_yaml():
    cs, pw = g.s(B62, 16), anypw()
    return "name-context", f"""experian:
  base_url: https://us-api.experian.com
  client_id: {g.s(B62, 32)}
  client_secret: {cs}
  username: svc-credit@{r.choice(WORDS)}lending.com
  password: {pw}
  subscriber_code: "{g.s(DIG, 7)}"
""", [cs, pw]


def t_equifax_basic():
    cid, cs = g.s(B62, 32), g.s(B62, 16)
    b, at = base64.b64encode(f"{cid}:{cs}".encode()).decode(), g.s(B62, 28)
    return "structural", f"""$ curl -s -X POST https://api.sandbox.equifax.com/v2/oauth/token \\
    -H "Authorization: Basic {b}" \\
    -d "grant_type=client_credentials&scope=https://api.equifax.com/business/oneview/consumer-credit/v1"
{{"access_token":"{at}","token_type":"Bearer","expires_in":3600}}""", [b, at]


def t_equifax_member():
    sc = g.s(UPPER + DIG, 3)
    return "name-context", f"""# Equifax system-to-system (ACRO) – do not commit
EFX_MEMBER_NUMBER={g.s(DIG, 10)}
EFX_SECURITY_CODE={sc}
EFX_CUSTOMER_CODE={g.s(UPPER, 4)}
EFX_HOST=efx-sts.equifax.com:{r.choice([443, 8443])}
""", [sc]


def t_equifax_pfx():
    p = anypw()
    return "name-context", f"""<!-- web.config: mTLS client certificate for the Equifax InterConnect gateway -->
<appSettings>
  <add key="Efx.ClientCertPath" value="D:\\certs\\efx-interconnect-prod.pfx" />
  <add key="Efx.ClientCertPassword" value="{p}" />
  <add key="Efx.Endpoint" value="https://api.equifax.com/business/interconnect/v1" />
</appSettings>""", [p]


def t_twn_verification():
    p = anypw()
    return "structural", f"""# The Work Number (employment verification) SFTP batch drop
sftp -oPort=22 {g.s(DIG, 5)}_batch@sftp.theworknumber.com
{r.choice(PEOPLE)}@los-batch01:~$ # password when prompted: {p}""", [p]


def t_metro2_sftp():
    p = anypw()
    return "structural", f"""# /etc/metro2/furnish.conf
[equifax]
host = sftp.equifax.com
user = {g.s(DIG, 6)}MTR2
password = {p}
remote_dir = /inbound/metro2
pgp_recipient = EFXMetro2@equifax.com
""", [p]


def t_pgp_private():
    lines = [g.b64(48) for _ in range(r.randint(6, 10))]
    block = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + g.b64(3) + "\n-----END PGP PRIVATE KEY BLOCK-----"
    return "self-identifying", f"""$ gpg --export-secret-keys --armor servicing-metro2@{r.choice(WORDS)}lending.com
{block}""", [lines[1]]


def t_pgp_passphrase():
    p = passphrase()
    return "name-context", f"""#!/bin/bash
# decrypt the nightly bureau response file
export GPG_PASSPHRASE='{p}'
gpg --batch --yes --pinentry-mode loopback --passphrase "$GPG_PASSPHRASE" -d TU_RESP_$(date +%Y%m%d).pgp > resp.txt""", [p]


def t_plaid_env():
    s = g.hexs(30)
    return "name-context", f"""# apps/income-verify/.env
PLAID_CLIENT_ID={g.hexs(24)}
PLAID_SECRET={s}
PLAID_ENV={plaid_env()}
PLAID_PRODUCTS=income_verification,assets
""", [s]


def t_plaid_access_token():
    t = f"access-{plaid_env()}-{g.uuid()}"
    return "self-identifying", f"""2026-11-27 14:02:{r.randint(10,59)} INFO assets.report: creating asset report for application {loan_no()}
2026-11-27 14:02:{r.randint(10,59)} DEBUG plaid request: {{"access_tokens": ["{t}"], "days_requested": 60, "options": {{"client_report_id": "LN{loan_no()}"}}}}""", [t]


def t_plaid_curl():
    s = g.hexs(30)
    return "name-context", f"""curl -X POST https://production.plaid.com/credit/bank_income/get \\
  -H 'Content-Type: application/json' \\
  -d '{{"client_id": "{g.hexs(24)}", "secret": "{s}", "user_token": "user-production-{g.uuid()}"}}'""", [s]


def t_finicity_headers():
    k, tok = g.hexs(32), g.s(B62, 20)
    return "structural", f"""GET /decisioning/v2/customers/{r.randint(10**9, 10**10)}/voi HTTP/1.1
Host: api.finicity.com
Finicity-App-Key: {k}
Finicity-App-Token: {tok}
Accept: application/json""", [k, tok]


def t_finicity_partner():
    s = g.s(B62, 20)
    return "name-context", json.dumps({"finicity": {"partnerId": str(r.randint(10**12, 10**13)), "partnerSecret": s,
                                                    "appKey": "${FINICITY_APP_KEY}", "experience": g.uuid()}}, indent=2), [s]


def t_argyle():
    kid, ks = g.uuid(), g.s(B62, 32)
    return "structural", f"""import requests
resp = requests.get("https://api.argyle.com/v2/paystubs?account={g.uuid()}",
                    auth=("{kid}", "{ks}"))
""", [ks]


def t_truv():
    s = g.hexs(32)
    return "structural", f"""$ http POST https://prod.truv.com/v1/users/ X-Access-Client-Id:{g.hexs(32)} X-Access-Secret:{s} external_user_id=LN{loan_no()}
HTTP/1.1 201 Created""", [s]


def t_pinwheel():
    k = g.hexs(64)
    return "structural", f"""const res = await fetch("https://api.getpinwheel.com/v1/link_tokens", {{
  method: "POST",
  headers: {{ "X-API-SECRET": "{k}", "Pinwheel-Version": "2023-11-22", "Content-Type": "application/json" }},
  body: JSON.stringify({{ org_name: "{r.choice(LENDERS)}", required_jobs: ["income", "employment"] }}),
}});
""", [k]


def t_gocardless_bad():
    sid, sk = g.uuid(), g.s(B62, 128) if r.random() < .3 else g.hexs(128)
    return "name-context", f"""# UK affordability check (open banking via GoCardless Bank Account Data)
GC_BAD_SECRET_ID={sid}
GC_BAD_SECRET_KEY={sk}
""", [sk]


def t_truelayer():
    s = g.uuid()
    return "name-context", f"""{{
  "TrueLayer": {{
    "ClientId": "{r.choice(WORDS)}lending-{g.hexs(6)}",
    "ClientSecret": "{s}",
    "UseSandbox": false
  }}
}}""", [s]


def t_yodlee():
    p = anypw()
    return "name-context", f"""yodlee.cobrand.login=lendco_cob
yodlee.cobrand.password={p}
yodlee.base-url=https://production.api.yodlee.com/ysl
""", [p]


def t_docusign_rsa():
    block, line = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"""# docusign JWT grant for sending closing disclosures
DS_INTEGRATION_KEY={g.uuid()}
DS_USER_ID={g.uuid()}
DS_ACCOUNT_ID={g.uuid()}
DS_PRIVATE_KEY="{block}"
""", [line]


def t_docusign_connect_hmac():
    k = g.b64(32)
    return "name-context", f"""# DocuSign Connect HMAC key (verifies envelope-completed events for loan packs)
DOCUSIGN_CONNECT_HMAC_KEY={k}
""", [k]


def t_docusign_secret_key():
    s = g.uuid()
    return "name-context", f"""docusign:
  integration_key: {g.uuid()}
  secret_key: {s}
  redirect_uri: https://los.example.com/ds/callback
""", [s]


def t_onespan():
    raw = f"{g.s(B62, 16)}:{g.s(B62, 16)}"
    k = base64.b64encode(raw.encode()).decode()
    return "structural", f"""POST https://apps.esignlive.com/api/packages
Authorization: Basic {k}
Content-Type: multipart/form-data; boundary=----{g.hexs(16)}

(package: "Closing package LN{loan_no()}", 14 documents)""", [k]


def t_dropbox_sign():
    k = g.hexs(64)
    return "structural", f"""$ curl -X POST 'https://api.hellosign.com/v3/signature_request/send' -u '{k}:' -F 'title=Loan Agreement' -F 'signers[0][email_address]=borrower@example.com' -F 'file[0]=@note.pdf'""", [k]


def t_adobe_sign():
    t = "3AAABLblqZ" + g.s(URLSAFE, 90)
    return "name-context", f"""# Adobe Acrobat Sign integration key used by the HELOC e-close flow
ADOBE_SIGN_INTEGRATION_KEY={t}
ADOBE_SIGN_API_BASE=https://api.na2.adobesign.com/api/rest/v6
""", [t]


def t_ron_notary():
    k = g.s(B62, 40)
    return "name-context", f"""# remote online notarization (RON) vendor
PROOF_API_KEY={k}
PROOF_WEBHOOK_URL=https://los.example.com/hooks/notary
""", [k]


def t_loanpro():
    t = g.hexs(40)
    return "structural", f"""GET https://loanpro.simnang.com/api/public/api/1/odata.svc/Loans({r.randint(100,99999)})?$expand=LoanSetup HTTP/1.1
Authorization: Bearer {t}
Autopal-Instance-Id: {r.randint(5200000, 5299999)}
Accept: application/json""", [t]


def t_loanpro_env():
    t = g.hexs(40)
    return "name-context", f"""LOANPRO_TENANT_ID={r.randint(5200000, 5299999)}
LOANPRO_API_TOKEN={t}
""", [t]


def t_mambu():
    k = g.s(B62, 32)
    return "structural", f"""$ curl -s https://{r.choice(WORDS)}lend.sandbox.mambu.com/api/loans/{g.s(UPPER, 3)}{r.randint(100,999)} -H 'Accept: application/vnd.mambu.v2+json' -H 'apikey: {k}'
{{"encodedKey":"{g.hexs(32)}","id":"{g.s(UPPER,3)}{r.randint(100,999)}","loanState":"ACTIVE","loanAmount":25000}}""", [k]


def t_ncino_sf():
    p, tok = anypw(), g.s(B62, 25)
    return "structural", f"""# sfdx / nCino data loader (process-conf.xml excerpt)
<entry key="sfdc.username" value="integration@{r.choice(WORDS)}bank.com.ncino"/>
<entry key="sfdc.password" value="{p}{tok}"/>
<entry key="sfdc.endpoint" value="https://login.salesforce.com"/>""", [p + tok]


def t_meridianlink():
    p = anypw()
    return "structural", f"""<!-- MeridianLink LoansPQ API request -->
<INPUT>
  <LOGIN api_user_id="{g.uuid()}" api_password="{p}" />
  <REQUEST action_type="GET_LOANS" loan_type="VL" />
</INPUT>""", [p]


def t_blend():
    raw = f"{g.s(LOW + DIG, 20)}:{g.s(B62, 40)}"
    b = base64.b64encode(raw.encode()).decode()
    return "structural", f"""GET /applications?limit=50 HTTP/1.1
Host: api.blendlabs.com
Authorization: Basic {b}
blend-target-instance: {r.choice(WORDS)}lending~default
blend-api-version: 7.0.0""", [b]


def t_du_credentials():
    p = anypw()
    return "name-context", f"""# Fannie Mae Desktop Underwriter (DU) via the LOS connector
du.institution.id={r.randint(10**8, 10**9)}
du.user.id={g.s(UPPER, 2)}{r.randint(100000, 999999)}
du.user.password={p}
du.credit.provider=Equifax Mortgage Solutions
""", [p]


def t_lpa():
    p = anypw()
    return "structural", f"""$ java -jar lpa-submit.jar --seller {r.randint(100000, 999999)} --user {r.choice(PEOPLE)} --password '{p}' --loan LN{loan_no()}
Submitting to Loan Product Advisor... Purchase Eligibility: Eligible, Risk Class: Accept""", [p]


def t_optimal_blue():
    s = g.s(B62, 40)
    return "name-context", f"""// pricing engine client (Optimal Blue)
builder.Services.Configure<PricingOptions>(o => {{
    o.BusinessChannelId = {r.randint(10000, 99999)};
    o.ClientId = "{g.uuid()}";
    o.ClientSecret = "{s}";
}});
""", [s]


def t_mi_quote():
    p = anypw()
    return "structural", f"""https://mi-rates.example-mi.com/api/quote?user=lendco_api&password={p}&ltv=92&fico=741&loanAmount=412000""", [p]


def t_appraisal_amc():
    k, it = g.s(B62, 36), g.s(B62, 24)
    return "structural", f"""POST /v1/orders HTTP/1.1
Host: api.reggora.com
integration: {it}
Authorization: Bearer {k}
Content-Type: application/json""", [k, it]


def t_flood_cert():
    p = legacy()
    return "name-context", f"""[flood]
vendor = ServiceLink
account = {r.randint(100000, 999999)}
pin = {p}
""", [p]


def t_dwolla():
    s = g.s(B62, 50)
    return "name-context", f"""# servicing ACH autopay
DWOLLA_KEY={g.s(B62, 50)}
DWOLLA_SECRET={s}
DWOLLA_ENV=production
""", [s]


def t_servicing_db():
    p = anypw()
    return "structural", f"""Server=sql-servicing-01.corp.local;Database=LoanServ;User Id=svc_boarding;Password={p};TrustServerCertificate=True""", [p]


def t_los_pg_url():
    p = anypw()
    return "structural", f"""DATABASE_URL=postgresql://los_app:{p}@los-db.{r.choice(WORDS)}.internal:5432/origination?sslmode=require""", [p]


def t_stacktrace_oracle():
    p = anypw()
    return "structural", f"""java.sql.SQLException: ORA-01017: invalid username/password; logon denied
	at oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:494)
	at com.lender.servicing.BoardingJob.connect(BoardingJob.java:88)
Caused by: connection jdbc:oracle:thin:svc_board/{p}@//msp-gw.corp.local:1521/SERVPRD""", [p]


def t_chat_bureau():
    p = bureau_pw()
    t = r.choice([
        f"FYI Experian forced the 90-day reset on the Net Connect user, new password is {p}. Update the credit service before 5pm.",
        f"Nueva contraseña del usuario de TransUnion para el pull de crédito: {p} (vence en 90 días).",
        f"Neues Passwort für den Schufa/Experian-Testzugang: {p} — bitte nicht ins Ticket kopieren.",
        f"Le mot de passe Equifax du compte de service a été changé : {p}",
        f"Experian的Net Connect密码已重置为 {p}，请更新配置。"])
    return "name-context", t, [p]


def t_ticket_plaid():
    s = g.hexs(30)
    return "name-context", f"""LOS-{r.randint(1000, 9999)} Income verification failing in prod
Steps: applicant links bank, we call /credit/bank_income/get → INVALID_API_KEYS.
Our prod config: client_id {g.hexs(24)}, secret {s}
Assignee: {r.choice(PEOPLE)}""", [s]


def t_hook_bash_credit():
    p = anypw()
    cmd = f"curl -s -u credit_svc:{p} https://credit-gw.internal/api/v1/reports/LN{loan_no()}/tri-merge | jq .scores"
    return "structural", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "session_id": g.uuid(),
                                     "tool_input": {"command": cmd}}), [p]


def t_hook_read_appsettings():
    cs, pw = g.s(B62, 16), anypw()
    content = json.dumps({"Experian": {"ClientId": g.s(B62, 32), "ClientSecret": cs, "Username": "svc-credit", "Password": pw}}, indent=2)
    return "name-context", json.dumps({"tool_name": "Read", "tool_input": {"file_path": "src/CreditService/appsettings.Production.json"},
                                       "tool_response": {"file": {"content": content}}}), [cs, pw]


def t_hook_write_env():
    s = g.hexs(30)
    content = f"PLAID_CLIENT_ID={g.hexs(24)}\nPLAID_SECRET={s}\nPLAID_ENV=production\n"
    return "name-context", json.dumps({"tool_name": "Write", "tool_input": {"file_path": ".env.local", "content": content}}), [s]


def t_diff_tu():
    p = bureau_pw()
    return "name-context", f"""diff --git a/config/bureaus.yml b/config/bureaus.yml
--- a/config/bureaus.yml
+++ b/config/bureaus.yml
@@ -8,4 +8,4 @@ transunion:
   member_code: "{g.s(DIG, 8)}"
   prefix: "{g.s(DIG, 4)}"
-  password: <%= ENV["TU_PASSWORD"] %>
+  password: "{p}"
""", [p]


def t_notebook_losdb():
    p = anypw()
    cell = {"cell_type": "code", "execution_count": 2, "metadata": {}, "outputs": [],
            "source": ["import pandas as pd, sqlalchemy as sa\n",
                       f"eng = sa.create_engine('mssql+pyodbc://risk_ro:{p}@sql-los-rpt/LOS?driver=ODBC+Driver+18+for+SQL+Server')\n",
                       "df = pd.read_sql('select loan_id, fico, dti, ltv from pipeline', eng)\n", "df.describe()"]}
    return "structural", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [p]


def t_php_los():
    k = g.s(B62, 40)
    return "name-context", f"""<?php
// wp-content/plugins/rate-quote/config.php
define('LOS_API_KEY', '{k}');
define('LOS_API_BASE', 'https://los.example.com/api/v2');
""", [k]


def t_ruby_ncino():
    s = g.hexs(64)
    return "name-context", f"""# config/initializers/credit_kudos.rb
CreditKudos.configure do |c|
  c.client_id     = "{g.uuid()}"
  c.client_secret = "{s}"
end
""", [s]


def t_go_codat():
    k = g.s(B62, 40)
    return "name-context", f"""// internal/codat/client.go (SMB lending: accounting data pull)
const codatAPIKey = "{k}"
""", [k]


def t_hcl_vault_seed():
    p = anypw()
    return "name-context", f"""resource "vault_kv_secret_v2" "equifax" {{
  mount = "kv"
  name  = "lending/equifax"
  data_json = jsonencode({{
    client_id     = "{g.s(B62, 32)}"
    client_secret = "{p}"
  }})
}}
""", [p]


def t_self_id_misc():
    label, tok, mark = g.self_identifying()
    return "self-identifying", f"""# loan-docs-worker/.env (generates and e-signs the closing package)
{label.upper()}_KEY={tok}
DOC_TEMPLATE_BUCKET=s3://loan-docs-templates
""", [mark]


def t_aws_docs_bucket():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""$ aws configure list --profile loan-docs
      Name                    Value             Type    Location
   profile                loan-docs           manual    --profile
access_key     {a} shared-credentials-file
$ cat ~/.aws/credentials | grep -A2 loan-docs
[loan-docs]
aws_access_key_id = {a}
aws_secret_access_key = {s}""", [a, s]


def t_mismo_submit():
    p = anypw()
    return "structural", f"""<MESSAGE MISMOReferenceModelIdentifier="3.4.032420160128">
  <ABOUT_VERSIONS/>
  <DEAL_SETS><DEAL_SET><DEALS><DEAL>
    <LOANS><LOAN><LOAN_IDENTIFIERS><LOAN_IDENTIFIER><LoanIdentifier>{loan_no()}</LoanIdentifier></LOAN_IDENTIFIER></LOAN_IDENTIFIERS></LOAN></LOANS>
  </DEAL></DEALS></DEAL_SET></DEAL_SETS>
  <!-- credit vendor login -->
  <CREDIT_REQUEST_DATA LoginAccountIdentifier="{r.choice(PEOPLE)}" LoginAccountPassword="{p}" />
</MESSAGE>""", [p]


def t_pin_portal():
    p = pin()
    return "name-context", f"""Borrower portal support note: the co-borrower's payoff-quote IVR PIN was reset to {p} at her request (call ref {r.randint(100000, 999999)}).""", [p]


SECRET_T = [v for k, v in sorted(globals().items()) if k.startswith("t_")]


# ---- clean templates
def c_mismo_clean():
    return f"""<LOAN_IDENTIFIER>
  <LoanIdentifier>{loan_no()}</LoanIdentifier>
  <LoanIdentifierType>LenderLoan</LoanIdentifierType>
</LOAN_IDENTIFIER>
<LOAN_IDENTIFIER>
  <LoanIdentifier>{g.s(DIG, 18)}</LoanIdentifier>
  <LoanIdentifierType>MERS_MIN</LoanIdentifierType>
</LOAN_IDENTIFIER>
<LOAN_IDENTIFIER>
  <LoanIdentifier>{g.s(UPPER + DIG, 20)}{g.s(UPPER + DIG, 21)}{r.randint(10,99)}</LoanIdentifier>
  <LoanIdentifierType>UniversalLoan</LoanIdentifierType>
</LOAN_IDENTIFIER>"""


def c_hmda_lar():
    return "\n".join("|".join(["2", g.s(UPPER + DIG, 20), g.s(UPPER + DIG, 23) + str(r.randint(10, 99)), "2026" + g.s(DIG, 4), "1", "1", "1",
                               str(r.randint(100000, 900000)), "1", "2026" + g.s(DIG, 4)]) for _ in range(3))


def c_metro2_header():
    return f"""0426HEADER  {g.s(DIG, 10)}{g.s(UPPER + DIG, 5)}{g.s(DIG, 10)}{g.s(DIG, 5)}  {r.choice(LENDERS).upper():40}
Equifax Program Identifier: {g.s(DIG, 10)}   Experian Program Identifier: {g.s(UPPER + DIG, 5)}   TransUnion Program Identifier: {g.s(DIG, 10)}
Activity date: 2026-11-30   Records: {r.randint(1000, 90000)}"""


def c_env_example():
    return """# .env.example
PLAID_CLIENT_ID=
PLAID_SECRET=<sandbox-secret-from-dashboard>
ENCOMPASS_CLIENT_SECRET=changeme
EXPERIAN_PASSWORD=${EXPERIAN_PASSWORD}
TU_SUBSCRIBER_PASSWORD=xxxx
DS_PRIVATE_KEY_PATH=./secrets/docusign.pem
"""


def c_plaid_link_token():
    return json.dumps({"link_token": f"link-{plaid_env()}-{g.uuid()}", "expiration": "2026-11-30T18:22:41Z",
                       "request_id": g.s(B62, 15)}, indent=1)


def c_plaid_public_token_flow():
    return f"""// client side: Plaid Link onSuccess gives a short-lived public token; the server exchanges it with its own secret
onSuccess: (public_token, metadata) => fetch("/api/exchange", {{ method: "POST", body: JSON.stringify({{ public_token }}) }})
// example metadata.institution.institution_id = "ins_{r.randint(1, 130000)}\""""


def c_docusign_ik():
    return f"""https://account.docusign.com/oauth/auth?response_type=code&scope=signature%20impersonation&client_id={g.uuid()}&redirect_uri=https://los.example.com/ds/callback"""


def c_envelope_status():
    return json.dumps({"envelopeId": g.uuid(), "status": "completed", "emailSubject": f"Closing documents – loan {loan_no()}",
                       "completedDateTime": "2026-11-29T16:41:09.0000000Z",
                       "envelopeDocuments": [{"documentId": str(i), "name": n} for i, n in enumerate(["Promissory Note", "Deed of Trust", "Closing Disclosure"], 1)]}, indent=1)


def c_connect_hmac_header():
    return f"""POST /hooks/docusign HTTP/1.1
X-DocuSign-Signature-1: {g.b64(32)}
X-DocuSign-Signature-2: {g.b64(32)}
Content-Type: application/json"""


def c_encompass_loan():
    return json.dumps({"encompassId": g.uuid(), "loanNumber": loan_no(), "loanFolder": "My Pipeline",
                       "applications": [{"id": f"_borrower{r.randint(1,3)}", "borrower": {"firstName": "Jane", "lastName": "Doe", "taxIdentificationIdentifier": "***-**-" + g.s(DIG, 4)}}],
                       "fields": {"4000": r.randint(100000, 900000), "353": round(r.uniform(60, 97), 2)}}, indent=1)


def c_credit_report_summary():
    return f"""TRI-MERGE CREDIT REPORT  Ref #{g.s(UPPER + DIG, 10)}   Ordered {r.choice(['2026-11-12','2026-11-20','2026-11-28'])}
Bureau       Score  Model            Inquiry ID
Experian     {r.randint(620,820)}    FICO 2           {g.s(DIG, 12)}
Equifax      {r.randint(620,820)}    FICO 5           {g.s(DIG, 12)}
TransUnion   {r.randint(620,820)}    FICO 4           {g.s(DIG, 12)}"""


def c_du_findings():
    return f"""DU Casefile ID: {g.s(DIG, 10)}   Submission #{r.randint(1, 9)}
Recommendation: Approve/Eligible
Credit report reference: {g.s(UPPER + DIG, 12)}   Lender loan number: {loan_no()}"""


def c_lpa_key():
    return f"""LPA Key Number: {g.s(UPPER + DIG, 8)}   Loan Application Number: {loan_no()}   AUS Transaction Number: {g.s(DIG, 9)}
Risk Class: Accept   Purchase Eligibility: FreddieMac Eligible"""


def c_nacha():
    return f"""101 {g.s(DIG, 9)} {g.s(DIG, 9)}{'2611300930'}A094101{r.choice(LENDERS)[:23]:23}{'SERVICING BANK':23}
5200{r.choice(LENDERS)[:16]:16}                    {g.s(DIG, 10)}PPDLOAN PMT 261201261201   1{g.s(DIG, 8)}0000001
6220{g.s(DIG, 8)}{g.s(DIG, 17)}{g.s(DIG, 10)}{g.s(UPPER + DIG, 15)}JANE DOE                0{g.s(DIG, 15)}"""


def c_commit_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in r.sample([
        "credit: move TU subscriber password to Vault", "plaid: upgrade to /credit/bank_income", "docusign: JWT grant for closing packs",
        "metro2: fix K2 segment for sold loans", "encompass: retry 429s with jitter", "servicing: escrow analysis job",
        "los: mask SSN in logs"], 4))


def c_k8s_secretref():
    return """env:
  - name: EXPERIAN_CLIENT_SECRET
    valueFrom:
      secretKeyRef: {name: bureau-credentials, key: experian-client-secret}
  - name: PLAID_SECRET
    valueFrom:
      secretKeyRef: {name: plaid, key: secret}"""


def c_prose():
    return r.choice([
        "Bureau passwords for system-to-system access expire every 90 days. The credit service reads them from Vault at startup; after a reset, update Vault and restart the pods — never edit the properties file on the box.",
        "A Plaid link_token is safe to send to the browser: it only opens Link. The access_token, by contrast, reads the applicant's accounts and stays on the server.",
        "The DocuSign integration key is the OAuth client id and appears in every consent URL; the RSA private key is what must be protected.",
        "Die SCHUFA-Zugangsdaten liegen im Tresor; bitte keine Passwörter in Tickets oder Chats schreiben.",
        "La clave de integración de DocuSign es pública; la clave privada RSA es la que hay que proteger.",
        "Metro 2 files are PGP-encrypted to the bureau's public key before upload; our private key only decrypts their acknowledgements."])


def c_pgp_public():
    return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n=" + g.b64(3) + "\n-----END PGP PUBLIC KEY BLOCK-----\n# Equifax Metro 2 inbound encryption key (published to furnishers)"


def c_checksums():
    return f"""{g.sha256()}  METRO2_{r.choice(['EFX','EXP','TU'])}_20261130.dat.pgp
{g.sha256()}  METRO2_{r.choice(['EFX','EXP','TU'])}_20261130.dat.pgp"""


def c_amort_table():
    rows = []
    bal = r.randint(200000, 600000)
    for n in range(1, 5):
        rows.append(f"{n:>3}  2026-{n:02d}-01  {bal:>10,.2f}  {bal*0.0055:>8,.2f}  {400+n*2:>8,.2f}")
        bal -= 400
    return "Pmt  Due date    Balance     Interest  Principal\n" + "\n".join(rows)


def c_hook_clean():
    return json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "session_id": g.uuid(),
                       "tool_input": {"command": f"pytest tests/credit -k tri_merge -q  # loan LN{loan_no()}"}})


def c_hook_read_clean():
    content = "experian:\n  client_id: ${EXPERIAN_CLIENT_ID}\n  client_secret: ${EXPERIAN_CLIENT_SECRET}\n  password: '{{ vault \"lending/experian\" }}'\n"
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "config/bureaus.tmpl.yml"}, "tool_response": {"file": {"content": content}}})


def c_diff_clean():
    return f"""diff --git a/config/transunion.properties b/config/transunion.properties
index {g.hexs(7)}..{g.hexs(7)} 100644
--- a/config/transunion.properties
+++ b/config/transunion.properties
@@ -2,3 +2,3 @@
 tu.subscriber.memberCode={g.s(DIG, 8)}
-tu.endpoint=https://netaccess-test.transunion.com
+tu.endpoint=https://netaccess.transunion.com
 tu.subscriber.password=${{TU_PASSWORD}}"""


def c_lockfile():
    return f"""  "node_modules/plaid": {{
    "version": "2{r.randint(0,9)}.0.0",
    "integrity": "sha512-{g.b64(64)}"
  }},
  "node_modules/docusign-esign": {{
    "version": "8.{r.randint(0,3)}.0",
    "integrity": "sha512-{g.b64(64)}"
  }}"""


def c_ids_json():
    return json.dumps({"application_id": g.uuid(), "nmls_id": str(r.randint(100000, 2500000)), "lei": g.s(UPPER + DIG, 18) + str(r.randint(10, 99)),
                       "finicity_customer_id": str(r.randint(10**9, 10**10)), "argyle_user": g.uuid(), "plaid_item_id": g.s(B62, 37)}, indent=1)


def c_chat_clean():
    return r.choice([
        f"Loan LN{loan_no()} cleared to close, docs out via DocuSign envelope {g.uuid()}",
        "TU password rotated and stored in Vault (kv/lending/transunion). No need to share it here.",
        f"Credit ref {g.s(UPPER + DIG, 10)} came back frozen at Equifax — asking the borrower to lift the freeze.",
        "La nueva contraseña de Experian ya está en el gestor de secretos, no la pongáis en Slack.",
        f"Plaid item {g.s(B62, 37)} needs re-auth (ITEM_LOGIN_REQUIRED), sent update-mode link."])


def c_webhook_plaid():
    return json.dumps({"webhook_type": "INCOME", "webhook_code": "INCOME_VERIFICATION", "item_id": g.s(B62, 37),
                       "user_id": g.s(B62, 37), "verification_status": "VERIFICATION_STATUS_PROCESSING_COMPLETE",
                       "environment": "production"}, indent=1)


def c_plaid_verification_header():
    return f"""POST /hooks/plaid HTTP/1.1
Plaid-Verification: {g.b64url(36)}.{g.b64url(60)}.{g.b64url(64)}
Content-Type: application/json"""


def c_servicing_log():
    return "\n".join(f"2026-11-30T0{r.randint(0,9)}:{r.randint(10,59)}:{r.randint(10,59)}Z INFO boarding loan={loan_no()} investor={r.choice(['FNMA','FHLMC','GNMA','PORTFOLIO'])} escrow={r.choice(['Y','N'])} status=BOARDED trace={g.hexs(16)}"
                     for _ in range(3))


def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(r.randint(6, 9))) + "\n-----END CERTIFICATE-----\n# Equifax InterConnect gateway CA (public)"


def c_notebook_clean():
    cell = {"cell_type": "code", "metadata": {}, "execution_count": 1, "outputs": [],
            "source": ["import os, sqlalchemy as sa\n", "eng = sa.create_engine(os.environ['LOS_RO_URL'])\n", "pd.read_sql('select count(*) from pipeline', eng)"]}
    return json.dumps({"cells": [cell], "nbformat": 4}, indent=1)


def c_mambu_encoded():
    return json.dumps({"encodedKey": g.hexs(32), "id": g.s(UPPER, 3) + str(r.randint(100, 999)), "accountHolderKey": g.hexs(32),
                       "productTypeKey": g.hexs(32), "loanState": "ACTIVE_IN_ARREARS", "daysInArrears": r.randint(1, 90)}, indent=1)


def c_base64_testdoc():
    return f"""def test_closing_disclosure_pdf_roundtrip():
    sample = "JVBERi0xLjQK{g.b64(48)}"
    assert render(base64.b64decode(sample)).pages == 5"""


CLEAN_T = [v for k, v in sorted(globals().items()) if k.startswith("c_")]


def write(secrets, clean):
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


def main():
    order = list(SECRET_T)
    secrets = []
    while len(secrets) < 250:
        r.shuffle(order)
        for t in order:
            if len(secrets) < 250:
                secrets.append(t())
    corder = list(CLEAN_T)
    clean = []
    while len(clean) < 100:
        r.shuffle(corder)
        for t in corder:
            if len(clean) < 100:
                clean.append(t())
    write(secrets, clean)


if __name__ == "__main__":
    main()
