"""Blind redaction source "edulms": education and LMS integrations.

Canvas developer keys and access tokens, Moodle web-service tokens and config.php, Blackboard REST app secrets,
LTI 1.3 tool and platform keys (PEM private keys, client ids, deployment ids, JWKS), Google Classroom service
accounts and OAuth tokens, Zoom and Teams meeting apps, and SIS roster sync jobs (Clever, ClassLink, OneRoster,
PowerSchool), as configs, commands, logs, tracebacks, forum and ticket prose, and agent hook payloads.

Written blind by the helper "corpora2" on 2026-12-03 (round 16), without reading memtool's rules, tests or
results. Every value is random and made up. Seeded: rerunning writes edulms_secrets.jsonl and edulms_clean.jsonl
byte-identically. Imports only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import Gen, B62, HEX, URLSAFE

FAMILY = "edulms"
g = Gen(160302)
r = g.r
OUT = Path(__file__).resolve().parent
LOW = string.ascii_lowercase


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def read_hook(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def school() -> str:
    return r.choice(["canvas.riverdale.edu", "lms.northfield-isd.org", "learn.example.ac.uk", "moodle.uni-example.de",
                     "bb.stateu.example.edu", "elearning.example.edu.au", "canvas.instructure.example.com"])


def canvas_token() -> str:  # Canvas access tokens: numeric shard~64 alnum
    return f"{r.choice([1, 7, 10, 4512, 13579, 8])}~{g.s(B62, 64)}"


def moodle_token() -> str:
    return g.hexs(32)


def client_id_num() -> str:
    return str(r.randint(10**16, 10**17 - 1))


# ------------------------------------------------------------------ secrets
def s_canvas_env():
    t = canvas_token()
    return "name-context", r.choice([
        f"CANVAS_API_URL=https://{school()}\nCANVAS_API_TOKEN={t}\nCANVAS_ACCOUNT_ID=1",
        f"canvas:\n  base_url: https://{school()}\n  access_token: \"{t}\"\n  term: 2026-FA",
    ]), [t]


def s_canvas_curl():
    t = canvas_token()
    cmd = f"curl -s -H \"Authorization: Bearer {t}\" \"https://{school()}/api/v1/courses/{r.randint(1000,99999)}/enrollments?per_page=100\""
    out = json.dumps([{"id": r.randint(10**5, 10**6), "user_id": r.randint(10**4, 10**5), "type": "StudentEnrollment"}])
    return "structural", hook(cmd, out) if r.random() < .5 else f"$ {cmd}\n{out}", [t]


def s_canvasapi_py():
    t = canvas_token()
    return "name-context", f"""from canvasapi import Canvas

