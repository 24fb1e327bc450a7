"""Blind redaction source "funeral": funeral homes and cemeteries.

Case management, obituary sites and livestreams, cemetery plot mapping, pre-need contracts, crematory equipment.
Written 2026-12-04 by the helper "corpora37" (session 26, round 65). Seeded, deterministic; imports only the
standard library and _tokens. Every value is random and made up.
"""
from __future__ import annotations

import base64
import hashlib
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "funeral"
g = Gen(6501)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

# ---------------------------------------------------------------- value helpers
DOMAIN_WORDS = ["Willow", "Cypress", "Lily", "Rosewood", "Chapel", "Vigil", "Harbor", "Evergreen", "Magnolia",
                "Oakhill", "Serenity", "Lantern", "Granite", "Cedar", "Meadow", "Hollis", "Requiem", "Ember"]
PHRASE = ["quiet", "river", "stone", "candle", "garden", "north", "maple", "silver", "lantern", "morning", "cedar",
          "harbor", "velvet", "autumn", "linen", "meadow", "bronze", "hymn"]
FIRST = ["Margaret", "Hollis", "Dana", "Ruth", "Tomasz", "Ines", "Kenji", "Aoife", "Bram", "Lucia", "Femi", "Greta",
         "Walter", "Priya", "Jonas", "Mireille", "Carlos", "Sunita"]
LAST = ["Whitfield", "Okafor", "Brennan", "Kowalski", "Duarte", "Nakamura", "Van Dijk", "Moreau", "Lindqvist",
        "Castellano", "Abernathy", "Hughes", "Pereira", "Schulz", "Fitzgerald", "Mahler"]
HOMES = ["whitfield-fh", "oakhill-memorial", "brennan-sons", "harbor-chapel", "cypress-lawn", "st-brigid-cem",
         "lindqvist-begravning", "maison-moreau", "evergreen-crem", "valley-rest"]


def dpw() -> str:
    return r.choice(DOMAIN_WORDS) + str(r.randint(10, 9999)) + r.choice("!#$%*.?+&")


def phrase() -> str:
    sep = r.choice("-._")
    return sep.join(r.sample(PHRASE, r.choice([3, 4]))) + (str(r.randint(1, 99)) if r.random() < .5 else "")


def legacy() -> str:
    return r.choice(["fh", "crem", "cem", "obit", "plot", "arr"]) + g.s(LOW, r.randint(2, 3)) + str(r.randint(1, 999))


def pin(n: int | None = None) -> str:
    n = n or r.choice([5, 6, 6, 7])
    return str(r.randint(1, 9)) + g.s(DIG, n - 1)


def any_pw() -> str:
    k = r.random()
    if k < .3:
        return dpw()
    if k < .45:
        return phrase()
    if k < .55:
        return legacy()
    return g.pw()


def person() -> str:
    return r.choice(FIRST) + " " + r.choice(LAST)


def user() -> str:
    return r.choice(["hollis", "mwhitfield", "dana.b", "ops", "crem-tech", "arranger2", "gis", "preneed", "admin.fd"])


def host() -> str:
    return r.choice(["fh-app01", "crem-hmi", "gis-db", "case-sql", "obit-web", "stream-enc01", "preneed-etl"]) + \
        "." + r.choice(HOMES) + r.choice([".local", ".lan", ".internal", ".com"])


def b62(n: int) -> str:
    return g.s(B62, n)


def ytkey() -> str:
    return "-".join(g.s(LOW + DIG, 4) for _ in range(5))


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def day() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}"


def ts() -> str:
    return f"{day()}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"


def case_no() -> str:
    return f"{r.choice(['FC', 'C', 'CASE-', 'AR'])}{r.randint(2024, 2026)}-{r.randint(100, 9999):04d}"


def hook(tool: str, tinput: dict, resp=None, event: str = "PostToolUse") -> str:
    sid = g.uuid()
    proj = r.choice(["case-portal", "obit-sync", "plotmap", "preneed-etl", "crem-telemetry", "stream-kit"])
    d = {"session_id": sid, "transcript_path": f"/home/{user()}/.claude/projects/-srv-{proj}/{sid}.jsonl",
         "cwd": f"/srv/{proj}", "hook_event_name": event, "tool_name": tool, "tool_input": tinput}
    if resp is not None:
        d["tool_response"] = resp
    return json.dumps(d, ensure_ascii=False)


def bash_hook(cmd: str, out: str) -> str:
    return hook("Bash", {"command": cmd, "description": "inspect config"},
                {"stdout": out, "stderr": "", "interrupted": False, "isImage": False})


# ---------------------------------------------------------------- secret templates
# each returns (class, text, [secrets])
S = []


def sec(fn):
    S.append(fn)
    return fn


@sec
def s_env_case():
    k, p = b62(40), any_pw()
    return "name-context", f"""# .env  (arrangement desk -> case management sync)
CASEMGMT_BASE_URL=https://api.{r.choice(HOMES)}.example/v2
CASEMGMT_TENANT={r.randint(1000, 9999)}
CASEMGMT_API_TOKEN={k}
SMTP_HOST=smtp.office365.com
SMTP_USER=arrangements@{r.choice(HOMES)}.com
SMTP_PASS={p}
""", [k, p]


@sec
def s_obs_service():
    k = ytkey()
    return "name-context", json.dumps({"settings": {"bwtest": False, "key": k, "server": "rtmp://a.rtmp.youtube.com/live2",
                                                    "service": "YouTube - RTMPS"}, "type": "rtmp_common"}, indent=4), [k]


@sec
def s_ffmpeg_rtmp():
    k = ytkey()
    return "structural", f"""$ ffmpeg -re -i chapel_cam1.mp4 -c:v libx264 -preset veryfast -b:v 3500k -c:a aac -f flv \\
    rtmp://a.rtmp.youtube.com/live2/{k}
ffmpeg version 6.1.1 Copyright (c) 2000-2023 the FFmpeg developers
Output #0, flv, to 'rtmp://a.rtmp.youtube.com/live2/{k}':
frame=  412 fps= 30 q=23.0 size=    5120kB time=00:00:13.70 bitrate=3061.2kbits/s speed=1.0x""", [k]


