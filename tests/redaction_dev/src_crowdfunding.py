"""Blind round 69, source "crowdfunding": crowdfunding and donation platforms (campaign pages, payment processors
and escrow, payout KYC, backer surveys, fulfilment). Seeded, deterministic; stdlib + _tokens only.
Written 2026-12-04 by the helper "corpora41". Every value is random and made up."""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "crowdfunding"
g = Gen(6903)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits


# ---------------------------------------------------------------- value helpers
def word_pw() -> str:
    w = g.pick(["Backer", "Stretch", "Pledge", "Reward", "Goal", "Milestone", "Campaign", "Donor", "Tier",
                "Launch", "Kickoff", "Payout", "Escrow", "Gratitude"])
    return w + str(r.randint(1, 9999)) + g.pick(["!", "#", "$", "", "?", "%"])


def legacy_pw() -> str:
    return g.pick(["cf", "don", "camp", "fund", "ops"]) + g.s(LOW, r.randint(2, 3)) + g.s(DIG, r.randint(2, 3))


def pw() -> str:
    k = r.random()
    if k < .35:
        return word_pw()
    if k < .5:
        return legacy_pw()
    return g.machine_pw()


def campaign() -> str:
    return g.pick(["tiny-forge-boardgame", "solar-kiln", "river-cleanup-2026", "indie-synth-v2", "school-library-fund",
                   "open-hardware-loom", "comic-anthology-vol3"])


def jdump(o) -> str:
    return json.dumps(o, ensure_ascii=False)


def stripe_sk() -> str:
    return g.pick(["sk_live_", "rk_live_"]) + g.s(B62, 99)


def whsec() -> str:
    return "whsec_" + g.s(B62, 32)


def paypal_secret() -> str:
    return g.s(URLSAFE, 80)


def paypal_id() -> str:
    return "A" + g.s(URLSAFE, 79)


S = []


def t(fn):
    S.append(fn)
    return fn


@t
def _stripe_env():
    sk, wh = stripe_sk(), whsec()
    pk = "pk_live_" + g.s(B62, 99)
    return "self-identifying", f"""# campaign-site/.env.production
STRIPE_PUBLISHABLE_KEY={pk}
STRIPE_SECRET_KEY={sk}
STRIPE_WEBHOOK_SECRET={wh}
CAMPAIGN_SLUG={campaign()}""", [sk, wh]


@t
def _stripe_node():
    sk = stripe_sk()
    return "self-identifying", f"""const stripe = require('stripe')('{sk}');
const session = await stripe.checkout.sessions.create({{
  mode: 'payment',
  line_items: [{{ price: 'price_{g.s(B62, 24)}', quantity: 1 }}],
  payment_intent_data: {{ transfer_data: {{ destination: 'acct_{g.s(B62, 16)}' }} }},
  success_url: 'https://fund.example.org/{campaign()}/thanks',
}});""", [sk]


@t
def _paypal_oauth():
    cid, sec = paypal_id(), paypal_secret()
    return "structural", f"""curl -v https://api-m.paypal.com/v1/oauth2/token \\
  -u "{cid}:{sec}" \\
  -d "grant_type=client_credentials" """, [sec]


@t
def _paypal_yaml():
    sec = paypal_secret()
    return "name-context", f"""paypal:
  mode: live
  client_id: {paypal_id()}
  client_secret: {sec}
  webhook_id: {g.s(UPPER + DIG, 17)}""", [sec]


@t
def _paypal_access():
    a = "A21AA" + g.s(URLSAFE, 92)
    return "structural", f"""POST /v2/checkout/orders HTTP/1.1
Host: api-m.paypal.com
Authorization: Bearer {a}
PayPal-Request-Id: {g.uuid()}
Content-Type: application/json""", [a]


@t
def _patreon():
    tk, rt = g.s(URLSAFE, 43), g.s(URLSAFE, 43)
    return "name-context", f"""PATREON_CLIENT_ID={g.s(URLSAFE, 64)}
PATREON_CREATOR_ACCESS_TOKEN={tk}
PATREON_CREATOR_REFRESH_TOKEN={rt}""", [tk, rt]


@t
def _patreon_webhook():
    s = g.s(URLSAFE, 64)
    return "name-context", f"""import hmac, hashlib
PATREON_WEBHOOK_SECRET = b"{s}"

def verify(body: bytes, sig: str) -> bool:
    return hmac.compare_digest(hmac.new(PATREON_WEBHOOK_SECRET, body, hashlib.md5).hexdigest(), sig)""", [s]


