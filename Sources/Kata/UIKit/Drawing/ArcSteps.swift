import Foundation

/// An arc of a circle as cubic Bézier curves of a quarter turn at most, as Core Graphics
/// approximates it; angles in radians, `clockwise` in UIKit's coordinates, where y grows down.
struct ArcSteps {
    let center: CGPoint
    let radius: CGFloat
    let startAngle: CGFloat
    let endAngle: CGFloat
    let clockwise: Bool

    /// The angle the arc turns through: positive clockwise, a whole turn at most.
    var sweep: CGFloat {
        let whole = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            guard sweep < whole else { return whole }
            while sweep < 0 { sweep += whole }
        } else {
            guard sweep > -whole else { return -whole }
            while sweep > 0 { sweep -= whole }
        }
        return sweep
    }

    /// The curves from the arc's start to its end.
    var curves: [PathElement] {
        let sweep = sweep
        let count = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(count)
        let handle = 4 / 3 * tan(step / 4) * radius
        return (0..<count).map { index in
            let from = startAngle + step * CGFloat(index)
            let to = from + step
            return .curve(
                to: point(at: to),
                control1: CGPoint(x: center.x + radius * cos(from) - handle * sin(from), y: center.y + radius * sin(from) + handle * cos(from)),
                control2: CGPoint(x: center.x + radius * cos(to) + handle * sin(to), y: center.y + radius * sin(to) - handle * cos(to))
            )
        }
    }

    /// The point of the circle at an angle.
    private func point(at angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
