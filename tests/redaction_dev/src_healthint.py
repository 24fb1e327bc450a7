"""Blind redaction source "healthint": healthcare integrations (HL7 v2 / MLLP engines, FHIR servers, EHR APIs, DICOM/PACS).

Written 2026-12-02 by the helper "corpora2", blind to memtool's detection. Stdlib + _tokens.py only; seeded:
rerunning writes healthint_secrets.jsonl and healthint_clean.jsonl byte-identically. Every value is random and made up.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, UPPER, URLSAFE, Gen, write

FAMILY = "healthint"
g = Gen(142)
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
        return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/opt/integration/" + R.choice(
            ["conf/channel.xml", ".env", "README.md", "mirth/notes.txt"])},
                           "tool_response": {"file": {"content": text}}})
    if k < .20:
        return json.dumps({"type": "tool_result", "tool_use_id": "toolu_01" + g.s(B62, 22), "content": text})
    if k < .26:
        return R.choice(["interface engine keeps failing, config below\n```\n", "anyone seen this from the FHIR sandbox?\n```\n",
                         "log from last night:\n```\n"]) + text + "\n```"
    return text


def site() -> str:
    return R.choice(["stmarys", "riverside-health", "northclinic", "valleymed", "lakeshore-hosp", "kinderklinik", "hcmc"])


def ts() -> str:
    return f"2026{R.randint(10, 11)}{R.randint(10, 28)}{R.randint(10, 23)}{R.randint(10, 59)}"


# ---------------------------------------------------------------- secrets
def s_mirth_db():
    p = g.pw()
    text = R.choice([
        f"# mirth.properties\ndatabase = postgres\ndatabase.url = jdbc:postgresql://mirthdb:5432/mirthdb\ndatabase.username = mirth\ndatabase.password = {p}\nkeystore.storepass = ${{KEYSTORE_PASS}}\n",
        f"keystore.path = ${{dir.appdata}}/keystore.jks\nkeystore.storepass = {p}\nkeystore.keypass = ${{KEYPASS}}\n"])
    return "name-context", text, p


def s_mirth_channel():
    p = g.pw()
    text = (f"<connector version=\"4.4.2\">\n  <properties class=\"com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties\">\n"
            f"    <driver>net.sourceforge.jtds.jdbc.Driver</driver>\n    <url>jdbc:jtds:sqlserver://{site()}-sql01:1433/EHR_STAGE</url>\n"
            f"    <username>hl7_reader</username>\n    <password>{p}</password>\n  </properties>\n</connector>")
    return "name-context", text, p


def s_epic_client():
    sec = g.s(B62 + "+/", R.randint(40, 60))
    text = R.choice([f"EPIC_CLIENT_ID={g.uuid()}\nEPIC_CLIENT_SECRET={sec}\nEPIC_FHIR_BASE=https://fhir.epic.com/interconnect-fhir-oauth/api/FHIR/R4\n",
                     f"cerner:\n  tenant: {g.uuid()}\n  system_account_client_id: {g.uuid()}\n  system_account_secret: {sec}\n"])
    return "name-context", text, sec


def s_smart_token():
    tok = g.jwt()
    text = R.choice([f"$ curl -s -H \"Authorization: Bearer {tok}\" -H 'Accept: application/fhir+json' \\\n    https://fhir.{site()}.org/r4/Patient?_count=5 | jq '.total'\n5",
                     f"GET /fhir/r4/Observation?patient=Patient/{R.randint(1000, 99999)}&category=vital-signs HTTP/1.1\nAuthorization: Bearer {tok}\nAccept: application/fhir+json\n"])
    return "self-identifying", text, tok


def s_opaque_bearer():
    tok = g.s(URLSAFE, R.randint(40, 70))
    text = (f"2026-11-29 03:12:44,118 DEBUG [fhir-client] > GET https://api.{site()}.org/fhir/Encounter?date=ge2026-11-01\n"
            f"2026-11-29 03:12:44,118 DEBUG [fhir-client] > Authorization: Bearer {tok}\n2026-11-29 03:12:44,402 DEBUG [fhir-client] < 200 OK")
    return "structural", text, tok


def s_pem_jwks():
    block, line = g.pem(R.choice(["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"]))
    text = (f"# backend-services key for the SMART client (registered JWKS at /.well-known/jwks.json)\n"
            f"$ cat keys/smart_backend_private.pem\n{block}")
    return "self-identifying", text, line


def s_hapi_props():
    p = g.pw()
    text = (f"spring:\n  datasource:\n    url: 'jdbc:postgresql://hapi-db:5432/hapi'\n    username: admin\n    password: {p}\n"
            f"    driverClassName: org.postgresql.Driver\nhapi:\n  fhir:\n    fhir_version: R4\n")
    return "name-context", text, p


def s_fhir_url():
    p = g.pw()
    text = R.choice([f"FHIR_SERVER_URL=https://integration:{p}@fhir-test.{site()}.internal/fhir\n",
                     f"$ hapi-fhir-cli upload-terminology -d SNOMED_CT.zip -v r4 -t http://admin:{p}@localhost:8080/fhir"])
    return "structural", text, p


def s_basic_header():
    import base64
    p = g.pw()
    v = base64.b64encode(f"{R.choice(['interface', 'hl7svc', 'labsync'])}:{p}".encode()).decode()
    text = f"> POST /fhir/Bundle HTTP/1.1\n> Host: hie.{site()}.net\n> Authorization: Basic {v}\n> Content-Type: application/fhir+json"
    return "structural", text, v


def s_mllp_chat():
    p = g.pw()
    text = R.choice([f"Lab vendor sent the VPN creds for the MLLP feed: user `lis_{g.s(LOW, 4)}`, password {p}. Port 6661 over the tunnel.",
                     f"[09:03] dr_ops: the Orthanc admin on the test PACS is admin / {p} until we hook it to LDAP",
                     f"Für die KIS-Schnittstelle: Benutzer hl7import, Passwort {p} (nur Testsystem)"])
    return "structural", text, p


def s_orthanc():
    p = g.pw()
    text = (f"{{\n  \"Name\" : \"PACS-TEST\",\n  \"AuthenticationEnabled\" : true,\n  \"RegisteredUsers\" : {{\n"
            f"    \"radiology\" : \"{p}\"\n  }},\n  \"DicomAet\" : \"ORTHANC\"\n}}")
    return "structural", text, p


def s_dicomweb():
    p = g.pw()
    text = f"$ curl -u dicomweb:{p} https://pacs.{site()}.org/dicom-web/studies?PatientID={R.randint(10000, 99999)} -o studies.json"
    return "structural", text, p


def s_aws_healthlake():
    if R.random() < .5:
        tok = g.aws_akid()
        return "self-identifying", f"[healthlake-dev]\naws_access_key_id = {tok}\nregion = us-east-1\n", tok
    sec = g.aws_secret()
    return "name-context", f"export AWS_ACCESS_KEY_ID={g.aws_akid()}\nexport AWS_SECRET_ACCESS_KEY={sec}\naws healthlake list-fhir-datastores", sec


def s_gcp_sa():
    block, line = g.pem("PRIVATE KEY")
    sa = json.dumps({"type": "service_account", "project_id": f"{site()}-hc-api", "private_key_id": g.hexs(40),
                     "private_key": block + "\n", "client_email": f"fhir-loader@{site()}-hc-api.iam.gserviceaccount.com"}, indent=2)
    return "self-identifying", sa, line.replace("/", "/")


def s_azure_fhir():
    sec = g.azure_client_secret()
    text = (f"AZURE_TENANT_ID={g.uuid()}\nAZURE_CLIENT_ID={g.uuid()}\nAZURE_CLIENT_SECRET={sec}\n"
            f"FHIR_URL=https://{site()}-ws-fhir.fhir.azurehealthcareapis.com\n")
    return "self-identifying", text, sec


def s_self_misc():
    name, tok, mark = g.self_identifying()
    ctx = R.choice([f"# {name} token for the interface alerts bot\nALERT_TOKEN={tok}\n",
                    f"2026-11-30 12:01:02 WARN notifier fell back to {tok}",
                    f"    token: \"{tok}\"  # {name}"])
    return "self-identifying", ctx, mark


def s_athena():
    sec = g.s(B62, R.randint(16, 24))
    text = R.choice([f"athena = AthenaClient(practice_id=195900, client_id=\"{g.s(LOW + DIG, 24)}\", client_secret=\"{sec}\")",
                     f"NEXTGEN_API_KEY={sec}\nNEXTGEN_SITE_ID={R.randint(1000, 9999)}\n",
                     f"DRCHRONO_CLIENT_SECRET={sec}\n"])
    return "name-context", text, sec


def s_surescripts():
    p = g.pw()
    text = (f"<ncpdp>\n  <portal>https://staging.surescripts.net</portal>\n  <accountId>{R.randint(10000, 99999)}</accountId>\n"
            f"  <accountPassword>{p}</accountPassword>\n</ncpdp>")
    return "name-context", text, p


def s_python_conn():
    p = g.pw()
    text = R.choice([f"conn = pyodbc.connect('DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=clarity-rpt;DATABASE=Clarity;UID=rpt_etl;PWD={p}')",
                     f"engine = create_engine('mssql+pyodbc://caboodle_ro:{p}@cab-sql02/Caboodle?driver=ODBC+Driver+18')"])
    return "structural", text, p


def s_hl7_msh():
    p = g.s(B62, R.randint(10, 16))
    text = (f"MSH|^~\\&|LIS|{site().upper()}|EHR|HOSP|{ts()}||ORU^R01|{R.randint(10**6, 10**7)}|P|2.5.1\n"
            f"# partner requires security field MSH-8 = {p}\n")
    return "name-context", text, p


def s_rhapsody():
    p = g.pw()
    text = f"$ ./rhapsody-cli.sh --host rhap-test:8444 --user admin --password '{p}' deploy lab-results.rlc\nDeployed 14 routes."
    return "name-context", text, p


def s_sftp_claims():
    p = g.pw()
    text = (f"# 837 claims upload (clearinghouse test)\nsshpass -p '{p}' sftp -oBatchMode=no edi_{g.s(LOW, 3)}@sftp.clearinghouse-test.com <<EOF\nput out/837P_{ts()}.edi\nEOF")
    return "name-context", text, p


def s_redox():
    sec = g.s(B62, 40)
    text = json.dumps({"apiKey": g.uuid(), "secret": sec, "destination": {"id": g.uuid(), "name": "Redox EMR"}}, indent=2)
    return "name-context", text, sec


def s_twilio_reminders():
    tok = g.twilio()
    text = f"# appointment reminders\nTWILIO_API_KEY={tok}\nTWILIO_FROM=+1555{R.randint(1000000, 9999999)}\n"
    return "self-identifying", text, tok


def s_k8s_secret():
    p = g.pw()
    text = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: openemr-db\ntype: Opaque\nstringData:\n"
            f"  MYSQL_ROOT_PASS: {p}\n  MYSQL_USER: openemr\n")
    return "name-context", text, p


SECRETS = [s_mirth_db, s_mirth_channel, s_epic_client, s_smart_token, s_opaque_bearer, s_pem_jwks, s_hapi_props,
           s_fhir_url, s_basic_header, s_mllp_chat, s_orthanc, s_dicomweb, s_aws_healthlake, s_gcp_sa, s_azure_fhir,
           s_self_misc, s_athena, s_surescripts, s_python_conn, s_hl7_msh, s_rhapsody, s_sftp_claims, s_redox,
           s_twilio_reminders, s_k8s_secret]


# ---------------------------------------------------------------- clean look-alikes
def c_hl7():
    return (f"MSH|^~\\&|ADT|{site().upper()}|EHR|HOSP|{ts()}||ADT^A01|{g.s(UPPER + DIG, 12)}|P|2.5.1\n"
            f"PID|1||{R.randint(10**6, 10**7)}^^^MRN||DOE^JANE||19800101|F\nPV1|1|I|4W^{R.randint(400, 499)}^1")


def c_fhir_resource():
    return json.dumps({"resourceType": "Patient", "id": g.uuid(), "meta": {"versionId": str(R.randint(1, 9)),
                       "lastUpdated": "2026-11-30T10:00:00Z"}, "identifier": [{"system": "urn:oid:2.16.840.1.113883.4.1",
                       "value": f"000-00-{R.randint(1000, 9999)}"}], "active": True}, indent=1)


def c_smart_config():
    return json.dumps({"token_endpoint": f"https://auth.{site()}.org/oauth2/token", "token_endpoint_auth_methods_supported":
                       ["private_key_jwt", "client_secret_basic"], "code_challenge_methods_supported": ["S256"],
                       "jwks_uri": f"https://auth.{site()}.org/.well-known/jwks.json"})


def c_jwks_pub():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "use": "sig", "alg": "RS384", "e": "AQAB",
                                  "n": g.b64url(256)}]})


def c_env_ref():
    return (f"EPIC_CLIENT_ID={g.uuid()}\nEPIC_PRIVATE_KEY_PATH=/run/secrets/epic_backend.pem\nEPIC_CLIENT_SECRET=${{EPIC_CLIENT_SECRET}}\n")


def c_dicom():
    return (f"$ dcmdump study/IM{R.randint(1, 999):04d}.dcm | head -4\n(0008,0018) UI [1.2.840.113619.2.{R.randint(100, 999)}.{R.randint(10**8, 10**9)}.{R.randint(1, 99)}]\n"
            f"(0010,0020) LO [{R.randint(10**6, 10**7)}]\n(0020,000d) UI [2.25.{R.randint(10**30, 10**31)}]")


def c_prose():
    return R.choice([
        "The Mirth DB password lives in Vault at secret/integration/mirth; never commit mirth.properties with it filled in.",
        "For the SMART backend flow we sign a JWT with our private key; no client secret is involved.",
        "Epic sandbox: use the documented test patients (Camila Lopez, Derrick Lin). Do not use real MRNs.",
        "Rotate the Orthanc admin password after every vendor session and log it in the change ticket.",
        "If the clearinghouse SFTP asks for a password, the key-based login is misconfigured; check authorized_keys.",
    ]) + f" [{g.s(UPPER, 3)}-{R.randint(100, 999)}]"


def c_masked():
    return f"database.password = ********\ndatabase.username = mirth\n# last rotated 2026-11-{R.randint(10, 28)} by {g.s(LOW, 6)}"


def c_placeholders():
    return (f"# .env.example\nREDOX_API_KEY=your-api-key-here\nREDOX_SECRET=\nORTHANC_PASSWORD=changeme\n"
            f"FHIR_SERVER_URL=https://user:password@fhir.example.org/fhir  # template {g.s(LOW, 4)}\n")


def c_hashes():
    return (f"$ sha256sum exports/bulk_{ts()}.ndjson\n{g.sha256()}  exports/bulk.ndjson\n"
            f"Bulk export job {g.uuid()} complete: Patient {R.randint(100, 9999)}, Observation {R.randint(1000, 99999)}")


def c_audit():
    return (f"2026-11-30T08:{R.randint(10, 59)}:00Z AUDIT user=dr.{g.s(LOW, 5)} action=READ resource=Patient/{g.uuid()} "
            f"session={g.hexs(32)} outcome=0")


def c_ccda_b64():
    return f"<nonXMLBody><text mediaType=\"application/pdf\" representation=\"B64\">{g.b64(R.randint(60, 120))}</text></nonXMLBody>"


def c_mirth_ok():
    return (f"[2026-11-30 02:00:{R.randint(10, 59)},000]  INFO  (com.mirth.connect.server.Mirth:{R.randint(100, 999)}): "
            f"Channel {g.uuid()} deployed. Message id {R.randint(1, 999999)} hash {g.sha1()}")


def c_k8s_ref():
    return (f"env:\n  - name: MYSQL_ROOT_PASS\n    valueFrom:\n      secretKeyRef:\n        name: openemr-db-{g.s(LOW + DIG, 5)}\n        key: root-pass\n")


def c_oid():
    return f"CodeSystem: http://loinc.org code {R.randint(1000, 99999)}-{R.randint(0, 9)} | SNOMED {R.randint(10**8, 10**9)} | NPI {R.randint(10**9, 2 * 10**9)}"


def c_agent():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": "pytest tests/test_hl7_parse.py -q"},
                       "tool_response": {"stdout": f"....... [100%]\n7 passed in {R.randint(1, 9)}.{R.randint(10, 99)}s\ncache key {g.hexs(40)}", "stderr": ""}})


CLEAN = [c_hl7, c_fhir_resource, c_smart_config, c_jwks_pub, c_env_ref, c_dicom, c_prose, c_masked, c_placeholders,
         c_hashes, c_audit, c_ccda_b64, c_mirth_ok, c_k8s_ref, c_oid, c_agent]


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
