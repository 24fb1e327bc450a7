"""Blind redaction source "hrpayroll": HR and payroll integrations (Workday, BambooHR, ADP, Gusto, Personio,
Greenhouse and Lever ATS, background checks, payroll SFTP drops and PGP, SCIM provisioning).

Written blind by the helper "corpora4" on 2026-12-03 (round 20), without reading memtool's rules, tests or results.
Every value is random and made up (seeded); rerunning writes hrpayroll_secrets.jsonl and hrpayroll_clean.jsonl
byte-identically. Imports only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, Gen  # noqa: E402

FAMILY = "hrpayroll"
OUT = Path(__file__).resolve().parent
g = Gen(20261203_3)
r = g.r

WORDS = ["payroll", "benefits", "onboard", "ledger", "harvest", "summit", "copper", "orbit", "lantern", "pixel", "canyon", "tulip",
         "walnut", "gazebo", "quorum", "bonus", "accrual", "tenure", "roster", "falcon"]
SAFE = B62 + "-_.~"
LOW = string.ascii_lowercase


def pw(url_safe: bool = False) -> str:
    k = r.randint(0, 8)
    if k == 0:
        v = g.s(B62, r.randint(16, 32))
    elif k == 1:
        v = g.s(B62 + "!#%^*-_+=@", r.randint(12, 22))
    elif k == 2:
        v = "-".join(r.choice(WORDS) for _ in range(r.randint(3, 4))) + str(r.randint(1, 99))
    elif k == 3:
        v = r.choice(WORDS).capitalize() + str(r.randint(2015, 2027)) + r.choice("!#$*?")
    elif k == 4:
        v = r.choice(["Payroll", "hr", "adp", "Welcome", "Spring", "onboard"]) + str(r.randint(1, 999))
    elif k == 5:
        v = g.hexs(r.choice([32, 40, 64]))
    elif k == 6:
        v = g.b64(r.choice([18, 24, 32]))
    elif k == 7:
        v = g.machine_pw()
    else:
        v = g.human_pw()
    if url_safe:
        v = "".join(c if c in SAFE else r.choice(B62) for c in v)
    return v


def pin() -> str:
    return str(r.randint(10 ** (r.choice([4, 6]) - 1), 10 ** r.choice([6, 7]) - 1))[:r.choice([4, 5, 6, 7])]


def ts() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def bash_hook(cmd: str, stdout: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": r.choice(["Check config", "Run command", "Inspect connector"])},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def read_hook(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                  "numLines": content.count("\n") + 1}}}, ensure_ascii=False)


def cmd_out(cmd: str, out: str) -> str:
    x = r.random()
    if x < .25:
        return bash_hook(cmd, out)
    return f"$ {cmd}\n{out}"


def file_out(path: str, content: str) -> str:
    x = r.random()
    if x < .2:
        return read_hook(path, content)
    if x < .45:
        return f"$ cat {path}\n{content}"
    if x < .6:
        return f"==> {path} <==\n{content}"
    return content


def ts() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def wid() -> str:
    return g.hexs(32)


def pgp_private() -> str:
    lines = [g.b64(48) for _ in range(r.randint(6, 12))] + [g.b64(r.randint(12, 40))]
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + g.b64(3) + "\n-----END PGP PRIVATE KEY BLOCK-----"


TENANT = ["acme", "acme_preview", "globex1", "initech_impl", "umbrella3"]


# ---------------------------------------------------------------- secrets: each returns (class, text, [secrets])
def s_workday_wss():
    p = pw()
    u = f"ISU_{r.choice(['Payroll_Export', 'Okta', 'Benefits_Carrier', 'Greenhouse'])}@{r.choice(TENANT)}"
    xml = (f"<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:bsvc=\"urn:com.workday/bsvc\">\n  <soapenv:Header>\n"
           f"    <wsse:Security soapenv:mustUnderstand=\"1\" xmlns:wsse=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd\">\n"
           f"      <wsse:UsernameToken>\n        <wsse:Username>{u}</wsse:Username>\n"
           f"        <wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">{p}</wsse:Password>\n"
           f"      </wsse:UsernameToken>\n    </wsse:Security>\n  </soapenv:Header>\n  <soapenv:Body>\n    <bsvc:Get_Workers_Request bsvc:version=\"v42.1\"/>\n  </soapenv:Body>\n</soapenv:Envelope>")
    return "structural", file_out(r.choice(["soap/get_workers.xml", "integrations/workday/request.xml"]), xml), [p]


def s_workday_refresh():
    tok = g.s(B62, r.choice([88, 100, 128]))
    t = r.choice([f"WORKDAY_TENANT={r.choice(TENANT)}\nWORKDAY_CLIENT_ID={g.s(B62, 44)}\nWORKDAY_REFRESH_TOKEN={tok}\nWORKDAY_TOKEN_URL=https://wd2-impl-services1.workday.com/ccx/oauth2/{r.choice(TENANT)}/token\n",
                  cmd_out(f"curl -s -X POST https://wd5-services1.myworkday.com/ccx/oauth2/{r.choice(TENANT)}/token -d grant_type=refresh_token -d refresh_token={tok} -u \"$WD_CLIENT_ID:$WD_CLIENT_SECRET\"",
                          '{"access_token":"(short-lived, not shown)","token_type":"Bearer"}')])
    return ("name-context" if t.startswith("WORKDAY") else "structural"), t, [tok]


def s_workday_client_secret():
    cs = g.s(LOW + string.digits, r.choice([52, 80]))
    t = file_out("config/workday.yml", f"workday:\n  tenant: {r.choice(TENANT)}\n  host: wd2-impl-services1.workday.com\n  client_id: {g.s(B62, 44)}\n  client_secret: {cs}\n  raas_report: Custom_Report_Headcount\n")
    return "name-context", t, [cs]


def s_bamboo_curl():
    k = g.hexs(40)
    co = r.choice(["acme", "globexinc", "initech"])
    cmd = f"curl -s -u \"{k}:x\" -H 'Accept: application/json' https://api.bamboohr.com/api/gateway.php/{co}/v1/employees/directory"
    return "structural", cmd_out(cmd, json.dumps({"fields": [{"id": "displayName", "type": "text"}], "employees": [{"id": str(r.randint(100, 999)), "displayName": "Ana Souza", "jobTitle": "Payroll Specialist"}]})), [k]


def s_bamboo_env():
    k = g.hexs(40)
    t = r.choice([f"BAMBOOHR_SUBDOMAIN=acme\nBAMBOOHR_API_KEY={k}\n", f"bamboo = BambooHR(subdomain=\"acme\", api_key=\"{k}\")\nfor emp in bamboo.get_employee_directory():\n    print(emp[\"workEmail\"])\n"])
    return "name-context", t, [k]


def s_adp_mtls():
    block, _ = g.pem(r.choice(["PRIVATE KEY", "RSA PRIVATE KEY"]))
    t = r.choice([f"$ cat certs/adp/acme_auth.key\n{block}",
                  f"# ADP Marketplace mutual TLS\nADP_SSL_CERT_PATH=certs/adp/acme_auth.pem\nADP_SSL_KEY=\"{block}\"\n"])
    return "self-identifying", t, [block]


def s_adp_token():
    cid, cs = g.uuid(), g.uuid()
    cmd = (f"curl -s --cert certs/acme_auth.pem --key certs/acme_auth.key -X POST https://accounts.adp.com/auth/oauth/v2/token "
           f"-d 'grant_type=client_credentials&client_id={cid}&client_secret={cs}'")
    return "structural", cmd_out(cmd, '{"access_token":"' + g.uuid() + '","token_type":"Bearer","expires_in":3600,"scope":"api"}'), [cs]


def s_adp_secret_file():
    cs = g.uuid()
    t = file_out("adp/credentials.json", json.dumps({"clientID": g.uuid(), "clientSecret": cs, "sslCertPath": "certs/acme_auth.pem",
                                                      "sslKeyPath": "certs/acme_auth.key", "tokenUrl": "https://accounts.adp.com/auth/oauth/v2/token"}, indent=2))
    return "name-context", t, [cs]


def s_gusto():
    tok = g.s(B62 + "-_", r.choice([43, 64]))
    t = r.choice([cmd_out(f"curl -s https://api.gusto-demo.com/v1/companies/{g.uuid()}/employees -H 'Authorization: Bearer {tok}' -H 'X-Gusto-API-Version: 2024-04-01'", "[]"),
                  f"GUSTO_CLIENT_ID={g.s(B62 + '-_', 43)}\nGUSTO_CLIENT_SECRET={tok}\nGUSTO_REDIRECT_URI=https://hr.acme.example/oauth/gusto\n"])
    return ("structural" if "Bearer" in t else "name-context"), t, [tok]


def s_personio():
    cs = "papi-" + g.s(LOW + string.digits, 8) + "-" + g.s(LOW + string.digits, 4) + "-" + g.s(LOW + string.digits, 24) if r.random() < .5 else g.s(B62, 48)
    t = r.choice([cmd_out(f"curl -s -X POST 'https://api.personio.de/v1/auth?client_id={g.s(B62, 20)}&client_secret={cs}'", '{"success":true,"data":{"token":"(hidden)"}}'),
                  f"personio:\n  client_id: {g.s(B62, 20)}\n  client_secret: \"{cs}\"\n  partner_id: ACME\n  app_id: hr-sync\n"])
    return ("structural" if "curl" in t else "name-context"), t, [cs]


def s_greenhouse():
    k = g.hexs(32) + "-" + str(r.randint(1, 9)) if r.random() < .3 else g.hexs(32)
    t = r.choice([cmd_out(f"curl -s -u '{k}:' 'https://harvest.greenhouse.io/v1/candidates?per_page=2'", '[{"id": 4019' + str(r.randint(10000, 99999)) + ', "first_name": "Jordan"}]'),
                  f"GREENHOUSE_HARVEST_API_KEY={k}\nGREENHOUSE_ON_BEHALF_OF={r.randint(100000, 999999)}\n",
                  f"harvest = Harvest(api_key=\"{k}\")\njobs = harvest.jobs(status=\"open\")\n"])
    return ("structural" if "-u '" in t else "name-context"), t, [k]


def s_greenhouse_webhook():
    k = g.s(B62, r.choice([24, 32]))
    t = f"Greenhouse > Configure > Dev Center > Web Hooks\nName: Candidate hired -> Workday\nEndpoint URL: https://hooks.acme.example/greenhouse/hired\nSecret key: {k}\nError recipient: hr-eng@acme.example"
    return "name-context", t, [k]


def s_lever():
    k = g.s(B62 + "/+", 40)
    t = r.choice([cmd_out(f"curl -u {k}: https://api.lever.co/v1/opportunities?limit=1", '{"data":[],"hasNext":false}'),
                  f"LEVER_API_KEY={k}\nLEVER_WEBHOOK_SIGNATURE_TOKEN={g.s(B62, 32)}\n"])
    if "LEVER_API_KEY" in t:
        return "name-context", t, [k, t.split("LEVER_WEBHOOK_SIGNATURE_TOKEN=")[1].strip()]
    return "structural", t, [k]


def s_checkr():
    k = g.hexs(40)
    t = r.choice([cmd_out(f"curl -X POST https://api.checkr.com/v1/invitations -u {k}: -d package=tasker_standard -d candidate_id={g.hexs(24)}",
                          json.dumps({"id": g.hexs(24), "status": "pending", "invitation_url": "https://apply.checkr.com/invite/acme/" + g.hexs(10)})),
                  f"CHECKR_API_KEY={k}\nCHECKR_PACKAGE=driver_pro\n"])
    return ("structural" if "-u " in t else "name-context"), t, [k]


def s_sterling_soap():
    p = pw()
    xml = (f"<BackgroundCheck userId=\"acme_hr_api\" password=\"{p}\">\n  <BackgroundSearchPackage action=\"submit\" type=\"Standard\">\n"
           f"    <ReferenceId>{g.uuid()}</ReferenceId>\n  </BackgroundSearchPackage>\n</BackgroundCheck>")
    return "structural", file_out("screening/request_template.xml", xml), [p]


def s_sftp_url():
    p = pw(url_safe=True)
    u = r.choice(["acme_payroll", "pyx_4471", "adp_drop", "svc_paychex"])
    h = r.choice(["sftp.paychex.example", "mft.payroll-vendor.example.net", "sftp.adp.example.com", "files.ceridian.example"])
    t = r.choice([f"PAYROLL_SFTP_URL=sftp://{u}:{p}@{h}:22/inbound\n",
                  f"$ curl -T payroll_20261130.csv.pgp sftp://{u}:{p}@{h}/inbound/\n  % Total    % Received % Xferd  Average Speed   Time\n100 48211    0     0  100 48211      0   9311  0:00:05 --:--:--",
                  f"  - name: upload payroll file\n    ansible.builtin.shell: curl -T {{{{ payroll_file }}}} sftp://{u}:{p}@{h}/inbound/\n"])
    return "structural", t, [p]


def s_lftp():
    p = pw()
    t = cmd_out(f"lftp -u acme_payroll,'{p}' sftp://mft.payroll-vendor.example.net -e 'cd inbound; mput gl_export_*.csv.pgp; bye'", "Total 3 files transferred")
    return "structural", t, [p]


def s_winscp_ini():
    p = pw()
    t = (f"[Sessions\\Payroll%20Drop]\nHostName=sftp.paychex.example\nUserName=acme_payroll\nPassword={p}\nPortNumber=22\nFSProtocol=2\n")
    return "name-context", file_out("C:/Users/payroll/AppData/Roaming/WinSCP.ini", t), [p]


def s_pgp_block():
    b = pgp_private()
    t = r.choice([f"$ gpg --export-secret-keys --armor payroll@acme.example\n{b}", f"# payroll file decryption key (vendor returns)\n{b}\n"])
    return "self-identifying", t, [b]


def s_gpg_passphrase():
    p = pw() if r.random() < .5 else " ".join(r.choice(WORDS) for _ in range(4)).replace(" ", "-")
    t = cmd_out(f"gpg --batch --yes --pinentry-mode loopback --passphrase '{p}' --decrypt returns/ack_20261130.csv.pgp > ack.csv",
                "gpg: encrypted with rsa4096 key, ID 6F2A91C4D0E3B7A1, created 2025-01-14\n      \"Acme Payroll <payroll@acme.example>\"")
    return "structural", t, [p]


def s_scim_bearer():
    tok = g.s(B62, r.choice([32, 40, 64])) if r.random() < .6 else g.jwt(sub="scim-okta")
    t = r.choice([f"POST /scim/v2/Users HTTP/1.1\nHost: hr.acme.example\nAuthorization: Bearer {tok}\nContent-Type: application/scim+json\n\n{{\"schemas\":[\"urn:ietf:params:scim:schemas:core:2.0:User\"],\"userName\":\"new.hire@acme.example\"}}",
                  cmd_out(f"curl -s https://api.example-hris.com/scim/v2/Users?count=1 -H 'Authorization: Bearer {tok}'", '{"totalResults":812,"Resources":[]}')])
    return "structural", t, [tok]


def s_scim_entra():
    tok = g.s(B62, 40)
    t = (f"Provisioning > Admin Credentials\n  Tenant URL:   https://api.example-hris.com/scim/v2/\n  Secret Token: {tok}\n  [Test Connection]  The supplied credentials are authorized to enable provisioning.")
    return "name-context", t, [tok]


def s_scim_config():
    tok = g.s(B62 + "-_", 43)
    t = file_out("provisioning/okta_app.tf", f"resource \"okta_app_oauth\" \"hris\" {{\n  label = \"HRIS\"\n}}\n\nvariable \"scim_token\" {{\n  default = \"{tok}\"\n}}\n")
    return "name-context", t, [tok]


def s_ukg():
    k, p = g.s(UPPER + string.digits, 5), pw()
    t = cmd_out(f"curl -s -u 'svc_integration:{p}' -H 'US-CUSTOMER-API-KEY: {k}' https://service4.ultipro.com/personnel/v1/person-details", "[]")
    return "structural", t, [p]


def s_hibob():
    sid, tok = "SERVICE-" + str(r.randint(1000, 99999)), g.s(B62, 40)
    b = base64.b64encode(f"{sid}:{tok}".encode()).decode()
    t = r.choice([f"GET /v1/people/search HTTP/1.1\nHost: api.hibob.com\nAuthorization: Basic {b}\n", f"HIBOB_SERVICE_USER_ID={sid}\nHIBOB_SERVICE_USER_TOKEN={tok}\n"])
    return ("structural" if "Basic" in t else "name-context"), t, [b if "Basic" in t else tok]


def s_rippling_deel():
    tok = g.s(B62, r.choice([64, 40]))
    t = r.choice([f"RIPPLING_API_TOKEN={tok}\n", f"deel:\n  api_token: {tok}\n  environment: production\n", f"REMOTE_API_TOKEN={tok}  # remote.com, employer of record"])
    return "name-context", t, [tok]


def s_successfactors():
    p = pw(url_safe=True)
    t = r.choice([cmd_out(f"curl -s -u 'sfapi@ACMECORPT1:{p}' 'https://api12preview.sapsf.eu/odata/v2/User?$top=1&$format=json'", '{"d":{"results":[]}}'),
                  f"https://sfapi%40ACMECORPT1:{p}@api12preview.sapsf.eu/odata/v2/PerPerson?$format=json"])
    return "structural", t, [p]


def s_dayforce():
    p = pw()
    t = file_out("dayforce.properties", f"dayforce.client.namespace=acmecorp\ndayforce.username=DFAPI_ACME\ndayforce.password={p}\ndayforce.url=https://usr57-services.dayforcehcm.com/Api\n")
    return "name-context", t, [p]


def s_net_use():
    p = pw()
    t = f"C:\\> net use P: \\\\fs01\\payroll$ /user:CORP\\svc_payroll {p} /persistent:no\nThe command completed successfully."
    return "structural", t, [p]


def s_hris_db():
    p = pw(url_safe=True)
    t = r.choice([f"HRIS_DATABASE_URL=postgresql://hris_app:{p}@hris-db.internal:5432/hris\n",
                  f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"hris-db.internal\" failed: timeout\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[url: postgresql+psycopg2://payroll_ro:{p}@hris-db.internal:5432/payroll]"])
    return "structural", t, [p]


def s_chat():
    p = pw()
    t = r.choice([f"FYI the Workday ISU password expired over the weekend. New one: {p} — I've updated it in the integration system but not yet in the vault.",
                  f"can someone paste the ADP SFTP password? nvm found it: {p}",
                  f"Ticket HR-{r.randint(1000, 9999)}: Gusto sandbox login for QA is qa-payroll@acme.example / {p}"])
    return ("structural" if " / " in t else "name-context"), t, [p]


def s_provider_token():
    name, tok, sec = g.self_identifying()
    t = r.choice([f"# offer-letter and onboarding notifications\nNOTIFY_{name.upper()}_KEY={tok}\n",
                  cmd_out("cat .github/workflows/hris-sync.yml | grep -n token", f"23:          token: {tok}"),
                  f"{ts()} INFO onboarding.notify sending welcome pack via {name} using key {tok}",
                  f"integrations:\n  {name}:\n    secret: {tok}\n    channel: people-ops\n"])
    return "self-identifying", t, [sec]


def s_pytest():
    k = g.hexs(40)
    t = (f"_____________________ test_directory_sync _____________________\n\nclient = BambooClient(subdomain='acme', api_key='{k}')\n\n    def test_directory_sync(client):\n"
         f">       rows = client.directory()\nE       requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.bamboohr.com/api/gateway.php/acme/v1/employees/directory\n\ntests/test_sync.py:14: HTTPError")
    return "name-context", cmd_out("pytest -x -l tests/test_sync.py", t), [k]


def s_everify():
    p = pw()
    t = f"[e-verify]\nendpoint = https://stage-everify.uscis.example/WebService\nuser_id = ACME{r.randint(1000, 9999)}\npassword = {p}\nemployer_id = {r.randint(100000, 999999)}\n"
    return "name-context", file_out("config/everify.ini", t), [p]


def s_paylocity():
    cs = g.s(B62 + "+/", r.choice([88, 64]))
    t = cmd_out(f"curl -s -X POST https://api.paylocity.com/IdentityServer/connect/token -d grant_type=client_credentials -d scope=WebLinkAPI -d client_id={g.s(B62, 20)} -d client_secret={cs}",
                '{"access_token":"...","expires_in":3600}')
    return "structural", t, [cs]


def s_hook_env():
    k, p = g.hexs(40), pw()
    env = {"BAMBOOHR_API_KEY": k, "ADP_SFTP_PASSWORD": p, "HOME": "/home/dev", "TZ": "UTC"}
    out = "\n".join(f"{a}={b}" for a, b in env.items())
    return "name-context", bash_hook("printenv | grep -E 'BAMBOO|ADP|HOME|TZ'", out), [k, p]


SECRETS = [s_workday_wss, s_workday_refresh, s_workday_client_secret, s_bamboo_curl, s_bamboo_env, s_adp_mtls, s_adp_token,
           s_adp_secret_file, s_gusto, s_personio, s_greenhouse, s_greenhouse_webhook, s_lever, s_checkr, s_sterling_soap,
           s_sftp_url, s_lftp, s_winscp_ini, s_pgp_block, s_gpg_passphrase, s_scim_bearer, s_scim_entra, s_scim_config, s_ukg,
           s_hibob, s_rippling_deel, s_successfactors, s_dayforce, s_net_use, s_hris_db, s_chat, s_provider_token, s_pytest,
           s_everify, s_paylocity, s_hook_env, s_provider_token]


# ---------------------------------------------------------------- clean texts
def c_directory():
    emps = [{"id": str(r.randint(100, 999)), "displayName": n, "department": d, "workEmail": f"{n.split()[0].lower()}@acme.example", "photoUploaded": True,
             "photoUrl": f"https://images.bamboohr.com/{r.randint(10000, 99999)}/photos/{r.randint(100, 999)}-0-4.jpg?v={g.hexs(8)}"}
            for n, d in [("Ana Souza", "Finance"), ("Kwame Mensah", "Engineering"), ("Li Wei", "People")]]
    return cmd_out("curl -s -u \"$BAMBOOHR_API_KEY:x\" -H 'Accept: application/json' https://api.bamboohr.com/api/gateway.php/acme/v1/employees/directory | jq .employees",
                   json.dumps(emps, indent=2))


def c_scim_user():
    return json.dumps({"schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"], "id": g.uuid(), "externalId": wid(), "userName": "m.okafor@acme.example",
                       "name": {"givenName": "Mira", "familyName": "Okafor"}, "active": True,
                       "meta": {"resourceType": "User", "created": ts() + "Z", "version": f"W/\"{g.hexs(16)}\"", "location": f"https://api.example-hris.com/scim/v2/Users/{g.uuid()}"}}, indent=2)


def c_placeholder_docs():
    return r.choice(["```bash\ncurl -u \"<API_KEY>:x\" https://api.bamboohr.com/api/gateway.php/<subdomain>/v1/employees/directory\n```\nBambooHR ignores the password part; any string (conventionally `x`) works.",
                     "To rotate the Workday ISU password: Workday > Maintain Password for Integration System User > enter a new password, then update `WORKDAY_ISU_PASSWORD` in Vault (`vault kv put hr/workday isu_password=-`).",
                     "PAYROLL_SFTP_URL=sftp://USER:PASSWORD@sftp.vendor.example/inbound   # example only, real value in 1Password \"Payroll SFTP\""])


def c_env_refs():
    return file_out("docker-compose.yml", "services:\n  hris-sync:\n    image: acme/hris-sync:3.1.0\n    environment:\n      BAMBOOHR_API_KEY: ${BAMBOOHR_API_KEY}\n      GREENHOUSE_HARVEST_API_KEY: ${GREENHOUSE_HARVEST_API_KEY}\n      PAYROLL_SFTP_PASSWORD: ${PAYROLL_SFTP_PASSWORD:?required}\n")


def c_workday_ids():
    return (f"<wd:Worker_Reference>\n  <wd:ID wd:type=\"WID\">{wid()}</wd:ID>\n  <wd:ID wd:type=\"Employee_ID\">{r.randint(10000, 99999)}</wd:ID>\n</wd:Worker_Reference>\n"
            f"<wd:Position_Reference>\n  <wd:ID wd:type=\"WID\">{wid()}</wd:ID>\n  <wd:ID wd:type=\"Position_ID\">P-{r.randint(1000, 9999)}</wd:ID>\n</wd:Position_Reference>")


def c_checksum():
    return (f"$ sha256sum payroll_20261130.csv.pgp\n{g.sha256()}  payroll_20261130.csv.pgp\n$ gpg --list-packets payroll_20261130.csv.pgp | head -2\n"
            f"gpg: encrypted with rsa4096 key, ID {g.hexs(16).upper()}, created 2025-01-14\n:pubkey enc packet: version 3, algo 1, keyid {g.hexs(16).upper()}")


def c_pgp_public():
    body = "\n".join(g.b64(48) for _ in range(8)) + "\n" + g.b64(20)
    return f"# Vendor's public key: encrypt outbound payroll files with it\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{body}\n={g.b64(3)}\n-----END PGP PUBLIC KEY BLOCK-----"


def c_gpg_list():
    fp = g.hexs(40).upper()
    return cmd_out("gpg --list-keys --fingerprint payroll-vendor", f"pub   rsa4096 2025-01-14 [SC] [expires: 2027-01-14]\n      {' '.join(fp[i:i + 4] for i in range(0, 40, 4))}\nuid           [ full ] Vendor Payroll Files <files@payroll-vendor.example>\nsub   rsa4096 2025-01-14 [E]")


def c_greenhouse_webhook():
    return json.dumps({"action": "hire_candidate", "payload": {"application": {"id": r.randint(10 ** 8, 10 ** 9), "candidate": {"id": r.randint(10 ** 8, 10 ** 9), "first_name": "Sam", "last_name": "Ortiz"},
                                                                                "jobs": [{"id": r.randint(10 ** 6, 10 ** 7), "name": "Payroll Analyst"}], "status": "hired"}}}, indent=2) + \
        f"\n\nheader Signature: sha256 {g.sha256()}"


def c_bank_masked():
    return (f"Direct deposit updated for employee {r.randint(10000, 99999)}\nBank: First Example Bank   Routing (ABA): 0{r.randint(10000000, 99999999)}   Account: ******{r.randint(1000, 9999)}\n"
            f"Change id {g.uuid()} approved by payroll-admin; prenote sent {ts()[:10]}")


def c_changeme():
    return ("## Onboarding laptop accounts\n\nNew hires get a temporary password that must be changed at first login. The template in the runbook shows `changeme` as the "
            "example; the provisioning script generates a random one and sends it by SMS, never by e-mail.")


def c_checkr_report():
    return json.dumps({"id": g.hexs(24), "object": "report", "status": "clear", "package": "tasker_standard", "candidate_id": g.hexs(24),
                       "ssn_trace_id": g.hexs(24), "sex_offender_search_id": g.hexs(24), "created_at": ts() + "Z"}, indent=2)


def c_git_log():
    return cmd_out("git log --oneline -5", "\n".join(f"{g.hexs(7)} {m}" for m in [
        "payroll: encrypt GL export with vendor's new public key", "scim: stop logging Authorization headers", "workday: move ISU password to vault",
        "greenhouse: verify webhook signatures", "docs: payroll cut-off calendar 2027"]))


def c_env_example():
    return file_out(".env.example", "BAMBOOHR_SUBDOMAIN=acme\nBAMBOOHR_API_KEY=\nWORKDAY_CLIENT_SECRET=<from Workday: Register API Client>\nPERSONIO_CLIENT_SECRET=your_client_secret\nPAYROLL_SFTP_PASSWORD=changeme\n")


def c_sftp_hostkey():
    return (f"$ ssh-keyscan -t ed25519 sftp.paychex.example 2>/dev/null | ssh-keygen -lf -\n256 SHA256:{g.b64(32).rstrip('=')} sftp.paychex.example (ED25519)\n"
            f"$ cat known_hosts\nsftp.paychex.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32).rstrip('=')}")


def c_payroll_summary():
    rows = "\n".join(f"{r.randint(10000, 99999)}  {r.choice(['SALARY', 'HOURLY'])}  {r.randint(2000, 9000)}.{r.randint(10, 99)}  {r.randint(300, 2000)}.{r.randint(10, 99)}" for _ in range(5))
    return f"Pay period 2026-11-16 – 2026-11-30, batch {g.uuid()}\nEMP    TYPE    GROSS    TAX\n{rows}\nTotals reconciled: yes (checksum {g.hexs(8)})"


def c_workday_error():
    return (f"<SOAP-ENV:Fault>\n  <faultcode>SOAP-ENV:Client.authenticationError</faultcode>\n  <faultstring>invalid username or password</faultstring>\n</SOAP-ENV:Fault>\n"
            f"correlation id {g.uuid()}; integration event {wid()}")


def c_lever_ids():
    return cmd_out("curl -s -u \"$LEVER_API_KEY:\" 'https://api.lever.co/v1/opportunities?limit=2' | jq '.data[] | {id, stage, owner}'",
                   "\n".join(json.dumps({"id": g.uuid(), "stage": g.uuid(), "owner": g.uuid()}, indent=2) for _ in range(2)))


def c_jwt_header_docs():
    return ("The SCIM endpoint accepts `Authorization: Bearer <token>`; tokens are created under Settings > Provisioning and shown once. "
            "In logs we keep only the token's id (`tok_` + 8 characters) and its last four characters.")


def c_adp_event():
    return json.dumps({"events": [{"eventID": g.uuid(), "eventNameCode": {"codeValue": "worker.hire"}, "recordDateTime": ts() + "Z",
                                   "data": {"output": {"worker": {"associateOID": "G3" + g.s(UPPER + string.digits, 14), "workerID": {"idValue": str(r.randint(100000, 999999))}}}}}]}, indent=2)


CLEAN = [c_directory, c_scim_user, c_placeholder_docs, c_env_refs, c_workday_ids, c_checksum, c_pgp_public, c_gpg_list,
         c_greenhouse_webhook, c_bank_masked, c_changeme, c_checkr_report, c_git_log, c_env_example, c_sftp_hostkey,
         c_payroll_summary, c_workday_error, c_lever_ids, c_jwt_header_docs, c_adp_event]


def main() -> None:
    secrets, clean = [], []
    for i in range(250):
        fn = SECRETS[i % len(SECRETS)] if i < len(SECRETS) * 5 else r.choice(SECRETS)
        cls, text, vals = fn()
        assert cls in ("self-identifying", "name-context", "structural")
        for v in vals:
            assert v and v in text, (FAMILY, i, fn.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    for i in range(100):
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN[i % len(CLEAN)]()})
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
