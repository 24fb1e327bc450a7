"""Blind redaction source "ecomplug": e-commerce platforms and marketplace plugins (Magento, WooCommerce, Shopify apps,
PrestaShop, BigCommerce, Amazon SP-API, eBay, Etsy, shipping and tax plugins).

Written 2026-12-02 by the helper "corpora2", blind to memtool's detection. Stdlib + _tokens.py only; seeded:
rerunning writes ecomplug_secrets.jsonl and ecomplug_clean.jsonl byte-identically. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "ecomplug"
g = Gen(143)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits


def wrap(text: str) -> str:
    """About a quarter of texts arrive inside an agent's hook JSON or a chat message."""
    k = R.random()
    if k < .08:
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": text.splitlines()[0][:80]},
                           "tool_response": {"stdout": text, "stderr": "", "interrupted": False}})
    if k < .15:
        return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/var/www/shop/" + R.choice(
            ["app/etc/env.php", "wp-config.php", ".env", "config/parameters.php"])},
                           "tool_response": {"file": {"content": text}}})
    if k < .20:
        return json.dumps({"type": "tool_result", "tool_use_id": "toolu_01" + g.s(B62, 22), "content": text})
    if k < .26:
        return R.choice(["plugin throws this on checkout:\n```\n", "staging store config, what am I missing?\n```\n",
                         "output:\n```\n"]) + text + "\n```"
    return text


def shop() -> str:
    return R.choice(["tinytoys", "bergsport", "casa-verde", "mokkaroast", "pixelprint", "nordic-knits", "urbanbrew"])


# ---------------------------------------------------------------- secrets
def s_magento_env():
    p = g.pw()
    text = (f"<?php\nreturn [\n    'db' => [\n        'connection' => [\n            'default' => [\n"
            f"                'host' => 'localhost',\n                'dbname' => 'magento2',\n                'username' => 'magento',\n"
            f"                'password' => '{p}',\n            ],\n        ],\n    ],\n    'crypt' => ['key' => 'base64{g.b64(32)}'],\n];")
    return "name-context", text, p


def s_magento_crypt():
    k = g.hexs(32)
    text = f"    'crypt' => [\n        'key' => '{k}'\n    ],\n    'session' => ['save' => 'redis'],"
    return "name-context", text, k


def s_wp_config():
    p = g.pw()
    text = (f"define( 'DB_NAME', 'wp_{shop().replace('-', '_')}' );\ndefine( 'DB_USER', 'wpuser' );\n"
            f"define( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );")
    return "name-context", text, p


def s_wp_salt():
    k = g.s(B62 + "!#%^*-_+=[]{}()<>.,;:|~", 64)
    text = f"define('AUTH_KEY',         '{k}');\ndefine('SECURE_AUTH_KEY',  'put your unique phrase here');"
    return "name-context", text, k


def s_woo_keys():
    ck, cs = "ck_" + g.hexs(40), "cs_" + g.hexs(40)
    which = R.random() < .5
    text = R.choice([f"WOO_CONSUMER_KEY={ck}\nWOO_CONSUMER_SECRET={cs}\nWOO_URL=https://{shop()}.example\n",
                     f"$ curl https://{shop()}.example/wp-json/wc/v3/orders -u {ck}:{cs}",
                     f"const api = new WooCommerceRestApi({{ url: 'https://{shop()}.example', consumerKey: '{ck}', consumerSecret: '{cs}', version: 'wc/v3' }});"])
    return "self-identifying", text, cs if which else ck


def s_shopify():
    tok = g.shopify()
    text = R.choice([f"SHOPIFY_ACCESS_TOKEN={tok}\nSHOPIFY_SHOP={shop()}.myshopify.com\n",
                     f"$ curl -H 'X-Shopify-Access-Token: {tok}' https://{shop()}.myshopify.com/admin/api/2024-10/products.json",
                     f"[[extensions]]\n# api secret for local dev\nsecret = \"{tok}\""])
    return "self-identifying", text, tok


def s_shopify_secret_hex():
    k = g.hexs(32)
    text = f"SHOPIFY_API_KEY={g.hexs(32)}\nSHOPIFY_API_SECRET={k}\nSCOPES=write_products,read_orders\nHOST=https://{g.s(LOW, 8)}.trycloudflare.com\n"
    return "name-context", text, k


