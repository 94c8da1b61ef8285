"""Measuring tools, apart from the program: benchmarks, the 3D frame rate, event stalls, the
layout report, the time to the first painted window and the installation's self-test."""
