"""Blind redaction source "podcast" (round 42, helper corpora14): podcast hosting and audio publishing.

Libsyn, Buzzsprout, Transistor, Spotify for Podcasters / Spotify Web API, Megaphone, Simplecast, Podbean, Captivate,
ART19, Acast, Omny; private and premium RSS feeds (Patreon, Supercast, Supporting Cast, Memberful, Transistor
subscriber feeds), Icecast/Liquidsoap live shows, dynamic ad insertion (Megaphone, AdsWizz, Spreaker), the Podcast
Index API, transcription APIs (Deepgram, AssemblyAI, Rev.ai, Whisper, Speechmatics), Auphonic, remote recording
studios, WordPress PowerPress. Seeded; stdlib + _tokens. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "podcast"
g = Gen(420022)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["episode", "studio", "mic", "reverb", "jingle", "outro", "banter", "radio", "cassette", "vinyl", "echo",
         "treble", "bass", "signal", "podium", "lantern", "maple", "harbor", "juniper", "velvet", "saffron", "pepper",
         "nomad", "anchor", "orbit", "mosaic", "bramble", "quill", "tundra", "cactus"]
SHOWS = ["Night Shift Stories", "The Build Log", "Kitchen Table Money", "Deep Field", "Hallway Track",
         "Garden Gossip", "Late Checkout", "Side Quest FM", "Tiefenschärfe", "Café Crème"]


def words_digits():
    return r.choice(WORDS).capitalize() + r.choice(WORDS) + str(r.randint(1, 999)) + r.choice("!#$%*.@")


def passphrase():
    return "-".join(r.choice(WORDS) for _ in range(r.randint(3, 5)))


def pin(n=None):
    return "".join(r.choice(DIG) for _ in range(n or r.choice([4, 6])))


def legacy():
    return r.choice(["pod", "cast", "show", "mic", "audio", "radio"]) + pin(r.choice([2, 3, 4]))


def anypw():
    return [g.pw, words_digits, passphrase, legacy, g.human_pw, g.machine_pw][r.randint(0, 5)]()


def b62(n):
    return g.s(B62, n)


def hx(n):
    return g.hexs(n)


def slug():
    return r.choice(["nightshift", "buildlog", "kitchentable", "deepfield", "hallway", "gardengossip", "latecheckout"])


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook(tool, inp, out=None):
    d = {"session_id": g.uuid(), "hook_event_name": r.choice(["PostToolUse", "PreToolUse"]), "tool_name": tool,
         "tool_input": inp}
    if out is not None:
        d["tool_response"] = out
    return json.dumps(d, ensure_ascii=False)


def gocspx():
    return "GOCSPX-" + g.s(URLSAFE, 28)


S = []
C = []


def sec(fn):
    S.append(fn)
    return fn


def cln(fn):
    C.append(fn)
    return fn


SI, NC, ST = "self-identifying", "name-context", "structural"

# ---------------------------------------------------------------- secret texts


@sec
def libsyn_oauth():
    cs, p, at, rt = b62(40), anypw(), hx(40), hx(40)
    t = f"""$ curl -s -X POST https://api.libsyn.com/oauth \\
    -d grant_type=password -d username=host@{slug()}.example \\
    -d password='{p}' \\
    -d client_id={r.randint(1000, 9999)} -d client_secret={cs}
{{"access_token":"{at}","expires_in":3600,"token_type":"Bearer","refresh_token":"{rt}"}}"""
    return ST, t, [p, cs, at, rt]


@sec
def libsyn_ftp():
    p = anypw()
    t = f"""# upload.sh — pushes the mastered mp3 to Libsyn's FTP drop
lftp -u {slug()},'{p}' ftp://ftp.libsyn.com -e "cd /podcasts; put out/ep{r.randint(100, 350)}_master.mp3; bye\""""
    return ST, t, [p]


@sec
def buzzsprout_header():
    k = hx(32)
    t = f"""$ curl -s https://www.buzzsprout.com/api/{r.randint(100000, 2999999)}/episodes.json \\
    -H 'Authorization: Token token={k}' | jq '.[0].title'
"Ep. {r.randint(10, 300)} — {r.choice(WORDS).title()} Season Finale\""""
    return ST, t, [k]


@sec
def buzzsprout_env():
    k = hx(32)
    t = f"""# .env (episode-scheduler)
BUZZSPROUT_PODCAST_ID={r.randint(100000, 2999999)}
BUZZSPROUT_API_TOKEN={k}
PUBLISH_TZ=Europe/Berlin"""
    return NC, t, [k]


@sec
def transistor_key():
    k = b62(22)
    t = f"""import requests
TRANSISTOR_API_KEY = "{k}"
r = requests.get("https://api.transistor.fm/v1/episodes", headers={{"x-api-key": TRANSISTOR_API_KEY}},
                 params={{"show_id": {r.randint(10000, 99999)}, "pagination[per]": 50}})"""
    return NC, t, [k]


@sec
def transistor_subscriber_feed():
    tok = b62(20)
    t = f"""Hi Maria — here's your private feed, paste it into Apple Podcasts > Follow a Show by URL:
https://feeds.transistor.fm/{slug()}-members?token={tok}
Please don't share it; it's tied to your subscription. — The {r.choice(SHOWS)} team"""
    return ST, t, [tok]


@sec
def patreon_rss():
    tok = g.s(URLSAFE, 32)
    t = f"""<outline type="rss" text="{r.choice(SHOWS)} (Patreon)" xmlUrl="https://www.patreon.com/rss/{slug()}?auth={tok}&amp;show={r.randint(100000, 999999)}"/>"""
    return ST, t, [tok]


