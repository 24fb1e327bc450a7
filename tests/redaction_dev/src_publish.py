"""Blind redaction source "publish": package publishing and app-signing settings and the commands around them.

Gradle signing / Maven Central (gradle.properties, build.gradle.kts, settings.xml), Android keystores and
apksigner/jarsigner, fastlane (Appfile, Matchfile, Fastfile, .env.default), App Store Connect keys, notarytool,
Windows signtool, electron-builder, Tauri updater keys, crates.io, RubyGems, NuGet, Hex, pub.dev, Conan, Composer
auth.json, Docker Hub and Helm OCI logins, JFrog, VS Code Marketplace / Open VSX, Chocolatey, Expo/EAS, Unity,
sbt, GPG exports, goreleaser and twine. (.npmrc, .pypirc and .netrc are left out: an earlier source covers them.)
Written 2026-12-02 ~10:20 UTC by the helper "corpora", blind (no memtool code read). Seeded; imports nothing
from memtool. Run: python3 src_publish.py
"""
from __future__ import annotations

import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAM = "publish"
g = Gen(20261214)
r = g.r
LOW = string.ascii_lowercase
LOWD = string.ascii_lowercase + string.digits

PKGS = ["tinyparse", "acme-sdk", "quill-ui", "ferrox", "geo-kit", "paylib", "snapcam", "notekeeper"]


def pkg():
    return g.pick(PKGS)


def bundle():
    return f"com.{g.pick(['acme', 'lagoon', 'northwind', 'kittl'])}.{g.pick(['notes', 'camera', 'wallet', 'reader'])}"


def keyid():
    return g.hexs(8).upper()


def crates():
    return "cio" + g.s(B62, 32)


def rubygems():
    return "rubygems_" + g.hexs(48)


def nuget():
    return "oy2" + g.s(LOWD, 43)


def dockerhub():
    return "dckr_pat_" + g.s(URLSAFE, 27)


def jfrog():
    return "AKCp" + g.s(B62, 69)


def ado_pat():
    return g.s(LOW + "234567", 52)


def app_specific():
    return "-".join(g.s(LOW, 4) for _ in range(4))


def pw():
    return g.pw()


def t_gradle_props():
    p = pw()
    form = r.randint(0, 2)
    if form == 0:
        return "name-context", f"""# ~/.gradle/gradle.properties
signing.keyId={keyid()}
signing.password={p}
signing.secretKeyRingFile=/home/{g.pick(['mara', 'dev', 'ci'])}/.gnupg/secring.gpg
org.gradle.jvmargs=-Xmx4g""", p
    if form == 1:
        return "name-context", f"""mavenCentralUsername={g.s(B62, 8)}
mavenCentralPassword={p}
signingInMemoryKeyId={keyid()}
RELEASE_SIGNING_ENABLED=true""", p
    return "name-context", f"""ossrhUsername={g.pick(['mara.k', 'acme-release', 'jdoe'])}
ossrhPassword={p}
systemProp.org.gradle.internal.publish.checksums.insecure=true""", p


def t_android_signing():
    p = pw()
    form = r.randint(0, 2)
    if form == 0:
        return "name-context", f"""android {{
    signingConfigs {{
        create("release") {{
            storeFile = file("../keys/{pkg()}-release.jks")
            storePassword = "{p}"
            keyAlias = "upload"
            keyPassword = "{p}"
        }}
    }}
    buildTypes {{ getByName("release") {{ signingConfig = signingConfigs.getByName("release") }} }}
}}""", p
    if form == 1:
        return "name-context", f"""# keystore.properties  (gitignored... mostly)
storePassword={p}
keyPassword={p}
keyAlias=upload
storeFile=upload-keystore.jks""", p
    return "name-context", f"""# android/key.properties
storePassword={p}
keyPassword={p}
keyAlias=upload
storeFile=/Users/{g.pick(['mara', 'tom', 'dev'])}/upload-keystore.jks""", p


