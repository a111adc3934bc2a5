/// The GitHub Classroom autograding workflow of the workbook, written from `katas.json`: a
/// graded step per kata that runs `kata-runner check N`, whose exit status says whether the kata
/// passes, and the reporter that adds up the points, each learner's repository graded on its own
/// runner.
public enum ClassroomWorkflow {
    /// Where GitHub looks for it, relative to the package root.
    public static let path = ".github/workflows/classroom.yml"

    /// The Swift image the workflow grades in: a toolchain the workbook builds with.
    public static let image = "swift:6.2"

    /// Minutes a kata may take, its share of the first build included.
    public static let timeout = 10

    /// The workflow for `katas`, a point each.
    public static func text(for katas: [Kata]) -> String {
        var lines = [
            "# Grades each kata of a learner's workbook, a point each, for GitHub Classroom: `kata-runner check N`",
            "# exits 0 when kata N passes. Written by kata-runner from katas.json (`kata-runner new` writes it",
            "# again); a test holds it to the list.",
            "name: Autograding Tests",
            "'on':",
            "- push",
            "- workflow_dispatch",
            "- repository_dispatch",
            "permissions:",
            "  checks: write",
            "  actions: read",
            "  contents: read",
            "jobs:",
            "  run-autograding-tests:",
            "    runs-on: ubuntu-latest",
            "    container: \(image)",
            "    if: github.actor != 'github-classroom[bot]'",
            "    steps:",
            "    - name: Checkout code",
            "      uses: actions/checkout@v4",
        ]
        for kata in katas {
            lines += [
                "    - name: \(name(of: kata))",
                "      id: \(id(of: kata))",
                "      uses: education/autograding-command-grader@v1",
                "      with:",
                "        test-name: \(name(of: kata))",
                "        setup-command: ''",
                "        command: swift run kata-runner check \(kata.number)",
                "        timeout: \(timeout)",
                "        max-score: 1",
            ]
        }
        lines += [
            "    - name: Autograding Reporter",
            "      uses: education/autograding-grading-reporter@v1",
            "      env:",
        ]
        lines += katas.map { "        \(id(of: $0).uppercased())_RESULTS: \"${{steps.\(id(of: $0)).outputs.result}}\"" }
        lines += [
            "      with:",
            "        runners: " + katas.map(id(of:)).joined(separator: ","),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A kata's step id: `kata-1`.
    private static func id(of kata: Kata) -> String {
        "kata-\(kata.number)"
    }

    /// A kata's step name, quoted for YAML: `"Kata 1 · The onboarding coordinator"`.
    private static func name(of kata: Kata) -> String {
        "\"Kata \(kata.number) · \(kata.title)\""
    }
}
