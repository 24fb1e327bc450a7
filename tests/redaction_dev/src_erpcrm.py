"""Blind redaction source "erpcrm": ERP, CRM and helpdesk integrations (round 11).

Written 2026-12-02 by the helper "corpora", blind to memtool's detection. Stdlib + _tokens.py only; seeded, so a rerun
writes erpcrm_secrets.jsonl and erpcrm_clean.jsonl byte-identical. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "erpcrm"
g = Gen(110_002)
SI, NC, ST = "self-identifying", "name-context", "structural"
T: dict[str, list] = {SI: [], NC: [], ST: []}
LOWER = string.ascii_lowercase


def t(cls):
    def deco(fn):
        T[cls].append(fn)
        return fn
    return deco


def org():
    return g.pick(["acme", "northwind", "kleinhaus", "bluepeak", "vandermeer", "orbitco", "tanaka-shoji", "fjordline"])


def email():
    return g.pick(["integration", "api", "sync-bot", "it", "crm-admin"]) + "@" + org() + "." + g.pick(["com", "de", "io", "nl"])


def sf_id(prefix="001"):
    return prefix + g.s(B62, 15)


def sf_token():
    return "00D" + g.s(B62, 12) + "!" + g.s(B62 + ".", 96)


def hubspot():
    return "pat-" + g.pick(["na1", "eu1", "na2"]) + "-" + g.uuid()


def zoho():
    return "1000." + g.hexs(32) + "." + g.hexs(32)


def airtable():
    return "pat" + g.s(B62, 14) + "." + g.hexs(64)


def notion():
    return g.pick(["secret_" + g.s(B62, 43), "ntn_" + g.s(B62, 46)])


def intercom():
    return "dG9rOj" + g.s(B62, 50) + "=="


def agent(cmd, out):
    return json.dumps({"type": "tool_result", "tool": "bash", "input": {"command": cmd}, "output": out}, ensure_ascii=False)


def read(path, body):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path}, "tool_response": {"content": body}}, ensure_ascii=False)


# ---------------------------------------------------------------- self-identifying
@t(SI)
def si_vendor(g):
    k = g.r.randint(0, 5)
    if k == 0:
        v = hubspot()
        text = g.pick([f"HUBSPOT_ACCESS_TOKEN={v}\nHUBSPOT_PORTAL_ID={g.r.randint(10**6, 10**8)}",
                       f"const hubspot = new Client({{ accessToken: '{v}' }});\nconst page = await hubspot.crm.contacts.basicApi.getPage(100);",
                       f"$ curl https://api.hubapi.com/crm/v3/objects/deals?limit=5 -H 'authorization: Bearer {v}'"])
    elif k == 1:
        v = zoho()
        text = g.pick([f"zoho:\n  client_id: 1000.{g.s(UPPER + string.digits, 30)}\n  refresh_token: {v}\n  dc: eu",
                       f"{{\"access_token\":\"{v}\",\"api_domain\":\"https://www.zohoapis.eu\",\"token_type\":\"Bearer\",\"expires_in\":3600}}"])
    elif k == 2:
        v = sf_token()
        text = (f"$ sf org display --target-org prod --verbose\nKey              Value\n───────────────  ─────────────────\nAccess Token     {v}\n"
                f"Api Version      61.0\nClient Id        PlatformCLI\nInstance Url     https://{org()}.my.salesforce.com\nUsername         {email()}")
    elif k == 3:
        v = airtable()
        text = g.pick([f"AIRTABLE_TOKEN={v}\nAIRTABLE_BASE=app{g.s(B62, 14)}", f"base = Api('{v}').base('app{g.s(B62, 14)}')"])
    elif k == 4:
        v = notion()
        text = f"// sync CRM notes to Notion\nconst notion = new Client({{ auth: \"{v}\" }})"
    else:
        v = intercom()
        text = f"INTERCOM_ACCESS_TOKEN={v}\nINTERCOM_APP_ID={g.s(LOWER + string.digits, 8)}"
    return SI, text, v


@t(SI)
def si_generic(g):
    name, tok, mark = g.self_identifying()
    return SI, g.pick([
        f"# odoo addon: crm_slack_notify/models/crm_lead.py\nSLACK_TOKEN = '{tok}'  # TODO move to ir.config_parameter",
        f"[erp-sync] export done, 1422 orders. uploading with {name} creds {tok}",
        read("/srv/erpnext/sites/site1.local/site_config.json", f"{{\n \"db_name\": \"_{g.hexs(16)}\",\n \"db_password\": \"${{DB_PASS}}\",\n \"{name}_token\": \"{tok}\"\n}}"),
        f"Hi support, our helpdesk integration keeps failing; key we configured: {tok} — ticket #{g.r.randint(10000, 99999)}",
        f"suitecrm_workflow:\n  webhook_secret: ${{WEBHOOK_SECRET}}\n  {name}_api_key: {tok}",
    ]), mark


@t(SI)
def si_pem(g):
    block, mark = g.pem(g.pick(["PRIVATE KEY", "RSA PRIVATE KEY"]))
    return SI, g.pick([
        f"# Salesforce JWT bearer flow key for the CI user\n$ cat server.key\n{block}",
        f"NetSuite OAuth 2.0 M2M certificate private key (cert id {g.s(LOWER + string.digits, 43)}):\n{block}",
        f"$ sf org login jwt --client-id 3MVG9{g.s(B62 + '._', 80)} --jwt-key-file server.key --username {email()}\n$ cat server.key\n{block}",
    ]), mark


@t(SI)
def si_dynamics(g):
    v = g.azure_client_secret()
    return SI, g.pick([
        f"\"Dynamics\": {{\n  \"Url\": \"https://{org()}.crm4.dynamics.com\",\n  \"ClientId\": \"{g.uuid()}\",\n  \"ClientSecret\": \"{v}\"\n}}",
        f"$ az ad app credential reset --id {g.uuid()} --append\n{{\n  \"appId\": \"{g.uuid()}\",\n  \"password\": \"{v}\",\n  \"tenant\": \"{g.uuid()}\"\n}}",
    ]), v


# ---------------------------------------------------------------- name-context
@t(NC)
def nc_odoo_conf(g):
    pw = g.pw()
    k = g.r.randint(0, 1)
    if k == 0:
        return NC, f"[options]\naddons_path = /opt/odoo/addons,/opt/odoo/custom\nadmin_passwd = {pw}\ndb_host = db\ndb_port = 5432\ndb_user = odoo\ndb_password = ${{PGPASSWORD}}\nworkers = 4", pw
    return NC, f"[options]\nadmin_passwd = $pbkdf2-sha512$600000${g.b64(12).rstrip('=')}${g.b64(48).rstrip('=')}\ndb_host = 10.1.4.20\ndb_user = odoo\ndb_password = {pw}\nproxy_mode = True", pw


@t(NC)
def nc_odoo_rpc(g):
    pw = g.pw()
    return NC, (f"import xmlrpc.client\nurl, db = 'https://erp.{org()}.com', 'prod'\nusername = '{email()}'\npassword = '{pw}'\n"
                f"common = xmlrpc.client.ServerProxy(f'{{url}}/xmlrpc/2/common')\nuid = common.authenticate(db, username, password, {{}})"), pw


@t(NC)
def nc_simple_sf(g):
    pw, st = g.pw(), g.s(B62, 25)
    v = g.pick([pw, st])
    return NC, (f"from simple_salesforce import Salesforce\nsf = Salesforce(username='{email()}', password='{pw}',\n"
                f"                security_token='{st}', domain='login')"), v


@t(NC)
def nc_sf_props(g):
    pw = g.pw() + g.s(B62, 25)
    return NC, (f"# Data Loader process-conf / config.properties\nsfdc.endpoint=https://login.salesforce.com\nsfdc.username={email()}\n"
                f"sfdc.password={pw}\nsfdc.loadBatchSize=200\nprocess.operation=upsert"), pw


@t(NC)
def nc_sap(g):
    pw = g.pw()
    k = g.r.randint(0, 2)
    if k == 0:
        text = (f"from pyrfc import Connection\nconn = Connection(ashost='sap-{g.pick(['prd', 'qas'])}.{org()}.local', sysnr='00', "
                f"client='{g.r.randint(100, 900)}', user='RFC_{g.pick(['SYNC', 'CRM', 'BI'])}', passwd='{pw}')")
    elif k == 1:
        text = f"DEST=PRD\nASHOST=10.8.1.30\nSYSNR=00\nCLIENT=100\nUSER=RFC_SYNC\nPASSWD={pw}\nLANG=EN"
    else:
        text = f"<ConnectionParameters>\n  <Client>100</Client>\n  <User>SAPCPI_TECH</User>\n  <Password>{pw}</Password>\n  <Language>DE</Language>\n</ConnectionParameters>"
    return NC, text, pw


@t(NC)
def nc_netsuite(g):
    v = g.hexs(64)
    k = g.r.randint(0, 1)
    if k == 0:
        text = (f"NETSUITE_ACCOUNT_ID={g.r.randint(10**6, 10**7)}_SB1\nNETSUITE_CONSUMER_KEY={g.hexs(64)}\nNETSUITE_CONSUMER_SECRET={v}\n"
                f"NETSUITE_TOKEN_ID={g.hexs(64)}\nNETSUITE_TOKEN_SECRET=${{NS_TOKEN_SECRET}}")
    else:
        text = f"netsuite:\n  account: \"{g.r.randint(10**6, 10**7)}\"\n  token_secret: {v}\n  token_id: ${{NS_TOKEN_ID}}"
    return NC, text, v


@t(NC)
def nc_helpdesk_env(g):
    k = g.r.randint(0, 5)
    if k == 0:
        v = g.s(B62, 40)
        text = f"ZENDESK_SUBDOMAIN={org()}\nZENDESK_EMAIL={email()}\nZENDESK_API_TOKEN={v}"
    elif k == 1:
        v = g.s(B62, 20)
        text = f"FRESHDESK_DOMAIN={org()}.freshdesk.com\nFRESHDESK_API_KEY={v}"
    elif k == 2:
        v = g.hexs(40)
        text = f"PIPEDRIVE_API_TOKEN={v}\nPIPEDRIVE_COMPANY_DOMAIN={org()}"
    elif k == 3:
        v = g.s(B62, 32)
        text = f"SERVICENOW_INSTANCE=dev{g.r.randint(10000, 99999)}\nSERVICENOW_USER=integration.user\nSERVICENOW_PASSWORD={v}"
    elif k == 4:
        v = g.pw()
        text = f"FRAPPE_API_KEY={g.hexs(15)}\nFRAPPE_API_SECRET={v}"
    else:
        v = g.s(B62, 30)
        text = f"QUICKBOOKS_CLIENT_ID=AB{g.s(B62, 48)}\nQUICKBOOKS_CLIENT_SECRET={v}\nQUICKBOOKS_REALM_ID={g.r.randint(10**15, 10**16)}"
    return NC, text, v


@t(NC)
def nc_php_conf(g):
    pw = g.pw()
    return NC, g.pick([
        f"<?php\n$sugar_config = array (\n  'dbconfig' => array (\n    'db_host_name' => 'localhost',\n    'db_user_name' => 'suitecrm',\n    'db_password' => '{pw}',\n    'db_name' => 'suitecrm',\n  ),",
        f"<?php\n$dolibarr_main_db_host='localhost';\n$dolibarr_main_db_name='dolibarr';\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';\n$dolibarr_main_instance_unique_id='{g.hexs(32)}';",
        f"<?php\n$config['glpi_db_pass'] = '{pw}';\n$config['glpi_db_user'] = 'glpi';",
    ]), pw


@t(NC)
def nc_code(g):
    k = g.r.randint(0, 4)
    if k == 0:
        v = g.s(B62, 40)
        text = f"zenpy_client = Zenpy(email='{email()}', token='{v}', subdomain='{org()}')"
    elif k == 1:
        v = g.s(B62, 30)
        text = f"var xero = new XeroClient({{\n  clientId: '{g.hexs(32).upper()}',\n  clientSecret: '{v}',\n  redirectUris: ['https://erp.{org()}.com/callback'],\n}});"
    elif k == 2:
        v = g.pw()
        text = f"service = ServiceNowClient('dev{g.r.randint(10000, 99999)}', ('admin', '{v}'))"
    elif k == 3:
        v = g.s(B62 + "/+", 44)
        text = f"  <add key=\"NavWebServicePassword\" value=\"{v}\" />\n  <add key=\"NavWebServiceUser\" value=\"NAV\\svc_ws\" />"
    else:
        v = g.s(B62, 24)
        text = f"mondayClient.setToken(process.env.MONDAY_TOKEN);\nconst freshsales = new Freshsales({{ domain: '{org()}', apiKey: '{v}' }});"
    return NC, text, v


@t(NC)
def nc_chat(g):
    pw = g.pw()
    return NC, g.pick([
        f"@channel the Odoo master password for the staging db manager is {pw} — needed for the restore",
        f"Zendesk sandbox: login {email()}, pw {pw}. please reset after the training",
        f"SAP user RFC_SYNC is locked again (too many failed logons). New initial password: {pw}",
        f"Bonjour, le mot de passe du compte d'intégration Sage est {pw}, il expire le 31/12.",
        f"for the SuiteCRM import use admin / {pw} (yes, I know)",
    ]), pw


@t(NC)
def nc_cli(g):
    pw = g.pw()
    return NC, g.pick([
        f"$ odoo-bin -d prod --db_host 10.1.4.20 --db_user odoo --db_password {pw} -u sale_custom --stop-after-init",
        f"$ bench --site erp.{org()}.com set-admin-password {pw}",
        f"$ bench new-site erp.{org()}.com --mariadb-root-password {pw} --admin-password ${{ADMIN_PW}}",
        f"$ sf org generate password --target-org qa\nSuccessfully set the password \"{pw}\" for user {email()}.",
        f"$ php bin/console suitecrm:user:create-admin --username admin --password '{pw}'",
    ]), pw


@t(NC)
def nc_yaml(g):
    v = g.machine_pw()
    return NC, g.pick([
        f"odoo:\n  image: odoo:17\n  environment:\n    HOST: db\n    USER: odoo\n    PASSWORD: {v}\n  depends_on: [db]",
        f"connectors:\n  - name: hubspot-to-bigquery\n    source: hubspot\n    config:\n      client_id: {g.uuid()}\n      client_secret: {v}",
        f"- name: configure zammad elasticsearch\n  command: zammad run rails r \"Setting.set('es_password', '{v}')\"",
    ]), v


@t(NC)
def nc_log(g):
    pw = g.pw()
    return NC, g.pick([
        f"2026-12-01 07:41:22,103 12 INFO prod odoo.addons.base.models.res_users: Login failed for db:prod login:{email()} password:{pw} from 10.1.9.3",
        f"[sync-worker] DEBUG connect SAP ashost=sap-prd sysnr=00 client=100 user=RFC_SYNC passwd={pw}",
    ]), pw


@t(NC)
def nc_webhook_secret(g):
    v = g.s(B62, 32)
    return NC, g.pick([
        f"# HubSpot app settings\nclient secret: {v}\n(used to validate X-HubSpot-Signature-v3)",
        f"WEBHOOK_SIGNING_SECRET={v}   # zendesk webhook, see admin center",
    ]), v


# ---------------------------------------------------------------- structural
@t(ST)
def st_basic(g):
    k = g.r.randint(0, 3)
    if k == 0:
        v = g.s(B62, 40)
        text = f"$ curl https://{org()}.zendesk.com/api/v2/tickets.json -u {email()}/token:{v}"
    elif k == 1:
        v = g.s(B62, 20)
        text = f"$ curl -v -u {v}:X -H 'Content-Type: application/json' https://{org()}.freshdesk.com/api/v2/tickets?per_page=5"
    elif k == 2:
        v = g.pw()
        text = f"$ curl -s 'https://dev{g.r.randint(10000, 99999)}.service-now.com/api/now/table/incident?sysparm_limit=1' --user 'admin:{v}' -H 'Accept: application/json'"
    else:
        v = g.pw()
        text = agent(f"http -a integration:{v} GET https://erp.{org()}.com/api/v1/invoices?status=open", "HTTP/1.1 200 OK\n[{\"id\": 4411, \"total\": \"1299.00\"}]")
    return ST, text, v


@t(ST)
def st_header(g):
    k = g.r.randint(0, 2)
    if k == 0:
        v = g.pw()
        text = f"GET /api/resource/Sales%20Order?limit_page_length=5 HTTP/1.1\nHost: erp.{org()}.com\nAuthorization: token {g.hexs(15)}:{v}"
    elif k == 1:
        v = base64.b64encode(f"{email()}/token:{g.s(B62, 40)}".encode()).decode()
        text = f"requests.get(url, headers={{\"Authorization\": \"Basic {v}\"}})"
    else:
        v = g.s(B62, 32)
        text = f"> GET /api/v2/contacts HTTP/1.1\n> Host: api.helpscout.net\n> X-Api-Key: {v}\n> Accept: */*"
    return ST, text, v


@t(ST)
def st_query(g):
    k = g.r.randint(0, 2)
    if k == 0:
        v = g.hexs(40)
        text = f"GET https://{org()}.pipedrive.com/api/v1/deals?status=open&api_token={v} 200 (312ms)"
    elif k == 1:
        v = g.uuid()
        text = f"$ curl 'https://api.hubapi.com/contacts/v1/lists/all/contacts/all?hapikey={v}&count=10'"
    else:
        v = g.s(B62, 32)
        text = f"https://{org()}.teamwork.com/projects.json?apikey={v}&status=ACTIVE"
    return ST, text, v


@t(ST)
def st_conn(g):
    v = g.machine_pw()
    return ST, g.pick([
        f"DATABASE_URL=postgresql://odoo:{v}@pg-erp.internal:5432/prod",
        f"AuthType=ClientSecret;Url=https://{org()}.crm4.dynamics.com;ClientId={g.uuid()};ClientSecret={v};RequireNewInstance=true",
        f"AuthType=OAuth;Username={email()};Password={v};Url=https://{org()}.crm.dynamics.com;AppId={g.uuid()};LoginPrompt=Never",
        f"<connectionStrings>\n  <add name=\"NAV\" connectionString=\"Data Source=sql-nav01;Initial Catalog=NAV2018;User ID=navsvc;Password={v}\" />\n</connectionStrings>",
        f"mssql+pyodbc://sage_ro:{v}@sage-sql01/SAGE100?driver=ODBC+Driver+18+for+SQL+Server",
        f"jdbc:sap://hana-prd.internal:30015/?user=SYNC_USER&password={v}&encrypt=true",
    ]), v


@t(ST)
def st_sfdx_url(g):
    v = "5Aep861" + g.s(B62 + "._", 80)
    return ST, g.pick([
        f"$ echo $SFDX_AUTH_URL\nforce://PlatformCLI::{v}@{org()}.my.salesforce.com",
        f"# .github/workflows/deploy.yml (old revision)\n      - run: echo \"force://PlatformCLI::{v}@{org()}--uat.sandbox.my.salesforce.com\" > auth.txt",
    ]), v


@t(ST)
def st_odata(g):
    pw = g.pw()
    return ST, g.pick([
        f"https://svc_odata:{pw}@s4.{org()}.com/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner?$top=10",
        f"odata_url = \"https://NAV%5Csvc_ws:{pw}@nav.{org()}.local:7048/BC/ODataV4/Company('CRONUS')/Customer\"",
    ]), pw


@t(ST)
def st_form(g):
    pw, st = g.pw(), g.s(B62, 25)
    return ST, (f"POST https://login.salesforce.com/services/oauth2/token\ngrant_type=password&client_id=3MVG9{g.s(B62, 60)}"
                f"&client_secret={g.hexs(64).upper()}&username={email()}&password={pw}{st}"), pw + st


# ---------------------------------------------------------------- clean
def clean_texts():
    gens = [
        lambda: f"SELECT Id, Name, OwnerId FROM Account WHERE Id = '{sf_id()}'\n\n{sf_id()}  {org().title()} GmbH  {sf_id('005')}",
        lambda: f"$ sf org display --target-org prod\nKey              Value\nAlias            prod\nApi Version      61.0\nConnected Status Connected\nId               00D{g.s(B62, 15)}\nInstance Url     https://{org()}.my.salesforce.com\nUsername         {email()}",
        lambda: f"SF_CONSUMER_KEY=3MVG9{g.s(B62 + '._', 80)}\nSF_CONSUMER_SECRET=${{SF_CONSUMER_SECRET}}   # set in the CI secret store",
        lambda: f"[options]\nadmin_passwd = $pbkdf2-sha512$600000${g.b64(12).rstrip('=')}${g.b64(48).rstrip('=')}\ndb_host = db\ndb_user = odoo\ndb_password = False\nlist_db = False",
        lambda: f"HUBSPOT_PORTAL_ID={g.r.randint(10**6, 10**8)}\nHUBSPOT_APP_ID={g.r.randint(10**6, 10**7)}\nHUBSPOT_ACCESS_TOKEN=  # pat-na1-… from Settings → Private apps",
        lambda: f"{{\"ticket\": {{\"id\": {g.r.randint(10**4, 10**6)}, \"external_id\": \"{g.uuid()}\", \"subject\": \"Password reset not working\", \"requester_id\": {g.r.randint(10**10, 10**12)}, \"status\": \"open\"}}}}",
        lambda: "How we handle ERP credentials: every integration user has its own password, stored in Vault at secret/erp/<system>; rotate every 90 days; never put passwords into tickets — use the 'share credential' link.",
        lambda: f"Authorization: OAuth realm=\"{g.r.randint(10**6, 10**7)}_SB1\", oauth_consumer_key=\"********\", oauth_token=\"********\", oauth_signature_method=\"HMAC-SHA256\", oauth_timestamp=\"{1764600000 + g.r.randint(0, 99999)}\", oauth_nonce=\"{g.s(B62, 20)}\", oauth_version=\"1.0\", oauth_signature=\"{g.b64(32).replace('=', '%3D').replace('+', '%2B')}\"",
        lambda: f"conn = Connection(ashost=os.environ['SAP_ASHOST'], sysnr='00', client='100', user=os.environ['SAP_USER'], passwd=os.environ['SAP_PASSWD'])",
        lambda: f"FRAPPE_API_KEY={g.hexs(15)}\nFRAPPE_API_SECRET=<ask the ERPNext admin>",
        lambda: f"X-HubSpot-Signature-v3: {g.b64(32)}\nX-HubSpot-Request-Timestamp: {1764600000000 + g.r.randint(0, 10**6)}",
        lambda: f"$ git log --oneline -3\n{g.hexs(7)} crm: map Lead.Source to hs_analytics_source\n{g.hexs(7)} odoo: bump sale_custom to 17.0.1.3\n{g.hexs(7)} zendesk: retry on 429",
        lambda: f"<?php\n$sugar_config['dbconfig']['db_password'] = getenv('SUITECRM_DB_PASSWORD');\n$sugar_config['unique_key'] = '{g.hexs(32)}';",
        lambda: f"sap_document_number: {g.r.randint(10**9, 10**10)}\nsap_idoc: {g.r.randint(10**15, 10**16)}\nGUID: {g.hexs(32).upper()}",
        lambda: f"ZENDESK_API_TOKEN=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nZENDESK_EMAIL=you@example.com",
        lambda: f"Webhook delivered: event=deal.updated object_id={g.r.randint(10**9, 10**10)} subscription={g.uuid()} signature={g.hexs(64)}",
        lambda: f"NetSuite TBA: token ID {g.hexs(8)}… (last 4: {g.hexs(4)}) created for role Integration – secret shown once, stored in 1Password",
        lambda: f"INTERCOM_APP_ID={g.s(LOWER + string.digits, 8)}\nINTERCOM_IDENTITY_VERIFICATION=true\nINTERCOM_ACCESS_TOKEN=$(op read op://crm/intercom/token)",
        lambda: f"{{\"zoho\": {{\"client_id\": \"1000.{g.s(UPPER + string.digits, 30)}\", \"client_secret\": \"{{{{ zoho_client_secret }}}}\", \"scope\": \"ZohoCRM.modules.ALL\"}}}}",
        lambda: read("/srv/erpnext/sites/site1.local/site_config.json", f"{{\n \"db_name\": \"_{g.hexs(16)}\",\n \"db_password\": \"<redacted>\",\n \"encryption_key\": \"***\"\n}}"),
        lambda: f"Test fixture (base64 of a sample invoice PDF header): {g.b64(45)}",
        lambda: f"$ odoo-bin shell -d prod\n>>> env['res.users'].search([('login', '=', '{email()}')]).id\n{g.r.randint(2, 400)}",
        lambda: f"pyrfc.LogonError: RFC_LOGON_FAILURE (rc=3): Name or password is incorrect (repeat logon) [key=RFC_ERROR_LOGON_FAILURE msg=... user=RFC_SYNC client=100]",
        lambda: f"airtable base: app{g.s(B62, 14)} table: tbl{g.s(B62, 14)} view: viw{g.s(B62, 14)} record: rec{g.s(B62, 14)}",
        lambda: f"QUICKBOOKS_REALM_ID={g.r.randint(10**15, 10**16)}\nQUICKBOOKS_ENVIRONMENT=sandbox\nQUICKBOOKS_CLIENT_SECRET=${{QBO_SECRET:?}}",
        lambda: f"Change password policy for SAP technical users: passwords must be 20+ chars, e.g. 'correct-horse-battery-staple' is the style we want (don't use that one).",
        lambda: f"Dynamics app registration: Application (client) ID {g.uuid()}, Directory (tenant) ID {g.uuid()}, secret ID {g.uuid()} expires 2027-06-30",
        lambda: f"-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(5)) + "\n-----END CERTIFICATE-----\n(public cert uploaded to the Salesforce connected app)",
    ]
    out, i = [], 0
    while len(out) < 100:  # constant texts once, the varying ones again with new values
        text = gens[i % len(gens)]()
        i += 1
        if text not in out:
            out.append(text)
    return out


def main():
    quota = {SI: 55, NC: 125, ST: 70}
    secrets = []
    for cls, n in quota.items():
        for i in range(n):
            secrets.append(T[cls][i % len(T[cls])](g))
    g.r.shuffle(secrets)
    write(Path(__file__).parent, FAMILY, secrets, clean_texts())


if __name__ == "__main__":
    main()
