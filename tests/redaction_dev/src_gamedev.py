"""Blind redaction source "gamedev": game development pipelines (Unity Cloud Build, Unreal Horde/UGS, Perforce,
PlayFab, Epic Online Services, console SDK portals, build farms).

Written blind by corpora6 on 2026-12-03 (without reading memtool's rules or results). Every value is random and
made up. Seeded: rerunning writes gamedev_secrets.jsonl and gamedev_clean.jsonl byte-identically.
"""
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAM = "gamedev"
g = Gen(22001)
r = g.r
LOW = string.ascii_lowercase
STUDIOS = ["ironlark", "bluemoth", "pixelhearth", "northgate-games", "tidewater", "kobold-works"]
PROJECTS = ["Skyreach", "DeepHollow", "NeonDrift", "Embervale", "KartBash", "Tundra"]
USERS = ["build.svc", "jenkins", "horde-agent", "mkowalski", "a.tanaka", "rlee", "buildfarm", "p4admin"]


def pw():
    k = r.randint(0, 7)
    if k == 0:
        return g.pick(["dragon", "letmein", "gamedev", "perforce", "unreal", "shader"]) + str(r.randint(1, 9999))
    if k == 1:
        return "-".join(g.pick(["copper", "lantern", "orbit", "moss", "quartz", "ember", "raven", "delta", "fjord"]) for _ in range(4))
    if k == 2:
        return g.s(B62, r.randint(10, 14))
    if k == 3:
        return g.hexs(32)
    if k == 4:
        return g.human_pw()
    if k == 5:
        return g.s(UPPER + string.digits, 4) + "-" + g.s(UPPER + string.digits, 4) + "-" + g.s(UPPER + string.digits, 4)
    return g.machine_pw()


def studio():
    return g.pick(STUDIOS)


def proj():
    return g.pick(PROJECTS)


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


# ---------------- secret templates: return (class, text, [secrets])
def s_p4_ticket_env():
    p = pw()
    return "name-context", f"# .p4config for {proj()} depot\nP4PORT=ssl:perforce.{studio()}.local:1666\nP4USER={g.pick(USERS)}\nP4CLIENT={g.pick(USERS)}_{proj().lower()}_ws\nP4PASSWD={p}\nP4CHARSET=utf8\n", [p]


def s_p4_login():
    p = pw()
    u = g.pick(USERS)
    return "name-context", f"$ echo '{p}' | p4 -p ssl:10.20.{r.randint(0,255)}.{r.randint(1,254)}:1666 -u {u} login\nUser {u} logged in.\n$ p4 info | head -3\nUser name: {u}\nClient name: {u}-BUILD01\nClient host: BUILD01\n", [p]


def s_p4_ticket_file():
    t = g.hexs(32).upper()
    h = f"perforce.{studio()}.com:1666"
    return "name-context", f"$ cat ~/.p4tickets\n{h}=buildfarm:{t}\n", [t]


def s_unity_cloud_build_key():
    k = g.hexs(32)
    return "name-context", f"curl -s -X POST \\\n  -H \"Content-Type: application/json\" \\\n  -H \"Authorization: Basic $(echo -n {k}: | base64)\" \\\n  https://build-api.cloud.unity3d.com/api/v1/orgs/{studio()}/projects/{proj().lower()}/buildtargets/_all/builds\n", [k]


def s_unity_auth_header():
    k = g.b64(30)
    return "structural", f"POST /api/v1/orgs/{studio()}/projects/{proj().lower()}/buildtargets/ios-release/builds HTTP/1.1\nHost: build-api.cloud.unity3d.com\nAuthorization: Basic {k}\nContent-Type: application/json\n\n{{\"clean\": true, \"delay\": 0}}\n", [k]


