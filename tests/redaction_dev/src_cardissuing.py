"""Blind redaction source "cardissuing" (round 49, helper corpora21): card issuing and card programmes.

Marqeta, Lithic, Stripe Issuing, Galileo, Highnote, virtual cards, tokenisation, PIN/CVV handling, processor
webhooks, HSM keys. Seeded; imports only the standard library and _tokens.py. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, URLSAFE, Gen  # noqa: E402

FAMILY = "cardissuing"
g = Gen(49001)
R = g.r
HEXU = "0123456789ABCDEF"
WORDS = ["amber", "ledger", "harbor", "violet", "quartz", "meadow", "copper", "lantern", "saffron", "glacier", "pepper",
         "orbit", "willow", "tundra", "cinder", "maple", "falcon", "pixel", "rumba", "sierra", "tango", "walnut"]


def passphrase() -> str:
    return R.choice(["-", " ", ".", "_"]).join(R.choice(WORDS) for _ in range(R.randint(3, 5)))


def pin(n: int = 4) -> str:
    return "".join(R.choice("0123456789") for _ in range(n))


def legacy() -> str:
    return g.s(string.ascii_lowercase + string.digits, R.randint(6, 8))


def wordpw() -> str:
    return R.choice(WORDS).capitalize() + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "@"])


def anypw() -> str:
    k = R.randint(0, 5)
    return [g.pw, passphrase, legacy, wordpw, g.machine_pw, g.human_pw][k]()


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hexkey(n: int = 32) -> str:
    return g.s(HEXU, n)


def host() -> str:
    return R.choice(["issuing", "cards", "ledger", "auth", "jit", "tokens"]) + "-" + R.choice(["prod", "stg", "uat", "dev"]) \
        + "." + R.choice(["internal", "corp.example", "svc.cluster.local", "fintech.example"])


def last4() -> str:
    return pin(4)


def masked_pan() -> str:
    return R.choice(["4", "5"]) + pin(5) + "******" + pin(4)


def user() -> str:
    return R.choice(["svc_issuing", "cardops", "jitfund", "issuer01", "prog_admin", "recon", "settle_bot", "ops"]) + str(R.randint(1, 99))


# ------------------------------------------------------------------ secret templates
def s_marqeta_env():
    app, adm = g.uuid(), g.uuid()
    t = f"""# .env.local  (card-program service)
MARQETA_BASE_URL=https://sandbox-api.marqeta.com/v3
MARQETA_APPLICATION_TOKEN={app}
MARQETA_ADMIN_ACCESS_TOKEN={adm}
CARD_PRODUCT_TOKEN=cp_{g.s(HEX, 12)}
LOG_LEVEL=debug
"""
    return "name-context", t, [adm]


def s_marqeta_curl():
    app, adm = g.uuid(), g.uuid()
    t = f"""$ curl -s -u {app}:{adm} \\
    -H 'Content-Type: application/json' \\
    https://sandbox-api.marqeta.com/v3/cards/user/{g.uuid()}?count=5 | jq '.data[].last_four'
"{last4()}"
"{last4()}"
"""
    return "structural", t, [adm]


def s_marqeta_basic():
    app, adm = g.uuid(), g.uuid()
    b = basic(app, adm)
    t = f"""> POST /v3/cardtransitions HTTP/1.1
> Host: sandbox-api.marqeta.com
> Authorization: Basic {b}
> Content-Type: application/json
> {{"card_token":"{g.uuid()}","state":"ACTIVE","channel":"API","reason_code":"00"}}
< HTTP/1.1 201 Created
"""
    return "structural", t, [b]


def s_marqeta_jit():
    p = anypw()
    t = json.dumps({"name": "jit-gateway-prod", "active": True, "url": f"https://{host()}/marqeta/jit",
                    "basic_auth_username": "marqeta_jit", "basic_auth_password": p,
                    "timeout_millis": 2500, "use_mtls": False}, indent=2)
    return "structural", "POST /v3/fundingsources/programgateway\n" + t, [p]


def s_marqeta_webhook():
    sec, pw = g.b64(24), anypw()
    t = json.dumps({"name": "txn-events", "active": True, "events": ["transaction.*", "cardtransition.*"],
                    "config": {"url": f"https://{host()}/webhooks/marqeta", "secret": sec,
                               "basic_auth_username": "mq_hooks", "basic_auth_password": pw}}, indent=4)
    return "structural", t, [sec, pw]


def s_lithic_py():
    k = g.uuid()
    t = f"""from lithic import Lithic

client = Lithic(
    api_key="{k}",
    environment="sandbox",
)
card = client.cards.create(type="VIRTUAL", memo="team offsite", spend_limit=50000, spend_limit_duration="TRANSACTION")
print(card.token, card.last_four)
"""
    return "name-context", t, [k]


def s_lithic_curl():
    k = g.uuid()
    t = f"""curl --request POST --url https://sandbox.lithic.com/v1/cards \\
  --header 'Authorization: {k}' \\
  --header 'Content-Type: application/json' \\
  --data '{{"type":"SINGLE_USE","memo":"vendor test","spend_limit":1500}}'"""
    return "structural", t, [k]


def s_lithic_whsec():
    w = "whsec_" + g.b64(24)
    t = f"""// src/webhooks/lithic.ts
import {{ Webhook }} from "svix";
const wh = new Webhook("{w}");
export function verify(payload: string, headers: Record<string, string>) {{
  return wh.verify(payload, headers); // throws on bad signature
}}
"""
    return "self-identifying", t, [w]


def s_lithic_asa():
    k = g.b64(32)
    t = f"""[asa]
listen = 0.0.0.0:8443
# Auth Stream Access: responses must come back in < 6s
hmac_secret = {k}
decline_on_timeout = true
"""
    return "name-context", t, [k]


def s_stripe_py():
    k = "sk_live_" + g.s(B62, 99) if R.random() < .5 else "rk_live_" + g.s(B62, 99)
    t = f"""import stripe
