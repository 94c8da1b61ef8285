"""Both views agree with the game, after every step: random games of every game and option set,
played click by click (refused clicks, take-backs, captures, rotations included), with undo, redo,
review, *Resume from here* and hints on the way. After each step the pieces each view holds (the
2D scene's piece items; the 3D view's meshes: kind, owner, size, place) are compared with the
position, and both views' marks with the model's description of them (``board_marks``).

The default run plays one short game per game; ``VIEWS_AGREE_GAMES=200`` plays 200 games of
each game, through every option set (``VIEWS_AGREE_PLIES`` cuts each game short, and
``VIEWS_AGREE_FIRST`` starts at another game's number, to play one game of a long run again).
"""

from __future__ import annotations

import itertools
import os
import random
from collections import Counter

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from core.clicks import Click
from core.registry import kit_of, make_game
from desktop.board2d.pieces import ArrowItem, MarkerItem, shows
from desktop.board3d.layout import arranged
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow
from tests.desktop.variants import boards

GAMES = int(os.environ.get("VIEWS_AGREE_GAMES", "1"))
PLIES = int(os.environ.get("VIEWS_AGREE_PLIES", "0")) or (None if GAMES > 1 else 24)

pytestmark = pytest.mark.window(view="both", size=(1100, 700))

LOOKS_2D = {  # the 2D markers' looks, as the 3D ghosts name them
    "selected": "selected",
    "target": "target",
    "place": "target",
    "dot": "target",
    "take": "take",
    "refused": "refused",
    "lesson": "lesson",
    "found": "found",
    "last": "last",
    "gone": "gone",
}


def option_sets(name: str, fixed: dict[str, str]) -> list[dict[str, str]]:
    """Every combination of the game's options that offer choices, those of ``fixed`` kept as
    it sets them (Pylos's smaller games: the base, the balls each)."""
    specs = [spec for spec in kit_of(name).game.option_specs if spec.choices]
    specs = [spec for spec in specs if spec.name not in fixed]
    combos = itertools.product(*(spec.choices for spec in specs))
    return [{**dict(zip((s.name for s in specs), combo, strict=True)), **fixed} for combo in combos]


def expected_marks(window: MainWindow) -> list[tuple[str, object]]:
    """The model's marks as (look, what): the one description both views draw."""
    marks = window.model.board_marks()
    wanted: list[tuple[str, object]] = [("selected", raw) for raw in marks.selected]
    wanted += [("take" if t.kind == "take" else "target", t.raw) for t in marks.targets]
    if marks.refused is not None:
        wanted.append(("refused", marks.refused))
    wanted += [("lesson", raw) for raw in marks.notes.highlight]
    wanted += [("found", raw) for raw in marks.notes.found]
    wanted += [("arrow", arrow) for arrow in marks.notes.arrows]
    wanted += list(marks.last)
    return wanted


def rounded(point: tuple[float, ...]) -> tuple[float, ...]:
    return tuple(round(float(v), 2) + 0.0 for v in point)


