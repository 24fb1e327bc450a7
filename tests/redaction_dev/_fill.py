"""Placeholder filling shared by the round-2 blind sources (infracode, dataclients, crashlogs).

Templates use «name» placeholders (so JSON/HCL braces need no escaping). «v» is the marked secret; «t» is a provider
token as written (its marked part may be shorter, see _tokens.Gen.self_identifying); «pem» a PEM block; «pemj» the
same block with JSON-escaped newlines; everything else is filler drawn from the generator.
Written 2026-12-02 by the helper "corpora"; imports nothing from memtool.
"""
from __future__ import annotations

import base64
import re

USERS = ["admin", "deploy", "app", "svc_etl", "reporting", "jenkins", "root", "grafana", "backup", "analytics", "ci", "ops",
         "postgres", "readonly", "airflow", "metabase", "tomcat", "www-data"]
HOSTS = ["db-prod-01.internal", "10.20.3.14", "pg.eu-west-1.rds.amazonaws.example", "mysql.shop.svc.cluster.local",
         "redis-cache.prod.example.net", "mq.corp.example", "warehouse.acme.example", "172.16.8.40",
         "mongo-0.mongo.data.svc", "sql-eu.database.windows.example", "nexus.build.example", "git.acme.example"]
DBS = ["orders", "shop", "analytics", "billing", "app_prod", "warehouse", "crm", "inventory", "events"]
NAMES = ["web", "api", "worker", "billing", "search", "gateway", "ingest", "reports", "auth", "notifier"]


def filler(g) -> dict:
    return {"u": g.pick(USERS), "h": g.pick(HOSTS), "db": g.pick(DBS), "uuid": g.uuid(), "sha": g.sha1(),
            "sha7": g.sha1()[:7], "sha256": g.sha256(), "n": str(g.r.randint(2, 9999)), "port": str(g.pick([5432, 3306, 6379, 5672, 27017, 1433, 8080, 9200])),
            "name": g.pick(NAMES), "ip": f"10.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)}",
            "ts": f"2026-{g.r.randint(1, 11):02d}-{g.r.randint(1, 28):02d}T{g.r.randint(0, 23):02d}:{g.r.randint(0, 59):02d}:{g.r.randint(0, 59):02d}Z",
            "hex16": g.hexs(16), "hex32": g.hexs(32), "addr": "0x" + g.hexs(12), "b64t": base64.b64encode(g.pick([b"hello world", b"test-fixture", b'{"ok":true}', b"lorem ipsum dolor"])).decode()}


def fill(g, template: str, **vals) -> str:
    d = filler(g)
    d.update(vals)
    def rep(m):
        k = m.group(1)
        if k not in d:
            raise KeyError(k)
        return d[k]
    return re.sub(r"«(\w+)»", rep, template)


URL_UNSAFE = set("#?%/@&+:;[] ")


def url_pw(g) -> str:
    """A password that can sit unencoded in URL userinfo and key=value connection strings."""
    while True:
        v = g.pw()
        if not (set(v) & URL_UNSAFE):
            return v
