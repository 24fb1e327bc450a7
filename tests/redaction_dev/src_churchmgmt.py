#!/usr/bin/env python3
"""Blind redaction source "churchmgmt" (round 52, helper corpora24).

Churches, clubs and membership organisations: Planning Center, Breeze and other ChMS, online giving and tithing
gateways, livestream encoders for services, member directories, volunteer scheduling, volunteer-run office IT.
Every value is random and made up. Imports only the standard library and _tokens.py.
"""
import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "churchmgmt"
G = Gen(52003)
R = G.r
LOW = string.ascii_lowercase
DIG = string.digits
WORDS = ["psalm", "harvest", "lantern", "quarry", "maple", "harbor", "copper", "saffron", "glacier", "meadow",
         "lantern", "pelican", "orbit", "walnut", "thistle", "bramble", "cactus", "violet", "anchor", "summit"]
COS = ["gracefellowship", "stmarks", "newhope", "riverside", "cornerstone", "bethelchapel", "trinitylutheran", "harborpoint", "oakgrove", "lighthouse"]
CHURCHES = COS


def pin(n=4):
    return G.s(DIG, n)


def phrase():
    sep = R.choice(["-", ".", "_"])
    return sep.join(R.choice(WORDS) for _ in range(R.randint(3, 4))) + (str(R.randint(1, 99)) if R.random() < .5 else "")


def legacy():
    return G.s(LOW, R.randint(4, 6)) + G.s(DIG, R.randint(1, 3))


def anypw():
    return R.choice([G.pw, G.machine_pw, G.human_pw, phrase, legacy])()


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def co():
    return R.choice(COS)


def hook(tool, inp, resp=None, event="PostToolUse"):
    d = {"session_id": G.uuid(), "transcript_path": f"/home/dev/.claude/projects/{co()}-site/{G.uuid()}.jsonl",
         "cwd": f"/home/volunteer/{co()}-tools", "hook_event_name": event, "tool_name": tool, "tool_input": inp}
    if resp is not None:
        d["tool_response"] = resp
    return json.dumps(d, ensure_ascii=False)


SECRETS = []
CLEAN = []


def S(fn):
    SECRETS.append(fn)
    return fn


def C(fn):
    CLEAN.append(fn)
    return fn


# ------------------------------------------------------------------ secrets
PEOPLE = ["Pastor Dave", "Linda (office)", "Ruth", "Deacon Mike", "Grace", "Tom from AV", "Esther", "Pedro", "Sister Agnes", "Kofi"]


def who():
    return R.choice(PEOPLE)


def church():
    return R.choice(CHURCHES)


@S
def pco_pat_curl():
    app = G.hexs(64)
    sec = G.hexs(64)
    return "structural", (f"$ curl -u {app}:{sec} https://api.planningcenteronline.com/people/v2/people?where[membership]=Member&per_page=100 | jq '.meta.total_count'\n{R.randint(80, 2400)}"), [sec]


@S
def pco_env():
    sec = G.hexs(64)
    return "name-context", (f"# .env for the welcome-email script\nPCO_APP_ID={G.hexs(64)}\nPCO_SECRET={sec}\nPCO_WORKFLOW_ID={R.randint(10**5, 10**6)}\nFROM_EMAIL=office@{church()}.org\n"), [sec]


@S
def pco_py():
    sec = G.hexs(64)
    return "name-context", (f"import pypco\n\n# Planning Center personal access token (Linda's account)\npco = pypco.PCO('{G.hexs(64)}', '{sec}')\n"
                            f"for plan in pco.iterate('/services/v2/service_types/{R.randint(10**5, 10**6)}/plans?filter=future'):\n    print(plan['data']['attributes']['dates'])\n"), [sec]


@S
def pco_oauth():
    cs = G.hexs(64)
    return "name-context", (f"# config/initializers/planning_center.rb\nPlanningCenter.configure do |c|\n  c.client_id     = '{G.hexs(64)}'\n  c.client_secret = '{cs}'\n"
                            f"  c.redirect_uri  = 'https://checkin.{church()}.org/auth/pco/callback'\n  c.scope         = 'people services check_ins giving'\nend\n"), [cs]


@S
def pco_webhook():
    s = G.hexs(64)
    return "name-context", (f"// Planning Center webhook receiver\nconst AUTHENTICITY_SECRET = '{s}'; // from Webhooks > subscription > authenticity secret\n"
                            f"const sig = crypto.createHmac('sha256', AUTHENTICITY_SECRET).update(body).digest('hex');\nif (sig !== req.headers['x-pco-webhooks-authenticity']) return res.sendStatus(401);\n"), [s]


@S
def breeze_curl():
    k = G.hexs(32)
    return "structural", (f"$ curl -H 'Api-Key: {k}' 'https://{church()}.breezechms.com/api/people?details=1&limit=50'\n"
                          f"[{{\"id\":\"{R.randint(10**7, 10**8)}\",\"first_name\":\"Martha\",\"last_name\":\"K.\",\"path\":\"img/profiles/generic/gray.png\"}}]"), [k]