stripe.api_key = "{k}"

ch = stripe.issuing.Cardholder.create(
    type="individual", name="{R.choice(['Jenny Rosen', 'Ana Lima', 'Kenji Mori', 'Lea Vogel'])}",
    email="ops+{R.randint(1, 999)}@example.com",
    billing={{"address": {{"line1": "1 Main St", "city": "Austin", "state": "TX", "postal_code": "78701", "country": "US"}}}},
)
card = stripe.issuing.Card.create(cardholder=ch.id, currency="usd", type="virtual")
"""
    return "self-identifying", t, [k]


def s_stripe_whsec_node():
    w = "whsec_" + g.s(B62, 32)
    t = f"""app.post('/stripe/issuing', express.raw({{type: 'application/json'}}), (req, res) => {{
  const endpointSecret = '{w}';
  const event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'], endpointSecret);
  if (event.type === 'issuing_authorization.request') {{
    const auth = event.data.object;
    return res.json({{ approved: auth.pending_request.amount < 20000 }});
  }}
  res.sendStatus(200);
}});"""
    return "self-identifying", t, [w]


def s_stripe_cli():
    w = "whsec_" + g.hexs(64)
    t = f"""$ stripe listen --events issuing_authorization.request,issuing_card.created --forward-to localhost:4242/webhook
> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {w} (^C to quit)
2026-12-03 09:1{R.randint(0, 9)}:0{R.randint(0, 9)}   --> issuing_authorization.request [evt_{g.s(B62, 24)}]
"""
    return "self-identifying", t, [w]


def s_stripe_ephemeral():
    ek = "ek_live_" + g.s(B62, 100)
    t = json.dumps({"id": "ephkey_" + g.s(B62, 24), "object": "ephemeral_key",
                    "associated_objects": [{"id": "ic_" + g.s(B62, 24), "type": "issuing.card"}],
                    "created": 1764770000 + R.randint(0, 99999), "expires": 1764773600 + R.randint(0, 99999),
                    "livemode": True, "secret": ek}, indent=2)
    return "self-identifying", "GET /ephemeral_keys -> 200\n" + t, [ek]


def s_stripe_cvc():
    cvc = pin(3)
    t = json.dumps({"id": "ic_" + g.s(B62, 24), "object": "issuing.card", "brand": "Visa", "cvc": cvc,
                    "exp_month": R.randint(1, 12), "exp_year": 2029, "last4": last4(),
                    "number": "4000" + pin(12), "status": "active", "type": "virtual"}, indent=2)
    return "name-context", "stripe issuing cards retrieve --expand number --expand cvc\n" + t, [cvc]


def s_galileo_form():
    tk = g.s(B62, R.choice([10, 12, 16]))
    login = g.s(string.ascii_letters + string.digits, 6) + "-" + g.s(string.digits, 4)
    t = f"""POST https://api-sandbox.cv.gpsrv.com/intserv/4.0/getBalance
Content-Type: application/x-www-form-urlencoded

apiLogin={login}&apiTransKey={tk}&providerId={R.randint(100, 999)}&transactionId={g.uuid()}&accountNo={pin(12)}"""
    return "structural", t, [tk]


def s_galileo_yaml():
    tk = g.s(B62, 12)
    t = f"""galileo:
  endpoint: https://api-sandbox.cv.gpsrv.com/intserv/4.0
  api_login: {g.s(string.ascii_letters, 6)}-{pin(4)}
  api_trans_key: {tk}
  provider_id: {R.randint(100, 999)}
  product_id: {R.randint(1000, 9999)}
"""
    return "name-context", t, [tk]


def s_galileo_rdf_sftp():
    u, p = user(), anypw()
    t = f"""# pull yesterday's RDF (raw data files) from the processor
lftp -u {u},'{p}' sftp://rdf.processor-ft.example -e "mirror --only-newer /outbound/rdf /data/rdf; bye"
"""
    return "structural", t, [p]


def s_highnote_env():
    k = "sk_test_" + g.s(B62, 48) if R.random() < .5 else g.s(B62, 40)
    t = f"""HIGHNOTE_GRAPHQL_URL=https://api.us.test.highnoteplatform.com/graphql
HIGHNOTE_API_KEY={k}
HIGHNOTE_CARD_PRODUCT_ID=pd_{g.s(string.ascii_lowercase + string.digits, 20)}
"""
    return "name-context", t, [k]


def s_highnote_basic():
    k = g.s(B62, 40)
    b = basic(k, "")
    t = f"""import requests
# Highnote wants the API key as the basic-auth username with an empty password
HEADERS = {{"Authorization": "Basic {b}", "Content-Type": "application/json"}}
r = requests.post("https://api.us.test.highnoteplatform.com/graphql", json={{"query": "{{ ping }}"}}, headers=HEADERS)
"""
    return "structural", t, [b]


def s_hsm_ceremony():
    c1, c2 = hexkey(32), hexkey(32)
    t = f"""KEY CEREMONY RECORD — ZMK exchange with processor ({R.choice(['Visa DPS', 'TSYS', 'FIS', 'Galileo'])})
