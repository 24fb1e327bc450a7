"""Blind redaction source "browserext": browser extensions and their publishing (Chrome Web Store API, Firefox AMO
signing with web-ext, Edge Add-ons API, Safari notarisation, manifest files, OAuth clients, extension back ends).

Written by the helper "corpora10" (round 38). Seeded; imports only the standard library and _tokens.py.
Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "browserext"
g = Gen(380202)
r = g.r
LOW = string.ascii_lowercase
AP = "abcdefghijklmnop"  # Chrome extension ids use a-p
WORDS = ["tab", "clipper", "reader", "dark", "mode", "focus", "grammar", "coupon", "shield", "notes", "pixel",
         "ruler", "vault", "lens", "sync", "quiet", "tiger", "maple", "orbit", "velvet"]
EXTS = ["TabTamer", "ClipNest", "ReadCalm", "CouponCrow", "FocusFox", "PixelRuler", "NoteDrop", "QuietTube"]
DEVS = ["lena", "marco", "yuki", "oskar", "ines", "dev", "ci"]


def ext_id():
    return g.s(AP, 32)


def g_client_id():
    return f"{r.randint(10**11, 10**12 - 1)}-{g.s(LOW + '0123456789', 32)}.apps.googleusercontent.com"


def gocspx():
    return "GOCSPX-" + g.s(URLSAFE, 28)


def amo_issuer():
    return f"user:{r.randint(10**6, 10**8)}:{r.randint(1, 999)}"


def amo_secret():
    return g.hexs(64)


def passphrase():
    return "-".join(r.sample(WORDS, r.choice([3, 4]))) + str(r.randint(1, 99))


def wordpw():
    return r.choice(WORDS).capitalize() + r.choice(WORDS).capitalize() + str(r.randint(10, 9999)) + r.choice("!#$%*@")


def legacy():
    return g.s(LOW + "0123456789", r.randint(6, 8))


def pin():
    n = r.choice([4, 6])
    return str(r.randint(0, 10**n - 1)).zfill(n)


def anypw():
    return r.choice([g.pw, passphrase, wordpw, legacy, g.human_pw, g.machine_pw])()


def apple_app_pw():
    return "-".join(g.s(LOW, 4) for _ in range(4))


def ext():
    return r.choice(EXTS)


# ---- secret templates
def t_env_submit_wxt():
    cs, rt = gocspx(), g.google_refresh()
    fs = amo_secret()
    ek = g.s(B62, 32)
    return "name-context", f"""# .env.submit (wxt submit)
CHROME_EXTENSION_ID={ext_id()}
CHROME_CLIENT_ID={g_client_id()}
CHROME_CLIENT_SECRET={cs}
CHROME_REFRESH_TOKEN={rt}
FIREFOX_EXTENSION_ID={{{g.uuid()}}}
FIREFOX_JWT_ISSUER={amo_issuer()}
FIREFOX_JWT_SECRET={fs}
EDGE_PRODUCT_ID={g.uuid()}
EDGE_CLIENT_ID={g.uuid()}
EDGE_API_KEY={ek}
""", [cs, rt, fs, ek]


def t_bpp_keys():
    cs, rt, fs = gocspx(), g.google_refresh(), amo_secret()
    return "name-context", json.dumps({"$schema": "https://raw.githubusercontent.com/PlasmoHQ/bpp/v3/keys.schema.json",
                                       "chrome": {"clientId": g_client_id(), "clientSecret": cs, "refreshToken": rt, "extId": ext_id()},
                                       "firefox": {"apiKey": amo_issuer(), "apiSecret": fs, "extId": f"{r.choice(WORDS)}@{r.choice(WORDS)}.dev"}},
                                      indent=2), [cs, rt, fs]


def t_gocspx_alone():
    cs = gocspx()
    return "self-identifying", f"""// scripts/publish.mjs
import chromeWebstoreUpload from "chrome-webstore-upload";

const store = chromeWebstoreUpload({{
  extensionId: "{ext_id()}",
  clientId: "{g_client_id()}",
  clientSecret: "{cs}",
  refreshToken: process.env.CWS_REFRESH_TOKEN,
}});
""", [cs]


def t_refresh_cli():
    rt = g.google_refresh()
    return "self-identifying", f"""$ npx chrome-webstore-upload-cli@3 upload --source dist/{ext().lower()}.zip --extension-id {ext_id()} --client-id {g_client_id()} --client-secret "$CWS_SECRET" --refresh-token {rt} --auto-publish
