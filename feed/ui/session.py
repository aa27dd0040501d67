"""Operator sessions: login with the service token, an opaque cookie, CSRF on the two POSTs.

* The cookie holds a random session id (32 bytes), never the token or anything derived
  from it; the session lives in this process only, so a restart logs everybody out.
  HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it),
  Path=/ui/, Secure when the request came over TLS, and an absolute lifetime.
* Login is CSRF-safe before any session exists: GET /ui/login sets a random pre-login
  nonce cookie and puts an HMAC of it (keyed by a per-process secret) in the form, so a
  forged cross-site POST can present neither. After login the session gets a fresh id
  (no fixation) and its own CSRF token for the logout form.
* Both POSTs also need an Origin (or, without one, a Referer) naming this very host.
* Only the service token opens a session: an agent token, the pod tool token or any
  other string is refused, compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections import OrderedDict
from dataclasses import dataclass
from urllib.parse import urlsplit

from aiohttp import web

from feed.auth import UNAUTHENTICATED, AgentDirectory

SESSION_COOKIE = "cm_operator"
LOGIN_COOKIE = "cm_login"
COOKIE_PATH = "/ui/"
SESSION_TTL_S = 8 * 3600
LOGIN_TTL_S = 15 * 60
MAX_SESSIONS = 64


@dataclass
class Session:
    session_id: str
    csrf: str
    created: float
    expires: float


class SessionStore:
    """Live sessions by opaque id; the oldest is dropped beyond `max_sessions`."""

    def __init__(self, service_token: str | None, directory: AgentDirectory, *, ttl_s: float = SESSION_TTL_S,
                 max_sessions: int = MAX_SESSIONS, clock=time.time):
        self._token = service_token.encode("utf-8") if service_token else None
        self._directory = directory
        self._secret = secrets.token_bytes(32)
        self._sessions: OrderedDict[str, Session] = OrderedDict()
        self.ttl_s = ttl_s
        self.max_sessions = max_sessions
        self.clock = clock
        self.disabled_reason: str | None = None
        if self._token is None:
            self.disabled_reason = "no service token configured (CHANNEL_MEMORY_SERVICE_TOKEN)"
        elif directory.authenticate(f"Bearer {service_token}", None) is not UNAUTHENTICATED:
            # The service token is also an agent's or the pod's token: an agent could log in.
            self._token = None
            self.disabled_reason = "the service token is also an agent or tool token; give it its own value"

    @property
    def enabled(self) -> bool:
        return self._token is not None

    # -- the token --------------------------------------------------------------------
    def check_token(self, presented: str) -> str | None:
        """None when `presented` is the service token, else why it is refused."""
        if self._token is None:
            return "the operator page is disabled: " + (self.disabled_reason or "no service token")
        data = presented.strip().encode("utf-8", "surrogatepass")
        if hmac.compare_digest(data, self._token):
            return None
        if self._directory.authenticate(f"Bearer {presented.strip()}", None) is not UNAUTHENTICATED:
            return "agent tokens cannot open the operator page; use the service token"
        return "wrong token"

    # -- pre-login CSRF ---------------------------------------------------------------
    def login_nonce(self) -> str:
        return secrets.token_urlsafe(24)

    def login_csrf(self, nonce: str) -> str:
        return hmac.new(self._secret, b"login:" + nonce.encode(), hashlib.sha256).hexdigest()

    def login_csrf_ok(self, nonce: str | None, presented: str | None) -> bool:
        if not nonce or not presented:
            return False
        return hmac.compare_digest(self.login_csrf(nonce), presented)

    # -- sessions ---------------------------------------------------------------------
    def create(self) -> Session:
        now = self.clock()
        session = Session(secrets.token_urlsafe(32), secrets.token_urlsafe(24), now, now + self.ttl_s)
        self._sessions[session.session_id] = session
        while len(self._sessions) > self.max_sessions:
            self._sessions.popitem(last=False)
        return session

    def get(self, session_id: str | None) -> Session | None:
        if not session_id:
            return None
        session = self._sessions.get(session_id)
        if session is None:
            return None
        if self.clock() >= session.expires:
            del self._sessions[session_id]
            return None
        return session

    def drop(self, session_id: str) -> None:
        self._sessions.pop(session_id, None)

    def __len__(self) -> int:
        return len(self._sessions)


def same_origin(request: web.Request) -> bool:
    """The POST came from a page of this host: Origin, or Referer when Origin is absent."""
    expected = (request.scheme, request.host.lower())
    origin = request.headers.get("Origin")
    if origin is not None:
        if origin == "null":
            return False
        parts = urlsplit(origin)
        return (parts.scheme, parts.netloc.lower()) == expected
    referer = request.headers.get("Referer")
    if not referer:
        return False
    parts = urlsplit(referer)
    return (parts.scheme, parts.netloc.lower()) == expected


def set_cookie(response: web.StreamResponse, request: web.Request, name: str, value: str, max_age: int) -> None:
    response.set_cookie(name, value, max_age=max_age, path=COOKIE_PATH, httponly=True, samesite="Strict",
                        secure=request.secure)


def clear_cookie(response: web.StreamResponse, name: str) -> None:
    response.del_cookie(name, path=COOKIE_PATH)
