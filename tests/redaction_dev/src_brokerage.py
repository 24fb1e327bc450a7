"""Blind round 56, source "brokerage": retail brokerage and trading (broker APIs, FIX, market data, bots,
back-office reconciliation). Seeded; stdlib + _tokens only. Run: python3 src_brokerage.py"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAM = "brokerage"
g = Gen(5601)
r = g.r
D = string.digits


def alpaca_key(live=True):
    return ("AK" if live else "PK") + g.s(UPPER + D, 18)


def alpaca_secret():
    return g.s(B62, 40)


def acct():
    return g.pick(["U", "DU", "F"]) + str(r.randint(1000000, 9999999))


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def pin(n=4):
    return "".join(r.choice(D) for _ in range(n))


def phrase():
    w = ["bull", "candle", "margin", "theta", "vega", "strike", "spread", "ledger", "tape", "ticker", "bond",
         "hedge", "yield", "gamma", "wick", "floor", "short", "delta"]
    return "-".join(r.sample(w, 4)) + str(r.randint(1, 99))


def user():
    return g.pick(["jmorales", "trader01", "ops_recon", "kchen", "algo-svc", "mleblanc", "backoffice", "sfischer"])


def host():
    return g.pick(["fix-uat.primebroker.net", "fix.clearco.example", "10.20.4.17", "fixgw01.internal", "orders-fix.bd.local"])


# ---------------------------------------------------------------- secret templates: (class, text, [values])
def s_alpaca_env():
    k, s = alpaca_key(r.random() < .5), alpaca_secret()
    t = f"# .env (bot)\nAPCA_API_BASE_URL=https://paper-api.alpaca.markets\nAPCA_API_KEY_ID={k}\nAPCA_API_SECRET_KEY={s}\nSYMBOLS=AAPL,MSFT,SPY\nMAX_POSITION_USD=2500\n"
    return "name-context", t, [s]


def s_alpaca_curl():
    k, s = alpaca_key(), alpaca_secret()
    t = (f"$ curl -s -H 'APCA-API-KEY-ID: {k}' -H 'APCA-API-SECRET-KEY: {s}' "
         f"https://api.alpaca.markets/v2/account | jq .buying_power\n\"{r.randint(1000, 90000)}.{r.randint(10, 99)}\"")
    return "structural", t, [s]


def s_alpaca_py():
    k, s = alpaca_key(False), alpaca_secret()
    t = f"""from alpaca.trading.client import TradingClient
from alpaca.trading.requests import MarketOrderRequest

client = TradingClient("{k}", "{s}", paper=True)
order = MarketOrderRequest(symbol="QQQ", qty={r.randint(1, 50)}, side="buy", time_in_force="day")
client.submit_order(order)
"""
    return "name-context", t, [s]


def s_ibkr_ibc():
    u, p = user(), g.pw()
    t = f"""# ~/ibc/config.ini  (IBC, IB Gateway auto-login)
IbLoginId={u}
IbPassword={p}
TradingMode={g.pick(['live', 'paper'])}
AcceptNonBrokerageAccountWarning=yes
ReadOnlyApi=no
"""
    return "name-context", t, [p]


def s_ibkr_docker():
    p = g.pw()
    t = f"""services:
  ib-gateway:
    image: ghcr.io/gnzsnz/ib-gateway:stable
    environment:
      TWS_USERID: {user()}
      TWS_PASSWORD: {p}
      TRADING_MODE: live
      VNC_SERVER_PASSWORD: {(vp := g.s(string.ascii_lowercase + D, 8))}
    ports: ["127.0.0.1:4001:4003"]
"""
    return "name-context", t, [p, vp]


def s_ibkr_flex():
    tok = "".join(r.choice(D) for _ in range(24))
    t = (f"$ wget -O flex.xml 'https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/SendRequest?t={tok}&q={r.randint(100000, 999999)}&v=3'\n"
         f"HTTP request sent, awaiting response... 200 OK\nSaving to: 'flex.xml'")
    return "structural", t, [tok]


def s_ibkr_cp():
    c = g.s(HEX, 32)
    t = f"""GET /v1/api/iserver/accounts HTTP/1.1
Host: localhost:5000
Cookie: api={c}; x-sess-uuid=0.{g.hexs(8)}.{r.randint(1000000000, 9999999999)}
User-Agent: python-requests/2.31.0
"""
    return "structural", t, [c]


def s_tradier_hdr():
    tok = g.s(B62, 28)
    t = f"""import requests
