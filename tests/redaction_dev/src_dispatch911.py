"""Blind redaction source "dispatch911" (round 57, helper corpora29): emergency services dispatch, 911/112, CAD, AVL, paging."""
import base64, json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from _tokens import Gen, B62, HEX, UPPER

FAM = "dispatch911"
OUT = Path(__file__).parent
g = Gen(5702)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
WORDS = ["engine", "ladder", "medic", "rescue", "siren", "beacon", "harbor", "summit", "canyon", "falcon",
         "station", "tower", "bravo", "delta", "juniper", "granite", "ember", "cobalt", "prairie", "lighthouse"]

def phrase(): return " ".join(g.pick(WORDS) for _ in range(r.randint(3, 5)))
def wordpw(): return g.pick(WORDS).capitalize() + str(r.randint(1, 9999)) + g.pick(["!", "#", "", "@", "$"])
def pin(n=4): return "".join(str(r.randint(0, 9)) for _ in range(n))
def legacy(): return g.s(LOW, r.randint(4, 7)) + str(r.randint(1, 99))
def anypw(): return g.pick([g.human_pw, g.machine_pw, wordpw, legacy])()
def host(): return g.pick(["cad-sql01.ecc.local", "10.21.4.30", "rms-db.county.gov", "nwsdb02", "flex-db.sheriff.local", "ecc-sql-ag.pd.local"])
def ori(): return g.pick(["CA", "TX", "OH", "WA", "FL", "MN"]) + pin(7)
def unit(): return g.pick(["E", "M", "L", "BC", "R", "P", "S"]) + str(r.randint(1, 99))

def t1():
    s = g.s(B62, 32)
    return "name-context", f"# /etc/cad-rapidsos/.env\nRAPIDSOS_BASE_URL=https://api.rapidsos.com\nRAPIDSOS_CLIENT_ID={g.s(B62,32)}\nRAPIDSOS_CLIENT_SECRET={s}\nPSAP_FCC_ID={r.randint(1000,9999)}\n", [s]
def t2():
    t = g.s(B62 + "-_", 86) + ".."
    return "structural", f"GET https://gis.county.gov/arcgis/rest/services/CAD/AddressPoints/MapServer/0/query?where=ADDR_NUM%3D{r.randint(10,9999)}&outFields=*&f=json&token={t} 200 {r.randint(20,300)}ms", [t]
def t3():
    p = anypw()
    return "structural", f"<connectionStrings>\n  <add name=\"CadDb\" connectionString=\"Server={host()};Database=NWS_CAD;User Id=cadsvc;Password={p};Encrypt=True;TrustServerCertificate=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", [p]
def t4():
    p = g.pick([legacy, wordpw])().upper()
    o = ori()
    return "structural", f"# NCIC/NLETS message switch client — terminal config\n[terminal]\nori = {o}\nmnemonic = D{r.randint(10,99)}\noperator = dsp{r.randint(100,999)}\npassword = {p}\nswitch = 10.99.{r.randint(0,255)}.{r.randint(1,254)}:{g.pick(['4400','5010'])}\n", [p]
def t5():
    k = g.s(B62, 40)
    return "name-context", f"ACTIVE911_AGENCY_CODE={r.randint(10000,99999)}\nACTIVE911_API_TOKEN={k}\nALERT_FORMAT=\"CALL: {{nature}} ADDR: {{address}} UNITS: {{units}}\"\n", [k]
def t6():
    u = f"pgr{r.randint(100,999)}"; p = legacy()
    return "structural", f"$ telnet paging.county.gov 444\n220 QuickPage SNPP server ready\nLOGI {u} {p}\n250 OK\nPAGE 55501{pin(5)}\n250 Pager ID Accepted\nMESS E{r.randint(1,40)} STRUCTURE FIRE 1200 BLK MAIN ST\n250 Message OK\nSEND\n250 Message Sent Successfully", [p]
