"""What the desk holds and watches, read from what it writes.

A desk states its book and watchlist in the channel: a pinned desk-state post ("book
going in: btc-perp +12 avg 59,065 ..."), a "watchlist: sui, link, avax" line. Reading
them, plus the desk's own certain fills, tells the classifier which headlines are news on
a held or watched name, without a desk file. The desk TOML can still list both.
"""

from __future__ import annotations

import re

from memory.classify.desk import DeskRules
from memory.classify.facts import extract_tickers
from memory.classify.instruments import NAME_THEN_SYMBOL_RE
from memory.classify.sentences import is_fence, markdown_cells

# "watchlist: sui, link", "watch list — SIH7 ZWH7", "WATCH: SIH7 ZWH7 AH 3M" (a line, or a
# part of a "|"-separated book line).
# "watch", "watchlist today", "watching", "watch 12/03", "Watchlist 03.12.": what heads a list.
# ("watchlist" may take two words of any language before its colon: "watchlist oggi invariata:")
_WATCH_HEAD = (r"\W*(?:watch\s*-?\s*list(?:\s+[^\W\d_]{2,12}){0,2}"
               r"|watch(?:ing)?(?:\s+(?:today|now|for today|this week|unchanged|heute|aujourd'hui))?)"
               r"(?:\s+\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\.?)?")
# What may qualify a list's head before its colon: "for TF1", "(research only)".
_WATCH_QUALIFIER = r"(?:\s+for\s+[\w./-]{1,12}|(?<=list)\s+(?:desk|team|book|core|today))?(?:\s*\([^)\n]{0,80}\))?"
_WATCHLIST_LINE_RE = re.compile(
    # then an emoji or a side's heading ("longs:") may come before the names
    r"(?:^|\|)" + _WATCH_HEAD + _WATCH_QUALIFIER + r"[^\w\n:|]{0,8}(?:(?:longs?|shorts?)\b)?"
    # (an emoji may stand for the colon: "watchlist today 👀 Ping An (2318), Tencent (700)")
    r"\s*(?:[:=—–]|\bis\b|-\s|(?<=[\U0001F300-\U0001FAFF]\s)(?=(?-i:[$A-Z0-9])))\s*(?P<names>[^\n|]+)", re.I | re.M)
# "book going in:", "book into today:", "positions:" (not "outside our book", "book value").
BOOK_NOUNS = (r"(?:book|positions?|holdings?|inventory|portfolio|exposures?"
              # in the desk's own language: posizioni, Positionen, posiciones, portafoglio, Bestand
              r"|posizion[ei]|positionen|posici[oó]n(?:es)?|portafoglio|portefeuille|cartera|carteira|bestand)")
# The same words as full-text terms (the index folds case and accents), to find the posts
# that state the book ahead of a window (memory.queries.book_posts); and the term of a
# report of PnL by line (`lines_reported_in`: "P&L" splits at "&", so only "pnl" is asked).
BOOK_POST_TERMS = " OR ".join((
    "book", "books", "positions", "holdings", "inventory", "portfolio", "exposure", "exposures", "posizioni",
    "posizione", "positionen", "posicion", "posiciones", "portafoglio", "portefeuille", "cartera", "carteira",
    "bestand"))
LINE_REPORT_TERMS = "pnl"
_BOOK_HEADER_RE = re.compile(
    r"^(?!.*\b(?:outside|not in|ex-?|paper|sim|simulated|backtest|model)\b).*(?:\b" + BOOK_NOUNS
    # "📋 Book & watchlist · crude-east": a post of both heads the book too
    + r"(?:\s*(?:&|and)\s*watch\s*-?\s*list)?\s*"
    r"(?:going in|into|as of|today|now|at (?:the )?open(?:ing)?|:|—|–|·|\|)"
    # a risk engine's snapshot of the book: "RISK SOD_BOOK ...", "EOD positions"
    r"|\b(?:sod|eod|start[ _-]of[ _-]day|end[ _-]of[ _-]day)[ _-]?" + BOOK_NOUNS + r"\b)",
    re.I)
