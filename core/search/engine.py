"""One search for every game: negamax alpha-beta (principal variation search) with iterative
deepening, a transposition table, hash-move / killer / history ordering, late-move reductions,
quiescence on the game's tactical moves, and exact solving once the game's end is in reach.

Scores are from the point of view of the player to move. A proven win in N plies scores
``WIN - N`` (a loss, the opposite), a draw 0; an evaluation is far below ``MATE_BOUND``. The search
works on any ``State``: it only calls ``legal_moves``, ``play_unchecked``, ``is_over``, ``outcome``,
``current_player`` and ``position_key``, and it allows a player to move twice in a row.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from core.api import Move, State
from core.search.evaluation import TACTICAL, Evaluation
from core.search.scores import (
    INFINITY,
    MAX_PLY,
    Entry,
    Limits,
    OutOfBudget,
    SearchResult,
    Tuning,
    from_table,
    is_proven,
    terminal_score,
    to_table,
)

MAX_DEPTH: Final = 64

EXACT, LOWER, UPPER = 0, 1, 2
"""Transposition table bounds: the stored value is exact, a lower bound, or an upper bound."""

KILLER_BONUS: Final = 500_000
HISTORY_CAP: Final = 400_000
CHECK_EVERY: Final = 16
"""Nodes between two looks at the clock: a node costs tens of microseconds, so the search
overshoots its deadline by a millisecond at most."""
YIELD_EVERY: Final = 1024
"""Nodes between two moments when the search lets the interpreter's other threads run: compiled,
it never hands them the lock by itself, and a worker's thread that reads a cancel must get in."""
SOFT_LIMIT: Final = 0.55
"""No new iteration starts after this share of the time budget: it could not finish."""
TABLE_LIMIT: Final = 1_500_000
"""Transposition table entries kept before the table is cleared (memory stays under ~0.5 GB)."""
QUIESCENCE_PLIES: Final = 6
ORDER_SPAN: Final = 1 << 16
"""More than the legal moves of any position: move ordering sorts ``index - priority * span``."""


@dataclass
class _Iteration:
    """The best root move of the iteration under way (kept when the budget runs out)."""

    move: Move | None = None
    score: int = -INFINITY
    scores: dict[Move, int] = field(default_factory=dict)