API_URL = "https://{school()}"
API_KEY = "{t}"
canvas = Canvas(API_URL, API_KEY)
course = canvas.get_course({r.randint(1000, 99999)})""", [t]


def s_canvas_devkey():
    sec = g.s(B62, 64)
    return "name-context", json.dumps({"developer_key": {"id": client_id_num(), "name": "Gradebook Sync",
                                       "api_key": sec, "redirect_uris": f"https://sync.example.org/oauth/callback",
                                       "scopes": ["url:GET|/api/v1/courses"]}}, indent=2), [sec]


def s_canvas_oauth_post():
    sec = g.s(B62, 64); cid = client_id_num()
    return "structural", f"POST /login/oauth2/token HTTP/1.1\nHost: {school()}\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=authorization_code&client_id={cid}&client_secret={sec}&redirect_uri=https%3A%2F%2Fsync.example.org%2Fcb&code={g.hexs(40)}", [sec]


def s_moodle_token_curl():
    t = moodle_token()
    return "structural", r.choice([
        f"curl 'https://{school()}/webservice/rest/server.php?wstoken={t}&wsfunction=core_course_get_courses&moodlewsrestformat=json'",
        f"GET /webservice/rest/server.php?wsfunction=core_user_get_users_by_field&field=email&values[0]=a%40example.edu&wstoken={t}&moodlewsrestformat=json HTTP/1.1",
    ]), [t]


def s_moodle_env():
    t = moodle_token()
    return "name-context", r.choice([
        f"MOODLE_URL=https://{school()}\nMOODLE_WS_TOKEN={t}",
        f"[moodle]\nsite = https://{school()}\ntoken = {t}\nservice = moodle_mobile_app",
    ]), [t]


def s_moodle_config():
    pw = g.pw()
    return "name-context", f"""<?php  // Moodle configuration file
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'db.internal';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '{pw}';
$CFG->prefix    = 'mdl_';
$CFG->wwwroot   = 'https://{school()}';""", [pw]


def s_moodle_cli():
    pw = g.human_pw()
    return "structural", f"$ sudo -u www-data php admin/cli/reset_password.php --username=admin --password='{pw}' --ignore-password-policy\nPassword changed", [pw]


def s_moodle_install():
    pw = g.pw(); apw = g.human_pw()
    return "structural", f"php admin/cli/install.php --wwwroot=https://{school()} --dataroot=/var/moodledata --dbtype=mariadb --dbuser=moodle --dbpass={pw} --fullname=\"Learn\" --shortname=learn --adminpass={apw} --non-interactive --agree-license", [pw, apw]


def s_bb_rest():
    key = g.uuid(); sec = g.s(B62, 32)
    b = base64.b64encode(f"{key}:{sec}".encode()).decode()
    return r.choice([
        ("name-context", f"BLACKBOARD_APP_KEY={key}\nBLACKBOARD_APP_SECRET={sec}\nBLACKBOARD_HOST=https://{school()}", [sec]),
        ("structural", f"curl -X POST https://{school()}/learn/api/public/v1/oauth2/token -H 'Authorization: Basic {b}' -d grant_type=client_credentials", [b]),
    ])


def s_lti_pem():
    block, line = g.pem(r.choice(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    ctx = r.choice([
        f"# LTI 1.3 tool key (kid={g.hexs(16)})\nLTI_PRIVATE_KEY=\"{block}\"",
        read_hook("config/lti/private.key", block),
        f"lti:\n  issuer: https://canvas.instructure.com\n  client_id: \"{client_id_num()}\"\n  private_key: |\n" + "\n".join("    " + l for l in block.split("\n")),
    ])
    return "self-identifying", ctx, [line]


def s_lti11_secret():
    sec = r.choice([g.s(B62, 32), g.hexs(40), g.s(LOW, 6) + "-" + g.s(LOW, 6)])
    return "name-context", r.choice([
        f"<cartridge_basiclti_link>\n  <blti:title>Quiz Tool</blti:title>\n  <blti:launch_url>https://tool.example.com/lti</blti:launch_url>\n</cartridge_basiclti_link>\nConsumer key: riverdale\nShared secret: {sec}",
        f"LTI_CONSUMER_KEY=riverdale-prod\nLTI_SHARED_SECRET={sec}",
        json.dumps({"lti_consumers": [{"key": "northfield", "secret": sec, "name": "Northfield ISD"}]}),
    ]), [sec]


def s_lti_oauth1():
    sig_secret = g.s(B62, 32)
    return "name-context", f"""from pylti1p3.tool_config import ToolConfDict
pylti_config = {{
    "https://{school()}": [{{
        "default": True,
        "client_id": "{client_id_num()}",
        "auth_login_url": "https://{school()}/api/lti/authorize_redirect",
        "key_set_url": "https://{school()}/api/lti/security/jwks",
        "deployment_ids": ["{r.randint(1,99)}:{g.hexs(40)}"],
    }}]
}}
LEGACY_LTI11_SECRET = "{sig_secret}\"""", [sig_secret]


def s_gclass_sa():
    block, line = g.pem("PRIVATE KEY")
    sa = {"type": "service_account", "project_id": f"classroom-sync-{r.randint(100000,999999)}",
          "private_key_id": g.hexs(40), "private_key": block + "\n",
          "client_email": f"roster-sync@classroom-sync.iam.gserviceaccount.com", "client_id": str(r.randint(10**20, 10**21))}
    return "self-identifying", json.dumps(sa, indent=2), [line]