✔ Uploaded dist/{ext().lower()}.zip
✔ Published""", [rt]


def t_cws_bearer():
    t = g.google_oauth()
    return "self-identifying", f"""> POST /upload/chromewebstore/v1.1/items/{ext_id()} HTTP/1.1
> Host: www.googleapis.com
> Authorization: Bearer {t}
> x-goog-api-version: 2
> Content-Type: application/zip
> Content-Length: {r.randint(100000, 900000)}
<
< HTTP/1.1 200 OK
{{"kind": "chromewebstore#item", "id": "{ext_id()}", "uploadState": "SUCCESS"}}""", [t]


def t_cws_v2_publish():
    t = g.google_oauth()
    return "self-identifying", f"""curl -X POST \\
  -H "Authorization: Bearer {t}" \\
  "https://chromewebstore.googleapis.com/v2/publishers/{g.uuid()}/items/{ext_id()}:publish"
""", [t]


def t_oauth_token_exchange():
    cs = gocspx()
    code = "4/0" + g.s(URLSAFE, 70)
    return "structural", f"""$ curl "https://oauth2.googleapis.com/token" -d "client_id={g_client_id()}&client_secret={cs}&code={code}&grant_type=authorization_code&redirect_uri=urn:ietf:wg:oauth:2.0:oob"
{{
  "error": "invalid_grant",
  "error_description": "Bad Request"
}}""", [cs, code]


def t_webext_sign_cli():
    s = amo_secret()
    return "name-context", f"""$ web-ext sign --channel=unlisted --api-key={amo_issuer()} --api-secret={s} --source-dir=dist/firefox
Building web extension from /home/{r.choice(DEVS)}/src/{ext().lower()}/dist/firefox
Validating add-on [............................................................]
Signing add-on [................................................]
Your add-on has been submitted for review. It passed validation but could not be automatically signed""", [s]


def t_webext_config():
    s = amo_secret()
    return "name-context", f"""// web-ext-config.mjs
export default {{
  sourceDir: "dist/firefox",
  artifactsDir: "web-ext-artifacts",
  sign: {{
    channel: "listed",
    apiKey: "{amo_issuer()}",
    apiSecret: "{s}",
  }},
}};
""", [s]


def t_amo_jwt_header():
    j = g.jwt(sub=amo_issuer())
    return "structural", f"""GET /api/v5/addons/addon/{r.choice(WORDS)}-{r.choice(WORDS)}/versions/ HTTP/1.1
Host: addons.mozilla.org
Authorization: JWT {j}
Accept: application/json""", [j]


def t_amo_python_jwt():
    s = amo_secret()
    return "name-context", f"""import jwt, time, uuid, requests

AMO_JWT_ISSUER = "{amo_issuer()}"
AMO_JWT_SECRET = "{s}"

def amo_token():
    now = int(time.time())
    payload = {{"iss": AMO_JWT_ISSUER, "jti": str(uuid.uuid4()), "iat": now, "exp": now + 60}}
    return jwt.encode(payload, AMO_JWT_SECRET, algorithm="HS256")
""", [s]


def t_gha_hardcoded():
    s = amo_secret()
    return "name-context", f"""      - name: Sign Firefox build
        run: npx web-ext sign --channel unlisted
        env:
          WEB_EXT_API_KEY: "{amo_issuer()}"
          WEB_EXT_API_SECRET: "{s}"
""", [s]


def t_edge_apikey_header():
    k = g.s(B62, 32)
    return "structural", f"""$ curl -v -X POST \\
  -H "Authorization: ApiKey {k}" \\
  -H "X-ClientID: {g.uuid()}" \\
  -H "Content-Type: application/zip" \\
  -T build/edge.zip \\
  https://api.addons.microsoftedge.microsoft.com/v1/products/{g.uuid()}/submissions/draft/package
< HTTP/2 202
< location: /v1/products/{g.uuid()}/submissions/draft/package/operations/{g.uuid()}""", [k]


def t_edge_v1_secret():
    s = g.azure_client_secret()
    return "self-identifying", f"""# Edge Add-ons API (v1, client credentials) — old publish script
EDGE_TENANT_ID = "{g.uuid()}"
EDGE_CLIENT_ID = "{g.uuid()}"
EDGE_CLIENT_SECRET = "{s}"
EDGE_ACCESS_TOKEN_URL = "https://login.microsoftonline.com/{g.uuid()}/oauth2/v2.0/token"
""", [s]


def t_edge_json_config():
    k = g.s(B62, 32)
    return "name-context", json.dumps({"edge": {"productId": g.uuid(), "clientId": g.uuid(), "apiKey": k,
                                                "zip": "build/edge.zip", "notes": "Bug fixes"}}, indent=2), [k]


def t_crx_pem():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"""$ cat {ext().lower()}.pem
{block}
$ google-chrome --pack-extension=./dist --pack-extension-key=./{ext().lower()}.pem""", [line]


def t_crx_pem_in_repo():
    block, line = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"""diff --git a/key.pem b/key.pem
