"""Blind redaction source "voipsms": VoIP PBXs, SIP trunks, SMS gateways and SMPP (round 11).

Written 2026-12-02 by the helper "corpora", blind to memtool's detection. Stdlib + _tokens.py only; seeded, so a rerun
writes voipsms_secrets.jsonl and voipsms_clean.jsonl byte-identical. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "voipsms"
g = Gen(110_001)
SI, NC, ST = "self-identifying", "name-context", "structural"
T: dict[str, list] = {SI: [], NC: [], ST: []}


def t(cls):
    def deco(fn):
        T[cls].append(fn)
        return fn
    return deco


def host():
    return g.pick(["pbx01.acme-tel.lan", "sbc.kleinhaus.de", "voip.northwind.io", "10.20.0.15", "asterisk-prod",
                   "fs1.callflow.net", "kamailio.edge.internal", "pbx.praxis-mueller.at", "172.16.40.2"])


def trunk():
    return g.pick(["sip.telnyx.com", "sip.voip.ms", "trunk.sipgate.de", "in.voxtelesys.net", "sip.zadarma.com",
                   "chicago.voip.ms", "gw1.bandwidth-partner.net", "sip.flowroute.com", "sip.didww.com"])


def ext():
    return str(g.r.randint(100, 9999))


def phone():
    return "+" + g.pick(["1", "44", "49", "33", "61", "31"]) + str(g.r.randint(10**8, 10**10))


def sid(prefix):
    return prefix + g.hexs(32)


def short_pw():
    return g.s(string.ascii_letters + string.digits, 8)


def agent(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out,
                       "stderr": "", "exit_code": 0}}, ensure_ascii=False)


# ---------------------------------------------------------------- self-identifying
@t(SI)
def si_alert_hook(g):
    name, tok, mark = g.self_identifying()
    k = g.r.randint(0, 5)
    if k == 0:
        text = (f"; extensions.conf - notify ops when the trunk drops\n[trunk-down]\nexten => s,1,NoOp(trunk down)\n"
                f" same => n,System(/usr/local/bin/notify.sh '{tok}' \"${{CALLERID(num)}}\")\n same => n,Hangup()")
    elif k == 1:
        text = f"# /etc/sms-relay/env\nRELAY_LISTEN=0.0.0.0:8088\nUPSTREAM={trunk()}\n{name.upper()}_KEY={tok}\nLOG_LEVEL=info"
    elif k == 2:
        text = (f"#!/usr/bin/env python3\n# agi/missed_call.py - posts missed calls\nimport sys, requests\n"
                f"TOKEN = \"{tok}\"\ncaller = sys.argv[1]\nrequests.post(HOOK, json={{'text': f'missed call from {{caller}}'}},"
                f" headers={{'Authorization': 'Bearer ' + TOKEN}})")
    elif k == 3:
        text = f"[#voip-ops] ok the {name} token the fax-to-mail box uses is {tok} — pls don't rotate before friday"
    elif k == 4:
        text = agent("grep -r token /opt/callcenter/conf/", f"/opt/callcenter/conf/notify.ini:token = {tok}\n"
                     "/opt/callcenter/conf/notify.ini:token_ttl = 3600")
    else:
        text = (f"services:\n  jasmin:\n    image: jookies/jasmin:0.11\n    environment:\n      REDIS_CLIENT_HOST: redis\n"
                f"      NOTIFY_TOKEN: {tok}\n    ports: [\"2775:2775\", \"8990:8990\"]")
    return SI, text, mark


@t(SI)
def si_pem(g):
    block, mark = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]))
    k = g.r.randint(0, 3)
    if k == 0:
        text = f"$ sudo cat /etc/asterisk/keys/asterisk.key\n{block}"
    elif k == 1:
        text = (f"; stir_shaken.conf\n[attestation]\nprivate_key_file = /etc/asterisk/stir/sp.key\n"
                f"public_cert_url = https://certs.acme-tel.com/sp.pem\n\n$ cat /etc/asterisk/stir/sp.key\n{block}")
    elif k == 2:
        text = f"FreeSWITCH TLS not working, here is my agent.pem (cert cut):\n\n{block}\n\nany idea why mod_sofia says 'SSL_CTX_use_PrivateKey failed'?"
    else:
        text = f"Read(/etc/kamailio/tls/server.key)\n{block}"
    return SI, text, mark


@t(SI)
def si_twilio_sk(g):
    sk, sec = g.twilio(), g.s(B62, 32)
    k = g.r.randint(0, 2)
    if k == 0:
        text = f"TWILIO_ACCOUNT_SID={sid('AC')}\nTWILIO_API_KEY={sk}\nTWILIO_API_SECRET=${{TWILIO_API_SECRET}}"
    elif k == 1:
        text = f"client = Client(\"{sk}\", os.environ[\"TWILIO_API_SECRET\"], \"{sid('AC')}\")"
    else:
        text = f"$ twilio profiles:add --api-key {sk} --account-sid {sid('AC')}\n? API secret: [hidden]"
    return SI, text, sk


@t(SI)
def si_telnyx(g):
    key = "KEY" + g.s(UPPER + string.digits, 32) + "_" + g.s(B62, 22)
    k = g.r.randint(0, 2)
    if k == 0:
        text = f"import telnyx\ntelnyx.api_key = \"{key}\"\ntelnyx.Message.create(from_=\"{phone()}\", to=\"{phone()}\", text=\"Your code is 4821\")"
    elif k == 1:
        text = f"$ curl -X POST https://api.telnyx.com/v2/messages -H \"Authorization: Bearer {key}\" -H 'Content-Type: application/json' -d '{{\"to\":\"{phone()}\"}}'"
    else:
        text = f"TELNYX_API_KEY={key}\nTELNYX_PUBLIC_KEY=pFg{g.b64(32)}\nTELNYX_CONNECTION_ID={g.r.randint(10**17, 10**18)}"
    return SI, text, key


@t(SI)
def si_aws_sns(g):
    akid, sec = g.aws_akid(), g.aws_secret()
    if g.r.random() < .5:
        return SI, (f"# sms fallback via SNS\n$ AWS_ACCESS_KEY_ID={akid} AWS_SECRET_ACCESS_KEY=$SNS_SECRET aws sns publish "
                    f"--phone-number {phone()} --message 'PBX down, failover active'"), akid
    return SI, (f"sms:\n  provider: sns\n  region: eu-west-1\n  access_key_id: {akid}\n  secret_access_key: \"{{{{ vault_sns_secret }}}}\""), akid


# ---------------------------------------------------------------- name-context
@t(NC)
def nc_pjsip(g):
    pw, u = g.pw(), g.pick(["acme_trunk", "1001", str(g.r.randint(100000, 999999)), "praxis-main"])
    return NC, (f"[{u}-auth]\ntype=auth\nauth_type=userpass\nusername={u}\npassword={pw}\n\n[{u}-aor]\ntype=aor\n"
                f"contact=sip:{trunk()}:5060\nqualify_frequency=60"), pw


@t(NC)
def nc_sipconf(g):
    pw = g.pw()
    return NC, (f"[voipms]\ntype=friend\nhost={trunk()}\nusername={g.r.randint(100000, 999999)}_pbx\nsecret={pw}\n"
                f"fromuser={g.r.randint(100000, 999999)}\ninsecure=port,invite\ndisallow=all\nallow=ulaw"), pw


@t(NC)
def nc_ami(g):
    pw = g.machine_pw()
    return NC, (f"; manager.conf\n[general]\nenabled = yes\nport = 5038\nbindaddr = 127.0.0.1\n\n[crm-connector]\n"
                f"secret = {pw}\ndeny = 0.0.0.0/0.0.0.0\npermit = 127.0.0.1/255.255.255.0\nread = call,cdr\nwrite = originate"), pw


@t(NC)
def nc_ari(g):
    pw = g.machine_pw()
    return NC, f"; ari.conf\n[general]\nenabled = yes\n\n[dialer]\ntype = user\nread_only = no\npassword = {pw}\npassword_format = plain", pw


@t(NC)
def nc_fs_gateway(g):
    pw = g.pw()
    return NC, (f"<include>\n  <gateway name=\"{trunk()}\">\n    <param name=\"username\" value=\"{g.r.randint(10**6, 10**7)}\"/>\n"
                f"    <param name=\"password\" value=\"{pw}\"/>\n    <param name=\"register\" value=\"true\"/>\n"
                f"    <param name=\"expire-seconds\" value=\"600\"/>\n  </gateway>\n</include>"), pw


@t(NC)
def nc_fs_esl(g):
    pw = g.machine_pw()
    return NC, (f"<configuration name=\"event_socket.conf\" description=\"Socket Client\">\n  <settings>\n"
                f"    <param name=\"listen-ip\" value=\"127.0.0.1\"/>\n    <param name=\"listen-port\" value=\"8021\"/>\n"
                f"    <param name=\"password\" value=\"{pw}\"/>\n  </settings>\n</configuration>"), pw


@t(NC)
def nc_kannel(g):
    pw = short_pw()
    return NC, (f"group = smsc\nsmsc = smpp\nsmsc-id = provider1\nhost = smpp.{g.pick(['routee.net', 'smsglobal.com', 'bulksms.example'])}\n"
                f"port = 2775\nsmsc-username = acme{g.r.randint(10, 99)}\nsmsc-password = {pw}\nsystem-type = \"\"\n"
                f"transceiver-mode = true"), pw


@t(NC)
def nc_kannel_sendsms(g):
    pw = g.pw()
    return NC, f"group = sendsms-user\nusername = webshop\npassword = {pw}\nmax-messages = 3\nconcatenation = true", pw


@t(NC)
def nc_smpplib(g):
    pw = short_pw()
    return NC, (f"client = smpplib.client.Client('smpp.{g.pick(['infobip.com', 'clxcommunications.com', 'smsc.local'])}', 2775)\n"
                f"client.connect()\nclient.bind_transceiver(system_id='acme_otp', password='{pw}')"), pw


@t(NC)
def nc_env_provider(g):
    k = g.r.randint(0, 6)
    if k == 0:
        v = g.s(B62, 40)
        text = f"PLIVO_AUTH_ID=MA{g.s(UPPER + string.digits, 18)}\nPLIVO_AUTH_TOKEN={v}\nPLIVO_NUMBER={phone()}"
    elif k == 1:
        v = g.s(B62, 16)
        text = f"VONAGE_API_KEY={g.hexs(8)}\nVONAGE_API_SECRET={v}\nVONAGE_APPLICATION_ID={g.uuid()}"
    elif k == 2:
        v = g.hexs(32)
        text = f"TWILIO_ACCOUNT_SID={sid('AC')}\nTWILIO_AUTH_TOKEN={v}\nTWILIO_FROM={phone()}"
    elif k == 3:
        v = g.s(B62, 25)
        text = f"MESSAGEBIRD_ACCESS_KEY={v}\nMESSAGEBIRD_ORIGINATOR=AcmeShop"
    elif k == 4:
        v = g.hexs(64)
        text = f"AT_USERNAME=sandbox\nAT_API_KEY={v}\nAT_SHORTCODE=22384"
    elif k == 5:
        v = g.s(B62, 32)
        text = f"SINCH_SERVICE_PLAN_ID={g.hexs(32)}\nSINCH_API_TOKEN={v}\nSINCH_REGION=eu"
    else:
        v = g.pw()
        text = f"VOIPMS_API_USERNAME=ops@acme-tel.com\nVOIPMS_API_PASSWORD={v}\nVOIPMS_DID={g.r.randint(10**9, 10**10)}"
    return NC, text, v


@t(NC)
def nc_code_client(g):
    k = g.r.randint(0, 3)
    if k == 0:
        v = g.s(B62, 16)
        text = f"const vonage = new Vonage({{\n  apiKey: '{g.hexs(8)}',\n  apiSecret: '{v}',\n}});\nawait vonage.sms.send({{ to, from: 'Acme', text }});"
    elif k == 1:
        v = g.s(B62, 40)
        text = f"client = plivo.RestClient(auth_id='MA{g.s(UPPER + string.digits, 18)}', auth_token='{v}')"
    elif k == 2:
        v = g.hexs(32)
        text = f"$client = new Twilio\\Rest\\Client('{sid('AC')}', '{v}');\n$client->messages->create($to, ['from' => $from, 'body' => $otp]);"
    else:
        v = g.s(B62 + "-_", 36)
        text = f"var client = new ClickSendClient(username: \"it@northwind.io\", apiKey: \"{v}\");"
    return NC, text, v


@t(NC)
def nc_phone_prov(g):
    pw = g.pw()
    k = g.r.randint(0, 2)
    if k == 0:
        text = (f"#!version:1.0.0.1\naccount.1.enable = 1\naccount.1.label = {ext()}\naccount.1.auth_name = {ext()}\n"
                f"account.1.password = {pw}\naccount.1.sip_server.1.address = {host()}")
    elif k == 1:
        text = f"<reg reg.1.address=\"{ext()}@{host()}\" reg.1.auth.userId=\"{ext()}\" reg.1.auth.password=\"{pw}\" reg.1.label=\"Front desk\"/>"
    else:
        text = f"<!-- cfg{g.hexs(12)}.xml -->\n<gs_provision version=\"1\">\n <config>\n  <P47>{host()}</P47>\n  <P35>{ext()}</P35>\n  <P34>{pw}</P34>\n </config>\n</gs_provision>"
    return NC, text, pw


@t(NC)
def nc_freepbx(g):
    pw = g.machine_pw()
    return NC, (f"$ cat /etc/amportal.conf | grep -i pass\nAMPDBPASS={pw}\nAMPMGRPASS=${{AMI_PASS}}\n"
                f"# AMPMGRUSER=admin"), pw


@t(NC)
def nc_realtime_sql(g):
    pw = g.pw()
    return NC, (f"INSERT INTO ps_auths (id, auth_type, password, username) VALUES ('{ext()}', 'userpass', '{pw}', '{ext()}');\n"
                f"INSERT INTO ps_aors (id, max_contacts) VALUES ('{ext()}', 1);"), pw


@t(NC)
def nc_cli(g):
    pw = g.pw()
    k = g.r.randint(0, 3)
    if k == 0:
        text = f"$ sipp -sn uac {host()}:5060 -s {ext()} -au {ext()} -ap {pw} -r 5 -m 200 -trace_err"
    elif k == 1:
        text = f"$ pjsua --id sip:{ext()}@{host()} --registrar sip:{host()} --realm '*' --username {ext()} --password {pw} --null-audio"
    elif k == 2:
        text = f"$ sipvicious_svcrack {host()} -u {ext()} -d words.txt\n| Extension | Password |\n------------------------\n| {ext()}      | {pw}  |"
    else:
        text = f"$ asterisk -rx 'pjsip show auth {ext()}-auth'\n\n  Auth:  <AuthId/UserName....>\n =====\n  Auth:  {ext()}-auth/{ext()}\n\n ParameterName   : ParameterValue\n auth_type       : userpass\n password        : {pw}\n realm           : \n username        : {ext()}"
    return NC, text, pw


@t(NC)
def nc_chat(g):
    pw = g.pw()
    return NC, g.pick([
        f"new sip trunk creds from the carrier: user {g.r.randint(100000, 999999)}, pw {pw}. I'll put them in pjsip tonight",
        f"hey, the AMI secret for the wallboard is {pw} (user wallboard), it only has read perms",
        f"Ticket #{g.r.randint(1000, 9999)}: phone in room 3 won't register. Ext {ext()}, SIP password {pw}, server {host()}",
        f"Moin, das SIP-Passwort für die Nebenstelle {ext()} ist {pw} – bitte im Telefon neu eintragen.",
    ]), pw


@t(NC)
def nc_yaml(g):
    pw = g.machine_pw()
    return NC, g.pick([
        f"asterisk_ami_users:\n  - name: crm\n    secret: {pw}\n    read: call,cdr\n    write: originate",
        f"jambonz:\n  mysql:\n    host: jambonz-mysql\n    user: admin\n    password: {pw}\n  redis:\n    host: redis",
        f"freeswitch:\n  esl:\n    host: 127.0.0.1\n    port: 8021\n    password: \"{pw}\"",
    ]), pw


@t(NC)
def nc_log(g):
    pw = g.pw()
    return NC, g.pick([
        f"[2026-11-30 08:12:44] DEBUG[2211] res_pjsip_outbound_registration.c: Registration to sip:{trunk()} with username={ext()} password={pw} failed (403)",
        f"2026-12-01 10:02:11,551 DEBUG jasmin.smpp bind_transceiver(system_id='acme_otp', password='{pw}') -> ESME_RBINDFAIL",
    ]), pw


@t(NC)
def nc_iax(g):
    pw = g.pw()
    return NC, f"; iax.conf\n[branch-office]\ntype=friend\nhost=dynamic\nusername=branch\nsecret={pw}\ncontext=from-branch\ntrunk=yes", pw


@t(NC)
def nc_jasmin(g):
    pw = short_pw()
    return NC, (f"$ telnet 127.0.0.1 8990\njcli : user -a\n> username shop01\n> password {pw}\n> gid marketing\n> uid shop01\n> ok\n"
                f"Successfully added User [shop01] to Group [marketing]"), pw


# ---------------------------------------------------------------- structural
@t(ST)
def st_register(g):
    pw = g.pw()
    u = str(g.r.randint(100000, 999999))
    return ST, g.pick([
        f"; sip.conf [general]\nregister => {u}:{pw}@{trunk()}/{u}",
        f"; pjsip_wizard.conf\n[mytrunk]\ntype = wizard\nsends_registrations = yes\nremote_hosts = {trunk()}\noutbound_auth/username = {u}\n; old: sip:{u}:{pw}@{trunk()}",
        f"# baresip accounts\n<sip:{u}:{pw}@{trunk()}>;regint=600;answermode=manual",
    ]), pw


@t(ST)
def st_dburl(g):
    pw = g.machine_pw()
    return ST, g.pick([
        f"#!define DBURL \"mysql://kamailio:{pw}@127.0.0.1/kamailio\"\nmodparam(\"auth_db\", \"db_url\", DBURL)",
        f"HOMER_DB=postgres://homer:{pw}@db.voip.internal:5432/homer_data",
        f"[asterisk]\nenabled => yes\ndsn => asterisk-connector\n; dsn string: Driver=MariaDB;Server=db1;Database=asterisk;Uid=asterisk;Pwd={pw};",
        f"amqp_url = amqp://freeswitch:{pw}@rabbitmq.voip.internal:5672/%2F",
        f"REDIS_URL=redis://:{pw}@redis.jambonz.svc:6379/0",
    ]), pw


@t(ST)
def st_curl_basic(g):
    tok, ac = g.hexs(32), sid('AC')
    return ST, g.pick([
        f"$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/{ac}/Messages.json \\\n  --data-urlencode 'To={phone()}' --data-urlencode 'Body=test' -u {ac}:{tok}",
        agent(f"curl -s -u '{ac}:{tok}' https://api.twilio.com/2010-04-01/Accounts/{ac}/IncomingPhoneNumbers.json | jq '.incoming_phone_numbers[].phone_number'", f"\"{phone()}\"\n\"{phone()}\""),
    ]), tok


@t(ST)
def st_query(g):
    pw = g.pw()
    return ST, g.pick([
        f"GET https://voip.ms/api/v1/rest.php?api_username=ops@acme-tel.com&api_password={pw}&method=getBalance",
        f"$ curl 'http://127.0.0.1:13013/cgi-bin/sendsms?username=webshop&password={pw}&to={phone()}&text=Order+shipped'\n0: Accepted for delivery",
        f"10.0.3.7 - - [01/Dec/2026:09:14:02 +0000] \"GET /api/send?user=acme&pass={pw}&to={phone()}&msg=OTP+482193 HTTP/1.1\" 200 31",
        f"https://sms.bulkgate.example/http/api?login=shop&apikey={pw}&number={phone()}&message=Hi",
    ]), pw


@t(ST)
def st_header(g):
    k = g.r.randint(0, 2)
    if k == 0:
        v = g.hexs(32) + "-" + g.uuid()
        text = f"POST /sms/2/text/advanced HTTP/1.1\nHost: {g.s(string.ascii_lowercase, 6)}.api.infobip.com\nAuthorization: App {v}\nContent-Type: application/json"
    elif k == 1:
        v = g.s(B62, 32)
        text = f"$ curl https://api.46elks.com/a1/sms -H 'X-Api-Key: {v}' -d from=Acme -d to={phone()} -d message=hi"
    else:
        v = base64.b64encode(f"{g.pick(['acme', 'ops', 'shop01'])}:{g.machine_pw()}".encode()).decode()
        text = f"> POST /v1/calls HTTP/2\n> Host: api.provider.example\n> Authorization: Basic {v}\n> Content-Type: application/json"
    return ST, text, v


@t(ST)
def st_callback_url(g):
    pw = g.pw()
    return ST, g.pick([
        f"Status callback: https://twilio:{pw}@hooks.acme-shop.com/sms/status",
        f"{{\"sms_url\": \"https://cb:{pw}@crm.northwind.io/inbound-sms\", \"voice_url\": \"https://crm.northwind.io/voice\"}}",
    ]), pw


@t(ST)
def st_netrc(g):
    pw = g.pw()
    return ST, f"machine api.flowroute.com\n  login {g.hexs(8)}\n  password {pw}", pw


@t(ST)
def st_sipuri_log(g):
    pw = g.pw()
    return ST, f"[linphone] proxy config: sip:{ext()}:{pw}@{host()};transport=tls registering...\nRegistration on sip:{host()} successful.", pw


# ---------------------------------------------------------------- clean
def clean_texts():
    out = []
    gens = [
        lambda: f"[{ext()}-auth]\ntype=auth\nauth_type=userpass\nusername={ext()}\npassword=CHANGE_ME\n; real value comes from pjsip_secrets.conf (not in git)",
        lambda: f"TWILIO_ACCOUNT_SID={sid('AC')}\nTWILIO_AUTH_TOKEN=${{TWILIO_AUTH_TOKEN}}\nTWILIO_MESSAGING_SERVICE_SID={sid('MG')}",
        lambda: f"$ twilio api:core:messages:list --limit 3\nSID                                 From          To            Status\n{sid('SM')}  {phone()}  {phone()}  delivered\n{sid('SM')}  {phone()}  {phone()}  delivered\n{sid('SM')}  {phone()}  {phone()}  undelivered",
        lambda: f"SIP/2.0 401 Unauthorized\nVia: SIP/2.0/UDP {host()}:5060;branch=z9hG4bK{g.hexs(10)};rport=5060\nCall-ID: {g.hexs(32)}@{host()}\nFrom: <sip:{ext()}@{trunk()}>;tag={g.hexs(8)}\nWWW-Authenticate: Digest realm=\"{trunk()}\", nonce=\"{g.b64(24)}\", algorithm=MD5, qop=\"auth\"",
        lambda: f"POST /sms/inbound HTTP/1.1\nHost: hooks.acme-shop.com\nX-Twilio-Signature: {g.b64(20)}\nContent-Type: application/x-www-form-urlencoded\n\nMessageSid={sid('SM')}&AccountSid={sid('AC')}&From=%2B{g.r.randint(10**9, 10**10)}&Body=STOP",
        lambda: f"INVITE sip:{phone()}@{trunk()} SIP/2.0\nIdentity: {g.jwt()};info=<https://certs.acme-tel.com/sp.pem>;alg=ES256;ppt=shaken\nCall-ID: {g.uuid()}",
        lambda: f"a=fingerprint:sha-256 {':'.join(g.hexs(2).upper() for _ in range(32))}\na=setup:actpass\na=mid:0\na=ice-ufrag:{g.s(B62, 4)}",
        lambda: f"$ asterisk -rx 'pjsip show registrations'\n <Registration/ServerURI..............................>  <Auth..........>  <Status.......>\n==========================================================================================\n {g.s(string.ascii_lowercase, 6)}/sip:{trunk()}:5060              {ext()}-auth       Registered        (exp. {g.r.randint(10, 600)}s)\n\nObjects found: 1",
        lambda: f"VONAGE_APPLICATION_ID={g.uuid()}\nVONAGE_PRIVATE_KEY_PATH=./private.key   # generated in the dashboard, never commit it\nVONAGE_API_SECRET=",
        lambda: f"group = sendsms-user\nusername = webshop\npassword = <see vault: kannel/sendsms>\nmax-messages = 3",
        lambda: "Reminder: the AMI secret and all SIP trunk passwords were rotated after the toll-fraud incident. Ask in #voip-ops; nobody pastes them here.",
        lambda: f"2026-12-01 10:02:11,551 INFO jasmin.smpp submit_sm_resp message_id={g.uuid()} status=ESME_ROK seq={g.r.randint(1, 9999)}",
        lambda: f"id:{g.hexs(10)} sub:001 dlvrd:001 submit date:2612011002 done date:2612011003 stat:DELIVRD err:000 text:Your code is {g.r.randint(100000, 999999)}",
        lambda: f"<param name=\"password\" value=\"$${{default_password}}\"/>\n<!-- default_password is set in vars.xml from the FS_DEFAULT_PASSWORD env var -->",
        lambda: f"client = Client(os.environ['TWILIO_ACCOUNT_SID'], os.environ['TWILIO_AUTH_TOKEN'])\nmsg = client.messages.create(to=to, from_=FROM, body=body)\nlog.info('sent %s', msg.sid)  # e.g. {sid('SM')}",
        lambda: f"$ asterisk -rx 'pjsip show auth {ext()}-auth'\n auth_type       : userpass\n password        : ********\n realm           : \n username        : {ext()}",
        lambda: f"; Polycom\n<reg reg.1.address=\"{ext()}@{host()}\" reg.1.auth.userId=\"{ext()}\" reg.1.auth.password=\"%SIP_PASSWORD%\" />",
        lambda: f"CDR: src={phone()} dst={phone()} duration={g.r.randint(1, 900)} billsec={g.r.randint(1, 900)} disposition=ANSWERED uniqueid={g.r.randint(10**9, 10**10)}.{g.r.randint(1, 999)} linkedid={g.r.randint(10**9, 10**10)}.{g.r.randint(1, 999)}",
        lambda: f"$ cat /etc/asterisk/keys/asterisk.crt\n-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n-----END CERTIFICATE-----",
        lambda: f"TELNYX_PUBLIC_KEY={g.b64(32)}   # ed25519 public key to verify webhook signatures\nTELNYX_API_KEY=${{TELNYX_API_KEY:?missing}}",
        lambda: f"# sipp scenario test data\n{ext()};[authentication username={ext()} password=test];{host()}\n# password=test is the lab PBX's fixture, see docs/lab.md",
        lambda: agent("sngrep -I capture.pcap -N -q | head -3", f"{g.hexs(16)}@{host()}  INVITE  {phone()} -> {phone()}  COMPLETED\n{g.hexs(16)}@{host()}  REGISTER {ext()}  401 -> 200"),
        lambda: f"Plivo auth ID: MA{g.s(UPPER + string.digits, 18)} (not secret, it's like a username). The auth token lives in the Plivo console only.",
        lambda: f"md5sum moh/{g.pick(['jazz', 'default', 'piano'])}.wav\n{g.hexs(32)}  moh/default.wav",
        lambda: f"{{\"data\": {{\"event_type\": \"message.finalized\", \"id\": \"{g.uuid()}\", \"payload\": {{\"id\": \"{g.uuid()}\", \"to\": [{{\"phone_number\": \"{phone()}\", \"status\": \"delivered\"}}]}}}}, \"meta\": {{\"attempt\": 1}}}}",
        lambda: f"Base64 test vector for the SMS encoder: {g.b64(36)} (GSM-7 packed 'Hello World' repeated)",
        lambda: f"[voipms]\ntype=friend\nhost={trunk()}\nsecret=${{VOIPMS_SIP_SECRET}}    ; templated by ansible\ninsecure=port,invite",
        lambda: f"messagebird webhook signature check: MessageBird-Signature-JWT header = {g.jwt()} (signed with the signing key, verify with the SDK)",
    ]
    out, i = [], 0
    while len(out) < 100:  # constant texts once, the varying ones again with new values
        text = gens[i % len(gens)]()
        i += 1
        if text not in out:
            out.append(text)
    return out


def main():
    quota = {SI: 60, NC: 120, ST: 70}
    secrets = []
    for cls, n in quota.items():
        for i in range(n):
            fn = T[cls][i % len(T[cls])]
            secrets.append(fn(g))
    g.r.shuffle(secrets)
    write(Path(__file__).parent, FAMILY, secrets, clean_texts())


if __name__ == "__main__":
    main()