@sec
def patreon_creator_token():
    tok, ws = g.s(URLSAFE, 43), g.s(URLSAFE, 64)
    t = f"""# patreon-sync/config.yaml
patreon:
  creator_access_token: {tok}
  campaign_id: "{r.randint(1000000, 9999999)}"
  webhook_secret: {ws}
feeds:
  private_feed_base: https://members.{slug()}.example/feed"""
    return NC, t, [tok, ws]


@sec
def supercast_feed():
    tok = b62(24)
    t = f"""opml export (Overcast):
  <outline text="{r.choice(SHOWS)} Premium" type="rss" xmlUrl="https://{slug()}.supercast.com/feeds/{tok}" />"""
    return ST, t, [tok]


@sec
def memberful_feed():
    tok = hx(32)
    t = f"""[Pocket Casts] Unable to refresh feed: https://{slug()}.memberful.com/rss/{r.randint(1000, 9999)}/{tok}.xml (HTTP 403: subscription expired)"""
    return ST, t, [tok]


@sec
def spotify_client():
    cs = hx(32)
    t = f"""SPOTIFY_CLIENT_ID={hx(32)}
SPOTIFY_CLIENT_SECRET={cs}
SPOTIFY_SHOW_ID={b62(22)}"""
    return NC, t, [cs]


@sec
def spotify_token_exchange():
    cid, cs = hx(32), hx(32)
    b = basic(cid, cs)
    t = f"""> POST /api/token HTTP/1.1
> Host: accounts.spotify.com
> Authorization: Basic {b}
> Content-Type: application/x-www-form-urlencoded
grant_type=client_credentials
< HTTP/1.1 200 OK"""
    return ST, t, [b]


@sec
def spotify_refresh():
    rt = "AQ" + g.s(URLSAFE, 129)
    t = f"""# stats_pull.py — Spotify for Podcasters analytics (unofficial; uses the web app's refresh token)
SP_DC_REFRESH = "{rt}"
"""
    return NC, t, [rt]


@sec
def sp_dc_cookie():
    c = g.s(URLSAFE, 159)
    t = f"""curl 'https://creators.spotify.com/pod/api/proxy/v3/analytics/shows/{b62(22)}/streams?start=2026-11-01' \\
  -H 'cookie: sp_dc={c}; sp_t={hx(32)}' -H 'accept: application/json'"""
    return ST, t, [c]


@sec
def megaphone_token():
    k = hx(32)
    t = f"""$ http GET https://cms.megaphone.fm/api/networks/{hx(24)}/podcasts 'Authorization:Token token="{k}"'
HTTP/1.1 200 OK"""
    return ST, t, [k]


@sec
def megaphone_ruby():
    k = hx(32)
    t = f"""# config/initializers/megaphone.rb
Megaphone.configure do |c|
  c.network_id = "{hx(24)}"
  c.api_token  = "{k}"
end"""
    return NC, t, [k]


@sec
def simplecast_bearer():
    k = g.jwt(sub=g.uuid())
    t = f"""fetch("https://api.simplecast.com/podcasts/{g.uuid()}/episodes?limit=100", {{
  headers: {{ Authorization: "Bearer {k}" }}
}})"""
    return SI, t, [k]


@sec
def podbean_oauth():
    cid, cs, at = b62(20), b62(24), hx(40)
    t = f"""$ curl -u {cid}:{cs} https://api.podbean.com/v1/oauth/token -X POST -d 'grant_type=client_credentials'
{{"access_token":"{at}","token_type":"Bearer","expires_in":604800,"scope":"podcast_read episode_publish"}}"""
    return ST, t, [cs, at]


@sec
def captivate_auth():
    tok = b62(40)
    t = f"""POST https://api.captivate.fm/authenticate/token
Content-Type: multipart/form-data
  username={g.uuid()}
  token={tok}
-> 200 {{"user":{{"id":"{g.uuid()}"}},"token":"<redacted by me>"}}"""
    return ST, t, [tok]


@sec
def art19_header():
    tok, cred = hx(32), g.uuid()
    t = f"""GET /episodes?series_id={g.uuid()} HTTP/1.1
Host: art19.com
Accept: application/vnd.api+json
Authorization: Token token="{tok}", credential="{cred}\""""
    return ST, t, [tok]


@sec
def acast_key():
    k = b62(32)
    t = f"""// acast-publisher/src/config.ts
export const ACAST = {{
  showId: '{hx(24)}',
  apiKey: '{k}',
  endpoint: 'https://open.acast.com/rest',
}}"""
    return NC, t, [k]


@sec
def omny_token():
    k = b62(48)
    t = f"""[OmnyStudio]
OrgId = {g.uuid()}
ConsumerToken = {k}
ProgramId = {g.uuid()}"""
    return NC, t, [k]


@sec
def icecast_xml():
    a, b_, c_ = anypw(), anypw(), anypw()
    t = f"""<!-- /etc/icecast2/icecast.xml -->
<authentication>
    <source-password>{a}</source-password>
    <relay-password>{b_}</relay-password>
    <admin-user>admin</admin-user>
    <admin-password>{c_}</admin-password>
</authentication>"""
    return NC, t, [a, b_, c_]


@sec
def liquidsoap():
    p = anypw()
    t = f"""# live.liq
output.icecast(%mp3(bitrate=128), host="stream.{slug()}.example", port=8000,
  password="{p}", mount="live.mp3", name="{r.choice(SHOWS)} LIVE", radio)"""
    return NC, t, [p]


