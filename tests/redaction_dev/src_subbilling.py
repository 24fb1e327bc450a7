"""Blind redaction source subbilling (round 36, corpora8): subscription billing integrations."""
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, URLSAFE, UPPER  # noqa: E402

OUT = Path(__file__).resolve().parent
LOW = string.ascii_lowercase
DIG = string.digits
S, C = [], []


def sec(f):
    S.append(f)
    return f


def cln(f):
    C.append(f)
    return f


WORDS = ["lantern", "harbor", "quartz", "meadow", "copper", "willow", "ember", "falcon", "saffron", "glacier",
         "thistle", "orbit", "pepper", "tundra", "marble", "cinder", "juniper", "velvet", "anchor", "prism"]


def mkpw(g):
    k = g.r.randint(0, 9)
    if k == 0:
        return "-".join(g.pick(WORDS) for _ in range(g.r.randint(3, 4)))
    if k == 1:
        return g.pick(WORDS).capitalize() + str(g.r.randint(1, 99)) + g.pick(WORDS) + g.pick("!#$%?*")
    if k == 2:
        return g.s(DIG, g.pick([4, 6, 8]))
    if k == 3:
        return g.pick(WORDS)[:5] + str(g.r.randint(10, 99))
    if k == 4:
        return g.hexs(g.pick([32, 48, 64]))
    if k == 5:
        return g.b64(g.pick([24, 32])).rstrip("=")
    if k == 6:
        return g.human_pw()
    return g.machine_pw()


def strong(g):
    v = mkpw(g)
    while len(v) < 8:
        v = mkpw(g)
    return v


