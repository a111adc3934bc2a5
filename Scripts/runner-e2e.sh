#!/usr/bin/env bash
# End to end, as a learner meets kata-runner: in a scratch copy of the workbook, a lesson piped
# is plain text with its diagram drawn, the shipped stub is unfinished, `start` and `skip` move
# "Next up" and `list` shows each kata's standing, what the learner's code prints is shown under
# its check and in the JSON, the reference solution in its place is done and `explore` draws its
# graph (on the stub it says why it cannot), kata 7 shows which test caught which broken
# coordinator, a crash in the standard library, exit(0), abort() and a start() that never returns
# are located at the learner's line (the hang within 15 s), runaway recursion is
# named with the functions that recurse, memory that runs away is stopped and named, an Xcode
# #Preview is left out of the build, a typo is reported at its file and line, kata 1 is built
# alone after an edit (a new method too) and by SwiftPM after a new file (a file added to kata
# 7's tests too), and a kata scaffolded with `new` passes verify and is taken back cleanly; a
# warning in the learner's file follows the verdict; Exercism's bin/run.sh writes results.json;
# grade-all grades a class into one page and a CSV and puts the workbook's exercises back.
# Exits non-zero, saying which step failed, if any expectation does not hold.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar --exclude=./.build --exclude=./.kata --exclude=./.git -cf - . | tar -xf - -C "$work"
cd "$work"

fail() { echo "runner-e2e: $1" >&2; echo "--- output ---" >&2; cat "$work/out.txt" >&2; exit 1; }

run_runner() {
    set +e
    NO_COLOR=1 swift run ${SWIFT_RUN_OPTIONS:-} kata-runner "$@" >"$work/out.txt" 2>&1
    status=$?
    set -e
}

echo "==> the shipped stub: unfinished, with its failing checks"
run_runner
[ "$status" -eq 1 ] || fail "expected exit code 1 for the stub, got $status"
grep -q "not started (0/7 checks)" out.txt || fail "expected the stub to be 'not started (0/7 checks)'"
grep -q "\[ \] 1. start() shows Welcome as the only screen" out.txt || fail "expected check 1 in the checklist"

echo "==> lesson: rendered as plain text when piped, its diagram drawn with boxes and arrows"
run_runner lesson 8
[ "$status" -eq 0 ] || fail "expected exit code 0 for lesson 8, got $status"
! grep -q $'\x1b' out.txt || fail "expected no escape codes in a piped lesson"
! grep -q '```' out.txt || fail "expected no Markdown fences in the rendered lesson"
grep -q "│ OrderCoordinator │" out.txt || fail "expected lesson 8's diagram drawn as boxes"
grep -q "throws CancellationError" out.txt || fail "expected the diagram's messages"
grep -q "^Before you start$" out.txt || fail "expected headings without their #"

echo "==> start and skip: Next up counts from where the learner begins; list shows where each kata stands"
run_runner start 6
[ "$status" -eq 0 ] || fail "expected exit code 0 for start, got $status"
grep -q "Next up: kata 6, View models and their coordinator" out.txt || fail "expected kata 6 next after start 6"
run_runner list
grep -q "mvvm-c  View models and their coordinator  · not started  ← next" out.txt || fail "expected list to mark kata 6 next"
grep -q "onboarding  The onboarding coordinator  · not started" out.txt || fail "expected list to show kata 1 not started"
run_runner skip 6
grep -q "Next up: kata 7, " out.txt || fail "expected kata 7 next once kata 6 is skipped"
run_runner list
grep -q "· not started, skipped" out.txt || fail "expected list to mark kata 6 skipped"
run_runner start 1
grep -q "Next up: kata 1, " out.txt || fail "expected kata 1 next after start 1"

echo "==> what the learner's code prints: under the failing check, and in the JSON's output field"
sed -i 's/    func start() {/    func start() {\n        print("starting the onboarding")/' Exercises/01-onboarding/OnboardingCoordinator.swift
run_runner check onboarding --json results.json
grep -q "Your code printed:" out.txt || fail "expected the learner's output under a failing check"
grep -q "│ starting the onboarding" out.txt || fail "expected the printed line under the check"
grep -q '"output" : "starting the onboarding' results.json || fail "expected the printed line in the JSON's output field"
cp Stubs/01-onboarding/OnboardingCoordinator.swift Exercises/01-onboarding/