@t
def _kofi():
    v = g.uuid()
    return "name-context", f"""# Ko-fi webhook handler
KOFI_VERIFICATION_TOKEN = "{v}"
data = json.loads(request.form["data"])
if data["verification_token"] != KOFI_VERIFICATION_TOKEN:
    abort(403)""", [v]


@t
def _donorbox():
    k = g.s(B62 + "_-", 40)
    return "structural", f"curl -s -u 'finance@{g.pick(['rivertrust', 'openloom', 'kilnworks'])}.org:{k}' 'https://donorbox.org/api/v1/donations?per_page=100' | jq length", [k]


@t
def _mangopay():
    k = g.s(B62, 50)
    return "name-context", f"""MANGOPAY = {{
    "client_id": "{g.pick(['crowdfundeu', 'plateforme-dons', 'boardgamefund'])}",
    "api_key": "{k}",
    "base_url": "https://api.mangopay.com",
}}""", [k]


@t
def _escrow_com():
    k = g.s(B62, 64)
    return "structural", f"""import requests
r = requests.get("https://api.escrow.com/2017-09-01/transaction/{r.randint(1000000, 9999999)}",
                 auth=("ops@{campaign()}.example.com", "{k}"))""", [k]


@t
def _lemonway():
    p = pw()
    return "name-context", f"""<lemonway>
  <wlLogin>society</wlLogin>
  <wlPass>{p}</wlPass>
  <directKitUrl>https://ws.lemonway.fr/mb/{campaign()}/prod/directkitjson2/service.asmx</directKitUrl>
</lemonway>""", [p]


@t
def _onfido():
    k = "api_live." + g.s(URLSAFE, 11) + "." + g.s(URLSAFE, 32)
    return "self-identifying", f"""curl -X POST https://api.eu.onfido.com/v3.6/applicants \\
  -H "Authorization: Token token={k}" \\
  -H "Content-Type: application/json" \\
  -d '{{"first_name":"Campaign","last_name":"Creator"}}'""", [k]


@t
def _sumsub():
    tk = "prd:" + g.s(B62, 24) + "." + g.s(B62, 32)
    sk = g.s(B62, 32)
    return "name-context", f"""SUMSUB_APP_TOKEN={tk}
SUMSUB_SECRET_KEY={sk}
SUMSUB_LEVEL=creator-payout-kyc""", [tk, sk]


@t
def _persona():
    k = "persona_production_" + g.uuid()
    return "self-identifying", f"""const persona = new PersonaClient({{ apiKey: '{k}' }});
await persona.inquiries.create({{ templateId: 'itmpl_{g.s(B62, 24)}', referenceId: creator.id }});""", [k]


@t
def _veriff():
    k, s = g.uuid(), g.uuid()
    return "name-context", f"""veriff:
  api_key: {k}
  shared_secret_key: {s}
  callback: https://fund.example.org/kyc/veriff""", [k, s]


@t
def _plaid():
    s = g.hexs(30)
    return "name-context", f"""client = plaid_api.PlaidApi(plaid.ApiClient(plaid.Configuration(
    host=plaid.Environment.Production,
    api_key={{"clientId": "{g.hexs(24)}", "secret": "{s}"}},
)))""", [s]


@t
def _wise():
    k = g.uuid()
    return "structural", f"""GET /v1/profiles/{r.randint(10000000, 99999999)}/balances?types=STANDARD HTTP/1.1
Host: api.transferwise.com
Authorization: Bearer {k}""", [k]


@t
def _adyen():
    k = "AQE" + g.s(B62 + "+/", 120) + "="
    return "name-context", f"""adyen:
  environment: LIVE
  api_key: "{k}"
  client_key: live_{g.s(UPPER + DIG, 32)}
  merchant_account: CrowdfundEU""", [k]


@t
def _braintree():
    pk = g.hexs(32)
    return "name-context", f"""gateway = braintree.BraintreeGateway(
    braintree.Configuration(
        environment=braintree.Environment.Production,
        merchant_id="{g.s(LOW + DIG, 16)}",
        public_key="{g.s(LOW + DIG, 16)}",
        private_key="{pk}",
    )
)""", [pk]


