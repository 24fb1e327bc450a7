"""The one loop that writes markers over found spans (memtool/privacy/splice.py): in order, never over a span it
already replaced, never over what lookalike finds harmless, a marker spared on request, the replaced values handed
back."""

from __future__ import annotations

from memtool.privacy.splice import splice

TEXT = "key A1b2C3d4E5f6G7h8 and 00000000-0000-0000-0000-000000000000, then Zq9Xw8Vu7Ts6Rp5N"
LAST = TEXT.index("Zq9")


def test_each_span_becomes_its_marker() -> None:
    spans = [(4, 20, "one"), (LAST, len(TEXT), "two")]
    assert splice(TEXT, spans) == (
        "key [REDACTED:one] and 00000000-0000-0000-0000-000000000000, then [REDACTED:two]", 2)


def test_an_overlapping_span_is_skipped() -> None:
    assert splice(TEXT, [(4, 20, "one"), (10, 24, "two")]) == (
        "key [REDACTED:one] and 00000000-0000-0000-0000-000000000000, then Zq9Xw8Vu7Ts6Rp5N", 1)


def test_a_harmless_value_stays() -> None:
    assert splice(TEXT, [(25, 61, "uuid")]) == (TEXT, 0)  # (a UUID: lookalike's)


def test_a_marker_is_spared_only_when_asked() -> None:
    text = "password=[REDACTED:password] and token=Zq9Xw8Vu7Ts6Rp5N"
    spans = [(9, 28, "nearby"), (39, 55, "nearby")]
    taken: list[str] = []
    assert splice(text, spans, spare_markers=True, taken=taken) == (
        "password=[REDACTED:password] and token=[REDACTED:nearby]", 1)
    assert taken == ["Zq9Xw8Vu7Ts6Rp5N"]
    assert splice(text, spans) == ("password=[REDACTED:nearby] and token=[REDACTED:nearby]", 2)


def test_nothing_found_gives_the_text_back() -> None:
    assert splice(TEXT, []) == (TEXT, 0)