def t_apksigner():
    p = pw()
    form = r.randint(0, 2)
    if form == 0:
        return "name-context", f"""$ apksigner sign --ks release.jks --ks-key-alias upload --ks-pass pass:{p} --out app-release-signed.apk app-release-unsigned.apk
$ apksigner verify --print-certs app-release-signed.apk | head -2
Signer #1 certificate DN: CN={g.pick(['Acme', 'Lagoon'])} Apps, O=Release
Signer #1 certificate SHA-256 digest: {g.sha256()}""", p
    if form == 1:
        return "name-context", f"""jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore my-release-key.jks -storepass {p} app-release-unsigned.apk alias_name""", p
    return "name-context", f"""keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 4096 -validity 10000 \\
  -storepass {p} -dname "CN={g.pick(['Mara Klein', 'Tom Ruiz'])}, O={g.pick(['Acme', 'Lagoon'])}, C=DE\"""", p


def t_fastlane():
    form = r.randint(0, 3)
    if form == 0:
        p = pw()
        return "name-context", f"""# fastlane/.env.default
MATCH_PASSWORD={p}
MATCH_GIT_URL=git@github.com:{g.pick(['acme', 'lagoon'])}/certificates.git
FASTLANE_USER=release@{g.pick(['acme', 'lagoon'])}.example""", p
    if form == 1:
        p = app_specific()
        return "name-context", f"""export FASTLANE_USER="ios-release@{g.pick(['acme', 'lagoon'])}.example"
export FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD="{p}"
bundle exec fastlane ios beta""", p
    if form == 2:
        block, line = g.pem("PRIVATE KEY")
        return "self-identifying", f"""lane :beta do
  api_key = app_store_connect_api_key(
    key_id: "{g.s(UPPER + string.digits, 10)}",
    issuer_id: "{g.uuid()}",
    key_content: "{block.replace(chr(10), chr(92) + 'n')}",
  )
  build_app(scheme: "{pkg()}")
  upload_to_testflight(api_key: api_key)
end""", line
    p = pw()
    return "name-context", f"""# Matchfile
git_url("https://github.com/{g.pick(['acme', 'lagoon'])}/ios-certs")
storage_mode("git")
type("appstore")
app_identifier(["{bundle()}"])
# passphrase for the repo, so CI stops prompting:
ENV["MATCH_PASSWORD"] = "{p}\"""", p


def t_asc_p8():
    block, line = g.pem("PRIVATE KEY")
    kid = g.s(UPPER + string.digits, 10)
    return "self-identifying", f"""$ cat ~/.appstoreconnect/private_keys/AuthKey_{kid}.p8
{block}
$ xcrun altool --list-apps --apiKey {kid} --apiIssuer {g.uuid()} | head -3""", line


def t_notary():
    form = r.randint(0, 2)
    if form == 0:
        p = app_specific()
        return "name-context", f"""xcrun notarytool submit build/{pkg()}.dmg --apple-id dev@{g.pick(['acme', 'lagoon'])}.example --team-id {g.s(UPPER + string.digits, 10)} --password {p} --wait
Conducting pre-submission checks for {pkg()}.dmg and initiating connection to the Apple notary service...
Submission ID received
  id: {g.uuid()}
  status: Accepted""", p
    if form == 1:
        p = app_specific()
        return "structural", f"""xcrun altool --upload-app -f build/{pkg()}.ipa -t ios -u ios-release@{g.pick(['acme', 'lagoon'])}.example -p {p}""", p
    p = pw()
    return "name-context", f"""# electron-builder env (CI)
CSC_LINK=./build/certs/developer-id.p12
CSC_KEY_PASSWORD={p}
APPLE_ID=dev@{g.pick(['acme', 'lagoon'])}.example
APPLE_TEAM_ID={g.s(UPPER + string.digits, 10)}""", p


def t_signtool():
    p = pw()
    form = r.randint(0, 1)
    if form == 0:
        return "name-context", f"""PS C:\\build> & "C:\\Program Files (x86)\\Windows Kits\\10\\bin\\10.0.22621.0\\x64\\signtool.exe" sign /f .\\certs\\codesign.pfx /p {p} /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 .\\out\\{pkg()}-setup.exe
Done Adding Additional Store
Successfully signed: .\\out\\{pkg()}-setup.exe""", p
    return "name-context", f"""<PropertyGroup Condition="'$(Configuration)' == 'Release'">
  <SignAssembly>true</SignAssembly>
  <PackageCertificateKeyFile>codesign.pfx</PackageCertificateKeyFile>
  <PackageCertificatePassword>{p}</PackageCertificatePassword>
</PropertyGroup>""", p