echo "==> Exercism's interface: bin/run.sh grades a solution folder into results.json, and leaves Exercises/ as it was"
solution=$(mktemp -d)
cp Sources/Solutions/01-onboarding/*.swift "$solution"/
exercise_before=$(cat Exercises/01-onboarding/*.swift | md5sum)
set +e
bin/run.sh onboarding "$solution" "$work/exercism" >"$work/out.txt" 2>&1
status=$?
set -e
[ "$status" -eq 0 ] || fail "expected bin/run.sh to exit 0, got $status"
cp "$work/exercism/results.json" out.txt
grep -q '"version" : 3' out.txt || fail "expected results.json in version 3"
grep -q '"status" : "pass"' out.txt || fail "expected the reference solution to pass"
grep -q '"test_code" : "checks.startShowsWelcome()"' out.txt || fail "expected each check's code from the checks table"
grep -q '"task_id" : 7' out.txt || fail "expected a task_id per check"
[ "$(cat Exercises/01-onboarding/*.swift | md5sum)" = "$exercise_before" ] || fail "expected Exercises/01-onboarding/ put back as it was"
rm -rf "$solution"

echo "==> explore on the stub: the explorer does not run, and kata-runner says why"
run_runner explore onboarding
[ "$status" -eq 1 ] || fail "expected exit code 1 for explore on the stub, got $status"
grep -q "The explorer did not run, so there is nothing to draw" out.txt || fail "expected explore to say the explorer did not run"

echo "==> the reference solution in kata 1's place: kata 1 done, the rest still to do"
cp Sources/Solutions/01-onboarding/*.swift Exercises/01-onboarding/
run_runner check onboarding
[ "$status" -eq 0 ] || fail "expected exit code 0 for kata 1 with its solution, got $status"
grep -q "done (7/7 checks)" out.txt || fail "expected 'done (7/7 checks)'"

echo "==> explore on the reference: every state drawn as a page, DOT, Mermaid and JSON in .kata/explore/01-onboarding/"
run_runner explore onboarding
[ "$status" -eq 0 ] || fail "expected exit code 0 for explore on kata 1's solution, got $status"
grep -q "Your app did what the lesson's app does after every step tried." out.txt || fail "expected the solution to do what the lesson's app does"
for file in graph.html graph.dot graph.mmd graph.json; do
    [ -s ".kata/explore/01-onboarding/$file" ] || fail "expected .kata/explore/01-onboarding/$file"
done
grep -q '<svg xmlns="http://www.w3.org/2000/svg"' .kata/explore/01-onboarding/graph.html || fail "expected the graph drawn in the page"
! grep -q '<script' .kata/explore/01-onboarding/graph.html || fail "expected a page without a script"

echo "==> grade-all: a class of three graded into one page and a CSV, this workbook's own exercises put back"
class=$(mktemp -d)
mkdir -p "$class/ann/Exercises" "$class/bob" "$class/notes"
cp -RL Sources/Solutions/01-onboarding Sources/Solutions/07-coordinator-tests "$class/ann/Exercises/"
cp -RL Stubs/01-onboarding "$class/bob/"
cp -RL Sources/Solutions/02-router "$class/bob/"
sed -i '0,/func /s/func /func broken( /' "$class/bob/02-router/Router.swift"
own_before=$(find Exercises -type f | sort | xargs cat | md5sum)
run_runner grade-all "$class"
[ "$status" -eq 0 ] || fail "expected grade-all to exit 0 once its report is written, got $status"
grep -q "Graded 2 workbooks in" out.txt || fail "expected two learners graded"
grep -q "Left out, with no kata folder in them: notes." out.txt || fail "expected the folder without kata folders left out"
csv=.kata/class/report/grades.csv
grep -q "^ann,2/9,[0-9.]*,passed (7/7),not handed in,not handed in,not handed in,not handed in,not handed in,passed (12/12),not handed in,not handed in," "$csv" || fail "expected ann's row: katas 1 and 7 passed, the others not handed in"
grep -q "^bob,0/9,[0-9.]*,0/7 · first failing: 1. start() shows Welcome as the only screen,does not compile · " "$csv" || fail "expected bob's row: kata 1 failing at check 1, kata 2 not compiling"
grep -q 'href="learners/bob.html#kata-2"' .kata/class/report/report.html || fail "expected each cell linked to the learner's page"
grep -q 'id="kata-7"' .kata/class/report/learners/ann.html || fail "expected ann's page with kata 7's checklist"
[ "$(find Exercises -type f | sort | xargs cat | md5sum)" = "$own_before" ] || fail "expected the workbook's own exercises put back as they were"
[ ! -e .kata/class/own-exercises ] || fail "expected nothing left aside"
rm -rf "$class"

echo "==> a warning in the learner's file: shown after the verdict, at its line"
sed -i 's/    func start() {/    func start() {\n        var unchanged = 1\n        _ = unchanged/' Exercises/01-onboarding/OnboardingCoordinator.swift
run_runner check onboarding
[ "$status" -eq 0 ] || fail "expected kata 1 with a warning to pass, got $status"
grep -q "The compiler has a warning about your code" out.txt || fail "expected the warning after the verdict"
grep -q "Exercises/01-onboarding/OnboardingCoordinator.swift:[0-9]*:[0-9]*: variable 'unchanged' was never mutated" out.txt \
    || fail "expected the warning at the learner's file and line"
grep -qE "^  (Sources|Tests)/[^ ]*:[0-9]+:[0-9]+: " out.txt && fail "expected no warning of the grader's or the model's"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift Exercises/01-onboarding/

echo "==> every reference solution in place: everything done"
for solution in Sources/Solutions/*/; do
    cp "$solution"*.swift "Exercises/$(basename "$solution")/"
