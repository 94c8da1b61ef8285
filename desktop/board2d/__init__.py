"""The 2D drawing the games' scenes build on: the scene base class (what is placed where, the
highlights, the texts that keep their size), the drawn pieces and marks, and the board described
for screen readers. The widget that shows it is ``desktop.boards.view2d``."""
