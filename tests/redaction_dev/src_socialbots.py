"""Blind redaction source "socialbots": community and social automation.

Discord, Telegram, Reddit, Mastodon, Matrix, Bluesky, Twitch and YouTube Data API bots, social schedulers,
moderation bots and their hosting configs (PM2, systemd, compose, Railway/Heroku-style env). Written blind by the
helper "corpora" on 2026-12-03 (it read neither memtool's rules nor its results); every value is random and made
up. Seeded: rerunning writes socialbots_secrets.jsonl and socialbots_clean.jsonl byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "socialbots"
g = Gen(2312033)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
BOTS = ["modbot", "welcome-bot", "clipper", "rolekeeper", "raid-alert", "memeboard", "pollster", "stream-notify", "karma", "ticketeer"]


def snowflake():
    return str(r.randint(10**17, 2 * 10**18))


def discord_token():
    head = base64.b64encode(snowflake().encode()).decode().rstrip("=")
    return head + "." + g.s(URLSAFE, 6) + "." + g.s(URLSAFE, r.choice([27, 38]))


def discord_webhook():
    tok = g.s(URLSAFE, 68)
    return f"https://discord.com/api/webhooks/{snowflake()}/{tok}", tok


def mastodon_tok():
    return g.s(URLSAFE, 43)


def twitch_tok():
    return g.s(LOW + DIG, 30)


def x_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + g.s(B62, 22) + "%3D" + g.s(B62, 50)


def pw():
    k = r.randint(0, 5)
    if k == 0:
        return g.pick(["hunter", "discord", "reddit", "modteam", "letmein", "streamer"]) + str(r.randint(1, 9999))
    if k == 1:
        return "-".join(g.s(LOW, 4) for _ in range(4))  # Bluesky-style app password
    if k == 2:
        w = ["pixel", "banana", "rocket", "quiet", "neon", "mango", "orbit", "lurker", "tabby", "cactus"]
        return "".join(x.capitalize() for x in r.sample(w, 3)) + str(r.randint(1, 99))
    if k == 3:
        return g.s(B62, r.randint(10, 20))
    if k == 4:
        return g.human_pw()
    return g.machine_pw()


def date():
    return f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def readhook(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}}, ensure_ascii=False)


# ---------------------------------------------------------------- secrets
def s_discord_env():
    tok = discord_token()
    t = f"""DISCORD_TOKEN={tok}
GUILD_ID={snowflake()}
MOD_LOG_CHANNEL={snowflake()}
PREFIX=!"""
    return "self-identifying", t, [tok]


def s_discord_py():
    tok = discord_token()
    t = f"""import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="?", intents=intents)

@bot.event
async def on_ready():
    print(f"logged in as {{bot.user}}")

bot.run("{tok}")"""
    return "self-identifying", t, [tok]


def s_discord_js_config():
    tok = discord_token()
    t = json.dumps({"token": tok, "clientId": snowflake(), "guildId": snowflake(), "ownerIds": [snowflake()]}, indent=2)
    return "self-identifying", "Read(config.json)\n" + t, [tok]


def s_discord_webhook():
    url, tok = discord_webhook()
    t = g.pick([
        f"$ curl -H 'Content-Type: application/json' -d '{{\"content\":\"deploy done :rocket:\"}}' {url}",
        f"ALERT_WEBHOOK_URL={url}",
        f"webhooks:\n  raid_alerts: \"{url}\"\n  joins: null",
    ])
    return "self-identifying", t, [tok]


def s_telegram():
    tok = g.telegram()
    t = g.pick([
        f"""from telegram.ext import ApplicationBuilder
app = ApplicationBuilder().token("{tok}").build()""",
        f"$ curl -s https://api.telegram.org/bot{tok}/getUpdates | jq '.result[-1].message.chat.id'\n-100{r.randint(10**9, 10**10)}",
        f"TELEGRAM_BOT_TOKEN={tok}\nTELEGRAM_CHAT_ID=-100{r.randint(10**9, 10**10)}",
    ])
    return "self-identifying", t, [tok]


def s_praw_ini():
    sec = g.s(URLSAFE, r.choice([27, 30]))
    p = pw()
    t = f"""[{g.pick(BOTS)}]
