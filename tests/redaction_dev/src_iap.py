"""Blind redaction source "iap" (round 53, helper corpora25): app stores and in-app purchases.

App Store Connect API keys, StoreKit server notifications, Google Play Developer API service accounts,
RevenueCat/Adapty/Qonversion, receipt validation, Huawei AppGallery/Amazon Appstore, promo codes.
Every value is random (seeded). Run: python3 src_iap.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "iap"
OUT = Path(__file__).resolve().parent
g = Gen(53001)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits

# ---------------------------------------------------------------- value mixes
WORDS = ["orbit", "maple", "harbor", "quartz", "lantern", "pepper", "meadow", "cinder", "walrus", "tundra",
         "saffron", "violet", "anchor", "bramble", "copper", "ember", "glacier", "hazel", "juniper", "mosaic"]


def b64url_json(d) -> str:
    return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")


def passphrase() -> str:
    return "-".join(R.choice(WORDS) for _ in range(R.randint(3, 5)))


def wordpw() -> str:
    return R.choice(WORDS).capitalize() + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "$", "@"])


def pin(n=None) -> str:
    return g.s(DIG, n or R.choice([4, 6]))


def legacy() -> str:
    return g.s(LOW + DIG, R.randint(6, 8))


def urlpw() -> str:
    return R.choice([lambda: g.s(B62, R.randint(14, 24)), wordpw, passphrase, lambda: g.hexs(24)])().replace("#", "").replace("$", "").replace("@", "")


def anypw() -> str:
    return R.choice([g.pw, passphrase, wordpw, legacy, g.machine_pw])()


def app_specific() -> str:
    return "-".join(g.s(LOW, 4) for _ in range(4))


def key_id() -> str:
    return g.s(UPPER + DIG, 10)


def asc_jwt() -> str:
    head = {"alg": "ES256", "kid": key_id(), "typ": "JWT"}
    body = {"iss": g.uuid(), "iat": 1764900000 + R.randint(0, 99999), "exp": 1764901200 + R.randint(0, 99999),
            "aud": "appstoreconnect-v1", "bid": R.choice(BUNDLES)}
    return b64url_json(head) + "." + b64url_json(body) + "." + g.b64url(64)


def p8() -> tuple[str, str]:
    return g.pem("PRIVATE KEY")


def rsa_sa() -> tuple[str, str]:
    return g.pem("PRIVATE KEY")


def shared_secret() -> str:
    return g.hexs(32)


def rc_secret() -> str:
    return "sk_" + g.s(B62, 32)


def rc_public(platform="appl_") -> str:
    return platform + g.s(B62, 27)


def adapty_secret() -> str:
    return "secret_live_" + g.s(B62 + "_", 8) + "." + g.s(B62, 32)


def adapty_public() -> str:
    return "public_live_" + g.s(B62, 8) + "." + g.s(B62, 20)


def huawei_secret() -> str:
    return g.hexs(64).upper()


def huawei_client_id() -> str:
    return str(R.randint(100000000, 999999999))


def amazon_shared() -> str:
    return "2:" + g.s(B62, 64) + ":" + g.b64(16)


def lwa_secret() -> str:
    return "amzn1.oa2-cs.v1." + g.hexs(64)


def lwa_client() -> str:
    return "amzn1.application-oa2-client." + g.hexs(32)


def gocspx() -> str:
    return "GOCSPX-" + g.s(URLSAFE, 28)


def offer_code() -> str:
    return g.s(UPPER.replace("O", "").replace("I", "") + "23456789", R.choice([11, 12, 14, 18]))


def play_promo() -> str:
    return g.s(UPPER + DIG, R.choice([20, 22, 23]))


def gpa_order() -> str:
    return f"GPA.{R.randint(3300, 3399)}-{R.randint(1000, 9999)}-{R.randint(1000, 9999)}-{R.randint(10000, 99999)}"


def purchase_token() -> str:
    return g.s(LOW, 24) + ".AO-J1O" + g.s(URLSAFE, 120)


BUNDLES = ["com.lumosfit.app", "io.pixelgarden.notes", "com.tinyotter.meditate", "app.brightreader.ios",
           "com.quokkagames.tiles", "de.wanderkarte.pro", "jp.co.hoshizora.manga", "br.com.receitas.plus"]
SKUS = ["premium_monthly", "pro_annual_v3", "coins_500", "remove_ads", "lifetime_unlock", "weekly_trial_7d",
        "gems_pack_large", "sub.family.yearly"]
PKGS = ["com.lumosfit.android", "io.pixelgarden.notes", "com.quokkagames.tiles", "de.wanderkarte.pro"]
HOSTS = ["iap.lumosfit.dev", "billing.pixelgarden.io", "receipts.quokkagames.net", "api.wanderkarte.de"]


def bundle():
    return R.choice(BUNDLES)


def sku():
    return R.choice(SKUS)


def host():
    return R.choice(HOSTS)


# ---------------------------------------------------------------- secret templates
S = []


def T(f):
    S.append(f)
    return f


@T
def t_cat_p8():
    k = key_id()
    block, line = p8()
    return "self-identifying", f"$ cat ~/private_keys/AuthKey_{k}.p8\n{block}\n$ ", [line]


@T
def t_fastfile():
    block, line = p8()
    body = block.replace("\n", "\\n")
    return "self-identifying", (
        "lane :upload_iap_metadata do\n  api_key = app_store_connect_api_key(\n"
        f"    key_id: \"{key_id()}\",\n    issuer_id: \"{g.uuid()}\",\n"
        f"    key_content: \"{body}\",\n    in_house: false\n  )\n"
        f"  deliver(api_key: api_key, app_identifier: \"{bundle()}\", skip_binary_upload: true)\nend\n"), [line]


@T
def t_asc_curl():
    j = asc_jwt()
    return "self-identifying", (
        f"curl -s -H \"Authorization: Bearer {j}\" \\\n  \"https://api.appstoreconnect.apple.com/v1/apps/{R.randint(10**9, 2*10**9)}/inAppPurchasesV2?limit=50\" | jq '.data[].attributes.productId'"), [j]


@T
def t_server_api_trace():
    j = asc_jwt()
    tid = str(R.randint(2*10**14, 3*10**14))
    return "self-identifying", (
        f"> GET /inApps/v1/history/{tid}?sort=DESCENDING HTTP/2\n> Host: api.storekit.itunes.apple.com\n"
        f"> user-agent: app-store-server-library/python/1.5.0\n> authorization: Bearer {j}\n> accept: */*\n>\n"
        "< HTTP/2 401\n< content-type: application/json\n<\n{\"errorCode\":4010000,\"errorMessage\":\"Unauthenticated\"}"), [j]


@T
def t_verifyreceipt_body():
    s = shared_secret()
    return "name-context", (
        "POST https://sandbox.itunes.apple.com/verifyReceipt\nContent-Type: application/json\n\n"
        + json.dumps({"receipt-data": "MIIT" + g.b64(60).rstrip("=") + "...", "password": s,
                      "exclude-old-transactions": True}, indent=2)), [s]


@T
def t_env_shared():
    s = shared_secret()
    return "name-context", (
        f"# receipt-validator/.env\nNODE_ENV=production\nAPPLE_BUNDLE_ID={bundle()}\nAPPLE_SHARED_SECRET={s}\n"
        f"APPLE_ENV=Production\nPORT=8080\n"), [s]


@T
def t_node_signing_key():
    block, line = p8()
    body = block.replace("\n", "\\n")
    return "self-identifying", (
        "import { AppStoreServerAPIClient, Environment } from '@apple/app-store-server-library';\n\n"
        f"const signingKey = \"{body}\";\n"
        f"const client = new AppStoreServerAPIClient(signingKey, '{key_id()}', '{g.uuid()}', '{bundle()}', Environment.PRODUCTION);\n"
        "export default client;\n"), [line]


@T
def t_play_sa_json():
    block, line = rsa_sa()
    proj = R.choice(["pc-api-61829", "play-billing-prod", "api-project-8812"])
    d = {"type": "service_account", "project_id": proj, "private_key_id": g.hexs(40), "private_key": block + "\n",
         "client_email": f"play-publisher@{proj}.iam.gserviceaccount.com", "client_id": str(R.randint(10**20, 10**21)),
         "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token"}
    return "self-identifying", f"$ cat secrets/play-service-account.json\n{json.dumps(d, indent=2)}", [line]


@T
def t_play_bearer():
    t = g.google_oauth()
    pkg = R.choice(PKGS)
    return "self-identifying", (
        f"curl -H 'Authorization: Bearer {t}' \\\n  'https://androidpublisher.googleapis.com/androidpublisher/v3/applications/{pkg}/purchases/subscriptionsv2/tokens/{purchase_token()[:40]}'"), [t]


@T
def t_play_refresh():
    t = g.google_refresh()
    s = gocspx()
    return "self-identifying", (
        "# notebooks/play_reports.ipynb, cell 2\ncreds = Credentials(\n    token=None,\n"
        f"    refresh_token=\"{t}\",\n    client_id=\"{R.randint(10**11, 10**12)}-{g.s(LOW + DIG, 32)}.apps.googleusercontent.com\",\n"
        f"    client_secret=\"{s}\",\n    token_uri=\"https://oauth2.googleapis.com/token\",\n)\n"
        "svc = build('androidpublisher', 'v3', credentials=creds)"), [t, s]


@T
def t_rtdn_push():
    tok = g.b64url(R.choice([18, 24, 32]))
    return "structural", (
        f"$ gcloud pubsub subscriptions create play-rtdn-push --topic=play-rtdn \\\n"
        f"    --push-endpoint='https://{host()}/google/rtdn?token={tok}' --ack-deadline=30\n"
        "Created subscription [projects/play-billing-prod/subscriptions/play-rtdn-push]."), [tok]


@T
def t_rc_header():
    k = rc_secret()
    return "structural", (
        f"const res = await fetch(`https://api.revenuecat.com/v1/subscribers/${{encodeURIComponent(uid)}}`, {{\n"
        f"  headers: {{ Authorization: 'Bearer {k}', 'X-Platform': 'stripe', 'Content-Type': 'application/json' }},\n}});"), [k]


@T
def t_rc_env():
    k = rc_secret()
    pub = rc_public()
    return "name-context", (
        f"REVENUECAT_PUBLIC_IOS_KEY={pub}\nREVENUECAT_SECRET_KEY={k}\nREVENUECAT_PROJECT_ID=proj{g.hexs(8)}\n"), [k]


@T
def t_rc_webhook_auth():
    v = R.choice([g.s(B62, 32), passphrase(), g.hexs(40)])
    return "name-context", (
        "app.post('/webhooks/revenuecat', express.json(), (req, res) => {\n"
        f"  if (req.headers.authorization !== 'Bearer {v}') return res.sendStatus(401);\n"
        "  queue.push(req.body.event);\n  res.sendStatus(200);\n});"), [v]


@T
def t_rc_trace():
    k = rc_secret()
    return "structural", (
        f"GET /v2/projects/proj{g.hexs(8)}/customers/{g.uuid()}/subscriptions HTTP/1.1\r\nHost: api.revenuecat.com\r\n"
        f"Authorization: Bearer {k}\r\nAccept: application/json\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n"
        "{\"items\":[],\"next_page\":null,\"object\":\"list\"}"), [k]


@T
def t_adapty_header():
    k = adapty_secret()
    return "self-identifying", (
        f"curl -X GET 'https://api.adapty.io/api/v2/server-side-api/profile/' \\\n  -H 'Authorization: Api-Key {k}' \\\n"
        f"  -H 'adapty-customer-user-id: {g.uuid()}'"), [k]


@T
def t_adapty_py():
    k = adapty_secret()
    return "self-identifying", (
        "# billing/adapty_sync.py\nimport httpx\n\n"
        f"ADAPTY_SECRET = \"{k}\"\nBASE = \"https://api.adapty.io/api/v2/server-side-api\"\n\n"
        "def grant(uid, level):\n    return httpx.post(f\"{BASE}/purchase/profile/grant/access-level/\",\n"
        "        headers={\"Authorization\": f\"Api-Key {ADAPTY_SECRET}\", \"adapty-customer-user-id\": uid},\n"
        "        json={\"access_level_id\": level})"), [k]


@T
def t_qonversion():
    k = "sk_" + g.s(B62, 32)
    return "name-context", (
        f"# config/qonversion.yml\nproduction:\n  project_key: {g.s(B62 + '_-', 32)}\n  secret_key: {k}\n  base_url: https://api.qonversion.io/v3\n"), [k]


@T
def t_huawei_token():
    s = huawei_secret()
    return "structural", (
        "$ curl -s -X POST https://oauth-login.cloud.huawei.com/oauth2/v3/token \\\n"
        f"    -d 'grant_type=client_credentials&client_id={huawei_client_id()}&client_secret={s}'\n"
        "{\"access_token\":\"DAEDAF...\",\"expires_in\":3600,\"token_type\":\"Bearer\"}"), [s]


@T
def t_huawei_connect_api():
    s = g.hexs(64).upper()
    return "name-context", (
        "// AppGallery Connect Publishing API credentials (Users and permissions > API key)\n"
        + json.dumps({"type": "team_client_id", "developer_id": str(R.randint(10**17, 10**18)),
                      "client_id": str(R.randint(10**17, 10**18)), "client_secret": s,
                      "configuration_version": "3.0"}, indent=2)), [s]


@T
def t_amazon_rvs():
    s = amazon_shared()
    uid = "amzn1.account." + g.s(UPPER + DIG, 28)
    rid = "q1Yq" + g.s(URLSAFE, 40)
    return "structural", (
        f"2026-11-28T09:14:02Z INFO rvs.client GET https://appstore-sdk.amazon.com/version/1.0/verifyReceiptId/developer/{s}/user/{uid}/receiptId/{rid}\n"
        "2026-11-28T09:14:02Z INFO rvs.client -> 200 {\"productType\":\"SUBSCRIPTION\",\"cancelDate\":null}"), [s]


@T
def t_amazon_go():
    s = amazon_shared()
    return "name-context", (
        "package rvs\n\nconst (\n\trvsBase = \"https://appstore-sdk.amazon.com/version/1.0/verifyReceiptId\"\n"
        f"\tamazonSharedSecret = \"{s}\"\n)\n"), [s]


@T
def t_lwa():
    s = lwa_secret()
    return "self-identifying", (
        "# Amazon Appstore Submission API\n"
        f"export AMAZON_CLIENT_ID={lwa_client()}\nexport AMAZON_CLIENT_SECRET={s}\n"
        "curl -s -d \"grant_type=client_credentials&client_id=$AMAZON_CLIENT_ID&client_secret=$AMAZON_CLIENT_SECRET&scope=appstore::apps:readwrite\" https://api.amazon.com/auth/o2/token"), [s]


@T
def t_altool():
    p = app_specific()
    return "structural", (
        f"$ xcrun altool --upload-app -f build/App.ipa -t ios -u release@{R.choice(['lumosfit.dev', 'pixelgarden.io', 'quokkagames.net'])} -p {p}\n"
        "2026-11-30 10:02:11.318 altool[4412:88123] *** Error: Unable to upload archive. (-19208)"), [p]


@T
def t_notary_env():
    p = app_specific()
    return "name-context", (
        f"  env:\n    FASTLANE_USER: ci-bot@quokkagames.net\n    FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD: {p}\n"
        "    MATCH_READONLY: \"true\"\n"), [p]


@T
def t_fastlane_session():
    v = g.hexs(R.choice([256, 320]))
    return "name-context", (
        "[10:41:07]: Successfully logged in to App Store Connect\n"
        "[10:41:07]: Pass the following via the FASTLANE_SESSION environment variable:\n"
        "---\\n- !ruby/object:HTTP::Cookie\\n  name: myacinfo\\n  value: " + v + "\\n  domain: apple.com\\n  for_domain: true\\n  path: \\\"/\\\"\\n"), [v]


@T
def t_ci_envdump():
    p = R.choice([wordpw(), g.human_pw(), passphrase()])
    return "name-context", (
        "Run env | sort\nCI=true\nFASTLANE_HIDE_TIMESTAMP=true\n"
        f"FASTLANE_PASSWORD={p}\nFASTLANE_USER=appstore@lumosfit.dev\nHOME=/Users/runner\nLANG=en_US.UTF-8\n"), [p]


@T
def t_stripe_paywall():
    k = "sk_live_" + g.s(B62, 99)
    return "self-identifying", (
        "# web paywall (fallback when the store is unavailable)\nimport stripe\n"
        f"stripe.api_key = \"{k}\"\nsession = stripe.checkout.Session.create(mode='subscription', line_items=[{{'price': 'price_{g.s(B62, 24)}', 'quantity': 1}}])"), [k]


@T
def t_pg_url():
    p = urlpw()
    return "structural", (
        f"DATABASE_URL=postgres://receipts_rw:{p}@{R.choice(['db-iap-1.internal', '10.20.4.17', 'iap-prod.cluster-c8x.eu-west-1.rds.amazonaws.com'])}:5432/receipts?sslmode=require"), [p]


@T
def t_redis_url():
    p = urlpw()
    return "structural", (
        f"# entitlement cache\nREDIS_URL=rediss://default:{p}@cache-entitlements.{R.choice(['lumosfit.dev', 'internal'])}:6380/2\nENTITLEMENT_TTL=300"), [p]


@T
def t_galaxy():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", (
        "# Samsung Galaxy Store Developer API: service account created in Seller Portal > Assistance > API Service\n"
        f"GALAXY_SERVICE_ACCOUNT_ID={g.uuid()}\nGALAXY_PRIVATE_KEY=\"{block}\"\n"), [line]


@T
def t_chat_ja():
    s = shared_secret()
    return "name-context", (
        f"田中: 検証サーバーがまた21004を返してます。\n佐藤: App Store Connectのアプリ用共有シークレットを再発行したので、こちらに差し替えてください → {s}\n田中: 了解、デプロイします。"), [s]


@T
def t_chat_de():
    p = R.choice([wordpw(), g.human_pw()])
    return "structural", (
        f"Hi Jonas, für die Sandbox-Tests bitte diesen Tester verwenden:\nApple-ID: sbx.kauf+{R.randint(1, 99)}@wanderkarte.de\nPasswort: {p}\n"
        "Nicht in den echten App Store einloggen, nur unter Einstellungen > App Store > Sandbox-Account."), [p]


@T
def t_chat_es():
    codes = [offer_code() for _ in range(R.randint(2, 4))]
    return "name-context", (
        "Hola equipo, os paso los códigos de oferta de un solo uso para los influencers (aún sin canjear):\n"
        + "\n".join(f"- @{R.choice(['mari.fit', 'runwithleo', 'yogaconana', 'coachpablo'])}{i}: {c}" for i, c in enumerate(codes))
        + "\nNo los publiquéis en el canal general, porfa."), codes


@T
def t_chat_pt():
    k = rc_secret()
    return "name-context", (
        f"Rafa: qual a chave secreta do RevenueCat de produção?\nBia: tá no cofre, mas pra destravar o deploy usa essa: {k}\nRafa: valeu, troco amanhã."), [k]


@T
def t_chat_zh():
    s = g.s(B62 + "+/", 24)
    return "name-context", (
        f"小米支付那边的 AppSecret 是 {s} ，AppID 是 2882303761{R.randint(100000000, 999999999)}，回调验签要用到，别提交到仓库。"), [s]


@T
def t_chat_ko():
    p = R.choice([wordpw(), legacy(), g.human_pw()])
    return "structural", (
        f"원스토어 개발자센터 계정 공유합니다\n아이디: onestore_dev{R.randint(1, 9)}\n비밀번호: {p}\n2단계 인증은 제 폰으로 옵니다."), [p]


@T
def t_chat_fr():
    s = huawei_secret()
    return "name-context", (
        f"Salut, pour l'API AppGallery Connect le client_id c'est {huawei_client_id()} et la clé secrète : {s}\nJe la remets dans le coffre après la release."), [s]


@T
def t_chat_ru():
    codes = [play_promo() for _ in range(R.randint(2, 3))]
    return "name-context", (
        "Промокоды Google Play на месяц премиума для бета-тестеров (не активированы):\n" + "\n".join(codes)
        + "\nКаждый одноразовый, раздайте лично."), codes


@T
def t_ticket_offers():
    codes = [offer_code() for _ in range(R.randint(3, 5))]
    return "name-context", (
        f"JIRA MON-{R.randint(100, 999)}: partner bundle for Q1\nOne-time offer codes (App Store, 3 months free, unredeemed as of today):\n"
        + "\n".join(f"  {c}" for c in codes) + "\nHand over via the partner portal only."), codes


@T
def t_hook_bash():
    k = rc_secret()
    payload = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
               "tool_input": {"command": f"curl -s https://api.revenuecat.com/v1/subscribers/user_{R.randint(1000, 99999)} -H 'Authorization: Bearer {k}' | jq .subscriber.entitlements",
                              "description": "Check entitlements for the failing user"}}
    return "structural", json.dumps(payload), [k]


@T
def t_hook_write():
    s = shared_secret()
    content = f"APPLE_SHARED_SECRET={s}\nGOOGLE_PACKAGE_NAME={R.choice(PKGS)}\n"
    payload = {"hook_event_name": "PostToolUse", "tool_name": "Write",
               "tool_input": {"file_path": "/home/dev/receipt-service/.env", "content": content},
               "tool_response": {"success": True}}
    return "name-context", json.dumps(payload), [s]


@T
def t_hook_read_sa():
    block, line = rsa_sa()
    d = {"type": "service_account", "project_id": "play-billing-prod", "private_key": block + "\n",
         "client_email": "rtdn-worker@play-billing-prod.iam.gserviceaccount.com"}
    payload = {"tool_name": "Read", "tool_input": {"file_path": "keys/rtdn-worker.json"},
               "tool_response": {"type": "text", "file": {"content": json.dumps(d, indent=2), "numLines": 7}}}
    return "self-identifying", json.dumps(payload), [line]


@T
def t_diff_settings():
    s = shared_secret()
    return "name-context", (
        "diff --git a/backend/settings/prod.py b/backend/settings/prod.py\n--- a/backend/settings/prod.py\n+++ b/backend/settings/prod.py\n"
        "@@ -41,6 +41,7 @@ IAP = {\n     \"apple_bundle_id\": \"" + bundle() + "\",\n"
        f"+    \"apple_shared_secret\": \"{s}\",\n     \"google_package\": \"{R.choice(PKGS)}\",\n }}"), [s]


@T
def t_diff_rc():
    k = rc_secret()
    return "name-context", (
        "--- a/functions/src/config.ts\n+++ b/functions/src/config.ts\n@@ -3,4 +3,4 @@\n"
        "-export const revenueCatSecret = process.env.RC_SECRET!;\n"
        f"+export const revenueCatSecret = process.env.RC_SECRET ?? \"{k}\";\n"), [k]


@T
def t_traceback():
    k = rc_secret()
    return "structural", (
        "Traceback (most recent call last):\n  File \"/srv/app/entitlements.py\", line 88, in refresh\n    r.raise_for_status()\n"
        "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.revenuecat.com/v1/subscribers/u_81723\n"
        f"DEBUG request headers: {{'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Bearer {k}', 'Accept': '*/*'}}"), [k]


@T
def t_ugs_basic():
    kid = g.uuid()
    sec = g.s(URLSAFE, 32)
    return "structural", (
        f"$ curl -u {kid}:{sec} -X POST \"https://services.api.unity.com/auth/v1/token-exchange?projectId={g.uuid()}&environmentId={g.uuid()}\"\n"
        "{\"accessToken\":\"<redacted in paste>\"}"), [sec]


@T
def t_asn_url():
    s = g.s(B62, R.choice([24, 32]))
    return "structural", (
        "App Store Connect > App Information > App Store Server Notifications\n"
        f"Production Server URL: https://{host()}/apple/notifications/v2?secret={s}\nVersion: Version 2 Notifications"), [s]


@T
def t_kotlin_hocon():
    v = g.b64url(24)
    return "name-context", (
        "billing {\n  playPackageName = \"" + R.choice(PKGS) + "\"\n"
        f"  pubsubVerificationToken = \"{v}\"\n  serviceAccountFile = ${{?PLAY_SA_FILE}}\n}}"), [v]


@T
def t_csharp():
    s = shared_secret()
    return "name-context", (
        "services.AddSingleton<IReceiptValidator>(_ => new AppleReceiptValidator(\n"
        f"    sharedSecret: \"{s}\",\n    useSandboxFallback: true));"), [s]


@T
def t_php():
    s = shared_secret()
    return "name-context", (
        "<?php\n// config/iap.php\nreturn [\n"
        f"    'apple_shared_secret' => '{s}',\n    'google_package' => '{R.choice(PKGS)}',\n    'sandbox_fallback' => true,\n];"), [s]


@T
def t_ruby():
    s = shared_secret()
    return "name-context", (
        "# app/services/receipt_check.rb\nclass ReceiptCheck\n  def call(data)\n"
        f"    Venice::Receipt.verify!(data, shared_secret: \"{s}\", exclude_old_transactions: true)\n  end\nend"), [s]


@T
def t_properties():
    k = rc_secret()
    return "name-context", (
        f"# application-prod.properties\niap.revenuecat.base-url=https://api.revenuecat.com/v1\niap.revenuecat.secret-key={k}\niap.cache.ttl=PT5M\n"), [k]


@T
def t_hcl():
    s = shared_secret()
    return "name-context", (
        "resource \"google_secret_manager_secret_version\" \"apple_shared_secret\" {\n"
        "  secret      = google_secret_manager_secret.apple_shared_secret.id\n"
        f"  secret_data = \"{s}\"\n}}"), [s]


@T
def t_toml():
    s = amazon_shared()
    return "name-context", (
        f"[stores.amazon]\nenabled = true\nshared_secret = \"{s}\"\n\n[stores.apple]\nbundle_id = \"{bundle()}\"\n"), [s]


@T
def t_ini():
    s = huawei_secret()
    return "name-context", (
        f"[huawei]\nclient_id = {huawei_client_id()}\nclient_secret = {s}\niap_endpoint = https://orders-dre.iap.cloud.huawei.eu\n"), [s]


@T
def t_slack_alert():
    name, tok, mark = "slack", g.slack_webhook(), None
    mark = tok.rsplit("/", 1)[1]
    return "self-identifying", (
        f"# RevenueCat > Integrations > Slack is not enough, we forward refunds ourselves\nREFUND_ALERT_WEBHOOK={tok}\n"), [mark]


@T
def t_glassfy_query():
    k = g.hexs(32)
    return "structural", (
        f"[worker] 2026-12-01 07:00:03 GET https://api.glassfy.io/v0/subscribers?api_key={k}&limit=200 -> 200 (412 ms)"), [k]


@T
def t_play_tester():
    p = R.choice([wordpw(), g.human_pw(), legacy()])
    return "structural", (
        f"License testers (Play Console > Setup > License testing)\nuser: play.tester{R.randint(1, 20)}@gmail.com\npass: {p}\nUse on the Pixel 6 in the QA drawer only."), [p]


@T
def t_xml_config():
    s = shared_secret()
    return "name-context", (
        "<configuration>\n  <appSettings>\n    <add key=\"Apple:BundleId\" value=\"" + bundle() + "\" />\n"
        f"    <add key=\"Apple:SharedSecret\" value=\"{s}\" />\n  </appSettings>\n</configuration>"), [s]


@T
def t_yaml_k8s():
    k = adapty_secret()
    return "self-identifying", (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-keys\ntype: Opaque\nstringData:\n"
        f"  ADAPTY_SECRET_KEY: {k}\n  STORE_ENV: production\n"), [k]


@T
def t_webhook_pg_log():
    p = R.choice([legacy(), wordpw()])
    return "structural", (
        "2026-12-02 03:11:45.102 UTC [2231] FATAL:  password authentication failed for user \"iap_worker\"\n"
        f"2026-12-02 03:11:45.102 UTC [2231] DETAIL:  Connection matched pg_hba.conf line 98; cmd was: psql \"host=10.8.0.4 user=iap_worker password={p} dbname=store\""), [p]


@T
def t_pin_chat():
    p = pin(4)
    return "name-context", (
        f"FYI the Apple Developer account's support PIN for the phone call with Apple about the stuck IAP review is {p} (valid 30 min)."), [p]


@T
def t_asc_py_jwt():
    block, line = p8()
    return "self-identifying", (
        "import jwt, time\n"
        f"PRIVATE_KEY = '''{block}'''\n"
        f"token = jwt.encode({{'iss': '{g.uuid()}', 'iat': int(time.time()), 'exp': int(time.time()) + 1200, 'aud': 'appstoreconnect-v1'}},\n"
        f"                   PRIVATE_KEY, algorithm='ES256', headers={{'kid': '{key_id()}'}})"), [line]


@T
def t_mitm_play_token():
    t = g.google_oauth()
    return "self-identifying", (
        "POST https://androidpublisher.googleapis.com/androidpublisher/v3/applications/" + R.choice(PKGS)
        + "/purchases/products/" + sku() + "/tokens/" + purchase_token()[:30] + ":acknowledge\n"
        f"authorization: Bearer {t}\ncontent-length: 0\n\n<< 204 No Content"), [t]


# ---------------------------------------------------------------- clean templates
C = []


def CT(f):
    C.append(f)
    return f


@CT
def c_jws_notification():
    head = {"alg": "ES256", "x5c": ["MIIEMDCCA7agAwIBAgIQ" + g.b64(30).rstrip("="), "MIIDFjCCApygAwIBAgIU" + g.b64(24).rstrip("=")]}
    body = {"notificationType": R.choice(["DID_RENEW", "SUBSCRIBED", "EXPIRED", "REFUND"]), "notificationUUID": g.uuid(),
            "data": {"bundleId": bundle(), "environment": "Production", "signedTransactionInfo": "eyJhbGciOiJFUzI1NiIsIng1YyI6..."},
            "version": "2.0", "signedDate": 1764900000000 + R.randint(0, 10**8)}
    return json.dumps({"signedPayload": b64url_json(head) + "." + b64url_json(body) + "." + g.b64url(64)})


@CT
def c_asc_ids():
    k = key_id()
    return (f"# App Store Connect API (key lives in the CI secret store, not here)\nASC_KEY_ID={k}\nASC_ISSUER_ID={g.uuid()}\n"
            f"ASC_KEY_PATH=~/private_keys/AuthKey_{k}.p8\nASC_APP_ID={R.randint(10**9, 2*10**9)}")


@CT
def c_env_example():
    return (f"# .env.example — copy to .env\nAPPLE_SHARED_SECRET=<app-specific shared secret from App Store Connect>\n"
            f"REVENUECAT_SECRET_KEY=sk_xxxxxxxxxxxxxxxxxxxxxxxx\nGOOGLE_APPLICATION_CREDENTIALS=/path/to/service-account.json\n"
            f"AMAZON_SHARED_SECRET=changeme\nPORT={R.choice([3000, 8080, 8000])}")


@CT
def c_rc_public():
    return (f"Purchases.logLevel = .warn\nPurchases.configure(withAPIKey: \"{rc_public()}\", appUserID: session.userId)\n"
            f"// Android uses {rc_public('goog_')} in MainApplication.kt")


@CT
def c_adapty_public():
    return f"import Adapty\n\nlet config = AdaptyConfiguration.builder(withAPIKey: \"{adapty_public()}\").with(observerMode: false).build()\ntry await Adapty.activate(with: config)"


@CT
def c_play_purchase():
    return json.dumps({"kind": "androidpublisher#productPurchase", "purchaseTimeMillis": str(1764000000000 + R.randint(0, 10**9)),
                       "purchaseState": 0, "consumptionState": 0, "orderId": gpa_order(), "purchaseType": R.choice([0, 1]),
                       "acknowledgementState": 1, "regionCode": R.choice(["US", "DE", "JP", "BR"]),
                       "obfuscatedExternalAccountId": g.hexs(16)}, indent=2)


@CT
def c_license_public():
    return ("// Play Console > Monetization setup > Licensing: this is the app's PUBLIC key\n"
            f"private const val BASE64_PUBLIC_KEY = \"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{g.b64(180).rstrip('=')}IDAQAB\"")


@CT
def c_rtdn_message():
    data = base64.b64encode(json.dumps({"version": "1.0", "packageName": R.choice(PKGS), "eventTimeMillis": str(1764000000000 + R.randint(0, 10**9)),
                                        "subscriptionNotification": {"version": "1.0", "notificationType": R.randint(1, 13),
                                                                     "subscriptionId": sku()}}).encode()).decode()
    return json.dumps({"message": {"data": data, "messageId": str(R.randint(10**15, 10**16)), "publishTime": "2026-12-01T08:12:44.118Z"},
                       "subscription": "projects/play-billing-prod/subscriptions/play-rtdn-push"}, indent=2)


@CT
def c_huawei_pubkey():
    return ("Huawei IAP public key (AppGallery Connect > Earn > In-App Purchases), used to verify inAppPurchaseData signatures:\n"
            f"MIIBojANBgkqhkiG9w0BAQEFAAOCAY8AMIIBigKCAYEA{g.b64(200).rstrip('=')}IDAQAB")


@CT
def c_amazon_user():
    return (f"RVS response for receiptId {g.s(URLSAFE, 36)}:\n"
            + json.dumps({"betaProduct": False, "cancelDate": None, "productId": sku(), "productType": "ENTITLED",
                          "purchaseDate": 1764000000000 + R.randint(0, 10**9), "receiptId": g.s(URLSAFE, 40),
                          "userId": "amzn1.account." + g.s(UPPER + DIG, 28), "testTransaction": False}))


@CT
def c_codesign_log():
    return (f"CodeSign /Users/runner/Library/Developer/Xcode/DerivedData/App-{g.s(LOW, 28)}/Build/Products/Release-iphoneos/App.app\n"
            f"    Signing Identity:     \"Apple Distribution: Quokka Games GmbH ({g.s(UPPER + DIG, 10)})\"\n"
            f"    Provisioning Profile: \"match AppStore {bundle()}\"\n                          ({g.uuid()})\n"
            f"    /usr/bin/codesign --force --sign {g.hexs(40).upper()} --entitlements App.app.xcent App.app")


@CT
def c_lockfile():
    return (f"\"node_modules/@apple/app-store-server-library\": {{\n  \"version\": \"1.{R.randint(0, 6)}.{R.randint(0, 9)}\",\n"
            f"  \"resolved\": \"https://registry.npmjs.org/@apple/app-store-server-library/-/app-store-server-library-1.4.0.tgz\",\n"
            f"  \"integrity\": \"sha512-{g.b64(64)}\"\n}}")


@CT
def c_gha():
    return ("- name: Upload IAP screenshots\n  env:\n    ASC_KEY_ID: ${{ secrets.ASC_KEY_ID }}\n    ASC_ISSUER_ID: ${{ secrets.ASC_ISSUER_ID }}\n"
            "    ASC_KEY_P8: ${{ secrets.ASC_KEY_P8 }}\n"
            f"  run: bundle exec fastlane ios iap_review build:{R.randint(100, 999)}")


@CT
def c_k8s_ref():
    name = R.choice(["APPLE_SHARED_SECRET", "REVENUECAT_SECRET_KEY", "HUAWEI_CLIENT_SECRET", "AMAZON_SHARED_SECRET"])
    return (f"        env:\n          - name: {name}\n            valueFrom:\n              secretKeyRef:\n"
            f"                name: iap-{R.choice(['prod', 'staging'])}\n                key: {name.lower().replace('_', '-')}\n"
            f"          - name: REPLICA_ID\n            value: \"{R.randint(1, 9)}\"")


@CT
def c_storekit_file():
    return json.dumps({"identifier": g.hexs(8).upper(), "nonRenewingSubscriptions": [], "products": [
        {"displayPrice": R.choice(["0.99", "4.99", "9.99"]), "familyShareable": False, "internalID": str(R.randint(10**8, 10**9)),
         "localizations": [{"description": "500 coins", "displayName": "Coin pack", "locale": "en_US"}], "productID": sku(), "type": "Consumable"}],
        "settings": {"_developerTeamID": g.s(UPPER + DIG, 10), "_storeKitErrors": []}, "version": {"major": 4, "minor": 0}}, indent=1)


@CT
def c_sales_report():
    rows = ["Provider\tSKU\tDeveloper\tTitle\tUnits\tDeveloper Proceeds\tBegin Date\tCustomer Currency\tApple Identifier\tOrder Type"]
    for _ in range(R.randint(2, 4)):
        rows.append(f"APPLE\t{sku()}\tQuokka Games GmbH\tTiles\t{R.randint(1, 40)}\t{R.randint(1, 20)}.{R.randint(10, 99)}\t11/30/2026\tEUR\t{R.randint(10**9, 2*10**9)}\t")
    return "\n".join(rows)


@CT
def c_transaction_json():
    return json.dumps({"transactionId": str(R.randint(2*10**14, 3*10**14)), "originalTransactionId": str(R.randint(2*10**14, 3*10**14)),
                       "webOrderLineItemId": str(R.randint(10**14, 2*10**14)), "bundleId": bundle(), "productId": sku(),
                       "subscriptionGroupIdentifier": str(R.randint(2*10**7, 3*10**7)), "appAccountToken": g.uuid(),
                       "storefront": R.choice(["USA", "DEU", "JPN"]), "environment": "Production", "transactionReason": "RENEWAL"}, indent=2)


@CT
def c_rc_webhook_event():
    return json.dumps({"api_version": "1.0", "event": {"id": g.uuid().upper(), "type": R.choice(["RENEWAL", "CANCELLATION", "INITIAL_PURCHASE"]),
                       "app_user_id": "$RCAnonymousID:" + g.hexs(32), "product_id": sku(), "store": R.choice(["APP_STORE", "PLAY_STORE"]),
                       "transaction_id": str(R.randint(2*10**14, 3*10**14)), "price": 9.99, "currency": "USD"}}, indent=2)


@CT
def c_prose_secret():
    return R.choice([
        "The App-Specific Shared Secret is per app; rotate it in App Store Connect > App Information and update the validator before the old one stops working. Never paste it in tickets.",
        "Reminder: the RevenueCat public SDK keys (appl_/goog_) are fine in the app binary, the secret key (sk_) only ever lives in Secret Manager.",
        "Google Play service account JSON files belong in the CI secret store; if one leaks, delete the key in IAM and create a new one, then re-grant it in Play Console > Users and permissions.",
        "Huawei's client secret for the AppGallery Connect API is shown once; store it in the vault under iap/huawei and reference it by path.",
        "StoreKit 2 notifications are signed by Apple (JWS with an x5c chain). Verify the chain against Apple Root CA - G3 rather than trusting the payload.",
    ]) + f" (see runbook IAP-{R.randint(10, 99)})"


@CT
def c_chat_vault():
    return R.choice([
        f"Ana: where's the Apple shared secret for {bundle()}?\nLeo: 1Password → vault \"IAP\" → item \"shared secret prod\". Don't paste it here.",
        f"Kenji: Huawei の client_secret はどこ？\nMai: Vault の secret/iap/huawei にあります（ここには貼らないで）",
        f"Lukas: Wo liegt der Play-Service-Account?\nSven: Im Secret Manager unter play-publisher-{R.randint(1, 9)}, der JSON-Key wird nicht mehr eingecheckt.",
        f"Sofía: ¿la clave secreta de RevenueCat?\nDiego: En el gestor de secretos, entrada revenuecat/prod. El id del proyecto es proj{g.hexs(8)}.",
    ])


@CT
def c_public_offer_code():
    code = R.choice(["SPRING", "WELCOME", "BLACKFRIDAY", "NEWYEAR", "READMORE"]) + str(R.randint(20, 30))
    return (f"Newsletter draft: Use the code {code} in the App Store to get your first 3 months of Premium for $0.99. "
            f"Offer ends {R.randint(1, 28)} Jan. Terms: new subscribers only. Redeem at https://apps.apple.com/redeem?ctx=offercodes&id={R.randint(10**9, 2*10**9)}&code={code}")


@CT
def c_test_notification():
    return (f"$ curl -s -X POST -H \"Authorization: Bearer $ASC_JWT\" https://api.storekit-sandbox.itunes.apple.com/inApps/v1/notifications/test\n"
            f"{{\"testNotificationToken\":\"{g.uuid()}_{R.randint(10**12, 10**13)}\"}}")


@CT
def c_checksums():
    return "\n".join(f"{g.sha256()}  {n}" for n in R.sample(["AppleRootCA-G3.cer", "AppleIncRootCertificate.cer", "AppleWWDRCAG6.cer", "purchases-ios-5.10.0.zip", "billing-7.1.1.aar"], 3))


@CT
def c_cert():
    return ("-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(R.randint(6, 10)))
            + "\n-----END CERTIFICATE-----\n# Apple WWDR intermediate, pinned for receipt chain verification")


@CT
def c_public_key_pem():
    return ("# App Store Server Library: Apple's public key for local verification\n-----BEGIN PUBLIC KEY-----\n"
            + g.b64(48) + "\n" + g.b64(43) + "\n-----END PUBLIC KEY-----")


@CT
def c_order_support():
    return (f"Customer wrote: \"I paid twice, order {gpa_order()}, please refund one\". Play order ids (GPA.*) are fine to share with support; "
            f"the purchase token stays in our DB (row id {R.randint(10**5, 10**6)}).")


@CT
def c_apple_order():
    oid = g.s(UPPER + DIG, 10)
    return (f"Ticket #{R.randint(40000, 49999)}: user sent their Apple order ID {oid} from the receipt e-mail. Looked it up via "
            f"GET /inApps/v1/lookup/{oid} -> status 0, 1 signed transaction, original transaction {R.randint(2*10**14, 3*10**14)}.")


@CT
def c_unity_iap_log():
    return (f"UnityIAP: Initializing purchasing.\nUnityIAP Version: 4.{R.randint(8, 12)}.{R.randint(0, 3)}\n"
            f"UnityIAP: Promo interest is set to false\nUnityIAP: Purchase OK: {sku()}\nUnityIAP: Receipt: {{\"Store\":\"GooglePlay\",\"TransactionID\":\"{gpa_order()}\",\"Payload\":\"...\"}}")


@CT
def c_subscription_api():
    return json.dumps({"data": [{"type": "subscriptions", "id": str(R.randint(10**9, 2*10**9)),
                                 "attributes": {"name": R.choice(["Pro Monthly", "Pro Annual", "Family"]), "productId": sku(),
                                                "familySharable": R.choice([True, False]), "state": "APPROVED",
                                                "subscriptionPeriod": R.choice(["ONE_MONTH", "ONE_YEAR"]), "groupLevel": R.randint(1, 3)}}],
                       "links": {"self": f"https://api.appstoreconnect.apple.com/v1/subscriptionGroups/{R.randint(2*10**7, 3*10**7)}/subscriptions"}}, indent=1)


@CT
def c_py_env():
    return ("import os\nfrom appstoreserverlibrary.api_client import AppStoreServerAPIClient\n\n"
            f"with open(os.environ['ASC_KEY_PATH'], 'rb') as fh:\n    signing_key = fh.read()\n"
            f"client = AppStoreServerAPIClient(signing_key, os.environ['ASC_KEY_ID'], os.environ['ASC_ISSUER_ID'], '{bundle()}', Environment.PRODUCTION)")


@CT
def c_b64_test():
    return (f"def test_decode_rtdn():\n    data = \"{base64.b64encode(json.dumps({'packageName': R.choice(PKGS), 'testNotification': {'version': '1.0'}}).encode()).decode()}\"\n"
            f"    assert decode(data)['testNotification']['version'] == '1.0'")


@CT
def c_hook_grep():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": "grep -rn 'shared_secret' backend/ --include=*.py"},
                       "tool_response": {"stdout": f"backend/settings/prod.py:44:    \"apple_shared_secret\": os.environ[\"APPLE_SHARED_SECRET\"],\nbackend/iap/apple.py:{R.randint(10, 99)}:def verify(receipt, shared_secret):", "exit_code": 0}})


@CT
def c_voided():
    return json.dumps({"voidedPurchases": [{"kind": "androidpublisher#voidedPurchase", "purchaseToken": purchase_token(),
                                            "purchaseTimeMillis": str(1764000000000 + R.randint(0, 10**9)), "orderId": gpa_order(),
                                            "voidedSource": R.randint(0, 2), "voidedReason": R.randint(0, 7)}]}, indent=1)


@CT
def c_promo_redeemed():
    return (f"Promo code audit {R.randint(1, 28)}.11.2026: 50 codes generated, {R.randint(30, 50)} redeemed; codes are masked in exports "
            f"(e.g. {g.s(UPPER + DIG, 4)}••••••••{g.s(UPPER + DIG, 3)}). Batch id {g.uuid()}.")


@CT
def c_git_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in R.sample([
        "iap: move shared secret to Secret Manager", "billing: handle DID_CHANGE_RENEWAL_PREF", "rtdn: ack on 2xx only",
        "revenuecat: drop v1 endpoints", "huawei: retry token on 401", "amazon: parse cancelReason"], 3))


@CT
def c_jwks_like():
    return json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": key_id(), "x": g.b64url(32), "y": g.b64url(32), "use": "sig"}]}, indent=1)


@CT
def c_docs_verify():
    return ("To validate a receipt on your server, send the receipt data and your app's shared secret to the verifyReceipt endpoint:\n"
            "```json\n{\"receipt-data\": \"<base64 receipt>\", \"password\": \"<your shared secret>\"}\n```\n"
            f"Status {R.choice([21002, 21004, 21007, 21008])} means see the table below.")


@CT
def c_huawei_order():
    return json.dumps({"responseCode": "0", "purchaseTokenData": json.dumps({"orderId": f"{R.randint(10**19, 10**20)}.{R.randint(100, 999)}",
                        "packageName": R.choice(PKGS), "productId": sku(), "purchaseState": 0, "purchaseType": 0}),
                       "dataSignature": g.b64(96), "signatureAlgorithm": "SHA256WithRSA/PSS"})


@CT
def c_offer_signature_params():
    return (f"Promotional offer request (signature made server-side):\n  offerIdentifier: winback_{R.randint(1, 9)}\n  keyIdentifier: {key_id()}\n"
            f"  nonce: {g.uuid()}\n  timestamp: {1764000000000 + R.randint(0, 10**9)}\n  signature: {g.b64(70)}")


def build_clean(n=100):
    out = []
    i = 0
    while len(out) < n:
        out.append(C[i % len(C)]())
        i += 1
    return out


def build_secrets(n=250):
    out = []
    for i in range(n):
        cls, text, secrets = S[i % len(S)]()
        out.append((cls, text, secrets))
    return out


def main():
    secrets = build_secrets()
    clean = build_clean()
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            assert vals and all(v and v in text for v in vals), (i, vals)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