class Searcher:
    """Searches positions of one game with one evaluation. Reusable: the history and the
    transposition table carry over from one search to the next."""

    def __init__(
        self,
        evaluation: Evaluation,
        tuning: Tuning | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.evaluation = evaluation
        self.clock = clock
        """The seconds it reads its budget against (a test may hand it a clock of its own)."""
        self.tuning = tuning or Tuning()
        self.table: dict[object, Entry] = {}
        self.history: dict[Move, int] = {}
        self.killers: list[list[Move]] = []
        self.path: set[object] = set()
        self.nodes = 0
        self.node_limit: int | None = None
        self.deadline = float("inf")
        self.solving = False
        self.on_iteration: Callable[[int, int, float], None] | None = None
        """Told (depth, nodes, seconds) after each complete iteration: a thinking indicator."""
        self.on_check: Callable[[], float] | None = None
        """Called every few nodes, before the clock is read: where a searcher run beside a window
        may wait while the window draws. It returns the seconds of its wait that do not count
        against the budget (the deadline moves on by as much)."""
        self.waited = 0.0  # this search's seconds set aside by ``on_check``
        self.spent = 0  # the nodes of all its searches (what a puzzle's proof cost)
        self.stopped = False  # set from another thread: stop at the next look at the clock

    # --- the iterative deepening -----------------------------------------------------------
    def search(self, state: State, limits: Limits, every_score: bool = False) -> SearchResult:
        """The best move of ``state`` (a game under way) within ``limits``. With
        ``every_score``, every root move gets an exact score (slower: no root pruning)."""
        result = self._search(state, limits, every_score)
        self.spent += result.nodes
        return result

    def _search(self, state: State, limits: Limits, every_score: bool) -> SearchResult:
        start = self.clock()
        moves = state.legal_moves()
        if not moves:
            raise ValueError("the game is over: there is no move to search")
        self._reset(start, limits)
        if len(moves) == 1 and not every_score:
            return self._forced(state, moves[0], start)
        ordered, _ = self._order(state, moves, None, 0)
        solve_at = self.evaluation.plies_left(state) if self.tuning.solve else None
        top = min(limits.depth or MAX_DEPTH, MAX_DEPTH)
        if solve_at is not None:
            top = min(top, max(solve_at, 1))
        best = SearchResult(ordered[0], 0, 0, 0, 0.0)
        for depth in range(1, top + 1):
            self.solving = solve_at is not None and depth >= solve_at
            iteration = _Iteration()
            try:
                self._root(state, ordered, depth, iteration, every_score)
            except OutOfBudget:
                if iteration.move is not None and iteration.move != best.move:
                    best = self._result(state, iteration, best.depth, start, False)
                break
            best = self._result(state, iteration, depth, start, self.solving)
            if self.on_iteration is not None:
                self.on_iteration(depth, self.nodes, best.seconds)
            # Next iteration: best move first, then the others by this iteration's scores.
            ordered = sorted(ordered, key=lambda m: -iteration.scores.get(m, -INFINITY))
            if is_proven(best.score) or self.solving:
                break
            spent = self.clock() - start - self.waited
            if limits.seconds is not None and spent > SOFT_LIMIT * limits.seconds:
                break
        return SearchResult(
            best.move,
            best.score,
            best.depth,
            self.nodes,
            self.clock() - start,
            best.line,
            best.solved,
            best.scores,
        )

    def _forced(self, state: State, move: Move, start: float) -> SearchResult:
        """The only legal move, scored without a search (proven if it ends the game)."""
        child = state.play_unchecked(move)
        mover = state.current_player
        if child.is_over:
            score = terminal_score(child, mover, 1)
        else:
            score = self.evaluation.evaluate(child)
            score = score if child.current_player == mover else -score
        return SearchResult(move, score, 0, 1, self.clock() - start, (move,), child.is_over)

    def _reset(self, start: float, limits: Limits) -> None:
        self.nodes = 0
        self.waited = 0.0
        self.node_limit = limits.nodes
        self.deadline = start + limits.seconds if limits.seconds is not None else float("inf")
        self.path.clear()
        self.killers = [[] for _ in range(MAX_PLY + 2)]
        self.history = {move: value // 4 for move, value in self.history.items() if value >= 4}
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()

    def _result(
        self, state: State, iteration: _Iteration, depth: int, start: float, solved: bool
    ) -> SearchResult:
        assert iteration.move is not None
        return SearchResult(
            iteration.move,
            iteration.score,
            depth,
            self.nodes,
            self.clock() - start,
            self._line(state, iteration.move),
            solved,
            tuple(iteration.scores.items()),
        )

    def _line(self, state: State, first: Move) -> tuple[Move, ...]:
        """The expected line: the root move, then the table's best moves (positions are keys,
        not hashes, so a stored move is always legal where it was stored)."""
        line = [first]
        seen = {state.position_key()}
        state = state.play_unchecked(first)
        while not state.is_over and len(line) < MAX_DEPTH:
            key = state.position_key()
            entry = self.table.get(key)
            if entry is None or entry[3] is None or key in seen:
                break
            seen.add(key)
            line.append(entry[3])
            state = state.play_unchecked(entry[3])
        return tuple(line)

    # --- the root --------------------------------------------------------------------------
    def _root(
        self,
        state: State,
        moves: Sequence[Move],
        depth: int,
        iteration: _Iteration,
        every_score: bool,
    ) -> None:
        """Search each root move to ``depth``; ``iteration`` records the best so far."""
        mover = state.current_player
        alpha = -INFINITY
        self.path.add(state.position_key())
        for index, move in enumerate(moves):
            child = state.play_unchecked(move)
            if every_score or index == 0:
                value = self._child(child, mover, depth - 1, -INFINITY, INFINITY, 0)
            else:
                value = self._child(child, mover, depth - 1, alpha, alpha + 1, 0)
                if value > alpha:
                    value = self._child(child, mover, depth - 1, alpha, INFINITY, 0)
            iteration.scores[move] = value
            if value > iteration.score:
                iteration.move, iteration.score = move, value
                alpha = max(alpha, value)
        self.path.discard(state.position_key())
        assert iteration.move is not None
        self._store(state.position_key(), depth, EXACT, iteration.score, iteration.move, 0)

    # --- the tree --------------------------------------------------------------------------
    def _child(self, child: State, mover: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        """The value for ``mover`` of ``child``, reached at ``ply + 1``."""
        if child.is_over:
            return terminal_score(child, mover, ply + 1)
        if child.current_player == mover:  # the same player moves again
            return self._negamax(child, depth, alpha, beta, ply + 1)
        return -self._negamax(child, depth, -beta, -alpha, ply + 1)

    def _negamax(self, state: State, depth: int, alpha: int, beta: int, ply: int) -> int:
        """The value of ``state`` (not over) for its player to move, searched ``depth`` plies,
        within the window (``alpha``, ``beta``): fail-soft."""
        if depth <= 0:
            return self._quiesce(state, alpha, beta, ply, QUIESCENCE_PLIES)
        self._tick()
        key = state.position_key()
        if key in self.path:
            return 0  # back to a position of this line: nobody made progress, call it a draw
        entry = self.table.get(key)
        hash_move = None
        if entry is not None:
            hash_move = entry[3]
            if entry[0] >= depth and (entry[4] or not self.solving):
                value = from_table(entry[2], ply)
                bound = entry[1]
                if (
                    bound == EXACT
                    or (bound == LOWER and value >= beta)
                    or (bound == UPPER and value <= alpha)
                ):
                    return value
        moves, tactical = self._order(state, state.legal_moves(), hash_move, ply)
        mover = state.current_player
        reduce = self.tuning.reductions and not self.solving and depth >= 3
        original_alpha = alpha
        best, best_move = -INFINITY, moves[0]
        self.path.add(key)
        for index, move in enumerate(moves):
            child = state.play_unchecked(move)
            if index == 0:
                value = self._child(child, mover, depth - 1, alpha, beta, ply)
            else:
                cut = 1 if reduce and index >= 3 and move not in tactical else 0
                value = self._child(child, mover, depth - 1 - cut, alpha, alpha + 1, ply)
                if value > alpha and (cut or value < beta):
                    value = self._child(child, mover, depth - 1, alpha, beta, ply)
            if value > best:
                best, best_move = value, move
                if value > alpha:
                    alpha = value
                    if value >= beta:
                        if move not in tactical:
                            self._reward(move, depth, ply)
                        break
        self.path.discard(key)
        bound = UPPER if best <= original_alpha else LOWER if best >= beta else EXACT
        self._store(key, depth, bound, best, best_move, ply)
        return best

    def _quiesce(self, state: State, alpha: int, beta: int, ply: int, left: int) -> int:
        """The value of ``state`` past the horizon: its evaluation, unless a tactical move
        (a capture, a take-back) does better."""
        self._tick()
        stand = self.evaluation.evaluate(state)
        if stand >= beta or left <= 0 or not self.tuning.quiescence:
            return stand
        moves = self.evaluation.tactical(state)
        if not moves:
            return stand
        best = stand
        alpha = max(alpha, stand)
        mover = state.current_player
        for move in moves:
            child = state.play_unchecked(move)
            if child.is_over:
                value = terminal_score(child, mover, ply + 1)
            elif child.current_player == mover:
                value = self._quiesce(child, alpha, beta, ply + 1, left - 1)
            else:
                value = -self._quiesce(child, -beta, -alpha, ply + 1, left - 1)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if value >= beta:
                        break
        return best

    # --- bookkeeping -----------------------------------------------------------------------
    def _tick(self) -> None:
        """Count a node; every few nodes, stop if the budget is spent."""
        self.nodes += 1
        if self.nodes % CHECK_EVERY == 0:
            if self.node_limit is not None and self.nodes >= self.node_limit:
                raise OutOfBudget
            if self.on_check is not None:
                waited = self.on_check()
                if waited:
                    self.deadline += waited
                    self.waited += waited
            if self.nodes % YIELD_EVERY == 0:
                time.sleep(0)  # let another thread in (compiled, the search never would)
            if self.stopped or self.clock() >= self.deadline:
                raise OutOfBudget

    def _store(
        self, key: object, depth: int, bound: int, value: int, move: Move | None, ply: int
    ) -> None:
        old = self.table.get(key)
        if old is not None and old[0] > depth and old[4] >= self.solving:
            return  # keep the deeper result
        self.table[key] = (depth, bound, to_table(value, ply), move, self.solving)

    def _order(
        self, state: State, moves: Sequence[Move], hash_move: Move | None, ply: int
    ) -> tuple[list[Move], set[Move]]:
        """``moves`` in the order to search them (the hash move, tactical moves, killers, then
        the rest by history and the evaluation's guess), and which of them are tactical."""
        priorities = self.evaluation.priorities(state, moves)
        if len(priorities) != len(moves):
            raise ValueError("the evaluation gave a priority per move")
        if len(moves) > ORDER_SPAN:
            raise ValueError(f"more than {ORDER_SPAN} legal moves")
        killers = self.killers[ply] if ply < len(self.killers) else []
        history = self.history
        tactical: set[Move] = set()
        # Sorted as plain integers, -priority * ORDER_SPAN + index: the order of the pairs
        # (-priority, index), without a tuple per move (the compiled sort compares ints).
        keyed: list[int] = []
        for index in range(len(moves)):
            move = moves[index]
            priority = priorities[index]
            if priority >= TACTICAL:
                tactical.add(move)
            elif move in killers:
                priority += KILLER_BONUS
            else:
                priority += min(history.get(move, 0), HISTORY_CAP)
            if move == hash_move:
                priority = 4 * TACTICAL
            keyed.append(index - priority * ORDER_SPAN)
        keyed.sort()
        return [moves[key % ORDER_SPAN] for key in keyed], tactical

    def _reward(self, move: Move, depth: int, ply: int) -> None:
        """A quiet move that refuted a position: try it early elsewhere."""
        self.history[move] = self.history.get(move, 0) + depth * depth
        killers = self.killers[ply]
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