@S
def breeze_php():
    k = G.hexs(32)
    return "name-context", (f"<?php\n// wp-content/plugins/breeze-events/config.php\ndefine('BREEZE_SUBDOMAIN', '{church()}');\ndefine('BREEZE_API_KEY', '{k}');\n"
                            f"define('BREEZE_CALENDAR_ID', '{R.randint(10**5, 10**6)}');\n"), [k]


@S
def ccb_api():
    pw = anypw()
    return "structural", (f"# Church Community Builder API user (Settings > API > API users)\n$ curl -u 'api_user_{G.s(LOW, 4)}:{pw}' "
                          f"'https://{church()}.ccbchurch.com/api.php?srv=group_profiles&modified_since=2026-11-01'\n<ccb_api><response><service>group_profiles</service></response></ccb_api>"), [pw]


@S
def rock_rms():
    k = G.s(B62, 24)
    return "structural", (f"GET /api/People?$filter=RecordStatusValueId eq 3&$top=50 HTTP/1.1\nHost: rock.{church()}.org\nAuthorization-Token: {k}\nAccept: application/json"), [k]


@S
def rock_connstr():
    pw = anypw()
    return "structural", (f"<!-- web.ConnectionStrings.config (Rock RMS) -->\n<connectionStrings>\n  <add name=\"RockContext\" connectionString=\"Data Source=ROCKSQL01;Initial Catalog=RockRMS;"
                          f"User Id=RockUser;password={pw};MultipleActiveResultSets=true\" providerName=\"System.Data.SqlClient\"/>\n</connectionStrings>"), [pw]


@S
def elvanto():
    k = G.s(B62, 32)
    b = basic(k, "x")
    return "structural", (f"$ curl -s -H 'Authorization: Basic {b}' https://api.elvanto.com/v1/people/getAll.json -d page_size=100\n{{\"status\":\"ok\",\"people\":{{\"on_this_page\":100}}}}"), [b]


@S
def churchsuite():
    k = G.s(B62, 40)
    return "name-context", (f"GET https://api.churchsuite.com/v1/addressbook/contacts\nX-Account: {church()}\nX-Application: {church()}-rota-sync\nX-Auth: {k}\n"), [k]


@S
def wildapricot():
    k = G.s(LOW + DIG, 30)
    b = basic("APIKEY", k)
    return "structural", (f"# club renewal reminders - Wild Apricot\n$ curl -s -X POST https://oauth.wildapricot.org/auth/token -H 'Authorization: Basic {b}' \\\n"
                          f"   -H 'Content-Type: application/x-www-form-urlencoded' -d 'grant_type=client_credentials&scope=auto'"), [b]


@S
def wildapricot_cfg():
    k = G.s(LOW + DIG, 30)
    return "name-context", (f"wild_apricot:\n  account_id: {R.randint(10**5, 10**6)}\n  api_key: {k}\n  membership_levels: [Individual, Family, Life]\n"), [k]


@S
def tithely():
    k = G.s(B62, 32)
    s = G.s(B62, 48)
    return "name-context", (f"TITHELY_ORGANIZATION_ID={R.randint(10**5, 10**6)}\nTITHELY_API_KEY={k}\nTITHELY_API_SECRET={s}\nTITHELY_ENV=production\n"), [k, s]


@S
def pushpay():
    cs = G.s(B62, 40)
    return "name-context", (f"{{\n  \"Pushpay\": {{\n    \"ClientId\": \"{church()}-giving-export\",\n    \"ClientSecret\": \"{cs}\",\n"
                            f"    \"MerchantKey\": \"{G.s(B62, 22)}\",\n    \"TokenUrl\": \"https://auth.pushpay.com/pushpay/oauth/token\"\n  }}\n}}"), [cs]


@S
def stripe_giving():
    k = G.stripe()
    return "self-identifying", (f"# giving/views.py - online tithes\nimport stripe\nstripe.api_key = \"{k}\"\n\ndef create_recurring_gift(member, amount_cents, fund):\n"
                                f"    return stripe.Subscription.create(customer=member.stripe_id, items=[{{'price_data': {{'currency': 'usd', 'unit_amount': amount_cents}}}}])\n"), [k]


@S
def square_giving():
    t = "EAAA" + G.s(URLSAFE, 60)
    return "self-identifying", (f"SQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN={t}\nSQUARE_LOCATION_ID={G.s(UPPER + DIG, 13)}\n# used by the lobby giving kiosk\n"), [t]


@S
def paypal_giving():
    cs = "E" + G.s(URLSAFE, 79)
    return "name-context", (f"const paypal = {{\n  clientId: 'A{G.s(URLSAFE, 79)}',\n  clientSecret: '{cs}',\n  mode: 'live', // building fund campaign\n}};"), [cs]


@S
def vanco():
    pw = anypw()
    return "structural", (f"<VancoWS><Auth><RequestType>Login</RequestType><RequestID>{G.hexs(16)}</RequestID><RequestTime>2026-11-23 08:00:00</RequestTime><Version>2</Version></Auth>"
                          f"<Request><RequestVars><UserID>{church().upper()}WS</UserID><Password>{pw}</Password></RequestVars></Request></VancoWS>"), [pw]


