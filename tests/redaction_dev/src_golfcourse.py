"""Blind redaction source (round 67, helper corpora39). Seeded and deterministic; imports only the standard
library and _tokens. Run `python3 src_FAMILY.py` here to write FAMILY_secrets.jsonl and FAMILY_clean.jsonl."""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

OUT = Path(__file__).resolve().parent
LOW = string.ascii_lowercase
DIG = string.digits
g = Gen(6703)
R = g.r


def pin(n: int | None = None) -> str:
    n = n or R.choice([4, 4, 5, 6, 6])
    return str(R.randint(1, 9)) + g.s(DIG, n - 1)


def wordpw(words) -> str:
    w = R.choice(words)
    if R.random() < .3:
        w = w.lower()
    return w + str(R.randint(2, 2026)) + R.choice(["!", "#", "$", "%", "*", "@", ".", "?", ""])


def phrase(words) -> str:
    sep = R.choice(["-", ".", "_", " "]) if R.random() < .6 else "-"
    parts = R.sample(words, 3)
    p = sep.join(x.lower() for x in parts)
    if sep == " ":
        p = p.replace(" ", "-")
    return p + str(R.randint(1, 99))


def legacy(prefix: str) -> str:
    return prefix + g.s(LOW, R.randint(2, 3)) + str(R.randint(1, 999))


def tok(n: int, alpha: str = B62) -> str:
    return g.s(alpha, n)


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def esc(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)[1:-1]


def hook(tool: str, cmd_or_path: str, output: str) -> str:
    if tool == "Bash":
        inp = {"command": cmd_or_path}
    else:
        inp = {"file_path": cmd_or_path}
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": tool,
                       "tool_input": inp, "tool_response": {"stdout" if tool == "Bash" else "content": output}},
                      ensure_ascii=False)


def emit(family: str, secret_t, clean_t, n_secret: int = 250, n_clean: int = 100) -> None:
    secrets = []
    for i in range(n_secret):
        cls, text, vals = secret_t[i % len(secret_t)]()
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (family, i, v, text)
        secrets.append((cls, text, vals))
    allvals = {v for _, _, vs in secrets for v in vs}
    clean = []
    for i in range(n_clean):
        for _attempt in range(50):
            text = clean_t[i % len(clean_t)]()
            if not any(v in text for v in allvals):
                break
        else:
            raise AssertionError((family, "clean collision", i))
        clean.append(text)
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{family}-{i}", "family": family, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{family}-c{i}", "family": family, "text": text}, ensure_ascii=False) + "\n")
    from collections import Counter
    c = Counter(cls for cls, _, _ in secrets)
    cv = Counter()
    for cls, _, vs in secrets:
        cv[cls] += len(vs)
    print(family, len(secrets), "records", len([v for _, _, vs in secrets for v in vs]), "values",
          dict(c), dict(cv), "clean", len(clean), "distinct", len(set(clean)))


S, N, T = "self-identifying", "name-context", "structural"
W = ["Birdie", "Eagle", "Fairway", "Bunker", "Mulligan", "Backspin", "Putter", "Divot", "Greenside", "Albatross",
     "Dogleg", "Approach", "Caddie", "Clubhouse"]
PW = ["fairway", "bunker", "niblick", "mashie", "bogey", "linksland", "flagstick", "pinhigh", "backnine", "teebox"]
CLUBS = ["Pine Hollow CC", "Heron Bay Links", "Oak Ridge GC", "Cedar Creek", "Lakeside Municipal", "Stonebridge",
         "Whispering Pines", "Royal Kestrel", "Meadowbrook", "Sandy Point Golf Club"]
HOSTS = ["clubsql.local", "10.12.0.5", "teesheet-db.internal", "db.fairwaytech.io", "lynx-central"]


def club():
    return R.choice(CLUBS)


def cid():
    return R.randint(1000, 9999)


def ghin():
    return str(R.randint(1000000, 12999999))