client_id={g.s(URLSAFE, r.choice([14, 22]))}
client_secret={sec}
username={g.pick(['AutoModHelper', 'r_gardening_bot', 'FlairWizard', 'SidebarSync'])}
password={p}
user_agent=linux:{g.pick(BOTS)}:v1.{r.randint(0, 9)} (by u/{g.s(LOW, 8)})"""
    return "name-context", t, [sec, p]


def s_praw_py():
    sec = g.s(URLSAFE, 30)
    p = pw()
    t = f"""reddit = praw.Reddit(
    client_id="{g.s(URLSAFE, 22)}",
    client_secret="{sec}",
    password="{p}",
    user_agent="modqueue-digest/0.3",
    username="digest_bot",
)"""
    return "structural", t, [sec, p]


def s_mastodon_secret_file():
    tok = mastodon_tok()
    t = f"""$ cat {g.pick(BOTS)}_usercred.secret
{tok}
https://{g.pick(['mastodon.example', 'fosstodon.example', 'botsin.example'])}"""
    return "name-context", t, [tok]


def s_mastodon_curl():
    tok = mastodon_tok()
    t = f"""$ curl -X POST -H "Authorization: Bearer {tok}" -F "status=Weekly digest is up!" -F "visibility=unlisted" \\
    https://botsin.example/api/v1/statuses
{{"id":"{r.randint(10**17, 10**18)}","created_at":"{date()}T12:00:01.000Z","visibility":"unlisted"}}"""
    return "structural", t, [tok]


def s_matrix():
    tok = "syt_" + g.b64url(9) + "_" + g.s(B62, 20) + "_" + g.s(B62, 6)
    t = f"""homeserver: https://matrix.example.org
user_id: "@{g.pick(BOTS)}:example.org"
access_token: "{tok}"
device_id: {g.s(UPPER, 10)}"""
    return "self-identifying", t, [tok]


def s_twitch_irc():
    tok = twitch_tok()
    t = f"""< :tmi.twitch.tv CAP * ACK :twitch.tv/tags twitch.tv/commands
> PASS oauth:{tok}
> NICK {g.pick(['clipperbot', 'raidwatch', 'nightbot_clone'])}
< :tmi.twitch.tv 001 clipperbot :Welcome, GLHF!"""
    return "structural", t, [tok]


def s_twitch_env():
    sec = twitch_tok()
    t = f"""TWITCH_CLIENT_ID={twitch_tok()}
TWITCH_CLIENT_SECRET={sec}
TWITCH_EVENTSUB_CALLBACK=https://bot.example.net/eventsub
TWITCH_BROADCASTER_ID={r.randint(10**7, 10**9)}"""
    return "name-context", t, [sec]


def s_eventsub_secret():
    sec = g.s(B62, r.randint(16, 40))
    t = f"""$ twitch api post eventsub/subscriptions -b '{{"type":"stream.online","version":"1","condition":{{"broadcaster_user_id":"{r.randint(10**7, 10**9)}"}},"transport":{{"method":"webhook","callback":"https://bot.example.net/eventsub","secret":"{sec}"}}}}'"""
    return "structural", t, [sec]


def s_youtube_key():
    k = g.google_api()
    t = g.pick([
        f"$ curl 'https://www.googleapis.com/youtube/v3/search?part=snippet&channelId=UC{g.s(URLSAFE, 22)}&order=date&key={k}'",
        f"YOUTUBE_API_KEY={k}\nYOUTUBE_CHANNEL_ID=UC{g.s(URLSAFE, 22)}",
        f"const yt = google.youtube({{ version: 'v3', auth: '{k}' }});",
    ])
    return "self-identifying", t, [k]


def s_youtube_oauth():
    rt = g.google_refresh()
    sec = "GOCSPX-" + g.s(URLSAFE, 28)
    t = json.dumps({"token": g.google_oauth(), "refresh_token": rt, "token_uri": "https://oauth2.googleapis.com/token",
                    "client_id": f"{r.randint(10**11, 10**12)}-{g.s(LOW + DIG, 32)}.apps.googleusercontent.com",
                    "client_secret": sec, "scopes": ["https://www.googleapis.com/auth/youtube.force-ssl"]})
    return "self-identifying", "$ cat token.json\n" + t, [rt, sec]


def s_x_api():
    b = x_bearer()
    cs = g.s(B62, 50)
    t = f"""# scheduler/x.yaml
consumer_key: {g.s(B62, 25)}
consumer_secret: {cs}
bearer_token: "{b}"
post_window: "09:00-21:00"
"""
    return "self-identifying", t, [cs, b]


def s_bluesky():
    p = "-".join(g.s(LOW + DIG, 4) for _ in range(4))
    t = g.pick([
        f"""from atproto import Client
client = Client()
client.login("{g.pick(BOTS)}.bsky.example", "{p}")""",
        f"BSKY_HANDLE={g.pick(BOTS)}.bsky.example\nBSKY_APP_PASSWORD={p}",
    ])
    return "name-context", t, [p]


