"""What a found value is, when that is not a secret (memtool.privacy.kinds): public ids by their
documented format, placeholders of one repeated character, a secret store's arguments, a
credential's name -- and the secrets of the same shapes that must stay redacted."""

from __future__ import annotations

import pytest

from memtool import privacy
from memtool.privacy import engines


@pytest.fixture(autouse=True, scope="module")
def _engine() -> None:
    engines.enable()


KEPT = [
    # a WebSocket handshake's nonce and its digest (RFC 6455); public keys under names saying so, glued or not;
    # Tailscale's typed public keys; an AWS KMS key named by its id, ARN or alias
    "GET /ws HTTP/1.1\nUpgrade: websocket\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\nSec-WebSocket-Version: 13",
    "HTTP/1.1 101 Switching Protocols\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=",
    "WG_SERVER_PUBKEY=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4xZ6=",
    '{"peerPublicKey": "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4xZ6="}',
    '"NodeKey": "nodekey:4f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e4f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"',
    "kms_key: 1234abcd-12ab-34cd-56ef-1234567890ab",
    "$ atlas config init\n? Public API Key: xlpgcymf\nexport MONGODB_ATLAS_PUBLIC_API_KEY=xlpgcymf",
    "KMS_KEY_ID=mrk-1234abcd12ab34cd56ef1234567890ab",
    # a value labelled as a record's, where a secret's word stands earlier on the line or a line before
    "The API token was rotated yesterday. (job 3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e)",
    "No other credentials were exposed. Trace id ca0adb82a417b2cdfa7a3f891190a4b5.",
    "Rotated the webhook secret; new deliveries below.\nrequest_id: Zk3pQ8rT2vW5xY7zA9bC1dE4fG",
    "Plaid item IKiV7gvCUbeC5ZGGtNd6DEAJzI9JrWdHZBwtS needs re-auth (ITEM_LOGIN_REQUIRED)",
    # identifiers the engine's own rules name as ids (a Discord application, an Azure tenant, an Asana workspace)
    "DISCORD_APPLICATION_ID=167043378830703211",
    "AZURE_TENANT_ID=72f988bf-86f1-41af-91ab-2d7cd011db47\nASANA_WORKSPACE_GID=2009316239286183",
    # a keyed digest under its own name outside a URL; a Vault token's accessor; names listed by `vault list`;
    # Typeform's response token; a *_FILE variable with its path; an env entry named as a revision
    'token request: keyName=FkLzj8.wC7AAd nonce=10ef3fbef2644907 mac=5omWPC6X6q2pjtKWFU30qaJCcvGD3+abcd=',
    "$ vault token lookup -accessor zBdG1Ijn3ksFe52eKyEIe7GV\nKey     Value",
    "$ vault list sys/leases/lookup/database/creds/readonly\nKeys\n----\nTI7yYNMzXbFYLYEExw5p0Hd1\nTgiNJi9OgCJbzXaxKOXvfxq3\n",
    '{"form_response": {"form_id": "9aWXV8mg", "token": "f3457742e5f71329afb1fbefbf1adeac", "submitted_at": "x"}}',
    '$ env | grep -i -E "token|key"\nVAULT_TOKEN=<your vault token>\nSOPS_AGE_KEY_FILE=~/.config/sops/age/keys.txt\n',
    "  - name: SANITY_TOKEN\n    valueFrom:\n      secretKeyRef: { name: cms-tokens, key: sanity }\n"
    '  - name: REVISION\n    value: "5ff7f79f173b7dfe51b39503794ef18d5a3c1fa2"\n',
    # (read from rounds 39-42, by cause) an OAuth client id at a line's start below other lines; placeholders joined
    # by punctuation; the word id as a label; a verify key; a default that says to change it; an address as Squid
    # logs it; a documented client name in a Kubernetes env entry; an OAuth 1.0 header's parameter name; YouTube ids
    '[auth_servers.default]\nclient_id = "2DjrNxdHAYsZhobfsBEe"\nissuer = "https://auth.example.com"',
    "ABLY_API_KEY=<app>.<key>:<secret>",
    "  socket.io:server incoming connection with id G4ZwwGpPxvaJuvs-_PJv +0ms",
    '{"verify_keys": {"ed25519:a_LlLX": {"key": "ZOJyhPAVSl/sCrW9mSf/sz++KyRKMbpqUMG5dODZShA"}}}',
    "MERCURE_PUBLISHER_JWT_KEY='!ChangeThisMercureHubJWTSecretKey!'",
    "1764842087.274 10.23.114.73 TCP_TUNNEL/200 8151 CONNECT api.github.com:443 ops HIER_DIRECT/89.238.224.71 -",
    '  - name: STREAM_API_SECRET\n    valueFrom: {secretKeyRef: {name: s, key: k}}\n  - name: STREAM_API_KEY\n    value: "utrovbetdnxe"',
    "window.Echo = new Echo({\n  broadcaster: 'pusher',\n  key: '4b103bf16bd1f8e7e0ba',\n  cluster: 'mt1'\n});",
    "YouTube playlist: https://www.youtube.com/playlist?list=PLglDHlKADO5wAxMUG_Sl6_CwHcmRmvsZY",
    # the writer's comment labelling the value a browser's key
    "authorizationKey: 'k70ltuztf6pjokkjy8vq18vzqw32gy7cgn03vdx5', // browser (client-side) key",
    # a Pusher channel authorization (app key, per-socket signature); tools' documented defaults
    '{"auth":"278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4"}',
    "MINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD=minioadmin",
    "<source-password>hackme</source-password>\n<admin-password>hackme</admin-password>",
    'client = MilvusClient(uri="http://localhost:19530", token="root:Milvus")',
    # a record's key, named for the record (data modelling's key, no credential)
    '{"ListingKey": "Zk3pQ8rT2vW5xY7zA9bC1dE4fG", "ListPrice": 450000}',
    "feature_key: Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL",
    "<item_key>Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL</item_key>",
    # a public key's DER (a browser extension's manifest key); an HMAC digest named by its algorithm (Vault's audit log)
    '{"manifest_version": 3, "name": "PixelRuler", "key": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxk29sLqPz8VbN3mW7cR1tY6u"}',
    '{"response": {"data": {"data": {"password": "hmac-sha256:f84d3dcc380775f6da929349159a3937aa00bb11cc22dd33ee44ff5566778899"}}}}',
    # a Digest header's parameters (the scheme's first word is no credential); Strapi's documented .env default
    'Proxy-Authorization: Digest username="trunk-acme", realm="sbc.acme-tel.example", nonce="5f2c9a", uri="sip:x"',
    "APP_KEYS=toBeModified1,toBeModified2",
    # a typed record id at a sentence's end
    "If you forget your PIN, reset it at the office; case numbers look like CS-862242.",
    # Stripe object ids and publishable keys (made with the publishable key, returned by every call)
    "card_token=tok_1PqR7sT9uV1wX3yZ5aB7cD9e",
    '{"payment_method": "pm_card_visa", "token": "tok_1N3T00LkdIwHu7ixt44h1F8k"}',
    "bank_token=btok_1PqR7sT9uV1wX3yZ5aB7cD9e",
    "card: **** **** **** 4242 exp 12/29 token=tok_Lv3AaGU4S1Td5jDPI5oEYtNN",
    "const stripe = Stripe('pk_test_51HxQz2KqL8m3N7pR4tV6wY9zA1bC3dE5fG7hJ9kL2mN4pQ6rS8tU0vW');",
    # a device's push address under its name
    '"registration_token": "dK3f9a8b7c6d:APA91bH3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a9f9f9f9f9f9f9f"',
    "apns device token: 740f4707bebcf74f9b7c25d48e3358945f6aa01da5ddb387462c7eaf61bb78ad",
    # an OpenPGP key id where a key is chosen by it; a card receipt's approval code
    "git config --global user.signingkey 3AA5C34371567BD2",
    "[user]\n\tname = Maya Dev\n\tsigningkey = B989BDF174097044\n[commit]\n\tgpgsign = true\n",
    "VISA ************8509\nAUTH 84NTMT\nRRN 837504240691\nAPPROVED\n",
    "Receipt #3925-5813\nAuth code: 236255  RRN: 199489643309\nCard: VISA **** **** **** 9051\n",
    # a correlation id under a token's name (OTA's EchoToken is echoed back in the response)
    '<OTA_HotelAvailRQ xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="ce0213dd-719e-47bd-bedc-d5eb821a43ab">',
    # published by its owner: a domain verification token (DNS TXT), an ACME key authorization
    "Verification token for your domain: atlassian-domain-verification=Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDa",
    '"keyAuthorization": "LoqXcYV8q5ONbJQxbmR7SCTNo3tiAXDfowyjxAjEuX0.9jg46WB3rR_AHD-EBXdN7cBkH1WOu0tA3M9fm21mqTI"',
    # a placeholder of one repeated character in groups, or names in a pair's places
    "    Authorization: cpanel username:APITOKEN",
    "API_KEY=xxxx-xxxx-xxxx-xxxx",
    "password: XXXX-XXXX-XXXX",
    # a secret store's read/list/describe command names the secret
    "gcloud secrets versions access latest --secret=db-password-7f9c",
    "az keyvault secret show --vault-name acme-kv-7f9c --name db-password",
    "doppler secrets get DB_PASSWORD --plain --project api-7f9c",
    "kubectl get secret db-creds-7f9c -o jsonpath='{.data.password}'",
    'password: !!python/object/apply:os.getenv ["DB_PASSWORD"]',
    # ciphertext or a stored hash that says so
    'password = "enc:v1:Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL2mN4pQ6rS8tU0vW"',
    "userPassword:: e1NTSEF9V2tYVkVhUjFxNkxtZVFaT3dBaGVZaEJsZ1VuNjBpSHI=",
    # a credential's id under a label saying so; a value said to be left out
    "revoked token id: 4f2e198a-ed7f-49cd-ac53-5c5bff59857c",
    "credential id: cred_9f3a8c2b7d1e",
    "Authorization header was: Bearer (redacted)",
    "Use a password manager such as 1Password or Bitwarden.",
    "We moved all shared passwords from LastPass to 1Password last year.",
    "Password: (prompted)",
    "token: (from the CI secret store)",
    # a hex digest said to be a hash, by its label or its table column
    "hashed_token: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "token (sha256): 2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
    "| name        | sha256 |\n|---|---|\n| DB_PASSWORD | 7d865e959b2466918c9863afca942d0fb89d7c9ac0c99bafc3749504ded97730 |",
    # variables in a pair's places; a record's key where records are named by key and id
    """$ curl -s -u "$LEVER_API_KEY:" 'https://api.lever.co/v1/opportunities?limit=1'""",
    '{"value": [{"ListingKey": "766475955e54f65449ecb59ac17775f2", "ListingId": "MLS7892644",'
    ' "Media": [{"MediaKey": "11bee61c8e96853b337576d54a408a3a"}]}]}',
    '{"orderKey": "8d2f6a1c9e4b7035d1a8f2c6e9b04d7a", "orderId": "ORD-88123"}',
    # hex under a session's name in a log line: the session's id as logs print it; a cache key's hex
    "2026-11-30T08:31:00Z INFO user=ana action=READ session=5f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e outcome=0",
    'cache_key = "8d2f6a1c9e4b7035d1a8f2c6e9b04d7a"',
    # a line that denies what would make it about logging in (memtool.privacy.logins)
    "CSMS-5111: charger CP-S8R1V rejects RemoteStartTransaction after firmware update. Boot ok, heartbeat ok."
    " Attached log excerpt (2 KB), no credentials included.",
    # a credential's name or its owner, not its value
    "token name: ci-runner-7f9c, scopes: read_repository",
    '"Description": "CI deploy token for web-7f9c"',
    '{\n  "AccessorID": "acc63c1d-1f0b-473d-a417-c0251a4707bd",\n  "Description": "agent token web-7f9c"\n}',
    "Reminder: the RACF password for BATCH01 is now stored in the vault, not in the PROCLIB member.",
    # a JWT's header alone, or its start shown cut; a Salesforce merge field; a key whose prefix says public
    'returns `{"access_token": "eyJhbGciOi...", "expires_in": 3599}`; the token is scoped `viewables:read` only',
    "JWT header: eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ (RS256, key 1)",
    "req.setHeader('Bb-Api-Subscription-Key', '{!$Credential.Blackbaud_SKY.SubscriptionKey}');",
    '<script src="https://crm.example.org/HostedDonation?ApiKey=pub_fsic8ovey030xydxeqn3mwfkm64hwosprcchvtz6&WidgetId=1"></script>',
    # an SSH key's fingerprint as OpenSSH prints it; a FreeRADIUS check item holding a one-way hash
    "ED25519 key fingerprint is SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8.",
    "# radcheck uses hashes now\n| cust488839 | SSHA2-256-Password | := | x9/kGsy0qGPRphCAcIGRlBPBUjKELs3OaU7HZUA7iVL7773uC2mnHQ== |",
    # what an assignment's name would say holds in every syntax: an XML element, prose, a query parameter
    "<ListResult><NextToken>3f9a8b7c-6d5e-4f3a-a2b1-c0d9e8f7a6b5</NextToken></ListResult>",
    "<pageToken>Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL</pageToken>",
    "for the retry the idempotency key is Kp3nQ8rT2vW5xY7zA9bC, reuse it",
    "the cache key is Kp3nQ8rT2vW5xY7zA9bC, see the dashboard",
    "the next token is 3f9a8b7c-6d5e-4f3a-a2b1-c0d9e8f7a6b5, pass it back",
    "GET https://api.example.com/v2/items?checksum=Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL&limit=50",
    "GET https://api.example.com/v2/items?idempotency_key=Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL&limit=50",
    # a paging cursor glued to its word, as OData and Microsoft Graph spell it
    ('"@odata.deltaLink": "https://graph.microsoft.com/v1.0/users/delta?$deltatoken=oEcOySpF_hWYmTIUZBOIfPzcwisr_rPe8o9M54L4'
     '5qEXQGmvQC6T2dbL-9O7nSU-njKhFiGlAZqewNAThmCVnNxqPu5gOBegrm1CaVZ-ZtFZ2tPOAO98OD9y0ao460"'),
    "GET https://graph.microsoft.com/v1.0/users?$top=100&$skiptoken=RFNwdAIAAQAAACE6dXNlckBjb250b3NvLmNvbSlVc2VyXzI",
    # an image inline: its bytes (a signature's image beside the word Signature), no credential
    ('Signature image: <img src="data:image/png;base64,tX1UEgds1B3ClR9ajPm6S41HxD3QHHSgUeYeuORBYrYxdcUyEa7BQuxIpOKuCLa786'
     'nuLnjhaxkelteHebvNTIGxTSbUuyeGdREX1NRHhqYV+/sShp13ZBpBAiXm2zny">'),
    # a typed record id (a type code, one dash, a serial) beside a noun on a line about accounts or auth
    "Ticket OPS-48213 for user account migration closed by the on-call.",
    "kiosk KSK-4471 lost its authorisation after the reboot, re-enrol it",
    "Device VM-20931 registered to account store-114, awaiting approval.",
    # a provider's format around a described placeholder body
    "DEEPL_AUTH_KEY=<your-api-key>:fx",
    "export OPENAI_API_KEY=sk-<your-key-here>",
    'SLACK_BOT_TOKEN="xoxb-<bot-token>"',
    # a paging cursor's name (OAI-PMH resumption tokens) in prose and as an element
    "harvested 500 records, resumptionToken Hq8vK2pLmN4rT6wX|3",
    "<resumptionToken cursor=\"0\">Hq8vK2pLmN4rT6wX|3</resumptionToken>",
    # an account's label names a record, not a login, for the pairs it does not introduce (a record listing)
    "Case 500Kx29sLq8WzQ2 (Contact 003Pq7RtY2mN8vB4, Account 001Hw3Jk9LpZ5xC7) escalated",
    "Order 7Wq2Tz8x4Kp account cust44120 shipped to the depot",
    # a tool's documented default: FreeRADIUS's stock client, Google's P12 files, the Android SDK's debug keystore
    "client localhost {\n    ipaddr = 127.0.0.1\n    secret = testing123\n}",
    "openssl pkcs12 -in svc-7f9c.p12 -passin pass:notasecret -nodes",
    'debug {\n    storeFile file("debug.keystore")\n    storePassword "android"\n    keyAlias "androiddebugkey"\n}',
    # the writer's own comment says the value is public (on its line, or below it naming the name's last word)
    "amplitude_key: 4f8a2c9e1b7d3f6a0c5e8b2d9f1a7c3e  # public by design, ships in the web bundle",
    "  access_token: pk.Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL2mN4.pQ6rS8tU0vW  # tiles for the status page",
    "PUSHER_APP_KEY=k3v9q2m7x1pz8w4n\nPUSHER_APP_SECRET=${PUSHER_APP_SECRET}\n# the key is public (browser), the secret is not",
    # a push service's registration token for a device, said so in prose (not the legacy server key, AAAA…:)
    "FCM registration token for test device: Kx29sLq8WzQ2vR7tPm4n_A:APA91bHq8vK2pLmN4rT6wX9zB1cD3eF5gH7jK9mN2pQ4rS6tU8vW0xY2zA4bC6dE8fG",
    # an app token where Adjust's SDKs read it (shipped in every copy of the app)
    "Adjust.initSdk({ appToken: 'k3v9q2m7x1pz', environment: 'sandbox' });",
    'AdjustConfig cfg = new AdjustConfig(this, "k3v9q2m7x1pz", AdjustConfig.ENVIRONMENT_SANDBOX);',
    # a delimited row's last cell is a column's value (a QC verdict), not the name of the cells before it
    "Sample,Method,Grade,QC\nDH-0412,ICP-Ms4b,2.31,PASS\nDH-0413,ICP-Ms4b,0.07,FAIL",
]