@sec
def ffmpeg_icecast():
    p = r.choice([legacy, words_digits, g.pw])()
    t = f"""ffmpeg -re -i ep{r.randint(100, 300)}_live_rerun.wav -c:a libmp3lame -b:a 128k -content_type audio/mpeg -f mp3 icecast://source:{p}@stream.{slug()}.example:8000/rerun"""
    return ST, t, [p]


@sec
def butt_cfg():
    p = anypw()
    t = f"""; ~/.buttrc
[main]
server = RadioShow
[RadioShow]
address = live.{slug()}.example
port = 8000
password = {p}
type = 0
mount = studio"""
    return NC, t, [p]


@sec
def podcastindex():
    key, secret = g.s(UPPER + DIG, 20), g.s(B62 + "^$#", 40)
    t = f"""# podcastindex.py
API_KEY = "{key}"
API_SECRET = "{secret}"
epoch = str(int(time.time()))
headers = {{"X-Auth-Date": epoch, "X-Auth-Key": API_KEY, "User-Agent": "ShowNotesBot/1.0",
           "Authorization": hashlib.sha1((API_KEY + API_SECRET + epoch).encode()).hexdigest()}}"""
    return NC, t, [secret]


@sec
def deepgram_curl():
    k = hx(40)
    t = f"""curl -X POST 'https://api.deepgram.com/v1/listen?model=nova-2&smart_format=true&diarize=true' \\
  -H 'Authorization: Token {k}' -H 'Content-Type: audio/mpeg' --data-binary @ep{r.randint(100, 300)}.mp3"""
    return ST, t, [k]


@sec
def deepgram_env():
    k = hx(40)
    t = f"""DEEPGRAM_API_KEY={k}
TRANSCRIBE_LANGS=en,de
WHISPER_FALLBACK=1"""
    return NC, t, [k]


@sec
def assemblyai_py():
    k = hx(32)
    t = f"""import assemblyai as aai
aai.settings.api_key = "{k}"
transcript = aai.Transcriber().transcribe("https://media.{slug()}.example/ep{r.randint(100, 300)}.mp3",
    config=aai.TranscriptionConfig(speaker_labels=True, auto_chapters=True))"""
    return NC, t, [k]


@sec
def assemblyai_trace():
    k = hx(32)
    t = f"""DEBUG:httpx:HTTP Request: POST https://api.assemblyai.com/v2/transcript "HTTP/1.1 401 Unauthorized"
DEBUG:httpx:request headers: {{'authorization': '{k}', 'content-type': 'application/json'}}"""
    return ST, t, [k]


@sec
def revai():
    k = "02" + g.s(URLSAFE, 64)
    t = f"""from rev_ai import apiclient
client = apiclient.RevAiAPIClient("{k}")
job = client.submit_job_url("https://media.{slug()}.example/raw/ep{r.randint(100, 300)}.wav", skip_diarization=False)"""
    return NC, t, [k]


@sec
def whisper_openai():
    k = g.openai()
    t = f"""$ OPENAI_API_KEY={k} python transcribe.py --model whisper-1 --in episodes/ --out transcripts/
[1/12] ep{r.randint(100, 300)}.mp3 -> ep.vtt (24.1 MB, chunked x3)"""
    return SI, t, [k]


@sec
def speechmatics_yaml():
    k = b62(32)
    t = f"""transcription:
  provider: speechmatics
  speechmatics:
    auth_token: {k}
    language: de
    operating_point: enhanced"""
    return NC, t, [k]


@sec
def aws_transcribe():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"""[profile transcribe-bot]
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
region = us-east-1"""
    return SI, t, [ak, sk]


@sec
def gcp_speech_sa():
    block, line = g.pem("PRIVATE KEY")
    d = {"type": "service_account", "project_id": f"{slug()}-speech", "private_key_id": hx(40),
         "private_key": block + "\n", "client_email": f"stt-batch@{slug()}-speech.iam.gserviceaccount.com",
         "client_id": str(r.randint(10**20, 10**21 - 1))}
    return SI, json.dumps(d, indent=2), [line]


@sec
def auphonic_basic():
    p = anypw()
    t = f"""$ curl -X POST https://auphonic.com/api/simple/productions.json -u "{slug()}:{p}" \\
   -F "preset={b62(22)}" -F "title=Episode {r.randint(100, 300)}" -F "input_file=@raw.wav" -F "action=start\""""
    return ST, t, [p]


@sec
def auphonic_bearer():
    k = b62(32)
    t = f"""headers = {{"Authorization": "Bearer {k}"}}
requests.post("https://auphonic.com/api/productions.json", json=production, headers=headers)"""
    return ST, t, [k]


@sec
def auphonic_outgoing_sftp():
    p = anypw()
    t = json.dumps({"service": {"type": "sftp", "display_name": "Archive NAS", "host": f"nas.{slug()}.example",
                                "port": 22, "username": "auphonic", "password": p, "path": "/volume1/podcast/out"}}, indent=2)
    return ST, t, [p]


@sec
def r2_backblaze():
    kid, key = "005" + hx(22), "K005" + g.s(B62 + "+/", 27)
    t = f"""# rclone.conf — audio archive
[b2-archive]
type = b2
account = {kid}
key = {key}
hard_delete = false"""
    return NC, t, [key]


@sec
def r2_keys():
    a, s = hx(32), hx(64)
    t = f"""[r2-media]
type = s3
provider = Cloudflare
access_key_id = {a}
secret_access_key = {s}
endpoint = https://{hx(32)}.r2.cloudflarestorage.com"""
    return NC, t, [s]


