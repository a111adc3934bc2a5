import KataGrading
import Testing

@Suite("SourceOutline: which type's code holds a line")
struct SourceOutlineTests {
    @Test("Lines inside a class, its closures and an extension of it belong to that class; top-level lines to none")
    func enclosingTypes() {
        let outline = SourceOutline(text: """
            import Kata

            final class WelcomeViewController: UIViewController {
                override func viewDidLoad() {
                    button.addAction(UIAction { [weak self] _ in
                        self?.navigationController?.pushViewController(Next(), animated: true)
                    }, for: .touchUpInside)
                }
            }

            final class OnboardingCoordinator {
                func start() {
                    push()
                }
            }

            extension Outer.WelcomeViewController {
                func more() {}
            }
            """)
        #expect(outline.enclosingType(ofLine: 1) == nil)
        #expect(outline.enclosingType(ofLine: 6) == "WelcomeViewController")
        #expect(outline.enclosingType(ofLine: 13) == "OnboardingCoordinator")
        #expect(outline.enclosingType(ofLine: 18) == "WelcomeViewController")
        #expect(outline.enclosingType(ofLine: 20) == nil)
    }

    @Test("Braces in strings and comments, `class func` and nested types do not mislead it")
    func stringsCommentsAndNesting() {
        let outline = SourceOutline(text: """
            enum Design {
                final class Screen {
                    // a { brace in a comment
                    let text = "a } brace in a string"
                    /* a block { comment */
                    class func make() -> Screen { Screen() }
                    func go() {
                        call()
                    }
                }
                static func helper() {
                    call()
                }
            }
            """)
        #expect(outline.enclosingType(ofLine: 8) == "Screen")
        #expect(outline.enclosingType(ofLine: 12) == "Design")
        #expect(outline.enclosingType(ofLine: 100) == nil)
    }
}
