"""Blind redaction source "maildns" (round 9): e-mail / SMTP and DNS / registrar / ACME.

Postfix relayhost + sasl_passwd, msmtprc, muttrc / neomutt, mbsync, offlineimap, fetchmail, aerc, imapsync, swaks and
openssl s_client SMTP transcripts, Dovecot passwd files, Exim, nodemailer / PHPMailer / Django / Rails / Spring mail
settings, SES SMTP, Postmark, SparkPost, Mailjet, Brevo, Resend, Mailtrap, Gmail app passwords, OpenDKIM keys;
certbot DNS plugin ini files, acme.sh account.conf, lego env, Caddy / Traefik DNS challenge, external-dns,
Cloudflare (global key, API tokens), Route 53, Namecheap, GoDaddy, Gandi, Porkbun, Hetzner DNS, OVH, Linode,
DigitalOcean, DuckDNS, ddclient, No-IP, nsupdate / BIND TSIG and rndc keys, PowerDNS API, octoDNS / dnscontrol
creds; configs, command lines and their output, logs, chat pastes, agent tool-call JSON. Every value is random
(seeded) and made up. Written 2026-12-02 by the helper "corpora".
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "maildns"
g = Gen(90903)
SECRET_T: list = []
CLEAN_T: list = []
LOW = string.ascii_lowercase
LOWD = string.ascii_lowercase + string.digits


def sec(cls):
    def deco(fn):
        SECRET_T.append((cls, fn))
        return fn
    return deco


def clean(fn):
    CLEAN_T.append(fn)
    return fn


DOMS = ["fernhill.org", "lattice-labs.io", "brambleworks.net", "kovac.dev", "oakridge-clinic.com", "minty.coffee",
        "saltpeter.eu", "hazelnut.studio", "ivorygate.co.uk", "pinecrest.school", "alderbank.de", "quartzline.fr"]
USERS = ["noreply", "alerts", "billing", "jane", "ops", "postmaster", "newsletter", "it", "marek", "sofia"]


def dom():
    return g.pick(DOMS)


def addr():
    return f"{g.pick(USERS)}@{dom()}"


def cf_token():
    return g.s(URLSAFE, 40)


def cf_global():
    return g.hexs(37)


def ses_smtp_pw():
    return "B" + g.s(B62 + "+/", 43)


def app_pw():
    return " ".join(g.s(LOW, 4) for _ in range(4)) if g.r.random() < .5 else g.s(LOW, 16)


def brevo():
    return "xkeysib-" + g.hexs(64) + "-" + g.s(B62, 16)


def resend():
    return "re_" + g.s(B62, 8) + "_" + g.s(B62, 24)


def porkbun_sk():
    return "sk1_" + g.hexs(64)


def tsig():
    return g.b64(g.pick([32, 64]))


def hetzner():
    return g.s(B62, 32)


def d(obj) -> str:
    return json.dumps(obj, indent=2)


# ---------------------------------------------------------------- self-identifying
@sec("self-identifying")
def dkim_key(_):
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    sel = g.pick(["mail", "s1", "default", "2026"])
    return (f"$ sudo cat /etc/opendkim/keys/{dom()}/{sel}.private\n{block}\n"), line


@sec("self-identifying")
def sendgrid_smtp(_):
    k = g.sendgrid()
    return (f"# /etc/postfix/sasl_passwd\n[smtp.sendgrid.net]:587 apikey:{k}\n"), k


@sec("self-identifying")
def sendgrid_django(_):
    k = g.sendgrid()
    return (f"EMAIL_BACKEND = 'django.core.mail.backends.smtp.EmailBackend'\nEMAIL_HOST = 'smtp.sendgrid.net'\nEMAIL_HOST_USER = 'apikey'\n"
            f"EMAIL_HOST_PASSWORD = '{k}'\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nDEFAULT_FROM_EMAIL = '{addr()}'\n"), k


@sec("self-identifying")
def mailgun_curl(_):
    k = g.mailgun()
    return (f"$ curl -s --user 'api:{k}' https://api.eu.mailgun.net/v3/mg.{dom()}/messages -F from='{addr()}' -F to=test@{dom()} -F subject=test -F text=hi\n"
            f"{{\"id\":\"<{g.r.randint(10**13, 10**14)}.{g.hexs(16)}@mg.{dom()}>\",\"message\":\"Queued. Thank you.\"}}\n"), k


@sec("self-identifying")
def brevo_env(_):
    k = brevo()
    return f"BREVO_API_KEY={k}\nNEWSLETTER_LIST_ID={g.r.randint(2, 90)}\nSENDER_EMAIL={addr()}\n", k


@sec("self-identifying")
def resend_ts(_):
    k = resend()
    return (f"import {{ Resend }} from 'resend';\n\nconst resend = new Resend('{k}');\n\nawait resend.emails.send({{\n  from: 'Acme <{addr()}>',\n"
            f"  to: ['{addr()}'],\n  subject: 'Your login link',\n  html: body,\n}});\n"), k


@sec("self-identifying")
def mailchimp_py(_):
    k = g.mailchimp()
    return (f"client = MailchimpMarketing.Client()\nclient.set_config({{\"api_key\": \"{k}\", \"server\": \"{k.rsplit('-', 1)[1]}\"}})\n"
            f"print(client.ping.get())\n"), k


@sec("self-identifying")
def ses_aws_creds(_):
    k = g.aws_akid()
    return (f"# SES SMTP user \"ses-smtp-user.20261130-101502\" (IAM)\nSMTP username: {k}\nSMTP password: see 1Password item 'SES SMTP prod'\n"
            f"SMTP endpoint: email-smtp.eu-west-1.amazonaws.com:587\n"), k


@sec("self-identifying")
def route53_certbot(_):
    k = g.aws_akid()
    return (f"$ AWS_ACCESS_KEY_ID={k} AWS_SECRET_ACCESS_KEY=\"$(pass aws/route53)\" certbot certonly --dns-route53 -d '*.{dom()}' -d {dom()}\n"
            f"Saving debug log to /var/log/letsencrypt/letsencrypt.log\nRequesting a certificate for *.{dom()} and {dom()}\n"), k


@sec("self-identifying")
def do_dns(_):
    t = g.digitalocean()
    return (f"# ~/.secrets/certbot/digitalocean.ini\ndns_digitalocean_token = {t}\n"), t


@sec("self-identifying")
def porkbun_json(_):
    sk = porkbun_sk()
    return (d({"apikey": "pk1_" + g.hexs(64), "secretapikey": sk, "content": "203.0.113.7", "ttl": "600"}) + "\n"), sk


@sec("self-identifying")
def gh_dnscontrol(_):
    t = g.gh_classic()
    return (f"# .github/workflows/dns.yml (excerpt)\n      - run: dnscontrol push\n        env:\n          CLOUDFLARE_API_TOKEN: ${{{{ secrets.CF_TOKEN }}}}\n"
            f"          GITHUB_TOKEN: {t}\n"), t


@sec("self-identifying")
def slack_dmarc(_):
    h = g.slack_webhook()
    return (f"#!/bin/sh\n# parse-dmarc.sh: post failing DMARC aggregates to #mail-ops\nWEBHOOK={h}\n"
            f"python3 dmarc_summary.py /var/mail/dmarc | curl -s -X POST -H 'Content-type: application/json' --data @- \"$WEBHOOK\"\n"), h.rsplit("/", 1)[1]


@sec("self-identifying")
def google_gmail_oauth(_):
    t = g.google_refresh()
    return (f"# ~/.config/aerc/accounts.conf\n[Work]\nsource   = imaps+oauthbearer://{addr()}@imap.gmail.com?token_endpoint=https://oauth2.googleapis.com/token&client_id=xxx\n"
            f"outgoing = smtps+oauthbearer://{addr()}@smtp.gmail.com\n# refresh token (from oauth2.py --generate_oauth2_token): {t}\n"), t


@sec("self-identifying")
def postmark_agent(_):
    k = g.sendgrid()
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": "env | grep -i mail"},
                       "tool_response": {"stdout": f"MAIL_FROM={addr()}\nMAIL_PROVIDER=sendgrid\nSENDGRID_KEY={k}\n", "stderr": ""}}), k


@sec("self-identifying")
def tsig_keyfile_pem(_):
    block, line = g.pem("EC PRIVATE KEY")
    return (f"Private key for the mail relay cert (mx1.{dom()}), from /etc/ssl/private/mx1.key:\n{block}\n"), line


# ---------------------------------------------------------------- name-context
@sec("name-context")
def msmtprc(_):
    p = g.pw() if g.r.random() < .6 else app_pw()
    d0, u = dom(), g.pick(USERS)
    return (f"defaults\nauth on\ntls on\ntls_trust_file /etc/ssl/certs/ca-certificates.crt\nlogfile ~/.msmtp.log\n\naccount {d0.split('.')[0]}\n"
            f"host smtp.{d0}\nport 587\nfrom {u}@{d0}\nuser {u}@{d0}\npassword {p}\n\naccount default : {d0.split('.')[0]}\n"), p


@sec("name-context")
def muttrc_pass(_):
    p = g.pw()
    return (f"set imap_user = \"{addr()}\"\nset imap_pass = \"{p}\"\nset folder = \"imaps://mail.{dom()}:993\"\nset spoolfile = \"+INBOX\"\n"
            f"set smtp_url = \"smtp://{addr().split('@')[0]}@mail.{dom()}:587/\"\n"), p


@sec("name-context")
def mbsyncrc(_):
    p = app_pw()
    return (f"IMAPAccount gmail\nHost imap.gmail.com\nUser {addr()}\nPass \"{p}\"\nSSLType IMAPS\n\nIMAPStore gmail-remote\nAccount gmail\n"), p


@sec("name-context")
def offlineimap(_):
    p = g.pw()
    return (f"[Repository Remote]\ntype = IMAP\nremotehost = outlook.office365.com\nremoteuser = {addr()}\nremotepass = {p}\nsslcacertfile = OS-DEFAULT\n"), p


@sec("name-context")
def fetchmailrc(_):
    p = g.pw()
    return (f"poll pop.{dom()} proto pop3 port 995\n  user \"{addr()}\" there with password \"{p}\" is \"{g.pick(USERS)}\" here\n  ssl keep\n"), p


@sec("name-context")
def imapsync(_):
    p = g.pw()
    return (f"$ imapsync --host1 mail.old-host.net --user1 {addr()} --password1 '{p}' \\\n"
            f"           --host2 outlook.office365.com --user2 {addr()} --passfile2 /root/.m365pass --automap\n"
            f"Host1: IMAP server [mail.old-host.net] port [993] user [{addr()}]\n"), p


@sec("name-context")
def swaks_flag(_):
    p = g.pw()
    return (f"$ swaks --to {addr()} --from {addr()} --server smtp.{dom()}:587 -tls --auth LOGIN --auth-user {addr()} --auth-password '{p}'\n"
            f"=== Trying smtp.{dom()}:587...\n=== Connected to smtp.{dom()}.\n<-  220 smtp.{dom()} ESMTP Postfix\n"), p


@sec("name-context")
def nodemailer(_):
    p = g.pw() if g.r.random() < .6 else app_pw()
    return (f"const transporter = nodemailer.createTransport({{\n  host: 'smtp.gmail.com',\n  port: 465,\n  secure: true,\n"
            f"  auth: {{\n    user: '{addr()}',\n    pass: '{p}',\n  }},\n}});\n"), p


@sec("name-context")
def phpmailer(_):
    p = g.pw()
    return (f"$mail = new PHPMailer(true);\n$mail->isSMTP();\n$mail->Host       = 'smtp.{dom()}';\n$mail->SMTPAuth   = true;\n"
            f"$mail->Username   = '{addr()}';\n$mail->Password   = '{p}';\n$mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;\n$mail->Port       = 587;\n"), p


@sec("name-context")
def rails_smtp(_):
    p = ses_smtp_pw()
    return (f"config.action_mailer.smtp_settings = {{\n  address: 'email-smtp.us-east-1.amazonaws.com',\n  port: 587,\n"
            f"  user_name: ENV['SES_SMTP_USER'],\n  password: '{p}',\n  authentication: :login,\n  enable_starttls_auto: true\n}}\n"), p


@sec("name-context")
def spring_mail(_):
    p = g.pw()
    return (f"spring.mail.host=smtp.office365.com\nspring.mail.port=587\nspring.mail.username={addr()}\nspring.mail.password={p}\n"
            f"spring.mail.properties.mail.smtp.starttls.enable=true\n"), p


@sec("name-context")
def postmark_env(_):
    k = g.uuid()
    return (f"POSTMARK_SERVER_TOKEN={k}\nPOSTMARK_MESSAGE_STREAM=outbound\nMAIL_FROM={addr()}\n"), k


@sec("name-context")
def sparkpost(_):
    k = g.hexs(40)
    return f"SPARKPOST_API_KEY={k}\nSPARKPOST_API_ENDPOINT=https://api.eu.sparkpost.com\n", k


@sec("name-context")
def mailjet(_):
    s = g.hexs(32)
    return (f"MJ_APIKEY_PUBLIC={g.hexs(32)}\nMJ_APIKEY_PRIVATE={s}\n"), s


@sec("name-context")
def mailtrap(_):
    k = g.hexs(32)
    return (f"MAILTRAP_API_TOKEN={k}\nMAILTRAP_INBOX_ID={g.r.randint(10**6, 10**7)}\n"), k


@sec("name-context")
def dovecot_passwd(_):
    p = g.pw()
    return (f"# /etc/dovecot/users\n{addr()}:{{PLAIN}}{p}:5000:5000::/var/vmail/{dom()}/{g.pick(USERS)}\n"), p


@sec("name-context")
def certbot_cf(_):
    t = cf_token()
    return (f"# Cloudflare API token used by Certbot\ndns_cloudflare_api_token = {t}\n"), t


@sec("name-context")
def certbot_cf_global(_):
    k = cf_global()
    return (f"$ cat /etc/letsencrypt/cloudflare.ini\ndns_cloudflare_email = {addr()}\ndns_cloudflare_api_key = {k}\n"), k


@sec("name-context")
def acmesh_account(_):
    t = cf_token()
    return (f"$ cat ~/.acme.sh/account.conf\nLOG_FILE='/root/.acme.sh/acme.sh.log'\nAUTO_UPGRADE='1'\nSAVED_CF_Token='{t}'\nSAVED_CF_Account_ID='{g.hexs(32)}'\n"
            f"USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin'\n"), t


@sec("name-context")
def lego_env(_):
    t = g.s(B62, 24)
    return (f"$ GANDIV5_PERSONAL_ACCESS_TOKEN={t} lego --email {addr()} --dns gandiv5 --domains '*.{dom()}' run\n"
            f"2026/11/30 10:11:02 [INFO] [*.{dom()}] acme: Obtaining bundled SAN certificate\n"), t


@sec("name-context")
def caddy_dns(_):
    t = cf_token()
    return (f"{{\n\temail {addr()}\n\tacme_dns cloudflare {t}\n}}\n\n*.{dom()} {{\n\treverse_proxy 127.0.0.1:8080\n}}\n"), t


@sec("name-context")
def traefik_env(_):
    k = hetzner()
    return (f"services:\n  traefik:\n    image: traefik:v3.1\n    environment:\n      - HETZNER_API_KEY={k}\n    command:\n"
            f"      - --certificatesresolvers.le.acme.dnschallenge.provider=hetzner\n"), k


@sec("name-context")
def external_dns(_):
    t = cf_token()
    return (f"$ helm upgrade --install external-dns external-dns/external-dns --set provider.name=cloudflare "
            f"--set env[0].name=CF_API_TOKEN --set env[0].value={t} --set domainFilters={{{dom()}}}\n"), t


@sec("name-context")
def ddclient(_):
    p = g.pw()
    return (f"# /etc/ddclient.conf\ndaemon=300\nssl=yes\nuse=web, web=checkip.dynu.com/\nprotocol=dyndns2\nserver=api.dynu.com\n"
            f"login={g.pick(USERS)}\npassword='{p}'\nhome.{dom()}\n"), p


@sec("name-context")
def tsig_keyfile(_):
    s = tsig()
    return (f"key \"ddns-update\" {{\n\talgorithm hmac-sha256;\n\tsecret \"{s}\";\n}};\n\nzone \"{dom()}\" {{\n\ttype primary;\n"
            f"\tfile \"/var/lib/bind/{dom()}.zone\";\n\tallow-update {{ key \"ddns-update\"; }};\n}};\n"), s


@sec("name-context")
def rndc(_):
    s = tsig()
    return (f"$ sudo cat /etc/bind/rndc.key\nkey \"rndc-key\" {{\n\talgorithm hmac-sha256;\n\tsecret \"{s}\";\n}};\n"), s


@sec("name-context")
def namecheap_cfg(_):
    k = g.hexs(32)
    return (f"namecheap:\n  api_user: {g.pick(USERS)}\n  api_key: {k}\n  client_ip: 198.51.100.{g.r.randint(2, 250)}\n  sandbox: false\n"), k


@sec("name-context")
def ovh_conf(_):
    s = g.s(LOWD, 32)
    return (f"[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key={g.s(LOWD, 16)}\napplication_secret={s}\nconsumer_key=${{OVH_CONSUMER_KEY}}\n"), s


@sec("name-context")
def linode_octodns(_):
    t = g.hexs(64)
    return (f"providers:\n  config:\n    class: octodns.provider.yaml.YamlProvider\n    directory: ./zones\n  linode:\n"
            f"    class: octodns_linode.LinodeProvider\n    token: {t}\n"), t


@sec("name-context")
def powerdns_conf(_):
    k = g.machine_pw()
    return (f"# /etc/powerdns/pdns.conf\nlaunch=gpgsql\ngpgsql-host=127.0.0.1\ngpgsql-password=${{PDNS_DB_PASSWORD}}\napi=yes\napi-key={k}\nwebserver-address=127.0.0.1\n"), k


@sec("name-context")
def exim_passwd(_):
    p = g.pw()
    return (f"# /etc/exim4/passwd.client\n# target.mail.server.example:login:password\n*.{dom()}:{g.pick(USERS)}:{p}\n"), p


@sec("name-context")
def chat_app_password(_):
    p = app_pw()
    return (f"[09:12] {g.pick(USERS)}: gmail keeps rejecting the smtp login for the alerts box\n[09:13] {g.pick(USERS)}: use an app password, I made one: "
            f"{p}\n[09:13] {g.pick(USERS)}: thx, works\n"), p


@sec("name-context")
def roundcube(_):
    k = g.s(B62, 24)
    return (f"<?php\n$config['db_dsnw'] = getenv('ROUNDCUBE_DSN');\n$config['imap_host'] = 'ssl://mail.{dom()}:993';\n$config['des_key'] = '{k}';\n"
            f"$config['plugins'] = ['archive', 'zipdownload'];\n"), k


# ---------------------------------------------------------------- structural
@sec("structural")
def sasl_passwd(_):
    p = g.pw()
    return (f"# /etc/postfix/sasl_passwd\n[smtp.{dom()}]:587 {addr()}:{p}\n"), p


@sec("structural")
def smtp_url_userinfo(_):
    p = g.pw()
    u = addr().replace("@", "%40")
    return (f"MAIL_URL=smtps://{u}:{p}@smtp.{dom()}:465\n"), p


@sec("structural")
def auth_plain_transcript(_):
    raw = f"\0{addr()}\0{g.pw()}"
    b = base64.b64encode(raw.encode()).decode()
    return (f"$ openssl s_client -starttls smtp -connect smtp.{dom()}:587 -crlf -quiet\n250 SMTPUTF8\nEHLO test\n250-smtp.{dom()}\n250-AUTH PLAIN LOGIN\n"
            f"AUTH PLAIN {b}\n235 2.7.0 Authentication successful\n"), b


@sec("structural")
def auth_login_transcript(_):
    pw = g.pw()
    b = base64.b64encode(pw.encode()).decode()
    return (f" -> AUTH LOGIN\n<-  334 VXNlcm5hbWU6\n -> {base64.b64encode(addr().encode()).decode()}\n<-  334 UGFzc3dvcmQ6\n -> {b}\n"
            f"<-  235 2.7.0 Authentication successful\n"), b


@sec("structural")
def cf_bearer(_):
    t = cf_token()
    return (f"$ curl -s \"https://api.cloudflare.com/client/v4/zones/{g.hexs(32)}/dns_records?type=A\" -H \"Authorization: Bearer {t}\" | jq .result[].name\n"), t


@sec("structural")
def cf_x_auth_key(_):
    k = cf_global()
    return (f"curl -X GET \"https://api.cloudflare.com/client/v4/zones?name={dom()}\" \\\n     -H \"X-Auth-Email: {addr()}\" \\\n"
            f"     -H \"X-Auth-Key: {k}\" \\\n     -H \"Content-Type: application/json\"\n"), k


@sec("structural")
def godaddy(_):
    s = g.s(B62, 22)
    return (f"curl -X PUT \"https://api.godaddy.com/v1/domains/{dom()}/records/A/home\" -H \"Authorization: sso-key {g.s(B62, 34)}_{g.s(B62, 22)}:{s}\" "
            f"-H 'Content-Type: application/json' -d '[{{\"data\":\"203.0.113.9\",\"ttl\":600}}]'\n"), s


@sec("structural")
def duckdns(_):
    t = g.uuid()
    return (f"*/5 * * * * curl -s \"https://www.duckdns.org/update?domains={g.s(LOW, 8)}&token={t}&ip=\" >/var/log/duck.log 2>&1\n"), t


@sec("structural")
def namecheap_query(_):
    k = g.hexs(32)
    return (f"GET https://api.namecheap.com/xml.response?ApiUser={g.pick(USERS)}&ApiKey={k}&UserName={g.pick(USERS)}&Command=namecheap.domains.dns.getHosts"
            f"&ClientIp=198.51.100.4&SLD={dom().split('.')[0]}&TLD={dom().split('.', 1)[1]}\n"), k


@sec("structural")
def noip_userinfo(_):
    p = g.pw()
    return (f"$ curl \"https://{g.pick(USERS)}:{p}@dynupdate.no-ip.com/nic/update?hostname=home.{dom()}&myip=203.0.113.44\"\ngood 203.0.113.44\n"), p


@sec("structural")
def pdns_header(_):
    k = g.machine_pw()
    return (f"curl -s -H 'X-API-Key: {k}' http://127.0.0.1:8081/api/v1/servers/localhost/zones/{dom()}. | jq '.rrsets | length'\n"), k


@sec("structural")
def nsupdate_y(_):
    s = tsig()
    return (f"$ nsupdate -y hmac-sha256:ddns-update:{s} <<EOF\nserver ns1.{dom()}\nupdate add home.{dom()} 300 A 203.0.113.80\nsend\nEOF\n"), s


@sec("structural")
def mail_pw_pair(_):
    p = g.pw()
    return (f"Mailbox created for the new hire:\n  login: {addr()}\n  password: {p}\n  webmail: https://mail.{dom()}/\n"
            f"Please change it at first login.\n"), p


@sec("structural")
def imap_url_log(_):
    p = g.pw()
    return (f"2026-11-30 06:00:01 ERROR mailfetch: cannot connect to imaps://{g.pick(USERS)}:{p}@imap.{dom()}:993/INBOX: [AUTHENTICATIONFAILED] Invalid credentials (Failure)\n"), p


# ---------------------------------------------------------------- clean
@clean
def c_dkim_txt(_):
    return (f"s1._domainkey.{dom()}. 3600 IN TXT \"v=DKIM1; k=rsa; \" \"p={g.b64(162)}\" \"{g.b64(60)}\"\n")


@clean
def c_spf_dmarc(_):
    return (f"{dom()}. 300 IN TXT \"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"\n_dmarc.{dom()}. 300 IN TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@{dom()}\"\n"
            f"{dom()}. 300 IN TXT \"google-site-verification={g.s(URLSAFE, 43)}\"\n")


@clean
def c_acme_challenge(_):
    return (f"$ dig +short TXT _acme-challenge.{dom()}\n\"{g.b64url(32)}\"\n\"{g.b64url(32)}\"\n")


@clean
def c_dnssec(_):
    return (f"{dom()}. 3600 IN DNSKEY 257 3 13 {g.b64(64)}\n{dom()}. 3600 IN DS {g.r.randint(1000, 65000)} 13 2 {g.hexs(64).upper()}\n")


@clean
def c_dkim_sig_header(_):
    return (f"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={dom()}; s=s1; t={g.r.randint(1700000000, 1770000000)};\n"
            f"\tbh={g.b64(32)};\n\th=From:To:Subject:Date:Message-ID;\n\tb={g.b64(128)}\n"
            f"Message-ID: <{g.uuid()}@{dom()}>\n")


@clean
def c_postfix_log(_):
    return (f"Nov 30 06:12:44 mx1 postfix/smtp[{g.r.randint(1000, 40000)}]: {g.hexs(10).upper()}: to=<{addr()}>, relay=smtp.sendgrid.net[167.89.115.{g.r.randint(1, 250)}]:587, "
            f"delay=0.9, dsn=2.0.0, status=sent (250 Ok: queued as {g.s(URLSAFE, 22)})\n")


@clean
def c_msmtp_passcmd(_):
    return (f"account work\nhost smtp.{dom()}\nport 587\nfrom {addr()}\nuser {addr()}\npasswordeval \"pass show mail/{dom()}\"\n")


@clean
def c_mbsync_passcmd(_):
    return (f"IMAPAccount work\nHost imap.{dom()}\nUser {addr()}\nPassCmd \"secret-tool lookup service imap user {addr()}\"\nSSLType IMAPS\n")


@clean
def c_certbot_placeholder(_):
    return ("# /etc/letsencrypt/cloudflare.ini — template, real file is written by Ansible from Vault\n"
            "dns_cloudflare_api_token = {{ vault_cf_dns_token }}\n")


@clean
def c_env_refs(_):
    return ("SMTP_HOST=smtp.office365.com\nSMTP_USER=${SMTP_USER}\nSMTP_PASSWORD=${SMTP_PASSWORD:?}\nCF_API_TOKEN_FILE=/run/secrets/cf_token\n")


@clean
def c_dovecot_hash(_):
    return (f"{addr()}:{{SHA512-CRYPT}}$6${g.s(B62 + './', 16)}${g.s(B62 + './', 86)}::::::\n")


@clean
def c_ses_ids(_):
    return (f"SES send ok: MessageId={g.hexs(16)}-{g.uuid()}-000000 RequestId={g.uuid()}\nmailgun: id=<{g.r.randint(10**13, 10**14)}.{g.hexs(16)}@mg.{dom()}>\n")


@clean
def c_tlsa(_):
    return (f"_25._tcp.mx1.{dom()}. 3600 IN TLSA 3 1 1 {g.hexs(64)}\nmx1.{dom()}. 3600 IN A 203.0.113.25\n")


@clean
def c_prose(_):
    return ("For Gmail SMTP you need an app password (Google Account > Security > App passwords) once 2FA is on; your normal "
            "password will be rejected with 535 5.7.8. Store the app password in the secret store, not in the repo.\n")


@clean
def c_cf_zone_ids(_):
    return (f"zone_id = \"{g.hexs(32)}\"\naccount_id = \"{g.hexs(32)}\"\nrecord_id = \"{g.hexs(32)}\"\n# api token read from CLOUDFLARE_API_TOKEN\n")


@clean
def c_masked_log(_):
    return (f"[mailer] connecting smtp://{addr().replace('@', '%40')}:****@smtp.{dom()}:587 (password hidden)\n[mailer] 235 Authentication successful\n")


@clean
def c_swaks_prompt(_):
    return (f"$ swaks --to {addr()} --server smtp.{dom()}:587 -tls --auth-user {addr()} --auth-password\nPassword: \n=== Trying smtp.{dom()}:587...\n")


@clean
def c_rndc_confgen_help(_):
    return ("$ rndc-confgen -h\nUsage:\n rndc-confgen [-a [-c keyfile]] [-A algorithm] [-b keysize] [-h] [-k keyname] [-p port] [-q] [-s addr] [-t chrootdir] [-u user]\n"
            "  -a:\t\t read or create rndc.key file\n  -k keyname:\t the name as it will be used  in named.conf and rndc.conf\n")


@clean
def c_tsig_ref(_):
    return (f"include \"/etc/bind/ddns.key\";\nzone \"{dom()}\" {{ type primary; file \"/var/lib/bind/{dom()}.zone\"; allow-update {{ key \"ddns-update\"; }}; }};\n")


@clean
def c_agent_read(_):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/etc/postfix/main.cf"},
                       "tool_response": {"file": {"content": f"myhostname = mx1.{dom()}\nrelayhost = [smtp.sendgrid.net]:587\nsmtp_sasl_auth_enable = yes\n"
                                                             "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_sasl_security_options = noanonymous\n"}}})


@clean
def c_arc(_):
    return (f"ARC-Seal: i=1; a=rsa-sha256; t={g.r.randint(1700000000, 1770000000)}; cv=none; d=google.com; s=arc-20240605;\n\tb={g.b64(128)}\n"
            f"ARC-Message-Signature: i=1; a=rsa-sha256; c=relaxed/relaxed; d=google.com; s=arc-20240605;\n\tbh={g.b64(32)}\n")


@clean
def c_zone_serial(_):
    return (f"$TTL 3600\n@ IN SOA ns1.{dom()}. hostmaster.{dom()}. ( {g.r.randint(2026110100, 2026113099)} 7200 3600 1209600 3600 )\n"
            f"@ IN MX 10 mx1.{dom()}.\nmx1 IN A 203.0.113.25\nhome IN CNAME {g.s(LOW, 8)}.duckdns.org.\n")


@clean
def c_chat_rotate(_):
    return (f"[16:20] {g.pick(USERS)}: rotated the cloudflare dns token, the old one is revoked; new one is in vault at kv/dns/cloudflare\n"
            f"[16:21] {g.pick(USERS)}: external-dns picked it up after the pod restart\n")


@clean
def c_b64_attachment(_):
    return (f"Content-Type: application/pdf; name=\"invoice-{g.r.randint(1000, 9999)}.pdf\"\nContent-Transfer-Encoding: base64\n\n"
            f"{g.b64(57)}\n{g.b64(57)}\n{g.b64(57)}\n")


@clean
def c_dkim_pub_file(_):
    return (f"$ cat /etc/opendkim/keys/{dom()}/mail.txt\nmail._domainkey\tIN\tTXT\t( \"v=DKIM1; h=sha256; k=rsa; \"\n\t  \"p={g.b64(150)}\" )\n")


def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        cls, fn = SECRET_T[i % len(SECRET_T)]
        text, value = fn(None)
        secrets.append((cls, text, value))
        i += 1
    clean_texts = [CLEAN_T[i % len(CLEAN_T)](None) for i in range(100)]
    write(Path(__file__).parent, FAMILY, secrets, clean_texts)


if __name__ == "__main__":
    main()
