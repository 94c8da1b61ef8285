"""The bundle's entry point: ``desktop.app.main`` behind multiprocessing's freeze support.

The computer opponent thinks in a worker process started with ``spawn``: in a frozen program
that process is this executable again, and ``freeze_support()`` turns it into the worker
instead of a second window.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from desktop.app import main

    sys.exit(main())