@S
def youtube_stream_key():
    k = "-".join(G.s(LOW + DIG, 4) for _ in range(5))
    return "name-context", (f"Sunday livestream setup (AV booth, keep by the ATEM)\n  Server: rtmp://a.rtmp.youtube.com/live2\n  Stream key: {k}\n  Bitrate 6000 kbps, keyframe 2s"), [k]


@S
def obs_service_json():
    k = "-".join(G.s(LOW + DIG, 4) for _ in range(5))
    return "name-context", (f"$ cat ~/Library/Application\\ Support/obs-studio/basic/profiles/Sunday_Service/service.json\n"
                            f"{{\"settings\":{{\"bwtest\":false,\"key\":\"{k}\",\"server\":\"rtmp://a.rtmp.youtube.com/live2\",\"service\":\"YouTube - RTMPS\"}},\"type\":\"rtmp_common\"}}"), [k]


@S
def facebook_stream():
    k = f"FB-{R.randint(10**14, 10**15)}-0-Ab{G.s(URLSAFE, 30)}"
    return "self-identifying", (f"Facebook Live (persistent key for the church page)\nrtmps://live-api-s.facebook.com:443/rtmp/{k}"), [k]


@S
def atem_streaming_xml():
    k = "-".join(G.s(LOW + DIG, 4) for _ in range(5))
    return "name-context", (f"<!-- ATEM Mini Pro Streaming.xml (exported from ATEM Software Control) -->\n<streaming>\n  <service>\n    <name>YouTube</name>\n"
                            f"    <servers><server><name>Primary</name><url>rtmp://a.rtmp.youtube.com/live2</url></server></servers>\n"
                            f"    <key>{k}</key>\n  </service>\n</streaming>"), [k]


@S
def resi_boxcast():
    k = G.s(B62, 24)
    return "name-context", (f"BoxCast broadcaster (sanctuary) - manual RTMP fallback\n  URL: rtmp://rtmp.boxcast.com/live\n  stream_key={k}\n  (use only if the BoxCaster hardware fails)"), [k]


@S
def twitch_key():
    k = f"live_{R.randint(10**8, 10**9)}_{G.s(B62, 30)}"
    return "self-identifying", (f"# youth group gaming night stream\nTWITCH_STREAM_KEY={k}\nTWITCH_INGEST=rtmp://live.twitch.tv/app\n"), [k]


@S
def restream():
    k = "re_" + G.s(DIG, 7) + "_" + G.hexs(20)
    return "self-identifying", (f"Restream.io key for multistreaming the Christmas Eve service: {k} (server rtmp://live.restream.io/live)"), [k]


@S
def vimeo_token():
    t = G.hexs(32)
    return "structural", (f"$ curl -H 'Authorization: bearer {t}' https://api.vimeo.com/me/videos?per_page=5\n# sermon archive sync"), [t]


@S
def propresenter():
    pw = R.choice([legacy, lambda: pin(4), G.human_pw])()
    return "name-context", (f"ProPresenter 7 > Settings > Network\n  Network: enabled, port {R.randint(50000, 60000)}\n  ProPresenter Remote: enabled, controller password {pw}\n  Stage app: enabled"), [pw]


@S
def ccli_login():
    pw = G.human_pw()
    return "structural", (f"Worship team wiki\n- CCLI SongSelect: login worship@{church()}.org / {pw} (licence #{R.randint(10**5, 10**7)})\n- Chord charts in Planning Center Services\n- Click track: Loop Community"), [pw]


@S
def office_wifi():
    psk = R.choice([phrase, G.human_pw, lambda: G.s(LOW + DIG, 12)])()
    return "name-context", (f"Church office IT notes (maintained by volunteers)\n  Staff Wi-Fi SSID: {church().title()}-Staff\n  WPA2 key: {psk}\n  Guest network is separate (see bulletin)."), [psk]


@S
def unifi():
    pw = anypw()
    return "structural", (f"# UniFi controller on the office NAS\nurl: https://10.10.0.{R.randint(2, 250)}:8443\nusername: admin\npassword: {pw}\nsite: default\n"), [pw]


@S
def synology():
    pw = anypw()
    return "structural", (f"$ rsync -av /Volumes/Sermons/2026 admin@nas.{church()}.lan::media --password-file=<(echo '{pw}')\nsending incremental file list\n2026/11-23-sermon.mp4"), [pw]


@S
def safe_combo():
    c = "-".join(str(R.randint(1, 99)) for _ in range(3))
    return "name-context", (f"Counting team checklist\n1. Two counters present at all times\n2. Offering safe combination: {c}\n3. Deposit slip to {who()}, bag number on the log"), [c]


