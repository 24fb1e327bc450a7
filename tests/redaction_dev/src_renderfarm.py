"""Blind redaction source "renderfarm" (round 49, helper corpora21): 3D, CAD and render farms.

Deadline (and AWS Deadline Cloud), Blender/Flamenco/SheepIt, Houdini/SideFX, Tractor and OpenCue, cloud render
services, Autodesk Platform Services, Onshape, PDM/Vault, licence servers (RLM, FlexLM, Chaos, Maxon), ShotGrid,
ftrack, Kitsu, Ayon, asset storage (NAS, LucidLink, B2, Wasabi, Nucleus). Seeded; imports only the standard library
and _tokens.py. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, URLSAFE, Gen  # noqa: E402

FAMILY = "renderfarm"
g = Gen(49002)
R = g.r
UPPER_DIG = string.ascii_uppercase + string.digits
LOW_DIG = string.ascii_lowercase + string.digits
WORDS = ["teapot", "suzanne", "bunny", "voxel", "gizmo", "render", "photon", "prism", "nebula", "kelvin", "gamma",
         "raster", "octree", "shader", "mantra", "karma", "cycles", "eevee", "arnold", "nuke", "comet", "pebble"]


def passphrase() -> str:
    return R.choice(["-", " ", ".", "_"]).join(R.choice(WORDS) for _ in range(R.randint(3, 5)))


def pin(n: int = 4) -> str:
    return "".join(R.choice("0123456789") for _ in range(n))


def legacy() -> str:
    return g.s(LOW_DIG, R.randint(6, 8))


def wordpw() -> str:
    return R.choice(WORDS).capitalize() + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "@"])


def anypw() -> str:
    return [g.pw, passphrase, legacy, wordpw, g.machine_pw, g.human_pw][R.randint(0, 5)]()


def urlpw() -> str:
    p = anypw()
    for a, b in (("@", "a"), ("#", "h"), ("?", "q"), ("/", "s"), ("%", "p"), ("&", "n"), ("+", "x"), (" ", "_"), (":", "c")):
        p = p.replace(a, b)
    return p


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def node() -> str:
    return R.choice(["rn", "render", "blade", "wkr", "farm"]) + f"{R.randint(1, 240):03d}"


def host() -> str:
    return R.choice(["deadline", "mongo01", "nas01", "license", "rlm", "tractor", "cue", "pipeline"]) + "." + \
        R.choice(["studio.local", "vfx.example", "farm.internal", "anim.corp"])


def user() -> str:
    return R.choice(["render", "farm_svc", "deadline", "pipeline", "wrangler", "artist", "td_bot"]) + str(R.randint(1, 40))


def sg_key() -> str:
    return g.s(string.ascii_lowercase, R.randint(6, 10)) + R.choice(["^", "$", "(", "-", "#"]) + g.s(LOW_DIG, R.randint(12, 20))


# ------------------------------------------------------------------ secret templates
def s_deadline_mongo():
    p = urlpw()
    t = f"""# DeadlineRepository10/settings/connection.ini was pointing at the old box, override:
DEADLINE_DB_URI=mongodb://deadline_admin:{p}@{host()}:27100/deadline10db?authSource=admin&tls=true"""
    return "structural", t, [p]


def s_deadline_installer():
    p, c = anypw(), anypw()
    t = f"""sudo ./DeadlineRepository-10.{R.randint(1, 4)}.{R.randint(0, 2)}.{R.randint(1, 9)}-linux-x64-installer.run --mode unattended \\
  --prefix /opt/Thinkbox/DeadlineRepository10 --dbtype MongoDB --dbhost {host()} --dbport 27100 \\
  --dbuser deadline --dbpassword '{p}' --dbauth true --dbssl true \\
  --dbclientcert /opt/certs/Deadline10Client.pfx --dbcertpass '{c}'"""
    return "name-context", t, [p, c]


def s_deadline_web_curl():
    u, p = user(), urlpw()
    t = f"""$ curl -s -u {u}:{p} "http://{host()}:8081/api/jobs?States=Active" | jq length
{R.randint(1, 90)}"""
    return "structural", t, [p]


def s_deadline_con():
    p = anypw()
    t = f"""import Deadline.DeadlineConnect as Connect

con = Connect.DeadlineCon("{host()}", 8081)
con.SetAuthenticationCredentials("{user()}", "{p}")
jobs = con.Jobs.GetJobsInState("Failed")"""
    return "structural", t, [p]


def s_deadline_secrets():
    p = anypw()
    t = f"""$ deadlinecommand secrets ConfigureServerMachine --username admin_{R.randint(1, 9)} --password '{p}' --role Server
Success: this machine is now a Secrets Management server ({host()})"""
    return "name-context", t, [p]


def s_aws_deadline_cloud():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"""[profile deadline-cloud]
region = us-west-2
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
# deadline bundle submit ./job_bundles/turntable --farm-id farm-{g.hexs(32)}"""
    return "self-identifying", t, [ak, sk]


def s_rcs_pfx():
    p = anypw()
    t = f"""[Deadline]
ProxyRoot=rcs.{R.choice(['studio.local', 'farm.internal'])}
ProxyRoot0=rcs.{R.choice(['studio.local', 'farm.internal'])};4433
ProxyUseSSL=True
ProxySSLCertificate=/opt/Thinkbox/certs/Deadline10RemoteClient.pfx
ProxySSLCertificatePassword={p}
NoGuiMode=true"""
    return "name-context", t, [p]


def s_ubl():
    code = "-".join(g.s(UPPER_DIG, 5) for _ in range(5))
    t = f"""# Thinkbox UBL (usage-based licensing) for burst nodes
LicenseForwarder: lf01.{R.choice(['studio.local', 'farm.internal'])}:17004
UBL_URL=https://thinkbox.compliance.flexnetoperations.com/instances/{g.s(UPPER_DIG, 12)}/request
UBL_ACTIVATION_CODE={code}"""
    return "name-context", t, [code]