def s_slack_bot():
    tok = g.slack()
    t = f"""# moderation digest also goes to the staff Slack
SLACK_BOT_TOKEN={tok}
SLACK_CHANNEL=#mod-log"""
    return "self-identifying", t, [tok]


def s_fb_ig():
    tok = g.pick(["EAAB", "EAAG", "IGQV"]) + g.s(B62, r.randint(150, 200))
    t = g.pick([
        f"""$ curl -X POST "https://graph.facebook.com/v19.0/{r.randint(10**14, 10**15)}/feed" -d "message=New episode live" -d "access_token={tok}"
{{"id":"{r.randint(10**14, 10**15)}_{r.randint(10**14, 10**15)}"}}""",
        f"""buffer-lite:
  profiles:
    - network: instagram
      page_id: "{r.randint(10**14, 10**15)}"
      long_lived_token: "{tok}\"""",
    ])
    return "self-identifying", t, [tok]


def s_pm2():
    tok = discord_token()
    p = pw()
    t = f"""module.exports = {{
  apps: [{{
    name: "{g.pick(BOTS)}",
    script: "dist/index.js",
    env_production: {{
      NODE_ENV: "production",
      BOT_TOKEN: "{tok}",
      MONGO_URL: "mongodb://botuser:{p}@127.0.0.1:27017/bot?authSource=admin",
    }},
  }}],
}};"""
    return "self-identifying", t, [tok, p]


def s_systemd():
    tok = g.telegram() if r.random() < .5 else discord_token()
    t = f"""[Unit]
Description={g.pick(BOTS)} community bot
After=network-online.target

[Service]
User=bot
WorkingDirectory=/opt/bot
Environment=BOT_TOKEN={tok}
ExecStart=/opt/bot/.venv/bin/python -m bot
Restart=always"""
    return "self-identifying", t, [tok]


def s_compose_redis():
    p = pw()
    p2 = pw()
    t = f"""services:
  bot:
    build: .
    environment:
      REDIS_URL: redis://:{p}@redis:6379/0
      DATABASE_URL: postgresql://modbot:{p2}@postgres/modbot
  redis:
    image: redis:7
    command: ["redis-server", "--requirepass", "{p}"]"""
    return "structural", t, [p, p2]


def s_railway_cli():
    tok = discord_token()
    t = f"""$ railway variables
╔══════════════════════════════ Variables for {g.pick(BOTS)} ═════════════════════════════╗
║ DISCORD_TOKEN   │ {tok} ║
║ NODE_ENV        │ production ║
║ SHARD_COUNT     │ {r.randint(1, 8)} ║
╚═══════════════════════════════════════════════════════════════════════════════════╝"""
    return "self-identifying", t, [tok]


def s_heroku_config():
    sec = g.s(B62, r.randint(20, 32))
    p = pw()
    t = f"""$ heroku config -a {g.pick(BOTS)}-prod
=== {g.pick(BOTS)}-prod Config Vars
DATABASE_URL:          postgres://u{g.s(LOW + DIG, 12)}:{p}@ec2-{r.randint(1, 99)}-{r.randint(1, 255)}.compute-1.example.com:5432/d{g.s(LOW + DIG, 12)}
PATREON_WEBHOOK_SECRET: {sec}
TZ:                    UTC"""
    return "structural", t, [p, sec]


def s_chat_leak():
    tok = g.pick([discord_token, g.telegram])()
    t = g.pick([
        f"ok the bot is up but it's not reading messages. here's my code, token is {tok} (I'll reset it later lol)",
        f"Can someone check why my bot 401s? using token `{tok}` and the intents look right",
    ])
    return "self-identifying", t, [tok]


def s_chat_mod_pw():
    p = pw()
    t = g.pick([
        f"mod team: the shared Twitch mod account password is {p}, 2FA codes in the pinned message",
        f"new password for the server's backup Reddit account is {p} -- only use it if u/ownerperson is unreachable",
    ])
    return "name-context", t, [p]


def s_hook_env():
    tok = discord_token()
    k = g.google_api()
    out = f"BOT_TOKEN={tok}\nYOUTUBE_KEY={k}\nLOG_LEVEL=debug\n"
    return "self-identifying", hook("cat .env", out), [tok, k]


