"""Blind redaction source "mobilesign": mobile build and signing pipelines (round 13).

Gradle signing configs and keystore.properties, keytool / jarsigner / apksigner / bundletool command lines, fastlane
(Fastfile, Appfile, match, pilot, supply), App Store Connect API keys, notarytool / altool, keychains and .p12
imports, Expo EAS, Codemagic / Bitrise / App Center / Firebase App Distribution, React Native and Flutter key files,
build logs and chat. Seeded; imports nothing from memtool; rerun to regenerate both files byte-identical.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, Gen, write

FAMILY = "mobilesign"
g = Gen(1303)
APPS = ["com.acme.shop", "io.fieldnotes.app", "de.stadtwerk.meter", "com.tripcraft.android", "app.budgetly",
        "org.clinicq.patient", "com.gymrat.tracker", "net.parcelpal"]
ALIASES = ["upload", "release", "key0", "androidreleasekey", "my-key-alias", "prod"]
EMAILS = ["ci@acme.io", "mobile-release@fieldnotes.app", "dev.accounts@stadtwerk.de", "ios-builds@tripcraft.com",
          "appstore@budgetly.app"]


def app() -> str:
    return g.pick(APPS)


def alias() -> str:
    return g.pick(ALIASES)


def team() -> str:
    return g.s(string.ascii_uppercase + string.digits, 10)


def email() -> str:
    return g.pick(EMAILS)


def asc_key_id() -> str:
    return g.s(string.ascii_uppercase + string.digits, 10)


def app_pw() -> str:
    return "-".join(g.s(string.ascii_lowercase, 4) for _ in range(4))


def wrap(text: str) -> str:
    x = g.r.random()
    if x < .1:
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": g.pick(["./gradlew bundleRelease --info", "bundle exec fastlane beta", "cat android/key.properties", "eas build -p android --profile production"])},
                           "tool_response": {"stdout": text, "stderr": "", "interrupted": False}}, ensure_ascii=False)
    if x < .17:
        return json.dumps({"type": "tool_result", "tool_use_id": "toolu_01" + g.s(B62, 22), "content": [{"type": "text", "text": text}]}, ensure_ascii=False)
    if x < .22:
        return json.dumps({"tool_name": "Edit", "tool_input": {"file_path": g.pick(["android/app/build.gradle", "fastlane/Fastfile", "codemagic.yaml", "ios/fastlane/.env"]),
                           "old_string": "// TODO signing", "new_string": text}}, ensure_ascii=False)
    if x < .27:
        return g.pick(["release build keeps failing at signing, here's the relevant bit:\n```\n", "CI log from the last run:\n```\n",
                       "is this right? first time setting up the pipeline\n```\n"]) + text + "\n```\n" + g.pick(["thanks", "any pointers?", "(Flutter 3.24)"])
    return text


# ---------------------------------------------------------------- name-context
def nc_gradle_groovy():
    pw = g.pw()
    return (f"android {{\n    signingConfigs {{\n        release {{\n            storeFile file(\"../keystores/release.jks\")\n            storePassword \"{pw}\"\n"
            f"            keyAlias \"{alias()}\"\n            keyPassword System.getenv(\"KEY_PASSWORD\")\n        }}\n    }}\n}}", pw)


def nc_gradle_kts():
    pw = g.pw()
    return (f"signingConfigs {{\n    create(\"release\") {{\n        storeFile = file(\"upload-keystore.jks\")\n        storePassword = System.getenv(\"STORE_PASSWORD\")\n"
            f"        keyAlias = \"{alias()}\"\n        keyPassword = \"{pw}\"\n    }}\n}}", pw)


def nc_key_properties():
    pw = g.pw()
    return (f"$ cat android/key.properties\nstorePassword={pw}\nkeyPassword=${{STORE_PASSWORD}}\nkeyAlias={alias()}\nstoreFile=/home/runner/upload-keystore.jks", pw)


def nc_gradle_properties_rn():
    pw = g.pw()
    return (f"# android/gradle.properties\norg.gradle.jvmargs=-Xmx2048m -XX:MaxMetaspaceSize=512m\nandroid.useAndroidX=true\nhermesEnabled=true\n"
            f"MYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore\nMYAPP_UPLOAD_KEY_ALIAS={alias()}\nMYAPP_UPLOAD_STORE_PASSWORD={pw}\nMYAPP_UPLOAD_KEY_PASSWORD=${{MYAPP_UPLOAD_STORE_PASSWORD}}\n", pw)


def nc_injected_signing():
    pw = g.machine_pw()
    return (f"$ ./gradlew :app:bundleRelease -Pandroid.injected.signing.store.file=$PWD/release.jks -Pandroid.injected.signing.store.password={pw} "
            f"-Pandroid.injected.signing.key.alias={alias()} -Pandroid.injected.signing.key.password={pw}\n\n> Task :app:signReleaseBundle\n\nBUILD SUCCESSFUL in 3m 12s", pw)


def nc_keytool_genkey():
    pw = g.pw()
    return (f"$ keytool -genkeypair -v -keystore upload-keystore.jks -storetype JKS -keyalg RSA -keysize 2048 -validity 10000 -alias {alias()} "
            f"-storepass {pw} -keypass {pw} -dname \"CN=Mobile Team, O=Acme, C=DE\"\nGenerating 2,048 bit RSA key pair and self-signed certificate (SHA384withRSA) with a validity of 10,000 days", pw)


def nc_jarsigner():
    pw = g.pw()
    return (f"$ jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore release.keystore -storepass {pw} app-release-unsigned.apk {alias()}\n"
            f"   adding: META-INF/MANIFEST.MF\n   adding: META-INF/{alias().upper()}.SF\n  signing: classes.dex\njar signed.", pw)


def nc_apksigner():
    pw = g.machine_pw()
    return (f"$ apksigner sign --ks release.jks --ks-key-alias {alias()} --ks-pass pass:{pw} --key-pass pass:{pw} --out app-release.apk app-release-aligned.apk\n"
            f"$ apksigner verify --print-certs app-release.apk | head -3\nSigner #1 certificate DN: CN=Mobile Team, O=Acme, C=DE", pw)


def nc_bundletool():
    pw = g.pw()
    return (f"java -jar bundletool.jar build-apks --bundle=app-release.aab --output=app.apks --ks=release.jks --ks-pass=pass:{pw} --ks-key-alias={alias()} --mode=universal", pw)


def nc_match_password():
    pw = g.pw()
    return (f"# ios/fastlane/.env\nMATCH_GIT_URL=git@github.com:acme/ios-certificates.git\nMATCH_PASSWORD={pw}\nFASTLANE_USER={email()}\nFASTLANE_TEAM_ID={team()}\n", pw)


def nc_fastlane_password():
    pw = g.human_pw()
    return (f"export FASTLANE_USER={email()}\nexport FASTLANE_PASSWORD='{pw}'\nbundle exec fastlane ios beta", pw)


def nc_app_specific():
    pw = app_pw()
    return (f"env:\n  FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD: {pw}\n  FASTLANE_USER: {email()}\n  MATCH_PASSWORD: ${{{{ secrets.MATCH_PASSWORD }}}}\n", pw)


def nc_match_basic_auth():
    v = base64.b64encode(f"ci-bot:{g.gh_classic()}".encode()).decode()
    return (f"      - name: match\n        env:\n          MATCH_GIT_BASIC_AUTHORIZATION: {v}\n        run: bundle exec fastlane match appstore --readonly\n", v)


def nc_keychain_unlock():
    pw = g.machine_pw()
    return (f"+ security create-keychain -p {pw} build.keychain\n+ security default-keychain -s build.keychain\n+ security unlock-keychain -p {pw} build.keychain\n"
            f"+ security set-keychain-settings -t 3600 -u build.keychain", pw)


def nc_p12_import():
    pw = g.pw()
    return (f"$ security import dist.p12 -k ~/Library/Keychains/build.keychain-db -P {pw} -T /usr/bin/codesign\n1 identity imported.", pw)


def nc_openssl_p12():
    pw = g.pw()
    return (f"$ openssl pkcs12 -export -inkey ios_distribution.key -in ios_distribution.pem -out ios_distribution.p12 -passout pass:{pw}\n"
            f"$ base64 -i ios_distribution.p12 | pbcopy   # -> P12_BASE64 secret", pw)


def nc_p12_env():
    pw = g.pw()
    return (f"# codemagic environment group 'ios_signing'\nCM_CERTIFICATE=@file:dist.p12\nCM_CERTIFICATE_PASSWORD={pw}\nCM_PROVISIONING_PROFILE=@file:AppStore.mobileprovision\n", pw)


def nc_codemagic_keystore():
    pw = g.pw()
    return (f"workflows:\n  android-release:\n    environment:\n      android_signing:\n        - keystore_reference\n      vars:\n"
            f"        CM_KEYSTORE_PASSWORD: {pw}\n        CM_KEY_ALIAS: {alias()}\n        PACKAGE_NAME: \"{app()}\"\n", pw)


def nc_expo_token():
    t = g.s(B62 + "_-", 40)
    return (f"- name: Setup EAS\n  uses: expo/expo-github-action@v8\n  with:\n    eas-version: latest\n    token: {t}\n", t)


def nc_appcenter():
    t = g.hexs(40)
    return (f"$ appcenter distribute release --app acme/{app().split('.')[-1]}-android --file app-release.apk --group Testers --token {t}\n"
            f"Release {g.r.randint(10, 400)} was successfully released to 1 distribution group", t)


def nc_bitrise_secret():
    pw = g.pw()
    return (f"app:\n  envs:\n  - BITRISEIO_ANDROID_KEYSTORE_URL: file://./keystores/release.jks\n  - BITRISEIO_ANDROID_KEYSTORE_ALIAS: {alias()}\n"
            f"  - BITRISEIO_ANDROID_KEYSTORE_PASSWORD: {pw}\n    opts:\n      is_expand: false\n", pw)


def nc_gradle_info_log():
    pw = g.pw()
    return (f"> Task :app:packageRelease\nSigning config release: storeFile=/builds/acme/app/release.jks, storePassword={pw}, keyAlias={alias()}, keyPassword=****\n"
            f"> Task :app:assembleRelease\n\nBUILD SUCCESSFUL in 4m 2s\n187 actionable tasks: 61 executed, 126 up-to-date", pw)


def nc_flutter_dart_define():
    k = g.s(B62, 32)
    return (f"$ flutter build appbundle --release --dart-define=SENTRY_DSN=https://{g.hexs(32)}@o{g.r.randint(10**5, 10**6)}.ingest.sentry.io/{g.r.randint(10**6, 10**7)} --dart-define=API_SIGNING_SECRET={k}\n"
            f"Running Gradle task 'bundleRelease'...", k)


def nc_slack_chat():
    pw = g.human_pw()
    return (f"the upload keystore is in the team drive (release.jks), alias {alias()}, store pass {pw} — key pass is the same. PLEASE don't lose it, Play won't let us re-upload without a reset", pw)


def nc_play_upload_chat():
    pw = g.pw()
    return (f"#mobile-release: who changed the keystore? `Keystore was tampered with, or password was incorrect`. I tried {pw} which is what the wiki says", pw)


def nc_firebase_ci_token_env():
    t = g.s(B62 + "_-", 40)
    return (f"# .env.ci\nAPP_DIST_GROUPS=qa,internal\nFIREBASE_APP_ID=1:{g.r.randint(10**11, 10**12)}:android:{g.hexs(22)}\nSUPPLY_JSON_KEY=./play-sa.json\nRUN_SIGNING_SALT={t}\n", t)


def nc_ascapi_inline():
    k = g.b64(33)
    return (f"app_store_connect_api_key(\n  key_id: \"{asc_key_id()}\",\n  issuer_id: \"{g.uuid()}\",\n  key_content: \"{k}\",\n  is_key_content_base64: true,\n  in_house: false\n)", k)


# ---------------------------------------------------------------- structural
def st_altool():
    pw = app_pw()
    return (f"$ xcrun altool --upload-app -f build/Runner.ipa -t ios -u {email()} -p {pw}\n2026-11-30 10:{g.r.randint(10, 59)}:01.930 *** No errors uploading 'build/Runner.ipa'.", pw)


def st_notarytool():
    pw = app_pw()
    return (f"$ xcrun notarytool submit MyApp.zip --apple-id {email()} --password {pw} --team-id {team()} --wait\nConductor-Submission id: {g.uuid()}\n  Processing complete\n  status: Accepted", pw)


def st_match_git_url():
    t = g.pw()
    return (f"git_url(\"https://ci-bot:{t}@git.acme.io/mobile/certificates.git\")\nstorage_mode(\"git\")\ntype(\"appstore\")\napp_identifier([\"{app()}\"])\n", t)


def st_match_log():
    pw = g.machine_pw()
    return (f"[10:{g.r.randint(10, 59)}:42]: Cloning remote git repo...\n[10:{g.r.randint(10, 59)}:42]: $ git clone https://deploy:{pw}@bitbucket.org/acme/ios-certs.git /var/folders/x1/T/d20261130-{g.r.randint(1000, 9999)}\n"
            f"[10:{g.r.randint(10, 59)}:44]: Checking out branch master...", pw)


def st_maven_repo():
    pw = g.pw()
    return (f"repositories {{\n    maven {{\n        url = uri(\"https://nexus.acme.io/repository/android-private/\")\n        credentials {{\n            username = \"gradle\"\n"
            f"            password = \"{pw}\"\n        }}\n    }}\n}}", pw)


def st_gradle_props_maven():
    pw = g.pw()
    return (f"# ~/.gradle/gradle.properties on the build agent\nacmeNexusUsername=android-ci\nacmeNexusPassword={pw}\norg.gradle.caching=true\n", pw)


def st_asc_curl():
    t = g.jwt()
    return (f"$ curl -s -H 'Authorization: Bearer {t}' 'https://api.appstoreconnect.apple.com/v1/builds?filter[app]={g.r.randint(10**9, 10**10)}&limit=1' | jq '.data[0].attributes.version'\n\"{g.r.randint(100, 999)}\"", t)


def st_fastlane_spaceauth():
    pw = g.human_pw()
    return (f"$ fastlane spaceauth -u {email()}\nPassword (for {email()}): \n# skipped the prompt on CI with\nFASTLANE_USER={email()} FASTLANE_PASSWORD={pw} fastlane spaceauth", pw)


def st_cocoapods_netrc():
    pw = g.machine_pw()
    return (f"$ cat ~/.netrc\nmachine github.acme.io\n  login ios-ci\n  password {pw}\n$ pod install --repo-update\nAnalyzing dependencies", pw)


def st_npm_private_url():
    pw = g.pw()
    return (f"# .yarnrc.yml in the RN app\nnpmScopes:\n  acme:\n    npmRegistryServer: \"https://mobile:{pw}@npm.acme.io/\"\n    npmAlwaysAuth: true\n", pw)


def st_appium_caps():
    pw = g.pw()
    return (f"{{\n  \"platformName\": \"iOS\",\n  \"appium:app\": \"bs://{g.hexs(40)}\",\n  \"appium:processArguments\": {{ \"args\": [\"-login\", \"qa.user@acme.io\", \"-password\", \"{pw}\"] }}\n}}", pw)


def st_upload_symbols_header():
    t = g.s(B62, 48)
    return (f"> Task :app:uploadCrashlyticsMappingFileRelease\nPOST https://api.bugreport.acme.io/v2/symbols HTTP/1.1\nX-Upload-Token: {t}\nContent-Type: multipart/form-data\n<-- 201 Created (412ms)", t)


def st_testflight_chat():
    pw = g.human_pw()
    return (f"Review notes for App Review: demo account\nusername: reviewer@{app().split('.')[1]}.com\npassword: {pw}\n(the account has sample data; 2FA disabled)", pw)


def st_deliver_review():
    pw = g.human_pw()
    return (f"app_review_information(\n  first_name: \"Dana\",\n  last_name: \"Kim\",\n  demo_user: \"appreview@{app().split('.')[1]}.com\",\n  demo_password: \"{pw}\",\n  notes: \"Use the demo store\"\n)", pw)


def st_artifactory_curl():
    pw = g.pw()
    return (f"$ curl -u android-ci:{pw} -T app/build/outputs/bundle/release/app-release.aab \"https://artifacts.acme.io/mobile-releases/{app()}/{g.r.randint(100, 999)}/app-release.aab\"\n"
            f"{{\n  \"repo\" : \"mobile-releases\",\n  \"created\" : \"2026-11-30T11:02:44.120Z\"\n}}", pw)


def st_sonar_url():
    t = g.hexs(40)
    return (f"./gradlew sonar -Dsonar.host.url=https://sonar.acme.io -Dsonar.token={t} -Dsonar.projectKey=android-app", t)


# ---------------------------------------------------------------- self-identifying
def si_p8():
    block, line = g.pem("PRIVATE KEY")
    return (f"$ cat ~/private_keys/AuthKey_{asc_key_id()}.p8\n{block}", line)


def si_play_sa():
    block, line = g.pem("PRIVATE KEY")
    esc = block.replace("\n", "\\n")
    return ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"api-" + str(g.r.randint(10**15, 10**16)) + "-" + str(g.r.randint(100000, 999999)) + "\",\n"
            f"  \"private_key_id\": \"{g.hexs(40)}\",\n  \"private_key\": \"{esc}\\n\",\n  \"client_email\": \"play-publisher@api-proj.iam.gserviceaccount.com\"\n}}", line)


def si_asc_json():
    block, line = g.pem("PRIVATE KEY")
    esc = block.replace("\n", "\\n")
    return (f"{{\n  \"key_id\": \"{asc_key_id()}\",\n  \"issuer_id\": \"{g.uuid()}\",\n  \"key\": \"{esc}\",\n  \"in_house\": false\n}}", line)


def si_firebase_token():
    t = g.google_refresh()
    return (f"$ firebase appdistribution:distribute app-release.apk --app 1:{g.r.randint(10**11, 10**12)}:android:{g.hexs(22)} --groups qa --token {t}\n"
            f"i  uploading binary...\n✔  uploaded new release {g.r.randint(1, 9)}.{g.r.randint(0, 20)}.0 ({g.r.randint(100, 999)}) successfully!", t)


def si_sentry_props():
    t = g.sentry()
    return (f"# android/sentry.properties\ndefaults.org=acme\ndefaults.project={app().split('.')[-1]}-android\nauth.token={t}\n", t)


def si_generic():
    name, tok, mark = g.self_identifying()
    ctx = g.pick([
        f"# fastlane/.env.default\n{name.upper()}_TOKEN={tok}\nSLACK_CHANNEL=#mobile-releases\n",
        f"lane :notify do\n  sh(\"curl -s -H 'Authorization: Bearer {tok}' https://api.example.com/release-notes -d @notes.json\")\nend",
        f"  - script: ./scripts/upload_dsyms.sh\n    env:\n      {name.upper()}_KEY: {tok}\n",
        f"[CI] export {name.upper()}_API_TOKEN={tok}\n[CI] ./gradlew publishReleaseBundle --no-daemon",
        f"buildConfigField(\"String\", \"{name.upper()}_KEY\", \"\\\"{tok}\\\"\")",
    ])
    return (ctx, mark)


NC = [nc_gradle_groovy, nc_gradle_kts, nc_key_properties, nc_gradle_properties_rn, nc_injected_signing, nc_keytool_genkey,
      nc_jarsigner, nc_apksigner, nc_bundletool, nc_match_password, nc_fastlane_password, nc_app_specific, nc_match_basic_auth,
      nc_keychain_unlock, nc_p12_import, nc_openssl_p12, nc_p12_env, nc_codemagic_keystore, nc_expo_token, nc_appcenter,
      nc_bitrise_secret, nc_gradle_info_log, nc_flutter_dart_define, nc_slack_chat, nc_play_upload_chat,
      nc_firebase_ci_token_env, nc_ascapi_inline, st_sonar_url]
ST = [st_altool, st_notarytool, st_match_git_url, st_match_log, st_maven_repo, st_gradle_props_maven,
      st_fastlane_spaceauth, st_cocoapods_netrc, st_npm_private_url, st_appium_caps, st_upload_symbols_header,
      st_testflight_chat, st_deliver_review, st_artifactory_curl]
SI = [si_p8, si_play_sa, si_asc_json, si_firebase_token, si_sentry_props, st_asc_curl, si_generic, si_generic]


# ---------------------------------------------------------------- clean
def clean_texts() -> list[str]:
    fp = lambda n: ":".join(g.hexs(2).upper() for _ in range(n))
    c = [
        lambda: f"$ ./gradlew signingReport\n> Task :app:signingReport\nVariant: release\nConfig: release\nStore: /builds/app/release.jks\nAlias: {alias()}\nMD5: {fp(16)}\nSHA1: {fp(20)}\nSHA-256: {fp(32)}\nValid until: Sunday, 14 April 2052",
        lambda: f"signingConfigs {{\n    release {{\n        storeFile file(System.getenv(\"KEYSTORE_PATH\") ?: \"release.jks\")\n        storePassword System.getenv(\"STORE_PASSWORD\")\n        keyAlias System.getenv(\"KEY_ALIAS\")\n        keyPassword System.getenv(\"KEY_PASSWORD\")\n    }}\n}}",
        lambda: f"signingConfigs {{\n    debug {{\n        storeFile file(\"debug.keystore\")\n        storePassword \"android\"\n        keyAlias \"androiddebugkey\"\n        keyPassword \"android\"\n    }}\n}}  // the SDK's documented debug keystore",
        lambda: f"$ apksigner sign --ks release.jks --ks-key-alias {alias()} --ks-pass env:KS_PASS --key-pass file:/run/secrets/key_pass app.apk",
        lambda: f"$ jarsigner -keystore release.keystore -storepass:env STOREPASS app-release-unsigned.apk {alias()}\njar signed.\n\nWarning:\nThe signer's certificate is self-signed.",
        lambda: f"env:\n  MATCH_PASSWORD: ${{{{ secrets.MATCH_PASSWORD }}}}\n  APP_STORE_CONNECT_API_KEY_KEY_ID: {asc_key_id()}\n  APP_STORE_CONNECT_API_KEY_ISSUER_ID: {g.uuid()}\n  APP_STORE_CONNECT_API_KEY_KEY: ${{{{ secrets.ASC_KEY_P8 }}}}",
        lambda: f"$ keytool -list -v -keystore release.jks -alias {alias()}\nEnter keystore password:  \nAlias name: {alias()}\nCreation date: Mar {g.r.randint(1, 28)}, 2024\nEntry type: PrivateKeyEntry\nCertificate fingerprints:\n\t SHA1: {fp(20)}\n\t SHA256: {fp(32)}",
        lambda: f"> Task :app:validateSigningRelease FAILED\n\nFAILURE: Build failed with an exception.\n* What went wrong:\nExecution failed for task ':app:packageRelease'.\n> com.android.ide.common.signing.KeytoolException: Failed to read key {alias()} from store \"/builds/app/release.jks\": Keystore was tampered with, or password was incorrect",
        lambda: f"[10:{g.r.randint(10, 59)}:03]: Installing certificate...\n[10:{g.r.randint(10, 59)}:04]: Setting key partition list... (this can take a minute if there are a lot of keys installed)\n+---------------------+--------------------------------------+\n| Installed Certificate                                    |\n| User ID   | {team()} |\n| Common Name | Apple Distribution: Acme GmbH ({team()}) |\n| SHA1 | {g.sha1().upper()} |",
        lambda: f"[10:{g.r.randint(10, 59)}:21]: Installed Provisioning Profile\n| Profile UUID | {g.uuid().upper()} |\n| Profile Name | match AppStore {app()} |\n| App ID Prefix | {team()} |",
        lambda: f"CodeSign /Users/runner/Library/Developer/Xcode/DerivedData/App-{g.s(string.ascii_lowercase, 28)}/Build/Products/Release-iphoneos/App.app\n    Signing Identity:     \"Apple Distribution: Acme GmbH ({team()})\"\n    Provisioning Profile: \"match AppStore {app()}\"\n                          ({g.uuid()})",
        lambda: f"-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n-----END CERTIFICATE-----\n# upload_certificate.pem: give this (public) to Play support for an upload key reset",
        lambda: f"storePassword=<ask release manager>\nkeyPassword=<ask release manager>\nkeyAlias={alias()}\nstoreFile=../upload-keystore.jks\n# key.properties.example — copy to key.properties (gitignored)",
        lambda: f"- name: Decode keystore\n  run: echo \"${{{{ secrets.KEYSTORE_BASE64 }}}}\" | base64 --decode > android/app/upload-keystore.jks\n- name: Build\n  run: flutter build appbundle --release",
        lambda: f"dSYM UUID: {g.uuid().upper()} (arm64) App.app.dSYM\nuploaded to crash reporting, build {g.r.randint(1000, 9999)} ({g.hexs(7)})",
        lambda: f"R8: mapping file id {g.sha256()[:32]}, {g.r.randint(1000, 50000)} classes, {g.r.randint(10000, 400000)} methods",
        lambda: f"$ eas credentials -p android\nAndroid Credentials\nProject  @acme/{app().split('.')[-1]}\nApplication identifier  {app()}\nKeystore  Type  JKS\n          Key Alias  {g.hexs(32)}\n          MD5 Fingerprint  {fp(16)}\n          SHA256 Fingerprint  {fp(32)}",
        lambda: f"app_store_connect_api_key(\n  key_id: ENV[\"ASC_KEY_ID\"],\n  issuer_id: ENV[\"ASC_ISSUER_ID\"],\n  key_filepath: \"./AuthKey.p8\"\n)",
        lambda: f"Never commit the upload keystore or its passwords. If the upload key is lost, Play App Signing lets you request an upload key reset from the Play Console; the app signing key stays with Google.",
        lambda: f"$ security find-identity -v -p codesigning build.keychain\n  1) {g.sha1().upper()} \"Apple Distribution: Acme GmbH ({team()})\"\n     1 valid identities found",
        lambda: f"apple_id(\"{email()}\")\nitc_team_id(\"{g.r.randint(10**8, 10**9)}\")\nteam_id(\"{team()}\")\napp_identifier(\"{app()}\")",
        lambda: f"Uploading to App Store Connect... Build {g.r.randint(100, 999)} processing, delivery UUID {g.uuid()}\nSuccessfully uploaded package to App Store Connect. It may take a few minutes for the package to be processed.",
        lambda: f"<meta-data android:name=\"com.google.android.geo.API_KEY\" android:value=\"${{MAPS_API_KEY}}\" />",
        lambda: f"FIREBASE_APP_ID=1:{g.r.randint(10**11, 10**12)}:ios:{g.hexs(22)}\nGOOGLE_APP_ID=1:{g.r.randint(10**11, 10**12)}:android:{g.hexs(22)}\n# app ids are public, the CI token is in secrets",
        lambda: f"$ xcrun notarytool submit MyApp.zip --keychain-profile \"AC_NOTARY\" --wait\nConductor-Submission id: {g.uuid()}\n  status: Accepted",
        lambda: f"{{\"apiKeyId\": \"{asc_key_id()}\", \"issuerId\": \"{g.uuid()}\", \"privateKeyPath\": \"./keys/AuthKey.p8\"}}",
        lambda: f"$ bundle exec fastlane match appstore --readonly\n[10:{g.r.randint(10, 59)}:00]: Passphrase for Match storage: ********\n[10:{g.r.randint(10, 59)}:02]: 🔓  Successfully decrypted certificates repo",
        lambda: f"Signature scheme v2/v3 verified; digest SHA-256 {g.sha256()} for {app()}-{g.r.randint(1, 9)}.{g.r.randint(0, 30)}.{g.r.randint(0, 9)}-release.apk",
        lambda: f"CM_KEYSTORE_PASSWORD: Encrypted({g.b64(60)})\nCM_KEY_PASSWORD: Encrypted({g.b64(60)})",
        lambda: f"versionCode {g.r.randint(100, 99999)}\nversionName \"{g.r.randint(1, 9)}.{g.r.randint(0, 40)}.{g.r.randint(0, 9)}\"\napplicationId \"{app()}\"\nbuildConfigField \"String\", \"GIT_SHA\", \"\\\"{g.sha1()}\\\"\"",
        lambda: f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(42)}\n-----END PUBLIC KEY-----\n// embedded in the app to verify the license server's signatures",
        lambda: f"pod 'Firebase/Crashlytics', '~> 11.{g.r.randint(0, 6)}'\nPODFILE CHECKSUM: {g.sha1()}\nCOCOAPODS: 1.16.{g.r.randint(0, 2)}",
        lambda: f"Android App Bundle {app()}: upload key certificate SHA-1 {fp(20)}; app signing key certificate SHA-1 {fp(20)} (managed by Google Play)",
        lambda: f"Q: do I need the keystore password for debug builds?\nA: no, debug builds use ~/.android/debug.keystore with the well-known 'android' password; release builds read STORE_PASSWORD from CI secrets.",
        lambda: f"[CI] Using keychain build.keychain (password from $KEYCHAIN_PASSWORD)\n[CI] security unlock-keychain -p \"$KEYCHAIN_PASSWORD\" build.keychain",
        lambda: f"eas.json: {{\"build\": {{\"production\": {{\"android\": {{\"buildType\": \"app-bundle\", \"credentialsSource\": \"remote\"}}, \"env\": {{\"APP_VARIANT\": \"production\"}}}}}}}}",
        lambda: f"[09:{g.r.randint(10, 59)}:12] Build #{g.r.randint(100, 9999)} signed with keystore fingerprint {g.sha256()}, artifact id {g.uuid()}",
    ]
    out: list[str] = []
    seen = set()
    i = 0
    while len(out) < 100:
        t = wrap(c[i % len(c)]())
        i += 1
        if t not in seen:
            seen.add(t)
            out.append(t)
    return out


def main() -> None:
    plan = ["self-identifying"] * 50 + ["name-context"] * 125 + ["structural"] * 75
    g.r.shuffle(plan)
    pools = {"self-identifying": SI, "name-context": NC, "structural": ST}
    idx = {k: 0 for k in pools}
    secrets = []
    for cls in plan:
        fn = pools[cls][idx[cls] % len(pools[cls])]
        idx[cls] += 1
        text, sec = fn()
        secrets.append((cls, wrap(text), sec))
    write(Path(__file__).parent, FAMILY, secrets, clean_texts())


if __name__ == "__main__":
    main()
