#!/usr/bin/env bash
# Re-render the README's pictures: one finished game of each game (records in finished-games.txt).
set -euo pipefail
cd "$(dirname "$0")"
while read -r game moves; do
  ../../.venv/bin/python -m desktop --game "$game" --moves "$moves" --export-png "2d-$game.png"
done < finished-games.txt