def s_scheduler_json():
    tok = g.s(B62, 64)
    t = json.dumps({"version": 2, "accounts": [{"network": "mastodon", "instance": "botsin.example", "access_token": mastodon_tok()[:0] + tok},
                                               {"network": "threads", "user_id": str(r.randint(10**16, 10**17))}]}, indent=2)
    return "name-context", "Read(scheduler/accounts.json)\n" + t, [tok]


def s_traceback_dpy():
    tok = discord_token()
    t = f"""Traceback (most recent call last):
  File "/opt/bot/main.py", line 52, in <module>
    bot.run(settings.token)
  File "/opt/bot/.venv/lib/python3.12/site-packages/discord/http.py", line 812, in static_login
    raise LoginFailure('Improper token has been passed.') from exc
discord.errors.LoginFailure: Improper token has been passed.
settings = Settings(token='{tok}', prefix='!', owner_id={snowflake()})"""
    return "self-identifying", t, [tok]


def s_gh_actions():
    p = pw()
    t = f"""- name: Deploy bot to VPS
  run: |
    sshpass -p '{p}' ssh -o StrictHostKeyChecking=no deploy@{r.randint(11, 200)}.{r.randint(1, 255)}.{r.randint(1, 255)}.{r.randint(1, 255)} 'cd /opt/bot && git pull && pm2 restart all'"""
    return "structural", t, [p]


def s_lemmy():
    p = pw()
    t = f"""$ curl -s -X POST https://lemmy.example/api/v3/user/login -H 'Content-Type: application/json' \\
    -d '{{"username_or_email":"automod","password":"{p}"}}'
{{"jwt":null,"registration_created":false,"verify_email_sent":false}}"""
    return "structural", t, [p]


def s_pem_gh_app():
    block, line = g.pem("RSA PRIVATE KEY")
    t = f"""# GitHub App that mirrors Discord announcements to Discussions
GH_APP_ID={r.randint(100000, 999999)}
GH_APP_PRIVATE_KEY="{block}\""""
    return "self-identifying", t, [line]


SECRET_T = [s_discord_env, s_discord_py, s_discord_js_config, s_discord_webhook, s_telegram, s_praw_ini, s_praw_py,
            s_mastodon_secret_file, s_mastodon_curl, s_matrix, s_twitch_irc, s_twitch_env, s_eventsub_secret,
            s_youtube_key, s_youtube_oauth, s_x_api, s_bluesky, s_slack_bot, s_fb_ig, s_pm2, s_systemd, s_compose_redis,
            s_railway_cli, s_heroku_config, s_chat_leak, s_chat_mod_pw, s_hook_env, s_scheduler_json, s_traceback_dpy,
            s_gh_actions, s_lemmy, s_pem_gh_app]


# ---------------------------------------------------------------- clean
def c_discord_ids():
    return f"""GUILD_ID={snowflake()}
MOD_LOG_CHANNEL={snowflake()}
ADMIN_ROLE={snowflake()}
DISCORD_PUBLIC_KEY={g.hexs(64)}
DISCORD_TOKEN=${{DISCORD_TOKEN}}"""


def c_interaction():
    return f"""POST /interactions HTTP/1.1
X-Signature-Ed25519: {g.hexs(128)}
X-Signature-Timestamp: {1790000000 + r.randint(0, 999999)}
Content-Type: application/json

{{"type":2,"id":"{snowflake()}","application_id":"{snowflake()}","guild_id":"{snowflake()}","data":{{"name":"warn"}}}}"""


def c_docs():
    return g.pick([
        "## Running locally\n\n1. Create an application in the Developer Portal.\n2. Copy `.env.example` to `.env` and set `DISCORD_TOKEN=<your-bot-token>`.\n3. `npm run dev`",
        "praw.ini:\n\n```\n[bot1]\nclient_id=YOUR_CLIENT_ID\nclient_secret=YOUR_CLIENT_SECRET\npassword=YOUR_REDDIT_PASSWORD\nusername=YOUR_BOT_USERNAME\n```",
        "Never commit your token. If you did, reset it in the portal immediately; GitHub will also notify Discord, which revokes it.",
        "TELEGRAM_BOT_TOKEN=123456:ABC-your-token-here  # from @BotFather",
        "Default admin password for the dashboard is `changeme` in the demo image; the container refuses to start in production until you set ADMIN_PASSWORD.",
    ])


def c_bot_log():
    return "\n".join([
        f"{date()} 12:00:0{r.randint(0, 9)} INFO discord.client logging in using static token",
        f"{date()} 12:00:0{r.randint(0, 9)} INFO discord.gateway Shard ID None has connected to Gateway (Session ID: {g.hexs(32)}).",
        f"{date()} 12:00:1{r.randint(0, 9)} INFO bot.mod timed out user {snowflake()} for 10m (automod rule {snowflake()})",
    ])


