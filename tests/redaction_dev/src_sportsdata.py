"""Blind redaction source "sportsdata" (round 58, helper corpora30): sports data and team analytics.

Data feeds (Sportradar, Stats Perform/Opta SDAPI outlet keys, Genius Sports, SportsDataIO, API-Football, The Odds
API), event data (StatsBomb, Wyscout), player tracking and wearables (Catapult, Kinexon, STATSports, TRACAB, Second
Spectrum, Hawk-Eye deliveries), video analysis (Hudl, Veo, Vimeo, S3/Azure video stores), league APIs (DFL, MLB
Stats API), fantasy (ESPN cookies, Yahoo OAuth), scouting databases. Every value is random and made up. Imports only
the standard library and _tokens.
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

FAMILY = "sportsdata"
g = Gen(58003)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
B36 = LOW + DIG


def words_pw():
    w = ["Offside", "Penalty", "Dugout", "Touchdown", "Hattrick", "Striker", "Midfield", "Catenaccio", "Gegenpress",
         "Curva", "Derby", "Fenway", "Anfield", "Bernabeu", "Slapshot", "Rebound"]
    return g.pick(w) + str(r.randint(1, 2026)) + g.pick(["!", "#", "", "$", "*", "?"])


def phrase():
    w = ["pitch", "corner", "volley", "baseline", "pivot", "sweeper", "wing", "bench", "tackle", "header", "scrum",
         "inning", "puck", "dribble", "press", "xg"]
    return g.pick(["-", "_", "."]).join(g.pick(w) for _ in range(r.randint(3, 4))) + str(r.randint(1, 99))


def pin(n=None):
    return g.s(DIG, n or g.pick([4, 6]))


def legacy():
    return g.s(LOW, r.randint(4, 7)) + g.s(DIG, r.randint(1, 3))


def any_pw():
    return [words_pw, phrase, legacy, g.machine_pw, g.human_pw, g.machine_pw][r.randint(0, 5)]()


def urlpw():
    p = any_pw()
    for ch in "@/?#:%&":
        p = p.replace(ch, "")
    return p


def club():
    return g.pick(["fcnorth", "riverside-utd", "ac-montana", "sv-hafen", "blue-harbor-fc", "cd-llanura", "ravens-hc",
                   "metro-hoops", "sc-alpen", "unionbay"])


def opta_id():
    return g.s(B36, 25)


def sr_match():
    return f"sr:match:{r.randint(40000000, 60000000)}"


def person():
    return g.pick(["analyst", "scout.lead", "perf.coach", "data.eng", "video1", "mvieira", "jschmidt", "lrossi", "tokoro", "dlopez"])


SEC = []


def sec(fn):
    SEC.append(fn)
    return fn


@sec
def t_sportradar_query():
    k = g.s(B62, 40)
    return "structural", f"""$ curl -s "https://api.sportradar.com/soccer/trial/v4/en/sport_events/{sr_match()}/timeline.json?api_key={k}" | jq '.statistics.totals.competitors[].statistics.ball_possession'
58
42
""", [k]


@sec
def t_sportradar_header():
    k = g.s(B62, 40)
    return "structural", f"""import httpx
SR = httpx.Client(base_url="https://api.sportradar.com/nba/production/v8/en",
                  headers={{"x-api-key": "{k}"}})
boxscore = SR.get(f"/games/{{game_id}}/boxscore.json").json()
""", [k]


@sec
def t_opta_outlet():
    k = opta_id()
    return "self-identifying", f"""# Stats Perform SDAPI - match events (MA3)
FEED=https://api.performfeeds.com/soccerdata/matchevent/{k}/{opta_id()}?_rt=b&_fmt=json
wget -qO ma3.json "$FEED"
""", [k]


@sec
def t_opta_env():
    k = opta_id()
    s = g.s(B36, 32)
    return "name-context", f"""# .env  (Stats Perform)
OPTA_OUTLET_AUTH_KEY={k}
OPTA_SECRET_KEY={s}
OPTA_TOURNAMENT_CALENDAR={opta_id()}
""", [k, s]


@sec
def t_statsbomb():
    pw = any_pw().replace('"', '')
    u = f"{person()}@{club()}.com"
    return "structural", f"""from statsbombpy import sb
