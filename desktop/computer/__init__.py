"""The computer at the table: the players and hints of the window (``player``), the worker
process that searches and analyses (``thinker``) and the clock the two share so that the search
stands aside while the window draws (``busy``)."""