# A line labelled as the book: "Positions core: ...", "Posizioni: ...", "current book: ..."
# (not "book value:", not a book outside ours).
_BOOK_LABEL_RE = re.compile(r"^\W*(?:\d{1,2}[.)]\s+)?(?:(?!outside|not|paper|sim|model)[\w-]+\s+){0,2}(?:" + BOOK_NOUNS
                            + r"|held)(?:\s+(?!value)[\w-]+){0,2}\s*:", re.I)
_BOOK_LABEL_HINT_RE = re.compile(BOOK_NOUNS + r"[\w\s-]{0,20}:", re.I)
_POSITION_LINE_RE = re.compile(r"\b(?:long|short|pos(?:ition)?|avg|held|holding)\b"
                               r"|(?<![\w.%])[+-]\s?\d[\d,.]*(?!\d|\s?%)", re.I)
# Under a book's header, a sized amount is a position too, its side left to the header or
# the column: "- specs: 120mm LLB 5.5s; CMO: 25mm FHR 5312 PA" (on the header's own line
# it may be the size of a level's subject: "stop on the 20k SOL inventory: 131.65").
_SIZED_AMOUNT_RE = re.compile(r"(?<![\w.])\d[\d,.]*\s?(?:mm|bn|k|lots?|contracts?|shares|sh)\b", re.I)
_POSITION_COLUMNS_RE = re.compile(r"\b(?:qty|quantity|position|pos|size|shares|contracts|lots|avg|average|notional"
                                  r"|gross|exposure|mv|market value|dv01|weight)\b", re.I)
# A row's name when it names no ticker: "Kestrel/Orcana", "Lumen Harbor / Pacific Meridian".
_ROW_NAME_RE = re.compile(r"[A-Z][a-z]{2,}(?:\s+(?:&\s+)?[A-Z][a-z]{2,}){0,2}")
_FLAT_RE = re.compile(r"\bflat\b|\bno position\b|\bclosed\b", re.I)
_CLAUSE_RE = re.compile(r"[,;]\s|\s·\s")
_SUFFIXED_RE = re.compile(r"\b([a-z0-9]{2,10})[-/](?:perp|usd|usdt|usdc|spot)\b", re.I)
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9.]{1,9}")


def _named(text: str, desk: DeskRules) -> set[str]:
    aliases = desk.aliases
    roots = {aliases.root(t) for t in extract_tickers(text)}
    roots |= {aliases.root(m.group(1).upper()) for m in _SUFFIXED_RE.finditer(text)}
    # Lower-case names the alias table knows as tickers ("sol spot", "eth").
    roots |= {aliases.roots[w.upper()] for w in _WORD_RE.findall(text) if w.upper() in aliases.roots}
    roots |= {root for _, root in aliases.names_in(text)}
    return roots


# A heading line that is only "watch" (a day, an emoji): the names are on the lines under it,
# each perhaps after a label ("longs: PLLA · GLVD", "on radar: ORBL, ARNQ").
_WATCH_HEADING_RE = re.compile(r"^" + _WATCH_HEAD + r"[^\w\n]*$", re.I)
_LINE_LABEL_RE = re.compile(r"^\W*(?:[a-z]+\s?){1,3}:\s*", re.I)
# Lines under a watch heading read as its names, at most.
WATCH_HEADING_LINES = 8
# "adding EURN, DHT to the watchlist", "put SBLK on watch", "GOGL added to watchlist".
_WATCH_ADD_RE = re.compile(
    r"\b(?:add(?:ing|ed|s)?|put(?:ting|s)?|plac(?:e|ed|ing))\s+(?P<names>[$A-Za-z][\w$.,/&\s-]{0,60}?)"
    r"\s+(?:to|on(?:to)?)\s+(?:the |our |my )?watch(?:\s*-?\s*list)?\b"
    r"|(?P<names2>\b[$A-Z][\w$.-]{1,12})\s+(?:was |is )?(?:added|put) (?:to|on) (?:the |our )?watch", re.I)
# A title that marks its names as watched: "Primer: Quill Software / Vantage Peak (watchlist)",
# "EURN — on watch".
_WATCH_NOTE_RE = re.compile(
    r"^(?:\(\d+/\d+\)\s*)?(?P<names>[^\n(]{2,80}?)\s*(?:\(\s*(?:on (?:the |our )?)?watch\s*-?\s*list\s*\)"
    r"|[(—–-]\s*on (?:the |our )?watch(?:\s*-?\s*list)?\b\)?)", re.I | re.M)