def s_blender_id():
    tok = g.s(B62, 32)
    t = json.dumps({"active_profile": str(R.randint(10000, 99999)),
                    "profiles": {str(R.randint(10000, 99999)): {"username": "studio-render", "token": tok,
                                                                   "expires": "2027-01-0" + str(R.randint(1, 9))}}}, indent=2)
    return "name-context", "~/.config/blender/4.2/config/blender_id/profiles.json\n" + t, [tok]


def s_sheepit():
    k = g.s(B62, 32)
    t = f"""# sheepit render node (systemd unit ExecStart)
ExecStart=/usr/bin/java -jar /opt/sheepit/sheepit-client.jar -ui text -login {R.choice(['vfx_coop', 'studiorender', 'nighthawk'])} -password {k} -cores {R.choice([16, 32, 64])} -gpu OPTIX_0 -cache-dir /var/cache/sheepit"""
    return "name-context", t, [k]


def s_blender_s3():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"""# render_upload.py — Blender post-render handler
import boto3, bpy
s3 = boto3.client("s3", aws_access_key_id="{ak}", aws_secret_access_key="{sk}")
def upload(scene):
    s3.upload_file(bpy.context.scene.render.frame_path(), "renders-{R.choice(['prod', 'dailies'])}", scene.name)"""
    return "self-identifying", t, [ak, sk]


def s_sidefx_api():
    cid, cs = g.s(B62, 40), g.s(B62, 128)
    t = f"""import sidefx

service = sidefx.service(
    access_token_url="https://www.sidefx.com/oauth2/application_token",
    client_id="{cid}",
    client_secret_key="{cs}",
    endpoint_url="https://www.sidefx.com/api/",
)
print(service.license.get_non_commercial_license(server_name="{host()}"))"""
    return "name-context", t, [cs]


def s_houdini_env():
    cs = g.s(B62, 64)
    t = f"""# houdini.env on the farm image
HOUDINI_PATH = "$HIP/otls;$PIPE/houdini;&"
SESI_LMHOST = "{host()}"
SIDEFX_CLIENT_ID = "{g.s(B62, 40)}"
SIDEFX_CLIENT_SECRET = "{cs}"
"""
    return "name-context", t, [cs]


def s_tq():
    p = anypw()
    t = f"""wrangler@{node()}:~$ tq --engine={host()}:80 --user {user()} --password '{p}' jobs "active and not paused" -c"""
    return "name-context", t, [p]


def s_opencue():
    p = anypw()
    t = f"""# cuebot/opencue.properties
datasource.cue-data-source.jdbc-url=jdbc:postgresql://{host()}/cuebot
datasource.cue-data-source.username=cuebot
datasource.cue-data-source.password={p}
dispatcher.job_query_max=20"""
    return "structural", t, [p]


def s_rlm_activation():
    ak = "-".join(pin(4) for _ in range(4))
    t = f"""rlmact_pro activation for the Redshift/renderer floating pool:
  activation server: https://license.{R.choice(['vendor', 'isv'])}.example/rlmact
  akey={ak}
  count={R.randint(5, 60)}  hostid=ether={g.hexs(12)}"""
    return "name-context", t, [ak]


def s_vray_lic():
    u, p = R.choice(["studio_lic", "renders@studio.example", "licadmin"]), anypw()
    t = f"""C:\\Program Files\\Chaos Group\\VRLService\\OLS> vrlctl.exe --set-online --username {u} --password "{p}"
Chaos License Server: logged in, {R.randint(5, 40)} render licenses available"""
    return "structural", t, [p]


def s_aps_env():
    cs = g.s(B62, 16) if R.random() < .5 else g.s(B62, 64)
    t = f"""# Autodesk Platform Services (was Forge) — model viewer backend
APS_CLIENT_ID={g.s(B62, 32)}
APS_CLIENT_SECRET={cs}
APS_BUCKET=studio-{R.choice(['cad', 'bim', 'renders'])}-{R.randint(1, 99)}
"""
    return "name-context", t, [cs]


def s_aps_basic():
    b = basic(g.s(B62, 32), g.s(B62, 16))
    t = f"""curl -X POST 'https://developer.api.autodesk.com/authentication/v2/token' \\
  -H 'Content-Type: application/x-www-form-urlencoded' \\
  -H 'Authorization: Basic {b}' \\
  -d 'grant_type=client_credentials&scope=data:read data:write bucket:create'"""
    return "structural", t, [b]


def s_aps_token():
    j = g.jwt()
    t = json.dumps({"access_token": j, "token_type": "Bearer", "expires_in": 3599}, indent=2)
    return "self-identifying", "< HTTP/2 200\n" + t, [j]


def s_presigned():
    ak = g.aws_akid()
    sig = g.hexs(64)
    t = f"""Download your render output (valid 7 days):
https://renders-{R.choice(['prod', 'client'])}.s3.amazonaws.com/{g.uuid()}/beauty.{pin(4)}.exr?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={ak}%2F20261203%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261203T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"""
    return "structural", t, [sig]


def s_shotgrid():
    k = sg_key()
    t = f"""import shotgun_api3

sg = shotgun_api3.Shotgun(
    "https://{R.choice(['acme', 'northlight', 'pixelbarn'])}.shotgrid.autodesk.com",
    script_name="deadline_event_sync",
    api_key="{k}",
)
sg.update("Version", {R.randint(1000, 99999)}, {{"sg_status_list": "rev"}})"""
    return "name-context", t, [k]


def s_ftrack():
    k = g.uuid()
    t = f"""export FTRACK_SERVER=https://{R.choice(['studio', 'acme', 'moonlit'])}.ftrackapp.com
export FTRACK_API_USER=render.bot@studio.example
export FTRACK_API_KEY={k}
python -m farm.publish --version {R.randint(1, 200)}"""
    return "name-context", t, [k]


def s_kitsu():
    p = anypw()
    t = f"""import gazu
gazu.set_host("https://kitsu.{R.choice(['studio.local', 'anim.corp'])}/api")
gazu.log_in("pipeline@studio.example", "{p}")"""
    return "structural", t, [p]


