"""Blind redaction source "foodtech": food delivery and restaurant technology.

Delivery-platform partner APIs (marketplace order injection, menu push, store status), kitchen display systems,
menu sync and aggregator middleware, online ordering sites, dark-kitchen operations and POS bridges, as their
configs, commands, logs, tracebacks, tickets, chat and agent hook payloads show them. Written blind by the helper
"corpora6" on 2026-12-03, without reading memtool's rules, tests or results. Every value is random and made up.
Seeded: rerunning writes foodtech_secrets.jsonl and foodtech_clean.jsonl byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, URLSAFE, Gen  # noqa: E402

FAMILY = "foodtech"
OUT = Path(__file__).resolve().parent
g = Gen(34_303)
r = g.r

BRANDS = ["burgerbay", "noodle-lab", "greenbowl", "pizzaforno", "tacotaller", "sushikai", "wingstop-dk"]
SITES = ["kx-berlin-01", "dk-lisbon-02", "store-0417", "cloudkitchen-ams", "site-118", "mitte-hub"]
WORDS = ["basil", "paprika", "umami", "falafel", "brioche", "wasabi", "sumac", "nori", "tamarind", "chorizo",
         "gnocchi", "kimchi", "pesto", "saffron"]


def pw() -> str:
    k = r.randint(0, 8)
    if k == 0:
        return g.pick(WORDS) + str(r.randint(1, 999))
    if k == 1:
        return "-".join(r.sample(WORDS, 3))
    if k == 2:
        return g.s(string.digits, r.choice([4, 6]))  # POS manager PINs
    if k == 3:
        return g.s(B62, r.randint(18, 30))
    if k == 4:
        return g.human_pw()
    if k == 5:
        return g.hexs(32)
    if k == 6:
        return g.pick(BRANDS).split("-")[0].capitalize() + "@" + str(r.randint(2018, 2026))
    if k == 7:
        return g.s(string.ascii_uppercase + string.digits, 12)
    return g.machine_pw()


def hook(cmd: str, out: str) -> str:
    return json.dumps({"session_id": g.uuid(), "tool_name": "Bash", "tool_input": {"command": cmd, "description": "inspect"},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


# ---------------------------------------------------------------- secrets
def t_ubereats_oauth():
    s = g.s(URLSAFE, 40)
    return "name-context", f"UBER_EATS_CLIENT_ID={g.s(URLSAFE, 32)}\nUBER_EATS_CLIENT_SECRET={s}\nUBER_EATS_SCOPES=eats.store eats.order eats.store.status.write\n", [s]


def t_ubereats_bearer():
    t = "IA." + g.s(URLSAFE, 180)
    return "structural", f"POST /v1/eats/orders/{g.uuid()}/accept_pos_order HTTP/1.1\nHost: api.uber.com\nAuthorization: Bearer {t}\nContent-Type: application/json\n\n{{\"reason\": \"accepted by KDS\"}}", [t]


def t_doordash_jwt_keys():
    sec = g.b64url(32)
    return "name-context", f"DOORDASH_DEVELOPER_ID={g.uuid()}\nDOORDASH_KEY_ID={g.uuid()}\nDOORDASH_SIGNING_SECRET={sec}\n", [sec]


def t_doordash_jwt():
    j = g.jwt()
    return "structural", f"$ curl -s https://openapi.doordash.com/drive/v2/deliveries/D-{r.randint(10000, 99999)} -H \"Authorization: Bearer {j}\"\n{{\"external_delivery_id\":\"D-{r.randint(10000, 99999)}\",\"delivery_status\":\"enroute_to_pickup\"}}", [j]


def t_deliveroo_basic():
    cid, sec = g.s(string.ascii_lowercase + string.digits, 26), g.s(B62, 52)
    b = base64.b64encode(f"{cid}:{sec}".encode()).decode()
    return "structural", f"[deliveroo-bridge] 2026-12-02 18:01:44 DEBUG POST https://auth.developers.deliveroo.com/oauth2/token headers={{\"Authorization\": \"Basic {b}\", \"Content-Type\": \"application/x-www-form-urlencoded\"}}", [b]


def t_justeat():
    k = g.s(B62, 32)
    return "name-context", f"justeat:\n  tenant: uk\n  restaurant_id: {r.randint(100000, 999999)}\n  api_key: {k}\n  order_webhook: https://bridge.{g.pick(BRANDS)}.io/je/orders\n", [k]


def t_wolt():
    k = g.s(B62, 48)
    return "structural", f"$ curl -X PATCH 'https://pos-integration-service.wolt.com/venues/{g.hexs(24)}/online' -H 'WOLT-API-KEY: {k}' -d '{{\"status\":\"ONLINE\"}}'", [k]


def t_glovo():
    t = g.uuid()
    return "name-context", f"GLOVO_STORE_ID={g.pick(SITES)}\nGLOVO_SHARED_TOKEN={t}\n", [t]


def t_grubhub_hmac():
    s = g.b64(32)
    return "name-context", f"grubhub:\n  partner_key: {g.s(string.ascii_uppercase + string.digits, 10)}\n  hmac_secret: \"{s}\"   # from the partner portal, per-merchant\n", [s]


def t_toast():
    s = g.s(URLSAFE, 64)
    return "name-context", f"# Toast partner API (standard access)\nTOAST_CLIENT_ID={g.s(B62, 32)}\nTOAST_CLIENT_SECRET={s}\nTOAST_RESTAURANT_GUID={g.uuid()}\n", [s]


def t_square():
    t = "EAAA" + g.s(URLSAFE, 60)
    return "self-identifying", f"SQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN={t}\nSQUARE_LOCATION_ID=L{g.s(string.ascii_uppercase + string.digits, 12)}\n", [t]


def t_square_sandbox_py():
    t = "EAAA" + g.s(URLSAFE, 60)
    return "self-identifying", f"client = Client(access_token=\"{t}\", environment=\"sandbox\")\nresult = client.catalog.list_catalog(types=\"ITEM,MODIFIER_LIST\")", [t]


def t_lightspeed():
    t = g.hexs(40)
    return "structural", f"GET https://api.lightspeedapp.com/API/V3/Account/{r.randint(100000, 999999)}/Item.json?load_relations=all\nAuthorization: Bearer {t}\n-> 200 (412 items)", [t]


def t_clover():
    t = g.uuid()
    return "structural", f"2026-11-30 12:00:03 WARN clover-bridge retrying GET https://api.clover.com/v3/merchants/{g.s(string.ascii_uppercase + string.digits, 13)}/orders?access_token={t}&limit=100 (429)", [t]


def t_oracle_simphony():
    p = pw()
    return "structural", f"<SimphonyPosApi_Config>\n  <Url>https://simphony-{g.pick(SITES)}.hospitality.example/EGateway/SimphonyPosApiWeb.asmx</Url>\n  <EmployeeObjectNum>9001</EmployeeObjectNum>\n  <User>bridge</User>\n  <Password>{p}</Password>\n</SimphonyPosApi_Config>", [p]


def t_pos_pin_ticket():
    pin = g.s(string.digits, 4)
    return "name-context", f"Ticket #{r.randint(20000, 29999)} ({g.pick(SITES)}): KDS stuck on 'bump failed'. Tried rebooting. Manager override PIN is {pin} if you need to void the stuck orders remotely.", [pin]


def t_kds_sqlserver():
    p = pw()
    return "structural", f"<connectionStrings>\n  <add name=\"KdsDb\" connectionString=\"Server=.\\SQLEXPRESS;Database=KDS;User Id=kds_app;Password={p};TrustServerCertificate=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", [p]


def t_kds_mqtt():
    p = pw()
    return "structural", f"kds:\n  screens: [grill, fry, expo]\n  mqtt:\n    url: mqtts://kds-broker.{g.pick(SITES)}.local:8883\n    username: kds-{r.randint(1, 9)}\n    password: \"{p}\"\n", [p]


def t_otter_like():
    k = g.s(B62, 40)
    return "name-context", f"// aggregator middleware (menu fan-out)\nexport const AGGREGATOR_API_SECRET = \"{k}\";\nexport const STORE_MAP = {{ \"{g.pick(SITES)}\": [\"ubereats\", \"deliveroo\", \"wolt\"] }};", [k]


def t_deliverect_webhook():
    s = g.hexs(48)
    return "name-context", f"Channel link settings\n  Order webhook URL: https://pos-bridge.{g.pick(BRANDS)}.com/deliverect/orders\n  Webhook secret (HMAC-SHA256): {s}\n  Menu push: enabled", [s]


def t_menu_sync_traceback():
    p = pw()
    return "structural", f"Traceback (most recent call last):\n  File \"/srv/menusync/push.py\", line 132, in push_menu\n    engine = create_engine(\"postgresql+psycopg2://menusync:{p}@menu-db.{g.pick(BRANDS)}.internal/menus\")\n  File \"/usr/lib/python3.11/site-packages/sqlalchemy/engine/create.py\", line 560, in create_engine\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL:  password authentication failed for user \"menusync\"", [p]


def t_stripe_online_order():
    k = g.stripe()
    return "self-identifying", f"# online ordering (Next.js)\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 24)}\nSTRIPE_SECRET_KEY={k}\n", [k]


def t_adyen():
    k = "AQE" + g.s(URLSAFE, 100) + "=-" + g.s(URLSAFE, 40)
    return "name-context", f"adyen:\n  merchant_account: {g.pick(BRANDS).title()}ECOM\n  api_key: {k}\n  hmac_key: ~\n", [k]


def t_twilio_courier_sms():
    a = g.hexs(32)
    return "name-context", f"TWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN={a}\nTWILIO_FROM=+4930{r.randint(1000000, 9999999)}\n", [a]


def t_google_maps():
    k = g.google_api()
    return "self-identifying", f"const DISTANCE_MATRIX_KEY = \"{k}\"; // server side, delivery radius calc", [k]


def t_firebase_admin():
    blk, line = g.pem("PRIVATE KEY")
    j = {"type": "service_account", "project_id": f"{g.pick(BRANDS)}-app", "private_key_id": g.hexs(40),
         "private_key": blk + "\n", "client_email": f"firebase-adminsdk-{g.s(string.ascii_lowercase, 5)}@{g.pick(BRANDS)}-app.iam.gserviceaccount.com"}
    return "self-identifying", hook("cat functions/service-account.json", json.dumps(j, indent=2)), [line]


def t_hook_env():
    s, p = g.s(URLSAFE, 40), pw()
    out = f"UBER_EATS_CLIENT_SECRET={s}\nPOS_BRIDGE_DB_PASSWORD={p}\nTZ=Europe/Berlin\n"
    return "name-context", hook("cat /etc/pos-bridge/env", out), [s, p]


def t_hook_ps():
    p = pw()
    out = f"root      1187  0.3  1.2 pos-bridge --pos-host 192.168.10.5 --pos-user admin --pos-pass {p} --site {g.pick(SITES)}\n"
    return "structural", hook("ps aux | grep pos-bridge | grep -v grep", out), [p]


def t_printer_cloud():
    k = g.s(string.ascii_uppercase + string.digits, 20)
    return "name-context", f"[printer.kitchen-1]\nmodel = TM-m30III\ncloud_device_id = {g.hexs(16)}\ncloud_password = {k}\n", [k]


def t_wifi_kiosk():
    p = pw()
    return "name-context", f"# kiosk provisioning ({g.pick(SITES)})\nssid: KITCHEN-STAFF\npsk: {p}\nkiosk_mode: true\n", [p]


def t_dark_kitchen_chat():
    p = pw()
    who = g.pick(["Marta", "Ola", "Chen", "Diego"])
    return "name-context", f"{who}: tablet login for the {g.pick(BRANDS)} virtual brand on the {g.pick(SITES)} line is ops@{g.pick(BRANDS)}.com / {p}\n{who}: it keeps logging out after the update", [p]


def t_sftp_inventory():
    p = pw()
    return "structural", f"$ sshpass -p '{p}' sftp -oBatchMode=no supply@edi.foodservice-distributor.example:/outbound/invoices\nConnected to edi.foodservice-distributor.example.", [p]


def t_redis_orders():
    p = pw()
    return "structural", f"ORDER_QUEUE_URL=rediss://default:{p}@orders-queue.{g.pick(BRANDS)}.cache.example:6380/0", [p]


def t_amqp():
    p = pw()
    return "structural", f"spring.rabbitmq.addresses=amqp://kds:{p}@rabbit.{g.pick(SITES)}.local:5672/kitchen", [p]


def t_aws_menu_images():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"menu_images:\n  bucket: {g.pick(BRANDS)}-menu-images\n  aws_access_key_id: {a}\n  aws_secret_access_key: {s}\n", [a, s]


def t_sendgrid_receipts():
    k = g.sendgrid()
    return "self-identifying", f"RECEIPTS_SENDGRID_KEY={k}\nRECEIPTS_FROM=orders@{g.pick(BRANDS)}.com", [k]


def t_slack_ops():
    t = g.slack()
    return "self-identifying", f"# 86'd item alerts\nSLACK_BOT_TOKEN={t}\nALERT_CHANNEL=#kitchen-ops\n", [t]


def t_gh_deploy():
    t = g.gh_classic()
    return "self-identifying", f"$ npm install git+https://{t}:x-oauth-basic@github.com/{g.pick(BRANDS)}/kds-protocol.git#v2.3.0", [t]


def t_node_config():
    k = g.s(B62, 36)
    return "name-context", f"module.exports = {{\n  aggregator: {{\n    baseUrl: 'https://api.aggregator-partner.example/v2',\n    partnerId: '{r.randint(1000, 9999)}',\n    partnerSecret: '{k}',\n  }},\n}};", [k]


def t_query_param_key():
    k = g.hexs(32)
    return "structural", f"GET /api/v1/menus/{g.pick(SITES)}/availability?apikey={k}&channel=glovo HTTP/1.1\" 200 1893 \"-\" \"menusync/4.1\"", [k]


def t_pos_ini_legacy():
    p = g.pick(["aloha", "micros", "posadmin", "manager", "kitchen"]) + g.s(string.digits, r.choice([1, 2, 3]))
    return "structural", f"; Aloha bridge (BOH server)\n[Database]\nServer=BOH-{r.randint(1, 20)}\nUser=sa\nPassword={p}\n", [p]


def t_loyalty_hex():
    k = g.hexs(64)
    return "name-context", f"LOYALTY_WEBHOOK_SIGNING_KEY_HEX={k}\nLOYALTY_POINTS_PER_EUR=10\n", [k]


def t_sentry_token():
    t = g.sentry()
    return "self-identifying", f"- run: npx @sentry/cli sourcemaps upload ./dist --org {g.pick(BRANDS)} --project ordering-web\n  env:\n    SENTRY_AUTH_TOKEN: {t}", [t]


def t_ovh_menu_ftp():
    p = pw()
    return "structural", f"curl -T menu.pdf ftp://menuboard:{p}@ftp.{g.pick(BRANDS)}.com/public_html/menu/", [p]


def t_jira_issue():
    k = g.s(B62, 32)
    return "name-context", f"**Steps to reproduce**\n1. Set `wolt.api_key` to `{k}` (staging venue)\n2. Toggle the venue offline from the KDS\n3. Observe 403 from `/venues/{{id}}/online`\n\n**Expected**: venue goes offline", [k]


def t_kitchen_pem():
    blk, line = g.pem("EC PRIVATE KEY")
    return "self-identifying", f"# mTLS client key for the aggregator tunnel ({g.pick(SITES)})\n{blk}\n", [line]


def t_openai_menu():
    k = g.openai()
    return "self-identifying", f"menu_translator:\n  model: gpt-4o\n  openai_api_key: {k}\n  languages: [de, en, tr, pl]\n", [k]


def t_pin_json():
    pin = g.s(string.digits, 6)
    return "name-context", json.dumps({"device": "kds-expo-2", "site": g.pick(SITES), "admin_pin": pin, "layout": "4x2", "bump_bar": True}), [pin]


SECRET_T = [t_ubereats_oauth, t_ubereats_bearer, t_doordash_jwt_keys, t_doordash_jwt, t_deliveroo_basic, t_justeat,
            t_wolt, t_glovo, t_grubhub_hmac, t_toast, t_square, t_square_sandbox_py, t_lightspeed, t_clover,
            t_oracle_simphony, t_pos_pin_ticket, t_kds_sqlserver, t_kds_mqtt, t_otter_like, t_deliverect_webhook,
            t_menu_sync_traceback, t_stripe_online_order, t_adyen, t_twilio_courier_sms, t_google_maps,
            t_firebase_admin, t_hook_env, t_hook_ps, t_printer_cloud, t_wifi_kiosk, t_dark_kitchen_chat,
            t_sftp_inventory, t_redis_orders, t_amqp, t_aws_menu_images, t_sendgrid_receipts, t_slack_ops,
            t_gh_deploy, t_node_config, t_query_param_key, t_pos_ini_legacy, t_loyalty_hex, t_sentry_token,
            t_ovh_menu_ftp, t_jira_issue, t_kitchen_pem, t_openai_menu, t_pin_json]


# ---------------------------------------------------------------- clean
def c_order_payload():
    return json.dumps({"id": g.uuid(), "display_id": g.s(string.ascii_uppercase + string.digits, 5), "store": {"id": g.uuid()},
                       "current_state": "CREATED", "cart": {"items": [{"title": "Falafel Wrap", "quantity": 2, "external_data": "SKU-" + str(r.randint(100, 999))}]},
                       "payment": {"charges": {"total": {"amount": 1890, "currency_code": "EUR"}}}}, indent=2)


def c_env_example():
    return "UBER_EATS_CLIENT_ID=\nUBER_EATS_CLIENT_SECRET=<from developer dashboard>\nSQUARE_ACCESS_TOKEN=${SQUARE_ACCESS_TOKEN}\nPOS_BRIDGE_DB_PASSWORD=changeme   # local docker only\n"


def c_kds_log():
    return f"2026-12-02 19:{r.randint(10, 59)}:0{r.randint(0, 9)} INFO kds screen=grill bumped order={g.s(string.ascii_uppercase + string.digits, 6)} ticket_id={g.uuid()} prep_s={r.randint(120, 900)}"


def c_menu_json():
    return json.dumps({"menus": [{"id": "all-day", "title": {"translations": {"en": "All day"}}, "category_ids": ["burgers", "sides"]}],
                       "items": [{"id": "cheeseburger", "price_info": {"price": 1150}, "image_url": f"https://cdn.example.com/menu/{g.sha1()}.jpg"}]}, indent=1)


def c_webhook_doc():
    return (f"Every webhook carries `X-Uber-Signature`: the HMAC-SHA256 of the body keyed with your client secret, hex-encoded.\n"
            f"Example: X-Uber-Signature: {g.sha256()}\nReject requests whose signature does not match.")


def c_git():
    return "$ git log --oneline -3\n" + "\n".join(f"{g.hexs(7)} {m}" for m in r.sample(
        ["kds: bump bar support for expo", "menusync: handle 86'd modifiers", "bridge: retry deliveroo 429",
         "ordering: stripe payment element", "wolt: venue online toggle"], 3))


def c_k8s_ref():
    return "envFrom:\n  - secretRef:\n      name: pos-bridge-secrets\nenv:\n  - name: SITE_ID\n    value: " + g.pick(SITES) + "\n"


def c_receipt():
    return f"RECEIPT {g.pick(SITES).upper()}\nOrder #{r.randint(1000, 9999)}  2026-12-02 13:05\n2 x Falafel Wrap      18.90\nCard  **** **** **** {r.randint(1000, 9999)}\nAuth code: {g.s(string.digits, 6)}\nTxn: {g.hexs(20)}"


def c_pubkey():
    return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(43)}\n-----END PUBLIC KEY-----"


def c_hook_status():
    return hook("curl -s localhost:8080/health", json.dumps({"status": "ok", "pos": "connected", "channels": {"ubereats": "online", "wolt": "paused"}, "build": g.hexs(40)}))


def c_stripe_pk():
    return f"<script>const stripe = Stripe('pk_live_{g.s(B62, 99)}');</script>"


def c_readme():
    return "## Running the bridge locally\n\n```\ncp .env.example .env   # then fill in the partner secrets\ndocker compose up -d db\nnpm run dev\n```\nThe POS simulator accepts any PIN (`0000` by default)."


def c_sql():
    return f"SELECT store_id, count(*) AS orders, avg(prep_seconds) FROM kds_tickets WHERE bumped_at >= date_trunc('day', now()) GROUP BY 1;\n-- store_id {g.uuid()}"


def c_logo():
    return f"<img src=\"data:image/png;base64,{g.b64(120)}\" alt=\"{g.pick(BRANDS)}\">"


def c_checksum():
    return f"kds-firmware-4.2.1.bin  sha256 {g.sha256()}\nkds-firmware-4.2.1.bin  md5 {g.hexs(32)}"


def c_chat():
    return f"{g.pick(['Marta', 'Chen', 'Diego'])}: new deliveroo credentials are in the vault (kv/partners/deliveroo/prod) — bridge picks them up on restart"


def c_delivery_status():
    return json.dumps({"external_delivery_id": f"D-{r.randint(10000, 99999)}", "tracking_url": f"https://track.example.com/{g.b64url(16)}",
                       "dasher_id": r.randint(10**6, 10**7), "support_reference": g.hexs(12), "fee": 575})


def c_compose():
    return "services:\n  pos-bridge:\n    image: registry.example.com/pos-bridge:3.8\n    environment:\n      DB_URL: postgres://bridge:${BRIDGE_DB_PASSWORD}@db/bridge\n      DELIVEROO_CLIENT_SECRET: ${DELIVEROO_CLIENT_SECRET}\n"


CLEAN_T = [c_order_payload, c_env_example, c_kds_log, c_menu_json, c_webhook_doc, c_git, c_k8s_ref, c_receipt, c_pubkey,
           c_hook_status, c_stripe_pk, c_readme, c_sql, c_logo, c_checksum, c_chat, c_delivery_status, c_compose]


def main() -> None:
    secrets = []
    for i in range(250):
        fn = SECRET_T[i] if i < len(SECRET_T) else g.pick(SECRET_T)
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean = []
    for i in range(100):
        fn = CLEAN_T[i] if i < len(CLEAN_T) else g.pick(CLEAN_T)
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": fn()})
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
