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


# -- sentences in more words and languages (session 26) --------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    # Nordic definite nouns (-et, -en): the noun of the sentence, not a word of its own
    ("Passordet til ladeboksen i garasjen er nQq9nVaMKqMuqNBQ4 – ikke del det.", "nQq9nVaMKqMuqNBQ4"),
    ("Lösenordet till vågsystemet på återvinningscentralen är tjeonhd14.", "tjeonhd14"),
    ("Adgangskoden til NAS'en er Hx8pQ2vLm4Rt.", "Hx8pQ2vLm4Rt"),
    # Hebrew's article glued to the noun
    ("הסיסמה החדשה למשתמש yield_ro במסד הנתונים היא ubNYZe-3eT5UwG5U_FQm — לא לשתף", "ubNYZe-3eT5UwG5U_FQm"),
    # Malay/Indonesian: "has been changed to"
    ("Kata laluan untuk akaun AMHS mcsop telah ditukar kepada Stepper74_ - sila kemas kini konsol.", "Stepper74_"),
    # when the new value holds from, between the copula and the value
    ("das Passwort für den Servicebenutzer svc_recipe auf rms-fab3 lautet ab heute yojqv903.", "yojqv903"),
    ("the password for the kiosk user is from today Wq7rT2yU9iOp.", "Wq7rT2yU9iOp"),
    # a mail's line wrapped right after the copula
    ("le mot de passe du compte de service FDC (svc_fdc) est\ndésormais : bdAXO69xIfEQlb74Qjjbt04H33", "bdAXO69xIfEQlb74Qjjbt04H33"),
    # a wireless network's key is its passphrase
    ('the chargers join SSID "depot-evse" with WPA2 key jtdmxl8; gateway 10.20.0.1.', "jtdmxl8"),
    ("- Staff Wi-Fi: SSID `Staff-7`, WPA2 key `pinecone972` (do NOT give to parents)", "pinecone972"),
])
def test_sentences_in_more_languages_give_their_value(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text, code", [
    ("Dana: new staff entrance code from Monday is 33331#, old one dies Sunday night", "33331"),
    ("Reminder for closing staff: the medication cabinet combo changed to 9443. Log every dose.", "9443"),
    ("Hei! Koden til snøkanon-skapet ved nedre heis er 2190. Ikke del den i gruppechatten.", "2190"),
    ("pour les portiques : le code admin Axess a changé, c'est 192619. Pensez à vous déconnecter.", "192619"),
    ("HMI pump house 3: engineer login is level 3, code 6605. Operator level has no code.", "6605"),
    ("Pumpenhaus 3, HMI: Ingenieur-Login Stufe 3, Code 1449 (bitte nicht weitergeben).", "1449"),
    ("CR1000X at Lincoln Park: PakBus address 1427, security code 54404.", "54404"),
])
def test_a_code_named_for_a_login_an_entrance_or_a_cabinet_is_redacted(text, code):
    assert _caught(text, code)