@sec
def adswizz():
    cs = b62(40)
    t = f"""adswizz:
  api_base: https://api.adswizz.com
  client_id: {slug()}-dai
  client_secret: {cs}
  zone_preroll: {r.randint(10000, 99999)}"""
    return NC, t, [cs]


@sec
def spreaker_token():
    k = b62(40)
    t = f"""$ curl -H "Authorization: Bearer {k}" -F media_file=@ep{r.randint(100, 300)}.mp3 -F title='Ep {r.randint(100, 300)}' https://api.spreaker.com/v2/shows/{r.randint(1000000, 9999999)}/episodes"""
    return ST, t, [k]


@sec
def podscribe():
    k = b62(36)
    t = f"""PODSCRIBE_API_KEY={k}   # attribution pixel reporting, server side only"""
    return NC, t, [k]


@sec
def wp_config():
    p = anypw()
    salt = g.s(B62 + "!#%^*-_+=@~", 64)
    t = f"""<?php
// wp-config.php on the show site (PowerPress)
define( 'DB_NAME', 'wp_{slug()}' );
define( 'DB_USER', 'wp_{slug()}' );
define( 'DB_PASSWORD', '{p}' );
define( 'DB_HOST', 'localhost' );
define( 'AUTH_KEY', '{salt}' );"""
    return NC, t, [p, salt]


@sec
def blubrry():
    p = anypw()
    t = f"""[blubrry]
services_user = {slug()}@shows.example
services_password = {p}
program_keyword = {slug()}"""
    return NC, t, [p]


@sec
def castos_token():
    k = hx(40)
    t = f"""GET https://app.castos.com/api/v2/podcasts?token={k} -> 200 (3 podcasts)"""
    return ST, t, [k]


@sec
def riverside_invite():
    tok = g.s(URLSAFE, 32)
    t = f"""Guest link for Thursday's recording (host-level access, don't forward):
https://riverside.fm/studio/{slug()}?t={tok}"""
    return ST, t, [tok]


@sec
def apple_p8():
    block, line = g.pem("PRIVATE KEY")
    t = f"""$ cat AuthKey_{g.s(UPPER + DIG, 10)}.p8    # App Store Connect API key (podcast subscriptions reporting)
{block}"""
    return SI, t, [line]


@sec
def stripe_premium():
    k = g.stripe()
    t = f"""# premium feed checkout (Stripe)
STRIPE_KEY={k}
PREMIUM_PRICE_ID=price_{b62(24)}"""
    return SI, t, [k]


@sec
def youtube_upload():
    rt, cs = g.google_refresh(), gocspx()
    t = json.dumps({"installed": {"client_id": f"{r.randint(10**11, 10**12)}-{g.s(LOW + DIG, 32)}.apps.googleusercontent.com",
                                  "client_secret": cs, "refresh_token": rt,
                                  "token_uri": "https://oauth2.googleapis.com/token"}}, indent=2)
    return SI, t, [cs, rt]


@sec
def s3_mp3():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"""aws_access_key_id={ak} aws_secret_access_key={sk} aws s3 cp ep{r.randint(100, 300)}.mp3 s3://{slug()}-audio/episodes/ --acl public-read"""
    return SI, t, [ak, sk]


@sec
def mysql_conn():
    p = anypw()
    t = f"""DATABASE_URL=mysql://feeds:{p}@db.{slug()}.internal:3306/podcast_feeds"""
    return ST, t, [p]


@sec
def redis_dai():
    p = g.machine_pw()
    t = f"""rediss://default:{p}@dai-cache.{slug()}.internal:6380/0"""
    return ST, t, [p]


@sec
def chat_de():
    p = r.choice([words_digits, g.human_pw, legacy])()
    t = f"""Hey, kannst du heute Abend die Folge hochladen? Login für Podigee: redaktion@{slug()}.example / {p} — danke!"""
    return ST, t, [p]


@sec
def chat_es():
    p = r.choice([words_digits, passphrase])()
    t = f"""Para el directo de mañana la contraseña del servidor Icecast (mount /envivo) es {p}, no la pongáis en el grupo de invitados."""
    return NC, t, [p]


@sec
def chat_fr():
    p = r.choice([words_digits, legacy])()
    t = f"""Le mot de passe du compte Ausha de l'émission a changé : {p} (compte partagé, merci de ne pas le diffuser)."""
    return NC, t, [p]


@sec
def chat_pt():
    k = hx(32)
    t = f"""Oi! O token da API do Buzzsprout pra automação das vinhetas é {k} — depois a gente coloca no cofre."""
    return NC, t, [k]


@sec
def chat_ja():
    p = r.choice([words_digits, g.machine_pw])()
    t = f"""収録用のZoom H6をつないだ配信PCのログインパスワードは {p} です。終わったら変更します。"""
    return NC, t, [p]


@sec
def chat_it():
    k = b62(22)
    t = f"""Ciao, ecco la chiave API di Transistor per lo script delle trascrizioni: {k}"""
    return NC, t, [k]


@sec
def slack_bot():
    tok = g.slack()
    t = f"""# new-episode-notifier
SLACK_BOT_TOKEN={tok}
SLACK_CHANNEL=#releases"""
    return SI, t, [tok]


@sec
def discord_webhook():
    tok = g.s(URLSAFE, 68)
    t = f"""DISCORD_NEW_EPISODE_WEBHOOK=https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{tok}"""
    return ST, t, [tok]


@sec
def hook_bash_upload():
    k = hx(32)
    cmd = f"curl -s -X POST https://www.buzzsprout.com/api/{r.randint(100000, 2999999)}/episodes.json -H 'Authorization: Token token={k}' -F 'audio_file=@out/ep.mp3' -F 'title=Episode draft'"
    return ST, hook("Bash", {"command": cmd, "description": "upload draft episode"}, {"stdout": "{\"id\": 1234, \"private\": true}", "exit_code": 0}), [k]


