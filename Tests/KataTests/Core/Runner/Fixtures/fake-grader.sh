#!/bin/sh
# A stand-in for the test binary, for GradingSession's tests. It declares three checks and runs
# them in order; check b crashes (FAKE_MODE=crash) or hangs (FAKE_MODE=hang) unless skipped.
stream=""
skipping_b=no
while [ $# -gt 0 ]; do
    case "$1" in
        --event-stream-output-path) stream="$2"; shift ;;
        --skip) case "$2" in *b*) skipping_b=yes ;; esac; shift ;;
    esac
    shift
done
emit() { printf '%s\n' "$1" >> "$stream"; }
declare_test() {
    emit "{\"kind\":\"test\",\"payload\":{\"kind\":\"function\",\"id\":\"G.G/$1()\",\"name\":\"$1()\",\"displayName\":\"$2\",\"sourceLocation\":{\"line\":$3}},\"version\":0}"
}
event() {
    emit "{\"kind\":\"event\",\"payload\":{\"kind\":\"$1\",\"testID\":\"G.G/$2()\"},\"version\":0}"
}
declare_test a "1. First" 10
declare_test b "2. Second" 20
declare_test c "3. Third" 30
event testStarted a
event testEnded a
if [ "$skipping_b" = no ]; then
    event testStarted b
    if [ "$FAKE_MODE" = hang ]; then
        exec sleep 30
    fi
    echo "Onboarding/OnboardingCoordinator.swift:23: Fatal error: not yet" >&2
    kill -TRAP $$
fi
event testStarted c
emit '{"kind":"event","payload":{"kind":"issueRecorded","testID":"G.G/c()","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Expected Welcome."}]},"version":0}'
event testEnded c
emit '{"kind":"event","payload":{"kind":"runEnded"},"version":0}'
