"""Blind redaction source "seo" (round 49, helper corpora21): SEO and search-marketing tooling.

Google Search Console, Indexing and PageSpeed APIs, Google Ads, Ahrefs, Semrush, Moz, Majestic, DataForSEO, SerpApi,
scraping proxies, Screaming Frog and other crawlers, rank trackers (AccuRanker, SE Ranking, STAT, Wincher), Bing
Webmaster, Yandex, Baidu, Naver, WordPress SEO plugins, Lighthouse CI, analytics (GA4 MP, Matomo, Plausible), Botify,
Oncrawl, Lumar, Apify, outreach tools. Seeded; imports only the standard library and _tokens.py. Every value is
random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, URLSAFE, Gen  # noqa: E402

FAMILY = "seo"
g = Gen(49003)
R = g.r
UPPER_DIG = string.ascii_uppercase + string.digits
LOW_DIG = string.ascii_lowercase + string.digits
WORDS = ["anchor", "canonical", "crawl", "snippet", "backlink", "sitemap", "keyword", "serp", "meta", "orchard",
         "river", "velvet", "citrus", "jigsaw", "mango", "trellis", "lumen", "sparrow", "hazel", "quokka"]
SITES = ["shop-example.com", "travelblog.example", "acme-widgets.example", "kitchen-ideas.example", "example.de",
         "muebles-ejemplo.es", "example.co.jp", "lawfirm.example", "saas-landing.example"]


def passphrase() -> str:
    return R.choice(["-", " ", ".", "_"]).join(R.choice(WORDS) for _ in range(R.randint(3, 5)))


def pin(n: int = 4) -> str:
    return "".join(R.choice("0123456789") for _ in range(n))


def legacy() -> str:
    return g.s(LOW_DIG, R.randint(6, 8))


def wordpw() -> str:
    return R.choice(WORDS).capitalize() + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "@"])


def anypw() -> str:
    return [g.pw, passphrase, legacy, wordpw, g.machine_pw, g.human_pw][R.randint(0, 5)]()


def urlpw() -> str:
    p = anypw()
    for a, b in (("@", "a"), ("#", "h"), ("?", "q"), ("/", "s"), ("%", "p"), ("&", "n"), ("+", "x"), (" ", "_"), (":", "c")):
        p = p.replace(a, b)
    return p


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def site() -> str:
    return R.choice(SITES)


def wp_app_pw() -> str:
    return " ".join(g.s(B62, 4) for _ in range(6))


# ------------------------------------------------------------------ secret templates
def s_gsc_sa():
    block, line = g.pem("PRIVATE KEY")
    proj = f"seo-reporting-{R.randint(100, 999)}"
    t = json.dumps({"type": "service_account", "project_id": proj, "private_key_id": g.hexs(40),
                    "private_key": block + "\n", "client_email": f"gsc-export@{proj}.iam.gserviceaccount.com",
                    "client_id": pin(21), "token_uri": "https://oauth2.googleapis.com/token"}, indent=2)
    return "self-identifying", "gsc-service-account.json (added as Full user on sc-domain:" + site() + ")\n" + t, [line]


def s_gsc_client_secret():
    cs = "GOCSPX-" + g.s(URLSAFE, 28)
    t = json.dumps({"installed": {"client_id": f"{pin(12)}-{g.s(LOW_DIG, 32)}.apps.googleusercontent.com",
                                  "project_id": f"gsc-tools-{R.randint(100, 999)}",
                                  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                                  "token_uri": "https://oauth2.googleapis.com/token", "client_secret": cs,
                                  "redirect_uris": ["http://localhost"]}})
    return "self-identifying", t, [cs]


def s_gsc_refresh():
    rt = g.google_refresh()
    at = g.google_oauth()
    t = json.dumps({"token": at, "refresh_token": rt, "token_uri": "https://oauth2.googleapis.com/token",
                    "client_id": f"{pin(12)}-{g.s(LOW_DIG, 32)}.apps.googleusercontent.com",
                    "scopes": ["https://www.googleapis.com/auth/webmasters.readonly"], "expiry": "2026-12-03T10:11:12Z"}, indent=2)
    return "self-identifying", "$ cat token.json\n" + t, [at, rt]


def s_gsc_bearer():
    at = g.google_oauth()
    s = site()
    t = f"""curl -s -X POST \\
  -H "Authorization: Bearer {at}" \\
  -H "Content-Type: application/json" \\
  "https://searchconsole.googleapis.com/webmasters/v3/sites/sc-domain%3A{s}/searchAnalytics/query" \\
  -d '{{"startDate":"2026-11-01","endDate":"2026-11-30","dimensions":["query"],"rowLimit":25000}}'"""
    return "self-identifying", t, [at]


def s_psi():
    k = g.google_api()
    t = f"""for u in $(cat top_urls.txt); do
  curl -s "https://www.googleapis.com/pagespeedonline/v5/runPagespeed?url=$u&strategy=mobile&category=PERFORMANCE&key={k}" \\
    | jq -r '[.id, .lighthouseResult.categories.performance.score] | @tsv'
done"""
    return "self-identifying", t, [k]


def s_cse():
    k = g.google_api()
    t = f"""import requests
params = {{"key": "{k}", "cx": "{g.hexs(17)}:{g.s(LOW_DIG, 9)}", "q": "site:{site()} inurl:blog"}}
items = requests.get("https://www.googleapis.com/customsearch/v1", params=params).json().get("items", [])"""
    return "self-identifying", t, [k]


def s_gads_yaml():
    dt = g.s(URLSAFE, 22)
    t = f"""# google-ads.yaml (keyword planner volumes for the content calendar)
developer_token: {dt}
client_id: {pin(12)}-{g.s(LOW_DIG, 32)}.apps.googleusercontent.com
login_customer_id: {pin(10)}
use_proto_plus: True"""
    return "name-context", t, [dt]


def s_ahrefs_curl():
    tok = g.s(URLSAFE, 40)
    t = f"""curl -s -H "Authorization: Bearer {tok}" -H "Accept: application/json" \\
  "https://api.ahrefs.com/v3/site-explorer/domain-rating?target={site()}&date=2026-12-01\""""
    return "structural", t, [tok]


