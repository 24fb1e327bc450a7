"""Blind redaction round 43, source devicemgmt: device fleet management and MDM."""
import json, string
from pathlib import Path
from _tokens import Gen, B62, HEX, URLSAFE, UPPER

FAM = "devicemgmt"
g = Gen(43002)
JSS = ["acme.jamfcloud.com", "jss.corp.example:8443", "mdm.nordwerk.de", "jamf.school-district.org"]
WS1 = ["as1831.awmdm.com", "cn800.airwatchportals.com", "ws1.corp.example"]
def jss(): return g.pick(JSS)
def fv_key(): return "-".join(g.s(UPPER + "0123456789", 4) for _ in range(6))
def kandji(): return g.uuid()
def jamf_secret(): return g.s(B62 + "-_", 64)
def laps(): return g.s(B62 + "!#%+=", g.r.randint(14, 20))
def pin(n=6): return "".join(g.pick("0123456789") for _ in range(n))
def words(): return "-".join(g.pick(["clover","anvil","mistral","otter","plaza","juniper","cobalt","fjord","pixel","walnut"]) for _ in range(g.pick([3, 4])))
def serial(): return g.pick(["C02", "FVFX", "H4T", "DMP"]) + g.s(UPPER + "0123456789", 8)
def user(): return g.pick(["jamfapi", "svc-intune", "mdmadmin", "api_readonly", "it-ops", "ws1-api", "munki"])

S, N, T = "self-identifying", "name-context", "structural"
sec = []

def t_self():
    k = g.r.randint(0, 9)
    if k == 0:
        b, l = g.pem("PRIVATE KEY"); return f"# MDM push certificate (APNs) exported from Keychain for the Jamf migration\n$ openssl pkcs12 -in MDM_Push.p12 -nodes -passin pass:\n-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n-----END CERTIFICATE-----\n{b}", [l]
    if k == 1:
        v = g.azure_client_secret(); return f"$tenantId = '{g.uuid()}'\n$appId = '{g.uuid()}'\n$secret = '{v}'\n$body = @{{grant_type='client_credentials'; scope='https://graph.microsoft.com/.default'; client_id=$appId; client_secret=$secret}}\nInvoke-RestMethod -Uri \"https://login.microsoftonline.com/$tenantId/oauth2/v2.0/token\" -Method Post -Body $body", [v]
    if k == 2:
        v = g.aws_akid(); w = g.aws_secret(); return f"# Munki repo on S3 (middleware s3_auth)\nsudo defaults write /Library/Preferences/ManagedInstalls AccessKey {v}\nsudo defaults write /Library/Preferences/ManagedInstalls SecretKey {w}\nsudo defaults write /Library/Preferences/ManagedInstalls Region eu-central-1", [v, w]
    if k == 3:
        v = g.slack_webhook(); part = v.rsplit('/', 1)[1]; return f"#!/bin/zsh\n# Jamf policy script: post enrolment to Slack\nserial=$(ioreg -l | awk '/IOPlatformSerialNumber/ {{print $4}}' | tr -d '\"')\ncurl -s -X POST -H 'Content-type: application/json' --data \"{{\\\"text\\\":\\\"Enrolled $serial\\\"}}\" {v}", [part]
    if k == 4:
        b, l = g.pem("RSA PRIVATE KEY"); return f"Apple Business Manager > MDM server token: public key uploaded, decrypting the .p7m with the matching key:\n$ cat abm_server_key.pem\n{b}", [l]
    if k == 5:
        v = g.jwt("jamfpro"); return f"$ curl -s -X GET 'https://{jss()}/api/v1/computers-inventory?section=GENERAL' -H 'accept: application/json' -H 'Authorization: Bearer {v}'", [v]
    if k == 6:
        v = g.gh_classic(); return f"# autopkg recipe overrides repo\n$ git clone https://{v}@github.com/acme-it/autopkg-overrides.git\nCloning into 'autopkg-overrides'...", [v]
    if k == 7:
        v = g.azure_client_secret(); return json.dumps({"tool_name": "Write", "tool_input": {"file_path": "intune-export/config.json", "content": json.dumps({"TenantId": g.uuid(), "ClientId": g.uuid(), "ClientSecret": v, "ExportPath": "./out"}, indent=2)}}), [v]
    if k == 8:
        b, l = g.pem("ENCRYPTED PRIVATE KEY"); return f"SCEP/NDES signing key pulled from the Jamf AD CS connector host:\n{b}\nkeystore pass is in the ticket", [l]
    v = g.google_oauth(); return f"DEBUG androidmanagement: GET https://androidmanagement.googleapis.com/v1/enterprises/LC0{g.s(B62,8)}/devices\nAuthorization: Bearer {v}\n200 OK ({g.r.randint(10,300)} devices)", [v]

