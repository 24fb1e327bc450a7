import base64, json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

OUT = Path(__file__).resolve().parent
g = Gen(4503)
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
SITES = ["stats.example.org", "analytics.shopfront.test", "matomo.acme.example", "metrics.blog.example", "a.newsroom.example"]


@S
def matomo_token_url():
    t = g.hexs(32)
    return ST, f"""$ curl -s "https://{R.choice(SITES)}/index.php?module=API&method=VisitsSummary.get&idSite={R.randint(1, 40)}&period=day&date=yesterday&format=JSON&token_auth={t}"
{{"nb_uniq_visitors":{R.randint(100, 9000)},"nb_visits":{R.randint(100, 9000)},"bounce_rate":"{R.randint(20, 80)}%"}}""", [t]


@S
def matomo_post_token():
    t = g.hexs(32)
    return ST, f"""POST /index.php HTTP/1.1
Host: {R.choice(SITES)}
Content-Type: application/x-www-form-urlencoded

module=API&method=Live.getLastVisitsDetails&idSite={R.randint(1, 9)}&format=json&token_auth={t}&filter_limit=10""", [t]


@S
def matomo_config_ini():
    pw = pwmix(); salt = g.hexs(32)
    return NC, f"""; <?php exit; ?> DO NOT REMOVE THIS LINE
; file automatically generated during the Matomo installation process
[database]
host = "mariadb"
username = "matomo"
password = "{pw}"
dbname = "matomo"
tables_prefix = "matomo_"
charset = "utf8mb4"

[General]
salt = "{salt}"
trusted_hosts[] = "{R.choice(SITES)}"
""", [pw, salt]


@S
def matomo_archive_cron():
    t = g.hexs(32)
    return ST, f"""# /etc/cron.d/matomo-archive
5 * * * * www-data /usr/bin/php /var/www/matomo/console core:archive --url=https://{R.choice(SITES)}/ --token-auth={t} > /var/log/matomo-archive.log 2>&1""", [t]


@S
def matomo_import_logs():
    t = g.hexs(32)
    return ST, f"""$ python3 /var/www/matomo/misc/log-analytics/import_logs.py --url=https://{R.choice(SITES)} --idsite={R.randint(1, 20)} \\
    --token-auth={t} --recorders=4 --enable-http-errors --enable-bots /var/log/nginx/access.log.1
Matomo Tracking API: https://{R.choice(SITES)}/
{R.randint(1000, 90000)} lines parsed, {R.randint(1000, 90000)} lines recorded""", [t]


@S
def matomo_tracking_php():
    t = g.hexs(32)
    return NC, f"""<?php
// server-side tracking for the checkout (needs token to set cip / cdt)
$tracker = new MatomoTracker({R.randint(1, 12)}, 'https://{R.choice(SITES)}/');
$tracker->setTokenAuth('{t}');
$tracker->setIp($_SERVER['REMOTE_ADDR']);
$tracker->doTrackEcommerceOrder($orderId, $grandTotal);""", [t]


@S
def matomo_docker_env():
    pw = pwmix(); root = pwmix()
    return NC, f"""# matomo/.env (docker compose)
MATOMO_DATABASE_HOST=db
MATOMO_DATABASE_USERNAME=matomo
MATOMO_DATABASE_PASSWORD={pw}
MARIADB_ROOT_PASSWORD={root}
""", [pw, root]


@S
def matomo_console_user():
    pw = wdpw()
    return ST, f"""$ ./console user:reset-password --login=admin --new-password='{pw}'
Password for user admin has been reset.""", [pw]


@S
def plausible_conf():
    skb = g.b64(48); totp = g.b64(32)
    return NC, f"""# plausible-conf.env (community edition)
BASE_URL=https://{R.choice(SITES)}
SECRET_KEY_BASE={skb}
TOTP_VAULT_KEY={totp}
DISABLE_REGISTRATION=invite_only
""", [skb, totp]


@S
def plausible_stats_api():
    k = g.s(B62 + "-_", 64)
    return ST, f"""$ curl -s https://plausible.io/api/v2/query -X POST \\
  -H 'Authorization: Bearer {k}' -H 'Content-Type: application/json' \\
  -d '{{"site_id":"blog.example","metrics":["visitors","pageviews"],"date_range":"7d"}}'""", [k]


