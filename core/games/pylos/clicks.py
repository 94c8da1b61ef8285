"""How a Pylos move is clicked: the place (or the ball to raise, then its place), then the balls
taken back one by one, with Done to stop after one; why a click is refused; and the board to
draw once the ball has gone to its place."""

from __future__ import annotations

from core.api import Move, State
from core.builder import ClickRules, MoveBuilder, reason_for
from core.clicks import ORIGIN, PLACE, STASH, TAKE, Click, Path, Target
from core.games.pylos.board import BY_NAME, COLOURS, NAME
from core.games.pylos.moves import PylosMove
from core.games.pylos.rules import PylosState
from core.words import Text, Who

DONE = Target.of("done")
MAP = "map"
"""A ball or hollow on the small map of the levels: it shows, it does not play (every ball is
also clicked on the board itself, so targets and marks stay in one place)."""


def _place(position: int, role: str = "") -> Target:
    return Target(Click.place(NAME[position]), role)


class PylosClicks(ClickRules):
    choice_kinds = ("done",)

    def paths(self, state: State) -> list[tuple[Move, Path]]:
        assert isinstance(state, PylosState)
        moves = state.legal_moves()
        singles = {(m.origin, m.target, m.removals[0]) for m in moves if len(m.removals) == 1}
        result: list[tuple[Move, Path]] = []
        for move in moves:
            main: Path = (_place(move.target),)
            if move.origin is not None:
                main = (_place(move.origin, ORIGIN), *main)
            if not move.removals:
                result.append((move, main))
            elif len(move.removals) == 1:
                result.append((move, (*main, _place(move.removals[0], TAKE), DONE)))
            else:
                a, b = move.removals
                for first, second in ((a, b), (b, a)):
                    if (move.origin, move.target, first) in singles:
                        taken = (_place(first, TAKE), _place(second, TAKE))
                        result.append((move, (*main, *taken)))
        return result

    def display_state(self, builder: MoveBuilder) -> State:
        """Once the ball has gone to its place, the board with it there and any balls taken
        back so far gone."""
        state = builder.state
        assert isinstance(state, PylosState)
        moves = builder.moves_left()
        if not moves or not _main_done(builder.clicks):
            return state
        move = moves[0]
        assert isinstance(move, PylosMove)
        moved = 1 << move.target
        if move.origin is not None:
            moved |= 1 << move.origin
        taken = [BY_NAME[t.click.value] for t in builder.clicks if t.kind == TAKE]
        for position in taken:
            moved ^= 1 << position
        player = state.current_player
        light, dark = state.balls(0), state.balls(1)
        if player == 0:
            light ^= moved
        else:
            dark ^= moved
        reserves = list(state.reserves)
        reserves[player] += len(taken) - (move.origin is None)
        return PylosState(state.game, light, dark, (reserves[0], reserves[1]), player)

    def explain(self, builder: MoveBuilder, click: Click) -> str | None:
        state = builder.state
        assert isinstance(state, PylosState)
        clicks = builder.clicks
        raw = str(click)
        if click.kind in (STASH, MAP):
            return _off_board(state, click, _main_done(clicks))
        if _main_done(clicks):
            main = "-".join(t.click.value for t in clicks if t.kind in (ORIGIN, PLACE))
            taken = "".join("x" + t.click.value for t in clicks if t.kind == TAKE)
            if click.kind == "done":
                return Text("take back at least one ball first")
            return reason_for(state, f"{main}{taken}x{raw}") or Text(
                "{ball} supports another ball: take back the ball above it first", ball=raw
            )
        if raw not in BY_NAME:
            return None
        origin = builder.chosen(ORIGIN)
        owner = state.ball_at(BY_NAME[raw])
        if origin is not None and owner is None:
            return reason_for(state, f"{origin}-{raw}")
        if owner is None:
            return reason_for(state, raw)
        if owner != state.current_player:
            return Text(
                "{ball} belongs to {owner}: you may only move your own",
                ball=raw,
                owner=Who(owner, COLOURS[owner]),
            )
        if not state.free_balls(owner) >> BY_NAME[raw] & 1:
            return Text("{ball} supports another ball", ball=raw)
        return Text("{ball} has no free place higher up to go to", ball=raw)


def _off_board(state: PylosState, click: Click, taking_back: bool) -> str:
    """Why a reserve or the levels map is not clicked to play."""
    if click.kind == MAP:
        return Text(
            "the levels map only shows where the balls are: click {place} on the board itself",
            place=click.value,
        )
    owner = click.stash_owner
    if owner is not None and owner != state.current_player:
        return Text(
            "that reserve belongs to {owner}: your balls come from your own",
            owner=Who(owner, COLOURS[owner]),
        )
    if taking_back:
        return Text("a ball taken back goes to your reserve by itself: click it on the board")
    return Text("a ball comes from your reserve by itself: click the place where it goes")


def _main_done(clicks: Path) -> bool:
    """Whether the ball has gone to its place (a plain place is always the last main click)."""
    return any(t.kind == PLACE for t in clicks)
