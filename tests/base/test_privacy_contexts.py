"""A secret named by its surroundings (memtool/privacy/contexts.py) and values bound to SQL
placeholders (memtool/privacy/binds.py) -- and the ordinary text beside each that must come back
byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import random
import string

import pytest

from memtool.privacy import redact
from test_privacy_shapes import assert_redacted, random_text

_R = random.Random(1203)
_rand = random_text(_R)

V = _rand(20)
HEX24 = _rand(24, "0123456789abcdef")
PIN = str(_R.randint(10**7, 10**8 - 1))  # (a numeric password: the pair says what it is)
HUMAN = "Granite" + str(_R.randint(1000, 9999)) + "?"
HEX = _rand(40, "0123456789abcdef")
LOWER = _rand(40, string.ascii_lowercase + string.digits)
SLUG = "xliei-yypge-n" + str(_R.randint(2, 9)) + "juj4"
OTP = str(_R.randint(200000, 989999))

LEAKS = {
    # comments, leaders, REPLs, blocks
    "comment-after": (f"$USER4$={HUMAN}   # nagios db password\n", HUMAN),
    "comment-before": (f"# the db password\nDB_PW_MAIN={V}\n", V),
    "dot-leader": (f'DEBUG HikariConfig - password........................"{V}"', V),
    "repl-echo": (f">>> bind_pw\n'{HUMAN}'", HUMAN),
    "ipython-out": (f"In [3]: cfg.api_token\nOut[3]: '{V}'", V),
    "hcl-token-block": (f'acl {{\n  tokens {{\n    initial_management = "{V}"\n  }}\n}}\n', V),
    "tfstate-random-password": ('{"type": "random_password", "name": "db", "instances": [{"attributes": '
                                f'{{"length": 24, "result": "{HUMAN}"}}}}]}}', HUMAN),
    "user-and-key": (f'{{"username":"svc_etl","key":"{HEX}"}}', HEX),
    "otp": (f"AssertionError: expected OTP {OTP} to be accepted", OTP),
    "pin": (f"locals: card_id='05aabc1d' pin='{OTP}' attempts=3", OTP),
    "postfix-sasl": (f"[smtp.mail.example]:587 ci@acme.example:{HUMAN}\n", HUMAN),
    "poetry-http-basic": (f"poetry config http-basic.internal root '{HUMAN}'\n", HUMAN),
    "bundler-host": (f'BUNDLE_ENTERPRISE__CONTRIBSYS__COM: "7548ec42:{HEX}"\n', HEX),
    "url-path-token": (f"  - https://conda.anaconda.org/t/{LOWER}/acme\n", LOWER),
    "oracle-connect": (f"SQL> CONNECT metabase/{HUMAN}@//db:1521/ORCLPDB1\n", HUMAN),
    "mysqli-trace": (f"#0 db.php(4): mysqli->__construct('localhost', 'svc_etl', '{V}', 'app')", V),
    # SQL placeholders
    "hibernate": ("insert into api_clients (name, client_secret, id) values (?, ?, ?)\n"
                  "TRACE BasicBinder - binding parameter [1] as [VARCHAR] - [reports]\n"
                  f"TRACE BasicBinder - binding parameter [2] as [VARCHAR] - [{V}]", V),
    "sequelize": (f"Executing (default): UPDATE `users` SET `smtp_password`=?,`updatedAt`=? WHERE `id` = ? ; {SLUG}, "
                  "2026-04-25T20:58:37Z, 445", SLUG),
    "prisma": ('prisma:query SELECT "id" FROM "Session" WHERE "Session"."sessionToken" = $1 LIMIT $2\n'
               f'prisma:query params ["{V}",1,0]', V),
    "ef-core": (f"Executed DbCommand [Parameters=[@p0='ci' (Size = 4000), @p1='{HUMAN}' (Size = 4000)]]\n"
                "UPDATE [SmtpSettings] SET [User] = @p0, [Password] = @p1", HUMAN),
    "mybatis": ("==>  Preparing: UPDATE users SET password = ? WHERE id = ?\n"
                f"==> Parameters: {V}(String), 42(Integer)", V),
    "isql": (f"isql -v DSN deploy {V}\n", V),
    "redis-auth": (f"redis.exceptions.AuthenticationError: invalid username-password pair (AUTH default {V})", V),
    "dockerfile-env-quoted-letters": ('ENV API_SECRET "' + "XoaLUUOGTxoawSYU" + '"\n', "XoaLUUOGTxoawSYU"),
    "provider-app-secret": (f'<string name="facebook_app_secret">{V}</string>\n', V),
    "status-word-then-value": (f"USER: admin PASS: {V}", V),
    "csv-secret-column": (f"dev_eui,join_eui,app_key\n70B3D57ED0053125,0000000000000000,{HEX[:32].upper()}", HEX[:32].upper()),
    "chap-secrets": (f"# client\tserver\tsecret\t\t\tIP addresses\nairflow\t*\t{V}\t*", V),
    "markdown-table": (f"| user | password |\n|---|---|\n| bob | {V} |", V),
    "positional-connect": (f'con <- DBI::dbConnect(RMySQL::MySQL(), "billing", "tomcat", "{HUMAN}", "db.example")', HUMAN),
    "matlab-database": (f"conn = database('warehouse', 'reporting', '{HUMAN}', 'Vendor', 'PostgreSQL')", HUMAN),
    "github-pat-name": (f"GITHUB_PAT_WAREHOUSE={V}", V),
    "s3-presigned": (f"https://b.s3.amazonaws.com/q.csv?X-Amz-Date=20261202T070000Z&X-Amz-Signature={HEX}", HEX),
    "swahili-password": (f"Mteja: nimejaribu nenosiri {V} mara tatu na akaunti imefungwa.", V),
    "arabic-password": (f"ملاحظة من العميل: كلمة المرور {V} لا تعمل بعد التحديث.", V),
    "pin-prose": ("The alarm panel PIN is 35209982; the site manager will be there from 9.", "35209982"),
    "sim-unlock": ('modem.simUnlock("97716632");  // SIM PIN', "97716632"),
    "backup-code": ("One of my backup codes is vhhhu-apqsc, can you verify it?", "vhhhu-apqsc"),
    "tacacs-key": (f"tacacs-server host 10.0.0.6 key {V}", V),
    "uci-option-key": (f"\toption encryption 'psk2'\n\toption key '{HUMAN}'", HUMAN),
    "wolfram-arrow": (f'OpenSQLConnection[JDBC["PostgreSQL", "db:5432/x"], "Username" -> "ro", "Password" -> "{V}"]', V),
    "salt-unquoted": ("HASH_SALT: Ypdkrs8odZYmbbD9", "Ypdkrs8odZYmbbD9"),
    "session-id-prose": (f"Customer provided their session id {V}Ab3 from the browser", V + "Ab3"),
    "secrets-file-line": ("Read(homeassistant/secrets.yaml)\nalarm_code: wjbsl-deihe-1cgkt7\nfrigate_rtsp_user: jenkins",
                          "wjbsl-deihe-1cgkt7"),
    "usermod-P": ('EXTRA_USERS_PARAMS = "useradd -p \'\' iot; usermod -P Zima1244! root;"', "Zima1244!"),
    "net-use-after-user": (f"net use Z: \\\\fs01\\share /user:CORP\\svc {V} /persistent:yes", V),
    # (a share whose host starts with n: ``\\\\nas`` is an escaped backslash, no JSON line break)
    "net-use-share-host-n": (f"C:\\> net use N: \\\\nas-01\\share /user:CORP\\svc {V} /persistent:yes", V),
    "net-use-numeric": (f"net use Z: \\\\fs01\\share /user:CORP\\svc {PIN} /persistent:yes", PIN),
    "user-slash-pass": (f"terminal login: user SVC46 / pass {V}. Please rotate", V),
    "pair-numeric": (f"caster rtk2go.com:2101 mount CELL-7 user amr_04 pass {PIN}", PIN),
    "user-flag-numeric": (f"uabrowse -u opc.tcp://10.0.0.4:4840 -U operator -P '{PIN}' -n x", PIN),
    "login-numeric": (f"the engineering login is eng / {PIN}, don't change it", PIN),
    "vendor-prefix-with-stem": (f'{{"clientId": "ac22d472-2fb2-4081-a894-34619e96e3f8",\n "clientSecret": "ta-secret.{V}"}}',
                                "ta-secret." + V),
    "android-meta-data": (f'<meta-data\n    android:name="com.vendor.sdk.API_KEY"\n    android:value="{HEX24}" />', HEX24),
    "key-bytes-from-hex": (f'SECOC_KEY = bytes.fromhex("{HEX24}")', HEX24),
    "oracle-thin": (f"jdbc:oracle:thin:scott/{V}@//db:1521/ORCL", V),
    "sqlplus-login": (f"sqlplus -s app/{V}@db.example.com:1521/ORCL @report.sql", V),
    "url-scheme-underscore": (f"oracle+cx_oracle://scott:{V}@db:1521/?service_name=ORCL", V),
    "login-call-variable-user": (f"server.login(SMTP_USER, '{V}')", V),
    "hmac-literal": (f"const sig = crypto.createHmac('sha256', '{V}').update(body).digest('hex')", V),
    "fernet-literal": (f"f = Fernet(b'{V}')", V),
    "cookie-parser": (f"app.use(cookieParser('{V}'));", V),
    "shell-default": (f"      DB_PASSWORD: ${{DB_PASSWORD:-{V}}}\n", V),
    "shell-default-assign": (f"export API_TOKEN=${{API_TOKEN={V}}}", V),
    "jinja-default": (f"password={{{{ db_password | default('{V}') }}}}", V),
    "actions-or": (f"token: ${{{{ secrets.DEPLOY_TOKEN || '{V}' }}}}", V),
    "ssm-path-name": (f"aws ssm put-parameter --name /app/prod/db_password --value {V} --type SecureString", V),
    "postgres-detail": ("LOG:  execute <unnamed>: UPDATE accounts SET api_token = $1 WHERE id = $2\n"
                        f"DETAIL:  parameters: $1 = '{V}', $2 = '7'", V),
    # an administrator account's password in a sentence
    "admin-is": (f"Local admin on that box is {HUMAN}, please don't change it.\n", HUMAN),
    "admin-is-still": (f"if you need the node, local admin is still `{V}` until IT rotates it\n", V),
    "admin-is-passphrase": ("the admin account is now plaque-collie-iguana-pawprint\n", "plaque-collie-iguana-pawprint"),
    # a passphrase of plain words ending a config line or filling an element under a password's name
    "spaced-words-properties": ("db.url = jdbc:postgresql://db/dspace\ndb.password = dewey quiet vellum\nmail.port = 25\n",
                                "dewey quiet vellum"),
    "spaced-words-element": ("<Filer>\n  <FilerPassword>voir curiae voir</FilerPassword>\n</Filer>\n", "voir curiae voir"),
    "spaced-words-after-a-taken-word": ("interplay.password=reel frame reel mono\ninterplay.user=svc\n", "frame reel mono"),
    # PINs and codes: a qualified code's digits, a PIN that is no number, an element's content
    "installer-code": ("- Installer code: 980267 (needed to re-enrol readers)\n", "980267"),
    "menu-code-changed": ("machine VM-81215: technician service menu code changed to 2955 after the swap.\n", "2955"),
    "pin-words": ("# BLE pairing for the demo car: PIN torque-brake-diesel\n", "torque-brake-diesel"),
    "pin-generated": (f"[kiosk]\nadmin_pin = {V}\nidle_timeout = 120\n", V),
    "pin-element": (f"<PosTerminal>\n  <TerminalPin>{PIN}</TerminalPin>\n</PosTerminal>\n", PIN),
    # a secret's element holding its value in a child (Windows unattend.xml)
    "nested-value": (f"<AutoLogon>\n  <Password>\n    <Value>{PIN}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n",
                     PIN),
    # key qualifiers: an encryption key abbreviated, a Wi-Fi network's key
    "enc-key": (f"  encryption aes256\n  enc_key {HEX}\n", HEX),
    "wpa-key": ('{"ssid": "FIBRE-A445", "wpa_key": "' + HUMAN + '", "vlan": 3153}', HUMAN),
    # ISP operations: a Junos authentication key, a random SNMP community, TR-069's parameter list, FreeRADIUS
    "junos-authentication-key": ('set protocols bgp group transit neighbor 194.0.2.73 authentication-key "$9$N/onpA0E6rVxHL2OD"\n',
                                 "$9$N/onpA0E6rVxHL2OD"),
    "snmp-community-letters": ("!\nsnmp-server community xkuskggycb RO 99\n!\n", "xkuskggycb"),
    "tr069-parameter": ('{"parameterValues":[["InternetGatewayDevice.LANDevice.1.WLANConfiguration.1.PreSharedKey.1.PreSharedKey",'
                        '"umber-orbit-umber-ridge","xsd:string"]]}', "umber-orbit-umber-ridge"),
    "freeradius-secret-words": ("client bras-2 {\n\tipaddr = 10.66.162.12\n\tsecret = pepper-maple-falcon\n}\n",
                                "pepper-maple-falcon"),
    "radtest-password": (f"$ radtest sub52467@isp.example '{HUMAN}' 127.0.0.1 0 '{V}'\n", HUMAN),
    "radtest-secret": (f"$ radtest sub52467@isp.example '{HUMAN}' 127.0.0.1 0 '{V}'\n", V),
    "password-then-digits": ("Steps: edited the server config, db user resolve, db password 79113660, port 5432.\n", "79113660"),
    # a header or a key named for authentication (Betfair's X-Authentication, Eagle Eye's key as a user)
    "x-authentication-header": (f"POST /rest/v1.0/listMarketBook/ HTTP/1.1\nX-Authentication: {V}+Qz/4\n", V),
    "authentication-header-key": (f"curl -s https://login.example/g/aaa/authenticate -H 'Authentication: {V}:'\n", V),
    # a generated password whose symbols happen to hold a brace pair is no template
    "braces-by-chance": ('config.sh_client_secret = "3${T1(pC/.W:)8?A{uU1kUrs@JjL1)jffqfzPyu}"\n',
                         "3${T1(pC/.W:)8?A{uU1kUrs@JjL1)jffqfzPyu}"),
    "double-brace-by-chance": ('config.sh_client_secret = "*oG{{~)k1.{HIj>gZ68rKdii>lMyxTx7&c[<LbDL"\n',
                               "*oG{{~)k1.{HIj>gZ68rKdii>lMyxTx7&c[<LbDL"),
    # codes that open something, in prose: a description or a qualifier between the word and the value,
    # and a value that is no number (a datalogger's security code)
    "unlock-code-from": (f"Dashcam TRK-856 locked. Admin unlock code from the vendor: {OTP}. Unit shows 'SD error'.\n", OTP),
    "otp-override": (f"in staging the magic OTP override is {OTP} for +1 555 01xx numbers.\n", OTP),
    "security-code-words": ("' PakBus address 3252, security code frost-graupel-drizzle\n", "frost-graupel-drizzle"),
    "security-code-is": ("the PakBus security code is nimbus302 (I'll rotate it after the visit)\n", "nimbus302"),
    "access-code-generated": (f"door access code: {V}\n", V),
    # capitals only, as generators and devices make them, where the place says a credential stands
    "capitals-after-password": ("fleet charging account: ops@example.com, password AHVUYOVC — shared in 1Password\n", "AHVUYOVC"),
    "capitals-verification-code": ("Hik-Connect enrolment\nVerification code: GQACJB\n(needed to decrypt the stream)\n", "GQACJB"),
    "capitals-user-slash": ("[10:13] priya: admin / XUJJJZ  — change it once you've added it\n", "XUJJJZ"),
    # a token as a URL's user with an empty password (Betradar's AMQP feed)
    "url-token-empty-password": (f"amqps://{V}:@stgmq.example.com:5671/unifiedfeed/58760\n", V),
    # the abbreviation of a password before its value in prose
    "pw-digits": (f"Steps: ssh acu@kiruna-03.gs.example (pw {PIN}), systemctl status acu-driver\n", PIN),
    "pw-generated": (f'  description: "crawler account, pw {V}"\n', V),
    # a generated literal handed to the maker of an API client or session: the SDK's credential
    "client-new": (f'DATO_CLIENT = Dato::Site::Client.new("{HEX[:30]}", environment: "main")\n', HEX[:30]),
    "factory-build": (f'SplitFactory f = SplitFactoryBuilder.build("{LOWER}", config);\n', LOWER),
    "api-session": (f"session = pdpyras.APISession('{V}')\n", V),
    # a webhook's URL with a generated segment after the hook's word: the whole URL
    "build-hook-url": (f"URL: POST https://api.netlify.com/build_hooks/{HEX24}\n", f"https://api.netlify.com/build_hooks/{HEX24}"),
    "hook-host-url": (f"Custom webhook: https://hook.eu1.make.com/{LOWER[:32]}\n", f"https://hook.eu1.make.com/{LOWER[:32]}"),
    "integration-url": (f"- url: https://oncall.grafana.net/oncall/integrations/v1/alertmanager/{V}/\n", V),
    # six digits or more after a password's noun in any language, or after it was changed to them
    "contrasena-digits": (f"Usuario: cliente809 / Contraseña: {PIN} en sftp.biobank.org\n", PIN),
    "cjk-password-digits": (f"パスワード: {PIN}\n", PIN),
    "password-changed-to-digits": (f"Wi-Fi 'VENUE-OPS' password was changed to {PIN} this morning\n", PIN),
    # a PIN under a dotted name, and one reset to its value in a sentence
    "dotted-unlock-pin": ("sam.unlock_pin=702471\n", "702471"),
    "pin-was-reset-to": ("the co-borrower's IVR PIN was reset to 363542 at her request (call ref 832876).\n", "363542"),
    # an element's namespace prefix, and a secret's id that logs in (Vault AppRole, Consul ACL)
    "namespaced-element": ("<typ:TokenValue>a65c3a62-ce8d-48b8-aa7e-c4f6d31fbdec</typ:TokenValue>\n",
                           "a65c3a62-ce8d-48b8-aa7e-c4f6d31fbdec"),
    "secret-id-table": ("Key                   Value\nsecret_id             3af00854-1a53-4e7a-8f68-740474be4136\n",
                        "3af00854-1a53-4e7a-8f68-740474be4136"),
    "secret-id-env-default": ("'secret_id' => env('VAULT_SECRET_ID', '11674ab7-1b39-4b06-acda-30d23e2877b1'),\n",
                              "11674ab7-1b39-4b06-acda-30d23e2877b1"),
    "consul-secretid-prose": ("the consul bootstrap SecretID from last night: e73f4aa4-63ff-4c58-bf34-6bec4bc30f0f\n",
                              "e73f4aa4-63ff-4c58-bf34-6bec4bc30f0f"),
    # a pretty-printed list under a secret's name (vault operator init -format=json)
    "multiline-list": ('{\n  "unseal_keys_b64": [\n    "YyhV5pAUeMRgV4SKykZPq3LkOUbcfnksB7cO5pN/r7vr",\n'
                       '    "uZZ5ni8SBHR2JEsFxmGDqiTQFsN1BQjGjFgYvP+Gykg+"\n  ],\n  "unseal_shares": 3\n}\n',
                       "uZZ5ni8SBHR2JEsFxmGDqiTQFsN1BQjGjFgYvP+Gykg+"),
    # Authorization and its value as a call's two arguments, whatever the scheme
    "authorization-call-pair": ('client.DefaultRequestHeaders.Add("Authorization", "GenieKey abd96987-cd0a-4cdb-9e3d-2b5b16d03521");\n',
                                "abd96987-cd0a-4cdb-9e3d-2b5b16d03521"),
    # a longer description, or one in parentheses, between a secret's noun and its value, in any language
    "prose-parenthetical": (f"Klucz API do Bubble (prod): {HEX[:32]} – nie wrzucajcie do repo\n", HEX[:32]),
    "prose-long-description": (f"per il turno di domani la password della postazione condivisa del team reclami "
                               f"(utente: reclami.team) è {HUMAN}x\n", HUMAN + "x"),
    # a Windows account's backslash is no escape (\\n), and base64 after net use's user may hold '/'
    "net-use-backslash-n": (f"C:\\Illumina> net use Z: \\\\nas8.lab.internal\\runs /user:SEQ\\novaseq_svc {PIN} /persistent:yes\n", PIN),
    "net-use-base64": ("net use Z: \\\\nas6\\runs /user:SEQ\\svc goDomiesDmXf/+w9sMG/OxSCneMd9kGk /persistent:yes\n",
                       "goDomiesDmXf/+w9sMG/OxSCneMd9kGk"),
    # a record's name field naming a secret, its value a few fields below (Terraform's aws_ssm_parameter)
    "ssm-parameter-value": (f'resource "aws_ssm_parameter" "recurly_key" {{\n  name  = "/billing/prod/recurly_api_key"\n'
                            f'  type  = "SecureString"\n  value = "{HEX[:32]}"\n}}\n', HEX[:32]),
    # a tool's report of the password it reset, the value on the next line
    "reset-password-output": (f"$ bin/elasticsearch-reset-password -u elastic -b\nPassword for the [elastic] user successfully reset."
                              f"\nNew value: {V}\n", V),
    # unseal takes a key as unlock takes a password
    "vault-unseal": ("415  vault operator unseal 0KSVbJNFEilUtoX6aHcAY+tPAKxSVSyHtm0VpuMY3iDB\n",
                     "0KSVbJNFEilUtoX6aHcAY+tPAKxSVSyHtm0VpuMY3iDB"),
    "app-certificate": (f"AGORA_APP_ID=fb7294a5bc0231c855604e6635e706f7\nAGORA_APP_CERTIFICATE={HEX[:32]}\n", HEX[:32]),
    # EDI interchange headers' passwords
    "x12-isa04": ("ISA*00*          *01*D1R40Z31PE*ZZ*946133252      *12*291303655      *261203*0614*U*00401*293391364*0*P*>~\n",
                  "D1R40Z31PE"),
    "edifact-unb-password": ("UNA:+.? '\nUNB+UNOC:3+4973165969660:14+9790490378485:14+261203:0614+75510+MKLKZBG5KK:AA'\n",
                             "MKLKZBG5KK"),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_secret_named_by_its_surroundings_is_redacted(name):
    assert_redacted(*LEAKS[name])


ORDINARY = [
    "retries=3   # the password is read from the vault\n", "# db password\nDB_PASSWORD_FILE=/run/secrets/db\n",
    "# Stable marker present on every sandbox job, derived from the token\nNONCE_LABEL = \"hf-sandbox-nonce\"\n",
    'DEBUG HikariConfig - password........................"<masked>"', "maximumPoolSize................10",
    ">>> bind_pw\n'****'", ">>> token\nNone", 'tokens {\n  enabled = true\n}\n',
    '{"type": "random_pet", "instances": [{"attributes": {"id": "quick-fox"}}]}',
    '{"username":"svc_etl","key":"value"}', "OTP 123456 is the example code", "pin = 13  # GPIO",
    "https://community.fly.io/t/how-to-upload-an-initial-sqlite-db-to-a-volume-before-deploy/10768",
    "SQL> CONNECT / AS SYSDBA", "connect frontend/backend services",
    "token,count\nthe,120\nsecret,3", "return keychain, tempdirectory", "    # Having created it, we pass it to the caller.\n    return a, b",
    "longopt_pat = r'[a-zA-Z](?:[a-zA-Z0-9-]*)'", "session id 2f1e0d9c-8b7a-4c5d-9e8f-7a6b5c4d3e2f", "option key_mgmt WPA-PSK",
    "PASSWORD_SALT: changeme", "radius-server key 7 $RADIUS_KEY", "Recovery codes are shown once: save them now.",
    "the PIN is 4 digits long", "cat secrets.yaml\nwifi_ssid: Acme-Lab\nport: 8123\nlatitude: 52.1",
    "Read(config/settings.yaml)\ndevice_slug: wjbsl-deihe-1cgkt7", "Trace id ca0adb82a417b2cdfa7a3f891190a4b5.",
    "$ mysql -h db-prod-01.internal -u admin -p app_prod\nEnter password:",
    'libname wh oracle user=jenkins password="{SAS002}7bd9259be62edf1b7cb4c4fd4b89b7ed" path="db.example:1521/ORCL";',
    "opts = weboptions('HeaderFields', {'X-Upstream', getSecret('upstream')});",
    'client_secret = "your-client-secret-here"', 'cache_key = bytes.fromhex("deadbeef")',
    '<meta-data android:name="com.google.android.geo.API_KEY" android:value="@string/maps_key" />',
    "mysql -u root -P 33060 -h db", "user 1001 pass 12345678 in the test fixture", "login: admin / 4821",     "net use Z: \\\\fs01\\share /user:CORP\\svc", "psexec \\\\host /user:admin ipconfig", "runas /user:admin notepad.exe",
    "sqlplus / as sysdba", "sqlplus -s $DB_USER/$DB_PASS@$TNS", "smtp.login(user, password)",
    "server.login(SMTP_USER, os.environ[\"SMTP_PASS\"])",
    "cipher.update('Hello World 123')", "jwt.decode(token, 'test-secret-key')", "decrypt(data, 'aGVsbG8gd29ybGQ=')",
    "crypto.createHmac('sha256', secret).update(body).digest('hex')", "cipher = AES.new(key, AES.MODE_GCM, nonce=b'0123456789ab')",
    "DB_PASSWORD=${DB_PASSWORD:-changeme}", "API_TOKEN=${API_TOKEN:?API_TOKEN must be set}", "TOKEN=${TOKEN:-}",
    "PORT=${PORT:-8080}", "POSTGRES_PASSWORD=${POSTGRES_PASSWORD:-postgres}", "token: ${{ secrets.GH_TOKEN }}",
    "{{ lookup('env', 'DB_PASSWORD') | default('') }}", "aws ssm get-parameter --name /app/prod/db_password --with-decryption",
    "insert into users (name, password_hash) values (?, ?)\nbinding parameter [2] as [VARCHAR] - [$2b$12$abc]",
    "Executing (default): SELECT `id` FROM `users` WHERE `email` = ? ; alice@example.com",
    'prisma:query SELECT "id" FROM "User" WHERE "email" = $1\nprisma:query params ["alice@example.com"]',
    "LoadCredential=db-password:/etc/credstore/auth.db-password",
    "spec:\n  encryptedData:\n    password: AgB8cc89e63b0c0f0b9502611d497bc52a48cc89e63b0c0f0b9502611d4\n",
    "ansible_become_pass: \"{{ lookup('hashi_vault', 'secret=kv/data/db:password') }}\"",
    "<password>{bG9yZW0gaXBzdW0gZG9sb3I=}</password>", '{"ClientToken": "a1b2c3d4-retry-7"}',
    'client_token = "' + "Xk29pLmQ7vRt" + '"', "AUTH PLAIN", "the AUTH command takes a password", 'password: "String"', "isql -v DSN",
    # test runners' output and Markdown in recorded sessions (sessions-dev2: Go test names were
    # stored as [REDACTED:password] and every other mention of them as [REDACTED:repeated])
    "=== RUN   TestCountExchangeTokens\n--- PASS: TestCountExchangeTokens (0.00s)\nPASS\nok  \tpkg\t0.01s",
    "    --- PASS: TestRedact/sub_case_2 (0.00s)", "--- FAIL: TestTokenRefresh (0.01s)", "PASS: test_login_ok",
    "204→1. **API Key is PUBLIC**: Anyone who can access the frontend can read it",
    # (the administrator named: a person, an address, a path, a state, an id)
    "the admin is still alice, ask her", "the admin is jsmith@example.com", "the admin of this repo is octocat-2023",
    "admin is /etc/admin.conf", "the admin is svc_backup01 on that host", "admin is disabled",
    "the admin account was 3fa85f64-5717-4562-b3fc-2c963f66afa6",
    # (words under a password's name that describe it, and a command after an environment variable)
    "password: stored in the vault\n", "db.password = see the admin guide\n", "PASSWORD_POLICY = upper lower digit\n",
    "<Password>not set yet</Password>\n",
    # (hardware pins, codes that open nothing, Windows setup's mask, a policy's value)
    "#define LED_PIN GPIO13\n", "led_pin = GPIO13\n", "pin: A0\n", 'data_pin = "GPIO_NUM_13"\n', 'pin = "PA10"\n',
    "the PIN is printed on the device label\n", "the error code 50304 was returned\n",
    "<Password>\n  <Value>*SENSITIVE*DATA*DELETED*</Value>\n</Password>\n", "<PasswordPolicy>\n  <Value>strong</Value>\n</PasswordPolicy>\n",
    "<Timeout><Value>300</Value></Timeout>\n", "enc_key_size = 256\n",
    "snmp-server community monitoring RO\nsnmp-server community strength RO\n", "token = page-listing-cache\n",
    "width = content-width-margin\n", "authentication_key_id = 12\n", "radtest $USER $PASS localhost 1812 $SECRET\n",
    "ISA*00*          *00*          *ZZ*946133252      *12*291303655      *261203*0614*U*00401*293391364*0*P*>~\n",
    "UNB+UNOC:3+4973165969660:14+9790490378485:14+261203:0614+75510'\n", "password 482913 requests this month\n",
    "app_certificate_path = certs/app.pem\n", "authentication: basic\n", "Authentication: required\n",
    "authentication = Kerberos5\n", '"authentication": "ldap"', "AUTHENTICATION=sha256\n",
    "password = \"<%= ENV['DB_PASS'] %>\"\n", "password: {{ .Values.db.password | b64enc }}\n",
    'secret = "${file("secret.txt")}"\n', "the security code review is on Friday\n",
    "Security code scanning found 3 issues\n", "access code is required\n", "the error code from the vendor: 50304\n",
    "door code is on the whiteboard\n", "unlock code: Vendor-supplied\n", "security code 2024-11-03\n",
    "login: admin / SYSDBA\n", "login as admin / READONLY\n", "connect as SYSDBA with password SCRYPT\n",
    "Verification code: REQUIRED\n", "postgres://myapplicationuser:@localhost/db\n",
    "git clone https://deploy-bot-readonly:@git.example.com/repo.git\n", "$ pwd /home/alice\n", "pw reset requested by alice\n",
    "the pw manager is 1Password\n", "pw 4829137 requests\n", "cd /srv && pwd && ls\n",
    'client.get_object("8f14e45fceea167a5a36dedd4bea2543")\n', 'SessionId("8f14e45fceea167a5a36dedd4bea2543")\n',
    'client = Client("localhost:8080")\n', 'session.execute("SELECT 1")\n', 'client.fetch("a8f5f167f44f4964e6c998dee827110c")\n',
    "recurly.configure('ewr1-pXsR9UCZbtkDtPKdqeBi42');\n",
    "https://api.example.com/v1/integrations/3fa85f64-5717-4562-b3fc-2c963f66afa6\n", "https://ats-sync.tidepool.com/hooks/greenhouse\n",
    "https://github.com/acme/repo/settings/hooks/123456789\n", "https://api.netlify.com/build_hooks/<hook-id>\n",
    "https://example.com/webhooks/stripe/2024-11-20\n", "Passwort: 20261231\n", "Passwort: 111222\n",
    "la contraseña tiene 123456 caracteres\n", '{\n  "secret_names": [\n    "db-password",\n    "api-token"\n  ]\n}\n',
    '{\n  "tokens": [\n    "read",\n    "write"\n  ]\n}\n', "headers.set('Authorization', 'Basic ' + btoa(user + ':' + pass));\n",
    'res.setHeader("Authorization", "required")\n', 'SENSITIVE_HEADERS = {"authorization", "proxy-authorization"}\n',
    "net use Z: \\\\fs\\share /user:CORP\\svc /persistent:yes\n", "password policy changed\nNew value: minimum 12 characters\n",
    "The password was reset.\nNew value: (hidden)\n", "vault operator unseal -reset\n",
    "kubectl exec vault-0 -- vault operator unseal $KEY1\n",
    "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef: {name: db, key: pw}\n- name: LOG_LEVEL\n  value: debug\n",
    'resource "aws_ssm_parameter" "x" {\n  name  = "/app/db_password"\n  type  = "SecureString"\n  value = var.db_password\n}\n', "the password policy for the new shared team accounts (see wiki) is strict\n", "<typ:TokenType>Bearer</typ:TokenType>\n",
    'secret_id = "prod/db-password"\n', "secret_id_accessor    3af00854-1a53-4e7a-8f68-740474be4136\n",
    "aws secretsmanager get-secret-value --secret-id 3af00854-1a53-4e7a-8f68-740474be4136\n",
    "Dynamics app registration: Application (client) ID b0028013-1bcd-4271-947f-ecd2996df602, secret ID "
    "4b1c1d7e-1f0a-4a43-9c1e-2d3b4c5d6e7f expires 2027-06-30\n", "gpio.pin=1234\n", "board.led.pin = 2048\n", "the PIN was set to 4 digits\n", "password: '{% if prod %}{{ x }}{% endif %}'\n", "ssl_certificate = /etc/ssl/cert.pem\n", "UNB+UNOC:3+S:14+R:14+261203:0614+75510+55201'\n",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_beside_the_contexts_is_untouched(text):
    assert redact(text) == (text, 0)


def test_a_command_after_an_environment_password_stays():
    out, _ = redact(f"MINIO_ROOT_PASSWORD={HUMAN} npm run start\n")
    assert HUMAN not in out and out.endswith(" npm run start\n")
