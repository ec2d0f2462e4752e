#!/usr/bin/env bash
# Smoke: `ror play` in a real terminal under tmux. Start a seeded solitaire game, answer 25
# decisions with Enter (reading the screen with capture-pane), quit with q, then check that
# the autosave holds the 25 answers and replays with `ror replay`.
# Run from a checkout with `ror` on PATH: bash tests/smoke/play_tmux.sh
set -euo pipefail

work="$(mktemp -d)"
save="$work/smoke.json"
session="ror-play-smoke-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT

screen() {
    tmux capture-pane -t "$session" -p
}

wait_for() {  # wait_for TEXT: until the screen shows TEXT (20 s at most)
    for _ in $(seq 100); do
        if screen | grep -qF "$1"; then
            return 0
        fi
        sleep 0.2
    done
    echo "error: the screen never showed '$1'; it shows:" >&2
    screen >&2
    return 1
}

# -e: a running tmux server keeps its own environment; the game needs this shell's.
tmux new-session -d -s "$session" -x 160 -y 45 -e "PATH=$PATH" -e "PYTHONPATH=${PYTHONPATH:-}" \
    "ror play --seed 3 --save '$save'; echo 'ror play exited'; sleep 30"
wait_for "Your decision"
for n in $(seq 25); do
    tmux send-keys -t "$session" Enter
    sleep 0.2
    wait_for "Your decision"
done
tmux send-keys -t "$session" q
wait_for "ror play exited"
screen | grep -F "Game saved to $save"

answered="$(python3 -c 'import json, sys; print(sum(isinstance(a, str) for a in json.load(open(sys.argv[1]))["answers"]))' "$save")"
if [ "$answered" -ne 25 ]; then
    echo "error: the save holds $answered answers of the Player, not 25" >&2
    exit 1
fi
ror replay "$save"
echo "ok: 25 decisions answered under tmux, the autosave replays"
