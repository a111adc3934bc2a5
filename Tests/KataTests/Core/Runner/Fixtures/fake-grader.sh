#!/bin/sh
# A stand-in for the test binary, for GradingSession's tests. It declares three checks and runs
# them in order; check b crashes (FAKE_MODE=crash, or crash-in-stdlib with a backtrace) or hangs
# (FAKE_MODE=hang, with the backtrace a Swift program prints when stopped) or allocates without
# end (FAKE_MODE=hog) unless skipped; with FAKE_MODE=hang-all, every check hangs. With
# FAKE_MODE=beating, check b runs for two seconds without an event, beating into $KATA_HEARTBEAT,
# and passes.
stream=""
skipping=""
while [ $# -gt 0 ]; do
    case "$1" in
        --event-stream-output-path) stream="$2"; shift ;;
        --skip) skipping="$skipping $2"; shift ;;
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
skipped() { case "$skipping" in *"$1"*) return 0 ;; esac; return 1; }
backtrace() {
    echo "Thread 0 crashed:" >&2
    echo "  0      0x00007f861916df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so" >&2
    echo "  1 [ra] 0x00007f86197e9f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so" >&2
    echo "  2 [ra] 0x000056344d11bfc1 Onboarding.OnboardingCoordinator.start() + 32 in G at /w/Exercises/01-onboarding/OnboardingCoordinator.swift:14:11" >&2
    echo "  3 [ra] 0x000056344d11c0a0 OnboardingChecks.startShowsWelcome() + 127 in G at /w/Tests/KataTests/01-onboarding/OnboardingChecks.swift:40:9" >&2
    echo "Backtrace took 0.10s" >&2
}
hang() {
    # A Swift program prints its backtrace when the runner's SIGTRAP arrives; a shell cannot
    # trap a signal its parent ignores, so this one prints it first, then stops making progress.
    backtrace
    exec sleep 30
}
declare_test a "1. First" 10
declare_test b "2. Second" 20
declare_test c "3. Third" 30
if ! skipped a; then
    event testStarted a
    [ "$FAKE_MODE" = hang-all ] && hang
    event testEnded a
fi
if ! skipped b; then
    event testStarted b
    case "$FAKE_MODE" in
        hang|hang-all) hang ;;
        beating) for _ in 1 2 3 4 5 6 7 8; do sleep 0.25; printf . >> "$KATA_HEARTBEAT"; done; event testEnded b ;;
        hog) backtrace; x=hoard; while :; do x="$x$x"; done ;;
        crash-in-stdlib) echo "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range" >&2; backtrace ;;
        *) echo "Onboarding/OnboardingCoordinator.swift:23: Fatal error: not yet" >&2 ;;
    esac
    [ "$FAKE_MODE" = beating ] || kill -TRAP $$
fi
event testStarted c
[ "$FAKE_MODE" = hang-all ] && hang
emit '{"kind":"event","payload":{"kind":"issueRecorded","testID":"G.G/c()","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Expected Welcome."}]},"version":0}'
event testEnded c
emit '{"kind":"event","payload":{"kind":"runEnded"},"version":0}'