@pytest.mark.parametrize("text", KEPT)
def test_ordinary_text_is_left_alone(text: str) -> None:
    assert privacy.scrub(text)[0] == text


REDACTED = [
    # a private key under a name saying public (a pasting mistake: still the key); a private half's names; the nonce
    # header's neighbour carrying a token; the typed private key of Tailscale; KMS names over other shapes
    ("public_key: -----BEGIN PRIVATE KEY-----\n" + "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" * 30
     + "\n-----END PRIVATE KEY-----", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"),
    ("WG_PRIVKEY=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4xZ6=", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4xZ6="),
    ("PUBKEY_SECRET=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4xZ6=", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4xZ6="),
    ("STRIPE_PUBKEY=sk_live_Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6"),
    ("Sec-WebSocket-Protocol: access_token, eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0p",
     "eyJzdWIiOiIxMjMifQ"),
    ("Sec-WebSocket-Key: Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4"),
    ("privkey:4f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e4f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e",
     "4f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e4f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ("KMS_KEY=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4xZ6=", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4xZ6="),
    # a signature in a URL's query (a signed URL is a capability); a Vault token after -accessor; a listing joined
    # to a read; an env entry whose name says secret
    ("https://acct.blob.core.windows.net/c/f?sv=2022-11-02&sr=b&sp=r&sig=Xk29sLq8WzQ2vR7tPm4nXk29sLq8%3D",
     "Xk29sLq8WzQ2vR7tPm4nXk29sLq8"),
    ("vault token lookup -accessor hvs.CAESIXk29sLq8WzQ2vR7tPm4nXk29sLq8WzQ2", "CAESIXk29sLq8WzQ2vR7tPm4nXk29sLq8WzQ2"),
    ("$ vault list secret/ && vault kv get -field=token secret/ci\nXk29sLq8WzQ2vR7tPm4n\n", "Xk29sLq8WzQ2vR7tPm4n"),
    ('  - name: DB_PASSWORD\n    value: "Xk29sLq8WzQ2vR7t"\n', "Xk29sLq8WzQ2vR7t"),
    # a provider secret's format under a comment calling it public; a labelled browser key with a warning
    ("api_key: sk_live_k70ltuztf6pjokkjy8vq18vzqw32gy7cg  # public by design", "k70ltuztf6pjokkjy8vq18vzqw32gy7cg"),
    ("OPENAI_API_KEY=sk-proj-k70ltuztf6pjokkjy8vq18vzqw32gy7cgn03vdx5abc  # the key is public",
     "k70ltuztf6pjokkjy8vq18vzqw32gy7cgn03vdx5abc"),
    ("API_KEY=k70ltuztf6pjokkjy8vq18vzqw32gy7cgn03vdx5  # browser key, do not commit",
     "k70ltuztf6pjokkjy8vq18vzqw32gy7cgn03vdx5"),
    ("api_key: k70ltuztf6pjokkjy8vq18vzqw32gy7cgn03vdx5  # web key leaked in the bundle, rotate",
     "k70ltuztf6pjokkjy8vq18vzqw32gy7cgn03vdx5"),
    # the word id after a session's, a secret's or a key's name; an Echo config's secret; a key in a YouTube URL;
    # a signing key; a secret in an env entry
    ("session id G4ZwwGpPxvaJuvs-_PJv", "G4ZwwGpPxvaJuvs-_PJv"),
    ("API key id: G4ZwwGpPxvaJuvs", "G4ZwwGpPxvaJuvs"),
    ("new Echo({ broadcaster: 'pusher', key: '4b103bf16bd1f8e7e0ba', secret: 'b58c34ae5b09e770f216' })",
     "b58c34ae5b09e770f216"),
    ('signing_key: {"ed25519:a": {"key": "ZOJyhPAVSl/sCrW9mSf/sz++KyRKMbpqUMG5dODZShA"}}',
     "ZOJyhPAVSl/sCrW9mSf/sz++KyRKMbpqUMG5dODZShA"),
    ('- name: STREAM_API_SECRET\n  value: "utrovbetdnxeabcdefgh12"', "utrovbetdnxeabcdefgh12"),
    # a Pusher key and secret together (both 20 hex), a user and password as "auth"; a default with more to it
    ('{"auth": "278d425bdf160c739803:7ad3773142a6692b25b8"}', "7ad3773142a6692b25b8"),
    ('{"auth": "admin:Xk29sLq8WzQ2vR7t"}', "Xk29sLq8WzQ2vR7t"),
    ("MINIO_ROOT_PASSWORD=minioadmin-Xk29sLq8WzQ2", "minioadmin-Xk29sLq8WzQ2"),
    # a record's noun inside the clause of a secret's word; an id with a password's symbols; a provider format
    ("password for device: Xk29sLq8WzQ2", "Xk29sLq8WzQ2"),
    ("Wi-Fi password for device node: Xk29sLq8WzQ2", "Xk29sLq8WzQ2"),
    ("api key (order Xk29sLq8WzQ2vR7tPm4n$!)", "Xk29sLq8WzQ2vR7tPm4n$!"),
    ("job: xoxb-123456789012-123456789012-Xk29sLq8WzQ2vR7tPm4nXk29", "Xk29sLq8WzQ2vR7tPm4nXk29"),
    # a record noun before a key whose key is a credential (Cypress's record key), a job's token; provider formats
    ("CYPRESS_RECORD_KEY=1f3c9a7e-5b2d-4f6a-8c0e-1b3d5f7a9c2e", "1f3c9a7e-5b2d-4f6a-8c0e-1b3d5f7a9c2e"),
    ("CI_JOB_TOKEN=Zk3pQ8rT2vW5xY7zA9bC", "Zk3pQ8rT2vW5xY7zA9bC"),
    ("feature_key: sk_live_Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6"),
    # a private key's DER (PKCS#8, PKCS#1) stays a secret where a public one would be read as public
    ('"key": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7Xk29sLqPz8VbN3mW7cR1tY6u"',
     "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7Xk29sLqPz8VbN3mW7cR1tY6u"),
    ('"key": "MIIEowIBAAKCAQEAxk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5xY7zA9bC1dE4fGh6"',
     "MIIEowIBAAKCAQEAxk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5xY7zA9bC1dE4fGh6"),
    # a secret key, a restricted key, a webhook secret, a PaymentIntent's client secret
    ("STRIPE_SECRET_KEY=sk_live_51HxQz2KqL8m3N7pR4tV6wY9zA1bC3dE5fG7hJ9kL2mN4pQ6rS8tU0vW",
     "sk_live_51HxQz2KqL8m3N7pR4tV6wY9zA1bC3dE5fG7hJ9kL2mN4pQ6rS8tU0vW"),
    ('clientSecret: "pi_3PqR7sT9uV1wX3yZ5aB7cD9e_secret_Zk3pQ8rT2vW5xY7zA9bC1dE4f"', "Zk3pQ8rT2vW5xY7zA9bC1dE4f"),
    # a publishable-looking value under a name that says token stays what the name says
    "env:\n  - name: GITHUB_TOKEN\n    value: pk_live_SeEJkTXgQxQN8ml8AZ518Ajz\n",
    ("//registry.npmjs.org/:_authToken=pk_live_HyQsoHt00RicUkP5XFhuOiNL", "HyQsoHt00RicUkP5XFhuOiNL"),
    # an API key handed to curl as the user is no key id, whatever its shape
    ("curl -u 3AA5C34371567BD23AA5C34371567BD2ABCDEF01: https://api.example.com/v1/x",
     "3AA5C34371567BD23AA5C34371567BD2ABCDEF01"),
    # a password that starts with "!"
    ("password: !Summer/2024x", "!Summer/2024x"),
    # base64 of a plain password; PostgreSQL's md5 verifier (it logs in as it stands)
    ("userPassword:: U3VtbWVyMjAyNCF4eXo=", "U3VtbWVyMjAyNCF4eXo="),
    ("rolpassword: md53175bce1d3201d16594cebf9d7eb3f9d", "md53175bce1d3201d16594cebf9d7eb3f9d"),
    # Vault's AppRole secret id is a credential whatever its shape
    ("role_id: 5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d secret_id: 7f9c2b1a-3d4e-4a6b-9c7d-1e2f3a4b5c6d",
     "7f9c2b1a-3d4e-4a6b-9c7d-1e2f3a4b5c6d"),
    # a word in parentheses is no description; a password holding a manager's name is a password
    ("password: (letmein)", "letmein"),
    ("the password is Bitwarden2024", "Bitwarden2024"),
    # hex under a table column that names no digest is what the row's name says
    ("| name | value |\n|---|---|\n| DB_PASSWORD | 7d865e959b2466918c9863afca942d0fb89d7c9ac0c99bafc3749504ded97730 |",
     "7d865e959b2466918c9863afca942d0fb89d7c9ac0c99bafc3749504ded97730"),
    # a key under a credential's qualifier stays a key beside its id; a literal in a pair stays a secret
    ('{"apiId": "a1b2c3", "apiKey": "766475955e54f65449ecb59ac17775f2"}', "766475955e54f65449ecb59ac17775f2"),
    ('curl -u "$LEVER_USER:Zk3pQ8rT2vW5xY7zA9bC1dE4" https://api.lever.co/v1', "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    # a denied word beside one that is not: the line is still about logging in
    ("no credentials in the ticket; the login is deploy / Xk29sLq8Wz", "Xk29sLq8Wz"),
    # a verification token that is a shared secret (Slack's, a webhook's verify token)
    ("SLACK_VERIFICATION_TOKEN=Xk29sLqPz8VbN3mW7cR1tY6u", "Xk29sLqPz8VbN3mW7cR1tY6u"),
    # a generated slug is a value, not a name, outside a description field
    ("the new token kowgd-dzpyv-fmwxi4 is in the vault", "kowgd-dzpyv-fmwxi4"),
    ('"Description": "deploy token kowgd-dzpyv-fmwxi4"', "kowgd-dzpyv-fmwxi4"),
    # FCM's legacy server key has a registration token's shape: a secret
    ("Authorization: key=AAAAnYfzMiQ:APA91bARPjXMX_4BnJGljEoAZfjhSLgrELsaImxolnf3jkEWuDZJb8Q06v2TuhsEO2pK-SL7BTq",
     "APA91bARPjXMX_4BnJGljEoAZfjhSLgrELsaImxolnf3jkEWuDZJb8Q06v2TuhsEO2pK-SL7BTq"),
    ('{"server_key": "AAAAnYfzMiQ:APA91bARPjXMX_4BnJGljEoAZfjhSLgrELsaImxolnf3jkEWuDZJb8Q06v2TuhsEO2pK-SL7BTq"}',
     "APA91bARPjXMX_4BnJGljEoAZfjhSLgrELsaImxolnf3jkEWuDZJb8Q06v2TuhsEO2pK-SL7BTq"),
    # a signing key that is not an OpenPGP key id; a one-time code that is not on a receipt
    ("JWT_SIGNING_KEY=Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL", "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    ("Your 2FA auth code: 836152", "836152"),
    ("Authorization: cpanel deploy:Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL", "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    # a credential flag of a store's command, a value that follows the name
    ("doppler secrets get DB_PASSWORD --plain --token dp.st.prd.Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL2mN4pQ6r",
     "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL2mN4pQ6r"),
    ("the password for admin: Wq9tZk3pQ8rT", "Wq9tZk3pQ8rT"),
    ("token name: ci-runner, token: Zk3pQ8rT2vW5xY7zA9bC1dE4fG6h", "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6h"),
    ("the api key Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL is in the runbook", "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    ("password=data:text/plain;base64,Wq9tZk3pQ8rT2vW5xY7z", "Wq9tZk3pQ8rT2vW5xY7z"),  # (no file's bytes)
    # a whole JWT, a JWT-shaped payload alone, a Grafana key (base64 JSON, no alg), a pub_ value named secret
    ('"access_token": "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.'
     'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"', "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
    ("token=eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ", "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ"),
    ('api_key = "eyJrIjoiT0tTcG1pUlY2RnVKZTFVaDFsNFZXdE9ZWmNrMkZYbk"', "eyJrIjoiT0tTcG1pUlY2RnVKZTFVaDFsNFZXdE9ZWmNrMkZYbk"),
    ("api key eyJrIjoiT0tTcG1pUlY2RnVKZTFVaDFsNFZXdE9ZWmNrMkZYbk... works", "eyJrIjoiT0tTcG1pUlY2RnVKZTFVaDFsNFZXdE9ZWmNrMkZYbk"),
    ("BLOOMERANG_PRIVATE_KEY=pub_fsic8ovey030xydxeqn3mwfkm64hwosprcchvtz6", "pub_fsic8ovey030xydxeqn3mwfkm64hwosprcchvtz6"),
    # FreeRADIUS items that log in as they stand: an NT hash, a cleartext password
    ("| bob | NT-Password | := | 8846F7EAEE8FB117AD06BDD830B7586C |", "8846F7EAEE8FB117AD06BDD830B7586C"),
    ('bob Cleartext-Password := "Xk29sLq8Wz"', "Xk29sLq8Wz"),
    # beside them, the secrets' own names in the same syntaxes
    ("<AccessToken>Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL</AccessToken>", "Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    ("the access token is Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL, keep it safe", "Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    ("the session token is Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL", "Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    ("GET https://api.example.com/v2/items?access_key=Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL&limit=50",
     "Kp3nQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    # a credential's word glued to token is no cursor
    ("GET https://api.example.com/v1/me?accesstoken=Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL", "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    # a record id's shape under a name saying secret, a licence key of several groups, a mixed-case value
    ("password: TX-88412Q", "TX-88412Q"),
    ("login deploy / PIN-48213 for the kiosk", "PIN-48213"),
    ("Benutzer kiosk01, Kennwort KX-48213Q", "KX-48213Q"),
    ("the ftp user ops with password Kx-9q2Lm8Wz", "Kx-9q2Lm8Wz"),
    ("use Xk29sLq8Wz as the db password", "Xk29sLq8Wz"),
    # the same word in a release keystore, a default's look-alike
    ('release {\n    storeFile file("upload.jks")\n    storePassword "android"\n}', "android"),
    ("secret = testing1234", "testing1234"),
    # a comment that mentions something public, denies it or makes it a condition; a secret's name overrides it
    ("API_KEY=Xk29sLq8WzQ2vR7tPm4n  # used by the public API gateway", "Xk29sLq8WzQ2vR7tPm4n"),
    ("API_KEY=Xk29sLq8WzQ2vR7tPm4n  # not public!", "Xk29sLq8WzQ2vR7tPm4n"),
    ("API_TOKEN=Xk29sLq8WzQ2vR7tPm4n  # public repo!! rotate", "Xk29sLq8WzQ2vR7tPm4n"),
    ("SERVICE_KEY=Xk29sLq8WzQ2vR7tPm4n  # public-facing service key", "Xk29sLq8WzQ2vR7tPm4n"),
    ("upload_key: Xk29sLq8WzQ2vR7tPm4n # public upload key, write access", "Xk29sLq8WzQ2vR7tPm4n"),
    ("token = 'Xk29sLq8WzQ2vR7tPm4n'  // is public? no, keep it secret", "Xk29sLq8WzQ2vR7tPm4n"),
    ("ACCESS_TOKEN=Xk29sLq8WzQ2vR7tPm4n\n# the token is public for now, TODO move to vault", "Xk29sLq8WzQ2vR7tPm4n"),
    ("KEY=Xk29sLq8WzQ2vR7tPm4n  # safe to commit? NO", "Xk29sLq8WzQ2vR7tPm4n"),
    ("MAPBOX_TOKEN=sk.Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL2mN4.pQ6rS8tU0vW", "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL2mN4"),
    ("API_KEY=Xk29sLq8WzQ2vR7tPm4n  # rotate if this is public", "Xk29sLq8WzQ2vR7tPm4n"),
    ("CLIENT_SECRET=Xk29sLq8WzQ2vR7tPm4n  # public by design", "Xk29sLq8WzQ2vR7tPm4n"),
    ("APP_KEY=Xk29sLq8WzQ2vR7tPm4n\n# the secret is public now, rotate it", "Xk29sLq8WzQ2vR7tPm4n"),
    # beside an Adjust app token: another key of the same init, the app secret's name
    ("Adjust.initSdk({ appToken: 'k3v9q2m7x1pz', apiToken: 'Xk29sLq8WzQ2vR7tPm4n' })", "Xk29sLq8WzQ2vR7tPm4n"),
    # an account's label before the pair it introduces, or naming the pair's user, still says login
    ("account 88123 deploy Xk29sLq8Wz", "Xk29sLq8Wz"),
    ("svc01:Xk29sLq8Wz (account svc01)", "Xk29sLq8Wz"),
    ("Account 4411: user svc / Xk29sLq8Wz", "Xk29sLq8Wz"),
    # a placeholder's brackets around a real body, a body of capitals
    ("OPENAI_API_KEY=sk-<Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL>", "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    ("DB_AUTH=<user>:Xk29sLq8", "Xk29sLq8"),
    # a key beside its id in a config section is a credential pair, not a record's key (only a quoted record field is)
    ("[gateway]\nmerchant_id = 5e1c0a9b7d3f42e68a1b9c0d7e2f4a61\nmerchant_key = 8d2f6a1c9e4b7035d1a8f2c6e9b04d7a3f5c1e8b\n",
     "8d2f6a1c9e4b7035d1a8f2c6e9b04d7a3f5c1e8b"),
    # hex of a key's length, quoted or glued, under a name saying key: the key (a session's hex stays an id)
    ('{"db_key_base": "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"}',
     "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ('UPGRADE_KEY="7c41e9a2b85d03f6"', "7c41e9a2b85d03f6"),
]


@pytest.mark.parametrize("case", REDACTED)
def test_secrets_of_the_same_shapes_stay_redacted(case: str | tuple[str, str]) -> None:
    text, secret = case if isinstance(case, tuple) else (case, case.split("value: ")[1].strip())
    out = privacy.scrub(text)[0]
    assert secret not in out and "[REDACTED:" in out