def write(fam, seed_recs, clean_recs):
    with open(OUT / f"{fam}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(seed_recs, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            assert vals
            for v in vals:
                assert v and v in text, (fam, i, v)
            f.write(json.dumps({"id": f"{fam}-{i}", "family": fam, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{fam}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean_recs, 1):
            f.write(json.dumps({"id": f"{fam}-c{i}", "family": fam, "text": text}, ensure_ascii=False) + "\n")


def run(fam, g):
    recs = [S[i % len(S)](g) for i in range(250)]
    cl = [C[i % len(C)](g) for i in range(100)]
    write(fam, recs, cl)
    by = {}
    for c, _, v in recs:
        by[c] = by.get(c, 0) + 1
    print(fam, len(recs), len(cl), sum(len(v) for _, _, v in recs), by, "distinct clean", len(set(cl)),
          "templates", len(S), len(C))


def cb_key(g, env=None):
    return (env or g.pick(["live", "test"])) + "_" + g.s(B62, 34)


def paddle_key(g, env=None):
    return f"pdl_{env or g.pick(['live', 'sdbx'])}_apikey_01{g.s(LOW + DIG, 24)}_{g.s(B62, 22)}_{g.s(B62, 3)}"


def rc_secret(g):
    return "sk_" + g.s(B62, 32)


def ls_key(g):
    return g.jwt(sub=str(g.r.randint(100000, 999999)))


# ---------------------------------------------------------------- secrets
@sec
def s_cb_env(g):
    k = cb_key(g, "live"); wp = strong(g)
    return "name-context", f"""# .env.production (billing-service)
CHARGEBEE_SITE=acme-saas
CHARGEBEE_API_KEY={k}
CHARGEBEE_WEBHOOK_USERNAME=chargebee
CHARGEBEE_WEBHOOK_PASSWORD={wp}
""", [k, wp]


@sec
def s_cb_curl(g):
    k = cb_key(g, "test")
    return "structural", f"""$ curl https://acme-saas-test.chargebee.com/api/v2/subscriptions?limit=2 \\
     -u {k}:
{{"list":[{{"subscription":{{"id":"{g.s(B62, 17)}","plan_id":"pro-monthly","status":"active","current_term_end":17{g.s(DIG, 8)}}}}}]}}
""", [k]


@sec
def s_cb_webhook_basic(g):
    p = strong(g)
    return "structural", f"""# nginx access/debug while testing Chargebee webhooks
POST /webhooks/chargebee HTTP/1.1
Host: billing.acme-saas.com
Authorization: Basic {__import__('base64').b64encode(('chargebee:' + p).encode()).decode()}
Content-Type: application/json
""", [__import__('base64').b64encode(('chargebee:' + p).encode()).decode()]


@sec
def s_cb_webhook_url(g):
    p = strong(g)
    return "structural", f"""Chargebee > Settings > Webhooks > Add webhook
  Webhook name: prod-billing
  Webhook URL: https://chargebee:{p}@billing.acme-saas.com/webhooks/chargebee
  API version: v2
  Protect webhook URL with basic authentication: yes
""", [p]


@sec
def s_recurly(g):
    k = g.hexs(32)
    return "name-context", f"""# config/initializers/recurly.rb
Recurly.configure do |c|
  c.subdomain = "acme"
end
RECURLY_CLIENT = Recurly::Client.new(api_key: "{k}")
RECURLY_PUBLIC_KEY = "ewr1-{g.s(B62, 22)}" # recurly.js, safe in the browser
""", [k]


@sec
def s_recurly_curl(g):
    k = g.hexs(32)
    return "structural", f"""$ curl -s https://v3.recurly.com/accounts/code-{g.r.randint(1000, 9999)} \\
    -H 'Accept: application/vnd.recurly.v2021-02-25+json' \\
    -u '{k}:'
{{"object":"account","id":"{g.s(LOW + DIG, 12)}","code":"acct-88","state":"active"}}
""", [k]


@sec
def s_zuora_oauth(g):
    cs = g.s(B62 + "=/", 40)
    return "name-context", f"""zuora:
  endpoint: https://rest.apisandbox.zuora.com
  oauth:
    client_id: {g.uuid()}
    client_secret: "{cs}"
  entity: Acme-EU
""", [cs]


@sec
def s_zuora_headers(g):
    u = f"api.user{g.r.randint(1, 9)}@acme-saas.com"; p = strong(g)
    return "structural", f"""> GET /v1/catalog/products HTTP/1.1
> Host: rest.zuora.com
> apiAccessKeyId: {u}
> apiSecretAccessKey: {p}
> Accept: application/json
< HTTP/1.1 200 OK
""", [p]


@sec
def s_zuora_bearer(g):
    t = g.hexs(32)
    return "structural", f"""2026-12-01 12:04:09 DEBUG zuora.client: POST https://rest.eu.zuora.com/v1/subscriptions/preview headers={{'Authorization': 'Bearer {t}', 'Zuora-Version': '211.0', 'Content-Type': 'application/json'}}
2026-12-01 12:04:10 DEBUG zuora.client: 200 OK (812 ms)
""", [t]


@sec
def s_paddle_env(g):
    k = paddle_key(g, "live")
    return "self-identifying", f"""PADDLE_ENVIRONMENT=production
PADDLE_API_KEY={k}
NEXT_PUBLIC_PADDLE_CLIENT_TOKEN=live_{g.s(LOW + DIG, 27)}
PADDLE_PRO_PRICE_ID=pri_01{g.s(LOW + DIG, 24)}
""", [k]


@sec
def s_paddle_ntf(g):
    s = "pdl_ntfset_01" + g.s(LOW + DIG, 24) + "_" + g.s(B62, 32)
    return "self-identifying", f"""// app/api/paddle/webhook/route.ts
const paddle = new Paddle(process.env.PADDLE_API_KEY!);
const WEBHOOK_SECRET = '{s}';
export async function POST(req: Request) {{
  const sig = req.headers.get('paddle-signature') ?? '';
  const event = await paddle.webhooks.unmarshal(await req.text(), WEBHOOK_SECRET, sig);
}}
""", [s]


@sec
def s_paddle_classic(g):
    v = g.hexs(50)
    return "name-context", f"""<?php
// legacy Paddle Classic checkout (config/paddle.php)
return [
    'vendor_id' => {g.r.randint(10000, 199999)},
    'vendor_auth_code' => '{v}',
    'public_key_path' => storage_path('paddle_public.pem'),
];
""", [v]


@sec
def s_ls_key(g):
    k = ls_key(g)
    return "self-identifying", f"""$ curl -s https://api.lemonsqueezy.com/v1/subscriptions \\
    -H 'Accept: application/vnd.api+json' \\
    -H 'Authorization: Bearer {k}'
{{"meta":{{"page":{{"currentPage":1,"total":42}}}},"data":[{{"type":"subscriptions","id":"{g.r.randint(10000, 99999)}"}}]}}
""", [k]


@sec
def s_ls_signing(g):
    s = g.pick([g.s(B62, 24), "-".join(g.pick(WORDS) for _ in range(3)) + str(g.r.randint(10, 99))])
    return "name-context", f"""# lemon squeezy
LEMONSQUEEZY_STORE_ID={g.r.randint(10000, 99999)}
LEMONSQUEEZY_WEBHOOK_SIGNING_SECRET={s}
LEMONSQUEEZY_VARIANT_PRO={g.r.randint(100000, 999999)}
""", [s]


@sec
def s_stripe_billing(g):
    k = g.pick(["sk_live_", "rk_live_"]) + g.s(B62, g.pick([24, 99])); wh = "whsec_" + g.s(B62, 32)
    return "self-identifying", f"""# settings.py
STRIPE_PUBLISHABLE_KEY = "pk_live_{g.s(B62, 99)}"
STRIPE_SECRET_KEY = "{k}"
STRIPE_WEBHOOK_SECRET = "{wh}"
STRIPE_PORTAL_CONFIGURATION = "bpc_{g.s(B62, 24)}"
DJSTRIPE_FOREIGN_KEY_TO_FIELD = "id"
""", [k, wh]


@sec
def s_stripe_cli_log(g):
    wh = "whsec_" + g.s(B62, 64)
    return "self-identifying", f"""$ stripe listen --forward-to localhost:8000/billing/webhook
> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {wh} (^C to quit)
2026-12-02 10:11:02   --> customer.subscription.updated [evt_{g.s(B62, 24)}]
2026-12-02 10:11:02  <--  [200] POST http://localhost:8000/billing/webhook [evt_{g.s(B62, 24)}]
""", [wh]


@sec
def s_rc_secret(g):
    k = rc_secret(g)
    return "self-identifying", f"""// supabase/functions/entitlements/index.ts
const RC_SECRET = "{k}"; // RevenueCat secret API key (v1)
const r = await fetch(`https://api.revenuecat.com/v1/subscribers/${{appUserId}}`, {{
  headers: {{ Authorization: `Bearer ${{RC_SECRET}}`, "X-Platform": "ios" }},
}});
""", [k]


@sec
def s_rc_webhook_auth(g):
    v = g.s(B62, 32)
    return "name-context", f"""# RevenueCat dashboard > Integrations > Webhooks
# Authorization header value (sent with every event, checked by /rc/webhook):
REVENUECAT_WEBHOOK_AUTH="Bearer {v}"
""", [v]


@sec
def s_braintree(g):
    pk = g.hexs(32)
    return "name-context", f"""gateway = braintree.BraintreeGateway(
    braintree.Configuration(
        environment=braintree.Environment.Production,
        merchant_id="{g.s(LOW + DIG, 16)}",
        public_key="{g.s(LOW + DIG, 16)}",
        private_key="{pk}",
    )
)
""", [pk]


@sec
def s_chargify(g):
    k = g.s(B62, 43)
    return "structural", f"""$ curl -u {k}:x https://acme.chargify.com/subscriptions.json?per_page=5
[{{"subscription":{{"id":{g.r.randint(10**7, 10**8)},"state":"active","product":{{"handle":"team-annual"}}}}}}]
""", [k]


@sec
def s_maxio_secret(g):
    k = g.s(B62, 40)
    return "name-context", f"""# config/billing.yml
maxio:
  subdomain: acme
  api_key: ${{MAXIO_API_KEY}}
  webhook_shared_key: {k}
""", [k]


@sec
def s_orb(g):
    k = g.hexs(64)
    return "name-context", f"""ORB_API_KEY={k}
ORB_WEBHOOK_SECRET=${{ORB_WEBHOOK_SECRET}}
ORB_CUSTOMER_EXTERNAL_ID_FIELD=org_id
""", [k]


@sec
def s_lago(g):
    k = g.uuid()
    return "structural", f"""POST /api/v1/events HTTP/1.1
Host: api.getlago.com
Authorization: Bearer {k}
Content-Type: application/json

{{"event":{{"transaction_id":"{g.uuid()}","external_subscription_id":"sub_{g.r.randint(1000, 9999)}","code":"api_calls","properties":{{"count":120}}}}}}
""", [k]


@sec
def s_metronome(g):
    k = g.s(B62, 64)
    return "name-context", f"""[billing.metronome]
api_base = "https://api.metronome.com/v1"
bearer_token = "{k}"
ingest_batch = 100
""", [k]


@sec
def s_db(g):
    p = strong(g)
    return "structural", f"""jdbc:mysql://billing-db.internal:3306/invoices?user=invoice_svc&password={p}&useSSL=true
""", [p]


@sec
def s_pgbouncer(g):
    p = strong(g)
    return "structural", f"""$ PGPASSWORD='{p}' psql -h billing-replica.internal -U dunning_ro -d billing -c "select count(*) from invoices where status='past_due'"
 count
-------
   {g.r.randint(10, 999)}
(1 row)
""", [p]


@sec
def s_hook_payload(g):
    k = cb_key(g, "live")
    return "name-context", json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash",
        "tool_input": {"command": "cat config/billing.local.json"},
        "tool_response": {"stdout": json.dumps({"chargebee": {"site": "acme-saas", "api_key": k}, "currency": "EUR"}, indent=2),
                          "stderr": "", "interrupted": False}}, indent=2), [k]


@sec
def s_hook_edit(g):
    k = paddle_key(g, "sdbx")
    return "self-identifying", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": "/home/dev/shop/.env.local", "old_string": "PADDLE_API_KEY=",
                       "new_string": f"PADDLE_API_KEY={k}"}}), [k]