def s_ahrefs_env():
    tok = g.s(URLSAFE, 40)
    t = f"""AHREFS_API_TOKEN={tok}
AHREFS_MONTHLY_UNITS_CAP={R.choice([50000, 150000, 500000])}
TARGET_DOMAINS={site()},{site()}"""
    return "name-context", t, [tok]


def s_semrush_url():
    k = g.hexs(32)
    t = f"""GET https://api.semrush.com/?type=domain_organic&key={k}&display_limit=100&export_columns=Ph,Po,Nq,Cp,Ur&domain={site()}&database={R.choice(['us', 'de', 'es', 'uk', 'jp'])}
200 OK  {R.randint(100, 900)} rows, {R.randint(1000, 9000)} API units"""
    return "structural", t, [k]


def s_semrush_py():
    k = g.hexs(32)
    t = f"""SEMRUSH_API_KEY = "{k}"  # agency plan

def backlinks_overview(domain):
    return requests.get("https://api.semrush.com/analytics/v1/", params={{
        "key": SEMRUSH_API_KEY, "type": "backlinks_overview", "target": domain, "target_type": "root_domain"}}).text"""
    return "name-context", t, [k]


def s_moz_basic():
    aid = "mozscape-" + g.hexs(10)
    sk = g.hexs(32)
    b = basic(aid, sk)
    t = f"""POST /v2/url_metrics HTTP/1.1
Host: lsapi.seomoz.com
Authorization: Basic {b}
Content-Type: application/json

{{"targets": ["{site()}", "{site()}"]}}"""
    return "structural", t, [b]


def s_moz_env():
    sk = g.hexs(32)
    t = f"""MOZ_ACCESS_ID=mozscape-{g.hexs(10)}
MOZ_SECRET_KEY={sk}"""
    return "name-context", t, [sk]


def s_majestic():
    k = g.s(UPPER_DIG, 32)
    t = f"""https://api.majestic.com/api/json?app_api_key={k}&cmd=GetIndexItemInfo&items=1&item0={site()}&datasource=fresh"""
    return "structural", t, [k]


def s_dfs_curl():
    login = R.choice(["seo@agency.example", "api@" + site(), "reports@rankco.example"])
    p = g.s(LOW_DIG, 16)
    t = f"""curl --location --request POST "https://api.dataforseo.com/v3/serp/google/organic/live/advanced" \\
  --user "{login}:{p}" \\
  --header "Content-Type: application/json" \\
  --data-raw '[{{"keyword":"{R.choice(['best running shoes', 'kitchen remodel cost', 'cheap flights lisbon'])}","location_code":2840,"language_code":"en"}}]'"""
    return "structural", t, [p]


def s_dfs_basic():
    b = basic("api@" + site(), g.s(LOW_DIG, 16))
    t = f"""[2026-12-03 06:{R.randint(10, 59)}:{R.randint(10, 59)}] DEBUG rank-worker: POST https://api.dataforseo.com/v3/serp/google/organic/task_post headers={{'Authorization': 'Basic {b}', 'Content-Type': 'application/json'}} tasks={R.randint(1, 100)}"""
    return "structural", t, [b]


def s_serpapi_url():
    k = g.hexs(64)
    t = f"""$ http GET "https://serpapi.com/search.json?engine=google&q=plumber+near+me&location=Austin,+Texas&gl=us&hl=en&api_key={k}" | jq '.organic_results[:3][].link'"""
    return "structural", t, [k]


def s_serpapi_py():
    k = g.hexs(64)
    t = f"""from serpapi import GoogleSearch

search = GoogleSearch({{
    "q": "{R.choice(['coffee grinder', 'crm for dentists', 'hiking boots'])}",
    "google_domain": "google.{R.choice(['com', 'de', 'es', 'co.uk'])}",
    "api_key": "{k}",
}})
print(search.get_dict()["search_information"])"""
    return "name-context", t, [k]


def s_scraperapi():
    k = g.hexs(32)
    t = f"""proxies = {{
    "https": "http://scraperapi:{k}@proxy-server.scraperapi.com:8001",
}}
r = requests.get("https://www.google.com/search?q=site:{site()}", proxies=proxies, verify=False)"""
    return "structural", t, [k]


def s_brightdata():
    p = g.s(LOW_DIG, 12)
    t = f"""SERP_PROXY=http://brd-customer-hl_{g.hexs(8)}-zone-serp_api1:{p}@brd.superproxy.io:33335
# rank checks go through the SERP zone, country=us"""
    return "structural", t, [p]


def s_sf_licence():
    key = "-".join(g.s(HEX.upper(), 10) for _ in range(3))
    t = f"""$ cat ~/.ScreamingFrogSEOSpider/licence.txt
{R.choice(['agency-seo', 'crawlteam', 'webmaster42'])}
{key}
$ screamingfrogseospider --crawl https://{site()} --headless --save-crawl --output-folder /data/crawls"""
    return "name-context", t, [key]


def s_sf_staging():
    p = urlpw()
    t = f"""screamingfrogseospider --headless --crawl "https://preview:{p}@staging.{site()}/" \\
  --config /opt/sf/configs/js-render.seospiderconfig --export-tabs "Internal:All,Response Codes:Client Error (4xx)\""""
    return "structural", t, [p]


def s_crawler_yaml():
    p = anypw()
    t = f"""# sitebulb/crawl profile for the pre-launch site
start_url: https://beta.{site()}/
auth:
  type: basic
  username: seo-audit
  password: "{p}"
render_javascript: true
max_urls: {R.choice([50000, 200000])}"""
    return "structural", t, [p]


def s_scrapy():
    k = g.hexs(32)
    t = f"""# settings.py (competitor price & title crawler)
ZYTE_API_KEY = "{k}"
ZYTE_API_TRANSPARENT_MODE = True
ROBOTSTXT_OBEY = True
CONCURRENT_REQUESTS_PER_DOMAIN = {R.randint(1, 8)}"""
    return "name-context", t, [k]


