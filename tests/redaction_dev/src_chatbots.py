"""Blind redaction source "chatbots": conversational platforms (Dialogflow, Rasa, Botpress, WhatsApp Business Cloud
API, Messenger, Instagram, LINE, Viber, Intercom Fin, Voiceflow, Azure Bot Service, Lex/Connect, Twilio and Vonage IVR).
Written by the helper corpora18, round 46. Every value is random and made up. Run: python3 src_chatbots.py"""
import base64, json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAMILY = "chatbots"
g = Gen(46003)
r = g.r
LOW = string.ascii_lowercase
WORDS = ["hello", "intent", "fallback", "slot", "utterance", "greet", "parrot", "echo", "banana", "comet",
         "orbit", "pixel", "tundra", "meadow", "quartz", "sparrow"]

def passphrase(): return " ".join(r.sample(WORDS, 3)) if r.random() < .3 else "_".join(r.sample(WORDS, 3)) + str(r.randint(1, 99))
def wordpw(): return g.pick(["Rasa", "Bot", "Chat", "Agent", "Helpdesk", "Voice"]) + g.pick(["2024", "2025", "123", "!"]) + g.pick(["", "!", "#", "x"]) + str(r.randint(0, 99))
def short(): return g.s(LOW + string.digits, r.randint(5, 8))
def pin(): return str(r.randint(1000, 999999))
def anypw(): return g.pick([g.pw, wordpw, short, g.machine_pw, lambda: passphrase().replace(" ", "-")])()
def basic(u, p): return base64.b64encode(f"{u}:{p}".encode()).decode()
def meta_tok(): return "EAA" + g.pick(["G", "J", "B", "I", "N"]) + g.s(B62, r.randint(170, 220))
def app_secret(): return g.hexs(32)
def intercom_tok(): return base64.b64encode(f"tok:{g.uuid()}:1:0".encode()).decode()
def vf_key(): return f"VF.DM.{g.hexs(24)}.{g.s(B62, 16)}"
def bp_pat(): return "bp_pat_" + g.s(B62, 40)
def line_tok(): return g.s(B62 + "+/", 171) + "="
def viber(): return f"{g.hexs(16)}-{g.hexs(16)}-{g.hexs(16)}"
def directline(): return g.s(URLSAFE, 11) + "." + g.s(URLSAFE, 43)
def twilio_auth(): return g.hexs(32)
def ac_sid(): return "AC" + g.hexs(32)

S = []
def t(f): S.append(f); return f

# ---- WhatsApp Cloud API / Messenger / Instagram
@t
def _():
    tok = meta_tok()
    return ("self-identifying", f"$ curl -X POST 'https://graph.facebook.com/v21.0/{r.randint(10**14, 10**15)}/messages' \\\n  -H 'Authorization: Bearer {tok}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{{\"messaging_product\":\"whatsapp\",\"to\":\"4915{r.randint(10**8,10**9)}\",\"type\":\"template\",\"template\":{{\"name\":\"order_update\",\"language\":{{\"code\":\"de\"}}}}}}'", [tok])
@t
def _():
    tok, sec = meta_tok(), app_secret()
    return ("self-identifying", f"WHATSAPP_TOKEN={tok}\nWHATSAPP_PHONE_NUMBER_ID={r.randint(10**14, 10**15)}\nWABA_ID={r.randint(10**14, 10**15)}\nMETA_APP_SECRET={sec}\nVERIFY_TOKEN=${{VERIFY_TOKEN}}\n", [tok, sec])
@t
def _():
    sec = app_secret()
    return ("name-context", f"# Messenger webhook (Express)\nconst APP_SECRET = '{sec}';\nfunction verifySignature(req, res, buf) {{\n  const expected = 'sha256=' + crypto.createHmac('sha256', APP_SECRET).update(buf).digest('hex');\n  if (req.get('x-hub-signature-256') !== expected) throw new Error('bad signature');\n}}", [sec])
@t
def _():
    tok = meta_tok()
    return ("self-identifying", f"page_access_token: {tok}\npage_id: {r.randint(10**14, 10**15)}\ngreeting: \"Hi! How can we help?\"", [tok])