@sec
def s_chat_de(g):
    k = g.hexs(32)
    return "name-context", f"""Hi Sven, kannst du mir kurz den Recurly-API-Key für Staging geben? — Klar: {k}
Bitte nicht ins Repo, der liegt eigentlich im Vault unter billing/recurly-staging.
""", [k]


@sec
def s_chat_pt(g):
    k = rc_secret(g)
    return "self-identifying", f"""Oi pessoal, a chave secreta do RevenueCat do app novo é {k} — usei no script de migração de assinantes, depois eu rotaciono.
""", [k]


@sec
def s_chat_ja(g):
    p = strong(g)
    return "name-context", f"""Zuora のサンドボックス管理者アカウント: billing-admin@acme-saas.com / パスワード: {p}
請求書テンプレートの確認だけに使ってください。
""", [p]


@sec
def s_diff(g):
    k = "sk_live_" + g.s(B62, 24)
    return "self-identifying", f"""diff --git a/billing/stripe_client.go b/billing/stripe_client.go
@@ -12,7 +12,7 @@ import (
 func init() {{
-	stripe.Key = os.Getenv("STRIPE_SECRET_KEY")
+	stripe.Key = "{k}" // TODO revert, debugging proration
 }}
""", [k]


@sec
def s_invoice_pdf_svc(g):
    k = g.s(B62, 32)
    return "name-context", f"""# invoice-renderer/config.ini
[docraptor]
api_key = {k}
test = false

[storage]
bucket = acme-invoices-pdf
""", [k]


