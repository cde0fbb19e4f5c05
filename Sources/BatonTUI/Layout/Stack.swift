import Observation

/// Lays its items out in a row or a column, each taking the length its `StackSize` asks,
/// with `spacing` cells between them and `padding` around them all.
@MainActor
@Observable
public final class Stack: View {
    public enum Axis: Hashable, Sendable {
        case horizontal, vertical
    }

    /// One view in a stack and the length it asks for; a gap is a length with no view.
    public struct Item {
        public var view: (any View)?
        public var size: StackSize

        public init(_ view: any View, _ size: StackSize = .fill) {
            self.view = view
            self.size = size
        }

        private init(gap length: Int) {
            view = nil
            size = .fixed(length)
        }

        /// Empty cells between two items, where the stack's spacing is not the same
        /// between all of them.
        public static func gap(_ length: Int = 1) -> Item { Item(gap: length) }
    }

    public var axis: Axis
    public var items: [Item]
    public var spacing: Int
    public var padding: EdgeInsets

    public init(_ axis: Axis, spacing: Int = 0, padding: EdgeInsets = EdgeInsets(), _ items: [Item]) {
        self.axis = axis
        self.items = items
        self.spacing = spacing
        self.padding = padding
    }

    public static func vertical(spacing: Int = 0, padding: EdgeInsets = EdgeInsets(), _ items: [Item]) -> Stack {
        Stack(.vertical, spacing: spacing, padding: padding, items)
    }

    public static func horizontal(spacing: Int = 0, padding: EdgeInsets = EdgeInsets(), _ items: [Item]) -> Stack {
        Stack(.horizontal, spacing: spacing, padding: padding, items)
    }

    public func layout(in bounds: Rect) -> [Placement] {
        let inner = bounds.inset(by: padding)
        let gaps = max(0, spacing) * max(0, items.count - 1)
        let total = (axis == .vertical ? inner.height : inner.width) - gaps
        let lengths = StackSize.lengths(of: items.map(\.size), in: total)
        var offset = 0
        var placements: [Placement] = []
        placements.reserveCapacity(items.count)
        for (item, length) in zip(items, lengths) {
            let rect = switch axis {
            case .vertical: Rect(x: inner.minX, y: inner.minY + offset, width: inner.width, height: length)
            case .horizontal: Rect(x: inner.minX + offset, y: inner.minY, width: length, height: inner.height)
            }
            if let view = item.view { placements.append(Placement(view, in: rect)) }
            offset += length + max(0, spacing)
        }
        return placements
    }

    public func render(in region: inout CanvasRegion) {}
}
