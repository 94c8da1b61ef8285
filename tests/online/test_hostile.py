"""A hostile guest speaks the protocol by hand to a command-line host over a mailbox server on
loopback: everything it must not send is refused with its sentence, and the game goes on intact
from the one legal move it sent to its resignation."""

from __future__ import annotations

import re
import subprocess
import sys

from core.registry import game_names
from tests.online.conftest import Mailbox, peer_environment
from tests.online.peers import TIMEOUT, start_peer

REFUSALS = [
    "Your friend sent a chat message before saying hello",
    "Mallory sent something that is not a message (not JSON)",
    "Mallory sent a message of an unknown kind (teleport)",
    "Mallory sent a message of 1024 KB, over the limit of 64 KB",
    "The program of Mallory speaks version 2 of the protocol, and this one version 1",
    "Mallory sent a move message whose ply is not a whole number",
    "The move {illegal} of Mallory is not allowed: ",
    "The move {legal} of Mallory is numbered 3, and the next is 1",
]


def test_what_a_hostile_peer_sends_is_refused_and_the_game_stays_whole(mailbox: Mailbox) -> None:
    name = game_names()[0]
    host = start_peer(["--online", "host", name, "--seat", "second", "--relay", mailbox.url,
                       "--computer", "1", "--name", "Alice"])  # fmt: skip
    code = host.wait_for(lambda line: line in host.out, "invite code")
    hostile = subprocess.run(
        [sys.executable, "-m", "tests.online.hostile_peer", mailbox.url, code],
        capture_output=True, text=True, timeout=TIMEOUT, env=peer_environment(),
    )  # fmt: skip
    assert hostile.returncode == 0, hostile.stderr
    legal = hostile.stdout.split()[0]
    assert host.finish() == 0, host.err
    record, result = host.out[1:]
    assert record.split()[0] == legal and len(record.split()) <= 2
    assert result.startswith("over second ") and result.endswith(" resigned")
    said = iter(host.err)
    for refusal in REFUSALS:
        pattern = re.compile(re.escape(refusal).replace(r"\{illegal\}", r"\S+").replace(
            r"\{legal\}", re.escape(legal)))  # fmt: skip
        line = next((line for line in said if pattern.match(line)), None)
        assert line is not None, f"{refusal!r} not said (in order) in {host.err}"
    assert host.err[-1] == "Mallory resigned: a win for Alice.", host.err
