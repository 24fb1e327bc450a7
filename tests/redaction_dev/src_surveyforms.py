"""Redaction source "surveyforms" (round 24): forms, surveys and scheduling.

Typeform, Qualtrics, SurveyMonkey, Jotform, Calendly / Cal.com / Acuity, Google Apps Script form handlers,
LimeSurvey, KoboToolbox / ODK, captcha keys and webhook receivers: configs, commands, HTTP traces, logs, code,
chat and agent hook payloads. Written blind by "corpora2" on 2026-12-03 (no rules, bench or results read);
every value is random and made up. Stdlib + _tokens.py only; seeded: rerun to rewrite
surveyforms_secrets.jsonl and surveyforms_clean.jsonl byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, URLSAFE, Gen

FAMILY = "surveyforms"
OUT = Path(__file__).resolve().parent
g = Gen(240302)
L = string.ascii_lowercase
D = string.digits
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
ORGS = ["brightpath", "civicpulse", "northwind-events", "lumenhealth", "tallyho-research", "greenleaf-hr"]
PEOPLE = ["maya", "oskar.l", "fern", "devin.t", "ruth.a", "kenji", "sol", "adaeze"]


def org():
    return g.pick(ORGS)


def passphrase() -> str:
    w = ["survey", "pencil", "magenta", "otter", "cactus", "quartz", "harbor", "tulip", "violin", "saffron", "meadow"]
    return g.pick(["-", " ", ".", ""]).join(g.pick(w) for _ in range(3)).replace(" ", "-") + str(g.r.randint(1, 99))


def legacy() -> str:
    return g.pick(["forms", "Survey", "welcome", "Calendar", "qualtrics", "Spring", "intake"]) + str(g.r.randint(1, 2026)) + g.pick(["", "!", "$", ""])


def pw() -> str:
    return [g.pw, passphrase, legacy, g.machine_pw, g.human_pw, lambda: g.s(L + D, 12)][g.r.randint(0, 5)]()


def typeform():
    return "tfp_" + g.s(B58, 44) + "_" + g.s(B58, 14)


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def t_typeform_env():
    t = typeform()
    return "self-identifying", f"TYPEFORM_TOKEN={t}\nTYPEFORM_WORKSPACE={g.s(B62, 6)}\nEXPORT_DIR=./exports\n", [t]


def t_typeform_hook_secret():
    s = g.s(URLSAFE, g.pick([20, 32]))
    return "name-context", (f"// api/typeform-webhook.ts\nimport crypto from \"node:crypto\";\nconst TYPEFORM_SECRET = \"{s}\";\n\n"
                            f"export function verify(raw: string, header: string) {{\n  const h = crypto.createHmac(\"sha256\", TYPEFORM_SECRET).update(raw).digest(\"base64\");\n"
                            f"  return header === `sha256=${{h}}`;\n}}"), [s]


def t_qualtrics_curl():
    t = g.s(B62, 40)
    return "structural", (f"$ curl -s -H 'X-API-TOKEN: {t}' 'https://{g.pick(['iad1', 'ca1', 'fra1', 'syd1'])}.qualtrics.com/API/v3/surveys/SV_{g.s(B62, 15)}/export-responses' "
                          f"-H 'Content-Type: application/json' -d '{{\"format\":\"csv\"}}'\n{{\"result\":{{\"progressId\":\"ES_{g.s(B62, 15)}\",\"percentComplete\":0.0,\"status\":\"inProgress\"}}}}"), [t]


def t_qualtrics_py():
    t = g.s(B62, 40)
    return "name-context", (f"# settings.py\nQUALTRICS_DATACENTER = \"{g.pick(['iad1', 'ca1', 'fra1'])}\"\nQUALTRICS_API_TOKEN = \"{t}\"\nQUALTRICS_DIRECTORY_ID = \"POOL_{g.s(B62, 15)}\"\n"), [t]


def t_sm_bearer():
    t = g.s(B62 + "-.", 96)
    return "structural", (f"> GET /v3/surveys/{g.r.randint(10**8, 10**9)}/responses/bulk?per_page=100 HTTP/2\n> Host: api.surveymonkey.com\n"
                          f"> Authorization: Bearer {t}\n> Accept: application/json\n< HTTP/2 200\n< x-ratelimit-app-global-day-remaining: 49{g.r.randint(100, 999)}"), [t]


def t_sm_env():
    s = g.s(B62, g.pick([48, 64]))
    return "name-context", (f"SURVEYMONKEY_CLIENT_ID={g.s(B62, 22)}\nSURVEYMONKEY_CLIENT_SECRET={s}\nSURVEYMONKEY_REDIRECT=https://{org()}.org/oauth/sm\n"), [s]


def t_jotform_query():
    k = g.hexs(32)
    return "structural", (f"requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
                          f"https://api.jotform.com/form/{g.r.randint(10**14, 10**15)}/submissions?apiKey={k}&limit=1000"), [k]


def t_jotform_php():
    k = g.hexs(32)
    return "name-context", (f"<?php\nrequire_once \"JotForm.php\";\n$jotformAPI = new JotForm(\"{k}\");\n$forms = $jotformAPI->getForms(0, 50, null, null);\n"
                            f"foreach ($forms as $form) {{ echo $form[\"title\"] . PHP_EOL; }}"), [k]


def t_calendly_pat():
    t = g.jwt()
    return "self-identifying", (f"# n8n credential export\n{{\n  \"name\": \"Calendly intake\",\n  \"type\": \"calendlyApi\",\n  \"data\": {{\"apiKey\": \"{t}\"}}\n}}"), [t]


def t_calendly_signing():
    s = g.s(URLSAFE, 43)
    return "name-context", (f"$ docker run -d --name booking-hooks -p 8080:8080 -e CALENDLY_WEBHOOK_SIGNING_KEY={s} -e LOG_LEVEL=info ghcr.io/{org()}/booking-hooks:1.{g.r.randint(0, 9)}\n"
                            f"{g.hexs(64)}"), [s]


def t_gas_secret():
    s = g.s(B62, g.pick([24, 32]))
    return "name-context", (f"// Code.gs — bound to the volunteer sign-up form\nconst SHEET_ID = '1{g.s(URLSAFE, 43)}';\nconst WEBHOOK_SECRET = '{s}';\n\n"
                            f"function onFormSubmit(e) {{\n  const row = e.values;\n  UrlFetchApp.fetch('https://hooks.{org()}.org/forms', {{\n"
                            f"    method: 'post', contentType: 'application/json',\n    headers: {{ 'X-Form-Secret': WEBHOOK_SECRET }},\n    payload: JSON.stringify({{ row }})\n  }});\n}}"), [s]


def t_gas_basic():
    u = "formbot"; p = pw()
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", (f"function pushToCrm(payload) {{\n  return UrlFetchApp.fetch('https://crm.{org()}.org/api/leads', {{\n    method: 'post',\n"
                          f"    headers: {{ Authorization: 'Basic {b}' }},\n    payload: JSON.stringify(payload),\n  }});\n}}"), [b]


def t_gas_slack():
    v = g.slack_webhook()
    return "self-identifying", (f"function notify(msg) {{\n  UrlFetchApp.fetch('{v}', {{method: 'post', contentType: 'application/json', payload: JSON.stringify({{text: msg}})}});\n}}"), [v.rsplit('/', 1)[1]]


def t_clasprc():
    r = g.google_refresh(); cs = "GOCSPX-" + g.s(URLSAFE, 28)
    return "self-identifying", hook("cat ~/.clasprc.json", json.dumps({"token": {"access_token": "", "refresh_token": r, "scope": "https://www.googleapis.com/auth/script.projects",
                                    "token_type": "Bearer", "expiry_date": 1764812345000}, "oauth2ClientSettings": {"clientId": f"{g.r.randint(10**11, 10**12)}-{g.s(L + D, 32)}.apps.googleusercontent.com",
                                    "clientSecret": cs, "redirectUri": "http://localhost"}, "isLocalCreds": False})), [r, cs]


def t_sa_json():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", json.dumps({"type": "service_account", "project_id": f"{org()}-forms", "private_key_id": g.hexs(40),
                                           "private_key": block + "\n", "client_email": f"sheets-writer@{org()}-forms.iam.gserviceaccount.com"}, indent=2), [line]


def t_receiver_basic():
    p = pw()
    return "structural", (f"$ curl -i -u forms:{p} -X POST https://hooks.{org()}.org/intake -H 'Content-Type: application/json' -d @sample_submission.json\n"
                          f"HTTP/1.1 202 Accepted\nServer: nginx\nContent-Length: 0"), [p]


def t_hook_url_token():
    t = g.s(URLSAFE, 32)
    return "structural", (f"Webhook URL (paste into Jotform > Settings > Integrations > WebHooks):\n  https://intake.{org()}.org/hooks/jotform?token={t}\n"), [t]


def t_powerautomate():
    sig = g.s(URLSAFE, 43)
    return "structural", (f"FORMS_FLOW_URL=\"https://prod-{g.r.randint(10, 99)}.westeurope.logic.azure.com:443/workflows/{g.hexs(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={sig}\""), [sig]


def t_mailchimp():
    k = g.mailchimp()
    return "self-identifying", (f"mailchimp:\n  api_key: {k}\n  list_id: {g.hexs(10)}\n  tag_from_survey: nps-promoter\n"), [k]


def t_hook_grep():
    k = g.s(B62, 40); t = typeform()
    return "self-identifying", hook("grep -rn 'TOKEN' config/", f"config/prod.env:3:QUALTRICS_API_TOKEN={k}\nconfig/prod.env:4:TYPEFORM_TOKEN={t}\nconfig/README.md:12:Tokens live in config/prod.env (not committed)."), [t, k]


def t_toml_receiver():
    s = g.hexs(64)
    return "name-context", (f"# receiver.toml\n[server]\nlisten = \"0.0.0.0:8443\"\n\n[sources.typeform]\npath = \"/typeform\"\nhmac_secret = \"{s}\"\n\n[sources.calendly]\npath = \"/calendly\"\nsigning_key_env = \"CALENDLY_SIGNING_KEY\"\n"), [s]


def t_pg():
    p = pw()
    return "structural", f"RESPONSES_DB=postgresql://survey_etl:{p}@warehouse.{org()}.internal:5432/responses\n", [p]


def t_redis():
    p = g.s(B62, 32)
    return "structural", f"RATE_LIMIT_REDIS=rediss://default:{p}@redis-{g.r.randint(10000, 19999)}.c{g.r.randint(1, 300)}.us-east-1-2.ec2.cloud.redislabs.com:{g.r.randint(10000, 19999)}\n", [p]


def t_smtp():
    p = pw()
    return "name-context", (f"[mail]\nhost = smtp.{org()}.org\nport = 587\nuser = invitations@{org()}.org\npassword = {p}\nfrom_name = \"Annual Member Survey\"\n"), [p]


def t_chat():
    t = g.s(B62, 40)
    return "name-context", (f"{g.pick(PEOPLE)} 10:42\nqualtrics token for the brand tracker: {t}\nit's the one from the shared service account, the other one expired\n{g.pick(PEOPLE)} 10:44\nthanks, running the export now"), [t]


def t_recaptcha():
    s = "6L" + g.s(URLSAFE, 38)
    return "name-context", (f"RECAPTCHA_SITE_KEY=6L{g.s(URLSAFE, 38)}\nRECAPTCHA_SECRET_KEY={s}\nRECAPTCHA_MIN_SCORE=0.5\n"), [s]


def t_hcaptcha():
    s = "0x" + g.hexs(40)
    return "name-context", (f"HCAPTCHA_SITEKEY={g.uuid()}\nHCAPTCHA_SECRET={s}\n"), [s]


def t_cal_com():
    k = "cal_live_" + g.hexs(32)
    return "self-identifying", (f"$ curl -s 'https://api.cal.com/v1/bookings?apiKey={k}' | jq '.bookings | length'\n{g.r.randint(1, 80)}"), [k]


def t_acuity():
    k = g.hexs(32)
    return "structural", (f"import requests\nr = requests.get(\"https://acuityscheduling.com/api/v1/appointments\",\n"
                          f"                 auth=(\"{g.r.randint(10**7, 10**8)}\", \"{k}\"), params={{\"minDate\": \"2026-12-01\"}})"), [k]


def t_apigw_key():
    k = g.s(B62, 40)
    return "structural", (f"var options = {{\n  method: 'post',\n  headers: {{ 'x-api-key': '{k}' }},\n  payload: JSON.stringify(e.namedValues)\n}};\n"
                          f"UrlFetchApp.fetch('https://{g.s(L + D, 10)}.execute-api.eu-west-1.amazonaws.com/prod/responses', options);"), [k]


def t_limesurvey_php():
    p = pw()
    return "name-context", (f"'components' => array(\n    'db' => array(\n        'connectionString' => 'mysql:host=localhost;port=3306;dbname=limesurvey;',\n"
                            f"        'username' => 'limesurvey',\n        'password' => '{p}',\n        'charset' => 'utf8mb4',\n        'tablePrefix' => 'lime_',\n    ),"), [p]


def t_limesurvey_rpc():
    p = pw()
    return "structural", (f"$ curl -s https://survey.{org()}.org/index.php/admin/remotecontrol -H 'content-type: application/json' "
                          f"-d '{{\"method\":\"get_session_key\",\"params\":[\"admin\",\"{p}\"],\"id\":1}}'\n{{\"id\":1,\"result\":\"{g.s(L + D, 32)}\",\"error\":null}}"), [p]


def t_stripe():
    t = g.stripe()
    return "self-identifying", f"# paid workshop registration (Jotform payment field bridge)\nSTRIPE_KEY={t}\nSTRIPE_ACCOUNT=acct_{g.s(B62, 16)}\n", [t]


def t_kobo():
    t = g.hexs(40)
    return "structural", (f"$ curl -H 'Authorization: Token {t}' https://kf.kobotoolbox.org/api/v2/assets/{g.s(B62, 22)}/data.json?limit=5\n"
                          f"{{\"count\": {g.r.randint(10, 900)}, \"next\": null, \"results\": []}}"), [t]


def t_odk():
    p = pw()
    return "structural", (f"POST https://central.{org()}.org/v1/sessions\nContent-Type: application/json\n\n{{\"email\": \"fieldlead@{org()}.org\", \"password\": \"{p}\"}}"), [p]


def t_surveycto():
    p = pw()
    return "structural", (f"SERVER = \"{org()}.surveycto.com\"\nresp = requests.get(f\"https://{{SERVER}}/api/v2/forms/data/wide/json/household_v3\",\n"
                          f"                    auth=HTTPDigestAuth(\"export@{org()}.org\", \"{p}\"))"), [p]


def t_wufoo():
    k = "-".join(g.s(string.ascii_uppercase + D, 4) for _ in range(4))
    return "structural", (f"$ curl -u {k}:footastic https://{org()}.wufoo.com/api/v3/forms.json\n{{\"Forms\":[{{\"Name\":\"Event RSVP\",\"Hash\":\"{g.s(L + D, 7)}\"}}]}}"), [k]


def t_twilio():
    t = g.twilio()
    return "self-identifying", f"# appointment reminders\nTWILIO_SID=AC{g.hexs(32)}\nTWILIO_KEY_SID={t}\nTWILIO_FROM=+4420{g.r.randint(10**7, 10**8)}\n", [t]


def t_sendgrid():
    t = g.sendgrid()
    return "self-identifying", f"SENDGRID_API_KEY='{t}' python send_invites.py --survey SV_{g.s(B62, 15)} --batch 500", [t]


def t_gha():
    t = typeform()
    return "self-identifying", (f"name: nightly-export\non:\n  schedule: [{{cron: '0 3 * * *'}}]\njobs:\n  export:\n    runs-on: ubuntu-latest\n    env:\n"
                                f"      TYPEFORM_TOKEN: {t}\n    steps:\n      - uses: actions/checkout@v4\n      - run: python export.py\n"), [t]


def t_tf():
    t = g.s(B62, 40)
    return "name-context", f"variable \"qualtrics_token\" {{\n  type      = string\n  sensitive = true\n  default   = \"{t}\"\n}}\n", [t]


def t_sm_oauth_log():
    s = g.s(B62, 48)
    return "structural", (f"[{g.r.randint(10, 23)}:{g.r.randint(10, 59)}:07] DEBUG oauth POST https://api.surveymonkey.com/oauth/token data="
                          f"client_secret={s}&code={g.s(B62, 40)}&redirect_uri=https%3A%2F%2F{org()}.org%2Foauth%2Fsm&client_id={g.s(B62, 22)}&grant_type=authorization_code"), [s]


def t_airtable():
    t = "pat" + g.s(B62, 14) + "." + g.hexs(64)
    return "self-identifying", f"AIRTABLE_TOKEN={t}\nAIRTABLE_BASE=app{g.s(B62, 14)}\nAIRTABLE_TABLE=Responses\n", [t]


def t_gas_props():
    k = g.hexs(32)
    return "name-context", (f"function setup() {{\n  // run once, then delete this line\n  PropertiesService.getScriptProperties().setProperty('JOTFORM_KEY', '{k}');\n}}"), [k]


def t_wp_gf():
    p = pw()
    return "name-context", (f"// wp-config.php (Gravity Forms + survey plugin)\ndefine( 'DB_NAME', 'wp_forms' );\ndefine( 'DB_USER', 'wpforms' );\ndefine( 'DB_PASSWORD', '{p}' );\n"
                            f"define( 'GF_LICENSE_KEY', '{g.hexs(32)}' );"), [p]


def t_issue():
    p = pw()
    return "structural", (f"### Calendly → HubSpot sync broken since Monday\n\nRepro: log in to the admin at https://sync.{org()}.org/admin with "
                          f"`ops@{org()}.org` / `{p}` and open *Failed events*. All 401s."), [p]


def t_hook_read_env():
    p = pw(); t = g.s(B62, 40)
    content = f"QUALTRICS_API_TOKEN={t}\nDB_PASSWORD={p}\nPORT=3000\n"
    return "name-context", json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/app/.env"}, "tool_response": {"file": {"filePath": "/app/.env", "content": content}}}), [t, p]


SECRET_T = [t_typeform_env, t_typeform_hook_secret, t_qualtrics_curl, t_qualtrics_py, t_sm_bearer, t_sm_env, t_jotform_query,
            t_jotform_php, t_calendly_pat, t_calendly_signing, t_gas_secret, t_gas_basic, t_gas_slack, t_clasprc, t_sa_json,
            t_receiver_basic, t_hook_url_token, t_powerautomate, t_mailchimp, t_hook_grep, t_toml_receiver, t_pg, t_redis,
            t_smtp, t_chat, t_recaptcha, t_hcaptcha, t_cal_com, t_acuity, t_apigw_key, t_limesurvey_php, t_limesurvey_rpc,
            t_stripe, t_kobo, t_odk, t_surveycto, t_wufoo, t_twilio, t_sendgrid, t_gha, t_tf, t_sm_oauth_log, t_airtable,
            t_gas_props, t_wp_gf, t_issue, t_hook_read_env]


def c_embed():
    return f"<div data-tf-live=\"01J{g.s('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}\"></div><script src=\"//embed.typeform.com/next/embed.js\"></script>"


def c_recaptcha_site():
    return f"<div class=\"g-recaptcha\" data-sitekey=\"6L{g.s(URLSAFE, 38)}\"></div>\n<script src=\"https://www.google.com/recaptcha/api.js\" async defer></script>"


def c_clasp():
    return json.dumps({"scriptId": "1" + g.s(URLSAFE, 56), "rootDir": "src", "fileExtension": "ts"})


def c_gform():
    return f"Survey link: https://docs.google.com/forms/d/e/1FAIpQLS{g.s(URLSAFE, 50)}/viewform?usp=sf_link (responses go to the 'Volunteer intake' sheet)"


def c_qualtrics_ids():
    return f"survey=SV_{g.s(B62, 15)} response=R_{g.s(B62, 15)} distribution=EMD_{g.s(B62, 15)} contact=CID_{g.s(B62, 15)} status=complete"


def c_sig_log():
    return (f"2026-12-0{g.r.randint(1, 3)}T{g.r.randint(10, 23)}:{g.r.randint(10, 59)}:11Z INFO typeform-webhook event_id={g.s(B62, 26)} "
            f"signature=sha256={g.b64(32)} verified=true form_id={g.s(B62, 8)}")


def c_docs():
    return ("## Configure\n\nSet `QUALTRICS_API_TOKEN=<your-api-token>` and `QUALTRICS_DATACENTER=iad1` in `.env`. "
            "Generate the token under *Account Settings → Qualtrics IDs*. Never commit `.env`.")


def c_env_example():
    return "TYPEFORM_TOKEN=\nCALENDLY_WEBHOOK_SIGNING_KEY=changeme\nDB_PASSWORD=${DB_PASSWORD}\nPORT=3000\n"


def c_tf_payload():
    return json.dumps({"event_id": g.s(B62, 26), "event_type": "form_response", "form_response": {"form_id": g.s(B62, 8),
                       "token": g.hexs(32), "submitted_at": "2026-12-02T18:22:10Z", "answers": [{"type": "choice", "choice": {"label": "Very likely"}}]}})


def c_sm_link():
    return f"Collector: https://www.surveymonkey.com/r/{g.s(string.ascii_uppercase + D, 7)}  (weblink, {g.r.randint(50, 900)} responses)"


def c_upload():
    return json.dumps({"field": "signature", "filename": "sig.png", "data": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + g.b64(72)})


def c_git():
    return "\n".join(f"commit {g.sha1()}\nAuthor: {g.pick(PEOPLE)} <{g.pick(PEOPLE)}@{org()}.org>\n\n    {g.pick(['Handle Calendly invitee.canceled', 'Retry Jotform 429s', 'Map NPS to HubSpot', 'Skip test submissions'])}\n" for _ in range(2))


def c_sha():
    return "\n".join(f"{g.sha256()}  exports/responses_2026-11-{d:02d}.csv" for d in range(g.r.randint(1, 10), g.r.randint(12, 16)))


def c_calendly_uris():
    return json.dumps({"event": "invitee.created", "payload": {"uri": f"https://api.calendly.com/scheduled_events/{g.uuid()}/invitees/{g.uuid()}",
                       "event_type": f"https://api.calendly.com/event_types/{g.uuid()}", "cancel_url": f"https://calendly.com/cancellations/{g.uuid()}"}})


def c_gas_props():
    return ("function getSecret_() {\n  return PropertiesService.getScriptProperties().getProperty('WEBHOOK_SECRET');\n}\n"
            f"// set it under Project Settings → Script properties (spreadsheet {g.r.randint(1, 9)})")


def c_jotform_id():
    return f"<iframe id=\"JotFormIFrame-{g.r.randint(10**14, 10**15)}\" src=\"https://form.jotform.com/{g.r.randint(10**14, 10**15)}\" style=\"min-width:100%\"></iframe>"


def c_formspree():
    return f"<form action=\"https://formspree.io/f/{g.s(L, 8)}\" method=\"POST\">\n  <input type=\"email\" name=\"email\">\n  <button>Send</button>\n</form>"


def c_hook_ls():
    return hook("ls config/", "prod.env.example\nREADME.md\nreceiver.toml.example")


def c_chat():
    return (f"{g.pick(PEOPLE)}: where's the SurveyMonkey secret for the new app?\n{g.pick(PEOPLE)}: Bitwarden → Collections → Research → \"SM app {g.r.randint(2024, 2026)}\". "
            "don't paste it here pls")


def c_uuid_list():
    return "respondent_id,session\n" + "\n".join(f"{g.r.randint(10**9, 10**10)},{g.uuid()}" for _ in range(4))


def c_trace():
    return (f"Traceback (most recent call last):\n  File \"export.py\", line {g.r.randint(30, 90)}, in <module>\n    r.raise_for_status()\n"
            f"requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.typeform.com/forms/{g.s(B62, 8)}/responses?page_size=1000")


def c_receiver_cfg():
    return "[sources.typeform]\npath = \"/typeform\"\nhmac_secret_env = \"TYPEFORM_SECRET\"\n\n[sources.jotform]\npath = \"/jotform\"\ntoken_file = \"/run/secrets/jotform_token\"\n"


def c_pk():
    return f"Stripe.js on the registration page: Stripe('pk_live_{g.s(B62, 99)}') — the publishable key, safe to ship in HTML."


def c_hcaptcha_site():
    return f"<div class=\"h-captcha\" data-sitekey=\"{g.uuid()}\"></div>"


CLEAN_T = [c_embed, c_recaptcha_site, c_clasp, c_gform, c_qualtrics_ids, c_sig_log, c_docs, c_env_example, c_tf_payload, c_sm_link,
           c_upload, c_git, c_sha, c_calendly_uris, c_gas_props, c_jotform_id, c_formspree, c_hook_ls, c_chat, c_uuid_list, c_trace,
           c_receiver_cfg, c_pk, c_hcaptcha_site]


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
