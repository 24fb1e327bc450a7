"""Source salonbooking: salon, spa and barber booking SaaS (appointment engines, POS and card readers, SMS reminders, staff payroll, marketplace listings).

Written blind by the helper "corpora36" (session 26, round 64). Seeded, deterministic; imports only the
standard library and _tokens. Every value is random and made up. Run: python3 src_salonbooking.py
"""
FAMILY = "salonbooking"
SEED = 6403
import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE, B64  # noqa: E402

g = Gen(SEED)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits
SECRET_T = []
CLEAN_T = []


def S(fn):
    SECRET_T.append(fn)
    return fn


def C(fn):
    CLEAN_T.append(fn)
    return fn


def pin(n=None):
    n = n or R.choice([5, 6, 6, 4])
    return str(R.randint(10 ** (n - 1), 10 ** n - 1))


def wpw(words):
    """A password the way people choose them: a domain word, digits, maybe a sign."""
    w = R.choice(words)
    if R.random() < .3:
        w = w.lower()
    return w + str(R.randint(10, 9999)) + R.choice(["!", "#", "", "$", ".", "?", "*", "-"])


def phrase(words):
    sep = R.choice(["-", ".", "_", ""])
    return sep.join(R.sample(words, 3)) + (str(R.randint(1, 99)) if R.random() < .5 else "")