r = requests.get("https://api.tradier.com/v1/markets/options/chains",
    params={{"symbol": "SPY", "expiration": "2027-01-15", "greeks": "true"}},
    headers={{"Authorization": "Bearer {tok}", "Accept": "application/json"}})
"""
    return "structural", t, [tok]


def s_tradier_env():
    tok = g.s(B62, 28)
    a = f"VA{r.randint(10000000, 99999999)}"
    t = f"TRADIER_ACCOUNT_ID={a}\nTRADIER_ACCESS_TOKEN={tok}\nTRADIER_SANDBOX=false\n"
    return "name-context", t, [tok]


def s_fix_cfg():
    p = g.pick([g.human_pw(), g.s(B62, 12), g.s(UPPER + D, 8)])
    t = f"""[DEFAULT]
ConnectionType=initiator
FileStorePath=store
StartTime=00:00:00
EndTime=00:00:00
HeartBtInt=30

[SESSION]
BeginString=FIX.4.4
SenderCompID=RETAILBD{r.randint(1, 9)}
TargetCompID={g.pick(['CLEARCO', 'PRIMEX', 'NITEX', 'VIRTU'])}
SocketConnectHost={host()}
SocketConnectPort={r.randint(9000, 9900)}
Username={user()}
Password={p}
"""
    return "name-context", t, [p]


def s_fix_logon():
    p = g.pick([g.s(B62, 10), g.human_pw(), g.s(UPPER + D, 8)])
    S = "|"
    msg = (f"8=FIX.4.4{S}9=1{r.randint(10, 99)}{S}35=A{S}34=1{S}49=RETAILBD{S}52=20261203-14:{r.randint(10, 59)}:0{r.randint(0, 9)}.{r.randint(100, 999)}{S}"
           f"56=CLEARCO{S}98=0{S}108=30{S}141=Y{S}553={user()}{S}554={p}{S}10={r.randint(100, 255)}{S}")
    t = f"2026-12-03 14:02:11,482 INFO  quickfix.Session outgoing: {msg}"
    return "structural", t, [p]


def s_fix_newpw():
    p1, p2 = g.s(B62, 10), g.s(B62, 10)
    t = (f"[FIX][OUT] 35=A 553=RBDX01 554={p1} 925={p2} 98=0 108=30  # password rotation, venue requires 925 NewPassword every 90d")
    return "structural", t, [p1, p2]


def s_polygon():
    k = g.s(URLSAFE.replace("-", ""), 32)
    t = f"$ curl 'https://api.polygon.io/v2/aggs/ticker/AAPL/range/1/minute/2026-12-01/2026-12-02?adjusted=true&apiKey={k}'"
    return "structural", t, [k]


def s_polygon_ws():
    k = g.s(B62, 32)
    t = f"""const ws = new WebSocket("wss://socket.polygon.io/stocks");
ws.onopen = () => {{
  ws.send(JSON.stringify({{ action: "auth", params: "{k}" }}));
  ws.send(JSON.stringify({{ action: "subscribe", params: "T.AAPL,Q.AAPL" }}));
}};
"""
    return "name-context", t, [k]


def s_iex():
    k = "sk_" + g.hexs(32)
    t = f"IEX_CLOUD_SECRET_TOKEN={k}\nIEX_CLOUD_PUBLISHABLE=pk_{g.hexs(32)}\n"
    return "self-identifying", t, [k]


def s_finnhub():
    k = g.s(string.ascii_lowercase + D, 20)
    t = f"requests.get('https://finnhub.io/api/v1/quote', params={{'symbol': 'TSLA', 'token': '{k}'}})"
    return "structural", t, [k]


def s_alphav():
    k = g.s(UPPER + D, 16)
    t = f"# marketdata.toml\n[alphavantage]\napikey = \"{k}\"\nrate_limit_per_min = 75\n"
    return "name-context", t, [k]


def s_databento():
    k = "db-" + g.s(B62, 29)
    t = f"import databento as db\nclient = db.Historical(\"{k}\")\ndata = client.timeseries.get_range(dataset=\"XNAS.ITCH\", symbols=[\"NVDA\"], schema=\"trades\", start=\"2026-11-28\")"
    return "self-identifying", t, [k]


def s_schwab():
    cid, cs = g.s(B62, 32), g.s(B62, 16)
    rt = g.s(B62 + "-_@", 90)
    t = f"""{{
  "app_key": "{cid}",
  "app_secret": "{cs}",
  "callback_url": "https://127.0.0.1:8182",
  "token": {{"refresh_token": "{rt}", "expires_in": 1800, "token_type": "Bearer"}}
}}"""
    return "name-context", t, [cs, rt]


def s_tasty():
    p = g.pw()
    st = g.s(B62 + "+/", 40) + "+C"
    t = f"""POST https://api.tastyworks.com/sessions
{{"login": "{user()}", "password": "{p}", "remember-me": true}}
<- 201 {{"data": {{"session-token": "{st}", "remember-token": "{(rm := g.s(B62, 40))}"}}}}"""
    return "structural", t, [p, st, rm]


def s_oanda():
    tok = g.hexs(32) + "-" + g.hexs(32)
    t = f"# oanda.cfg\n[oanda]\naccount_id = 001-004-{r.randint(1000000, 9999999)}-001\naccess_token = {tok}\naccount_type = live\n"
    return "name-context", t, [tok]


def s_etrade_oauth():
    ck, cs, ts = g.hexs(32), g.hexs(32), g.s(B62 + "+/=", 44)
    t = f"""ETRADE_CONSUMER_KEY = "{ck}"