@S
def plausible_clickhouse():
    pw = urlpw()
    return ST, f"CLICKHOUSE_DATABASE_URL=http://plausible:{pw}@plausible_events_db:8123/plausible_events_db\nDATABASE_URL=postgres://postgres:postgres@plausible_db:5432/plausible_db\n", [pw]


@S
def plausible_smtp():
    pw = g.s(B62, 20)
    return NC, f"""MAILER_EMAIL=plausible@{R.choice(SITES)}
SMTP_HOST_ADDR=smtp.mailprovider.example
SMTP_HOST_PORT=587
SMTP_USER_NAME=plausible
SMTP_USER_PWD={pw}
SMTP_HOST_SSL_ENABLED=false""", [pw]


@S
def umami_env():
    sec = g.hexs(64); pw = urlpw()
    return ST, f"""DATABASE_URL=postgresql://umami:{pw}@localhost:5432/umami
APP_SECRET={sec}
TRACKER_SCRIPT_NAME=stats.js""", [pw, sec]


@S
def umami_login():
    pw = wdpw(); jt = g.jwt('admin')
    return ST, f"""$ curl -s -X POST https://{R.choice(SITES)}/api/auth/login -H 'Content-Type: application/json' -d '{{"username":"admin","password":"{pw}"}}'
{{"token":"{jt}","user":{{"id":"{g.uuid()}","username":"admin","role":"admin"}}}}""", [pw, jt]


@S
def umami_bearer():
    t = g.jwt()
    return SI, f"""> GET /api/websites/{g.uuid()}/stats?startAt=1764000000000&endAt=1764600000000
> Authorization: Bearer {t}
< 200 {{"pageviews":{{"value":{R.randint(100, 9999)}}}}}""", [t]


@S
def umami_cloud_key():
    k = "api_" + g.s(B62, 32)
    return ST, f"""GET /v1/websites HTTP/1.1
Host: api.umami.is
x-umami-api-key: {k}
Accept: application/json""", [k]


@S
def posthog_personal():
    k = "phx_" + g.s(B62, 43)
    return SI, f"""# scripts/export_cohorts.py
POSTHOG_HOST = "https://posthog.internal.example"
POSTHOG_PERSONAL_API_KEY = "{k}"
r = requests.get(f"{{POSTHOG_HOST}}/api/projects/{R.randint(1, 9)}/cohorts/", headers={{"Authorization": f"Bearer {{POSTHOG_PERSONAL_API_KEY}}"}})""", [k]


@S
def posthog_selfhost_values():
    sk = g.s(B62, 50); pw = pwmix()
    return NC, f"""# posthog self-hosted (hobby) docker-compose override
services:
  web:
    environment:
      SECRET_KEY: "{sk}"
      SITE_URL: https://posthog.internal.example
  db:
    environment:
      POSTGRES_PASSWORD: "{pw}"
""", [sk, pw]


@S
def posthog_clickhouse_cli():
    pw = g.s(B62, 18)
    return ST, f"$ clickhouse-client --host ch.posthog.internal --user default --password '{pw}' --query 'SELECT count() FROM events WHERE timestamp > now() - INTERVAL 1 DAY'\n{R.randint(10000, 9000000)}", [pw]


@S
def posthog_feature_flag_secure():
    k = "phs_" + g.s(B62, 43)
    return SI, f"""// server.ts — local flag evaluation
const client = new PostHog('phc_{g.s(B62, 43)}', {{
  host: 'https://eu.i.posthog.com',
  personalApiKey: '{k}',
  featureFlagsPollingInterval: 30000,
}})""", [k]


@S
def ga4_mp_url():
    s = g.s(B62 + "-_", 22)
    return ST, f"""$ curl -X POST "https://www.google-analytics.com/mp/collect?measurement_id=G-{g.s(UPPER + '0123456789', 10)}&api_secret={s}" \\
  -H 'Content-Type: application/json' \\
  -d '{{"client_id":"{R.randint(10**8, 10**9)}.{R.randint(10**9, 10**10)}","events":[{{"name":"purchase","params":{{"transaction_id":"T-{R.randint(10000, 99999)}","value":{R.randint(5, 500)}.00,"currency":"EUR"}}}}]}}'""", [s]


