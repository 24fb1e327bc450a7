"""Blind redaction source "edalicense" (round 51, helper corpora23): engineering and EDA licence servers and tools.

FlexLM/FlexNet licence files, lmgrd/lmadmin, RLM, Cadence/Synopsys/Siemens EDA installs and download portals,
MATLAB/ANSYS/Abaqus/STAR-CCM+ licensing, Autodesk deployments, compute-farm and CAD workstation configs.
Seeded; imports only the standard library and _tokens.py.  Run: python3 src_edalicense.py
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "edalicense"
g = Gen(510202)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
WORDS = ["silicon", "wafer", "netlist", "fanout", "clock", "latch", "mesh", "solver", "torque", "vertex", "anode",
         "photon", "nickel", "fjord", "sierra", "cobalt", "ember", "raven", "lotus", "delta", "sigma", "harbor"]


def phrase_nospace() -> str:
    return r.choice(["-", ".", "_"]).join(r.sample(WORDS, r.randint(3, 4)))


def wd() -> str:
    return r.choice(WORDS).capitalize() + str(r.randint(10, 9999)) + r.choice(["", "!", "#", "*", "."])


def legacy() -> str:
    return g.s(LOW, r.randint(3, 5)) + g.s(DIG, r.randint(2, 4))


def pin(n=None) -> str:
    return g.s(DIG, n or r.choice([4, 6]))


def pw() -> str:
    k = r.randint(0, 5)
    if k == 0:
        return phrase_nospace()
    if k == 1:
        return wd()
    if k == 2:
        return legacy()
    return g.pw()


def pw_safe() -> str:
    while True:
        v = pw()
        if not any(c in v for c in "&<>\"'$%#?/@:;!*+=^ |`\\"):
            return v


def user() -> str:
    return r.choice(["jchen", "mkowalski", "apatel", "lnguyen", "s.mueller", "rtanaka", "kim.j", "dfernandez", "cad_admin",
                     "flexadm", "licmgr", "eda_svc"]) + (g.s(DIG, 2) if r.random() < .4 else "")


def lichost() -> str:
    return r.choice(["lic", "flex", "lm", "rlm", "licsrv", "eda-lic"]) + g.s(DIG, 2) + r.choice(["", ".eda.corp", ".design.local", ".hw.example.com"])


def mac() -> str:
    return g.hexs(12)


def ts() -> str:
    return f"{r.randint(0, 23):>2}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def date() -> str:
    return f"{r.randint(1, 28)}-{r.choice(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'])}-20{r.randint(26, 29)}"


def sign() -> str:
    return " ".join(g.hexs(4).upper() for _ in range(r.choice([15, 30])))


def hook(cmd: str, out: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "exit_code": 0}})


def hook_read(path: str, content: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path}, "tool_response": {"file": {"filePath": path, "content": content}}})


def fik() -> str:
    return "-".join(g.s(DIG, 5) for _ in range(r.choice([4, 5])))


def act_id() -> str:
    return "-".join(g.s(UPPER[:6] + DIG, 4) for _ in range(4)) if r.random() < .5 else g.s(B62, 4) + "-" + g.s(B62, 4) + "-" + g.s(B62, 4) + "-" + g.s(B62, 4)


def feature() -> tuple[str, str]:
    return r.choice([("snpslmd", "VCSRuntime_Net"), ("snpslmd", "Design-Compiler"), ("cdslmd", "Virtuoso_Schematic_Editor_XL"),
                     ("cdslmd", "Xcelium_Single_Core"), ("mgcld", "calibrehdrc"), ("mgcld", "qhsimvlog"), ("MLM", "MATLAB"),
                     ("MLM", "Simulink"), ("ansyslmd", "ansys"), ("ABAQUSLM", "abaqus"), ("adskflex", "87655ACD_2025_0F"),
                     ("saltd", "msimpe"), ("cdslmd", "Spectre_X")])


# ---------------------------------------------------------------- secret templates
S = []


def t(f):
    S.append(f)
    return f


@t
def matlab_fik():
    k = fik()
    v = r.randint(0, 2)
    if v == 0:
        txt = (f"## installer_input.txt (silent MATLAB R202{r.randint(3, 5)}{r.choice('ab')} install on the farm nodes)\ndestinationFolder=/opt/MATLAB/R2024b\n"
               f"fileInstallationKey={k}\nagreeToLicense=yes\noutputFile=/tmp/mathworks_install.log\nlicensePath=/opt/MATLAB/network.lic\nproduct.MATLAB\nproduct.Simulink")
    elif v == 1:
        txt = f"$ ./install -mode silent -agreeToLicense yes -fileInstallationKey {k} -licensePath /opt/MATLAB/network.lic -destinationFolder /opt/MATLAB/R2024b"
    else:
        txt = hook_read("/srv/deploy/matlab/installer_input.txt", f"fileInstallationKey={k}\nagreeToLicense=yes\nlicensePath=27000@{lichost()}\n")
    return "name-context", txt, [k]


@t
def matlab_batch_token():
    tok = g.s(URLSAFE, r.randint(60, 90))
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"jobs:\n  test:\n    runs-on: ubuntu-latest\n    env:\n      MLM_LICENSE_TOKEN: {tok}\n    steps:\n"
               f"      - uses: matlab-actions/setup-matlab@v2\n      - uses: matlab-actions/run-tests@v2")
    else:
        txt = f"$ docker run --rm -e MLM_LICENSE_TOKEN={tok} mathworks/matlab:r2024b -batch \"runtests('tests')\""
    return "name-context", txt, [tok]


@t
def matlab_setpref():
    p = pw()
    txt = (f"% send_license_report.m\nsetpref('Internet','SMTP_Server','smtp.{r.choice(['gmail.com', 'office365.com'])}');\n"
           f"setpref('Internet','E_mail','cae-reports@{r.choice(['example.com', 'contoso.com'])}');\nsetpref('Internet','SMTP_Username','cae-reports');\n"
           f"setpref('Internet','SMTP_Password','{p}');\nsendmail('it-licensing@example.com','Weekly MATLAB usage',body);")
    return "name-context", txt, [p]


@t
def matlab_weboptions():
    p = pw()
    u = user()
    txt = (f"opts = weboptions('Username','{u}','Password','{p}','Timeout',30);\n"
           f"data = webread('https://plm.example.com/api/v1/parts?rev=B', opts);")
    return "structural", txt, [p]


@t
def starccm_pod():
    k = g.s(B62, 22)
    v = r.randint(0, 2)
    if v == 0:
        txt = f"starccm+ -batch run.java -power -podkey {k} -licpath 1999@flex.cd-adapco.com -np {r.choice([64, 128, 256])} -machinefile hosts.txt sim_{pin(4)}.sim"
    elif v == 1:
        txt = f"#!/bin/bash\n#SBATCH -N 4 --ntasks-per-node=64\nexport CDLMD_LICENSE_FILE=1999@flex.cd-adapco.com\nexport LM_PROJECT={k}\nstarccm+ -power -batch mesh_and_run.java case.sim"
    else:
        txt = f"Power-on-Demand key for the CFD group (valid till renewal): {k}  — licpath 1999@flex.cd-adapco.com"
    return "name-context", txt, [k]


@t
def autodesk_serial():
    sn = f"{r.randint(100, 999)}-{pin(8)}"
    pk = r.choice(["001Q1", "057Q1", "797Q1", "128Q1", "C1RQ1"])
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"[Deployment]\nDEPLOYMENT_NAME=Inventor_2025_Lab\nLICENSE_TYPE=Standalone\nSERIALNUMBER={sn}\nPRODUCTKEY={pk}\nINSTALLDIR=C:\\Program Files\\Autodesk\\")
    else:
        txt = f'"C:\\Autodesk\\AdODIS\\V1\\Installer.exe" -i deploy --offline_mode -q -o "C:\\Image\\Collection.xml" --serial_number {sn} --product_key {pk}'
    return "name-context", txt, [sn]


@t
def flexnet_activation():
    a = act_id()
    h = lichost()
    v = r.randint(0, 2)
    if v == 0:
        txt = (f"$ ./servercomptranutil -t https://{g.s(LOW, 6)}.compliance.flexnetoperations.com/flexnet/deviceservices -served -activate {a} -n\n"
               f"Activation successful: 1 fulfillment, {r.randint(1, 40)} counts")
    elif v == 1:
        txt = f"C:\\Program Files\\Vendor\\LicenseServer> appactutil -served -activate {a} -comm soap -commServer https://activate.vendor.example/flexnet/services/ActivationService"
    else:
        txt = f"Entitlement e-mail: your Activation ID is {a} (qty {r.randint(2, 50)}). Activate it on {h} with the licence server admin tool."
    return "name-context", txt, [a]


@t
def rlm_password():
    p = pw_safe()
    txt = r.choice([f"# ~/.cshrc\nsetenv RLM_LICENSE 5053@{lichost()}\nsetenv RLM_LICENSE_PASSWORD {p}",
                    f"export RLM_LICENSE=5053@{lichost()}\nexport RLM_LICENSE_PASSWORD={p}\nhoudini -foreground scene.hip"])
    return "name-context", txt, [p]


@t
def lmadmin_pw():
    p = pw()
    h = lichost()
    lang = r.randint(0, 3)
    msgs = [f"lmadmin on {h}:8090 — admin / {p}. I changed it from the default after the audit, please update the wiki page (not the repo).",
            f"{h} 的 lmadmin 管理员密码已经改成 {p}，下周换 license 的时候用。",
            f"lmadmin 관리자 비밀번호: {p} ({h}:8090). 라이선스 갱신 때 사용하세요.",
            f"Neues lmadmin-Passwort auf {h}: {p} (Benutzer admin). Bitte nicht ins Ticket kopieren."]
    return "name-context", msgs[lang], [p]


@t
def p4_ticket():
    tk = g.hexs(32).upper()
    v = r.randint(0, 1)
    if v == 0:
        txt = f"$ p4 tickets\nperforce:1666 ({user()}) {tk}\nssl:p4.design.local:1667 ({user()}) {g.hexs(32).upper()}"
        vals = [tk, txt.split(") ")[-1]]
        return "name-context", txt, vals
    txt = f"$ cat ~/.p4tickets\np4-ic.design.local:1666=cad_admin:{tk}"
    return "name-context", txt, [tk]


@t
def p4passwd():
    p = pw_safe()
    txt = r.choice([f"# .p4enviro for the IC design depot\nP4PORT=ssl:p4-ic.design.local:1667\nP4USER={user()}\nP4PASSWD={p}",
                    f"setenv P4PORT ssl:p4-ic:1667\nsetenv P4USER layout_bot\nsetenv P4PASSWD {p}\nsetenv CDS_LIC_FILE 5280@{lichost()}"])
    return "name-context", txt, [p]


@t
def designsync_url():
    p = pw_safe()
    u = user()
    txt = r.choice([f"$ dssc pop -rec -get sync://{u}:{p}@dsync.design.local:2647/Projects/soc_top",
                    f"stclc> setvault https://{u}:{p}@dsync.design.local:2647/Projects/phy_lib/cells"])
    return "structural", txt, [p]


@t
def foundry_sftp():
    p = pw()
    u = "fab_" + g.s(LOW, 5)
    v = r.randint(0, 1)
    if v == 0:
        txt = f"$ sshpass -p '{p}' sftp -oPort=22 {u}@dropbox.foundry-partner.example:/outgoing/pdk_n{r.choice([5, 7, 12, 16, 28])}_v{r.randint(1, 3)}.{r.randint(0, 9)}"
        return "name-context", txt, [p]
    txt = f"machine download.foundry-partner.example\n  login {u}\n  password {p}"
    return "structural", txt, [p]


@t
def pdk_gpg():
    p = phrase_nospace() if r.random() < .5 else g.s(B62, 24)
    txt = r.choice([f"$ gpg --batch --yes --passphrase '{p}' -d PDK_n{r.choice([7, 16, 22])}_{r.randint(1, 3)}.{r.randint(0, 9)}.tar.gz.gpg | tar xz -C /tools/pdk",
                    f"PDK archive passphrase (from the foundry's portal, release {r.randint(1, 3)}.{r.randint(0, 9)}): {p}"])
    return "name-context", txt, [p]


@t
def vendor_download():
    p = pw_safe()
    u = user() + "@" + r.choice(["example.com", "chipco.com", "fabless.io"])
    v = r.randint(0, 2)
    if v == 0:
        txt = f"$ wget --user={u} --password={p} https://download.vendor-eda.example/releases/calibre/2024.3/aoj_cal_2024.3_32.19.tgz"
        return "structural", txt, [p]
    if v == 1:
        txt = (f"./iscape.sh -batch majorAction=DownloadUpdates SourceLocation=https://sw.vendor-eda.example/is/XCELIUM2409 "
               f"ArchiveDirectory=/tools/archive UserName={u} Password={p}")
        return "name-context", txt, [p]
    txt = f"curl -u '{u}:{p}' -O https://eft.vendor-eda.example/download/vcs_vW-2024.09-SP1_linux64.spf"
    return "structural", txt, [p]


@t
def site_id_ticket():
    p = pw()
    txt = r.choice([f"Vendor portal: site ID {r.randint(10000, 99999)}, EST password {p}. The key file for the new hostid comes tomorrow.",
                    f"Hi Jenna, for the SolvNet-style download account: user {user()}, password {p}. Please change it after the first login.",
                    f"Pour le portail de support EDA : identifiant {user()}, mot de passe {p}."])
    return "name-context", txt, [p]


@t
def license_db_conn():
    p = pw_safe()
    v = r.randint(0, 2)
    if v == 0:
        txt = f"# OpenLM broker/server settings\nDbConnectionString=Server=sqllic01;Database=OpenLM;User Id=openlm;Password={p};Encrypt=True"
    elif v == 1:
        txt = f"LICSTATS_DB_URL=postgresql://licstats:{p}@pg.eda.corp:5432/licstats"
    else:
        txt = f"import psycopg2\nconn = psycopg2.connect(host='pg.eda.corp', dbname='flexlog', user='flexlog_ro', password='{p}')\ndf = pd.read_sql('select * from checkouts', conn)"
    return "structural", txt, [p]


@t
def lsf_ego():
    p = pw_safe()
    txt = r.choice([f"$ egosh user logon -u Admin -x {p}\nLogged on successfully",
                    f"$ egosh user logon -u clusteradmin -x {p}\n$ egosh service list | grep -i lic"])
    return "name-context", txt, [p]


@t
def hpcpack_job():
    p = pw()
    u = user()
    txt = f'C:\\> job submit /scheduler:hpc-head01 /numcores:{r.choice([32, 64, 128])} /user:CORP\\{u} /password:{p} "C:\\Program Files\\ANSYS Inc\\v242\\fluent\\ntbin\\win64\\fluent.exe" 3ddp -g -i run.jou'
    return "name-context", txt, [p]


@t
def rsm_creds():
    p = pw()
    u = user()
    txt = (f'"C:\\Program Files\\ANSYS Inc\\v242\\RSM\\bin\\rsm.exe" creds s -a HPC-Cluster -u CORP\\{u} -p {p}\n'
           f"Credentials cached for account CORP\\{u}")
    return "structural", txt, [p]


@t
def unattend_xml():
    p = pw_safe()
    txt = (f"<UserAccounts>\n  <AdministratorPassword>\n    <Value>{p}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n"
           f"</UserAccounts>\n<!-- CAD workstation image: NX + Ansys + MATLAB, licence env set in SetupComplete.cmd -->")
    return "name-context", txt, [p]


@t
def vnc_remote():
    p = g.s(B62, 8)
    txt = r.choice([f"$ x11vnc -display :1 -passwd {p} -forever -shared   # remote Virtuoso session for the layout team",
                    f"$ vncserver :3 -geometry 2560x1440\n$ echo '{p}' | vncpasswd -f > ~/.vnc/passwd"])
    return "name-context", txt, [p]


@t
def etx_admin():
    p = pw_safe()
    txt = (f"# ETX server silent install answers\nETX_INSTALL_DIR=/opt/etx\nETX_ADMIN_USER=etxadmin\nETX_ADMIN_PASSWORD={p}\nETX_LICENSE_SERVER=27000@{lichost()}")
    return "name-context", txt, [p]


@t
def dsls_admin():
    p = pw_safe()
    txt = f'$ /usr/DassaultSystemes/DSLicSrv/linux_a64/code/bin/DSLicSrv -adminUI -run "connect {lichost()} 4084 -adminUser admin -adminPassword {p}; getLicenseUsage -all"'
    return "name-context", txt, [p]


@t
def flexnet_ops_api():
    v = r.randint(0, 2)
    u = user() + "@example.com"
    p = pw_safe()
    if v == 0:
        import base64 as _b
        b = _b.b64encode(f"{u}:{p}".encode()).decode()
        txt = (f"POST /flexnet/operations/services/EntitlementOrderService HTTP/1.1\nHost: {g.s(LOW, 6)}.flexnetoperations.com\n"
               f"Authorization: Basic {b}\nSOAPAction: \"getEntitlementLineItemPropertiesQuery\"")
        return "structural", txt, [b]
    if v == 1:
        j = g.jwt(sub=u)
        txt = f"$ curl -H 'Authorization: Bearer {j}' https://fno.vendor.example/flexnet/operations/api/v1/entitlements?activationId=*"
        return "structural", txt, [j]
    txt = (f"<soapenv:Header>\n  <wsse:Security>\n    <wsse:UsernameToken>\n      <wsse:Username>{u}</wsse:Username>\n"
           f"      <wsse:Password>{p}</wsse:Password>\n    </wsse:UsernameToken>\n  </wsse:Security>\n</soapenv:Header>")
    return "structural", txt, [p]


@t
def license_slack_report():
    name, tok, mark = g.self_identifying()
    v = r.randint(0, 2)
    if v == 0:
        txt = f"#!/bin/bash\n# lic_usage_report.sh — cron 0 8 * * 1\nLMUTIL=/opt/flexlm/lmutil\n{name.upper()}_TOKEN=\"{tok}\"\n$LMUTIL lmstat -a -c 27000@{lichost()} > /tmp/usage.txt"
    elif v == 1:
        txt = hook("env | grep -iE 'lic|token|key'", f"LM_LICENSE_FILE=27000@{lichost()}\nSNPSLMD_LICENSE_FILE=27020@{lichost()}\n{name.upper()}_API_KEY={tok}\n")
    else:
        txt = f"# terraform.tfvars for the cloud EDA burst cluster\n{name}_credential = \"{tok}\"\nlicense_server_ip = \"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}\""
    return "self-identifying", txt, [mark]


@t
def aws_burst():
    ak = g.aws_akid()
    sk = g.aws_secret()
    txt = (f"$ cat ~/.aws/credentials\n[eda-burst]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-west-2\n"
           f"# used by the license-aware autoscaler (reads lmstat before adding nodes)")
    return "self-identifying", txt, [ak, sk]


@t
def pem_lic():
    block, mark = g.pem()
    txt = r.choice([f"$ cat /opt/flexlm/keys/lic01_root_ed.key\n{block}",
                    hook_read("/home/flexadm/.ssh/id_licsync", block),
                    f"Key for the rsync of lmgrd debug logs to the monitoring box:\n{block}"])
    return "self-identifying", txt, [mark]


@t
def exporter_basic():
    p = pw_safe()
    u = r.choice(["prom", "pushgw", "flexlm_exporter"])
    txt = r.choice([f"# flexlm_exporter systemd unit\nExecStart=/usr/local/bin/flexlm_exporter --path.lmutil=/opt/flexlm/lmutil --config.licenses=/etc/flexlm/licenses.yml --push.url=https://{u}:{p}@pushgw.eda.corp/metrics/job/flexlm",
                    f"  - job_name: flexlm\n    basic_auth:\n      username: {u}\n      password: {p}\n    static_configs:\n      - targets: ['{lichost()}:9319']"])
    return "structural", txt, [p]


@t
def net_use():
    p = pw_safe()
    txt = f"C:\\> net use L: \\\\cadfs01\\cadlib /user:CORP\\cad_admin {p} /persistent:yes\nThe command completed successfully."
    return "structural", txt, [p]


@t
def ansys_portal_chat():
    p = pw()
    u = user()
    lang = r.randint(0, 3)
    msgs = [f"Ansys customer portal login for the lab: {u}@example.edu / {p} — use it to download the 2025 R1 ISO and the licence manager.",
            f"Zugang zum Hersteller-Portal (Abaqus/3DEXPERIENCE): {u} / {p}",
            f"Ansys 커스터머 포털 계정: {u}, 비밀번호 {p}",
            f"Acceso al portal de licencias de MATLAB: usuario {u}@example.es, contraseña {p}"]
    return "name-context", msgs[lang], [p]


@t
def license_server_container():
    p = pw_safe()
    txt = (f"services:\n  lmadmin:\n    image: registry.eda.corp/flexnet/lmadmin:11.19\n    ports: ['8090:8090', '27000-27010:27000-27010']\n"
           f"    environment:\n      LMADMIN_ADMIN_USER: admin\n      LMADMIN_ADMIN_PASSWORD: {p}\n    volumes: ['./licenses:/opt/lmadmin/licenses']")
    return "name-context", txt, [p]


@t
def cadence_skill_db():
    p = pw_safe()
    txt = (f"; .cdsinit — design-data checker writes results to the QA database\ndbUser = \"dq_writer\"\ndbPass = \"{p}\"\n"
           f"dbh = sqlOpen(\"pg.eda.corp\" \"designqa\" dbUser dbPass)")
    return "name-context", txt, [p]


@t
def tcl_tool_script():
    p = pw_safe()
    txt = (f"# run_signoff.tcl\nset ::env(SNPSLMD_LICENSE_FILE) 27020@{lichost()}\nset smtp_user signoff-bot\nset smtp_pass {p}\n"
           f"exec python3 notify.py --user $smtp_user --password $smtp_pass --to asic-leads@example.com")
    return "name-context", txt, [p]


@t
def diff_env():
    p = pw()
    txt = (f"diff --git a/env/site.env b/env/site.env\n--- a/env/site.env\n+++ b/env/site.env\n@@ -3,3 +3,5 @@\n LM_LICENSE_FILE=27000@{lichost()}\n"
           f" CDS_LIC_FILE=5280@{lichost()}\n+LIC_MON_USER=licmon\n+LIC_MON_PASSWORD={p}")
    return "name-context", txt, [p]


@t
def short_pin_dongle():
    pn = pin(r.choice([4, 6, 8]))
    txt = r.choice([f"Sentinel dongle admin (Admin Control Center on cad-ws{pin(2)}:1947) password: {pn}",
                    f"CodeMeter WebAdmin on the test rig, set Password = {pn} (was blank)"])
    return "name-context", txt, [pn]


@t
def lic_server_ipmi():
    p = pw_safe()
    txt = f"$ ipmitool -I lanplus -H {lichost()}-bmc -U ADMIN -P {p} chassis power cycle   # lmgrd hung again, triple-redundant server #2"
    return "name-context", txt, [p]


@t
def notebook_lic():
    p = pw_safe()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {}, "outputs": [],
            "source": ["import sqlalchemy as sa\n", f"eng = sa.create_engine('mysql+pymysql://flexreport:{p}@mysql.eda.corp/flexreport')\n",
                       "usage = pd.read_sql('select feature, max(in_use) from usage group by 1', eng)\n"]}
    return "structural", json.dumps({"cells": [cell], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}, indent=1), [p]


@t
def vendor_api_key():
    k = g.hexs(32) if r.random() < .5 else g.s(B62, 40)
    txt = r.choice([f"GET /api/v2/usage?feature=all HTTP/1.1\nHost: licstats.eda.corp\nX-API-Key: {k}",
                    f"LICENSE_STATISTICS_API_KEY={k}\nLICENSE_STATISTICS_URL=https://licstats.eda.corp/api"])
    return "structural" if "X-API-Key" in txt else "name-context", txt, [k]


@t
def mjs_secret():
    k = g.b64(32)
    txt = (f"$ cat /opt/MATLAB/mjs/secret\n{k}\n$ grep SHARED_SECRET /opt/MATLAB/toolbox/parallel/bin/mjs_def.sh\n"
           f"SHARED_SECRET_FILE=/opt/MATLAB/mjs/secret")
    return "name-context", txt, [k]


# ---------------------------------------------------------------- clean templates
C = []


def c(f):
    C.append(f)
    return f


@c
def cl_license_file():
    vd, ft = feature()
    h = lichost().split(".")[0]
    return (f"SERVER {h} {mac()} 27000\nVENDOR {vd} PORT={r.randint(27001, 27100)}\nUSE_SERVER\n"
            f"INCREMENT {ft} {vd} 2026.{r.randint(1, 12):02d} {date()} {r.randint(1, 60)} \\\n\tVENDOR_STRING=\"{g.hexs(8).upper()}\" \\\n"
            f"\tISSUER=\"{r.choice(['Vendor Licensing', 'License Center'])}\" NOTICE=\"Site {r.randint(10000, 99999)}\" \\\n\tSIGN=\"{sign()}\"")


@c
def cl_lmgrd_log():
    vd, ft = feature()
    lines = [f"{ts()} ({vd}) OUT: \"{ft}\" {user()}@ws{pin(3)}", f"{ts()} ({vd}) IN: \"{ft}\" {user()}@ws{pin(3)}",
             f"{ts()} ({vd}) DENIED: \"{ft}\" {user()}@farm{pin(3)}  (Licensed number of users already reached. (-4,342))",
             f"{ts()} (lmgrd) FlexNet Licensing (v11.19.{r.randint(0, 6)}.0 build {r.randint(100000, 999999)} x64_lsb) started on {lichost()} (linux)"]
    return "\n".join(r.sample(lines, 4))


@c
def cl_lmstat():
    vd, ft = feature()
    return (f"$ lmutil lmstat -a -c 27000@{lichost()}\nlmutil - Copyright (c) 1989-2024 Flexera. All Rights Reserved.\n"
            f"License server status: 27000@{lichost()}\n    License file(s) on {lichost()}: /opt/flexlm/licenses/{vd}.lic:\n\n"
            f"Users of {ft}:  (Total of {r.randint(5, 60)} licenses issued;  Total of {r.randint(0, 5)} licenses in use)\n"
            f"    {user()} ws{pin(3)} /dev/pts/{r.randint(0, 9)} (v2026.0) ({lichost()}/27000 {r.randint(100, 9999)}), start Tue 12/{r.randint(1, 28)} {ts()}")


@c
def cl_options_file():
    vd, ft = feature()
    return (f"# {vd}.opt\nGROUP asic_team {user()} {user()} {user()}\nRESERVE {r.randint(1, 4)} {ft} GROUP asic_team\n"
            f"EXCLUDE {ft} HOST farm-low{pin(2)}\nMAX {r.randint(2, 10)} {ft} USER {user()}\nTIMEOUTALL {r.choice([3600, 7200])}\nREPORTLOG +/var/log/flexlm/{vd}.rl")


@c
def cl_env_vars():
    return (f"setenv LM_LICENSE_FILE 27000@{lichost()}:27000@{lichost()}:27000@{lichost()}\nsetenv SNPSLMD_LICENSE_FILE 27020@{lichost()}\n"
            f"setenv CDS_LIC_FILE 5280@{lichost()}\nsetenv MGLS_LICENSE_FILE 1717@{lichost()}\nsetenv ANSYSLMD_LICENSE_FILE 1055@{lichost()}\nsetenv RLM_LICENSE 5053@{lichost()}")


@c
def cl_rlm_file():
    return (f"HOST {lichost().split('.')[0]} {mac()} 5053\nISV {r.choice(['sidefx', 'foundry', 'chaos', 'otoy'])} port={r.randint(5054, 5100)}\n"
            f"LICENSE {r.choice(['sidefx', 'foundry'])} {r.choice(['houdini', 'nuke_i', 'vray_render'])} {r.randint(10, 22)}.0 {date()} {r.randint(1, 40)} "
            f"hostid={mac()} share=uh issued={date()} _ck={g.hexs(10)} sig=\"{g.s(UPPER + DIG, 60)}\"")


@c
def cl_rlmstat():
    return (f"$ rlmutil rlmstat -avail -c 5053@{lichost()}\n\t{r.choice(['houdini', 'nuke_i'])} v{r.randint(19, 21)}.0\n\t\tcount: {r.randint(5, 40)}, # reservations: 0, inuse: {r.randint(0, 5)}, exp: {date()}\n"
            f"\t\tobsolete: 0, min_remove: 120, total checkouts: {r.randint(100, 90000)}")


@c
def cl_network_lic():
    return f"# /opt/MATLAB/R2024b/licenses/network.lic\nSERVER {lichost()} INTERNET={r.randint(10, 172)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)} 27000\nUSE_SERVER"


@c
def cl_installer_template():
    return (f"## installer_input.txt (template — fill in from the MathWorks licence centre, do not commit the key)\n"
            f"destinationFolder=/opt/MATLAB/R2024b\nfileInstallationKey=<xxxxx-xxxxx-xxxxx-xxxxx>\nagreeToLicense=yes\nlicensePath=/opt/MATLAB/network.lic\n# template v{r.randint(1, 9)}")


@c
def cl_lmhostid():
    return (f"$ lmutil lmhostid\nlmutil - Copyright (c) 1989-2024 Flexera. All Rights Reserved.\nThe FlexNet host ID of this machine is \"{mac()} {mac()}\"\n"
            f"Only use ONE from the list of hostids.\n$ lmutil lmhostid -hostname\nThe FlexNet host ID of this machine is \"HOSTNAME={lichost().split('.')[0]}\"")


@c
def cl_protect_block():
    return (f"`pragma protect version=1\n`pragma protect encrypt_agent=\"{r.choice(['XILINX', 'Cadence Design Systems.', 'Synopsys'])}\"\n"
            f"`pragma protect key_keyowner=\"Cadence Design Systems.\"\n`pragma protect key_keyname=\"CDS_RSA_KEY_VER_1\"\n"
            f"`pragma protect key_method=\"rsa\"\n`pragma protect encoding = (enctype = \"BASE64\", line_length = 76, bytes = 256)\n"
            f"`pragma protect key_block\n{g.b64(57)}\n{g.b64(57)}\n`pragma protect data_method = \"aes128-cbc\"\n`pragma protect data_block\n{g.b64(57)}\n{g.b64(57)}\n`pragma protect end_protected")


@c
def cl_slurm_lic():
    return (f"# slurm.conf excerpt\nLicenses=vcs:{r.randint(10, 80)},xcelium:{r.randint(5, 40)},calibre:{r.randint(4, 20)}\n"
            f"$ sacctmgr add resource vcs count={r.randint(10, 80)} server={lichost()} servertype=flexlm type=license\n$ sbatch -L vcs:1 regress_{pin(3)}.sh")


@c
def cl_lsf_sched():
    return (f"Begin ServiceDomain\nNAME = LanServer\nLIC_SERVERS = ((27000@{lichost()}))\nEnd ServiceDomain\n\nBegin Feature\nNAME = {feature()[1]}\n"
            f"DISTRIBUTION = LanServer(asic 3 verif 1)\nEnd Feature\n# bsub -R \"rusage[vcs_lic=1]\" run_{pin(3)}.sh")


@c
def cl_tool_version():
    return r.choice([f"$ vcs -ID\nVCS Build Date = Oct {r.randint(1, 28)} 2024 {ts()}\nHost ID: {mac()}\nLicense server: 27020@{lichost()}",
                     f"$ xrun -version\nTOOL:\txrun(64)\t24.{r.randint(1, 9):02d}-s{r.randint(1, 9):03d}",
                     f"$ calibre -version\nCalibre v2024.3_32.19 Tue Jul {r.randint(1, 28)} 2024\nMGLS_LICENSE_FILE=1717@{lichost()}"])


@c
def cl_checksums():
    return (f"SHA256 (MATLAB_R2024b_Update_{r.randint(1, 6)}_glnxa64.zip) = {g.sha256()}\nSHA256 (ANSYS2025R1_LINX64_DISK1.iso) = {g.sha256()}\n"
            f"MD5 (lmadmin-x64_lsb-11_19_{r.randint(0, 6)}_0.bin) = {g.hexs(32)}")


@c
def cl_autodesk_public():
    return (f"# Autodesk network licence deployment (no serials in this file; they come from the ADSK portal at install time)\n"
            f"LICENSE_TYPE=Network\nPRODUCTKEY={r.choice(['001Q1', '797Q1', '057Q1'])}\nLICPATH=27000@{lichost()}\nSERIALNUMBER=${{ADSK_SERIAL}}")


@c
def cl_ansys_ini():
    return f"# ansyslmd.ini\nSERVER=1055@{lichost()}\nANSYSLI_SERVERS=2325@{lichost()}\nANSYSLI_TIMEOUT_CONNECT=20\n# updated by change {pin(6)}"


@c
def cl_abaqus_env():
    return f"# abaqus_v6.env\nlicense_server_type=FLEXNET\nabaquslm_license_file=\"27000@{lichost()}\"\nmp_mode=MPI\ncpus={r.choice([8, 16, 32])}\nscratch=\"/scratch/{user()}\""


@c
def cl_dsls():
    return f"DSLicSrv.txt\n{lichost()}:4085\n# licence server id {g.s(UPPER, 3)}-{g.hexs(16).upper()} (DS licence server id, needed to request keys)"


@c
def cl_denial_ticket():
    return r.choice([f"JIRA EDA-{r.randint(100, 9999)}: regressions fail with 'Licensed number of users already reached (-4,342)' between 02:00 and 04:00. Please add {r.randint(2, 10)} VCS seats or move the nightly run.",
                     f"Ticket {pin(6)}: hostid of {lichost()} changed after NIC replacement (old {mac()}, new {mac()}); need a rehost from the vendor.",
                     f"许可证服务器 {lichost()} 在 {ts()} 重启，所有 Virtuoso 会话断开，请重新登录。",
                     f"Lizenzserver {lichost()}: Wartungsfenster Samstag 06:00–08:00, bitte keine Simulationen starten."])


@c
def cl_prom_metrics():
    vd, ft = feature()
    return (f"# HELP flexlm_feature_used Number of used licenses\nflexlm_feature_used{{app=\"{vd}\",name=\"{ft}\"}} {r.randint(0, 40)}\n"
            f"flexlm_feature_issued{{app=\"{vd}\",name=\"{ft}\"}} {r.randint(40, 80)}\nflexlm_server_status{{fqdn=\"{lichost()}\",port=\"27000\"}} 1")


@c
def cl_env_example():
    return (f"# .env.example — license monitor\nLIC_MON_USER=licmon\nLIC_MON_PASSWORD=changeme\nLICSTATS_DB_URL=postgresql://licstats:<password>@localhost:5432/licstats\n"
            f"LM_LICENSE_FILE=27000@localhost\n# rev {g.hexs(7)}")


@c
def cl_ci_secret_ref():
    return (f"env:\n  MLM_LICENSE_TOKEN: ${{{{ secrets.MLM_LICENSE_TOKEN }}}}\n  LM_LICENSE_FILE: 27000@{lichost()}\nsteps:\n  - uses: matlab-actions/setup-matlab@v2\n    with:\n      release: R2024{r.choice('ab')}")


@c
def cl_pubkey():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} flexadm@{lichost()}"


@c
def cl_cert():
    body = "\n".join(g.b64(48) for _ in range(r.randint(6, 10)))
    return f"lmadmin HTTPS certificate (public):\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


@c
def cl_prose():
    return r.choice([f"FlexNet licence files are tied to the SERVER line's host id; the SIGN= field is the vendor's signature over the features, so editing a count breaks it. Keep the files in /opt/flexlm/licenses (rev {pin(3)}).",
                     "Never put the MATLAB File Installation Key or Autodesk serials in git; the deploy job reads them from Vault at install time.",
                     f"Triple-redundant FlexNet: three SERVER lines, quorum of two. If {lichost()} dies the others keep serving.",
                     "RLM_LICENSE_PASSWORD is only needed for ISVs that set a licence password; ours do not, leave it unset.",
                     f"パスワードはライセンスサーバーには不要です。port@host だけ設定してください（例: 27000@{lichost()}）。"])


@c
def cl_hook_lmstat():
    vd, ft = feature()
    return hook(f"lmutil lmstat -f {ft} -c 27000@{lichost()}", f"Users of {ft}:  (Total of {r.randint(4, 50)} licenses issued;  Total of {r.randint(0, 4)} licenses in use)\n")


@c
def cl_notebook_parse():
    cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {}, "outputs": [],
            "source": ["import re, subprocess\n", f"out = subprocess.run(['lmutil','lmstat','-a','-c','27000@{lichost()}'], capture_output=True, text=True).stdout\n",
                       "rows = re.findall(r'Users of (\\S+):.*?Total of (\\d+) licenses? issued;.*?Total of (\\d+)', out)\n"]}
    return json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1)


@c
def cl_order():
    return (f"Vendor order {r.randint(10**6, 10**7)} — line {r.randint(1, 9)}: {feature()[1]} x{r.randint(1, 20)}, term 2026-{r.randint(1, 12):02d}-01 to 2027-{r.randint(1, 12):02d}-01, "
            f"PO {pin(8)}, host id {mac()}, license key file to follow by e-mail.")


@c
def cl_lmreread():
    return (f"$ lmutil lmreread -c 27000@{lichost()} -vendor {feature()[0]}\nlmreread successful\n$ lmutil lmdown -c 27000@{lichost()} -q -force\n"
            f"{r.randint(1, 3)} FlexNet License Server(s) shutdown")


@c
def cl_commit():
    return "\n".join(f"{g.hexs(40)} {m}" for m in r.sample(["licenses: new Synopsys key file for 2027 term", "options: reserve 2 Calibre seats for signoff",
                                                               "move lmadmin password to vault", "site.env: add third redundant server",
                                                               "exporter: scrape rlm as well", "drop expired Xcelium INCREMENT"], 3))


@c
def cl_windows_ws():
    return (f"C:\\> setx ADSKFLEX_LICENSE_FILE @{lichost()} /M\nSUCCESS: Specified value was saved.\nC:\\> setx SPLM_LICENSE_SERVER 28000@{lichost()} /M\n"
            f"C:\\> reg query HKLM\\SOFTWARE\\FLEXlm License Manager\n    ADSKFLEX_LICENSE_FILE    REG_SZ    @{lichost()}")


def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        f = S[i % len(S)]
        i += 1
        cls, text, vals = f()
        vals = [v for v in vals if v]
        assert vals and all(v in text for v in vals), (f.__name__, vals)
        secrets.append((cls, text, vals))
    clean = []
    j = 0
    while len(clean) < 100:
        clean.append(C[j % len(C)]())
        j += 1
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as fh:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            fh.write(json.dumps({"id": f"{FAM}-{n}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as fh:
        for n, text in enumerate(clean, 1):
            fh.write(json.dumps({"id": f"{FAM}-c{n}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
