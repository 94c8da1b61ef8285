"""The window's actions, as data: one table from which the menus, the shortcuts and the mnemonics
are made, and the rule that says when each action applies (asked of the session).

Each entry of ``MENUS`` is a menu's items in order: an ``Action`` (words, keys, what it does,
when it is enabled), a ``Choice`` (exclusive, checkable options, inline or in a submenu), a
``Listing`` (a submenu filled when it opens: recent files, the games' rules) or ``LINE`` (a
separator). Words are marked for the catalogues (``QT_TR_NOOP``) and translated when the menus
are built, so building them again speaks the language now chosen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from desktop.i18n import QT_TR_NOOP, tr
from desktop.online.protocol import PROPOSAL
from desktop.session.session import Mode, Session
from desktop.window import dialogs
from desktop.window.frame import Frame
from desktop.window.menu_choices import Keys, languages, palettes, speeds, views
from desktop.window.online_dialog import open_online

Do = Callable[[Frame], object]
Rule = Callable[[Session], bool]
STANDARD = QKeySequence.StandardKey
FALLBACK_KEYS = {STANDARD.FullScreen: "F11"}
"""Keys for a standard action where the desktop gives it none (plain X11 has no full-screen
key): the one most desktops use."""


# --- when actions apply -----------------------------------------------------------------------
def on_board(session: Session) -> bool:
    """The board is on show (a game or a study)."""
    return session.mode is not Mode.START


def playing(session: Session) -> bool:
    """A game is on show (its history can be moved through, the computer asked)."""
    return session.playing


def building(session: Session) -> bool:
    model = session.model
    return on_board(session) and not model.builder.is_empty and model.lines.line is None


def can_analyse(session: Session) -> bool:
    return playing(session) and bool(session.model.moves) and session.computer.analysis is None


def online(session: Session) -> bool:
    """The game on the table is played with a friend online."""
    return any(seat.kind == "online" for seat in session.model.seats)


def can_undo(session: Session) -> bool:
    model = session.model
    return (
        playing(session)
        and (model.can_undo() or not model.builder.is_empty)
        and not (online(session) and model.builder.is_empty)
    )


def can_redo(session: Session) -> bool:
    model = session.model
    return playing(session) and model.can_redo() and not model.reviewing and not online(session)


def can_hint(session: Session) -> bool:
    model = session.model
    return (
        playing(session)
        and model.is_human_turn()
        and not model.state.is_over
        and not model.reviewing
    )


def can_cancel(session: Session) -> bool:
    shown = session.model.message_shown or session.model.lines.line is not None
    return building(session) or (on_board(session) and shown)


def can_go_back(session: Session) -> bool:
    """Back in the line shown over the game, or else in the game's history."""
    line = session.model.lines.line
    if line is not None:
        return line.index > 0
    return playing(session) and session.model.cursor > 0


def can_go_on(session: Session) -> bool:
    line = session.model.lines.line
    if line is not None:
        return line.index < line.length
    return playing(session) and session.model.cursor < len(session.model.moves)


# --- the table ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Action:
    name: str
    text: str
    does: Do
    keys: Keys = None
    tip: str = ""
    enabled: Rule | None = None  # None: always
    needs_3d: bool = False  # applies while a 3D view is shown
    checked: Callable[[Frame], bool] | None = None  # a switch: whether it is on now


@dataclass(frozen=True)
class Choice:
    """Exclusive options (``options``: value → words, tip); ``submenu`` is their menu's title
    ("" for options inline); ``current`` says which is chosen, ``choose`` chooses one."""

    name: str
    submenu: str
    options: Callable[[], Sequence[tuple[str, str, str, Keys]]]
    current: Callable[[Frame], str]
    choose: Callable[[Frame, str], object]


@dataclass(frozen=True)
class Listing:
    """A submenu filled by ``fill``: once, or (``each_time``) each time it opens."""

    name: str
    title: str
    fill: Callable[[Frame, QMenu], object]
    each_time: bool = False


LINE = None
Item = Action | Choice | Listing | None


def _go(window: Frame, where: Callable[[int, int], int]) -> None:
    """To the position ``where(now, last)`` says: in the line shown, or in the game."""
    model = window.session.model
    window.game_page.finish_animations()
    line = model.lines.line
    if line is not None:
        model.lines.go(where(line.index, line.length))
        return
    index = where(model.cursor, len(model.moves))
    if 0 <= index <= len(model.moves):
        model.review(index)