def differences(window: MainWindow) -> list[str]:
    """What either view holds that the position or the model's marks do not say (and what
    they say that a view lacks)."""
    page, model = window.game_page, window.model
    view3d, scene = page.board3d, page.board2d.board
    assert view3d is not None
    found: list[str] = []

    def compare(what: str, held: Counter[object], wanted: Counter[object]) -> None:
        if held != wanted:
            extra, missing = held - wanted, wanted - held
            extra_words, missing_words = sorted(map(str, extra)), sorted(map(str, missing))
            found.append(f"{what}: extra {extra_words} missing {missing_words}")

    layout = arranged(view3d.table.layout(model.shown_state()), view3d.arrangement)
    # --- 3D pieces: every visible mesh (kind, owner, faded) where the position puts one --------
    held3d = [
        (h.key[:3], h.matrix[:3, 3].astype(float))
        for batch in (view3d.pieces.opaque, view3d.pieces.plastic)
        for h in batch.handles
        if h.visible()
    ]
    unmatched = []
    for piece in layout.pieces:
        key = (piece.shape, piece.player, piece.faded)
        match = next(
            (
                n
                for n, (k, at) in enumerate(held3d)
                if k == key and np.abs(at - piece.position).max() < 0.01
            ),
            None,
        )
        if match is None:
            unmatched.append(f"{key} at {rounded(piece.position)}")
        else:
            del held3d[match]
    if unmatched or held3d:
        extra = [f"{k} at {rounded(tuple(at))}" for k, at in held3d]
        found.append(f"3D pieces: extra {extra} missing {unmatched}")
    # --- 2D pieces: what the items on each place draw, and the pieces beside the board --------
    on_board: Counter[object] = Counter()
    beside: Counter[object] = Counter()
    drawn_on_board: set[int] = set()
    for place, items in scene.pieces_at.items():
        drawn = [piece for item in items if item.scene() is scene for piece in shows(item)]
        drawn_on_board.update(id(item) for item in items)
        for index, (shape, player, _) in enumerate(drawn):
            on_board[(place, index, shape, player)] += 1
    for item in scene.items():
        if id(item) not in drawn_on_board:
            beside.update(shows(item))
    by_place: dict[str, list[tuple[int, str, int]]] = {}
    for p in layout.pieces:
        if p.slot.on_board:
            by_place.setdefault(p.slot.place, []).append((p.slot.index, p.shape, p.player))
    wanted_board = Counter(
        (place, index, shape, player)
        for place, pieces in by_place.items()
        for index, (_, shape, player) in enumerate(sorted(pieces))
    )
    wanted_beside = Counter((p.shape, p.player, p.faded) for p in layout.pieces if p.beside)
    compare("2D pieces on the board", on_board, wanted_board)
    compare("2D pieces beside the board", beside, wanted_beside)
    # --- marks: both views against the model's description ------------------------------------
    wanted = expected_marks(window)
    shown3d = Counter(m for m in view3d.ghosts.shown() if m[0] not in ("hover", "cursor"))
    placed3d = Counter(
        (look, what)
        for look, what in wanted
        if (look == "arrow" and all(layout.anchor(end) for end in what))  # type: ignore[attr-defined]
        or (look != "arrow" and layout.anchor(what) is not None)  # type: ignore[arg-type]
    )
    compare("3D marks", shown3d, placed3d)
    shown2d: Counter[object] = Counter()
    arrows2d = 0
    for item in scene.items():
        if isinstance(item, MarkerItem) and item.look in LOOKS_2D and item.isVisible():
            centre = item.mapToScene(item.rect.center())
            shown2d[(LOOKS_2D[item.look], round(centre.x(), 1), round(centre.y(), 1))] += 1
        elif isinstance(item, ArrowItem):
            arrows2d += 1
    placed2d: Counter[object] = Counter()
    for look, what in wanted:
        if look == "arrow":
            continue
        rect = scene.rect_of(what)  # type: ignore[arg-type]
        if rect is not None:
            centre = QPointF(rect.center())
            placed2d[(look, round(centre.x(), 1), round(centre.y(), 1))] += 1
    compare("2D marks", shown2d, placed2d)
    arrows = sum(1 for look, _ in wanted if look == "arrow")
    if arrows2d != arrows:
        found.append(f"2D arrows: {arrows2d}, the model's: {arrows}")
    # what one view can mark the other must mark too
    for look, what in wanted:
        if look != "arrow":
            in2d = scene.rect_of(what) is not None  # type: ignore[arg-type]
            in3d = layout.anchor(what) is not None  # type: ignore[arg-type]
            if in2d != in3d:
                found.append(f"{look} {what}: drawn in {'2D' if in2d else '3D'} only")
    return found


