"""Redaction source "nonprofit" (round 24): charities and fundraising.

Salesforce NPSP (sf CLI, Data Loader, Apex, simple_salesforce), Blackbaud SKY API / Raiser's Edge, Bloomerang,
CiviCRM, donation processors and giving platforms (Stripe, PayPal, Braintree, Authorize.Net, Classy, Donorbox,
GiveWP), volunteer management, grant portals (Submittable, SAM.gov, Grants.gov S2S), lockbox SFTP: configs,
commands, HTTP traces, logs, code, tickets, chat and agent hook payloads. Written blind by "corpora2" on
2026-12-03 (no rules, bench or results read); every value is random and made up. Stdlib + _tokens.py only;
seeded: rerun to rewrite nonprofit_secrets.jsonl and nonprofit_clean.jsonl byte-identically.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, HEX, URLSAFE, Gen

FAMILY = "nonprofit"
OUT = Path(__file__).resolve().parent
g = Gen(240303)
L = string.ascii_lowercase
D = string.digits
UP = string.ascii_uppercase
ORGS = ["hopebridge", "riverfoodbank", "kindred-arts", "openshelter", "literacyfirst", "wildcoast-trust", "stmarys-fund"]
PEOPLE = ["bev (dev director)", "tom.w", "ana.g", "rick", "nkechi", "lou", "hanna.db", "pat (volunteer coord)"]


def org():
    return g.pick(ORGS)


def passphrase():
    w = ["giving", "harvest", "lantern", "compass", "bridge", "shelter", "sparrow", "maple", "kindness", "river"]
    return g.pick(["-", "_", "", "."]).join(g.pick(w).capitalize() if g.r.random() < .4 else g.pick(w) for _ in range(3)) + str(g.r.randint(1, 99))


def legacy():
    return g.pick(["Donor", "gala", "Raiser", "charity", "Volunteer", "fundrun", "Blackbaud"]) + str(g.r.randint(1, 2026)) + g.pick(["", "!", "", "*"])


def pw():
    return [g.pw, passphrase, legacy, g.machine_pw, g.human_pw, lambda: g.s(L + D, 8)][g.r.randint(0, 5)]()


def sf_token():
    return "00D" + g.s(B62, 12) + "!" + g.s(B62 + "._", 96)


def sf_id(prefix):
    return prefix + g.s(B62, 15)


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": "check org"}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def t_sfdx_url():
    r = "5Aep861" + g.s(B62 + "._", 80)
    return "structural", (f"$ cat authfile.txt\nforce://PlatformCLI::{r}@{org()}.my.salesforce.com\n$ sf org login sfdx-url --sfdx-url-file authfile.txt --alias npsp-prod"), [r]


def t_simple_sf_pw():
    p = pw()
    return "structural", (f"from simple_salesforce import Salesforce\nsf = Salesforce(username=\"integration@{org()}.org\", password=\"{p}\",\n"
                          f"                security_token=os.environ[\"SF_TOKEN\"], domain=\"login\")"), [p]


def t_sf_security_token():
    t = g.s(B62, 24)
    return "name-context", (f"SF_USERNAME=integration@{org()}.org\nSF_PASSWORD_FILE=/run/secrets/sf_password\nSF_SECURITY_TOKEN={t}\nSF_DOMAIN=login\n"), [t]


def t_sf_bearer():
    t = sf_token()
    return "self-identifying", (f"$ curl https://{org()}.my.salesforce.com/services/data/v61.0/query/?q=SELECT+Id,Name+FROM+npe03__Recurring_Donation__c+LIMIT+5 "
                                f"-H \"Authorization: Bearer {t}\"\n{{\"totalSize\":5,\"done\":true,\"records\":[]}}"), [t]


def t_sf_consumer_secret():
    s = g.s(HEX.upper(), 64)
    return "name-context", (f"# connected app: Donation Sync\nSF_CONSUMER_KEY=3MVG9{g.s(B62 + '._', 80)}\nSF_CONSUMER_SECRET={s}\nSF_LOGIN_URL=https://login.salesforce.com\n"), [s]


def t_hook_org_display():
    t = sf_token(); r = "5Aep861" + g.s(B62 + "._", 80)
    out = (f"=== Org Description\n\n KEY              VALUE\n ──────────────── ──────────────────────────\n Access Token     {t}\n Alias            npsp-prod\n"
           f" Connected Status Connected\n Id               00D{g.s(B62, 15)}\n Instance Url     https://{org()}.my.salesforce.com\n Sfdx Auth Url    force://PlatformCLI::{r}@{org()}.my.salesforce.com\n")
    return "self-identifying", hook("sf org display --target-org npsp-prod --verbose", out), [t, r]


def t_sf_jwt_key():
    block, line = g.pem("RSA PRIVATE KEY")
    return "self-identifying", (f"$ cat .ci/server.key\n{block}\n$ sf org login jwt --client-id $SF_CLIENT_ID --jwt-key-file .ci/server.key --username ci@{org()}.org"), [line]


def t_named_cred():
    p = pw()
    return "name-context", (f"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<NamedCredential xmlns=\"http://soap.sforce.com/2006/04/metadata\">\n"
                            f"    <endpoint>https://api.{g.pick(['volunteerhub', 'galaxydigital-mirror', 'betterimpact-mirror'])}.com</endpoint>\n"
                            f"    <label>Volunteer API</label>\n    <principalType>NamedUser</principalType>\n    <protocol>Password</protocol>\n"
                            f"    <username>sfsync</username>\n    <password>{p}</password>\n</NamedCredential>"), [p]


def t_dataloader():
    p = pw()
    return "name-context", (f"<bean id=\"gauExtract\" class=\"com.salesforce.dataloader.process.ProcessRunner\">\n  <property name=\"configOverrideMap\">\n    <map>\n"
                            f"      <entry key=\"sfdc.username\" value=\"dataloader@{org()}.org\"/>\n      <entry key=\"sfdc.password\" value=\"{p}\"/>\n"
                            f"      <entry key=\"process.operation\" value=\"extract\"/>\n    </map>\n  </property>\n</bean>"), [p]


def t_apex_bearer():
    k = g.s(B62, 40)
    return "structural", (f"HttpRequest req = new HttpRequest();\nreq.setEndpoint('https://api.donorbox.org/api/v1/donations?page=1');\n"
                          f"req.setHeader('Authorization', 'Bearer {k}');\nreq.setMethod('GET');\nHttpResponse res = new Http().send(req);"), [k]


def t_sky_subkey():
    k = g.hexs(32)
    return "structural", (f"GET https://api.sky.blackbaud.com/constituent/v1/constituents?limit=50 HTTP/1.1\nBb-Api-Subscription-Key: {k}\n"
                          f"Authorization: Bearer <redacted by proxy>\n\nHTTP/1.1 200 OK\nx-request-id: {g.uuid()}"), [k]


def t_sky_secret():
    s = g.b64(32)
    return "name-context", json.dumps({"Blackbaud": {"ApplicationId": g.uuid(), "ApplicationSecret": s, "RedirectUri": f"https://{org()}.org/auth/callback",
                                                     "SubscriptionKeyEnv": "BB_SUBSCRIPTION_KEY"}}, indent=2), [s]


def t_sky_refresh():
    r = g.hexs(32)
    return "name-context", (f"$ cat ~/.skyapi/tokens.json\n{{\"access_token\": \"{g.jwt()}\", \"refresh_token\": \"{r}\", \"environment_id\": \"p-{g.s(B62, 22)}\", \"expires_in\": 3600}}"), [r]


def t_re7_conn():
    p = pw()
    return "structural", (f"Provider=SQLOLEDB.1;Data Source=RE7SQL\\RE7;Initial Catalog=RE7;User ID=re7reports;Password={p};Persist Security Info=True"), [p]


def t_bloomerang():
    k = g.s(B62, 40)
    return "structural", (f"$ curl -s https://api.bloomerang.co/v2/constituents?take=10 -H 'X-API-KEY: {k}' | jq '.Total'\n{g.r.randint(3000, 90000)}"), [k]


def t_bloomerang_py():
    k = g.s(B62, 40)
    return "name-context", (f"BLOOMERANG_PRIVATE_KEY = \"{k}\"\nBLOOMERANG_PUBLIC_KEY = \"pub_{g.s(L + D, 40)}\"  # used by the embedded donation form\n"), [k]


def t_stripe():
    t = g.stripe()
    return "self-identifying", (f"# givewp-stripe bridge\nSTRIPE_SECRET_KEY={t}\nSTRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 99)}\n"), [t]


def t_paypal():
    s = "E" + g.s(B62 + "-_", 79)
    return "name-context", (f"paypal:\n  mode: live\n  client_id: A{g.s(B62 + '-_', 79)}\n  client_secret: {s}\n  webhook_id: {g.s(UP + D, 17)}\n"), [s]


def t_braintree():
    k = g.hexs(32)
    return "name-context", (f"gateway = braintree.BraintreeGateway(\n    braintree.Configuration(\n        environment=braintree.Environment.Production,\n"
                            f"        merchant_id=\"{g.s(L + D, 16)}\",\n        public_key=\"{g.s(L + D, 16)}\",\n        private_key=\"{k}\",\n    )\n)"), [k]


def t_authnet():
    k = g.s(B62, 16)
    return "name-context", (f"AUTHNET_API_LOGIN_ID={g.s(B62, 10)}\nAUTHNET_TRANSACTION_KEY={k}\nAUTHNET_ENV=production\n"), [k]


def t_classy_curl():
    s = g.s(B62, 40)
    return "structural", (f"$ curl -s -X POST https://api.classy.org/oauth2/auth -d grant_type=client_credentials -d client_id={g.s(B62, 16)} -d client_secret={s}\n"
                          f"{{\"access_token\":\"{g.s(B62, 40)}\",\"token_type\":\"bearer\",\"expires_in\":3600}}"), [s]


def t_donorbox_basic():
    k = g.s(B62 + "-_", 40)
    return "structural", (f"import requests\nr = requests.get(\"https://donorbox.org/api/v1/campaigns\", auth=(\"finance@{org()}.org\", \"{k}\"))\nprint(r.json()[0][\"name\"])"), [k]


def t_volunteer():
    k = g.hexs(40)
    return "name-context", (f"[volunteer_portal]\nbase_url = https://{org()}.{g.pick(['volunteerhub.com', 'galaxydigital.com', 'betterimpact.com'])}/api\napi_key = {k}\nsync_shifts_days = 30\n"), [k]


def t_submittable():
    k = g.s(B62, 32)
    return "structural", (f"$ curl -u {k}: https://api.submittable.com/v4/submissions?projectId={g.r.randint(10000, 99999)}\n{{\"items\": [], \"total\": 0}}"), [k]


def t_samgov():
    k = g.s(B62, 40)
    return "structural", (f"GET https://api.sam.gov/entity-information/v3/entities?api_key={k}&ueiSAM={g.s(UP + D, 12)}&includeSections=entityRegistration"), [k]


def t_grants_ks():
    p = pw()
    return "name-context", (f"# grants-s2s.properties\ngrants.gov.endpoint=https://ws07.grants.gov/grantsws-applicant/services/v2/ApplicantWebServicesSoapPort\n"
                            f"keystore.path=/etc/grants/s2s.jks\nkeystore.password={p}\nkeystore.alias=s2s-{org()}\n"), [p]


def t_mailchimp():
    k = g.mailchimp()
    return "self-identifying", f"MAILCHIMP_API_KEY={k}\nMAILCHIMP_AUDIENCE=Donors FY{g.r.randint(24, 27)}\n", [k]


def t_twilio():
    t = g.twilio()
    return "self-identifying", (f"# text-to-give keyword handler\nTWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_API_KEY={t}\nKEYWORD=GIVE{g.r.randint(1, 99)}\n"), [t]


def t_intuit():
    s = g.s(B62, 40)
    return "name-context", (f"QBO_CLIENT_ID=AB{g.s(B62, 48)}\nQBO_CLIENT_SECRET={s}\nQBO_REALM_ID={g.r.randint(10**15, 10**16)}\n"), [s]


def t_civicrm():
    p = pw(); k = g.s(B62, 32)
    return "structural", (f"define('CIVICRM_UF_DSN', 'mysql://drupal:{g.s(L, 6)}@localhost/drupal?new_link=true');\n"
                          f"define('CIVICRM_DSN', 'mysql://civicrm:{p}@localhost/civicrm?new_link=true');\n"
                          f"define('CIVICRM_SITE_KEY', '{k}');"), [p]


def t_civicrm_sitekey():
    k = g.s(B62, 32)
    return "name-context", (f"$ curl 'https://{org()}.org/sites/all/modules/civicrm/extern/rest.php?entity=Contact&action=get&json=1' "
                            f"-d 'key={k}' -d 'api_key={g.s(B62, 24)}'\n{{\"is_error\":0,\"count\":25}}"), [k]


def t_chat():
    p = pw()
    return "name-context", (f"{g.pick(PEOPLE)}: blackbaud dev account pw is {p} — it's the shared one for the SKY sandbox, I'll move it to the vault next week\n"
                            f"{g.pick(PEOPLE)}: got it"), [p]


def t_zip():
    p = g.pick([passphrase(), legacy(), g.s(L + D + UP, 10)])
    return "name-context", (f"Hi {g.pick(['Rick', 'Ana', 'Lou'])},\n\nAttached is the FY26 donor export for the Bloomerang import (donors_fy26.zip). "
                            f"Zip password: {p}\nI'll call you with anything that looks off.\n\nBev"), [p]


def t_issue():
    p = pw()
    return "structural", (f"**Donor portal: recurring gifts page 500s**\n\nSteps: sign in at https://give.{org()}.org/admin as `admin` / `{p}` "
                          f"→ Recurring → filter Monthly. Stack trace attached."), [p]


def t_pg():
    p = pw()
    return "structural", f"DONATIONS_WAREHOUSE_URL=postgresql://fundraising_ro:{p}@{g.pick(['pg', 'warehouse'])}.{org()}.internal:5432/donations\n", [p]


def t_lockbox():
    p = pw()
    return "structural", (f"open sftp://lockbox_{org().replace('-', '')}:{p}@sftp.{g.pick(['firstcommunitybank', 'unionlockbox', 'cashvault-mirror'])}.com/ -hostkey=\"ssh-ed25519 255 {g.b64(32).rstrip('=')}\"\n"
                          f"get /outgoing/LBX_{g.r.randint(20261101, 20261130)}.csv C:\\Lockbox\\\nexit"), [p]


def t_wp_config():
    p = pw()
    return "name-context", (f"define( 'DB_NAME', 'give_wp' );\ndefine( 'DB_USER', 'givewp' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );"), [p]


def t_hook_env():
    s = g.stripe(); k = g.hexs(32)
    content = f"STRIPE_SECRET_KEY={s}\nBB_SUBSCRIPTION_KEY={k}\nAPP_ENV=production\n"
    return "self-identifying", json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/srv/giving/.env"}, "tool_response": {"file": {"filePath": "/srv/giving/.env", "content": content}}}), [s, k]


def t_hook_history():
    p = pw()
    out = f"  88  sf data export tree --query \"SELECT Id FROM Contact\"\n  89  mysql -u civicrm -p'{p}' civicrm -e 'select count(*) from civicrm_contribution'\n  90  history"
    return "structural", hook("history | tail -3", out), [p]


def t_everyorg():
    s = g.s(B62, 32)
    return "name-context", (f"// netlify/functions/everyorg-webhook.js\nconst EVERY_WEBHOOK_TOKEN = \"{s}\";\nexports.handler = async (event) => {{\n"
                            f"  if (event.queryStringParameters.token !== EVERY_WEBHOOK_TOKEN) return {{ statusCode: 401 }};\n  return {{ statusCode: 200 }};\n}};"), [s]


def t_iats():
    p = pw()
    return "name-context", (f"<iats>\n  <agentCode>{g.s(UP, 4)}{g.r.randint(1000, 9999)}</agentCode>\n  <password>{p}</password>\n  <server>NA</server>\n</iats>"), [p]


def t_givebutter():
    k = g.s(B62, 40)
    return "structural", (f"fetch(\"https://api.givebutter.com/v1/transactions?page=1\", {{\n  headers: {{ Authorization: `Bearer {k}`, Accept: \"application/json\" }},\n}})"), [k]


def t_gh_token():
    t = g.gh_fine()
    return "self-identifying", (f"{g.pick(PEOPLE)}: the NPSP unpackaged-metadata deploy needs repo access — I made a token for CI: {t}\n"
                                f"{g.pick(PEOPLE)}: please revoke that and use the org secret instead"), [t]


def t_tfvars():
    s = g.s(HEX.upper(), 64)
    return "name-context", f"sf_consumer_secret = \"{s}\"\nsf_instance_url    = \"https://{org()}.my.salesforce.com\"\n", [s]


def t_sendgrid():
    t = g.sendgrid()
    return "self-identifying", (f"$ heroku config:set SENDGRID_API_KEY={t} -a {org()}-receipts\nSetting SENDGRID_API_KEY and restarting ⬢ {org()}-receipts... done, v{g.r.randint(20, 200)}"), [t]


def t_pin():
    p = g.s(D, g.pick([4, 6]))
    return "name-context", (f"Gala night checklist\n- card readers: 6 (charged)\n- Square account: events@{org()}.org\n- Square device passcode: {p}\n- float: $200 in the blue box"), [p]


def t_k8s():
    p = pw()
    return "name-context", (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: crm-sync\nstringData:\n  BLOOMERANG_API_KEY: \"{g.s(B62, 40)}\"\n  RE_SQL_PASSWORD: \"{p}\"\n"), [p]


SECRET_T = [t_sfdx_url, t_simple_sf_pw, t_sf_security_token, t_sf_bearer, t_sf_consumer_secret, t_hook_org_display, t_sf_jwt_key,
            t_named_cred, t_dataloader, t_apex_bearer, t_sky_subkey, t_sky_secret, t_sky_refresh, t_re7_conn, t_bloomerang,
            t_bloomerang_py, t_stripe, t_paypal, t_braintree, t_authnet, t_classy_curl, t_donorbox_basic, t_volunteer,
            t_submittable, t_samgov, t_grants_ks, t_mailchimp, t_twilio, t_intuit, t_civicrm, t_civicrm_sitekey, t_chat, t_zip,
            t_issue, t_pg, t_lockbox, t_wp_config, t_hook_env, t_hook_history, t_everyorg, t_iats, t_givebutter, t_gh_token,
            t_tfvars, t_sendgrid, t_pin, t_k8s]


def c_sf_ids():
    return f"Opportunity {sf_id('006')} (Contact {sf_id('003')}, Account {sf_id('001')}) closed won: ${g.r.randint(25, 5000)}.00, Recurring Donation a09{g.s(B62, 15)}"


def c_sfdx_project():
    return json.dumps({"packageDirectories": [{"path": "force-app", "default": True}], "namespace": "", "sourceApiVersion": "61.0",
                       "packageAliases": {"NPSP": "04t" + g.s(B62, 15)}}, indent=2)


def c_sky_docs():
    return ("Every SKY API request needs two headers:\n\n    Bb-Api-Subscription-Key: <your-subscription-key>\n    Authorization: Bearer <access-token>\n\n"
            f"Environment id for the sandbox: p-{g.s(B62, 22)}")


def c_pk_form():
    return f"<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_{g.s(B62, 99)}');</script>"


def c_paypal_button():
    return f"<form action=\"https://www.paypal.com/donate\" method=\"post\" target=\"_top\">\n<input type=\"hidden\" name=\"hosted_button_id\" value=\"{g.s(UP + D, 13)}\" />\n</form>"


def c_receipt():
    return (f"Thank you for your gift of ${g.r.randint(10, 900)}.00 to {org()}!\nTransaction: pi_{g.s(B62, 24)}  Charge: ch_{g.s(B62, 24)}\n"
            f"EIN {g.r.randint(10, 99)}-{g.r.randint(1000000, 9999999)}. No goods or services were provided in exchange.")


def c_sig_log():
    return (f"2026-12-02 19:{g.r.randint(10, 59)}:22 INFO stripe-webhook evt_{g.s(B62, 24)} type=checkout.session.completed "
            f"Stripe-Signature: t={1764700000 + g.r.randint(0, 99999)},v1={g.hexs(64)} verified")


def c_env_example():
    return "STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}\nBB_SUBSCRIPTION_KEY=<your-subscription-key>\nSF_PASSWORD=changeme\nAPP_ENV=development\n"


def c_uei():
    return f"Applicant: {org()} | UEI {g.s(UP + D, 12)} | CAGE {g.s(UP + D, 5)} | Opportunity HHS-2026-ACF-{g.s(UP, 3)}-{g.r.randint(1000, 9999)} | CFDA 93.{g.r.randint(100, 999)}"


def c_git():
    return "\n".join(f"{g.hexs(40)} {g.pick(['Map GAU allocations', 'Handle Bloomerang paging', 'Add soft credit import', 'Fix gift aid flag', 'Dedupe households'])}" for _ in range(4))


def c_sha():
    return "\n".join(f"SHA256 (donors_2026_{m:02d}.csv) = {g.sha256()}" for m in range(1, g.r.randint(3, 7)))


def c_apex_named():
    return ("HttpRequest req = new HttpRequest();\nreq.setEndpoint('callout:Blackbaud_SKY/constituent/v1/constituents?limit=10');\n"
            f"req.setHeader('Bb-Api-Subscription-Key', '{{!$Credential.Blackbaud_SKY.SubscriptionKey}}');\nreq.setMethod('GET'); // batch {g.r.randint(1, 50)}")


def c_shortcode():
    return f"[give_form id=\"{g.r.randint(100, 9999)}\" show_title=\"true\" display_style=\"modal\"]"


def c_logo():
    return json.dumps({"campaign": "Winter Appeal", "logo": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + g.b64(66)})


def c_hook_ls():
    return hook("sf org list", f"Type Alias      Username                           Org Id\n ── ───────── ────────────────────────────────── ──────────────────\n 🍁 npsp-prod integration@{org()}.org 00D{g.s(B62, 15)}")


def c_chat():
    return (f"{g.pick(PEOPLE)}: where do I find the Raiser's Edge report user password?\n{g.pick(PEOPLE)}: it's in Keeper under \"RE7 reports\" — "
            f"ask me for access, don't DM it")


def c_docs_pw():
    return ("## Local setup\n\n1. `sf org create scratch -f config/project-scratch-def.json -a dev`\n2. `sf org generate password -o dev` prints a random "
            "password for the scratch user; you only need it for the UI.\n3. `sf project deploy start`")


def c_payload():
    return json.dumps({"event": "donation.created", "id": g.uuid(), "data": {"amount": g.r.randint(5, 500), "currency": "USD",
                       "donor_id": g.r.randint(10**5, 10**7), "fingerprint": g.hexs(16), "campaign_slug": "winter-appeal"}})


def c_trace():
    return (f"simple_salesforce.exceptions.SalesforceAuthenticationFailed: INVALID_LOGIN: Invalid username, password, security token; or user locked out.\n"
            f"  at sync/sf_client.py:{g.r.randint(10, 90)}")


def c_k8s_ref():
    return "envFrom:\n  - secretRef:\n      name: crm-sync\nenv:\n  - name: APP_ENV\n    value: production\n"


def c_bloomerang_pub():
    return f"<script src=\"https://crm.bloomerang.co/HostedDonation?ApiKey=pub_{g.s(L + D, 40)}&WidgetId={g.r.randint(10**5, 10**7)}\"></script>"


def c_volunteer_csv():
    return "shift_id,volunteer_id,hash\n" + "\n".join(f"{g.r.randint(1000, 9999)},{g.uuid()},{g.hexs(32)}" for _ in range(3))


CLEAN_T = [c_sf_ids, c_sfdx_project, c_sky_docs, c_pk_form, c_paypal_button, c_receipt, c_sig_log, c_env_example, c_uei, c_git,
           c_sha, c_apex_named, c_shortcode, c_logo, c_hook_ls, c_chat, c_docs_pw, c_payload, c_trace, c_k8s_ref,
           c_bloomerang_pub, c_volunteer_csv]


def main() -> None:
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = SECRET_T[i % len(SECRET_T)]()
            assert cls in ("self-identifying", "name-context", "structural")
            for s in secrets:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": secrets},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN_T[i % len(CLEAN_T)]()}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
