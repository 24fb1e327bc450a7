"""Blind redaction source "gigplatform" (round 57, helper corpora29): freelance and gig marketplaces."""
import json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from _tokens import Gen, B62, HEX, UPPER

FAM = "gigplatform"
OUT = Path(__file__).parent
g = Gen(5701)
r = g.r
LOW = string.ascii_lowercase
WORDS = ["harbor", "velvet", "copper", "lantern", "meadow", "quartz", "pepper", "orbit", "willow", "tundra",
         "saffron", "pixel", "ember", "glacier", "mango", "falcon", "cedar", "basil", "nimbus", "rocket"]

def phrase(): return "-".join(g.pick(WORDS) for _ in range(r.randint(3, 4)))
def wordpw(): return g.pick(WORDS).capitalize() + str(r.randint(1, 9999)) + g.pick(["!", "#", "", "@", "$"])
def pin(n=4): return "".join(str(r.randint(0, 9)) for _ in range(n))
def legacy(): return g.s(LOW, r.randint(5, 7)) + str(r.randint(1, 99))
def anypw(): return g.pick([g.human_pw, g.machine_pw, wordpw, phrase])()
def host(): return g.pick(["db-payouts-01.int.gigly.io", "pg.taskhive.internal", "10.40.2.17", "mysql-escrow.prod.svc",
                            "rds-marketplace.c9xk2a.eu-west-1.rds.amazonaws.com"])
def user(): return g.pick(["payouts_rw", "gig_app", "dispatch", "escrow_svc", "kyc_reader", "admin", "worker_api"])
def whsec(): return "whsec_" + g.s(B62, 32)

S = []
def t1():
    k = g.stripe(); w = whsec()
    return "self-identifying", f"# .env.production (marketplace-api)\nAPP_ENV=production\nSTRIPE_CONNECT_CLIENT_ID=ca_{g.s(B62,32)}\nSTRIPE_SECRET_KEY={k}\nSTRIPE_WEBHOOK_SECRET={w}\nPLATFORM_FEE_BPS=1250\n", [k, w]
def t2():
    cid = g.hexs(32); sec = g.hexs(16)
    return "name-context", f"upwork:\n  api_base: https://www.upwork.com/api/graphql\n  client_id: {cid}\n  client_secret: {sec}\n  redirect_uri: https://app.talentbridge.co/oauth/upwork/callback\n", [sec]
def t3():
    sec = "E" + g.s(B62 + "-_", 79)
    return "name-context", f"$ heroku config -a gigly-payouts\n=== gigly-payouts Config Vars\nPAYPAL_CLIENT_ID:     A{g.s(B62+'-_',79)}\nPAYPAL_CLIENT_SECRET: {sec}\nPAYPAL_MODE:          live\nPAYOUT_BATCH_CRON:    0 */6 * * *\n", [sec]
def t4():
    u = f"restapiuser@{r.randint(10000000,99999999)}"; p = anypw()
    return "structural", f"curl -s -u '{u}:{p}' -H 'Accept: application/json' \\\n  https://api.paylution.com/rest/v4/users/usr-{g.uuid()}/transfer-methods", [p]
def t5():
    k = g.s(B62, 32)
    return "name-context", f"<?php\n// config/payouts.php\nreturn [\n    'tipalti' => [\n        'payer' => 'GiglyMarket',\n        'master_key' => '{k}',\n        'sandbox' => false,\n    ],\n];\n", [k]
def t6():
    k = "api_live." + g.s(B62 + "-_", 11) + "." + g.s(B62 + "-_", 32)
    return "self-identifying", f"# identity-check worker\nimport onfido\napi = onfido.Api(\"{k}\", region=onfido.Region.EU)\napplicant = api.applicant.create({{\"first_name\": fn, \"last_name\": ln}})\n", [k]
