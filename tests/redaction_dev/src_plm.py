"""Blind redaction source "plm": CAD, PLM and engineering data (Onshape, Autodesk APS/Fusion/Vault, PTC Windchill,
Siemens Teamcenter, SolidWorks PDM, Aras, Arena, license servers). Written by the helper corpora18, round 46.
Every value is random and made up. Run: python3 src_plm.py"""
import json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAMILY = "plm"
g = Gen(46001)
r = g.r
LOW = string.ascii_lowercase
WORDS = ["bracket", "flange", "gearbox", "spindle", "rivet", "gusset", "chamfer", "fillet", "torque", "washer",
         "piston", "bearing", "sprocket", "hinge", "casting", "lathe", "anvil", "kestrel", "harbor", "maple"]

def passphrase(): return "-".join(r.sample(WORDS, r.randint(3, 4))) + str(r.randint(1, 99))
def wordpw(): return g.pick(["Creo", "Wind", "Vault", "Catia", "Nx", "Teamc", "Pdm", "Fusion", "Inventor", "Spring"]) + g.pick(["2019", "2021", "2023", "2024", "!", "#1", "99"]) + g.pick(["", "!", "$", "xx"]) + str(r.randint(0, 9))
def short(): return g.s(LOW + string.digits, r.randint(5, 7))
def pin(): return str(r.randint(1000, 999999))
def anypw(): return g.pick([g.pw, passphrase, wordpw, short, g.machine_pw])()
def host(): return g.pick(["plm", "wc", "tc", "vault", "pdm", "lic", "cad", "aras", "fms"]) + g.pick(["01", "02", "-prd", "-qa", "srv"]) + "." + g.pick(["corp.local", "acme-eng.net", "eng.example.com", "werk.intern", "plant3.lan"])
def user(): return g.pick(["wcadmin", "plmsvc", "svc_vault", "infodba", "pdmadmin", "dcproxy", "jdoe", "m.keller", "tcadmin", "creo_batch", "archive_svc", "arasadmin"])
def b64basic(u, p):
    import base64
    return base64.b64encode(f"{u}:{p}".encode()).decode()
def onshape_access(): return g.s(B62, 24)
def onshape_secret(): return g.s(B62, 48)
def aps_id(): return g.s(B62, 32)
def aps_secret(): return g.s(B62, 16)
def hostid(): return g.hexs(12)

S = []
def t(f): S.append(f); return f

# ---------------- Onshape
@t
def _(): a, s = onshape_access(), onshape_secret(); return ("name-context", f"# ~/.onshape_client_config.yaml\ndefault_stack: prod\nprod:\n  base_url: https://cad.onshape.com\n  access_key: {a}\n  secret_key: {s}\n", [a, s])
@t
def _(): a, s = onshape_access(), onshape_secret(); return ("name-context", f"ONSHAPE_API=https://cad.onshape.com\nONSHAPE_ACCESS_KEY={a}\nONSHAPE_SECRET_KEY={s}\nDOC_ID={g.hexs(24)}\nWORKSPACE_ID={g.hexs(24)}\n", [a, s])
@t
def _():
    a, s = onshape_access(), onshape_secret(); b = b64basic(a, s)
    return ("structural", f"$ curl -s -H 'Accept: application/json;charset=UTF-8; qs=0.09' -H 'Authorization: Basic {b}' https://cad.onshape.com/api/v6/documents?q=gearbox\n{{\"items\":[{{\"id\":\"{g.hexs(24)}\",\"name\":\"Gearbox v3\"}}]}}", [b])
@t
def _():
    s = onshape_secret()
    return ("name-context", f"from onshape_client.client import Client\nclient = Client(configuration={{\n    \"base_url\": \"https://cad.onshape.com\",\n    \"access_key\": \"{onshape_access()}\",\n    \"secret_key\": \"{s}\",\n}})\n", [s])
@t
def _():
    tok = g.s(URLSAFE, 40)
    return ("structural", f"POST /api/v6/webhooks HTTP/1.1\nHost: cad.onshape.com\nAuthorization: Bearer {tok}\nContent-Type: application/json\n\n{{\"events\":[\"onshape.model.lifecycle.changed\"],\"url\":\"https://hooks.acme-eng.net/onshape\",\"options\":{{\"collapseEvents\":false}}}}", [tok])