def s_foreup():
    t = tok(48, URLSAFE)
    return T, (f"curl -s 'https://api.foreupsoftware.example/api_rest/index.php/courses/{cid()}/teesheets/{R.randint(100,999)}/teetimes?date=2026-12-06' \\\n"
               f"  -H 'Api-key: {t}' -H 'Content-Type: application/json'"), [t]


def s_chronogolf():
    c = tok(43, URLSAFE)
    return N, (f"# lightspeed golf (chronogolf) partner app\nCHRONOGOLF_CLIENT_ID={g.hexs(32)}\nCHRONOGOLF_CLIENT_SECRET={c}\n"
               f"CHRONOGOLF_CLUB_ID={R.randint(100,9999)}\n"), [c]


def s_ghin_login():
    p = g.pw()
    return N, (f"POST /api/v1/users/login.json HTTP/1.1\nHost: api2.ghin.example\nContent-Type: application/json\n\n"
               f"{{\"user\":{{\"email\":\"proshop@{club().split()[0].lower()}.golf\",\"password\":\"{p}\"}},\"token\":\"nonce\"}}"), [p]


def s_ghin_bearer():
    j = g.jwt()
    return S, f"GET /api/v1/golfers/{ghin()}/scores.json?per_page=20\nAuthorization: Bearer {j}\n", [j]


def s_tagmarshal():
    k = g.hexs(32)
    return T, (f"import requests\nr = requests.get('https://api.tagmarshal.example/v1/rounds/live', headers={{'x-api-key': '{k}'}},"
               f" params={{'course': {cid()}}})\n"), [k]


def s_cart_admin():
    p = pin(R.choice([4, 6]))
    return N, (f"GPS carts ({club()}): the on-screen admin menu (geofence override, cart-path-only toggle) is behind PIN {p}. "
               "Marshal staff only."), [p]


def s_lynx():
    p = g.pw()
    return T, (f"Provider=SQLOLEDB;Data Source={R.choice(HOSTS)}\\LYNX;Initial Catalog=LynxCentral;User ID=lynx;Password={p};"), [p]


def s_raincloud():
    p = wordpw(W)
    return N, (f"; irrigation central — satellite link\n[cirrus]\ncontroller_ip = 10.12.{R.randint(1,9)}.40\nadmin_user = super\nadmin_pass = {p}\n"
               "flow_zone_limit = 1200\n"), [p]


def s_weatherlink():
    k, s2 = tok(32, LOW + DIG), tok(32, LOW + DIG)
    return N, (f"WEATHERLINK_API_KEY={k}\nWEATHERLINK_API_SECRET={s2}\nWEATHERLINK_STATION_ID={R.randint(100000,999999)}\n"), [k, s2]


def s_weatherlink_url():
    a, k = tok(32, LOW + DIG), tok(32, LOW + DIG)
    return T, f"https://api.weatherlink.example/v2/current/{R.randint(100000,999999)}?api-key={a}&t=1764950000&api-secret={k}", [a, k]


def s_pos():
    p = wordpw(W)
    return N, (f"Pro shop POS (Lightspeed) at {club()}: manager override login is golfpro / {p} — use it for refunds over $200 only."), [p]


def s_lightspeed():
    t = tok(40)
    return T, (f"$ http GET https://api.lightspeedapp.example/API/V3/Account/{R.randint(100000,999999)}/Item.json "
               f"'Authorization:Bearer {t}'\nHTTP/1.1 200 OK\n{{\"@attributes\":{{\"count\":\"1822\"}}}}"), [t]


def s_club_portal():
    p = g.pw()
    return N, (f"clubessentials:\n  site: {club().replace(' ', '').lower()}\n  sso_user: webmaster\n  sso_password: {p}\n  member_sync: nightly\n"), [p]


def s_teetime_webhook():
    w = g.hexs(64)
    return N, f"TEE_SHEET_WEBHOOK_SECRET={w}\nTEE_SHEET_WEBHOOK_URL=https://hooks.pinehollow.golf/teesheet\n", [w]


def s_js_booking():
    k = tok(36)
    return N, (f"// booking-widget/server.js\nconst EZLINKS_SECRET = '{k}';\nrouter.post('/reserve', async (req, res) => {{\n"
               f"  const sig = hmac(EZLINKS_SECRET, req.rawBody);\n  // ...\n}});"), [k]