@sec
def s_avalara(g):
    lk = g.s(UPPER + DIG, 16)
    return "structural", f"""$ curl -u {g.r.randint(2000000000, 2099999999)}:{lk} \\
    https://rest.avatax.com/api/v2/utilities/ping
{{"version":"24.11.1","authenticated":true,"authenticationType":"AccountIdLicenseKey"}}
""", [lk]


@sec
def s_taxjar(g):
    k = g.hexs(32)
    return "structural", f"""GET /v2/categories HTTP/1.1
Host: api.taxjar.com
Authorization: Token token="{k}"
x-api-version: 2022-01-24
""", [k]


@sec
def s_portal_sso(g):
    k = g.s(B62, 48)
    return "name-context", f"""// billing-portal/sso.js — signs the SSO link into our self-serve billing portal
const PORTAL_SSO_SECRET = "{k}";
const token = jwt.sign({{ customer_id, exp: Math.floor(Date.now() / 1000) + 300 }}, PORTAL_SSO_SECRET);
res.redirect(`https://billing.acme-saas.com/portal/sso?token=${{token}}`);
""", [k]


@sec
def s_portal_session_url(g):
    tok = g.s(B62 + "_", 48)
    return "structural", f"""2026-12-02 15:22:03 INFO portal: redirecting org=org_{g.r.randint(1000, 9999)} to https://billing.stripe.com/p/session/live_{tok}
""", ["live_" + tok]


