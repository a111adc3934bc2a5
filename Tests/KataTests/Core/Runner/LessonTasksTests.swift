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
}
