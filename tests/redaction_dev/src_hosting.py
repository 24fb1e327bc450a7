"""Blind redaction source "hosting": shared and managed web hosting.

cPanel/WHM and Plesk API tokens, DirectAdmin login keys, wp-config.php, .htpasswd commands, phpMyAdmin
config.inc.php, FTP/SFTP deploy configs (sftp.json, FileZilla, git-ftp, lftp, GitHub Actions), hosting welcome
mails and control-panel exports, WP-CLI, shell output wrapped as agent hook payloads.

Written blind by the helper "corpora" on 2026-12-03 (round 17): the writer read none of memtool's rules, tests or
results. Every value is random and made up (seeded; rerun to regenerate byte-identical files); nothing comes from a
scanner's fixtures. Uses only the standard library and _tokens.py.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, Gen

FAMILY = "hosting"
g = Gen(1701)
r = g.r

DOMAINS = ["bakerei-lindner.de", "northfieldclinic.co.uk", "lapetiteepicerie.fr", "studio-ravel.com", "kiwi-tours.co.nz",
           "oakridge-dental.com", "casa-mariposa.mx", "grupo-altamar.es", "tinyroastery.com", "paddleboard-hire.ie",
           "hvac-pros-tx.com", "fjordcabins.no", "yogaloft.com.au", "brightsmile-ortho.ca", "verdant-legal.com"]
HOSTS = ["server{n}.web-hosting.com", "cp{n}.hostpapa.example", "s{n}.fastshared.net", "vps{n}.mgd-hosting.io",
         "web{n}.sharedbox.eu", "plesk{n}.cloudpanel.example", "da{n}.smallhost.org"]


def host() -> str:
    return g.pick(HOSTS).format(n=r.randint(11, 480))


def dom() -> str:
    return g.pick(DOMAINS)


def cpuser(d: str) -> str:
    return "".join(c for c in d.split(".")[0] if c.isalnum())[:8] + g.pick(["", "", str(r.randint(1, 9))])


def ip() -> str:
    return f"{r.randint(23, 212)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 250)}"


def ts() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def cptoken() -> str:
    return g.s(string.ascii_uppercase + string.digits, 32)


def salt() -> str:
    return g.s(B62 + "!#%^*-_+=()[]{}<>~.,;:|@&", 64)


def app_pw() -> str:
    return " ".join(g.s(B62, 4) for _ in range(6))


def hook(cmd: str, out: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd, "description": g.pick(["Inspect config", "Check deploy", "Show file"])},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def read_hook(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}}, ensure_ascii=False)


def dbname(u: str) -> str:
    return u + "_" + g.pick(["wp", "wp" + g.s("abcdefghijklmnopqrstuvwxyz", 3), "shop", "main", "db1"])


# ---------------------------------------------------------------- secrets
def s_wpconfig():
    d = dom(); u = cpuser(d); pw = g.pw()
    salts = [salt() for _ in range(3)]
    text = f"""<?php
/** The name of the database for WordPress */
define( 'DB_NAME', '{dbname(u)}' );

/** Database username */
define( 'DB_USER', '{u}_wpusr' );

/** Database password */
define( 'DB_PASSWORD', '{pw}' );

/** Database hostname */
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY',         '{salts[0]}' );
define( 'SECURE_AUTH_KEY',  '{salts[1]}' );
define( 'LOGGED_IN_KEY',    '{salts[2]}' );
"""
    if r.random() < .4:
        return "name-context", read_hook(f"/home/{u}/public_html/wp-config.php", text), [pw]
    return "name-context", text, [pw, salts[0]]


def s_wpconfig_tail():
    pw = g.pw()
    q = g.pick(["'", '"'])
    text = (f"$ grep -n DB_ wp-config.php\n23:define({q}DB_NAME{q}, {q}wp_{g.s('abcdefghijklmnop', 5)}{q});\n"
            f"26:define({q}DB_USER{q}, {q}wp_admin{q});\n29:define({q}DB_PASSWORD{q}, {q}{pw}{q});\n"
            f"32:define({q}DB_HOST{q}, {q}{g.pick(['localhost', 'localhost:/var/lib/mysql/mysql.sock', '127.0.0.1:3306', 'mysql.' + dom()])}{q});\n")
    return "name-context", text, [pw]


def s_cpanel_curl():
    d = dom(); u = cpuser(d); t = cptoken(); h = host()
    fn = g.pick(["execute/Email/list_pops", "execute/Mysql/list_databases", "execute/SSL/list_certs",
                 "execute/Backup/fullbackup_to_homedir", "execute/DomainInfo/list_domains"])
    text = f"curl -s -H'Authorization: cpanel {u}:{t}' 'https://{h}:2083/{fn}'"
    if r.random() < .5:
        text = hook(text, json.dumps({"status": 1, "errors": None, "messages": None, "data": [], "metadata": {}}))
    return "structural", text, [t]


def s_whm_token():
    t = cptoken(); h = host()
    text = (f"# whm api — list accounts on {h}\n"
            f"curl -sk -H \"Authorization: whm root:{t}\" \\\n  \"https://{h}:2087/json-api/listaccts?api.version=1&search=&searchtype=user\" | jq '.data.acct[].user'\n")
    return "structural", text, [t]


def s_uapi_token_output():
    t = cptoken(); name = g.pick(["deploy", "ci-github", "backup-sync", "monitoring", "wpstaging"])
    out = f"""$ uapi Tokens create_full_access name={name}
