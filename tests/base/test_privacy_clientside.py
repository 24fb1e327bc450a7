"""Values providers document as shipped to every client (memtool.privacy.clientside): their formats,
the SDK calls that take them, their documented names, the frameworks' client prefixes -- and the
secrets written to look like them (adversarial probes), which stay redacted."""

from __future__ import annotations

import base64
import json

import pytest

from memtool import privacy
from memtool.privacy import engines


@pytest.fixture(autouse=True, scope="module")
def _engine() -> None:
    engines.enable()


def _jwt(claims: dict) -> str:
    def part(obj: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    return part({"alg": "HS256", "typ": "JWT"}) + "." + part(claims) + ".Qk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8mN0pR2tV4xZ6"


#: Supabase's anon key (public by its docs, used with row-level security) and its service-role key (a secret)
ANON = _jwt({"iss": "supabase", "ref": "qzkhsbnaxmgtbvxnmdwj", "role": "anon", "iat": 1700000000, "exp": 2000000000})
SERV = _jwt({"iss": "supabase", "ref": "qzkhsbnaxmgtbvxnmdwj", "role": "service_role", "iat": 1700000000,
             "exp": 2000000000})

KEPT = [
    # documented formats, SDK calls, documented names, the frameworks' client prefixes
    "NEXT_PUBLIC_MAPBOX_TOKEN=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m",
    "VITE_ALGOLIA_SEARCH_KEY=7d865e959b2466918c9863afca942d0f",
    "EXPO_PUBLIC_REVENUECAT_KEY=appl_Xk29sLqPz8VbN3mW7cR1tY6uJ4h",
    "REACT_APP_AMPLITUDE_KEY=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e",
    f"NEXT_PUBLIC_SUPABASE_ANON_KEY={ANON}",
    f"const supabase = createClient('https://qzkhsbnaxmgtbvxnmdwj.supabase.co', '{ANON}')",
    "SUPABASE_KEY=sb_publishable_Xk29sLqPz8VbN3mW7cR1tY6u",
    "mixpanel.init('8934a3fa4f2ff16b5dddbff425f35d74', { track_pageview: true });",
    "MIXPANEL_TOKEN=8934a3fa4f2ff16b5dddbff425f35d74",
    "amplitude.init('3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e');",
    'analytics.load("Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDa");',
    "const pusher = new Pusher('a4f2ff16b5dddbff425f', { cluster: 'eu' });",
    "PUSHER_APP_KEY=a4f2ff16b5dddbff425f\nPUSHER_APP_SECRET=$PUSHER_APP_SECRET",
    "STREAM_API_KEY=czepm1q6wmsl\nSTREAM_API_SECRET=$STREAM_SECRET",
    "Bugsnag.start({ apiKey: '4f6a8c0e1b3d5f7a9c2e3f1c9a7e5b2d' })",
    "const payments = Square.payments('sq0idp-Xk29sLqPz8VbN3mW7cR1tY', 'LH2G4ZQ9X1B3C');",
    "BRAINTREE_TOKENIZATION_KEY=production_x7k29slq_pz8vbn3mw7cr1ty6",
    "<key>branch_key</key><string>key_live_Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDa</string>",
    "Purchases.configure(withAPIKey: \"appl_Xk29sLqPz8VbN3mW7cR1tY6uJ4h\")",
    "Intercom.setApiKey(\"ios_sdk-3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e3f1c9a7e\", forAppId: \"abc12def\")",

    "NEWRELIC_APP_TOKEN=AA3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e3f1c9a7e-NRMA",

    "recurly.configure('ewr1-Xk29sLqPz8VbN3mW7cR1tY');",
    "PUBNUB_SUBSCRIBE_KEY=sub-c-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d",
    "STATSIG_CLIENT_KEY=client-Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5x",
    "LD_MOBILE_KEY=mob-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d",
    "Paddle.Initialize({ token: 'live_7d279f61a3499fed520f7cd8c08' });",
    "GOOGLE_CLIENT_ID=314379227600-4ocdvgvhj6ewn5e9k8qrvrh3k7ype9xb.apps.googleusercontent.com",
    "OKTA_CLIENT_ID=0oaMqoE0amJN6QkgxZOQ",
    "GITHUB_CLIENT_ID=Iv1.bf6bee6cb9510af6",
    'appId: "1:123456789012:web:3f1c9a7e5b2d4f6a8c0e1b"',
    "aws_user_pools_id: 'eu-west-1_AbCdEf123',"
    " aws_cognito_identity_pool_id: 'eu-west-1:5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d'",
    "GA_MEASUREMENT_ID=G-5GNGQL9X4G",
    "fbq('init', '123456789012345');",
    "X-Shopify-Storefront-Access-Token: 3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e",
    "SHOPIFY_STOREFRONT_ACCESS_TOKEN=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e",
    "AF_DEV_KEY=Xk29sLqPz8VbN3mW7cR1tY",
    "const gb = new GrowthBook({\n  apiHost: 'https://cdn.growthbook.io',\n  clientKey: 'sdk-Xk29sLqPz8VbN3mW',\n});",
    "const unleash = new UnleashClient({\n  url: 'https://flags.example/api/frontend',\n"
    "  clientKey: 'default:production.3f1c9a7e5b2d4f6a8c0e1b3d5',\n});",
    "const veriff = Veriff({ host: 'https://stationapi.veriff.com', apiKey: '5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d' });",
    "const fp = FingerprintJS.load({ apiKey: 'Xk29sLqPz8VbN3mW7cR1' });",
    "storyblokInit({\n  accessToken: 'Xk29sLqPz8VbN3mW7cR1tY6u',\n  use: [apiPlugin],\n});",
    '<builder-component model="page" api-key="3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"></builder-component>',
    "DEVCYCLE_CLIENT_SDK_KEY=dvc_client_5c2a8b1f_3d4e_4a6b_9c7d_1e2f3a4b5c6d_Xk29sLq",
    '{"link_token": "link-sandbox-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d", "expiration": "2026-11-30T10:00:00Z"}',
    # (entries written before any corpus round read them)
    'rudderanalytics.load("2Xk29sLqPz8VbN3mW7cR1tY6uJ4", "https://dataplane.example.com");',
    "drift.load('x7k29slqpz8v');",
    "const client = LDClient.initialize('5f3c9a7e5b2d4f6a8c0e1b3d', context);",
    "LD_CLIENT_SIDE_ID=5f3c9a7e5b2d4f6a8c0e1b3d",
    "const client = filestack.init('AXk29sLqPz8VbN3mW7cR1tz');",
    "const mp = new MercadoPago('APP_USR-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d', { locale: 'es-AR' });",
    "smartlook('init', '3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e3f1c9a7e', { region: 'eu' });",
    "ineum('key', 'Xk29sLqPz8VbN3mW7cR1tY');",
    "rg4js('apiKey', 'Xk29sLqPz8VbN3mW7cR1tY');",
    'window.fcWidget.init({ token: "5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d", host: "https://wchat.freshchat.com" });',
    'var _rollbarConfig = { accessToken: "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e", captureUncaught: true };',
    'TrackJS.install({ token: "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e" });',
    "flagsmith.init({ environmentID: 'Xk29sLqPz8VbN3mW7cR1tY' });",
    "mux.monitor('#player', {\n  data: {\n    env_key: 'x7k29slqpz8vbn3mw7cr1ty6u',\n  },\n});",
    "STYTCH_PUBLIC_TOKEN=public-token-live-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d",
    'const client = createClient({ publicApiKey: "pk_prod_Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT" });',
    "const mollie = Mollie('pfl_Xk29sLqPz8');",
    # served to every visitor of a page: an inline script's values, an element's key/token/id attribute
    '<script>\n  window.acme = new AcmeAnalytics("Zk3pQ8rT2vW5xY7zA9bC1dE4");\n</script>',
    '<acme-widget data-api-key="Zk3pQ8rT2vW5xY7zA9bC1dE4"></acme-widget>',
    # Algolia's search-only key (its docs: made for the front end), DJI's app key in the Android manifest
    "ALGOLIA_SEARCH_KEY=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e",
    "ALGOLIA_SEARCH_API_KEY=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e",
    "searchOnlyApiKey: '3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e'",
    '<meta-data android:name="com.dji.sdk.API_KEY" android:value="3f1c9a7e5b2d4f6a8c0e1b3d" />',
]


@pytest.mark.parametrize("text", KEPT)
def test_client_values_are_left_alone(text: str) -> None:
    assert privacy.scrub(text)[0] == text


SECRETS = [
    # in a page but named secret, admin or password; a provider's secret format; a bearer; a script's src URL (a
    # server's key in a query); XML elements (not a page's); a script closed before the value
    ('<script>\n  window.__sgtm = { containerId: "GTM-5QLK55L", previewSecret: "Zk3pQ8rT2vW5xY7zA9bC1dE4" };\n</script>',
     "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    ('<script>const adminToken = "Zk3pQ8rT2vW5xY7zA9bC1dE4";</script>', "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    ('<script>\nconst password = "Hunter2!xyz99";\n</script>', "Hunter2!xyz99"),
    ('<script>const OPENAI_KEY = "sk-proj-Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kLzQ2vR7tPm4n";</script>',
     "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kLzQ2vR7tPm4n"),
    ('<script>fetch("/api", {headers: {Authorization: "Bearer Zk3pQ8rT2vW5xY7zA9bC1dE4fG6h"}})</script>',
     "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6h"),
    ('<script src="http://10.1.2.3/api/printer?apikey=9W479OHPBDU81CCESOOHPG5H0EX31BMZ&exclude=x"></script>',
     "9W479OHPBDU81CCESOOHPG5H0EX31BMZ"),
    ('<Backbone MulticastAddress="224.0.23.12" Key="EmAwbDSWOFiUZB7EP5359Q==" Latency="1000"/>',
     "EmAwbDSWOFiUZB7EP5359Q=="),
    ('<script>var x=1;</script>\nAPI_KEY=Zk3pQ8rT2vW5xY7zA9bC1dE4', "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    ('<input type="password" data-secret-key="Zk3pQ8rT2vW5xY7zA9bC1dE4">', "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    # a page's script holding one user's token (a server-rendered session), a deploy key; a comment calling an
    # access token a browser key; a signature header whose name says password
    ('<script>\nconst access_token = "Zk3pQ8rT2vW5xY7zA9bC1dE4";\n</script>', "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    ('<script>\nwindow.__STATE__ = { refreshToken: "Zk3pQ8rT2vW5xY7zA9bC1dE4" };\n</script>', "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    ("access_token: Zk3pQ8rT2vW5xY7zA9bC1dE4  // browser (client-side) key", "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    ("X-DB_PASSWORD-Signature: Zk3pQ8rT2vW5xY7zA9bC1dE4", "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    # Algolia's admin and write keys; a search name that also says secret
    ("ALGOLIA_ADMIN_API_KEY=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e", "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ("ALGOLIA_WRITE_KEY=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e", "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ("ALGOLIA_SEARCH_SECRET_KEY=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e", "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    # a provider secret's format, a name or words saying secret/admin/password, a service-role JWT, the secret half
    # of each pair above
    ("NEXT_PUBLIC_OPENAI_KEY=sk-proj-Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5xY7z",
     "sk-proj-Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5xY7z"),
    ("VITE_ADMIN_TOKEN=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ("NEXT_PUBLIC_STRIPE_SECRET_KEY=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ("VITE_DEMO_ADMIN_PASSWORD=tanpz-xovpu-yimnwg", "tanpz-xovpu-yimnwg"),
    ("VITE_UPSTREAM_CREDENTIAL=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    ("REACT_APP_SESSION_KEY=Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m", "Zk3pQ8rT2vW5xY7zA9bC1dE4fGh6jK8m"),
    (f"NEXT_PUBLIC_SUPABASE_ANON_KEY={SERV}", SERV),
    (f"SUPABASE_SERVICE_ROLE_KEY={SERV}", SERV),
    (f"const admin = createClient('https://qzkhsbnaxmgtbvxnmdwj.supabase.co', '{SERV}')", SERV),
    ("SUPABASE_SECRET_KEY=sb_secret_Xk29sLqPz8VbN3mW7cR1tY6u", "sb_secret_Xk29sLqPz8VbN3mW7cR1tY6u"),
    ("mixpanel_api_secret: fb19703af6d2da1f1c2d43d347d777a7", "fb19703af6d2da1f1c2d43d347d777a7"),
    ("STREAM_KEY=live_483920_Xk29sLqPz8VbN3mW7cR1tY6u", "Xk29sLqPz8VbN3mW7cR1tY6u"),
    ("PUSHER_APP_SECRET=QYed97tN-lRDhZZzYsKoJIzIeTELYkD6", "QYed97tN-lRDhZZzYsKoJIzIeTELYkD6"),
    ("PUBNUB_SECRET_KEY=sec-c-NWM2YThiMWYtM2Q0ZS00YTZiLTljN2QtMWUyZjNhNGI1YzZk",
     "sec-c-NWM2YThiMWYtM2Q0ZS00YTZiLTljN2QtMWUyZjNhNGI1YzZk"),
    ("FLW_SECRET_KEY=FLWSECK_TEST-3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e-X",
     "FLWSECK_TEST-3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e-X"),
    ("STATSIG_SERVER_SECRET=secret-Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5x",
     "secret-Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5x"),
    ("LD_SDK_KEY=sdk-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d", "sdk-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d"),
    ("Shopify-Storefront-Private-Token: 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",
     "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"),
    ("BRANCH_SECRET=secret_live_nNG2zOOcOskjCXAk0DxZEvkV3a6RMWQ8", "secret_live_nNG2zOOcOskjCXAk0DxZEvkV3a6RMWQ8"),
    ("password: G-5GNGQL9X4G", "G-5GNGQL9X4G"),
    ("db password is appl_Xk29sLqPz8VbN3mW7cR1tY6uJ4h", "appl_Xk29sLqPz8VbN3mW7cR1tY6uJ4h"),
    ("auth_token=client-Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5x", "client-Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT2vW5x"),
    ("MOLLIE_API_KEY=live_Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0f", "live_Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0f"),
    ("ALGOLIA_ADMIN_KEY=7d865e959b2466918c9863afca942d0f", "7d865e959b2466918c9863afca942d0f"),
    ("VITE_WRITE_KEY=7d865e959b2466918c9863afca942d0f", "7d865e959b2466918c9863afca942d0f"),
    ("GOOGLE_CLIENT_SECRET=GOCSPX-omV4EV4RnOy7DtCICGktvFL1G", "GOCSPX-omV4EV4RnOy7DtCICGktvFL1G"),
    ("OKTA_CLIENT_SECRET=CLMPWrDvGUcB78fHHwUSB98CCkAc3-Z04uP0xueD", "CLMPWrDvGUcB78fHHwUSB98CCkAc3-Z04uP0xueD"),
    ("NEXT_PUBLIC_API_KEY=sk_live_51HxQz2KqL8m3N7pR4tV6wY9zA1bC3dE5fG7hJ9kL2mN4pQ6",
     "sk_live_51HxQz2KqL8m3N7pR4tV6wY9zA1bC3dE5fG7hJ9kL2mN4pQ6"),
    ("VITE_GITHUB_TOKEN=ghp_gePYJExJPAUmEQqpZD0mORHYk2qCR2x5MzDG", "ghp_gePYJExJPAUmEQqpZD0mORHYk2qCR2x5MzDG"),
    ("mixpanel.init(process.env.X); MIXPANEL_API_SECRET=fb19703af6d2da1f1c2d43d347d777a7",
     "fb19703af6d2da1f1c2d43d347d777a7"),
    ("AMPLITUDE_SECRET_KEY=7dd1d42412601945eedf86e7f6b4701f", "7dd1d42412601945eedf86e7f6b4701f"),
    # the secret half of each provider written in before any round read them
    ("MERCADOPAGO_ACCESS_TOKEN=APP_USR-1234567890123456-120316-3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e-123456789",
     "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ("STYTCH_SECRET=secret-live-Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fD=", "secret-live-Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fD="),
    ("LIVEBLOCKS_SECRET_KEY=sk_prod_Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT", "sk_prod_Xk29sLqPz8VbN3mW7cR1tY6uJ4hG0fDaQ8rT"),
    ("ROLLBAR_ACCESS_TOKEN=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e", "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ("TRACKJS_API_SECRET=3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e", "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e"),
    # a client SDK's other options; Plaid's access token
    ("const gb = new GrowthBook({ clientKey: 'sdk-Xk29sLqPz8VbN3mW', decryptionKey: 'Zk3pQ8rT2vW5xY7zA9bC1dE4' })",
     "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    ("storyblokInit({ accessToken: process.env.X, secretToken: 'Zk3pQ8rT2vW5xY7zA9bC1dE4' })", "Zk3pQ8rT2vW5xY7zA9bC1dE4"),
    ('{"access_token": "access-sandbox-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d", "item_id": "x"}',
     "access-sandbox-5c2a8b1f-3d4e-4a6b-9c7d-1e2f3a4b5c6d"),
]


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_secrets_that_look_like_client_values_stay_redacted(text: str, secret: str) -> None:
    out = privacy.scrub(text)[0]
    assert secret[len(secret) // 4:len(secret) // 4 + 8] not in out
