"""Places that hold a literal only, whatever the literal looks like: a connection or option string's password
field (ADO/ODBC ``;Password=X;``, libpq ``host=h user=u password=X``, ``mount -o username=u,password=X``), an
Oracle ``user/X@host`` -- where a password with a dot (``Heron58.qvx``) is no file's or host's name -- and an HTTP
Authorization header whose scheme holds a dot (an RFC 7235 token: ``Uploadcare.Simple pub:secret``)."""

from __future__ import annotations

import random

import pytest
from test_privacy_shapes import assert_redacted, random_text

from memtool.privacy import redact
from memtool.privacy.checks import dotted_literal

_R = random.Random(2626)
_rand = random_text(_R)
DOTTED = "Heron" + str(_R.randint(10, 9999)) + "." + _rand(3, "bdfhjkmqvwxz")
PUBLIC, SECRET = _rand(20, "0123456789abcdef"), _rand(20, "0123456789abcdef")

LITERALS = {
    "ado-field": (f"ConnectionString: Server=sql01.plant.local;Database=Scale;User Id=app;Password={DOTTED};\n",
                  DOTTED),
    "libpq-dsn": (f'dsn := "host=db.internal user=ocpp password={DOTTED} dbname=ocpp sslmode=require"\n', DOTTED),
    "mount-options": (f"sudo mount -t cifs //nas/share /mnt/s -o username=svc,password={DOTTED},domain=LAB\n",
                      DOTTED),
    "oracle-thin": (f"    url: jdbc:oracle:thin:fwadmin/{DOTTED}@//db01:1521/PROD\n", DOTTED),
    "auth-scheme-with-dot": (f"Authorization: Uploadcare.Simple {PUBLIC}:{SECRET}\n", SECRET),
}


@pytest.mark.parametrize("name", sorted(LITERALS))
def test_a_literal_in_its_place_is_redacted(name: str) -> None:
    assert_redacted(*LITERALS[name])


CLEAN = [
    "conn = connect(host=db, user=app, password=cfg.db2pw)\n",  # (a reference, not a field of a string)
    "f(user=u,password=settings.pw)\n",
    'dsn = "host=db user=app password=$PGPASSWORD dbname=shop"\n',
    "mount -o username=svc,credentials=/root/.smb,domain=LAB //nas/s /mnt/s\n",
    "Authorization: Foo.Bar\n",
]


@pytest.mark.parametrize("text", CLEAN)
def test_a_reference_in_the_same_place_stays(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("value", ["organics565.ksk", "Boron3526.yue", DOTTED])
def test_a_word_with_digits_and_an_ending_no_file_or_domain_has_is_a_literal(value: str) -> None:
    assert dotted_literal(value)


@pytest.mark.parametrize("value", ["export-1.ova", "backup2024.tar", "node18.js", "app2.local", "host01.de",
                                   "config.password", "cfg.pw"])
def test_a_file_or_host_name_is_not(value: str) -> None:
    assert not dotted_literal(value)
