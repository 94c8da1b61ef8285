"""What the 2D board and the 3D view share: following the model (the signals both connect, and
the words they tell a screen reader), a move's steps played one after another, the keyboard
cursor, and double clicks told from two single ones. Each view lives with its own drawing, in
``desktop.board2d`` and ``desktop.board3d``; neither decides rules."""