def s_go():
    p = g.machine_pw()
    return T, f"db, _ := sql.Open(\"mysql\", \"teesheet:{p}@tcp({R.choice(HOSTS)}:3306)/teesheet?parseTime=true\")", [p]


def s_gate():
    c = pin(4)
    return N, (f"Maintenance yard gate code is {c}# (changed after the mower theft). Superintendent has the master."), [c]


def s_de():
    p = wordpw(W)
    return N, f"Servus, das Passwort für die Startzeiten-Software im Golfclub {club()} ist {p}. Benutzer: sekretariat", [p]


def s_es():
    p = g.pw()
    return N, f"Hola Luis, la contraseña del sistema de riego del campo de golf es {p} (usuario: greenkeeper). Cámbiala tras la revisión.", [p]


def s_fr():
    p = pin(6)
    return N, f"Bonjour, le code PIN administrateur des voiturettes GPS du golf est {p}. Merci de ne pas le diffuser aux caddies.", [p]


def s_ja():
    p = wordpw(W)
    return N, f"ゴルフ場の予約システム管理者パスワード：{p}。フロントのPCでのみ使用してください。", [p]


def s_sv():
    p = phrase(PW)
    return N, f"Lösenord till klubbens Wi-Fi för scorekortsläsarna: {p} (nätverk GK-Drift).", [p]


def s_ko():
    p = g.pw()
    return N, f"골프장 카트 관제 시스템 관리자 계정 비밀번호: {p} — 외부 유출 금지.", [p]


def s_it():
    p = wordpw(W)
    return N, f"Ciao, la password della segreteria per il portale handicap (Federgolf) è {p}. Utente: segreteria.{cid()}", [p]


def s_zh():
    p = g.pw()
    return N, f"球场订场系统的接口密钥是 {p}，只能在服务器上配置，不要写进小程序。", [p]


def s_hook_env():
    a, b = tok(48, URLSAFE), g.hexs(32)
    env = f"FOREUP_API_KEY={a}\nTAGMARSHAL_API_KEY={b}\nCOURSE_ID={cid()}\n"
    return N, hook("Bash", "cat teesheet-sync/.env", env), [a, b]


def s_hook_read():
    p = g.machine_pw()
    content = f"irrigation:\n  central: lynx-central\n  db_user: lynx\n  db_password: '{p}'\n"
    return N, hook("Read", "/srv/turf/config.yaml", content), [p]


def s_diff():
    k = tok(40)
    return N, (f"diff --git a/src/handicap/client.py b/src/handicap/client.py\n@@ -8,7 +8,7 @@ class HandicapClient:\n"
               f"-    API_KEY = os.environ['WHS_API_KEY']\n+    API_KEY = '{k}'  # temp for demo\n"), [k]


def s_notebook():
    k = g.hexs(32)
    cell = {"cell_type": "code", "execution_count": 2, "metadata": {},
            "source": ["from tagmarshal import Client\n", f"tm = Client(api_key='{k}')\n", "pace = tm.pace_of_play(days=30)\n"],
            "outputs": [{"output_type": "stream", "name": "stdout", "text": ["avg round 4h 21m\n"]}]}
    return N, json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}), [k]


def s_k8s():
    p, c = g.machine_pw(), tok(43, URLSAFE)
    return N, (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: teesheet-sync\nstringData:\n  MYSQL_PASSWORD: \"{p}\"\n"
               f"  CHRONOGOLF_CLIENT_SECRET: \"{c}\"\n"), [p, c]


def s_hcl():
    p = g.machine_pw()
    return N, (f'module "club_site" {{\n  source        = "./modules/wordpress"\n  admin_user    = "clubadmin"\n  admin_password = "{p}"\n}}\n'), [p]


def s_toml():
    t = tok(40)
    return N, f"[handicap]\nprovider = \"ghin\"\nassociation = {R.randint(10,99)}\nservice_token = \"{t}\"\n", [t]