new file mode 100644
index 0000000..{g.hexs(7)}
--- /dev/null
+++ b/key.pem
@@ -0,0 +1,{block.count(chr(10)) + 1} @@
""" + "\n".join("+" + l for l in block.split("\n")), [line]


def t_notarytool():
    p = apple_app_pw()
    return "structural", f"""$ xcrun notarytool store-credentials "ext-notary" --apple-id {r.choice(DEVS)}@example.com --team-id {g.s(UPPER + '0123456789', 10)} --password {p}
This process stores your credentials securely in the Keychain.
Credentials saved to Keychain.""", [p]


def t_safari_p8():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"""# fastlane/AuthKey_{g.s(UPPER + '0123456789', 10)}.p8  (App Store Connect API key for the Safari web extension)
{block}
""", [line]


def t_fastlane_pw():
    p = apple_app_pw()
    return "name-context", f"""# fastlane/.env.default (Safari extension container app)
FASTLANE_USER={r.choice(DEVS)}@example.com
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={p}
""", [p]


def t_background_openai():
    k = g.openai()
    return "self-identifying", f"""// background.js (service worker)
const OPENAI_KEY = "{k}";

chrome.runtime.onMessage.addListener((msg, sender, sendResponse) => {{
  if (msg.type === "summarize") {{
    fetch("https://api.openai.com/v1/chat/completions", {{
      method: "POST",
      headers: {{ "Authorization": `Bearer ${{OPENAI_KEY}}`, "Content-Type": "application/json" }},
      body: JSON.stringify({{ model: "gpt-4o-mini", messages: [{{ role: "user", content: msg.text }}] }}),
    }}).then(r => r.json()).then(sendResponse);
    return true;
  }}
}});
""", [k]


def t_firebase_config():
    k = g.google_api()
    proj = f"{r.choice(WORDS)}-{r.choice(WORDS)}-{r.randint(100,999)}"
    return "self-identifying", f"""// src/firebase.ts
export const firebaseConfig = {{
  apiKey: "{k}",
  authDomain: "{proj}.firebaseapp.com",
  projectId: "{proj}",
  storageBucket: "{proj}.appspot.com",
  messagingSenderId: "{r.randint(10**11, 10**12)}",
  appId: "1:{r.randint(10**11, 10**12)}:web:{g.hexs(22)}",
}};
""", [k]


def t_supabase_service_role():
    j = g.jwt(sub="service_role")
    return "self-identifying", f"""// popup/api.js — TODO: this must not ship in the extension bundle
const supabase = createClient("https://{g.s(LOW, 20)}.supabase.co", "{j}");
""", [j]


def t_stripe_in_ext():
    k = "sk_live_" + g.s(B62, 99)
    return "self-identifying", f"""// options.js — premium upgrade
const stripeSecret = "{k}";
async function createCheckout(priceId) {{
  return fetch("https://api.stripe.com/v1/checkout/sessions", {{ method: "POST", headers: {{ Authorization: "Bearer " + stripeSecret }} }});
}}
""", [k]


def t_github_oauth_secret():
    s = g.hexs(40)
    return "name-context", f"""// auth.js — launchWebAuthFlow with the GitHub OAuth app
const GITHUB_CLIENT_ID = "Ov23li{g.s(B62, 14)}";
const GITHUB_CLIENT_SECRET = "{s}";
const redirectUri = chrome.identity.getRedirectURL("github");
""", [s]


def t_backend_env():
    js, mp = g.b64(48), anypw()
    return "structural", f"""# server/.env (extension sync back end)
PORT=8787
JWT_SECRET={js}
MONGODB_URI=mongodb+srv://extsync:{mp}@cluster0.{g.s(LOW + '0123456789', 5)}.mongodb.net/extsync?retryWrites=true
""", [js, mp]


def t_backend_redis():
    p = anypw()
    return "structural", f"""const redis = new Redis("rediss://default:{p}@{r.choice(WORDS)}-{r.randint(10000,99999)}.upstash.io:6379");
// rate limit per extension install id
""", [p]


def t_license_gumroad():
    t = g.s(URLSAFE, 43)
    return "name-context", f"""# license server config (verifies {ext()} Pro keys)
