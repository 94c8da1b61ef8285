"""Building a move click by click (no Qt): which targets may be clicked next, and when the move
is complete. Written once for every game; what a game's clicks are comes from its kit: the
builder is handed the game's ``core.kit.ClickRules``.

Every legal move has one or more *click paths*: sequences of ``Target`` values. The builder
keeps the clicks made so far; the next targets are the ones that continue some path, and the
move is complete when the clicks are a whole path. Views send the ``Click`` of what was clicked
(a place, a tree's top, a coaster's handle, a choice's button); the builder finds the target it
stands for, or says in words why it is refused.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from functools import cached_property
from typing import ClassVar

from core.api import Move, State
from core.clicks import ORIGIN, TAKE, Click, Path, Target
from core.errors import EngineError
from core.words import Text


class ClickRules(ABC):
    """How a game's moves are built by clicks."""

    automatic_kinds: ClassVar[tuple[str, ...]] = ("size", "done")
    """Kinds of target clicked for the player when they are the only way on."""

    choice_kinds: ClassVar[tuple[str, ...]] = ()
    """Kinds that are choices rather than things on the table (shown as buttons)."""

    @abstractmethod
    def paths(self, state: State) -> list[tuple[Move, Path]]:
        """Every legal move with each of the click paths that build it."""

    def explain(self, builder: MoveBuilder, click: Click) -> str | None:
        """Why ``click`` cannot continue the move being built (None: no particular reason)."""
        return None

    def reads_as_next_step(self, builder: MoveBuilder, click: Click, fresh: Target) -> bool:
        """Whether a refused ``click`` after one click, which could start another move (as
        ``fresh``), was meant as the next step of the move being built; it is then explained
        rather than taken as a new start. By default: a place clicked after choosing what
        moves."""
        return builder.clicks[0].kind == ORIGIN and fresh.kind == "place"

    def display_state(self, builder: MoveBuilder) -> State:
        """The position to draw while the move is half built."""
        return builder.state


def reason_for(state: State, notation: str) -> str | None:
    """The engine's reason against the move written ``notation`` (or why it cannot be read)."""
    try:
        return state.illegal_reason(state.parse_move(notation))
    except EngineError as error:
        said = error.args[0] if error.args else ""
        return said if isinstance(said, Text) else str(error)