def s_unity_license():
    u = f"{g.pick(['ci', 'build', 'qa'])}@{studio()}.com"
    p = pw()
    return "structural", f"steps:\n  - name: Activate Unity\n    run: |\n      /opt/unity/Editor/Unity -quit -batchmode -nographics \\\n        -username {u} -password '{p}' \\\n        -serial SC-{g.s(UPPER + string.digits, 4)}-{g.s(UPPER + string.digits, 4)}-{g.s(UPPER + string.digits, 4)}-{g.s(UPPER + string.digits, 4)}-{g.s(UPPER + string.digits, 4)}-{g.s(UPPER + string.digits, 4)} -logFile -\n", [p]


def s_unity_serial():
    serial = "-".join(["SC"] + [g.s(UPPER + string.digits, 4) for _ in range(5)])
    return "name-context", f"env:\n  UNITY_EMAIL: build@{studio()}.com\n  UNITY_SERIAL: {serial}\n  UNITY_VERSION: 2022.3.{r.randint(10,60)}f1\n", [serial]


def s_playfab_secret():
    k = g.s(UPPER + string.digits, 52)
    tid = g.s(UPPER + string.digits, 5)
    return "name-context", f"{{\n  \"PlayFab\": {{\n    \"TitleId\": \"{tid}\",\n    \"DeveloperSecretKey\": \"{k}\",\n    \"ProductionEnvironmentUrl\": \"https://{tid}.playfabapi.com\"\n  }}\n}}\n", [k]


def s_playfab_header():
    k = g.s(UPPER + string.digits, 52)
    tid = g.s(UPPER + string.digits, 5)
    return "structural", f"curl -X POST https://{tid}.playfabapi.com/Server/GetUserData \\\n  -H 'X-SecretKey: {k}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{{\"PlayFabId\": \"{g.hexs(16).upper()}\"}}'\n", [k]


def s_eos_client():
    cid = "xyza" + g.s(B62, 28)
    sec = g.s(B62 + "+/", 43)
    return "name-context", f"; DefaultEngine.ini\n[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName=\"{proj()}\",ClientId=\"{cid}\",ClientSecret=\"{sec}\",ProductId=\"{g.hexs(32)}\",SandboxId=\"{g.hexs(32)}\",DeploymentId=\"{g.hexs(32)}\",EncryptionKey=\"{g.hexs(64).upper()}\")\nbUseEAS=True\n", [sec]


def s_eos_encryption():
    k = g.hexs(64).upper()
    return "name-context", f"[EOS]\nProductName={proj()}\nEncryptionKey={k}\nbEnableOverlay=true\n", [k]


def s_horde_token():
    t = g.jwt("horde-agent")
    return "self-identifying", f"$ cat /etc/horde/agent.json\n{{\n  \"Horde\": {{\n    \"ServerProfiles\": [\n      {{ \"Name\": \"Default\", \"Environment\": \"prod\", \"Url\": \"https://horde.{studio()}.net\", \"Token\": \"{t}\" }}\n    ]\n  }}\n}}\n", [t]


def s_horde_bearer():
    t = g.s(URLSAFE, 43)
    return "structural", f"Invoke-RestMethod -Uri https://horde.{studio()}.net/api/v1/jobs -Method Post `\n  -Headers @{{ Authorization = \"Bearer {t}\" }} `\n  -Body (@{{ streamId = '{proj().lower()}-main'; templateId = 'incremental-build' }} | ConvertTo-Json)\n", [t]


def s_ugs_metadata():
    t = g.hexs(40)
    return "name-context", f"; UnrealGameSync.ini\n[Default]\nMetadataServer=http://ugs.{studio()}.local:5000\nMetadataServerToken={t}\nDepotPath=//{proj()}/Main/UnrealGameSync\n", [t]


def s_steam_guard():
    p = pw()
    u = g.pick(["ironlark_build", "steam_ci", "depotuploader"])
    return "structural", f"$ steamcmd +login {u} {p} +run_app_build ../scripts/app_build_{r.randint(1000000,2999999)}.vdf +quit\nRedirecting stderr to '/home/ci/Steam/logs/stderr.txt'\nLogging in user '{u}' to Steam Public...OK\nWaiting for client config...OK\n", [p]