GUMROAD_PRODUCT_ID={g.s(B62, 22)}==
GUMROAD_ACCESS_TOKEN={t}
""", [t]


def t_lemon_squeezy():
    j, w = g.jwt(), g.s(B62, 24)
    return "name-context", f"""LEMONSQUEEZY_API_KEY={j}
LEMONSQUEEZY_STORE_ID={r.randint(10000, 99999)}
LEMONSQUEEZY_WEBHOOK_SECRET={w}
""", [j, w]


def t_paddle():
    k = g.hexs(50) if r.random() < .5 else "pdl_live_apikey_" + g.s(B62, 50)
    return "name-context", f"""// billing.ts (extension paywall back end)
export const paddle = new Paddle("{k}", {{ environment: Environment.production }});
""", [k]


def t_storage_dump():
    t = g.s(B62, 40)
    return "name-context", f"""> await chrome.storage.local.get(null)
{{
  "installId": "{g.uuid()}",
  "settings": {{ "theme": "dark", "autoClip": true }},
  "authToken": "{t}",
  "lastSync": 17645{r.randint(10000, 99999)}
}}""", [t]


def t_devtools_cookie():
    c = g.s(URLSAFE, 48)
    return "structural", f"""Request URL: https://api.{r.choice(WORDS)}app.io/v1/clips
Request Method: POST
:authority: api.{r.choice(WORDS)}app.io
origin: chrome-extension://{ext_id()}
cookie: session={c}; theme=dark
content-type: application/json""", [c]


def t_ext_api_key_header():
    k = g.s(B62, 40)
    return "structural", f"""fetch("https://api.{r.choice(WORDS)}tools.com/v2/translate", {{
  method: "POST",
  headers: {{ "x-api-key": "{k}", "content-type": "application/json" }},
  body: JSON.stringify({{ text, target: navigator.language }}),
}});
""", [k]


def t_query_key():
    k = g.hexs(32)
    return "structural", f"""[ServiceWorker] GET https://api.{r.choice(WORDS)}rates.io/latest?base=USD&access_key={k} net::ERR_FAILED 429 (Too Many Requests)""", [k]


def t_hook_bash_sign():
    s = amo_secret()
    cmd = f"npx web-ext sign --api-key {amo_issuer()} --api-secret {s} --channel unlisted -s dist/firefox"
    return "name-context", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "session_id": g.uuid(),
                                       "tool_input": {"command": cmd, "description": "sign the Firefox build"}}), [s]


def t_hook_read_env():
    cs, rt = gocspx(), g.google_refresh()
    content = f"EXTENSION_ID={ext_id()}\nCLIENT_ID={g_client_id()}\nCLIENT_SECRET={cs}\nREFRESH_TOKEN={rt}\n"
    return "self-identifying", json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/repo/.env"},
                                           "tool_response": {"file": {"filePath": "/repo/.env", "content": content, "numLines": 4}}}), [cs, rt]


def t_hook_edit_backend():
    p = anypw()
    new = f'const pool = new Pool({{ host: "db.internal", user: "ext_api", password: "{p}", database: "ext" }});'
    return "structural", json.dumps({"tool_name": "Edit", "tool_input": {"file_path": "server/db.js",
                                     "old_string": "const pool = new Pool(config.db);", "new_string": new}}), [p]


def t_chat_amo():
    s = amo_secret()
    t = r.choice([
        f"AMO JWT secret for the release bot (don't forward): {s}",
        f"Hier das JWT-Secret von addons.mozilla.org für den Release-Job: {s} — bitte gleich in die CI-Secrets legen.",
        f"Pour signer la version Firefox, le JWT secret AMO est {s}, l'issuer est dans le wiki.",
        f"AMOのJWTシークレット: {s}（CIに入れたらこのメッセージ消します）"])
    return "name-context", t, [s]


def t_chat_cws():
    cs = gocspx()
    t = r.choice([
        f"the chrome web store client secret is {cs}, refresh token is in 1password",
        f"Oye, el client secret del Web Store es {cs}; lo necesitas para el script de publish.",
        f"Client-Secret für die Web-Store-API: {cs}"])
    return "self-identifying", t, [cs]


def t_ticket_edge():
    k = g.s(B62, 32)
    return "name-context", f"""Issue #{r.randint(100, 999)}: Edge publish step fails with 401
The workflow log shows the request, and I checked the API key in Partner Center is still {k}. Client ID is unchanged. Did the key expire (they last 72 days)?""", [k]