Date: 2026-11-{R.randint(10, 28)}   HSM: payShield 10K s/n {pin(8)}
Custodian A  component 1: {c1}  KCV {g.s(HEXU, 6)}
Custodian B  component 2: {c2}  KCV {g.s(HEXU, 6)}
Combined ZMK KCV: {g.s(HEXU, 6)}   (envelopes sealed, bag #{pin(6)})
"""
    return "name-context", t, [c1, c2]


def s_hsm_cardpin():
    p = pin(R.choice([6, 8]))
    t = f"""payShield Manager — smart cards
  Left key (LK) card   owner: {R.choice(['m.ortiz', 'k.tanaka', 'a.berg'])}   PIN: {p}
  Right key (RK) card  owner: {R.choice(['s.okafor', 'j.weiss', 'p.rossi'])}   PIN: (in safe 2)
Do NOT leave these cards in the reader after the LMK load.
"""
    return "name-context", t, [p]


def s_hsm_officer():
    p = anypw()
    t = f"""Ticket SEC-{R.randint(1000, 9999)}: HSM firmware upgrade window
- Luna SA partition: par_issuing_{R.choice(['a', 'b'])}
- Partition crypto officer password: {p}
- rollback plan: restore from backup HSM, see runbook
"""
    return "name-context", t, [p]


def s_cvk_py():
    a, b = hexkey(16), hexkey(16)
    t = f"""# test helper: compute CVV2 for sandbox cards
CVK_A = "{a}"
CVK_B = "{b}"

def cvv2(pan: str, exp_yymm: str) -> str:
    return visa_cvv(pan, exp_yymm, "000", CVK_A + CVK_B)
"""
    return "name-context", t, [a, b]


def s_pvk_java():
    k = hexkey(32)
    t = f"""public final class PinConfig {{
    // PVV verification key (PVKI=1), double-length
    static final String PVK = "{k}";
    static final int PVKI = 1;
    static final String DECIMALIZATION = "0123456789012345";
}}"""
    return "name-context", t, [k]


def s_bdk():
    k = hexkey(32)
    t = f"""# terminal key injection (DUKPT) — lab only
KSN_PREFIX=FFFF{g.s(HEXU, 6)}
BDK={k}
./inject --port /dev/ttyUSB0 --ksn $KSN_PREFIX --bdk $BDK --slot 2
"""
    return "name-context", t, [k]


def s_vgs_proxy():
    u, p = "US" + g.s(B62, 22), g.s(B62 + "-", 36)
    t = f"""HTTPS_PROXY=https://{u}:{p}@tnt{g.s(string.ascii_lowercase + string.digits, 8)}.sandbox.verygoodproxy.com:8443
# outbound route reveals aliases before they reach the processor
"""
    return "structural", t, [p]


def s_vdp_props():
    u, p, ks = g.s(UPPER_DIG, 20), g.s(B62, 24), anypw()
    t = f"""# Visa Developer Platform two-way SSL
vdp.baseUrl=https://sandbox.api.visa.com
vdp.userId={u}
vdp.password={p}
vdp.keystorePath=/etc/issuing/vdp_keyAndCertBundle.jks
vdp.keystorePassword={ks}
"""
    return "structural", t, [p, ks]


def s_mdes_java():
    p = anypw()
    t = f"""String consumerKey = "{g.s(URLSAFE, 40)}!{g.hexs(48)}";
String signingKeyAlias = "keyalias";
String signingKeyPassword = "{p}";
PrivateKey signingKey = AuthenticationUtils.loadSigningKey("mdes-sandbox.p12", signingKeyAlias, signingKeyPassword);"""
    return "name-context", t, [p]


def s_pem():
    block, line = g.pem(R.choice(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    t = f"""$ cat keys/card-details-jwe.pem   # used to decrypt PAN/CVV payloads from the processor
{block}
"""
    return "self-identifying", t, [line]


def s_pgp():
    lines = [g.b64(48) for _ in range(6)]
    t = "settlement/keys/issuer_private.asc\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + \
        "\n=" + g.b64(3) + "\n-----END PGP PRIVATE KEY BLOCK-----\n"
    return "self-identifying", t, [lines[1]]


def s_sshpass():
    p = anypw()
    t = f"""0 5 * * * sshpass -p '{p}' sftp -oBatchMode=no {user()}@sftp.{R.choice(['tsys', 'fis', 'i2c', 'paysecure'])}.example:/outgoing/TC33 /srv/recon/in/"""
    return "name-context", t, [p]


def s_pg_url():
    p = anypw().replace("@", "a").replace("#", "h").replace("?", "q").replace("/", "s").replace("%", "p").replace("&", "n").replace("+", "x")
    t = f"""DATABASE_URL=postgresql://ledger_rw:{p}@{host()}:5432/card_ledger?sslmode=require"""
    return "structural", t, [p]


def s_redis():
    p = g.s(B62, 32)
    t = f"""auth_cache:
  url: rediss://default:{p}@{host()}:6380/2
  ttl_seconds: 30   # authorization decisions"""
    return "structural", t, [p]


def s_chat_de():
    k = g.uuid()
    t = f"""[#kartenprogramm] Jonas: Hier die Sandbox-Zugangsdaten für Marqeta, bitte nicht ins Repo:
Application Token: {g.uuid()}
Admin Access Token: {k}
Die Produktionsdaten bekommt ihr erst nach dem Go-live-Review."""
    return "name-context", t, [k]


def s_chat_es():
    p = pin(4)
    t = f"""Hola Marta, la tarjeta física de prueba (terminada en {last4()}) ya llegó. El PIN es {p}, lo puedes cambiar en el cajero.
Avísame si el emisor rechaza la transacción con código 55."""
    return "name-context", t, [p]


def s_chat_ja():
    k = g.uuid()
    t = f"""@tanaka Lithic のサンドボックス API キーです: {k}
本番キーは 1Password の「カード発行」保管庫にあります。"""
    return "name-context", t, [k]


def s_chat_fr():
    tk = g.s(B62, 12)
    t = f"""Salut Paul, pour les tests Galileo : apiLogin = {g.s(string.ascii_letters, 6)}-{pin(4)}, transKey = {tk}, providerId = {R.randint(100, 999)}.
Ne les mets pas dans le ticket Jira stp."""
    return "name-context", t, [tk]


def s_chat_pt():
    cvv = pin(3)
    t = f"""Oi pessoal, o cartão virtual pro teste de e-commerce: final {last4()}, validade 0{R.randint(1, 9)}/29, CVV {cvv}. Limite de R$ 200, expira amanhã."""
    return "name-context", t, [cvv]


def s_ticket_cvv_pin():
    cvv, p = pin(3), pin(4)
    t = f"""ZD-{R.randint(10000, 99999)} — Cardholder locked out
Agent note: customer read out card ending {last4()}, CVV {cvv}, and said the PIN is {p}. Reset attempts counter via ops console.
(Reminder: we must not store CVV/PIN in tickets — redact after resolution.)"""
    return "name-context", t, [cvv, p]


def s_hook_curl():
    app, adm = g.uuid(), g.uuid()
    t = json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
                    "tool_input": {"command": f"curl -s -u {app}:{adm} https://sandbox-api.marqeta.com/v3/users?count=1",
                                   "description": "list sandbox users"}})
    return "structural", t, [adm]


