"""How the program looks: the palettes (``theme``: colours for the pieces and the marks, and a
full ``QPalette`` for every widget), the style sheet for what a palette cannot say, the icons,
and the real pieces' sizes that both drawings keep (``physical``)."""