def t7():
    v = base64.b64encode(f"ecc-integration@county.gov:{anypw()}".encode()).decode()
    return "structural", f"POST https://api.everbridge.net/rest/notifications/{r.randint(10**14,10**15-1)} HTTP/1.1\nAuthorization: Basic {v}\nContent-Type: application/json\n\n{{\"broadcastContacts\":{{\"groups\":[\"Fire Off-Duty Recall\"]}},\"message\":{{\"title\":\"Recall - 2nd alarm\"}}}}", [v]
def t8():
    k = g.b64(32)
    return "name-context", f"<appSettings>\n  <add key=\"C2C.PartnerAgency\" value=\"{g.pick(['NORTHCO','METRO911','VALLEYECC'])}\" />\n  <add key=\"C2C.SharedSecret\" value=\"{k}\" />\n  <add key=\"C2C.Endpoint\" value=\"https://c2c.metro911.org/eido/v1/incidents\" />\n</appSettings>", [k]
def t9():
    t = g.b64url(40)
    return "structural", f"import requests\nresp = requests.get(\n    'https://api.mark43.com/rms/api/reports/{r.randint(10**6,10**7-1)}',\n    headers={{'Authorization': 'Bearer {t}', 'Accept': 'application/json'}},\n)\nprint(resp.status_code)\n", [t]
def t10():
    p = anypw()
    return "structural", f"$ mosquitto_pub -h avl-broker.ecc.local -p 8883 --cafile ca.crt -u avl-gw -P '{p}' -t 'avl/units/{unit()}' -m '{{\"lat\":{r.uniform(30,47):.5f},\"lon\":{-r.uniform(80,120):.5f},\"spd\":{r.randint(0,80)}}}'", [p]
def t11():
    p = pin(g.pick([4, 6]))
    return "name-context", g.pick([
        f"Recordatorio turno noche: el PIN de administrador de la consola de radio (MCC 7500) es {p}. No lo escriban en la pizarra.",
        f"Rappel salle CTA-CODIS : le code d'accès supervision du poste radio est {p}, à changer après la visite du SDIS.",
        f"Hinweis Leitstelle: Admin-PIN für den Funktisch ist {p} — bitte nicht ins Schichtbuch schreiben.",
        f"Melding meldkamer: de beheerders-pincode van de portofoonconsole is nu {p}.",
        f"Promemoria centrale 112: il PIN supervisore della console radio è {p}.",
        f"Night shift reminder: Zetron console admin PIN is {p}. Do not tape it to the monitor again."]), [p]
def t12():
    p = anypw()
    return "name-context", f"Ticket INC{r.randint(100000,999999)} — Station {r.randint(1,40)} alerting controller offline\nTech note: re-flashed the Phoenix G2 station controller, web UI admin password set to {p} (same as station {r.randint(1,40)}). Tone test passed.", [p]
def t13():
    blk, line = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"$ sudo cat /etc/bcf/tls/esinet-bcf.key\n{blk}\n", [line]
def t14():
    p = anypw()
    return "structural", f"PS C:\\> Invoke-Sqlcmd -ServerInstance '{host()}' -Database 'Tyler_NWS' -Username 'nwsadmin' -Password '{p}' -Query \"SELECT TOP 5 IncidentNumber, CallType FROM dbo.CADIncident ORDER BY CreateDate DESC\"", [p]
def t15():
    p = anypw()
    return "structural", f"  881  sshpass -p '{p}' ssh cadadmin@cad-app0{r.randint(1,4)}.ecc.local 'sudo systemctl restart cad-interface-ali'\n  882  tail -f /var/log/cad/ali.log\n", [p]
def t16():
    k = g.hexs(32)
    return "name-context", json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
        "tool_input": {"file_path": "/opt/cad/interfaces/pulsepoint.ini"},
        "tool_response": {"file": {"content": f"[pulsepoint]\nagency_id = {r.randint(10000,99999)}\napi_key = {k}\npush_interval = 15\nincludes = ACTIVE,RECENT\n"}}}), [k]
def t17():
    k = g.s(B62, 48)
    return "name-context", f"diff --git a/interfaces/firstdue/settings.py b/interfaces/firstdue/settings.py\n@@ -8,3 +8,4 @@\n FIRSTDUE_BASE = 'https://sizeup.firstduesizeup.com/fd-api/v1'\n+FIRSTDUE_API_KEY = '{k}'\n FIRSTDUE_SYNC_UNITS = True\n", [k]