@sec
def s_vimeo_py():
    tok, cs, cid = g.hexs(32), g.b64(96).rstrip("="), g.hexs(40)
    cs = cs.replace("/", "x").replace("+", "Q")
    return "name-context", f"""import vimeo

# private memorial uploads for {r.choice(HOMES)}
client = vimeo.VimeoClient(
    token="{tok}",
    key="{cid}",
    secret="{cs}",
)
uri = client.upload("tribute_{r.randint(100, 999)}.mp4", data={{"name": "Celebration of life", "privacy": {{"view": "password"}}}})
""", [tok, cs]


@sec
def s_mux_stream():
    sk, sec_, tid = g.uuid(), b62(76), g.uuid()
    pb = b62(40)
    out = json.dumps({"data": {"stream_key": sk, "status": "idle", "playback_ids": [{"policy": "public", "id": pb}],
                               "id": b62(32), "latency_mode": "standard"}}, indent=2)
    return "name-context", f"""$ curl -s https://api.mux.com/video/v1/live-streams -u "$MUX_TOKEN_ID:$MUX_TOKEN_SECRET" -H 'Content-Type: application/json' -d '{{"playback_policy":["public"]}}'
{out}
# NB: MUX_TOKEN_ID={tid} MUX_TOKEN_SECRET={sec_} were exported in this shell, rotate""", [sk, sec_]


@sec
def s_private_stream_mail():
    p = r.choice([dpw(), r.choice(LAST).split()[0] + str(r.randint(1930, 1990))])
    n = person()
    lang = r.randint(0, 4)
    if lang == 0:
        t = f"""Subject: Livestream details for {n}'s service

Dear family,
the service on Saturday will be streamed privately. Link: https://watch.{r.choice(HOMES)}.example/services/{r.randint(10000, 99999)}
Viewing password: {p}
Please share it only with family and close friends.
Warm regards, {person()}, Funeral Director"""
    elif lang == 1:
        t = f"""Asunto: Transmisión en vivo del velorio de {n}

Estimada familia: la ceremonia se transmitirá en https://watch.{r.choice(HOMES)}.example/s/{r.randint(10000, 99999)}
Contraseña para ver la transmisión: {p}
No la publiquen en redes sociales, por favor."""
    elif lang == 2:
        t = f"""Objet : diffusion des obsèques de {n}

Madame, Monsieur,
la cérémonie sera retransmise en direct. Lien : https://watch.{r.choice(HOMES)}.example/c/{r.randint(10000, 99999)}
Mot de passe de la diffusion : {p}
Avec nos sincères condoléances."""
    elif lang == 3:
        t = f"""Betreff: Livestream der Trauerfeier für {n}

Liebe Angehörige,
die Trauerfeier wird übertragen: https://watch.{r.choice(HOMES)}.example/t/{r.randint(10000, 99999)}
Kennwort für den Zugang: {p}
Bitte nur im engsten Kreis weitergeben."""
    else:
        t = f"""件名：{n}様 ご葬儀ライブ配信のご案内

ご遺族の皆様
配信URL：https://watch.{r.choice(HOMES)}.example/j/{r.randint(10000, 99999)}
視聴パスワード：{p}
関係者以外への共有はお控えください。"""
    return "name-context", t, [p]


@sec
def s_zoom_graveside():
    pc = pin(r.choice([6, 7, 8]))
    mid = f"{r.randint(800, 899)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"
    return "name-context", f"""Graveside committal – {person()} – {day()} 11:00
Join Zoom Meeting
Meeting ID: {mid}
Passcode: {pc}
(family only; the public tribute wall is on the obituary page)""", [pc]


@sec
def s_edrs_handover():
    u, p = user(), any_pw()
    st = r.choice(["TxEVER (Texas)", "EDRS (Ohio)", "CA-EDRS", "NY EDRS", "FL EDRS (BVS)"])
    return "structural", f"""## Hand-over, night on-call ({day()})
- first call at 02:40, removal done, case {case_no()} opened
- {st} still needs the medical certifier's signature
- shared login for the office account (until everyone has their own): {u} / {p}
- call the cemetery office before 9 to confirm the opening""", [p]


@sec
def s_crem_hmi():
    p = pin(r.choice([4, 5, 6]))
    if len(p) == 4:
        p = p + r.choice("#*")
    return "name-context", f"""Ticket #{r.randint(20000, 29999)} – Retort 2 will not start cycle
Reported by: {person()} (crematory operator)
Afterburner temp holds at {r.randint(780, 880)} °C, primary chamber door interlock fault E{r.randint(10, 99)}.
OEM tech asked us to reset via the HMI maintenance screen. Supervisor password on the HMI is {p} (we changed it from the factory one last spring).
Please do not share outside the crematory team.""", [p]


@sec
def s_ewon():
    acct, u, p = r.choice(["EvergreenCrem", "OakhillOps", "ValleyRest"]), user(), any_pw()
    dev = g.uuid()
    return "structural", f"""GET https://m2web.talk2m.com/t2mapi/getewons?t2maccount={acct}&t2musername={u}&t2mpassword={p}&t2mdeveloperid={dev}
HTTP/1.1 200 OK
{{"ewons":[{{"name":"CREM-RETORT-{r.randint(1, 4)}","status":"online","encodedName":"CREM-RETORT"}}],"success":true}}""", [p]


@sec
def s_teamviewer():
    tid = f"{r.randint(1, 1)} {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}"
    p = g.s(LOW + DIG, r.choice([6, 8]))
    return "name-context", f"""From: service@cremation-systems.example
To: ops@{r.choice(HOMES)}.com

Hi, for tomorrow's remote check of the burner management PLC please leave the panel PC on.
We noted: TeamViewer ID {tid}, password {p}
Our technician will connect at 08:30 your time.""", [p]


@sec
def s_vnc():
    p = g.s(B62, 8)
    h = f"10.{r.randint(10, 40)}.{r.randint(0, 9)}.{r.randint(2, 250)}"
    return "structural", f"""# crematory HMI panels (Remmina export)
[remmina]
name=Retort {r.randint(1, 3)} HMI
protocol=VNC
server={h}:5900
# quick connect from the office: vnc://:{p}@{h}:5900
colordepth=16""", [p]


