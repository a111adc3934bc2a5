import Foundation
import Kata

/// A view controller that logs each lifecycle callback as "name.callback".
@MainActor
final class Screen: UIViewController {
    let name: String
    let log: EventLog
    /// Flags read inside callbacks, as "name.callback(flag)".
    var logsMovingFlags = false

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name).viewWillAppear" + flags)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name).viewDidAppear" + flags)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name).viewWillDisappear" + flags)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name).viewDidDisappear" + flags)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("\(name).willMove(toParent: \(parent.map { "\($0)" } ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("\(name).didMove(toParent: \(parent.map { "\($0)" } ?? "nil"))")
    }

    /// Adds a button with a title and an action.
    func addButton(_ title: String, identifier: String? = nil, action: @escaping @MainActor () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = identifier
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
    }

    private var flags: String {
        guard logsMovingFlags else { return "" }
        var set: [String] = []
        if isMovingToParent { set.append("movingTo") }
        if isMovingFromParent { set.append("movingFrom") }
        if isBeingPresented { set.append("presented") }
        if isBeingDismissed { set.append("dismissed") }
        return "(\(set.joined(separator: ",")))"
    }
}

/// A window made visible, with a root, as a scene delegate makes one.
@MainActor
func visibleWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