def s_hook_write_env():
    k = "sk_live_" + g.s(B62, 99)
    w = "whsec_" + g.s(B62, 32)
    content = f"STRIPE_SECRET_KEY={k}\nSTRIPE_ISSUING_WEBHOOK_SECRET={w}\nISSUING_AUTH_LIMIT=20000\n"
    t = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Write",
                    "tool_input": {"file_path": "/srv/app/.env", "content": content},
                    "tool_response": {"success": True}})
    return "self-identifying", t, [k, w]


def s_diff():
    k = g.uuid()
    t = f"""diff --git a/config/settings.py b/config/settings.py
@@ -12,7 +12,7 @@ ISSUING = {{
     "provider": "lithic",
-    "api_key": os.environ["LITHIC_API_KEY"],
+    "api_key": "{k}",  # TODO revert before merge
     "environment": "sandbox",
 }}"""
    return "name-context", t, [k]


def s_notebook():
    k = g.uuid()
    cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
            "source": ["import requests, pandas as pd\n", f"MARQETA_ADMIN = \"{k}\"\n",
                       "APP = os.environ['MQ_APP']\n", "r = requests.get(BASE + '/transactions', auth=(APP, MARQETA_ADMIN))"],
            "outputs": []}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [k]


def s_java_tostring():
    adm = g.uuid()
    t = f"""2026-12-03 08:{R.randint(10, 59)}:{R.randint(10, 59)} ERROR c.e.issuing.MarqetaClient - request failed
com.example.issuing.MarqetaException: 401 Unauthorized for MarqetaConfig{{baseUrl=https://sandbox-api.marqeta.com/v3, applicationToken={g.uuid()}, adminAccessToken={adm}, timeout=PT5S}}
\tat com.example.issuing.MarqetaClient.send(MarqetaClient.java:118)
\tat com.example.issuing.CardService.activate(CardService.java:64)"""
    return "name-context", t, [adm]


def s_log_headers():
    app, adm = g.uuid(), g.uuid()
    b = basic(app, adm)
    t = f"""DEBUG urllib3.connectionpool: https://sandbox-api.marqeta.com:443 "POST /v3/simulations/cardtransactions/authorization HTTP/1.1" 201 1422
DEBUG issuing.http: request headers={{'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Basic {b}', 'Content-Type': 'application/json'}}"""
    return "structural", t, [b]


def s_terraform():
    k = g.uuid()
    t = f"""resource "aws_secretsmanager_secret_version" "marqeta" {{
  secret_id     = aws_secretsmanager_secret.marqeta.id
  secret_string = jsonencode({{
    application_token  = "{g.uuid()}"
    admin_access_token = "{k}"
  }})
}}"""
    return "name-context", t, [k]


def s_k8s():
    tk = g.s(B62, 12)
    t = f"""apiVersion: v1
kind: Secret
metadata:
  name: galileo-credentials
  namespace: card-core
type: Opaque
stringData:
  GALILEO_API_LOGIN: {g.s(string.ascii_letters, 6)}-{pin(4)}
  GALILEO_TRANS_KEY: {tk}
"""
    return "name-context", t, [tk]


def s_csharp():
    k = g.uuid()
    t = json.dumps({"Logging": {"LogLevel": {"Default": "Information"}},
                    "Lithic": {"BaseUrl": "https://api.lithic.com/v1", "ApiKey": k, "TimeoutSeconds": 10}}, indent=2)
    return "name-context", "appsettings.Production.json\n" + t, [k]


def s_go_stripe():
    k = "rk_live_" + g.s(B62, 99)
    t = f"""package main

import "github.com/stripe/stripe-go/v79"

func init() {{
\tstripe.Key = "{k}"
}}"""
    return "self-identifying", t, [k]


def s_php_stripe():
    k = "sk_live_" + g.s(B62, 99)
    t = f"""<?php
\\Stripe\\Stripe::setApiKey('{k}');
$card = \\Stripe\\Issuing\\Card::update('ic_{g.s(B62, 24)}', ['status' => 'inactive']);"""
    return "self-identifying", t, [k]


def s_ruby_mq():
    k = g.uuid()
    t = f"""Marqeta.configure do |c|
  c.base_url = "https://sandbox-api.marqeta.com/v3"
  c.application_token = "{g.uuid()}"
  c.access_token = "{k}"
end"""
    return "name-context", t, [k]


def s_bt_header():
    k = "key_" + g.s(string.ascii_lowercase + string.digits, 22)
    t = f"""POST /tokens HTTP/1.1
Host: api.basistheory.com
BT-API-KEY: {k}
Content-Type: application/json

{{"type":"card","data":{{"number":"{{{{ card.number }}}}","expiration_month":"12","expiration_year":"2029"}}}}"""
    return "structural", t, [k]


def s_cardinal():
    k = g.uuid()
    t = f"""# 3DS ACS / Cardinal Cruise
CARDINAL_API_IDENTIFIER={g.hexs(24)}
CARDINAL_ORG_UNIT_ID={g.hexs(24)}
CARDINAL_API_KEY={k}
"""
    return "name-context", t, [k]