def legacy():
    return R.choice(["adm", "ops", "fl", "sv", "ad", "tec"]) + g.s(LOW, R.randint(2, 3)) + str(R.randint(1, 999))


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def jesc(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def hook(tool, tin, tout=None, event="PostToolUse"):
    d = {"session_id": g.uuid(), "hook_event_name": event, "tool_name": tool, "tool_input": tin}
    if tout is not None:
        d["tool_response"] = tout
    return json.dumps(d, ensure_ascii=False, indent=R.choice([None, 2]))


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def ip():
    return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"


def main():
    out = Path(__file__).resolve().parent
    clean = [CLEAN_T[i % len(CLEAN_T)]() for i in range(100)]
    blob = "\n".join(clean)
    recs = []
    i = 0
    while len(recs) < 250:
        fn = SECRET_T[i % len(SECRET_T)]
        i += 1
        for _ in range(20):
            cls, text, vals = fn()
            if all(v not in blob for v in vals):
                break
        else:
            raise SystemExit(f"collision in {fn.__name__}")
        assert cls in ("self-identifying", "name-context", "structural"), cls
        assert vals and len(set(vals)) == len(vals), (fn.__name__, vals)
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        recs.append((cls, text, vals))
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(recs, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    cnt = {}
    for cls, _, vals in recs:
        a = cnt.setdefault(cls, [0, 0])
        a[0] += 1
        a[1] += len(vals)
    print(FAMILY, len(recs), sum(len(v) for _, _, v in recs), len(clean), len(set(clean)), cnt)


SALONS = ["Studio Lumière", "Barbería El Toro", "Haarwerk Mitte", "Nail Bar Ipanema", "Spa Aurora", "Fade Factory", "Salone Bella", "Kapsalon Noord", "Zakład Fryzjerski Anna", "Hammam Lale"]
WORDS = ["Balayage", "Manicure", "Fade", "Keratin", "Pedicure", "Barber", "Salon", "Spa", "Blowdry", "Lashes", "Shampoo", "Tijera", "Friseur", "Unhas"]
PW_WORDS = ["rose", "velvet", "comb", "mirror", "lotus", "silk", "amber", "razor", "jasmine", "pearl", "mint", "coral"]


def salon():
    return R.choice(SALONS)


def slug():
    return salon().lower().replace(" ", "-").replace("í", "i").replace("è", "e").replace("ł", "l").replace("ą", "a")


def host():
    return R.choice(["book", "api", "pos", "admin", "sms"]) + "." + R.choice(["glowbook.io", "cutly.app", "salonhub.eu", "bookabarber.com"])


def square_at():
    return "EAAA" + g.s(URLSAFE, 60)


def square_secret():
    return "sq0csp-" + g.s(URLSAFE, 43)


def sumup():
    return "sup_sk_" + g.s(B62, 32)


def mindbody_key():
    return g.hexs(32)


def fb_page():
    return "EAA" + g.s(B62, 180)


def vonage_secret():
    return g.s(B62, 16)


def plivo_token():
    return g.s(B62, 40)


def bird_key():
    return g.s(B62, 25)


def clover_tok():
    return g.uuid()


def zettle_secret():
    return "IZSEC" + g.uuid()


def calendly_pat():
    return g.jwt()


# ---------------------------------------------------------------- secrets
@S
def s_square_env():
    at = square_at()
    t = f"""# booking-api/.env.production
SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=sq0idp-{g.s(URLSAFE, 22)}
SQUARE_ACCESS_TOKEN={at}
SQUARE_LOCATION_ID=L{g.s(UPPER + DIG, 12)}"""
    return "self-identifying", t, [at]


@S
def s_square_oauth():
    sec = square_secret()
    t = f"""square:
  oauth:
    application_id: sq0idp-{g.s(URLSAFE, 22)}
    application_secret: {sec}
    redirect: https://{host()}/integrations/square/callback"""
    return "self-identifying", t, [sec]


@S
def s_square_curl():
    at = square_at()
    t = f"""curl https://connect.squareup.com/v2/bookings \\
  -H 'Square-Version: 2026-10-16' \\
  -H 'Authorization: Bearer {at}' \\
  -H 'Content-Type: application/json' \\
  -d '{{"booking":{{"start_at":"2026-12-12T10:00:00Z","location_id":"L{g.s(UPPER+DIG,12)}","customer_id":"{g.s(UPPER+DIG,26)}"}}}}'"""
    return "self-identifying", t, [at]


@S
def s_mindbody():
    k, p = mindbody_key(), wpw(WORDS)
    t = f"""import requests
H = {{"Api-Key": "{k}", "SiteId": "{R.randint(10000, 999999)}"}}
tok = requests.post("https://api.mindbodyonline.com/public/v6/usertoken/issue", headers=H,
                    json={{"Username": "_{slug().split('-')[0]}", "Password": "{p}"}}).json()["AccessToken"]"""
    return "name-context", t, [k, p]


@S
def s_mindbody_token_resp():
    tok = g.hexs(32)
    t = f"""$ http POST https://api.mindbodyonline.com/public/v6/usertoken/issue Api-Key:$MB_KEY SiteId:-99 Username=owner Password=$MB_PW
HTTP/1.1 200 OK
{{"TokenType":"Bearer","AccessToken":"{tok}","User":{{"Id":100000{R.randint(10,99)},"FirstName":"Front","LastName":"Desk","Type":"Staff"}}}}"""
    return "name-context", t, [tok]


@S
def s_fresha_partner():
    k = g.s(B62, 40)
    t = f"""// booking-widget-server/src/partners/fresha.ts
const FRESHA_PARTNER_API_KEY = "{k}"; // TODO env
export async function availability(locationId: string, day: string) {{
  return fetch(`https://partners.fresha-like.example/v1/locations/${{locationId}}/slots?date=${{day}}`,
    {{ headers: {{ Authorization: `ApiKey ${{FRESHA_PARTNER_API_KEY}}` }} }});
}}"""
    return "name-context", t, [k]


@S
def s_vagaro():
    cid, sec = g.uuid(), g.s(B62, 32)
    t = f"""[vagaro]
client_id = {cid}
client_secret_key = {sec}
business_id = {g.s(DIG, 6)}"""
    return "name-context", t, [sec]


@S
def s_boulevard():
    k, sec = g.uuid(), g.b64(32)
    t = f"""BLVD_API_KEY={k}
BLVD_API_SECRET={sec}
BLVD_BUSINESS_ID={g.uuid()}"""
    return "name-context", t, [sec]


@S
def s_phorest():
    p = g.s(B62, 20)
    b = basic(f"global/{slug().split('-')[0]}@{host().split('.',1)[1]}", p)
    t = f"""GET /third-party-api-server/api/business/{g.s(B62,22)}/branch/{g.s(B62,22)}/appointment?from_date=2026-12-01 HTTP/1.1
Host: api-gateway-eu.phorest.com
Authorization: Basic {b}"""
    return "structural", t, [b]


@S
def s_acuity():
    k = g.hexs(32)
    t = f"""$ curl -u {R.randint(10**7, 10**8)}:{k} https://acuityscheduling.com/api/v1/appointments?minDate=2026-12-01
[{{"id":{R.randint(10**8,10**9)},"type":"Gel manicure","calendar":"Marta"}}]"""
    return "structural", t, [k]


@S
def s_calendly():
    tok = calendly_pat()
    t = f"""CALENDLY_PAT={tok}
CALENDLY_WEBHOOK_SIGNING_KEY={g.s(URLSAFE, 43)}"""
    return "self-identifying", t, [tok, t.split("SIGNING_KEY=")[1]]


@S
def s_simplybook():
    k, sec = g.hexs(64), g.hexs(64)
    t = f"""$client = new JsonRpcClient('https://user-api.simplybook.me/login/');
$token = $client->getUserToken('{slug().split('-')[0]}', 'admin', '{wpw(WORDS)}');
// secret key from plugin settings (API custom feature): {sec}"""
    pw = t.split("'admin', '")[1].split("'")[0]
    return "name-context", t, [pw, sec]


@S
def s_booksy():
    k = g.s(B62, 48)
    t = f"""booksy_integration:
  x_api_key: booksy-partner-{g.s(LOW, 6)}
  access_token: {k}   # business owner authorised 2026-11-14"""
    return "name-context", t, [k]


@S
def s_timely_oauth():
    sec = g.s(URLSAFE, 43)
    t = f"""TIMELY_CLIENT_ID={g.s(B62,32)}
TIMELY_CLIENT_SECRET={sec}"""
    return "name-context", t, [sec]


@S
def s_stripe_terminal():
    k = "sk_live_" + g.s(B62, 99)
    t = f"""import stripe
stripe.api_key = "{k}"
reader = stripe.terminal.Reader.process_payment_intent("tmr_{g.s(B62,24)}", payment_intent=pi.id)"""
    return "self-identifying", t, [k]


@S
def s_stripe_rk():
    k = "rk_live_" + g.s(B62, 99)
    t = f"""Stripe restricted key for the reporting job (read-only charges, payouts): {k}"""
    return "self-identifying", t, [k]


@S
def s_stripe_whsec():
    k = "whsec_" + g.s(B62, 32)
    t = f"""STRIPE_WEBHOOK_SECRET={k}  # deposits & no-show fees endpoint"""
    return "self-identifying", t, [k]


@S
def s_sumup():
    k = sumup()
    t = f"""$ curl -X POST https://api.sumup.com/v0.1/checkouts -H "Authorization: Bearer {k}" \\
    -d checkout_reference=appt-{g.s(DIG,8)} -d amount=45.00 -d currency=EUR -d merchant_code=M{g.s(UPPER+DIG,7)}"""
    return "self-identifying", t, [k]


@S
def s_zettle():
    sec = zettle_secret()
    t = f"""{{
  "zettle": {{
    "client_id": "{g.uuid()}",
    "client_secret": "{sec}",
    "grant_type": "assertion"
  }}
}}"""
    return "name-context", t, [sec]


@S
def s_zettle_assertion():
    a = g.jwt()
    t = f"""curl -X POST https://oauth.zettle.com/token -d grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer \\
   -d client_id={g.uuid()} -d assertion={a}"""
    return "self-identifying", t, [a]


@S
def s_clover():
    tok = clover_tok()
    t = f"""GET /v3/merchants/{g.s(UPPER+DIG,13)}/orders?limit=50 HTTP/1.1
Host: api.clover.com
Authorization: Bearer {tok}"""
    return "structural", t, [tok]


@S
def s_adyen_terminal():
    k = "AQE" + g.s(B62, 3) + "mfx" + g.b64(60) + "-" + g.b64(32) + "-" + g.s(B62 + "<>%{", 16)
    t = f"""<appSettings>
  <add key="Adyen.Environment" value="Live" />
  <add key="Adyen.ApiKey" value="{k}" />
  <add key="Adyen.PoiId" value="V400m-{g.s(DIG,9)}" />
</appSettings>"""
    return "name-context", t, [k]


@S
def s_reader_admin_pin():
    c = pin(R.choice([4, 6]))
    t = f"""Front desk SOP — card reader (Verifone V400m) admin menu PIN: {c}. Needed for refunds over €200 and for reconnecting to Wi-Fi."""
    return "name-context", t, [c]


@S
def s_dojo():
    k = "sk_prod_" + g.s(URLSAFE, 40)
    t = f"""DOJO_API_KEY={k}
DOJO_TERMINAL_IDS=tm_{g.s(B62,20)},tm_{g.s(B62,20)}"""
    return "self-identifying", t, [k]


@S
def s_twilio():
    tok = g.hexs(32)
    t = f"""// reminders/sms.js
const client = require('twilio')('AC{g.hexs(32)}', '{tok}');
client.messages.create({{ from: 'SALON', to: appt.phone, body: `Reminder: ${{appt.service}} tomorrow at ${{appt.time}}` }});"""
    return "structural", t, [tok]


@S
def s_twilio_sk():
    sk, sec = g.twilio(), g.s(B62, 32)
    t = f"""TWILIO_API_KEY={sk}
TWILIO_API_SECRET={sec}"""
    return "self-identifying", t, [sk, sec]


@S
def s_vonage():
    sec = vonage_secret()
    t = f"""$ curl -X POST https://rest.nexmo.com/sms/json -d api_key={g.hexs(8)} -d api_secret={sec} -d to=447700900{R.randint(100,999)} -d from=BARBER -d text="See you at 3pm\""""
    return "structural", t, [sec]


@S
def s_plivo():
    tok = plivo_token()
    t = f"""plivo:
  auth_id: MA{g.s(UPPER+DIG,18)}
  auth_token: {tok}"""
    return "name-context", t, [tok]


@S
def s_bird():
    k = bird_key()
    t = f"""# MessageBird (Bird) reminders NL
MESSAGEBIRD_ACCESS_KEY=live_{k}"""
    return "name-context", t, ["live_" + k]


@S
def s_sinch():
    tok = g.hexs(32)
    t = f"""POST https://us.sms.api.sinch.com/xms/v1/{g.hexs(32)}/batches
Authorization: Bearer {tok}
{{"from":"GlowBook","to":["+15555550123"],"body":"Your appointment is confirmed"}}"""
    return "structural", t, [tok]


@S
def s_whatsapp():
    tok = fb_page()
    t = f"""WHATSAPP_PHONE_NUMBER_ID={R.randint(10**14, 10**15)}
WHATSAPP_TOKEN={tok}"""
    return "name-context", t, [tok]


@S
def s_fb_page():
    tok = fb_page()
    t = f"""$ curl "https://graph.facebook.com/v21.0/{R.randint(10**14,10**15)}/subscribed_apps?subscribed_fields=messages&access_token={tok}" -X POST
{{"success":true}}"""
    return "structural", t, [tok]


@S
def s_yelp():
    k = g.s(URLSAFE, 128)
    t = f"""headers = {{"Authorization": "Bearer {k}"}}
r = requests.get("https://api.yelp.com/v3/businesses/search", headers=headers, params={{"term": "barber", "location": "Austin"}})"""
    return "structural", t, [k]


@S
def s_google_reserve_sftp():
    block, line = g.pem("OPENSSH PRIVATE KEY")
    t = f"""# Actions Center (Reserve with Google) feed upload key — partner-prod
{block}"""
    return "self-identifying", t, [line]


@S
def s_google_reserve_basic():
    p = g.s(B62, 24)
    t = f"""booking_server:
  # Google calls our Booking Server API with HTTP Basic
  auth_user: google-reserve
  auth_password: {p}"""
    return "name-context", t, [p]


@S
def s_gusto():
    sec = g.s(URLSAFE, 43)
    t = f"""GUSTO_CLIENT_ID={g.s(URLSAFE,43)}
GUSTO_CLIENT_SECRET={sec}
GUSTO_API_VERSION=2025-06-15"""
    return "name-context", t, [sec]


@S
def s_gusto_refresh():
    rt = g.s(URLSAFE, 43)
    t = f"""{{"access_token":"{g.s(URLSAFE,43)}","token_type":"bearer","expires_in":7200,"refresh_token":"{rt}","created_at":1764800000}}"""
    at = t.split('"access_token":"')[1].split('"')[0]
    return "name-context", t, [at, rt]


@S
def s_deputy():
    tok = g.hexs(32)
    t = f"""curl -H "Authorization: OAuth {tok}" https://{slug().split('-')[0]}.eu.deputy.com/api/v1/resource/Timesheet/QUERY -d '{{"search":{{"f1":{{"field":"Date","type":"ge","data":"2026-11-01"}}}}}}'"""
    return "structural", t, [tok]


@S
def s_homebase():
    k = g.s(B62, 40)
    t = f"""HOMEBASE_API_KEY={k}  # timecards -> commission calc"""
    return "name-context", t, [k]


@S
def s_xero():
    sec = g.s(URLSAFE, 48)
    t = f"""xero:
  client_id: {g.hexs(32).upper()}
  client_secret: {sec}
  tenant_id: {g.uuid()}"""
    return "name-context", t, [sec]


@S
def s_adp_pfx():
    p = wpw(["Payroll", "Nomina", "Lohn"])
    t = f"""openssl pkcs12 -in adp_api_client.pfx -out adp.pem -nodes -passin pass:{p}"""
    return "name-context", t, [p]


@S
def s_payroll_csv_cmd():
    p = g.pw()
    t = f"""$ mysqldump -h db.{host().split('.',1)[1]} -u payroll_ro -p'{p}' salon commissions > commissions_nov.sql"""
    return "name-context", t, [p]


@S
def s_pg_url():
    p = g.pw()
    t = f"""DATABASE_URL="postgresql://booking:{p}@db-primary.{host().split('.',1)[1]}:5432/booking?sslmode=require\""""
    return "structural", t, [p]


@S
def s_redis():
    p = g.s(B62, 28)
    t = f"""BULL_REDIS=redis://:{p}@redis-reminders:6379/1  # reminder queue"""
    return "structural", t, [p]


@S
def s_rails_creds():
    k = g.hexs(128)
    t = f"""# config/credentials.yml.enc decrypted (rails credentials:show)
secret_key_base: {k}
square:
  webhook_signature_key: {g.s(URLSAFE, 22)}"""
    return "name-context", t, [k, t.split("webhook_signature_key: ")[1]]


@S
def s_django():
    k = g.s(B62 + "!@#$%^&*(-_=+)", 50)
    t = f"""# salonbook/settings/prod.py
SECRET_KEY = '{k}'
ALLOWED_HOSTS = ['{host()}']"""
    return "name-context", t, [k]


@S
def s_laravel():
    k = "base64:" + g.b64(32)
    t = f"""APP_NAME=SalonHub
APP_ENV=production
APP_KEY={k}
APP_URL=https://{host()}"""
    return "name-context", t, [k]


@S
def s_sendgrid():
    k = g.sendgrid()
    t = f"""MAIL_MAILER=smtp
MAIL_HOST=smtp.sendgrid.net
MAIL_USERNAME=apikey
MAIL_PASSWORD={k}"""
    return "self-identifying", t, [k]


@S
def s_mailchimp():
    k = g.mailchimp()
    t = f"""client = MailchimpMarketing.Client()
client.set_config({{"api_key": "{k}", "server": "{k.split('-')[1]}"}})"""
    return "self-identifying", t, [k]


@S
def s_aws():
    a, s = g.aws_akid(), g.aws_secret()
    t = f"""# before/after photos bucket
AWS_ACCESS_KEY_ID={a}
AWS_SECRET_ACCESS_KEY={s}
S3_BUCKET=salon-portfolio-prod"""
    return "self-identifying", t, [a, s]


@S
def s_github():
    k = g.gh_fine()
    t = f"""npm config set //npm.pkg.github.com/:_authToken {k}"""
    return "self-identifying", t, [k]


@S
def s_npm():
    k = g.npm()
    t = f"""//registry.npmjs.org/:_authToken={k}
@glowbook:registry=https://registry.npmjs.org/"""
    return "self-identifying", t, [k]


@S
def s_slack():
    k = g.slack()
    t = f"""SLACK_BOT_TOKEN={k}  # posts no-shows and cancellations to #front-desk"""
    return "self-identifying", t, [k]


@S
def s_openai():
    k = g.openai()
    t = f"""# AI receptionist (answers "do you have a slot Saturday?")
llm:
  provider: openai
  api_key: "{k}\""""
    return "self-identifying", t, [k]


@S
def s_anthropic():
    k = g.anthropic()
    t = f"""client = anthropic.Anthropic(api_key="{k}")  # drafts review replies"""
    return "self-identifying", t, [k]


@S
def s_google_places():
    k = g.google_api()
    t = f"""GOOGLE_PLACES_KEY={k}  # server-side: sync opening hours to GBP"""
    return "self-identifying", t, [k]


@S
def s_staff_logins():
    rows = [(n, wpw(WORDS)) for n in R.sample(["marta", "joao", "lena", "ahmet", "sofia", "kuba", "noor"], 3)]
    body = "\n".join(f"{n}\t{p}\t{R.choice(['stylist', 'barber', 'reception', 'nails'])}" for n, p in rows)
    t = f"""staff logins for the new tablet (POS app) — change at first login!
user\tpassword\trole
{body}"""
    return "structural", t, [p for _, p in rows]


@S
def s_pos_manager_pin():
    c = pin(R.choice([4, 5, 6]))
    t = f"""{salon()}: manager override code on the POS for discounts and voids is {c}. Staff codes are personal."""
    return "name-context", t, [c]


@S
def s_wifi():
    p = phrase(PW_WORDS)
    t = f"""Salon Wi-Fi for card readers (hidden SSID "pos-{slug()[:10]}"): WPA2 key {p}
Guest Wi-Fi is separate."""
    return "name-context", t, [p]


@S
def s_chat_es():
    p = wpw(WORDS)
    t = f"""Hola chicos, la contraseña de la agenda online de la barbería (usuario recepcion@{slug()}.es) ahora es {p}. No la compartáis con los clientes 😅"""
    return "name-context", t, [p]


@S
def s_chat_pt():
    k = g.s(B62, 32)
    t = f"""Oi! A chave da API do sistema de agendamento do salão em São Paulo é {k}. Coloquei no .env do servidor, não no app."""
    return "name-context", t, [k]


@S
def s_chat_de():
    p = wpw(WORDS)
    t = f"""Hi Jana, das Passwort fürs Kassensystem (Inhaber-Login) im Haarwerk ist {p}. Bitte nach dem Update der Kartenterminals ändern."""
    return "name-context", t, [p]


@S
def s_chat_fr():
    p = wpw(WORDS)
    t = f"""Coucou, le mot de passe du compte Planity de l'institut est {p} (identifiant : contact@{slug()}.fr). Ne le donne pas aux stagiaires stp."""
    return "name-context", t, [p]


@S
def s_chat_it():
    c = pin(5)
    t = f"""Ciao ragazze, il codice per aprire la cassetta delle chiavi del salone è {c}. Chi apre domattina alle 8?"""
    return "name-context", t, [c]


@S
def s_chat_pl():
    p = wpw(WORDS)
    t = f"""Hej, hasło do panelu Booksy dla salonu: {p}. Login: salon.anna. Proszę nie zmieniać bez pytania."""
    return "name-context", t, [p]


@S
def s_chat_tr():
    p = wpw(WORDS)
    t = f"""Merhaba, randevu sisteminin yönetici şifresi {p}. Kullanıcı adı: lale_admin. Lütfen kimseyle paylaşmayın."""
    return "name-context", t, [p]


@S
def s_chat_nl():
    k = g.s(B62, 40)
    t = f"""Hoi! De API-token van het kassasysteem voor de kapsalon is {k}. Zet hem in de secrets van Render, niet in GitHub."""
    return "name-context", t, [k]


@S
def s_hook_env():
    at, tok = square_at(), g.hexs(32)
    out = f"SQUARE_ACCESS_TOKEN={at}\nTWILIO_AUTH_TOKEN={tok}\nREMINDER_HOURS_BEFORE=24\n"
    t = hook("Bash", {"command": "cat .env | grep -v '^#'"}, {"stdout": out, "stderr": "", "exit_code": 0})
    return "name-context", t, [at, tok]


@S
def s_hook_edit():
    k = sumup()
    t = hook("Edit", {"file_path": "app/Services/SumUp.php", "old_string": "$key = env('SUMUP_KEY');",
                      "new_string": f"$key = '{k}';"}, None, "PreToolUse")
    return "self-identifying", t, [k]


@S
def s_hook_prompt():
    p = wpw(WORDS)
    t = json.dumps({"session_id": g.uuid(), "hook_event_name": "UserPromptSubmit",
                    "prompt": f"the Vagaro admin login is owner@{slug()}.com / {p} — can you script the export of all appointments into a CSV?"})
    return "structural", t, [p]


@S
def s_diff():
    tok = plivo_token()
    t = f"""diff --git a/config/sms.yml b/config/sms.yml
-  auth_token: <%= ENV["PLIVO_AUTH_TOKEN"] %>
+  auth_token: {tok}"""
    return "name-context", t, [tok]


@S
def s_k8s():
    p = g.pw()
    t = f"""apiVersion: v1
kind: Secret
metadata:
  name: booking-db
stringData:
  POSTGRES_PASSWORD: "{p}\""""
    return "name-context", t, [p]


@S
def s_terraform():
    k = g.s(B62, 40)
    t = f"""resource "render_env_group" "booking" {{
  name = "booking-prod"
  env_vars = {{
    MINDBODY_API_KEY = {{ value = "{k}" }}
  }}
}}"""
    return "name-context", t, [k]


@S
def s_notebook():
    k = mindbody_key()
    src = ["import requests, pandas as pd\n", f"API_KEY = '{k}'  # Mindbody\n", "sales = pd.DataFrame(get_sales(API_KEY))\n"]
    t = json.dumps({"cells": [{"cell_type": "code", "source": src, "outputs": [{"output_type": "stream", "name": "stdout", "text": ["1204 rows\n"]}], "execution_count": 4, "metadata": {}}],
                    "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
    return "name-context", t, [k]


@S
def s_traceback():
    p = g.pw()
    t = f"""sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, "Access denied for user 'booking'@'10.1.2.3'")
(Background on this error at: https://sqlalche.me/e/20/e3q8)
  engine = create_engine("mysql+pymysql://booking:{p}@mysql.internal/salon")"""
    return "structural", t, [p]


@S
def s_log_query():
    k = g.s(B62, 32)
    t = f"""{ts()} WARN reminders: GET https://api.textmagic-like.example/v2/messages?username=salonhub&apiKey={k} 429 Too Many Requests"""
    return "structural", t, [k]


@S
def s_session_cookie():
    c = g.s(URLSAFE, 40)
    t = f"""Cookie: _glowbook_session={c}; locale=pt-BR"""
    return "structural", t, [c]


@S
def s_email():
    p = phrase(PW_WORDS)
    t = f"""Subject: Your marketplace listing dashboard

Hi {salon()},
your business dashboard is ready. Sign in at https://partners.{host().split('.',1)[1]} with
user: owner
password: {p}
and complete your service menu to go live.
"""
    return "structural", t, [p]


@S
def s_ticket():
    p = wpw(WORDS)
    t = f"""SUP-{R.randint(1000,9999)} — salon owner can't connect card reader
Owner shared her account password in the chat ({p}), I logged in and re-paired the reader. Please ask her to reset it."""
    return "name-context", t, [p]


@S
def s_handover():
    k, c = g.s(B62, 32), pin(4)
    t = f"""Handover for the new manager of {salon()}:
- booking engine API key (for the website widget server): {k}
- alarm code {c}, set it when you leave
- POS: each stylist has their own login"""
    return "name-context", t, [k, c]


@S
def s_powershell():
    p = g.pw()
    t = f"""Invoke-Sqlcmd -ServerInstance "SALON-PC\\SQLEXPRESS" -Database Millennium -Username sa -Password "{p}" -Query "SELECT * FROM Appointments WHERE ApptDate >= '2026-12-01'\""""
    return "name-context", t, [p]


@S
def s_csharp():
    p = legacy()
    t = f"""var conn = new SqlConnection("Data Source=.\\\\SQLEXPRESS;Initial Catalog=SalonPOS;User ID=pos;Password={p}");"""
    return "structural", t, [p]


@S
def s_swift():
    k = g.s(B62, 32)
    t = f"""struct Config {{
    static let bookingAPIBase = URL(string: "https://{host()}/v2")!
    static let bookingServerSecret = "{k}"  // FIXME: not in the app!
}}"""
    return "name-context", t, [k]


@S
def s_kotlin():
    k = g.s(B62, 40)
    t = f"""object SalonApi {{
    private const val PARTNER_TOKEN = "{k}"
    val client = OkHttpClient.Builder().addInterceptor {{ it.proceed(it.request().newBuilder().header("X-Partner-Token", PARTNER_TOKEN).build()) }}.build()
}}"""
    return "name-context", t, [k]


@S
def s_go():
    sec = g.s(B62, 32)
    t = f"""var webhookSecret = []byte("{sec}") // classpass-like marketplace signs booking webhooks

func verify(body []byte, sig string) bool {{ m := hmac.New(sha256.New, webhookSecret); m.Write(body); return hex.EncodeToString(m.Sum(nil)) == sig }}"""
    return "name-context", t, [sec]


@S
def s_ruby():
    at = square_at()
    t = f"""client = Square::Client.new(access_token: '{at}', environment: 'production')
result = client.bookings.list_bookings(location_id: ENV['SQUARE_LOCATION'])"""
    return "self-identifying", t, [at]


@S
def s_classpass():
    k = g.s(B62, 36)
    t = f"""# marketplace partner (ClassPass-style) booking sync
[partner.marketplace]
base_url = "https://partner-api.marketplace.example/v1"
api_key = "{k}"
venue_id = "{R.randint(10000, 99999)}\""""
    return "name-context", t, [k]


@S
def s_basic_header_booking():
    p = g.s(B62, 20)
    b = basic("reserve-partner", p)
    t = f"""POST /v3/CreateBooking HTTP/1.1
Host: booking-server.{host().split('.',1)[1]}
Authorization: Basic {b}
Content-Type: application/json"""
    return "structural", t, [b]


@S
def s_curl_u_api():
    k = g.hexs(40)
    t = f"""curl -u {k}:X https://{slug().split('-')[0]}.freshdesk.com/api/v2/tickets?per_page=100"""
    return "structural", t, [k]


@S
def s_smtp_url():
    p = g.pw()
    t = f"""SMTP_URL=smtp://reminders%40{slug().split('-')[0]}.com:{p}@smtp.office365.com:587"""
    return "structural", t, [p]


@S
def s_gift_card_hmac():
    k = g.hexs(64)
    t = f"""GIFTCARD_CODE_HMAC_KEY={k}  # derives gift card codes; leak = forge vouchers"""
    return "name-context", t, [k]


# ---------------------------------------------------------------- clean
@C
def c_appt_json():
    return json.dumps({"id": g.uuid(), "location_id": "L" + g.s(UPPER + DIG, 12), "customer_id": g.s(UPPER + DIG, 26),
                       "start_at": ts(), "status": "ACCEPTED", "version": R.randint(1, 9),
                       "appointment_segments": [{"duration_minutes": R.choice([30, 45, 60, 90]), "service_variation_id": g.s(UPPER + DIG, 24),
                                                 "team_member_id": "TM" + g.s(B62, 14)}]}, indent=2)


@C
def c_env_example():
    return """# .env.example
SQUARE_ACCESS_TOKEN=EAAA-your-token-here
SQUARE_APPLICATION_ID=sq0idp-xxxxxxxxxxxxxxxxxxxxxx
TWILIO_AUTH_TOKEN=<twilio-auth-token>
STRIPE_SECRET_KEY=sk_live_...
DATABASE_URL=postgresql://booking:${DB_PASSWORD}@localhost:5432/booking
ADMIN_PASSWORD=changeme"""


@C
def c_env_read():
    return """const client = new SquareClient({
  token: process.env.SQUARE_ACCESS_TOKEN,   // never hard-code; set in Render dashboard
  environment: SquareEnvironment.Production,
});"""


@C
def c_square_app_id():
    return f"""<script src="https://web.squarecdn.com/v1/square.js"></script>
<script>
  const payments = Square.payments("sq0idp-{g.s(URLSAFE,22)}", "L{g.s(UPPER+DIG,12)}");
  const stripe = Stripe("pk_live_{g.s(B62,99)}");
</script>"""


@C
def c_receipt():
    return f"""{salon()}
Receipt {g.s(DIG,8)}  {ts()}
Balayage ........ €{R.randint(80,200)}.00
Tip ............. €{R.randint(5,30)}.00
VISA •••• {R.randint(1000,9999)}  AID A0000000031010  Auth {g.s(DIG,6)}
Terminal V400m-{g.s(DIG,9)}  Txn {g.s(UPPER+DIG,16)}"""


@C
def c_reminder_sms_log():
    return "\n".join(f"{ts()} sms.sent sid=SM{g.hexs(32)} to=+3161234{R.randint(1000,9999)} status=delivered appt={g.uuid()}" for _ in range(3))


@C
def c_twilio_ids():
    return f"""TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_MESSAGING_SERVICE_SID=MG{g.hexs(32)}
TWILIO_AUTH_TOKEN=${{TWILIO_AUTH_TOKEN}}"""


@C
def c_stripe_event():
    return json.dumps({"id": "evt_" + g.s(B62, 24), "type": "payment_intent.succeeded", "data": {"object": {
        "id": "pi_" + g.s(B62, 24), "amount": R.randint(2000, 20000), "currency": "eur", "customer": "cus_" + g.s(B62, 14),
        "metadata": {"booking_id": g.uuid(), "deposit": "true"}, "client_secret": None}}})


@C
def c_payroll_csv():
    rows = "\n".join(f"{g.s(DIG,5)},{R.choice(['Marta','Joao','Lena','Ahmet'])},{R.randint(20,40)},{R.randint(1000,4000)}.{R.randint(0,99):02d},{R.randint(100,900)}.{R.randint(0,99):02d},{g.s(UPPER,2)}{g.s(DIG,20)}" for _ in range(4))
    return "employee_id,name,hours,services_revenue,commission,iban\n" + rows


@C
def c_prose():
    return R.choice(["Staff PINs are personal and never written down; managers reset them in Settings › Team.",
                     "La clave de la API está en el gestor de secretos del servidor. Nunca la pegues en WhatsApp.",
                     "Das Passwort für das Kassensystem bekommt ihr nur persönlich von der Inhaberin.",
                     "A senha do sistema fica no cofre; se precisar, peça à gerente.",
                     "Ne partagez jamais le mot de passe Planity par e-mail ; utilisez le gestionnaire de mots de passe.",
                     "Hasła do Booksy trzymamy w menedżerze haseł, nie w notatkach."])


@C
def c_git_log():
    return "\n".join(f"commit {g.sha1()}\n    {R.choice(['reminders: send 24h before', 'move square token to env', 'pos: handle reader disconnect', 'payroll export: add commission tiers'])}" for _ in range(3))


@C
def c_hook_ls():
    return hook("Bash", {"command": "git status --short"}, {"stdout": " M app/Services/Reminders.php\n?? .env.example\n", "stderr": "", "exit_code": 0})


@C
def c_hook_grep():
    return hook("Bash", {"command": "grep -rn SQUARE_ACCESS_TOKEN src"}, {"stdout": "src/square.ts:4:  token: process.env.SQUARE_ACCESS_TOKEN,\n", "stderr": "", "exit_code": 0})


@C
def c_k8s_ref():
    return """env:
  - name: SQUARE_ACCESS_TOKEN
    valueFrom: {secretKeyRef: {name: square, key: access-token}}
  - name: TWILIO_AUTH_TOKEN
    valueFrom: {secretKeyRef: {name: twilio, key: auth-token}}"""


@C
def c_actions():
    return """- run: npm run deploy
  env:
    SQUARE_ACCESS_TOKEN: ${{ secrets.SQUARE_ACCESS_TOKEN }}
    STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}"""


@C
def c_services_menu():
    return json.dumps({"services": [{"id": g.uuid(), "name": n, "duration": d, "price": p, "sku": g.s(UPPER + DIG, 10)}
                                    for n, d, p in [("Fade", 30, 25), ("Beard trim", 15, 12), ("Gel manicure", 45, 35)]]}, indent=1)


@C
def c_reserve_feed():
    return json.dumps({"metadata": {"processing_instruction": "PROCESS_AS_COMPLETE", "shard_number": 0, "total_shards": 1,
                                    "nonce": R.randint(10**9, 10**10), "generation_timestamp": 1764800000},
                       "merchant": [{"merchant_id": g.uuid(), "name": salon(), "telephone": "+34 91 123 45 67", "category": "hair_salon"}]})


@C
def c_gift_card():
    return f"""Gift card issued: code ending {g.s(UPPER+DIG,4)}, balance €50.00, card id gftc_{g.s(B62,20)} (the full code is only shown to the buyer)."""


@C
def c_sha_files():
    return "\n".join(f"{g.sha256()}  build/salon-pos-{R.randint(1,9)}.{R.randint(0,20)}.apk" for _ in range(2))


@C
def c_webhook_sig():
    return f"""POST /webhooks/square HTTP/1.1
x-square-hmacsha256-signature: {g.b64(32)}
content-type: application/json

{{"merchant_id":"{g.s(UPPER+DIG,13)}","type":"booking.created","event_id":"{g.uuid()}"}}"""


@C
def c_calendar_ics():
    return f"""BEGIN:VEVENT
UID:{g.uuid()}@{host()}
DTSTART:20261212T100000Z
SUMMARY:Keratin treatment — Marta
DESCRIPTION:Booking ref {g.s(UPPER+DIG,8)}
END:VEVENT"""


@C
def c_placeholder_doc():
    return """To connect Mindbody, enter your Api-Key (Developer portal › API credentials) and the owner's login, e.g.
Username: `_YourSiteName`, Password: `<owner password>`. We store both encrypted; support will never ask for them."""


@C
def c_pos_default():
    return """Verifone V400m ships with a documented default supervisor password (`166816`); it is printed in every install guide. Our
rollout replaces it with a per-salon code during pairing, and the new code is kept in the vault, not here."""


@C
def c_tf_var():
    return """variable "square_access_token" {
  type      = string
  sensitive = true
}"""


@C
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B64,43)} reserve-feed-upload"


@C
def c_reader_pairing():
    return f"""[{ts()}] reader.pairing serial=STRM2{g.s(UPPER+DIG,10)} device_type=stripe_m2 registration_code=purple-cat-{g.s(LOW,4)} (one-time, shown on reader)
[{ts()}] reader.online id=tmr_{g.s(B62,24)} location=tml_{g.s(B62,24)}"""


@C
def c_booking_url():
    return f"https://{host()}/book/{slug()}?service={g.uuid()}&staff={g.uuid()}&utm_source=instagram&ref={g.hexs(12)}"


@C
def c_review_json():
    return json.dumps({"review_id": g.s(URLSAFE, 22), "rating": R.randint(3, 5), "text": "Loved the fade!", "business_id": g.s(URLSAFE, 22),
                       "user": {"id": g.s(URLSAFE, 22)}, "time_created": ts()})


if __name__ == "__main__":
    main()
