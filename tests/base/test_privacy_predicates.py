"""A secret's noun, its modifiers, then its predicate (`memtool.privacy.predicates`): the shapes, each in several
languages, and the clean sentences that have the same grammar with no secret in the predicate.

Pure functions: no database."""

from __future__ import annotations

import pytest

from memtool.privacy import predicates, redact


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


@pytest.mark.parametrize("text, secret", [
    # many words of what the secret is for between the noun and its copula
    ("fyi the password of the shared kiosk account in the north wing lobby next to the old cafeteria on level two is "
     "Kq7vT2mWx9Lp", "Kq7vT2mWx9Lp"),
    ("O token da API do Zendesk pra integração das filas é 9f4e2a7c1b3d5e6f8a0b2c4d6e8f0a1b", "9f4e2a7c1b3d5e6f8a0b2c4d6e8f0a1b"),
    ("Der Token für den Export der Monatsberichte vom Lager in Hamburg und vom Lager in Bremen ist "
     "Hq3Zr8TwP1vYx6NbLm0Ks", "Hq3Zr8TwP1vYx6NbLm0Ks"),
    # a parenthesis (a relative clause, a user) of any length before the predicate
    ("el webhook secret de la tienda (el que firma las notificaciones que mandamos al backend) es "
     "Ue8wPq2LzR7xNc4Vb9Kt", "Ue8wPq2LzR7xNc4Vb9Kt"),
    # a verb of change and its preposition, after an auxiliary that is no predicate
    ("a senha do roteador da recepção foi trocada para vela4471 ontem", "vela4471"),
    ("the staging db password for the reporting replica in the eu-west region was changed to Jx82kPq1Lm last night",
     "Jx82kPq1Lm"),
    # a colon after the verb
    ("le mot de passe du portail des fournisseurs de la région sud-est pour les commandes groupées a changé : "
     "Rt5yHu8iKo2p", "Rt5yHu8iKo2p"),
    # the noun taken up by a pronoun
    ("the grafana admin password got reset during the migration of the monitoring stack last weekend, it's "
     "Wq4eRt7yUi9o for now", "Wq4eRt7yUi9o"),
    # a weak key's name glued to its service, hex of a key's length
    ("la THUMBOR_KEY de producción es 3b9f1c7e5a2d4f6b8c0e1a3c5e7f9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e, ojo",
     "3b9f1c7e5a2d4f6b8c0e1a3c5e7f9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e"),
])
def test_the_predicate_of_a_secrets_noun_is_its_value(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "the password for the admin account is stored in vault",
    "The token for the CI runner is rotated every 90 days: see the docs.",
    "password policy for the service accounts: minimum 12 characters",
    "The secret key of the session store is read from SECRET_KEY at startup.",
    "The password reset link for new users is valid for 24 hours: https://example.com/reset",
    "the api key for staging (see the team vault) is in the item called staging-api",
    "El token de la API de pagos es obligatorio: sin él la petición devuelve 401.",
    "Das Passwort für den Testzugang wurde geändert auf Wunsch des Kunden.",
    "the token of the build was refreshed. The next build id is Build20261204x",
    "the secret for the webhook is the same as the one for staging",
    "la contraseña del wifi de invitados es la de siempre",
    # a syntax's marks end the clause: a JSON string holding the noun, then another member
    '{"query": "token", "scope": "repo"}, {"kind": "matches_only"}',
    # snake_case after the predicate is code, however many words it joins
    "# the password is read from the option file: my_print_defaults_wrapper reads it",
    # a noun right before the predicate is its subject, not the secret's
    "the cache key for the shader map changed again, id was 2f6e0c1a-8b3d-4e5f-9a7b-6c5d4e3f2a1b",
    # a count of what was done to the secret, not the secret
    "password reset requests from the north office: 482913 this quarter",
    # past a type, the next predicate belongs to another name
    "    def __init__(self, token_checker: TokenChecker, *, audience_url: AnyHttpUrl | None = None):",
])
def test_a_predicate_that_gives_no_secret_stays(text):
    assert redact(text) == (text, 0)


def test_the_clause_ends_before_a_predicate_in_the_next_sentence():
    text = "We rotated the deploy token yesterday. The new runner is Rn7kLp2QxW8z on the dashboard."
    end = text.index("token") + len("token")
    assert list(predicates._predicate_ends(text, end)) == []
    assert predicates.find_after(text, text.index("token"), end, "secret") is None


def test_an_auxiliary_gives_way_to_the_verb_of_change_after_it():
    text = "a senha da conta foi trocada para vela4471"
    start = text.index("senha")
    found = predicates.find_after(text, start, start + len("senha"), "password")
    assert found is not None and text[found[0]:found[1]] == "vela4471"


# -- codes that open something ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, code", [
    ("Ciao, il codice del lucchetto del magazzino sul retro è 5829, cambialo a fine mese.", "5829"),
    ("Hola, el código de la puerta del garaje de la oficina de Sevilla es 73914.", "73914"),
    ("Le code de la boîte à clés du local technique : 6402 (ne pas diffuser).", "6402"),
    ("the keypad code for the server room on the third floor is 850271, don't share it", "850271"),
    ("the 2FA code the portal just mailed me was 593018, quick", "593018"),
    ("the activation code of the new licence for the render nodes is K7Q2M9X4", "K7Q2M9X4"),
])
def test_a_code_that_opens_something_is_its_predicates_value(text, code):
    assert _caught(text, code)


@pytest.mark.parametrize("text", [
    "the error code of the door controller is 4012",
    "the exit code of the unlock script was 1234",
    "Your booking code for the garage is AB12CD9",
    "zip code of the gate office: 94107",
    "the access code is documented in the wiki, section 4",
    "the status code the lock API returned was 403",
    "the source code of the lock firmware is 2048 lines long",
])
def test_a_code_that_classifies_or_counts_stays(text):
    assert redact(text) == (text, 0)


# -- a passphrase of plain words as the predicate ---------------------------------------------------------------------

@pytest.mark.parametrize("text, phrase", [
    ("Backup archive passphrase (from the vendor's portal, build 4.1): cobalt.willow.quarry.lantern", "cobalt.willow.quarry.lantern"),
    ("Signing key passphrase (prefix 20417): meadow_copper_thistle", "meadow_copper_thistle"),
    ("The kiosk account was locked after the rotation. New password set to harbor_maple_quartz and noted in the safe.",
     "harbor_maple_quartz"),
])
def test_a_passphrase_given_by_the_predicate_of_a_password_noun_is_redacted(text, phrase):
    assert _caught(text, phrase)


@pytest.mark.parametrize("text", [
    "the password module reads its settings from: config.db.host at start",
    "# the password comes from the option file: my_print_defaults_wrapper reads it",
    "the secret is read from the settings object: app.config.secret_key",
])
def test_code_after_a_password_nouns_predicate_stays(text):
    assert redact(text) == (text, 0)
