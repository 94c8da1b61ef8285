"""The ideas of Ambush moves, in its lessons' words: a sandwich made (a capture), two captures
at once, a coaster turn that captures, a sandwich of the other side stopped ("stops Blue's
sandwich on e1": a capture it threatened for its next move, which this move prevents), a coaster
turn it can no longer make, and the most pips at the end."""

from __future__ import annotations

from collections.abc import Sequence

from core.api import Move, State
from core.games.ambush.board import COASTERS, NAMES, PLAYERS, coaster_word
from core.games.ambush.moves import AmbushRotate
from core.games.ambush.rules import AmbushState
from core.games.icehouse import size_word
from core.kit import Ideas
from core.words import Text, Who, join

TEMPLATES = {  # words: the ideas of Ambush moves, said after the move's name
    "sandwich": "makes a sandwich: captures {captured}",
    "double": "captures two pyramids at once: {captured}",
    "turn": "turns the {coaster} coaster to capture {captured}",
    "loses": "gives up {lost}",
    "stop": "stops the sandwich of {player} on {where}",
    "stop turn": "stops the coaster turn that would give {player} {captured}",
    "prepare": "prepares a sandwich of {where}",
    "end": "ends with the most pips captured, {a} to {b}",
    "piece": "a {size} on {square}",
    "and": "{items} and {last}",
}
"""The ideas an Ambush move can have (``Ideas.templates``), and how they name pyramids."""

Threats = dict[str, tuple[Move, tuple[int, str, str]]]
"""The squares of the pyramids a side could capture with its next move, each with a move
that captures it and the capture (by, size letter, square)."""


def _who(player: int) -> Who:
    return Who(player, PLAYERS[player])


def threats(state: AmbushState, player: int) -> Threats:
    """What ``player`` could capture with its next move in ``state`` (as if it were its turn
    now, the coaster just turned still barred)."""
    if state.current_player != player:
        state = AmbushState(
            state.game,
            state._board,
            state._owners,
            state._trees,
            state._captured,
            state._paid,
            state._last_rotated,
            player,
        )
    found: Threats = {}
    for move in state.legal_moves():
        for capture in state.capture_preview(move):
            if capture[0] == player:
                found.setdefault(capture[2], (move, capture))
    return found


class AmbushIdeas(Ideas):
    """Sandwiches made, doubled, turned or stopped (see the module's docstring)."""

    templates = TEMPLATES

    def pieces(self, captures: Sequence[tuple[int, str, str]]) -> str:
        """ "a large on c2 and a small on d3"."""
        named = [
            self.idea("piece", size=size_word("SML".index(size)), square=square)
            for _, size, square in captures
        ]
        if len(named) == 1:
            return named[0]
        return self.idea("and", items=join(named[:-1], ", "), last=named[-1])

    def of_move(self, state: State, move: Move) -> list[Text]:
        assert isinstance(state, AmbushState)
        me, them = state.current_player, 1 - state.current_player
        captures = state.capture_preview(move)
        mine = [c for c in captures if c[0] == me]
        lost = [c for c in captures if c[0] != me]
        ideas: list[Text] = []
        if mine and isinstance(move, AmbushRotate):
            coaster = coaster_word(COASTERS[move.coaster])
            ideas.append(self.idea("turn", coaster=coaster, captured=self.pieces(mine)))
        elif mine:
            kind = "double" if len(mine) >= 2 else "sandwich"
            ideas.append(self.idea(kind, captured=self.pieces(mine)))
        if lost:
            ideas.append(self.idea("loses", lost=self.pieces(lost)))
        after = state.play_unchecked(move)
        if after.is_over:
            return ideas
        assert isinstance(after, AmbushState)
        before, still = threats(state, them), threats(after, them)
        alive = {square for square in before if after._owners[NAMES.index(square)] == me}
        stopped = [square for square in before if square in alive and square not in still]
        for square in stopped[:1]:
            threat, capture = before[square]
            if isinstance(threat, AmbushRotate):
                ideas.append(
                    self.idea("stop turn", player=_who(them), captured=self.pieces([capture]))
                )
            else:
                ideas.append(self.idea("stop", player=_who(them), where=square))
        if not ideas:
            had = threats(state, me)
            new = [square for square in threats(after, me) if square not in had]
            if new:
                ideas.append(self.idea("prepare", where=new[0]))
        return ideas

    def of_end(self, state: State, line: Sequence[Move]) -> list[Text]:
        end = state.apply_all(line) if line else state
        outcome = end.outcome()
        me = state.current_player
        if outcome is None or outcome.winner != me or len(line) < 2:
            return []
        figures = outcome.figures
        return [self.idea("end", a=figures[me], b=figures[1 - me])]
