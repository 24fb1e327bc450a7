import base64, json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

OUT = Path(__file__).resolve().parent
g = Gen(4502)
R = g.r
LOW = string.ascii_lowercase
WORDS = ["otter", "maple", "quartz", "harbor", "lantern", "pepper", "tundra", "violet", "copper", "meadow", "saffron",
         "glacier", "walnut", "ember", "cactus", "pixel", "rocket", "willow", "canyon", "biscuit", "orbit", "thistle"]


def phrase():
    return R.choice(["-", " ", ".", "_"]).join(R.choice(WORDS) for _ in range(R.randint(3, 5)))


def wdpw():
    return R.choice(WORDS).capitalize() + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "@", "$"])


def pin(n=None):
    return "".join(R.choice("0123456789") for _ in range(n or R.choice([4, 4, 5, 6])))


def legacy():
    return R.choice([g.s(LOW + "0123456789", R.randint(6, 8)), R.choice(WORDS) + str(R.randint(1, 99))])


def pwmix():
    k = R.randint(0, 5)
    return [g.pw, g.pw, wdpw, phrase, legacy, g.machine_pw][k]()


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def ip():
    return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def hookjson(tool, inp, out=None):
    d = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": tool, "tool_input": inp}
    if out is not None:
        d["tool_response"] = out
    return json.dumps(d, ensure_ascii=False)


def run(family, sec, clean):
    recs = []
    for i in range(250):
        cls, text, vals = sec[i % len(sec)]()
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (family, i, v)
        recs.append({"id": f"{family}-{i + 1}", "family": family, "class": cls, "text": text, "secrets": vals})
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            t = clean[i % len(clean)]()
            f.write(json.dumps({"id": f"{family}-c{i + 1}", "family": family, "text": t}, ensure_ascii=False) + "\n")


def urlpw():
    k = R.randint(0, 3)
    return [lambda: g.s(B62, R.randint(12, 24)), lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 9999)),
            lambda: g.hexs(32), lambda: g.s(B62 + "-_.~", 20)][k]()
SEC, CLN = [], []
S = lambda f: SEC.append(f) or f
C = lambda f: CLN.append(f) or f
SI, NC, ST = "self-identifying", "name-context", "structural"
DIST = ["lakeview-usd", "pinecrest-isd", "riverbend-sd", "maplewood-csd", "northfork-k12"]


@S
def ps_plugin_oauth():
    cid = g.uuid(); sec = g.uuid(); b = basic(cid, sec); at = g.uuid()
    return ST, f"""$ curl -s -X POST https://{R.choice(DIST)}.powerschool.com/oauth/access_token/ \\
    -H 'Authorization: Basic {b}' \\
    -H 'Content-Type: application/x-www-form-urlencoded;charset=UTF-8' -d 'grant_type=client_credentials'
{{"access_token":"{at}","token_type":"Bearer","expires_in":"{R.randint(100000, 5000000)}"}}""", [b, at]


@S
def ps_plugin_props():
    sec = g.uuid()
    return NC, f"""# sis-sync/application.properties
powerschool.base-url=https://{R.choice(DIST)}.powerschool.com
powerschool.client-id={g.uuid()}
powerschool.client-secret={sec}
powerschool.page-size=100
""", [sec]


@S
def ps_bearer():
    t = g.uuid()
    return ST, f"""GET /ws/v1/school/{R.randint(1, 40)}/student?expansions=demographics,addresses&pagesize=100 HTTP/1.1
Host: {R.choice(DIST)}.powerschool.com
Accept: application/json
Authorization: Bearer {t}""", [t]


@S
def ps_oracle():
    pw = legacy()
    return ST, f"""$ sqlplus PSNAVIGATOR/{pw}@//psdb.{R.choice(DIST)}.local:1521/PSPRODDB
SQL*Plus: Release 19.0.0.0.0 - Production
SQL> select count(*) from students where enroll_status = 0;""", [pw]


@S
def ps_odbc_dsn():
    pw = pwmix()
    return ST, f"""[PSReport]
Driver=Oracle 19 ODBC driver
ServerName=psdb01:1521/PSPRODDB
UserID=PSNAVIGATOR
Password={pw}""", [pw]


