"""Blind redaction source "sportsfit": fitness and sport integrations — Strava, Garmin Connect and Health APIs,
wearables' cloud sync, gym and club management software, race timing systems, coaching platforms.

Written blind by the helper "corpora3" on 2026-12-03 (issue 21/22, redaction round 25) without reading memtool's rules,
tests or results. Every value is random and made up (seeded; stdlib + _tokens.py only). Rerun to regenerate
sportsfit_secrets.jsonl and sportsfit_clean.jsonl byte-identically.
"""
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, URLSAFE, Gen  # noqa: E402

OUT = Path(__file__).resolve().parent
LOWER = string.ascii_lowercase
WORDS = ["tempo", "interval", "granite", "harbor", "lantern", "maple", "orbit", "pepper", "quartz", "rocket",
         "saddle", "thistle", "umber", "violet", "walnut", "yonder", "zephyr", "copper", "meadow", "falcon",
         "ember", "glacier", "juniper", "kestrel", "nylon", "otter", "pixel", "ridge", "summit", "cedar"]


def pw(g: Gen) -> str:
    """The variety of human- and vendor-chosen secrets a domain really has."""
    k = g.r.randint(0, 9)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return g.machine_pw()
    if k == 2:  # passphrase
        return "-".join(g.pick(WORDS) for _ in range(g.r.randint(3, 5)))
    if k == 3:  # legacy short word+digits
        return g.pick(WORDS) + str(g.r.randint(1, 999))
    if k == 4:  # hex key
        return g.hexs(g.pick([16, 24, 32, 48]))
    if k == 5:  # vendor-generated grouped
        return "-".join(g.s(string.ascii_uppercase + string.digits, 4) for _ in range(g.r.randint(3, 5)))
    if k == 6:  # capitalised word + year + symbol, other style
        return g.pick(WORDS).capitalize() + g.pick(["@", "_", "#", "!"]) + str(g.r.randint(2015, 2027))
    if k == 7:
        return g.b64(g.pick([18, 24, 32])).rstrip("=")
    if k == 8:
        return g.s(B62, g.r.randint(10, 14))
    return g.s(LOWER + string.digits, 8) + g.pick(["!", "%", "*", "+"]) + g.s(string.ascii_uppercase, 2)


def pin(g: Gen) -> str:
    return str(g.r.randint(10 ** 5, 10 ** 8 - 1))


def ip(g: Gen, pub: bool = False) -> str:
    if pub:
        return f"{g.pick([45, 62, 81, 93, 185, 194, 203])}.{g.r.randint(1, 254)}.{g.r.randint(1, 254)}.{g.r.randint(1, 254)}"
    return f"10.{g.r.randint(0, 254)}.{g.r.randint(0, 254)}.{g.r.randint(1, 254)}"


def hook(command: str, stdout: str) -> str:
    return json.dumps({"session_id": "", "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": command},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}})


def hook_read(path: str, content: str) -> str:
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def emit(family: str, secret_tpls, clean_tpls, n_secret: int, n_clean: int, seed: int) -> None:
    g = Gen(seed)
    secrets, clean = [], []
    for i in range(n_secret):
        fn = secret_tpls[i % len(secret_tpls)] if i < len(secret_tpls) else g.pick(secret_tpls)
        cls, text, vals = fn(g)
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (family, fn.__name__, v)
        secrets.append({"id": f"{family}-{i + 1}", "family": family, "class": cls, "text": text, "secrets": vals})
    for i in range(n_clean):
        fn = clean_tpls[i % len(clean_tpls)] if i < len(clean_tpls) else g.pick(clean_tpls)
        clean.append({"id": f"{family}-c{i + 1}", "family": family, "text": fn(g)})
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(family, len(secrets), len(clean), sum(len(r["secrets"]) for r in secrets))

FAM = "sportsfit"
EMAILS = ["coach", "frontdesk", "timing", "ops", "results", "admin", "club", "studio"]
DOMS = ["ridgerunners.club", "peakfit.example", "tri-north.org", "harborgym.io", "velo-sud.fr", "trailtiming.net"]


