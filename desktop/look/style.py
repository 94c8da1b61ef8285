"""The application's style sheet: a dark green games table with light text, sized from the
application's font so that it follows the system's text size, in one of the palettes of
``desktop.theme`` (standard, colour-blind safe, high contrast)."""

from __future__ import annotations

from string import Template

from PySide6.QtWidgets import QWidget

from desktop.look import theme

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


TEMPLATE = """
QMainWindow, QWidget#gamePage, QWidget#startScreen { background: ${window}; }
QWidget { color: ${text}; font-size: ${px}px; }
QLabel#title { font-size: ${size_2_8}px; font-weight: bold; color: ${title}; margin: 8px; }
QLabel#subtitle { font-size: ${size_1_2}px; color: ${dim}; margin-bottom: 18px; }
QPushButton#gameCard { background: ${panel}; border: ${focus_px}px solid ${border};
    border-radius: 14px; }
QPushButton#gameCard:hover, QPushButton#gameCard:focus {
    border: ${focus_wide_px}px solid ${focus}; background: ${panel_hover}; }
QFrame#playersPanel, QWidget#sidebar QListWidget {
    background: ${panel}; border: ${line_px}px solid ${border}; border-radius: 8px; }
QLabel#phase { color: ${phase}; }
QLabel#playerName { font-size: ${size_1_12}px; }
QLabel#figure { color: ${dim}; }
QListWidget#moveList { font-family: monospace; }
QListWidget::item:selected { background: ${selected}; color: ${selected_text}; }
QListWidget:focus, QTabBar::tab:focus, QTextBrowser:focus {
    border: ${focus_px}px solid ${focus}; }
QPushButton { background: ${button}; border: ${line_px}px solid ${button_border};
    border-radius: 6px; padding: 6px 10px; }
QPushButton:hover { background: ${button_hover}; }
QPushButton:focus { border: ${focus_px}px solid ${focus}; }
QPushButton:disabled { color: ${disabled}; border-style: dashed; }
QPushButton#choice { text-align: left; padding: 2px; border-color: ${focus}; }
QPushButton#choice[cursor="true"] { border: 3px dashed ${cursor}; }
QFrame#messageBar { background: ${panel}; border-radius: 8px; ${message_border} }
QFrame#messageBar[kind="refused"] { background: ${refused}; }
QFrame#messageBar[kind="refused"] QLabel { color: ${refused_text}; }
QFrame#messageBar[kind="info"] { background: ${info}; }
QFrame#messageBar[kind="over"] { background: ${over}; }
QLabel#messageText { font-size: ${size_1_07}px; }
QLabel#optionHelp { color: ${help}; }
QDialog { background: ${dialog}; }
QLineEdit, QComboBox, QSpinBox { background: ${field};
    border: ${line_px}px solid ${button_border}; border-radius: 4px; padding: 4px; }
QLineEdit:focus, QComboBox:focus, QSpinBox:focus { border: ${focus_px}px solid ${focus}; }
QComboBox QAbstractItemView { background: ${field}; selection-background-color:
    ${selected}; selection-color: ${selected_text}; }
QMenuBar { background: ${field}; }
QMenuBar::item:selected, QMenu::item:selected { background: ${selected};
    color: ${selected_text}; }
QMenu { background: ${window}; border: ${line_px}px solid ${border}; }
QMenu::item:disabled { color: ${disabled}; }
QToolTip { background: ${field}; color: ${text}; border: ${line_px}px solid ${border}; }
QScrollBar:vertical { background: ${window}; width: 11px; margin: 0; }
QScrollBar::handle:vertical { background: ${button_border}; border-radius: 5px;
    min-height: 28px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; width: 0; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
QGroupBox { border: ${line_px}px solid ${border}; border-radius: 6px; margin-top: 12px;
    padding-top: 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 8px; }
QFrame#lessonPanel { background: ${panel}; border: ${line_px}px solid ${border};
    border-radius: 8px; }
QWidget#lessonInner, QScrollArea#lessonScroll, QScrollArea#analysisScroll,
QLabel#analysisStatus { background: transparent; }
QLabel#lessonWhere { color: ${dim}; }
QLabel#lessonTitle { font-size: ${size_1_3}px; font-weight: bold; color: ${title}; }
QLabel#lessonStep { color: ${lesson_step}; }
QLabel#lessonText { font-size: ${size_1_1}px; }
QLabel#lessonFeedback { border-radius: 6px; padding: 8px; background: ${info};
    ${message_border} }
QLabel#lessonFeedback[kind="right"] { background: ${right}; }
QLabel#lessonFeedback[kind="wrong"] { background: ${refused}; color: ${refused_text}; }
QLabel#lessonFeedback[kind="hint"] { background: ${hint}; }
QPushButton#lessonNext[ready="true"], QPushButton#lessonPlay {
    background: ${go}; border-color: ${focus}; font-weight: bold; }
QPushButton#learnButton { padding: 6px 16px; }
QListWidget#lessonList { background: ${window}; border: ${line_px}px solid ${border}; }
QListWidget#lessonList::item { padding: 6px; border-bottom: 1px solid ${button}; }
QListWidget#lessonList::item:selected { background: ${selected};
    color: ${selected_text}; }
QLabel#notice { border-radius: 8px; padding: 10px; background: ${info}; ${message_border} }
QLabel#notice[kind="refused"] { background: ${refused}; color: ${refused_text}; }
QWidget#resumeBox, QWidget#resumeInner { background: ${over}; border-radius: 8px; }
QTextBrowser#rulesText { background: ${window}; border: ${line_px}px solid ${border};
    padding: 8px; }
"""
"""The style sheet, its colours (``${role}``) and sizes (``${size_1_2}``: 1.2 times the
text's) left to fill."""

SIZES = (1.07, 1.1, 1.12, 1.2, 1.3, 2.8)


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

    values: dict[str, object] = dict(c)
    values.update(px=px, line_px=line, focus_px=focus, focus_wide_px=focus + 1)
    values["message_border"] = message_border
    for factor in SIZES:
        values["size_" + str(factor).replace(".", "_")] = max(px, round(px * factor))
    return Template(TEMPLATE).substitute(values)


def apply_look(window: QWidget) -> None:
    """Dress ``window`` (and everything in it) in the palette now in use."""
    window.setStyleSheet(style_sheet())
