"""Perfect play for Pylos, built from the window: the table of a Pylos rule set is built by the
solver (``core.solver.table``) in a process of its own, in the background, at a low priority
(``worker``); the window starts, follows and stops it (``job``: its ``SolvingJob.solved`` signal
says when a table is ready), says what is on disk and what a build needs (``tables``), and shows
it in *Game › Perfect play for Pylos…* (``dialog``), in the status bar and in the analysis panel
(``shown``)."""