creds = {{"user": "{u}", "passwd": "{pw}"}}
events = sb.events(match_id={r.randint(3700000, 3900000)}, creds=creds)
""", [pw]


@sec
def t_statsbomb_env():
    pw = any_pw()
    return "name-context", f"""SB_USERNAME=data@{club()}.com
SB_PASSWORD={pw}
""", [pw]


@sec
def t_wyscout_curl():
    u = g.s(B36, 20)
    pw = g.s(B36, 32)
    return "structural", f"""curl -u {u}:{pw} "https://apirest.wyscout.com/v3/matches/{r.randint(5000000, 5900000)}/events?fetch=teams,players"
""", [pw]


@sec
def t_catapult_jwt():
    j = g.jwt(sub=f"{club()}-openfield")
    return "self-identifying", f"""# Catapult OpenField Connect API
CATAPULT_TOKEN={j}
CATAPULT_REGION=eu
""", [j]


@sec
def t_kinexon():
    k = g.s(B62, 48)
    return "name-context", f"""kinexon:
  host: https://{club()}.kinexon.com/public/v1
  api_key: {k}
  sessions: [training, match]
""", [k]


@sec
def t_statsports():
    pw = words_pw()
    return "structural", f"""Apex Cloud / Sonra login for the U23 staff laptop
username: {person()}.u23
password: {pw}
(export sessions as CSV -> /analytics/raw/apex)
""", [pw]


@sec
def t_tracab_ini():
    pw = any_pw()
    return "name-context", f"""[tracab_live]
host = 10.{r.randint(0, 9)}.{r.randint(1, 250)}.{r.randint(2, 250)}
port = 4001
feed = tf10
client_id = {club()}
password = {pw}
""", [pw]


@sec
def t_sftp_tracking():
    pw = urlpw()
    return "structural", f"""# nightly: pull optical tracking files
lftp sftp://{club()}:{pw}@delivery.{g.pick(['trackingvendor', 'optical-data', 'skeletal-feeds'])}.com -e "mirror /matches/2025 ./tracking; bye"
""", [pw]


@sec
def t_sportsdataio():
    k = g.hexs(32)
    return "structural", f"""GET https://api.sportsdata.io/v3/nfl/stats/json/PlayerGameStatsByWeek/2025REG/{r.randint(1, 18)}
Ocp-Apim-Subscription-Key: {k}
""", [k]


@sec
def t_sportsdataio_query():
    k = g.hexs(32)
    return "structural", f"""requests.get(f"https://api.sportsdata.io/v3/mlb/scores/json/GamesByDate/2025-JUL-04?key={k}")
""", [k]


@sec
def t_rapidapi():
    k = g.s(B62, 50)
    return "structural", f"""const res = await fetch("https://api-football-v1.p.rapidapi.com/v3/fixtures?league=39&season=2025", {{
  headers: {{ "X-RapidAPI-Key": "{k}", "X-RapidAPI-Host": "api-football-v1.p.rapidapi.com" }},
}});
""", [k]


@sec
def t_odds_api():
    k = g.hexs(32)
    return "structural", f"""2025-08-1{r.randint(0, 9)}T19:0{r.randint(0, 9)}:11Z INFO odds-poller GET https://api.the-odds-api.com/v4/sports/soccer_epl/odds?regions=eu&markets=h2h&apiKey={k} 200 x-requests-remaining={r.randint(1, 500)}
""", [k]


@sec
def t_genius():
    k = g.s(B62, 40)
    return "name-context", f"""# Genius Sports data feed (official league data)
GENIUS_API_KEY={k}
GENIUS_CLIENT_ID={g.s(B36, 26)}
""", [k]


@sec
def t_dfl():
    k = g.hexs(32)
    return "structural", f"""> GET /datahub/v1/matchdays/{r.randint(1, 34)}/positions HTTP/1.1
> Host: api.{g.pick(['league-datahub', 'official-matchdata'])}.de
> Ocp-Apim-Subscription-Key: {k}
""", [k]


@sec
def t_espn_s2():
    s2 = "AE" + g.b64(150).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    swid = "{" + g.uuid().upper() + "}"
    return "name-context", f"""from espn_api.football import League
league = League(league_id={r.randint(100000, 99999999)}, year=2025,
                espn_s2="{s2}",
                swid="{swid}")