def t7():
    k = g.hexs(40)
    return "name-context", f"# config/initializers/checkr.rb\nCheckr.configure do |c|\n  c.api_key = \"{k}\"\n  c.package = \"driver_pro\"\nend\n", [k]
def t8():
    key = g.s(B62, 40); email = g.pick(["ops", "treasury", "finance"]) + "@gigly.io"
    return "structural", f"$ curl -u \"{email}:{key}\" https://api.escrow.com/2017-09-01/transaction/{r.randint(1000000,9999999)}\n{{\"id\": {r.randint(1000000,9999999)}, \"status\": \"funded\", \"currency\": \"usd\"}}", [key]
def t9():
    k = g.google_api()
    return "self-identifying", f"# worker-app/android/gradle.properties\norg.gradle.jvmargs=-Xmx4g\nMAPS_API_KEY={k}\nDISPATCH_BASE_URL=https://dispatch.gigly.io/\n", [k]
def t10():
    p = anypw()
    return "structural", f"services:\n  job-queue:\n    image: redis:7\n    command: [\"redis-server\", \"--requirepass\", \"{p}\"]\n  matcher:\n    environment:\n      REDIS_URL: redis://:{p}@job-queue:6379/2\n", [p]
def t11():
    p = anypw(); u = user()
    return "structural", f"DATABASE_URL=postgres://{u}:{p}@{host()}:5432/marketplace?sslmode=require", [p]
def t12():
    t = g.uuid()
    return "name-context", f"  512  cd ~/src/payout-service\n  513  export WISE_API_TOKEN={t}\n  514  python scripts/fund_batch.py --profile {r.randint(10000000,99999999)} --dry-run\n", [t]
def t13():
    t = g.b64url(32)
    return "structural", f"2026-11-28T09:{r.randint(10,59)}:{r.randint(10,59)}Z DEBUG http.client POST https://api.gigly.io/v1/payouts\n> Authorization: Bearer {t}\n> Content-Type: application/json\n< 201 Created payout_id=po_{g.s(B62,24)}", [t]
def t14():
    p = anypw()
    return "structural", f"Traceback (most recent call last):\n  File \"/app/escrow/release.py\", line 88, in release_milestone\n    conn = create_engine(settings.DB_URI).connect()\nsqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (2003, \"Can't connect to MySQL server\")\n(Background on this error at: https://sqlalche.me/e/20/e3q8) url=mysql+pymysql://escrow_svc:{p}@{host()}:3306/escrow", [p]
def t15():
    p = wordpw()
    return "name-context", g.pick([
        f"Hola equipo, para revisar las disputas entren al panel de moderación con el usuario soporte y la contraseña {p} — no la compartan con freelancers.",
        f"Pessoal, a senha do painel de repasses mudou: {p} (usuário financeiro). Apaguem depois de ler.",
        f"Team, Passwort für das Admin-Backend der Vermittlungsplattform ist jetzt {p}, Benutzer: ops.",
        f"Guys, yung password ng admin dashboard ng payouts ay {p} — huwag ipasa sa mga rider."]), [p]
def t16():
    p = pin(r.choice([4, 6]))
    return "name-context", f"Ticket #{r.randint(100000,999999)} — Worker cannot withdraw earnings\nWorker says: \"I reset my payout PIN to {p} but the app still says invalid. My account is tied to the same phone.\"\nAgent note: verified identity via selfie re-check, escalating to payouts team.", [p]
def t17():
    k = g.s(B62, 36)
    return "structural", json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
        "tool_input": {"command": f"curl -s -H 'X-Api-Key: {k}' https://partner-api.taskhive.io/v3/tasks?status=open&city=berlin | jq '.tasks[0]'"}}), [k]
def t18():
    k = g.hexs(40)
    return "name-context", f"diff --git a/chat/config.ts b/chat/config.ts\n--- a/chat/config.ts\n+++ b/chat/config.ts\n@@ -3,4 +3,5 @@ export const chatConfig = {{\n   appId: '{g.uuid().upper()}',\n+  sendbirdApiToken: '{k}',\n   region: 'eu',\n }};\n", [k]
