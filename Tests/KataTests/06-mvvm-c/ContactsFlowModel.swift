import Kata
@testable import ContactsFlow

/// What the lesson says the user should see after a path of gestures: the flow's rules played
/// out on the contacts' names, with the names the walk types in turn.
struct ContactsFlowModel {
    /// The names the walk types into the editor's field, in turn.
    static let typedNames = ["Lovelace", "Hopper"]

    /// The contacts' names, in the list's order.
    private(set) var names = ContactsScreen.contacts.map(\.name)
    /// The contact whose detail is pushed, by position, if any.
    private(set) var detail: Int?
    /// Whether the editor is up.
    private(set) var editing = false
    /// Whether the flow has ended.
    private(set) var ended = false
    /// How many times the editor's field was filled.
    private var fills = 0

    /// The model after `path`, from a flow just started.
    static func after(_ path: [Gesture]) -> ContactsFlowModel {
        var model = ContactsFlowModel()
        for gesture in path {
            model.apply(gesture)
        }
        return model
    }

    /// What the user should see, bottom first.
    var screens: [ContactsScreen] {
        guard !ended else { return [.home] }
        return [.home, .list] + (detail.map { [.detail(name: names[$0])] } ?? []) + (editing ? [.editor] : [])
    }

    /// The name typed into the editor before the last tap made while it was up.
    private(set) var lastTyped: String?

    private mutating func apply(_ gesture: Gesture) {
        switch gesture {
        case let .tap(label):
            if editing {
                lastTyped = Self.typedNames[fills % Self.typedNames.count]
                fills += 1
            }
            tap(label)
        case .tapBack, .swipeBack(completing: true):
            if !editing, detail != nil {
                detail = nil
            }
        case .swipeDown(completing: true):
            if editing {
                editing = false
            } else {
                ended = true
            }
        case .swipeBack(completing: false), .swipeDown(completing: false), .selectTab:
            return
        }
    }

    private mutating func tap(_ label: String) {
        switch label {
        case "Edit" where detail != nil && !editing:
            editing = true
        case "Save" where editing:
            if let detail, let typed = lastTyped {
                names[detail] = typed
            }
            editing = false
        case "Cancel" where editing:
            editing = false
        case "Done" where detail == nil && !editing:
            ended = true
        default:
            if detail == nil, !editing, let row = names.firstIndex(of: label) {
                detail = row
            }
        }
    }
}
