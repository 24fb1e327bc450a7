"""Blind redaction source "backupcdn" (round 10): backups, object storage, file sync and CDNs.

restic, borg, kopia, duplicity, Duplicati, tarsnap, age, Proxmox Backup Server, Bacula, BackupPC, rsync daemons,
pgBackRest, WAL-G, Barman, Velero; MinIO, Backblaze B2, Wasabi, Cloudflare R2, Azure Blob (connection strings,
SAS), GCS; Nextcloud/davfs2/Syncthing/Synology/SMB mounts; CDNs and image proxies (Fastly, Akamai .edgerc,
Cloudflare purge, Bunny, CloudFront signed URLs, imgproxy, Thumbor); cron mails, systemd units, logs.
Written 2026-12-02 by the helper "corpora2", blind; every value random. Imports nothing from memtool.
"""
from __future__ import annotations

import json
import string
from pathlib import Path
from urllib.parse import quote

from _tokens import B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "backupcdn"
g = Gen(3310)
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
HOSTS = ["nas01", "backup.office.example", "pbs.lan", "fs2.corp.example", "zh1234.rsync.net", "10.20.0.5"]
USERS = ["backup", "svc-restic", "ops", "root", "jana", "marco", "it-admin", "barman"]


def h():
    return g.pick(HOSTS)


def us():
    return g.pick(USERS)


def b2_app_key():
    return "K00" + g.pick("0456") + g.s(B62 + "/+", 27)


def age_secret():
    return "AGE-SECRET-KEY-1" + g.s(BECH, 58).upper()


def azure_key():
    return g.b64(64)


def cron_head():
    return f"From: root@{h()} (Cron Daemon)\nSubject: Cron <root@{h()}> /usr/local/sbin/nightly-backup.sh\n\n+ set -x\n"


# ------------------------------------------------------------- self-identifying
def s_restic_aws():
    a = g.aws_akid()
    return "self-identifying", f"# /etc/restic/env  (root:root 0600)\nRESTIC_REPOSITORY=s3:s3.eu-central-1.amazonaws.com/{g.pick(['acme-backups', 'hq-restic', 'photo-vault'])}/{h()}\nRESTIC_PASSWORD_FILE=/etc/restic/pw\nAWS_ACCESS_KEY_ID={a}\nAWS_SECRET_ACCESS_KEY_FILE=/etc/restic/aws-secret\n", a


def s_b2():
    k = b2_app_key()
    return "self-identifying", f"$ b2 account authorize {g.hexs(12)}{g.r.randint(10**9, 10**10)} {k}\nUsing https://api.backblazeb2.com\n", k


def s_age():
    k = age_secret()
    return "self-identifying", f"$ cat ~/.config/age/backup.key\n# created: 2026-0{g.r.randint(1, 9)}-1{g.r.randint(0, 9)}T0{g.r.randint(0, 9)}:12:44+01:00\n# public key: age1{g.s(BECH, 58)}\n{k}\n", k


