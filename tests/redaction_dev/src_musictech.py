"""Blind redaction source "musictech" (round 39, helper corpora11): music and audio software.

Spotify/SoundCloud/Apple Music/Last.fm/Discogs APIs, plugin licensing and activation (iLok/PACE wraptool, Keygen,
serials), notarizing plugin installers, distribution and royalty platforms (DistroKid, FUGA, DDEX SFTP deliveries,
Revelator, Curve), stem storage (S3, B2, R2, Wasabi, Dropbox), radio streaming (Icecast, Liquidsoap, AzuraCast),
audio recognition APIs, Subsonic/Plex/Jellyfin. Seeded; imports only the standard library and _tokens.
"""
from __future__ import annotations

import base64
import hashlib
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "musictech"
G = Gen(3901)
r = G.r
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["reverb", "tape", "chorus", "vinyl", "octave", "bassline", "snare", "falsetto", "tremolo", "groove",
         "cadence", "sustain", "mixdown", "stems", "encore", "synth", "lullaby", "backbeat", "harmonica", "cello"]


def phrase(n=4, sep="-"):
    return sep.join(r.choice(WORDS) for _ in range(n))


def wordnum():
    return r.choice(["Mixdown", "Gibson", "Fender", "Marshall", "Moog", "Roland", "Tascam", "Neve", "Studio", "Beats"]) + \
        str(r.randint(1, 9999)) + r.choice(["", "!", "#", "$", "?"])


def pin(n=4):
    return "".join(r.choice(DIG) for _ in range(n))


def legacy():
    return r.choice(["music", "radio", "dj", "studio", "band", "label"]) + str(r.randint(1, 99))


def pw():
    k = r.randint(0, 5)
    if k == 0:
        return phrase(r.randint(3, 5), r.choice(["-", ".", "_"]))
    if k == 1:
        return wordnum()
    if k == 2:
        return legacy()
    return G.pw()


def sp_access():
    return "BQ" + G.s(URLSAFE, r.randint(140, 180))


def sp_refresh():
    return "AQ" + G.s(URLSAFE, r.randint(120, 140))


def sc_token():
    return f"2-{r.randint(290000, 299999)}-{r.randint(10**8, 10**9)}-{G.s(B62, 14)}"


def b2_key():
    return "K00" + str(r.randint(1, 5)) + G.s(B62 + "+/", 27)


def b2_id():
    return "00" + str(r.randint(1, 5)) + G.hexs(22)


def keygen_key():
    return "-".join(G.s(UPPER + DIG, 6) for _ in range(5)) + "-V3"


def serial():
    return "-".join(G.s(UPPER + DIG, 4) for _ in range(r.choice([4, 5, 6])))


def app_pw():
    return "-".join(G.s(LOW, 4) for _ in range(4))


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def twitch_key():
    return f"live_{r.randint(10**8, 10**9)}_{G.s(B62, 30)}"


def email():
    return r.choice(["ops", "label", "releases", "dev", "mara", "jonas", "kenji", "lucia", "studio"]) + "@" + \
        r.choice(["northtide-records.com", "bluefader.audio", "mixlab.io", "eightbar.fm", "lowend.studio"])


def track_id():
    return G.s(B62, 22)


def isrc():
    return r.choice(["US", "GB", "DE", "FR", "SE", "JP"]) + G.s(UPPER + DIG, 3) + str(r.randint(20, 26)) + pin(5)


S = []
C = []


def sec(f):
    S.append(f)
    return f


def cln(f):
    C.append(f)
    return f


# ---------------------------------------------------------------- secrets
@sec
def spotify_env():
    cs = G.hexs(32)
    rt = sp_refresh()
    t = (f"# .env — playlist sync worker\nSPOTIFY_CLIENT_ID={G.hexs(32)}\nSPOTIFY_CLIENT_SECRET={cs}\n"
         f"SPOTIFY_REFRESH_TOKEN={rt}\nSPOTIFY_REDIRECT_URI=http://127.0.0.1:8888/callback\nPLAYLIST_ID={track_id()}\n")
    return "name-context", t, [cs, rt]


@sec
def spotify_curl():
    cid, cs = G.hexs(32), G.hexs(32)
    b = basic(cid, cs)
    t = (f"$ curl -s -X POST https://accounts.spotify.com/api/token \\\n    -H 'Authorization: Basic {b}' \\\n"
         f"    -d grant_type=client_credentials\n{{\"access_token\":\"BQ...\",\"token_type\":\"Bearer\",\"expires_in\":3600}}")
    return "structural", t, [b]


@sec
def spotify_bearer():
    at = sp_access()
    t = (f"GET /v1/me/player/currently-playing HTTP/1.1\nHost: api.spotify.com\nAuthorization: Bearer {at}\n"
         f"Accept: application/json\n\nHTTP/1.1 204 No Content")
    return "structural", t, [at]


@sec
def spotipy_py():
    cs = G.hexs(32)
    t = ("import spotipy\nfrom spotipy.oauth2 import SpotifyOAuth\n\n"
         f"sp = spotipy.Spotify(auth_manager=SpotifyOAuth(\n    client_id=\"{G.hexs(32)}\",\n    client_secret=\"{cs}\",\n"
         "    redirect_uri=\"http://127.0.0.1:9090\",\n    scope=\"playlist-modify-private user-library-read\"))\n"
         "for item in sp.current_user_saved_tracks(limit=50)['items']:\n    print(item['track']['name'])\n")
    return "name-context", t, [cs]


@sec
def spotipy_cache():
    at, rt = sp_access(), sp_refresh()
    t = ("$ cat .cache\n" + json.dumps({"access_token": at, "token_type": "Bearer", "expires_in": 3600,
                                        "scope": "playlist-modify-private", "expires_at": 1764800000 + r.randint(0, 99999),
                                        "refresh_token": rt}))
    return "name-context", t, [at, rt]