@sec
def s_plotbox_curl():
    t = b62(48)
    return "structural", f"""$ curl -s "https://api.plotbox.example/v1/cemeteries/{r.randint(10, 99)}/plots?section=C&status=available" \\
    -H "Authorization: Bearer {t}" -H "Accept: application/json" | jq '.data | length'
{r.randint(12, 140)}""", [t]


@sec
def s_arcgis_key():
    k = "AAPK" + g.hexs(32) + g.s(URLSAFE, 64)
    return "self-identifying", f"""// plot-map.js – cemetery section viewer (admin build, not the public one)
import esriConfig from "@arcgis/core/config.js";
esriConfig.apiKey = "{k}";
const layer = new FeatureLayer({{ url: "https://services{r.randint(1, 9)}.arcgis.com/{b62(16)}/arcgis/rest/services/Plots/FeatureServer/0" }});""", [k]


@sec
def s_arcgis_token():
    t = g.s(URLSAFE, 96) + ".."
    return "structural", f"""2026-{r.randint(1, 11):02d}-{r.randint(10, 28)} 09:{r.randint(10, 59)}:01 INFO plotsync: applyEdits https://gis.{r.choice(HOMES)}.example/server/rest/services/Cemetery/Plots/FeatureServer/0/applyEdits?f=json&token={t}
2026-{r.randint(1, 11):02d}-{r.randint(10, 28)} 09:{r.randint(10, 59)}:02 INFO plotsync: 14 updates, 0 failures""", [t]


@sec
def s_postgis():
    p = any_pw()
    return "structural", f"""plotmap:
  datasource: postgresql://gis_editor:{p}@{host()}:5432/cemetery?sslmode=require
  srid: 4326
  sections_table: public.sections""", [p]


@sec
def s_sshpass():
    p = any_pw()
    return "name-context", f"""#!/bin/sh
# nightly pre-need trust report to the trustee (cron 02:15)
sshpass -p '{p}' sftp -oBatchMode=no trustrpt@sftp.{r.choice(['fiduciary-trust', 'heritage-trustco', 'preneed-bank'])}.example <<EOF
put /srv/preneed/out/trust_{day()}.csv /inbound/
bye
EOF""", [p]


@sec
def s_preneed_oauth():
    cs = b62(48)
    cid = g.uuid()
    return "name-context", f"""POST /oauth2/token HTTP/1.1
Host: auth.{r.choice(['preneed-carrier', 'ngl-preneed', 'legacylife'])}.example
Content-Type: application/json

{{"grant_type":"client_credentials","client_id":"{cid}","client_secret":"{cs}","scope":"contracts.read contracts.write"}}""", [cs]


@sec
def s_preneed_webhook():
    s = g.hexs(64)
    return "name-context", f"""# settings.py (preneed-etl)
PRENEED_CARRIER = "{r.choice(['homestead', 'ngl', 'greatwestern'])}"
PRENEED_WEBHOOK_SIGNING_SECRET = "{s}"
PRENEED_RETRY = 5""", [s]


@sec
def s_stripe():
    k = "sk_live_" + b62(r.choice([24, 99]))
    return "self-identifying", f"""// payments.ts – pre-arrangement deposits and merchandise
import Stripe from "stripe";
export const stripe = new Stripe(process.env.STRIPE_KEY ?? "{k}", {{ apiVersion: "2024-06-20" }});""", [k]


@sec
def s_square():
    t = "EAAA" + g.s(URLSAFE, 60)
    return "self-identifying", f"""[square]
environment = production
location_id = L{g.s(UPPER + DIG, 12)}
access_token = {t}""", [t]


@sec
def s_twilio():
    t = g.hexs(32)
    return "name-context", f"""TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_AUTH_TOKEN={t}
TWILIO_FROM=+1{r.randint(2000000000, 9999999999)}
# used for "the hearse has left" family texts""", [t]


@sec
def s_sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"""from sendgrid import SendGridAPIClient
sg = SendGridAPIClient("{k}")  # obituary notification e-mails to subscribers
sg.send(message)""", [k]


@sec
def s_aws():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""$ cat ~/.aws/credentials
[tribute-photos]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = us-east-2""", [a, s]


@sec
def s_gmaps():
    k = g.google_api()
    return "self-identifying", f"""<?php
// directions from chapel to graveside, server-side geocode
$key = '{k}';
$url = "https://maps.googleapis.com/maps/api/directions/json?origin=" . urlencode($chapel) . "&destination=" . urlencode($cemetery) . "&key=" . $key;""", [k]


@sec
def s_ftd_xml():
    p = any_pw()
    return "name-context", f"""<appSettings>
  <add key="Florist.Provider" value="{r.choice(['FTD', 'Teleflora', 'BloomNet'])}" />
  <add key="Florist.MemberCode" value="{r.randint(10, 99)}-{r.randint(1000, 9999)}AA" />
  <add key="Florist.ApiPassword" value="{p}" />
</appSettings>""", [p]


@sec
def s_wp_apppw():
    ap = " ".join(g.s(B62, 4) for _ in range(6))
    u = r.choice(["obitbot", "webadmin", "funeraldirector"])
    return "structural", f"""curl -s -X POST https://{r.choice(HOMES)}.com/wp-json/wp/v2/obituaries \\
  -u '{u}:{ap}' \\
  -H 'Content-Type: application/json' \\
  -d @obit_{r.randint(1000, 9999)}.json""", [ap]


@sec
def s_wpconfig():
    p = any_pw()
    return "name-context", f"""define( 'DB_NAME', 'obits_wp' );
define( 'DB_USER', 'obits' );
define( 'DB_PASSWORD', '{p}' );
define( 'DB_HOST', 'localhost' );""", [p]


@sec
def s_tribute_video():
    k = g.s(HEX, 40)
    return "name-context", f"""<?php
$tv = new TributeVideoClient([
    'partner'   => '{r.choice(HOMES)}',
    'api_key'   => '{k}',
]);
$tv->createSlideshow($caseId, $photos);""", [k]


@sec
def s_gate_es():
    c = pin(r.choice([4, 5, 6]))
    if len(c) == 4:
        c += "#"
    return "name-context", f"""[WhatsApp] {person()}: Para el entierro de mañana, el portón de servicio del cementerio está cerrado hasta las 8.
[WhatsApp] {person()}: La clave del portón es {c}, la carroza entra por la calle lateral.
[WhatsApp] {person()}: Gracias 🙏""", [c]


@sec
def s_de_ofen():
    p = any_pw()
    return "name-context", f"""Hallo {r.choice(FIRST)},
