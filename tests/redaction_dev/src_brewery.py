"""Blind redaction source "brewery" (round 58, helper corpora30): breweries, wineries and distilleries.

Production software (Ekos, Orchestrated/SAP B1, InnoVint, vintrace), fermentation sensors (Tilt, iSpindel, Plaato,
BrewPi/Fermentrack, Brewfather streams, MQTT/InfluxDB), TTB and excise reporting, taproom POS (Square, Toast,
Untappd for Business), DTC and distributor portals (Commerce7, ShipCompliant, VIP, Fintech). Every value is random
and made up. Imports only the standard library and _tokens.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "brewery"
g = Gen(58002)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits


def words_pw():
    w = ["Hopfen", "Citra", "Mosaic", "Saison", "Porter", "Barrel", "Mash", "Wort", "Cascade", "Riesling", "Merlot",
         "Bourbon", "Copper", "Stout", "Kolsch", "Lager", "Grenache", "Malt"]
    return g.pick(w) + str(r.randint(1, 2026)) + g.pick(["!", "#", "", "$", "?", "*"])


def phrase():
    w = ["foam", "kettle", "cellar", "yeast", "barley", "oak", "copper", "tank", "bright", "cask", "grape", "still",
         "hop", "glycol", "lees", "mash"]
    return g.pick(["-", ".", "_"]).join(g.pick(w) for _ in range(r.randint(3, 4))) + str(r.randint(1, 99))


def pin(n=None):
    return g.s(DIG, n or g.pick([4, 4, 6]))


def legacy():
    return g.s(LOW, r.randint(4, 7)) + g.s(DIG, r.randint(1, 3))


def any_pw():
    return [words_pw, phrase, legacy, g.machine_pw, g.human_pw, g.machine_pw][r.randint(0, 5)]()


def urlpw():
    p = any_pw()
    for ch in "@/?#:%":
        p = p.replace(ch, "")
    return p


def brewery():
    return g.pick(["Copper Kettle", "Riverbend", "Old Mill", "Three Foxes", "Hopfenhaus", "Iron Anchor", "Lantern Hill",
                   "Sierra Azul", "Bodega del Río", "Glen Corrie"])


def slug():
    return g.pick(["copperkettle", "riverbend", "oldmill", "threefoxes", "hopfenhaus", "ironanchor", "lanternhill",
                   "sierraazul", "glencorrie"])


def batch():
    return f"{g.pick(['IPA', 'STT', 'PIL', 'SAI', 'CAB', 'CHD', 'BRB', 'RYE'])}-{r.randint(20, 26)}{g.s(DIG, 3)}"


def tank():
    return g.pick(["FV", "BBT", "UNI", "T"]) + str(r.randint(1, 24))


SEC = []


def sec(fn):
    SEC.append(fn)
    return fn


@sec
def t_ekos_env():
    k = g.s(B62, 40)
    return "name-context", f"""# .env for the Ekos -> sheets sync
EKOS_API_KEY={k}
EKOS_BASE_URL=https://api.goekos.com/v1
SYNC_TABLES=Batch,Inventory,Sales
""", [k]


@sec
def t_sapb1_login():
    pw = any_pw().replace('"', '')
    body = json.dumps({"CompanyDB": f"SBO_{slug().upper()}", "UserName": "manager", "Password": pw})
    return "structural", f"""$ curl -k -X POST https://b1-{slug()}:50000/b1s/v1/Login -d '{body}'
{{"odata.metadata":"https://b1-{slug()}:50000/b1s/v1/$metadata#B1Sessions/@Element","SessionId":"{g.uuid()}","Version":"1000190","SessionTimeout":30}}
""", [pw]


@sec
def t_tilt_script():
    sid = "AKfycb" + g.s(URLSAFE, 66)
    return "self-identifying", f"""Tilt Pi → Cloud settings
  Cloud URL: https://script.google.com/macros/s/{sid}/exec
  Logging interval: 15 min
  Beer name: {batch()} {g.pick(['Red', 'Green', 'Black', 'Purple', 'Orange'])} Tilt