def t_name():
    k = g.r.randint(0, 19)
    if k == 0:
        v = jamf_secret(); return f"JAMF_URL=https://{jss()}\nJAMF_CLIENT_ID={g.uuid()}\nJAMF_CLIENT_SECRET={v}", [v]
    if k == 1:
        v = kandji(); return f"KANDJI_API_URL=https://acme.api.kandji.io/api/v1\nKANDJI_API_TOKEN={v}", [v]
    if k == 2:
        v = fv_key(); return f"Ticket #{g.r.randint(10000,99999)} — MacBook {serial()} stuck at FileVault login after logic board swap.\nRecovery key from Jamf inventory: {v}\nUser unlocked fine, closing.", [v]
    if k == 3:
        v = laps(); return f"PS C:\\> Get-LapsAADPassword -DeviceIds 'PC-{g.r.randint(1000,9999)}' -IncludePasswords -AsPlainText\n\nDeviceName             : PC-{g.r.randint(1000,9999)}\nDeviceId               : {g.uuid()}\nPassword               : {v}\nPasswordExpirationTime : 12/10/2026 3:11:09 AM", [v]
    if k == 4:
        v = pin(6); return f"Jamf Pro > Computers > {serial()} > Management > Lock Computer\nPasscode: {v}\nMessage: This Mac was reported lost. Call IT +49 30 1234 5678", [v]
    if k == 5:
        v = g.human_pw(); return f"# firmware password set via Jamf policy (Intel fleet only)\n/usr/sbin/firmwarepasswd -setpasswd -setmode command <<EOF\n{v}\nEOF", [v]
    if k == 6:
        v = g.s(B62, 32); return f"<dict>\n  <key>PayloadType</key>\n  <string>com.apple.security.scep</string>\n  <key>PayloadContent</key>\n  <dict>\n    <key>URL</key>\n    <string>https://ndes.corp.example/certsrv/mscep/mscep.dll</string>\n    <key>Challenge</key>\n    <string>{v}</string>\n    <key>Keysize</key>\n    <integer>2048</integer>\n  </dict>\n</dict>", [v]
    if k == 7:
        v = g.pick([words(), g.human_pw(), g.s(B62, 16)]); return f"<key>PayloadType</key>\n<string>com.apple.wifi.managed</string>\n<key>SSID_STR</key>\n<string>ACME-Staff</string>\n<key>EncryptionType</key>\n<string>WPA2</string>\n<key>Password</key>\n<string>{v}</string>", [v]
    if k == 8:
        v = g.b64(24); return f"aw-tenant-code: {v}\nAuthorization: Basic {(b:=g.b64(g.pick([18,21,24])))}\nAccept: application/json;version=2\nGET https://{g.pick(WS1)}/API/mdm/devices/search?platform=Apple", [v, b]
    if k == 9:
        v = g.s(B62, 24); return f"# Workspace ONE UEM Intelligent Hub staging\nStaging user: staging@acme\nStaging password: {v}\nGroup ID: ACME-EMEA", [v]
    if k == 10:
        v = g.pick([words(), g.machine_pw()]); return f"Bonjour, pour l'enrôlement des iPad de la salle B12, le mot de passe du compte Apple géré temporaire est {v} — à changer à la première connexion.", [v]
    if k == 11:
        v = pin(4); return f"Restrictions payload for kiosk iPads\n- Guided Access: on\n- Restrictions passcode (Screen Time): {v}\n- App: com.acme.checkin", [v]
    if k == 12:
        v = g.s(B62, 40); return f"[settings]\nSoftwareRepoURL = https://munki.corp.example/repo\n# middleware\nMunkiRepoToken = {v}", [v]
    if k == 13:
        v = g.hexs(64); return f"# Intune remediation script (detect.ps1)\n$ApiKey = \"{v}\"   # helpdesk portal key, TODO move to Key Vault\nInvoke-WebRequest -Uri https://helpdesk.corp.example/api/assets -Headers @{{ 'X-Api-Key' = $ApiKey }}", [v]
    if k == 14:
        v = g.s(string.ascii_lowercase + string.digits, 24); return f"ABM: Managed Apple ID setup\n  user: ipad-cart-07@acme.appleid.com\n  temporary password: {v}", [v]
    if k == 15:
        v = jamf_secret(); return f"jamf-pro-api-roles.yml\nclient:\n  display_name: autopkg-uploader\n  client_id: {g.uuid()}\n  client_secret: {v}\n  privileges: [Create Packages, Update Policies]", [v]
    if k == 16:
        v = kandji(); return f"import requests\nBASE = 'https://acme.api.eu.kandji.io/api/v1'\nTOKEN = '{v}'\nr = requests.get(f'{{BASE}}/devices', headers={{'Authorization': f'Bearer {{TOKEN}}'}})", [v]
    if k == 17:
        v = g.machine_pw(); return f"# Jamf Pro: bind to AD (Directory Binding)\nDomain: corp.example\nUsername: svc-macbind\nPassword: {v}\nComputer OU: OU=Macs,DC=corp,DC=example", [v]
    if k == 18:
        v = laps(); return f"jamf policy -event createLocalAdmin\nScript parameter 4 (admin name): itadmin\nScript parameter 5 (admin password): {v}\nExecuting Policy Create Local Admin...", [v]
    v = g.s(B62, 28); q = pin(6); return f"Hallo Team, der Kiosk-Modus auf den Android-Scannern: Exit-PIN ist {q}, und der Enrollment-Token für die Zero-Touch-Konfiguration lautet {v}.", [q, v]

