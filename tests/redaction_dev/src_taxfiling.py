# Blind redaction source (round 41, helper "corpora13"). Imports only the standard library and _tokens.py.
import base64
import hashlib
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE, B32  # noqa: E402

LOW = string.ascii_lowercase
DIG = string.digits
WORDLIST = ["amber", "harbor", "lantern", "maple", "quartz", "tundra", "velvet", "meadow", "copper", "falcon",
            "orchid", "pebble", "saffron", "thistle", "walnut", "glacier", "cinder", "willow", "magnet", "prairie",
            "otter", "basalt", "juniper", "mosaic", "nectar", "raven", "sierra", "tango", "umber", "zephyr"]


class Mix:
    def __init__(self, seed):
        self.g = Gen(seed)
        self.r = self.g.r
        self.secrets = []
        self.clean = []

    # value shapes
    def passphrase(self, sep=None):
        sep = sep or self.r.choice(["-", ".", "_"])
        return sep.join(self.r.choice(WORDLIST) for _ in range(self.r.randint(3, 5)))

    def wordpw(self, words=None):
        w = self.r.choice(words or ["Sommer", "Harbor", "Kestrel", "Mariposa", "Lumen", "Nordlicht", "Atlas",
                                     "Pelican", "Zebra", "Quokka", "Ginkgo", "Matrix"])
        return w + str(self.r.randint(1, 2029)) + self.r.choice(["!", "#", "$", "%", ".", "?", "*", "&", "+", "@", ""])

    def pin(self, n=None):
        return self.g.s(DIG, n or self.r.choice([4, 5, 6]))

    def legacy(self):
        return self.g.s(LOW + DIG, self.r.randint(6, 8))

    def hexk(self, n=32):
        return self.g.hexs(n)

    def b64k(self, n=32):
        return self.g.b64(n)

    def alnum(self, n):
        return self.g.s(B62, n)

    def pw(self):
        k = self.r.randint(0, 9)
        if k <= 2:
            return self.g.machine_pw()
        if k <= 4:
            return self.wordpw()
        if k == 5:
            return self.passphrase()
        if k == 6:
            return self.legacy()
        if k == 7:
            return self.g.human_pw()
        if k == 8:
            return self.g.s(B62 + "!#%^*-_+=", self.r.randint(10, 20))
        return self.alnum(self.r.randint(12, 24))

    def basic(self, u, p):
        return base64.b64encode(f"{u}:{p}".encode()).decode()

    def user(self):
        return self.r.choice(["svc", "ops", "admin", "deploy", "backup", "api", "sync", "integration", "jdoe",
                              "mvargas", "lkowalski", "akimura", "tnguyen", "ebrandt", "rpatel"]) + self.r.choice(["", str(self.r.randint(1, 99)), "_" + self.g.s(LOW, 3)])

    def ip(self, private=True):
        if private:
            return f"10.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"
        return f"{self.r.randint(23, 212)}.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"

    def ts(self):
        return f"2026-{self.r.randint(1, 11):02d}-{self.r.randint(1, 28):02d}T{self.r.randint(0, 23):02d}:{self.r.randint(0, 59):02d}:{self.r.randint(0, 59):02d}Z"

    def hook(self, tool, inp, output=None):
        d = {"session_id": self.g.uuid(), "hook_event_name": "PostToolUse", "tool_name": tool, "tool_input": inp}
        if output is not None:
            d["tool_response"] = output
        return json.dumps(d, ensure_ascii=False)

    def add(self, cls, text, secrets):
        assert cls in ("self-identifying", "name-context", "structural"), cls
        assert secrets
        for s in secrets:
            assert s and s in text, (s, text)
        self.secrets.append((cls, text, list(secrets)))

    def write(self, family):
        assert len(self.secrets) == 250 and len(self.clean) == 100, (len(self.secrets), len(self.clean))
        with open(HERE / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
            for i, (cls, text, secrets) in enumerate(self.secrets, 1):
                f.write(json.dumps({"id": f"{family}-{i}", "family": family, "class": cls, "text": text,
                                    "secrets": secrets}, ensure_ascii=False) + "\n")
        with open(HERE / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
            for i, text in enumerate(self.clean, 1):
                f.write(json.dumps({"id": f"{family}-c{i}", "family": family, "text": text}, ensure_ascii=False) + "\n")


def run(family, seed, secret_templates, clean_templates):
    m = Mix(seed)
    i = 0
    while len(m.secrets) < 250:
        secret_templates[i % len(secret_templates)](m)
        i += 1
    i = 0
    while len(m.clean) < 100:
        m.clean.append(clean_templates[i % len(clean_templates)](m))
        i += 1
    m.write(family)

"""taxfiling: tax and compliance software (Avalara AvaTax, TaxJar, Stripe Tax, Vertex, HMRC Making Tax Digital,
e-invoicing portals (SdI, IRP, ZATCA, SAT/PAC, SEFAZ, KSeF, Chorus Pro, myDATA, NAV, Peppol), VAT/GST APIs,
payroll tax filings (EFTPS, RTI, STP, 1099/FIRE), accountants' scripts)."""

SI, NC, ST = "self-identifying", "name-context", "structural"


def acct(m):
    return str(m.r.randint(1100000000, 2999999999))


def lic(m):
    return m.hexk(16).upper()


def s_avatax_curl(m):
    a, l = acct(m), lic(m)
    text = f"$ curl -s -u {a}:{l} https://sandbox-rest.avatax.com/api/v2/utilities/ping | jq .\n{{\n  \"version\": \"26.11.0\",\n  \"authenticated\": true,\n  \"authenticationType\": \"AccountIdLicenseKey\",\n  \"authenticatedAccountId\": {a}\n}}\n"
    m.add(ST, text, [l])


def s_avatax_basic(m):
    a, l = acct(m), lic(m)
    b = m.basic(a, l)
    text = (f"POST /api/v2/transactions/create HTTP/1.1\nHost: rest.avatax.com\nAuthorization: Basic {b}\nX-Avalara-Client: acme-erp;4.2;REST;v2;erp-prod-03\nContent-Type: application/json\n\n"
            f"{{\"type\":\"SalesInvoice\",\"companyCode\":\"ACME\",\"date\":\"2026-11-14\",\"customerCode\":\"C{m.pin(6)}\",\"commit\":true}}\n")
    m.add(ST, text, [b])


def s_avatax_env(m):
    a, l = acct(m), lic(m)
    text = f"# .env.production\nAVATAX_ACCOUNT_ID={a}\nAVATAX_LICENSE_KEY={l}\nAVATAX_COMPANY_CODE=ACMEUS\nAVATAX_ENVIRONMENT=production\n"
    m.add(NC, text, [l])


def s_avatax_cs(m):
    a, l = acct(m), lic(m)
    text = ("var client = new AvaTaxClient(\"AcmeBilling\", \"1.0\", Environment.MachineName, AvaTaxEnvironment.Production)\n"
            f"    .WithSecurity({a}, \"{l}\");\nvar ping = client.Ping();\nConsole.WriteLine(ping.authenticated);\n")
    m.add(NC, text, [l])


def s_avatax_py_user(m):
    u = m.user() + "@acme-retail.com"
    p = m.pw()
    text = ("from avalara import AvataxClient\nclient = AvataxClient('acme-returns', '1.0', 'laptop-finance', 'production')\n"
            f"client.add_credentials('{u}', '{p}')\nprint(client.ping().json())\n")
    m.add(ST, text, [p])


def s_avatax_magento(m):
    l = lic(m)
    text = ("mysql> SELECT path, value FROM core_config_data WHERE path LIKE 'tax/avatax%';\n+--------------------------------------------+------------------+\n"
            f"| tax/avatax/production_account_number       | {acct(m)}       |\n| tax/avatax/production_license_key          | {l} |\n| tax/avatax/production_company_code         | ACME             |\n+--------------------------------------------+------------------+\n")
    m.add(NC, text, [l])


def s_avatax_php(m):
    a, l = acct(m), lic(m)
    text = ("<?php\n$client = new Avalara\\AvaTaxClient('woo-avatax', '2.3', gethostname(), 'production');\n"
            f"$client->withLicenseKey('{a}', '{l}');\n$t = $client->createTransaction(null, $tb);\n")
    m.add(NC, text, [l])


def s_taxjar_curl(m):
    k = m.hexk(32)
    text = (f"curl https://api.taxjar.com/v2/taxes \\\n  -H \"Authorization: Bearer {k}\" \\\n  -H \"Content-Type: application/json\" \\\n"
            "  -d '{\"from_country\":\"US\",\"from_zip\":\"07001\",\"to_country\":\"US\",\"to_zip\":\"07446\",\"amount\":16.50,\"shipping\":1.5}'\n")
    m.add(ST, text, [k])


def s_taxjar_rb(m):
    k = m.hexk(32)
    text = f"# config/initializers/taxjar.rb\nTAXJAR = Taxjar::Client.new(api_key: '{k}', api_url: Taxjar::API_URL)\n"
    m.add(NC, text, [k])


def s_taxjar_token(m):
    k = m.hexk(32)
    text = f"> GET /v2/categories HTTP/1.1\n> Host: api.taxjar.com\n> Authorization: Token token=\"{k}\"\n> x-api-version: 2022-01-24\n< HTTP/1.1 200 OK\n"
    m.add(ST, text, [k])


def s_stripe_tax(m):
    k = "sk_live_" + m.g.s(B62, 99)
    text = (f"import stripe\nstripe.api_key = \"{k}\"\ncalc = stripe.tax.Calculation.create(currency=\"eur\", customer_details={{\"address\": {{\"country\": \"DE\", \"postal_code\": \"10115\"}}, \"address_source\": \"billing\"}},\n"
            "    line_items=[{\"amount\": 4999, \"reference\": \"SKU-204\", \"tax_code\": \"txcd_10103001\"}])\n")
    m.add(SI, text, [k])


def s_stripe_rk(m):
    k = "rk_live_" + m.g.s(B62, 99)
    text = f"STRIPE_TAX_REPORTING_KEY={k}  # restricted: tax.transactions read, reporting read\n"
    m.add(SI, text, [k])


def s_stripe_whsec(m):
    k = "whsec_" + m.g.s(B62, 32)
    text = f"$ stripe listen --events tax.settings.updated,invoice.finalized --forward-to localhost:4242/webhooks\n> Ready! Your webhook signing secret is {k} (^C to quit)\n"
    m.add(SI, text, [k])


def s_hmrc_token(m):
    t = m.hexk(32)
    vrn = m.pin(9)
    text = (f"GET /organisations/vat/{vrn}/obligations?from=2026-01-01&to=2026-12-31&status=O HTTP/1.1\nHost: api.service.hmrc.gov.uk\nAccept: application/vnd.hmrc.1.0+json\n"
            f"Authorization: Bearer {t}\nGov-Client-Connection-Method: DESKTOP_APP_DIRECT\nGov-Client-Device-ID: {m.g.uuid()}\nGov-Client-Timezone: UTC+00:00\n")
    m.add(ST, text, [t])


def s_hmrc_refresh(m):
    cs = m.g.uuid()
    rt = m.hexk(32)
    text = (f"curl -X POST https://api.service.hmrc.gov.uk/oauth/token -d grant_type=refresh_token \\\n  -d client_id={m.g.s(B62, 28)} -d client_secret={cs} \\\n  -d refresh_token={rt}\n")
    m.add(ST, text, [cs, rt])


def s_hmrc_json(m):
    at, rt = m.hexk(32), m.hexk(32)
    text = ("$ cat ~/.mtd-vat/tokens.json\n" + json.dumps({"access_token": at, "refresh_token": rt, "expires_in": 14400, "scope": "read:vat write:vat", "token_type": "bearer", "vrn": m.pin(9)}, indent=2) + "\n")
    m.add(NC, text, [at, rt])


def s_hmrc_config(m):
    cs = m.g.uuid()
    text = (f"# config/hmrc.yml\nsandbox:\n  base_url: https://test-api.service.hmrc.gov.uk\n  client_id: {m.g.s(B62, 28)}\n  client_secret: {cs}\n  redirect_uri: http://localhost:8080/oauth/callback\n  server_token: {m.hexk(32)}\n")
    m.add(NC, text, [cs, text.split("server_token: ")[1].strip()])


def s_gg_rti(m):
    uid = m.pin(12)
    p = m.pw()
    text = (f"C:\\Payroll\\RTI> RTISubmit.exe /fps \"FPS_M08_2026.xml\" /ggid {uid} /ggpwd \"{p}\" /paye 123/AB45678 /live\n"
            "Submitting FPS to HMRC Transaction Engine... correlation id " + m.hexk(32).upper() + "\nAcknowledged. Polling in 10s...\n")
    m.add(ST, text, [p])


def s_gg_chat(m):
    uid = m.pin(12)
    p = m.wordpw()
    text = f"[{m.ts()}] {m.user()}: Government Gateway for the Smith & Co. PAYE scheme → user ID {uid} / password {p}. Client wants the EPS filed before the 19th."
    m.add(ST, text, [p])


def s_vertex_soap(m):
    p = m.pw()
    tid = m.g.s(B62, 12)
    if m.r.random() < .5:
        text = ("<soapenv:Body>\n  <urn:VertexEnvelope>\n    <urn:Login>\n" f"      <urn:UserName>{m.user()}</urn:UserName>\n      <urn:Password>{p}</urn:Password>\n"
                "    </urn:Login>\n    <urn:QuotationRequest documentDate=\"2026-11-14\" transactionType=\"SALE\">\n")
        m.add(NC, text, [p])
    else:
        text = ("<urn:Login>\n" f"  <urn:TrustedId>{tid}</urn:TrustedId>\n</urn:Login>\n<urn:InvoiceRequest documentNumber=\"INV-{m.pin(6)}\" documentDate=\"2026-11-14\" transactionType=\"SALE\">\n")
        m.add(NC, text, [tid])


def s_vertex_cloud(m):
    cid, cs = m.g.s(B62, 24), m.g.s(B62 + "-_", 40)
    text = (f"vertex:\n  oseries_cloud:\n    token_url: https://auth.vertexsmb.com/identity/connect/token\n    client_id: {cid}\n    client_secret: {cs}\n    scope: calc-rest-api\n")
    m.add(NC, text, [cs])


def s_onesource(m):
    p = m.pw()
    text = f"# ONESOURCE Determination\nsabrix.url=https://onesource-idt.example-tr.com/sabrix/xmlinvoice\nsabrix.username={m.user()}\nsabrix.password={p}\nsabrix.company=ACME_US\n"
    m.add(NC, text, [p])


def s_taxcloud(m):
    lid = m.g.s(UPPER + DIG, 8)
    k = m.g.uuid().upper()
    text = (f"$payload = [\n  'apiLoginID' => '{lid}',\n  'apiKey'     => '{k}',\n  'customerID' => $order->customer_id,\n  'cartID'     => $order->id,\n];\n$res = Http::post('https://api.taxcloud.net/1.0/TaxCloud/Lookup', $payload);\n")
    m.add(NC, text, [k])


def s_quaderno(m):
    k = "sk_live_" + m.g.s(B62, 20)
    text = f"curl https://acme.quadernoapp.com/api/invoices.json -u {k}:x -H 'Accept: application/json'\n"
    m.add(ST, text, [k])


def s_anrok(m):
    k = m.g.s(LOW + DIG, 10) + "/" + m.g.s(B62, 40)
    text = f"ANROK_API_KEY={k}\nANROK_SELLER_ID=sel_{m.g.s(B62, 14)}\n"
    m.add(NC, text, [k])


def s_irp(m):
    cid, cs = "AA" + m.g.s(UPPER + DIG, 14), m.g.s(B62, 20)
    u, p = "API_" + m.g.s(UPPER, 6), m.wordpw()
    appkey = m.g.b64(32)
    text = (f"headers = {{\n    'client_id': '{cid}',\n    'client_secret': '{cs}',\n    'gstin': '29AAB{m.g.s(UPPER,1)}{m.pin(4)}{m.g.s(UPPER,1)}1Z{m.pin(1)}',\n    'Content-Type': 'application/json',\n}}\n"
            f"payload = {{'UserName': '{u}', 'Password': '{p}', 'AppKey': '{appkey}', 'ForceRefreshAccessToken': False}}\n"
            "r = requests.post('https://einv-apisandbox.nic.in/eivital/v1.04/auth', headers=headers, json=payload)\n")
    m.add(NC, text, [cs, p, appkey])


def s_irp_sek(m):
    tok = m.g.s(B62, 25)
    sek = m.g.b64(48)
    text = ("{\n  \"Status\": 1,\n  \"Data\": {\n" f"    \"ClientId\": \"AA{m.g.s(UPPER+DIG,14)}\",\n    \"UserName\": \"API_{m.g.s(UPPER,6)}\",\n    \"AuthToken\": \"{tok}\",\n"
            f"    \"Sek\": \"{sek}\",\n    \"TokenExpiry\": \"2026-11-20 18:42:00\"\n  }},\n  \"ErrorDetails\": null\n}}\n")
    m.add(NC, text, [tok, sek])


def s_ewb(m):
    p = m.pw()
    text = f"EWB_GSP_URL=https://gsp.example-asp.in/ewaybillapi/v1.03\nEWB_USERNAME={m.user()}_ewb\nEWB_PASSWORD={p}\nEWB_GSTIN=27AAACE{m.pin(4)}K1Z{m.pin(1)}\n"
    m.add(NC, text, [p])


def s_zatca(m):
    bst = m.g.b64(180)
    sec = m.g.b64(32)
    text = ("# onboarding.json written by fatoora-onboard.sh\n" + json.dumps({"requestID": m.r.randint(10**12, 10**13), "dispositionMessage": "ISSUED", "binarySecurityToken": bst, "secret": sec}, indent=2) + "\n")
    m.add(NC, text, [sec])


def s_zatca_basic(m):
    bst = m.g.b64(120)
    sec = m.g.b64(32)
    b = m.basic(bst, sec)
    text = (f"POST /e-invoicing/developer-portal/invoices/reporting/single HTTP/1.1\nHost: gw-fatoora.zatca.gov.sa\nAccept-Version: V2\nClearance-Status: 0\nAuthorization: Basic {b}\n")
    m.add(ST, text, [b])


def s_zatca_pem(m):
    blk, line = m.g.pem("EC PRIVATE KEY")
    text = f"$ openssl ecparam -name secp256k1 -genkey -noout -out PrivateKey.pem\n$ cat PrivateKey.pem\n{blk}\n$ fatoora -csr -csrConfig csr-config.properties -privateKey PrivateKey.pem\n"
    m.add(SI, text, [line])


def s_sat_csd(m):
    p = m.pw()
    text = (f"$ openssl pkcs8 -inform DER -in CSD_Sucursal_{m.g.s(UPPER,4)}{m.pin(6)}.key -passin pass:{p} -out csd.pem\n$ openssl x509 -inform DER -in {m.pin(20)}.cer -noout -serial\n")
    m.add(ST, text, [p])


def s_pac_finkok(m):
    u = m.user() + "@despacho-contable.mx"
    p = m.pw()
    text = ("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:stam=\"http://facturacion.finkok.com/stamp\">\n <soapenv:Body>\n  <stam:stamp>\n"
            f"   <stam:xml>{m.g.b64(60)}</stam:xml>\n   <stam:username>{u}</stam:username>\n   <stam:password>{p}</stam:password>\n  </stam:stamp>\n </soapenv:Body>\n</soapenv:Envelope>\n")
    m.add(ST, text, [p])


def s_sat_chat(m):
    p = m.wordpw(["Contable", "Factura", "Timbrado", "Sucursal"])
    text = f"{m.user()}: oye, la contraseña de la llave privada del CSD de la sucursal Monterrey es {p}, la e.firma es otra, esa la tiene el contador."
    m.add(NC, text, [p])


def s_nfe(m):
    p = m.pw()
    text = (f"# appsettings.json (emissor NF-e)\n{{\n  \"Certificado\": {{\n    \"Arquivo\": \"C:\\\\certs\\\\empresa_A1.pfx\",\n    \"Senha\": \"{p}\"\n  }},\n  \"Ambiente\": \"Producao\",\n  \"UF\": \"SP\"\n}}\n")
    m.add(NC, text, [p])


def s_nfe_chat(m):
    p = m.pw()
    text = f"[{m.ts()}] fiscal: pessoal, o certificado A1 novo chegou. Senha do certificado: {p} — instalem no servidor do emissor e apaguem essa mensagem depois."
    m.add(NC, text, [p])


def s_ksef(m):
    t = m.hexk(64).upper()
    text = (f"# KSeF — token autoryzacyjny wygenerowany w Aplikacji Podatnika\nKSEF_NIP={m.pin(10)}\nKSEF_TOKEN={t}\nKSEF_ENV=prod\n")
    m.add(NC, text, [t])


def s_ksef_pl_chat(m):
    t = m.hexk(64).upper()
    text = f"Cześć, wygenerowałam nowy token KSeF dla firmy (uprawnienia: wystawianie faktur): {t} — wklejcie do konfiguracji integracji."
    m.add(NC, text, [t])


def s_sdi_pec(m):
    u = "fatturazione@pec." + m.r.choice(["studiorossi.it", "acme-srl.it", "bianchi-spa.it"])
    p = m.pw()
    text = (f"smtp_url = \"smtps://{u.replace('@', '%40')}:{p}@smtps.pec.aruba.it:465\"\n# invio fatture a sdi01@pec.fatturapa.it\n")
    m.add(ST, text, [p])


def s_sdi_chat(m):
    p = m.pw()
    text = f"Ciao Marco, per l'intermediario SdI la password del certificato .p12 (canale SDICoop) è {p}. Il certificato scade a marzo."
    m.add(NC, text, [p])


def s_elster(m):
    pin = m.pin(6)
    text = ("# ERiC-Konfiguration für die UStVA-Übermittlung\nERIC_CERT_PATH=/srv/elster/certs/Elster-Zertifikat.pfx\n" f"ELSTER_CERT_PIN={pin}\nERIC_HERSTELLER_ID=74931\nERIC_LOG_DIR=/var/log/eric\n")
    m.add(NC, text, [pin])


def s_elster_chat(m):
    p = m.pw()
    text = f"Hallo Frau Weber, das Passwort für die Zertifikatsdatei (ELSTER Organisationszertifikat) lautet {p}. Bitte die UStVA für Oktober bis zum 10. übermitteln."
    m.add(NC, text, [p])


def s_chorus(m):
    cs = m.g.uuid()
    tech = m.basic("TECH_" + m.g.s(UPPER + DIG, 8) + "@cpro.fr", m.pw())
    text = (f"PISTE_CLIENT_ID={m.g.uuid()}\nPISTE_CLIENT_SECRET={cs}\n# compte technique Chorus Pro (login:mdp en base64)\nCPRO_ACCOUNT={tech}\n")
    m.add(NC, text, [cs, tech])


def s_mydata(m):
    k = m.hexk(32)
    text = (f"POST https://mydatapi.aade.gr/myDATA/SendInvoices\naade-user-id: {m.user()}\nOcp-Apim-Subscription-Key: {k}\nContent-Type: application/xml\n")
    m.add(ST, text, [k])


def s_nav(m):
    p, sig, ex = m.pw(), m.g.s(UPPER + DIG + "-", 32), m.g.s(UPPER + DIG, 16)
    text = ("# NAV Online Számla technikai felhasználó\nnav:\n" f"  login: {m.g.s(LOW + DIG, 15)}\n  password: {p}\n  signature_key: {sig}\n  exchange_key: {ex}\n  tax_number: \"{m.pin(8)}\"\n")
    m.add(NC, text, [p, sig, ex])


def s_storecove(m):
    k = m.g.s(URLSAFE, 43)
    text = (f"curl -X POST https://api.storecove.com/api/v2/document_submissions \\\n  -H 'Authorization: Bearer {k}' -H 'Content-Type: application/json' \\\n"
            f"  -d @invoice-{m.pin(5)}.json\n")
    m.add(ST, text, [k])


def s_peppol_keystore(m):
    p = m.pw()
    text = (f"# phase4 / Peppol AP\nphase4.keystore.type=pkcs12\nphase4.keystore.path=/opt/ap/keys/ap-prod.p12\nphase4.keystore.password={p}\nphase4.keystore.key-alias=ap\nphase4.keystore.key-password={p}\n")
    m.add(NC, text, [p])


def s_eftps(m):
    pin = m.pin(4)
    p = m.wordpw()
    text = f"EFTPS batch login for client {m.user()}: EIN ending {m.pin(4)}, PIN {pin}, Internet password {p}. Federal 941 deposit due Wednesday."
    m.add(NC, text, [pin, p])


def s_fire(m):
    p = m.pw()
    text = f"IRS FIRE (production) — user {m.user().upper()}  password: {p}  PIN: {m.pin(10)}\nTCC 5{m.g.s(UPPER, 1)}{m.pin(3)} — 1099-NEC upload for tax year 2025, file 1099NEC_2025_ORIG.txt\n"
    m.add(NC, text, [p, text.split("PIN: ")[1].split()[0]])


def s_track1099(m):
    k = m.g.s(B62, 32)
    text = f"import requests\nAPI = 'https://api.tax1099.example.com/v1'\nheaders = {{'X-API-KEY': '{k}', 'Content-Type': 'application/json'}}\nr = requests.post(API + '/forms/1099-nec', headers=headers, json=batch)\n"
    m.add(ST, text, [k])


def s_state_wh(m):
    u, p = m.user(), m.pw()
    text = (f"# scripts/file_state_wh.py\nSTATES = {{\n    'CA': {{'portal': 'https://edd.ca.gov/e-Services', 'user': '{u}', 'password': '{p}'}},\n    'NY': {{'portal': 'https://www.tax.ny.gov/online', 'user': '{m.user()}', 'password': None}},\n}}\n")
    m.add(ST, text, [p])


def s_ato_sbr(m):
    p = m.pw()
    text = (f"<!-- STP Phase 2 sender config -->\n<sbr>\n  <keystore path=\"C:\\ProgramData\\Payroll\\keystore.xml\" alias=\"ABRD:{m.pin(11)}_payroll\"/>\n  <keystorePassword>{p}</keystorePassword>\n  <endpoint>https://sbr.ato.gov.au/services</endpoint>\n</sbr>\n")
    m.add(NC, text, [p])


def s_cra(m):
    code = m.g.s(UPPER + DIG, 8)
    text = f"Hi team — the client's CRA Business Number is on file; their NETFILE / web access code for the T4 upload is {code}. Please file the T4 slips this week."
    m.add(NC, text, [code])


def s_sftp_payroll(m):
    p = m.pw()
    text = (f"@echo off\nREM nightly upload of payroll tax files to the provider\npsftp.exe -batch -pw {p} {m.user()}@sftp.payroll-provider.example.com -b upload_taxfiles.txt\n")
    m.add(ST, text, [p])


def s_vba(m):
    p = m.pw()
    text = ("Sub PullVATReturn()\n    Dim http As Object\n    Set http = CreateObject(\"MSXML2.XMLHTTP\")\n"
            f"    http.Open \"GET\", \"https://vatapi.example-bridge.co.uk/returns?vrn=\" & Range(\"B2\").Value, False, \"{m.user()}\", \"{p}\"\n    http.send\nEnd Sub\n")
    m.add(ST, text, [p])


def s_netrc(m):
    p = m.pw()
    text = f"$ cat ~/.netrc\nmachine sftp.avalara.net login {m.user()}_returns password {p}\nmachine api.example-vatbridge.com login token password {m.g.s(B62, 24)}\n"
    m.add(ST, text, [p, text.split("password ")[2].strip()])


def s_certcapture(m):
    u, p = m.user(), m.pw()
    b = m.basic(u, p)
    text = f"GET /v2/customers?limit=50 HTTP/1.1\nHost: api.certcapture.com\nx-client-id: {m.r.randint(10000, 99999)}\nAuthorization: Basic {b}\n"
    m.add(ST, text, [b])


def s_vatcomply_traceback(m):
    k = m.g.s(B62, 32)
    text = ("Traceback (most recent call last):\n  File \"vat_check.py\", line 41, in <module>\n    res = check(vat)\n  File \"vat_check.py\", line 22, in check\n    r.raise_for_status()\n"
            f"requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.vatlayer.example.com/validate?access_key={k}&vat_number=LU26375245\n")
    m.add(ST, text, [k])


def s_hook_env(m):
    l = lic(m)
    k = m.hexk(32)
    cat = f"AVATAX_ACCOUNT_ID={acct(m)}\nAVATAX_LICENSE_KEY={l}\nTAXJAR_API_TOKEN={k}\n"
    text = m.hook("Bash", {"command": "cat apps/billing/.env"}, {"stdout": cat, "stderr": "", "interrupted": False})
    m.add(NC, text, [l, k])


def s_hook_write(m):
    cs = m.g.uuid()
    content = f"HMRC_CLIENT_ID={m.g.s(B62,28)}\nHMRC_CLIENT_SECRET={cs}\nHMRC_BASE_URL=https://test-api.service.hmrc.gov.uk\n"
    text = m.hook("Write", {"file_path": "/repo/mtd-bridge/.env.local", "content": content})
    m.add(NC, text, [cs])


def s_diff(m):
    l = lic(m)
    text = ("diff --git a/config/tax.yml b/config/tax.yml\n@@ -2,5 +2,5 @@ avatax:\n   account_id: 2000123456\n-  license_key: <%= ENV['AVATAX_LICENSE_KEY'] %>\n"
            f"+  license_key: {l}\n   company_code: ACMEUS\n   environment: production\n")
    m.add(NC, text, [l])


def s_notebook(m):
    k = m.hexk(32)
    src = [f"import taxjar\n", f"client = taxjar.Client(api_key='{k}')\n", "nexus = client.nexus_regions()\n", "pd.DataFrame([n.__dict__ for n in nexus])"]
    text = json.dumps({"cells": [{"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [], "source": src}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}, indent=1)
    m.add(NC, text, [k])


def s_pg(m):
    p = m.pw()
    text = f"DATABASE_URL=postgres://taxsvc:{p}@tax-db.internal:5432/filings?sslmode=require\n"
    m.add(ST, text, [p])


def s_mssql(m):
    p = m.pw()
    text = (f"<connectionStrings>\n  <add name=\"PayrollTax\" connectionString=\"Server=sql-payroll01;Database=TaxFilings;User Id=taxapp;Password={p};Encrypt=True\" providerName=\"System.Data.SqlClient\"/>\n</connectionStrings>\n")
    m.add(ST, text, [p])


def s_aws(m):
    a, s = m.g.aws_akid(), m.g.aws_secret()
    text = f"[profile tax-archive]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-west-2\n# bucket: s3://acme-vat-returns-archive\n"
    m.add(SI, text, [a, s])


def s_slack_alert(m):
    u = m.g.slack_webhook()
    seg = u.rsplit("/", 1)[1]
    text = f"# alert the finance channel when a VAT submission fails\nFILING_ALERT_WEBHOOK={u}\n"
    m.add(SI, text, [seg])


def s_jwt(m):
    j = m.g.jwt()
    text = f"curl -H 'Authorization: Bearer {j}' https://einvoice.example-gsp.in/api/v1/irn/generate -d @inv.json\n"
    m.add(SI, text, [j])


def s_gh_pat(m):
    t = m.g.gh_classic()
    text = f"# pull the private tax-rates repo in the accountants' build\npip install git+https://{t}@github.com/acme-finance/tax-rates.git@v2026.11\n"
    m.add(SI, text, [t])


def s_gst_portal(m):
    u, p = m.user(), m.wordpw()
    text = f"GST portal login for client Sharma Traders (GSTIN 07AAACS{m.pin(4)}M1Z{m.pin(1)}): username {u}, password {p}. GSTR-3B for October pending, OTP goes to the owner's phone."
    m.add(ST, text, [p])


def s_au_bas(m):
    p = m.pw()
    text = f"ato_bas:\n  provider: example-sbr-gateway\n  abn: \"{m.pin(11)}\"\n  machine_credential_password: {p}\n  lodge_period: 2026-Q1\n"
    m.add(NC, text, [p])


def s_xero_tax(m):
    cs = m.g.s(URLSAFE, 48)
    text = f"XERO_CLIENT_ID={m.hexk(32).upper()}\nXERO_CLIENT_SECRET={cs}\n# used by the VAT-return export job (mtd/xero_export.py)\n"
    m.add(NC, text, [cs])


def s_chat_fr(m):
    p = m.pw()
    text = f"Bonjour, voici les accès impots.gouv pour l'espace professionnel du client : identifiant {m.user()}@cabinet-martin.fr, mot de passe {p}. Déclaration de TVA CA3 à déposer avant le 24."
    m.add(ST, text, [p])


def s_chat_nl(m):
    p = m.pw()
    text = f"Hoi, het wachtwoord van de PKIoverheid-certificaatbestand voor de Digipoort-koppeling (btw-aangifte) is {p}. Niet in de mail naar de klant zetten!"
    m.add(NC, text, [p])


def s_ticket_es(m):
    p = m.pw()
    text = (f"Ticket #{m.r.randint(1000,9999)} — SII AEAT\nEl certificado de representante (.pfx) de la empresa está en \\\\fs01\\fiscal\\certs\\. Contraseña: {p}\n"
            "El envío del libro de facturas emitidas falla con error 4102 desde ayer.\n")
    m.add(NC, text, [p])


def s_ticketbai(m):
    p = m.pw()
    text = f"ticketbai:\n  territorio: bizkaia\n  certificado: /etc/tbai/cert.p12\n  certificado_password: {p}\n  licencia: TBAIBI{m.g.s(UPPER+DIG,10)}\n"
    m.add(NC, text, [p])


def s_verifactu(m):
    p = m.pw()
    text = f"$ ./verifactu-cli enviar --cert empresa.p12 --cert-pass '{p}' --entorno produccion registro-{m.pin(6)}.xml\nRespuesta AEAT: Correcto. CSV: {m.g.s(UPPER+DIG,16)}\n"
    m.add(NC, text, [p])


def s_avalara_sftp(m):
    p = m.pw()
    text = (f"# lftp mirror of Avalara Returns filing confirmations\nlftp -u {m.user()}_ret,'{p}' sftp://ftp.avalara.example.net -e 'mirror --only-newer /confirmations ./confirmations; quit'\n")
    m.add(ST, text, [p])


SECRET_T = [s_avatax_curl, s_taxjar_curl, s_stripe_tax, s_hmrc_token, s_irp, s_zatca, s_sat_csd, s_ksef, s_sdi_pec, s_elster, s_chorus,
            s_mydata, s_eftps, s_gg_rti, s_vertex_soap, s_avatax_basic, s_taxjar_rb, s_stripe_rk, s_hmrc_refresh, s_irp_sek, s_zatca_basic,
            s_pac_finkok, s_ksef_pl_chat, s_sdi_chat, s_elster_chat, s_nav, s_fire, s_gg_chat, s_vertex_cloud, s_avatax_env, s_taxjar_token,
            s_stripe_whsec, s_hmrc_json, s_ewb, s_zatca_pem, s_sat_chat, s_nfe, s_storecove, s_track1099, s_onesource, s_avatax_cs,
            s_hmrc_config, s_nfe_chat, s_peppol_keystore, s_state_wh, s_taxcloud, s_avatax_py_user, s_ato_sbr, s_cra, s_sftp_payroll,
            s_quaderno, s_avatax_magento, s_vba, s_netrc, s_anrok, s_avatax_php, s_certcapture, s_vatcomply_traceback, s_hook_env,
            s_hook_write, s_diff, s_notebook, s_pg, s_mssql, s_aws, s_slack_alert, s_jwt, s_gh_pat, s_gst_portal, s_au_bas, s_xero_tax,
            s_chat_fr, s_chat_nl, s_ticket_es, s_ticketbai, s_verifactu, s_avalara_sftp]


# ---------------- clean
def c_avatax_resp(m):
    return json.dumps({"id": m.r.randint(10**10, 10**11), "code": m.g.uuid(), "companyId": m.r.randint(10**5, 10**6), "date": "2026-11-14", "status": "Committed",
                       "type": "SalesInvoice", "totalTax": round(m.r.uniform(1, 900), 2), "lines": [{"lineNumber": "1", "taxCode": "P0000000", "tax": round(m.r.uniform(1, 90), 2),
                       "details": [{"jurisName": "NEW JERSEY", "jurisCode": "34", "rate": 0.06625}]}]}, indent=2)


def c_taxjar_rate(m):
    return json.dumps({"rate": {"zip": f"{m.pin(5)}", "state": "NJ", "state_rate": "0.06625", "county_rate": "0.0", "combined_rate": "0.06625", "freight_taxable": True}}, indent=2)


def c_stripe_calc(m):
    return json.dumps({"id": "taxcalc_" + m.g.s(B62, 24), "object": "tax.calculation", "amount_total": 5949, "currency": "eur", "tax_amount_exclusive": 950,
                       "customer_details": {"address": {"country": "DE", "postal_code": "10115"}, "taxability_override": "none"},
                       "tax_breakdown": [{"amount": 950, "taxability_reason": "standard_rated", "tax_rate_details": {"percentage_decimal": "19.0", "tax_type": "vat"}}]}, indent=2)


def c_hmrc_fraud(m):
    return (f"Gov-Client-Connection-Method: WEB_APP_VIA_SERVER\nGov-Client-Device-ID: {m.g.uuid()}\nGov-Client-User-IDs: os={m.user()}\nGov-Client-Timezone: UTC+00:00\n"
            f"Gov-Client-Public-IP: {m.ip(False)}\nGov-Client-Public-IP-Timestamp: {m.ts()[:-1]}.123Z\nGov-Client-Browser-JS-User-Agent: Mozilla/5.0\nGov-Vendor-Version: acme-mtd={m.r.randint(1,5)}.{m.r.randint(0,20)}.0\n"
            f"Gov-Vendor-License-IDs: acme-mtd={hashlib.sha256(m.g.uuid().encode()).hexdigest()}\nGov-Vendor-Product-Name: Acme%20MTD\n")


def c_hmrc_obligations(m):
    return json.dumps({"obligations": [{"periodKey": m.g.s(UPPER + DIG, 4), "start": "2026-07-01", "end": "2026-09-30", "due": "2026-11-07", "status": "O"},
                                        {"periodKey": m.g.s(UPPER + DIG, 4), "start": "2026-04-01", "end": "2026-06-30", "due": "2026-08-07", "status": "F", "received": "2026-08-02"}]}, indent=2)


def c_hmrc_receipt(m):
    return json.dumps({"processingDate": m.ts(), "formBundleNumber": m.pin(12), "paymentIndicator": "BANK", "chargeRefNumber": "X" + m.g.s(UPPER + DIG, 13)}, indent=2) + f"\nX-CorrelationId: {m.g.uuid()}\nReceipt-ID: {m.g.uuid()}\n"


def c_fatturapa(m):
    return (f"<p:FatturaElettronica versione=\"FPR12\">\n  <FatturaElettronicaHeader>\n    <DatiTrasmissione>\n      <IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>{m.pin(11)}</IdCodice></IdTrasmittente>\n"
            f"      <ProgressivoInvio>{m.g.s(UPPER+DIG,5)}</ProgressivoInvio>\n      <FormatoTrasmissione>FPR12</FormatoTrasmissione>\n      <CodiceDestinatario>{m.g.s(UPPER+DIG,7)}</CodiceDestinatario>\n    </DatiTrasmissione>\n  </FatturaElettronicaHeader>\n</p:FatturaElettronica>\n")


def c_irn(m):
    return json.dumps({"AckNo": int(m.pin(15)), "AckDt": "2026-11-14 12:41:00", "Irn": m.g.sha256(), "SignedInvoice": m.g.jwt().split(".")[0] + "." + m.g.b64url(60) + ".<signature omitted>",
                       "SignedQRCode": "<omitted>", "Status": "ACT", "EwbNo": None}, indent=2)


def c_zatca_hash(m):
    return (f"<ext:UBLExtensions>…</ext:UBLExtensions>\n<cbc:UUID>{m.g.uuid()}</cbc:UUID>\n<cac:AdditionalDocumentReference><cbc:ID>PIH</cbc:ID><cac:Attachment>"
            f"<cbc:EmbeddedDocumentBinaryObject mimeCode=\"text/plain\">{base64.b64encode(bytes.fromhex(m.g.sha256())).decode()}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>\n"
            f"<!-- invoiceHash: {base64.b64encode(bytes.fromhex(m.g.sha256())).decode()} -->\n")


def c_zatca_qr(m):
    return f"QR (TLV, base64) printed on the simplified invoice:\n{m.g.b64(m.r.randint(90, 140))}\nSeller VAT: 3{m.pin(13)}3\n"


def c_cfdi(m):
    return (f"<cfdi:Comprobante Version=\"4.0\" Serie=\"A\" Folio=\"{m.pin(5)}\" Fecha=\"2026-11-14T10:22:31\" NoCertificado=\"{m.pin(20)}\" Sello=\"{m.g.b64(96)}\" "
            f"SubTotal=\"1000.00\" Total=\"1160.00\" Moneda=\"MXN\">\n  <cfdi:Complemento><tfd:TimbreFiscalDigital UUID=\"{m.g.uuid().upper()}\" FechaTimbrado=\"2026-11-14T10:22:35\" SelloSAT=\"{m.g.b64(96)}\"/></cfdi:Complemento>\n</cfdi:Comprobante>\n")


def c_nfe_key(m):
    return f"<infNFe Id=\"NFe{m.pin(44)}\" versao=\"4.00\">\n  <ide><cUF>35</cUF><cNF>{m.pin(8)}</cNF><natOp>VENDA</natOp><mod>55</mod><serie>1</serie><nNF>{m.pin(6)}</nNF></ide>\n</infNFe>\n<protNFe><infProt><nProt>{m.pin(15)}</nProt><digVal>{m.g.b64(20)}</digVal><cStat>100</cStat></infProt></protNFe>\n"


def c_ksef_number(m):
    return f"Numer KSeF faktury: {m.pin(10)}-20261114-{m.hexk(12).upper()}-{m.hexk(2).upper()}\nNumer referencyjny sesji: 20261114-SE-{m.hexk(10).upper()}-{m.hexk(10).upper()}-{m.hexk(2).upper()}\n"


def c_peppol_ubl(m):
    return (f"<Invoice xmlns=\"urn:oasis:names:specification:ubl:schema:xsd:Invoice-2\">\n  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>\n"
            f"  <cbc:ID>INV-{m.pin(6)}</cbc:ID>\n  <cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID=\"0208\">{m.pin(10)}</cbc:EndpointID></cac:Party></cac:AccountingSupplierParty>\n"
            f"  <cac:AccountingCustomerParty><cac:Party><cbc:EndpointID schemeID=\"9930\">DE{m.pin(9)}</cbc:EndpointID></cac:Party></cac:AccountingCustomerParty>\n</Invoice>\n")


def c_env_example(m):
    return ("# .env.example\nAVATAX_ACCOUNT_ID=\nAVATAX_LICENSE_KEY=your-license-key\nTAXJAR_API_KEY=<taxjar token>\nSTRIPE_SECRET_KEY=sk_test_...\n"
            f"HMRC_CLIENT_SECRET=changeme\nKSEF_TOKEN=\n# see docs/tax-setup.md (rev {m.g.sha1()[:8]})\n")


def c_gha(m):
    return ("    env:\n      AVATAX_ACCOUNT_ID: ${{ vars.AVATAX_ACCOUNT_ID }}\n      AVATAX_LICENSE_KEY: ${{ secrets.AVATAX_LICENSE_KEY }}\n      HMRC_CLIENT_SECRET: ${{ secrets.HMRC_CLIENT_SECRET }}\n"
            f"    steps:\n      - uses: actions/checkout@{m.g.sha1()}\n      - run: make tax-integration-test\n")


def c_k8s(m):
    return ("        env:\n        - name: AVATAX_LICENSE_KEY\n          valueFrom:\n            secretKeyRef:\n              name: avatax\n              key: license-key\n        - name: AVATAX_ACCOUNT_ID\n"
            f"          value: \"{acct(m)}\"\n        - name: AVATAX_COMPANY_CODE\n          value: ACMEUS\n")


def c_vat_check(m):
    return json.dumps({"countryCode": "DE", "vatNumber": m.pin(9), "requestDate": "2026-11-14+01:00", "valid": True, "name": "ACME GMBH", "requestIdentifier": "WAPIAAAA" + m.g.s(UPPER + DIG, 8)}, indent=2)


def c_uk_vat_check(m):
    return json.dumps({"target": {"name": "Example Trading Ltd", "vatNumber": m.pin(9), "address": {"line1": "1 High St", "postcode": "SW1A 1AA", "countryCode": "GB"}},
                       "processingDate": m.ts(), "consultationNumber": m.g.s(UPPER, 3) + "-" + m.g.s(UPPER, 3) + "-" + m.g.s(UPPER, 3)}, indent=2)


def c_1099_row(m):
    return f"T2025 {m.pin(9)}{m.g.s(UPPER,1)}{m.pin(4)} ACME PAYROLL SERVICES  ... TCC 5{m.g.s(UPPER,1)}{m.pin(3)}  test-file-ind=T  record-seq {m.pin(8)}\n(1220 format header line; payee TINs are masked in the log as XXX-XX-{m.pin(4)})\n"


def c_941(m):
    return f"Form 941 — Q3 2026\nEIN: XX-XXX{m.pin(4)}\nLine 2 wages: {m.r.randint(10**5,10**7)}.00\nLine 12 total taxes after adjustments: {m.r.randint(10**4,10**6)}.{m.pin(2)}\nEFTPS acknowledgement number: {m.pin(15)}\n"


def c_rti_ack(m):
    return (f"<GovTalkMessage xmlns=\"http://www.govtalk.gov.uk/CM/envelope\">\n <Header><MessageDetails><Class>HMRC-PAYE-RTI-FPS</Class><Qualifier>acknowledgement</Qualifier>"
            f"<CorrelationID>{m.hexk(32).upper()}</CorrelationID><ResponseEndPoint PollInterval=\"10\">https://transaction-engine.tax.service.gov.uk/poll</ResponseEndPoint></MessageDetails></Header>\n"
            f" <Body><IRmark Type=\"generic\">{m.g.b64(20)}</IRmark></Body>\n</GovTalkMessage>\n")


def c_stp(m):
    return f"STP Pay Event submitted — BMS ID {m.g.uuid()}\nABN {m.pin(11)}  Branch 001\nReceipt: {m.pin(10)}  Status: Accepted\nPayer period: 2026-11-01 to 2026-11-14, {m.r.randint(5,400)} payees\n"


def c_checksums(m):
    return f"$ sha256sum returns/*.xml\n{m.g.sha256()}  returns/VAT100_2026Q3.xml\n{m.g.sha256()}  returns/EPS_M07.xml\n{m.g.sha256()}  returns/FPS_M08.xml\n"


def c_lock(m):
    return (f"\"node_modules/avatax\": {{\n  \"version\": \"24.{m.r.randint(1,12)}.{m.r.randint(0,9)}\",\n  \"resolved\": \"https://registry.npmjs.org/avatax/-/avatax-24.10.1.tgz\",\n"
            f"  \"integrity\": \"sha512-{m.g.b64(64)}\"\n}},\n\"node_modules/taxjar\": {{\n  \"version\": \"4.1.0\",\n  \"integrity\": \"sha512-{m.g.b64(64)}\"\n}}\n")


def c_gitlog(m):
    msgs = ["mtd: send Gov-Client-* headers from the desktop app", "avatax: commit transactions on invoice finalize", "ksef: move to API v2 sessions",
            "einvoice: retry IRP 2150 duplicate IRN", "zatca: chain PIH across restarts", "payroll: FPS late reason for month 8"]
    return "\n".join(f"commit {m.g.sha1()}\n    {msg}" for msg in m.r.sample(msgs, 3)) + "\n"


def c_cert(m):
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(m.g.b64(48) for _ in range(9)) + "\n-----END CERTIFICATE-----\n"


def c_zatca_cert_ref(m):
    return (f"csr-config.properties\ncsr.common.name=TST-886431145-{m.pin(15)}\ncsr.serial.number=1-TST|2-TST|3-{m.g.uuid()}\ncsr.organization.identifier=3{m.pin(13)}3\n"
            "csr.organization.unit.name=Riyadh Branch\ncsr.country.name=SA\ncsr.invoice.type=1100\ncsr.location.address=RRRD2929\ncsr.industry.business.category=Retail\n")


def c_prose(m):
    return m.r.choice([
        "Reminder for the practice: never email client Government Gateway passwords. Use agent services accounts and the client's own authorisation.",
        "The AvaTax license key is like a password. Rotate it in the portal (Settings › License and API keys) if it was ever pasted in chat, then update the vault entry.",
        "Per SAT rules the CSD private key password is different from the e.firma password; keep both in the firm's password manager, not in the repo.",
        "HMRC sandbox test users are created with the Create Test User API; their passwords are returned once and should live only in the test fixtures vault.",
        "KSeF tokeny traktujemy jak hasła: tylko w sejfie, nigdy w zgłoszeniach.",
        "Rappel : les certificats RGS et leurs mots de passe ne doivent jamais être envoyés par e-mail."]) + f" [{m.g.s(UPPER, 3)}-{m.pin(4)}]"


def c_tax_codes(m):
    return json.dumps([{"taxCode": f"PC{m.pin(6)}", "description": "Clothing and related products (B2C)"}, {"taxCode": "txcd_10103001", "description": "Software as a service (SaaS) - business use"},
                       {"taxCode": "P0000000", "description": "Tangible personal property"}, {"ref": m.g.uuid()}], indent=1)


def c_hook_clean(m):
    return m.hook("Bash", {"command": "grep -rn AVATAX_LICENSE_KEY apps/ | head"}, {"stdout": "apps/billing/settings.py:41:    license_key=os.environ[\"AVATAX_LICENSE_KEY\"],\napps/billing/.env.example:2:AVATAX_LICENSE_KEY=\n", "stderr": ""}) + f"\n# {m.g.uuid()}"


def c_diff_clean(m):
    return ("diff --git a/mtd/client.py b/mtd/client.py\n@@ -12,7 +12,7 @@ class MTDClient:\n-        self.secret = \"REPLACE_ME\"\n+        self.secret = os.environ[\"HMRC_CLIENT_SECRET\"]\n"
            f"         self.base = BASE_URLS[env]\n# PR #{m.r.randint(100,999)} ({m.g.sha1()[:10]})\n")


def c_notebook(m):
    src = ["import os, taxjar\n", "client = taxjar.Client(api_key=os.environ['TAXJAR_API_KEY'])\n", f"rates = [client.rates_for_location('{m.pin(5)}') for _ in range(1)]"]
    return json.dumps({"cells": [{"cell_type": "code", "execution_count": m.r.randint(1, 30), "metadata": {}, "outputs": [], "source": src}], "nbformat": 4, "nbformat_minor": 5}, indent=1)


def c_einv_log(m):
    return "\n".join(f"{m.ts()} INFO irp: IRN generated docNo=INV/{m.pin(4)}/26 irn={m.g.sha256()} ackNo={m.pin(15)}" for _ in range(3)) + "\n"


def c_mydata_resp(m):
    return (f"<ResponseDoc><response><index>1</index><invoiceUid>{m.hexk(40).upper()}</invoiceUid><invoiceMark>{m.pin(15)}</invoiceMark>"
            f"<qrUrl>https://mydataapi.aade.gr/TimologioQR/QRInfo?q={m.g.b64url(48)}</qrUrl><statusCode>Success</statusCode></response></ResponseDoc>\n")


def c_jwks(m):
    return json.dumps({"keys": [{"kty": "RSA", "kid": m.g.uuid(), "use": "sig", "alg": "RS256", "n": m.g.b64url(256), "e": "AQAB"}]}, indent=1)


def c_stripe_pk(m):
    return f"<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_{m.g.s(B62, 99)}'); // publishable key, tax shown at checkout</script>\n"


def c_ids(m):
    return (f"Client file: Harwood & Daughters Ltd\n  Company number: {m.pin(8)}\n  UTR: {m.pin(10)}\n  VAT reg: GB{m.pin(9)}\n  Employer PAYE ref: {m.pin(3)}/{m.g.s(UPPER, 2)}{m.pin(5)}\n"
            f"  Accounts office ref: {m.pin(3)}P{m.g.s(UPPER, 1)}{m.pin(8)}\n  Agent ref: {m.g.s(UPPER, 1)}{m.pin(5)}\n")


CLEAN_T = [c_avatax_resp, c_taxjar_rate, c_stripe_calc, c_hmrc_fraud, c_hmrc_obligations, c_hmrc_receipt, c_fatturapa, c_irn, c_zatca_hash, c_zatca_qr,
           c_cfdi, c_nfe_key, c_ksef_number, c_peppol_ubl, c_env_example, c_gha, c_k8s, c_vat_check, c_uk_vat_check, c_1099_row, c_941, c_rti_ack,
           c_stp, c_checksums, c_lock, c_gitlog, c_cert, c_zatca_cert_ref, c_prose, c_tax_codes, c_hook_clean, c_diff_clean, c_notebook, c_einv_log,
           c_mydata_resp, c_jwks, c_stripe_pk, c_ids]

if __name__ == "__main__":
    run("taxfiling", 4102, SECRET_T, CLEAN_T)