""", [sid]


@sec
def t_brewfather_basic():
    uid = g.s(B62, 28)
    key = g.s(B62, 30)
    b = base64.b64encode(f"{uid}:{key}".encode()).decode()
    return "structural", f"""GET https://api.brewfather.app/v2/batches?status=Fermenting HTTP/1.1
Authorization: Basic {b}
Accept: application/json
""", [b]


@sec
def t_brewfather_stream():
    sid = g.s(B62, 14)
    return "structural", f"""// iSpindel config.json (exported from the portal)
{{"Name":"iSpindel{r.randint(1, 9):03d}","Token":"","Sleep":900,"Server":"log.brewfather.net","API":"HTTP","Port":80,"URI":"/ispindel?id={sid}","POLY":"0.0000010*tilt^3-0.0001*tilt^2+0.0069*tilt+0.871"}}
""", [sid]


@sec
def t_ispindel_ubidots():
    tok = "BBFF-" + g.s(B62, 30)
    return "name-context", f"""{{
  "Name": "spindel-{tank()}",
  "Token": "{tok}",
  "Sleep": 600,
  "Server": "industrial.api.ubidots.com",
  "API": "Ubidots"
}}
""", [tok]


@sec
def t_plaato_blynk():
    tok = g.s(URLSAFE, 32)
    return "self-identifying", f"""# poll the Plaato keg scale for the taproom board
curl -s "http://plaato.blynk.cc/{tok}/get/v51"   # pouring volume
curl -s "http://plaato.blynk.cc/{tok}/get/v56"   # beer left
""", [tok]


@sec
def t_fermentrack_secret():
    k = g.s(LOW + DIG + "!@#$%^&*(-_=+)", 50)
    return "name-context", f"""# fermentrack/settings/local.py
SECRET_KEY = '{k}'
ALLOWED_HOSTS = ['fermentrack.local', '192.168.{r.randint(0, 5)}.{r.randint(2, 250)}']
""", [k]


@sec
def t_mqtt_url():
    pw = urlpw()
    return "structural", f"""[mqtt]
broker = mqtt://brewhouse:{pw}@{g.pick(['10.0.20.5', 'mqtt.brewhouse.lan', '192.168.50.2'])}:1883
topic_prefix = cellar/{tank()}/temp
""", [pw]


@sec
def t_mosquitto_cli():
    pw = any_pw().replace("'", "")
    return "structural", f"""pi@tiltpi:~ $ mosquitto_sub -h mqtt.brewhouse.lan -u glycol -P '{pw}' -t 'cellar/+/setpoint' -v
cellar/FV3/setpoint 18.5
cellar/FV7/setpoint 2.0
""", [pw]


@sec
def t_influx_token():
    tok = g.b64(64).replace("+", "-").replace("/", "_")
    return "name-context", f"""# telegraf.conf  (fermentation temps + glycol loop)
[[outputs.influxdb_v2]]
  urls = ["http://influx.brewhouse.lan:8086"]
  token = "{tok}"
  organization = "{slug()}"
  bucket = "fermentation"
""", [tok]


@sec
def t_grafana():
    tok = g.grafana()
    return "self-identifying", f"""GRAFANA_URL=https://grafana.{slug()}.beer
GRAFANA_SA_TOKEN={tok}
""", [tok]


@sec
def t_hmi_chat():
    p = pin(4)
    return "name-context", f"""Heads up from the brewhouse: the new Siemens HMI on the mash tun wants the engineer level code for CIP recipe edits — it's {p}. Operator level needs none. Don't give it to the weekend crew.
""", [p]


@sec
def t_chiller_curl():
    pw = any_pw().replace("'", "")
    return "structural", f"""$ curl -u 'admin:{pw}' http://glycol-chiller.lan/api/setpoint -d 'zone=2&temp=28'
{{"zone":2,"setpoint_f":28,"status":"ok"}}
""", [pw]


@sec
def t_paygov_ticket():
    u = g.pick(["excise", "compliance", "owner"]) + "@" + slug() + ".beer"
    pw = words_pw()
    return "structural", f"""Handover notes (compliance) - {brewery()}