@S
def ga4_mp_code():
    s = g.s(B62 + "-_", 22)
    return NC, f"""// lib/ga4.go
const (
	measurementID = "G-{g.s(UPPER + '0123456789', 10)}"
	apiSecret     = "{s}"
)
func Send(ctx context.Context, ev Event) error {{
	u := fmt.Sprintf("https://www.google-analytics.com/mp/collect?measurement_id=%s&api_secret=%s", measurementID, apiSecret)""", [s]


@S
def ga4_data_api_sa():
    blk, _ = g.pem("PRIVATE KEY"); pk = blk.replace("\n", "\\n")
    return SI, f'$ cat ga4-reporting-sa.json\n{{"type":"service_account","project_id":"ga4-reports-{R.randint(100, 999)}","private_key_id":"{g.hexs(40)}","private_key":"{pk}\\n","client_email":"looker-export@ga4-reports.iam.gserviceaccount.com"}}', [blk.split("\n")[2]]


@S
def sgtm_meta_capi():
    t = "EAA" + g.s(B62, 180)
    return NC, f"""sGTM variable "Meta CAPI – Access Token" (Constant)
  value: {t}
  used by: Tag "Conversions API – Purchase" (Facebook Conversion API by stape)""", [t]


@S
def sgtm_tiktok():
    t = g.hexs(40)
    return NC, f"""{{
  "tag": "TikTok Events API",
  "pixelId": "C{g.s(UPPER + '0123456789', 19)}",
  "accessToken": "{t}",
  "testEventCode": ""
}}""", [t]


@S
def stape_api_key():
    k = "sar:" + g.uuid() + ":" + g.hexs(32)
    return NC, f"STAPE_API_KEY={k}\nSTAPE_CONTAINER=gtm-{g.s(LOW + '0123456789', 8)}\n", [k]


@S
def sgtm_cloudrun_sa():
    ak = g.aws_akid(); sk = g.aws_secret()
    return SI, f"""# sGTM BigQuery/S3 mirror tag — firehose fallback
aws_access_key_id={ak}
aws_secret_access_key={sk}""", [ak, sk]


@S
def mixpanel_sa():
    sec = g.s(B62, 32)
    return ST, f"""$ curl https://data.mixpanel.com/api/2.0/export?project_id={R.randint(1000000, 3999999)}&from_date=2026-11-01&to_date=2026-11-02 \\
   -u 'export-bot.{g.hexs(8)}.mp-service-account:{sec}'""", [sec]


@S
def amplitude_secret():
    k = g.hexs(32); sec = g.hexs(32)
    return NC, f"""[amplitude]
api_key = {k}
secret_key = {sec}
export_window_hours = 24""", [sec]


@S
def fathom():
    k = g.s(B62, 48)
    return ST, f"""GET /v1/aggregations?entity=pageview&entity_id={g.s(UPPER, 8)}&aggregates=visits,uniques HTTP/1.1
Host: api.usefathom.com
Authorization: Bearer {k}""", [k]


@S
def simpleanalytics():
    k = "sa_api_key_" + g.s(B62, 32)
    return SI, f"""$ curl "https://simpleanalytics.com/api/export/datapoints?version=5&format=csv&hostname=blog.example&start=2026-11-01&fields=added_iso,path" \\
    -H "Api-Key: {k}" -H "User-Id: sa_user_id_{g.uuid()}\"""", [k]


@S
def countly_api():
    k = g.hexs(32)
    return ST, f"""$ curl "https://countly.internal.example/o/analytics/dashboard?api_key={k}&app_id={g.hexs(24)}&period=30days\"""", [k]


@S
def ackee_env():
    pw = phrase()
    return NC, f"""ACKEE_MONGODB=mongodb://mongo:27017/ackee
ACKEE_USERNAME=admin
ACKEE_PASSWORD={pw}
ACKEE_ALLOW_ORIGIN=https://blog.example""", [pw]


@S
def ackee_mongo_url():
    pw = urlpw()
    return ST, f"ACKEE_MONGODB=mongodb+srv://ackee:{pw}@cluster0.{g.s(LOW + '0123456789', 5)}.mongodb.net/ackee?retryWrites=true", [pw]


@S
def shynet_django():
    sk = g.s(B62 + "!@#%^*(-_=+)", 50)
    return NC, f"""# shynet .env
DJANGO_SECRET_KEY={sk}
ALLOWED_HOSTS={R.choice(SITES)}
DB_NAME=shynet_db""", [sk]


@S
def pirsch():
    sec = g.s(B62, 64); cid = g.s(B62, 32)
    return NC, f"""pirsch:
  client_id: {cid}
  client_secret: {sec}
  hostname: shop.example""", [sec]