@S
def ic_oneroster():
    k = g.s(B62, 32); sec = g.s(B62, 40)
    return NC, f"""# Infinite Campus OneRoster 1.2 connection (Campus > OneRoster > Connection)
ONEROSTER_BASE_URL=https://{R.choice(DIST)}.infinitecampus.org/campus/api/oneroster/v1p2/{R.choice(['lakeview', 'pinecrest'])}
ONEROSTER_CLIENT_ID={k}
ONEROSTER_CLIENT_SECRET={sec}
ONEROSTER_TOKEN_URL=https://{R.choice(DIST)}.infinitecampus.org/campus/oauth2/token?appName={R.choice(['lakeview', 'pinecrest'])}""", [sec]


@S
def ic_oauth1_sig():
    k = g.s(B62, 24); sec = g.s(B62, 32)
    return NC, f"""from requests_oauthlib import OAuth1Session
# OneRoster 1.1 still uses OAuth 1.0a HMAC-SHA256 here
sess = OAuth1Session(client_key="{k}", client_secret="{sec}", signature_method="HMAC-SHA256")
r = sess.get(BASE + "/ims/oneroster/v1p1/enrollments?limit=5000")""", [sec]


@S
def clever_district_token():
    t = g.hexs(40)
    return ST, f"""$ curl -s -H "Authorization: Bearer {t}" "https://api.clever.com/v3.0/users?role=student&limit=100" | jq '.data | length'
100""", [t]


@S
def clever_app_secret():
    cid = g.hexs(20); sec = g.hexs(40)
    return NC, f"""CLEVER_CLIENT_ID={cid}
CLEVER_CLIENT_SECRET={sec}
CLEVER_REDIRECT_URI=https://app.readingquest.example/auth/clever/callback
""", [sec]


@S
def clever_sso_code():
    sec = g.hexs(40); cid = g.hexs(20); b = basic(cid, sec); code = g.hexs(20)
    return ST, f"""{ts()} DEBUG clever-sso POST https://clever.com/oauth/tokens headers={{'Authorization': 'Basic {b}'}} body={{'code': '{code}', 'grant_type': 'authorization_code'}}""", [b, code]


@S
def classlink_oneroster():
    k = g.hexs(24); sec = g.hexs(24)
    return NC, f"""{{
  "classlink": {{
    "tenant_id": {R.randint(100, 9999)},
    "oneroster_url": "https://{R.choice(DIST)}-vn-v2.oneroster.com/ims/oneroster/",
    "oneroster_client_id": "{k}",
    "oneroster_client_secret": "{sec}"
  }}
}}""", [sec]


@S
def classlink_bearer():
    t = g.hexs(48)
    return ST, f"""> GET /v2/my/info HTTP/1.1
> Host: nodeapi.classlink.com
> Authorization: Bearer {t}
< HTTP/1.1 200 OK
< {{"UserId":{R.randint(1000000, 9999999)},"TenantId":{R.randint(100, 999)},"Role":"Teacher"}}""", [t]


@S
def gam_oauth():
    rt = g.google_refresh(); sec = "GOCSPX-" + g.s(URLSAFE, 28)
    return SI, f"""$ cat ~/bin/gam7/oauth2.txt
{{
  "client_id": "{R.randint(100000000000, 999999999999)}-{g.s(LOW + '0123456789', 32)}.apps.googleusercontent.com",
  "client_secret": "{sec}",
  "refresh_token": "{rt}",
  "token_uri": "https://oauth2.googleapis.com/token",
  "scopes": ["https://www.googleapis.com/auth/admin.directory.user", "https://www.googleapis.com/auth/classroom.rosters"]
}}""", [sec, rt]


@S
def classroom_sa():
    blk, _ = g.pem("PRIVATE KEY"); pk = blk.replace("\n", "\\n")
    return SI, f'{{"type": "service_account", "project_id": "classroom-sync-{R.randint(100, 999)}", "private_key_id": "{g.hexs(40)}", "private_key": "{pk}\\n", "client_email": "roster-sync@classroom-sync.iam.gserviceaccount.com", "client_id": "{R.randint(10**20, 10**21 - 1)}"}}', [blk.split("\n")[2]]


