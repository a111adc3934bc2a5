#!/usr/bin/env bash
# Measures the learner's feedback loop: from an edit of an exercise to kata-runner's verdict, with
# `kata-runner check` (the kata built alone from the last full build's plan), with `check` and
# KATA_FULL_BUILD=1 (SwiftPM builds the workbook, as every check did before), and with
# `kata-runner watch` running (save to redrawn verdict); next to the floor of the full build: an
# incremental `swift build --build-tests` of the same build plus running that kata's grader from
# the test binary. Prints medians.
#
#   Scripts/feedback-loop.sh                        # kata 1, an edit inside a function, 5 rounds
#   KATA=5 EDIT=interface Scripts/feedback-loop.sh  # kata 5, a new method (the grader compiles again)
#   RUNS=9 KATA=capstone Scripts/feedback-loop.sh   # a kata by number or slug
#
# Every kata is measured on its reference solution, copied into the exercise folder meanwhile (a
# stub's checks fail before its explorer runs); the folder is restored when the script ends,
# however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-5}
kata=${KATA:-onboarding}
kind=${EDIT:-body}
# Each kata: its number, the file the edit goes in, its grader, and the line the edit goes next to.
case "$kata" in
    1|onboarding) number=1; file=Exercises/01-onboarding/OnboardingCoordinator.swift; grader=OnboardingGrader; anchor='    func start() {' ;;
    2|router) number=2; file=Exercises/02-router/AppRouter.swift; grader=RoutingGrader; anchor='    func navigate(to route: Route, animated: Bool) {' ;;
    3|child-coordinators) number=3; file=Exercises/03-child-coordinators/AppCoordinator.swift; grader=ChildCoordinatorsGrader; anchor='    func start() {' ;;
    4|deep-links) number=4; file=Exercises/04-deep-links/AppCoordinator.swift; grader=DeepLinksGrader; anchor='    func start() {' ;;
    5|path-coordinator) number=5; file=Exercises/05-path-coordinator/AuthCoordinator.swift; grader=PathCoordinatorGrader; anchor='    func navigate(to route: AuthRoute) {' ;;
    6|mvvm-c) number=6; file=Exercises/06-mvvm-c/ContactsCoordinator.swift; grader=ContactsFlowGrader; anchor='    func start() {' ;;
    7|coordinator-tests) number=7; file=Exercises/07-coordinator-tests/CheckoutCoordinatorTests.swift; grader=CheckoutTestsGrader; anchor='    init() {' ;;
    8|flows-that-wait) number=8; file=Exercises/08-flows-that-wait/SignInCoordinator.swift; grader=SignInFlowGrader; anchor='    func start() {' ;;
    9|capstone) number=9; file=Exercises/09-capstone/AppCoordinator.swift; grader=ShopAppGrader; anchor='    func start() {' ;;
    *) echo "feedback-loop: KATA must be a kata's number (1 to 9) or slug" >&2; exit 2 ;;
esac
case "$kind" in
    body|interface) ;;
    *) echo "feedback-loop: EDIT must be body (a statement inside a function) or interface (a new method)" >&2; exit 2 ;;
esac
filter="^$grader\\.$grader([./]|$)"
scratch=.build/kata-runner

folder=$(dirname "$file")
saved=$(mktemp -d)
cp -R "$folder/." "$saved"
cp "Sources/Solutions/$(basename "$folder")"/*.swift "$folder"/
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
# An edit as a learner makes one: a new statement after the anchor, or a new method before it.
edit() {
    cp "$backup" "$file"
    if [ "$kind" = body ]; then
        sed -i "s/^$anchor\$/$anchor\n        _ = \"feedback-loop edit $1\"/" "$file"
    else
        sed -i "s/^$anchor\$/    func feedbackLoopEdit_$1() {}\n\n$anchor/" "$file"
    fi
}
seconds() { awk -v ns="$1" 'BEGIN { printf "%.2f", ns / 1e9 }'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
check_round() {
    swift run kata-runner check "$number" >/dev/null 2>&1 || true
}
full_round() {
    KATA_FULL_BUILD=1 swift run kata-runner check "$number" >/dev/null 2>&1 || true
}
floor_round() {
    KATA_SUBJECT=exercises KATA_EXCLUDE= swift build --build-tests --scratch-path "$scratch" >/dev/null 2>&1
    KATA_GRADE=1 "$bin" --testing-library swift-testing --no-parallel --filter "$filter" >/dev/null 2>&1 || true
}
# Measures `runs` rounds of one way; the edit names are unique, so every round builds.
measure() {
    local way=$1 times=()
    for round in $(seq 1 "$runs"); do
        edit "${way}_$round"
        local start; start=$(now); "${way}_round"; times+=($(( $(now) - start )))
    done
    printf '%s\n' "${times[@]}" | median
}

echo "Warming up (first builds are not measured)…"
swift build --product kata-runner >/dev/null 2>&1
edit warm_1; full_round
edit warm_2; check_round

check_median=$(measure check)
full_median=$(measure full)

# Then watch mode alone, so no other build competes with it; its keys come from a fifo held open.
mkfifo "$watch_dir/keys"
sleep 100000 > "$watch_dir/keys" &
holder_pid=$!
runner_binary="$(swift build --show-bin-path)/kata-runner"
KATA_TIMINGS="$watch_dir/timings" "$runner_binary" watch "$number" < "$watch_dir/keys" > "$watch_dir/out" 2>&1 &
watch_pid=$!
verdicts() { grep -c "kata-runner watch · Kata $number " "$watch_dir/out" || true; }
wait_for_verdicts() {
    until [ "$(verdicts)" -ge "$1" ]; do sleep 0.005; done
}
wait_for_verdicts 1
: > "$watch_dir/timings"
watch_times=()
for round in $(seq 1 "$runs"); do
    seen=$(verdicts)
    edit "watch_$round"
    start=$(now); wait_for_verdicts $((seen + 1)); watch_times+=($(( $(now) - start )))
    sleep 0.5
done
kill "$watch_pid" 2>/dev/null; watch_pid=""
watch_median=$(printf '%s\n' "${watch_times[@]}" | median)

# The floor last: its build plans with another environment than kata-runner's.
bin="$(KATA_SUBJECT=exercises KATA_EXCLUDE= swift build --show-bin-path --scratch-path "$scratch")/CoordinatorKatasPackageTests.xctest"
floor_median=$(measure floor)

echo
echo "kata $number, an edit $( [ "$kind" = body ] && echo "inside a function" || echo "adding a method") -> verdict, median of $runs rounds on $(nproc) cores:"
echo "  kata-runner watch (save -> redrawn verdict):   $(seconds "$watch_median") s"
echo "  swift run kata-runner check $number:              $(seconds "$check_median") s"
echo "  the same with KATA_FULL_BUILD=1 (SwiftPM):     $(seconds "$full_median") s"
echo "  floor of the full build (build + grader):      $(seconds "$floor_median") s"
# Where watch's time went: the median of each phase kata-runner timed (KATA_TIMINGS), in order.
phases=$(awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); if (!(kv[1] in seen)) { seen[kv[1]] = 1; order[++n] = kv[1] } } } END { for (i = 1; i <= n; i++) print order[i] }' "$watch_dir/timings")
breakdown=""
for phase in $phases; do
    value=$(grep -o "$phase=[0-9.]*" "$watch_dir/timings" | cut -d= -f2 | sort -n | awk '{ a[NR] = $1 } END { printf "%.2f", (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }')
    breakdown="$breakdown${breakdown:+ · }$phase $value s"
done
echo "  where watch's time went (medians):             ${breakdown:-not measured}"
