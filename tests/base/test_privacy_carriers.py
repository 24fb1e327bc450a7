"""An HTTP request's own carriers (memtool/privacy/carriers.py): a quoted ``user:password`` argument of an HTTP
client's user or proxy-user flag, blanks included, and a request header named for a key, token, secret, session or
password whose value looks generated (long hex, a vendor prefix and a random body) -- each with a made-up value, and
the ordinary requests beside them that must come back byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import json
import random
import string

import pytest
from test_privacy_shapes import assert_redacted, random_text

from memtool.privacy import redact

_R = random.Random(2526)
_rand = random_text(_R)

V = _rand(24)
HEX = _rand(40, "0123456789abcdef")
LONG_HEX = _rand(256, "0123456789abcdef")
APP_PW = " ".join(_rand(4) for _ in range(6))
PREFIXED = "ak1." + _rand(24, string.ascii_lowercase + string.digits)

LEAKS = {
    "curl-user-app-password": (f'curl --user "admin:{APP_PW}" https://shop.example/wp-json/wc/v3/orders', APP_PW),
    "curl-u-app-password-silent": (f"$ curl -s -u 'editor-bot:{APP_PW}' -X POST https://wp.example/wp-json/wp/v2/posts",
                                   APP_PW),
    "curl-u-continued-line": (f'curl https://wp.example/wp-json/wp/v2/posts/12 \\\n  --user "seo-bot:{APP_PW}" \\\n'
                              '  -H "Content-Type: application/json"', APP_PW),
    "curl-proxy-user": (f'curl -x pr.proxy.example:7777 -U "customer-acme_085-cc-DE:{V}" https://ip.example/', V),
    "curl-proxy-user-long": (f"curl --proxy-user 'u-1:{V}' -x gw.example:80 https://example.org", V),
    "curl-digest-hex": (f"$ curl --digest -u admin:{HEX} http://10.12.82.216/rpc/", HEX),
    "header-bare-key-hex": (f'curl https://api.example/v2/check -H "Key: {LONG_HEX[:80]}" -H "Accept: application/json"',
                            LONG_HEX[:80]),
    "header-vendor-key-long-hex": (f"> POST /v1/functions HTTP/1.1\n> X-Appwrite-Project: 3462af6a6c661850f88a\n"
                                   f"> X-Appwrite-Key: {LONG_HEX}\n< HTTP/1.1 201 Created", LONG_HEX),
    "header-prefixed-key": (f"curl -s https://api.example/jpm/v2 -H 'ST-App-Key: {PREFIXED}' | jq '.data[]'", PREFIXED),
    "header-session": (f'$ curl -H "X-ArchivesSpace-Session: {HEX}{HEX[:24]}" http://localhost:8089/repositories',
                       HEX),
    "query-user-then-p": (f"GET https://www.hamqth.com/xml.php?u=DL3NPF&p={APP_PW[:4]}-{APP_PW[5:9]}-1n1e3l", APP_PW[:4]),
    "curl-cookie-ansi-c-quoted": (f"curl -i -s -k -X $'GET' -H $'Host: files.example' -b $'sid={HEX}' "
                                  "$'https://app.example/'", HEX),
    "tsql-national-linked-login": (f"EXEC sp_addlinkedsrvlogin @rmtsrvname = N'HIST', @useself = N'False', "
                                   f"@rmtuser = N'histread', @rmtpassword = N'{V}';", V),
    "tsql-create-login": (f"CREATE LOGIN app_reader WITH PASSWORD = N'{V}!', CHECK_POLICY = OFF;", V),
    "odbc-password-last-field": (f"cn = pyodbc.connect('DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=rpt;"
                                 f"DATABASE=Billing;UID=analyst;PWD={V}')", V),
    "faraday-basic-symbol": (f"  f.request :authorization, :basic, 'filer', '{V}'\n  f.response :json", V),
    "faraday-basic-auth-symbol": (f"conn.request :basic_auth, 'filer', \"{V}\"", V),
    "header-in-json-string": (json.dumps({"command": f"curl -H 'X-Vendor-Token: {V}' https://api.example/"}), V),
    # an OAuth authorization code in the request that trades it for a token
    "oauth-code-form": (f"grant_type=authorization_code&code={HEX[:32]}\n", HEX[:32]),
    "oauth-code-beside-client-secret": (f'curl https://oauth2.example/token -d "client_id=1.apps.example&client_secret=x'
                                        f'&code=4/0A{V}&redirect_uri=urn:ietf:wg:oauth:2.0:oob"', "4/0A" + V),
    "oauth-code-dict": (f"body={{'code': '{HEX[:20]}', 'grant_type': 'authorization_code'}}", HEX[:20]),
    # a user:password@host with no scheme, a port or a path after the host
    "proxy-without-scheme": (f"curl -x svc:Kestrel{HEX[:4]}@proxy.corp.example:3128 https://ip.example/", f"Kestrel{HEX[:4]}"),
    "ntrip-caster": (f"inpstr2-path =rover01:{APP_PW[:4]}-{APP_PW[5:9]}-g{HEX[:5]}@caster.example.net:2101/RTCM32",
                     f"{APP_PW[:4]}-{APP_PW[5:9]}-g{HEX[:5]}"),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_credential_in_a_request_carrier_is_redacted(name):
    assert_redacted(*LEAKS[name])


def test_only_the_password_of_a_quoted_pair_goes():
    out, _ = redact(f'curl --user "admin:{APP_PW}" https://shop.example/wp-json')
    assert out == 'curl --user "admin:[REDACTED:password]" https://shop.example/wp-json'


ORDINARY = [
    'curl -u "admin:$WP_APP_PASSWORD" https://wp.example/wp-json',
    'curl -u "user:my password" https://example.org',
    "curl --user 'deploy:${{ secrets.WP_APP_PASSWORD }}' https://wp.example/",
    'curl -U "proxyuser:changeme" -x gw.example:80 https://example.org',
    f'curl -H "X-Request-Id: {HEX}" -H "X-Idempotency-Key: {HEX[:32]}" https://api.example/',
    f'curl -H "X-Hub-Signature-256: {HEX}{HEX[:24]}" https://hooks.example/',
    'curl -H "X-Api-Key: $API_KEY" -H "Accept: application/json" https://api.example/',
    "> X-Session-Mode: persistent-cookie-based\n> Accept: */*",
    f"> X-Public-Key: {V}\n",
    "curl --digest -u admin https://10.0.0.2/ISAPI/System/deviceInfo",
    "https://example.org/list?u=42&p=2&sort=asc",
    "SELECT * FROM t WHERE name = N'password_reset' AND kind = N'token' AND password = N'';",
    "cn = pyodbc.connect('DRIVER={ODBC};SERVER=x;UID=u;PWD=' + pwd)",
    "f.request :authorization, :basic, ENV['API_USER'], ENV['API_PASSWORD']", "https://example.org/list?user=alice&p=next",
    # (an e-mail address after a label, an image pinned by its digest, a default login, git's ssh address)
    "to:bob1234@example.com", "image: python:3.12-slim-bookworm@sha256:0d3f", "postgres:postgres@db:5432",
    "git clone git@github.com:acme/repo2024.git", "user:password@host:5432",
    # (a code of another kind, a stand-in, a card authorization's six digits)
    "https://app.example/cb?code=US&state=af0ifjsldkj", "grant_type=authorization_code&code=AUTH_CODE_HERE",
    '{"authorization_code": "974104", "status": "PENDING"}',
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_requests_are_untouched(text):
    assert redact(text) == (text, 0)