def s_jwt_bearer():
    j = g.jwt()
    t = f"""POST /graphql HTTP/2
host: issuing-api.{R.choice(['highnote', 'cards'])}.internal
authorization: Bearer {j}
content-type: application/json

{{"query":"mutation {{ issuePaymentCardForFinancialAccount(input: {{ financialAccountId: \\"{g.uuid()}\\" }}) {{ __typename }} }}"}}"""
    return "self-identifying", t, [j]


def s_galileo_xml():
    tk = g.s(B62, 12)
    t = f"""<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">
  <soapenv:Body>
    <createAccount>
      <apiLogin>{g.s(string.ascii_letters, 6)}-{pin(4)}</apiLogin>
      <apiTransKey>{tk}</apiTransKey>
      <providerId>{R.randint(100, 999)}</providerId>
      <prodId>{R.randint(1000, 9999)}</prodId>
    </createAccount>
  </soapenv:Body>
</soapenv:Envelope>"""
    return "name-context", t, [tk]


def s_props():
    p = anypw()
    t = f"""processor.sftp.host=sftp.{R.choice(['tsys', 'fis', 'i2c'])}.example
processor.sftp.user={user()}
processor.sftp.password={p}
processor.sftp.remoteDir=/outgoing/clearing"""
    return "structural", t, [p]


def s_ini_base1():
    p = legacy()
    t = f"""[visa_base1_gateway]
station_id = {pin(6)}
user = {user()}
password = {p}
keepalive = 30"""
    return "structural", t, [p]


def s_toml():
    k = g.b64(32)
    t = f"""[issuing.webhooks]
endpoint = "/hooks/processor"
signing_secret = "{k}"
tolerance_seconds = 300"""
    return "name-context", t, [k]


def s_history():
    k = g.uuid()
    t = f"""  512  cd ~/src/card-program
  513  export MARQETA_ADMIN_TOKEN={k}
  514  python scripts/simulate_auth.py --amount 12.50 --mid 000000001234567
  515  history | tail"""
    return "name-context", t, [k]


def s_vault_put():
    k = g.uuid()
    t = f"""$ vault kv put secret/card-core/lithic api_key={k} env=production
======= Secret Path =======
secret/data/card-core/lithic
Key              Value
---              -----
version          {R.randint(2, 9)}"""
    return "name-context", t, [k]


def s_selfid_other():
    name, tok, mark = g.self_identifying()
    t = f"""# card-ops toolbox: vendor integrations ({name}) used by the fraud-alert and dispute jobs
{name.upper()}_TOKEN={tok}
ALERT_MIN_SCORE=0.82
"""
    return "self-identifying", t, [mark]


def s_aws_paycrypto():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"""[profile paycrypto-prod]
region = us-east-1
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
# used by: aws payment-cryptography-data verify-card-validation-data"""
    return "self-identifying", t, [ak, sk]


def s_pin_control_token():
    ct = g.uuid()
    p = pin(4)
    t = f"""POST /v3/pins
{{
  "control_token": "{ct}",
  "pin": "{p}"
}}
--> 204 No Content"""
    return "name-context", t, [ct, p]


def s_twilio_activation():
    tok = g.hexs(32)
    t = f"""# card activation OTP via SMS
TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_AUTH_TOKEN={tok}
TWILIO_VERIFY_SERVICE_SID=VA{g.hexs(32)}"""
    return "name-context", t, [tok]


def s_mssql():
    p = anypw().replace(";", ",")
    t = f"""  "ConnectionStrings": {{
    "Disputes": "Server=tcp:{host()},1433;Database=chargebacks;User Id=disputes_app;Password={p};Encrypt=True;"
  }}"""
    return "structural", t, [p]


def s_python_traceback():
    p = anypw().replace("@", "a").replace("/", "s").replace("#", "h").replace("?", "q").replace("%", "p")
    t = f"""Traceback (most recent call last):
  File "/app/recon/load_tc33.py", line 41, in <module>
    engine = create_engine("mysql+pymysql://recon:{p}@{host()}:3306/settlement")
  File "/usr/lib/python3.12/site-packages/sqlalchemy/engine/create.py", line 602, in create_engine
sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, "Access denied for user 'recon'")"""
    return "structural", t, [p]


def s_zip_pw():
    p = passphrase()
    t = f"""Hi team — the card-embossing file for batch {pin(6)} is attached as emboss_{pin(8)}.zip.
Password to open it: {p}
Please confirm receipt to the bureau before 14:00 CET."""
    return "name-context", t, [p]


def s_it_chat():
    p = pin(6)
    t = f"""Ciao Luca, il codice di attivazione della carta virtuale aziendale è {p} (scade tra 10 minuti), non inoltrarlo."""
    return "name-context", t, [p]


UPPER_DIG = string.ascii_uppercase + string.digits

SECRET_T = [s_marqeta_env, s_marqeta_curl, s_marqeta_basic, s_marqeta_jit, s_marqeta_webhook, s_lithic_py, s_lithic_curl,
            s_lithic_whsec, s_lithic_asa, s_stripe_py, s_stripe_whsec_node, s_stripe_cli, s_stripe_ephemeral, s_stripe_cvc,
            s_galileo_form, s_galileo_yaml, s_galileo_rdf_sftp, s_highnote_env, s_highnote_basic, s_hsm_ceremony,
            s_hsm_cardpin, s_hsm_officer, s_cvk_py, s_pvk_java, s_bdk, s_vgs_proxy, s_vdp_props, s_mdes_java, s_pem, s_pgp,
            s_sshpass, s_pg_url, s_redis, s_chat_de, s_chat_es, s_chat_ja, s_chat_fr, s_chat_pt, s_ticket_cvv_pin,
            s_hook_curl, s_hook_write_env, s_diff, s_notebook, s_java_tostring, s_log_headers, s_terraform, s_k8s,
            s_csharp, s_go_stripe, s_php_stripe, s_ruby_mq, s_bt_header, s_cardinal, s_jwt_bearer, s_galileo_xml, s_props,
            s_ini_base1, s_toml, s_history, s_vault_put, s_selfid_other, s_aws_paycrypto, s_pin_control_token,
            s_twilio_activation, s_mssql, s_python_traceback, s_zip_pw, s_it_chat]