def t18():
    p = anypw()
    return "structural", json.dumps({"cells": [{"cell_type": "markdown", "source": ["## 90th percentile call-to-dispatch, Q3"]}, {"cell_type": "code", "source": ["import pandas as pd, sqlalchemy as sa\n", f"eng = sa.create_engine('postgresql://analyst:{p}@rms-replica.county.gov:5432/rms')\n", "df = pd.read_sql('select call_received, first_dispatched from cad_calls', eng)\n"], "outputs": [], "metadata": {}, "execution_count": 2}], "nbformat": 4, "nbformat_minor": 5}), [p]
def t19():
    p = legacy().upper()
    return "name-context", f"{r.randint(10,23)}:{r.randint(10,59)}:{r.randint(10,59)} MSGSW WARN terminal D{r.randint(10,99)} ORI={ori()} login rejected (user=DSP{r.randint(100,999)} password={p} reason=EXPIRED_90_DAYS)", [p]
def t20():
    p = anypw()
    return "structural", f"com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'flexsvc'. ClientConnectionId:{g.uuid()}\n\tat com.spillman.flex.db.Pool.open(Pool.java:212)\n\tat com.spillman.flex.interfaces.AvlListener.run(AvlListener.java:77)\nCaused by: url=jdbc:sqlserver://{host()}:1433;databaseName=FLEX;user=flexsvc;password={p};encrypt=true", [p]
def t21():
    k = g.s(B62, 32)
    return "name-context", "{\n  \"ePCR\": {\n    \"Vendor\": \"ImageTrend\",\n    \"ServiceUrl\": \"https://county.imagetrendelite.com/api\",\n    \"ApiKey\": \"" + k + "\",\n    \"PushOnUnitClear\": true\n  }\n}", [k]
def t22():
    lab, tok, mark = g.self_identifying()
    return "self-identifying", f"Run printenv (pipeline cad-cloud-deploy #{r.randint(100,9999)})\nCAD_TENANT=county-ecc\n{lab.upper()}_TOKEN={tok}\nTZ=America/Chicago\n", [mark]
def t23():
    a = g.aws_akid(); s = g.aws_secret()
    return "self-identifying", f"$ cat ~/.aws/credentials\n[rms-archive]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = us-gov-west-1\n", [a, s]
def t24():
    p = anypw()
    return "structural", f"import smtplib\n# email-to-pager gateway for volunteer FD\ns = smtplib.SMTP('smtp.county.gov', 587)\ns.starttls()\ns.login('cad-pager@county.gov', '{p}')\ns.sendmail('cad-pager@county.gov', ['55501{pin(5)}@vtext.example'], body)\n", [p]
def t25():
    k = g.uuid()
    return "name-context", f"smart911:\n  psap_id: {r.randint(1000,9999)}\n  rave_api_key: {k}\n  profile_lookup_on_ani: true\n", [k]
def t26():
    k = g.google_api()
    return "self-identifying", f"<!-- MDT map config (unit laptops) -->\n<MapSettings>\n  <Provider>google</Provider>\n  <ApiKey>{k}</ApiKey>\n  <DefaultZoom>15</DefaultZoom>\n</MapSettings>", [k]
def t27():
    p = pin(4)
    return "name-context", f"Pager fleet: Unication G5 programming password is {p} for all volunteer pagers — programming cable in the radio shop drawer.", [p]
def t28():
    p = wordpw()
    return "structural", f"Station kiosk bookmark: https://iamresponding.com/v3/Pages/memberlogin.aspx?agency=Station{r.randint(1,60)}&user=kiosk&password={p}", [p]
def t29():
    k = g.hexs(32)
    return "name-context", f"; AVL relay (TAIP over TCP) — /opt/avl/relay.ini\n[upstream]\nhost=avl.ecc.local\nport=21000\nauth_token={k}\n[units]\nmap_file=units.csv\n", [k]
