"""Secrets an argument's position names (session 26): modems' AT commands, a MAC's key in the call that keys it,
a client named by the name its factory's result is bound to, a login sentence's target before ``as``; and the clean
look-alikes of each.

Pure functions: no database."""

from __future__ import annotations

import pytest

from memtool.privacy import redact


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


# -- modem AT commands: the argument the command's definition makes the password ---------------------------------

@pytest.mark.parametrize("text, secret", [
    ('> AT+CGDCONT=1,"IP","m2m.example-telco.net"\nOK\n> AT+CGAUTH=1,1,"iot","hsgdkzk200"\nOK', "hsgdkzk200"),
    ('AT+CGAUTH=1,2,"aqnode","siteeyt0"\nAT+CPIN="1234"', "siteeyt0"),
    ('AT+QICSGP=1,1,"internet.apn","fleet01","Kx9vR2pq",1', "Kx9vR2pq"),
    ('AT+QMTCONN=0,"meter-17","telemetry","mqTT-7731x"', "mqTT-7731x"),
    ('AT+CSTT="apn.example","gprsuser","tr4ck3r99"', "tr4ck3r99"),
    ('AT$QCPDPP=1,1,"z9Lq02mn","pdpuser"', "z9Lq02mn"),
    ('AT+CWJAP="Workshop-2G","sunflower88"', "sunflower88"),
    ('AT+CWJAP_DEF="Workshop-2G","kettle-77-drum"', "kettle-77-drum"),
    ('AT+CWSAP="ESP-setup","s3tupAP41",5,3', "s3tupAP41"),
    ('AT+MQTTUSERCFG=0,1,"esp32-node","broker","brk-Pass-219",0,0,""', "brk-Pass-219"),
    ('AT+SAPBR=3,1,"PWD","gprs4471x"', "gprs4471x"),
    ('AT+UPSD=0,3,"ubx-0771a"', "ubx-0771a"),
    ('AT^SICS=0,"passwd","cint3rion9"', "cint3rion9"),
    ('AT+CLCK="SC",1,"4831"', "4831"),
    ('AT+CPWD="SC","4831","9056"', "9056"),
    ("serial.write(b'AT+CGAUTH=1,1,\"iot\",\"hsgdkzk200\"\\r\\n')", "hsgdkzk200"),
])
def test_at_command_password(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    'AT+CGAUTH=1,0',  # (no authentication)
    'AT+CGAUTH=<cid>,<auth_type>,<userid>,<password>',  # (the command's synopsis)
    'AT+CWJAP="ssid","password"',
    'AT+CWJAP="%s","%s"',
    'AT+UPSD=0,1,"apn.example"',  # (tag 1 is the APN)
    'AT+SAPBR=3,1,"APN","internet"',
    'AT+CGDCONT=1,"IP","iot.1nce.net"',
])
def test_at_commands_without_a_password_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- a MAC's key in the call that keys it -----------------------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ('sig = hmac.new(bytes.fromhex("8cf99784dc21c54a722ddf017e435707310459b6d5cac0be50f07752b64a6a97"), payload, '
     'hashlib.sha256).hexdigest()', "8cf99784dc21c54a722ddf017e435707310459b6d5cac0be50f07752b64a6a97"),
    ('expected = base64.b64encode(hmac.new(base64.b64decode("6gRD/DRiTYM+k41sngPESwZF5+H29NYISqH8AUE4iHo="), body, '
     'hashlib.sha256).digest())', "6gRD/DRiTYM+k41sngPESwZF5+H29NYISqH8AUE4iHo="),
    ('mac = hmac.new(b"Zk4q9vX2mR7tL1pw", msg, "sha256")', "Zk4q9vX2mR7tL1pw"),
    ('h = crypto.createHmac("sha256", "f00dcafe9931aa17").update(body).digest("hex")', "f00dcafe9931aa17"),
    ('mac := hmac.New(sha256.New, []byte("k3yM4terial2024xx"))', "k3yM4terial2024xx"),
    ('$sig = hash_hmac("sha256", $payload, "a1b2c3d4e5f6g7h8");', "a1b2c3d4e5f6g7h8"),
    ('OpenSSL::HMAC.hexdigest(OpenSSL::Digest.new("sha256"), "Zq81kfj3LmQp", data)', "Zq81kfj3LmQp"),
    ('var h = new HMACSHA256(Encoding.UTF8.GetBytes("S3cr3tKey2024xy"));', "S3cr3tKey2024xy"),
    ('Key k = new SecretKeySpec("tk77abcdef99".getBytes(UTF_8), "HmacSHA256");', "tk77abcdef99"),
])
def test_hmac_key_literal(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "hmac.new(key, msg, hashlib.sha256)",
    'hmac.new(b"secret", msg, sha256)',
    'hmac.new(b"key", b"The quick brown fox jumps over the lazy dog", hashlib.md5)',
    'hmac.new("my-webhook-secret".encode(), msg)',  # (a placeholder's words)
    'crypto.createHmac("sha256", process.env.WEBHOOK_SECRET)',
    'hash_hmac("sha256", $payload, $secret);',
])
def test_hmac_without_a_literal_key_stays(text: str) -> None:
    assert redact(text)[0] == text