def _propose(window: Frame, name: str) -> None:
    """The player to move proposes ``name``: online, to the friend, who answers on their own
    screen; otherwise to the other seat here (or the computer holding it)."""
    if window.online is not None and online(window.session):
        window.online.offer(PROPOSAL)
        return
    window.session.propose(name)


def _camera(name: str) -> Do:
    def use(window: Frame) -> None:
        if window.game_page.board3d is not None:
            window.game_page.board3d.use_preset(name)

    return use


def _nothing(window: Frame, menu: QMenu) -> None:
    """(The game's proposals are added to the Game menu when a game starts: ``set_proposals``.)"""


def has_game(session: Session) -> bool:
    return session.has_game


# fmt: off
MENUS: dict[str, tuple[str, tuple[Item, ...]]] = {
    "file": (QT_TR_NOOP("&File"), (
        Action("new", QT_TR_NOOP("&New game…"), dialogs.ask_new_game, STANDARD.New,
               QT_TR_NOOP("Choose a game, its options and the players")),
        Action("open", QT_TR_NOOP("&Open…"), dialogs.open_game, STANDARD.Open,
               QT_TR_NOOP("Open a saved game")),
        Listing("recent", QT_TR_NOOP("Open &recent"), dialogs.fill_recent, each_time=True),
        Action("save", QT_TR_NOOP("&Save"), dialogs.save, STANDARD.Save,
               QT_TR_NOOP("Save this game to its file"), has_game),
        Action("save_as", QT_TR_NOOP("Save &as…"), dialogs.save_as, STANDARD.SaveAs,
               QT_TR_NOOP("Save this game to a new file"), has_game),
        Action("export", QT_TR_NOOP("&Export image…"), dialogs.export_image, "Ctrl+E",
               QT_TR_NOOP("Save a picture (PNG) of the board as it is shown"), on_board),
        LINE,
        Action("quit", QT_TR_NOOP("&Quit"), lambda w: w.close(), STANDARD.Quit),
    )),
    "edit": (QT_TR_NOOP("&Edit"), (
        Action("preferences", QT_TR_NOOP("&Preferences…"), dialogs.open_preferences, "Ctrl+,",
               QT_TR_NOOP("Sound, animations, view, palette, language and lessons, in one place")),
    )),
    "game": (QT_TR_NOOP("&Game"), (
        Action("choose", QT_TR_NOOP("Choose another &game"), lambda w: w.session.show_start(),
               "Ctrl+Shift+N", QT_TR_NOOP("Back to the start screen, the game in progress kept"),
               on_board),
        Action("analyse", QT_TR_NOOP("&Analyse this game"), lambda w: w.game_page.analysis.start(),
               "Ctrl+Shift+A",
               QT_TR_NOOP("The computer looks at every move: a graph, and the worst moves marked"),
               can_analyse),
        Action("perfect_play", QT_TR_NOOP("&Perfect play for Pylos…"), dialogs.open_perfect_play,
               tip=QT_TR_NOOP("Build the table of perfect play for Pylos, in the background")),
        Action("online", QT_TR_NOOP("Play a friend &online…"), open_online, "Ctrl+Shift+O",
               QT_TR_NOOP("Invite a friend with a code, or join with theirs")),
        Listing("proposals", "", _nothing),
    )),
    "move": (QT_TR_NOOP("&Move"), (
        Action("undo", QT_TR_NOOP("&Undo"), lambda w: w.session.undo(), STANDARD.Undo,
               QT_TR_NOOP("Take back the last move"), can_undo),
        Action("redo", QT_TR_NOOP("&Redo"), lambda w: w.session.model.redo(), STANDARD.Redo,
               QT_TR_NOOP("Play again the move taken back"), can_redo),
        Action("back", QT_TR_NOOP("Step &back in this move"),
               lambda w: w.session.model.step_back_in_move(), "Backspace",
               QT_TR_NOOP("Undo the last click of the move being built"), building),
        Action("cancel", QT_TR_NOOP("&Cancel this move"),
               lambda w: w.session.model.lines.leave() or w.session.model.cancel_move(), "Esc",
               QT_TR_NOOP("Let go of the move being built, the message on show or a line shown"),
               can_cancel),
        Action("hint", QT_TR_NOOP("&Hint"), lambda w: w.session.hint(), "Ctrl+H",
               QT_TR_NOOP("Show the move the strongest computer level would play here, and why"),
               can_hint),
        LINE,
        Action("first", QT_TR_NOOP("Go to the &start"), partial(_go, where=lambda c, n: 0),
               "Home", enabled=can_go_back),
        Action("previous", QT_TR_NOOP("&Previous position"),
               partial(_go, where=lambda c, n: c - 1), "Left", enabled=can_go_back),
        Action("next", QT_TR_NOOP("&Next position"), partial(_go, where=lambda c, n: c + 1),
               "Right", enabled=can_go_on),
        Action("last", QT_TR_NOOP("Go to the &last move"), partial(_go, where=lambda c, n: n),
               "End", enabled=can_go_on),
    )),
    "view": (QT_TR_NOOP("&View"), (
        Choice("view", "", views, lambda w: w.preferences.view,
               lambda w, mode: w.preferences.set_view(mode)),
        LINE,
        Choice("animation", QT_TR_NOOP("Animation s&peed"), speeds,
               lambda w: w.preferences.animation, lambda w, s: w.preferences.set_animation(s)),
        Choice("palette", QT_TR_NOOP("Pa&lette"), palettes, lambda w: w.preferences.palette,
               lambda w, name: w.preferences.set_palette(name)),
        Action("full_screen", QT_TR_NOOP("F&ull screen"), lambda w: w.toggle_full_screen(),
               STANDARD.FullScreen, QT_TR_NOOP("Fill the screen with the window (again to leave)")),
        Action("sound", QT_TR_NOOP("S&ounds"),
               lambda w: w.preferences.set_sound(not w.preferences.sound), "Ctrl+M",
               QT_TR_NOOP("A sound as each piece lands (the volume is in Preferences)"),
               checked=lambda w: w.preferences.sound),
        Action("coordinates", QT_TR_NOOP("Show &coordinates"),
               lambda w: w.preferences.set_coordinates(not w.preferences.coordinates),
               tip=QT_TR_NOOP("Files, ranks and levels around the board, in 2D and 3D"),
               checked=lambda w: w.preferences.coordinates),
        LINE,
        Action("camera:seat", QT_TR_NOOP("3D camera: from the &seat of the player to move"),
               _camera("seat"), enabled=on_board, needs_3d=True),
        Action("camera:above", QT_TR_NOOP("3D camera: from a&bove"), _camera("above"),
               enabled=on_board, needs_3d=True),
        Action("camera:side", QT_TR_NOOP("3D camera: from the si&de"), _camera("side"),
               enabled=on_board, needs_3d=True),
        Action("camera:reset", QT_TR_NOOP("3D camera: &reset"), _camera("reset"),
               enabled=on_board, needs_3d=True),
    )),
    "help": (QT_TR_NOOP("&Help"), (
        Action("learn", QT_TR_NOOP("&Learn to play…"), lambda w: dialogs.open_lessons(w),
               STANDARD.HelpContents,
               QT_TR_NOOP("Lessons that teach each game's rules on the board")),
        Action("puzzles", QT_TR_NOOP("&Puzzles…"), lambda w: dialogs.open_puzzles(w),
               "Ctrl+Shift+P",
               QT_TR_NOOP("Positions where one move wins, proven by the computer: find it")),
        Action("practice", QT_TR_NOOP("Practice against the &computer…"),
               lambda w: dialogs.open_practice(w),
               tip=QT_TR_NOOP("Positions with a goal against the strongest level: reach it")),
        Listing("rules", QT_TR_NOOP("&Rules"), dialogs.fill_rules),
        Choice("language", QT_TR_NOOP("Lan&guage"), languages,
               lambda w: w.preferences.language, lambda w, code: w.preferences.set_language(code)),
        LINE,
        Action("about", QT_TR_NOOP("&About Pyramid Duels"), dialogs.about),
    )),
}
# fmt: on
"""The menus, in order: each its title and its items."""


