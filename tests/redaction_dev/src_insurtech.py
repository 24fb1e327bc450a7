"""Blind redaction source "insurtech" (round 19): insurance integrations.

Policy administration systems (Guidewire PolicyCenter/ClaimCenter/BillingCenter, Duck Creek, Socotra, Majesco),
claims and FNOL APIs, rating engines, broker and agency portals (Vertafore, Applied Epic, EZLynx, IVANS, ACORD XML),
data vendors (MVR, CLUE, VIN decoders), telematics-based pricing (driving SDKs, connected-car APIs).
Contexts: config files, shell commands, logs, tracebacks, tickets and chat, agent hook payloads.

Written blind by the helper "corpora3" on 2026-12-03 (it had read neither memtool's rules nor their results).
Every value is random and made up; nothing is a real credential or comes from a scanner's fixtures.
Run: python3 src_insurtech.py  -> insurtech_secrets.jsonl, insurtech_clean.jsonl (byte-identical on rerun).
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, URLSAFE, Gen  # noqa: E402

FAMILY = "insurtech"
g = Gen(190303)
r = g.r
SI, NC, ST = "self-identifying", "name-context", "structural"
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
WORDS = ["premium", "deductible", "actuary", "umbrella", "rider", "peril", "hailstone", "lighthouse", "anchor",
         "shelter", "fortress", "quill", "compass", "harbor", "ledger", "tortoise", "aegis", "keel"]
VIN_ALPHA = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def passphrase() -> str:
    return r.choice(["-", ".", "_", ""]).join(r.sample(WORDS, r.choice([3, 4]))) + str(r.randint(1, 99))


def legacy_pw() -> str:
    return r.choice(["gw", "claims", "agency", "policy", "broker", "uw", "rating", "fnol"]) + str(r.randint(1, 9999))


def word_digits() -> str:
    return r.choice(["Underwrite", "Claims", "Assurance", "Seguro", "Versicherung", "Policy", "Broker", "Allianz",
                     "Hurricane", "Renewal"]) + str(r.randint(1, 2027)) + r.choice(["!", "#", "", "$", "@", "%"])


def pin() -> str:
    return g.s(DIG, r.choice([4, 6]))


def vendor_pw() -> str:
    return r.choice([lambda: g.s(B62, 24), lambda: g.s(B62 + "!#%*-", 18), lambda: g.hexs(40),
                     lambda: g.b64(24), lambda: g.s(UP + DIG, 16), lambda: g.uuid()])()


def anypw() -> str:
    return r.choice([passphrase, legacy_pw, word_digits, vendor_pw, vendor_pw, g.human_pw, g.machine_pw])()


def hook(cmd: str, out: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "",
                                                                         "interrupted": False}}, indent=r.choice([None, 2]))


def hook_read(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def vin() -> str:
    return g.s(VIN_ALPHA, 17)


def policy_no() -> str:
    return r.choice(["PA", "HO", "CA", "WC", "BOP"]) + "-" + g.s(DIG, 8) + "-" + g.s(DIG, 2)

# ---------------------------------------------------------------- secret templates

def t_gw_suite_config():
    pw = anypw()
    return NC, f"# modules/configuration/config/suite/suite-config.xml (ClaimCenter -> PolicyCenter)\n<product name=\"pc\" url=\"http://pc-int.gw.example:8180/pc\"/>\n<param name=\"pc.integration.username\" value=\"su\"/>\n<param name=\"pc.integration.password\" value=\"{pw}\"/>\n", [pw]


def t_gw_db_props():
    pw = anypw()
    return ST, f"# database-config.xml\n<database name=\"ClaimCenterDatabase\" dbtype=\"sqlserver\">\n  <dbcp-connection-pool jdbc-url=\"jdbc:sqlserver://cc-db01:1433;databaseName=ClaimCenter;user=ccuser;password={pw}\"/>\n</database>\n", [pw]


def t_gw_default_su():
    pw = r.choice([legacy_pw, word_digits])()
    return ST, f"$ ./gwb runServer -Dgw.server.mode=dev\n...\n$ curl -u su:{pw} http://localhost:8180/pc/rest/common/v1/system-info\n{{\"data\":{{\"attributes\":{{\"appCode\":\"pc\",\"version\":\"10.2.{r.randint(0, 4)}\"}}}}}}\n", [pw]


def t_gw_cloud_api_okta():
    cs = g.s(URLSAFE, 40)
    return NC, f"GW_CLOUD_API_BASE=https://cc-{r.choice(['dev', 'uat'])}.tenant-acme.guidewire.net/cc/rest\nGW_OKTA_TOKEN_URL=https://guidewire-hub.okta.com/oauth2/{g.s(B62, 20)}/v1/token\nGW_OKTA_CLIENT_ID=0oa{g.s(B62, 17)}\nGW_OKTA_CLIENT_SECRET={cs}\n", [cs]


def t_gw_bearer_log():
    tok = g.jwt()
    return SI, f"2026-12-02 08:11:43,990 DEBUG [fnol-bridge] POST https://cc-uat.tenant-acme.guidewire.net/cc/rest/claim/v1/claims headers={{'Authorization': 'Bearer {tok}', 'GW-Checksum': '{r.randint(1, 99)}'}}\n", [tok]


def t_duckcreek():
    pw = anypw()
    return ST, f"<add name=\"DuckCreekPolicy\" connectionString=\"Server=dc-sql\\POLICY;Database=DC_Policy;User ID=dc_app;Password={pw};MultipleActiveResultSets=True\" />\n", [pw]


def t_socotra():
    pw = anypw()
    return ST, f"$ curl -s -X POST https://api.sandbox.socotra.com/account/authenticate -H 'Content-Type: application/json' -d '{{\"username\": \"alice.underwriter\", \"password\": \"{pw}\", \"hostName\": \"acme-configeditor.co.sandbox.socotra.com\"}}'\n{{\"authorizationToken\":\"<redacted by me>\",\"expiresTimestamp\":1764720000000}}\n", [pw]


def t_socotra_token():
    tok = g.jwt()
    return ST, f"SOCOTRA_HOST=https://api.sandbox.socotra.com\n# token from /account/authenticate, valid 24h\nexport AUTH=\"Authorization: {tok}\"\ncurl -H \"$AUTH\" $SOCOTRA_HOST/policy/{g.s(DIG, 9)}\n", [tok]


def t_rating_engine():
    k = g.hexs(40)
    return NC, f"rating:\n  engine: radar-live\n  endpoint: https://rating.internal.example/api/v3/rate\n  api_key: {k}\n  table_version: 2026Q4\n", [k]


def t_rating_header():
    k = g.s(B62, 32)
    return ST, f"POST /v2/quotes/auto HTTP/1.1\nHost: api.rater.example.com\nX-Api-Key: {k}\nContent-Type: application/json\n\n{{\"state\":\"OH\",\"effectiveDate\":\"2027-01-01\",\"drivers\":[{{\"age\":34}}],\"vehicles\":[{{\"vin\":\"{vin()}\"}}]}}\n", [k]


def t_acord_signon():
    pw = anypw()
    return ST, f"<ACORD>\n  <SignonRq>\n    <SignonPswd>\n      <CustId><SPName>com.ivans</SPName><CustLoginId>AGY{g.s(DIG, 6)}</CustLoginId></CustId>\n      <CustPswd><EncryptionTypeCd>NONE</EncryptionTypeCd><Pswd>{pw}</Pswd></CustPswd>\n    </SignonPswd>\n    <ClientDt>2026-12-02T09:00:00</ClientDt>\n  </SignonRq>\n", [pw]


def t_vertafore():
    pw = anypw()
    return NC, f"[AMS360]\nAgencyNo = {g.s(DIG, 7)}\nLoginId = wsapi_{g.s(LOW, 4)}\nPassword = {pw}\nEmployeeCode = !!{g.s(UP, 3)}\nServiceUrl = https://wsapi.ams360.com/v3/WSAPIService.svc\n", [pw]


def t_applied_epic():
    k = g.s(B62, 40)
    return NC, f"APPLIED_EPIC_API_KEY={k}\nAPPLIED_EPIC_DATABASE=Epic_{g.s(UP, 4)}\nAPPLIED_EPIC_AUTH_KEY_ID={g.uuid()}\n", [k]


def t_ezlynx():
    pw = anypw()
    return ST, f"Hi Sam,\n\nEZLynx rating still times out for Ohio auto. You can reproduce with our agency login:\n  Username: ops@{r.choice(['midwestins', 'clearviewagency', 'brightpathins'])}.example\n  Password: {pw}\nPlease let me know if you need anything else.\n\n-- Maria, agency ops\n", [pw]


def t_mvr():
    pw = anypw()
    return NC, f"# mvr-vendor.properties\nmvr.account=ACME{g.s(DIG, 5)}\nmvr.userid=MVRAPI01\nmvr.password={pw}\nmvr.endpoint=https://mvr.datavendor.example/soap/OrderService\n", [pw]


def t_clue_sftp():
    pw = anypw()
    return ST, f"$ sftp -o PasswordAuthentication=yes 'clue_batch@sftp.datavendor.example'\nclue_batch@sftp.datavendor.example's password: {pw}\nConnected to sftp.datavendor.example.\nsftp> put clue_order_20261202.txt\n", [pw]


def t_telematics_sdk():
    k = g.s(B62, 32)
    return NC, f"// app/src/main/java/com/acme/drive/App.kt\nval config = DriveSdkConfig(\n    sdkKey = \"{k}\",\n    driverId = user.policyholderId,\n    tripDetection = TripDetection.AUTOMATIC,\n)\nDriveSdk.setup(this, config)\n", [k]


def t_telematics_ios():
    k = g.s(LOW + DIG, 40)
    return NC, f"<key>TelematicsApplicationKey</key>\n<string>{k}</string>\n<key>TelematicsEnvironment</key>\n<string>production</string>\n", [k]


def t_smartcar():
    cs = g.uuid()
    return NC, f"SMARTCAR_CLIENT_ID={g.uuid()}\nSMARTCAR_CLIENT_SECRET={cs}\nSMARTCAR_REDIRECT_URI=https://quote.acme-ins.example/connect/callback\nSMARTCAR_MODE=live\n", [cs]


def t_connected_car_bearer():
    tok = g.uuid()
    return ST, f"$ curl -H 'Authorization: Bearer {tok}' https://api.smartcar.com/v2.0/vehicles/{g.uuid()}/odometer\n{{\"distance\":48211.3}}\n", [tok]


def t_fnol_webhook_secret():
    s = g.s(B62, 32)
    return NC, f"FNOL_WEBHOOK_URL=https://claims.acme-ins.example/hooks/fnol\nFNOL_WEBHOOK_SIGNING_SECRET={s}\n", [s]


def t_claims_vendor():
    k = g.s(UP + DIG, 24)
    return NC, json.dumps({"vendors": {"photo_estimating": {"base_url": "https://api.estimator.example/v1",
                                                              "api_key": k, "client": "acme-ins"}}}, indent=2), [k]


def t_twilio_fnol():
    t = g.twilio()
    return SI, f"# SMS first notice of loss\nTWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_API_KEY={t}\nTWILIO_API_SECRET={g.s(B62, 32)}\nFNOL_SMS_FROM=+1555{g.s(DIG, 7)}\n", [t]


def t_pg_url():
    pw = anypw()
    return ST, f"DATABASE_URL=postgres://quote_svc:{pw}@quotes-db.internal:5432/quotes\n", [pw]


def t_kafka_sasl():
    pw = anypw()
    return ST, f"bootstrap.servers=pkc-{g.s(LOW + DIG, 5)}.us-east-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='{g.s(UP + DIG, 16)}' password='{pw}';\n# topic: claims.fnol.v1\n", [pw]


def t_gosu_trace():
    pw = anypw()
    return ST, f"com.guidewire.pl.system.integration.plugins.PluginException: Failed to call ISO ClaimSearch\n\tat gw.plugin.iso.ISOMessageTransport.send(ISOMessageTransport.gs:88)\nCaused by: javax.xml.ws.soap.SOAPFaultException: Authentication failed for user ISO{g.s(DIG, 5)} (password={pw})\n", [pw]


def t_broker_portal_chat():
    pw = anypw()
    return ST, f"[#broker-onboarding] carrier portal test user for the new MGA: broker_test_{g.s(DIG, 3)} / {pw} -- it's UAT only, but still don't forward it outside the team", [pw]


def t_policy_pdf_sign():
    block, line = g.pem("PRIVATE KEY")
    return SI, f"# docgen/keys/dec-page-signing.key (declarations page PDF signing)\n{block}\n", [line]


def t_openai_claims():
    k = g.openai()
    return SI, f"# claims-notes-summarizer/.env\nOPENAI_API_KEY={k}\nSUMMARY_MODEL=gpt-4o-mini\nMAX_NOTES=200\n", [k]


def t_aws_docs():
    ak, sk = g.aws_akid(), g.aws_secret()
    return SI, hook("cat ~/.aws/credentials", f"[claims-docs-prod]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\n"), [ak, sk]


def t_hook_env():
    cs = g.uuid()
    pw = anypw()
    return NC, hook("env | sort | grep -E 'SMARTCAR|GW_'", f"GW_INTEGRATION_PASSWORD={pw}\nGW_INTEGRATION_USER=svc_claims\nSMARTCAR_CLIENT_ID={g.uuid()}\nSMARTCAR_CLIENT_SECRET={cs}\n"), [pw, cs]


def t_hook_read_props():
    pw = anypw()
    return NC, hook_read("/repo/pc/modules/configuration/config/integration/ratingengine.properties",
                         f"rating.url=https://rating.internal.example/api/v3\nrating.user=pc_rater\nrating.secret={pw}\nrating.timeout.ms=15000\n"), [pw]


def t_k8s_secret():
    v = anypw()
    b = base64.b64encode(v.encode()).decode()
    return NC, f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: iso-claimsearch\ntype: Opaque\ndata:\n  username: {base64.b64encode(b'ISO_ACME01').decode()}\n  password: {b}\n", [b]


def t_helm_set():
    pw = anypw()
    return NC, f"$ helm upgrade --install quote-api ./charts/quote-api -n quoting --set image.tag=1.42.0 --set env.RATING_API_SECRET={pw}\nRelease \"quote-api\" has been upgraded. Happy Helming!\n", [pw]


def t_basic_auth_url():
    pw = anypw()
    return ST, f"WARN  requests.adapters - Retrying (Retry(total=2)) after connection broken by 'ReadTimeoutError': https://acme_uw:{pw}@lossruns.carrier.example/api/v1/loss-runs?policy={policy_no()}\n", [pw]


def t_stripe_premium():
    k = "sk_live_" + g.s(B62, 99)
    return SI, f"# billing/premium_collection.py\nstripe.api_key = \"{k}\"  # FIXME before merge\nintent = stripe.PaymentIntent.create(amount=premium_cents, currency=\"usd\", metadata={{\"policy\": policy_number}})\n", [k]


def t_docusign():
    block, line = g.pem("RSA PRIVATE KEY")
    return SI, hook_read("/repo/esign/docusign_private.key", block), [line]


def t_salesforce_fsc():
    tok = g.s(B62, 25)
    pw = word_digits()
    return NC, f"# sfdx / simple-salesforce for the agency CRM (Financial Services Cloud)\nsf = Salesforce(username='integration@acme-ins.example', password='{pw}', security_token='{tok}', domain='login')\n", [pw, tok]


def t_ivans_download():
    pw = r.choice([legacy_pw, vendor_pw])()
    return NC, f"; IVANS Download configuration (ivansdl.ini)\n[Account]\nAccountId=A{g.s(DIG, 6)}\nUserId={g.s(UP, 3)}{g.s(DIG, 4)}\nPassword={pw}\n[Mailbox]\nPath=C:\\IVANS\\inbox\n", [pw]


def t_mssql_sqlcmd():
    pw = anypw()
    return NC, f"$ sqlcmd -S claims-dw.acme.local -U etl_reader -P '{pw}' -Q \"SELECT COUNT(*) FROM fact_claim WHERE loss_date >= '2026-11-01'\"\n-----------\n      18344\n(1 rows affected)\n", [pw]


def t_sendgrid():
    k = g.sendgrid()
    return SI, f"  notifications:\n    renewal_email:\n      provider: sendgrid\n      api_key: {k}\n      template: d-{g.hexs(32)}\n", [k]


def t_vin_decoder():
    k = g.s(LOW + DIG, 28)
    return ST, f"$ curl 'https://vindecoder.example.com/api/v2/decode/{vin()}?apikey={k}&format=json' | jq .Make\n\"TOYOTA\"\n", [k]


def t_hail_data():
    k = g.uuid()
    return NC, f"# cat-modeling/config.toml\n[hail]\nprovider = \"wx-data\"\napi_secret = \"{k}\"\nradius_km = 5\n", [k]


def t_jira_comment():
    t = g.atlassian()
    return SI, f"CLM-{g.s(DIG, 4)} comment by dev-bot: automation token for the claims board, set it in the pipeline vars: {t}\n", [t]


def t_gitlab_ci():
    t = g.gitlab()
    return SI, f"variables:\n  GW_MAVEN_REPO: https://nexus.acme.local/repository/guidewire/\n  NEXUS_TOKEN: \"{t}\"   # TODO: move to masked CI var\n", [t]


SECRET_T = [t_gw_suite_config, t_gw_db_props, t_gw_default_su, t_gw_cloud_api_okta, t_gw_bearer_log, t_duckcreek,
            t_socotra, t_socotra_token, t_rating_engine, t_rating_header, t_acord_signon, t_vertafore, t_applied_epic,
            t_ezlynx, t_mvr, t_clue_sftp, t_telematics_sdk, t_telematics_ios, t_smartcar, t_connected_car_bearer,
            t_fnol_webhook_secret, t_claims_vendor, t_twilio_fnol, t_pg_url, t_kafka_sasl, t_gosu_trace,
            t_broker_portal_chat, t_policy_pdf_sign, t_openai_claims, t_aws_docs, t_hook_env, t_hook_read_props,
            t_k8s_secret, t_helm_set, t_basic_auth_url, t_stripe_premium, t_docusign, t_salesforce_fsc,
            t_ivans_download, t_mssql_sqlcmd, t_sendgrid, t_vin_decoder, t_hail_data, t_jira_comment, t_gitlab_ci]

# ---------------------------------------------------------------- clean templates

def c_fnol_payload():
    return json.dumps({"claimNumber": "CLM-" + g.s(DIG, 9), "policyNumber": policy_no(), "lossDate": "2026-11-29",
                       "lossCause": r.choice(["hail", "collision", "theft", "water_damage"]), "vehicle": {"vin": vin()},
                       "reportedBy": {"role": "insured"}, "idempotencyKey": g.uuid()}, indent=2)


def c_vins():
    return "VIN,Year,Make,Model,Symbol\n" + "".join(f"{vin()},{r.randint(2012, 2026)},{m},{r.randint(10, 99)}\n" for m in ["HONDA,CIVIC", "FORD,F-150", "TESLA,MODEL 3"])


def c_acord_placeholder():
    return "<SignonPswd>\n  <CustId><SPName>com.ivans</SPName><CustLoginId>${IVANS_LOGIN}</CustLoginId></CustId>\n  <CustPswd><EncryptionTypeCd>NONE</EncryptionTypeCd><Pswd>${IVANS_PASSWORD}</Pswd></CustPswd>\n</SignonPswd>\n"


def c_gw_publicid():
    return f"Claim {g.s(DIG, 3)}-{g.s(DIG, 2)}-{g.s(DIG, 6)} (PublicID cc:{g.s(DIG, 5)}) exposure cc:{g.s(DIG, 5)} reserve line {g.uuid()} checksum {r.randint(0, 9)}\n"


def c_hashed_dl():
    return "".join(f"driver_{i}: dl_hash=sha256:{g.sha256()} state={r.choice(['OH', 'TX', 'CA', 'NY'])}\n" for i in range(3))


def c_rating_request():
    return json.dumps({"quoteId": g.uuid(), "state": "TX", "lob": "PersonalAuto", "ratingVersion": "2026.11.3",
                       "factors": {"territory": r.randint(1, 60), "creditTier": r.choice("ABCDE"), "telematicsScore": r.randint(300, 900)},
                       "premium": round(r.uniform(600, 3000), 2)}, indent=2)


def c_trip_event():
    return json.dumps({"tripId": g.uuid(), "deviceId": g.hexs(16), "start": "2026-12-01T07:42:10Z", "distanceKm": round(r.uniform(1, 80), 1),
                       "events": [{"type": "hard_brake", "ts": "2026-12-01T07:51:02Z", "gForce": round(r.uniform(0.3, 0.7), 2)}]})


def c_docs_env():
    return "## Local setup\n\n1. Copy `.env.example` to `.env`.\n2. Set `SMARTCAR_CLIENT_SECRET=<from the Smartcar dashboard>` and `GW_INTEGRATION_PASSWORD=changeme` (dev server default).\n3. Run `make dev`.\n"


def c_gw_build():
    return f"$ ./gradlew compile\n> Task :modules:configuration:compileGosu\nGosu compiler: {r.randint(4000, 9000)} files, 0 errors, {r.randint(0, 40)} warnings\nBUILD SUCCESSFUL in {r.randint(1, 9)}m {r.randint(0, 59)}s\n"


def c_naic():
    return f"Carrier: Acme Mutual Insurance Company  NAIC {g.s(DIG, 5)}  FEIN {g.s(DIG, 2)}-{g.s(DIG, 7)}\nForm: ACORD 125 (2016/03)  Producer code {g.s(UP + DIG, 8)}\n"


def c_jwks():
    return json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": g.hexs(16), "x": g.b64url(32), "y": g.b64url(32), "use": "sig"}]}, indent=2)


def c_photo():
    return json.dumps({"claim": "CLM-" + g.s(DIG, 9), "attachment": {"name": "rear_bumper.jpg", "sha1": g.sha1(),
                       "preview": "data:image/jpeg;base64," + g.b64(r.randint(150, 300))}})


def c_git_log():
    return "".join(f"commit {g.hexs(40)}\n    {m}\n" for m in ["Add hail peril to HO3 rating", "FNOL: validate VIN checksum", "Bump gw-cloud-api-client to 3.1.0"])


def c_helm_values():
    return "env:\n  RATING_API_URL: https://rating.internal.example/api/v3\n  RATING_API_SECRET:\n    valueFrom:\n      secretKeyRef:\n        name: rating-api\n        key: secret\n"


def c_hook_ok():
    return hook("pytest tests/claims -q", f"{'.' * r.randint(10, 40)} [100%]\n{r.randint(10, 40)} passed in {r.uniform(1, 8):.2f}s\n")


def c_chat():
    return f"[#claims-eng] ISO ClaimSearch creds were rotated today (ticket SEC-{g.s(DIG, 4)}). New ones are in Vault under kv/claims/iso; nothing to change in code."


def c_policy_doc():
    return f"Policy {policy_no()} renewed. Term 2027-01-01 to 2028-01-01. Document id {g.uuid()}, checksum md5 {g.hexs(32)}.\n"


def c_telematics_score():
    return "driverId,trips,km,score,percentile\n" + "".join(f"{g.uuid()},{r.randint(5, 90)},{r.randint(50, 3000)},{r.randint(40, 99)},{r.randint(1, 99)}\n" for _ in range(3))


CLEAN_T = [c_fnol_payload, c_vins, c_acord_placeholder, c_gw_publicid, c_hashed_dl, c_rating_request, c_trip_event,
           c_docs_env, c_gw_build, c_naic, c_jwks, c_photo, c_git_log, c_helm_values, c_hook_ok, c_chat,
           c_policy_doc, c_telematics_score]


def main() -> None:
    secrets = []
    order = SECRET_T * (250 // len(SECRET_T) + 1)
    r.shuffle(order)
    for i, t in enumerate(order[:250], 1):
        cls, text, vals = t()
        for v in vals:
            assert v and v in text, (t.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean, seen = [], set()
    while len(clean) < 100:
        text = r.choice(CLEAN_T)()
        if text in seen:
            continue
        seen.add(text)
        clean.append({"id": f"{FAMILY}-c{len(clean) + 1}", "family": FAMILY, "text": text})
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