def s_xml():
    p = g.pw()
    return N, (f"<appSettings>\n  <add key=\"ClubProphetServer\" value=\"{R.choice(HOSTS)}\" />\n  <add key=\"ClubProphetUser\" value=\"cps_api\" />\n"
               f"  <add key=\"ClubProphetPassword\" value=\"{p}\" />\n</appSettings>"), [p]


def s_props():
    p = g.pw()
    return N, f"jonas.api.url=https://api.jonasclub.example\njonas.api.user=integration\njonas.api.password={p}\n", [p]


def s_trace():
    p = g.machine_pw()
    return T, (f"sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (2003, \"Can't connect to MySQL server\")\n"
               f"(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine url: mysql+pymysql://teesheet:{p}@{R.choice(HOSTS)}/teesheet"), [p]


def s_token_resp():
    a, r = tok(40, URLSAFE), tok(40, URLSAFE)
    return N, json.dumps({"access_token": a, "refresh_token": r, "token_type": "Bearer", "expires_in": 7200, "club_id": cid()}), [a, r]


def s_aws():
    a, s = g.aws_akid(), g.aws_secret()
    return S, f"aws configure set aws_access_key_id {a} --profile course-drone\naws configure set aws_secret_access_key {s} --profile course-drone", [a, s]


def s_selfid():
    name, full, mark = g.self_identifying()
    ctx = R.choice([f"tee-time reminder service, {name}: {full}",
                    f"# .env.production\nNOTIFY_KEY={full}\n",
                    f"Ops note: the {name} token used by the pace-of-play dashboard is {full}; rotate after the member-guest."])
    return S, ctx, [mark]


def s_twilio():
    t = g.hexs(32)
    return N, f"twilio:\n  account_sid: AC{g.hexs(32)}\n  auth_token: {t}\n  from: '+1843555{R.randint(1000,9999)}'\n", [t]


def s_mailchimp():
    k = g.mailchimp()
    return S, f"Newsletter list sync: MAILCHIMP_KEY={k} (list id {g.hexs(10)})", [k]


def s_stripe():
    k = g.stripe()
    return S, (f"import stripe\nstripe.api_key = \"{k}\"\nstripe.PaymentIntent.create(amount=8500, currency='usd', description='Green fee + cart')"), [k]


def s_basic_log():
    u, p = "teesheet", g.pw()
    b = basic(u, p)
    return T, f"[{R.randint(10,28)}/Nov/2026:06:01:12] \"GET /api/teetimes HTTP/1.1\" 200 — headers: {{'Authorization': 'Basic {b}'}}", [b]


def s_url():
    p = g.pw()
    return N, f"scp reports/ rounds_export@sftp.golfgenius.example:/incoming   # password {p} if key auth fails", [p]


def s_url2():
    p = g.pw()
    return T, f"MEMBER_DB=mongodb+srv://clubapp:{p}@cluster0.ab{g.s(LOW+DIG,5)}.mongodb.net/members", [p]


def s_table():
    a, b, c = wordpw(W), pin(4), g.pw()
    return N, (f"| What | Login | Secret |\n|---|---|---|\n| Tee sheet admin | gm@club | {a} |\n| Cart barn alarm | — | {b} |\n"
               f"| Irrigation central | super | {c} |\n"), [a, b, c]


def s_ps():
    p = g.pw()
    return T, (f"$cred = [pscredential]::new('CLUB\\svc_pos', (ConvertTo-SecureString '{p}' -AsPlainText -Force))\n"
               "Start-Service -Name 'ProShopSync' -Credential $cred"), [p]


def s_sshpass():
    p = g.pw()
    return N, f"sshpass -p {p} ssh turf@10.12.{R.randint(1,9)}.40 'systemctl restart cirrus-bridge'", [p]


def s_kotlin():
    t = tok(40, URLSAFE)
    return T, f"val api = Retrofit.Builder().baseUrl(BASE).client(okHttp {{ addHeader(\"Authorization\", \"Bearer {t}\") }}).build()", [t]