ETRADE_CONSUMER_SECRET = "{cs}"
# cached after verifier step
ETRADE_OAUTH_TOKEN_SECRET = "{ts}"
"""
    return "name-context", t, [cs, ts]


def s_kite():
    ak, sec = g.s(string.ascii_lowercase + D, 16), g.s(string.ascii_lowercase + D, 32)
    t = f"from kiteconnect import KiteConnect\nkite = KiteConnect(api_key=\"{ak}\")\ndata = kite.generate_session(request_token, api_secret=\"{sec}\")\nkite.set_access_token(data[\"access_token\"])"
    return "name-context", t, [sec]


def s_binance():
    k, s = g.s(B62, 64), g.s(B62, 64)
    t = f"exchange = ccxt.binance({{\n    'apiKey': '{k}',\n    'secret': '{s}',\n    'enableRateLimit': True,\n    'options': {{'defaultType': 'future'}},\n}})"
    return "name-context", t, [k, s]


def s_freqtrade():
    s = g.s(B62, 32)
    jp = g.hexs(64)
    t = json.dumps({"exchange": {"name": "kraken", "key": g.s(B62 + "+/", 56), "secret": s},
                    "api_server": {"enabled": True, "listen_ip_address": "0.0.0.0", "jwt_secret_key": jp,
                                   "username": "freqtrader", "password": (fp := g.human_pw())},
                    "dry_run": False}, indent=2)
    t = "$ cat user_data/config.json\n" + t
    key = json.loads(t.split("\n", 1)[1])["exchange"]["key"]
    return "name-context", t, [key, s, jp, fp]


def s_pg_recon():
    p = g.pw()
    t = f"postgresql://recon_ro:{p}@bo-db.ledger.internal:5432/backoffice?sslmode=require"
    t = f"RECON_DSN={t}\n# nightly: DTCC positions vs broker ledger"
    return "structural", t, [p]


def s_sftp_dtcc():
    p = g.pick([g.s(UPPER + D, 8), g.human_pw()])
    t = f"$ lftp -u BDOPS{r.randint(100, 999)},{p} sftp://sftp.clearingfirm.example -e 'mget /outgoing/POSITIONS_{r.randint(20261101, 20261130)}.csv; bye'"
    return "structural", t, [p]


def s_sftp_py():
    p = g.pw()
    t = f"""transport = paramiko.Transport(("files.apexclearing.example", 22))
