#!/usr/bin/env bash
# Measures the learner's feedback loop: from a one-line edit of an exercise to kata-runner's
# verdict, once with `kata-runner check` and once with `kata-runner watch` running (save to
# redrawn verdict), next to the floor: an incremental `swift build --build-tests` of the same
# build plus running that kata's grader directly from the test binary. Prints medians and ratios.
#
#   Scripts/feedback-loop.sh                        # kata 1, 5 rounds
#   RUNS=9 Scripts/feedback-loop.sh
#   KATA=path-coordinator Scripts/feedback-loop.sh  # kata 5, the SwiftUI one
#   KATA=mvvm-c Scripts/feedback-loop.sh            # kata 6, UIKit and SwiftUI
#   KATA=coordinator-tests Scripts/feedback-loop.sh # kata 7, the learner's own tests
#   KATA=flows-that-wait Scripts/feedback-loop.sh   # kata 8, a flow that waits on a service
#   KATA=capstone Scripts/feedback-loop.sh          # kata 9, the whole app
#
# Katas 7 to 9 are measured on their reference (kata 7's stub has no tests; kata 8's would fail at
# once; kata 9's has no coordinator to edit), copied into the exercise folder meanwhile. The exercise folder is restored when the
# script ends, however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-5}
kata=${KATA:-onboarding}
# Each measured kata: its number, the file the edit goes in, its grader, and the line the edit follows.
case "$kata" in
    onboarding) number=1; file=Exercises/01-onboarding/OnboardingCoordinator.swift; grader=OnboardingGrader; anchor='    func start() {' ;;
    path-coordinator) number=5; file=Exercises/05-path-coordinator/AuthCoordinator.swift; grader=PathCoordinatorGrader; anchor='    func navigate(to route: AuthRoute) {' ;;
    mvvm-c) number=6; file=Exercises/06-mvvm-c/ContactsCoordinator.swift; grader=ContactsFlowGrader; anchor='    func start() {' ;;
    coordinator-tests) number=7; file=Exercises/07-coordinator-tests/CheckoutCoordinatorTests.swift; grader=CheckoutTestsGrader; anchor='    init() {'; seed=Sources/Solutions/07-coordinator-tests ;;
    flows-that-wait) number=8; file=Exercises/08-flows-that-wait/SignInCoordinator.swift; grader=SignInFlowGrader; anchor='    func start() {'; seed=Sources/Solutions/08-flows-that-wait ;;
    capstone) number=9; file=Exercises/09-capstone/AppCoordinator.swift; grader=ShopAppGrader; anchor='    func start() {'; seed=Sources/Solutions/09-capstone ;;
    *) echo "feedback-loop: KATA must be onboarding, path-coordinator, mvvm-c, coordinator-tests, flows-that-wait or capstone" >&2; exit 2 ;;
esac
filter="^$grader\\.$grader([./]|$)"
scratch=.build/kata-runner

folder=$(dirname "$file")
saved=$(mktemp -d)
cp -R "$folder/." "$saved"
if [ -n "${seed:-}" ]; then
    cp "$seed"/*.swift "$folder"/
fi
backup=$(mktemp)
cp "$file" "$backup"
watch_dir=$(mktemp -d)
watch_pid=""
cleanup() {
    [ -n "$watch_pid" ] && kill "$watch_pid" 2>/dev/null
    [ -n "${holder_pid:-}" ] && kill "$holder_pid" 2>/dev/null
    rm -rf "${folder:?}"/*
    cp -R "$saved/." "$folder"
    rm -rf "$backup" "$watch_dir" "$saved"
}
trap cleanup EXIT

now() { date +%s%N; }
# A one-line edit inside a function body, as a learner makes: a new statement after the anchor.
edit() {
    cp "$backup" "$file"
    sed -i "s/^$anchor\$/$anchor\n        _ = \"feedback-loop edit $1\"/" "$file"
}
seconds() { awk -v ns="$1" 'BEGIN { printf "%.2f", ns / 1e9 }'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

floor_round() {
    KATA_SUBJECT=exercises KATA_EXCLUDE= swift build --build-tests --scratch-path "$scratch" >/dev/null 2>&1
    KATA_GRADE=1 "$bin" --testing-library swift-testing --no-parallel --filter "$filter" >/dev/null 2>&1 || true
}

runner_round() {
    swift run kata-runner check "$kata" >/dev/null 2>&1 || true
}

echo "Warming up (first builds are not measured)…"
swift build --product kata-runner >/dev/null 2>&1
runner_round
bin="$(KATA_SUBJECT=exercises KATA_EXCLUDE= swift build --show-bin-path --scratch-path "$scratch")/CoordinatorKatasPackageTests.xctest"

runner_times=()
floor_times=()
for round in $(seq 1 "$runs"); do
    edit "runner-$round"
    start=$(now); runner_round; runner_times+=($(( $(now) - start )))
    edit "floor-$round"
    start=$(now); floor_round; floor_times+=($(( $(now) - start )))
    echo "round $round: check $(seconds "${runner_times[-1]}") s, floor $(seconds "${floor_times[-1]}") s"
done

# Then watch mode alone, so no other build competes with it; its keys come from a fifo held open.
mkfifo "$watch_dir/keys"
sleep 100000 > "$watch_dir/keys" &
holder_pid=$!
runner_binary="$(swift build --show-bin-path)/kata-runner"
"$runner_binary" watch "$kata" < "$watch_dir/keys" > "$watch_dir/out" 2>&1 &
watch_pid=$!
verdicts() { grep -c "kata-runner watch · Kata $number " "$watch_dir/out" || true; }
wait_for_verdicts() {
    until [ "$(verdicts)" -ge "$1" ]; do sleep 0.005; done
}
wait_for_verdicts 1

watch_times=()
for round in $(seq 1 "$runs"); do
    seen=$(verdicts)
    edit "watch-$round"
    start=$(now); wait_for_verdicts $((seen + 1)); watch_times+=($(( $(now) - start )))
    echo "round $round: watch $(seconds "${watch_times[-1]}") s"
    sleep 0.5
done

runner_median=$(printf '%s\n' "${runner_times[@]}" | median)
watch_median=$(printf '%s\n' "${watch_times[@]}" | median)
floor_median=$(printf '%s\n' "${floor_times[@]}" | median)
echo
echo "one-line edit -> verdict, median of $runs rounds on $(nproc) cores:"
echo "  swift run kata-runner check $kata:        $(seconds "$runner_median") s"
echo "  kata-runner watch (save -> redrawn verdict): $(seconds "$watch_median") s"
echo "  floor (build --build-tests + grader):      $(seconds "$floor_median") s"
awk -v r="$runner_median" -v w="$watch_median" -v f="$floor_median" \
    'BEGIN { printf "  ratio to the floor: check %.2fx, watch %.2fx\n", r / f, w / f }'
