"""Blind redaction source "martech": marketing and analytics integrations.

Ad platforms (Google Ads developer tokens and OAuth, Meta Conversions API, TikTok, LinkedIn, X), Segment and
RudderStack write keys, Mixpanel/Amplitude secrets, HubSpot/Marketo/Mailchimp/Braze/Klaviyo/Iterable/Customer.io,
attribution SDKs (AppsFlyer, Branch, Adjust), tag managers, reverse-ETL and CDP configs, chat about them.
Written blind by the helper "corpora" on 2026-12-03 (round 15), without reading memtool's rules or results.
Every value is random and made up. Seeded: rerunning writes martech_secrets.jsonl and martech_clean.jsonl
byte-identically. Imports only the stdlib and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, URLSAFE, Gen

FAM = "martech"
g = Gen(1502)
R = g.r
LOW = string.ascii_lowercase + string.digits


def sh(cmd, out, bare_ok=False):
    k = R.random()
    if k < .2:
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                           "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})
    if k < .3 and bare_ok:
        return out
    return f"$ {cmd}\n{out}"


def read_hook(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def maybe_read(path, content):
    return read_hook(path, content) if R.random() < .2 else content


def dev_token():
    return g.s(URLSAFE, 22)


def gocspx():
    return "GOCSPX-" + g.s(URLSAFE, 28)


def meta_token():
    return "EAA" + g.s(string.ascii_uppercase[:8], 1) + g.s(B62, R.randint(150, 200))


def s_gads_yaml():
    dt = dev_token(); cs = gocspx(); rt = g.google_refresh()
    which = R.randrange(3)
    f_dt = dt if which == 0 else "${GOOGLE_ADS_DEVELOPER_TOKEN}"
    f_cs = cs if which == 1 else "${GOOGLE_ADS_CLIENT_SECRET}"
    f_rt = rt if which == 2 else "${GOOGLE_ADS_REFRESH_TOKEN}"
    text = maybe_read("/srv/adsync/google-ads.yaml", f"developer_token: {f_dt}\nclient_id: {R.randint(10**11, 10**12)}-{g.s(LOW, 32)}.apps.googleusercontent.com\nclient_secret: {f_cs}\nrefresh_token: {f_rt}\nlogin_customer_id: {R.randint(10**9, 10**10 - 1)}\nuse_proto_plus: True")
    return [("name-context", text, [dt]), ("self-identifying", text, [cs]), ("self-identifying", text, [rt])][which]


def s_gads_env():
    dt = dev_token()
    return "name-context", f"GOOGLE_ADS_DEVELOPER_TOKEN={dt}\nGOOGLE_ADS_LOGIN_CUSTOMER_ID={R.randint(10**9, 10**10 - 1)}\nGOOGLE_ADS_USE_PROTO_PLUS=true", [dt]


def s_gads_curl():
    dt = dev_token(); at = g.google_oauth()
    return "structural", sh(f"curl -s -X POST https://googleads.googleapis.com/v18/customers/{R.randint(10**9, 10**10 - 1)}/googleAds:searchStream -H \"Authorization: Bearer {at}\" -H \"developer-token: {dt}\" -d '{{\"query\": \"SELECT campaign.id, metrics.clicks FROM campaign LIMIT 5\"}}'",
                            '[{"results":[{"campaign":{"resourceName":"customers/1234567890/campaigns/98765","id":"98765"},"metrics":{"clicks":"412"}}]}]'), [dt]


def s_meta_capi():
    tok = meta_token(); px = R.randint(10**14, 10**16)
    return "structural", sh(f"curl -s -X POST \"https://graph.facebook.com/v21.0/{px}/events?access_token={tok}\" -F 'data=[{{\"event_name\":\"Purchase\",\"event_time\":1764720000,\"action_source\":\"website\"}}]'",
                            f'{{"events_received":1,"messages":[],"fbtrace_id":"{g.s(B62, 27)}"}}'), [tok]


def s_meta_env():
    tok = meta_token()
    return "self-identifying", f"# capi-gateway/.env\nMETA_PIXEL_ID={R.randint(10**14, 10**16)}\nMETA_ACCESS_TOKEN={tok}\nMETA_TEST_EVENT_CODE=TEST{R.randint(10000, 99999)}", [tok]


def s_segment_py():
    wk = g.s(B62, 32)
    return "name-context", f"import segment.analytics as analytics\n\nanalytics.write_key = \"{wk}\"\nanalytics.debug = False\n\ndef track_signup(user):\n    analytics.identify(user.id, {{\"email\": user.email, \"plan\": user.plan}})\n    analytics.track(user.id, \"Signed Up\")", [wk]


def s_segment_curl():
    wk = g.s(B62, 32)
    return "structural", sh(f"curl -s https://api.segment.io/v1/track -u '{wk}:' -H 'Content-Type: application/json' -d '{{\"userId\":\"u_{R.randint(1000, 9999)}\",\"event\":\"Order Completed\"}}'",
                            '{"success": true}'), [wk]


def s_segment_b64():
    wk = g.s(B62, 32); b = base64.b64encode((wk + ":").encode()).decode()
    return "structural", f"POST /v1/batch HTTP/1.1\nHost: api.segment.io\nAuthorization: Basic {b}\nContent-Type: application/json\nUser-Agent: analytics-node-next/latest\n\n{{\"batch\":[{{\"type\":\"track\",\"event\":\"Trial Started\"}}]}}", [b]


def s_rudder():
    wk = g.s(B62, 27)
    return "name-context", f"// server/analytics.ts\nimport Analytics from '@rudderstack/rudder-sdk-node';\n\nexport const client = new Analytics('{wk}', {{\n  dataPlaneUrl: 'https://examplecorpxyz.dataplane.rudderstack.com',\n  flushAt: 20,\n}});", [wk]


def s_rudder_token():
    t = g.s(B62, 27) + "="
    return "name-context", f"RUDDERSTACK_WORKSPACE_TOKEN={t}\nRUDDERSTACK_DATA_PLANE=https://hosted.rudderlabs.com", [t]


def s_mixpanel_secret():
    s = g.hexs(32)
    return "name-context", f"[mixpanel]\nproject_id = {R.randint(10**6, 10**7)}\nproject_token = {g.hexs(32)}\napi_secret = {s}\nregion = EU", [s]


def s_mixpanel_sa():
    s = g.s(B62, 32); u = f"export-bot.{R.randint(100, 999)}.mp-service-account"
    return "structural", sh(f"curl -s --request GET --url 'https://data-eu.mixpanel.com/api/2.0/export?project_id={R.randint(10**6, 10**7)}&from_date=2026-11-01&to_date=2026-11-30' --user '{u}:{s}'",
                            '{"event":"Page View","properties":{"time":1761955200,"distinct_id":"$device:18f2a","$browser":"Chrome"}}', bare_ok=False), [s]


def s_amplitude():
    k = g.hexs(32); s = g.hexs(32)
    return "structural", sh(f"curl -s -u {k}:{s} 'https://amplitude.com/api/2/export?start=20261101T00&end=20261101T23' -o export.zip",
                            "  % Total    % Received % Xferd  Average Speed   Time\n100 18.2M  100 18.2M    0     0  4120k      0  0:00:04  0:00:04 --:--:-- 4380k"), [s]


def s_amplitude_env():
    s = g.hexs(32)
    return "name-context", f"AMPLITUDE_API_KEY={g.hexs(32)}\nAMPLITUDE_SECRET_KEY={s}\nAMPLITUDE_DATA_REGION=eu", [s]


def s_hubspot_pat():
    t = f"pat-{R.choice(['na1', 'eu1'])}-{g.uuid()}"
    return "self-identifying", R.choice([f"HUBSPOT_ACCESS_TOKEN={t}",
                                         f"from hubspot import HubSpot\napi_client = HubSpot(access_token=\"{t}\")\ncontacts = api_client.crm.contacts.get_all()",
                                         sh(f"curl -s https://api.hubapi.com/crm/v3/objects/contacts?limit=1 -H 'Authorization: Bearer {t}'", '{"results":[{"id":"51","properties":{"email":"demo@example.com"}}],"paging":{"next":{"after":"52"}}}')]), [t]


def s_hubspot_hapikey():
    k = g.uuid()
    return "structural", f"WARNING  requests.packages.urllib3: Retrying (Retry(total=2)) after connection broken by 'ReadTimeoutError': /contacts/v1/lists/all/contacts/all?hapikey={k}&count=100&vidOffset=0", [k]


def s_marketo():
    cs = g.s(B62, 32)
    return "structural", sh(f"curl -s 'https://{R.randint(100, 999)}-{g.s(string.ascii_uppercase, 3)}-{R.randint(100, 999)}.mktorest.com/identity/oauth/token?grant_type=client_credentials&client_id={g.uuid()}&client_secret={cs}'",
                            f'{{"access_token":"{g.uuid()}:ab","token_type":"bearer","expires_in":3599,"scope":"api@example.com"}}'), [cs]


def s_marketo_yaml():
    cs = g.s(B62, 32)
    return "name-context", maybe_read("config/marketo.yml", f"marketo:\n  munchkin_id: \"{R.randint(100, 999)}-{g.s(string.ascii_uppercase, 3)}-{R.randint(100, 999)}\"\n  client_id: {g.uuid()}\n  client_secret: {cs}\n  batch_size: 300"), [cs]


def s_mailchimp():
    k = g.mailchimp()
    return "self-identifying", R.choice([f"MAILCHIMP_API_KEY={k}\nMAILCHIMP_AUDIENCE_ID={g.hexs(10)}",
                                         f"from mailchimp_marketing import Client\nclient = Client()\nclient.set_config({{\"api_key\": \"{k}\", \"server\": \"{k.rsplit('-', 1)[1]}\"}})"]), [k]


def s_mandrill():
    k = "md-" + g.s(URLSAFE, 22)
    return "self-identifying", f"mandrill:\n  api_key: {k}\n  from_email: news@example.com\n  subaccount: lifecycle", [k]


def s_braze():
    k = g.uuid()
    return "structural", sh(f"curl -s -X POST https://rest.fra-02.braze.eu/users/track -H 'Authorization: Bearer {k}' -H 'Content-Type: application/json' -d @attrs.json",
                            '{"attributes_processed":120,"message":"success"}'), [k]


def s_braze_env():
    k = g.uuid()
    return "name-context", f"BRAZE_REST_ENDPOINT=https://rest.iad-05.braze.com\nBRAZE_REST_API_KEY={k}\nBRAZE_APP_GROUP=marketing-prod", [k]


def s_klaviyo():
    k = "pk_" + g.hexs(34)
    return "self-identifying", f"klaviyo:\n  public_key: {g.s(string.ascii_letters, 6)}\n  private_key: {k}\n  list_id: {g.s(string.ascii_letters, 6)}", [k]


def s_iterable():
    k = g.hexs(32)
    return "structural", f"> GET /api/lists HTTP/2\n> Host: api.iterable.com\n> user-agent: curl/8.5.0\n> accept: */*\n> Api-Key: {k}\n>\n< HTTP/2 200\n< content-type: application/json", [k]


def s_customerio():
    site = g.hexs(20); k = g.hexs(20)
    return "structural", f"const {{ TrackClient, RegionEU }} = require('customerio-node');\nconst cio = new TrackClient('{site}', '{k}', {{ region: RegionEU }});", [k]


def s_appsflyer():
    t = g.jwt()
    return "self-identifying", sh(f"curl -s 'https://hq1.appsflyer.com/api/raw-data/export/app/com.example.shop/installs_report/v5?from=2026-11-01&to=2026-11-02' -H 'Authorization: Bearer {t}' | head -3",
                                  "Attributed Touch Type,Attributed Touch Time,Install Time,Media Source\nclick,2026-11-01 09:12:44,2026-11-01 09:14:02,googleadwords_int"), [t]


def s_branch():
    s = "secret_live_" + g.s(B62, 32)
    return "self-identifying", f"BRANCH_KEY=key_live_{g.s(B62, 32)}\nBRANCH_SECRET={s}", [s]


def s_tiktok():
    t = g.hexs(40)
    return "structural", sh(f"curl -s -H 'Access-Token: {t}' 'https://business-api.tiktok.com/open_api/v1.3/report/integrated/get/?advertiser_id={R.randint(10**18, 10**19)}&report_type=BASIC&data_level=AUCTION_CAMPAIGN'",
                            '{"code":0,"message":"OK","request_id":"2026120303112233","data":{"list":[]}}'), [t]


def s_linkedin():
    t = "AQ" + g.s(URLSAFE, R.randint(300, 340))
    return "name-context", f"linkedin_ads:\n  account_id: {R.randint(10**8, 10**9)}\n  access_token: {t}\n  api_version: \"202411\"", [t]


def s_x_bearer():
    t = "A" * 21 + g.s("%" + B62, 90)
    return "structural", f"import requests\nr = requests.get(\"https://ads-api.x.com/12/accounts\", headers={{\"Authorization\": \"Bearer {t}\"}})\nprint(r.status_code)", [t]


def s_ga4_mp():
    s = g.s(URLSAFE, 22)
    return "structural", f"2026-12-02T22:41:07.118Z info  [mp] POST https://www.google-analytics.com/mp/collect?measurement_id=G-{g.s(string.ascii_uppercase + string.digits, 10)}&api_secret={s} -> 204 (38ms)", [s]


def s_ga_sa_json():
    block, line = g.pem("PRIVATE KEY")
    key = json.dumps({"type": "service_account", "project_id": "mkt-bq-exports", "private_key_id": g.hexs(40),
                      "private_key": block + "\n", "client_email": "looker-export@mkt-bq-exports.iam.gserviceaccount.com"}, indent=2)
    return "self-identifying", maybe_read("secrets/ga4-bigquery-sa.json", key), [line]


def s_launchdarkly():
    k = "sdk-" + g.uuid()
    return "self-identifying", f"LAUNCHDARKLY_SDK_KEY={k}\nLAUNCHDARKLY_CLIENT_SIDE_ID={g.hexs(24)}", [k]


def s_intercom():
    t = "dG9rOj" + g.b64(42).rstrip("=") + "="
    return "name-context", f"INTERCOM_ACCESS_TOKEN={t}", [t]


def s_sfmc():
    s = g.s(B62, 24)
    return "structural", f"{{\n  \"grant_type\": \"client_credentials\",\n  \"client_id\": \"{g.s(LOW, 24)}\",\n  \"client_secret\": \"{s}\",\n  \"account_id\": \"{R.randint(10**8, 10**9)}\"\n}}", [s]


def s_census():
    pw = g.pw()
    return "structural", f"# reverse ETL source\nwarehouse_url: postgresql://census_reader:{pw}@analytics-db.internal:5432/marts?sslmode=require", [pw]


def s_snowplow():
    pw = g.pw()
    return "structural", f"\"storage\": {{\n  \"type\": \"snowflake\",\n  \"account\": \"xy{R.randint(10000, 99999)}.eu-central-1\",\n  \"username\": \"SNOWPLOW_LOADER\",\n  \"password\": \"{pw}\",\n  \"database\": \"SNOWPLOW\"\n}}", [pw]


def s_chat():
    k = g.s(B62, 32)
    t = R.choice([f"hey, the new Segment write key for the server-side source is {k} — swap it into the worker env, the old one is disabled tomorrow",
                  f"Mixpanel api secret for the EU project (only for the export job!): {k}",
                  f"can someone check why Braze rejects us? I'm using the REST key {g.uuid()[:0]}{k} from the dashboard"])
    return "name-context", t, [k]


def s_gtm_api():
    rt = g.google_refresh()
    return "self-identifying", f"{{\n  \"installed\": {{\"client_id\": \"{R.randint(10**11, 10**12)}-{g.s(LOW, 32)}.apps.googleusercontent.com\"}},\n  \"refresh_token\": \"{rt}\",\n  \"scopes\": [\"https://www.googleapis.com/auth/tagmanager.edit.containers\"]\n}}", [rt]


def s_selfid():
    name, tok, mark = g.self_identifying()
    t = R.choice([f"# lifecycle-worker settings ({name})\nNOTIFY_TOKEN={tok}",
                  f"campaign_bot:\n  {name}_token: \"{tok}\"\n  channel: \"#growth-alerts\"",
                  sh("grep -r TOKEN deploy/marketing.env", f"deploy/marketing.env:UPLOAD_TOKEN={tok}")])
    return "self-identifying", t, [mark]


def s_airbyte():
    s = g.s(URLSAFE, 22)
    return "name-context", f"sourceType: google-ads\nconfiguration:\n  credentials:\n    developer_token: {s}\n    client_id: ${{GOOGLE_CLIENT_ID}}\n    client_secret: ${{GOOGLE_CLIENT_SECRET}}\n  customer_id: \"{R.randint(10**9, 10**10 - 1)}\"", [s]


SECRETS = [s_gads_yaml, s_gads_env, s_gads_curl, s_meta_capi, s_meta_env, s_segment_py, s_segment_curl, s_segment_b64,
           s_rudder, s_rudder_token, s_mixpanel_secret, s_mixpanel_sa, s_amplitude, s_amplitude_env, s_hubspot_pat,
           s_hubspot_hapikey, s_marketo, s_marketo_yaml, s_mailchimp, s_mandrill, s_braze, s_braze_env, s_klaviyo,
           s_iterable, s_customerio, s_appsflyer, s_branch, s_tiktok, s_linkedin, s_x_bearer, s_ga4_mp, s_ga_sa_json,
           s_launchdarkly, s_intercom, s_sfmc, s_census, s_snowplow, s_chat, s_gtm_api, s_selfid, s_selfid, s_airbyte]


# ---- clean
def c_gtm():
    gid = "GTM-" + g.s(string.ascii_uppercase + string.digits, 7)
    return f"<!-- Google Tag Manager -->\n<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':\nnew Date().getTime(),event:'gtm.js'}});var f=d.getElementsByTagName(s)[0],\nj=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=\n'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);\n}})(window,document,'script','dataLayer','{gid}');</script>"


def c_gtag():
    return f"<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-{g.s(string.ascii_uppercase + string.digits, 10)}\"></script>\n<script>\n  window.dataLayer = window.dataLayer || [];\n  function gtag(){{dataLayer.push(arguments);}}\n  gtag('js', new Date());\n  gtag('config', 'G-{g.s(string.ascii_uppercase + string.digits, 10)}');\n</script>"


def c_pixel():
    return f"fbq('init', '{R.randint(10**14, 10**16)}');\nfbq('track', 'PageView');"


def c_mixpanel_init():
    return f"import mixpanel from 'mixpanel-browser';\n// project token is public by design; it ships in the bundle\nmixpanel.init('{g.hexs(32)}', {{ api_host: 'https://api-eu.mixpanel.com', track_pageview: true }});"


def c_capi_hashed():
    return json.dumps({"data": [{"event_name": "Lead", "event_time": 1764720000 + R.randint(0, 9999), "event_id": g.uuid(),
                                 "user_data": {"em": [g.sha256()], "ph": [g.sha256()], "fbc": f"fb.1.1764720000.{g.s(URLSAFE, 60)}", "client_user_agent": "Mozilla/5.0"},
                                 "action_source": "website"}]}, indent=2)


def c_segment_event():
    return json.dumps({"type": "track", "event": "Checkout Started", "anonymousId": g.uuid(), "messageId": "ajs-next-" + g.hexs(32),
                       "properties": {"order_id": "ord_" + g.s(B62, 14), "revenue": 49.9, "currency": "EUR"},
                       "context": {"library": {"name": "analytics.js", "version": "next-1.74.0"}}, "writeKey": "REDACTED"}, indent=2)


def c_utm():
    return f"https://shop.example.com/landing/winter-sale?utm_source=google&utm_medium=cpc&utm_campaign=winter_{R.randint(2025, 2026)}&gclid={g.s(URLSAFE, 80)}&fbclid=IwAR{g.s(URLSAFE, 60)}"


def c_placeholders():
    return R.choice(["developer_token: INSERT_DEVELOPER_TOKEN_HERE\nclient_id: INSERT_OAUTH2_CLIENT_ID_HERE\nclient_secret: INSERT_OAUTH2_CLIENT_SECRET_HERE\nrefresh_token: INSERT_REFRESH_TOKEN_HERE\nlogin_customer_id: INSERT_LOGIN_CUSTOMER_ID_HERE",
                     "SEGMENT_WRITE_KEY=${SEGMENT_WRITE_KEY}\nBRAZE_REST_API_KEY=<your-braze-rest-key>\nHUBSPOT_ACCESS_TOKEN=pat-na1-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
                     "## Setup\n\nCopy `.env.example` to `.env` and fill in `MAILCHIMP_API_KEY` (looks like `<32 hex chars>-us21`) and `KLAVIYO_PRIVATE_KEY` (starts with `pk_`). Ask #growth-eng for access, never paste them here."])


def c_munchkin():
    return f"<script type=\"text/javascript\">\n(function() {{\n  Munchkin.init('{R.randint(100, 999)}-{g.s(string.ascii_uppercase, 3)}-{R.randint(100, 999)}');\n}})();\n</script>"


def c_hubspot_embed():
    return f"<script type=\"text/javascript\" id=\"hs-script-loader\" async defer src=\"//js-eu1.hs-scripts.com/{R.randint(10**6, 10**8)}.js\"></script>\n<!-- form guid {g.uuid()} portal {R.randint(10**6, 10**8)} -->"


def c_amplitude_event():
    return json.dumps({"event_type": "song_played", "device_id": g.uuid().upper(), "user_id": None, "insert_id": g.uuid(),
                       "session_id": 1764720000123, "event_properties": {"duration_ms": 182000}}, indent=2)


def c_braze_sdk():
    return f"import * as braze from \"@braze/web-sdk\";\n// SDK (app) identifier: public, shipped to browsers\nbraze.initialize(\"{g.uuid()}\", {{ baseUrl: \"sdk.fra-02.braze.eu\" }});\nbraze.openSession();"


def c_pixel_gif():
    return "<img height=\"1\" width=\"1\" alt=\"\" src=\"data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7\" />"


def c_dbt_log():
    return sh("dbt run --select marts.marketing", f"03:12:44  Running with dbt=1.8.7\n03:12:46  Found 84 models, 212 data tests, 9 sources\n03:12:51  1 of 4 OK created sql table model marts.fct_campaign_spend ......... [SELECT 18344 in 2.81s]\n03:12:53  Completed successfully\n03:12:53  invocation_id: {g.uuid()}", bare_ok=True)


def c_appsflyer_postback():
    return f"https://postback.example-dsp.com/af?clickid={g.hexs(32)}&idfa={g.uuid().upper()}&af_siteid={R.randint(1000, 9999)}&event=install&ts=1764720000"


def c_adjust():
    return f"val config = AdjustConfig(this, \"{g.s(LOW, 12)}\", AdjustConfig.ENVIRONMENT_PRODUCTION)\nAdjust.initSdk(config)  // app token: identifies the app, not a credential"


def c_rudder_browser_doc():
    return "rudderanalytics.load(WRITE_KEY, DATA_PLANE_URL);  // WRITE_KEY comes from the source page of your workspace\nrudderanalytics.page();"


def c_git():
    return sh("git log --oneline -5 -- marketing/", "\n".join(f"{g.hexs(7)} {m}" for m in ["braze: batch users/track calls", "segment: drop legacy write key env", "ads: bump google-ads to 25.1.0", "mixpanel: use EU residency host", "capi: hash phone numbers before send"]), bare_ok=True)


def c_pip():
    return sh("pip download google-ads==25.1.0 --no-deps -d /tmp/w && sha256sum /tmp/w/*.whl", f"Saved /tmp/w/google_ads-25.1.0-py3-none-any.whl\n{g.sha256()}  /tmp/w/google_ads-25.1.0-py3-none-any.whl")


CLEAN = [c_gtm, c_gtag, c_pixel, c_mixpanel_init, c_capi_hashed, c_segment_event, c_utm, c_placeholders, c_munchkin,
         c_hubspot_embed, c_amplitude_event, c_braze_sdk, c_pixel_gif, c_dbt_log, c_appsflyer_postback, c_adjust,
         c_rudder_browser_doc, c_git, c_pip]


def main():
    out = Path(__file__).resolve().parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, vals = SECRETS[i]() if i < len(SECRETS) else R.choice(SECRETS)()
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            text = CLEAN[i]() if i < len(CLEAN) else R.choice(CLEAN)()
            f.write(json.dumps({"id": f"{FAM}-c{i + 1}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
