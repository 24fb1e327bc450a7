"""Blind redaction source "netgear": network equipment and VPN configuration.

Cisco IOS/NX-OS, Juniper, MikroTik, pfSense/OPNsense, FortiGate, Palo Alto, SNMP communities, RADIUS/TACACS+
shared secrets, IPsec PSKs, WireGuard, OpenVPN, router backups, Netmiko/Ansible inventories, chat about them.
Written blind by the helper "corpora" on 2026-12-03 (round 15), without reading memtool's rules or results.
Every value is random and made up. Seeded: rerunning writes netgear_secrets.jsonl and netgear_clean.jsonl
byte-identically. Imports only the stdlib and _tokens.py.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, HEX, Gen

FAM = "netgear"
g = Gen(1501)
R = g.r
HOSTS = ["core-sw01", "edge-rtr02", "dc1-leaf07", "br-ams-fw1", "wan-gw3", "lab-n9k-2", "pop-fra-mx1", "office-ccr"]


def ip():
    return f"10.{R.randint(0, 254)}.{R.randint(0, 254)}.{R.randint(1, 254)}"


def pub_ip():
    return R.choice(["203.0.113.", "198.51.100.", "192.0.2."]) + str(R.randint(2, 250))


def wgkey():
    return g.b64(32)


def comm():
    return R.choice([g.s(B62, R.randint(10, 18)), g.human_pw().rstrip("!#$%.?*&+") + g.s(string.ascii_lowercase, 3),
                     "snmp" + g.s(B62, 12)])


def t7():
    return "".join(R.choice("0123456789ABCDEF") for _ in range(2 * R.randint(8, 14)))


def sh(cmd, out, bare_ok=False):
    k = R.random()
    if k < .2:
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": "inspect device config"},
                           "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})
    if k < .3 and bare_ok:
        return out
    return f"$ {cmd}\n{out}"


def s_ios_user():
    pw = g.pw(); h = R.choice(HOSTS)
    return "name-context", sh(f"ssh netops@{h} 'show running-config | section username'",
                              f"username netops privilege 15 password 0 {pw}\nusername readonly privilege 1 secret 9 $9$" + g.s(B62, 14) + "$" + g.s(B62 + "./", 43), bare_ok=True), [pw]


def s_snmp_comm():
    c = comm(); acl = R.choice(["SNMP-RO", "99", "MGMT-ONLY"])
    return "name-context", f"!\nsnmp-server community {c} {R.choice(['RO', 'RW'])} {acl}\nsnmp-server location DC1 row C rack 14\nsnmp-server contact noc@example.net\nsnmp-server enable traps snmp linkdown linkup\n!", [c]


def s_tacacs():
    k = g.machine_pw()
    return "name-context", f"tacacs server ISE-PRIMARY\n address ipv4 {ip()}\n key 0 {k}\n timeout 5\ntacacs server ISE-SECONDARY\n address ipv4 {ip()}\n key 0 {k}\naaa group server tacacs+ ISE\n server name ISE-PRIMARY\n server name ISE-SECONDARY", [k]


def s_radius_ios():
    k = g.pw()
    return "name-context", f"radius-server host {ip()} auth-port 1812 acct-port 1813 key {k}\nradius-server retransmit 2\naaa authentication dot1x default group radius", [k]


def s_isakmp():
    k = g.machine_pw(); peer = pub_ip()
    return "name-context", f"crypto isakmp policy 10\n encr aes 256\n hash sha256\n authentication pre-share\n group 14\ncrypto isakmp key {k} address {peer}\n!\ncrypto ipsec transform-set TS-AES esp-aes 256 esp-sha256-hmac\n mode tunnel", [k]


def s_junos_psk():
    k = g.machine_pw()
    return "name-context", sh("show configuration security ike | display set",
                              f"set security ike proposal ike-prop authentication-method pre-shared-keys\nset security ike policy ike-pol mode main\nset security ike policy ike-pol proposals ike-prop\nset security ike policy ike-pol pre-shared-key ascii-text \"{k}\"\nset security ike gateway gw-branch ike-policy ike-pol\nset security ike gateway gw-branch address {pub_ip()}", bare_ok=True), [k]


def s_junos_snmp():
    c = comm()
    return "name-context", f"snmp {{\n    location \"pop-fra rack 3\";\n    community {c} {{\n        authorization read-only;\n        clients {{\n            10.250.0.0/16;\n        }}\n    }}\n}}", [c]


def s_mikrotik_user():
    pw = g.pw()
    return "structural", f"# dec/03/2026 02:14:51 by RouterOS 7.16.1\n# software id = {g.s(string.ascii_uppercase + string.digits, 4)}-{g.s(string.ascii_uppercase + string.digits, 4)}\n/user\nadd name=backup password={pw} group=full comment=\"oxidized\"\n/ip service\nset telnet disabled=yes\nset api-ssl certificate=api-cert", [pw]


def s_mikrotik_ppp():
    pw = g.pw(); u = R.choice(["vpn-anna", "l2tp-branch5", "sstp-jkowalski", "ovpn-lab"])
    return "structural", f"/ppp secret\nadd name={u} password={pw} profile=vpn-profile service=l2tp remote-address=172.16.40.{R.randint(2, 250)}", [pw]


def s_mikrotik_wifi():
    k = g.pw()
    return "name-context", f"/interface wireless security-profiles\nset [ find default=yes ] supplicant-identity=MikroTik\nadd authentication-types=wpa2-psk mode=dynamic-keys name=corp-guest wpa2-pre-shared-key={k}", [k]


def s_pfsense_xml():
    k = g.machine_pw()
    return "name-context", f"<phase1>\n\t<ikeid>3</ikeid>\n\t<iketype>ikev2</iketype>\n\t<interface>wan</interface>\n\t<remote-gateway>{pub_ip()}</remote-gateway>\n\t<authentication_method>pre_shared_key</authentication_method>\n\t<pre-shared-key>{k}</pre-shared-key>\n\t<descr><![CDATA[Site-to-site Hamburg]]></descr>\n</phase1>", [k]


def s_opnsense_api():
    key = g.s(B62 + "+/", 80); sec = g.s(B62 + "+/", 80)
    return "structural", sh(f"curl -sk -u \"{key}:{sec}\" https://opnsense.lan/api/core/firmware/status",
                            '{"status":"none","status_msg":"There are no updates available on the selected mirror.","product_version":"24.7.9"}'), [sec]


def s_wg_priv():
    k = wgkey()
    return "name-context", f"[Interface]\nAddress = 10.66.0.{R.randint(2, 250)}/32\nPrivateKey = {k}\nDNS = 10.66.0.1\n\n[Peer]\nPublicKey = {wgkey()}\nAllowedIPs = 10.0.0.0/8, 172.16.0.0/12\nEndpoint = vpn.example.net:51820\nPersistentKeepalive = 25", [k]


def s_wg_psk():
    k = wgkey()
    return "name-context", f"[Peer]\n# laptop-mriedel\nPublicKey = {wgkey()}\nPresharedKey = {k}\nAllowedIPs = 10.66.0.{R.randint(2, 250)}/32", [k]


def s_wg_cmd():
    k = wgkey()
    return "name-context", sh("sudo cat /etc/wireguard/wg0.conf | head -4", f"[Interface]\nListenPort = 51820\nPrivateKey = {k}\nAddress = 10.66.0.1/24", bare_ok=True), [k]


def s_ovpn_static():
    lines = [g.hexs(32) for _ in range(16)]
    return "self-identifying", "<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n" + "\n".join(lines) + "\n-----END OpenVPN Static key V1-----\n</tls-auth>\nkey-direction 1", [lines[3]]


def s_ovpn_pem():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"client\ndev tun\nproto udp\nremote vpn.example.net 1194\nresolv-retry infinite\nnobind\nremote-cert-tls server\ncipher AES-256-GCM\n<key>\n{block}\n</key>", [line]


def s_ovpn_authfile():
    pw = g.pw()
    return "name-context", sh("cat /etc/openvpn/client/auth-user-pass.txt", f"svc-vpn-monitor\n{pw}", bare_ok=True), [pw]


def s_snmpv3_ios():
    a = g.machine_pw(); p = g.machine_pw()
    return "name-context", f"snmp-server group NMS v3 priv\nsnmp-server user librenms NMS v3 auth sha {a} priv aes 128 {p}", [a, p]


def s_snmpd_conf():
    a = g.pw(); p = g.pw()
    return "name-context", f"# /etc/snmp/snmpd.conf\nsysLocation    Server room B\nsysContact     it@example.org\ncreateUser monitor SHA \"{a}\" AES \"{p}\"\nrouser monitor priv\nagentAddress udp:161", [a, p]


def s_snmpwalk():
    c = comm(); h = ip()
    return "name-context", sh(f"snmpwalk -v2c -c {c} {h} 1.3.6.1.2.1.1",
                              f"SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS Software, C2960X Software (C2960X-UNIVERSALK9-M), Version 15.2(7)E8\nSNMPv2-MIB::sysObjectID.0 = OID: SNMPv2-SMI::enterprises.9.1.1208\nDISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (391782311) 45 days, 8:17:03.11"), [c]


def s_snmpget_v3():
    a = g.machine_pw(); p = g.machine_pw()
    return "name-context", sh(f"snmpget -v3 -l authPriv -u librenms -a SHA -A '{a}' -x AES -X '{p}' {ip()} sysUpTime.0",
                              "DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (12345600) 1 day, 10:17:36.00"), [a, p]


def s_freeradius():
    k = g.machine_pw()
    return "name-context", f"client wlc-hq {{\n\tipaddr = {ip()}\n\tsecret = {k}\n\tshortname = wlc-hq\n\tnas_type = cisco\n\trequire_message_authenticator = yes\n}}", [k]


def s_tacplus():
    k = g.pw()
    return "name-context", f"# tac_plus.conf\nkey = \"{k}\"\naccounting file = /var/log/tac_plus.acct\ngroup = netadmins {{\n    default service = permit\n    service = exec {{ priv-lvl = 15 }}\n}}", [k]


def s_strongswan():
    k = g.machine_pw()
    return "name-context", f"# /etc/ipsec.secrets\n{pub_ip()} {pub_ip()} : PSK \"{k}\"\n: RSA /etc/ipsec.d/private/gw.key", [k]


def s_swanctl():
    k = g.machine_pw()
    return "name-context", f"secrets {{\n    ike-branch-ams {{\n        id-1 = {pub_ip()}\n        secret = \"{k}\"\n    }}\n}}", [k]


def s_netmiko():
    pw = g.pw(); en = g.pw()
    return "structural", f"from netmiko import ConnectHandler\n\nr1 = {{\n    \"device_type\": \"cisco_ios\",\n    \"host\": \"{ip()}\",\n    \"username\": \"automation\",\n    \"password\": \"{pw}\",\n    \"secret\": \"{en}\",\n}}\nwith ConnectHandler(**r1) as conn:\n    conn.enable()\n    print(conn.send_command(\"show ip int brief\"))", [pw, en]


def s_netmiko_tb():
    pw = g.pw(); h = ip()
    return "structural", f"Traceback (most recent call last):\n  File \"/opt/netauto/backup.py\", line 41, in <module>\n    conn = ConnectHandler(**dev)\n  File \"/opt/netauto/.venv/lib/python3.12/site-packages/netmiko/base_connection.py\", line 1155, in establish_connection\n    raise NetmikoAuthenticationException(msg)\nnetmiko.exceptions.NetmikoAuthenticationException: Authentication to device failed.\n\nDEBUG dev={{'device_type': 'juniper_junos', 'host': '{h}', 'username': 'netconf', 'password': '{pw}', 'port': 22}}", [pw]


def s_ansible_inv():
    pw = g.pw()
    return "structural", f"[ios_edge]\nedge-rtr01 ansible_host={ip()}\nedge-rtr02 ansible_host={ip()}\n\n[ios_edge:vars]\nansible_network_os=cisco.ios.ios\nansible_connection=ansible.netcommon.network_cli\nansible_user=ansible\nansible_password={pw}\nansible_become=yes\nansible_become_method=enable", [pw]


def s_cloginrc():
    pw = g.pw(); en = g.pw()
    return "name-context", f"# ~/.cloginrc (rancid)\nadd user *.mgmt.example.net rancid\nadd password *.mgmt.example.net {{{pw}}} {{{en}}}\nadd method * ssh", [pw, en]


def s_oxidized():
    pw = g.pw()
    return "structural", f"---\nusername: oxidized\npassword: {pw}\nmodel: ios\ninterval: 3600\nsource:\n  default: csv\n  csv:\n    file: ~/.config/oxidized/router.db\n    delimiter: !ruby/regexp /:/\n    map:\n      name: 0\n      model: 1", [pw]


def s_meraki():
    k = g.hexs(40)
    return "structural", sh(f"curl -s -H 'X-Cisco-Meraki-API-Key: {k}' https://api.meraki.com/api/v1/organizations",
                            f'[{{"id":"{R.randint(10**5, 10**6)}","name":"Example Retail","url":"https://n{R.randint(100, 999)}.meraki.com/o/{g.s(B62, 6)}/manage/organization/overview"}}]'), [k]


def s_panos():
    k = g.b64(R.choice([60, 72, 90]))
    return "structural", sh(f"curl -sk 'https://fw01.example.net/api/?type=op&cmd=<show><system><info></info></system></show>&key={k}'",
                            "<response status=\"success\"><result><system><hostname>fw01</hostname><sw-version>11.1.4-h7</sw-version></system></result></response>"), [k]


def s_forti_psk():
    k = g.machine_pw()
    return "name-context", f"config vpn ipsec phase1-interface\n    edit \"to-branch-07\"\n        set interface \"wan1\"\n        set ike-version 2\n        set peertype any\n        set proposal aes256-sha256\n        set remote-gw {pub_ip()}\n        set psksecret {k}\n    next\nend", [k]


def s_forti_api():
    k = g.s(string.ascii_letters + string.digits, 30)
    return "structural", sh(f"curl -sk -H \"Authorization: Bearer {k}\" https://{ip()}/api/v2/monitor/system/status",
                            '{"http_method":"GET","results":{"model_name":"FortiGate","model_number":"100F","hostname":"FGT-HQ"},"status":"success","version":"v7.4.5"}'), [k]


def s_copy_scp():
    pw = g.pw()
    return "structural", f"{R.choice(HOSTS)}#copy running-config scp://cfgbackup:{pw}@{ip()}/backups/{R.choice(HOSTS)}.cfg\nAddress or name of remote host [{ip()}]?\nDestination username [cfgbackup]?\nWriting backups/r1.cfg !\n8743 bytes copied in 1.204 secs (7262 bytes/sec)", [pw]


def s_archive_ftp():
    pw = g.pw()
    return "structural", f"archive\n path ftp://netarchive:{pw}@{ip()}/$h-$t\n write-memory\n time-period 1440", [pw]


def s_type7():
    k = t7()
    return "name-context", f"tacacs-server host {ip()} key 7 {k}\nip tacacs source-interface Loopback0", [k]


def s_bgp():
    pw = g.machine_pw()
    return "name-context", f"router bgp 65010\n neighbor {pub_ip()} remote-as 64500\n neighbor {pub_ip()} description TRANSIT-A\n neighbor {pub_ip()} password {pw}\n address-family ipv4 unicast", [pw]


def s_ospf():
    k = g.s(B62, R.randint(8, 16))
    return "name-context", f"interface GigabitEthernet0/0/1\n ip address {ip()} 255.255.255.252\n ip ospf authentication message-digest\n ip ospf message-digest-key 1 md5 {k}", [k]


def s_hostapd():
    k = g.pw()
    return "name-context", f"interface=wlan0\nssid=Lab-IoT\nhw_mode=g\nchannel=6\nwpa=2\nwpa_key_mgmt=WPA-PSK\nrsn_pairwise=CCMP\nwpa_passphrase={k}", [k]


def s_chat():
    k = g.machine_pw()
    t = R.choice([f"fyi the RADIUS shared secret for the new WLC pair is {k} — same on both ISE nodes, rotate after cutover",
                  f"tunnel to Lyon is back. I had to re-enter the PSK on their side, it is {k} now (was mistyped on the Fortigate)",
                  f"@netops the snmp community for the new access switches: {k} (RO only, ACL 99)"])
    return "name-context", t, [k]


def s_ticket():
    pw = g.pw()
    return "structural", f"### Handover: branch router Nantes\n\n- Mgmt IP: {ip()}\n- Console server port 14\n- Local fallback login: `admin` / `{pw}`\n- Enable: same as above\n- ISP circuit ID: FR-{R.randint(100000, 999999)}", [pw]


def s_ssh_key():
    block, line = g.pem("OPENSSH PRIVATE KEY")
    return "self-identifying", sh("cat ~/.ssh/oxidized_ed25519", block, bare_ok=True), [line]


def s_tailscale():
    k = f"tskey-auth-k{g.s(B62, 10)}CNTRL-{g.s(B62, 32)}"
    return "self-identifying", f"#!/bin/sh\n# provision subnet router on {R.choice(HOSTS)}\ntailscale up --authkey={k} --advertise-routes=10.40.0.0/16 --accept-dns=false", [k]


def s_netbox():
    k = g.hexs(40)
    return "structural", f"import pynetbox\nnb = pynetbox.api(\"https://netbox.example.net\", token=\"{k}\")\nfor d in nb.dcim.devices.filter(site=\"ams1\"):\n    print(d.name, d.primary_ip)", [k]


def s_netbox_curl():
    k = g.hexs(40)
    return "structural", sh(f"curl -s -H \"Authorization: Token {k}\" -H 'Accept: application/json' 'https://netbox.example.net/api/dcim/devices/?q=edge'",
                            '{"count":2,"next":null,"previous":null,"results":[{"id":211,"name":"edge-rtr01"},{"id":212,"name":"edge-rtr02"}]}'), [k]


def s_selfid():
    name, tok, mark = g.self_identifying()
    t = R.choice([f"# librenms config.php\n$config['alert']['transports']['{name}'] = '{tok}';",
                  f"OXIDIZED_HOOK_TOKEN={tok}  # {name}, used by the push_to_remote hook",
                  f"# netbox-webhook-relay.env\nRELAY_UPSTREAM_TOKEN=\"{tok}\""])
    return "self-identifying", t, [mark]


def s_nxos_user():
    pw = g.pw()
    return "structural", f"switch(config)# username svc_ansible password {pw} role network-admin\nswitch(config)# copy running-config startup-config\n[########################################] 100%\nCopy complete.", [pw]


def s_vyos():
    k = g.machine_pw()
    return "name-context", f"set vpn ipsec authentication psk branch id '{pub_ip()}'\nset vpn ipsec authentication psk branch secret '{k}'\nset vpn ipsec site-to-site peer branch authentication mode 'pre-shared-secret'", [k]


def s_unifi():
    pw = g.pw()
    return "structural", f"{{\n  \"controller\": \"https://unifi.example.net:8443\",\n  \"site\": \"default\",\n  \"username\": \"api-readonly\",\n  \"password\": \"{pw}\",\n  \"verify_ssl\": false\n}}", [pw]


SECRETS = [s_ios_user, s_snmp_comm, s_tacacs, s_radius_ios, s_isakmp, s_junos_psk, s_junos_snmp, s_mikrotik_user,
           s_mikrotik_ppp, s_mikrotik_wifi, s_pfsense_xml, s_opnsense_api, s_wg_priv, s_wg_psk, s_wg_cmd, s_ovpn_static,
           s_ovpn_pem, s_ovpn_authfile, s_snmpv3_ios, s_snmpd_conf, s_snmpwalk, s_snmpget_v3, s_freeradius, s_tacplus,
           s_strongswan, s_swanctl, s_netmiko, s_netmiko_tb, s_ansible_inv, s_cloginrc, s_oxidized, s_meraki, s_panos,
           s_forti_psk, s_forti_api, s_copy_scp, s_archive_ftp, s_type7, s_bgp, s_ospf, s_hostapd, s_chat, s_ticket,
           s_ssh_key, s_tailscale, s_netbox, s_netbox_curl, s_selfid, s_selfid, s_nxos_user, s_vyos, s_unifi]


# ---- clean
def c_secret9():
    return f"username admin privilege 15 secret 9 $9${g.s(B62, 14)}${g.s(B62 + './', 43)}\nenable secret 9 $9${g.s(B62, 14)}${g.s(B62 + './', 43)}"


def c_wg_show():
    return sh("sudo wg show wg0", f"interface: wg0\n  public key: {wgkey()}\n  private key: (hidden)\n  listening port: 51820\n\npeer: {wgkey()}\n  endpoint: {pub_ip()}:51820\n  allowed ips: 10.66.0.{R.randint(2, 250)}/32\n  latest handshake: 1 minute, 3 seconds ago\n  transfer: 1.21 GiB received, 388.40 MiB sent", bare_ok=True)


def c_wg_template():
    return "[Interface]\nAddress = 10.66.0.2/32\nPrivateKey = <paste the output of `wg genkey` here>\n\n[Peer]\nPublicKey = " + wgkey() + "\nEndpoint = vpn.example.net:51820\nAllowedIPs = 0.0.0.0/0"


def c_jinja():
    return "snmp-server community {{ snmp_ro_community }} RO SNMP-RO\ntacacs server ISE\n address ipv4 {{ tacacs_host }}\n key 0 {{ vault_tacacs_key }}\nusername {{ local_user }} privilege 15 secret {{ local_secret }}"


def c_placeholder_doc():
    return R.choice(["## Onboarding a branch firewall\n\n1. Set the PSK with `set psksecret <PSK from the vault entry>`.\n2. Replace `changeme` in the template's SNMP section with the community from the password manager.\n3. Never commit the rendered config.",
                     "```\ncrypto isakmp key ${IPSEC_PSK} address ${PEER_IP}\n```\nThe pipeline substitutes both from the CI variables at render time.",
                     "radius-server host 10.0.0.5 key <shared-secret>   ! replace before pasting"])


def c_show_ver():
    return sh(f"ssh netops@{R.choice(HOSTS)} 'show version | include Serial|uptime|image'",
              f"{R.choice(HOSTS)} uptime is 45 weeks, 2 days, 3 hours, 11 minutes\nSystem image file is \"bootflash:packages.conf\"\nProcessor board ID FOC{g.s(string.ascii_uppercase + string.digits, 8)}\nSystem Serial Number: FCW{g.s(string.ascii_uppercase + string.digits, 8)}", bare_ok=True)


def c_firmware_sum():
    return sh("sha512sum -c c9300-universalk9.17.12.04.SPA.bin.sha512", "c9300-universalk9.17.12.04.SPA.bin: OK") if R.random() < .5 else \
        f"verify /md5 flash:c2960x-universalk9-mz.152-7.E8.bin\n.......................Done!\nverify /md5 (flash:c2960x-universalk9-mz.152-7.E8.bin) = {g.hexs(32)}"


def c_isakmp_sa():
    return sh("show crypto isakmp sa", f"IPv4 Crypto ISAKMP SA\ndst             src             state          conn-id status\n{pub_ip()}    {pub_ip()}    QM_IDLE           {R.randint(1000, 9999)} ACTIVE\n{pub_ip()}    {pub_ip()}    QM_IDLE           {R.randint(1000, 9999)} ACTIVE", bare_ok=True)


def c_ssh_pubkey():
    return f"ip ssh pubkey-chain\n  username oxidized\n   key-string\n    ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} oxidized@backup01\n   exit"


def c_cert():
    body = "\n".join(g.b64(48) for _ in range(8))
    return f"<ca>\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----\n</ca>\nverify-x509-name vpn.example.net name"


def c_interfaces():
    return f"interface Vlan{R.randint(10, 999)}\n description USERS-FLOOR{R.randint(1, 9)}\n ip address {ip()} 255.255.255.0\n ip helper-address {ip()}\n no ip redirects\n standby 1 ip {ip()}\n standby 1 priority 110"


def c_ovpn_log():
    return f"2026-12-02 23:14:07 {pub_ip()}:53211 TLS: Initial packet from [AF_INET]{pub_ip()}:53211, sid={g.hexs(8)} {g.hexs(8)}\n2026-12-02 23:14:07 {pub_ip()}:53211 VERIFY OK: depth=0, CN=laptop-{g.s(string.ascii_lowercase, 6)}\n2026-12-02 23:14:08 laptop/{pub_ip()}:53211 MULTI_sva: pool returned IPv4=10.8.0.{R.randint(2, 250)}"


def c_git_log():
    return sh("git -C /var/lib/oxidized/configs.git log --oneline -4", "\n".join(f"{g.hexs(7)} update {R.choice(HOSTS)}" for _ in range(4)))


def c_mikrotik_export():
    return f"/interface bridge\nadd name=bridge-lan\n/interface vlan\nadd interface=bridge-lan name=vlan{R.randint(10, 99)} vlan-id={R.randint(10, 99)}\n/ip address\nadd address={ip()}/24 interface=bridge-lan\n/system identity\nset name={R.choice(HOSTS)}"


def c_snmp_doc():
    return "snmpwalk -v2c -c public localhost system   # net-snmp's default read-only community, for the lab VM only\nsnmpwalk -v3 -l authPriv -u $SNMP_USER -a SHA -A \"$SNMP_AUTH\" -x AES -X \"$SNMP_PRIV\" $HOST ifDescr"


def c_lldp():
    return sh("show lldp neighbors", "Capability codes: (R) Router, (B) Bridge, (T) Telephone\nDevice ID           Local Intf     Hold-time  Capability      Port ID\n" + "\n".join(f"{R.choice(HOSTS):<20}Gi1/0/{R.randint(1, 48):<10}120        B,R             {g.hexs(4)}.{g.hexs(4)}.{g.hexs(4)}" for _ in range(3)), bare_ok=True)


def c_pfsense_xml():
    return f"<ipsec>\n\t<client></client>\n\t<phase1>\n\t\t<ikeid>1</ikeid>\n\t\t<authentication_method>cert</authentication_method>\n\t\t<certref>{g.hexs(13)}</certref>\n\t\t<caref>{g.hexs(13)}</caref>\n\t</phase1>\n</ipsec>"


def c_hook_ping():
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": f"ping -c2 {ip()}"}, "tool_response": {"stdout": f"2 packets transmitted, 2 received, 0% packet loss, time 1001ms\nrtt min/avg/max/mdev = 0.412/0.455/0.498/0.043 ms", "stderr": "", "interrupted": False}})


def c_key_chain_doc():
    return "Cisco type 7 passwords are reversible; use `service password-encryption` only as obfuscation and prefer `secret 9`. See the hardening guide, section 4.2 (`key config-key password-encrypt`)."


CLEAN = [c_secret9, c_wg_show, c_wg_template, c_jinja, c_placeholder_doc, c_show_ver, c_firmware_sum, c_isakmp_sa,
         c_ssh_pubkey, c_cert, c_interfaces, c_ovpn_log, c_git_log, c_mikrotik_export, c_snmp_doc, c_lldp, c_pfsense_xml,
         c_hook_ping, c_key_chain_doc]


def main():
    out = Path(__file__).resolve().parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, vals = SECRETS[i % len(SECRETS)]() if i < len(SECRETS) else R.choice(SECRETS)()
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            text = CLEAN[i]() if i < len(CLEAN) else R.choice(CLEAN)()
            f.write(json.dumps({"id": f"{FAM}-c{i + 1}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