die Ofensteuerung im Krematorium (Linie {r.randint(1, 3)}) hat nach dem Update wieder das alte Passwort verlangt.
Das aktuelle Passwort für den Service-Login ist jetzt {p} – bitte im Schichtbuch nicht mehr aufschreiben.
Gruß, {person()}""", [p]


@sec
def s_fr_concessions():
    u, p = r.choice(["mairie.cimetiere", "conservateur", "agent.etatcivil"]), any_pw()
    return "structural", f"""Bonjour,
pour le logiciel de gestion des concessions du cimetière communal (plan numérique et registre) :
identifiant : {u}
mot de passe : {p}
L'ancien compte du conservateur est désactivé. Cordialement.""", [p]


@sec
def s_nl_stream():
    k = b62(r.choice([20, 24]))
    return "name-context", f"""Hoi {r.choice(FIRST)}, voor de uitvaart van donderdag in de aula: de streamsleutel voor de encoder is {k}
Server blijft rtmp://live.{r.choice(HOMES)}.example/app. Na afloop graag de sleutel resetten.""", [k]


@sec
def s_pl_piec():
    p = any_pw()
    return "name-context", f"""Notatka serwisowa – piec kremacyjny nr {r.randint(1, 3)}
Hasło do panelu operatora (poziom serwisowy): {p}
Po przeglądzie zmienić hasło i wpisać do sejfu.""", [p]


@sec
def s_it_portale():
    u, p = user(), any_pw()
    return "structural", f"""Ciao {r.choice(FIRST)},
ti giro le credenziali del portale dell'agenzia di onoranze funebri per i necrologi online:
utente: {u}
password: {p}
Mi raccomando, cambiala al primo accesso.""", [p]


@sec
def s_pt_crem():
    p = any_pw()
    return "name-context", f"""Oi pessoal, a senha do sistema do crematório (supervisório do forno) mudou para {p}
Quem for fazer o turno da noite anota no cofre, não no quadro. Abraço, {r.choice(FIRST)}""", [p]


@sec
def s_hook_cat_env():
    k, p, t = b62(40), any_pw(), g.hexs(32)
    out = f"""CASEMGMT_API_TOKEN={k}
DB_HOST=case-sql.internal
DB_PASSWORD={p}
TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_AUTH_TOKEN={t}
OBIT_PUBLIC_BASE=https://obits.{r.choice(HOMES)}.com"""
    return "name-context", bash_hook("cat .env", out), [k, p, t]


@sec
def s_hook_write_compose():
    p, p2 = any_pw(), any_pw()
    content = f"""services:
  casedb:
    image: postgres:16
    environment:
      POSTGRES_USER: casemgmt
      POSTGRES_PASSWORD: {p}
  obit-worker:
    build: .
    environment:
      LEGACY_FEED_PASSWORD: "{p2}"
"""
    return "name-context", hook("Write", {"file_path": "/srv/case-portal/docker-compose.yml", "content": content},
                                {"type": "create", "filePath": "/srv/case-portal/docker-compose.yml"}), [p, p2]


@sec
def s_hook_edit_stream():
    old, new = ytkey(), ytkey()
    return "name-context", hook("Edit", {"file_path": "/srv/stream-kit/chapel_a.toml",
                                         "old_string": f'stream_key = "{old}"', "new_string": f'stream_key = "{new}"'},
                                {"filePath": "/srv/stream-kit/chapel_a.toml", "structuredPatch": []}), [old, new]


@sec
def s_log_apikey():
    k = b62(32)
    return "structural", f"""{ts()} INFO  [obit-sync] GET https://partners.{r.choice(['legacy', 'tributearchive', 'echovita'])}.example/api/obituaries?since={day()}&apikey={k} -> 200 (38 items)
{ts()} INFO  [obit-sync] upserted 38 obituaries, 2 guestbook entries flagged""", [k]


@sec
def s_traceback_mssql():
    p = any_pw()
    return "structural", f"""Traceback (most recent call last):
  File "/srv/preneed-etl/etl.py", line 41, in <module>
    engine = create_engine("mssql+pyodbc://srs_app:{p}@case-sql.internal/FuneralDB?driver=ODBC+Driver+18+for+SQL+Server")
  File "/usr/lib/python3/dist-packages/sqlalchemy/engine/create.py", line 612, in create_engine
sqlalchemy.exc.OperationalError: (pyodbc.OperationalError) ('08001', 'TCP Provider: Error code 0x2749')""", [p]


@sec
def s_props():
    p = any_pw()
    return "name-context", f"""# osiris-bridge.properties
bridge.case.poll.seconds=60
bridge.db.url=jdbc:sqlserver://case-sql:1433;databaseName=Osiris
bridge.db.user=bridge
bridge.db.password={p}""", [p]


@sec
def s_appsettings():
    p = any_pw()
    return "structural", json.dumps({"ConnectionStrings": {
        "Cemetery": f"Server=tcp:cem-sql.database.windows.net,1433;Initial Catalog=Interments;User ID=plotadmin;Password={p};Encrypt=True;"},
        "Logging": {"LogLevel": {"Default": "Information"}}}, indent=2), [p]


@sec
def s_tf():
    p = any_pw()
    return "name-context", f"""variable "obit_db_password" {{
  type      = string
  sensitive = true
  default   = "{p}"
}}""", [p]


@sec
def s_k8s():
    a, b = any_pw(), b62(32)
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: case-portal
type: Opaque
stringData:
  DB_PASSWORD: "{a}"
  FAMILY_PORTAL_SESSION_KEY: "{b}"
""", [a, b]


@sec
def s_jwt_portal():
    j = g.jwt(sub=f"family-{r.randint(1000, 9999)}")
    return "self-identifying", f"""GET /api/family/cases/{case_no()}/arrangements HTTP/2
Host: portal.{r.choice(HOMES)}.com
authorization: Bearer {j}
accept: application/json""", [j]


@sec
def s_pem_docusign():
    block, line = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"""# docusign_private.key – JWT grant for pre-need contract envelopes
{block}""", [line]


@sec
def s_gh_remote():
    t = g.gh_classic()
    return "self-identifying", f"""$ git remote -v
