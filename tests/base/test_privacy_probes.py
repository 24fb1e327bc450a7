"""Leaks found by probing main at the end of session 21, each by its mechanism, and the clean look-alikes of each.

Pure functions: no database."""

from __future__ import annotations

import base64
import textwrap

import pytest

from memtool.privacy import keyforms, redact, scrub_value

UUID = "6a8c1f3e-94b2-4d7e-8f01-2c3b5a6d7e8f"


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret[:24] not in out and secret[-16:] not in out


def _gone(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


# -- Flagsmith's server-side environment keys ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "FLAGSMITH_ENVIRONMENT_KEY=ser.Xk29fjQm3LpW8aZt7nRv2B",
    "flagsmith = Flagsmith(environment_key='ser.Xk29fjQm3LpW8aZt7nRv2B')",
    'flagsmith.init({environmentID: "ser.Xk29fjQm3LpW8aZt7nRv2B"})',
    "Flagsmith server-side key (prod): ser.famAxfRshmlvJnkcPjtzTA",
])
def test_flagsmith_server_key_is_a_secret_wherever_it_stands(text):
    assert _caught(text, text[text.index("ser."):].split("'")[0].split('"')[0])


@pytest.mark.parametrize("text", ["line = ser.readline()", "ser.reset_input_buffer()", "n = ser.inWaiting()",
                                  "ser.write(b'AT+CSQ\\r')", "x = ser.inWaitingBytesCounterX"])
def test_a_serial_port_named_ser_is_code(text):
    assert redact(text) == (text, 0)


# -- a private key's bare DER -------------------------------------------------------------------------------------

def _keys() -> dict[str, tuple[str, str]]:
    """(private key's base64 DER, its public half's) per format, made fresh."""
    crypto = pytest.importorskip("cryptography.hazmat.primitives.asymmetric")
    from cryptography.hazmat.primitives import serialization as s

    def b64(data: bytes) -> str:
        return base64.b64encode(data).decode()

    rsa = crypto.rsa.generate_private_key(public_exponent=65537, key_size=2048)
    ec = crypto.ec.generate_private_key(crypto.ec.SECP256R1())
    ed = crypto.ed25519.Ed25519PrivateKey.generate()
    spki = (s.Encoding.DER, s.PublicFormat.SubjectPublicKeyInfo)
    return {
        "pkcs8-rsa": (b64(rsa.private_bytes(s.Encoding.DER, s.PrivateFormat.PKCS8, s.NoEncryption())),
                      b64(rsa.public_key().public_bytes(*spki))),
        "pkcs1-rsa": (b64(rsa.private_bytes(s.Encoding.DER, s.PrivateFormat.TraditionalOpenSSL, s.NoEncryption())),
                      b64(rsa.public_key().public_bytes(s.Encoding.DER, s.PublicFormat.PKCS1))),
        "sec1-ec": (b64(ec.private_bytes(s.Encoding.DER, s.PrivateFormat.TraditionalOpenSSL, s.NoEncryption())),
                    b64(ec.public_key().public_bytes(*spki))),
        "pkcs8-ec": (b64(ec.private_bytes(s.Encoding.DER, s.PrivateFormat.PKCS8, s.NoEncryption())),
                     b64(ec.public_key().public_bytes(*spki))),
        "pkcs8-ed25519": (b64(ed.private_bytes(s.Encoding.DER, s.PrivateFormat.PKCS8, s.NoEncryption())),
                          b64(ed.public_key().public_bytes(*spki))),
    }


@pytest.mark.parametrize("form", ["pkcs8-rsa", "pkcs1-rsa", "sec1-ec", "pkcs8-ec", "pkcs8-ed25519"])
@pytest.mark.parametrize("place", ["PUBLIC_KEY={}", "JWT_PUBLIC_KEY=\"{}\"", '{{"publicKey": "{}"}}',
                                   "here is the signing key {} for staging", "{}"])
