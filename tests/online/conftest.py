"""The online tests run on loopback only: ``mailbox`` is a magic-wormhole mailbox server of
their own (``twist wormhole-mailbox``, from magic-wormhole-mailbox-server) on 127.0.0.1 at a
free port, its database in memory when it can be, stopped after the test;
``mailbox.restart()`` kills it and starts it again on the same port with the same database, as a
server that crashed and came back."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

TWIST = Path(sys.executable).parent / "twist"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Mailbox:
    """A mailbox server on loopback (see the module's docstring)."""

    def __init__(self, folder: Path, database: Path) -> None:
        self.folder = folder
        self.database = database
        self.port = free_port()
        self.url = f"ws://127.0.0.1:{self.port}/v1"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        assert TWIST.exists(), "the dev extras install magic-wormhole-mailbox-server (twist)"
        log = (self.folder / "twist.log").open("ab")
        self.process = subprocess.Popen(
            [str(TWIST), "wormhole-mailbox", f"--port=tcp:{self.port}:interface=127.0.0.1",
             f"--channel-db={self.database}"],
            cwd=self.folder, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            assert self.process.poll() is None, (self.folder / "twist.log").read_text()
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            time.sleep(0.05)
        raise AssertionError("the mailbox server did not start")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)
        self.process = None

    def restart(self, down: float = 1.0) -> None:
        """Kill the server (no goodbye to anyone), wait ``down`` seconds, start it again."""
        self.stop()
        time.sleep(down)
        self.start()


@contextmanager
def running_mailbox(folder: Path) -> Iterator[Mailbox]:
    """A mailbox server, its log in ``folder``, stopped at the end."""
    # The server writes every message to its database and waits for the disk each time: in
    # memory (/dev/shm) a move crosses in milliseconds, not tens of them.
    memory = Path("/dev/shm")
    fast = os.access(memory, os.W_OK)
    kept = Path(tempfile.mkdtemp(dir=memory)) if fast else folder
    server = Mailbox(folder, kept / "relay.sqlite")
    server.start()
    try:
        yield server
    finally:
        server.stop()
        if fast:
            shutil.rmtree(kept, ignore_errors=True)


@pytest.fixture
def mailbox(tmp_path: Path) -> Iterator[Mailbox]:
    with running_mailbox(tmp_path) as server:
        yield server


@pytest.fixture(scope="module")
def module_mailbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Mailbox]:
    """One mailbox server for a module's tests (each meeting has its own code and mailbox on
    it); ``shared_mailbox`` is it, started again if a test left it killed."""
    with running_mailbox(tmp_path_factory.mktemp("mailbox")) as server:
        yield server


@pytest.fixture
def shared_mailbox(module_mailbox: Mailbox) -> Mailbox:
    if module_mailbox.process is None or module_mailbox.process.poll() is not None:
        module_mailbox.start()
    return module_mailbox


@pytest.fixture(autouse=True)
def no_peer_left() -> Iterator[None]:
    """The command-line peers a test started are gone after it, whatever happened."""
    yield
    from tests.online.peers import stop_every_peer

    stop_every_peer()


def peer_environment() -> dict[str, str]:
    """The environment the command-line peers run in: no display needed, this source tree."""
    root = str(Path(__file__).resolve().parents[2])
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": root}