def s_accuranker():
    tok = g.hexs(40)
    t = f"""GET /api/v4/domains/{R.randint(100000, 999999)}/keywords/?fields=keyword,ranks.rank,search_volume.search_volume HTTP/1.1
Host: app.accuranker.com
Authorization: Token {tok}"""
    return "structural", t, [tok]


def s_seranking():
    k = g.s(HEX, 40)
    t = f"""SE_RANKING_API_KEY={k}
SE_RANKING_SITE_ID={R.randint(1000000, 9999999)}"""
    return "name-context", t, [k]


def s_stat():
    k = g.hexs(40)
    t = f"""# STAT nightly export
curl -s "https://{R.choice(['agency', 'acme', 'brand'])}.getstat.com/api/v2/{k}/keywords/list?site_id={R.randint(100, 9999)}&format=json" -o stat_keywords.json"""
    return "structural", t, [k]


def s_wincher():
    tok = g.s(URLSAFE, 48)
    t = f"""// rank-sync/config.ts
export const wincher = {{
  baseUrl: "https://api.wincher.com/v1",
  personalAccessToken: "{tok}",
  websiteId: {R.randint(100000, 999999)},
}};"""
    return "name-context", t, [tok]


def s_bing_url():
    k = g.hexs(32)
    t = f"""POST https://ssl.bing.com/webmaster/api.svc/json/SubmitUrlbatch?apikey={k}
Content-Type: application/json; charset=utf-8

{{"siteUrl":"https://www.{site()}","urlList":["https://www.{site()}/new-page-1","https://www.{site()}/new-page-2"]}}"""
    return "structural", t, [k]


def s_bing_env():
    k = g.hexs(32)
    t = f"""[bing]
site_url = https://www.{site()}
webmaster_api_key = {k}
daily_quota = {R.choice([100, 10000])}"""
    return "name-context", t, [k]


def s_yandex():
    tok = "y0_" + g.s(URLSAFE, 55)
    t = f"""curl -H "Authorization: OAuth {tok}" \\
  https://api.webmaster.yandex.net/v4/user/{R.randint(10**8, 10**9)}/hosts/https:www.{site()}:443/recrawl/queue/ \\
  -d '{{"url": "https://www.{site()}/catalog/"}}'"""
    return "structural", t, [tok]


def s_baidu():
    tok = g.s(B62, 16)
    t = f"""curl -H 'Content-Type:text/plain' --data-binary @urls.txt "http://data.zz.baidu.com/urls?site=https://www.example.cn&token={tok}"
{{"remain":{R.randint(10, 3000)},"success":{R.randint(1, 500)}}}"""
    return "structural", t, [tok]


def s_naver():
    sk = g.b64(24)
    t = f"""NAVER_SEARCHAD_CUSTOMER_ID={R.randint(1000000, 9999999)}
NAVER_SEARCHAD_ACCESS_LICENSE=0100000000{g.hexs(54)}
NAVER_SEARCHAD_SECRET_KEY={sk}"""
    return "name-context", t, [sk]


def s_wp_app_pw():
    ap = wp_app_pw()
    t = f"""# bulk-update Yoast meta descriptions via REST
curl -X POST "https://{site()}/wp-json/wp/v2/posts/{R.randint(10, 9999)}" \\
  --user "seo-bot:{ap}" \\
  -H "Content-Type: application/json" \\
  -d '{{"meta": {{"_yoast_wpseo_metadesc": "Compare prices and read reviews."}}}}'"""
    return "structural", t, [ap]


def s_wp_config():
    p = anypw()
    t = f"""<?php
define( 'DB_NAME', 'wp_{R.choice(['blog', 'shop', 'main'])}' );
define( 'DB_USER', 'wp_user' );
define( 'DB_PASSWORD', '{p}' );
define( 'DB_HOST', 'localhost' );
define( 'WP_ENVIRONMENT_TYPE', 'production' ); // Rank Math sitemap cache on"""
    return "name-context", t, [p]


def s_lhci():
    bt = g.uuid()
    t = f"""$ npx @lhci/cli@0.14.x upload --serverBaseUrl=https://lhci.{site()} --token={bt}
Saving CI project {R.choice(['marketing-site', 'blog', 'docs'])} ({g.uuid()})
Saving CI build ({g.uuid()})
Done running autorun."""
    return "name-context", t, [bt]


def s_lhci_admin():
    at = g.s(B62, 40)
    bt = g.uuid()
    t = f"""$ lhci wizard
? Which wizard do you want to run? new-project
? What is the URL of your LHCI server? https://lhci.{site()}/
? What would you like to name the project? marketing-site
Created project marketing-site ({g.uuid()})!
Use build token {bt} to add data.
Use admin token {at} to manage the project. KEEP THIS SECRET!"""
    return "name-context", t, [bt, at]


def s_ga4_mp():
    sec = g.s(URLSAFE, 22)
    t = f"""POST https://www.google-analytics.com/mp/collect?measurement_id=G-{g.s(UPPER_DIG, 10)}&api_secret={sec}
{{"client_id":"{R.randint(10**9, 10**10)}.{R.randint(10**9, 10**10)}","events":[{{"name":"organic_lead","params":{{"landing":"/pricing"}}}}]}}"""
    return "structural", t, [sec]


def s_matomo():
    k = g.hexs(32)
    t = f"""https://analytics.{site()}/index.php?module=API&method=Referrers.getSearchEngines&idSite={R.randint(1, 40)}&period=month&date=today&format=JSON&token_auth={k}"""
    return "structural", t, [k]


def s_plausible():
    k = g.s(URLSAFE, 64)
    t = f"""curl "https://plausible.io/api/v1/stats/breakdown?site_id={site()}&period=30d&property=visit:source" \\
  -H "Authorization: Bearer {k}\""""
    return "structural", t, [k]