@sec
def hook_write_config():
    k = hx(40)
    content = f"[transcribe]\nprovider = \"deepgram\"\napi_key = \"{k}\"\nmodel = \"nova-2\"\n"
    return NC, hook("Write", {"file_path": "transcriber/config.toml", "content": content}), [k]


@sec
def hook_read_env():
    k, p = b62(22), anypw()
    content = f"     1\tTRANSISTOR_API_KEY={k}\n     2\tFEED_DB_PASSWORD={p}\n     3\tSHOW_SLUG={slug()}\n"
    return NC, hook("Read", {"file_path": ".env"}, {"type": "text", "file": {"filePath": ".env", "content": content}}), [k, p]


@sec
def diff_feed_token():
    tok = g.s(URLSAFE, 32)
    t = f"""diff --git a/scripts/mirror_premium.sh b/scripts/mirror_premium.sh
@@ -1,3 +1,3 @@
-FEED="${{PATREON_FEED_URL}}"
+FEED="https://www.patreon.com/rss/{slug()}?auth={tok}"
 curl -s "$FEED" -o premium.xml"""
    return ST, t, [tok]


@sec
def diff_assembly():
    k = hx(32)
    t = f"""--- a/src/transcribe.js
+++ b/src/transcribe.js
-const client = new AssemblyAI({{ apiKey: process.env.ASSEMBLYAI_API_KEY }})
+const client = new AssemblyAI({{ apiKey: '{k}' }})"""
    return NC, t, [k]


@sec
def notebook_analytics():
    cs = hx(32)
    t = json.dumps({"cell_type": "code", "execution_count": 7, "source": [
        "import spotipy\n", "from spotipy.oauth2 import SpotifyClientCredentials\n",
        f"sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(client_id='{hx(32)}', client_secret='{cs}'))\n",
        f"sp.show('{b62(22)}', market='DE')['total_episodes']"],
        "outputs": [{"output_type": "execute_result", "data": {"text/plain": [str(r.randint(50, 400))]}}]}, indent=1)
    return NC, t, [cs]


@sec
def notebook_deepgram():
    k = hx(40)
    t = json.dumps({"cell_type": "code", "source": ["from deepgram import DeepgramClient\n",
                                                    f"dg = DeepgramClient('{k}')\n", "res = dg.listen.rest.v('1').transcribe_file(src, opts)"],
                    "outputs": []}, indent=1)
    return NC, t, [k]


@sec
def csharp_megaphone():
    k, p = hx(32), anypw()
    t = f"""// DaiReporting/appsettings.Production.json
{{
  "Megaphone": {{ "NetworkId": "{hx(24)}", "ApiToken": "{k}" }},
  "ConnectionStrings": {{ "Reports": "Server=sql01;Database=dai;User Id=dai_rw;Password={p};" }}
}}"""
    return NC, t, [k, p]


@sec
def go_icecast():
    p = anypw()
    t = f"""// cmd/relay/main.go
src := icecast.Source{{Host: "stream.{slug()}.example:8000", Mount: "/live", User: "source", Password: "{p}"}}"""
    return NC, t, [p]


@sec
def java_props():
    p, k = anypw(), b62(40)
    t = f"""# feedgen/src/main/resources/application.properties
spring.datasource.password={p}
hosting.libsyn.client-secret={k}
feed.base-url=https://feeds.{slug()}.example"""
    return NC, t, [p, k]


@sec
def stack_trace():
    p = anypw()
    t = f"""Traceback (most recent call last):
  File "/app/feedgen/publish.py", line 41, in publish
    ftp = ftplib.FTP_TLS("ftp.{slug()}.example", user="feeds", passwd="{p}")
  File "/usr/lib/python3.12/ftplib.py", line 734, in login
ftplib.error_perm: 530 Login incorrect."""
    return NC, t, [p]


@sec
def jwt_premium_session():
    j = g.jwt(sub="member_" + pin(6))
    t = f"""Cookie: premium_session={j}; consent=1"""
    return SI, t, [j]


@sec
def ticket_en():
    p = anypw()
    t = f"""Support ticket #{r.randint(10000, 99999)} — "Can't log into Libsyn after the handover"
Old producer left. Their login was producer@{slug()}.example, password {p}. Can you transfer ownership?"""
    return NC, t, [p]


@sec
def hcl_secret():
    k = hx(32)
    t = f"""module "episode_worker" {{
  source             = "./modules/worker"
  buzzsprout_token   = "{k}"
  schedule           = "cron(0 5 ? * TUE *)"
}}"""
    return NC, t, [k]


@sec
def rss_private_in_xml():
    tok = hx(32)
    t = f"""<atom:link href="https://feeds.{slug()}.example/premium/{tok}/rss.xml" rel="self" type="application/rss+xml"/>
<itunes:block>Yes</itunes:block>
<!-- premium feed: URL carries the subscriber token -->"""
    return ST, t, [tok]


@sec
def sftp_ad_ops():
    p = anypw()
    t = f"""sshpass -p '{p}' sftp -oBatchMode=no adops@sftp.{r.choice(['triton.example', 'adnet.example'])} <<< 'put reports/dai_2026-11.csv'"""
    return ST, t, [p]


@sec
def github_pat_ci():
    tok = g.gh_fine()
    t = f"""git remote set-url origin https://{slug()}-bot:{tok}@github.com/{slug()}/show-site.git"""
    return SI, t, [tok]