def s_ayon():
    k = g.hexs(32)
    t = f"""AYON_SERVER_URL=http://ayon.{R.choice(['studio.local', 'farm.internal'])}:5000
AYON_API_KEY={k}
AYON_BUNDLE_NAME=production-{R.randint(1, 30)}"""
    return "name-context", t, [k]


def s_lucid():
    p = anypw()
    t = f"""lucid3 --instance {R.randint(500, 520)} daemon --fs projects.{R.choice(['acmevfx', 'studio'])} --user renderfarm --password '{p}' --mount-point /mnt/lucid"""
    return "structural", t, [p]


def s_smbcred():
    p = anypw()
    t = f"""$ cat /etc/fstab | grep cifs
//nas01/projects  /mnt/projects  cifs  credentials=/root/.smbcred,vers=3.0,uid=render  0 0
$ sudo cat /root/.smbcred
username=render
password={p}
domain=STUDIO"""
    return "structural", t, [p]


def s_net_use():
    p = anypw()
    t = f"""REM render node startup.bat
net use P: \\\\nas01\\projects /user:STUDIO\\{user()} {p} /persistent:yes
"C:\\Program Files\\Thinkbox\\Deadline10\\bin\\deadlineworker.exe" -nogui"""
    return "structural", t, [p]


def s_b2():
    kid = "005" + g.hexs(22)
    key = "K005" + g.s(B62, 27)
    t = f"""$ b2 account authorize {kid} {key}
Using https://api.backblazeb2.com
$ b2 sync --threads 32 /mnt/renders/show_x b2://renders-archive/show_x"""
    return "self-identifying", t, [key]


def s_rclone():
    sk = g.s(UPPER_DIG, 40)
    t = f"""[wasabi-renders]
type = s3
provider = Wasabi
access_key_id = {g.s(UPPER_DIG, 20)}
secret_access_key = {sk}
endpoint = s3.eu-central-1.wasabisys.com"""
    return "name-context", t, [sk]


def s_nucleus():
    tok = g.s(URLSAFE, 64)
    t = f"""# Omniverse Nucleus access for the farm
export OMNI_USER='$omni-api-token'
export OMNI_PASS={tok}
omni-cli cp omniverse://nucleus.{R.choice(['studio.local', 'farm.internal'])}/Projects/shot_{R.randint(10, 99)}.usd ./"""
    return "name-context", t, [tok]


def s_conductor():
    k = g.s(URLSAFE, 48)
    t = f"""CONDUCTOR_API_KEY={k}
CONDUCTOR_PROJECT={R.choice(['commercial_spot', 'feature_x', 'default'])}
conductor submit --instance-type n1-highcpu-32 --frames 1001-1240 --upload-paths /mnt/projects"""
    return "name-context", t, [k]


def s_foxfarm():
    ak = g.s(B62, 32)
    t = f"""from rayvision_api import RayvisionAPI

api = RayvisionAPI(access_id="{g.s(B62, 32)}", access_key="{ak}", domain="task.renderbus.com", platform="2")
print(api.user.query_user_profile())"""
    return "name-context", t, [ak]


def s_ranch():
    p = anypw()
    t = f"""<!-- RanchSync preferences -->
<RanchSync>
  <Account login="{R.choice(['studio_ops', 'archviz_team'])}" password="{p}" />
  <SyncFolder>D:\\Ranch\\Outputs</SyncFolder>
</RanchSync>"""
    return "structural", t, [p]


def s_mx1():
    p = anypw()
    t = f"""$ "/Library/Application Support/Maxon/Tools/mx1" user login -u licenses@studio.example -p '{p}'
Logged in. Assigned: Redshift (x{R.randint(2, 30)}), Cinema 4D Team Render"""
    return "structural", t, [p]


def s_keyshot():
    p = wordpw()
    t = f"""; KeyShot Network Rendering — manager.ini
[manager]
port=3451
admin_password={p}
max_cores={R.choice([512, 1024, 2048])}"""
    return "name-context", t, [p]


def s_onshape_cfg():
    sk = g.s(B62, 48)
    t = f"""# ~/.onshape_client_config.yaml
default_stack: prod
prod:
  base_url: https://cad.onshape.com
  access_key: {g.s(B62, 24)}
  secret_key: {sk}"""
    return "name-context", t, [sk]


def s_onshape_basic():
    b = basic(g.s(B62, 24), g.s(B62, 48))
    t = f"""GET /api/v6/documents?q=gearbox HTTP/1.1
Host: cad.onshape.com
Accept: application/json;charset=UTF-8; qs=0.09
Authorization: Basic {b}"""
    return "structural", t, [b]


def s_pdm_sql():
    p = anypw().replace(";", ",")
    t = f"""<add name="PdmArchive" connectionString="Data Source={host()}\\SWPDM;Initial Catalog=EngVault;User ID=sa;Password={p};" />"""
    return "structural", t, [p]


def s_adsk_vault():
    p = anypw()
    t = f"""var result = VDF.Vault.Library.ConnectionManager.LogIn(
    "{host()}", "Engineering", "{R.choice(['cad_admin', 'vault_sync', 'administrator'])}", "{p}",
    AuthenticationFlags.Standard, null);"""
    return "structural", t, [p]


def s_p4():
    p = anypw()
    t = f"""P4PORT=ssl:perforce.{R.choice(['studio.local', 'anim.corp'])}:1666
P4USER=farm_sync
P4PASSWD={p}
P4CLIENT={node()}_ws"""
    return "name-context", t, [p]


def s_docker_login():
    p = g.s(B62, 24)
    t = f"""+ docker login -u farm-pull -p {p} registry.{R.choice(['studio.local', 'farm.internal'])}
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded"""
    return "structural", t, [p]


def s_slack_hook():
    url = g.slack_webhook()
    last = url.rsplit("/", 1)[1]
    t = f"""# Deadline event plugin: SlackNotify.param / .dlinit
WebhookURL={url}
NotifyOnJobFailed=True
Channel=#farm-alerts"""
    return "self-identifying", t, [last]