@t
def _mollie():
    k = "live_" + g.s(B62, 30)
    return "self-identifying", f"$mollie->setApiKey(\"{k}\");\n$payment = $mollie->payments->create([\"amount\" => [\"currency\" => \"EUR\", \"value\" => \"25.00\"], \"description\" => \"Spende {campaign()}\"]);", [k]


@t
def _gocardless():
    k = "live_" + g.s(URLSAFE, 40)
    return "self-identifying", f"GOCARDLESS_ACCESS_TOKEN={k}\nGOCARDLESS_ENV=live", [k]


@t
def _coinbase_commerce():
    k = g.uuid()
    return "structural", f"""curl https://api.commerce.coinbase.com/charges \\
  -H "X-CC-Api-Key: {k}" -H "X-CC-Version: 2018-03-22" \\
  -d '{{"name":"{campaign()}","pricing_type":"no_price"}}'""", [k]


@t
def _btcpay():
    k = g.hexs(40)
    return "structural", f"""GET /api/v1/stores/{g.s(B62, 44)}/invoices HTTP/1.1
Host: pay.{g.pick(['rivertrust', 'openloom'])}.org
Authorization: token {k}""", [k]


@t
def _btcpay_webhook():
    s = g.s(B62, 28)
    return "name-context", f"BTCPAY_WEBHOOK_SECRET={s}  # from Store > Webhooks > Secret", [s]