@S
def google_api_key():
    k = g.google_api()
    return SI, f"// bus-tracker/src/config.js\nexport const MAPS_GEOCODE_KEY = '{k}'; // server-side geocoding of student addresses", [k]


@S
def azure_sso():
    sec = g.azure_client_secret()
    return NC, f"""# district SSO (Entra ID) for the parent portal
AZURE_TENANT_ID={g.uuid()}
AZURE_CLIENT_ID={g.uuid()}
AZURE_CLIENT_SECRET={sec}
""", [sec]


@S
def ldap_bind():
    pw = pwmix()
    return NC, f"""ldap:
  url: ldaps://dc01.{R.choice(DIST)}.local:636
  bind_dn: CN=svc-classlink,OU=Service Accounts,DC=district,DC=local
  bind_password: "{pw}"
  student_base: OU=Students,DC=district,DC=local""", [pw]


@S
def saml_key():
    blk, _ = g.pem("RSA PRIVATE KEY")
    return SI, f"""# simplesamlphp/cert/district-idp.pem (committed by mistake in {g.hexs(7)})
{blk}""", [blk.split("\n")[2]]


@S
def aeries_cert():
    c = g.hexs(32)
    return ST, f"""$ curl -s https://{R.choice(DIST)}.aeries.net/aeries/api/v5/schools/{R.randint(1, 990)}/students -H 'AERIES-CERT: {c}' -H 'Accept: application/json' | head -c 200""", [c]


@S
def synergy_soap():
    pw = wdpw()
    return ST, f"""<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <ProcessWebServiceRequest xmlns="http://edupoint.com/webservices/">
      <userID>svc_lunchsync</userID>
      <password>{pw}</password>
      <skipLoginLog>true</skipLoginLog>
      <methodName>GetStudentList</methodName>
    </ProcessWebServiceRequest>
  </soap:Body>
</soap:Envelope>""", [pw]


@S
def skyward_api():
    sec = g.s(B62, 40)
    return NC, f"""skyward:
  api_url: https://skyward.iscorp.com/{R.choice(DIST)}/api
  client_id: {g.s(B62, 20)}
  client_secret: {sec}""", [sec]


@S
def edfi_keysecret():
    k = g.s(B62, 20); sec = g.s(B62, 24)
    return NC, f"""# Ed-Fi ODS/API 7.x — state reporting vendor credentials
EDFI_API_URL=https://edfi.state.example.gov/api
EDFI_KEY={k}
EDFI_SECRET={sec}
EDFI_SCHOOL_YEAR=2027""", [sec]


@S
def edfi_token_curl():
    k = g.s(B62, 20); sec = g.s(B62, 24); at = g.hexs(32)
    return ST, f"""$ curl -s -X POST https://edfi.state.example.gov/api/oauth/token -u {k}:{sec} -d grant_type=client_credentials
{{"access_token":"{at}","expires_in":1800,"token_type":"bearer"}}""", [sec, at]


@S
def schoology():
    k = g.hexs(40); sec = g.hexs(32)
    return NC, f"""<?php
// schoology-grade-passback/config.php
define('SCHOOLOGY_CONSUMER_KEY', '{k}');
define('SCHOOLOGY_CONSUMER_SECRET', '{sec}');
define('SCHOOLOGY_DOMAIN', 'https://{R.choice(DIST)}.schoology.com');""", [sec]


@S
def canvas_lms_token():
    t = f"{R.randint(1000, 29999)}~" + g.s(B62, 64)
    return ST, f"""$ curl -H "Authorization: Bearer {t}" https://{R.choice(DIST)}.instructure.com/api/v1/accounts/1/sis_imports -F attachment=@oneroster.zip -F import_type=oneroster_csv""", [t]


@S
def sftp_state_report():
    pw = pwmix()
    return ST, f"""$ lftp -u {R.choice(DIST).split('-')[0]}_calpads,'{pw}' sftp://sftp.state-reporting.example.gov
lftp> put SENR_{R.randint(20260101, 20261130)}.txt""", [pw]