Pay.gov / TTB excise tax return (5000.24), quarterly:
  login: {u}
  password: {pw}
Brewer's Report of Operations (5130.9) is filed in My TTB with the same account.
""", [pw]


@sec
def t_hmrc_alcohol():
    s = g.uuid()
    return "name-context", f"""# alcohol duty return sync (HMRC)
HMRC_CLIENT_ID={g.s(B62, 28)}
HMRC_CLIENT_SECRET={s}
HMRC_APPA_ID=XMADP{g.s(DIG, 10)}
""", [s]


@sec
def t_square_token():
    tok = "EAAA" + g.s(URLSAFE, 60)
    return "self-identifying", f"""// taproom-sync/index.js
const client = new Client({{
  accessToken: "{tok}",
  environment: Environment.Production,
}});
""", [tok]


@sec
def t_square_sig():
    k = g.s(URLSAFE, 22)
    return "name-context", f"""SQUARE_WEBHOOK_SIGNATURE_KEY={k}
SQUARE_LOCATION_ID=L{g.s(UPPER + DIG, 12)}
""", [k]


@sec
def t_toast():
    cs = g.s(URLSAFE, 64)
    return "structural", json.dumps({"clientId": g.s(B62, 32), "clientSecret": cs, "userAccessType": "TOAST_MACHINE_CLIENT"}, indent=2) + f"\n# POST https://ws-api.toasttab.com/authentication/v1/authentication/login\n", [cs]


@sec
def t_untappd_query():
    cs = g.hexs(40).upper()
    return "structural", f"""GET https://api.untappd.com/v4/brewery/checkins/{r.randint(1000, 400000)}?client_id={g.hexs(40).upper()}&client_secret={cs}&limit=25 -> 200
""", [cs]


@sec
def t_untappd_business():
    email = f"taproom@{slug()}.com"
    tok = g.s(B62, 20)
    b = base64.b64encode(f"{email}:{tok}".encode()).decode()
    return "structural", f"""> GET /api/v1/locations/{r.randint(1000, 99999)}/menus HTTP/1.1
> Host: business.untappd.com
> Authorization: Basic {b}
""", [b]


@sec
def t_shopify():
    tok = g.shopify()
    return "self-identifying", f"""# merch store (growlers, glassware, crowlers)
SHOPIFY_SHOP={slug()}-merch.myshopify.com
SHOPIFY_ADMIN_TOKEN={tok}
""", [tok]


@sec
def t_stripe():
    k = g.pick(["sk_live_", "rk_live_"]) + g.s(B62, g.pick([24, 32]))
    return "self-identifying", f"""Beer club renewals failing -- stack trace:
  File "club/billing.py", line 22, in charge_member
    stripe.api_key = "{k}"
stripe.error.CardError: Your card was declined.
""", [k]


@sec
def t_vip_sftp():
    pw = urlpw()
    return "structural", f"""# depletion files from the distributor (VIP iDIG), nightly
0 4 * * * lftp -u {slug()}_sup,{pw} sftp://sftp.vermontsoftware.example -e "mget /outbound/DEPL_*.csv -O /data/vip; bye"
""", [pw]


@sec
def t_fintech_chat():
    pw = words_pw()
    return "name-context", f"""Hey Dana — for paying the Fintech invoices from distributors (EFT), our retailer portal login is the office email and the password is {pw}. Please don't change it, Mike uses it too.
""", [pw]


@sec
def t_innovint():
    tok = g.s(B62, 48)
    return "name-context", f"""import requests
INNOVINT_TOKEN = "{tok}"
r = requests.get("https://sutter.innovint.us/api/v1/wineries/{r.randint(100, 999)}/lots",
                 headers={{"Authorization": f"Access-Token {{INNOVINT_TOKEN}}"}})
""", [tok]


@sec
def t_vintrace_bearer():
    tok = g.s(B62, 36)
    return "structural", f"""curl https://{slug()}.vintrace.net/vinx2/api/v7/operation/work-orders?from=2025-09-01 \\
     -H "Authorization: Bearer {tok}"
