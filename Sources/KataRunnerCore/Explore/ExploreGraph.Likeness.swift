extension ExploreGraph {
    /// How alike two states must look to be drawn as one, from each state on its own to only
    /// what the user sees in the selected tab, titles aside.
    public enum Likeness: Int, CaseIterable, Sendable, Comparable {
        /// Each state on its own.
        case same
        /// The same screens; what else is compared (the texts on screen) may differ.
        case samePicture
        /// The same screens, whatever their titles.
        case sameShape
        /// The same selected tab and what is presented over it; the other tabs may differ.
        case sameView
        /// The same as ``sameView``, whatever the titles.
        case sameViewShape

        /// Whether `self` folds fewer states together than `other`.
        public static func < (lhs: Likeness, rhs: Likeness) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// What sets a state apart at this likeness: states with the same key are drawn as one. A
        /// state with a screen left alive is never folded with one without.
        func key(_ node: Node) -> String {
            shapeKey(node) + (node.leftAlive.isEmpty ? "" : "\u{3}left alive")
        }

        private func shapeKey(_ node: Node) -> String {
            switch self {
            case .same: ([node.picture.joined(separator: "\n"), node.details.joined(separator: "\n"), node.leftAlive.joined(separator: "\n"), "\(node.otherWindows)"]).joined(separator: "\u{2}")
            case .samePicture: node.picture.joined(separator: "\n") + "\u{2}\(node.otherWindows)"
            case .sameShape: Self.withoutTitles(node.picture).joined(separator: "\n")
            case .sameView: Self.inView(node.picture).joined(separator: "\n")
            case .sameViewShape: Self.withoutTitles(Self.inView(node.picture)).joined(separator: "\n")
            }
        }

        /// What the states folded at this likeness may differ in, as a node's note says it.
        var differences: String {
            switch self {
            case .same: "nothing"
            case .samePicture: "the texts on screen"
            case .sameShape: "titles and texts"
            case .sameView: "the other tabs and the texts"
            case .sameViewShape: "the other tabs, titles and texts"
            }
        }

        /// The picture's lines with every quoted title blanked.
        private static func withoutTitles(_ lines: [String]) -> [String] {
            lines.map { line in
                var result = ""
                var inTitle = false
                for character in line {
                    if character == "\"" {
                        inTitle.toggle()
                        result.append(character)
                    } else if !inTitle {
                        result.append(character)
                    }
                }
                return result
            }
        }

        /// The lines of the picture the user sees: the root, the selected tab, the visible screen
        /// and what is presented.
        private static func inView(_ lines: [String]) -> [String] {
            lines.enumerated().filter { index, line in
                index == 0 || line.contains("selected") || line.contains("◀") || line.contains("presents ")
            }.map(\.element)
        }
    }
}