@S
def transfinder_db():
    pw = pwmix()
    return ST, f"""<!-- Transfinder Routefinder PLUS: connection.config -->
<connectionStrings>
  <add name="RoutefinderDB" connectionString="Data Source=TFSQL01\\ROUTING;Initial Catalog=RoutefinderPlus;User Id=tf_app;Password={pw};" providerName="System.Data.SqlClient" />
</connectionStrings>""", [pw]


@S
def bus_gps_url():
    pw = urlpw()
    return ST, f"""# bus GPS feed pulled every 30 s for the "where's my bus" app
GPS_FEED=https://{R.choice(DIST).replace('-', '')}:{pw}@gps.fleetvendor.example.com/api/v1/vehicles.json""", [pw]


@S
def here_comes_bus():
    k = g.uuid()
    return NC, f"""[herecomesthebus]
school_code = {R.randint(10000, 99999)}
integration_key = {k}
push_stops = true""", [k]


@S
def cafeteria_pin_csv():
    p1, p2 = pin(5), pin(5)
    return NC, f"""$ head -3 exports/lunch_accounts.csv
student_id,last_name,first_name,grade,meal_status,pos_pin
{R.randint(100000, 999999)},Ramirez,Ana,4,F,{p1}
{R.randint(100000, 999999)},Nguyen,Bao,7,P,{p2}""", [p1, p2]


@S
def cafeteria_pos_api():
    k = g.s(B62, 32)
    return ST, f"""POST /api/v2/accounts/deposits HTTP/1.1
Host: api.mealpay.example.com
X-Api-Key: {k}
Content-Type: application/json

{{"district":"{R.choice(DIST)}","student":"{R.randint(100000, 999999)}","amount":20.00}}""", [k]


@S
def nutrislice_sync():
    sec = g.s(B62, 40)
    return NC, f"NUTRISLICE_SITE={R.choice(DIST)}\nNUTRISLICE_API_TOKEN={sec}\nMENU_SYNC_CRON=0 5 * * 1-5\n", [sec]


@S
def student_initial_pw_csv():
    a, b = wdpw(), wdpw()
    return NC, f"""# google_bulk_upload.csv (First Name, Last Name, Email, Password, Org Unit Path)
First Name [Required],Last Name [Required],Email Address [Required],Password [Required],Org Unit Path [Required]
Leo,Park,{R.randint(100000, 999999)}@students.{R.choice(DIST)}.org,{a},/Students/MS/Grade7
Mia,Osei,{R.randint(100000, 999999)}@students.{R.choice(DIST)}.org,{b},/Students/MS/Grade7""", [a, b]


@S
def gam_create():
    pw = wdpw()
    return NC, f"""$ gam create user {R.randint(100000, 999999)}@students.{R.choice(DIST)}.org firstname Ivy lastname Chen password '{pw}' changepassword on org /Students/ES/Grade3
User: ...created""", [pw]


@S
def chromebook_wifi():
    psk = phrase().replace(" ", "-")
    return NC, f"""{{
  "Type": "WiFi",
  "Name": "STUDENT-WIFI",
  "WiFi": {{"SSID": "STUDENT-WIFI", "Security": "WPA-PSK", "Passphrase": "{psk}", "AutoConnect": true}}
}}""", [psk]


@S
def chat_es():
    pw = wdpw()
    return NC, f"""[Teams – Tecnología Distrito] Marta: para el acceso de la sustituta a PowerSchool Teacher: usuario sub.{R.choice(['garcia', 'lopez'])} , clave {pw}
Marta: vence el viernes.""", [pw]


@S
def chat_en():
    pw = legacy()
    return NC, f"""From: helpdesk@{R.choice(DIST)}.org
Subject: RE: Raptor visitor kiosk at Lincoln ES locked

The front office kiosk admin password is {pw} (same as last year, I know...). Please reset after badge printer swap.""", [pw]


@S
def chat_fr():
    t = g.hexs(40)
    return NC, f"""Bonjour, voici le jeton district Clever pour l'intégration de test : {t}
À supprimer après la rentrée. — Service numérique"""  , [t]


