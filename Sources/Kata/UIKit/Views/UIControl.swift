import Foundation

/// A view that sends actions when the user interacts with it: the base of buttons and fields.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to the user; a disabled control cannot be tapped.
    open var isEnabled = true
    /// Where the content sits across the control; kept, nothing is laid out.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// Where the content sits up and down the control; kept, nothing is laid out.
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    /// The registered actions and the events that trigger them, in registration order.
    private var registrations: [(action: UIAction, events: Event)] = []

    /// Adds an action for the given events; an action with the same identifier added before for
    /// those events is replaced, as UIKit uniques actions by identifier.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        registrations.append((action, controlEvents))
    }

    /// Removes an action from the given events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with an identifier from the given events.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        registrations = registrations.compactMap { registration in
            guard registration.action.identifier == actionIdentifier else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (registration.action, remaining)
        }
    }

    /// Runs the actions registered for any of the given events, as UIKit does for a real event.
    open func sendActions(for controlEvents: Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in matching {
            registration.action.perform(sender: self)
        }
    }

    /// The kinds of event a control sends.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The event's bits.
        public var rawValue: UInt

        /// Creates an event set.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch that lifts inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The value of a switch, slider or segmented control changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action, such as a button's tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field's editing ended with the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }

    /// The states a control can be in, for state-dependent titles.
    public struct State: OptionSet, Sendable, Hashable {
        /// The state's bits.
        public var rawValue: UInt

        /// Creates a state set.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The default state.
        public static let normal: State = []
        /// The control is being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus of a keyboard or remote.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the frameworks.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