@S
def alarm_code():
    c = pin(R.choice([4, 5]))
    lang = R.randint(0, 2)
    txt = [f"Hi {who()}, for Saturday's setup the building alarm code is {c}. Please re-arm when you leave and lock the fellowship hall.",
           f"Hola hermanos, el código de la alarma del templo es {c}. Por favor actívenla al salir el sábado.",
           f"Bonjour, pour la répétition de samedi, le code de l'alarme de l'église est {c}. Merci de la réactiver en partant."][lang]
    return "name-context", txt, [c]


@S
def copier_pin():
    p = pin(R.choice([4, 5]))
    return "name-context", (f"Office copier (Ricoh) - user code for the youth ministry: {p}. Admin login on the web page stays with {who()}."), [p]


@S
def m365_admin():
    pw = G.human_pw()
    return "structural", (f"Handover doc (outgoing volunteer IT coordinator)\nMicrosoft 365 nonprofit tenant: {church()}.onmicrosoft.com\n  Global admin: itadmin@{church()}.org  password: {pw}\n"
                          f"  MFA phone: the office landline\nGoogle Workspace for the school: see separate sheet"), [pw]


@S
def google_workspace_sa():
    block, line = G.pem("PRIVATE KEY")
    return "self-identifying", (f"$ cat directory-sync-sa.json | jq -r .private_key\n{block}"), [line]


@S
def mailchimp_key():
    k = G.mailchimp()
    return "self-identifying", (f"# weekly e-news: sync Breeze tags to Mailchimp audience\nMAILCHIMP_API_KEY={k}\nMAILCHIMP_LIST_ID={G.hexs(10)}\n"), [k]


@S
def twilio_text_to_give():
    tok = G.hexs(32)
    return "name-context", (f"TWILIO_ACCOUNT_SID=AC{G.hexs(32)}\nTWILIO_AUTH_TOKEN={tok}\nTEXT_TO_GIVE_NUMBER=+1555{G.s(DIG, 7)}\nKEYWORD=GIVE\n"), [tok]


@S
def sendgrid_prayer():
    k = G.sendgrid()
    return "self-identifying", (f"# prayer-request form -> email to prayer team\nSENDGRID_API_KEY = \"{k}\"\nPRAYER_TEAM = [\"prayer@{church()}.org\"]\n"), [k]


@S
def wp_config():
    pw = anypw()
    salt = G.s(B62 + "!#%^*-_+=", 64)
    return "name-context", (f"/** church website - wp-config.php */\ndefine( 'DB_NAME', '{church()}_wp' );\ndefine( 'DB_USER', '{church()}_wp' );\n"
                            f"define( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '{salt}' );\n"), [pw, salt]


@S
def ftp_website():
    pw = R.choice([legacy, G.human_pw])()
    return "structural", (f"$ lftp ftp://{church()}web:{pw}@ftp.{church()}.org\nlftp {church()}web@ftp.{church()}.org:~> put bulletin-2026-11-30.pdf"), [pw]


@S
def esv_api():
    t = G.hexs(40)
    return "structural", (f"import requests\nr = requests.get('https://api.esv.org/v3/passage/text/', params={{'q': 'John 3:16-21'}},\n"
                          f"                 headers={{'Authorization': 'Token {t}'}})\nprint(r.json()['passages'][0])\n"), [t]


@S
def bible_api():
    k = G.hexs(32)
    return "structural", (f"GET https://api.scripture.api.bible/v1/bibles?language=spa\napi-key: {k}\n"), [k]


@S
def checkin_station():
    p = pin(R.choice([4, 6]))
    return "name-context", (f"Kids check-in (Planning Center Check-Ins) - station setup for the lobby iPads\n  Station: Lobby 2, label printer Brother QL-820NWB\n"
                            f"  Self check-in is on; staff/volunteer mode unlock PIN: {p}\n  Theme: Fall 2026"), [p]


@S
def signupgenius():
    pw = G.human_pw()
    return "structural", (f"From: {who()}\nSubject: volunteer sign-ups\n\nThe SignUpGenius account for VBS is vbs@{church()}.org, password {pw}. "
                          f"Please add the snack table slots for week 2. Blessings!"), [pw]


@S
def directory_pdf():
    pw = R.choice([legacy, lambda: church() + pin(4)])()
    return "name-context", (f"Dear members, the updated member directory is attached. To protect everyone's privacy the PDF is password-protected; "
                            f"the password is {pw}. Please don't forward it outside the congregation."), [pw]


@S
def zip_directory():
    pw = R.choice([legacy, phrase])()
    return "structural", (f"$ zip -e -P {pw} directory_export.zip members_2026.csv households_2026.csv\n  adding: members_2026.csv (deflated 71%)\n  adding: households_2026.csv (deflated 69%)"), [pw]


@S
def db_url():
    pw = anypw()
    return "structural", (f"DATABASE_URL=mysql://chms:{pw}@127.0.0.1:3306/{church()}_members\nREDIS_URL=redis://:{pw}@127.0.0.1:6379/0\n"), [pw]


