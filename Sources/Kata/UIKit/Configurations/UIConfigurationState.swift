import Foundation

/// The state a configuration is updated for, such as a cell being selected.
///
/// In UIKit it carries a trait collection and the view's states. The model draws nothing, so it
/// never updates a configuration for a state; the protocol is here so configurations written for
/// iOS, whose `updated(for:)` takes one, compile.
public protocol UIConfigurationState {}