def em(g):
    return g.pick(EMAILS) + "@" + g.pick(DOMS)


def s_strava_env(g):
    sec = g.hexs(40)
    return "name-context", (f"# Strava app \"{g.pick(['Club Leaderboard', 'KOM Hunter', 'RunLog Sync'])}\"\n"
                            f"STRAVA_CLIENT_ID={g.r.randint(10000, 199999)}\nSTRAVA_CLIENT_SECRET={sec}\n"
                            f"STRAVA_REDIRECT_URI=https://{g.pick(DOMS)}/auth/strava/callback\n"), [sec]


def s_strava_refresh(g):
    sec, rt = g.hexs(40), g.hexs(40)
    return "structural", (f"$ curl -s -X POST https://www.strava.com/api/v3/oauth/token \\\n  -d client_id={g.r.randint(10000, 199999)} \\\n"
                          f"  -d client_secret={sec} \\\n  -d grant_type=refresh_token \\\n  -d refresh_token={rt}\n"
                          f"{{\"token_type\":\"Bearer\",\"expires_at\":{1764700000 + g.r.randint(0, 99999)},\"expires_in\":21600}}"), [sec, rt]


def s_strava_bearer(g):
    at = g.hexs(40)
    aid = g.r.randint(10 ** 9, 2 * 10 ** 10)
    return "structural", (f"GET /api/v3/activities/{aid}?include_all_efforts=true HTTP/1.1\nHost: www.strava.com\n"
                          f"Authorization: Bearer {at}\nUser-Agent: python-requests/2.32.3\nAccept: */*\n\n"
                          f"HTTP/1.1 429 Too Many Requests\nX-RateLimit-Limit: 200,2000\nX-RateLimit-Usage: 201,1433"), [at]


def s_garth(g):
    p = pw(g)
    return "structural", (f"import garth\n\n# pull last night's HRV for the dashboard\ngarth.login(\"{em(g)}\", \"{p}\")\n"
                          f"garth.save(\"~/.garth\")\nhrv = garth.HRVData.list(\"2026-11-30\", 7)\n"), [p]


def s_garmin_health(g):
    sec = g.s(B62, g.pick([30, 32, 43]))
    return "name-context", (f"garmin_health:\n  consumer_key: {g.uuid()}\n  consumer_secret: {sec}\n"
                            f"  ping_url: https://{g.pick(DOMS)}/garmin/ping\n  backfill_days: 30\n"), [sec]


def s_basic_sync(g):
    cred = g.b64(g.pick([30, 36, 42])).rstrip("=")
    host = g.pick(["api.fitbit.com", "wbsapi.withings.net", "api.ouraring.com", "api.prod.whoop.com", "cloud.wahoofitness.com"])
    return "structural", (f"[sync-worker] POST https://{host}/oauth2/token\n[sync-worker] headers={{'Authorization': 'Basic {cred}', "
                          f"'Content-Type': 'application/x-www-form-urlencoded'}}\n[sync-worker] 400 invalid_grant: refresh token expired"), [cred]


def s_query_token(g):
    tok = g.s(URLSAFE, g.pick([32, 40, 48]))
    return "structural", (f"{g.pick(['2026-12-01', '2026-11-28'])}T0{g.r.randint(0, 9)}:1{g.r.randint(0, 9)}:07Z WARN wearable-bridge "
                          f"retry 3/5 GET https://sync.{g.pick(DOMS)}/api/v2/devices/{g.hexs(12)}/samples?since=1764547200&access_token={tok} "
                          f"-> 503"), [tok]


def s_mindbody(g):
    key = g.hexs(32)
    p = pw(g)
    return "structural", (f"curl -X POST https://api.mindbodyonline.com/public/v6/usertoken/issue \\\n  -H 'Api-Key: {key}' \\\n"
                          f"  -H 'SiteId: {g.r.randint(100000, 999999)}' -H 'Content-Type: application/json' \\\n"
                          f"  -d '{{\"Username\": \"{g.pick(['siteowner', 'frontdesk', 'api_staff'])}\", \"Password\": \"{p}\"}}'"), [key, p]