@S
def goaccess_htpasswd_pw():
    pw = legacy()
    return ST, f"$ htpasswd -b -c /etc/nginx/.goaccess_htpasswd reports {pw}\nAdding password for user reports", [pw]


@S
def chat_de():
    t = g.hexs(32)
    return NC, f"""[#web-analytics] Stefan: für das Reporting-Skript brauchst du einen Matomo-Token mit view-Rechten, nimm erstmal meinen: {t}
[#web-analytics] Stefan: bitte bis Freitag eigenen anlegen, ich lösche ihn dann"""  , [t]


@S
def chat_nl():
    s = g.s(B62 + "-_", 22)
    return NC, f"""Hoi! De GA4 Measurement Protocol api_secret voor de webshop is {s} — staat ook in 1Password, maar de server-side container gebruikt hem nog hardcoded."""  , [s]


@S
def chat_ja():
    k = "phx_" + g.s(B62, 43)
    return SI, f"""PostHogのセルフホスト移行の件、エクスポート用のpersonal API keyはこれです: {k}
移行が終わったら失効させます。""", [k]


@S
def chat_it():
    pw = wdpw()
    return NC, f"""Ciao, l'utente admin di Umami sul VPS è "admin" con password {pw}. Cambiala dopo il primo accesso, grazie!""", [pw]


@S
def hook_read_config_php():
    pw = pwmix(); salt = g.hexs(32)
    content = f'; <?php exit; ?> DO NOT REMOVE THIS LINE\n[database]\nhost = "127.0.0.1"\nusername = "matomo"\npassword = "{pw}"\ndbname = "matomo"\n[General]\nsalt = "{salt}"\n'
    return NC, hookjson("Read", {"file_path": "/var/www/matomo/config/config.ini.php"}, {"type": "text", "file": {"content": content}}), [pw, salt]


@S
def hook_bash_token():
    t = g.hexs(32)
    return ST, hookjson("Bash", {"command": f"curl -s 'https://{R.choice(SITES)}/index.php?module=API&method=SitesManager.getAllSites&format=json&token_auth={t}' | jq length", "description": "list tracked sites"}), [t]


@S
def diff_sgtm():
    s = g.s(B62 + "-_", 22)
    return NC, f"""diff --git a/sgtm/client.js b/sgtm/client.js
@@ -11,4 +11,5 @@
 const MEASUREMENT_ID = 'G-{g.s(UPPER + '0123456789', 10)}';
+const API_SECRET = '{s}'; // TODO env var
 module.exports = {{ forward }};""", [s]


@S
def notebook_ga4():
    k = "phx_" + g.s(B62, 43)
    return SI, json.dumps({"cell_type": "code", "source": ["from posthog import Posthog\n", f"ph = Posthog(project_api_key='phc_{g.s(B62, 43)}', personal_api_key='{k}', host='https://posthog.internal.example')\n"], "outputs": [{"output_type": "stream", "name": "stdout", "text": ["ok\n"]}]}), [k]


@S
def tf_gtm():
    sec = "GOCSPX-" + g.s(URLSAFE, 28)
    return SI, f"""provider "googletagmanager" {{
  account_id    = "{R.randint(10**9, 10**10)}"
  client_secret = "{sec}"
}}""", [sec]


@S
def cloudflare_api():
    t = g.s(B62 + "_-", 40)
    return ST, f"""$ curl https://api.cloudflare.com/client/v4/accounts/{g.hexs(32)}/rum/site_info/list \\
    -H "Authorization: Bearer {t}\"""", [t]


@S
def redis_queue_matomo():
    pw = g.s(B62, 32)
    return NC, f"""[QueuedTracking]
backend = "redis"
redisHost = "redis.internal"
redisPort = 6379
redisPassword = "{pw}"
numQueueWorkers = 4""", [pw]


@S
def mysql_matomo_cli():
    pw = pwmix()
    return ST, f"$ mysql -umatomo -p'{pw}' matomo -e \"SELECT idsite, name FROM matomo_site\"", [pw]



# --------------------------------------------------------------- clean
@C
def c_matomo_js():
    return f"""<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['disableCookies']);
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {{
    var u="https://{R.choice(SITES)}/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '{R.randint(1, 60)}']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  }})();
</script>"""