---
apiversion: 3
func: create_full_access
module: Tokens
result:
  data:
    create_time: {r.randint(1760000000, 1790000000)}
    name: {name}
    token: {t}
  errors: ~
  messages: ~
  metadata: {{}}
  status: 1
  warnings: ~
"""
    return "name-context", out, [t]


def s_whmapi_token_generate():
    t = cptoken()
    out = json.dumps({"data": {"expires_at": None, "create_time": r.randint(1760000000, 1790000000), "token": t,
                               "name": g.pick(["ansible", "reseller-sync", "whmcs"]), "acls": ["all"]},
                      "metadata": {"version": 1, "result": 1, "reason": "OK", "command": "api_token_create"}}, indent=2)
    return "name-context", hook("whmapi1 --output=jsonpretty api_token_create token_name=whmcs", out), [t]


def s_plesk_key():
    k = g.uuid(); h = host()
    v = g.pick([0, 1, 2])
    if v == 0:
        text = f"curl -k -X GET 'https://{h}:8443/api/v2/domains' -H 'accept: application/json' -H 'X-API-Key: {k}'"
        return "structural", text, [k]
    if v == 1:
        text = f"[root@{h.split('.')[0]} ~]# plesk bin secret_key -c -ip-address {ip()} -description \"whmcs module\"\n{k}\n[root@{h.split('.')[0]} ~]#"
        return "name-context", text, [k]
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- request sent with header KEY: {k} -->
<packet>
  <webspace><get><filter/><dataset><gen_info/></dataset></get></webspace>
</packet>"""
    return "structural", text, [k]


def s_plesk_admin_pw():
    pw = g.pw()
    text = g.pick([f"plesk bin admin --set-admin-password -passwd '{pw}'",
                   f"sudo plesk bin init_conf --update -passwd '{pw}' -email hostmaster@{dom()}",
                   f"plesk bin subscription --update {dom()} -passwd '{pw}'"])
    return "name-context", text, [pw]


def s_directadmin():
    k = g.s(B62, 64); h = host(); u = g.pick(["admin", "reseller1", cpuser(dom())])
    v = r.randint(0, 2)
    if v == 0:
        text = f"curl -s --user '{u}:{k}' 'https://{h}:2222/CMD_API_SHOW_ALL_USERS?json=yes'"
        return "structural", text, [k]
    if v == 1:
        text = f"# /usr/local/directadmin/scripts/setup.txt\nhostname={h}\nadminname={u}\nadminpass={k[:20]}\nemail=ops@{dom()}\nns1=ns1.{dom()}\n"
        return "name-context", text, [k[:20]]
    text = f"DA_URL=https://{h}:2222\nDA_USER={u}\nDA_LOGIN_KEY={k}\n"
    return "name-context", text, [k]


def s_htpasswd():
    pw = g.pw(); u = g.pick(["admin", "staging", "client", "preview", "editor"])
    text = g.pick([f"htpasswd -b -c /home/{cpuser(dom())}/.htpasswds/public_html/passwd {u} '{pw}'",
                   f"$ htpasswd -bB .htpasswd {u} {pw}\nAdding password for user {u}",
                   f"echo \"{u}:$(openssl passwd -apr1 '{pw}')\" >> /etc/nginx/.htpasswd"])
    return "structural", text, [pw]