origin  https://x-access-token:{t}@github.com/{r.choice(HOMES)}/obituary-theme.git (fetch)
origin  https://x-access-token:{t}@github.com/{r.choice(HOMES)}/obituary-theme.git (push)""", [t]


@sec
def s_slack_hook():
    url = g.slack_webhook()
    return "self-identifying", f"""FIRST_CALL_ALERT_WEBHOOK = "{url}"
def alert_first_call(case):
    requests.post(FIRST_CALL_ALERT_WEBHOOK, json={{"text": f"First call: {{case.place_of_death}}"}})""", [url.rsplit("/", 1)[1]]


@sec
def s_table_logins():
    rows = [(r.choice(["Answering service portal", "After-hours call centre"]), user(), any_pw()),
            ("Vital records (EDRS)", user(), any_pw())]
    t = "| system | user | password |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
    return "structural", "### Office logins (temporary – move to the vault)\n" + t, [rows[0][2], rows[1][2]]


@sec
def s_keypad():
    c1, c2 = pin(r.choice([5, 6])), pin(r.choice([4, 5]))
    c2 = c2 + "*" if len(c2) == 4 else c2
    return "name-context", f"""Night staff notes
- Prep room door keypad: {c1}
- Mausoleum service entrance (alarm disarm): {c2}
- Cooler temp must read 2–4 °C on the log sheet every 4 hours""", [c1, c2]


@sec
def s_tracker():
    p = any_pw()
    return "name-context", f"""# removal van GPS tracker (fleet portal)
tracker:
  portal: https://fleet.{r.choice(['trackmy', 'gpsgate', 'fleetsense'])}.example
  login: {r.choice(HOMES)}
  pass: '{p}'
  vehicles: [HEARSE-1, REMOVAL-2]""", [p]


@sec
def s_ini_crm():
    p = any_pw()
    return "name-context", f"""[cemetery_crm]
endpoint = https://crm.{r.choice(HOMES)}.example/api
username = sales_ro
password = {p}
sync_interments = true""", [p]