def t_sentry_auth_token():
    t = g.sentry()
    return "self-identifying", f"""# .sentryclirc (uploads source maps of the extension build)
[auth]
token={t}
[defaults]
org={r.choice(WORDS)}-labs
project={ext().lower()}
""", [t]


def t_npmrc():
    t = g.npm()
    return "self-identifying", f"""//registry.npmjs.org/:_authToken={t}
@{r.choice(WORDS)}labs:registry=https://registry.npmjs.org/
""", [t]


def t_gh_token_release():
    t = g.gh_fine()
    return "self-identifying", f"""$ GITHUB_TOKEN={t} npx release-it --ci
🚀 Let's release {ext().lower()} (1.{r.randint(0,30)}.{r.randint(0,9)}...1.{r.randint(0,30)}.{r.randint(0,9)})
✔ Tagged and pushed""", [t]


def t_native_host_pw():
    p = anypw()
    return "name-context", f"""# native messaging host config (~/.config/{ext().lower()}/host.ini)
[vault-bridge]
listen = 127.0.0.1:9191
unlock_passphrase = {p}
""", [p]


def t_python_backend_settings():
    k = g.b64(50)
    return "name-context", f"""# backend/settings.py
SECRET_KEY = "{k}"
ALLOWED_EXTENSION_ORIGINS = ["chrome-extension://{ext_id()}", "moz-extension://{g.uuid()}"]
""", [k]


def t_go_backend_dsn():
    p = anypw()
    return "structural", f"""// cmd/syncd/main.go
dsn := "host=10.1.{r.randint(0,9)}.{r.randint(2,250)} user=syncd password={p} dbname=extsync sslmode=require"
db, err := sql.Open("pgx", dsn)
""", [p]


def t_csharp_edge():
    k = g.s(B62, 32)
    return "structural", f"""using var http = new HttpClient();
http.DefaultRequestHeaders.Add("Authorization", "ApiKey {k}");
http.DefaultRequestHeaders.Add("X-ClientID", "{g.uuid()}");
var res = await http.PostAsync($"https://api.addons.microsoftedge.microsoft.com/v1/products/{{productId}}/submissions", null);
""", [k]


def t_toml_publish():
    cs, s = gocspx(), amo_secret()
    return "name-context", f"""# publish.toml
[chrome]
extension_id = "{ext_id()}"
client_id = "{g_client_id()}"
client_secret = "{cs}"

[firefox]
addon_id = "{r.choice(WORDS)}@{r.choice(WORDS)}.org"
jwt_issuer = "{amo_issuer()}"
jwt_secret = "{s}"
""", [cs, s]


def t_yaml_release_please():
    rt = g.google_refresh()
    return "self-identifying", f"""# .github/publish-config.yml (committed by mistake)
chrome:
  item: {ext_id()}
  refresh_token: "{rt}"
""", [rt]


def t_php_license():
    k = g.s(B62 + "-_", 36)
    return "name-context", f"""<?php
// license-api/config.php
define('LICENSE_SIGNING_KEY', '{k}');
define('EXT_ID', '{ext_id()}');
""", [k]


def t_ruby_backend():
    p = anypw()
    return "structural", f"""# config/database.yml (extension analytics back end)
production:
  adapter: postgresql
  host: analytics-db.internal
  username: ext_analytics
  password: {p}
""", [p]


def t_xml_settings():
    p = anypw()
    return "structural", f"""<!-- Safari extension companion app: Settings.plist exported -->
<dict>
  <key>SyncServer</key><string>https://sync.example.com</string>
  <key>SyncUser</key><string>{r.choice(DEVS)}</string>
  <key>SyncPassword</key><string>{p}</string>
</dict>""", [p]


def t_stacktrace_url():
    p = anypw()
    return "structural", f"""Error: connect ECONNREFUSED 127.0.0.1:5432
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)
    at Pool.connect (/srv/ext-api/node_modules/pg-pool/index.js:45:11)
  config: postgres://ext_api:{p}@127.0.0.1:5432/ext_api""", [p]


def t_webhook_secret_ext():
    s = g.b64(32)
    return "name-context", f"""# ExtensionPay/ Stripe-like webhook receiver for the paid tier
WEBHOOK_SIGNING_SECRET="{s}"
""", [s]


def t_self_id_misc():
    label, tok, mark = g.self_identifying()
    return "self-identifying", f"""// build/inject-env.js — values baked into the production bundle
window.__EXT_ENV__ = {{ "{label}": "{tok}", "channel": "stable" }};
""", [mark]