@sec
def soundcloud_js():
    cs = G.s(B62, 32)
    t = ("// soundcloud-uploader/config.js\nmodule.exports = {\n"
         f"  clientId: '{G.s(B62, 32)}',\n  clientSecret: '{cs}',\n  redirectUri: 'https://uploader.eightbar.fm/sc/callback',\n"
         "  defaultSharing: 'private',\n};\n")
    return "name-context", t, [cs]


@sec
def soundcloud_oauth_hdr():
    tok = sc_token()
    t = (f"> POST /tracks HTTP/2\n> Host: api.soundcloud.com\n> Authorization: OAuth {tok}\n> Content-Type: multipart/form-data; "
         f"boundary=------------------------{G.hexs(16)}\n>\n< HTTP/2 201\n< content-type: application/json; charset=utf-8")
    return "structural", t, [tok]


@sec
def musickit_p8():
    block, _ = G.pem("PRIVATE KEY")
    kid = G.s(UPPER + DIG, 10)
    t = f"$ cat AuthKey_{kid}.p8\n{block}\n$ echo $MUSICKIT_KEY_ID\n{kid}"
    return "self-identifying", t, [block.split("\n")[2]]


@sec
def musickit_dev_token():
    j = G.jwt()
    t = (f"# Apple Music API — developer token (valid 180 days) generated by scripts/mint_token.rb\n"
         f"curl -H 'Authorization: Bearer {j}' \\\n     'https://api.music.apple.com/v1/catalog/us/songs?filter[isrc]={isrc()}'")
    return "self-identifying", t, [j]


@sec
def music_user_token():
    mut = "A" + G.s(B62 + "+/", r.randint(180, 220)) + "="
    t = (f"GET /v1/me/library/playlists HTTP/1.1\nHost: api.music.apple.com\nAuthorization: Bearer <developer token>\n"
         f"Music-User-Token: {mut}\nOrigin: https://player.eightbar.fm")
    return "structural", t, [mut]


@sec
def lastfm_ini():
    ss = G.hexs(32)
    sk = G.s(B62 + "-_", 32)
    t = (f"[lastfm]\napi_key = {G.hexs(32)}\nshared_secret = {ss}\nsession_key = {sk}\nusername = scrobble_bot\n")
    return "name-context", t, [ss, sk]


@sec
def discogs_token():
    tok = G.s(string.ascii_letters, 40)
    v = r.randint(0, 1)
    if v:
        t = f"$ curl -H 'Authorization: Discogs token={tok}' https://api.discogs.com/users/crate_digger/collection/folders/0/releases"
        return "structural", t, [tok]
    t = f"import discogs_client\nd = discogs_client.Client('CrateSync/1.4', user_token='{tok}')\nme = d.identity()\n"
    return "name-context", t, [tok]


@sec
def genius_token():
    tok = G.s(URLSAFE, 64)
    t = f"GENIUS_ACCESS_TOKEN={tok}\nGENIUS_CLIENT_ID={G.s(URLSAFE, 64)}\nLYRICS_CACHE_DIR=/var/cache/lyrics\n"
    return "name-context", t, [tok]


@sec
def wraptool():
    p = pw()
    t = (f"$ wraptool sign --verbose --account northtide_dev --password '{p}' \\\n    --wcguid {G.uuid().upper()} "
         f"--signid \"Developer ID Application: Northtide Audio ({G.s(UPPER + DIG, 10)})\" \\\n"
         f"    --in build/Release/Tapeverb.aaxplugin --out signed/Tapeverb.aaxplugin\n"
         "wraptool: Signing 'Tapeverb.aaxplugin' ... done")
    return "structural", t, [p]


@sec
def wraptool_ci():
    p, kp = pw(), pw()
    t = ("# .gitlab-ci.yml (aax job)\nsign_aax:\n  stage: package\n  tags: [macos]\n  variables:\n"
         f"    PACE_ACCOUNT: northtide_ci\n    PACE_PASSWORD: \"{p}\"\n    PACE_KEYPASSWORD: \"{kp}\"\n"
         "  script:\n    - wraptool sign --account $PACE_ACCOUNT --password $PACE_PASSWORD --keyfile certs/aax.p12 "
         "--keypassword $PACE_KEYPASSWORD --wcguid $WCGUID --in \"$AAX\" --out \"$AAX\"\n")
    return "name-context", t, [p, kp]


@sec
def ilok_chat():
    p = pw()
    lang = r.randint(0, 3)
    msg = [f"iLok account for the mastering room is ntstudio_b / {p} — don't change it, the Pro Tools rig logs in on boot",
           f"Der iLok-Login fürs Studio B: ntstudio_b, Passwort {p}. Bitte nicht ändern, sonst fehlen die Lizenzen.",
           f"Para o iLok da sala B: usuário ntstudio_b, senha {p} (não trocar, o Pro Tools usa no boot)",
           f"スタジオBのiLokアカウント: ntstudio_b / パスワード {p} 変更しないでください"][lang]
    return "structural", f"[#studio-tech] mara: {msg}", [p]


@sec
def notarytool():
    p = app_pw()
    t = (f"$ xcrun notarytool submit TapeverbInstaller.pkg --apple-id {email()} --password {p} --team-id "
         f"{G.s(UPPER + DIG, 10)} --wait\nConductor: Submission ID received\n  id: {G.uuid()}\nProcessing complete\n  status: Accepted")
    return "structural", t, [p]


