"""Building a move click by click (no Qt): which targets may be clicked next, and when the move
is complete.

Every legal move has one or more *click paths*: sequences of target ids. The builder keeps the
clicks made so far; the next targets are the ids that continue some path, and the move is
complete when the clicks are a whole path. Target ids:

- a place on the board, by its notation name: ``1b3`` (Pylos), ``c3`` (Pylon, Ambush);
- ``from:<place>``: the ball or stack that moves (Pylos raise, Pylon stacking);
- ``take:<place>``: a ball taken back (Pylos recovery); ``done``: take back only one;
- ``size:S|M|L``: a pyramid from the stash (Pylon) or a tree top (Ambush);
- ``rotate:NW|NE|SW|SE``, ``angle:90|180|270``: an Ambush rotation;
- ``order:mine|theirs``: whose captures resolve first after an Ambush rotation.

Views send *raw* clicks — the name of what was clicked (``1d4``, ``size:M``, ``rotate:NE``) —
and the builder finds the target it stands for, or says in words why it is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from core.api import Move, State
from core.errors import EngineError
from core.games.ambush import AmbushPlace, AmbushRotate, AmbushState
from core.games.pylon import NAMES as PYLON_NAMES
from core.games.pylon import NEIGHBOURS as PYLON_NEIGHBOURS
from core.games.pylon import PylonPlace, PylonStack, PylonState
from core.games.pylos import BY_NAME, NAME, PylosMove, PylosState
from core.words import Text, Who, join

Path = tuple[str, ...]

KIND_OF_PREFIX = {
    "from": "origin",
    "take": "take",
    "size": "size",
    "rotate": "coaster",
    "angle": "angle",
    "order": "order",
}
AUTOMATIC_KINDS = ("size", "done")  # a lone target of these kinds is clicked for the player


@dataclass(frozen=True)
class Target:
    """Something that may be clicked next: its id, kind and the board thing it belongs to."""

    id: str
    kind: str
    raw: str

    @classmethod
    def of(cls, target_id: str) -> Target:
        prefix, sep, rest = target_id.partition(":")
        if sep:
            # Balls and stacks are clicked where they stand; the rest are clicked as themselves.
            raw = rest if prefix in ("from", "take") else target_id
            return cls(target_id, KIND_OF_PREFIX[prefix], raw)
        if target_id == "done":
            return cls(target_id, "done", "done")
        return cls(target_id, "place", target_id)


class RefusedClick(EngineError):
    """A click that does not continue any legal move; ``reason`` says why, in words (a
    ``Text`` when it names a player)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _pylos_paths(state: PylosState) -> list[tuple[Move, Path]]:
    moves = state.legal_moves()
    singles = {(m.origin, m.target, m.removals[0]) for m in moves if len(m.removals) == 1}
    result: list[tuple[Move, Path]] = []
    for move in moves:
        target = NAME[move.target]
        main: Path = (target,) if move.origin is None else (f"from:{NAME[move.origin]}", target)
        if not move.removals:
            result.append((move, main))
        elif len(move.removals) == 1:
            result.append((move, (*main, f"take:{NAME[move.removals[0]]}", "done")))
        else:
            a, b = move.removals
            for first, second in ((a, b), (b, a)):
                if (move.origin, move.target, first) in singles:
                    result.append((move, (*main, f"take:{NAME[first]}", f"take:{NAME[second]}")))
    return result


def _pylon_paths(state: PylonState) -> list[tuple[Move, Path]]:
    result: list[tuple[Move, Path]] = []
    for move in state.legal_moves():
        text = str(move)
        if isinstance(move, PylonPlace):
            size, square = f"size:{text[0]}", text[1:]
            result += [(move, (size, square)), (move, (square, size))]
        else:
            assert isinstance(move, PylonStack)
            origin, target = text.split("-")
            result.append((move, (f"from:{origin}", target)))
    return result


