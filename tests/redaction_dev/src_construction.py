"""Redaction source "construction" (round 24): construction and engineering software.

Procore, Autodesk Platform Services / BIM 360 / ACC, Trimble Connect, site cameras and NVRs, drone survey
platforms, estimating and accounting tools, plan-room integrations: their configs, commands, logs, tracebacks,
chat and agent hook payloads. Written blind by "corpora2" on 2026-12-03 (no rules, bench or results read);
every value is random and made up. Stdlib + _tokens.py only; seeded: rerun to rewrite
construction_secrets.jsonl and construction_clean.jsonl byte-identically.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, HEX, URLSAFE, Gen

FAMILY = "construction"
OUT = Path(__file__).resolve().parent
g = Gen(240301)
L = string.ascii_lowercase
D = string.digits

WORDS = ["rebar", "formwork", "gravel", "crane", "trench", "beam", "truss", "pylon", "joist", "mortar", "culvert",
         "girder", "ballast", "scaffold", "plumb", "lintel", "asphalt", "concrete", "tower", "survey"]
SITES = ["Riverside Lofts", "Harbor Point Ph2", "Mill Creek School", "I-35 Interchange", "Oakview Medical",
         "Northgate Garage", "Pier 9 Retrofit", "Westfield DC", "Cedar Ridge Homes", "Bayfront Tower"]
PEOPLE = ["dana.kowalski", "mreyes", "j.obrien", "priya.n", "tkessler", "a.haddad", "sbrandt", "lnguyen"]


def passphrase() -> str:
    return "-".join(g.pick(WORDS) for _ in range(g.r.randint(3, 4))) + str(g.r.randint(1, 99))


def legacy() -> str:
    return g.pick(["site", "Trailer", "proj", "Estim", "bim", "Field", "jobsite", "Super"]) + str(g.r.randint(1, 2026)) + g.pick(["", "!", "#", ""])


def pin() -> str:
    return g.s(D, g.pick([4, 5, 6]))


def vendor_secret() -> str:
    k = g.r.randint(0, 3)
    if k == 0:
        return g.hexs(64)
    if k == 1:
        return g.s(B62, 16)
    if k == 2:
        return g.s(B62, 32)
    return g.b64(32)


def pw() -> str:
    k = g.r.randint(0, 5)
    return [g.pw, passphrase, legacy, g.machine_pw, g.human_pw, lambda: g.s(L + D, 10)][k]()


def ip() -> str:
    return f"10.{g.r.randint(0, 60)}.{g.r.randint(0, 254)}.{g.r.randint(2, 250)}"


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": "inspect config"},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, indent=None)


def t_procore_env():
    s = g.hexs(64)
    return "name-context", (f"# .env  (procore-sync service)\nPROCORE_ENV=production\nPROCORE_COMPANY_ID={g.r.randint(10000, 99999)}\n"
                            f"PROCORE_CLIENT_ID={g.hexs(64)}\nPROCORE_CLIENT_SECRET={s}\nPROCORE_REDIRECT_URI=https://sync.{g.pick(['acmebuild', 'kestrelgc', 'stonebridge'])}.com/callback\n"), [s]


def t_aps_curl():
    cid = g.s(B62, 32); sec = g.s(B62, 16)
    return "structural", (f"$ curl -s -X POST 'https://developer.api.autodesk.com/authentication/v2/token' \\\n"
                          f"    -H 'Content-Type: application/x-www-form-urlencoded' \\\n    -u '{cid}:{sec}' \\\n"
                          f"    -d 'grant_type=client_credentials&scope=data:read bucket:read'\n"
                          f"{{\"access_token\":\"<truncated>\",\"token_type\":\"Bearer\",\"expires_in\":3599}}"), [sec]


def t_aps_form():
    sec = g.s(B62, 16)
    return "structural", (f"POST /authentication/v2/token HTTP/1.1\nHost: developer.api.autodesk.com\nContent-Type: application/x-www-form-urlencoded\n\n"
                          f"grant_type=client_credentials&client_id={g.s(B62, 32)}&client_secret={sec}&scope=data%3Aread%20viewables%3Aread"), [sec]


def t_aps_bearer():
    tok = g.jwt()
    return "self-identifying", (f"DEBUG forge.viewer: GET https://developer.api.autodesk.com/modelderivative/v2/designdata/{g.b64url(45)}/manifest\n"
                                f"DEBUG forge.viewer: headers={{'Authorization': 'Bearer {tok}', 'x-ads-region': 'US'}}\nDEBUG forge.viewer: 200 OK in 412ms"), [tok]


def t_trimble_json():
    s = g.uuid().replace("-", "")[:g.pick([24, 32])]
    return "name-context", json.dumps({"trimbleConnect": {"region": "na", "clientId": g.uuid(), "clientSecret": s,
                                                          "projectId": g.s(B62 + "_-", 22)}, "logLevel": "info"}, indent=2), [s]


def t_rtsp():
    p = g.pick([pw(), pin(), legacy()])
    user = g.pick(["admin", "viewer", "svc_timelapse", "root"])
    return "structural", (f"# cameras.yaml - timelapse capture for {g.pick(SITES)}\ncameras:\n  - name: tower-crane-north\n"
                          f"    url: rtsp://{user}:{p}@{ip()}:554/Streaming/Channels/101\n    interval_s: 300\n"), [p]


def t_nvr_xml():
    p = pw()
    return "name-context", (f"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<NVRConfig site=\"{g.pick(SITES)}\">\n  <Device ip=\"{ip()}\" port=\"8000\">\n"
                            f"    <UserName>admin</UserName>\n    <Password>{p}</Password>\n  </Device>\n  <Retention days=\"30\"/>\n</NVRConfig>"), [p]


def t_dronedeploy():
    k = g.s(B62, g.pick([32, 40]))
    return "name-context", (f"import requests\n\nDRONEDEPLOY_API_KEY = \"{k}\"\nPLAN_ID = \"{g.hexs(24)}\"\n\n"
                            f"def list_exports():\n    r = requests.get(f\"https://api.dronedeploy.com/v2/plans/{{PLAN_ID}}/exports\",\n"
                            f"                     params={{\"api_key\": DRONEDEPLOY_API_KEY}})\n    return r.json()"), [k]


def t_drone_query():
    k = g.s(B62, 40)
    return "structural", (f"requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: "
                          f"https://api.dronedeploy.com/v2/maps/{g.hexs(24)}/tiles?api_key={k}&z=19"), [k]


def t_pix4d_yaml():
    p = pw()
    return "name-context", (f"pix4dcloud:\n  account: survey@{g.pick(['acmebuild', 'geotrack', 'stonebridge'])}.com\n  password: \"{p}\"\n"
                            f"  project_prefix: \"{g.pick(SITES)}\"\n  upload_threads: 4\n"), [p]


def t_planroom_ftp():
    p = pw()
    return "structural", (f"$ lftp -e 'mirror -R ./bidsets /incoming/{g.r.randint(2024, 2026)}-{g.r.randint(100, 999)}; quit' "
                          f"ftp://planroom:{p}@ftp.{g.pick(['bidplans', 'reprographix', 'isqft-mirror'])}.com\n"
                          f"Total: 14 directories, 212 files, 0 symlinks\nNew: 212 files, 0 symlinks\n1.82 GiB transferred in 241 seconds"), [p]


def t_estimating_conn():
    p = pw()
    return "structural", (f"<connectionStrings>\n  <add name=\"Estimating\" connectionString=\"Server=EST-SQL01\\SQLEXPRESS;Database=TakeoffData;"
                          f"User Id=est_app;Password={p};TrustServerCertificate=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>"), [p]


def t_hook_env():
    a = g.aws_akid(); s = g.aws_secret()
    out = (f"PROCORE_ENV=sandbox\nDRONE_BUCKET=s3://{g.pick(['ortho-tiles', 'survey-raw', 'site-photos'])}-{g.r.randint(10, 99)}\n"
           f"AWS_ACCESS_KEY_ID={a}\nAWS_SECRET_ACCESS_KEY={s}\nAWS_DEFAULT_REGION=us-east-2\n")
    return "self-identifying", hook("cat .env.local", out), [a, s]


def t_slack():
    v, tok, sec = g.pick([lambda: g.slack_webhook()][0:1])(), None, None
    part = v.rsplit("/", 1)[1]
    return "self-identifying", (f"# daily-report bot\nDAILY_LOG_CHANNEL=#field-{g.pick(['north', 'east', 'ops'])}\n"
                                f"SLACK_WEBHOOK_URL={v}\nSEND_AT=17:30\n"), [part]


def t_pem():
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", (f"$ cat deploy/keys/trimble_sftp_id\n{block}\n$ ls -l deploy/keys\n-rw------- 1 build build 2602 Nov 30 08:12 trimble_sftp_id"), [line]


def t_chat():
    p = pw(); who = g.pick(PEOPLE)
    return "name-context", (f"{who}: procore sandbox is back up. login is integrations@{g.pick(['acmebuild', 'kestrelgc'])}.com, "
                            f"password {p} (rotated this morning, pls don't put it in the ticket)\n"
                            f"{g.pick(PEOPLE)}: thx, testing the RFI sync now"), [p]


def t_requests_auth():
    p = pw()
    return "structural", (f"resp = requests.get(\n    \"https://{ip()}/ISAPI/Streaming/channels/1/picture\",\n"
                          f"    auth=HTTPDigestAuth(\"snapshot\", \"{p}\"),\n    timeout=10,\n)\nopen(f\"frames/{{ts}}.jpg\", \"wb\").write(resp.content)"), [p]


def t_webhook_secret():
    s = g.s(URLSAFE, g.pick([24, 32, 43]))
    return "name-context", (f"# receiver/app.py\nfrom flask import Flask, request, abort\nimport hmac, hashlib\n\napp = Flask(__name__)\n"
                            f"PROCORE_HOOK_SECRET = b\"{s}\"\n\n@app.post(\"/procore/events\")\ndef events():\n"
                            f"    sig = hmac.new(PROCORE_HOOK_SECRET, request.data, hashlib.sha256).hexdigest()\n"
                            f"    if not hmac.compare_digest(sig, request.headers.get(\"X-Procore-Signature\", \"\")):\n        abort(401)\n    return \"\", 204"), [s]


def t_acc_cache():
    r = g.s(B62, 40); a = g.jwt()
    return "name-context", json.dumps({"acc": {"hub_id": "b." + g.uuid(), "access_token": a, "refresh_token": r,
                                               "expires_at": 1764800000 + g.r.randint(0, 99999)}}, indent=2), [r, a]


def t_bluebeam():
    s = g.s(B62, 40)
    return "name-context", json.dumps({"Bluebeam": {"Authority": "https://authserver.bluebeam.com/auth",
                                                    "ClientId": g.uuid(), "ClientSecret": s, "Region": "US"},
                                       "Logging": {"LogLevel": {"Default": "Information"}}}, indent=2), [s]


def t_hcss():
    s = g.s(B62 + "-_", 36)
    return "name-context", (f"[hcss]\nidentity_url = https://api.hcssapps.com/identity/connect/token\nclient_id = {g.pick(['heavyjob-export', 'hb-bridge'])}\n"
                            f"client_secret = {s}\nscope = heavyjob:read timecards:read\n"), [s]


def t_earthcam():
    p = pw()
    return "structural", (f"$ curl -u 'jobsite_api:{p}' -o latest.jpg 'https://{g.pick(['cams', 'live'])}.{g.pick(['oxblue-mirror', 'sitecam-hub'])}.net/api/v1/cameras/{g.r.randint(1000, 9999)}/latest'\n"
                          f"  % Total    % Received % Xferd  Average Speed   Time\n100  412k  100  412k    0     0  1022k      0 --:--:--"), [p]


def t_pscred():
    p = pw()
    return "structural", (f"$user = \"CONTOSO\\svc_takeoff\"\n$pass = ConvertTo-SecureString \"{p}\" -AsPlainText -Force\n"
                          f"$cred = New-Object System.Management.Automation.PSCredential($user, $pass)\n"
                          f"New-PSDrive -Name P -PSProvider FileSystem -Root \\\\plans01\\Bids -Credential $cred"), [p]


def t_git_remote():
    t = g.gitlab()
    return "self-identifying", (f"$ git remote -v\norigin\thttps://oauth2:{t}@gitlab.{g.pick(['acmebuild', 'kestrelgc'])}.com/vdc/revit-addins.git (fetch)\n"
                                f"origin\thttps://oauth2:{t}@gitlab.{g.pick(['acmebuild', 'kestrelgc'])}.com/vdc/revit-addins.git (push)"), [t]


def t_odbc():
    p = pw()
    return "structural", (f"[Sage300CRE]\nDriver=Timberline Data\nDBQ=\\\\ACCT01\\Timberline Office\\9.5\\Company\\Data\nUID={g.pick(['jcreport', 'apview', 'admin'])}\nPWD={p}\n"), [p]


def t_webodm():
    p = pw()
    return "name-context", (f"services:\n  db:\n    image: opendronemap/webodm_db\n    environment:\n      - POSTGRES_PASSWORD={p}\n"
                            f"  webapp:\n    image: opendronemap/webodm_webapp\n    environment:\n      - WO_HOST=odm.internal\n      - WO_DATABASE_PASSWORD={p}\n"), [p]


def t_traceback_token():
    t = g.s(URLSAFE, 43)
    return "structural", (f"Traceback (most recent call last):\n  File \"sync/photos.py\", line 88, in push\n    r.raise_for_status()\n"
                          f"requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.{g.pick(['openspace-mirror', 'sitephotos'])}.io/v1/projects/{g.r.randint(100, 999)}/captures?access_token={t}"), [t]


def t_revit_ini():
    p = pw()
    return "name-context", (f"[RevitServer]\nHost=RSN-{g.r.randint(1, 9)}\nAdminUser=rsadmin\nAdminPassword={p}\nAccelerator=RSA-{g.pick(['DAL', 'CHI', 'PHX'])}\n"), [p]


def t_mqtt():
    p = pw()
    return "structural", (f"$ mosquitto_pub -h sensors.{g.pick(['site', 'yard'])}.local -p 8883 --capath /etc/ssl/certs -u concrete-logger -P '{p}' "
                          f"-t 'pour/{g.r.randint(1, 40)}/temp' -m '{{\"c\": 21.{g.r.randint(0, 9)}}}'"), [p]


def t_tfvars():
    s = g.hexs(64)
    return "name-context", (f"# terraform.tfvars\nenvironment            = \"prod\"\nprocore_client_id      = \"{g.hexs(64)}\"\n"
                            f"procore_client_secret  = \"{s}\"\nprocore_company_id     = {g.r.randint(10000, 99999)}\n"), [s]


def t_atl():
    t = g.atlassian()
    return "self-identifying", (f"JIRA_BASE=https://{g.pick(['acmebuild', 'kestrelgc'])}.atlassian.net\nJIRA_USER=rfi-bot@{g.pick(['acmebuild', 'kestrelgc'])}.com\nJIRA_TOKEN={t}\n"), [t]


def t_sendgrid():
    t = g.sendgrid()
    return "self-identifying", (f"# bid invitations mailer\nsendgrid:\n  api_key: {t}\n  from: bids@{g.pick(['acmebuild', 'kestrelgc'])}.com\n  template_id: d-{g.hexs(32)}\n"), [t]


def t_twilio():
    t = g.twilio(); s = g.hexs(32)
    return "self-identifying", (f"TWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_API_KEY={t}\nTWILIO_API_SECRET={s}\nSAFETY_ALERT_FROM=+1512555{g.r.randint(1000, 9999)}\n"), [t, s]


def t_gmaps():
    k = g.google_api()
    return "self-identifying", (f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&libraries=drawing\"></script>\n<div id=\"site-logistics-map\"></div>"), [k]


def t_matterport():
    tk = g.s(HEX, 32)
    return "name-context", (f"export MATTERPORT_TOKEN_ID={g.s(B62, 10)}\nexport MATTERPORT_TOKEN_SECRET={tk}\npython scan_import.py --space {g.s(B62, 11)}"), [tk]


def t_pwgrant_log():
    p = pw(); u = g.pick(PEOPLE)
    return "structural", (f"2026-11-{g.r.randint(10, 30)}T0{g.r.randint(6, 9)}:14:02Z INFO  fieldapp.auth POST /oauth/token body="
                          f"grant_type=password&username={u}%40{g.pick(['acmebuild', 'kestrelgc'])}.com&password={p}&client_id=fieldapp-ios"), [p]


def t_wifi():
    p = g.pick([passphrase(), legacy() + legacy(), g.s(L + D, 12)])
    return "name-context", (f"# /etc/hostapd/hostapd.conf (site trailer AP)\ninterface=wlan0\nssid={g.pick(['JOBSITE', 'TRAILER', 'FIELD'])}-{g.r.randint(1, 99)}\n"
                            f"wpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={p}\nrsn_pairwise=CCMP\n"), [p]


def t_cifs():
    p = pw()
    return "structural", (f"$ sudo mount -t cifs //plans01.{g.pick(['corp', 'hq'])}.local/PlanRoom /mnt/planroom -o username=scanner,password={p},vers=3.0,uid=1000\n"
                          f"$ ls /mnt/planroom | head -3\nA-101 Floor Plan L1.pdf\nA-102 Floor Plan L2.pdf\nS-201 Foundation Plan.pdf"), [p]


def t_npmrc():
    t = g.npm()
    return "self-identifying", (f"FROM node:20-alpine\nWORKDIR /app\nRUN echo \"//registry.npmjs.org/:_authToken={t}\" > .npmrc && npm ci && rm .npmrc\nCOPY . .\nCMD [\"node\", \"viewer-server.js\"]"), [t]


def t_hook_appsettings():
    p = pw()
    content = json.dumps({"ConnectionStrings": {"Procore": f"Host=pg-{g.r.randint(1, 9)}.internal;Port=5432;Database=procore_mirror;Username=mirror;Password={p}"}}, indent=2)
    return "structural", json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/src/ProcoreMirror/appsettings.Production.json"},
                                     "tool_response": {"type": "text", "file": {"filePath": "/src/ProcoreMirror/appsettings.Production.json", "content": content}}}), [p]


def t_issue():
    p = pw(); u = g.pick(["tbclicense", "admin", "survey"])
    return "structural", (f"**Ticket #{g.r.randint(1000, 9999)}: Trimble Business Center can't reach license server**\n\n"
                          f"Tried from the survey laptop. License server is lic01:27000, account `{u}` / `{p}`. "
                          f"Error: `Unable to check out TBC-ADV`. Can someone on IT look?"), [p]


def t_estimating_api():
    k = g.s(B62, 48)
    return "structural", (f"$ http GET https://api.{g.pick(['takeoffpro', 'estimatorhub', 'bidscale'])}.com/v3/estimates/{g.r.randint(10000, 99999)} 'X-Api-Key:{k}'\n"
                          f"HTTP/1.1 200 OK\nContent-Type: application/json\n\n{{\"id\": {g.r.randint(10000, 99999)}, \"status\": \"draft\", \"total\": 1843220.55}}"), [k]


def t_psql_uri():
    p = pw()
    return "structural", (f"DATABASE_URL=postgres://costcodes:{p}@{g.pick(['db', 'pg'])}.{g.pick(['estimating', 'jobcost'])}.internal:5432/jobcost?sslmode=require"), [p]


def t_k8s_secret():
    p = pw()
    return "name-context", (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: procore-sync\ntype: Opaque\nstringData:\n"
                            f"  PROCORE_CLIENT_SECRET: \"{g.hexs(64)}\"\n  SMTP_PASSWORD: \"{p}\"\n"), [p]


def t_pin_gate():
    p = pin()
    return "name-context", (f"Site access notes — {g.pick(SITES)}\n- Gate code: {g.r.randint(1000, 9999)}# (changes monthly)\n"
                            f"- Alarm panel master PIN: {p}\n- Super on call: {g.pick(PEOPLE)}"), [p]


def t_vb_macro():
    p = pw()
    return "structural", (f"' Estimating workbook: pull unit costs\nSet cn = CreateObject(\"ADODB.Connection\")\n"
                          f"cn.Open \"Provider=SQLOLEDB;Data Source=EST-SQL01;Initial Catalog=UnitCosts;User ID=xlreader;Password={p};\"\n"), [p]


def t_github():
    t = g.gh_classic()
    return "self-identifying", (f"{g.pick(PEOPLE)} wrote in #vdc-dev:\n> the dynamo package publish failed, used GH_TOKEN={t} from my laptop, works now\n"), [t]


def t_drone_cfg_ini():
    p = g.s(HEX, 32)
    return "name-context", (f"[propeller]\nendpoint = https://api.{g.pick(['aerialsurvey', 'sitescan-mirror'])}.com\norg = {g.pick(['acme', 'kestrel'])}-earthworks\n"
                            f"api_secret = {p}\ngcp_file = gcps/{g.pick(SITES).replace(' ', '_')}.csv\n"), [p]


def t_hook_history():
    p = pw()
    out = (f"  501  cd ~/src/plan-sync\n  502  export PLANROOM_PASS='{p}'\n  503  python sync.py --job {g.r.randint(2400, 2499)}\n  504  history | tail")
    return "name-context", hook("history | tail -4", out), [p]


def t_stripe():
    t = g.stripe()
    return "self-identifying", (f"# sub-contractor portal billing\nSTRIPE_SECRET_KEY={t}\nSTRIPE_PRICE_SEAT=price_{g.s(B62, 24)}\n"), [t]


SECRET_T = [t_procore_env, t_aps_curl, t_aps_form, t_aps_bearer, t_trimble_json, t_rtsp, t_nvr_xml, t_dronedeploy,
            t_drone_query, t_pix4d_yaml, t_planroom_ftp, t_estimating_conn, t_hook_env, t_slack, t_pem, t_chat,
            t_requests_auth, t_webhook_secret, t_acc_cache, t_bluebeam, t_hcss, t_earthcam, t_pscred, t_git_remote,
            t_odbc, t_webodm, t_traceback_token, t_revit_ini, t_mqtt, t_tfvars, t_atl, t_sendgrid, t_twilio, t_gmaps,
            t_matterport, t_pwgrant_log, t_wifi, t_cifs, t_npmrc, t_hook_appsettings, t_issue, t_estimating_api,
            t_psql_uri, t_k8s_secret, t_pin_gate, t_vb_macro, t_github, t_drone_cfg_ini, t_hook_history, t_stripe]


# ---- clean look-alikes
def c_env_example():
    return ("# .env.example — copy to .env and fill in\nPROCORE_ENV=sandbox\nPROCORE_CLIENT_ID=<your-client-id>\n"
            f"PROCORE_CLIENT_SECRET=<your-client-secret>\nPROCORE_COMPANY_ID={g.r.randint(10000, 99999)}\n")


def c_aps_docs():
    return ("To get a two-legged token:\n\n```\ncurl -X POST https://developer.api.autodesk.com/authentication/v2/token \\\n"
            "  -u \"$APS_CLIENT_ID:$APS_CLIENT_SECRET\" \\\n  -d 'grant_type=client_credentials&scope=data:read'\n```\n"
            f"The response's `expires_in` is {g.pick([3599, 3600])} seconds.")


def c_urn():
    return (f"Translating model: urn={g.b64url(48)}\nderivative job {g.uuid()} status=inprogress progress={g.r.randint(1, 99)}%\n"
            f"object sha1 {g.sha1()}")


def c_ifc():
    gid = lambda: g.s(string.digits + string.ascii_letters + "_$", 22)
    return (f"#{g.r.randint(100, 999)}= IFCWALLSTANDARDCASE('{gid()}',#41,'Basic Wall:Generic - 200mm:{g.r.randint(100000, 999999)}',$,'Basic Wall:Generic - 200mm',#{g.r.randint(1000, 9999)},#{g.r.randint(1000, 9999)},'{g.r.randint(100000, 999999)}');\n"
            f"#{g.r.randint(100, 999)}= IFCSLAB('{gid()}',#41,'Floor:Concrete 250',$,$,#{g.r.randint(1000, 9999)},$,'{g.r.randint(100000, 999999)}',.FLOOR.);")


def c_rtsp_env():
    return (f"cameras:\n  - name: gate-{g.r.randint(1, 9)}\n    url: rtsp://${{CAM_USER}}:${{CAM_PASSWORD}}@{ip()}:554/Streaming/Channels/101\n    interval_s: 600\n")


def c_compose_env():
    return ("services:\n  db:\n    image: opendronemap/webodm_db\n    environment:\n      - POSTGRES_PASSWORD=${DB_PASSWORD}\n"
            f"  webapp:\n    image: opendronemap/webodm_webapp:{g.r.randint(1, 2)}.{g.r.randint(0, 9)}.{g.r.randint(0, 9)}\n")


def c_checksums():
    return "\n".join(f"{g.sha256()}  DJI_{g.r.randint(1000, 9999):04d}.JPG" for _ in range(g.r.randint(3, 6)))


def c_git_log():
    return "\n".join(f"{g.hexs(7)} {g.pick(['Fix RFI sync pagination', 'Add submittal status mapping', 'Bump aps-sdk to 2.3', 'Handle 429 from Procore', 'Ortho tile cache headers'])}" for _ in range(5))


def c_pubkey():
    return (f"# authorized_keys on survey-box-{g.r.randint(1, 9)}\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} {g.pick(PEOPLE)}@survey-laptop\n")


def c_thumb():
    return (f"{{\"sheet\": \"A-{g.r.randint(100, 599)}\", \"revision\": {g.r.randint(0, 9)}, \"thumbnail\": \"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{g.b64(60)}\"}}")


def c_changeme_docs():
    return (f"## NVR first-time setup\n\nThe recorder ships with user `admin` and password `changeme`. The setup wizard forces a new password on first login; "
            f"store it in the site vault entry \"NVR {g.pick(SITES)}\", never in this repo.")


def c_hub_ids():
    return (f"hub: b.{g.uuid()}\nproject: b.{g.uuid()}\nfolder: urn:adsk.wipprod:fs.folder:co.{g.s(URLSAFE, 22)}\nitem: urn:adsk.wipprod:dm.lineage:{g.s(URLSAFE, 22)}")


def c_procore_log():
    return (f"2026-11-{g.r.randint(10, 30)} 07:{g.r.randint(10, 59)}:03 INFO procore-sync GET /rest/v1.0/projects/{g.r.randint(100000, 999999)}/rfis page=2 per_page=100 -> 200 "
            f"request_id={g.uuid()} etag=W/\"{g.hexs(32)}\"")


def c_hook_ls():
    return hook("ls -la deploy/", f"total 24\ndrwxr-xr-x 2 build build 4096 Nov 30 08:12 .\n-rw-r--r-- 1 build build  {g.r.randint(200, 900)} Nov 30 08:12 cameras.yaml\n-rw-r--r-- 1 build build  {g.r.randint(200, 900)} Nov 30 08:12 .env.example")


def c_k8s_ref():
    return ("env:\n  - name: PROCORE_CLIENT_SECRET\n    valueFrom:\n      secretKeyRef:\n        name: procore-sync\n        key: client_secret\n"
            f"  - name: PROCORE_COMPANY_ID\n    value: \"{g.r.randint(10000, 99999)}\"\n")


def c_chat():
    return (f"{g.pick(PEOPLE)}: the new Procore client secret is in 1Password under \"Procore prod app\" — rotate ours by Friday\n"
            f"{g.pick(PEOPLE)}: 👍 will update the k8s secret after the pour on {g.pick(SITES)}")


def c_estimate_json():
    return json.dumps({"estimate_id": g.uuid(), "division": "03 30 00", "items": [{"code": f"03-{g.r.randint(1000, 9999)}", "qty": g.r.randint(10, 900),
                       "unit": "CY", "unit_cost": round(g.r.uniform(80, 240), 2)}], "hash": g.sha1()})


def c_tfvars():
    return ("# terraform.tfvars.example\nenvironment           = \"staging\"\nprocore_client_id     = \"REPLACE_ME\"\n"
            "procore_client_secret = \"REPLACE_ME\"   # from the vault, never committed\n")


def c_gps():
    return "\n".join(f"GCP{i},{g.r.uniform(30, 31):.7f},{-g.r.uniform(97, 98):.7f},{g.r.uniform(150, 190):.3f}" for i in range(1, 6))


def c_traceback():
    return (f"Traceback (most recent call last):\n  File \"sync/rfis.py\", line {g.r.randint(20, 200)}, in fetch\n    r.raise_for_status()\n"
            f"requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.procore.com/rest/v1.0/projects/{g.r.randint(100000, 999999)}/rfis?page=1")


def c_powershell():
    return ("$cred = Get-Credential -UserName 'CONTOSO\\svc_takeoff' -Message 'Plan room share'\n"
            f"New-PSDrive -Name P -PSProvider FileSystem -Root \\\\plans0{g.r.randint(1, 4)}\\Bids -Credential $cred")


def c_webhook_payload():
    return json.dumps({"id": g.r.randint(10**8, 10**9), "resource_name": "RFIs", "event_type": "update", "company_id": g.r.randint(10000, 99999),
                       "project_id": g.r.randint(100000, 999999), "ulid": "01J" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23),
                       "api_version": "v2"})


def c_pdf_meta():
    return (f"$ exiftool -s A-{g.r.randint(100, 500)}.pdf | head -5\nFileSize        : {g.r.randint(1, 9)}.{g.r.randint(0, 9)} MB\nProducer        : Bluebeam Revu x64\n"
            f"DocumentID      : uuid:{g.uuid()}\nInstanceID      : uuid:{g.uuid()}")


def c_lockfile():
    return (f"\"node_modules/@aps_sdk/authentication\": {{\n  \"version\": \"1.0.{g.r.randint(0, 9)}\",\n  \"resolved\": \"https://registry.npmjs.org/@aps_sdk/authentication/-/authentication-1.0.0.tgz\",\n"
            f"  \"integrity\": \"sha512-{g.b64(64)}\"\n}}")


def c_pin_docs():
    return (f"Site access notes — {g.pick(SITES)}\n- Gate code: ask the super on arrival (posted in the trailer, not here)\n- Alarm panel: call {g.pick(PEOPLE)}\n- Badge id range {g.r.randint(1000, 4000)}–{g.r.randint(4001, 9000)}")


def c_jwt_docs():
    return ("The viewer gets its token from `/api/viewer-token`, which returns `{\"access_token\": \"eyJhbGciOi...\", \"expires_in\": 3599}`; "
            f"the token is scoped `viewables:read` only. See ADR-{g.r.randint(10, 60)}.")


CLEAN_T = [c_env_example, c_aps_docs, c_urn, c_ifc, c_rtsp_env, c_compose_env, c_checksums, c_git_log, c_pubkey, c_thumb,
           c_changeme_docs, c_hub_ids, c_procore_log, c_hook_ls, c_k8s_ref, c_chat, c_estimate_json, c_tfvars, c_gps,
           c_traceback, c_powershell, c_webhook_payload, c_pdf_meta, c_lockfile, c_pin_docs, c_jwt_docs]


def main() -> None:
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = SECRET_T[i % len(SECRET_T)]()
            assert cls in ("self-identifying", "name-context", "structural")
            for s in secrets:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": secrets},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN_T[i % len(CLEAN_T)]()}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
