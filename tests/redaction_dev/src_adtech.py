"""Blind redaction source "adtech": advertising technology.

DSP/SSP and ad-server APIs, Google Ad Manager, The Trade Desk, prebid configs, tracking pixels and conversion
APIs, attribution SDKs, data clean rooms — as configs, commands, logs, tracebacks, chat and agent hook payloads.
Written blind by "corpora" on 2026-12-03 (it read neither the rules nor their results). Every value is random and
made up. Seeded: rerunning writes adtech_secrets.jsonl and adtech_clean.jsonl byte-identically. Imports only the
stdlib and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, Gen  # noqa: E402

FAMILY = "adtech"
g = Gen(290303)
R = g.r
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits

DOMAINS = ["ads.brightfeed.example", "adops.kestrel-media.example", "bid.openlane-ssp.example", "track.shoply.example",
           "data.cleanroom-co.example", "mm.northpeak-agency.example"]
HOSTS = ["bidder", "adserver", "pixel", "capi-relay", "reporting", "attrib", "segments", "pbs", "creative-cdn", "cleanroom"]
BIDDERS = ["appnexus", "rubicon", "openx", "pubmatic", "ix", "triplelift", "sovrn", "criteo"]


def host():
    return f"{g.pick(HOSTS)}-{R.randint(1, 9)}.{g.pick(DOMAINS)}"


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}.{R.randint(100, 999)}Z"


def secret():
    k = R.randint(0, 8)
    if k <= 2:
        return g.pw()
    if k == 3:
        return g.pick(["adops", "Campaign", "trafficker", "Banner", "cpm"]) + str(R.randint(10, 9999)) + g.pick(["", "!", "?", "#"])
    if k == 4:
        return g.hexs(g.pick([32, 64]))
    if k == 5:
        return g.s(B62, R.randint(20, 40))
    if k == 6:
        return "-".join(g.pick(["pixel", "banner", "click", "bid", "floor", "viewable", "reach", "lift", "cohort", "frequency"]) for _ in range(3)) + str(R.randint(1, 99))
    if k == 7:
        return g.b64(32)
    return g.s(LOW + DIG, 12)


def clean_url(p):
    for ch in "@/#%?+&:":
        p = p.replace(ch, "x")
    return p


def hook(cmd, stdout, tool="Bash"):
    inp = {"command": cmd} if tool == "Bash" else {"file_path": cmd}
    return json.dumps({"tool_name": tool, "tool_input": inp, "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}})


# ---------------------------------------------------------------- secrets
def s_capi_token():
    tok = "EAA" + g.s(B62, R.randint(150, 190))
    t = f"$ curl -s -X POST \"https://graph.facebook.com/v19.0/{R.randint(10**14, 10**15)}/events?access_token={tok}\" -F 'data=@events.json'\n{{\"events_received\":{R.randint(1, 50)},\"messages\":[],\"fbtrace_id\":\"{g.s(B62, 11)}\"}}"
    return "structural", t, [tok]


def s_capi_env():
    tok = "EAA" + g.s(B62, R.randint(150, 190))
    t = f"META_PIXEL_ID={R.randint(10**14, 10**15)}\nMETA_CAPI_ACCESS_TOKEN={tok}\nMETA_TEST_EVENT_CODE=TEST{R.randint(10000, 99999)}\n"
    return "self-identifying", t, [tok]


def s_ttd_login():
    p = secret()
    t = json.dumps({"Login": f"api_{g.s(LOW, 6)}@{g.pick(DOMAINS)}", "Password": p, "TokenExpirationInMinutes": 1440}, indent=2)
    t = f"POST https://api.thetradedesk.com/v3/authentication\nContent-Type: application/json\n\n{t}"
    return "structural", t, [p]


def s_ttd_header():
    tok = g.s(B62 + "-_", 64)
    t = f"curl -s https://api.thetradedesk.com/v3/campaign/query/advertiser -H \"TTD-Auth: {tok}\" -H 'Content-Type: application/json' -d '{{\"AdvertiserId\":\"{g.s(LOW + DIG, 7)}\",\"PageStartIndex\":0,\"PageSize\":50}}'"
    return "structural", t, [tok]


def s_gam_yaml():
    rt = g.google_refresh()
    cs = "GOCSPX-" + g.s(B62 + "-_", 28)
    t = (f"# googleads.yaml — Ad Manager reporting job\nad_manager:\n  application_name: kestrel-reporting\n  network_code: {R.randint(10**7, 10**8)}\n"
         f"  client_id: {R.randint(10**11, 10**12)}-{g.s(LOW + DIG, 32)}.apps.googleusercontent.com\n  client_secret: {cs}\n  refresh_token: {rt}\n")
    return "self-identifying", t, [cs, rt]


def s_gam_sa():
    block, line = g.pem("PRIVATE KEY")
    body = json.dumps({"type": "service_account", "project_id": "gam-reporting-" + g.s(LOW + DIG, 5),
                       "private_key_id": g.hexs(40), "private_key": block + "\n",
                       "client_email": f"gam-api@gam-reporting.iam.gserviceaccount.com"}, indent=2)
    return "self-identifying", f"Read(secrets/gam-service-account.json)\n{body}", [line]


def s_prebid_server():
    k = g.uuid()
    t = (f"# prebid-server host config\nadapters:\n  {g.pick(BIDDERS)}:\n    endpoint: https://{host()}/openrtb2\n    extra_info: '{{\"seat\":\"{g.s(LOW, 5)}\"}}'\n"
         f"  {g.pick(BIDDERS)}:\n    endpoint: https://{host()}/bid\n    api_key: {k}\n")
    return "name-context", t, [k]


def s_ssp_report_key():
    k = g.hexs(40)
    t = f"GET https://{host()}/api/reports/v2/revenue?date=yesterday&group_by=ad_unit&api_key={k}\n→ 200 OK ({R.randint(1, 900)} rows)"
    return "structural", t, [k]


def s_appsflyer():
    tok = g.jwt()
    t = f"APPSFLYER_API_TOKEN_V2={tok}\nAPPSFLYER_APP_ID=id{R.randint(10**8, 10**9)}\n"
    return "self-identifying", t, [tok]


def s_adjust_secret():
    a = ",".join(str(R.randint(10**8, 10**10)) for _ in range(4))
    t = f"// attribution SDK init (server-side signing, internal build only)\nAdjustConfig config = new AdjustConfig(this, \"{g.s(LOW + DIG, 12)}\", AdjustConfig.ENVIRONMENT_PRODUCTION);\nconfig.setAppSecret({R.randint(1, 9)}, {a});"
    return "name-context", t, [a]


def s_branch_secret():
    s = "secret_live_" + g.s(B62, 32)
    t = f"BRANCH_KEY=key_live_{g.s(B62, 32)}\nBRANCH_SECRET={s}\n"
    return "self-identifying", t, [s]


def s_clickhouse():
    p = clean_url(secret())
    t = f"$ clickhouse-client --host {host()} --secure --user reporting --password '{p}' -q \"SELECT toDate(ts) d, sum(impressions) FROM ad_events WHERE d >= today()-7 GROUP BY d ORDER BY d\""
    return "structural", t, [p]


def s_snowflake_cleanroom():
    p = secret()
    t = (f"[connections.cleanroom]\naccount = \"{g.s(UP, 3)}{R.randint(10000, 99999)}\"\nuser = \"CLEANROOM_PARTNER\"\npassword = \"{p}\"\n"
         f"role = \"SAMOOHA_APP_ROLE\"\nwarehouse = \"CR_WH\"\n")
    return "structural", t, [p]


def s_redshift_uri():
    p = clean_url(g.s(B62, 20))
    t = f"ATTRIBUTION_DW=redshift://attrib_etl:{p}@{host()}:5439/attribution"
    return "structural", t, [p]


def s_kafka_sasl():
    p = g.s(B62, 32)
    t = f"bootstrap.servers={host()}:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"bidstream\" password=\"{p}\";\n"
    return "structural", t, [p]


def s_self_id():
    name, tok, sec = g.self_identifying()
    ctx = R.randint(0, 3)
    if ctx == 0:
        t = f"# pacing-alerts cron\nexport {name.upper()}_KEY='{tok}'\npython pacing_alert.py --threshold 0.85"
    elif ctx == 1:
        t = hook("cat deploy/values-prod.yaml | grep -A2 notify", f"notify:\n  provider: {name}\n  token: {tok}\n")
    elif ctx == 2:
        t = f"heads up: the under-delivery alert in #adops-pacing is posting with the old creds, config still says {tok} — who owns this?"
    else:
        t = f"{ts()} level=error msg=\"upload failed\" component=creative-sync credential={tok} status=403"
    return "self-identifying", t, [sec]


def s_pem():
    block, line = g.pem()
    t = f"$ kubectl get secret pbs-tls -o jsonpath='{{.data.tls\\.key}}' | base64 -d\n{block}"
    return "self-identifying", t, [line]


def s_dsp_python():
    s = g.s(B62, 40)
    t = f"from dsp_client import Client\n\nclient = Client(\n    seat_id=\"{R.randint(1000, 9999)}\",\n    api_secret=\"{s}\",\n    sandbox=False,\n)\nclient.line_items.update(\"{g.uuid()}\", bid_cpm=2.35)"
    return "name-context", t, [s]


def s_tiktok_events():
    tok = g.hexs(40)
    t = f"> POST /open_api/v1.3/event/track/ HTTP/1.1\n> Host: business-api.tiktok.com\n> Access-Token: {tok}\n> Content-Type: application/json\n>\n< HTTP/1.1 200 OK\n< {{\"code\":0,\"message\":\"OK\"}}"
    return "structural", t, [tok]


def s_ga_mp():
    s = g.s(B62 + "-_", 22)
    t = f"// GA4 Measurement Protocol from the order service\nconst url = `https://www.google-analytics.com/mp/collect?measurement_id=G-{g.s(UP + DIG, 10)}&api_secret={s}`;\nawait fetch(url, {{ method: 'POST', body: JSON.stringify(payload) }});"
    return "structural", t, [s]


def s_snap_capi():
    tok = g.b64url(96)
    t = f"SNAP_CAPI_TOKEN = \"{tok}\"\nSNAP_PIXEL_ID = \"{g.uuid()}\"\n"
    return "name-context", t, [tok]


def s_gam_oauth_traceback():
    rt = g.google_refresh()
    t = (f"Traceback (most recent call last):\n  File \"gam_report.py\", line 23, in <module>\n    creds = Credentials(None, refresh_token=\"{rt}\", token_uri=TOKEN_URI, client_id=CID, client_secret=CS)\n"
         f"  File \".../google/oauth2/credentials.py\", line 410, in refresh\ngoogle.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.')")
    return "self-identifying", t, [rt]


def s_chat_pw():
    p = secret()
    t = f"{g.pick(['Ana', 'Bilal', 'Sophie', 'Hiro'])}: the publisher console for the {g.pick(BIDDERS)} seat is adops@{g.pick(DOMAINS)} / {p} — shared login, please don't lock it out again 🙏"
    return "structural", t, [p]


def s_hook_env():
    k = g.hexs(32)
    out = f"ADSERVER_URL=https://{host()}\nADSERVER_NETWORK={R.randint(1000, 9999)}\nADSERVER_API_KEY={k}\nPATH=/usr/local/bin:/usr/bin\n"
    return "name-context", hook("printenv | sort | grep -v LS_COLORS", out), [k]


def s_amazon_ads():
    rt = "Atzr|" + g.s(B62 + "-_", 150)
    t = f"AMAZON_ADS_CLIENT_ID=amzn1.application-oa2-client.{g.hexs(32)}\nAMAZON_ADS_REFRESH_TOKEN={rt}\nAMAZON_ADS_PROFILE_ID={R.randint(10**14, 10**15)}\n"
    return "self-identifying", t, [rt]


def s_linkedin_hmac():
    k = g.hexs(64)
    t = f"package postback\n\n// signs S2S conversion postbacks to the partner\nvar signingKey = []byte(\"{k}\")\n"
    return "name-context", t, [k]


def s_mongo():
    p = clean_url(secret())
    t = f"SEGMENTS_MONGO=mongodb+srv://segments_rw:{p}@cluster0.{g.s(LOW + DIG, 5)}.mongodb.example/audiences?retryWrites=true"
    return "structural", t, [p]


def s_ticket():
    p = secret()
    t = f"JIRA ADOPS-{R.randint(100, 9999)}: Clean room partner onboarding\n\nPartner sent their SFTP drop credentials in the kickoff mail:\nhost {host()} user partner_{g.s(LOW, 5)}\npassword: {p}\nFirst match file expected Monday."
    return "structural", t, [p]


def s_docker_run():
    p = secret().replace("'", "")
    t = f"$ docker run -d --name bidder -e BIDDER_REDIS_PASSWORD='{p}' -e BIDDER_REGION=us-east -p 8080:8080 registry.{g.pick(DOMAINS)}/bidder:{R.randint(100, 999)}"
    return "name-context", t, [p]


def s_tag_secret():
    s = g.s(B62, 32)
    t = f"<!-- server-side GTM container config (server container, not the page) -->\n<script>\n  window.__sgtm = {{ containerId: 'GTM-{g.s(UP + DIG, 7)}', previewSecret: '{s}' }};\n</script>"
    return "name-context", t, [s]


SECRET_T = [s_capi_token, s_capi_env, s_ttd_login, s_ttd_header, s_gam_yaml, s_gam_sa, s_prebid_server, s_ssp_report_key,
            s_appsflyer, s_adjust_secret, s_branch_secret, s_clickhouse, s_snowflake_cleanroom, s_redshift_uri,
            s_kafka_sasl, s_self_id, s_pem, s_dsp_python, s_tiktok_events, s_ga_mp, s_snap_capi, s_gam_oauth_traceback,
            s_chat_pw, s_hook_env, s_amazon_ads, s_linkedin_hmac, s_mongo, s_ticket, s_docker_run, s_tag_secret, s_self_id]


# ---------------------------------------------------------------- clean
def c_pixel():
    return f"<script>\n!function(f,b,e,v,n,t,s){{if(f.fbq)return;n=f.fbq=function(){{n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)}};}}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');\nfbq('init', '{R.randint(10**14, 10**15)}');\nfbq('track', 'PageView');\n</script>"


def c_prebid():
    return (f"pbjs.addAdUnits([{{\n  code: 'div-gpt-ad-{R.randint(10**12, 10**13)}-0',\n  mediaTypes: {{ banner: {{ sizes: [[300, 250], [728, 90]] }} }},\n"
            f"  bids: [\n    {{ bidder: 'appnexus', params: {{ placementId: {R.randint(10**7, 10**8)} }} }},\n    {{ bidder: 'rubicon', params: {{ accountId: {R.randint(1000, 99999)}, siteId: {R.randint(1000, 999999)}, zoneId: {R.randint(1000, 9999999)} }} }}\n  ]\n}}]);")


def c_gtag():
    return f"<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-{g.s(UP + DIG, 10)}\"></script>\n<script>gtag('config', 'AW-{R.randint(10**9, 10**10)}'); gtag('event', 'conversion', {{'send_to': 'AW-{R.randint(10**9, 10**10)}/{g.s(B62, 20)}'}});</script>"


def c_env_example():
    return f"# .env.example — copy to .env ({g.pick(HOSTS)})\n" + "META_CAPI_ACCESS_TOKEN=<your-capi-token>\nTTD_PASSWORD=\nGAM_REFRESH_TOKEN=${GAM_REFRESH_TOKEN}\nAPPSFLYER_API_TOKEN_V2=your_token_here\n"


def c_ads_txt():
    return "\n".join(f"{d}, {R.randint(1000, 99999)}, {g.pick(['DIRECT', 'RESELLER'])}, {g.hexs(16)}" for d in ["appnexus.com", "rubiconproject.com", "openx.com", "pubmatic.com"])


def c_bid_request():
    return json.dumps({"id": g.uuid(), "imp": [{"id": "1", "banner": {"w": 300, "h": 250}, "bidfloor": 0.5}],
                       "site": {"domain": "news.example", "page": "https://news.example/a/" + g.hexs(8)},
                       "user": {"buyeruid": g.hexs(32)}, "device": {"ifa": g.uuid()}, "tmax": 120})


def c_hashed_email():
    return f"match_file.csv\nhashed_email,zip,ts\n{g.sha256()},10001,{ts()}\n{g.sha256()},94107,{ts()}\n{g.sha256()},60614,{ts()}"


def c_report():
    rows = "\n".join(f"{g.uuid()[:8]}  {R.randint(1000, 900000):>8}  {R.randint(10, 9000):>6}  ${R.randint(1, 900)}.{R.randint(10, 99)}" for _ in range(4))
    return f"$ ./report --advertiser {g.s(LOW + DIG, 7)} --range 7d\nline_item  impressions  clicks  spend\n{rows}"


def c_docs_changeme():
    return f"## Local {g.pick(HOSTS)}\n\n`docker compose up` starts Redis on port {R.randint(6379, 6399)} with `requirepass changeme`. That's only for your laptop; staging gets `BIDDER_REDIS_PASSWORD` from the secrets manager."


def c_chat():
    return f"{g.pick(['Ana', 'Bilal', 'Hiro'])}: rotated the TTD API password for the reporting user, new one is in the vault at adops/ttd/reporting — update your local .env from there."


def c_click_url():
    return f"https://{host()}/c?cid={g.uuid()}&crid={R.randint(10**6, 10**7)}&gclid={g.s(B62 + '-_', 40)}&utm_source=dsp&utm_campaign=winter_sale"


def c_vast():
    return f"<VAST version=\"4.2\"><Ad id=\"{R.randint(10**5, 10**6)}\"><InLine><AdSystem>kestrel</AdSystem><Impression><![CDATA[https://{host()}/imp?rid={g.hexs(32)}]]></Impression><Creatives><Creative id=\"{g.uuid()}\"/></Creatives></InLine></Ad></VAST>"


def c_hook_clean():
    return hook("git log -3 --format='%H %s'", "\n".join(f"{g.sha1()} {m}" for m in ["prebid: bump to 9.x", "capi: dedupe on event_id", "reporting: fix tz"]) + "\n")


def c_publishable():
    return f"// client-side SDK init\nBranch.init('key_live_{g.s(B62, 32)}');\nAdjust.initSdk({{ appToken: '{g.s(LOW + DIG, 12)}', environment: 'production' }});"


def c_b64_creative():
    return f"{{\"creative_id\": {R.randint(10**6, 10**7)}, \"thumbnail\": \"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ{g.b64(54)}\", \"size\": \"300x250\"}}"


def c_k8s_ref():
    return f"# {g.pick(HOSTS)} deployment\n" + "env:\n  - name: TTD_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: ttd-api, key: password}\n  - name: META_CAPI_ACCESS_TOKEN\n    valueFrom:\n      secretKeyRef: {name: meta-capi, key: token}\n"


def c_log():
    return f"{ts()} level=info msg=\"auction closed\" auction_id={g.uuid()} winner={g.pick(BIDDERS)} price_cpm=1.{R.randint(10, 99)} bid_hash={g.hexs(40)}"


def c_gam_ids():
    return f"GAM network {R.randint(10**7, 10**8)} / ad unit /{R.randint(10**7, 10**8)}/homepage/top_leaderboard, order {R.randint(10**9, 10**10)}, line item {R.randint(10**9, 10**10)}, creative {R.randint(10**11, 10**12)}"


CLEAN_T = [c_pixel, c_prebid, c_gtag, c_env_example, c_ads_txt, c_bid_request, c_hashed_email, c_report,
           c_docs_changeme, c_chat, c_click_url, c_vast, c_hook_clean, c_publishable, c_b64_creative, c_k8s_ref, c_log,
           c_gam_ids]


def main():
    out = Path(__file__).resolve().parent
    secrets = []
    for i in range(250):
        cls, text, vals = SECRET_T[i % len(SECRET_T)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean = [{"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN_T[i % len(CLEAN_T)]()} for i in range(100)]
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in secrets:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for r in clean:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
