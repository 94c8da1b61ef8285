"""What a screen reader hears of a board (2D or 3D): its name, and a short description of the
position in words — the move just played, whose turn it is, each side's figures.

The words are the panels' (``desktop.model.describe``) and the game's kit's; the views set them as
their accessible name and description whenever the model's position changes. Qt tells the
assistive technology itself: ``QWidget.setAccessibleDescription`` sends the
``DescriptionChanged`` event when the text differs.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from desktop.i18n import fill, shown_move, tr, translate_core, whole_sentence
from desktop.model import Agreement, GameModel, PositionChange
from desktop.model.describe import core_words, figure_text, phase_text, result_text, shown_names
from desktop.model.lines import line_place


def board_name(model: GameModel, view: str) -> str:
    """The board's accessible name: "Pylos board, 2D" (``view`` is "2D" or "3D")."""
    game = translate_core(model.game.title)
    if view == "3D":
        return fill(tr("{game} board, 3D"), game=game)
    return fill(tr("{game} board, 2D"), game=game)


def last_move_text(model: GameModel) -> str:
    """The entry that led to the position shown: "Last move: Ann played 1a1." (or that none
    was played yet)."""
    cursor = model.cursor
    if cursor == 0:
        return tr("No move played yet.")
    entry = model.entries[cursor - 1]
    mover = shown_names(model)[model.states[cursor - 1].current_player]
    if isinstance(entry, Agreement):
        proposals = {p.name: p for p in model.game.proposals}
        agreed = proposals[entry.name].agreed if entry.name in proposals else entry.name
        words = core_words(agreed, shown_names(model))
        return tr("Last: {words}.").format(words=words)
    return fill(tr("Last move: {player} played {move}."), player=mover, move=shown_move(str(entry)))


def position_text(model: GameModel) -> str:
    """The position shown, in a few sentences: the move just played, whose turn it is (or the
    result), where the game stands, and each side's figures."""
    state = model.shown_state()
    names = shown_names(model)
    line = model.lines.line
    sentences = [last_move_text(model)]
    if line is not None:
        sentences = [whole_sentence(line_place(line, names))]
    elif model.reviewing:
        sentences.append(
            tr("Looking at move {number} of {total}.").format(
                number=model.cursor, total=model.length
            )
        )
    outcome = state.outcome()
    if outcome is not None:
        sentences.append(result_text(outcome, names, model.game))
    else:
        sentences.append(fill(tr("{player} to move."), player=names[state.current_player]))
        sentences.append(whole_sentence(phase_text(state, names)))
    first, second = (
        fill(
            tr("{player}: {figures}"),
            player=names[player],
            figures=figure_text(state, player, names),
        )
        for player in (0, 1)
    )
    figures = fill(tr("{first}; {second}"), first=first, second=second)
    sentences.append(whole_sentence(figures))
    return " ".join(s for s in sentences if s)


def describe_board(widget: QWidget, model: GameModel, view: str) -> None:
    """Give ``widget`` (a board view) its accessible name and the position's description."""
    name = board_name(model, view)
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
    description = position_text(model)
    if widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


def follow_model(
    model: GameModel,
    started: Callable[[], None],
    moved: Callable[[PositionChange], None],
    selected: Callable[[], None],
    told: Callable[[str, str], None],
    notes: Callable[[], None],
    described: Callable[[], None],
) -> None:
    """Connect a board view's methods to ``model``: what it does when a game starts, the
    position changes, the selection changes, the model has words for the board (``told(text,
    kind)``) or the notes change, and ``described`` (which calls ``describe_board``) whenever
    what a screen reader says of the board may have changed, and once now. A line shown over
    the game moves the position as a move does (``moved``). Bound methods, so that Qt
    disconnects them with the view."""
    model.game_started.connect(started)
    model.position_changed.connect(moved)
    model.lines.changed.connect(moved)
    model.selection_changed.connect(selected)
    model.message.connect(told)
    model.annotations_changed.connect(notes)
    for signal in (
        model.game_started,
        model.position_changed,
        model.history_changed,
        model.selection_changed,
        model.lines.changed,
    ):
        signal.connect(described)
    described()