@t
def _():
    tok = meta_tok()
    return ("self-identifying", f"[2026-11-30 14:02:11] ERROR whatsapp.send: (#131005) Access denied\n  url=https://graph.facebook.com/v20.0/{r.randint(10**14, 10**15)}/messages?access_token={tok}\n  status=403", [tok])
@t
def _():
    tok = meta_tok()
    return ("self-identifying", f"{{\"session_id\":\"{g.uuid()}\",\"hook_event_name\":\"PostToolUse\",\"tool_name\":\"Bash\",\"tool_input\":{{\"command\":\"grep -r access_token bots/ig-dm/\"}},\"tool_response\":{{\"stdout\":\"bots/ig-dm/settings.py:IG_ACCESS_TOKEN = \\\"{tok}\\\"\\n\",\"exit_code\":0}}}}", [tok])
@t
def _():
    tok = meta_tok(); sec = g.hexs(32)
    return ("self-identifying", f"credentials.yml\nfacebook:\n  verify: \"rasa-bot\"\n  secret: \"{sec}\"\n  page-access-token: \"{tok}\"\n", [tok, sec])
# ---- Rasa
@t
def _():
    sec, tok = app_secret(), meta_tok()
    return ("name-context", f"# credentials.yml (Rasa 3.x)\nrest:\n\nfacebook:\n  verify: \"my-verify-phrase\"\n  secret: \"{sec}\"\n  page-access-token: \"{tok}\"\n", [sec, tok])
@t
def _():
    name, tok, mark = g.self_identifying()
    return ("self-identifying", f"# credentials.yml\nslack:\n  slack_channel: \"#support-bot\"\n  slack_token: \"{tok}\"\n  slack_signing_secret: \"${{SLACK_SIGNING_SECRET}}\"\n", [mark])
@t
def _():
    tok = g.telegram()
    return ("self-identifying", f"telegram:\n  access_token: \"{tok}\"\n  verify: \"acme_support_bot\"\n  webhook_url: \"https://bot.acme-support.io/webhooks/telegram/webhook\"\n", [tok])
@t
def _():
    p = anypw()
    return ("name-context", f"# endpoints.yml\ntracker_store:\n  type: SQL\n  dialect: \"postgresql\"\n  url: {g.pick(['db', 'pg-rasa', 'rasa-db.internal'])}\n  db: \"rasa\"\n  username: \"rasa\"\n  password: \"{p}\"\n", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"lock_store:\n  type: \"redis\"\n  url: redis-rasa.internal\n  port: 6379\n  password: \"{p}\"\n  db: 1\n", [p])
@t
def _():
    p = anypw()
    return ("structural", f"event_broker:\n  type: kafka\n  url: kafka-0.internal:9092\n  topic: rasa_events\n  security_protocol: SASL_SSL\n  sasl_mechanism: PLAIN\n  sasl_username: rasa-producer\n  sasl_password: {p}\n", [p])
@t
def _():
    lic = g.jwt("rasa-pro-license")
    return ("name-context", f"export RASA_PRO_LICENSE={lic}\n$ rasa train --domain domain.yml\n2026-12-01 09:12:03 INFO rasa.model_training - Training finished.", [lic])
@t
def _():
    tok = g.s(B62, 24)
    return ("structural", f"$ rasa run --enable-api --auth-token {tok} --cors \"*\" --port 5005\n2026-12-01 09:15:00 INFO root - Starting Rasa server on http://0.0.0.0:5005", [tok])
@t
def _():
    tok = g.s(B62, 24)
    return ("structural", f"$ curl -XPOST 'http://localhost:5005/conversations/{g.uuid()}/trigger_intent?token={tok}' -d '{{\"name\":\"greet\"}}'", [tok])
@t
def _():
    sec = g.s(B62 + "!#%", 32)
    return ("name-context", f"# rasa jwt auth\n$ rasa run --enable-api --jwt-secret {sec} --jwt-method HS256\n", [sec])
@t
def _():
    p = anypw()
    return ("structural", f"postgresql://rasa:{p}@rasa-db.internal:5432/tracker", [p])
# ---- Dialogflow
@t
def _():
    pem, line = g.pem("PRIVATE KEY")
    sa = json.dumps({"type": "service_account", "project_id": f"support-agent-{g.s(LOW + string.digits, 5)}", "private_key_id": g.hexs(40), "private_key": pem + "\n", "client_email": "dialogflow-client@support-agent.iam.gserviceaccount.com", "client_id": str(r.randint(10**20, 10**21))}, indent=2)
    return ("self-identifying", f"$ cat dialogflow-key.json\n{sa}", [line])
