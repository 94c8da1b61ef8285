"""The computer opponent: one alpha-beta search for every game, the games' evaluations behind one
interface, and levels with human names.

- ``core.search.evaluation``: what the search asks of a game (``Evaluation``) and the generic
  fallback (``MaterialEvaluation``);
- ``core.search.engine``: the search itself (``Searcher``, ``Limits``, ``SearchResult``);
- ``core.search.levels``: the levels, from Beginner to Master;
- ``core.search.player``: choosing a move for a level (``choose_move``) and the baselines.

Nothing here looks a game up: the search is handed the game's evaluation
(``core.registry.evaluation_of``), and the games' kits import ``core.search.evaluation``.
"""