""", [tok]


@sec
def t_commerce7():
    appid = "wine-club-sync"
    sk = g.s(B62, 64)
    b = base64.b64encode(f"{appid}:{sk}".encode()).decode()
    return "structural", f"""POST https://api.commerce7.com/v1/club-membership HTTP/1.1
tenant: {slug()}-winery
Authorization: Basic {b}
Content-Type: application/json
""", [b]


@sec
def t_shipcompliant():
    pw = any_pw()
    return "structural", f"""<soap:Body>
  <CheckComplianceOfSalesOrder xmlns="http://ws.shipcompliant.com/">
    <Request>
      <Security>
        <PartnerKey>{g.uuid()}</PartnerKey>
        <Username>dtc@{slug()}.wine</Username>
        <Password>{pw}</Password>
      </Security>
      <SalesOrder><ShipToState>{g.pick(['CA', 'OR', 'NY', 'TX'])}</ShipToState></SalesOrder>
    </Request>
  </CheckComplianceOfSalesOrder>
</soap:Body>
""", [pw]


@sec
def t_winedirect():
    pw = any_pw()
    return "name-context", f"""# config/winedirect.yml
production:
  api_username: {slug()}_api
  api_password: {pw}
  wsdl: https://webservices.vin65.com/V301/OrderService.cfc?wsdl
""", [pw]


@sec
def t_ttn_appkey():
    k = g.hexs(32).upper()
    return "name-context", f"""Tank-level LoRaWAN sensor (silo 2, malt)
  DevEUI: 70B3D5{g.hexs(10).upper()}
  JoinEUI: 0000000000000000
  AppKey: {k}
""", [k]


@sec
def t_particle():
    tok = g.hexs(40)
    return "name-context", f"""# BrewJacket / Particle Photon controller
particle_access_token = {tok}
device_id = {g.hexs(24)}
""", [tok]


@sec
def t_aws_iot_pem():
    block, line = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"""$ cat /etc/fermentgw/certs/{g.hexs(10)}-private.pem.key
{block}
""", [line]


@sec
def t_zapier():
    path = f"{r.randint(1000000, 9999999)}/{g.s(LOW + DIG, 7)}"
    return "self-identifying", f"""# Ekos "batch packaged" -> Zapier -> Slack + inventory sheet
ZAP_URL=https://hooks.zapier.com/hooks/catch/{path}/
""", [path]


@sec
def t_chat_de_wifi():
    pw = words_pw()
    return "name-context", f"""Servus zusammen, das WLAN im Sudhaus heißt jetzt "Brauhaus-Intern", Passwort: {pw}
Das Gäste-WLAN im Schankraum bleibt offen.
""", [pw]


@sec
def t_chat_cs():
    pw = legacy()
    return "name-context", f"""Ahoj, heslo k velínu (SCADA na spilce) je {pw} — uživatel sladek. Po změně receptury prosím odhlásit.
""", [pw]


@sec
def t_chat_fr():
    pw = phrase()
    return "name-context", f"""Bonjour Camille, le mot de passe du compte douane (GAMMA, DRM mensuelle du chai) est {pw}. Je te laisse déclarer les sorties de septembre.
""", [pw]


@sec
def t_chat_es():
    pw = words_pw()
    return "name-context", f"""Buenas, para ver los pedidos de la distribuidora: usuario ventas@{slug()}.es, clave {pw}
""", [pw]


@sec
def t_it_chat():
    p = pin(6)
    return "name-context", f"""Ciao Luca, il PIN della smart card per il registro telematico (cantina, e-DAS) è {p}. Tienilo per te.
""", [p]


@sec
def t_qbo():
    tok = "AB11" + g.s(DIG, 10) + g.s(B62, 36)
    return "name-context", f"""QBO_REALM_ID={g.s(DIG, 16)}
QBO_REFRESH_TOKEN={tok}
""", [tok]


@sec
def t_pg_url():
    pw = urlpw()
    return "structural", f"""DATABASE_URL=postgres://brewlog:{pw}@db.{slug()}.internal:5432/brewlog
