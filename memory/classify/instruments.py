"""Instruments: every way a desk writes one exposure resolves to one root.

"NVDA", "$NVDA", "NVDA 140C", "NVDA240621C00140000" -> NVDA; "ESZ5", "/ES", "MES" -> ES;
"BTC-PERP", "BTCUSDT", "btc" -> BTC; "Alphabet", "GOOG" -> GOOGL (the alias table,
lexicon/aliases.toml, plus the desk's own rows). News on a held position is recognised
by root, so a headline naming the company or the index under a held future counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from memory.classify import vocabulary
from memory.classify.facts import extract_tickers

# Quote currencies and suffixes of perps and pairs: BTC-PERP, BTCUSDT, ETH-USD, SOL/USDC.
_PAIR_RE = re.compile(r"^([A-Z0-9]{2,6}?)(?:[-/_]?(?:PERP|USDT|USDC|USD|BUSD)|[-/](?:EUR|BTC|ETH|JPY|GBP))$")
_OCC_RE = re.compile(r"^([A-Z]{1,6})\d{6}[CP]\d{8}$")
# Futures with a month code and year: ESZ5, NQH25, CLF26, FGBLM6 (a root of 2-4 letters), CZ25
# (one letter, only with a two-digit year: "TF1" is a book's name, not T January 2021).
_FUTURE_RE = re.compile(r"^/?([A-Z]{2,4}?)[FGHJKMNQUVXZ]\d{1,2}$|^/?([A-Z])[FGHJKMNQUVXZ]\d\d$")
_ID_PREFIX_RE = re.compile(r"\b([A-Z]{1,5})-\d{3,}\b")
_CURRENCIES = vocabulary.words("currencies")
_OPTION_SUFFIX_RE = re.compile(r"^([A-Z]{1,6})\s*\d+(?:\.\d+)?[CP]$")
# An exchange's contract code: root, year, month (or a weekly's month and day), strike, kind:
# RELIANCE26MAYFUT, BANKNIFTY26MAY47500PE, NIFTY2652622500CE (NSE and exchanges like it).
_CONTRACT_RE = re.compile(r"^([A-Z][A-Z&]{1,14}?)\d{2}(?:[A-Z]{3}|[1-9OND]\d{2})\d*(?:FUT|CE|PE)$")


# A run of word characters: where a name may begin (looked up by its first word).
_NAME_WORD_RE = re.compile(r"\w+")
_EXCHANGE_CODE_RE = re.compile(r"^(\d{3,6})(?:\.[A-Z]{1,3})?$")
# A name is a whole word: not inside a longer word, a "&" name, a path or a hyphenated one.
_JOINERS = frozenset("&/-_")


def _joined(char: str) -> bool:
    return char in _JOINERS or char.isalnum()


@dataclass(frozen=True)
class AliasTable:
    """ticker or name -> root. Names are matched as whole words in text."""
    roots: dict[str, str] = field(default_factory=dict)   # upper-case ticker -> root
    names: dict[str, str] = field(default_factory=dict)   # name as written -> root
    # A name's first word -> the names starting with it, longest first: a text is scanned
    # word by word with dict lookups (a regex of a thousand alternatives costs ~6x more).
    by_first_word: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def root(self, symbol: str) -> str:
        """The root of one symbol as extract_tickers returns it (upper case)."""
        symbol = symbol.upper().lstrip("$/")
        if symbol in self.roots:
            return self.roots[symbol]
        code = _EXCHANGE_CODE_RE.match(symbol)
        if code:
            # Asian exchanges number their listings: "0700.HK", "0700" and "700" are one stock.
            digits = code.group(1).zfill(4)
            return self.roots.get(digits, self.roots.get(digits.lstrip("0"), digits))
        pair = re.sub(r"[/-]", "", symbol)
        if len(pair) == 6 and pair[:3] in _CURRENCIES and pair[3:] in _CURRENCIES:
            return self.roots.get(pair, pair)   # USD/JPY, USDJPY -> USDJPY (not the crypto rule's USD)
        for shape in (_OCC_RE, _OPTION_SUFFIX_RE, _PAIR_RE, _FUTURE_RE, _CONTRACT_RE):
            match = shape.match(symbol)
            if match:
                base = match.group(1) or match.group(2)
                return self.roots.get(base, base)
        return symbol

    def names_in(self, text: str) -> list[tuple[str, str]]:
        """(name as written, root) for every alias name in the text."""
        if not self.by_first_word:
            return []
        found: list[tuple[str, str]] = []
        resume = 0
        for word in _NAME_WORD_RE.finditer(text):
            start = word.start()
            candidates = self.by_first_word.get(word.group())
            if candidates is None or start < resume or (start and _joined(text[start - 1])):
                continue
            for name in candidates:   # longest first: "Goldman Sachs" wins over "Goldman"
                end = start + len(name)
                if text.startswith(name, start) and (end == len(text) or not _joined(text[end])):
                    found.append((name, self.names[name]))
                    resume = end
                    break
        return found

    def instruments(self, text: str) -> tuple[list[str], list[tuple[str, str]]]:
        """Roots named in the text (tickers and alias names), and the alias hits."""
        roots: list[str] = []
        id_prefixes = {m.group(1) for m in _ID_PREFIX_RE.finditer(text)}
        for ticker in extract_tickers(text):
            if ticker in id_prefixes:
                continue  # "EQO-24133" is an order id, not EQO
            root = self.root(ticker)
            if root not in roots:
                roots.append(root)
        hits = self.names_in(text)
        for _, root in hits:
            if root not in roots:
                roots.append(root)
        return roots, hits


def build_alias_table(rows: Iterable[dict]) -> AliasTable:
    """From [[alias]] rows: {"instrument", "tickers", "names"}. Later rows win."""
    roots: dict[str, str] = {}
    names: dict[str, str] = {}
    for row in rows:
        root = str(row["instrument"]).upper()
        roots[root] = root
        for ticker in row.get("tickers", ()):
            roots[str(ticker).upper()] = root
        for name in row.get("names", ()):
            names[str(name)] = root
    by_first_word: dict[str, list[str]] = {}
    for name in sorted(names, key=len, reverse=True):
        first = _NAME_WORD_RE.match(name)
        if first is not None:
            by_first_word.setdefault(first.group(), []).append(name)
    return AliasTable(roots, names, {word: tuple(found) for word, found in by_first_word.items()})


@lru_cache(maxsize=1)
def builtin_aliases() -> AliasTable:
    return build_alias_table(builtin_rows())


def builtin_rows() -> list[dict]:
    """The world's companies (lexicon/companies.toml), then the core table, which wins."""
    return [*vocabulary.load("companies")["alias"], *vocabulary.load("aliases")["alias"]]