def s_club_db(g):
    p = pw(g)
    return "structural", (f"DATABASE_URL=postgres://clubadmin:{p}@db.{g.pick(DOMS)}:5432/memberships?sslmode=require\n"
                          f"REDIS_URL=redis://cache:6379/2\n"), [p]


def s_raceresult(g):
    k = g.s(string.ascii_uppercase + string.digits, 32)
    return "name-context", (f"; RaceResult 12 event link\n[event]\nid = {g.r.randint(100000, 399999)}\n"
                            f"apikey = {k}\nupload_interval = 30\n"), [k]


def s_timing_ftp(g):
    p = pw(g)
    return "structural", (f"# timing-tent laptop, crontab -l\n*/1 6-14 * * 6 lftp -e 'mirror -R /home/timing/results /live; bye' "
                          f"ftp://timing:{p}@results.{g.pick(DOMS)}\n"), [p]


def s_chronotrack(g):
    p = pw(g)
    return "name-context", (f"CT_LIVE_USER=race-ops\nCT_LIVE_PASSWORD={p}\nCT_EVENT_ID={g.r.randint(10000, 99999)}\n"), [p]


def s_stripe_coach(g):
    t = g.stripe()
    return "self-identifying", (f"# coaching subscriptions (TrainingPeaks-style plans)\nSTRIPE_SECRET={t}\n"
                                f"PLAN_MONTHLY=price_{g.s(B62, 14)}\n"), [t]


def s_selfid(g):
    name, tok, mark = g.self_identifying()
    return "self-identifying", (f"$ cat .github/workflows/deploy-app.yml | grep -n {name}\n"
                                f"41:          {name.upper()}_TOKEN: {tok}  # TODO move to secrets before merging\n"), [mark]


def s_selfid_chat(g):
    name, tok, mark = g.self_identifying()
    return "self-identifying", (f"@{g.pick(['marta', 'jonas', 'li', 'sam'])} the leaderboard cron is failing again, "
                                f"I swapped in my {name} token for now: {tok}\nwill rotate after the club champs"), [mark]


def s_jwt_trace(g):
    t = g.jwt()
    return "self-identifying", (f"> fetch('https://api.{g.pick(DOMS)}/v1/athlete/plan')\n"
                                f"Request headers:\n  authorization: {t}\n  x-app-version: 4.{g.r.randint(1, 30)}.0 (ios)\n"
                                f"Response 403 {{\"error\":\"plan_locked\"}}"), [t]


def s_pem_ciq(g):
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", (f"$ cat ~/connectiq/developer_key.pem\n{block}\n"
                                f"$ monkeyc -d fenix7 -f monkey.jungle -o bin/app.prg -y ~/connectiq/developer_key.der"), [line]


def s_locals(g):
    p = pw(g)
    return "name-context", (f"Traceback (most recent call last):\n  File \"/srv/gym/sync/zwift.py\", line 88, in login\n"
                            f"    r.raise_for_status()\n    username = '{em(g)}'\n    password = '{p}'\n"
                            f"requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://secure.zwift.com/auth/realms/zwift/tokens/access/codes"), [p]


def s_wger(g):
    sk = g.s(B62 + "!@#%^*(-_=+)", 50)
    p = pw(g)
    return "name-context", (f"services:\n  web:\n    image: wger/server:latest\n    environment:\n      - SECRET_KEY={sk}\n"
                            f"      - DJANGO_DB_USER=wger\n      - DJANGO_DB_PASSWORD={p}\n      - SITE_URL=https://gym.{g.pick(DOMS)}\n"), [sk, p]


def s_chat_pair(g):
    p = pw(g)
    return "structural", (f"Front desk tablet is logged out again. Club Zwift account is {em(g)} / {p}, "
                          f"please don't change it, the spin bikes all use it."), [p]