def _ambush_paths(state: AmbushState) -> list[tuple[Move, Path]]:
    moves = state.legal_moves()
    with_order = {
        (m.coaster, m.angle) for m in moves if isinstance(m, AmbushRotate) and m.opponent_first
    }
    result: list[tuple[Move, Path]] = []
    for move in moves:
        text = str(move)
        size = f"size:{text[0]}"
        if isinstance(move, AmbushPlace):
            result += [(move, (size, text[1:])), (move, (text[1:], size))]
            continue
        assert isinstance(move, AmbushRotate)
        coaster, angle = f"rotate:{text[2:4]}", f"angle:{move.angle}"
        order: Path = ()
        if (move.coaster, move.angle) in with_order:
            order = ("order:theirs",) if move.opponent_first else ("order:mine",)
        result += [(move, (size, coaster, angle, *order)), (move, (coaster, angle, size, *order))]
    return result


PATHS: dict[str, Callable[[State], list[tuple[Move, Path]]]] = {
    "pylos": _pylos_paths,  # type: ignore[dict-item]
    "pylon": _pylon_paths,  # type: ignore[dict-item]
    "ambush": _ambush_paths,  # type: ignore[dict-item]
}


class MoveBuilder:
    """The clicks made so far towards a move in ``state``. Immutable: every operation returns a
    new builder."""

    def __init__(
        self, state: State, clicks: Path = (), paths: list[tuple[Move, Path]] | None = None
    ):
        self.state = state
        self.clicks = clicks
        self._paths = paths if paths is not None else PATHS[state.game.name](state)

    @cached_property
    def _continuing(self) -> list[tuple[Move, Path]]:
        n = len(self.clicks)
        return [(m, p) for m, p in self._paths if p[:n] == self.clicks]

    def targets(self) -> list[Target]:
        """What may be clicked next, each once, in a stable order."""
        n = len(self.clicks)
        seen: dict[str, None] = {}
        for _, path in self._continuing:
            if len(path) > n:
                seen.setdefault(path[n])
        return [Target.of(target_id) for target_id in seen]

    def move(self) -> Move | None:
        """The move, once the clicks make a whole path; otherwise None."""
        for move, path in self._continuing:
            if path == self.clicks:
                return move
        return None

    @property
    def is_empty(self) -> bool:
        return not self.clicks

    def moves_left(self) -> list[Move]:
        """The legal moves that the clicks so far still allow."""
        return list(dict.fromkeys(m for m, _ in self._continuing))

    def resolve(self, raw: str) -> str | None:
        """The target id that the raw click ``raw`` stands for now, if any."""
        ids = {t.id for t in self.targets()}
        for candidate in (raw, f"take:{raw}", f"from:{raw}"):
            if candidate in ids:
                return candidate
        return None

    def click(self, raw: str) -> MoveBuilder:
        """The builder after clicking ``raw``. A click that would start another move replaces a
        one-click selection. Raises RefusedClick with the reason otherwise."""
        target = self.resolve(raw)
        if target is None and self.clicks and Target.of(self.clicks[-1]).raw == raw:
            return self.back()  # clicking the selection again lets go of it
        if target is None and len(self.clicks) == 1:
            fresh = MoveBuilder(self.state, (), self._paths)
            resolved = fresh.resolve(raw)
            if resolved is not None and not self._reads_as_next_step(raw, resolved):
                return fresh.click(raw)
        if target is None:
            raise RefusedClick(self.explain(raw))
        builder = MoveBuilder(self.state, (*self.clicks, target), self._paths)
        if builder.move() is None:
            lone = builder.targets()
            if len(lone) == 1 and lone[0].kind in AUTOMATIC_KINDS:
                return builder.click(lone[0].id)
        return builder

    def _reads_as_next_step(self, raw: str, fresh_target: str) -> bool:
        """Whether a refused click on ``raw`` (which could start another move, as
        ``fresh_target``) was meant as the next step of this move: then it is explained rather
        than taken as a new start. By default, a place clicked after choosing what moves."""
        special = NEXT_STEP.get(self.state.game.name)
        if special is not None:
            return special(self, raw)
        return (
            Target.of(self.clicks[0]).kind == "origin" and Target.of(fresh_target).kind == "place"
        )

    def back(self) -> MoveBuilder:
        """One click undone (automatic clicks go with the click that caused them)."""
        clicks = self.clicks[:-1]
        while clicks and Target.of(clicks[-1]).kind in AUTOMATIC_KINDS:
            previous = MoveBuilder(self.state, clicks[:-1], self._paths)
            if len(previous.targets()) != 1:
                break
            clicks = clicks[:-1]
        return MoveBuilder(self.state, clicks, self._paths)

    def paths_of(self, move: Move) -> list[Path]:
        """Every click path (target ids) that builds ``move`` from an empty builder."""
        return [path for m, path in self._paths if m == move]

    def raw_clicks(self, move: Move) -> list[str]:
        """Raw clicks that build ``move`` from here (automatic clicks left out); the first path."""
        path = self.paths_of(move)[0]
        builder: MoveBuilder = MoveBuilder(self.state, (), self._paths)
        raws: list[str] = []
        for target_id in path:
            if len(builder.clicks) > path.index(target_id):
                continue  # already clicked automatically
            raw = Target.of(target_id).raw
            raws.append(raw)
            builder = builder.click(raw)
        return raws

    def cancel(self) -> MoveBuilder:
        return MoveBuilder(self.state, (), self._paths)

    def selected(self) -> list[str]:
        """The raw names of what has been clicked so far (for highlighting)."""
        return [Target.of(c).raw for c in self.clicks]

    # --- what the clicks so far look like on the table -----------------------------------
    def display_state(self) -> State:
        """The position to draw while the move is being built: for a Pylos move whose ball
        has already gone to its place, the board with it there and any balls taken back."""
        if isinstance(self.state, PylosState):
            moves = self.moves_left()
            if moves and all(isinstance(m, PylosMove) for m in moves):
                return _pylos_partial(self.state, self.clicks, moves)
        return self.state

    def preview(self, target_id: str) -> State | None:
        """The position after the first legal move that clicking ``target_id`` leads to (what a
        choice would do), or None if it leads nowhere."""
        try:
            moves = self.click(target_id).moves_left()
        except RefusedClick:
            return None
        return self.state.apply(moves[0]) if moves else None

    def order_preview(self, target_id: str) -> str:
        """What choosing ``target_id`` (an angle, whose captures go first, Done) does, in words;
        empty when there is nothing to say."""
        describe = CHOICE_WORDS.get(self.state.game.name)
        return describe(self, target_id) if describe else ""

    def explain(self, raw: str) -> str:
        """Why the raw click ``raw`` cannot continue the move, in words."""
        explainer = EXPLAIN.get(self.state.game.name)
        reason = explainer(self, raw) if explainer else None
        return reason or "that is not something you can click now"


