"""Blind redaction source "eventticket": events and ticketing software.

Eventbrite and Ticketmaster integrations, box-office systems, venue access control and handheld scanners, badge
printing, conference registration sites and livestream add-ons, as event-tech engineers and venue IT write them:
configs, shell commands, scanner logs, tracebacks, runbooks, chat, tickets and agent hook payloads. Written blind by
the helper "corpora4" on 2026-12-03 (it had read neither memtool's rules nor their results). Every value is random
and made up.
Run: python3 src_eventticket.py  (seeded; rewrites eventticket_secrets.jsonl / eventticket_clean.jsonl
byte-identically).
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62  # noqa: E402

FAM = "eventticket"
g = Gen(2612033)
r = g.r
EVENTS = ["DevSummit 2027", "Harbor Lights Festival", "RustConf Afterparty", "Spring Gala", "Northside Jazz Week",
          "MedTech Expo", "City Marathon Expo", "Indie Game Night"]
VENUES = ["Pier 9 Hall", "Grand Arena", "Riverside Amphitheatre", "Hall C", "The Foundry", "Convention Centre West"]
WORDS = ["encore", "lobby", "balcony", "usher", "marquee", "confetti", "backstage", "turnstile", "lanyard", "spotlight",
         "mezzanine", "foyer", "headliner", "soundcheck"]


def pw() -> str:
    k = r.randrange(8)
    if k == 0:
        return r.choice(WORDS) + str(r.randint(1, 999))
    if k == 1:
        return str(r.randint(1000, 99999999))
    if k == 2:
        return "-".join(r.sample(WORDS, 4))
    if k == 3:
        return r.choice(WORDS).capitalize() + r.choice(["!", "@", "#", "*"]) + str(r.randint(2019, 2027))
    if k == 4:
        return g.s(B62, r.randint(12, 32))
    if k == 5:
        return g.hexs(r.choice([24, 32, 64]))
    if k == 6:
        return r.choice(["boxoffice", "scan", "gate", "badge"]) + str(r.randint(1, 99))
    return g.machine_pw()


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": "check integration"}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def hook_read(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path}, "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def s_eventbrite_env():
    t = g.s(string.ascii_uppercase + string.digits, 20)
    return "name-context", f"EVENTBRITE_PRIVATE_TOKEN={t}\nEVENTBRITE_ORG_ID={r.randint(10**11, 10**12)}\n", [t]


def s_eventbrite_curl():
    t = g.s(string.ascii_uppercase + string.digits, 20)
    return "structural", f"$ curl -s -H 'Authorization: Bearer {t}' https://www.eventbriteapi.com/v3/events/{r.randint(10**11,10**12)}/attendees/?page=2 | jq '.attendees | length'\n50\n", [t]


def s_eventbrite_query():
    t = g.s(string.ascii_uppercase + string.digits, 20)
    return "structural", f"GET https://www.eventbriteapi.com/v3/users/me/?token={t} -> 200 ({r.randint(80,300)} ms)\n", [t]


def s_eventbrite_oauth():
    cs = g.s(string.ascii_uppercase + string.digits, 50)
    return "name-context", f"# Eventbrite app \"{r.choice(EVENTS)} sync\"\neventbrite:\n  api_key: {g.s(string.ascii_uppercase + string.digits, 18)}\n  client_secret: {cs}\n  webhook_endpoint: https://reg.example-events.com/hooks/eventbrite\n", [cs]


def s_ticketmaster_discovery():
    k = g.s(B62, 32)
    return "structural", f"fetch(`https://app.ticketmaster.com/discovery/v2/events.json?keyword=${{q}}&apikey={k}`)\n", [k]


def s_tm_partner():
    k = g.s(B62, 32)
    sec = g.s(B62, 16)
    return "name-context", f"[ticketmaster.partner]\nconsumer_key = {k}\nconsumer_secret = {sec}\nvenue_id = KovZpZA{g.s(B62, 6)}\n", [k, sec]


def s_boxoffice_db():
    p = pw()
    return "structural", f"BOXOFFICE_DSN=\"Driver={{ODBC Driver 17 for SQL Server}};Server=BOXOFFICE-SRV\\\\TIX;Database=Tessitura;Uid=tix_report;Pwd={p};\"\n", [p]


def s_boxoffice_chat():
    p = pw()
    return "structural", f"[18:{r.randint(10,59)}] sam (box office): window 3 POS logged itself out, what's the supervisor login?\n[18:{r.randint(10,59)}] priya: supervisor / {p} — change it after doors, it's been the same since the spring season\n", [p]


def s_scanner_cfg():
    k = g.hexs(32)
    return "name-context", f"{{\n  \"device\": \"scanner-gate-{r.randint(1,30):02d}\",\n  \"event_id\": \"{g.uuid()}\",\n  \"sync_url\": \"https://access.example-tix.com/api/scans\",\n  \"device_secret\": \"{k}\",\n  \"offline_mode\": true\n}}\n", [k]


def s_scanner_log():
    t = g.s(B62, 40)
    return "structural", f"I/ScanSync( {r.randint(1000,9999)}): POST https://access.example-tix.com/api/scans batch=48\nD/OkHttp  ( {r.randint(1000,9999)}): X-Device-Token: {t}\nD/OkHttp  ( {r.randint(1000,9999)}): <-- 201 Created (212ms)\n", [t]


def s_access_control_wiegand():
    p = str(r.randint(100000, 999999))
    return "name-context", f"Venue runbook — {r.choice(VENUES)}\n- Turnstile controller web UI: http://10.20.{r.randint(1,9)}.{r.randint(10,99)}\n- Installer code: {p} (needed to re-enrol readers after power loss)\n", [p]


def s_turnstile_ssh():
    p = pw()
    return "structural", f"$ sshpass -p '{p}' ssh root@turnstile-{r.randint(1,12)}.venue.lan 'systemctl restart gated'\n", [p]


def s_badge_printer():
    p = pw()
    return "structural", f"# Zebra ZD621 badge printers, Hall C\nPRINTER_URI=ipps://badge:{p}@zd621-hallc-{r.randint(1,6)}.onsite.lan/ipp/print\n", [p]


def s_badge_app():
    k = g.hexs(40)
    return "name-context", f"// badge-kiosk/config.js\nmodule.exports = {{\n  regApi: 'https://reg.example-events.com/api',\n  kioskSecret: '{k}',\n  template: 'speaker-v3.zpl',\n}};\n", [k]


def s_reg_django():
    k = "django-insecure-" + g.s(string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50) if r.random() < .3 else g.s(string.ascii_letters + string.digits + "!@#%^&*-_=+", 50)
    return "name-context", f"# registration site settings/production.py\nSECRET_KEY = '{k}'\nALLOWED_HOSTS = ['reg.example-events.com']\n", [k]


def s_reg_stripe():
    t = g.stripe()
    return "self-identifying", f"STRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 24)}\nSTRIPE_SECRET_KEY={t}\n", [t]


def s_reg_postgres():
    p = pw()
    return "structural", f"DATABASE_URL=postgres://registration:{p}@reg-db.cluster-{g.s(string.ascii_lowercase + string.digits, 12)}.eu-west-1.rds.amazonaws.com:5432/reg\n", [p]


def s_pretix():
    t = g.s(string.ascii_lowercase + string.digits, 64)
    return "structural", f"$ http GET https://pretix.eu/api/v1/organizers/devsummit/events/2027/orders/ 'Authorization: Token {t}'\nHTTP/1.1 200 OK\n", [t]


def s_pretix_cfg():
    p = pw()
    return "name-context", f"[database]\nbackend=postgresql\nname=pretix\nuser=pretix\npassword={p}\nhost=localhost\n", [p]


def s_livestream_rtmp():
    k = "live_" + str(r.randint(10**8, 10**9)) + "_" + g.s(B62, 30)
    return "name-context", f"# OBS profile: {r.choice(EVENTS)} main stage\n[Stream]\nServer=rtmp://live.twitch.tv/app\nKey={k}\n", [k]


def s_youtube_stream_key():
    k = "-".join(g.s(string.ascii_lowercase + string.digits, 4) for _ in range(5))
    return "name-context", f"Main stage YouTube stream key: {k}\nBackup ingest: rtmp://b.rtmp.youtube.com/live2?backup=1\n", [k]


def s_rtmp_url():
    k = f"FB-{r.randint(10**14,10**15)}-0-" + g.s(string.ascii_letters + string.digits, 24)
    return "structural", f"ffmpeg -re -i program.ts -c copy -f flv rtmps://live-api-s.facebook.com:443/rtmp/{k}\n", [k]


def s_mux():
    sec = g.s(B62 + "/+", 75)
    return "name-context", f"MUX_TOKEN_ID={g.uuid()}\nMUX_TOKEN_SECRET={sec}\n", [sec]


def s_vimeo():
    t = g.hexs(32)
    return "structural", f"curl -H 'Authorization: bearer {t}' https://api.vimeo.com/me/live_events\n", [t]


def s_zoom():
    cs = g.s(B62, 32)
    return "name-context", f"ZOOM_ACCOUNT_ID={g.s(B62 + '-_', 22)}\nZOOM_CLIENT_ID={g.s(B62, 22)}\nZOOM_CLIENT_SECRET={cs}\n", [cs]


def s_sendgrid():
    t = g.sendgrid()
    return "self-identifying", f"# ticket delivery e-mails\nSENDGRID_API_KEY=\"{t}\"\n", [t]


def s_mailchimp():
    t = g.mailchimp()
    return "self-identifying", f"mailchimp.setConfig({{ apiKey: '{t}', server: '{t.rsplit('-', 1)[1]}' }});\n", [t]


def s_twilio_sms():
    t = g.hexs(32)
    return "name-context", f"twilio:\n  account_sid: AC{g.hexs(32)}\n  auth_token: {t}\n  from: '+4420{r.randint(10**7,10**8)}'\n", [t]


def s_wallet_pass():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"Read(passkit/certs/pass.com.example.tickets.key)\n{block}\n", [line]


def s_wallet_p12_pw():
    p = pw()
    return "structural", f"$ openssl pkcs12 -in PassTypeCert.p12 -clcerts -nokeys -out passcert.pem -passin pass:{p}\nMAC verified OK\n", [p]


def s_google_wallet():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", json.dumps({"type": "service_account", "project_id": "tickets-wallet", "private_key_id": g.hexs(40), "private_key": block + "\n", "client_email": "wallet@tickets-wallet.iam.gserviceaccount.com"}, indent=2), [line]


def s_qr_hmac():
    k = g.b64(32)
    return "name-context", f"# QR tickets are HMAC-signed so scanners can validate offline\nTICKET_QR_SIGNING_KEY={k}\nTICKET_QR_ALG=HS256\n", [k]


def s_jwt_session():
    j = g.jwt()
    return "self-identifying", f"2026-11-{r.randint(10,28)}T19:{r.randint(10,59)}:08Z WARN checkout slow request path=/api/cart/checkout cookie=session={j} took=4.2s\n", [j]


def s_redis():
    p = pw()
    return "structural", f"QUEUE_URL=redis://:{p}@waitingroom-redis.internal:6379/2  # virtual waiting room\n", [p]


def s_queue_it():
    k = g.uuid() + "-" + g.uuid()
    return "name-context", f"<add key=\"QueueIt.CustomerId\" value=\"examplevents\" />\n<add key=\"QueueIt.SecretKey\" value=\"{k}\" />\n", [k]


def s_cvent():
    cs = g.s(B62, 40)
    return "structural", hook("curl -s -u \"$CVENT_CLIENT_ID:$CVENT_CLIENT_SECRET\" https://api-platform.cvent.com/ea/oauth2/token -d grant_type=client_credentials",
                              f"+ curl -s -u 4{g.hexs(7)}-client:{cs} https://api-platform.cvent.com/ea/oauth2/token -d grant_type=client_credentials\n{{\"access_token\":\"…\",\"expires_in\":3600}}"), [cs]


def s_hubspot():
    t = "pat-eu1-" + g.uuid()
    return "self-identifying", f"HUBSPOT_PRIVATE_APP_TOKEN={t}\n", [t]


def s_aws_ses():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"AWS_ACCESS_KEY_ID={a}\nAWS_SECRET_ACCESS_KEY={s}\nSES_FROM=tickets@example-events.com\n", [s]


def s_github():
    t = g.gh_classic()
    return "self-identifying", f"$ git clone https://{t}@github.com/example-events/badge-templates.git\nCloning into 'badge-templates'...\n", [t]


def s_ticket_issue():
    p = pw()
    return "name-context", f"INC-{r.randint(1000,9999)} {r.choice(VENUES)}: gate 4 scanners won't sync. Wi-Fi 'VENUE-OPS' password was changed to {p} this morning and nobody updated the handhelds.\n", [p]


def s_wifi_cfg():
    p = pw()
    return "name-context", f"# handheld provisioning profile\nwifi:\n  ssid: VENUE-OPS\n  security: WPA2\n  passphrase: \"{p}\"\n", [p]


def s_traceback():
    p = pw()
    return "structural", f"Traceback (most recent call last):\n  File \"/srv/boxoffice/sync.py\", line 58, in push_sales\n    ftp.login('tix_export', '{p}')\n  File \"/usr/lib/python3.11/ftplib.py\", line 412, in login\n    resp = self.sendcmd('PASS ' + passwd)\nftplib.error_perm: 530 Login incorrect.\n", [p]


def s_env_hook():
    t = g.s(B62, 40)
    return "name-context", hook("cat .env.production", f"NODE_ENV=production\nTITO_API_TOKEN={t}\nTITO_ACCOUNT=examplevents\nTITO_EVENT=devsummit-2027\n"), [t]


def s_tito_header():
    t = "secret_live_" + g.s(B62 + "_-", 20)
    return "self-identifying", f"Authorization: Token token={t}\nAccept: application/json\n", [t]


def s_xml_pos():
    p = pw()
    return "name-context", f"<PosTerminal id=\"BOX-0{r.randint(1,9)}\">\n  <Gateway>adyen</Gateway>\n  <MerchantAccount>ExampleVenuesGB</MerchantAccount>\n  <TerminalPin>{p}</TerminalPin>\n</PosTerminal>\n", [p]


def s_adyen():
    k = "AQE" + g.s(B62 + "+/", 120)
    return "name-context", f"ADYEN_API_KEY={k}\nADYEN_MERCHANT_ACCOUNT=ExampleVenuesGB\nADYEN_CLIENT_KEY=live_{g.s(string.ascii_uppercase + string.digits, 32)}\n", [k]


def s_basic_header():
    u = "gateapi"
    p = pw()
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", f"POST /v2/access/whitelist HTTP/1.1\nHost: acs.{r.choice(['grandarena','pier9'])}.lan\nAuthorization: Basic {b}\nContent-Length: 5120\n", [b]


def s_slack():
    t = g.slack()
    return "self-identifying", f"# doors-open bot\nSLACK_BOT_TOKEN={t}\nSLACK_CHANNEL=#ops-doors\n", [t]


def s_ini_kiosk():
    p = pw()
    return "name-context", f"[kiosk]\nadmin_pin = {p}\nidle_timeout = 120\nprinter = zebra\n", [p]


SECRETS = [s_eventbrite_env, s_eventbrite_curl, s_eventbrite_query, s_eventbrite_oauth, s_ticketmaster_discovery,
           s_tm_partner, s_boxoffice_db, s_boxoffice_chat, s_scanner_cfg, s_scanner_log, s_access_control_wiegand,
           s_turnstile_ssh, s_badge_printer, s_badge_app, s_reg_django, s_reg_stripe, s_reg_postgres, s_pretix,
           s_pretix_cfg, s_livestream_rtmp, s_youtube_stream_key, s_rtmp_url, s_mux, s_vimeo, s_zoom, s_sendgrid,
           s_mailchimp, s_twilio_sms, s_wallet_pass, s_wallet_p12_pw, s_google_wallet, s_qr_hmac, s_jwt_session,
           s_redis, s_queue_it, s_cvent, s_hubspot, s_aws_ses, s_github, s_ticket_issue, s_wifi_cfg, s_traceback,
           s_env_hook, s_tito_header, s_xml_pos, s_adyen, s_basic_header, s_slack, s_ini_kiosk]


def c_eventbrite_doc():
    return "Set `EVENTBRITE_PRIVATE_TOKEN` (Account Settings → Developer Links → API Keys → Private token). Then:\n\n    curl -H \"Authorization: Bearer $EVENTBRITE_PRIVATE_TOKEN\" https://www.eventbriteapi.com/v3/users/me/\n"


def c_attendees_csv():
    return "order_id,ticket_class,barcode,checked_in\n" + "\n".join(f"{r.randint(10**9,10**10)},{r.choice(['GA','VIP','Speaker','Student'])},{r.randint(10**15,10**16)},{r.choice(['yes','no'])}" for _ in range(5)) + "\n"


def c_scan_log():
    return "\n".join(f"19:{r.randint(10,59)}:{r.randint(10,59)} gate-{r.randint(1,12):02d} {r.choice(['VALID','ALREADY_SCANNED','VALID','WRONG_DAY'])} ticket={g.s(string.ascii_uppercase + string.digits, 10)}" for _ in range(6)) + "\n"


def c_qr_payload():
    return f"QR content: TKT1.{g.uuid()}.{r.randint(10**9,10**10)}  (signature verified against public key id k{r.randint(1,9)})\n"


def c_event_json():
    return json.dumps({"id": str(r.randint(10**11, 10**12)), "name": {"text": r.choice(EVENTS)}, "venue_id": str(r.randint(10**7, 10**8)), "status": "live", "capacity": r.randint(200, 20000)}, indent=2) + "\n"


def c_tm_public():
    return f"// Ticketmaster Discovery API: key read from env, never committed\nconst url = `https://app.ticketmaster.com/discovery/v2/events.json?apikey=${{process.env.TM_API_KEY}}&city=Leeds`;\n"


def c_stripe_pk():
    return f"<script>const stripe = Stripe('pk_live_{g.s(B62, 24)}');</script>\n"


def c_compose():
    return "services:\n  pretix:\n    image: pretix/standalone:stable\n    environment:\n      PRETIX_DATABASE_PASSWORD: ${PRETIX_DB_PASSWORD}\n"


def c_runbook():
    return f"Doors runbook — {r.choice(VENUES)}\n1. Power on turnstiles (breaker B4).\n2. Check the scanners show the right event on the home screen.\n3. Installer code is in the venue safe envelope; never write it in tickets.\n"


def c_obs_doc():
    return "[Stream]\nServer=rtmp://live.twitch.tv/app\nKey=<paste your stream key from the creator dashboard>\n"


def c_checksum():
    return f"scanner-app-{r.randint(3,5)}.{r.randint(0,20)}.{r.randint(0,9)}.apk\nSHA-256: {g.sha256()}\nSigner cert SHA-1: {':'.join(g.hexs(2).upper() for _ in range(20))}\n"


def c_git_log():
    return "\n".join(f"{g.hexs(40)}  {m}" for m in r.sample(["badge: fix long surnames wrapping", "scan: handle offline re-sync", "reg: add student discount code", "stream: swap to SRT backup", "waitlist: cap per-order tickets"], 3)) + "\n"


def c_zpl():
    return f"^XA\n^FO50,60^A0N,60,60^FD{r.choice(['Ada Lovelace','Grace Hopper','Ken Thompson','Radia Perlman'])}^FS\n^FO50,140^BQN,2,6^FDQA,{g.uuid()}^FS\n^XZ\n"


def c_chat():
    return f"[18:{r.randint(10,59)}] sam: window 3 POS logged out again\n[18:{r.randint(10,59)}] priya: supervisor login is on the card in the cash drawer, ping me if it's not there\n"


def c_wallet_json():
    return json.dumps({"formatVersion": 1, "passTypeIdentifier": "pass.com.example.tickets", "serialNumber": g.uuid(), "teamIdentifier": g.s(string.ascii_uppercase + string.digits, 10), "barcode": {"format": "PKBarcodeFormatQR", "message": g.hexs(24)}}, indent=2) + "\n"


def c_hook_ls():
    return hook("ls badges/out | head", "\n".join(f"badge_{r.randint(1000,9999)}_{g.hexs(8)}.pdf" for _ in range(5)))


def c_pytest():
    return f"$ pytest tests/test_waitlist.py\n===== {r.randint(5,20)} passed in {r.randint(1,4)}.{r.randint(10,99)}s =====\n"


def c_env_example():
    return "# .env.example\nSTRIPE_SECRET_KEY=sk_test_...\nSENDGRID_API_KEY=\nTICKET_QR_SIGNING_KEY=generate-with: openssl rand -base64 32\n"


def c_promo_codes():
    return "Promo codes for the newsletter (public):\n" + "\n".join(f"- {c}{r.randint(10,50)} — {r.randint(10,30)}% off" for c in r.sample(["EARLYBIRD", "STUDENT", "JAZZFAN", "GALA", "RUSTACEAN"], 3)) + "\n"


def c_youtube_doc():
    return "Go live: YouTube Studio → Create → Go live → Stream. Copy the stream key into OBS (Settings → Stream). Don't share the key; reset it after each event.\n"


def c_base64_img():
    return f"<img src=\"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ{g.s(B62 + '+/', 110)}\" alt=\"venue map\">\n"


def c_order_email():
    return f"Order #{r.randint(10**8,10**9)} confirmed — {r.choice(EVENTS)}\n{r.randint(1,4)} × General Admission\nYour tickets are attached. Booking reference: {g.s(string.ascii_uppercase + string.digits, 8)}\n"


def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} ops@venue-jump\n"


def c_kiosk_default():
    return "[kiosk]\n; default admin_pin is 0000 on a fresh image — the first-run wizard forces a change\nadmin_pin =\nidle_timeout = 120\n"


CLEAN = [c_eventbrite_doc, c_attendees_csv, c_scan_log, c_qr_payload, c_event_json, c_tm_public, c_stripe_pk,
         c_compose, c_runbook, c_obs_doc, c_checksum, c_git_log, c_zpl, c_chat, c_wallet_json, c_hook_ls, c_pytest,
         c_env_example, c_promo_codes, c_youtube_doc, c_base64_img, c_order_email, c_ssh_pub, c_kiosk_default]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets = [SECRETS[i % len(SECRETS)]() for i in range(250)]
    clean = [CLEAN[i % len(CLEAN)]() for i in range(100)]
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
