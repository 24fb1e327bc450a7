"""Blind round 56, source "vacationrental": short-term rentals (channel managers: Guesty, Hostaway; Airbnb/Vrbo
integrations, smart locks and door codes, cleaning schedules, guest messaging). Seeded; stdlib + _tokens only.
Run: python3 src_vacationrental.py"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAM = "vacationrental"
g = Gen(5603)
r = g.r
D = string.digits
LOW = string.ascii_lowercase


def pin(n=None):
    n = n or g.pick([4, 5, 6, 7])
    return "".join(r.choice(D) for _ in range(n))


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def prop():
    return g.pick(["Seaside Cottage", "Pine Cabin #2", "Loft Centro", "Casa Azul", "Chalet Edelweiss", "Lakeview A-Frame", "Appartement Vieux-Port"])


def guest():
    return g.pick(["Maria", "Tom", "Yuki", "Lukas", "Sofia", "Ahmed", "Chloé", "Priya"])


def res():
    return "HM" + g.s(UPPER + D, 8)


# ---------------------------------------------------------------- secrets
def s_guesty_env():
    cid, cs = "0oa" + g.s(B62, 17), g.s(URLSAFE, 64)
    t = f"# .env  (Guesty Open API)\nGUESTY_CLIENT_ID={cid}\nGUESTY_CLIENT_SECRET={cs}\nGUESTY_BASE=https://open-api.guesty.com/v1\n"
    return "name-context", t, [cs]


def s_guesty_token():
    cid, cs = "0oa" + g.s(B62, 17), g.s(URLSAFE, 64)
    t = f"$ curl -X POST https://open-api.guesty.com/oauth2/token -H 'Content-Type: application/x-www-form-urlencoded' -d 'grant_type=client_credentials&scope=open-api&client_id={cid}&client_secret={cs}'"
    return "structural", t, [cs]


def s_guesty_bearer():
    j = g.jwt()
    t = f"GET /v1/reservations?limit=25&filters=[{{\"field\":\"checkIn\",\"operator\":\"$gte\",\"value\":\"2026-12-20\"}}] HTTP/1.1\nHost: open-api.guesty.com\nAuthorization: Bearer {j}"
    return "self-identifying", t, [j]


def s_hostaway():
    acc, sec = str(r.randint(10000, 99999)), g.hexs(64)
    t = f"""import requests