# ------------------------------------------------------------------ clean templates
def c_marqeta_card():
    return json.dumps({"token": g.uuid(), "user_token": g.uuid(), "card_product_token": g.uuid(),
                       "last_four": last4(), "pan": masked_pan(), "expiration": f"{R.randint(1, 12):02d}29",
                       "state": R.choice(["ACTIVE", "SUSPENDED", "UNACTIVATED"]), "fulfillment_status": "ISSUED",
                       "instrument_type": "VIRTUAL_PAN"}, indent=2)


def c_lithic_txn():
    return json.dumps({"type": "transaction.created", "token": g.uuid(), "card_token": g.uuid(),
                       "amount": R.randint(100, 90000), "merchant": {"descriptor": "COFFEE ROASTERS", "mcc": "5814",
                                                                      "acceptor_id": pin(15)},
                       "authorization_code": pin(6), "network_transaction_id": pin(15), "status": "PENDING"}, indent=2)


def c_stripe_auth():
    return f"""issuing_authorization.created
  id: iauth_{g.s(B62, 24)}
  card: ic_{g.s(B62, 24)}
  cardholder: ich_{g.s(B62, 24)}
  amount: {R.randint(100, 9999)}   merchant_data.category: {R.choice(['grocery_stores_supermarkets', 'eating_places_restaurants', 'taxicabs_limousines'])}
  approved: {R.choice(['true', 'false'])}"""


def c_env_example():
    return f"""# .env.example — copy to .env and fill in
MARQETA_BASE_URL=https://sandbox-api.marqeta.com/v3
MARQETA_APPLICATION_TOKEN=<your-application-token>
MARQETA_ADMIN_ACCESS_TOKEN=changeme
LITHIC_API_KEY=
STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
PORT={R.randint(3000, 9000)}"""


def c_k8s_ref():
    return f"""        env:
          - name: LITHIC_API_KEY
            valueFrom:
              secretKeyRef:
                name: lithic-{R.choice(['prod', 'stg'])}
                key: api_key
          - name: AUTH_TIMEOUT_MS
            value: "{R.randint(1500, 5000)}\""""


def c_gha():
    return f"""    - name: Run issuing integration tests
      env:
        MARQETA_ADMIN_ACCESS_TOKEN: ${{{{ secrets.MARQETA_ADMIN_ACCESS_TOKEN }}}}
        GALILEO_TRANS_KEY: ${{{{ secrets.GALILEO_TRANS_KEY }}}}
      run: pytest -m sandbox -k "{R.choice(['jit', 'cards', 'pins'])}\""""


def c_kcv_table():
    rows = "\n".join(f"{n:<6} {R.choice(['U', 'T'])}{g.s(HEXU, 32)}   KCV {g.s(HEXU, 6)}" for n in ["ZMK", "ZPK", "PVK", "CVK"])
    return "Key inventory (cryptograms under LMK pair 04-05, no clear values)\n" + rows


def c_tr31():
    return f"""TR-31 key block received from processor (wrapped under our KBPK):
B0{R.randint(80, 144)}P0TE00N0000{g.s(HEXU, 48)}{g.s(HEXU, 16)}
Imported OK, KCV {g.s(HEXU, 6)} matches the processor's letter."""


def c_bin_table():
    rows = "\n".join(f"{R.choice(['4', '5'])}{pin(7)}  {R.choice(['consumer debit', 'commercial credit', 'prepaid'])}  ICA {pin(5)}  {R.choice(['US', 'GB', 'DE', 'BR'])}"
                     for _ in range(4))
    return "BIN ranges (8-digit) for programme " + R.choice(["Orbit", "Keel", "Fjord"]) + "\n" + rows


def c_iso8583():
    return f"""MTI 0100
DE002 {masked_pan()}
DE003 000000
DE004 {pin(12)}
DE011 {pin(6)}
DE037 {pin(12)}
DE038 {pin(6)}
DE041 {g.s(UPPER_DIG, 8)}
DE055 9F2608{g.s(HEXU, 16)}9F3602{g.s(HEXU, 4)}9505{g.s(HEXU, 10)}"""


def c_emv():
    return f"""EMV trace: 9F26 (ARQC)={g.s(HEXU, 16)} 9F27=80 9F36 (ATC)={g.s(HEXU, 4)} 95 (TVR)={g.s(HEXU, 10)} 9F37 (UN)={g.s(HEXU, 8)}
ARPC sent, issuer authentication data 91={g.s(HEXU, 20)}"""


def c_webhook_sig():
    return f"""POST /webhooks/lithic
webhook-id: msg_{g.s(B62, 27)}
webhook-timestamp: {1764770000 + R.randint(0, 99999)}
webhook-signature: v1,{g.b64(32)}
content-type: application/json"""


def c_stripe_sig():
    return f"""Stripe-Signature: t={1764770000 + R.randint(0, 99999)},v1={g.hexs(64)},v0={g.hexs(64)}
event: issuing_card.updated ({'evt_' + g.s(B62, 24)})"""


def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "use": "enc", "kid": g.uuid(), "alg": "RSA-OAEP-256", "e": "AQAB",
                                 "n": g.b64url(256)}]}, indent=2)


def c_pubkey():
    lines = "\n".join(g.b64(48) for _ in range(5))
    return f"""Processor's PGP/TLS public key for settlement files (safe to share):
-----BEGIN PUBLIC KEY-----
{lines}
-----END PUBLIC KEY-----"""


