"""Secrets that a position says, not a name (memtool/privacy/slots.py): URL userinfo holding a
``/``, an SDK client's positional key, a header list inside one value, Windows password switches,
an ``apikey`` verb's key, PagerDuty integration keys -- each next to the clean text of the same
shape that must come back byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from memtool.privacy import redact

_R = random.Random(2109)


def _rand(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    while True:
        value = "".join(_R.choice(alphabet) for _ in range(n))
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value) and any(c.islower() for c in value):
            return value


A, B = _rand(20), _rand(12)
KEY40 = _rand(40)
HDR = _rand(22)
HEX32 = "".join(_R.choice("0123456789abcdef") for _ in range(32))
LOWER = "".join(_R.choice("bcdfghjklmnpqrstvwxz") for _ in range(12)) + "aeio"
GROUPS = " ".join("".join(_R.choice("bcdfghjklmnpqrstvwxz") for _ in range(4)) for _ in range(4))
B64 = _rand(40) + "=="
LETTERS = "".join(_R.choice(string.ascii_letters) for _ in range(15)) + "Q"
UUID = str(uuid.UUID(int=_R.getrandbits(128)))
HUMAN = "Falcon" + str(_R.randint(100, 999)) + "!"

LEAKS = {
    "url-userinfo-slash": (f"endpoint=https://fluent:{A}/{B}@metrics.example:9200/_bulk", f"{A}/{B}"),
    "sdk-client-dotted": (f'co = cohere.ClientV2("{KEY40}")', KEY40),
    "sdk-client-new": (f'const client = new Client("{KEY40}");', KEY40),
    "sdk-client-single-arg": (f'client = Groq("{KEY40}")', KEY40),
    "header-list": (f"OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team={HDR},x-honeycomb-dataset=api", HDR),
    "header-list-second": (f'OTEL_EXPORTER_OTLP_HEADERS="x-dataset=api,x-team={HDR}"', HDR),
    "signtool-p": (f"signtool.exe sign /f .\\certs\\codesign.pfx /p {HUMAN} /fd SHA256 out.exe", HUMAN),
    "schtasks-rp": (f"schtasks /create /tn backup /ru svc /rp {HUMAN} /tr C:\\b.cmd", HUMAN),
    "choco-apikey-uuid": (f"choco apikey --key {UUID} --source https://push.chocolatey.org/", UUID),
    "pagerduty-routing-key": (f"  pagerduty_configs:\n  - routing_key: {HEX32}\n", HEX32),
    "pagerduty-integration-key": (f'integration_key = "{HEX32}"', HEX32),
    "edn-keyword": (f'{{:db-pass "{HUMAN}" :db-user "app"}}', HUMAN),
    "edn-namespaced": (f'(def cfg {{:stripe/api-key "{KEY40}"}})', KEY40),
    "glued-upper-pwd": (f"docker run -e ADMINPWD={B} app", B),
    "glued-master-key": (f"docker run -e MASTERKEY={A} app", A),
    "url-empty-user-slash": (f"redis://:{A}/{B}=@cache:6379/0", f"{A}/{B}="),
    "freerdp-p": (f"xfreerdp /v:host /u:admin /p:{HUMAN}", HUMAN),
    "ssh-keygen-new-passphrase": (f"ssh-keygen -p -N {A} -f ~/.ssh/id_ed25519", A),
    "ssh-keygen-old-passphrase": (f"ssh-keygen -p -P '{HUMAN}' -N '' -f key", HUMAN),
    "url-password-question-mark": (f"DATABASE_URL=postgres://app:{HUMAN}?@db.internal:5432/app", HUMAN),
    "trailing-comment-names-it": (f'    "{HEX32}"  // private key\n);', HEX32),
    "httpie-query-param": (f"http GET https://shop.example/api consumer_secret=={A}", A),
    "smtp-auth-login": (f" -> AUTH LOGIN\n<-  334 VXNlcm5hbWU6\n -> YWRtaW4=\n<-  334 UGFzc3dvcmQ6\n -> {B64}\n", B64),
    "nsupdate-tsig": (f"nsupdate -y hmac-sha256:ddns:{B64} <<EOF", B64),
    "plain-scheme": (f"ops@example.org:{{PLAIN}}{A}:5000:5000::/var/vmail/ops", A),
    "helm-split-pair": (f"helm install x --set env[0].name=CF_API_TOKEN --set env[0].value={A}", A),
    "caddy-dns": (f"{{\n\tacme_dns cloudflare {KEY40}\n}}", KEY40),
    "omniauth-provider": (f"  provider :github, 'Iv1.{HEX32[:16]}', '{HEX32}', scope: 'user'", HEX32),
    "app-password-groups": (f'Pass "{GROUPS}"', GROUPS),
    "password-lowercase-random": (f"account work\nuser me@example.org\npassword {LOWER}\n", LOWER),
    "passwd-file-line": (f"# /etc/exim4/passwd.client\n*.example.org:alerts:{HUMAN}\n", HUMAN),
    "authtok": (f"ldap_default_authtok = {HUMAN}", HUMAN),
    "secret-or-key": (f"  secretOrKey: '{HEX32}',", HEX32),
    "devtools-cookie-row": (f"Name\tValue\tDomain\tPath\n_sess\t{KEY40}\t.example.org\t/\t2026-12-09\n", KEY40),
    "crypt-block-key": (f"    'crypt' => [\n        'key' => '{HEX32}'\n    ],", HEX32),
    "login-verb-hex": (f"$ wandb login {HEX32}{HEX32[:8]}\n", HEX32),
    "authorize-second-word": (f"$ b2 account authorize {HEX32[:22]} K000{A}\n", A),
    "steamcmd-login": (f"steamcmd +login buildbot {HUMAN} +quit", HUMAN),
    "quoted-dash-p": (f"mcrcon -H game.lan -P 25575 -p '{A}' \"list\"", A),
    "rtmp-stream-key": (f"ffmpeg -i in.mkv -f flv rtmp://live.example.tv/app/live_629255728_{A}", A),
    "irc-pass": (f'sock.send("PASS oauth:{LOWER}{HEX32[:14]}\\r\\n".encode())', LOWER),
    "perl-braced-key": (f"$Conf{{RsyncdPasswd}} = '{HUMAN}';", HUMAN),
    "echo-into-iinit": (f"echo '{HUMAN}' | iinit\niget -r /zone/home/x .", HUMAN),
    "header-key-uuid": (f'curl -H "X-Dataverse-key: {UUID}" https://data.example/api', UUID),
    "call-key-beside-url": (f'gi = GalaxyInstance(url="https://galaxy.example", key="{HEX32}")', HEX32),
    "auth-random-letters": (f"redis_auth={LETTERS}", LETTERS),
    "unlock-verb": (f"$ bw unlock {KEY40}", KEY40),
    "login-method-call": (f'client.login("{KEY40}")', KEY40),
    "login-method-second": (f"api.authenticate('ops@example.org', '{HUMAN}')", HUMAN),
    "client-second-literal": (f"client = twilio.Client('AC123', '{KEY40}')", KEY40),
    "glued-authkey": (f"tailscale up --authkey={KEY40}", KEY40),
    "glued-privkey": (f'privkey = "{HEX32}"', HEX32),
    "url-path-token": (f'SUMO_URL="https://collector.example/receiver/v1/http/{KEY40}{KEY40}"', KEY40),
    "key-under-url": (f"$ cat ~/.servicerc\nurl: https://api.example/v2\nkey: {UUID}\n", UUID),
    "key-over-url": (f"key: {KEY40}\nurl: https://api.example/v2\n", KEY40),
    "printf-into-login": (f"printf '%s' '{HUMAN}' | vault login -", HUMAN),
    "echo-into-password-stdin": (f"echo {KEY40} | docker login --password-stdin -u ci ghcr.io", KEY40),
    "value-flag-secure-store": (f"aws ssm put-parameter --name /app/db --value {HUMAN} --type SecureString", HUMAN),
    "logging-in-with": (f"hey can you try logging in with {KEY40}?", KEY40),
    "here-string-into-signin": (f"$ op signin --raw <<< {KEY40}", KEY40),
    "unlock-human": (f"$ bw unlock {HUMAN}", HUMAN),
    "consul-secret-id": (f"$ consul acl bootstrap\nAccessorID:   {UUID}\nSecretID:     {UUID.replace('a', 'b')}", UUID.replace('a', 'b')),
    "vault-secret-id": (f"VAULT_SECRET_ID={KEY40}", KEY40),
    "nkey-seed": ("-----BEGIN USER NKEY SEED-----\nSUACSSL3UAHUDXKFSNVUZRF5UHPMWZ6BFDTJ7M6USDXIEDNPPQYYYCU3VY\n",
                  "SUACSSL3UAHUDXKFSNVUZRF5UHPMWZ6BFDTJ7M6USDXIEDNPPQYYYCU3VY"),
    "sip-userinfo": (f"[linphone] proxy config: sip:6009:{HUMAN}@pbx.example;transport=tls", HUMAN),
    "register-userinfo": (f"register => 289897:{KEY40}@sip.example.com/289897", KEY40),
    "user-info-call": (f'nats.Connect("nats://mq:4222", nats.UserInfo("orders", "{HUMAN}"))', HUMAN),
    "curl-clustered-u": (f"curl -su weblogic:{HUMAN} http://app.example:7001/management", HUMAN),
    "httpie-a": (f"http -a integration:{KEY40} GET https://erp.example/api", KEY40),
    "users-properties": (f"# conf/users.properties\nadmin={HUMAN}\n# conf/groups.properties\nadmins=admin", HUMAN),
    "jetty-realm": (f"# jetty-realm.properties\nadmin: {HUMAN}, admin\nuser: ${{USER_PW}}, user", HUMAN),
    "seed-phrase": ("MNEMONIC=\"legal winner thank year wave sausage worth useful legal winner thank yellow\"",
                    "legal winner thank year"),
    "rpc-url-key": (f"SEPOLIA_RPC_URL=https://sepolia.rpc.example/v3/{HEX32}", HEX32),
    "url-user-password-call": (f'gis = GIS("https://gis.example/portal", "etl", "{HUMAN}", verify_cert=False)', HUMAN),
    "typed-into-password": (f'driver.find_element(By.ID, "password").send_keys("{HUMAN}")', HUMAN),
    "key-as-curl-user": (f"curl -s -u {KEY40}: https://api.example/data/", KEY40),
    "xprv": ("HOT_WALLET_XPRV=xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi",
             "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi"),
    "evm-wallet": (f'const wallet = new ethers.Wallet("0x{HEX32}{HEX32[::-1]}", provider);', f"0x{HEX32}"),
    "byte-array-key": ("advanced:\n  network_key: [31, 7, 200, 14, 99, 183, 2, 250, 61, 18, 144, 77, 5, 230, 121, 40]\n",
                       "31, 7, 200, 14, 99, 183, 2, 250"),
    "evm-account-list": (f'  accounts: ["0x{HEX32[::-1]}{HEX32}"],', HEX32[::-1]),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_slot_secret_is_redacted(name: str) -> None:
    text, secret = LEAKS[name]
    out, count = redact(text)
    assert secret not in out and count >= 1, out


CLEAN = [
    "http://localhost:8080/api/v1@latest",
    "git+https://github.com:org/repo.git@v1.2",
    "pip install git+ssh://git@github.com:acme/tool.git@main",
    'client = Client("https://api.example.com/v1")',
    'region = Region("europe-west4-a-zone-1")',
    'h = Sha256("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")',
    f'obj = Uuid("{UUID}")',
    "OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-dataset=media-proxy,x-env=prod",
    "OTEL_EXPORTER_OTLP_HEADERS=${OTEL_HEADERS}",
    "xcopy C:\\src D:\\dst /p /s",
    "msbuild app.sln /p:Configuration=Release /p:Platform=x64",
    "channel.basic_publish(exchange='logs', routing_key='app.events.created', body=msg)",
    "choco apikey --key <your-api-key> --source https://push.chocolatey.org/",
    f"cache_key: {HEX32}",
    '{:password-min-length "12" :auth-mode "oauth2"}',
    '(def cfg {:token-endpoint "https://auth.example.com/oauth/token"})',
    "redis_auth=RedisAuthentication",
    "OLDPWD=/home/dev/projects/memtool",
    "ssh-keygen -t ed25519 -N '' -f ~/.ssh/id_ed25519",
    'ssh-keygen -p -N "$NEW_PASSPHRASE" -f key',
    "xfreerdp /v:host /u:admin /p:$RDP_PASSWORD",
    "https://host.example:8443/api?user=me@example.org",
    'const url = "https://cdn.example/app.js";  // token refresh happens in app.js',
    "ldap_default_authtok_type = password",
    "root:x:0:0:root:/root:/bin/bash\n# cat /etc/passwd",
    "password policy: must have four more than",
    "http GET https://api.example/items page==2 per_page==50",
    "encryption:\n  key: ${ENCRYPTION_KEY}",
    "docker login registry.example.com",
    "echo 'hello world' | iinit",
    f'curl -H "X-Request-Id: {UUID}" https://api.example',
    'cache.get(url="https://x.example/a", key="page-listing-cache")',
    "az login --use-device-code",
    "mkdir -p 'build-output-dir'",
    "ffmpeg -i in.mkv -f flv rtmp://live.example.tv/app/stream",
    "$Conf{RsyncdUserName} = 'it-admin';",
    "_ga\tGA1.1.283953884.1747965209\t.example.com\t/\t2027-12-01",
    "gh auth login --with-token < token.txt",
    "the doors unlock automatically at 9",
    'client.login(username, password)',
    'Client("us-east-1", "production-cluster-blue")',
    "https://docs.example/document/d/1aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789abcdEF/edit",
    "https://registry.example/v2/app/blobs/sha256:" + "9f8e7d6c5b4a3928" * 4,
    "url: https://cache.example\nkey: node-modules-cache-v2-linux",
    "url: https://cache.example\nkey: ${{ hashFiles('**/package-lock.json') }}",
    "curl --data @body.json https://api.example/secrets",
    "aws ssm put-parameter --name /app/db --value file://value.txt --type SecureString",
    "you can sign in with Google or GitHub2",
    "echo $TOKEN | gh auth login --with-token",
    'gh auth login --with-token <<< "$GH_TOKEN"',
    "aws secretsmanager get-secret-value --secret-id prod/db-creds",
    "SecretId: arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
    f"AccessorID:       {UUID}",
    "mail john:doe@example.com",
    "git clone git@github.com:org/repo.git",
    "time 10:45:00@host",
    "# app.properties\nserver.port=8080\nlog.level=debug",
    "# users.txt\nalice: admin\nbob: viewer",
    "the seed phrase should never be pasted into chat windows because anyone could drain funds",
    "https://api.example.com/v1/users",
    'page.fill("#password", process.env.PW)',
    "# bitcoin.conf\nrpcauth=btcrpc:a7ba12195d353f4c7c9fee23c8d02cd1$" + "b2b0ac7d65c3a96e" * 4,
    "sort_keys = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]",
    # (a transaction or block hash has a private key's shape)
    "const receipt = await wallet.provider.getTransactionReceipt(\"0x" + "5c3a96eb2b0ac7d6" * 4 + "\")",
    "tx = wallet.send(...)  # hash 0x" + "9e7d1c3b5a2f4e6d" * 4,
]


@pytest.mark.parametrize("text", CLEAN)
def test_slot_lookalike_stays(text: str) -> None:
    assert redact(text) == (text, 0)


def test_a_macos_keychain_password_flag_is_redacted_and_its_references_stay():
    secret = "Xk29aQmv1Lp-" + "q8Zr2m"
    out, n = redact(f"+ security unlock-keychain -p {secret} build.keychain\n")
    assert n == 1 and secret not in out
    for text in ('security create-keychain -p "$KEYCHAIN_PASSWORD" build.keychain\n',
                 "security set-keychain-settings -t 3600 -u build.keychain\n"):
        assert redact(text) == (text, 0)