@t
def _():
    sec = g.s(B62, 32); ss = "keyboard-" + g.s(LOW, 6) + str(r.randint(10, 99))
    return ("name-context", f"// Onshape app store integration - server/config.js\nmodule.exports = {{\n  oauthClientId: '{g.s(UPPER + string.digits, 26)}=',\n  oauthClientSecret: '{sec}',\n  oauthCallbackUrl: 'https://bom-sync.acme-eng.net/oauthRedirect',\n  sessionSecret: '{ss}',\n}};\n", [sec, ss])
# ---------------- Autodesk APS / Fusion / Vault
@t
def _(): i, s = aps_id(), aps_secret(); return ("name-context", f"APS_CLIENT_ID={i}\nAPS_CLIENT_SECRET={s}\nAPS_BUCKET=acme-fusion-derivatives\nAPS_CALLBACK_URL=http://localhost:8080/api/auth/callback\n", [s])
@t
def _():
    i, s = aps_id(), aps_secret()
    return ("structural", f"$ curl -X POST 'https://developer.api.autodesk.com/authentication/v2/token' -H 'Content-Type: application/x-www-form-urlencoded' -d 'grant_type=client_credentials&client_id={i}&client_secret={s}&scope=data:read bucket:read'", [s])
@t
def _():
    i, s = aps_id(), aps_secret(); b = b64basic(i, s)
    return ("structural", f"[2026-11-28 09:14:02] DEBUG forge.auth request POST /authentication/v2/token\n  headers={{'Authorization': 'Basic {b}', 'Content-Type': 'application/x-www-form-urlencoded'}}\n  body=grant_type=client_credentials&scope=data%3Aread\n[2026-11-28 09:14:02] DEBUG forge.auth 200 expires_in=3599", [b])
@t
def _():
    tok = "eyJhbGciOiJSUzI1NiIsImtpZCI6I" + g.s(URLSAFE, 60) + "." + g.s(URLSAFE, 180) + "." + g.s(URLSAFE, 86)
    return ("structural", f"GET https://developer.api.autodesk.com/project/v1/hubs HTTP/1.1\nAuthorization: Bearer {tok}\nx-user-id: {g.s(UPPER + string.digits, 12)}\n\nHTTP/1.1 200 OK", [tok])
@t
def _():
    p = anypw()
    return ("name-context", f"<!-- Vault Job Processor: JobProcessor.exe.config -->\n<appSettings>\n  <add key=\"VaultServer\" value=\"{host()}\" />\n  <add key=\"VaultName\" value=\"Engineering\" />\n  <add key=\"VaultUser\" value=\"jobproc\" />\n  <add key=\"VaultPassword\" value=\"{p}\" />\n</appSettings>", [p])
@t
def _():
    p = anypw()
    return ("structural", f"using Autodesk.DataManagement.Client.Framework.Vault.Forms;\nvar results = Library.ConnectionManager.LogIn(\"{host()}\", \"Vault\", \"{user()}\", \"{p}\", AuthenticationFlags.Standard, null);\nif (!results.Success) throw new Exception(\"Vault login failed\");", [p])
@t
def _():
    p = anypw()
    return ("structural", f"PS C:\\Tools> .\\VaultBCP.exe export /server:{host()} /vault:Vault /user:Administrator /password:{p} /out:D:\\bcp\\2026-11\n[INFO] Exporting 48211 files ...", [p])
@t
def _():
    p = anypw()
    return ("structural", f"ADMS Console Log 2026-11-30 02:00:00\nBackup started by scheduled task: \"C:\\Program Files\\Autodesk\\ADMS Professional 2025\\ADMS Console\\Connectivity.ADMSConsole.exe\" -Obackup -B\"\\\\nas01\\vaultbak\" -VUadministrator -VP{p} -S\nBackup completed successfully.", [p])
@t
def _():
    p = anypw()
    return ("structural", f"Server=tcp:{host()}\\AUTODESKVAULT;Database=KnowledgeVaultMaster;User Id=sa;Password={p};TrustServerCertificate=True", [p])
