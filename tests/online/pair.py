"""Two matches joined by a wire the test controls: what each sends waits in flight until the
test delivers it, so messages can cross as they do on a real network."""

from __future__ import annotations

from core.api import Game
from desktop.online.events import Event
from desktop.online.match import Match
from desktop.online.protocol import Message

NAMES = ("Ann", "Bob")


class Pair:
    """Ann's match (``ann``, the first seat) and Bob's (``bob``, the second), each one's events,
    and the messages in flight to each."""

    def __init__(self, game: Game, moves: tuple[str, ...] = ()) -> None:
        self.flight: dict[int, list[bytes]] = {0: [], 1: []}
        self.events: dict[int, list[Event]] = {0: [], 1: []}
        self.ann = self._match(game, 0, moves)
        self.bob = self._match(game, 1, moves)

    def _match(self, game: Game, seat: int, moves: tuple[str, ...]) -> Match:
        def send(message: Message) -> None:
            self.flight[1 - seat].append(message.encode())

        return Match(game, seat, NAMES, moves, send=send, on_event=self.events[seat].append)

    def deliver(self) -> None:
        """Deliver everything in flight, to both, until nothing is left."""
        while self.flight[0] or self.flight[1]:
            for seat, match in ((0, self.ann), (1, self.bob)):
                waiting, self.flight[seat] = self.flight[seat], []
                for raw in waiting:
                    match.receive(raw)

    def play(self, *moves: str) -> None:
        """Each move by the player to move, delivered at once."""
        for move in moves:
            (self.ann if self.ann.my_turn else self.bob).play(move)
            self.deliver()

    def kinds(self, seat: int) -> list[str]:
        return [event.kind for event in self.events[seat]]

    def agree(self) -> None:
        """Both records, results and offers are the same."""
        assert self.ann.moves == self.bob.moves
        assert self.ann.result_line() == self.bob.result_line()
        assert self.ann.state == self.bob.state
        assert (self.ann.mine, self.ann.theirs) == (self.bob.theirs, self.bob.mine)
