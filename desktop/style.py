"""The application's style sheet: a dark green games table with light text, sized from the
application's font so that it follows the system's text size, in one of the palettes of
``desktop.theme`` (standard, colour-blind safe, high contrast)."""

from __future__ import annotations

from desktop import theme

# the style sheet's colours in each palette, by role
COLOURS: dict[str, dict[str, str]] = {
    "standard": {
        "window": "#26302b",
        "text": "#ece8dc",
        "title": "#f6e7c1",
        "dim": "#b9b5aa",
        "phase": "#cfc9b8",
        "help": "#a9a597",
        "panel": "#303b35",
        "panel_hover": "#36433c",
        "border": "#46544b",
        "button": "#3a4740",
        "button_hover": "#45554c",
        "button_border": "#56665c",
        "focus": "#7fd69a",
        "disabled": "#7d8079",
        "selected": "#4d6b57",
        "selected_text": "#ffffff",
        "field": "#1f2824",
        "dialog": "#2b3530",
        "refused": "#6b2d2d",
        "refused_text": "#fff1e8",
        "info": "#2d4f6b",
        "over": "#4a4330",
        "right": "#2f5b3c",
        "hint": "#55406b",
        "lesson_step": "#e6a8ff",
        "go": "#3d7a50",
        "cursor": "#ffffff",
    },
    "colour_blind": {  # no green for "right" against red for "wrong": blue against orange
        "window": "#26302b",
        "text": "#f0ece2",
        "title": "#f6e7c1",
        "dim": "#c4c0b5",
        "phase": "#d6d0c0",
        "help": "#b8b4a6",
        "panel": "#303b35",
        "panel_hover": "#36433c",
        "border": "#56665c",
        "button": "#3a4740",
        "button_hover": "#45554c",
        "button_border": "#6a7a70",
        "focus": "#56b4e9",
        "disabled": "#8a8d86",
        "selected": "#1f5f8b",
        "selected_text": "#ffffff",
        "field": "#1f2824",
        "dialog": "#2b3530",
        "refused": "#8a3c00",
        "refused_text": "#fff1e8",
        "info": "#1f4f75",
        "over": "#4a4330",
        "right": "#0b5c8f",
        "hint": "#5a3f5c",
        "lesson_step": "#e0a0c8",
        "go": "#0b5c8f",
        "cursor": "#f0e442",
    },
    "high_contrast": {  # black, white and yellow, thick outlines
        "window": "#000000",
        "text": "#ffffff",
        "title": "#ffff00",
        "dim": "#ffffff",
        "phase": "#ffffff",
        "help": "#ffffff",
        "panel": "#000000",
        "panel_hover": "#1a1a1a",
        "border": "#ffffff",
        "button": "#000000",
        "button_hover": "#333300",
        "button_border": "#ffffff",
        "focus": "#ffff00",
        "disabled": "#9a9a9a",
        "selected": "#ffff00",
        "selected_text": "#000000",
        "field": "#000000",
        "dialog": "#000000",
        "refused": "#000000",
        "refused_text": "#ffff00",
        "info": "#000000",
        "over": "#000000",
        "right": "#000000",
        "hint": "#000000",
        "lesson_step": "#ffff00",
        "go": "#000000",
        "cursor": "#ffff00",
    },
}


