"""Pylos solved exactly, in plain Python, by retrograde analysis: the reference that a faster
solver's tables are checked against, position by position, on the small games (the 3×3 base, or
the 4×4 base with a few balls each).

Which positions: every one reachable from the start under the game's options, by the rules'
own move generator (``PylosState.legal_moves``); a finished game is not played on.

What a value says, for the side to move: ``win N``, ``loss N`` or ``draw``, where N counts the
plies to the end with the winner hurrying and the loser delaying. A finished position is
``win 0`` or ``loss 0`` (``win 0`` when the other side emptied its reserve on its own turn, in
the ``empty_reserve`` reading); a position with a move that ends the game in a win is
``win 1``, one whose every move ends it in a loss is ``loss 1``, and so on. Values are kept as
one signed number (``code``): N + 1 for a win, −(N + 1) for a loss, 0 for a draw.

Why retrograde, not a search: placing a ball and taking it back works like a pass, so play can
go round in circles. From the finished positions the analysis settles, in order of distance, a
position that has a move to a settled loss (a win, one ply more than the nearest) and a position
whose moves all reach settled wins (a loss, one ply more than the farthest). What is never
settled is a draw: neither side can force an end, and the other can keep play going for ever.

The value is the position's alone, whatever came before it:
- the repetition draw (option ``repetition``) is left out: it depends on the game's history,
  not on the position. A drawn position is one where play can go on for ever, which the
  repetition rule ends as a draw; a won position is won with it too, since the winner's
  shortest way never comes back to a position (only a position met twice before on the way to
  it, earlier in the game, could end the game sooner);
- the reading of running out of balls (option ``out_of_balls``) is part of the rules solved:
  each reading is its own game, solved on its own (``empty_reserve`` ends the game when a turn
  leaves its player's reserve empty; ``no_legal_move`` when the player to move can neither place
  nor raise).
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from core.api import Game
from core.games.pylos.rules import PylosGame, PylosState

Progress = Callable[[str], None]
"""Told a line of progress now and then (a phase and its counts)."""


def decode(code: int) -> str:
    """``win N``, ``loss N`` or ``draw`` for a value's ``code``."""
    if code > 0:
        return f"win {code - 1}"
    if code < 0:
        return f"loss {-code - 1}"
    return "draw"


def encode(text: str) -> int:
    """The ``code`` of ``win N``, ``loss N`` or ``draw`` (``decode``'s inverse)."""
    if text == "draw":
        return 0
    kind, plies = text.split()
    return int(plies) + 1 if kind == "win" else -int(plies) - 1


def after_move(code: int) -> int:
    """The value of a move for the player making it, N counting that move, from the value
    ``code`` of the position it leads to (for the player to move there)."""
    if code > 0:
        return -(code + 1)
    if code < 0:
        return -code + 1
    return 0


def unplayed(game: PylosGame) -> PylosGame:
    """``game`` without the repetition draw (the solved value is the position's alone)."""
    plain = PylosGame({**game.options, "repetition": "0"})
    return plain


def state_of(game: PylosGame, key: int) -> PylosState:
    """The position whose ``PylosState.position_key`` is ``key``, in ``game``."""
    light = key & (1 << 64) - 1
    dark = key >> 64 & (1 << 64) - 1
    reserves = (key >> 128 & 0xFF, key >> 136 & 0xFF)
    return PylosState(game, light, dark, reserves, key >> 144 & 1)


@dataclass
class Solution:
    """Every position reachable in one Pylos game (its options), with its value."""

    game: PylosGame
    """The game solved, without the repetition draw."""
    keys: list[int]
    """Each position's ``position_key``, the start first."""
    index: dict[int, int]
    """Where each key is in ``keys``."""
    codes: array[int]
    """Each position's value (``decode``), in the order of ``keys``."""
    seconds: float = 0.0
    """How long the solve took."""

    def __len__(self) -> int:
        return len(self.keys)

    def code(self, state: PylosState) -> int:
        """The value's code of ``state`` (KeyError if it is not reachable in this game)."""
        return self.codes[self.index[state.position_key()]]

    def value(self, state: PylosState) -> str:
        """``win N``, ``loss N`` or ``draw`` for the player to move in ``state``."""
        return decode(self.code(state))

    def moves(self, state: PylosState) -> list[tuple[str, str]]:
        """Each legal move of ``state`` with its value for the player making it (N counting
        the move), in the rules' order."""
        return [
            (str(move), decode(after_move(self.code(state.play_unchecked(move)))))
            for move in state.legal_moves()
        ]

    def states(self) -> Iterator[tuple[PylosState, int]]:
        """Every position solved, with its value's code, the start first."""
        for key, code in zip(self.keys, self.codes, strict=True):
            yield state_of(self.game, key), code

    def counts(self) -> dict[str, int]:
        """How many positions are won, lost and drawn for the player to move."""
        codes = self.codes
        wins = sum(1 for c in codes if c > 0)
        losses = sum(1 for c in codes if c < 0)
        return {"win": wins, "loss": losses, "draw": len(codes) - wins - losses}


