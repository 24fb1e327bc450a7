"""Blind redaction source "esports" (round 53, helper corpora25): esports and tournament platforms.

start.gg, Battlefy, FACEIT, Riot and Valve web APIs, anti-cheat and match servers, bracket Discord bots, casters'
overlays and stream tools, LAN event networks. Every value is random (seeded). Run: python3 src_esports.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "esports"
OUT = Path(__file__).resolve().parent
g = Gen(53003)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits

# ---------------------------------------------------------------- value mixes
WORDS = ["orbit", "maple", "harbor", "quartz", "lantern", "pepper", "meadow", "cinder", "walrus", "tundra",
         "saffron", "violet", "anchor", "bramble", "copper", "ember", "glacier", "hazel", "juniper", "mosaic"]


def b64url_json(d) -> str:
    return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")


def passphrase() -> str:
    return "-".join(R.choice(WORDS) for _ in range(R.randint(3, 5)))


def wordpw() -> str:
    return R.choice(WORDS).capitalize() + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "$", "@"])


def pin(n=None) -> str:
    return g.s(DIG, n or R.choice([4, 6]))


def legacy() -> str:
    return g.s(LOW + DIG, R.randint(6, 8))


def urlpw() -> str:
    return R.choice([lambda: g.s(B62, R.randint(14, 24)), wordpw, passphrase, lambda: g.hexs(24)])().replace("#", "").replace("$", "").replace("@", "")


def anypw() -> str:
    return R.choice([g.pw, passphrase, wordpw, legacy, g.machine_pw])()


def startgg() -> str:
    return g.hexs(32)


def riot() -> str:
    return "RGAPI-" + g.uuid()


def steam_key() -> str:
    return g.hexs(32).upper()


def gslt() -> str:
    return g.hexs(32).upper()


def discord_bot() -> str:
    bid = str(R.randint(10**17, 10**19 - 1))
    return base64.b64encode(bid.encode()).decode().rstrip("=") + "." + g.s(URLSAFE, 6) + "." + g.s(URLSAFE, 38)


def discord_hook() -> tuple[str, str]:
    tok = g.s(URLSAFE, 68)
    return f"https://discord.com/api/webhooks/{R.randint(10**17, 10**19 - 1)}/{tok}", tok


def twitch_stream_key() -> str:
    return f"live_{R.randint(10**8, 10**9 - 1)}_{g.s(B62, 30)}"


def twitch_oauth() -> str:
    return g.s(LOW + DIG, 30)


def yt_key() -> str:
    return "-".join(g.s(LOW + DIG, 4) for _ in range(5))


def ptero(kind="ptla_") -> str:
    return kind + g.s(B62, 43)


def challonge() -> str:
    return g.s(B62, 40)


def steam_secret() -> str:
    return g.b64(20)


def tournament_code() -> str:
    return f"{R.choice(['EUW', 'NA', 'KR', 'BR'])}04{g.hexs(4)}-{g.uuid()}"


def steamid() -> str:
    return str(76561197960265728 + R.randint(10**7, 10**9))


TEAMS = ["Nordic Wolves", "Vortex Academy", "Team Kaiju", "Red Lynx", "Samba Five", "Polar Owls", "Iron Koi", "Kitsune GG"]
EVENTS = ["Winter Clash 2026", "Campus Cup S4", "Nordic LAN 38", "Open Qualifier #3", "Kaiju Invitational", "Liga Rio Split 2"]
HOSTS = ["cs1.nordiclan.net", "10.38.0.21", "match-eu-07.kaijuleague.gg", "fra-2.hostedmatches.io", "192.168.50.11"]


def team():
    return R.choice(TEAMS)


def event():
    return R.choice(EVENTS)


def mhost():
    return R.choice(HOSTS)


S = []


def T(f):
    S.append(f)
    return f


@T
def t_startgg_header():
    k = startgg()
    return "structural", (
        f"curl -s https://api.start.gg/gql/alpha -H 'Authorization: Bearer {k}' -H 'Content-Type: application/json' \\\n"
        f"  -d '{{\"query\":\"query($slug:String){{tournament(slug:$slug){{id name events{{id name}}}}}}\",\"variables\":{{\"slug\":\"tournament/{event().lower().replace(' ', '-').replace('#', '')}\"}}}}'"), [k]


@T
def t_startgg_env():
    k = startgg()
    return "name-context", (
        f"# bracket-bot/.env\nSTARTGG_TOKEN={k}\nSTARTGG_EVENT_SLUG=tournament/campus-cup-s4/event/valorant-5v5\nPOLL_SECONDS=20\n"), [k]


@T
def t_startgg_py():
    k = startgg()
    return "name-context", (
        "import pysmashgg\n\n"
        f"smash = pysmashgg.SmashGG('{k}', True)\nsets = smash.event_show_sets('{event().lower().replace(' ', '-')}', 'ultimate-singles', 1)"), [k]


@T
def t_riot_query():
    k = riot()
    return "self-identifying", (
        f"GET https://europe.api.riotgames.com/lol/match/v5/matches/EUW1_{R.randint(7*10**9, 8*10**9)}?api_key={k}\n-> 429 Rate limit exceeded (retry-after: 12)"), [k]


@T
def t_riot_header():
    k = riot()
    return "self-identifying", (
        f"> GET /lol/tournament/v5/codes?count=10&tournamentId={R.randint(10**6, 10**7)} HTTP/1.1\n> Host: americas.api.riotgames.com\n"
        f"> X-Riot-Token: {k}\n> Content-Type: application/json"), [k]


@T
def t_riot_env():
    k = riot()
    return "self-identifying", (f"RIOT_API_KEY={k}\nRIOT_REGION=euw1\nRIOT_TOURNAMENT_PROVIDER_ID={R.randint(1000, 9999)}\n"), [k]


@T
def t_tournament_codes():
    codes = [tournament_code() for _ in range(R.randint(2, 3))]
    return "name-context", (
        f"#admin-only  {event()} – lobby codes for round {R.randint(1, 5)} (post to team captains only):\n"
        + "\n".join(f"Match {i + 1}: {c}" for i, c in enumerate(codes))), codes


@T
def t_steam_key_query():
    k = steam_key()
    return "structural", (
        f"[stats-worker] GET https://api.steampowered.com/IDOTA2Match_570/GetMatchHistory/v1/?key={k}&league_id={R.randint(10000, 19999)}&matches_requested=25 200 312ms"), [k]


@T
def t_steam_key_env():
    k = steam_key()
    return "name-context", (f"STEAM_WEB_API_KEY={k}\nSTEAM_RETURN_URL=https://league.kaijuleague.gg/auth/steam/return\n"), [k]


@T
def t_gslt_launch():
    t = gslt()
    return "name-context", (
        f"$ ./cs2 -dedicated -usercon -console +game_type 0 +game_mode 1 +map de_{R.choice(['ancient', 'mirage', 'inferno', 'nuke'])} \\\n"
        f"    +sv_setsteamaccount {t} -port 27015 -maxplayers 12 +exec esports.cfg"), [t]


@T
def t_cs_cfg():
    p1 = R.choice([wordpw(), g.s(B62, 14), legacy()])
    p2 = R.choice([passphrase(), legacy(), pin(6)])
    return "name-context", (
        f"// cfg/server.cfg  ({event()})\nhostname \"{event()} | Match {R.randint(1, 64)}\"\nrcon_password \"{p1}\"\nsv_password \"{p2}\"\n"
        "tv_enable 1\ntv_delay 105\nsv_lan 0\nmp_match_can_clinch 1"), [p1, p2]


@T
def t_tv_password():
    p = R.choice([legacy(), wordpw()])
    return "name-context", (
        f"Casters: GOTV for the final is {mhost()}:27020, tv_password {p} (don't leak, the delay is only 105s)."), [p]


@T
def t_rcon_cli():
    p = R.choice([wordpw(), g.s(B62, 16), legacy()])
    return "structural", (
        f"$ rcon -a {mhost()}:27015 -p '{p}' 'mp_pause_match'\nMatch will pause during the next freezetime."), [p]


@T
def t_get5_json():
    v = "Bearer " + g.s(B62, 32)
    tok = v.split(" ", 1)[1]
    return "structural", (
        json.dumps({"matchid": str(R.randint(1000, 9999)), "num_maps": 3, "players_per_team": 5,
                    "team1": {"name": team(), "players": {steamid(): "kaze"}}, "team2": {"name": team(), "players": {steamid(): "lyra"}},
                    "cvars": {"get5_remote_log_url": "https://api.kaijuleague.gg/get5/events", "get5_remote_log_header_key": "Authorization",
                              "get5_remote_log_header_value": v}}, indent=2)), [tok]


@T
def t_matchzy_cfg():
    k = g.s(B62, 32)
    return "name-context", (
        "// cfg/MatchZy/config.cfg\nmatchzy_remote_log_url \"https://results.nordiclan.net/matchzy\"\n"
        f"matchzy_remote_log_header_key \"X-Api-Key\"\nmatchzy_remote_log_header_value \"{k}\"\nmatchzy_knife_enabled_default true"), [k]


@T
def t_dathost():
    p = R.choice([wordpw(), g.s(B62, 18)])
    return "structural", (
        f"curl -u 'ops@kaijuleague.gg:{p}' -X POST https://dathost.net/api/0.1/game-servers/{g.hexs(24)}/start"), [p]


@T
def t_ptero_app():
    k = ptero()
    return "self-identifying", (
        f"curl \"https://panel.nordiclan.net/api/application/servers?per_page=100\" -H \"Authorization: Bearer {k}\" -H \"Accept: Application/vnd.pterodactyl.v1+json\""), [k]


@T
def t_ptero_client():
    k = ptero("ptlc_")
    return "self-identifying", (
        f"# autoscaler.yml\npanel:\n  url: https://gp.kaijuleague.gg\n  client_key: {k}\n  node: fra-2\nservers:\n  template: cs2-5v5\n  min_free: 4\n"), [k]


@T
def t_faceit_header():
    k = g.uuid()
    return "structural", (
        f"GET https://open.faceit.com/data/v4/championships/{g.uuid()}/matches?type=ongoing HTTP/1.1\nAuthorization: Bearer {k}\nAccept: application/json"), [k]


@T
def t_faceit_env():
    k = g.uuid()
    return "name-context", (f"FACEIT_SERVER_API_KEY={k}\nFACEIT_HUB_ID={g.uuid()}\nELO_SYNC_CRON=*/10 * * * *\n"), [k]


@T
def t_faceit_webhook():
    v = g.s(B62, 28)
    return "name-context", (
        "@app.post('/faceit/webhook')\nasync def faceit_hook(req: Request):\n"
        f"    if req.headers.get('X-Faceit-Token') != '{v}':\n        raise HTTPException(401)\n"
        "    ev = await req.json()\n    await bus.publish(ev['event'], ev['payload'])"), [v]


@T
def t_faceit_oauth():
    s = g.s(URLSAFE, 40)
    return "name-context", (
        json.dumps({"faceit": {"client_id": g.uuid(), "client_secret": s, "redirect_uri": "https://hub.polarowls.gg/auth/faceit/callback"}}, indent=2)), [s]


@T
def t_discord_bot_env():
    t = discord_bot()
    return "self-identifying", (f"# bracketbot/.env\nDISCORD_TOKEN={t}\nGUILD_ID={R.randint(10**17, 10**18)}\nCHECKIN_CHANNEL=match-checkin\n"), [t]


@T
def t_discord_bot_py():
    t = discord_bot()
    return "self-identifying", (
        "import discord\nfrom discord.ext import commands\n\nbot = commands.Bot(command_prefix='!', intents=discord.Intents.default())\n\n"
        "@bot.command()\nasync def checkin(ctx):\n    await ctx.send(f'{ctx.author.mention} checked in for ' + EVENT)\n\n"
        f"bot.run('{t}')"), [t]


@T
def t_discord_log():
    t = discord_bot()
    return "structural", (
        "2026-12-02 19:02:11 ERROR discord.client: Improper token has been passed.\n"
        f"2026-12-02 19:02:11 DEBUG discord.http: GET https://discord.com/api/v10/users/@me with headers {{'Authorization': 'Bot {t}', 'User-Agent': 'DiscordBot (https://github.com/Rapptz/discord.py 2.4.0)'}}"), [t]


@T
def t_discord_webhook():
    url, tok = discord_hook()
    return "self-identifying", (f"# results → #scores channel\nRESULTS_WEBHOOK_URL={url}\n"), [tok]


@T
def t_discord_webhook_curl():
    url, tok = discord_hook()
    return "self-identifying", (
        f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"**{team()}** 13–{R.randint(3, 11)} **{team()}** on Ancient\"}}' '{url}'"), [tok]


@T
def t_challonge_query():
    k = challonge()
    return "structural", (
        f"$ http GET 'https://api.challonge.com/v1/tournaments/{g.s(LOW, 8)}/matches.json?api_key={k}&state=open'\nHTTP/1.1 200 OK"), [k]


@T
def t_challonge_basic():
    k = challonge()
    return "structural", (
        "const client = axios.create({\n  baseURL: 'https://api.challonge.com/v1',\n"
        f"  auth: {{ username: 'polarowls_to', password: '{k}' }},\n}});"), [k]


@T
def t_toornament():
    k = g.s(URLSAFE, 43)
    s = g.s(B62, 50)
    return "structural", (
        f"POST https://api.toornament.com/oauth/v2/token\nX-Api-Key: {k}\nContent-Type: application/x-www-form-urlencoded\n\n"
        f"grant_type=client_credentials&client_id={g.hexs(16)}_{g.s(LOW + DIG, 40)}&client_secret={s}&scope=organizer:result"), [k, s]


@T
def t_battlefy_cookie():
    j = g.jwt(sub=g.hexs(24))
    return "self-identifying", (
        f"GET https://dtmwra1jsgyb0.cloudfront.net/tournaments/{g.hexs(24)}/teams HTTP/2\nAuthorization: Bearer {j}\nOrigin: https://battlefy.com"), [j]


@T
def t_pandascore():
    k = g.s(URLSAFE, 50)
    return "structural", (
        f"[odds-feed] GET https://api.pandascore.co/csgo/matches/running?token={k} -> 200 (4 matches)"), [k]


@T
def t_pandascore_env():
    k = g.s(URLSAFE, 50)
    return "name-context", (f"PANDASCORE_TOKEN={k}\nPICKEM_LEAGUES=ESL Pro League,BLAST Premier\n"), [k]


@T
def t_grid():
    k = g.s(B62, 40)
    return "structural", (
        f"query = '{{ allSeries(first: 5) {{ edges {{ node {{ id }} }} }} }}'\nr = requests.post('https://api-op.grid.gg/central-data/graphql', json={{'query': query}},\n"
        f"                  headers={{'x-api-key': '{k}'}})"), [k]


@T
def t_opendota():
    k = g.uuid()
    return "structural", (f"https://api.opendota.com/api/leagues/{R.randint(15000, 17000)}/matches?api_key={k}"), [k]


@T
def t_pubg_jwt():
    j = g.jwt()
    return "self-identifying", (
        f"$ curl -g \"https://api.pubg.com/shards/steam/matches/{g.uuid()}\" -H \"Authorization: Bearer {j}\" -H \"Accept: application/vnd.api+json\""), [j]


@T
def t_supercell():
    j = g.jwt()
    return "self-identifying", (f"CLASH_ROYALE_TOKEN={j}\n# key restricted to 203.0.113.{R.randint(2, 250)}\n"), [j]


@T
def t_mafile():
    ss = steam_secret()
    ids = steam_secret()
    rc = "R" + pin(5)
    return "name-context", (
        f"$ cat maFiles/{steamid()}.maFile\n" + json.dumps({"shared_secret": ss, "serial_number": str(R.randint(10**18, 10**19)),
                                                           "revocation_code": rc, "uri": f"otpauth://totp/Steam:lanbot{R.randint(1, 9)}?secret={g.s(UPPER[:26] + '234567', 32)}&issuer=Steam",
                                                           "account_name": f"lanbot{R.randint(1, 9)}", "identity_secret": ids,
                                                           "device_id": f"android:{g.uuid()}", "fully_enrolled": True})), [ss, rc, ids]


@T
def t_steam_bot_login():
    p = R.choice([wordpw(), g.s(B62, 16)])
    return "structural", (
        "const client = new SteamUser();\nclient.logOn({\n"
        f"  accountName: 'kaiju_skins_bot',\n  password: '{p}',\n  twoFactorCode: SteamTotp.generateAuthCode(process.env.SHARED_SECRET),\n}});"), [p]


@T
def t_eos():
    s = g.s(URLSAFE, 43)
    return "name-context", (
        "; DefaultEngine.ini\n[/Script/OnlineSubsystemEOS.EOSSettings]\n"
        f"+Artifacts=(ArtifactName=\"Live\",ClientId=\"xyza{g.s(B62, 28)}\",ClientSecret=\"{s}\",ProductId=\"{g.hexs(32)}\",SandboxId=\"{g.hexs(32)}\",DeploymentId=\"{g.hexs(32)}\",EncryptionKey=\"{g.hexs(64)}\")"), [s]


@T
def t_battleye():
    p = R.choice([legacy(), wordpw(), g.s(B62, 12)])
    return "name-context", (f"// BattlEye/BEServer_x64.cfg\nRConPassword {p}\nRConPort 2306\nMaxPing 200\n"), [p]


@T
def t_anticheat_hmac():
    k = g.hexs(64)
    return "name-context", (
        "# anticheat-gateway/config.toml\n[heartbeat]\ninterval_ms = 5000\n"
        f"hmac_key = \"{k}\"\n\n[ingest]\nurl = \"https://ac-ingest.kaijuleague.gg/v2/frames\"\n"), [k]


@T
def t_anticheat_ingest():
    k = g.s(URLSAFE, 40)
    return "structural", (
        f"POST /v2/screenshots HTTP/1.1\nHost: ac-ingest.kaijuleague.gg\nX-AC-Key: {k}\nContent-Type: application/octet-stream\nContent-Length: 248311"), [k]


@T
def t_mc_rcon():
    p = R.choice([wordpw(), legacy(), g.s(B62, 12)])
    return "name-context", (f"# server.properties (Bedwars finals)\nenable-rcon=true\nrcon.port=25575\nrcon.password={p}\nwhite-list=true\nmax-players=40\n"), [p]


@T
def t_twitch_stream_key():
    k = twitch_stream_key()
    return "self-identifying", (
        json.dumps({"settings": {"bwtest": False, "key": k, "server": "rtmp://fra05.contribute.live-video.net/app/", "service": "Twitch"}, "type": "rtmp_common"}, indent=4)), [k]


@T
def t_ffmpeg_rtmp():
    k = twitch_stream_key()
    return "self-identifying", (
        f"$ ffmpeg -re -i program_out.mov -c:v libx264 -preset veryfast -b:v 6000k -c:a aac -f flv rtmp://live.twitch.tv/app/{k}"), [k]


@T
def t_yt_key():
    k = yt_key()
    return "structural", (
        f"Restream backup: rtmp://a.rtmp.youtube.com/live2/{k}  (YouTube, {event()} main stage)"), [k]


@T
def t_twitch_irc():
    t = twitch_oauth()
    return "name-context", (
        "# predictions bot\nTWITCH_BOT_USERNAME=kaiju_scorebot\n"
        f"TWITCH_OAUTH=oauth:{t}\nTWITCH_CHANNEL=#kaijuleague\n"), [t]


@T
def t_twitch_client_secret():
    s = twitch_oauth()
    return "structural", (
        f"$ curl -X POST 'https://id.twitch.tv/oauth2/token?client_id={g.s(LOW + DIG, 30)}&client_secret={s}&grant_type=client_credentials'\n"
        "{\"access_token\":\"(trimmed)\",\"expires_in\":5011271,\"token_type\":\"bearer\"}"), [s]


@T
def t_obs_ws():
    p = g.s(B62, 16)
    return "name-context", (
        f"// overlay/src/obs.ts\nconst obs = new OBSWebSocket();\nawait obs.connect('ws://{R.choice(['10.38.1.5', 'caster-pc.local', '192.168.50.20'])}:4455', '{p}');\n"
        "await obs.call('SetCurrentProgramScene', { sceneName: 'Map Veto' });"), [p]


@T
def t_obs_browser_source():
    p = g.s(B62, R.choice([12, 16]))
    return "structural", (
        f"Browser source URL for the casters' scoreboard:\nhttp://overlay.local:9090/scoreboard.html?obs=ws://10.38.1.5:4455&password={p}&team1={team().replace(' ', '+')}"), [p]


@T
def t_streamelements():
    j = g.jwt(sub=g.hexs(24))
    return "self-identifying", (
        f"# alerts overlay\nSE_JWT={j}\nSE_CHANNEL_ID={g.hexs(24)}\n"), [j]


@T
def t_nodecg():
    s1 = g.s(B62, 32)
    s2 = twitch_oauth()
    return "name-context", (
        json.dumps({"host": "0.0.0.0", "port": 9090, "login": {"enabled": True, "sessionSecret": s1,
                    "twitch": {"enabled": True, "clientID": g.s(LOW + DIG, 30), "clientSecret": s2, "scope": "user_read"}}}, indent=2)), [s1, s2]


@T
def t_sheets_key():
    k = g.google_api()
    return "self-identifying", (
        f"const SHEET = '{g.s(URLSAFE, 44)}';\nconst KEY = '{k}';\nfetch(`https://sheets.googleapis.com/v4/spreadsheets/${{SHEET}}/values/Scores!A1:F20?key=${{KEY}}`)"), [k]


@T
def t_vmix():
    p = R.choice([wordpw(), legacy()])
    return "structural", (
        f"$ curl -u 'vmix:{p}' 'http://10.38.1.10:8088/api/?Function=SetText&Input=LowerThird&SelectedName=Name.Text&Value=kaze'"), [p]


@T
def t_singular():
    k = g.s(B62, 32)
    return "structural", (f"PUT https://app.singular.live/apiv2/controlapps/{k}/control\nContent-Type: application/json\n\n[{{\"subCompositionName\":\"Score\",\"payload\":{{\"TeamA\":\"{team()}\"}}}}]"), [k]


@T
def t_cisco():
    p = R.choice([wordpw(), g.s(B62, 12), legacy()])
    c = R.choice([g.s(LOW + DIG, 10), wordpw()])
    return "name-context", (
        f"! core-sw1  {event()}\nhostname core-sw1\nusername netadmin privilege 15 password 0 {p}\n"
        f"snmp-server community {c} RW 10\nvlan 110\n name PLAYERS\nvlan 120\n name STAGE"), [p, c]


@T
def t_radius():
    s = R.choice([g.s(B62, 16), passphrase(), legacy()])
    return "name-context", (
        f"# /etc/freeradius/3.0/clients.conf\nclient aruba-ctrl {{\n    ipaddr = 10.38.0.2\n    secret = {s}\n    shortname = wlc\n}}"), [s]


@T
def t_wifi_staff():
    p = R.choice([passphrase(), wordpw()])
    return "name-context", (
        f"hostapd.conf (stage + admin APs)\nssid=NL38-STAFF\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={p}\nieee80211w=1"), [p]


@T
def t_unifi():
    p = R.choice([wordpw(), g.human_pw()])
    return "structural", (
        f"Network handover for {event()}:\nUniFi controller https://10.38.0.5:8443\nuser: lanadmin\npw: {p}\nDHCP scopes are in the sheet."), [p]


@T
def t_pfsense_ovpn():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", (
        f"# remote-caster.ovpn (for the remote desk)\nclient\ndev tun\nremote vpn.nordiclan.net 1194 udp\n<key>\n{block}\n</key>"), [line]


@T
def t_pg_url():
    p = urlpw()
    return "structural", (f"DATABASE_URL=postgresql://league:{p}@db.kaijuleague.internal:5432/league_prod\nREDIS_URL=redis://cache:6379/0\n"), [p]


@T
def t_mongo():
    p = urlpw()
    return "structural", (f"mongodb+srv://pickem_app:{p}@cluster0.{g.s(LOW + DIG, 5)}.mongodb.net/pickem?retryWrites=true&w=majority"), [p]


@T
def t_chat_pt():
    p = R.choice([legacy(), pin(6), wordpw()])
    return "name-context", (
        f"Admin: Servidor da partida {team()} x {team()} liberado! connect {mhost()}:27015; senha {p}\nSó os capitães, por favor."), [p]


@T
def t_chat_ko():
    p = R.choice([legacy(), wordpw()])
    return "name-context", (f"결승전 관전용 GOTV 비밀번호는 {p} 입니다. 방송팀 외에는 공유 금지!"), [p]


@T
def t_chat_de():
    k = riot()
    return "self-identifying", (f"Moin, der Production-Key von Riot ist da: {k} – bitte nur im Stats-Service verwenden."), [k]


@T
def t_chat_es():
    k = startgg()
    return "name-context", (f"Te paso el token de start.gg para el bot de brackets: {k}. Caduca en 1 año."), [k]


@T
def t_chat_fr():
    p = R.choice([wordpw(), legacy()])
    return "structural", (f"Pour la LAN : compte admin du panel Pterodactyl = orga / {p} . Je change après l'event."), [p]


@T
def t_chat_ja():
    t = discord_bot()
    return "self-identifying", (f"大会用Botのトークン再発行した: {t}\n前のはリセット済み"), [t]


@T
def t_chat_ru():
    p = R.choice([legacy(), wordpw()])
    return "name-context", (f"rcon пароль на финальный сервер: {p}\nне кидайте в общий чат"), [p]


@T
def t_chat_zh():
    k = steam_key()
    return "name-context", (f"Steam Web API 密钥：{k}，只在战绩统计服务里用，不要放前端。"), [k]


@T
def t_chat_tr():
    p = R.choice([legacy(), pin(6)])
    return "name-context", (f"Çeyrek final sunucu şifresi: {p} — sadece kaptanlara DM ile gönderin."), [p]


@T
def t_ticket():
    k = gslt()
    return "name-context", (
        f"OPS-{R.randint(100, 999)}: match-eu-07 won't show in server browser\nWe rotated the GSLT this morning, new token {k} (app 730). "
        "Please restart the container after updating."), [k]


@T
def t_hook_bash():
    k = riot()
    payload = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
               "tool_input": {"command": f"curl -s -H 'X-Riot-Token: {k}' https://euw1.api.riotgames.com/lol/league/v4/challengerleagues/by-queue/RANKED_SOLO_5x5 | jq '.entries|length'",
                              "description": "Count challenger entries"}}
    return "self-identifying", json.dumps(payload), [k]


@T
def t_hook_write_cfg():
    p = R.choice([wordpw(), g.s(B62, 14)])
    content = f"hostname \"Qualifier {R.randint(1, 32)}\"\nrcon_password \"{p}\"\nexec MatchZy/config.cfg\n"
    payload = {"hook_event_name": "PostToolUse", "tool_name": "Write",
               "tool_input": {"file_path": "/home/steam/cs2/game/csgo/cfg/server.cfg", "content": content}, "tool_response": {"success": True}}
    return "name-context", json.dumps(payload), [p]


@T
def t_hook_read_env():
    t = discord_bot()
    k = challonge()
    content = f"DISCORD_TOKEN={t}\nCHALLONGE_API_KEY={k}\nTZ=Europe/Berlin\n"
    payload = {"tool_name": "Read", "tool_input": {"file_path": "bracketbot/.env"},
               "tool_response": {"type": "text", "file": {"filePath": "bracketbot/.env", "content": content, "numLines": 3}}}
    return "name-context", json.dumps(payload), [t, k]


@T
def t_diff():
    k = steam_key()
    return "name-context", (
        "--- a/stats/settings.py\n+++ b/stats/settings.py\n@@ -12,3 +12,3 @@\n-STEAM_API_KEY = env('STEAM_API_KEY')\n"
        f"+STEAM_API_KEY = env('STEAM_API_KEY', default='{k}')\n"), [k]


@T
def t_notebook():
    k = riot()
    return "self-identifying", (
        json.dumps({"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
                    "source": ["from riotwatcher import LolWatcher\n", f"lol = LolWatcher('{k}')\n", "m = lol.match.by_id('europe', mid)\n"],
                    "outputs": [{"output_type": "stream", "name": "stdout", "text": ["gameDuration 1834\n"]}]})), [k]


@T
def t_traceback():
    k = startgg()
    return "structural", (
        "Traceback (most recent call last):\n  File \"bot/sync.py\", line 57, in poll_sets\n    resp.raise_for_status()\n"
        "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.start.gg/gql/alpha\n"
        f"  request.headers = {{'Authorization': 'Bearer {k}', 'Content-Type': 'application/json'}}"), [k]


@T
def t_compose():
    p = R.choice([wordpw(), g.s(B62, 16)])
    return "name-context", (
        "services:\n  get5-web:\n    image: ghcr.io/kaijuleague/g5api:latest\n    environment:\n"
        f"      - DBPASS={p}\n      - HOSTNAME=https://g5.kaijuleague.gg\n      - SHAREDSECRET=${{G5_SHARED_SECRET}}\n"), [p]


@T
def t_csharp_ac():
    k = g.b64(32)
    return "name-context", (
        "public static class AntiCheatConfig\n{\n"
        f"    public const string PacketSigningKey = \"{k}\";\n    public const int HeartbeatSeconds = 5;\n}}"), [k]


@T
def t_go_lobby():
    p = R.choice([legacy(), pin(4), wordpw()])
    return "name-context", (
        f"lobby := match.Lobby{{\n\tName:     \"{event()} GF\",\n\tPassword: \"{p}\",\n\tRegion:   \"eu-west\",\n}}"), [p]


@T
def t_xml():
    p = R.choice([wordpw(), g.s(B62, 12)])
    return "name-context", (
        "<ScoreboardSettings>\n  <ObsHost>10.38.1.5</ObsHost>\n  <ObsPort>4455</ObsPort>\n"
        f"  <ObsPassword>{p}</ObsPassword>\n  <Theme>kaiju-dark</Theme>\n</ScoreboardSettings>"), [p]


@T
def t_hcl():
    s = g.s(B62, 32)
    return "name-context", (
        "resource \"aws_ssm_parameter\" \"faceit_webhook\" {\n  name  = \"/league/faceit/webhook_token\"\n  type  = \"SecureString\"\n"
        f"  value = \"{s}\"\n}}"), [s]


@T
def t_kube_secret():
    p = R.choice([wordpw(), g.s(B62, 16)])
    t = gslt()
    return "name-context", (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: cs2-match-07\nstringData:\n"
        f"  RCON_PASSWORD: \"{p}\"\n  GSLT: \"{t}\"\n"), [p, t]


# ---------------------------------------------------------------- clean templates
C = []


def CT(f):
    C.append(f)
    return f


@CT
def c_startgg_resp():
    return json.dumps({"data": {"tournament": {"id": R.randint(600000, 800000), "name": event(), "events": [
        {"id": R.randint(10**6, 2*10**6), "name": "Valorant 5v5", "numEntrants": R.randint(8, 128)}]}},
        "extensions": {"queryComplexity": R.randint(10, 90)}, "actionRecords": []}, indent=1)


@CT
def c_riot_match():
    return json.dumps({"metadata": {"dataVersion": "2", "matchId": f"EUW1_{R.randint(7*10**9, 8*10**9)}",
                                    "participants": [g.s(URLSAFE, 78) for _ in range(2)]},
                       "info": {"gameDuration": R.randint(1200, 2400), "gameMode": "CLASSIC", "tournamentCode": ""}}, indent=1)


@CT
def c_steam_openid():
    sid = steamid()
    return (f"GET /auth/steam/return?openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.mode=id_res&openid.claimed_id=https%3A%2F%2Fsteamcommunity.com%2Fopenid%2Fid%2F{sid}"
            f"&openid.assoc_handle=1234567890&openid.signed=signed%2Cop_endpoint%2Cclaimed_id&openid.sig={g.b64(20).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}")


@CT
def c_cs_status():
    return (f"hostname: {event()} | Match {R.randint(1, 64)}\nversion : 1.40.4.5/14045 secure\nudp/ip  : {mhost()}:27015\nsv_password is set\n"
            f"players : 10 humans, 0 bots (12 max)\n# userid name uniqueid\n#  2 \"kaze\" STEAM_1:0:{R.randint(10**6, 10**8)}\n#  3 \"lyra\" [U:1:{R.randint(10**6, 10**9)}]")


@CT
def c_discord_invite():
    cid = R.randint(10**17, 10**19 - 1)
    return (f"Invite the bracket bot: https://discord.com/oauth2/authorize?client_id={cid}&permissions={R.choice([274878024768, 8, 2147485696])}&scope=bot%20applications.commands\n"
            f"Application ID: {cid}")


@CT
def c_discord_public_key():
    return (f"# interactions endpoint (public key is used to verify Ed25519 signatures on incoming interactions)\nDISCORD_APPLICATION_ID={R.randint(10**17, 10**19 - 1)}\n"
            f"DISCORD_PUBLIC_KEY={g.hexs(64)}\nDISCORD_TOKEN=${{DISCORD_TOKEN}}")


@CT
def c_twitch_eventsub():
    return (f"Twitch-Eventsub-Message-Id: {g.uuid()}\nTwitch-Eventsub-Message-Timestamp: 2026-12-02T19:{R.randint(10, 59)}:00.123Z\n"
            f"Twitch-Eventsub-Message-Signature: sha256={g.hexs(64)}\nTwitch-Eventsub-Subscription-Type: channel.prediction.end\n\n"
            + json.dumps({"subscription": {"id": g.uuid(), "condition": {"broadcaster_user_id": str(R.randint(10**7, 10**9))}}}))


@CT
def c_faceit_match():
    return json.dumps({"match_id": f"1-{g.uuid()}", "competition_name": event(), "status": "FINISHED", "teams": {
        "faction1": {"faction_id": g.uuid(), "name": team()}, "faction2": {"faction_id": g.uuid(), "name": team()}},
        "results": {"winner": "faction1", "score": {"faction1": 2, "faction2": R.randint(0, 1)}},
        "demo_url": [f"https://demos-europe-west2.faceit-cdn.net/cs2/{g.uuid()}-1-1.dem.zst"]}, indent=1)


@CT
def c_challonge_bracket():
    return json.dumps([{"match": {"id": R.randint(3*10**8, 4*10**8), "tournament_id": R.randint(10**7, 2*10**7), "state": "complete",
                                  "player1_id": R.randint(10**8, 3*10**8), "player2_id": R.randint(10**8, 3*10**8), "scores_csv": f"2-{R.randint(0, 1)}",
                                  "identifier": R.choice("ABCDEFGH"), "round": R.randint(1, 5)}}])


@CT
def c_share_code():
    def sc():
        return "CSGO-" + "-".join(g.s("ABCDEFGHJKLMNOPQRSTUVWXYZabcdefhijkmnopqrstuvwxyz23456789", 5) for _ in range(5))
    return f"Demo share code for the VOD review: {sc()}\nCrosshair (kaze): {sc()}"


@CT
def c_env_example():
    return ("# .env.example\nDISCORD_TOKEN=\nSTARTGG_TOKEN=<personal access token from start.gg developer settings>\nRIOT_API_KEY=RGAPI-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx\n"
            f"CHALLONGE_API_KEY=changeme\nRCON_PASSWORD=changeme\nTZ={R.choice(['Europe/Berlin', 'America/Sao_Paulo', 'Asia/Seoul'])}")


@CT
def c_gha():
    return ("- name: Deploy bracket bot\n  env:\n    DISCORD_TOKEN: ${{ secrets.DISCORD_TOKEN }}\n    STARTGG_TOKEN: ${{ secrets.STARTGG_TOKEN }}\n"
            f"  run: fly deploy --app bracketbot-{R.choice(['eu', 'br', 'kr'])} --strategy rolling")


@CT
def c_k8s_ref():
    n = R.choice(["RCON_PASSWORD", "GSLT", "FACEIT_SERVER_API_KEY", "STEAM_WEB_API_KEY"])
    return (f"        - name: {n}\n          valueFrom:\n            secretKeyRef:\n              name: match-{R.randint(1, 20):02d}\n              key: {n.lower()}\n"
            f"        - name: MAP_POOL\n          value: de_ancient,de_mirage,de_inferno,de_nuke")


@CT
def c_rules():
    return R.choice([
        "Rule 4.2: Server IP and password are sent to team captains by the admins 10 minutes before the match. Sharing them publicly results in a default loss.",
        "Players must not stream with the in-game lobby code visible; use the scene with the code overlay blurred.",
        "Rulebook §7: each team receives its own tournament code; lobby passwords are never posted in public channels.",
        "Anti-cheat: the client must be running before check-in. Screenshots are uploaded automatically and reviewed by admins.",
    ]) + f" ({event()})"


@CT
def c_chat():
    return R.choice([
        f"Tobi: wo ist das rcon-Passwort für cs1?\nAdmin: im Admin-Vault unter lan{R.randint(30, 40)}/cs1, nicht hier posten pls",
        f"Caster: overlay won't connect\nProd: OBS websocket pw is in the production doc, page 3. Restart the browser source.",
        f"João: cadê o token do start.gg?\nAna: no 1Password, cofre 'Torneios'. O slug do evento é tournament/liga-rio-split-{R.randint(1, 3)}",
        f"민수: 서버 비번 어디있어요?\n관리자: 캡틴 DM으로 보냈어요. 매치 ID는 {R.randint(1000, 9999)} 입니다.",
    ])


@CT
def c_banlist():
    return "\n".join(["steamid64,reason,hwid_sha256,until"] + [f"{steamid()},{R.choice(['aimbot', 'wallhack', 'smurf', 'ddos'])},{g.sha256()},2027-0{R.randint(1, 9)}-01" for _ in range(3)])


@CT
def c_demo_checksums():
    return "\n".join(f"{g.sha1()}  {team().replace(' ', '_').lower()}-vs-{team().replace(' ', '_').lower()}-m{i}.dem" for i in range(1, 4))


@CT
def c_twitch_client_id():
    return (f"const twitch = new TwitchEmbed('player', {{ channel: 'kaijuleague', parent: ['kaijuleague.gg'] }});\n"
            f"// Helix calls go through our proxy; public client id: {g.s(LOW + DIG, 30)}")


@CT
def c_lan_net():
    return (f"interface Vlan110\n description PLAYERS-{event().replace(' ', '-')}\n ip address 10.38.{R.randint(10, 99)}.1 255.255.252.0\n ip helper-address 10.38.0.3\n"
            f"!\nip dhcp pool PLAYERS\n network 10.38.{R.randint(10, 99)}.0 255.255.252.0\n dns-server 10.38.0.4\n lease 0 8")


@CT
def c_seating():
    return "\n".join(["seat,team,player,switch_port,mac"] + [f"{R.choice('ABCDEF')}{R.randint(1, 40)},{team()},{R.choice(['kaze', 'lyra', 'tofu', 'zed', 'mika'])},Gi1/0/{R.randint(1, 48)},"
                                                            + ":".join(g.hexs(2) for _ in range(6)) for _ in range(4)])


@CT
def c_lancache():
    return (f"# lancache .env\nUSE_GENERIC_CACHE=true\nLANCACHE_IP=10.38.0.{R.randint(5, 9)}\nDNS_BIND_IP=10.38.0.4\nUPSTREAM_DNS=1.1.1.1\nCACHE_DISK_SIZE={R.choice([2000, 4000, 8000])}g\nCACHE_INDEX_SIZE=500m")


@CT
def c_overlay_env_ref():
    return ("// overlay/config.js\nexport default {\n  obsUrl: import.meta.env.VITE_OBS_URL,\n  obsPassword: import.meta.env.VITE_OBS_PASSWORD ?? '',\n"
            f"  refreshMs: {R.choice([500, 1000, 2000])},\n  teamLogos: '/logos/',\n}};")


@CT
def c_pterodactyl_resp():
    return json.dumps({"object": "server", "attributes": {"id": R.randint(1, 300), "uuid": g.uuid(), "identifier": g.hexs(8), "name": f"cs2-match-{R.randint(1, 40):02d}",
                       "node": R.randint(1, 9), "allocation": R.randint(10, 900), "limits": {"memory": 8192, "cpu": 400}}}, indent=1)


@CT
def c_steam_gsa_list():
    return "\n".join(["steamid,appid,memo,is_expired,last_logon"] + [f"{85568392920000000 + R.randint(0, 10**7)},730,{R.choice(['match', 'lan', 'qual'])}-{R.randint(1, 40)},false,{1764000000 + R.randint(0, 10**6)}" for _ in range(3)])


@CT
def c_lockfile():
    pkg = R.choice(["discord.js", "obs-websocket-js", "tmi.js", "steam-user", "nodecg"])
    return f"\"node_modules/{pkg}\": {{\n  \"version\": \"{R.randint(1, 14)}.{R.randint(0, 20)}.{R.randint(0, 9)}\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}"


@CT
def c_prose():
    return R.choice([
        "A Riot development key expires every 24 hours; production keys are per product and must never ship in a client. Tournament stub codes are for testing only.",
        "Game Server Login Tokens are tied to one app id; if a token is used by a banned server, the account that owns it is affected. Keep one token per server and rotate after every LAN.",
        "Discord bot tokens are reset from the Developer Portal; the public key shown there only verifies interaction signatures and is safe to commit.",
        "The stream key lets anyone broadcast to the channel. Reset it in the creator dashboard after each event and keep it out of screen captures.",
    ]) + f" (wiki/{R.choice(['ops', 'broadcast', 'lan'])}-{R.randint(10, 99)})"


@CT
def c_get5_event():
    return json.dumps({"event": "map_result", "matchid": str(R.randint(1000, 9999)), "map_number": R.randint(0, 2),
                       "team1": {"name": team(), "score": 13}, "team2": {"name": team(), "score": R.randint(3, 11)}, "winner": {"side": "ct", "team": "team1"}})


@CT
def c_hook_grep():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": "grep -rn 'rcon_password' cfg/"},
                       "tool_response": {"stdout": f"cfg/server.cfg:3:rcon_password \"${{RCON_PASSWORD}}\"\ncfg/practice.cfg:{R.randint(2, 40)}:// rcon_password set by entrypoint", "exit_code": 0}})


@CT
def c_cert():
    return ("# nordiclan.net wildcard (public certificate, for the scoreboard TLS pin)\n-----BEGIN CERTIFICATE-----\n"
            + "\n".join(g.b64(48) for _ in range(R.randint(5, 8))) + "\n-----END CERTIFICATE-----")


@CT
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32).rstrip('=')} {R.choice(['noc', 'tobi', 'ana'])}@{R.choice(['noc-laptop', 'stage-pc', 'caster-01'])}"


@CT
def c_jwt_public_claims_doc():
    return ("The overlay token is issued per caster and expires after the broadcast; format: `Authorization: Bearer <token>`.\n"
            f"Example claims: {{\"sub\": \"caster-{R.randint(1, 9)}\", \"scope\": \"overlay:read\", \"exp\": {1764990000 + R.randint(0, 9999)}}}")


@CT
def c_git_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in R.sample([
        "bot: move tokens to env", "overlay: fix veto animation", "get5: retry remote log on 502", "stats: cache puuid lookups",
        "lan: new VLAN for stage", "ac: bump heartbeat to 5s", "bracket: handle DQ"], 3))


@CT
def c_iperf():
    return (f"$ iperf3 -c 10.38.0.{R.randint(5, 50)} -t 10\nConnecting to host 10.38.0.12, port 5201\n[  5]   0.00-10.00  sec  {R.randint(900, 1100)} MBytes   {R.randint(800, 940)} Mbits/sec  receiver\niperf Done.")


@CT
def c_b64_test():
    s = json.dumps({"matchid": str(R.randint(1, 999)), "team1": "A", "team2": "B"})
    return f"def test_decode_match_cfg():\n    raw = \"{base64.b64encode(s.encode()).decode()}\"\n    assert json.loads(base64.b64decode(raw))['team1'] == 'A'"


@CT
def c_uuid_ids():
    return json.dumps({"hub_id": g.uuid(), "championship_id": g.uuid(), "organizer_id": g.uuid(), "game": "cs2", "region": "EU"}, indent=1)


def build_clean(n=100):
    out = []
    i = 0
    while len(out) < n:
        out.append(C[i % len(C)]())
        i += 1
    return out


def build_secrets(n=250):
    out = []
    for i in range(n):
        cls, text, secrets = S[i % len(S)]()
        out.append((cls, text, secrets))
    return out


def main():
    secrets = build_secrets()
    clean = build_clean()
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            assert vals and all(v and v in text for v in vals), (i, vals)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
