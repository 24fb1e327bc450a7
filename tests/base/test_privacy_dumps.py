"""A name and its value with something between them (memtool/privacy/dumps.py): dumps, traces,
tables, typed declarations, Markdown, CSV rows and adjacent literals, scheme-less DSNs, wrapped
literals -- plus the name tweaks of the same round (psk, ``$name = …``, ``name -> value``, compound
``…Key`` in prose, 12-character values under a bare ``…_key``) and the ordinary text beside each
that must come back byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import random
import string

import pytest

from memtool.privacy import redact
from test_privacy_shapes import assert_redacted, random_text

_R = random.Random(1202)
_rand = random_text(_R)

V = _rand(16)
SHORT = _rand(12)
LETTERS = _rand(14, string.ascii_letters)
HUMAN = "Harbor" + str(_R.randint(1000, 9999)) + "!"

LEAKS = {
    # a type, a length or an address between the name and the value
    "php-var-dump": (f'array(2) {{\n  ["host"]=>\n  string(2) "db"\n  ["password"]=>\n  string(16) "{V}"\n}}', V),
    "gdb-pointer": (f'#3  0x00005555 in auth_login (user=0x7ffd "admin", pass=0x7ffe "{V}") at auth.c:88', V),
    "bicep-param": (f"param adminPassword string = '{V}'", V),
    # tables and rows
    "markdown-table-row": (f"| password | {V} |", V),
    "box-table-row": (f"│ api_token │ {V} │", V),
    "csv-row": (f"name,value\nsmtp_password,{V}\n", V),
    "sql-values-pair": (f"INSERT INTO settings (name, value) VALUES ('smtp_password', '{HUMAN}');", HUMAN),
    "tuple-pair": (f'opts = ("password", "{V}")', V),
    # Markdown
    "markdown-bold-name": (f"- **db_password**: `{V}`", V),
    "markdown-bold-colon": (f"**Password:** {HUMAN}", HUMAN),
    "markdown-backticked-value": (f"* signing key - `{V}`", V),
    # pairs given to a secret-named argument, scheme-less DSNs, positional passwords
    "http-auth-tuple": (f'es = Elasticsearch(hosts, http_auth=("elastic", "{V}"))', V),
    "go-mysql-dsn": (f'db, err := sql.Open("mysql", "app:{V}@tcp(db:3306)/shop")', V),
    "sqlplus": (f"sqlplus scott/{V}@orcl", V),
    "sequelize": (f"new Sequelize('shop', 'app', '{V}', {{ dialect: 'mysql' }})", V),
    "cdk-plaintext": (f"SecretValue.unsafePlainText('{V}')", V),
    "pydantic-secretstr": (f'api_key = SecretStr("{V}")', V),
    # names
    "psk": (f'  "vpn_psk": "{V}"', V),
    "php-variable-glued-pass": (f"$vaultpass = '{V}';", V),
    "arrow": (f"db_password -> {V}", V),
    "prose-compound-key": (f"fyi the signing_key is {V}", V),
    "join-key-short": (f'  "join_key": "{SHORT}"', SHORT),
    # comparisons, network gear, secret stores fed on stdin, SQL value-then-name
    "compared": (f'if password == "{V}":', V),
    "equals-call": (f'if (apiKey.equals("{V}"))', V),
    "snmp-community": (f"snmp-server community {V} RO", V),
    "key-string": (f" key-string {V}", V),
    "openssl-passwd": (f"usermod --password $(openssl passwd -6 {V}) alice", V),
    "echo-base64": (f"echo -n {V} | base64", V),
    "echo-stdin-file": (f"echo -n '{V}' | kubectl create secret generic db --from-file=password=/dev/stdin", V),
    "keyring-here-string": (f"keyring set system admin <<< {V}", V),
    "sql-value-where": (f"UPDATE wp_options SET option_value = '{HUMAN}' WHERE option_name = 'smtp_pass';", HUMAN),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_dumped_or_tabled_secret_is_redacted(name):
    assert_redacted(*LEAKS[name])


ORDINARY = [
    '#3  0x00005555 in auth_login (user=0x7ffd "admin", pass=0x7ffe "") at auth.c:88',
    '["password"]=>\n  string(0) ""', "param adminPassword string", "param adminPassword string = ''",
    "| Password | Value |", "| password | required |", "| --- | --- |", "| token | see the vault |",
    "name,value\npassword,required\n", "password,string,Yes", 'fields = ["password", "username"]',
    "cols = ('password', 'password_hash', 'token')", "- **password**: `changeme`", "- **Token:** see 1Password",
    "- **Keep as separate pass** - betterleaks handles built-ins", "token = _get_token()",
    "    __required_keys__: ClassVar[frozenset[str]]",
    'es = Elasticsearch(hosts, http_auth=(user, password))', 'auth = ("svc", os.environ["SVC_PASSWORD"])',
    '"app:${DB_PASSWORD}@tcp(db:3306)/shop"', "sqlplus / as sysdba", "sqlplus scott/$ORA_PW@orcl",
    "new Sequelize(process.env.DATABASE_URL)", "SecretValue.secretsManager('db-creds')",
    "MasterUserPassword: !Ref DBPassword", "password: !vault |", "db_password: vault:secret/data/app#password",
    "secret: projects/p/secrets/db/versions/latest", "token -> token.value", "password -> password.length",
    "the monkey is Ab3dEf9hXy2", "the sort_key is createdAt2", '  "join_key": "customer_id"',
    "password: prompt", "passphrase: keyring",
    'if token == "Bearer":', 'assert resp.token == "expired"', 'if secret == "":', "snmp-server community public RO",
    "admin:$apr1$Qr7z8p1n$9y8m1aJ5jH3dL0cVQ2sP1.", "echo hello | base64",
    "UPDATE settings SET value = 'dark' WHERE name = 'theme';",
]


# provider formats of `memtool.privacy.providers`, bodies from the seeded RNG
_HEX = "0123456789abcdef"
PROVIDER_TOKENS = [
    "nfp_" + _rand(36), "pcsk_" + _rand(6) + "_" + _rand(60), "lsv2_pt_" + _rand(32, _HEX) + "_" + _rand(10, _HEX),
    "CCIPAT_" + _rand(22) + "_" + _rand(40, _HEX), "tskey-auth-" + _rand(12) + "-" + _rand(32), "aio_" + _rand(28),
    "ck_" + _rand(40, _HEX), "cs_" + _rand(40, _HEX),
    "y0_" + _rand(55), "lin_oauth_" + _rand(64, _HEX), "ntn_" + _rand(46), "1000." + _rand(32, _HEX) + "." + _rand(32, _HEX),
    "bkua_" + _rand(40, _HEX), "SSWS 00" + _rand(40), "access-production-5f1d8a3e-1b2c-4d5e-8f90-" + _rand(12, _HEX),
]


@pytest.mark.parametrize("token", PROVIDER_TOKENS)
def test_a_provider_token_is_redacted_without_a_name(token):
    assert_redacted(f"ok here it is: {token} -- thanks", token[-24:])


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_beside_the_dumps_is_untouched(text):
    assert redact(text) == (text, 0)
