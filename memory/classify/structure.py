"""Structured bot output: key=value lines, JSON objects and embed fields.

Order, risk and exchange-bridge bots rarely write prose. Their lines carry named fields
(`side=SELL qty=250 px=67420 status=FILLED`, `{"event":"limit_change",...}`, an embed
with Side/Qty/Price fields). Reading the field names and values carries across desks
where a phrase list does not: a record is typed by its status/event words, and it is
*certain* when it names the trade (an order id, or a side with a size or a price).
A record with no trade facts and no decision word is status output (a heartbeat, a
snapshot) and is counted, not kept.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from memory.classify.facts import _TRADE_ID_RE
from memory.classify.sentences import is_fence, markdown_cells
from memory.classify.tradefacts import side_of, trade_ids
from memory.classify.tradefacts import trade_facts as facts_in_text

_KV_RE = re.compile(r"(?<![\w./-])(?P<key>[A-Za-z_][\w.-]{0,40})\s*[=:]\s*(?P<value>\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'"
                    # (a label before pairs is no key: "decision: item=X route=none")
                    # (a decimal comma stays in its number: "px=289,75")
                    r"|(?![A-Za-z_][\w.-]{0,40}=)(?:[^\s,;|]|(?<=\d),(?=\d))+)")
# A fenced block (```yaml ... ```) of "key: value" lines, one pair a line, as agents post
# order and target-weight blocks.
_FENCE_RE = re.compile(r"```[\w-]*[ \t]*\n(?P<body>.*?)```", re.S)
_YAML_PAIR_RE = re.compile(r"^[ \t]*(?:-[ \t]+)?(?P<key>[A-Za-z_][\w.-]{0,40})[ \t]*:[ \t]*(?P<value>[^\n#]*[^\s#])",
                           re.M)
# Unfenced, a bot's "key: value" block is a run of lines that are each one pair with a
# program's lower-case key ("order_id: KHI-26635", "action: RESIZE"); a person's ticket
# ("Side: Buy") is left to the ticket rule.
_BARE_PAIR_LINE_RE = re.compile(
    r"[ \t]*(?:-[ \t]+)?(?P<key>[a-z][a-z0-9_.]{0,40})[ \t]*:[ \t]*(?P<value>[^\n#]*[^\s#])[ \t]*")
BARE_BLOCK_MIN_PAIRS = 4

# Field names, normalised (lower case, no separators) -> the fact they carry.
_KEY_ROLES: dict[str, tuple[str, ...]] = {
    "side": ("side", "action", "direction", "buysell", "bs", "dir", "richtung",
             "sentido", "lado", "lato", "segno", "sens", "operacion", "operazione"),
    "size": ("qty", "quantity", "size", "amount", "filledqty", "fillqty", "cumqty", "lastqty", "lastshares",
             "contracts", "shares", "lots", "notional", "units", "leavesqty", "orderqty", "newqty", "oldqty",
             "resizedto", "menge", "ausgefhrt", "ausgefuhrt",   # (keys are ASCII-folded: ausgeführt)
             "cantidad", "cantidadaprobada", "quantita", "quantidade", "quantite", "qte", "nominal", "nominale"),
    "price": ("price", "px", "avgpx", "avgprice", "fillpx", "fillprice", "lastpx", "limit", "limitpx", "lmt",
              "limitprice", "entry", "level", "strike", "preis", "kurs", "precio", "prezzo", "preco", "prix",
              "cambio", "limite", "cours", "prixlimite"),
    "id": ("orderid", "oid", "id", "tradeid", "clordid", "clientorderid", "ordid", "ticket", "ref", "execid",
           "parentid", "order", "orden", "ordine", "ordem", "ordre"),
    "status": ("status", "state", "event", "evt", "type", "ordstatus", "exectype", "verdict", "result",
               "kind", "msg",
               "outcome", "decision", "check", "rule", "alert", "reason", "head", "estado", "evento", "stato",
               "statut", "esito", "resultado"),
    "symbol": ("symbol", "sym", "instrument", "ticker", "pair", "contract", "underlying", "market", "product", "asset",
               "coin", "name", "inst", "instr", "produkt", "instrumento", "strumento", "valor", "titulo", "emisor"),
    "stop": ("stop", "sl", "stoppx", "stoploss", "stopprice", "trigger", "triggerpx"),
    "target": ("target", "tp", "takeprofit", "tgt", "targetpx"),
    "limit": ("maxgross", "maxnet", "maxpos", "maxposition", "maxloss", "maxdd", "maxdrawdown", "cap", "threshold",
              "limitvalue", "old", "new", "from", "to", "usage", "util", "utilization", "utilisation", "breach",
              "headroom", "exposure", "gross", "net", "var", "leverage", "margin", "dailyloss", "pnl", "drawdown"),
    "route": ("routedto", "route", "assignee", "assignedto", "owner", "dest", "destination", "to_agent", "agent"),
}
_ROLE_OF = {name: role for role, names in _KEY_ROLES.items() for name in names}

# Status and event words -> event type, tried in this order (a fill before a working order).
_STATUS_TYPES: tuple[tuple[str, re.Pattern[str], str | None], ...] = tuple(
    # (a word that names a bot is no status: "· exec-agent" in a footer, "fill-bot")
    (event_type,
     re.compile(rf"(?:{pattern})(?!-(?:agent|bot|desk|svc|service|gw|gateway|engine|daemon|worker|router))"), stage)
    for event_type, pattern, stage in (
        ("trade_fill", r"\b(?:fill|filled|fills|fil|partial(?:ly)?[\s_-]?fill\w*|partial|part|executed|execution"
                       r"|exec(?:uted)?|trade[\s_-]?fill|done|traded|complete[d]?|ausgef(?:ü|u)hrt|ausf(?:ü|u)hrung|zugeschlagen"
                       r"|allott?ed|allotment|ejecutad[ao]s?|executad[ao]s?|eseguit[oa]|ex[ée]cut[ée]e?s?)\b",
         "filled"),
        ("trade_confirmation", r"\b(?:cancel\w*|canceled|cxl\w*|expired|withdrawn|storniert|annull\w*|annul[ée]e?)\b",
         "cancelled"),
        ("risk_limit", r"\b(?:resiz\w*|resized|downsiz\w*|reduc\w*|clip\w*|block\w*|breach\w*|exceed\w*|halt\w*"
                       r"|kill[\s_-]?switch|throttl\w*|capped|limit[\s_-]?(?:change|update|set|raised|lowered|hit)"
                       r"|limit_change|risk[\s_-]?(?:reject|block|breach|limit|override)|over[\s_-]?limit|margin[\s_-]?call"
                       r"|liquidat\w*|de-?risk\w*|restrict\w*|freeze|frozen"
                       r"|redimension\w*|bloquead[ao]|bloccat[oa]|bloqu[ée]e?|l[ií]mite (?:superado|excedido))\b",
         "advised"),
        ("trade_confirmation", r"\b(?:reject\w*|rej|denied|refused|abgelehnt|rechazad[ao]|rejeitad[ao]|rifiutat[oa]"
                               r"|rejet[ée]e?)\b", "rejected"),
        ("trade_confirmation", r"\b(?:new|accepted|ack(?:ed|nowledged)?|working|open|placed|submitted|sent|live"
                               r"|pending[\s_-]?new|replaced|amended|modified|rest(?:ing|ed)|confirm\w*|booked|routed"
                               r"|captured|matched|affirmed|enviad[ao]|aceptad[ao]|aceit[ao]|inviat[oa]|accettat[oa]"
                               r"|envoy[ée]e?|accept[ée]e?|colocad[ao]"
                               r"|order[\s_-]?(?:new|ack|accepted|placed|update)|eingestellt|best(?:ä|a)tigt)\b",
         "confirmed"),
        ("stop_or_target_change", r"\b(?:stop|sl|target|tp)[\s_-]?(?:moved|update\w*|change\w*|set|amend\w*|trail\w*)\b"
                                  r"|\btrail(?:ing)?[\s_-]?stop\b", None),
        ("trade_approval", r"\b(?:approv\w*|pass(?:ed)?[\s_-]?risk|risk[\s_-]?ok|cleared|authori[sz]ed)\b", "approved"),
        ("trade_proposal", r"\b(?:propos\w*|signal|idea|recommend\w*|suggest\w*|candidate)\b", "proposed"),
        ("route_decision", r"\b(?:rout(?:e|ed|ing)|assign\w*|dispatch\w*|handoff|hand[\s_-]?off|enrutad[ao]|asignad[ao]"
                           r"|instradat[oa]|assegnat[oa]|encaminhad[ao])\b", None),
    )
)
# Fields that mark a record as one slice of a parent order.
_CHILD_KEYS = frozenset({"child", "childid", "childorder", "childoid", "slice", "sliceno"})
# A signal engine's record reads the market (see `judge`).
_SIGNAL_KEYS = frozenset({"sig", "signal", "alpha", "factor"})
# A route field that names no destination yet ("route": "pending_router", null): undecided.
_UNDECIDED_RE = re.compile(r"^\W*(?:pending\w*|none|null|tbd|n/?a|queued|unassigned|await\w*|-+)?\W*$", re.I)
# A triage verdict saying nothing is to be done, on a record naming the item it judged
# ("item=NEWS-4412 verdict=no_action"). A signal engine's "action: none" on a symbol is
# its status (no signal), not a decision about an item, so neither key counts here.
_VERDICT_KEYS = frozenset({"verdict", "decision", "triage", "routing", "route"})
_ITEM_KEYS = frozenset({"item", "subject", "headline", "alert", "ticket", "story"})
_NO_ACTION_RE = re.compile(r"^\W*(?:no[\s_-]?(?:action|route|trade|op)|noop|not[\s_-]?routed|ignored?|skip(?:ped)?"
                           r"|dismiss(?:ed)?|pass(?:ed)?[\s_-]?on)\W*$", re.I)
# A triage record routing its item nowhere ("item=bund-supply-headline route=none").
_ROUTED_NOWHERE_RE = re.compile(r"^\W*(?:none|nobody|no[\s_-]?one|nowhere)\W*$", re.I)
# A status record of a system that is fine: never an event on its own.
_HEALTHY_RE = re.compile(r"\b(?:ok|okay|healthy|alive|up|running|idle|green|pass|passed|success|nominal|normal|ready"
                         r"|heartbeat|hb|ping|pong|connected|synced|within|none|no[\s_-]?breach\w*|clear)\b")


@dataclass(frozen=True)
class Record:
    """One structured record: its fields (normalised key -> value as written) and roles."""
    fields: tuple[tuple[str, str], ...]
    source: str  # "kv" | "json" | "embed" | "fields" ("Side: buy" lines of a ticket)
    span: tuple[int, int] | None = None  # in the text it came from (kv and json)

    def role(self, role: str) -> list[str]:
        return [value for key, value in self.fields if _ROLE_OF.get(key) == role]

    @property
    def words(self) -> str:
        return " ".join(f"{key} {value}" for key, value in self.fields).lower()


@dataclass(frozen=True)
class StructuredVerdict:
    event_type: str | None
    stage: str | None
    certain: bool
    status_only: bool  # no trade facts, no decision: counted as status output
    # What the record was judged: "event" (a typed record), "order" (order-shaped, fail-open),
    # "no_action" (a triage verdict), or no event: "status", "signal", "child" (an algo's slice).
    kind: str
    record: Record

    @property
    def rule(self) -> str:
        """The rule name `explain` and the reliability grades know it by."""
        return f"structured.{self.record.source}" + ("" if self.kind == "event" else f".{self.kind}")


# FIX, the order protocol of most venues and OMSes: "8=FIX.4.4|35=8|39=2|55=GCZ6|54=1|32=3".
# Tags and code values are read as the named fields the rest of this module types.
_FIX_RE = re.compile(r"(?<![\w.])8=FIXT?\.[\d.]+")
_FIX_PAIR_RE = re.compile(r"(?<![\w.])(?P<tag>\d{1,4})=(?P<value>[^|\x01\s^;]*)")
_FIX_TAGS = {"35": "msgtype", "39": "ordstatus", "150": "exectype", "11": "clordid", "37": "orderid",
             "17": "execid", "55": "symbol", "54": "side", "38": "orderqty", "32": "lastqty", "14": "cumqty",
             "151": "leavesqty", "44": "price", "31": "lastpx", "6": "avgpx", "99": "stoppx", "1": "account",
             "58": "text"}
_FIX_CODES = {
    "msgtype": {"0": "heartbeat", "1": "test request", "2": "resend request", "3": "session reject",
                "4": "sequence reset", "5": "logout", "A": "logon", "8": "execution report", "D": "new order",
                "F": "cancel request", "G": "cancel replace request", "9": "cancel reject"},
    "ordstatus": {"0": "new", "1": "partially filled", "2": "filled", "4": "canceled", "5": "replaced",
                  "6": "pending cancel", "8": "rejected", "A": "pending new", "C": "expired", "E": "pending replace"},
    "side": {"1": "buy", "2": "sell", "5": "sell short", "6": "sell short"},
}
_FIX_CODES["exectype"] = {**_FIX_CODES["ordstatus"], "F": "trade", "I": "order status"}


def _headless_fix(line: str) -> bool:
    """A FIX message printed without its BeginString ("35=D|55=MSFT|54=1|38=1200"): three
    known tags, a message type or a side among them."""
    if "=" not in line:
        return False
    tags = [match.group("tag") for match in _FIX_PAIR_RE.finditer(line) if match.group("tag") in _FIX_TAGS]
    return len(tags) >= 3 and ("35" in tags or "54" in tags)


def _fix_records(text: str) -> list[Record]:
    records = []
    pos = 0
    for line in text.split("\n"):
        start = pos
        pos += len(line) + 1
        if not _FIX_RE.search(line) and not _headless_fix(line):
            continue
        fields = []
        for match in _FIX_PAIR_RE.finditer(line):
            name = _FIX_TAGS.get(match.group("tag"))
            if name:
                value = match.group("value")
                fields.append((name, _FIX_CODES.get(name, {}).get(value, value)))
        if fields:
            records.append(Record(tuple(fields), "kv", (start, start + len(line))))
    return records


def _norm_key(key: str) -> str:
    """"Order ID" -> "orderid"; accents folded ("decisión" -> "decision", "quantità" -> "quantita")."""
    if not key.isascii():
        key = unicodedata.normalize("NFKD", key).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]", "", key.lower())


def role_of(key: str) -> str | None:
    """The trade fact a field name carries ("qty" -> "size"), or None."""
    return _ROLE_OF.get(_norm_key(key))


_KEY_PART_RE = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")


def part_role(key: str) -> str | None:
    """As role_of, and a compound name carries its head's role: its last part, or else its
    first ("approved_qty", "reqQty" -> "size"; "fill_px" -> "price"; "qty_filled" -> "size")."""
    role = role_of(key)
    parts = _KEY_PART_RE.findall(key)
    if role is None and len(parts) >= 2:
        role = _ROLE_OF.get(parts[-1].lower()) or _ROLE_OF.get(parts[0].lower())
    return role


def _strip(value: str) -> str:
    return value.strip().strip("\"'").strip()


_JSON_DECODER = json.JSONDecoder()
MAX_JSON_OBJECTS = 20
# Longest lead of a key=value line read as its event words ("SWAP DONE pay_fixed").
KV_HEAD_MAX_CHARS = 48


def _json_objects(text: str) -> list[tuple[tuple[int, int], dict]]:
    """The outermost JSON objects in the text, nested ones included in their parent (an
    allocation with a "split": {...} inside is one record, not its split)."""
    found: list[tuple[tuple[int, int], dict]] = []
    start = text.find("{")
    while start != -1 and len(found) < MAX_JSON_OBJECTS:
        try:
            data, end = _JSON_DECODER.raw_decode(text, start)
        except ValueError:
            start = text.find("{", start + 1)
            continue
        if isinstance(data, dict):
            found.append(((start, end), data))
        start = text.find("{", end)
    return found


def _json_fields(data: dict, depth: int = 0) -> list[tuple[str, str]]:
    """An object's fields, then those of the objects nested in it (an order's "legs": [{"side":
    "buy", "qty": 80000}] carry its side and size), to a bounded depth."""
    fields: list[tuple[str, str]] = []
    nested: list[dict] = []
    for key, value in data.items():
        if isinstance(value, dict):
            nested.append(value)
        elif isinstance(value, list):
            nested += [item for item in value if isinstance(item, dict)]
        fields.append((_norm_key(str(key)),
                       _strip(json.dumps(value) if isinstance(value, (dict, list)) else str(value))))
    if depth < 2:
        for inner in nested[:MAX_JSON_OBJECTS]:
            fields += _json_fields(inner, depth + 1)
    return fields


def records_in_text(text: str) -> list[Record]:
    """key=value runs (two or more pairs on one line) and JSON objects in message text
    (parsed once per text: the classifier and the digest's account counting both read them)."""
    return list(_records_cached(text))


@lru_cache(maxsize=4096)
def _records_cached(text: str) -> tuple[Record, ...]:
    return tuple(_records_in_text(text))


records_cache = _records_cached      # emptied on erasure (memory.digest.TEXT_CACHES)


_TABLE_NUMBER_RE = re.compile(r"^[*_\s$€£+\-−~≈]*\d[\d.,']*\s?(?:%|[kKmMbB]|mm|bn|bps?|x|y)?[*_\s]*$")


def _limit_table_records(text: str) -> list[Record]:
    """The rows of a markdown table whose columns are a limit and a reading of it
    ("| bucket | used | limit | util |"), each a record keyed by the header: a risk bot's
    ladder says a breach in a row, by its numbers, with no sentence around them."""
    records: list[Record] = []
    header: list[str] | None = None
    pos = 0
    for line in text.split("\n"):
        start = pos
        pos += len(line) + 1
        cells = markdown_cells(line)
        if len(cells) < 3:
            header = None
        elif header is None:
            keys = [_norm_key(_strip(cell)) for cell in cells]
            header = keys if set(keys) & _BOUND_KEYS and set(keys) & _READING_KEYS else []
        elif header and len(cells) == len(header) and not all(set(cell) <= set("-: ") for cell in cells):
            # A limit's or a reading's column holds numbers; "| Limit | Current | Cap |" names
            # the limit in its first column ("| VaR 1d 99% | 1.71% | 2.50% |").
            fields = tuple((key if key not in _TABLE_NUMBER_KEYS or _TABLE_NUMBER_RE.match(cell) else "item",
                            _strip(cell)) for key, cell in zip(header, cells, strict=True) if key and cell)
            records.append(Record(fields, "table", (start, start + len(line))))
    return records


# A column table's header: names only ("ORDER_ID  SIDE  SYMBOL  QTY  LIMIT  STATUS").
_COLUMN_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9_./#%()-]*")
COLUMN_TABLE_MAX_COLUMNS = 16


def _column_table_records(text: str) -> list[Record]:
    """The rows of a table aligned in columns (an OMS's fixed-width print, most often in a
    code block), each a record keyed by its header: a header line of three or more column
    names, two of them a trade's fields, then rows with as many cells, numbers among them.
    The short line right above the header is the table's title ("EXEC REPORT FILLED"): the
    rows' status."""
    records: list[Record] = []
    header: list[str] | None = None
    title = previous = ""
    pos = 0
    for line in text.split("\n"):
        start = pos
        pos += len(line) + 1
        cells = line.split()
        if not cells or is_fence(line):
            header, previous = None, ""
            continue
        if header is not None and len(cells) == len(header) and any(ch.isdigit() for ch in line):
            fields = tuple(pair for pair in zip(header, cells, strict=True) if pair[0])
            records.append(Record((("head", title),) + fields if title else fields, "kv", (start, start + len(line))))
            continue
        keys = [_norm_key(cell) for cell in cells]
        if 3 <= len(cells) <= COLUMN_TABLE_MAX_COLUMNS and all(_COLUMN_NAME_RE.fullmatch(c) for c in cells) \
                and sum(key in _ROLE_OF for key in keys) >= 2:
            header, title = keys, previous if len(previous) <= KV_HEAD_MAX_CHARS else ""
        else:
            header = None
        previous = line.strip()
    return records


def _bare_pair_blocks(text: str) -> list[tuple[int, int, list[re.Match[str]]]]:
    """Runs of at least BARE_BLOCK_MIN_PAIRS lines that are each one lower-case key: value pair."""
    blocks: list[tuple[int, int, list[re.Match[str]]]] = []
    run: list[re.Match[str]] = []
    pos = 0
    for line in (*text.split("\n"), ""):
        match = _BARE_PAIR_LINE_RE.fullmatch(text, pos, pos + len(line)) if line else None
        if match:
            run.append(match)
        else:
            if len(run) >= BARE_BLOCK_MIN_PAIRS:
                blocks.append((run[0].start(), run[-1].end(), run))
            run = []
        pos += len(line) + 1
    return blocks


def _known_keys(pairs: list[re.Match[str]]) -> int:
    return sum(_norm_key(m.group("key")) in _ROLE_OF for m in pairs)


def _pairs_record(pairs: list[re.Match[str]], start: int, end: int) -> Record:
    """A block of "key: value" lines, one pair a line, as one record."""
    return Record(tuple((_norm_key(m.group("key")), _strip(m.group("value"))) for m in pairs), "kv", (start, end))


def _records_in_text(text: str) -> list[Record]:
    """key=value runs (two or more pairs on one line), JSON objects, limit tables and
    column tables in message text."""
    records: list[Record] = _fix_records(text)
    if "|" in text:
        records += _limit_table_records(text)
    records += _column_table_records(text)
    taken: list[tuple[int, int]] = [r.span for r in records if r.span]
    for span, data in _json_objects(text):
        while len(data) == 1 and isinstance(inner := next(iter(data.values())), dict):
            data = inner       # {"order": {...}}: the record is what it wraps
        if len(data) >= 2:
            records.append(Record(tuple(_json_fields(data)), "json", span))
            taken.append(span)
    for fence in _FENCE_RE.finditer(text):
        start, end = fence.span("body")
        if any(a <= start < b or start <= a < end for a, b in taken):
            continue
        pairs = list(_YAML_PAIR_RE.finditer(fence.group("body")))
        if len(pairs) >= 3 and _known_keys(pairs) >= 1:
            records.append(_pairs_record(pairs, start, end))
            taken.append((start, end))
    for start, end, pairs in _bare_pair_blocks(text):
        if not any(a < end and start < b for a, b in taken) and _known_keys(pairs) >= 2:
            records.append(_pairs_record(pairs, start, end))
            taken.append((start, end))
    pos = 0
    for line in text.split("\n"):
        start, end = pos, pos + len(line)
        pos = end + 1
        if any(a <= start < b for a, b in taken):
            continue
        pairs = [m for m in _KV_RE.finditer(line) if "=" in m.group() or _norm_key(m.group("key")) in _ROLE_OF]
        if not pairs and line.count("|") >= 2 and (record := _keyless_record(line, start)) is not None:
            records.append(record)
            continue
        eq_pairs = [m for m in pairs if "=" in m.group()]
        # key=value needs two pairs; "Key: value" fields only count when they are known roles
        # (a sentence with one colon is prose, not a record).
        known = [m for m in pairs if _norm_key(m.group("key")) in _ROLE_OF]
        cells = _positional_cells(line) if pairs else ()
        # (a delimited line's side and "qty @ px" cells are fields too: "orden enviada | id=OM1-34404 |
        # FESXM6 | VENTA | 8 @ 5.682 LMT")
        if len(eq_pairs) >= 2 or len(known) >= 3 or (eq_pairs and len(cells) >= 2):
            fields = tuple((_norm_key(m.group("key")), _strip(m.group("value"))) for m in pairs)
            # The words before the pairs name the event and side: "SWAP DONE pay_fixed notional=75MM".
            head = line[:pairs[0].start()].strip(" \t-—–:|·")
            # Only a machine's tag ("SWAP DONE", "FILL") or a side counts: "ALG-1 pacing: 30%
            # done" is progress, not a fill.
            if head and len(head) <= KV_HEAD_MAX_CHARS:
                side = None if any(k == "side" for k, _ in fields) else side_of(head)
                # (a machine's tag: "SWAP DONE", or an engine's event name: "limit_change")
                if side or re.fullmatch(r"[A-Z][A-Z0-9 _/#-]*|limit_(?:change|update|set|raise|cut|breach)", head) \
                        or _names_a_status(head.split("|")[0].strip()):
                    fields = (("head", head), *((("side", side),) if side else ()), *fields)
            fields = (*fields, *cells)
            source = "kv" if len(eq_pairs) >= 2 else "fields"  # "Side: buy" ticket fields are weaker
            records.append(Record(fields, source, (start + pairs[0].start(), start + pairs[-1].end())))
    return records


# A delimited record's un-keyed cells that name their role by their form: a notional
# ("| EUR 120,000,000 |", "; USD 50m;").
# (not an order's price term: "| LMT 171.05 |" is a limit price)
_NOTIONAL_CELL_RE = re.compile(r"(?:(?!LMT|MKT|AVG|STP|LIM)[A-Z]{3}|[€$£])\s?\d[\d,.]*(?:\s?(?:k|m|mm|mn|bn))?")


_QTY_AT_PX_CELL_RE = re.compile(r"(?P<qty>\d[\d.,]*\s?[kKmM]?)\s*@\s*(?P<px>[+-]?\d[\d.,]*)(?:\s+\w{2,4})?")
# A side written alone in a cell, in the languages desks write: "| COMPRA |", "| VENTA |".
_SIDE_CELLS = {"buy": "buy", "sell": "sell", "compra": "buy", "venta": "sell", "vende": "sell", "kauf": "buy",
               "verkauf": "sell", "achat": "buy", "vente": "sell", "acquisto": "buy", "vendita": "sell",
               # a swap's side: paying fixed sells duration
               "pay": "sell", "payer": "sell", "rec": "buy", "receive": "buy", "receiver": "buy"}
# A side as one capital letter in a pipe line: B/S, and C/V (compra/venda, B3's order screens).
_LETTER_SIDES = {"B": "buy", "S": "sell", "C": "buy", "V": "sell"}
# A cell that is only a number: after a side cell, the first is the quantity, the next the
# price ("FILL|SELL|KO|2500|61.88", "NEW | BUY | IBM | 400 | LMT 171.05 | DAY").
_NUMBER_CELL_RE = re.compile(r"\d[\d,]*(?:\.\d+)?\s?(?:[kKmM]{1,2}|bn)?")
_PRICED_CELL_RE = re.compile(r"(?:lmt|limit|px|avg|@)\s*(?P<px>\d[\d.,]*)", re.I)
# The cells of an order's instrument: "IBM", "6861.T", "IWM 220C 12/20", "UST 2Y".
_INSTRUMENT_CELL_RE = re.compile(r"(?-i:[A-Z0-9][A-Za-z0-9./ -]{0,24})")
_ORDER_TERMS = frozenset({"DAY", "GTC", "IOC", "FOK", "LMT", "MKT", "NEW", "OPT", "PHYS", "GTD", "LIMIT"})


def _positional_cells(line: str) -> tuple[tuple[str, str], ...]:
    if "|" not in line and ";" not in line:
        return ()
    fields: list[tuple[str, str]] = []
    cells = [cell.strip() for cell in re.split(r"[|;]", line)]
    side_at = next((index for index, cell in enumerate(cells)
                    if cell.lower() in _SIDE_CELLS or ("|" in line and cell in _LETTER_SIDES)), None)
    numbers: list[str] = []
    prices: list[str] = []
    symbol = None
    for index, cell in enumerate(cells):
        if _NOTIONAL_CELL_RE.fullmatch(cell):
            fields.append(("notional", cell))
        elif index == side_at:
            fields.append(("side", _SIDE_CELLS.get(cell.lower()) or _LETTER_SIDES[cell]))
        elif match := _QTY_AT_PX_CELL_RE.fullmatch(cell):
            fields += [("qty", match.group("qty")), ("price", match.group("px"))]
        elif side_at is None or index < side_at:
            continue
        elif _NUMBER_CELL_RE.fullmatch(cell):
            numbers.append(cell)
        elif priced := _PRICED_CELL_RE.fullmatch(cell):
            prices.append(priced.group("px"))
        elif symbol is None and _INSTRUMENT_CELL_RE.fullmatch(cell) and cell.upper() not in _ORDER_TERMS \
                and re.search(r"[A-Za-z]", cell) and "=" not in cell:
            symbol = cell
    if side_at is not None and numbers and not any(key == "qty" for key, _ in fields):
        fields.append(("qty", numbers[0]))
        if price := (prices or numbers[1:2]):
            fields.append(("price", price[0]))
        if symbol:
            fields.append(("symbol", symbol))
    return tuple(fields)


# A keyless delimited line of an order system: "FIL|RVX.1209.SF.0017|DONE 1000/1000|S SFRM7 1000 @96.365|AVG
# 96.365". Its cells name their role by their form: an order cell (an optional side and
# instrument, then "qty @ px"), an id, a leading machine code ("FIL", "ORD", "REJ") and
# status words. Without an order cell the line is no record (a table row, a chat line).
_ORDER_CELL_RE = re.compile(r"^(?P<what>(?:[^\s@|]+\s+){0,5}?)(?P<qty>\d[\d.,]*\s?(?:[kKmM]{1,2}|bn|BN)?)\s*@\s*"
                            r"(?P<px>[+-]?\d[\d.,'-]*\+?)(?:\s+\w{2,4})?$")
_MACHINE_CODE_RE = re.compile(r"^[A-Z][A-Z_/-]{1,11}$")


_ID_CELL_RE = re.compile(r"(?-i:[A-Z]{1,6}[-_#]?[A-Z0-9]*\d[A-Z0-9]*(?:[-_.][A-Z0-9]+){0,3})")


def _keyless_record(line: str, start: int) -> Record | None:
    cells = [cell for cell in (cell.strip() for cell in line.strip().strip("|").split("|")) if cell]
    if len(cells) < 3:
        return None
    orders, fields = [], []
    if _MACHINE_CODE_RE.match(cells[0]):
        fields.append(("head", cells[0]))
    for index, cell in enumerate(cells):
        if order := _ORDER_CELL_RE.match(cell):
            orders.append(order)
        elif _TRADE_ID_RE.fullmatch(cell) or _ID_CELL_RE.fullmatch(cell):
            fields.append(("orderid", cell))
        elif index and re.match(r"[A-Za-z]", cell):
            fields.append(("status", cell))
    if not orders:
        cells = _positional_cells(line)
        if not any(key == "side" for key, _ in cells) or not any(key == "qty" for key, _ in cells):
            return None
        return Record((*fields[:1], *cells), "kv", (start, start + len(line)))
    for match in orders[:2]:
        what = match.group("what").strip()
        side = side_of(f"{what} 1") if what else None
        if side:
            fields.append(("side", side))
        symbol = re.sub(r"^\S+\s+", "", what) if side and " " in what else ("" if side else what)
        if symbol:
            fields.append(("symbol", symbol))
        fields += [("qty", match.group("qty").strip()), ("price", match.group("px"))]
    if not any(key in ("side", "orderid") for key, _ in fields):
        return None                # "| BTC | 2.5 @ 63,100 | long |": a table's row, not an order's record
    return Record(tuple(fields), "kv", (start, start + len(line)))


def record_facts(record: Record) -> dict:
    """The side, size, price and order id a record's fields state, as written (the side as
    buy/sell): what the feed shows as the trade's facts when the text around says less."""
    facts: dict = {}
    for value in record.role("side"):
        side = _SIDE_CELLS.get(value.strip().lower()) or side_of(f"{value.replace('_', ' ')} 1")
        if side:
            facts["side"] = side
            break
    for key, role in (("size", "size"), ("price", "price")):
        value = next((v.strip() for v in record.role(role) if re.search(r"\d", v)), None)
        if value:
            facts[key] = value
    ids = [value.upper() for value in record.role("id") if re.search(r"\d", value)]
    if ids:
        facts["ids"] = ids[:1]
    return facts


def _names_a_status(head: str) -> bool:
    """A head cell that is a status in words: "orden enviada", "ejecutada", "DEAL CAPTURED"."""
    lowered = head.lower()
    return len(head) <= 30 and any(pattern.search(lowered) for _, pattern, _ in _STATUS_TYPES)


# Fields that say whose book a record is in: "book=TF1", "Account: GMAC-07", "acct=DESK1".
_ACCOUNT_KEYS = frozenset({"account", "acct", "acc", "accountid", "book", "portfolio", "fund", "sleeve",
                           "subaccount", "konto", "buch", "compte", "clientaccount", "giveupaccount"})


# Marks the first word of an account written in several ("LIS" of "LIS-EQ-01"): accounts
# are written desk or fund first, so that word says whose book it is.
ACCOUNT_HEAD = "^"


def account_tokens(record: Record) -> frozenset[str]:
    """The words of a record's account or book fields, upper case, and the first word of a
    value of several words marked as its head ("CTA-TF1" -> CTA, TF1, ^CTA)."""
    tokens: set[str] = set()
    for key, value in record.fields:
        if key in _ACCOUNT_KEYS:
            words = [word.upper() for word in re.findall(r"[A-Za-z][A-Za-z0-9]+", value)]
            tokens.update(words)
            if len(words) > 1:
                tokens.add(ACCOUNT_HEAD + words[0])
    return frozenset(tokens)


# The channel knows its own accounts once one is named in this many messages.
OWN_ACCOUNT_MIN_MESSAGES = 3


def is_foreign_account(tokens: frozenset[str], accounts: Mapping[str, int]) -> bool:
    """Whether account words (`account_tokens`) name a book the channel does not write
    while it names its own often: no word of them known ("Account GMAC-07" on a channel of
    "book=TF1"), or a head the channel never wrote where it writes heads ("MAD-EQ-02" on a
    channel of "LIS-EQ-01"; its "LIS-PWR-01" is the desk's second book)."""
    if not tokens or not accounts or max(accounts.values()) < OWN_ACCOUNT_MIN_MESSAGES:
        return False
    words = {token for token in tokens if not token.startswith(ACCOUNT_HEAD)}
    if not any(accounts.get(word) for word in words):
        return True
    heads = tokens - words
    known_heads = [count for name, count in accounts.items() if name.startswith(ACCOUNT_HEAD)]
    return bool(heads) and max(known_heads, default=0) >= OWN_ACCOUNT_MIN_MESSAGES \
        and not any(accounts.get(head) for head in heads)


# Only a field names an account ("book=TF1", "Account: GMAC-07", FIX tag 1): a cheap test
# before a message's records are parsed (prose saying "book" is most messages of a desk).
_ACCOUNT_HINT_RE = re.compile(r"\b(?:account|acct|acc|book|portfolio|fund|sleeve|konto|buch|compte)[\w-]*\"?\s*[=:]"
                              r"|\|1=", re.I)


@lru_cache(maxsize=4096)
def _accounts_in_text(content: str) -> frozenset[str]:
    return frozenset().union(*(account_tokens(r) for r in records_in_text(content)))


accounts_cache = _accounts_in_text   # emptied on erasure (memory.digest.TEXT_CACHES)


def accounts_named(content: str, embeds: tuple[dict, ...] = ()) -> frozenset[str]:
    """The account and book words of a message's records (cheap when it names none)."""
    found = _accounts_in_text(content) if _ACCOUNT_HINT_RE.search(content) else frozenset()
    for embed in embeds:
        names = " ".join(f"{item.get('name')}:" for item in embed.get("fields") or () if isinstance(item, dict))
        if names and _ACCOUNT_HINT_RE.search(names):
            found |= frozenset().union(*(account_tokens(r) for r in records_of("", (embed,))))
    return found


def records_of(content: str, embeds: tuple[dict, ...] = ()) -> list[Record]:
    """Every record of a message: its text's and its embeds' (fields, and text in descriptions)."""
    records = records_in_text(content)
    for embed in embeds:
        record = record_of_embed(embed)
        if record is not None:
            records.append(record)
        records += [Record(r.fields, "embed", None) for r in records_in_text(str(embed.get("description") or ""))]
    return records


def record_of_embed(embed: dict) -> Record | None:
    """An embed with fields is a record (its title and footer name the event); one without
    fields is prose, left to the text rules."""
    fields = []
    for item in embed.get("fields") or ():
        if isinstance(item, dict) and item.get("name"):
            fields.append((_norm_key(str(item["name"])), _strip(str(item.get("value") or ""))))
    if not fields:
        return None
    for part in ("title", "description", "footer", "author"):
        value = embed.get(part)
        if isinstance(value, dict):
            value = value.get("name") or value.get("text")
        if value:
            fields.append((f"embed{part}", str(value)))
    return Record(tuple(fields), "embed") if fields else None


def is_child(record: Record, status_words: str | None = None) -> bool:
    """Whether the record is one slice of a parent order (child/slice fields, "evt=child")."""
    if status_words is None:
        status_words = " ".join(record.role("status")).lower().replace("_", " ")
    return bool({key for key, _ in record.fields} & _CHILD_KEYS) or bool(re.search(r"\bchild\b", status_words))


# A risk record's bound and its reading: "value: -47 / limit: ±40", "usage 212 / cap 200".
_BOUND_KEYS = frozenset({"limit", "cap", "threshold", "max", "maxlimit", "hardlimit", "limitvalue", "bound"})
_READING_KEYS = frozenset({"value", "current", "usage", "used", "utilisation", "utilization", "exposure", "level",
                           "actual", "now", "reading", "observed"})
_TABLE_NUMBER_KEYS = _BOUND_KEYS | _READING_KEYS
_FIRST_NUMBER_RE = re.compile(r"[-−]?\d[\d,]*(?:\.\d+)?")


def _passes_its_limit(record: Record) -> bool:
    """Whether a record reads a value at or past its own limit field: the numbers, not the
    words around them, say breach ("value: -47", "limit: ±40")."""
    def number(keys: frozenset[str]) -> float | None:
        for key, value in record.fields:
            if key in keys and (match := _FIRST_NUMBER_RE.search(value)):
                return float(match.group().replace(",", "").replace("−", "-"))
        return None
    bound, reading = number(_BOUND_KEYS), number(_READING_KEYS)
    return bound is not None and reading is not None and bound != 0 and abs(reading) >= abs(bound)


# A field's value can be a trade in words, under a key no role knows ("Base-Block": "Kauf
# 20 MW @ 99,88 €/MWh"): a record carrying one is no status output.
_TRADE_VALUE_MAX = 200


def _reads_as_a_trade(value: str) -> bool:
    if len(value) > _TRADE_VALUE_MAX or not any(c.isdigit() for c in value):
        return False
    facts = facts_in_text(value)
    return "size" in facts and ("price" in facts or "side" in facts)


def names_an_id(record: Record) -> bool:
    """Whether a field's value is an order, trade or ticket id, whatever its key is called
    (an embed's title and footer are not fields)."""
    return any(trade_ids(value) for key, value in record.fields if not key.startswith("embed"))


def judge(record: Record, *, author_name: str = "") -> StructuredVerdict:
    """Type one record from its field roles and status words."""
    has_id = bool(record.role("id"))
    side = record.role("side")
    size = record.role("size")
    price = record.role("price")
    has_symbol = bool(record.role("symbol"))
    # An "action" field that is no side ("action=CLIP", "action=REJECT") says what happened.
    actions = [v for k, v in record.fields if k == "action" and side_of(f"{v} 1") is None]
    status_words = " ".join(record.role("status") + actions
                            + [v for k, v in record.fields if k.startswith("embed")]).lower()
    status_words = status_words.replace("_", " ")
    words = record.words.replace("_", " ")
    trade_facts = has_id or (bool(side) and bool(size or price)) or (has_symbol and bool(size) and bool(price)) \
        or any(_reads_as_a_trade(value) for _, value in record.fields)
    event_type = stage = None
    for candidate, pattern, candidate_stage in _STATUS_TYPES:
        if pattern.search(status_words):
            event_type, stage = candidate, candidate_stage
            break
    if is_child(record, status_words) and event_type not in ("risk_limit", "trade_fill"):
        # An execution algo's child order (a slice of a parent: "evt=child parent=P-1
        # child=P-1.03 slice=3/8 st=new"): the parent's ack or cancel is the desk's event;
        # a slice's ack, replace or expiry is the algo's progress, counted. A slice's fill
        # still fills the desk's order in part: it stays a fill.
        return StructuredVerdict(None, None, False, True, "child", record)
    limit_fields = record.role("limit")
    if event_type is None and limit_fields and re.search(r"\b(?:limit|cap|max|threshold)\b", words) \
            and re.search(r"\b(?:old|new|from|to|set|change\w*|raise\w*|lower\w*)\b", words):
        event_type, stage = "risk_limit", None
    if event_type is None and not side and _passes_its_limit(record):
        event_type, stage = "risk_limit", None
    if event_type is None and (record.role("stop") or record.role("target")) and (trade_facts or has_symbol) \
            and not price and not size:
        event_type = "stop_or_target_change"
    if event_type is None and any(key in _SIGNAL_KEYS for key, _ in record.fields):
        # A signal engine's record ("sig": "mom_break", "dir": "short", "px": ..., "route":
        # "below_threshold") reads the market; it becomes a trade only as a proposal or an
        # order, which say so in a status word.
        return StructuredVerdict(None, None, False, True, "signal", record)
    if event_type is None and record.role("route") and (trade_facts or has_symbol) \
            and not all(_UNDECIDED_RE.match(value) for value in record.role("route")):
        event_type = "route_decision"
    if event_type is None and any(k in _ITEM_KEYS for k, _ in record.fields) and (
            _NO_ACTION_RE.search(" ".join(v for k, v in record.fields if k in _VERDICT_KEYS))
            or any(k in ("route", "routing", "routedto") and _ROUTED_NOWHERE_RE.match(v) for k, v in record.fields)):
        # A triage verdict on a named item ("item=... verdict=no_action"): the decision not to act.
        return StructuredVerdict("no_route_decision", None, False, False, "no_action", record)
    if event_type is None and trade_facts and (side or has_id) and (size or price):
        # An order-shaped record without a status word: fail-open as a confirmation.
        event_type, stage = "trade_confirmation", "confirmed"
        return StructuredVerdict(event_type, stage, False, False, "order", record)
    if event_type == "risk_limit" and _HEALTHY_RE.search(status_words) and not re.search(
            r"breach|exceed|block|resiz|reduc|halt|reject|change|set|raise|lower|liquidat", status_words):
        event_type = None
    if record.source == "table" and event_type != "risk_limit":
        event_type = None               # a limits table's row is a breach or the table's status
    if event_type is None:
        healthy = bool(_HEALTHY_RE.search(words))
        status_only = not trade_facts and (healthy or not has_symbol)
        return StructuredVerdict(None, None, False, status_only, "status", record)
    if event_type == "trade_proposal" and not (side or has_symbol):
        return StructuredVerdict(None, None, False, not trade_facts, "status", record)
    certain = trade_facts or (event_type == "risk_limit" and bool(limit_fields or size or price))
    return StructuredVerdict(event_type, stage, certain, False, "event", record)


def embed_head(embed: dict) -> str:
    """`Title — description`: what an embed says it is ("" when it has neither)."""
    return " — ".join(str(part) for part in (embed.get("title"), embed.get("description")) if part)


def embed_text(embed: dict) -> str:
    """One readable line per embed, as the capture format shows it:
    `[embed: Execution report — Side SELL · Qty 250 · order 7f3a91 · venue XEUR]`."""
    head = embed_head(embed)
    parts = [head] if head else []
    for item in embed.get("fields") or ():
        if isinstance(item, dict) and (item.get("name") or item.get("value")):
            parts.append(f"{item.get('name') or ''} {item.get('value') or ''}".strip())
    for part in ("footer", "author"):
        value = embed.get(part)
        if isinstance(value, dict):
            value = value.get("text") or value.get("name")
        if value:
            parts.append(str(value))
    return "[embed: " + " · ".join(parts) + "]" if parts else "[embed]"