@sec
def s_chargebee_php(g):
    k = cb_key(g, "live")
    return "name-context", f"""<?php
use ChargeBee\\ChargeBee\\Environment;
Environment::configure("acme-saas", "{k}");
$result = ChargeBee_Subscription::retrieve($subscriptionId);
""", [k]


@sec
def s_sftp_export(g):
    p = strong(g)
    return "structural", f"""# cron: nightly revenue export to finance SFTP
15 2 * * * lftp -u revrec,{p} sftp://sftp.finance.acme-saas.com -e "put /var/exports/revenue-$(date +\\%F).csv; bye"
""", [p]


@sec
def s_k8s(g):
    import base64
    raw = g.hexs(32); enc = base64.b64encode(raw.encode()).decode()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata: {{name: recurly, namespace: billing}}
data:
  api-key: {enc}
""", [enc]


@sec
def s_stack_trace(g):
    k = cb_key(g, "live")
    return "name-context", f"""chargebee.api_error.AuthenticationError: api_authentication_failed
  File "/srv/billing/sync.py", line 41, in sync_customers
    chargebee.configure("{k}", "acme-saas")
  File "/srv/billing/.venv/lib/python3.12/site-packages/chargebee/main.py", line 22, in configure
""", [k]


@sec
def s_terraform(g):
    k = g.hexs(32)
    return "name-context", f"""resource "aws_ssm_parameter" "recurly_key" {{
  name  = "/billing/prod/recurly_api_key"
  type  = "SecureString"
  value = "{k}"
}}
""", [k]


@sec
def s_gh_actions(g):
    k = "rk_live_" + g.s(B62, 99)
    return "self-identifying", f"""# .github/workflows/usage-sync.yml
jobs:
  sync:
    runs-on: ubuntu-latest
    env:
      STRIPE_API_KEY: {k}
    steps:
      - run: node scripts/report-usage.js
""", [k]


@sec
def s_pem(g):
    block, line = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"""# keys/apple-subscription-notifications.p8.txt  (App Store Server API, used by the RevenueCat bridge)
{block}
""", [line]


@sec
def s_google_play(g):
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", json.dumps({"type": "service_account", "project_id": "acme-play-billing",
        "private_key_id": g.hexs(40), "private_key": block + "\n",
        "client_email": "rtdn-reader@acme-play-billing.iam.gserviceaccount.com"}, indent=2), [line]


@sec
def s_redis(g):
    p = strong(g)
    return "structural", f"""# sidekiq.yml (dunning jobs)
:redis:
  :url: redis://default:{p}@dunning-redis.internal:6379/2
:queues: [dunning, invoices]
""", [p]


def main():
    run("subbilling", Gen(36002))


# ---------------------------------------------------------------- clean
@cln
def c_env_example(g):
    return """# .env.example — copy to .env and fill in
CHARGEBEE_SITE=your-site
CHARGEBEE_API_KEY=<test_ key from Settings > API Keys>
STRIPE_SECRET_KEY=sk_test_...
STRIPE_WEBHOOK_SECRET=whsec_...
PADDLE_API_KEY=
REVENUECAT_SECRET_KEY=changeme
"""


@cln
def c_stripe_event(g):
    return json.dumps({"id": "evt_" + g.s(B62, 24), "object": "event", "type": "invoice.payment_failed",
        "data": {"object": {"id": "in_" + g.s(B62, 24), "customer": "cus_" + g.s(B62, 14), "subscription": "sub_" + g.s(B62, 24),
                            "amount_due": g.r.randint(900, 99000), "currency": "eur", "attempt_count": 2}}}, indent=2)


@cln
def c_stripe_sig_header(g):
    return f"""Stripe-Signature: t=1733{g.s(DIG, 6)},v1={g.sha256()},v0={g.sha256()}
