"""The AI worker keeps up: it is not starved by its priority, an overdue request is answered
with an error at once (the table then makes a quick move), and a stuck worker is restarted."""

from __future__ import annotations

import time

from game.core.match import Match
from sprites.table.aiclient import AIClient


def poll_until(client: AIClient, rid: int, seconds: float) -> dict | None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for reply in client.poll():
            if reply.get("id") == rid:
                return reply
        time.sleep(0.02)
    return None


def test_an_overdue_request_gets_an_error_and_a_stuck_worker_a_restart(toy):
    client = AIClient()
    client.grace, client.stuck_after = 0.5, 1.0
    match = Match(toy, {"players": 2}, 1)
    try:
        fast = client.request(toy, 0, "random", 1, match.view(0), match.legal(0), 0.05, "m")
        reply = poll_until(client, fast, 60)
        assert reply is not None and "action" in reply   # a healthy worker answers
        first = client.proc
        # the worker keeps a core busy for 30 s: far past its budget of 0.05 s
        slow = client.request(toy, 0, "random", 1, match.view(0), match.legal(0), 0.05, "m", busy=30.0)
        start = time.monotonic()
        reply = poll_until(client, slow, 10)
        assert reply is not None and reply.get("overdue") and "error" in reply
        assert time.monotonic() - start < 5 and client.overdue == 1
        end = time.monotonic() + 10
        while client.restarts == 0 and time.monotonic() < end:
            client.poll()
            time.sleep(0.05)
        assert client.restarts == 1 and not first.is_alive()
        again = client.request(toy, 0, "random", 1, match.view(0), match.legal(0), 0.05, "m")
        reply = poll_until(client, again, 60)
        assert reply is not None and "action" in reply and client.proc is not first
    finally:
        client.close()


def test_the_worker_imports_before_it_lowers_its_priority():
    import inspect

    from ai import worker

    source = inspect.getsource(worker.serve)
    assert source.index("warm_up()") < source.index("os.nice(WORKER_NICE)")
    assert 0 < worker.WORKER_NICE <= 5