""", [s2]


@sec
def t_yahoo():
    s = g.hexs(40)
    return "name-context", json.dumps({"consumer_key": "dj0y" + g.s(URLSAFE, 90), "consumer_secret": s}, indent=2) + "\n# oauth2.json for yahoo_fantasy_api\n", [s]


@sec
def t_hudl():
    tok = g.s(B62, 40)
    return "name-context", f"""HUDL_API_TOKEN={tok}
HUDL_TEAM_ID={r.randint(100000, 999999)}
""", [tok]


@sec
def t_veo():
    tok = g.s(URLSAFE, 43)
    return "structural", f"""$ curl -H "Authorization: Bearer {tok}" https://api.{g.pick(['veo-cam', 'matchcam'])}.co/v1/recordings?club={club()}
[{{"id":"{g.uuid()}","title":"U19 vs {club()}","duration":5712}}]
""", [tok]


@sec
def t_vimeo():
    tok = g.hexs(32)
    return "name-context", f"""# upload cut-ups to the private analysis showcase
VIMEO_ACCESS_TOKEN={tok}
VIMEO_FOLDER=/users/{r.randint(10000000, 99999999)}/projects/{r.randint(1000000, 9999999)}
""", [tok]


@sec
def t_aws_video():
    ak = g.aws_akid()
    sk = g.aws_secret()
    return "self-identifying", f"""$ aws configure list --profile video-archive
      Name                    Value             Type    Location
access_key     ****************{ak[-4:]} shared-credentials-file
$ cat ~/.aws/credentials
[video-archive]
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
""", [ak, sk]


@sec
def t_azure_blob():
    k = g.b64(64)
    return "structural", f"""VideoStore__ConnectionString=DefaultEndpointsProtocol=https;AccountName={club().replace('-', '')}video;AccountKey={k};EndpointSuffix=core.windows.net
""", [k]


@sec
def t_airtable():
    tok = "pat" + g.s(B62, 14) + "." + g.hexs(64)
    return "self-identifying", f"""# scouting board (Airtable) -> Postgres nightly
AIRTABLE_PAT={tok}
AIRTABLE_BASE=app{g.s(B62, 14)}
""", [tok]


@sec
def t_scout_db():
    pw = urlpw()
    return "structural", f"""SCOUTING_DB_URL=postgresql://scout_rw:{pw}@scouting-db.{club()}.internal:5432/scouting
""", [pw]


@sec
def t_mongo_compose():
    pw = any_pw()
    return "name-context", f"""services:
  mongo:
    image: mongo:7
    environment:
      MONGO_INITDB_ROOT_USERNAME: root
      MONGO_INITDB_ROOT_PASSWORD: {pw}
  event-ingest:
    build: ./ingest
""", [pw]


@sec
def t_kafka():
    pw = any_pw()
    return "structural", f"""# live event stream (possession chains -> dashboard)
bootstrap.servers=pkc-{g.s(LOW + DIG, 5)}.eu-west-1.aws.confluent.cloud:9092
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{g.s(UPPER + DIG, 16)}" password="{pw}";
""", [pw]


@sec
def t_redis_url():
    pw = urlpw()
    return "structural", f"""LIVE_SCORE_CACHE=rediss://default:{pw}@scoreboard-cache.{club()}.io:6380/0
""", [pw]


@sec
def t_ws_push():
    k = g.s(B62, 40)
    return "structural", f"""ws = websocket.create_connection("wss://api.sportradar.com/soccer-extended/production/v4/stream/events/subscribe?api_key={k}")
""", [k]


@sec
def t_discord_webhook():
    tail = g.s(URLSAFE, 68)
    url = f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{tail}"
    return "self-identifying", f"""# injury / lineup alerts to the analysts' Discord
LINEUP_WEBHOOK = "{url}"
""", [tail]


@sec
def t_selfid():
    name, tok, marked = g.self_identifying()
    return "self-identifying", g.pick([
        f"# match-report generator\n{name.upper()}_API_KEY={tok}\n",
        f"$ export {name.upper()}_TOKEN={tok}\n$ python build_scout_pack.py --player {r.randint(10000, 99999)}\n",
        f"alerts:\n  {name}: \"{tok}\"\n  on: [goal, red_card, injury]\n",
    ]), [marked]


@sec
def t_pem():
    block, line = g.pem()
    return "self-identifying", f"""# league app: key that signs the media-accreditation tokens
{block}
""", [line]


@sec
def t_chat_es():
    pw = words_pw()
    return "name-context", f"""Oye Dani, para bajar los vídeos del rival entra en la plataforma con el usuario del club, la contraseña es {pw}. No la pases al grupo de los ojeadores.