def test_a_private_keys_bare_der_is_redacted_under_any_name(form, place):
    private, _ = _keys()[form]
    assert keyforms.der_private_ok(private)
    assert _caught(place.format(private), private)


def test_a_folded_der_private_key_goes_whole():
    private, _ = _keys()["pkcs8-rsa"]
    lines = textwrap.wrap(private, 64)
    out, _ = redact("key material:\n" + "\n".join(lines) + "\nend")
    assert not any(line in out for line in lines) and out.endswith("\nend")


@pytest.mark.parametrize("form", ["pkcs8-rsa", "pkcs1-rsa", "sec1-ec", "pkcs8-ed25519"])
def test_public_halves_in_der_stay(form):
    _, public = _keys()[form]
    assert not keyforms.der_private_ok(public)
    text = f"verification key: {public}"
    assert redact(text) == (text, 0)


def test_certificates_and_requests_in_der_stay():
    pytest.importorskip("cryptography")
    import datetime

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "api.example.test")])
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(7).not_valid_before(datetime.datetime(2026, 1, 1))
            .not_valid_after(datetime.datetime(2027, 1, 1)).sign(key, hashes.SHA256()))
    csr = x509.CertificateSigningRequestBuilder().subject_name(name).sign(key, hashes.SHA256())
    for der in (cert.public_bytes(serialization.Encoding.DER), csr.public_bytes(serialization.Encoding.DER)):
        text = f"x5c: {base64.b64encode(der).decode()}"
        assert not keyforms.der_private_ok(base64.b64encode(der).decode())
        assert redact(text) == (text, 0)


@pytest.mark.parametrize("text", ["MigrationsHistoryRepositoryFactoryProviderServiceImplementation",
                                  "Mississippi riverboat timetables"])
def test_words_opening_like_der_stay(text):
    assert redact(text) == (text, 0)


# -- an SRTP master key in SDP (RFC 4568) -------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "a=crypto:1 AES_CM_128_HMAC_SHA1_80 inline:d0RmdmcmVCspeEc3QGZiNWpVLFJhQX1cfHAwJSoj|2^20|1:32",
    "a=crypto:2 AES_256_CM_HMAC_SHA1_32 inline:d0RmdmcmVCspeEc3QGZiNWpVLFJhQX1cfHAwJSoj",
])
def test_an_sdp_crypto_attributes_inline_key_is_redacted(line):
    sdp = f"v=0\r\nm=audio 49170 RTP/SAVP 0\r\n{line}\r\n"
    assert _caught(sdp, "d0RmdmcmVCspeEc3QGZiNWpVLFJhQX1cfHAwJSoj")
    assert "a=crypto:" in redact(sdp)[0]


@pytest.mark.parametrize("text", [
    "a=ice-ufrag:u6iU\na=fingerprint:sha-256 4A:FC:16:B2:9C:01:3D:55:AA:10:7E:42:61:0B:EE:93:1C:2F:08:77",
    "provision \"shell\", inline: <<-SHELL",
])
def test_other_sdp_attributes_and_inline_words_stay(text):
    assert redact(text) == (text, 0)


# -- secret ids that log in (Vault AppRole, Consul and Nomad ACLs) --------------------------------------------------

@pytest.mark.parametrize("text", [
    f"$ vault read -field=secret_id auth/approle/role/web/secret-id\n{UUID}",
    f"$ vault write -f -field=secret_id auth/approle/role/ci/secret-id\n{UUID}",
    f"env:\n  - name: VAULT_SECRET_ID\n    value: {UUID}\n",
    f'{{"name": "VAULT_SECRET_ID", "value": "{UUID}"}}',
])
def test_a_secret_id_that_logs_in_is_redacted(text):
    assert _caught(text, UUID)


def test_a_secret_id_field_of_a_payload_is_redacted():
    out, n = scrub_value({"VAULT_SECRET_ID": UUID, "SecretId": "prod/orders/db"})
    assert n == 1 and out["VAULT_SECRET_ID"] != UUID and out["SecretId"] == "prod/orders/db"


