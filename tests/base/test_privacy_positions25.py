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


# -- a column whose header names a secret: semicolon-separated exports, annotated headers, a SIM's keys ------------

@pytest.mark.parametrize("text, secret", [
    ("SERIAL;MFR;YEAR;AES_KEY\n40354210;ITW;2019;86C7290C27B407F94671C1AE63DC77A3\n"
     "16920139;KAM;2024;BE93C884DFA9442A2B3A4292AC980B37\n", "BE93C884DFA9442A2B3A4292AC980B37"),
    ("First Name [Required],Last Name [Required],Email Address [Required],Password [Required],Org Unit Path [Required]\n"
     "Leo,Park,627959@students.example.org,Orbit9032,/Students/MS/Grade7\n", "Orbit9032"),
    ("IMSI,KI,OPC,DEVICE\n001018433863142,CA9688C77C40996546BFAADBFDAE92AA,9761E5B34B50DA1702D173A94DD4AB83,TRUCK-135\n",
     "CA9688C77C40996546BFAADBFDAE92AA"),
    ("IMSI,KI,OPC,DEVICE\n001018433863142,CA9688C77C40996546BFAADBFDAE92AA,9761E5B34B50DA1702D173A94DD4AB83,TRUCK-135\n",
     "9761E5B34B50DA1702D173A94DD4AB83"),
])
def test_secret_column(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "name;value;key_id\nfoo;12,5;AKX2\nbar;3,1;BBQ9",
    "Name;Ki;Kind\nx;1;2",
    "id;token_count;model\n1;1234;gpt\n2;5678;gpt",
    "for (i = 0; i < n; i++) { key; }\nfoo; bar; baz",
    "x = cfg[key], token[0], password[1]\na, b, c",
    "Name [Required],Key Type [Optional]\nbob,rsa\n",
])
def test_table_lookalikes_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- FIX logon fields printed apart by blanks; a private calendar feed's address ------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("[FIX][OUT] 35=A 553=RBDX01 554=X7kd5Ut9Wj 925=8CigPxYsJq 98=0 108=30", "X7kd5Ut9Wj"),
    ("[FIX][OUT] 35=A 553=RBDX01 554=X7kd5Ut9Wj 925=8CigPxYsJq 98=0 108=30", "8CigPxYsJq"),
    ("https://www.airbnb.com/calendar/ical/451846618.ics?s=c3b5ca24f40b78d60d2a789504eb84e9",
     "c3b5ca24f40b78d60d2a789504eb84e9"),
    ("vrbo: http://www.vrbo.com/icalendar/c0a1cf6f-397a-420a-9a67-5ac7739948ca.ics?nonTentative",
     "c0a1cf6f-397a-420a-9a67-5ac7739948ca"),
    ("booking: https://admin.booking.com/hotel/hoteladmin/ical.html?t=5143e395-8d33-4d77-b0f7-9642b071c542",
     "5143e395-8d33-4d77-b0f7-9642b071c542"),
    ("https://calendar.google.com/calendar/ical/team%40acme.example/private-0a1b2c3d4e5f60718293a4b5c6d7e8f9/basic.ics",
     "0a1b2c3d4e5f60718293a4b5c6d7e8f9"),
])
def test_fix_fields_and_calendar_feeds(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "SMTP 554 5.7.1 rejected; code 554=blocked",
    "https://calendar.google.com/calendar/ical/en.usa%23holiday%40group.v.calendar.google.com/public/basic.ics",
    "https://example.com/events/c0a1cf6f-397a-420a-9a67-5ac7739948ca.ics",
    "https://calendar.example.com/ical/feed.ics?s=weekly&tz=Europe%2FBerlin",
    "calendar/c0a1cf6f-397a-420a-9a67-5ac7739948ca.ics in the repo",
])
def test_fix_and_calendar_lookalikes_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- a lock's combination, and a box named for the code that opens it ----------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("Counting team checklist\n1. Two counters present\n2. Offering safe combination: 68-92-22\n3. Deposit slip", "68-92-22"),
    ("09:30 turnover (2h), crew: Ana + Luis\nLockbox on side gate, combo 3684\nLinen drop at garage.", "3684"),
    ("Hi, this is the property manager for unit 39B. The lockbox on the meter room is 3213, the tenant is away.", "3213"),
    ("La combinación del candado es 4471", "4471"),
])
def test_lock_combination(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "press the key combination 1 2 3",
    "the best combo 2024 deal",
    "Lockbox number is 123456",
    "lockbox id: 778899",
    "combination of 3 drugs",
    "Lockbox order number is 123456",
])
def test_lock_combination_lookalikes_stay(text: str) -> None:
    assert redact(text)[0] == text
