"""The labelling decisions of tests/redaction_dev/README.md ("Labelling decisions"), each with the text beside it that
must come back byte-identical: a key written out under a name that gives its encoding or glues its qualifier
(``APPKEY_HEX``, ``ETSY_KEYSTRING``), a Wazuh ``client.keys`` record, Teleport's ``token_name`` of a token join, a
Solana keypair file's byte array, a tac_plus ``key = "X"`` of a person's password, a WPA pre-shared key in hex; a GCP
``private_key_id``, a DocuSign integration key (its OAuth client id), a Sentry DSN's public key, a Facebook client
token where the SDK reads it and a CSRF token are not secrets. Values come from a seeded RNG."""

from __future__ import annotations

import random

import pytest

from memtool.privacy import redact

_R = random.Random(1718)


def _hex(n: int) -> str:
    return "".join(_R.choice("0123456789abcdef") for _ in range(n))


def _alnum(n: int) -> str:
    return "".join(_R.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))


H32, H64, A24, T32 = _hex(32), _hex(64), _alnum(24), _hex(32)
BYTES = "[" + ",".join(str(_R.randint(0, 255)) for _ in range(64)) + "]"
HUMAN = "Plover" + str(_R.randint(100, 9999)) + "!"

LEAKS = {
    "key-hex-define": (f'// AppKey, msb\n#define APPKEY_HEX "{H32.upper()}"\n', H32.upper()),
    "keystring-env": (f"ETSY_KEYSTRING={A24}\nETSY_SHARED_SECRET={_alnum(10)}\n", A24),
    "wazuh-client-keys": (f"$ sudo cat /var/ossec/etc/client.keys\n004 web-12 any {H64}\n", H64),
    "teleport-token-join": (f"teleport:\n  join_params:\n    method: token\n    token_name: {T32}\n", T32),
    "solana-keypair": (f"$ cat ~/.config/solana/id.json\n{BYTES}\n", BYTES),
    "tac-plus-key": (f'# tac_plus.conf\nkey = "{HUMAN}"\naccounting file = /var/log/tac.acct\n', HUMAN),
    "wpa-psk-hex": (f'network={{\n\tssid="Sensors"\n\tpsk={H64}\n}}', H64),
    # beside the decisions below: a legacy DSN's secret, a CSRF secret, PagerDuty's (hex) integration key, a
    # token as a git URL's user, DocuSign's secret key
    "dsn-legacy-secret": (f"SENTRY_DSN=https://{H32}:{T32[::-1]}@sentry.example.com/3", T32[::-1]),
    "csrf-secret-key": (f"WTF_CSRF_SECRET_KEY={A24}", A24),
    "pagerduty-integration-key": (f"PAGERDUTY_INTEGRATION_KEY={T32}", T32),
    "token-as-git-user": (f"git clone https://{H32}{T32[:8]}@github.com/acme/infra.git", H32),
    "facebook-app-secret": (f'<string name="facebook_app_secret">{T32}</string>', T32),
    "opsgenie-integration-key": ("OPSGENIE_INTEGRATION_KEY=05e0d275-1cb4-4e97-997f-5f5e5a99656d\n",
                                 "05e0d275-1cb4-4e97-997f-5f5e5a99656d"),
    "docusign-secret-key": ("DOCUSIGN_SECRET_KEY=340455e0-f5fa-4a37-84eb-5258a31953cc\n", "340455e0-f5fa-4a37-84eb-5258a31953cc"),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_decided_secret_is_redacted(name):
    text, secret = LEAKS[name]
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


ORDINARY = [
    f"{{'private_key_id': '{_hex(40)}'}}",
    f'"private_key_id": "{_hex(40)}",\n"client_email": "sync@proj.iam.gserviceaccount.com"',
    "teleport:\n  join_params:\n    method: iam\n    token_name: iam-join-token\n",
    f"$ cat authorized.keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{_alnum(43)} alice@laptop\n",
    "weights = [" + ",".join(str(_R.randint(0, 255)) for _ in range(64)) + "]  # a lookup table",
    "monkey_patch = True\nturnkey = 'yes'\nhockey_team = 'Oilers'\n",
    "PUBLIC_KEY_HEX=" + _hex(64) + "\n",
    f"SENTRY_DSN=https://{H32}@o447951.ingest.sentry.io/5428599\n",
    f'Sentry.init({{ dsn: "https://{H32}@o447951.ingest.us.sentry.io/5428599", tracesSampleRate: 0.1 }});',
    f"GLITCHTIP_DSN=https://{H32}@glitchtip.example.com/3",
    f"WARN [csrf] token mismatch: expected csrf_token={A24} got=<none>",
    f'curl -H "X-CSRF-Token: {H64[:40]}" -b cookies.txt https://app.example.com/api/save',
    f"Set-Cookie: csrftoken={A24}; Path=/; SameSite=Lax",
    '{"integration_key": "05e0d275-1cb4-4e97-997f-5f5e5a99656d", "account_id": "8e36ca46-fc73-41ab-91ab-d5d06e6d4d24",'
    ' "base_uri": "https://demo.docusign.net"}',
    "DOCUSIGN_INTEGRATION_KEY=9c6cf8fb-a351-4999-a389-797661de983d\n",
    f'<string name="facebook_client_token">{A24}</string>\n',
    f'<meta-data android:name="com.facebook.sdk.ClientToken" android:value="{H32}"/>',
]


@pytest.mark.parametrize("text", ORDINARY)
def test_beside_a_decision_ordinary_text_is_unchanged(text):
    assert redact(text) == (text, 0)


# -- rounds 17 and 18's general causes ---------------------------------------------------------------------------

P = "Tern" + str(_R.randint(100, 999)) + "%"
ROUND_LEAKS = {
    "xml-namespace-attributes": (f'<wsse:Password Type="http://docs.oasis-open.org/wss#PasswordText">{A24}</wsse:Password>',
                                 A24),
    "xml-declared-base64": ('<Pass encoding="base64">UGxvdmVyNzcxIQ==</Pass>', "UGxvdmVyNzcxIQ=="),
    "lftp-quoted": (f"lftp -u edi_x,'^-{A24}!' sftp://mft.example.com", A24),
    "url-password-double-slash": (f"index-url = https://bot:{A24}//+{H32}@nexus.example/simple", A24),
    "json-command-other-quote": ('{"tool_input": {"command": "op read \'op://Private/DB/password\'"}, '
                                 f'"tool_response": {{"stdout": "{A24}\\n"}}}}', A24),
    "password-store-read": (f"$ pass show work/vpn/maya\n{A24}\nusername: maya\n", A24),
    "secrets-shell-file": (f"# ~/.config/fish/conf.d/secrets.fish\nset -gx WEATHER_KEY {H32}\n", H32),
    "asked-then-answered": (f"> which password do we use for the test account?\n{P} — same as staging", P),
    "my-key": (f"ok for the sweep just use my key {H64[:40]}, it's on the team plan", H64[:40]),
    "kek": (f"TermMgr  key_injection mode=REMOTE kek={H32.upper()} kcv=A42510", H32.upper()),
    "php-serialized": (f's:7:"enabled";s:3:"yes";s:12:"api_password";s:24:"{A24}";s:10:"production";', A24),
    "grouped-app-password": ("Application password generated for 'Zapier': zDj6 NlTx h2PC 1BnO KAqI O68z",
                             "zDj6 NlTx h2PC 1BnO KAqI O68z"),
    "app-token-with-pipe": (f"GET https://graph.example.com/v19.0/me?access_token=4829301756410392|{H32}&fields=id",
                            H32),
    "url-password-slashes-letters": ("DB=postgres://homer:fbjFkPF/oxpKzcZePniCogBb/BKxktKn@db.internal:5432/h",
                                     "oxpKzcZePniCogBb"),
    "oracle-thin-slash": ("jdbc:oracle:thin:orders/y487cbCi9dpYYVXgy0/naFvEYadKRxwF@//db01:1521/ORCL", "y487cbCi9dpYYVXgy0"),
    "sole-hex-constructor": (f"solver = TwoCaptcha('{H32}')\nresult = solver.recaptcha(sitekey=SITEKEY)", H32),
    "client-second-literal": (f"const cio = new TrackClient('{_hex(20)}', '{H64[:20]}', {{ region: RegionEU }});",
                              H64[:20]),
    "printed-with-equals": ("$ cat /etc/ldap.secret\nyFmoGXHFu_=BRNN^!+NO", "yFmoGXHFu_=BRNN^!+NO"),
    "login-file-equals": ("$ cat ~/.node/.api\nops@acme.io\n==cxrJm#KCldtUzQc3=2Gi8", "cxrJm#KCldtUzQc3"),
    "json-stdout-lines-in-view": ('{"tool_input": {"command": "cat /etc/openvpn/client/auth-user-pass.txt"}, '
                                  '"tool_response": {"stdout": "svc-vpn\\nhyF*fPj7Qegyxl", "stderr": ""}}', "hyF*fPj7Qegyxl"),
    "rhel-prompt-created-uuid": ('[root@web255 ~]# plesk bin secret_key -c -ip-address 10.1.2.3\n'
                                 'd01a9705-fe7b-441d-a42d-4b7613ca621c\n[root@web255 ~]#', "d01a9705-fe7b-441d-a42d-4b7613ca621c"),
    "transcript-in-json-string": ('{"tool_input": {"command": "less notes.txt"}, "tool_response": {"stdout": "$ particle token '
                                  f'create\\nNew access token never expires\\n    {H64[:40]}\\nUse revoke to end it"}}}}', H64[:40]),
    "curl-token-as-user": (f'$ curl -s -u "{H64[:40]}:x" -H "Accept: application/json" https://api.example.com/v1', H64[:40]),
    "door-code": ("Hi Tom, welcome to the loft! Your door code is 49699# and works from 3pm", "49699"),
    "yaml-gate-code": ('access:\n  gate_code: "1272"\n  lockbox_code: "4609"\n', "4609"),
    "authtok-short": ("ldap_default_bind_dn = CN=svc,DC=x\nldap_default_authtok = gov874\n", "gov874"),
    "passphrase-digits": ("rating.user=pc_rater\nrating.secret=fortress-quill-anchor62\n", "fortress-quill-anchor62"),
    "application-key-plist": (f"<key>TelematicsApplicationKey</key>\n<string>{A24}{A24[:8]}</string>", A24),
    "license-key": (f"YARDI_INTERFACE_LICENSE={A24}+{A24[:12]}/Q\n", A24),
    "hmac-algorithm-key": (f"hmac_sha256_key: {H64}\n", H64),
    "sim-ki": (f"Ki: {H32.upper()}\n", H32.upper()),
    "dlms-guek": (f'"security": {{"suite": 0, "guek": "{H32}", "system_title": "4D4D4D"}}', H32),
    "ocpp-authorization-key": (f'[2, "x", "ChangeConfiguration", {{"key": "AuthorizationKey", "value": "{H64[:40].upper()}"}}]',
                               H64[:40].upper()),
    "jwk-private": (f'{{"kty": "RSA", "e": "AQAB", "d": "{A24}{A24[:16]}", "p": "{A24}"}}', A24),
    "kafka-user-info": (f"basic.auth.user.info=RQHTQRCJ9U3RW5I7:{A24}\n", A24),
    "realm-properties": (f"$ cat /etc/registry/password.properties\nsr-admin: {A24},admin\n", A24),
    "sim-opc": (f"OPc: {H32.upper()[::-1]}\n", H32.upper()[::-1]),
    "k8s-secret-data-word": ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n"
                             "  password: c3VwZXJzZWNyZXQ=\n", "c3VwZXJzZWNyZXQ="),
    "store-read-leading-symbol": (f"$ pass show work/vpn/ci\n!{A24}+Q\nusername: ci\n", A24),
}