@t
def _xprv():
    x = "xprv9s21ZrQH143K" + g.s("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 95)
    return "self-identifying", f"# donation wallet (hot) — move to HSM!\nWALLET_XPRV={x}", [x]


@t
def _recaptcha():
    s = "6L" + g.s(URLSAFE, 38)
    return "name-context", f"""RECAPTCHA_SITE_KEY=6L{g.s(URLSAFE, 38)}
RECAPTCHA_SECRET_KEY={s}""", [s]


@t
def _turnstile():
    s = "0x4AAAAAAA" + g.s(URLSAFE, 25)
    return "name-context", f"""// pledge form bot check
const TURNSTILE_SECRET = "{s}";
const r = await fetch("https://challenges.cloudflare.com/turnstile/v0/siteverify", {{ method: "POST", body: new URLSearchParams({{ secret: TURNSTILE_SECRET, response: token }}) }});""", [s]


@t
def _wp_config():
    p = pw()
    ak = g.s(B62 + "!@#%^&*()-_=+[]{}<>~", 64)
    return "name-context", f"""define( 'DB_NAME', 'givewp' );
define( 'DB_USER', 'givewp' );
define( 'DB_PASSWORD', '{p}' );
define( 'AUTH_KEY',         '{ak}' );""", [p, ak]


@t
def _django():
    k = "django-insecure-" + g.s(LOW + DIG + "!@#$%^&*(-_=+)", 50) if r.random() < .3 else g.s(LOW + DIG + "!@#$%^&*(-_=+)", 50)
    return "name-context", f"# settings/prod.py\nSECRET_KEY = '{k}'\nALLOWED_HOSTS = ['fund.example.org']", [k]


@t
def _backerkit():
    k = g.s(B62, 32)
    return "structural", f"GET https://api.backerkit.com/v1/projects/{campaign()}/backers?api_key={k}&page=2", [k]


@t
def _typeform():
    k = "tfp_" + g.s(URLSAFE, 44) + "_" + g.s(URLSAFE, 14)
    return "self-identifying", f"""curl -H "Authorization: Bearer {k}" https://api.typeform.com/forms/{g.s(B62, 8)}/responses?page_size=1000 > survey.json""", [k]


@t
def _surveymonkey():
    k = g.s(URLSAFE, 64)
    return "name-context", f"""[surveymonkey]
access_token = {k}
survey_id = {r.randint(100000000, 999999999)}""", [k]


@t
def _shipstation():
    k, s = g.hexs(32), g.hexs(32)
    b = base64.b64encode(f"{k}:{s}".encode()).decode()
    return "structural", f"""POST /orders/createorders HTTP/1.1
Host: ssapi.shipstation.com
Authorization: Basic {b}
Content-Type: application/json""", [b]


@t
def _easypost():
    k = "EZAK" + g.hexs(54)
    return "self-identifying", f"""import easypost
client = easypost.EasyPostClient("{k}")
shipment = client.shipment.create(from_address=warehouse, to_address=backer_addr, parcel=parcel)""", [k]


@t
def _shippo():
    k = "shippo_live_" + g.hexs(40)
    return "self-identifying", f"SHIPPO_API_KEY: \"{k}\"", [k]


@t
def _shopify():
    k = g.shopify()
    return "self-identifying", f"""# pledge manager -> Shopify store for add-ons
SHOPIFY_STORE=add-ons-{campaign()}.myshopify.com
SHOPIFY_ADMIN_TOKEN={k}""", [k]


@t
def _shipbob():
    k = g.s(B62, 64)
    return "structural", f"""fetch("https://api.shipbob.com/1.0/order", {{
  method: "POST",
  headers: {{ Authorization: "Bearer {k}", shipbob_channel_id: "{r.randint(100000, 999999)}" }},
  body: JSON.stringify(order),
}});""", [k]


@t
def _postmark():
    k = g.uuid()
    return "structural", f"""curl "https://api.postmarkapp.com/email/withTemplate" \\
  -H "X-Postmark-Server-Token: {k}" \\
  -d '{{"TemplateAlias":"backer-survey","To":"backer@example.com"}}'""", [k]


@t
def _selfid():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"# backer updates mailer ({name})\n{name.upper()}_TOKEN = \"{tok}\"", [mark]


@t
def _airtable():
    k = "pat" + g.s(B62, 14) + "." + g.hexs(64)
    return "self-identifying", f"""const base = new Airtable({{ apiKey: '{k}' }}).base('app{g.s(B62, 14)}');
base('Backers').select({{ view: 'Unshipped' }}).eachPage(handle, done);""", [k]


@t
def _discord_webhook():
    tok = g.s(URLSAFE, 68)
    return "structural", f"""DISCORD_PLEDGE_WEBHOOK=https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{tok}""", [tok]


@t
def _tiltify():
    k = g.hexs(64)
    return "structural", f"""GET /api/public/campaigns/{g.uuid()}/donations HTTP/1.1
Host: v5api.tiltify.com
Authorization: Bearer {k}""", [k]


@t
def _opencollective():
    k = g.hexs(40)
    return "structural", f"""curl https://api.opencollective.com/graphql/v2 \\
  -H "Personal-Token: {k}" \\
  -H 'Content-Type: application/json' \\
  --data '{{"query":"{{ collective(slug: \\"{campaign()}\\") {{ stats {{ balance {{ value }} }} }} }}"}}'""", [k]


@t
def _gh_sponsors():
    s = g.s(B62, 24)
    return "name-context", f"GitHub Sponsors webhook: payload URL https://fund.example.org/hooks/sponsors, content type json, secret `{s}` (set 2026-11-{r.randint(10, 28)}).", [s]


@t
def _dsn():
    p = pw()
    return "structural", f"DATABASE_URL=postgresql://pledges:{p}@pledges-db.internal:5432/pledges", [p]


@t
def _trace():
    p = pw()
    return "structural", f"""Traceback (most recent call last):
  File "/app/payouts/run.py", line {r.randint(20, 200)}, in main
    conn = pymysql.connect(host="payout-db", user="payout", password="{p}", db="payouts")
  File "/usr/lib/python3/dist-packages/pymysql/connections.py", line 358, in __init__
    self.connect()
pymysql.err.OperationalError: (2003, "Can't connect to MySQL server on 'payout-db' (timed out)")""", [p]


@t
def _stripe_webhook_log():
    wh = whsec()
    return "self-identifying", f"""$ stripe listen --forward-to localhost:8000/webhooks/stripe
> Ready! You are using Stripe API Version [2025-10-29]. Your webhook signing secret is {wh} (^C to quit)""", [wh]


@t
def _chat_de():
    sk = stripe_sk()
    return "self-identifying", f"Kannst du bitte den Live-Key {sk} im Dashboard rollen? Ich hab ihn versehentlich ins Kampagnen-Repo committet.", [sk]


@t
def _chat_fr():
    p = pw()
    return "name-context", f"Le mot de passe du compte Mangopay (back-office) est {p}. On le change après la clôture de la campagne {campaign()}.", [p]


@t
def _chat_es():
    k = g.uuid()
    return "name-context", f"La clave de API de Veriff para producción es {k}; la de sandbox sigue en el gestor de contraseñas.", [k]


@t
def _chat_it():
    p = pw()
    return "name-context", f"Ciao! La password dell'account ShipStation per le spedizioni dei backer è {p}.", [p]


@t
def _chat_ja():
    k = g.s(B62, 32)
    return "name-context", f"BackerKitのAPIキーは {k} です。アンケート集計スクリプトで使います。", [k]


@t
def _chat_nl():
    k = "live_" + g.s(B62, 30)
    return "self-identifying", f"De Mollie live-sleutel voor de donatiepagina is {k}, graag in de server-config zetten, niet in de frontend.", [k]


@t
def _chat_pt():
    p = pw()
    return "name-context", f"A senha do painel do Catarse (conta da campanha) é {p}. Não compartilhem com os voluntários.", [p]


@t
def _chat_pl():
    s = paypal_secret()
    return "name-context", f"Sekret klienta PayPal (live) to {s} — wrzucam tylko tutaj, potem usuń wiadomość.", [s]


@t
def _chat_zh():
    k = g.s(B62, 32)
    return "name-context", f"众筹后台的支付宝应用私钥已更新，测试用的商户密钥是 {k}，别发到群里。", [k]


@t
def _chat_ko():
    p = pw()
    return "name-context", f"텀블벅 정산 계정 비밀번호는 {p} 입니다. 정산 후 변경하겠습니다.", [p]


@t
def _hook_bash():
    sk = stripe_sk()
    cmd = f"curl https://api.stripe.com/v1/payouts -u {sk}: -d amount=500000 -d currency=eur"
    return "self-identifying", jdump({"hook_event_name": "PreToolUse", "tool_name": "Bash",
                                      "tool_input": {"command": cmd, "description": "Trigger creator payout"}}), [sk]


@t
def _hook_read():
    p, k = pw(), g.s(B62, 50)
    content = f"DB_PASSWORD={p}\nMANGOPAY_API_KEY={k}\nMANGOPAY_CLIENT_ID=crowdfundeu\n"
    return "name-context", jdump({"hook_event_name": "PostToolUse", "tool_name": "Read",
                                  "tool_input": {"file_path": "/srv/escrow/.env"},
                                  "tool_response": {"file": {"filePath": "/srv/escrow/.env", "content": content}}}), [p, k]


@t
def _diff():
    sk = stripe_sk()
    return "self-identifying", f"""--- a/config/payments.rb
+++ b/config/payments.rb
@@ -1,3 +1,3 @@
-Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY")
+Stripe.api_key = "{sk}"
 Stripe.max_network_retries = 2""", [sk]


@t
def _notebook():
    s = g.hexs(30)
    src = ["import plaid\n", f"PLAID_SECRET = '{s}'\n", "# reconcile payouts vs bank feed\n"]
    return "name-context", jdump({"cells": [{"cell_type": "code", "source": src, "metadata": {}, "outputs": [],
                                             "execution_count": r.randint(1, 30)}], "nbformat": 4, "nbformat_minor": 5}), [s]


@t
def _k8s():
    sec = paypal_secret()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: paypal-live
stringData:
  PAYPAL_CLIENT_SECRET: {sec}""", [sec]


@t
def _hcl():
    k = g.s(B62, 40)
    return "name-context", f"""resource "aws_ssm_parameter" "escrow_api_key" {{
  name  = "/crowdfund/prod/escrow_api_key"
  type  = "SecureString"
  value = "{k}"
}}""", [k]


@t
def _props():
    p = pw()
    return "name-context", f"""spring.datasource.url=jdbc:postgresql://pledges-db:5432/pledges
spring.datasource.username=pledges
spring.datasource.password={p}""", [p]


@t
def _toml():
    k = g.hexs(32)
    return "name-context", f"""[fulfilment.crowdox]
api_token = "{k}"
project = "{campaign()}"
""", [k]


@t
def _email_creator():
    p = g.s(B62, 10) + g.pick(["!", "7", "#"])
    return "name-context", f"""Subject: Your creator dashboard is ready

Hello,
your campaign "{campaign()}" has been approved. Sign in at https://fund.example.org/creator with your e-mail address and the one-time password {p}.
You will have to set your own password and finish payout verification (KYC) before launch.""", [p]


@t
def _table():
    p1, p2 = pw(), pw()
    return "structural", f"""| system | login | password |
|---|---|---|
| Stripe dashboard | finance@fund.example.org | {p1} |
| Pledge manager | ops@fund.example.org | {p2} |""", [p1, p2]


@t
def _razorpay():
    s = g.s(B62, 24)
    return "name-context", f"""razorpay_client = razorpay.Client(auth=("rzp_live_{g.s(B62, 14)}", "{s}"))""", [s]


@t
def _zapier_hook():
    path = f"{r.randint(1000000, 9999999)}/{g.s(LOW + DIG, 6)}"
    return "structural", f"New pledges -> Zap: POST https://hooks.zapier.com/hooks/catch/{path}/", [path]


@t
def _every_org():
    s = g.s(B62, 32)
    return "name-context", f"EVERY_ORG_PUBLIC_KEY=pk_live_{g.s(B62, 24)}\nEVERY_ORG_WEBHOOK_TOKEN={s}", [s]


@t
def _sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"sg = SendGridAPIClient('{k}')\nsg.send(Mail(from_email='updates@fund.example.org', to_emails=backers, subject='Stretch goal unlocked!'))", [k]


@t
def _stripe_connect_oauth():
    code = "ac_" + g.s(B62, 32)
    sk = stripe_sk()
    return "self-identifying", f"""curl https://connect.stripe.com/oauth/token \\
  -u {sk}: \\
  -d code={code} \\
  -d grant_type=authorization_code""", [sk, code]


# ---------------------------------------------------------------- clean templates
C = []


def c(fn):
    C.append(fn)
    return fn


@c
def _c_env_example():
    return """# .env.example
STRIPE_PUBLISHABLE_KEY=pk_test_...
STRIPE_SECRET_KEY=sk_live_...
STRIPE_WEBHOOK_SECRET=<from `stripe listen`>
PAYPAL_CLIENT_SECRET=${PAYPAL_CLIENT_SECRET}
MANGOPAY_API_KEY=changeme"""


@c
def _c_env_read():
    return """import os, stripe
stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
endpoint_secret = os.environ.get("STRIPE_WEBHOOK_SECRET")"""


@c
def _c_pk_page():
    return f"""<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe('pk_live_{g.s(B62, 99)}');
  const elements = stripe.elements({{ clientSecret: window.__PI_CLIENT_SECRET__ }});
</script>"""


@c
def _c_stripe_event():
    return jdump({"id": "evt_" + g.s(B62, 24), "type": "payment_intent.succeeded", "data": {"object": {
        "id": "pi_" + g.s(B62, 24), "amount": r.randint(500, 50000), "currency": "eur", "customer": "cus_" + g.s(B62, 14),
        "metadata": {"campaign": campaign(), "reward_tier": g.pick(["early-bird", "deluxe", "backer"])}}}})


@c
def _c_sig_header():
    return f"Stripe-Signature: t={r.randint(1764000000, 1765000000)},v1={g.sha256()}"


@c
def _c_backer_csv():
    return "backer_id,pledge,tier,survey_status\n" + "\n".join(f"{r.randint(100000, 999999)},{r.randint(5, 300)}.00,{g.pick(['T1', 'T2', 'T3'])},{g.pick(['complete', 'pending'])}" for _ in range(5))


@c
def _c_tracking():
    return "\n".join(f"order {r.randint(10000, 99999)} -> {g.pick(['DHL', 'UPS', 'PostNL'])} {g.s(UPPER + DIG, 18)}" for _ in range(4))


@c
def _c_iban_masked():
    return f"Payout account on file: IBAN DE** **** **** **** **{r.randint(10, 99)} {r.randint(10, 99)} (verified {r.randint(1, 28)}.11.2026), payout schedule weekly."


@c
def _c_btc_addr():
    return f"Donate BTC: bc1q{g.s('023456789acdefghjklmnpqrstuvwxyz', 38)}  (xpub watch-only wallet in BTCPay; no private keys on the server)"


@c
def _c_xpub():
    return "DERIVATION_SCHEME=xpub6" + g.s("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 105) + "-[p2wpkh]"


@c
def _c_prose():
    return ("Payout KYC documents are uploaded straight to the verification provider from the browser; our servers only "
            "keep the applicant id and the result. API keys for the provider live in the secrets manager.")


@c
def _c_secretref():
    return """- name: STRIPE_SECRET_KEY
  valueFrom:
    secretKeyRef: {name: stripe-live, key: secret_key}"""


@c
def _c_workflow():
    return """env:
  STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}
  PAYPAL_CLIENT_SECRET: ${{ secrets.PAYPAL_CLIENT_SECRET }}"""


@c
def _c_git_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in ["payouts: read keys from env", "survey: add address step", "rotate leaked key (see INC-42)"])


@c
def _c_hook_ls():
    return jdump({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "ls /srv/escrow"},
                  "tool_response": {"stdout": ".env\nescrow.py\nrequirements.txt\n", "stderr": "", "interrupted": False}})


@c
def _c_kyc_result():
    return jdump({"applicant_id": g.uuid(), "check_id": g.uuid(), "result": g.pick(["clear", "consider"]),
                  "document_hash": g.sha256(), "created_at": "2026-11-2%dT10:00:00Z" % r.randint(0, 9)})


@c
def _c_paypal_client_id():
    return f"""<script src="https://www.paypal.com/sdk/js?client-id={paypal_id()}&currency=EUR"></script>"""


@c
def _c_turnstile_site():
    return f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{g.s(URLSAFE, 14)}"></div>'


@c
def _c_adyen_client():
    return f"""const checkout = await AdyenCheckout({{ environment: 'live', clientKey: 'live_{g.s(UPPER + DIG, 32)}', session }});"""


@c
def _c_de_prose():
    return "Zugangsdaten für den Zahlungsdienstleister werden nie per E-Mail versendet; bitte den Passwort-Tresor nutzen."


@c
def _c_fr_prose():
    return "Les fonds restent sous séquestre jusqu'à la fin de la campagne ; le versement au porteur de projet nécessite une vérification d'identité."


@c
def _c_ja_prose():
    return "支援者アンケートの回答は匿名化してから共有してください。APIキーは環境変数から読み込みます。"


@c
def _c_es_prose():
    return "El token de la pasarela se rota cada 90 días; si aparece en un ticket, avisa a seguridad de inmediato."


@c
def _c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} deploy@fund-web-{r.randint(1, 4)}"


@c
def _c_npm_lock():
    return f'"stripe": {{"version": "17.{r.randint(0, 9)}.0", "resolved": "https://registry.npmjs.org/stripe/-/stripe-17.0.0.tgz", "integrity": "sha512-{g.b64(64)}"}}'


@c
def _c_survey_json():
    return jdump({"survey_id": g.uuid(), "backer": r.randint(100000, 999999), "answers": {"size": g.pick(["M", "L"]),
                  "color": g.pick(["teal", "black"])}, "address_hash": g.sha1()})


@c
def _c_api_docs():
    return """Authentication: send `Authorization: Bearer <access-token>`; create tokens under Settings → API.
