"""Blind redaction source "auctions": marketplaces and auction platforms (eBay APIs, Etsy, Amazon SP-API, Mercari,
Mercado Libre, Walmart, Reverb, Discogs, auction-house software, sniping bots, cross-listing tools).
Written by the helper corpora18, round 46. Every value is random and made up. Run: python3 src_auctions.py"""
import base64, json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAMILY = "auctions"
g = Gen(46002)
r = g.r
LOW = string.ascii_lowercase
WORDS = ["gavel", "lot", "reserve", "paddle", "consign", "bidder", "vintage", "estate", "proxy", "hammer",
         "lantern", "saddle", "teacup", "walnut", "copper", "mantel", "zephyr", "velvet"]

def passphrase(): return g.pick(["", "The"]) + "".join(w.capitalize() for w in r.sample(WORDS, 3)) + str(r.randint(1, 999))
def wordpw(): return g.pick(["ebay", "Seller", "Bids", "Auction", "Etsy", "Shop", "Vinted", "Lot"]) + str(r.randint(1, 2026)) + g.pick(["", "!", "@", "#"])
def short(): return g.s(LOW + string.digits, r.randint(6, 8))
def pin(): return str(r.randint(1000, 9999))
def anypw(): return g.pick([g.pw, passphrase, wordpw, short, g.machine_pw])()
def basic(u, p): return base64.b64encode(f"{u}:{p}".encode()).decode()
def ebay_appid(env="PRD"): return f"{g.pick(['Acme', 'JohnSmit', 'LotRunne', 'Estate'])}-{g.pick(['Lister', 'Sync', 'Sniper', 'Relist'])}-{env}-{g.hexs(9)}-{g.hexs(8)}"
def ebay_certid(env="PRD"): return f"{env}-{g.hexs(12)}-{g.hexs(4)}-{g.hexs(4)}-{g.hexs(4)}-{g.hexs(4)}"
def ebay_token(): return "v^1.1#i^1#" + g.pick(["p^3#r^0#", "r^1#p^3#", "f^0#I^3#"]) + "I^3#t^H4sIAAAAAAAA" + g.s(B62 + "+/", r.randint(300, 420)) + "="
def ebay_authn(): return "AgAAAA**AQAAAA**aAAAAA**" + g.s(B62 + "+/", 16) + "**nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6" + g.s(B62 + "+/", r.randint(400, 520)) + "=="
def lwa_id(): return "amzn1.application-oa2-client." + g.hexs(32)
def lwa_secret(): return "amzn1.oa2-cs.v1." + g.hexs(64)
def atzr(): return "Atzr|IwEB" + g.s(URLSAFE + "|", r.randint(300, 380))
def atza(): return "Atza|IwEB" + g.s(URLSAFE + "|", r.randint(300, 380))
def etsy_key(): return g.s(LOW + string.digits, 24)
def etsy_secret(): return g.s(LOW + string.digits, 10)
def etsy_token(): return f"{r.randint(10**7, 10**9)}." + g.s(URLSAFE, 107)
def meli(): return f"APP_USR-{r.randint(10**15, 10**16)}-{r.randint(100000, 999999):06d}-{g.hexs(32)}-{r.randint(10**8, 10**9)}"

S = []
def t(f): S.append(f); return f

# ---- eBay
@t
def _():
    cid, sec = ebay_appid(), ebay_certid()
    return ("name-context", f"# ebay-rest.json (ebay-oauth-python-client)\n{{\n  \"api.ebay.com\": {{\n    \"appid\": \"{cid}\",\n    \"certid\": \"{sec}\",\n    \"devid\": \"{g.uuid()}\",\n    \"redirecturi\": \"Acme_Inc-AcmeInc-Lister-{g.s(LOW, 5)}\"\n  }}\n}}", [sec])
@t
def _():
    cid, sec = ebay_appid(), ebay_certid(); b = basic(cid, sec)
    return ("structural", f"$ curl -X POST 'https://api.ebay.com/identity/v1/oauth2/token' \\\n  -H 'Content-Type: application/x-www-form-urlencoded' \\\n  -H 'Authorization: Basic {b}' \\\n  -d 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope'", [b])
@t
def _():
    tok = ebay_token()
    return ("structural", f"GET https://api.ebay.com/sell/inventory/v1/inventory_item?limit=100 HTTP/1.1\nAuthorization: Bearer {tok}\nContent-Language: en-US\nX-EBAY-C-MARKETPLACE-ID: EBAY_US", [tok])