@S
def provider_misc():
    name, tok, mark = G.self_identifying()
    ctx = R.randint(0, 2)
    if ctx == 0:
        txt = hook("Bash", {"command": "cat netlify.toml .env.production"},
                   {"stdout": f"[build]\n  command = \"hugo --minify\"\n  publish = \"public\"\n{name.upper()}_TOKEN={tok}\nSITE_NAME={church()}", "stderr": "", "interrupted": False})
    elif ctx == 1:
        txt = f"diff --git a/scripts/sermon_upload.py b/scripts/sermon_upload.py\n-TOKEN = os.environ['UPLOAD_TOKEN']\n+TOKEN = '{tok}'  # TODO move back to env after Easter\n"
    else:
        txt = f"Hey {who()}, the volunteer who set up the website left this in the README: `{name}: {tok}` - should we rotate it?"
    return "self-identifying", txt, [mark]


@S
def aws_podcast():
    ak = G.aws_akid()
    sk = G.aws_secret()
    return "self-identifying", (f"[sermon-podcast]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-east-1\n"), [ak, sk]


@S
def hook_read_env():
    k = G.hexs(32)
    sec = G.hexs(64)
    content = f"BREEZE_SUBDOMAIN={church()}\nBREEZE_API_KEY={k}\nPCO_SECRET={sec}\nSERVICE_TIME=10:30\n"
    return "name-context", hook("Read", {"file_path": "/home/volunteer/church-tools/.env"},
                                {"type": "text", "file": {"filePath": "/home/volunteer/church-tools/.env", "content": content, "numLines": 4}}), [k, sec]


@S
def hook_bash_stream():
    k = "-".join(G.s(LOW + DIG, 4) for _ in range(5))
    cmd = f"ffmpeg -re -i slides_loop.mp4 -c:v libx264 -preset veryfast -b:v 4500k -f flv rtmp://a.rtmp.youtube.com/live2/{k}"
    return "structural", hook("Bash", {"command": cmd, "description": "test pre-service countdown stream"}, event="PreToolUse"), [k]


@S
def notebook_giving():
    sec = G.hexs(64)
    src = json.dumps({"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
                      "source": ["import requests, pandas as pd\n", f"auth = ('{G.hexs(64)}', '{sec}')\n",
                                 "r = requests.get('https://api.planningcenteronline.com/giving/v2/donations', auth=auth, params={'per_page': 100})\n",
                                 "pd.json_normalize(r.json()['data']).groupby('attributes.payment_method').size()\n"], "outputs": []}, ensure_ascii=False, indent=1)
    return "structural", src, [sec]


@S
def quickbooks_aplos():
    k = G.s(B62, 40)
    return "name-context", (f"# aplos (fund accounting) export\naplos:\n  api_id: {G.uuid()}\n  api_key: {k}\n  fund_map: {{General: 1, Missions: 2, Building: 3}}\n"), [k]


@S
def mysql_history():
    pw = anypw()
    return "structural", (f"  211  cd /var/www/chms\n  212  mysqldump -u root -p'{pw}' {church()}_members > /tmp/members.sql\n  213  scp /tmp/members.sql backup@nas:/backups/"), [pw]


@S
def club_ticket():
    pw = G.human_pw()
    lang = R.randint(0, 2)
    txt = [f"Ticket from the rowing club secretary: \"Our ClubExpress admin login is secretary@{church()}club.org and the password is {pw}, can you fix the renewal page?\"",
           f"Nachricht vom Vereinsvorstand: Zugang zur Mitgliederverwaltung (easyVerein): vorstand@{church()}verein.de, Passwort {pw}. Bitte Beitragsläufe prüfen.",
           f"Mensaje del club: el acceso al sistema de socios es tesoreria@{church()}club.es con contraseña {pw}."][lang]
    return "structural", txt, [pw]


@S
def teamsnap():
    cs = G.hexs(64)
    return "name-context", (f"TEAMSNAP_CLIENT_ID={G.hexs(64)}\nTEAMSNAP_CLIENT_SECRET={cs}\nTEAMSNAP_REDIRECT=https://{church()}.org/sports/callback\n"), [cs]


@S
def stacktrace_pco():
    sec = G.hexs(64)
    b = basic(G.hexs(64), sec)
    return "structural", (f"Traceback (most recent call last):\n  File \"sync.py\", line 41, in <module>\n    r.raise_for_status()\n"
                          f"requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.planningcenteronline.com/services/v2/people\n"
                          f"DEBUG request headers: {{'Authorization': 'Basic {b}', 'User-Agent': 'python-requests/2.32.3'}}"), [b]


@S
def router_admin():
    pw = R.choice([legacy, G.human_pw])()
    return "structural", (f"Sticky note photo transcribed (office closet):\n  Router admin http://192.168.1.1  user: admin  pass: {pw}\n  ISP account #{G.s(DIG, 10)}"), [pw]


@S
def sermon_drive():
    rt = G.google_refresh()
    return "self-identifying", (f"{{\"refresh_token\": \"{rt}\", \"token_uri\": \"https://oauth2.googleapis.com/token\", \"scopes\": [\"https://www.googleapis.com/auth/drive.file\"]}}"), [rt]


