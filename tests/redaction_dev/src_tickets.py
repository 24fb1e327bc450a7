"""Seeded generator of the blind source "tickets" (tickets_secrets.jsonl, tickets_clean.jsonl).

Where people paste credentials while asking for help: issue trackers (Jira with {code}/{noformat} markup, GitHub
issue forms, Linear via MCP, Redmine/Trac <pre>, ServiceNow work notes, Zendesk / Freshdesk / Help Scout tickets
and internal notes, Intercom transcripts), chat threads (Slack, Microsoft Teams, Google Chat, Mattermost, Zulip,
Discord forum posts), e-mail threads with quoted replies and signatures, incident postmortems (timelines, tables,
"evidence" sections), PagerDuty / Opsgenie notes, screenshot OCR attachments, and the terminal snippets people paste
into all of these (curl -v, env dumps, config files, stack traces).
Written 2026-12-02 by the helper "corpora" without reading memtool's redaction rules or their results; imports
nothing from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_tickets.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from _tokens import Gen, write  # noqa: E402
from _r4 import build4  # noqa: E402

g = Gen(1501)
FAMILY = "tickets"

# ------------------------------------------------ self-identifying: «t» (provider shape; neutral or no name)
SI_T = [
    "PLAT-«n» · Bug · Priority: High\nReporter: m.jensen\nSummary: «name» webhook returns 401 after the rotation\nSteps to reproduce:\n{code:bash}\ncurl -s https://api.acme.example/v2/hooks -H 'X-Upstream: «t»'\n{code}\nExpected: 200\nActual: 401",
    "Ticket #«n» — Northwind GmbH (Priority: urgent)\nRequester wrote:\n> Hi, our integration stopped working this morning. We use «t» in the connector, can you check your logs?\n> Thanks, Jonas\nInternal note (agent): asked the customer to rotate after we check.",
    "#ops-help — thread\n[09:12] priya: deploy failing on the «name» step again\n[09:13] tomás: paste the config?\n[09:14] priya: ```\nupstream:\n  credential: «t»\n  region: eu-west-1\n```\n[09:15] tomás: :eyes: rotating that one, never paste live ones here",
    "From: Lena Okafor <lena@acme.example>\nTo: support@vendor.example\nSubject: Re: [Case «n»] API access for the nightly export\n\nHello,\n\nhere is the credential the export job uses: «t»\n\nBest regards,\nLena\n\n> On Mon, 1 Dec 2026 at 10:02, Vendor Support wrote:\n> Could you send us the credential used by the failing job?",
    "## Incident «n» — postmortem\n### Timeline (UTC)\n| time | event |\n|---|---|\n| 06:58 | deploy of «sha7» |\n| 07:04 | credential found in a public build log: `«t»` |\n| 07:20 | revoked and replaced |\n### Root cause\nThe release step echoed its environment.",
    "### Bug report\n**Environment**\n```\n$ env | grep -i acme\nACME_REGION=eu-central-1\nACME_UPSTREAM=«t»\nACME_DEBUG=1\n```\n**What happened**\nThe client hangs after login on v3.4.1.",
    "[Microsoft Teams] Platform › General\nAhmed Saleh  10:41\nquick one: is «t» still the one the staging mirror uses? it worked yesterday\nLaura Chen  10:43\nno, rotated on Friday — check the vault",
    "mcp__linear__get_issue(id=\"ENG-«n»\") →\ntitle: Export fails with 403\ncomments:\n- author: dana\n  body: \"Reproduced with the service account's credential `«t»`: same 403 as the customer.\"",
    "INC00«n» | State: In Progress | Assignment group: Platform Ops\nWork notes:\n2026-12-01 14:22:09 - J. Alvarez\nVendor escalation opened. Gave them the integration credential «t» for their side of the trace.",
    "Conversation with visitor (Intercom) · «ts»\nVisitor: my deploys fail with 'invalid credentials'\nOperator: could you paste the exact error?\nVisitor: Error: request to https://api.acme.example/v1/deploys failed (401) using «t»",
    "#help-forum › CLI login loops\nkai_dev — Today at 08:12\nRan `acme login --with «t»` and it keeps asking again. Windows 11, CLI 3.4.1\nmod_anna — Today at 08:20\nplease delete that message and rotate it",
    "Issue #«n»: backup job cannot upload\n<pre>\n[«ts»] uploader: using credential «t»\n[«ts»] uploader: HTTP 403 from object storage\n</pre>\nAssignee: ops  Target version: 2026.12",
    "PagerDuty · incident «n» · note by oncall-bot\nTriggered by: upstream auth failures > 5%\nDetails: {\"service\": \"«name»\", \"credential\": \"«t»\", \"status\": 401, \"region\": \"eu-west-1\"}",
    "stream: infra · topic: mirror creds\n**ravi**: @**ana** the new one is `«t»`, also in the vault\n**ana**: thanks, switched the runner",
    "Attachment: screenshot-«n».png (OCR text)\nSettings › Developer › Access\nYour credential\n«t»\n[Copy]  [Regenerate]\nCreated «ts» · never expires",
    "Google Chat · Space: Data team\nMarta R., 11:05\nfor the notebook cluster use this one «t» (expires end of month)\nJoão P., 11:06\n👍",
]

PEM_T = [
    "[11:02] sam: here is the deploy key for the bastion, don't forward it\n```\n«pem»\n```\n[11:03] ines: got it",
    "{noformat}\n«pem»\n{noformat}\nAttached the key the integration uses so QA can reproduce. — PLAT-«n»",
    "On Tue, Dec 2, 2026 at 08:14, Ops <ops@acme.example> wrote:\n> The server key is below, please install it on the new node:\n>\n«pemq»\n>\n> Thanks",
    "### Steps to reproduce\n1. Save the key below as `server.key`\n2. Run `openssl rsa -in server.key -check`\n\n```\n«pem»\n```\n3. It fails with `unable to load Private Key` on 3.0.13",
    "Internal note (Zendesk, not visible to requester):\nCustomer's device key from the support bundle:\n    «pemi4»\nEscalated to L2.",
    "### Evidence\nThe following key was committed in «sha7» and is considered compromised:\n\n«pemi2»\n\nAction: revoke, rotate, purge history.",
]

# ------------------------------------------------ name-context: a name or phrase says what the value is
NC_T = [
    ("pw", "PLAT-«n» · Steps to reproduce:\n1. Log in as «u» with password «v»\n2. Open Reports › Export\n3. Click CSV — the page hangs"),
    ("pw", "Ticket #«n»\nRequester wrote:\n> I changed my password to «v» this morning and the app still says it is wrong. Please help!"),
    ("tok", "[14:02] leo: try with `export SESSION_TOKEN=«v»` before running the CLI\n[14:05] mia: that works, thanks"),
    ("wifi", "Subject: Welcome to the Berlin office\n\nHi Noor,\n\nguest Wi-Fi: Acme-Guest, Wi-Fi password: «v»\nDesk 4.12 is yours.\n\nCheers, Facilities"),
    ("hex", "## Incident «n» postmortem\n### What leaked\nThe webhook signing secret (`«v»`) was printed by the retry worker at DEBUG level for 3 hours."),
    ("salt", "```\n$ heroku config -a «name»-prod | grep SALT\nHASH_SALT: «v»\n```\n^ this is what prod uses, staging has a different one"),
    ("cookie", "### Request (from devtools)\n```\nGET /api/v1/me HTTP/1.1\nHost: app.acme.example\nCookie: theme=dark; session=«v»; lang=en\n```\nResponse: 500"),
    ("pw", "Teams · Infra\nOlu A. 16:20\npw for the jump host is «v» until Friday's rotation"),
    ("pw", "Betreff: Zugang Testsystem\n\nHallo Frau Weber,\n\nIhr Benutzername lautet «u», das Passwort ist «v».\n\nMit freundlichen Grüßen\nIT-Service"),
    ("pw", "Asunto: RE: acceso al panel\n\nBuenos días,\nla contraseña nueva es «v» (cámbiela al entrar).\nSaludos"),
    ("pw", "チケット #«n»\nお客様より: 管理画面のパスワード：«v» でログインできません。"),
    ("pw", "Tiketi #«n»\nMteja: nimejaribu nenosiri «v» mara tatu na akaunti imefungwa."),
    ("pw", "Talep #«n» — müşteri yazdı: yeni parola «v» ile giriş yapamıyorum, hesap kilitlendi."),
    ("pw", "Tiket #«n»\nPelanggan: kata sandi «v» tidak bisa dipakai setelah reset."),
    ("pw", "문의 #«n»\n고객: 관리자 비밀번호 «v» 로 로그인이 안 됩니다."),
    ("tok", "```\n$ acme-cli deploy --api-key «v» --env staging\nError: quota exceeded for project «name»\n```\nAny idea why? We're on the team plan."),
    ("hex", "Customer pasted their config:\n```json\n{\"client_id\": \"«name»-prod\", \"client_secret\": \"«v»\", \"region\": \"eu\"}\n```"),
    ("tok", "Here's the failing config:\n```yaml\nnotifier:\n  url: https://notify.acme.example/v1\n  auth_token: «v»\n  retries: 3\n```"),
    ("pw", "Release checklist (PLAT-«n»)\n- [x] tag «sha7»\n- [ ] sign artifacts — GPG passphrase for the release key: «v»\n- [ ] publish notes"),
    ("awssec", "[10:11] ben: the key id is fine, it's the secret access key that fails: «v»\n[10:12] ben: oh wait, this channel is public, rotating"),
    ("pw", "Subject: SMTP relay for the newsletter\n\nHi,\nSMTP host smtp.mail.example:587, user «u»@acme.example, SMTP password «v».\nRegards"),
    ("pin", "Ticket #«n» (field visit)\nThe alarm panel PIN is «v»; the site manager will be there from 9."),
    ("recovery", "Subject: 2FA lockout\n\nI lost my phone. One of my backup codes is «v», can you verify it on your side?"),
    ("tok", "**Steps**\n1. `curl -H \"Authorization: Token $T\" …` fails\n2. with T set to my API token («v») it still fails\n**Expected** 200"),
    ("hex", "PagerDuty note: restarted «name» with the new JWT signing key «v»; sessions were invalidated."),
    ("pw", "> Can you send the DB creds?\nSure — user is «u», DB password: «v». Host is in the wiki."),
    ("tok", "Error report:\n```\nTraceback (most recent call last):\n  File \"sync.py\", line 41, in <module>\n    client = Client(api_token=\"«v»\")\nclient.errors.AuthError: token revoked\n```"),
    ("pw", "Opsgenie alert note: rebooted the NAS; admin password «v» still works, will rotate tomorrow."),
    ("b64k", "Mattermost · ~security\n@erik: the Vault unseal key we used during the drill: «v»\n@sara: please delete and re-key"),
    ("pw", "From: helpdesk@acme.example\nSubject: Your temporary password\n\nYour temporary password is: «v»\nYou will be asked to change it at first login."),
    ("tok", "ServiceNow · Work notes\nCustomer provided their session id «v» from the browser so we could trace the failing request."),
    ("pw", "ملاحظة من العميل: كلمة المرور «v» لا تعمل بعد التحديث."),
    ("hex", "Mattermost · ~payments\n@lin: webhook secret for the sandbox endpoint: «v»"),
]

# ------------------------------------------------ structural: URL userinfo, connection strings, headers, query, pairs
ST_T = [
    ("url", "[09:40] ops-bot: DATABASE_URL=postgres://«u»:«v»@«h»:5432/«db»\n[09:41] nina: why is the bot posting env vars?"),
    ("url", "Ticket #«n»\nRequester wrote:\n> We connect with mysql://«u»:«v»@«h»/«db» and get 'too many connections'."),
    ("url", "### Config\n```\nMONGO_URI=mongodb+srv://«u»:«v»@cluster0.ab12c.mongodb.net/«db»?retryWrites=true\n```"),
    ("url", "PLAT-«n»: worker cannot reach redis\n{code}\nredis.exceptions.AuthenticationError: invalid password (url=redis://:«v»@«h»:6379/0)\n{code}"),
    ("url", "Subject: RE: feed delivery\n\nPlease upload the files to ftp://«u»:«v»@files.partner.example/inbound/ as before.\n\nThanks"),
    ("url", "Slack · #ci\nbuild-bot: cloning https://«u»:«v»@git.acme.example/platform/infra.git ... failed: repository not found"),
    ("url", "```\n$ amqp-consume -u amqp://«u»:«v»@«h»:5672/%2f -q events cat\n```\nhangs forever, no messages"),
    ("url", "Camera offline (ticket #«n»): stream URL rtsp://admin:«v»@«ip»:554/Streaming/Channels/101 times out"),
    ("url", "Zendesk internal note: customer's connection string is Server=«h»;Database=«db»;User Id=«u»;Password=«v»;Encrypt=true"),
    ("url", "Issue: JDBC url `jdbc:sqlserver://«h»:1433;databaseName=«db»;user=«u»;password=«v»` works in DBeaver but not in the app"),
    ("basic", "### curl -v output\n```\n> GET /api/v2/export HTTP/2\n> Host: api.acme.example\n> Authorization: Basic «v»\n> User-Agent: curl/8.5.0\n< HTTP/2 403\n```"),
    ("tok", "Copied from the browser network tab:\n```\nauthorization: Bearer «v»\naccept: application/json\n```\nthe call returns 403 even though I'm admin"),
    ("tok", "Hi team, the report link is https://reports.acme.example/export.csv?access_token=«v»&format=csv — can someone check why it's empty?"),
    ("sas", "Ticket #«n»: upload link expired?\nhttps://acmefiles.blob.core.windows.net/inbox/report.zip?sv=2022-11-02&ss=b&srt=o&sp=rw&se=2026-12-31T00:00:00Z&sig=«v»"),
    ("tok", "Postman export in the ticket:\n```\nPOST https://api.acme.example/v1/orders\nX-Api-Key: «v»\nContent-Type: application/json\n```"),
    ("url", "Login for the test tenant — user/pass: «u» / «v»"),
    ("url", "[12:01] lea: creds for the staging admin: «u»:«v»"),
    ("url", "Hi,\nthe VPN account is\n  login: «u»\n  pass:  «v»\nplease don't share it further."),
    ("url", "Steps to reproduce:\n```\n$ curl -u «u»:«v» https://registry.acme.example/v2/_catalog\n{\"errors\":[{\"code\":\"UNAUTHORIZED\"}]}\n```"),
    ("url", "```\n$ mysql -h «h» -u «u» -p«v» «db» -e 'select 1'\nERROR 2003 (HY000): Can't connect to MySQL server\n```"),
    ("url", "Postmortem «n» — evidence\n```\n$ sshpass -p «v» ssh «u»@«h» uptime\n```\nThis line was found in the shared runbook."),
    ("url", "Ticket #«n»: printer share\nWe map it with smb://ACME;«u»:«v»@fileserver01/scans and Windows says access denied."),
    ("sig64", "```\n$ aws s3 presign s3://acme-exports/q4.csv\nhttps://acme-exports.s3.eu-west-1.amazonaws.com/q4.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20261202T070000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=«v»\n```\nsent this to the customer, they get 403"),
    ("url", "Subject: Jenkins trigger\n\nThe partner calls https://«u»:«v»@jenkins.acme.example/job/import/build?delay=0sec from their cron."),
    ("url", "mqtts://«u»:«v»@broker.acme.example:8883 — that's what the field units use (ticket #«n»)"),
]

# ------------------------------------------------ clean: look-alikes, references, placeholders, masks, prose
CLEAN_T = [
    "PLAT-«n» · Bug\nRegression since «sha7»; bisected to «sha». Request id «uuid» in the logs.",
    "Ticket #«n»\nRequester wrote:\n> I forgot my password. How do I reset it?\nAgent: Use 'Forgot password' on the login page; we will never ask you for your password.",
    "[09:14] priya: config is\n```\nupstream:\n  credential: ${UPSTREAM_CREDENTIAL}\n  region: eu-west-1\n```",
    "## Incident «n» — postmortem\nThe leaked key (prefix `AKIA…`, last four «n») was revoked at 07:20 UTC. No other credentials were exposed. Trace id «hex32».",
    "### Bug report\n```\n$ env | grep -i acme\nACME_REGION=eu-central-1\nACME_UPSTREAM=****************\nACME_DEBUG=1\n```",
    "Attachment: checksums.txt\n«sha256»  acme-cli-3.4.1-linux-amd64.tar.gz\n«sha256»  acme-cli-3.4.1-darwin-arm64.tar.gz",
    "Customer's device: MAC «mac», serial «serial», firmware 2.8.1 (build «hex16»)",
    "Hi Noor, the guest Wi-Fi password is on the card at reception; please don't post it in chat.",
    "PLAT-«n»: please put the token in the vault (kv/«name»/api) and reference it as {{ vault_«name»_token }} in the playbook.",
    "```\n$ acme-cli deploy --api-key <YOUR_API_KEY> --env staging\n```\n(docs example pasted by the customer)",
    "Ticket #«n»\nThe customer pasted `sk_live_••••••••••••4242`; Zendesk masked it automatically. Asked them to rotate anyway.",
    "[14:05] mia: it was `ghp_****************************` in the screenshot, already revoked",
    "Release checklist\n- [x] tag «sha7»\n- [ ] sign artifacts (GPG key id «hex16», passphrase from the release vault)\n- [ ] publish notes",
    "From: helpdesk@acme.example\nSubject: Password reset\n\nClick the link below to choose a new password. The link expires in 30 minutes. If you did not request this, ignore this e-mail.",
    "```yaml\nnotifier:\n  url: https://notify.acme.example/v1\n  auth_token: ${NOTIFIER_TOKEN}\n```",
    "The customer's request id is «uuid», session started «ts», browser Firefox 133.",
    "Base64 test payload from the bug report: «b64t» (decodes to a fixture)",
    "Stripe: publishable key pk_live_«hex32» is in the page source as expected; the secret key is only on the server.",
    "DATABASE_URL=postgres://user:password@localhost:5432/app (from the README example; not a real server)",
    "Ticket #«n»: the SSH host key fingerprint is SHA256:«b64k» — matches the one in our inventory.",
    "Subject: RE: feed delivery\n\nPlease use SFTP with the key we exchanged last year; passwords are no longer accepted on files.partner.example.",
    "GitHub Actions uses ${{ secrets.DEPLOY_KEY }}; the value is set in the repo settings, not in the workflow.",
    "Policy reminder: passwords, tokens and keys never go into tickets. Use the password manager's share link instead.",
    "## Timeline\n| 06:58 | deploy «sha7» |\n| 07:02 | error rate 4% |\n| 07:09 | rollback to «sha7» |",
    "Teams · Infra\nOlu A. 16:20\nthe jump host password rotates Friday; new one will be in 1Password (vault Infra)",
    "Issue: JDBC url `jdbc:sqlserver://«h»:1433;databaseName=«db»;integratedSecurity=true` fails on Linux",
    "```\n> GET /api/v2/export HTTP/2\n> Authorization: Bearer [REDACTED]\n< HTTP/2 403\n```",
    "Cookie header from the customer (values stripped by our support tool): theme=dark; session=<removed>; lang=en",
    "Order «n» shipped, tracking «serial»; invoice INV-«n» attached.",
    "#help-forum › mod_anna: please never post tokens here. If you did, revoke it at Settings › Developer and tell us the first 4 characters only.",
    "LoRa node DevEUI «eui», JoinEUI 70B3D57ED00«n» — joins fine, downlinks missing",
    "Ticket #«n» (field visit): the alarm panel code is with the site manager; call her on arrival.",
    "PagerDuty · incident «n»\nDetails: {\"service\": \"«name»\", \"status\": 401, \"region\": \"eu-west-1\", \"trace\": \"«hex32»\"}",
    "Mattermost · ~security\n@erik: drill done, the vault was re-keyed; new unseal shares were handed out in person.",
    "Hi,\nthe VPN account is\n  login: «u»\n  pass:  (sent separately by SMS)\nthanks",
    "```\n$ mysql -h «h» -u «u» -p «db»\nEnter password:\nERROR 1045 (28000): Access denied\n```",
    "ملاحظة من العميل: نسيت كلمة المرور، كيف أعيد تعيينها؟",
    "AWS account «n»«n», role arn:aws:iam::«n»«n»:role/«name»-deploy, external id in the runbook.",
    "Commit «sha» reverts «sha7» ('log request headers'); it removed the Authorization header from debug logs.",
    "Wi-Fi: Acme-Guest (open, captive portal). Staff network uses certificates, no shared password.",
]


def main() -> None:
    rows, clean = build4(g, SI_T, PEM_T, NC_T, ST_T, CLEAN_T, n_si=74, n_pem=12, n_nc=96, n_st=68)
    write(HERE, FAMILY, rows, clean)


if __name__ == "__main__":
    main()
