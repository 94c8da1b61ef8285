"""The engine's upper floor of tools: the command line (``python -m core``), the benchmarks
and the tournament between levels. They use the rules engine below them (``core``) and its
study floor (``core.study``); neither knows anything of them."""
