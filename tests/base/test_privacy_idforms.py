"""Identifiers whose format or name a provider or protocol documents (memtool.privacy.idforms): object ids, cursors,
idempotency keys, request ids, click ids -- and secrets written to look like them (adversarial probes), which stay
redacted."""

from __future__ import annotations

import pytest

from memtool import privacy
from memtool.privacy import engines, idforms, idplaces


@pytest.fixture(autouse=True, scope="module")
def _engine() -> None:
    engines.enable()


KEPT = [
    # object ids in their providers' documented formats
    "message sent: account=AC3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e service=MG5b2d4f6a8c0e1b3d5f7a9c2e3f1c9a7e",
    "TWILIO_VERIFY_SERVICE_SID=VA3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e",
    "webhook endpoint we_1Qk3pQ8rT2vW5xY7zA9bC1dE created",
    "instance i-0a1b2c3d4e5f60718 in subnet-0f1e2d3c4b5a69788 (sg-0123abcd)",
    "role: arn:aws:iam::123456789012:role/deploy-Xk29sLqPz8VbN3mW",
    '{"node_id": "PR_kwDOAbC12s5Xk29sLqPz"}',
    '{"id": "MDQ6VXNlcjEyMzQ1Njc="}',
    "OPENAI_ORG_ID=org-Xk29sLqPz8VbN3mW7cR1tY6u",
    '{"assistant_id": "asst_Xk29sLqPz8VbN3mW7cR1tY6u", "thread": "thread_Zk3pQ8rT2vW5xY7zA9bC1dE4"}',
    '{"id": "msg_01Xk29sLqPz8VbN3mW7cR1tY", "type": "message"}',
    "clerk user user_2Xk29sLqPz8VbN3mW7cR1tY6uJ4h signed up",
    '{"price_id": "pri_01hv8x7k29slqpz8vbn3mw7cr1", "customer_id": "ctm_01hv8x7k29slqpz8vbn3mw7cr2"}',
    "payment tr_WDqYK6vllg is paid",
    "base appXk29sLqPz8V3m table tblZk3pQ8rT2vW5x record rec9bC1dE4fGh6jK",
    "okta user 00uXk29sLqPz8VbN3mW7 added to group 00gZk3pQ8rT2vW5xY7zA",
    '{"user_id": "auth0|5f7a9c2e3f1c9a7e5b2d4f6a"}',
    'template_id: "d-3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"',
    '{"admin_graphql_api_id": "gid://shopify/Order/5483920173"}',
    "kafka cluster lkc-x7k29 in env-m3q8r",
    '{"order_key": "wc_order_Xk29sLqPz8VbN"}',
    "$ vault read -field=username database/creds/readonly\nv-token-readonly-Xk29sLqPz8VbN3mW7cR1-1764750497",
    "Opportunity 006Jq6HkDw5yAIT1JY (Contact 0038JI6T9eAP0BLyv9) closed won",
    # documented names of cursors, idempotency keys, request ids, click ids
    '{"items": [], "nextPageToken": "CkQKGAoMY3JlYXRlZF90aW1lEgh2YWx1ZV8xMjMSJGozZ2Q4azJtOXhxcHZ0"}',
    "harvested 243 records, resumptionToken dGEWWYrzOsdHLwZiqAbX|6",
    "Idempotency-Key: 5c2a8b1f3d4e4a6b9c7d1e2f3a4b5c6d",
    '<OTA_HotelAvailRQ EchoToken="ce0213dd-719e-47bd-bedc-d5eb821a43ab" Version="1.0">',
    "https://shop.example.com/sale?utm_source=google&gclid=Cj0KCQiA7k29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5x",
    "aws s3api list-objects-v2 --bucket logs --starting-token eyJDb250aW51YXRpb25Ub2tlbiI6IG51bGx9",
    '{"ReceiptHandle": "AQEBXk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5xZk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m=="}',
    # general evidence: a name of two words or more ending in id; the same value under an id's name elsewhere
    '{"tenant_id": "k29sLqPz8VbN3mW7cR1t", "workspace_id": "ws-Zk3pQ8rT2vW5xY7z"}',
    'created batch Xk29sLqPz8VbN3mW7cR1tY6u\n{"batch_id": "Xk29sLqPz8VbN3mW7cR1tY6u", "status": "queued"}',
    '{"channel": "C024BE91L", "user": "U0G9QF9C6", "text": "deploy done"}',
    "scope: /subscriptions/5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d/resourceGroups/rg-web",
    'db.orders.find({_id: ObjectId("507f1f77bcf86cd799439011")})',
    '{"to": "0x52908400098527886E0F7030069857D2E4169EE7", "value": "0x0"}',
    "author: urn:li:person:Xk29sLqPz8 did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK",
    # digests by their documented syntax or name, platform ids, public keys' members, public addresses
    "github.com/pkg/errors v0.9.1 h1:FEBLx1zS214owpjy7qsBeixbURkuhQAwrK5UwLGTwt4=",
    '{"name": "report.pdf", "md5Hash": "1B2M2Y8AsgTpgAmY7PhCfg==", "crc32c": "AAAAAA=="}',
    '<assemblyIdentity name="System.Web.Mvc" publicKeyToken="31bf3856ad364e35" culture="neutral" />',
    '<Product Id="*" UpgradeCode="{5C2A8B1F-3D4E-4A6B-9C7D-1E2F3A4B5C6D}" Version="1.0.0">',
    "/usr/bin/tool: ELF 64-bit LSB pie executable, BuildID[sha1]=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e3f1c9a7e, stripped",
    '{"keys": [{"kty": "RSA", "kid": "k1", "use": "sig", "e": "AQAB", '
    '"n": "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc"}]}',
    "|1|JfKTdBh7rNbXkVAQCRp4OQoPfmI=|USECr3SWf1JUPsms5AqfD5QfxkM= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl",
    "REVERSED_CLIENT_ID=com.googleusercontent.apps.123456789012-3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e",
    # what protocols publish
    "DKIM-Signature: v=1; a=rsa-sha256; d=example.com; s=sel1;\n bh=2jUSOH9NhtVGCQWNr9BrIAPreKQjO6Sn7XIkfJVOzv8=;\n"
    " b=AuUoFEfDxTDkHlLXSZEpZj79LICEps6eda7W3deTVFOk4yAUoqOB4nujc7YopdG5dWLSdNg6xNAZpOPr+kHxt1IrE+NahM6L/LbvaHutKVdk",
    "Content-Security-Policy: script-src 'nonce-Zk3pQ8rT2vW5xY7zA9bC1dE4' 'strict-dynamic'",
    "example.com. 3600 IN DNSKEY 257 3 13 mdsswUyr3DPW132mOi8V9xESWE8jTo0dxCjjnopKl+GqJxpVXckHAeF+KkxLbxILfDLUT0rAK9iUzy1L53eKGQ==",
    '{"userIdentity": {"type": "AssumedRole", "principalId": "AROAZK3PQ8RT2VW5XY7ZA:ci-deploy"}}',
    '{"PartitionKey": "tenant-42", "RowKey": "Xk29sLqPz8VbN3mW7cR1tY6u", "Timestamp": "2026-12-03T10:00:00Z"}',
    '{"mint": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "decimals": 6}',
    # algorithms' and protocol constants' registered names beside a password or a key
    "server: ss.example.net\nmethod: chacha20-ietf-poly1305\npassword: ${SS_PASSWORD}",
    "conn office\n  ike=aes256-sha256-modp2048!\n  esp=aes256gcm16-ecp384!\n  authby=secret",
    '{"alg": "ES256K", "kid": "k1"}\nJWT_SECRET=${JWT_SECRET}',
    # a page's analytics (written after reading rounds 43-46)
    "Cookie: _ga=GA1.1.950570020.1764984724; _ga_Q8RT2VW5XY=GS2.1.s1764003912$o17$g1$t1764064933$j60$l0$h0\nAPI_TOKEN=$TOKEN",
    "<script>(function(w,d,s,l,i){var f=d.getElementsByTagName(s)[0],j=d.createElement(s);"
    "j.src='https://www.googletagmanager.com/gtm.js?id='+i+'&gtm_auth=Zk3pQ8rT2vW5xY7zA9bC1d&gtm_preview=env-2';"
    "})(window,document,'script','dataLayer','GTM-5QLK55L');</script>",
    "<script defer src='https://static.cloudflareinsights.com/beacon.min.js' "
    "data-cf-beacon='{\"token\": \"3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e\"}'></script>",
    '{"bucketKey": "acme-designs-x7k29s", "objectKey": "gearbox_v19.f3d"}',
    '{"data": {"username": "seller_1", "userId": "Xk29sLqPz8V", "eiasToken": "nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6AFk4WkC5SDpQ2dj6x9nY"}}',
    '{"events": [{"type": "message", "replyToken": "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e", "message": {"type": "text"}}]}',
    # what a tool's output holds
    "$ vault list sys/leases/lookup/database/creds/readonly\nKeys\n----\nXk29sLqPz8VbN3mW7cR1tY6u\nZk3pQ8rT2vW5xY7zA9bC1dE4\n",
    "GET /app?embedded=1&hmac=9f20a0eb4dce8372287e05d4470793989ce10d1b2510fe2e9c74e84e5aba2ed2"
    "&host=YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvdXJiYW4&shop=urbanbrew.myshopify.com&timestamp=1764750497",
    # a document's own layout
    '{\n  "kind": "multi",\n  "user": {\n    "key": "5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d",\n    "plan": "pro"\n  }\n}',
    '{"token": "5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d", "expire": 1764750497, "signature": "634e024a37cab35331c6"}',
    "token request: keyName=Xk29sL.Pz8VbN capability={\"*\":[\"subscribe\"]}",
    '{\n  "type": "service_account",\n  "project_id": "demo-123",\n'
    '  "private_key_id": "19432995d00bb4ab8d06245ebecd8ec8c914f181",\n'
    '  "client_email": "sync@demo-123.iam.gserviceaccount.com"\n}',
    "sec   ed25519/BA0C2B63A6307A6D 2025-03-02 [SC] [expires: 2027-03-02]\n"
    "      D8D3E5F228B97F53AF6060A2473602A0FEE33E77\nuid                 [ultimate] Maya <maya@example.com>",
]