@t
def _():
    tok = g.google_oauth()
    return ("self-identifying", f"$ curl -X POST -H \"Authorization: Bearer {tok}\" -H 'x-goog-user-project: support-agent' 'https://dialogflow.googleapis.com/v2/projects/support-agent/agent/sessions/{g.uuid()}:detectIntent' -d @request.json", [tok])
@t
def _():
    k = g.google_api()
    return ("self-identifying", f"<!-- legacy Dialogflow Messenger embed on the internal admin page -->\n<script>const TTS_KEY = \"{k}\"; fetch('https://texttospeech.googleapis.com/v1/text:synthesize?key=' + TTS_KEY, ...)</script>", [k])
@t
def _():
    u, p = "df-fulfillment", anypw(); b = basic(u, p)
    return ("structural", f"POST /dialogflow/fulfillment HTTP/1.1\nHost: fulfillment.acme-support.io\nAuthorization: Basic {b}\nContent-Type: application/json\n\n{{\"responseId\":\"{g.uuid()}\",\"queryResult\":{{\"intent\":{{\"displayName\":\"order.status\"}}}}}}", [b])
@t
def _():
    p = anypw()
    return ("structural", f"# Dialogflow ES console > Fulfillment > Webhook\nURL: https://fulfillment.acme-support.io/webhook\nBASIC AUTH  username: dfbot  password: {p}\nHEADERS  X-Webhook-Key: see below", [p])
# ---- Botpress / Voiceflow / Intercom
@t
def _():
    tok = bp_pat()
    return ("self-identifying", f"$ bp login --token {tok} --workspace-id wkspace_{g.s(B62 + '_', 26)}\nLogged in as support@acme.io", [tok])
@t
def _():
    tok = bp_pat()
    return ("self-identifying", f"BOTPRESS_TOKEN={tok}\nBOTPRESS_BOT_ID={g.uuid()}\nBOTPRESS_WORKSPACE_ID=wkspace_{g.s(B62, 26)}\n", [tok])
@t
def _():
    j = g.s(B62, 40)
    return ("name-context", f"# Botpress v12 (self-hosted) .env\nEXTERNAL_URL=https://bp.acme-support.io\nDATABASE_URL=postgres://bp:${{BP_DB_PASSWORD}}@db:5432/botpress\nJWT_SECRET={j}\nBP_PRODUCTION=true\n", [j])
@t
def _():
    k = vf_key()
    return ("self-identifying", f"$ curl -X POST 'https://general-runtime.voiceflow.com/state/user/{g.uuid()}/interact' -H 'Authorization: {k}' -H 'versionID: production' -d '{{\"action\":{{\"type\":\"text\",\"payload\":\"where is my order\"}}}}'", [k])
@t
def _():
    k = vf_key()
    return ("self-identifying", f"// voiceflow-bridge/src/config.ts\nexport const VOICEFLOW_API_KEY = '{k}';\nexport const VOICEFLOW_PROJECT_ID = '{g.hexs(24)}';", [k])
@t
def _():
    tok = intercom_tok()
    return ("structural", f"GET https://api.intercom.io/conversations?per_page=20 HTTP/1.1\nAuthorization: Bearer {tok}\nIntercom-Version: 2.11\nAccept: application/json", [tok])
@t
def _():
    tok = intercom_tok()
    return ("name-context", f"INTERCOM_ACCESS_TOKEN={tok}\nINTERCOM_APP_ID={g.s(LOW + string.digits, 8)}\nFIN_WORKFLOW=refunds-v2\n", [tok])
@t
def _():
    sec = g.s(URLSAFE, 40)
    return ("name-context", f"# Intercom identity verification (Messenger security)\nINTERCOM_IDENTITY_VERIFICATION_SECRET={sec}\n# user_hash = HMAC-SHA256(secret, user_id)\n", [sec])
@t
def _():
    sec = g.s(URLSAFE, 40)
    return ("name-context", f"def intercom_user_hash(user_id: str) -> str:\n    secret = b\"{sec}\"  # TODO move to env\n    return hmac.new(secret, user_id.encode(), hashlib.sha256).hexdigest()", [sec])