def style_sheet(base: int | None = None, palette: str | None = None) -> str:
    """The style sheet for a base text size of ``base`` pixels (the application font's) in
    ``palette`` (the one in use by default)."""
    px = base or theme.text_px()
    name = palette or theme.palette()
    c = COLOURS[name]
    strong = name == "high_contrast"
    line = 2 if strong else 1  # borders
    focus = 3 if strong else 2  # the focus outline
    message_border = f"border: {line}px solid {c['border']};" if strong else ""

    def size(factor: float) -> int:
        return max(px, round(px * factor))

    return f"""
QMainWindow, QWidget#gamePage, QWidget#startScreen {{ background: {c["window"]}; }}
QWidget {{ color: {c["text"]}; font-size: {px}px; }}
QLabel#title {{ font-size: {size(2.8)}px; font-weight: bold; color: {c["title"]}; margin: 8px; }}
QLabel#subtitle {{ font-size: {size(1.2)}px; color: {c["dim"]}; margin-bottom: 18px; }}
QPushButton#gameCard {{ background: {c["panel"]}; border: {focus}px solid {c["border"]};
    border-radius: 14px; }}
QPushButton#gameCard:hover, QPushButton#gameCard:focus {{
    border: {focus + 1}px solid {c["focus"]}; background: {c["panel_hover"]}; }}
QFrame#playersPanel, QWidget#sidebar QListWidget {{
    background: {c["panel"]}; border: {line}px solid {c["border"]}; border-radius: 8px; }}
QLabel#phase {{ color: {c["phase"]}; }}
QLabel#playerName {{ font-size: {size(1.12)}px; }}
QLabel#figure {{ color: {c["dim"]}; }}
QListWidget#moveList {{ font-family: monospace; }}
QListWidget::item:selected {{ background: {c["selected"]}; color: {c["selected_text"]}; }}
QListWidget:focus, QTabBar::tab:focus, QTextBrowser:focus {{
    border: {focus}px solid {c["focus"]}; }}
QPushButton {{ background: {c["button"]}; border: {line}px solid {c["button_border"]};
    border-radius: 6px; padding: 6px 10px; }}
QPushButton:hover {{ background: {c["button_hover"]}; }}
QPushButton:focus {{ border: {focus}px solid {c["focus"]}; }}
QPushButton:disabled {{ color: {c["disabled"]}; border-style: dashed; }}
QPushButton#choice {{ text-align: left; padding: 2px; border-color: {c["focus"]}; }}
QPushButton#choice[cursor="true"] {{ border: 3px dashed {c["cursor"]}; }}
QFrame#messageBar {{ background: {c["panel"]}; border-radius: 8px; {message_border} }}
QFrame#messageBar[kind="refused"] {{ background: {c["refused"]}; }}
QFrame#messageBar[kind="refused"] QLabel {{ color: {c["refused_text"]}; }}
QFrame#messageBar[kind="info"] {{ background: {c["info"]}; }}
QFrame#messageBar[kind="over"] {{ background: {c["over"]}; }}
QLabel#messageText {{ font-size: {size(1.07)}px; }}
QLabel#optionHelp {{ color: {c["help"]}; }}
QDialog {{ background: {c["dialog"]}; }}
QLineEdit, QComboBox, QSpinBox {{ background: {c["field"]};
    border: {line}px solid {c["button_border"]}; border-radius: 4px; padding: 4px; }}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus {{ border: {focus}px solid {c["focus"]}; }}
QComboBox QAbstractItemView {{ background: {c["field"]}; selection-background-color:
    {c["selected"]}; selection-color: {c["selected_text"]}; }}
QMenuBar {{ background: {c["field"]}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {c["selected"]};
    color: {c["selected_text"]}; }}
QMenu {{ background: {c["window"]}; border: {line}px solid {c["border"]}; }}
QMenu::item:disabled {{ color: {c["disabled"]}; }}
QToolTip {{ background: {c["field"]}; color: {c["text"]}; border: {line}px solid {c["border"]}; }}
QScrollBar:vertical {{ background: {c["window"]}; width: 11px; margin: 0; }}
QScrollBar::handle:vertical {{ background: {c["button_border"]}; border-radius: 5px;
    min-height: 28px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QGroupBox {{ border: {line}px solid {c["border"]}; border-radius: 6px; margin-top: 12px;
    padding-top: 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 8px; }}
QFrame#lessonPanel {{ background: {c["panel"]}; border: {line}px solid {c["border"]};
    border-radius: 8px; }}
QWidget#lessonInner, QScrollArea#lessonScroll, QScrollArea#analysisScroll,
QLabel#analysisStatus {{ background: transparent; }}
QLabel#lessonWhere {{ color: {c["dim"]}; }}
QLabel#lessonTitle {{ font-size: {size(1.3)}px; font-weight: bold; color: {c["title"]}; }}
QLabel#lessonStep {{ color: {c["lesson_step"]}; }}
QLabel#lessonText {{ font-size: {size(1.1)}px; }}
QLabel#lessonFeedback {{ border-radius: 6px; padding: 8px; background: {c["info"]};
    {message_border} }}
QLabel#lessonFeedback[kind="right"] {{ background: {c["right"]}; }}
QLabel#lessonFeedback[kind="wrong"] {{ background: {c["refused"]}; color: {c["refused_text"]}; }}
QLabel#lessonFeedback[kind="hint"] {{ background: {c["hint"]}; }}
QPushButton#lessonNext[ready="true"], QPushButton#lessonPlay {{
    background: {c["go"]}; border-color: {c["focus"]}; font-weight: bold; }}
QPushButton#learnButton {{ padding: 6px 16px; }}
QListWidget#lessonList {{ background: {c["window"]}; border: {line}px solid {c["border"]}; }}
QListWidget#lessonList::item {{ padding: 6px; border-bottom: 1px solid {c["button"]}; }}
QListWidget#lessonList::item:selected {{ background: {c["selected"]};
    color: {c["selected_text"]}; }}
QLabel#notice {{ border-radius: 8px; padding: 10px; background: {c["info"]}; {message_border} }}
QLabel#notice[kind="refused"] {{ background: {c["refused"]}; color: {c["refused_text"]}; }}
QWidget#resumeBox {{ background: {c["over"]}; border-radius: 8px; }}
QTextBrowser#rulesText {{ background: {c["window"]}; border: {line}px solid {c["border"]};
    padding: 8px; }}
"""