""", [pw]


@sec
def t_docker_compose():
    pw = any_pw()
    return "name-context", f"""services:
  brewpi:
    image: brewpi/brewpi-raspbian
  mariadb:
    image: mariadb:11
    environment:
      MARIADB_ROOT_PASSWORD: {pw}
      MARIADB_DATABASE: craftbeerpi
""", [pw]


@sec
def t_nodered_cred():
    k = g.hexs(64)
    return "name-context", f"""// ~/.node-red/settings.js  (Tilt + chiller flows)
module.exports = {{
    credentialSecret: "{k}",
    uiPort: process.env.PORT || 1880,
}}
""", [k]


@sec
def t_hook_env():
    k = g.s(B62, 40)
    pw = any_pw()
    content = f"EKOS_API_KEY={k}\\nTAPROOM_POS_PASSWORD={pw}\\n"
    text = '{"hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"file_path":"/srv/taproom-board/.env","old_string":"","new_string":"%s"}}' % content
    return "name-context", text + "\n", [k, pw]


@sec
def t_hook_bash():
    tok = g.s(B62, 36)
    text = json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash",
                       "tool_input": {"command": f"curl -H 'Authorization: Bearer {tok}' https://{slug()}.vintrace.net/vinx2/api/v7/report/stock?format=csv -o stock.csv"}})
    return "structural", text + "\n", [tok]


@sec
def t_diff():
    k = g.s(B62, 32)
    return "name-context", f"""diff --git a/taplist/config.py b/taplist/config.py
@@ -1,4 +1,5 @@
 TAPLIST_VENUE = "{slug()}-taproom"
+TAPLIST_API_KEY = "{k}"
 REFRESH_SECONDS = 60
""", [k]


@sec
def t_notebook():
    k = g.s(B62, 40)
    cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {},
            "source": ["import requests, pandas as pd\n", f"BREWERS_FRIEND_KEY = '{k}'\n",
                       "resp = requests.get('https://api.brewersfriend.com/v1/brewsessions', headers={'X-API-KEY': BREWERS_FRIEND_KEY})\n"],
            "outputs": []}
    return "name-context", json.dumps(cell, indent=1) + "\n", [k]


@sec
def t_selfid():
    name, tok, marked = g.self_identifying()
    return "self-identifying", g.pick([
        f"# taproom board deploy\n{name.upper()}_TOKEN={tok}\n",
        f"Beer club mailer config:\n  provider: {name}\n  key: {tok}\n",
        f"$ export {name.upper()}_API_KEY='{tok}'\n$ python3 sync_kegs.py --since yesterday\n",
    ]), [marked]


@sec
def t_keg_tracking():
    k = g.s(B62, 32)
    return "structural", f"""GET /api/kegs?status=at_customer&distributor={r.randint(100, 999)} HTTP/1.1
Host: api.{g.pick(['kegtrack', 'kegid-cloud', 'caskwatch'])}.com
X-Api-Key: {k}
""", [k]


@sec
def t_smb_pw():
    pw = any_pw().replace("'", "")
    return "structural", f"""$ sudo mount -t cifs //nas.brewhouse.lan/labdata /mnt/lab -o username=qa,password={pw},vers=3.0
""", [pw]


@sec
def t_xero():
    s = g.s(URLSAFE, 48)
    return "name-context", f"""xero:
  client_id: {g.hexs(32).upper()}
  client_secret: {s}
  tenant: {brewery()} Distillery Ltd
""", [s]


@sec
def t_distillery_log():
    pw = legacy()
    return "structural", f"""2025-10-0{r.randint(1, 9)} 06:{r.randint(10, 59)}:03 WARN still-controller: retrying login to http://operator:{pw}@10.1.4.{r.randint(2, 200)}/cgi-bin/status (column still #{r.randint(1, 3)})