@sec
def keygen_validate():
    lk = keygen_key()
    t = (f"$ curl -X POST https://api.keygen.sh/v1/accounts/{G.uuid()}/licenses/actions/validate-key \\\n"
         f"  -H 'Content-Type: application/vnd.api+json' \\\n  -d '{{\"meta\":{{\"key\":\"{lk}\",\"scope\":{{\"fingerprint\":\"{G.hexs(64)}\"}}}}}}'\n"
         "{\"meta\":{\"valid\":true,\"detail\":\"is valid\",\"code\":\"VALID\"}}")
    return "name-context", t, [lk]


@sec
def keygen_product_token():
    tok = "prod-" + G.hexs(64) + "v3"
    t = (f"KEYGEN_ACCOUNT_ID={G.uuid()}\nKEYGEN_PRODUCT_ID={G.uuid()}\nKEYGEN_PRODUCT_TOKEN={tok}\n"
         "# product token: can create licenses, keep it on the license server only\n")
    return "self-identifying", t, [tok]


@sec
def plugin_serial():
    s = serial()
    v = r.randint(0, 2)
    if v == 0:
        t = f"Hi, I bought Tapeverb Pro in the Black Friday bundle. Serial {s} says 'already activated on 3 machines'. Can you reset it?"
    elif v == 1:
        t = f"<?xml version=\"1.0\"?>\n<Registration>\n  <Product>Tapeverb Pro</Product>\n  <User>{email()}</User>\n  <SerialNumber>{s}</SerialNumber>\n</Registration>"
    else:
        t = f"[2026-11-30 22:14:09] LicenseManager: activating with serial={s} machine={G.hexs(16)}\n[2026-11-30 22:14:10] LicenseManager: server said OK, seats 2/3"
    return "name-context", t, [s]


@sec
def juce_unlock_key():
    priv = f"{G.hexs(64)},{G.hexs(128)}"
    t = ("// Source/LicenseKeys.h  (do not ship — server side only)\n#pragma once\n"
         f"// JUCE OnlineUnlockStatus RSA key pair, generated with juce::RSAKey::createKeyPair\nstatic const char* kPublicKey  = \"{G.hexs(6)},{G.hexs(128)}\";\n"
         f"static const char* kPrivateKey = \"{priv}\";\n")
    return "name-context", t, [priv]


@sec
def distrokid_chat():
    p, code = pw(), pin(6)
    t = (f"ticket #{r.randint(20000, 99999)} — release stuck in 'processing'\nreporter: jonas\n> login for the label DistroKid account: "
         f"{email()} pw {p}\n> the 2FA code it just sent me was {code} if you're quick")
    return "structural", t, [p, code]


@sec
def fuga_api():
    p = pw()
    t = (f"$ curl -s -c cookies.txt -X POST https://next.fugamusic.com/api/v2/login \\\n"
         f"    -H 'Content-Type: application/json' -d '{{\"name\":\"northtide_api\",\"password\":\"{p}\"}}'\n"
         "{\"user\":{\"id\":4412,\"name\":\"northtide_api\"}}")
    return "structural", t, [p]


@sec
def ddex_sftp():
    p = pw()
    host = r.choice(["sftp.ddex-delivery.spotify.example", "ingest.dsp-partner.net", "delivery.merlin-feeds.org"])
    t = ("# ddex_delivery.yaml — ERN 4.3 batch delivery\n"
         f"recipients:\n  - party_id: PADPIDA{pin(10)}\n    protocol: sftp\n    host: {host}\n    port: 22\n"
         f"    username: northtide_ern\n    password: \"{p}\"\n    remote_dir: /inbox/batches\n")
    return "name-context", t, [p]


@sec
def ddex_sftp_key():
    block, line = G.pem("OPENSSH PRIVATE KEY")
    t = f"Read(deploy/ddex/id_ed25519_dsp)\n{block}\n"
    return "self-identifying", t, [line]


@sec
def revelator():
    k = G.s(B62, 40)
    t = ("<?php\n// royalties/config/revelator.php\nreturn [\n    'base_url' => 'https://api.revelator.com',\n"
         f"    'partner_user' => 'northtide',\n    'partner_api_key' => '{k}',\n    'statement_period' => '2026-Q3',\n];\n")
    return "name-context", t, [k]


@sec
def royalty_db():
    p = pw()
    u = f"postgresql://royalty_etl:{p}@royalties-db.internal:5432/statements?sslmode=require"
    t = f"[2026-12-01T03:00:02Z] curve-import: connecting to {u}\n[2026-12-01T03:00:03Z] curve-import: 18204 statement lines loaded"
    return "structural", t, [p]


@sec
def royalty_mssql():
    p = pw()
    t = ("{\n  \"ConnectionStrings\": {\n"
         f"    \"Royalties\": \"Server=tcp:royalty-sql.northtide.local,1433;Database=Payouts;User Id=payout_svc;Password={p};Encrypt=True\"\n"
         "  },\n  \"Payouts\": { \"MinimumBalance\": 25.0, \"Currency\": \"EUR\" }\n}")
    return "structural", t, [p]


@sec
def stems_s3():
    ak, sk = G.aws_akid(), G.aws_secret()
    t = (f"[stems-archive]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = eu-central-1\n")
    return "self-identifying", t, [ak, sk]


@sec
def stems_b2():
    k = b2_key()
    t = (f"$ b2 account authorize {b2_id()} {k}\nUsing https://api.backblazeb2.com\n"
         "$ b2 sync ./stems/ b2://northtide-stems/2026/album-07/")
    return "self-identifying", t, [k]


@sec
def stems_rclone():
    s = G.hexs(64)
    t = ("# ~/.config/rclone/rclone.conf\n[r2stems]\ntype = s3\nprovider = Cloudflare\n"
         f"access_key_id = {G.hexs(32)}\nsecret_access_key = {s}\nendpoint = https://{G.hexs(32)}.r2.cloudflarestorage.com\nacl = private\n")
    return "name-context", t, [s]


