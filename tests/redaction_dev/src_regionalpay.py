"""Blind redaction source 'regionalpay' (round 48, helper corpora20): regional payment gateways outside the US.

Seeded; imports only the standard library and _tokens.py. Run: python3 src_regionalpay.py
"""
import json, string, base64
from pathlib import Path
from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAM = "regionalpay"
g = Gen(4801)
r = g.r
D = string.digits
LOW = string.ascii_lowercase


def out(secrets, clean):
    here = Path(__file__).resolve().parent
    with open(here / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            assert vals and all(v and v in text for v in vals), (i, vals, text)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(here / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


# ---- field-specific value shapes
def rzp_id(live=True): return ("rzp_live_" if live else "rzp_test_") + g.s(B62, 14)
def rzp_secret(): return g.s(B62, 24)
def mp_token(): return g.pick(["APP_USR-", "TEST-"]) + g.s(D, 16) + "-" + g.s(D, 6) + "-" + g.hexs(32) + "-" + g.s(D, 9)
def mp_public(): return "APP_USR-" + g.uuid()
def xendit(): return g.pick(["xnd_production_", "xnd_development_"]) + g.s(B62, 64)
def xendit_pub(): return "xnd_public_production_" + g.s(B62, 64)
def midtrans(): return g.pick(["Mid-server-", "SB-Mid-server-"]) + g.s(URLSAFE, 24)
def midtrans_client(): return g.pick(["Mid-client-", "SB-Mid-client-"]) + g.s(URLSAFE, 16)
def paystack(): return g.pick(["sk_live_", "sk_test_"]) + g.hexs(40)
def paystack_pub(): return "pk_live_" + g.hexs(40)
def flw(): return g.pick(["FLWSECK-", "FLWSECK_TEST-"]) + g.hexs(32) + "-X"
def flw_pub(): return "FLWPUBK-" + g.hexs(32) + "-X"
def flw_enc(): return g.pick(["FLWSECK", "FLWSECK_TEST"]) + g.hexs(12)
def mollie(): return g.pick(["live_", "test_"]) + g.s(B62, 30)
def mollie_access(): return "access_" + g.s(B62, 40)
def adyen_key(): return "AQE" + g.s(B62, 2) + "mfxKL" + g.s(B62 + "+/", 80) + "=-" + g.s(B62 + "+/", 43) + "=-" + g.s(B62 + "<>", 16)
def adyen_client(): return "live_" + g.s(UPPER + D, 32)
def iyzico_key(): return "sandbox-" + g.s(B62, 32) if r.random() < .4 else g.s(B62, 32)
def paymongo(): return "sk_live_" + g.s(B62, 24)
def omise(): return "skey_" + g.pick(["", "test_"]) + g.s(LOW + D, 19)
def wompi(): return "prv_prod_" + g.s(B62, 32)
def wompi_pub(): return "pub_prod_" + g.s(B62, 32)
def cielo_key(): return g.s(UPPER + D, 40)
def payu_salt(): return g.s(B62, 32)
def payu_key(): return g.s(B62, 6)
def paytm_key(): return g.s(B62 + "#@&%", 16)
def paytm_mid(): return g.s(B62, 6) + g.s(D, 14)
def daraja_passkey(): return g.hexs(64)
def upi_vpa(): return g.pick(["ravi.k", "shop.merchant", "9876543210", "ananya88", "kiranastore"]) + "@" + g.pick(["okicici", "ybl", "paytm", "okaxis", "upi", "ibl"])
def pix_key(): return g.uuid()
def efi_id(): return "Client_Id_" + g.hexs(40)
def efi_secret(): return "Client_Secret_" + g.hexs(40)
def yk_secret(): return g.pick(["live_", "test_"]) + g.s(URLSAFE, 43)
def conekta(): return "key_" + g.s(B62, 27)
def culqi(): return "sk_live_" + g.s(B62, 16)
def redsys_key(): return g.b64(24)
def p24_crc(): return g.hexs(16)
def vipps_sub(): return g.hexs(32)
def pagseguro(): return g.uuid() + g.hexs(64) + g.uuid()
def hmac64(): return g.hexs(64).upper()
def payfast_pass(): return g.pick(["jt7", "Sunny", "Karoo", "Braai", "Fynbos"]) + "-" + g.s(LOW + D, 8) + "-" + g.s(D, 3)
def pin4(): return g.s(D, 4)
def pin6(): return g.s(D, 6)
def ref(): return g.pick(["order_", "pay_", "txn_"]) + g.s(B62, 14)
def amt(): return f"{r.randint(50, 99999)}.{r.randint(0, 99):02d}"
def legacy_pw(): return g.s(LOW, 3) + g.s(D, 3) + g.pick(["", "!", "#"])
def words_pw(): return "-".join(g.pick(["chai", "samosa", "monsoon", "garuda", "feijoada", "capivara", "baobab", "jollof",
                                         "tulipa", "kebab", "rendang", "mango", "karaoke", "sabana", "fjord", "lontong"]) for _ in range(g.pick([3, 4])))


S = []  # (class, text, [values])


def add(cls, text, *vals):
    S.append((cls, text, list(vals)))


def sec_templates():
    T = []

    def t(fn):
        T.append(fn); return fn

    @t
    def env_razorpay():
        i, s, w = rzp_id(), rzp_secret(), g.s(B62, r.randint(12, 20))
        add("name-context", f"# .env (razorpay)\nRAZORPAY_KEY_ID={i}\nRAZORPAY_KEY_SECRET={s}\nRAZORPAY_WEBHOOK_SECRET={w}\nNEXT_PUBLIC_RAZORPAY_KEY_ID={i}\n", s, w)

    @t
    def curl_razorpay():
        i, s = rzp_id(), rzp_secret()
        add("structural", f"$ curl -u {i}:{s} -X POST https://api.razorpay.com/v1/orders -H 'content-type: application/json' -d '{{\"amount\": {r.randint(100,900000)}, \"currency\": \"INR\", \"receipt\": \"rcpt_{r.randint(1000,9999)}\"}}'", s)

    @t
    def py_razorpay():
        i, s = rzp_id(), rzp_secret()
        add("name-context", f"import razorpay\n\nclient = razorpay.Client(auth=(\"{i}\", \"{s}\"))\nclient.set_app_details({{\"title\": \"shopkart\", \"version\": \"2.3\"}})\norder = client.order.create({{\"amount\": 49900, \"currency\": \"INR\"}})\n", s)

    @t
    def mp_env():
        tk, pk = mp_token(), mp_public()
        add("self-identifying", f"MERCADOPAGO_PUBLIC_KEY={pk}\nMERCADOPAGO_ACCESS_TOKEN={tk}\nMP_NOTIFICATION_URL=https://loja.exemplo.com.br/webhooks/mp\n", tk)

    @t
    def mp_curl():
        tk = mp_token()
        add("self-identifying", f"curl -X POST 'https://api.mercadopago.com/v1/payments' \\\n  -H 'Authorization: Bearer {tk}' \\\n  -H 'X-Idempotency-Key: {g.uuid()}' \\\n  -d '{{\"transaction_amount\": {amt()}, \"payment_method_id\": \"pix\", \"payer\": {{\"email\": \"cliente@example.com\"}}}}'", tk)

    @t
    def mp_php():
        tk = mp_token()
        add("self-identifying", f"<?php\nrequire 'vendor/autoload.php';\nuse MercadoPago\\MercadoPagoConfig;\n\nMercadoPagoConfig::setAccessToken(\"{tk}\");\n$client = new PaymentClient();\n", tk)

    @t
    def mp_chat_pt():
        tk = mp_token()
        add("self-identifying", f"[#pagamentos] Lucas: gente, o checkout pro tá dando 401 em prod. Testei com esse token aqui e funciona: {tk} — alguém trocou a credencial no painel?", tk)

    @t
    def xendit_node():
        k, cb = xendit(), g.s(B62, 48)
        add("self-identifying", f"const {{ Xendit }} = require('xendit-node');\nconst x = new Xendit({{ secretKey: '{k}' }});\n// callback token from dashboard > Callbacks\nconst CALLBACK_TOKEN = '{cb}';\n", k, cb)

    @t
    def xendit_curl():
        k = xendit()
        add("self-identifying", f"$ curl https://api.xendit.co/v2/invoices -X POST -u {k}: --data-raw '{{\"external_id\": \"INV-{r.randint(10000,99999)}\", \"amount\": {r.randint(10000,5000000)}, \"currency\": \"IDR\"}}'", k)

    @t
    def xendit_callback_log():
        cb = g.s(B62, 48)
        add("structural", f"POST /webhooks/xendit/invoice HTTP/1.1\nHost: api.tokoku.id\nContent-Type: application/json\nx-callback-token: {cb}\nwebhook-id: {g.uuid()}\n\n{{\"id\":\"{g.hexs(24)}\",\"external_id\":\"INV-{r.randint(1000,9999)}\",\"status\":\"PAID\",\"amount\":{r.randint(10000,900000)}}}", cb)

    @t
    def midtrans_yaml():
        sk, ck = midtrans(), midtrans_client()
        add("self-identifying", f"midtrans:\n  is_production: {g.pick(['true','false'])}\n  server_key: {sk}\n  client_key: {ck}\n  notification_url: https://api.warungku.id/midtrans/notify\n", sk)

    @t
    def midtrans_basic():
        sk = midtrans()
        b = base64.b64encode((sk + ":").encode()).decode()
        add("structural", f"> POST /v2/charge HTTP/2\n> Host: api.sandbox.midtrans.com\n> Accept: application/json\n> Authorization: Basic {b}\n> Content-Type: application/json\n< HTTP/2 201\n{{\"status_code\":\"201\",\"transaction_status\":\"pending\",\"payment_type\":\"qris\"}}", b)

    @t
    def midtrans_chat_id():
        sk = midtrans()
        add("self-identifying", f"Bang, server key sandbox yg lama udah expired kayaknya. Pakai yg ini dulu ya buat testing QRIS: {sk} (jangan di-commit ya)", sk)

    @t
    def paystack_env():
        k = paystack()
        add("self-identifying", f"PAYSTACK_PUBLIC_KEY={paystack_pub()}\nPAYSTACK_SECRET_KEY={k}\nPAYSTACK_CALLBACK_URL=https://shop.example.ng/paystack/callback\n", k)

    @t
    def paystack_laravel():
        k = paystack()
        add("self-identifying", f"// config/paystack.php\nreturn [\n    'publicKey' => env('PAYSTACK_PUBLIC_KEY'),\n    'secretKey' => env('PAYSTACK_SECRET_KEY', '{k}'),\n    'paymentUrl' => 'https://api.paystack.co',\n    'merchantEmail' => 'payments@example.ng',\n];", k)

    @t
    def paystack_trace():
        k = paystack()
        add("self-identifying", f"Traceback (most recent call last):\n  File \"billing/paystack.py\", line 41, in verify\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.paystack.co/transaction/verify/T{r.randint(10**11,10**12)}\n[debug] headers={{'Authorization': 'Bearer {k}', 'Content-Type': 'application/json'}}", k)

    @t
    def flw_env():
        k, e = flw(), flw_enc()
        add("self-identifying", f"FLW_PUBLIC_KEY={flw_pub()}\nFLW_SECRET_KEY={k}\nFLW_ENCRYPTION_KEY={e}\nFLW_SECRET_HASH={words_pw()}\n", k, e)

    @t
    def flw_webhook_hash():
        h = g.s(B62, r.randint(10, 24))
        add("name-context", f"app.post('/flw-webhook', (req, res) => {{\n  const secretHash = process.env.FLW_SECRET_HASH || '{h}';\n  const signature = req.headers['verif-hash'];\n  if (!signature || signature !== secretHash) return res.status(401).end();\n  // ...\n}});", h)

    @t
    def flw_chat_fr():
        k = flw()
        add("self-identifying", f"Salut Awa, pour le test mobile money (Orange Money CI) j'ai mis la clé secrète dans Postman : {k}. Dis-moi si le callback arrive bien.", k)

    @t
    def mollie_php():
        k = mollie()
        add("self-identifying", f"$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey(\"{k}\");\n$payment = $mollie->payments->create([\n    \"amount\" => [\"currency\" => \"EUR\", \"value\" => \"{amt()}\"],\n    \"method\" => \"ideal\",\n    \"redirectUrl\" => \"https://winkel.example.nl/bedankt\",\n]);", k)

    @t
    def mollie_org():
        k = mollie_access()
        add("self-identifying", f"$ curl -s https://api.mollie.com/v2/organizations/me -H \"Authorization: Bearer {k}\" | jq .name\n\"Bakkerij de Vries B.V.\"", k)

    @t
    def mollie_chat_nl():
        k = mollie()
        add("self-identifying", f"Hoi Sanne, de Bancontact-betalingen falen op staging. Kun je even checken of de live key klopt? In de .env staat nu MOLLIE_KEY={k}", k)

    @t
    def adyen_props():
        k, h = adyen_key(), hmac64()
        add("self-identifying", f"adyen.environment=LIVE\nadyen.merchantAccount=ShopNordicECOM\nadyen.apiKey={k}\nadyen.clientKey={adyen_client()}\nadyen.liveEndpointUrlPrefix={g.hexs(16)}-ShopNordic\nadyen.hmacKey={h}\n", k, h)

    @t
    def adyen_hmac_yaml():
        h = hmac64()
        add("name-context", f"# Adyen notification webhook (Swish, Vipps, MobilePay, Twint, BLIK)\nwebhooks:\n  adyen:\n    path: /adyen/notifications\n    hmac_key: \"{h}\"\n    basic_auth_user: adyen-ws\n", h)

    @t
    def adyen_ws_basic():
        u, p = "ws_" + g.s(D, 6) + "@Company.ShopNordic", g.machine_pw()
        add("structural", f"curl https://checkout-test.adyen.com/v71/paymentMethods \\\n  -u '{u}:{p}' \\\n  -H 'content-type: application/json' \\\n  -d '{{\"merchantAccount\": \"ShopNordicECOM\", \"countryCode\": \"NL\", \"amount\": {{\"currency\": \"EUR\", \"value\": 1000}}}}'", p)

    @t
    def iyzico_java():
        k, s = iyzico_key(), g.s(B62, 32)
        add("name-context", f"Options options = new Options();\noptions.setApiKey(\"{k}\");\noptions.setSecretKey(\"{s}\");\noptions.setBaseUrl(\"https://sandbox-api.iyzipay.com\");\n", s)

    @t
    def iyzico_env_tr():
        k, s = iyzico_key(), g.s(B62, 32)
        add("name-context", f"# iyzico canlı ortam anahtarları — kimseyle paylaşma!\nIYZICO_API_KEY={k}\nIYZICO_SECRET_KEY={s}\nIYZICO_BASE_URL=https://api.iyzipay.com\n", s)

    @t
    def iyzico_log():
        sk = g.s(B62, 32)
        add("name-context", f"2026-12-03 09:14:07.311 DEBUG [iyzipay] Options{{apiKey='{iyzico_key()}', secretKey='{sk}', baseUrl='https://api.iyzipay.com'}}\n2026-12-03 09:14:07.402 ERROR [odeme] 3DS initialize failed: errorCode=1000 errorMessage=Geçersiz imza", sk)

    @t
    def payu_india():
        k, s = payu_key(), payu_salt()
        add("name-context", f"PAYU_MERCHANT_KEY={k}\nPAYU_MERCHANT_SALT={s}\nPAYU_BASE_URL=https://secure.payu.in/_payment\n", s)

    @t
    def payu_hash_code():
        s = payu_salt()
        add("name-context", f"def payu_hash(p):\n    salt = \"{s}\"\n    seq = \"|\".join([p['key'], p['txnid'], p['amount'], p['productinfo'], p['firstname'], p['email']]) + \"|||||||||||\" + salt\n    return hashlib.sha512(seq.encode()).hexdigest()\n", s)

    @t
    def payu_latam():
        k, l = g.s(B62, 26), g.s(B62, 15)
        add("name-context", f"# PayU Latam (Colombia)\npayu:\n  merchant_id: \"{r.randint(500000,999999)}\"\n  account_id: \"{r.randint(500000,999999)}\"\n  api_login: {l}\n  api_key: {k}\n  test: false\n", k)

    @t
    def paytm_java():
        m, k = paytm_mid(), paytm_key()
        add("name-context", f"String mid = \"{m}\";\nString merchantKey = \"{k}\";\nTreeMap<String, String> params = new TreeMap<>();\nparams.put(\"MID\", mid);\nString checksum = PaytmChecksum.generateSignature(params, merchantKey);\n", k)

    @t
    def paytm_env():
        k = paytm_key()
        add("name-context", f"PAYTM_ENVIRONMENT=PROD\nPAYTM_MERCHANT_ID={paytm_mid()}\nPAYTM_MERCHANT_KEY={k}\nPAYTM_WEBSITE=DEFAULT\nPAYTM_CHANNEL=WEB\n", k)

    @t
    def upi_psp():
        s, p = g.b64(32), g.machine_pw()
        add("name-context", f"# UPI PSP switch (acquirer sandbox) — collect request signer\nupi.psp.merchant.vpa={upi_vpa()}\nupi.psp.mcc=5411\nupi.psp.aes.key={s}\nupi.psp.sftp.user=mrch_recon\nupi.psp.sftp.password={p}\n", s, p)

    @t
    def phonepe_salt():
        s, i = g.uuid(), str(r.randint(1, 3))
        add("name-context", f"PHONEPE_MERCHANT_ID=M{g.s(UPPER+D, 13)}\nPHONEPE_SALT_KEY={s}\nPHONEPE_SALT_INDEX={i}\n# X-VERIFY = sha256(base64(payload) + '/pg/v1/pay' + salt_key) + '###' + salt_index\n", s)

    @t
    def efi_pix():
        ci, cs = efi_id(), efi_secret()
        pw = g.pick([words_pw(), ""])
        txt = f"const options = {{\n  sandbox: false,\n  client_id: '{ci}',\n  client_secret: '{cs}',\n  certificate: './certs/producao-{r.randint(100000,999999)}.p12',\n" + (f"  pemKey: undefined,\n  cert_pass: '{pw}',\n" if pw else "") + "};\nconst efipay = new EfiPay(options);\nawait efipay.pixCreateImmediateCharge([], body);\n"
        vals = [cs] + ([pw] if pw else [])
        add("name-context", txt, *vals)

    @t
    def pix_pem():
        block, line = g.pem("PRIVATE KEY")
        add("self-identifying", f"$ openssl pkcs12 -in certificado-pix-producao.p12 -nodes -passin pass: | tail -n +1\nBag Attributes\n    localKeyID: {' '.join(g.hexs(2).upper() for _ in range(20))}\nKey Attributes: <No Attributes>\n{block}\n", line)

    @t
    def pix_p12_pw_cmd():
        pw = g.pw()
        add("structural", f"$ openssl pkcs12 -in certificado_pix_bancox.p12 -out pix.pem -nodes -passin pass:{pw}\n$ curl --cert pix.pem https://pix.bancox.com.br/oauth/token -d grant_type=client_credentials", pw)

    @t
    def pix_oauth_curl():
        cid, cs = g.s(B62, 32), g.s(B62, 40)
        b = base64.b64encode(f"{cid}:{cs}".encode()).decode()
        add("structural", f"curl --cert ./pix_cert.pem --key ./pix_key.pem -X POST https://api-pix.bancoexemplo.com.br/oauth/token \\\n  -H 'Authorization: Basic {b}' \\\n  -d 'grant_type=client_credentials&scope=cob.write cob.read pix.read'", b)

    @t
    def cielo():
        mid, mk = g.uuid(), cielo_key()
        add("structural", f"POST /1/sales/ HTTP/1.1\nHost: api.cieloecommerce.cielo.com.br\nContent-Type: application/json\nMerchantId: {mid}\nMerchantKey: {mk}\nRequestId: {g.uuid()}\n", mk)

    @t
    def pagseguro_env():
        tk = pagseguro()
        add("name-context", f"PAGSEGURO_EMAIL=financeiro@lojinha.com.br\nPAGSEGURO_TOKEN={tk}\nPAGSEGURO_ENV=production\n", tk)

    @t
    def stone_chat():
        pw = g.human_pw()
        add("name-context", f"Oi Rafa, a senha do portal da adquirente (Stone) pra baixar o extrato de conciliação mudou. Nova senha: {pw} — usuário continua conciliacao@lojinha.com.br", pw)

    @t
    def paymongo_ruby():
        k = paymongo()
        add("self-identifying", f"# config/initializers/paymongo.rb\nPaymongo.configure do |c|\n  c.secret_key = ENV.fetch('PAYMONGO_SECRET_KEY', '{k}')\n  c.public_key = ENV['PAYMONGO_PUBLIC_KEY']\nend\n# GCash / Maya sources", k)

    @t
    def omise_ts():
        k = omise()
        add("self-identifying", f"import Omise from 'omise';\nconst omise = Omise({{ publicKey: process.env.OMISE_PUBLIC_KEY, secretKey: '{k}' }});\n// PromptPay QR charge\nawait omise.charges.create({{ amount: 150000, currency: 'thb', source: {{ type: 'promptpay' }} }});\n", k)

    @t
    def wompi_env():
        k, ev, ig = wompi(), g.pick(["prod_events_", "test_events_"]) + g.s(B62, 32), g.pick(["prod_integrity_", "test_integrity_"]) + g.s(B62, 32)
        add("self-identifying", f"WOMPI_PUBLIC_KEY={wompi_pub()}\nWOMPI_PRIVATE_KEY={k}\nWOMPI_EVENTS_SECRET={ev}\nWOMPI_INTEGRITY_SECRET={ig}\n", k, ev, ig)

    @t
    def conekta_py():
        k = conekta()
        add("self-identifying", f"import conekta\nconekta.api_key = \"{k}\"\nconekta.api_version = \"2.1.0\"\norder = conekta.Order.create({{\"currency\": \"MXN\", \"line_items\": items, \"charges\": [{{\"payment_method\": {{\"type\": \"oxxo_cash\"}}}}]}})\n", k)

    @t
    def culqi_env_es():
        k = culqi()
        add("self-identifying", f"# Culqi (Perú) — llaves de producción\nCULQI_PUBLIC_KEY=pk_live_{g.s(B62, 16)}\nCULQI_SECRET_KEY={k}\n", k)

    @t
    def yookassa():
        shop, sk = str(r.randint(100000, 999999)), yk_secret()
        add("structural", f"$ curl https://api.yookassa.ru/v3/payments \\\n  -X POST \\\n  -u {shop}:{sk} \\\n  -H 'Idempotence-Key: {g.uuid()}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{{\"amount\": {{\"value\": \"{amt()}\", \"currency\": \"RUB\"}}, \"payment_method_data\": {{\"type\": \"sbp\"}}, \"confirmation\": {{\"type\": \"redirect\", \"return_url\": \"https://shop.example.ru/ok\"}}}}'", sk)

    @t
    def redsys_bizum():
        k = redsys_key()
        add("name-context", f"<?php\n// Redsys TPV Virtual (Bizum + tarjeta)\n$merchantCode = '{r.randint(100000000,999999999)}';\n$terminal = '001';\n$claveSHA256 = '{k}';\n$signature = $redsys->createMerchantSignature($claveSHA256);\n", k)

    @t
    def p24_env_pl():
        c, a = p24_crc(), g.hexs(32)
        add("name-context", f"# Przelewy24 / BLIK — dane produkcyjne\nP24_MERCHANT_ID={r.randint(100000,999999)}\nP24_POS_ID={r.randint(100000,999999)}\nP24_CRC={c}\nP24_API_KEY={a}\n", c, a)

    @t
    def vipps_headers():
        sub, cs = vipps_sub(), g.s(B62 + "~._-", 40)
        add("structural", f"POST /accesstoken/get HTTP/1.1\nHost: api.vipps.no\nclient_id: {g.uuid()}\nclient_secret: {cs}\nOcp-Apim-Subscription-Key: {sub}\nMerchant-Serial-Number: {r.randint(100000,999999)}\nVipps-System-Name: woocommerce\n", cs, sub)

    @t
    def swish_cert():
        pw = g.pw()
        add("name-context", f"swish:\n  merchant_alias: \"123{r.randint(1000000,9999999)}\"\n  cert_path: /etc/swish/Swish_Merchant_TLS.p12\n  cert_password: \"{pw}\"\n  callback_url: https://butik.example.se/swish/callback\n", pw)

    @t
    def daraja_env():
        ck, cs, pk = g.s(B62, 48), g.s(B62, 64), daraja_passkey()
        add("name-context", f"MPESA_ENV=production\nMPESA_CONSUMER_KEY={ck}\nMPESA_CONSUMER_SECRET={cs}\nMPESA_SHORTCODE={r.randint(100000,999999)}\nMPESA_PASSKEY={pk}\nMPESA_CALLBACK_URL=https://api.duka.co.ke/mpesa/callback\n", cs, pk)

    @t
    def daraja_initiator():
        pw = g.human_pw()
        add("name-context", f"# B2C payouts — initiator set up in the M-Pesa org portal\ninitiator_name = \"apiop{r.randint(10,99)}\"\ninitiator_password = \"{pw}\"\n# SecurityCredential = RSA(cert.cer, initiator_password), base64\n", pw)

    @t
    def payfast():
        mk, pp = g.s(LOW + D, 13), payfast_pass()
        add("name-context", f"PAYFAST_MERCHANT_ID={r.randint(10000000,19999999)}\nPAYFAST_MERCHANT_KEY={mk}\nPAYFAST_PASSPHRASE={pp}\nPAYFAST_SANDBOX=false\n", pp)

    @t
    def tap_hyper():
        k, at = "sk_live_" + g.s(B62, 24), g.b64(48)
        add("structural", f"$ curl -X POST https://eu-prod.oppwa.com/v1/checkouts -H \"Authorization: Bearer {at}\" -d \"entityId={g.hexs(32)}\" -d \"amount=92.00\" -d \"currency=SAR\" -d \"paymentType=DB\"\n$ curl https://api.tap.company/v2/charges -H \"Authorization: Bearer {k}\"", at, k)

    @t
    def cloudpayments():
        pid, sec = "pk_" + g.hexs(29), g.hexs(32)
        add("structural", f"requests.post(\"https://api.cloudpayments.ru/payments/cards/charge\", auth=(\"{pid}\", \"{sec}\"), json=payload, timeout=15)", sec)

    @t
    def hook_payload():
        k = g.pick([xendit, midtrans, paystack, flw, mollie, mp_token])()
        inner = json.dumps({"tool_name": "Bash", "tool_input": {"command": f"grep -rn SECRET .env.production && echo ok"}, "tool_response": {"stdout": f".env.production:7:PAYMENT_GATEWAY_SECRET={k}\nok\n", "exit_code": 0}})
        add("self-identifying", inner, k)

    @t
    def hook_write():
        s = rzp_secret()
        content = f"RAZORPAY_KEY_ID={rzp_id()}\\nRAZORPAY_KEY_SECRET={s}\\n"
        add("name-context", '{"hook_event_name": "PreToolUse", "tool_name": "Write", "tool_input": {"file_path": "/srv/app/.env.local", "content": "' + content + '"}}', s)

    @t
    def diff_secret():
        k, h = g.pick([paystack, xendit, wompi])(), g.s(B62, 32)
        add("self-identifying", f"diff --git a/config/payments.ts b/config/payments.ts\n@@ -4,7 +4,8 @@ export const payments = {{\n-  secretKey: process.env.GATEWAY_SECRET_KEY!,\n+  secretKey: process.env.GATEWAY_SECRET_KEY ?? '{k}',\n+  webhookSecret: '{h}',\n   currency: 'NGN',\n }};", k, h)

    @t
    def db_url():
        u, p = "payments_rw", g.pw()
        add("structural", f"DATABASE_URL=postgres://{u}:{p}@pg-payments.internal:5432/ledger?sslmode=require\nREDIS_URL=redis://redis-payments:6379/2\n", p)

    @t
    def settlement_sftp():
        p = g.pw()
        add("structural", f"$ sshpass -p '{p}' sftp -oPort=2222 recon_shopkart@sftp.settlement-bank.in:/outgoing/UPI_SETTLEMENT_{r.randint(20260101,20261231)}.csv\nConnected to sftp.settlement-bank.in.\nFetching /outgoing/...", p)

    @t
    def notebook():
        k = g.pick([paystack, mollie, xendit])()
        cell = {"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {}, "outputs": [],
                "source": ["import requests\n", f"SK = \"{k}\"\n", "r = requests.get(\"https://api.gateway/transactions?perPage=100\", headers={\"Authorization\": f\"Bearer {SK}\"})\n", "df = pd.DataFrame(r.json()['data'])"]}
        add("self-identifying", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), k)

    @t
    def ticket_de():
        pw, user = legacy_pw(), "shopadmin"
        add("structural", f"Ticket #{r.randint(10000,99999)} — Klarna/Sofort Händlerportal\nHallo Support, wir kommen nicht mehr ins Portal. Benutzer: {user} / Passwort: {pw}. Bitte prüfen, ob das Konto gesperrt ist.", pw)

    @t
    def chat_hi():
        s = rzp_secret()
        add("name-context", f"Priya: bhai razorpay ka key_secret production wala chahiye, staging me test karna hai\nArjun: ye lo — key_secret: {s}\nArjun: kaam hone ke baad rotate kar dena please", s)

    @t
    def chat_ja():
        k = g.pick([omise, paymongo])()
        add("self-identifying", f"田中: PromptPay の決済テストで本番のシークレットキーを使ってしまいました… {k} すぐローテーションしてください。", k)

    @t
    def docker_compose():
        p, k = g.pw(), g.pick([xendit, midtrans])()
        add("self-identifying", f"services:\n  api:\n    image: registry.example.id/checkout-api:1.{r.randint(0,40)}\n    environment:\n      GATEWAY_SERVER_KEY: \"{k}\"\n      DB_PASSWORD: \"{p}\"\n", k, p)

    @t
    def k8s_secret():
        v = g.pick([paystack, flw, mollie])()
        b = base64.b64encode(v.encode()).decode()
        add("name-context", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: gateway-credentials\ntype: Opaque\ndata:\n  secret-key: {b}\n", b)

    @t
    def terraform():
        k = hmac64()
        add("name-context", f"resource \"adyen_webhook\" \"standard\" {{\n  merchant_account = \"ShopNordicECOM\"\n  url              = \"https://pay.example.se/adyen/hook\"\n  hmac_key         = \"{k}\"\n}}", k)

    @t
    def pos_pin():
        pin = g.pick([pin4, pin6])()
        add("name-context", f"[terminal]\nmodel = PAX A920\nacquirer = GetNet\nmerchant_id = {r.randint(10**14, 10**15)}\nadmin_pin = {pin}\nsettlement_hour = 23\n", pin)

    @t
    def aws_ci():
        a, s = g.aws_akid(), g.aws_secret()
        add("self-identifying", f"$ env | grep AWS   # settlement-reports job\nAWS_ACCESS_KEY_ID={a}\nAWS_SECRET_ACCESS_KEY={s}\nAWS_DEFAULT_REGION=ap-south-1\n", a, s)

    @t
    def generic_selfid():
        name, tok, mark = g.self_identifying()
        add("self-identifying", f"# checkout-service CI variables ({name})\nexport {name.upper()}_TOKEN='{tok}'\n./scripts/notify-release.sh --env prod", mark)

    @t
    def jwt_merchant():
        j = g.jwt()
        add("structural", f"GET /merchants/v1/settlements?from=2026-11-01 HTTP/1.1\nHost: merchant-api.regionpay.example\nAuthorization: Bearer {j}\nAccept: application/json", j)

    @t
    def gocardless_ish():
        k = "live_" + g.s(URLSAFE, 40)
        add("self-identifying", f"GOCARDLESS_ACCESS_TOKEN={k}\nGOCARDLESS_ENVIRONMENT=live\n# SEPA / Bacs / PayTo mandates", k)

    @t
    def xml_config():
        pw, k = g.pw(), g.hexs(32)
        add("name-context", f"<appSettings>\n  <add key=\"Gateway.MerchantId\" value=\"{r.randint(1000,9999)}\" />\n  <add key=\"Gateway.SecretKey\" value=\"{k}\" />\n  <add key=\"Gateway.ApiPassword\" value=\"{pw}\" />\n</appSettings>", k, pw)

    @t
    def go_code():
        k = g.s(B62, 32)
        add("name-context", f"cfg := duitku.Config{{\n\tMerchantCode: \"D{r.randint(1000,9999)}\",\n\tApiKey:       \"{k}\",\n\tSandbox:      false,\n}}", k)

    @t
    def csharp():
        k, s2, at, wk = "sk_live_" + g.s(B62, 24), g.s(B62, 32), g.b64(48), g.hexs(64).upper()
        add("self-identifying", f"services.AddHyperPay(o =>\n{{\n    o.EntityId = \"{g.hexs(32)}\";\n    o.AccessToken = \"{at}\";\n    o.WebhookDecryptionKey = \"{wk}\";\n}});\n// Moyasar (Saudi Arabia, mada)\nvar moyasar = new MoyasarClient(\"{k}\");", k, at, wk)

    return T


def build_secrets():
    T = sec_templates()
    order = list(range(len(T)))
    while len(S) < 250:
        r.shuffle(order)
        for i in order:
            if len(S) >= 250:
                break
            T[i]()
    return S


# ---- clean
C = []


def clean_templates():
    T = []

    def t(fn):
        T.append(fn); return fn

    @t
    def c_env_example():
        C.append("# .env.example — copy to .env and fill in from the Razorpay dashboard\nRAZORPAY_KEY_ID=rzp_test_xxxxxxxxxxxxxx\nRAZORPAY_KEY_SECRET=<your-key-secret>\nRAZORPAY_WEBHOOK_SECRET=changeme\nPORT=" + str(r.randint(3000, 9000)))

    @t
    def c_rzp_checkout():
        C.append(f"<script src=\"https://checkout.razorpay.com/v1/checkout.js\"></script>\n<script>\nvar options = {{ key: \"{rzp_id()}\", amount: \"{r.randint(100,99999)}\", currency: \"INR\", name: \"Chai Point\", order_id: \"order_{g.s(B62, 14)}\", prefill: {{ contact: \"+91{r.randint(7000000000,9999999999)}\" }} }};\nnew Razorpay(options).open();\n</script>")

    @t
    def c_rzp_webhook():
        C.append(json.dumps({"entity": "event", "account_id": "acc_" + g.s(B62, 14), "event": "payment.captured",
                             "payload": {"payment": {"entity": {"id": "pay_" + g.s(B62, 14), "amount": r.randint(100, 900000), "currency": "INR",
                                                               "status": "captured", "order_id": "order_" + g.s(B62, 14), "method": "upi", "vpa": upi_vpa(),
                                                               "acquirer_data": {"rrn": g.s(D, 12), "upi_transaction_id": g.hexs(32).upper()}}}},
                             "created_at": 1764800000 + r.randint(0, 99999)}) + f"\nX-Razorpay-Signature: {g.hexs(64)}")

    @t
    def c_mp_public():
        C.append(f"const mp = new MercadoPago('{mp_public()}', {{ locale: 'pt-BR' }});\nconst bricksBuilder = mp.bricks();\nawait bricksBuilder.create('payment', 'paymentBrick_container', settings);")

    @t
    def c_mp_payment():
        C.append(json.dumps({"id": r.randint(10**10, 10**11), "status": "approved", "status_detail": "accredited", "payment_method_id": "pix",
                             "transaction_amount": float(amt()), "point_of_interaction": {"transaction_data": {"qr_code": "00020126580014br.gov.bcb.pix0136" + g.uuid() + "5204000053039865802BR5913LOJA EXEMPLO6009SAO PAULO62070503***6304" + g.hexs(4).upper(),
                                                                                                            "ticket_url": f"https://www.mercadopago.com.br/payments/{r.randint(10**10,10**11)}/ticket?caller_id={r.randint(10**8,10**9)}&hash={g.uuid()}"}},
                             "external_reference": f"PED-{r.randint(10000,99999)}"}, ensure_ascii=False))

    @t
    def c_pix_key():
        C.append(f"Chave Pix aleatória da empresa (para o cliente copiar): {pix_key()}\nFavorecido: LOJA EXEMPLO LTDA — CNPJ {r.randint(10,99)}.{r.randint(100,999)}.{r.randint(100,999)}/0001-{r.randint(10,99)}\nEndToEndId do último Pix: E{r.randint(10**7,10**8)}{r.randint(2026,2026)}{g.s(D,8)}{g.s(B62,11)}")

    @t
    def c_pix_brcode():
        C.append(f"pix copia-e-cola (gerado): 00020101021226{r.randint(70,99)}0014br.gov.bcb.pix25{r.randint(40,60)}qrpix.bancoexemplo.com.br/qr/v2/{g.uuid()}5204000053039865406{amt()}5802BR5911CAFE BOM6014RIO DE JANEIRO62070503***6304{g.hexs(4).upper()}")

    @t
    def c_xendit_pub():
        C.append(f"// client-side card tokenisation — public key only\nXendit.setPublishableKey('{xendit_pub()}');\nXendit.card.createToken({{ amount: 75000, card_number, card_exp_month, card_exp_year, card_cvn, is_multiple_use: false }}, handler);")

    @t
    def c_xendit_invoice():
        C.append(json.dumps({"id": g.hexs(24), "external_id": f"INV-{r.randint(1000,99999)}", "user_id": g.hexs(24), "status": "PENDING",
                             "merchant_name": "Toko Kopi", "amount": r.randint(10000, 5000000), "currency": "IDR",
                             "invoice_url": f"https://checkout.xendit.co/web/{g.hexs(24)}", "expiry_date": "2026-12-04T12:00:00.000Z"}))

    @t
    def c_midtrans_snap():
        C.append(f"<script src=\"https://app.midtrans.com/snap/snap.js\" data-client-key=\"{midtrans_client()}\"></script>\n<script>snap.pay('{g.uuid()}', {{ onSuccess: r => location.href = '/terima-kasih' }});</script>")

    @t
    def c_midtrans_notify():
        C.append(json.dumps({"transaction_time": "2026-12-03 10:11:12", "transaction_status": "settlement", "transaction_id": g.uuid(),
                             "status_code": "200", "signature_key": g.hexs(128), "payment_type": "qris", "order_id": f"ORD-{r.randint(100000,999999)}",
                             "merchant_id": "G" + g.s(D, 9), "gross_amount": f"{r.randint(10000,900000)}.00", "fraud_status": "accept", "currency": "IDR"}))

    @t
    def c_paystack_inline():
        C.append(f"const handler = PaystackPop.setup({{\n  key: '{paystack_pub()}',\n  email: 'customer@example.ng',\n  amount: {r.randint(1000,9000000)},\n  ref: 'T{r.randint(10**11,10**12)}',\n  callback: (res) => verify(res.reference),\n}});")

    @t
    def c_paystack_resp():
        C.append(json.dumps({"status": True, "message": "Verification successful", "data": {"id": r.randint(10**9, 10**10), "domain": "live", "status": "success",
                                                                                          "reference": f"T{r.randint(10**11,10**12)}", "amount": r.randint(1000, 900000),
                                                                                          "authorization": {"authorization_code": "AUTH_" + g.s(LOW + D, 10), "bin": "408408", "last4": g.s(D, 4), "signature": "SIG_" + g.s(B62, 20), "channel": "card"},
                                                                                          "customer": {"customer_code": "CUS_" + g.s(LOW + D, 15)}}}))

    @t
    def c_flw_pub():
        C.append(f"FlutterwaveCheckout({{\n  public_key: \"{flw_pub()}\",\n  tx_ref: \"txref-{g.hexs(10)}\",\n  amount: {r.randint(100,90000)},\n  currency: \"KES\",\n  payment_options: \"mpesa, card\",\n}});")

    @t
    def c_flw_webhook():
        C.append(f"POST /flw-webhook\nverif-hash: ${{FLW_SECRET_HASH}}\n{{\"event\":\"charge.completed\",\"data\":{{\"id\":{r.randint(10**6,10**8)},\"tx_ref\":\"txref-{g.hexs(10)}\",\"flw_ref\":\"FLW-MOCK-{g.hexs(32)}\",\"amount\":{r.randint(100,90000)},\"currency\":\"GHS\",\"status\":\"successful\"}}}}")

    @t
    def c_mollie_resp():
        C.append(json.dumps({"resource": "payment", "id": "tr_" + g.s(B62, 10), "mode": "live", "amount": {"value": amt(), "currency": "EUR"},
                             "method": g.pick(["ideal", "bancontact", "przelewy24", "kbc", "eps"]), "status": "paid", "profileId": "pfl_" + g.s(B62, 10),
                             "_links": {"checkout": {"href": f"https://www.mollie.com/checkout/select-method/{g.s(B62, 10)}"}}}))

    @t
    def c_adyen_client():
        C.append(f"const checkout = await AdyenCheckout({{\n  environment: 'live',\n  clientKey: '{adyen_client()}',\n  session: {{ id: 'CS{g.s(UPPER + D, 16)}', sessionData: 'Ab02b4c0!BQABAgA{g.s(B62 + '+/', 60)}...' }},\n}});")

    @t
    def c_adyen_notif():
        C.append(json.dumps({"live": "true", "notificationItems": [{"NotificationRequestItem": {"eventCode": "AUTHORISATION", "success": "true",
                                                                                            "pspReference": g.s(UPPER + D, 16), "merchantReference": f"SN-{r.randint(10000,99999)}",
                                                                                            "paymentMethod": g.pick(["swish", "vipps", "mobilepay", "twint", "blik"]),
                                                                                            "additionalData": {"hmacSignature": g.b64(32)}, "amount": {"value": r.randint(100, 99999), "currency": "SEK"}}}]}))

    @t
    def c_upi_intent():
        C.append(f"upi://pay?pa={upi_vpa()}&pn=Kirana%20Store&mc=5411&tr=TXN{r.randint(10**9,10**10)}&am={amt()}&cu=INR&tn=Order%20{r.randint(1000,9999)}")

    @t
    def c_upi_recon():
        rows = "\n".join(f"{g.s(D,12)},{upi_vpa()},{amt()},SUCCESS,{g.hexs(32).upper()}" for _ in range(3))
        C.append("rrn,payer_vpa,amount,status,upi_txn_id\n" + rows)

    @t
    def c_iyzico_resp():
        C.append(json.dumps({"status": "success", "locale": "tr", "systemTime": 1764800000000 + r.randint(0, 10**6), "conversationId": str(r.randint(10**8, 10**9)),
                             "paymentId": str(r.randint(10**7, 10**8)), "fraudStatus": 1, "cardAssociation": "TROY", "binNumber": "979203", "lastFourDigits": g.s(D, 4),
                             "basketId": f"B{r.randint(10000,99999)}", "currency": "TRY", "installment": 3, "paidPrice": amt()}))

    @t
    def c_payu_form():
        C.append(f"<form action=\"https://secure.payu.in/_payment\" method=\"post\">\n  <input type=\"hidden\" name=\"key\" value=\"{payu_key()}\" />\n  <input type=\"hidden\" name=\"txnid\" value=\"{g.hexs(20)}\" />\n  <input type=\"hidden\" name=\"amount\" value=\"{amt()}\" />\n  <input type=\"hidden\" name=\"hash\" value=\"{g.hexs(128)}\" />\n</form>")

    @t
    def c_paytm_resp():
        C.append(json.dumps({"head": {"responseTimestamp": str(1764800000000 + r.randint(0, 10**6)), "version": "v1", "signature": g.b64(64)},
                             "body": {"resultInfo": {"resultStatus": "TXN_SUCCESS", "resultCode": "01"}, "txnId": g.s(D, 30), "bankTxnId": g.s(D, 12),
                                      "orderId": f"ORDER_{r.randint(10**6,10**7)}", "txnAmount": amt(), "mid": paytm_mid()}}))

    @t
    def c_lock():
        pk = g.pick(["razorpay", "mercadopago", "xendit-node", "midtrans-client", "paystack", "flutterwave-node-v3", "@mollie/api-client", "@adyen/api-library", "iyzipay"])
        C.append(f"\"node_modules/{pk}\": {{\n  \"version\": \"{r.randint(1,20)}.{r.randint(0,20)}.{r.randint(0,9)}\",\n  \"resolved\": \"https://registry.npmjs.org/{pk}/-/{pk.split('/')[-1]}-{r.randint(1,9)}.{r.randint(0,9)}.{r.randint(0,9)}.tgz\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}")

    @t
    def c_gitlog():
        C.append("\n".join(f"{g.hexs(40)} {m}" for m in g.r.sample(["fix: verify Paystack webhook signature", "feat: add PIX QR checkout", "chore: bump razorpay to 2.9.4", "refactor: move Midtrans keys to Vault", "fix(upi): handle collect timeout", "docs: iyzico 3DS flow", "feat: Mollie iDEAL 2.0"], 4)))

    @t
    def c_prose():
        C.append(g.pick([
            "Reminder: the Razorpay key_id (rzp_live_…) is fine in the browser bundle; the key_secret must only live in the server's secret store. Rotate it from Dashboard → Settings → API Keys if it ever shows up in a log.",
            "Nota: a chave pública do Mercado Pago (APP_USR-…-uuid) vai no front-end; o access token nunca. Guardem o token no cofre e usem MERCADOPAGO_ACCESS_TOKEN via env.",
            "Paystack: pk_live_ keys are publishable; sk_live_ keys are server-only. Our CI reads PAYSTACK_SECRET_KEY from the protected variable, never from the repo.",
            "Midtrans: client key → Snap.js di browser; server key → hanya di backend (Vault path secret/payments/midtrans).",
            "Adyen HMAC keys are per webhook; if the test notification fails with 'HMAC invalid', generate a new key in the Customer Area and update the secret in the vault — don't paste it into the ticket.",
            "iyzico için API anahtarı ve gizli anahtar ayrı ayrı verilir; gizli anahtarı sadece sunucu tarafında saklayın, mobil uygulamaya koymayın.",
        ]) + f" (ref {g.hexs(7)})")

    @t
    def c_k8s_ref():
        C.append(f"env:\n  - name: GATEWAY_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: {g.pick(['paystack', 'xendit', 'mollie', 'midtrans'])}-credentials\n        key: secret-key\n  - name: GATEWAY_MODE\n    value: {g.pick(['live', 'test'])}\n  - name: REPLICA_ID\n    value: \"{g.uuid()}\"")

    @t
    def c_gha():
        C.append(f"- name: Deploy checkout\n  env:\n    RAZORPAY_KEY_SECRET: ${{{{ secrets.RAZORPAY_KEY_SECRET }}}}\n    MP_ACCESS_TOKEN: ${{{{ secrets.MP_ACCESS_TOKEN }}}}\n  run: ./deploy.sh --sha {g.hexs(40)}")

    @t
    def c_cert():
        block = "\n".join(g.b64(48) for _ in range(6))
        C.append(f"# cadeia pública do PSP (para validar o mTLS do webhook Pix)\n-----BEGIN CERTIFICATE-----\n{block}\n-----END CERTIFICATE-----")

    @t
    def c_jwks():
        C.append(json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "use": "sig", "alg": "RS256", "n": g.b64url(256), "e": "AQAB"}]}))

    @t
    def c_ids():
        C.append(f"merchant_id={r.randint(10**6,10**7)}  terminal_id=T{g.s(D,7)}  order=#{r.randint(10**5,10**6)}  awb={g.s(D,12)}  invoice=INV/{r.randint(2026,2026)}/{r.randint(1000,9999)}  utr={g.s(UPPER,4)}0{g.s(D,10)}")

    @t
    def c_checksum():
        C.append(f"$ sha256sum settlement_{r.randint(20261101,20261130)}.csv.gpg\n{g.sha256()}  settlement_{r.randint(20261101,20261130)}.csv.gpg")

    @t
    def c_sig_header():
        C.append(f"HTTP/1.1 POST /webhooks/mollie\nContent-Type: application/x-www-form-urlencoded\n\nid=tr_{g.s(B62,10)}\n--\nPOST /webhooks/paystack\nx-paystack-signature: {g.hexs(128)}\n--\nPOST /webhooks/razorpay\nx-razorpay-signature: {g.hexs(64)}")

    @t
    def c_b64data():
        C.append(f"test fixture (base64 of a sample settlement row): {base64.b64encode(f'{g.s(D,12)},{amt()},INR,SETTLED'.encode()).decode()}")

    @t
    def c_chat_rot():
        C.append(g.pick(["Arjun: rotated the razorpay secret, new one is in Vault under payments/razorpay. Old one revoked at 14:05 IST.",
                         "Ana: já troquei o token do MP; tá no 1Password, cofre 'Pagamentos'.",
                         "Budi: server key Midtrans sudah di-rotate, cek di secret manager ya.",
                         "Chinedu: new Paystack secret is set in Render env. Nothing pasted here 🙂",
                         "Sanne: Mollie-key vervangen, staat in Vault (kv/mollie/live)."]) + f" #{r.randint(100,999)}")

    @t
    def c_placeholder_code():
        C.append(f"client = razorpay.Client(auth=(os.environ[\"RAZORPAY_KEY_ID\"], os.environ[\"RAZORPAY_KEY_SECRET\"]))\nmp = mercadopago.SDK(os.getenv(\"MP_ACCESS_TOKEN\"))\nxendit.api_key = settings.XENDIT_SECRET_KEY  # {g.hexs(8)}")

    @t
    def c_docs_example():
        C.append(f"Example (from the gateway docs):\n  curl -u YOUR_KEY_ID:YOUR_KEY_SECRET https://api.razorpay.com/v1/payments/pay_{g.s(B62,14)}\nReplace YOUR_KEY_ID and YOUR_KEY_SECRET with your own.")

    @t
    def c_pix_pubkey():
        block = "\n".join(g.b64(48) for _ in range(5))
        C.append(f"-----BEGIN PUBLIC KEY-----\n{block}\n-----END PUBLIC KEY-----\n# chave pública do webhook (verificação de assinatura)")

    @t
    def c_redsys_resp():
        mp = base64.b64encode(json.dumps({"Ds_Amount": str(r.randint(100, 99999)), "Ds_Order": g.s(D, 12), "Ds_Response": "0000", "Ds_AuthorisationCode": g.s(D, 6)}).encode()).decode()
        C.append(f"Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters={mp}&Ds_Signature={g.b64(32)}")

    @t
    def c_mpesa_cb():
        C.append(json.dumps({"Body": {"stkCallback": {"MerchantRequestID": f"{r.randint(1000,9999)}-{r.randint(10**6,10**7)}-1", "CheckoutRequestID": f"ws_CO_{r.randint(10**11,10**12)}",
                                                      "ResultCode": 0, "ResultDesc": "The service request is processed successfully.",
                                                      "CallbackMetadata": {"Item": [{"Name": "Amount", "Value": r.randint(1, 5000)}, {"Name": "MpesaReceiptNumber", "Value": g.s(UPPER + D, 10)}]}}}}))

    @t
    def c_masked():
        C.append(f"[INFO] gateway=paystack key=sk_live_****{g.hexs(4)} mode=live\n[INFO] gateway=xendit key=xnd_production_****{g.s(B62,4)} mode=live\n[INFO] loaded {r.randint(3,9)} gateway configs in {r.randint(10,99)}ms")

    @t
    def c_pos_log():
        C.append(f"TERMINAL {g.s(D,8)} BATCH {r.randint(100,999)} CLOSED  TOTAL {amt()} BRL  NSU {g.s(D,12)}  AUTH {g.s(D,6)}  CARD ****{g.s(D,4)}")

    @t
    def c_hook_clean():
        C.append(json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/srv/app/.env.example"},
                             "tool_response": {"content": "MOLLIE_API_KEY=test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nPAYSTACK_SECRET_KEY=sk_test_...\nPIX_CERT_PASSWORD=\n"}}) + f" // {g.uuid()}")

    return T


def build_clean():
    T = clean_templates()
    order = list(range(len(T)))
    while len(C) < 100:
        r.shuffle(order)
        for i in order:
            if len(C) >= 100:
                break
            T[i]()
    return C


if __name__ == "__main__":
    sec = build_secrets()
    cl = build_clean()
    out(sec, cl)
