"""The rules modules, one per game."""
