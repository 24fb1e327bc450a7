"""Blind redaction source "qascrape": test automation, cloud browser/device grids, load testing, visual testing,
web scraping, proxy and captcha-solving services (round 12).

Written 2026-12-02 by the helper "corpora2", blind to memtool's rules; stdlib + _tokens.py only. Every value is
random. Rerun to regenerate qascrape_*.jsonl byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "qascrape"
g = Gen(3636)
LOW = string.ascii_lowercase + string.digits
PEOPLE = ["priya.qa", "tomasz", "e.nguyen", "marc-sdet", "olu", "hanna.b", "ci-bot"]
USERS = ["qa-automation", "e2e.runner@acme.io", "test.admin", "sdet_ci", "playwright-bot@acme.io"]


def bs_user() -> str:
    return g.pick(["acmeqa", "jdoe", "ci", "mobileteam"]) + "_" + g.s(LOW, 6)


def wrap(text: str) -> str:
    x = g.r.random()
    if text.startswith('{"tool_name"'):
        return text
    if x < .12 and text.startswith("$ "):
        cmd, _, out = text[2:].partition("\n")
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "timeout": 600000},
                           "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)
    if x < .12:
        return json.dumps({"tool_name": "Read", "tool_input": {"file_path": g.pick(["/repo/e2e/README.local.md", "/home/qa/scraper/notes.txt", "/repo/tests/load/run.txt"])},
                           "tool_response": {"type": "text", "file": {"content": text}}}, ensure_ascii=False)
    if x < .17:
        return json.dumps({"type": "tool_result", "tool_use_id": "toolu_01" + g.s(B62, 22), "is_error": g.r.random() < .3,
                           "content": text}, ensure_ascii=False)
    if x < .25:
        return f"**{g.pick(PEOPLE)}** (#qa-flaky): nightly e2e went red again, relevant bit:\n```\n{text}\n```"
    return text


# ---------------------------------------------------------------- self-identifying
def s_apify():
    k = "apify_api_" + g.s(B62, 36)
    return g.pick([f"APIFY_TOKEN={k}\n", f"from apify_client import ApifyClient\nclient = ApifyClient(\"{k}\")\nrun = client.actor(\"acme/price-crawler\").call(run_input={{\"startUrls\": urls}})",
                   f"$ apify login -t {k}\nSuccess: You are logged in to Apify as acme-data!"]), k


def s_chromatic():
    k = "chpt_" + g.hexs(14)
    return g.pick([f"$ npx chromatic --project-token={k} --exit-zero-on-changes\nChromatic CLI v11.18.1\n  ✔ Authenticated with Chromatic",
                   f"      - uses: chromaui/action@latest\n        with:\n          projectToken: {k}\n          onlyChanged: true"]), k


def s_checkly():
    k = "cu_" + g.hexs(32)
    return f"CHECKLY_API_KEY={k}\nCHECKLY_ACCOUNT_ID={g.uuid()}\n$ npx checkly deploy --force", k


def s_firebase_sa():
    block, line = g.pem("PRIVATE KEY")
    return ("$ cat gcloud-testlab-sa.json\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-testlab\",\n  \"private_key_id\": \"" + g.hexs(40) +
            "\",\n  \"private_key\": \"" + block.replace("\n", "\\n") + "\\n\",\n  \"client_email\": \"testlab-ci@acme-testlab.iam.gserviceaccount.com\"\n}"), line


def s_device_farm():
    k = g.aws_akid()
    return f"$ AWS_ACCESS_KEY_ID={k} AWS_SECRET_ACCESS_KEY=$DF_SECRET aws devicefarm schedule-run --project-arn arn:aws:devicefarm:us-west-2:{g.r.randint(10**11, 10**12 - 1)}:project:{g.uuid()} --app-arn $APP_ARN --device-pool-arn $POOL --test type=APPIUM_NODE", k


def s_gh_token_ci():
    k = g.gh_classic()
    return f"# .github/workflows/e2e.yml (temporary until the app is installed)\n    env:\n      GH_TOKEN: {k}\n      PLAYWRIGHT_HTML_REPORT: playwright-report", k


def s_slack_report():
    tok = g.slack_webhook()
    return f"// playwright.config.ts\nreporter: [['html'], ['./reporters/slack.ts', {{ webhook: '{tok}', onlyFailures: true }}]],", tok.rsplit("/", 1)[1]


def s_stripe_e2e():
    k = g.pick(["sk_test_", "rk_test_", "sk_live_"]) + g.s(B62, g.pick([24, 99]))
    return f"# cypress.env.json\n{{\n  \"baseUrl\": \"https://staging.shop.acme.io\",\n  \"stripeSecret\": \"{k}\",\n  \"checkoutTimeoutMs\": 20000\n}}", k


def s_openai_testgen():
    k = g.openai()
    return f"$ OPENAI_API_KEY={k} npx auto-playwright --spec specs/checkout.md\n✓ generated tests/checkout.spec.ts (4 steps)", k


def s_other():
    name, tok, sec = g.self_identifying()
    return g.pick([f"# scraper/settings.local.py\nEXPORT_BUCKET = 's3://acme-crawl/'\n{name.upper()}_CREDENTIAL = '{tok}'\n",
                   f"$ k6 run -e {name.upper()}_TOKEN={tok} load/smoke.js\n\n          /\\      |‾‾| /‾‾/   /‾‾/\n     /\\  /  \\     |  |/  /   /  /\n  execution: local"]), sec


def s_pem_ssh():
    block, line = g.pem("OPENSSH PRIVATE KEY")
    return f"Jenkins credential 'grid-ssh' (kind: SSH Username with private key) exported for the migration:\nusername: seleniumgrid\n{block}", line


def s_jwt_session():
    k = g.jwt(sub=str(g.r.randint(1000, 9999)))
    return f"{{\n  \"cookies\": [],\n  \"origins\": [{{\n    \"origin\": \"https://app.staging.acme.io\",\n    \"localStorage\": [{{ \"name\": \"auth_token\", \"value\": \"{k}\" }}]\n  }}]\n}}", k


SELF = [s_apify, s_chromatic, s_checkly, s_firebase_sa, s_device_farm, s_gh_token_ci, s_slack_report, s_stripe_e2e,
        s_openai_testgen, s_other, s_pem_ssh, s_jwt_session]


# ---------------------------------------------------------------- name-context
def n_browserstack():
    k = g.s(B62, 20)
    return g.pick([f"BROWSERSTACK_USERNAME={bs_user()}\nBROWSERSTACK_ACCESS_KEY={k}\n",
                   f"userName: {bs_user()}\naccessKey: {k}\nplatforms:\n  - os: Windows\n    osVersion: 11\n    browserName: chrome\nparallelsPerPlatform: 2",
                   f"exports.config = {{\n  user: process.env.BROWSERSTACK_USERNAME,\n  key: '{k}',\n  services: ['browserstack'],\n}};"]), k


def n_sauce():
    k = g.uuid()
    return g.pick([f"export SAUCE_USERNAME=acme-qa\nexport SAUCE_ACCESS_KEY={k}\n$ saucectl run -c .sauce/config.yml",
                   f"capabilities['sauce:options'] = {{'username': 'acme-qa', 'accessKey': '{k}', 'build': 'nightly-{g.r.randint(100, 999)}'}}"]), k


def n_lambdatest():
    k = "LT_" + g.s(B62, 47)
    return f"LT_USERNAME=acmeqa\nLT_ACCESS_KEY={k}\n", k


def n_cypress_key():
    k = g.uuid()
    return g.pick([f"$ npx cypress run --record --key {k} --parallel --ci-build-id $GITHUB_RUN_ID\n\n  (Run Starting)\n  │ Cypress:  13.15.0",
                   f"CYPRESS_RECORD_KEY={k}\n"]), k


def n_percy():
    k = g.pick(["web_", "auto_", ""]) + g.hexs(64)
    return f"$ PERCY_TOKEN={k} npx percy exec -- npx playwright test\n[percy] Percy has started!", k


def n_applitools():
    k = g.s(B62, 44)
    return g.pick([f"eyes.setApiKey(\"{k}\");", f"module.exports = {{\n  testConcurrency: 5,\n  apiKey: '{k}',\n  batchName: 'nightly',\n}};"]), k


def n_selenium_sendkeys():
    p = g.pw()
    return g.pick([f"driver.find_element(By.ID, \"username\").send_keys(\"{g.pick(USERS)}\")\ndriver.find_element(By.ID, \"password\").send_keys(\"{p}\")\ndriver.find_element(By.CSS_SELECTOR, \"button[type=submit]\").click()",
                   f"await page.fill('#email', '{g.pick(USERS)}');\nawait page.fill('#password', '{p}');\nawait page.click('text=Sign in');",
                   f"await page.type('input[name=\"password\"]', '{p}', {{ delay: 30 }});"]), p


def n_cy_env():
    p = g.pw()
    return g.pick([f"{{\n  \"adminUser\": \"{g.pick(USERS)}\",\n  \"adminPassword\": \"{p}\",\n  \"apiUrl\": \"https://api.staging.acme.io\"\n}}",
                   f"Cypress.Commands.add('loginAsAdmin', () => {{\n  cy.login('{g.pick(USERS)}', '{p}');\n}});"]), p


def n_robot():
    p = g.pw()
    return f"*** Variables ***\n${{BROWSER}}        headlesschrome\n${{LOGIN URL}}      https://erp-test.acme.local/login\n${{VALID USER}}     {g.pick(USERS)}\n${{VALID PASSWORD}}    {p}", p


def n_gherkin():
    p = g.pw()
    return f"  Scenario: admin exports the monthly report\n    Given I am logged in as \"{g.pick(USERS)}\" with password \"{p}\"\n    When I open \"Reports > Monthly\"\n    Then the CSV download contains 31 rows", p


def n_jmeter():
    p = g.pw()
    return f"<elementProp name=\"password\" elementType=\"HTTPArgument\">\n  <boolProp name=\"HTTPArgument.always_encode\">false</boolProp>\n  <stringProp name=\"Argument.value\">{p}</stringProp>\n  <stringProp name=\"Argument.name\">password</stringProp>\n</elementProp>", p


def n_captcha():
    k = g.hexs(32)
    return g.pick([f"solver = TwoCaptcha('{k}')\nresult = solver.recaptcha(sitekey=SITEKEY, url=page.url)",
                   f"CAPTCHA_API_KEY={k}\nCAPTCHA_PROVIDER=2captcha\n",
                   f"{{\"clientKey\": \"{k}\", \"task\": {{\"type\": \"RecaptchaV2TaskProxyless\", \"websiteURL\": \"https://target.example\", \"websiteKey\": \"6Le{g.s(URLSAFE, 37)}\"}}}}"]), k


def n_zyte():
    k = g.hexs(32)
    return f"# settings.py\nADDON = [\"scrapy_zyte_api.Addon\"]\nZYTE_API_KEY = \"{k}\"\nCONCURRENT_REQUESTS = 16", k


def n_k6_token():
    k = g.hexs(64)
    return g.pick([f"$ k6 cloud login --token {k}\nLogged in successfully, token saved in /home/qa/.config/loadimpact/k6/config.json",
                   f"K6_CLOUD_TOKEN={k}\nK6_CLOUD_PROJECT_ID={g.r.randint(3000000, 3999999)}\n"]), k


def n_mailosaur():
    k = g.s(B62, 16)
    return f"MAILOSAUR_API_KEY={k}\nMAILOSAUR_SERVER_ID={g.s(LOW, 8)}\n", k


def n_newman():
    k = g.s(B62, 32)
    return f"$ newman run collections/orders.json -e envs/staging.json --env-var \"apiKey={k}\" --reporters cli,junit\nnewman\n\nOrders API", k


def n_storage_cookie():
    v = g.s(LOW, 32)
    return f"{{\n  \"cookies\": [\n    {{\n      \"name\": \"sessionid\",\n      \"value\": \"{v}\",\n      \"domain\": \"admin.staging.acme.io\",\n      \"path\": \"/\",\n      \"expires\": 1767225600,\n      \"httpOnly\": true,\n      \"secure\": true,\n      \"sameSite\": \"Lax\"\n    }}\n  ],\n  \"origins\": []\n}}", v


def n_appium_caps():
    k = g.s(B62, 20)
    return f"{{\n  \"platformName\": \"Android\",\n  \"appium:app\": \"bs://{g.hexs(40)}\",\n  \"bstack:options\": {{ \"userName\": \"{bs_user()}\", \"accessKey\": \"{k}\", \"deviceName\": \"Google Pixel 8\" }}\n}}", k


def n_testrail_conf():
    k = g.s(B62 + "-.", 30)
    return f"[testrail]\nurl = https://acme.testrail.io/\nemail = {g.pick(USERS)}\npassword = {k}\nproject_id = 4", k


def n_datadog_ci():
    k = g.hexs(32)
    return f"DD_API_KEY={k} DD_SITE=datadoghq.eu npx datadog-ci junit upload --service web-e2e ./test-results", k


def n_agent_write():
    p = g.pw()
    return json.dumps({"tool_name": "Edit", "tool_input": {"file_path": "/repo/e2e/.env.e2e",
                       "old_string": "E2E_ADMIN_PASSWORD=", "new_string": f"E2E_ADMIN_PASSWORD={p}"}}), p


def n_locust_env():
    p = g.pw()
    return f"$ LOCUST_USER={g.pick(USERS)} LOCUST_PASSWORD={p} locust -f load/shop.py --headless -u 200 -r 20 -t 10m --host https://perf.acme.io", p


def n_proxy_pass_field():
    p = g.s(LOW, 12)
    return f"proxies:\n  provider: oxylabs\n  host: pr.oxylabs.io\n  port: 7777\n  username: customer-acmedata-cc-DE\n  password: {p}\n", p


NAME = [n_browserstack, n_sauce, n_lambdatest, n_cypress_key, n_percy, n_applitools, n_selenium_sendkeys, n_cy_env,
        n_robot, n_gherkin, n_jmeter, n_captcha, n_zyte, n_k6_token, n_mailosaur, n_newman, n_storage_cookie,
        n_appium_caps, n_testrail_conf, n_datadog_ci, n_agent_write, n_locust_env, n_proxy_pass_field]


# ---------------------------------------------------------------- structural
def t_hub_url():
    k = g.s(B62, 20)
    return g.pick([f"driver = webdriver.Remote(command_executor=\"https://{bs_user()}:{k}@hub-cloud.browserstack.com/wd/hub\", options=opts)",
                   f"SELENIUM_REMOTE_URL=https://acmeqa:{k}@hub.lambdatest.com/wd/hub"]), k


def t_sauce_url():
    k = g.uuid()
    return f"[0-0] 2026-12-02T03:11:09.412Z INFO webdriver: [POST] https://acme-qa:{k}@ondemand.eu-central-1.saucelabs.com:443/wd/hub/session", k


def t_proxy_url():
    p = g.pick([g.s(B62, 12), g.pw()])
    return g.pick([f"HTTPS_PROXY=http://brd-customer-hl_{g.hexs(8)}-zone-residential:{p}@brd.superproxy.io:22225",
                   f"proxies = {{\"https\": \"http://customer-acmedata:{p}@pr.oxylabs.io:7777\"}}\nr = requests.get(url, proxies=proxies, timeout=30)",
                   f"const browser = await chromium.launch({{ proxy: {{ server: 'http://gate.smartproxy.com:7000', username: 'user-sp{g.s(LOW, 6)}', password: '{p}' }} }});",
                   f"2026-12-02 04:01:17 [scrapy.downloadermiddlewares.retry] DEBUG: Retrying <GET https://shop.example/p/1123> (failed 1 times): proxy http://scraper01:{p}@10.8.0.4:3128 refused"]), p


def t_api_query():
    k = g.hexs(32)
    base = g.pick(["https://api.scraperapi.com/?api_key=", "https://app.scrapingbee.com/api/v1/?api_key=", "https://2captcha.com/in.php?key="])
    return f"r = requests.get(\"{base}{k}&url=\" + quote(target))", k


def t_basic_goto():
    p = g.pw()
    return g.pick([f"await page.goto('https://staging:{p}@preview.acme.io/checkout');",
                   f"use: {{\n  baseURL: 'https://preview.acme.io',\n  httpCredentials: {{ username: 'staging', password: '{p}' }},\n}},"]), p


def t_auth_header_log():
    k = g.s(B62, 40)
    return g.pick([f"  ✘  api › orders.spec.ts:14:5 › creates an order (1.2s)\n    Error: expect(received).toBe(expected)\n    Call log:\n      - → POST https://api.staging.acme.io/v2/orders\n      -   authorization: Bearer {k}\n      -   content-type: application/json\n      - ← 401 Unauthorized",
                   f"request.post('/api/import', {{ headers: {{ 'X-Api-Key': '{k}' }}, data: payload }})"]), k


def t_basic_b64():
    user, p = g.pick(USERS), g.pw()
    b = base64.b64encode(f"{user}:{p}".encode()).decode()
    return f"> POST /rest/api/2/issue HTTP/1.1\n> Host: acme.atlassian.net\n> Authorization: Basic {b}\n> Content-Type: application/json", b


def t_curl_u():
    k = g.s(B62 + "-.", 30)
    return f"$ curl -s -u {g.pick(USERS)}:{k} -H 'Content-Type: application/json' https://acme.testrail.io/index.php?/api/v2/add_result_for_case/12/3401 -d '{{\"status_id\": 5}}'", k


def t_gatling_form():
    p = g.pw()
    return f"val login = exec(http(\"login\").post(\"/auth/login\")\n  .formParam(\"username\", \"{g.pick(USERS)}\")\n  .formParam(\"password\", \"{p}\")\n  .check(status.is(302)))", p


def t_locust_json():
    p = g.pw()
    return f"    @task\n    def login(self):\n        self.client.post(\"/api/login\", json={{\"username\": \"{g.pick(USERS)}\", \"password\": \"{p}\"}})", p


def t_mailtrap_smtp():
    p = g.hexs(14)
    return g.pick([f"MAIL_URL=smtp://{g.hexs(14)}:{p}@sandbox.smtp.mailtrap.io:2525",
                   f"spring.mail.host=sandbox.smtp.mailtrap.io\nspring.mail.username={g.hexs(14)}\nspring.mail.password={p}"]), p


def t_cookie_header():
    v = g.s(URLSAFE, 43)
    return f"$ curl 'https://admin.staging.acme.io/api/users?page=2' -H 'accept: application/json' -H 'cookie: theme=dark; session={v}' --compressed", v


def t_db_url():
    p = g.pw()
    return g.pick([f"TEST_DATABASE_URL=postgres://e2e:{p}@e2e-db.ci.internal:5432/app_test",
                   f"$ docker run --rm -e DATABASE_URL=mysql://seed:{p}@10.1.4.20:3306/shop_e2e acme/seed:latest\nseeding 1200 products... done"]), p


def t_reportportal():
    k = "e2e_" + g.s(URLSAFE, 40) if g.r.random() < .5 else g.uuid()
    return f"rp.endpoint = https://reportportal.acme.io/api/v1\nrp.project = web\n# curl -H \"Authorization: Bearer {k}\" $RP/launch", k


def t_chat_login():
    p = g.pw()
    return f"{g.pick(PEOPLE)}: who has the creds for the test tenant?\n{g.pick(PEOPLE)}: tenant-qa@acme.io / {p}  (please don't change it, the nightly uses it)", p


STRUCT = [t_hub_url, t_sauce_url, t_proxy_url, t_api_query, t_basic_goto, t_auth_header_log, t_basic_b64, t_curl_u,
          t_gatling_form, t_locust_json, t_mailtrap_smtp, t_cookie_header, t_db_url, t_reportportal, t_chat_login]


# ---------------------------------------------------------------- clean
CLEAN = [
    lambda: f"BROWSERSTACK_USERNAME=${{{{ secrets.BROWSERSTACK_USERNAME }}}}\nBROWSERSTACK_ACCESS_KEY=${{{{ secrets.BROWSERSTACK_ACCESS_KEY }}}}\nCYPRESS_RECORD_KEY=${{{{ secrets.CYPRESS_RECORD_KEY }}}}",
    lambda: f"[0-0] 2026-12-02T03:11:09.412Z INFO webdriver: COMMAND navigateTo(\"https://preview.acme.io/\")\n[0-0] session {g.hexs(32)} started on Windows 11 / chrome 131, build {g.hexs(40)}",
    lambda: f"https://automate.browserstack.com/dashboard/v2/builds/{g.hexs(40)}/sessions/{g.hexs(40)}",
    lambda: f"Sauce job https://app.saucelabs.com/tests/{g.hexs(32)} passed (03:12)",
    lambda: f"// cypress.config.ts\nexport default defineConfig({{ projectId: '{g.s(LOW, 6)}', e2e: {{ baseUrl: 'http://localhost:3000' }} }});",
    lambda: f"await page.fill('#email', process.env.E2E_USER!);\nawait page.fill('#password', process.env.E2E_PASSWORD!);\nawait page.click('text=Sign in');",
    lambda: f"<div class=\"g-recaptcha\" data-sitekey=\"6Le{g.s(URLSAFE, 37)}\"></div>\n<!-- site key is public; the secret key stays on the server -->",
    lambda: f"data-hcaptcha-sitekey=\"{g.uuid()}\"",
    lambda: f"*** Variables ***\n${{BROWSER}}        headlesschrome\n${{VALID USER}}     %{{E2E_USER}}\n${{VALID PASSWORD}}    %{{E2E_PASSWORD}}",
    lambda: f"  Scenario: login is rejected with a wrong password\n    Given I am on the login page\n    When I sign in as \"locked.user@example.com\" with password \"<wrong-password>\"\n    Then I see \"Invalid credentials\"",
    lambda: f"2026-12-02 04:01:17 [scrapy.core.engine] DEBUG: Crawled (200) <GET https://shop.example/p/1123> (referer: None) fingerprint={g.sha1()}",
    lambda: f"HTTPS_PROXY=http://proxy.corp.acme.io:3128\nNO_PROXY=localhost,127.0.0.1,.acme.internal",
    lambda: f"Running 64 tests using 4 workers\n  64 passed (2.1m)\n\nTo open last HTML report run:\n\n  npx playwright show-report\n\ntrace: test-results/checkout-{g.hexs(5)}-chromium/trace.zip sha1 {g.sha1()}",
    lambda: f"\"node_modules/@playwright/test\": {{\n  \"version\": \"1.49.0\",\n  \"resolved\": \"https://registry.npmjs.org/@playwright/test/-/test-1.49.0.tgz\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}",
    lambda: f"expect(screenshot).toMatchSnapshot('checkout.png') — diff {g.r.randint(10, 999)} pixels (ratio 0.0{g.r.randint(1, 9)}), baseline sha256 {g.sha256()}",
    lambda: "Test users: create them per run with the seed script; never reuse a real customer's password in fixtures, and keep the shared admin out of the repo (it lives in the QA vault entry \"staging-admin\").",
    lambda: f"{{\n  \"cookies\": [],\n  \"origins\": [{{ \"origin\": \"https://app.staging.acme.io\", \"localStorage\": [{{ \"name\": \"theme\", \"value\": \"dark\" }}, {{ \"name\": \"onboarding_seen\", \"value\": \"true\" }}] }}]\n}}",
    lambda: f"<input type=\"hidden\" name=\"csrfmiddlewaretoken\" value=\"{g.s(B62, 64)}\">  <!-- saved page fixture: tests/fixtures/product_page.html -->",
    lambda: f"   ✓ http_req_duration..............: avg=212.4ms min=88ms med=190ms max=1.9s p(90)=301ms p(95)=388ms\n     http_reqs......................: {g.r.randint(10000, 90000)}  run id {g.r.randint(3000000, 3999999)}",
    lambda: f"Percy build #{g.r.randint(100, 999)}: https://percy.io/{g.hexs(8)}/web/builds/{g.r.randint(30000000, 39999999)} — 3 changed snapshots",
    lambda: f"{{\"errorId\":0,\"taskId\":{g.r.randint(10**9, 10**10)},\"status\":\"ready\",\"solution\":{{\"gRecaptchaResponse\":\"03A{g.s(URLSAFE, 120)}...\"}},\"cost\":\"0.00200\"}}",
    lambda: f"user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36\nx-request-id: {g.uuid()}\ntraceparent: 00-{g.hexs(32)}-{g.hexs(16)}-01",
    lambda: f"# .env.e2e.example\nE2E_BASE_URL=http://localhost:3000\nE2E_ADMIN_USER=admin@example.com\nE2E_ADMIN_PASSWORD=changeme\nAPIFY_TOKEN=apify_api_XXXXXXXXXXXXXXXXXXXX\n",
    lambda: f"const avatar = 'data:image/png;base64,{g.b64(60)}';  // fixture for the upload test",
    lambda: f"$ npx chromatic --project-token=$CHROMATIC_PROJECT_TOKEN\n  ✔ Started build {g.r.randint(100, 999)}\n  → View build details at https://www.chromatic.com/build?appId={g.hexs(24)}&number={g.r.randint(100, 999)}",
    lambda: f"2026-12-02 06:14:02 INFO  proxy pool: 50 endpoints, user=customer-acmedata password=******** rotating=true",
    lambda: f"<stringProp name=\"Argument.value\">${{__P(password,)}}</stringProp>\n<stringProp name=\"Argument.name\">password</stringProp>",
    lambda: f"Appium session {g.uuid()} on device R5CT{g.s(UPPER + '0123456789', 7)} (Galaxy S23), app bs://{g.hexs(40)}",
    lambda: f"DD_API_KEY is read from the CI secret; the junit upload shows: Uploading 312 test results (service web-e2e, commit {g.sha1()})",
    lambda: f"self.client.post(\"/api/login\", json={{\"username\": self.user.email, \"password\": self.user.password}})  # users come from users.csv generated by seed.py",
]


def main() -> None:
    secrets = []
    for cls, pool, n in (("self-identifying", SELF, 50), ("name-context", NAME, 125), ("structural", STRUCT, 75)):
        for i in range(n):
            text, sec = pool[i % len(pool)]()
            secrets.append((cls, wrap(text), sec))
    order = list(range(len(secrets)))
    g.r.shuffle(order)
    secrets = [secrets[i] for i in order]
    clean, seen, i = [], set(), 0
    while len(clean) < 100 and i < 5000:  # distinct texts only
        t = wrap(CLEAN[i % len(CLEAN)]())
        i += 1
        if t not in seen:
            seen.add(t)
            clean.append(t)
    write(Path(__file__).parent, FAMILY, secrets, clean)


if __name__ == "__main__":
    main()