def s_staging_basic_auth():
    pw = g.pw(); d = dom(); u = g.pick(["preview", "client", "staging"])
    v = r.randint(0, 1)
    if v == 0:
        return "structural", f"Staging is up at https://{u}:{pw}@staging.{d}/ — basic auth so Google doesn't index it.", [pw]
    return "structural", f"hi! the staging site is https://staging.{d}\nuser: {u}\npass: {pw}\nlet me know if the checkout page looks right", [pw]


def s_pma():
    bs = g.s(B62, 32); pw = g.pw()
    text = f"""<?php
declare(strict_types=1);
$cfg['blowfish_secret'] = '{bs}'; /* YOU MUST FILL IN THIS FOR COOKIE AUTH! */
$i = 0;
$i++;
$cfg['Servers'][$i]['auth_type'] = 'config';
$cfg['Servers'][$i]['host'] = 'localhost';
$cfg['Servers'][$i]['user'] = 'pma';
$cfg['Servers'][$i]['password'] = '{pw}';
$cfg['Servers'][$i]['compress'] = false;
$cfg['Servers'][$i]['AllowNoPassword'] = false;
$cfg['UploadDir'] = '';
$cfg['SaveDir'] = '';
"""
    if r.random() < .5:
        return "name-context", text, [bs, pw]
    return "name-context", text, [pw]


def s_sftp_json():
    pw = g.pw(); d = dom()
    text = json.dumps({"name": d, "host": host(), "protocol": g.pick(["sftp", "ftp"]), "port": g.pick([21, 22, 2222]),
                       "username": cpuser(d), "password": pw, "remotePath": "/public_html",
                       "uploadOnSave": True, "ignore": [".vscode", ".git", ".DS_Store", "node_modules"]}, indent=4)
    if r.random() < .4:
        return "name-context", read_hook(".vscode/sftp.json", text), [pw]
    return "name-context", "// .vscode/sftp.json\n" + text, [pw]


def s_sublime_sftp():
    pw = g.pw(); d = dom()
    text = f"""{{
    // The tab key will cycle through the settings when first created
    "type": "ftp",

    "save_before_upload": true,
    "upload_on_save": true,
    "sync_down_on_open": false,
    "confirm_downloads": false,

    "host": "ftp.{d}",
    "user": "{cpuser(d)}@{d}",
    "password": "{pw}",
    "port": "21",

    "remote_path": "/public_html/",
    "file_permissions": "664",
    "dir_permissions": "775",
    "connect_timeout": 30,
    "ftp_passive_mode": true
}}"""
    return "name-context", text, [pw]


def s_filezilla():
    import base64
    pw = g.pw(); b = base64.b64encode(pw.encode()).decode(); d = dom()
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.{d}</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>{cpuser(d)}</User>
            <Pass encoding="base64">{b}</Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <Name>{d} (live)</Name>
        </Server>
    </Servers>
</FileZilla3>"""
    return "name-context", text, [b]


def s_ftp_url():
    pw = g.pw(); d = dom(); u = cpuser(d)
    v = r.randint(0, 3)
    if v == 0:
        return "structural", f"lftp -e 'mirror -R --delete --verbose ./dist /public_html; bye' -u {u},{pw} ftp.{d}", [pw]
    if v == 1:
        return "structural", f"wget -m ftp://{u}:{pw}@ftp.{d}/public_html/wp-content/uploads/", [pw]
    if v == 2:
        return "structural", f"curl -T backup.zip ftp://ftp.{d}/backups/ --user {u}:{pw}", [pw]
    return "structural", f"ncftpput -R -v -u {u} -p '{pw}' ftp.{d} /public_html ./build/*", [pw]


def s_gitftp():
    pw = g.pw(); d = dom()
    text = g.pick([f"git config git-ftp.password '{pw}'",
                   f"[git-ftp]\n\tuser = {cpuser(d)}\n\turl = ftp.{d}/public_html\n\tpassword = {pw}\n",
                   f"git ftp push --user {cpuser(d)} --passwd {pw} ftp://ftp.{d}/public_html"])
    cls = "structural" if "--passwd" in text else "name-context"
    return cls, text, [pw]


def s_gha_ftp():
    pw = g.pw(); d = dom()
    text = f"""name: Deploy to shared hosting
on:
  push:
    branches: [ main ]