def s_chat_secret(g):
    sec = g.s(B62, 32)
    return "name-context", (f"Polar AccessLink app for the team: client id {g.uuid()}, client secret {sec}. "
                            f"Registered callback is the staging host for now."), [sec]


def s_hass_withings(g):
    sec = g.hexs(64)
    return "name-context", (f"application_credentials:\n  - platform: withings\n    client_id: {g.hexs(64)}\n"
                            f"    client_secret: {sec}\n"), [sec]


def s_hook_cat(g):
    sec = g.s(B62, 40)
    out = (f"strava:\n  client_id: {g.r.randint(10000, 199999)}\n  client_secret: {sec}\n"
           f"garmin:\n  enabled: false\n")
    return "name-context", hook("cat config/integrations.yml", out), [sec]


def s_impinj(g):
    p = pw(g)
    return "structural", (f"$ curl -s -u root:{p} http://{ip(g)}/api/v1/profiles/start/finishline\n"
                          f"{{\"status\":\"running\",\"antennas\":[1,2,3,4]}}"), [p]


def s_runsignup(g):
    k, s = g.s(B62, 32), g.s(B62, 32)
    return "structural", (f"GET https://runsignup.com/Rest/race/{g.r.randint(10000, 199999)}/participants?format=json"
                          f"&api_key={k}&api_secret={s}&event_id={g.r.randint(100000, 999999)}&page=1"), [k, s]


def s_mqtt(g):
    p = pw(g)
    return "structural", (f"mosquitto_pub -h mqtt.{g.pick(DOMS)} -p 8883 --capath /etc/ssl/certs -u band-gw -P '{p}' "
                          f"-t 'bands/{g.hexs(12)}/hr' -m '{{\"bpm\":{g.r.randint(55, 185)}}}'"), [p]


def s_kisi(g):
    k = g.hexs(32)
    return "structural", (f"requests.post('https://api.kisi.io/locks/{g.r.randint(1000, 99999)}/unlock',\n"
                          f"              headers={{'Authorization': 'KISI-LOGIN {k}', 'Accept': 'application/json'}})"), [k]


def s_glofox_json(g):
    k = g.s(B62, 24)
    t = g.s(HEX, 40)
    return "name-context", json.dumps({"branch_id": g.hexs(24), "namespace": g.pick(["harborgym", "peakfit"]),
                                       "api_key": k, "api_token": t, "webhook": f"https://{g.pick(DOMS)}/hooks/glofox"},
                                      indent=2), [k, t]


def s_hook_env(g):
    p = pw(g)
    out = (f"NODE_ENV=production\nPORT=8080\nTIMING_DB_HOST=10.2.0.5\nTIMING_DB_PASS={p}\n"
           f"LIVE_RESULTS_URL=https://live.{g.pick(DOMS)}\n")
    return "name-context", hook("printenv | grep -E 'TIMING|LIVE|NODE|PORT'", out), [p]


def s_pin(g):
    p = pin(g)
    return "name-context", (f"Gym door keypad: staff code changed today, new master PIN {p} — don't put it in the rota sheet."), [p]


def s_teamsnap(g):
    t = g.s(URLSAFE, 43)
    return "structural", (f"$ http GET https://api.teamsnap.com/v3/me 'Authorization:Bearer {t}'\n"
                          f"HTTP/1.1 200 OK\nContent-Type: application/vnd.collection+json"), [t]


def s_php(g):
    p = pw(g)
    return "name-context", (f"<?php\n// legacy club booking (courts)\ndefine('DB_HOST', 'localhost');\ndefine('DB_USER', 'courts');\n"
                            f"define('DB_PASSWORD', '{p}');\ndefine('SMS_SENDER', 'TENNISCLUB');\n"), [p]


def s_ini_hr(g):
    k = g.hexs(32)
    return "name-context", (f"[polar]\nuser_id = {g.r.randint(10 ** 7, 10 ** 8)}\naccess_token = {k}\n\n[export]\nformat = fit\n"), [k]