transport.connect(username="rbd_recon", password="{p}")
sftp = paramiko.SFTPClient.from_transport(transport)
sftp.get("/out/EXT869_{r.randint(1000, 9999)}.txt", "ext869.txt")
"""
    return "structural", t, [p]


def s_slack_bot():
    n, tok, m = g.self_identifying()
    t = f"# trading-alerts bot\nALERT_CHANNEL=#fills\nNOTIFY_TOKEN={tok}\nPNL_THRESHOLD=-1500\n"
    return "self-identifying", t, [m]


def s_selfid_log():
    n, tok, m = g.self_identifying()
    t = f"2026-12-03T13:31:07Z WARN strategy-runner failed to post fill summary ({n}): retry with creds={tok}"
    return "self-identifying", t, [m]


def s_pem():
    blk, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    t = f"$ cat keys/coinbase_advanced_ecdsa.pem\n{blk}" if r.random() < .5 else f"# IBKR Web API OAuth 1.0a: private_signature.pem\n{blk}"
    return "self-identifying", t, [line]


def s_coinbase_json():
    blk, line = g.pem("EC PRIVATE KEY")
    t = json.dumps({"name": f"organizations/{g.uuid()}/apiKeys/{g.uuid()}", "privateKey": blk + "\n"}, indent=2)
    return "self-identifying", t, [line]


def s_jwt():
    j = g.jwt()
    t = f"GET /api/v1/portfolio/positions HTTP/2\nhost: api.broker-app.example\nauthorization: Bearer {j}\naccept: application/json"
    return "self-identifying", t, [j]


def s_chat_pw():
    p = g.pw()
    lang = r.randint(0, 3)
    txt = [f"hey can you log into the TWS paper account? user is {user()}, pw {p} — I'm locked out of 2FA",
           f"Hola, la contraseña del portal de la custodia es {p} (usuario bdops). No la compartas fuera del canal.",
           f"Moin, Passwort für das Orderbuch-Backend: {p} – bitte nach dem Handelsschluss ändern",
           f"FYI new password for the clearing firm's web portal is {p}, old one expired this morning"][lang]
    return "name-context", f"[#trading-ops] {txt}", [p]


def s_phone_pin():
    pn = pin(g.pick([4, 6]))
    t = f"Ticket #{r.randint(40000, 49999)}: client called to place a trade by phone. Verified with telephone PIN {pn} and DOB. Order staged for review."
    return "name-context", t, [pn]


def s_mt5():
    p = g.pick([g.s(string.ascii_letters + D, 8), g.human_pw()])
    ip = g.pick([g.s(string.ascii_letters + D, 8), g.human_pw()])
    t = f"""[Common]
Login={r.randint(10000000, 99999999)}
Password={p}
Server=ICMarketsSC-Live07
; investor (read-only) password for the signal service
InvestorPassword={ip}
"""
    return "name-context", t, [p, ip]


def s_hook():
    s = alpaca_secret()
    cmd = f"export APCA_API_SECRET_KEY={s} && python bot.py --paper"
    t = json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
                    "tool_input": {"command": cmd, "description": "run the bot"}})
    return "name-context", t, [s]


def s_hook_file():
    p = g.pw()
    content = f"[fix]\nsender_comp_id = RBD1\ntarget_comp_id = CLEARCO\nusername = {user()}\npassword = {p}\n"
    t = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Write",
                    "tool_input": {"file_path": "/srv/oms/conf/fix.toml", "content": content}})
    return "name-context", t, [p]


def s_redis():
    p = g.machine_pw()
    t = f"MARKETDATA_CACHE=redis://:{p}@md-cache.prod:6379/2\nQUOTE_TTL_MS=250"
    return "structural", t, [p]


def s_kafka():
    p = g.machine_pw()
    t = f"""bootstrap.servers=pkc-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.us-east-1.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{g.s(UPPER + D, 16)}" password="{p}";
# topic: executions.v2
"""
    return "structural", t, [p]


def s_trace():
    s = alpaca_secret()
    t = f"""Traceback (most recent call last):
  File "/opt/bot/run.py", line 88, in <module>
    api = tradeapi.REST(key_id="{alpaca_key()}", secret_key="{s}", base_url=URL("https://api.alpaca.markets"))
  File "/usr/lib/python3.11/site-packages/alpaca_trade_api/rest.py", line 92, in __init__
alpaca_trade_api.rest.APIError: forbidden."""
    return "name-context", t, [s]


def s_diff():
    old, new = g.s(B62, 28), g.s(B62, 28)
    t = f"""diff --git a/config/settings.py b/config/settings.py