@sec
def stems_wasabi():
    ak, sk = G.s(UPPER + DIG, 20), G.s(B62, 40)
    t = (f"WASABI_ACCESS_KEY={ak}\nWASABI_SECRET_KEY={sk}\nWASABI_BUCKET=session-stems-raw\nWASABI_ENDPOINT=s3.eu-central-2.wasabisys.com\n")
    return "name-context", t, [sk]


@sec
def dropbox_stems():
    tok = "sl." + G.s(URLSAFE, r.randint(130, 150))
    t = (f"import dropbox\n\ndbx = dropbox.Dropbox(\"{tok}\")\nfor entry in dbx.files_list_folder('/Stems/Album07').entries:\n"
         "    print(entry.name)\n")
    return "self-identifying", t, [tok]


@sec
def icecast_xml():
    sp, ap = pw(), pw()
    t = ("<icecast>\n  <authentication>\n"
         f"    <source-password>{sp}</source-password>\n    <relay-password>{G.pw()}</relay-password>\n"
         f"    <admin-user>admin</admin-user>\n    <admin-password>{ap}</admin-password>\n  </authentication>\n</icecast>")
    return "name-context", t, [sp, ap, t.split("<relay-password>")[1].split("<")[0]]


@sec
def liquidsoap():
    p = pw()
    t = ("# radio.liq\nradio = playlist(\"/srv/music/rotation.m3u\")\n"
         f"output.icecast(%mp3(bitrate=192), host=\"stream.eightbar.fm\", port=8000,\n  password=\"{p}\", mount=\"/live.mp3\", radio)\n")
    return "name-context", t, [p]


@sec
def icecast_url():
    p = pw()
    t = f"$ ffmpeg -re -i set.flac -c:a libmp3lame -b:a 192k -content_type audio/mpeg -f mp3 icecast://source:{p}@stream.eightbar.fm:8000/live"
    return "structural", t, [p]


@sec
def azuracast():
    k = G.hexs(16) + ":" + G.hexs(32)
    t = f"$ curl -H 'X-API-Key: {k}' https://radio.eightbar.fm/api/station/1/restart -X POST\n{{\"success\":true,\"message\":\"Station restarted.\"}}"
    return "structural", t, [k]


@sec
def twitch_obs():
    k = twitch_key()
    t = ("$ cat ~/.config/obs-studio/basic/profiles/LiveSet/service.json\n" + json.dumps(
        {"settings": {"bwtest": False, "key": k, "server": "auto", "service": "Twitch"}, "type": "rtmp_common"}, indent=2))
    return "name-context", t, [k]


@sec
def acrcloud():
    sec_ = G.s(B62, 40)
    t = ("config = {\n    'host': 'identify-eu-west-1.acrcloud.com',\n"
         f"    'access_key': '{G.hexs(32)}',\n    'access_secret': '{sec_}',\n    'timeout': 10,\n}}\nrecognizer = ACRCloudRecognizer(config)\n")
    return "name-context", t, [sec_]


@sec
def audd_query():
    tok = G.hexs(32)
    t = f"INFO  fingerprint-worker POST https://api.audd.io/?api_token={tok}&return=apple_music,spotify status=200 ms=812"
    return "structural", t, [tok]


@sec
def subsonic():
    p = pw()
    enc = p.encode().hex()
    t = (f"127.0.0.1 - - [02/Dec/2026:21:40:11 +0000] \"GET /rest/stream.view?u=mara&p=enc:{enc}&v=1.16.1&c=DSub&id=8812 HTTP/1.1\" 200 5812211")
    return "structural", t, [enc]


@sec
def plex_token():
    tok = G.s(B62 + "-_", 20)
    t = f"curl 'http://192.168.1.40:32400/library/sections/3/refresh?X-Plex-Token={tok}'"
    return "structural", t, [tok]


@sec
def jellyfin():
    k = G.hexs(32)
    t = f"services:\n  beets-sync:\n    image: ghcr.io/eightbar/beets-sync:1.8\n    environment:\n      JELLYFIN_URL: http://jellyfin:8096\n      JELLYFIN_API_KEY: {k}\n"
    return "name-context", t, [k]


@sec
def stripe_beatstore():
    sk = "sk_live_" + G.s(B62, 99)
    wh = "whsec_" + G.s(B62, 32)
    t = (f"# beat store (.env.production)\nSTRIPE_SECRET_KEY={sk}\nSTRIPE_WEBHOOK_SECRET={wh}\nLICENSE_PDF_BUCKET=beat-leases\n")
    return "self-identifying", t, [sk, wh]


@sec
def dolby_io():
    k, s = G.s(B62 + "=", 24), G.s(B62 + "=", 44)
    b = basic(k, s)
    t = (f"POST /v1/media/enhance HTTP/1.1\nHost: api.dolby.com\nAuthorization: Basic {b}\nContent-Type: application/json\n\n"
         "{\"input\":\"dlb://in/vox_take3.wav\",\"output\":\"dlb://out/vox_take3_enh.wav\"}")
    return "structural", t, [b]


@sec
def chartmetric():
    rt = G.s(B62, 64)
    t = f"import requests\nr = requests.post('https://api.chartmetric.com/api/token', json={{'refreshtoken': '{rt}'}})\ntoken = r.json()['token']\n"
    return "name-context", t, [rt]


