"""Perfect play from a solved table: a position's value, each move's, and the move that wins
soonest or, in a lost position, holds out longest.

``perfect_for(game)`` hands a ``Perfect`` when a table of the game's options was built
(``python -m core solve``, or *Game › Perfect play for Pylos…*), or is small enough to build
on the spot (``SMALL``: the 3×3 base, the 4×4 base with few balls), and None otherwise. Values are
``Value("win" | "loss" | "draw", plies)``: for a position, from the side of the player to move,
N the plies to the end with the winner hurrying and the loser delaying; for a move, from the
side of the player making it, N counting that move (as ``python -m core probe`` prints them).
The table knows no repetition draw: it depends on the game's history, not on the position.

Choosing among moves of equal value is seeded (``seed`` and the position), so that the Perfect
level does not play one game only, and the same seed replays the same game.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path

from core.api import Game, Move, State
from core.errors import EngineError
from core.search.engine import Searcher
from core.search.evaluation import Evaluation
from core.search.levels import PERFECT, STRONGEST, Level
from core.search.player import choose
from core.search.scores import MATE_BOUND, SearchResult
from core.search.scores import WIN as WON
from core.solver import kernel
from core.solver.probe import table_for
from core.solver.table import Settings, Table, build, default_folder, slots

WIN, LOSS, DRAW = "win", "loss", "draw"
LINE = 10
"""The most moves of a perfect line kept (a hint's, a level's)."""


@dataclass(frozen=True)
class Value:
    """A value with perfect play: ``result`` (win, loss or draw) for the player it is told for,
    and the plies to the end (0 for a draw)."""

    result: str
    plies: int = 0

    def __str__(self) -> str:
        return DRAW if self.result == DRAW else f"{self.result} {self.plies}"

    @property
    def rank(self) -> tuple[int, int]:
        """What to choose by, the larger the better: a win, the sooner the better; a draw; a
        loss, the later the better."""
        if self.result == WIN:
            return 2, -self.plies
        if self.result == DRAW:
            return 1, 0
        return 0, self.plies

    def seen_by_other(self) -> Value:
        """The same value from the other player's side."""
        other = {WIN: LOSS, LOSS: WIN}.get(self.result, self.result)
        return Value(other, self.plies)


class Perfect:
    """Perfect play in one game, from its table."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def value(self, state: State) -> Value:
        """``state``'s value for its player to move."""
        result, plies = self.table.value(*kernel.position_of(state))  # type: ignore[arg-type]
        return Value(result, plies)

    def move_value(self, state: State, move: Move) -> Value:
        """The legal ``move``'s value for the player making it, N counting it."""
        child = state.play_unchecked(move)
        value = self.value(child)
        if child.current_player != state.current_player:
            value = value.seen_by_other()
        return Value(value.result, value.plies + 1) if value.result != DRAW else value

    def move_values(self, state: State) -> list[tuple[Move, Value]]:
        """Every legal move of ``state`` (a game under way) with its value, best first (then in
        notation order)."""
        values = [(move, self.move_value(state, move)) for move in state.legal_moves()]
        values.sort(key=lambda pair: str(pair[0]))
        values.sort(key=lambda pair: pair[1].rank, reverse=True)
        return values

    def choose(self, state: State, seed: int = 0) -> tuple[Move, Value]:
        """The move perfect play makes in ``state`` (a game under way), and its value: among
        the best moves, one drawn by ``seed``."""
        values = self.move_values(state)
        best = [pair for pair in values if pair[1] == values[0][1]]
        return random.Random(f"{seed}/{state.position_text()}").choice(best)

    def line(self, state: State, length: int, seed: int = 0) -> tuple[Move, ...]:
        """The next ``length`` moves of perfect play from ``state`` (fewer if the game ends)."""
        moves: list[Move] = []
        while len(moves) < length and not state.is_over:
            move, _ = self.choose(state, seed)
            moves.append(move)
            state = state.play_unchecked(move)
        return tuple(moves)


_KEPT: dict[tuple[str, Path], tuple[tuple[int, int], Perfect]] = {}


def plays(game: Game) -> bool:
    """Whether perfect play can be had for ``game`` at all: a game the solver solves, with the
    solver's kernel built here (its table may still need building)."""
    return kernel.plays(game) and kernel.problem() is None