def s_slack_bot():
    tok = "xoxb-" + f"{R.randint(10**10, 10**13)}-{R.randint(10**10, 10**13)}-" + g.s(B62, 24)
    t = f"""[State]
Type=Enum
Default=Global Enabled
[BotToken]
Type=string
Default={tok}"""
    return "self-identifying", t, [tok]


def s_chat_de():
    p = anypw()
    t = f"""Kurze Info: das Passwort für den Deadline-Monitor-Superuser ist jetzt {p} — bitte nur im Notfall benutzen, sonst über eure eigenen User."""
    return "name-context", t, [p]


def s_chat_fr():
    cs = g.s(B62, 16)
    t = f"""Salut, voilà le client secret APS pour le viewer BIM : {cs} (client id dans le wiki). On le remet dans Vault après la démo."""
    return "name-context", t, [cs]


def s_chat_ja():
    k = g.s(B62, 32)
    t = f"""SheepIt のレンダーキー共有します → {k}
自宅PCでも回してOKです。パスワードではなくレンダーキーで入ってください。"""
    return "name-context", t, [k]


def s_chat_pl():
    p = anypw()
    t = f"""hasło do panelu RLM (web admin na porcie 5054): {p} — zmień po audycie licencji"""
    return "name-context", t, [p]


def s_chat_es():
    p = anypw()
    t = f"""Oye, el usuario del NAS para los nodos es render y la contraseña {p}. Si falla el montaje revisa el fstab."""
    return "name-context", t, [p]


def s_chat_ko():
    p = anypw()
    t = f"""렌더팜 IPMI 관리자 비밀번호 변경했습니다: {p} (blade 노드 전체 동일)"""
    return "name-context", t, [p]


def s_ticket_ftrack():
    k = g.uuid()
    t = f"""PIPE-{R.randint(100, 9999)}: publish hook fails on {node()}
Steps: set FTRACK_API_USER=comp.lead@studio.example and FTRACK_API_KEY={k}, run publish on shot sq{R.randint(10, 99)}_sh{R.randint(10, 990):04d}
Expected: version created. Actual: 401."""
    return "name-context", t, [k]


def s_hook_bash_aws():
    ak, sk = g.aws_akid(), g.aws_secret()
    cmd = f"AWS_ACCESS_KEY_ID={ak} AWS_SECRET_ACCESS_KEY={sk} deadline bundle submit ./bundles/turntable --farm-id farm-{g.hexs(32)} --queue-id queue-{g.hexs(32)}"
    t = json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
                    "tool_input": {"command": cmd, "description": "submit turntable to Deadline Cloud"}})
    return "self-identifying", t, [ak, sk]


def s_hook_write_sg():
    k = sg_key()
    content = f"shotgrid:\n  site: https://acme.shotgrid.autodesk.com\n  script_name: farm_events\n  api_key: \"{k}\"\n"
    t = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Write",
                    "tool_input": {"file_path": "/pipeline/config/shotgrid.yml", "content": content},
                    "tool_response": {"success": True}})
    return "name-context", t, [k]


def s_diff_aps():
    cs = g.s(B62, 64)
    t = f"""diff --git a/config/aps.json b/config/aps.json
--- a/config/aps.json
+++ b/config/aps.json
@@ -1,5 +1,5 @@
 {{
   "client_id": "{g.s(B62, 32)}",
-  "client_secret": "${{APS_CLIENT_SECRET}}",
+  "client_secret": "{cs}",
   "callback_url": "http://localhost:8080/api/auth/callback"
 }}"""
    return "name-context", t, [cs]


def s_notebook():
    k = g.s(URLSAFE, 48)
    cell = {"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
            "source": ["# monthly render cost per show\n", f"API_KEY = \"{k}\"\n",
                       "r = requests.get('https://dashboard.conductortech.com/api/v1/jobs', headers={'Authorization': 'Token ' + API_KEY})\n",
                       "df = pd.DataFrame(r.json()['data'])"], "outputs": []}
    return "name-context", json.dumps({"cells": [cell], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4,
                                       "nbformat_minor": 5}, indent=1), [k]


def s_ftrack_trace():
    k = g.uuid()
    t = f"""Traceback (most recent call last):
  File "/pipeline/hooks/on_render_complete.py", line 27, in main
    session = ftrack_api.Session(server_url="https://studio.ftrackapp.com", api_user="render.bot", api_key="{k}")
  File "/usr/lib/python3/site-packages/ftrack_api/session.py", line 275, in __init__
ftrack_api.exception.ServerError: Server reported error: Invalid API key"""
    return "name-context", t, [k]


def s_rclone_log():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"""2026/12/03 04:{R.randint(10, 59)}:{R.randint(10, 59)} DEBUG : rclone: Version "v1.68.2" starting with parameters ["rclone" "copy" "/mnt/renders/out" ":s3:renders-out" "--s3-provider=AWS" "--s3-access-key-id={ak}" "--s3-secret-access-key={sk}" "-vv"]"""
    return "self-identifying", t, [ak, sk]


def s_dockerfile():
    cs = g.s(B62, 64)
    t = f"""FROM rockylinux:9
ARG HOUDINI_VERSION=20.5.{R.randint(300, 500)}
ENV SIDEFX_CLIENT_ID={g.s(B62, 40)} \\
    SIDEFX_CLIENT_SECRET={cs}
RUN python3 /tmp/download_houdini.py --version $HOUDINI_VERSION"""
    return "name-context", t, [cs]