def c_youtube_resp():
    return json.dumps({"kind": "youtube#searchListResponse", "etag": g.s(URLSAFE, 27), "nextPageToken": "CAUQAA",
                       "items": [{"id": {"kind": "youtube#video", "videoId": g.s(URLSAFE, 11)},
                                  "snippet": {"channelId": "UC" + g.s(URLSAFE, 22), "title": "Weekly update"}}]}, indent=1)


def c_telegram_update():
    return json.dumps({"ok": True, "result": [{"update_id": r.randint(10**8, 10**9), "message": {"message_id": r.randint(1, 9999),
                       "chat": {"id": -10**12 - r.randint(0, 10**11), "type": "supergroup", "title": "Plant swap"},
                       "text": "/rules", "date": 1790000000 + r.randint(0, 99999)}}]})


def c_mastodon_status():
    return json.dumps({"id": str(r.randint(10**17, 10**18)), "uri": f"https://botsin.example/users/digest/statuses/{r.randint(10**17, 10**18)}",
                       "account": {"acct": "digest", "avatar": f"https://files.botsin.example/accounts/avatars/{g.hexs(16)}.png"},
                       "content": "<p>Weekly digest is up!</p>"})


def c_webpush():
    return f"""# mastodon .env.production (public part only)
VAPID_PUBLIC_KEY=B{g.s(URLSAFE, 86)}
LOCAL_DOMAIN=botsin.example
SINGLE_USER_MODE=false
SECRET_KEY_BASE=${{SECRET_KEY_BASE}}"""


def c_git():
    return "\n".join(f"{g.hexs(40)} {m}" for m in r.sample([
        "mod: escalate after 3 warnings", "twitch: reconnect on RECONNECT notice", "reddit: respect ratelimit headers",
        "welcome: localise greeting", "deps: bump discord.py to 2.4", "ci: build arm64 image"], 4))


def c_compose():
    return """services:
  bot:
    image: ghcr.io/example/modbot:1.8.2
    env_file: .env
    environment:
      REDIS_URL: redis://redis:6379/0
  redis:
    image: redis:7-alpine"""


def c_hook_ps():
    out = "\n".join(f"│ {i} │ {n:<14} │ fork │ {r.randint(1000, 40000)} │ online │ {r.randint(0, 20)}% │ {r.randint(40, 300)}mb │" for i, n in enumerate(r.sample(BOTS, 3)))
    return hook("pm2 ls", out)


def c_emoji_b64():
    return json.dumps({"name": "partyblob", "image": "data:image/png;base64," + g.b64(90), "roles": [snowflake()]})


def c_chat():
    return g.pick([
        f"bot got rate limited again (429, retry_after 2.3s) in channel {snowflake()}, I bumped the bucket size",
        "Reminder: reset the token in the portal if you ever paste it in chat. I just did mine.",
        f"the twitch broadcaster id for the main channel is {r.randint(10**7, 10**9)}, not secret, it's in every API response",
        f"checksum of the release zip: sha256 {g.sha256()}",
    ])


def c_twitch_irc():
    return f"""< @badge-info=;badges=moderator/1;color=#1E90FF;display-name=Mod_{g.s(LOW, 5)};id={g.uuid()};room-id={r.randint(10**7, 10**9)};tmi-sent-ts={1790000000000 + r.randint(0, 10**8)} :mod!mod@mod.tmi.twitch.tv PRIVMSG #channel :!clip
> PRIVMSG #channel :Clip created: https://clips.example.tv/{g.s(B62, 20)}"""


def c_reddit_json():
    return json.dumps({"kind": "Listing", "data": {"after": "t3_" + g.s(LOW + DIG, 7), "children": [{"kind": "t3", "data": {"id": g.s(LOW + DIG, 7),
                       "subreddit": "gardening", "title": "Weekly help thread", "removed_by_category": None}}]}})


CLEAN_T = [c_discord_ids, c_interaction, c_docs, c_bot_log, c_youtube_resp, c_telegram_update, c_mastodon_status,
           c_webpush, c_git, c_compose, c_hook_ps, c_emoji_b64, c_chat, c_twitch_irc, c_reddit_json]


def main() -> None:
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = SECRET_T[i % len(SECRET_T)]()
            for s in secrets:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": secrets}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            text = CLEAN_T[i % len(CLEAN_T)]()
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