@t
def _():
    tok = ebay_token()
    return ("name-context", f"EBAY_ENV=production\nEBAY_CLIENT_ID={ebay_appid()}\nEBAY_REFRESH_TOKEN={tok}\nEBAY_MARKETPLACE=EBAY_GB\n", [tok])
@t
def _():
    tok = ebay_authn()
    return ("name-context", f"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<GetMyeBaySellingRequest xmlns=\"urn:ebay:apis:eBLBaseComponents\">\n  <RequesterCredentials>\n    <eBayAuthToken>{tok}</eBayAuthToken>\n  </RequesterCredentials>\n  <ActiveList><Include>true</Include></ActiveList>\n</GetMyeBaySellingRequest>", [tok])
@t
def _():
    sec = ebay_certid()
    return ("structural", f"POST /ws/api.dll HTTP/1.1\nHost: api.ebay.com\nX-EBAY-API-COMPATIBILITY-LEVEL: 1349\nX-EBAY-API-DEV-NAME: {g.uuid()}\nX-EBAY-API-APP-NAME: {ebay_appid()}\nX-EBAY-API-CERT-NAME: {sec}\nX-EBAY-API-CALL-NAME: AddFixedPriceItem\nX-EBAY-API-SITEID: 3", [sec])
@t
def _():
    v = g.s(URLSAFE, r.randint(40, 64))
    return ("name-context", f"# marketplace account deletion endpoint (required by eBay)\nEBAY_DELETION_VERIFICATION_TOKEN={v}\nEBAY_DELETION_ENDPOINT=https://lister.acme-shop.com/ebay/account-deletion\n", [v])
@t
def _():
    tok = ebay_token()
    return ("structural", f">>> from ebaysdk.trading import Connection\n>>> api = Connection(appid='{ebay_appid()}', config_file=None, iaf_token='{tok}', siteid='0')\n>>> api.execute('GetUser', {{}}).dict()['User']['UserID']\n'vintage_lot_runner'", [tok])
@t
def _():
    sec, tok = ebay_certid(), ebay_authn()
    y = f"name: ebay_api_config\napi.ebay.com:\n    compatability: 719\n    appid: {ebay_appid()}\n    certid: {sec}\n    devid: {g.uuid()}\n    token: {tok}\n"
    return ("name-context", y, [sec, tok])
@t
def _():
    p = anypw()
    return ("name-context", f"; JBidwatcher.cfg (sniping)\nebay.user=vintage_lot_runner\nebay.password={p}\nsnipe.lead_seconds=7\n", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"[Gixen / esniper] ~/.esniper\nusername = estate_finds_uk\npassword = {p}\nseconds = 8\nquantity = 1\n", [p])
@t
def _():
    p = anypw()
    return ("structural", f"$ esniper -u estate_finds_uk -p '{p}' -s 6 auctions.txt\nAuction 3{r.randint(10**10, 10**11)}: bid placed, 00:00:06 remaining", [p])
# ---- Amazon SP-API
@t
def _():
    s, rt = lwa_secret(), atzr()
    return ("self-identifying", f"SP_API_REFRESH_TOKEN={rt}\nLWA_APP_ID={lwa_id()}\nLWA_CLIENT_SECRET={s}\nSP_API_REGION=eu\n", [s, rt])
@t
def _():
    s, rt = lwa_secret(), atzr()
    return ("self-identifying", f"$ curl -s -X POST https://api.amazon.com/auth/o2/token -d grant_type=refresh_token -d refresh_token='{rt}' -d client_id={lwa_id()} -d client_secret={s}", [s, rt])
@t
def _():
    tok = atza()
    return ("self-identifying", f"GET /orders/v0/orders?MarketplaceIds=A1PA6795UKMFR9&CreatedAfter=2026-11-01 HTTP/1.1\nHost: sellingpartnerapi-eu.amazon.com\nx-amz-access-token: {tok}\nuser-agent: acme-repricer/2.3 (Language=Python)", [tok])
@t
def _():
    s = lwa_secret()
    return ("self-identifying", f"credentials = dict(\n    refresh_token=os.environ['SP_API_REFRESH_TOKEN'],\n    lwa_app_id='{lwa_id()}',\n    lwa_client_secret='{s}',\n)\norders = Orders(credentials=credentials, marketplace=Marketplaces.DE)", [s])