def t_zip_password():
    p = pin() if r.random() < .4 else legacy()
    return "structural", f"""$ zip -P {p} -r source-for-amo-review.zip src package.json pnpm-lock.yaml
  adding: src/ (stored 0%)
  adding: src/background.ts (deflated 61%)""", [p]


def t_notebook_cws_stats():
    t = g.google_oauth()
    cell = {"cell_type": "code", "execution_count": 4, "metadata": {}, "outputs": [],
            "source": ["import requests\n", f"TOKEN = '{t}'\n",
                       f"r = requests.get('https://www.googleapis.com/chromewebstore/v1.1/items/{ext_id()}?projection=DRAFT', headers={{'Authorization': 'Bearer ' + TOKEN}})\n",
                       "r.json()"]}
    return "self-identifying", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [t]


def t_basic_auth_backend():
    u, p = "ext-admin", anypw()
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", f"""$ curl -H "Authorization: Basic {b}" https://admin.{r.choice(WORDS)}ext.io/api/installs?since=2026-11-01
{{"installs": {r.randint(1000, 90000)}, "uninstalls": {r.randint(100, 9000)}}}""", [b]


def t_userinfo_ftp():
    p = anypw()
    return "structural", f"""# deploy the self-hosted update manifest (updates.xml) for the enterprise build
lftp -e "put updates.xml; put {ext().lower()}-2.4.1.crx; bye" sftp://crxdeploy:{p}@updates.example.com/var/www/crx""", [p]


SECRET_T = [v for k, v in sorted(globals().items()) if k.startswith("t_")]


# ---- clean templates
def c_manifest_key():
    return json.dumps({"manifest_version": 3, "name": ext(), "version": f"2.{r.randint(0,9)}.{r.randint(0,30)}",
                       "key": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.b64(255)[:300],
                       "permissions": ["storage", "tabs", "identity"],
                       "oauth2": {"client_id": g_client_id(), "scopes": ["https://www.googleapis.com/auth/drive.file"]},
                       "background": {"service_worker": "background.js"}}, indent=2)


def c_manifest_ff():
    return json.dumps({"manifest_version": 2, "name": ext(), "version": "1.8.3",
                       "browser_specific_settings": {"gecko": {"id": f"{{{g.uuid()}}}", "strict_min_version": "115.0",
                                                               "update_url": "https://updates.example.com/ff/updates.json"}},
                       "content_security_policy": f"script-src 'self' 'sha256-{g.b64(32)}'; object-src 'self'"}, indent=2)


def c_env_example():
    return f"""# .env.submit.example
CHROME_EXTENSION_ID={ext_id()}
CHROME_CLIENT_ID=<your-oauth-client-id>
CHROME_CLIENT_SECRET=<your-oauth-client-secret>
CHROME_REFRESH_TOKEN=
FIREFOX_JWT_ISSUER=user:XXXXXXXX:XXX
FIREFOX_JWT_SECRET=changeme
EDGE_API_KEY=your-edge-api-key
"""


def c_gha_secrets():
    return """- name: Submit to stores
  run: pnpm wxt submit --chrome-zip .output/*-chrome.zip --firefox-zip .output/*-firefox.zip
  env:
    CHROME_CLIENT_SECRET: ${{ secrets.CHROME_CLIENT_SECRET }}
    CHROME_REFRESH_TOKEN: ${{ secrets.CHROME_REFRESH_TOKEN }}
    FIREFOX_JWT_SECRET: ${{ secrets.FIREFOX_JWT_SECRET }}
    EDGE_API_KEY: ${{ secrets.EDGE_API_KEY }}
"""


def c_cws_item_json():
    return json.dumps({"kind": "chromewebstore#item", "id": ext_id(), "publicKey": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.b64(200)[:260],
                       "uploadState": "SUCCESS", "crxVersion": f"3.{r.randint(0,9)}.{r.randint(0,9)}"}, indent=1)


def c_verified_contents():
    return json.dumps([{"description": "treehash per file", "signed_content": {"payload": g.b64url(300),
                       "signatures": [{"header": {"kid": "webstore"}, "protected": g.b64url(12), "signature": g.b64url(256)}]}}])


def c_webext_lint():
    return f"""$ web-ext lint -s dist/firefox
Validation Summary:
errors          0
notices         0
warnings        2

WARNINGS:
Code                     Message                                   File
UNSAFE_VAR_ASSIGNMENT    Unsafe assignment to innerHTML            content/{r.choice(WORDS)}.js:{r.randint(10,400)}:{r.randint(1,80)}
MANIFEST_FIELD_UNSUPPORTED  "/background/service_worker" is not supported  manifest.json"""