def s_similarweb():
    k = g.hexs(32)
    t = f"""GET /v4/website/{site()}/traffic-sources/organic-search?start_date=2026-09&end_date=2026-11&country=world HTTP/1.1
Host: api.similarweb.com
api-key: {k}"""
    return "structural", t, [k]


def s_botify():
    tok = g.hexs(40)
    t = f"""import requests
H = {{"Authorization": "Token {tok}", "Content-Type": "application/json"}}
r = requests.get("https://api.botify.com/v1/analyses/{R.choice(['acme', 'brand'])}/{R.choice(['main-site', 'blog'])}/light", headers=H)"""
    return "structural", t, [tok]


def s_oncrawl():
    tok = g.s(UPPER_DIG, 40)
    t = f"""> GET /api/v2/projects?limit=10 HTTP/1.1
> Host: app.oncrawl.com
> Authorization: Bearer {tok}
< HTTP/1.1 200 OK"""
    return "structural", t, [tok]


def s_lumar():
    sec = g.s(URLSAFE, 43)
    t = f"""mutation {{
  createSessionUsingUserKey(input: {{userKeyId: "{R.randint(100, 9999)}", secret: "{sec}"}}) {{
    token
  }}
}}"""
    return "name-context", t, [sec]


def s_apify():
    tok = "apify_api_" + g.s(B62, 36)
    t = f"""APIFY_TOKEN={tok}
APIFY_ACTOR=apify/google-search-scraper
QUERIES_FILE=keywords_{R.choice(['de', 'es', 'us'])}.txt"""
    return "self-identifying", t, [tok]


def s_openai_content():
    k = g.openai()
    t = f"""# meta-description generator for {R.randint(200, 9000)} product pages
from openai import OpenAI
client = OpenAI(api_key="{k}")
def describe(title, bullets):
    return client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role": "user", "content": f"Meta description (155 chars): {{title}}"}}])"""
    return "self-identifying", t, [k]


def s_cloudflare():
    tok = g.s(URLSAFE, 40)
    t = f"""# redirects after the migration: push bulk redirect list
export CLOUDFLARE_API_TOKEN={tok}
curl -X PUT "https://api.cloudflare.com/client/v4/accounts/{g.hexs(32)}/rules/lists/{g.hexs(32)}/items" \\
  -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" --data @redirects.json"""
    return "name-context", t, [tok]


def s_netlify_hook():
    hid = g.hexs(24)
    t = f"""# rebuild the static site when the SEO sheet changes (Apps Script trigger)
UrlFetchApp.fetch("https://api.netlify.com/build_hooks/{hid}", {{method: "post"}});"""
    return "self-identifying", t, [hid]


def s_hunter():
    k = g.hexs(40)
    t = f"""GET https://api.hunter.io/v2/domain-search?domain={site()}&type=personal&api_key={k}
-> {R.randint(1, 60)} emails (link-building outreach list)"""
    return "structural", t, [k]


def s_pitchbox():
    k = g.s(B62, 32)
    t = f"""PITCHBOX_API_KEY={k}
PITCHBOX_CAMPAIGN={R.randint(1000, 9999)}
OUTREACH_FROM=links@{site()}"""
    return "name-context", t, [k]


def s_chat_de():
    k = g.hexs(32)
    t = f"""Hi Lena, hier der Semrush-API-Key vom Agenturaccount: {k} — bitte sparsam, wir haben nur noch ~{R.randint(10, 90)}k Units diesen Monat."""
    return "name-context", t, [k]


def s_chat_fr():
    tok = g.s(URLSAFE, 40)
    t = f"""Coucou, le token API Ahrefs pour le dashboard Looker : {tok}. Je le supprime du canal demain."""
    return "name-context", t, [tok]


def s_chat_es():
    p = anypw()
    t = f"""Para verificar la propiedad en Search Console entra con seo@{site()}, la contraseña es {p} (tiene 2FA al móvil de Carla)."""
    return "name-context", t, [p]


def s_chat_pt():
    sk = g.hexs(32)
    t = f"""Gente, a secret key do Moz é {sk} e o access id tá no Notion. Não commitem no repo do crawler."""
    return "name-context", t, [sk]


def s_chat_ja():
    key = "-".join(g.s(HEX.upper(), 10) for _ in range(3))
    t = f"""Screaming Frog のライセンスキーです。ユーザー名: seo-team / ライセンスキー: {key}
サーバーのヘッドレスクロール用にも同じキーを使ってください。"""
    return "name-context", t, [key]


def s_chat_nl():
    k = g.hexs(32)
    t = f"""De Bing Webmaster API-sleutel voor de IndexNow-koppeling: {k}. Graag in de .env van de CMS-plugin zetten, niet in Git."""
    return "name-context", t, [k]


def s_chat_it():
    p = g.s(LOW_DIG, 16)
    t = f"""Ciao, le credenziali DataForSEO: login api@{site()} / password {p}. Il saldo è di {R.randint(10, 500)} dollari."""
    return "structural", t, [p]


def s_ticket_wp():
    u, p = R.choice(["agency_seo", "seo-consultant", "rankmath_admin"]), anypw()
    t = f"""SEO-{R.randint(100, 9999)} Onboarding: {site()}
WordPress admin: https://{site()}/wp-admin
user: {u}
pass: {p}
Tasks: install Rank Math, fix canonical on paginated categories, submit sitemap_index.xml."""
    return "structural", t, [p]


def s_hook_semrush():
    k = g.hexs(32)
    cmd = f"curl -s 'https://api.semrush.com/?type=phrase_this&key={k}&phrase=standing+desk&database=us&export_columns=Ph,Nq,Cp,Co'"
    t = json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
                    "tool_input": {"command": cmd, "description": "check search volume"}})
    return "structural", t, [k]


def s_hook_env():
    a, s = g.s(URLSAFE, 40), g.hexs(64)
    content = f"AHREFS_API_TOKEN={a}\nSERPAPI_KEY={s}\nTARGET={site()}\n"
    t = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Write",
                    "tool_input": {"file_path": "/home/dev/seo-dashboard/.env", "content": content},
                    "tool_response": {"success": True, "filePath": "/home/dev/seo-dashboard/.env"}})
    return "name-context", t, [a, s]