def s_gclass_oauth():
    t = g.google_oauth()
    return "self-identifying", r.choice([
        f"$ curl -H \"Authorization: Bearer {t}\" https://classroom.googleapis.com/v1/courses?teacherId=me\n{{\"courses\": []}}",
        f"DEBUG:googleapiclient.discovery:URL being requested: GET https://classroom.googleapis.com/v1/courses/{r.randint(10**11,10**12)}/students?access_token={t}&alt=json",
    ]), [t]


def s_gclass_refresh():
    t = g.google_refresh(); cs = "GOCSPX-" + g.s(URLSAFE, 28)
    return "self-identifying", json.dumps({"token": None, "refresh_token": t, "token_uri": "https://oauth2.googleapis.com/token",
                                           "client_id": f"{r.randint(10**11,10**12)}-{g.s(LOW+string.digits,32)}.apps.googleusercontent.com",
                                           "client_secret": cs, "scopes": ["https://www.googleapis.com/auth/classroom.rosters.readonly"]}), [t, cs]


def s_google_api_key():
    t = g.google_api()
    return "self-identifying", f"// Picker for attaching Drive files to assignments\nconst PICKER_DEVELOPER_KEY = '{t}';\nconst APP_ID = '{r.randint(10**11,10**12)}';", [t]


def s_zoom_s2s():
    sec = g.s(B62, 32); cid = g.s(B62, 22)
    b = base64.b64encode(f"{cid}:{sec}".encode()).decode()
    return r.choice([
        ("name-context", f"ZOOM_ACCOUNT_ID={g.s(URLSAFE, 22)}\nZOOM_CLIENT_ID={cid}\nZOOM_CLIENT_SECRET={sec}", [sec]),
        ("structural", f"curl -X POST 'https://zoom.us/oauth/token?grant_type=account_credentials&account_id={g.s(URLSAFE,22)}' -H 'Authorization: Basic {b}'", [b]),
        ("name-context", hook("cat .env.local", f"# Zoom LTI Pro\nZOOM_WEBHOOK_SECRET_TOKEN={sec}\nZOOM_VERIFICATION_TOKEN={g.s(URLSAFE, 22)}"), [sec]),
    ])


def s_zoom_jwt():
    t = g.jwt("zoom-app")
    return "self-identifying", f"POST /v2/users/me/meetings HTTP/1.1\nHost: api.zoom.us\nAuthorization: Bearer {t}\nContent-Type: application/json\n\n{{\"topic\":\"Office hours\",\"type\":8}}", [t]


def s_teams_app():
    sec = g.azure_client_secret()
    return "self-identifying", r.choice([
        f"# Teams meeting app (attendance export)\nMicrosoftAppId={g.uuid()}\nMicrosoftAppPassword={sec}\nMicrosoftAppTenantId={g.uuid()}",
        json.dumps({"AzureAd": {"Instance": "https://login.microsoftonline.com/", "TenantId": g.uuid(), "ClientId": g.uuid(), "ClientSecret": sec}}, indent=2),
    ]), [sec]


def s_clever():
    t = g.hexs(40)
    return r.choice([
        ("structural", f"curl -H 'Authorization: Bearer {t}' https://api.clever.com/v3.0/districts", [t]),
        ("name-context", f"CLEVER_DISTRICT_TOKEN={t}\nCLEVER_SYNC_SCHEDULE=0 5 * * *", [t]),
    ])


def s_oneroster():
    sec = g.s(B62, 24); key = g.s(B62, 20)
    return "name-context", f"""[oneroster]
base_url = https://sis.example.org/ims/oneroster/v1p1
consumer_key = {key}
consumer_secret = {sec}
schedule = 05:30""", [sec]


