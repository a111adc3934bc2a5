// UIKit re-exports Foundation: with `import UIKit`, `NSObject`, `URL` and `Date` are in scope.
// `import Kata` stands in for `import UIKit`, so it does the same.
@_exported import Foundation
