"""Codes and PINs named for what they open (session 27, `memtool.privacy.predicates.find_codes` and the rules of code-named
keys): a code's noun in more languages and its inflections, compounds that glue what it opens before it, what it opens in
more languages, the value after a word of when it holds from or a verb that types it, the shapes of a code's value; and,
each beside its clean counter-example, the same grammar naming a code that classifies or a number that counts.

Pure functions: no database. The sentences are written for these tests, after the corpus's shapes, not copied from it."""

from __future__ import annotations

import pytest

from memtool.privacy import redact


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


@pytest.mark.parametrize("text, secret", [
    # a compound ending in the noun, inflected (Swedish definite), what it opens glued before it
    ("Dörrkoden till garaget på Storgatan är 3917, byts varje månad.", "3917"),
    ("Varaston hälytyskoodi: 58214", "58214"),
    ("Haustürcode für die Ferienwohnung lautet 40962.", "40962"),
    # a code's noun in the Slavic, Turkish and Nordic spellings, what it opens after it
    ("Kod do sejfu w biurze: 771403", "771403"),
    ("Kód k trezoru v kanceláři je 615072.", "615072"),
    ("Koden til porten ved lageret er 28416, den gamle virker ikke.", "28416"),
    ("La clave de la puerta del almacén es 40913, no la compartas.", "40913"),
    # when it holds from, with no copula or after one; a verb that types it
    ("Tor-Info: Garagencode Nordseite ab sofort 662190, bitte nicht weitergeben.", "662190"),
    ("De poortcode is vanaf woensdag 481726.", "481726"),
    ("The gate code for the yard from Monday 390418, same as the alarm.", "390418"),
    ("the vault door code still 80417263 until facilities rotate it", "80417263"),
    ("her locker PIN was reset, ask her to enter 739152 at the kiosk", "739152"),
    ("Der Code für den Schlüsselkasten an der Rampe hat sich geändert: neuer Code 58213.", "58213"),
    # what a code is for: picking up, a barrier
    ("Abholcode für Fach 12: 83920147", "83920147"),
    ("Your pickup code is 610284, show it at the counter.", "610284"),
    ("Koden til bommen ved hytta er 60417.", "60417"),
    # a keypad's and a disarm's value, a # or * after it
    ("Back office keypad is 70315#, the alarm panel takes the same.", "70315"),
    ("- Loading bay door keypad: 480913", "480913"),
    ("- Chapel side door (alarm disarm): 6021*", "6021"),
    # the value's shapes: letters and digits in hyphenated groups; capitals under a PIN's noun
    ("Your guest access code: KTW-8831", "KTW-8831"),
    ("de pincode voor de afhaalkast is XKRTPBWQ, niet doorsturen", "XKRTPBWQ"),
    ("Release PIN: Q7TX4M for the container at gate 4", "Q7TX4M"),
    ("kapıdaki PIN kodu 7HKW2QZP olarak güncellendi", "7HKW2QZP"),
    ("for the weekend, the duty manager PIN 604819 opens the cash office", "604819"),
    ("O PIN do cofre da loja passou a ser 731904 desde ontem.", "731904"),
    ("Badge PIN for the lab's hardware token (user jdoe): 807315 — type it before the OTP", "807315"),
    # a digicode's letter, a keypad's star, a dash for a predicate, a Wi-Fi voucher
    ("le digicode du portail est 7304A", "7304A"),
    ("Entry code for the yard is *60417#", "60417"),
    ("Keypad code – 730418", "730418"),
    ("Guest Wi-Fi voucher: 40917-33820", "40917-33820"),
    # a compound opening with what it opens, a duress code, a PIN whose parenthesis names a bank, a command's flag
    ("Hinweis: Alarmanlage: Code 60418, bitte danach scharf schalten.", "60418"),
    ("Duress code: 7291 (silent alarm to the SOC)", "7291"),
    ("Code PIN du coffre (Bank Street branch): 40817", "40817"),
    ("python program_lock.py --lock side-gate --code 58213 --valid 2026-12-24", "58213"),
    # languages written without blanks
    ("倉庫の開錠用コードは 52081937 です。", "52081937"),
    ("取件码：62841093", "62841093"),
])
def test_a_code_that_opens_something_in_more_forms_is_redacted(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "Der Fehlercode der Türsteuerung ist 40516.",
    "The postal code for the gate office is 90210.",
    "Station code: 4821 (the timetable's, not a door).",
    "exit code 1234 from the gate script",
    "the keypad has 12 keys and a backlight",
    "Back office keypad: 1234 in the manual's example",
    "the master branch code is 2048 lines now",
    "Your pickup is scheduled for Monday 10:30.",
    "Koden til feilen i porten er beskrevet i manualen.",
    "PIN 13 on the header drives the door relay",
    "the PIN is REQUIRED on first boot",
    "de pincode voor de kast is STANDAARD",
    "Kod pocztowy magazynu: 00-950 Warszawa",
    "倉庫の郵便番号は 1050011 です。",
    "Die Postleitzahl des Depots ab Montag 10115",
    "exit code – 1234",
    "the product code for the gate motor is B4821",
    "Gift voucher: 58213-77120",
    "git diff --exit-code 1234 --lock",
    "./sync --country-code 4401 --lockfile deps.lock",
])
def test_codes_that_classify_count_or_give_no_value_stay(text):
    assert redact(text)[0] == text