def s_steam_webapi():
    k = g.hexs(32).upper()
    return "structural", f"GET https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key={k}&steamid=7656119{r.randint(8000000000,9999999999)}&appid={r.randint(1000000,2999999)}\n200 OK\n", [k]


def s_console_portal():
    p = pw()
    return "name-context", f"Hey, the devkit portal creds for the new kit are below, please don't put them in the wiki\nportal user: {studio()}-qa\nportal password: {p}\nkit serial is on the sticker under the unit\n", [p]


def s_devkit_pin():
    pin = str(r.randint(100000, 999999))
    return "name-context", f"[devkit-07]\nhost=192.168.{r.randint(0,40)}.{r.randint(2,250)}\nadmin_user=administrator\nadmin_pin={pin}\nsdk=2026.04\n", [pin]


def s_jenkins_cred():
    p = pw()
    return "structural", f"$ java -jar jenkins-cli.jar -s http://buildfarm.{studio()}.local:8080/ -auth admin:{p} build {proj()}-Win64-Shipping -p CL={r.randint(100000,999999)}\n", [p]


def s_incredibuild():
    p = pw()
    return "structural", f"<!-- BuildConsole coordinator settings -->\n<Coordinator host=\"ib-coord.{studio()}.local\" port=\"31104\">\n  <Credentials user=\"IB_SERVICE\" password=\"{p}\" />\n</Coordinator>\n", [p]


def s_s3_ddc():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"; DefaultEngine.ini shared DDC\n[StorageServers]\nCloud=(Host=\"https://ddc.{studio()}.net\", Namespace=\"{proj().lower()}\", StructuredNamespace=\"{proj().lower()}.ddc\")\n[DDC.S3]\nAccessKey={ak}\nSecretKey={sk}\n", [ak, sk]


def s_self_id_ci():
    name, tok, sec = g.self_identifying()
    v = {"aws": "AWS_ACCESS_KEY_ID", "github": "GITHUB_TOKEN", "gitlab": "CI_JOB_TOKEN", "slack": "SLACK_BUILD_BOT"}.get(name, name.upper() + "_TOKEN")
    return "self-identifying", f"# buildfarm/agents/env.d/notify.env  ({proj()} nightly)\n{v}={tok}\nNOTIFY_CHANNEL=#builds-{proj().lower()}\n", [sec]


def s_pem_signing():
    block, _ = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", f"$ cat Build/Signing/{proj()}_store_upload.key\n{block}\n", [block]


def s_ftp_build_url():
    p = pw()
    u = g.pick(USERS)
    return "structural", f"Uploading {proj()}-Win64-Shipping-CL{r.randint(100000,999999)}.zip to ftp://{u}:{p}@builds.{studio()}.com/incoming/ ... done (2.3 GB in 118s)\n", [p]


def s_swarm_token():
    t = g.s(UPPER + string.digits, 8) + "-" + g.s(UPPER + string.digits, 4) + "-" + g.s(UPPER + string.digits, 4) + "-" + g.s(UPPER + string.digits, 4) + "-" + g.s(UPPER + string.digits, 12)
    return "name-context", f"<?php // swarm/data/config.php\nreturn array(\n    'p4' => array(\n        'port'     => 'ssl:perforce.{studio()}.local:1666',\n        'user'     => 'swarm',\n        'password' => '{t}',\n    ),\n);\n", [t]


def s_backtrace_token():
    t = g.hexs(64)
    return "name-context", f"backtrace:\n  universe: {studio()}\n  submission_token: {t}\n  symbols_upload: true\n", [t]


def s_hook_p4():
    p = pw()
    cmd = f"P4PASSWD={p} p4 -u p4admin -p ssl:perforce:1666 sync //{proj()}/Main/...#head"
    return "name-context", hook(cmd, f"//{proj()}/Main/Engine/Build/Build.version#42 - updating /ws/Engine/Build/Build.version\n//{proj()}/Main/Game/Config/DefaultGame.ini#17 - updating /ws/Game/Config/DefaultGame.ini\n"), [p]