def t19():
    t = g.uuid()
    return "name-context", json.dumps({"cells": [{"cell_type": "code", "source": ["import requests\n", f"WISE_TOKEN = \"{t}\"\n", "r = requests.get('https://api.transferwise.com/v4/profiles/'+pid+'/balances?types=STANDARD', headers={'Authorization': 'Bearer '+WISE_TOKEN})\n"], "outputs": [], "metadata": {}, "execution_count": 3}], "nbformat": 4, "nbformat_minor": 5}), [t]
def t20():
    sid = "AC" + g.hexs(32); tok = g.hexs(32)
    return "name-context", f"# worker phone verification\nTWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_VERIFY_SERVICE=VA{g.hexs(32)}\n", [tok]
def t21():
    s = g.s(B62 + "~._-", 40)
    return "name-context", "{\n  \"BackgroundChecks\": {\n    \"Provider\": \"Sterling\",\n    \"ClientId\": \"" + g.uuid() + "\",\n    \"ClientSecret\": \"" + s + "\",\n    \"BaseUrl\": \"https://api.us.sterlingcheck.app/v2\"\n  }\n}", [s]
def t22():
    k = g.hexs(64)
    return "name-context", f"package dispatch\n\n// signs job offers pushed to couriers so the app can reject forged ones\nconst offerSigningSecret = \"{k}\"\n\nfunc signOffer(o Offer) string {{ return hmacHex(offerSigningSecret, o.Canonical()) }}\n", [k]
def t23():
    p = anypw()
    return "name-context", f"# escrow-gateway/src/main/resources/application-prod.properties\nescrow.api.base-url=https://api.escrow.com\nescrow.api.username=treasury@gigly.io\nescrow.api.password={p}\nescrow.release.auto-days=14\n", [p]
def t24():
    p = anypw()
    return "name-context", f"variable \"payoneer_program_password\" {{\n  type      = string\n  default   = \"{p}\"\n  sensitive = true\n}}\n", [p]
def t25():
    p = anypw()
    return "structural", f"<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">\n <soap:Body>\n  <GetPayeeDetails>\n   <p_username>GiglyMkt</p_username>\n   <p_password>{p}</p_password>\n   <p_partnerid>{r.randint(100000,999999)}</p_partnerid>\n   <p_payeeid>w_{r.randint(1000,99999)}</p_payeeid>\n  </GetPayeeDetails>\n </soap:Body>\n</soap:Envelope>", [p]
def t26():
    blk, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"$ cat worker-app/ios/AuthKey_{g.s(UPPER+'0123456789',10)}.p8\n{blk}\n", [line]
def t27():
    j = g.jwt(sub=f"worker_{r.randint(10000,99999)}")
    return "self-identifying", f"GET /api/v2/shifts/available?lat=52.52&lng=13.40 HTTP/1.1\nHost: api.shiftly.app\nx-worker-token: {j}\nUser-Agent: ShiftlyWorker/5.12.0 (Android 14)\n", [j]
def t28():
    t = g.s(B62, 43)
    return "structural", f"[worker-sync] 2026-12-01 06:0{r.randint(0,9)}:11 WARN retrying GET https://api.gigly.io/v2/jobs/nearby?radius_km=5&access_token={t} (attempt 3/5): 502 Bad Gateway", [t]
def t29():
    t = "oauth2v2_" + g.hexs(32)
    return "structural", f"curl -X POST https://api.upwork.com/graphql \\\n  -H \"Authorization: bearer {t}\" \\\n  -H 'X-Upwork-API-TenantId: {r.randint(1000000000000000000,9999999999999999999)}' \\\n  -d '{{\"query\":\"{{ contractList {{ edges {{ node {{ id title }} }} }} }}\"}}'", [t]
