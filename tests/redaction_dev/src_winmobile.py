"""Seeded generator of the source "winmobile" (winmobile_secrets.jsonl, winmobile_clean.jsonl).

How Windows, .NET and mobile developers leak: PowerShell (ConvertTo-SecureString, PSCredential,
Invoke-RestMethod headers, $env:), cmd/.bat (set, cmdkey, runas, net user), registry exports,
.NET appsettings.json/web.config/user-secrets, NuGet.config, MSBuild properties, Android
(gradle.properties, local.properties, signingConfigs, google-services.json, strings.xml),
iOS (Info.plist, xcconfig, fastlane Appfile/Matchfile, Keychain prompts), Unity and game
services. Written on 2026-12-01 AFTER the rules of commit e3de9aa and before they saw any of
it (first run recorded in sources.json); imports nothing from memtool.

    python tests/redaction_dev/src_winmobile.py
"""

from __future__ import annotations

import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(9606)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
WORDS = "aurora bison comet dune elk fern grove heron isle juniper kestrel lynx".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    return R.choice([lambda: rand(B62, R.choice([12, 16, 20, 24])), lambda: rand(string.ascii_letters, R.choice([12, 15])),
                     lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice(["", "!", "#", "@"]),
                     lambda: rand(B62 + "+/", 32), lambda: rand(HEX, 32)])()


def token() -> str:
    return R.choice([
        lambda: "ghp_" + rand(B62, 36), lambda: "AKIA" + rand(UP, 16), lambda: "AIza" + rand(B62 + "-_", 35),
        lambda: "sk_live_" + rand(B62, 24), lambda: "xoxb-" + rand("0123456789", 12) + "-" + rand("0123456789", 13) + "-" + rand(B62, 24),
        lambda: "SG." + rand(B62 + "-_", 22) + "." + rand(B62 + "-_", 43), lambda: "npm_" + rand(B62, 36),
        lambda: "glpat-" + rand(B62 + "-_", 20), lambda: "sk-ant-api03-" + rand(B62 + "-_", 93) + "AA",
        lambda: "oy2" + rand("abcdefghijklmnopqrstuvwxyz0123456789", 43),
    ])()


def fam_powershell():
    p, u = pw(), R.choice(["svc_build", "Administrator", "deploy", "ACME\\svc_sql"])
    text = R.choice([
        f"$secure = ConvertTo-SecureString '{p}' -AsPlainText -Force",
        f"$pw = ConvertTo-SecureString -String \"{p}\" -AsPlainText -Force",
        f"$cred = New-Object System.Management.Automation.PSCredential('{u}', (ConvertTo-SecureString '{p}' -AsPlainText -Force))",
        f"$env:DB_PASSWORD = '{p}'", f"[Environment]::SetEnvironmentVariable('API_SECRET', '{p}', 'Machine')",
        f"Invoke-RestMethod -Uri $url -Headers @{{ 'X-API-Key' = '{p}' }}",
        f"Invoke-WebRequest -Uri https://ci.acme.io -Headers @{{Authorization = \"Bearer {p}\"}}",
        f"net user {u} {p} /add", f"cmdkey /add:fileserver /user:{u} /pass:{p}", f"set DB_PASS={p}",
        f"sqlcmd -S .\\SQLEXPRESS -U sa -P {p} -i init.sql", f"Set-Secret -Name DbPassword -Secret '{p}'",
        f"New-LocalUser -Name {u} -Password (ConvertTo-SecureString '{p}' -AsPlainText -Force)",
        f"\"DefaultPassword\"=\"{p}\"", f"msdeploy -verb:sync -dest:auto,computerName=web1,userName={u},password={p}",
        f"dotnet user-secrets set \"Smtp:Password\" \"{p}\"", f"nuget sources add -Name acme -Source https://nuget.acme.io -Username ci -Password {p}",
        f"<add key=\"ClearTextPassword\" value=\"{p}\" />", f"msbuild app.sln /p:SigningPassword={p}",
        f"signtool sign /f cert.pfx /p {p} app.exe",
    ])
    return text + "\n", [p], "name-context"


def fam_dotnet():
    p = pw()
    text = R.choice([
        json.dumps({"Smtp": {"Host": "smtp.acme.io", "Password": p}}, indent=2),
        json.dumps({"ConnectionStrings": {"Default": f"Server=db;Database=app;User Id=sa;Password={p};"}}),
        json.dumps({"Jwt": {"Issuer": "acme", "Key": p}}), json.dumps({"Stripe": {"SecretKey": p}}),
        f"<connectionStrings><add name=\"Db\" connectionString=\"Data Source=db;User ID=app;Password={p}\" /></connectionStrings>",
        f"<appSettings>\n  <add key=\"ApiSecret\" value=\"{p}\" />\n</appSettings>",
        f"options.ClientSecret = \"{p}\";", f"services.AddAuthentication().AddJwtBearer(o => o.SigningKey = \"{p}\");",
        f"var conn = new SqlConnection(\"Server=db;User Id=sa;Password={p};\");",
        f"builder.Configuration[\"Api:Key\"] = \"{p}\";",
    ])
    return text + "\n", [p], "name-context"


