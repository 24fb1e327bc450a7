"""Blind redaction source "rpa" (round 51, helper corpora23): robotic process automation and no-code workflows.

UiPath Orchestrator/robots/Studio, Automation Anywhere control rooms, Blue Prism, Power Automate (cloud and desktop),
Zapier/Make/n8n, Robocorp, bot credential vaults. Seeded; imports only the standard library and _tokens.py.
Run: python3 src_rpa.py  -> rpa_secrets.jsonl, rpa_clean.jsonl
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "rpa"
g = Gen(510101)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["robot", "queue", "ledger", "harbor", "maple", "copper", "violet", "thunder", "pepper", "lantern", "meadow",
         "glacier", "walnut", "cactus", "saffron", "quartz", "otter", "mango", "pixel", "rocket", "tundra", "willow"]


def phrase() -> str:
    return r.choice(["-", " ", ".", "_"]).join(r.sample(WORDS, r.randint(3, 4)))


def phrase_nospace() -> str:
    return r.choice(["-", ".", "_"]).join(r.sample(WORDS, r.randint(3, 4)))


def wd() -> str:  # words with digits, no special
    return r.choice(WORDS).capitalize() + str(r.randint(10, 9999)) + r.choice(["", "!", "#", "*"])


def legacy() -> str:
    return g.s(LOW, r.randint(3, 5)) + g.s(DIG, r.randint(2, 4))


def pin(n=None) -> str:
    return g.s(DIG, n or r.choice([4, 6]))


def pw() -> str:
    k = r.randint(0, 5)
    if k == 0:
        return phrase_nospace()
    if k == 1:
        return wd()
    if k == 2:
        return legacy()
    return g.pw()


def pw_safe() -> str:  # URL/XML/shell safe
    while True:
        v = pw()
        if not any(c in v for c in "&<>\"'$%#?/@:;!*+=^ "):
            return v


def user() -> str:
    return r.choice(["svc_", "bot_", "rpa.", "runner", "aa_run", "uirobot"]) + g.s(LOW, r.randint(3, 6)) + g.s(DIG, 2)


def host() -> str:
    return r.choice(["orch", "orchestrator", "cr", "controlroom", "rpa", "n8n", "bp-app"]) + g.s(DIG, 2) + "." + \
        r.choice(["corp.local", "acme-ins.com", "int.example.net", "bank.lan", "ops.contoso.io"])


def tenant() -> str:
    return r.choice(["DefaultTenant", "Finance", "HR-Prod", "AP_Automation", "Claims"])


def org() -> str:
    return r.choice(["acmeorg", "contosoRPA", "globexfin", "initech", "umbrellaops"]) + g.s(DIG, 2)


def guid() -> str:
    return g.uuid()


def uipath_pat() -> str:
    return "rt_" + g.hexs(64).upper()


def machine_key() -> str:
    return g.uuid()


def sig() -> str:
    return g.b64url(32)


def logic_url(sg: str) -> str:
    return (f"https://prod-{r.randint(1, 99)}.{r.choice(['westeurope', 'eastus', 'northeurope', 'australiasoutheast'])}"
            f".logic.azure.com:443/workflows/{g.hexs(32)}/triggers/manual/paths/invoke?api-version=2016-06-01"
            f"&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={sg}")


def hook(cmd: str, out: str) -> str:
    return json.dumps({"session_id": guid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "exit_code": 0}})


def hook_read(path: str, content: str) -> str:
    return json.dumps({"session_id": guid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path}, "tool_response": {"file": {"filePath": path, "content": content}}})


def ts() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


# ---------------------------------------------------------------- secret templates: return (class, text, [values])
S = []


def t(f):
    S.append(f)
    return f


@t
def uipath_connect():
    k = machine_key()
    h = host()
    v = r.randint(0, 2)
    if v == 0:
        txt = f'PS C:\\Program Files\\UiPath\\Studio> .\\UiRobot.exe connect --url https://{h}/ --key {k}\nOrchestrator connection established. Robot status: Available'
    elif v == 1:
        txt = f'C:\\> "C:\\Program Files\\UiPath\\Studio\\UiRobot.exe" connect -url https://{h}/{org()}/{tenant()} -key {k} -machineName {g.s(UPPER, 4)}-VDI-{pin(3)}'
    else:
        txt = f'# provision-robot.ps1 (Packer step)\n$orch = "https://{h}"\n$machineKey = "{k}"\n& "$env:ProgramFiles\\UiPath\\Studio\\UiRobot.exe" connect --url $orch --key $machineKey'
    return "name-context", txt, [k]


@t
def uipath_client_credentials():
    cid = guid()
    sec = g.s(B62 + "!#$%()*+-?@^_~", r.randint(16, 20)).replace("$", "x")
    v = r.randint(0, 2)
    if v == 0:
        txt = (f"$ curl -s -X POST https://cloud.uipath.com/identity_/connect/token \\\n  -d grant_type=client_credentials \\\n"
               f"  -d client_id={cid} \\\n  -d 'client_secret={sec}' \\\n  -d 'scope=OR.Jobs OR.Queues OR.Robots.Read'\n"
               f'{{"access_token":"eyJ...","expires_in":3600,"token_type":"Bearer","scope":"OR.Jobs OR.Queues OR.Robots.Read"}}')
        return "structural", txt, [sec]
    if v == 1:
        txt = (f"uipcli package deploy ./out/InvoiceBot.1.4.{r.randint(0, 99)}.nupkg https://cloud.uipath.com/ {tenant()} "
               f"-A {org()} -I {cid} -S \"{sec}\" --applicationScope \"OR.Folders OR.Execution OR.BackgroundTasks\" -o Shared")
        return "name-context", txt, [sec]
    txt = (f"# appsettings.Production.json of the queue feeder\n{{\n  \"UiPath\": {{\n    \"BaseUrl\": \"https://cloud.uipath.com/{org()}/{tenant()}/orchestrator_\",\n"
           f"    \"ClientId\": \"{cid}\",\n    \"ClientSecret\": \"{sec}\",\n    \"FolderPath\": \"Shared/Finance\"\n  }}\n}}")
    return "name-context", txt, [sec]


@t
def uipath_pat_use():
    p = uipath_pat()
    v = r.randint(0, 2)
    if v == 0:
        txt = f"export UIPATH_PAT={p}\nuipath orchestrator jobs get --folder-path Shared --top 5"
    elif v == 1:
        txt = f"GET /{org()}/{tenant()}/orchestrator_/odata/Releases HTTP/1.1\nHost: cloud.uipath.com\nAuthorization: Bearer {p}\nX-UIPATH-OrganizationUnitId: {r.randint(100000, 999999)}"
    else:
        txt = f"- name: Trigger UiPath job\n  run: |\n    curl -H 'Authorization: Bearer {p}' -H 'Content-Type: application/json' \\\n      https://cloud.uipath.com/{org()}/{tenant()}/orchestrator_/odata/Jobs/UiPath.Server.Configuration.OData.StartJobs"
    return "self-identifying", txt, [p]


@t
def orch_db_connstr():
    p = pw_safe()
    u = r.choice(["UiPathOrch", "sa", "orchestrator_app", "svc_uipath_db"])
    v = r.randint(0, 1)
    if v == 0:
        txt = (f'<connectionStrings>\n  <add name="Default" providerName="System.Data.SqlClient" connectionString="Data Source=SQL{pin(2)}\\UIPATH;'
               f'Initial Catalog=UiPath;User ID={u};Password={p};MultipleActiveResultSets=True" />\n</connectionStrings>')
    else:
        txt = (f'{{\n  "ConnectionStrings": {{\n    "Default": "Server=sqlorch{pin(2)}.corp.local,1433;Database=UiPath;User Id={u};Password={p};TrustServerCertificate=True"\n  }},\n'
               f'  "Logging": {{ "LogLevel": {{ "Default": "Warning" }} }}\n}}')
    return "structural", txt, [p]


@t
def orch_encryption_key():
    k = g.b64(32)
    txt = (f'<appSettings>\n  <add key="Plugins.SecureStores" value="CyberArk.SecureStore.dll;AzureKeyVault.SecureStore.dll" />\n'
           f'  <add key="EncryptionKey" value="{k}" />\n  <add key="Auth.Bearer.Robot.Expire" value="30" />\n</appSettings>')
    return "name-context", txt, [k]


@t
def xaml_hardcoded():
    p = pw_safe()
    v = r.randint(0, 2)
    if v == 0:
        txt = (f'<ui:TypeInto DisplayName="Type Into \'Password\'" Text="[&quot;{p}&quot;]" EmptyField="True">\n  <ui:TypeInto.Target>\n'
               f'    <ui:Target Selector="&lt;webctrl id=\'password\' tag=\'INPUT\' /&gt;" />\n  </ui:TypeInto.Target>\n</ui:TypeInto>')
        return "name-context", txt, [p]
    if v == 1:
        txt = (f'<Assign DisplayName="Assign sapPassword">\n  <Assign.To><OutArgument x:TypeArguments="x:String">[sapPassword]</OutArgument></Assign.To>\n'
               f'  <Assign.Value><InArgument x:TypeArguments="x:String">{p}</InArgument></Assign.Value>\n</Assign>')
        return "name-context", txt, [p]
    txt = (f'diff --git a/Framework/InitAllApplications.xaml b/Framework/InitAllApplications.xaml\n@@ -41,7 +41,7 @@\n'
           f'-      <ui:GetRobotCredential AssetName="SAP_Login" Password="[securePassword]" Username="[userName]" />\n'
           f'+      <Assign.Value><InArgument x:TypeArguments="x:String">{p}</InArgument></Assign.Value> <!-- temp: asset broken in UAT -->')
    return "name-context", txt, [p]


@t
def reframework_config():
    p = pw()
    u = user()
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"$ python -c \"import pandas as pd; print(pd.read_excel('Data/Config.xlsx', sheet_name='Settings').to_csv(index=False))\"\n"
               f"Name,Value,Description\nOrchestratorQueueName,InvoiceQueue,Queue to feed\nlogF_BusinessProcessName,AP_Invoices,\n"
               f"SAP_User,{u},bot account\nSAP_Password,{p},TODO move to asset\nMaxRetryNumber,3,")
    else:
        txt = (f"| Name | Value | Description |\n|---|---|---|\n| PortalURL | https://supplier.{host()} | |\n"
               f"| PortalUser | {u} | unattended |\n| PortalPassword | {p} | remove before go-live |\n| MaxConsecutiveSystemExceptions | 5 | |")
    return "name-context", txt, [p]


@t
def sap_gui_script():
    p = pw_safe()
    u = user().upper()
    lang = r.choice(["VBScript", "vbs"])
    txt = (f"' sap_login.{lang} - called by the Invoke VBScript activity\nsession.findById(\"wnd[0]/usr/txtRSYST-MANDT\").text = \"{r.randint(100, 900)}\"\n"
           f"session.findById(\"wnd[0]/usr/txtRSYST-BNAME\").text = \"{u}\"\nsession.findById(\"wnd[0]/usr/pwdRSYST-BCODE\").text = \"{p}\"\n"
           f"session.findById(\"wnd[0]/usr/txtRSYST-LANGU\").text = \"EN\"\nsession.findById(\"wnd[0]\").sendVKey 0")
    return "name-context", txt, [p]


@t
def cmdkey():
    p = pw_safe()
    u = user()
    txt = f"C:\\Users\\{u}> cmdkey /generic:UiPath_SAP_PRD /user:CORP\\{u} /pass:{p}\n\nCMDKEY: Credential added successfully."
    return "structural", txt, [p]


@t
def unattended_robot_api():
    p = pw()
    u = user()
    txt = json.dumps({"Name": f"UNATT-{g.s(UPPER, 3)}-{pin(2)}", "MachineName": f"VDI-RPA-{pin(3)}", "Username": f"CORP\\{u}",
                      "Password": p, "Type": "Unattended", "HostingType": "Standard", "CredentialType": "Default"}, indent=2)
    txt = "POST /odata/Robots HTTP/1.1\nContent-Type: application/json\n\n" + txt
    return "structural", txt, [p]


@t
def aa_auth():
    u = user()
    p = pw()
    v = r.randint(0, 2)
    h = host()
    if v == 0:
        txt = (f"$ curl -s -X POST https://{h}/v1/authentication -H 'Content-Type: application/json' \\\n"
               f"    -d '{{\"username\":\"{u}\",\"password\":\"{p}\",\"multipleLogin\":false}}'")
        return "structural", txt, [p]
    if v == 1:
        k = g.s(B62, 40)
        txt = (f"import requests\nCR = 'https://{h}'\nresp = requests.post(f'{{CR}}/v2/authentication', json={{\n"
               f"    'username': '{u}',\n    'apiKey': '{k}',\n}})\ntoken = resp.json()['token']")
        return "name-context", txt, [k]
    j = g.jwt(sub=u)
    txt = (f"POST /v3/automations/deploy HTTP/1.1\nHost: {h}\nX-Authorization: {j}\nContent-Type: application/json\n\n"
           f'{{"fileId": {r.randint(1000, 99999)}, "runAsUserIds": [{r.randint(10, 400)}], "poolIds": []}}')
    return "structural", txt, [j]


@t
def aa_db_props():
    p = pw_safe()
    txt = (f"# C:\\Program Files\\Automation Anywhere\\Enterprise\\config\\boot.db.properties\ndb.url=jdbc:sqlserver://sqlaa{pin(2)}:1433;databaseName=AAE_CR\n"
           f"db.username=aacr_app\ndb.password={p}\ndb.integrated.security=false")
    return "name-context", txt, [p]


@t
def aa_locker_ticket():
    p = pw()
    u = user()
    lang = r.randint(0, 3)
    if lang == 0:
        txt = f"INC{pin(7)} - Bot runner {u} is locked in AD after the monthly rotation. New password set to {p} and updated in Locker 'Finance_BotRunners'. Please re-run the GL reconciliation bot."
    elif lang == 1:
        txt = f"Hola equipo, el bot runner {u} quedó bloqueado. Le puse la contraseña {p} y la actualicé en el Credential Vault (locker AP). ¿Alguien puede relanzar el bot?"
    elif lang == 2:
        txt = f"Kurze Info: das Passwort vom Bot-Runner {u} ist jetzt {p} (Locker HR_Onboarding). Bitte nicht weitergeben, ich trage es morgen im Vault nach."
    else:
        txt = f"ボットランナー {u} のパスワードを {p} にリセットしました。Control Room の Credential Vault にも反映済みです。"
    return "name-context", txt, [p]


@t
def aa_vault_master():
    k = g.s(B62, 64) if r.random() < .5 else g.hexs(64)
    txt = (f"Control Room installation summary\n  Repository path : D:\\AA\\Server Files\n  Database        : sqlaa01\\AAE\n"
           f"  Credential Vault mode: Manual\n  Master key      : {k}\n  (store the master key offline; it is needed after every restart)")
    return "name-context", txt, [k]


@t
def blueprism_cli():
    p = pw_safe()
    u = r.choice(["admin", "bp_runtime", "svc_bpauto", user()])
    txt = f'C:\\Program Files\\Blue Prism Limited\\Blue Prism Automate> AutomateC.exe /run "Invoice - Process Queue" /resource RR-{pin(2)} /user {u} {p} /dbconname "Production"'
    return "structural", txt, [p]


@t
def blueprism_db():
    p = pw_safe()
    txt = (f"<connection name=\"Production\">\n  <server>SQLBP{pin(2)}\\BLUEPRISM</server>\n  <dbname>BluePrism</dbname>\n  <user>bp_app</user>\n"
           f"  <password>{p}</password>\n  <windowsauth>false</windowsauth>\n</connection>")
    return "structural", txt, [p]


@t
def blueprism_key():
    k = g.b64(32)
    txt = (f"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<encryptionschemes>\n  <scheme name=\"Default Encryption Scheme\" algorithm=\"AES256\">\n"
           f"    <key>{k}</key>\n  </scheme>\n</encryptionschemes>")
    return "name-context", txt, [k]


@t
def pa_http_trigger():
    sg = sig()
    u = logic_url(sg)
    v = r.randint(0, 2)
    if v == 0:
        txt = f"$ curl -X POST '{u}' -H 'Content-Type: application/json' -d '{{\"invoiceId\":\"INV-{pin(6)}\"}}'\nHTTP/1.1 202 Accepted"
    elif v == 1:
        txt = f"FLOW_TRIGGER_URL={u}\nFLOW_TIMEOUT_SECONDS=120"
    else:
        txt = f"@here the approval flow URL is {u} — just POST the JSON from the form to it"
    return "structural", txt, [sg]


@t
def pa_dataverse():
    sec = g.azure_client_secret()
    cid = guid()
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"$ pac auth create --name prod --applicationId {cid} --clientSecret {sec} --tenant {guid()} "
               f"--environment https://{org()}.crm4.dynamics.com\nConnected as {cid}")
    else:
        txt = f'var conn = new ServiceClient("AuthType=ClientSecret;Url=https://{org()}.crm.dynamics.com;ClientId={cid};ClientSecret={sec}");'
    return "self-identifying", txt, [sec]


@t
def pad_robin():
    p = pw()
    u = user()
    txt = (f"# Power Automate Desktop flow Main (copied from the designer)\nSET LoginUser TO $'''{u}'''\nSET LoginPassword TO $'''{p}'''\n"
           f"WebAutomation.LaunchEdge.LaunchEdge Url: $'''https://erp.{host()}/login''' BrowserInstance=> Browser\n"
           f"WebAutomation.PopulateTextField.PopulateTextField BrowserInstance: Browser Control: appmask['Web Page']['Input password'] Text: LoginPassword")
    return "name-context", txt, [p]


@t
def gateway_recovery():
    k = phrase() if r.random() < .5 else wd() + g.s(B62, 6)
    txt = (f"On-premises data gateway GW-{g.s(UPPER, 3)}-{pin(2)} reinstalled on {ts()}.\nRecovery key: {k}\n"
           f"Cluster: {org()}-gateways (2 members). Keep the recovery key with the gateway admins.")
    return "name-context", txt, [k]


@t
def zapier_hook():
    a = r.randint(1000000, 29999999)
    b = g.s(LOW + DIG, 7)
    url = f"https://hooks.zapier.com/hooks/catch/{a}/{b}/"
    v = r.randint(0, 2)
    if v == 0:
        txt = f"ZAPIER_NEW_LEAD_HOOK={url}"
    elif v == 1:
        txt = f"fetch('{url}', {{ method: 'POST', body: JSON.stringify({{ email, plan }}) }});"
    else:
        txt = f"$ curl -X POST -d 'order_id=48213&status=paid' {url}\n{{\"id\": \"{guid()}\", \"request_id\": \"{g.s(B62, 16)}\", \"attempt\": \"{guid()}\", \"status\": \"success\"}}"
    return "self-identifying", txt, [url]


@t
def zapierrc():
    k = g.hexs(32)
    txt = f"$ cat ~/.zapierrc\n{{\n  \"deployKey\": \"{k}\"\n}}\n$ zapier push\nPreparing to build and upload your app."
    return "name-context", txt, [k]


@t
def make_token():
    tok = guid()
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"GET /api/v2/scenarios?teamId={r.randint(100, 99999)} HTTP/1.1\nHost: eu1.make.com\nAuthorization: Token {tok}\nAccept: application/json")
        return "structural", txt, [tok]
    txt = f"# make-sync.env\nMAKE_ZONE=eu2.make.com\nMAKE_API_TOKEN={tok}\nMAKE_TEAM_ID={r.randint(100, 99999)}"
    return "name-context", txt, [tok]


@t
def make_webhook():
    tk = g.s(LOW + DIG, 32)
    url = f"https://hook.{r.choice(['eu1', 'eu2', 'us1'])}.make.com/{tk}"
    txt = r.choice([f"Webhook (Custom webhook 'Shopify orders'): {url}",
                    f"  webhook_url: \"{url}\"   # Make scenario 'CRM sync'",
                    f"requests.post(\"{url}\", json=payload, timeout=10)"])
    return "self-identifying", txt, [tk]


@t
def n8n_env():
    k = g.s(B62, 32) if r.random() < .5 else g.hexs(48)
    p = pw_safe()
    v = r.randint(0, 2)
    if v == 0:
        txt = (f"services:\n  n8n:\n    image: docker.n8n.io/n8nio/n8n:1.{r.randint(30, 90)}.{r.randint(0, 5)}\n    environment:\n      - DB_TYPE=postgresdb\n"
               f"      - DB_POSTGRESDB_HOST=postgres\n      - DB_POSTGRESDB_USER=n8n\n      - DB_POSTGRESDB_PASSWORD={p}\n      - N8N_ENCRYPTION_KEY={k}\n")
        return "name-context", txt, [p, k]
    if v == 1:
        txt = f"$ docker exec n8n cat /home/node/.n8n/config\n{{\n\t\"encryptionKey\": \"{k}\"\n}}"
        return "name-context", txt, [k]
    txt = f"N8N_BASIC_AUTH_ACTIVE=true\nN8N_BASIC_AUTH_USER=admin\nN8N_BASIC_AUTH_PASSWORD={p}\nWEBHOOK_URL=https://{host()}/"
    return "name-context", txt, [p]


@t
def n8n_api_key():
    j = g.jwt(sub=guid())
    txt = r.choice([f"$ curl -s -H 'X-N8N-API-KEY: {j}' https://{host()}/api/v1/workflows?active=true | jq '.data[].name'",
                    f"GET /api/v1/executions?status=error HTTP/1.1\nHost: {host()}\nX-N8N-API-KEY: {j}"])
    return "structural", txt, [j]


@t
def n8n_export():
    p = pw()
    u = user()
    txt = (f"$ n8n export:credentials --all --decrypted --output=creds.json && cat creds.json\n"
           + json.dumps([{"id": str(r.randint(1, 60)), "name": "SAP HANA (prod)", "type": "postgres",
                          "data": {"host": "hana.corp.local", "database": "FIN", "user": u, "password": p, "port": 30015}}], indent=2))
    return "structural", txt, [p]


@t
def robocorp_vault():
    p = pw()
    u = user()
    txt = (f"$ cat vault.json\n{{\n  \"sap_credentials\": {{\n    \"username\": \"{u}\",\n    \"password\": \"{p}\"\n  }},\n"
           f"  \"portal\": {{ \"url\": \"https://portal.example.com\" }}\n}}\n$ rcc run --task \"Process invoices\"")
    return "structural", txt, [p]


@t
def robocorp_wskey():
    k = g.s(B62, r.randint(40, 56))
    txt = (f"curl -s https://cloud.robocorp.com/api/v1/workspaces/{guid()}/processes \\\n  -H 'Authorization: RC-WSKEY {k}'")
    return "structural", txt, [k]


@t
def cyberark_ccp():
    p = pw()
    txt = (f"$ curl -s 'https://ccp.corp.local/AIMWebService/api/Accounts?AppID=UiPathRobots&Safe=RPA_Bots&Object=Windows-svc_bot{pin(2)}'\n"
           + json.dumps({"Content": p, "UserName": f"svc_bot{pin(2)}", "Address": "corp.local", "Safe": "RPA_Bots",
                         "PolicyID": "WinDomain", "PasswordChangeInProcess": "False"}))
    return "name-context", txt, [p]


@t
def orch_log_leak():
    p = pw()
    u = user()
    txt = (f"{ts()},{r.randint(100, 999)} [Error] [{r.choice(['AP_Invoices', 'HR_Onboarding', 'Claims_Intake'])}] "
           f"[{guid()}] Login.xaml: Type Into failed. Debug values: userName=\"{u}\" password=\"{p}\" url=\"https://erp.example.com\"\n"
           f"UiPath.Core.Activities.SelectorNotFoundException: Could not find the user-interface (UI) element for this action.")
    return "structural", txt, [p]


@t
def nuget_feed():
    k = guid()
    v = r.randint(0, 1)
    if v == 0:
        txt = (f'<packageSourceCredentials>\n  <Orchestrator>\n    <add key="Username" value="{user()}" />\n'
               f'    <add key="ClearTextPassword" value="{pw_safe()}" />\n  </Orchestrator>\n</packageSourceCredentials>')
        val = txt.split('ClearTextPassword" value="')[1].split('"')[0]
        return "structural", txt, [val]
    txt = f'<add key="NuGet.Packages.ApiKey" value="{k}" />\n<add key="NuGet.Activities.ApiKey" value="{k}" />'
    return "name-context", txt, [k]


@t
def selfid_generic():
    name, tok, mark = g.self_identifying()
    ctx = r.randint(0, 3)
    if ctx == 0:
        txt = f"# bot_config.py (attended bot that posts status)\n{name.upper()}_TOKEN = \"{tok}\""
    elif ctx == 1:
        txt = hook("cat .env", f"ORCH_URL=https://{host()}\n{name.upper()}_KEY={tok}\nQUEUE=InvoiceQueue\n")
    elif ctx == 2:
        txt = f"<add key=\"{name}Token\" value=\"{tok}\" />"
    else:
        txt = f"Set the asset 'Notify_{name}' (Text) to {tok} in folder Shared/Alerts"
    return "self-identifying", txt, [mark]


@t
def pem_key():
    block, mark = g.pem()
    txt = r.choice([f"$ cat certs/orchestrator-signing.key\n{block}",
                    f"Robot SFTP key for the bank statements drop (add as Credential asset BankSFTP_Key):\n{block}",
                    hook_read("C:/RPA/Keys/robot_sftp.pem", block)])
    return "self-identifying", txt, [mark]


@t
def hook_payload_file():
    p = pw()
    u = user()
    content = (f"<?xml version=\"1.0\"?>\n<Settings>\n  <ErpUser>{u}</ErpUser>\n  <ErpPassword>{p.replace('&', '')}</ErpPassword>\n</Settings>\n")
    p2 = p.replace("&", "")
    if not p2:
        p2 = "x" + pin(4)
        content = content.replace("<ErpPassword></ErpPassword>", f"<ErpPassword>{p2}</ErpPassword>")
    return "name-context", hook_read("C:/Robots/InvoiceBot/Data/Settings.xml", content), [p2]


@t
def smtp_in_bot():
    p = pw()
    txt = (f"# notify.py used by the Orchestrator trigger\nimport smtplib\nsmtp = smtplib.SMTP('smtp.office365.com', 587)\nsmtp.starttls()\n"
           f"smtp.login('rpa-alerts@{r.choice(['contoso.com', 'acme-ins.com'])}', '{p}')")
    return "structural", txt, [p]


@t
def chat_share():
    p = pw()
    lang = r.randint(0, 4)
    u = user()
    msgs = [f"the unattended robot on VDI-{pin(3)} runs as {u}, pw {p} — needed for the RDP session to log in",
            f"Oi pessoal, a senha do robô {u} no Orchestrator é {p}, usem só no ambiente de UAT.",
            f"Salut, pour le robot {u} le mot de passe Windows est {p} (session RDP du robot non assisté).",
            f"Ciao, la password del bot {u} è {p}, serve per il login SAP del robot unattended.",
            f"Hi all, UiPath robot account {u} / {p} for the test folder, please don't put it in the repo"]
    return "name-context", msgs[lang], [p]


@t
def orch_identity_pw():
    p = pw()
    txt = (f".\\UiPathOrchestrator.msi /q ORCHESTRATOR_URL=https://{host()} APPPOOL_IDENTITY_TYPE=USER APPPOOL_USER_NAME=CORP\\svc_orch "
           f"APPPOOL_PASSWORD={pw_safe()} DB_SERVER_NAME=sqlorch01 DB_DATABASE_NAME=UiPath DB_AUTHENTICATION_MODE=SQL DB_USER_NAME=uipath DB_PASSWORD={p.replace(' ', '')} "
           f"HOSTADMIN_PASSWORD={pw_safe()} DEFAULTTENANTADMIN_PASSWORD={pw_safe()} /l*vx install.log")
    vals = []
    for key in ["APPPOOL_PASSWORD=", "DB_PASSWORD=", "HOSTADMIN_PASSWORD=", "DEFAULTTENANTADMIN_PASSWORD="]:
        vals.append(txt.split(" " + key, 1)[1].split(" ", 1)[0])
    return "name-context", txt, vals


@t
def insights_es():
    p = pw_safe()
    u = r.choice(["elastic", "uipath_logs", "robotlogs"])
    txt = (f'<target xsi:type="ElasticSearch" name="robotElasticBuffer" uri="https://{u}:{p}@es.{host()}:9200" '
           f'requireAuth="true" index="${{machinename}}-${{date:format=yyyy.MM}}" documentType="logEvent" />')
    return "structural", txt, [p]


@t
def pa_sharepoint_sp():
    sec = g.b64(32)
    txt = (f"# Connection reference for the PnP flow (app-only)\nSHAREPOINT_TENANT={org()}.sharepoint.com\nSP_CLIENT_ID={guid()}\nSP_CLIENT_SECRET={sec}")
    return "name-context", txt, [sec]


@t
def webhook_header_secret():
    s = g.hexs(40) if r.random() < .5 else g.s(B62, 32)
    txt = (f"// n8n Webhook node 'Header Auth' credential\n{{\n  \"name\": \"X-Webhook-Token\",\n  \"value\": \"{s}\"\n}}" if r.random() < .5 else
           f"$ curl -X POST https://{host()}/webhook/invoice-intake -H 'X-Webhook-Token: {s}' -F file=@inv_{pin(5)}.pdf")
    return "structural" if "curl" in txt else "name-context", txt, [s]


@t
def notebook_orch():
    sec = g.s(B62, 18)
    cid = guid()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {}, "outputs": [],
            "source": ["import requests\n", "tok = requests.post('https://cloud.uipath.com/identity_/connect/token', data={\n",
                       "    'grant_type': 'client_credentials',\n", f"    'client_id': '{cid}',\n",
                       f"    'client_secret': '{sec}',\n", "    'scope': 'OR.Queues'}).json()['access_token']\n"]}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [sec]


@t
def ps_history():
    p = pw()
    u = user()
    txt = (f"PS> Get-History\n  Id CommandLine\n  -- -----------\n  {r.randint(10, 80)} $sec = ConvertTo-SecureString '{p}' -AsPlainText -Force\n"
           f"  {r.randint(81, 99)} $cred = New-Object System.Management.Automation.PSCredential('CORP\\{u}', $sec)\n"
           f"  {r.randint(100, 130)} Invoke-Command -ComputerName VDI-RPA-{pin(3)} -Credential $cred {{ Restart-Service UiRobotSvc }}")
    return "name-context", txt, [p]


@t
def bot_pin():
    pn = pin()
    u = user()
    txt = r.choice([f"Token PIN for the bot's RSA soft token ({u}): {pn} — the VPN login activity types it before the tokencode",
                    f"# bank portal bot\nBANK_PORTAL_USER={u}\nBANK_PORTAL_PIN={pn}"])
    return "name-context", txt, [pn]


@t
def totp_seed():
    s = g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
    txt = r.choice([f"Assets:\n  - Name: Portal_MFA_Secret\n    Type: Text\n    Value: {s}\n    Description: TOTP seed, the bot computes the 6-digit code",
                    f"otpauth://totp/SupplierPortal:{user()}?secret={s}&issuer=SupplierPortal"])
    return "structural" if "otpauth" in txt else "name-context", txt, [s]


@t
def aa_bot_agent_diff():
    p = pw()
    txt = (f"--- a/deploy/bot-agent.ps1\n+++ b/deploy/bot-agent.ps1\n@@ -8,4 +8,6 @@\n $controlRoom = 'https://{host()}'\n"
           f"+$deviceUser = 'CORP\\{user()}'\n+$devicePassword = '{p}'\n Register-AABotAgent -Url $controlRoom -User $deviceUser -Password $devicePassword")
    return "name-context", txt, [p]


@t
def sftp_url_bot():
    p = pw_safe()
    u = user()
    txt = r.choice([f"BANK_STATEMENTS_URL=sftp://{u}:{p}@sftp.bank-partner.example:22/outbound/",
                    f"ftp://{u}:{p}@ftp.{host()}/invoices/in  (FTP activity target in Process.xaml)"])
    return "structural", txt, [p]


@t
def short_legacy_mainframe():
    p = g.s(UPPER + DIG, r.choice([6, 8]))
    u = "RPA" + g.s(UPPER, 3) + pin(2)
    txt = (f"' Terminal session (Attachmate) used by the claims bot\nSendKeys \"{u}\" : SendKeys \"<Tab>\"\nSendKeys \"{p}\" : SendKeys \"<Enter>\"   ' RACF password, rotates every 30 days")
    return "name-context", txt, [p]


# ---------------------------------------------------------------- clean templates
C = []


def c(f):
    C.append(f)
    return f


@c
def cl_job_json():
    return json.dumps({"@odata.context": "https://cloud.uipath.com/odata/$metadata#Jobs", "value": [{
        "Key": guid(), "StartTime": ts().replace(" ", "T") + "Z", "State": r.choice(["Successful", "Faulted", "Running"]),
        "ReleaseName": "InvoiceBot_Production", "ReleaseKey": guid(), "HostMachineName": f"VDI-RPA-{pin(3)}",
        "Id": r.randint(10**6, 10**8), "OrganizationUnitId": r.randint(10**5, 10**6)}]}, indent=2)


@c
def cl_queue_item():
    return json.dumps({"Name": "InvoiceQueue", "Priority": "Normal", "SpecificContent": {
        "InvoiceNo": f"INV-{pin(6)}", "VendorId": f"V{pin(5)}", "Amount": f"{r.randint(10, 99999)}.{pin(2)}"},
        "Reference": f"INV-{pin(6)}", "ItemKey": guid(), "Status": "New"}, indent=2)


@c
def cl_project_json():
    return json.dumps({"name": r.choice(["InvoiceBot", "HR_Onboarding", "ClaimsIntake"]), "projectId": guid(),
                       "main": "Main.xaml", "dependencies": {"UiPath.System.Activities": f"[24.{r.randint(1, 12)}.{r.randint(0, 9)}]",
                                                             "UiPath.UIAutomation.Activities": "[24.10.5]"},
                       "schemaVersion": "4.0", "studioVersion": f"24.10.{r.randint(0, 9)}.{r.randint(1000, 9999)}",
                       "projectVersion": f"1.{r.randint(0, 20)}.{r.randint(0, 99)}", "targetFramework": "Windows"}, indent=2)


@c
def cl_get_credential():
    return (f'<ui:GetRobotCredential AssetName="{r.choice(["SAP_Login", "Portal_Credential", "Bank_Portal"])}" '
            f'DisplayName="Get Credential" Password="[securePassword]" Username="[userName]" CacheStrategy="None" />\n'
            f'<ui:TypeSecureText SecureText="[securePassword]" DisplayName="Type Secure Text \'password\'" />\n'
            f'<!-- sap:VirtualizedContainerService.HintSize="{r.randint(300, 450)},{r.randint(60, 120)}" IdRef="{g.hexs(8)}" -->')


@c
def cl_env_example():
    return (f"# .env.example for the n8n stack (copy to .env)\nDB_POSTGRESDB_PASSWORD=changeme\nN8N_ENCRYPTION_KEY=<openssl rand -hex 24>\n"
            f"N8N_BASIC_AUTH_PASSWORD=\nWEBHOOK_URL=https://n8n.example.com/\nGENERIC_TIMEZONE=Europe/{r.choice(['Berlin', 'Madrid', 'Lisbon', 'Paris'])}\n# build {g.hexs(7)}")


@c
def cl_n8n_workflow():
    return json.dumps({"name": "Invoice intake", "nodes": [
        {"parameters": {"httpMethod": "POST", "path": guid()}, "id": guid(), "name": "Webhook", "type": "n8n-nodes-base.webhook", "typeVersion": 2, "position": [r.randint(0, 500), 300], "webhookId": guid()},
        {"parameters": {"operation": "insert", "table": "invoices"}, "id": guid(), "name": "Postgres", "type": "n8n-nodes-base.postgres",
         "credentials": {"postgres": {"id": g.s(B62, 16), "name": "Postgres account"}}}], "versionId": guid()}, indent=1)


@c
def cl_make_blueprint():
    return json.dumps({"name": "CRM sync", "flow": [{"id": 1, "module": "gateway:CustomWebHook", "version": 1, "parameters": {"hook": r.randint(10**5, 10**6), "maxResults": 1}},
                                                    {"id": 2, "module": "hubspotcrm:createContact", "version": 2, "parameters": {"__IMTCONN__": r.randint(10**5, 10**6)}}],
                       "metadata": {"instant": True, "version": 1, "scenario": {"roundtrips": 1, "maxErrors": 3}}}, indent=1)


@c
def cl_pa_definition():
    return json.dumps({"definition": {"$schema": "https://schema.management.azure.com/providers/Microsoft.Logic/schemas/2016-06-01/workflowdefinition.json#",
                                      "actions": {"Send_an_email_(V2)": {"type": "OpenApiConnection", "inputs": {"host": {
                                          "connectionName": "shared_office365", "operationId": "SendEmailV2",
                                          "apiId": "/providers/Microsoft.PowerApps/apis/shared_office365"},
                                          "authentication": "@parameters('$authentication')"}}}},
                       "connectionReferences": {"shared_office365": {"connectionName": f"shared-office365-{guid()}", "source": "Embedded"}}}, indent=1)


@c
def cl_pa_trigger_doc():
    return (f"The HTTP trigger URL looks like `https://prod-NN.westeurope.logic.azure.com/workflows/<id>/triggers/manual/paths/invoke?...&sig=<signature>`. "
            f"Anyone holding the full URL can start the flow, so keep it in Key Vault secret `flow-{g.s(LOW, 5)}-url` and never paste it into tickets.")


@c
def cl_robot_log():
    return (f"{ts()},{r.randint(100, 999)} Info {{\"message\":\"InvoiceBot execution started\",\"level\":\"Information\",\"logType\":\"Default\","
            f"\"timeStamp\":\"{ts()}\",\"fingerprint\":\"{guid()}\",\"windowsIdentity\":\"CORP\\\\svc_bot{pin(2)}\",\"machineName\":\"VDI-RPA-{pin(3)}\","
            f"\"processName\":\"InvoiceBot_Production\",\"processVersion\":\"1.4.{r.randint(0, 99)}\",\"jobId\":\"{guid()}\",\"robotName\":\"UNATT-{pin(2)}\",\"machineId\":{r.randint(1000, 99999)}}}")


@c
def cl_gh_actions():
    return (f"- name: Deploy to Orchestrator\n  uses: UiPath/uipath-github-actions/deploy@v{r.randint(1, 3)}\n  with:\n"
            f"    orchestratorUrl: https://cloud.uipath.com/\n    orchestratorTenant: {tenant()}\n    orchestratorApplicationId: ${{{{ secrets.UIPATH_APP_ID }}}}\n"
            f"    orchestratorApplicationSecret: ${{{{ secrets.UIPATH_APP_SECRET }}}}\n    packagesPath: ./out  # run {r.randint(1000, 9999)}")


@c
def cl_azdo():
    return (f"- task: UiPathDeploy@{r.randint(2, 4)}\n  inputs:\n    orchestratorConnection: 'UiPath-Prod'\n    packagesPath: '$(Build.ArtifactStagingDirectory)\\Packages'\n"
            f"    folderName: 'Shared/Finance'\n  env:\n    CLIENT_SECRET: $(UiPathClientSecret)\n# pipeline {g.hexs(8)}")


@c
def cl_nupkg_hash():
    return (f"InvoiceBot.1.{r.randint(0, 9)}.{r.randint(0, 99)}.nupkg\n  sha512: {g.b64(64)}\n  size: {r.randint(40000, 900000)} bytes\n  published by: CI ({g.hexs(40)})")


@c
def cl_commit_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in r.sample(["move SAP credentials to Orchestrator asset", "REFramework: raise MaxRetryNumber to 3",
                                                               "rotate robot machine key (new key stored in vault)", "fix selector for invoice grid",
                                                               "bump UiPath.System.Activities", "remove Config.xlsx password column"], 4))


@c
def cl_asset_list():
    rows = [f"| {n} | {ty} | {v} |" for n, ty, v in [("SAP_Login", "Credential", "(stored in CyberArk)"), ("MaxRetries", "Integer", str(r.randint(1, 5))),
                                                     ("ReportMailbox", "Text", f"ap-reports{pin(2)}@contoso.com"), ("Portal_Credential", "Credential", "(per robot)")]]
    return "| Asset | Type | Value |\n|---|---|---|\n" + "\n".join(rows)


@c
def cl_machine_template():
    return json.dumps({"Name": f"VDI-Template-{pin(2)}", "Type": "Template", "Scope": "Default", "UnattendedSlots": r.randint(1, 10),
                       "LicenseKey": None, "Key": guid(), "Id": r.randint(100, 9999), "RobotVersions": [{"Count": r.randint(1, 8), "Version": "24.10.1"}]}, indent=2)


@c
def cl_prose_vault():
    lang = r.randint(0, 3)
    return [f"Reminder: robot passwords live in CyberArk safe RPA_Bots and are fetched at runtime through the CCP (AppID UiPathRobots). Never type them into Config.xlsx. Ticket CHG{pin(7)}.",
            f"Recordatorio: las contraseñas de los bots se guardan en el Credential Vault del Control Room; en el código solo se usa el nombre del locker. Ticket {pin(6)}.",
            f"Hinweis: Passwörter der Bot-Runner werden alle {r.choice([30, 60, 90])} Tage rotiert; der Robot holt sie über das Asset, nicht aus der Konfigurationsdatei.",
            f"ロボットのパスワードは Orchestrator のクレデンシャル アセットで管理し、XAML には書かないでください（変更番号 {pin(5)}）。"][lang]


@c
def cl_aa_bot_json():
    return json.dumps({"botId": r.randint(1000, 99999), "name": "AP_Invoice_Reader", "path": "Bots\\Finance\\AP_Invoice_Reader",
                       "lastModifiedBy": f"{r.randint(10, 400)}", "checksum": g.sha256(), "packages": [{"name": "Excel_MS", "version": f"6.{r.randint(0, 9)}.0-{pin(8)}-{pin(6)}"}]}, indent=2)


@c
def cl_sha_installer():
    return (f"UiPathStudio-24.10.{r.randint(0, 9)}.msi  SHA256 {g.sha256()}\nAutomationAnywhere_BotAgent.exe  SHA256 {g.sha256()}\n"
            f"n8n-1.{r.randint(30, 90)}.0.tgz  sha1 {g.sha1()}")


@c
def cl_lockfile():
    pkgs = r.sample(["zapier-platform-core", "zapier-platform-cli", "n8n-workflow", "n8n-core", "axios", "lodash"], 2)
    return "\n".join(f'"node_modules/{p}": {{\n  "version": "{r.randint(1, 15)}.{r.randint(0, 20)}.{r.randint(0, 9)}",\n'
                     f'  "resolved": "https://registry.npmjs.org/{p}/-/{p}-1.0.0.tgz",\n  "integrity": "sha512-{g.b64(64)}"\n}},' for p in pkgs)


@c
def cl_cert():
    body = "\n".join(g.b64(48) for _ in range(r.randint(6, 10)))
    return f"Orchestrator TLS certificate (public, for the robots' trust store):\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


@c
def cl_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": g.hexs(40).upper(), "x5t": g.b64url(20), "e": "AQAB", "n": g.b64url(256), "alg": "RS256"}]}, indent=1)


@c
def cl_zapier_app():
    return (f"// authentication.js of the private Zapier integration\nmodule.exports = {{\n  type: 'oauth2',\n  oauth2Config: {{\n"
            f"    authorizeUrl: {{ url: 'https://api.example.com/oauth/authorize', params: {{ client_id: '{{{{process.env.CLIENT_ID}}}}' }} }},\n"
            f"    getAccessToken: {{ body: {{ client_secret: '{{{{process.env.CLIENT_SECRET}}}}', code: '{{{{bundle.inputData.code}}}}' }} }},\n  }},\n}};  // v{r.randint(1, 9)}.{r.randint(0, 9)}")


@c
def cl_zap_history():
    return json.dumps({"zap_id": r.randint(10**8, 10**9), "zap_run_id": g.hexs(32), "status": "success", "steps": [
        {"step_id": r.randint(10**8, 10**9), "app": "WebHooksCLIAPI", "action": "hook_v2"}, {"step_id": r.randint(10**8, 10**9), "app": "GoogleSheetsV2CLIAPI", "action": "add_row"}]}, indent=1)


@c
def cl_orch_audit():
    return (f"{ts()} Audit  User: admin@{org()}.com  Action: Update  Entity: Robot 'UNATT-{pin(2)}'  Details: Password changed (value not shown)\n"
            f"{ts()} Audit  User: admin@{org()}.com  Action: Create  Entity: Asset 'SAP_Login' (Credential)  Key {guid()}")


@c
def cl_pad_flow_ref():
    return (f"# Power Automate Desktop flow Main\nSystem.GetCredential Name: $'''SupplierPortal''' Credential=> PortalCred\n"
            f"WebAutomation.PopulateTextField.PopulateTextField BrowserInstance: Browser Control: appmask['Web Page']['Input password'] Text: PortalCred.Password\n"
            f"# flow id {guid()}")


@c
def cl_excel_data():
    rows = "\n".join(f"INV-{pin(6)},V{pin(5)},{r.randint(10, 9999)}.{pin(2)},EUR,{g.hexs(10).upper()}" for _ in range(r.randint(3, 6)))
    return "InvoiceNo,VendorId,Amount,Currency,DocHash\n" + rows


@c
def cl_bp_release():
    return (f"<release name=\"Invoice Release {r.randint(1, 40)}\" package-id=\"{r.randint(1, 999)}\" user-created-by=\"admin\" created=\"{ts()}\">\n"
            f"  <process id=\"{guid()}\" name=\"Invoice - Process Queue\" />\n  <credential name=\"SAP Login\" />  <!-- value held in Credential Manager -->\n</release>")


@c
def cl_sig_header():
    return (f"POST /webhooks/uipath HTTP/1.1\nX-UiPath-Signature: {g.b64(32)}\nX-UiPath-Event: job.completed\nContent-Type: application/json\n\n"
            f"{{\"Type\":\"job.completed\",\"EventId\":\"{g.hexs(32)}\",\"TenantId\":{r.randint(1, 99)}}}")


@c
def cl_hook_payload():
    return hook("uipath orchestrator folders get --output table", f"Key                                   DisplayName  ProvisionType\n{guid()}  Shared       Automatic\n{guid()}  Finance      Manual\n")


@c
def cl_chat_no_secret():
    return r.choice([f"the robot on VDI-RPA-{pin(3)} is faulted again, job {guid()} — selector timeout on the invoice grid, not a login problem",
                     f"Pode alguém aprovar a PR #{r.randint(100, 999)}? Tirei a senha do Config.xlsx e agora usa o asset SAP_Login.",
                     f"Make scenario {r.randint(10**5, 10**6)} ran {r.randint(100, 900)} ops today, close to the plan limit",
                     f"n8n execution {r.randint(1000, 99999)} failed: Postgres node returned 'relation invoices does not exist'"])


@c
def cl_license_info():
    return (f"Orchestrator license: Enterprise, {r.randint(5, 50)} Unattended, {r.randint(10, 200)} Attended, valid until 2027-{r.randint(1, 12):02d}-01\n"
            f"Tenant {tenant()} id {r.randint(1, 99)}; organization id {guid()}")


@c
def cl_pw_policy():
    return (f"Bot account password policy (AD GPO 'RPA-Bots'): min length {r.choice([14, 16, 20])}, complexity on, max age 60 days, "
            f"rotation by CyberArk CPM at 02:00; robots re-read the credential at job start. Example of an invalid value: 'password123'.")


@c
def cl_ps_secure():
    return (f"PS> $cred = Get-Credential -UserName 'CORP\\svc_bot{pin(2)}' -Message 'robot login'\n"
            f"PS> Register-AABotAgent -Url https://cr.corp.local -Credential $cred\nRegistered device {g.hexs(16).upper()}")


@c
def cl_base64_data():
    return f"$ echo '{{\"queue\":\"InvoiceQueue\",\"item\":{r.randint(1, 9999)}}}' | base64\n{g.b64(r.randint(24, 40))}\n# test fixture for queue parser"


@c
def cl_uipath_placeholders():
    return (f"uipcli package deploy <package.nupkg> <orchestrator_url> <tenant> -A <account> -I <application_id> -S <application_secret> "
            f"--applicationScope \"OR.Folders OR.Execution\"   # docs example, see runbook RB-{pin(3)}")


# ---------------------------------------------------------------- write
def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        f = S[i % len(S)]
        i += 1
        cls, text, vals = f()
        vals = [v for v in vals if v]
        assert vals and all(v in text for v in vals), (f.__name__, vals)
        secrets.append((cls, text, vals))
    clean = []
    j = 0
    while len(clean) < 100:
        clean.append(C[j % len(C)]())
        j += 1
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as fh:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            fh.write(json.dumps({"id": f"{FAM}-{n}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as fh:
        for n, text in enumerate(clean, 1):
            fh.write(json.dumps({"id": f"{FAM}-c{n}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
