"""Blind redaction source "middleware": on-prem enterprise middleware — LDAP/AD binds, message brokers, Java app
servers (round 11).

Written 2026-12-02 by the helper "corpora", blind to memtool's detection. Stdlib + _tokens.py only; seeded, so a rerun
writes middleware_secrets.jsonl and middleware_clean.jsonl byte-identical. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B32, B62, HEX, UPPER, URLSAFE, Gen, write

FAMILY = "middleware"
g = Gen(110_003)
SI, NC, ST = "self-identifying", "name-context", "structural"
T: dict[str, list] = {SI: [], NC: [], ST: []}
LOWER = string.ascii_lowercase


def t(cls):
    def deco(fn):
        T[cls].append(fn)
        return fn
    return deco


def dc():
    return g.pick(["dc=corp,dc=acme,dc=com", "dc=northwind,dc=local", "dc=example,dc=org", "ou=svc,dc=kh,dc=de",
                   "dc=uni-nord,dc=de", "o=bluepeak"])


def bind_dn():
    return g.pick(["cn=admin,", "cn=svc-gitlab,ou=services,", "uid=nslcd,ou=system,", "cn=readonly,", "CN=svc_ldap,OU=Service Accounts,"]) + dc()


def mhost():
    return g.pick(["mq01.corp.local", "rabbit-0.rabbit.svc", "10.4.2.11", "kafka-1.internal", "activemq.prod.lan",
                   "wls-admin.acme.local", "ldap.northwind.local", "dc01.corp.acme.com", "nats.edge.internal"])


def nkey_seed():
    return "SU" + g.s(B32, 56)


def nkey_pub(p="U"):
    return p + g.s(B32, 55)


def agent(cmd, out):
    return json.dumps({"tool_use": {"name": "Bash", "input": {"command": cmd}}, "result": {"stdout": out, "exit_code": 0}},
                      ensure_ascii=False)


def read(path, body):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path}, "tool_response": {"content": body}}, ensure_ascii=False)


# ---------------------------------------------------------------- self-identifying
@t(SI)
def si_nats_creds(g):
    seed = nkey_seed()
    jwt = g.jwt(nkey_pub())
    k = g.r.randint(0, 2)
    body = (f"-----BEGIN NATS USER JWT-----\n{jwt}\n------END NATS USER JWT------\n\n************************* IMPORTANT *************************\n"
            f"NKEY Seed printed below can be used to sign and prove identity.\nNKEYs are sensitive and should be treated as secrets.\n\n"
            f"-----BEGIN USER NKEY SEED-----\n{seed}\n------END USER NKEY SEED------")
    if k == 0:
        text = f"$ cat ~/.local/share/nats/nsc/keys/creds/ACME/APP/orders.creds\n{body}"
    elif k == 1:
        text = read("deploy/nats/orders.creds", body)
    else:
        text = f"authorization {{\n  users = [\n    {{ nkey: {nkey_pub()} }}\n  ]\n}}\n# seed for the orders service: {seed}"
    return SI, text, seed


@t(SI)
def si_pem(g):
    block, mark = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY"]))
    return SI, g.pick([
        f"$ openssl pkcs12 -in wls-identity.p12 -nocerts -nodes -passin env:P12PASS\nBag Attributes\n    friendlyName: wls-identity\n{block}",
        f"# /etc/openldap/certs/ldap.key\n{block}",
        f"Kafka broker won't start with SSL, here's the key I converted from the JKS (test env only!):\n{block}",
        f"$ kubectl get secret rabbitmq-tls -o jsonpath='{{.data.tls\\.key}}' | base64 -d\n{block}",
    ]), mark


@t(SI)
def si_generic(g):
    name, tok, mark = g.self_identifying()
    return SI, g.pick([
        f"# $CATALINA_BASE/bin/setenv.sh\nexport JAVA_OPTS=\"$JAVA_OPTS -Xmx2g\"\nexport {name.upper()}_TOKEN=\"{tok}\"",
        f"# wildfly standalone.conf\nJAVA_OPTS=\"$JAVA_OPTS -Dalerts.token={tok}\"",
        f"[mq-ops] consumer lag alert hook: {tok} (from the old Nagios box)",
        agent("docker inspect activemq --format '{{json .Config.Env}}'", json.dumps(["ACTIVEMQ_OPTS=-Xmx1g", f"ALERT_TOKEN={tok}", "TZ=UTC"])),
        f"spring:\n  rabbitmq:\n    host: {mhost()}\n    username: orders\n    password: ${{RABBIT_PASSWORD}}\nnotify:\n  token: {tok}",
    ]), mark


# ---------------------------------------------------------------- name-context
@t(NC)
def nc_ldap_cli(g):
    pw = g.pw()
    return NC, g.pick([
        f"$ ldapsearch -x -H ldap://{mhost()} -D \"{bind_dn()}\" -w {pw} -b \"{dc()}\" \"(uid=jdoe)\" mail memberOf",
        f"$ ldapmodify -x -D \"cn=admin,{dc()}\" -w '{pw}' -f add-group.ldif\nmodifying entry \"cn=devs,ou=groups,{dc()}\"",
        f"$ ldappasswd -x -D \"cn=admin,{dc()}\" -w {pw} -S \"uid=jdoe,ou=people,{dc()}\"",
        f"PS> $cred = New-Object PSCredential('CORP\\svc_ldap', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))\nPS> Get-ADUser -Filter * -Credential $cred -Server dc01",
    ]), pw


@t(NC)
def nc_ldap_conf(g):
    pw = g.pw()
    return NC, g.pick([
        f"[domain/corp]\nid_provider = ldap\nldap_uri = ldaps://{mhost()}\nldap_search_base = {dc()}\nldap_default_bind_dn = {bind_dn()}\nldap_default_authtok_type = password\nldap_default_authtok = {pw}",
        f"# /etc/nslcd.conf\nuri ldap://{mhost()}/\nbase {dc()}\nbinddn {bind_dn()}\nbindpw {pw}\nssl start_tls",
        f"AuthLDAPURL \"ldap://{mhost()}/{dc()}?uid\"\nAuthLDAPBindDN \"{bind_dn()}\"\nAuthLDAPBindPassword \"{pw}\"\nRequire ldap-group cn=devs,ou=groups,{dc()}",
        f"database mdb\nsuffix \"{dc()}\"\nrootdn \"cn=admin,{dc()}\"\nrootpw {pw}\ndirectory /var/lib/ldap",
        f"main:\n  label: 'LDAP'\n  host: '{mhost()}'\n  port: 636\n  uid: 'sAMAccountName'\n  bind_dn: '{bind_dn()}'\n  password: '{pw}'\n  encryption: 'simple_tls'",
        f"spring.ldap.urls=ldap://{mhost()}:389\nspring.ldap.base={dc()}\nspring.ldap.username={bind_dn()}\nspring.ldap.password={pw}",
    ]), pw


@t(NC)
def nc_ldap_code(g):
    pw = g.pw()
    return NC, g.pick([
        f"server = Server('ldaps://{mhost()}', get_info=ALL)\nconn = Connection(server, '{bind_dn()}', '{pw}', auto_bind=True)",
        f"l = ldap.initialize('ldap://{mhost()}')\nl.simple_bind_s('{bind_dn()}', '{pw}')",
        f"env.put(Context.SECURITY_PRINCIPAL, \"{bind_dn()}\");\nenv.put(Context.SECURITY_CREDENTIALS, \"{pw}\");\nDirContext ctx = new InitialDirContext(env);",
        f"$ cat /etc/ldap.secret\n{pw}",
    ]), pw


@t(NC)
def nc_rabbit(g):
    pw = g.pw()
    return NC, g.pick([
        f"$ rabbitmqctl add_user orders {pw}\nAdding user \"orders\" ...\n$ rabbitmqctl set_permissions -p /shop orders \".*\" \".*\" \".*\"",
        f"$ rabbitmqctl change_password admin '{pw}'\nChanging password for user \"admin\" ...",
        f"# rabbitmq.conf\nloopback_users.guest = false\ndefault_user = admin\ndefault_pass = {pw}\nlisteners.tcp.default = 5672",
        f"  rabbitmq:\n    image: rabbitmq:3.13-management\n    environment:\n      RABBITMQ_DEFAULT_USER: admin\n      RABBITMQ_DEFAULT_PASS: {pw}",
        f"factory = pika.PlainCredentials('orders', '{pw}')\nconn = pika.BlockingConnection(pika.ConnectionParameters('{mhost()}', 5672, '/shop', factory))",
    ]), pw


@t(NC)
def nc_activemq(g):
    pw = g.pw()
    return NC, g.pick([
        f"<simpleAuthenticationPlugin>\n  <users>\n    <authenticationUser username=\"system\" password=\"{pw}\" groups=\"users,admins\"/>\n  </users>\n</simpleAuthenticationPlugin>",
        f"$ ./artemis create /var/lib/broker1 --user admin --password {pw} --require-login --http-host 0.0.0.0",
        f"spring.activemq.broker-url=tcp://{mhost()}:61616\nspring.activemq.user=orders\nspring.activemq.password={pw}",
        f"$ tibemsadmin -server tcp://{mhost()}:7222 -user admin -password {pw}\nConnected to: tcp://{mhost()}:7222",
        f"ConnectionFactory cf = new ActiveMQConnectionFactory(\"tcp://{mhost()}:61616\");\nConnection c = cf.createConnection(\"orders\", \"{pw}\");",
    ]), pw


@t(NC)
def nc_kafka(g):
    pw = g.pw()
    k = g.r.randint(0, 5)
    if k == 0:
        text = (f"KafkaServer {{\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  username=\"admin\"\n"
                f"  password=\"{pw}\"\n  user_admin=\"{pw}\";\n}};")
    elif k == 1:
        text = f"sasl.mechanism=SCRAM-SHA-512\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"orders\" password=\"{pw}\";"
    elif k == 2:
        text = f"$ kafka-configs.sh --bootstrap-server {mhost()}:9092 --alter --add-config 'SCRAM-SHA-512=[iterations=8192,password={pw}]' --entity-type users --entity-name orders\nCompleted updating config for user orders."
    elif k == 3:
        text = f"ssl.truststore.location=/etc/kafka/truststore.jks\nssl.truststore.password=changeit\nssl.keystore.location=/etc/kafka/kafka.keystore.jks\nssl.keystore.password={pw}\nssl.key.password=${{KEY_PW}}"
    elif k == 4:
        text = f"conf = {{'bootstrap.servers': '{mhost()}:9093', 'security.protocol': 'SASL_SSL', 'sasl.mechanisms': 'PLAIN',\n        'sasl.username': '{g.s(UPPER + string.digits, 16)}', 'sasl.password': '{pw}'}}"
    else:
        text = f"$ keytool -importkeystore -srckeystore broker.p12 -srcstoretype PKCS12 -srcstorepass {pw} -destkeystore broker.jks -deststorepass ${{JKS_PASS}}"
    return NC, text, pw


@t(NC)
def nc_ibmmq(g):
    pw = g.pw()
    return NC, g.pick([
        f"cf.setStringProperty(WMQConstants.USERID, \"app\");\ncf.setStringProperty(WMQConstants.PASSWORD, \"{pw}\");\ncf.setStringProperty(WMQConstants.WMQ_QUEUE_MANAGER, \"QM1\");",
        f"$ docker run -d -e LICENSE=accept -e MQ_QMGR_NAME=QM1 -e MQ_APP_PASSWORD={pw} -p 1414:1414 icr.io/ibm-messaging/mq:latest",
        f"ibm.mq.queueManager=QM1\nibm.mq.channel=DEV.APP.SVRCONN\nibm.mq.connName={mhost()}(1414)\nibm.mq.user=app\nibm.mq.password={pw}",
    ]), pw


@t(NC)
def nc_tomcat(g):
    pw = g.pw()
    return NC, g.pick([
        f"<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n  <user username=\"deployer\" password=\"{pw}\" roles=\"manager-gui,manager-script\"/>\n</tomcat-users>",
        f"<Resource name=\"jdbc/OrdersDB\" auth=\"Container\" type=\"javax.sql.DataSource\"\n          username=\"orders\" password=\"{pw}\"\n          driverClassName=\"oracle.jdbc.OracleDriver\" url=\"jdbc:oracle:thin:@//db01:1521/ORCL\"/>",
        f"<Connector port=\"8443\" protocol=\"org.apache.coyote.http11.Http11NioProtocol\" SSLEnabled=\"true\"\n  keystoreFile=\"conf/.keystore\" keystorePass=\"{pw}\" />",
        f"$ mvn tomcat7:redeploy -Dtomcat.username=deployer -Dtomcat.password={pw}",
    ]), pw


@t(NC)
def nc_jboss(g):
    pw = g.pw()
    return NC, g.pick([
        f"<datasource jndi-name=\"java:/OrdersDS\" pool-name=\"OrdersDS\">\n  <connection-url>jdbc:postgresql://db01:5432/orders</connection-url>\n  <security>\n    <user-name>orders</user-name>\n    <password>{pw}</password>\n  </security>\n</datasource>",
        f"$ ./bin/add-user.sh -u admin -p '{pw}' -g admin\nAdded user 'admin' to file '/opt/wildfly/standalone/configuration/mgmt-users.properties'",
        f"$ ./bin/jboss-cli.sh --connect --controller={mhost()}:9990 --user=admin --password={pw} --command=':read-attribute(name=server-state)'",
    ]), pw


@t(NC)
def nc_weblogic(g):
    pw = g.pw()
    return NC, g.pick([
        f"$ cat $DOMAIN_HOME/servers/AdminServer/security/boot.properties\nusername=weblogic\npassword={pw}",
        f"connect('weblogic', '{pw}', 't3://{mhost()}:7001')\nedit()\nstartEdit()",
        f"$ java weblogic.Deployer -adminurl t3://{mhost()}:7001 -username weblogic -password {pw} -deploy orders.ear",
        f"com.ibm.SOAP.loginUserid=wasadmin\ncom.ibm.SOAP.loginPassword={pw}",
    ]), pw


@t(NC)
def nc_nats_conf(g):
    pw = g.pw()
    return NC, g.pick([
        f"authorization {{\n  users = [\n    {{ user: orders, password: \"{pw}\" }}\n    {{ user: monitor, password: $MONITOR_PASS }}\n  ]\n}}",
        f"nc, err := nats.Connect(\"nats://{mhost()}:4222\", nats.UserInfo(\"orders\", \"{pw}\"))",
    ]), pw


@t(NC)
def nc_chat(g):
    pw = g.pw()
    return NC, g.pick([
        f"the AD bind account for Jenkins is CORP\\svc_jenkins and the pw is {pw}, it doesn't expire",
        f"WebLogic console login on UAT: weblogic / {pw}",
        f"Kann mir jemand das Passwort für den RabbitMQ-admin auf prod geben? — klar: {pw}",
        f"Incident note 12:40: rotated the broker password for 'orders' to {pw}, apps restarted",
        f"for the MQ explorer use user app, password {pw}, channel DEV.APP.SVRCONN",
    ]), pw


@t(NC)
def nc_log(g):
    pw = g.pw()
    return NC, g.pick([
        f"2026-12-01 09:12:03.441 DEBUG o.s.l.c.s.AbstractContextSource - Got Ldap context on server 'ldap://{mhost()}:389'; principal={bind_dn()} credentials={pw}",
        f"####<Dec 1, 2026 9:13:02 AM UTC> <Info> <Deployer> <BEA-149060> <Module orders.ear ... args: -username weblogic -password {pw}>",
        f"[2026-12-01 10:00:01,112] INFO KafkaConfig values: \n\tsasl.jaas.config = [hidden]\n\tssl.keystore.password = {pw}\n\tssl.keystore.type = JKS",
    ]), pw


@t(NC)
def nc_mule(g):
    pw = g.pw()
    return NC, g.pick([
        f"# mule-app.properties\ndb.host=db01\ndb.user=mule\ndb.password={pw}\nsftp.user=edi\nsftp.password=![{g.b64(24)}]",
        f"solace:\n  java:\n    host: tcps://{mhost()}:55443\n    msg-vpn: default\n    client-username: orders\n    client-password: {pw}",
    ]), pw


# ---------------------------------------------------------------- structural
@t(ST)
def st_amqp(g):
    pw = g.machine_pw() if g.r.random() < .6 else g.human_pw()
    return ST, g.pick([
        f"CELERY_BROKER_URL=amqp://celery:{pw}@{mhost()}:5672/prod",
        f"spring.rabbitmq.addresses=amqps://orders:{pw}@{mhost()}:5671/shop",
        f"BROKER_URL=\"amqp://admin:{pw}@rabbitmq:5672//\"",
        f"  File \"/app/worker.py\", line 12, in <module>\n    conn = kombu.Connection('amqp://worker:{pw}@{mhost()}:5672/')\nConnectionRefusedError: [Errno 111] Connection refused",
        f"nats://orders:{pw}@{mhost()}:4222",
        f"failover:(tcp://admin:{pw}@amq1:61616,tcp://amq2:61616)?randomize=false",
        f"stomp+ssl://orders:{pw}@{mhost()}:61614",
    ]), pw


@t(ST)
def st_curl(g):
    pw = g.pw()
    return ST, g.pick([
        f"$ curl -s -u admin:{pw} http://{mhost()}:15672/api/queues/%2Fshop | jq '.[].messages'",
        f"$ curl -u admin:{pw} 'http://{mhost()}:8161/api/jolokia/read/org.apache.activemq:type=Broker,brokerName=localhost/TotalMessageCount'",
        agent(f"curl -su weblogic:{pw} http://{mhost()}:7001/management/weblogic/latest/domainRuntime/serverRuntimes?fields=name,state",
              "{\"items\": [{\"name\": \"AdminServer\", \"state\": \"RUNNING\"}]}"),
        f"$ curl --user 'deployer:{pw}' -T orders.war 'http://{mhost()}:8080/manager/text/deploy?path=/orders&update=true'\nOK - Deployed application at context path [/orders]",
    ]), pw


@t(ST)
def st_props_pair(g):
    pw = g.pw()
    return ST, g.pick([
        f"# conf/users.properties\nadmin={pw}\n# conf/groups.properties\nadmins=admin",
        f"# jetty-realm.properties\n# username: password [,rolename ...]\nadmin: {pw}, admin\nuser: ${{USER_PW}}, user",
        f"[zk: localhost:2181(CONNECTED) 0] addauth digest kafka:{pw}\n[zk: localhost:2181(CONNECTED) 1] getAcl /brokers",
        f"machine {mhost()}\nlogin svc_deploy\npassword {pw}",
    ]), pw


@t(ST)
def st_jdbc(g):
    pw = g.machine_pw()
    return ST, g.pick([
        f"<connection-url>jdbc:oracle:thin:orders/{pw}@//db01.corp.local:1521/ORCL</connection-url>",
        f"jdbc:sqlserver://sql01:1433;databaseName=bpm;user=camunda;password={pw};encrypt=true",
        f"jdbc:mysql://db01:3306/activemq?user=amq&password={pw}&relaxAutoCommit=true",
    ]), pw


@t(ST)
def st_header(g):
    k = g.r.randint(0, 1)
    if k == 0:
        v = base64.b64encode(f"admin:{g.machine_pw()}".encode()).decode()
        text = f"GET /api/overview HTTP/1.1\nHost: {mhost()}:15672\nAuthorization: Basic {v}\nAccept: application/json"
    else:
        v = base64.b64encode(f"weblogic:{g.human_pw()}".encode()).decode()
        text = f"headers = {{'Authorization': 'Basic {v}', 'X-Requested-By': 'MyClient'}}\nr = requests.get(WLS + '/management/weblogic/latest/serverRuntime', headers=headers)"
    return ST, text, v


# ---------------------------------------------------------------- clean
def clean_texts():
    gens = [
        lambda: f"database mdb\nsuffix \"{dc()}\"\nrootdn \"cn=admin,{dc()}\"\nrootpw {{SSHA}}{g.b64(24)}\ndirectory /var/lib/ldap",
        lambda: f"$ ldapsearch -x -H ldaps://{mhost()} -D \"{bind_dn()}\" -y ~/.ldap_pw -b \"{dc()}\" \"(cn=devs)\" member",
        lambda: f"$ ldapsearch -x -W -D \"cn=admin,{dc()}\" -b \"{dc()}\" uid=jdoe entryUUID\nEnter LDAP Password:\ndn: uid=jdoe,ou=people,{dc()}\nentryUUID: {g.uuid()}",
        lambda: f"dn: CN=J Doe,OU=Users,{dc()}\nobjectGUID:: {g.b64(16)}\nobjectSid:: {g.b64(28)}\nwhenChanged: 20261201093012.0Z",
        lambda: json.dumps({"users": [{"name": "orders", "password_hash": g.b64(36), "hashing_algorithm": "rabbit_password_hashing_sha256", "tags": []}], "vhosts": [{"name": "/shop"}]}, indent=1),
        lambda: f"spring.rabbitmq.username=orders\nspring.rabbitmq.password=${{RABBITMQ_PASSWORD}}\nspring.rabbitmq.virtual-host=/shop",
        lambda: f"<user-name>orders</user-name>\n<password>${{env.ORDERS_DB_PASSWORD}}</password>",
        lambda: f"$ cat $DOMAIN_HOME/servers/AdminServer/security/boot.properties\nusername={{AES256}}{g.b64(48)}\npassword={{AES256}}{g.b64(48)}",
        lambda: f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"orders\" password=\"${{file:/etc/kafka/secrets.properties:orders.password}}\";",
        lambda: f"$ nsc describe user orders\n╭───────────────────────────────────────╮\n│ Name       │ orders\n│ User ID    │ {nkey_pub('U')}\n│ Issuer ID  │ {nkey_pub('A')}\n│ Issued     │ 2026-12-01 09:00:00 UTC\n╰───────────────────────────────────────╯",
        lambda: f"authorization {{\n  users = [\n    {{ nkey: {nkey_pub('U')} }}\n    {{ nkey: {nkey_pub('U')} }}\n  ]\n}}",
        lambda: f"$ kafka-topics.sh --bootstrap-server {mhost()}:9092 --describe --topic orders\nTopic: orders\tTopicId: {g.b64url(16)}\tPartitionCount: 6\tReplicationFactor: 3",
        lambda: f"$ kafka-storage.sh random-uuid\n{g.b64url(16)}",
        lambda: f"JMSMessageID: ID:{mhost()}-{g.r.randint(30000, 60000)}-{1764500000000 + g.r.randint(0, 10**8)}-1:1:1:1:{g.r.randint(1, 999)}\nJMSCorrelationID: {g.uuid()}",
        lambda: f"$ keytool -list -keystore broker.jks -storepass:env JKS_PASS\nbroker, Dec 1, 2026, PrivateKeyEntry,\nCertificate fingerprint (SHA-256): {':'.join(g.hexs(2).upper() for _ in range(32))}",
        lambda: "Runbook: the LDAP bind password lives in Vault (secret/ldap/svc-gitlab). If binds fail with 'invalid credentials (49)', the password expired — ask IAM, do not reset it yourself.",
        lambda: f"# mule-app.properties\ndb.user=mule\ndb.password=![{g.b64(24)}]\nsecure.key=${{MULE_KEY}}  # passed with -M-Dsecure.key at startup",
        lambda: f"<user username=\"deployer\" password=\"${{DEPLOYER_PW}}\" roles=\"manager-script\"/>",
        lambda: f"ssl.truststore.password=changeit is the JDK default and only protects integrity of the public CA certs; the keystore password is separate and comes from ${{KEYSTORE_PASS}}.",
        lambda: f"[2026-12-01 10:00:01,112] INFO KafkaConfig values:\n\tsasl.jaas.config = [hidden]\n\tssl.keystore.password = [hidden]\n\tcluster.id = {g.b64url(16)}",
        lambda: agent(f"rabbitmqctl list_users", "Listing users ...\nuser\ttags\nadmin\t[administrator]\norders\t[]\nmonitor\t[monitoring]"),
        lambda: f"-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n-----END CERTIFICATE-----",
        lambda: f"####<Dec 1, 2026 9:13:02 AM UTC> <Notice> <WebLogicServer> <BEA-000365> <Server state changed to RUNNING.> session={g.hexs(32)}",
        lambda: f"amqp://guest:guest@localhost:5672/ is the broker's documented local default; our compose file overrides it with ${{RABBITMQ_DEFAULT_PASS}}.",
        lambda: f"ldap_default_authtok_type = obfuscated_password\nldap_default_authtok = <generated by sss_obfuscate, do not paste>",
        lambda: f"zookeeper.DigestAuthenticationProvider.superDigest=super:{g.b64(20)}  # SHA1 digest, generated with DigestAuthenticationProvider",
        lambda: f"$ git show --stat HEAD\ncommit {g.sha1()}\n    wildfly: move datasource password to credential store\n standalone/configuration/standalone.xml | 4 ++--",
        lambda: f"<credential-reference store=\"cs\" alias=\"orders-db\"/>\n<!-- credential store: /opt/wildfly/cred.cs, master password from $CRED_STORE_PW -->",
    ]
    out, i = [], 0
    while len(out) < 100:  # constant texts once, the varying ones again with new values
        text = gens[i % len(gens)]()
        i += 1
        if text not in out:
            out.append(text)
    return out


def main():
    quota = {SI: 55, NC: 125, ST: 70}
    secrets = []
    for cls, n in quota.items():
        for i in range(n):
            secrets.append(T[cls][i % len(T[cls])](g))
    g.r.shuffle(secrets)
    write(Path(__file__).parent, FAMILY, secrets, clean_texts())


if __name__ == "__main__":
    main()
