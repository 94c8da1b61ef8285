"""The widgets around the board: players, moves, messages."""