tok = requests.post("https://api.hostaway.com/v1/accessTokens", data={{
    "grant_type": "client_credentials", "client_id": "{acc}", "client_secret": "{sec}", "scope": "general"}}).json()["access_token"]"""
    return "name-context", t, [sec]


def s_hostaway_resp():
    j = g.jwt()
    t = f'<- 200 {{"token_type":"Bearer","expires_in":15897600,"access_token":"{j}"}}'
    return "self-identifying", t, [j]


def s_hostaway_yaml():
    sec = g.hexs(64)
    t = f"channel_manager:\n  provider: hostaway\n  account_id: {r.randint(10000, 99999)}\n  api_secret: {sec}\n  webhook_login: hooks\n  webhook_password: {(wp := g.pw())}\n"
    return "name-context", t, [sec, wp]


def s_airbnb_api():
    k, s = g.s(LOW + D, 30), g.s(LOW + D, 30)
    t = f"# Airbnb partner API (API-connected software)\nAIRBNB_CLIENT_ID={k}\nAIRBNB_CLIENT_SECRET={s}\nAIRBNB_REDIRECT=https://pms.example.com/oauth/airbnb\n"
    return "name-context", t, [s]


def s_airbnb_refresh():
    rt = g.s(LOW + D, 40)
    t = json.dumps({"listing_sync": {"airbnb_user_id": r.randint(10**7, 10**9), "refresh_token": rt, "scopes": ["property_management", "messages_read"]}}, indent=2)
    return "name-context", t, [rt]


def s_ical_private():
    tok = g.hexs(32)
    t = f"Airbnb export calendar for {prop()}:\nhttps://www.airbnb.com/calendar/ical/{r.randint(10**7, 10**9)}.ics?s={tok}"
    return "structural", t, [tok]


def s_vrbo_ical():
    tok = g.uuid()
    t = f"ical_feeds:\n  vrbo: http://www.vrbo.com/icalendar/{tok}.ics?nonTentative\n  booking: https://admin.booking.com/hotel/hoteladmin/ical.html?t={(bt := g.uuid())}"
    return "structural", t, [tok, bt]


def s_vrbo_pw():
    p = g.human_pw()
    t = f"Owner onboarding notes — {prop()}\nVrbo owner login: owner.{g.s(LOW, 5)}@example.com / {p}\nAirbnb co-host invite sent."
    return "structural", t, [p]


def s_door_code_msg():
    c = pin()
    t = f"Hi {guest()}! Check-in for {prop()} is from 4pm. The front door keypad code is {c} — press the Schlage logo first. Wi-Fi details are in the welcome book. Enjoy!"
    return "name-context", t, [c]


def s_door_code_es():
    c, w = pin(), g.pick([g.human_pw(), g.s(LOW + D, 10)])
    t = f"¡Hola {guest()}! Bienvenido a {prop()}. Código de la puerta: {c}#. Wifi: CasaAzul_5G, contraseña: {w}. El check-out es a las 11:00."
    return "name-context", t, [c, w]


def s_door_code_fr():
    c = pin()
    t = f"Bonjour {guest()}, le code de la boîte à clés est {c}. Le digicode de l'immeuble est {(d := pin(4))}B. Bon séjour !"
    return "name-context", t, [c, d]


def s_door_code_de():
    c = pin(6)
    t = f"Hallo {guest()}, dein Türcode für {prop()} lautet {c} (gültig vom 20.12. 15:00 bis 27.12. 10:00)."
    return "name-context", t, [c]


def s_lock_api_sched():
    c = pin()
    t = json.dumps({"device_id": g.uuid(), "name": f"Guest {res()}", "code": c, "starts_at": "2026-12-20T15:00:00Z",
                    "ends_at": "2026-12-27T11:00:00Z"})
    t = "$ http POST https://connect.getseam.com/access_codes/create Authorization:'Bearer $SEAM_API_KEY' <<< '" + t + "'"
    return "name-context", t, [c]


def s_seam():
    k = "seam_" + g.s(B62, 8) + "_" + g.s(B62, 26)
    t = f"SEAM_API_KEY={k}\nSEAM_WORKSPACE_ID={g.uuid()}"
    return "self-identifying", t, [k]


def s_remotelock():
    cs = g.hexs(64)
    t = f"remotelock:\n  client_id: {g.hexs(64)}\n  client_secret: {cs}\n  redirect_uri: https://ops.example.com/cb"
    return "name-context", t, [cs]


def s_august():
    p = g.pw()
    t = f"""from yalexs.api import Api
