"""What holds the board: the ``Session`` (the one current activity — start screen, game, lesson
or puzzle — and the games waiting), and the games in files: saving, opening, recent files and
the autosave of every game a player may come back to."""
