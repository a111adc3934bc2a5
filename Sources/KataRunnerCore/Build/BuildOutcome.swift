/// What building the learner's exercises produced.
public struct BuildOutcome: Sendable {
    /// The test binary, when the build succeeded for at least the katas not left out.
    public var testBinary: String?
    /// The katas that do not compile, with their errors, by kata number.
    public var brokenKatas: [Int: [CompilerDiagnostic]]
    /// Errors outside any kata's files: the workbook itself is damaged.
    public var workbookErrors: [CompilerDiagnostic]
    /// The build's own output when it failed for a reason that is not a compiler error.
    public var failureLog: String?
    /// The files whose `#Preview` blocks were left out of the build, by kata number.
    public var previewsLeftOut: [Int: [String]] = [:]
    /// The compiler's warnings in the learner's exercises (never the grader's or the model's), as this build compiled them.
    public var warnings: [CompilerDiagnostic] = []
}
