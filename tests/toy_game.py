"""A toy game written in the tests, as a new game would be written: three in a row on a 3×3 board,
with turnovers.

Each player has five discs. A disc placed at one end of a line of three whose middle holds the
opponent's disc and whose other end holds one's own turns the middle disc over: it becomes the
mover's (its own step, ``TurnedOver``). Three of one's discs in a row, column or diagonal win.

It is one core kit (rules, click paths, words, a lesson, puzzles and their themes) and one
desktop kit (a 2D scene, a 3D table with its own piece, a flat disc, and colours), registered at
run time: nothing outside the tests knows it exists.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path as FilePath
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsRectItem

from core.api import Game, Move, Outcome, State
from core.builder import ClickRules
from core.clicks import Click, Path, Target
from core.errors import InvalidPositionError, NotationError
from core.kit import GameKit, PuzzleTheme, Words
from core.transitions import Placed, Removed, Step, Transition
from core.words import Text
from desktop.board2d.pieces import set_shows
from desktop.board2d.scene import Z_PIECES, BoardScene
from desktop.board3d import geometry as geo
from desktop.board3d.layout import Anchor, Layout, Pick, Piece, Slot
from desktop.board3d.table import BoardPart, PieceLook, Table3D, Turn
from desktop.kit import DesktopKit, PieceFamily

if TYPE_CHECKING:
    from core.builder import MoveBuilder
    from core.transitions import Rotated

NAMES = [f"{c}{r}" for r in (1, 2, 3) for c in "abc"]
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
MARKS = ".XO"
DISCS = 5  # each player's
DATA = FilePath(__file__).parent / "data" / "toy"
TURNED_OVER = "turned over"


@dataclass(frozen=True)
class TurnedOver:
    """The toy game's own step: the disc on ``at`` is turned over and becomes ``player``'s."""

    player: int
    at: str

    @property
    def kind(self) -> str:
        return TURNED_OVER

    @property
    def actor(self) -> int | None:
        return self.player

    def marks(self) -> tuple[tuple[str, str], ...]:
        return (("last", self.at),)

    def arrows(self) -> tuple[tuple[str, str], ...]:
        return ()

    @property
    def sign(self) -> str:
        return "◐"


def turned_by(board: tuple[int, ...], square: int, player: int) -> list[int]:
    """The squares whose discs a disc of ``player`` placed on ``square`` turns over."""
    turned = []
    for a, b, c in LINES:
        for end, other in ((a, c), (c, a)):
            if end == square and board[b] == 1 - player and board[other] == player:
                turned.append(b)
    return sorted(set(turned))


class ToyMove(Move):
    __slots__ = ("square",)

    def __init__(self, square: int) -> None:
        self.square = square

    def __str__(self) -> str:
        return NAMES[self.square]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ToyMove) and other.square == self.square

    def __hash__(self) -> int:
        return hash(("toy", self.square))


class ToyState(State):
    __slots__ = ("_board", "_game", "_player")

    def __init__(self, game: ToyGame, board: tuple[int, ...], player: int) -> None:
        self._game, self._board, self._player = game, board, player

    @property
    def game(self) -> ToyGame:
        return self._game

    @property
    def current_player(self) -> int:
        return self._player

    def owner(self, square: int) -> int:
        return self._board[square]

    def legal_moves(self) -> tuple[Move, ...]:
        if self.is_over:
            return ()
        return tuple(ToyMove(i) for i, owner in enumerate(self._board) if owner < 0)

    def illegal_reason(self, move: Move) -> str | None:
        if not isinstance(move, ToyMove):
            return f"{move} is not a move of this game"
        if self.is_over:
            return "the game is over"
        if self._board[move.square] >= 0:
            return f"{move} is taken"
        return None

    def play_unchecked(self, move: Move) -> ToyState:
        assert isinstance(move, ToyMove)
        board = list(self._board)
        for square in (move.square, *turned_by(self._board, move.square, self._player)):
            board[square] = self._player
        return ToyState(self._game, tuple(board), 1 - self._player)

    def transition(self, move: Move) -> Transition:
        assert isinstance(move, ToyMove)
        steps: list[Step] = [Placed(self._player, "disc", str(move))]
        steps += [
            TurnedOver(self._player, NAMES[square])
            for square in turned_by(self._board, move.square, self._player)
        ]
        return Transition(str(move), self._player, tuple(steps))

    def _line(self) -> int | None:
        for a, b, c in LINES:
            if self._board[a] >= 0 and self._board[a] == self._board[b] == self._board[c]:
                return self._board[a]
        return None

    @property
    def is_over(self) -> bool:
        return self._line() is not None or all(owner >= 0 for owner in self._board)

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        winner = self._line()
        reason = "three in a row" if winner is not None else "the board is full"
        return Outcome(winner, self.figures(), reason)

    def figures(self) -> tuple[int, int]:
        return self._board.count(0), self._board.count(1)

    def piece_counts(self) -> dict[str, int]:
        on_board = sum(1 for owner in self._board if owner >= 0)
        return {"board": on_board, "stash": 2 * DISCS - on_board}

    def position_text(self) -> str:
        return "".join(MARKS[owner + 1] for owner in self._board) + f" {self._player + 1}"

    def position_key(self) -> object:
        return (self._board, self._player)


class ToyGame(Game):
    name = "toy"
    title = "Three in a row"
    player_names = ("Cross", "Nought")

    def initial_state(self) -> ToyState:
        return ToyState(self, (-1,) * 9, 0)

    def parse_move(self, text: str) -> Move:
        if text not in NAMES:
            raise NotationError(f"{text!r} is not a square (a1 to c3)")
        return ToyMove(NAMES.index(text))

    def parse_position(self, text: str) -> ToyState:
        match = re.fullmatch(r"([.XO]{9}) ([12])", text)
        if match is None:
            raise NotationError(f"{text!r} is not a position")
        board = tuple(MARKS.index(c) - 1 for c in match.group(1))
        if sum(1 for owner in board if owner >= 0) > 2 * DISCS:
            raise InvalidPositionError("more discs than the players have")
        return ToyState(self, board, int(match.group(2)) - 1)


class ToyClicks(ClickRules):
    def paths(self, state: State) -> list[tuple[Move, Path]]:
        return [(move, (Target(Click.place(str(move))),)) for move in state.legal_moves()]

    def explain(self, builder: MoveBuilder, click: Click) -> str | None:
        if click.is_place and click.value in NAMES:
            return builder.state.illegal_reason(ToyMove(NAMES.index(click.value)))
        return None


class ToyWords(Words):
    description = "Three of yours in a row, column or diagonal wins."
    figure_unit = "marks"

    def figure(self, state: State, player: int) -> str:
        return f"{state.figures()[player]} marks"

    def phase(self, state: State) -> str:
        return f"{sum(state.figures())} of 9 squares taken"

    def prompt(self, builder: MoveBuilder) -> str:
        return "click an empty square."

    def told(self, before: State, transition: Transition) -> list[str]:
        return [f"turns over {s.at}" for s in transition.steps if isinstance(s, TurnedOver)]


THEMES = (
    PuzzleTheme(
        "turnover",
        Text("Turn a disc over to win"),
        lambda won: won.count(TURNED_OVER, mover_does_it=True) > 0,
    ),
    PuzzleTheme("line", Text("Make three in a row"), lambda won: True),
)

KIT = GameKit(
    ToyGame,
    ToyClicks(),
    ToyWords(),
    lessons=DATA / "lessons",
    puzzles=DATA / "puzzles.json",
    themes=THEMES,
    step_kinds=(TURNED_OVER,),
    pieces=2 * DISCS,
)

# --- the desktop kit --------------------------------------------------------------------------
CELL = 100.0
COLOURS = (QColor("#d84a3a"), QColor("#3a7fd8"))


class ToyScene(BoardScene):
    @classmethod
    def scene_size(cls, arrangement: str) -> QSizeF:
        return QSizeF(3 * CELL + 40, 3 * CELL + 40)

    def board_rect(self) -> QRectF:
        return QRectF(0, 0, 3 * CELL + 40, 3 * CELL + 40)

    def cell_rect(self, index: int) -> QRectF:
        row, col = divmod(index, 3)
        return QRectF(20 + col * CELL, 20 + row * CELL, CELL, CELL)

    def build_board(self) -> None:
        self.setSceneRect(self.board_rect())
        for index, name in enumerate(NAMES):
            square = QGraphicsRectItem(self.cell_rect(index))
            square.setPen(QPen(QColor("#888888"), 2))
            square.setBrush(QBrush(QColor("#eeeeee")))
            self.add_static(square)
            self.add_click_area(self.cell_rect(index), name)

    def draw_pieces(self, state: State) -> None:
        assert isinstance(state, ToyState)
        for index, name in enumerate(NAMES):
            owner = state.owner(index)
            if owner >= 0:
                disc = self.flying_piece(owner, "disc")
                disc.setPos(self.cell_rect(index).center())
                set_shows(disc, (("disc", owner, False),))
                self.add_piece(name, disc, Z_PIECES)

    def place_rect(self, click: Click) -> QRectF | None:
        if click.is_place and click.value in NAMES:
            return self.cell_rect(NAMES.index(click.value))
        return None

    def source_point(self, step: Placed | Removed) -> QPointF:
        return QPointF(0, 0)

    def sink_point(self, step: Removed) -> QPointF:
        return QPointF(0, 0)

    def flying_piece(self, player: int, piece: str) -> QGraphicsItem:
        disc = QGraphicsEllipseItem(QRectF(-30, -30, 60, 60))
        disc.setBrush(QBrush(COLOURS[player]))
        return disc


DISC_RADIUS, DISC_HEIGHT = 1.2, 0.5  # the toy game's own pieces: flat discs, a draughtsman's


class ToyTable:
    def layout(self, state: State) -> Layout:
        assert isinstance(state, ToyState)
        layout = Layout(extent=8.0)
        reach = (DISC_RADIUS, DISC_RADIUS, 0.0, DISC_HEIGHT)
        for index, name in enumerate(NAMES):
            row, col = divmod(index, 3)
            x, y = (col - 1) * 3.0, (1 - row) * 3.0
            click = Click.place(name)
            layout.anchors[click] = Anchor("cell", (x, y, 0.2), 1.5)
            top = 0.2 + (DISC_HEIGHT if state.owner(index) >= 0 else 0.05)
            low, high = (x - 1.5, y - 1.5, 0.0), (x + 1.5, y + 1.5, top)
            layout.picks.append(Pick(click, "box", low, high))
            if state.owner(index) >= 0:
                base = (x, y, 0.2)
                piece = Piece(Slot.board(name), "disc", state.owner(index), base, reach=reach)
                layout.pieces.append(piece)
        return layout

    def board_parts(self, game: Game) -> list[BoardPart]:
        board = geo.box(9.4, 9.4, 0.2).coloured((0.9, 0.9, 0.9, 1.0))
        return [BoardPart(board)]

    def piece_look(self, shape: str, player: int, faded: bool) -> PieceLook:
        colour = COLOURS[player]
        rgba: Sequence[float] = (colour.redF(), colour.greenF(), colour.blueF(), 1.0)
        disc = geo.disc(DISC_RADIUS, DISC_HEIGHT, 24)
        return PieceLook(disc.coloured(rgba), smooth=False, translucent=False)

    def turn(self, step: Rotated) -> Turn | None:
        return None


def _table() -> Table3D:
    return ToyTable()


FAMILY = PieceFamily("toy discs", lambda: COLOURS, lambda: COLOURS)
"""The toy game's pieces: discs of its own colours, in every palette."""
DESKTOP_KIT = DesktopKit(ToyGame.name, ToyScene, FAMILY, _table)


def write_puzzles(path: FilePath) -> None:
    """The toy game's puzzles, made by the generator every game's puzzles come from (the file
    ``KIT.puzzles`` is what this writes: a test writes it again and compares)."""
    from core.study.puzzles.generator import candidates, select, to_puzzles
    from core.study.puzzles.generator import write_puzzles as write

    game = KIT.make()
    found = list(
        candidates(game, seed=1, games=300, window=6, budget=50_000, nodes=2_000, wanted=80)
    )
    write(path, game.name, to_puzzles(game, select(list(found), 12)))
