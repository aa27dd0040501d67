"""bench.transfer --stores: a kept store is rendered again only while the code that digested it is unchanged."""

from __future__ import annotations

from bench import transfer


def test_a_kept_store_is_rendered_again_and_replayed_once_the_digest_code_changes(tmp_path, monkeypatch):
    first = transfer.score_desk("house", seed=1, channels=1, days=1, folder=tmp_path, keep=True)
    again = transfer.score_desk("house", seed=1, channels=1, days=1, folder=tmp_path, keep=True)
    assert not first.reused and again.reused
    same = ("hard_kept", "hard_expected", "typed_lines", "typed_lines_true", "feed_bytes", "header")
    assert [getattr(again, name) for name in same] == [getattr(first, name) for name in same]
    monkeypatch.setattr(transfer, "digest_fingerprint", lambda desk: "another classifier")
    assert not transfer.score_desk("house", seed=1, channels=1, days=1, folder=tmp_path, keep=True).reused


def test_the_fingerprint_follows_the_digest_code_and_not_the_renderer():
    files = transfer._fingerprinted("house")
    names = {path.relative_to(transfer._ROOT).as_posix() for path in files}
    assert {"memory/classify/message.py", "memory/digest.py", "memory/classify/lexicon/vocabulary.toml",
            "tests/desks/house.py"} <= names
    assert not any(name.startswith("memory/render/") or name.endswith("rule_reliability.toml") for name in names)