def t30():
    s = g.s(B62 + "-_", 44)
    return "name-context", f"package eido\n\nvar partnerCfg = oauth2.Config{{\n\tClientID:     \"metro911-c2c\",\n\tClientSecret: \"{s}\",\n\tEndpoint:     oauth2.Endpoint{{TokenURL: \"https://idp.valleyecc.org/oauth2/token\"}},\n}}\n", [s]
def t31():
    j = g.jwt(sub=f"unit-{unit()}")
    return "self-identifying", f"> GET /mobile/api/v2/incidents/assigned HTTP/1.1\n> Host: mcad.county.gov\n> Authorization: Bearer {j}\n< HTTP/1.1 200 OK\n< Content-Type: application/json", [j]
def t32():
    p = anypw()
    return "name-context", f"# /etc/ldap.conf on rms-web01\nbase dc=pd,dc=local\nuri ldaps://dc01.pd.local\nbinddn cn=svc_rms,ou=Service,dc=pd,dc=local\nbindpw {p}\n", [p]
def t33():
    p = g.pick([wordpw, legacy])()
    return "name-context", f"reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v AutoAdminLogon /t REG_SZ /d 1 /f\nreg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultUserName /t REG_SZ /d POS{r.randint(1,30)} /f\nreg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d {p} /f", [p]
def t34():
    p = anypw()
    return "structural", f"[FLEX_RMS]\nDriver=ODBC Driver 18 for SQL Server\nServer={host()}\nDatabase=FLEXRMS\nUID=rpt_reader\nPWD={p}\n", [p]
def t35():
    p = legacy()
    return "name-context", f"# ali_feed.conf (Vesta ALI spill to CAD)\nmode = serial-over-ip\nali_host = 10.30.{r.randint(0,255)}.{r.randint(1,254)}\nftp_user = aliftp\nftp_password = {p}\nposition_range = 1-{r.randint(8,24)}\n", [p]
def t36():
    p = phrase()
    return "name-context", f"Subject: CJIS audit export\n\nThe quarterly audit export is GPG-encrypted as usual. Passphrase for the export key: {p}\nCall me before opening it — Terminal Agency Coordinator", [p]
def t37():
    p = anypw()
    return "name-context", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: cad-alerting\n  namespace: ecc\ntype: Opaque\nstringData:\n  station-alerting-password: \"{p}\"\n", [p]
def t38():
    p = anypw()
    return "structural", f"; pjsip.conf — admin line to the ESInet\n[psap-admin]\ntype=auth\nauth_type=userpass\nusername=psap{r.randint(100,999)}\npassword={p}\n", [p]
def t39():
    k = g.b64(32)
    return "name-context", f"2026-11-{r.randint(10,30)} 03:{r.randint(10,59)}:00 INFO  RapidSOS webhook registered callback=https://cad.county.gov/hooks/rapidsos signing_secret={k}", [k]
def t40():
    p = anypw(); u = f"disp{r.randint(10,99)}"
    return "structural", f"Hexagon I/CAD client login script\n  icad-cli login --server icad-app01 --user {u} --password '{p}' --position {r.randint(1,20)}\n", [p]
def t41():
    t = g.s(HEX, 32).upper()
    return "name-context", f"Carbyne APEX integration\nCARBYNE_TENANT=county-911\nCARBYNE_API_SECRET={t}\nLIVE_VIDEO_ENABLED=true\n", [t]
def t42():
    p = anypw()
    return "structural", f"mysql://cadlog:{p}@10.21.{r.randint(0,255)}.{r.randint(1,254)}:3306/radio_logs  # Eventide NexLog recorder DB, used by QA dashboard", [p]
T = [v for k, v in sorted(globals().items(), key=lambda kv: int(kv[0][1:]) if kv[0][1:].isdigit() else 0) if k.startswith("t") and k[1:].isdigit()]

