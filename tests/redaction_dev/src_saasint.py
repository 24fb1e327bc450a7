"""Blind redaction source "saasint": workspace and productivity integrations.

Slack and Teams apps, Notion, Airtable, Zapier and Make scenarios, Google Workspace Apps Script, Microsoft Graph and
Atlassian Connect apps, as their manifests, configs, commands, logs, tracebacks, chat and agent hook payloads show
them. Written blind by the helper "corpora6" on 2026-12-03, without reading memtool's rules, tests or results.
Every value is random and made up. Seeded: rerunning writes saasint_secrets.jsonl and saasint_clean.jsonl
byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, URLSAFE, Gen  # noqa: E402

FAMILY = "saasint"
OUT = Path(__file__).resolve().parent
g = Gen(34_202)
r = g.r

WORDS = ["otter", "ribbon", "cactus", "nebula", "plinth", "sorrel", "fable", "marble", "osprey", "drizzle", "cobble",
         "lumen", "tinsel", "bramble", "quill", "fennel", "harp", "sable"]
ORGS = ["acme", "bluefin", "helio", "larkspur", "quanta", "redwood-co", "tessel"]


def pw() -> str:
    k = r.randint(0, 7)
    if k == 0:
        return " ".join(r.sample(WORDS, 3)).replace(" ", "-") + str(r.randint(1, 9))
    if k == 1:
        return g.pick(WORDS).capitalize() + g.pick(WORDS) + str(r.randint(10, 99))
    if k == 2:
        return g.s(string.ascii_lowercase + string.digits, 10)
    if k == 3:
        return g.s(B62 + "!@#$%", 20)
    if k == 4:
        return g.human_pw()
    if k == 5:
        return g.s(string.ascii_lowercase, 8) + g.s(string.digits, 4)
    return g.machine_pw()


def notion() -> str:
    return g.pick(["secret_", "ntn_"]) + g.s(B62, 43 if r.random() < .5 else 46)


def airtable() -> str:
    return "pat" + g.s(B62, 14) + "." + g.hexs(64)


def hook(tool: str, inp: dict, out: str) -> str:
    return json.dumps({"session_id": g.uuid(), "tool_name": tool, "tool_input": inp,
                       "tool_response": {"stdout": out, "stderr": ""} if tool == "Bash" else out}, ensure_ascii=False)


# ---------------------------------------------------------------- secrets
def t_slack_bot_env():
    b, s = g.slack(), g.hexs(32)
    return "self-identifying", f"SLACK_BOT_TOKEN={b}\nSLACK_SIGNING_SECRET={s}\nSLACK_APP_ID=A0{g.s(string.ascii_uppercase + string.digits, 9)}\n", [b, s]


def t_slack_signing_only():
    s = g.hexs(32)
    return "name-context", f"const app = new App({{\n  token: process.env.SLACK_BOT_TOKEN,\n  signingSecret: \"{s}\",\n  socketMode: false,\n}});", [s]


def t_slack_app_token():
    t = "xapp-1-A" + g.s(string.ascii_uppercase + string.digits, 10) + "-" + str(r.randint(10**12, 10**13 - 1)) + "-" + g.hexs(64)
    return "self-identifying", f"$ SLACK_APP_TOKEN={t} python -m standup_bot --socket\n⚡️ Bolt app is running! (socket mode)", [t]


def t_slack_client_secret():
    s = g.hexs(32)
    return "name-context", f"# slack app credentials (Basic Information page)\nclient_id = \"{r.randint(10**10, 10**11)}.{r.randint(10**12, 10**13)}\"\nclient_secret = \"{s}\"\nverification_token = \"deprecated\"\n", [s]


def t_slack_webhook():
    w = g.slack_webhook()
    return "self-identifying", f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"Weekly OKR digest is ready\"}}' {w}", [w.rsplit('/', 1)[1]]


def t_teams_webhook():
    sig = g.s(B62 + "_-", 43)
    url = f"https://{g.pick(ORGS)}.webhook.office.com/webhookb2/{g.uuid()}@{g.uuid()}/IncomingWebhook/{g.hexs(32)}/{g.uuid()}/V2{sig}"
    return "self-identifying", f"teams:\n  alerts_channel_webhook: \"{url}\"\n", [url]


def t_teams_bot():
    p = g.azure_client_secret()
    return "self-identifying", f"{{\n  \"MicrosoftAppType\": \"SingleTenant\",\n  \"MicrosoftAppId\": \"{g.uuid()}\",\n  \"MicrosoftAppPassword\": \"{p}\",\n  \"MicrosoftAppTenantId\": \"{g.uuid()}\"\n}}", [p]


def t_graph_token_curl():
    t = "eyJ0eXAiOiJKV1QiLCJub25jZSI6I" + g.s(URLSAFE, 60) + "." + g.b64url(180) + "." + g.b64url(200)
    return "structural", f"$ curl -s -H \"Authorization: Bearer {t}\" 'https://graph.microsoft.com/v1.0/users?$select=displayName,mail&$top=5' | jq -r '.value[].mail'\nlee.m@{g.pick(ORGS)}.com\nr.tanaka@{g.pick(ORGS)}.com", [t]


def t_graph_client_secret_ps():
    s = g.azure_client_secret()
    return "self-identifying", f"PS> $body = @{{ client_id = '{g.uuid()}'; scope = 'https://graph.microsoft.com/.default'; client_secret = '{s}'; grant_type = 'client_credentials' }}\nPS> $tok = Invoke-RestMethod -Method Post -Uri \"https://login.microsoftonline.com/$tenant/oauth2/v2.0/token\" -Body $body", [s]


def t_notion_env():
    n = notion()
    return "self-identifying", f"NOTION_TOKEN={n}\nNOTION_DATABASE_ID={g.hexs(32)}\n", [n]


def t_notion_py():
    n = notion()
    return "self-identifying", f"from notion_client import Client\n\nnotion = Client(auth=\"{n}\")\nrows = notion.databases.query(database_id=\"{g.hexs(8)}-{g.hexs(4)}-{g.hexs(4)}-{g.hexs(4)}-{g.hexs(12)}\")", [n]


def t_notion_oauth_secret():
    s = "secret_" + g.s(B62, 43)
    return "name-context", f"notion_oauth:\n  client_id: {g.uuid()}\n  client_secret: {s}\n  redirect_uri: https://wiki-sync.{g.pick(ORGS)}.io/oauth/notion/callback\n", [s]


def t_airtable_pat():
    a = airtable()
    return "self-identifying", f"$ curl \"https://api.airtable.com/v0/app{g.s(B62, 14)}/Projects?maxRecords=3\" -H \"Authorization: Bearer {a}\"", [a]


def t_airtable_legacy():
    k = "key" + g.s(B62, 14)
    return "name-context", f"// old integration (pre-PAT), still used by the inventory sheet\nconst base = new Airtable({{ apiKey: '{k}' }}).base('app{g.s(B62, 14)}');", [k]


def t_zapier_hook():
    u = f"https://hooks.zapier.com/hooks/catch/{r.randint(1000000, 9999999)}/{g.s(string.ascii_lowercase + string.digits, 6)}/"
    return "self-identifying", f"WEBHOOK_NEW_LEAD={u}\n# posts to zap 'New lead -> Notion + Slack'\n", [u]


def t_zapier_nla():
    k = "sk-ak-" + g.s(B62, 32)
    return "self-identifying", f"mcpServers:\n  zapier:\n    url: https://actions.zapier.com/mcp/{k}/sse\n", [k]


def t_make_hook():
    u = f"https://hook.eu1.make.com/{g.s(string.ascii_lowercase + string.digits, 32)}"
    return "self-identifying", f"Scenario \"Invoice to Drive\" (id {r.randint(100000, 999999)})\n  1. Webhooks > Custom webhook: {u}\n  2. Google Drive > Upload a file\n  3. Slack > Create a message", [u]


def t_make_api_token():
    k = g.uuid()
    return "structural", f"$ curl -H 'Authorization: Token {k}' https://eu1.make.com/api/v2/scenarios?teamId={r.randint(1000, 99999)}", [k]


def t_apps_script_props():
    k, hs = g.s(B62, 40), "pat-na1-" + g.uuid()
    return "name-context", f"function setup() {{\n  PropertiesService.getScriptProperties().setProperties({{\n    HUBSPOT_PRIVATE_APP_TOKEN: '{hs}',\n    SHEET_ID: '{g.s(URLSAFE, 44)}',\n    CRM_SHARED_SECRET: '{k}'\n  }});\n}}", [k, hs]


def t_apps_script_hubspot():
    k = "pat-na1-" + g.uuid()
    return "self-identifying", f"// Code.gs\nconst TOKEN = 'HUBSPOT_TOKEN';\nconst HUBSPOT = '{k}';\nfunction syncContacts() {{ UrlFetchApp.fetch(url, {{headers: {{Authorization: 'Bearer ' + HUBSPOT}}}}); }}", [k]


def t_clasprc():
    at, rt = g.google_oauth(), g.google_refresh()
    j = {"token": {"access_token": at, "refresh_token": rt, "scope": "https://www.googleapis.com/auth/script.projects",
                   "token_type": "Bearer", "expiry_date": 1764770000000},
         "oauth2ClientSettings": {"clientId": f"{r.randint(10**11, 10**12)}-{g.s(string.ascii_lowercase + string.digits, 32)}.apps.googleusercontent.com",
                                  "clientSecret": "GOCSPX-" + g.s(URLSAFE, 28), "redirectUri": "http://localhost"}, "isLocalCreds": False}
    return "self-identifying", "$ cat ~/.clasprc.json\n" + json.dumps(j), [rt, at, j["oauth2ClientSettings"]["clientSecret"]]


def t_gws_sa():
    blk, line = g.pem("PRIVATE KEY")
    j = {"type": "service_account", "project_id": f"workspace-admin-{r.randint(100, 999)}", "private_key_id": g.hexs(40),
         "private_key": blk + "\n", "client_email": "dwd-sync@workspace-admin.iam.gserviceaccount.com"}
    return "self-identifying", hook("Read", {"file_path": "/srv/dir-sync/credentials/dwd.json"}, json.dumps(j, indent=2)), [line]


def t_atlassian_api_token():
    t = g.atlassian()
    return "self-identifying", f"$ curl -u ops-bot@{g.pick(ORGS)}.com:{t} https://{g.pick(ORGS)}.atlassian.net/rest/api/3/myself", [t]


def t_connect_shared_secret():
    s = g.s(URLSAFE, 86)
    j = {"key": "com.example.timesheets", "clientKey": g.uuid(), "sharedSecret": s, "baseUrl": f"https://{g.pick(ORGS)}.atlassian.net",
         "productType": "jira", "eventType": "installed"}
    return "name-context", "2026-12-02 11:20:31 INFO  lifecycle installed payload=" + json.dumps(j), [s]


def t_connect_jwt():
    j = g.jwt("557058:" + g.uuid())
    return "structural", f"GET /panel/issue-glance?xdm_e=https%3A%2F%2F{g.pick(ORGS)}.atlassian.net&jwt={j}&lic=none HTTP/1.1", [j]


def t_forge_env():
    k = g.s(B62, 32)
    return "name-context", f"$ forge variables set --encrypt OPENAI_PROXY_KEY {k}\n✔ Set variable OPENAI_PROXY_KEY in the development environment", [k]


def t_trello():
    k, t = g.hexs(32), "ATTA" + g.hexs(64)
    return "structural", f"https://api.trello.com/1/boards/{g.s(B62, 8)}/cards?key={k}&token={t}", [t]


def t_asana():
    t = f"2/{r.randint(10**15, 10**16)}/{r.randint(10**15, 10**16)}:{g.hexs(32)}"
    return "name-context", f"ASANA_PAT={t}\nASANA_WORKSPACE_GID={r.randint(10**15, 10**16)}\n", [t]


def t_monday():
    j = g.jwt()
    return "self-identifying", f"[monday]\napi_url = https://api.monday.com/v2\napi_token = {j}\nboard_id = {r.randint(10**9, 10**10)}\n", [j]


def t_clickup():
    k = f"pk_{r.randint(10**7, 10**8)}_" + g.s(string.ascii_uppercase + string.digits, 32)
    return "self-identifying", f"headers = {{\"Authorization\": \"{k}\"}}\nrequests.get(\"https://api.clickup.com/api/v2/team\", headers=headers)", [k]


def t_dropbox():
    t = "sl." + g.s(URLSAFE, 138)
    return "self-identifying", f"DEBUG dropbox.session: refreshing... old access token {t} expired at 2026-12-02T09:00:00Z", [t]


def t_docusign_like_hmac():
    s = g.b64(32)
    return "name-context", f"# Connect HMAC key 1 (created 2026-10-14 by admin)\nDOCUSIGN_CONNECT_HMAC_KEY={s}\n", [s]


def t_intercom():
    t = "dG9rOj" + g.s(B62, 54) + "="
    return "name-context", f"intercom:\n  access_token: \"{t}\"\n  workspace: {g.s(string.ascii_lowercase + string.digits, 8)}\n", [t]


def t_pg_url():
    p = pw()
    return "structural", f"postgresql://integrations:{p}@db-int.{g.pick(ORGS)}.internal:5432/connectors", [p]


def t_traceback():
    p = pw()
    return "structural", f"Traceback (most recent call last):\n  File \"/opt/sync/notion_to_jira.py\", line 41, in <module>\n    jira = JIRA(server=\"https://jira.{g.pick(ORGS)}.local\", basic_auth=(\"svc-sync\", \"{p}\"))\n  File \"/usr/lib/python3/dist-packages/jira/client.py\", line 527, in __init__\n    self._check_for_html_error(resp)\njira.exceptions.JIRAError: JiraError HTTP 401", [p]


def t_confluence_server():
    p = pw()
    return "structural", f"confluence.url=https://wiki.{g.pick(ORGS)}.local\nconfluence.user=export-bot\nconfluence.password={p}\n", [p]


def t_chat_pat():
    t = g.atlassian()
    who = g.pick(["Mo", "Sigrid", "Arjun", "Bea"])
    return "self-identifying", f"{who}: here's my api token for the jira automation test, just use it for today: {t}\n{who}: I'll revoke it tonight", [t]


def t_chat_pin():
    pin = g.s(string.digits, 6)
    return "name-context", f"the Zoom room controller admin passcode is {pin}, the kiosk in 4.12 needs re-pairing with the Teams Rooms license", [pin]


def t_hook_env():
    n, s = notion(), g.hexs(32)
    out = f"NOTION_TOKEN={n}\nSLACK_SIGNING_SECRET={s}\nLOG_LEVEL=debug\n"
    return "self-identifying", hook("Bash", {"command": "printenv | grep -E 'NOTION|SLACK|LOG'"}, out), [n, s]


def t_hook_manifest():
    s = g.hexs(32)
    out = f"display_information:\n  name: Standup Bot\nsettings:\n  event_subscriptions:\n    request_url: https://standup.{g.pick(ORGS)}.dev/slack/events\n# local dev only\nsigning_secret: {s}\n"
    return "name-context", hook("Bash", {"command": "cat manifest.local.yml"}, out), [s]


def t_zoom():
    s = g.s(B62, 32)
    return "name-context", f"ZOOM_ACCOUNT_ID={g.s(B62 + '-_', 22)}\nZOOM_CLIENT_ID={g.s(B62, 22)}\nZOOM_CLIENT_SECRET={s}\n", [s]


def t_google_api_key():
    k = g.google_api()
    return "self-identifying", f"const SHEETS_API_KEY = '{k}'; // server-side quota key for the reporting job", [k]


def t_smtp_gw():
    p = g.s(string.ascii_lowercase, 16)
    return "structural", f"# Google Workspace SMTP relay (app password)\nsmtp_host = smtp.gmail.com\nsmtp_user = notify@{g.pick(ORGS)}.com\nsmtp_pass = {p}\n", [p]


def t_url_userinfo():
    p = pw()
    return "structural", f"WARN  webdav backup failed url=https://backup-bot:{p}@nextcloud.{g.pick(ORGS)}.org/remote.php/dav/files/backup-bot/ status=507", [p]


def t_basic_header_n8n():
    b = base64.b64encode(f"n8n-admin:{pw()}".encode()).decode()
    return "structural", f"POST /webhook/notion-sync HTTP/1.1\nHost: n8n.{g.pick(ORGS)}.io\nAuthorization: Basic {b}\nContent-Type: application/json", [b]


def t_gh_actions():
    t = g.gh_fine()
    return "self-identifying", f"- name: sync issues to Linear\n  env:\n    GH_TOKEN: {t}\n  run: ./scripts/sync.sh", [t]


def t_linear():
    t = g.linear()
    return "self-identifying", f"LINEAR_API_KEY=\"{t}\" node scripts/import-notion-roadmap.mjs --team ENG", [t]


def t_legacy_pw_ini():
    p = g.pick(["Welcome1", "Passw0rd", "Sharepoint1", "Intranet22", "Office365", "Summer2024"]) + g.pick(["", "!", "#"])
    return "structural", f"[sharepoint]\nsite = https://{g.pick(ORGS)}.sharepoint.com/sites/ops\nusername = svc_spsync@{g.pick(ORGS)}.onmicrosoft.com\npassword = {p}\n", [p]


SECRET_T = [t_slack_bot_env, t_slack_signing_only, t_slack_app_token, t_slack_client_secret, t_slack_webhook,
            t_teams_webhook, t_teams_bot, t_graph_token_curl, t_graph_client_secret_ps, t_notion_env, t_notion_py,
            t_notion_oauth_secret, t_airtable_pat, t_airtable_legacy, t_zapier_hook, t_zapier_nla, t_make_hook,
            t_make_api_token, t_apps_script_props, t_apps_script_hubspot, t_clasprc, t_gws_sa, t_atlassian_api_token,
            t_connect_shared_secret, t_connect_jwt, t_forge_env, t_trello, t_asana, t_monday, t_clickup, t_dropbox,
            t_docusign_like_hmac, t_intercom, t_pg_url, t_traceback, t_confluence_server, t_chat_pat, t_chat_pin,
            t_hook_env, t_hook_manifest, t_zoom, t_google_api_key, t_smtp_gw, t_url_userinfo, t_basic_header_n8n,
            t_gh_actions, t_linear, t_legacy_pw_ini]


# ---------------------------------------------------------------- clean
def c_manifest():
    return f"display_information:\n  name: Standup Bot\nfeatures:\n  bot_user:\n    display_name: standup\noauth_config:\n  scopes:\n    bot: [chat:write, channels:history, users:read]\nsettings:\n  socket_mode_enabled: true\n  token_rotation_enabled: false\n# app id A0{g.s(string.ascii_uppercase + string.digits, 9)}, team T0{g.s(string.ascii_uppercase + string.digits, 8)}"


def c_teams_manifest():
    return json.dumps({"$schema": "https://developer.microsoft.com/json-schemas/teams/v1.17/MicrosoftTeams.schema.json",
                       "manifestVersion": "1.17", "id": g.uuid(), "version": "1.4.0",
                       "bots": [{"botId": g.uuid(), "scopes": ["team", "personal"]}],
                       "validDomains": [f"standup.{g.pick(ORGS)}.dev"]}, indent=2)


def c_env_example():
    return "SLACK_BOT_TOKEN=xoxb-your-bot-token\nSLACK_SIGNING_SECRET=<signing secret from Basic Information>\nNOTION_TOKEN=${NOTION_TOKEN}\nAIRTABLE_PAT=patXXXXXXXXXXXXXX.XXXXXXXX\n"


def c_notion_page():
    return json.dumps({"object": "page", "id": g.uuid(), "created_time": "2026-11-30T08:12:00.000Z",
                       "parent": {"type": "database_id", "database_id": g.uuid()},
                       "properties": {"Name": {"title": [{"plain_text": "Q1 planning"}]}},
                       "url": f"https://www.notion.so/Q1-planning-{g.hexs(32)}"})


def c_airtable_rec():
    return json.dumps({"records": [{"id": "rec" + g.s(B62, 14), "createdTime": "2026-11-29T10:00:00.000Z",
                                    "fields": {"Project": "Website refresh", "Owner": "Bea", "Status": "In progress"}}],
                       "offset": "itr" + g.s(B62, 14) + "/rec" + g.s(B62, 14)})


def c_apps_script():
    return "function onOpen() {\n  SpreadsheetApp.getUi().createMenu('Sync').addItem('Pull from Notion', 'pull').addToUi();\n}\nfunction pull() {\n  const token = PropertiesService.getScriptProperties().getProperty('NOTION_TOKEN');\n  if (!token) throw new Error('Set NOTION_TOKEN in Project Settings > Script properties');\n}"


def c_slack_event():
    return json.dumps({"token": "deprecated-see-signing-secret", "team_id": "T0" + g.s(string.ascii_uppercase + string.digits, 8),
                       "event": {"type": "app_mention", "user": "U0" + g.s(string.ascii_uppercase + string.digits, 8),
                                 "text": "<@U0AB12CD> standup", "ts": f"{r.randint(1764000000, 1765000000)}.{r.randint(100000, 999999)}",
                                 "client_msg_id": g.uuid()}, "event_id": "Ev0" + g.s(string.ascii_uppercase + string.digits, 9)})


def c_sig_verify():
    return f"X-Slack-Request-Timestamp: 1764760000\nX-Slack-Signature: v0={g.sha256()}\n\nbasestring = 'v0:' + timestamp + ':' + body  # hmac with the signing secret"


def c_connect_descriptor():
    return json.dumps({"key": "com.example.timesheets", "name": "Timesheets", "baseUrl": "https://timesheets.example.dev",
                       "authentication": {"type": "jwt"}, "lifecycle": {"installed": "/installed"},
                       "scopes": ["READ", "WRITE"]}, indent=2)


def c_git():
    return "$ git log --oneline -3\n" + "\n".join(f"{g.hexs(7)} {m}" for m in r.sample(
        ["slack: move to socket mode", "notion: paginate with start_cursor", "graph: request only mail scope",
         "airtable: switch to PATs", "connect: verify qsh claim"], 3))


def c_log():
    return f"2026-12-02T10:{r.randint(10, 59)}:00Z INFO notion-sync pages_updated={r.randint(1, 90)} cursor={g.uuid()} request_id={g.hexs(16)}"


def c_graph_resp():
    return json.dumps({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users(displayName,mail)",
                       "value": [{"displayName": "Lee M", "mail": "lee.m@example.com", "id": g.uuid()}],
                       "@odata.nextLink": f"https://graph.microsoft.com/v1.0/users?$skiptoken={g.s(URLSAFE, 60)}"})


def c_docs():
    return ("To create a personal access token, open https://airtable.com/create/tokens, choose scopes `data.records:read`,\n"
            "then export it: `export AIRTABLE_PAT=<token>`. Legacy API keys (starting `key`) stopped working in February 2024.")


def c_hook_read():
    return hook("Read", {"file_path": "config/integrations.yml"}, "notion:\n  token_env: NOTION_TOKEN\n  database: engineering-roadmap\nslack:\n  token_env: SLACK_BOT_TOKEN\n  channel: '#eng-updates'\n")


def c_sheet_id():
    return f"const SHEET = SpreadsheetApp.openById('{g.s(URLSAFE, 44)}');\nconst FOLDER_ID = '{g.s(URLSAFE, 33)}';"


def c_favicon():
    return f"\"iconUrl\": \"data:image/png;base64,{g.b64(72)}\""


def c_lock():
    return f"\"node_modules/@slack/bolt\": {{\n  \"version\": \"3.21.4\",\n  \"resolved\": \"https://registry.npmjs.org/@slack/bolt/-/bolt-3.21.4.tgz\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}"


def c_chat():
    return f"{g.pick(['Mo', 'Sigrid', 'Bea'])}: rotated the notion integration token, new one's in the vault at kv/integrations/notion — nothing to change in the repo"


def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": g.s(URLSAFE, 27), "n": g.b64url(256), "e": "AQAB"}]})


CLEAN_T = [c_manifest, c_teams_manifest, c_env_example, c_notion_page, c_airtable_rec, c_apps_script, c_slack_event,
           c_sig_verify, c_connect_descriptor, c_git, c_log, c_graph_resp, c_docs, c_hook_read, c_sheet_id, c_favicon,
           c_lock, c_chat, c_jwks]


def main() -> None:
    secrets = []
    for i in range(250):
        fn = SECRET_T[i] if i < len(SECRET_T) else g.pick(SECRET_T)
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean = []
    for i in range(100):
        fn = CLEAN_T[i] if i < len(CLEAN_T) else g.pick(CLEAN_T)
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": fn()})
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