jobs:
  web-deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Sync files
        uses: SamKirkland/FTP-Deploy-Action@v4.3.5
        with:
          server: ftp.{d}
          username: {cpuser(d)}
          password: {pw}   # TODO move to secrets
          server-dir: /public_html/
"""
    return "name-context", text, [pw]


def s_welcome_mail():
    pw = g.pw(); d = dom(); u = cpuser(d); h = host(); cpw = g.pw()
    text = f"""Subject: New Account Information

Dear Customer,

Thank you for your order from us! Your hosting account has now been setup and this email contains all the information you will need in order to begin using your account.

New Account Information
Hosting Package: Business Shared 2
Domain: {d}
First Payment Amount: $4.99 USD
Recurring Amount: $4.99 USD
Billing Cycle: Monthly

Login Details
Username: {u}
Password: {pw}

Control Panel URL: https://{h}:2083/
Once your domain has propagated, you may also use http://www.{d}/cpanel

FTP Hostname: ftp.{d}
FTP Username: {u}
FTP Password: (as above)
"""
    return "structural", text, [pw]


def s_mysql_cli():
    pw = g.pw(); u = cpuser(dom())
    v = r.randint(0, 2)
    if v == 0:
        return "structural", f"mysqldump -u {u}_wp -p'{pw}' {u}_wp > ~/backups/{u}_wp-$(date +%F).sql", [pw]
    if v == 1:
        return "structural", hook(f"mysql -h localhost -u {u}_admin -p{pw} -e 'SHOW TABLES' {u}_shop",
                                  "mysql: [Warning] Using a password on the command line interface can be insecure.\nTables_in_" + u + "_shop\noc_address\noc_api\noc_banner\n"), [pw]
    return "structural", f"$pdo = new PDO('mysql:host=localhost;dbname={u}_crm;charset=utf8mb4', '{u}_crm', '{pw}');", [pw]


def s_laravel_env():
    pw = g.pw(); appkey = "base64:" + g.b64(32); d = dom()
    text = f"""APP_NAME=Laravel
APP_ENV=production
APP_KEY={appkey}
APP_DEBUG=false
APP_URL=https://{d}

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE={cpuser(d)}_app
DB_USERNAME={cpuser(d)}_app
DB_PASSWORD={pw}

MAIL_MAILER=smtp
MAIL_HOST=mail.{d}
MAIL_PORT=465
"""
    return "name-context", text, [appkey, pw]


def s_wpcli():
    pw = g.pw(); d = dom()
    text = g.pick([f"wp user create siteadmin admin@{d} --role=administrator --user_pass='{pw}'",
                   f"wp core install --url=https://{d} --title='{d.split('.')[0].title()}' --admin_user=owner --admin_password='{pw}' --admin_email=owner@{d}",
                   f"wp config create --dbname={cpuser(d)}_wp --dbuser={cpuser(d)}_wp --dbpass='{pw}' --locale=en_GB"])
    return "name-context", text, [pw]


def s_app_password():
    ap = app_pw(); d = dom()
    v = r.randint(0, 1)
    if v == 0:
        text = f"curl --user \"admin:{ap}\" https://{d}/wp-json/wp/v2/posts?status=draft"
        return "structural", text, [ap]
    text = f"Application password generated for 'Zapier': {ap}\nBe sure to save this in a safe location. You will not be able to retrieve it."
    return "name-context", text, [ap]


def s_deploy_key():
    block, line = g.pem(g.pick(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY"]))
    d = dom()
    text = f"$ cat ~/.ssh/deploy_{d.split('.')[0]}\n{block}\n$ ssh -i ~/.ssh/deploy_{d.split('.')[0]} -p 21098 {cpuser(d)}@{host()} 'cd public_html && git pull'"
    return "self-identifying", text, [line]


def s_selfid_hosting():
    name, tok, sec = g.self_identifying()
    d = dom()
    ctx = g.pick([f"# .env on the shared host ({d})\n{name.upper()}_TOKEN={tok}\n",
                  f"[{ts()}] deploy.sh: using {name} credential {tok} for {d}",
                  f"cd ~/repositories/{d.split('.')[0]} && git remote -v\norigin\thttps://x-access-token:{tok}@github.com/agency/{d.split('.')[0]}.git (fetch)",
                  f"    'token' => '{tok}', // {name} — set by the previous developer\n"])
    return "self-identifying", ctx, [sec]


def s_reseller_api():
    k = g.s(B62, 32); uid = r.randint(100000, 999999)
    text = g.pick([f"GET https://httpapi.com/api/domains/available.json?auth-userid={uid}&api-key={k}&domain-name={dom().split('.')[0]}&tlds=com",
                   f"https://api.namecheap.com/xml.response?ApiUser=agencyops&ApiKey={k}&UserName=agencyops&Command=namecheap.domains.getList&ClientIp={ip()}"])
    return "structural", text, [k]


def s_docker_wp():
    pw = g.pw(); rpw = g.pw()
    text = f"""services:
  db:
    image: mariadb:11
    environment:
      MYSQL_ROOT_PASSWORD: {rpw}
      MYSQL_DATABASE: wordpress
      MYSQL_USER: wp
      MYSQL_PASSWORD: {pw}
  wordpress:
    image: wordpress:6.6-php8.2-apache
    ports: ["8080:80"]
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_USER: wp
      WORDPRESS_DB_PASSWORD: {pw}