def s_bigcommerce():
    tok = g.s(LOW + DIG, 31)
    text = R.choice([f"$ curl https://api.bigcommerce.com/stores/{g.s(LOW + DIG, 10)}/v3/catalog/products -H 'X-Auth-Token: {tok}'",
                     f"BIGCOMMERCE_ACCESS_TOKEN={tok}\nBIGCOMMERCE_STORE_HASH={g.s(LOW + DIG, 10)}\n"])
    cls = "structural" if "curl" in text else "name-context"
    return cls, text, tok


def s_amazon_sp():
    rt = "Atzr|" + g.s(URLSAFE, R.randint(200, 300))
    text = R.choice([f"SP_API_REFRESH_TOKEN={rt}\nLWA_APP_ID=amzn1.application-oa2-client.{g.hexs(32)}\n",
                     json.dumps({"refresh_token": rt, "lwa_app_id": "amzn1.application-oa2-client." + g.hexs(32)}, indent=2)])
    return "self-identifying", text, rt


def s_lwa_secret():
    sec = "amzn1.oa2-cs.v1." + g.hexs(64)
    text = f"credentials = dict(\n    refresh_token=os.environ['SP_REFRESH'],\n    lwa_app_id='amzn1.application-oa2-client.{g.hexs(32)}',\n    lwa_client_secret='{sec}',\n)"
    return "self-identifying", text, sec


def s_ebay():
    tok = "v^1.1#i^1#p^3#r^1#f^0#I^3#t^" + g.s(B62 + "=", R.randint(120, 180))
    text = f"EBAY_USER_TOKEN={tok}\nEBAY_ENV=SANDBOX\n"
    return "self-identifying", text, tok


def s_etsy():
    k = g.s(LOW + DIG, 24)
    text = R.choice([f"$ curl 'https://openapi.etsy.com/v3/application/shops/{R.randint(10**7, 10**8)}' -H 'x-api-key: {k}'",
                     f"ETSY_KEYSTRING={k}\nETSY_SHARED_SECRET={g.s(LOW + DIG, 10)}\n"])
    cls = "structural" if "curl" in text else "name-context"
    return cls, text, k


def s_presta():
    k = g.s(UPPER + DIG, 32)
    text = R.choice([f"$ curl -u {k}: https://{shop()}.example/api/products?output_format=JSON",
                     f"$webService = new PrestaShopWebservice('https://{shop()}.example', '{k}', false);"])
    cls = "structural" if "curl" in text else "name-context"
    return cls, text, k


def s_presta_params():
    p = g.pw()
    text = (f"<?php return array (\n  'parameters' => \n  array (\n    'database_host' => '127.0.0.1',\n    'database_user' => 'presta',\n"
            f"    'database_password' => '{p}',\n    'cookie_key' => '{g.s(B62, 56)}',\n  ),\n);")
    return "name-context", text, p


def s_stripe():
    tok = g.stripe()
    text = R.choice([f"woocommerce_stripe_settings: {{\"testmode\":\"yes\",\"test_secret_key\":\"{tok}\"}}",
                     f"STRIPE_SECRET={tok}\n"])
    return "self-identifying", text, tok


def s_paypal():
    sec = "E" + g.s(URLSAFE, 79)
    text = R.choice([f"PAYPAL_CLIENT_ID=A{g.s(URLSAFE, 79)}\nPAYPAL_CLIENT_SECRET={sec}\nPAYPAL_MODE=sandbox\n",
                     f"paypal:\n  mode: sandbox\n  client_secret: {sec}\n"])
    return "name-context", text, sec


def s_paypal_basic():
    cid, sec = "A" + g.s(URLSAFE, 79), "E" + g.s(URLSAFE, 79)
    v = base64.b64encode(f"{cid}:{sec}".encode()).decode()
    text = f"> POST /v1/oauth2/token HTTP/1.1\n> Host: api-m.sandbox.paypal.com\n> Authorization: Basic {v}\n> grant_type=client_credentials"
    return "structural", text, v


def s_shipping():
    k = g.s(B62, R.randint(24, 40))
    name = R.choice(["SHIPPO_API_TOKEN_TEST", "EASYPOST_API_KEY", "SHIPSTATION_API_SECRET", "SENDCLOUD_SECRET_KEY",
                     "DHL_API_SECRET", "UPS_CLIENT_SECRET", "TAXJAR_API_TOKEN", "AVATAX_LICENSE_KEY"])
    text = R.choice([f"{name}={k}\n", f"  {name.lower()}: \"{k}\"\n", f"config.{name.lower()} = '{k}'"])
    return "name-context", text, k


def s_shippo_self():
    k = "shippo_test_" + g.hexs(40)
    text = f"shippo.config.api_key = \"{k}\"\nrate = shippo.Shipment.create(address_from=frm, address_to=to, parcels=[p])"
    return "self-identifying", text, k