def s_diff_moz():
    sk = g.hexs(32)
    t = f"""diff --git a/seo/settings.py b/seo/settings.py
@@ -21,6 +21,6 @@ MOZ = {{
     "access_id": "mozscape-{g.hexs(10)}",
-    "secret_key": env("MOZ_SECRET_KEY"),
+    "secret_key": "{sk}",
     "rate_limit_per_10s": 1,
 }}"""
    return "name-context", t, [sk]


def s_notebook_gsc():
    rt, cs = g.google_refresh(), "GOCSPX-" + g.s(URLSAFE, 28)
    cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
            "source": ["from google.oauth2.credentials import Credentials\n",
                       f"creds = Credentials(None, refresh_token=\"{rt}\",\n",
                       f"    client_id=CLIENT_ID, client_secret=\"{cs}\",\n",
                       "    token_uri='https://oauth2.googleapis.com/token')\n",
                       "svc = build('searchconsole', 'v1', credentials=creds)"], "outputs": []}
    return "self-identifying", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [rt, cs]


def s_trace_semrush():
    k = g.hexs(32)
    t = f"""Traceback (most recent call last):
  File "/app/jobs/keyword_gap.py", line 58, in fetch
    resp.raise_for_status()
  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.semrush.com/?type=domain_domains&key={k}&domains=*|or|{site()}|*|or|{site()}&database=us"""
    return "structural", t, [k]


def s_crawl_log_basic():
    b = basic("seo-audit", anypw())
    t = f"""2026-12-03 07:{R.randint(10, 59)}:{R.randint(10, 59)} [crawler] GET https://staging.{site()}/category/page-{R.randint(2, 40)} 200 {R.randint(20, 900)}ms
  request headers: User-Agent="Mozilla/5.0 (compatible; AuditBot/2.1)"; Authorization="Basic {b}\""""
    return "structural", t, [b]


def s_apps_script():
    k = g.hexs(32)
    t = f"""function setup() {{
  // Looker Studio community connector for Semrush
  PropertiesService.getScriptProperties().setProperty('SEMRUSH_KEY', '{k}');
}}"""
    return "name-context", t, [k]


def s_php_ahrefs():
    tok = g.s(URLSAFE, 40)
    t = f"""<?php
// wp-content/plugins/agency-dashboard/config.php
define('AHREFS_TOKEN', '{tok}');
define('REPORT_EMAIL', 'reports@{site()}');"""
    return "name-context", t, [tok]


def s_go_serpapi():
    k = g.hexs(64)
    t = f"""client := g.NewGoogleSearch(map[string]string{{
\t"q":        keyword,
\t"location": "Berlin, Germany",
\t"hl":       "de",
}}, "{k}")
results, err := client.GetJSON()"""
    return "name-context", t, [k]


def s_node_dfs():
    p = g.s(LOW_DIG, 16)
    t = f"""const client = new DataForSeoClient({{
  login: 'api@{site()}',
  password: '{p}',
  baseUrl: 'https://api.dataforseo.com',
}});"""
    return "structural", t, [p]


def s_airflow_conn():
    p = urlpw()
    t = f"""$ airflow connections add dataforseo --conn-uri 'https://api%40{site().replace('.', '%2E')}:{p}@api.dataforseo.com'
Successfully added `conn_id`=dataforseo : https://api%40...:******@api.dataforseo.com:"""
    return "structural", t, [p]


def s_rank_pg():
    p = urlpw()
    t = f"""RANKS_DATABASE_URL=postgres://rank_tracker:{p}@db.{R.choice(['seo-tools.internal', 'rank.example'])}:5432/ranks"""
    return "structural", t, [p]


def s_frontier_mongo():
    p = urlpw()
    t = f"""crawler:
  frontier: mongodb+srv://frontier:{p}@crawl-cluster.{g.s(LOW_DIG, 5)}.mongodb.net/frontier?retryWrites=true
  politeness_ms: {R.randint(250, 2000)}"""
    return "structural", t, [p]


def s_redis_queue():
    p = g.s(B62, 32)
    t = f"""REDIS_URL=redis://:{p}@queue.{R.choice(['seo-tools.internal', 'crawl.local'])}:6379/0   # url queue for the log-file analyser"""
    return "structural", t, [p]


def s_selfid_other():
    name, tok, mark = g.self_identifying()
    t = f"""# seo-automation/.env — shared by the crawl, report and alert jobs
{name.upper()}_TOKEN={tok}
REPORT_CRON="0 6 * * 1\""""
    return "self-identifying", t, [mark]


def s_gha_literal():
    k = g.hexs(32)
    t = f"""name: weekly-keyword-report
on: {{schedule: [{{cron: "0 5 * * 1"}}]}}
jobs:
  report:
    runs-on: ubuntu-latest
    env:
      SEMRUSH_API_KEY: "{k}"   # FIXME move to secrets
    steps:
      - run: python report.py --domain {site()}"""
    return "name-context", t, [k]


def s_contentking():
    tok = g.s(B62, 48)
    t = f"""curl -s https://api.contentkingapp.com/v1/websites \\
  -H "Authorization: token {tok}\""""
    return "structural", t, [tok]


def s_gsc_owner_pw_ticket():
    p = anypw()
    t = f"""Handover note — {site()}
Google account owning the Search Console property and GA4: webmaster.{R.choice(['brand', 'shop'])}@gmail.com
Password: {p}
Recovery phone ends in {pin(2)}. Please add your own account as owner and remove this one."""
    return "name-context", t, [p]


