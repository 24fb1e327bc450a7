"""Blind redaction source "browsertest": browser/device testing clouds and E2E tests (round 50, helper corpora22).

Seeded; imports only the standard library and _tokens.py. Run: python3 src_browsertest.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B32, B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "browsertest"
g = Gen(50_001)
r = g.r
LOW = string.ascii_lowercase


def words(n=4):
    w = ["amber", "river", "copper", "lantern", "meadow", "quartz", "harbor", "violet", "tundra", "pepper",
         "saddle", "glacier", "orbit", "willow", "cactus", "ember", "falcon", "marble", "nectar", "pixel"]
    return r.choice(["-", " ", ".", "_"]).join(r.sample(w, n))


def pin(n=6):
    return "".join(r.choice(string.digits) for _ in range(n))


def legacy():
    return g.s(LOW, r.randint(4, 6)) + g.s(string.digits, r.randint(2, 3))


def anypw():
    k = r.randint(0, 5)
    return [g.pw, g.pw, words, legacy, g.human_pw, lambda: g.s(B62 + "!@#%^*", 12)][k]()


def user():
    return r.choice(["qa", "ci", "e2e", "test", "automation", "mobileqa", "release"]) + r.choice(["_", "", "."]) + \
        r.choice(["bot", "runner", "team", "acme", "shop", "pay"]) + str(r.randint(1, 99))


def bs_key():
    return g.s(B62, 20)


def sauce_key():
    return g.uuid()


def lt_key():
    return "LT_" + g.s(B62, 47) if r.random() < .5 else g.s(B62, 50)


def email():
    return r.choice(["qa", "e2e", "test.user", "checkout.tester", "admin.qa"]) + "+" + g.s(LOW + string.digits, 5) + \
        "@" + r.choice(["example.com", "acme-shop.io", "mailinator.com", "testmail.app", "corp.test"])


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


SEC = []


def sec(f):
    SEC.append(f)
    return f


# ----------------------------------------------------------------------------------------------- secrets
@sec
def env_browserstack():
    k = bs_key()
    return "name-context", f"""# .env.local  (do not commit)
BROWSERSTACK_USERNAME={user()}_{g.s(LOW, 6)}
BROWSERSTACK_ACCESS_KEY={k}
BROWSERSTACK_BUILD_NAME=web-e2e-${{GITHUB_RUN_NUMBER}}
BROWSERSTACK_LOCAL=true
""", [k]


@sec
def java_hub_url():
    u, k = user() + "_" + g.s(LOW, 5), bs_key()
    return "structural", f"""public class RemoteDriverFactory {{
    private static final String HUB = "https://{u}:{k}@hub-cloud.browserstack.com/wd/hub";

    public static WebDriver create(MutableCapabilities caps) throws MalformedURLException {{
        caps.setCapability("bstack:options", Map.of("os", "Windows", "osVersion", "11", "sessionName", "checkout"));
        return new RemoteWebDriver(new URL(HUB), caps);
    }}
}}""", [k]


@sec
def sauce_ci_yaml():
    k = sauce_key()
    return "name-context", f"""# .gitlab-ci.yml
e2e:sauce:
  stage: test
  image: mcr.microsoft.com/playwright:v1.{r.randint(40, 49)}.0-jammy
  variables:
    SAUCE_USERNAME: "{user()}"
    SAUCE_ACCESS_KEY: "{k}"
    SAUCE_REGION: "{r.choice(['eu-central-1', 'us-west-1'])}"
  script:
    - npx saucectl run --config .sauce/config.yml
""", [k]


@sec
def sauce_ondemand_url():
    u, k = user(), sauce_key()
    reg = r.choice(["eu-central-1", "us-west-1", "us-east-4"])
    lang = r.randint(0, 1)
    if lang == 0:
        t = f"""from selenium import webdriver
from selenium.webdriver.chrome.options import Options