# ------------------------------------------------------------------ clean
@C
def c_pco_person():
    return json.dumps({"data": {"type": "Person", "id": str(R.randint(10**7, 10**8)),
                                "attributes": {"first_name": R.choice(["Ana", "Ben", "Chidi", "Dora"]), "membership": R.choice(["Member", "Regular Attender", "Visitor"]),
                                               "created_at": f"2026-0{R.randint(1, 9)}-1{R.randint(0, 9)}T10:00:00Z", "avatar": f"https://avatars.planningcenteronline.com/uploads/initials/AB.png"},
                                "links": {"self": f"https://api.planningcenteronline.com/people/v2/people/{R.randint(10**7, 10**8)}"}}}, indent=1)


@C
def c_env_example():
    return (f"# .env.example\nPCO_APP_ID=<application id>\nPCO_SECRET=<secret>\nBREEZE_SUBDOMAIN=yourchurch\nBREEZE_API_KEY=\nYOUTUBE_STREAM_KEY=xxxx-xxxx-xxxx-xxxx-xxxx\n"
            f"STRIPE_SECRET_KEY=changeme\nSERVICE_TIMES=\"{R.choice(['9:00,11:00', '10:30', '8:30,10:00,11:30'])}\"\n")


@C
def c_service_plan():
    items = "\n".join(f"  {R.randint(0, 59):02d}:00  {x}" for x in R.sample(["Welcome", "Worship set (3 songs)", "Announcements", "Offering", "Sermon", "Communion", "Benediction"], 5))
    return f"Service plan {R.choice(['Nov 30', 'Dec 7', 'Dec 14'])} - plan id {R.randint(10**7, 10**8)}\n{items}\nCCLI license #{R.randint(10**5, 10**7)}, streaming license #{R.randint(10**5, 10**7)}"


@C
def c_giving_report():
    rows = "\n".join(f"{R.choice(['General', 'Missions', 'Building', 'Benevolence'])},{R.randint(100, 20000)}.{R.randint(10, 99)},{R.randint(5, 300)}" for _ in range(4))
    return f"fund,total,gifts\n{rows}\nbatch {R.randint(1000, 9999)} committed by treasurer, deposit slip #{G.s(DIG, 8)}"


@C
def c_stripe_charge():
    return f"Gift received: ${R.randint(10, 500)}.00 to {R.choice(['General', 'Missions'])}, charge ch_{G.s(B62, 24)}, customer cus_{G.s(B62, 14)}, card •••• {G.s(DIG, 4)}, receipt #{G.s(DIG, 4)}-{G.s(DIG, 4)}"


@C
def c_stripe_pk():
    return (f"<!-- giving page -->\n<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_{G.s(B62, 99)}');</script>")


@C
def c_youtube_watch():
    return (f"Livestream links for {R.choice(['Sunday', 'Christmas Eve', 'Good Friday'])}:\n  Watch: https://www.youtube.com/watch?v={G.s(URLSAFE, 11)}\n"
            f"  Embed: <iframe src=\"https://www.youtube.com/embed/live_stream?channel=UC{G.s(URLSAFE, 22)}\"></iframe>\n  Facebook: https://fb.me/e/{G.s(B62, 9)}")


@C
def c_encoder_status():
    return (f"BoxCaster status\n  serial: BC{G.s(DIG, 6)}\n  firmware: {R.randint(3, 5)}.{R.randint(0, 9)}.{R.randint(0, 20)}\n  broadcast id: {G.s(LOW + DIG, 20)}\n"
            f"  bitrate: {R.randint(3000, 8000)} kbps, dropped frames {R.randint(0, 40)}\n  uptime {R.randint(1, 90)} min")


@C
def c_obs_log():
    return (f"10:2{R.randint(0, 9)}:02.{R.randint(100, 999)}: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmp://a.rtmp.youtube.com/live2...\n"
            f"10:2{R.randint(0, 9)}:03.{R.randint(100, 999)}: [rtmp stream: 'adv_stream'] Connection to rtmp://a.rtmp.youtube.com/live2 successful\n"
            f"10:2{R.randint(0, 9)}:03.{R.randint(100, 999)}: ==== Streaming Start ===============================================")


@C
def c_checkin_labels():
    return (f"Check-in report {R.choice(['9:00', '10:30'])} service\n  kids checked in: {R.randint(10, 120)}\n  rooms: Nursery, Pre-K, K-2, 3-5\n"
            f"  event id {R.randint(10**5, 10**6)}, event period {R.randint(10**7, 10**8)}\n  label template: name tag + parent pickup tag")


@C
def c_volunteer_schedule():
    rows = "\n".join(f"{R.choice(['Greeter', 'Usher', 'Sound', 'Slides', 'Nursery', 'Coffee'])}: {R.choice(['Ana', 'Ben', 'Chidi', 'Dora', 'Eli', 'Fay'])} ({R.choice(['confirmed', 'pending', 'declined'])})" for _ in range(5))
    return f"Volunteer schedule - {R.choice(['Nov 30', 'Dec 7', 'Dec 14'])}\n{rows}\nSchedule id {G.uuid()}"


