import Foundation

/// A time interval in seconds, as Core Foundation names it; Core Animation's times are these.
public typealias CFTimeInterval = Double
