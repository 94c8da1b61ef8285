"""Lessons and puzzles: their controllers (each an activity on the real board), their progress,
and the panels and browsers they share."""
