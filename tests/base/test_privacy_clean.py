"""Ordinary texts that first runs of rounds 48-62 altered, by what the value is (session 26's clean side): a record's
token in a payment or state record or a payment's log line, Apple's and Google Play's purchase record names, a key
under an HSM's LMK, a credential's id under its label, a card receipt's approval code, an SSH public
key's comment, tools' documented defaults, a placeholder with a format's suffix or saying where the value is kept,
public ids (YouTube channels, Confluent resources after their flag, Adapty's public SDK key), a signed webhook's
nonce, an IndexNow key, a Pix random key -- and, for each, the secrets of the same shapes that stay redacted."""

from __future__ import annotations

import pytest

from memtool import privacy

KEPT = [
    # a record's token or key: a UUID or 32 hex in a record holding money, or a state and another reference
    '{"id": 8020336143925, "financial_status": "paid", "line_items": [{"sku": "RB9074-53"}],\n'
    ' "token": "dc2e7aa39bdf288f0922d114ef9376c1", "checkout_token": "0a3a6737c563f0138305370c2c68a7af"}',
    '{\n  "type": "transaction.created",\n  "token": "a1d0a9da-53f2-4fdc-8080-3b8a0b84432e",\n'
    '  "card_product_token": "b76bf97d-2962-474c-be25-9e0673fd13fb",\n  "amount": 27143\n}',
    '{"value": [{"Key": "7cee2a3d-4895-4cdd-b885-7f613afce192", "State": "Successful",\n'
    '  "ReleaseKey": "5f7d4849-6bf8-4f91-b242-244eb584be35", "Id": 35122068}]}',
    "2026-12-03T01:23:52Z INFO auth decision card=496904******2466 token=5c81b506-94e9-45fa-9a3c-a870a9fd8c29 amount=388.37",
    # the stores' purchase records' documented names; keys under an HSM's LMK (cryptograms)
    '{"appAccountToken": "cbed13d3-6b75-4ed8-b63f-11c15b124596", "storefront": "DEU"}',
    '{"testNotificationToken":"31ace732-a4ed-45b8-afe6-dabe16e38686_3765524745740"}',
    "Key inventory (cryptograms under LMK pair 04-05)\nZMK    T8703698324FA91A7E1A4942597381A2C   KCV 6A7059",
    # a credential's id under its label, at the end of a longer name too
    "$ modal token info\nToken ID: ak-N94mQL2v6vRzv1z8V1eoW2\nWorkspace: jonas_h",
    "ASC_KEY_ID=03CG8XO5Z9\nASC_ISSUER_ID=91cb8d5e-48af-44a8-80e4-36719cd87c8b\n"
    "ASC_KEY_PATH=~/private_keys/AuthKey_03CG8XO5Z9.p8",
    # a card receipt's approval code, the card's last four said in words
    "INVOICE 393858  Job 99204915\nPaid: card ending 0584  auth OP0R3P  Stripe pi_BlbrhDyhtmpSpz4pbOoxE0A0",
    # an SSH public key's comment: the random base64 before it holds 'pw' or 'key' after a '+', no name
    "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBLc96fQNXL8HLFs7xN7WN+b482AhFtds2k15Ikaw"
    "SLv6Yxm6aqXnkFPXOgwckWeiPw03A0QWfFR2wQAkxsYmtLRmvgC= labsync@dvi",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAInhy9regZh+rEWR0yNmXXI5GtSPwO7A1mNl4xzc3UNq1 jibri@recorder-5",
    # documented defaults; a placeholder with a format's suffix; where the value is kept instead
    "mqtt:\n    address: mqtt.meshtastic.org\n    username: meshdev\n    password: large4cats   # the public broker",
    "# ibc config.ini.sample\nIbLoginId=edemo\nIbPassword=demouser\nTradingMode=paper",
    "# .env.example\nVAN_API_KEY=<your-van-key>|1\n",
    '{"kiosk": true, "app": "com.example.mpi", "passcode": "managed-by-mdm"}',
    # public ids: a YouTube channel's live embed, a Confluent cluster after its flag, Adapty's public SDK key
    '<iframe src="https://www.youtube.com/embed/live_stream?channel=UCPRyr2gfnKAk2D28RUhsZ8u"></iframe>',
    "$ confluent api-key list --resource lkc-1eoh6\n  Current |       Key        |",
    'let config = AdaptyConfiguration.builder(withAPIKey: "public_live_MCyuT3sK.NQDpKExssaSJpBdWYR6j")',
    # a Pix random key, given to payers
    "Chave Pix aleatória da empresa (para o cliente copiar): b69aaaaa-1224-4b70-9f2d-bc9bbf5c4d2d\nFavorecido: LOJA",
    # a signed webhook's nonce; an IndexNow key, published at the site's root
    '{"signature": {"timestamp": "1764977727", "token": "5b77f0300f56b552df8709ad5994197f188eaf069b5e5c97b4",\n'
    '  "signature": "b9f76ea6a71315bfb49affde55f449684df567db64eac9dac94bc40140e74aaf"}}',
    "$ curl -s https://www.example.de/f1a3047d2dd634cdbe5f613eecb1bebc.txt\nf1a3047d2dd634cdbe5f613eecb1bebc\n"
    "$ curl -X POST https://api.indexnow.org/indexnow -d '{\"host\":\"www.example.de\","
    "\"key\":\"f1a3047d2dd634cdbe5f613eecb1bebc\",\"keyLocation\":\"https://www.example.de/f1a3047d2dd634cdbe5f613eecb1bebc.txt\"}'",
]


