/// The text of `--help`, for the tool and each command.
public enum HelpText {
    /// The help for a command, or for the tool when `topic` is `nil`.
    public static func text(for topic: Command.Subcommand?) -> String {
        switch topic {
        case nil:
            """
            kata-runner: grade your Coordinator Katas and see what to do next.

            Usage:
              kata-runner                 Grade every kata; show your progress and the next thing to fix.
              kata-runner list            The katas in learning order: where each stands, and which is next.
              kata-runner start <kata>    Begin at a kata: "Next up" and watch count from there.
              kata-runner skip <kata>     Pass over a kata; `start <kata>` takes it up again.
              kata-runner watch [kata]    Grade again on every save; moves on when a kata passes.
              kata-runner check <kata>    Grade one kata and show its whole checklist.
              kata-runner hint <kata>     Show a hint for the kata's first failing check.
              kata-runner lesson <kata>   Read the kata's lesson (or `uikit`, `model`: the two guides).
              kata-runner solution <kata> Once a kata passes: the reference solution, and how yours differs.
              kata-runner explore <kata>  Draw every state the grader's explorer reaches in your app, as a
                                          page to open in a browser (in .kata/explore/<kata>/).
              kata-runner reset <kata>    Bring a kata's exercise back as shipped (yours is kept in .kata/backups/).
              kata-runner reset --all     The same for every kata.
              kata-runner help <command>  Explain a command.
              kata-runner verify [kata]   For authors and CI: every stub fails, every solution passes,
                                          every mutant is caught, every lesson matches its grader.
              kata-runner grade-all <folder>
                                          For teachers: grade every learner's workbook in a folder
                                          (a folder each) into one page and a CSV.
              kata-runner new <name> <title> [module]
                                          For authors: a new kata from the template, ready for verify.

            <kata> is a number (1), a name (onboarding) or the start of one (onb).

            Options:
              --no-color   Plain text, no colour (also when NO_COLOR is set or output is not a terminal).
              --color      Colour even when output is not a terminal.
              --all        With reset: every kata.
              -v, --verbose With check: what your code printed, under passing checks too (under
                           failing ones it is always shown, its first lines).
              --json PATH  Also write results in Exercism's test-runner format (version 3): a file
                           with check, a folder (one file per kata) with no command.
              --xunit PATH With check: also write Swift Testing's JUnit XML.
              --out FOLDER With explore: write the graph there instead of .kata/explore/<kata>/;
                           with grade-all, the report instead of .kata/class/report/.
              -h, --help   Show help.

            Exit code: 0 when everything asked for passes, 1 when a check fails or code does not
            compile, 2 when the command line is wrong.
            """
        case .list:
            """
            kata-runner list: the katas in learning order, with their folders and lessons.

            Each kata's standing is the one its last grade left: passed, how many of its checks
            pass, does not compile, or not started; the kata that is next is marked. Nothing is
            built: grade with `kata-runner` or `check` to bring it up to date.

            Usage: kata-runner list
            """
        case .start:
            """
            kata-runner start <kata>: begin at a kata, and have the runner remember it.

            "Next up", in the overview and in watch, is then the first kata from there on that
            does not pass and that you did not skip; the unfinished katas before it come after.
            `kata-runner watch <kata>` remembers the kata it watches the same way.

            Usage: kata-runner start 6          kata-runner start mvvm
            """
        case .skip:
            """
            kata-runner skip <kata>: pass over a kata you do not mean to do now.

            "Next up" and watch leave it out, and `list` marks it skipped; it is still graded
            with the others. `kata-runner start <kata>` takes it up again.

            Usage: kata-runner skip 7           kata-runner skip coordinator-tests
            """
        case .watch:
            """
            kata-runner watch [kata]: grade a kata again whenever you save one of its files.

            Starts with the kata you name (and remembers it, as `start` does), or with "Next up".
            The screen is redrawn after each save; when the kata passes, watch moves on to the
            next kata you have not finished or skipped, and says which remain.
            Keys: n next kata, h hint (again for a more specific one), l list, c check all, q quit.
            Without a terminal, type a key's letter and Return.

            Usage: kata-runner watch            kata-runner watch router
            """
        case .check:
            """
            kata-runner check <kata>: build and grade one kata, and show every check with its result.

            Failed checks show what was expected, what happened, the screens as the user saw them,
            and the transitions that led there.

            Usage: kata-runner check <kata>     for example: kata-runner check onboarding
            """
        case .hint:
            """
            kata-runner hint <kata>: grade one kata and show a hint for its first failing check.

            Hints come in tiers, from a nudge to a near-answer: ask again for the next one. The
            runner remembers how far you went, in .kata/state.json.

            Usage: kata-runner hint <kata>      for example: kata-runner hint 1
            """
        case .solution:
            """
            kata-runner solution <kata>: once every check of a kata passes, compare with the reference.

            Prints what the lesson says the reference does differently, then a diff from your
            files to the reference's (Sources/Solutions/<kata>/). Before the kata passes, it
            keeps the reference to itself.

            Usage: kata-runner solution onboarding
            """
        case .explore:
            """
            kata-runner explore <kata>: see your app the way the grader explores it.

            Builds the kata and runs its grader, whose last check explores your app beside the
            lesson's, step by step (every button, Back, swipes, tabs, links…). Every state your
            app reached is drawn as a box with its screens, each step as an arrow labelled with
            what the user did; where your app went another way, a screen stayed alive, or a
            button does nothing is marked, and the steps that show a difference are set out with
            both apps side by side. States that look alike are folded into one box with a count.

            Writes, in .kata/explore/<NN-kata>/ (or the folder --out names):
              graph.html  the page: open it in any browser, no server needed
              graph.dot   the same graph for Graphviz (dot -Tsvg graph.dot > graph.svg)
              graph.mmd   the same graph as Mermaid text
              graph.json  every state and step, unfolded, for other tools

            The explorer runs only once the checks before it let it start (your app launches).

            Usage: kata-runner explore 4        kata-runner explore deep-links --out graphs
            """
        case .gradeAll:
            """
            kata-runner grade-all <folder>: grade a class, every learner's workbook in one report.

            <folder> holds a folder per learner, named after them: a whole workbook (its
            Exercises/ folder is graded) or their kata folders alone (01-onboarding/, 02-router/…).
            Only the kata folders are taken: the graders, the model and the lessons are this
            workbook's, so what a learner changed elsewhere does not count. Each learner's katas
            are built and graded one after the other in this workbook, as `check` grades one,
            against its build made once; this workbook's own exercises are set aside meanwhile
            and put back at the end (or by the next kata-runner command, if the run is stopped).
            A kata that does not compile, crashes or hangs is a cell that says so; the others
            are graded.

            Writes, in .kata/class/report/ (or the folder --out names):
              report.html       a row per learner, a cell per kata (passed, how many checks pass
                                and the first failing one), each linking to the learner's page
              grades.csv        the same table, for a spreadsheet
              learners/*.html   each learner's checklists, as `check` shows them

            Usage: kata-runner grade-all class        kata-runner grade-all class --out report
            """
        case .reset:
            """
            kata-runner reset <kata> | --all: bring exercises back as shipped.

            Your version is copied first to .kata/backups/<date-time>/ and the runner says where;
            nothing is replaced unless that copy succeeded.

            Usage: kata-runner reset onboarding
                   kata-runner reset --all
            """
        case .lesson:
            """
            kata-runner lesson <kata>: the kata's lesson from Lessons/, as a reader shows it: headings,
            emphasis, code set apart, tables aligned, links with their targets, and each diagram drawn
            as text. On a terminal it is paged with $PAGER (less by default); piped, or with NO_COLOR,
            it is plain text.

            Two lessons belong to no kata: `kata-runner lesson uikit`, UIKit for SwiftUI
            developers, and `kata-runner lesson model`, what the model of UIKit and SwiftUI
            reproduces (a reference: each kata's lesson names the sections of it that kata needs).

            Usage: kata-runner lesson <kata>    for example: kata-runner lesson onb
            """
        case .verify:
            """
            kata-runner verify: for authors and CI, check that every kata's pieces fit together.

            For each kata: the stub as it is now fails its grader, each check with a message and
            none by crashing; the reference solution passes every check; each mutant is caught by
            the check written for its mistake; each baseline design passes; the lesson's task list
            names the grader's checks, one for one; the hints cover every check. Builds the stubs
            in .build/kata-runner, and the solutions where `swift test` does, in .build.

            Usage: kata-runner verify [kata]    (one kata: its stub, solution, mutants, baselines and lesson)
            """
        case .new:
            """
            kata-runner new <name> "<title>" [module]: for authors, start a new kata.

            Writes the kata's lesson and hints, its exercise and the Stubs/ copy, a reference
            solution, a grader with one walked check, one mutant and one baseline, from
            Templates/NewKata/; lists the kata in katas.json and the README; and fingerprints the
            grading files again (.kata-shipped). `kata-runner verify` passes on it at once. The
            module is the name in UpperCamelCase unless you give one. CONTRIBUTING.md says what
            to write next.

            Usage: kata-runner new sign-up "The sign-up flow"
            """
        case .help:
            """
            kata-runner help [command]: explain kata-runner or one of its commands.

            Usage: kata-runner help check
            """
        }
    }
}
