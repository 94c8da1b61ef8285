"""The solver of Pylos, on the engine's upper floor beside study and tools: a small kernel in C
(``_kernel.c`` and the ``pylos_*.c`` files: the rules' move generation, the index of positions
under the board's symmetries, a pass of the retrograde solve), its Python face (``kernel``) and
the building, keeping and reading of a solved table (``table``; ``store``, the file it is kept in,
compressed in blocks; ``bench``, the whole solve measured). The kernel is built by the same
build as the compiled engine; where no C compiler was found, ``kernel.problem()`` says so and
nothing else is missing."""