@pytest.mark.parametrize("text", [
    "the error code from admin is 4040.",
    "the exit code of the login script was 1234",
    "the security code review for the cabinet module is 2024 lines",
    "Passordet er lagret i hvelvet.",
    "the WPA2 key is stored in the router's admin page",
    "das Passwort lautet ab heute anders.",
    "the password is\nstored in the vault, ask ops",
])
def test_the_same_sentences_with_no_secret_stay(text):
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("text, secret", [
    # plain words joined alike, the digits a policy asks for joined like a word
    ("a senha do sistema da creche (matrículas e mensalidades) mudou: jelly_crayon_kite_85 — não mandem", "jelly_crayon_kite_85"),
    ("望远镜控制服务器（观测助手账号 observer）的密码是 parallax.cepheid.kuiper.21，请不要发到公开群里。", "parallax.cepheid.kuiper.21"),
    ("眼镜店后台管理员账号：octadmin，密码：snellen.acuity.fundus，请登录后修改。", "snellen.acuity.fundus"),
    ("Zugang zum Portal: Benutzer supplier532@lumora-parts.com, Kennwort orbit_lantern_harbor81. Bitte ändern.",
     "orbit_lantern_harbor81"),
    ("the bridge service runs as .\\lmbridge (password occhiali.fundus.bifocal). Logs show nothing.", "occhiali.fundus.bifocal"),
    # a short typed password in a CJK sentence's brackets
    ("SIGNATEのチームアカウントのパスワードは「lbyn6」です。", "lbyn6"),
    # four or five digits after a password's noun and its predicate
    ("Scale house inbound #3: Setup menu password: 0620 (don't touch calibration).", "0620"),
    ("Wartungszugang: Benutzer 'instandh', Kennwort 4559\nNur mit Freigabe anmelden.", "4559"),
    ("the password for the door panel is 48213", "48213"),
])
def test_joined_words_and_short_digits_after_a_password_noun_are_redacted(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "the password is 2024",
    "the password hash cost is 4096 rounds",
    "the password is 4821 characters long",
    "password reset requests: 4821 today",
    "the password module reads config.db.host at start",
    "Kennwort vergessen? Bitte wende dich an den Support.",
    "パスワードは「設定」画面で変更できます。",
])
def test_numbers_and_names_after_a_password_noun_stay(text):
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("text, secret", [
    # an abbreviation's full stop inside the noun's clause
    ("# BACnet DCC/Reinit password on the Trane UC600s at St. Anne's Parish Hall is jacenr820 (same on all 14 units)",
     "jacenr820"),
    # a word and the digits a policy asks for, maybe suffixed, after a password's predicate
    ("Oye, la contraseña del usuario spc_writer en la base SPC es Hsinchu8630.nfb, la cambiamos el lunes.", "Hsinchu8630.nfb"),
    ("Kata laluan untuk akaun AMHS mcsop telah ditukar kepada Fab12388. - sila kemas kini konsol Daifuku.", "Fab12388"),
    ("Zugang zum eANV-Provider: Benutzer waage01, Kennwort landfill84.uws.", "landfill84.uws"),
    # a CJK sentence's value holding a dot
    ("急速充電器の管理画面パスワードは QeibsNZHADdw28yervgn6Wp.TOQG です。", "QeibsNZHADdw28yervgn6Wp"),
    # Norwegian and Danish words for key
    ("API_NOKKEL = 'ZfhYDuDRrX1rtIUz1zOCkaeIBn6M193P'  # fra leverandøren", "ZfhYDuDRrX1rtIUz1zOCkaeIBn6M193P"),
    # a Romance code named for the door it opens, its digits right after
    ("Técnico: para entrar al edificio usa el código de la puerta 2461. No lo pongas en la orden.", "2461"),
])
def test_more_sentences_give_their_value(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "the password file is backup2024.zip",
    "the password is stored in vault01.kdb",
    "el código de error de la puerta 4012 aparece en el log",
    "設定ファイルのパスワードは config.yaml に書いてあります。",
    "the password was rotated by Dr. Smith on Monday.",
])
def test_files_and_error_codes_in_those_sentences_stay(text):
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("text, secret", [
    ("Mrs Okafor forgot her check-in PIN again at drop-off. I reset it in the admin panel to 7325 and told her.", "7325"),
    ("Bob forgot his password again. I reset it to Welcome4821 and told him to change it.", "Welcome4821"),
])
def test_a_noun_taken_up_by_it_in_the_next_sentence_gives_its_value(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "Bob forgot his password again. I reset it to the default and told him.",
    "The PIN entry screen froze. I set it to 9600 baud and it came back.",
    "the password field was too short.\n\nI changed it to 4096 in the config",
])
def test_a_pronoun_with_no_secret_after_it_stays(text):
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("text, secret", [
    ("Magasin de location : caisse 2, identifiant scada_ro, mot de passe powder.piste.schuss.", "powder.piste.schuss"),
    ("pour le logiciel : identifiant svc_pos, mot de passe rolex-empeño-pledge-23. Le registre est exporté.",
     "rolex-empeño-pledge-23"),
    ("le compte de test c'est demo@clinique.test,\nmot de passe « quartz.orbit.lantern.orbit ». Merci", "quartz.orbit.lantern.orbit"),
    ("Installer/service login for the local web UI: user `installer`, password `2584`. Customer can't change it.", "2584"),
    ("Mech room Wi-Fi for the RTU gateway: SSID BAS-MECH-2G, WPA2 key tstat_blower_economizer_70", "tstat_blower_economizer_70"),
])
def test_a_value_right_after_a_password_noun(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "the password reset-flow-v2 is documented",
    "the password hash_function_name is configured",
    "Passwort vergessen? Dann hilft der Support.",
    "the password `hunter` example in the docs is a joke",
])
def test_a_name_right_after_a_password_noun_stays(text):
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("text, secret", [
    ("ProPresenter Remote: enabled, controller password 3744\n  Stage app: enabled", "3744"),
    ("the new HMI on the mash tun wants the engineer level code for CIP recipe edits — it's 4301. Operator level needs none.",
     "4301"),
])
def test_digits_ending_a_line_after_a_password_and_an_engineers_code(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "the password 2024 rollout is done",
    "the password 4821 times tried",
    "the supervisor code review — it's 2024 lines",
])
def test_years_and_counts_after_those_nouns_stay(text):
    assert redact(text) == (text, 0)