def currency_legs(roots: frozenset[str]) -> frozenset[str]:
    """The non-dollar currencies of the FX pairs among `roots`: a desk holding USDTWD or
    AUDNZD holds news on "TWD" or "NZD" (a headline on the dollar alone names every dollar
    pair, so it is not a leg)."""
    return frozenset(half for root in roots if len(root) == 6 and root[:3] in _CURRENCIES and root[3:] in _CURRENCIES
                     for half in (root[:3], root[3:]) if half != "USD")


def legs_named(text: str, legs: frozenset[str]) -> set[str]:
    """The currency legs `text` names as upper-case words. The alias table treats "EUR" or
    "GBP" as words (an equity desk's "USD 40m" names no instrument), so an FX desk's legs
    are matched here, where the desk's pairs say they are instruments."""
    return {word for word in re.findall(r"\b[A-Z]{3}\b", text) if word in legs} if legs else set()


# A company name as written: a capitalised word of 4+ letters ("Halvorsen", "Kestrel's").
# (accented letters are letters: "Telefónica", "Société")
_PROPER_WORD_RE = re.compile(r"(?<![\w$/.-])([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]{3,})(?:['’]s)?(?![\w-])")


@lru_cache(maxsize=65536)
def _abbreviates(ticker: str, word: str) -> bool:
    """Whether `ticker` reads as an abbreviation of `word`: same first letter, the rest of
    its letters in order inside the word (HLVN in Halvorsen, KSTL in Kestrel, GLD in Gold)."""
    rest = iter(word[1:].upper())
    return word[0] == ticker[0] and all(letter in rest for letter in ticker[1:])


abbreviates_cache = _abbreviates   # holds words of message text: emptied on erasure (memory.digest.TEXT_CACHES)


def written_as_word(word: str, text: str) -> bool:
    """Whether `text` writes `word` whole ("ENEL" in "REVISES ENEL OUTLOOK", not in "ENELIM")."""
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text) is not None


def _inside_sentence(word: str, text: str) -> bool:
    """Whether `word` appears somewhere other than a sentence's or line's first word."""
    return any(not re.search(r"(?:^|[.!?:;—–|]\s*|\n)\W*$", text[:match.start()])
               for match in re.finditer(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text))