SECRETS = [s_strava_env, s_strava_refresh, s_strava_bearer, s_garth, s_garmin_health, s_basic_sync, s_query_token,
           s_mindbody, s_club_db, s_raceresult, s_timing_ftp, s_chronotrack, s_stripe_coach, s_selfid, s_selfid_chat,
           s_jwt_trace, s_pem_ciq, s_locals, s_wger, s_chat_pair, s_chat_secret, s_hass_withings, s_hook_cat,
           s_impinj, s_runsignup, s_mqtt, s_kisi, s_glofox_json, s_hook_env, s_pin, s_teamsnap, s_php, s_ini_hr]


def c_activity(g):
    poly = g.s("".join(chr(c) for c in range(63, 127) if chr(c) not in "\\\"`"), g.r.randint(60, 120))
    return json.dumps({"id": g.r.randint(10 ** 9, 2 * 10 ** 10), "name": g.pick(["Morning Run", "Lunch Ride", "Tempo 5x1k"]),
                       "distance": round(g.r.uniform(3000, 90000), 1), "moving_time": g.r.randint(900, 14000),
                       "athlete": {"id": g.r.randint(10 ** 6, 10 ** 8)}, "map": {"id": "a" + str(g.r.randint(10 ** 9, 10 ** 10)),
                       "summary_polyline": poly}, "upload_id_str": str(g.r.randint(10 ** 10, 10 ** 11)),
                       "external_id": f"garmin_ping_{g.r.randint(10 ** 10, 10 ** 11)}"})


def c_env_example(g):
    return ("# copy to .env and fill in from https://www.strava.com/settings/api\nSTRAVA_CLIENT_ID=\n"
            "STRAVA_CLIENT_SECRET=<your-client-secret>\nGARMIN_CONSUMER_SECRET=${GARMIN_CONSUMER_SECRET}\n"
            "DATABASE_URL=postgres://club:${DB_PASSWORD}@localhost:5432/club\n")


def c_checksums(g):
    return "\n".join(f"{g.sha256()}  {d}_{g.r.randint(10 ** 9, 10 ** 10)}.fit" for d in ["2026-11-2" + str(i) for i in range(1, 6)])


def c_device(g):
    return (f"Device: Forerunner 965  Unit ID: {g.r.randint(3 * 10 ** 9, 4 * 10 ** 9)}  Serial: {g.s(string.ascii_uppercase + string.digits, 9)}\n"
            f"Firmware 19.{g.r.randint(10, 30)} (build {g.hexs(12)})  GPS chipset 8.{g.r.randint(10, 99)}")


def c_docs_default(g):
    return ("## First login\nThe timing box ships with user `admin` and password `changeme`. You will be asked to set a new "
            "password on first login; the kiosk will not sync results until you do.")


def c_compose_ref(g):
    return ("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n"
            "secrets:\n  db_password:\n    file: ./secrets/db_password.txt\n")


def c_webhook_challenge(g):
    return (f"INFO strava-webhook GET /webhook?hub.mode=subscribe&hub.challenge={g.s(B62, 22)} 200\n"
            f"INFO subscription id={g.r.randint(100000, 999999)} created")


def c_gitlog(g):
    return "\n".join(f"{g.sha1()[:7]} {m}" for m in ["fix(sync): retry Garmin backfill on 429", "feat: lap splits in race results",
                                                      "chore: bump fit-file-parser", "docs: Strava webhook setup"])


def c_results_csv(g):
    rows = ["bib,chip_epc,name,gun_time,chip_time"]
    for i in range(5):
        rows.append(f"{g.r.randint(1, 2500)},{g.hexs(24).upper()},{g.pick(['A. Moreau', 'K. Lind', 'J. Okafor', 'M. Rossi'])},"
                    f"0{g.r.randint(1, 3)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)},0{g.r.randint(1, 3)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)}")
    return "\n".join(rows)