# The desk saying it watches names, leading its sentence: "still watching AVGO, GOOGL for
# tomorrow", "we're watching $PLTR and SOFI" (upper-case symbols only: "watching the open" is no list).
_WATCH_VERB_RE = re.compile(
    r"(?:^|[.!?;:]\s+|\n)\W*(?:(?:still|also|now|i'm|im|we're|were|we are|i am)\s+)*watching\s+"
    r"(?P<names>\$?[A-Z][A-Z0-9.]{0,9}(?:(?:\s*,\s*|\s+and\s+|\s*/\s*)\$?[A-Z][A-Z0-9.]{0,9})*)\b", re.I)


# Substrings the two patterns above need, tested first: they scan every line of a text.
_WATCH_NOTE_HINT_RE = re.compile(r"watch\s*-?\s*list\s*\)|\bon (?:the |our )?watch")
_WATCH_ADD_HINT_RE = re.compile(r"\b(?:to|on|onto)\s+(?:the |our |my )?watch")


def watch_name_lists(text: str) -> list[str]:
    """The name lists a text declares as the watchlist: after "watchlist:" on a line, or
    on the lines under a bare "watch" heading (up to a blank line); the notes in brackets
    left out ("PLLA (pr, small float)", "GLVD (halt candidate)": a note is no name, no news)."""
    lists = [match.group("names") for match in _WATCHLIST_LINE_RE.finditer(text)]
    lowered = text.lower()
    if _WATCH_NOTE_HINT_RE.search(lowered):
        lists += [_LINE_LABEL_RE.sub("", match.group("names").replace("*", "").strip(), count=1)
                  for match in _WATCH_NOTE_RE.finditer(text)]
    if _WATCH_ADD_HINT_RE.search(lowered):
        # (what is added must be named: "add more to the watch list" adds no name)
        lists += [names for match in _WATCH_ADD_RE.finditer(text)
                  if (names := match.group("names") or match.group("names2"))[0].isupper() or names[0] == "$"]
    if "watching" in lowered:
        lists += [match.group("names") for match in _WATCH_VERB_RE.finditer(text)
                  if all(name.lstrip("$")[:1].isupper() for name in re.split(r"\s*,\s*|\s+and\s+|\s*/\s*",
                                                                              match.group("names")))]
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if not _WATCH_HEADING_RE.match(line):
            continue
        for below in lines[index + 1:index + 1 + WATCH_HEADING_LINES]:
            if not below.strip():
                break
            lists.append(_LINE_LABEL_RE.sub("", below, count=1))
    # "Ping An (2318)": a name given its symbol is listed as the symbol; other brackets are notes.
    return [re.sub(r"\([^)]*\)", " ", NAME_THEN_SYMBOL_RE.sub(r"\g<symbol>", listed)) for listed in lists]


# A full stop then a space ends a list of names (not "no.11", not "1.5").
_SENTENCE_END_RE = re.compile(r"(?<=[A-Za-z)])\.\s+(?=[A-Za-z])")


def watchlist_in(text: str, desk: DeskRules) -> set[str]:
    """Names on a "watchlist: a, b, c" line, or under a "watch" heading."""
    found: set[str] = set()
    for names in watch_name_lists(text):
        names = _SENTENCE_END_RE.split(names, maxsplit=1)[0]   # "avgo, msft. vix term for ...": the list ends
        for token in re.split(r"[,;/|·]|\band\b|\s+(?=[A-Z0-9]{2,}\b)", names):
            token = token.strip(" .$*`[]{}\"'")     # a YAML or JSON list: [EURN, SBLK, DHT]
            if token and len(token) <= 24:
                found.add(desk.resolve(token.split()[0].strip(".")))
    return found