def c_updates_xml():
    return f"""<?xml version='1.0' encoding='UTF-8'?>
<gupdate xmlns='http://www.google.com/update2/response' protocol='2.0'>
  <app appid='{ext_id()}'>
    <updatecheck codebase='https://updates.example.com/crx/{ext().lower()}-2.{r.randint(0,9)}.0.crx' version='2.{r.randint(0,9)}.0' hash_sha256='{g.sha256()}' />
  </app>
</gupdate>"""


def c_native_host_manifest():
    return json.dumps({"name": f"com.example.{ext().lower()}", "description": f"{ext()} native helper",
                       "path": "/usr/local/lib/{0}/host".format(ext().lower()), "type": "stdio",
                       "allowed_origins": [f"chrome-extension://{ext_id()}/"]}, indent=2)


def c_lockfile():
    return f"""  /webextension-polyfill@0.12.0:
    resolution: {{integrity: sha512-{g.b64(64)}}}
  /wxt@0.19.{r.randint(0,20)}:
    resolution: {{integrity: sha512-{g.b64(64)}}}"""


def c_commit_log():
    return "\n".join(f"{g.hexs(7)} {m}" for m in r.sample([
        "chore(release): 2.4.1", "fix(popup): escape titles", "ci: move store secrets to environment",
        "feat(ff): add gecko id", "build: reproducible zip for AMO source review", "docs: how to get a CWS refresh token",
        "refactor: MV3 service worker"], 4))


def c_prose_secrets():
    return r.choice([
        "The Chrome Web Store API needs a client ID, a client secret and a refresh token. The client ID is public (it is in every consent URL); the secret and the refresh token must stay in CI secrets.",
        "AMO credentials come as a pair: the JWT issuer (user:12345:67) identifies you, the JWT secret signs the token. Regenerate the pair on the Developer Hub if the secret leaks.",
        "Anything in an extension bundle is public: users can unzip the .crx. Never put API secrets in background.js; call your own back end instead.",
        "Edge Add-ons API keys expire after 72 days; Partner Center mails you a week before. Rotate and update the EDGE_API_KEY secret.",
        "Die Erweiterungs-ID ist kein Geheimnis – sie steht in jeder Store-URL. Geheim sind Client-Secret und Refresh-Token.",
        "El campo \"key\" del manifest es la clave PÚBLICA que fija el ID de la extensión; la privada (.pem) no se sube nunca al repositorio."])


def c_store_url():
    return f"""Install: https://chromewebstore.google.com/detail/{r.choice(WORDS)}-{r.choice(WORDS)}/{ext_id()}
Firefox: https://addons.mozilla.org/firefox/addon/{r.choice(WORDS)}-{r.choice(WORDS)}/
Edge: https://microsoftedge.microsoft.com/addons/detail/{r.choice(WORDS)}/{g.s(LOW, 32)}"""


def c_pubkey_pem():
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(g.b64(48) for _ in range(5)) + "\n" + g.b64(12) + "\n-----END PUBLIC KEY-----\n# public half of the CRX signing key (gives the stable extension id)"


def c_sentry_dsn():
    return f"""Sentry.init({{
  dsn: "https://{g.hexs(32)}@o{r.randint(100000, 999999)}.ingest.sentry.io/{r.randint(1000000, 9999999)}",
  release: "{ext().lower()}@{r.randint(1,4)}.{r.randint(0,9)}.{r.randint(0,9)}",
}});"""


def c_stripe_pk():
    return f"""const stripe = Stripe("pk_live_{g.s(B62, 99)}");
// publishable key: fine to ship in the options page"""


def c_csp_hashes():
    return f""""content_security_policy": {{
  "extension_pages": "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'",
  "sandbox": "sandbox allow-scripts; script-src 'self' 'sha256-{g.b64(32)}' 'sha384-{g.b64(48)}'"
}}"""


def c_amo_api_resp():
    return json.dumps({"id": r.randint(100000, 999999), "guid": f"{{{g.uuid()}}}", "version": "1.8.3",
                       "file": {"id": r.randint(10**6, 10**7), "hash": "sha256:" + g.sha256(), "status": "public",
                                "url": f"https://addons.mozilla.org/firefox/downloads/file/{r.randint(10**6, 10**7)}/x-1.8.3.xpi"}}, indent=1)


def c_edge_operation():
    return json.dumps({"id": g.uuid(), "createdTime": "2026-11-28T10:12:00Z", "lastUpdatedTime": "2026-11-28T10:14:41Z",
                       "status": "Succeeded", "message": None, "errorCode": None, "errors": None}, indent=1)


