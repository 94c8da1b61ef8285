"""The self-test's round trip of online play, with nothing leaving the machine: a mailbox
server of the program's own on loopback (magic-wormhole-mailbox-server, in this process, its
database in memory), a host and a guest linked through it by an invite code, their hellos
settled into one match, and a move sent by the host, checked by the guest's engine and answered
by the guest's."""

from __future__ import annotations

import asyncio
from typing import Any

from core.registry import game_names, make_game
from desktop import __version__
from desktop.online.link import WormholeLink
from desktop.online.meeting import follow, meet
from desktop.online.protocol import Record, hello
from desktop.online.reactor import twisted_reactor

SECONDS = 30.0
"""The longest the round trip may take."""


async def mailbox_server() -> tuple[Any, str]:
    """A mailbox server on 127.0.0.1 at a free port: its listening port, and its address."""
    loop = asyncio.get_running_loop()
    reactor = twisted_reactor(loop)  # (first: what follows imports Twisted's reactor)
    from twisted.internet import endpoints
    from wormhole_mailbox_server.database import create_channel_db
    from wormhole_mailbox_server.server import make_server
    from wormhole_mailbox_server.web import make_web_server

    server = make_server(create_channel_db(":memory:"))
    site = make_web_server(server, log_requests=False)
    endpoint = endpoints.serverFromString(reactor, "tcp:0:interface=127.0.0.1")  # type: ignore[no-untyped-call]
    port = await endpoint.listen(site).asFuture(loop)
    return port, f"ws://127.0.0.1:{port.getHost().port}/v1"


async def round_trip(game_name: str | None = None) -> str:
    """One move there and its answer back (in ``game_name``: the first game the registry
    lists, unless told), between two links of this process; what was done, in a line
    (LinkError, Refusal or TimeoutError if it went wrong)."""
    port, relay = await mailbox_server()
    host, guest = WormholeLink(relay), WormholeLink(relay)
    try:
        game = make_game(game_name or game_names()[0])
        code = await host.invite()
        await asyncio.gather(host.friend(), guest.join(code))
        record = Record(game.name, dict(game.options), 0, ())
        mine, theirs = await asyncio.gather(
            meet(host, hello("Host", "host", __version__, record)),
            meet(guest, hello("Guest", "guest", __version__, None)),
        )
        listening = [asyncio.ensure_future(follow(link, match)) for link, match in
                     ((host, mine), (guest, theirs))]  # fmt: skip
        try:
            first = mine.state.legal_moves()[0]
            mine.play(str(first))
            await _until(lambda: len(theirs.moves) == 1)
            theirs.play(str(theirs.state.legal_moves()[0]))
            await _until(lambda: len(mine.moves) == 2)
        finally:
            for task in listening:
                task.cancel()
        return (
            f"online: code {code}, {game.name} moves {' '.join(mine.moves)} there and back, each "
            f"checked by the other side, through a mailbox server of our own on {relay}"
        )
    finally:
        await host.close()
        await guest.close()
        await port.stopListening().asFuture(asyncio.get_running_loop())


async def _until(done: Any, seconds: float = SECONDS) -> None:
    """Wait until ``done()`` is true (TimeoutError after ``seconds``)."""
    async with asyncio.timeout(seconds):
        while not done():
            await asyncio.sleep(0.02)
