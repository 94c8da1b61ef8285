"""Two command-line peers (``pyramid-duels --online``) playing through a mailbox server, their
standard error read as it comes (a test may wait for a line of it)."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tests.online.conftest import peer_environment

TIMEOUT = 60.0


@dataclass
class Peer:
    """A running ``pyramid-duels --online`` and what it has said so far."""

    process: subprocess.Popen[str]
    out: list[str] = field(default_factory=list)
    err: list[str] = field(default_factory=list)
    lines: queue.Queue[str] = field(default_factory=queue.Queue)

    def finish(self) -> int:
        code = self.process.wait(TIMEOUT)
        self._readers_done.wait(TIMEOUT)
        return code

    def wait_for(self, wanted: Callable[[str], bool], what: str) -> str:
        """The first line of standard output or error that ``wanted`` (AssertionError after
        the timeout)."""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.5)
            except queue.Empty:
                assert self.process.poll() is None or not self._readers_done.is_set(), (
                    f"ended before {what}: {self.out} {self.err}"
                )
                continue
            if wanted(line):
                return line
        raise AssertionError(f"no {what} within {TIMEOUT} s: {self.out} {self.err}")

    def start_reading(self) -> None:
        self._readers_done = threading.Event()
        count = [0]

        def read(stream: object, into: list[str]) -> None:
            for line in stream:  # type: ignore[attr-defined]
                into.append(line.rstrip("\n"))
                self.lines.put(line.rstrip("\n"))
            count[0] += 1
            if count[0] == 2:
                self._readers_done.set()

        for stream, into in ((self.process.stdout, self.out), (self.process.stderr, self.err)):
            threading.Thread(target=read, args=(stream, into), daemon=True).start()

    _readers_done: threading.Event = field(default_factory=threading.Event)


RUNNING: list[subprocess.Popen[str]] = []
"""Every peer started, so that none outlives its test (``stop_every_peer``)."""


def stop_every_peer() -> None:
    """Kill the peers still running (a test that failed midway leaves a host waiting)."""
    while RUNNING:
        process = RUNNING.pop()
        if process.poll() is None:
            process.kill()
            process.wait(10)


def start_peer(arguments: Sequence[str]) -> Peer:
    process = subprocess.Popen(
        [sys.executable, "-m", "desktop", *arguments],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
        env=peer_environment(),
    )  # fmt: skip
    RUNNING.append(process)
    peer = Peer(process)
    peer.start_reading()
    return peer


def host_and_guest(
    relay: str, game: str, settings: Sequence[str] = (), level: str = "1"
) -> tuple[Peer, Peer]:
    """A host of ``game`` and the guest that joins it with the code the host printed."""
    sets = [item for setting in settings for item in ("--set", setting)]
    host = start_peer(["--online", "host", game, *sets, "--relay", relay, "--computer", level])
    code = host.wait_for(lambda line: line in host.out, "invite code")
    guest = start_peer(["--online", "join", code, "--relay", relay, "--computer", level])
    return host, guest
