"""Seeded generator of the blind source "infracode" (infracode_secrets.jsonl, infracode_clean.jsonl).

Infrastructure-as-code and server configuration as an agent would read it (cat / Read / git diff / kubectl get -o yaml):
Terraform tfvars, HCL and terraform.tfstate JSON, Helm values, Kubernetes Secrets / ConfigMaps / kubeconfig,
kustomize secretGenerator, Ansible inventories / group_vars / host_vars / vault files, docker-compose, systemd units and
drop-ins, nginx / haproxy / Traefik / Caddy configs, Vagrantfiles, cloud-init user-data, Packer, Nomad / Consul,
WireGuard, keepalived, Redis / RabbitMQ / pgbouncer / postfix configs, Jenkins casc, Argo CD repo secrets,
.dockerconfigjson pull secrets.
Written 2026-12-02 by the helper "corpora" without reading memtool's redaction rules or their results; imports nothing
from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_infracode.py
"""
from __future__ import annotations

import base64
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from _tokens import Gen, write  # noqa: E402
from _fill import fill, url_pw  # noqa: E402

g = Gen(1301)
FAMILY = "infracode"

# ---------------------------------------------------------------- self-identifying: «t» = provider token as written
SI_T = [
    "# terraform.tfvars\nregion        = \"eu-west-1\"\ninstance_type = \"t3.small\"\nintegration   = \"«t»\"\nreplicas      = 3\n",
    "$ cat environments/prod/values.yaml\nimage:\n  repository: ghcr.io/acme/«name»\n  tag: «sha7»\nenv:\n  - name: UPSTREAM\n    value: \"«t»\"\n  - name: LOG_LEVEL\n    value: info\n",
    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: «name»-config\n  namespace: prod\ndata:\n  LOG_LEVEL: info\n  NOTIFY_WITH: «t»\n  FEATURE_FLAGS: \"checkout_v2,search_beta\"\n",
    "services:\n  «name»:\n    image: acme/«name»:«sha7»\n    environment:\n      - RUST_LOG=info\n      - EXTERNAL=«t»\n    ports:\n      - \"8080:8080\"\n",
    "# /etc/systemd/system/«name».service.d/override.conf\n[Service]\nEnvironment=\"RUST_LOG=info\"\nEnvironment=\"UPSTREAM_CRED=«t»\"\nRestart=on-failure\n",
    "[«name»_servers]\n«ip» ansible_user=«u» «name»_integration=«t»\n",
    "Vagrant.configure(\"2\") do |config|\n  config.vm.box = \"bento/ubuntu-24.04\"\n  config.vm.provision \"shell\", inline: <<-SHELL\n    echo 'export CI_CRED=«t»' >> /home/vagrant/.profile\n    apt-get update -y\n  SHELL\nend\n",
    "#cloud-config\npackage_update: true\nwrite_files:\n  - path: /etc/«name»/env\n    permissions: '0600'\n    content: |\n      CRED=«t»\nruncmd:\n  - systemctl enable --now «name»\n",
    "{\n  \"version\": 4,\n  \"terraform_version\": \"1.9.8\",\n  \"serial\": «n»,\n  \"lineage\": \"«uuid»\",\n  \"outputs\": {\n    \"integration\": {\n      \"value\": \"«t»\",\n      \"type\": \"string\"\n    }\n  }\n}",
    "job \"«name»\" {\n  group \"app\" {\n    task \"server\" {\n      driver = \"docker\"\n      env {\n        PORT     = \"8080\"\n        UPSTREAM = \"«t»\"\n      }\n    }\n  }\n}\n",
    "location /hooks/ {\n    proxy_pass https://upstream.example.net/;\n    proxy_set_header X-Upstream «t»;\n    proxy_set_header Host upstream.example.net;\n}\n",
    "source \"amazon-ebs\" \"base\" {\n  ami_name      = \"base-{{timestamp}}\"\n  instance_type = \"t3.micro\"\n}\nbuild {\n  sources = [\"source.amazon-ebs.base\"]\n  provisioner \"shell\" {\n    environment_vars = [\"INSTALL_CRED=«t»\"]\n    script = \"scripts/install.sh\"\n  }\n}\n",
    "diff --git a/deploy/compose.prod.yml b/deploy/compose.prod.yml\n@@ -12,6 +12,7 @@ services:\n     environment:\n       NODE_ENV: production\n+      UPSTREAM: «t»\n       PORT: \"3000\"\n",
    "- name: Configure «name»\n  hosts: «name»\n  vars:\n    «name»_upstream: \"«t»\"\n  roles:\n    - «name»\n",
    "$ kubectl get configmap «name»-env -o jsonpath='{.data}'\n{\"LOG_LEVEL\":\"debug\",\"REGION\":\"eu-west-1\",\"UPSTREAM\":\"«t»\"}",
    "unclassified:\n  location:\n    url: https://jenkins.acme.example/\n  globalLibraries:\n    libraries:\n      - name: shared\n        retriever:\n          modernSCM:\n            scm:\n              git:\n                remote: https://git.acme.example/ci/shared.git\n                credentialsId: github\ncredentials:\n  system:\n    domainCredentials:\n      - credentials:\n          - string:\n              id: github\n              secret: \"«t»\"\n",
]
# PEM keys in infra files; «pem» raw, «pemj» JSON-escaped
PEM_T = [
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: «name»-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIB...\n    -----END CERTIFICATE-----\n  tls.key: |\n«pemi»\n",
    "{\n  \"mode\": \"managed\",\n  \"type\": \"tls_private_key\",\n  \"name\": \"deploy\",\n  \"instances\": [\n    {\n      \"attributes\": {\n        \"algorithm\": \"RSA\",\n        \"private_key_pem\": \"«pemj»\\n\",\n        \"rsa_bits\": 4096\n      }\n    }\n  ]\n}",
    "- name: install deploy key\n  copy:\n    dest: /home/«u»/.ssh/id_rsa\n    mode: '0600'\n    content: |\n«pemi6»\n",
    "#cloud-config\nwrite_files:\n  - path: /etc/ssl/private/«name».key\n    permissions: '0600'\n    content: |\n«pemi6»\n",
    "# terraform.tfvars\nssh_private_key = <<EOT\n«pem»\nEOT\n",
    "Vagrant.configure(\"2\") do |config|\n  config.ssh.private_key_path = \"keys/insecure\"\nend\n# keys/insecure:\n«pem»\n",
]