@sec
def hf_diarization():
    tok = g.hf()
    t = f"""from pyannote.audio import Pipeline
pipe = Pipeline.from_pretrained("pyannote/speaker-diarization-3.1", use_auth_token="{tok}")"""
    return SI, t, [tok]


@sec
def anthropic_shownotes():
    k = g.anthropic()
    t = f"""# shownotes/.env
ANTHROPIC_API_KEY={k}
SHOWNOTES_MODEL=claude-sonnet"""
    return SI, t, [k]


@sec
def elevenlabs():
    k = hx(32)
    t = f"""curl -X POST https://api.elevenlabs.io/v1/text-to-speech/{b62(20)} -H 'xi-api-key: {k}' -H 'Content-Type: application/json' -d '{{"text":"Previously on the show..."}}' -o intro.mp3"""
    return ST, t, [k]


@sec
def webhook_secret_transistor():
    s = b62(32)
    t = f"""# transistor webhook receiver
TRANSISTOR_WEBHOOK_SECRET={s}
# verify: hmac.new(secret, body, sha256) == request.headers['X-Transistor-Signature']"""
    return NC, t, [s]


@sec
def admin_url_query():
    p = anypw()
    t = f"""127.0.0.1 - - [03/Dec/2026:09:12:44 +0000] "GET /admin/listclients.xsl?mount=/live&user=admin&pass={p} HTTP/1.1" 200 1832 "-" "curl/8.5.0\""""
    return ST, t, [p]


# ---------------------------------------------------------------- clean texts


@cln
def c_rss_item():
    return f"""<item>
  <title>Episode {r.randint(10, 300)}: {r.choice(WORDS).title()} and {r.choice(WORDS).title()}</title>
  <guid isPermaLink="false">{g.uuid()}</guid>
  <enclosure url="https://dts.podtrac.com/redirect.mp3/op3.dev/e/media.{slug()}.example/ep{r.randint(10, 300)}.mp3" length="{r.randint(10**7, 9 * 10**7)}" type="audio/mpeg"/>
  <itunes:duration>{r.randint(20, 90)}:{r.randint(10, 59)}</itunes:duration>
  <podcast:transcript url="https://media.{slug()}.example/ep.vtt" type="text/vtt"/>
</item>"""


@cln
def c_channel_head():
    return f"""<channel>
  <title>{r.choice(SHOWS)}</title>
  <podcast:guid>{g.uuid()}</podcast:guid>
  <podcast:locked owner="hello@{slug()}.example">yes</podcast:locked>
  <itunes:owner><itunes:email>hello@{slug()}.example</itunes:email></itunes:owner>
  <podcast:txt purpose="applepodcastsverify">{g.uuid()}</podcast:txt>
</channel>"""


@cln
def c_value_block():
    return f"""<podcast:value type="lightning" method="keysend" suggested="0.00000005000">
  <podcast:valueRecipient name="Host" type="node" address="03{hx(64)}" split="90"/>
  <podcast:valueRecipient name="Podcastindex.org" type="node" address="03{hx(64)}" split="10" fee="true"/>
</podcast:value>"""


@cln
def c_spotify_ids():
    return f"""Spotify show: https://open.spotify.com/show/{b62(22)}
Apple Podcasts: https://podcasts.apple.com/us/podcast/{slug()}/id{r.randint(10**9, 2 * 10**9)}
YouTube playlist: https://www.youtube.com/playlist?list=PL{g.s(URLSAFE, 32)}
Podcast Index id: {r.randint(100000, 9999999)}"""


@cln
def c_ffmpeg_loudness():
    return f"""[Parsed_ebur128_0 @ 0x{hx(12)}] Summary:
  Integrated loudness:
    I:         -{r.randint(14, 19)}.{r.randint(0, 9)} LUFS
    Threshold: -{r.randint(24, 29)}.{r.randint(0, 9)} LUFS
  Loudness range:
    LRA:         {r.randint(3, 9)}.{r.randint(0, 9)} LU
  True peak:
    Peak:       -{r.randint(1, 3)}.{r.randint(0, 9)} dBFS"""


@cln
def c_deepgram_response():
    return json.dumps({"metadata": {"request_id": g.uuid(), "sha256": g.sha256(), "created": "2026-12-03T09:14:11.201Z",
                                    "duration": round(r.uniform(900, 4000), 3), "channels": 1,
                                    "models": [g.uuid()]},
                       "results": {"channels": [{"alternatives": [{"transcript": "welcome back to the show", "confidence": 0.98}]}]}}, indent=1)


@cln
def c_assembly_response():
    return json.dumps({"id": g.uuid(), "status": "completed", "audio_url": f"https://media.{slug()}.example/ep{r.randint(10, 300)}.mp3",
                       "language_code": "en_us", "audio_duration": r.randint(900, 4000), "webhook_auth": False,
                       "chapters": [{"headline": "Intro", "start": 0, "end": r.randint(30000, 90000)}]}, indent=1)


@cln
def c_vtt():
    return f"""WEBVTT

00:00:0{r.randint(0, 9)}.000 --> 00:00:1{r.randint(0, 9)}.500
<v Host>Welcome back to {r.choice(SHOWS)}.

00:00:14.000 --> 00:00:19.250
<v Guest>Thanks, and yes, I changed my password after last time."""


@cln
def c_chapters():
    return json.dumps({"version": "1.2.0", "chapters": [{"startTime": 0, "title": "Intro"},
                                                        {"startTime": r.randint(60, 300), "title": r.choice(WORDS).title()},
                                                        {"startTime": r.randint(600, 2000), "title": "Listener mail", "url": f"https://{slug()}.example/mail"}]}, indent=1)


