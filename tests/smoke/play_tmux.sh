#!/usr/bin/env bash
# Smoke: `ror play` in a real terminal under tmux. Start a seeded solitaire game, answer
# decisions with Enter (reading the screen with capture-pane) until a Persuasion Attempt, whose
# options, found by typing (hopeless ones are folded), must show a Base Number and a percentage;
# type q there (a filter, not a quit), leave the filter with Escape, save and quit with Ctrl+Q,
# then check that the autosave holds every answer given and replays with `ror replay`, and that
# `ror replay --log` prints its log.
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

saved_answers() {  # how many answers of the Player the autosave holds
    python3 -c 'import json, sys; print(sum(isinstance(a, str) for a in json.load(open(sys.argv[1]))["answers"]))' "$save" 2>/dev/null || echo 0
}

wait_saved() {  # wait_saved N: until the autosave holds N answers (20 s at most)
    for _ in $(seq 100); do
        if [ "$(saved_answers)" -eq "$1" ]; then
            return 0
        fi
        sleep 0.2
    done
    echo "error: the autosave never held $1 answers" >&2
    return 1
}

# -e: a running tmux server keeps its own environment; the game needs this shell's.
tmux new-session -d -s "$session" -x 160 -y 45 -e "PATH=$PATH" -e "PYTHONPATH=${PYTHONPATH:-}" \
    "ror play --seed 3 --save '$save'; echo 'ror play exited'; sleep 30"
wait_for "Your decision"
answers=0
until screen | grep -qF "Persuasion Attempt"; do
    if [ "$answers" -ge 80 ]; then
        echo "error: no Persuasion Attempt in 80 answers; the screen shows:" >&2
        screen >&2
        exit 1
    fi
    tmux send-keys -t "$session" Enter
    answers=$((answers + 1))
    wait_saved "$answers"
    sleep 0.5
    wait_for "Your decision"
done
# Attempts with no chance are folded into one line; typing finds them (issue 30 item 9).
tmux send-keys -t "$session" persuades
shown=no
for _ in $(seq 100); do
    if screen | grep -qE "persuades .*Base Number -?[0-9]+, [0-9]+%"; then
        shown=yes
        break
    fi
    sleep 0.2
done
if [ "$shown" != yes ]; then
    echo "error: no Persuasion option shows a Base Number and a percentage:" >&2
    screen >&2
    exit 1
fi
tmux send-keys -t "$session" Escape
sleep 0.5
tmux send-keys -t "$session" q
sleep 1
if screen | grep -qF "ror play exited"; then
    echo "error: q typed on the option list quit the game" >&2
    exit 1
fi
wait_for " options"  # "n of m options": the filter narrowed the list
tmux send-keys -t "$session" Escape
sleep 0.5
tmux send-keys -t "$session" C-q
wait_for "ror play exited"
screen | grep -F "Game saved to $save"

answered="$(saved_answers)"
if [ "$answered" -ne "$answers" ]; then
    echo "error: the save holds $answered answers of the Player, not $answers" >&2
    exit 1
fi
ror replay "$save"
ror replay "$save" --log | grep -F "Turn 1, Forum Phase (1.07)" >/dev/null  # reads it all: -q would close the pipe early
echo "ok: $answers decisions answered under tmux, a Persuasion option showed its numbers, q filtered, the autosave replays"