"""
    return "name-context", text, [rpw, pw]


def s_chat():
    pw = g.pw(); d = dom()
    text = g.pick([f"the cpanel login for {d} is {cpuser(d)} / {pw} — client said we can reset it after launch",
                   f"FYI old host's FTP pw was {pw}, they never changed it after the contractor left",
                   f"> can you send me the WHM root password?\nsure: {pw}\n(please don't paste it in the ticket)"])
    cls = "structural" if " / " in text else "name-context"
    return cls, text, [pw]


def s_cron_backup():
    pw = g.pw(); u = cpuser(dom())
    text = f"# crontab -l\nMAILTO=\"\"\n30 2 * * * /usr/bin/mysqldump --user={u}_wp --password={pw} {u}_wp | gzip > /home/{u}/backups/db-$(date +\\%u).sql.gz\n15 3 * * 0 /usr/local/cpanel/bin/backup --force\n"
    return "structural", text, [pw]


def s_softaculous_export():
    pw = g.pw(); d = dom()
    text = json.dumps({"insid": f"26_{r.randint(10000, 99999)}", "softpath": f"/home/{cpuser(d)}/public_html",
                       "softurl": f"https://{d}", "softdb": f"{cpuser(d)}_wp{r.randint(100, 999)}",
                       "softdbuser": f"{cpuser(d)}_wp{r.randint(100, 999)}", "softdbpass": pw, "ver": "6.6.2",
                       "adminurl": "wp-admin/"}, indent=1)
    return "name-context", "softaculous installation export:\n" + text, [pw]


def s_python_anywhere():
    pw = g.pw(); u = cpuser(dom())
    text = f"""DATABASES = {{
    'default': {{
        'ENGINE': 'django.db.backends.mysql',
        'NAME': '{u}$default',
        'USER': '{u}',
        'PASSWORD': '{pw}',
        'HOST': '{u}.mysql.pythonanywhere-services.com',
    }}
}}"""
    return "name-context", text, [pw]


def s_imap_mailbox():
    pw = g.pw(); d = dom()
    text = g.pick([f"uapi Email add_pop email=info domain={d} password='{pw}' quota=1024",
                   f"/scripts/wwwacct {d} {cpuser(d)} '{pw}' 2048 x3 n y n 10 10 10 10 10 0 default"])
    return "name-context", text, [pw]


SECRET_T = [s_wpconfig, s_wpconfig_tail, s_cpanel_curl, s_whm_token, s_uapi_token_output, s_whmapi_token_generate,
            s_plesk_key, s_plesk_admin_pw, s_directadmin, s_htpasswd, s_staging_basic_auth, s_pma, s_sftp_json,
            s_sublime_sftp, s_filezilla, s_ftp_url, s_gitftp, s_gha_ftp, s_welcome_mail, s_mysql_cli, s_laravel_env,
            s_wpcli, s_app_password, s_deploy_key, s_selfid_hosting, s_reseller_api, s_docker_wp, s_chat,
            s_cron_backup, s_softaculous_export, s_python_anywhere, s_imap_mailbox, s_selfid_hosting, s_deploy_key]


# ---------------------------------------------------------------- clean
def c_wpconfig_sample():
    return """// ** Database settings - You can get this info from your web host ** //