def solve(game: Game, progress: Progress | None = None) -> Solution:
    """Every position reachable in ``game`` (a Pylos game; its repetition draw left out) with
    its value, by retrograde analysis (see the module's docstring)."""
    assert isinstance(game, PylosGame)
    began = time.perf_counter()
    plain = unplayed(game)
    keys, index, firsts, children, codes = _explore(plain, progress)
    _retrograde(firsts, children, codes, progress)
    return Solution(plain, keys, index, codes, time.perf_counter() - began)


def _explore(
    game: PylosGame, progress: Progress | None
) -> tuple[list[int], dict[int, int], array[int], array[int], array[int]]:
    """Every position reachable from the start, breadth first: their keys, where each key is,
    the successors (``children[firsts[i]:firsts[i + 1]]``, each once) and the finished ones'
    values (0 for the others)."""
    start = game.initial_state()
    keys = [start.position_key()]
    index = {keys[0]: 0}
    firsts = array("q", [0])
    children = array("q")
    codes = array("h")
    i = 0
    while i < len(keys):
        state = state_of(game, keys[i])
        outcome = state.outcome()
        if outcome is not None:
            won = outcome.winner == state.current_player
            codes.append(1 if won else -1 if outcome.winner is not None else 0)
        else:
            codes.append(0)
            seen: set[int] = set()
            for move in state.legal_moves():
                key = state.play_unchecked(move).position_key()
                if key in seen:
                    continue  # two moves to one position (a ball placed and taken back)
                seen.add(key)
                found = index.get(key)
                if found is None:
                    found = index[key] = len(keys)
                    keys.append(key)
                children.append(found)
        firsts.append(len(children))
        i += 1
        if progress is not None and i % 200_000 == 0:
            progress(f"explored {i:,} positions, {len(keys) - i:,} waiting")
    return keys, index, firsts, children, codes


def _retrograde(
    firsts: array[int], children: array[int], codes: array[int], progress: Progress | None
) -> None:
    """Settle ``codes`` from the finished positions back, in order of distance (see the
    module's docstring); what stays 0 is a draw."""
    count = len(codes)
    parents_first, parents = _parents(firsts, children, count)
    waiting = array("q", (firsts[i + 1] - firsts[i] for i in range(count)))
    queue = array("q", (i for i in range(count) if codes[i] != 0))
    head = 0
    while head < len(queue):
        child = queue[head]
        head += 1
        code = codes[child]
        for j in range(parents_first[child], parents_first[child + 1]):
            parent = parents[j]
            if codes[parent] != 0:
                continue  # settled already
            if code < 0:  # a move to a lost position: won, by the nearest such move
                codes[parent] = -code + 1
                queue.append(parent)
            else:
                waiting[parent] -= 1
                if waiting[parent] == 0:  # every move reaches a won position: the farthest
                    codes[parent] = -(code + 1)
                    queue.append(parent)
        if progress is not None and head % 500_000 == 0:
            progress(f"settled {head:,} of {count:,} positions")


def _parents(firsts: array[int], children: array[int], count: int) -> tuple[array[int], array[int]]:
    """The positions that lead to each position (``parents[first[i]:first[i + 1]]``)."""
    first = array("q", bytes(8 * (count + 1)))
    for child in children:
        first[child + 1] += 1
    for i in range(count):
        first[i + 1] += first[i]
    filled = array("q", first[:count])
    parents = array("q", bytes(8 * len(children)))
    for parent in range(count):
        for j in range(firsts[parent], firsts[parent + 1]):
            child = children[j]
            parents[filled[child]] = parent
            filled[child] += 1
    return first, parents