"""


@cln
def c_pk(g):
    return f"""<script src="https://js.stripe.com/v3/"></script>
<script>const stripe = Stripe('pk_live_{g.s(B62, 99)}');</script>
"""


@cln
def c_paddle_js(g):
    return f"""Paddle.Environment.set("production");
Paddle.Initialize({{ token: "live_{g.s(LOW + DIG, 27)}" }}); // client-side token
Paddle.Checkout.open({{ items: [{{ priceId: "pri_01{g.s(LOW + DIG, 24)}", quantity: 1 }}] }});
"""


@cln
def c_recurly_js(g):
    return f"""recurly.configure('ewr1-{g.s(B62, 22)}');
const elements = recurly.Elements();
elements.CardElement().attach('#recurly-elements');
"""


@cln
def c_rc_public(g):
    return f"""Purchases.configure(withAPIKey: "appl_{g.s(B62, 27)}", appUserID: session.userId)
// Android: Purchases.configure(PurchasesConfiguration.Builder(this, "goog_{g.s(B62, 27)}").build())
"""


@cln
def c_cb_event(g):
    return json.dumps({"id": "ev_" + g.s(B62, 17), "occurred_at": 1733000000 + g.r.randint(0, 99999), "event_type": "subscription_renewed",
        "content": {"subscription": {"id": g.s(B62, 17), "plan_id": "pro-annual", "status": "active"},
                    "invoice": {"id": f"INV-{g.r.randint(10000, 99999)}", "total": g.r.randint(1000, 99999), "status": "paid"}}}, indent=1)


@cln
def c_invoice_txt(g):
    return f"""INVOICE INV-2026-{g.r.randint(10000, 99999)}
Customer: Globex GmbH (cus_{g.s(B62, 14)})
Period: 2026-11-01 – 2026-11-30
Pro plan (25 seats) .......... EUR {g.r.randint(200, 900)}.00
VAT 19% ...................... EUR {g.r.randint(38, 171)}.00
Payment: card ending {g.s(DIG, 4)}, authorisation code {g.s(UPPER + DIG, 6)}
"""


@cln
def c_paddle_sig(g):
    return f"""Paddle-Signature: ts=1733{g.s(DIG, 6)};h1={g.sha256()}
"""


@cln
def c_ls_sig(g):
    return f"""X-Event-Name: subscription_payment_success
X-Signature: {g.sha256()}
"""


@cln
def c_compose(g):
    return """services:
  billing:
    environment:
      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY}
      STRIPE_WEBHOOK_SECRET: ${STRIPE_WEBHOOK_SECRET:?missing}
      CHARGEBEE_API_KEY: ${CHARGEBEE_API_KEY}
"""


@cln
def c_git_log(g):
    return "\n".join(f"{g.hexs(7)} {m}" for m in ["billing: handle proration on downgrade", "paddle: migrate to Billing API v1",
                                                  "revenuecat: map entitlements to org plans", "dunning: retry schedule 1/3/7 days"]) + "\n"


@cln
def c_lock(g):
    return f""""node_modules/chargebee": {{
  "version": "2.38.0",
  "resolved": "https://registry.npmjs.org/chargebee/-/chargebee-2.38.0.tgz",
  "integrity": "sha512-{g.b64(64)}"
}}"""


@cln
def c_paddle_pubkey(g):
    body = "\n".join(g.b64(48) for _ in range(8))
    return f"""// Paddle Classic: verify p_signature with the vendor public key (Developer Tools > Public Key)
