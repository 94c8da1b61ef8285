"""The engine's upper floor for learning: lessons (``tutorial``) and the curriculum they make,
puzzles, practice against the computer, the analysis of a game, and the study files they are
kept in. It uses the rules engine below it (``core``); the engine knows nothing of it."""