@pytest.mark.parametrize("text", [
    f"$ vault read -field=role_id auth/approle/role/web/role-id\n{UUID}",
    "- name: DB_SECRET_ID\n  value: prod/orders/db\n",
    '{"name": "AWS_SECRET_ID", "value": "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbC123"}',
    "$ aws secretsmanager get-secret-value --secret-id prod/db --query Name\n\"prod/db\"",
])
def test_role_ids_and_secret_store_names_stay(text):
    assert redact(text) == (text, 0)


# -- a user's password in a directive's or a flag's pair ---------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("cache_peer up.example.net parent 8080 0 no-query default login=admin:ljg31vn", "ljg31vn"),
    ("cache_peer up.example.net parent 8080 0 default login=ci:amber-gravel-orchid-lantern", "amber-gravel-orchid-lantern"),
    ("lt-cred-mech\nuser=gustavo:ovhdr-pfhta-tdvjf5\nrealm=turn.example.org", "ovhdr-pfhta-tdvjf5"),
    ("turnserver --lt-cred-mech --user jonas:pixel_walnut_tundra_thunder49 --realm x", "pixel_walnut_tundra_thunder49"),
    ("    stats auth admin:velvet.meadow.thistle", "velvet.meadow.thistle"),
    ("lftp -u admin_ret,'willow.saffron.meadow.basalt' sftp://ftp.example.net", "willow.saffron.meadow.basalt"),
    ("./sacli --user api_rak --new_pass 'basalt.otter.meadow.prairie' SetLocalPassword", "basalt.otter.meadow.prairie"),
])
def test_a_password_in_a_user_pair_or_after_a_password_flag_is_redacted(text, secret):
    assert _gone(text, secret)


@pytest.mark.parametrize("text", [
    "docker run --user 1000:1000 img", "docker run --user www-data:www-data img", "docker run --user app:ssl-cert x",
    "user=root:root", "cache_peer p parent 3128 0 login=PASSTHRU", "user=config.db.host:logging.handlers.rotating",
    "ssh -u deploy,web01.prod.example.com",
])
def test_users_and_groups_in_the_same_places_stay(text):
    assert redact(text) == (text, 0)


# -- names the rules did not read as credentials ------------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("<PlayerSettings>\n  <ServerKey>WPnFCNTwizBj</ServerKey>\n</PlayerSettings>", "WPnFCNTwizBj"),
    ("@channel new routing key for checkout-api: R03DZBFKCR0WTOM7SFQAN5VR9I7WRTTS, update the alertmanager overrides",
     "R03DZBFKCR0WTOM7SFQAN5VR9I7WRTTS"),
    ("a integration key do PagerDuty mudou: 3c8d9a0fd7ba13948824fc0d27a7970c", "3c8d9a0fd7ba13948824fc0d27a7970c"),
    ("define contact {\n    contact_name  pagerduty\n    pager         db03a65eecd6e0509cdfc8c92bd30356\n}",
     "db03a65eecd6e0509cdfc8c92bd30356"),
    ('email = "component+a765588f-b0e5-498e-85a0-f7c58b88383a@notifications.statuspage.io"',
     "a765588f-b0e5-498e-85a0-f7c58b88383a"),
])
def test_server_keys_alerting_keys_and_mail_in_addresses_are_redacted(text, secret):
    assert _gone(text, secret)


@pytest.mark.parametrize("text", [
    'channel.basic_publish(exchange="events", routing_key="orders.created", body=body)',
    "routing key  : payments", "[core]\n    pager = less -FRX", "server_key: \"defaultkey\"",
    "SERVER_KEY=/etc/ssl/private/server.key", "mail bob+newsletter@example.com",
    "commit 3c8d9a0fd7ba13948824fc0d27a7970c routing key cleanup",
])
def test_amqp_routing_keys_pagers_and_key_paths_stay(text):
    assert redact(text) == (text, 0)


