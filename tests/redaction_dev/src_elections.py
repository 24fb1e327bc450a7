"""Blind redaction source "elections" (round 54, helper corpora26): civic tech, campaigns and elections.

Voter-file vendors, NGP VAN / EveryAction, ActBlue / WinRed, phone- and text-banking tools, canvassing apps,
election-night results feeds and county election office IT. Seeded; standard library and _tokens only.
Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "elections"
g = Gen(5401)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["ballot", "precinct", "canvass", "turnout", "ward", "caucus", "primary", "runoff", "county", "mail",
         "harbor", "maple", "river", "summit", "lantern", "copper", "willow", "meadow", "granite", "orbit",
         "pelican", "thunder", "velvet", "saffron", "juniper", "glacier"]
STATES = ["az", "ga", "pa", "wi", "mi", "nv", "nc", "oh", "mn", "co", "va", "nh", "me", "ia", "tx", "fl"]
COUNTIES = ["Maricopa", "Fulton", "Dane", "Washtenaw", "Clark", "Wake", "Franklin", "Hennepin", "Boulder",
            "Fairfax", "Hillsborough", "Cumberland", "Polk", "Travis", "Orange", "Erie", "Kent", "Marion"]
PEOPLE = ["dana", "marcus", "priya", "jules", "tomas", "keisha", "wen", "brooke", "ahmed", "lucia", "sam", "ines"]
ORGS = ["fwd-wi", "votewin", "gotv-az", "bluewave-pa", "peoplefirst", "cityforward", "newvoters", "civicaction",
        "statehouse-dems", "forward-mn", "citizensunited-nc", "progress-ga"]


def alnum(n: int) -> str:
    return g.s(B62, n)


def pin(n: int = 4) -> str:
    return g.s(DIG, n)


def words_pw() -> str:
    return R.choice(WORDS).capitalize() + R.choice(WORDS).capitalize() + str(R.randint(1, 99))


def passphrase() -> str:
    return "-".join(R.sample(WORDS, 4))


def legacy() -> str:
    return g.s(LOW, R.randint(4, 6)) + g.s(DIG, 2)


def safe_pw() -> str:
    k = R.randint(0, 4)
    if k == 0:
        return words_pw()
    if k == 1:
        return alnum(R.randint(12, 20))
    if k == 2:
        return g.s(LOW, 5) + g.s(DIG, 3) + g.s(UPPER, 2)
    if k == 3:
        return legacy()
    return g.human_pw().rstrip("!#$%.?*&+") + R.choice(["", "x", "Q"])


def any_pw() -> str:
    return safe_pw() if R.random() < .5 else g.pw()


def van_key() -> str:
    return g.uuid() + "|" + R.choice(["0", "1"])


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def fecid() -> str:
    return "C00" + pin(6)


def county() -> str:
    return R.choice(COUNTIES)


def st() -> str:
    return R.choice(STATES)


def person() -> str:
    return R.choice(PEOPLE)


def org() -> str:
    return R.choice(ORGS)


def hook(tool: str, inner: dict) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": R.choice(["PostToolUse", "PreToolUse"]),
                       "tool_name": tool, "tool_input": inner, "cwd": f"/home/{person()}/src/{org()}"}, indent=R.choice([None, 2]))


# ---------------------------------------------------------------- secret texts: each returns (class, text, [values])
def s_parsons_env():
    v, ab, mob = van_key(), alnum(40), alnum(R.choice([32, 40]))
    pick = R.randint(0, 2)
    secs = [[v], [ab], [mob]][pick]
    txt = (f"# .env for the {org()} parsons pipelines\nVAN_API_KEY={v if pick == 0 else '${VAN_API_KEY}'}\n"
           f"VAN_DB_MODE=1\nACTBLUE_CLIENT_UUID={g.uuid()}\nACTBLUE_CLIENT_SECRET={ab if pick == 1 else ''}\n"
           f"MOBILIZE_AMERICA_API_KEY={mob if pick == 2 else 'changeme'}\nCIVIS_DATABASE=TMC\n")
    return "name-context", txt, secs


def s_van_basic():
    app = R.choice(["demsstatepartyapi", "gotvtoolsync", "fieldops.etl", "relationalapp"])
    k = van_key()
    b = basic(app, k)
    if R.random() < .5:
        return "structural", (f"$ curl -s -X POST https://api.securevan.com/v4/people/find \\\n  -H 'Authorization: Basic {b}' \\\n"
                              f"  -H 'Content-Type: application/json' -d '{{\"firstName\":\"Ana\",\"lastName\":\"Ruiz\",\"zipOrPostalCode\":\"5370{R.randint(1,9)}\"}}'\n"
                              "{\"vanId\":1029384756,\"status\":\"Matched\"}"), [b]
    return "structural", (f"import requests\nVAN = requests.Session()\nVAN.auth = (\"{app}\", \"{k}\")  # app name, key|dbMode\n"
                          "r = VAN.get(\"https://api.securevan.com/v4/echoes\")\nprint(r.status_code)"), [k]


def s_van_yaml():
    k = van_key()
    return "name-context", (f"van:\n  application_name: {org()}-sync\n  api_key: \"{k}\"\n  db_mode: MyCampaign\n"
                            f"  committee_id: {R.randint(10000, 99999)}\nsync:\n  activist_codes: [\"Volunteer 2026\", \"Yard Sign\"]\n"), [k]


def s_actblue_csv():
    cid, sec = g.uuid(), alnum(R.choice([40, 44]))
    b = basic(cid, sec)
    k = R.randint(0, 1)
    if k == 0:
        return "structural", (f"curl -u {cid}:{sec} -X POST https://secure.actblue.com/api/v1/csvs \\\n"
                              "  -H 'Accept: application/json' -d '{\"csv_type\":\"paid_contributions\",\"date_range_start\":\"2026-10-01\",\"date_range_end\":\"2026-10-31\"}'"), [sec]
    return "structural", ("GET /api/v1/csvs/" + g.uuid() + " HTTP/1.1\r\nHost: secure.actblue.com\r\n"
                          f"Authorization: Basic {b}\r\nAccept: application/json\r\n\r\n"), [b]


def s_actblue_webhook():
    u, p = R.choice(["actblue", "ab-hooks", "donations"]), any_pw()
    if R.random() < .5:
        return "structural", (f"# ActBlue > Integrations > Webhooks\nEndpoint URL: https://hooks.{org()}.org/actblue/contribution\n"
                              f"Username: {u}\nPassword: {p}\nType: ActBlue Default\n"), [p]
    return "name-context", (f"// verify ActBlue webhook basic auth\nconst ACTBLUE_WEBHOOK_USER = '{u}';\n"
                            f"const ACTBLUE_WEBHOOK_PASSWORD = '{p}';\nexport function check(req) {{\n"
                            "  const [, b64] = (req.headers.authorization || '').split(' ');\n"
                            "  return Buffer.from(b64, 'base64').toString() === `${ACTBLUE_WEBHOOK_USER}:${ACTBLUE_WEBHOOK_PASSWORD}`;\n}"), [p]


def s_winred():
    k = alnum(40)
    sec = g.hexs(64)
    if R.random() < .5:
        return "name-context", (f"WINRED_API_KEY={k}\nWINRED_WEBHOOK_SECRET={sec}\nWINRED_ORG_ID={R.randint(1000, 9999)}\n"), [k, sec]
    return "name-context", (f"[winred]\napi_token = {k}\npages = [\"{org()}-eoq\", \"{org()}-match\"]\n"), [k]


def s_everyaction_osdi():
    k = g.uuid() + "|1"
    return "structural", (f"POST https://api.securevan.com/v4/people/findOrCreate\nAuthorization: Basic {basic('ea-forms-sync', k)}\n"
                          f"\n# (decoded: ea-forms-sync:{k})"), [basic('ea-forms-sync', k), k]


def s_action_network():
    k = g.hexs(32)
    if R.random() < .5:
        return "structural", (f"$ curl https://actionnetwork.org/api/v2/forms/ \\\n    -H \"OSDI-API-Token: {k}\"\n"
                              "{\"total_pages\":3,\"per_page\":25,\"page\":1}"), [k]
    return "name-context", (f"AN_API_KEY = \"{k}\"  # Action Network group key ({org()})\n"
                            "headers = {\"OSDI-API-Token\": AN_API_KEY, \"Content-Type\": \"application/hal+json\"}"), [k]


def s_mobilize():
    k = alnum(40)
    return "structural", (f"fetch('https://api.mobilize.us/v1/organizations/{R.randint(1000, 9999)}/events', {{\n"
                          f"  headers: {{ Authorization: 'Bearer {k}' }}\n}}).then(r => r.json())"), [k]


def s_nationbuilder():
    k = g.hexs(64)
    slug = org().replace("-", "")
    if R.random() < .5:
        return "structural", f"https://{slug}.nationbuilder.com/api/v1/people/search?email=v%40example.org&access_token={k}", [k]
    return "name-context", (f"NATIONBUILDER_SLUG={slug}\nNATIONBUILDER_API_TOKEN={k}\n"), [k]


def s_ap_elections():
    k = alnum(R.choice([28, 32]))
    c = R.randint(0, 2)
    if c == 0:
        return "name-context", (f"$ export AP_API_KEY={k}\n$ elex results 2026-11-03 --national-only -o json > results.json\n"
                                "Getting results for 2026-11-03 ... done (14.2s)"), [k]
    if c == 1:
        return "structural", (f"2026-11-04T03:12:44Z INFO poller GET https://api.ap.org/v3/elections/2026-11-03?statepostal={st().upper()}"
                              f"&level=ru&format=json&apikey={k} -> 200 (1.2 MB, nextrequest in 30s)"), [k]
    return "structural", ("GET /v3/elections/2026-11-03?resultsType=l&officeID=G HTTP/1.1\nHost: api.ap.org\n"
                          f"x-api-key: {k}\nAccept-Encoding: gzip\n"), [k]


def s_ddhq():
    cid, sec = g.uuid(), g.b64url(32)
    return "structural", (f"POST /oauth/token HTTP/1.1\nHost: resultsapi.decisiondeskhq.com\nContent-Type: application/x-www-form-urlencoded\n\n"
                          f"grant_type=client_credentials&client_id={cid}&client_secret={sec}"), [sec]


def s_targetsmart():
    k = alnum(R.choice([32, 40]))
    if R.random() < .5:
        return "structural", (f"curl -H 'x-api-key: {k}' 'https://api.targetsmart.com/person/data-enhance?search_id=0123&search_id_type=voterbase'"), [k]
    return "name-context", (f"TARGETSMART_API_KEY: {k}\nTARGETSMART_SFTP_USERNAME: {org()}\n"), [k]


def s_l2():
    cust, k = org(), g.hexs(32)
    return "structural", (f"r = requests.get(f'https://api.l2datamapping.com/api/v2/records/search/{cust}/VM_{st().upper()}',\n"
                          f"                 params={{'id': '{cust}', 'apikey': '{k}', 'format': 'json'}})"), [k]


def s_catalist_sftp():
    u, p = f"{org()}_upl", safe_pw()
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"$ lftp -u {u},{p} sftp://sftp.catalist.us\nlftp {u}@sftp.catalist.us:~> put match_upload_2026-10-12.csv.gz\n"
                              "1830221 bytes transferred in 4 seconds"), [p]
    if c == 1:
        return "structural", (f"# winscp script for the voter-file refresh\nopen sftp://{u}:{p}@files.{R.choice(['catalist.us', 'l2-data.com', 'targetsmart.com'])}/ -hostkey=\"ssh-ed25519 255 {g.b64(32).rstrip('=')}\"\n"
                              "get /outbound/VF_" + st().upper() + "_20261001.zip C:\\vf\\\nexit"), [p]
    return "name-context", (f"Host: sftp.i360.com\nUser: {u}\nPass: {p}\n(from the i360 onboarding email — file drops land in /incoming)"), [p]


def s_tmc_redshift():
    u, p = f"{org().replace('-', '_')}_ro", any_pw()
    if R.random() < .5:
        safe = safe_pw()
        return "structural", f"REDSHIFT_URL=postgresql://{u}:{safe}@tmc-warehouse.{g.s(LOW + DIG, 8)}.us-east-1.redshift.amazonaws.com:5439/dev", [safe]
    return "structural", (f"import os\nos.environ['REDSHIFT_USERNAME'] = '{u}'\nos.environ['REDSHIFT_PASSWORD'] = '{p}'\n"
                          "from parsons import Redshift\nrs = Redshift()\ntbl = rs.query('select count(*) from tmc_van.ea_contacts')"), [p]


def s_civis():
    k = g.hexs(64)
    return "name-context", (f"# Civis Platform\nCIVIS_API_KEY={k}\nexport CIVIS_API_KEY\npython -c 'import civis; print(civis.APIClient().users.list_me()[\"username\"])'"), [k]


def s_spoke_env():
    tok, msid = g.hexs(32), "MG" + g.hexs(32)
    sess = g.b64(32)
    c = R.randint(0, 1)
    if c == 0:
        return "name-context", (f"# Spoke (text banking) on Heroku\nTWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN={tok}\n"
                                f"TWILIO_MESSAGE_SERVICE_SID={msid}\nSESSION_SECRET={sess}\nDST_REFERENCE_TIMEZONE=America/New_York\n"), [tok, sess]
    return "name-context", (f"$ heroku config:set TWILIO_AUTH_TOKEN={tok} -a spoke-{org()}\nSetting TWILIO_AUTH_TOKEN and restarting ⬢ spoke-{org()}... done, v{R.randint(40, 300)}"), [tok]


def s_callhub():
    k = g.hexs(40)
    if R.random() < .5:
        return "structural", (f"curl -X GET 'https://api.callhub.io/v1/contacts/' -H 'Authorization: Token {k}'"), [k]
    return "name-context", (f"settings.CALLHUB_API_KEY = \"{k}\"\nsettings.CALLHUB_CAMPAIGN = \"GOTV phonebank wk3\""), [k]


def s_thrutext():
    k = g.b64url(R.choice([24, 32]))
    return "name-context", (f"# GetThru / ThruText export job\nTHRUTEXT_API_KEY={k}\nTHRUTEXT_ORG_SLUG={org()}\nEXPORT_BUCKET=s3://{org()}-texting-exports\n"), [k]


def s_hustle():
    cid, sec = alnum(20), alnum(40)
    return "structural", (f"POST https://api.hustle.com/v1/oauth/token\n{{\"client_id\": \"{cid}\", \"client_secret\": \"{sec}\", \"grant_type\": \"client_credentials\"}}\n"
                          "200 {\"access_token\":\"…\",\"expires_in\":7200}"), [sec]


def s_minivan_chat():
    u, p = f"{person()}.{R.choice(['field', 'fo', 'rd'])}@{org()}.org", safe_pw()
    code = g.s(UPPER + DIG, 10)
    c = R.randint(0, 3)
    if c == 0:
        return "structural", (f"[Slack #field-{st()}] {person()}: for Saturday's canvass the shared VAN login is {u} / {p} — "
                              "please don't change the 2FA phone, it's my cell"), [p]
    if c == 1:
        return "name-context", (f"{person()} 9:41 AM\nMiniVAN list code for the {county()} turf: {code}\n"
                                "(expires Sunday night, don't post it in the public volunteer group)"), [code]
    if c == 2:
        return "structural", (f"Hola equipo: para el sondeo de mañana en {county()}, usuario: {u}  contraseña: {p}\nNo la compartan fuera del grupo."), [p]
    return "structural", (f"Team, VAN-Zugang für das Wochenende:\nBenutzer {u}\nPasswort {p}\nBitte nach Sonntag ändern."), [p]


def s_reach_ecanvasser():
    k = alnum(R.choice([36, 48]))
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"ecanvasser_client = requests.Session()\necanvasser_client.headers.update({{'Authorization': 'Bearer {k}'}})\n"
                              "resp = ecanvasser_client.get('https://public-api.ecanvasser.com/contact?limit=100')"), [k]
    return "name-context", (f"reach:\n  base_url: https://api.reach.vote/api/v1\n  username: {org()}-integration\n  password: {k}\n"), [k]


def s_pdi():
    u, p, t = f"{org()}api", any_pw(), g.uuid()
    return "structural", (f"POST https://api.bluevote.com/sessions\n{{\"Username\":\"{u}\",\"Password\":\"{p}\",\"ApiToken\":\"{t}\"}}\n"
                          "-> {\"AccessToken\":\"…\",\"ExpirationDate\":\"2026-10-30T04:00:00Z\"}"), [p, t]


def s_fec_api():
    k = g.s(B62, 40)
    c = R.randint(0, 1)
    if c == 0:
        return "structural", f"https://api.open.fec.gov/v1/schedules/schedule_a/?committee_id={fecid()}&two_year_transaction_period=2026&per_page=100&api_key={k}", [k]
    return "name-context", (f"# data.gov key for FEC pulls\nFEC_API_KEY = \"{k}\"\nfor page in range(1, 20):\n    fetch(page)"), [k]


def s_fecfile():
    pw = safe_pw()
    return "name-context", (f"Ticket #{R.randint(4000, 9999)} — FECFile / e-filing\nCommittee: {fecid()}\nFiler password: {pw}\n"
                            "Treasurer asked to file the 12-day pre-general tonight; password lives only in this ticket until Vault access is sorted."), [pw]


def s_state_efile():
    u, p = f"{fecid()}", safe_pw()
    s = st().upper()
    return "structural", (f"# {s} campaign finance portal upload (cron on the treasurer's laptop)\ncurl -F file=@report_q3.csv "
                          f"-u {u}:{p} https://cfreports.sos.{s.lower()}.gov/api/filings"), [p]


def s_enr_sftp():
    p = safe_pw()
    host = f"enr-upload.{county().lower()}county.gov"
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"# election night: push results export to ENR host every 10 min\n*/10 20-23 * * * sshpass -p '{p}' "
                              f"scp /exports/Summary.xml enr@{host}:/incoming/"), [p]
    if c == 1:
        return "structural", (f"import paramiko\nt = paramiko.Transport(('{host}', 22))\nt.connect(username='results', password='{p}')\n"
                              "sftp = paramiko.SFTPClient.from_transport(t)\nsftp.put('detail.zip', '/results/detail.zip')"), [p]
    return "name-context", (f"Election night checklist ({county()} County)\n1. Export summary from tabulation EMS (air-gapped)\n"
                            f"2. Sneakernet USB to publishing PC\n3. Clarity upload password: {p}\n4. Verify public page refreshes"), [p]


def s_results_s3():
    ak, sk = g.aws_akid(), g.aws_secret()
    if R.random() < .5:
        return "self-identifying", (f"[results-publisher]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-east-2\n"), [ak, sk]
    return "self-identifying", (f"$ AWS_ACCESS_KEY_ID={ak} AWS_SECRET_ACCESS_KEY={sk} aws s3 sync ./out s3://{county().lower()}-results-2026 --acl public-read\n"
                                "upload: out/summary.json to s3://…/summary.json"), [ak, sk]


def s_poll_pad():
    p, admin = pin(R.choice([4, 6])), safe_pw()
    c = R.randint(0, 2)
    if c == 0:
        sp = pin(6)
        return "name-context", (f"Poll book setup sheet — Precinct {R.randint(100, 999)}\nPoll worker PIN: {p}\nSupervisor PIN: {sp}\n"
                                "Return sheet sealed with the tamper-evident bag."), [p, sp]
    if c == 1:
        return "name-context", (f"Hi {person()}, the e-pollbook admin passcode for early voting sites is {admin}. Sync server password unchanged."), [admin]
    es = g.hexs(32)
    return "name-context", (f"epollbook.sync:\n  server: https://pollbook-sync.{county().lower()}.local\n  device_enroll_secret: {es}\n"), [es]


def s_ems_ticket():
    p = safe_pw()
    user = R.choice(["emsadmin", "tabadmin", "ElectionAdmin", "ballotdesign"])
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"IT ticket {R.randint(10000, 99999)} ({county()} Co. Elections)\nCan't log in to the ballot-layout workstation after the patch.\n"
                              f"user: {user}\npass: {p}\nWe need this before L&A testing on Thursday."), [p]
    return "structural", (f"Bonjour, pour le poste de tabulation du bureau {R.randint(1, 40)}: identifiant {user}, mot de passe {p}. Merci de le changer après le test."), [p]


def s_vr_system():
    p = safe_pw()
    return "structural", (f"<connectionStrings>\n  <add name=\"VoterReg\" connectionString=\"Server=sqlvr01.sos.{st()}.gov;Database=VRDB;"
                          f"User Id=vr_app;Password={p};Encrypt=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>"), [p]


def s_ballot_tracking():
    k = alnum(32)
    return "structural", (f"2026-10-18 09:02:11 ERROR ballottrax.client HTTP 401 for https://api.ballottrax.net/v2/ballots?county={county()}"
                          f"&token={k} — retrying in 60s"), [k]


def s_google_civic():
    k = g.google_api()
    return "self-identifying", (f"const CIVIC_KEY = '{k}';\nfetch(`https://www.googleapis.com/civicinfo/v2/voterinfo?address=${{encodeURIComponent(addr)}}&electionId=9000&key=${{CIVIC_KEY}}`)"), [k]


def s_rtv():
    pid, k = R.randint(10000, 99999), g.hexs(40)
    return "structural", (f"POST https://register.rockthevote.com/api/v4/registrations.json\n{{\"partner_id\": {pid}, \"partner_API_key\": \"{k}\", \"since\": \"2026-09-01\"}}"), [k]


def s_slack_tokens():
    tok = g.slack()
    return "self-identifying", (f"# #war-room bot that posts AP race calls\nSLACK_BOT_TOKEN={tok}\nSLACK_CHANNEL=C0{g.s(UPPER + DIG, 9)}\n"), [tok]


def s_self_id_misc():
    name, tok, mark = g.self_identifying()
    ctx = R.choice([f"deploy notes for the {org()} volunteer portal", "campaign data team runbook", f"{county()} county results site CI",
                    "relational organizing app backend"])
    c = R.randint(0, 2)
    if c == 0:
        return "self-identifying", f"# {ctx}\n{name.upper()}_TOKEN={tok}\n", [mark]
    if c == 1:
        return "self-identifying", hook("Bash", {"command": f"grep -rn token config/ # {ctx}",
                                                 "output": f"config/prod.yml:14:  {name}_token: {tok}"}), [mark]
    return "self-identifying", f"@{person()} pushed the {name} key by mistake ({ctx}): `{tok}` — revoking now", [mark]


def s_jwt_portal():
    j = g.jwt(sub=f"volunteer:{R.randint(1000, 99999)}")
    return "self-identifying", (f"GET /api/turfs/assigned HTTP/2\nHost: canvass.{org()}.org\nAuthorization: Bearer {j}\nUser-Agent: CanvassApp/4.2 (iOS 18)\n"), [j]


def s_pem():
    block, mark = g.pem()
    return "self-identifying", (f"$ cat deploy/results-signer.key\n{block}\n$ # signs the JSON feed the newsroom pulls"), [mark]


def s_voterfile_mysql():
    p = safe_pw()
    return "structural", (f"$ mysql -h vf-db.internal -u vfload -p'{p}' voterfile -e \"LOAD DATA LOCAL INFILE 'VM2_{st().upper()}.tab' INTO TABLE vm2\"\n"
                          "Query OK, 4821977 rows affected"), [p]


def s_mongo_url():
    p = safe_pw()
    return "structural", f"MONGO_URL=mongodb+srv://relational:{p}@cluster0.{g.s(LOW + DIG, 5)}.mongodb.net/relational?retryWrites=true", [p]


def s_dialer_sip():
    p = safe_pw()
    return "structural", (f"[phonebank-trunk]\ntype=peer\nhost=sip.{R.choice(['telnyx.com', 'bandwidth.com', 'voip.ms'])}\nusername={org()}-pb\nsecret={p}\ncontext=from-callers\n"), [p]


def s_notebook():
    k = van_key()
    cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
            "source": ["from parsons import VAN\n", f"van = VAN(api_key='{k}', db='EveryAction')\n", "ppl = van.get_people()\n"],
            "outputs": []}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [k]


def s_diff():
    k = alnum(32)
    return "name-context", (f"diff --git a/config/settings.py b/config/settings.py\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,3 +12,4 @@\n"
                            f" BALLOTPEDIA_BASE = 'https://api4.ballotpedia.org'\n+BALLOTPEDIA_API_KEY = '{k}'\n DEBUG = False\n"), [k]


def s_anedot():
    k = g.hexs(40)
    return "structural", (f"curl https://api.anedot.com/v2/accounts/{g.uuid()}/donations -H 'X-Api-Key: {k}' -H 'X-User-Email: treasurer@{org()}.org'"), [k]


def s_bsd():
    sec = g.hexs(40)
    return "name-context", (f"[bsd]\nhost = {org()}.bsd.net\napi_id = {org()}_sync\napi_secret = {sec}\n"), [sec]


def s_salsa():
    t = g.b64url(48)
    return "structural", (f"curl -H 'authToken: {t}' -H 'Content-Type: application/json' https://api.salsalabs.org/api/integration/ext/v1/supporters/search"), [t]


def s_email_pw():
    p = words_pw()
    return "structural", (f"From: {person()}@{org()}.org\nSubject: Fwd: voter file access\n\nHere's the login for the state party voter file portal:\n"
                          f"https://votebuilder.{st()}dems.org  user: {person()}_{org()}  password: {p}\nIt expires after the primary."), [p]


def s_ja_chat():
    p = safe_pw()
    return "structural", (f"選挙管理委員会システムの仮パスワードです。ユーザー名: senkan_{R.randint(10, 99)} パスワード: {p}\n初回ログイン後に変更してください。"), [p]


def s_pt_chat():
    k = alnum(32)
    return "name-context", (f"Pessoal, a chave da API do painel de apuração é {k} — não coloquem no repositório público."), [k]


def s_k8s_secret():
    p = safe_pw()
    b = base64.b64encode(p.encode()).decode()
    return "name-context", (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: results-db\ntype: Opaque\ndata:\n  POSTGRES_PASSWORD: {b}\n"), [b]


def s_twilio_texting():
    sk, sec = g.twilio(), alnum(32)
    return "self-identifying", (f"# texting vendor handoff\nTWILIO_API_KEY={sk}\nTWILIO_API_SECRET={sec}\n"), [sk, sec]


def s_stacktrace():
    p = safe_pw()
    return "structural", (f"Traceback (most recent call last):\n  File \"sync_actblue.py\", line 88, in <module>\n    conn = psycopg2.connect(\"host=donors-db dbname=fundraising user=ab_sync password={p}\")\n"
                          "psycopg2.OperationalError: FATAL:  no pg_hba.conf entry for host \"10.8.0.14\""), [p]


SECRET_TEMPLATES = [s_parsons_env, s_van_basic, s_van_yaml, s_actblue_csv, s_actblue_webhook, s_winred, s_everyaction_osdi,
                    s_action_network, s_mobilize, s_nationbuilder, s_ap_elections, s_ddhq, s_targetsmart, s_l2, s_catalist_sftp,
                    s_tmc_redshift, s_civis, s_spoke_env, s_callhub, s_thrutext, s_hustle, s_minivan_chat, s_reach_ecanvasser,
                    s_pdi, s_fec_api, s_fecfile, s_state_efile, s_enr_sftp, s_results_s3, s_poll_pad, s_ems_ticket, s_vr_system,
                    s_ballot_tracking, s_google_civic, s_rtv, s_slack_tokens, s_self_id_misc, s_jwt_portal, s_pem,
                    s_voterfile_mysql, s_mongo_url, s_dialer_sip, s_notebook, s_diff, s_anedot, s_bsd, s_salsa, s_email_pw,
                    s_ja_chat, s_pt_chat, s_k8s_secret, s_twilio_texting, s_stacktrace]


# ---------------------------------------------------------------- clean texts
def c_env_example():
    return ("# .env.example — copy to .env and fill in\nVAN_API_KEY=<your-van-key>|1\nACTBLUE_CLIENT_UUID=\nACTBLUE_CLIENT_SECRET=\n"
            f"MOBILIZE_AMERICA_API_KEY=changeme\nAP_API_KEY=${{AP_API_KEY}}\nSTATE={st().upper()}\n")


def c_van_person():
    return json.dumps({"vanId": R.randint(10**8, 10**10), "firstName": R.choice(["Maria", "John", "Aisha", "Chen"]),
                       "lastName": R.choice(["Lopez", "Smith", "Khan", "Wu"]), "stateVoterId": f"{st().upper()}{pin(9)}",
                       "precinct": f"{county()} {R.randint(1, 300):03d}", "activistCodes": [R.randint(4000000, 4999999)],
                       "modified": "2026-10-1%dT12:00:00Z" % R.randint(0, 9)}, indent=2)


def c_actblue_receipt():
    return (f"ActBlue receipt\nOrder number: AB{pin(8)}\nLine item id: {R.randint(10**7, 10**8)}\nRecurring: {R.choice(['no', 'monthly'])}\n"
            f"Committee: {org()} ({fecid()})\nAmount: ${R.randint(5, 500)}.00\nRefcode: {R.choice(['em_1021', 'sms_gotv', 'fb_ads_w3'])}")


def c_fec_ids():
    return (f"Committee ID {fecid()} · Candidate ID {R.choice('HSP')}{R.randint(0, 9)}{st().upper()}{pin(5)} · Filing FEC-{R.randint(1500000, 1900000)}\n"
            f"Image number: {R.randint(2026, 2027)}{pin(14)}")


def c_ocd():
    return (f"division_id: ocd-division/country:us/state:{st()}/county:{county().lower()}\n"
            f"election_id: {R.randint(8000, 9999)}\ncontest_id: {g.uuid()}\nsource: Google Civic (public)")


def c_clarity():
    eid = R.randint(100000, 130000)
    return (f"https://results.enr.clarityelections.com/{st().upper()}/{county()}/{eid}/{R.randint(300000, 400000)}/json/en/summary.json\n"
            f"Last updated 11/04/2026 1:1{R.randint(0, 9)} AM EST · precincts reporting {R.randint(10, 300)} of 312 · sha256 {g.sha256()}")


def c_ap_results():
    return json.dumps({"electionDate": "2026-11-03", "races": [{"raceID": str(R.randint(10000, 99999)), "statePostal": st().upper(),
                      "officeID": "G", "reportingUnits": [{"fipsCode": pin(5), "precinctsReporting": R.randint(0, 200),
                      "candidates": [{"candidateID": str(R.randint(1000, 99999)), "polID": str(R.randint(1000, 99999)), "voteCount": R.randint(0, 90000)}]}]}]}, indent=1)


def c_walklist():
    rows = "\n".join(f"{R.randint(100, 9999)} {R.choice(['Oak', 'Elm', 'Main', 'Lake'])} St,{R.randint(10**8, 10**9)},{R.choice(['D', 'R', 'U'])},{R.randint(1, 5)}"
                     for _ in range(R.randint(3, 6)))
    return "address,van_id,party,score\n" + rows


def c_prose():
    return R.choice([
        "Reminder: never share your VAN login. Each volunteer gets their own account; if someone needs access, ask the data director.",
        "Security training for poll workers: passwords for the e-pollbooks are issued on the sealed envelope at the site, never by text.",
        f"Rotated the ActBlue CSV API secret today after {person()} left; new one is in 1Password under 'ActBlue API (prod)'.",
        "CISA tabletop notes: phishing attempts targeted county clerks with fake 'VR system password expiry' emails.",
        "Please use the password manager for the texting platform; do not put credentials in the shared doc.",
        "La contraseña del sistema de resultados la entrega el secretario el día de la elección, nunca por correo.",
        "Die Zugangsdaten für MiniVAN bekommt ihr am Samstag direkt vom Orga-Team, nicht über WhatsApp.",
    ]) + f" ({person()}, {R.randint(1, 28)} Oct)"


def c_lockfile():
    return (f"\"node_modules/@actblue/embed\": {{\n  \"version\": \"2.{R.randint(0, 9)}.{R.randint(0, 20)}\",\n"
            f"  \"resolved\": \"https://registry.npmjs.org/@actblue/embed/-/embed-2.1.0.tgz\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}")


def c_gh_actions():
    return ("jobs:\n  sync:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: python sync_van.py\n"
            "        env:\n          VAN_API_KEY: ${{ secrets.VAN_API_KEY }}\n          AP_API_KEY: ${{ secrets.AP_API_KEY }}\n"
            f"          STATE: {st().upper()}\n")


def c_commit():
    return (f"commit {g.sha1()}\nAuthor: {person()} <{person()}@{org()}.org>\nDate:   Tue Oct {R.randint(1, 31)} 21:0{R.randint(0, 9)}:11 2026 -0400\n\n"
            "    Move AP and VAN keys to env vars; add turf cutting export")


def c_k8s_ref():
    return ("env:\n  - name: TARGETSMART_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: voterfile-vendors\n        key: targetsmart\n"
            f"  - name: RESULTS_BUCKET\n    value: {county().lower()}-results-2026\n")


def c_ballot_hash():
    return (f"Ballot image audit — batch {R.randint(1, 500)}\ncvr_export.zip sha256: {g.sha256()}\nhash-code verification (SHA-1) of EMS build: {g.sha1()}\n"
            "Verified against the EAC-certified trusted build.")


def c_pubkey():
    return f"ssh-ed25519 {g.b64(51).rstrip('=')[:68]} results-publisher@{county().lower()}-enr"


def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "use": "sig", "alg": "RS256", "e": "AQAB", "n": g.b64url(256)}]})


def c_texting_report():
    return (f"Campaign: GOTV reminder {st().upper()}\nMessaging Service SID: MG{g.hexs(32)}\nSent {R.randint(1000, 90000)} · delivered {R.randint(800, 80000)} · opt-outs {R.randint(0, 400)}\n"
            f"Export id: {g.uuid()}")


def c_webhook_payload():
    return json.dumps({"contribution": {"createdAt": "2026-10-20T14:03:22-04:00", "orderNumber": f"AB{pin(8)}", "refcode": "em_fall"},
                       "lineitems": [{"sequence": 0, "entityId": R.randint(10000, 99999), "fecId": fecid(), "amount": "%d.00" % R.randint(3, 300)}],
                       "donor": {"firstname": "Pat", "zip": pin(5)}}, indent=2)


def c_mobilize_event():
    return json.dumps({"id": R.randint(100000, 900000), "title": f"Canvass {county()} — Saturday", "timeslots": [{"id": R.randint(10**6, 10**7), "start_date": 1792000000 + R.randint(0, 10**6)}],
                       "browser_url": f"https://www.mobilize.us/{org()}/event/{R.randint(100000, 900000)}/"})


def c_vr_export():
    return (f"VOTER_ID|LAST|FIRST|PRECINCT|STATUS|BALLOT_STATUS\n{pin(10)}|GARCIA|ELENA|{R.randint(100, 999)}|A|RECEIVED\n"
            f"{pin(10)}|NGUYEN|MINH|{R.randint(100, 999)}|A|MAILED\n# tracking {g.s(UPPER + DIG, 12)} (USPS IMb)")


def c_sql():
    return ("SELECT p.van_id, p.state_file_id, c.result_short_name\nFROM tmc_van.ea_contacts_contacts p\n"
            "JOIN tmc_van.ea_contacts_canvass c USING (van_id)\nWHERE c.date_canvassed >= '2026-09-01' -- credentials via REDSHIFT_* env")


def c_docs():
    return R.choice([
        "The VAN API uses HTTP Basic authentication: the username is your application name and the password is your API key followed by |0 or |1 for the database mode.",
        "ActBlue's CSV API authenticates with a Client UUID and Client Secret generated in the dashboard; treat the secret like a password.",
        "AP Elections API keys are passed in the x-api-key header or the apikey query parameter; store them in environment variables.",
        "OSDI-API-Token header carries the Action Network API key. Keys are per-group and can be regenerated under Details > API & Sync.",
    ])


def c_notebook_env():
    return json.dumps({"cells": [{"cell_type": "code", "source": ["import os\n", "from parsons import VAN\n", "van = VAN(api_key=os.environ['VAN_API_KEY'], db='MyVoters')\n"],
                                  "outputs": [{"output_type": "stream", "text": [f"{R.randint(1000, 90000)} people in list {R.randint(10**6, 10**7)}\n"]}]}]}, indent=1)


def c_log():
    return (f"2026-11-04T0{R.randint(0, 5)}:{R.randint(10, 59)}:00Z INFO enr.publish uploaded summary.json etag=\"{g.hexs(32)}\" "
            f"request_id={g.uuid()} precincts={R.randint(100, 400)}")


def c_ticket_clean():
    return (f"Ticket #{R.randint(1000, 9999)}: poll pad {R.randint(1, 40)} at {county()} site {R.randint(1, 60)} won't sync.\n"
            f"Serial DMP{g.s(UPPER + DIG, 8)}, iPad UDID {g.hexs(8)}-{g.hexs(16)}. Reset per vendor KB {R.randint(100, 999)}. No credentials needed.")


def c_redacted():
    return (f"Incident note: a VAN key was pasted in #general at {R.randint(1, 12)}:{R.randint(10, 59)} PM. Value redacted (…|1). "
            "Key revoked in API Integrations and regenerated.")


def c_b64_test():
    return f"fixtures/contrib_sample.csv.b64\n{g.b64(R.choice([45, 60, 90]))}"


def c_cert():
    body = "\n".join(g.b64(48) for _ in range(R.randint(4, 8)))
    return f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----\n(results.{county().lower()}.gov leaf, public)"


def c_hook_clean():
    return hook("Read", {"file_path": "docs/turf-cutting.md", "content": f"Cut turfs of ~{R.randint(40, 80)} doors. Export list {R.randint(10**6, 10**7)} to MiniVAN."})


CLEAN_TEMPLATES = [c_env_example, c_van_person, c_actblue_receipt, c_fec_ids, c_ocd, c_clarity, c_ap_results, c_walklist, c_prose,
                   c_lockfile, c_gh_actions, c_commit, c_k8s_ref, c_ballot_hash, c_pubkey, c_jwks, c_texting_report,
                   c_webhook_payload, c_mobilize_event, c_vr_export, c_sql, c_docs, c_notebook_env, c_log, c_ticket_clean,
                   c_redacted, c_b64_test, c_cert, c_hook_clean]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets = []
    order = []
    while len(secrets) < 250:
        if not order:
            order = list(SECRET_TEMPLATES)
            R.shuffle(order)
        fn = order.pop()
        cls, text, vals = fn()
        if not vals:
            continue
        secrets.append((cls, text, vals))
    clean = []
    corder = []
    while len(clean) < 100:
        if not corder:
            corder = list(CLEAN_TEMPLATES)
            R.shuffle(corder)
        clean.append(corder.pop()())
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            for v in vals:
                assert v and v in text, (FAMILY, i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
