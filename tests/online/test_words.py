"""Online play speaks French as it speaks English, and the program starts without loading the
network stack (Twisted, magic-wormhole, qasync): only a link opened loads it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from core.registry import game_names, make_game
from desktop.i18n import install
from desktop.online.link import status_words
from desktop.online.protocol import TAKEBACK, Message
from tests.online.conftest import peer_environment
from tests.online.pair import Pair
from tests.online.test_match import first_moves

GAME = make_game(game_names()[0])
NETWORK = ("twisted", "wormhole", "qasync", "autobahn", "spake2")


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    install("fr")
    try:
        yield
    finally:
        install("en")


def test_offers_refusals_and_the_connection_are_told_in_french(french: None) -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(3))
    pair.ann.offer(TAKEBACK)
    pair.deliver()
    assert pair.events[1][-1].words() == "Ann a demandé à reprendre le dernier coup."
    pair.bob.answer(False)
    pair.deliver()
    assert pair.events[0][-1].words() == "Bob a refusé la reprise."
    assert not pair.ann.receive(b"{garbage")
    assert pair.events[0][-1].words() == (
        "Bob a envoyé quelque chose qui n'est pas un message (pas du JSON)."
    )
    taken = first_moves(1)[0]
    assert not pair.ann.receive(Message("move", {"ply": 4, "move": taken}).encode())
    words = pair.events[0][-1].words()
    assert words.startswith(f"Le coup {taken} de Bob n'est pas permis : "), words
    english = pair.ann.state.illegal_reason(pair.ann.state.parse_move(taken))
    assert english is not None and english not in words  # (the engine's reason in French too)
    pair.ann.resign()
    pair.deliver()
    assert pair.events[1][-1].words() == "Ann a abandonné : victoire de Bob."
    assert status_words("lost") == "Connexion perdue — reconnexion…"


def test_start_up_loads_no_network_stack() -> None:
    names = ("events", "headless", "link", "match", "meeting", "protocol", "reactor")
    modules = ", ".join(f"desktop.online.{name}" for name in names)
    code = (
        "import sys\n"
        "from desktop.app import main\n"
        "code = main(['--quit-when-shown', '--view', '2d'])\n"
        f"import {modules}\n"
        f"print(code, sorted({{m.split('.')[0] for m in sys.modules}} & set({NETWORK!r})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
        env=peer_environment(),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "0 []", done.stdout