# -- a compound noun ending in a secret's noun, in prose -----------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("Hallo zusammen, das neue VPN-Passwort für den Gastzugang lautet l5jwtd76 (gilt bis Freitag)", "l5jwtd76"),
    ("Das Garmin-Passwort für den Testaccount ist hrikmw72", "hrikmw72"),
    ("the WLAN-Passwort: Kq8vR2mX9z", "Kq8vR2mX9z"),
])
def test_a_compound_ending_in_a_secrets_noun_names_it(text, secret):
    assert _gone(text, secret)


@pytest.mark.parametrize("text", ["the one-time-password is sent by SMS", "use --password is deprecated",
                                  "das VPN-Passwort ist abgelaufen"])
def test_compounds_before_words_stay(text):
    assert redact(text) == (text, 0)


# -- an unquoted passphrase of plain words under a password's name (written after rounds 43-46 were read) ---------

@pytest.mark.parametrize("text, secret", [
    ("[PSReport]\nUserID=PSNAVIGATOR\nPassword=tundra.maple.otter", "tundra.maple.otter"),
    ("ACKEE_USERNAME=admin\nACKEE_PASSWORD=lantern.glacier.willow.rocket\n", "lantern.glacier.willow.rocket"),
    ("mail.server.password = umber.prairie.meadow.glacier", "umber.prairie.meadow.glacier"),
])
def test_an_unquoted_passphrase_under_a_passwords_name_is_redacted(text, secret):
    assert _gone(text, secret)


@pytest.mark.parametrize("text", ["password = config.db.password", "DB_PASSWORD=settings.database.password",
                                  "util._reprcompare, util._assertion_pass = saved_assert_hooks"])
def test_dotted_references_and_snake_case_under_a_passwords_name_stay(text):
    assert redact(text) == (text, 0)


# -- a passphrase of plain words under a secret's or a token's name (session 23, before rounds 47-50 were read) ---

@pytest.mark.parametrize("text, secret", [
    ('[peer]\n  secret = "amber.falcon.river.stone"', "amber.falcon.river.stone"),
    ("webhook:\n  verification_token: quartz.lantern.thistle.harbor", "quartz.lantern.thistle.harbor"),
])
def test_a_passphrase_under_a_secrets_name_is_redacted(text, secret):
    assert _gone(text, secret)


@pytest.mark.parametrize("text", ["token: spring.datasource.password", "secret: app.config.signing.key",
                                  '    "Cryptography_HAS_PSK_TLSv1_3": cryptography_has_psk_tlsv13,'])
def test_dotted_names_and_snake_case_under_a_secrets_name_stay(text):
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("text", ["token = page-listing-cache", "secret: amber-falcon"])
def test_words_joined_by_hyphens_under_a_tokens_name_stay(text):
    assert redact(text) == (text, 0)


# -- a salt's hex set in a config (session 23, after reading rounds 47-50: BigBlueButton's securitySalt; older: a
# Matomo config's salt) -- a data record's quoted "salt" field (a feature flag's rollout salt) stays -----------------

@pytest.mark.parametrize("text, secret", [
    ("securitySalt=7c41e9a2b85d03f6c0ffee5b2d4f6a8c0e1b3d5f\n", "7c41e9a2b85d03f6c0ffee5b2d4f6a8c0e1b3d5f"),
    ('[General]\nsalt = "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e"\n', "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e"),
])
def test_a_salts_hex_set_in_a_config_is_redacted(text, secret):
    assert _gone(text, secret)


@pytest.mark.parametrize("text", ['{"key": "new-checkout", "salt": "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e", "on": true}',
                                  'cache_key = "8d2f6a1c9e4b7035d1a8f2c6e9b04d7a"'])
def test_a_records_salt_and_a_cache_key_stay(text):
    assert redact(text) == (text, 0)