done
run_runner
[ "$status" -eq 0 ] || fail "expected exit code 0 with every solution, got $status"
grep -q "Every kata passes." out.txt || fail "expected 'Every kata passes.'"

echo "==> kata 7's table: which test caught which broken coordinator, the tests that caught none, and what an uncaught one gets wrong"
tests=Exercises/07-coordinator-tests/CheckoutCoordinatorTests.swift
sed -i '/@Test func backFromTheCartCancelsCheckout/,/^    }$/d' "$tests"
run_runner check 7
[ "$status" -eq 1 ] || fail "expected exit code 1 for kata 7 with Back untested, got $status"
grep -q "Which of your tests caught which broken coordinator:" out.txt || fail "expected kata 7's table"
grep -q "  2. A coordinator that skips the address: .*checkoutPushesTheAddressScreen()" out.txt || fail "expected the tests that caught the coordinator that skips the address"
grep -q "  8. A coordinator that reports twice: checkoutEndsOnceWhateverFollowsDone()$" out.txt || fail "expected the one test that caught reporting twice"
grep -q "  9. A coordinator that ignores Back from the cart: no test yet" out.txt || fail "expected the coordinator no test caught"
grep -q "Your test that caught none: startPushesTheCart()." out.txt || fail "expected the test that caught none"
grep -q "  • Task 9: it reports nothing when the user goes Back from the cart." out.txt || fail "expected what the uncaught coordinator gets wrong"
! grep -q "popByUser" out.txt || fail "expected the table not to hand over the test"
cp Sources/Solutions/07-coordinator-tests/CheckoutCoordinatorTests.swift "$tests"

echo "==> kata 7 with a file the learner adds to their tests: built and graded with it"
printf 'let cartTitle = "Cart"\n' > Exercises/07-coordinator-tests/CartTitle.swift
printf '\nlet cartTitleSeen = cartTitle\n' >> "$tests"
run_runner check 7
[ "$status" -eq 0 ] || fail "expected kata 7 with a new file in its tests to pass, got $status"
grep -q "done (12/12 checks)" out.txt || fail "expected kata 7 graded with its new file"
rm Exercises/07-coordinator-tests/CartTitle.swift
cp Sources/Solutions/07-coordinator-tests/CheckoutCoordinatorTests.swift "$tests"