@pytest.mark.parametrize("text", KEPT)
def test_documented_identifiers_are_left_alone(text: str) -> None:
    assert privacy.scrub(text)[0] == text


SECRETS = [
    # a secret under a name or words saying so, whatever its format
    ("X-Shopify-Access-Token: AC635fca335ac0ff0b13abdc006fc3787a", "AC635fca335ac0ff0b13abdc006fc3787a"),
    ("TWILIO_AUTH_TOKEN=AC3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e", "AC3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ("db password: we_1Qk3pQ8rT2vW5xY7zA9bC1dE", "we_1Qk3pQ8rT2vW5xY7zA9bC1dE"),
    ("client_secret = rec9bC1dE4fGh6jK8m", "rec9bC1dE4fGh6jK8m"),
    ("session cursor: Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ("Authorization: Bearer X-Request-Id=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    # a Twilio API key's SID (counted with its secret), a provider secret's format under a cursor's name
    ("TWILIO_API_KEY=SK3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e\nTWILIO_API_SECRET=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m",
     "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ('{"nextPageToken": "ghp_Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR"}', "ghp_Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR"),
    # a name of one word, or with a credential's word; a 0x value named secret (hCaptcha's secret keys share an
    # Ethereum address's shape); Ably's whole key under keyName; a Kubernetes Secret's key
    ("AWS_ACCESS_KEY_ID=AKIAZK3PQ8RT2VW5XY7Z", "AKIAZK3PQ8RT2VW5XY7Z"),
    ("HCAPTCHA_SECRET=0xb838d1d670d6e0463226c4cfa681ec35551572c6", "0xb838d1d670d6e0463226c4cfa681ec35551572c6"),
    ('{"kind": "Secret", "data": {"key": "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"}}', "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ("remove after: Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m (the db password)", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    # a JSON Web Key with its private exponent: every member stays (the key is private)
    ('{"kty": "RSA", "e": "AQAB", "n": "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbf", '
     '"d": "X4cTteJY_gn4FYPsXB8rdXix5vwsg1FLN5E3EaG6RJoVH-HLLKD9Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"}',
     "X4cTteJY_gn4FYPsXB8rdXix5vwsg1FLN5E3EaG6RJoVH-HLLKD9Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    # a JWT named as a request id; a key id beside its private key (not a service account's file)
    ("X-Request-Id: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR",
     "eyJzdWIiOiIxMjM0NTY3ODkwIn0"),
    ('{"private_key_id": "19432995d00bb4ab8d06245ebecd8ec8c914f181", "private_key": "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR"}',
     "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR"),
]


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_secrets_shaped_like_identifiers_stay_redacted(text: str, secret: str) -> None:
    assert secret not in privacy.scrub(text)[0]


#: values the rules may or may not find, which this module must never call identifiers
NOT_RELEASED = [
    ('{"id": "5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d", "flow": "xtls-rprx-vision"}', "5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d"),
    ('{"session_id": "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"}', "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ('{"vless_uuid": "5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d"}', "5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d"),
    ("BLOCKFROST_PROJECT_ID=mainnetZk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m", "mainnetZk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ("keyName=Xk29sL.Pz8VbN:Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m", "Xk29sL.Pz8VbN:Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ("SYNC_TOKEN=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ("X-Twilio-Api-Key: SK3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e", "SK3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ('"sdkKey": "sdk-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d"', "sdk-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d"),
    ("Cookie: _ga=GA1.1.950570020.1764984724; sessionid=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m",
     "_ga=GA1.1.950570020.1764984724; sessionid=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ('{"kty": "OKP", "crv": "Ed25519", "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", '
     '"d": "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"}', "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"),
    ("HCAPTCHA_SECRET=0x52908400098527886E0F7030069857D2E4169EE7", "0x52908400098527886E0F7030069857D2E4169EE7"),
    ("SECRET_HASH=1B2M2Y8AsgTpgAmY7PhCfg==", "1B2M2Y8AsgTpgAmY7PhCfg=="),
    # Mews' connector API calls its credential ClientToken (AWS's ClientToken is an idempotency token: not listed)
    ('{"ClientToken": "AA5243A4383968CB55A111575F6E9D06-DC585E4D61C914159", "AccessToken": "x"}',
     "AA5243A4383968CB55A111575F6E9D06-DC585E4D61C914159"),
    ("aws_access_key_id = AKIAZK3PQ8RT2VW5XY7Z", "AKIAZK3PQ8RT2VW5XY7Z"),
    ("DKIM-Signature: v=1; d=example.com\nX-Api-Secret: b=Zk3pQ8rT2vW5xY7zA9bC1dE4", "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    # vault read prints values (vault list never does); a host parameter away from Shopify's app URL
    ("$ vault read -field=password secret/db\nKeys\n----\nZk3pQ8rT2vW5xY7zA9bC1dE4\n", "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    ("redis://cache.internal:6379/0?host=Zk3pQ8rT2vW5xY7zA9bC1dE4&password=x", "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    # a session cookie beside analytics cookies: the whole cookie list stays
    ("Cookie: _ga=GA1.1.950570020.1764984724; sessionid=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m",
     "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    # a login's password in base58's alphabet after a service account's name
    ("curl --user 'export-bot.549.mp-service-account:BZT4ygRZ8LnwbPppZ9umUiV4woXs6Bo4' https://data.example.com/export",
     "BZT4ygRZ8LnwbPppZ9umUiV4woXs6Bo4"),
]


@pytest.mark.parametrize(("text", "value"), [p for p in NOT_RELEASED if p[1]])
def test_credentials_are_not_called_identifiers(text: str, value: str) -> None:
    assert not idforms.identifier(text, text.index(value), value)


def test_salesforce_checksum_alone_says_id() -> None:
    # an 18-character id whose case checksum is right needs no object's name before it; a wrong one does
    body = "0015g00000Xk29s"
    good = body + idforms._salesforce_checksum(body)
    assert idforms.salesforce_id(f"see {good}", 4, good)
    bad = body + ("AAA" if good[15:] != "AAA" else "BBB")
    assert not idforms.salesforce_id(f"see {bad}", 4, bad)
    assert idforms.salesforce_id(f"Account {bad}", 8, bad)


def test_cursor_name_must_be_the_values_own() -> None:
    text = "the cursor Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"
    assert not idplaces.named_non_credential(text, text.index("Zk3"), "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m")
