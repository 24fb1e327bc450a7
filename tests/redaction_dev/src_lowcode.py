"""Blind redaction source "lowcode" (round 37, helper corpora9): low-code and internal-tool builders.

Retool (self-hosted env, resources, workflows), Appsmith, Budibase, Bubble, ToolJet, n8n, OutSystems, Power Apps /
Power Automate / Dataverse, Mendix, AppSheet, NocoDB, Hasura, and the data-source credentials kept inside them.
Seeded; imports only the standard library and _tokens. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _tokens as T  # noqa: E402

FAM = "lowcode"
g = T.Gen(37_0003)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
WORDS = ["widget", "canvas", "toggle", "dropdown", "modal", "sidebar", "kanban", "ledger", "tractor", "pelican",
         "meadow", "copper", "lantern", "saffron", "glacier", "orbit", "quartz", "tundra", "marble", "violet"]
ORGS = ["acme", "northwind", "contoso", "globex", "initech", "umbrella-ops", "hooli", "vandelay", "wayne-int", "stark-tools"]
APPS = ["refund-console", "ops-admin", "support-hub", "inventory-tool", "payouts-review", "crm-lite", "fleet-board", "kyc-queue"]


def pw():
    k = r.randint(0, 8)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return " ".join(r.sample(WORDS, 4)).replace(" ", r.choice(["-", ".", "_"]))
    if k == 2:
        return r.choice(WORDS).capitalize() + str(r.randint(1, 9999)) + r.choice("!@#$")
    if k == 3:
        return g.s(LOW + DIG, r.randint(6, 8))
    if k == 4:
        return g.hexs(r.choice([32, 48, 64]))
    if k == 5:
        return g.b64(r.choice([24, 32, 36]))
    if k == 6:
        return "Welcome" + str(r.randint(1, 99)) + r.choice("!?")
    return g.machine_pw()


def host(kind="db"):
    return f"{kind}-{r.randint(1, 9)}.{r.choice(ORGS)}.{r.choice(['internal', 'corp', 'local', 'example.com'])}"


def org():
    return r.choice(ORGS)


S = []
C = []


def sec(f):
    S.append(f)
    return f


def cln(f):
    C.append(f)
    return f


# ------------------------------------------------------------------ secrets
@sec
def retool_docker_env():
    k = g.b64(36)
    return "name-context", (f"# retool onprem docker.env\nDEPLOYMENT_TEMPLATE_TYPE=docker-compose\nPOSTGRES_HOST=postgres\nPOSTGRES_DB=hammerhead_production\n"
                            f"ENCRYPTION_KEY={k}\nBASE_DOMAIN=https://retool.{org()}.com\n"), [k]


@sec
def retool_jwt_secret():
    k = g.hexs(64)
    return "name-context", f"JWT_SECRET={k}\nLICENSE_KEY=EXPIRED-LICENSE-KEY-TRIAL\nCOOKIE_INSECURE=false\n", [k]


@sec
def retool_resource_export():
    p = pw()
    d = {"name": f"{org()}_prod_replica", "type": "postgresql", "options": {"host": host("replica"), "port": 5432, "database": "app",
                                                                            "username": "retool_ro", "password": p, "ssl": True}}
    return "structural", json.dumps(d, indent=2), [p]


@sec
def retool_workflow_js():
    k = "sk_live_" + g.s(T.B62, 99)
    return "self-identifying", (f"// Retool Workflow block: refund_customer\nconst stripe = require('stripe')('{k}');\n"
                                "return await stripe.refunds.create({ charge: startTrigger.data.charge_id });"), [k]


@sec
def retool_api_curl():
    t = g.s(T.B62, 40)
    return "structural", f"curl -s https://{org()}.retool.com/api/v2/apps -H \"Authorization: Bearer {t}\" | jq '.data[].name'", [t]


@sec
def retool_query_btoa():
    p = pw()
    return "structural", (f"// JS query in the {r.choice(APPS)} app\nconst res = await fetch('https://erp.{org()}.com/api/orders', {{\n"
                          f"  headers: {{ Authorization: 'Basic ' + btoa('integration:{p}') }}\n}});\nreturn res.json();"), [p]


@sec
def appsmith_env():
    p, s = pw(), g.s(T.B62, 24)
    return "name-context", (f"APPSMITH_ENCRYPTION_PASSWORD={p}\nAPPSMITH_ENCRYPTION_SALT={s}\nAPPSMITH_DISABLE_TELEMETRY=true\n"), [p]


@sec
def appsmith_mongo():
    p = pw()
    return "structural", f"APPSMITH_MONGODB_URI=mongodb://appsmith:{p}@{host('mongo')}:27017/appsmith?authSource=admin&replicaSet=rs0", [p]


@sec
def appsmith_ds_json():
    p = pw()
    d = {"datasourceConfiguration": {"url": f"https://api.{org()}.com", "authentication": {"authenticationType": "basic", "username": "svc_appsmith", "password": p}},
         "pluginId": "restapi-plugin", "name": "Billing API"}
    return "structural", json.dumps(d, indent=2), [p]


@sec
def appsmith_header():
    k = g.s(T.B62, 32)
    return "structural", f"curl --location 'https://api.{org()}.com/v1/tickets?status=open' \\\n  --header 'x-api-key: {k}' \\\n  --header 'Accept: application/json'", [k]


@sec
def budibase_env():
    j, ik = g.s(T.B62, 32), g.hexs(32)
    return "name-context", (f"MAIN_PORT=10000\nJWT_SECRET={j}\nMINIO_ACCESS_KEY=budibase\nINTERNAL_API_KEY={ik}\nREDIS_PORT=6379\n"), [j, ik]


@sec
def budibase_couch():
    p = pw()
    return "structural", f"COUCH_DB_URL=http://budibase:{p}@couchdb-service:5984", [p]


@sec
def budibase_public_api():
    k = g.hexs(32)
    return "structural", (f"POST /api/public/v1/tables/{g.hexs(32)}/rows/search HTTP/1.1\nHost: budibase.{org()}.com\nx-budibase-app-id: app_{g.hexs(32)}\n"
                          f"x-budibase-api-key: {k}\nContent-Type: application/json\n"), [k]


@sec
def bubble_data_api():
    t = g.hexs(32)
    return "structural", f"requests.get('https://{r.choice(APPS)}.bubbleapps.io/version-test/api/1.1/obj/user', headers={{'Authorization': 'Bearer {t}'}})", [t]


@sec
def bubble_api_connector():
    k = g.s(T.B62, 40)
    d = {"api_connector": {"name": "Shipping API", "authentication": "Private key in header", "key_name": "Authorization",
                           "key_value": k, "shared_headers": [{"key": "Accept", "value": "application/json"}]}}
    return "name-context", json.dumps(d, indent=2), [k]


@sec
def tooljet_env():
    k, sb = g.hexs(64), g.hexs(128)
    return "name-context", f"TOOLJET_HOST=https://tooljet.{org()}.com\nLOCKBOX_MASTER_KEY={k}\nSECRET_KEY_BASE={sb}\nPG_HOST=postgres\n", [k, sb]


@sec
def tooljet_ds_export():
    p = pw()
    d = {"kind": "mysql", "name": "orders_mysql", "options": {"host": {"value": host("mysql")}, "username": {"value": "tooljet"},
                                                              "password": {"value": p, "encrypted": False}, "database": {"value": "orders"}}}
    return "structural", json.dumps(d), [p]


@sec
def n8n_env():
    k = g.s(T.B62, 32)
    return "name-context", f"N8N_ENCRYPTION_KEY={k}\nN8N_HOST=n8n.{org()}.com\nWEBHOOK_URL=https://n8n.{org()}.com/\nGENERIC_TIMEZONE=Europe/Berlin\n", [k]


@sec
def n8n_docker():
    p = pw()
    return "structural", (f"docker run -d --name n8n -p 5678:5678 -e DB_TYPE=postgresdb -e DB_POSTGRESDB_HOST={host('pg')} "
                          f"-e DB_POSTGRESDB_USER=n8n -e DB_POSTGRESDB_PASSWORD='{p}' n8nio/n8n:1.{r.randint(40, 90)}.0"), [p]


@sec
def n8n_http_node():
    k = g.s(T.B62, 36)
    node = {"parameters": {"url": f"https://api.{org()}.com/v2/leads", "sendHeaders": True,
                           "headerParameters": {"parameters": [{"name": "X-API-Key", "value": k}]}},
            "name": "HTTP Request", "type": "n8n-nodes-base.httpRequest", "typeVersion": 4.2, "position": [r.randint(200, 900), r.randint(100, 600)]}
    return "structural", json.dumps({"nodes": [node], "connections": {}}, indent=1), [k]


@sec
def n8n_api_jwt():
    j = g.jwt(sub=g.uuid())
    return "self-identifying", f"curl -X GET 'https://n8n.{org()}.com/api/v1/workflows?active=true' -H 'accept: application/json' -H 'X-N8N-API-KEY: {j}'", [j]


@sec
def n8n_export_creds():
    p = pw()
    d = [{"id": str(r.randint(1, 99)), "name": "Legacy SFTP", "type": "sftp", "data": {"host": host("sftp"), "port": 22, "username": "n8n_drop", "password": p}}]
    return "structural", "$ n8n export:credentials --all --decrypted --output=/tmp/creds.json && cat /tmp/creds.json\n" + json.dumps(d), [p]


@sec
def outsystems_connstr():
    p = pw()
    return "structural", (f"<!-- Service Center > Administration > Database Connections -->\n<Connection name=\"ERP_Legacy\" provider=\"SqlServer\">"
                          f"Data Source={host('sql')};Initial Catalog=ERP;User ID=os_integration;Password={p};</Connection>"), [p]


@sec
def outsystems_site_prop():
    k = g.s(T.B62, 32)
    return "name-context", (f"Module: {r.choice(['Payments_IS', 'CRM_CS', 'Docs_Core'])}\nSite Properties:\n  ApiBaseUrl      = https://api.{org()}.com\n"
                            f"  ApiKey          = {k}\n  TimeoutSeconds  = 30\n"), [k]


@sec
def pac_auth():
    s = g.azure_client_secret()
    return "self-identifying", f"pac auth create --name prod --applicationId {g.uuid()} --clientSecret {s} --tenant {g.uuid()} --environment https://{org()}.crm4.dynamics.com", [s]


@sec
def dataverse_connstr():
    s = g.s(T.B62 + "~._-", 40)
    return "structural", f"\"DataverseConnection\": \"AuthType=ClientSecret;Url=https://{org()}.crm.dynamics.com;ClientId={g.uuid()};ClientSecret={s}\"", [s]


@sec
def power_automate_sig():
    sig = g.s(T.URLSAFE, 43)
    return "structural", (f"POST https://prod-{r.randint(10, 99)}.westeurope.logic.azure.com:443/workflows/{g.hexs(32)}/triggers/manual/paths/invoke"
                          f"?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={sig}"), [sig]


@sec
def mendix_m2ee():
    p = pw()
    return "name-context", f"m2ee:\n  app_name: {r.choice(APPS)}\n  admin_port: 9000\n  admin_pass: {p}\n  runtime_port: 8080\n", [p]


@sec
def mendix_header():
    k = g.s(T.B62, 48)
    return "structural", f"curl -H 'Mendix-Username: ops@{org()}.com' -H 'Mendix-ApiKey: {k}' https://deploy.mendix.com/api/1/apps", [k]


@sec
def appsheet_key():
    k = "V2-" + "-".join(g.s(string.ascii_letters + DIG, 5) for _ in range(9))
    return "structural", (f"POST https://api.appsheet.com/api/v2/apps/{g.uuid()}/tables/Orders/Action\nApplicationAccessKey: {k}\nContent-Type: application/json\n\n"
                          "{\"Action\": \"Find\", \"Properties\": {\"Locale\": \"en-US\"}}"), [k]


@sec
def airtable_pat():
    t = "pat" + g.s(T.B62, 14) + "." + g.hexs(64)
    return "self-identifying", json.dumps({"name": "Airtable CRM", "type": "restapi", "baseUrl": "https://api.airtable.com/v0/app" + g.s(T.B62, 14),
                                           "headers": [["Authorization", f"Bearer {t}"]]}, indent=2), [t]


@sec
def supabase_service_role():
    j = g.jwt(sub="service_role")
    return "self-identifying", f"# Appsmith datasource 'Supabase REST'\nurl: https://{g.s(LOW, 20)}.supabase.co/rest/v1\nheaders:\n  apikey: {j}\n", [j]


@sec
def mongo_trace():
    p = pw()
    return "structural", (f"com.mongodb.MongoTimeoutException: Timed out after 30000 ms while waiting to connect. Client view of cluster state is "
                          f"{{type=UNKNOWN, servers=[{{address=cluster0-shard-00-00.{g.s(LOW + DIG, 5)}.mongodb.net:27017, type=UNKNOWN}}]\n"
                          f"    uri: mongodb+srv://appsmith_prod:{p}@cluster0.{g.s(LOW + DIG, 5)}.mongodb.net/appsmith"), [p]


@sec
def shell_history():
    c = r.randint(0, 2)
    if c == 0:
        k = g.s(T.B62, 32)
        return "name-context", f"  431  docker run -e N8N_ENCRYPTION_KEY={k} -v n8n_data:/home/node/.n8n n8nio/n8n", [k]
    if c == 1:
        p = pw()
        return "structural", f"  77  mysql -h {host('mysql')} -u budibase_sync -p{p} ops < seed.sql", [p]
    p = pw()
    return "structural", f"  902  psql \"host={host('pg')} user=retool password={p} dbname=hammerhead_production\" -c 'select count(*) from users'", [p]


@sec
def chat_intl():
    t = g.hexs(32)
    c = r.randint(0, 4)
    m = [f"Gente, o token da API do Bubble em produção é {t} — coloquem no plugin e apaguem esta mensagem.",
         f"El token de la Data API de Bubble (live) es {t}",
         f"Der API-Schlüssel für das Budibase-Backend: {t}",
         f"Bubble の API トークンはこれです: {t}",
         f"Klucz API do Bubble (prod): {t} – nie wrzucajcie do repo"][c]
    return "name-context", m, [t]


@sec
def tf_ecs():
    k = g.b64(36)
    return "name-context", (f"resource \"aws_ecs_task_definition\" \"retool\" {{\n  family = \"retool\"\n  container_definitions = jsonencode([{{\n    name = \"retool\"\n"
                            f"    environment = [\n      {{ name = \"ENCRYPTION_KEY\", value = \"{k}\" }},\n      {{ name = \"NODE_ENV\", value = \"production\" }}\n    ]\n  }}])\n}}"), [k]


@sec
def helm_values():
    p = pw()
    return "name-context", (f"config:\n  licenseKeySecretName: retool-license\n  useInsecureCookies: false\npostgresql:\n  enabled: true\n  auth:\n    username: retool\n"
                            f"    password: {p}\n    database: retool\n"), [p]


@sec
def hasura_admin():
    s = g.s(T.B62, 40)
    return "structural", f"curl -s https://hasura.{org()}.com/v1/graphql -H 'x-hasura-admin-secret: {s}' -d '{{\"query\":\"{{ orders(limit: 5) {{ id total }} }}\"}}'", [s]


@sec
def nocodb_token():
    t = g.s(T.URLSAFE, 40)
    return "structural", f"GET /api/v2/tables/{g.s(LOW + DIG, 15)}/records?limit=25 HTTP/1.1\nHost: nocodb.{org()}.com\nxc-token: {t}\n", [t]


@sec
def redis_url():
    p = pw()
    return "structural", f"REDIS_URL=rediss://default:{p}@{host('redis')}:6380/0", [p]


@sec
def gsheets_sa():
    block, line = g.pem("PRIVATE KEY")
    d = {"type": "service_account", "project_id": f"{org()}-internal-tools", "private_key_id": g.hexs(40), "private_key": block + "\n",
         "client_email": f"sheets-reader@{org()}-internal-tools.iam.gserviceaccount.com"}
    return "self-identifying", "Google Sheets resource > Service account key (pasted):\n" + json.dumps(d, indent=2), [line]


@sec
def sf_security_token():
    t = g.s(T.B62, 25)
    return "name-context", (f"Salesforce connector (OutSystems Forge)\n  Username: integration@{org()}.com\n  Login URL: https://login.salesforce.com\n"
                            f"  Security token: {t}\n"), [t]


@sec
def gateway_recovery():
    p = " ".join(r.sample(WORDS, 5))
    return "name-context", f"On-premises data gateway {org()}-gw-01 installed. Recovery key: {p}\n(needed to migrate, restore or take over the gateway)", [p]


@sec
def sso_client_secret():
    s = g.s(T.URLSAFE, 40)
    return "name-context", f"# Retool SSO (OIDC via Okta)\nCUSTOM_OAUTH2_SSO_CLIENT_ID=0oa{g.s(T.B62, 17)}\nCUSTOM_OAUTH2_SSO_CLIENT_SECRET={s}\n", [s]


@sec
def sendgrid_smtp():
    k = g.sendgrid()
    return "self-identifying", f"APPSMITH_MAIL_ENABLED=true\nAPPSMITH_MAIL_HOST=smtp.sendgrid.net\nAPPSMITH_MAIL_USERNAME=apikey\nAPPSMITH_MAIL_PASSWORD={k}\n", [k]


@sec
def diff_env():
    p = pw()
    return "name-context", (f"diff --git a/deploy/appsmith/docker.env b/deploy/appsmith/docker.env\n--- a/deploy/appsmith/docker.env\n+++ b/deploy/appsmith/docker.env\n"
                            f"@@ -1,3 +1,4 @@\n APPSMITH_CUSTOM_DOMAIN=apps.{org()}.com\n+APPSMITH_REDIS_PASSWORD={p}\n APPSMITH_DISABLE_TELEMETRY=true\n"), [p]


@sec
def hook_write():
    k = g.b64(36)
    content = f"ENCRYPTION_KEY={k}\nPOSTGRES_HOST=postgres\n"
    return "name-context", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Write", "tool_input": {"file_path": "/srv/retool/docker.env", "content": content}}), [k]


@sec
def tooljet_log():
    p = pw()
    return "structural", (f"[Nest] 1  - 12/03/2026, {r.randint(1, 12)}:{r.randint(10, 59)}:0{r.randint(0, 9)} PM   ERROR [TypeOrmModule] Unable to connect to the database. "
                          f"Retrying (3)...\nDATABASE_URL=postgres://tooljet:{p}@{host('pg')}:5432/tooljet_production"), [p]


@sec
def selfid_misc():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"Resource \"{name} (prod)\" — Bearer token field:\n{tok}\nShared with: Everyone in {org()}\n", [mark]


@sec
def powerapps_env_var():
    v = g.s(T.B62, 32)
    d = {"environmentvariabledefinition": {"schemaname": f"cr{g.s(LOW, 3)}_ShippingApiKey", "type": "String",
                                           "environmentvariablevalues": [{"value": v}]}}
    return "name-context", json.dumps(d, indent=2), [v]


@sec
def csharp_plugin():
    p = pw()
    return "structural", (f"// Dataverse plugin helper\nvar cs = \"Server=tcp:{org()}-sql.database.windows.net,1433;Database=ops;User ID=pa_sync;Password={p};Encrypt=True;\";\n"
                          "using var conn = new SqlConnection(cs);"), [p]


@sec
def retool_configvars_pair():
    p = pw()
    return "structural", (f"Retool > Settings > Configuration variables\nFTP_USER      = partner_drop\nFTP_PASSWORD  = {p}   (secret: off)\n"), [p]


@sec
def outsystems_xml_admin():
    p = pw()
    return "name-context", (f"<ServerConfiguration>\n  <PlatformDatabaseConfiguration>\n    <SqlServer>\n      <Server>{host('sql')}</Server>\n"
                            f"      <RuntimeUser>OSRUNTIME</RuntimeUser>\n      <RuntimePassword encrypted=\"false\">{p}</RuntimePassword>\n    </SqlServer>\n"
                            "  </PlatformDatabaseConfiguration>\n</ServerConfiguration>"), [p]


# ------------------------------------------------------------------ clean
@cln
def c_retool_env_example():
    return ("# docker.env.template\nENCRYPTION_KEY=<generate with: openssl rand -base64 36>\nJWT_SECRET=<random 64 chars>\nPOSTGRES_PASSWORD=changeme\n"
            f"LICENSE_KEY=your-license-key\nBASE_DOMAIN=https://retool.{org()}.com\n")


@cln
def c_n8n_cred_ref():
    node = {"parameters": {"url": "={{ $env.LEADS_API_URL }}", "authentication": "genericCredentialType", "genericAuthType": "httpHeaderAuth"},
            "credentials": {"httpHeaderAuth": {"id": str(r.randint(1, 200)), "name": "Leads API header"}}, "name": "Fetch leads",
            "id": g.uuid(), "type": "n8n-nodes-base.httpRequest"}
    return json.dumps(node, indent=1)


@cln
def c_retool_template():
    return (f"// {r.choice(APPS)}: getOrders\nconst key = {{{{ retoolContext.configVars.ORDERS_API_KEY }}}};\n"
            f"return fetch(`https://api.example.com/orders?user=${{{{ current_user.email }}}}&page={r.randint(1, 9)}`, {{ headers: {{ 'x-api-key': key }} }});")


@cln
def c_appsmith_binding():
    return f"{{{{ Api_{r.randint(1, 9)}.data.map(o => ({{ id: o.id, total: o.total }})) }}}}\n{{{{ appsmith.store.authToken }}}}\n{{{{ appsmith.user.email }}}}"


@cln
def c_bubble_ids():
    return json.dumps({"response": {"results": [{"_id": f"{r.randint(1690000000000, 1770000000000)}x{r.randint(10**17, 10**18)}", "Created Date": "2026-11-30T10:11:12.000Z",
                                                 "email": f"user{r.randint(1, 999)}@example.com"} for _ in range(2)], "cursor": 0, "remaining": r.randint(0, 99)}})


@cln
def c_budibase_ids():
    return json.dumps({"_id": f"ro_ta_{g.hexs(32)}_{g.hexs(32)}", "_rev": f"{r.randint(1, 9)}-{g.hexs(32)}", "tableId": f"ta_{g.hexs(32)}",
                       "appId": f"app_dev_{g.hexs(32)}", "status": r.choice(["open", "closed"])})


@cln
def c_pa_formula():
    return (f"Patch(Orders, LookUp(Orders, ID = {r.randint(1, 9999)}), {{ Status: \"Shipped\" }});\n"
            f"Set(varEnvId, \"{g.uuid()}\");\nNavigate(ScreenDetails, ScreenTransition.Fade)")


@cln
def c_flow_placeholder():
    return ("Trigger: When a HTTP request is received\nHTTP POST URL: https://prod-00.westeurope.logic.azure.com/workflows/<workflow-id>/triggers/manual/paths/invoke"
            "?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=<redacted>\n" + f"run id {r.randint(10**17, 10**18)}")


@cln
def c_flow_expression():
    return f"@{{triggerBody()?['orderId']}} / @{{variables('apiBase')}}/orders/@{{items('Apply_to_each')?['id']}}  (correlation {g.uuid()})"


@cln
def c_compose_refs():
    return ("services:\n  appsmith:\n    image: index.docker.io/appsmith/appsmith-ee\n    env_file: ./docker.env\n    environment:\n"
            "      APPSMITH_ENCRYPTION_PASSWORD: ${APPSMITH_ENCRYPTION_PASSWORD}\n      APPSMITH_ENCRYPTION_SALT: ${APPSMITH_ENCRYPTION_SALT}\n"
            f"    ports:\n      - \"{r.choice([80, 8080, 8443])}:80\"\n")


@cln
def c_lock():
    return f"\"node_modules/@tooljet/plugins\": {{\n  \"version\": \"2.{r.randint(20, 60)}.0\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}"


@cln
def c_commit():
    return "\n".join(f"commit {g.sha1()}\n    {r.choice(['retool: move creds to configVars', 'n8n: pin to 1.64', 'appsmith: add billing page', 'budibase: row action for refunds'])}" for _ in range(2))


@cln
def c_stripe_pk():
    return f"<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_{g.s(T.B62, 99)}');</script>\n<!-- Bubble page: checkout -->"


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(20), "use": "sig", "n": g.b64url(256), "e": "AQAB"}]})


@cln
def c_saml_cert():
    body = "\n".join(g.b64(48) for _ in range(6))
    return f"Retool SAML: IdP signing certificate (public)\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


@cln
def c_retool_app_ids():
    return f"App {r.choice(APPS)} uuid={g.uuid()} page={g.uuid()} release v{r.randint(1, 90)} by {r.choice(['ops', 'fin', 'support'])}@{org()}.com"


@cln
def c_outsystems_keys():
    return f"eSpace {r.choice(['Payments_IS', 'CRM_CS', 'Docs_Core'])} key={g.uuid()} version {r.randint(1, 300)} published {r.randint(1, 28)}/11/2026 (build {g.hexs(8)})"


@cln
def c_prose():
    return r.choice(["Retool: never rotate ENCRYPTION_KEY on a live instance; every stored resource password becomes unreadable. Back it up in the vault.",
                     "Appsmith tip: datasource passwords are encrypted with APPSMITH_ENCRYPTION_PASSWORD and SALT; losing them means re-entering every password.",
                     "n8n: set N8N_ENCRYPTION_KEY before first start, otherwise n8n generates one in ~/.n8n/config and credentials break after a redeploy.",
                     "Power Platform: store the API key in an environment variable of type Secret (Key Vault), not a plain text one."]) + f" See KB-{r.randint(100, 999)}."


@cln
def c_tf_vars():
    return ("variable \"retool_encryption_key\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_secretsmanager_secret\" \"retool\" {\n"
            f"  name = \"retool/{r.choice(['prod', 'staging'])}/encryption-key\"\n}}")


@cln
def c_k8s_ref():
    return ("env:\n  - name: N8N_ENCRYPTION_KEY\n    valueFrom:\n      secretKeyRef:\n        name: n8n\n        key: encryptionKey\n"
            f"  - name: N8N_HOST\n    value: n8n.{org()}.com\n")


@cln
def c_n8n_log():
    return (f"{r.randint(2025, 2026)}-12-03T{r.randint(0, 23):02d}:{r.randint(10, 59)}:00.{r.randint(100, 999)}Z | info | Workflow \"{r.choice(['Lead sync', 'Slack digest', 'Invoice reminder'])}\" "
            f"(ID: {g.s(T.B62, 16)}) executed successfully; execution {r.randint(1000, 99999)}")


@cln
def c_appsheet_ids():
    return f"AppSheet app {r.choice(APPS)}-{r.randint(100, 999)} (app id {g.uuid()}), table Orders, row key {g.hexs(8)}"


@cln
def c_hasura_meta():
    return f"version: 3\nendpoint: https://hasura.{org()}.com\nadmin_secret: ${{HASURA_GRAPHQL_ADMIN_SECRET}}\nmetadata_directory: metadata\nactions:\n  kind: synchronous\n"


@cln
def c_dataverse_ids():
    return json.dumps({"@odata.etag": f"W/\"{r.randint(10**6, 10**8)}\"", "accountid": g.uuid(), "name": f"{org()} GmbH", "_ownerid_value": g.uuid(), "statecode": 0})


@cln
def c_image_digest():
    return f"tryretool/backend:3.{r.randint(50, 150)}.{r.randint(0, 9)}-stable@sha256:{g.sha256()}"


@cln
def c_hook_clean():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": "docker compose ps"}, "tool_response": {"stdout":
                       f"NAME      IMAGE                    STATUS\nretool-api  tryretool/backend:3.{r.randint(50, 150)}.0  Up {r.randint(2, 40)} hours\nretool-db  postgres:16  Up {r.randint(2, 40)} hours", "exit_code": 0}})


@cln
def c_diff_clean():
    a = r.choice(APPS)
    return (f"--- a/apps/{a}/queries/getUsers.json\n+++ b/apps/{a}/queries/getUsers.json\n@@ -2,3 +2,3 @@\n"
            "-  \"query\": \"select * from users\",\n+  \"query\": \"select id, email from users where org_id = {{ current_user.metadata.orgId }}\",\n")


@cln
def c_base64_fixture():
    return f"// test: base64 of a small PNG used as default avatar in the Budibase app\nconst AVATAR = \"data:image/png;base64,{g.b64(r.randint(60, 120))}\";"


@cln
def c_ticket_ids():
    return f"Order #{r.randint(10**6, 10**7)} refunded via {r.choice(APPS)} by agent {r.randint(100, 999)}; Stripe charge ch_{g.s(T.B62, 24)}; Zendesk ticket {r.randint(10**5, 10**6)}"


@cln
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} retool-ssh-tunnel@{org()}\n# add to ~/.ssh/authorized_keys on the bastion for the SSH tunnel resource"


@cln
def c_chat_vault():
    return r.choice(["A senha do banco está no 1Password, cofre \"Internal tools\". Não cola aqui.",
                     "La contraseña de la base de datos de Retool está en el gestor, entrada retool-prod-db.",
                     "Das n8n-Passwort liegt in Vault unter kv/n8n/prod.",
                     "The Bubble API token was rotated this morning; the new one is in the team vault, not here."]) + f" #{r.randint(100, 999)}"


@cln
def c_pa_connector():
    return json.dumps({"swagger": "2.0", "info": {"title": "Shipping API", "version": "1.0"}, "host": f"api.{org()}.com",
                       "securityDefinitions": {"api_key": {"type": "apiKey", "in": "header", "name": "X-API-Key"}}, "x-ms-connector-metadata": [{"propertyName": "Website", "propertyValue": "https://example.com"}]})


@cln
def c_mendix_ids():
    return f"Mendix app {r.choice(APPS)} (App ID {g.uuid()}), environment Acceptance ({g.uuid()}), package {g.sha1()[:12]}.mda"


# ------------------------------------------------------------------ write
def main() -> None:
    secrets = []
    for i in range(250):
        cls, text, vals = S[i % len(S)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals})
    clean = [{"id": f"{FAM}-c{i + 1}", "family": FAM, "text": C[i % len(C)]()} for i in range(100)]
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