def _pylos_partial(state: PylosState, clicks: Path, moves: list[Move]) -> State:
    if not _pylos_main_done(clicks):
        return state
    move = moves[0]
    assert isinstance(move, PylosMove)
    moved = 1 << move.target
    if move.origin is not None:
        moved |= 1 << move.origin
    taken = [BY_NAME[c[len("take:") :]] for c in clicks if c.startswith("take:")]
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


def _pylos_main_done(clicks: Path) -> bool:
    """Whether the ball has gone to its place (a plain place name is always the last main click)."""
    return any(Target.of(c).kind == "place" for c in clicks)


def _reason_for(state: State, notation: str) -> str | None:
    try:
        return state.illegal_reason(state.parse_move(notation))
    except EngineError as error:
        return str(error)


def _explain_pylos(builder: MoveBuilder, raw: str) -> str | None:
    state = builder.state
    assert isinstance(state, PylosState)
    clicks = builder.clicks
    if _pylos_main_done(clicks):
        main = "-".join(c.removeprefix("from:") for c in clicks if Target.of(c).kind != "take")
        taken = "".join("x" + c[len("take:") :] for c in clicks if c.startswith("take:"))
        if raw == "done":
            return "take back at least one ball first"
        return _reason_for(state, f"{main}{taken}x{raw}") or (
            f"{raw} supports another ball: take back the ball above it first"
        )
    if raw not in BY_NAME:
        return None
    origin = next((c[len("from:") :] for c in clicks if c.startswith("from:")), None)
    owner = state.ball_at(BY_NAME[raw])
    if origin is not None and owner is None:
        return _reason_for(state, f"{origin}-{raw}")
    if owner is None:
        return _reason_for(state, raw)
    if owner != state.current_player:
        return Text(
            "{ball} is {owner}'s ball: you may only move your own",
            ball=raw,
            owner=Who(owner, state.game.player_names[owner]),
        )
    if not state.free_balls(owner) >> BY_NAME[raw] & 1:
        return f"{raw} supports another ball"
    return f"{raw} has no free place higher up to go to"