@t
def _():
    a, k = g.aws_akid(), g.aws_secret()
    return ("self-identifying", f"# legacy SP-API IAM user (pre-2023 signing)\nSP_API_ACCESS_KEY={a}\nSP_API_SECRET_KEY={k}\nSP_API_ROLE_ARN=arn:aws:iam::{r.randint(10**11,10**12-1)}:role/SellingPartnerRole\n", [a, k])
@t
def _():
    k = g.s(B62 + "+/", 40); ak = "AKIA" + g.s('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16); mt = "amzn.mws." + g.uuid()
    return ("name-context", f"MWS legacy config (repricer.ini)\n[mws]\nseller_id = A{g.s(UPPER + string.digits, 13)}\naccess_key = {ak}\nsecret_key = {k}\nauth_token = {mt}\n", [ak, k, mt])
# ---- Etsy
@t
def _():
    k, s = etsy_key(), etsy_secret()
    return ("name-context", f"ETSY_KEYSTRING={k}\nETSY_SHARED_SECRET={s}\nETSY_SHOP_ID={r.randint(10**7, 10**8)}\n", [s])
@t
def _():
    k, tok = etsy_key(), etsy_token()
    return ("structural", f"$ curl 'https://openapi.etsy.com/v3/application/shops/{r.randint(10**7,10**8)}/receipts?was_paid=true' \\\n    -H 'x-api-key: {k}' \\\n    -H 'Authorization: Bearer {tok}'", [tok])
@t
def _():
    tok = etsy_token(); rt = tok.split('.')[0] + "." + g.s(URLSAFE, 107)
    return ("name-context", f"{{\n  \"access_token\": \"{tok}\",\n  \"token_type\": \"Bearer\",\n  \"expires_in\": 3600,\n  \"refresh_token\": \"{rt}\"\n}}", [tok, rt])
@t
def _():
    s = etsy_secret(); k = etsy_key()
    return ("name-context", f"// etsy-sync/config.php\ndefine('ETSY_API_KEY', '{k}');\ndefine('ETSY_API_SECRET', '{s}');\ndefine('ETSY_REDIRECT', 'https://shop-tools.example.net/etsy/callback');", [s])
# ---- Mercari / Mercado Libre / Walmart / Reverb / Discogs / others
@t
def _():
    tok = g.s(URLSAFE, 64)
    return ("structural", f"POST https://api.mercari-shops.com/v1/graphql\nAuthorization: Bearer {tok}\nContent-Type: application/json\n\n{{\"query\":\"{{ shop {{ id name }} }}\"}}", [tok])
@t
def _():
    tok = meli()
    return ("self-identifying", f"$ curl -H 'Authorization: Bearer {tok}' https://api.mercadolibre.com/users/me\n{{\"id\":{r.randint(10**8,10**9)},\"nickname\":\"TIENDAVINTAGE\",\"site_id\":\"MLA\"}}", [tok])
@t
def _():
    s = g.s(B62, 32)
    return ("name-context", f"MELI_APP_ID={r.randint(10**15, 10**16)}\nMELI_CLIENT_SECRET={s}\nMELI_REDIRECT_URI=https://sync.tiendavintage.com.ar/ml/callback\n", [s])
@t
def _():
    cid, sec = g.uuid(), g.s(URLSAFE, 86)
    b = basic(cid, sec)
    return ("structural", f"POST https://marketplace.walmartapis.com/v3/token\nAuthorization: Basic {b}\nWM_SVC.NAME: Walmart Marketplace\nWM_QOS.CORRELATION_ID: {g.uuid()}\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials", [b])
@t
def _():
    sec = g.s(URLSAFE, 86)
    return ("name-context", f"walmart:\n  client_id: {g.uuid()}\n  client_secret: {sec}\n  channel_type: {g.uuid()}\n", [sec])
@t
def _():
    tok = g.hexs(64)
    return ("structural", f"GET https://api.reverb.com/api/my/listings?state=live\nAccept-Version: 3.0\nAuthorization: Bearer {tok}", [tok])
@t
def _():
    tok = g.s(B62, 40)
    return ("structural", f"$ curl 'https://api.discogs.com/marketplace/inventory?status=For%20Sale' -H 'Authorization: Discogs token={tok}' -H 'User-Agent: RecordBinSync/1.0'", [tok])
@t
def _():
    tok = g.s(B62, 40)
    return ("name-context", f"import discogs_client\nd = discogs_client.Client('RecordBinSync/1.0', user_token='{tok}')\nme = d.identity()", [tok])
@t
def _():
    k = g.hexs(32)
    return ("name-context", f"# Bonanza API\nBONANZA_DEV_NAME=acme{g.s(LOW, 4)}\nBONANZA_CERT_NAME={k}\n", [k])
# ---- listing tools
@t
def _():
    a, s, rt = g.s(LOW + string.digits, 32), g.s(B62, 22), g.s(URLSAFE, 43)
    return ("name-context", f"ChannelAdvisor REST app\nApplication ID: {a}\nShared Secret: {s}\nRefresh Token: {rt}\n", [s, rt])
@t
def _():
    s, rt = g.s(B62, 22), g.s(URLSAFE, 43); b = basic(g.s(LOW + string.digits, 32), s)
    return ("structural", f"POST https://api.channeladvisor.com/oauth2/token HTTP/1.1\nAuthorization: Basic {b}\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=refresh_token&refresh_token={rt}", [b, rt])
@t
def _():
    k, s = g.s(B62, 32), g.s(B62, 48)
    return ("name-context", f"# Sellbrite\nSELLBRITE_ACCOUNT_TOKEN={k}\nSELLBRITE_SECRET_KEY={s}\n", [k, s])
@t
def _():
    tok = g.s(URLSAFE, 48)
    return ("name-context", f"{{\"id\":\"{g.uuid()}\",\"hook_event_name\":\"PostToolUse\",\"tool_name\":\"Read\",\"tool_input\":{{\"file_path\":\"crosslister/config/vendoo.json\"}},\"tool_response\":{{\"file\":{{\"content\":\"{{\\n  \\\"vendooSessionToken\\\": \\\"{tok}\\\",\\n  \\\"autoDelist\\\": true\\n}}\"}}}}}}", [tok])
@t
def _():
    p = anypw()
    return ("structural", f"# List Perfectly / Poshmark browser automation\nawait page.fill('#login_form_username_email', 'closet.finds22@gmail.com');\nawait page.fill('#login_form_password', '{p}');\nawait page.click('button[type=submit]');", [p])
@t
def _():
    p = anypw()
    return ("structural", f"$ python relist_bot.py --site vinted --email seller.anna@example.de --password '{p}' --dry-run\n[vinted] logged in, 142 items, 37 eligible for bump", [p])
@t
def _():
    tok = g.s(B62, 32)
    return ("structural", f"https://api.hibid.com/v2/auctions/{r.randint(10**5,10**6)}/lots?api_key={tok}&page=1", [tok])
# ---- auction-house software
@t
def _():
    p = anypw()
    return ("structural", f"Server=AUCTIONFLEX\\SQLEXPRESS;Database=AuctionFlex;User ID=afuser;Password={p};", [p])
@t
def _():
    k = g.s(B62, 40)
    return ("name-context", f"# Auction Mobility / bidpath integration (settings.py)\nAMS_API_BASE = 'https://api.auctionmobility.com/v1'\nAMS_API_KEY = '{k}'\nAMS_TENANT = 'heritage-estates'\n", [k])
@t
def _():
    u, p = "proxibid_feed", anypw()
    return ("structural", f"sftp://{u}:{p}@ftp.proxibid.com/catalogs/incoming/", [p])
@t
def _():
    p = anypw()
    return ("structural", f"$ lftp -u wavebid_export,'{p}' sftp://upload.wavebid.com -e 'mput catalog_{r.randint(100,999)}.csv; bye'", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"Hi Sam, the clerking laptop at the saleroom: Windows login 'clerk', password {p}. The BidSpotter live console uses the same. See you Saturday.", [p])
@t
def _():
    k = g.s(B62, 32)
    return ("structural", f"POST https://live.acme-auctions.com/api/bids HTTP/1.1\nX-Api-Key: {k}\nContent-Type: application/json\n\n{{\"lot\":{r.randint(1,400)},\"paddle\":{r.randint(100,999)},\"amount\":{r.randint(50,9000)}}}", [k])
@t
def _():
    p = pin()
    return ("name-context", f"Floor procedure: the auctioneer's tablet (clerking app) unlocks with PIN {p}; absentee bids are loaded the night before.", [p])
@t
def _():
    p = anypw()
    return ("structural", f"mysql -h db.acme-auctions.internal -u bidapp -p'{p}' auctions -e 'SELECT lot_id, max(amount) FROM bids GROUP BY lot_id'", [p])
@t
def _():
    p = anypw()
    return ("structural", f"DATABASE_URL=postgres://bidder_api:{p}@pg-auction-prod.internal:5432/bidding?sslmode=require", [p])
@t
def _():
    p = anypw()
    return ("structural", f"redis://:{p}@redis-bids.internal:6379/2  # bid ladder + soft-close timers", [p])
# ---- generic/provider
@t
def _():
    name, tok, mark = g.self_identifying()
    return ("self-identifying", f"# repricer/.env\nMARKETPLACE=amazon.de\nREPRICE_INTERVAL=300\nALERT_TOKEN={tok}\n", [mark])
@t
def _():
    name, tok, mark = g.self_identifying()
    return ("self-identifying", f"diff --git a/listing-tool/settings.yml b/listing-tool/settings.yml\n@@ -3,2 +3,3 @@\n ebay_site: EBAY_US\n+ notifier_token: {tok}\n  photo_bucket: acme-listing-photos", [mark])
@t
def _():
    sk = "sk_live_" + g.s(B62, 24)
    return ("self-identifying", f"// buyer's premium checkout for online auctions\nconst stripe = require('stripe')('{sk}');\nawait stripe.paymentIntents.create({{ amount: hammer + premium, currency: 'gbp' }});", [sk])
@t
def _():
    s = g.s(B62, 40)
    return ("name-context", f"[JA] 出品ツールの設定です。メルカリShopsのWebhookシークレット: {s} 。本番のものなので扱いに注意してください。", [s])
@t
def _():
    s = g.s(B62, 32)
    return ("name-context", f"[ES] Te paso el client secret de la app de Mercado Libre para el entorno de pruebas: {s} — luego lo cambiamos.", [s])
@t
def _():
    p = anypw()
    return ("name-context", f"[DE] Für den eBay-Account 'antik_kiste_de': Passwort {p}, die 2FA geht an Petras Handy. Bitte nicht im Ticket speichern.", [p])
@t
def _():
    k = g.hexs(64)
    return ("name-context", f"AUCTION_WEBHOOK_SECRET={k}\nAUCTION_WEBHOOK_URL=https://bids.acme-auctions.com/hooks/lot-closed\n", [k])
@t
def _():
    j = g.jwt()
    return ("structural", f"Traceback (most recent call last):\n  File \"bid_relay.py\", line 51, in place_bid\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://live.acme-auctions.com/api/bids\nrequest headers: {{'Authorization': 'Bearer {j}'}}", [j])
@t
def _():
    tok = ebay_token()
    return ("structural", f"{{\"cells\":[{{\"cell_type\":\"code\",\"source\":[\"import requests\\n\",\"H = {{'Authorization': 'Bearer {tok}'}}\\n\",\"requests.get('https://api.ebay.com/sell/fulfillment/v1/order', headers=H).json()\"]}}]}}", [tok])

SECRETS = []
i = 0
while len(SECRETS) < 250:
    cls, text, vals = S[i % len(S)]()
    SECRETS.append((cls, text, vals)); i += 1

C = []
def c(f): C.append(f); return f
@c
def _(): return f"eBay order {r.randint(10,99)}-{r.randint(10000,99999)}-{r.randint(10000,99999)}  item 3{r.randint(10**10,10**11)}  buyer: {g.pick(['kd_collect', 'vinyl-fan', 'ma*****'])}  total GBP {r.randint(5,900)}.{r.randint(10,99)}  tracking {g.s(UPPER,2)}{r.randint(10**8,10**9)}GB"
@c
def _(): return f"EBAY_CLIENT_ID=${{EBAY_CLIENT_ID}}\nEBAY_CLIENT_SECRET=${{EBAY_CLIENT_SECRET}}\nEBAY_RU_NAME=${{EBAY_RU_NAME}}\n# run {r.randint(1,999)}"
@c
def _(): return f"# .env.example\nEBAY_CERT_ID=changeme\nETSY_KEYSTRING=your-etsy-keystring\nLWA_CLIENT_SECRET=<lwa client secret>\nSP_API_REFRESH_TOKEN=Atzr|...\n# region: {g.pick(['na','eu','fe'])}"
@c
def _(): return f"https://auth.ebay.com/oauth2/authorize?client_id={ebay_appid()}&response_type=code&redirect_uri=Acme_Inc-AcmeInc-Lister-{g.s(LOW,5)}&scope=https://api.ebay.com/oauth/api_scope/sell.inventory"
@c
def _(): return f"{{\"notificationId\":\"{g.uuid()}\",\"topic\":\"MARKETPLACE_ACCOUNT_DELETION\",\"data\":{{\"username\":\"test_user\",\"userId\":\"{g.s(B62,11)}\",\"eiasToken\":\"nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6{g.s(B62,20)}\"}}}}\nX-EBAY-SIGNATURE: {g.b64(60)}"
@c
def _(): return f"Amazon order {r.randint(100,999)}-{r.randint(10**6,10**7-1)}-{r.randint(10**6,10**7-1)}  ASIN B0{g.s(UPPER+string.digits,8)}  SKU ACM-{r.randint(1000,9999)}  FBA shipment FBA{g.s(UPPER+string.digits,9)}"
@c
def _(): return f"LWA_APP_ID={lwa_id()}\nLWA_CLIENT_SECRET=${{LWA_CLIENT_SECRET}}\nSELLER_ID=A{g.s(UPPER+string.digits,13)}\nMARKETPLACE_ID=A1F83G8C2ARO7P"
@c
def _(): return f"x-amzn-RequestId: {g.uuid()}\nx-amzn-RateLimit-Limit: 0.0167\nx-amz-date: 20261201T10{r.randint(10,59)}00Z"
@c
def _(): return f"https://sellercentral.amazon.de/apps/authorize/consent?application_id=amzn1.sp.solution.{g.uuid()}&state={g.hexs(16)}&version=beta"
@c
def _(): return f"Etsy receipt {r.randint(10**9, 4*10**9)}  listing {r.randint(10**9, 2*10**9)}  shop_id {r.randint(10**7,10**8)}  status Paid  shipped via Royal Mail {g.s(UPPER,2)}{r.randint(10**8,10**9)}GB"
@c
def _(): return f"code_verifier={g.b64url(32)}\ncode_challenge_method=S256\n# PKCE for Etsy v3 OAuth, generated per login; the keystring comes from ${{ETSY_KEYSTRING}}"
@c
def _(): return f"Mercari item m{r.randint(10**10, 10**11)}  price ¥{r.randint(300,90000)}  status on_sale  shipping らくらくメルカリ便"
@c
def _(): return f"MLA{r.randint(10**9, 10**10)}  \"Lámpara antigua de bronce\"  precio ARS {r.randint(1000,900000)}  estado active  envío me2"
@c
def _(): return f"Walmart PO {r.randint(10**12, 10**13)}  customerOrderId {r.randint(10**12, 10**13)}  WM_QOS.CORRELATION_ID: {g.uuid()}"
@c
def _(): return f"Lot {r.randint(1,600)}: Georgian silver teapot, London 17{r.randint(60,99)}. Estimate £{r.randint(2,9)}00–{r.randint(10,30)}00. Hammer £{r.randint(200,4000)}, buyer's premium 25% + VAT. Paddle {r.randint(100,999)}."
@c
def _(): return f"bidder_id,paddle,reg_status,card_on_file\n{r.randint(10000,99999)},{r.randint(100,999)},approved,**** {r.randint(1000,9999)}\n{r.randint(10000,99999)},{r.randint(100,999)},pending,none"
@c
def _(): return f"[{r.randint(10,23)}:{r.randint(10,59)}:{r.randint(10,59)}] lot {r.randint(1,500)} soft-close extended by 120s (bid {r.randint(50,9000)} from paddle {r.randint(100,999)}), ends_at={1764600000 + r.randint(0,99999)}"
@c
def _(): return f"commit {g.sha1()}\n    repricer: read LWA client secret from AWS Secrets Manager, never from repricer.ini"
@c
def _(): return f"\"node_modules/ebay-api\": {{\"version\": \"9.{r.randint(0,4)}.{r.randint(0,9)}\", \"integrity\": \"sha512-{g.b64(64)}\"}}"
@c
def _(): return f"python-amazon-sp-api==1.{r.randint(0,9)}.{r.randint(0,9)} --hash=sha256:{g.sha256()}"
@c
def _(): return f"How the lister keeps credentials: eBay cert id, Etsy shared secret and the SP-API refresh token are stored in the OS keychain; the config file holds only the keychain item names. Never paste them into tickets. Rotation: every {r.randint(3,12)} months."
@c
def _(): return f"[DE] Zur Info: das Passwort für den Verkäuferaccount wurde geändert, steht jetzt im 1Password-Tresor 'Marktplätze'. Auftrag {r.randint(10**5,10**6)}."
@c
def _(): return f"env:\n  EBAY_CERT_ID: ${{{{ secrets.EBAY_CERT_ID }}}}\n  SP_API_REFRESH_TOKEN: ${{{{ secrets.SP_API_REFRESH_TOKEN }}}}\n  JOB: sync-{r.randint(1,999)}"
@c
def _(): return f"sha256 of catalog_{r.randint(100,999)}.csv: {g.sha256()} (uploaded to Proxibid, {r.randint(50,900)} lots)"
@c
def _(): return f"Image hash for duplicate-listing check: phash={g.hexs(16)} md5={g.hexs(32)} file=IMG_{r.randint(1000,9999)}.jpg"
@c
def _(): return f"Discogs release {r.randint(10**5,10**7)}  listing {r.randint(10**9,4*10**9)}  condition VG+ / VG  price €{r.randint(5,300)}.00"
@c
def _(): return f"{{\"keys\":[{{\"kty\":\"EC\",\"crv\":\"P-256\",\"kid\":\"{g.hexs(16)}\",\"x\":\"{g.b64url(32)}\",\"y\":\"{g.b64url(32)}\"}}]}}  # eBay notification public key"
@c
def _(): return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(43)}\n-----END PUBLIC KEY-----\n(eBay getPublicKey response for kid {g.uuid()})"
@c
def _(): return f"Reverb order {r.randint(10**7,10**8)}  shop 'fuzzbox-{g.s(LOW,4)}'  listing {r.randint(10**7,10**8)}  tracking 1Z{g.s(UPPER+string.digits,16)}"
@c
def _(): return f"Sniper log: item 3{r.randint(10**10,10**11)} max bid £{r.randint(10,500)}  lead 6s  result: outbid at £{r.randint(10,600)}"
@c
def _(): return f"apiVersion: v1\nkind: Pod\nspec:\n  containers:\n  - name: repricer\n    env:\n    - name: LWA_CLIENT_SECRET\n      valueFrom: {{secretKeyRef: {{name: sp-api, key: lwa-secret}}}}\n# rev {r.randint(1,99)}"
@c
def _(): return f"{{\"listingId\":\"{r.randint(10**11,10**12)}\",\"sku\":\"VTG-{g.s(UPPER,3)}-{r.randint(100,999)}\",\"offerId\":\"{r.randint(10**9,10**10)}\",\"status\":\"PUBLISHED\"}}"
@c
def _(): return f"ChannelAdvisor ProfileID {r.randint(10**7,10**8)}  ProductID {r.randint(10**5,10**7)}  X-Request-Id: {g.uuid()}"
@c
def _(): return f"Ticket MKT-{r.randint(100,999)}: eBay says 'Invalid access token' after the nightly job. The refresh token is valid for 18 months; the access token for 2 hours — job was reusing a cached one. Fixed by refreshing per run."
@c
def _(): return f"AuctionFlex sale #{r.randint(100,999)}  consignor {r.randint(1000,9999)}  {r.randint(50,600)} lots  settlement batch {g.hexs(8).upper()}"
@c
def _(): return f"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ{g.b64(54)}  (listing thumbnail fixture)"
@c
def _(): return f"git log --oneline\n{g.hexs(7)} cross-lister: delist on sale from Poshmark\n{g.hexs(7)} vinted: respect rate limit\n{g.hexs(7)} move etsy keystring to keychain"
@c
def _(): return f"Order numbers for the refund batch: {', '.join(str(r.randint(10**11, 10**12)) for _ in range(4))}"
@c
def _(): return f"Etsy app keystring is visible in every OAuth URL (client_id=...) — treat it as an identifier; the shared secret is the one that must stay private. Doc note v{r.randint(1,9)}."

CLEAN = []
i = 0
while len(CLEAN) < 100:
    CLEAN.append(C[i % len(C)]()); i += 1

def write():
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(SECRETS, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            assert vals and all(v in text for v in vals), (n, vals, text)
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(CLEAN, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    write()