@pytest.mark.parametrize("name", sorted(ROUND_LEAKS))
def test_a_round_17_18_cause_is_redacted(name):
    text, secret = ROUND_LEAKS[name]
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


ROUND_ORDINARY = [
    "<data encoding=\"base64\">aGVsbG8gd29ybGQ=</data>",
    "<bypass>true</bypass>",
    "what password do you use?\nthe usual one",
    "Does the token expire?\nYes, after 3600 seconds",
    "my key 7169605F62C751356D054A26A821E680E5FA6305 is on keys.openpgp.org",
    "$ cat deploy.sh\nexport REGION=eu-west-1\n",
    "def f():\n    pass\n    return 1\n",
    's:7:"enabled";s:3:"yes";s:8:"currency";s:3:"EUR";',
    "your password is this will work fine ok",
    "the kek rotation runs weekly; kek=none",
    "| name | value |\n|---|---|\n| api_key | see vault |",
    "see https://docs:Getting/Started/Guide@example.com",
    "sqlplus scott/tiger@//db:1521/orcl",
    "$ cat /etc/app/secret.env\nLANG=en_US.UTF-8\nPATH=/usr/bin\n",
    "$ cat cfg\nadmin\nmode=fast\n",
    "[root@web01 ~]# uuidgen\nd01a9705-fe7b-441d-a42d-4b7613ca621c\n",
    'license: MIT\n"license": "BSD-3-Clause"\nGov-Vendor-License-IDs: my-licensed-product=8f3c2a9d41b7e6f0',
    '    "Cryptography_HAS_PSK_TLSv1_3": cryptography_has_psk_tlsv13,',
    "curl -u alice:x https://example.com\nsee the door code review, pin 3 of the header",
    f'{{"keys": [{{"kty": "RSA", "use": "sig", "kid": "k1", "n": "{A24}{A24}", "e": "AQAB"}}]}}',
    f'{{"d": "{A24}", "name": "not a key"}}',
    "apiVersion: v1\nkind: ConfigMap\ndata:\n  greeting: aGVsbG8gd29ybGQ=\n",
    f"file_sha256_key: {H64}\n$ cat config/app.properties\nname: my-service-name,other\n",
    f"h = Md5Hash('{_hex(32)}')\no = ObjectId('{_hex(24)}')\nd = DocumentId('{_hex(32)}')",
]


@pytest.mark.parametrize("text", ROUND_ORDINARY)
def test_beside_a_round_cause_ordinary_text_is_unchanged(text):
    assert redact(text) == (text, 0)