@cln
def c_id3():
    return f"""$ ffprobe -hide_banner ep{r.randint(10, 300)}.mp3
Input #0, mp3, from 'ep.mp3':
  Metadata:
    title           : {r.choice(WORDS).title()} Special
    artist          : {r.choice(SHOWS)}
    TSRC            : {g.s(UPPER, 2)}{g.s(UPPER + DIG, 3)}26{pin(5)}
  Duration: 00:{r.randint(20, 59)}:{r.randint(10, 59)}.31, start: 0.025057, bitrate: 128 kb/s"""


@cln
def c_md5_list():
    return "\n".join(f"{hx(32)}  ep{n}.mp3" for n in r.sample(range(100, 300), 4))


@cln
def c_env_example():
    return f"""# .env.example
BUZZSPROUT_API_TOKEN=your-token-here
TRANSISTOR_API_KEY=
DEEPGRAM_API_KEY=<deepgram key>
ICECAST_SOURCE_PASSWORD=hackme
FEED_DB_URL=mysql://feeds:password@localhost:3306/feeds
SHOW_SLUG={slug()}"""


@cln
def c_gha():
    return """- name: Publish episode
  run: python publish.py --episode ${{ github.event.inputs.episode }}
  env:
    BUZZSPROUT_API_TOKEN: ${{ secrets.BUZZSPROUT_API_TOKEN }}
    DEEPGRAM_API_KEY: ${{ secrets.DEEPGRAM_API_KEY }}"""


@cln
def c_k8s():
    return f"""env:
  - name: ASSEMBLYAI_API_KEY
    valueFrom: {{secretKeyRef: {{name: transcription, key: assemblyai}}}}
  - name: ICECAST_HOST
    value: icecast.{r.choice(['radio', 'live'])}.svc"""


@cln
def c_prose():
    return r.choice([
        "Private podcast feeds carry a per-subscriber token in the URL. Treat the full feed URL like a password: if it leaks, revoke that subscriber's token in the dashboard.",
        "Podtrac, Chartable and OP3 prefixes are public redirect URLs for download measurement; they carry no credentials.",
        "The Podcast Index API signs each request with sha1(key + secret + date). Keep the secret server-side; the X-Auth-Key alone cannot sign.",
        "Icecast ships with 'hackme' as the example source password; change it before going live and keep the new one out of the repo.",
        "Apple's podcast:txt verify value is meant to be published in the feed; it proves ownership and is not a credential."]) + f" (wiki rev {r.randint(10, 99)})"


@cln
def c_chat():
    return r.choice([
        "Das neue Buzzsprout-Token liegt im 1Password-Tresor 'Podcast', bitte nicht in Slack posten.",
        "¿Alguien tiene la contraseña de Icecast? — Está en Bitwarden, carpeta Radio.",
        "J'ai régénéré la clé Deepgram ; l'ancienne est révoquée, la nouvelle est dans le coffre.",
        "Transistorのキーはローテーションしました。新しいキーはVaultにあります。",
        "Rotated the Patreon feed token after the leak on the forum — old URLs return 403 now."]) + f" ({r.randint(1, 28)}.12.)"


@cln
def c_transistor_episode_json():
    return json.dumps({"data": {"id": str(r.randint(100000, 9999999)), "type": "episode",
                                "attributes": {"title": f"Ep {r.randint(10, 300)}", "status": "published",
                                               "media_url": f"https://media.transistor.fm/{hx(8)}/{hx(8)}.mp3",
                                               "share_url": f"https://share.transistor.fm/s/{hx(8)}",
                                               "duration": r.randint(900, 4000)}}}, indent=1)


@cln
def c_buzzsprout_episode():
    return json.dumps([{"id": r.randint(10**7, 10**8), "title": f"{r.choice(WORDS).title()} (rerun)",
                        "audio_url": f"https://www.buzzsprout.com/{r.randint(100000, 2999999)}/{r.randint(10**7, 10**8)}.mp3",
                        "artwork_url": f"https://storage.buzzsprout.com/{g.s(LOW + DIG, 28)}", "private": False,
                        "total_plays": r.randint(100, 90000)}], indent=1)


@cln
def c_webhook_sig_headers():
    return f"""POST /hooks/transistor HTTP/1.1
Content-Type: application/json
X-Transistor-Signature: sha256={g.sha256()}

{{"event_name":"episode_published","data":{{"id":"{r.randint(100000, 999999)}"}}}}"""


@cln
def c_lockfile():
    return f"""audiowaveform-wasm@1.4.2:
  resolved "https://registry.yarnpkg.com/audiowaveform-wasm/-/audiowaveform-wasm-1.4.2.tgz#{hx(40)}"
  integrity sha512-{g.b64(64)}"""


@cln
def c_pip_hashes():
    return f"""deepgram-sdk==3.7.0 --hash=sha256:{g.sha256()}
assemblyai==0.34.0 --hash=sha256:{g.sha256()}"""


@cln
def c_git_log():
    return "\n".join(f"{hx(7)} {m}" for m in r.sample([
        "feed: add podcast:transcript tags", "fix enclosure length for ep 212", "chapters: JSON 1.2",
        "move tokens to env vars", "dai: new preroll zone", "rss: itunes:block for premium",
        "transcribe: retry on 429"], 4))


@cln
def c_dai_log():
    return f"""{r.randint(10, 23)}:{r.randint(10, 59)}:02 dai-stitcher ad_decision request_id={g.uuid()} episode={g.uuid()} geo=DE slots=pre,mid1 campaign={r.randint(10000, 99999)} creative={hx(12)} fill=2/2 latency_ms={r.randint(20, 200)}"""


