"""The 2D board: the widget (``view``), and the drawing the games' scenes build on: the scene base
class (what is placed where, the highlights, the texts that keep their size, how pieces fly), the
drawn pieces and marks."""