""", [pw]


@sec
def t_wifi_tilt_json():
    pw = words_pw()
    return "name-context", json.dumps({"mdns_id": "tiltbridge", "wifi": {"ssid": "BREWERY-IOT", "password": pw},
                                       "brewfather": {"enabled": True}, "temp_unit": "F"}, indent=2) + "\n", [pw]


@sec
def t_csharp():
    pw = any_pw().replace('"', '')
    return "structural", f"""var cs = "Server={g.pick(['sql01', 'ekos-bridge'])};Database=Cellar;User Id=cellar_rw;Password={pw};";
using var conn = new SqlConnection(cs);
""", [pw]


@sec
def t_sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"""# release-day e-mails for the bottle shop
SENDGRID_API_KEY={k}
""", [k]


CLEAN = []


def cln(fn):
    CLEAN.append(fn)
    return fn


@cln
def c_tilt_reading():
    return json.dumps({"Color": g.pick(["RED", "GREEN", "BLACK", "PURPLE"]), "SG": round(1.000 + r.random() * 0.07, 4),
                       "Temp": r.randint(34, 72), "mac": ":".join(g.hexs(2) for _ in range(6)), "rssi": -r.randint(40, 95),
                       "Beer": batch(), "timestamp": f"2025-09-{r.randint(10, 28)}T0{r.randint(0, 9)}:00:00Z"}) + "\n"


@cln
def c_ispindel_empty():
    return json.dumps({"Name": f"iSpindel{r.randint(1, 9):03d}", "Token": "", "Sleep": 900, "Server": "192.168.1.20",
                       "API": "HTTP", "Port": 80, "URI": "/api/ispindel", "Vfact": 191.8}) + "\n"


@cln
def c_ttb_ids():
    return f"""Brewer's Notice: BR-{g.pick(['CA', 'OR', 'CO', 'VT'])}-{g.s(UPPER, 3)}-{g.s(DIG, 5)}
COLA TTB ID: {r.randint(23, 25)}{g.s(DIG, 12)}   Formula ID: {g.s(DIG, 3)}-{g.s(DIG, 4)}
Serial number of 5130.9: {r.randint(2025, 2026)}-{g.s(DIG, 2)}   Period: {g.pick(['September', 'Q3', 'October'])}
"""


@cln
def c_excise_calc():
    bbl = r.randint(200, 6000)
    return f"""Federal excise, reduced rate: first 60,000 bbl at $3.50/bbl
Removed taxpaid this period: {bbl} bbl  -> ${bbl * 3.5:,.2f}
State excise ({g.pick(['CA', 'OR', 'NY'])}): ${r.randint(100, 9000)}.{g.s(DIG, 2)}
"""


@cln
def c_batch_log():
    return "\n".join(f"{batch()}  {tank()}  OG {1.04 + r.random() * 0.04:.3f}  FG {1.005 + r.random() * 0.01:.3f}  ABV {r.randint(40, 95) / 10}%  yeast {g.pick(['WLP001', 'US-05', 'W-34/70', 'EC-1118'])}"
                     for _ in range(r.randint(3, 6))) + "\n"


@cln
def c_env_example():
    return """# .env.example
EKOS_API_KEY=your-ekos-key
SQUARE_ACCESS_TOKEN=
UNTAPPD_CLIENT_SECRET=changeme
DATABASE_URL=postgres://user:pass@localhost:5432/brewlog
"""


@cln
def c_var_refs():
    return f"""[[outputs.influxdb_v2]]
  urls = ["http://influx.brewhouse.lan:8086"]
  token = "${{INFLUX_TOKEN}}"
  organization = "{slug()}"
  bucket = "fermentation"
"""


@cln
def c_gha():
    return f"""      - name: Push tap list
        run: python push_taplist.py --venue {slug()}
        env:
          TAPLIST_API_KEY: ${{{{ secrets.TAPLIST_API_KEY }}}}
          UNTAPPD_TOKEN: ${{{{ secrets.UNTAPPD_TOKEN }}}}
"""


@cln
def c_square_public():
    return f"""<script src="https://web.squarecdn.com/v1/square.js"></script>
<script>
  const payments = Square.payments("sq0idp-{g.s(URLSAFE, 22)}", "L{g.s(UPPER + DIG, 12)}");
</script>
"""


@cln
def c_stripe_pk():
    return f"""// beer club signup page