@t
def _():
    s = aps_secret()
    return ("name-context", f"# fusion add-in settings.json committed by mistake\n{{\n  \"aps\": {{\"clientId\": \"{aps_id()}\", \"clientSecret\": \"{s}\"}},\n  \"units\": \"mm\",\n  \"exportFormats\": [\"step\", \"f3d\"]\n}}", [s])
# ---------------- PTC Windchill
@t
def _():
    p = anypw()
    return ("name-context", f"# <WT_HOME>/db/db.properties\nwt.pom.dbUser=wcadmin\nwt.pom.dbPassword={p}\nwt.pom.jdbc.service=WIND\nwt.pom.jdbc.host={host()}\nwt.pom.jdbc.port=1521\n", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"<Property name=\"ie.ldap.serverHostName\" overridable=\"true\" targetFile=\"codebase/WEB-INF/ieStructProperties.txt\" value=\"{host()}\"/>\n<Property name=\"ie.ldap.managerPw\" overridable=\"true\" targetFile=\"codebase/WEB-INF/ieStructProperties.txt\" value=\"{p}\"/>", [p])
@t
def _():
    p = anypw()
    return ("structural", f"[wcadmin@wc01 ~]$ xconfmanager -s wt.ldap.password={p} -t codebase/wt.properties -p\nUpdating codebase/wt.properties ... done", [p])
@t
def _():
    u, p = user(), anypw(); b = b64basic(u, p)
    return ("structural", f"$ curl -k -H 'Authorization: Basic {b}' -H 'CSRF_NONCE: {g.b64(32)}' 'https://{host()}/Windchill/servlet/odata/ProdMgmt/Parts?$filter=Number eq '\\''0000123456'\\'''", [b])
@t
def _():
    u, p = user(), anypw()
    return ("structural", f"windchill wt.load.LoadFromFile -d /opt/ptc/loadfiles/parts.xml -u {u} -p {p} -CONT_PATH \"/wt.inf.container.OrgContainer=Acme/wt.pdmlink.PDMLinkProduct=Drive\"", [p])
@t
def _():
    u, p = user(), anypw()
    return ("structural", f"ThingWorx Navigate / WindchillConnector config\nConnection URL: https://{u}:{p}@{host()}/Windchill\nRetry: 3", [p])
@t
def _():
    k = g.uuid()
    return ("name-context", f"GET /Thingworx/Things/PTC.WCAdapter/Services/GetParts HTTP/1.1\nHost: twx.acme-eng.net\nappKey: {k}\nAccept: application/json", [k])
# ---------------- Siemens Teamcenter
@t
def _():
    p = anypw()
    return ("structural", f"C:\\Siemens\\Teamcenter14\\bin> plmxml_import -u=infodba -p={p} -g=dba -xml_file=D:\\migr\\bom_0042.xml -import_mode=overwrite\nLogin successful.", [p])
@t
def _():
    p = anypw()
    return ("structural", f"$ dsa_util -u=tcadmin -p={p} -g=dba -f=update_dataset_list -input=/tmp/ds.txt\n(ERROR) TC_LOGIN: Password expired for user tcadmin", [p])
@t
def _():
    p = anypw()
    return ("structural", f"Connection connection = new Connection(\"http://{host()}:7001/tc\", new CredentialManager(), \"REST\", \"HTTP\");\nSessionService.getService(connection).login(\"{user()}\", \"{p}\", \"dba\", \"\", \"\", \"SoaAppX\");", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"# fms_master config.xml excerpt / TcServer env\nTC_DB_CONNECT=oracle:infodba:{p}@TC14PRD\nTC_ROOT=/opt/siemens/tc14\nTC_DATA=/opt/siemens/tcdata\n", [p])
@t
def _():
    p = anypw()
    return ("structural", f"jdbc:oracle:thin:infodba/{p}@//{host()}:1521/TC14PRD", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"# Active Workspace gateway: /opt/siemens/aw/microservices/.env\nAWG_ADMIN_USER=awadmin\nAWG_ADMIN_PASSWORD={p}\nSOLR_URL=http://{host()}:8983/solr\n", [p])