def t_struct():
    k = g.r.randint(0, 11)
    if k == 0:
        p = g.pw(); return f"$ curl -su {user()}:{p} -H 'accept: application/json' -X POST https://{jss()}/api/v1/auth/token", [p]
    if k == 1:
        b = g.b64(g.pick([18, 21, 24, 27])); return f"<key>AdditionalHttpHeaders</key>\n<array>\n  <string>Authorization: Basic {b}</string>\n</array>\n<key>SoftwareRepoURL</key>\n<string>https://munki.corp.example/repo</string>", [b]
    if k == 2:
        p = g.machine_pw(); return f"jdbc:mysql://localhost:3306/jamfsoftware?user=jamfsoftware&password={p}", [p]
    if k == 3:
        p = g.machine_pw(); return f"<DataBase>\n  <DataBaseName>jamfsoftware</DataBaseName>\n  <DataBaseUser>jamfsoftware</DataBaseUser>\n  <DataBasePassword>{p}</DataBasePassword>\n  <ServerName>localhost</ServerName>\n</DataBase>", [p]
    if k == 4:
        p = g.human_pw(); return f"Server=sql01.corp.example;Database=AirWatch;User Id=awdb;Password={p};Encrypt=True", [p]
    if k == 5:
        p = g.pw(); return f"https://{user()}:{p}@{jss()}/JSSResource/computers/serialnumber/{serial()}", [p]
    if k == 6:
        v = g.s(B62 + "-_", 43); return f"POST /api/oauth/token HTTP/1.1\nHost: {jss()}\nContent-Type: application/x-www-form-urlencoded\n\nclient_id={g.uuid()}&grant_type=client_credentials&client_secret={v}", [v]
    if k == 7:
        v = kandji(); return f"$ curl -sS -H \"Authorization: Bearer {v}\" https://acme.api.kandji.io/api/v1/library/custom-scripts | jq '.results[].name'", [v]
    if k == 8:
        p = g.pw(); return f"$ sudo jamf createAccount -username itadmin -realname 'IT Admin' -password {p} -admin", [p]
    if k == 9:
        p = g.human_pw(); return f"$ sudo profiles renew -type enrollment\n$ sudo /usr/local/bin/mdmctl --user {user()} --password '{p}' push {serial()}", [p]
    if k == 10:
        p = g.pw(); return f"Traceback (most recent call last):\n  File \"jss_sync.py\", line 22, in <module>\n    jss = jss_connect(url='https://{jss()}', user='{user()}', password='{p}')\nConnectionError: HTTPSConnectionPool(host='{jss()}', port=443): Max retries exceeded", [p]
    p = g.machine_pw(); return f"services:\n  nanomdm:\n    command: -api {p} -storage mysql -storage-dsn 'nanomdm:{(w:=g.machine_pw())}@tcp(db:3306)/nanomdm'", [p, w]