""", [pw]


@sec
def t_chat_pt():
    pw = phrase()
    return "name-context", f"""Galera, a senha nova do Wyscout do departamento de análise é {pw} — usuário analise@{club()}.com.br. Não compartilhem com os empresários.
""", [pw]


@sec
def t_chat_it():
    p = pin(4)
    return "name-context", f"""Ragazzi, il tablet della panchina per i video in tempo reale ha il PIN {p}. Lo cambio dopo il derby.
""", [p]


@sec
def t_chat_de():
    pw = any_pw()
    return "name-context", f"""Moin, das Passwort für den Tracking-Server im Stadion (Kamera-Rack, Nordtribüne) ist {pw}. Bitte nicht ins Wiki schreiben.
""", [pw]


@sec
def t_chat_fr():
    pw = words_pw()
    return "name-context", f"""Salut, pour la base de scouting (recrutement) : identifiant recrutement@{club()}.fr, mot de passe {pw}.
""", [pw]


@sec
def t_chat_ja():
    pw = g.s(B62, 10)
    return "name-context", f"""分析用のトラッキングデータのポータル、ログインはクラブのメールで、パスワードは {pw} です。外部には共有しないでください。
""", [pw]


@sec
def t_hook_write():
    k = g.s(B62, 40)
    pw = any_pw()
    content = f"SPORTRADAR_API_KEY={k}\\nSCOUT_DB_PASSWORD={pw}\\n"
    text = '{"session_id":"%s","hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"/home/analyst/match-pipeline/.env","content":"%s"}}' % (g.uuid(), content)
    return "name-context", text + "\n", [k, pw]


@sec
def t_hook_bash():
    k = opta_id()
    text = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": f"curl -s 'https://api.performfeeds.com/soccerdata/squads/{k}?_fmt=json&_rt=b&tmcl={opta_id()}' | jq '.squad[0].person | length'"},
                       "tool_response": {"stdout": "31\n"}})
    return "self-identifying", text + "\n", [k]


@sec
def t_diff():
    k = g.s(B62, 40)
    return "name-context", f"""diff --git a/ingest/settings.py b/ingest/settings.py
@@ -8,7 +8,7 @@ FEEDS = ["events", "lineups", "tracking"]
-SPORTRADAR_KEY = os.environ["SPORTRADAR_KEY"]
+SPORTRADAR_KEY = "{k}"  # TODO revert before merge
 SEASON = "sr:season:{r.randint(100000, 130000)}"
""", [k]


@sec
def t_notebook():
    pw = any_pw().replace("'", "")
    cell = {"cell_type": "code", "execution_count": r.randint(1, 50), "metadata": {},
            "source": ["import psycopg2, pandas as pd\n",
                       f"conn = psycopg2.connect(host='scouting-db', dbname='scouting', user='analyst', password='{pw}')\n",
                       "df = pd.read_sql('select * from player_reports where grade >= 7', conn)\n"], "outputs": []}
    return "structural", json.dumps(cell, indent=1) + "\n", [pw]


@sec
def t_trackman():
    s = g.s(URLSAFE, 40)
    return "name-context", f"""# Trackman Baseball API (pitch data for the pitching lab)
TRACKMAN_CLIENT_ID={club()}-pitchlab
TRACKMAN_CLIENT_SECRET={s}
""", [s]


@sec
def t_synergy():
    s = g.s(B62, 32)
    return "structural", f"""POST /connect/token HTTP/1.1
Host: auth.{g.pick(['synergysportstech', 'hoopsdata'])}.example
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&client_id={club()}-analytics&client_secret={s}&scope=api.basketball
""", [s]


@sec
def t_mlb_bearer():
    tok = g.s(URLSAFE, 64)
    return "structural", f"""Traceback (most recent call last):
  File "pull_statcast.py", line 41, in <module>
    r = s.get(url, headers={{"Authorization": "Bearer {tok}"}})
requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://statsapi.example-league.com/api/v1/game/{r.randint(700000, 800000)}/feed/live
""", [tok]


@sec
def t_java_props():
    pw = any_pw()
    return "name-context", f"""# video-analysis-server/application.properties
spring.datasource.url=jdbc:postgresql://db:5432/clips
spring.datasource.username=clips
spring.datasource.password={pw}
""", [pw]


@sec
def t_basic_http():
    u = club()
    pw = any_pw()
    b = base64.b64encode(f"{u}:{pw}".encode()).decode()
    return "structural", f"""GET /feeds/xml/fixtures/{r.randint(2024, 2026)} HTTP/1.1
Host: feeds.{g.pick(['rugbydata', 'cricketfeed', 'hockeystats'])}.example
Authorization: Basic {b}
""", [b]


@sec
def t_firebase():
    k = g.google_api()
    return "self-identifying", f"""// scouting-app/src/firebase.js
const firebaseConfig = {{
  apiKey: "{k}",
  authDomain: "{club()}-scouting.firebaseapp.com",
  projectId: "{club()}-scouting",
}};
""", [k]


@sec
def t_dartfish_ticket():
    pw = legacy()
    return "structural", f"""JIRA ANA-{r.randint(100, 999)}: Dartfish licence server on the video PC won't start after update
Admin account on the PC: user videoadmin / pwd {pw}
Licence key file attached.
""", [pw]


@sec
def t_go_client():
    k = g.s(B62, 32)
    return "name-context", f"""cfg := feeds.Config{{
	Endpoint: "https://push.{g.pick(['sportsfeed', 'liveodds'])}.example/v2",
	APIKey:   "{k}",
	Sport:    "tennis",
}}
""", [k]


CLEAN = []


def cln(fn):
    CLEAN.append(fn)
    return fn


@cln
def c_sr_timeline():
    return json.dumps({"sport_event": {"id": sr_match(), "start_time": f"2025-0{r.randint(1, 9)}-1{r.randint(0, 9)}T19:45:00+00:00",
                                       "sport_event_context": {"season": {"id": f"sr:season:{r.randint(100000, 130000)}"}}},
                       "timeline": [{"id": r.randint(10**9, 2 * 10**9), "type": "score_change", "time": "2025-05-11T20:07:33+00:00",
                                     "match_clock": f"{r.randint(1, 90)}:{r.randint(10, 59)}", "competitor": "home",
                                     "players": [{"id": f"sr:player:{r.randint(10000, 2000000)}", "type": "scorer"}]}]}) + "\n"


@cln
def c_opta_event():
    return json.dumps({"matchInfo": {"id": opta_id(), "contestant": [{"id": opta_id(), "position": "home"}, {"id": opta_id(), "position": "away"}]},
                       "liveData": {"event": [{"id": r.randint(10**9, 3 * 10**9), "typeId": 1, "periodId": 1, "timeMin": r.randint(0, 45),
                                               "x": round(r.random() * 100, 1), "y": round(r.random() * 100, 1), "playerId": opta_id()}]}}) + "\n"


@cln
def c_statsbomb_open():
    return json.dumps([{"id": g.uuid(), "index": r.randint(1, 3000), "period": 1, "timestamp": f"00:{r.randint(10, 44)}:0{r.randint(0, 9)}.{r.randint(100, 999)}",
                        "type": {"id": 30, "name": "Pass"}, "location": [round(r.random() * 120, 1), round(r.random() * 80, 1)],
                        "pass": {"end_location": [round(r.random() * 120, 1), round(r.random() * 80, 1)]}}]) + "\n"


@cln
def c_tracking_frame():
    return "\n".join(json.dumps({"frame": r.randint(100000, 200000), "t": round(r.random() * 5400, 2), "ball": [round(r.random() * 105, 2), round(r.random() * 68, 2), 0.11],
                                 "home": [[r.randint(1, 40), round(r.random() * 105, 2), round(r.random() * 68, 2)] for _ in range(3)]})
                     for _ in range(2)) + "\n"


@cln
def c_env_example():
    return """# .env.example
SPORTRADAR_API_KEY=your-api-key-here
OPTA_OUTLET_AUTH_KEY=<outlet key from Stats Perform>
SB_USERNAME=
SB_PASSWORD=
SCOUTING_DB_URL=postgresql://user:password@localhost:5432/scouting
"""


@cln
def c_docs_placeholder():
    return """Sportradar quick start: every request takes your key as a query parameter, e.g.
  GET https://api.sportradar.com/soccer/trial/v4/en/competitions.json?api_key={your_api_key}
