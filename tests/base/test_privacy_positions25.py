"""Secrets placed by position, with no secret word near them (session 25), and the clean look-alikes of each.

Pure functions: no database."""

from __future__ import annotations

import pytest

from memtool.privacy import redact


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


# -- a passphrase of plain words in a place that keeps a password, whatever the words -----------------------------

@pytest.mark.parametrize("text, secret", [
    ("DATABASE_URL=postgresql://rental_app:marble.willow.river.cactus@bookings-db.internal:5432/b",
     "marble.willow.river.cactus"),
    ("SWORD_ENDPOINT=https://ojsadmin:preprint.erratum.meridian@journals.example.edu/id/contents",
     "preprint.erratum.meridian"),
    ("could not connect to postgres://docgen:initial.stamp.rider@db.example.dev:5432/templates: timeout",
     "initial.stamp.rider"),
    ("$ mysql -h db.internal -u omp -p'erratum.orchard.citation' omp -e 'select 1'", "erratum.orchard.citation"),
    ("$ mysqldump -u ojs -pacacia.preprint.ember ojs_prod > /backup/ojs.sql", "acacia.preprint.ember"),
])
def test_passphrase_in_a_password_place(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "git clone https://user:self.request.user@host/x",  # (code's dotted reference)
    "see https://docs:config.db.host@example.com",
    "$ mysql -u app -h db.example.internal orders",  # (a host after -h, no -p)
    "<Host>cache.prod.internal</Host>",
])
def test_dotted_references_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- the password Windows' commands take after the user -------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    (r"net use P: \\nas01\projects /user:STUDIO\farm_svc28 prism.octree.suzanne.teapot /persistent:yes",
     "prism.octree.suzanne.teapot"),
    ('AutomateC.exe /run "Invoice - Process Queue" /resource RR-48 /user bp_runtime gmutj3606 /dbconname "Production"',
     "gmutj3606"),
    ('AutomateC.exe /run "Invoice" /user bp_runtime cactus_otter_tundra /dbconname "Production"', "cactus_otter_tundra"),
])
def test_windows_user_then_password(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    r"runas /user:CORP\admin cmd.exe",
    "runas /user:admin setup.install.wizard",  # (runas runs what follows)
    r"net use Z: \\srv\share /user:CORP\bob * /persistent:no",
    r"net use Z: \\srv\share /user:CORP\bob files.example.com",
])
def test_windows_user_lookalikes_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- a user flag's or a login's argument: the user and its password glued -------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("$ yaz-client -u lcuser/cFWF5dVJmsHi z3950.example:210/INNOPAC", "cFWF5dVJmsHi"),
    ("$ yaz-client -u lcuser/Koala1472? z3950.example:210/INNOPAC", "Koala1472?"),
    ('$ curl -x pr.example.io:7777 -U "customer-mrjfboe_085-cc-DE-sesstime-10:TC9kvpXca9_17" https://ip.example.io/',
     "TC9kvpXca9_17"),
    ("2026-11-29 13:44:10 INFO Logging into Teamcenter as dcproxy/Wind2024!6 group=dba role=DBA", "Wind2024!6"),
    ("2026-11-29 13:44:10 INFO Logging into Teamcenter as dcproxy/pc132r group=dba role=DBA", "pc132r"),
])
def test_user_and_password_glued_after_a_user_place(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "curl --user api/v1 https://example.com",
    "curl -u admin:$TOKEN https://example.com",
    "Logging in to registry as ci/builder with token from the vault",
    "docker run -u app:staff img",
    "I logged in to the box as root then",
])
def test_user_place_lookalikes_stay(text: str) -> None:
    assert redact(text)[0] == text