@S
def chat_pt():
    sec = g.uuid()
    return NC, f"""Pessoal, o client secret do plugin PowerSchool mudou depois do reinstall: {sec}
atualizei no cofre também.""", [sec]


@S
def hook_read_yaml():
    sec = g.s(B62, 40); pw = pwmix()
    content = f"oneroster:\n  client_id: {g.s(B62, 32)}\n  client_secret: {sec}\ndb:\n  host: sis-replica\n  password: {pw}\n"
    return NC, hookjson("Read", {"file_path": "/repo/rostering/config/production.yml"}, {"type": "text", "file": {"content": content}}), [sec, pw]


@S
def hook_bash_psql():
    pw = urlpw()
    return ST, hookjson("Bash", {"command": f"psql 'postgresql://roster:{pw}@roster-db.internal:5432/roster' -c 'select count(*) from enrollments'", "description": "check enrollment count"}), [pw]


@S
def diff_clever():
    t = g.hexs(40)
    return NC, f"""diff --git a/sync/clever.py b/sync/clever.py
@@ -8,7 +8,7 @@ import requests
-DISTRICT_TOKEN = os.environ["CLEVER_DISTRICT_TOKEN"]
+DISTRICT_TOKEN = os.environ.get("CLEVER_DISTRICT_TOKEN", "{t}")
 BASE = "https://api.clever.com/v3.0\"""", [t]


@S
def notebook_ps():
    sec = g.uuid(); cid = g.uuid()
    return NC, json.dumps({"cells": [{"cell_type": "code", "source": [f"CLIENT_ID = '{cid}'\n", f"CLIENT_SECRET = '{sec}'\n",
                                                                       "tok = ps_token(CLIENT_ID, CLIENT_SECRET)\n", "attendance = ps_get('/ws/v1/district/attendance')"]}]}), [sec]


@S
def mysql_bus():
    pw = pwmix()
    return ST, f"$ mysqldump -h edulog-db -u edulog -p'{pw}' routing stops > stops_{R.randint(20260101, 20261130)}.sql", [pw]


@S
def slack_hook_alerts():
    tok, u, part = "slack", g.slack_webhook(), None
    part = u.rsplit("/", 1)[1]
    return SI, f"""# notify on failed nightly OneRoster sync
SLACK_WEBHOOK_URL={u}""", [part]


@S
def gh_fine():
    t = g.gh_fine()
    return SI, f"$ export GITHUB_TOKEN={t}\n$ gh workflow run nightly-roster.yml -f district={R.choice(DIST)}", [t]


@S
def securly_key():
    k = g.s(B62, 32)
    return NC, f"""; GoGuardian / Securly directory sync agent
[sync]
domain = {R.choice(DIST)}.org
api_key = {k}
ou_filter = /Students""", [k]


@S
def aws_sis():
    ak = g.aws_akid(); sk = g.aws_secret()
    return SI, f"""AWS_ACCESS_KEY_ID={ak}
AWS_SECRET_ACCESS_KEY={sk}
S3_EXPORT_BUCKET={R.choice(DIST)}-sis-exports""", [ak, sk]


@S
def ps_traceback():
    sec = g.uuid()
    return NC, f"""Traceback (most recent call last):
  File "ps_sync.py", line 77, in refresh
    token = oauth.fetch_token(TOKEN_URL, client_id=cfg.client_id, client_secret='{sec}')
oauthlib.oauth2.rfc6749.errors.InvalidClientError: (invalid_client) Client authentication failed""", [sec]


@S
def destiny_library():
    pw = wdpw()
    return ST, f"""$ java -jar destiny-sis-import.jar --server https://destiny.{R.choice(DIST)}.org --user sisimport --password {pw} --file students.csv""", [pw]


@S
def mssql_cafeteria():
    pw = pwmix()
    return ST, f'Server=lunchpos-sql;Database=PrimeroEdge;User Id=pe_reader;Password={pw};TrustServerCertificate=true', [pw]