# ---- Azure Bot / Teams / Direct Line
@t
def _():
    s = g.azure_client_secret()
    return ("self-identifying", f"{{\n  \"MicrosoftAppType\": \"MultiTenant\",\n  \"MicrosoftAppId\": \"{g.uuid()}\",\n  \"MicrosoftAppPassword\": \"{s}\",\n  \"MicrosoftAppTenantId\": \"\"\n}}", [s])
@t
def _():
    dl = directline()
    return ("structural", f"POST https://directline.botframework.com/v3/directline/tokens/generate HTTP/1.1\nAuthorization: Bearer {dl}\nContent-Type: application/json\n\n{{\"user\":{{\"id\":\"dl_{g.hexs(8)}\"}}}}", [dl])
@t
def _():
    dl = directline()
    return ("name-context", f"<!-- webchat.html: do not ship this, generate a token server-side -->\n<script>\n  window.WebChat.renderWebChat({{\n    directLine: window.WebChat.createDirectLine({{ secret: '{dl}' }}),\n    userID: 'guest'\n  }}, document.getElementById('webchat'));\n</script>", [dl])
@t
def _():
    url = f"https://acme.webhook.office.com/webhookb2/{g.uuid()}@{g.uuid()}/IncomingWebhook/{g.hexs(32)}/{g.uuid()}/V2{g.s(B62, 40)}"
    return ("self-identifying", f"TEAMS_ESCALATION_WEBHOOK={url}\n# bot posts a card here when Fin hands over to a human", [url])
@t
def _():
    k, tk = g.google_api(), g.s(URLSAFE, 43)
    return ("structural", f"GCHAT_WEBHOOK=https://chat.googleapis.com/v1/spaces/AAAA{g.s(B62, 7)}/messages?key={k}&token={tk}", [k, tk])
# ---- LINE / Viber / Telegram / others
@t
def _():
    tok, sec = line_tok(), g.hexs(32)
    return ("name-context", f"LINE_CHANNEL_ACCESS_TOKEN={tok}\nLINE_CHANNEL_SECRET={sec}\nLINE_CHANNEL_ID={r.randint(10**9, 2*10**9)}\n", [tok, sec])
@t
def _():
    tok = line_tok()
    return ("structural", f"$ curl -v -X POST https://api.line.me/v2/bot/message/push -H 'Content-Type: application/json' -H 'Authorization: Bearer {tok}' -d '{{\"to\":\"U{g.hexs(32)}\",\"messages\":[{{\"type\":\"text\",\"text\":\"ご注文が発送されました\"}}]}}'", [tok])
@t
def _():
    v = viber()
    return ("structural", f"POST https://chatapi.viber.com/pa/send_message\nX-Viber-Auth-Token: {v}\nContent-Type: application/json\n\n{{\"receiver\":\"{g.b64(16)}\",\"type\":\"text\",\"text\":\"Ваш заказ готов\"}}", [v])
@t
def _():
    tok = g.telegram(); st = g.s(B62, 32)
    return ("self-identifying", f"$ curl 'https://api.telegram.org/bot{tok}/setWebhook?url=https://bot.acme-support.io/tg&secret_token={st}'\n{{\"ok\":true,\"result\":true,\"description\":\"Webhook was set\"}}", [tok, st])
@t
def _():
    k = f"{r.randint(10**6, 10**7)}:{g.hexs(32)}"
    return ("name-context", f"MANYCHAT_API_KEY={k}\nMANYCHAT_PAGE=acme-store\n", [k])
@t
def _():
    tok = g.s(B62, 24)
    return ("structural", f"$ curl -H 'api_access_token: {tok}' https://chatwoot.acme-support.io/api/v1/accounts/1/conversations?status=open", [tok])
@t
def _():
    k, s = "app_" + g.hexs(24), g.s(URLSAFE, 64)
    b = basic(k, s)
    return ("structural", f"# Sunshine Conversations (Zendesk) API call from the handover service\nAuthorization: Basic {b}\nPOST https://api.smooch.io/v2/apps/{g.hexs(24)}/conversations/{g.hexs(24)}/messages", [b])