def s_pem():
    block, line = g.pem(R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY"]))
    t = f"""$ cat ~/.ssh/farm_provision   # ansible user for {R.randint(20, 300)} render nodes
{block}"""
    return "self-identifying", t, [line]


def s_zync_sa():
    block, line = g.pem("PRIVATE KEY")
    t = json.dumps({"type": "service_account", "project_id": f"render-burst-{R.randint(100, 999)}",
                    "private_key_id": g.hexs(40), "private_key": block + "\n",
                    "client_email": f"zync-farm@render-burst-{R.randint(100, 999)}.iam.gserviceaccount.com",
                    "client_id": pin(21)}, indent=2)
    return "self-identifying", t, [line]


def s_team_render():
    tok = g.s(UPPER_DIG, 4) + "-" + g.s(UPPER_DIG, 4) + "-" + g.s(UPPER_DIG, 4)
    t = f"""Team Render client setup ({node()}):
Preferences > Renderfarm > Security Token: {tok}
Server: tr-server.{R.choice(['studio.local', 'anim.corp'])}  Bonjour off, add machines by IP"""
    return "name-context", t, [tok]


def s_flamenco_proxy():
    p = urlpw()
    t = f"""# flamenco-worker.yaml (manager sits behind nginx basic auth)
manager_url: http://flamenco:{p}@flamenco-manager.{R.choice(['studio.local', 'farm.internal'])}:8080/
task_types: [blender, ffmpeg, file-management, misc]
restart_exit_code: 47"""
    return "structural", t, [p]


def s_ipmi():
    p = anypw()
    t = f"""for n in $(seq -w 1 48); do ipmitool -I lanplus -H blade$n-ipmi -U ADMIN -P '{p}' chassis power on; done"""
    return "structural", t, [p]


def s_pcoip():
    code = g.s(UPPER_DIG, 12) + "@" + "-".join(g.s(UPPER_DIG, 4) for _ in range(4))
    t = f"""# remote artist workstations (HP Anyware / PCoIP agent)
sudo pcoip-register-host --registration-code={code}
sudo systemctl restart pcoip-agent"""
    return "name-context", t, [code]


def s_autodesk_chat():
    p = anypw()
    t = f"""Ticket IT-{R.randint(1000, 9999)}: Arnold licences gone after the Autodesk account reset.
The shared Autodesk ID is licensing@studio.example, new password {p}. Please re-login on the license server and the 3 wrangler boxes."""
    return "name-context", t, [p]


def s_submit_json():
    tok = g.s(B62, 40)
    t = json.dumps({"farm": "cloud", "job": {"name": f"sq{R.randint(10, 99)}_lighting_v{R.randint(1, 40):03d}",
                                               "frames": "1001-1120", "renderer": "karma"},
                    "auth": {"token": tok}, "storage": {"sync": "/mnt/projects"}}, indent=2)
    return "name-context", t, [tok]


def s_selfid_other():
    name, tok, mark = g.self_identifying()
    t = f"""# pipeline-tools/.env (shared by the render-notify and publish daemons)
{name.upper()}_API_TOKEN={tok}
NOTIFY_ON=failed,completed"""
    return "self-identifying", t, [mark]


def s_mongo_shell():
    p = urlpw()
    t = f"""$ mongosh "mongodb://{host()}:27100/deadline10db" -u deadline_admin -p '{p}' --authenticationDatabase admin --tls
deadline10db> db.Jobs.countDocuments({{Stat: 2}})
{R.randint(1, 400)}"""
    return "structural", t, [p]


def s_vault_kv():
    cs = g.s(B62, 64)
    t = f"""$ vault kv get -field=client_secret secret/pipeline/sidefx
{cs}"""
    return "name-context", t, [cs]


def s_gcs_hmac():
    sk = g.b64(30)
    t = f"""[Credentials]
gs_access_key_id = GOOG1E{g.s(UPPER_DIG, 55)}
gs_secret_access_key = {sk}
# boto config for gsutil on render burst nodes"""
    return "name-context", t, [sk]


SECRET_T = [s_deadline_mongo, s_deadline_installer, s_deadline_web_curl, s_deadline_con, s_deadline_secrets,
            s_aws_deadline_cloud, s_rcs_pfx, s_ubl, s_blender_id, s_sheepit, s_blender_s3, s_sidefx_api, s_houdini_env,
            s_tq, s_opencue, s_rlm_activation, s_vray_lic, s_aps_env, s_aps_basic, s_aps_token, s_presigned,
            s_shotgrid, s_ftrack, s_kitsu, s_ayon, s_lucid, s_smbcred, s_net_use, s_b2, s_rclone, s_nucleus,
            s_conductor, s_foxfarm, s_ranch, s_mx1, s_keyshot, s_onshape_cfg, s_onshape_basic, s_pdm_sql,
            s_adsk_vault, s_p4, s_docker_login, s_slack_hook, s_slack_bot, s_chat_de, s_chat_fr, s_chat_ja,
            s_chat_pl, s_chat_es, s_chat_ko, s_ticket_ftrack, s_hook_bash_aws, s_hook_write_sg, s_diff_aps,
            s_notebook, s_ftrack_trace, s_rclone_log, s_dockerfile, s_pem, s_zync_sa, s_team_render,
            s_flamenco_proxy, s_ipmi, s_pcoip, s_autodesk_chat, s_submit_json, s_selfid_other, s_mongo_shell,
            s_vault_kv, s_gcs_hmac]


# ------------------------------------------------------------------ clean templates
def objid() -> str:
    return g.hexs(24)


def c_jobinfo():
    return f"""Plugin=Blender
Name=sq{R.randint(10, 99)}_sh{R.randint(10, 990):04d}_lighting_v{R.randint(1, 60):03d}
Frames=1001-{R.randint(1010, 1300)}
ChunkSize={R.choice([1, 2, 5, 10])}
Pool={R.choice(['gpu', 'cpu', 'none'])}
Priority={R.randint(10, 90)}
OutputDirectory0=/mnt/projects/show/renders/{g.uuid()[:8]}
ExtraInfo0={objid()}"""


def c_jobs_json():
    return json.dumps([{"_id": objid(), "Props": {"Name": f"comp_v{R.randint(1, 99):03d}", "User": R.choice(['ana', 'tomas', 'yuki']),
                                                   "Pool": "nuke", "Pri": R.randint(10, 90)}, "Stat": R.randint(1, 6),
                        "CompletedChunks": R.randint(0, 200)} for _ in range(2)], indent=2)


def c_worker_log():
    return f"""2026-12-03 0{R.randint(0, 9)}:{R.randint(10, 59)}:{R.randint(10, 59)}:  0: STDOUT: Fra:{R.randint(1001, 1240)} Mem:{R.randint(500, 9000)}.{pin(2)}M (Peak {R.randint(9000, 20000)}.{pin(2)}M) | Time:{R.randint(0, 9)}:{R.randint(10, 59)}.{pin(2)} | Sample {R.randint(1, 4096)}/4096
2026-12-03 0{R.randint(0, 9)}:{R.randint(10, 59)}:{R.randint(10, 59)}:  0: INFO: Process exit code: 0  Task {objid()}_{R.randint(0, 99)}"""


def c_rlm_lic():
    return f"""HOST {host()} {g.hexs(12)} 5053
ISV sesi port=1715
ISV redshift
LICENSE redshift-core redshift 2026.12 permanent {R.randint(5, 50)} share=h _ck={g.hexs(10)} sig="60P0450MN9CT{g.s(UPPER_DIG, 48)}"
# signed to the hostid above; the server refuses it on any other machine"""


def c_flexlm():
    return f"""SERVER {host()} {g.hexs(12)} 27000
VENDOR adskflex port=2080
USE_SERVER
INCREMENT {R.choice(['86939MAYA_2025_0F', '87048ARNOL_T1_2025_0F', '88059_F'])} adskflex 1.000 permanent {R.randint(2, 40)} \\
	VENDOR_STRING=commercial:permanent SUPERSEDE DUP_GROUP=UH ISSUED=0{R.randint(1, 9)}-Nov-2026 \\
	SN={R.randint(100, 999)}-{pin(8)} SIGN="{' '.join(g.s(HEX.upper(), 4) for _ in range(16))}" \\
	SIGN2="{' '.join(g.s(HEX.upper(), 4) for _ in range(16))}\""""


def c_lmstat():
    return f"""lmutil - Copyright (c) 1989-2024 Flexera. All Rights Reserved.
Flexible License Manager status on Thu 12/3/2026 09:{R.randint(10, 59)}

License server status: 27000@{host()}
    {host()}: license server UP (MASTER) v11.19.4

Users of 87048ARNOL_T1_2025_0F:  (Total of {R.randint(20, 80)} licenses issued;  Total of {R.randint(1, 19)} licenses in use)
    render {node()} {node()} (v1.000) ({host()}/27000 {R.randint(100, 999)}), start Thu 12/3 8:{R.randint(10, 59)}"""


def c_rlmstat():
    return f"""rlmstat -a -c 5053@{host()}
        karma-render v20.5 pool: {R.randint(1, 9)}
                count: {R.randint(10, 100)}, # reservations: 0, inuse: {R.randint(0, 10)}, exp: permanent
                obsolete: 0, min_remove: 120, total checkouts: {R.randint(1000, 99999)}"""


def c_hserver():
    return f"""$ hserver -l
Hostname:    {node()}
License Server: {host()}
Connected To:   {host()}
Version: 20.5.{R.randint(300, 500)}
Licenses: Houdini-Render-Engine x{R.randint(10, 200)}  (id {g.hexs(8)})"""


def c_blender_log():
    return f"""Blender 4.2.{R.randint(0, 5)} LTS (hash {g.hexs(12)} built 2026-10-{R.randint(10, 28)})
Read blend: "/mnt/projects/show/shots/sh{R.randint(10, 990):04d}/lighting.blend"
Fra:{R.randint(1, 250)} Mem:{R.randint(100, 900)}.{pin(2)}M | Rendering {R.randint(1, 4096)} / 4096 samples
Saved: '/mnt/renders/beauty_{pin(4)}.exr'  Time: 00:{R.randint(10, 59)}.{pin(2)}"""


def c_flamenco_job():
    return json.dumps({"id": g.uuid(), "name": f"{R.choice(['spring', 'dune', 'orbit'])}-anim", "type": "simple-blender-render",
                       "priority": 50, "status": "active", "worker_tag": g.uuid(),
                       "settings": {"frames": "1-250", "chunk_size": 5, "render_output_root": "/render/"}}, indent=2)


def c_tractor_job():
    return f"""Job -title {{sq{R.randint(10, 99)} fx cache}} -priority {R.randint(100, 400)} -service {{linux64}} -subtasks {{
    Task {{frame {R.randint(1001, 1100)}}} -cmds {{
        RemoteCmd {{hython /pipe/bin/cache.py --frame {R.randint(1001, 1100)} --hip /show/fx/{g.hexs(8)}.hip}} -service PixarRender
    }}
}}"""


def c_cue():
    return "Job                                   Group      Booked  Cores   Wait  Pri\n" + "\n".join(
        f"{R.choice(['show', 'feat'])}-sh{R.randint(10, 990):04d}-{R.choice(['ana', 'tom'])}_lgt_v{R.randint(1, 99):03d}  {R.choice(['lighting', 'fx'])}   {R.randint(0, 40):>5}  {R.randint(0, 800):>5}.00  {R.randint(0, 99):>4}  {R.randint(1, 200):>4}"
        for _ in range(3))


def c_aps_manifest():
    oid = f"urn:adsk.objects:os.object:studio-cad-{R.randint(1, 99)}/{R.choice(['gearbox', 'atrium', 'chassis'])}_{pin(3)}.rvt"
    urn = base64.urlsafe_b64encode(oid.encode()).decode().rstrip("=")
    return json.dumps({"type": "manifest", "hasThumbnail": "true", "status": "success", "progress": "complete",
                       "region": "US", "urn": urn, "version": "1.0",
                       "derivatives": [{"guid": g.uuid(), "outputType": "svf2", "status": "success"}]}, indent=2)


def c_aps_object():
    return json.dumps({"bucketKey": f"studio-cad-{R.randint(1, 99)}", "objectId": f"urn:adsk.objects:os.object:studio-cad/{g.hexs(8)}.dwg",
                       "objectKey": f"{g.hexs(8)}.dwg", "sha1": g.sha1(), "size": R.randint(10000, 9999999),
                       "location": "https://developer.api.autodesk.com/oss/v2/buckets/studio-cad/objects/part.dwg"}, indent=2)


def c_env_example():
    return f"""# .env.example
APS_CLIENT_ID=<your-client-id>
APS_CLIENT_SECRET=<your-client-secret>
SHOTGRID_SCRIPT_KEY=changeme
FTRACK_API_KEY=
DEADLINE_WEB_URL=http://deadline.studio.local:{R.choice([8081, 8082])}"""


def c_gha():
    return f"""      - name: Sync show assets
        env:
          FTRACK_API_KEY: ${{{{ secrets.FTRACK_API_KEY }}}}
          AWS_SECRET_ACCESS_KEY: ${{{{ secrets.RENDER_BUCKET_SECRET }}}}
        run: python tools/sync.py --show {R.choice(['orbit', 'fjord', 'kestrel'])}"""


def c_k8s_ref():
    return f"""        env:
          - name: SHOTGRID_SCRIPT_KEY
            valueFrom:
              secretKeyRef: {{name: shotgrid-events, key: script_key}}
          - name: SG_SITE
            value: https://acme.shotgrid.autodesk.com
          - name: WORKERS
            value: "{R.randint(2, 16)}\""""


def c_sg_entity():
    return json.dumps({"type": "Version", "id": R.randint(10000, 999999), "code": f"sh{R.randint(10, 990):04d}_comp_v{R.randint(1, 99):03d}",
                       "sg_status_list": R.choice(["rev", "apr", "wip"]), "project": {"type": "Project", "id": R.randint(100, 999)},
                       "sg_path_to_frames": "/mnt/renders/####.exr"}, indent=2)


def c_ftrack_event():
    return json.dumps({"topic": "ftrack.update", "id": g.uuid(), "source": {"id": g.uuid(), "user": {"username": "comp.lead"}},
                       "data": {"entities": [{"entityId": g.uuid(), "entityType": "task", "action": "update"}]}}, indent=2)


def c_usd():
    return f"""#usda 1.0
(
    defaultPrim = "asset"
    customLayerData = {{ string checksum = "{g.sha256()}" }}
)
def Xform "asset" (
    references = @/mnt/projects/assets/{R.choice(['tree', 'rock', 'car'])}_{pin(3)}/publish/v{R.randint(1, 40):03d}/model.usd@
) {{}}"""


def c_ocio():
    return f"""ocio_profile_version: 2
search_path: luts
roles:
  scene_linear: ACEScg
  compositing_log: ACEScct
displays:
  sRGB: [{{name: ACES 1.0 SDR-video, colorspace: "ACES sRGB"}}]
# config id {g.uuid()}"""


def c_checksums():
    return "\n".join(f"{g.sha256()}  {f}" for f in [f"Deadline-10.4.{R.randint(0, 2)}.{R.randint(1, 9)}-linux-installers.tar",
                                                   f"houdini-20.5.{R.randint(300, 500)}-linux_x86_64_gcc11.2.tar.gz"])


def c_houdini_env():
    return f"""HOUDINI_PATH = "$PIPE/houdini;&"
HOUDINI_OTLSCAN_PATH = "$JOB/otls;&"
SESI_LMHOST = "{host()}"
HOUDINI_TEMP_DIR = "/tmp/houdini_{R.randint(1, 99)}"
# credentials come from hkey/hserver login, never from this file"""


def c_pipeline_cfg():
    return f"""project:
  name: ${{PROJECT}}
  root: //nas01/projects/${{PROJECT}}
  renders: /mnt/renders/${{PROJECT}}
storage:
  archive: b2://renders-archive/${{PROJECT}}
  credentials: ${{B2_APPLICATION_KEY}}   # injected by the farm agent
fps: {R.choice([24, 25, 30])}"""


def c_gitlog():
    return "\n".join(f"{g.sha1()[:R.choice([7, 10, 40])]} {m}" for m in
                     ["deadline: read db password from secrets management", "aps: move client secret to Vault",
                      "blender farm: bump to 4.2 LTS", "rlm: document port 5053 firewall rule"])


def c_lock():
    return f"""  "node_modules/@aps_sdk/authentication": {{
    "version": "1.0.{R.randint(0, 9)}",
    "integrity": "sha512-{g.b64(64)}"
  }}"""


def c_prose():
    return R.choice(["The APS client secret is only needed by the server that asks for 2-legged tokens; the viewer in the browser only ever "
                     "gets short-lived read tokens. Keep the secret in Vault and rotate it from the APS portal.",
                     "Render nodes must never hold artists' passwords. The NAS is mounted with a service account whose credentials file "
                     "is deployed by Ansible from Vault; nothing goes into the image.",
                     "Licence servers: RLM listens on 5053 (web admin on 5054), FlexLM on 27000-27009. Open these only towards the farm VLAN."]) + \
        f" (wiki rev {R.randint(10, 300)})"


def c_chat():
    return R.choice(["Neuer ShotGrid-Script-Key liegt im Vault unter secret/pipeline/shotgrid, bitte Event-Daemon neu starten.",
                     "La clé ftrack du bot a été régénérée, elle est dans 1Password (Pipeline).",
                     "新しい APS シークレットは Vault に入れました。Slack には貼らないでください。",
                     "Rotated the Deadline DB password, secrets management pushed it to all workers."]) + f" [{R.randint(100, 999)}]"


def c_ssh_pub():
    return f"""# authorized_keys on render nodes (Ansible managed)
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} wrangler@{node()}
ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.b64(96)} ansible@deploy"""


def c_cert():
    lines = "\n".join(g.b64(48) for _ in range(7))
    return f"""Deadline RCS CA certificate (install on every client):
-----BEGIN CERTIFICATE-----
{lines}
-----END CERTIFICATE-----"""


def c_tf_deadline():
    return f"""resource "aws_deadline_farm" "studio" {{
  display_name = "studio-{R.choice(['burst', 'main'])}"
}}
resource "aws_deadline_queue" "lighting" {{
  farm_id      = "farm-{g.hexs(32)}"
  display_name = "lighting"
  job_run_as_user {{ run_as = "QUEUE_CONFIGURED_USER" }}
}}"""


def c_deadline_cloud_cli():
    return f"""$ deadline farm list
- farmId: farm-{g.hexs(32)}
  displayName: studio-main
$ deadline queue list --farm-id farm-{g.hexs(32)}
- queueId: queue-{g.hexs(32)}
  displayName: lighting"""


def c_s3_ls():
    return "\n".join(f"2026-12-0{R.randint(1, 3)} 0{R.randint(0, 9)}:{R.randint(10, 59)}  {R.randint(10**6, 10**8):>10}  beauty.{1000 + k}.exr  etag \"{g.hexs(32)}\""
                     for k in range(1, 4))


def c_cost_report():
    return "job_id,show,core_hours,cost_usd\n" + "\n".join(
        f"{objid()},{R.choice(['orbit', 'fjord'])},{R.randint(10, 9000)},{R.randint(1, 900)}.{pin(2)}" for _ in range(3))


def c_hook_read():
    content = f"Plugin=Houdini\nFrames=1001-1100\nPool=cpu\nOutputFilename0=/mnt/renders/fx_{pin(4)}.$F4.exr\n"
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": f"/pipeline/submit/job_{objid()}.job"},
                       "tool_response": {"content": content}})