@C
def c_gtag():
    return f"""<script async src="https://www.googletagmanager.com/gtag/js?id=G-{g.s(UPPER + '0123456789', 10)}"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){{dataLayer.push(arguments);}}
  gtag('consent', 'default', {{ad_storage: 'denied', analytics_storage: 'denied'}});
  gtag('js', new Date());
  gtag('config', 'G-{g.s(UPPER + '0123456789', 10)}', {{ server_container_url: 'https://sgtm.{R.choice(SITES)}' }});
</script>"""


@C
def c_plausible_tag():
    return f'<script defer data-domain="{R.choice(SITES)}" data-api="/stats/api/event" src="/stats/js/script.outbound-links.js"></script>'


@C
def c_umami_tag():
    return f'<script defer src="https://{R.choice(SITES)}/stats.js" data-website-id="{g.uuid()}" data-domains="blog.example"></script>'


@C
def c_posthog_phc():
    return f"posthog.init('phc_{g.s(B62, 43)}', {{ api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only', capture_pageview: 'history_change' }})"


@C
def c_gtm_snippet():
    return f"""<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl+'&gtm_auth={g.s(URLSAFE, 22)}&gtm_preview=env-{R.randint(2, 9)}&gtm_cookies_win=x';f.parentNode.insertBefore(j,f);
}})(window,document,'script','dataLayer','GTM-{g.s(UPPER + '0123456789', 7)}');</script>"""


@C
def c_ga_cookie():
    return f"Cookie: _ga=GA1.1.{R.randint(10**8, 10**9)}.{1764000000 + R.randint(0, 999999)}; _ga_{g.s(UPPER + '0123456789', 10)}=GS2.1.s{1764000000 + R.randint(0, 99999)}$o{R.randint(1, 40)}$g1$t{1764000000 + R.randint(0, 99999)}$j60$l0$h0; _pk_id.{R.randint(1, 9)}.{g.hexs(4)}={g.hexs(16)}.{1764000000 + R.randint(0, 99999)}."


@C
def c_mp_payload():
    return json.dumps({"client_id": f"{R.randint(10**8, 10**9)}.{R.randint(10**9, 10**10)}", "user_id": g.hexs(24), "timestamp_micros": 1764000000000000 + R.randint(0, 10**9),
                       "events": [{"name": "sign_up", "params": {"method": "email", "session_id": str(R.randint(10**9, 10**10)), "engagement_time_msec": 100}}]}, indent=2)


@C
def c_mp_env_ref():
    return f'// send_{R.choice(["refund", "purchase", "lead", "sign_up"])}_{R.randint(10, 99)}.ts\nconst url = `https://www.google-analytics.com/mp/collect?measurement_id=${{process.env.GA4_MEASUREMENT_ID}}&api_secret=${{process.env.GA4_API_SECRET}}`;'


@C
def c_matomo_api_resp():
    return json.dumps([{"idVisit": R.randint(10**5, 10**7), "visitorId": g.hexs(16), "fingerprint": g.hexs(16), "serverDate": "2026-11-30", "actions": R.randint(1, 20),
                        "visitIp": f"203.0.{R.randint(0, 255)}.0", "referrerType": "search"}])


@C
def c_env_example():
    return "# .env.example — Plausible CE\nBASE_URL=https://plausible.example.com\nSECRET_KEY_BASE=  # openssl rand -base64 48\nTOTP_VAULT_KEY=   # openssl rand -base64 32\nCLICKHOUSE_DATABASE_URL=http://plausible_events_db:8123/plausible_events_db\n"


@C
def c_umami_example():
    return f"# umami v2.{R.randint(10, 19)} example env\nDATABASE_URL=postgresql://username:mypassword@localhost:5432/mydb\nAPP_SECRET=replace-me-with-a-random-string\n"


@C
def c_compose_vars():
    return """services:
  matomo:
    image: matomo:5-apache
    environment:
      MATOMO_DATABASE_PASSWORD: ${MATOMO_DB_PASSWORD}
  db:
    image: mariadb:11
    environment:
      MARIADB_ROOT_PASSWORD_FILE: /run/secrets/db_root
    secrets: [db_root]"""


@C
def c_clickhouse_out():
    rows = "\n".join(f"{g.uuid()}\t$pageview\t{g.hexs(16)}\t{ts()}" for _ in range(3))
    return f"SELECT uuid, event, distinct_id, timestamp FROM events LIMIT 3\n\n{rows}\n\n3 rows in set. Elapsed: 0.0{R.randint(10, 99)} sec."


