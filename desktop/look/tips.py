"""Tool tips that show their words as written."""

from __future__ import annotations

import html

from PySide6 import QtGui


def plain_tip(text: str) -> str:
    """``text`` for a tool tip that shows it as written, even where it looks like markup (a
    player named "<b>Zoë</b>"): Qt reads a tip as markup when its first tag is one it knows,
    so such a tip is escaped inside a paragraph, its line breaks kept."""
    if not text or not QtGui.Qt.mightBeRichText(text):
        return text
    return "<p>" + html.escape(text).replace("\n", "<br>") + "</p>"
