"""Ordinary texts that the unseen rounds 63-66 altered at first contact, by what made them ordinary (session 27's clean
side): the writer's own comment saying the value is public or a tool's documented default, in more words than "public" and away from the value's
line -- the comment above it, later on its line, or closing its statement below; a placeholder behind a provider's
prefix of several parts; a document Google publishes to the web; characters listed one by one -- and, for each, the secrets of the same shapes that stay
redacted (a comment that warns, denies, asks or speaks of another value; a name saying secret)."""

from __future__ import annotations

import pytest

from memtool import privacy

KEPT = [
    # the comment closing the value's statement a few lines below names its kind and says it ships to every client
    'let configuration = Braze.Configuration(\n  apiKey: "b9afd043-74ce-402f-8416-a867d1894af8",\n'
    '  endpoint: "sdk.fra-02.braze.eu"\n)\nlet braze = Braze(configuration: configuration)  // SDK key, ships in the app',
    'val cfg = AnalyticsConfig(\n    writeToken = "Zk3pQ8rT2vW5xY7zA9bC1dE4",\n    flushAt = 20\n)  // token ships with every build',
    # the comment line right above, in HTML too
    '<!-- web-font licence key: served to every visitor, it only counts the pageview -->\n'
    '<link rel="stylesheet" href="https://fonts.example/css/lumen.css" data-licence-key="B3n1ubhcJHIR4WB40vBFOJihHjJvekVk">',
    "# map tiles key: safe to expose, restricted to our domains\nTILES_KEY=Xk29sLq8WzQ2vR7tPm4nQ7",
    "// the widget token is not a secret (read-only, rate limited)\nconst widgetToken = 'k3v9q2m7x1pz8w4nXk29sLq8';",
    # later on the value's own line, after more code: a label saying public or client
    "const fp = FingerprintJS.load({ apiKey: 'k3v9q2m7x1pz8w4nXk29', region: 'eu' }); // public browser key",
    'Paddle.Initialize({ token: "live_7d2e8f9a0b1c2d3e4f5a6b7c8d9", debug: false }); // client-side token',
    # a placeholder behind a provider's prefix of several parts
    "STRIPE_SECRET_KEY=sk_live_<your-key>",
    "OPENAI_API_KEY=sk-proj-<your-project-key>",
    # the comment over the value's block, on its line or closing it says its values are a tool's documented defaults
    "client edge {\n\tipaddr = 10.0.0.0/8\n\tsecret = testing321\n}\n# ^ stock example: replace before exposing the server",
    "# Redis sidecar, local docker -- documented defaults, change them before exposing the port\n"
    "REDIS_PASSWORD=sOMeDefault7\nREDIS_PORT=6379",
    "broker:\n  username: guestuser\n  password: openbroker99   # the public broker's documented shared login",
    'signingConfigs {\n    debug {\n        storePassword "debugpass"\n    }\n}  // the SDK\'s documented debug keystore',
    # a Google document, sheet or deck published to the web: its id is made for anyone to open
    '<iframe src="https://docs.google.com/presentation/d/e/2PACX-1vQk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL2mN4pQ6rS8tU0v/embed'
    '?start=true&loop=true&delayms=8000" width="1920" height="1080"></iframe>',
    'curl -sL "https://docs.google.com/spreadsheets/d/e/2PACX-1vR8tU0vWk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL2mN4pQ6/pub?output=csv"',
    # characters listed one by one (what a code's alphabet leaves out), after a key's word
    "Licence keys have the form XXXXX-XXXXX-XXXXX-XXXXX (base-32, no I/O/0/1). The fifth group is a checksum.",
]


@pytest.mark.parametrize("text", KEPT)
def test_ordinary_text_is_left_alone(text: str) -> None:
    assert privacy.scrub(text)[0] == text


REDACTED = [
    # the comment warns, denies, asks or makes it a condition
    ("# keyless box (virtual key, do NOT ship in the app bundle)\naes128_key: 52794f2d61798207960533ff38c5ba22",
     "52794f2d61798207960533ff38c5ba22"),
    ("# if the token ships in the app, rotate it\nAPI_TOKEN=Xk29sLq8WzQ2vR7tPm4nXk29", "Xk29sLq8WzQ2vR7tPm4nXk29"),
    ("# safe to commit? the token below\nAPI_TOKEN=Xk29sLq8WzQ2vR7tPm4nXk29", "Xk29sLq8WzQ2vR7tPm4nXk29"),
    ("SIGNING_TOKEN=Xk29sLq8WzQ2vR7tPm4nXk29  # not a secret?", "Xk29sLq8WzQ2vR7tPm4nXk29"),
    ('let c = Config(\n  apiKey: "Xk29sLq8WzQ2vR7tPm4nXk29",\n)\nlet x = Foo(c)  // SDK key, ships in the app? no, server only',
     "Xk29sLq8WzQ2vR7tPm4nXk29"),
    ("# the key was served to every visitor by mistake\nAPI_KEY=Xk29sLq8WzQ2vR7tPm4nXk29", "Xk29sLq8WzQ2vR7tPm4nXk29"),
    # another value of the same kind between the value and the comment; a name saying secret
    ('let c = Config(\n  apiKey: "Xk29sLq8WzQ2vR7tPm4nXk29",\n  signingKey: "Qk29sLq8WzQ2vR7tPm4nXk29",\n)\n'
     'let x = Foo(c)  // SDK key, ships in the app', "Xk29sLq8WzQ2vR7tPm4nXk29"),
    ("# the key ships in the app\nAPP_SECRET=Xk29sLq8WzQ2vR7tPm4nXk29", "Xk29sLq8WzQ2vR7tPm4nXk29"),
    # a comment above that does not name the value's kind
    ("# ships in the app\nAPI_TOKEN=Xk29sLq8WzQ2vR7tPm4nXk29", "Xk29sLq8WzQ2vR7tPm4nXk29"),
    # a label for a kind no client holds; a placeholder's brackets around a real body
    ("upload_key: Xk29sLq8WzQ2vR7tPm4n # public upload key, write access", "Xk29sLq8WzQ2vR7tPm4n"),
    ("STRIPE_SECRET_KEY=sk_live_<Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL>", "Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL"),
    # a default's comment that says it is no longer the default, or leaked; a generated value under any comment
    ("# changed from the documented default\nREDIS_PASSWORD=Orchid-Lantern-42", "Orchid-Lantern-42"),
    ("# stock example password leaked in INC-4411\nsecret = harbor77lamp", "harbor77lamp"),
    ("ADMIN_PASSWORD=Xk29sLq8WzQ2vR7tPm4n   # documented default", "Xk29sLq8WzQ2vR7tPm4n"),
    # a token beside a shared (not published) document's id
    ("https://docs.google.com/spreadsheets/d/1Zk3pQ8rT2vW5xY7zA9bC1dE4fG6hJ8kL2mN4pQ6rS8/edit?token=Xk29sLq8WzQ2vR7tPm4nXk29sLq8",
     "Xk29sLq8WzQ2vR7tPm4nXk29sLq8"),
    # slashes in a real password after a key's word
    ("the wifi key is Xk29/sLq8/WzQ2", "Xk29/sLq8/WzQ2"),
]


@pytest.mark.parametrize(("text", "secret"), REDACTED)
def test_secrets_of_the_same_shapes_stay_redacted(text: str, secret: str) -> None:
    assert secret not in privacy.scrub(text)[0]