const stripe = Stripe("pk_live_{g.s(B62, 24)}");
"""


@cln
def c_beerxml():
    return f"""<RECIPES><RECIPE><NAME>{g.pick(['Hazy Days', 'Dark Harbour', 'Pils No. 5'])}</NAME><TYPE>All Grain</TYPE>
<BATCH_SIZE>{r.randint(10, 60)}0.0</BATCH_SIZE><OG>{1.04 + r.random() * 0.04:.3f}</OG>
<HOPS><HOP><NAME>{g.pick(['Citra', 'Mosaic', 'Saaz', 'Cascade'])}</NAME><ALPHA>{r.randint(30, 140) / 10}</ALPHA><TIME>{r.randint(0, 60)}</TIME></HOP></HOPS>
</RECIPE></RECIPES>
"""


@cln
def c_influx_line():
    return "\n".join(f"fermenter,tank={tank()},batch={batch()} temp_c={r.randint(0, 22)}.{r.randint(0, 9)},setpoint={r.randint(0, 20)}.0 {r.randint(1700000000, 1760000000)}000000000"
                     for _ in range(r.randint(3, 5))) + "\n"


@cln
def c_mqtt_topics():
    return f"""cellar/{tank()}/temp 18.{r.randint(0, 9)}
cellar/{tank()}/valve OPEN
glycol/supply_temp 28.{r.randint(0, 9)}
glycol/pump_hours {r.randint(1000, 30000)}
"""


@cln
def c_nodered_flow():
    return json.dumps([{"id": f"{g.hexs(16)}", "type": "mqtt in", "z": g.hexs(16), "name": "tilt", "topic": "tilt/+",
                        "broker": g.hexs(16), "wires": [[g.hexs(16)]]},
                       {"id": g.hexs(16), "type": "influxdb out", "measurement": "gravity"}]) + "\n"


@cln
def c_grafana_dash():
    return json.dumps({"uid": g.s(B62, 9), "title": "Cellar - fermentation", "version": r.randint(1, 90),
                       "panels": [{"id": 1, "type": "timeseries", "title": f"{tank()} temp", "datasource": {"uid": g.s(B62, 9)}}]}) + "\n"


@cln
def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(r.randint(6, 9))) + "\n" + g.b64(12) + \
        "\n-----END CERTIFICATE-----\n# AWS IoT device certificate (public) for fermentgw-" + str(r.randint(1, 9)) + "\n"


@cln
def c_depletion_csv():
    return "account,state,sku,cases,period\n" + "\n".join(
        f"{g.s(DIG, 6)},{g.pick(['CA', 'NV', 'OR', 'WA'])},{slug().upper()[:4]}-{g.s(DIG, 4)},{r.randint(1, 90)},2025-{r.randint(1, 12):02d}"
        for _ in range(r.randint(3, 6))) + "\n"


@cln
def c_keg_serials():
    return "\n".join(f"KEG {g.s(DIG, 6)}  1/{g.pick(['2', '6', '4'])} bbl  RFID {g.hexs(24).upper()}  last seen: {g.pick(['brewery', 'distributor', 'account'])}" for _ in range(r.randint(3, 5))) + "\n"


@cln
def c_upc():
    return f"""SKU {slug().upper()[:4]}-{g.s(DIG, 4)}  {g.pick(['Hazy IPA 4pk 16oz', 'Pinot Noir 750ml', 'Rye Whiskey 750ml'])}
UPC {g.s(DIG, 12)}  case GTIN {g.s(DIG, 14)}  COLA {r.randint(23, 25)}{g.s(DIG, 12)}
"""


@cln
def c_prose():
    return f"""How we handle logins in the brewery: every system (Ekos, the POS, Pay.gov, the distributor portals) has a
personal account per person; shared logins live in the password manager under "{brewery()} / Ops". Never write a
password on the whiteboard in the brewhouse or in the Slack #cellar channel — if it happens, change it the same day.
"""


@cln
def c_ticket_clean():
    return f"""Ticket #{r.randint(1000, 9999)}: Tilt Pi stopped logging to the sheet