def t_tauri():
    form = r.randint(0, 1)
    if form == 0:
        p = pw()
        return "name-context", f"""TAURI_SIGNING_PRIVATE_KEY_PATH=~/.tauri/{pkg()}.key
TAURI_SIGNING_PRIVATE_KEY_PASSWORD={p}
npm run tauri build""", p
    k = g.b64(r.choice([180, 210]))
    return "name-context", f"""$ cat ~/.tauri/{pkg()}.key
{k}
$ cat ~/.tauri/{pkg()}.key.pub
{g.b64(r.choice([100, 120]))}""", k


def t_cargo():
    k = crates()
    form = r.randint(0, 1)
    if form == 0:
        return "self-identifying", f"""# ~/.cargo/credentials.toml
[registry]
token = "{k}"
""", k
    return "self-identifying", f"""$ cargo publish --token {k}
    Updating crates.io index
   Packaging {pkg()} v0.{r.randint(1, 9)}.{r.randint(0, 20)}
   Uploading {pkg()} v0.{r.randint(1, 9)}.{r.randint(0, 20)}""", k


def t_gem():
    k = rubygems()
    form = r.randint(0, 1)
    if form == 0:
        return "self-identifying", f"""---
:rubygems_api_key: {k}
""", k
    return "self-identifying", f"""GEM_HOST_API_KEY={k} gem push pkg/{pkg()}-{r.randint(1, 4)}.{r.randint(0, 9)}.0.gem
Pushing gem to https://rubygems.org...
Successfully registered gem: {pkg()} ({r.randint(1, 4)}.{r.randint(0, 9)}.0)""", k


def t_nuget():
    form = r.randint(0, 2)
    if form == 0:
        k = nuget()
        return "self-identifying", f"""dotnet nuget push bin/Release/{pkg().title()}.{r.randint(1, 5)}.0.0.nupkg --api-key {k} --source https://api.nuget.org/v3/index.json""", k
    if form == 1:
        p = pw()
        return "name-context", f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="internal" value="https://pkgs.{g.pick(['acme', 'lagoon'])}.example/nuget/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <internal>
      <add key="Username" value="build" />
      <add key="ClearTextPassword" value="{p}" />
    </internal>
  </packageSourceCredentials>
</configuration>""", p
    k = g.gh_classic()
    return "self-identifying", f"""dotnet nuget add source --username {g.pick(['mara-k', 'ci-bot'])} --password {k} --store-password-in-clear-text --name github "https://nuget.pkg.github.com/{g.pick(['acme', 'lagoon'])}/index.json\"""", k


def t_maven_settings():
    form = r.randint(0, 1)
    p = pw()
    if form == 0:
        return "name-context", f"""<settings>
  <servers>
    <server>
      <id>central</id>
      <username>{g.s(B62, 8)}</username>
      <password>{p}</password>
    </server>
  </servers>
  <profiles><profile><id>release</id><properties><gpg.keyname>{keyid()}</gpg.keyname></properties></profile></profiles>
</settings>""", p
    return "name-context", f"""      <properties>
        <gpg.executable>gpg</gpg.executable>
        <gpg.passphrase>{p}</gpg.passphrase>
      </properties>""", p


def t_repo_url():
    p = g.machine_pw()
    form = r.randint(0, 2)
    host = g.pick(["nexus.corp.example", "artifacts.lagoon.example", "repo.internal"])
    if form == 0:
        return "structural", f"""repositories {{
    maven {{ url = uri("https://deployer:{p}@{host}/repository/maven-releases/") }}
}}""", p
    if form == 1:
        return "structural", f"""$ mvn deploy -DaltDeploymentRepository=internal::default::https://deploy:{p}@{host}/repository/releases
[INFO] BUILD SUCCESS""", p
    return "structural", f"""poetry config repositories.internal https://{host}/repository/pypi-hosted/
poetry publish -r internal -u release -p {p} --build""", p


