#!/usr/bin/env bash
# kata-runner watch in a real terminal (tmux): the first verdict is drawn, a save re-grades and
# moves on when the kata passes, the keys work, and the terminal is left as it was found.
# Runs in a scratch copy of the workbook. Skips, saying so, where tmux is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v tmux >/dev/null; then
    echo "watch-tmux: tmux is not installed; skipped (0 passed, 0 failed)"
    exit 0
fi

work=$(mktemp -d)
session="kata-watch-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT
tar --exclude=./.build --exclude=./.kata -cf - . | tar -xf - -C "$work"
cd "$work"
swift build --product kata-runner >/dev/null 2>&1

screen() { tmux capture-pane -p -t "$session" -S -200; }
fail() { echo "watch-tmux: $1" >&2; echo "--- screen ---" >&2; screen >&2; exit 1; }
wait_for() {
    for _ in $(seq 1 1200); do
        screen | grep -q -- "$1" && return 0
        sleep 0.1
    done
    fail "timed out waiting for: $1"
}

tmux new-session -d -s "$session" -x 160 -y 50 \
    "swift run kata-runner watch onboarding; stty -a > '$work/stty.txt'; echo WATCH-ENDED; sleep 600"
echo "==> the first verdict is drawn"
wait_for "kata-runner watch · Kata 1 · The onboarding coordinator · not started"

echo "==> saving the solution re-grades, and watch moves on to kata 2"
cp Sources/Solutions/01-onboarding/*.swift Exercises/01-onboarding/
wait_for "On to kata 2"
wait_for "kata-runner watch · Kata 2 · The router and its screen factory"

echo "==> h shows a hint for kata 2's first failing check"
tmux send-keys -t "$session" h
wait_for "Hint 1 of 3 for 1. makeViewController"

echo "==> q quits, and the terminal is back in its normal mode"
tmux send-keys -t "$session" q
wait_for "WATCH-ENDED"
grep -qw -- "-icanon" stty.txt && fail "the terminal was left without line editing (icanon)"
grep -qw "echo" stty.txt || fail "the terminal was left without echo"

echo "watch-tmux: 4 passed, 0 failed"