def s_hook_env():
    k = g.s(UPPER + string.digits, 52)
    p = pw()
    out = f"PLAYFAB_TITLE_ID={g.s(UPPER + string.digits, 5)}\nPLAYFAB_SECRET={k}\nP4USER=build.svc\nP4PASSWD={p}\nUE_ROOT=D:\\UE_5.4\n"
    return "name-context", hook("env | grep -E 'PLAYFAB|P4|UE_'", out), [k, p]


def s_traceback():
    p = pw()
    return "structural", f"Traceback (most recent call last):\n  File \"tools/upload_symbols.py\", line 88, in <module>\n    conn = pymysql.connect(host='symdb.{studio()}.local', user='symbols', password='{p}', db='crashes')\n  File \"/usr/lib/python3/dist-packages/pymysql/connections.py\", line 358, in __init__\npymysql.err.OperationalError: (2003, \"Can't connect to MySQL server on 'symdb.{studio()}.local' (timed out)\")\n", [p]


def s_mongo_matchmaker():
    p = pw()
    return "structural", f"MATCHMAKER_DB=mongodb://mm_app:{p}@mm-db-0.{studio()}.internal:27017,mm-db-1.{studio()}.internal:27017/matchmaking?replicaSet=rs0\n", [p]


def s_gamelift():
    sk = g.aws_secret()
    return "name-context", f"[profile gamelift-deploy]\nregion = eu-west-1\naws_access_key_id = {g.aws_akid()}\naws_secret_access_key = {sk}\n", [sk]


def s_psn_client():
    s = g.s(B62, 16)
    return "name-context", f"# server/config/platforms.yaml\npsn:\n  client_id: {g.uuid()}\n  client_secret: {s}\n  env: sp-int\nxbox:\n  relying_party: https://auth.{studio()}.com/\n", [s]


def s_xbl_cert_pw():
    p = pw()
    return "name-context", f"> signtool sign /fd SHA256 /f Build\\Cert\\{proj()}_partner.pfx /p {p} /tr http://timestamp.digicert.com /td SHA256 Binaries\\Win64\\{proj()}.exe\nDone Adding Additional Store\nSuccessfully signed: Binaries\\Win64\\{proj()}.exe\n", [p]


def s_chat_prose():
    t = g.s(URLSAFE, 40)
    return "name-context", f"@channel heads up: rotated the Horde service account today. new agent enrollment key is {t} — paste it into the installer when it asks, old one stops working friday\n", [t]


def s_discord_webhook():
    tok = g.s(URLSAFE, 68)
    return "structural", f"BUILD_NOTIFY_WEBHOOK=https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{tok}\n", [tok]


def s_redis_lobby():
    p = pw()
    return "structural", f"lobby:\n  redis: \"redis://:{p}@lobby-cache.{studio()}.internal:6379/2\"\n  ttl_seconds: 90\n", [p]


def s_plastic():
    p = pw()
    return "name-context", f"# client.conf (Plastic SCM / Unity Version Control)\nWorkspaceServer={studio()}@cloud\nSecurityConfig=::0:{g.pick(USERS)}:{p}:\n", [p]


def s_xml_publish():
    p = pw()
    return "name-context", f"<PublishProfile>\n  <Platform>Switch</Platform>\n  <SubmissionUser>{studio()}-release</SubmissionUser>\n  <SubmissionPassword>{p}</SubmissionPassword>\n  <Region>ALL</Region>\n</PublishProfile>\n", [p]


def s_itch_butler():
    k = g.s(B62, 40)
    return "name-context", f"- name: Push to itch\n  env:\n    BUTLER_API_KEY: {k}\n  run: butler push build/linux {studio()}/{proj().lower()}:linux-beta --userversion 0.{r.randint(1,40)}.{r.randint(0,9)}\n", [k]