@t
def _():
    sec = g.s(B62, 43)
    return ("name-context", f"genesys:\n  region: mypurecloud.de\n  client_id: {g.uuid()}\n  client_secret: {sec}\n  bot_flow: \"Returns IVR\"\n", [sec])
# ---- IVR: Twilio, Vonage, Lex/Connect, Asterisk
@t
def _():
    tok = twilio_auth()
    return ("name-context", f"# ivr/.env\nTWILIO_ACCOUNT_SID={ac_sid()}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_NUMBER=+4420{r.randint(10**7, 10**8)}\n", [tok])
@t
def _():
    sk, sec = g.twilio(), g.s(B62, 32)
    return ("self-identifying", f"client = Client('{sk}', '{sec}', account_sid='{ac_sid()}')\ncall = client.calls.create(url='https://ivr.acme-support.io/voice/menu', to=to, from_=IVR_NUMBER)", [sk, sec])
@t
def _():
    tok = twilio_auth(); sid = ac_sid(); b = basic(sid, tok)
    return ("structural", f"POST /2010-04-01/Accounts/{sid}/Calls.json HTTP/1.1\nHost: api.twilio.com\nAuthorization: Basic {b}\nContent-Type: application/x-www-form-urlencoded\n\nTo=%2B4915{r.randint(10**8,10**9)}&From=%2B4930{r.randint(10**7,10**8)}&Url=https%3A%2F%2Fivr.acme-support.io%2Fvoice", [b])
@t
def _():
    sec = g.s(B62, 16)
    return ("name-context", f"VONAGE_API_KEY={g.hexs(8)}\nVONAGE_API_SECRET={sec}\nVONAGE_APPLICATION_ID={g.uuid()}\nVONAGE_PRIVATE_KEY_PATH=./private.key\n", [sec])
@t
def _():
    pem, line = g.pem("PRIVATE KEY")
    return ("self-identifying", f"Read(ivr-vonage/private.key)\n{pem}", [line])
@t
def _():
    a, k = g.aws_akid(), g.aws_secret()
    return ("self-identifying", f"# Lex V2 bot used from Amazon Connect contact flow; local test creds\n$ export AWS_ACCESS_KEY_ID={a}\n$ export AWS_SECRET_ACCESS_KEY={k}\n$ aws lexv2-runtime recognize-text --bot-id {g.s(UPPER + string.digits, 10)} --bot-alias-id TSTALIASID --locale-id en_US --session-id test1 --text 'reset my password'", [a, k])
@t
def _():
    p = anypw()
    return ("structural", f"; /etc/asterisk/manager.conf (IVR bot bridge via AMI)\n[general]\nenabled = yes\nport = 5038\n\n[ivrbot]\nsecret = {p}\nread = call,agent\nwrite = call,originate", [p])
@t
def _():
    p = anypw()
    return ("structural", f"; pjsip.conf - SIP trunk for the voice bot\n[trunk-auth]\ntype=auth\nauth_type=userpass\nusername={r.randint(10**6, 10**7)}\npassword={p}", [p])
@t
def _():
    p = pin()
    return ("name-context", f"IVR admin menu (press *9 on the main line): supervisor PIN {p}. Used to switch the bot to the holiday greeting.", [p])
@t
def _():
    p = pin()
    return ("name-context", f"[FR] Pour écouter les messages vocaux laissés au robot vocal, code PIN de la boîte : {p}. Merci de ne pas le partager hors de l'équipe support.", [p])
@t
def _():
    k = g.openai()
    return ("self-identifying", f"# fin-alternative/llm_router.py\nLLM_KEY = \"{k}\"  # fallback when Fin is down\nclient = OpenAI(api_key=LLM_KEY)", [k])
@t
def _():
    k = g.anthropic()
    return ("self-identifying", f"diff --git a/bot/.env b/bot/.env\n+ANTHROPIC_API_KEY={k}\n+BOT_PERSONA=helpdesk", [k])
@t
def _():
    sec = g.s(B62, 32)
    return ("name-context", f"[ES] Equipo: el webhook secret del bot de WhatsApp (el que firma las peticiones hacia nuestro backend) es {sec}. Lo rotamos el lunes.", [sec])