@@ -12,7 +12,7 @@ TRADIER = {{
     "endpoint": "https://api.tradier.com/v1",
-    "token": "{old}",
+    "token": "{new}",
     "account": "6YA{r.randint(10000, 99999)}",
 }}"""
    return "name-context", t, [old, new]


def s_csharp():
    p = g.pw()
    t = f'var conn = new SqlConnection("Server=tcp:oms-sql.database.windows.net,1433;Database=OMS;User ID=omsapp;Password={p};Encrypt=True;");'
    return "structural", t, [p]


def s_java_props():
    p = g.pw()
    t = f"# reconciliation-service application.properties\nspring.datasource.url=jdbc:oracle:thin:@//bo-ora:1521/BOPRD\nspring.datasource.username=RECON\nspring.datasource.password={p}\nrecon.cutoff=17:30"
    return "name-context", t, [p]


def s_webhook_secret():
    s = g.hexs(64)
    t = f"// tradingview -> bot bridge\nconst TV_WEBHOOK_PASSPHRASE = \"{(pp := phrase())}\";\nconst HMAC_SIGNING_KEY = \"{s}\";\n"
    return "name-context", t, [pp, s]


def s_tv_alert():
    pp = phrase()
    t = f'TradingView alert message:\n{{"passphrase": "{pp}", "ticker": "{{{{ticker}}}}", "action": "{{{{strategy.order.action}}}}", "qty": {r.randint(1, 20)}}}'
    return "name-context", t, [pp]


def s_hcl():
    s = alpaca_secret()
    t = f'resource "aws_ssm_parameter" "alpaca" {{\n  name  = "/bot/prod/alpaca_secret"\n  type  = "SecureString"\n  value = "{s}"\n}}'
    return "name-context", t, [s]


def s_url_userinfo():
    p = g.pw()
    t = f"$ mysql --host=portfolio-db --user=pm_rw --password='{p}' portfolio -e 'select count(*) from lots'"
    return "structural", t, [p]


def s_basic():
    u, p = "rbd-api", g.machine_pw()
    b = basic(u, p)
    t = f"POST /statements/v2/batch HTTP/1.1\nHost: bo.custodian.example\nAuthorization: Basic {b}\nContent-Type: application/json"
    return "structural", t, [b]


def s_notebook():
    k, s = alpaca_key(), alpaca_secret()
    cell = {"cell_type": "code", "execution_count": 3, "metadata": {},
            "source": ["import alpaca_trade_api as tradeapi\n", f"api = tradeapi.REST('{k}', '{s}', 'https://paper-api.alpaca.markets')\n",
                       "bars = api.get_bars('SPY', '1Day', limit=200).df"], "outputs": []}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4}, indent=1), [s]


def s_ib_insync():
    p = g.pw()
    t = f"$ history | grep ibgateway\n  412  IBG_USER={user()} IBG_PASS='{p}' ./start_gateway.sh --mode=live"
    return "name-context", t, [p]


def s_php():
    k = g.s(UPPER + D, 16)
    t = f"<?php\n// quotes widget\ndefine('TWELVEDATA_API_KEY', '{k}');\n$url = \"https://api.twelvedata.com/time_series?symbol=EUR/USD&interval=1min&apikey=\" . TWELVEDATA_API_KEY;"
    return "name-context", t, [k]


def s_ruby():
    s = g.s(B62, 40)
    t = f"Broker.configure do |c|\n  c.api_key    = ENV.fetch('BROKER_KEY')\n  c.api_secret = '{s}'\n  c.sandbox    = false\nend"
    return "name-context", t, [s]


def s_go():
    tok = g.s(B62, 28)
    t = f'cli := tradier.NewClient(tradier.ClientParams{{\n\tEndpoint:    tradier.APIEndpoint,\n\tAuthToken:   "{tok}",\n\tAccountID:   "6YB{r.randint(10000, 99999)}",\n}})'
    return "name-context", t, [tok]


def s_yaml():
    p, k = g.human_pw(), g.s(B62, 32)
    t = f"""marketdata:
  provider: iqfeed
  product_id: IQFEED_DIGITAL_{r.randint(100, 999)}
  login: {r.randint(400000, 499999)}-1
  password: {p}
news:
  benzinga_token: {k}
"""
    return "name-context", t, [p, k]


def s_xml():
    p = g.pw()
    t = f"""<FixEngine>
  <Session senderCompID="RBD2" targetCompID="NASDAQ-OUCH">
    <Logon user="rbd2ouch" password="{p}"/>
  </Session>
