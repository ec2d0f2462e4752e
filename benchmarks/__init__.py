"""Speed measurements: runnable scripts, and pytest-benchmark tests run by `pytest benchmarks`."""