SECRET_T = [s_p4_ticket_env, s_p4_login, s_p4_ticket_file, s_unity_cloud_build_key, s_unity_auth_header, s_unity_license,
            s_unity_serial, s_playfab_secret, s_playfab_header, s_eos_client, s_eos_encryption, s_horde_token, s_horde_bearer,
            s_ugs_metadata, s_steam_guard, s_steam_webapi, s_console_portal, s_devkit_pin, s_jenkins_cred, s_incredibuild,
            s_s3_ddc, s_self_id_ci, s_pem_signing, s_ftp_build_url, s_swarm_token, s_backtrace_token, s_hook_p4, s_hook_env,
            s_traceback, s_mongo_matchmaker, s_gamelift, s_psn_client, s_xbl_cert_pw, s_chat_prose, s_discord_webhook,
            s_redis_lobby, s_plastic, s_xml_publish, s_itch_butler]


# ---------------- clean templates
def c_p4_changes():
    return f"$ p4 changes -m 3 //{proj()}/Main/...\nChange {r.randint(100000,999999)} on 2026/12/0{r.randint(1,3)} by {g.pick(USERS)}@ws 'Fix shader permutation crash'\nChange {r.randint(100000,999999)} on 2026/12/01 by {g.pick(USERS)}@ws 'Bump DDC version'\n"


def c_p4config_placeholder():
    return f"# copy to .p4config and fill in\nP4PORT=ssl:perforce.{studio()}.local:1666\nP4USER=<your-username>\nP4PASSWD=<run p4 login instead of storing a password>\n"


def c_p4_fingerprint():
    fp = ":".join(g.hexs(2).upper() for _ in range(20))
    return f"$ p4 trust -l\nperforce.{studio()}.local:1666 {fp}\n"


def c_unity_meta():
    return f"fileFormatVersion: 2\nguid: {g.hexs(32)}\nTextureImporter:\n  internalIDToNameTable: []\n  serializedVersion: 12\n  mipmaps:\n    mipMapMode: 0\n"


def c_ugs_log():
    return f"[{r.randint(10,23)}:{r.randint(10,59)}:{r.randint(10,59)}] Syncing to CL {r.randint(100000,999999)}\n[..] Using precompiled binaries from //{proj()}/Main/Binaries (zip digest {g.sha256()})\n[..] Done.\n"


def c_eos_ids():
    return f"[/Script/OnlineSubsystemEOS.EOSSettings]\nDefaultArtifactName={proj()}\nProductId={g.hexs(32)}\nSandboxId={g.hexs(32)}\nDeploymentId={g.hexs(32)}\n; ClientSecret is injected at package time from the build agent's secret store\n"


def c_playfab_docs():
    return "## PlayFab setup\n\nSet `PLAYFAB_SECRET` in your shell before running the server locally:\n\n```sh\nexport PLAYFAB_SECRET=<developer-secret-key-from-game-manager>\ndotnet run --project Server\n```\n"


def c_horde_job():
    return f"Job {g.hexs(24)} (Incremental Build) on {proj().lower()}-main CL {r.randint(100000,999999)}\n  Step 'Compile Editor Win64' -> Success (12m04s)\n  Step 'Cook Windows' -> Warnings (31m12s)\n  Artifacts: https://horde.{studio()}.net/job/{g.hexs(24)}\n"


def c_git_lfs():
    return f"version https://git-lfs.github.com/spec/v1\noid sha256:{g.sha256()}\nsize {r.randint(100000,900000000)}\n"


def c_build_manifest():
    return json.dumps({"build": f"{proj()}-CL{r.randint(100000,999999)}", "commit": g.sha1(), "pak_sha1": g.sha1(),
                       "platform": g.pick(["Win64", "PS5", "XSX", "Switch", "Linux"]), "config": "Shipping"}, indent=2) + "\n"