def s_powerschool():
    sec = g.uuid()
    return "name-context", f"""# PowerSchool plugin credentials (from plugin.xml install, System > Plugin Management)
PS_URL=https://ps.northfield-isd.org
PS_CLIENT_ID={g.uuid()}
PS_CLIENT_SECRET={sec}""", [sec]


def s_sis_db():
    pw = g.pw()
    return "structural", r.choice([
        f"SIS_DATABASE_URL=mssql+pyodbc://sis_reader:{pw}@sis-sql.district.local:1433/SkywardProd?driver=ODBC+Driver+18+for+SQL+Server",
        f"Server=sis-sql.district.local;Database=Infinite;User Id=roster_sync;Password={pw};Encrypt=True;",
        f"postgres://moodle:{pw}@db.internal:5432/moodle?sslmode=require",
    ]), [pw]


def s_sftp_roster():
    pw = g.pw()
    return "structural", f"""$ lftp -u classlink_upload,{pw} sftp://sftp.classlink.example.com -e 'put roster.zip; bye'
put: roster.zip: 1843221 bytes transferred""", [pw]


def s_traceback():
    t = canvas_token()
    return "structural", f"""Traceback (most recent call last):
  File "/opt/sync/sync_grades.py", line 88, in <module>
    resp = session.get(url, headers={{"Authorization": "Bearer {t}"}})
  File "/usr/lib/python3/site-packages/requests/sessions.py", line 602, in get
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://{school()}/api/v1/courses/12/assignments""", [t]


def s_forum_post():
    t = r.choice([moodle_token(), canvas_token()])
    return "name-context", f"""Re: web service returns invalidtoken
by Teacher Admin - {r.randint(1,28)} March 2026

I generated a new one under Site admin > Server > Web services > Manage tokens, it's {t} but
core_enrol_get_enrolled_users still says "Invalid token - token not found". The user has the capability, what am I missing?""", [t]


def s_slack_school():
    name, tok, sec = g.self_identifying()
    return "self-identifying", r.choice([
        f"# notify teachers when grade passback fails\nNOTIFY_TOKEN={tok}\nNOTIFY_CHANNEL=#lms-alerts",
        hook("cat deploy/sync.env", f"CANVAS_API_URL=https://{school()}\nALERT_TOKEN={tok}\nTZ=America/Chicago"),
    ]), [sec]


def s_lti_platform_db():
    sec = g.s(B62, 40)
    return "name-context", f"""mysql> SELECT id, name, consumerkey, secret FROM mdl_enrol_lti_tools LIMIT 1;
+----+------------+--------------+------------------------------------------+
| id | name       | consumerkey  | secret                                   |
+----+------------+--------------+------------------------------------------+
|  3 | Math Lab   | mathlab      | {sec} |
+----+------------+--------------+------------------------------------------+""", [sec]


def s_docker_compose():
    pw = g.pw()
    return "name-context", f"""services:
  moodle:
    image: bitnami/moodle:4.3
    environment:
      - MOODLE_DATABASE_USER=bn_moodle
      - MOODLE_DATABASE_PASSWORD={pw}
      - MOODLE_USERNAME=admin""", [pw]


def s_canvas_lti_json():
    sec = g.s(B62, 64)
    return "name-context", f"""# config/dynamic_registration.yml
production:
  canvas_developer_key_id: "{client_id_num()}"
  canvas_developer_key_secret: "{sec}"
  redirect_uri: https://tool.example.com/lti/launch""", [sec]


def s_saml_sp():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"<!-- Shibboleth SP for LMS SSO -->\n<CredentialResolver type=\"File\" key=\"sp-key.pem\" certificate=\"sp-cert.pem\"/>\n$ cat /etc/shibboleth/sp-key.pem\n{block}", [line]


def s_teams_webhook():
    path = f"{g.uuid()}@{g.uuid()}/IncomingWebhook/{g.hexs(32)}/{g.uuid()}"
    url = f"https://northfieldisd.webhook.office.com/webhookb2/{path}"
    return "structural", f"TEAMS_WEBHOOK_URL={url}", [url]


