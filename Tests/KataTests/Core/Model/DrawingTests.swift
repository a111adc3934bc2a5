import Foundation
import Kata
import Testing

/// A view that rounds two of its corners with a shape layer as its mask, as card views do.
private final class TopRoundedView: UIView {
    func roundTopCorners(radius: CGFloat) {
        let path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: radius, height: radius))
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        layer.mask = shape
    }
}

/// Drawing, in a model that draws nothing: paths keep their geometry, images made by contexts
/// and renderers have the size asked for, and every call that would draw is a documented no-op.
@Suite("Drawing: Bézier paths, shape layers, image contexts and renderers, dynamic colours")
struct DrawingTests {
    /// Apple, UIBezierPath "init(rect:)", "init(ovalIn:)", "init(roundedRect:cornerRadius:)",
    /// "init(roundedRect:byRoundingCorners:cornerRadii:)", "bounds" ("the bounding rectangle of
    /// the path", control points included), "cgPath", "isEmpty", "currentPoint"; CGPath
    /// "boundingBox" (CGRectNull for an empty path).
    @Test("Rectangles, ovals and rounded rectangles are bounded by their rectangle, as paths and as Core Graphics paths")
    func shapes() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
        for path in [
            UIBezierPath(rect: rect), UIBezierPath(ovalIn: rect), UIBezierPath(roundedRect: rect, cornerRadius: 8),
            UIBezierPath(roundedRect: rect, cornerRadius: 500),
            UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 12, height: 12)),
        ] {
            #expect(path.bounds == rect)
            #expect(path.cgPath.boundingBox == rect)
            #expect(!path.isEmpty && !path.cgPath.isEmpty)
        }
        let empty = UIBezierPath()
        #expect(empty.isEmpty && empty.cgPath.boundingBox.isNull && empty.currentPoint == .zero)
        #expect(UIBezierPath(cgPath: UIBezierPath(rect: rect).cgPath).bounds == rect)
    }

    /// Apple, UIBezierPath "move(to:)", "addLine(to:)", "addCurve(to:controlPoint1:controlPoint2:)",
    /// "addQuadCurve(to:controlPoint:)", "close()" ("closes the most recent subpath"),
    /// "init(arcCenter:radius:startAngle:endAngle:clockwise:)", "addArc(withCenter:…)" (a line
    /// from the current point to the arc's start), "apply(_:)", "append(_:)",
    /// "removeAllPoints()"; "fill()" and "stroke()" draw into the current context; CGPoint
    /// "applying(_:)", which moves each point by the transform.
    @Test("Lines, curves and arcs move the current point and grow the bounds; fill and stroke draw nothing")
    func linesCurvesAndArcs() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 50, y: 0))
        #expect(path.currentPoint == CGPoint(x: 50, y: 0))
        path.addCurve(to: CGPoint(x: 50, y: 50), controlPoint1: CGPoint(x: 80, y: 10), controlPoint2: CGPoint(x: 80, y: 40))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 80, height: 50), "control points count in the bounds")
        path.addQuadCurve(to: CGPoint(x: 0, y: 50), controlPoint: CGPoint(x: 25, y: 70))
        path.close()
        #expect(path.currentPoint == .zero, "closing returns to the subpath's start")
        path.lineWidth = 3
        path.fill()
        path.stroke()
        path.addClip()
        #expect(path.lineWidth == 3)

        let circle = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let box = circle.bounds
        #expect(abs(box.minX - 30) < 0.001 && abs(box.minY - 30) < 0.001 && abs(box.maxX - 70) < 0.001 && abs(box.maxY - 70) < 0.001)
        #expect(abs(circle.currentPoint.x - 70) < 0.001 && abs(circle.currentPoint.y - 50) < 0.001)
        let half = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(half.bounds.minY > -0.001 && abs(half.bounds.maxY - 10) < 0.001, "clockwise in UIKit's coordinates runs through positive y")
        let joined = UIBezierPath()
        joined.move(to: CGPoint(x: -40, y: 0))
        joined.addArc(withCenter: .zero, radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(joined.bounds.minX == -40)
        joined.apply(CGAffineTransform(translationX: 40, y: 0))
        #expect(joined.bounds.minX == 0)
        joined.append(UIBezierPath(rect: CGRect(x: 100, y: 100, width: 1, height: 1)))
        #expect(joined.bounds.maxX == 101)
        joined.removeAllPoints()
        #expect(joined.isEmpty)
    }

    /// Apple, CAShapeLayer "path", "fillColor" (opaque black by default), "strokeColor",
    /// "lineWidth", "strokeEnd"; CALayer "mask", "maskedCorners" (all four by default) and
    /// CACornerMask, "shadowPath", "bounds", "position", "insertSublayer(_:at:)",
    /// "insertSublayer(_:below:)", "insertSublayer(_:above:)", "presentation()".
    @Test("A shape layer masks a view with a path; a layer keeps its masked corners, shadow path and geometry")
    @MainActor
    func layers() {
        let card = TopRoundedView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.roundTopCorners(radius: 16)
        let mask = card.layer.mask as? CAShapeLayer
        #expect(mask?.path?.boundingBox == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(mask?.fillColor == UIColor.black.cgColor && mask?.strokeColor == nil && mask?.strokeEnd == 1)

        let layer = CALayer()
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(layer.maskedCorners.contains(.layerMaxXMinYCorner) && !layer.maskedCorners.contains(.layerMinXMaxYCorner))
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50) && layer.position == CGPoint(x: 60, y: 35))
        layer.position = CGPoint(x: 50, y: 25)
        #expect(layer.frame.origin == .zero)
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(layer.frame == CGRect(x: 40, y: 20, width: 20, height: 10))
        layer.shadowPath = UIBezierPath(roundedRect: layer.bounds, cornerRadius: 12).cgPath
        #expect(layer.shadowPath?.boundingBox == layer.bounds)
        #expect(layer.presentation() === layer)

        let (bottom, middle, top) = (CALayer(), CALayer(), CALayer())
        layer.addSublayer(top)
        layer.insertSublayer(bottom, at: 0)
        layer.insertSublayer(middle, below: top)
        #expect(layer.sublayers?.map(ObjectIdentifier.init) == [bottom, middle, top].map(ObjectIdentifier.init))
        layer.insertSublayer(bottom, above: top)
        #expect(layer.sublayers?.map(ObjectIdentifier.init) == [middle, top, bottom].map(ObjectIdentifier.init))
    }

    /// Apple, "UIGraphicsBeginImageContextWithOptions(_:_:_:)" (a scale of 0.0 is the main
    /// screen's), "UIGraphicsBeginImageContext(_:)" (a scale of 1.0),
    /// "UIGraphicsGetImageFromCurrentImageContext()" (nil without a bitmap context),
    /// "UIGraphicsGetCurrentContext()", "UIGraphicsEndImageContext()", UIImage "draw(in:)",
    /// "draw(at:)", "size", "scale", UIColor "setFill()", "UIRectFill(_:)".
    @Test("An image context makes an image of its size and scale, with nothing drawn; without one there is none")
    func imageContexts() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let size = CGSize(width: 30, height: 20)
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        UIGraphicsGetCurrentContext()?.fill(CGRect(origin: .zero, size: size))
        UIImage(systemName: "star")?.draw(in: CGRect(origin: .zero, size: size))
        UIImage(systemName: "star")?.draw(at: .zero)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == size && image.scale == 3)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContext(size)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
        #expect(UIImage(systemName: "star")?.size == .zero, "an image the model did not make has no known size")
    }

    /// Apple, "UIGraphicsImageRenderer": "init(size:)", "init(size:format:)",
    /// "image(actions:)" (the context is the current one while the block runs),
    /// UIGraphicsImageRendererContext "currentImage", "cgContext", "fill(_:)",
    /// UIGraphicsImageRendererFormat "scale" (the main screen's by default), "opaque",
    /// "init(for:)", UIGraphicsRenderer "format" and "allowsImageOutput".
    @Test("A renderer runs its block with a current context and makes an image of its size and scale, with nothing drawn")
    func renderer() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
        var ran = false
        let image = renderer.image { context in
            ran = true
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.cgContext.setStrokeColor(UIColor.black.cgColor)
            context.cgContext.stroke(CGRect(x: 0, y: 0, width: 40, height: 40))
            #expect(UIGraphicsGetCurrentContext() != nil)
            #expect(context.currentImage.size == CGSize(width: 40, height: 40))
        }
        #expect(ran && image.size == CGSize(width: 40, height: 40) && image.scale == 3)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2))
        format.opaque = true
        let small = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format)
        #expect(small.format.scale == 2 && small.format.opaque && small.allowsImageOutput)
        #expect(small.image { _ in }.scale == 2)
        #expect(UIGraphicsImageRendererFormat().scale == 3)
    }

    /// Apple, UIColor "init(dynamicProvider:)" (the block is asked for the traits the colour is
    /// resolved for), "resolvedColor(with:)", "withAlphaComponent(_:)"; UITraitCollection, which
    /// UIKit declares as a class that is neither bound to the main actor nor unsafe to share
    /// ("class UITraitCollection", and Sendable): the block runs wherever the colour is resolved.
    @Test("A dynamic colour asks its block for each traits it is resolved for, on any thread")
    func dynamicColors() async {
        let accent = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(accent.cgColor == UIColor.black.cgColor, "the model's screens are light")
        var white: CGFloat = -1
        #expect(accent.getRed(&white, green: nil, blue: nil, alpha: nil) && white == 0)
        #expect(accent.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 1, green: 1, blue: 1, alpha: 0.5))
        let resolvedOffMain = await Task.detached {
            accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).description
        }.value
        #expect(resolvedOffMain == "white")
    }
}