# --------------------------------------------------------------- clean
@C
def c_oneroster_csv():
    rows = "\n".join(f"{g.uuid()},active,{ts()},{R.choice(['student', 'teacher'])},{R.randint(100000, 999999)},{R.choice(['Ava', 'Liam', 'Noah', 'Zoe'])},{R.choice(['Kim', 'Diaz', 'Patel'])},{g.uuid()}" for _ in range(3))
    return "sourcedId,status,dateLastModified,role,identifier,givenName,familyName,orgSourcedIds\n" + rows


@C
def c_clever_user():
    return json.dumps({"data": {"id": g.hexs(24), "district": g.hexs(24), "roles": {"student": {"sis_id": str(R.randint(100000, 999999)),
                       "state_id": str(R.randint(10**9, 10**10 - 1)), "grade": str(R.randint(1, 12)), "school": g.hexs(24)}}}}, indent=2)


@C
def c_env_example():
    return "POWERSCHOOL_CLIENT_ID=\nPOWERSCHOOL_CLIENT_SECRET=<from plugin page>\nCLEVER_DISTRICT_TOKEN=your-token-here\nONEROSTER_CLIENT_SECRET=changeme\nLDAP_BIND_PASSWORD=${LDAP_BIND_PASSWORD}\n"


@C
def c_ps_plugin_xml():
    return f"""<plugin xmlns="http://plugin.powerschool.pearson.com" name="Roster Sync" version="{R.randint(1, 4)}.{R.randint(0, 9)}" description="OneRoster export">
  <oauth/>
  <publisher name="District IT"><contact email="it@{R.choice(DIST)}.org"/></publisher>
  <access_request><field table="STUDENTS" field="STUDENT_NUMBER" access="ViewOnly"/></access_request>
</plugin>"""


@C
def c_saml_meta():
    body = "".join(g.b64(48) for _ in range(5))
    return f"""<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
  <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>{body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
  <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://launchpad.classlink.com/saml/{R.choice(DIST)}"/>
</md:IDPSSODescriptor>"""


@C
def c_classroom_course():
    return json.dumps({"id": str(R.randint(10**11, 10**12 - 1)), "name": f"Grade {R.randint(3, 8)} Math", "section": f"P{R.randint(1, 7)}",
                       "ownerId": str(R.randint(10**20, 10**21 - 1)), "courseState": "ACTIVE",
                       "alternateLink": f"https://classroom.google.com/c/{g.s(B62, 16)}"})


@C
def c_bus_route():
    return f"route,stop_seq,stop_id,arrive,lat,lon\n{R.randint(1, 80)},1,{g.hexs(8)},07:{R.randint(10, 40)},{R.uniform(30, 45):.5f},{R.uniform(-120, -75):.5f}\n{R.randint(1, 80)},2,{g.hexs(8)},07:{R.randint(41, 59)},{R.uniform(30, 45):.5f},{R.uniform(-120, -75):.5f}"


@C
def c_lunch_txn():
    return f"{ts()} POS terminal={R.randint(1, 12)} line=A student={R.randint(100000, 999999)} item=LUNCH-REIMB price=0.00 balance={R.randint(0, 5000) / 100:.2f} txn={g.uuid()}"


@C
def c_k8s():
    return """          env:
            - name: CLEVER_CLIENT_SECRET
              valueFrom: {secretKeyRef: {name: clever, key: client-secret}}
            - name: EDFI_SECRET
              valueFrom: {secretKeyRef: {name: edfi-vendor, key: secret}}"""


@C
def c_gha():
    return """      - run: python sync.py --district ${{ vars.DISTRICT }}
        env:
          PS_CLIENT_SECRET: ${{ secrets.PS_CLIENT_SECRET }}
          ONEROSTER_SECRET: ${{ secrets.ONEROSTER_SECRET }}"""


@C
def c_edfi_desc():
    return json.dumps({"id": g.hexs(32), "studentUniqueId": str(R.randint(10**8, 10**9 - 1)), "schoolReference": {"schoolId": R.randint(100000, 999999)},
                       "entryDate": "2026-08-19", "entryGradeLevelDescriptor": "uri://ed-fi.org/GradeLevelDescriptor#Seventh grade", "_etag": str(R.randint(10**17, 10**18))})