/** The name of the database for WordPress */
define( 'DB_NAME', 'database_name_here' );
/** Database username */
define( 'DB_USER', 'username_here' );
/** Database password */
define( 'DB_PASSWORD', 'password_here' );
define( 'DB_HOST', 'localhost' );
/**#@+
 * Authentication unique keys and salts.
 * Change these to different unique phrases! You can generate these using
 * the {@link https://api.wordpress.org/secret-key/1.1/salt/ WordPress.org secret-key service}.
 */
define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );"""


def c_wpconfig_env():
    return f"""<?php
define( 'DB_NAME', getenv( 'WORDPRESS_DB_NAME' ) );
define( 'DB_USER', getenv( 'WORDPRESS_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'DB_HOST', getenv( 'WORDPRESS_DB_HOST' ) ?: 'localhost' );
define( 'WP_MEMORY_LIMIT', '{g.pick(["128M", "256M", "512M"])}' );
define( 'DISALLOW_FILE_EDIT', true );
$table_prefix = 'wp_{g.s("abcdefghijklmnopqrstuvwxyz0123456789", 5)}_';"""


def c_cpanel_docs():
    return g.pick(["To call UAPI with an API token, send the header\n\n    Authorization: cpanel username:APITOKEN\n\nwhere username is the cPanel account name and APITOKEN is the token you created in Manage API Tokens.",
                   "curl -H'Authorization: whm root:${WHM_API_TOKEN}' 'https://${WHM_HOST}:2087/json-api/version?api.version=1'",
                   "export CPANEL_TOKEN=<your-api-token>\n./bin/sync-dns --host server.example.com --user <cpanel-user>"])


def c_token_list():
    rows = "\n".join(f"    - create_time: {r.randint(1760000000, 1790000000)}\n      has_full_access: {g.pick(['1', '0'])}\n      name: {g.pick(['deploy', 'backup', 'zapier', 'ci', 'monitor'])}{r.randint(1, 9)}"
                     for _ in range(r.randint(2, 4)))
    return f"$ uapi Tokens list\n---\napiversion: 3\nfunc: list\nmodule: Tokens\nresult:\n  data:\n{rows}\n  errors: ~\n  status: 1\n"


def c_wp_checksums():
    lines = "\n".join(f"{g.hexs(32)}  wordpress/{p}" for p in g.r.sample(["wp-login.php", "wp-settings.php", "wp-includes/version.php", "wp-admin/index.php", "xmlrpc.php", "wp-cron.php"], 4))
    return f"$ wp core verify-checksums\nWarning: File doesn't verify against checksum: wp-config-sample.php\nSuccess: WordPress installation verifies against checksums.\n$ md5sum -c checksums.md5 | head\n{lines}"


def c_authorized_keys():
    kt = g.pick(["ssh-ed25519", "ssh-rsa"])
    body = "AAAAC3NzaC1lZDI1NTE5AAAAI" + g.b64(24).rstrip("=") if kt == "ssh-ed25519" else "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + g.b64(180).rstrip("=")
    return f"$ cat ~/.ssh/authorized_keys\n{kt} {body} deploy@ci-runner-{r.randint(1, 9)}\n$ cat ~/.ssh/known_hosts | wc -l\n{r.randint(2, 40)}"


def c_htaccess():
    d = dom()
    return f"""# .htaccess (staging)
AuthType Basic
AuthName "Restricted staging"
AuthUserFile /home/{cpuser(d)}/.htpasswds/public_html/passwd
Require valid-user

<IfModule mod_rewrite.c>
RewriteEngine On
RewriteBase /
RewriteRule ^index\\.php$ - [L]
RewriteCond %{{REQUEST_FILENAME}} !-f
RewriteCond %{{REQUEST_FILENAME}} !-d
RewriteRule . /index.php [L]
</IfModule>
# php -- BEGIN cPanel-generated handler, do not edit
<IfModule mime_module>
  AddHandler application/x-httpd-ea-php82 .php .php8 .phtml
</IfModule>"""


def c_backup_list():
    u = cpuser(dom())
    lines = "\n".join(f"-rw------- 1 {u} {u} {r.randint(10**7, 10**9):>10} Nov {r.randint(1, 28):2d} 02:{r.randint(10, 59)} backup-11.{r.randint(1, 28)}.2026_02-{r.randint(10, 59)}-{r.randint(10, 59)}_{u}.tar.gz" for _ in range(3))
    return f"$ ls -l ~/backups\n{lines}\n$ sha256sum backup-*.tar.gz | head -1\n{g.sha256()}  backup-11.2.2026_02-14-09_{u}.tar.gz"


def c_sftp_json_key():
    d = dom()
    return json.dumps({"name": d, "host": host(), "protocol": "sftp", "port": 22, "username": cpuser(d),
                       "privateKeyPath": "~/.ssh/id_ed25519", "passphrase": True, "remotePath": "/home/" + cpuser(d) + "/public_html",
                       "uploadOnSave": False}, indent=2)


def c_plesk_list():
    rows = "\n".join(f"{dom():<28} {g.uuid()}  active   {g.pick(['Default Domain', 'Unlimited', 'Start'])}" for _ in range(3))
    return f"# plesk bin subscription --list-detailed\nNAME                         GUID                                  STATUS   PLAN\n{rows}"


def c_gha_secrets():
    d = dom()
    return f"""      - name: Sync files
        uses: SamKirkland/FTP-Deploy-Action@v4.3.5
        with:
          server: ftp.{d}
          username: ${{{{ secrets.FTP_USERNAME }}}}
          password: ${{{{ secrets.FTP_PASSWORD }}}}
          local-dir: ./dist/
          state-name: .ftp-deploy-sync-state.json"""


def c_pma_docs():
    return "$cfg['blowfish_secret'] = ''; /* YOU MUST FILL IN THIS FOR COOKIE AUTH! */\n\n# The secret should be 32 bytes long; phpMyAdmin generates one automatically if left empty and the tmp dir is writable.\n$cfg['Servers'][$i]['auth_type'] = 'cookie';\n$cfg['Servers'][$i]['AllowNoPassword'] = false;"


def c_access_log():
    d = dom()
    lines = "\n".join(f'{ip()} - - [{r.randint(1, 28):02d}/Nov/2026:{r.randint(0, 23):02d}:{r.randint(10, 59)}:{r.randint(10, 59)} +0000] "GET /wp-content/themes/astra/assets/js/minified/frontend.min.js?ver={g.pick(["4.8.3", "4.6.1"])} HTTP/2.0" 200 {r.randint(1000, 40000)} "https://{d}/" "Mozilla/5.0"'
                      for _ in range(3))
    return f"$ tail -3 ~/access-logs/{d}-ssl_log\n{lines}"


def c_welcome_nopw():
    d = dom()
    return f"""Login Details
Username: {cpuser(d)}
Password: (the password you chose at checkout)

Control Panel URL: https://{host()}:2083/
Nameservers: ns1.sharedbox.eu, ns2.sharedbox.eu
If you forget your password, use "Reset Password" on the login page."""


def c_hook_ls():
    u = cpuser(dom())
    return hook("ls -la ~/public_html | head", f"total 236\ndrwxr-x--- 5 {u} nobody  4096 Nov  2 10:11 .\n-rw-r--r-- 1 {u} {u}   523 Nov  2 10:11 .htaccess\n-rw-r--r-- 1 {u} {u}   405 Feb  6  2020 index.php\n-rw-r--r-- 1 {u} {u}  3339 Nov  2 10:11 wp-config.php\ndrwxr-xr-x 9 {u} {u}  4096 Nov  2 10:11 wp-admin")


def c_image():
    return f"<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB{g.b64(60)}\" />\n<!-- cache-busting: ver={g.hexs(10)} -->"


def c_git_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in g.r.sample(["deploy: bump theme to 4.8.3", "fix: htaccess redirect loop", "chore: update wp-cli.yml", "feat: add staging basic auth", "revert cron change"], 3))


CLEAN_T = [c_wpconfig_sample, c_wpconfig_env, c_cpanel_docs, c_token_list, c_wp_checksums, c_authorized_keys, c_htaccess,
           c_backup_list, c_sftp_json_key, c_plesk_list, c_gha_secrets, c_pma_docs, c_access_log, c_welcome_nopw,
           c_hook_ls, c_image, c_git_log]


def main() -> None:
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = SECRET_T[i % len(SECRET_T)]()
            assert cls in ("self-identifying", "name-context", "structural")
            for s in secrets:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": secrets}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        seen: set[str] = set()
        for i in range(100):
            text = CLEAN_T[i % len(CLEAN_T)]()
            while text in seen:  # fixed texts (docs, samples) appear once; draw another genre instead
                text = g.pick(CLEAN_T)()
            seen.add(text)
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