@cln
def c_vast():
    return f"""<VAST version="4.1"><Ad id="{r.randint(10**6, 10**7)}"><InLine><AdSystem>AdsWizz</AdSystem>
<Impression><![CDATA[https://track.adswizz.example/imp?cb={hx(16)}&cid={r.randint(1000, 9999)}&lid={g.uuid()}]]></Impression>
<Creatives><Creative id="{hx(12)}"><Linear><Duration>00:00:30</Duration></Linear></Creative></Creatives></InLine></Ad></VAST>"""


@cln
def c_icecast_template():
    return """<authentication>
    <source-password>hackme</source-password>
    <relay-password>hackme</relay-password>
    <admin-user>admin</admin-user>
    <admin-password>hackme</admin-password>
</authentication>"""


@cln
def c_hook_clean():
    return hook("Bash", {"command": f"ffmpeg -i raw/ep{r.randint(100, 300)}.wav -af loudnorm=I=-16:TP=-1.5:LRA=11 -b:a 128k out/ep.mp3"},
                {"stdout": f"size=   {r.randint(20000, 60000)}kB time=00:{r.randint(20, 59)}:10.00 bitrate= 128.0kbits/s", "exit_code": 0})


@cln
def c_hook_read_clean():
    content = f"     1\t[transcribe]\n     2\tprovider = \"deepgram\"\n     3\tapi_key_env = \"DEEPGRAM_API_KEY\"\n     4\tmodel = \"nova-2\"\n"
    return hook("Read", {"file_path": "transcriber/config.toml"}, {"type": "text", "file": {"content": content}})


@cln
def c_diff_clean():
    return f"""--- a/src/transcribe.js
+++ b/src/transcribe.js
-const client = new AssemblyAI({{ apiKey: '<paste key>' }})
+const client = new AssemblyAI({{ apiKey: process.env.ASSEMBLYAI_API_KEY }})
 // {hx(7)}: read key from env"""


@cln
def c_notebook_clean():
    return json.dumps({"cell_type": "code", "source": ["import os, requests\n",
                                                       "key = os.environ['TRANSISTOR_API_KEY']\n",
                                                       "eps = requests.get(URL, headers={'x-api-key': key}).json()['data']\n", "len(eps)"],
                       "outputs": [{"output_type": "execute_result", "data": {"text/plain": [str(r.randint(20, 300))]}}]}, indent=1)


@cln
def c_download_stats():
    rows = "\n".join(f"2026-11-{d:02d},{r.randint(200, 5000)},{r.randint(50, 2000)},{r.choice(['Apple', 'Spotify', 'Overcast', 'Pocket Casts'])}" for d in r.sample(range(1, 30), 4))
    return "date,downloads,unique_listeners,top_app\n" + rows


@cln
def c_opml_public():
    return f"""<opml version="2.0"><body>
<outline type="rss" text="{r.choice(SHOWS)}" xmlUrl="https://feeds.transistor.fm/{slug()}"/>
<outline type="rss" text="{r.choice(SHOWS)}" xmlUrl="https://feeds.buzzsprout.com/{r.randint(100000, 2999999)}.rss"/>
</body></opml>"""


@cln
def c_invoice():
    return f"""Receipt from Libsyn — Invoice #{r.randint(10**6, 10**7)}
Plan: Advanced 400 ($20.00)   Card: Visa •••• {pin(4)}
Transaction id: ch_{b62(24)}"""


@cln
def c_cert_pub():
    lines = "\n".join(g.b64(48) for _ in range(6))
    return f"""# stream.{slug()}.example TLS certificate (public)
-----BEGIN CERTIFICATE-----
{lines}
-----END CERTIFICATE-----"""


@cln
def c_spotify_uris():
    return f"spotify:show:{b62(22)}  spotify:episode:{b62(22)}  spotify:episode:{b62(22)}"


@cln
def c_b64_test():
    return f"""def test_id3_roundtrip():
    frame = base64.b64decode("{g.b64(40)}")
    assert parse_apic(frame).mime == "image/jpeg\""""


@cln
def c_placeholder_code():
    return f"""assemblyai:
  api_key: ${{ASSEMBLYAI_API_KEY}}
icecast:
  source_password: "{{{{ vault_icecast_source_password }}}}"
  host: stream.{slug()}.example"""


@cln
def c_libsyn_docs():
    return f"""Libsyn API quickstart (internal copy)
1. Request a client id + secret from Libsyn support.
2. POST /oauth with grant_type=password, your login e-mail and password.
3. Use the returned access_token as `Authorization: Bearer <access_token>`.
Show id for {r.choice(SHOWS)}: {r.randint(100000, 999999)}"""


@cln
def c_guest_calendar():
    return f"""Recording: {r.choice(SHOWS)} with guest
When: Thu {r.randint(1, 28)} Dec 2026 16:00 CET
Studio link will be sent 30 min before. Meeting ID: {r.randint(100, 999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"""

# ---------------------------------------------------------------- write


def write(secrets, clean):
    here = Path(__file__).resolve().parent
    with open(here / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(here / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


def main():
    secrets = []
    for i in range(250):
        cls, text, vals = S[i % len(S)]()
        vals = list(dict.fromkeys(vals))
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append((cls, text, vals))
    r.shuffle(secrets)
    clean = [C[i % len(C)]() for i in range(100)]
    allv = [v for _, _, vs in secrets for v in vs]
    for t in clean:
        for v in allv:
            assert v not in t, v
    write(secrets, clean)


if __name__ == "__main__":
    main()
