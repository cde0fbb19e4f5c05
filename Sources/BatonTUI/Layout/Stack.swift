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
        let frames = Self.frames(axis, items.map(\.size), spacing: spacing, in: bounds.inset(by: padding))
        return zip(items, frames).compactMap { item, frame in item.view.map { Placement($0, in: frame) } }
    }

    /// The frames items of `sizes` take in `bounds`, one after the other along `axis`:
    /// the stack's own arithmetic, for a parent that places its children itself.
    public static func frames(_ axis: Axis, _ sizes: [StackSize], spacing: Int = 0, in bounds: Rect) -> [Rect] {
        let gaps = max(0, spacing) * max(0, sizes.count - 1)
        let total = (axis == .vertical ? bounds.height : bounds.width) - gaps
        var offset = 0
        return StackSize.lengths(of: sizes, in: total).map { length in
            defer { offset += length + max(0, spacing) }
            return switch axis {
            case .vertical: Rect(x: bounds.minX, y: bounds.minY + offset, width: bounds.width, height: length)
            case .horizontal: Rect(x: bounds.minX + offset, y: bounds.minY, width: length, height: bounds.height)
            }
        }
    }

    public func render(in region: inout CanvasRegion) {}
}
