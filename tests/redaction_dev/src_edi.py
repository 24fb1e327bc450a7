"""Blind redaction source "edi": B2B and EDI integration.

AS2 and SFTP trading-partner connections (OpenAS2 / Mendelson partnerships, keystores), X12 and EDIFACT
interchanges and translators (ISA/UNB envelopes, mapping configs), VAN mailboxes (FTP/SFTP/API drop-offs),
iPaaS tools (Boomi, MuleSoft Anypoint, Cleo), retailer and vendor portals (Amazon SP-API, supplier portals),
ASN (856) and invoice (810/INVOIC) feeds. Written blind by the helper "corpora2" on 2026-12-03 without reading
memtool's rules or results. Every value is random and made up. Rerun to regenerate edi_secrets.jsonl and
edi_clean.jsonl byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, URLSAFE  # noqa: E402

FAMILY = "edi"
g = Gen(30_303)
R = g.r

PARTNERS = ["ACMEFOODS", "NORTHWIND", "BIGBOXRETAIL", "HALVORSEN", "GLOBEX", "KESTRELDIST", "PINNACLEHW", "TRIVECTA",
            "SUNLEAF", "MERIDIANRX", "ORIONAUTO", "BLUEHARBOR"]
WORDS = ["pallet", "carton", "invoice", "manifest", "dock", "lading", "freight", "sku", "tradelink", "partner",
         "envelope", "segment", "loop", "mailbox", "crossdock", "bol"]


def pw() -> str:
    k = R.randint(0, 9)
    if k == 0:
        return g.s(string.ascii_uppercase + string.digits, 8)          # VAN-issued mailbox password
    if k == 1:
        return g.s(string.ascii_uppercase + string.digits, 10)
    if k == 2:
        return R.choice(WORDS).capitalize() + str(R.randint(1, 2026)) + R.choice(["!", "#", "$", "*"])
    if k == 3:
        return "-".join(R.choice(WORDS) for _ in range(3)) + str(R.randint(10, 99))
    if k == 4:
        return g.s(B62, R.randint(16, 24))
    if k == 5:
        return g.human_pw()
    if k == 6:
        return g.machine_pw()
    if k == 7:
        return g.s(string.ascii_letters + string.digits + "!%*_-+=", R.randint(12, 18))
    if k == 8:
        return g.s(string.ascii_lowercase, 6) + str(R.randint(10, 99))
    return g.hexs(R.choice([24, 32]))


def partner() -> str:
    return R.choice(PARTNERS)


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def t_isa_password():
    p = g.s(string.ascii_uppercase + string.digits, 10)
    sid, rid = g.s(string.digits, 9), g.s(string.digits, 9)
    return (f"ISA*00*          *01*{p}*ZZ*{sid:<15}*12*{rid:<15}*261203*0614*U*00401*{R.randint(1, 999999999):09d}*0*P*>~\n"
            f"GS*SH*{sid}*{rid}*20261203*0614*{R.randint(1, 9999)}*X*004010~\nST*856*0001~\nBSN*00*{R.randint(100000, 999999)}*20261203*0614~"), [p], "structural"


def t_unb_password():
    p = g.s(string.ascii_uppercase + string.digits, R.randint(6, 12))
    return (f"UNA:+.? '\nUNB+UNOC:3+{R.randint(10**12, 10**13)}:14+{R.randint(10**12, 10**13)}:14+261203:0614+{R.randint(10000, 99999)}+{p}:AA'\n"
            "UNH+1+INVOIC:D:96A:UN:EAN008'\nBGM+380+INV{0}+9'".format(R.randint(10000, 99999))), [p], "structural"


def t_openas2_partnership():
    p = pw()
    return (f"<partnership name=\"MYCO-to-{partner()}\">\n  <sender name=\"MYCO\"/>\n  <receiver name=\"{partner()}\"/>\n"
            f"  <attribute name=\"as2_url\" value=\"https://as2.{partner().lower()}.example.com:4080/as2\"/>\n  <attribute name=\"encrypt\" value=\"3DES\"/>\n  <attribute name=\"sign\" value=\"SHA256\"/>\n</partnership>\n"
            f"<!-- config.xml -->\n<certificates classname=\"org.openas2.cert.PKCS12CertificateFactory\" filename=\"%home%/as2_certs.p12\" password=\"{p}\"/>"), [p], "name-context"


def t_sftp_partner():
    p = pw().replace("'", "")
    return (f"$ sshpass -p '{p}' sftp -P 2222 {partner().lower()}_edi@sftp.{partner().lower()}.example.com\nConnected to sftp.example.com.\nsftp> ls /outbound\n850_20261203_0612.edi  850_20261203_0655.edi"), [p], "structural"


def t_van_ftp_url():
    p = g.s(string.ascii_uppercase + string.digits, 8)
    return (f"# VAN mailbox poll (cron, every 15 min)\n*/15 * * * * curl -s --ssl-reqd 'ftp://MB{R.randint(10000, 99999)}:{p}@ftp.van-exchange.example.net/outbox/' -o /dev/null"), [p], "structural"


def t_boomi_api():
    t = g.uuid()
    user = f"BOOMI_TOKEN.integration@{R.choice(['myco', 'acme', 'northwind'])}.com"
    b = base64.b64encode(f"{user}:{t}".encode()).decode()
    if R.random() < .5:
        return (f"$ curl -s -u '{user}:{t}' -H 'Accept: application/json' https://api.boomi.com/api/rest/v1/myco-A1B2C3/Atom/query -d '{{}}'\n"
                '{"@type":"QueryResult","result":[{"@type":"Atom","name":"EDI Molecule Prod","status":"ONLINE"}]}'), [t], "structural"
    return (f"POST /api/rest/v1/myco-A1B2C3/ExecutionRecord/query HTTP/1.1\nHost: api.boomi.com\nAuthorization: Basic {b}\nContent-Type: application/json"), [b], "structural"


def t_mule_props():
    cid, cs = g.hexs(32), g.hexs(32) if R.random() < .5 else g.s(B62, 32)
    return (f"# src/main/resources/config-prod.yaml\nhttp:\n  port: \"8081\"\nanypoint:\n  client_id: \"{cid}\"\n  client_secret: \"{cs}\"\nas2:\n  partner: {partner()}"), [cs], "name-context"


def t_mule_key():
    k = g.s(B62, 16)
    return (f"$ mvn clean deploy -DmuleDeploy -Dmule.env=prod -Dmule.key={k} -Danypoint.platform.client_id={g.hexs(32)}\n[INFO] Deploying edi-x12-856-api to CloudHub 2.0 ...\n[INFO] BUILD SUCCESS"), [k], "name-context"


def t_cleo_harmony():
    p = pw()
    return (f"Cleo Harmony host export (VLTrader)\n<Host alias=\"{partner()} SFTP\" class=\"sftp\">\n  <Address>sftp.{partner().lower()}.example.com</Address>\n  <Port>22</Port>\n"
            f"  <Mailbox alias=\"myco\">\n    <Username>myco_prod</Username>\n    <Password>{p}</Password>\n  </Mailbox>\n</Host>"), [p], "structural"


def t_amazon_spapi():
    rt = "Atzr|" + g.s(URLSAFE, 300)
    cs = "amzn1.oa2-cs.v1." + g.hexs(64)
    return (f"{{\n  \"lwa_app_id\": \"amzn1.application-oa2-client.{g.hexs(32)}\",\n  \"lwa_client_secret\": \"{cs}\",\n  \"refresh_token\": \"{rt}\",\n  \"marketplace\": \"ATVPDKIKX0DER\"\n}}"), [cs, rt], "self-identifying"


def t_keystore():
    p = pw().replace("'", "")
    return (f"$ keytool -list -keystore as2_certs.p12 -storetype PKCS12 -storepass '{p}'\nKeystore type: PKCS12\nKeystore provider: SUN\n\nYour keystore contains 2 entries\n\nmyco_prod, Dec 1, 2026, PrivateKeyEntry,\nCertificate fingerprint (SHA-256): {':'.join(g.hexs(2).upper() for _ in range(32))}"), [p], "structural"


def t_as2_pem():
    block, line = g.pem(R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY"]))
    return (f"Read(certs/as2/myco_signing.key)\n{block}"), [line], "self-identifying"


def t_translator_ini():
    p = pw()
    return (f"; translator.ini  (X12 4010/5010 maps)\n[db]\ndsn=EDI_PROD\nuid=edi_xlate\npwd={p}\n[maps]\n850=maps/po_in_4010.map\n810=maps/inv_out_4010.map"), [p], "name-context"


def t_db_url():
    p = g.s(B62, R.randint(14, 22))
    return (f"spring.datasource.url=jdbc:postgresql://edi-db.internal:5432/tradinghub?user=edi_app&password={p}&sslmode=require"), [p], "structural"


def t_supplier_portal_chat():
    p = pw()
    return (f"From: {R.choice(['Karen', 'Mo', 'Diego', 'Hannah'])} (EDI coordinator)\nTo: onboarding@myco.example\nSubject: {partner()} supplier portal\n\n"
            f"Here are the portal creds for the ASN compliance reports: login EDI{R.randint(1000, 9999)} / {p}\nChargebacks for late 856s start 2027-01-15."), [p], "structural"


def t_env_dump():
    p, k = pw(), g.s(B62, 32)
    out = f"AS2_KEYSTORE=/etc/as2/as2_certs.p12\nAS2_KEYSTORE_PASSWORD={p}\nECGRID_API_KEY={k}\nPATH=/usr/bin"
    return hook("printenv | grep -E 'AS2|ECGRID'", out), [p, k], "name-context"


def t_self_id():
    name, tok, sec = g.self_identifying()
    ctx = R.choice([
        f"# edi-alerts: failed 997 notifications via {name}\nALERT_TOKEN={tok}",
        f"integrations:\n  - name: asn-failures\n    kind: {name}\n    token: {tok}",
        f"Pasting from the Boomi process property by accident: {tok}  (will rotate)",
        hook("cat .github/workflows/edi-deploy.yml | grep -n TOKEN", f"14:      DEPLOY_TOKEN: {tok}"),
    ])
    return ctx, [sec], "self-identifying"


def t_coupa():
    k = g.s(string.ascii_lowercase + string.digits, 40)
    return (f"$ curl -s -H 'X-COUPA-API-KEY: {k}' -H 'Accept: application/xml' 'https://myco.coupahost.com/api/invoices?status=pending_receipt&limit=10'\n<invoice-headers type=\"array\"/>"), [k], "structural"


def t_traceback():
    p = pw().replace("'", "")
    return ("Traceback (most recent call last):\n  File \"/opt/edi/poll_van.py\", line 52, in poll\n    ftp.login(MAILBOX, PASSWORD)\n"
            f"ftplib.error_perm: 530 Login incorrect.\n\nLocals at frame: MAILBOX='MB{R.randint(10000, 99999)}' PASSWORD='{p}' HOST='ftp.van-exchange.example.net'"), [p], "structural"


def t_gpg():
    p = " ".join(R.choice(WORDS) for _ in range(5))
    return (f"$ echo '{p}' | gpg --batch --yes --passphrase-fd 0 -d 810_{partner()}_20261203.edi.pgp > 810.edi\ngpg: encrypted with rsa3072 key, ID {g.hexs(16).upper()}, created 2025-04-02"), [p], "structural"


def t_webhook_secret():
    k = "whsec_" + g.b64(24).rstrip("=") if R.random() < .5 else g.hexs(64)
    return (f"# ASN webhook receiver (retailer pushes 856 status)\nWEBHOOK_SIGNING_SECRET={k}\nVERIFY_SIGNATURE=true\nMAX_SKEW_SECONDS=300"), [k], "name-context"


TEMPLATES = [t_isa_password, t_unb_password, t_openas2_partnership, t_sftp_partner, t_van_ftp_url, t_boomi_api, t_mule_props,
             t_mule_key, t_cleo_harmony, t_amazon_spapi, t_keystore, t_as2_pem, t_translator_ini, t_db_url,
             t_supplier_portal_chat, t_env_dump, t_self_id, t_self_id, t_coupa, t_traceback, t_gpg, t_webhook_secret]


# ----------------------------------------------------------------------------- clean
def c_isa_blank():
    sid, rid = g.s(string.digits, 9), g.s(string.digits, 9)
    return (f"ISA*00*          *00*          *ZZ*{sid:<15}*ZZ*{rid:<15}*261203*0614*U*00401*{R.randint(1, 999999999):09d}*0*P*>~\n"
            f"GS*IN*{sid}*{rid}*20261203*0614*{R.randint(1, 9999)}*X*004010~\nST*810*0001~\nBIG*20261203*INV{R.randint(10000, 99999)}**PO{R.randint(10000, 99999)}~\nTDS*{R.randint(1000, 999999)}~\nSE*5*0001~")


def c_997():
    return f"ST*997*{R.randint(1000, 9999)}~\nAK1*SH*{R.randint(1, 9999)}~\nAK2*856*0001~\nAK5*A~\nAK9*A*1*1*1~\nSE*6*{R.randint(1000, 9999)}~"


def c_mdn():
    return (f"AS2 MDN received\nOriginal-Message-ID: <{g.uuid()}@as2.myco.example>\nDisposition: automatic-action/MDN-sent-automatically; processed\n"
            f"Received-Content-MIC: {g.b64(32)}, sha-256\nMessage-ID: <{g.hexs(24)}@{partner().lower()}>")


def c_cert_pub():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n-----END CERTIFICATE-----\n(AS2 public certificate to send to " + partner() + ")"


def c_placeholder_cfg():
    return ("sftp:\n  host: sftp.partner.example.com\n  username: ${SFTP_USER}\n  password: ${SFTP_PASSWORD}\nboomi:\n  token: <your-api-token>\nmule:\n  key: \"${secure::mule.key}\"")


def c_docs():
    return ("## Onboarding a trading partner\n1. Exchange AS2 IDs and public certificates.\n2. Ask the partner for their SFTP user; they set the password in *their* portal.\n"
            "3. Test with `openssl s_client -connect as2.partner.example.com:4080` and send a test 850.\nThe demo mailbox uses user `demo` / `changeme`; it is reset nightly and has no data.")


def c_mapping():
    return "\n".join(f"{R.choice(['BEG03', 'PO101', 'PO107', 'N104', 'DTM02', 'REF02'])} -> {R.choice(['po_number', 'line_no', 'buyer_sku', 'ship_to_gln', 'req_date', 'vendor_no'])}" for _ in range(6))


def c_gln_list():
    return json.dumps({"ship_to": [{"gln": str(R.randint(10**12, 10**13)), "dc": f"DC{R.randint(1, 99)}"} for _ in range(3)], "sscc_prefix": "00" + g.s(string.digits, 16)})


def c_checksum():
    return f"$ md5sum inbound/*.edi\n{g.hexs(32)}  inbound/850_{partner()}_0612.edi\n{g.hexs(32)}  inbound/850_{partner()}_0655.edi"


def c_hook_ls():
    return hook("ls -la /data/van/outbox", f"total 24\n-rw-r----- 1 edi edi 4120 Dec  3 06:12 856_{g.hexs(8)}.x12\n-rw-r----- 1 edi edi 1984 Dec  3 06:15 997_{g.hexs(8)}.x12")


def c_boomi_log():
    return f"2026-12-03 06:14:02 INFO [EDI Molecule Prod] execution-{g.uuid()} process='X12 856 Outbound' docs=42 status=COMPLETE\n2026-12-03 06:14:05 WARN  TA1 rejected interchange {R.randint(1, 999999999):09d}: invalid ISA13"


def c_ssh_keyscan():
    return f"$ ssh-keyscan -p 2222 sftp.{partner().lower()}.example.com\n# sftp.example.com:2222 SSH-2.0-OpenSSH_9.6\nsftp.example.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)}"


def c_commit():
    return f"commit {g.sha1()}\n\n    810 map: use REF*IA vendor number from partner profile\n\n    Partner: {partner()}\n    Reviewed-by: EDI team"


def c_edifact_desadv():
    return f"UNB+UNOC:3+{R.randint(10**12, 10**13)}:14+{R.randint(10**12, 10**13)}:14+261203:0614+{R.randint(10000, 99999)}'\nUNH+1+DESADV:D:96A:UN:EAN005'\nBGM+351+DES{R.randint(1000, 9999)}+9'\nCPS+1'\nGIN+BJ+{g.s(string.digits, 18)}'"


CLEAN = [c_isa_blank, c_997, c_mdn, c_cert_pub, c_placeholder_cfg, c_docs, c_mapping, c_gln_list, c_checksum, c_hook_ls,
         c_boomi_log, c_ssh_keyscan, c_commit, c_edifact_desadv]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets, clean = [], []
    for i in range(250):
        text, vals, cls = TEMPLATES[i % len(TEMPLATES)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    for i in range(100):
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN[i % len(CLEAN)]()})
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in secrets:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for r in clean:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