@t
def _():
    sec = app_secret()
    return ("name-context", f"[DE] Kurze Frage im Ticket BOT-{r.randint(100,999)}: Die Signaturprüfung schlägt fehl. App-Geheimnis laut Meta-Dashboard: {sec} — oder ist das das alte?", [sec])
@t
def _():
    p = anypw()
    return ("structural", f"Traceback (most recent call last):\n  File \"actions/actions.py\", line 42, in run\n    conn = psycopg2.connect(\"host=orders-db.internal dbname=orders user=rasa_actions password={p}\")\npsycopg2.OperationalError: FATAL:  password authentication failed for user \"rasa_actions\"", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"{{\"cells\":[{{\"cell_type\":\"code\",\"source\":[\"BOT_ADMIN_USER = 'admin'\\n\",\"BOT_ADMIN_PASSWORD = '{p}'\\n\",\"s.post(BASE + '/api/auth/login', json={{'email': BOT_ADMIN_USER, 'password': BOT_ADMIN_PASSWORD}})\"]}}]}}", [p])
@t
def _():
    k = g.s(B62, 40)
    return ("structural", f"POST https://api.tidio.co/tickets HTTP/1.1\nX-Tidio-Openapi-Client-Id: ci_{g.hexs(32)}\nX-Tidio-Openapi-Client-Secret: cs_{k}\n", ["cs_" + k])

SECRETS = []
i = 0
while len(SECRETS) < 250:
    cls, text, vals = S[i % len(S)]()
    SECRETS.append((cls, text, vals)); i += 1

