"""Blind redaction source "travel": travel and booking APIs.

Amadeus Self-Service and Enterprise, Sabre (EPR credentials, session tokens), Travelport, airline NDC gateways,
Duffel, hotel channel managers and PMSs (SiteMinder, Cloudbeds, Mews, RateGain), car rental, Booking.com and
Expedia partner APIs, with their configs, SOAP envelopes, curl calls, logs and chat. Written blind by "corpora2"
on 2026-12-03 (round 18) without reading memtool's rules or results. Every value is random and made up; nothing
comes from a scanner's fixtures. Seeded: rerunning writes travel_secrets.jsonl and travel_clean.jsonl
byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "travel"
g = Gen(180202)
R = g.r
AIRPORTS = ["LHR", "JFK", "CDG", "FRA", "SIN", "DXB", "NRT", "GRU", "SYD", "MAD", "YYZ", "BKK", "IST", "ZRH"]
CARRIERS = ["LH", "BA", "AF", "SQ", "EK", "QF", "IB", "TK", "LX", "AC"]
AN = UPPER + string.digits


def pnr():
    return g.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


def pcc():
    return g.s(AN, 4)


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def read_hook(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}},
                      ensure_ascii=False)


def numbered(content):
    return "\n".join(f"{i + 1:>6}\t{ln}" for i, ln in enumerate(content.split("\n")))


def maybe_wrap(path, content):
    x = R.random()
    if x < .2:
        return read_hook(path, content)
    if x < .33:
        return numbered(content)
    return content


def duffel():
    return R.choice(["duffel_live_", "duffel_test_"]) + g.s(URLSAFE, 43)


def host():
    return R.choice(["booking", "gds-proxy", "ndc-gw", "rates", "pms-bridge"]) + str(R.randint(1, 20)) + "." + R.choice(
        ["travel.internal", "ota.example.net", "corp.lan"])


SEC = []


def sec(cls):
    def deco(f):
        SEC.append((cls, f))
        return f
    return deco


@sec("name-context")
def t_amadeus_env():
    k = g.s(B62, 32)
    s = g.s(B62, 16)
    c = f"AMADEUS_HOSTNAME=production\nAMADEUS_CLIENT_ID={k}\nAMADEUS_CLIENT_SECRET={s}\nAMADEUS_LOG_LEVEL=warn\n"
    return maybe_wrap(".env", c), [s]


@sec("structural")
def t_amadeus_curl():
    k = g.s(B62, 32)
    s = g.s(B62, 16)
    at = g.s(B62, 28)
    c = (f"$ curl -s https://api.amadeus.com/v1/security/oauth2/token -H 'Content-Type: application/x-www-form-urlencoded' "
         f"-d 'grant_type=client_credentials&client_id={k}&client_secret={s}'\n"
         '{"type":"amadeusOAuth2Token","username":"dev@example-ota.com","application_name":"fare-search","token_type":"Bearer",'
         '"access_token":"' + at + '","expires_in":1799,"state":"approved"}')
    return c, [s, at]


@sec("structural")
def t_amadeus_bearer():
    t = g.s(B62, 28)
    o, d = R.sample(AIRPORTS, 2)
    c = hook(f"curl -s 'https://api.amadeus.com/v2/shopping/flight-offers?originLocationCode={o}&destinationLocationCode={d}&departureDate=2027-01-1{R.randint(0, 9)}&adults=1&max=2' -H 'Authorization: Bearer {t}'",
             '{"meta":{"count":2},"data":[{"type":"flight-offer","id":"1","source":"GDS","price":{"currency":"EUR","total":"' + str(R.randint(90, 900)) + '.20"}}]}')
    return c, [t]


@sec("name-context")
def t_sabre_epr():
    p = g.pw()
    c = (f"sabre:\n  environment: https://webservices.platform.sabre.com\n  pcc: {pcc()}\n  epr: {R.randint(100000, 999999)}\n"
         f"  password: {p}\n  domain: AA\n")
    return maybe_wrap("config/gds/sabre.yml", c), [p]


@sec("structural")
def t_sabre_basic():
    epr = str(R.randint(100000, 999999))
    pc = pcc()
    p = g.machine_pw()
    inner = base64.b64encode(f"V1:{epr}:{pc}:AA".encode()).decode() + ":" + base64.b64encode(p.encode()).decode()
    cred = base64.b64encode(inner.encode()).decode()
    c = (f"POST /v2/auth/token HTTP/1.1\nHost: api.platform.sabre.com\nAuthorization: Basic {cred}\n"
         "Content-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials\n")
    return c, [cred]


@sec("name-context")
def t_sabre_session():
    t = "Shared/IDL:IceSess\\/SessMgr:1\\.0.IDL/Common/!ICESMS\\/RESE!ICESMSLB\\/RES.LB!-" + str(R.randint(10**17, 10**18)) + "!" + str(R.randint(100000, 999999)) + "!0"
    c = (f"<soap-env:Header>\n  <wsse:Security xmlns:wsse=\"http://schemas.xmlsoap.org/ws/2002/12/secext\">\n"
         f"    <wsse:BinarySecurityToken valueType=\"String\" EncodingType=\"wsse:Base64Binary\">{t}</wsse:BinarySecurityToken>\n"
         "  </wsse:Security>\n</soap-env:Header>")
    return c, [t]


@sec("structural")
def t_wsse_password():
    p = g.pw()
    u = R.choice(["WSBKG", "WS1AOTA", "ws_hotelbridge", "CHANNEL01"]) + str(R.randint(10, 99))
    c = (f"<wsse:UsernameToken>\n  <wsse:Username>{u}</wsse:Username>\n"
         f"  <wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">{p}</wsse:Password>\n"
         "</wsse:UsernameToken>")
    return maybe_wrap("soap/templates/OTA_HotelAvailNotifRQ.xml", c), [p]


@sec("self-identifying")
def t_duffel():
    t = duffel()
    c = R.choice([
        f"import {{ Duffel }} from '@duffel/api'\n\nexport const duffel = new Duffel({{\n  token: '{t}',\n}})\n",
        f"DUFFEL_ACCESS_TOKEN={t}\n",
        f"$ curl -s https://api.duffel.com/air/airlines?limit=1 -H 'Duffel-Version: v2' -H 'Authorization: Bearer {t}'\n{{\"data\":[{{\"iata_code\":\"{R.choice(CARRIERS)}\"}}]}}",
    ])
    return c, [t]


@sec("structural")
def t_ndc_apim():
    k = g.hexs(32)
    cr = R.choice(CARRIERS)
    c = (f"POST https://ndc.{cr.lower()}-api.example-airline.com/ndc/21.3/AirShopping\nOcp-Apim-Subscription-Key: {k}\n"
         f"Content-Type: application/xml\nX-Correlation-Id: {g.uuid()}\n")
    return c, [k]


@sec("name-context")
def t_ndc_json():
    s = g.s(B62, 40)
    c = json.dumps({"ndc": {"carrier": R.choice(CARRIERS), "aggregator": R.choice(["travelfusion", "verteil", "direct"]),
                            "endpoint": "https://ndc.example-airline.com/21.3", "agencyId": str(R.randint(10**7, 10**8)),
                            "apiSecret": s}}, indent=2)
    return maybe_wrap("suppliers/ndc.json", c), [s]


@sec("name-context")
def t_mews():
    ct = g.hexs(32).upper() + "-" + g.hexs(31).upper()
    at = g.hexs(32).upper() + "-" + g.hexs(31).upper()
    c = (f"MEWS_PLATFORM_URL=https://api.mews.com\nMEWS_CLIENT_TOKEN={ct}\nMEWS_ACCESS_TOKEN={at}\nMEWS_CLIENT=RateSync 1.4\n")
    return maybe_wrap("pms/.env", c), [ct, at]


@sec("name-context")
def t_cloudbeds():
    k = "cbat_" + g.s(B62, 32)
    c = (f"# Cloudbeds API key for property {R.randint(100000, 999999)}\ncloudbeds_api_key = \"{k}\"\n")
    return maybe_wrap("terraform/pms.auto.tfvars", c), [k]


@sec("name-context")
def t_siteminder_ini():
    p = g.pw()
    c = (f"[siteminder]\nendpoint = https://smx.siteminder.example/pmsxchangev2/services/{R.choice(['HOTELBRIDGE', 'RGN'])}\n"
         f"requestor_id = {R.choice(['OTAX', 'BRIDGE'])}{R.randint(100, 999)}\nmessage_password = {p}\nhotel_code = {R.randint(1000, 9999)}\n")
    return maybe_wrap("channel_manager.ini", c), [p]


@sec("structural")
def t_booking_basic():
    u = "bk_machine_" + g.s(string.ascii_lowercase + string.digits, 6)
    p = g.machine_pw()
    c = hook(f"curl -s -u '{u}:{p}' -X POST https://supply-xml.booking.com/hotels/ota/OTA_HotelResNotif -d @resnotif.xml",
             '<OTA_HotelResNotifRS><Success/></OTA_HotelResNotifRS>')
    return c, [p]


@sec("name-context")
def t_expedia_rapid():
    k = g.s(string.ascii_lowercase + string.digits, 26)
    s = g.s(string.ascii_lowercase + string.digits, 14)
    c = (f"expedia:\n  rapid:\n    base_url: https://api.ean.com/v3\n    api_key: {k}\n    shared_secret: {s}\n    customer_session_header: true\n")
    return maybe_wrap("config/suppliers.yml", c), [s]


@sec("name-context")
def t_expedia_py():
    s = g.s(string.ascii_lowercase + string.digits, 14)
    c = ("import hashlib, time\n\nAPI_KEY = os.environ['EAN_API_KEY']\n" f"SHARED_SECRET = '{s}'  # TODO move to env\n\n"
         "def signature():\n    ts = str(int(time.time()))\n    return hashlib.sha512((API_KEY + SHARED_SECRET + ts).encode()).hexdigest(), ts\n")
    return maybe_wrap("suppliers/expedia/auth.py", c), [s]


@sec("structural")
def t_travelport():
    u = "Universal API/uAPI" + str(R.randint(10**9, 10**10))
    p = g.s(B62 + "%-&{}=", 20).replace("&", "x")
    c = (f"<add key=\"TravelportUser\" value=\"{u}\" />\n<add key=\"TravelportPassword\" value=\"{p}\" />\n"
         f"<add key=\"TargetBranch\" value=\"P{R.randint(1000000, 9999999)}\" />\n")
    return maybe_wrap("Web.config", c), [p]


@sec("name-context")
def t_car_rental():
    k = g.s(AN, 20)
    c = R.choice([
        f"CAR_SUPPLIER=hertz\nHERTZ_VENDOR_ID={R.randint(1000, 9999)}\nHERTZ_API_PASSWORD={k}\n",
        f"rental:\n  supplier: sixt\n  partner_code: {g.s(AN, 6)}\n  partner_secret: {k}\n",
    ])
    return maybe_wrap("rental.conf", c), [k]


@sec("structural")
def t_db_url():
    p = g.pw()
    c = R.choice([
        f"SQLALCHEMY_DATABASE_URI=mysql+pymysql://booking:{p}@{host()}:3306/reservations\n",
        f"spring.datasource.url=jdbc:postgresql://{host()}:5432/fares\nspring.datasource.username=fares_rw\nspring.datasource.password={p}\n",
        f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{host()}\" failed\n(Background on this error: https://sqlalche.me/e/20/e3q8)\n  engine = create_engine(\"postgresql://pnrsync:{p}@{host()}/pnr\")\n",
    ])
    return c, [p]


@sec("structural")
def t_query_param():
    k = g.s(B62, 32)
    c = (f"WARN  [hotel-content] slow upstream 4.2s GET https://content.{R.choice(['hotelbeds', 'giata', 'rategain'])}-partner.example/hotels?codes={R.randint(1000, 99999)}&language=ENG&apikey={k}\n")
    return c, [k]


@sec("self-identifying")
def t_google_maps():
    k = g.google_api()
    c = (f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&libraries=places\"></script>\n") if R.random() < .5 else (
        f"GOOGLE_PLACES_SERVER_KEY={k}\n")
    return maybe_wrap("templates/hotel_map.html", c), [k]


@sec("self-identifying")
def t_stripe_booking():
    k = g.stripe()
    c = (f"# deposits for tours\nstripe:\n  secret_key: {k}\n  currency: eur\n")
    return maybe_wrap("config/payments.yml", c), [k]


@sec("self-identifying")
def t_selfid_misc():
    name, tok, mark = g.self_identifying()
    c = R.choice([
        f"$ env | grep -i {name}\n{name.upper()}_API_KEY={tok}\n",
        f"flight-alerts bot crashed on startup, token it used was {tok}, logs in #ops-travel",
        f"  File \"/srv/fare-watch/notify.py\", line 18, in send\n    client = Client(\"{tok}\")\nConnectionError: timed out\n",
    ])
    return c, [mark]


@sec("self-identifying")
def t_pem_gds():
    block, line = g.pem(R.choice(["PRIVATE KEY", "RSA PRIVATE KEY"]))
    c = maybe_wrap("certs/ndc-client.key", f"# mTLS key for the airline NDC gateway ({R.choice(CARRIERS)})\n{block}\n")
    return c, [block if block in c else line]


@sec("name-context")
def t_chat():
    p = g.human_pw()
    c = R.choice([
        f"Sabre cert env login for the new dev: EPR {R.randint(100000, 999999)}, PCC {pcc()}, pw {p} — it expires every 90 days",
        f"> which password do we use for the Hotelbeds test account?\n{p} — same as staging, I'll move it to 1Password later",
        f"Extranet login for Booking.com (property {R.randint(1000000, 9999999)}): revenue@example-hotel.com, password: {p}",
    ])
    return c, [p]


@sec("name-context")
def t_k8s_secret():
    s = g.machine_pw()
    c = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: gds-credentials\ntype: Opaque\nstringData:\n  AMADEUS_ENTERPRISE_OFFICE_ID: {g.s(UPPER, 3)}1A0{R.randint(100, 999)}\n"
         f"  AMADEUS_ENTERPRISE_PASSWORD: {s}\n")
    return maybe_wrap("k8s/gds-secret.yaml", c), [s]


@sec("structural")
def t_amqp():
    p = g.machine_pw()
    c = (f"[2026-11-30 06:{R.randint(10, 59)}:44] booking-events ERROR connect failed url=amqps://events:{p}@{host()}:5671/bookings err=\"handshake timeout\"\n")
    return c, [p]


# ---------------------------------------------------------------- clean
CLEAN = []


def clean(f):
    CLEAN.append(f)
    return f


@clean
def c_pnr():
    o, d = R.sample(AIRPORTS, 2)
    return (f"RP/{g.s(UPPER, 3)}1A0{R.randint(100, 999)}/{g.s(UPPER, 3)}1A0{R.randint(100, 999)}  AA/SU  30NOV26/0812Z   {pnr()}\n"
            f"  1.DOE/JANE MS\n  2  {R.choice(CARRIERS)} {R.randint(10, 999)} Y 12JAN 1 {o}{d} HK1  0710 1025  12JAN  E  {R.choice(CARRIERS)}/{pnr()}\n"
            f"  3 FA PAX {R.randint(100, 999)}-{R.randint(10**9, 10**10 - 1)}/ETLH/EUR{R.randint(100, 900)}.44/30NOV26/{g.s(UPPER, 3)}1A0{R.randint(100, 999)}\n")


@clean
def c_env_example():
    return ("AMADEUS_CLIENT_ID=your_api_key\nAMADEUS_CLIENT_SECRET=your_api_secret\nAMADEUS_HOSTNAME=test\n")


@clean
def c_offer_json():
    return json.dumps({"data": {"type": "flight-offers-pricing", "flightOffers": [{"id": "1", "source": "GDS",
                      "lastTicketingDate": "2027-01-05", "itineraries": [{"duration": "PT" + str(R.randint(2, 14)) + "H"}],
                      "price": {"currency": "EUR", "grandTotal": str(R.randint(100, 900)) + ".12"}}]},
                       "dictionaries": {"carriers": {c: c for c in R.sample(CARRIERS, 2)}}}, indent=1)


@clean
def c_duffel_ids():
    return json.dumps({"data": {"id": "ord_" + g.s(B62, 26), "booking_reference": pnr(), "offer_id": "off_" + g.s(B62, 26),
                              "passengers": [{"id": "pas_" + g.s(B62, 26), "given_name": "Amelia"}], "total_amount": "412.30"}})


@clean
def c_env_refs():
    return ("env:\n  - name: SABRE_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: gds-credentials\n        key: sabre-password\n"
            "  - name: DUFFEL_ACCESS_TOKEN\n    value: ${DUFFEL_ACCESS_TOKEN}\n")


@clean
def c_docs():
    return ("### Getting a token\n\n```bash\ncurl -X POST https://test.api.amadeus.com/v1/security/oauth2/token \\\n"
            "  -d 'grant_type=client_credentials&client_id={client_id}&client_secret={client_secret}'\n```\n"
            "Replace `{client_id}` and `{client_secret}` with the values from your self-service workspace.\n")


@clean
def c_signature_header():
    return (f"X-Payload-SHA256: {g.sha256()}\nX-Request-Id: {g.uuid()}\nX-Session-Id: {g.hexs(16)}\n")


@clean
def c_ticket_numbers():
    return "ticket,pnr,carrier,fare\n" + "\n".join(f"{R.randint(100, 999)}{R.randint(10**9, 10**10 - 1)},{pnr()},{R.choice(CARRIERS)},{R.randint(50, 900)}.00" for _ in range(5))


@clean
def c_hook_test():
    return hook("pytest tests/suppliers -q", f"{'.' * R.randint(20, 60)}                                        [100%]\n{R.randint(20, 60)} passed in {R.randint(1, 9)}.{R.randint(10, 99)}s")


@clean
def c_soap_no_pw():
    return ("<OTA_HotelAvailRQ xmlns=\"http://www.opentravel.org/OTA/2003/05\" EchoToken=\"" + g.uuid() + "\" Version=\"1.0\">\n"
            "  <POS><Source><RequestorID ID=\"" + str(R.randint(1000, 9999)) + "\" Type=\"22\"/></Source></POS>\n"
            "  <AvailRequestSegments><AvailRequestSegment><HotelSearchCriteria><Criterion><HotelRef HotelCode=\"" + str(R.randint(1000, 99999)) + "\"/></Criterion></HotelSearchCriteria></AvailRequestSegment></AvailRequestSegments>\n</OTA_HotelAvailRQ>")


@clean
def c_chat():
    return (f"NDC shopping via {R.choice(CARRIERS)} returns 503 again since 06:00 UTC; correlation id {g.uuid()}. Falling back to EDIFACT for now.")


@clean
def c_git():
    return "\n".join(f"{g.sha1()} {R.choice(['rates: handle closed-to-arrival', 'sabre: retry on IDLE', 'ndc: map baggage allowance', 'bump amadeus sdk 9.1'])}" for _ in range(4))


@clean
def c_masked():
    return (f"INFO  gds.session created pcc={pcc()} token=Shared/IDL:IceSess…(redacted) ttl=900\n")


@clean
def c_hotel_image():
    return json.dumps({"hotelId": "HB" + str(R.randint(10000, 99999)), "thumbnail": "data:image/jpeg;base64," + g.b64(72),
                       "checksum": g.sha1()})


@clean
def c_pw_changeme_docs():
    return ("# Sandbox credentials\nThe channel-manager simulator ships with user `test` and password `changeme`; it only listens on localhost.\n")


@clean
def c_public_cert():
    return ("-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n" + g.b64(16) + "\n-----END CERTIFICATE-----\n")


def main():
    out = Path(__file__).resolve().parent
    secrets = []
    for i in range(250):
        cls, f = SEC[i % len(SEC)]
        text, vals = f()
        for v in vals:
            assert v and v in text, (f.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    cleans, seen, j = [], set(), 0
    while len(cleans) < 100:  # a template with nothing random is written once
        text = CLEAN[j % len(CLEAN)]()
        j += 1
        if text not in seen:
            seen.add(text)
            cleans.append({"id": f"{FAMILY}-c{len(cleans) + 1}", "family": FAMILY, "text": text})
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as fh:
        for r in secrets:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as fh:
        for r in cleans:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
