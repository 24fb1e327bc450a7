"""Blind redaction source "emaildeliv" (round 53, helper corpora25): bulk e-mail and deliverability.

Mailchimp/Mandrill, Mailgun, Postmark, SparkPost, Amazon SES SMTP credentials, Sendinblue/Brevo, bounce and
complaint webhooks, warm-up tools, list hygiene APIs, DMARC report processors, MTAs and app mailer configs.
Every value is random (seeded). Run: python3 src_emaildeliv.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "emaildeliv"
OUT = Path(__file__).resolve().parent
g = Gen(53002)
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


def mandrill() -> str:
    return "md-" + g.s(B62, 22)


def mailgun_key() -> str:
    return R.choice([lambda: g.hexs(32) + "-" + g.hexs(8) + "-" + g.hexs(8), g.mailgun])()


def postmark() -> str:
    return g.uuid()


def sparkpost() -> str:
    return g.hexs(40)


def ses_smtp() -> str:
    return base64.b64encode(bytes([4]) + bytes(R.getrandbits(8) for _ in range(32))).decode()


def brevo(kind="xkeysib-") -> str:
    return kind + g.hexs(64) + "-" + g.s(B62, 16)


def gmail_app() -> str:
    return " ".join(g.s(LOW, 4) for _ in range(4))


def klaviyo() -> str:
    return "pk_" + g.hexs(34)


def resend() -> str:
    return "re_" + g.s(B62, 8) + "_" + g.s(B62, 24)


def smtp2go() -> str:
    return "api-" + g.hexs(32).upper()


DOMAINS = ["mg.shopnordic.se", "news.brightloop.io", "mail.cafe-lumiere.fr", "em.tallyho-tickets.com",
           "send.praxis-wendt.de", "bounce.reviewpilot.co", "mkt.casaverde.com.br", "notify.orbitbank.app"]
PEOPLE = ["ops", "postmaster", "noreply", "newsletter", "billing", "alerts", "hello", "marketing"]


def dom():
    return R.choice(DOMAINS)


def addr():
    return f"{R.choice(PEOPLE)}@{dom()}"


def qid():
    return g.s("0123456789ABCDEF", R.choice([10, 11, 12]))


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


S = []


def T(f):
    S.append(f)
    return f


@T
def t_mailchimp_py():
    k = g.mailchimp()
    return "self-identifying", (
        "import mailchimp_marketing as MailchimpMarketing\n\nclient = MailchimpMarketing.Client()\n"
        f"client.set_config({{\"api_key\": \"{k}\", \"server\": \"{k.rsplit('-', 1)[1]}\"}})\n"
        f"print(client.lists.get_list(\"{g.hexs(10)}\")['stats'])"), [k]


@T
def t_mailchimp_curl():
    k = g.mailchimp()
    dc = k.rsplit('-', 1)[1]
    return "structural", (
        f"$ curl -s --user \"anystring:{k}\" https://{dc}.api.mailchimp.com/3.0/lists/{g.hexs(10)}/members?count=5 | jq '.members[].status'"), [k]


@T
def t_mandrill_env():
    k = mandrill()
    return "name-context", (
        f"# transactional (Mailchimp Transactional, ex-Mandrill)\nMANDRILL_API_KEY={k}\nMANDRILL_FROM={addr()}\nMANDRILL_SUBACCOUNT=receipts\n"), [k]


@T
def t_mandrill_smtp():
    k = mandrill()
    return "structural", (
        "# config/environments/production.rb\nconfig.action_mailer.smtp_settings = {\n  address: 'smtp.mandrillapp.com',\n  port: 587,\n"
        f"  user_name: 'Brightloop Ltd',\n  password: '{k}',\n  authentication: :login\n}}"), [k]


@T
def t_mandrill_webhook_key():
    k = g.s(URLSAFE, 22)
    return "name-context", (
        "def verify_mandrill(request):\n"
        f"    webhook_key = \"{k}\"  # Settings > Webhooks > key for https://{dom()}/hooks/mandrill\n"
        "    signed = request.url + ''.join(k + v for k, v in sorted(request.POST.items()))\n"
        "    return hmac.compare_digest(base64.b64encode(hmac.new(webhook_key.encode(), signed.encode(), 'sha1').digest()).decode(),\n"
        "                               request.headers['X-Mandrill-Signature'])"), [k]


@T
def t_mailgun_curl():
    k = mailgun_key()
    d = dom()
    return "structural", (
        f"curl -s --user 'api:{k}' \\\n  https://api.eu.mailgun.net/v3/{d}/messages \\\n  -F from='Shop <{addr()}>' -F to=test@example.org -F subject='seed test' -F text='warm-up seed'"), [k]


@T
def t_mailgun_env():
    k = mailgun_key()
    return "name-context", (
        f"MAILGUN_DOMAIN={dom()}\nMAILGUN_API_KEY={k}\nMAILGUN_REGION=eu\nMAIL_FROM_NAME=\"Shop Nordic\"\n"), [k]


@T
def t_mailgun_smtp_pw():
    p = R.choice([g.hexs(32) + "-" + g.hexs(8) + "-" + g.hexs(8), wordpw(), g.s(B62, 20)])
    d = dom()
    return "structural", (
        f"Mailgun SMTP credentials for {d}\n  Login:    postmaster@{d}\n  Password: {p}\n  Host:     smtp.eu.mailgun.org:587 (STARTTLS)"), [p]


@T
def t_mailgun_signing():
    k = g.hexs(32)
    return "name-context", (
        "// verifies Mailgun webhooks (Sending > Webhooks > HTTP webhook signing key)\n"
        f"const MAILGUN_WEBHOOK_SIGNING_KEY = '{k}';\n"
        "function verify({ timestamp, token, signature }) {\n"
        "  const h = crypto.createHmac('sha256', MAILGUN_WEBHOOK_SIGNING_KEY).update(timestamp + token).digest('hex');\n"
        "  return crypto.timingSafeEqual(Buffer.from(h), Buffer.from(signature));\n}"), [k]


@T
def t_postmark_header():
    k = postmark()
    return "structural", (
        "POST /email/withTemplate HTTP/1.1\r\nHost: api.postmarkapp.com\r\nAccept: application/json\r\nContent-Type: application/json\r\n"
        f"X-Postmark-Server-Token: {k}\r\n\r\n{{\"TemplateAlias\":\"password-reset\",\"From\":\"{addr()}\",\"To\":\"user@example.net\",\"MessageStream\":\"outbound\"}}"), [k]


@T
def t_postmark_account():
    k = postmark()
    return "structural", (
        f"$ curl \"https://api.postmarkapp.com/servers?count=50&offset=0\" -H \"Accept: application/json\" -H \"X-Postmark-Account-Token: {k}\"\n"
        "{\"TotalCount\":4,\"Servers\":[{\"ID\":" + str(R.randint(10**6, 10**7)) + ",\"Name\":\"Production\"}]}"), [k]


@T
def t_postmark_smtp():
    k = postmark()
    return "structural", (
        "# /etc/msmtprc\naccount postmark\nhost smtp.postmarkapp.com\nport 587\ntls on\nauth on\n"
        f"user {k}\npassword {k}\nfrom {addr()}\naccount default : postmark"), [k]


@T
def t_sparkpost_header():
    k = sparkpost()
    return "structural", (
        f"curl -X POST https://api.eu.sparkpost.com/api/v1/transmissions?num_rcpt_errors=3 \\\n  -H \"Authorization: {k}\" \\\n"
        "  -H \"Content-Type: application/json\" -d @transmission.json"), [k]


@T
def t_sparkpost_smtp():
    k = sparkpost()
    return "structural", (
        f"[smtp.sparkpostmail.com]:587 SMTP_Injection:{k}\n"), [k]


@T
def t_sparkpost_webhook():
    t = g.s(B62, R.choice([24, 32]))
    return "name-context", (
        json.dumps({"name": "bounces-to-warehouse", "target": f"https://{dom()}/sparkpost/events", "auth_type": "none",
                    "auth_token": t, "events": ["bounce", "spam_complaint", "out_of_band", "list_unsubscribe"], "active": True}, indent=2)), [t]


@T
def t_ses_smtp():
    p = ses_smtp()
    return "structural", (
        f"Amazon SES SMTP credentials (IAM user ses-smtp-user.{R.randint(20260101, 20261231)}-{R.randint(100000, 999999)})\n"
        f"SMTP endpoint: email-smtp.{R.choice(['eu-west-1', 'us-east-1', 'eu-central-1'])}.amazonaws.com\n"
        f"SMTP username: {g.aws_akid()}\nSMTP password: {p}"), [p]


@T
def t_ses_django():
    p = ses_smtp()
    return "name-context", (
        f"EMAIL_BACKEND = 'django.core.mail.backends.smtp.EmailBackend'\nEMAIL_HOST = 'email-smtp.eu-west-1.amazonaws.com'\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\n"
        f"EMAIL_HOST_USER = '{g.aws_akid()}'\nEMAIL_HOST_PASSWORD = '{p}'\nDEFAULT_FROM_EMAIL = '{addr()}'"), [p]


@T
def t_ses_boto():
    s = g.aws_secret()
    return "name-context", (
        "ses = boto3.client(\n    'sesv2',\n    region_name='eu-west-1',\n"
        f"    aws_access_key_id='{g.aws_akid()}',\n    aws_secret_access_key='{s}',\n)\n"
        "ses.send_email(FromEmailAddress=FROM, Destination={'ToAddresses': [to]}, Content=content, ConfigurationSetName='bulk-tracking')"), [s]


@T
def t_brevo_api():
    k = brevo()
    return "self-identifying", (
        f"curl --request GET --url 'https://api.brevo.com/v3/contacts?limit=50' \\\n  --header 'accept: application/json' \\\n  --header 'api-key: {k}'"), [k]


@T
def t_brevo_smtp():
    k = brevo("xsmtpsib-")
    return "self-identifying", (
        "# Laravel .env\nMAIL_MAILER=smtp\nMAIL_HOST=smtp-relay.brevo.com\nMAIL_PORT=587\n"
        f"MAIL_USERNAME={R.randint(7, 9)}{g.hexs(5)}001@smtp-brevo.com\nMAIL_PASSWORD={k}\nMAIL_ENCRYPTION=tls\n"), [k]


@T
def t_sendinblue_php():
    k = brevo()
    return "self-identifying", (
        "<?php\n$config = SendinBlue\\Client\\Configuration::getDefaultConfiguration()\n"
        f"    ->setApiKey('api-key', '{k}');\n$api = new SendinBlue\\Client\\Api\\TransactionalEmailsApi(new GuzzleHttp\\Client(), $config);"), [k]


@T
def t_sendgrid():
    k = g.sendgrid()
    return "self-identifying", (
        f"const sgMail = require('@sendgrid/mail');\nsgMail.setApiKey('{k}');\nawait sgMail.send({{ to, from: '{addr()}', templateId: 'd-{g.hexs(32)}' }});"), [k]


@T
def t_mailjet():
    sec = g.hexs(32)
    return "structural", (
        f"$ curl -s -X POST --user \"{g.hexs(32)}:{sec}\" https://api.mailjet.com/v3.1/send -H 'Content-Type: application/json' -d @msg.json\n"
        "{\"Messages\":[{\"Status\":\"success\"}]}"), [sec]


@T
def t_klaviyo():
    k = klaviyo()
    return "structural", (
        f"GET https://a.klaviyo.com/api/lists/ HTTP/1.1\nAuthorization: Klaviyo-API-Key {k}\nrevision: 2024-10-15\naccept: application/vnd.api+json"), [k]


@T
def t_resend():
    k = resend()
    return "self-identifying", (
        f"import {{ Resend }} from 'resend';\nconst resend = new Resend('{k}');\n"
        f"await resend.emails.send({{ from: '{addr()}', to: ['ops@example.com'], subject: 'DMARC weekly', html }});"), [k]


@T
def t_smtp2go():
    k = smtp2go()
    return "self-identifying", (
        json.dumps({"api_key": k, "to": ["<test@example.com>"], "sender": addr(), "subject": "Seed list check", "text_body": "ping"}, indent=2)), [k]


@T
def t_zerobounce():
    k = g.hexs(32)
    return "structural", (
        f"[hygiene] GET https://api.zerobounce.net/v2/validate?api_key={k}&email=jane.doe%40example.org&ip_address= -> 200 {{\"status\":\"valid\",\"sub_status\":\"\"}}"), [k]


@T
def t_neverbounce():
    k = "secret_" + g.hexs(32)
    return "self-identifying", (
        f"# list-clean.sh\nNB_KEY='{k}'\ncurl -s \"https://api.neverbounce.com/v4.2/jobs/create\" -d key=\"$NB_KEY\" -d input_location=supplied -d auto_start=1 --data-urlencode input@export.json"), [k]


@T
def t_kickbox():
    k = "live_" + g.hexs(64)
    return "self-identifying", (
        f"const kickbox = require('kickbox').client('{k}').kickbox();\nkickbox.verify(email, (err, res) => console.log(res.body.result));"), [k]


@T
def t_hunter_query():
    k = g.hexs(40)
    return "structural", (
        f"$ http GET 'https://api.hunter.io/v2/email-verifier?email=ceo@{R.choice(['acme-widgets.com', 'nordhaus.de'])}&api_key={k}'\nHTTP/1.1 200 OK\n{{\"data\":{{\"status\":\"accept_all\",\"score\":71}}}}"), [k]


@T
def t_emailable_env():
    k = "live_" + g.s(B62, 20)
    return "name-context", (f"EMAILABLE_API_KEY={k}\nHYGIENE_BATCH_SIZE=5000\nHYGIENE_DROP=undeliverable,risky\n"), [k]


@T
def t_gmail_app_pw():
    p = gmail_app()
    return "structural", (
        f"Warm-up inbox #{R.randint(2, 12)} for Lemwarm\nEmail: {R.choice(['sara', 'tom', 'lea', 'nico'])}.{R.choice(['k', 'b', 'm'])}@{dom()}\n"
        f"IMAP: imap.gmail.com:993  SMTP: smtp.gmail.com:465\nApp password: {p}"), [p]


@T
def t_warmup_csv():
    rows = ["email,first_name,smtp_host,smtp_port,smtp_password,imap_host,imap_port,imap_password"]
    pws = []
    for _ in range(R.randint(2, 3)):
        p = R.choice([wordpw(), g.s(B62, 16), legacy()])
        pws.append(p)
        rows.append(f"{R.choice(['anna', 'ben', 'carla', 'dev', 'eli'])}{R.randint(1, 99)}@{dom()},{R.choice(['Anna', 'Ben', 'Carla'])},smtp.office365.com,587,{p},outlook.office365.com,993,{p}")
    return "structural", "$ head -4 instantly_bulk_import.csv\n" + "\n".join(rows), pws


@T
def t_instantly():
    k = g.b64(45)
    return "structural", (
        f"curl https://api.instantly.ai/api/v2/accounts?limit=100 -H 'Authorization: Bearer {k}'"), [k]


@T
def t_lemlist():
    k = g.hexs(32)
    return "structural", (
        f"curl https://api.lemlist.com/api/campaigns --user \":{k}\""), [k]


@T
def t_dkim_key():
    block, line = g.pem("RSA PRIVATE KEY")
    sel = R.choice(["s1", "k2", "mte1", "pm2026", "default"])
    return "self-identifying", f"$ sudo cat /etc/opendkim/keys/{dom()}/{sel}.private\n{block}", [line]


@T
def t_dkim_yaml():
    block, line = g.pem("RSA PRIVATE KEY")
    ind = "\n    ".join(block.split("\n"))
    return "self-identifying", (
        f"# postal.yml\ndns:\n  dkim_identifier: postal\ndkim_signing:\n  selector: pm{R.randint(1, 9)}\n  private_key: |\n    {ind}\n"), [line]


@T
def t_postfix_sasl():
    p = R.choice([g.s(B62, 20), wordpw(), passphrase()])
    return "structural", (
        f"$ cat /etc/postfix/sasl_passwd\n[smtp.{R.choice(['eu.mailgun.org', 'sendgrid.net', 'postmarkapp.com', 'sparkpostmail.com'])}]:587 {R.choice(['postmaster@' + dom(), 'apikey', 'relay-user'])}:{p}\n$ sudo postmap /etc/postfix/sasl_passwd"), [p]


@T
def t_pmta():
    p = R.choice([g.s(B62, 18), wordpw(), legacy()])
    return "name-context", (
        "# /etc/pmta/config\n<smtp-user bulk-injector>\n"
        f"    password {p}\n    source {{auth}}\n</smtp-user>\n<source {{auth}}>\n    always-allow-relaying yes\n    smtp-service yes\n</source>\n"
        "<virtual-mta-pool warm-pool>\n    virtual-mta vmta-ip1\n</virtual-mta-pool>"), [p]


@T
def t_parsedmarc():
    p1 = R.choice([g.s(B62, 16), wordpw()])
    p2 = R.choice([g.s(B62, 20), passphrase()])
    return "name-context", (
        "[general]\nsave_aggregate = True\nsave_forensic = True\n\n[imap]\n"
        f"host = imap.{dom().split('.', 1)[1]}\nuser = dmarc-reports@{dom().split('.', 1)[1]}\npassword = {p1}\nwatch = True\n\n"
        f"[elasticsearch]\nhosts = https://es01.internal:9200\nuser = parsedmarc\npassword = {p2}\nssl = True\n"), [p1, p2]


@T
def t_dmarcian():
    k = g.hexs(40)
    return "structural", (
        f"$ curl -s -H 'Authorization: Token {k}' 'https://dmarcian.com/api/v1/domains/?format=json' | jq length\n{R.randint(3, 40)}"), [k]


@T
def t_mxtoolbox():
    k = g.uuid()
    return "structural", (
        f"GET https://mxtoolbox.com/api/v1/Lookup/blacklist/?argument={dom()}\nAuthorization: {k}\n\n"
        "{\"Failed\":[],\"Warnings\":[],\"Passed\":[{\"Name\":\"Spamhaus ZEN\"}]}"), [k]


@T
def t_sns_basic_endpoint():
    p = urlpw()
    return "structural", (
        f"$ aws sns subscribe --topic-arn arn:aws:sns:eu-west-1:{R.randint(10**11, 10**12)}:ses-bounces --protocol https \\\n"
        f"    --notification-endpoint 'https://sns:{p}@{dom().split('.', 1)[1]}/webhooks/ses'"), [p]


@T
def t_postmark_webhook_basic():
    p = urlpw()
    return "structural", (
        json.dumps({"Url": f"https://postmark:{p}@hooks.{dom().split('.', 1)[1]}/postmark/bounce", "MessageStream": "broadcast",
                    "Triggers": {"Bounce": {"Enabled": True, "IncludeContent": False}, "SpamComplaint": {"Enabled": True}}}, indent=2)), [p]


@T
def t_swaks():
    p = R.choice([wordpw(), g.s(B62, 16), legacy()])
    return "structural", (
        f"$ swaks --to seed-{R.randint(1, 50)}@glockapps.com --from {addr()} --server smtp.{dom()} --port 587 --tls "
        f"--auth LOGIN --auth-user {R.choice(PEOPLE)}@{dom()} --auth-password '{p}' --header 'Subject: inbox placement test'"), [p]


@T
def t_smtp_transcript():
    user = addr()
    p = R.choice([wordpw(), g.s(B62, 14), legacy()])
    enc = b64s(p)
    return "structural", (
        f"$ openssl s_client -starttls smtp -connect smtp.{dom()}:587 -quiet\n250 AUTH LOGIN PLAIN\nAUTH LOGIN\n334 VXNlcm5hbWU6\n{b64s(user)}\n334 UGFzc3dvcmQ6\n{enc}\n235 2.7.0 Authentication successful"), [enc]


@T
def t_auth_plain():
    user = addr()
    p = R.choice([wordpw(), g.s(B62, 14)])
    enc = b64s("\0" + user + "\0" + p)
    return "structural", (
        f"2026-12-01 08:14:22 SMTP call from [203.0.113.{R.randint(2, 250)}] AUTH PLAIN {enc}\n2026-12-01 08:14:22 535 Incorrect authentication data"), [enc]


@T
def t_nodemailer():
    p = R.choice([g.s(B62, 20), wordpw(), g.hexs(32)])
    return "name-context", (
        "const transporter = nodemailer.createTransport({\n  host: 'smtp.sparkpostmail.com',\n  port: 587,\n"
        f"  auth: {{ user: 'SMTP_Injection', pass: '{p}' }},\n  pool: true,\n  maxMessages: 500,\n}});"), [p]


@T
def t_phpmailer():
    p = R.choice([wordpw(), g.human_pw(), legacy()])
    return "name-context", (
        "$mail = new PHPMailer(true);\n$mail->isSMTP();\n$mail->Host = 'smtp-relay.brevo.com';\n$mail->SMTPAuth = true;\n"
        f"$mail->Username = '{addr()}';\n$mail->Password = '{p}';\n$mail->Port = 587;"), [p]


@T
def t_wp_smtp():
    p = R.choice([wordpw(), g.s(B62, 16)])
    return "name-context", (
        "// wp-config.php\ndefine( 'WPMS_ON', true );\ndefine( 'WPMS_MAILER', 'smtp' );\ndefine( 'WPMS_SMTP_HOST', 'smtp.mailgun.org' );\n"
        f"define( 'WPMS_SMTP_USER', 'postmaster@{dom()}' );\ndefine( 'WPMS_SMTP_PASS', '{p}' );"), [p]


@T
def t_dotnet():
    p = R.choice([wordpw(), g.s(B62, 18)])
    return "structural", (
        "using var client = new SmtpClient(\"email-smtp.eu-central-1.amazonaws.com\", 587)\n{\n    EnableSsl = true,\n"
        f"    Credentials = new NetworkCredential(\"{addr()}\", \"{p}\")\n}};"), [p]


@T
def t_spring():
    p = R.choice([wordpw(), g.s(B62, 20), ses_smtp()])
    return "name-context", (
        f"spring.mail.host=smtp.{dom()}\nspring.mail.port=587\nspring.mail.username=mailer\nspring.mail.password={p}\nspring.mail.properties.mail.smtp.starttls.enable=true\n"), [p]


@T
def t_listmonk():
    p1 = R.choice([wordpw(), g.s(B62, 16)])
    p2 = R.choice([g.s(B62, 20), passphrase()])
    return "name-context", (
        "[app]\naddress = \"0.0.0.0:9000\"\n"
        f"admin_username = \"listmonk\"\nadmin_password = \"{p1}\"\n\n[db]\nhost = \"db\"\nport = 5432\nuser = \"listmonk\"\npassword = \"{p2}\"\ndatabase = \"listmonk\"\n"), [p1, p2]


@T
def t_mautic():
    p = R.choice([wordpw(), g.s(B62, 16)])
    return "name-context", (
        "<?php\n$parameters = array(\n\t'db_driver' => 'pdo_mysql',\n\t'mailer_transport' => 'smtp',\n\t'mailer_host' => 'smtp.sendgrid.net',\n"
        f"\t'mailer_user' => 'apikey',\n\t'mailer_password' => '{p}',\n\t'mailer_port' => '587',\n);"), [p]


@T
def t_mysql_url():
    p = urlpw()
    return "structural", (f"MAUTIC_DB_URL=mysql://mautic:{p}@10.40.2.{R.randint(2, 250)}:3306/mautic\n"), [p]


@T
def t_ms_graph():
    s = g.azure_client_secret()
    return "self-identifying", (
        "# send from the shared mailbox via Graph (SMTP AUTH disabled tenant-wide)\n"
        f"GRAPH_TENANT_ID={g.uuid()}\nGRAPH_CLIENT_ID={g.uuid()}\nGRAPH_CLIENT_SECRET={s}\nGRAPH_SENDER={addr()}\n"), [s]


@T
def t_zepto():
    k = g.b64(R.choice([60, 72]))
    return "structural", (
        f"curl \"https://api.zeptomail.eu/v1.1/email\" -H \"Authorization: Zoho-enczapikey {k}\" -H \"Content-Type: application/json\" -d @mail.json"), [k]


@T
def t_postmaster_tools():
    t = g.google_refresh()
    return "self-identifying", (
        "# gmail postmaster tools export (cron)\n" + json.dumps({"client_id": f"{R.randint(10**11, 10**12)}-{g.s(LOW + DIG, 32)}.apps.googleusercontent.com",
                                                              "refresh_token": t, "type": "authorized_user"}, indent=2)), [t]


@T
def t_customerio():
    k = g.hexs(32)
    return "structural", (
        f"curl --request POST --url https://api-eu.customer.io/v1/send/email --header 'Authorization: Bearer {k}' --header 'content-type: application/json' --data @welcome.json"), [k]


@T
def t_postal_api():
    k = g.s(B62, 24)
    return "structural", (
        f"POST /api/v1/send/message HTTP/1.1\nHost: postal.{dom().split('.', 1)[1]}\nX-Server-API-Key: {k}\nContent-Type: application/json\n\n{{\"to\":[\"a@example.com\"],\"from\":\"{addr()}\",\"subject\":\"hi\"}}"), [k]


@T
def t_glockapps():
    k = g.s(B62, 32)
    return "name-context", (f"# seed testing\nGLOCKAPPS_API_KEY={k}\nGLOCKAPPS_PROJECT={R.randint(1000, 9999)}\n"), [k]


@T
def t_chat_de():
    p = R.choice([wordpw(), g.human_pw(), legacy()])
    return "structural", (
        f"Hi Mia, das Postfach für die DMARC-Berichte ist dmarc@{dom().split('.', 1)[1]}, Passwort {p} – bitte in parsedmarc eintragen und danach im Passwortmanager ablegen."), [p]


@T
def t_chat_fr():
    k = mailgun_key()
    return "name-context", (
        f"Salut ! Les rebonds ne remontent plus. J'ai régénéré la clé API privée Mailgun : {k}\nTu peux la mettre dans le worker ? Merci"), [k]


@T
def t_chat_es():
    k = brevo()
    return "name-context", (f"Equipo: la nueva clave de API de Brevo para las campañas de diciembre es {k}. La antigua ya está revocada."), [k]


@T
def t_chat_pt():
    p = ses_smtp()
    return "name-context", (
        f"Gabriel: o SES trocou as credenciais SMTP, a nova senha SMTP é {p} (o usuário continua o mesmo)\nJúlia: beleza, atualizo no Mautic."), [p]


@T
def t_chat_ja():
    k = postmark()
    return "name-context", (f"PostmarkのサーバーAPIトークンを新しくしました：{k}\n旧トークンは明日失効します。"), [k]


@T
def t_chat_nl():
    p = R.choice([passphrase(), wordpw()])
    return "structural", (
        f"Voor de warm-up tool: gebruiker warmup@{dom()} , wachtwoord {p} . Graag niet in Slack laten staan."), [p]


@T
def t_chat_pl():
    k = sparkpost()
    return "name-context", (f"Cześć, klucz API SparkPost do wysyłki newslettera: {k} (tylko Transmissions: Read/Write)."), [k]


@T
def t_chat_it():
    k = g.mailchimp()
    return "self-identifying", (f"Ciao, per l'integrazione con lo shop usa questa API key di Mailchimp: {k} — poi la ruotiamo."), [k]


@T
def t_ticket():
    p = R.choice([wordpw(), g.s(B62, 16), legacy()])
    return "structural", (
        f"HELP-{R.randint(1000, 9999)} Bounces from Outlook after IP change\nSteps: logged into the PowerMTA web monitor http://pmta01:8080 as admin / {p}, "
        "queue shows 4.7.650 for outlook.com. Requesting warm-up plan."), [p]


@T
def t_hook_bash():
    k = g.sendgrid()
    payload = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
               "tool_input": {"command": f"curl -s https://api.sendgrid.com/v3/suppression/bounces?limit=20 -H 'Authorization: Bearer {k}' | jq '.[].email'",
                              "description": "List latest hard bounces"}}
    return "self-identifying", json.dumps(payload), [k]


@T
def t_hook_edit():
    p = R.choice([wordpw(), g.s(B62, 20)])
    payload = {"hook_event_name": "PostToolUse", "tool_name": "Edit",
               "tool_input": {"file_path": "/srv/app/config/mail.yml", "old_string": "password: ${SMTP_PASSWORD}",
                              "new_string": f"password: \"{p}\""}, "tool_response": {"success": True}}
    return "name-context", json.dumps(payload), [p]


@T
def t_hook_read_env():
    k = mandrill()
    k2 = g.hexs(32)
    content = f"MANDRILL_KEY={k}\nMAILGUN_WEBHOOK_SIGNING_KEY={k2}\nFROM_ADDRESS={addr()}\n"
    payload = {"tool_name": "Read", "tool_input": {"file_path": ".env.production"},
               "tool_response": {"type": "text", "file": {"filePath": ".env.production", "content": content, "numLines": 3}}}
    return "name-context", json.dumps(payload), [k, k2]


@T
def t_diff():
    k = klaviyo()
    return "name-context", (
        "diff --git a/integrations/klaviyo.py b/integrations/klaviyo.py\n@@ -1,5 +1,5 @@\n import requests\n"
        "-KLAVIYO_PRIVATE_KEY = os.environ[\"KLAVIYO_PRIVATE_KEY\"]\n"
        f"+KLAVIYO_PRIVATE_KEY = \"{k}\"  # TODO revert before merge\n"), [k]


@T
def t_notebook():
    k = g.hexs(32)
    return "name-context", (
        json.dumps({"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {}, "outputs": [],
                    "source": ["import zerobounce, pandas as pd\n", f"zb = zerobounce.ZeroBounceAPI('{k}')\n",
                               "df = pd.read_csv('list_export.csv')\n", "df['zb'] = df.email.map(lambda e: zb.validate(e).status)"]})), [k]


@T
def t_traceback():
    p = R.choice([wordpw(), legacy(), g.s(B62, 12)])
    return "structural", (
        "Traceback (most recent call last):\n  File \"send_digest.py\", line 41, in <module>\n    server.login(USER, PASSWORD)\n"
        "  File \"/usr/lib/python3.12/smtplib.py\", line 750, in login\n    raise last_exception\n"
        f"smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted')\n(locals) USER='{addr()}' PASSWORD='{p}'"), [p]


@T
def t_haraka():
    p = R.choice([wordpw(), g.s(B62, 16)])
    return "structural", (
        f"# haraka config/auth_flat_file.ini\n[core]\nmethods=PLAIN,LOGIN,CRAM-MD5\n\n[users]\ninjector={p}\n"), [p]


@T
def t_xml_cfg():
    p = R.choice([wordpw(), g.s(B62, 16)])
    return "name-context", (
        "<mailSettings>\n  <smtp deliveryMethod=\"Network\" from=\"" + addr() + "\">\n"
        f"    <network host=\"smtp.{dom()}\" port=\"587\" userName=\"relay\" password=\"{p}\" enableSsl=\"true\" />\n  </smtp>\n</mailSettings>"), [p]


@T
def t_hcl():
    s = g.hexs(32)
    return "name-context", (
        "resource \"mailgun_webhook\" \"bounce\" {\n  domain = \"" + dom() + "\"\n  kind   = \"permanent_fail\"\n  urls   = [\"https://hooks.example.net/mg\"]\n}\n\n"
        f"provider \"mailgun\" {{\n  api_key = \"{s}\"\n}}"), [s]


@T
def t_mandrill_json_body():
    k = mandrill()
    return "name-context", (
        json.dumps({"key": k, "message": {"from_email": addr(), "subject": "Your invoice", "to": [{"email": "c@example.com"}]},
                    "async": False}, indent=2)), [k]


@T
def t_pin_ticket():
    p = pin(6)
    return "name-context", (
        f"Validity (Return Path) account recovery: the support verification PIN for our Sender Score certification call is {p}."), [p]


# ---------------------------------------------------------------- clean templates
C = []


def CT(f):
    C.append(f)
    return f


@CT
def c_dmarc_xml():
    return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<feedback>\n  <report_metadata>\n    <org_name>google.com</org_name>\n"
            f"    <email>noreply-dmarc-support@google.com</email>\n    <report_id>{R.randint(10**18, 10**19)}</report_id>\n"
            f"    <date_range><begin>{1764892800 + R.randint(0, 9) * 86400}</begin><end>{1764979199}</end></date_range>\n  </report_metadata>\n"
            f"  <policy_published><domain>{dom().split('.', 1)[1]}</domain><adkim>r</adkim><aspf>r</aspf><p>quarantine</p><pct>100</pct></policy_published>\n"
            f"  <record><row><source_ip>198.51.100.{R.randint(1, 254)}</source_ip><count>{R.randint(1, 900)}</count>"
            "<policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>fail</spf></policy_evaluated></row></record>\n</feedback>")


@CT
def c_dkim_txt():
    return (f"{R.choice(['s1', 'k1', 'pm', 'mte1'])}._domainkey.{dom().split('.', 1)[1]}. 3600 IN TXT "
            f"\"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{g.b64(120).rstrip('=')}\" \"{g.b64(60).rstrip('=')}IDAQAB\"")


@CT
def c_dns_records():
    d = dom().split('.', 1)[1]
    return (f"{d}. TXT \"v=spf1 include:mailgun.org include:_spf.google.com -all\"\n_dmarc.{d}. TXT \"v=DMARC1; p=reject; rua=mailto:dmarc@{d}; ruf=mailto:dmarc-f@{d}; fo=1\"\n"
            f"_amazonses.{d}. TXT \"{g.b64(32)}\"\n{d}. TXT \"google-site-verification={g.s(URLSAFE, 43)}\"")


@CT
def c_headers():
    d = dom()
    return (f"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={d.split('.', 1)[1]}; s=pm; t={1764900000 + R.randint(0, 99999)};\n"
            f"\th=From:To:Subject:Date:Message-ID:List-Unsubscribe; bh={g.b64(32)};\n\tb={g.b64(96)}\n"
            f"Message-ID: <{g.uuid()}@{d}>\nX-Mailgun-Sid: {g.b64url(48)}\nFeedback-ID: {R.randint(1, 99)}:{R.randint(1000, 9999)}:newsletter:mailgun")


@CT
def c_ses_bounce():
    msg = {"notificationType": "Bounce", "bounce": {"bounceType": "Permanent", "bounceSubType": "General",
           "bouncedRecipients": [{"emailAddress": f"user{R.randint(1, 999)}@example.com", "status": "5.1.1", "diagnosticCode": "smtp; 550 5.1.1 user unknown"}],
           "feedbackId": f"0102019{g.hexs(9)}-{g.uuid()}-000000"}, "mail": {"messageId": f"0102019{g.hexs(9)}-{g.uuid()}-000000", "source": addr()}}
    return json.dumps({"Type": "Notification", "MessageId": g.uuid(), "TopicArn": "arn:aws:sns:eu-west-1:123456789012:ses-bounces",
                       "Message": json.dumps(msg), "Timestamp": "2026-12-01T09:12:44.018Z", "SignatureVersion": "1",
                       "Signature": g.b64(256), "SigningCertURL": f"https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-{g.hexs(32)}.pem"}, indent=1)


@CT
def c_mailgun_event():
    return json.dumps({"signature": {"timestamp": str(1764900000 + R.randint(0, 99999)), "token": g.hexs(50), "signature": g.hexs(64)},
                       "event-data": {"event": R.choice(["failed", "complained", "unsubscribed"]), "severity": "permanent",
                                      "recipient": f"x{R.randint(1, 999)}@example.org", "id": g.s(URLSAFE, 22),
                                      "message": {"headers": {"message-id": f"{g.hexs(16)}@{dom()}"}}}}, indent=1)


@CT
def c_postmark_bounce():
    return json.dumps({"RecordType": "Bounce", "ID": R.randint(10**9, 10**10), "Type": R.choice(["HardBounce", "SoftBounce", "SpamNotification"]),
                       "TypeCode": R.choice([1, 4096, 512]), "MessageID": g.uuid(), "ServerID": R.randint(10**6, 10**7),
                       "MessageStream": "broadcast", "Email": f"z{R.randint(1, 99)}@example.net", "From": addr(), "Inactive": True}, indent=1)


@CT
def c_sparkpost_event():
    return json.dumps([{"msys": {"message_event": {"type": "bounce", "bounce_class": str(R.choice([10, 25, 30, 50])),
                        "message_id": g.hexs(20), "transmission_id": str(R.randint(10**17, 10**18)), "rcpt_to": "bob@example.com",
                        "sending_ip": f"192.0.2.{R.randint(1, 254)}", "ip_pool": "warmup-pool"}}}])


@CT
def c_sendgrid_pubkey():
    return ("Event Webhook > Signature verification is on. Public key (used to verify X-Twilio-Email-Event-Webhook-Signature):\n"
            f"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{g.b64(48).rstrip('=')}==")


@CT
def c_mandrill_sig():
    return (f"POST /hooks/mandrill HTTP/1.1\nHost: {dom()}\nX-Mandrill-Signature: {g.b64(20)}\nContent-Type: application/x-www-form-urlencoded\n\n"
            f"mandrill_events=%5B%7B%22event%22%3A%22hard_bounce%22%2C%22_id%22%3A%22{g.hexs(32)}%22%7D%5D")


@CT
def c_unsubscribe():
    d = dom()
    return (f"List-Unsubscribe: <https://{d}/u/{g.b64url(24)}>, <mailto:unsub-{g.hexs(16)}@{d}>\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n"
            f"Precedence: bulk\nX-Campaign-Id: {R.randint(10**5, 10**6)}")


@CT
def c_env_example():
    return ("# .env.example\nMAIL_MAILER=smtp\nMAIL_HOST=smtp.mailgun.org\nMAIL_PORT=587\nMAIL_USERNAME=postmaster@your-domain\n"
            f"MAIL_PASSWORD=\nMAILGUN_SECRET=your-mailgun-key\nPOSTMARK_TOKEN=<server token>\nBREVO_API_KEY=xkeysib-...\nQUEUE_CONNECTION={R.choice(['redis', 'database'])}")


@CT
def c_mailchimp_ids():
    return json.dumps({"id": g.hexs(10), "web_id": R.randint(10**5, 10**6), "name": R.choice(["Newsletter DE", "Customers", "Waitlist"]),
                       "stats": {"member_count": R.randint(1000, 90000), "unsubscribe_count": R.randint(10, 900), "cleaned_count": R.randint(10, 900),
                                 "avg_sub_rate": R.randint(1, 20), "open_rate": round(R.random() * 60, 2)}, "double_optin": True,
                       "_links": [{"rel": "self", "href": f"https://us{R.randint(1, 21)}.api.mailchimp.com/3.0/lists/{g.hexs(10)}"}]}, indent=1)


@CT
def c_hygiene_csv():
    rows = ["email,status,sub_status,free_email,mx_found,did_you_mean,processed_at"]
    for _ in range(R.randint(3, 5)):
        rows.append(f"{R.choice(['jo', 'mi', 'ka', 'le'])}{R.randint(1, 999)}@{R.choice(['gmail.com', 'gmial.com', 'web.de', 'example.org'])},"
                    f"{R.choice(['valid', 'invalid', 'catch-all', 'spamtrap', 'abuse'])},{R.choice(['', 'mailbox_not_found', 'possible_typo'])},"
                    f"{R.choice(['true', 'false'])},true,,2026-12-0{R.randint(1, 3)} 10:{R.randint(10, 59)}:00")
    return "\n".join(rows)


@CT
def c_maillog():
    q = qid()
    return (f"Dec  2 07:1{R.randint(0, 9)}:02 mx1 postfix/smtp[{R.randint(1000, 9999)}]: {q}: to=<a{R.randint(1, 99)}@gmail.com>, relay=gmail-smtp-in.l.google.com[142.250.1.27]:25, "
            f"delay=0.8, status=sent (250 2.0.0 OK  {1764900000 + R.randint(0, 99999)} {g.s(LOW + DIG, 20)}-{g.s(LOW + DIG, 6)}.{R.randint(100, 999)} - gsmtp)\n"
            f"Dec  2 07:1{R.randint(0, 9)}:03 mx1 postfix/qmgr[812]: {q}: removed")


@CT
def c_arf():
    return ("Content-Type: message/feedback-report\n\nFeedback-Type: abuse\nUser-Agent: Yahoo!-Mail-Feedback/2.0\nVersion: 1\n"
            f"Original-Mail-From: <bounce-{g.hexs(12)}@{dom()}>\nArrival-Date: Tue, 01 Dec 2026 07:{R.randint(10, 59)}:00 +0000\n"
            f"Source-IP: 192.0.2.{R.randint(1, 254)}\nReported-Domain: {dom()}")


@CT
def c_tlsrpt():
    return json.dumps({"organization-name": "Microsoft Corporation", "date-range": {"start-datetime": "2026-11-30T00:00:00Z", "end-datetime": "2026-11-30T23:59:59Z"},
                       "report-id": f"{R.randint(10**17, 10**18)}+{dom().split('.', 1)[1]}",
                       "policies": [{"policy": {"policy-type": "sts", "policy-domain": dom().split('.', 1)[1], "mx-host": [f"mx1.{dom().split('.', 1)[1]}"]},
                                     "summary": {"total-successful-session-count": R.randint(100, 9999), "total-failure-session-count": R.randint(0, 9)}}]}, indent=1)


@CT
def c_gha():
    return ("jobs:\n  seed-test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ./scripts/seed-test.sh\n        env:\n"
            "          MAILGUN_API_KEY: ${{ secrets.MAILGUN_API_KEY }}\n          GLOCKAPPS_API_KEY: ${{ secrets.GLOCKAPPS_API_KEY }}\n"
            f"          SEED_LIST_ID: \"{R.randint(100, 999)}\"")


@CT
def c_k8s():
    name = R.choice(["SMTP_PASSWORD", "SENDGRID_API_KEY", "POSTMARK_SERVER_TOKEN", "SPARKPOST_API_KEY"])
    return (f"        - name: {name}\n          valueFrom:\n            secretKeyRef:\n              name: mailer-{R.choice(['prod', 'staging'])}\n"
            f"              key: {name.lower()}\n        - name: SMTP_HOST\n          value: smtp.{dom()}")


@CT
def c_prose():
    return R.choice([
        "If an SMTP password leaks, revoke the credential at the provider first, then check the sending logs for unknown IPs. Mailgun: Domain settings > SMTP credentials > Reset password.",
        "Postmark server tokens are per server; the account token can create servers, so keep it out of app configs entirely.",
        "Warm-up: start at 50 messages/day per IP and double every 2-3 days while complaint rate stays below 0.1%; watch Google Postmaster Tools domain reputation.",
        "Amazon SES SMTP passwords are derived from the IAM secret key with a version byte; you cannot use the secret access key directly as the SMTP password.",
        "Brevo keys starting with xkeysib- are for the API, xsmtpsib- for SMTP relay; both go in Vault under mail/brevo.",
    ]) + f" (KB-{R.randint(100, 999)})"


@CT
def c_chat():
    return R.choice([
        f"Nora: wo ist der Mailgun-Key?\nTim: in Vault unter secret/mail/mailgun-{R.randint(1, 9)}, bitte nicht hier posten.",
        f"Lucas: la clé SparkPost ?\nEmma: elle est dans 1Password, coffre « Delivrabilité ». Le sous-compte c'est {R.randint(100, 999)}.",
        f"Yuki: SESのSMTPパスワードはどこ？\nRen: Secrets Manager の mail/ses-smtp にあります。ここには貼らないで。",
        f"Ana: ¿dónde está el token de Postmark?\nLuis: en el gestor, entrada postmark/server-{R.randint(1, 9)}. El ServerID es {R.randint(10**6, 10**7)}.",
    ])


@CT
def c_warmup_stats():
    return (f"Warm-up report {dom()} (day {R.randint(3, 40)}):\n  sent: {R.randint(50, 2000)}\n  landed inbox: {R.randint(80, 99)}%\n  spam: {R.randint(0, 9)}%\n"
            f"  saved from spam: {R.randint(0, 40)}\n  reputation score: {R.randint(60, 100)}/100\n  campaign id: {g.uuid()}")


@CT
def c_tracking_pixel():
    return (f"<img src=\"https://{dom()}/o/{g.b64url(36)}\" width=\"1\" height=\"1\" alt=\"\" />\n"
            f"<a href=\"https://{dom()}/c/{g.b64url(30)}?u={R.randint(10**6, 10**7)}\">View in browser</a>")


@CT
def c_lockfile():
    pkg = R.choice(["nodemailer", "@sendgrid/mail", "mailgun.js", "postmark", "@getbrevo/brevo"])
    return (f"\"node_modules/{pkg}\": {{\n  \"version\": \"{R.randint(1, 8)}.{R.randint(0, 9)}.{R.randint(0, 20)}\",\n  \"resolved\": \"https://registry.npmjs.org/{pkg}/-/x.tgz\",\n"
            f"  \"integrity\": \"sha512-{g.b64(64)}\"\n}}")


@CT
def c_dkim_check():
    return (f"$ opendkim-testkey -d {dom().split('.', 1)[1]} -s {R.choice(['s1', 'mail', 'pm'])} -vvv\nopendkim-testkey: using default configfile /etc/opendkim.conf\n"
            "opendkim-testkey: key secure\nopendkim-testkey: key OK\n"
            f"$ sha256sum /etc/opendkim/keys/*.txt\n{g.sha256()}  /etc/opendkim/keys/mail.txt")


@CT
def c_pubkey_pem():
    return ("-----BEGIN PUBLIC KEY-----\n" + "\n".join(g.b64(48) for _ in range(5)) + "\n" + g.b64(10)
            + "\n-----END PUBLIC KEY-----\n(DKIM public half; publish as the p= tag)")


@CT
def c_postmark_sent():
    return json.dumps({"To": "receiver@example.com", "SubmittedAt": "2026-12-01T09:02:11.7512Z", "MessageID": g.uuid(), "ErrorCode": 0, "Message": "OK"})


@CT
def c_brevo_campaign():
    return json.dumps({"id": R.randint(10, 999), "name": f"Advent {R.randint(1, 24)}", "type": "classic", "status": "sent", "sender": {"id": R.randint(1, 9), "email": addr()},
                       "templateId": R.randint(10, 300), "recipients": {"lists": [R.randint(1, 50)]}, "statistics": {"globalStats": {"uniqueClicks": R.randint(0, 900), "hardBounces": R.randint(0, 40)}}}, indent=1)


@CT
def c_smtp_no_auth():
    return (f"$ swaks --to seed@glockapps.com --from {addr()} --server mx.{dom().split('.', 1)[1]} --port 25\n=== Trying mx:25...\n"
            f"<-  250-STARTTLS\n<-  250 SIZE 52428800\n -> MAIL FROM:<{addr()}>\n<-  250 2.1.0 Ok\n<-  250 2.0.0 Ok: queued as {qid()}")


@CT
def c_pmta_acct():
    return "\n".join(["type,timeLogged,orig,rcpt,dsnAction,dsnStatus,vmta,jobId"] + [
        f"b,2026-12-01 0{R.randint(0, 9)}:{R.randint(10, 59)}:00+0000,{addr()},u{R.randint(1, 999)}@yahoo.com,failed,5.7.1 (delivery not authorized),vmta-ip{R.randint(1, 8)},{g.hexs(12)}"
        for _ in range(3)])


@CT
def c_b64_test():
    s = f"From: a@b.test\r\nTo: c@d.test\r\nSubject: fixture {R.randint(1, 999)}\r\n\r\nhello"
    return f"def test_parse_mime():\n    raw = base64.b64decode(\"{b64s(s)}\")\n    assert parse(raw).subject.startswith('fixture')"


@CT
def c_git_log():
    return "\n".join(f"{g.hexs(40)[:12]} {m}" for m in R.sample([
        "bounces: treat 4.7.650 as soft", "dmarc: parse gzip rua", "warmup: cap at 2x per 48h", "mailer: move SMTP creds to Vault",
        "hygiene: skip role accounts", "ses: handle Complaint subtype", "postmark: split broadcast stream"], 4))


@CT
def c_docs():
    return ("## Configuring SMTP\nSet `SMTP_USER` and `SMTP_PASSWORD` in the environment; never commit them.\n```yaml\nsmtp:\n  host: smtp.example.com\n"
            f"  user: ${{SMTP_USER}}\n  password: ${{SMTP_PASSWORD}}\n  port: {R.choice([587, 465, 2525])}\n```")


@CT
def c_hook_ls():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": "ls -la /etc/opendkim/keys/"},
                       "tool_response": {"stdout": f"total 16\n-rw------- 1 opendkim opendkim 1679 Dec  1 {R.randint(10, 23)}:02 mail.private\n-rw-r--r-- 1 opendkim opendkim  510 Dec  1 10:02 mail.txt", "exit_code": 0}})


@CT
def c_mtasts():
    return f"version: STSv1\nmode: enforce\nmx: mx1.{dom().split('.', 1)[1]}\nmx: mx2.{dom().split('.', 1)[1]}\nmax_age: {R.choice([86400, 604800, 1209600])}\n# _mta-sts TXT: v=STSv1; id={R.randint(10**13, 10**14)}"


@CT
def c_bimi():
    d = dom().split('.', 1)[1]
    return f"default._bimi.{d}. TXT \"v=BIMI1; l=https://{d}/brand/logo.svg; a=https://{d}/brand/vmc.pem\"\n# VMC serial {g.hexs(32).upper()}"


@CT
def c_suppression_export():
    return "\n".join(["email,reason,created"] + [f"{g.hexs(8)}@example.com,{R.choice(['hard_bounce', 'spam_complaint', 'unsubscribe'])},{1764000000 + R.randint(0, 10**6)}" for _ in range(4)])


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