# -- a factory's result named a client: its random arguments are keys ------------------------------------------------

def test_factory_bound_to_a_client_name() -> None:
    text = 'const client = twilio("ACb3ea5b452fb6afa16fd52a574a25b64c", "ff8aa6d08a33fabd01ee2335c984e8d8"); // SMS'
    assert _caught(text, "ff8aa6d08a33fabd01ee2335c984e8d8")


@pytest.mark.parametrize("text", [
    'const result = compute("ff8aa6d08a33fabd01ee2335c984e8d8")',
    'const client = getClient("my-service-name-long")',
])
def test_other_bound_calls_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- "log in(to the thing) as USER with X" ----------------------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("2. Reopen and log in as `supervisor` with `mrkr7q`.\n3. Reprint last ticket.", "mrkr7q"),
    ("Repro: log into reader web UI (http://10.50.1.41) as admin with Telemark605., Status shows it",
     "Telemark605"),
    ("log in to the NVR as 'operator' using cam-Vault-88 and open playback", "cam-Vault-88"),
])
def test_login_sentence_with_a_target(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "log into the dashboard as an admin with SSO enabled",
    "Log in to Grafana as admin with the password from vault.",
    "sign into the portal as `jane` using her badge",
])
def test_login_sentences_without_a_password_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- a token in a URL's path, in the slot after a word that says what it opens ---------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("curl -s https://rcrainfo.epa.gov/rcrainfo/rest/api/v1/auth/2860d7b1-0881-4bf7-8342-4f098184968c/IvAcv6v5RoBYb22pznQH",
     "IvAcv6v5RoBYb22pznQH"),
    ("url: https://api.squadcast.com/v2/incidents/api/6e8c3efe8df95b62328d9d3985dd2e18c168c760",
     "6e8c3efe8df95b62328d9d3985dd2e18c168c760"),
    ("*/5 * * * * curl -fsS -m 10 https://status.lab.lan/api/push/ys1cUsYCD5?status=up&msg=OK", "ys1cUsYCD5"),
    ('<atom:link href="https://feeds.deepfield.example/premium/f9f892f47606bb52527494bf2622bdfe/rss.xml" rel="self"/>',
     "f9f892f47606bb52527494bf2622bdfe"),
    ('xmlUrl="https://gardengossip.supercast.com/feeds/cmVUnH95DG21Iur7ma63WssH" />', "cmVUnH95DG21Iur7ma63WssH"),
    ("refresh https://nightshift.memberful.com/rss/3895/d61567994ccca2e87690ee545db178f3.xml (HTTP 403)",
     "d61567994ccca2e87690ee545db178f3"),
])
def test_url_path_slot_token(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "https://api.example.com/api/v1/users/123",
    "https://example.com/api/3f2a1b4c-1111-2222-3333-444455556666",  # (a resource's UUID)
    "https://registry.example.com/api/packages/my-package-name",
    "https://github.com/org/repo/blob/main/docs/api/README.md",
    "see /api/push/README for details",  # (no URL)
    "https://example.com/feeds/weekly-engineering-digest",
])
def test_url_paths_without_a_token_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- a tool's password or token flag; the flag after a user's -------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("influx write -b trends -o hvac -t 0gQe1rSX2O0S+MhtkXMZuO5h66YN/DonKl1wIhSd8D2c+1nRtkYim/tzpz3ERkMQ== -f x.lp",
     "0gQe1rSX2O0S+MhtkXMZuO5h66YN/DonKl1wIhSd8D2c+1nRtkYim/tzpz3ERkMQ=="),
    ("pmrep connect -r REP_SVC -d Domain_Prod -n infa_admin -x 6OVF0SpKjJudic2hExvM7pX78YN",
     "6OVF0SpKjJudic2hExvM7pX78YN"),
    ("infacmd.sh isp ListServices -dn Domain_Prod -un Administrator -pd 07KvGxFEGF%Oq0Z -sdn Native", "07KvGxFEGF%Oq0Z"),
    ("services:\n  nanomdm:\n    command: -api OFcB3o4pC6cTntb -storage mysql", "OFcB3o4pC6cTntb"),
    ("egosh user logon -u Admin -x Adm1nPass77", "Adm1nPass77"),
    ("plink -ssh -pw Tr0ub4dor9 admin@10.0.0.1", "Tr0ub4dor9"),
    ("loader -user svc_etl -pw Qz81mmka2 -in batch.csv", "Qz81mmka2"),
    ("$ egosh user logon -u Admin -x zvc10\nLogged on successfully", "zvc10"),
    ('uipcli package deploy ./Bot.nupkg https://cloud.uipath.com/ Fin -A org65 -I e2829cdb-a704-4737-b364-4d2add9229eb '
     '-S "E2I(Z9YLTJuaj~Mkt_" --applicationScope "OR.Folders"', "E2I(Z9YLTJuaj~Mkt_"),
    ("$ java -jar crossref-upload-tool.jar --user bhnli/pnept Granite896. --metadata dep.xml", "Granite896"),
    ('submit.exe /fps "FPS_M08.xml" /ggid 581101096682 /ggpwd "8f58c9015e8b129b66ded80cf1b3534e" /paye 123/AB4',
     "8f58c9015e8b129b66ded80cf1b3534e"),
])
def test_tool_password_flag(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "curl -u bob -x http://proxy:8080 https://example.com",  # (curl's -x is a proxy)
    "ssh -l admin -t bastion",
    "head -n 5 -p file.txt",
    "influx write -b trends -o hvac -t $INFLUX_TOKEN -f x.lp",
    "pmrep connect -r REP_SVC -n infa_admin -x $PMPASS",
    'psql --username bob mydb -c "select 1"',
    'mysql -u root mydb -e "show tables"',
    "net user bob /passwordreq:yes",
    "app /dbpass:$DBPASS",
])
def test_flags_without_a_credential_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- the answer a script sends to a password prompt ------------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ('cam.write(b"admin\\r\\n")\ncam.read_until(b"Password: ")\ncam.write(b"ZCQO6-6KQN5-49S97\\r\\n")',
     "ZCQO6-6KQN5-49S97"),
    ('tn.read_until(b"Password: ")\ntn.write(b"9e4a6cfa8dfe48b156f86ffe0955f6d5\\r\\n")',
     "9e4a6cfa8dfe48b156f86ffe0955f6d5"),
    ('child.expect("[Pp]assword:")\nchild.sendline("Tr0ub4dor&3")', "Tr0ub4dor&3"),
    ('expect "password:"\nsend "hunter2x\\r"\ninteract', "hunter2x"),
])
def test_prompt_answer(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    'expect "Password:"\nsend "$pass\\r"',
    'tn.read_until(b"Password: ")\ntn.write(password.encode("ascii") + b"\\n")',
    'child.expect("Password:")\nchild.sendline(os.environ["PW"])',
    'child.expect("Login:")\nchild.sendline("operator")',
])
def test_prompt_answers_from_variables_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- records whose layout places a password -------------------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ('39.6.153.171 189.90.130.68 : PSK "x"\nrpatel19 : EAP "lantern-harbor-orchid"\n: RSA vpn-server-key.pem\n',
     "lantern-harbor-orchid"),
    ('carol : XAUTH "Tr0ub4dor-77"\n', "Tr0ub4dor-77"),
    ("nserver 1.1.1.1\nauth strong\nusers integration_xio:CL:maple_thistle_basalt\nallow integration_xio\n",
     "maple_thistle_basalt"),
    ("$ head proxies.txt\nproxy.packetstream.io:6060:pmhmeyvn6:nXaSlBKDJMjO_country-us\n", "nXaSlBKDJMjO"),
    ("rp.scrapegw.com:80:cz48u55dz:asixKj3jKPiB_country-de\n", "asixKj3jKPiB"),
])
def test_record_layout_password(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    ': RSA vpn-server-key.pem\n',
    'carol : EAP "%prompt"\n',
    "db.example.com:5432:orders:readonly\n",
    "10.0.0.1:8080:admin:admin\n",
    "users admin:CR:$1$qwerty$abc\n",  # (a crypt hash: CR, not CL)
])
def test_records_without_a_clear_password_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- DeepL's and Lambda's keys ------------------------------