@C
def c_nginx_log():
    return f'203.0.113.{R.randint(1, 254)} - - [30/Nov/2026:10:{R.randint(10, 59)}:{R.randint(10, 59)} +0000] "GET /matomo.php?idsite=3&rec=1&r={R.randint(100000, 999999)}&h=10&m=2&s=1&url=https%3A%2F%2Fblog.example%2F&_id={g.hexs(16)}&_idn=0&pv_id={g.s(B62, 6)} HTTP/2.0" 204 0 "-" "Mozilla/5.0"'


@C
def c_cf_beacon():
    return f"<script defer src='https://static.cloudflareinsights.com/beacon.min.js' data-cf-beacon='{{\"token\": \"{g.hexs(32)}\"}}'></script>"


@C
def c_sgtm_log():
    return f"{ts()} sGTM request path=/g/collect client=GA4 event=page_view container=GTM-{g.s(UPPER + '0123456789', 7)} tags_fired=3 x-gtm-server-request-id={g.uuid()}"


@C
def c_git():
    return f"{g.hexs(7)} matomo: enable QueuedTracking plugin\n{g.hexs(7)} consent: gate GA4 on analytics_storage\n{g.hexs(7)} umami: hash IP with daily rotating salt"


@C
def c_lock():
    return f'"posthog-js@^1.{R.randint(100, 300)}.0":\n  version "1.{R.randint(100, 300)}.{R.randint(0, 9)}"\n  resolved "https://registry.yarnpkg.com/posthog-js/-/posthog-js-1.200.1.tgz#{g.sha1()}"\n  integrity sha512-{g.b64(64)}'


@C
def c_prose():
    return R.choice([
        "The GA4 Measurement Protocol api_secret should stay server-side; the measurement ID (G-…) is public and appears in every page.",
        "Matomo token_auth values are per-user. Create a dedicated 'reporting' user with view access and generate its token under Personal > Security.",
        "Plausible does not use cookies; the daily salt is rotated every 24 h and the old one is deleted, so visitor hashes cannot be linked across days.",
        "PostHog project API keys (phc_) are write-only and meant for the browser. Personal API keys (phx_) can read everything — keep them in the vault.",
    ]) + f" (doc rev {R.randint(10, 99)})"


@C
def c_k8s():
    return """        env:
          - name: SECRET_KEY_BASE
            valueFrom: {secretKeyRef: {name: plausible, key: secret-key-base}}
          - name: CLICKHOUSE_PASSWORD
            valueFrom: {secretKeyRef: {name: clickhouse, key: password}}"""


@C
def c_sgtm_container_config():
    return f"""# Cloud Run service for server-side GTM (tagging server)
CONTAINER_CONFIG=aWQ9R1RNLU{g.s(B62, 10)}JmVudj0xJmF1dGg9{g.s(B62, 24)}
PREVIEW_SERVER_URL=https://sgtm-preview-{g.s(LOW + '0123456789', 10)}-ew.a.run.app
RUN_AS_PREVIEW_SERVER=false"""


@C
def c_sha():
    return f"{g.sha256()}  matomo-5.{R.randint(0, 5)}.{R.randint(0, 9)}.zip\n(verify against https://builds.matomo.org/matomo-latest.zip.sha256)"


@C
def c_chat():
    return R.choice(["[#web-analytics] Anna: neuer Matomo-Token liegt im Vault unter analytics/matomo/reporting, der alte ist widerrufen.",
                     "Tom: don't paste the api_secret here, the sGTM variable reads it from Secret Manager now.",
                     "Inès : j'ai régénéré la clé PostHog personnelle, elle est dans 1Password (coffre Data)."]) + f" #{R.randint(100, 999)}"


@C
def c_jwt_header_only():
    return f"Umami returns a JWT on /api/auth/login; the token is stored in localStorage under 'umami.auth'. Tokens expire after {R.randint(1, 30)} days. Example header (redacted): Authorization: Bearer <token>"


@C
def c_b64_data():
    return f"it('decodes beacon payload', () => {{\n  const buf = Buffer.from('{g.b64(39)}', 'base64');\n  expect(parse(buf).events).toHaveLength(2);\n}});"


if __name__ == "__main__":
    run("webanalytics", SEC, CLN)