Trial keys are limited to 1 request per second and 1,000 per month.
"""


@cln
def c_var_refs():
    return f"""feeds:
  sportradar:
    key: ${{SPORTRADAR_API_KEY}}
  statsperform:
    outlet: ${{OPTA_OUTLET_AUTH_KEY}}
  season: sr:season:{r.randint(100000, 130000)}
"""


@cln
def c_gha():
    return """      - name: Nightly xG model refresh
        run: python -m xg.train --league EPL --season 2025
        env:
          SB_USERNAME: ${{ secrets.SB_USERNAME }}
          SB_PASSWORD: ${{ secrets.SB_PASSWORD }}
          WANDB_API_KEY: ${{ secrets.WANDB_API_KEY }}
"""


@cln
def c_k8s():
    return """          env:
            - name: SPORTRADAR_API_KEY
              valueFrom: { secretKeyRef: { name: feeds, key: sportradar } }
"""


@cln
def c_catapult_csv():
    return "athlete_id,session,total_distance,hsr,sprints,player_load\n" + "\n".join(
        f"{g.uuid()},MD-{r.randint(1, 4)},{r.randint(3000, 12000)},{r.randint(100, 1200)},{r.randint(0, 40)},{r.randint(200, 1100)}.{r.randint(0, 9)}"
        for _ in range(r.randint(3, 5))) + "\n"


@cln
def c_xg_table():
    return "\n".join(f"{g.pick(['North', 'Riverside', 'Montana', 'Hafen', 'Harbor'])} {r.randint(0, 4)}-{r.randint(0, 4)}  xG {r.randint(2, 35) / 10}-{r.randint(2, 35) / 10}  shots {r.randint(4, 25)}-{r.randint(4, 25)}"
                     for _ in range(r.randint(3, 6))) + "\n"


@cln
def c_scout_report():
    return f"""Scouting report #{r.randint(1000, 9999)}  player id {r.randint(100000, 999999)} (Wyscout) / {opta_id()} (Opta)
Position: {g.pick(['RB', 'CM', 'ST', 'LW', 'CB'])}  Age {r.randint(17, 31)}  Contract to 202{r.randint(6, 9)}
Strengths: progressive carries, press resistance. Grade {r.randint(5, 9)}/10.
"""


@cln
def c_hash_video():
    return "\n".join(f"{g.sha256()}  {club()}_MD{r.randint(1, 38)}_{g.pick(['tactical', 'broadcast', 'highbehind'])}.mp4" for _ in range(r.randint(2, 4))) + "\n"


@cln
def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(r.randint(6, 9))) + "\n" + g.b64(15) + "\n-----END CERTIFICATE-----\n"


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": g.hexs(12), "use": "sig", "x": g.b64url(32), "y": g.b64url(32)}]}) + "\n"


@cln
def c_lock():
    return f"""statsbombpy=={r.randint(1, 2)}.{r.randint(0, 15)}.{r.randint(0, 9)} \\
    --hash=sha256:{g.sha256()}
mplsoccer==1.{r.randint(0, 5)}.{r.randint(0, 9)} \\
    --hash=sha256:{g.sha256()}
"""


@cln
def c_commit():
    return f"""commit {g.hexs(40)}
    Map Opta qualifier 212 (length) and 213 (angle) into the pass table; fix off-by-one in period 2 clock
"""


@cln
def c_prose():
    return """Feed credentials policy (analytics department): Sportradar, Stats Perform and Wyscout keys are per environment
and live in the vault; rotate them at the end of each season and when a staff member leaves. Agents and scouts get
their own logins to the scouting database — never share the analysts' account, and never paste a key into the
#matchday channel.
"""


@cln
def c_odds():
    return json.dumps({"id": g.hexs(32), "sport_key": "soccer_epl", "commence_time": "2025-09-13T14:00:00Z",
                       "bookmakers": [{"key": g.pick(["pinnacle", "bet365", "unibet"]), "markets": [{"key": "h2h", "outcomes": [
                           {"name": "Home", "price": r.randint(150, 400) / 100}, {"name": "Draw", "price": r.randint(300, 420) / 100}]}]}]}) + "\n"


@cln
def c_fixtures():
    return "\n".join(f"{sr_match()}  2025-{r.randint(8, 12):02d}-{r.randint(1, 28):02d}  {g.pick(['fcnorth', 'unionbay', 'sv-hafen'])} v {g.pick(['ac-montana', 'cd-llanura', 'sc-alpen'])}"
                     for _ in range(r.randint(3, 5))) + "\n"


@cln
def c_sportscode_xml():
    return f"""<file><ALL_INSTANCES>