def named_by_company(text: str, roots: frozenset[str]) -> set[str]:
    """The held or watched tickers that `text` names by their company's name.

    A desk's blind spot is news that names a held position by its company ("Halvorsen
    files its proxy" on a desk long HLVN) when no alias table row knows that company. A
    capitalised word that the ticker abbreviates names it, unless the text also uses the
    word in lower case (then it is an ordinary word: "Spread" at a line's start, "spread"
    later). Only letter tickers of 3-5 letters, not currencies, are read this way: shorter
    ones abbreviate too many words."""
    # (A currency is named by its country, "Brazil" for BRL: that is macro colour, not news
    # on a position; currency_legs handles FX.)
    candidates = [root for root in roots if 3 <= len(root) <= 5 and root.isalpha() and root not in _CURRENCIES]
    # Roots that are names (a book table's row "Lumen Harbor"): matched as written.
    names = [root for root in roots if " " in root or (len(root) > 5 and root.replace("&", "").isalpha())]
    found: set[str] = set()
    if names:
        upper = text.upper()
        found.update(name for name in names if written_as_word(name, upper))
    # Two names joined by "&" go by their initials: "Larsen & Toubro" is LT (two letters
    # only this way: a shorter ticker abbreviates too many single words).
    pairs = {root for root in roots if len(root) == 2 and root.isalpha() and root not in _CURRENCIES}
    for first, second in _AMPERSAND_NAME_RE.findall(text) if pairs else ():
        if (first[0] + second[0]).upper() in pairs:
            found.add((first[0] + second[0]).upper())
    if not candidates:
        return found
    for word in set(_PROPER_WORD_RE.findall(text)):
        # (or spells it out inside a sentence, "offers Oman for Jan": a watched OMAN; a
        # sentence's first word is capitalised whatever it is)
        hits = [root for root in candidates
                if (word.upper() == root and _inside_sentence(word, text))
                or (len(word) > len(root) and _abbreviates(root, word))]
        if hits and not written_as_word(word.lower(), text):
            found.update(hits)
    # A name of several words named by its initials: "Banca Credito Padano" is BCP,
    # "BANCA CREDITO PADANO" in a shouted headline too.
    short = {root for root in candidates if len(root) <= 4}
    for run in _NAME_RUN_RE.findall(text) if short else ():
        words = run.split()
        for size in range(2, 5):
            for start in range(len(words) - size + 1):
                initials = "".join(word[0] for word in words[start:start + size]).upper()
                if initials in short:
                    found.add(initials)
    return found


# Two capitalised names joined by "&" or "and" ("Larsen & Toubro").
_AMPERSAND_NAME_RE = re.compile(r"(?<![\w-])([A-Z][a-z]{2,})\s*(?:&|\band\b)\s*([A-Z][a-z]{2,})(?![\w-])")
# Capitalised words in a row (title case or shouted), each of 3+ letters.
_NAME_RUN_RE = re.compile(r"(?<![\w-])(?:[A-Z][A-Za-z]{2,}\s+)+[A-Z][A-Za-z]{2,}(?![\w-])")


# "Orbova Robotics (ORBL)" and "NXCT (Nexica Therapeutics)": a name and its symbol, side by side.
_NAME = r"[A-Z][A-Za-z&'.-]+(?:\s+(?:&\s+)?[A-Z][A-Za-z&'.-]+){0,3}"
# (or an exchange's listing number: "Tencent (700)", "Toyota (7203.T)")
_SYMBOL = r"[A-Z][A-Z0-9]{1,5}(?:\.[A-Z]{1,2})?|\d{3,6}(?:\.[A-Z]{1,3})?"
NAME_THEN_SYMBOL_RE = re.compile(rf"(?<![\w&'-])(?P<name>{_NAME})\s+\((?P<symbol>{_SYMBOL})\)")
_SYMBOL_THEN_NAME_RE = re.compile(rf"(?<![\w$])(?P<symbol>{_SYMBOL})\s+\((?P<name>{_NAME})\)")
_NOT_SYMBOLS = vocabulary.words("not_tickers") | _CURRENCIES
_CORPORATE_SUFFIXES = frozenset({"INC", "CORP", "CO", "LTD", "PLC", "SA", "AG", "NV", "SE", "ASA", "AB", "LLC", "GROUP",
                                 "HOLDINGS"})
_NAME_LEAD_WORDS = frozenset({"THE", "A", "AN", "ON", "IN", "FOR", "AND", "OR", "BUY", "SELL", "LONG", "SHORT"})


@lru_cache(maxsize=16384)
def declared_names(text: str) -> tuple[tuple[str, str], ...]:
    """(NAME, SYMBOL) pairs the text writes side by side, the name in upper case. Cached:
    each window's lookback re-reads the same messages (memory.digest._Running.read)."""
    if "(" not in text:
        return ()
    found = []
    for regex in (NAME_THEN_SYMBOL_RE, _SYMBOL_THEN_NAME_RE):
        for match in regex.finditer(text):
            words = [w.strip(".,") for w in match.group("name").upper().split()]
            while words and words[0] in _NAME_LEAD_WORDS:
                words.pop(0)
            if len(words) > 1 and words[-1] in _CORPORATE_SUFFIXES:
                words.pop()
            name, symbol = " ".join(words), match.group("symbol")
            # The name as a company writes it (not an acronym in capitals), the symbol no word.
            if len(name) >= 4 and not match.group("name").isupper() and symbol not in _NOT_SYMBOLS:
                found.append((name, symbol))
    return tuple(found)