@C
def c_git():
    return f"{g.hexs(40)} (HEAD -> main) roster: map ClassLink tenant to district code\n{g.hexs(40)} bus: skip stops with no riders\n{g.hexs(40)} lunch: handle negative balance alerts"


@C
def c_lock():
    return f'[[package]]\nname = "oneroster-client"\nversion = "{R.randint(0, 3)}.{R.randint(0, 20)}.{R.randint(0, 9)}"\nfiles = [\n    {{file = "oneroster_client-1.4.2-py3-none-any.whl", hash = "sha256:{g.sha256()}"}},\n]'


@C
def c_prose():
    return R.choice([
        "Student passwords must never be placed in the SIS notes field. Teachers can reset Google passwords through the Classroom admin console instead.",
        "The Clever district token gives read access to every student record the district shared; treat it like a database password and keep it in the vault.",
        "ClassLink tenant IDs and OneRoster sourcedIds are not secret; the OneRoster client secret is.",
        "Lunch PINs are printed on the student ID card; if a card is lost, issue a new PIN from the POS back office.",
    ]) + f" [KB-{R.randint(100, 999)}]"


@C
def c_ics():
    return f"BEGIN:VEVENT\nUID:{g.uuid()}@calendar.{R.choice(DIST)}.org\nDTSTART;VALUE=DATE:2027{R.randint(1, 6):02d}{R.randint(1, 28):02d}\nSUMMARY:No School – Teacher In-Service\nEND:VEVENT"


@C
def c_ps_resp():
    return json.dumps({"students": {"@expansions": "demographics", "student": [{"id": R.randint(1000, 99999), "local_id": R.randint(100000, 999999),
                       "name": {"first_name": "Sam", "last_name": "Ortiz"}, "school_enrollment": {"enroll_status": "A", "grade_level": R.randint(0, 12)}}]}})


@C
def c_lti_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "alg": "RS256", "use": "sig", "kid": g.uuid(), "e": "AQAB", "n": g.b64url(256)}]})


@C
def c_attendance_log():
    return f"{ts()} INFO ic-sync attendance batch={g.uuid()} school={R.randint(100, 999)} rows={R.randint(100, 3000)} skipped=0 etag=W/\"{g.hexs(16)}\""


@C
def c_sso_url():
    return f"https://launchpad.classlink.com/{R.choice(DIST)}?loginType=quickcard&app={R.randint(1000, 9999)}  (QuickCard badge login for K-2; badges are printed from the ClassLink console)"


@C
def c_pem_pub():
    return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(30)}\n-----END PUBLIC KEY-----"


@C
def c_chat():
    return R.choice(["Hola, la nueva clave del portal de padres se envía por correo; no la compartan en este chat.",
                     "Ticket closed: substitute account created, credentials handed over in person at the front office.",
                     "Reminder: rotate the Ed-Fi vendor secret before the fall snapshot (due Oct 1)."]) + f" ({R.randint(1000, 9999)})"


@C
def c_checksum():
    return f"SHA256 (ClassLinkOneSync-{R.randint(3, 6)}.{R.randint(0, 9)}.msi) = {g.sha256()}"


@C
def c_b64_test():
    return f"# fixtures/roster_small.zip.b64 (test data)\n{g.b64(57)}\n{g.b64(57)}"


@C
def c_tracking():
    return f"Chromebook RMA {R.randint(100000, 999999)}: serial {g.s(UPPER + '0123456789', 10)}, asset tag {R.choice(DIST).split('-')[0].upper()}-{R.randint(10000, 99999)}, UPS 1Z{g.s(UPPER + '0123456789', 16)}"


@C
def c_compose():
    return "services:\n  roster-sync:\n    environment:\n      DATABASE_URL: postgresql://roster:${ROSTER_DB_PASSWORD}@db/roster\n      CLEVER_CLIENT_SECRET: ${CLEVER_CLIENT_SECRET}\n"


if __name__ == "__main__":
    run("schoolsis", SEC, CLN)