@pytest.mark.parametrize("text, secret", [
    ('translator = deepl.Translator("67cbeaaf-66c2-449f-80a7-a0a598449441")', "67cbeaaf-66c2-449f-80a7-a0a598449441"),
    ("label,value\nDEEPL_KEY,240fd8d5-b638-4c5e-9a9a-4ca573217313:fx\n", "240fd8d5-b638-4c5e-9a9a-4ca573217313:fx"),
    ("curl -u secret_sweeps_a70f31e6ba0b35d34af00bfcc0e66093.BkpROcbosacZC1AJAWzi0J5vOpmOxtJC: https://cloud.x/api/v1",
     "BkpROcbosacZC1AJAWzi0J5vOpmOxtJC"),
])
def test_provider_keys(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    'auth_key = "00000000-0000-0000-0000-000000000000:fx"',
    'run_id = "67cbeaaf-66c2-449f-80a7-a0a598449441"',
])
def test_provider_lookalikes_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- ticket and account files, RADIUS rows, JSON-RPC logins ----------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("$ cat ~/.p4tickets\nperforce.bluemoth.com:1666=buildfarm:F06BDAA967E6DDFF65F38C4EBF96456C\n",
     "F06BDAA967E6DDFF65F38C4EBF96456C"),
    ("WorkspaceServer=tidewater@cloud\nSecurityConfig=::0:a.tanaka:d35aa107c6829d6b6cd4e51c1a1f8aa3:\n",
     "d35aa107c6829d6b6cd4e51c1a1f8aa3"),
    ("SecurityConfig=::0:mkowalski:shader2327:\n", "shader2327"),
    ("| 31329 | cust88719 | Cleartext-Password | := | Harbor_2016 |\n", "Harbor_2016"),
    ('bob Cleartext-Password := "hello2you"', "hello2you"),
    ("""curl -s https://survey.example.org/index.php/admin/remotecontrol -d '{"method":"get_session_key","params":["admin","qualtrics1788"],"id":1}'""",
     "qualtrics1788"),
    ('{"jsonrpc": "2.0", "method": "user.login", "params": ["Admin", "zbx-Pass-41"], "id": 1}', "zbx-Pass-41"),
])
def test_ticket_files_radius_rows_and_rpc_logins(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "x.example.com:1666=user:00000000000000000000000000000000",
    "SecurityConfig=::0:mkowalski::\n",
    '{"method": "get_session_key", "params": ["admin", "$PASSWORD"]}',
    '{"method": "release_session_key", "params": ["abc", "def"]}',
    "| 31329 | cust88719 | Simultaneous-Use | := | 1 |",
])
def test_ticket_files_and_rpc_lookalikes_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- MAVProxy's signing passphrase, Scalelite's server secret, Phabricator's tokens ----------------------------------