def t30():
    k = g.uuid()
    return "name-context", f"VERIFF_PUBLIC_KEY={g.uuid()}\nVERIFF_SHARED_SECRET_KEY={k}\nVERIFF_BASE_URL=https://stationapi.veriff.com\n", [k]
def t31():
    blk, line = g.pem("PRIVATE KEY")
    esc = blk.replace("\n", "\\n")
    return "self-identifying", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"gig-worker-app\",\n  \"private_key_id\": \"" + g.hexs(40) + "\",\n  \"private_key\": \"" + esc + "\\n\",\n  \"client_email\": \"firebase-adminsdk@gig-worker-app.iam.gserviceaccount.com\"\n}", [line]
def t32():
    t = "sk.eyJ1IjoiZ2lnbHkiLCJhIjoi" + g.s(B62, 20) + "In0." + g.s(B62 + "-_", 22)
    return "structural", f"$ cat ~/.netrc\nmachine api.mapbox.com\n  login mapbox\n  password {t}\n", [t]
def t33():
    k = g.s(B62, 32)
    return "name-context", f"track1099:\n  environment: production\n  api_key: {k}\n  payer_tin_masked: \"**-***{pin(4)}\"\n  form_type: 1099-NEC\n", [k]
def t34():
    lab, tok, mark = g.self_identifying()
    return "self-identifying", f"Run env | sort   (ci job: deploy-marketplace #{r.randint(1000,9999)})\nAWS_REGION=eu-central-1\nCI=true\nGIG_{lab.upper()}_TOKEN={tok}\nNODE_ENV=production\n", [mark]
def t35():
    p = legacy()
    return "name-context", f"Onboarding notes for new dispatch coordinators:\n- Shift board: https://dispatch.gigly.io/board\n- Legacy courier tablet kiosk login is 'dispatch' / pass: {p} (yes, it's old, we know)\n- Escalations go to #ops-dispatch\n", [p]
def t36():
    p = anypw(); u = user()
    return "structural", f"$ mysql -h {host()} -u {u} -p'{p}' escrow -e 'SELECT id, state FROM milestones WHERE state=\"disputed\" LIMIT 5'\n+------+----------+\n| id   | state    |\n+------+----------+\n| {r.randint(1000,9999)} | disputed |\n+------+----------+", [p]
def t37():
    k = "sk_live_" + g.s(B62, 99); j = g.jwt()
    return "self-identifying", f"Stripe.api_key = '{k}'\n# Connect: create express account for new freelancer\nacct = Stripe::Account.create(type: 'express', country: 'US', capabilities: {{ transfers: {{ requested: true }} }})\n", [k]
def t38():
    p = anypw()
    return "structural", f"[mysqld]\nbind-address=0.0.0.0\n\n[client]\nuser=gig_app\npassword={p}\nhost={host()}\n", [p]
def t39():
    k = g.s(B62, 48)
    return "name-context", f"// fiverr-affiliate-sync/index.js\nconst client = new AffiliateClient({{\n  affiliateId: '{r.randint(100000,999999)}',\n  apiToken: '{k}',\n}});\n", [k]
def t40():
    p = phrase()
    return "name-context", f"From: ops-lead@gigly.io\nSubject: payout vault recovery\n\nThe passphrase for the offline payout signing key is: {p}\nStore it in the safe, do not forward.\n", [p]
def t41():
    a = g.s(B62, 32); b = g.s(B62, 32)
    v = __import__("base64").b64encode(f"{a}:{b}".encode()).decode()
    return "structural", f"> POST /v1/identity/verifications HTTP/2\n> Host: api.idv-partner.com\n> Authorization: Basic {v}\n> Content-Type: application/json\n< HTTP/2 202\n", [v]
def t42():
    k = g.s(B62, 64)
    return "name-context", f"[dispatch]\nregion = \"us-west\"\nmax_radius_km = 12\n\n[dispatch.onfleet]\napi_key = \"{k}\"\nwebhook_path = \"/hooks/onfleet\"\n", [k]
