"""The main window, a frame: the start screen and the game page, the menus (made from the actions
table, ``desktop.window.actions``) and the dialogs. It shows what the session says and sends it
the player's intents; the player's choices (palette, view, animation, language, the window's
size) are the preferences'."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QMessageBox, QStackedWidget, QWidget

from desktop.i18n import Retranslating, tr, translate_core
from desktop.look.style import apply_look
from desktop.model import Told
from desktop.online.protocol import REMATCH
from desktop.preferences import Preferences
from desktop.registry import desktop_kit
from desktop.session.session import Mode, Question, Session
from desktop.solving.dialog import may_quit
from desktop.solving.job import SolvingJob
from desktop.solving.shown import SolvingStatus, dress_menu_item
from desktop.window import dialogs
from desktop.window.actions import Menus
from desktop.window.frame import Frame
from desktop.window.game_page import GamePage
from desktop.window.online_dialog import ask_to_resign, invite_again, open_online, resume
from desktop.window.start_screen import StartScreen

WANTED = QSize(1280, 800)
TITLE_BAR = 40  # what the window system's frame adds above the window, at most (measured: 30-37)


def first_size(available: QSize) -> QSize:
    """The window's size on its first start: 1280×800, or less on a screen whose room (its
    available area, without panels) cannot hold that and the title bar above it."""
    return QSize(
        min(WANTED.width(), available.width() - 8),
        min(WANTED.height(), available.height() - TITLE_BAR),
    )


class MainWindow(Frame):
    """The window of a ``Session`` (made here unless given), dressed by ``Preferences``;
    ``view`` shows 2D, 3D or both for this run without remembering it."""

    def __init__(
        self,
        session: Session | None = None,
        preferences: Preferences | None = None,
        view: str | None = None,
    ) -> None:
        super().__init__()
        self.setAccessibleName("Pyramid Duels")
        self.setWindowTitle("Pyramid Duels")
        self.preferences = preferences or Preferences(parent=self)
        self.session = session or Session(parent=self)
        self.model = self.session.model
        self.model.recolour = lambda text: desktop_kit(self.model.game).recolour(text)
        self.ask: dialogs.Ask = dialogs.ask_with_message_box(self)
        if view is not None:
            self.preferences.set_view(view, remember_it=False)
        apply_look(self)
        self.pages = QStackedWidget(self)
        self.start_screen = StartScreen(self.pages)
        self.game_page = GamePage(self.session, self.preferences, self.pages)
        self.pages.addWidget(self.start_screen)
        self.pages.addWidget(self.game_page)
        self.setCentralWidget(self.pages)
        self.solving = SolvingJob(self)
        self.menus = Menus(self, self.menuBar())
        self.actions_by_name = self.menus.actions
        self._connect_solving()
        self._connect_pages()
        self._connect_session()
        self.setAcceptDrops(True)
        self.resize(first_size(self.screen().availableGeometry().size()))
        geometry = self.preferences.window_state("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        splitter = self.preferences.window_state("splitter")
        if splitter is not None:
            self.game_page.splitter.restoreState(splitter)
        self._proposals()
        self._show_mode()

    # --- wiring ----------------------------------------------------------------------------
    def _connect_pages(self) -> None:
        session, screen, page = self.session, self.start_screen, self.game_page
        screen.game_chosen.connect(lambda name: dialogs.ask_new_game(self, name))
        screen.lessons_chosen.connect(lambda name: dialogs.open_lessons(self, name))
        screen.puzzles_chosen.connect(lambda name: dialogs.open_puzzles(self, name))
        screen.back_to_game.connect(session.back_to_the_table)
        screen.resume_wanted.connect(lambda ident: resume(self, ident))
        screen.discard_wanted.connect(lambda ident: dialogs.discard_kept(self, ident))
        screen.online_wanted.connect(lambda: open_online(self))
        page.online_box.invite_again.connect(lambda: invite_again(self))
        page.online_box.resigning.connect(lambda: ask_to_resign(self))
        page.message_bar.rematch.connect(self.rematch)
        page.summary.rematch.connect(self.rematch)
        page.message_bar.new_game.connect(lambda: dialogs.ask_new_game(self))
        lessons, puzzles = session.lessons, session.puzzles
        panel = page.lesson_panel
        panel.lessons_wanted.connect(lambda: dialogs.open_lessons(self, lessons.game_name))
        panel.rules_wanted.connect(lambda: dialogs.show_rules(self, lessons.game_name))
        panel.play_wanted.connect(lambda: dialogs.ask_new_game(self, lessons.game_name))
        page.puzzle_panel.browser_wanted.connect(
            lambda: dialogs.open_puzzles(self, puzzles.game_name)
        )
        practice = session.practice
        page.practice_panel.browser_wanted.connect(
            lambda: dialogs.open_practice(self, practice.game_name)
        )
        for study_panel in page.study_panels.values():
            study_panel.leave_wanted.connect(session.leave_study)

    def _connect_solving(self) -> None:
        """Perfect play's build: its line in the menu bar, the analysis panel's offer, and the
        menu item's tip; each opens the dialog."""
        status = SolvingStatus(self.solving, self.menuBar())
        status.wanted.connect(lambda: dialogs.open_perfect_play(self))
        offer = self.game_page.analysis.perfect_offer
        offer.follow(self.solving)
        offer.wanted.connect(lambda: dialogs.open_perfect_play(self))
        dress_menu_item(self.actions_by_name["perfect_play"])

    def _connect_session(self) -> None:
        session, model = self.session, self.session.model
        session.mode_changed.connect(self._show_mode)
        session.title_changed.connect(self._show_title)
        session.problem.connect(lambda text: self.show_words(text, "refused"))
        session.info.connect(lambda text: self.show_words(text, "info"))
        session.question.connect(self._ask_players)
        session.kept_changed.connect(self._show_kept)
        model.game_started.connect(self._proposals)
        for signal in (
            model.game_started,
            model.position_changed,
            model.selection_changed,
            model.history_changed,
            model.message,
            model.lines.changed,
            session.computer.thinking_changed,
            *(study.changed for study in session.studies.values()),
        ):
            signal.connect(self.menus.update)
        self.preferences.changed.connect(self._follow)

    # --- what the session says ---------------------------------------------------------------
    def _show_mode(self) -> None:
        session = self.session
        if session.mode is Mode.START:
            study = session.study
            if study is not None:
                self.start_screen.offer_back(session.model.game.title, study.back_label())
            else:
                title = session.model.game.title if session.has_game else None
                self.start_screen.offer_back(title)
            self.pages.setCurrentWidget(self.start_screen)
            self._show_kept()
        else:
            self.start_screen.show_notice("")
            self.pages.setCurrentWidget(self.game_page)
        self._show_title(session.title())
        self.menus.update()

    def rematch(self) -> None:
        """The same game again, the colours swapped: at once, or online a request to the friend
        (as the Online box's Rematch), who accepts or declines on their own screen."""
        if self.online is not None and self.online.on_table():
            self.online.offer(REMATCH)
        else:
            self.session.rematch()

    def retranslate(self) -> None:
        """The whole window in the language now chosen, at once: menus, pages, panels, the
        boards' words, the start screen's pictures, the title."""
        self.menus.retranslate()
        dress_menu_item(self.actions_by_name["perfect_play"])
        for widget in self.findChildren(QWidget):
            if isinstance(widget, Retranslating):
                widget.retranslate()
        self.game_page.redraw()
        for panel in self.game_page.study_panels.values():
            panel.refresh()
        self._proposals()
        self.session.language_changed()
        self.start_screen.retell_notice()
        self._show_mode()
        self.game_page.message_bar.refresh()

    def _show_title(self, title: str) -> None:
        self.setWindowTitle(title)
        self.setWindowModified(self.session.modified)

    def _show_kept(self) -> None:
        """The start screen's list of the games kept (read again only while it is on show)."""
        if self.pages.currentWidget() is self.start_screen:
            kept = self.session.kept_games()
            self.start_screen.offer_kept(
                [(game.ident, game.describe()) for game in kept],
                {game.ident for game in kept if game.online},
            )

    def show_words(self, told: Told, kind: str = "info") -> None:
        """Words for the player where they are looking: the message line, or the start screen."""
        if self.pages.currentWidget() is self.game_page:
            self.session.model.inform(told, kind)
        else:
            self.start_screen.show_notice(told, kind)

    def _ask_players(self, question: Question) -> None:
        question.answer(self.ask(question.title, question.text))

    def _proposals(self) -> None:
        """The game's proposals as actions of the Game menu (and buttons beside the moves)."""
        game = self.session.model.game
        self.menus.set_proposals([(p.name, translate_core(p.title)) for p in game.proposals])
        self.menus.update()

    # --- what the player chose ----------------------------------------------------------------
    def _follow(self, what: str) -> None:
        preferences = self.preferences
        if what == "palette":
            apply_look(self)
            self.game_page.redraw()
            self.start_screen.redraw_previews()
            self.menus.check("palette", preferences.palette)
        elif what == "view":
            self.menus.check("view", preferences.view)
        elif what == "animation":
            self.menus.check("animation", preferences.animation)
        elif what == "language":
            self.menus.check("language", preferences.language)
            self.retranslate()
        self.menus.update()

    # --- the window itself -------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.session.open_file(files[0])

    def closeEvent(self, event: QCloseEvent) -> None:
        session = self.session
        if not may_quit(self.solving, self.ask):
            event.ignore()
            return
        if session.has_game and session.files.modified and not session.kept_safe:
            buttons = QMessageBox.StandardButton
            answer = QMessageBox.question(
                self,
                tr("Save the game?"),
                tr(
                    "This game is not saved, and could not be kept safe automatically. Save it "
                    "before closing?"
                ),
                buttons.Save | buttons.Discard | buttons.Cancel,
            )
            if answer == buttons.Cancel or (answer == buttons.Save and not dialogs.save(self)):
                event.ignore()
                return
        self.game_page.finish_animations()
        if self.online is not None:
            self.online.cancel()  # (the link closed: the friend's program is told)
        session.close()
        self.solving.shutdown()
        self.preferences.keep_window_state("geometry", self.saveGeometry())
        self.preferences.keep_window_state("splitter", self.game_page.splitter.saveState())
        super().closeEvent(event)