def c_diff():
    return f"""--- a/farm/notify.py
+++ b/farm/notify.py
@@ -8,{R.randint(2, 6)} +8,{R.randint(2, 6)} @@
-SG_KEY = open("/home/td/sg.key").read().strip()
+SG_KEY = os.environ["SHOTGRID_SCRIPT_KEY"]
 sg = shotgun_api3.Shotgun(SITE, script_name="farm_notify", api_key=SG_KEY)"""


def c_notebook():
    cell = {"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
            "source": ["import os\n", "API_KEY = os.environ['CONDUCTOR_API_KEY']\n", f"df = costs(months={R.randint(1, 12)})"],
            "outputs": [{"output_type": "stream", "name": "stdout", "text": [f"{R.randint(10, 900)} jobs\n"]}]}
    return json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1)


def c_thumb():
    return json.dumps({"version": f"v{R.randint(1, 99):03d}", "thumbnail": "data:image/png;base64," + g.b64(60),
                       "md5": g.hexs(32)}, indent=2)


def c_cryptomatte():
    names = ["hero_body", "hero_eyes", "bg_trees", "ground", "car_paint", "glass"]
    return json.dumps({n: g.hexs(8) for n in R.sample(names, 4)}, indent=2) + f"\n# cryptomatte manifest CryptoObject {g.hexs(7)}"