@t
def _():
    p = anypw()
    return ("structural", f"Ticket #TC-4471: Dispatcher translations stuck.\nLog from DispatcherClient:\n  2026-11-29 13:44:10 INFO Logging into Teamcenter as dcproxy/{p} group=dba role=DBA\n  2026-11-29 13:44:12 ERROR SOA login failed: 515143", [p])
# ---------------- SolidWorks PDM
@t
def _():
    p = anypw()
    return ("structural", f"IEdmVault5 vault = new EdmVault5();\nvault.Login(\"{user()}\", \"{p}\", \"ENG_VAULT\");\nif (!vault.IsLoggedIn) {{ MessageBox.Show(\"PDM login failed\"); }}", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"; Archive server settings export (SOLIDWORKS PDM 2024)\n[Archive Server]\nSQLServer={host()}\\SWPDM\nSQLUser=sa\nSQLPassword={p}\nAdminUser=Admin\n", [p])
@t
def _():
    p = anypw()
    return ("structural", f"Set vault = CreateObject(\"ConisioLib.EdmVault\")\nvault.Login \"{user()}\", \"{p}\", \"ProductData\"\nSet folder = vault.GetFolderFromPath(\"C:\\\\ProductData\\\\Released\")", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"## Ticket PDM-812 (DE)\nHallo Team, der Archivserver-Admin heißt ArchiveAdmin, Passwort: {p} — bitte nach dem Umzug des SQL-Servers im Archive Server Configuration Tool neu eintragen. Gruß, Markus", [p])
# ---------------- Aras, Arena, OpenBOM, Propel
@t
def _():
    p = anypw(); import hashlib
    h = hashlib.md5(p.encode()).hexdigest()
    return ("name-context", f"Innovator inn = IomFactory.CreateHttpServerConnection(\"http://{host()}/InnovatorServer\", \"InnovatorSolutions\", \"admin\", \"{h}\").Login();\n// password is passed pre-hashed (md5) as the API expects", [h])
@t
def _():
    p = anypw(); sid = g.s(URLSAFE, 32)
    return ("structural", f"$ curl -X POST https://api.arenasolutions.com/v1/login -H 'Content-Type: application/json' -d '{{\"email\":\"plm-integration@acme-eng.net\",\"password\":\"{p}\",\"workspaceId\":{r.randint(10**8, 10**9)}}}'\n{{\"arenaSessionId\":\"{sid}\",\"workspaceName\":\"Acme Engineering\"}}", [p, sid])
@t
def _():
    sid = g.s(URLSAFE, 32)
    return ("name-context", f"GET /v1/items?number=PN-{r.randint(1000,9999)} HTTP/1.1\nHost: api.arenasolutions.com\narena_session_id: {sid}\n", [sid])
@t
def _():
    k = g.s(HEX, 32)
    return ("name-context", f"OPENBOM_API_URL=https://developer-api.openbom.com\nOPENBOM_APP_KEY={k}\nOPENBOM_USERNAME=bom-bot@acme-eng.net\n", [k])
@t
def _():
    p = anypw(); st = g.s(B62, 25)
    return ("structural", f"propel:\n  instance_url: https://acme.my.salesforce.com\n  username: propel.integration@acme-eng.net\n  password: {p}\n  security_token: {st}\n", [p, st])
@t
def _():
    p = anypw()
    return ("structural", f"[aras]\nurl = http://{host()}/InnovatorServer\ndatabase = InnovatorSolutions\nuser = root\npassword = {p}\n", [p])
# ---------------- license servers
@t
def _():
    p = anypw()
    return ("structural", f"C:\\> DSLicSrv.exe -adminUI\n> connect {host()} 4084\nPassword: {p}\nConnected to DS License Server {host()}:4084 (version 6.424)", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"# rlm.opt / RLM web admin\n# admin user created during install\nRLM_ADMIN_USER=admin\nRLM_ADMIN_PASS={p}\nRLM_LICENSE=5053@{host()}\n", [p])
@t
def _():
    p = anypw()
    return ("structural", f"$ lmutil lmremove -c 27000@{host()} MECH-ADV jdoe ws-0142 ws-0142\n$ sshpass -p '{p}' ssh flexadmin@{host()} 'lmutil lmstat -a -c 27000@localhost | head'", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"<!-- Sentinel RMS / LM-X admin config -->\n<LicenseServerConfig>\n  <Port>6200</Port>\n  <RemoteAccess enabled=\"true\">\n    <User>lmxadmin</User>\n    <Password>{p}</Password>\n  </RemoteAccess>\n</LicenseServerConfig>", [p])
