"""Blind redaction source "legacyent": legacy enterprise systems.

Mainframe JCL and RACF, AS/400 (IBM i) CL and ODBC, SAP RFC/JCo destinations and hdbuserstore, Oracle wallets,
sqlnet/tnsnames and sqlplus, Informatica pmcmd/infacmd, IBM MQ channels and keystores, COBOL batch parameter
files, as they appear in configs, commands, job logs, tickets and agent hook payloads.

Written blind by the helper "corpora2" on 2026-12-03 (round 16), without reading memtool's rules, tests or
results. Every value is random and made up. Seeded: rerunning writes legacyent_secrets.jsonl and
legacyent_clean.jsonl byte-identically. Imports only the standard library and _tokens.py.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import Gen, B62, HEX, UPPER

FAMILY = "legacyent"
g = Gen(160301)
r = g.r
OUT = Path(__file__).resolve().parent


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def racf_pw() -> str:  # mainframe passwords: 8 chars, upper + digits + national chars
    return g.s(UPPER, 1) + g.s(UPPER + string.digits + "#@$", 7)


def upw() -> str:
    return r.choice([g.pw, racf_pw, g.machine_pw, g.human_pw])()


def host() -> str:
    return r.choice(["mvs", "zos", "sysb", "as400", "ibmi", "sapprd", "saperp", "ora", "infa", "mqhub", "batch"]) + \
        r.choice(["01", "02", "p1", "-prod", "-qa", "-dr", "7"]) + r.choice([".corp.example.com", ".intra.example.net", ".dc2.example.org", ""])


def user() -> str:
    return r.choice(["BATCH01", "PRODOPS", "SAPRFC", "RFC_USER", "QSECOFR", "ETLSVC", "infa_admin", "MQADMIN", "ops_jdoe",
                     "DWLOAD", "svc_jco", "system", "appuser", "T" + str(r.randint(10000, 99999)), "XBATCH9"])


def sid() -> str:
    return r.choice(["PRD", "QAS", "DEV", "ECP", "BWP", "S4H", "HDB"])


# ------------------------------------------------------------------ secrets
def s_jcl_ftp():
    pw = racf_pw(); u = user()
    return "structural", f"""//FTPSTEP  EXEC PGM=FTP,PARM='{host()} (EXIT'