# --- building ---------------------------------------------------------------------------------
class Menus:
    """The window's menu bar, built from ``MENUS``: ``actions`` by name (a choice's options as
    ``NAME:VALUE``), and ``update()`` to enable exactly what applies now."""

    def __init__(self, window: Frame, bar: QMenuBar) -> None:
        self.window = window
        self.bar = bar
        self.actions: dict[str, QAction] = {}
        self.rules: dict[str, Action] = {}
        self.menus: dict[str, QMenu] = {}
        self.groups: dict[str, QActionGroup] = {}
        self.proposal_anchor: QAction | None = None
        self.titles: list[tuple[QMenu, str]] = []  # each menu and its title, untranslated
        self.choices: list[Choice] = []
        self.listings: list[tuple[QMenu, Listing]] = []
        for name, (title, items) in MENUS.items():
            menu = bar.addMenu(title)
            menu.setObjectName(f"{name}Menu")
            self.titles.append((menu, title))
            self.menus[name] = menu
            for item in items:
                self._add(menu, item)
        self.retranslate()

    def retranslate(self) -> None:
        """Every menu's and action's words in the language now chosen (the actions stay: their
        keys, connections and checks are kept)."""
        self.bar.setAccessibleName(tr("Menus"))
        for menu, title in self.titles:
            menu.setTitle(tr(title))
            menu.setAccessibleName(tr(title).replace("&", ""))
        for name, item in self.rules.items():
            if name.startswith("propose:"):
                continue
            action = self.actions[name]
            action.setText(tr(item.text))
            if item.tip:
                action.setStatusTip(tr(item.tip))
                action.setToolTip(tr(item.tip))
        for choice in self.choices:
            for value, words, tip, _keys in choice.options():
                action = self.actions[f"{choice.name}:{value}"]
                action.setText(words)
                action.setStatusTip(tip)
                action.setToolTip(tip or words.replace("&", ""))
        for menu, listing in self.listings:
            self._fill(menu, listing)

    def _add(self, menu: QMenu, item: Item) -> None:
        if item is None:
            menu.addSeparator()
        elif isinstance(item, Action):
            menu.addAction(self._action(item))
        elif isinstance(item, Choice):
            self._choice(menu, item)
        elif item.name == "proposals":
            self.proposal_anchor = menu.addSeparator()
            self.proposal_anchor.setVisible(False)
        else:
            sub = menu.addMenu(item.title)
            sub.setObjectName(f"{item.name}Menu")
            self.titles.append((sub, item.title))
            if item.each_time:
                sub.aboutToShow.connect(partial(self._fill, sub, item))
            else:
                self.listings.append((sub, item))
                self._fill(sub, item)
            self.menus[item.name] = sub

    def _fill(self, menu: QMenu, item: Listing) -> None:
        menu.clear()
        item.fill(self.window, menu)

    def _action(self, item: Action) -> QAction:
        action = QAction(tr(item.text), self.window)
        if item.keys is not None:
            keys = QKeySequence(item.keys)
            if keys.isEmpty() and isinstance(item.keys, STANDARD):
                keys = QKeySequence(FALLBACK_KEYS.get(item.keys, ""))
            action.setShortcut(keys)
        if item.checked is not None:
            action.setCheckable(True)
            action.setChecked(item.checked(self.window))
        action.triggered.connect(lambda _=False, does=item.does: does(self.window))
        self.actions[item.name] = action
        self.rules[item.name] = item
        return action

    def _choice(self, menu: QMenu, item: Choice) -> None:
        target = menu
        if item.submenu:
            target = menu.addMenu(item.submenu)
            self.titles.append((target, item.submenu))
        self.choices.append(item)
        group = QActionGroup(self.window)
        current = item.current(self.window)
        for value, words, _tip, keys in item.options():
            action = QAction(words, self.window)
            action.setCheckable(True)
            action.setChecked(value == current)
            if keys is not None:
                action.setShortcut(QKeySequence(keys))
            action.triggered.connect(lambda _=False, v=value: item.choose(self.window, v))
            group.addAction(action)
            target.addAction(action)
            self.actions[f"{item.name}:{value}"] = action
        self.groups[item.name] = group

    def check(self, name: str, value: str) -> None:
        """The option ``value`` of the choice ``name`` is now the chosen one."""
        action = self.actions.get(f"{name}:{value}")
        if action is not None:
            action.setChecked(True)

    def set_proposals(self, proposals: Sequence[tuple[str, str]]) -> None:
        """The game's proposals (name, words) as actions of the Game menu."""
        menu = self.menus["game"]
        for name in [n for n in self.actions if n.startswith("propose:")]:
            menu.removeAction(self.actions.pop(name))
            self.rules.pop(name)
        for name, words in proposals:
            item = Action(f"propose:{name}", words, partial(_propose, name=name))
            action = self._action(item)
            action.setText(words)
            action.setStatusTip(tr("If the other player accepts, the game ends here."))
            if self.proposal_anchor is not None:
                menu.insertAction(self.proposal_anchor, action)

    def update(self) -> None:
        """Enable exactly the actions that can apply now."""
        session = self.window.session
        three_d = self.window.game_page.board3d is not None and self.window.preferences.view != "2d"
        for name, item in self.rules.items():
            allowed = item.enabled is None or item.enabled(session)
            if name.startswith("propose:"):
                allowed = playing(session) and session.model.propose(name[8:]) is None
            self.actions[name].setEnabled(allowed and (three_d or not item.needs_3d))
            if item.checked is not None:
                self.actions[name].setChecked(item.checked(self.window))
