"""The operator page at /ui/: what the agents see, server-rendered, read-only.

`setup(app, ...)` adds the routes and the template environment to the sidecar app.
Templates live in feed/ui/templates (Jinja2, autoescaped); charts are inline SVG drawn
on the server; styles are inline; the page loads nothing from anywhere else and runs no
script. Login uses the service token (see feed.ui.session).
"""

from __future__ import annotations

from pathlib import Path

import aiohttp_jinja2
import jinja2
from aiohttp import web

from feed.auth import AgentDirectory
from feed.ui import views
from feed.ui.session import SessionStore

TEMPLATES = Path(__file__).parent / "templates"


def setup(app: web.Application, *, service_token: str | None, directory: AgentDirectory, rollup=None) -> None:
    """Mount the operator page. `rollup`: the RollupWorker (caps, why deterministic), or None."""
    aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(TEMPLATES), app_key=views.JINJA_KEY,
                         autoescape=jinja2.select_autoescape(["html"], default=True),
                         undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    app[views.SESSIONS_KEY] = SessionStore(service_token, directory)
    app.on_startup.append(_compile_templates)
    app[views.LLM_KEY] = rollup
    app[views.DESK_KEY] = None
    app.router.add_get("/ui", views.ui_root)
    app.router.add_get("/ui/", views.page)
    app.router.add_get("/ui/login", views.login_form)
    app.router.add_post("/ui/login", views.login)
    app.router.add_post("/ui/logout", views.logout)


async def _compile_templates(app: web.Application) -> None:
    # Compiling the page template costs tens of milliseconds: pay it at start, not on
    # the operator's first page.
    env = app[views.JINJA_KEY]
    for name in ("login.html", "page.html"):
        env.get_template(name)


def attach_rollup(app: web.Application, rollup, *, desk=None) -> None:
    """Give the page the process's RollupWorker (its caps, why the feed is deterministic)
    and the desk rules the digest loop classifies with, so explain says what the loop did."""
    app[views.LLM_KEY] = rollup
    app[views.DESK_KEY] = desk