@sec
def hook_payload():
    cs = G.hexs(32)
    inner = f"DEEZER_APP_ID={r.randint(100000, 999999)}\nDEEZER_SECRET_KEY={cs}\nTIDAL_CLIENT_ID={G.s(B62, 16)}\n"
    t = json.dumps({"session_id": G.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                    "tool_input": {"file_path": "/home/dev/catalog-sync/.env"},
                    "tool_response": {"file": {"filePath": "/home/dev/catalog-sync/.env", "content": inner}}})
    return "name-context", t, [cs]


@sec
def hook_bash():
    p = pw()
    cmd = f"mysql -h catalog-db -u catalog_rw -p'{p}' label_catalog -e 'select count(*) from releases'"
    t = json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd, "description": "count releases"}})
    return "structural", t, [p]


@sec
def diff_secret():
    k = G.hexs(32)
    t = ("diff --git a/config/settings.py b/config/settings.py\n@@ -12,7 +12,7 @@ LASTFM = {\n"
         f"     'api_key': os.environ['LASTFM_API_KEY'],\n-    'api_secret': os.environ['LASTFM_API_SECRET'],\n+    'api_secret': '{k}',  # TODO revert\n }}\n")
    return "name-context", t, [k]


@sec
def notebook_cell():
    cs = G.hexs(32)
    src = ["import spotipy\n", "from spotipy.oauth2 import SpotifyClientCredentials\n",
           f"auth = SpotifyClientCredentials('{G.hexs(32)}', '{cs}')\n", "sp = spotipy.Spotify(auth_manager=auth)\n",
           "feats = sp.audio_features(ids)"]
    t = json.dumps({"cell_type": "code", "execution_count": 7, "metadata": {}, "outputs": [], "source": src}, indent=1)
    return "name-context", t, [cs]


@sec
def stack_trace():
    p = pw()
    t = ("Traceback (most recent call last):\n  File \"/app/royalty/ingest.py\", line 88, in <module>\n    conn = pymysql.connect(host='10.2.0.14', user='statements', "
         f"password='{p}', db='royalty')\n  File \"/usr/lib/python3/dist-packages/pymysql/connections.py\", line 353, in __init__\n"
         "pymysql.err.OperationalError: (2003, \"Can't connect to MySQL server on '10.2.0.14' (timed out)\")")
    return "structural", t, [p]


@sec
def go_youtube():
    k = G.google_api()
    t = ("package main\n\nimport \"google.golang.org/api/youtube/v3\"\n\n"
         f"const ytKey = \"{k}\" // channel stats for the label dashboard\n\nfunc main() {{\n\tsvc, _ := youtube.NewService(ctx, option.WithAPIKey(ytKey))\n\t_ = svc\n}}\n")
    return "self-identifying", t, [k]


@sec
def csharp_licensing():
    k = G.b64(32)
    t = ("// PluginLicensing/LicenseServer.cs\npublic static class LicenseSigning\n{\n"
         f"    // HMAC key for offline activation responses\n    private const string ActivationHmacKey = \"{k}\";\n}}\n")
    return "name-context", t, [k]


@sec
def java_props():
    p = pw()
    t = (f"# sonos-bridge.properties\nsonos.control.client.id={G.uuid()}\nsonos.control.client.secret={p}\n"
         "sonos.control.redirect=https://bridge.eightbar.fm/oauth\n")
    return "name-context", t, [p]


@sec
def hcl_tf():
    sk = G.aws_secret()
    t = ("provider \"aws\" {\n  region     = \"us-east-1\"\n"
         f"  access_key = \"{G.aws_akid()}\"\n  secret_key = \"{sk}\"\n}}\n\nresource \"aws_s3_bucket\" \"masters\" {{\n  bucket = \"northtide-masters-24bit\"\n}}\n")
    return "name-context", t, [sk]


@sec
def ruby_bandcamp():
    s = G.s(B62, 40)
    t = ("# lib/bandcamp_sales.rb\nclass BandcampSales\n  CLIENT_ID = 512\n"
         f"  CLIENT_SECRET = \"{s}\"\n  TOKEN_URL = \"https://bandcamp.com/oauth_token\"\nend\n")
    return "name-context", t, [s]


@sec
def toml_cfg():
    t_ = G.s(B62, 32)
    t = f"[beatport]\nusername = \"northtide_sync\"\npassword = \"{t_}\"\nclient = \"catalog-sync\"\n"
    return "structural", t, [t_]


@sec
def shell_history():
    p = pw()
    t = (f"  501  cd ~/code/royalty-portal\n  502  export SOUNDEXCHANGE_PASSWORD='{p}'\n  503  python fetch_statements.py --period 2026-10\n  504  history | tail")
    return "name-context", t, [p]


@sec
def mongo_url():
    p = pw()
    t = f"MONGO_URL=mongodb+srv://stems_api:{p}@stems-cluster.ab12c.mongodb.net/stems?retryWrites=true&w=majority\n"
    return "structural", t, [p]


@sec
def redis_queue():
    p = pw()
    t = f"celery -A transcoder worker -Q mastering --broker 'redis://:{p}@queue.mixlab.io:6379/2' --concurrency 4"
    return "structural", t, [p]


@sec
def selfid_misc():
    name, tok, mark = G.self_identifying()
    where = r.choice(["GITHUB_TOKEN", "RELEASE_TOKEN", "NOTIFY_TOKEN", "UPLOAD_TOKEN"])
    t = f"# scripts/release_plugin.sh — ships VST3/AU/AAX to the download server\nexport {where}={tok}\n./tools/upload.sh dist/*.zip\n"
    return "self-identifying", t, [mark]


@sec
def slack_release():
    h = G.slack_webhook()
    mark = h.rsplit("/", 1)[1]
    t = f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"Album 07 delivered to 42 DSPs\"}}' {h}"
    return "self-identifying", t, [mark]


