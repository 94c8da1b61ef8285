"""What holds the board: the ``Session`` (what the window shows — the start screen, a game or a
study — and the games waiting), and the games in files: saving, opening, recent files and
the autosave of every game a player may come back to."""