-----BEGIN PUBLIC KEY-----
{body}
-----END PUBLIC KEY-----
"""


@cln
def c_rc_webhook_body(g):
    return json.dumps({"api_version": "1.0", "event": {"type": "RENEWAL", "app_user_id": g.uuid(), "product_id": "pro_monthly",
        "transaction_id": str(g.r.randint(10**14, 10**15)), "original_transaction_id": str(g.r.randint(10**14, 10**15)),
        "environment": "PRODUCTION", "price": 9.99, "currency": "USD", "store": "APP_STORE"}}, indent=1)


@cln
def c_prose(g):
    return """How our webhook auth works: Stripe and Paddle sign every delivery (Stripe-Signature / Paddle-Signature),
and we verify with the endpoint secret from the secrets manager. Chargebee has no signature, so its endpoint
uses HTTP basic auth; the username and password live in Vault (billing/chargebee-webhook) and rotate quarterly.
"""


@cln
def c_zuora_resp(g):
    return f"""{{"success":true,"subscriptionId":"{g.hexs(32)}","subscriptionNumber":"A-S{g.s(DIG, 8)}","invoiceNumber":"INV{g.s(DIG, 8)}","totalContractedValue":{g.r.randint(100, 9999)}.00}}"""


@cln
def c_csv(g):
    rows = "\n".join(f"sub_{g.s(B62, 14)},{g.pick(['active', 'past_due', 'canceled'])},{g.r.randint(9, 499)}.00,EUR,2026-1{g.r.randint(0, 2)}-{g.r.randint(10, 28)}" for _ in range(5))
    return "subscription_id,status,mrr,currency,next_billing\n" + rows + "\n"


@cln
def c_test_fixture(g):
    return f"""def test_webhook_rejects_bad_signature(client):
    body = b'{{"id":"evt_{g.s(B62, 24)}","type":"customer.subscription.deleted"}}'
    r = client.post("/billing/webhook", data=body, headers={{"Stripe-Signature": "t=1,v1=deadbeef"}})
    assert r.status_code == 400
"""


@cln
def c_portal_config(g):
    return f"""$ stripe billing_portal configurations list --limit 1
{{"data":[{{"id":"bpc_{g.s(B62, 24)}","object":"billing_portal.configuration","active":true,"is_default":true,"features":{{"subscription_cancel":{{"enabled":true,"mode":"at_period_end"}}}}}}]}}
"""


@cln
def c_checkout_url(g):
    return f"""$ chargebee-cli plans list --site acme-saas-test
id              period  price   currency  status
starter-month   1 mo    {g.r.randint(5, 19)}.00   EUR       active
pro-month       1 mo    {g.r.randint(20, 79)}.00   EUR       active
pro-annual      1 yr    {g.r.randint(200, 790)}.00  EUR       active
"""


@cln
def c_k8s_ref(g):
    return """        env:
          - name: PADDLE_API_KEY
            valueFrom: { secretKeyRef: { name: paddle, key: api-key } }
          - name: PADDLE_WEBHOOK_SECRET
            valueFrom: { secretKeyRef: { name: paddle, key: notification-secret } }