<instance><ID>{r.randint(1, 400)}</ID><start>{r.randint(0, 5000)}.{r.randint(0, 9)}</start><end>{r.randint(5000, 5400)}.{r.randint(0, 9)}</end><code>Press Trigger</code>
<label><group>Zone</group><text>Final third</text></label></instance>
</ALL_INSTANCES></file>
"""


@cln
def c_python_env():
    return """import os
from statsbombpy import sb
creds = {"user": os.environ["SB_USERNAME"], "passwd": os.environ["SB_PASSWORD"]}
"""


@cln
def c_chat_clean():
    return f"""Dani: login de la plataforma de vídeo está en el gestor de contraseñas, carpeta "Análisis".
Marta: ok. Clip del minuto {r.randint(1, 90)}: pérdida en salida, mirad el id de evento {r.randint(10**9, 3 * 10**9)}.
"""


@cln
def c_ticket_clean():
    return f"""Ticket ANA-{r.randint(100, 999)}: odds poller returning 401
The Odds API key hit its monthly quota; upgraded the plan. The key itself is unchanged and stays in the vault.
"""


@cln
def c_hook_clean():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "python -m pytest tests/test_xg.py -q"},
                       "tool_response": {"stdout": f"{r.randint(10, 60)} passed in {r.randint(1, 9)}.{r.randint(10, 99)}s"}}) + "\n"


@cln
def c_notebook_clean():
    return json.dumps({"cell_type": "code", "execution_count": r.randint(1, 50), "metadata": {},
                       "source": ["from statsbombpy import sb\n", "comps = sb.competitions()  # open data, no credentials\n", "comps.head()\n"],
                       "outputs": [{"output_type": "stream", "name": "stderr", "text": ["UserWarning: credentials were not supplied. open data access only\n"]}]}, indent=1) + "\n"


@cln
def c_ids():
    return json.dumps({"player": {"sportradar": f"sr:player:{r.randint(10000, 2000000)}", "opta": opta_id(), "wyscout": r.randint(100000, 999999),
                                  "transfermarkt": r.randint(10000, 999999), "fbref": g.hexs(8)}}) + "\n"


@cln
def c_mlb_feed():
    return json.dumps({"gamePk": r.randint(700000, 800000), "liveData": {"plays": {"currentPlay": {"pitchData": {
        "startSpeed": r.randint(800, 1010) / 10, "spinRate": r.randint(1800, 2700), "breaks": {"breakVertical": -r.randint(10, 40)}}}}}}) + "\n"


@cln
def c_ssh():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} analyst@{club()}-video\n"


@cln
def c_diff_clean():
    return f"""diff --git a/ingest/settings.py b/ingest/settings.py
@@ -8,7 +8,7 @@
-SPORTRADAR_KEY = "REPLACE_ME"
+SPORTRADAR_KEY = os.environ["SPORTRADAR_KEY"]
 SEASON = "sr:season:{r.randint(100000, 130000)}"
"""


@cln
def c_tracking_meta():
    return f"""<?xml version="1.0"?>
<TracabMetaData sVersion="1.0"><match iId="{r.randint(1000000, 9999999)}" dtDate="2025-{r.randint(8, 12):02d}-{r.randint(1, 28):02d} 20:00:00" iFrameRateFps="25" fPitchXSizeMeters="105.00" fPitchYSizeMeters="68.00">
<period iId="1" iStartFrame="{r.randint(1000, 2000)}" iEndFrame="{r.randint(70000, 80000)}"/></match></TracabMetaData>
"""


@cln
def c_espn_public():
    return f"""from espn_api.football import League
# public league: no espn_s2 / swid needed
league = League(league_id={r.randint(100000, 99999999)}, year=2025)
print(league.standings()[:3])
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