//SYSPRINT DD SYSOUT=*
//OUTPUT   DD SYSOUT=*
//INPUT    DD *
{u}
{pw}
CD /inbound/gl
PUT 'PROD.GL.EXTRACT.D{r.randint(240101, 261231)}' gl_extract.txt
QUIT
/*""", [pw]


def s_jcl_jobcard():
    pw = racf_pw(); u = user()
    return "structural", f"""//{u[:7]}J JOB (ACCT{r.randint(100,999)}),'NIGHTLY LOAD',CLASS=A,MSGCLASS=X,
//         USER={u[:8]},PASSWORD={pw},NOTIFY=&SYSUID
//STEP010  EXEC PGM=IKJEFT01,DYNAMNBR=20
//SYSTSPRT DD SYSOUT=*""", [pw]


def s_racf_alter():
    pw = racf_pw(); u = user()[:8]
    return "structural", r.choice([
        f"ALTUSER {u} PASSWORD({pw}) NOEXPIRED",
        f"READY\n ADDUSER {u} DFLTGRP(BATCH) OWNER(SECADM) PASSWORD({pw}) NAME('BATCH SERVICE')\nREADY",
        f"tso ALU {u} PASSWORD({pw}) RESUME",
    ]), [pw]


def s_racf_phrase():
    ph = r.choice(["Lagoon ", "Harbor ", "Quarry ", "Meadow "]) + g.s(string.ascii_lowercase, 6) + " " + str(r.randint(100, 9999)) + r.choice(["!", "#", "."])
    u = user()[:8]
    return "structural", f"ALTUSER {u} PHRASE('{ph}') NOEXPIRED\nICH21005I PASSWORD PHRASE ACCEPTED", [ph]


def s_zowe_profile():
    pw = racf_pw()
    return "name-context", json.dumps({"profiles": {"zosmf": {"type": "zosmf", "properties": {
        "host": host(), "port": 10443, "user": user(), "password": pw, "rejectUnauthorized": False}}}}, indent=2), [pw]


def s_zowe_cli():
    pw = racf_pw()
    cmd = f"zowe zos-files list ds \"PROD.COBOL.*\" --host {host()} --port 443 --user {user()} --password {pw} --ru false"
    out = "PROD.COBOL.COPYLIB\nPROD.COBOL.LOADLIB\nPROD.COBOL.SRC"
    return "structural", hook(cmd, out) if r.random() < .5 else "$ " + cmd + "\n" + out, [pw]


def s_as400_odbc():
    pw = upw()
    return "structural", r.choice([
        f"Driver={{IBM i Access ODBC Driver}};System={host()};UID={user()};PWD={pw};DBQ=PRODLIB;NAM=1;",
        f"jdbc:as400://{host()};naming=system;libraries=PRODLIB,QGPL;user={user()};password={pw}",
    ]), [pw]


def s_as400_cl():
    pw = racf_pw()
    return "structural", f"""PGM
  CHGUSRPRF USRPRF(ETLSVC) PASSWORD({pw}) PWDEXP(*NO)
  STRFTP RMTSYS('{host()}')
ENDPGM""", [pw]


def s_as400_python():
    pw = upw()
    return "name-context", f"""import pyodbc
# nightly stock sync against the IBM i box
AS400_PASS = "{pw}"
conn = pyodbc.connect(driver="{{IBM i Access ODBC Driver}}", system="{host()}", uid="{user()}", pwd=AS400_PASS)""", [pw]


def s_jco_props():
    pw = upw()
    return "name-context", f"""jco.client.ashost={host()}
jco.client.sysnr=0{r.randint(0,9)}
jco.client.client={r.choice(['100','200','300','800'])}
jco.client.user={user()}
jco.client.passwd={pw}
jco.client.lang=EN
jco.destination.pool_capacity=5""", [pw]


def s_sapnwrfc_ini():
    pw = upw()
    return "name-context", f"""DEST={sid()}_RFC
ASHOST={host()}
SYSNR=00
CLIENT=100
USER={user()}
PASSWD={pw}
LANG=EN
TRACE=0""", [pw]


def s_pyrfc():
    pw = upw()
    return "structural", f"""from pyrfc import Connection
conn = Connection(ashost='{host()}', sysnr='00', client='100', user='{user()}', passwd='{pw}')
result = conn.call('BAPI_MATERIAL_GETLIST', MAXROWS=10)""", [pw]


def s_hdbuserstore():
    pw = upw()
    cmd = f"hdbuserstore SET {r.choice(['BACKUPKEY','DEFAULT','SAPDBCTRL','ETLKEY'])} {host()}:3{r.randint(0,9)}015@{sid()} {r.choice(['SYSTEM','BACKUP_OPERATOR','DBADMIN'])} {pw}"
    return "structural", r.choice([hook(cmd, ""), f"{sid().lower()}adm> {cmd}\n{sid().lower()}adm> hdbuserstore list"]), [pw]


def s_hdbsql():
    pw = upw()
    return "structural", f"$ hdbsql -n {host()}:30015 -i 00 -u SYSTEM -p {pw} \"SELECT * FROM M_SERVICES\"\nHOST,PORT,SERVICE_NAME\n\"{host()}\",30001,\"nameserver\"", [pw]


def s_sqlplus():
    pw = upw()
    svc = r.choice(["ORCL", "PRODDB", "FINPRD", "EBSPRD", "DWH"])
    return "structural", r.choice([
        f"$ sqlplus {r.choice(['apps','system','scott','dw_loader'])}/{pw}@{host()}:1521/{svc}\n\nSQL*Plus: Release 19.0.0.0.0 - Production\nConnected to:\nOracle Database 19c Enterprise Edition",
        f"sqlldr userid={r.choice(['stage','dw_loader'])}/{pw}@{svc} control=load_gl.ctl log=load_gl.log",
        f"exp userid=system/{pw}@{svc} full=y file=full_{r.randint(1,30)}.dmp",
        f"rman target sys/{pw}@{svc} catalog rman/{g.s(string.ascii_lowercase, 6)}@RCAT",
    ]), [pw]


def s_mkstore():
    pw = upw(); wpw = upw()
    return "structural", f"""$ mkstore -wrl /u01/app/oracle/wallet -createCredential FINPRD dw_loader {pw}
Oracle Secret Store Tool Release 19.0.0.0.0 - Production
Enter wallet password:
$ orapki wallet create -wallet /u01/app/oracle/wallet -pwd {wpw} -auto_login""", [pw, wpw]


def s_oracle_jdbc():
    pw = upw()
    return "name-context", f"""spring.datasource.url=jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST={host()})(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=EBSPRD)))
spring.datasource.username=apps_ro
spring.datasource.password={pw}
spring.datasource.driver-class-name=oracle.jdbc.OracleDriver""", [pw]


def s_oracle_url():
    pw = upw()
    return "structural", f"ORACLE_URL=oracle://{user().lower()}:{pw}@{host()}:1521/FINPRD", [pw]


def s_informatica():
    pw = upw()
    return "structural", r.choice([
        f"pmcmd startworkflow -sv INT_SVC_PRD -d Domain_Prod -u {user()} -p {pw} -f FIN_DW wf_load_gl",
        f"infacmd.sh isp ListServices -dn Domain_Prod -un Administrator -pd {pw} -sdn Native",
        f"pmrep connect -r REP_SVC -d Domain_Prod -n {user()} -x {pw}",
    ]), [pw]


def s_infa_env():
    pw = upw()
    return "name-context", r.choice([
        f"export INFA_DEFAULT_DOMAIN_PASSWORD={pw}\nexport INFA_DEFAULT_DOMAIN_USER=Administrator",
        f"# param file for wf_load_gl\n[FIN_DW.WF:wf_load_gl]\n$$SRC_SCHEMA=GL\n$DBConnection_Src=ORA_EBS\n$$FTP_PASSWORD={pw}",
    ]), [pw]


def s_mq_ccdt():
    pw = upw()
    return "name-context", json.dumps({"channel": [{"name": "APP1.SVRCONN", "clientConnection": {
        "connection": [{"host": host(), "port": 1414}], "queueManager": "QMPRD01"},
        "transmissionSecurity": {"cipherSpecification": "ANY_TLS12_OR_HIGHER"}}],
        "_comment": "auth via mqclient.ini", "mq_password": pw}, indent=2), [pw]


def s_mq_java():
    pw = upw()
    return "structural", f"""MQConnectionFactory cf = new MQConnectionFactory();
cf.setHostName("{host()}");
cf.setQueueManager("QMPRD01");
cf.setChannel("APP1.SVRCONN");
cf.setTransportType(WMQConstants.WMQ_CM_CLIENT);
Connection conn = cf.createConnection("{user().lower()}", "{pw}");""", [pw]


def s_mq_runmqakm():
    pw = upw()
    return "structural", f"$ runmqakm -keydb -create -db /var/mqm/qmgrs/QMPRD01/ssl/key.kdb -pw {pw} -type cms -stash\n5724-H72 (C) Copyright IBM Corp. 1994, 2024.", [pw]


def s_mq_springyaml():
    pw = upw()
    return "name-context", f"""ibm:
  mq:
    queue-manager: QMPRD01
    channel: APP1.SVRCONN
    conn-name: {host()}(1414)
    user: {user().lower()}
    password: {pw}""", [pw]


def s_cobol_parm():
    pw = racf_pw()
    return "name-context", f"""      * RUN PARAMETERS FOR GLPOST (COPY MEMBER GLPARM)
       01  WS-RUN-PARMS.
           05  WS-DB2-PLAN        PIC X(8)  VALUE 'GLPLAN01'.
           05  WS-FTP-USER        PIC X(8)  VALUE 'GLFTP01'.
           05  WS-FTP-PASSWORD    PIC X(8)  VALUE '{pw}'.
           05  WS-RETRY-COUNT     PIC 9(2)  VALUE 03.""", [pw]


def s_db2_connect():
    pw = upw()
    return "structural", r.choice([
        f"db2 connect to DSNP user {user().lower()} using {pw}\n\n   Database Connection Information\n\n Database server        = DB2 z/OS 13.1.5\n SQL authorization ID   = {user()[:8]}",
        f"DATABASE=DSNP;HOSTNAME={host()};PORT=446;PROTOCOL=TCPIP;UID={user()};PWD={pw};",
    ]), [pw]


def s_ticket():
    pw = upw()
    who = r.choice(["Hi Priya", "Morning team", "@ops-oncall", "Hallo Jens"])
    return "name-context", f"""{who}, the SAP RFC user for the PI bridge was reset after the lockout. new password is {pw}
please update the JCo destination on both app servers before the 02:00 IDoc run. thanks""", [pw]


def s_ticket_mf():
    pw = racf_pw()
    return "structural", f"""INC0{r.randint(100000,999999)} - batch FTP to bank failing with 530
Work notes: reset BATCH01 on SYSB. Logon: BATCH01 / {pw} (temporary, expires at next logon)""", [pw]


def s_self_id_in_legacy():
    name, tok, sec = g.self_identifying()
    ctx = r.choice([
        f"# modernization bridge: mainframe extracts pushed to cloud\nexport BRIDGE_TOKEN={tok}\n/usr/lpp/java/J8.0_64/bin/java -jar bridge.jar --ds PROD.GL.EXTRACT",
        f"SYSOUT for JOB12345 STEP020\n+ curl -s -H 'Authorization: Bearer {tok}' https://api.example.com/v1/upload\n{{\"status\":\"ok\"}}",
        f"[informatica-cloud]\nrunner_token = {tok}\nagent_group = FIN-ON-PREM",
    ])
    return "self-identifying", ctx, [sec]


def s_pem_wallet():
    block, line = g.pem(r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY"]))
    ctx = r.choice([
        f"$ orapki wallet export -wallet /u01/app/oracle/wallet -dn 'CN={host()}' -key_file key.pem\n$ cat key.pem\n{block}",
        f"# MQ client key extracted from kdb for the container build\n{block}",
        f"Read(sap/sec/SAPSSLS.pem)\n{block}",
    ])
    return "self-identifying", ctx, [line]


def s_jwt_sap():
    tok = g.jwt("rfc-bridge")
    return "self-identifying", f"GET /sap/opu/odata/sap/API_BUSINESS_PARTNER HTTP/1.1\nHost: {host()}\nAuthorization: Bearer {tok}\nsap-client: 100", [tok]


def s_basic_odata():
    pw = upw(); u = user()
    import base64
    b = base64.b64encode(f"{u}:{pw}".encode()).decode()
    return "structural", f"curl -s -H 'Authorization: Basic {b}' 'https://{host()}:44300/sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder?$top=5'", [b]


def s_curl_u():
    pw = upw()
    return "structural", f"curl -u {user()}:{pw} https://{host()}:10443/zosmf/restjobs/jobs?owner=BATCH01", [pw]


def s_url_userinfo():
    pw = upw()
    return "structural", r.choice([
        f"sftp://{user().lower()}:{pw}@{host()}/outbound/ach/",
        f"  source: ftp://{user()}:{pw}@{host()}/'PROD.AR.DAILY'\n  mode: ascii",
    ]), [pw]


def s_env_dump():
    pw = upw()
    k = r.choice(["SAP_PASSWORD", "ORACLE_PWD", "MQ_APP_PASSWORD", "RACF_PASS", "AS400_PASSWORD", "PMPASS", "JCO_PASSWD"])
    return "name-context", hook("env | sort | grep -i -e sap -e ora -e mq", f"MQ_QMGR=QMPRD01\nORACLE_HOME=/u01/app/oracle/product/19c\n{k}={pw}\nSAP_SID={sid()}"), [pw]


def s_mqsc():
    pw = upw()
    return "name-context", f"""* QMPRD01 bootstrap
DEFINE CHANNEL(APP1.SVRCONN) CHLTYPE(SVRCONN) TRPTYPE(TCP) SSLCIPH(ANY_TLS12_OR_HIGHER) REPLACE
SET CHLAUTH(APP1.SVRCONN) TYPE(ADDRESSMAP) ADDRESS('10.20.*') USERSRC(CHANNEL)
* app password for appuser (set with passwd on the host): {pw}""", [pw]


def s_xml_sap():
    pw = upw()
    return "name-context", f"""<destination name="{sid()}_RFC">
  <property name="jco.client.ashost" value="{host()}"/>
  <property name="jco.client.user" value="{user()}"/>
  <property name="jco.client.passwd" value="{pw}"/>
</destination>""", [pw]


SECRETS = [s_jcl_ftp, s_jcl_jobcard, s_racf_alter, s_racf_phrase, s_zowe_profile, s_zowe_cli, s_as400_odbc, s_as400_cl,
           s_as400_python, s_jco_props, s_sapnwrfc_ini, s_pyrfc, s_hdbuserstore, s_hdbsql, s_sqlplus, s_mkstore,
           s_oracle_jdbc, s_oracle_url, s_informatica, s_infa_env, s_mq_ccdt, s_mq_java, s_mq_runmqakm, s_mq_springyaml,
           s_cobol_parm, s_db2_connect, s_ticket, s_ticket_mf, s_self_id_in_legacy, s_self_id_in_legacy, s_pem_wallet,
           s_jwt_sap, s_basic_odata, s_curl_u, s_url_userinfo, s_env_dump, s_mqsc, s_xml_sap]


# ------------------------------------------------------------------ clean
def c_tnsnames():
    return f"""FINPRD =
  (DESCRIPTION =
    (ADDRESS = (PROTOCOL = TCPS)(HOST = {host()})(PORT = 2484))
    (CONNECT_DATA = (SERVER = DEDICATED)(SERVICE_NAME = finprd.example.com))
    (SECURITY = (SSL_SERVER_CERT_DN = "CN={host()},O=Example"))
  )"""


def c_sqlnet():
    return """WALLET_LOCATION = (SOURCE = (METHOD = FILE)(METHOD_DATA = (DIRECTORY = /u01/app/oracle/wallet)))
SQLNET.WALLET_OVERRIDE = TRUE
SSL_CLIENT_AUTHENTICATION = FALSE"""


def c_sqlplus_wallet():
    return "$ sqlplus /@FINPRD\n\nConnected to:\nOracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production\nSQL> select count(*) from gl_je_headers;\n\n  COUNT(*)\n----------\n   " + str(r.randint(10000, 999999))


def c_jcl_plain():
    return f"""//GLPOSTJ  JOB (ACCT{r.randint(100,999)}),'GL POST',CLASS=A,MSGCLASS=X,NOTIFY=&SYSUID
//STEP010  EXEC PGM=GLPOST,PARM='RUNDATE={r.randint(20250101, 20261231)}'
//STEPLIB  DD DSN=PROD.COBOL.LOADLIB,DISP=SHR
//GLIN     DD DSN=PROD.GL.EXTRACT,DISP=SHR
//SYSOUT   DD SYSOUT=*"""


def c_joblog():
    return f"""IEF403I GLPOSTJ - STARTED - TIME=02.00.{r.randint(10,59)}
IEF142I GLPOSTJ STEP010 - STEP WAS EXECUTED - COND CODE 0000
IRR010I  USERID BATCH01  IS ASSIGNED TO THIS JOB.
$HASP395 GLPOSTJ  ENDED - RC=0000"""


def c_racf_list():
    return f"""LISTUSER BATCH01
USER=BATCH01  NAME=BATCH SERVICE  OWNER=SECADM  CREATED={r.randint(10,26)}.{r.randint(100,365)}
 DEFAULT-GROUP=BATCH   PASSDATE=25.{r.randint(100,365)} PASS-INTERVAL=N/A PHRASEDATE=N/A
 ATTRIBUTES=PROTECTED
 PASSWORD=<SET>"""


def c_jco_template():
    return """jco.client.ashost=${SAP_ASHOST}
jco.client.sysnr=00
jco.client.client=100
jco.client.user=${SAP_USER}
jco.client.passwd=${SAP_PASSWORD}
jco.client.lang=EN"""


def c_hdbuserstore_list():
    return f"""$ hdbuserstore list
DATA FILE       : /usr/sap/{sid()}/home/.hdb/{host().split('.')[0]}/SSFS_HDB.DAT
KEY FILE        : /usr/sap/{sid()}/home/.hdb/{host().split('.')[0]}/SSFS_HDB.KEY

KEY BACKUPKEY
  ENV : {host()}:30015
  USER: BACKUP_OPERATOR"""


def c_mq_docs():
    return """To connect, set MQSAMP_USER_ID and run amqsputc with the password prompt:
  export MQSAMP_USER_ID=app
  amqsputc DEV.QUEUE.1 QM1
The sample prompts `Enter password:`; never put the password on the command line. Default dev password in the
container docs is `passw0rd` — change it before you expose the listener."""


def c_mq_display():
    return f"""AMQ8414I: Display Channel details.
   CHANNEL(APP1.SVRCONN)                   CHLTYPE(SVRCONN)
   SSLCIPH(ANY_TLS12_OR_HIGHER)            SSLPEER(CN=*.example.com)
   CERTLABL(ibmwebspheremq{r.choice(['qmprd01','qm1'])})
   MCAUSER( )                              MAXMSGL({r.choice([4194304, 104857600])})"""


def c_kdb_list():
    return f"""$ runmqakm -cert -details -db key.kdb -stashed -label ibmwebspheremqqmprd01
Label : ibmwebspheremqqmprd01
Key Size : 2048
Serial : {g.hexs(32)}
Fingerprint : SHA256: {':'.join(g.hexs(2).upper() for _ in range(32))}
Not Before : 14 March 2026 09:12:03 GMT+00:00"""


def c_informatica_log():
    return f"""INFO : LM_36435 [{r.randint(2025,2026)}-0{r.randint(1,9)}-1{r.randint(0,9)} 02:14:0{r.randint(0,9)}] Starting execution of workflow [wf_load_gl] in folder [FIN_DW] last saved by user [infa_admin].
INFO : LM_44195 Workflow [wf_load_gl] service level [SLPriority:5,SLDispatchWaitTime:1800].
INFO : CMN_1569 Server Mode: [UNICODE]
INFO : LM_36318 Session task instance [s_m_load_gl]: Execution succeeded. Run id {r.randint(100000,999999)}"""


def c_infa_encrypt():
    return f"""Use pmpasswd to produce the encrypted value for a parameter file:
$ pmpasswd <your-password> -e CRYPT_SYSTEM
Encrypted string -->{g.b64(24)}<--
Then set $ParamPassword_Src to the encrypted string and keep the clear text out of the repo."""


def c_cobol():
    return f"""       IDENTIFICATION DIVISION.
       PROGRAM-ID. GLPOST.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-PASSWORD-LENGTH     PIC 9(2) VALUE 08.
       01  WS-CHECKSUM            PIC X(40) VALUE '{g.sha1()}'.
       PROCEDURE DIVISION.
           PERFORM 1000-READ-PARMS
           STOP RUN."""


def c_as400_joblog():
    return f"""CPF2204  User profile ETLSVC not found.
CPC2206  Ownership of object QGPL in QSYS type *LIB changed.
CPF22E2  Password not correct for user profile BATCH01.
Job {r.randint(100000,999999)}/ETLSVC/QZDASOINIT completed normally."""


def c_sap_trace():
    return f"""**** Trace file opened at {r.randint(2025,2026)}0{r.randint(1,9)}1{r.randint(0,9)} 021400 UTC
RFC> RfcOpenConnection: ASHOST={host()} SYSNR=00 CLIENT=100 USER=RFC_USER PASSWD=******** LANG=EN
RFC> Logon successful, session id {g.hexs(32).upper()}
RFC> RfcInvoke BAPI_MATERIAL_GETLIST rc=0"""


def c_ticket_clean():
    return r.choice([
        "The JCo destination kept failing with `Name or password is incorrect (repeat logon)`. Turned out the RFC user was locked in SU01 after the password policy change; unlocked it and the credentials in the secure store were fine.",
        "Reminder: the RACF password for BATCH01 is now stored in the vault under `mainframe/batch01`, not in the PROCLIB member. Pull it at job submit time.",
        f"Build {g.hexs(7)} migrated the Informatica param files to use $ParamPassword_Src with pmpasswd-encrypted values. See PR #{r.randint(100,999)}.",
    ])


def c_zowe_secure():
    return json.dumps({"profiles": {"zosmf": {"type": "zosmf", "properties": {"host": host(), "port": 10443},
                                              "secure": ["user", "password"]}}, "defaults": {"zosmf": "zosmf"},
                       "autoStore": True}, indent=2)


def c_oracle_ddl():
    return f"""SQL> select username, account_status, password_versions from dba_users where username like 'DW%';

USERNAME     ACCOUNT_STATUS   PASSWORD_VERSIONS
------------ ---------------- -----------------
DW_LOADER    OPEN             12C
DW_READER    EXPIRED(GRACE)   11G 12C"""


def c_hook_clean():
    return hook("git log --oneline -3 -- jcl/", f"{g.hexs(7)} GLPOSTJ: move FTP credentials to vault lookup\n{g.hexs(7)} add RUNDATE parm\n{g.hexs(7)} initial import of PROCLIB members")


def c_guid_sap():
    return f"""<edmx:Edmx Version="1.0"><edmx:DataServices m:DataServiceVersion="2.0">
<Schema Namespace="API_BUSINESS_PARTNER" sap:schema-version="1">
<!-- service id {g.uuid()} ; etag W/"datetimeoffset'{r.randint(2025,2026)}-01-01T00%3A00%3A00Z'" -->
</Schema></edmx:DataServices></edmx:Edmx>"""


CLEAN = [c_tnsnames, c_sqlnet, c_sqlplus_wallet, c_jcl_plain, c_joblog, c_racf_list, c_jco_template, c_hdbuserstore_list,
         c_mq_docs, c_mq_display, c_kdb_list, c_informatica_log, c_infa_encrypt, c_cobol, c_as400_joblog, c_sap_trace,
         c_ticket_clean, c_zowe_secure, c_oracle_ddl, c_hook_clean, c_guid_sap]


def main() -> None:
    sec = []
    for i in range(250):
        fn = SECRETS[i % len(SECRETS)] if i < len(SECRETS) * 2 else r.choice(SECRETS)
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        sec.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean, seen, k = [], set(), 0
    while len(clean) < 100:  # distinct texts only
        fn = CLEAN[k % len(CLEAN)] if k < len(CLEAN) * 2 else r.choice(CLEAN)
        k += 1
        text = fn()
        if text in seen:
            continue
        seen.add(text)
        clean.append({"id": f"{FAMILY}-c{len(clean) + 1}", "family": FAMILY, "text": text})
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in sec:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