from yalexs.authenticator import Authenticator
auth = Authenticator(Api(), "email", "ops@{g.s(LOW, 6)}rentals.com", "{p}", install_id="{g.uuid()}")"""
    return "name-context", t, [p]


def s_igloo():
    k = g.s(B62, 40)
    t = f"POST /v2/devices/SP2X{g.s(UPPER + D, 8)}/algopin/daily HTTP/1.1\nHost: api.igloodeveloper.co\nAuthorization: Bearer {k}\nContent-Type: application/json"
    return "structural", t, [k]


def s_ttlock():
    p = g.pw()
    cs = g.hexs(32)
    t = f"$ curl -X POST https://euapi.ttlock.com/oauth2/token -d 'clientId={g.hexs(32)}&clientSecret={cs}&username=host_{g.s(LOW, 6)}&password={p}'"
    return "structural", t, [cs, p]


def s_master_code():
    c = pin(g.pick([6, 8]))
    t = f"Ticket #{r.randint(1000, 9999)} (maintenance): Yale lock at {prop()} reset. Master/programming code is now {c}; owner has it too. Guest codes cleared."
    return "name-context", t, [c]


def s_lockbox():
    c = pin(4)
    t = f"Cleaning schedule — Sat 20 Dec\n09:30 {prop()} turnover (2h), crew: Ana + Luis\nLockbox on side gate, combo {c}\nLinen drop at garage."
    return "name-context", t, [c]


def s_garage():
    c = pin(g.pick([4, 5]))
    t = f"Turno de limpieza: {prop()}. Código del garaje {c}, la llave del cuarto de limpieza está en el cajón."
    return "name-context", t, [c]


def s_wifi():
    w = g.pick([g.human_pw(), g.s(LOW + D, 12), g.s(string.ascii_letters + D, 10)])
    t = f"## Welcome book (Notion export)\n### Wi-Fi\nNetwork: {prop().replace(' ', '')}_Guest\nPassword: {w}\n### Trash\nBins go out Tuesday night."
    return "name-context", t, [w]


def s_router_admin():
    p = g.pw()
    t = f"$ ssh admin@192.168.1.1\nadmin@192.168.1.1's password: \n# note to self: router admin pass {p} (guest VLAN for {prop()})"
    return "name-context", t, [p]


def s_turno():
    k = g.s(B62, 40)
    t = f"TURNO_API_TOKEN={k}\nTURNO_PARTNER_ID={r.randint(1000, 9999)}\n# cleaning jobs auto-created on checkout"
    return "name-context", t, [k]


def s_breezeway():
    cid, sec = g.hexs(32), g.hexs(32)
    t = f"POST https://api.breezeway.io/public/auth/v1/\n{{\"client_id\": \"{cid}\", \"client_secret\": \"{sec}\"}}"
    return "name-context", t, [sec]


def s_pricelabs():
    k = g.s(B62, 40)
    t = f"$ curl -H 'X-API-Key: {k}' 'https://api.pricelabs.co/v1/listings?pms=guesty'"
    return "structural", t, [k]


def s_ownerrez():
    tok = "pt_" + g.s(LOW + D, 32)
    b = basic(f"ops@{g.s(LOW, 6)}.com", tok)
    t = f"GET /api/v2/bookings?property_ids={r.randint(100000, 999999)} HTTP/1.1\nHost: api.ownerrez.com\nAuthorization: Basic {b}"
    return "structural", t, [b]


def s_stripe():
    k = g.stripe()
    t = f"# damage deposit holds\nSTRIPE_SECRET_KEY={k}\nDEPOSIT_AMOUNT_CENTS={r.randint(200, 500)}00"
    return "self-identifying", t, [k]


def s_selfid():
    n, tok, m = g.self_identifying()
    t = f"[guest-messaging-bot] startup: provider={n} credential={tok}\n[guest-messaging-bot] listening for Hostaway webhooks on :8080"
    return "self-identifying", t, [m]


def s_selfid_cfg():
    n, tok, m = g.self_identifying()
    t = f"// automations/config.js\nexport default {{\n  notifyToken: \"{tok}\",\n  turnoverLeadHours: 3,\n}};"
    return "self-identifying", t, [m]


def s_openai_msg():
    k = g.openai()
    t = f"# auto-reply to guest questions\nOPENAI_API_KEY={k}\nHOUSE_RULES_DOC=rules.md"
    return "self-identifying", t, [k]


def s_twilio():
    tok = g.hexs(32)
    t = f"client = Client('AC{g.hexs(32)}', '{tok}')\nclient.messages.create(to=guest_phone, from_='+1555{r.randint(1000000, 9999999)}', body=f'Your door code is {{code}}')"
    return "name-context", t, [tok]


def s_webhook_secret():
    s = g.s(B62, 32)
    t = f"// hostaway webhook receiver\nconst HOSTAWAY_WEBHOOK_PASSWORD = '{s}';\napp.post('/hooks/hostaway', basicAuth({{ users: {{ hostaway: HOSTAWAY_WEBHOOK_PASSWORD }} }}), handle);"
    return "name-context", t, [s]


def s_pg():
    p = g.machine_pw()
    t = f"DATABASE_URL=postgresql://pms:{p}@db.str-ops.internal:5432/pms\nREDIS_URL=redis://default:{(rp := g.machine_pw())}@cache:6379/0"
    return "structural", t, [p, rp]


def s_mysql_wp():
    p = g.pw()
    t = f"<?php\n// wp-config.php (direct booking site)\ndefine( 'DB_NAME', 'booking' );\ndefine( 'DB_USER', 'wp_booking' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );"
    return "name-context", t, [p]


def s_hook_cmd():
    c = pin()
    cmd = f"python set_code.py --lock front-door --property {r.randint(100, 999)} --code {c} --from 2026-12-20 --to 2026-12-27"
    t = json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd}})
    return "name-context", t, [c]


def s_hook_write():
    cs = g.s(URLSAFE, 64)
    content = f"guesty:\n  client_id: 0oa{g.s(B62, 17)}\n  client_secret: {cs}\n"
    t = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Write", "tool_input": {"file_path": "config/secrets.yml", "content": content}})
    return "name-context", t, [cs]


def s_trace():
    cs = g.hexs(64)
    t = f"""Traceback (most recent call last):
  File "sync.py", line 31, in <module>
    token = get_token(client_id="{r.randint(10000, 99999)}", client_secret="{cs}")
  File "hostaway.py", line 12, in get_token
    r.raise_for_status()
requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.hostaway.com/v1/accessTokens"""
    return "name-context", t, [cs]


def s_diff():
    c1, c2 = pin(4), pin(4)
    t = f"""diff --git a/properties/seaside.yml b/properties/seaside.yml
-  door_code: "{c1}"
+  door_code: "{c2}"
   wifi_ssid: SeasideGuest
   cleaner: ana"""
    return "name-context", t, [c1, c2]


def s_notebook():
    cs = g.s(URLSAFE, 64)
    cell = {"cell_type": "code", "metadata": {}, "outputs": [], "source": ["from guesty import Client\n", f"gc = Client('0oa{g.s(B62, 17)}', '{cs}')\n", "occ = gc.occupancy('2026-12')"]}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4}), [cs]


def s_pem():
    blk, line = g.pem()
    t = f"# keys/partner_signing.pem (Booking.com connectivity partner mTLS)\n{blk}"
    return "self-identifying", t, [line]


def s_aws():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"[listing-photos]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}"
    return "self-identifying", t, [ak, sk]


def s_chat_cohost():
    p = g.pw()
    t = f"[WhatsApp] co-host: Guesty login for the new VA is va2@{g.s(LOW, 6)}stays.com, pass {p} — please turn on 2FA after"
    return "structural", t, [p]


def s_chat_it():
    c = pin()
    t = f"[Chat] Ciao {guest()}, il codice della cassetta di sicurezza per le chiavi è {c}. Buon soggiorno!"
    return "name-context", t, [c]


def s_smartthings():
    tok = g.uuid()
    t = f"# thermostat / noise sensor automations\nSMARTTHINGS_PAT={tok}\nMINUT_CLIENT_SECRET={(ms := g.s(B62, 32))}\nNOISE_THRESHOLD_DB=70"
    return "name-context", t, [tok, ms]


def s_mqtt():
    p = g.pw()
    t = f"mqtt:\n  broker: mqtt://homeassistant.local:1883\n  user: rentals\n  password: {p}\ntopic: cabins/+/occupancy"
    return "name-context", t, [p]


def s_ha_token():
    j = g.jwt()
    t = f'rest_command:\n  set_guest_code:\n    url: "http://ha.cabin.local:8123/api/services/lock/set_usercode"\n    headers:\n      authorization: "Bearer {j}"'
    return "self-identifying", t, [j]


def s_url_pw():
    p = g.pw()
    t = f"$ rclone copy invoices/ 'ftp://accounting:{p}@files.property-mgmt.example/2026/' --progress"
    return "structural", t, [p]


def s_smtp():
    p = g.s(LOW, 16)
    t = f"SMTP_HOST=smtp.gmail.com\nSMTP_USER=bookings@{g.s(LOW, 6)}villas.com\nSMTP_APP_PASSWORD={p}\n# Google app password for the booking inbox"
    return "name-context", t, [p]


def s_cookie():
    c = g.s(B62 + "%", 60)
    t = f"GET /hosting/reservations HTTP/2\nhost: www.airbnb.com\ncookie: _aat={c}; bev={r.randint(10**9, 10**10)}_{g.s(B62, 10)}"
    return "structural", t, [c]


def s_csharp():
    s = g.s(B62, 32)
    t = f'services.AddHttpClient<IChannelClient, RentalsUnitedClient>(c => {{\n    c.BaseAddress = new Uri("https://rm.rentalsunited.com/api/Handler.ashx");\n}});\n// <Authentication><UserName>ops@x.com</UserName><Password>{s}</Password></Authentication>'
    return "structural", t, [s]


SECRET_T = [s_guesty_env, s_guesty_token, s_guesty_bearer, s_hostaway, s_hostaway_resp, s_hostaway_yaml, s_airbnb_api,
            s_airbnb_refresh, s_ical_private, s_vrbo_ical, s_vrbo_pw, s_door_code_msg, s_door_code_es, s_door_code_fr,
            s_door_code_de, s_lock_api_sched, s_seam, s_remotelock, s_august, s_igloo, s_ttlock, s_master_code, s_lockbox,
            s_garage, s_wifi, s_router_admin, s_turno, s_breezeway, s_pricelabs, s_ownerrez, s_stripe, s_selfid,
            s_selfid_cfg, s_openai_msg, s_twilio, s_webhook_secret, s_pg, s_mysql_wp, s_hook_cmd, s_hook_write, s_trace,
            s_diff, s_notebook, s_pem, s_aws, s_chat_cohost, s_chat_it, s_smartthings, s_mqtt, s_ha_token, s_url_pw,
            s_smtp, s_cookie, s_csharp]


# ---------------------------------------------------------------- clean
def c_reservation():
    return json.dumps({"_id": g.hexs(24), "confirmationCode": res(), "listingId": g.hexs(24), "status": "confirmed",
                       "checkIn": "2026-12-20T15:00:00.000Z", "checkOut": "2026-12-27T10:00:00.000Z", "guestsCount": r.randint(1, 8),
                       "source": g.pick(["airbnb2", "homeaway2", "bookingCom", "manual"])}, indent=1)


def c_cleaning():
    return f"Cleaning schedule — week 51\n" + "\n".join(f"{g.pick(['Mon', 'Tue', 'Fri', 'Sat'])} {prop()} turnover {r.randint(9, 14)}:00, crew {g.pick(['A', 'B', 'C'])}, job #{r.randint(10000, 99999)}" for _ in range(4))


def c_msg_template():
    return f"# template {r.randint(1, 99)} ({g.pick(['en', 'en-GB', 'en-US'])})\n" + "Hi {{guest_first_name}}! Your door code for {{listing_name}} is {{door_code}}, active from {{check_in_time}}. Wi-Fi: {{wifi_name}} / {{wifi_password}}."


def c_msg_nocode():
    return f"Hi {guest()}, thanks for booking {prop()}! We'll send your personal door code on the morning of arrival. Reservation {res()}."


def c_env_example():
    return "# .env.example\nGUESTY_CLIENT_ID=\nGUESTY_CLIENT_SECRET=<from Guesty > Integrations > API>\nHOSTAWAY_ACCOUNT_ID=12345\nHOSTAWAY_API_SECRET=changeme\nSEAM_API_KEY=seam_test_xxx\n"


def c_ical_event():
    return f"BEGIN:VEVENT\nDTEND;VALUE=DATE:202612{r.randint(21, 31)}\nDTSTART;VALUE=DATE:2026122{r.randint(0, 0)}\nUID:{g.hexs(32)}-{g.hexs(32)[:12]}@airbnb.com\nDESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/{res()}\\nPhone Number (Last 4 Digits): {pin(4)}\nSUMMARY:Reserved\nEND:VEVENT"


def c_lock_log():
    return f"{g.pick(['2026-12-20 15:42', '2026-12-21 09:10', '2026-12-22 22:05'])} Front Door (Schlage Encode) unlocked by keypad, user 'Guest {res()}', battery {r.randint(40, 99)}%, event {g.uuid()}"


def c_payout():
    return f"Payout {g.s(UPPER + D, 10)}: {r.randint(300, 4000)}.{r.randint(10, 99)} EUR for {res()} ({prop()}), host fee {r.randint(10, 90)}.{r.randint(10, 99)}, transfer ref {g.s(UPPER + D, 16)}"


def c_k8s():
    return "env:\n  - name: HOSTAWAY_API_SECRET\n    valueFrom:\n      secretKeyRef:\n        name: hostaway\n        key: secret\n  - name: PROPERTY_GROUP\n    value: " + g.pick(["coast", "mountains", "city", "lakes"]) + "-" + str(r.randint(1, 40))


def c_gha():
    return "env:\n  GUESTY_CLIENT_SECRET: ${{ secrets.GUESTY_CLIENT_SECRET }}\n  SEAM_API_KEY: ${{ secrets.SEAM_API_KEY }}\nsteps:\n  - run: npm run sync-calendars -- --region " + g.pick(["eu", "us", "apac"]) + " --days " + str(r.randint(30, 400))


def c_prose():
    return g.pick(["Door codes are generated per stay from the last four digits of the guest's phone; they are deleted from the lock two hours after checkout.",
                   "Never paste Guesty API secrets into Slack; they're in 1Password under 'PMS / Guesty Open API'.",
                   "Les codes d'accès sont envoyés automatiquement la veille de l'arrivée et expirent au départ.",
                   "Tip: iCal export links contain a private token; if a link leaks, regenerate it in the Airbnb calendar settings.",
                   "El código maestro de las cerraduras lo tiene solo el equipo de mantenimiento; los limpiadores usan su propio código de turno.",
                   "Hostaway webhooks can be protected with basic auth; set the login and password in Settings > Webhooks and store them in Vault."])


def c_git():
    return "\n".join(f"{g.sha1()[:7]} {g.pick(['locks: expire codes at checkout', 'cleaning: assign by zip', 'msg: add Spanish template', 'ical: dedupe blocked dates'])}" for _ in range(4))


def c_lock():
    return f"\"node_modules/seam\": {{\n  \"version\": \"1.{r.randint(10, 99)}.0\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}"


def c_listing():
    return json.dumps({"id": r.randint(10**7, 10**9), "name": prop(), "bedrooms": r.randint(1, 5), "lat": round(r.uniform(30, 50), 5),
                       "lng": round(r.uniform(-10, 20), 5), "amenities": ["wifi", "smart_lock", "parking"], "photo_id": g.uuid()})


def c_code():
    return "import os\nclient = Guesty(os.environ['GUESTY_CLIENT_ID'], os.environ['GUESTY_CLIENT_SECRET'])\nfor r in client.reservations(check_in_from='2026-12-20'):\n    print(r.confirmation_code)  # " + g.hexs(6)


def c_invoice():
    return f"Invoice INV-2026-{r.randint(1000, 9999)} — cleaning services, {r.randint(4, 20)} turnovers, total {r.randint(200, 2000)}.00 EUR. IBAN on file; order {g.uuid()}"


def c_chat():
    return g.pick(["guest in Pine Cabin says the code doesn't work — reset it from the app, don't text the master code",
                   "cleaner running late at Casa Azul, checkout was 10:00, next check-in 15:00",
                   "la cerradura del Loft tiene batería baja, hay que cambiarla antes del viernes",
                   "reminder: Vrbo calendar sync lag is ~3h, block the dates manually too"]) + f" ({g.hexs(8)})"


def c_checksum():
    return f"{g.sha256()}  guesty-sync-{r.randint(1, 3)}.{r.randint(0, 9)}.tar.gz"


def c_webhook_payload():
    return json.dumps({"event": "reservation.new", "accountId": r.randint(10000, 99999), "data": {"id": r.randint(10**6, 10**7),
                       "channelId": 2018, "reservationId": res(), "arrivalDate": "2026-12-20"}, "signature_header": "X-Hostaway-Signature"})


def c_jwks():
    return json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": g.hexs(8), "x": g.b64url(32), "y": g.b64url(32)}]})


def c_b64():
    return f"floorplan_png_b64: \"{g.b64(42)}\"  # test fixture"


def c_masked():
    return f"Access code created for {res()}: code ****{pin(2)} (shown once in the lock app), device {g.uuid()}"


def c_review():
    return f"Review for {prop()} ({res()}): {r.randint(4, 5)} stars — \"Spotless, the smart lock made self check-in easy.\" Response posted {r.randint(1, 28)} Dec, review id {r.randint(10**8, 10**9)}."


def c_ical_link_pub():
    return f"Import calendar: https://pms.example.com/ical/import?listing={r.randint(1000, 9999)}&format=ics  (paste the Airbnb/Vrbo export link in Settings, not here)"


def c_lock_device():
    return json.dumps({"device_id": g.uuid(), "device_type": g.pick(["schlage_lock", "yale_lock", "igloohome_lock", "august_lock"]),
                       "properties": {"online": True, "locked": True, "battery_level": round(r.uniform(0.2, 1), 2), "serial_number": g.s(UPPER + D, 12)}})


def c_tax():
    return f"Occupancy tax report {g.pick(['Nov', 'Dec'])} 2026 — permit STR-{r.randint(2020, 2026)}-{r.randint(1000, 9999)}: {r.randint(5, 30)} nights, gross {r.randint(1000, 9000)}.00, TOT {r.randint(100, 900)}.{r.randint(10, 99)}"


def c_turnover_json():
    return json.dumps({"job_id": r.randint(10**6, 10**7), "property": prop(), "start": "2026-12-27T10:30:00Z", "cleaner_id": g.uuid(),
                       "checklist": ["linens", "restock coffee", "photo of thermostat"], "access": "code sent by app at job start"})


def c_msg_checkout():
    return f"Hi {guest()}, hope you enjoyed {prop()}! Checkout is at {g.pick(['10', '11'])}:00 — please start the dishwasher and leave keys on the counter. Ref {res()}."


CLEAN_T = [c_reservation, c_cleaning, c_msg_template, c_msg_nocode, c_env_example, c_ical_event, c_lock_log, c_payout, c_k8s,
           c_gha, c_prose, c_git, c_lock, c_listing, c_code, c_invoice, c_chat, c_checksum, c_webhook_payload, c_jwks,
           c_b64, c_masked, c_review, c_ical_link_pub, c_lock_device, c_tax, c_turnover_json, c_msg_checkout]


def main() -> None:
    out = Path(__file__).resolve().parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, vals = SECRET_T[i % len(SECRET_T)]()
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            text = CLEAN_T[i % len(CLEAN_T)]()
            f.write(json.dumps({"id": f"{FAM}-c{i + 1}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