def _explain_pylon(builder: MoveBuilder, raw: str) -> str | None:
    state = builder.state
    assert isinstance(state, PylonState)
    size = next((c[-1] for c in builder.clicks if c.startswith("size:")), None)
    if raw.startswith("size:"):
        return _reason_for(state, f"{raw[-1]}{_any_empty(state)}")
    if state.is_placement_phase:
        return _reason_for(state, f"{size or 'S'}{raw}")
    origin = next((c[len("from:") :] for c in builder.clicks if c.startswith("from:")), None)
    if origin is not None:
        return _reason_for(state, f"{origin}-{raw}")
    try:
        state.parse_move(f"{raw}-{raw}")
    except EngineError as error:
        return str(error)
    index = (int(raw[1]) - 1) * 6 + "abcdef".index(raw[0])
    if not state.board[index]:
        return f"there is no stack on {raw}"
    return f"the stack on {raw} cannot move: no neighbouring stack has a top at least as large"


def _pylon_next_step(builder: MoveBuilder, raw: str) -> bool:
    """A stack next to the one chosen to move reads as where it should go."""
    first = builder.clicks[0]
    if not first.startswith("from:") or raw not in PYLON_NAMES:
        return False
    return PYLON_NAMES.index(raw) in PYLON_NEIGHBOURS[PYLON_NAMES.index(first[len("from:") :])]


def _any_empty(state: PylonState) -> str:
    return next((PYLON_NAMES[i] for i, stack in enumerate(state.board) if not stack), "a1")


def _explain_ambush(builder: MoveBuilder, raw: str) -> str | None:
    state = builder.state
    assert isinstance(state, AmbushState)
    tops = state.tree_tops(state.current_player)
    size = next((c[-1] for c in builder.clicks if c.startswith("size:")), None)
    size = size or ("SML"[tops[0]] if tops else "S")
    coaster = next((c[len("rotate:") :] for c in builder.clicks if c.startswith("rotate:")), None)
    if raw.startswith("size:"):
        return (
            _reason_for(state, f"{raw[-1]}@{coaster or 'NW'}90")
            if coaster
            else (_reason_for(state, f"{raw[-1]}a1"))
        )
    if raw.startswith("rotate:"):
        return _reason_for(state, f"{size}@{raw[len('rotate:') :]}90")
    if raw.startswith("angle:"):
        return "choose a coaster to turn first" if coaster is None else None
    if raw.startswith("order:"):
        return "this rotation gives no choice of order"
    if coaster is not None:
        return f"finish turning {coaster} first, or step back"
    return _reason_for(state, f"{size}{raw}")


def _ambush_choice(builder: MoveBuilder, target_id: str) -> str:
    state = builder.state
    assert isinstance(state, AmbushState)
    after = builder.click(target_id)
    moves = after.moves_left()
    if not moves:
        return ""
    if any(t.kind == "order" for t in after.targets()):
        return Text("both sides capture: choose whose captures come first")
    names = state.game.player_names
    words = [
        Text(
            "{player} takes the {size} on {square}",
            player=Who(by, names[by]),
            size=size,
            square=square,
        )
        for by, size, square in state.capture_preview(moves[0])
    ]
    return join(words) if words else Text("no capture")


def _pylos_choice(builder: MoveBuilder, target_id: str) -> str:
    if target_id != "done":
        return ""
    taken = [c[len("take:") :] for c in builder.clicks if c.startswith("take:")]
    return Text("take back only {ball}", ball=taken[0]) if taken else ""


CHOICE_WORDS: dict[str, Callable[[MoveBuilder, str], str]] = {
    "ambush": _ambush_choice,
    "pylos": _pylos_choice,
}

NEXT_STEP: dict[str, Callable[[MoveBuilder, str], bool]] = {"pylon": _pylon_next_step}

EXPLAIN: dict[str, Callable[[MoveBuilder, str], str | None]] = {
    "pylos": _explain_pylos,
    "pylon": _explain_pylon,
    "ambush": _explain_ambush,
}