def c_exr_header():
    return f"""$ exrheader beauty.{R.randint(1001, 1240)}.exr | head
channels (type chlist): A, B, G, R, CryptoObject00.A ...
cryptomatte/{g.hexs(7)}/hash (type string): "MurmurHash3_32"
cryptomatte/{g.hexs(7)}/name (type string): "CryptoObject"
compression (type compression): dwaa, level 45
renderer/jobid (type string): "{objid()}\""""


def c_license_csv():
    return "user,host,hostid,feature,checkout\n" + "\n".join(
        f"{R.choice(['ana', 'tomas', 'yuki', 'render'])},{node()},{g.hexs(12)},{R.choice(['maya', 'arnold', 'houdini-fx'])},2026-12-03T0{R.randint(0, 9)}:{R.randint(10, 59)}"
        for _ in range(3))


def c_docker_digest():
    return f"""image: registry.studio.local/farm/blender-worker@sha256:{g.sha256()}
# built from commit {g.sha1()}"""


def c_prose_de():
    return R.choice(["Der Lizenzserver (RLM) vergibt Floating-Lizenzen an die Renderknoten; die Lizenzdatei ist an die MAC-Adresse gebunden.",
                     "Für die Render-Nodes gilt: keine persönlichen Zugangsdaten, nur das Dienstkonto, dessen Passwort im Vault liegt."]) + \
        f" Stand: {R.randint(1, 28)}.11.2026"


