// UIKit re-exports Foundation: with `import UIKit`, `NSObject`, `URL` and `Date` are in scope.
// `import Kata` stands in for `import UIKit`, so it does the same.
@_exported import Foundation

// SwiftUI re-exports Observation: with `import SwiftUI`, `@Observable` is in scope. `import
// Kata` stands in for it too.
@_exported import Observation
