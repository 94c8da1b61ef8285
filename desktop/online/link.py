"""The link to the friend's program: one magic-wormhole, through a mailbox server.

The host asks the mailbox server for a code (``invite``: "7-crossover-clockwork"), the friend
gives it (``join``); the two programs agree on a key from the code (SPAKE2), so everything they
then say is end-to-end encrypted, and a wrong guess burns the code. The messages go through the
mailbox itself (no direct connection is needed for messages this small): ``send`` and
``receive`` carry bytes, one message at a time, in order.

A lost connection to the mailbox server is reopened by magic-wormhole itself, again and again,
and the messages sent meanwhile wait and go then; ``on_status`` hears "lost" when it goes (the
window says "Connection lost — reconnecting…") and "back" when it is there again. What goes
wrong for good is a ``LinkError`` whose ``words()`` is one sentence: no network or no mailbox
server there, a wrong code, the link closed.

Twisted and magic-wormhole are imported by ``WormholeLink`` only, when a link is opened.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

from desktop.i18n import QT_TR_NOOP, fill, tr, whole_sentence
from desktop.online.reactor import twisted_reactor

DEFAULT_RELAY = "ws://relay.magic-wormhole.io:4000/v1"
APP_ID = "pyramid-duels.example/online/v1"


class LinkError(Exception):
    """The link cannot be made or is gone; ``words()`` says why, in one sentence."""

    def __init__(self, template: str, **args: object) -> None:
        super().__init__(template.format(**args))
        self.template = template
        self.values = args

    def words(self) -> str:
        return whole_sentence(fill(tr(self.template), **self.values))


class WormholeLink:
    """One wormhole to the friend, in the running asyncio loop (see the module's docstring)."""

    def __init__(
        self, relay: str = DEFAULT_RELAY, on_status: Callable[[str], None] | None = None
    ) -> None:
        self.relay = relay
        self.on_status = on_status or (lambda status: None)
        self.code = ""
        self._loop = asyncio.get_running_loop()
        self._reactor = twisted_reactor(self._loop)
        self._connected = False
        self._lost = False
        import wormhole  # (Twisted's reactor runs in this loop now)

        self._wormhole: Any = wormhole.create(
            APP_ID, relay, self._reactor, on_status_update=self._status
        )

    async def invite(self) -> str:
        """A new code for the friend (the mailbox server gives it)."""
        self._wormhole.allocate_code(2)
        self.code = str(await self._wait(self._wormhole.get_code()))
        return self.code

    async def join(self, code: str) -> None:
        """Use the friend's code; wait until the two programs share their key."""
        from wormhole.errors import KeyFormatError

        text = "-".join(code.split())
        try:
            self._wormhole.set_code(text)
        except KeyFormatError:
            raise LinkError(
                QT_TR_NOOP("{code} is not an invite code: it looks like 7-crossover-clockwork"),
                code=repr(code[:40]),
            ) from None
        self.code = text
        await self.friend()

    async def friend(self) -> None:
        """Wait until the friend has joined and the two share their key."""
        await self._wait(self._wormhole.get_versions())

    def send(self, data: bytes) -> None:
        self._wormhole.send_message(data)

    async def receive(self) -> bytes:
        """The friend's next message."""
        return bytes(await self._wait(self._wormhole.get_message()))

    async def close(self) -> None:
        """Leave the mailbox (the friend keeps what was sent)."""
        with contextlib.suppress(Exception):
            await self._wormhole.close().asFuture(self._loop)

    async def _wait(self, deferred: Any) -> Any:
        from wormhole.errors import (
            LonelyError,
            ServerConnectionError,
            WormholeClosed,
            WrongPasswordError,
        )

        try:
            return await deferred.asFuture(self._loop)
        except ServerConnectionError as error:
            reason = str(getattr(error, "reason", "") or error).strip().rstrip(".")
            raise LinkError(
                QT_TR_NOOP("The mailbox server {relay} cannot be reached ({reason})"),
                relay=self.relay,
                reason=reason[:200],
            ) from None
        except WrongPasswordError:
            raise LinkError(
                QT_TR_NOOP("The code is wrong, or someone else used it: ask for a new one")
            ) from None
        except (WormholeClosed, LonelyError):
            raise LinkError(QT_TR_NOOP("The link to the friend is closed")) from None

    def _status(self, status: Any) -> None:
        kind = type(status.mailbox_connection).__name__  # (wormhole.WormholeStatus's parts)
        if kind == "Connected":
            if self._lost:
                self.on_status("back")
            self._connected, self._lost = True, False
        elif kind == "Connecting" and self._connected and not self._lost:
            self._lost = True
            self.on_status("lost")


def status_words(status: str) -> str:
    """What the window (or the command line) says when the link's status changes."""
    if status == "lost":
        return tr("Connection lost — reconnecting…")
    return tr("Connected again.")
