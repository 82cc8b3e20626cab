"""The client side of the AI worker: requests go out through a sender thread, replies are polled.

Nothing here blocks the frame loop: ``request`` queues a message, ``poll`` reads only what has
arrived. If the worker dies it is restarted and pending requests are answered with an error, so
the table can fall back. A watchdog does the same for a request that is overdue (its budget plus
:attr:`AIClient.grace` seconds): the table falls back to a quick choice at once, and a worker
that stays silent :attr:`AIClient.stuck_after` seconds past that is restarted.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import queue
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

from ai import worker as ai_worker
from ai.registry import game_ai
from sprites.tr import _


@contextlib.contextmanager
def _lean_main() -> Iterator[None]:
    """Start the child without re-running the parent's main script: the worker needs only
    ``ai.worker`` (importable by name), never the client, pygame or a script without a
    ``__main__`` guard. Spawn reads ``__main__.__spec__`` / ``__file__`` to decide what to re-run."""
    main = sys.modules.get("__main__")
    saved: dict[str, Any] = {}
    if main is not None:
        for attr in ("__spec__", "__file__"):
            if hasattr(main, attr):
                saved[attr] = getattr(main, attr)
        main.__spec__ = None
        if hasattr(main, "__file__"):
            del main.__file__
    try:
        yield
    finally:
        if main is not None:
            for attr, value in saved.items():
                setattr(main, attr, value)


class AIClient:
    grace = 4.0          # seconds past a request's budget before it is answered with an error
    stuck_after = 12.0   # seconds an overdue request may stay unanswered before a restart
    startup = 45.0       # seconds a starting worker may take to say it is ready

    def __init__(self) -> None:
        self.proc: Any = None
        self.conn: Any = None
        self.outbox: queue.Queue[bytes | None] = queue.Queue()
        self.sender: threading.Thread | None = None
        self.next_id = 1
        self.pending: set[int] = set()
        self.lock = threading.Lock()
        self.allowances: dict[int, tuple[float, float]] = {}   # request id -> (sent at, seconds allowed)
        self.ready_at: float | None = None      # when the worker said it was ready
        self.started_at = 0.0
        self.abandoned: dict[int, float] = {}   # overdue request id -> when it became so
        self.overdue = 0                        # requests answered by the watchdog (figures)
        self.restarts = 0

    # ---------------------------------------------------------------- life
    def start(self) -> None:
        if self.proc is not None and self.proc.is_alive():
            return
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe(duplex=True)
        proc = ctx.Process(target=ai_worker.serve, args=(child,), daemon=True, name="arcade-ai-worker")
        with _lean_main():
            proc.start()
        child.close()
        self.proc, self.conn = proc, parent
        self.ready_at, self.started_at = None, time.monotonic()
        self.outbox = queue.Queue()
        self.sender = threading.Thread(target=self._send_loop, args=(parent, self.outbox), daemon=True)
        self.sender.start()

    @staticmethod
    def _send_loop(conn: Any, outbox: queue.Queue[bytes | None]) -> None:
        while True:
            data = outbox.get()
            if data is None:
                return
            try:
                conn.send_bytes(data)
            except (OSError, ValueError):
                return

    def alive(self) -> bool:
        return self.proc is not None and self.proc.is_alive()

    def close(self) -> None:
        if self.proc is None:
            return
        try:
            self.outbox.put(ai_worker.pack({"cmd": "stop"}))
            self.outbox.put(None)
            self.proc.join(timeout=0.5)
        except Exception:
            pass
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(timeout=0.5)
        try:
            self.conn.close()
        except Exception:
            pass
        self.proc = self.conn = None
        self.pending.clear()
        self.allowances.clear()
        self.abandoned.clear()

    # ---------------------------------------------------------------- requests
    def request(self, rules: Any, seat: int, agent: str, seed: int, view: Any, legal: list[Any],
                budget: float, match: str, busy: float = 0.0, extra: dict[str, Any] | None = None) -> int:
        """Queue a decision; returns the request id that :meth:`poll` answers."""
        self.start()
        rid = self.next_id
        self.next_id += 1
        msg = {"id": rid, "game": rules.id, "module": type(rules).__module__,
               "ai_module": game_ai(rules.id).module, "seat": seat,
               "agent": agent, "seed": seed, "match": match, "view": rules.encode(view),
               "legal": [rules.encode_action(a) for a in legal], "budget": budget, "busy": busy, **(extra or {})}
        self.pending.add(rid)
        self.allowances[rid] = (time.monotonic(), budget + self.grace)
        self.outbox.put(ai_worker.pack(msg))
        return rid

    def judge(self, rules: Any, seat: int, agent: str, seed: int, view: Any, legal: list[Any], chosen: Any,
              budget: float, match: str) -> int:
        """Queue a game review's question: the AI's move at this decision, and what it and
        ``chosen`` are worth (``ai.review``); answered by :meth:`poll` like a decision."""
        rid = self.request(rules, seat, agent, seed, view, legal, budget, match, extra={
            "kind": "judge", "chosen": rules.encode_action(chosen)})
        self.allowances[rid] = (time.monotonic(), budget * 2 + 2 * self.grace)   # the values take a moment more
        return rid

    def poll(self) -> list[dict[str, Any]]:
        """Replies that have arrived (never waits)."""
        out: list[dict[str, Any]] = []
        if self.conn is None:
            return out
        try:
            while self.conn.poll():
                reply = ai_worker.unpack(self.conn.recv_bytes())
                if isinstance(reply, dict) and reply.get("ready"):
                    self.ready_at = time.monotonic()
                elif isinstance(reply, dict):
                    rid = reply.get("id")
                    self.allowances.pop(rid, None)  # type: ignore[arg-type]
                    if self.abandoned.pop(rid, None) is None:  # type: ignore[arg-type]
                        self.pending.discard(rid)  # type: ignore[arg-type]
                        out.append(reply)
        except (EOFError, OSError, ValueError):
            pass
        if self.pending and not self.alive():
            # the worker died: answer what it owed with errors and start afresh next time
            out.extend({"id": rid, "error": _("the AI worker stopped")} for rid in sorted(self.pending))
            self.pending.clear()
            self.allowances.clear()
            self.abandoned.clear()
            self.proc = None
            self.conn = None
        out.extend(self.watchdog())
        return out

    def watchdog(self) -> list[dict[str, Any]]:
        """Error replies for overdue requests (the table then makes a quick choice itself), and a
        restart of a worker that has let an overdue request go unanswered for too long."""
        now = time.monotonic()
        out: list[dict[str, Any]] = []
        for rid in sorted(self.pending):
            if now >= self.deadline(rid, now):
                self.pending.discard(rid)
                self.abandoned[rid] = now
                self.overdue += 1
                out.append({"id": rid, "error": _("the AI took too long; a quick move was made instead"),
                            "overdue": True})
        if self.abandoned and now - min(self.abandoned.values()) > self.stuck_after:
            out.extend(self.restart())
        return out

    def deadline(self, rid: int, now: float) -> float:
        """When request ``rid`` is overdue: its allowance counted from when it was sent or from
        when the worker became ready, whichever is later (starting a worker is not thinking)."""
        sent, allowed = self.allowances.get(rid, (now, self.grace))
        if self.ready_at is None:
            return max(sent + allowed, self.started_at + self.startup)
        return max(sent, self.ready_at) + allowed

    def restart(self) -> list[dict[str, Any]]:
        """Stop a stuck worker (the next request starts a fresh one); error replies for what it
        still owed."""
        owed = [{"id": rid, "error": _("the AI worker was restarted")} for rid in sorted(self.pending)]
        if self.proc is not None and self.proc.is_alive():
            self.proc.kill()   # it is not reading: a polite stop would only wait
            self.proc.join(timeout=1.0)
        self.close()
        self.restarts += 1
        return owed