def c_avatar(g):
    return f"<img class=\"athlete-avatar\" src=\"data:image/png;base64,{g.b64(g.r.randint(90, 180))}\" alt=\"avatar\">"


def c_authorize(g):
    return (f"https://www.strava.com/oauth/authorize?client_id={g.r.randint(10000, 199999)}&response_type=code"
            f"&redirect_uri=https://{g.pick(DOMS)}/auth/cb&approval_prompt=auto&scope=read,activity:read_all&state={g.s(URLSAFE, 24)}")


def c_uuid_workouts(g):
    return "\n".join(f"workout {g.uuid()} assigned to athlete {g.uuid()} on 2026-12-0{i}" for i in range(1, 5))


def c_pubkey(g):
    body = "\n".join(g.b64(48) for _ in range(5))
    return f"# Connect IQ store verification key (public)\n-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----"


def c_policy(g):
    return ("Member portal: passwords must be at least 12 characters. Staff accounts use SSO; the API key for the booking "
            "widget is created under Settings → Integrations and is never shown again after creation.")


def c_token_log(g):
    return (f"2026-12-02 05:00:0{g.r.randint(0, 9)} INFO token refreshed for athlete {g.r.randint(10 ** 6, 10 ** 8)} "
            f"expires_at={1764700000 + g.r.randint(0, 99999)} scopes=activity:read_all")


def c_lock(g):
    return (f"\"node_modules/fit-file-parser\": {{\n  \"version\": \"1.21.0\",\n  \"resolved\": \"https://registry.npmjs.org/fit-file-parser/-/fit-file-parser-1.21.0.tgz\",\n"
            f"  \"integrity\": \"sha512-{g.b64(64)}\"\n}}")


def c_k8s_ref(g):
    return ("env:\n  - name: STRAVA_CLIENT_SECRET\n    valueFrom:\n      secretKeyRef:\n        name: strava\n        key: client-secret\n")


def c_garmin_ping(g):
    return json.dumps({"dailies": [{"userId": g.uuid(), "summaryId": f"x{g.hexs(7)}-{g.hexs(8)}", "calendarDate": "2026-12-01",
                                    "steps": g.r.randint(2000, 20000), "callbackURL": f"https://apis.garmin.com/wellness-api/rest/dailies?uploadStartTimeInSeconds=1764547200&uploadEndTimeInSeconds=1764633600"}]})


def c_hook_ls(g):
    return hook("ls -la config/", "total 24\n-rw-r--r-- 1 dev dev  412 Dec  2 integrations.example.yml\n"
                "-rw-r--r-- 1 dev dev 1203 Dec  2 zones.yml\n-rw------- 1 dev dev  388 Dec  2 integrations.yml\n")


def c_etag(g):
    return (f"HTTP/2 200\ncontent-type: application/json\netag: W/\"{g.hexs(32)}\"\nx-request-id: {g.uuid()}\n"
            f"x-ratelimit-usage: {g.r.randint(1, 199)},{g.r.randint(100, 1999)}")


def c_chat(g):
    return (f"Reminder: the Strava client secret lives in the vault under sportsfit/strava, don't paste it in here. "
            f"Bib pickup opens 07:00, chip mats at km 0, 10 and finish.")


def c_zones(g):
    return "hr_zones:\n" + "\n".join(f"  z{i}: [{100 + 15 * i}, {114 + 15 * i}]" for i in range(1, 6)) + f"\nftp_watts: {g.r.randint(180, 330)}\n"


CLEAN = [c_activity, c_env_example, c_checksums, c_device, c_docs_default, c_compose_ref, c_webhook_challenge, c_gitlog,
         c_results_csv, c_avatar, c_authorize, c_uuid_workouts, c_pubkey, c_policy, c_token_log, c_lock, c_k8s_ref,
         c_garmin_ping, c_hook_ls, c_etag, c_chat, c_zones]

if __name__ == "__main__":
    emit(FAM, SECRETS, CLEAN, 250, 100, seed=2512501)
