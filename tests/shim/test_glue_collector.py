"""The cyclic collector while a library installs (zluda/shim/glue.py): paused, then back
as it was; the survivors frozen only in an interpreter the library started itself."""

from __future__ import annotations

import gc
import sys

from zluda.shim import glue


def test_a_host_program_keeps_its_collector_and_its_objects(monkeypatch):
    monkeypatch.setattr(sys, "orig_argv", ["python", "host.py"])
    frozen = gc.get_freeze_count()
    with glue._collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    assert gc.get_freeze_count() == frozen


def test_a_collector_turned_off_stays_off(monkeypatch):
    monkeypatch.setattr(sys, "orig_argv", [])
    gc.disable()
    try:
        with glue._collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_an_embedded_interpreter_freezes_what_the_install_made(monkeypatch):
    monkeypatch.setattr(sys, "orig_argv", [])
    try:
        with glue._collector_paused():
            made = [[] for _ in range(100)]
        assert gc.isenabled()
        assert gc.get_freeze_count() >= len(made)
    finally:
        gc.unfreeze()
