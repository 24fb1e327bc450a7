"""Seeded generator of the blind source "scripts" (scripts_secrets.jsonl, scripts_clean.jsonl).

Scripts and one-off commands an agent reads or runs: bash / sh / zsh history / fish, PowerShell, cmd batch files,
Makefile and Justfile, npm scripts, expect, crontab lines, SQL migrations and admin SQL (PostgreSQL CREATE USER /
ALTER ROLE, MySQL IDENTIFIED BY, MSSQL CREATE LOGIN, Oracle), LDIF, redis-cli and Redis config commands, mongosh,
Ansible ad-hoc commands, Python and Ruby one-off scripts, openssl / gpg / zip / 7z / keytool / htpasswd / chpasswd /
net user / smbclient / lftp / sqlplus / ldapsearch / oathtool / modem AT commands.
Written 2026-12-02 by the helper "corpora" without reading memtool's redaction rules or their results; imports
nothing from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_scripts.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from _tokens import Gen, write  # noqa: E402
from _r3 import build  # noqa: E402

g = Gen(1403)
FAMILY = "scripts"

# ------------------------------------------------ self-identifying: «t»
SI_T = [
    "Read(scripts/deploy.sh)\n#!/usr/bin/env bash\nset -euo pipefail\nexport UPSTREAM_CREDENTIAL=\"«t»\"\n./bin/push --env prod",
    "$ cat scripts/check.sh\n#!/bin/sh\ncurl -fsS -H \"X-Upstream: «t»\" https://api.example.com/v1/health || exit 1",
    "Read(tools/Sync-Data.ps1)\nparam([string]$Target = \"prod\")\n$env:UPSTREAM_CREDENTIAL = '«t»'\n& python .\\sync.py --target $Target",
    "Read(tools\\sync.bat)\n@echo off\nset UPSTREAM_CREDENTIAL=«t»\npython sync.py %*",
    "Read(Makefile)\nUPSTREAM_CREDENTIAL ?= «t»\n\nsync:\n\tUPSTREAM_CREDENTIAL=$(UPSTREAM_CREDENTIAL) python sync.py",
    "Read(justfile)\nexport UPSTREAM_CREDENTIAL := \"«t»\"\n\nsync:\n    python sync.py",
    "Read(package.json)\n{\n  \"scripts\": {\n    \"sync\": \"UPSTREAM_CREDENTIAL=«t» node scripts/sync.mjs\",\n    \"test\": \"vitest run\"\n  }\n}",
    "$ crontab -l\n# m h dom mon dow command\n0 3 * * * UPSTREAM_CREDENTIAL=«t» /opt/«name»/bin/sync >> /var/log/«name»-sync.log 2>&1",
    "Read(scripts/login.exp)\n#!/usr/bin/expect -f\nspawn ./bin/cli login\nexpect \"Paste credential:\"\nsend \"«t»\\r\"\nexpect eof",
    "Read(scripts/oneoff_backfill.py)\nfrom upstream import Client\n\nclient = Client(\"«t»\")\nfor page in client.orders(since=\"2026-11-01\"):\n    print(page.id)",
    "Read(script/backfill.rb)\nrequire \"upstream\"\nclient = Upstream::Client.new(\"«t»\")\nclient.orders.each { |o| puts o.id }",
    "$ ansible web -i inventory/prod -m lineinfile -a \"path=/etc/default/«name» line='UPSTREAM_CREDENTIAL=«t»'\" --become\nweb-01 | CHANGED => {\"changed\": true, \"msg\": \"line added\"}",
    "$ UPSTREAM_CREDENTIAL=«t» go run ./cmd/sync --dry-run\n2026/12/01 23:10:44 dry run: 148 records",
    "$ docker run --rm -e UPSTREAM_CREDENTIAL=«t» ghcr.io/acme/«name»-sync:latest\nsync: ok (148 records)",
    "Read(~/.config/fish/config.fish)\nset -gx EDITOR nvim\nset -gx UPSTREAM_CREDENTIAL «t»\nfish_add_path ~/.local/bin",
    "Read(~/.zsh_history)\n: 1764612300:0;cd ~/src/«name»\n: 1764612345:0;export UPSTREAM_CREDENTIAL=«t»\n: 1764612360:0;make sync",
    "Read(tools/Invoke-Sync.ps1)\n$headers = @{ 'X-Upstream' = \"«t»\" }\nInvoke-RestMethod -Uri https://api.example.com/v1/sync -Method Post -Headers $headers",
    "Read(scripts/ci/upload.sh)\n#!/bin/bash\n# one-off, delete after the migration\nUPLOAD_CRED='«t»'\ncurl -fsS -H \"X-Upstream: $UPLOAD_CRED\" -T dist.tgz https://uploads.example.com/",
    "$ history | tail -3\n  501  cd ~/src/«name»\n  502  ./bin/cli configure --credential «t»\n  503  ./bin/cli status",
    "Read(scripts/seed_staging.sql)\n-- integration settings for staging\nINSERT INTO integration_settings (provider, credential) VALUES ('upstream', '«t»');",
]
PEM_T = [
    "Read(scripts/bootstrap.sh)\nmkdir -p ~/.ssh\ncat > ~/.ssh/deploy_key <<'EOF'\n«pem»\nEOF\nchmod 600 ~/.ssh/deploy_key",
    "Read(tools/Install-Cert.ps1)\n$key = @\"\n«pem»\n\"@\nSet-Content -Path C:\\certs\\server.key -Value $key",
    "$ ansible web -m copy -a \"dest=/etc/ssl/private/app.key mode=0600 content='«pemj»'\" --become\nweb-01 | CHANGED => {\"changed\": true}",
    "Read(scripts/sign_release.py)\nfrom cryptography.hazmat.primitives import serialization\n\nKEY = b\"\"\"«pem»\"\"\"\nkey = serialization.load_pem_private_key(KEY, password=None)",
    "Read(tools\\write_key.bat)\n@echo off\n(\n«pemecho»\n) > server.key",
    "Read(Makefile)\ndefine DEPLOY_KEY\n«pem»\nendef\nexport DEPLOY_KEY\n\nkey:\n\t@echo \"$$DEPLOY_KEY\" > deploy.key",
]

# ------------------------------------------------ name-context: «v»
NC_T = [
    ("pw", "Read(scripts/restore.sh)\n#!/bin/bash\nDB_PASSWORD='«v»'\nPGPASSWORD=\"$DB_PASSWORD\" pg_restore -h «h» -U «u» -d «db» latest.dump"),
    ("pw", "$ cat scripts/dump.sh\nmysqldump --host=«h» --user=«u» --password='«v»' --single-transaction «db» | gzip > «db».sql.gz"),
    ("pw", "$ PGPASSWORD='«v»' psql -h «h» -U «u» «db» -c 'select count(*) from orders'\n count\n-------\n «n»\n(1 row)"),
    ("pw", "Read(tools/New-ServiceUser.ps1)\n$SecurePassword = ConvertTo-SecureString '«v»' -AsPlainText -Force\nNew-LocalUser -Name 'svc_«name»' -Password $SecurePassword -PasswordNeverExpires"),
    ("pw", "Read(tools/Connect-Prod.ps1)\n$cred = New-Object System.Management.Automation.PSCredential('«u»', (ConvertTo-SecureString \"«v»\" -AsPlainText -Force))\nEnter-PSSession -ComputerName «h» -Credential $cred"),
    ("url", "Read(tools\\backup.bat)\n@echo off\nset DB_PASS=«v»\nsqlcmd -S «h» -U «u» -P %DB_PASS% -Q \"BACKUP DATABASE [«db»] TO DISK='D:\\bak\\«db».bak'\""),
    ("url", "Read(Makefile)\nDB_USER := «u»\nDB_PASSWORD := «v»\n\nmigrate:\n\tDATABASE_PASSWORD=$(DB_PASSWORD) alembic upgrade head"),
    ("pw", "Read(justfile)\ndb_password := \"«v»\"\n\nseed:\n    DB_PASSWORD={{db_password}} python -m app.seed"),
    ("pw", "Read(package.json)\n{\n  \"scripts\": {\n    \"db:seed\": \"cross-env ADMIN_PASSWORD=«v» node scripts/seed.js\"\n  }\n}"),
    ("pw", "$ crontab -l\n30 2 * * * /usr/local/bin/backup-tool --db «db» --user «u» --password '«v»' --to s3://«name»-backups"),
    ("pw", "Read(scripts/vpn.exp)\n#!/usr/bin/expect -f\nspawn openconnect vpn.acme.example --user=«u»\nexpect \"Password:\"\nsend \"«v»\\r\"\ninteract"),
    ("pw", "Read(db/migrations/0003_app_user.sql)\nCREATE USER «u» WITH PASSWORD '«v»';\nGRANT CONNECT ON DATABASE «db» TO «u»;\nGRANT USAGE ON SCHEMA public TO «u»;"),
    ("pw", "Read(db/migrations/V12__rotate_reporting.sql)\nALTER ROLE «u» WITH LOGIN PASSWORD '«v»' VALID UNTIL '2027-06-30';"),
    ("pw", "Read(db/init/01_logins.sql)\nCREATE LOGIN [«u»] WITH PASSWORD = N'«v»', CHECK_POLICY = OFF;\nCREATE USER [«u»] FOR LOGIN [«u»];"),
    ("pw", "Read(ldap/seed.ldif)\ndn: uid=«u»,ou=people,dc=acme,dc=example\nobjectClass: inetOrgPerson\nuid: «u»\ncn: «u»\nsn: Service\nuserPassword: «v»"),
    ("b64pw", "Read(ldap/users.ldif)\ndn: uid=«u»,ou=people,dc=acme,dc=example\nchangetype: modify\nreplace: userPassword\nuserPassword:: «v»"),
    ("pw", "$ redis-cli -h «h»\n«h»:6379> AUTH «v»\nOK\n«h»:6379> DBSIZE\n(integer) «n»"),
    ("pw", "$ redis-cli -h «h» CONFIG SET requirepass \"«v»\"\nOK"),
    ("pw", "$ mongosh --quiet admin\nadmin> db.createUser({ user: \"«u»\", pwd: \"«v»\", roles: [ { role: \"readWrite\", db: \"«db»\" } ] })\n{ ok: 1 }"),
    ("pw", "Read(scripts/rotate.js)\n// run with: mongosh admin scripts/rotate.js\ndb.changeUserPassword(\"«u»\", \"«v»\");\nprint(\"rotated\");"),
    ("pw", "$ ansible db -i inventory/prod -m community.postgresql.postgresql_user -a \"name=«u» password=«v» db=«db»\" --become --become-user postgres\ndb-01 | CHANGED => {\"changed\": true, \"user\": \"«u»\"}"),
    ("pw", "$ ansible-playbook site.yml -i inventory/prod -e \"ansible_become_password=«v»\" --limit web\nPLAY [web] ********************************************************************"),
    ("pw", "Read(scripts/check_db.py)\nimport psycopg2\nconn = psycopg2.connect(host=\"«h»\", dbname=\"«db»\", user=\"«u»\", password=\"«v»\")\nprint(conn.server_version)"),
    ("pw", "Read(script/export_users.rb)\nclient = Mysql2::Client.new(host: \"«h»\", username: \"«u»\", password: \"«v»\", database: \"«db»\")\nputs client.query(\"SELECT COUNT(*) FROM users\").first"),
    ("pw", "$ openssl enc -aes-256-cbc -pbkdf2 -salt -in backup.tar -out backup.tar.enc -pass pass:«v»"),
    ("pw", "$ gpg --batch --yes --pinentry-mode loopback --passphrase '«v»' -d secrets.tar.gpg | tar x"),
    ("pw", "$ keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass «v» -srcstorepass «v»\nImporting keystore app.p12 to app.jks...\nEntry for alias «name» successfully imported."),
    ("pw", "$ wget --http-user=«u» --http-password='«v»' https://artifacts.acme.example/releases/«name»-«n».tgz"),
    ("b32", "Read(scripts/otp.sh)\n#!/bin/sh\n# prints the current code for the shared ops account\nTOTP_SECRET=«v»\noathtool --totp -b \"$TOTP_SECRET\""),
    ("pin", "Read(modem/init.sh)\n#!/bin/sh\nSIM_PIN=«v»\necho \"AT+CPIN=$SIM_PIN\" > /dev/ttyUSB2"),
    ("salt", "Read(scripts/anonymize.sh)\n#!/bin/bash\nHASH_SALT='«v»'\npsql -c \"UPDATE users SET email = md5(email || '$HASH_SALT') || '@example.invalid'\""),
    ("hex", "Read(scripts/sign_webhook.sh)\n#!/bin/bash\nSIGNING_KEY=«v»\nsig=$(printf '%s' \"$1\" | openssl dgst -sha256 -hmac \"$SIGNING_KEY\" | cut -d' ' -f2)\ncurl -H \"X-Signature: $sig\" -d \"$1\" http://localhost:«n»/hook"),
    ("hex", "$ curl -s --cookie \"sessionid=«v»\" https://admin.acme.example/api/users | jq length\n«n»"),
    ("pw", "Read(scripts/unlock.exp)\nspawn ssh-add ~/.ssh/id_ed25519\nexpect \"Enter passphrase for\"\nsend \"«v»\\r\"\nexpect eof"),
    ("pw", "$ git credential approve <<EOF\nprotocol=https\nhost=git.acme.example\nusername=«u»\npassword=«v»\nEOF"),
    ("hex", "Read(scripts/vault-unseal.sh)\n#!/bin/sh\n# the unseal key is «v» (share 1 of 1, do not lose it)\nvault operator unseal \"$1\""),
    ("pw", "Read(deploy/smtp_test.py)\nimport smtplib\ns = smtplib.SMTP(\"smtp.mailhost.example\", 587)\ns.starttls()\ns.login(\"«u»@acme.example\", password=\"«v»\")"),
    ("hex", "Read(scripts/api_smoke.sh)\nAPI_KEY=\"«v»\"\ncurl -fsS \"https://api.acme.example/v1/ping\" -H \"X-Api-Key: $API_KEY\""),
    ("pw", "$ docker exec -it «name»-db psql -U postgres -c \"ALTER USER «u» PASSWORD '«v»';\"\nALTER ROLE"),
    ("pw", "$ cat ~/.my.cnf\n[client]\nuser=«u»\npassword=«v»\nhost=«h»"),
]

# ------------------------------------------------ structural: «v»
ST_T = [
    ("url", "$ psql \"postgresql://«u»:«v»@«h»:5432/«db»?sslmode=require\" -f db/migrate.sql\nCREATE TABLE\nALTER TABLE"),
    ("url", "$ mysql -u «u» -p«v» -h «h» «db» < dumps/«db».sql\nmysql: [Warning] Using a password on the command line interface can be insecure."),
    ("url", "$ mongosh \"mongodb://«u»:«v»@«h»:27017/«db»?authSource=admin\" --eval 'db.orders.countDocuments()'\n«n»"),
    ("url", "$ redis-cli -u redis://default:«v»@«h»:6379/0 INFO keyspace\n# Keyspace\ndb0:keys=«n»,expires=0"),
    ("url", "$ redis-cli -h «h» -a «v» --no-auth-warning DBSIZE\n(integer) «n»"),
    ("url", "Read(scripts/publish.sh)\n#!/bin/sh\ncurl -fsS -u «u»:«v» --upload-file dist/«name».tgz https://nexus.build.example/repository/raw/«name»/"),
    ("basic", "Read(scripts/report.sh)\ncurl -s -H \"Authorization: Basic «v»\" https://reports.acme.example/api/daily > daily.json"),
    ("tok", "$ curl -s -H \"Authorization: Bearer «v»\" https://api.acme.example/admin/stats | jq .users\n«n»"),
    ("tok", "$ wget -O export.csv \"https://«h»/export?api_key=«v»&format=csv\"\n'export.csv' saved [«n»]"),
    ("url", "Read(tools/Get-Build.ps1)\nInvoke-WebRequest -Uri \"https://«u»:«v»@nexus.build.example/repository/raw/«name».zip\" -OutFile build.zip"),
    ("url", "Read(tools\\map_share.bat)\n@echo off\nnet use Z: \\\\fileserver\\«name» «v» /user:CORP\\«u» /persistent:no"),
    ("url", "$ sshpass -p '«v»' ssh -o StrictHostKeyChecking=no «u»@«h» 'systemctl restart «name»'"),
    ("url", "$ smbclient //fs01/«name» -U «u»%«v» -c 'get report.xlsx'\ngetting file \\report.xlsx of size «n»"),
    ("url", "$ lftp -u «u»,«v» sftp://«h» -e 'mirror --reverse dist /srv/«name»; bye'"),
    ("url", "$ git clone https://«u»:«v»@git.acme.example/team/«name».git\nCloning into '«name»'..."),
    ("url", "Read(db/init/02_mysql_users.sql)\nCREATE USER '«u»'@'%' IDENTIFIED BY '«v»';\nGRANT SELECT ON «db».* TO '«u»'@'%';"),
    ("url", "$ sqlplus «u»/«v»@//«h»:1521/ORCLPDB1 @scripts/report.sql\nSQL*Plus: Release 19.0.0.0.0 - Production"),
    ("url", "$ htpasswd -b -c /etc/nginx/.htpasswd «u» «v»\nAdding password for user «u»"),
    ("url", "Read(scripts/provision.sh)\nuseradd -m «u»\necho \"«u»:«v»\" | chpasswd"),
    ("url", "Read(tools\\add_user.bat)\nnet user «u» «v» /add /expires:never\nnet localgroup Administrators «u» /add"),
    ("url", "$ zip -P «v» -r handover.zip handover/\n  adding: handover/ (stored 0%)"),
    ("url", "$ 7z a -p«v» -mhe=on backup.7z data/\nEverything is Ok"),
    ("url", "$ crontab -l\n0 1 * * * mysqldump -u«u» -p«v» «db» | gzip > /backups/«db»-$(date +\\%F).sql.gz"),
    ("url", "$ ldapsearch -x -H ldaps://ldap.acme.example -D \"cn=«u»,dc=acme,dc=example\" -w «v» -b \"ou=people,dc=acme,dc=example\" uid=«u»"),
    ("url", "$ ansible web -m get_url -a \"url=https://«u»:«v»@artifacts.acme.example/«name».tgz dest=/tmp/«name».tgz\"\nweb-01 | CHANGED => {\"changed\": true}"),
    ("url", "Read(scripts/fetch_report.py)\nimport requests\nr = requests.get(\"https://reports.acme.example/api/daily\", auth=(\"«u»\", \"«v»\"))\nr.raise_for_status()"),
    ("url", "Read(script/ping_partner.rb)\nreq = Net::HTTP::Get.new(uri)\nreq.basic_auth(\"«u»\", \"«v»\")\nres = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }"),
    ("url", "Read(Makefile)\nDATABASE_URL ?= postgres://«u»:«v»@localhost:5432/«db»\n\ntest:\n\tDATABASE_URL=$(DATABASE_URL) pytest -q"),
    ("url", "Read(package.json)\n{\n  \"scripts\": {\n    \"e2e:staging\": \"BASE_URL=https://«u»:«v»@staging.acme.example playwright test\"\n  }\n}"),
    ("tok", "$ crontab -l\n*/5 * * * * curl -fsS \"https://status.acme.example/heartbeat?token=«v»\" > /dev/null"),
]

# ------------------------------------------------ clean
CLEAN_T = [
    "Read(scripts/restore.sh)\n#!/bin/bash\nread -r -s -p \"Password for «u»: \" DB_PASSWORD\nPGPASSWORD=\"$DB_PASSWORD\" pg_restore -h «h» -U «u» -d «db» latest.dump",
    "$ mysql -u «u» -p -h «h» «db»\nEnter password:\nWelcome to the MySQL monitor.  Commands end with ; or \\g.",
    "Read(scripts/login.sh)\necho \"$REGISTRY_TOKEN\" | docker login registry.acme.example -u «u» --password-stdin",
    "Read(scripts/env.sh)\nexport DB_PASSWORD=\"$(pass show «name»/db)\"\nexport API_TOKEN=\"$(op read op://eng/«name»/api-token)\"",
    "Read(scripts/aws_env.sh)\nDB_PASSWORD=$(aws secretsmanager get-secret-value --secret-id «name»/db --query SecretString --output text)",
    "Read(tools/Connect-Prod.ps1)\n$cred = Get-Credential -UserName '«u»' -Message 'Prod login'\nEnter-PSSession -ComputerName «h» -Credential $cred",
    "Read(tools/New-ServiceUser.ps1)\n$SecurePassword = Read-Host -AsSecureString 'Password for svc_«name»'\nNew-LocalUser -Name 'svc_«name»' -Password $SecurePassword",
    "Read(tools\\backup.bat)\n@echo off\nset /p DB_PASS=Enter password: \nsqlcmd -S «h» -U «u» -P %DB_PASS% -Q \"BACKUP DATABASE [«db»] TO DISK='D:\\bak\\«db».bak'\"",
    "Read(Makefile)\nDB_PASSWORD ?= $(shell cat /run/secrets/db_password)\n\nmigrate:\n\tDATABASE_PASSWORD=$(DB_PASSWORD) alembic upgrade head  # «sha7»",
    "Read(db/migrations/0003_app_user.sql)\n-- password is set by the deploy job: ALTER ROLE «u» PASSWORD :'app_password';\nCREATE ROLE «u» LOGIN;\nGRANT CONNECT ON DATABASE «db» TO «u»;",
    "Read(db/migrations/V13__lock_reporting.sql)\nALTER ROLE «u» WITH NOLOGIN PASSWORD NULL;\nREVOKE ALL ON ALL TABLES IN SCHEMA public FROM «u»;",
    "Read(db/init/02_mysql_users.sql)\nCREATE USER '«u»'@'localhost' IDENTIFIED WITH auth_socket;\nGRANT SELECT ON «db».* TO '«u»'@'localhost';",
    "$ mongosh --quiet admin\nadmin> db.createUser({ user: \"«u»\", pwd: passwordPrompt(), roles: [ \"readWrite\" ] })\nEnter password\n{ ok: 1 }",
    "$ redis-cli -h «h»\n«h»:6379> AUTH default $REDIS_PASSWORD\n(error) WRONGPASS invalid username-password pair or user is disabled.",
    "$ ansible-playbook site.yml -i inventory/prod --ask-become-pass --ask-vault-pass -e @group_vars/vault.yml\nBECOME password:\nVault password:",
    "Read(scripts/create_admin.py)\nimport getpass\npassword = getpass.getpass(\"New admin password: \")\ncreate_user(\"«u»\", password=password)",
    "Read(scripts/check_db.py)\nimport os, psycopg2\nconn = psycopg2.connect(host=\"«h»\", dbname=\"«db»\", user=\"«u»\", password=os.environ[\"DB_PASSWORD\"])",
    "Read(script/export_users.rb)\nclient = Mysql2::Client.new(host: \"«h»\", username: \"«u»\", password: ENV.fetch(\"DB_PASSWORD\"), database: \"«db»\")",
    "$ openssl rand -hex 32 > .session_secret && chmod 600 .session_secret\n$ wc -c .session_secret\n65 .session_secret",
    "$ ssh-keygen -t ed25519 -N \"\" -C \"ci@«name»\" -f deploy_key\nYour identification has been saved in deploy_key\nThe key fingerprint is:\nSHA256:«b64t»«hex16» ci@«name»",
    "$ gh auth login --with-token < ~/.config/«name»/gh-token\n$ gh auth status\n  ✓ Logged in to github.com account «u» (keyring)\n  - Token: gho_************************************",
    "Read(scripts/report.sh)\ncurl -s -H \"Authorization: Bearer $REPORTS_TOKEN\" https://reports.acme.example/api/daily > daily.json",
    "Read(scripts/publish.sh)\ncurl -fsS -u \"$NEXUS_USER:$NEXUS_PASSWORD\" --upload-file dist/«name».tgz https://nexus.build.example/repository/raw/",
    "Read(tools/Invoke-Sync.ps1)\n$headers = @{ 'X-Upstream' = $env:UPSTREAM_CREDENTIAL }\nInvoke-RestMethod -Uri https://api.example.com/v1/sync -Method Post -Headers $headers",
    "Read(scripts/vpn.exp)\nspawn openconnect vpn.acme.example --user=«u»\nexpect \"Password:\"\nsend \"$env(VPN_PASSWORD)\\r\"\ninteract",
    "$ htpasswd -B /etc/nginx/.htpasswd «u»\nNew password:\nRe-type new password:\nAdding password for user «u»",
    "Read(tools\\add_user.bat)\nnet user «u» * /add\nrem the * makes net user prompt for the password",
    "$ sha256sum -c «name»-«n».tgz.sha256\n«name»-«n».tgz: OK\n$ cat «name»-«n».tgz.sha256\n«sha256»  «name»-«n».tgz",
    "Read(scripts/release.sh)\ngit fetch --tags\ngit checkout «sha»\n./build.sh --version «n» --commit «sha7»",
    "$ echo «b64t» | base64 -d\n(decoded fixture, see tests/fixtures/README)",
    "$ crontab -l\n# m h dom mon dow command\n15 4 * * * /opt/«name»/bin/cleanup --older-than 30d >> /var/log/«name»-cleanup.log 2>&1\n0 * * * * /usr/bin/flock -n /tmp/«name».lock /opt/«name»/bin/sync",
    "Read(scripts/otp.sh)\n#!/bin/sh\n# shared ops TOTP: the seed is in the «name» vault, never in this repo\noathtool --totp -b \"$(vault kv get -field=seed kv/ops/totp)\"",
    "Read(package.json)\n{\n  \"scripts\": {\n    \"db:seed\": \"node scripts/seed.js\",\n    \"db:reset\": \"prisma migrate reset --force\",\n    \"lint\": \"eslint . --max-warnings 0\"\n  }\n}",
    "Read(justfile)\nset dotenv-load\n\nseed:\n    DB_PASSWORD=$DB_PASSWORD python -m app.seed",
    "Read(scripts/anonymize.sh)\n#!/bin/bash\n: \"${HASH_SALT:?set HASH_SALT (see the runbook)}\"\npsql -c \"UPDATE users SET email = md5(email || '$HASH_SALT') || '@example.invalid'\"",
    "Read(ldap/seed.ldif)\ndn: uid=«u»,ou=people,dc=acme,dc=example\nobjectClass: inetOrgPerson\nuid: «u»\ncn: «u»\nsn: Service\n# userPassword is set with ldappasswd after import",
    "Read(docs/runbook.md)\n## Rotating the database password\n1. Generate a new password in the vault (`vault kv patch kv/«name»/db password=$(pwgen -s 32 1)`).\n2. Run `ALTER ROLE app PASSWORD '...'` with the new value from the vault.\n3. Restart the pods; never paste the password into tickets or chat.",
    "$ psql -h «h» -U postgres -c \"SELECT rolname, rolpassword IS NOT NULL AS has_pw FROM pg_authid WHERE rolname = '«u»'\"\n rolname | has_pw\n---------+--------\n «u» | t",
    "$ psql «db»\n«db»=# \\password «u»\nEnter new password for user \"«u»\":\nEnter it again:",
    "Read(scripts/smoke.sh)\n#!/bin/bash\n# usage: API_KEY=... ./smoke.sh\n: \"${API_KEY:?API_KEY must be set}\"\ncurl -fsS https://api.acme.example/v1/ping -H \"X-Api-Key: ${API_KEY}\" # run «uuid»",
    "Read(scripts/provision.sh)\nuseradd -m «u»\npasswd -l «u»   # key-only login\ninstall -m 600 /dev/null /home/«u»/.ssh/authorized_keys",
    "$ zip -e -r handover.zip handover/\nEnter password:\nVerify password:\n  adding: handover/ (stored 0%)",
    "$ gpg --batch --symmetric --passphrase-file /run/secrets/backup_pass backup.tar\n$ ls -l backup.tar.gpg\n-rw-r--r-- 1 «u» «u» «n» Dec  1 23:10 backup.tar.gpg",
    "$ git credential fill <<EOF\nprotocol=https\nhost=git.acme.example\nEOF\nprotocol=https\nhost=git.acme.example\nusername=«u»\npassword=<hidden by credential-cache --show-password off>",
    "$ docker run --rm -e DATABASE_URL ghcr.io/acme/«name»-migrate:«sha7»\nApplying migration «n»_add_index... done",
    "$ uuidgen\n«uuid»\n$ export RUN_ID=«uuid»",
    "Read(scripts/sign_webhook.sh)\n#!/bin/bash\n# usage: SIGNING_KEY=... ./sign_webhook.sh '<payload>'\nsig=$(printf '%s' \"$1\" | openssl dgst -sha256 -hmac \"$SIGNING_KEY\" | cut -d' ' -f2)\necho \"$sig\"  # e.g. «sha256»",
    "$ cat ~/.my.cnf\n[client]\nuser=«u»\nhost=«h»\n# password comes from the login path: mysql_config_editor set --login-path=client --password",
]


def main() -> None:
    rows, clean = build(g, SI_T, PEM_T, NC_T, ST_T, CLEAN_T, n_si=74, n_pem=12, n_nc=94, n_st=70)
    write(HERE, FAMILY, rows, clean)


if __name__ == "__main__":
    main()