def s_gradebook_basic():
    pw = g.human_pw()
    return "structural", r.choice([
        f"SIS export: https://sisadmin:{pw}@sis.district.example.org/export/gradebook.csv",
        f"user=roster_sync password={pw} host=sis-sql.district.local",
    ]), [pw]


SECRETS = [s_canvas_env, s_canvas_curl, s_canvasapi_py, s_canvas_devkey, s_canvas_oauth_post, s_moodle_token_curl,
           s_moodle_env, s_moodle_config, s_moodle_cli, s_moodle_install, s_bb_rest, s_lti_pem, s_lti11_secret,
           s_lti_oauth1, s_gclass_sa, s_gclass_oauth, s_gclass_refresh, s_google_api_key, s_zoom_s2s, s_zoom_jwt,
           s_teams_app, s_clever, s_oneroster, s_powerschool, s_sis_db, s_sftp_roster, s_traceback, s_forum_post,
           s_slack_school, s_lti_platform_db, s_docker_compose, s_canvas_lti_json, s_saml_sp, s_teams_webhook,
           s_gradebook_basic, s_lti_pem]


# ------------------------------------------------------------------ clean
def c_jwks():
    n = g.b64url(256)
    return json.dumps({"keys": [{"kty": "RSA", "alg": "RS256", "use": "sig", "kid": g.hexs(16), "e": "AQAB", "n": n}]}, indent=2)


def c_lti_public():
    lines = [g.b64(48) for _ in range(5)] + [g.b64(20)]
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----\n# paste this into Canvas > Developer Keys > LTI Key > Public JWK"


def c_lti_launch_claims():
    return json.dumps({"iss": "https://canvas.instructure.com", "aud": client_id_num(),
                       "https://purl.imsglobal.org/spec/lti/claim/deployment_id": f"{r.randint(1,99)}:{g.hexs(40)}",
                       "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiResourceLinkRequest",
                       "nonce": g.uuid(), "sub": g.uuid()}, indent=2)


def c_canvas_env_example():
    return "CANVAS_API_URL=https://canvas.example.edu\nCANVAS_API_TOKEN=<your-token>\n# generate under Account > Settings > New Access Token"


def c_moodle_config_env():
    return """<?php
$CFG->dbpass    = getenv('MOODLE_DB_PASSWORD');
$CFG->passwordsaltmain = getenv('MOODLE_SALT');
$CFG->wwwroot   = 'https://learn.example.edu';"""


def c_moodle_docs():
    return "To enable REST: Site administration > Plugins > Web services > Manage protocols. Then create a token for a dedicated user. Example call:\ncurl 'https://yoursite/webservice/rest/server.php?wstoken=YOUR_TOKEN&wsfunction=core_webservice_get_site_info&moodlewsrestformat=json'"


def c_canvas_api_resp():
    return json.dumps({"id": r.randint(1000, 99999), "name": "Biology 101", "uuid": g.s(B62, 40), "sis_course_id": f"BIO101-{r.randint(2024,2026)}FA",
                       "enrollment_term_id": r.randint(1, 40), "workflow_state": "available", "default_view": "modules"}, indent=2)


def c_compose_vars():
    return """services:
  moodle:
    image: bitnami/moodle:4.3
    environment:
      MOODLE_DATABASE_PASSWORD: ${MOODLE_DB_PASSWORD}
      MOODLE_PASSWORD: ${MOODLE_ADMIN_PASSWORD:?set it in .env}"""


def c_zoom_webhook_event():
    return json.dumps({"event": "meeting.ended", "event_ts": 1764800000000 + r.randint(0, 10**8),
                       "payload": {"account_id": g.s(URLSAFE, 22), "object": {"id": str(r.randint(10**9, 10**11)), "uuid": g.b64(16), "topic": "Office hours"}}})