def c1(): return f"INCIDENT {r.randint(2025,2026)}-{r.randint(10**6,10**7-1)} {g.pick(['STRUCTURE FIRE','CHEST PAIN','MVA W/ INJ','ALARM COMMERCIAL'])} {r.randint(100,9999)} {g.pick(['MAIN ST','OAK AVE','RT 9','ELM RD'])} units {unit()},{unit()} disp {r.randint(10,23)}:{r.randint(10,59)}"
def c2(): return f"ALI: ANI (555) 01{pin(2)}-{pin(4)} CLS WPH2 ESN {r.randint(100,999)} LAT +{r.uniform(30,47):.6f} LON -{r.uniform(80,120):.6f} UNC {r.randint(3,300)}m COS {g.pick(['WPH2','VOIP','RESD'])}"
def c3(): return f"$GPRMC,{r.randint(100000,235959)}.00,A,{r.randint(3000,4700)}.{pin(4)},N,0{r.randint(8000,12000)}.{pin(4)},W,{r.randint(0,60)}.{r.randint(0,9)},{r.randint(0,359)}.0,0{r.randint(10000,99999)},,,A*{g.hexs(2).upper()}"
def c4(): return f"P25 talkgroup {r.randint(1000,65000)} ({g.pick(['FIRE DISP','PD MAIN','EMS OPS 2'])}) radio ID {r.randint(1000000,9999999)} emergency button ack by POS{r.randint(1,20)}"
def c5(): return f"# .env.example\nRAPIDSOS_CLIENT_ID=<client id>\nRAPIDSOS_CLIENT_SECRET=<client secret>\nCAD_DB_PASSWORD=changeme\nARCGIS_TOKEN=\n# generated from template {g.hexs(8)}"
def c6(): return json.dumps({"eidoVersion": "1.0", "incidentComponent": {"incidentTrackingIdentifier": "urn:emergency:uid:incidentid:" + g.hexs(16) + ":county.gov", "lastUpdateTimeStamp": f"2026-11-{r.randint(10,30)}T0{r.randint(0,9)}:00:00Z"}, "callComponent": [{"callIdentifier": "urn:emergency:uid:callid:" + g.hexs(16) + ":bcf.esinet.example"}]})
def c7(): return f"INVITE sip:urn:service:sos@esrp.esinet.example SIP/2.0\nCall-Info: <urn:emergency:uid:callid:{g.hexs(20)}:bcf1.example>;purpose=emergency-CallId\nGeolocation: <cid:{g.hexs(12)}@lis.example>\nCall-ID: {g.hexs(32)}@10.1.{r.randint(0,255)}.{r.randint(1,254)}"
def c8(): return f"ProQA determinant {r.randint(1,33)}-{g.pick('ABCDE')}-{r.randint(1,9)} assigned, response plan {g.pick(['ALS HOT','BLS COLD','ENGINE+MEDIC'])}, case {r.randint(10**6,10**7-1)}"
def c9(): return f"env:\n  CAD_DB_PASSWORD: ${{{{ secrets.CAD_DB_PASSWORD }}}}\n  ARCGIS_TOKEN: ${{{{ secrets.ARCGIS_TOKEN }}}}\n  BUILD: {r.randint(1,9999)}"
def c10(): return f"CJIS Security Policy 5.6 reminder: passwords for terminal operators need at least 8 characters, may not be a dictionary word, expire every 90 days and cannot repeat the last 10. Advanced authentication is required off the secure location. (training slide {r.randint(1,80)})"
def c11(): return f"commit {g.sha1()}\n\n    ali-interface: handle Class of Service VOIP with missing ESN (ticket {r.randint(1000,9999)})"
def c12(): return f"<alert xmlns=\"urn:oasis:names:tc:emergency:cap:1.2\"><identifier>{g.uuid()}</identifier><sender>ecc@county.gov</sender><sent>2026-11-{r.randint(10,30)}T12:00:00-06:00</sent><status>Actual</status><msgType>Alert</msgType><scope>Public</scope></alert>"
def c13(): return f"https://gis.county.gov/arcgis/rest/services/CAD/Streets/MapServer?f=pjson  # public layer, no token needed (layer {r.randint(0,30)})"
def c14(): return f"Unit {unit()} status: {g.pick(['AVAILABLE','ENROUTE','ON SCENE','TRANSPORTING','AT HOSPITAL'])} at {r.randint(10,23)}:{r.randint(10,59)}:{r.randint(10,59)} by MDT {g.hexs(8).upper()}"
def c15(): return f"NCIC QW response header: MKE/QW ORI/{g.pick(['CA','TX','OH'])}0{pin(6)} NAM/DOE, JOHN DOB/19{r.randint(50,99)}0101 — NO RECORD (ref {g.hexs(10).upper()})"
def c16(): return f"RapidSOS webhook X-RapidSOS-Signature: sha256={g.hexs(64)}\n{{\"event\":\"location.update\",\"caller_id\":\"+1555{pin(7)}\",\"uncertainty_radius\":{r.randint(5,100)}}}"
def c17(): return f"Paging: \"{unit()} {unit()} RESPOND {g.pick(['GRASS FIRE','LIFT ASSIST','CO ALARM'])} {r.randint(10,999)} {g.pick(['CEDAR LN','HWY 12','PINE ST'])} INC#{r.randint(10**5,10**6-1)} TAC {r.randint(1,8)}\""
def c18(): return f"{g.sha256()}  FlexMobile-{r.randint(2020,2026)}.{r.randint(1,4)}.msi"
def c19(): return f"-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(36)}\n-----END CERTIFICATE-----"
def c20(): return f"CAD audit: user dsp{r.randint(100,999)} logged in at POS{r.randint(1,20)} (2FA ok, token serial {pin(8)}) session {g.uuid()}"
def c21(): return f"Shift chat: who has the new Zetron admin PIN? — It's in the supervisor binder / Keeper vault, not here. (msg {r.randint(1000,9999)})"
def c22(): return f"<nc:IdentificationID>{r.randint(10**8,10**9-1)}</nc:IdentificationID> <j:OrganizationORIIdentification><nc:IdentificationID>{g.pick(['MN','WA'])}0{pin(6)}</nc:IdentificationID></j:OrganizationORIIdentification>"
def c23(): return f"HELD locationResponse: <gml:pos>{r.uniform(30,47):.6f} -{r.uniform(80,120):.6f}</gml:pos> method=GPS provided-by {g.uuid()}"
def c24(): return f"Password reset for dispatcher dsp{r.randint(100,999)} completed by TAC; temporary password delivered in person (not logged). Ref {g.hexs(12)}"
def c25(): return f"\"integrity\": \"sha512-{g.b64(64)}\"  // @arcgis/core {r.randint(4,4)}.{r.randint(20,31)}.{r.randint(0,9)}"
def c26(): return f"connectionString=\"Server=cad-sql0{r.randint(1,9)};Database=NWS_CAD;Integrated Security=SSPI;Encrypt=True\"  # uses the gMSA, no password (change {g.pick(['CHG','RFC'])}{r.randint(1000,99999)})"
def c27(): return f"Station alerting tone set {r.randint(1,40)}: A={r.randint(300,1500)}.{r.randint(0,9)}Hz B={r.randint(300,1500)}.{r.randint(0,9)}Hz (Motorola Quick Call II)"
def c28(): return f"mcad refresh token rotated for unit {unit()} (kid {g.hexs(8)}, expires in 12h) — value redacted in logs by design"
def c29(): return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{g.b64(60)} ops@ecc-jump{r.randint(1,3)}"
def c30(): return f"Call-to-dispatch p90 Q{r.randint(1,4)}: {r.randint(40,120)}s (n={r.randint(1000,30000)}), answer p90: {r.randint(8,20)}s; NENA target 15s/20s"
CT = [v for k, v in sorted(globals().items(), key=lambda kv: int(kv[0][1:]) if kv[0][1:].isdigit() else 0) if k.startswith("c") and k[1:].isdigit()]
def write(family, secrets, clean):
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{family}-{i}", "family": family, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{family}-c{i}", "family": family, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    sec = [T[i % len(T)]() for i in range(250)]
    cln = [CT[i % len(CT)]() for i in range(100)]
    write(FAM, sec, cln)
