"""The application's style sheet: a dark green games table with light text, sized from the
application's font so that it follows the system's text size, in one of the palettes of
``desktop.theme`` (standard, colour-blind safe, high contrast)."""

from __future__ import annotations

from string import Template

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

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
        "go": "#2f6b42",
        "cursor": "#ffffff",
        "link": "#9fd8ff",
        "scroll": "#8a998f",
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
        "link": "#8fd3ff",
        "scroll": "#94a39a",
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
        "link": "#00ffff",
        "scroll": "#ffff00",
    },
}


TEMPLATE = """QWidget { font-size: ${px}px; }
${check_boxes}
QLineEdit { background: ${field}; border: ${line_px}px solid ${button_border};
    border-radius: 4px; padding: 3px; }
QLineEdit:focus { border: ${focus_px}px solid ${focus}; }

QMainWindow, QWidget#gamePage, QWidget#startScreen { background: ${window}; }
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
QPushButton { background: ${button}; border: ${line_px}px solid ${button_border};
    border-radius: 6px; padding: 6px 10px; }
QPushButton:hover { background: ${button_hover}; }
QPushButton:focus { border: ${focus_px}px solid ${focus}; }
QPushButton:disabled { color: ${disabled}; border-style: dashed; }
QPushButton#choice { text-align: left; padding: 2px; border-color: ${focus}; }
QPushButton#choice:focus { border: 3px solid ${cursor}; background: ${button_hover}; }
QPushButton#choice[cursor="true"] { border: 3px dashed ${cursor}; }
QFrame#messageBar { background: ${panel}; border-radius: 8px; ${message_border} }
QFrame#messageBar[kind="refused"] { background: ${refused}; }
QFrame#messageBar[kind="refused"] QLabel { color: ${refused_text}; }
QFrame#messageBar[kind="info"] { background: ${info}; }
QFrame#messageBar[kind="over"] { background: ${over}; }
QLabel#messageText { font-size: ${size_1_07}px; }
QFrame#lineBar { background: ${panel}; border: ${line_px}px solid ${border}; border-radius: 8px; }
QFrame#lineBar[showing="true"] { background: ${info}; ${message_border} }
QFrame#lineBar QPushButton { padding: 3px 10px; }
QFrame#gameSummary { background: ${over}; border-radius: 8px; ${message_border} }
QLabel#summaryTitle { font-size: ${size_1_3}px; font-weight: bold; }
QPushButton#summaryClose { padding: 0px; }
QLabel#optionHelp { color: ${help}; }
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
QPushButton#learnButton { padding: 6px 10px; }
QPushButton#playButton { background: ${go}; border-color: ${focus}; font-weight: bold;
    padding: 6px 14px; }
QListWidget#lessonList, QListWidget#puzzleList, QListWidget#practiceList {
    border: ${line_px}px solid ${border}; }
/* no padding at the sides: Qt wraps the words inside it, but makes the row as high as the words
   wrapped without it, and a long line came out cut short */
QListWidget#lessonList::item, QListWidget#puzzleList::item, QListWidget#practiceList::item {
    padding: 5px 0px; border-bottom: 1px solid ${button}; }
QListWidget#lessonList::item:selected, QListWidget#puzzleList::item:selected,
QListWidget#practiceList::item:selected { background: ${selected}; color: ${selected_text}; }
QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }
QLabel#notice { border-radius: 8px; padding: 10px; background: ${info}; ${message_border} }
QLabel#notice[kind="refused"] { background: ${refused}; color: ${refused_text}; }
QProgressBar { background: ${field}; border: ${line_px}px solid ${button_border};
    border-radius: 4px; }
QProgressBar::chunk { background: ${focus}; }
QLabel#perfectPlayProblem { border-radius: 6px; padding: 6px; background: ${refused};
    color: ${refused_text}; ${message_border} }
QWidget#resumeBox, QWidget#resumeInner { background: ${over}; border-radius: 8px; }
QTextBrowser#rulesText { background: ${window}; border: ${line_px}px solid ${border};
    padding: 8px; }
/* scroll bars: a handle that stands out from its groove in every palette (3:1 at least) */
QScrollBar:vertical { background: ${field}; width: ${scroll_px}px; margin: 0px;
    border: ${line_px}px solid ${border}; }
QScrollBar:horizontal { background: ${field}; height: ${scroll_px}px; margin: 0px;
    border: ${line_px}px solid ${border}; }
QScrollBar::handle:vertical { background: ${scroll}; border-radius: 4px; min-height: 28px;
    margin: 2px; }
QScrollBar::handle:horizontal { background: ${scroll}; border-radius: 4px; min-width: 28px;
    margin: 2px; }
QScrollBar::handle:hover { background: ${focus}; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0px; height: 0px; border: none; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
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
    # Fusion outlines a check box in a shade of the window's colour: none on black. High
    # contrast draws the box itself, white, filled with the selection's yellow when ticked.
    boxes = (
        f"QCheckBox::indicator {{ width: {px - 2}px; height: {px - 2}px; background: "
        f"{c['field']}; border: {line}px solid {c['border']}; border-radius: 2px; }}\n"
        f"QCheckBox::indicator:checked {{ background: {c['selected']}; }}\n"
        f"QCheckBox::indicator:focus {{ border-color: {c['focus']}; }}"
        if strong
        else ""
    )

    values: dict[str, object] = dict(c)
    values.update(px=px, line_px=line, focus_px=focus, focus_wide_px=focus + 1)
    values["scroll_px"] = max(12, round(px * 0.9)) + 2 * line
    values["message_border"] = message_border
    values["check_boxes"] = boxes
    for factor in SIZES:
        values["size_" + str(factor).replace(".", "_")] = max(px, round(px * factor))
    return Template(TEMPLATE).substitute(values)


def qt_palette(name: str | None = None) -> QPalette:
    """The palette ``name`` (the one in use by default) as a whole ``QPalette``: every role,
    in every colour group, so that every widget — ours and Qt's own dialogs, lists, tabs, spin
    boxes, menus, tool tips — draws readable text on its own background."""
    c = COLOURS[name or theme.palette()]
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: c["window"],
        QPalette.ColorRole.WindowText: c["text"],
        QPalette.ColorRole.Base: c["field"],
        QPalette.ColorRole.AlternateBase: c["panel"],
        QPalette.ColorRole.Text: c["text"],
        QPalette.ColorRole.BrightText: c["title"],
        QPalette.ColorRole.Button: c["button"],
        QPalette.ColorRole.ButtonText: c["text"],
        QPalette.ColorRole.Highlight: c["selected"],
        QPalette.ColorRole.HighlightedText: c["selected_text"],
        QPalette.ColorRole.Link: c["link"],
        QPalette.ColorRole.LinkVisited: c["link"],
        QPalette.ColorRole.PlaceholderText: c["dim"],
        QPalette.ColorRole.ToolTipBase: c["field"],
        QPalette.ColorRole.ToolTipText: c["text"],
        QPalette.ColorRole.Light: c["button_hover"],
        QPalette.ColorRole.Midlight: c["button_hover"],
        QPalette.ColorRole.Mid: c["border"],
        QPalette.ColorRole.Dark: c["field"],
        QPalette.ColorRole.Shadow: "#000000",
        QPalette.ColorRole.Accent: c["focus"],
    }
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(c["disabled"]))
    return palette


def apply_look(window: QWidget | None = None) -> None:
    """Dress the whole application (every window and dialog, Qt's own too) in the palette now
    in use: the Fusion style, the palette's ``QPalette``, and the style sheet for the rest."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        if app.property("look") != "fusion":  # (under a style sheet, the style has no name)
            app.setStyle("Fusion")
            app.setProperty("look", "fusion")
        # The same again (a second window opening) would only make Qt polish every widget
        # anew: a third of a window's making. (Never set an empty sheet to put one back: Qt
        # then crashes in a later window's setStyleSheet.)
        palette, sheet = qt_palette(), style_sheet()
        if app.palette() != palette:
            app.setPalette(palette)
        if app.styleSheet() != sheet:
            app.setStyleSheet(sheet)
    elif window is not None:
        window.setStyleSheet(style_sheet())
