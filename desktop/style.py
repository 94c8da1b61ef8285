"""The application's style sheet: a dark green games table with light text, sized from the
application's font so that it follows the system's text size."""

from __future__ import annotations

from desktop.theme import text_px


def style_sheet(base: int | None = None) -> str:
    """The style sheet for a base text size of ``base`` pixels (the application font's)."""
    px = base or text_px()

    def size(factor: float) -> int:
        return max(px, round(px * factor))

    return f"""
QMainWindow, QWidget#gamePage, QWidget#startScreen {{ background: #26302b; }}
QWidget {{ color: #ece8dc; font-size: {px}px; }}
QLabel#title {{ font-size: {size(2.8)}px; font-weight: bold; color: #f6e7c1; margin: 8px; }}
QLabel#subtitle {{ font-size: {size(1.2)}px; color: #b9b5aa; margin-bottom: 18px; }}
QPushButton#gameCard {{ background: #303b35; border: 2px solid #46544b; border-radius: 14px; }}
QPushButton#gameCard:hover, QPushButton#gameCard:focus {{
    border-color: #7fd69a; background: #36433c; }}
QFrame#playersPanel, QWidget#sidebar QListWidget {{
    background: #303b35; border: 1px solid #46544b; border-radius: 8px; }}
QLabel#phase {{ color: #cfc9b8; }}
QLabel#playerName {{ font-size: {size(1.12)}px; }}
QLabel#figure {{ color: #b9b5aa; }}
QListWidget#moveList {{ font-family: monospace; }}
QListWidget#moveList::item:selected {{ background: #4d6b57; color: white; }}
QPushButton {{ background: #3a4740; border: 1px solid #56665c; border-radius: 6px;
    padding: 6px 10px; }}
QPushButton:hover {{ background: #45554c; }}
QPushButton:focus {{ border-color: #7fd69a; }}
QPushButton:disabled {{ color: #7d8079; }}
QPushButton#choice {{ text-align: left; padding: 2px; border-color: #7fd69a; }}
QPushButton#choice[cursor="true"] {{ border: 3px dashed white; }}
QFrame#messageBar {{ background: #303b35; border-radius: 8px; }}
QFrame#messageBar[kind="refused"] {{ background: #6b2d2d; }}
QFrame#messageBar[kind="refused"] QLabel {{ color: #fff1e8; }}
QFrame#messageBar[kind="info"] {{ background: #2d4f6b; }}
QFrame#messageBar[kind="over"] {{ background: #4a4330; }}
QLabel#messageText {{ font-size: {size(1.07)}px; }}
QLabel#optionHelp {{ color: #a9a597; }}
QDialog {{ background: #2b3530; }}
QLineEdit, QComboBox, QSpinBox {{ background: #1f2824; border: 1px solid #56665c;
    border-radius: 4px; padding: 4px; }}
QMenuBar {{ background: #1f2824; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: #4d6b57; }}
QMenu {{ background: #26302b; border: 1px solid #46544b; }}
QMenu::item:disabled {{ color: #7d8079; }}
QScrollBar:vertical {{ background: #26302b; width: 11px; margin: 0; }}
QScrollBar::handle:vertical {{ background: #56665c; border-radius: 5px; min-height: 28px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QGroupBox {{ border: 1px solid #46544b; border-radius: 6px; margin-top: 12px; padding-top: 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 8px; }}
QFrame#lessonPanel {{ background: #303b35; border: 1px solid #46544b; border-radius: 8px; }}
QWidget#lessonInner, QScrollArea#lessonScroll, QScrollArea#analysisScroll,
QLabel#analysisStatus {{ background: transparent; }}
QLabel#lessonWhere {{ color: #b9b5aa; }}
QLabel#lessonTitle {{ font-size: {size(1.3)}px; font-weight: bold; color: #f6e7c1; }}
QLabel#lessonStep {{ color: #e6a8ff; }}
QLabel#lessonText {{ font-size: {size(1.1)}px; }}
QLabel#lessonFeedback {{ border-radius: 6px; padding: 8px; background: #2d4f6b; }}
QLabel#lessonFeedback[kind="right"] {{ background: #2f5b3c; }}
QLabel#lessonFeedback[kind="wrong"] {{ background: #6b2d2d; color: #fff1e8; }}
QLabel#lessonFeedback[kind="hint"] {{ background: #55406b; }}
QPushButton#lessonNext[ready="true"], QPushButton#lessonPlay {{
    background: #3d7a50; border-color: #7fd69a; font-weight: bold; }}
QPushButton#learnButton {{ padding: 6px 16px; }}
QListWidget#lessonList {{ background: #26302b; border: 1px solid #46544b; }}
QListWidget#lessonList::item {{ padding: 6px; border-bottom: 1px solid #3a4740; }}
QListWidget#lessonList::item:selected {{ background: #4d6b57; }}
QLabel#notice {{ border-radius: 8px; padding: 10px; background: #2d4f6b; }}
QLabel#notice[kind="refused"] {{ background: #6b2d2d; color: #fff1e8; }}
QWidget#resumeBox {{ background: #4a4330; border-radius: 8px; }}
QTextBrowser#rulesText {{ background: #26302b; border: 1px solid #46544b; padding: 8px; }}
"""