opts = Options()
opts.set_capability("sauce:options", {{"build": "nightly-{r.randint(100, 999)}", "name": "login smoke"}})
driver = webdriver.Remote(
    command_executor="https://{u}:{k}@ondemand.{reg}.saucelabs.com:443/wd/hub",
    options=opts,
)"""
    else:
        t = f"""selenium.common.exceptions.WebDriverException: Message: Unable to create new service: ChromeDriverService
Remote URL: https://{u}:{k}@ondemand.{reg}.saucelabs.com/wd/hub
  File "/builds/web/tests/conftest.py", line {r.randint(20, 90)}, in driver
    drv = webdriver.Remote(command_executor=REMOTE, options=opts)
  File "/usr/local/lib/python3.12/site-packages/selenium/webdriver/remote/webdriver.py", line 208, in __init__
    self.start_session(capabilities)"""
    return "structural", t, [k]


@sec
def wdio_lambdatest():
    k = lt_key()
    return "name-context", f"""// wdio.lambdatest.conf.js
exports.config = {{
  user: '{user()}',
  key: '{k}',
  hostname: 'hub.lambdatest.com',
  path: '/wd/hub',
  port: 443,
  capabilities: [{{
    browserName: 'Chrome',
    'LT:Options': {{ platformName: 'Windows 10', build: 'Sprint {r.randint(20, 80)}', video: true }}
  }}],
  services: [['lambdatest', {{ tunnel: true }}]],
}};""", [k]


@sec
def cypress_record():
    k = g.uuid()
    lines = [f"$ npx cypress run --record --key {k} --parallel --ci-build-id $CI_PIPELINE_ID",
             f"npx cypress run --browser chrome --record --key {k} --group smoke"]
    return "name-context", "\n".join([f"  {r.randint(400, 1900)}  git pull --rebase", r.choice(lines),
                                       f"  {r.randint(400, 1900)}  npx cypress open"]), [k]


@sec
def percy_token():
    k = r.choice(["web_", "auto_", "app_", ""]) + g.hexs(64)
    return "name-context", f"""- name: Percy snapshot
  run: npx percy exec -- npx playwright test --project=visual
  env:
    PERCY_TOKEN: {k}
    PERCY_BRANCH: ${{{{ github.head_ref }}}}""", [k]


@sec
def applitools():
    k = g.s(B62, 43) + "110"
    form = r.randint(0, 2)
    if form == 0:
        t = f"""// applitools.config.js
module.exports = {{
  testConcurrency: 5,
  apiKey: '{k}',
  batchName: 'Storefront visual',
  browser: [{{ width: 1280, height: 800, name: 'chrome' }}, {{ deviceName: 'iPhone X' }}],
}};"""
    elif form == 1:
        t = f"export APPLITOOLS_API_KEY={k}\nmvn -Dtest=VisualCheckoutIT test"
    else:
        t = f"""eyes = Eyes()
eyes.api_key = "{k}"
eyes.open(driver, "Storefront", "cart badge", {{"width": 1024, "height": 768}})"""
    return "name-context", t, [k]


@sec
def playwright_auth_setup():
    p = anypw()
    e = email()
    return "name-context", f"""// tests/auth.setup.ts
import {{ test as setup, expect }} from '@playwright/test';

const authFile = 'playwright/.auth/user.json';

setup('authenticate', async ({{ page }}) => {{
  await page.goto('/login');
  await page.getByLabel('Email').fill('{e}');
  await page.getByLabel('Password').fill('{p}');
  await page.getByRole('button', {{ name: 'Sign in' }}).click();
  await expect(page.getByText('My orders')).toBeVisible();
  await page.context().storageState({{ path: authFile }});
}});""", [p]


@sec
def cypress_env_json():
    p = anypw()
    return "name-context", json.dumps({"baseUrl": "https://staging.acme-shop.io", "TEST_USER_EMAIL": email(),
                                        "TEST_USER_PASSWORD": p, "featureFlags": {"newCheckout": True}}, indent=2), [p]


@sec
def selenium_grid_toml():
    u, p = r.choice(["grid", "admin", "selenium"]), anypw()
    return "structural", f"""# /opt/selenium/config.toml