@t
def _():
    k = "-".join(g.s(UPPER + string.digits, 5) for _ in range(5))
    return ("name-context", f"Autodesk ticket: network license file request\nSerial 4{r.randint(10,99)}-{r.randint(10**7,10**8-1)}, product key 797Q1\nSubscription activation code: {k}\n(please do not paste into Slack again)", [k])
# ---------------- generic: tokens in engineering pipelines
@t
def _():
    name, tok, mark = g.self_identifying()
    return ("self-identifying", f"# .github/workflows/export-step.yml (Onshape -> STEP nightly)\nenv:\n  EXPORT_BUCKET: s3://acme-cad-exports\n  NOTIFY_TOKEN: {tok}\nsteps:\n  - run: python tools/onshape_export.py --format STEP\n", [mark])
@t
def _():
    name, tok, mark = g.self_identifying()
    return ("self-identifying", f"{{\"session_id\":\"{g.uuid()}\",\"hook_event_name\":\"PostToolUse\",\"tool_name\":\"Bash\",\"tool_input\":{{\"command\":\"cat tools/cad_sync/.env\"}},\"tool_response\":{{\"stdout\":\"WINDCHILL_URL=https://wc01.acme-eng.net/Windchill\\nUPLOAD_KEY={tok}\\n\",\"exit_code\":0}}}}", [mark])
@t
def _():
    pem, line = g.pem()
    return ("self-identifying", f"$ cat /opt/siemens/tccs/conf/ssl/tccs_client.key\n{pem}", [line])
@t
def _():
    pem, line = g.pem("PRIVATE KEY")
    sa = json.dumps({"type": "service_account", "project_id": "acme-cad-render", "private_key_id": g.hexs(40), "private_key": pem + "\n", "client_email": "renderer@acme-cad-render.iam.gserviceaccount.com"}, indent=2)
    return ("self-identifying", f"Read(render-farm/keys/sa.json)\n{sa}", [line])
@t
def _():
    a, s = g.aws_akid(), g.aws_secret()
    return ("self-identifying", f"# Vault replication to S3 (Autodesk Vault file store offsite copy)\n[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-central-1\n", [a, s])
@t
def _():
    p = anypw()
    return ("name-context", f"diff --git a/deploy/windchill/site.xconf b/deploy/windchill/site.xconf\n@@ -41,3 +41,4 @@\n   <Property name=\"wt.rmi.server.hostname\" overridable=\"true\" targetFile=\"codebase/wt.properties\" value=\"{host()}\"/>\n+  <Property name=\"wt.admin.defaultAdministratorPassword\" overridable=\"true\" targetFile=\"codebase/wt.properties\" value=\"{p}\"/>", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"{{\n \"cells\": [{{\"cell_type\": \"code\", \"source\": [\"import requests\\n\", \"TC_USER = 'tcadmin'\\n\", \"TC_PASSWORD = '{p}'\\n\", \"s = requests.Session()\\n\", \"s.post(TC_URL + '/tc/JsonRestServices/Core-2011-06-Session/login', json=payload)\"]}}],\n \"metadata\": {{\"kernelspec\": {{\"name\": \"python3\"}}}}\n}}", [p])
@t
def _():
    p = anypw()
    return ("structural", f"Traceback (most recent call last):\n  File \"sync_bom.py\", line 88, in <module>\n    conn = pyodbc.connect('DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={host()};DATABASE=ENG_VAULT;UID=pdm_read;PWD={p}')\npyodbc.InterfaceError: ('28000', \"Login failed for user 'pdm_read'. (18456)\")", [p])
@t
def _():
    p = anypw()
    return ("structural", f"postgresql://openplm:{p}@{host()}:5432/openplm", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"[ES] Ticket CAD-219: No puedo entrar al servidor de licencias de CATIA. Usuario: dsls_admin, contraseña: {p}. ¿Alguien la cambió el viernes?", [p])