class Walker:
    """Plays one random game through the model as a person would, checking after each step."""

    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window, self.rng = window, rng
        self.model = window.model
        self.steps = 0
        self.problems: list[str] = []
        self.log: list[str] = []
        self.hovered = 0  # hovers over something that may be clicked, checked

    def check(self, what: str) -> None:
        page = self.window.game_page
        page.board2d.finish_animation()
        assert page.board3d is not None
        page.board3d.finish_animation()
        self.steps += 1
        self.log.append(what)
        for problem in differences(self.window):
            self.problems.append(f"after {what} (move {self.model.cursor}): {problem}")

    def play_one(self) -> None:
        model, rng = self.model, self.rng
        moves = model.state.legal_moves()
        move = rng.choice(moves)
        if rng.random() < 0.15:
            model.show_move(rng.choice(moves))  # a hint: it goes when the position changes
            self.check("a hint")
        clicks = model.builder.raw_clicks(move)
        n = 0
        while n < len(clicks):
            if self.rng.random() < 0.1:
                cursor = model.cursor
                if self.refuse():
                    if model.cursor != cursor:
                        return  # the click finished another move: play on from there
                    model.cancel_move()  # the click was taken (a fresh start): build it again
                    self.check("letting go of the move")
                    n = 0
                    continue
            if n and rng.random() < 0.05:
                model.step_back_in_move()
                self.check("a step back")
                model.click(clicks[n - 1])
                self.check(f"click {clicks[n - 1]} again")
            model.click(clicks[n])
            self.check(f"click {clicks[n]}")
            n += 1
        played = model.moves[model.cursor - 1]
        before = model.states[model.cursor - 1]
        said = f"{self.log[-12:]}: in {before!r} the clicks {clicks} built {played}, not {move}"
        assert played == move, said

    def refuse(self) -> bool:
        """Click something that is not a target (if there is one): a refusal, marked. True if
        the click was taken after all (it started the move afresh)."""
        model = self.model
        builder = model.active_builder()
        view3d = self.window.game_page.board3d
        assert builder is not None and view3d is not None
        targets = {t.raw for t in builder.targets()}
        others = [a for a in view3d.layout3d.anchors if a not in targets]
        if not others:
            return False
        raw = self.rng.choice(sorted(others, key=str))
        taken = model.click(raw)
        self.check(f"refused click {raw}")
        return taken

    def hover(self) -> None:
        """The pointer over a random thing of the table, in each view: both mark it as what a
        click there would do (or both leave it unmarked)."""
        page, model = self.window.game_page, self.model
        view3d = page.board3d
        assert view3d is not None
        raws = sorted(view3d.layout3d.anchors, key=str)
        if not raws:
            return
        raw = self.rng.choice(raws)
        point2d, point3d = page.board2d.view_point(raw), view3d.view_point(raw)
        if point2d is None or point3d is None or view3d.raw_at(*point3d) != raw:
            return  # (behind something taller, from this camera)
        if page.board2d.raw_at(point2d) != raw:
            return  # (under a ball above it, in 2D: the pointer is on that ball)
        for widget, point in ((page.board2d.viewport(), point2d), (view3d, QPoint(*point3d))):
            move = QMouseEvent(
                QEvent.Type.MouseMove,
                QPointF(point),
                QPointF(widget.mapToGlobal(point)),
                Qt.MouseButton.NoButton,
                Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier,
            )
            QApplication.sendEvent(widget, move)
        wanted = [("hover", raw)] if model.clickable(raw) else []
        in3d = [m for m in view3d.ghosts.shown() if m[0] == "hover"]
        marker = page.board2d.board.hover_marker
        in2d = [] if marker is None or not marker.isVisible() else [("hover", raw)]
        if in3d != wanted or in2d != wanted:
            self.problems.append(f"hover on {raw}: 2D {in2d}, 3D {in3d}, wanted {wanted}")
        self.steps += 1
        self.hovered += bool(wanted)

    def wander(self) -> None:
        """Undo, redo, review and resume, at random."""
        model, rng = self.model, self.rng
        roll = rng.random()
        if roll < 0.3 and model.can_undo():
            model.undo()
            self.check("undo")
        elif roll < 0.5 and model.can_redo():
            model.redo()
            self.check("redo")
        elif roll < 0.7 and model.length:
            model.review(rng.randrange(model.length + 1))
            self.check("review")
            if model.reviewing and rng.random() < 0.5:
                model.resume_from_here()
                self.check("resume from here")
            else:
                model.review(model.length)
                self.check("back to the end")

    def play(self, limit: int | None) -> None:
        plies = 0
        while not self.model.state.is_over and (limit is None or plies < limit):
            if self.model.reviewing:
                self.model.review(self.model.length)
            if self.rng.random() < 0.3:
                self.hover()
            self.play_one()
            plies += 1
            if self.rng.random() < 0.15:
                self.wander()


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), boards())
def test_both_views_agree_with_the_game_after_every_step(
    window: MainWindow, name: str, options: dict[str, str]
) -> None:
    sets = option_sets(name, options)
    problems: list[str] = []
    steps = hovered = 0
    first = int(os.environ.get("VIEWS_AGREE_FIRST", "0"))  # to play one game of a run again
    for number in range(first, first + GAMES):
        settings = sets[number % len(sets)]
        rng = random.Random(f"{name}-{number}")
        # every other game animated (and cut short at each check): the flights' end too
        animated = number % 2 == 1
        page = window.game_page
        assert page.board3d is not None
        page.board2d.animation_ms = page.board3d.animation_ms = 40 if animated else 0
        window.session.start_game(make_game(name, settings))
        walker = Walker(window, rng)
        walker.check("the start")
        walker.play(PLIES)
        steps += walker.steps
        hovered += walker.hovered
        problems += [f"game {number} {settings}: {p}" for p in walker.problems]
        if GAMES > 1:  # a long run: its progress as it goes
            done = f"{name} game {number + 1}: {steps} steps, {len(problems)} differences"
            print(done, flush=True)
    print(f"\n{name}: {GAMES} games, {steps} steps checked, {len(problems)} differences")
    assert not problems, "\n".join(problems[:20])
    assert hovered, "the pointer was over something clickable in both views at least once"