def c_cert():
    lines = "\n".join(g.b64(48) for _ in range(7))
    return f"""$ openssl s_client -connect sandbox.api.visa.com:443 -showcerts </dev/null | sed -n '/BEGIN/,/END/p'
-----BEGIN CERTIFICATE-----
{lines}
-----END CERTIFICATE-----"""


def c_lock():
    return f"""    "node_modules/lithic": {{
      "version": "0.{R.randint(40, 90)}.{R.randint(0, 9)}",
      "resolved": "https://registry.npmjs.org/lithic/-/lithic-0.{R.randint(40, 90)}.0.tgz",
      "integrity": "sha512-{g.b64(64)}"
    }}"""


def c_pip():
    return f"""stripe==11.{R.randint(0, 6)}.0 \\
    --hash=sha256:{g.sha256()} \\
    --hash=sha256:{g.sha256()}
marqeta==1.{R.randint(0, 9)}.{R.randint(0, 9)} \\
    --hash=sha256:{g.sha256()}"""


def c_gitlog():
    return "\n".join(f"{g.sha1()[:R.choice([7, 12, 40])]} {m}" for m in
                     ["read Marqeta admin token from Vault instead of .env", "issuing: drop CVV from debug logs",
                      "bump lithic SDK", "hsm: add KCV check on key import"])


def c_pci_prose():
    return R.choice(["Under PCI DSS 3.2, the CVV2/CVC2 must never be stored after authorization, not even encrypted. "
                     "PIN blocks may only pass through the HSM. Our show-card flow renders PAN and CVV in an iframe served by the processor.",
                     "Reminder: card PINs are set by the cardholder through the control-token flow; support staff never see or ask for them. "
                     "If a customer reads a PIN out loud on a call, stop the recording and open a security ticket.",
                     "Los tokens de la API del emisor se rotan cada 90 días; la rotación la hace el job de Vault, nadie debe copiarlos a mano."]) + \
        f" (policy rev. {R.randint(3, 19)}, ticket SEC-{R.randint(1000, 9999)})"


def c_chat_rotate():
    return R.choice(["Hab den Lithic-Key rotiert, der neue liegt in Vault unter secret/card-core/lithic — bitte Pods neu starten.",
                     "J'ai tourné la clé Galileo ; elle est dans AWS Secrets Manager (card-core/galileo). Rien à copier.",
                     "Rotated the Stripe restricted key, it's in 1Password → Issuing → 'stripe rk prod'. Ping me if 401s."]) + f" #{R.randint(100, 999)}"


def c_tf_var():
    return f"""variable "marqeta_admin_access_token" {{
  type      = string
  sensitive = true
}}

module "issuing_{R.choice(['eu', 'us'])}" {{
  source       = "./modules/issuing"
  admin_token  = var.marqeta_admin_access_token
  card_product = "{g.uuid()}"
}}"""


def c_helm():
    return f"""issuing:
  replicas: {R.randint(2, 6)}
  marqeta:
    existingSecret: marqeta-credentials
    secretKeys:
      adminToken: admin_access_token
  image: registry.example/issuing@sha256:{g.sha256()}"""


def c_spend_controls():
    return json.dumps({"name": "travel-cards", "velocity": {"amount_limit": R.randint(500, 5000), "window": "DAY",
                                                            "usage_limit": R.randint(3, 20)},
                       "mcc_allow": ["3000-3299", "4511", "7011"], "card_product_token": g.uuid(),
                       "currency_code": "USD"}, indent=2)


def c_dispute():
    return f"""Chargeback case CB-{pin(8)}
ARN: {pin(23)}
Reason code: {R.choice(['10.4', '13.1', '4837', '4853'])}   Amount: {R.randint(10, 999)}.{pin(2)} USD
Card: {masked_pan()}   Case owner: disputes@example.com"""


def c_vts_tokens():
    return json.dumps({"vProvisionedTokenID": pin(16), "tokenReferenceID": "DNITHE" + pin(15) + g.s(HEX, 4),
                       "panReferenceID": "V-" + pin(18), "paymentAccountReference": "V001" + g.s(UPPER_DIG, 25),
                       "tokenState": "ACTIVE", "walletId": R.choice(["APPLE", "GOOGLE", "SAMSUNG"])}, indent=2)


def c_mdes():
    return json.dumps({"tokenUniqueReference": "DWSPMC000" + g.s(HEX, 40), "panUniqueReference": "FWSPMC000" + g.s(HEX, 40),
                       "tokenInfo": {"tokenPanSuffix": last4(), "accountPanSuffix": last4(), "tokenExpiry": "1229"},
                       "decision": "APPROVED", "correlationId": g.uuid()}, indent=2)


def c_applepay():
    return json.dumps({"nonce": g.hexs(8), "nonceSignature": g.b64(96), "certificates": [g.b64(120), g.b64(120)],
                       "cardholderName": "Test Holder", "primaryAccountSuffix": last4()}, indent=2)


def c_luhn_test():
    return f"""def test_luhn():
    assert luhn_ok("4111111111111111")
    assert luhn_ok("5555555555554444")
    assert not luhn_ok("4111111111111112")
    assert mask("4111111111111111") == "411111******1111"   # case {R.randint(1, 999)}"""


def c_masked_log():
    return f"""2026-12-03T0{R.randint(0, 9)}:{R.randint(10, 59)}:{R.randint(10, 59)}Z INFO auth decision card={masked_pan()} token={g.uuid()} amount={R.randint(1, 500)}.{pin(2)} result=APPROVED rrn={pin(12)} stan={pin(6)} latency_ms={R.randint(20, 900)}"""


def c_placeholders():
    return f"""curl https://sandbox-api.marqeta.com/v3/users \\
  -u <application_token>:<admin_access_token> \\
  -H "Content-Type: application/json" -d '{{"first_name":"Test","last_name":"User{R.randint(1, 99)}"}}'"""


