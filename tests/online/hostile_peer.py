"""A hostile guest for the tests: ``python -m tests.online.hostile_peer RELAY CODE`` joins a
command-line host that plays second, speaks the protocol by hand and sends what a program must
refuse — a chat before its hello, garbage, a message of an unknown kind, one of 1 MB, another
version's, a field of the wrong type, an illegal move, a legal move wrongly numbered — then its
legal first move (printed on standard output), and resigns."""

from __future__ import annotations

import asyncio
import json
import sys

from PySide6.QtCore import QCoreApplication

from core.api import State
from core.registry import make_game
from desktop.online.link import WormholeLink
from desktop.online.protocol import Message, decode, hello, record_of


def raw(**fields: object) -> bytes:
    return json.dumps({"protocol": "pyramid-duels", "version": 1, **fields}).encode()


def illegal_at_start(start: State) -> str:
    """A move of the game that is not allowed at its start (one a later position allows)."""
    state = start
    while not state.is_over:
        for move in state.legal_moves():
            if start.illegal_reason(move) is not None:
                return str(move)
        state = state.play_unchecked(state.legal_moves()[-1])
    raise AssertionError("every move of the game is allowed at its start")


async def hostile(relay: str, code: str) -> None:
    link = WormholeLink(relay)
    await link.join(code)
    invited = record_of(decode(await link.receive()))
    assert invited is not None and invited.seat == 1, "the host should play second"
    start = make_game(invited.game, invited.options).initial_state()
    legal = str(start.legal_moves()[0])
    illegal = illegal_at_start(start)
    link.send(raw(kind="chat", text="before my hello"))
    link.send(hello("Mallory", "guest", "0", None).encode())
    for junk in (
        b"\xff\xfe not even text",
        raw(kind="teleport", to="/etc/passwd"),
        raw(kind="chat", text="x" * (1024 * 1024)),
        json.dumps({"protocol": "pyramid-duels", "version": 2, "kind": "move"}).encode(),
        raw(kind="move", ply="one", move=legal),
        Message("move", {"ply": 1, "move": illegal}).encode(),
        Message("move", {"ply": 3, "move": legal}).encode(),
        Message("move", {"ply": 1, "move": legal}).encode(),
        Message("resign", {"ply": 1}).encode(),
    ):
        link.send(junk)
    print(legal, flush=True)
    await asyncio.sleep(0.5)  # (what was sent reaches the mailbox before it is left)
    await link.close()


def main() -> None:
    import qasync

    app = QCoreApplication(sys.argv[:1])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    try:
        with loop:
            loop.run_until_complete(hostile(sys.argv[1], sys.argv[2]))
    finally:
        from desktop.online.reactor import release

        release()


if __name__ == "__main__":
    main()