@t
def _():
    p = anypw()
    return ("name-context", f"[FR] Salut, pour le coffre SolidWorks PDM de l'usine de Lyon : compte admin `Admin`, mot de passe `{p}`. Je le remets dans le Bitwarden demain.", [p])
@t
def _():
    p = pin()
    return ("name-context", f"Plotter room HP DesignJet T1700 (queue from Vault Job Processor): the device admin PIN is {p} — needed to release held plot jobs.", [p])
@t
def _():
    k = g.b64(32)
    return ("name-context", f"# OpenPLM / Django settings_local.py\nDEBUG = False\nSECRET_KEY = '{k}'\nALLOWED_HOSTS = ['plm.acme-eng.net']\n", [k])
@t
def _():
    p = anypw()
    return ("structural", f"net use Z: \\\\{host()}\\CADVault /user:ACME\\{user()} {p} /persistent:yes\nThe command completed successfully.", [p])
@t
def _():
    u, p = user(), anypw()
    return ("structural", f"ftp://{u}:{p}@{host()}/outgoing/supplier_drawings/", [p])
@t
def _():
    s = g.s(B62, 40)
    return ("name-context", f"# Teamcenter X / Share: webhook from supplier collaboration\nTCX_WEBHOOK_SIGNING_SECRET={s}\nTCX_TENANT=acme-eng\n", [s])
@t
def _():
    j = g.jwt()
    return ("self-identifying", f"2026-12-01T07:02:33Z INFO  bom-bridge  calling PLM gateway with bearer {j} for ECO-{r.randint(10000,99999)}", [j])

SECRETS = []
i = 0
while len(SECRETS) < 250:
    cls, text, vals = S[i % len(S)]()
    vals = [v for v in vals if v]
    SECRETS.append((cls, text, vals)); i += 1

