"""The window, a frame: the main window with its menus built from the actions table, the start
screen, the game page, and the dialogs. It lays things out and sends intents to the session."""