echo "==> a crash inside the standard library: located at the learner's line"
coordinator=Exercises/01-onboarding/OnboardingCoordinator.swift
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift "$coordinator"
sed -i 's/    func start() {/    func start() {\n        let steps = [String]()\n        _ = steps[1]/' "$coordinator"
line=$(grep -n "_ = steps\[1\]" "$coordinator" | cut -d: -f1)
run_runner check onboarding
[ "$status" -eq 1 ] || fail "expected exit code 1 for a crashing kata, got $status"
grep -q "Index out of range, in \`OnboardingCoordinator.start()\` at $coordinator:$line" out.txt \
    || fail "expected the crash at $coordinator:$line, not in the standard library"
[ -x .build/kata-runner/single/Onboarding.xctest ] || fail "expected kata 1 built alone, from the full build's plan, after an edit inside a function"

echo "==> exit(0) in start(): named as ending the process, at the learner's line"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift "$coordinator"
sed -i 's/    func start() {/    func start() {\n        exit(0)/' "$coordinator"
run_runner check onboarding
[ "$status" -eq 1 ] || fail "expected exit code 1 for a start() that calls exit, got $status"
grep -q "Your code ended the process during this check: exit() was called, in \`OnboardingCoordinator.start()\` at $coordinator:" out.txt \
    || fail "expected exit() named at the learner's line"
grep -q "signal 0" out.txt && fail "expected no 'signal 0' for exit(0)"

echo "==> abort() in start(): named as ending the process, at the learner's line"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift "$coordinator"
sed -i 's/    func start() {/    func start() {\n        abort()/' "$coordinator"
line=$(grep -n "        abort()" "$coordinator" | cut -d: -f1)
run_runner check onboarding
[ "$status" -eq 1 ] || fail "expected exit code 1 for a start() that calls abort, got $status"
grep -q "Your code ended the process during this check: abort() was called, in \`OnboardingCoordinator.start()\` at $coordinator:$line" out.txt \
    || fail "expected abort() named at $coordinator:$line"