@pytest.mark.parametrize("text", KEPT)
def test_ordinary_text_is_left_alone(text: str) -> None:
    assert privacy.scrub(text)[0] == text


REDACTED = [
    # a log line's token without money; a clear key's component (no scheme letter) in an HSM's ceremony
    ("2026-12-03 INFO login ok user=bob token=5c81b506-94e9-45fa-9a3c-a870a9fd8c29", "5c81b506-94e9-45fa-9a3c-a870a9fd8c29"),
    ("HSM: payShield 10K (LMK 00)\nCustodian A  component 1: 088471F290E5AFA9F7EEA5F72A40A70E  KCV C90AA3",
     "088471F290E5AFA9F7EEA5F72A40A70E"),
    # a credential's token in a record without money or state, or under a credential's qualifier beside money
    ('{"username": "dsuser46", "key": "8d9d74d2ccdc8a9e1274424665460234"}', "8d9d74d2ccdc8a9e1274424665460234"),
    ('{"amount": 12, "api_token": "e7fb3cb6-9dc8-439c-9ec9-a487aa7f4cfd"}', "e7fb3cb6-9dc8-439c-9ec9-a487aa7f4cfd"),
    ('{"status": "ok", "access_key": "0257a268-fb16-4eb9-8736-376445664ff3", "user_id": 99120}',
     "0257a268-fb16-4eb9-8736-376445664ff3"),
    ('{"amount": 5, "productKey": "3fdaeae1607c2d3c38b8065c22959faf"}', "3fdaeae1607c2d3c38b8065c22959faf"),
    # a secret id and an access key id are credentials; a provider secret's format under an id's label stays one
    ("SECRET_ID=ak-N94mQL2v6vRzv1z8V1eoW2", "ak-N94mQL2v6vRzv1z8V1eoW2"),
    # a name inside a sentence or an assignment still reads as one (only a '+' or '/' inside base64 is no start)
    ("conf/api_key = Xk29dkLs02mdkq0", "Xk29dkLs02mdkq0"),
    ("the deploy token Xk29dkLs02mdkq0Pq", "Xk29dkLs02mdkq0Pq"),
    # a word with digits that is no documented default; a described value that is a passphrase
    ("    username: meshdev\n    password: large5cats", "large5cats"),
    ("password: correct-horse-battery-staple", "correct-horse-battery-staple"),
    # a token beside a timestamp but no signature; a key no IndexNow file publishes
    ('{"timestamp": "1764977727", "token": "5b77f0300f56b552df8709ad5994197f188eaf069b5e5c97b4"}',
     "5b77f0300f56b552df8709ad5994197f188eaf069b5e5c97b4"),
    ('{"host": "www.example.de", "key": "f1a3047d2dd634cdbe5f613eecb1bebc", "keyLocation": "https://www.example.de/k.txt"}',
     "f1a3047d2dd634cdbe5f613eecb1bebc"),
    # an API key in Portuguese beside a Pix key's line
    ("Chave Pix: suporte@loja.example\nchave da API: 5c81b506-94e9-45fa-9a3c-a870a9fd8c29", "5c81b506-94e9-45fa-9a3c-a870a9fd8c29"),
    # beside a card's last four: a password of an approval code's shape, a longer value after auth
    ("card ending 0584, password OP0R3P", "OP0R3P"),
    ("Paid: card ending 0584\nauth: Xk29dkLs02mdkq0", "Xk29dkLs02mdkq0"),
]


@pytest.mark.parametrize(("text", "secret"), REDACTED)
def test_secrets_of_the_same_shapes_stay_redacted(text: str, secret: str) -> None:
    out = privacy.scrub(text)[0]
    assert secret not in out and "[REDACTED:" in out
