"""Blind redaction source "wearables" (round 40, helper corpora12): wearables and personal health devices.

Fitbit Web API, Garmin Health/Connect (garth, garminconnect, Connect IQ), Oura, Withings, Polar AccessLink, Whoop,
Dexcom, Nightscout/xDrip/LibreLinkUp, Gadgetbridge and BLE bonding keys, Apple HealthKit bridges (Health Auto
Export, Shortcuts, Sign in with Apple keys), Google Fit/Health Connect, Terra/Junction aggregators, Home Assistant,
wallet PINs on watches. Seeded; standard library and _tokens.py only. Every value is random and made up.
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
from _tokens import Gen, B62, HEX, UPPER, URLSAFE, B32  # noqa: E402

FAM = "wearables"
g = Gen(40012003)
r = g.r
LOW = string.ascii_lowercase
LD = LOW + string.digits
UD = UPPER + string.digits

def hx(n): return g.hexs(n)
def b62(n): return g.s(B62, n)
def pin(n=4): return "".join(r.choice(string.digits) for _ in range(n))
def legacy(): return g.s(LOW, r.randint(4, 6)) + str(r.randint(1, 99))
def phrase():
    w = ["stride", "cadence", "pulse", "summit", "lagoon", "birch", "otter", "meadow", "sprint", "harbor", "cobalt", "river",
         "aurora", "pebble", "tempo", "orchid", "canyon", "maple"]
    return r.choice(["-", " ", "_"]).join(r.sample(w, r.randint(3, 4))) + str(r.randint(1, 99))
def pwmix(): return [g.human_pw, g.machine_pw, phrase, legacy, g.human_pw, g.human_pw][r.randint(0, 5)]()
def jwt_any(header, claims):
    enc = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    return enc(header) + "." + enc(claims) + "." + g.b64url(32)
def ts(): return 1764720000 + r.randint(0, 900000)
def fitbit_uid(): return g.s(UD, 6)
def fitbit_cid(): return "23" + g.s(UD, 4)
def fitbit_access(uid=None):
    return jwt_any({"alg": "HS256"}, {"aud": fitbit_cid(), "sub": uid or fitbit_uid(), "iss": "Fitbit", "typ": "access_token",
                                      "scopes": "rhr rpro rnut rslp ract rwei rtem rsle", "exp": ts() + 28800, "iat": ts()})
def garmin_jwt():
    return jwt_any({"alg": "RS256", "typ": "JWT", "kid": "di-oauth-signer-prod-" + str(r.randint(2020, 2026))},
                   {"scope": ["CONNECT_READ", "CONNECT_WRITE"], "iss": "https://diauth.garmin.com", "client_id": "GARMIN_CONNECT_MOBILE_ANDROID_DI", "exp": ts()})
def oura_pat(): return g.s(UD, 32)
def user(): return r.choice(["maria", "tom", "yuki", "lars", "sofia", "kemal", "nadia", "pablo", "zoe", "arjun"])
def email(): return f"{user()}.{g.s(LOW, 4)}@{r.choice(['gmail.com', 'proton.me', 'outlook.com', 'icloud.com'])}"
def mac(): return ":".join(hx(2).upper() for _ in range(6))


def hook(text, tool="Read", path=".env"):
    if tool == "Read":
        d = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": "/home/me/healthsync/" + path},
             "tool_response": {"type": "text", "file": {"filePath": "/home/me/healthsync/" + path, "content": text}}}
    else:
        d = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": text, "description": "sync"}}
    return json.dumps(d, ensure_ascii=False)

S = []
def sec(fn):
    S.append(fn)
    return fn

# ---------------------------------------------------------------- Fitbit
@sec
def fitbit_env():
    s = hx(32)
    t = f"FITBIT_CLIENT_ID={fitbit_cid()}\nFITBIT_CLIENT_SECRET={s}\nFITBIT_REDIRECT_URI=http://localhost:8080/callback\nFITBIT_SCOPES=activity heartrate sleep weight\n"
    t = hook(t) if r.random() < .4 else t
    return "name-context", t, [s]

@sec
def fitbit_basic():
    cid, s = fitbit_cid(), hx(32)
    b = base64.b64encode(f"{cid}:{s}".encode()).decode()
    t = (f"curl -X POST https://api.fitbit.com/oauth2/token \\\n  -H \"Authorization: Basic {b}\" \\\n  -H \"Content-Type: application/x-www-form-urlencoded\" \\\n"
         f"  --data \"client_id={cid}&grant_type=refresh_token&refresh_token=<refresh>\"\n")
    return "structural", t, [b]

@sec
def fitbit_token_resp():
    uid = fitbit_uid()
    a, rf = fitbit_access(uid), hx(64)
    t = json.dumps({"access_token": a, "expires_in": 28800, "refresh_token": rf, "scope": "heartrate sleep activity profile weight", "token_type": "Bearer", "user_id": uid}, indent=2)
    t = "$ python get_tokens.py\nopening browser for consent... got code, exchanging\n" + t + "\n"
    return "self-identifying", t, [a, rf]

@sec
def fitbit_bearer():
    uid = fitbit_uid()
    a = fitbit_access(uid)
    t = (f"> GET /1/user/-/activities/heart/date/2026-12-0{r.randint(1, 3)}/1d/1min.json HTTP/1.1\n> Host: api.fitbit.com\n> Authorization: Bearer {a}\n>\n"
         f"< HTTP/1.1 200 OK\n< fitbit-rate-limit-remaining: {r.randint(1, 150)}\n")
    return "self-identifying", t, [a]

@sec
def fitbit_python():
    s, rf = hx(32), hx(64)
    t = (f"import fitbit\n\nauthd_client = fitbit.Fitbit(\n    \"{fitbit_cid()}\",\n    \"{s}\",\n    oauth2=True,\n    access_token=tok[\"access_token\"],\n"
         f"    refresh_token=\"{rf}\",\n    refresh_cb=save_token,\n)\nsleep = authd_client.sleep(date=\"2026-12-02\")\n")
    return "name-context", t, [s, rf]

@sec
def fitbit_tokenfile():
    rf = hx(64)
    a = fitbit_access()
    t = f"$ cat ~/.config/fitbit-export/token.json\n{{\"access_token\": \"{a}\", \"refresh_token\": \"{rf}\", \"expires_at\": {ts()}.{r.randint(100, 999)}}}\n"
    return "self-identifying", t, [a, rf]

# ---------------------------------------------------------------- Garmin
@sec
def garmin_health():
    ck, cs = g.uuid(), g.s(B62, 27)
    v = r.randint(0, 1)
    if v:
        t = f"# Garmin Health API (partner program)\nGARMIN_CONSUMER_KEY={ck}\nGARMIN_CONSUMER_SECRET={cs}\nGARMIN_PUSH_URL=https://api.{r.choice(['coachly.app', 'runlab.io'])}/garmin/push\n"
    else:
        t = f"garmin:\n  consumer_key: \"{ck}\"\n  consumer_secret: \"{cs}\"\n  backfill_days: 30\n  summaries: [dailies, sleeps, hrv, bodyComps]\n"
    return "name-context", t, [cs]

@sec
def garth_tokens():
    ts_, tok = g.s(B62, 37), g.s(B62 + "-", 37)
    a, rf = garmin_jwt(), garmin_jwt()
    t = (f"$ ls ~/.garth && cat ~/.garth/oauth1_token.json ~/.garth/oauth2_token.json\noauth1_token.json  oauth2_token.json\n"
         + json.dumps({"oauth_token": tok, "oauth_token_secret": ts_, "mfa_token": None, "mfa_expiration_timestamp": None, "domain": "garmin.com"}) + "\n"
         + json.dumps({"scope": "CONNECT_READ CONNECT_WRITE", "jti": g.uuid(), "token_type": "Bearer", "access_token": a, "refresh_token": rf,
                       "expires_in": 3599, "expires_at": ts(), "refresh_token_expires_in": 7199}) + "\n")
    return "self-identifying", t, [ts_, a, rf]

@sec
def garminconnect_login():
    e, p = email(), pwmix()
    v = r.randint(0, 2)
    if v == 0:
        t = f"from garminconnect import Garmin\n\napi = Garmin(\"{e}\", \"{p}\")\napi.login()\nprint(api.get_stats(\"2026-12-02\")[\"totalSteps\"])\n"
        return "structural", t, [p]
    if v == 1:
        t = f"GARMIN_EMAIL={e}\nGARMIN_PASSWORD={p}\nGARMINTOKENS=~/.garminconnect\nINFLUXDB_HOST=influxdb\n"
        return "name-context", t, [p]
    t = f"$ garmindb_cli.py --all --download --import --analyze --latest\n# GarminConnectConfig.json: \"credentials\": {{\"user\": \"{e}\", \"password\": \"{p}\", \"secure_password\": false}}\n"
    return "structural", t, [p]

@sec
def connectiq_key():
    block, line = g.pem("PRIVATE KEY")
    t = f"$ openssl genrsa -out developer_key.pem 4096 && cat developer_key.pem\n{block}\n$ openssl pkcs8 -topk8 -inform PEM -outform DER -in developer_key.pem -out developer_key.der -nocrypt\n"
    return "self-identifying", t, [line]

# ---------------------------------------------------------------- Oura
@sec
def oura_pat_t():
    k = oura_pat()
    v = r.randint(0, 2)
    if v == 0:
        t = f"curl --location 'https://api.ouraring.com/v2/usercollection/daily_sleep?start_date=2026-11-01&end_date=2026-12-01' \\\n  --header 'Authorization: Bearer {k}'\n"
        return "structural", t, [k]
    if v == 1:
        t = f"OURA_PERSONAL_ACCESS_TOKEN={k}\nSYNC_INTERVAL_MIN=60\n"
        return "name-context", t, [k]
    t = f"import requests\nheaders = {{'Authorization': 'Bearer {k}'}}\nr = requests.get('https://api.ouraring.com/v2/usercollection/heartrate', headers=headers, params={{'start_datetime': '2026-12-01T00:00:00'}})\n"
    return "structural", t, [k]

@sec
def oura_oauth():
    cid, cs = g.s(UD, 16), g.s(URLSAFE, 43)
    vt = g.s(B62, 24)
    t = (f"oura:\n  client_id: {cid}\n  client_secret: {cs}\n  webhook:\n    callback_url: https://api.{r.choice(['sleepwise.io', 'ringdash.app'])}/oura/webhook\n"
         f"    verification_token: {vt}\n    data_types: [daily_sleep, daily_readiness, workout]\n")
    return "name-context", t, [cs, vt]

# ---------------------------------------------------------------- Withings
@sec
def withings_env():
    cid, cs = hx(64), hx(64)
    v = r.randint(0, 1)
    if v:
        t = f"WITHINGS_CLIENT_ID={cid}\nWITHINGS_CONSUMER_SECRET={cs}\nWITHINGS_CALLBACK=https://{r.choice(['scale.fam-home.net', 'bp.clinicnote.app'])}/withings/cb\n"
    else:
        t = f"# secrets.yaml (Home Assistant)\nwithings_client_id: {cid}\nwithings_client_secret: {cs}\nfitbit_client_secret: {hx(32)}\n"
        return "name-context", t, [cs, t.split("fitbit_client_secret: ")[1].strip()]
    return "name-context", t, [cs]

@sec
def withings_requesttoken():
    cid, cs, code = hx(64), hx(64), hx(40)
    t = (f"$ curl --data \"action=requesttoken&grant_type=authorization_code&client_id={cid}&client_secret={cs}&code={code}&redirect_uri=https://localhost/cb\" \\\n  'https://wbsapi.withings.net/v2/oauth2'\n"
         f"{{\"status\":0,\"body\":{{\"userid\":\"{r.randint(10**7, 10**8)}\",\"access_token\":\"{(at := hx(40))}\",\"refresh_token\":\"{(rt := hx(40))}\",\"scope\":\"user.metrics,user.activity\",\"expires_in\":10800,\"token_type\":\"Bearer\"}}}}\n")
    return "structural", t, [cs, code, at, rt]

@sec
def withings_bearer():
    at = hx(40)
    t = f"GET https://wbsapi.withings.net/measure?action=getmeas&meastype=1&category=1&lastupdate={ts()}\nAuthorization: Bearer {at}\n\n{{\"status\":0,\"body\":{{\"updatetime\":{ts()},\"timezone\":\"Europe/Paris\",\"measuregrps\":[]}}}}\n"
    return "structural", t, [at]

@sec
def withings_callback_secret():
    s = g.s(URLSAFE, 32)
    t = f"withings notify subscribe: callbackurl=https://hooks.{r.choice(['fam-home.net', 'clinicnote.app'])}/withings?secret={s}&appli=1 → status 0\n"
    return "structural", t, [s]

# ---------------------------------------------------------------- Polar / Whoop
@sec
def polar():
    cid, cs = g.uuid(), g.uuid()
    v = r.randint(0, 1)
    if v:
        b = base64.b64encode(f"{cid}:{cs}".encode()).decode()
        t = (f"POST /v2/oauth2/token HTTP/1.1\nHost: polarremote.com\nAuthorization: Basic {b}\nContent-Type: application/x-www-form-urlencoded\nAccept: application/json;charset=UTF-8\n\n"
             f"grant_type=authorization_code&code={hx(32)}\n")
        return "structural", t, [b, t.split("code=")[1].strip()]
    at = hx(32)
    t = f"# accesslink-example-python/config.yml\nclient_id: {cid}\nclient_secret: {cs}\naccess_token: {at}\nuser_id: {r.randint(10**7, 10**8)}\n"
    return "name-context", t, [cs, at]

@sec
def whoop():
    cs = hx(64)
    rt = g.s(URLSAFE, 43) + "." + g.s(URLSAFE, 43)
    v = r.randint(0, 1)
    if v:
        t = f"WHOOP_CLIENT_ID={g.uuid()}\nWHOOP_CLIENT_SECRET={cs}\nWHOOP_REDIRECT_URI=https://localhost:3000/api/whoop/callback\n"
        return "name-context", t, [cs]
    t = (f"token = oauth.refresh_token(\n    \"https://api.prod.whoop.com/oauth/oauth2/token\",\n    refresh_token=\"{rt}\",\n    client_id=WHOOP_CLIENT_ID,\n    client_secret=\"{cs}\",\n    scope=\"offline read:recovery read:sleep\",\n)\n")
    return "name-context", t, [rt, cs]

# ---------------------------------------------------------------- CGM: Dexcom, Nightscout, xDrip, LibreLinkUp
@sec
def dexcom():
    v = r.randint(0, 2)
    if v == 0:
        p = pwmix()
        t = f"from pydexcom import Dexcom\n\ndexcom = Dexcom(username=\"{email()}\", password=\"{p}\", region=\"ous\")\nbg = dexcom.get_current_glucose_reading()\nprint(bg.value, bg.trend_arrow)\n"
        return "structural", t, [p]
    if v == 1:
        s = g.s(B62, 16)
        t = f"DEXCOM_CLIENT_ID={g.s(B62, 32)}\nDEXCOM_CLIENT_SECRET={s}\nDEXCOM_ENV=sandbox\n"
        return "name-context", t, [s]
    p = pwmix()
    t = f"  share2nightscout:\n    image: ghcr.io/nightscout/share2nightscout-bridge\n    environment:\n      API_SECRET: ${{NS_API_SECRET}}\n      BRIDGE_USER_NAME: {user()}dex\n      BRIDGE_PASSWORD: {p}\n      BRIDGE_SERVER: EU\n"
    return "name-context", t, [p]

@sec
def nightscout_secret():
    s = r.choice([phrase().replace(" ", "-"), g.human_pw() + g.s(LD, 4), b62(16), legacy() + legacy()])
    v = r.randint(0, 2)
    if v == 0:
        t = f"$ heroku config:set API_SECRET={s} ENABLE=\"careportal basal iob cob rawbg pump openaps\" DISPLAY_UNITS=mmol -a ns-{user()}\n"
        t = hook(t, "Bash") if r.random() < .3 else t
    elif v == 1:
        t = f"# Nightscout (cgm-remote-monitor) .env\nMONGODB_URI=mongodb://mongo:27017/nightscout\nAPI_SECRET={s}\nDISPLAY_UNITS=mg/dl\nAUTH_DEFAULT_ROLES=denied\n"
    else:
        t = f"{user()}: my nightscout API secret is {s} in case you need to set up the uploader on the new phone\n"
    return "name-context", t, [s]

@sec
def nightscout_hash_header():
    s = g.human_pw() + g.s(LD, 5)
    h = hashlib.sha1(s.encode()).hexdigest()
    t = (f"curl -X POST 'https://ns-{user()}.fly.dev/api/v1/treatments' \\\n  -H 'api-secret: {h}' \\\n  -H 'Content-Type: application/json' \\\n"
         f"  -d '[{{\"eventType\":\"Carb Correction\",\"carbs\":{r.randint(5, 60)},\"enteredBy\":\"curl\"}}]'\n")
    return "structural", t, [h]

@sec
def xdrip_url():
    s = g.human_pw().replace("#", "x").replace("?", "x").replace("%", "x").replace("&", "x") + g.s(LD, 4)
    site = r.choice([f"ns-{user()}.herokuapp.com", f"{user()}cgm.fly.dev", f"{user()}.ns.10be.de", f"{user()}-ns.up.railway.app"])
    t = r.choice([f"xDrip+ → Settings → Cloud Upload → Nightscout Sync (REST-API)\nBase URL: https://{s}@{site}/api/v1/\n",
                  f"AAPS NSClient: URL https://{site}  ·  uploader: https://{s}@{site}/api/v1/ (from the old xDrip config)\n"])
    return "structural", t, [s]

@sec
def nightscout_token():
    tk = r.choice(["readable", "careportal", "follower", "aaps", "loop"]) + "-" + hx(16)
    t = r.choice([f"https://ns-{user()}.fly.dev/?token={tk}\n(share this link with grandma so she can see the graph)\n",
                  f"GET /api/v1/entries.json?count=10&token={tk} HTTP/1.1\nHost: {user()}cgm.fly.dev\n"])
    return "structural", t, [tk]

@sec
def librelinkup():
    p = pwmix()
    t = (f"services:\n  librelinkup:\n    image: timoschlueter/nightscout-librelink-up\n    environment:\n      LINK_UP_USERNAME: \"{email()}\"\n"
         f"      LINK_UP_PASSWORD: \"{p}\"\n      LINK_UP_REGION: \"EU\"\n      NIGHTSCOUT_URL: \"ns-{user()}.fly.dev\"\n      NIGHTSCOUT_API_TOKEN: \"{(h := hashlib.sha1(g.s(B62, 14).encode()).hexdigest())}\"\n")
    return "name-context", t, [p, h]

# ---------------------------------------------------------------- BLE, Gadgetbridge, device pairing
@sec
def gadgetbridge_key():
    k = "0x" + hx(32)
    v = r.randint(0, 2)
    if v == 0:
        t = f"$ python3 huami_token.py --method amazfit --email {email()} --password ******** --bt_keys\nDevice 1:\n  MAC: {mac()}, active: True\n  Key: {k}\n"
    elif v == 1:
        t = f"Gadgetbridge → Device settings → Auth key\n{k}\n(pairing Amazfit Bip 5 again after factory reset)\n"
    else:
        t = f"{user()}: die Auth-Key für mein Mi Band 8 ist {k} – Gadgetbridge verbindet trotzdem nicht\n"
    return "name-context", t, [k]

@sec
def bluez_ltk():
    k = hx(32).upper()
    a = mac()
    t = (f"$ sudo cat /var/lib/bluetooth/{mac()}/{a}/info\n[General]\nName=Polar H10 {hx(8).upper()}\nAppearance=0x0341\nAddressType=public\nSupportedTechnologies=LE;\nTrusted=true\nBlocked=false\n\n"
         f"[LongTermKey]\nKey={k}\nAuthenticated=0\nEncSize=16\nEDiv={r.randint(1000, 60000)}\nRand={r.randint(10**15, 10**18)}\n")
    return "name-context", t, [k]

@sec
def wifi_setup():
    p = r.choice([phrase().replace(" ", ""), g.human_pw(), legacy() + legacy()])
    t = r.choice([f"I/WithingsSetup: BLE provisioning body+ scale {mac()} ssid=\"FRITZ!Box 7590 {g.s(UPPER, 2)}\" psk=\"{p}\" security=WPA2 → OK\n",
                  f"[garmin-express] wifi profile pushed to Index S2: SSID=Casa_{g.s(UPPER, 3)} password={p}\n"])
    return "name-context", t, [p]

@sec
def wallet_pin():
    p = pin(r.choice([4, 4, 6]))
    m = [f"Fitbit Pay on the Sense: the wallet PIN is {p}, same as the card — please change it",
         f"Garmin Pay passcode for my Fenix is {p} if you need to re-add the card while I'm away",
         f"el PIN de Garmin Pay del reloj es {p}",
         f"Code PIN de Fitbit Pay : {p}",
         f"Apple Watch の パスコードは {p} です（テスト端末）",
         f"PIN do Garmin Pay: {p}"]
    return "name-context", f"{user()}: {r.choice(m)}\n", [p]

# ---------------------------------------------------------------- Apple / Google bridges
@sec
def health_auto_export():
    k = r.choice([b62(32), g.uuid(), hx(40)])
    v = r.randint(0, 1)
    if v:
        t = (f"Health Auto Export → Automations → REST API\nURL: https://{r.choice(['hk.fam-home.net', 'ingest.stepdash.io'])}/api/healthkit\nHeaders:\n  x-api-key: {k}\nFormat: JSON · Interval: 1 hour\n")
        return "structural", t, [k]
    t = (f"{ts()}: POST /api/healthkit 200 {r.randint(20, 800)}ms ua=\"Health Auto Export/7.3 CFNetwork\" authorization=\"Bearer {k}\" metrics={r.randint(3, 40)}\n")
    return "structural", t, [k]

@sec
def apple_p8():
    block, line = g.pem("PRIVATE KEY")
    kid = g.s(UD, 10)
    t = (f"// Sign in with Apple for the HealthKit companion web app\nAPPLE_TEAM_ID={g.s(UD, 10)}\nAPPLE_KEY_ID={kid}\nAPPLE_PRIVATE_KEY=\"{block.replace(chr(10), chr(92) + 'n')}\"\n")
    return "self-identifying", t, [line]

@sec
def google_fit():
    v = r.randint(0, 2)
    if v == 0:
        s = "GOCSPX-" + g.s(URLSAFE, 28)
        t = json.dumps({"installed": {"client_id": f"{r.randint(10**11, 10**12)}-{g.s(LD, 32)}.apps.googleusercontent.com", "project_id": f"fit-export-{r.randint(100, 999)}",
                                      "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token", "client_secret": s,
                                      "redirect_uris": ["http://localhost"]}}, indent=2)
        return "self-identifying", t + "\n", [s]
    if v == 1:
        rt = g.google_refresh()
        t = f"{{\"token\": null, \"refresh_token\": \"{rt}\", \"token_uri\": \"https://oauth2.googleapis.com/token\", \"scopes\": [\"https://www.googleapis.com/auth/fitness.activity.read\", \"https://www.googleapis.com/auth/fitness.heart_rate.read\"]}}\n"
        return "self-identifying", t, [rt]
    a = g.google_oauth()
    t = f"curl -H \"Authorization: Bearer {a}\" \\\n  \"https://www.googleapis.com/fitness/v1/users/me/dataSources/derived:com.google.step_count.delta:com.google.android.gms:estimated_steps/datasets/{ts()}000000000-{ts()}000000000\"\n"
    return "self-identifying", t, [a]

@sec
def hass_token():
    tok = jwt_any({"alg": "HS256", "typ": "JWT"}, {"iss": hx(32), "iat": ts(), "exp": ts() + 315360000})
    t = f"# push Apple Watch HR into Home Assistant from the Shortcut\ncurl -X POST -H \"Authorization: Bearer {tok}\" -H \"Content-Type: application/json\" \\\n  -d '{{\"state\": \"{r.randint(50, 150)}\"}}' http://homeassistant.local:8123/api/states/sensor.watch_heart_rate\n"
    return "self-identifying", t, [tok]

# ---------------------------------------------------------------- aggregators
@sec
def terra():
    k = g.s(URLSAFE, 32)
    v = r.randint(0, 1)
    if v:
        t = f"curl -X GET \"https://api.tryterra.co/v2/daily?user_id={g.uuid()}&start_date=2026-11-30\" \\\n  -H \"dev-id: {user()}-health-dev-{hx(6)}\" \\\n  -H \"x-api-key: {k}\"\n"
        return "structural", t, [k]
    s = hx(32)
    t = f"TERRA_DEV_ID={user()}-health-prod-{hx(6)}\nTERRA_API_KEY={k}\nTERRA_SIGNING_SECRET={s}\n"
    return "name-context", t, [k, s]

@sec
def junction():
    k = "sk_" + r.choice(["us", "eu"]) + "_" + g.s(URLSAFE, 43)
    t = r.choice([f"VITAL_API_KEY={k}\nVITAL_ENVIRONMENT=production\nVITAL_REGION=us\n",
                  f"from vital import Client\nclient = Client(api_key=\"{k}\", environment=\"production\", region=\"eu\")\n"])
    return "self-identifying", t, [k]

@sec
def intervals():
    k = g.s(LD, 26)
    b = base64.b64encode(f"API_KEY:{k}".encode()).decode()
    v = r.randint(0, 1)
    if v:
        t = f"curl -u \"API_KEY:{k}\" https://intervals.icu/api/v1/athlete/i{r.randint(10000, 999999)}/wellness.csv\n"
        return "structural", t, [k]
    t = f"> GET /api/v1/athlete/0/activities?oldest=2026-11-01 HTTP/2\n> host: intervals.icu\n> authorization: Basic {b}\n"
    return "structural", t, [b]

@sec
def eightsleep_tidepool():
    p = pwmix()
    v = r.randint(0, 1)
    if v:
        t = f"$ tidepool-uploader-cli --username {email()} --password '{p}' --device omnipod-dash --since 2026-11-20\n"
    else:
        t = f"eight = EightSleep(\"{email()}\", \"{p}\", \"Europe/Berlin\")\nawait eight.start()\n"
    return "structural", t, [p]

@sec
def omron():
    p = pwmix()
    t = f"[omron]\nemail = {email()}\npassword = {p}\ncountry = DE\n[export]\ntarget = garmin\n"
    return "name-context", t, [p]

# ---------------------------------------------------------------- logs, traces, chat, diffs
@sec
def oauth_trace():
    cs, rf = hx(32), hx(64)
    t = (f"Traceback (most recent call last):\n  File \"/opt/sync/fitbit_sync.py\", line 57, in refresh\n    token = session.refresh_token(TOKEN_URL, client_id=CLIENT_ID, client_secret=CLIENT_SECRET)\n"
         "oauthlib.oauth2.rfc6749.errors.InvalidGrantError: (invalid_grant) Refresh token invalid\n\nLocal variables:\n"
         f"  CLIENT_ID = '{fitbit_cid()}'\n  CLIENT_SECRET = '{cs}'\n  token = {{'refresh_token': '{rf}', 'user_id': '{fitbit_uid()}'}}\n")
    return "name-context", t, [cs, rf]

@sec
def chat_multi():
    p = r.choice([pwmix(), oura_pat(), hx(32)])
    m = [f"Garmin Connect login for the team test account: coach-test@{r.choice(['runlab.io', 'coachly.app'])} / {p}",
         f"Das Garmin-Passwort für den Testaccount ist {p}",
         f"mot de passe du compte Withings de test : {p}",
         f"contraseña de la cuenta Polar Flow de pruebas: {p}",
         f"Oura テストアカウントのパスワード: {p}",
         f"senha da conta Fitbit de teste: {p}",
         f"hasło do konta Garmin (test): {p}",
         f"wachtwoord van het Whoop-testaccount: {p}"]
    return "name-context", f"[{r.randint(8, 19)}:{r.randint(10, 59)}] {user()}: {r.choice(m)}\n", [p]

@sec
def ticket():
    p = pwmix()
    t = (f"SUP-{r.randint(1000, 9999)} — Sync stuck since Nov 28\n\nUser: {email()}\nDevice: {r.choice(['Forerunner 965', 'Venu 3', 'Charge 6', 'Oura Gen3', 'Polar Vantage V3'])}\n"
         f"Customer wrote: \"I tried logging in again with my password {p} and it still says invalid credentials\"\nAgent note: asked to reset via the app.\n")
    return "name-context", t, [p]

@sec
def diff_commit():
    cs = hx(r.choice([32, 64]))
    name = r.choice(["FITBIT_CLIENT_SECRET", "WITHINGS_CONSUMER_SECRET", "WHOOP_CLIENT_SECRET", "POLAR_CLIENT_SECRET"])
    t = (f"commit {hx(40)}\nAuthor: {user()} <{email()}>\n\n    wip: hardcode creds for demo\n\ndiff --git a/sync/config.py b/sync/config.py\n--- a/sync/config.py\n+++ b/sync/config.py\n"
         f"@@ -4,3 +4,3 @@\n-{name} = os.environ[\"{name}\"]\n+{name} = \"{cs}\"\n")
    return "name-context", t, [cs]

@sec
def notebook():
    k = oura_pat()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {}, "outputs": [{"output_type": "stream", "name": "stdout", "text": [f"{r.randint(20, 90)} nights loaded\n"]}],
            "source": ["import pandas as pd, requests\n", f"TOKEN = \"{k}\"\n", "resp = requests.get(\"https://api.ouraring.com/v2/usercollection/daily_sleep\", headers={\"Authorization\": f\"Bearer {TOKEN}\"}, params={\"start_date\": \"2026-09-01\"})\n",
                       "df = pd.DataFrame(resp.json()[\"data\"])\n", "print(len(df), 'nights loaded')"]}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [k]

@sec
def shell_history():
    a = fitbit_access()
    p = pwmix()
    lines = [f"export FITBIT_ACCESS_TOKEN={a}", "python export_hr.py --days 30 > hr.csv", f"mongosh 'mongodb://ns:{p}@localhost:27017/nightscout' --eval 'db.entries.countDocuments()'", "git status"]
    return "self-identifying", "\n".join(f"  {i + 301}  {l}" for i, l in enumerate(lines)) + "\n", [a, p]

@sec
def mongo_ns():
    p = pwmix()
    t = r.choice([f"MONGODB_URI=mongodb+srv://nightscout:{p}@cluster0.{g.s(LD, 5)}.mongodb.net/ns?retryWrites=true&w=majority\n",
                  f"CUSTOMCONNSTR_mongo=mongodb://{user()}:{p}@ds{r.randint(10000, 99999)}.mlab.com:{r.randint(10000, 65000)}/heroku_{g.s(LD, 8)}\n"])
    return "structural", t, [p]

@sec
def k8s_secret():
    s = r.choice([hx(32), hx(64), g.s(B62, 27)])
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: wearables-oauth\n  namespace: health-sync\nstringData:\n  {r.choice(['fitbit-client-secret', 'garmin-consumer-secret', 'withings-client-secret', 'oura-client-secret'])}: {s}\n"
    return "name-context", t, [s]

@sec
def garmin_webhook_log():
    k = g.s(B62, 27)
    t = (f"2026-12-03T{r.randint(10, 23)}:{r.randint(10, 59)}:22Z DEBUG garmin-backfill config loaded {{consumerKey={g.uuid()}, consumerSecret={k}, days=30}}\n"
         "2026-12-03T13:02:23Z INFO  requesting backfill dailies for 412 users\n")
    return "name-context", t, [k]


# ================================================================ clean
C = []
def cl(fn):
    C.append(fn)
    return fn

@cl
def c_env_example():
    return ("# .env.example\nFITBIT_CLIENT_ID=\nFITBIT_CLIENT_SECRET=<from dev.fitbit.com>\nOURA_PERSONAL_ACCESS_TOKEN=your-token-here\nGARMIN_EMAIL=you@example.com\n"
            f"GARMIN_PASSWORD=changeme\nNS_API_SECRET=at-least-12-characters\nSYNC_DAYS={r.choice([7, 14, 30])}\n")

@cl
def c_fitbit_hr():
    return json.dumps({"activities-heart": [{"dateTime": f"2026-12-0{r.randint(1, 3)}", "value": {"restingHeartRate": r.randint(48, 70), "heartRateZones": [
        {"name": "Fat Burn", "min": 98, "max": 137, "minutes": r.randint(10, 90)}]}}], "activities-heart-intraday": {"dataset": [{"time": f"00:0{i}:00", "value": r.randint(50, 80)} for i in range(3)],
        "datasetInterval": 1, "datasetType": "minute"}}, indent=1) + "\n"

@cl
def c_fitbit_sleep():
    return json.dumps({"sleep": [{"logId": r.randint(10**10, 10**11), "dateOfSleep": "2026-12-02", "duration": r.randint(2, 9) * 3600000, "efficiency": r.randint(80, 98),
                                  "levels": {"summary": {"deep": {"minutes": r.randint(30, 100)}, "rem": {"minutes": r.randint(40, 120)}}}, "type": "stages"}]}, indent=1) + "\n"

@cl
def c_fitbit_authorize():
    cid = fitbit_cid()
    return (f"https://www.fitbit.com/oauth2/authorize?response_type=code&client_id={cid}&scope=activity+heartrate+sleep&code_challenge={g.b64url(32)}"
            f"&code_challenge_method=S256&state={hx(16)}&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fcallback\n")

@cl
def c_fitbit_profile():
    return json.dumps({"user": {"encodedId": fitbit_uid(), "displayName": user().title(), "memberSince": "2019-04-11", "timezone": "Europe/Madrid", "strideLengthRunning": 104.2,
                               "features": {"exerciseGoal": True}, "topBadges": []}}, indent=1) + "\n"

@cl
def c_garmin_oauth1_header():
    return (f"GET https://apis.garmin.com/wellness-api/rest/dailies?uploadStartTimeInSeconds={ts()}&uploadEndTimeInSeconds={ts()}\n"
            f"Authorization: OAuth oauth_consumer_key=\"{g.uuid()}\", oauth_nonce=\"{r.randint(10**9, 10**10)}\", oauth_signature=\"{g.b64(20).replace('=', '%3D').replace('+', '%2B').replace('/', '%2F')}\", "
            f"oauth_signature_method=\"HMAC-SHA1\", oauth_timestamp=\"{ts()}\", oauth_version=\"1.0\"\n")

@cl
def c_garmin_push():
    return json.dumps({"dailies": [{"userId": g.uuid(), "summaryId": f"x{hx(7)}-{ts()}", "calendarDate": "2026-12-02", "steps": r.randint(2000, 20000),
                                    "restingHeartRateInBeatsPerMinute": r.randint(45, 70), "averageStressLevel": r.randint(10, 60)}]}, indent=1) + "\n"

@cl
def c_ciq_manifest():
    return (f"<iq:manifest version=\"3\" xmlns:iq=\"http://www.garmin.com/xml/connectiq\">\n  <iq:application id=\"{g.uuid()}\" type=\"watchface\" name=\"@Strings.AppName\" entry=\"FaceApp\" minApiLevel=\"3.2.0\">\n"
            "    <iq:products><iq:product id=\"fenix7\"/><iq:product id=\"fr965\"/></iq:products>\n    <iq:permissions><iq:uses-permission id=\"SensorHistory\"/></iq:permissions>\n  </iq:application>\n</iq:manifest>\n")

@cl
def c_oura_sleep():
    return json.dumps({"data": [{"id": g.uuid(), "day": "2026-12-02", "score": r.randint(60, 95), "timestamp": "2026-12-02T00:00:00+00:00",
                                 "contributors": {"deep_sleep": r.randint(50, 99), "efficiency": r.randint(70, 99), "latency": r.randint(50, 99)}}], "next_token": None}, indent=1) + "\n"

@cl
def c_withings_meas():
    return json.dumps({"status": 0, "body": {"updatetime": ts(), "timezone": "Europe/Paris", "measuregrps": [{"grpid": r.randint(10**9, 10**10), "attrib": 0, "date": ts(), "category": 1,
                       "deviceid": hx(40), "hash_deviceid": hx(40), "measures": [{"value": r.randint(60000, 95000), "type": 1, "unit": -3}], "modelid": 13, "model": "Body+"}]}}, indent=1) + "\n"

@cl
def c_withings_signed():
    return f"POST https://wbsapi.withings.net/v2/signature\naction=getnonce&client_id={hx(64)}&timestamp={ts()}&signature={hx(64)}\n→ {{\"status\":0,\"body\":{{\"nonce\":\"{hx(40)}\"}}}}\n"

@cl
def c_polar_exercises():
    return json.dumps([{"id": g.s(B62, 8), "upload_time": "2026-12-02T07:12:44.000Z", "polar_user": f"https://www.polaraccesslink.com/v3/users/{r.randint(10**7, 10**8)}",
                        "device": "Polar Vantage V3", "device_id": hx(8).upper(), "sport": "RUNNING", "duration": "PT44M12S", "heart_rate": {"average": r.randint(120, 160), "maximum": r.randint(160, 190)}}], indent=1) + "\n"

@cl
def c_whoop_recovery():
    return json.dumps({"records": [{"cycle_id": r.randint(10**8, 10**9), "sleep_id": g.uuid(), "user_id": r.randint(10**5, 10**7), "score_state": "SCORED",
                                    "score": {"recovery_score": r.randint(10, 99), "resting_heart_rate": r.randint(40, 70), "hrv_rmssd_milli": round(r.uniform(20, 120), 3)}}], "next_token": None}, indent=1) + "\n"

@cl
def c_dexcom_egvs():
    return json.dumps({"recordType": "egv", "recordVersion": "3.0", "userId": g.uuid(), "records": [{"recordId": g.uuid(), "systemTime": "2026-12-03T08:05:00", "transmitterId": hx(64),
                       "transmitterGeneration": "g7", "value": r.randint(70, 220), "trend": "flat", "unit": "mg/dL", "displayDevice": "iOS"}]}, indent=1) + "\n"

@cl
def c_ns_entries():
    return json.dumps([{"_id": hx(24), "device": r.choice(["xDrip-DexcomG6", "AndroidAPS-DexcomG7", "nightscout-librelink-up"]), "date": ts() * 1000, "dateString": "2026-12-03T08:05:00.000Z",
                        "sgv": r.randint(60, 240), "delta": round(r.uniform(-8, 8), 3), "direction": "Flat", "type": "sgv", "utcOffset": 60} for _ in range(2)], indent=1) + "\n"

@cl
def c_ns_prose():
    return r.choice([
        "Nightscout: the uploader sends the SHA-1 of API_SECRET in the api-secret header, so treat that hash like the secret itself. Use access tokens with the readable role for followers.",
        "Fitbit client IDs are public (they appear in the authorize URL); the client secret and the tokens are not.",
        "Garmin Health API: consumer key identifies the partner app; the consumer secret and the user access token secret sign requests.",
        "Oura personal access tokens are deprecated for new apps — use OAuth and keep the client secret on the server.",
        "Gadgetbridge braucht den Auth-Key des Bands; den bekommt man nur über den Hersteller-Account. Nicht in Tickets posten.",
        "Withings : l'ID client est public, le secret client reste côté serveur (coffre kv/health/withings).",
        "Dexcom Share の認証情報は Vault に保存しています。Issue には貼らないでください。",
        "Para Terra, el dev-id es público; la API key y el signing secret van en el gestor de secretos.",
    ]) + f" [{hx(7)}]\n"

@cl
def c_healthkit_swift():
    return ("let types: Set<HKSampleType> = [\n    HKQuantityType(.heartRate),\n    HKQuantityType(.stepCount),\n    HKCategoryType(.sleepAnalysis),\n]\n"
            f"try await healthStore.requestAuthorization(toShare: [], read: types)\n// sample {g.uuid().upper()} source com.apple.health.{g.uuid().upper()}\n")

@cl
def c_health_connect():
    return ("<uses-permission android:name=\"android.permission.health.READ_HEART_RATE\"/>\n<uses-permission android:name=\"android.permission.health.READ_STEPS\"/>\n"
            f"<!-- record metadata id: {g.uuid()} clientRecordId: wear-{hx(12)} -->\n")

@cl
def c_fit_hexdump():
    b = bytes([14, 16]) + bytes(r.getrandbits(8) for _ in range(30))
    h = b.hex()
    lines = [f"{i * 16:08x}  " + " ".join(h[j:j + 2] for j in range(i * 32, min(len(h), i * 32 + 32), 2)) for i in range(2)]
    return f"$ xxd -l 32 {r.randint(10**9, 10**10)}_ACTIVITY.fit\n" + "\n".join(lines) + "\n.FIT header: protocol 2.0, profile 21.158, data size " + str(r.randint(10**4, 10**6)) + "\n"

@cl
def c_gatt():
    return (f"$ bluetoothctl info {mac()}\n\tName: {r.choice(['Polar H10', 'HRM-Pro+', 'Forerunner 265', 'Oura'])} {hx(8).upper()}\n\tPaired: yes\n\tBonded: yes\n"
            "\tUUID: Heart Rate                (0000180d-0000-1000-8000-00805f9b34fb)\n\tUUID: Battery Service           (0000180f-0000-1000-8000-00805f9b34fb)\n"
            f"\tUUID: Vendor specific           ({g.uuid()})\n\tRSSI: -{r.randint(40, 90)}\n")

@cl
def c_btmon():
    return (f"> HCI Event: LE Meta Event (0x3e) plen {r.randint(20, 43)}\n      LE Advertising Report (0x02)\n        Address: {mac()} (Resolvable)\n"
            f"        Company: Garmin International (135)\n        Data: {hx(24)}\n        RSSI: -{r.randint(40, 90)} dBm\n")

@cl
def c_gb_log():
    return (f"12-03 08:{r.randint(10, 59)}:11.402 I/HuamiSupport: Connecting to {mac()}\n12-03 08:11:12.019 I/HuamiSupport: auth key: <not set in device settings>\n"
            f"12-03 08:11:12.020 W/HuamiSupport: authentication failed, firmware {r.randint(1, 9)}.{r.randint(0, 9)}.{r.randint(0, 99)}\n")

@cl
def c_terra_webhook():
    return (f"POST /terra/webhook\nterra-signature: t={ts()},v1={hx(64)}\n\n" + json.dumps({"type": "daily", "user": {"user_id": g.uuid(), "provider": r.choice(["GARMIN", "OURA", "WITHINGS", "FITBIT"])},
            "data": [{"metadata": {"start_time": "2026-12-02T00:00:00+01:00"}, "distance_data": {"steps": r.randint(1000, 20000)}}]}) + "\n")

@cl
def c_google_fit_sources():
    return json.dumps({"dataSource": [{"dataStreamId": "derived:com.google.heart_rate.bpm:com.google.android.gms:merge_heart_rate_bpm", "type": "derived"},
                                      {"dataStreamId": f"raw:com.google.step_count.delta:com.garmin.android.apps.connectmobile:{hx(8)}", "type": "raw"}]}, indent=1) + "\n"

@cl
def c_apple_keys():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.s(B62, 10), "use": "sig", "alg": "RS256", "n": g.b64url(256), "e": "AQAB"}]}, indent=1) + "\n# https://appleid.apple.com/auth/keys (public)\n"

@cl
def c_gha():
    return ("      - name: nightly export\n        env:\n          FITBIT_CLIENT_SECRET: ${{ secrets.FITBIT_CLIENT_SECRET }}\n          GARMIN_PASSWORD: ${{ secrets.GARMIN_PASSWORD }}\n"
            f"          OURA_TOKEN: ${{{{ secrets.OURA_TOKEN }}}}\n        run: python -m healthsync.export --since {r.choice(['7d', '30d'])}\n")

@cl
def c_hass_ref():
    return ("fitbit:\n  clock_format: 24H\napplication_credentials:\nwithings:\n  client_id: !secret withings_client_id\n  client_secret: !secret withings_client_secret\n"
            f"sensor:\n  - platform: template\n    sensors:\n      rhr_{r.randint(1, 9)}:\n        value_template: \"{{{{ states('sensor.resting_heart_rate') }}}}\"\n")

@cl
def c_lock():
    p = r.choice(["garminconnect", "garth", "fitbit", "withings-api", "pydexcom", "oura-ring", "polar-accesslink"])
    return f"[[package]]\nname = \"{p}\"\nversion = \"{r.randint(0, 3)}.{r.randint(0, 30)}.{r.randint(0, 12)}\"\nfiles = [\n    {{file = \"{p}-0.2.19-py3-none-any.whl\", hash = \"sha256:{hx(64)}\"}},\n]\n"

@cl
def c_git_log():
    return "\n".join(f"{hx(40)} {m}" for m in r.sample(["garmin: switch to garth tokens", "fitbit: refresh token rotation", "withings: v2 signature", "oura: OAuth instead of PAT",
                                                        "nightscout: use readable token for followers", "export: dedupe by logId", "ble: parse HR measurement flags"], 4)) + "\n"

@cl
def c_checksums():
    return "\n".join(f"{hx(64)}  {f}" for f in r.sample(["gadgetbridge-0.82.1.apk", "xDrip-plus-2026.11.apk", "AndroidAPS-3.3.1.apk", "garmindb-3.6.3.tar.gz",
                                                        "connectiq-sdk-lin-8.1.0.zip", "nightscout-15.0.2.tar.gz"], 3)) + "\n"

@cl
def c_serials():
    return (f"Device inventory (study W{r.randint(10, 99)})\n| participant | device | serial | unit id | last sync |\n|---|---|---|---|---|\n"
            + "\n".join(f"| P{r.randint(100, 999)} | {r.choice(['Fitbit Charge 6', 'Garmin vívosmart 5', 'Oura Gen3', 'Withings ScanWatch'])} | {g.s(UD, 12)} | {r.randint(10**9, 4 * 10**9)} | 2026-12-0{r.randint(1, 3)} |" for _ in range(3)) + "\n")

@cl
def c_b64_test():
    return f"# unit test: raw HR measurement notification (flags + bpm + RR), not a key\nPAYLOAD = base64.b64decode(\"{g.b64(r.choice([6, 9, 12]))}\")\nassert parse_hr(PAYLOAD).bpm > 0\n"

@cl
def c_hook_clean():
    d = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "python -m healthsync status"},
         "tool_response": {"stdout": f"fitbit: ok (user {fitbit_uid()}, last sync 2026-12-03T0{r.randint(1, 9)}:00Z)\ngarmin: ok ({r.randint(1, 40)} activities)\noura: token expires in {r.randint(1, 29)} days\n", "stderr": "", "interrupted": False}}
    return json.dumps(d) + "\n"

@cl
def c_k8s_ref():
    return ("        env:\n          - name: WITHINGS_CLIENT_SECRET\n            valueFrom:\n              secretKeyRef:\n                name: wearables-oauth\n                key: withings-client-secret\n"
            f"        image: ghcr.io/acme/healthsync@sha256:{hx(64)}\n")

@cl
def c_pubkey():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} {user()}@ns-host\n"

@cl
def c_ble_pair_prose():
    return r.choice([
        f"Pairing the Polar H10 needs no PIN; the strap advertises as 'Polar H10 {hx(8).upper()}' and bonds with Just Works.",
        "To re-pair the Forerunner, forget it in Bluetooth settings first, then open Garmin Connect → Add Device. The 6-digit code shown on the watch only confirms the pairing.",
        f"Le capteur Dexcom G7 s'identifie par son code d'appairage imprimé sur l'applicateur ; le transmitter G6 par son ID ({g.s(UD, 6)}).",
    ]) + "\n"


def main():
    secrets, i = [], 0
    while len(secrets) < 250:
        fn = S[i % len(S)]
        i += 1
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        secrets.append((cls, text, vals))
    clean, i = [], 0
    while len(clean) < 100:
        clean.append(C[i % len(C)]())
        i += 1
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{n}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{n}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
    allv = [v for _, _, vs in secrets for v in vs]
    for text in clean:
        for v in allv:
            assert v not in text or len(v) < 6, v
    print(FAM, len(secrets), len(clean), len(allv), "distinct clean", len(set(clean)), "templates", len(S), len(C))


if __name__ == "__main__":
    main()