@sec
def spanish_ticket():
    p = pw()
    t = f"Hola equipo, la cuenta de TuneCore del sello es {email()} y la contraseña es {p}. Necesito que alguien revise las regalías de octubre."
    return "structural", t, [p]


@sec
def french_chat():
    k = G.hexs(32)
    t = f"salut, pour le scrobbler il faut la clé secrète Last.fm : {k} (api secret, pas la clé publique)"
    return "name-context", t, [k]


@sec
def songtrust_basic():
    p = pw()
    b = basic("publishing@northtide-records.com", p)
    t = f"2026-12-02 09:12:44 DEBUG requests: GET https://api.songtrust.example/v1/works headers={{'Authorization': 'Basic {b}', 'Accept': 'application/json'}}"
    return "structural", t, [b]


@sec
def webhook_secret():
    k = G.b64(32)
    t = f"# distribution webhook (release.delivered / release.takedown)\nDISTRIBUTION_WEBHOOK_SIGNING_SECRET={k}\nDISTRIBUTION_WEBHOOK_URL=https://label.northtide-records.com/hooks/dist\n"
    return "name-context", t, [k]


# ---------------------------------------------------------------- clean
@cln
def c_spotify_ids():
    return json.dumps({"uri": f"spotify:track:{track_id()}", "album": {"id": track_id(), "release_date": "2026-10-17"},
                       "external_ids": {"isrc": isrc()}, "preview_url": f"https://p.scdn.co/mp3-preview/{G.hexs(40)}?cid={G.hexs(32)}",
                       "images": [{"url": f"https://i.scdn.co/image/ab67616d0000b273{G.hexs(24)}", "height": 640}]}, indent=2)


@cln
def c_pkce_js():
    return ("// PKCE flow: no client secret in the browser\nconst clientId = '" + G.hexs(32) + "';\n"
            "const params = new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri,\n"
            "  code_challenge_method: 'S256', code_challenge: await sha256b64url(verifier) });\n")


@cln
def c_env_example():
    return ("# .env.example — copy to .env and fill in\nSPOTIFY_CLIENT_ID=\nSPOTIFY_CLIENT_SECRET=<from developer dashboard>\n"
            "SPOTIFY_REFRESH_TOKEN=changeme\nLASTFM_API_SECRET=your-lastfm-secret\nB2_APPLICATION_KEY=\n# build " + G.hexs(7))


@cln
def c_env_refs():
    return (f"services:\n  catalog-sync:\n    image: ghcr.io/northtide/catalog-sync@sha256:{G.sha256()}\n    environment:\n"
            "      SPOTIFY_CLIENT_SECRET: ${SPOTIFY_CLIENT_SECRET}\n      DISCOGS_TOKEN: ${DISCOGS_TOKEN:?missing}\n")


@cln
def c_ddex_ern():
    return (f"<ern:NewReleaseMessage MessageSchemaVersionId=\"ern/43\">\n  <MessageHeader>\n    <MessageId>{G.hexs(32).upper()}</MessageId>\n"
            f"    <MessageSender><PartyId>PADPIDA{pin(10)}</PartyId></MessageSender>\n    <MessageCreatedDateTime>2026-11-{r.randint(10, 28)}T10:00:00Z</MessageCreatedDateTime>\n"
            f"  </MessageHeader>\n  <ResourceList><SoundRecording><ResourceId><ISRC>{isrc()}</ISRC></ResourceId>\n"
            f"  <TechnicalDetails><File><HashSum><Algorithm>MD5</Algorithm><HashSumValue>{G.hexs(32)}</HashSumValue></HashSum></File></TechnicalDetails>\n"
            "  </SoundRecording></ResourceList>\n</ern:NewReleaseMessage>")


@cln
def c_vst3_uid():
    return (f"// Tapeverb VST3 class ids (FUIDs) — public, registered in every host's plugin cache\n"
            f"static const Steinberg::FUID kProcessorUID (0x{G.hexs(8).upper()}, 0x{G.hexs(8).upper()}, 0x{G.hexs(8).upper()}, 0x{G.hexs(8).upper()});\n"
            f"static const Steinberg::FUID kControllerUID (0x{G.hexs(8).upper()}, 0x{G.hexs(8).upper()}, 0x{G.hexs(8).upper()}, 0x{G.hexs(8).upper()});\n")


@cln
def c_jucer():
    return (f"<JUCERPROJECT id=\"{G.s(B62, 6)}\" name=\"Tapeverb\" projectType=\"audioplug\" version=\"2.{r.randint(0, 9)}.{r.randint(0, 9)}\"\n"
            f"  pluginManufacturerCode=\"Ntde\" pluginCode=\"{G.s(UPPER, 1)}{G.s(LOW, 3)}\" aaxIdentifier=\"com.northtide.tapeverb\"\n"
            f"  bundleIdentifier=\"com.northtide.tapeverb\" companyName=\"Northtide Audio\"/>")


@cln
def c_auval():
    return (f"$ auval -v aufx {G.s(LOW, 4)} Ntde\n    AU Validation Tool\n    Version: 1.10.0\n--------------------------------------------------\n"
            f"VALIDATING AUDIO UNIT: 'aufx' - 'tpvb' - 'Ntde'\nManufacturer String: Northtide\nAU Version: 2.{r.randint(0, 9)}.0\n"
            "* * PASS\nAU VALIDATION SUCCEEDED.")


@cln
def c_notary_log():
    return json.dumps({"logFormatVersion": 1, "jobId": G.uuid(), "status": "Accepted", "archiveFilename": "TapeverbInstaller.pkg",
                       "sha256": G.sha256(), "ticketContents": [{"path": "TapeverbInstaller.pkg/Tapeverb.vst3",
                                                                 "digestAlgorithm": "SHA-256", "cdhash": G.hexs(40)}]}, indent=2)