@pytest.mark.parametrize("text, secret", [
    ("MAV> signing setup falcon-amber-tango-quarry\nSetting up signing", "falcon-amber-tango-quarry"),
    ("MAVProxy> signing setup UcBJtxgHk\nSetup signing", "UcBJtxgHk"),
    ("rake servers:add[https://bbb3.example.edu/bigbluebutton/api,fe5846c826099b1ed9b46a14c87a19770544bdf888c727106be979b]",
     "fe5846c826099b1ed9b46a14c87a19770544bdf888c727106be979b"),
    ("Paste API Token from https://x/conduit/login/\n    > api-8cr3gzr5udawf1j2y2xhw5o6okdk\n", "api-8cr3gzr5udawf1j2y2xhw5o6okdk"),
])
def test_signing_server_secret_and_conduit_token(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "signing setup <passphrase>",
    "see https://api-gateway-production-eu-west-1.example.com",
    "token api-aaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    "rake servers:add[https://bbb.example.edu/bigbluebutton/api,$SECRET]",
])
def test_signing_and_conduit_lookalikes_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- ThingSpeak's key argument, bacnet-stack's password, a Basic credential's password half -------------------------

@pytest.mark.parametrize("text, secret", [
    ('ThingSpeak.writeFields(myChannelNumber, "IOOCBWFF3KR4B7K7");', "IOOCBWFF3KR4B7K7"),
    ("$ bacrd 78010 warmstart mechtzt504\nReinitializeDevice Acknowledged!", "mechtzt504"),
    ("bacdcc 1234 disable 60 s3cretPW1", "s3cretPW1"),
    ('auth = base64.b64encode(f"{consumer_key}:grwXqziaa21yXHwE".encode())', "grwXqziaa21yXHwE"),
    ('const h = "Basic " + btoa(`${user}:Zk3ppq81x`);', "Zk3ppq81x"),
])
def test_library_and_tool_positions(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    'auth = base64.b64encode(f"{user}:{password}".encode())',
    "ThingSpeak.begin(client);",
    'ThingSpeak.setField(1, "temperature");',
    "$ bacrd 78010 warmstart",
])
def test_library_and_tool_lookalikes_stay(text: str) -> None:
    assert redact(text)[0] == text