"""


@cln
def c_chat(g):
    return f"""[#billing] anna: customer cus_{g.s(B62, 14)} was double-charged in Nov, refund issued re_{g.s(B62, 24)}
[#billing] jon: cause was the retried webhook; idempotency key {g.uuid()} was reused — fixed in #4{g.r.randint(100, 999)}
"""


@cln
def c_masked_log(g):
    return f"""2026-12-02T11:0{g.r.randint(0, 9)}:55Z INFO billing chargebee key=live_****{g.s(B62, 4)} site=acme-saas sync=ok customers=1{g.r.randint(100, 999)}
"""


@cln
def c_apple_receipt(g):
    return f"""{{"notificationType":"DID_RENEW","subtype":"","notificationUUID":"{g.uuid()}","data":{{"bundleId":"com.acme.app","environment":"Production","signedTransactionInfo":"<JWS omitted>"}},"version":"2.0","signedDate":1733{g.s(DIG, 9)}}}"""


@cln
def c_tax_resp(g):
    return f"""{{"id":{g.r.randint(10**8, 10**9)},"code":"INV-{g.r.randint(1000, 9999)}","status":"Committed","totalTax":{g.r.randint(1, 99)}.{g.r.randint(10, 99)},"lines":[{{"lineNumber":"1","taxCode":"SW054000"}}]}}"""


@cln
def c_doc_keys(g):
    return """Chargebee API keys: full-access keys start with `live_` or `test_` depending on the site; publishable keys
are for Chargebee.js only. Restrict server keys to the endpoints you call, store them outside the repo and
reference them as CHARGEBEE_API_KEY. Example config: `chargebee.configure(api_key=os.environ["CHARGEBEE_API_KEY"], site="your-site")`.
"""


@cln
def c_price_ids(g):
    return f"""PRICES = {{
    "starter": "price_{g.s(B62, 24)}",
    "pro": "price_{g.s(B62, 24)}",
    "enterprise": "price_{g.s(B62, 24)}",
}}
"""


@cln
def c_coupon(g):
    return f"""Black Friday: coupon code BF2026-{g.s(UPPER + DIG, 6)} (40% off first year), promo_{g.s(B62, 24)} in Stripe.
"""


@cln
def c_sha(g):
    return f"""$ shasum -a 256 invoices-2026-11.zip
{g.sha256()}  invoices-2026-11.zip
"""


@cln
def c_migration(g):
    return f"""-- V{g.r.randint(40, 99)}__add_dunning_state.sql
ALTER TABLE subscriptions ADD COLUMN dunning_state text NOT NULL DEFAULT 'none';
CREATE INDEX subscriptions_dunning_idx ON subscriptions (dunning_state) WHERE dunning_state <> 'none';
"""


@cln
def c_ticket(g):
    return f"""SUP-{g.r.randint(10000, 99999)}: Customer can't open billing portal — link says expired.
Portal session links from Stripe are single-use and expire after 5 minutes; ask them to click "Manage billing" again.
Account: org_{g.r.randint(1000, 9999)}, customer cus_{g.s(B62, 14)}.
"""


@cln
def c_ls_order(g):
    return json.dumps({"meta": {"event_name": "order_created", "custom_data": {"user_id": str(g.r.randint(1, 9999))}},
        "data": {"type": "orders", "id": str(g.r.randint(10**5, 10**6)), "attributes": {"identifier": g.uuid(), "order_number": g.r.randint(1000, 99999),
        "status": "paid", "total": g.r.randint(900, 9900), "first_order_item": {"variant_id": g.r.randint(10**5, 10**6), "product_name": "Pro licence"}}}}, indent=1)


@cln
def c_terraform_vars(g):
    return """variable "stripe_secret_key" {
  type      = string
  sensitive = true
}

resource "aws_secretsmanager_secret_version" "stripe" {
  secret_id     = aws_secretsmanager_secret.stripe.id
  secret_string = var.stripe_secret_key
}
"""


@cln
def c_ruby_cred(g):
    return """Stripe.api_key = Rails.application.credentials.stripe[:secret_key]
Recurly::Client.new(api_key: ENV.fetch("RECURLY_API_KEY"))
"""


@cln
def c_metrics(g):
    return f"""billing_mrr_eur{{plan="pro"}} {g.r.randint(10000, 99999)}
billing_churned_subscriptions_total{{reason="payment_failed"}} {g.r.randint(1, 99)}
billing_webhook_signature_failures_total{{provider="paddle"}} 0
"""


@cln
def c_proration(g):
    return f"""Proration preview for sub_{g.s(B62, 24)}: upgrade pro -> business on 2026-12-{g.r.randint(10, 28)}
  unused time on Pro:      -EUR {g.r.randint(10, 40)}.{g.r.randint(10, 99)}
  remaining time Business: +EUR {g.r.randint(41, 90)}.{g.r.randint(10, 99)}
"""


@cln
def c_zuora_doc(g):
    return """Zuora OAuth: create an OAuth client for an API user (Settings > Administration > Manage Users), then POST
client_id and client_secret to /oauth/token. The token expires after an hour; cache it and refresh. Do not put
apiAccessKeyId/apiSecretAccessKey headers in new code — they're the legacy basic login.
"""


if __name__ == "__main__":
    main()