C = []
def c(f): C.append(f); return f
@c
def _(): return json.dumps({"object": "whatsapp_business_account", "entry": [{"id": str(r.randint(10**14, 10**15)), "changes": [{"value": {"messaging_product": "whatsapp", "metadata": {"display_phone_number": "4930" + str(r.randint(10**7, 10**8)), "phone_number_id": str(r.randint(10**14, 10**15))}, "messages": [{"from": "4915" + str(r.randint(10**8, 10**9)), "id": "wamid.HBgN" + g.b64(30).rstrip("="), "type": "text", "text": {"body": "Hallo, wo ist meine Bestellung?"}}]}, "field": "messages"}]}]})
@c
def _(): return f"X-Hub-Signature-256: sha256={g.sha256()}\n(verify with HMAC over the raw body; the app secret comes from ${{META_APP_SECRET}})"
@c
def _(): return f"WHATSAPP_TOKEN=${{WHATSAPP_TOKEN}}\nWHATSAPP_PHONE_NUMBER_ID={r.randint(10**14, 10**15)}\nMETA_APP_SECRET=${{META_APP_SECRET}}"
@c
def _(): return "# .env.example\nWHATSAPP_TOKEN=EAA...your-system-user-token\nMETA_APP_SECRET=<app secret from the Meta dashboard>\nVERIFY_TOKEN=choose-any-string\nINTERCOM_ACCESS_TOKEN=changeme\n# v" + str(r.randint(1, 99))
@c
def _(): return f"{{\"messaging_product\":\"whatsapp\",\"contacts\":[{{\"input\":\"4915{r.randint(10**8,10**9)}\",\"wa_id\":\"4915{r.randint(10**8,10**9)}\"}}],\"messages\":[{{\"id\":\"wamid.HBgM{g.b64(27).rstrip('=')}\"}}]}}"
@c
def _(): return f"# config.yml (Rasa)\nrecipe: default.v1\nlanguage: en\nassistant_id: {g.pick(['placid', 'brisk', 'mellow'])}-{g.pick(['chip', 'fern', 'otter'])}\npipeline:\n- name: WhitespaceTokenizer\n- name: DIETClassifier\n  epochs: {r.randint(50,300)}\npolicies:\n- name: TEDPolicy"
@c
def _(): return f"# credentials.yml\nslack:\n  slack_token: \"${{SLACK_BOT_TOKEN}}\"\n  slack_signing_secret: \"${{SLACK_SIGNING_SECRET}}\"\ntelegram:\n  access_token: \"${{TELEGRAM_TOKEN}}\"\n  verify: \"acme_bot_{r.randint(1,99)}\""
@c
def _(): return f"$ rasa train\n...\nYour Rasa model is trained and saved at 'models/{r.randint(2025,2026)}1201-{r.randint(100000,235959)}-{g.pick(['brisk','warm','pale'])}-{g.pick(['index','cable','field'])}.tar.gz'."
@c
def _(): return f"version: \"3.1\"\nintents:\n  - greet\n  - reset_password\n  - ask_order_status\nresponses:\n  utter_reset_password:\n  - text: \"I can't see or change your password. Use the 'Forgot password' link and you'll get an e-mail.\"\nslots:\n  order_id: {{type: text}}  # {r.randint(1,999)}"
@c
def _(): return f"{{\"responseId\":\"{g.uuid()}-{g.hexs(8)}\",\"queryResult\":{{\"queryText\":\"track my parcel\",\"intent\":{{\"name\":\"projects/support-agent/agent/intents/{g.uuid()}\",\"displayName\":\"order.track\"}},\"intentDetectionConfidence\":0.{r.randint(50,99)}}},\"session\":\"projects/support-agent/agent/sessions/{g.uuid()}\"}}"
@c
def _(): return f"{{\"type\":\"service_account\",\"project_id\":\"support-agent\",\"client_email\":\"dialogflow-client@support-agent.iam.gserviceaccount.com\",\"client_id\":\"{r.randint(10**20,10**21)}\",\"private_key\":\"${{DF_PRIVATE_KEY}}\"}}"
@c
def _(): return f"-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(5)) + "\n-----END CERTIFICATE-----\n# x509 cert published at https://www.googleapis.com/robot/v1/metadata/x509/dialogflow-client%40support-agent.iam.gserviceaccount.com"
@c
def _(): return f"<script>\n  window.intercomSettings = {{ api_base: \"https://api-iam.intercom.io\", app_id: \"{g.s(LOW + string.digits, 8)}\", user_id: \"{r.randint(10**5,10**6)}\", user_hash: \"{g.sha256()}\" }};\n</script>"
@c
def _(): return f"Intercom conversation {r.randint(10**11,10**12)}  Fin resolution: resolved  CSAT {r.randint(1,5)}/5  handed over: {g.pick(['no','yes'])}"
@c
def _(): return f"<script type=\"text/javascript\">\n  (function(d, t) {{ var v = d.createElement(t); v.onload = function() {{ window.voiceflow.chat.load({{ verify: {{ projectID: '{g.hexs(24)}' }}, url: 'https://general-runtime.voiceflow.com', versionID: 'production' }}); }}; v.src = 'https://cdn.voiceflow.com/widget-next/bundle.mjs'; }})(document, 'script');\n</script>"
@c
def _(): return f"Botpress bot id: {g.uuid()}\nworkspace: wkspace_{g.s(B62, 26)}\nintegration: whatsapp@{r.randint(1,4)}.{r.randint(0,9)}.{r.randint(0,9)}\nBOTPRESS_TOKEN=${{BOTPRESS_TOKEN}}"
@c
def _(): return f"{{\"conversationId\":\"{g.s(B62, 22)}-{g.pick(['eu', 'us', 'in'])}\",\"token\":\"<short-lived token returned by your server>\",\"expires_in\":3600,\"streamUrl\":\"wss://directline.botframework.com/v3/directline/conversations/...\"}}"
@c
def _(): return f"\"MicrosoftAppId\": \"{g.uuid()}\",\n\"MicrosoftAppPassword\": \"@Microsoft.KeyVault(SecretUri=https://acme-bot-kv.vault.azure.net/secrets/bot-app-password/)\""
@c
def _(): return f"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Response>\n  <Gather input=\"speech dtmf\" timeout=\"{r.randint(3,8)}\" numDigits=\"1\" action=\"/voice/menu\">\n    <Say language=\"en-GB\">Press 1 for orders, 2 for returns. Please enter your order number.</Say>\n  </Gather>\n</Response>"
@c
def _(): return f"CallSid=CA{g.hexs(32)}&AccountSid=AC{g.hexs(32)}&From=%2B4420{r.randint(10**7,10**8)}&CallStatus=in-progress&Digits={r.randint(1,9)}\nX-Twilio-Signature: {g.b64(20)}"
@c
def _(): return f"TWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN=${{TWILIO_AUTH_TOKEN}}\nIVR_LANG=en-GB"
@c
def _(): return f"Amazon Connect contact {g.uuid()}  flow 'Returns IVR'  queue arn:aws:connect:eu-central-1:{r.randint(10**11,10**12-1)}:instance/{g.uuid()}/queue/{g.uuid()}"
@c
def _(): return f"LINE webhook:\n{{\"destination\":\"U{g.hexs(32)}\",\"events\":[{{\"type\":\"message\",\"replyToken\":\"{g.hexs(32)}\",\"message\":{{\"type\":\"text\",\"text\":\"こんにちは\"}}}}]}}\nx-line-signature: {g.b64(32)}"
@c
def _(): return f"Telegram update: {{\"update_id\":{r.randint(10**8,10**9)},\"message\":{{\"message_id\":{r.randint(1,9999)},\"chat\":{{\"id\":{r.randint(10**8,10**10)},\"type\":\"private\"}},\"text\":\"/start\"}}}}"
@c
def _(): return f"commit {g.sha1()}\n    whatsapp bot: verify X-Hub-Signature-256 with the app secret from Key Vault"
@c
def _(): return f"\"node_modules/botbuilder\": {{\"version\": \"4.{r.randint(20,23)}.{r.randint(0,9)}\", \"integrity\": \"sha512-{g.b64(64)}\"}}"
@c
def _(): return f"rasa-pro==3.{r.randint(8,12)}.{r.randint(0,9)} --hash=sha256:{g.sha256()}"
@c
def _(): return f"env:\n  WHATSAPP_TOKEN: ${{{{ secrets.WHATSAPP_TOKEN }}}}\n  RASA_PRO_LICENSE: ${{{{ secrets.RASA_PRO_LICENSE }}}}\n  JOB: {r.randint(1,999)}"
@c
def _(): return f"Runbook: rotating the WhatsApp system-user token. 1) Business Settings > System users > Generate token. 2) Store it in Key Vault as whatsapp-token. 3) Restart the bot pods. Never paste the token into tickets (incident {r.randint(100,999)})."
@c
def _(): return f"User: I forgot my password\nBot: No problem! I've sent a reset link to j***@example.com. For security I never ask for your password or PIN in chat.\nUser: ok thanks\n(conversation {g.uuid()})"
@c
def _(): return f"[ES] Recordatorio: los tokens del bot de WhatsApp viven en el Key Vault, no en el repositorio. Ticket {r.randint(1000,9999)} cerrado."
@c
def _(): return f"{{\"keys\":[{{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"{g.b64url(20)}\",\"x5t\":\"{g.b64url(20)}\",\"n\":\"{g.b64url(256)}\",\"e\":\"AQAB\",\"endorsements\":[\"msteams\"]}}]}}  # login.botframework.com openid keys"
@c
def _(): return f"2026-12-01T{r.randint(10,23)}:{r.randint(10,59)}:00Z INFO bot turn conversation={g.s(B62,22)}-eu activity={g.s(B62,22)}|{r.randint(1,9):07d} intent=order.track latency_ms={r.randint(40,900)}"
@c
def _(): return f"Voiceflow transcript {g.hexs(24)}  project {g.hexs(24)}  version production  turns {r.randint(2,40)}"
@c
def _(): return f"git log --oneline\n{g.hexs(7)} rasa: add fallback for low NLU confidence\n{g.hexs(7)} ivr: new holiday greeting\n{g.hexs(7)} move twilio auth token to vault"
@c
def _(): return f"Messenger postback: {{\"sender\":{{\"id\":\"{r.randint(10**15,10**16)}\"}},\"recipient\":{{\"id\":\"{r.randint(10**14,10**15)}\"}},\"timestamp\":{1764600000000 + r.randint(0,10**8)},\"postback\":{{\"payload\":\"GET_STARTED\"}}}}"
@c
def _(): return f"audio fixture (base64, 8 kHz µ-law): {g.b64(90)}"
@c
def _(): return f"Asterisk CLI> core show channels\nPJSIP/trunk-{g.hexs(8)}  ivr-main,s,{r.randint(1,9)}  Up  AGI(ivr_bot.agi)\n1 active call"

CLEAN = []
i = 0
while len(CLEAN) < 100:
    CLEAN.append(C[i % len(C)]()); i += 1

def write():
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(SECRETS, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            assert vals and all(v in text for v in vals), (n, vals, text)
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(CLEAN, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    write()