def t_twine():
    k = g.pypi()
    return "self-identifying", f"""$ twine upload -u __token__ -p {k} dist/*
Uploading distributions to https://upload.pypi.org/legacy/
Uploading {pkg().replace('-', '_')}-{r.randint(0, 3)}.{r.randint(0, 20)}.0-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 41.2/41.2 kB • 00:00""", k


def t_poetry_basic():
    p = pw()
    return "structural", f"""$ poetry config http-basic.{g.pick(['gemfury', 'internal', 'codeartifact'])} {g.pick(['release', 'mara', 'ci'])} {p}
$ poetry publish --repository {g.pick(['gemfury', 'internal'])}""", p


def t_electron_gh():
    k = g.gh_classic() if r.random() < .6 else g.gh_fine()
    return "self-identifying", f"""# .env.publish  (electron-builder -p always)
GH_TOKEN={k}
EP_DRAFT=true""", k


def t_goreleaser():
    form = r.randint(0, 1)
    if form == 0:
        k = g.gh_classic()
        return "self-identifying", f"""$ GITHUB_TOKEN={k} goreleaser release --clean
  • starting release...
  • loading                                          path=.goreleaser.yaml
  • publishing
    • scm releases""", k
    p = pw()
    return "name-context", f"""signs:
  - artifacts: checksum
    args: ["--batch", "--pinentry-mode", "loopback", "--passphrase", "{p}", "-u", "{keyid()}", "--output", "${{signature}}", "--detach-sign", "${{artifact}}"]""", p


