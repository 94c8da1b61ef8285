"""The two board widgets — the 2D board (``view2d``) and the 3D view (``view3d``, which alone
loads numpy and OpenGL) — and what they share: a move's steps played one after another, the
keyboard cursor, pieces flown from place to place, and each game's 3D table looked up in the
registry. They render the model and send it the player's clicks; they never decide rules."""