def t43():
    sec = g.hexs(32)
    return "name-context", f"2026-11-30 22:41:07,882 ERROR payouts.dwolla token refresh failed key=GiglyProd secret={sec} status=401 body={{\"error\":\"invalid_client\"}}", [sec]
def t44():
    p = anypw()
    return "structural", f"mongodb+srv://matcher:{p}@cluster0.{g.s(LOW+'0123456789',5)}.mongodb.net/gigs?retryWrites=true&w=majority", [p]

T = [v for k, v in sorted(globals().items(), key=lambda kv: int(kv[0][1:]) if kv[0][1:].isdigit() else 0) if k.startswith("t") and k[1:].isdigit()]

C = []
def c1(): return f"Stripe Connect transfer created: tr_{g.s(B62,24)} → acct_{g.s(B62,16)} amount=${r.randint(10,900)}.{r.randint(10,99)} fee=app_fee_{g.s(B62,16)}"
def c2(): return f"Stripe-Signature: t={1764000000+r.randint(0,9999999)},v1={g.hexs(64)}\nPOST /hooks/stripe 200 event=evt_{g.s(B62,24)} type=payout.paid"
def c3(): return "# .env.example\nSTRIPE_SECRET_KEY=sk_test_changeme\nSTRIPE_WEBHOOK_SECRET=whsec_xxx\nPAYPAL_CLIENT_SECRET=<your-paypal-secret>\nWISE_API_TOKEN=\nDATABASE_URL=postgres://user:password@localhost:5432/marketplace_dev\n# seed " + str(r.randint(1, 10**6))
def c4(): return f"Order #FO{r.randint(10**9,10**10-1)} delivered by seller @{g.pick(WORDS)}_{r.randint(1,99)} — revision 2 of 3 used, buyer rating {r.randint(3,5)}/5"
def c5(): return json.dumps({"applicant_id": g.uuid(), "check_id": g.uuid(), "status": "complete", "result": g.pick(["clear", "consider"]), "report_ids": [g.uuid(), g.uuid()]})
def c6(): return f"env:\n  STRIPE_SECRET_KEY: ${{{{ secrets.STRIPE_SECRET_KEY }}}}\n  CHECKR_API_KEY: ${{{{ secrets.CHECKR_API_KEY }}}}\n  RUN_ID: {r.randint(1000,99999)}"
def c7(): return f"const stripe = Stripe('pk_live_{g.s(B62,99)}');  // publishable key, safe in the worker web app"
def c8(): return f"Escrow transaction {r.randint(1000000,9999999)} milestone {r.randint(1,5)}: funded → released ({g.pick(['buyer approved','auto-release after 14 days'])})"
def c9(): return f"commit {g.sha1()}\nAuthor: {g.pick(WORDS)} <dev@gigly.io>\n\n    payouts: retry Wise transfers on 429 with jitter"
def c10(): return f"\"node_modules/@stripe/stripe-js\": {{\n  \"version\": \"4.{r.randint(0,9)}.0\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}"
def c11(): return f"Dispatch log {r.randint(10,23)}:{r.randint(10,59)} job J-{r.randint(100000,999999)} offered to courier C-{r.randint(1000,9999)} (eta {r.randint(3,25)} min, geohash u33d{g.s('0123456789bcdefghjkmnpqrstuvwxyz',4)}) → accepted"
def c12(): return f"Payout batch {g.uuid()} status=SUCCESS items={r.randint(5,400)} total={r.randint(1000,90000)}.00 EUR sender_batch_id=batch_{r.randint(10**7,10**8-1)}"
def c13(): return f"Form 1099-NEC issued: recipient TIN ***-**-{pin(4)}, box 1 ${r.randint(600,80000)}.00, form id {g.hexs(24)}"
def c14(): return f"How to rotate the Checkr API key: create a new key in the dashboard, put it in Vault at secret/kyc/checkr, redeploy kyc-worker, then revoke the old key. Never paste the key in tickets. (KB-{r.randint(100,999)})"
def c15(): return f"sha256sum worker-app-{r.randint(5,9)}.{r.randint(0,30)}.{r.randint(0,9)}-release.apk\n{g.sha256()}  worker-app-release.apk"
def c16(): return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "use": "sig", "alg": "RS256", "e": "AQAB", "n": g.b64url(256)}]})
def c17(): return f"Veriff session {g.uuid()} decision: {g.pick(['approved','declined','resubmission_requested'])}\nX-HMAC-SIGNATURE: {g.hexs(64)}\nvendorData: worker_{r.randint(10000,99999)}"
def c18(): return f"Upwork contract {r.randint(10**7,10**8-1)}: weekly limit {r.randint(10,40)} h, hourly ${r.randint(15,150)}, freelancer ~01{g.hexs(16)}"
def c19(): return f"PAYPAL_CLIENT_SECRET={{{{ vault \"secret/payouts/paypal\" \"client_secret\" }}}}\nWISE_API_TOKEN=${{WISE_API_TOKEN:?missing}}  # build {r.randint(1,999)}"
def c20(): return f"Chat: @{g.pick(WORDS)} the Wise token expired again, I've requested a new one from finance — it'll be in 1Password under \"Wise prod API\", don't post it here. (thread {r.randint(1000,9999)})"
def c21(): return f"IBAN DE{r.randint(10,99)} **** **** **** **{pin(2)} {pin(2)} verified via micro-deposit {g.uuid()[:8]} for worker w_{r.randint(1000,99999)}"
def c22(): return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} deploy@dispatch-{r.randint(1,9)}"
def c23(): return f"GET /v2/tasks/{g.uuid()}?include=bids HTTP/1.1\nHost: api.taskhive.io\nAuthorization: Bearer ${{TASKHIVE_TOKEN}}\nX-Request-Id: {g.uuid()}"
def c24(): return f"Fiverr gig \"I will design your logo\" (gig id {r.randint(10**8,10**9-1)}) — package Basic $ {r.randint(5,50)}, Standard $ {r.randint(50,150)}, delivery {r.randint(1,7)} days"
def c25(): return f"Twilio Verify: verification VE{g.hexs(32)} to +1 555 01{pin(2)} status=approved channel=sms"
def c26(): return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(30)}\n-----END PUBLIC KEY-----"
def c27(): return f"Dispute D-{r.randint(10000,99999)}: buyer claims work not delivered; evidence file {g.hexs(12)}.zip (sha1 {g.sha1()}); arbitrator assigned in {r.randint(1,5)} days"
def c28(): return f"password_reset requested for worker w_{r.randint(1000,99999)}: reset link sent, token TTL 30 min (token value not logged) trace={g.hexs(32)}"
def c29(): return f"Onfido webhook X-SHA2-Signature: {g.hexs(64)}\n{{\"payload\":{{\"resource_type\":\"check\",\"action\":\"check.completed\",\"object\":{{\"id\":\"{g.uuid()}\"}}}}}}"
def c30(): return f"base64 test fixture for the offer signer: {g.b64(r.randint(20,40))} (decodes to random bytes, see tests/fixtures/offer_{r.randint(1,99)}.bin)"
CT = [v for k, v in sorted(globals().items(), key=lambda kv: int(kv[0][1:]) if kv[0][1:].isdigit() else 0) if k.startswith("c") and k[1:].isdigit()]

def write(family, secrets, clean):
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{family}-{i}", "family": family, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{family}-c{i}", "family": family, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    sec = [T[i % len(T)]() for i in range(250)]
    cln = [CT[i % len(CT)]() for i in range(100)]
    write(FAM, sec, cln)