def c_sync_log():
    return f"""2026-03-{r.randint(10,28)} 05:30:01 INFO roster-sync: pulled {r.randint(100,9000)} users, {r.randint(10,400)} sections from OneRoster
2026-03-{r.randint(10,28)} 05:30:07 INFO roster-sync: token refreshed (expires_in=3600)
2026-03-{r.randint(10,28)} 05:30:12 WARN roster-sync: user sourcedId={g.uuid()} missing email, skipped
2026-03-{r.randint(10,28)} 05:31:44 INFO roster-sync: done, checksum sha256:{g.sha256()}"""


def c_gclass_pubkey():
    return json.dumps({"type": "service_account", "project_id": "classroom-sync-123456", "private_key_id": g.hexs(40),
                       "client_email": "roster-sync@classroom-sync.iam.gserviceaccount.com",
                       "note": "key material lives in Secret Manager: projects/classroom-sync/secrets/sa-key"}, indent=2)


def c_teams_manifest():
    return json.dumps({"$schema": "https://developer.microsoft.com/json-schemas/teams/v1.16/MicrosoftTeams.schema.json",
                       "manifestVersion": "1.16", "id": g.uuid(), "version": "1.4.2",
                       "webApplicationInfo": {"id": g.uuid(), "resource": "api://tool.example.com/" + g.uuid()}}, indent=2)


def c_ticket():
    return r.choice([
        "Grade passback broke after the Canvas key rotation. The new developer key is in 1Password (LMS vault, 'Canvas prod dev key'); redeploy picks it up from the secret store.",
        f"Moodle upgrade to 4.3 done. Cron now runs every minute; commit {g.hexs(40)} bumps the plugin versions.",
        "LTI launch fails with 'invalid_client' — the deployment_id in our registry did not match the one Canvas sends. Fixed the mapping, no secrets changed.",
        "Reminder for instructors: never share your Zoom meeting passcode in the public course page; use the LTI integration so only enrolled students see it.",
    ])


def c_hook_git():
    return hook("git diff --stat", " config/lti.example.yml |  4 ++--\n lib/passback.rb        | 31 +++++++++++++++++++------\n 2 files changed, 27 insertions(+), 8 deletions(-)")


def c_moodle_cron():
    return f"""Execute scheduled task: Sync enrolments (enrol_lti\\task\\sync_members)
... started 05:00:01. Current memory use 31.2 MB.
... used {r.randint(1,40)} dbqueries
... used 0.{r.randint(100,999)} seconds
Scheduled task complete: Sync enrolments (enrol_lti\\task\\sync_members)"""


def c_avatar():
    return f'<img class="avatar" alt="student avatar" src="data:image/png;base64,{g.b64(90)}" />'


def c_lti_deeplink_docs():
    return """LTI 1.3 setup: 1) create an LTI key in Canvas (Admin > Developer Keys > + LTI Key), 2) copy the Client ID
(e.g. 10000000000123 — it is public and appears in every launch), 3) install the app by Client ID in the subaccount,
4) put the deployment id in the tool's registration. The tool's private key stays on the tool; Canvas only needs the JWKS URL."""


CLEAN = [c_jwks, c_lti_public, c_lti_launch_claims, c_canvas_env_example, c_moodle_config_env, c_moodle_docs,
         c_canvas_api_resp, c_compose_vars, c_zoom_webhook_event, c_sync_log, c_gclass_pubkey, c_teams_manifest,
         c_ticket, c_hook_git, c_moodle_cron, c_avatar, c_lti_deeplink_docs]


def main() -> None:
    sec = []
    for i in range(250):
        fn = SECRETS[i % len(SECRETS)] if i < len(SECRETS) * 2 else r.choice(SECRETS)
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        sec.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean, seen, k = [], set(), 0
    while len(clean) < 100:  # distinct texts only
        fn = CLEAN[k % len(CLEAN)] if k < len(CLEAN) * 2 else r.choice(CLEAN)
        k += 1
        text = fn()
        if text in seen:
            continue
        seen.add(text)
        clean.append({"id": f"{FAMILY}-c{len(clean) + 1}", "family": FAMILY, "text": text})
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in sec:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