SECRET_T = [s_gsc_sa, s_gsc_client_secret, s_gsc_refresh, s_gsc_bearer, s_psi, s_cse, s_gads_yaml, s_ahrefs_curl,
            s_ahrefs_env, s_semrush_url, s_semrush_py, s_moz_basic, s_moz_env, s_majestic, s_dfs_curl, s_dfs_basic,
            s_serpapi_url, s_serpapi_py, s_scraperapi, s_brightdata, s_sf_licence, s_sf_staging, s_crawler_yaml,
            s_scrapy, s_accuranker, s_seranking, s_stat, s_wincher, s_bing_url, s_bing_env, s_yandex, s_baidu, s_naver,
            s_wp_app_pw, s_wp_config, s_lhci, s_lhci_admin, s_ga4_mp, s_matomo, s_plausible, s_similarweb, s_botify,
            s_oncrawl, s_lumar, s_apify, s_openai_content, s_cloudflare, s_netlify_hook, s_hunter, s_pitchbox,
            s_chat_de, s_chat_fr, s_chat_es, s_chat_pt, s_chat_ja, s_chat_nl, s_chat_it, s_ticket_wp, s_hook_semrush,
            s_hook_env, s_diff_moz, s_notebook_gsc, s_trace_semrush, s_crawl_log_basic, s_apps_script, s_php_ahrefs,
            s_go_serpapi, s_node_dfs, s_airflow_conn, s_rank_pg, s_frontier_mongo, s_redis_queue, s_selfid_other,
            s_gha_literal, s_contentking, s_gsc_owner_pw_ticket]


# ------------------------------------------------------------------ clean templates
def c_gsv_meta():
    return f"""<head>
  <meta name="google-site-verification" content="{g.s(URLSAFE, 43)}" />
  <meta name="msvalidate.01" content="{g.hexs(32).upper()}" />
  <meta name="yandex-verification" content="{g.hexs(16)}" />
  <link rel="canonical" href="https://www.{site()}/" />
</head>"""


def c_gsv_file():
    n = "google" + g.hexs(16)
    return f"""$ curl -s https://www.{site()}/{n}.html
google-site-verification: {n}.html"""


def c_bing_auth():
    return f"""<?xml version="1.0"?>
<users>
	<user>{g.hexs(32).upper()}</user>
</users>
<!-- BingSiteAuth.xml, served at the site root for verification -->"""


def c_indexnow():
    k = g.hexs(32)
    s = site()
    return f"""$ curl -s https://www.{s}/{k}.txt
{k}
$ curl -X POST https://api.indexnow.org/indexnow -H 'Content-Type: application/json' \\
  -d '{{"host":"www.{s}","key":"{k}","keyLocation":"https://www.{s}/{k}.txt","urlList":["https://www.{s}/sale"]}}'
HTTP/1.1 202 Accepted"""


def c_gsc_rows():
    return json.dumps({"rows": [{"keys": [q], "clicks": R.randint(0, 900), "impressions": R.randint(100, 90000),
                                 "ctr": round(R.random() / 10, 4), "position": round(R.uniform(1, 40), 1)}
                                for q in R.sample(["standing desk", "ergonomic chair", "desk cable tray", "monitor arm", "footrest"], 3)],
                       "responseAggregationType": "byProperty"}, indent=2)


def c_gsc_inspect():
    s = site()
    return json.dumps({"inspectionResult": {"inspectionResultLink": f"https://search.google.com/search-console/inspect?resource_id=sc-domain:{s}&id={g.b64url(16)}",
                                            "indexStatusResult": {"verdict": "PASS", "coverageState": "Submitted and indexed",
                                                                  "lastCrawlTime": "2026-11-2{0}T0{0}:1{0}:00Z".format(R.randint(0, 9)),
                                                                  "googleCanonical": f"https://www.{s}/p/{R.randint(1, 9999)}"}}}, indent=2)


def c_sitemap():
    s = site()
    urls = "\n".join(f"  <url><loc>https://www.{s}/{p}</loc><lastmod>2026-11-{R.randint(10, 30)}</lastmod></url>"
                     for p in R.sample(["", "pricing", "blog/", "contact", "about", "blog/seo-guide"], 3))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
{urls}
</urlset>"""


def c_robots():
    return f"""User-agent: *