# ---------------------------------------------------------------- name-context: «v»
NC_T = [
    ("pw", "# terraform.tfvars\ndb_username = \"«u»\"\ndb_password = \"«v»\"\ndb_instance_class = \"db.t3.medium\"\n"),
    ("pw", "variable \"admin_password\" {\n  type      = string\n  sensitive = true\n  default   = \"«v»\"\n}\n"),
    ("pw", "resource \"aws_db_instance\" \"main\" {\n  identifier     = \"«db»-prod\"\n  engine         = \"postgres\"\n  username       = \"«u»\"\n  password       = \"«v»\"\n  instance_class = \"db.r6g.large\"\n}\n"),
    ("pw", "{\n  \"type\": \"random_password\",\n  \"name\": \"db\",\n  \"instances\": [{\"attributes\": {\"length\": 24, \"special\": true, \"result\": \"«v»\"}}]\n}"),
    ("pw", "postgresql:\n  auth:\n    username: «u»\n    password: «v»\n    database: «db»\n  primary:\n    persistence:\n      size: 20Gi\n"),
    ("pw", "redis:\n  architecture: standalone\n  auth:\n    enabled: true\n    password: \"«v»\"\n"),
    ("pw", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: «name»-db\ntype: Opaque\nstringData:\n  DB_USER: «u»\n  DB_PASSWORD: \"«v»\"\n"),
    ("b64pw", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: «name»-db\ntype: Opaque\ndata:\n  username: «b64u»\n  password: «v»\n"),
    ("pw", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: «name»-settings\ndata:\n  SMTP_HOST: smtp.acme.example\n  SMTP_PASSWORD: \"«v»\"\n"),
    ("pw", "secretGenerator:\n- name: «name»-creds\n  literals:\n  - username=«u»\n  - password=«v»\n"),
    ("pw", "[db]\n«ip» ansible_user=«u» ansible_password=«v» ansible_become=true\n"),
    ("pw", "# group_vars/all/main.yml\nansible_become_pass: \"«v»\"\nntp_servers:\n  - 0.pool.ntp.org\n"),
    ("pw", "# host_vars/«name»01.yml\nmysql_root_password: «v»\nmysql_databases:\n  - name: «db»\n"),
    ("pw", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: «u»\n      POSTGRES_PASSWORD: «v»\n      POSTGRES_DB: «db»\n"),
    ("pw", "services:\n  mysql:\n    image: mysql:8.4\n    environment:\n      - MYSQL_ROOT_PASSWORD=«v»\n      - MYSQL_DATABASE=«db»\n"),
    ("pw", "[Service]\nUser=«u»\nEnvironment=DB_HOST=«h»\nEnvironment=DB_PASS=«v»\nExecStart=/usr/local/bin/«name»\n"),
    ("pw", "config.vm.provision \"shell\", inline: \"echo '«u»:«v»' | chpasswd\"\n"),
    ("pw", "#cloud-config\nchpasswd:\n  list: |\n    «u»:«v»\n  expire: false\nssh_pwauth: true\n"),
    ("pw", "userlist admins\n    user «u» insecure-password «v»\n\nfrontend stats\n    bind *:8404\n    stats enable\n    stats uri /stats\n"),
    ("pw", "# /etc/redis/redis.conf\nbind 127.0.0.1\nport 6379\nrequirepass «v»\nmaxmemory 512mb\n"),
    ("pw", "# rabbitmq.conf\nlisteners.tcp.default = 5672\ndefault_user = «u»\ndefault_pass = «v»\n"),
    ("pw", "vrrp_instance VI_1 {\n    state MASTER\n    interface eth0\n    virtual_router_id 51\n    authentication {\n        auth_type PASS\n        auth_pass «v»\n    }\n}\n"),
    ("wg", "[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPrivateKey = «v»\n\n[Peer]\nPublicKey = «wgpub»\nAllowedIPs = 10.8.0.2/32\n"),
    ("pw", "jenkins:\n  securityRealm:\n    local:\n      users:\n        - id: «u»\n          password: \"«v»\"\n"),
    ("pw", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: repo-«name»\n  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n  url: https://git.acme.example/«name».git\n  username: «u»\n  password: «v»\n"),
    ("pw", "acl {\n  enabled = true\n  tokens {\n    initial_management = \"«v»\"\n  }\n}\n"),
    ("aws", "resource \"aws_iam_access_key\" \"ci\" {\n  user = aws_iam_user.ci.name\n}\n# terraform show -json | jq .values.outputs\n{\"ci_secret\": {\"sensitive\": true, \"value\": \"«v»\"}}"),
    ("pw", "# /etc/postfix/sasl_passwd\n[smtp.mailprovider.example]:587 «u»@acme.example:«v»\n"),
    ("pw", "$ helm install «name» bitnami/postgresql --set auth.postgresPassword='«v»' --set auth.database=«db»\n"),
    ("pw", "$ kubectl create secret generic «name»-db --from-literal=username=«u» --from-literal=password='«v»' -n prod\nsecret/«name»-db created\n"),
    ("pw", "# .env (read by docker compose)\nCOMPOSE_PROJECT_NAME=«name»\nGRAFANA_ADMIN_PASSWORD=«v»\n"),
    ("hex", "[Unit]\nDescription=«name» worker\n[Service]\nEnvironment=SESSION_SECRET=«v»\nExecStart=/opt/«name»/bin/worker\n"),
    ("b64", "# group_vars/web.yml\ndjango_secret_key: \"«v»\"\nallowed_hosts: [\"acme.example\"]\n"),
    ("pw", "define host {\n  host_name «name»01\n}\n# resource.cfg\n$USER3$=«u»\n$USER4$=«v»   # nagios db password\n"),
    ("pw", "Sie finden das Passwort für den Bastion-Host in der Vagrantfile: config.ssh.password = \"«v»\"\n"),
    ("hex", "signing:\n  webhook_signature_secret: «v»\n  algorithm: sha256\n"),
    ("pw", "[program:«name»]\ncommand=/opt/«name»/run.sh\nenvironment=DB_USER=\"«u»\",DB_PASSWORD=\"«v»\"\n"),
    ("pw", "# hieradata/common.yaml\nprofile::db::root_password: '«v»'\nprofile::db::version: '16'\n"),
    ("pw", "# pillar/mysql.sls\nmysql:\n  server:\n    root_password: «v»\n    bind-address: 127.0.0.1\n"),
    ("pw", "{\n  \"id\": \"«name»\",\n  \"db_user\": \"«u»\",\n  \"db_password\": \"«v»\"\n}"),
    ("pw", "[\n  {\"ParameterKey\": \"Env\", \"ParameterValue\": \"prod\"},\n  {\"ParameterKey\": \"MasterUserPassword\", \"ParameterValue\": \"«v»\"}\n]"),
    ("pw", "{\n  \"$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#\",\n  \"parameters\": {\n    \"administratorLogin\": {\"value\": \"«u»\"},\n    \"administratorLoginPassword\": {\"value\": \"«v»\"}\n  }\n}"),
    ("pw", "# Pulumi.prod.yaml\nconfig:\n  aws:region: eu-west-1\n  «name»:dbPassword: «v»\n"),
    ("pw", "# .kamal/secrets\nKAMAL_REGISTRY_PASSWORD=«v»\nRAILS_MASTER_KEY=$(cat config/master.key)\n"),
    ("pw", "# ~/.config/containers/systemd/«name».container\n[Container]\nImage=ghcr.io/acme/«name»:latest\nEnvironment=ADMIN_PASSWORD=«v»\nPublishPort=8080:8080\n"),
    ("pw", "# slapd.conf\ndatabase mdb\nsuffix \"dc=acme,dc=example\"\nrootdn \"cn=admin,dc=acme,dc=example\"\nrootpw «v»\n"),
    ("pw", "# pgbouncer.ini\n[databases]\n«db» = host=«h» port=5432 dbname=«db» user=«u» password=«v»\n"),
]

# ---------------------------------------------------------------- structural: «v»
ST_T = [
    ("pw", "# terraform.tfvars\ndatabase_url = \"postgresql://«u»:«v»@«h»:5432/«db»?sslmode=require\"\n"),
    ("pw", "env:\n  - name: DATABASE_URL\n    value: \"mysql://«u»:«v»@«h»:3306/«db»\"\n"),
    ("pw", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: «name»\ndata:\n  CELERY_BROKER_URL: amqp://«u»:«v»@«h»:5672/«name»\n"),
    ("pw", "services:\n  «name»:\n    environment:\n      REDIS_URL: redis://:«v»@redis:6379/0\n"),
    ("pw", "[Service]\nEnvironment=MONGO_URI=mongodb://«u»:«v»@mongo-0.mongo:27017,mongo-1.mongo:27017/«db»?replicaSet=rs0\n"),
    ("basic", "location /metrics {\n    proxy_pass http://127.0.0.1:9100;\n    proxy_set_header Authorization \"Basic «v»\";\n}\n"),
    ("tok", "backend «name»\n    http-request set-header Authorization \"Bearer «v»\"\n    server s1 «ip»:8080 check\n"),
    ("pw", "listen stats\n    bind :9000\n    stats enable\n    stats auth «u»:«v»\n"),
    ("dockercfg", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\nstringData:\n  .dockerconfigjson: '{\"auths\":{\"registry.acme.example\":{\"auth\":\"«v»\"}}}'\n"),
    ("pw", "- name: add helm repo\n  command: helm repo add internal https://charts.acme.example --username «u» --password '«v»'\n"),
    ("pw", "- name: clone app\n  git:\n    repo: https://«u»:«v»@git.acme.example/platform/«name».git\n    dest: /opt/«name»\n"),
    ("tok", "resource \"http\" \"health\" {\n  url = \"https://status.acme.example/api/v1/check?api_key=«v»&region=eu\"\n}\n"),
    ("tok", "scrape_configs:\n  - job_name: «name»\n    metrics_path: /metrics\n    params:\n      token: [\"«v»\"]\n    static_configs:\n      - targets: [\"«ip»:9102\"]\n"),
    ("pw", "provider \"postgresql\" {\n  host     = \"«h»\"\n  username = \"«u»\"\n  password = \"«v»\"\n  sslmode  = \"require\"\n}\n"),
    ("pw", "[«name»]\n«ip» ansible_connection=winrm ansible_winrm_transport=ntlm ansible_user=«u» ansible_password=«v»\n"),
    ("pw", "Server=«h»;Database=«db»;User Id=«u»;Password=«v»;Encrypt=True;\n"),
    ("pw", "ConnectionStrings__Default: \"Host=«h»;Port=5432;Database=«db»;Username=«u»;Password=«v»\"\n"),
    ("pw", "# traefik dynamic config\nhttp:\n  services:\n    «name»:\n      loadBalancer:\n        servers:\n          - url: \"http://«u»:«v»@«ip»:8080\"\n"),
    ("pw", "config.vm.synced_folder \"//fileserver/share\", \"/mnt/share\", type: \"smb\", smb_username: \"«u»\", smb_password: \"«v»\"\n"),
    ("pw", "sources:\n  - name: internal\n    url: https://«u»:«v»@pypi.acme.example/simple\n"),
    ("basic", "$ kubectl get secret regcred -o jsonpath='{.data.\\.dockerconfigjson}' | base64 -d\n{\"auths\":{\"ghcr.io\":{\"username\":\"«u»\",\"auth\":\"«v»\"}}}"),
    ("pw", "job \"«name»\" {\n  group \"g\" {\n    task \"t\" {\n      artifact {\n        source = \"https://«u»:«v»@artifacts.acme.example/«name»-1.2.tar.gz\"\n      }\n    }\n  }\n}\n"),
    ("pw", "$ ansible-playbook site.yml -i inventory -e 'ansible_user=«u» ansible_password=«v»'\n"),
    ("pw", "smtp:\n  host: smtp.acme.example\n  user: «u»@acme.example\n  pass: «v»\n"),
    ("pw", "inputs = {\n  db_url = \"postgres://«u»:«v»@«h»:5432/«db»\"\n}\n# terragrunt.hcl\n"),
    ("pw", "# Caddyfile\n:8080 {\n  reverse_proxy https://«u»:«v»@«h»:8443\n}\n"),
    ("tok", "static_resources:\n  clusters:\n  - name: «name»\n    health_checks:\n    - http_health_check:\n        path: \"/healthz?token=«v»\"\n"),
]

# ---------------------------------------------------------------- clean texts (look-alikes)
CLEAN_T = [
    "# terraform.tfvars\ndb_username = \"«u»\"\ndb_password = var.db_password   # set via TF_VAR_db_password in CI\nregion      = \"eu-west-1\"\n",
    "resource \"aws_db_instance\" \"main\" {\n  username = \"«u»\"\n  password = random_password.db.result\n  manage_master_user_password = false\n}\n",
    "resource \"random_password\" \"db\" {\n  length  = 24\n  special = true\n}\n",
    "{\n  \"version\": 4,\n  \"terraform_version\": \"1.9.8\",\n  \"serial\": «n»,\n  \"lineage\": \"«uuid»\",\n  \"outputs\": {\n    \"lb_dns\": {\"value\": \"«name»-«n».eu-west-1.elb.amazonaws.com\", \"type\": \"string\"}\n  }\n}",
    "postgresql:\n  auth:\n    existingSecret: «name»-db\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password\n",
    "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: «name»-db\n        key: password\n",
    "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: «name»-db\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: kv/«name»/db\n        property: password\n",
    "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: «name»-db\nspec:\n  encryptedData:\n    password: AgB«hex32»«hex32»Xk9\n",
    "db_password: ENC[AES256_GCM,data:«hex16»,iv:«b64t»,tag:«b64t»,type:str]\nsops:\n  kms:\n    - arn: arn:aws:kms:eu-west-1:123456789012:key/«uuid»\n",
    "$ cat group_vars/all/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n«hex32»«hex32»\n«hex32»«hex32»\n«hex16»«hex16»\n",
    "# group_vars/all/main.yml\nmysql_root_password: \"{{ vault_mysql_root_password }}\"\nansible_become_pass: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/ansible:become') }}\"\n",
    "services:\n  db:\n    image: postgres:16@sha256:«sha256»\n    environment:\n      POSTGRES_USER: «u»\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt\n",
    "services:\n  «name»:\n    environment:\n      DATABASE_URL: postgres://«u»:${POSTGRES_PASSWORD}@db:5432/«db»\n",
    "[Service]\nEnvironmentFile=/etc/«name»/env\nLoadCredential=db-password:/etc/credstore/«name».db-password\nExecStart=/usr/local/bin/«name» --password-file=${CREDENTIALS_DIRECTORY}/db-password\n",
    "location /admin {\n    auth_basic \"Restricted\";\n    auth_basic_user_file /etc/nginx/.htpasswd;\n    proxy_pass http://127.0.0.1:8080;\n}\n",
    "image:\n  repository: ghcr.io/acme/«name»\n  tag: «sha7»\n  digest: sha256:«sha256»\npodAnnotations:\n  checksum/config: «sha256»\n",
    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: «name»-config\n  uid: «uuid»\n  resourceVersion: \"«n»\"\ndata:\n  LOG_LEVEL: info\n  PASSWORD_MIN_LENGTH: \"12\"\n  SESSION_TTL: 8h\n",
    "Vagrant.configure(\"2\") do |config|\n  config.vm.box = \"bento/ubuntu-24.04\"\n  config.vm.box_download_checksum = \"«sha256»\"\n  config.vm.box_download_checksum_type = \"sha256\"\nend\n",
    "#cloud-config\nusers:\n  - name: «u»\n    ssh_authorized_keys:\n      - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«hex16»«hex16» «u»@laptop\n    lock_passwd: true\nssh_pwauth: false\n",
    "# README for the infra repo\nPasswords never go into this repo. Put them in Vault (kv/infra/...) and reference them with\n`{{ lookup('hashi_vault', ...) }}` in Ansible or a data \"vault_kv_secret_v2\" block in Terraform.\nRotate the database password with `make rotate-db`.",
    "# terraform.tfvars.example\ndb_username = \"app\"\ndb_password = \"CHANGE_ME\"\napi_token   = \"<your-token-here>\"\n",
    "env:\n  - name: GIT_COMMIT\n    value: \"«sha»\"\n  - name: BUILD_ID\n    value: \"«uuid»\"\n  - name: FIXTURE\n    value: \"«b64t»\"\n",
    "[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = <paste the output of `wg genkey` here>\n\n[Peer]\nPublicKey = «wgpub»\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.8.0.0/24\n",
    "$ kubectl get secret «name»-db -o yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: «name»-db\n  namespace: prod\n  uid: «uuid»\ntype: Opaque\n# data hidden: 2 keys (password, username)\n",
    "- name: set mysql root password\n  mysql_user:\n    name: root\n    password: \"{{ mysql_root_password }}\"\n    no_log: true\n",
    "provider \"postgresql\" {\n  host     = \"«h»\"\n  username = \"«u»\"\n  password = data.vault_kv_secret_v2.db.data[\"password\"]\n}\n",
    "global\n    log stdout format raw local0\ndefaults\n    timeout connect 5s\nfrontend http\n    bind *:80\n    default_backend «name»\nbackend «name»\n    server s1 «ip»:8080 check\n",
    "diff --git a/charts/«name»/Chart.yaml b/charts/«name»/Chart.yaml\n-version: 1.4.«n»\n+version: 1.4.«n»\n annotations:\n-  artifacthub.io/signKey: fingerprint: «hex16»«hex16»\n",
    "$ terraform plan\n  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"«db»-prod\"\n    }\nPlan: 0 to add, 1 to change, 0 to destroy.",
    "secretGenerator:\n- name: «name»-creds\n  envs:\n  - secrets/«name».env   # gitignored, created by `make secrets`\n",
    "apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: «name»\n  annotations:\n    eks.amazonaws.com/role-arn: arn:aws:iam::123456789012:role/«name»-irsa\n",
    "# redis.conf\nbind 127.0.0.1\nport 6379\n# requirepass foobared\nmaxmemory 512mb\n",
    "PasswordAuthentication no\nPubkeyAuthentication yes\nAuthorizedKeysFile .ssh/authorized_keys\nPermitRootLogin prohibit-password\n",
    "# hieradata/common.yaml\nprofile::db::root_password: ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAxggEhMIIBHQIBADAFMAACAQEw«hex32»]\n",
    "# Pulumi.prod.yaml\nconfig:\n  aws:region: eu-west-1\n  «name»:dbPassword:\n    secure: v1:«b64t»:«hex32»\n",
    "[\n  {\"ParameterKey\": \"MasterUserPassword\", \"ParameterValue\": \"{{resolve:secretsmanager:prod/«name»/db:SecretString:password}}\"}\n]",
    "# .kamal/secrets\nKAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD\nRAILS_MASTER_KEY=$(cat config/master.key)\nDB_PASSWORD=$(op read op://infra/«name»-db/password)\n",
    "Note: the kubeconfig uses `exec: aws eks get-token`, so there is no static token in it. If `kubectl` says \"You must be logged in\", run `aws sso login --profile prod`.",
]


def wgkey() -> str:
    return base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()


def nc_value(kind: str) -> tuple[str, dict]:
    if kind == "pw":
        return g.pw(), {}
    if kind == "hex":
        return g.hexs(g.pick([32, 40, 64])), {}
    if kind == "aws":
        return g.aws_secret(), {}
    if kind == "b64":
        return g.b64(g.pick([32, 48])), {}
    if kind == "wg":
        return wgkey(), {"wgpub": wgkey()}
    if kind == "b64pw":
        u = g.pick(["app", "svc_api", "admin"])
        return base64.b64encode(g.pw().encode()).decode(), {"b64u": base64.b64encode(u.encode()).decode()}
    raise ValueError(kind)


def st_value(kind: str) -> tuple[str, dict]:
    if kind == "pw":
        return url_pw(g), {}
    if kind == "tok":
        return g.pick([g.hexs(40), g.b64url(24), g.s("abcdefghijklmnopqrstuvwxyz0123456789", 32)]), {}
    if kind in ("basic", "dockercfg"):
        return base64.b64encode(f"{g.pick(['ci', 'deploy', 'robot$pull', 'admin'])}:{g.pw()}".encode()).decode(), {}
    raise ValueError(kind)


def secrets_rows():
    rows = []
    for i in range(72):
        name, tok, marked = g.self_identifying()
        rows.append(("self-identifying", fill(g, SI_T[i % len(SI_T)], t=tok), marked))
    for i in range(14):
        block, line = g.pem()
        tpl = PEM_T[i % len(PEM_T)]
        pemi = "\n".join("    " + l for l in block.split("\n"))
        rows.append(("self-identifying", fill(g, tpl, pem=block, pemj=block.replace("\n", "\\n"), pemi=pemi,
                                 pemi6="\n".join("      " + l for l in block.split("\n"))), line))
    for i in range(94):
        kind, tpl = NC_T[i % len(NC_T)]
        v, extra = nc_value(kind)
        rows.append(("name-context", fill(g, tpl, v=v, **extra), v))
    for i in range(70):
        kind, tpl = ST_T[i % len(ST_T)]
        v, extra = st_value(kind)
        rows.append(("structural", fill(g, tpl, v=v, **extra), v))
    return rows


def clean_rows():
    out = []
    i = 0
    while len(out) < 100:
        t = fill(g, CLEAN_T[i % len(CLEAN_T)], wgpub=wgkey())
        i += 1
        if t not in out:
            out.append(t)
    return out


def main() -> None:
    write(HERE, FAMILY, secrets_rows(), clean_rows())


if __name__ == "__main__":
    main()