def s_swift():
    k = tok(32)
    return N, f"struct Config {{\n    static let courseAPISecret = \"{k}\"\n}}", [k]


def s_csharp():
    p = g.pw()
    return T, f"var creds = new NetworkCredential(\"handicap-sync\", \"{p}\");\nclient.Credentials = creds;", [p]


def s_cron():
    k = tok(32)
    return T, f"30 5 * * * wget -qO- 'https://teesheet.example/api/export?course={cid()}&key={k}' | gzip > /backups/tee_$(date +\\%F).json.gz", [k]


def s_json_string():
    p = g.machine_pw()
    inner = json.dumps({"cartFleet": {"host": "10.12.3.2", "user": "gpsadmin", "password": p}})
    return N, json.dumps({"role": "assistant", "content": f"I'll write this config: {inner}"}), [p]


def s_systemd():
    t = tok(40)
    return N, f"[Service]\nEnvironment=\"CART_FLEET_TOKEN={t}\"\nExecStart=/usr/local/bin/cart-bridge\n", [t]


def s_ansible():
    p = g.pw()
    return N, f"- name: join club wifi\n  nmcli:\n    conn_name: GolfOps\n    ssid: GolfOps\n    wifi_sec:\n      key-mgmt: wpa-psk\n      psk: \"{p}\"\n", [p]


def s_handover():
    a, b = legacy("Turf"), pin(5)
    return N, (f"Superintendent handover ({club()}):\n- Rain Bird central PC login: turf / {a}\n- Pump station HMI PIN {b}\n- Fairway 7 head leaking\n"), [a, b]


def s_mysql():
    p = g.pw()
    return N, f"mysql -uroot -p{p} -h {R.choice(HOSTS)} teesheet < fix_duplicate_bookings.sql", [p]


def s_pem():
    block, mark = g.pem()
    return S, f"# handicap SFTP deploy key\n{block}\n", [mark]


SECRET_T = [s_foreup, s_chronogolf, s_ghin_login, s_ghin_bearer, s_tagmarshal, s_cart_admin, s_lynx, s_raincloud,
            s_weatherlink, s_weatherlink_url, s_pos, s_lightspeed, s_club_portal, s_teetime_webhook, s_js_booking,
            s_go, s_gate, s_de, s_es, s_fr, s_ja, s_sv, s_ko, s_it, s_zh, s_hook_env, s_hook_read, s_diff, s_notebook,
            s_k8s, s_hcl, s_toml, s_xml, s_props, s_trace, s_token_resp, s_aws, s_selfid, s_twilio, s_mailchimp,
            s_stripe, s_basic_log, s_url, s_url2, s_table, s_ps, s_sshpass, s_kotlin, s_swift, s_csharp, s_cron,
            s_json_string, s_systemd, s_ansible, s_handover, s_mysql, s_pem, s_selfid, s_selfid]


# ---------------- clean
def c_teetime():
    return json.dumps({"booking_id": g.uuid(), "course_id": cid(), "tee_time": f"2026-12-0{R.randint(1,9)}T0{R.randint(7,9)}:{R.choice(['00','10','20'])}:00",
                       "players": R.randint(1, 4), "carts": R.randint(0, 2), "confirmation": g.s(UPPER + DIG, 8)})


def c_ghin():
    return f"Golfer {ghin()} — Handicap Index 12.4, low HI 10.9, revised 2026-12-01 (association {R.randint(10,99)}, club {cid()})"


def c_cart():
    return json.dumps({"cart": f"C{R.randint(1,90):02d}", "imei": g.s(DIG, 15), "lat": round(R.uniform(32, 34), 6),
                       "lon": round(R.uniform(-81, -79), 6), "hole": R.randint(1, 18), "battery": R.randint(20, 100)})


def c_irrig():
    return "\n".join(f"SAT-{R.randint(1,40):02d} STA {R.randint(1,60):02d} runtime {R.randint(3,25)}m program FAIRWAYS_NIGHT" for _ in range(4))


def c_env_example():
    return "FOREUP_API_KEY=<your-foreup-key>\nGHIN_PASSWORD=changeme\nWEATHERLINK_API_SECRET=${WEATHERLINK_API_SECRET}\n"