Example: curl -H "Authorization: Bearer $BACKERKIT_TOKEN" https://api.backerkit.com/v1/projects"""


@c
def _c_changeme():
    return "# docker-compose.dev.yml (local only)\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: changeme"


@c
def _c_campaign_page():
    return jdump({"campaign": campaign(), "goal": r.randint(5000, 200000), "raised": r.randint(100, 200000),
                  "backers": r.randint(10, 5000), "stretch_goals": [{"at": 50000, "unlock": "metal coins"}],
                  "og_image": f"https://cdn.example.org/{g.hexs(32)}.jpg"})


@c
def _c_stripe_ids():
    return f"Payout po_{g.s(B62, 24)} to acct_{g.s(B62, 16)} (bank ba_{g.s(B62, 24)}), balance transaction txn_{g.s(B62, 24)}"


@c
def _c_b64_receipt():
    return f"receipt.pdf (base64): {g.b64(120)}"


@c
def _c_template():
    return "Hi {{ backer.first_name }}, your pledge of {{ pledge.amount }} is confirmed. Survey link: {{ survey_url }}"


@c
def _c_escrow_status():
    return jdump({"transaction_id": r.randint(1000000, 9999999), "status": "funds_secured", "milestones": [
        {"id": g.uuid(), "amount": "2500.00", "released": False}], "reference": campaign()})


# ---------------------------------------------------------------- build
def main() -> None:
    secrets, clean = [], []
    n = 0
    while len(secrets) < 250:
        cls, text, vals = S[n % len(S)]()
        n += 1
        for v in vals:
            assert v and v in text, (text, v)
        secrets.append((cls, text, vals))
    allv = {v for _, _, vs in secrets for v in vs}
    i = 0
    while len(clean) < 100:
        ct = C[i % len(C)]()
        while any(v in ct for v in allv):  # a short code can turn up inside a random hash: draw again
            ct = C[i % len(C)]()
        clean.append(ct)
        i += 1
    for ct in clean:
        for v in allv:
            assert v not in ct, (v, ct)
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for k, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{k}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for k, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{k}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