class RefusedClick(EngineError):
    """A click that does not continue any legal move; ``reason`` says why, in words (a
    ``Text`` when it names a player)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class MoveBuilder:
    """The clicks made so far towards a move in ``state``, a position of the game whose click
    ``rules`` it is handed. Immutable: every operation returns a new builder."""

    def __init__(
        self,
        state: State,
        rules: ClickRules,
        clicks: Path = (),
        paths: list[tuple[Move, Path]] | None = None,
    ) -> None:
        self.state = state
        self.clicks = clicks
        self.rules = rules
        self._paths = paths if paths is not None else self.rules.paths(state)

    def _with(self, clicks: Path) -> MoveBuilder:
        return MoveBuilder(self.state, self.rules, clicks, self._paths)

    @cached_property
    def _continuing(self) -> list[tuple[Move, Path]]:
        n = len(self.clicks)
        return [(m, p) for m, p in self._paths if p[:n] == self.clicks]

    @cached_property
    def _targets(self) -> dict[Target, None]:
        """What may be clicked next, in a stable order (worked out once: both views, the
        keyboard, the prompt and each click's resolving ask)."""
        n = len(self.clicks)
        seen: dict[Target, None] = {}
        for _, path in self._continuing:
            if len(path) > n:
                seen.setdefault(path[n])
        return seen

    def targets(self) -> list[Target]:
        """What may be clicked next, each once, in a stable order."""
        return list(self._targets)

    def move(self) -> Move | None:
        """The move, once the clicks make a whole path; otherwise None."""
        for move, path in self._continuing:
            if path == self.clicks:
                return move
        return None

    @property
    def is_empty(self) -> bool:
        return not self.clicks

    @property
    def click_ids(self) -> tuple[str, ...]:
        """The clicks so far in their canonical texts (``("from:d3",)``)."""
        return tuple(str(target) for target in self.clicks)

    def moves_left(self) -> list[Move]:
        """The legal moves that the clicks so far still allow."""
        return list(dict.fromkeys(m for m, _ in self._continuing))

    def resolve(self, click: Click | str) -> Target | None:
        """The target that clicking ``click`` stands for now, if any."""
        click = Click.parse(click)
        targets = self._targets
        for role in ("", TAKE, ORIGIN):
            candidate = Target(click, role)
            if candidate in targets:
                return candidate
        return None

    def click(self, click: Click | str | Target) -> MoveBuilder:
        """The builder after clicking ``click`` (a Target is taken as its click). A click that
        would start another move replaces a one-click selection. Raises RefusedClick with the
        reason otherwise."""
        if isinstance(click, str):
            click = Target.parse(click)  # "from:d3" names a target, "d3" a click
            if not click.role:
                click = click.click
        if isinstance(click, Target):
            if click in self.targets():
                return self._after(click)
            click = click.click
        target = self.resolve(click)
        if target is None and self.clicks and self.clicks[-1].click == click:
            return self.back()  # clicking the selection again lets go of it
        if target is None and len(self.clicks) == 1:
            fresh = self._with(())
            start = fresh.resolve(click)
            if start is not None and not self.rules.reads_as_next_step(self, click, start):
                return fresh.click(click)
        if target is None:
            raise RefusedClick(self.explain(click))
        return self._after(target)

    def _after(self, target: Target) -> MoveBuilder:
        builder = self._with((*self.clicks, target))
        if builder.move() is None:
            lone = builder.targets()
            if len(lone) == 1 and lone[0].kind in self.rules.automatic_kinds:
                return builder._after(lone[0])
        return builder

    def back(self) -> MoveBuilder:
        """One click undone (automatic clicks go with the click that caused them)."""
        clicks = self.clicks[:-1]
        automatic = self.rules.automatic_kinds
        while clicks and clicks[-1].kind in automatic:
            previous = self._with(clicks[:-1])
            if len(previous.targets()) != 1:
                break
            clicks = clicks[:-1]
        return self._with(clicks)

    def paths_of(self, move: Move) -> list[Path]:
        """Every click path that builds ``move`` from an empty builder."""
        return [path for m, path in self._paths if m == move]

    def raw_clicks(self, move: Move) -> list[Click]:
        """The clicks that build ``move`` from here (automatic clicks left out): the first
        path's."""
        path = self.paths_of(move)[0]
        builder = self._with(())
        clicks: list[Click] = []
        for index, target in enumerate(path):
            if len(builder.clicks) > index:
                continue  # already clicked automatically
            clicks.append(target.click)
            builder = builder.click(target.click)
        return clicks

    def cancel(self) -> MoveBuilder:
        return self._with(())

    def selected(self) -> list[Click]:
        """What has been clicked so far (for highlighting)."""
        return [target.click for target in self.clicks]

    def chosen(self, kind: str) -> str | None:
        """The value of the click of ``kind`` (or role) made so far, if any."""
        return next((t.click.value for t in self.clicks if t.kind == kind), None)

    def display_state(self) -> State:
        """The position to draw while the move is being built."""
        return self.rules.display_state(self)

    def preview(self, target: Target | str) -> State | None:
        """The position after the first legal move that clicking ``target`` leads to (what a
        choice would do), or None if it leads nowhere."""
        try:
            moves = self.click(Target.parse(target)).moves_left()
        except RefusedClick:
            return None
        return self.state.apply(moves[0]) if moves else None

    def explain(self, click: Click | str) -> str:
        """Why ``click`` cannot continue the move, in words."""
        reason = self.rules.explain(self, Click.parse(click))
        return reason or Text("that is not something you can click now")
