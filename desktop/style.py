"""The application's style sheet: a dark green games table with light text."""

STYLE = """
QMainWindow, QWidget#gamePage, QWidget#startScreen { background: #26302b; }
QWidget { color: #ece8dc; font-size: 14px; }
QLabel#title { font-size: 40px; font-weight: bold; color: #f6e7c1; margin: 8px; }
QLabel#subtitle { font-size: 17px; color: #b9b5aa; margin-bottom: 18px; }
QPushButton#gameCard { background: #303b35; border: 2px solid #46544b; border-radius: 14px; }
QPushButton#gameCard:hover { border-color: #7fd69a; background: #36433c; }
QFrame#playersPanel, QWidget#sidebar QListWidget {
    background: #303b35; border: 1px solid #46544b; border-radius: 8px; }
QLabel#phase { color: #cfc9b8; }
QLabel#playerName { font-size: 16px; }
QLabel#figure { color: #b9b5aa; }
QListWidget#moveList { font-family: monospace; font-size: 13px; }
QListWidget#moveList::item:selected { background: #4d6b57; color: white; }
QPushButton { background: #3a4740; border: 1px solid #56665c; border-radius: 6px;
    padding: 6px 10px; }
QPushButton:hover { background: #45554c; }
QPushButton:disabled { color: #7d8079; }
QLabel#messageBar { background: #303b35; border-radius: 8px; padding: 8px 12px; font-size: 15px; }
QLabel#messageBar[kind="refused"] { background: #6b2d2d; color: #fff1e8; }
QLabel#messageBar[kind="info"] { background: #2d4f6b; }
QLabel#optionHelp { color: #a9a597; font-size: 12px; }
QDialog { background: #2b3530; }
QLineEdit, QComboBox, QSpinBox { background: #1f2824; border: 1px solid #56665c; border-radius: 4px;
    padding: 4px; }
QMenuBar { background: #1f2824; }
QMenuBar::item:selected, QMenu::item:selected { background: #4d6b57; }
QMenu { background: #26302b; border: 1px solid #46544b; }
QGroupBox { border: 1px solid #46544b; border-radius: 6px; margin-top: 12px; padding-top: 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 8px; }
"""