</FixEngine>"""
    return "name-context", t, [p]


def s_ouch_soup():
    p = g.s(UPPER + D, 10)
    t = f"SoupBinTCP login request: username='RBD{r.randint(10, 99)}  ' password='{p}' session='          ' seq=1\n-> Login Accepted"
    return "name-context", t, [p]


def s_gcp_json():
    blk, line = g.pem("PRIVATE KEY")
    t = json.dumps({"type": "service_account", "project_id": "bd-recon", "private_key_id": g.hexs(40),
                    "private_key": blk + "\n", "client_email": "recon@bd-recon.iam.gserviceaccount.com"}, indent=2)
    return "self-identifying", t, [line]


def s_aws():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"[recon-s3]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-east-1\n"
    return "self-identifying", t, [ak, sk]


def s_ticket_es():
    p = g.pw()
    t = f"Incidencia: el bot de arbitraje no conecta. Config: api_key=(ver vault) api_secret={p}. ¿Alguien revisa?"
    return "name-context", t, [p]


def s_ticket_fr():
    p = g.pw()
    t = f"Bonjour, pour la réconciliation du back-office, le mot de passe SFTP du dépositaire est {p}. Merci de ne pas le coller ailleurs."
    return "name-context", t, [p]


def s_tele_bot():
    t0 = g.telegram()
    t = f"# signals -> telegram\nTG_BOT_TOKEN={t0}\nTG_CHAT_ID=-100{r.randint(1000000000, 9999999999)}"
    return "self-identifying", t, [t0]


SECRET_T = [s_alpaca_env, s_alpaca_curl, s_alpaca_py, s_ibkr_ibc, s_ibkr_docker, s_ibkr_flex, s_ibkr_cp, s_tradier_hdr,
            s_tradier_env, s_fix_cfg, s_fix_logon, s_fix_newpw, s_polygon, s_polygon_ws, s_iex, s_finnhub, s_alphav,
            s_databento, s_schwab, s_tasty, s_oanda, s_etrade_oauth, s_kite, s_binance, s_freqtrade, s_pg_recon,
            s_sftp_dtcc, s_sftp_py, s_slack_bot, s_selfid_log, s_pem, s_coinbase_json, s_jwt, s_chat_pw, s_phone_pin,
            s_mt5, s_hook, s_hook_file, s_redis, s_kafka, s_trace, s_diff, s_csharp, s_java_props, s_webhook_secret,
            s_tv_alert, s_hcl, s_url_userinfo, s_basic, s_notebook, s_ib_insync, s_php, s_ruby, s_go, s_yaml, s_xml,
            s_ouch_soup, s_gcp_json, s_aws, s_ticket_es, s_ticket_fr, s_tele_bot]


# ---------------------------------------------------------------- clean templates
def c_order():
    return json.dumps({"id": g.uuid(), "client_order_id": g.uuid(), "symbol": g.pick(["AAPL", "SPY", "NVDA", "TSLA"]),
                       "qty": str(r.randint(1, 300)), "side": "buy", "type": "limit", "limit_price": f"{r.randint(50, 900)}.{r.randint(10, 99)}",
                       "status": "accepted", "created_at": "2026-12-03T14:31:02.118Z"}, indent=2)


def c_fix_exec():
    S = "|"
    return (f"8=FIX.4.4{S}9=2{r.randint(10, 99)}{S}35=8{S}34={r.randint(100, 9999)}{S}49=CLEARCO{S}56=RBD1{S}37={g.hexs(16).upper()}{S}"
            f"11={g.uuid()}{S}17={r.randint(10**11, 10**12)}{S}150=F{S}39=2{S}55=MSFT{S}54=1{S}32={r.randint(1, 500)}{S}31=41{r.randint(0, 9)}.{r.randint(10, 99)}{S}10={r.randint(100, 255)}{S}")


def c_fix_cfg_env():
    return "[SESSION]\nBeginString=FIX.4.4\nSenderCompID=RETAILBD1\nTargetCompID=CLEARCO\nSocketConnectHost=${FIX_HOST}\nUsername=${FIX_USER}\nPassword=${FIX_PASSWORD}\n"


def c_env_example():
    return f"# .env.example\nAPCA_API_BASE_URL=https://paper-api.alpaca.markets\nAPCA_API_KEY_ID=<your-key-id>\nAPCA_API_SECRET_KEY=<your-secret>\nTRADIER_ACCESS_TOKEN=changeme\nMAX_POSITION_USD={r.randint(500, 5000)}\n"


def c_account():
    return json.dumps({"account_number": acct(), "status": "ACTIVE", "currency": "USD", "buying_power": f"{r.randint(1000, 99999)}.{r.randint(10, 99)}",
                       "pattern_day_trader": False, "id": g.uuid()}, indent=2)


def c_recon_csv():
    rows = ["trade_date,account,cusip,symbol,qty_broker,qty_clearing,diff"]
    for _ in range(r.randint(3, 6)):
        q = r.randint(1, 900)
        rows.append(f"2026-12-0{r.randint(1, 3)},{acct()},{g.s(D + UPPER, 9)},{g.pick(['AAPL', 'IBM', 'KO', 'XOM'])},{q},{q},0")
    return "\n".join(rows)


def c_git_log():
    return "\n".join(f"{g.sha1()[:r.choice([7, 40])]} {g.pick(['fix: FIX resend on gap fill', 'recon: handle DTC corporate actions', 'bot: cap notional per symbol', 'md: reconnect polygon ws'])}" for _ in range(4))


def c_lock():
    return f'"node_modules/@alpacahq/alpaca-trade-api": {{\n  "version": "3.1.{r.randint(0, 9)}",\n  "resolved": "https://registry.npmjs.org/@alpacahq/alpaca-trade-api/-/alpaca-trade-api-3.1.2.tgz",\n  "integrity": "sha512-{g.b64(64)}"\n}}'


def c_pip_hash():
    return f"ib-insync==0.9.86 \\\n    --hash=sha256:{g.sha256()}\nquickfix==1.15.1 \\\n    --hash=sha256:{g.sha256()}"


def c_prose():
    return g.pick(["Never put the Alpaca secret key in the notebook; the bot reads APCA_API_SECRET_KEY from the environment, which the systemd unit loads from /etc/bot/credentials (mode 0600).",
                   "FIX logon (35=A) carries tags 553 Username and 554 Password; our venue disables 554 and uses IP whitelisting plus TLS client certificates instead.",
                   "Rotation runbook: regenerate the Tradier token in the dashboard, update the secret in Vault at kv/bot/tradier, then restart the runner. Do not paste the token in Slack.",
                   "La clave secreta de la API se guarda en el gestor de secretos; en el repositorio solo hay referencias ${ALPACA_SECRET}.",
                   "IBKR Client Portal gateway keeps its session cookie in memory; log in through the browser at https://localhost:5000 each morning, the bot never sees the password.",
                   "Das Passwort für das Clearing-Portal läuft alle 60 Tage ab; das neue bitte nur im Passwort-Manager ablegen."])


def c_cusip():
    return f"Corporate action notice: CUSIP {g.s(D, 6)}{g.s(UPPER + D, 2)}{r.randint(0, 9)} ISIN US{g.s(D, 10)} — 2-for-1 split, ex-date 2026-12-{r.randint(10, 28)}; DTC participant {r.randint(100, 9999):04d}."


def c_md_frame():
    return json.dumps([{"ev": "T", "sym": "AAPL", "i": str(r.randint(10**4, 10**6)), "x": r.randint(1, 20), "p": round(r.uniform(150, 250), 2),
                        "s": r.randint(1, 500), "t": 1764772800000 + r.randint(0, 10**7), "z": 3}])


def c_gha():
    return "jobs:\n  backtest:\n    runs-on: ubuntu-latest\n    env:\n      APCA_API_KEY_ID: ${{ secrets.APCA_API_KEY_ID }}\n      APCA_API_SECRET_KEY: ${{ secrets.APCA_API_SECRET_KEY }}\n    steps:\n      - uses: actions/checkout@v4\n      - run: python -m backtest --from 2025-01-01"


def c_k8s():
    return f"env:\n  - name: TRADIER_ACCESS_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: tradier\n        key: token\n  - name: STRATEGY\n    value: {g.pick(['mean-revert', 'momentum', 'pairs'])}"


def c_code_env():
    return 'import os\nfrom alpaca.trading.client import TradingClient\nclient = TradingClient(os.environ["APCA_API_KEY_ID"], os.environ["APCA_API_SECRET_KEY"], paper=True)'


def c_pubkey():
    return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(12)}\n-----END PUBLIC KEY-----\n# upload this to IBKR Web API self-service portal (public part only)"


def c_sha():
    return f"{g.sha256()}  ibgateway-stable-standalone-linux-x64.sh\n{g.sha256()}  tws-latest-linux-x64.sh"


def c_statement():
    return f"Statement {acct()} — period 2026-11-01..2026-11-30\nTrade confirmation #{r.randint(10**7, 10**8)}: BOT {r.randint(1, 100)} SPY @ 60{r.randint(0, 9)}.{r.randint(10, 99)}, commission 0.00, exec id {g.hexs(8)}.{g.hexs(8)}.01.01"


def c_log():
    return f"2026-12-03 14:3{r.randint(0, 9)}:0{r.randint(0, 9)} INFO oms fill order_id={g.uuid()} exec_id={g.hexs(24)} qty={r.randint(1, 99)} venue=XNAS latency_us={r.randint(80, 900)}"


def c_tv_example():
    return 'TradingView alert message template:\n{"passphrase": "<set in bot config>", "ticker": "{{ticker}}", "action": "{{strategy.order.action}}"}'


def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "use": "sig", "alg": "RS256", "n": g.b64url(128), "e": "AQAB"}]})


def c_settings_masked():
    return f"Connected to IB Gateway 10.30 (clientId={r.randint(1, 99)}), account {acct()}; login user {user()}, password ******** (from keyring)"


def c_uuid_ids():
    return f"order_id: {g.uuid()}\nposition_id: {g.uuid()}\ntrace: {g.hexs(32)}"


def c_chat():
    return g.pick(["@ops the polygon key rotated, new one is in 1Password under 'MD / Polygon prod'",
                   "recon break: 3 lots of KO differ between clearing file and ledger, investigating",
                   "who owns the FIX session RBD1 -> CLEARCO? seq numbers reset at 17:15 ET",
                   "the OAuth consumer key for E*TRADE is fine to share, the secret is not — it's in vault"]) + f" (msg {g.hexs(10)})"


def c_b64test():
    return f"test_fixture_payload = \"{g.b64(36)}\"  # base64 of a sample ITCH message, not a key"


def c_fix_hb():
    S = "|"
    return f"8=FIX.4.4{S}9=60{S}35=0{S}34={r.randint(100, 999)}{S}49=RBD1{S}52=20261203-15:0{r.randint(0, 9)}:00.000{S}56=CLEARCO{S}10={r.randint(100, 255)}{S}"


def c_docker():
    return f"FROM python:3.12-slim@sha256:{g.sha256()}\nRUN pip install alpaca-py=={g.pick(['0.30.1', '0.31.0'])}\nCMD [\"python\", \"bot.py\"]"


def c_nbout():
    return json.dumps({"cell_type": "code", "source": ["api.get_account().status"], "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["'ACTIVE'"]}}]})


def c_ibc_example():
    return f"# ibc config.ini.sample\nIbLoginId=edemo\nIbPassword=demouser\nTradingMode=paper\nIbDir=/opt/ibgateway/{r.randint(1010, 1030)}\n# demo credentials published by IBKR for the public demo account"


def c_tradier_resp():
    return json.dumps({"quotes": {"quote": {"symbol": "SPY", "bid": round(r.uniform(590, 610), 2), "ask": round(r.uniform(590, 610), 2),
                       "root_symbols": "SPY,SPY7", "trade_date": 1764779400000 + r.randint(0, 99999)}}})


def c_oauth_url():
    return f"https://api.schwabapi.com/v1/oauth/authorize?client_id={g.s(B62, 32)}&redirect_uri=https://127.0.0.1:8182"


def c_margin():
    return f"Margin call notice for account {acct()}: maintenance excess -{r.randint(100, 9000)}.{r.randint(10, 99)} USD; deposit or liquidate by 2026-12-0{r.randint(4, 8)} 16:00 ET. Reference MC-{g.s(UPPER + D, 8)}."


CLEAN_T = [c_order, c_fix_exec, c_fix_cfg_env, c_env_example, c_account, c_recon_csv, c_git_log, c_lock, c_pip_hash, c_prose,
           c_cusip, c_md_frame, c_gha, c_k8s, c_code_env, c_pubkey, c_sha, c_statement, c_log, c_tv_example, c_jwks,
           c_settings_masked, c_uuid_ids, c_chat, c_b64test, c_fix_hb, c_docker, c_nbout, c_ibc_example, c_tradier_resp, c_oauth_url, c_margin]


def main() -> None:
    out = Path(__file__).resolve().parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, vals = SECRET_T[i % len(SECRET_T)]()
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            text = CLEAN_T[i % len(CLEAN_T)]()
            f.write(json.dumps({"id": f"{FAM}-c{i + 1}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
