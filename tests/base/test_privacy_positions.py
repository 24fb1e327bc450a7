"""Secrets that a format's layout places (memtool/privacy/positions.py): an SQL literal in a
password column's place, MySQL's SET PASSWORD, MongoDB's changeUserPassword, PgBouncer auth-file
lines, FIX logon tags, HL7's MSH-8 security field, ZooKeeper digest auth, SIPp's -ap -- each next
to text of the same shape that must come back byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import random
import string

import pytest

from memtool.privacy import redact

_R = random.Random(3016)


def _rand(n: int) -> str:
    while True:
        value = "".join(_R.choice(string.ascii_letters + string.digits) for _ in range(n))
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value) and any(c.islower() for c in value):
            return value


A, B, C = _rand(18), _rand(14), _rand(11)
HUMAN = "Kestrel" + str(_R.randint(100, 999)) + "#"
HEX32 = "".join(_R.choice("0123456789abcdef") for _ in range(32))
SCRAM = "SCRAM-SHA-256$4096:" + _rand(24) + "$" + _rand(44) + ":" + _rand(44)

LEAKS = {
    "insert-one-row": (f"INSERT INTO `accounts` (`login`, `passwd`, `role`) VALUES ('ops', '{HUMAN}', 'admin');",
                       [HUMAN]),
    "insert-rows": ("insert into sip_users (name, secret, context)\nvalues ('101', '" + A + "', 'office'),\n"
                    "       ('102', '" + B + "', 'office');", [A, B]),
    "insert-quoted-comma": (f"INSERT INTO creds (note, password) VALUES ('a, b ''c''', '{C}')", [C]),
    "set-password-for": (f"mysql> SET PASSWORD FOR 'app'@'10.%' = '{HUMAN}';", [HUMAN]),
    "set-password-function": (f"SET PASSWORD = PASSWORD('{A}')", [A]),
    "mongo-change-password": (f'db.getSiblingDB("admin").changeUserPassword(\'reporting\', \'{B}\')', [B]),
    "pgbouncer-userlist": (f'# auth_file = /etc/pgbouncer/userlist.txt\n"app" "{HUMAN}"\n"stats" "{SCRAM}"\n',
                           [HUMAN, SCRAM]),
    "fix-logon-soh": (f"8=FIX.4.2\x019=80\x0135=A\x01553=trader7\x01554={C}\x01925={A}\x0110=011\x01", [C, A]),
    "fix-logon-caret": (f"IN 8=FIX.4.4^A35=A^A553=desk^A554={B}^A10=122^A", [B]),
    "hl7-msh8-field": (f"MSH|^~\\&|LAB|NORTH|EMR|NORTH|20261201|{A}|ADT^A01|77|P|2.3\r", [A]),
    "hl7-msh8-label": (f"the receiving side checks MSH.8: {B}", [B]),
    "zookeeper-addauth": (f"[zk: zk1:2181(CONNECTED) 3] addauth digest admin:{HUMAN}", [HUMAN]),
    "sipp-ap": (f"sipp -sf reg.xml -au 2001 -ap '{C}' 10.0.0.5:5060", [C]),
    "racf-password": (f"ALU OPSBATCH PASSWORD({C.upper()}) NOEXPIRED", [C.upper()]),
    "racf-phrase": ("ALTUSER OPSBATCH PHRASE('correct horse 4711!')", ["correct horse 4711!"]),
    "cl-password": (f"CHGUSRPRF USRPRF(NIGHTLY) PASSWORD({B.upper()[:9]})", [B.upper()[:9]]),
    "snmp-community-flag": (f"snmpbulkwalk -v2c -c {B} 192.0.2.1 ifTable", [B]),
    "snmp-v3-flags": (f"snmpwalk -v3 -l authPriv -u mon -a SHA -A '{A}' -x AES -X '{C}' 192.0.2.1", [A, C]),
    "snmp-community-config": (f"snmp-server community {B} RO 10", [B]),
    "net-snmp-create-user": (f'createUser mon SHA-256 "{A}" AES "{HUMAN}"', [A, HUMAN]),
    "cisco-key-0": (f"radius server R1\n address ipv4 192.0.2.9\n key 0 {C}", [C]),
    "isakmp-key": (f"crypto isakmp key {B} address 198.51.100.7", [B]),
    "ospf-md5": (f" ip ospf message-digest-key 2 md5 {C}", [C]),
    "rancid-cloginrc": (f"add password core-* {{{HUMAN}}} {{{A}}}", [HUMAN, A]),
    "openvpn-static-key": ("-----BEGIN OpenVPN Static key V1-----\n" + "\n".join(HEX32 for _ in range(4))
                           + "\n-----END OpenVPN Static key V1-----", [HEX32]),
    "domain-user-password": (f"[+] ACME\\svc_sql:{HUMAN} (Pwn3d!)", [HUMAN]),
    "brute-valid-credentials": (f"|     admin:{A} - Valid credentials", [A]),
    "pwdump-nt-hash": (f"svc:1104:aad3b435b51404eeaad3b435b51404ee:{HEX32}:::", [HEX32]),
    "init-api-key": (f"$ censys init {A}{B}", [A + B]),
    "gossip-encrypt": (f'encrypt = "{A}{B}{C[:4]}="', [A + B + C[:4] + "="]),
    "cobol-value": (f"       05  WS-DB-PASSWORD  PIC X(8)  VALUE '{C[:8]}'.", [C[:8]]),
    "db2-using": (f"db2 connect to SAMPLE user etl using {HUMAN}", [HUMAN]),
    "build-hook": (f"curl -X POST https://api.example.com/build_hooks/{HEX32[:24]}", [HEX32[:24]]),
    "client-with-options": (f"const c = new Analytics('{A}{B}', {{ host: 'https://x' }});", [A + B]),
    "padded-bearer": ("Authorization: Bearer " + "A" * 21 + A + B + C, [A + B + C]),
    "logon-label": (f"Logon: BATCH9 / {HUMAN}", [HUMAN]),
    "nmap-default-account": (f"|_    tomcat:{A}", [A]),
    "provider-prefixed-under-its-name": (f"SHOP_SECRET=secret_live_{A}{B}", [A + B]),
    "ftp-script": (f"C:\\> type upload.txt\nopen files.example.net\nsvc_upload\n{HUMAN}\nbinary\nput out.csv\nquit\n"
                   "C:\\> ftp -s:upload.txt", [HUMAN]),
    "email-slash-chat": (f"bo: the staging login is qa-bot@example.org / {A}  (rotate monthly)", [A]),
    "human-password-with-mark": (f"the admin on the box is admin / Tern{HUMAN[-4:-1]}! for now", [f"Tern{HUMAN[-4:-1]}!"]),
    "echo-into-password-file": (f"echo '{HUMAN}' > /run/secrets/db_pass && chmod 600 /run/secrets/db_pass", [HUMAN]),
    "versioned-ws-path-key": (f"const ws = new WebSocket('wss://rpc.example.io/ws/v3/{HEX32}');", [HEX32]),
    "plaintext-comment": (f"# cleartext copy for the migration, delete after: {HUMAN}", [HUMAN]),
    "xml-name-value-siblings": (f'<arg>\n  <stringProp name="Param.value">{A}</stringProp>\n'
                                '  <stringProp name="Param.name">db_password</stringProp>\n</arg>', [A]),
    "login-file-printed": (f"$ cat ~/.config/node/.api\nops@example.org\n{HUMAN}", [HUMAN]),
    "batch-ftp-input": (f"//STEP1 EXEC PGM=FTP,PARM='host1 (EXIT'\n//INPUT DD *\nBATCHU\n{C[:8].upper()}1\nPUT 'A.B' b.txt\n/*",
                        [C[:8].upper() + "1"]),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_secret_in_its_place_is_redacted(name: str) -> None:
    text, secrets = LEAKS[name]
    out, count = redact(text)
    assert count >= len(secrets) and not any(s in out for s in secrets), out


CLEAN = [
    "INSERT INTO orders (id, customer, status) VALUES ('9001', 'Ada Lovelace', 'shipped');",
    "INSERT INTO users (name, password_hint) VALUES ('bo', 'your first pet');",
    "INSERT INTO users (email, password) VALUES ($1, $2), (:email, :password), (?, ?)",
    "SET PASSWORD FOR 'app'@'%' = '$NEW_PW'",
    "db.changeUserPassword(\"reporting\", passwordPrompt())",
    '"en" "English"\n"de" "Deutsch"\n',  # two quoted strings on a line, no auth file in sight
    "8=FIX.4.4|9=70|35=D|49=DESK|56=GW|11=ord1|55=MSFT|54=1|38=100|10=001|",
    "error 554=transaction failed",
    "MSH|^~\\&|LAB|NORTH|EMR|NORTH|20261201||ADT^A01|77|P|2.3",
    "addauth digest admin:$ZK_PASSWORD",
    "sipp -sf reg.xml -au 2001 -ap \"${SIP_PASSWORD}\" 10.0.0.5:5060",
    "ALTUSER OPSBATCH PASSWORD(*NONE) NOEXPIRED",
    "snmpwalk -v2c -c public 192.0.2.1 system",
    "snmp-server community $COMMUNITY RO",
    "# Row 0: key 0 allowed (the first cell). Row 1: key 7 masked",
    "Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::",
    "git init my-project",
    'encrypt = true',
    "       05  WS-FTP-USER  PIC X(8)  VALUE 'GLFTP01'.",
    "const pusher = new Pusher('" + HEX32[:20] + "', { cluster: 'eu' });",
    "Password not correct for user profile NIGHTLY",
    "SECRET_KEY  ",
    "$ git branch --show-current\nrelease-2.4\n",
    "alice\n3.12.1\n",
    "plaintext: true",
    '<arg><stringProp name="Param.value">' + "en-US" + '</stringProp><stringProp name="Param.name">locale</stringProp></arg>',
    'echo "$DB_PASSWORD" > /run/secrets/db_pass',
    "echo 'hello world' > notes.txt",
    "echo building > /tmp/status.txt",
    "mail alice@example.org / bob@example.org about the release 2.4",
    "see docs@example.org / https://example.org/help2 for more",
    "ftp -n <<EOF\nopen mirror.example.org\nanonymous\nguest@example.org\ncd pub\nEOF",
]


@pytest.mark.parametrize("text", CLEAN)
def test_the_same_layout_without_a_secret_stays(text: str) -> None:
    assert redact(text) == (text, 0)


# -- the clean side: values that only look like secrets where they stand -------------------------------

HEX = "".join(_R.choice("0123456789abcdef") for _ in range(40))
ID = _rand(26)

LOOKALIKES = [
    # a command printing one field that names no secret prints that field, not the secret
    f"$ vault read -field=username database/creds/reporting\nv-approle-reporting-{ID}",
    # a query parameter named for an address carries an address (Shopify's host= is one, encoded)
    f"GET /oauth/callback?host={ID}&shop=store.example.com 302",
    # what a secret hashed to is no secret
    f"audit: sha256 of the deploy token: {HEX}",
    # a table's "User ID" row: the label's second word, not a user and a password
    f"| User ID   | {_rand(10).upper()} |",
    # a record's key (an order's, a cache entry's), not a credential
    f'{{"id": 4411, "order_key": "wc_order_{_rand(13)}", "status": "processing"}}',
    f"cache_key = {ID}",
    # a table's digest column; a public key; ad click ids; a gtag command word
    f"NAME            DIGEST\nAPI_TOKEN       {HEX32[:16]}",
    f"  public key: {_rand(43)}=",
    f"https://shop.example/?utm_source=ads&gclid={_rand(40)}&fbclid={_rand(40)}",
    "gtag('config', 'G-" + _rand(10).upper() + "');",
]


@pytest.mark.parametrize("text", LOOKALIKES)
def test_a_lookalike_in_its_place_stays(text: str) -> None:
    assert redact(text) == (text, 0)


def test_the_same_places_still_hold_their_secrets() -> None:
    for text, secret in ((f"$ vault kv get -field=password secret/app\n{HUMAN}", HUMAN),
                         (f"curl 'https://api.example/v1?key={ID}&host=api.example'", ID),
                         (f"DEPLOY_TOKEN={_rand(32)} # sha256 of it goes in the audit log", None),
                         (f'{{"primaryKey": "{_rand(43)}="}}', None)):
        out, n = redact(text)
        assert n >= 1 and (secret is None or secret not in out), out