The Apps Script deployment was re-published, so the URL changed. Updated the Cloud URL on the Pi from the
password manager entry; logging resumed at {r.randint(1, 12)}:{r.randint(10, 59)}. Nothing leaked.
"""


@cln
def c_lock():
    return f"""paho-mqtt=={r.randint(1, 2)}.{r.randint(0, 9)}.{r.randint(0, 9)} \\
    --hash=sha256:{g.sha256()} \\
    --hash=sha256:{g.sha256()}
"""


@cln
def c_commit():
    return f"""commit {g.hexs(40)}
    Convert Plato to SG with the cubic formula; add {tank()} to the cellar map
"""


@cln
def c_untappd_resp():
    return json.dumps({"meta": {"code": 200}, "response": {"beer": {"bid": r.randint(100000, 5000000), "beer_name": g.pick(["Hazy Days", "Dark Harbour"]),
                                                                     "beer_abv": r.randint(40, 110) / 10, "rating_score": round(3 + r.random() * 1.5, 3)}}}) + "\n"


@cln
def c_k8s():
    return """        - name: SQUARE_ACCESS_TOKEN
          valueFrom:
            secretKeyRef: { name: taproom-pos, key: square-access-token }
"""


@cln
def c_lab():
    return f"""Wine lab panel  lot {batch()}  ({g.pick(['Cabernet', 'Chardonnay', 'Grenache'])} {r.randint(2021, 2025)})
pH {r.randint(330, 390) / 100}  TA {r.randint(50, 80) / 10} g/L  free SO2 {r.randint(15, 45)} ppm  VA {r.randint(20, 70) / 100} g/L
Sample id {g.uuid()}
"""


@cln
def c_chat_clean():
    return f"""Dana: Fintech login is in 1Password, "Fintech retailer portal" — I'm not pasting it here.
Mike: got it. FV{r.randint(1, 12)} dry-hop goes in at 4pm, gravity was 1.01{r.randint(0, 9)} this morning.
"""


@cln
def c_ssh():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} tiltpi@{slug()}\n"


@cln
def c_sha_fw():
    return f"""tiltbridge firmware {r.randint(1, 2)}.{r.randint(0, 9)}.{r.randint(0, 9)}
  firmware.bin  sha256 {g.sha256()}
  spiffs.bin    sha256 {g.sha256()}
"""


@cln
def c_python_env():
    return """import os
EKOS_KEY = os.environ["EKOS_API_KEY"]
BREWFATHER_AUTH = (os.environ["BF_USER_ID"], os.environ["BF_API_KEY"])
"""


@cln
def c_dsp():
    return f"""Distilled spirits plant: DSP-{g.pick(['KY', 'TN', 'WA'])}-{r.randint(1000, 30000)}
Monthly report of storage operations (5110.11): {r.randint(100, 9000)}.{r.randint(0, 9)} proof gallons on hand
Barrel {g.s(DIG, 5)} entered {r.randint(2018, 2024)}-{r.randint(1, 12):02d}, {r.randint(110, 125)} proof
"""


@cln
def c_hook_clean():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": "/srv/taproom-board/README.md"},
                       "tool_response": {"content": "Set EKOS_API_KEY and SQUARE_ACCESS_TOKEN in .env (see .env.example). Tap list refreshes every 60 s."}}) + "\n"


@cln
def c_order():
    return f"""Distributor PO {g.s(DIG, 7)}  ship {r.randint(1, 28)}/{r.randint(1, 12)}  {r.randint(10, 300)} cases, {r.randint(2, 40)} x 1/2 bbl
Invoice INV-{g.s(DIG, 6)}  terms Net 30 (Fintech EFT)  tracking {g.s(DIG, 12)}
"""
def main():
    secrets = []
    i = 0
    while len(secrets) < 250:
        fn = SEC[i % len(SEC)]
        i += 1
        cls, text, vals = fn()
        secrets.append((cls, text, vals))
    clean = []
    i = 0
    while len(clean) < 100:
        clean.append(CLEAN[i % len(CLEAN)]())
        i += 1
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (n, v)
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