@C
def c_directory_entry():
    return (f"{R.choice(['Okafor', 'Miller', 'Nguyen', 'Hernández'])} Family\n  {R.randint(100, 9999)} {R.choice(['Chapel', 'Elm', 'Main'])} St\n"
            f"  Household id {R.randint(10**6, 10**7)}, small group: {R.choice(['Tuesday Men', 'Young Families', 'Seniors'])}\n  Member since {R.randint(1980, 2025)}")


@C
def c_bulletin_wifi():
    return (f"WEEKLY BULLETIN - {R.choice(['Advent I', 'Advent II', 'Christ the King'])}\nWelcome! Guest Wi-Fi: {church().title()}-Guest, password printed on the welcome card at the "
            f"info desk. Offering can be given online at {church()}.org/give or by texting GIVE to the church number. Sermon series: {R.choice(['Hope', 'Psalms', 'Acts'])} (week {R.randint(1, 8)})")


@C
def c_prose_streamkey():
    return R.choice([
        "AV team note: the YouTube stream key lives in the AV password vault. If it leaks (screenshot, chat), reset it in YouTube Studio > Stream settings before next Sunday. Ref AV-" + G.s(DIG, 3),
        "Reminder for volunteers: never post screenshots of OBS settings - the Stream tab shows the key. Use the 'Show' button only when needed. #" + G.s(DIG, 4),
        "Nota del equipo de medios: la clave de transmisión se guarda en el gestor de contraseñas; si se filtra, se regenera en YouTube Studio. Ticket " + G.s(DIG, 4)])


@C
def c_prose_counting():
    return (f"Offering counting policy (approved by the council, minute {R.randint(10, 99)}/{R.randint(2024, 2026)}): two unrelated counters, sealed bags, "
            f"combination changed whenever a counter leaves the team; the combination is never written down outside the treasurer's sealed envelope.")


@C
def c_webhook_payload():
    return (f"POST /pco/webhook\nX-PCO-Webhooks-Authenticity: {G.hexs(64)}\nX-PCO-Webhooks-Event: people.v2.events.person.created\n\n"
            f"{{\"data\":[{{\"id\":\"{G.uuid()}\",\"type\":\"EventDelivery\",\"attributes\":{{\"name\":\"people.v2.events.person.created\",\"attempt\":1}}}}]}}")


@C
def c_gha():
    return (f"      - name: Build church site\n        run: hugo --minify\n      - name: Deploy\n        uses: nwtgck/actions-netlify@{G.sha1()}\n        env:\n"
            f"          NETLIFY_AUTH_TOKEN: ${{{{ secrets.NETLIFY_AUTH_TOKEN }}}}\n          NETLIFY_SITE_ID: {G.uuid()}\n")


@C
def c_lockfile():
    return (f"\"node_modules/planning-center-api\": {{\n  \"version\": \"0.{R.randint(1, 9)}.{R.randint(0, 9)}\",\n  \"integrity\": \"sha512-{G.b64(64)}\"\n}}")


@C
def c_pip_hash():
    return f"pypco=={R.randint(1, 2)}.{R.randint(0, 9)}.{R.randint(0, 9)} --hash=sha256:{G.sha256()}\nrequests==2.32.{R.randint(0, 3)} --hash=sha256:{G.sha256()}"


@C
def c_git_log():
    return "\n".join(f"{G.sha1()[:R.choice([7, 40])]} {m}" for m in R.sample([
        "site: add Advent series page", "giving: show fund descriptions", "pco: paginate people sync", "stream: countdown slide loop",
        "checkin: reprint label button", "directory: hide phone numbers by default", "breeze: map tags to mailchimp groups", "vbs: sign-up form"], 4))


@C
def c_hook_grep():
    return hook("Bash", {"command": "grep -rn 'PCO_' --include=*.py ."},
                {"stdout": f"./sync.py:{R.randint(3, 20)}:APP_ID = os.environ['PCO_APP_ID']\n./sync.py:{R.randint(21, 30)}:SECRET = os.environ['PCO_SECRET']\n"
                           f"./README.md:{R.randint(5, 40)}:Set PCO_APP_ID and PCO_SECRET from a personal access token.", "stderr": "", "interrupted": False})


@C
def c_hook_read_code():
    return hook("Read", {"file_path": "giving/webhooks.py"},
                {"type": "text", "file": {"filePath": "giving/webhooks.py", "numLines": 6,
                                          "content": "import stripe, os\n\nendpoint_secret = os.environ['STRIPE_WEBHOOK_SECRET']\n\n"
                                                     "def handle(payload, sig):\n    return stripe.Webhook.construct_event(payload, sig, endpoint_secret)\n"}})


@C
def c_cert():
    body = "\n".join(G.b64(48) for _ in range(R.randint(5, 9)))
    return f"$ openssl s_client -connect {church()}.org:443 -showcerts </dev/null 2>/dev/null | sed -n '/BEGIN/,/END/p'\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


@C
def c_ssh_pub():
    return f"# ~/.ssh/authorized_keys on the church web server\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{G.s(B62, 43)} tom@av-macbook\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{G.s(B62, 43)} linda@office-pc"