@cln
def c_wraptool_doc():
    return ("Signing AAX with PACE: `wraptool sign --account <pace-account> --password \"$PACE_PASSWORD\" --wcguid <wrap-config-guid> "
            f"--in <plugin> --out <plugin>`. The wcguid ({G.uuid().upper()} for Tapeverb) identifies the wrap configuration, it is not a credential.")


@cln
def c_ilok_assets():
    return (f"License Manager export {r.randint(1, 28)}.11.2026\nAsset\tProduct\tLocation\nA-{pin(8)}\tTapeverb Pro\tiLok 3 #{pin(10)}\n"
            f"A-{pin(8)}\tFilterbank\tiLok Cloud\nA-{pin(8)}\tGlue Comp\tThis computer")


@cln
def c_mbid():
    return json.dumps({"recording": {"id": G.uuid(), "title": "Northern Tide", "length": r.randint(150000, 320000)},
                       "releases": [{"id": G.uuid(), "barcode": "0" + pin(11)}], "acoustid": G.uuid()}, indent=2)


@cln
def c_acoustid_fp():
    return f"$ fpcalc -length 120 vox_take3.wav\nDURATION=214\nFINGERPRINT=AQAA{G.s(URLSAFE, 180)}"


@cln
def c_loudness():
    return (f"$ ffmpeg -i master_{G.hexs(6)}.wav -af loudnorm=print_format=json -f null -\n" + json.dumps(
        {"input_i": f"-{r.randint(8, 14)}.{r.randint(0, 99)}", "input_tp": f"-{r.randint(0, 2)}.{r.randint(0, 99)}", "input_lra": "6.10",
         "input_thresh": "-24.01", "target_offset": "0.04"}, indent=1))


@cln
def c_royalty_csv():
    rows = ["Period,Store,Country,ISRC,UPC,Units,Net EUR"]
    for _ in range(4):
        rows.append(f"2026-10,{r.choice(['Spotify', 'Apple Music', 'Deezer', 'Tidal'])},{r.choice(['DE', 'US', 'BR', 'JP'])},{isrc()},0{pin(11)},{r.randint(1, 90000)},{r.randint(1, 900)}.{pin(2)}")
    return "\n".join(rows)


@cln
def c_stem_manifest():
    stems = ["kick", "snare", "bass", "vox_lead", "pads", "fx"]
    return json.dumps({"session": f"ALB07_T{r.randint(1, 12):02d}", "sample_rate": 48000, "bit_depth": 24,
                       "stems": [{"name": s + ".wav", "sha256": G.sha256(), "bytes": r.randint(10**7, 9 * 10**7)} for s in r.sample(stems, 4)]}, indent=2)


@cln
def c_bwf():
    return (f"$ bwfmetaedit --out-core vox_take3.wav\nDescription,Originator,OriginatorReference,OriginationDate,UMID\n"
            f"Lead vox take 3,Pro Tools,{G.s(UPPER + DIG, 32)},2026-11-{r.randint(10, 28)},{G.hexs(64).upper()}")


@cln
def c_sysex():
    return "F0 41 10 00 00 00 0E 12 " + " ".join(G.hexs(2).upper() for _ in range(r.randint(20, 40))) + " F7   ; Roland patch dump, bank A-" + str(r.randint(1, 64))


@cln
def c_gitlog():
    return "\n".join(f"{G.hexs(40)} {m}" for m in r.sample(["fix AU validation on arm64", "bump JUCE to 8.0.4", "add AAX wrap step",
                                                          "stem upload retries", "ERN 4.3 schema", "loudness gate -14 LUFS", "scrobble queue"], 4))


@cln
def c_lockfile():
    return (f"\"node_modules/spotify-web-api-node\": {{\n  \"version\": \"5.0.{r.randint(0, 9)}\",\n  \"resolved\": \"https://registry.npmjs.org/spotify-web-api-node/-/spotify-web-api-node-5.0.2.tgz\",\n"
            f"  \"integrity\": \"sha512-{G.b64(64)}\"\n}}")


@cln
def c_keygen_resp():
    return json.dumps({"data": {"id": G.uuid(), "type": "licenses", "attributes": {"name": "Tapeverb Pro", "key": "****-****-" + G.s(UPPER + DIG, 6),
                                                                                  "expiry": None, "status": "ACTIVE", "uses": r.randint(0, 3), "maxMachines": 3}},
                       "meta": {"ts": "2026-12-01T10:00:00Z", "valid": True, "code": "VALID"}}, indent=2)


@cln
def c_icecast_placeholder():
    return ("<icecast>\n  <authentication>\n    <source-password>${ICECAST_SOURCE_PASSWORD}</source-password>\n"
            "    <admin-user>admin</admin-user>\n    <admin-password>${ICECAST_ADMIN_PASSWORD}</admin-password>\n  </authentication>\n"
            f"  <hostname>stream{r.randint(1, 9)}.eightbar.fm</hostname>\n</icecast>")


@cln
def c_stream_status():
    return json.dumps({"icestats": {"admin": "icemaster@localhost", "server_id": "Icecast 2.4.4",
                                    "source": {"listenurl": "http://stream.eightbar.fm:8000/live.mp3", "listeners": r.randint(0, 900),
                                               "title": "Northtide - Tape Loops", "stream_start_iso8601": "2026-12-02T18:00:00+0000"}}}, indent=1)


@cln
def c_musickit_ids():
    return (f"# MusicKit token minting — identifiers only, the .p8 lives in the secrets store\nMUSICKIT_TEAM_ID={G.s(UPPER + DIG, 10)}\n"
            f"MUSICKIT_KEY_ID={G.s(UPPER + DIG, 10)}\nMUSICKIT_PRIVATE_KEY_PATH=/run/secrets/musickit.p8\n")