def s_redis_url():
    p = g.pw()
    text = R.choice([f"REDIS_URL=redis://default:{p}@cache.{shop()}.internal:6379/0\n",
                     f"$ bin/magento setup:config:set --cache-backend=redis --cache-backend-redis-server=cache01 --cache-backend-redis-password={p}",
                     f"$ mysql -h db01 -u magento -p'{p}' magento2 -e 'select count(*) from sales_order'\n+----------+\n| count(*) |\n+----------+\n|    18342 |\n+----------+"])
    cls = "structural" if text.startswith("REDIS") else "name-context"
    return cls, text, p


def s_admin_chat():
    p = g.pw()
    text = R.choice([f"staging admin for the new theme: https://staging.{shop()}.example/admin_{g.s(LOW, 6)} — login agency_dev / {p}",
                     f"[14:22] jonas: wp-admin on the demo shop is shopmanager pw {p}, client wants to see the plugin tomorrow",
                     f"Zugang Shopware Backend Stage: Benutzer demo, Passwort {p}"])
    return "structural", text, p


def s_shopware():
    sec = "SW" + g.s(UPPER + DIG, 24)
    sec2 = g.s(B62, 60)
    text = R.choice([f"SHOPWARE_ACCESS_KEY_ID={sec}\nSHOPWARE_SECRET_ACCESS_KEY={sec2}\n", f"  'client_secret' => '{sec2}',"])
    return "name-context", text, sec2


def s_webhook_log():
    k = g.s(B62, 32)
    text = (f"172.20.0.1 - - [30/Nov/2026:11:02:33 +0000] \"POST /webhooks/marketplace?token={k}&event=order.created HTTP/1.1\" 200 2 \"-\" \"Mirakl-Webhooks/1.0\"")
    return "structural", text, k


def s_self_misc():
    name, tok, mark = g.self_identifying()
    ctx = R.choice([f"# {name} token for the storefront deploy\nDEPLOY_TOKEN={tok}\n", f"token = \"{tok}\"",
                    f"Nov 30 11:03:12 shop-web01 php-fpm: WARNING auth fallback {tok}"])
    return "self-identifying", ctx, mark


def s_sftp_feed():
    p = g.pw()
    text = f"# product feed for Google Merchant\nfeed_url: sftp://mc-{R.randint(10**6, 10**7)}:{p}@partnerupload.google.com:19321/products.xml"
    return "structural", text, p


def s_akeneo():
    p = g.pw()
    text = (f"$ curl -X POST https://pim.{shop()}.example/api/oauth/v1/token -H 'Content-Type: application/json' \\\n"
            f"  -d '{{\"grant_type\":\"password\",\"username\":\"connector_{R.randint(1000, 9999)}\",\"password\":\"{p}\"}}'")
    return "structural", text, p


SECRETS = [s_magento_env, s_magento_crypt, s_wp_config, s_wp_salt, s_woo_keys, s_shopify, s_shopify_secret_hex,
           s_bigcommerce, s_amazon_sp, s_lwa_secret, s_ebay, s_etsy, s_presta, s_presta_params, s_stripe, s_paypal,
           s_paypal_basic, s_shipping, s_shippo_self, s_redis_url, s_admin_chat, s_shopware, s_webhook_log,
           s_self_misc, s_sftp_feed, s_akeneo]


# ---------------------------------------------------------------- clean look-alikes
def c_wp_placeholder():
    return (f"define( 'DB_NAME', 'database_name_here' );\ndefine( 'DB_USER', 'username_here' );\n"
            f"define( 'DB_PASSWORD', 'password_here' );\ndefine( 'AUTH_KEY', 'put your unique phrase here' ); // {g.s(LOW, 4)}")


def c_magento_env_ref():
    return (f"'db' => ['connection' => ['default' => ['host' => getenv('DB_HOST'), 'username' => 'magento',\n"
            f"    'password' => getenv('DB_PASSWORD')]]],\n'install' => ['date' => 'Mon, {R.randint(1, 28)} Nov 2026 10:00:00 +0000'],")


def c_order_json():
    return json.dumps({"id": R.randint(10**4, 10**6), "order_key": "wc_order_" + g.s(B62, 13), "cart_hash": g.hexs(32),
                       "transaction_id": "ch_" + g.s(B62, 24), "status": "processing", "currency": "EUR"})


