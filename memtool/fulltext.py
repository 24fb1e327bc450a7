"""Full-text matching shared by every part that matches words: search (observations), the
event tier (eventlog), the context block's excerpts and compress's lookup of related memories.

    stemmer()                   PostgreSQL's `english` stemmer (Snowball), or None without
                                py-rust-stemmers: words stem here as the index stems them
    INDEX_WORDS                 words as the index splits them (identifiers split at underscores)
    significant_words(text)     the words of a text worth matching on (no stopwords), lower case
    ALL_WORDS                   the SQL predicate "the observation `o` holds all these words"
                                (parameter %(query)s: the significant words, space-separated)
"""

from __future__ import annotations

import functools
import re

#: too common to tell memories apart: never a reason to call two texts related
STOPWORDS = frozenset("""a an and are as at be but by for from has have i in into is it its of on or
please remember that the this to was were will with user we you your our it's not no yes do does did
can could should would there their they them then than so such just also only very about after before
""".split())

INDEX_WORDS = re.compile(r"[^\W_]+")
_TITLE_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]{2,}")

ALL_WORDS = "o.search_tsv @@ plainto_tsquery('english', %(query)s)"


@functools.cache
def stemmer():
    """PostgreSQL's `english` stemmer (Snowball), or None without py-rust-stemmers."""
    try:
        from py_rust_stemmers import SnowballStemmer
    except ImportError:
        return None
    return SnowballStemmer("english")


def significant_words(text: str, limit: int = 12) -> list[str]:
    """The distinct words of `text` (three characters or more, starting with a letter), lower
    case, stopwords left out, in order, at most `limit`: what ALL_WORDS matches on."""
    terms: list[str] = []
    for word in _TITLE_WORD.findall(text or ""):
        word = word.lower()
        if word not in STOPWORDS and word not in terms:
            terms.append(word)
    return terms[:limit]
