#!/usr/bin/env bash
# Exercism's test-runner interface: bin/run.sh <slug> <solution-dir> <output-dir>
#
# Grades the files in <solution-dir> (a learner's Exercises/NN-<slug>/ folder, as Exercism hands a
# solution over) as kata <slug> of this workbook, and writes <output-dir>/results.json in Exercism's
# format, version 3: a test per check, with its message, `test_code`, `task_id` and the learner's
# output. The workbook's own Exercises/ folder is put back as it was. It exits 0 whenever it wrote
# results.json, pass or fail, as the interface asks; the build log is kept beside it.
set -euo pipefail

usage="usage: bin/run.sh <slug> <solution-dir> <output-dir>"
slug=${1:?$usage}
solution=$(cd "${2:?$usage}" && pwd)
mkdir -p "${3:?$usage}"
output=$(cd "$3" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

entry=$(grep "\"slug\": \"$slug\"" katas.json || true)
if [ -z "$entry" ]; then
    printf '{\n  "message" : "There is no kata with the slug %s in katas.json.",\n  "status" : "error",\n  "tests" : [],\n  "version" : 3\n}\n' "$slug" > "$output/results.json"
    exit 0
fi
number=$(sed -E 's/.*"number": ([0-9]+).*/\1/' <<< "$entry")
folder=$(printf '%02d-%s' "$number" "$slug")
exercise="Exercises/$folder"

if [ "$solution" != "$root/$exercise" ]; then
    kept=$(mktemp -d)
    [ -d "$exercise" ] && cp -R "$exercise" "$kept/folder"
    restore() {
        rm -rf "$exercise"
        [ -d "$kept/folder" ] && cp -R "$kept/folder" "$exercise"
        rm -rf "$kept"
    }
    trap restore EXIT
    rm -rf "$exercise"
    mkdir -p "$exercise"
    cp -RL "$solution"/. "$exercise"/
fi

rm -f "$output/results.json"
NO_COLOR=1 swift run --quiet kata-runner check "$slug" --json "$output/results.json" > "$output/kata-runner.log" 2>&1 || true
if [ ! -f "$output/results.json" ]; then
    message=$(tail -n 20 "$output/kata-runner.log" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' | awk '{ printf "%s\\n", $0 }')
    printf '{\n  "message" : "kata-runner wrote no results: %s",\n  "status" : "error",\n  "tests" : [],\n  "version" : 3\n}\n' "$message" > "$output/results.json"
fi