def _held_on(line: str, desk: DeskRules, *, by_name: bool = False) -> set[str]:
    """Clause by clause: "short nvda 3k / aapl 6k, 0dte flat-ish" holds NVDA and AAPL. On a
    line labelled as the book, a company named without a symbol ("ECP Enel Finance",
    "Bubill Sep-24") is held by its first name word, as headlines shout it ("ENEL")."""
    held: set[str] = set()
    for clause in _CLAUSE_RE.split(line):
        if _FLAT_RE.search(clause):
            continue
        held |= _named(clause, desk)
        # "long Cerro Verdino Cu conc (Andina Cobre offtake)": a position in a name no symbol
        # stands for is held by that name, and so is the company in its brackets.
        runs = _SIDE_NAME_RE.findall(clause) + _BRACKET_NAME_RE.findall(clause)
        held |= {" ".join(run.split()).upper() for run in runs if run.split()[0].upper() not in _NOT_NAMES}
        if by_name and _names_a_position(clause):
            held |= {word.upper() for word in _NAME_WORD_RE.findall(clause) + _SHOUTED_NAME_RE.findall(clause)
                     if word.upper() not in _NOT_NAMES}
    return held


# Two or three capitalised words right after a side word, or leading a bracket.
_SIDE_NAME_RE = re.compile(r"\b(?:long|short)\s+((?:[A-Z][a-z]{2,}\s+){1,2}[A-Z][a-z]{2,})(?![\w-])")
_BRACKET_NAME_RE = re.compile(r"\(((?:[A-Z][a-z]{2,}\s+){1,2}[A-Z][a-z]{2,})\s+(?:offtake|supply|contract|mine|project"
                              r"|smelter|refinery|exposure|credit|guarantee|paper|bonds?|loan)\b")
# A company's first name word: "Enel", "Bubill", "Mediobanca" (title case, 4+ letters).
_NAME_WORD_RE = re.compile(r"(?<![\w-])[A-Z][a-z]{3,}(?![\w-])")
# ...or shouted, longer than a ticker: "RELIANCE short 2 lots".
_SHOUTED_NAME_RE = re.compile(r"(?<![\w-])[A-Z]{6,12}(?![\w-])")
_NOT_NAMES = frozenset({"NONE", "TOTAL", "CORE", "LONG", "SHORT", "FLAT", "BOOK", "CASH", "GROSS", "SPECIAL", "FUTURES",
                        "BONDS", "NOTES", "BILLS", "SWAPS", "OPTIONS", "CALLS", "PUTS", "SPOT", "HEDGE", "HEDGES"})


# A clause naming a position carries few lowercase words ("long Cerro Verdino Cu conc (Andina
# Cobre offtake)", "Murban Jan-loading cargo (500kb"); a sentence under a label ("Position
# sizing: after the November move SYS has grown to 7.6% of the book") carries many, and its
# capitalised words are no names of the book.
POSITION_CLAUSE_MAX_WORDS = 5
_LOWER_WORD_RE = re.compile(r"(?<![\w-])[a-z]{2,}(?![\w-])")


def _names_a_position(clause: str) -> bool:
    return len(_LOWER_WORD_RE.findall(clause)) <= POSITION_CLAUSE_MAX_WORDS


def _first_line(text: str) -> str:
    """The first line that says something: a code fence ("```") around a bot's report is not it."""
    for line in text.split("\n", 3):
        if line.strip() and not is_fence(line):
            return line
    return ""


def holdings_in(text: str, desk: DeskRules, *, pinned: bool) -> set[str]:
    """Instruments on the position lines of a book post (a pinned post, or one headed "book"),
    and on any line labelled as the book ("Posizioni core: BTP 4.20% Mar-34, ...")."""
    if not (pinned or _BOOK_HEADER_RE.search(_first_line(text))):
        if not _BOOK_LABEL_HINT_RE.search(text):
            return set()
        return {root for line in text.split("\n") if (label := _BOOK_LABEL_RE.match(line))
                for root in _held_on(line[label.end():], desk, by_name=True)}
    held: set[str] = set()
    table = False     # under a markdown table header with position columns (| Position | Qty | Avg |)
    for index, line in enumerate(text.split("\n")):
        if cells := markdown_cells(line):
            if _POSITION_COLUMNS_RE.search(" ".join(cells[1:])) and not any(c and c[0].isdigit() for c in cells):
                table = True
                continue
            if table and cells and not _FLAT_RE.search(line) and not set(cells[0]) <= set("-: "):
                # A row named by company ("Kestrel/Orcana") holds that company: its name
                # is the root (memory.classify.instruments.named_by_company reads it back).
                held |= _named(cells[0], desk) or {name.upper() for name in _ROW_NAME_RE.findall(cells[0])}
            continue
        table = False
        label = _BOOK_LABEL_RE.match(line)
        if _WATCHLIST_LINE_RE.match(line) or not (label or _POSITION_LINE_RE.search(line)
                                                  or (index and _SIZED_AMOUNT_RE.search(line))):
            continue
        held |= _held_on(line[label.end():] if label else line, desk, by_name=bool(label))
    return held


