import KataRunnerCore
import Testing

@Suite("kata-runner: a lesson's task list")
struct LessonTasksTests {
    @Test("Only the bold names of the items under \"## Your tasks\" count")
    func names() {
        let lesson = """
            # 01 · Title
            - [ ] **Not a task**: it is above the section.

            ## Your tasks

            Some words.

            - [ ] **1. First check**. Explanation with **bold** words.
            - [ ] **2. Second check**: more.
              - [ ] **nested**, ignored
            ## Further reading
            - [ ] **Not a task either**
            """
        #expect(LessonTasks.names(in: lesson) == ["1. First check", "2. Second check"])
        #expect(LessonTasks.names(in: "# No tasks") == [])
    }

    @Test("A test-writing kata's reference tests say what they catch: the task numbers before any semicolon, none for \"Catches none\"")
    func catchComments() {
        let comments = CatchComments(source: """
            /// Catches none of the broken coordinators: none breaks the first step.
            @Test func first() {}

            /// Catches tasks 2, 3 and 5; the only test that catches 5.
            @Test func second() throws {}

            /// A helper, not a test.
            func helper() {}

            @Test func uncommented() {}
            """)
        #expect(comments.entries == [
            CatchComments.Entry(test: "first()", tasks: []),
            CatchComments.Entry(test: "second()", tasks: [2, 3, 5]),
        ])
    }
}
