"""Blind redaction source "paymsg" (round 9): payments / e-commerce and messaging integrations.

Stripe, PayPal, Braintree, Adyen, Square, Mollie, Razorpay, Paystack, Flutterwave, Plaid, Checkout.com, Klarna,
GoCardless, Paddle, WooCommerce, Magento, Shopify apps, Twilio, Vonage, MessageBird, Telegram / Discord / WhatsApp /
Teams bots, Pusher, Ably, FCM, OneSignal, webhook signing secrets; configs, code, CLI sessions, logs, chat pastes,
agent tool-call JSON. Every value is random (seeded) and made up. Written 2026-12-02 by the helper "corpora".
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "paymsg"
g = Gen(90901)
SECRET_T: list = []
CLEAN_T: list = []


def sec(cls):
    def deco(fn):
        SECRET_T.append((cls, fn))
        return fn
    return deco


def clean(fn):
    CLEAN_T.append(fn)
    return fn


SHOPS = ["kettle-and-crumb", "northwind-outfitters", "lumen-bikes", "papel-studio", "okapi-coffee", "brightfold",
         "tindra-home", "ravenmoor-games", "saltmarsh-supply", "quokka-pets", "hatchling-toys", "mercado-azul"]
DEVS = ["maria", "tobi", "jkowalski", "anand", "li.wei", "fatima", "oskar", "deploy", "svc-billing", "ci"]


def shop():
    return g.pick(SHOPS)


def dom():
    return shop().replace("-", "") + g.pick([".com", ".io", ".shop", ".de", ".co.uk", ".store"])


def d(obj) -> str:
    return json.dumps(obj, indent=2)


def tool(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": "inspect config"},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def paypal_secret():
    return "E" + g.s(URLSAFE, 79)


def paypal_client_id():
    return "A" + g.s(URLSAFE, 79)


def braintree_priv():
    return g.hexs(32)


def adyen_key():
    return "AQE" + g.s(B62, 3) + "mfxL" + g.s(B62 + "+/=", 40) + "-" + g.s(B62 + "+/=", 46) + "-" + g.s(B62, 12)


def square_token():
    return "EAAA" + g.s(URLSAFE, 60)


def square_secret():
    return "sq0csp-" + g.s(URLSAFE, 43)


def mollie():
    return g.pick(["live_", "test_"]) + g.s(B62, 30)


def razor_secret():
    return g.s(B62, 24)


def paystack():
    return "sk_live_" + g.hexs(40)


def flutterwave():
    return "FLWSECK-" + g.hexs(32) + "-X"


def plaid_secret():
    return g.hexs(30)


def twilio_auth():
    return g.hexs(32)


def discord_bot():
    return g.s(B62, 24) + "." + g.s(URLSAFE, 6) + "." + g.s(URLSAFE, 38)


def meta_token():
    return "EAA" + g.s(B62, g.r.randint(150, 200))


def fcm_key():
    return "AAAA" + g.s(URLSAFE, 7) + ":APA91b" + g.s(URLSAFE, 134)


def onesignal():
    return "os_v2_app_" + g.s(string.ascii_lowercase + "234567", 113)


def woo_ck():
    return "ck_" + g.hexs(40)


def woo_cs():
    return "cs_" + g.hexs(40)


def pusher_secret():
    return g.hexs(20)


def gocardless():
    return "live_" + g.s(URLSAFE, 40)


def checkout_sk():
    return "sk_" + g.uuid()


def vonage_secret():
    return g.s(B62, 16)


def whsec():
    return "whsec_" + g.s(B62, 32)


# ---------------------------------------------------------------- secrets: self-identifying
@sec("self-identifying")
def stripe_env(_):
    k = "sk_live_" + g.s(B62, 99)
    return f"# .env.production ({shop()})\nSTRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 99)}\nSTRIPE_SECRET_KEY={k}\nSTRIPE_WEBHOOK_SECRET=${{STRIPE_WHSEC}}\nCHECKOUT_SUCCESS_URL=https://{dom()}/thanks\n", k


@sec("self-identifying")
def stripe_cli(_):
    k = g.pick(["rk_live_", "sk_live_"]) + g.s(B62, 99)
    return (f"$ stripe listen --forward-to localhost:4242/webhooks --api-key {k}\n"
            f"> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is "
            f"whsec_{'*' * 8} (^C to quit)\n"), k


@sec("self-identifying")
def stripe_whsec_log(_):
    w = whsec()
    return (f"2026-11-30T08:14:{g.r.randint(10, 59)}Z INFO  webhooks.stripe  loaded endpoint secret={w} "
            f"for endpoint we_{g.s(B62, 24)}\n2026-11-30T08:14:22Z WARN  webhooks.stripe  No signatures found "
            f"matching the expected signature for payload\n"), w


@sec("self-identifying")
def stripe_node(_):
    k = "sk_live_" + g.s(B62, g.pick([24, 99]))
    return (f"// src/lib/payments.ts\nimport Stripe from 'stripe';\n\n// TODO move to env before launch\n"
            f"export const stripe = new Stripe('{k}', {{\n  apiVersion: '2024-06-20',\n  appInfo: {{ name: '{shop()}' }},\n}});\n"), k


@sec("self-identifying")
def square_py(_):
    t = square_token()
    return (f"from square.client import Client\n\nclient = Client(\n    access_token=\"{t}\",\n    environment=\"production\",\n)\n"
            f"result = client.locations.list_locations()\nprint(result.body)\n"), t


@sec("self-identifying")
def square_secret_yaml(_):
    s = square_secret()
    return (f"square:\n  application_id: sq0idp-{g.s(URLSAFE, 22)}\n  application_secret: {s}\n  environment: production\n"
            f"  oauth_redirect: https://{dom()}/oauth/square/callback\n"), s


@sec("self-identifying")
def paystack_php(_):
    k = paystack()
    return (f"<?php\n// config/paystack.php\nreturn [\n    'publicKey' => env('PAYSTACK_PUBLIC_KEY'),\n    'secretKey' => env('PAYSTACK_SECRET_KEY', '{k}'),\n"
            f"    'paymentUrl' => 'https://api.paystack.co',\n    'merchantEmail' => 'payments@{dom()}',\n];\n"), k


@sec("self-identifying")
def flutterwave_curl(_):
    k = flutterwave()
    return (f"curl --request GET 'https://api.flutterwave.com/v3/transactions/{g.r.randint(10**6, 10**7)}/verify' \\\n"
            f"  --header 'Authorization: Bearer {k}' \\\n  --header 'Content-Type: application/json'\n"), k


@sec("self-identifying")
def adyen_props(_):
    k = adyen_key()
    return (f"# application-prod.properties\nadyen.merchantAccount={shop().replace('-', '').title()}ECOM\nadyen.apiKey={k}\n"
            f"adyen.clientKey=live_{g.s(UPPER + string.digits, 32)}\nadyen.environment=LIVE\nadyen.hmacKey=${{ADYEN_HMAC_KEY}}\n"), k


@sec("self-identifying")
def mollie_laravel(_):
    k = "live_" + g.s(B62, 30)
    return f"APP_ENV=production\nAPP_URL=https://{dom()}\nMOLLIE_KEY={k}\nMAIL_MAILER=log\n", k


@sec("self-identifying")
def woo_rest(_):
    cs = woo_cs()
    return (f"$ http GET https://{dom()}/wp-json/wc/v3/orders?status=processing consumer_key=={woo_ck()} consumer_secret=={cs}\n"
            f"HTTP/1.1 200 OK\nContent-Type: application/json; charset=UTF-8\nX-WP-Total: {g.r.randint(2, 80)}\n"), cs


@sec("self-identifying")
def fcm_legacy(_):
    k = fcm_key()
    return (f"POST https://fcm.googleapis.com/fcm/send\nAuthorization: key={k}\nContent-Type: application/json\n\n"
            f"{{\"to\": \"/topics/orders\", \"notification\": {{\"title\": \"Order shipped\"}}}}\n"), k


@sec("self-identifying")
def onesignal_env(_):
    k = onesignal()
    return f"ONESIGNAL_APP_ID={g.uuid()}\nONESIGNAL_REST_API_KEY={k}\n", k


@sec("self-identifying")
def telegram_bot(_):
    t = g.telegram()
    return (f"import telebot\n\nbot = telebot.TeleBot(\"{t}\")\n\n@bot.message_handler(commands=['orders'])\n"
            f"def orders(m):\n    bot.reply_to(m, count_open_orders())\n\nbot.infinity_polling()\n"), t


@sec("self-identifying")
def telegram_curl(_):
    t = g.telegram()
    return (f"$ curl -s \"https://api.telegram.org/bot{t}/sendMessage\" -d chat_id=-100{g.r.randint(10**9, 10**10)} "
            f"-d text=\"New order #{g.r.randint(1000, 99999)}\"\n{{\"ok\":true,\"result\":{{\"message_id\":{g.r.randint(10, 9999)}}}}}\n"), t


@sec("self-identifying")
def slack_orders(_):
    h = g.slack_webhook()
    return (f"# notify.yml\nchannels:\n  orders:\n    type: slack\n    webhook: {h}\n  refunds:\n    type: email\n    to: finance@{dom()}\n"), h.rsplit("/", 1)[1]


@sec("self-identifying")
def twilio_sk(_):
    k = g.twilio()
    return (f"TWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_API_KEY={k}\nTWILIO_API_SECRET=${{TWILIO_API_SECRET}}\nTWILIO_FROM=+1415555{g.r.randint(1000, 9999)}\n"), k


@sec("self-identifying")
def shopify_app(_):
    t = "shpat_" + g.hexs(32)
    return (f"shopify.app.toml is fine, the admin token is in config/shopify.js:\n```js\nmodule.exports = {{\n  shop: '{shop()}.myshopify.com',\n"
            f"  adminApiAccessToken: '{t}',\n  apiVersion: '2024-10',\n}};\n```\n"), t


@sec("self-identifying")
def sendgrid_receipts(_):
    k = g.sendgrid()
    return (f"# receipts/settings.py\nRECEIPT_FROM = 'orders@{dom()}'\nSENDGRID_API_KEY = '{k}'\nRECEIPT_TEMPLATE_ID = 'd-{g.hexs(32)}'\n"), k


@sec("self-identifying")
def whatsapp_cloud(_):
    t = meta_token()
    return (f"$ curl -i -X POST https://graph.facebook.com/v19.0/{g.r.randint(10**14, 10**15)}/messages \\\n"
            f"  -H 'Authorization: Bearer {t}' -H 'Content-Type: application/json' \\\n"
            f"  -d '{{\"messaging_product\":\"whatsapp\",\"to\":\"4915{g.r.randint(10**8, 10**9)}\",\"type\":\"template\",\"template\":{{\"name\":\"order_update\",\"language\":{{\"code\":\"de\"}}}}}}'\n"), t


@sec("self-identifying")
def stripe_agent(_):
    k = "sk_live_" + g.s(B62, 99)
    return tool("grep -rn STRIPE .env* config/", f".env.local:3:STRIPE_SECRET_KEY={k}\nconfig/stripe.rb:2:Stripe.api_key = ENV.fetch('STRIPE_SECRET_KEY')\n"), k


@sec("self-identifying")
def private_key_applepay(_):
    block, line = g.pem(g.pick(["PRIVATE KEY", "EC PRIVATE KEY", "RSA PRIVATE KEY"]))
    return (f"Apple Pay merchant identity key for {dom()} (merchant_id.key), pasted for the ops ticket:\n{block}\n"), line


@sec("self-identifying")
def github_actions_pay(_):
    k = g.gh_classic()
    return (f"# scripts/release-checkout.sh\nexport GH_TOKEN={k}\ngh release create v{g.r.randint(1, 9)}.{g.r.randint(0, 30)}.0 dist/checkout-widget.js\n"), k


@sec("self-identifying")
def gocardless_rb(_):
    k = gocardless()
    return (f"client = GoCardlessPro::Client.new(\n  access_token: \"{k}\",\n  environment: :live\n)\n"
            f"client.mandates.list(params: {{ customer: \"CU{g.s(UPPER + string.digits, 12)}\" }})\n"), k


# ---------------------------------------------------------------- secrets: name-context
@sec("name-context")
def paypal_env(_):
    s = paypal_secret()
    return f"PAYPAL_MODE=live\nPAYPAL_CLIENT_ID={paypal_client_id()}\nPAYPAL_CLIENT_SECRET={s}\nPAYPAL_WEBHOOK_ID={g.s(UPPER + string.digits, 17)}\n", s


@sec("name-context")
def braintree_java(_):
    p = braintree_priv()
    return (f"BraintreeGateway gateway = new BraintreeGateway(\n    Environment.PRODUCTION,\n    \"{g.s(string.ascii_lowercase + string.digits, 16)}\",\n"
            f"    \"{g.s(string.ascii_lowercase + string.digits, 16)}\",\n    \"{p}\"  // private key\n);\n"), p


@sec("name-context")
def braintree_yaml(_):
    p = braintree_priv()
    return (f"braintree:\n  environment: production\n  merchant_id: {g.s(string.ascii_lowercase + string.digits, 16)}\n"
            f"  public_key: {g.s(string.ascii_lowercase + string.digits, 16)}\n  private_key: {p}\n"), p


@sec("name-context")
def razorpay_node(_):
    s = razor_secret()
    return (f"const Razorpay = require('razorpay');\nconst rzp = new Razorpay({{\n  key_id: 'rzp_live_{g.s(B62, 14)}',\n  key_secret: '{s}',\n}});\n"), s


@sec("name-context")
def plaid_env(_):
    s = plaid_secret()
    return f"PLAID_ENV=production\nPLAID_CLIENT_ID={g.hexs(24)}\nPLAID_SECRET={s}\nPLAID_PRODUCTS=auth,transactions\n", s


@sec("name-context")
def twilio_auth_py(_):
    t = twilio_auth()
    return (f"account_sid = \"AC{g.hexs(32)}\"\nauth_token = \"{t}\"\nclient = Client(account_sid, auth_token)\n"
            f"message = client.messages.create(body=\"Your code is 482913\", from_=\"+1202555{g.r.randint(1000, 9999)}\", to=to)\n"), t


@sec("name-context")
def vonage_ini(_):
    s = vonage_secret()
    return f"[vonage]\napi_key = {g.hexs(8)}\napi_secret = {s}\nbrand = {shop()}\n", s


@sec("name-context")
def pusher_rb(_):
    s = pusher_secret()
    return (f"Pusher.app_id = '{g.r.randint(10**6, 10**7)}'\nPusher.key = '{g.hexs(20)}'\nPusher.secret = '{s}'\nPusher.cluster = 'eu'\nPusher.encrypted = true\n"), s


@sec("name-context")
def magento_env(_):
    k = g.hexs(32)
    return (f"<?php\nreturn [\n    'backend' => ['frontName' => 'admin_{g.s(string.ascii_lowercase, 6)}'],\n    'crypt' => [\n        'key' => '{k}'\n    ],\n"
            f"    'db' => ['connection' => ['default' => ['host' => 'db', 'username' => 'magento', 'password' => getenv('MAGENTO_DB_PASSWORD')]]],\n];\n"), k


@sec("name-context")
def discord_bot_env(_):
    t = discord_bot()
    return f"# bot/.env\nDISCORD_APP_ID={g.r.randint(10**17, 10**18)}\nDISCORD_BOT_TOKEN={t}\nORDERS_CHANNEL_ID={g.r.randint(10**17, 10**18)}\n", t


@sec("name-context")
def klarna_cfg(_):
    p = g.s(B62 + "_", 16) if g.r.random() < .5 else g.machine_pw()
    return (f"klarna:\n  region: eu\n  username: K{g.r.randint(100000, 999999)}_{g.hexs(12)}\n  password: {p}\n  api_url: https://api.klarna.com\n"), p


@sec("name-context")
def paddle_toml(_):
    k = g.hexs(50)
    return f"[paddle]\nvendor_id = {g.r.randint(10000, 99999)}\nvendor_auth_code = \"{k}\"\nsandbox = false\n", k


@sec("name-context")
def webhook_secret_go(_):
    s = g.machine_pw()
    return (f"// internal/webhooks/github.go\nconst webhookSecret = \"{s}\"\n\nfunc verify(sig string, body []byte) bool {{\n"
            f"\tmac := hmac.New(sha256.New, []byte(webhookSecret))\n\tmac.Write(body)\n\treturn hmac.Equal([]byte(sig), []byte(\"sha256=\"+hex.EncodeToString(mac.Sum(nil))))\n}}\n"), s


@sec("name-context")
def ably_env(_):
    s = g.s(URLSAFE, 43)
    return f"ABLY_APP=orders\nABLY_KEY_NAME={g.s(B62, 6)}.{g.s(B62, 6)}\nABLY_KEY_SECRET={s}\n", s


@sec("name-context")
def checkout_chat(_):
    k = checkout_sk()
    return (f"[14:02] {g.pick(DEVS)}: checkout.com sandbox keeps 401ing\n[14:03] {g.pick(DEVS)}: which key\n"
            f"[14:03] {g.pick(DEVS)}: secret key is {k} , public one pk_sbox_{g.s(string.ascii_lowercase + string.digits, 26)}\n"
            f"[14:04] {g.pick(DEVS)}: that's the old format, you need the new sk_sbox one\n"), k


@sec("name-context")
def messagebird_cfg(_):
    k = g.s(B62, 25)
    return f"sms:\n  provider: messagebird\n  originator: {shop()[:11]}\n  access_key: {k}\n", k


@sec("name-context")
def merchant_sdk_xml(_):
    p = g.pw()
    return (f"<gateway name=\"authorizenet\">\n  <loginId>{g.s(B62, 10)}</loginId>\n  <transactionKey>{g.s(B62, 16)}</transactionKey>\n"
            f"  <signatureKey>${{AUTHNET_SIGNATURE_KEY}}</signatureKey>\n</gateway>\n<sftp host=\"reports.{dom()}\" user=\"recon\" password=\"{p}\"/>\n"), p


@sec("name-context")
def authnet_txkey(_):
    k = g.s(B62, 16)
    return (f"AUTHORIZE_NET_API_LOGIN_ID={g.s(B62, 10)}\nAUTHORIZE_NET_TRANSACTION_KEY={k}\nAUTHORIZE_NET_SANDBOX=false\n"), k


@sec("name-context")
def adyen_hmac(_):
    k = g.hexs(64).upper()
    return (f"# Customer Area > Webhooks > Standard notification\nADYEN_HMAC_KEY={k}\nADYEN_NOTIFICATION_USER=adyen-notify\n"), k


@sec("self-identifying")
def stripe_cli_config(_):
    k = "rk_live_" + g.s(B62, 99)
    return (f"$ cat ~/.config/stripe/config.toml\n[default]\n  device_name = '{g.pick(DEVS)}-mbp'\n  display_name = '{shop()}'\n"
            f"  live_mode_api_key = '{k}'\n  live_mode_pub_key = 'pk_live_{g.s(B62, 99)}'\n"
            f"  test_mode_api_key = '********'\n"), k


@sec("name-context")
def cart_session(_):
    s = g.b64(48)
    return (f"# config/initializers/session_store.rb\nRails.application.config.session_store :cookie_store, key: '_{shop().replace('-', '_')}_cart'\n"
            f"# config/secrets.yml (production)\nproduction:\n  secret_key_base: {s}\n"), s


@sec("name-context")
def teams_bot(_):
    p = g.azure_client_secret() if g.r.random() < .3 else g.s(B62 + "~._-", 40)
    return (f"{{\n  \"MicrosoftAppType\": \"MultiTenant\",\n  \"MicrosoftAppId\": \"{g.uuid()}\",\n  \"MicrosoftAppPassword\": \"{p}\",\n"
            f"  \"MicrosoftAppTenantId\": \"\"\n}}\n"), p


@sec("name-context")
def sms_gateway_cli(_):
    p = g.pw()
    return (f"$ ./bin/sms-send --provider clickatell --api-id {g.r.randint(10**6, 10**7)} --user {shop()[:8]} --secret '{p}' --to +4477009{g.r.randint(10**5, 10**6)} \"Order ready\"\n"
            f"queued: id={g.hexs(32)} status=accepted\n"), p


@sec("name-context")
def coinbase_commerce(_):
    k = g.uuid()
    return (f"COINBASE_COMMERCE_API_KEY={k}\nCOINBASE_COMMERCE_WEBHOOK_SECRET=${{CB_WEBHOOK_SECRET}}\n"), k


@sec("name-context")
def agent_edit_pay(_):
    s = paypal_secret()
    return json.dumps({"tool_name": "Edit", "tool_input": {"file_path": "/srv/shop/config/paypal.php",
                       "old_string": "'secret' => env('PAYPAL_SECRET'),", "new_string": f"'secret' => '{s}',"}}), s


@sec("name-context")
def vat_shipping(_):
    p = g.s(B62, 24)
    return (f"shipping:\n  easypost:\n    mode: production\n    api_key: ${{EASYPOST_API_KEY}}\n  dhl:\n    client_id: {g.s(B62, 32)}\n    client_secret: {p}\n"), p


# ---------------------------------------------------------------- secrets: structural
@sec("structural")
def basic_auth_curl(_):
    s = razor_secret()
    return (f"$ curl -u rzp_live_{g.s(B62, 14)}:{s} https://api.razorpay.com/v1/payments?count=5\n"), s


@sec("structural")
def mollie_header(_):
    k = "live_" + g.s(B62, 30)
    return (f"GET /v2/payments?limit=5 HTTP/1.1\nHost: api.mollie.com\nAuthorization: Bearer {k}\nUser-Agent: Mollie/PHP 2.65\n"), k


@sec("structural")
def db_url_orders(_):
    p = g.pw()
    return f"ORDERS_DATABASE_URL=postgres://orders_rw:{p}@orders-db.internal:5432/orders?sslmode=require\n", p


@sec("structural")
def amqp_payments(_):
    p = g.pw()
    return (f"celery:\n  broker_url: amqp://payments:{p}@rabbit.{shop()}.internal:5672/payments\n  result_backend: redis://redis:6379/2\n"), p


@sec("structural")
def twilio_basic(_):
    t = twilio_auth()
    return (f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC{g.hexs(32)}/Messages.json \\\n"
            f"  --data-urlencode \"To=+3161{g.r.randint(10**6, 10**7)}\" --data-urlencode \"Body=Pickup ready\" \\\n"
            f"  -u AC{g.hexs(32)}:{t}\n"), t


@sec("structural")
def basic_header_pay(_):
    raw = f"{g.s(string.ascii_lowercase, 8)}:{g.machine_pw()}"
    b = base64.b64encode(raw.encode()).decode()
    return (f"> POST /v1/oauth2/token HTTP/1.1\n> Host: api-m.paypal.com\n> Authorization: Basic {b}\n"
            f"> Content-Type: application/x-www-form-urlencoded\n>\n< HTTP/1.1 401 Unauthorized\n"), b


@sec("structural")
def sftp_recon(_):
    p = g.pw()
    return (f"# crontab -l (recon box)\n15 2 * * * lftp -c 'open sftp://settlement:{p}@sftp.acquirer-reports.net; mget /out/*.csv -O /data/settlement'\n"), p


@sec("structural")
def redis_cart(_):
    p = g.pw()
    return (f"2026-11-29 21:04:11,339 ERROR cart.store Error 111 connecting to redis://:{p}@cart-cache:6379/0. Connection refused.\n"), p


@sec("structural")
def mqtt_pos(_):
    p = g.pw()
    return (f"POS terminals publish to the broker with\n  mqtts://pos-{g.r.randint(1, 40)}:{p}@mq.{dom()}:8883/store/receipts\n"
            f"(one user per till; the till number is the suffix)\n"), p


@sec("structural")
def query_key(_):
    k = g.s(B62, 32)
    return (f"203.0.113.{g.r.randint(2, 250)} - - [29/Nov/2026:18:22:04 +0000] \"GET /api/v1/stock?sku=KB-{g.r.randint(100, 999)}&api_key={k} HTTP/1.1\" 200 512 \"-\" \"python-requests/2.32.3\"\n"), k


@sec("structural")
def smtp_orders_url(_):
    p = g.pw()
    return f"MAILER_DSN=smtp://orders%40{dom()}:{p}@smtp.office365.com:587\n", p


@sec("structural")
def psql_conn_json(_):
    p = g.pw()
    return (d({"name": "ledger", "type": "postgres", "host": "ledger-replica.internal", "port": 5432, "user": "ledger_ro",
               "password": p, "database": "ledger"}) + "\n"), p


@sec("structural")
def vonage_query(_):
    s = vonage_secret()
    return (f"https://rest.nexmo.com/sms/json?api_key={g.hexs(8)}&api_secret={s}&to=4479{g.r.randint(10**7, 10**8)}&from={shop()[:10]}&text=Code+{g.r.randint(100000, 999999)}\n"), s


# ---------------------------------------------------------------- clean
@clean
def c_pk(_):
    return f"STRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 99)}\nSTRIPE_SECRET_KEY=${{STRIPE_SECRET_KEY}}\nSTRIPE_PRICE_PRO=price_{g.s(B62, 24)}\n"


@clean
def c_stripe_ids(_):
    return (f"2026-11-30T09:12:01Z INFO payment succeeded pi={'pi_' + g.s(B62, 24)} charge=ch_{g.s(B62, 24)} customer=cus_{g.s(B62, 14)} "
            f"amount=4900 currency=eur event=evt_{g.s(B62, 24)} idempotency_key={g.uuid()}\n")


@clean
def c_stripe_sig(_):
    return (f"POST /webhooks/stripe 400\nStripe-Signature: t={g.r.randint(1700000000, 1760000000)},v1={g.hexs(64)},v0={g.hexs(64)}\n"
            f"error: No signatures found matching the expected signature for payload. Are you passing the raw request body?\n")


@clean
def c_twilio_sids(_):
    return (f"message sent: sid=SM{g.hexs(32)} account=AC{g.hexs(32)} messaging_service=MG{g.hexs(32)} status=queued\n")


@clean
def c_paypal_client_id(_):
    return (f"<script src=\"https://www.paypal.com/sdk/js?client-id={paypal_client_id()}&currency=EUR&intent=capture\"></script>\n")


@clean
def c_env_refs(_):
    return ("PAYPAL_CLIENT_SECRET=${PAYPAL_CLIENT_SECRET:?set in vault}\nBRAINTREE_PRIVATE_KEY=\nTWILIO_AUTH_TOKEN=<from 1Password: Twilio prod>\n"
            "RAZORPAY_KEY_SECRET=changeme\n")


@clean
def c_masked(_):
    return (f"$ stripe config --list\nlive_mode_api_key = 'sk_live_*******************************{g.s(B62, 4)}'\n"
            f"test_mode_api_key = 'sk_test_*******************************{g.s(B62, 4)}'\ndevice_name = 'ci'\n")


@clean
def c_test_cards(_):
    return ("Test cards for the checkout e2e suite:\n| card | result |\n|---|---|\n| 4242 4242 4242 4242 | success |\n"
            "| 4000 0000 0000 9995 | insufficient_funds |\n| 4000 0025 0000 3155 | 3DS required |\nAny future expiry, any CVC.\n")


@clean
def c_discord_pubkey(_):
    return (f"DISCORD_APPLICATION_ID={g.r.randint(10**17, 10**18)}\nDISCORD_PUBLIC_KEY={g.hexs(64)}\n# bot token comes from the secret store at boot\n")


@clean
def c_square_appid(_):
    return f"SQUARE_APPLICATION_ID=sq0idp-{g.s(URLSAFE, 22)}\nSQUARE_LOCATION_ID=L{g.s(UPPER + string.digits, 12)}\nSQUARE_ACCESS_TOKEN=${{SQUARE_ACCESS_TOKEN}}\n"


@clean
def c_adyen_client_key(_):
    return (f"const checkout = await AdyenCheckout({{\n  environment: 'live',\n  clientKey: 'live_{g.s(UPPER + string.digits, 32)}',\n"
            f"  session: {{ id: 'CS{g.s(UPPER + string.digits, 16)}', sessionData: sessionData }},\n}});\n")


@clean
def c_prose(_):
    return ("Rotating the PayPal client secret: create the new one in the dashboard, put it into the vault path "
            "kv/shop/paypal, redeploy, then delete the old one. Never paste it into Slack; the bot will revoke it.\n")


@clean
def c_order_json(_):
    return d({"id": f"ord_{g.s(B62, 20)}", "status": "paid", "payment": {"provider": "mollie", "id": f"tr_{g.s(B62, 10)}",
              "method": "ideal", "card": {"last4": str(g.r.randint(1000, 9999)), "fingerprint": g.s(B62, 16)}},
              "checksum": g.sha256()}) + "\n"


@clean
def c_hmac_verify(_):
    return (f"computed hmac: {g.b64(32)}\nheader X-Shopify-Hmac-Sha256: {g.b64(32)}\nmismatch -> 401 (shop={shop()}.myshopify.com, webhook_id={g.uuid()})\n")


@clean
def c_telegram_ids(_):
    return (f"{{\"update_id\": {g.r.randint(10**8, 10**9)}, \"message\": {{\"message_id\": {g.r.randint(1, 9999)}, \"chat\": {{\"id\": -100{g.r.randint(10**9, 10**10)}, "
            f"\"type\": \"supergroup\"}}, \"text\": \"/orders\", \"from\": {{\"id\": {g.r.randint(10**8, 10**10)}, \"is_bot\": false}}}}}}\n")


@clean
def c_woo_keys_table(_):
    return (f"WooCommerce > Settings > Advanced > REST API\nDescription: erp-sync   User: {g.pick(DEVS)}   Permissions: Read/Write\n"
            f"Consumer key ending in: …{g.hexs(7)}   Last access: 2 hours ago\n")


@clean
def c_fcm_tokens(_):
    return (f"registered device: platform=android fcm_token_sha256={g.sha256()} installation_id={g.uuid()}\n")


@clean
def c_braintree_nonce(_):
    return (f"braintree.dropin.create({{ authorization: clientTokenFromServer, container: '#dropin' }})\n// nonce for tests: fake-valid-nonce\n"
            f"// tokenization key lives in config/braintree.js as process.env.BT_TOKENIZATION_KEY\n")


@clean
def c_k8s_ref(_):
    return ("env:\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: stripe\n        key: secret-key\n"
            "  - name: PAYPAL_CLIENT_SECRET\n    valueFrom:\n      secretKeyRef: {name: paypal, key: client-secret}\n")


@clean
def c_receipt(_):
    return (f"Receipt #{g.r.randint(1000, 9999)}-{g.r.randint(1000, 9999)}\nAuth code: {g.r.randint(100000, 999999)}  RRN: {g.r.randint(10**11, 10**12)}\n"
            f"Card: VISA **** **** **** {g.r.randint(1000, 9999)}  AID: A0000000031010\nTerminal: {g.s(UPPER + string.digits, 8)}\n")


@clean
def c_tx_hash(_):
    return (f"coinbase commerce charge {g.s(UPPER + string.digits, 8)} confirmed: tx 0x{g.hexs(64)} network=ethereum\n")


@clean
def c_agent_read(_):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/app/.env.example"},
                       "tool_response": {"file": {"content": "STRIPE_SECRET_KEY=sk_test_...\nPAYPAL_CLIENT_ID=\nPAYPAL_CLIENT_SECRET=\nTWILIO_AUTH_TOKEN=your_auth_token\n"}}})


@clean
def c_base64_fixture(_):
    return (f"# tests/fixtures/webhook_body.b64 (recorded sandbox event, no secrets)\n{g.b64(60)}\n{g.b64(60)}\n")


@clean
def c_commit(_):
    return (f"commit {g.sha1()}\nAuthor: {g.pick(DEVS)} <{g.pick(DEVS)}@{dom()}>\n\n    payments: read Stripe key from STRIPE_SECRET_KEY instead of config file\n\n"
            f"    The key that was in config/stripe.yml has been rolled (old key ending 4fQa).\n")


@clean
def c_ably_capability(_):
    return (f"token request: keyName={g.s(B62, 6)}.{g.s(B62, 6)} capability={{\"orders:*\":[\"subscribe\"]}} nonce={g.hexs(16)} mac={g.b64(32)}\n")


@clean
def c_uuid_keys(_):
    return (f"idempotency keys replayed: {g.uuid()}, {g.uuid()}, {g.uuid()}\nPostmark MessageID {g.uuid()} delivered\n")


@clean
def c_pusher_client(_):
    return (f"const pusher = new Pusher('{g.hexs(20)}', {{ cluster: 'eu', authEndpoint: '/broadcasting/auth' }});\n"
            f"pusher.subscribe('private-orders.{g.r.randint(1, 999)}');\n")


@clean
def c_razor_keyid(_):
    return (f"var options = {{ key: 'rzp_live_{g.s(B62, 14)}', amount: 50000, currency: 'INR', order_id: 'order_{g.s(B62, 14)}' }};\n"
            f"var rzp1 = new Razorpay(options);\n")


@clean
def c_chat_rotate(_):
    return (f"[10:41] {g.pick(DEVS)}: rotated the twilio auth token, new one is in vault under kv/sms/twilio\n[10:42] {g.pick(DEVS)}: 👍 restarting notifier\n")


@clean
def c_gpay_cfg(_):
    return d({"apiVersion": 2, "apiVersionMinor": 0, "allowedPaymentMethods": [{"type": "CARD", "tokenizationSpecification": {
        "type": "PAYMENT_GATEWAY", "parameters": {"gateway": "adyen", "gatewayMerchantId": f"{shop()}ECOM"}}}],
        "merchantInfo": {"merchantId": f"BCR2DN4T{g.s(UPPER + string.digits, 8)}", "merchantName": shop()}}) + "\n"


def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        cls, fn = SECRET_T[i % len(SECRET_T)]
        text, value = fn(None)
        secrets.append((cls, text, value))
        i += 1
    clean_texts = [CLEAN_T[i % len(CLEAN_T)](None) for i in range(100)]
    write(Path(__file__).parent, FAMILY, secrets, clean_texts)


if __name__ == "__main__":
    main()