def c_hsm_conf():
    return f"""[hsm]
host = 10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}
port = 1500
header_length = 4
lmk_id = {R.randint(0, 3):02d}
# keys live in the HSM; only cryptograms in the key db
timeout_ms = {R.randint(200, 900)}"""


def c_uuid_list():
    return "card products:\n" + "\n".join(f"  {n}: {g.uuid()}" for n in ["virtual_debit", "physical_debit", "commercial_travel"])


def c_b64_test():
    raw = R.choice(["hello issuing", "authorization approved", "card 0000 test payload", "sandbox webhook body"])
    return f"""def test_decode_payload():
    body = "{base64.b64encode((raw + ' ' + str(R.randint(1, 999))).encode()).decode()}"
    assert base64.b64decode(body).startswith(b"{raw.split()[0]}")"""


def c_checksums():
    return "\n".join(f"{g.sha256()}  {f}" for f in ["issuing-gw-linux-amd64.tar.gz", "issuing-gw-darwin-arm64.tar.gz"]) + \
        f"\n# release v{R.randint(1, 4)}.{R.randint(0, 20)}.{R.randint(0, 9)}"


def c_tracking():
    return f"""Card fulfilment batch {pin(6)}: {R.randint(20, 400)} cards shipped
UPS 1Z{g.s(UPPER_DIG, 16)}   FedEx {pin(12)}   USPS 9400{pin(18)}
Bureau job id: {g.uuid()}"""


def c_hook_read():
    content = "LITHIC_API_KEY=\nMARQETA_ADMIN_ACCESS_TOKEN=\nSTRIPE_SECRET_KEY=\n# values come from Vault at boot\n"
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": f"/srv/{R.choice(['issuing', 'cards', 'ledger'])}/.env.example"},
                       "tool_response": {"content": content}})


def c_diff_env():
    return f"""diff --git a/src/issuing/client.ts b/src/issuing/client.ts
@@ -3,{R.randint(3, 9)} +3,{R.randint(3, 9)} @@
-const apiKey = process.env.LITHIC_KEY ?? "";
+const apiKey = requireEnv("LITHIC_API_KEY");
 export const lithic = new Lithic({{ apiKey, environment: "{R.choice(['sandbox', 'production'])}" }});"""


def c_notebook_env():
    cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
            "source": ["import os\n", "ADMIN = os.environ['MARQETA_ADMIN_ACCESS_TOKEN']\n",
                       f"df = load_transactions(days={R.randint(1, 60)})"],
            "outputs": [{"output_type": "stream", "name": "stdout", "text": [f"{R.randint(100, 9999)} rows\n"]}]}
    return json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1)


def c_galileo_resp():
    return json.dumps({"status_code": 0, "status": "Success", "processing_time": round(R.random(), 3),
                       "response_data": {"balance": f"{R.randint(0, 999)}.{pin(2)}", "prn": pin(12)},
                       "echo": {"provider_transaction_id": g.uuid(), "provider_timestamp": "2026-12-03 09:00:00"},
                       "system_timestamp": "2026-12-03 09:00:01"}, indent=2)


def c_pinblock():
    return f"""PIN translate request (TG): source ZPK={R.choice(['U', 'X'])}{g.s(HEXU, 32)} format 01
encrypted PIN block in: {g.s(HEXU, 16)}  -> out (under BANK ZPK): {g.s(HEXU, 16)}
response code 00"""


def c_pk_browser():
    return f"""<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe('pk_live_{g.s(B62, 99)}');
  const number = stripe.elements().create('issuingCardNumberDisplay', {{ issuingCard: 'ic_{g.s(B62, 24)}', nonce, ephemeralKeySecret }});
</script>"""


def c_openapi():
    return f"""components:
  securitySchemes:
    basicAuth:
      type: http
      scheme: basic
      description: application token as username, admin access token as password
paths:
  /cards/{{token}}/showpan:
    get:
      operationId: showPan{R.randint(1, 99)}"""


def c_prose_fr():
    return R.choice(["Le code PIN n'est jamais transmis en clair : il est chiffré dans un bloc PIN ISO 9564 format 0 sous la ZPK.",
                     "Les clés CVK et PVK ne sortent jamais du HSM ; seuls les cryptogrammes sous LMK sont stockés."]) + \
        f" Voir la procédure PROC-{R.randint(10, 99)}."


def c_velocity_yaml():
    return f"""velocity_controls:
  - name: atm_daily
    amount_limit: {R.randint(200, 1000)}
    usage_limit: {R.randint(2, 6)}
    velocity_window: DAY
    include_withdrawals: true
  - name: ecom_single
    amount_limit: {R.randint(500, 3000)}
    velocity_window: TRANSACTION"""


def c_recon_report():
    return f"""Daily recon {R.randint(1, 28):02d}/11/2026 — TC33 vs ledger
matched: {R.randint(1000, 9999)}  unmatched: {R.randint(0, 20)}  file: TC33_{pin(8)}.dat  sha1 {g.sha1()}
exceptions exported to s3://recon-exceptions/{g.uuid()}.csv"""


CLEAN_T = [c_marqeta_card, c_lithic_txn, c_stripe_auth, c_env_example, c_k8s_ref, c_gha, c_kcv_table, c_tr31,
           c_bin_table, c_iso8583, c_emv, c_webhook_sig, c_stripe_sig, c_jwks, c_pubkey, c_cert, c_lock, c_pip, c_gitlog,
           c_pci_prose, c_chat_rotate, c_tf_var, c_helm, c_spend_controls, c_dispute, c_vts_tokens, c_mdes, c_applepay,
           c_luhn_test, c_masked_log, c_placeholders, c_hsm_conf, c_uuid_list, c_b64_test, c_checksums, c_tracking,
           c_hook_read, c_diff_env, c_notebook_env, c_galileo_resp, c_pinblock, c_pk_browser, c_openapi, c_prose_fr,
           c_velocity_yaml, c_recon_report]


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