def c_steam_vdf():
    return f"\"AppBuild\"\n{{\n  \"AppID\" \"{r.randint(1000000,2999999)}\"\n  \"Desc\" \"nightly CL{r.randint(100000,999999)}\"\n  \"ContentRoot\" \"..\\\\content\\\\\"\n  \"BuildOutput\" \"..\\\\output\\\\\"\n  \"Depots\" {{ \"{r.randint(1000000,2999999)}\" \"depot_build.vdf\" }}\n}}\n"


def c_steam_env_template():
    return "STEAM_USERNAME=${STEAM_USERNAME}\nSTEAM_PASSWORD=${STEAM_PASSWORD}\nSTEAM_APP_ID=480\n# 480 is Spacewar, Valve's public test app\n"


def c_crash_callstack():
    return f"Assertion failed: IsValid() [File:D:\\build\\++{proj()}+Main\\Sync\\Engine\\Source\\Runtime\\Core\\Public\\Templates\\SharedPointer.h] [Line: 1078]\n0x00007ff6{g.hexs(8)} {proj()}.exe!UWorld::Tick()\n0x00007ff6{g.hexs(8)} {proj()}.exe!FEngineLoop::Tick()\nCrashGUID: UECC-Windows-{g.hexs(32).upper()}_0000\n"


def c_pub_key():
    return f"# signing/public/{proj().lower()}_patch_verify.pub (shipped with the client)\n-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(30)}\n-----END PUBLIC KEY-----\n"


def c_chat():
    return f"anyone know why the Switch cook keeps invalidating DDC? the key for MaterialShaderMap changed in CL {r.randint(100000,999999)} i think, guid was {g.uuid()}\n"


def c_jenkins_log():
    return f"[Pipeline] withCredentials\nMasking supported pattern matches of $P4PASSWD\n[Pipeline] {{\n+ p4 -u build.svc -P **** sync //{proj()}/Main/...@{r.randint(100000,999999)}\n[Pipeline] }}\n"


def c_hook_clean():
    return hook(f"p4 opened -c default //{proj()}/Main/...", f"//{proj()}/Main/Game/Content/Maps/Arena.umap#12 - edit default change (binary+l) *exclusive*\n")


def c_docs_changeme():
    return "Devkit first boot: the web console user is `admin` and the default password is `changeme`; you will be forced to change it on first login.\n"


def c_texture_b64():
    return f"\"icon\": \"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ{g.b64(60)}\"\n"


def c_unity_license_docs():
    return "Activation: run `Unity -batchmode -username \"$UNITY_EMAIL\" -password \"$UNITY_PASSWORD\" -serial \"$UNITY_SERIAL\" -quit` with the three variables coming from the CI secret store.\n"


def c_sentry_dsn_docs():
    return f"[CrashReportClient]\n; DSNs are public by design: the key only identifies the project to the ingest endpoint\nDataRouterUrl=\"https://o{r.randint(100000,999999)}.ingest.sentry.io/api/{r.randint(1000000,9999999)}/unreal/\"\nbAgreeToCrashUpload=true\n"


def c_shader_hash():
    return f"ShaderCompileWorker: compiled 412 permutations, cache key {g.hexs(40).upper()}, DDC hit rate 91.2%\n"


CLEAN_T = [c_p4_changes, c_p4config_placeholder, c_p4_fingerprint, c_unity_meta, c_ugs_log, c_eos_ids, c_playfab_docs,
           c_horde_job, c_git_lfs, c_build_manifest, c_steam_vdf, c_steam_env_template, c_crash_callstack, c_pub_key,
           c_chat, c_jenkins_log, c_hook_clean, c_docs_changeme, c_texture_b64, c_unity_license_docs, c_shader_hash, c_sentry_dsn_docs]


def main():
    out = Path(__file__).parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secs = SECRET_T[i % len(SECRET_T)]() if i < len(SECRET_T) * 5 else g.pick(SECRET_T)()
            for s in secs:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": secs}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            f.write(json.dumps({"id": f"{FAM}-c{i + 1}", "family": FAM, "text": CLEAN_T[i % len(CLEAN_T)]()}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