@sec
def s_notebook():
    p = any_pw()
    src = ["import pandas as pd\n", "from sqlalchemy import create_engine\n",
           f"eng = create_engine('mysql+pymysql://analyst:{p}@{host()}/cemetery')\n",
           "df = pd.read_sql('select section, count(*) from plots where status=\\'sold\\' group by section', eng)\n"]
    nb = {"cells": [{"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [], "source": src}],
          "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}
    return "structural", json.dumps(nb, indent=1), [p]


@sec
def s_ticket_rotate():
    old, new = b62(32), b62(32)
    return "name-context", f"""JIRA OPS-{r.randint(100, 999)}: rotate obituary partner feed key
The partner key leaked in a screenshot on the staff Facebook group.
Old key {old} is revoked as of today; new key {new} is set in prod Key Vault and in the obit-sync .env on obit-web.
Done by {person()}.""", [old, new]


@sec
def s_ftp_emissions():
    p = any_pw()
    return "structural", f"""# upload daily opacity/CO log from the crematory stack monitor to the consultant
curl -T /data/cems/{day()}.csv ftp://cems_upload:{p}@ftp.{r.choice(['airconsult', 'envmon', 'stacklog'])}.example/incoming/""", [p]


@sec
def s_sql_login():
    p = any_pw()
    return "name-context", f"""-- read-only login for the pre-need auditor
CREATE LOGIN preneed_audit WITH PASSWORD = '{p}', CHECK_POLICY = ON;
CREATE USER preneed_audit FOR LOGIN preneed_audit;
ALTER ROLE db_datareader ADD MEMBER preneed_audit;""", [p]


@sec
def s_azure_conn():
    k = g.b64(64)
    return "structural", f"""AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=tributephotos{r.randint(1, 99)};AccountKey={k};EndpointSuffix=core.windows.net\"""", [k]


@sec
def s_vital_header():
    k = b62(36)
    return "structural", f"""POST https://api.vitalrecords-orders.example/v1/certificates/orders
X-Api-Key: {k}
Content-Type: application/json

{{"decedent":"{person()}","copies":{r.randint(2, 12)},"state":"{r.choice(['OH', 'TX', 'PA', 'NC'])}","case":"{case_no()}"}}""", [k]


@sec
def s_va_header():
    k = b62(32)
    return "structural", f"""$ http GET https://sandbox-api.va.example/services/veteran-burial/v0/eligibility ssn_last4==XXXX apikey:{k}
HTTP/1.1 200 OK
{{"eligible": true, "cemetery": "National Cemetery", "status": "pre-need determination on file"}}""", [k]


@sec
def s_family_code():
    c = f"{g.s(UPPER, 3)}-{pin(4)}"
    return "name-context", f"""Dear {person()},
thank you for meeting with us today. You can review the arrangements, upload photos for the tribute video and approve the obituary draft in our family portal.
Your family access code: {c}
It works for everyone you share it with, so please keep it within the family.""", [c]


@sec
def s_diff():
    p, k = any_pw(), b62(40)
    return "name-context", f"""diff --git a/config/production.yml b/config/production.yml
@@ -12,9 +12,9 @@ obituaries:
   feed_url: https://partners.legacy.example/feed
-  feed_user: {r.choice(HOMES)}
-  feed_password: {p}
+  feed_user: ${{LEGACY_FEED_USER}}
+  feed_password: ${{LEGACY_FEED_PASSWORD}}
 livestream:
-  api_token: {k}
+  api_token: ${{STREAM_API_TOKEN}}""", [p, k]


@sec
def s_powershell():
    p = any_pw()
    return "name-context", f"""$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ('FH\\svc_srs', $pw)
Invoke-Command -ComputerName case-sql -Credential $cred -ScriptBlock {{ Restart-Service SRSCaseService }}""", [p]


@sec
def s_docker_run():
    p = any_pw()
    return "name-context", f"""docker run -d --name plotdb -e MYSQL_ROOT_PASSWORD={p} -e MYSQL_DATABASE=plots -p 3306:3306 mysql:8.4""", [p]


@sec
def s_basic_encoder():
    u, p = "admin", any_pw()
    return "structural", f"""POST /api/v1/stream/start HTTP/1.1
Host: {r.choice(['10.0.4.21', '192.168.20.15', 'chapel-enc.local'])}
Authorization: Basic {basic(u, p)}
Content-Type: application/json

{{"destination":"youtube","profile":"720p30"}}""", [basic(u, p)]


@sec
def s_redis():
    p = any_pw()
    return "structural", f"""CELERY_BROKER_URL = "redis://:{p}@{host()}:6379/2"  # tribute video render queue""", [p]


@sec
def s_mqtt_crem():
    p = any_pw()
    return "structural", f"""$ mosquitto_sub -h mqtt.{r.choice(HOMES)}.internal -p 8883 --capath /etc/ssl/certs -u crem-telemetry -P '{p}' -t 'crem/retort/+/temp' -v
crem/retort/1/temp {{"primary":{r.randint(760, 980)},"after":{r.randint(850, 990)},"ts":"{ts()}"}}""", [p]


@sec
def s_chat_livestream_key_en():
    k = b62(r.choice([16, 20, 24]))
    return "name-context", f"""[#chapel-av] {r.choice(FIRST)}: stream for the 2pm service isn't going out
[#chapel-av] {r.choice(FIRST)}: did you paste the new key? it's {k} — the old one was reset after Tuesday
[#chapel-av] {r.choice(FIRST)}: live now, thanks""", [k]


@sec
def s_ja_preneed():
    p = any_pw()
    return "name-context", f"""【引き継ぎ】互助会（生前契約）管理システム
・管理者ログインID：preneed_admin
・パスワード：{p}
・毎月5日に信託口座の残高照合を行うこと""", [p]


@sec
def s_retort_plc_yaml():
    p = pin(r.choice([6, 8]))
    return "name-context", f"""plc:
  model: S7-1200
  ip: 192.168.{r.randint(1, 9)}.{r.randint(10, 99)}
  rack: 0
  slot: 1
  protection_password: "{p}"   # know-how protection on the burner FB
tags:
  primary_chamber_temp: DB10.DBD0
  afterburner_temp: DB10.DBD4""", [p]


@sec
def s_openai_obit():
    k = g.openai()
    return "self-identifying", f"""# obit_draft.py – drafts obituary text from the arrangement conference notes
from openai import OpenAI
client = OpenAI(api_key="{k}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role": "user", "content": notes}}])""", [k]


@sec
def s_cli_flag():
    t = b62(40)
    return "name-context", f"""$ casectl --tenant {r.randint(1000, 9999)} --api-token {t} export --since {day()} --format csv > cases.csv
exported {r.randint(20, 400)} cases""", [t]


@sec
def s_prose_plot_admin():
    p = any_pw()
    return "name-context", f"""Plot-mapping go-live checklist
1. Import the {r.randint(1890, 1960)}–present burial ledger scans (done)
2. Give the sexton an editor account – the temporary password I set is {p}, he must change it on first login
3. Publish the public search page (read-only, no login)""", [p]


@sec
def s_telegram():
    t = g.telegram()
    return "self-identifying", f"""BOT_TOKEN = "{t}"  # posts new obituaries to the parish channel""", [t]


@sec
def s_jdbc_url():
    p = any_pw()
    return "structural", f"""spring.datasource.url=jdbc:postgresql://{host()}:5432/preneed?user=preneed_app&password={p}&ssl=true""", [p]


# ---------------------------------------------------------------- clean templates
C = []


def cln(fn):
    C.append(fn)
    return fn


@cln
def c_case_json():
    return json.dumps({"case": case_no(), "id": g.uuid(), "decedent": {"name": person(), "dod": day()},
                       "disposition": r.choice(["burial", "cremation", "entombment"]), "arranger": user(),
                       "status": r.choice(["open", "awaiting-certificate", "closed"]), "updated": ts()}, indent=2)


@cln
def c_obit_jsonld():
    vid = g.s(URLSAFE, 11)
    return f"""<script type="application/ld+json">
{json.dumps({"@context": "https://schema.org", "@type": "Event", "name": f"Funeral service for {person()}",
             "startDate": ts(), "location": {"@type": "Place", "name": "Chapel of the Pines"},
             "url": f"https://www.youtube.com/watch?v={vid}"}, indent=1)}
</script>"""


@cln
def c_geojson():
    feats = [{"type": "Feature", "properties": {"plot_id": f"{r.choice('ABCDEFG')}-{r.randint(1, 40)}-{r.randint(1, 12)}",
                                                "status": r.choice(["sold", "available", "reserved"]), "gid": g.uuid()},
              "geometry": {"type": "Point", "coordinates": [round(-80 + r.random(), 6), round(40 + r.random(), 6)]}}
             for _ in range(3)]
    return json.dumps({"type": "FeatureCollection", "features": feats}, indent=1)


@cln
def c_env_example():
    return """# .env.example – copy to .env and fill in from the vault
CASEMGMT_BASE_URL=https://api.example.com/v2
CASEMGMT_API_TOKEN=<your-api-token>
DB_PASSWORD=changeme
TWILIO_AUTH_TOKEN=
STREAM_KEY=${STREAM_KEY}
LEGACY_FEED_PASSWORD=xxxxxxxx"""


@cln
def c_env_read():
    return f"""import os
MUX_TOKEN_ID = os.environ["MUX_TOKEN_ID"]
MUX_TOKEN_SECRET = os.environ["MUX_TOKEN_SECRET"]
STREAM_KEY = os.getenv("CHAPEL_{r.choice('AB')}_STREAM_KEY", "")
if not STREAM_KEY:
    raise SystemExit("set CHAPEL stream key from 1Password: op read op://AV/chapel/stream_key")"""


@cln
def c_crem_log():
    rows = "\n".join(f"{ts()},{r.randint(1, 3)},{r.randint(100000, 999999)},{r.randint(760, 990)},{r.randint(840, 995)},{r.randint(90, 180)}"
                     for _ in range(5))
    return "timestamp,retort,id_disc,primary_c,afterburner_c,minutes\n" + rows


@cln
def c_mux_id():
    return f"""MUX_TOKEN_ID={g.uuid()}
MUX_TOKEN_SECRET=${{MUX_TOKEN_SECRET}}   # from Key Vault, never commit
MUX_PLAYBACK_ID={b62(40)}   # public, goes in the obituary page"""


@cln
def c_prose_streamkey():
    return r.choice([
        "Reminder for AV volunteers: never paste the stream key into the family e-mail or the obituary page. The key lives in 1Password under 'Chapel A encoder'; reset it in YouTube Studio after every private service.",
        "Recordatorio: la clave de transmisión no se comparte con la familia. Solo se les envía el enlace público del video. Si alguien la pide, remitir al director.",
        "Rappel : ne jamais envoyer le mot de passe du crématorium par SMS. Il est dans le coffre-fort numérique, demandez à l'astreinte.",
        "Hinweis: Passwörter für die Ofensteuerung stehen ausschließlich im Tresor (KeePass), nicht im Schichtbuch.",
    ])


@cln
def c_sha_certs():
    return "\n".join(f"{g.sha256()}  death_cert_{case_no()}.pdf" for _ in range(4))


@cln
def c_git_log():
    return "\n".join(f"{g.hexs(7)} {r.choice(['fix plot polygon snapping', 'obit: add guestbook moderation', 'stream: rotate keys via vault', 'preneed: trust CSV totals', 'bump arcgis js to 4.30'])}"
                     for _ in range(5))


@cln
def c_ssh_pub():
    return f"""# /home/crem-tech/.ssh/authorized_keys on crem-hmi jump host
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} {user()}@laptop
ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.s(B62 + '+/', 120)} oem-support"""


@cln
def c_photo_b64():
    return json.dumps({"obituary": b62(10), "portrait": "data:image/jpeg;base64," + g.b64(90), "alt": f"Portrait of {person()}"})


@cln
def c_stripe_pk():
    return f"""<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe("pk_live_{b62(99)}");
  const elements = stripe.elements({{ clientSecret: window.__PREARRANGE_INTENT__ }});
</script>"""


@cln
def c_twilio_sid():
    return f"""twilio:
  account_sid: AC{g.hexs(32)}
  messaging_service_sid: MG{g.hexs(32)}
  auth_token: "@Microsoft.KeyVault(SecretUri=https://fh-kv.vault.azure.net/secrets/twilio-auth-token/)" """


@cln
def c_preneed_contract():
    return f"""Pre-need contract {r.choice(['PN', 'GS'])}-{r.randint(100000, 999999)}
Purchaser: {person()}   Beneficiary: {person()}
Funding: insurance, policy {r.choice(['HL', 'NG'])}{r.randint(10000000, 99999999)}   Face amount: ${r.randint(6, 19)},{r.randint(100, 999)}.00
Trust account: ****{r.randint(1000, 9999)}   Irrevocable: yes   Signed: {day()}"""


@cln
def c_ewon_default():
    return """Commissioning checklist – retort remote-access router (eWON Cosy)
[ ] connect LAN port, browse to 10.0.0.53
[ ] log in with the factory default adm / adm and immediately set a new password (store it in the vault, not here)
[ ] register to Talk2M with the one-time activation key from the OEM
[ ] disable the WAN web UI"""


@cln
def c_hook_ls():
    return bash_hook("ls -la config/", f"""total 24
drwxr-xr-x 2 app app 4096 {day()} .
-rw-r--r-- 1 app app  512 {day()} production.yml
-rw------- 1 app app  301 {day()} .env
-rw-r--r-- 1 app app  288 {day()} .env.example""")


@cln
def c_tf_var():
    return """variable "obit_db_password" {
  type      = string
  sensitive = true
}
resource "azurerm_key_vault_secret" "obitdb" {
  name         = "obit-db-password"
  value        = var.obit_db_password
  key_vault_id = azurerm_key_vault.fh.id
}"""


@cln
def c_k8s_ref():
    return """env:
  - name: DB_PASSWORD
    valueFrom:
      secretKeyRef:
        name: case-portal
        key: DB_PASSWORD
  - name: STREAM_API_TOKEN
    valueFrom:
      secretKeyRef: {name: stream-kit, key: api-token}"""


@cln
def c_edrs_xml():
    return f"""<DeathRecord xmlns="urn:edrs:v2">
  <CaseId>{g.uuid()}</CaseId>
  <StateFileNumber>{r.randint(2026, 2026)}-{r.randint(100000, 999999)}</StateFileNumber>
  <Decedent><Name>{person()}</Name></Decedent>
  <Certifier npi="{r.randint(1000000000, 1999999999)}"/>
  <DocumentHash alg="sha256">{g.sha256()}</DocumentHash>
</DeathRecord>"""


@cln
def c_gha():
    return """- name: deploy obituary theme
  env:
    WP_APP_PASSWORD: ${{ secrets.WP_APP_PASSWORD }}
    SSH_KEY: ${{ secrets.DEPLOY_KEY }}
  run: ./deploy.sh "$WP_USER" "$WP_APP_PASSWORD\""""


@cln
def c_plc_tags():
    return "\n".join(f"{t},DB{r.randint(10, 20)}.DBD{4 * i},REAL" for i, t in
                     enumerate(["primary_temp", "afterburner_temp", "o2_pct", "door_open", "cycle_minutes"]))


@cln
def c_webhook_sig():
    return f"""POST /hooks/preneed HTTP/1.1
X-Carrier-Signature: sha256={g.sha256()}
X-Request-Id: {g.uuid()}
Content-Type: application/json

{{"event":"contract.funded","contract":"PN-{r.randint(100000, 999999)}","amount":{r.randint(5000, 15000)}}}"""


@cln
def c_fingerprints():
    return f"""SHA256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}
subject=CN=portal.{r.choice(HOMES)}.com
issuer=C=US, O=Let's Encrypt, CN=R11
serial={g.hexs(36).upper()}"""


@cln
def c_digests():
    return "\n".join(f"ghcr.io/{r.choice(HOMES)}/{n}@sha256:{g.sha256()}" for n in ["case-portal", "obit-sync", "plotmap"])


@cln
def c_invoice():
    return f"""Invoice {r.randint(1000, 9999)} – {person()}
Payment intent pi_{b62(24)}  charge ch_{b62(24)}
Casket (20ga steel)   $2,{r.randint(100, 999)}.00
Opening/closing       $1,{r.randint(100, 999)}.00
Paid {day()} by card ending {r.randint(1000, 9999)}"""


@cln
def c_obs_empty():
    return json.dumps({"settings": {"key": "", "server": "auto", "service": "YouTube - RTMPS", "use_auth": False},
                       "type": "rtmp_common"}, indent=4)


@cln
def c_preneed_resp():
    return json.dumps({"contractNumber": f"PN-{r.randint(100000, 999999)}", "policyNumber": f"NG{r.randint(10000000, 99999999)}",
                       "status": "InForce", "faceAmount": r.randint(5000, 20000), "requestId": g.uuid(),
                       "etag": g.hexs(32)}, indent=2)


@cln
def c_mapbox():
    return f"""<script>
mapboxgl.accessToken = 'pk.eyJ1Ijoi{b62(20)}.{g.s(URLSAFE, 22)}';
const map = new mapboxgl.Map({{ container: 'plots', style: 'mapbox://styles/mapbox/satellite-v9', center: [-83.{r.randint(1000, 9999)}, 40.{r.randint(1000, 9999)}] }});
</script>"""


@cln
def c_legacy_url():
    return f"""Obituary published: https://www.legacy.example/us/obituaries/name/{r.choice(LAST).lower().replace(' ', '-')}-obituary?id={r.randint(50000000, 59999999)}
Guestbook entries: {r.randint(0, 80)}   Candles lit: {r.randint(0, 300)}   Page views: {r.randint(100, 9000)}"""


@cln
def c_yaml_placeholders():
    return """livestream:
  server: rtmp://a.rtmp.youtube.com/live2
  stream_key: ${STREAM_KEY}
crematory:
  hmi_password_file: /run/secrets/hmi_password
preneed:
  sftp_password: "{{ vault('preneed/sftp') }}\""""


@cln
def c_chat_rotate():
    return r.choice([
        f"[#it] {r.choice(FIRST)}: rotated the EDRS shared login this morning, new one is in 1Password (Office vault). Don't DM it please.",
        f"[#it] {r.choice(FIRST)}: la contraseña del portal de necrológicas ya se cambió, está en el gestor de contraseñas.",
        f"[#it] {r.choice(FIRST)}: nowe hasło do pieca jest w sejfie, nie w mailu.",
        f"[#it] {r.choice(FIRST)}: 新しいストリームキーはパスワード管理ツールに保存しました。チャットには貼らないでください。",
    ])


@cln
def c_log_ids():
    return "\n".join(f"{ts()} INFO request_id={g.uuid()} trace={g.hexs(32)} span={g.hexs(16)} route=/api/cases/{case_no()} status=200"
                     for _ in range(3))


@cln
def c_pw_policy():
    return """Password policy (family portal and staff accounts)
- at least 12 characters, no reuse of the last 5
- staff accounts use SSO with MFA; the family access code expires 90 days after the service
- never send a password and the username in the same e-mail"""


@cln
def c_arcgis_public():
    return f"""https://services{r.randint(1, 9)}.arcgis.com/{b62(16)}/arcgis/rest/services/PublicGraveSearch/FeatureServer/0/query?where=surname%3D%27{r.choice(LAST).split()[0]}%27&outFields=*&f=geojson
-> 200, {r.randint(1, 30)} features (public layer, no token required)"""


@cln
def c_license():
    return f"""Funeral director licence FDR.{r.randint(10000, 99999)}  Embalmer EMB.{r.randint(1000, 9999)}
Crematory permit CR-{r.randint(100, 999)}   EPA facility id {r.randint(100000000, 999999999)}
Burial permit {r.randint(2026, 2026)}-BP-{r.randint(10000, 99999)}"""


@cln
def c_cems_frames():
    return "\n".join(f"RX {ts()} {' '.join(g.hexs(2).upper() for _ in range(12))} crc={g.hexs(4)}" for _ in range(4))


@cln
def c_pgpass_tpl():
    return """# ~/.pgpass template – fill the last field from the vault
gis-db.internal:5432:cemetery:gis_editor:<password>
*:*:*:postgres:*"""


@cln
def c_zoom_public():
    return f"""Public memorial webinar: https://zoom.us/webinar/register/WN_{g.s(URLSAFE, 22)}
(registration required; no passcode is sent by the funeral home, Zoom e-mails each registrant their own link)"""


@cln
def c_hook_grep():
    return bash_hook("grep -rn 'password' config/ | head", """config/production.yml:14:  feed_password: ${LEGACY_FEED_PASSWORD}
config/production.yml:22:  hmi_password_file: /run/secrets/hmi_password
config/settings.py:8:DB_PASSWORD = os.environ["DB_PASSWORD"]""")


@cln
def c_vimeo_ids():
    return json.dumps({"uri": f"/videos/{r.randint(800000000, 999999999)}", "name": "Celebration of life",
                       "privacy": {"view": "password"}, "md5": g.hexs(32), "resource_key": g.hexs(40)}, indent=2)


@cln
def c_uuid_table():
    return "| plot | interment id | deed |\n|---|---|---|\n" + "\n".join(
        f"| {r.choice('ABCDE')}-{r.randint(1, 40)}-{r.randint(1, 9)} | {g.uuid()} | D{r.randint(10000, 99999)} |" for _ in range(4))


@cln
def c_sendgrid_env_ref():
    return """from sendgrid import SendGridAPIClient
import os
sg = SendGridAPIClient(os.environ.get("SENDGRID_API_KEY"))
# key is issued per environment; see runbook 'Obituary notifications'"""


@cln
def c_diff_placeholder():
    return """diff --git a/.env.example b/.env.example
-STREAM_KEY=xxxx-xxxx-xxxx-xxxx-xxxx
+STREAM_KEY=<paste from YouTube Studio, never commit>
-DB_PASSWORD=password
+DB_PASSWORD=changeme"""


# ---------------------------------------------------------------- write
def main() -> None:
    clean = []
    seen = set()
    i = 0
    while len(clean) < 100:
        t = C[i % len(C)]()
        i += 1
        clean.append(t)
    blob = "\n".join(clean)
    secrets = []
    order = list(range(len(S)))
    i = 0
    while len(secrets) < 250:
        if i % len(S) == 0:
            r.shuffle(order)
        fn = S[order[i % len(S)]]
        i += 1
        for _ in range(20):
            cls, text, vals = fn()
            if all(v and v in text and v not in blob and v not in seen for v in vals):
                break
        else:
            raise SystemExit(f"could not place {fn.__name__}")
        seen.update(vals)
        secrets.append((cls, text, vals))
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