# A bot's per-instrument position line, the symbol leading: "BTC inv= +7.19 limit= 25 util= 27%",
# "ETH-PERP pos=-120 avg=3,412". A position field with a value other than zero holds it.
# A risk table's row is one too: "SAP   vega   -43k  gamma    7k  delta   617k" (its delta or
# vega: a name the book has no exposure to is not in such a table).
_POSITION_RECORD_RE = re.compile(
    r"^[^\w\n]*(?P<symbol>[A-Z][A-Z0-9.-]{1,14})\b[^\n]{0,40}?\b(?:(?:inv|inventory|pos|position|holding|held"
    r"|net_?pos)\s*[=:]|(?:delta|vega)\s*[=:]?)\s*[+\-−]?(?P<value>\d[\d,]*(?:\.\d+)?)", re.M)


def position_records_in(text: str, desk: DeskRules) -> set[str]:
    """Instruments a bot's position lines say the desk holds (value not zero)."""
    if "=" not in text and ":" not in text and "delta" not in text and "vega" not in text:
        return set()
    return {desk.aliases.root(match.group("symbol")) for match in _POSITION_RECORD_RE.finditer(text)
            if any(digit in "123456789" for digit in match.group("value"))}


# A report of the desk's PnL or exposure by line: "PnL @ 12:27Z: day +67,338 · XLE +21.0k",
# a "PnL snapshot" table ("MC   -37 629   ▲ 4,18 bp"), "risk snapshot ... pos sym=AIR
# mv_eur=...", "Expo fin de journée": only a line the desk has makes or loses it money, so
# every instrument such a report gives a figure is the desk's (held today, or just closed).
_LINE_REPORT_HEAD_RE = re.compile(
    r"\b(?:p\s?&\s?l|pnl|p/l)(?:[\s_-]?snapshot)?\b|\b(?:risk|exposure|expo)[\s_-]?(?:snapshot|report|by line)\b"
    r"|^\W*(?:expo(?:sure)?s?|positions?)\b", re.I)
# Where a report says what it is: the first words of its first line (a sentence that
# mentions P&L further on is no report of it).
LINE_REPORT_HEAD_WORDS = 3
# (a paper or simulated book's PnL is not the desk's)
_NOT_THE_DESKS_RE = re.compile(r"\b(?:paper|sim|simulated|backtest|model|hypothetical)\b", re.I)
# An instrument then its figure: "XLE +21.0k", "GCZ6: -2,861", "MC        -37 629",
# "SAN   51.000   9,714" (a table row), or a record's symbol field: "sym=AIR", "symbol: ETH".
_FIGURED_SYMBOL_RE = re.compile(
    r"(?:^|(?<=[\s·|,;(]))(?P<symbol>[A-Za-z0-9][A-Za-z0-9./-]{0,24})\s*[:=]?\s+[+\-−]?[$€£¥]?\d"
    r"|\b(?:sym|symbol|ticker|instr|instrument)\s*[=:]\s*(?P<field>[A-Za-z0-9][A-Za-z0-9./-]{0,24})", re.M)


def line_report_in(text: str) -> bool:
    """Whether the text is a report of PnL or exposure by line (see `lines_reported_in`):
    its first line says so."""
    head = " ".join(_first_line(text).split()[:LINE_REPORT_HEAD_WORDS])
    return bool(_LINE_REPORT_HEAD_RE.search(head)) and not _NOT_THE_DESKS_RE.search(head)


def lines_reported_in(text: str, desk: DeskRules) -> set[str]:
    """The instruments a report of PnL or exposure by line gives a figure for."""
    if not line_report_in(text):
        return set()
    symbols = {match.group("symbol") or match.group("field") for match in _FIGURED_SYMBOL_RE.finditer(text)}
    # (a symbol as ticker extraction reads it: "MTD", "USD", "day", "total" are no instrument)
    return {desk.aliases.root(ticker) for symbol in symbols for ticker in extract_tickers(symbol)
            if len(ticker) >= 2 and ticker == symbol.upper().lstrip("$")}