def c_env_read():
    return ("import os\nkey = os.environ.get('TAGMARSHAL_API_KEY')\nsecret = os.environ['WEATHERLINK_API_SECRET']\n")


def c_ci():
    return ("- name: sync tee sheet\n  run: python sync.py\n  env:\n    FOREUP_API_KEY: ${{ secrets.FOREUP_API_KEY }}\n")


def c_gitlog():
    return "\n".join(f"{g.hexs(7)} {m}" for m in ["handicap: cache course ratings", "teesheet: fix DST shift", "remove hard-coded key, read from env"])


def c_prose():
    return ("The GHIN service account password is held by the club manager and rotated every season; request it via the "
            "IT ticket form, never by e-mail.")


def c_scorecard():
    return json.dumps({"round_id": g.uuid(), "golfer": ghin(), "course_rating": 71.8, "slope": 131, "gross": R.randint(70, 105),
                       "holes": [R.randint(3, 8) for _ in range(18)]})


def c_pk():
    return f"<script src=\"https://js.stripe.com/v3\"></script><script>Stripe('pk_live_{tok(24)}')</script>"


def c_weather():
    return json.dumps({"station_id": R.randint(100000, 999999), "ts": 1764950000 + R.randint(0, 9999), "temp": 58.2,
                       "rain_day_in": 0.12, "et_day": 0.09, "lsid": R.randint(100000, 999999)})


def c_client_id():
    return f"CHRONOGOLF_CLIENT_ID={g.hexs(32)}\nCHRONOGOLF_CLIENT_SECRET=\nCHRONOGOLF_REDIRECT=https://club.example/oauth/callback"


def c_hook_ls():
    return hook("Bash", "git status --short", " M src/handicap/client.py\n?? .env.example\n")


def c_de():
    return "Zugangsdaten für die Startzeitenbuchung bitte nur über den Passwort-Tresor teilen, nicht per WhatsApp."


def c_fr():
    return "La clé API du système de réservation est lue depuis la variable FOREUP_API_KEY ; elle n'est pas dans le dépôt."


def c_placeholder():
    return "curl -H \"Api-key: $FOREUP_API_KEY\" \"https://api.foreupsoftware.example/api_rest/index.php/courses/$COURSE_ID/teesheets\""


def c_secretref():
    return "valueFrom:\n  secretKeyRef:\n    name: teesheet-sync\n    key: MYSQL_PASSWORD\n"


def c_b64():
    return f"{{\"hole\":7,\"flyover_thumb\":\"data:image/jpeg;base64,{g.b64(90)}\"}}"


def c_pos_receipt():
    return (f"Receipt {R.randint(100000,999999)}\nTitleist Pro V1 dz 54.99\nVISA ****{R.randint(1000,9999)} auth {g.s(DIG,6)}\n"
            f"txn {g.hexs(24)}")


def c_default():
    return ("After a factory reset the cart display asks for the manufacturer's documented service PIN printed in the "
            "install guide; our own admin PIN is set during commissioning and kept in the vault.")


def c_ja():
    return "ハンディキャップAPIの認証情報は環境変数から読み込みます。コードに書かないこと。"


def c_sshpub():
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.b64(60)} superintendent@turf-pc"


def c_csrf():
    return f"<input type=\"hidden\" name=\"authenticity_token\" value=\"{g.b64(48)}\">"


def c_sha():
    return "\n".join(f"{g.sha256()}  cart-fw-{R.randint(2,4)}.{i}.img" for i in range(2))


CLEAN_T = [c_teetime, c_ghin, c_cart, c_irrig, c_env_example, c_env_read, c_ci, c_gitlog, c_prose, c_scorecard, c_pk,
           c_weather, c_client_id, c_hook_ls, c_de, c_fr, c_placeholder, c_secretref, c_b64, c_pos_receipt, c_default,
           c_ja, c_sshpub, c_csrf, c_sha]

if __name__ == "__main__":
    emit("golfcourse", SECRET_T, CLEAN_T)
