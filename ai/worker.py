"""The AI worker process: agents think here, off the client's frame loop.

The client starts :func:`serve` in a child process (``multiprocessing`` with the ``spawn``
context, so it is safe under spawn and forkserver: the target is a plain module-level function
and every message is msgpack bytes over a ``Pipe``). A request carries the game id, the seat, the
agent spec, an *encoded* view (``rules.encode``) and the encoded legal actions
(``rules.encode_action``); the reply carries the encoded chosen action or an error text.

Request:  {"id", "game", "module", "seat", "agent", "seed", "match", "view", "legal", "budget", "busy"}
Reply:    {"id", "action", "reason"?} or {"id", "error"}; {"cmd": "stop"} ends the loop; {"cmd": "ping"} -> {"pong": 1}
Once started and warmed up, the worker says {"ready": 1} (the client's watchdog counts from then).

This module must never import pygame (``ai`` is pure Python).
"""

from __future__ import annotations

import importlib
import os
import time
import traceback
from typing import Any

import msgpack

from ai import registry as ai_registry
from ai.agent import Budget
from ai.review import judge
from game import registry

MAX_MESSAGE = 64 * 1024 * 1024
MAX_AGENTS = 32
# How much the worker yields to the frame loop. At +15 (a CFS weight of 36 against the loop's
# 1,024) a CPU-loaded machine starved it: imports and decoding, which no time budget bounds, ran
# at ~2% of a core and a demo made no move for 20 s. At +5 (weight 335) the loop still wins a
# shared core three to one, and the worker keeps a quarter of one however busy the machine is.
WORKER_NICE = 5


def pack(obj: Any) -> bytes:
    return msgpack.packb(obj, use_bin_type=True)


def unpack(data: bytes) -> Any:
    if len(data) > MAX_MESSAGE:
        raise ValueError("message too large")
    return msgpack.unpackb(data, raw=False, strict_map_key=False)


def _rules(game_id: str, module: str | None) -> Any:
    try:
        return registry.get(game_id)
    except KeyError:
        # an engine registered only in the parent (tests): import its module and take RULES
        if not module:
            raise
        mod = importlib.import_module(module)
        rules = getattr(mod, "RULES", None)
        if rules is None or getattr(rules, "id", None) != game_id:
            raise
        registry.register(rules)
        return rules


class Worker:
    """The state of one worker: agents kept per (match, seat, spec) so they may remember."""

    def __init__(self) -> None:
        self.agents: dict[tuple[Any, ...], Any] = {}

    def agent(self, rules: Any, msg: dict[str, Any]) -> Any:
        key = (msg.get("match"), msg["game"], msg["seat"], msg["agent"])
        agent = self.agents.get(key)
        if agent is None:
            if len(self.agents) >= MAX_AGENTS:
                self.agents.pop(next(iter(self.agents)))
            agent = ai_registry.make(msg["agent"], rules, int(msg["seat"]), int(msg.get("seed", 0)))
            self.agents[key] = agent
        return agent

    def handle(self, msg: dict[str, Any]) -> dict[str, Any]:
        rid = msg.get("id")
        try:
            start = time.perf_counter()
            rules = _rules(msg["game"], msg.get("module"))
            if msg.get("ai_module"):   # a game's AI registered outside ai/ (the client says where)
                importlib.import_module(str(msg["ai_module"]))
            agent = self.agent(rules, msg)
            view = rules.decode(msg["view"])
            legal = [rules.decode_action(a) for a in msg["legal"]]
            if not legal:
                raise ValueError("no legal actions were sent")
            action = agent.choose(view, legal, Budget(float(msg.get("budget", 1.0))))
            if action not in legal:
                raise ValueError(f"agent {msg['agent']} chose an action that is not legal: {action!r:.80}")
            if msg.get("kind") == "judge":   # a game review: the AI's move and what both moves are worth
                chosen = rules.decode_action(msg["chosen"])
                if chosen not in legal:
                    raise ValueError("the move judged is not legal there")
                values = judge(rules, view, int(msg["seat"]), chosen, action, seed=int(msg.get("seed", 0)))
                return {"id": rid, "action": rules.encode_action(action), **values}
            # ``busy``: keep the CPU working this long, as a searching agent would (frame bench)
            busy = float(msg.get("busy", 0.0))
            x = 0
            while time.perf_counter() - start < busy:
                x = (x * 31 + 7) % 1000003
            reply = {"id": rid, "action": rules.encode_action(action), "seconds": time.perf_counter() - start}
            why = getattr(agent, "explain", None)
            reason = why() if callable(why) else None
            if isinstance(reason, dict):
                reply["reason"] = reason   # why the agent chose it (a hint words it)
            return reply
        except Exception as err:  # reported to the client, which falls back; the worker lives on
            return {"id": rid, "error": f"{type(err).__name__}: {err}",
                    "trace": traceback.format_exc(limit=6)}


def warm_up() -> None:
    """Import the engines and agents now, at the parent's priority: done lazily on the first
    request, after lowering it, this is what starved under load."""
    ai_registry.load_all()  # every registered engine, and its AI


def serve(conn: Any) -> None:
    """Entry of the worker process: answer requests until told to stop or the pipe closes."""
    worker = Worker()
    try:
        warm_up()
    except Exception:  # a broken import is reported by the first request that needs it
        pass
    try:
        os.nice(WORKER_NICE)  # the frame loop comes first, without starving the worker
    except (AttributeError, OSError):
        pass
    try:
        conn.send_bytes(pack({"ready": 1}))
    except (OSError, ValueError):
        return
    while True:
        try:
            data = conn.recv_bytes(MAX_MESSAGE)
        except (EOFError, OSError):
            return
        try:
            msg = unpack(data)
        except Exception as err:
            reply: dict[str, Any] = {"id": None, "error": f"bad message: {err}"}
        else:
            if not isinstance(msg, dict):
                reply = {"id": None, "error": "bad message"}
            elif msg.get("cmd") == "stop":
                return
            elif msg.get("cmd") == "ping":
                reply = {"id": msg.get("id"), "pong": 1}
            else:
                reply = worker.handle(msg)
        try:
            conn.send_bytes(pack(reply))
        except (OSError, ValueError):
            return