echo "==> a start() that never returns: every check stopped where it loops, the kata graded in under 15 s"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift "$coordinator"
sed -i 's/    func start() {/    func start() {\n        var spins = 0\n        while spins >= 0 { spins \&+= 1 }/' "$coordinator"
run_runner check onboarding
started=$(date +%s)
run_runner check onboarding
elapsed=$(( $(date +%s) - started ))
[ "$(grep -c "Your code was running \`OnboardingCoordinator.start()\` at $coordinator:" out.txt)" -eq 7 ] \
    || fail "expected all seven checks stopped, each naming where start() loops"
[ "$elapsed" -le 15 ] || fail "expected the hung kata graded within 15 s, took $elapsed s"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift "$coordinator"

echo "==> runaway recursion: named as such, with the functions that call one another, at the learner's line"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift "$coordinator"
sed -i 's/    func start() {/    func start() {\n        restart()\n    }\n\n    private func restart() {\n        start()/' "$coordinator"
run_runner check onboarding
[ "$status" -eq 1 ] || fail "expected exit code 1 for a kata that recurses without end, got $status"
grep -q "runaway recursion: .*OnboardingCoordinator.restart()" out.txt || fail "expected the recursion named, with restart()"
grep -q "Find the call that leads back in" out.txt || fail "expected the advice for recursion"
! grep -q "Look at the line it names" out.txt || fail "expected no advice about a line for a recursion"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift "$coordinator"

echo "==> memory that runs away: stopped at the limit, named so, at the learner's line (Linux, where /proc tells)"
if [ "$(uname)" = Linux ]; then
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift "$coordinator"
# memset fills each block at once, unoptimised as exercises are built.
sed -i '1i import Foundation' "$coordinator"
sed -i 's/    func start() {/    func start() {\n        var hoard: [UnsafeMutableRawPointer] = []\n        while hoard.count >= 0 { let block = UnsafeMutableRawPointer.allocate(byteCount: 50_000_000, alignment: 16); memset(block, 1, 50_000_000); hoard.append(block) }/' "$coordinator"
# A limit of 300 MB, so the step does not depend on how fast this machine fills 2 GB.
KATA_MEMORY_LIMIT_MB=300 run_runner check onboarding
[ "$status" -eq 1 ] || fail "expected exit code 1 for a kata whose memory runs away, got $status"
grep -q "was stopped during this check: memory ran away: the check held more than .*OnboardingCoordinator.start()" out.txt || fail "expected the runaway memory named, in start()"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift "$coordinator"
fi

echo "==> Xcode's #Preview blocks: left out of the build, with a note, and the kata graded as written"
cat >> Exercises/01-onboarding/WelcomeViewController.swift <<'SWIFT'

#Preview("Welcome") {
    WelcomeViewController()
}
SWIFT
run_runner check onboarding
[ "$status" -eq 0 ] || fail "expected kata 1 with a preview to pass, got $status"
grep -q "the \`#Preview\` blocks in Exercises/01-onboarding/WelcomeViewController.swift were left out of the build" out.txt \
    || fail "expected the note about the preview left out"
grep -q "done (7/7 checks)" out.txt || fail "expected kata 1 graded with its preview in place"
cp Sources/Solutions/01-onboarding/WelcomeViewController.swift Exercises/01-onboarding/

echo "==> a typo: reported at the learner's file and line"
sed -i 's/let welcome = WelcomeViewController()/let welcome = WelcomeViewControler()/' Exercises/01-onboarding/OnboardingCoordinator.swift
run_runner check onboarding
[ "$status" -eq 1 ] || fail "expected exit code 1 for a kata that does not compile, got $status"
grep -q "Exercises/01-onboarding/OnboardingCoordinator.swift:[0-9]*:[0-9]*: cannot find 'WelcomeViewControler' in scope" out.txt \
    || fail "expected the compiler error at the exercise's file and line"

echo "==> an error the primer explains: a stored property named as UIKit's, with a note pointing to the section"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift Exercises/01-onboarding/
sed -i 's/    weak var coordinator: OnboardingCoordinator?/    weak var coordinator: OnboardingCoordinator?\n    var next: (() -> Void)?/' Exercises/01-onboarding/WelcomeViewController.swift
run_runner check onboarding
[ "$status" -eq 1 ] || fail "expected exit code 1 for a stored property that clashes with UIKit's, got $status"
grep -q "property 'next' with type" out.txt || fail "expected the compiler's error about 'next'"
grep -q 'See Lessons/uikit-for-swiftui-developers.md, "9. `next` is already taken"' out.txt \
    || fail "expected the note pointing to the primer's section on 'next'"
cp Sources/Solutions/01-onboarding/WelcomeViewController.swift Exercises/01-onboarding/

echo "==> kata 1 built alone after a new method (and its typo), and by SwiftPM again after a new file"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift Exercises/01-onboarding/
# The typo's build left kata 1 out of SwiftPM's plan, so this check plans again, with it.
run_runner check onboarding
[ "$status" -eq 0 ] || fail "expected kata 1 to pass again, got $status"
sed -i 's/    func start() {/    func restart() {\n        start()\n    }\n\n    func start() {/' Exercises/01-onboarding/OnboardingCoordinator.swift
before=$(date -r .build/kata-runner/single/Onboarding.xctest +%s%N)
run_runner check onboarding
[ "$status" -eq 0 ] || fail "expected kata 1 with a new method to pass, got $status"
[ "$(date -r .build/kata-runner/single/Onboarding.xctest +%s%N)" != "$before" ] || fail "expected kata 1 built alone again after a new method"
sed -i 's/let welcome = WelcomeViewController()/let welcome = WelcomeViewControler()/' Exercises/01-onboarding/OnboardingCoordinator.swift
run_runner check onboarding
[ "$status" -eq 1 ] || fail "expected exit code 1 for kata 1 built alone with a typo, got $status"
grep -q "Exercises/01-onboarding/OnboardingCoordinator.swift:[0-9]*:[0-9]*: cannot find 'WelcomeViewControler' in scope" out.txt \
    || fail "expected the compiler error of kata 1 built alone at the exercise's file and line"
cp Sources/Solutions/01-onboarding/OnboardingCoordinator.swift Exercises/01-onboarding/
printf 'extension OnboardingCoordinator {\n    func again() { start() }\n}\n' > Exercises/01-onboarding/OnboardingCoordinator+Again.swift
run_runner check onboarding
[ "$status" -eq 0 ] || fail "expected kata 1 with a new file to pass, got $status"
grep -q "done (7/7 checks)" out.txt || fail "expected kata 1 graded with its new file"
rm Exercises/01-onboarding/OnboardingCoordinator+Again.swift
sed -i 's/let welcome = WelcomeViewController()/let welcome = WelcomeViewControler()/' Exercises/01-onboarding/OnboardingCoordinator.swift

echo "==> reset: the stub is back, the learner's version kept"
run_runner reset onboarding
[ "$status" -eq 0 ] || fail "expected exit code 0 for reset, got $status"
grep -q "Your version is saved in .kata/backups/" out.txt || fail "expected reset to say where the backup is"
cmp -s Stubs/01-onboarding/OnboardingCoordinator.swift Exercises/01-onboarding/OnboardingCoordinator.swift || fail "expected the stub back"
ls .kata/backups/*/01-onboarding/OnboardingCoordinator.swift >/dev/null || fail "expected the backup on disk"
grep -q "WelcomeViewControler" .kata/backups/*/01-onboarding/OnboardingCoordinator.swift || fail "expected the learner's version in the backup"

echo "==> a renamed exercise folder: reported, the other katas still graded"
# SwiftPM caches the evaluated manifest without looking at the file system, and the cached one
# still lists the folder; a learner meets SwiftPM's own "invalid custom path" error first (see
# the README). With the cache off, the manifest leaves the folder out and kata-runner reports it.
mv Exercises/02-router Exercises/02-router-renamed
SWIFT_RUN_OPTIONS="--manifest-cache none" run_runner
[ "$status" -eq 1 ] || fail "expected exit code 1 with a kata folder missing, got $status"
grep -q "Kata 2's folder Exercises/02-router/ is missing" out.txt || fail "expected the missing folder to be named"
grep -q "done (8/8 checks)" out.txt || fail "expected kata 3 to be graded anyway"
mv Exercises/02-router-renamed Exercises/02-router

echo "==> a new kata: scaffolded, verified at once, then taken back with the line kata-runner new prints"
run_runner reset --all
[ "$status" -eq 0 ] || fail "expected reset --all to bring every stub back, got $status"
git init -q && git add -A && git -c user.email=e2e@katas.invalid -c user.name=e2e -c commit.gpgsign=false commit -qm "before new"
next_number=$(( $(grep -c '"number"' katas.json) + 1 ))
run_runner new demo-flow "A demo flow"
[ "$status" -eq 0 ] || fail "expected exit code 0 for new, got $status"
grep -q "Kata $next_number · A demo flow (demo-flow, module DemoFlow)" out.txt || fail "expected new to name the kata"
undo=$(sed -n 's/^To take it back[^:]*: //p' out.txt)
[ -n "$undo" ] || fail "expected new to print how to take the kata back"
run_runner verify
[ "$status" -eq 0 ] || fail "expected verify to pass on the scaffolded kata, got $status"
grep -q "the stub fails 2 of 2 checks, each with a message" out.txt || fail "expected the scaffolded stub to fail both its checks"
grep -q "2 mutants are each caught by their check" out.txt || fail "expected the scaffolded mutants caught"
grep -q "verify: [0-9]* passed, 0 failed" out.txt || fail "expected verify to pass"
eval "$undo"
[ -z "$(git status --porcelain -- . ':!out.txt')" ] || { git status --short >out.txt; fail "expected the kata taken back cleanly"; }

echo "==> a wrong name: did you mean, exit code 2"
run_runner check onbaording
[ "$status" -eq 2 ] || fail "expected exit code 2 for an unknown kata, got $status"
grep -q 'Did you mean "onboarding"?' out.txt || fail "expected a suggestion"

echo "runner-e2e: $(grep -c '^echo "==> ' "$0") passed, 0 failed"