def c_shopify_hmac():
    return (f"GET /auth/callback?code={g.hexs(32)}&hmac={g.sha256()}&host={g.b64url(30)}&shop={shop()}.myshopify.com&timestamp=1764{R.randint(100000, 999999)} 302")


def c_gql_ids():
    return json.dumps({"data": {"product": {"id": f"gid://shopify/Product/{R.randint(10**12, 10**13)}", "handle": f"{g.s(LOW, 6)}-mug",
                                            "variants": {"nodes": [{"sku": g.s(UPPER + DIG, 10), "barcode": str(R.randint(10**12, 10**13))}]}}}})


def c_pk():
    return f"STRIPE_PUBLISHABLE_KEY=pk_test_{g.s(B62, 24)}\nPAYPAL_CLIENT_ID=A{g.s(URLSAFE, 79)}\nPAYPAL_CLIENT_SECRET=${{PAYPAL_CLIENT_SECRET}}\n"


def c_composer_lock():
    return (f"{{\n  \"name\": \"magento/module-catalog\",\n  \"version\": \"104.0.{R.randint(1, 9)}\",\n  \"dist\": {{\"type\": \"zip\", "
            f"\"reference\": \"{g.sha1()}\", \"shasum\": \"{g.sha1()}\"}}\n}}")


def c_prose():
    return R.choice([
        "Never commit app/etc/env.php; the deploy pipeline renders it from Vault.",
        "WooCommerce REST keys start with ck_ and cs_; generate a read-only pair for the ERP sync and store it in the secrets manager.",
        "The Amazon refresh token expires if the seller revokes the app; reauthorise from Seller Central, don't paste it here.",
        "If the PayPal sandbox rejects the client secret, regenerate it in the developer dashboard.",
        "Use the eBay sandbox test users; passwords are set per user in the developer portal.",
    ]) + f" (#{R.randint(100, 9999)})"


def c_masked():
    return f"Consumer secret: cs_****************************{g.hexs(4)}\nPermissions: Read/Write\nLast access: 2026-11-{R.randint(10, 28)}"


def c_access_log():
    return (f"10.0.{R.randint(0, 9)}.{R.randint(1, 254)} - - [30/Nov/2026:11:{R.randint(10, 59)}:00 +0000] \"GET /checkout/cart/?SID={g.s(LOW + DIG, 26)}&utm_source=newsletter HTTP/1.1\" 200 {R.randint(1000, 99999)}")


def c_tracking():
    return f"Label created: tracking 1Z{g.s(UPPER + DIG, 16)} rate_id {g.hexs(32)} object_id {g.hexs(32)} carrier USPS"


def c_integrity():
    return f"\"node_modules/@shopify/polaris\": {{\"version\": \"13.9.{R.randint(0, 9)}\", \"integrity\": \"sha512-{g.b64(64)}\"}}"


def c_env_example():
    return (f"# .env.example\nSHOPIFY_API_KEY=\nSHOPIFY_API_SECRET=<from partner dashboard>\nEASYPOST_API_KEY=EZTK_REPLACE_ME\n"
            f"REDIS_URL=redis://localhost:6379/{R.randint(0, 9)}\n")


def c_asin():
    return f"SP-API getCatalogItem ASIN=B0{g.s(UPPER + DIG, 8)} marketplaceIds=A1PA6795UKMFR9 requestId={g.uuid()} 200"


def c_agent():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": "bin/magento setup:di:compile"},
                       "tool_response": {"stdout": f"Compilation was started.\nGenerated code and dependency injection configuration successfully.\nbuild id {g.hexs(40)}", "stderr": ""}})


def c_csrf():
    return f"<input type=\"hidden\" name=\"form_key\" value=\"{g.s(B62, 16)}\" />\n<input type=\"hidden\" name=\"woocommerce-process-checkout-nonce\" value=\"{g.hexs(10)}\" />"


CLEAN = [c_wp_placeholder, c_magento_env_ref, c_order_json, c_shopify_hmac, c_gql_ids, c_pk, c_composer_lock, c_prose,
         c_masked, c_access_log, c_tracking, c_integrity, c_env_example, c_asin, c_agent, c_csrf]


def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        cls, text, sec = SECRETS[i % len(SECRETS)]()
        secrets.append((cls, wrap(text), sec))
        i += 1
    clean: list[str] = []
    j = 0
    while len(clean) < 100:
        t = wrap(CLEAN[j % len(CLEAN)]())
        j += 1
        if t not in clean:
            clean.append(t)
    write(Path(__file__).parent, FAMILY, secrets, clean)


if __name__ == "__main__":
    main()