def t_gpg_export():
    lines = [g.b64(48) for _ in range(r.randint(6, 12))] + [g.b64(r.randint(10, 30))]
    block = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + g.s(B62, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----"
    return "self-identifying", f"""$ gpg --armor --export-secret-keys {keyid()} | tee signing.asc
{block}""", lines[1]


def t_docker_helm():
    form = r.randint(0, 2)
    if form == 0:
        k = dockerhub()
        return "self-identifying", f"""$ echo {k} | docker login -u {g.pick(['acmeci', 'lagoonbuild'])} --password-stdin
Login Succeeded""", k
    if form == 1:
        p = pw()
        return "structural", f"""$ helm registry login registry.{g.pick(['acme', 'lagoon'])}.example -u robot$charts -p {p}
WARNING: Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ helm push {pkg()}-0.{r.randint(1, 9)}.0.tgz oci://registry.{g.pick(['acme', 'lagoon'])}.example/charts""", p
    cred = g.b64(r.choice([18, 24, 30]))
    return "structural", f"""{{
  "auths": {{
    "https://index.docker.io/v1/": {{
      "auth": "{cred}"
    }}
  }}
}}""", cred


def t_jfrog():
    form = r.randint(0, 1)
    if form == 0:
        k = jfrog()
        return "self-identifying", f"""artifactory_contextUrl=https://{g.pick(['acme', 'lagoon'])}.jfrog.io/artifactory
artifactory_user=ci-publisher
artifactory_password={k}""", k
    p = pw()
    return "structural", f"""jf config add acme --url=https://{g.pick(['acme', 'lagoon'])}.jfrog.io --user=ci-publisher --password={p} --interactive=false""", p


def t_composer():
    form = r.randint(0, 1)
    if form == 0:
        p = g.s(HEX, 40)
        return "structural", f"""{{
    "http-basic": {{
        "repo.packagist.com": {{
            "username": "token",
            "password": "{p}"
        }}
    }}
}}""", p
    k = g.gh_classic()
    return "self-identifying", f"""{{
    "github-oauth": {{
        "github.com": "{k}"
    }}
}}""", k


def t_vsce():
    form = r.randint(0, 1)
    if form == 0:
        k = ado_pat()
        return "name-context", f"""$ npx @vscode/vsce publish -p {k}
Executing prepublish script 'npm run vscode:prepublish'...
 DONE  Published {g.pick(['acme', 'lagoon'])}.{pkg()} v1.{r.randint(0, 20)}.{r.randint(0, 9)}.""", k
    k = g.uuid()
    return "name-context", f"""OVSX_PAT={k} npx ovsx publish {pkg()}-1.{r.randint(0, 20)}.0.vsix""", k


def t_choco_hex_pub():
    form = r.randint(0, 3)
    if form == 0:
        k = g.uuid()
        return "name-context", f"""choco apikey --key {k} --source https://push.chocolatey.org/
choco push {pkg()}.1.{r.randint(0, 9)}.0.nupkg --source https://push.chocolatey.org/""", k
    if form == 1:
        k = g.hexs(32)
        return "name-context", f"""HEX_API_KEY={k} mix hex.publish --yes
Building {pkg().replace('-', '_')} 0.{r.randint(1, 9)}.0""", k
    if form == 2:
        k = g.google_refresh()
        return "self-identifying", f"""$ cat ~/.config/dart/pub-credentials.json
{{"accessToken":"{g.google_oauth()}","refreshToken":"{k}","idToken":null,"tokenEndpoint":"https://accounts.google.com/o/oauth2/token","scopes":["openid","https://www.googleapis.com/auth/userinfo.email"],"expiration":{r.randint(1760000000000, 1790000000000)}}}""", k
    p = pw()
    return "name-context", f"""conan remote login artifactory ci-publisher -p {p}
conan upload "{pkg()}/*" -r artifactory --confirm""", p


def t_expo_unity():
    form = r.randint(0, 2)
    if form == 0:
        k = g.s(URLSAFE, 40)
        return "name-context", f"""EXPO_TOKEN={k}
npx eas-cli build --platform android --profile production --non-interactive""", k
    if form == 1:
        p = pw()
        return "name-context", f"""{{
  "android": {{
    "keystore": {{
      "keystorePath": "android/keystores/release.keystore",
      "keystorePassword": "{p}",
      "keyAlias": "{pkg()}",
      "keyPassword": "{p}"
    }}
  }}
}}""", p
    p = pw()
    return "name-context", f"""PlayerSettings:
  AndroidKeystoreName: '{{inproject}}: Keys/{pkg()}.keystore'
  AndroidKeyaliasName: release
  AndroidKeystorePass: {p}
  AndroidKeyaliasPass: {p}""", p


def t_sbt():
    p = pw()
    return "structural", f"""$ cat ~/.sbt/sonatype_credentials
realm=Sonatype Nexus Repository Manager
host=s01.oss.sonatype.org
user={g.s(B62, 8)}
password={p}""", p


def t_gradle_inmemory():
    lines = [g.b64(48) for _ in range(r.randint(5, 9))]
    block = "-----BEGIN PGP PRIVATE KEY BLOCK-----\\n\\n" + "\\n".join(lines) + "\\n-----END PGP PRIVATE KEY BLOCK-----"
    return "self-identifying", f"""ORG_GRADLE_PROJECT_signingInMemoryKey="{block}"
ORG_GRADLE_PROJECT_signingInMemoryKeyPassword=${{SIGNING_PASSWORD}}""", lines[1]


def t_chat():
    form = r.randint(0, 1)
    if form == 0:
        p = pw()
        return "name-context", f"""@mara the release keystore password is {p} (same for the key alias). Please don't lose it again, Play won't let us re-upload without the upload-key reset dance.""", p
    k = crates() if r.random() < .5 else rubygems()
    return "self-identifying", f"""publish job failed again with 403. I regenerated the token, it's {k} — can you put it in the repo secrets? I don't have admin.""", k


def t_sparkle():
    k = g.b64(32)
    return "name-context", f"""$ ./bin/generate_keys -x private-key-file && cat private-key-file
{k}
# Info.plist gets the public half:
#   <key>SUPublicEDKey</key><string>{g.b64(32)}</string>""", k


SECRET_TEMPLATES = [t_gradle_props, t_android_signing, t_apksigner, t_fastlane, t_asc_p8, t_notary, t_signtool,
                    t_tauri, t_cargo, t_gem, t_nuget, t_maven_settings, t_repo_url, t_twine, t_poetry_basic,
                    t_electron_gh, t_goreleaser, t_gpg_export, t_docker_helm, t_jfrog, t_composer, t_vsce,
                    t_choco_hex_pub, t_expo_unity, t_sbt, t_gradle_inmemory, t_chat, t_sparkle]


# ---------------------------------------------------------------- clean
def c_env_refs():
    return g.pick([
        """signingConfigs {
    create("release") {
        storeFile = file(System.getenv("KEYSTORE_PATH") ?: "release.jks")
        storePassword = System.getenv("KEYSTORE_PASSWORD")
        keyAlias = "upload"
        keyPassword = System.getenv("KEY_PASSWORD")
    }
}""",
        """<server>
  <id>central</id>
  <username>${env.MAVEN_CENTRAL_USERNAME}</username>
  <password>${env.MAVEN_CENTRAL_PASSWORD}</password>
</server>""",
        """      - run: cargo publish
        env:
          CARGO_REGISTRY_TOKEN: ${{ secrets.CARGO_REGISTRY_TOKEN }}""",
        """dotnet nuget push "**/*.nupkg" --api-key "$NUGET_API_KEY" --source https://api.nuget.org/v3/index.json --skip-duplicate""",
        """ENV["MATCH_PASSWORD"] ||= UI.password("Passphrase for Match storage: ")""",
        """CSC_KEY_PASSWORD=${{ secrets.MAC_CERTS_PASSWORD }}""",
        """signing {
    val signingKey: String? by project
    val signingPassword: String? by project
    useInMemoryPgpKeys(signingKey, signingPassword)
    sign(publishing.publications)
}"""])


def c_pubkeys():
    return g.pick([
        f"""<key>SUPublicEDKey</key>
<string>{g.b64(32)}</string>""",
        f"""-----BEGIN PGP PUBLIC KEY BLOCK-----

{chr(10).join(g.b64(48) for _ in range(6))}
={g.s(B62, 4)}
-----END PGP PUBLIC KEY BLOCK-----""",
        f"""$ gpg --list-secret-keys --keyid-format=long
sec   ed25519/{g.hexs(16).upper()} 2025-03-02 [SC] [expires: 2027-03-02]
      {g.hexs(40).upper()}
uid                 [ultimate] Release Signing <release@acme.example>""",
        f"""$ keytool -list -v -keystore upload.jks -storepass:env KS_PASS | grep SHA
	 SHA1: {':'.join(g.hexs(2).upper() for _ in range(20))}
	 SHA256: {':'.join(g.hexs(2).upper() for _ in range(32))}
Signature algorithm name: SHA256withRSA""",
        f"""  "pubkey": "{g.b64(120)}"  # tauri.conf.json updater, public"""])


def c_checksums():
    return g.pick([
        f"""{g.sha256()}  {pkg()}-1.{r.randint(0, 9)}.0-x86_64-unknown-linux-gnu.tar.gz
{g.sha256()}  {pkg()}-1.{r.randint(0, 9)}.0-aarch64-apple-darwin.tar.gz""",
        f"""  "integrity": "sha512-{g.b64(64)}",""",
        f"""[[package]]
name = "{pkg()}"
version = "0.{r.randint(1, 9)}.{r.randint(0, 9)}"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "{g.sha256()}\"""",
        f"""Submission ID received
  id: {g.uuid()}
Successfully uploaded file
  id: {g.uuid()}
  path: /Users/ci/build/{pkg()}.dmg
Waiting for processing to complete.
Current status: Accepted....
Processing complete
  status: Accepted"""])


def c_ids():
    return g.pick([
        f"""app_identifier("{bundle()}")
apple_id("ios-release@acme.example")
itc_team_id("{r.randint(100000000, 999999999)}")
team_id("{g.s(UPPER + string.digits, 10)}")""",
        f"""signing.keyId={keyid()}
signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
# password comes from ORG_GRADLE_PROJECT_signing.password in CI""",
        f"""{{"cli": {{"version": ">= 12.0.0"}}, "build": {{"production": {{"android": {{"buildType": "app-bundle"}}, "credentialsSource": "remote"}}}}, "submit": {{"production": {{"ios": {{"ascAppId": "{r.randint(10**9, 10**10)}"}}}}}}}}""",
        f"""Certificate thumbprint: {g.hexs(40).upper()}
Issued to: {g.pick(['Acme', 'Lagoon'])} Software GmbH
Expires: 2027-08-14"""])


def c_placeholders():
    return g.pick([
        """# keystore.properties.example — copy to keystore.properties (gitignored)
storePassword=<ask release manager>
keyPassword=<ask release manager>
keyAlias=upload
storeFile=upload-keystore.jks""",
        """[registry]
token = "..."   # cargo login writes this; never commit it""",
        """:rubygems_api_key: YOUR_KEY""",
        """<add key="ClearTextPassword" value="%NUGET_FEED_PASSWORD%" />""",
        """twine upload -u __token__ -p pypi-XXXXXXXXXXXXXXXX dist/*   # example from the docs""",
        """artifactory_password=${ARTIFACTORY_API_KEY}"""])


def c_prose():
    return g.pick([
        "Lost the upload keystore password? You can't recover it. Request an upload key reset in Play Console and generate a new key with keytool; the app signing key stays with Google.",
        "Match encrypts the certificates repo with MATCH_PASSWORD; every CI runner and every dev needs the same passphrase. It's in the vault under mobile/match.",
        "crates.io tokens are scoped now: create one with only publish-update for this crate and set it as CARGO_REGISTRY_TOKEN in the release environment.",
        "Reminder that `--store-password-in-clear-text` writes the password into NuGet.Config in plain text. Use the credential provider instead.",
        "App-specific passwords for notarytool are per Apple ID and look like four groups of four letters. Store them with `notarytool store-credentials` in the keychain, not in scripts.",
        "The Sparkle public EdDSA key goes into Info.plist; the private one stays in the release machine's keychain (generate_keys stores it there by default)."])


def c_logs():
    return g.pick([
        f"""> Task :app:validateSigningRelease
> Task :app:packageRelease
> Task :app:assembleRelease

BUILD SUCCESSFUL in {r.randint(20, 300)}s
{r.randint(40, 90)} actionable tasks: {r.randint(10, 40)} executed, {r.randint(10, 40)} up-to-date""",
        f"""[14:22:0{r.randint(0, 9)}]: ▸ Signing {pkg()}.app with Apple Distribution: Acme GmbH ({g.s(UPPER + string.digits, 10)})
[14:22:1{r.randint(0, 9)}]: Successfully exported and compressed dSYM file
[14:22:3{r.randint(0, 9)}]: Successfully uploaded package to App Store Connect. It might take a few minutes until it's visible online.""",
        f"""   Uploading {pkg()} v0.{r.randint(1, 9)}.{r.randint(0, 9)} ({r.randint(10, 900)}.{r.randint(0, 9)}KiB)
    Uploaded {pkg()} v0.{r.randint(1, 9)}.{r.randint(0, 9)} to registry `crates-io`
note: waiting for `{pkg()} v0.{r.randint(1, 9)}.{r.randint(0, 9)}` to be available at registry `crates-io`.""",
        f"""  • signing         file=dist/{pkg()} Setup 2.{r.randint(0, 9)}.0.exe certificateFile=build/certs/win.pfx
  • publishing      publisher=Github (owner: acme, project: {pkg()}, version: 2.{r.randint(0, 9)}.0)
  • uploading       file={pkg()}-Setup-2.{r.randint(0, 9)}.0.exe provider=github"""])


CLEAN_TEMPLATES = [c_env_refs, c_pubkeys, c_checksums, c_ids, c_placeholders, c_prose, c_logs]


def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        secrets.append(SECRET_TEMPLATES[i % len(SECRET_TEMPLATES)]())
        i += 1
        if i % len(SECRET_TEMPLATES) == 0:
            r.shuffle(SECRET_TEMPLATES)
    clean, seen, i = [], set(), 0
    while len(clean) < 100:  # cycle the templates, skipping exact repeats
        t = CLEAN_TEMPLATES[i % len(CLEAN_TEMPLATES)]()
        i += 1
        if t not in seen:
            seen.add(t)
            clean.append(t)
    write(Path(__file__).resolve().parent, FAM, secrets, clean)


if __name__ == "__main__":
    main()