Disallow: /cart
Disallow: /*?sessionid=
Disallow: /search?
Allow: /search?q=*&page=1
User-agent: GPTBot
Disallow: /
Sitemap: https://www.{site()}/sitemap_index.xml
# rev {g.sha1()[:8]}"""


def c_sf_export():
    return "Address,Status Code,Indexability,Title 1,Hash,Crawl Depth\n" + "\n".join(
        f"https://www.{site()}/p/{R.randint(1, 9999)},{R.choice([200, 301, 404])},{R.choice(['Indexable', 'Non-Indexable'])},Product {R.randint(1, 999)},{g.hexs(32)},{R.randint(0, 6)}"
        for _ in range(3))


def c_sf_cli():
    return f"""screamingfrogseospider --crawl https://www.{site()} --headless --config ~/configs/ecom.seospiderconfig \\
  --save-crawl --output-folder /data/crawls/{R.randint(20261101, 20261203)} --export-tabs "Internal:HTML" --overwrite"""


def c_ahrefs_resp():
    return json.dumps({"domain_rating": {"domain_rating": round(R.uniform(5, 90), 1), "ahrefs_rank": R.randint(1000, 9999999)}}, indent=2) + \
        f"\n# x-api-units-cost: {R.randint(50, 500)}"


def c_semrush_csv():
    return "Keyword;Position;Search Volume;CPC;Url\n" + "\n".join(
        f"{R.choice(['buy desk', 'desk lamp', 'oak table', 'gaming chair'])};{R.randint(1, 100)};{R.randint(10, 90000)};{R.randint(0, 9)}.{pin(2)};https://www.{site()}/p/{R.randint(1, 999)}"
        for _ in range(3))


def c_moz_resp():
    return json.dumps({"results": [{"page": f"{site()}/", "domain_authority": R.randint(1, 90), "page_authority": R.randint(1, 90),
                                    "spam_score": R.randint(1, 17), "root_domains_to_root_domain": R.randint(1, 90000)}]}, indent=2)


def c_gtag():
    mid = "G-" + g.s(UPPER_DIG, 10)
    return f"""<script async src="https://www.googletagmanager.com/gtag/js?id={mid}"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){{dataLayer.push(arguments);}}
  gtag('js', new Date());
  gtag('config', '{mid}');
  gtag('config', 'AW-{pin(10)}');
</script>"""


def c_gtm():
    return f"""<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-{g.s(UPPER_DIG, 7)}" height="0" width="0" style="display:none"></iframe></noscript>"""


def c_jsonld():
    return json.dumps({"@context": "https://schema.org", "@type": "Product", "name": f"Oak desk {R.randint(100, 999)}",
                       "sku": g.s(UPPER_DIG, 8), "gtin13": pin(13),
                       "offers": {"@type": "Offer", "price": f"{R.randint(50, 900)}.00", "priceCurrency": "EUR"}}, indent=2)


def c_hreflang():
    return "\n".join(f'<link rel="alternate" hreflang="{h}" href="https://www.{site()}/{h}/{g.hexs(6)}" />' for h in ["en", "de", "es", "x-default"])


def c_redirect_map():
    return "source,target,status\n" + "\n".join(f"/old/{g.hexs(8)},/new/{R.choice(['shop', 'blog', 'help'])}/{R.randint(1, 999)},301" for _ in range(4))


def c_env_example():
    return f"""# .env.example — seo-dashboard
AHREFS_API_TOKEN=
SEMRUSH_API_KEY=your_semrush_key_here
MOZ_ACCESS_ID=mozscape-xxxxxxxxxx
MOZ_SECRET_KEY=<moz-secret-key>
DATAFORSEO_LOGIN=you@example.com
DATAFORSEO_PASSWORD=changeme
GSC_PROPERTY=sc-domain:{site()}"""


def c_gha():
    return f"""    - name: Crawl & report
      env:
        SEMRUSH_API_KEY: ${{{{ secrets.SEMRUSH_API_KEY }}}}
        GSC_CREDENTIALS: ${{{{ secrets.GSC_SA_JSON }}}}
        LHCI_GITHUB_APP_TOKEN: ${{{{ secrets.LHCI_GITHUB_APP_TOKEN }}}}
      run: npm run seo:report -- --site {site()}"""


def c_k8s_ref():
    return f"""          env:
            - name: SERPAPI_KEY
              valueFrom: {{secretKeyRef: {{name: rank-tracker, key: serpapi}}}}
            - name: CRAWL_CONCURRENCY
              value: "{R.randint(2, 32)}\""""


def c_lhcirc():
    return json.dumps({"ci": {"collect": {"url": [f"https://www.{site()}/", f"https://www.{site()}/pricing"], "numberOfRuns": 3},
                              "assert": {"preset": "lighthouse:recommended"},
                              "upload": {"target": "lhci", "serverBaseUrl": f"https://lhci.{site()}", "token": "${LHCI_BUILD_TOKEN}"}}}, indent=2)


def c_lh_report():
    return json.dumps({"lighthouseVersion": "12.2.1", "requestedUrl": f"https://www.{site()}/", "fetchTime": "2026-12-03T08:00:00.000Z",
                       "categories": {"performance": {"score": round(R.random(), 2)}, "seo": {"score": round(R.uniform(.7, 1), 2)}},
                       "audits": {"largest-contentful-paint": {"numericValue": R.randint(800, 6000)}},
                       "i18n": {"rendererFormattedStrings": {}}, "runWarnings": []}, indent=2)


def c_access_log():
    return "\n".join(f'66.249.{R.randint(64, 79)}.{R.randint(1, 254)} - - [03/Dec/2026:0{R.randint(0, 9)}:{R.randint(10, 59)}:{R.randint(10, 59)} +0000] "GET /p/{R.randint(1, 9999)} HTTP/1.1" {R.choice([200, 304, 404])} {R.randint(1000, 90000)} "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"'
                     for _ in range(3))


def c_rdns():
    ip = f"66.249.{R.randint(64, 79)}.{R.randint(1, 254)}"
    return f"""$ host {ip}
{'.'.join(reversed(ip.split('.')))}.in-addr.arpa domain name pointer crawl-{ip.replace('.', '-')}.googlebot.com.
$ host crawl-{ip.replace('.', '-')}.googlebot.com
crawl-{ip.replace('.', '-')}.googlebot.com has address {ip}"""


def c_click_ids():
    return f"""Landing URLs from paid vs organic (click ids are per-click identifiers, not credentials):
https://www.{site()}/sale?utm_source=google&utm_medium=cpc&gclid={g.s(URLSAFE, 86)}
https://www.{site()}/sale?utm_source=bing&msclkid={g.hexs(32)}
https://www.{site()}/sale?fbclid=IwAR{g.s(URLSAFE, 58)}"""


def c_rank_csv():
    return "date,keyword,engine,position,url\n" + "\n".join(
        f"2026-12-0{R.randint(1, 3)},{R.choice(['seo audit', 'crawl budget', 'link building'])},google.{R.choice(['com', 'de'])},{R.randint(1, 100)},https://www.{site()}/{g.hexs(5)}"
        for _ in range(3))


def c_content_hash():
    return f"""change detection ({site()}):
/pricing      sha1 {g.sha1()}  (unchanged)
/blog/        sha1 {g.sha1()}  -> {g.sha1()}  (title changed)"""


def c_lock():
    return f"""serpapi@^2.1.0:
  version "2.1.{R.randint(0, 9)}"
  resolved "https://registry.yarnpkg.com/serpapi/-/serpapi-2.1.0.tgz#{g.sha1()}"
  integrity sha512-{g.b64(64)}"""


def c_gitlog():
    return "\n".join(f"{g.sha1()[:R.choice([7, 9, 40])]} {m}" for m in
                     ["move Semrush key to secrets manager", "crawler: obey robots.txt crawl-delay",
                      "gsc: switch to service account", "indexnow: publish key file at site root"])


def c_prose():
    return R.choice(["Search Console permissions: an Owner can add users and verify; a Full user sees all data. Give agencies Full, never "
                     "share the owner's Google password — add their own account instead.",
                     "The IndexNow key is meant to be public: you host it at the site root so search engines can check you own the host.",
                     "Google's verification meta tag and the BingSiteAuth.xml file are public by design; they prove control of the site, "
                     "they do not grant access to reports."]) + f" ({R.randint(1, 99)})"


def c_chat():
    return R.choice(["Semrush-Key ist rotiert und liegt im 1Password-Tresor 'SEO Agentur', bitte nicht in Slack posten.",
                     "Le token Ahrefs est maintenant dans Vault (secret/seo/ahrefs), le job de reporting le lit au démarrage.",
                     "La clave de SerpApi está en el gestor de secretos; si el cron falla, avisadme.",
                     "Moz のシークレットは Vault に移しました。"]) + f" #{R.randint(100, 999)}"


def c_apps_script():
    return f"""function fetchRanks() {{
  const key = PropertiesService.getScriptProperties().getProperty('SEMRUSH_KEY');
  const url = 'https://api.semrush.com/?type=domain_ranks&key=' + key + '&domain={site()}&database=us';
  return UrlFetchApp.fetch(url).getContentText();
}}"""


def c_psi_docs():
    return f"""curl "https://www.googleapis.com/pagespeedonline/v5/runPagespeed?url=https://{site()}/&key=YOUR_API_KEY"
# Bing: https://ssl.bing.com/webmaster/api.svc/json/GetUrlSubmissionQuota?siteUrl=...&apikey=<your-api-key>"""


def c_notebook():
    cell = {"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
            "source": ["import os\n", "creds = service_account.Credentials.from_service_account_file(os.environ['GSC_SA_PATH'])\n",
                       f"df = query(site='sc-domain:{site()}', days={R.randint(7, 90)})"],
            "outputs": [{"output_type": "stream", "name": "stdout", "text": [f"{R.randint(100, 50000)} rows\n"]}]}
    return json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1)


def c_hook_read():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": "/var/www/site/public/robots.txt"},
                       "tool_response": {"content": f"User-agent: *\nDisallow: /checkout\nSitemap: https://www.{site()}/sitemap.xml\n"}})


def c_diff():
    return f"""--- a/tools/rank.py
+++ b/tools/rank.py
@@ -4,{R.randint(2, 5)} +4,{R.randint(2, 5)} @@
-API_KEY = "REPLACE_ME"
+API_KEY = os.environ["SERPAPI_KEY"]
 ENGINE = "google\""""


def c_sa_public():
    proj = f"seo-reporting-{R.randint(100, 999)}"
    return f"""Service account added in Search Console ({site()}):
  email: gsc-export@{proj}.iam.gserviceaccount.com
  unique id: {pin(21)}
  key id: {g.hexs(40)} (private key kept in Secret Manager)"""


def c_b64():
    raw = R.choice(["<title>Test</title>", "robots: noindex", "sitemap sample", "hello crawler"])
    return f"""def test_decode_fixture():
    assert base64.b64decode("{base64.b64encode((raw + ' ' + str(R.randint(1, 999))).encode()).decode()}").startswith(b"{raw[:5]}")"""


def c_cf_ids():
    return f"""zone_id    = "{g.hexs(32)}"
account_id = "{g.hexs(32)}"
# crawler hints enabled on {site()}; token comes from var.cloudflare_api_token"""


def c_props():
    return f"""Properties:
  sc-domain:{site()}                 Owner (verified via DNS TXT google-site-verification={g.s(URLSAFE, 43)})
  https://blog.{site()}/             Full user
GA4 property {R.randint(100000000, 999999999)}, stream {R.randint(1000000000, 9999999999)}"""


def c_crawl_report():
    return f"""Crawl {g.uuid()} finished: {R.randint(1000, 200000)} URLs, {R.randint(0, 900)} 4xx, {R.randint(0, 90)} 5xx, {R.randint(0, 900)} redirect chains
avg response {R.randint(80, 1200)} ms, render budget used {R.randint(10, 99)}%"""


def c_prose_es():
    return R.choice(["Nunca compartas la contraseña de la cuenta propietaria de Search Console; añade a cada persona con su propio usuario.",
                     "Las claves de API de herramientas SEO (Ahrefs, Semrush) se guardan en el gestor de secretos y se rotan cada trimestre."]) + \
        f" Ref. {R.randint(100, 999)}"


def c_ads_ids():
    return f"""Conversion tracking:
  customer id {pin(3)}-{pin(3)}-{pin(4)}
  conversion label AW-{pin(10)}/{g.s(URLSAFE, 20)}
  gtag send_to: 'AW-{pin(10)}/{g.s(URLSAFE, 20)}'"""


def c_http_headers():
    return f"""HTTP/2 200
content-type: text/html; charset=utf-8
etag: W/"{g.hexs(32)}"
cf-ray: {g.hexs(16)}-FRA
x-robots-tag: index, follow
link: <https://www.{site()}/>; rel="canonical\""""


CLEAN_T = [c_gsv_meta, c_gsv_file, c_bing_auth, c_indexnow, c_gsc_rows, c_gsc_inspect, c_sitemap, c_robots, c_sf_export,
           c_sf_cli, c_ahrefs_resp, c_semrush_csv, c_moz_resp, c_gtag, c_gtm, c_jsonld, c_hreflang, c_redirect_map,
           c_env_example, c_gha, c_k8s_ref, c_lhcirc, c_lh_report, c_access_log, c_rdns, c_click_ids, c_rank_csv,
           c_content_hash, c_lock, c_gitlog, c_prose, c_chat, c_apps_script, c_psi_docs, c_notebook, c_hook_read, c_diff,
           c_sa_public, c_b64, c_cf_ids, c_props, c_crawl_report, c_prose_es, c_ads_ids, c_http_headers]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets = []
    i = 0
    while len(secrets) < 250:
        cls, text, vals = SECRET_T[i % len(SECRET_T)]()
        i += 1
        for v in vals:
            assert v and v in text, (FAMILY, i, v)
        secrets.append((cls, text, vals))
    clean = [CLEAN_T[j % len(CLEAN_T)]() for j in range(100)]
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
