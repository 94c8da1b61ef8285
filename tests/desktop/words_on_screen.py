"""Every word a player can read in a window, and which of them are English.

``words_in(widget)`` reads what a visible widget shows: labels, buttons, group titles, tabs,
lists, combo boxes (every item), text browsers, placeholders, tool tips, window titles, the menus
(every action, whether open or not) and the 2D boards' texts. ``english(words)`` keeps those that
belong to the program's English and to none of its French: the vocabularies are read from the
catalogues (sources and translations) and from the lessons', puzzles' and practices' texts in both
languages,
so a word the French never uses ("balls", "captured", "Dark") is English wherever it shows.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QTabBar,
    QTextBrowser,
    QWidget,
)

from desktop.board2d.pieces import TextItem

ROOT = Path(__file__).resolve().parents[2]
WORD = re.compile(r"(?<![\w@])[A-Za-zÀ-ÿœŒ]+(?:'[a-z]+)?(?![\w@])")
"""A word: letters standing alone, not the letters of a move ("Pa1", "S@NW180")."""
TAG = re.compile(r"<[^>]+>")
PLACEHOLDER = re.compile(r"\{[^}]*\}|%n|%\d|&[a-z]+;")

Shown = Iterator[tuple[str, str]]  # (where, text)


def words_in(top: QWidget) -> Shown:
    """(where it shows, its text) for every text ``top`` and its visible children show."""
    widgets = [top, *top.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisible():
            continue
        where = f"{type(widget).__name__} {widget.objectName()}".strip()
        yield from _texts_of(widget, where)
        if widget.toolTip():
            yield f"{where} tool tip", widget.toolTip()
        if widget.isWindow() and widget.windowTitle():
            yield f"{where} title", widget.windowTitle()
    if isinstance(top, QMainWindow):
        for action in top.menuBar().actions():
            yield "menu bar", action.text()
            menu = action.menu()
            if isinstance(menu, QMenu):
                yield from _menu(menu, action.text())


def _texts_of(widget: QWidget, where: str) -> Shown:
    if isinstance(widget, (QLabel, QAbstractButton)):
        yield where, widget.text()
    elif isinstance(widget, QGroupBox):
        yield where, widget.title()
    elif isinstance(widget, QTabBar):
        for index in range(widget.count()):
            yield f"{where} tab", widget.tabText(index)
    elif isinstance(widget, QListWidget):
        for index in range(widget.count()):
            item = widget.item(index)
            if not item.isHidden():
                yield f"{where} row", item.text()
    elif isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield f"{where} item", widget.itemText(index)
    elif isinstance(widget, QTextBrowser):
        yield where, widget.toPlainText()
    elif isinstance(widget, QLineEdit):
        yield f"{where} placeholder", widget.placeholderText()
    elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            if isinstance(item, TextItem) and item.isVisible():
                yield f"{where} board", item.text


def _menu(menu: QMenu, path: str) -> Shown:
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield f"menu {path}", action.text()
        if action.toolTip() != action.text().replace("&", ""):
            yield f"menu {path} tool tip", action.toolTip()
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from _menu(sub, f"{path} › {action.text()}")


def _words(text: str) -> set[str]:
    text = PLACEHOLDER.sub(" ", TAG.sub(" ", text))
    return {word for word in WORD.findall(text)}


@cache
def vocabularies() -> tuple[frozenset[str], frozenset[str]]:
    """(the program's English words, its French words), from every catalogue (the engine's
    too) and every lesson and rules reference text."""
    english: set[str] = set()
    french: set[str] = set()
    for catalogue in (ROOT / "desktop" / "translations").glob("*_fr.ts"):
        for message in ElementTree.parse(catalogue).getroot().iter("message"):
            english |= _words(message.findtext("source") or "")
            translation = message.find("translation")
            if translation is not None:
                forms = list(translation.iter("numerusform")) or [translation]
                for form in forms:
                    french |= _words(form.text or "")
    for path in (ROOT / "core" / "games").glob("*/lessons/*.json"):
        _texts_by_language(json.loads(path.read_text(encoding="utf-8")), english, french)
    return frozenset(english), frozenset(french)


def _texts_by_language(data: object, english: set[str], french: set[str]) -> None:
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "en" and isinstance(value, str):
                english |= _words(value)
            elif key == "fr" and isinstance(value, str):
                french |= _words(value)
            else:
                _texts_by_language(value, english, french)
    elif isinstance(data, list):
        for value in data:
            _texts_by_language(value, english, french)


def english(shown: list[tuple[str, str]]) -> list[str]:
    """The English words among ``shown``: "where: word (in its text)" for each."""
    english_words, french_words = vocabularies()
    found: dict[str, str] = {}  # each text once, with the first place it showed
    for where, text in shown:
        words = [w for w in sorted(_words(text)) if len(w) > 1 and w in english_words]
        slips = [w for w in words if w not in french_words]
        if slips and text not in found:
            found[text] = f"{where}: {', '.join(slips)} in {text[:100]!r}"
    return sorted(found.values())


def french(shown: list[tuple[str, str]]) -> list[str]:
    """The French words among ``shown`` (words of the program's French and of none of its
    English): "where: word (in its text)" for each."""
    english_words, french_words = vocabularies()
    found: dict[str, str] = {}
    for where, text in shown:
        words = [w for w in sorted(_words(text)) if len(w) > 2 and w in french_words]
        slips = [w for w in words if w not in english_words]
        if slips and text not in found:
            found[text] = f"{where}: {', '.join(slips)} in {text[:100]!r}"
    return sorted(found.values())