@pytest.mark.parametrize("text, secret", [
    ("[Scale]\nLockCode=8261\n", "8261"),
    ("[Security]\nLevel2Code=59017\n", "59017"),
    ("door_lock_code = 40718", "40718"),
    ("AuthCode      0x5C1E9A77D2B04F36", "0x5C1E9A77D2B04F36"),
    ("digitizer.auth = 0x3D8A5E1F09C7B24E", "0x3D8A5E1F09C7B24E"),
    ("[snmp]\n  version = 2\n  community = \"tq7Xw2RvLp9a\"\n", "tq7Xw2RvLp9a"),
    ("# /etc/snmp/snmpd.conf\nrocommunity lane7qzx 10.0.0.0/8\n", "lane7qzx"),
    ("the snmp community for the core routers: vtx-94kq-m2 (RO)", "vtx-94kq-m2"),
])
def test_keys_named_for_a_code_and_communities_are_redacted(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "ClockCode=7165",
    "clock_code = 40718",
    "LevelCode=3",
    "ptr = 0x7ffd5c2e4a10",
    "auth = 0xffff888012345678",
    "mask = 0xFFFFFFFFFFFFFFFF",
    "[snmp]\n  version = 2\n  community = \"public\"\n",
    "the community for the forum is friendly",
])
def test_a_clock_a_level_a_pointer_and_a_default_community_stay(text):
    assert redact(text)[0] == text


@pytest.mark.parametrize("text, secrets", [
    ("Guest Wi-Fi vouchers for the workshop (valid 8 h):\n  40917-33820\n  58102-77413\n", ["40917-33820", "58102-77413"]),
    ("# controller notes\n# remote unlock code\n71830295\n# beacon interval\n", ["71830295"]),
    ("Door codes by floor:\n- 59302\n- 48126\n", ["59302", "48126"]),
    ("| kiosk | serial | passcode |\n|---|---|---|\n| Lobby | F9KQ2 | 903417 |\n| Cafe | H2PL8 | 615028 |\n",
     ["903417", "615028"]),
    ("member_id,name,door_pin\n10291,Alva,40816\n10292,Bruno,73105\n", ["40816", "73105"]),
])
def test_codes_listed_under_their_heading_or_column_are_redacted(text, secrets):
    out, _ = redact(text)
    assert not any(secret in out for secret in secrets)


@pytest.mark.parametrize("text", [
    "Error codes:\n4001\n4002\n",
    "Postal codes of the depots:\n 10115\n 10117\n",
    "Gift vouchers for the raffle:\n  AB12-CD34\n  EF56-GH78\n",
    "| pin | function |\n|---|---|\n| 13 | LED |\n| 2048 | reserved |\n",
    "member_id,name,door_pin\n10291,Alva,1234\n10292,Bruno,0000\n",
])
def test_codes_that_classify_a_boards_pins_and_example_pins_stay(text):
    assert redact(text)[0] == text


@pytest.mark.parametrize("text, secret", [
    ("| site | router | admin pw |\n|---|---|---|\n| North | RV50 | tidal8823 |\n", "tidal8823"),
    ("Le code du coffre de la caisse est 804713 jusqu'à lundi.", "804713"),
    ("tag.set_access_password(epc, \"9C4E71AB\")", "9C4E71AB"),
    ("reader.set_kill_password(tag, \"3F08D2E6\")", "3F08D2E6"),
])
def test_a_pw_column_a_till_code_and_a_tags_password_setter_are_redacted(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "| site | router | admin pw |\n|---|---|---|\n| North | RV50 | (see vault) |\n",
    "Le code de la caisse 3 est en panne depuis lundi.",
    "form.set_password(field, \"password\")",
])
def test_their_clean_neighbours_stay(text):
    assert redact(text)[0] == text


@pytest.mark.parametrize("text, secret", [
    ("Schließfach 7 im Keller – Code 60418", "60418"),
    ("Le code du casier 14 est 730415.", "730415"),
    ("El código de la taquilla del vestuario es 48213.", "48213"),
    ("il codice del portone è 590317", "590317"),
    ("the code that opens the bike shed is 71946", "71946"),
    ("intercom code: 408613", "408613"),
    ("Her PIN number is 620481, she asked us to keep it.", "620481"),
])
def test_lockers_intercoms_a_verb_that_opens_and_a_pin_number(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "PIN number of pins on the header: 40",
    "the PIN number field is 6 digits",
    "Le code du casier judiciaire est 775.",
    "the source code that opens the file is 2048 lines long",
])
def test_a_pin_numbers_field_and_what_opens_a_file_stay(text):
    assert redact(text)[0] == text


@pytest.mark.parametrize("text, secret", [
    ("$ ./inverter_pull.py --user north_api --system-code 'hT7qLm2XwZ9pRk4V' --plant 7781", "hT7qLm2XwZ9pRk4V"),
    ("sudo agent-register --activation-code=Q7XW-2KD9-MZ4P-8TRL", "Q7XW-2KD9-MZ4P-8TRL"),
])
def test_a_commands_code_flag_with_a_credential(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "./x --country-code DE --promo-code SUMMER2024X --error-code E4021X",
    "./gen --source-code src/main.py --code print_all",
])
def test_code_flags_that_classify_or_name_code_stay(text):
    assert redact(text)[0] == text