# ---------------- clean
C = []
def c(f): C.append(f); return f
@c
def _(): return f"{{\"id\":\"{g.hexs(24)}\",\"name\":\"Gearbox housing\",\"owner\":{{\"id\":\"{g.hexs(24)}\"}},\"defaultWorkspace\":{{\"id\":\"{g.hexs(24)}\"}},\"href\":\"https://cad.onshape.com/api/v6/documents/{g.hexs(24)}\"}}"
@c
def _(): return f"https://cad.onshape.com/documents/{g.hexs(24)}/w/{g.hexs(24)}/e/{g.hexs(24)}"
@c
def _(): return f"ONSHAPE_ACCESS_KEY=${{ONSHAPE_ACCESS_KEY}}\nONSHAPE_SECRET_KEY=${{ONSHAPE_SECRET_KEY}}\nDOC_ID={g.hexs(24)}"
@c
def _(): return "# .env.example\nAPS_CLIENT_ID=<your APS client id>\nAPS_CLIENT_SECRET=<your APS client secret>\nAPS_BUCKET=my-bucket-" + g.s(LOW, 4)
@c
def _(): return f"{{\"bucketKey\":\"acme-fusion-{g.s(LOW,6)}\",\"objectKey\":\"gearbox_v{r.randint(1,40)}.f3d\",\"objectId\":\"urn:adsk.objects:os.object:acme-fusion/{g.s(LOW,8)}.f3d\",\"sha1\":\"{g.sha1()}\",\"size\":{r.randint(10**5,10**8)}}}"
@c
def _(): return f"urn: dXJuOmFkc2sub2JqZWN0czpvcy5vYmplY3Q6{g.b64url(24)}\nderivative status: success, progress: complete, region: US"
@c
def _(): return f"Vault file: $/Designs/Drive/{r.randint(100000,999999)}.ipt  Version {r.randint(1,30)}  Checksum {r.randint(10**9, 4*10**9)}  State: Released  Lifecycle: Engineering"
@c
def _(): return f"wt.pom.dbUser=wcadmin\nwt.pom.dbPassword=${{WC_DB_PASSWORD}}\nwt.pom.jdbc.host={host()}"
@c
def _(): return f"OR:wt.part.WTPart:{r.randint(10**8,10**9)}  Number: 0000{r.randint(100000,999999)}  Version: A.{r.randint(1,9)}  State: RELEASED  Container: Drive"
@c
def _(): return f"ECN-{r.randint(10000,99999)} approved by change board. Affected objects: {r.randint(2,30)} parts, {r.randint(1,9)} drawings. Effectivity: serial {r.randint(1000,9999)} onwards."
@c
def _(): return f"Teamcenter item {r.randint(100000,999999)}/A;1  UID {g.s(B62 + '_', 14)}  Owner: engineering (dba)  Status: TCM Released"
@c
def _(): return f"$ plmxml_import -u=infodba -pf=/secure/infodba.pwf -g=dba -xml_file=bom_{r.randint(1,999):03d}.xml\nLogin successful."
@c
def _(): return f"IEdmFile5 file = vault.GetFileFromPath(@\"C:\\ProductData\\Released\\{r.randint(10000,99999)}.sldprt\", out folder);\nConsole.WriteLine(file.ID);  // {r.randint(1000,99999)}"
@c
def _(): return f"SERVER {host()} {hostid()} 27000\nVENDOR adskflex port=2080\nUSE_SERVER\nFEATURE 87{r.randint(100,999)}ACD_2025_0F adskflex 1.000 permanent {r.randint(2,50)} VENDOR_STRING=commercial:permanent SUPERSEDE DUP_GROUP=UH ISSUED=01-Dec-2025 SN=4{r.randint(10,99)}-{r.randint(10**7,10**8-1)} SIGN=\"{' '.join(g.hexs(4).upper() for _ in range(15))}\""
@c
def _(): return f"$ lmutil lmstat -a -c 27000@{host()}\nUsers of MECH-ADV:  (Total of {r.randint(5,40)} licenses issued;  Total of {r.randint(0,5)} licenses in use)\n  jdoe ws-{r.randint(100,999)} ws-{r.randint(100,999)} (v2025.0) ({host()}/27000 {r.randint(100,999)}), start Mon 12/1 8:02"
@c
def _(): return f"PTC_D_LICENSE_FILE=7788@{host()}\nSPLM_LICENSE_SERVER=28000@{host()}\nADSKFLEX_LICENSE_FILE=@{host()}"
@c
def _(): return f"FlexNet host id for the new license VM: {hostid()} (eth0). Please send to the vendor portal."
@c
def _(): return f"-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n-----END CERTIFICATE-----\n(TCCS reverse proxy public cert, fingerprint SHA256:" + g.sha256() + ")"
@c
def _(): return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} plm-deploy@{host()}"
@c
def _(): return f"commit {g.sha1()}\nAuthor: M. Keller <m.keller@acme-eng.net>\n\n    Windchill: read wt.ldap.password from site vault instead of site.xconf"
@c
def _(): return f"\"node_modules/forge-apis\": {{\"version\": \"0.9.{r.randint(1,9)}\", \"resolved\": \"https://registry.npmjs.org/forge-apis/-/forge-apis-0.9.{r.randint(1,9)}.tgz\", \"integrity\": \"sha512-{g.b64(64)}\"}}"
@c
def _(): return f"onshape-client==1.{r.randint(0,9)}.{r.randint(0,9)} \\\n    --hash=sha256:{g.sha256()}"
@c
def _(): return f"sha256sum Creo_11.0.{r.randint(0,3)}.0_Win64.zip\n{g.sha256()}  Creo_11.0.{r.randint(0,3)}.0_Win64.zip"
@c
def _(): return f"{{\"keys\":[{{\"kty\":\"RSA\",\"kid\":\"{g.hexs(32)}\",\"use\":\"sig\",\"alg\":\"RS256\",\"n\":\"{g.b64url(256)}\",\"e\":\"AQAB\"}}]}}  # https://developer.api.autodesk.com/authentication/v2/keys"
@c
def _(): return f"Part number PN-{r.randint(10000,99999)}-{g.s(UPPER,2)} rev {g.pick('ABCDEFG')}, drawing DWG-{r.randint(1000,9999)}, material 6061-T6, mass {r.randint(10,9000)/10} g"
@c
def _(): return f"How we handle PLM passwords: every service account (wcadmin, infodba, the PDM archive user) lives in CyberArk. Never put a password in site.xconf, db.properties or a Job Processor config; use the placeholder and the vault lookup. Rotation every {r.randint(60,180)} days."
@c
def _(): return f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: windchill-db\ntype: Opaque\nstringData:\n  password: ${{WINDCHILL_DB_PASSWORD}}\n# revision {r.randint(1,99)}"
@c
def _(): return f"env:\n  APS_CLIENT_ID: ${{{{ vars.APS_CLIENT_ID }}}}\n  APS_CLIENT_SECRET: ${{{{ secrets.APS_CLIENT_SECRET }}}}\n  RUN: {r.randint(1,9999)}"
@c
def _(): return f"[2026-11-{r.randint(10,30)} 0{r.randint(1,9)}:12:44] INFO  Dispatcher task {g.uuid()} translated {r.randint(1,90)} JT files for item {r.randint(100000,999999)}/A"
@c
def _(): return f"Vault Job Queue: job {r.randint(10000,99999)} Autodesk.Vault.DWF.Create.idw  status Success  file id {r.randint(10000,999999)}  submitted by jobproc"
@c
def _(): return f"Onshape webhook delivery:\n{{\"event\":\"onshape.model.lifecycle.changed\",\"documentId\":\"{g.hexs(24)}\",\"workspaceId\":\"{g.hexs(24)}\",\"webhookId\":\"{g.hexs(24)}\",\"timestamp\":\"2026-11-{r.randint(10,30)}T10:0{r.randint(0,9)}:00Z\"}}"
@c
def _(): return f"X-Onshape-Webhook-Signature-Primary: {g.b64(32)}\n(verify with HMAC-SHA256 over the raw body using the webhook's signing secret from the vault)"
@c
def _(): return f"git log --oneline\n{g.hexs(7)} bump onshape-client\n{g.hexs(7)} fix BOM export for sheet metal\n{g.hexs(7)} move APS secrets to Key Vault"
@c
def _(): return f"UUID of the Vault: {g.uuid()}\nKnowledge Vault Master database: KnowledgeVaultMaster\nSQL instance: AUTODESKVAULT"
@c
def _(): return f"config.yaml\ntc_url: http://{host()}:7001/tc\ntc_user: ${{TC_USER}}\ntc_password_file: /run/secrets/tc_password\ngroup: dba"
@c
def _(): return f"SW PDM vault view: ProductData (GUID {{{g.uuid().upper()}}})  Archive server: {host()}  Port 3030"
@c
def _(): return f"STEP header: FILE_NAME('bracket_{r.randint(1,999)}.stp','2026-11-{r.randint(10,30)}T09:00:00',('jdoe'),('Acme'),'Onshape','Onshape','');"
@c
def _(): return f"base64 thumbnail (test fixture): data:image/png;base64,iVBORw0KGgo{g.b64(60)}"
@c
def _(): return f"Jira PLM-{r.randint(100,999)}: password for the Windchill test system expired again. Reset done through the self-service portal; new one is in the team vault entry \"WC test admin\", not here."
@c
def _(): return f"[DE] Kurze Info: das Passwort für den PDM-Archivserver wurde rotiert. Neuer Wert steht im KeePass unter 'PDM/ArchiveAdmin'. Bitte nicht per Mail schicken. Ticket {r.randint(10000,99999)}."
@c
def _(): return f"Arena item: {{\"guid\":\"{g.s(UPPER+string.digits,20)}\",\"number\":\"{r.randint(100,999)}-{r.randint(10000,99999)}\",\"revisionNumber\":\"{g.pick('ABC')}\",\"lifecyclePhase\":{{\"name\":\"Production\"}}}}"
@c
def _(): return f"Aras: <AML><Item type=\"Part\" action=\"get\" select=\"item_number,name\"><item_number>P-{r.randint(1000,9999)}</item_number></Item></AML>  id={g.hexs(32).upper()}"
@c
def _(): return f"$ onshape_export --doc {g.hexs(24)} --format STEP --out dist/\nexport id {g.hexs(24)}: DONE ({r.randint(1,90)} s)"
@c
def _(): return f"Autodesk Vault 2025 update {r.randint(1,3)} MSI product code {{{g.uuid().upper()}}}, upgrade code {{{g.uuid().upper()}}}"
@c
def _(): return f"License borrow: feature 'NX13100N' borrowed until 2026-12-{r.randint(10,28)} by host {hostid()}; return with lmborrow -return."

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
