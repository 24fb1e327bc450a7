"""Blind redaction source "gamemedia" (round 10): game servers and backends, streaming and media servers.

Dedicated-server configs (Minecraft, Source/CS2, Factorio, Valheim, Pterodactyl), Steam/steamcmd and GSLT,
Epic Online Services, PlayFab, Nakama, Photon, Unreal/Unity backend settings, Discord game-server bots and
webhooks; OBS/ffmpeg/RTMP stream keys, Twitch chat bots and Helix, YouTube, Icecast/Liquidsoap, Wowza,
Mux, LiveKit, Agora, Cloudinary, Vimeo, Spotify, Last.fm, TMDB, Plex/Jellyfin/*arr media servers.
Written 2026-12-02 by the helper "corpora2", blind; every value random. Imports nothing from memtool.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "gamemedia"
g = Gen(2210)
LOW = string.ascii_lowercase + string.digits
HOSTS = ["mc01.guild.example", "cs2-eu.frag.example", "game-3.lan", "10.0.4.21", "vps-29871.host.example"]
NAMES = ["nightowl", "dev_kaz", "mira", "buildbot", "serverops", "ptero-admin", "jonte", "ayla_dev"]


def n():
    return g.pick(NAMES)


def twitch_oauth():
    return "oauth:" + g.s(string.ascii_lowercase + string.digits, 30)


def twitch_key():
    return f"live_{g.r.randint(10**8, 10**9 - 1)}_{g.s(B62, 30)}"


def yt_key():
    return "-".join(g.s(string.ascii_lowercase + string.digits, 4) for _ in range(5))


def discord_bot():
    uid = str(g.r.randint(10**17, 10**18))
    import base64
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + g.s(URLSAFE, 6) + "." + g.s(URLSAFE, 38)


def ptero():
    return g.pick(["ptlc_", "ptla_"]) + g.s(B62, 43)


# ------------------------------------------------------------- self-identifying
def s_obs_twitch():
    k = twitch_key()
    return "self-identifying", f"$ cat ~/.config/obs-studio/basic/profiles/Untitled/service.json\n{json.dumps({'settings': {'bwtest': False, 'key': k, 'server': 'auto', 'service': 'Twitch'}, 'type': 'rtmp_common'})}\n", k


def s_ffmpeg_twitch():
    k = twitch_key()
    return "self-identifying", f"ffmpeg -re -i replay.mkv -c:v libx264 -preset veryfast -b:v 6000k -c:a aac -f flv rtmp://live.twitch.tv/app/{k}\n", k


def s_twitch_irc():
    t = twitch_oauth()
    return "self-identifying", g.pick([f"# bot.py\nimport socket\nsock = socket.socket()\nsock.connect((\"irc.chat.twitch.tv\", 6667))\nsock.send(\"PASS {t}\\r\\n\".encode())\nsock.send(\"NICK {n()}\\r\\n\".encode())\n",
                                       f"# .env (chat overlay)\nTWITCH_CHANNEL={n()}\nTMI_PASSWORD={t}\n"]), t


def s_discord_bot():
    t = discord_bot()
    return "self-identifying", g.pick([f"# status_bot.py — posts player count to #server-status\nclient.run(\"{t}\")\n",
                                       f"DISCORD_TOKEN={t}\nGUILD_ID={g.r.randint(10**17, 10**18)}\nRCON_HOST={g.pick(HOSTS)}\n"]), t


def s_discord_hook():
    tok = g.s(URLSAFE, 68)
    return "self-identifying", f"# server.cfg hook for the restart script\nWEBHOOK=\"https://discord.com/api/webhooks/{g.r.randint(10**17, 10**18)}/{tok}\"\ncurl -H 'Content-Type: application/json' -d '{{\"content\":\"server restarting in 5 min\"}}' \"$WEBHOOK\"\n", tok


def s_ptero():
    k = ptero()
    return "self-identifying", f"$ curl -s https://panel.{g.pick(['guild', 'frag', 'blocky'])}.example/api/client/servers/{g.hexs(8)}/power \\\n    -H 'Authorization: Bearer {k}' -H 'Accept: application/json' -d '{{\"signal\":\"restart\"}}'\n", k


def s_yt_api():
    k = g.google_api()
    return "self-identifying", f"// clip-fetcher/config.js\nmodule.exports = {{\n  youtubeApiKey: '{k}',\n  channelId: 'UC{g.s(URLSAFE, 22)}',\n}};\n", k


def s_p8():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"$ cat AuthKey_{g.s(UPPER + string.digits, 10)}.p8   # App Store Server API key for receipt validation\n{block}\n", line


def s_gamelift():
    a = g.aws_akid()
    return "self-identifying", f"[profile gamelift-deploy]\nregion = eu-central-1\naws_access_key_id = {a}\ncredential_process = /usr/local/bin/aws-vault export --format=json gamelift\n", a


def s_tmdb_v4():
    t = g.jwt()
    return "self-identifying", f"curl --request GET --url 'https://api.themoviedb.org/3/movie/popular?language=en-US&page=1' \\\n  --header 'Authorization: Bearer {t}' --header 'accept: application/json'\n", t


def s_slack_ops():
    t = g.slack()
    return "self-identifying", f"# matchmaker alerts\nSLACK_BOT={t}\nALERT_CHANNEL=#live-ops\n", t


# ------------------------------------------------------------- name-context
def n_rcon_mc():
    p = g.pw()
    return "name-context", f"#Minecraft server properties\n#{g.pick(['Sat', 'Sun', 'Mon'])} Nov 29 20:11:04 UTC 2026\nenable-rcon=true\nrcon.port=25575\nrcon.password={p}\nserver-port=25565\nmotd=\\u00a76Guild SMP\nmax-players=40\nonline-mode=true\n", p


def n_mcrcon():
    p = g.pw()
    return "name-context", f"$ mcrcon -H {g.pick(HOSTS)} -P 25575 -p '{p}' \"whitelist add {n()}\"\nAdded {n()} to the whitelist\n", p


def n_source_cfg():
    p = g.pw()
    return "name-context", f"// cfg/server.cfg\nhostname \"[EU] {g.pick(['Frag', 'Retake', 'Surf'])} #2\"\nrcon_password \"{p}\"\nsv_lan 0\nsv_cheats 0\nmp_autoteambalance 1\n", p


def n_gslt():
    t = g.s("0123456789ABCDEF", 32)
    return "name-context", f"./cs2.sh -dedicated -usercon +game_type 0 +game_mode 1 +map de_inferno +sv_setsteamaccount {t} -port 27015\n", t


def n_factorio():
    which = g.r.random() < .5
    v = g.hexs(30) if which else g.pw()
    d = {"name": "guild factory", "visibility": {"public": False, "lan": True}, "username": n(),
         "token": v if which else "", "game_password": "" if which else v, "require_user_verification": True}
    return "name-context", "$ cat data/server-settings.json\n" + json.dumps(d, indent=2) + "\n", v


def n_valheim():
    p = g.pw()
    return "name-context", f"#!/bin/bash\nexport SteamAppId=892970\n./valheim_server.x86_64 -name \"{g.pick(['Vikings R Us', 'Odin LAN'])}\" -port 2456 -world \"Dedicated\" -password \"{p}\" -public 0\n", p


def n_steam_key():
    k = g.s("0123456789ABCDEF", 32)
    return "name-context", g.pick([f"STEAM_WEB_API_KEY={k}\nSTEAM_APP_ID=48{g.r.randint(1000, 9999)}0\n",
                                   f"const steam = new SteamAPI('{k}');\nconst summary = await steam.getUserSummary('7656119{g.r.randint(10**9, 10**10)}');\n"]), k


def n_eos():
    s = g.s(URLSAFE, 43)
    return "name-context", f"; Config/DefaultEngine.ini\n[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName=\"{g.pick(['Shooter', 'Racer'])}\",ClientId=\"xyza{g.s(LOW, 28)}\",ClientSecret=\"{s}\",ProductId=\"{g.hexs(32)}\",SandboxId=\"{g.hexs(32)}\",DeploymentId=\"{g.hexs(32)}\")\n", s


def n_playfab():
    k = g.s(UPPER + string.digits, 52)
    return "name-context", g.pick([f"PlayFabSettings.staticSettings.titleId = \"{g.s('0123456789ABCDEF', 5)}\";\nPlayFabSettings.staticSettings.developerSecretKey = \"{k}\";\n",
                                   f"# CloudScript deploy\nPLAYFAB_TITLE_ID={g.s('0123456789ABCDEF', 5)}\nPLAYFAB_DEV_SECRET={k}\n"]), k


def n_nakama():
    k = g.pick([g.pw(), g.s(B62, 32)])
    return "name-context", f"# nakama/config.yml\nname: nakama-prod\nconsole:\n  port: 7351\n  username: admin\n  password: \"{k}\"\nsession:\n  encryption_key: \"${{NAKAMA_SESSION_KEY}}\"\nsocket:\n  server_key: \"defaultkey\"\n", k


def n_nakama_http():
    k = g.s(B62, 32)
    return "name-context", f"runtime:\n  http_key: \"{k}\"\n  env:\n    - \"region=eu\"\nmatchmaker:\n  max_tickets: 3\n", k


def n_agora():
    c = g.hexs(32)
    return "name-context", f"AGORA_APP_ID={g.hexs(32)}\nAGORA_APP_CERTIFICATE={c}\nTOKEN_EXPIRE_SECONDS=3600\n", c


def n_livekit():
    s = g.s(B62, 43)
    return "name-context", g.pick([f"# livekit.yaml\nport: 7880\nkeys:\n  API{g.s(B62, 12)}: {s}\n",
                                   f"$ livekit-cli create-token --api-key API{g.s(B62, 12)} --api-secret {s} --join --room lobby --identity {n()}\n"]), s


def n_mux():
    s = g.s(B62 + "+/", 75)
    return "name-context", f"MUX_TOKEN_ID={g.uuid()}\nMUX_TOKEN_SECRET={s}\nMUX_WEBHOOK_SECRET=${{MUX_WEBHOOK_SECRET}}\n", s


def n_spotify():
    s = g.hexs(32)
    return "name-context", f"sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(\n    client_id=\"{g.hexs(32)}\",\n    client_secret=\"{s}\"))\n", s


def n_lastfm():
    s = g.hexs(32)
    return "name-context", f"# scrobbler.conf\n[lastfm]\napi_key = {g.hexs(32)}\napi_secret = {s}\nusername = {n()}\n", s


def n_icecast():
    p = g.pw()
    return "name-context", f"<icecast>\n    <authentication>\n        <source-password>{p}</source-password>\n        <relay-password>${{ICECAST_RELAY}}</relay-password>\n        <admin-user>admin</admin-user>\n    </authentication>\n</icecast>\n", p


def n_liquidsoap():
    p = g.pw()
    return "name-context", f"output.icecast(%mp3(bitrate=192),\n  host=\"stream.radio.example\", port=8000,\n  password=\"{p}\", mount=\"live.mp3\",\n  radio)\n", p


def n_arr():
    k = g.hexs(32)
    return "name-context", f"$ cat /config/config.xml\n<Config>\n  <BindAddress>*</BindAddress>\n  <Port>{g.pick([7878, 8989, 8686])}</Port>\n  <ApiKey>{k}</ApiKey>\n  <AuthenticationMethod>Forms</AuthenticationMethod>\n</Config>\n", k


def n_yt_streamkey():
    k = yt_key()
    return "name-context", f"# OBS: Settings > Stream\nService: YouTube - RTMPS\nServer: Primary YouTube ingest server\nStream Key: {k}\n", k


def n_vimeo():
    t = g.hexs(32)
    return "name-context", f"import vimeo\nclient = vimeo.VimeoClient(\n    token='{t}',\n    key='{g.hexs(40)}',\n    secret=os.environ['VIMEO_CLIENT_SECRET']\n)\n", t


def n_cf_stream():
    t = g.s(URLSAFE, 40)
    return "name-context", f"# upload_vods.sh\nCF_ACCOUNT={g.hexs(32)}\nCF_STREAM_TOKEN={t}\nfor f in vods/*.mp4; do tus-upload \"$f\"; done\n", t


def n_unity_build():
    k = g.hexs(32)
    return "name-context", f"UNITY_CLOUD_BUILD_API_KEY={k}\nUNITY_ORG=guild-studio\nUNITY_PROJECT={g.uuid()}\n", k


def n_photon_secret():
    p = g.pw()
    return "name-context", f"// matchmaking/appsettings.Development.json\n{{\n  \"Photon\": {{ \"AppId\": \"{g.uuid()}\", \"Region\": \"eu\" }},\n  \"Admin\": {{ \"User\": \"ops\", \"Password\": \"{p}\" }}\n}}\n", p


def n_steamcmd():
    p = g.pw()
    return "name-context", f"steamcmd +login {n()} {p} +run_app_build ../scripts/app_build_{g.r.randint(400000, 2999999)}.vdf +quit\n", p


# ------------------------------------------------------------- structural
def t_yt_rtmp():
    k = yt_key()
    return "structural", f"ffmpeg -f v4l2 -i /dev/video0 -f alsa -i hw:1 -c:v libx264 -b:v 4500k -f flv \"rtmp://a.rtmp.youtube.com/live2/{k}\"\n", k


def t_cloudinary():
    s = g.s(URLSAFE, 27)
    return "structural", f"CLOUDINARY_URL=cloudinary://{g.r.randint(10**14, 10**15)}:{s}@{g.pick(['guild-media', 'dsx9k2', 'studio-assets'])}\n", s


def t_icecast_url():
    p = g.pw()
    return "structural", f"ffmpeg -re -i mix.flac -c:a libopus -b:a 128k -content_type audio/ogg -f ogg icecast://source:{p}@stream.radio.example:8000/live.opus\n", p


def t_plex():
    t = g.s(URLSAFE, 20)
    return "structural", f"$ curl -s 'http://192.168.1.{g.r.randint(2, 250)}:32400/library/sections/2/refresh?X-Plex-Token={t}'\n", t


def t_jellyfin():
    k = g.hexs(32)
    return "structural", f"GET /Items?Recursive=true&IncludeItemTypes=Movie&api_key={k} HTTP/1.1\" 200 {g.r.randint(1000, 90000)} \"-\" \"curl/8.5.0\"\n", k


def t_wowza():
    p = g.pw()
    return "structural", f"curl --digest -u {n()}:{p} -H 'Accept: application/json' http://wowza.{g.pick(['live', 'studio'])}.example:8087/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications\n", p


def t_redis_mm():
    p = g.pw()
    return "structural", f"# matchmaker.toml\n[queue]\nredis_url = \"redis://:{p}@redis-mm.internal:6379/2\"\nticket_ttl = 120\n", p


def t_twitch_client():
    s = g.s(LOW, 30)
    return "structural", f"$ curl -X POST 'https://id.twitch.tv/oauth2/token?client_id={g.s(LOW, 30)}&client_secret={s}&grant_type=client_credentials' | jq .expires_in\n5011271\n", s


def t_playfab_hdr():
    k = g.s(UPPER + string.digits, 52)
    return "structural", f"POST /Server/GrantItemsToUsers HTTP/1.1\nHost: {g.s('0123456789ABCDEF', 5)}.playfabapi.com\nContent-Type: application/json\nX-SecretKey: {k}\n\n{{\"ItemGrants\":[{{\"PlayFabId\":\"{g.s('0123456789ABCDEF', 16)}\",\"ItemId\":\"starter_pack\"}}]}}\n", k


def t_backtrace():
    t = g.hexs(64)
    return "structural", f"; crash reporter, DefaultEngine.ini\n[CrashReportClient]\nDataRouterUrl=\"https://submit.backtrace.io/guild-studio/{t}/minidump\"\n", t


def t_tmdb_v3():
    k = g.hexs(32)
    return "structural", f"[2026-11-29 21:04:13] DEBUG fetch https://api.themoviedb.org/3/search/movie?query=Alien&api_key={k} -> 200 ({g.r.randint(40, 400)} ms)\n", k


def t_mysql_gs():
    p = g.pw()
    return "structural", f"// gameserver/appsettings.json\n{{ \"ConnectionStrings\": {{ \"Stats\": \"Server=db.{g.pick(['guild', 'frag'])}.example;Database=stats;Uid=gs;Pwd={p};\" }} }}\n", p


def t_rtsp_cam():
    p = g.pw()
    return "structural", f"- name: stage_cam\n  input: rtsp://admin:{p}@192.168.10.{g.r.randint(2, 250)}:554/Streaming/Channels/101\n  output: srt://restream.studio.example:9000?streamid=publish/stage\n", p


SECRETS = [s_obs_twitch, s_ffmpeg_twitch, s_twitch_irc, s_discord_bot, s_discord_hook, s_ptero, s_yt_api, s_p8, s_gamelift,
           s_tmdb_v4, s_slack_ops,
           n_rcon_mc, n_mcrcon, n_source_cfg, n_gslt, n_factorio, n_valheim, n_steam_key, n_eos, n_playfab, n_nakama,
           n_nakama_http, n_agora, n_livekit, n_mux, n_spotify, n_lastfm, n_icecast, n_liquidsoap, n_arr, n_yt_streamkey,
           n_vimeo, n_cf_stream, n_unity_build, n_photon_secret, n_steamcmd,
           t_yt_rtmp, t_cloudinary, t_icecast_url, t_plex, t_jellyfin, t_wowza, t_redis_mm, t_twitch_client, t_playfab_hdr,
           t_backtrace, t_tmdb_v3, t_mysql_gs, t_rtsp_cam]


# ------------------------------------------------------------- clean
def c_photon():
    return f"// PhotonServerSettings.asset\n  AppSettings:\n    AppIdRealtime: {g.uuid()}\n    AppIdChat: \n    AppVersion: 1.{g.r.randint(0, 9)}\n    FixedRegion: eu\n"


def c_steamids():
    return f"[{g.pick(['20:14:02', '21:40:11'])}] Client \"{n()}\" connected (STEAM_1:{g.r.randint(0, 1)}:{g.r.randint(10**6, 10**9)}, steamid64 7656119{g.r.randint(10**9, 10**10)}), app 730, build {g.r.randint(10**6, 10**7)}\n"


def c_discord_pub():
    return f"DISCORD_APPLICATION_ID={g.r.randint(10**17, 10**18)}\nDISCORD_PUBLIC_KEY={g.hexs(64)}\nDISCORD_TOKEN=${{DISCORD_TOKEN}}\n"


def c_masked_key():
    return g.pick([f"Stream Key: live_{g.r.randint(10**8, 10**9 - 1)}_••••••••••••••••••••  (Copy)  (Reset)\n",
                   "Stream key\n****-****-****-****-****\nReset\n", "{\"settings\":{\"key\":\"\",\"server\":\"auto\",\"service\":\"Twitch\"},\"type\":\"rtmp_common\"}\n"])


def c_mc_props():
    return "enable-rcon=false\nrcon.password=\nrcon.port=25575\nserver-port=25565\nlevel-seed=" + str(g.r.randint(-2**62, 2**62)) + "\nresource-pack-sha1=" + g.sha1() + "\n"


def c_unity_meta():
    return f"fileFormatVersion: 2\nguid: {g.hexs(32)}\nTextureImporter:\n  internalIDToNameTable: []\n  serializedVersion: 12\n  spriteSheet:\n    serializedVersion: 2\n"


def c_manifest():
    files = "\n".join(f"  {{\"path\": \"Content/Paks/pakchunk{i}-Windows.pak\", \"size\": {g.r.randint(10**6, 10**9)}, \"sha256\": \"{g.sha256()}\"}}," for i in range(3))
    return "patch-manifest.json\n{\"build\": \"" + str(g.r.randint(10**5, 10**6)) + "\", \"files\": [\n" + files + "\n]}\n"


def c_agora_id():
    return f"// Agora RTC, client side (App ID is public; tokens come from /api/rtc-token)\nconst APP_ID = \"{g.hexs(32)}\";\nconst token = await fetch(`/api/rtc-token?channel=${{ch}}`).then(r => r.text());\n"


def c_spotify_ids():
    return "".join(f"spotify:track:{g.s(B62, 22)}\n" for _ in range(4)) + f"https://open.spotify.com/playlist/{g.s(B62, 22)}?si={g.hexs(16)}\n"


def c_hls():
    return (f"#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXT-X-KEY:METHOD=AES-128,URI=\"https://keys.vod.example/k/{g.uuid()}\",IV=0x{g.hexs(32)}\n"
            f"#EXTINF:6.000,\nseg_{g.hexs(8)}_00001.ts\n#EXTINF:6.000,\nseg_{g.hexs(8)}_00002.ts\n")


def c_mux_playback():
    return f"<mux-player playback-id=\"{g.s(B62, 44)}\" metadata-video-title=\"Patch 1.{g.r.randint(2, 9)} trailer\"></mux-player>\n"


def c_ytids():
    return f"Uploaded: https://www.youtube.com/watch?v={g.s(URLSAFE, 11)} (channel UC{g.s(URLSAFE, 22)}, playlist PL{g.s(URLSAFE, 32)})\n"


def c_gslt_ref():
    return "# docker-compose.yml\n  cs2:\n    image: joedwards32/cs2\n    environment:\n      SRCDS_TOKEN: ${STEAM_GSLT}\n      CS2_RCONPW: ${RCON_PASSWORD}\n      CS2_PW: \"\"\n"


def c_prose():
    return g.pick(["PSA: if you stream your OBS settings window, blur the stream key field. If it leaks, hit Reset in the creator dashboard; the old key stops working at once.",
                   "The RCON password is in the panel under Startup > Variables, ask an admin if you need it. Do not post it in #general.",
                   "The Steam Web API key is per account, not per game; use a publisher key for anything server-side and keep it out of the client build.",
                   "Changed the Nakama console password after the playtest; new one is in 1Password under 'nakama prod console'."])


def c_fixture_b64():
    return f"// tests/sprite_test.ts\nconst PIXEL_PNG = \"data:image/png;base64,{g.b64(66)}\";\nexpect(decodeSprite(PIXEL_PNG).width).toBe(1);\n"


def c_twitch_cid():
    return f"// Twitch extension frontend; the client ID is public\nconst CLIENT_ID = \"{g.s(LOW, 30)}\";\nconst REDIRECT = \"https://overlay.guild.example/auth/callback\";\n"


def c_plex_ident():
    return f"<MediaContainer size=\"1\" machineIdentifier=\"{g.hexs(40)}\" version=\"1.41.{g.r.randint(0, 9)}.{g.r.randint(1000, 9999)}-{g.hexs(9)}\">\n  <Directory key=\"2\" title=\"Movies\" uuid=\"{g.uuid()}\"/>\n</MediaContainer>\n"


def c_jellyfin_log():
    return f"[21:04:13] [INF] [23] Jellyfin.Api.Auth.CustomAuthenticationHandler: API key authentication succeeded for key \"{g.s(HEX, 4)}…\" (device {g.hexs(16)})\n"


def c_eos_client():
    return f"+Artifacts=(ArtifactName=\"Shooter\",ClientId=\"xyza{g.s(LOW, 28)}\",ClientSecret=\"\",ProductId=\"{g.hexs(32)}\",SandboxId=\"{g.hexs(32)}\",DeploymentId=\"{g.hexs(32)}\",EncryptionKey=\"\")\n"


def c_steam_vdf():
    return f"\"AppBuild\"\n{{\n\t\"AppID\" \"{g.r.randint(400000, 2999999)}\"\n\t\"Desc\" \"nightly {g.hexs(7)}\"\n\t\"ContentRoot\" \"../content/\"\n\t\"Depots\"\n\t{{\n\t\t\"{g.r.randint(400000, 2999999)}\" \"depot_build.vdf\"\n\t}}\n}}\n"


def c_rcon_log():
    return f"[Server thread/INFO]: Thread RCON Listener started\n[Server thread/INFO]: RCON running on 0.0.0.0:25575\n[RCON Client /172.18.0.{g.r.randint(2, 40)} #{g.r.randint(1, 40)}/INFO]: Thread RCON Client /172.18.0.{g.r.randint(2, 40)} started\n"


def c_cloudinary_pub():
    return f"<img src=\"https://res.cloudinary.com/guild-media/image/upload/c_fill,w_640/v{g.r.randint(10**9, 2 * 10**9)}/{g.s(LOW, 20)}.webp\">\n"


def c_lastfm_sig():
    return f"POST /2.0/ method=track.scrobble&artist=Boards+of+Canada&track=Roygbiv&timestamp={1764000000 + g.r.randint(0, 10**6)}&api_sig={g.hexs(32)}&format=json\n"


CLEAN = [c_photon, c_steamids, c_discord_pub, c_masked_key, c_mc_props, c_unity_meta, c_manifest, c_agora_id, c_spotify_ids,
         c_hls, c_mux_playback, c_ytids, c_gslt_ref, c_prose, c_fixture_b64, c_twitch_cid, c_plex_ident, c_jellyfin_log,
         c_eos_client, c_steam_vdf, c_rcon_log, c_cloudinary_pub, c_lastfm_sig]


def main() -> None:
    secrets = [SECRETS[i % len(SECRETS)]() for i in range(250)]
    clean = [CLEAN[i % len(CLEAN)]() for i in range(100)]
    write(Path(__file__).parent, FAMILY, secrets, clean)


if __name__ == "__main__":
    main()
