"""Redaction source "betting": sportsbooks, lotteries and online casinos (odds feeds, wallet and payment gateways,
KYC and geolocation compliance, game-provider aggregators, responsible-gambling tools, back-office reporting).

Written blind by the helper "corpora4" on 2026-12-03 (it read no memtool rule, test or result).
Every value is random and made up. Stdlib + _tokens.py only; seeded, rerun writes identical files.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, Gen  # noqa: E402

FAMILY = "betting"
g = Gen(3203)
R = g.r
WORDS = ["jackpot", "parlay", "wager", "odds", "spin", "roulette", "ace", "lucky", "derby", "fortune", "stake",
         "bingo", "lotto", "punter", "royal", "dice"]
BRANDS = ["BetNorth", "LuckyLynx", "Oddsmith", "CrownPlay", "GoldFurlong", "StakeHouse"]
AGG = ["slotegrator", "softswiss", "everymatrix", "hub88", "relax"]


def pw():
    k = R.randint(0, 7)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return "-".join(R.sample(WORDS, 3))
    if k == 2:
        return g.s(B62, R.randint(10, 18))
    if k == 3:
        return R.choice(WORDS).capitalize() + str(R.randint(1, 999)) + R.choice("!$#")
    if k == 4:
        return g.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    if k == 5:
        return g.hexs(R.choice([32, 64]))
    if k == 6:
        return g.machine_pw()
    return R.choice(WORDS) + str(R.randint(10, 99))


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


S = []


def t(f):
    S.append(f)
    return f


@t
def betfair():
    p = pw()
    ak = g.s(B62, 16)
    return "structural", f"$ curl -s -X POST https://identitysso.betfair.com/api/login -H 'X-Application: {ak}' -H 'Accept: application/json' -d 'username=trading_desk&password={p}'\n{{\"token\":\"{g.b64(33)}\",\"product\":\"{ak}\",\"status\":\"SUCCESS\",\"error\":\"\"}}", [p]


@t
def betfair_session():
    v = g.b64(33)
    return "structural", f"POST /exchange/betting/rest/v1.0/listMarketBook/ HTTP/1.1\nX-Application: {g.s(B62,16)}\nX-Authentication: {v}\nContent-Type: application/json", [v]


@t
def oddsapi():
    v = g.hexs(32)
    return "structural", f"GET https://api.the-odds-api.com/v4/sports/soccer_epl/odds/?apiKey={v}&regions=uk&markets=h2h,totals&oddsFormat=decimal", [v]


@t
def odds_feed_yaml():
    v = g.s(B62, 24)
    return "name-context", f"feeds:\n  betradar_uof:\n    bookmaker_id: {R.randint(10000, 99999)}\n    access_token: {v}\n    environment: integration\n    node_id: {R.randint(1, 9)}\n", [v]


@t
def sportradar_amqp():
    v = g.s(B62, 24)
    return "structural", f"amqps://{v}:@stgmq.betradar.com:5671/unifiedfeed/{R.randint(10000,99999)}", [v]


@t
def aggregator():
    v = g.hexs(40)
    return "name-context", f"[{R.choice(AGG)}]\nmerchant_id = {g.hexs(32)}\nmerchant_key = {v}\napi_url = https://staging.{R.choice(AGG)}.example/api/v1\n", [v]


@t
def aggregator_sign():
    v = g.s(B62, 32)
    return "name-context", f"<?php\n// game provider callback signature\n$secret = '{v}';\n$expected = hash_hmac('sha256', $rawBody, $secret);\nif (!hash_equals($expected, $_SERVER['HTTP_X_REQUEST_SIGN'])) {{ http_response_code(403); exit; }}", [v]


@t
def wallet_db():
    p = pw()
    return "structural", f"WALLET_DB=mysql://wallet_rw:{p}@wallet-db-1.internal:3306/wallet?tls=true", [p]


@t
def paysafe():
    u = "pmle-" + str(R.randint(100000, 999999))
    p = "B-qa2-0-" + g.s(HEX, 8) + "-" + g.s(B62, 40)
    return "structural", f"$ curl -u {u}:{p} https://api.test.paysafe.com/paymenthub/v1/paymenthandles -H 'Content-Type: application/json' -d @deposit.json", [p]


@t
def skrill():
    v = pw()
    return "name-context", f"skrill:\n  merchant_email: payments@{R.choice(BRANDS).lower()}.com\n  api_mqi_password: \"{v}\"\n  secret_word: \"{R.choice(WORDS).upper()}{R.randint(10,99)}\"\n", [v]


@t
def skrill_word():
    v = R.choice(WORDS).upper() + str(R.randint(1000, 9999))
    return "name-context", f"# Skrill status_url md5sig check\nSKRILL_SECRET_WORD={v}\nSKRILL_MERCHANT_ID={R.randint(10**7, 10**8)}\n", [v]


@t
def trustly():
    block, _ = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"trustly.merchant.username={R.choice(BRANDS).lower()}_api\ntrustly.merchant.private-key=\\\n{block}\n", [block]


@t
def stripe():
    v = g.stripe()
    return "self-identifying", f"STRIPE_SECRET_KEY={v}  # lottery subscriptions (UK only)\n", [v]


@t
def geocomply():
    v = g.s(B62, 32)
    return "name-context", f"geocomply:\n  installer_id: {R.randint(1000,9999)}\n  license_key: {v}\n  env: production\n  states: [NJ, PA, MI]\n", [v]


@t
def geocomply_log():
    v = g.b64(30)
    return "structural", f"2026-12-02T21:44:{R.randint(10,59)}.118Z INFO  geo-svc  POST https://es-{R.choice(['nj','pa','mi'])}.geocomply.net/decrypt Authorization=Basic {v} status=200 result=PASSED lat=40.7 lon=-74.0", [v]


@t
def kyc_sumsub():
    v = "prd:" + g.s(B62, 24) + "." + g.s(B62, 32)
    s = g.s(B62, 32)
    return "self-identifying", f"SUMSUB_APP_TOKEN={v}\nSUMSUB_SECRET_KEY={s}\nSUMSUB_LEVEL=basic-kyc-level\n", [v, s]


@t
def gbg():
    p = pw()
    return "name-context", f"<ns:AuthenticateSP>\n  <ns:ProfileIDVersion><ns:ID>{g.uuid()}</ns:ID></ns:ProfileIDVersion>\n</ns:AuthenticateSP>\n<!-- WS-Security: user gbg_api_{R.choice(BRANDS).lower()}, password {p} -->", [p]


@t
def gamstop():
    v = g.s(B62, 40)
    return "structural", f"$ http POST https://api.gamstop.co.uk/v2 X-API-Key:{v} firstName=Test lastName=Player dateOfBirth=1990-01-01 email=test@example.com postcode=SW1A1AA\nHTTP/1.1 200 OK\nX-Exclusion: N", [v]


@t
def snowflake_bo():
    p = pw()
    return "name-context", f"{R.choice(BRANDS).lower()}_backoffice:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: {g.s('abcdefghijklmnopqrstuvwxyz',6)}-{g.s('abcdefghijklmnopqrstuvwxyz0123456789',7)}\n      user: GGR_REPORTING\n      password: {p}\n      warehouse: REPORTING_WH\n", [p]


@t
def regulator_sftp():
    p = pw()
    return "structural", f"$ lftp -u {R.choice(BRANDS).lower()}_dge,{p} sftp://sftp.regulator-reports.example.gov -e 'put daily_ggr_2026-12-02.csv; bye'", [p]


@t
def sftp_chat():
    p = pw()
    return "name-context", f"@compliance the new password for the DGE SFTP drop is {p} — the monthly GGR file goes there, user is unchanged", [p]


@t
def lottery_terminal():
    p = str(R.randint(1000, 99999))
    return "name-context", f"Retailer terminal {R.randint(10000,99999)} setup sheet\nRetailer number: {R.randint(100000,999999)}\nClerk sign-on PIN: {p}\nDraw games: PICK3, PICK4, LOTTO6\n", [p]


@t
def rng_key():
    v = g.hexs(64)
    return "name-context", f"# HSM-backed seed for the certified RNG is only in prod; this is the staging fallback\nRNG_HMAC_KEY={v}\nRNG_ALGO=hmac-drbg-sha256\n", [v]


@t
def jwt_player():
    v = g.jwt()
    return "self-identifying", hook("curl -s -I https://staging-api.oddsmith.example/v1/wallet/balance -H \"Authorization: Bearer $TOKEN\"", f"HTTP/2 200\nx-player-token: {v}\ncontent-type: application/json\n"), [v]


@t
def redis_bets():
    p = pw()
    return "structural", f"CELERY_BROKER_URL = 'redis://:{p}@bet-settlement-redis:6379/0'", [p]


@t
def kafka_jaas():
    p = pw()
    return "structural", f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"odds-ingest\" password=\"{p}\";\nbootstrap.servers=kafka-1:9093", [p]


@t
def aws():
    a = g.aws_akid()
    s = g.aws_secret()
    return "self-identifying", f"[profile reporting]\naws_access_key_id={a}\naws_secret_access_key={s}\n", [a, s]


@t
def slack_alert():
    v = g.slack_webhook()
    sec = v.rsplit("/", 1)[1]
    return "self-identifying", f"liability_alerts:\n  max_exposure_gbp: 250000\n  webhook: {v}\n", [sec]


@t
def tb_pw():
    p = pw()
    return "structural", f"Exception in thread \"settlement-3\" java.sql.SQLException: Access denied for user 'settle'@'10.4.{R.randint(0,255)}.{R.randint(1,254)}' (using password: YES)\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\n  -- jdbc:mysql://wallet-db-1:3306/wallet?user=settle&password={p}", [p]


@t
def casino_api():
    v = g.s(B62, 48)
    return "name-context", f"// {R.choice(['Pragmatic', 'Evolution', 'NetEnt'])} direct integration\n$config['casino']['secure_login'] = '{R.choice(BRANDS).lower()}_stg';\n$config['casino']['secret_key'] = '{v}';", [v]


@t
def crypto_gw():
    v = g.hexs(64)
    return "name-context", f"NOWPAYMENTS_IPN_SECRET={v}\nNOWPAYMENTS_API_KEY={g.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789',7)}-{g.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789',7)}-{g.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789',7)}-{g.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789',7)}\n", [v]


@t
def gh_ci():
    v = g.gh_classic()
    return "self-identifying", hook("git remote -v", f"origin\thttps://deploy:{v}@github.com/{R.choice(BRANDS).lower()}/pam-backoffice.git (fetch)\norigin\thttps://deploy:{v}@github.com/{R.choice(BRANDS).lower()}/pam-backoffice.git (push)"), [v]


@t
def ini_odbc():
    p = pw()
    return "name-context", f"[GGR_DW]\nDriver=ODBC Driver 18 for SQL Server\nServer=bo-dw.internal\nDatabase=GGR\nUID=tableau_ro\nPWD={p}\n", [p]


@t
def legacy_short():
    p = R.choice(WORDS) + str(R.randint(1, 9))
    return "structural", f"telnet 10.9.{R.randint(0,9)}.{R.randint(2,200)} 23\nlogin: bingo\nPassword: {p}\n(the hall's old bingo caller box, password echoes on this firmware)", [p]


@t
def tf_var():
    v = g.s(B62, 36)
    return "name-context", f"variable \"optimove_api_key\" {{\n  default = \"{v}\"\n}}", [v]


@t
def google_maps():
    v = g.google_api()
    return "self-identifying", f"<script src=\"https://maps.googleapis.com/maps/api/js?key={v}&libraries=places\"></script> <!-- retailer locator, lottery site -->", [v]


@t
def basic_url():
    p = pw().replace(" ", "")
    return "structural", f"[retry 3/5] GET https://feeds:{p}@odds.partner-feed.example/v2/events?sport=horse_racing -> 503", [p]


def secrets():
    out = []
    i = 0
    while len(out) < 250:
        out.append(S[i % len(S)]())
        i += 1
    R.shuffle(out)
    return out


C = []


def c(f):
    C.append(f)
    return f


@c
def c1():
    return f"market {R.randint(1,9)}.{R.randint(10**8,10**9)} runner {R.randint(10**6,10**7)} back {R.randint(1,20)}.{R.randint(0,9)} lay {R.randint(1,20)}.{R.randint(0,9)} matched £{R.randint(1000,99999)}"


@c
def c2():
    return f"bet_id={g.uuid()} stake=10.00 odds=2.{R.randint(10,99)} status=SETTLED_WON payout={R.randint(20,30)}.{R.randint(10,99)}"


@c
def c3():
    return f"ODDS_API_KEY=<your-key-from-the-odds-api>\nREGIONS=uk,eu\nMARKETS={R.choice(['h2h','h2h,totals','spreads'])}"


@c
def c4():
    return f"Game round {g.hexs(24)} server_seed_hash={g.sha256()} client_seed={g.hexs(16)} nonce={R.randint(1,999)} (provably fair: the server seed is revealed after rotation)"


@c
def c5():
    return f"Self-exclusion check for player {R.randint(10**6,10**7)}: GAMSTOP=N, internal=N, cooling-off until 2027-0{R.randint(1,9)}-0{R.randint(1,9)}"


@c
def c6():
    return f"wallet:\n  db_password: ${{WALLET_DB_PASSWORD}}\n  pool_size: {R.randint(5,50)}"


@c
def c7():
    return f"$ sha256sum rng-cert-{R.choice(['GLI','BMM','eCOGRA'])}.pdf\n{g.sha256()}  rng-cert.pdf"


@c
def c8():
    return f"Daily GGR {R.choice(['NJ','PA','MI'])}: handle ${R.randint(10**5,10**7)}, GGR ${R.randint(10**4,10**6)}, hold {R.randint(3,12)}.{R.randint(0,9)}%"


@c
def c9():
    return f"Skrill status_url callback: md5sig={g.hexs(32).upper()} status=2 transaction_id={R.randint(10**8,10**9)}"


@c
def c10():
    return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(24)}\n-----END PUBLIC KEY-----\n# Trustly's public key for verifying notifications (published in their docs)"


@c
def c11():
    return f"Geo check PASSED for session {g.uuid()} (NJ), distance to border {R.randint(1,40)}.{R.randint(0,9)} mi, next check in {R.choice([5,10,20])} min"


@c
def c12():
    return f"{{\"draw\":{R.randint(1000,9999)},\"numbers\":[{','.join(str(R.randint(1,59)) for _ in range(6))}],\"jackpot\":\"£{R.randint(2,20)}M\",\"sha1\":\"{g.sha1()}\"}}"


@c
def c13():
    return f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"odds-ingest\" password=\"${{KAFKA_PASSWORD}}\";"


@c
def c14():
    return f"commit {g.hexs(40)}\n    settlement: void bets on abandoned matches (ticket BO-{R.randint(100,999)})"


@c
def c15():
    return f"Default admin password 'changeme' must be rotated on first login (back-office install guide, step {R.randint(3,9)})"


@c
def c16():
    return f"<img src=\"data:image/svg+xml;base64,{g.b64(60)}\" class=\"team-crest\">"


@c
def c17():
    return f"merchant_id = {g.hexs(32)}\nmerchant_key = <from the aggregator back office>"


@c
def c18():
    return f"Player {R.randint(10**6,10**7)} deposit limit changed: weekly £{R.choice([50,100,250])} → £{R.choice([20,40])} (takes effect immediately, increases after 24h)"


@c
def c19():
    return f"geocomply:\n  installer_id: {R.randint(1000,9999)}\n  license_key: ${{GEOCOMPLY_LICENSE}}\n  env: {R.choice(['staging','production'])}"


@c
def c20():
    return f"$ kubectl get pods -n sportsbook\nodds-ingest-{g.hexs(10)}-{g.s('abcdefghijklmnopqrstuvwxyz0123456789',5)}   1/1   Running   0   {R.randint(1,9)}d"


@c
def c21():
    return f"KYC applicant {g.hexs(24)} reviewAnswer=GREEN level=basic-kyc-level country=GBR"


@c
def c22():
    return f"Idempotency-Key: {g.uuid()}\nX-Request-Id: {g.hexs(32)}"


@c
def c23():
    return f"Sportradar match id sr:match:{R.randint(10**7,10**8)} producer=LO odds_change ts={1764700000000 + R.randint(0,10**8)}"


@c
def c24():
    return f"password: \"\"  # the demo terminal has no clerk PIN; real retailers set one ({R.randint(4,6)} digits)"


@c
def c25():
    return f"STRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 24)}  # safe for the browser"


def clean():
    out = []
    i = 0
    while len(out) < 100:
        out.append(C[i % len(C)]())
        i += 1
    return out


def main():
    d = Path(__file__).resolve().parent
    sec = secrets()
    with open(d / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(sec, 1):
            assert all(v and v in text for v in vals), (i, vals)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(d / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean(), 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