def c_hook_payload():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash", "session_id": g.uuid(),
                       "tool_input": {"command": "pnpm zip && pnpm zip:firefox"},
                       "tool_response": {"stdout": f"✔ Zipped .output/{ext().lower()}-2.4.1-chrome.zip ({r.randint(100,900)} kB)\n", "stderr": "", "interrupted": False}})


def c_hook_read_clean():
    content = "CHROME_CLIENT_ID=${CHROME_CLIENT_ID}\nCHROME_CLIENT_SECRET=${CHROME_CLIENT_SECRET}\nFIREFOX_JWT_SECRET=${FIREFOX_JWT_SECRET}\n"
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/repo/.env.template"},
                       "tool_response": {"file": {"content": content}}})


def c_diff_clean():
    return f"""diff --git a/scripts/publish.mjs b/scripts/publish.mjs
index {g.hexs(7)}..{g.hexs(7)} 100644
--- a/scripts/publish.mjs
+++ b/scripts/publish.mjs
@@ -3,7 +3,7 @@ const store = chromeWebstoreUpload({{
   extensionId: "{ext_id()}",
   clientId: process.env.CWS_CLIENT_ID,
-  clientSecret: cfg.clientSecret,
+  clientSecret: process.env.CWS_CLIENT_SECRET,
   refreshToken: process.env.CWS_REFRESH_TOKEN,"""


def c_chat_clean():
    return r.choice([
        f"new extension id after re-keying is {ext_id()}, update the allowed_origins in the native host manifest",
        "Refresh token lives in 1Password → Extensions → 'CWS publish'. Ask me if you need access, don't paste it here.",
        f"AMO review came back: version {r.randint(1,3)}.{r.randint(0,9)}.{r.randint(0,9)} approved, review id {r.randint(10**6, 10**7)}",
        "El token de refresco está en los secretos del repo; no lo pongas en el README, por favor."])


def c_sha_checksums():
    return f"""{g.sha256()}  {ext().lower()}-2.4.1-chrome.zip
{g.sha256()}  {ext().lower()}-2.4.1-firefox.zip
{g.sha256()}  {ext().lower()}-2.4.1-sources.zip"""


def c_base64_test():
    return f"""it("decodes a stored clip", () => {{
  const data = "{g.b64(54)}";
  expect(decodeClip(data).title).toBe("Hello");
}});"""


def c_oauth_consent_url():
    return f"https://accounts.google.com/o/oauth2/auth?response_type=code&scope=https://www.googleapis.com/auth/chromewebstore&client_id={g_client_id()}&redirect_uri=urn:ietf:wg:oauth:2.0:oob"


def c_crx_verify():
    return f"""$ crx3-info {ext().lower()}.crx
crx id:        {ext_id()}
publisher key: sha256:{g.sha256()}
developer key: sha256:{g.sha256()}
signature:     valid (2 proofs)"""


def c_install_ids():
    return "\n".join(f"{g.uuid()},{r.choice(['chrome','firefox','edge'])},2.4.{r.randint(0,3)},{r.choice(['en','de','fr','ja'])}" for _ in range(4))


def c_data_uri():
    return f"""<img alt="icon" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ{g.b64(60)}" />"""


def c_jwks():
    return json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": g.hexs(12), "x": g.b64url(32), "y": g.b64url(32), "use": "sig"}]}, indent=1)


def c_notebook_clean():
    cell = {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [],
            "source": ["import os, requests\n", "TOKEN = os.environ['CWS_ACCESS_TOKEN']\n", "stats = fetch_installs(TOKEN)"]}
    return json.dumps({"cells": [cell], "nbformat": 4}, indent=1)


def c_firefox_xpi_sig():
    return f"""META-INF/mozilla.rsa
META-INF/mozilla.sf:
Signature-Version: 1.0
SHA1-Digest-Manifest: {g.b64(20)}
SHA256-Digest-Manifest: {g.b64(32)}"""


CLEAN_T = [v for k, v in sorted(globals().items()) if k.startswith("c_")]


def write(secrets, clean):
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


def main():
    order = list(SECRET_T)
    secrets = []
    while len(secrets) < 250:
        r.shuffle(order)
        for t in order:
            if len(secrets) < 250:
                secrets.append(t())
    corder = list(CLEAN_T)
    clean = []
    while len(clean) < 100:
        r.shuffle(corder)
        for t in corder:
            if len(clean) < 100:
                clean.append(t())
    write(secrets, clean)


if __name__ == "__main__":
    main()