def table_path(game: Game, folder: Path | None = None) -> Path:
    """Where the table of ``game`` (one the solver solves) is kept."""
    settings = Settings(*kernel.settings_of(game))
    return (folder or default_folder()) / f"{settings.name}.table"


SMALL = 2_000_000
"""The most slots of a table built on the spot when first asked for (in a few seconds at most:
the 3×3 base's 28,067 in a tenth of a second, the 4×4 base with 5 balls each 1,648,713 in 4)."""


def small(game: Game) -> bool:
    """Whether ``game``'s table is small enough to be built when first asked for."""
    return plays(game) and slots(Settings(*kernel.settings_of(game))) <= SMALL


def available(game: Game, folder: Path | None = None) -> bool:
    """Whether perfect play can be had for ``game`` now: its table lies ready (not read: a
    quick look for the file), or is small enough to be built when first asked for."""
    return plays(game) and (table_path(game, folder).is_file() or small(game))


def perfect_for(game: Game, folder: Path | None = None) -> Perfect | None:
    """Perfect play in ``game`` if its table was built (``folder``: the data folder's), read and
    checked once and kept while its file stays the same; a ``small`` table is built (or built
    again, if damaged) when first asked for. None without a table; a damaged one raises
    EngineError with a sentence."""
    if not plays(game):
        return None
    path = table_path(game, folder)
    key = (path.name, path.parent)
    kept = _KEPT.get(key)
    if kept is not None and kept[0] == _signature(path):
        return kept[1]
    if small(game):  # in seconds at most
        build(Settings(*kernel.settings_of(game)), path.parent, 1)
    signature = _signature(path)
    if signature is None:
        return None
    table = table_for(game.initial_state(), path.parent)
    if table is None:
        return None
    perfect = Perfect(table)
    _KEPT[key] = (signature, perfect)
    return perfect


def _signature(path: Path) -> tuple[int, int] | None:
    """What tells one version of a file from another: its size and time (None: no file)."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_size, stat.st_mtime_ns


def start_value(game: Game, folder: Path | None = None) -> Value | None:
    """The start position's value in ``game`` for the first player, from its table (None
    without one, or with a damaged one)."""
    perfect = perfect_or_none(game, folder) if available(game, folder) else None
    return None if perfect is None else perfect.value(game.initial_state())


def perfect_or_none(game: Game, folder: Path | None = None) -> Perfect | None:
    """``perfect_for``, a damaged table taken as none (its sentence is for the place that
    builds tables)."""
    try:
        return perfect_for(game, folder)
    except EngineError:
        return None


def value_of_score(score: int) -> Value:
    """A proven score (``score_of``'s) as the value it was made from."""
    if abs(score) < MATE_BOUND:
        return Value(DRAW)
    return Value(WIN, WON - score) if score > 0 else Value(LOSS, WON + score)


def score_of(value: Value) -> int:
    """A move's value as the search scores it, for the player making it: a win in N plies is
    ``WIN - N``, a loss the opposite, a draw 0."""
    if value.result == DRAW:
        return 0
    return WON - value.plies if value.result == WIN else value.plies - WON


def perfect_move(perfect: Perfect, state: State, seed: int = 0) -> SearchResult:
    """Perfect play's move in ``state``, as a search result: its score, the line that follows
    it, proven (its depth is the plies to the end)."""
    started = time.perf_counter()
    move, value = perfect.choose(state, seed)
    line = (move, *perfect.line(state.play_unchecked(move), LINE - 1, seed))
    seconds = time.perf_counter() - started
    nodes = len(state.legal_moves())
    return SearchResult(move, score_of(value), value.plies, nodes, seconds, line, solved=True)


def choose_move(
    state: State,
    evaluation: Evaluation,
    level: Level,
    seed: int = 0,
    seconds: float | None = None,
    searcher: Searcher | None = None,
) -> SearchResult:
    """The move ``level`` plays in ``state`` (``core.search.player.choose``'s answer), the
    Perfect level's from its game's table; without a table, the Perfect level searches as the
    strongest one."""
    if level == PERFECT:
        perfect = perfect_or_none(state.game)
        if perfect is not None:
            return perfect_move(perfect, state, seed)
        level = STRONGEST
    return choose(state, evaluation, level, seed, seconds, searcher=searcher)