@cln
def c_jwt_header_doc():
    return ("Apple Music developer tokens are ES256 JWTs: header {\"alg\":\"ES256\",\"kid\":\"<KEY_ID>\"}, claims {\"iss\":\"<TEAM_ID>\", "
            f"\"iat\":{1764000000 + r.randint(0, 99999)}, \"exp\":...}}. Never commit the .p8; rotate it in the developer portal if it leaks.")


@cln
def c_pubkey():
    return f"-----BEGIN PUBLIC KEY-----\n" + "\n".join(G.b64(48) for _ in range(r.randint(2, 5))) + "\n-----END PUBLIC KEY-----\n# license-server verification key, embedded in the plugin binary"


@cln
def c_chat_rotate():
    return r.choice(["Rotated the Spotify client secret after the contractor left; new one is in 1Password under 'Catalog sync'.",
                     "Reminder: never paste iLok passwords in this channel, use the vault link.",
                     "Wir haben den B2-Schlüssel erneuert, der alte ist widerrufen. Details im Passwortmanager.",
                     "La clé Last.fm a été régénérée, mettez à jour vos .env depuis le coffre."]) + f" (ticket #{r.randint(1000, 99999)})"


@cln
def c_youtube_ids():
    return json.dumps({"kind": "youtube#video", "etag": G.s(URLSAFE, 27), "id": G.s(URLSAFE, 11),
                       "contentDetails": {"duration": f"PT{r.randint(2, 5)}M{r.randint(0, 59)}S", "licensedContent": True},
                       "statistics": {"viewCount": str(r.randint(1000, 10**7))}}, indent=1)


@cln
def c_soundcloud_urn():
    return f"{{\"urn\":\"soundcloud:tracks:{r.randint(10**8, 2 * 10**9)}\",\"permalink_url\":\"https://soundcloud.com/eightbar/{G.s(LOW, 8)}\",\"sharing\":\"private\",\"secret_token\":null,\"waveform_url\":\"https://wave.sndcdn.com/{G.s(B62, 12)}_m.png\"}}"


@cln
def c_beats_output():
    return f"$ essentia_streaming_extractor_music take.wav out.json && jq '.rhythm.bpm, .tonal.key_edma.key' out.json\n{r.randint(80, 175)}.{pin(3)}\n\"{r.choice(['A', 'C#', 'F', 'G'])}\"\n# run {G.uuid()}"


@cln
def c_hook_clean():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": "shasum -a 256 dist/Tapeverb-*.zip"},
                       "tool_response": {"stdout": f"{G.sha256()}  dist/Tapeverb-2.4.0-mac.zip\n{G.sha256()}  dist/Tapeverb-2.4.0-win.zip\n"}})


@cln
def c_upc_order():
    return f"Release ALB07 — UPC 0{pin(11)}, catalog NTR-{r.randint(100, 999)}, DistroKid order {G.hexs(8).upper()}, pre-save link https://distrokid.com/hyperfollow/northtide/{G.s(LOW, 10)}"


@cln
def c_iswc():
    return f"Work: \"Northern Tide\"  ISWC T-{pin(9)}-{r.randint(0, 9)}  IPI writer {pin(11)}  share 50%  PRO: {r.choice(['GEMA', 'ASCAP', 'BMI', 'SACEM', 'PRS'])}"


@cln
def c_b2_listing():
    return f"$ b2 ls --long b2://northtide-stems/2026/album-07/\n" + "\n".join(
        f"4_z{G.hexs(24)}_f{G.hexs(20)}  upload  2026-11-{r.randint(10, 28)}  {r.randint(10**7, 10**8)}  t{i:02d}_stems.zip" for i in range(1, 4))


@cln
def c_gha():
    return ("- name: Sign AAX\n  env:\n    PACE_PASSWORD: ${{ secrets.PACE_PASSWORD }}\n    NOTARY_PASSWORD: ${{ secrets.NOTARY_APP_PASSWORD }}\n"
            f"  run: ./ci/sign_aax.sh build/Tapeverb.aaxplugin  # runner {G.hexs(8)}")


@cln
def c_base64_audio():
    return f"const CLICK_WAV = 'data:audio/wav;base64,UklGR{G.b64(60)}'; // metronome click, 12 ms"


@cln
def c_prose_licensing():
    return r.choice(["Plugin licensing 101: the serial is the secret, the machine fingerprint and license id are not.",
                     "Our activation server only ever sees a SHA-256 of the machine id; the HMAC key never leaves the server.",
                     "iLok Cloud sessions need a network connection every 7 days; offline users should use a physical iLok."]) + f" Doc rev {G.hexs(7)}."


@cln
def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(G.b64(48) for _ in range(r.randint(4, 8))) + "\n-----END CERTIFICATE-----"


@cln
def c_twitch_placeholder():
    return json.dumps({"settings": {"key": "<your stream key>", "server": "auto", "service": "Twitch"}, "type": "rtmp_common",
                       "note": f"template {G.hexs(6)}"}, indent=2)


@cln
def c_notebook_env():
    return json.dumps({"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {}, "outputs": [],
                       "source": ["import os, spotipy\n", "auth = SpotifyClientCredentials(os.environ['SPOTIFY_CLIENT_ID'], os.environ['SPOTIFY_CLIENT_SECRET'])\n",
                                  f"df = fetch_features(playlist='{track_id()}')"]}, indent=1)


def write():
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = S[i % len(S)]()
            seen = []
            for s in secrets:
                assert s and s in text, (FAMILY, i, s)
                if s not in seen:
                    seen.append(s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": seen},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": C[i % len(C)]()}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