[server]
port = 4444

[router]
username = "{u}"
password = "{p}"

[node]
detect-drivers = true
max-sessions = {r.randint(2, 8)}""", [p]


@sec
def appium_caps():
    k = bs_key()
    return "name-context", json.dumps({"platformName": "Android", "appium:deviceName": "Samsung Galaxy S23",
                                        "appium:app": "bs://" + g.hexs(40), "bstack:options": {
                                            "userName": user(), "accessKey": k, "projectName": "rider-app",
                                            "buildName": f"android-{r.randint(300, 999)}"}}, indent=2), [k]


@sec
def http_basic_trace():
    u, k = user(), bs_key()
    b = basic(u, k)
    return "structural", f"""> GET /automate/builds.json?limit=10 HTTP/1.1
> Host: api.browserstack.com
> User-Agent: curl/8.5.0
> Accept: */*
> Authorization: Basic {b}
>
< HTTP/1.1 200 OK
< Content-Type: application/json; charset=utf-8""", [b]


@sec
def curl_upload():
    u, k = user(), bs_key()
    return "structural", f"""curl -u "{u}:{k}" \\
  -X POST "https://api-cloud.browserstack.com/app-automate/upload" \\
  -F "file=@app/build/outputs/apk/release/app-release.apk" \\
  -F "custom_id=RiderApp_{r.randint(100, 999)}\"""", [k]


@sec
def sauce_connect():
    u, k = user(), sauce_key()
    return "structural", f"""$ sc -u {u} -k {k} --region {r.choice(['eu-central', 'us-west'])} --tunnel-name gh-{r.randint(1000, 9999)}
{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)} INFO Sauce Connect 5.1 starting
{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)} INFO tunnel established""", [k]


@sec
def bs_local():
    k = bs_key()
    return "name-context", f"""$ ./BrowserStackLocal --key {k} --local-identifier pr-{r.randint(100, 9999)} --force-local --daemon start
{{"state":"connected","pid":{r.randint(2000, 60000)},"message":{{"message":"Connected"}}}}""", [k]


@sec
def gh_token_report():
    t = g.gh_classic() if r.random() < .6 else g.gh_fine()
    return "self-identifying", f"""Run npx playwright merge-reports --reporter html ./all-blob-reports
Publishing report to gh-pages of acme/web-e2e
+ git remote set-url origin https://x-access-token:{t}@github.com/acme/web-e2e.git
+ git push origin gh-pages
To https://github.com/acme/web-e2e.git
   {g.hexs(7)}..{g.hexs(7)}  gh-pages -> gh-pages""", [t]


@sec
def slack_notify():
    name, tok, mark = g.self_identifying()
    if name == "slack" and tok.startswith("https://"):
        t = f"""// reporters/slack-reporter.ts
const WEBHOOK = '{tok}';
export default class SlackReporter {{ async onEnd(result) {{ await post(WEBHOOK, summary(result)); }} }}"""
    else:
        t = f"""# playwright.config.ts reporter env (copied from the team wiki)
{name.upper()}_TOKEN={tok}
E2E_NOTIFY_CHANNEL=#qa-nightly"""
    return "self-identifying", t, [mark]


@sec
def currents_key():
    k = g.s(B62, 16)
    return "name-context", f"""npx pwc --key {k} --project-id {g.s(B62, 6)} --ci-build-id "$GITHUB_RUN_ID-$GITHUB_RUN_ATTEMPT" --shard 2/4""", [k]


@sec
def testrail_cfg():
    k = g.s(B62 + "-.", 30) if r.random() < .6 else anypw()
    return "name-context", f"""[testrail]
url = https://acme.testrail.io
email = {email()}
password = {k}
project_id = {r.randint(1, 40)}
suite_id = {r.randint(1, 900)}""", [k]


@sec
def storage_state():
    c = g.b64url(r.choice([24, 32, 48]))
    return "name-context", json.dumps({"cookies": [{"name": r.choice(["session_id", "__Host-session", "sid", "connect.sid"]),
                                                     "value": c, "domain": "staging.acme-shop.io", "path": "/",
                                                     "expires": 1767225600 + r.randint(0, 99999), "httpOnly": True,
                                                     "secure": True, "sameSite": "Lax"}], "origins": []}, indent=2), [c]


@sec
def chat_multilang():
    e, p = email(), anypw()
    t = r.choice([
        f"Hallo zusammen, für die Regressionstests auf Staging bitte den Testuser {e} nehmen, Passwort ist {p} – bitte nicht ändern, sonst brechen die Cypress-Läufe.",
        f"Equipo: el usuario de pruebas para el flujo de pago es {e} / contraseña {p}. Lo usa la suite de Playwright.",
        f"Salut ! Le compte de test pour Appium sur BrowserStack : {e}, mot de passe : {p}. Ne le mettez pas dans le ticket Jira svp.",
        f"QA ticket QA-{r.randint(100, 9999)}: login fails on Safari 17. Repro: use {e} with password {p}, click Sign in twice.",
        f"Ciao, per i test E2E usate l'utente {e} con password {p} (ambiente di collaudo).",
        f"テスト用アカウント: {e} パスワード: {p} （ステージングのみ）",
    ])
    return "name-context", t, [p]


@sec
def jenkins_log():
    k = lt_key()
    return "name-context", f"""[Pipeline] sh
+ export LT_USERNAME={user()}
+ export LT_ACCESS_KEY={k}
+ npx hyperexecute --config hyperexecute.yaml
Starting HyperExecute CLI v0.2.{r.randint(100, 300)}""", [k]


@sec
def browserless_ws():
    t = g.s(URLSAFE, r.choice([32, 36]))
    form = r.randint(0, 1)
    if form == 0:
        tx = f"""const browser = await chromium.connectOverCDP(
  'wss://production-sfo.browserless.io/chromium?token={t}&timeout=60000'
);"""
    else:
        tx = f"""ERROR browserType.connect: WebSocket error: connect ETIMEDOUT
Call log:
  - <ws connecting> wss://chrome.browserless.io/playwright?token={t}&stealth
  - <ws error> wss://chrome.browserless.io/playwright?token={t}&stealth error connect ETIMEDOUT"""
    return "structural", tx, [t]


@sec
def pem_grid_mtls():
    block, mark = g.pem()
    return "self-identifying", f"""# selenium-grid/ingress/tls.key — mTLS for the self-hosted grid behind the VPN
{block}
""", [mark]


@sec
def jwt_fixture():
    j = g.jwt()
    return "self-identifying", f"""// cypress/fixtures/admin-session.js
export const ADMIN_TOKEN = '{j}';
export const headers = {{ Authorization: `Bearer ${{ADMIN_TOKEN}}` }};""", [j]


@sec
def hook_payload():
    k = bs_key()
    return "name-context", json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
                                        "tool_input": {"command": f"BROWSERSTACK_USERNAME={user()} BROWSERSTACK_ACCESS_KEY={k} npx browserstack-node-sdk playwright test --project=webkit",
                                                       "description": "Run e2e on BrowserStack"}}), [k]


@sec
def diff_wdio():
    k = sauce_key()
    return "name-context", f"""diff --git a/wdio.conf.ts b/wdio.conf.ts
index {g.hexs(7)}..{g.hexs(7)} 100644
--- a/wdio.conf.ts
+++ b/wdio.conf.ts
@@ -4,8 +4,8 @@ export const config: WebdriverIO.Config = {{
   runner: 'local',
-  user: process.env.SAUCE_USERNAME,
-  key: process.env.SAUCE_ACCESS_KEY,
+  user: '{user()}',
+  key: '{k}',
   region: 'eu',""", [k]


@sec
def mailosaur():
    k = g.s(B62, r.choice([16, 32]))
    return "name-context", f"""// cypress.config.ts
env: {{
  MAILOSAUR_API_KEY: '{k}',
  MAILOSAUR_SERVER_ID: '{g.s(LOW + string.digits, 8)}',
}},""", [k]


@sec
def totp_secret():
    s = g.s(B32, r.choice([16, 32]))
    return "name-context", f"""# e2e/.env.ci
E2E_ADMIN_EMAIL={email()}
E2E_ADMIN_TOTP_SECRET={s}
# used by otplib in tests/helpers/mfa.ts to pass the 2FA prompt""", [s]


@sec
def perfecto_token():
    j = g.jwt(sub=user())
    return "self-identifying", f"""<!-- testng-perfecto.xml -->
<parameter name="cloudName" value="acme.perfectomobile.com"/>
<parameter name="securityToken" value="{j}"/>""", [j]


@sec
def devicefarm_aws():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[devicefarm]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = us-west-2
# project arn:aws:devicefarm:us-west-2:{r.randint(10**11, 10**12 - 1)}:project:{g.uuid()}""", [a, s]


@sec
def chromatic():
    k = "chpt_" + g.hexs(14)
    return "name-context", f"""$ npx chromatic --project-token={k} --exit-zero-on-changes
Chromatic CLI v11.{r.randint(0, 20)}.0
Authenticated with Chromatic""", [k]


@sec
def vnc_password():
    p = anypw()
    return "name-context", f"""services:
  chrome:
    image: selenium/node-chrome:4.{r.randint(18, 27)}.0
    shm_size: 2gb
    environment:
      - SE_EVENT_BUS_HOST=selenium-hub
      - SE_VNC_PASSWORD={p}
      - SE_NODE_MAX_SESSIONS=4""", [p]


@sec
def bitbar_key():
    k = g.s(B62, 32)
    return "structural", f"""curl -s -u "{k}:" https://cloud.bitbar.com/api/me/projects | jq '.data[].name'""", [k]


@sec
def kobiton():
    k = g.uuid()
    u = user()
    return "structural", f"""kobitonServerUrl = "https://{u}:{k}@api.kobiton.com/wd/hub"
# device: Pixel 8 / Android 14""", [k]


@sec
def happo():
    k, s = g.hexs(16), g.hexs(32)
    return "name-context", f"""// .happo.js
module.exports = {{
  apiKey: '{k}',
  apiSecret: '{s}',
  targets: {{ chrome: new RemoteBrowserTarget('chrome', {{ viewport: '1024x768' }}) }},
}};""", [s]


@sec
def notebook_api():
    u, k = user(), bs_key()
    return "structural", json.dumps({"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {},
                                      "outputs": [], "source": ["import requests\n",
                                                                f"r = requests.get('https://api.browserstack.com/automate/plan.json', auth=('{u}', '{k}'))\n",
                                                                "r.json()"]}, indent=1), [k]


@sec
def gherkin_pin():
    p = pin(r.choice([4, 6]))
    return "name-context", f"""Feature: Kiosk checkout
  Scenario: staff override
    Given the kiosk is on "{r.choice(['Bay 3', 'Store 114', 'Lane 2'])}"
    When the supervisor enters override PIN "{p}"
    Then the refund is approved""", [p]


@sec
def playwright_http_credentials():
    u, p = r.choice(["staging", "preview", "basic"]), anypw()
    return "structural", f"""export default defineConfig({{
  use: {{
    baseURL: 'https://preview.acme-shop.io',
    httpCredentials: {{ username: '{u}', password: '{p}' }},
    trace: 'on-first-retry',
  }},
}});""", [p]


@sec
def lt_tunnel_log():
    k = lt_key()
    return "name-context", f"""$ LT --user {user()} --key {k} --tunnelName jenkins-{r.randint(10, 999)}
[{r.randint(10, 23)}:{r.randint(10, 59)}] Tunnel started successfully""", [k]


@sec
def browserstack_yml():
    k = bs_key()
    return "name-context", f"""# browserstack.yml
userName: {user()}
accessKey: {k}
platforms:
  - os: OS X
    osVersion: Sonoma
    browserName: playwright-webkit
parallelsPerPlatform: {r.randint(1, 5)}
browserstackLocal: true""", [k]


# ----------------------------------------------------------------------------------------------- clean
CLN = []


def cln(f):
    CLN.append(f)
    return f


@cln
def c_build_json():
    return json.dumps([{"automation_build": {"name": f"web-e2e-{r.randint(100, 9999)}", "hashed_id": g.hexs(40),
                                             "duration": r.randint(30, 900), "status": r.choice(["done", "failed", "running"]),
                                             "build_tag": None}} for _ in range(r.randint(1, 3))], indent=2)


@cln
def c_sauce_job():
    return f"Sauce job {g.hexs(32)} finished: passed={r.choice(['true', 'false'])} https://app.saucelabs.com/tests/{g.hexs(32)}"


@cln
def c_env_example():
    return f"""# .env.example — copy to .env.local
BROWSERSTACK_USERNAME=<your-username>
BROWSERSTACK_ACCESS_KEY=<your-access-key>
SAUCE_ACCESS_KEY=changeme
TEST_USER_PASSWORD=
BASE_URL=https://staging.acme-shop.io
RETRIES={r.randint(0, 3)}"""


@cln
def c_wdio_env():
    return f"""exports.config = {{
  user: process.env.LT_USERNAME,
  key: process.env.LT_ACCESS_KEY,
  maxInstances: {r.randint(2, 10)},
  logLevel: '{r.choice(['info', 'warn', 'debug'])}',
}};"""


@cln
def c_gha_secrets():
    return f"""      - name: E2E on BrowserStack
        env:
          BROWSERSTACK_USERNAME: ${{{{ secrets.BROWSERSTACK_USERNAME }}}}
          BROWSERSTACK_ACCESS_KEY: ${{{{ secrets.BROWSERSTACK_ACCESS_KEY }}}}
        run: npx browserstack-node-sdk playwright test --shard={r.randint(1, 4)}/4"""


@cln
def c_cypress_project():
    return f"""// cypress.config.js
module.exports = defineConfig({{
  projectId: '{g.s(LOW + string.digits, 6)}',
  e2e: {{ baseUrl: 'http://localhost:{r.choice([3000, 4200, 5173, 8080])}', retries: {{ runMode: 2 }} }},
}});"""


@cln
def c_junit():
    return f"""<testsuite name="checkout.spec.ts" tests="{r.randint(3, 40)}" failures="{r.randint(0, 3)}" time="{r.uniform(5, 300):.3f}">
  <testcase name="pays with saved card" classname="checkout" time="{r.uniform(1, 30):.3f}"/>
  <testcase name="applies coupon SAVE{r.randint(5, 50)}" classname="checkout" time="{r.uniform(1, 30):.3f}">
    <failure message="expected 'Total: 42.00'">at checkout.spec.ts:{r.randint(10, 200)}</failure>
  </testcase>
</testsuite>"""


@cln
def c_appium_log():
    return f"""[HTTP] --> POST /session
[AppiumDriver@{g.hexs(4)}] Appium v2.{r.randint(0, 12)}.{r.randint(0, 9)} creating new XCUITestDriver session
[XCUITestDriver] Device UDID: {g.hexs(40) if r.random() < .5 else g.uuid().upper()}
[HTTP] <-- POST /session 200 {r.randint(3000, 40000)} ms - session {g.uuid()}"""


@cln
def c_grid_status():
    return json.dumps({"value": {"ready": True, "message": "Selenium Grid ready.", "nodes": [
        {"id": g.uuid(), "uri": f"http://10.0.{r.randint(0, 255)}.{r.randint(1, 254)}:5555", "maxSessions": r.randint(1, 8),
         "availability": "UP", "slots": [{"id": {"hostId": g.uuid(), "id": g.uuid()}, "session": None}]}]}}, indent=2)


@cln
def c_lockfile():
    pk = r.choice(["@playwright/test", "cypress", "webdriverio", "@percy/cli", "appium", "@applitools/eyes-playwright"])
    return f"""    "node_modules/{pk}": {{
      "version": "{r.randint(1, 14)}.{r.randint(0, 50)}.{r.randint(0, 9)}",
      "resolved": "https://registry.npmjs.org/{pk}/-/{pk.split('/')[-1]}-1.0.0.tgz",
      "integrity": "sha512-{g.b64(64)}",
      "dev": true
    }}"""


@cln
def c_percy_output():
    return f"""[percy] Percy has started!
[percy] Snapshot taken: Checkout page
[percy] Finalized build #{r.randint(100, 9999)}: https://percy.io/{g.hexs(8)}/web/builds/{r.randint(10**7, 10**8)}"""


@cln
def c_applitools_batch():
    return f"""Eyes results: batch "{r.choice(['Storefront visual', 'Admin UI', 'Emails'])}" id={g.uuid()}
  steps: {r.randint(3, 60)}  matches: {r.randint(1, 50)}  mismatches: {r.randint(0, 3)}
  url: https://eyes.applitools.com/app/batches/{r.randint(10**17, 10**18)}/{r.randint(10**17, 10**18)}"""


@cln
def c_prose():
    return r.choice([
        "Reminder: the BrowserStack access key is a secret — keep it in the CI secret store, never in wdio.conf.js. The username alone is fine to show in logs.",
        "Rotated the Sauce Labs access key today after the contractor left. Update your local ~/.saucerc from 1Password, the old key stops working at 18:00.",
        "Cypress projectId is not sensitive, it is committed in cypress.config.js. The record key is, and lives in the CI variables.",
        "Tip: use storageState instead of logging in every test; the auth file under playwright/.auth is in .gitignore for a reason.",
        "Die Testnutzer-Passwörter stehen im Vault unter qa/e2e, nicht im Repo. Bitte keine Zugangsdaten in Screenshots von Percy.",
        "Los tokens de LambdaTest se rotan cada trimestre; pedid el nuevo en #qa-infra, no lo peguéis en el chat.",
    ]) + f" (ticket QA-{r.randint(100, 9999)})"


@cln
def c_playwright_cfg():
    return f"""import {{ defineConfig, devices }} from '@playwright/test';
export default defineConfig({{
  testDir: './tests',
  fullyParallel: true,
  retries: process.env.CI ? {r.randint(1, 3)} : 0,
  workers: process.env.CI ? {r.randint(1, 8)} : undefined,
  use: {{ baseURL: process.env.BASE_URL, trace: 'on-first-retry' }},
  projects: [{{ name: 'chromium', use: {{ ...devices['Desktop Chrome'] }} }}],
}});"""


@cln
def c_fixture_users():
    return json.dumps({"users": [{"id": r.randint(1000, 99999), "email": email(), "role": r.choice(["buyer", "admin", "support"]),
                                   "password": "${TEST_USER_PASSWORD}"} for _ in range(2)], "seed": r.randint(1, 10**6)}, indent=2)


@cln
def c_screenshot_sha():
    return "\n".join(f"{g.sha256()}  __screenshots__/{r.choice(['home', 'cart', 'pdp', 'login'])}-{r.choice(['chromium', 'webkit', 'firefox'])}-{r.choice(['linux', 'darwin'])}.png" for _ in range(r.randint(2, 4)))


@cln
def c_android_devices():
    return "List of devices attached\n" + "\n".join(f"{g.s(UPPER + string.digits, r.choice([8, 11, 14]))}\tdevice product:{r.choice(['oriole', 'panther', 'a54x'])} model:{r.choice(['Pixel_6', 'Pixel_7', 'SM_A546B'])} transport_id:{r.randint(1, 9)}" for _ in range(r.randint(1, 3)))


@cln
def c_caps_placeholder():
    return json.dumps({"platformName": "iOS", "appium:platformVersion": f"{r.randint(15, 18)}", "appium:deviceName": "iPhone 15",
                       "appium:app": "bs://" + g.hexs(40), "bstack:options": {"userName": "${BROWSERSTACK_USERNAME}",
                                                                             "accessKey": "${BROWSERSTACK_ACCESS_KEY}"}}, indent=2)


@cln
def c_trace_zip():
    return f"""  1) [webkit] › checkout.spec.ts:{r.randint(10, 200)}:5 › guest checkout ───────────
    Error: Timed out {r.choice([5000, 10000, 30000])}ms waiting for expect(locator).toBeVisible()
    attachment #1: trace (application/zip) ──────────────────────
    test-results/checkout-guest-checkout-webkit-retry1/trace.zip
    Usage: npx playwright show-trace test-results/checkout-guest-checkout-webkit-retry1/trace.zip
  {r.randint(1, 9)} failed, {r.randint(10, 300)} passed ({r.uniform(1, 20):.1f}m)"""


@cln
def c_git_log():
    return "\n".join(f"{g.sha1()} {r.choice(['test: stabilise cart spec', 'ci: shard e2e 4 ways', 'chore: bump playwright', 'fix(e2e): wait for network idle', 'test: add visual baseline'])}" for _ in range(r.randint(2, 5)))


@cln
def c_lt_session():
    return f"""LambdaTest session {g.s(UPPER + string.digits, 28)} | build {g.s(UPPER + string.digits, 10)} | Chrome {r.randint(110, 131)} / Windows 11 | status: {r.choice(['passed', 'failed', 'error'])}"""


@cln
def c_faker():
    return f"""import {{ faker }} from '@faker-js/faker';
faker.seed({r.randint(1, 10**6)});
export const newUser = () => ({{
  email: faker.internet.email(),
  password: faker.internet.password({{ length: 16 }}),
  orderRef: 'ORD-{r.randint(10**5, 10**6)}',
}});"""


@cln
def c_public_key():
    return f"""# tests/fixtures/jwks.json (public keys for the mock IdP)
{{"keys":[{{"kty":"RSA","kid":"{g.hexs(16)}","use":"sig","alg":"RS256","n":"{g.b64url(256)}","e":"AQAB"}}]}}"""


@cln
def c_base64_fixture():
    return f"""// tests/fixtures/avatar.ts — 1x1 PNG used in upload tests
export const AVATAR_PNG = 'data:image/png;base64,{g.b64(r.randint(60, 90))}';"""


@cln
def c_masked_log():
    return f"""[saucectl] Using credentials from env: SAUCE_USERNAME={user()} SAUCE_ACCESS_KEY=****************{g.hexs(4)}
[saucectl] Launching {r.randint(1, 20)} suites in region {r.choice(['eu-central-1', 'us-west-1'])}"""


def write() -> None:
    secrets = []
    n = len(SEC)
    order = list(range(n))
    i = 0
    while len(secrets) < 250:
        if i % n == 0:
            r.shuffle(order)
        secrets.append(SEC[order[i % n]]())
        i += 1
    clean = []
    m = len(CLN)
    for j in range(100):
        clean.append(CLN[j % m]())
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for k, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (k, v)
            f.write(json.dumps({"id": f"{FAM}-{k}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for k, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{k}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
