"""Fixtures of the unit tests (support.py holds the scripted server)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from support import ScriptedServer


@pytest.fixture
def server() -> Iterator[ScriptedServer]:
    s = ScriptedServer()
    yield s
    s.close()