def test_a_refusal_mark_goes_with_the_situation_in_both_views(window: MainWindow) -> None:
    """A question answered wrongly then rightly: the red mark goes from both views (the raising
    lesson's last step kept it in 3D)."""
    window.session.start_study(StudyKind.LESSON, "pylos", 2, 4)
    model = window.model
    model.click(Click.parse("1a1"))  # not free: wrong
    assert ("refused", Click.parse("1a1")) in window.game_page.board3d.ghosts.shown()
    for answer in ("1d4", "1c3", "1d1"):
        model.click(Click.parse(answer))
        assert not differences(window)
    assert not any(look == "refused" for look, _ in window.game_page.board3d.ghosts.shown())


def lesson_marks(window: MainWindow) -> tuple[list[object], list[object]]:
    """What the lesson's look marks in 3D and in 2D."""
    view3d = window.game_page.board3d
    assert view3d is not None
    in3d = [what for look, what in view3d.ghosts.shown() if look == "lesson"]
    scene = window.game_page.board2d.board
    in2d = [i for i in scene.items() if isinstance(i, MarkerItem) and i.look == "lesson"]
    return in3d, in2d


@pytest.mark.parametrize(
    ("game", "lesson", "step", "move"),
    [("pylos", 1, 2, "2a1"), ("ambush", 3, 3, "Mc3")],
    ids=["pylos-placing-3", "ambush-visible-pips-4"],
)
def test_a_hint_goes_from_both_views_once_its_move_is_played(
    window: MainWindow, game: str, lesson: int, step: int, move: str
) -> None:
    """Pylos lesson 1 step 4 left the placed ball ringed; in Ambush lesson 3 step 4 the hint's
    tree mark jumped to Blue's second tree."""
    window.session.start_study(StudyKind.LESSON, game, lesson, step)
    window.session.lessons.hint()
    in3d, in2d = lesson_marks(window)
    assert in3d and in2d and not differences(window)
    model = window.model
    for raw in model.builder.raw_clicks(model.state.parse_move(move)):
        model.click(raw)
    assert model.length == 1
    assert lesson_marks(window) == ([], [])
    assert not differences(window)


def test_a_pylos_take_back_in_a_lesson_leaves_no_ball_behind(window: MainWindow) -> None:
    """Pylos lesson 3 step 2 (1b2, 1b2 again, 1a1): the ball taken back leaves its place in
    both views, animated or not. Animated, the 2D board kept a ball at 1b2: the lesson's lock
    redrew it before the move was animated, and the ball flown from the reserve stayed."""
    page = window.game_page
    assert page.board3d is not None
    for animation in (0, 40):
        page.board2d.animation_ms = page.board3d.animation_ms = animation
        window.session.start_study(StudyKind.LESSON, "pylos", 3, 1)
        window.session.lessons.hint()
        model = window.model
        for n, raw in enumerate(("1b2", "1b2", "1a1")):
            model.click(Click.parse(raw))
            page.board3d.finish_animation()
            page.board2d.finish_animation()
            assert not differences(window), raw
            balls = {p.slot.place for p in page.board3d.layout3d.pieces if p.slot.on_board}
            assert ("1b2" in balls) == (n == 0)
        assert window.session.lessons.done


def test_a_ball_taken_back_leaves_only_a_low_ring_in_3d(window: MainWindow) -> None:
    """Taking back the ball just played (Pylos lesson 3 step 2, 1b2 then 1b2 again): its
    place keeps the selection's ring, as 2D does, but low in the empty hollow: the ring that
    floated where the ball had been looked like the ball still standing there."""
    window.session.start_study(StudyKind.LESSON, "pylos", 3, 1)
    model = window.model
    view3d = window.game_page.board3d
    assert view3d is not None
    for raw in ("1b2", "1b2"):
        model.click(Click.parse(raw))
    assert not differences(window)
    anchor = view3d.layout3d.anchor("1b2")
    assert anchor is not None
    x, y, z = anchor.centre
    selected = ("selected", Click.parse("1b2"))
    marked = [item for item in view3d.ghosts.items if selected in item.marks]
    assert marked
    points = np.concatenate([item.opts["meshdata"].vertexes() for item in marked])
    near = points[np.hypot(points[:, 0] - x, points[:, 1] - y) < 2 * anchor.size]
    assert len(near) and near[:, 2].max() < z  # nothing where the ball's upper half was
