import KataRunnerCore
import Testing

@Suite("kata-runner: the command line")
struct ArgumentParserTests {
    func parse(_ arguments: String) -> Result<Invocation, UsageError> {
        ArgumentParser.parse(arguments.split(separator: " ").map(String.init))
    }

    @Test("No arguments grades everything; options may come anywhere")
    func overview() {
        #expect(parse("") == .success(Invocation(command: .overview)))
        #expect(parse("--no-color") == .success(Invocation(command: .overview, colour: false)))
        #expect(parse("check --color onb") == .success(Invocation(command: .check(kata: "onb"), colour: true)))
    }

    @Test("explore takes a kata, and --out the folder to write its graph to")
    func explore() {
        #expect(parse("explore 4") == .success(Invocation(command: .explore(kata: "4"))))
        var out = Invocation(command: .explore(kata: "deep"))
        out.outPath = "graphs"
        #expect(parse("explore deep --out graphs") == .success(out))
        #expect(parse("explore --out=graphs deep") == .success(out))
        #expect(parse("check 4 --out graphs") == .failure(UsageError("--out goes with `explore` or `grade-all`, as in `kata-runner explore 4 --out graphs`.")))
        #expect(parse("explore 4 --out") == .failure(UsageError("--out needs a path, as in `kata-runner explore 4 --out graphs`.")))
        #expect(parse("explore") == .failure(UsageError("`explore` needs a kata: its number, its name or the start of its name, as in `kata-runner explore onboarding`.")))
    }

    @Test("grade-all takes the class's folder, and --out the report's")
    func gradeAll() {
        #expect(parse("grade-all class") == .success(Invocation(command: .gradeAll(folder: "class"))))
        var out = Invocation(command: .gradeAll(folder: "class"))
        out.outPath = "report"
        #expect(parse("grade-all class --out report") == .success(out))
        #expect(parse("grade-all") == .failure(UsageError("`grade-all` takes one folder, holding a folder per learner: `kata-runner grade-all class`.")))
        #expect(parse("grade-all a b") == .failure(UsageError("`grade-all` takes one folder, holding a folder per learner: `kata-runner grade-all class`.")))
        #expect(parse("grade-all class --json r") == .failure(UsageError("--json goes with `check` (a file) or with no command (a folder, one file per kata).")))
    }

    @Test("Each subcommand with its kata")
    func subcommands() {
        #expect(parse("list") == .success(Invocation(command: .list)))
        #expect(parse("start 6") == .success(Invocation(command: .start(kata: "6"))))
        var verbose = Invocation(command: .check(kata: "1"))
        verbose.verbose = true
        #expect(parse("check 1 --verbose") == .success(verbose))
        #expect(parse("check 1 -v") == .success(verbose))
        #expect(parse("skip mvvm") == .success(Invocation(command: .skip(kata: "mvvm"))))
        #expect(parse("check 1") == .success(Invocation(command: .check(kata: "1"))))
        #expect(parse("hint onboarding") == .success(Invocation(command: .hint(kata: "onboarding"))))
        #expect(parse("lesson onb") == .success(Invocation(command: .lesson(kata: "onb"))))
        #expect(parse("verify") == .success(Invocation(command: .verify(kata: nil))))
        #expect(parse("verify onboarding") == .success(Invocation(command: .verify(kata: "onboarding"))))
        #expect(parse("verify a b") == .failure(UsageError("`verify` takes at most one kata, but got 2: a b.")))
        #expect(parse("reset onb") == .success(Invocation(command: .reset(kata: "onb"))))
        #expect(parse("reset --all") == .success(Invocation(command: .reset(kata: nil))))
        #expect(parse("watch") == .success(Invocation(command: .watch(kata: nil))))
        #expect(parse("solution 2") == .success(Invocation(command: .solution(kata: "2"))))
        #expect(ArgumentParser.parse(["new", "sign-up", "The sign-up flow"]) == .success(Invocation(command: .new(slug: "sign-up", title: "The sign-up flow", module: nil))))
        #expect(ArgumentParser.parse(["new", "mvvm-c", "MVVM-C", "MVVMCoordinators"]) == .success(Invocation(command: .new(slug: "mvvm-c", title: "MVVM-C", module: "MVVMCoordinators"))))
        #expect(parse("new sign-up") == .failure(UsageError("`new` takes a name, a title and, if you like, a module: `kata-runner new sign-up \"The sign-up flow\"` or `kata-runner new mvvm-c \"MVVM-C\" MVVMCoordinators`.")))
        #expect(parse("watch router") == .success(Invocation(command: .watch(kata: "router"))))
        #expect(parse("check --all 1") == .failure(UsageError("--all goes with `reset` only, as in `kata-runner reset --all`.")))
        #expect(parse("reset") == .failure(UsageError("`reset` needs a kata (or --all): its number, its name or the start of its name, as in `kata-runner reset onboarding`.")))
    }

    @Test("--help works on the tool and on every command")
    func help() {
        #expect(parse("--help") == .success(Invocation(command: .help(topic: nil))))
        #expect(parse("-h") == .success(Invocation(command: .help(topic: nil))))
        #expect(parse("check --help") == .success(Invocation(command: .help(topic: .check))))
        #expect(parse("help hint") == .success(Invocation(command: .help(topic: .hint))))
        for topic in [nil] + Command.Subcommand.allCases.map(Optional.some) {
            #expect(HelpText.text(for: topic).contains("kata-runner"))
        }
    }

    @Test("Mistakes are usage errors that say what to type")
    func mistakes() {
        #expect(parse("chekc 1") == .failure(UsageError("Unknown command \"chekc\". Did you mean \"check\"? Commands: list, start, skip, watch, check, hint, lesson, solution, explore, reset, verify, grade-all, new, help. See `kata-runner --help`.")))
        #expect(parse("check") == .failure(UsageError("`check` needs a kata: its number, its name or the start of its name, as in `kata-runner check onboarding`.")))
        #expect(parse("check 1 2") == .failure(UsageError("`check` takes one kata, but got 2: 1 2.")))
        #expect(parse("list 3") == .failure(UsageError("`list` takes no arguments, but got: 3.")))
        #expect(parse("--loud") == .failure(UsageError("Unknown option --loud. Options: --help, --no-color, --color, --verbose, --json PATH, --xunit PATH, --out FOLDER for explore and grade-all, and --all for reset.")))
        #expect(parse("list --verbose") == .failure(UsageError("--verbose goes with `check`, as in `kata-runner check onboarding --verbose`.")))
        #expect(UsageError.exitCode == 2)
    }
}