def s_ssh_pem():
    block, line = g.pem(g.pick(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY"]))
    return "self-identifying", f"# borg over ssh to {h()}: deploy key copied to the new box\n$ cat /root/.ssh/borg_ed25519\n{block}\n$ chmod 600 /root/.ssh/borg_ed25519\n", line


def s_cloudfront_pem():
    block, line = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"// lib/signed-url.ts\nconst KEY_PAIR_ID = \"K{g.s(UPPER + string.digits, 13)}\";\nconst PRIVATE_KEY = `{block}`;\nexport const sign = (url: string) => getSignedUrl({{ url, keyPairId: KEY_PAIR_ID, privateKey: PRIVATE_KEY, dateLessThan }});\n", line


def s_gcs_sa():
    block, line = g.pem("PRIVATE KEY")
    d = {"type": "service_account", "project_id": "backup-" + g.s(string.ascii_lowercase, 6), "private_key_id": g.hexs(40),
         "private_key": block + "\n", "client_email": f"velero@backup-x.iam.gserviceaccount.com"}
    return "self-identifying", "$ kubectl -n velero get secret cloud-credentials -o jsonpath='{.data.cloud}' | base64 -d\n" + json.dumps(d, indent=2) + "\n", line


def s_slack_hook():
    url = g.slack_webhook()
    return "self-identifying", f"#!/bin/sh\n# notify.sh — called by backup.sh on failure\ncurl -fsS -X POST -d \"{{\\\"text\\\":\\\"backup failed on $(hostname)\\\"}}\" {url}\n", url.rsplit("/", 1)[1]


def s_vault():
    t = g.vault()
    return "self-identifying", f"[Service]\nType=oneshot\nEnvironment=VAULT_ADDR=https://vault.corp.example:8200\nEnvironment=VAULT_TOKEN={t}\nExecStart=/usr/local/bin/pgbackrest-with-vault.sh\n", t


def s_gh_backup():
    t = g.gh_classic()
    return "self-identifying", f"# backup all org repos nightly\n0 2 * * * ghorg clone acme --token={t} --path /srv/git-backup --backup >> /var/log/ghorg.log 2>&1\n", t


def s_do_spaces():
    t = g.digitalocean()
    return "self-identifying", f"$ doctl auth init --access-token {t}\nValidating token... OK\n$ doctl spaces keys create velero --grants 'bucket=cluster-backups;permission=readwrite'\n", t


def s_supabase():
    t = g.jwt()
    return "self-identifying", f"# scripts/backup_storage.py\nSUPABASE_URL = \"https://{g.s(string.ascii_lowercase, 20)}.supabase.co\"\nSUPABASE_SERVICE_KEY = \"{t}\"\nsb = create_client(SUPABASE_URL, SUPABASE_SERVICE_KEY)\n", t


# ------------------------------------------------------------- name-context
def n_restic_pw():
    p = g.pw()
    return "name-context", g.pick([f"export RESTIC_REPOSITORY=sftp:{us()}@{h()}:/srv/restic-repo\nexport RESTIC_PASSWORD='{p}'\nrestic backup /home --exclude-caches\n",
                                   cron_head() + f"+ export RESTIC_PASSWORD={p}\n+ restic -r /mnt/usb/restic forget --keep-daily 7 --prune\n"]), p


def n_borg():
    p = g.pw()
    return "name-context", f"#!/bin/bash\nexport BORG_REPO=ssh://{us()}@{h()}:23/./backups/{g.pick(['laptop', 'web01', 'nextcloud'])}\nexport BORG_PASSPHRASE='{p}'\nborg create --stats --compression zstd ::'{{hostname}}-{{now}}' /etc /home /var/www\n", p


def n_kopia():
    p = g.pw()
    return "name-context", f"$ kopia repository connect s3 --bucket=kopia-{g.s(string.ascii_lowercase, 5)} --endpoint=s3.wasabisys.com --access-key={g.s(UPPER + string.digits, 20)} --secret-access-key=$WASABI_SECRET --password='{p}'\nConnected to repository.\n", p


def n_duplicity():
    p = g.pw()
    return "name-context", f"PASSPHRASE=\"{p}\" duplicity --full-if-older-than 1M /var/lib/mysql-dumps sftp://{us()}@{h()}//srv/dup/db\n", p


def n_duplicati():
    p = g.pw()
    return "name-context", f"\"C:\\Program Files\\Duplicati 2\\Duplicati.CommandLine.exe\" backup \"onedrivev2://Backups/PC-{g.r.randint(10, 99)}?authid=%AUTHID%\" \"C:\\Users\\\" --passphrase=\"{p}\" --backup-name=PC --dbpath=C:\\ProgramData\\Duplicati\\x.sqlite\n", p


def n_minio_env():
    p = g.pw()
    return "name-context", f"# /etc/default/minio\nMINIO_VOLUMES=\"/mnt/disk{{1...4}}/minio\"\nMINIO_ROOT_USER={us()}\nMINIO_ROOT_PASSWORD={p}\nMINIO_OPTS=\"--console-address :9001\"\n", p


def n_mc_alias():
    s = g.s(B62, 40)
    return "name-context", f"$ mc alias set nas https://{h()}:9000 {g.s(UPPER + string.digits, 20)} {s}\nAdded `nas` successfully.\n", s


def n_r2():
    s = g.hexs(64)
    return "name-context", f"[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = {g.hexs(32)}\nsecret_access_key = {s}\nendpoint = https://{g.hexs(32)}.r2.cloudflarestorage.com\n", s


def n_aws_configure():
    s = g.aws_secret()
    return "name-context", f"$ aws configure set aws_secret_access_key {s} --profile wasabi\n$ aws s3 ls --profile wasabi --endpoint-url https://s3.eu-central-2.wasabisys.com\n", s


def n_fastly():
    t = g.s(URLSAFE, 32)
    return "name-context", f"# deploy/purge.env\nFASTLY_SERVICE_ID={g.s(B62, 22)}\nFASTLY_API_TOKEN={t}\n", t


def n_edgerc():
    k = g.hexs(64)
    return "name-context", f"# signed download links (Akamai EdgeAuth), settings.py\nEDGEAUTH_TOKEN_NAME = \"__token__\"\nEDGEAUTH_KEY = \"{k}\"\nEDGEAUTH_WINDOW_SECONDS = 300\n", k


def n_bunny():
    k = g.uuid() + g.uuid()[:18] if g.r.random() < .5 else g.uuid()
    return "name-context", f"BUNNY_STORAGE_ZONE=acme-assets\nBUNNY_STORAGE_PASSWORD={k}\nBUNNY_PULL_ZONE=acme-cdn.b-cdn.net\n", k


def n_imgproxy():
    k = g.hexs(64)
    return "name-context", f"# docker-compose.yml\n  imgproxy:\n    image: darthsim/imgproxy:v3\n    environment:\n      IMGPROXY_KEY: {k}\n      IMGPROXY_SALT: ${{IMGPROXY_SALT}}\n      IMGPROXY_USE_ETAG: \"true\"\n", k


def n_thumbor():
    k = g.s(B62, 24)
    return "name-context", f"# thumbor.conf\nSECURITY_KEY = '{k}'\nALLOW_UNSAFE_URL = False\nSTORAGE = 'thumbor.storages.file_storage'\n", k


def n_nextcloud():
    p = "-".join(g.s(B62, 5) for _ in range(5))
    return "name-context", f"$ nextcloudcmd --user {us()} --password '{p}' --non-interactive /home/{us()}/Nextcloud https://cloud.{g.pick(['family', 'office'])}.example\n", p


def n_syncthing():
    k = g.s(B62, 32)
    return "name-context", f"<configuration version=\"37\">\n    <gui enabled=\"true\" tls=\"true\">\n        <address>127.0.0.1:8384</address>\n        <apikey>{k}</apikey>\n        <theme>default</theme>\n    </gui>\n</configuration>\n", k


def n_bacula():
    p = g.b64(33)
    return "name-context", f"Director {{\n  Name = {h()}-dir\n  Password = \"{p}\"\n}}\nMessages {{\n  Name = Standard\n  director = {h()}-dir = all, !skipped, !restored\n}}\n", p


def n_backuppc():
    p = g.pw()
    return "name-context", f"# /etc/backuppc/hosts/{g.pick(['win-acct', 'laptop-jana'])}.pl\n$Conf{{XferMethod}} = 'rsyncd';\n$Conf{{RsyncdUserName}} = '{us()}';\n$Conf{{RsyncdPasswd}} = '{p}';\n$Conf{{RsyncShareName}} = ['cDrive'];\n", p


def n_rsync_pw():
    p = g.pw()
    return "name-context", f"RSYNC_PASSWORD='{p}' rsync -av --delete /srv/www/ rsync://{us()}@{h()}/www-mirror/\n", p


def n_pgbackrest():
    which = g.r.random() < .5
    v = g.s(B62 + "+/", 64) if which else g.aws_secret()
    extra = f"repo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass={v}\n" if which else f"repo1-s3-key={g.s(UPPER + string.digits, 20)}\nrepo1-s3-key-secret={v}\n"
    return "name-context", f"# /etc/pgbackrest/pgbackrest.conf\n[global]\nrepo1-type=s3\nrepo1-s3-bucket=pg-backups\nrepo1-s3-endpoint=s3.eu-west-1.amazonaws.com\nrepo1-s3-region=eu-west-1\n{extra}repo1-retention-full=4\n\n[main]\npg1-path=/var/lib/postgresql/16/main\n", v


def n_walg():
    k = g.b64(32)
    return "name-context", f"# /etc/wal-g/env\nWALG_S3_PREFIX=s3://pg-wal/{h()}\nWALG_LIBSODIUM_KEY={k}\nWALG_LIBSODIUM_KEY_TRANSFORM=base64\nWALG_COMPRESSION_METHOD=brotli\n", k


def n_pbs_env():
    t = g.uuid()
    return "name-context", f"export PBS_REPOSITORY='root@pam!hostbackup@{h()}:datastore1'\nexport PBS_PASSWORD={t}\nexport PBS_FINGERPRINT='{':'.join(g.hexs(2) for _ in range(32))}'\nproxmox-backup-client backup root.pxar:/ --exclude /var/cache\n", t


def n_tarsnap():
    k = g.b64(48)
    return "name-context", f"$ tarsnap-keymgmt --print-key-id /root/tarsnap.key\n{g.r.randint(10**9, 10**10)}\n$ cat /root/tarsnap.key\n# START OF TARSNAP KEY FILE\n{k}\n# END OF TARSNAP KEY FILE\n", k


def n_smb_creds():
    p = g.pw()
    return "name-context", f"$ sudo cat /root/.smbcredentials\nusername={us()}\npassword={p}\ndomain=CORP\n", p


def n_velero():
    s = g.aws_secret()
    return "name-context", f"$ cat credentials-velero\n[default]\naws_access_key_id={g.s(UPPER + string.digits, 20)}\naws_secret_access_key={s}\n$ velero install --provider aws --bucket velero --secret-file ./credentials-velero\n", s


# ------------------------------------------------------------- structural
def t_azure_conn():
    k = azure_key()
    return "structural", f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={g.s(string.ascii_lowercase, 10)}backup;AccountKey={k};EndpointSuffix=core.windows.net\"\n", k


def t_azure_sas():
    sig = g.b64(32)
    return "structural", f"$ azcopy copy '/srv/exports/*' 'https://{g.s(string.ascii_lowercase, 9)}.blob.core.windows.net/nightly?sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2027-01-31T18:00:00Z&st=2026-11-30T08:00:00Z&spr=https&sig={quote(sig, safe='')}' --recursive\n", quote(sig, safe="")


def t_restic_rest():
    p = g.pw()
    return "structural", f"restic -r rest:https://{us()}:{p}@{h()}:8000/{g.pick(['laptop', 'web01'])}/ snapshots\n", p


def t_dup_ftp():
    p = g.pw()
    return "structural", cron_head() + f"+ duplicity incremental /srv/data ftp://{us()}:{p}@ftp.{g.pick(['hoster', 'storagebox'])}.example/backup/data\nLocal and Remote metadata are synchronized, no sync needed.\n", p


def t_barman():
    p = g.pw()
    return "structural", f"[pg-main]\ndescription = \"Main PostgreSQL\"\nconninfo = host=pg-main.internal user=barman dbname=postgres password={p}\nstreaming_conninfo = host=pg-main.internal user=streaming_barman\nbackup_method = postgres\n", p


def t_davfs():
    p = g.pw()
    return "structural", f"# /etc/davfs2/secrets\nhttps://cloud.{g.pick(['family', 'office'])}.example/remote.php/dav/files/{us()}/ {us()} {p}\n", p


def t_cifs():
    p = g.pw()
    return "structural", f"$ sudo mount -t cifs //{h()}/backup /mnt/backup -o username={us()},password={p},vers=3.0,uid=1000\n", p


def t_synology():
    p = g.pw()
    return "structural", f"curl -sk 'https://{h()}:5001/webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login&account={us()}&passwd={quote(p, safe='')}&session=HyperBackup&format=sid'\n", quote(p, safe="")


def t_pbs_hdr():
    t = g.uuid()
    return "structural", f"$ curl -s -H 'Authorization: PBSAPIToken=root@pam!monitor:{t}' https://{h()}:8007/api2/json/admin/datastore/store1/snapshots | jq length\n", t


def t_bunny_hdr():
    k = g.uuid() + g.uuid()[:18]
    return "structural", f"curl --request PUT --url https://storage.bunnycdn.com/acme-assets/build/app.{g.hexs(8)}.js --header 'AccessKey: {k}' --header 'Content-Type: application/octet-stream' --data-binary @dist/app.js\n", k


def t_fastly_hdr():
    t = g.s(URLSAFE, 32)
    return "structural", f"$ curl -X POST -H 'Fastly-Key: {t}' https://api.fastly.com/service/{g.s(B62, 22)}/purge_all\n{{\"status\":\"ok\"}}\n", t


def t_cf_purge():
    t = g.s(URLSAFE, 40)
    return "structural", f"- name: Purge CDN cache\n  run: |\n    curl -X POST \"https://api.cloudflare.com/client/v4/zones/{g.hexs(32)}/purge_cache\" \\\n      -H \"Authorization: Bearer {t}\" -H \"Content-Type: application/json\" --data '{{\"purge_everything\":true}}'\n", t


def t_rsyncd_secrets():
    p = g.pw()
    return "structural", f"$ sudo cat /etc/rsyncd.secrets\n{us()}:{p}\n", p


def t_mysqldump():
    p = g.pw()
    return "structural", f"#!/bin/sh\nmysqldump --single-transaction --all-databases -u backup -p'{p}' | gzip > /srv/dumps/all-$(date +%F).sql.gz\n", p


SECRETS = [s_restic_aws, s_b2, s_age, s_ssh_pem, s_cloudfront_pem, s_gcs_sa, s_slack_hook, s_vault, s_gh_backup, s_do_spaces,
           s_supabase,
           n_restic_pw, n_borg, n_kopia, n_duplicity, n_duplicati, n_minio_env, n_mc_alias, n_r2, n_aws_configure, n_fastly,
           n_edgerc, n_bunny, n_imgproxy, n_thumbor, n_nextcloud, n_syncthing, n_bacula, n_backuppc, n_rsync_pw, n_pgbackrest,
           n_walg, n_pbs_env, n_tarsnap, n_smb_creds, n_velero,
           t_azure_conn, t_azure_sas, t_restic_rest, t_dup_ftp, t_barman, t_davfs, t_cifs, t_synology, t_pbs_hdr, t_bunny_hdr,
           t_fastly_hdr, t_cf_purge, t_rsyncd_secrets, t_mysqldump]


# ------------------------------------------------------------- clean
def c_restic_snap():
    rows = "".join(f"{g.hexs(8)}  2026-11-{g.r.randint(10, 29)} 02:00:{g.r.randint(10, 59)}  {h():<20}              /home\n" for _ in range(3))
    return f"$ restic snapshots\nrepository {g.hexs(8)} opened (version 2, compression level auto)\nID        Time                 Host                 Tags        Paths\n{'-' * 70}\n{rows}{'-' * 70}\n3 snapshots\n"


def c_restic_ref():
    return g.pick(["RESTIC_REPOSITORY=b2:acme-backups:/hq\nRESTIC_PASSWORD_COMMAND=\"pass show backup/restic\"\nB2_ACCOUNT_ID=${B2_ACCOUNT_ID}\nB2_ACCOUNT_KEY=${B2_ACCOUNT_KEY}\n",
                   "export BORG_PASSCOMMAND='secret-tool lookup borg-repository laptop'\nexport BORG_REPO=ssh://backup@nas01/./borg\n"])


def c_borg_info():
    return f"$ borg info ::\nRepository ID: {g.hexs(64)}\nLocation: ssh://backup@{h()}/./borg\nEncrypted: Yes (repokey BLAKE2b)\nCache: /root/.cache/borg/{g.hexs(64)}\nSecurity dir: /root/.config/borg/security/{g.hexs(64)}\n"


def c_syncthing_ids():
    did = "-".join(g.s(UPPER + "234567", 7) for _ in range(8))
    return f"<device id=\"{did}\" name=\"{g.pick(['phone', 'nas01', 'laptop'])}\" compression=\"metadata\" introducer=\"false\">\n    <address>dynamic</address>\n</device>\n<gui><user>admin</user><password>$2a$10${g.s(B62 + './', 53)}</password></gui>\n"


def c_pbs_fp():
    return f"fingerprint: {':'.join(g.hexs(2) for _ in range(32))}\nAre you sure you want to continue connecting? (y/n): y\nStarting backup: host/{h()}/2026-11-29T02:00:01Z\nUpload directory '/' to 'root.pxar.didx'\n"


def c_imgproxy_url():
    return f"<img src=\"https://img.acme.example/{g.b64url(32)}/rs:fill:600:400/g:sm/plain/s3://assets/products/{g.r.randint(1000, 9999)}.jpg@webp\">\n"


def c_cf_pubkey():
    return f"resource \"aws_cloudfront_public_key\" \"signer\" {{\n  name        = \"signer-2026\"\n  encoded_key = file(\"keys/signer-public.pem\")\n}}\n# keys/signer-public.pem\n-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(30)}\n-----END PUBLIC KEY-----\n"


def c_sas_placeholder():
    return "azcopy copy ./dist 'https://<account>.blob.core.windows.net/$web?<SAS-token>' --recursive\n# generate the SAS in the portal with only Write+Create, 1 day expiry\n"


def c_etags():
    return f"< HTTP/2 200\n< etag: \"{g.hexs(32)}\"\n< cache-control: public, max-age=31536000, immutable\n< x-served-by: cache-fra-etou{g.r.randint(8000, 8999)}-FRA\n< x-cache: HIT\n< cf-ray: {g.hexs(16)}-FRA\n< x-amz-version-id: {g.s(B62 + '._', 32)}\n"


def c_purge_resp():
    return f"{{\"result\":{{\"id\":\"{g.hexs(32)}\"}},\"success\":true,\"errors\":[],\"messages\":[]}}\n"


def c_age_pub():
    return f"$ tar czf - /srv/data | age -r age1{g.s(BECH, 58)} -r age1{g.s(BECH, 58)} > data-$(date +%F).tar.gz.age\n"


def c_prose():
    return g.pick(["Lost the restic password = lost the backups. There is no recovery; the repository key is encrypted with it. Store it in the safe, not on the NAS you back up.",
                   "Rotated the B2 application key after the intern's laptop was stolen. New key is scoped to the one bucket and lives in Vault at kv/backup/b2.",
                   "Remember: Synology's Hyper Backup encryption password and the NAS admin password are different things; the first one is in the envelope in the server room.",
                   "The Fastly token in CI is purge-only; if you need to change VCL, use your own token with 2FA."])


def c_walg_list():
    rows = "".join(f"base_{g.s('0123456789ABCDEF', 24)} 2026-11-{g.r.randint(10, 29)}T02:00:0{g.r.randint(0, 9)}Z {g.s('0123456789ABCDEF', 24)}\n" for _ in range(3))
    return "$ wal-g backup-list\nname                             modified             wal_segment_backup_start\n" + rows


def c_pgbackrest_info():
    return f"stanza: main\n    status: ok\n    cipher: aes-256-cbc\n    db (current)\n        wal archive min/max (16): {g.s('0123456789ABCDEF', 24)}/{g.s('0123456789ABCDEF', 24)}\n        full backup: 20261129-020001F\n            repo1: backup set size: 2.1GB, backup size: 2.1GB\n"


def c_velero_ref():
    return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: cloud-credentials\n  namespace: velero\ntype: Opaque\nstringData:\n  cloud: |\n    [default]\n    aws_access_key_id=${VELERO_AWS_KEY_ID}\n    aws_secret_access_key=${VELERO_AWS_SECRET}\n"


def c_smb_fstab():
    return f"//{h()}/backup  /mnt/backup  cifs  credentials=/root/.smbcredentials,vers=3.0,uid=1000,_netdev  0  0\n"


def c_mysqldump_cnf():
    return "#!/bin/sh\n# credentials come from /root/.my.cnf ([mysqldump] section, mode 600)\nmysqldump --defaults-extra-file=/root/.my.cnf --single-transaction --all-databases | gzip > /srv/dumps/all-$(date +%F).sql.gz\n"


def c_sha_manifest():
    return "$ sha256sum -c SHA256SUMS\n" + "".join(f"{n}: OK\n" for n in ["db-2026-11-28.sql.gz", "files-2026-11-28.tar.zst"]) + "$ cat SHA256SUMS\n" + "".join(f"{g.sha256()}  {n}\n" for n in ["db-2026-11-28.sql.gz", "files-2026-11-28.tar.zst"])


def c_edgerc_tpl():
    return "[default]\nclient_secret = <client_secret>\nhost = <host>.luna.akamaiapis.net\naccess_token = <access_token>\nclient_token = <client_token>\n"


def c_test_b64():
    return f"def test_chunker_roundtrip():\n    blob = base64.b64decode(\"{g.b64(60)}\")\n    chunks = list(chunker(blob, min_size=16))\n    assert b''.join(chunks) == blob\n"


def c_kopia_status():
    return f"$ kopia repository status\nConfig file:         /root/.config/kopia/repository.config\nDescription:         Repository in S3: s3.wasabisys.com kopia-{g.s(string.ascii_lowercase, 5)}\nUnique ID:           {g.hexs(64)}\nHash:                BLAKE2B-256-128\nEncryption:          AES256-GCM-HMAC-SHA256\nSplitter:            DYNAMIC-4M-BUZHASH\n"


CLEAN = [c_restic_snap, c_restic_ref, c_borg_info, c_syncthing_ids, c_pbs_fp, c_imgproxy_url, c_cf_pubkey, c_sas_placeholder,
         c_etags, c_purge_resp, c_age_pub, c_prose, c_walg_list, c_pgbackrest_info, c_velero_ref, c_smb_fstab, c_mysqldump_cnf,
         c_sha_manifest, c_edgerc_tpl, c_test_b64, c_kopia_status]


def main() -> None:
    secrets = [SECRETS[i % len(SECRETS)]() for i in range(250)]
    clean = [CLEAN[i % len(CLEAN)]() for i in range(100)]
    write(Path(__file__).parent, FAMILY, secrets, clean)


if __name__ == "__main__":
    main()