plan = [S] * 45 + [N] * 125 + [T] * 80
for cls in plan:
    text, vals = {S: t_self, N: t_name, T: t_struct}[cls]()
    sec.append((cls, text, vals))

def clean_text(i):
    k = i % 32
    if k == 0: return json.dumps({"id": str(g.r.randint(1, 9000)), "general": {"name": f"MBP-{g.s(UPPER,3)}-{g.r.randint(10,99)}", "udid": g.uuid().upper(), "managementId": g.uuid(), "lastContactTime": "2026-11-30T08:12:44Z"}, "hardware": {"serialNumber": serial(), "model": "MacBook Pro (14-inch, 2023)"}}, indent=2)
    if k == 1: return f"<key>PayloadIdentifier</key>\n<string>com.acme.wifi.{g.uuid()}</string>\n<key>PayloadUUID</key>\n<string>{g.uuid().upper()}</string>\n<key>PayloadVersion</key>\n<integer>1</integer>"
    if k == 2: return f"# .env.example\nJAMF_URL=https://yourinstance.jamfcloud.com\nJAMF_CLIENT_ID=<client-id>\nJAMF_CLIENT_SECRET=changeme\nKANDJI_API_TOKEN=<token>"
    if k == 3: return f"<key>installer_item_hash</key>\n<string>{g.sha256()}</string>\n<key>installer_item_location</key>\n<string>apps/GoogleChrome-131.0.{g.r.randint(1000,9999)}.dmg</string>\n<key>version</key>\n<string>131.0</string>"
    if k == 4: return f"$ sudo profiles status -type enrollment\nEnrolled via DEP: Yes\nMDM enrollment: Yes (User Approved)\nMDM server: https://{jss()}/mdm/ServerURL"
    if k == 5: return f"Intune device {g.uuid()} (Azure AD device id {g.uuid()}) compliance: compliant; last sync 2026-11-{g.r.randint(10,29)} 09:{g.r.randint(10,59)} UTC"
    if k == 6: return f"FileVault: personal recovery key escrowed to Jamf Pro for {serial()} on 2026-11-{g.r.randint(10,29)}. Key rotation scheduled; view it in the inventory record (requires the 'View Disk Encryption Recovery Key' privilege)."
    if k == 7: return f"$ hostname\nMBP-{g.s(UPPER,3)}-{g.r.randint(10,99)}\n$ fdesetup status\nFileVault is On.\n$ fdesetup haspersonalrecoverykey\ntrue"
    if k == 8: return f"ABM order {g.r.randint(10**9, 10**10-1)} — {g.r.randint(5,80)} devices assigned to MDM server 'Jamf Prod' ({g.uuid().upper()}); UPS tracking 1Z{g.s(UPPER+'0123456789',16)}"
    if k == 9: return f"ssh-rsa AAAAB3NzaC1yc2E{g.s(B62+'+/',200)} munki-repo-deploy"
    if k == 10: return f"-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(33)}\n-----END CERTIFICATE-----\n# APNs MDM push certificate (public part), Topic com.apple.mgmt.External.{g.uuid()}"
    if k == 11: return f"$client_secret = $env:INTUNE_CLIENT_SECRET\n$token = Get-MsalToken -ClientId $env:INTUNE_APP_ID -TenantId $env:TENANT_ID -ClientSecret (ConvertTo-SecureString $client_secret -AsPlainText -Force)"
    if k == 12: return f"Kandji blueprint {g.uuid()} — library item 'Rosetta' ({g.uuid()}) installed on {g.r.randint(10,400)} devices"
    if k == 13: return f"<!-- manifests/site_{g.pick(['berlin','austin','osaka','lyon'])}_{g.r.randint(1,99)} -->\n<dict>\n  <key>catalogs</key>\n  <array><string>production</string></array>\n  <key>managed_installs</key>\n  <array><string>Firefox</string><string>Slack</string><string>Zoom</string></array>\n</dict>"
    if k == 14: return f"jamf[{g.r.randint(100,9999)}]: Checking for policies triggered by \"recurring check-in\" for user \"{g.pick(['anna','bob','chen'])}\"...\njamf: Executing Policy Update Inventory\njamf: Submitting data to https://{jss()}/"
    if k == 15: return f"Workspace ONE: device {g.r.randint(10000,99999)} enrolled, UDID {g.hexs(40).upper()}, IMEI 35{g.r.randint(10**12,10**13-1)}, group ACME-EMEA"
    if k == 16: return f"Enrolment profile '{g.pick(['Staff Macs','Lab iPads','Loaners'])}' (id {g.r.randint(1,40)}): await configuration on, skip setup panes: Siri, Diagnostics, ScreenTime; support phone +1 555 0100"
    if k == 17: return f"PushMagic and Topic are stored per device; the APNs certificate expires 2027-0{g.r.randint(1,9)}-{g.r.randint(10,28)} — renew it with the same Apple ID or every device must re-enrol."
    if k == 18: return f"{g.sha256()}  JamfConnect-2.{g.r.randint(30,45)}.0.pkg\n{g.sha256()}  munkitools-6.{g.r.randint(0,6)}.{g.r.randint(0,3)}.pkg"
    if k == 19: return f"Remote script result ({serial()}): exit 0\n<result>{g.pick(['Enabled','Disabled','Not installed'])}</result>\nextension attribute 'Gatekeeper' updated"
    if k == 20: return f"Zur Info: das Passwort für das lokale Admin-Konto wird jetzt per LAPS rotiert und liegt nur noch in Intune. Bitte keine Passwörter mehr per Teams schicken."
    if k == 21: return f"{{\"keys\": [{{\"kty\": \"EC\", \"crv\": \"P-256\", \"kid\": \"{g.hexs(16)}\", \"x\": \"{g.b64url(32)}\", \"y\": \"{g.b64url(32)}\"}}]}}"
    if k == 22: return f"graph GET /deviceManagement/managedDevices?$filter=serialNumber eq '{serial()}' -> id {g.uuid()}, azureADDeviceId {g.uuid()}, userPrincipalName a.{g.pick(['lee','ng','roth'])}@acme.com"
    if k == 23: return f"Android Enterprise: enterprise LC0{g.s(B62,8)}, policy 'kiosk-scanner', {g.r.randint(10,900)} devices; QR provisioning uses signature checksum {g.b64url(32)}"
    if k == 24: return f"Jamf Pro 11.{g.r.randint(0,12)}.{g.r.randint(0,3)} release notes: API clients replace basic auth for the Classic API; tokens expire after the configured lifetime. Store client secrets in a vault, never in scripts."
    if k == 25: return f"$ softwareupdate --list\nSoftware Update Tool\nFinding available software\n* Label: macOS Sequoia 15.{g.r.randint(1,7)}-24{g.s(UPPER,1)}{g.r.randint(10,99)}\n\tTitle: macOS Sequoia 15.{g.r.randint(1,7)}, Size: {g.r.randint(2,9)}GiB"
    if k == 26: return f"Device query: {g.pick(['FVFX','C02'])}{g.s(UPPER+'0123456789',8)}, asset tag IT-{g.r.randint(10000,99999)}, MAC {':'.join(g.hexs(2) for _ in range(6))}"
    if k == 27: return f"base64 sample for the profile parser test: {g.b64(40)}"
    if k == 28: return json.dumps({"tool_name": "Bash", "tool_input": {"command": "sudo jamf recon -verbose"}, "tool_response": f"Retrieving inventory preferences from https://{jss()}/...\nSubmitting data...\n<computer_id>{g.r.randint(1,9999)}</computer_id>"})
    if k == 29: return f"intune:\n  tenant_id: ${{TENANT_ID}}\n  client_id: ${{INTUNE_CLIENT_ID}}\n  client_secret: ${{INTUNE_CLIENT_SECRET}}"
    if k == 30: return f"commit {g.hexs(40)}\n\n    munki: add Chrome {g.r.randint(120,140)} pkginfo, remove old catalogs"
    return f"Kandji agent: device id {g.uuid()}, blueprint Engineering, agent 4.{g.r.randint(0,9)}.{g.r.randint(0,9)}; MDM check-in OK"

clean = [clean_text(i) for i in range(100)]

def write():
    out = Path(__file__).parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(sec, 1):
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    write()
