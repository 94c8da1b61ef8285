"""The ideas of Pylon moves, in its lessons' words: a stack topped (its height now counts for
the mover), a stack made unmovable (its points safe), points given up (a sacrifice), a stack
the other side could top saved, and the board settled with the most points."""

from __future__ import annotations

from collections.abc import Sequence

from core.api import Move, State
from core.games.pylon.evaluation import captures, settled
from core.games.pylon.rules import NAMES, PLAYERS, PylonStack, PylonState
from core.kit import Ideas
from core.words import Text, Who

TEMPLATES = {  # words: the ideas of Pylon moves, said after the move's name
    "top": "tops the stack of {player} on {where}: its {height} points now count for {mover}",
    "unmovable": "makes the stack on {where} unmovable: its {height} points stay with {player}",
    "sacrifice": "gives up {points} points for now, to win more later",
    "stop": "stops {player} from topping the stack on {where}",
    "prepare": "prepares to top the stack of {player} on {where}",
    "settle": "leaves no stack able to move, with {player} ahead {a} points to {b}",
}
"""The ideas a Pylon move can have (``Ideas.templates``)."""


def _who(player: int) -> Who:
    return Who(player, PLAYERS[player])


class PylonIdeas(Ideas):
    """Stacks topped, made unmovable or given up (see the module's docstring)."""

    templates = TEMPLATES

    def of_move(self, state: State, move: Move) -> list[Text]:
        assert isinstance(state, PylonState)
        if not isinstance(move, PylonStack):
            return []  # placements: the evaluation's reason says where they stand
        me, them = state.current_player, 1 - state.current_player
        board = state.board
        after = state.play_unchecked(move)
        moving, target = board[move.origin], board[move.target]
        height = len(moving) + len(target)
        where = NAMES[move.target]
        ideas: list[Text] = []
        if moving[-1][0] == me and target[-1][0] == them:
            ideas.append(
                self.idea("top", player=_who(them), where=where, height=height, mover=_who(me))
            )
        if not after.is_over and moving[-1][0] == me and settled(after.board, move.target):
            ideas.append(self.idea("unmovable", where=where, height=height, player=_who(me)))
        gain = _lead(after, me) - _lead(state, me)
        if gain < 0:
            ideas.append(self.idea("sacrifice", points=-gain))
        if not after.is_over:
            threatened = {t for _, _, t in captures(board, them)}
            still = {t for _, _, t in captures(after.board, them)}
            saved = sorted(t for t in threatened - still if after.board[t])
            if saved:
                ideas.append(self.idea("stop", player=_who(them), where=NAMES[saved[0]]))
            mine = {t for _, _, t in captures(board, me)}
            new = sorted(t for _, _, t in captures(after.board, me) if t not in mine)
            if new and not ideas:
                ideas.append(self.idea("prepare", player=_who(them), where=NAMES[new[0]]))
        return ideas

    def of_end(self, state: State, line: Sequence[Move]) -> list[Text]:
        end = state.apply_all(line) if line else state
        outcome = end.outcome()
        me = state.current_player
        if outcome is None or outcome.winner != me or len(line) < 2:
            return []
        figures = outcome.figures
        return [self.idea("settle", player=_who(me), a=figures[me], b=figures[1 - me])]


def _lead(state: State, player: int) -> int:
    figures = state.figures()
    return figures[player] - figures[1 - player]