def fam_mobile():
    p = pw()
    text = R.choice([
        f"RELEASE_STORE_PASSWORD={p}\nRELEASE_KEY_ALIAS=upload", f"storePassword=\"{p}\"", f"keyPassword '{p}'",
        f"signingConfigs {{\n    release {{\n        storePassword \"{p}\"\n        keyAlias \"upload\"\n    }}\n}}",
        f"MAPS_API_KEY={p}", f"<string name=\"facebook_client_token\">{p}</string>",
        f"<key>APIKey</key>\n<string>{p}</string>", f"API_SECRET = {p}", f"SENTRY_AUTH_TOKEN={p}",
        f"match(git_basic_authorization: \"{p}\")", f"ENV[\"FASTLANE_PASSWORD\"] = \"{p}\"",
        f"ENV['MATCH_PASSWORD'] = '{p}'", f"security add-generic-password -a ci -s keychain -w {p}",
        f"security unlock-keychain -p {p} build.keychain", f"xcrun altool --upload-app -f app.ipa -u ci@acme.io -p {p}",
        f"apiKey: \"{p}\"", f"PlayerPrefs.SetString(\"auth_token\", \"{p}\");",
    ])
    return text + "\n", [p], "name-context"


def fam_tokens():
    t = token()
    text = R.choice([
        json.dumps({"client": [{"api_key": [{"current_key": t}]}]}), f"<string name=\"google_api_key\">{t}</string>",
        f"$env:GITHUB_TOKEN = \"{t}\"", f"setx NPM_TOKEN {t}", f"nuget push pkg.nupkg -k {t} -s nuget.org",
        f"<key>StripeKey</key><string>{t}</string>", f"const string Key = \"{t}\";", f"REM token {t}",
        f"Write-Host \"using {t}\"", f"GOOGLE_MAPS_KEY={t}",
    ])
    return text + "\n", [t], "self-identifying"


def fam_structural():
    p, u = rand(B62, R.choice([12, 16])), R.choice(["sa", "app", "svc"])
    text = R.choice([
        f"Server=tcp:acme.database.windows.net,1433;User ID={u};Password={p};Encrypt=True;",
        f"Data Source=db;Initial Catalog=app;User Id={u};Pwd={p};", f"Provider=SQLOLEDB;Data Source=db;UID={u};PWD={p}",
        f"https://{u}:{p}@tfs.acme.io/DefaultCollection/_git/app", f"Driver={{ODBC Driver 18}};Server=db;Uid={u};Pwd={p};",
        f"runas /user:{u} \"cmd /c echo {p} | app.exe\"", f"mongodb://{u}:{p}@mongo:27017/app",
    ])
    return text + "\n", [p], "structural"


def clean_texts() -> str:
    u = str(uuid.UUID(int=R.getrandbits(128)))
    return R.choice([
        "$secure = Read-Host -AsSecureString 'Password'", "$cred = Get-Credential -UserName svc_build",
        "$secure = ConvertTo-SecureString $env:DB_PASSWORD -AsPlainText -Force", "$env:DB_PASSWORD = $null",
        "Invoke-RestMethod -Uri $url -Headers @{ 'X-API-Key' = $apiKey }", "net user svc_build /delete",
        "cmdkey /list", "set DB_PASS=%DB_PASS_PROD%", "sqlcmd -S .\\SQLEXPRESS -E -i init.sql",
        "Get-Secret -Name DbPassword -AsPlainText", "dotnet user-secrets list", "dotnet user-secrets set \"Smtp:Password\" \"$SMTP_PASSWORD\"",
        json.dumps({"Smtp": {"Host": "smtp.acme.io", "Password": ""}}), json.dumps({"Jwt": {"Issuer": "acme", "KeyVaultName": "acme-kv"}}),
        "options.ClientSecret = configuration[\"Auth:ClientSecret\"];", "<add key=\"ApiSecret\" value=\"#{ApiSecret}#\" />",
        "storePassword System.getenv(\"STORE_PASSWORD\")", "keyPassword keystoreProperties['keyPassword']",
        "MAPS_API_KEY=", "<string name=\"app_name\">Acme</string>", "<key>CFBundleVersion</key>\n<string>42</string>",
        "ENV[\"FASTLANE_PASSWORD\"] ||= prompt(text: 'Apple ID password: ', secure_text: true)",
        "security unlock-keychain -p \"$KEYCHAIN_PASSWORD\" build.keychain", f"<ProjectGuid>{{{u.upper()}}}</ProjectGuid>",
        f"  \"{u}\": {{ \"type\": \"PBXNativeTarget\" }}", f"Certificate thumbprint: {rand(HEX, 40).upper()}",
        "Server=tcp:acme.database.windows.net,1433;Authentication=Active Directory Default;",
        "Data Source=db;Initial Catalog=app;Integrated Security=SSPI;", f"PlayerPrefs.SetString(\"last_level\", \"{R.randint(1, 40)}\");",
        "signtool sign /a /fd SHA256 /tr http://timestamp.digicert.com app.exe", f"Build {R.randint(1000, 9999)} succeeded",
        "runas /user:ACME\\admin cmd", "REM password rotated by the vault agent", "Write-Host \"using $($env:GITHUB_TOKEN.Length) chars\"",
        "signingConfigs {\n    release {\n        storePassword keystoreProperties['storePassword']\n    }\n}",
    ])


def main() -> None:
    makers = [(fam_powershell, 100), (fam_dotnet, 50), (fam_mobile, 70), (fam_tokens, 40), (fam_structural, 40)]
    secrets = []
    for make, count in makers:
        for _ in range(count):
            text, values, cls = make()
            secrets.append({"id": f"winmobile-{len(secrets)}", "family": "winmobile", "class": cls, "text": text,
                            "secrets": values})
    texts = list(dict.fromkeys(clean_texts() for _ in range(400)))  # distinct texts only
    clean = [{"id": f"winmobile-clean-{i}", "family": "winmobile", "text": t} for i, t in enumerate(texts)]
    for fname, rows in (("winmobile_secrets.jsonl", secrets), ("winmobile_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
