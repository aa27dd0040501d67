"""trade_proposal: intents, recommendations, approval requests."""

from __future__ import annotations

import re

from memory.classify.frames import _NEGATION_BEFORE_RE, _PROPOSAL_REFERENCE_BEFORE_RE
from memory.classify.rules.base import _SIDE_VERBS, _Rule

RULES: tuple[_Rule, ...] = (
    # (and in the desk's language: "propongo", "proponiamo", "je propose", "propongo comprar")
    _Rule("trade_proposal", re.compile(r"\bpropos(?:e|es|ed|ing|al|ons|ez)\b|\bvorschlag\b|\bschlage vor\b"
                                       r"|\bpropong(?:o|a|ono|amos)\b|\bproponiamo\b|\bproponemos\b"),
          veto_before=re.compile(f"{_PROPOSAL_REFERENCE_BEFORE_RE.pattern}|{_NEGATION_BEFORE_RE.pattern}")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:i|we|i'd|we'd|i'm|we're|id|im|i'll|we'll)\s+(?:would\s+|am\s+|are\s+|really\s+|also\s+|still\s+)?"
        r"(?:like|want|wanna|plan|planning|intend|intending|looking|thinking|aiming|going|gonna|considering"
        r"|keen|inclined|leaning|propose|suggest|recommend)\s+(?:to\s+|about\s+|on\s+|of\s+|(?:that\s+)?we\s+)?"
        + _SIDE_VERBS + r"\b")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:looking|planning|aiming|considering|want|wanting|proposing|suggesting|recommending|recommend"
        r"|suggest|recommendation|rec)\s*:?\s+(?:to\s+)?(?:a\s+|an\s+)?"
        r"(?:buy|buying|sell|selling|short|shorting|long|going long|adding|add|open|opening|initiate"
        r"|initiating|enter|entering|put(?:ting)? on|exit|exiting|trim|trimming|cover|covering|starter|entry)\b")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:request(?:ing|s|ed)?|seek(?:ing)?|need(?:s|ing)?|want|pending|awaiting|waiting (?:for|on)"
        r"|for|asking for|submit(?:ting|ted)? for|submitted for)\s+(?:[^\s,;!?]+\s+){0,2}?"
        r"(?:approval|sign[\s-]?off|green[\s-]?light|go[\s-]?ahead)\b"
        r"|\b(?:please|pls|plz|can (?:you|someone|i get)|could (?:you|someone)|need (?:you|someone) to)\s+"
        r"(?:[^\s,;!?]+\s+)?(?:approve|sign off|greenlight|ok)\b")),
    _Rule("trade_proposal", re.compile(r"\b(?:trade (?:idea|plan|setup|proposal)|entry plan|pitch(?:ing)?)\b"),
          mode="need", context="facts"),
    _Rule("trade_proposal", re.compile(r"\blet'?s\s+" + _SIDE_VERBS + r"\b")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:would like|'d like|want|wanted|requesting|request|seeking|asking for|need)\s+"
        r"(?:permission|the ok|the green light|approval|sign-?off)\s+to\b|\bwould like to\s+" + _SIDE_VERBS + r"\b")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:i'd|we'd|i would|we would|i'll|we'll|i will|we will|i'm going to|we're going to|gonna)\s+"
        r"(?:probably\s+|also\s+|just\s+|rather\s+)?" + _SIDE_VERBS + r"\b"), mode="need", context="facts"),
    # "should we get long CL here at 78.20?" proposes; "should we trim eth into this?" only asks.
    _Rule("trade_proposal", re.compile(r"\b(?:should|shall|could|can)\s+(?:we|i)\s+" + _SIDE_VERBS + r"\b"),
          check=lambda sentence, match: sentence.has_price or sentence.has_size,
          mode="need", context="facts"),
    # Desk shorthand: "b 250k eth-perp @ 3,002 sl 2,957", "s 2 btc 61.2k": side letter/word, a size
    # (k/m suffixes), a name in any case, a price. A trailing "?" asks for approval: still a proposal.
    # A pair ("b 80k lhbc / s 1.135x pmfc @ 1.72% spd") is legs joined by "/" before the price.
    # The size may carry a unit ("s 3kt/m vlsfo rdam q1-27 @ 492 stp 508") and the name be a
    # few words; the price may be in worldscale ("@ ws 106"); a size may be lots of a lot size
    # ("b 4x25kb Jan Dubai partials @ 64.64").
    _Rule("trade_proposal", re.compile(
        r"^\W*(?:[^:\n]{1,40}:\s*)?(?:b|s|buy|sell|long|short|bto|sto|kauf|verkauf)\s+\d[\d,.]*(?:\s?x\s?\d[\d,.]*)?\s?[km]?"
        r"(?:[a-z]{1,4}(?:/[a-z]{1,5})?)?"
        r"(?:\s+(?:x\s+)?\$?[a-z0-9][\w./%-]{0,14}){1,4}?\s*"
        r"(?:/\s*(?:b|s|buy|sell|long|short)\s+\d[\d,.]*\s?[kmx]?\s+\$?[a-z][\w.-]{0,14}\s*)*"
        r"(?:@|at|bis|ab|zu|bei)\s*(?:\$|ws\s*)?\d"), mode="strong"),
    # A signed size for the side: "+10 esz6 6038.25 lmt · stp 6022.75", "-5 nq mkt".
    _Rule("trade_proposal", re.compile(
        r"^\W{0,3}[+-]\d[\d,.]*\s?[km]?\s+\$?[a-z][\w./-]{0,14}\s+(?:@\s*)?(?:\$?\d|mkt\b|lmt\b|market\b)"),
        mode="strong"),
    # "the proposal is to sell 15x the SPX 0DTE iron condor at 1.25": the plan, stated.
    _Rule("trade_proposal", re.compile(
        r"\b(?:proposal|plan|idea|recommendation|suggestion|trade|ask|request)\s+(?:here\s+|today\s+|now\s+)?"
        r"(?:is|would be)\s+to\s+" + _SIDE_VERBS + r"\b"), mode="need", context="facts"),
    # The desk acting now, in the first person: "We are buying 2,000 AMD at 151.20 with a stop at
    # 147.80", "I'm adding 5 ES here". Needs trade facts; questions and frames are judged later.
    _Rule("trade_proposal", re.compile(
        r"\b(?:we|i)(?:'re|'m|\s+are|\s+am)\s+(?:now\s+|also\s+|still\s+|just\s+)?(?:buying|selling|shorting|adding"
        r"|trimming|covering|initiating|opening|entering|taking|lifting|hitting|putting on|selling short|going long"
        r"|going short|scaling (?:in|out|into))\b"), mode="need", context="facts"),
)