def c_inventory():
    return "\n".join(f"{node()}  mac {':'.join(g.hexs(2) for _ in range(6))}  ipmi {node()}-ipmi  sn {g.s(UPPER_DIG, 10)}  gpu {R.choice(['A6000', 'L40S', 'RTX4090'])}"
                     for _ in range(3))


def c_docs_placeholder():
    return R.choice(["SheepIt: start the client with -login <username> -password <render-key>; generate the render key on your profile page.",
                     "Team Render: copy the Security Token from the server's preferences to each client (Preferences > Renderfarm).",
                     "PCoIP: sudo pcoip-register-host --registration-code=<REGISTRATION_CODE>"]) + f" (doc {R.randint(1, 99)})"


def c_deadline_ini():
    return f"""[Deadline]
LicenseMode=LicenseFree
Region=
LauncherListeningPort=17000
ProxyRoot=rcs.{R.choice(['studio.local', 'farm.internal'])}:8080
NetworkRoot=/mnt/DeadlineRepository10
# build {g.hexs(12)}"""


CLEAN_T = [c_jobinfo, c_jobs_json, c_worker_log, c_rlm_lic, c_flexlm, c_lmstat, c_rlmstat, c_hserver, c_blender_log,
           c_flamenco_job, c_tractor_job, c_cue, c_aps_manifest, c_aps_object, c_env_example, c_gha, c_k8s_ref,
           c_sg_entity, c_ftrack_event, c_usd, c_ocio, c_checksums, c_houdini_env, c_pipeline_cfg, c_gitlog, c_lock,
           c_prose, c_chat, c_ssh_pub, c_cert, c_tf_deadline, c_deadline_cloud_cli, c_s3_ls, c_cost_report,
           c_hook_read, c_diff, c_notebook, c_thumb, c_cryptomatte, c_exr_header, c_license_csv, c_docker_digest,
           c_prose_de, c_inventory, c_docs_placeholder, c_deadline_ini]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets = []
    i = 0
    while len(secrets) < 250:
        cls, text, vals = SECRET_T[i % len(SECRET_T)]()
        i += 1
        for v in vals:
            assert v and v in text, (FAMILY, i, v)
        secrets.append((cls, text, vals))
    clean = [CLEAN_T[j % len(CLEAN_T)]() for j in range(100)]
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