@C
def c_checksum():
    return f"$ shasum -a 256 ProPresenter_7.{R.randint(10, 19)}_{R.randint(100000, 999999)}.zip\n{G.sha256()}  ProPresenter_7.zip"


@C
def c_ministry_ids():
    return f"group_id={R.randint(10**5, 10**6)} event_id={R.randint(10**5, 10**6)} campus_id={R.randint(1, 9)} person_id={R.randint(10**7, 10**8)} batch={G.uuid()} plan={R.randint(10**7, 10**8)}"


@C
def c_tax_receipt():
    return (f"Annual giving statement {R.randint(2024, 2026)}\n  Donor #{R.randint(1000, 9999)}, envelope #{R.randint(1, 999)}\n  Total contributions: ${R.randint(100, 20000)}.00\n"
            f"  EIN of {church().title()} Church: {G.s(DIG, 2)}-{G.s(DIG, 7)}\n  No goods or services were provided in exchange.")


@C
def c_notebook_env():
    return json.dumps({"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
                       "source": ["import os, pypco\n", "pco = pypco.PCO(os.environ['PCO_APP_ID'], os.environ['PCO_SECRET'])\n",
                                  f"len(list(pco.iterate('/people/v2/people', per_page={R.randint(25, 100)})))\n"],
                       "outputs": [{"output_type": "execute_result", "data": {"text/plain": [str(R.randint(80, 3000))]}, "execution_count": 3, "metadata": {}}]}, indent=1)


@C
def c_chat_clean():
    return R.choice([f"#av-team [Sat 19:{R.randint(10, 59)}] {who()}: stream test went fine, 1080p30, no dropped frames. Event is scheduled, link in the bulletin.",
                     f"#office [Mon 09:{R.randint(10, 59)}] {who()}: {R.randint(3, 40)} new people from Sunday's connection cards are in Planning Center, workflow card assigned.",
                     f"[WhatsApp] {who()}: la reunión de diáconos es el jueves {R.randint(1, 28)}, sala {R.randint(1, 9)}. Traigan el informe de ofrendas (lote {R.randint(100, 999)}).",
                     f"[Signal] {who()}: The printer in the office is jammed again, ticket {G.s(DIG, 4)} with the copier company."])


@C
def c_k8s_or_compose():
    return (f"services:\n  rock:\n    image: rockrms/rock@sha256:{G.sha256()}\n    environment:\n      ROCK_DB_PASSWORD_FILE: /run/secrets/rock_db_password\n"
            f"    secrets: [rock_db_password]\nsecrets:\n  rock_db_password:\n    file: ./secrets/rock_db_password.txt\n")


@C
def c_tf():
    return f"variable \"pco_secret\" {{\n  type      = string\n  sensitive = true\n}}\n# site id {G.uuid()}, zone {G.hexs(32)}"


@C
def c_placeholder_docs():
    return (f"Breeze API: send your key in the Api-Key header, e.g.\n  curl -H \"Api-Key: YOUR_API_KEY\" https://yoursubdomain.breezechms.com/api/people\n"
            f"Find it under Extensions > API. Rate limit ~{R.choice([20, 30])} requests/minute.")


@C
def c_base64_img():
    return f"<img alt=\"church logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{G.b64(54)}\">"


@C
def c_masked():
    return f"[{R.randint(10, 23)}:{R.randint(10, 59)}] giving-sync: authenticated to Pushpay as {church()}-giving-export (client_secret=[REDACTED]) merchant {G.s(B62, 8)}…"


@C
def c_donation_json():
    return json.dumps({"data": {"type": "Donation", "id": str(R.randint(10**7, 10**8)), "attributes": {"amount_cents": R.randint(500, 50000), "amount_currency": "USD",
                                                                                                    "payment_method": R.choice(["card", "ach", "cash", "check"]),
                                                                                                    "payment_check_number": R.choice([None, R.randint(1000, 9999)]),
                                                                                                    "payment_last4": G.s(DIG, 4), "received_at": "2026-11-23T15:00:00Z"}}}, indent=1)


def main():
    secs = []
    i = 0
    while len(secs) < 250:
        cls, text, vals = SECRETS[i % len(SECRETS)]()
        vals = list(dict.fromkeys(vals))
        i += 1
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (FAMILY, i, v)
        secs.append((cls, text, vals))
    clean = [CLEAN[j % len(CLEAN)]() for j in range(100)]
    allv = [v for _, _, vs in secs for v in vs if len(v) >= 8]
    for t in clean:
        for v in allv:
            assert v not in t, (FAMILY, v)
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secs, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    by = {}
    for cls, _, vals in secs:
        r, v = by.get(cls, (0, 0))
        by[cls] = (r + 1, v + len(vals))
    print(FAMILY, "templates", len(SECRETS), len(CLEAN), "records", len(secs), "values", sum(len(v) for _, _, v in secs),
          "by class", by, "clean distinct", len(set(clean)))


if __name__ == "__main__":
    main()
