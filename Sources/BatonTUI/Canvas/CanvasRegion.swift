/// The part of a canvas one view draws in: its bounds, minus the rectangles its children
/// own (the holes), so a view drawing again never overwrites a child that did not.
/// Coordinates are local: (0, 0) is the top left of the view's bounds.
public struct CanvasRegion {
    public private(set) var canvas: Canvas
    /// The region's rectangle in canvas coordinates.
    public let bounds: Rect
    /// Rectangles, in canvas coordinates, that drawing skips.
    public let holes: [Rect]

    public init(canvas: Canvas, bounds: Rect, holes: [Rect] = []) {
        self.canvas = canvas
        self.bounds = bounds.intersection(canvas.bounds)
        self.holes = holes
    }

    /// Lends `canvas` to a region for `body` without copying its cells.
    static func drawing(in canvas: inout Canvas, bounds: Rect, holes: [Rect], _ body: (inout CanvasRegion) -> Void) {
        var region = CanvasRegion(canvas: Canvas(width: 0, height: 0), bounds: .zero, holes: holes, clippedBounds: bounds.intersection(canvas.bounds))
        swap(&region.canvas, &canvas)
        body(&region)
        swap(&region.canvas, &canvas)
    }

    private init(canvas: Canvas, bounds: Rect, holes: [Rect], clippedBounds: Rect) {
        self.canvas = canvas
        self.bounds = clippedBounds
        self.holes = holes
    }

    public var size: Size { bounds.size }
    public var width: Int { bounds.width }
    public var height: Int { bounds.height }

    /// Writes one line of text at a local point, clipped to the region (or to `clip`, a local
    /// rectangle inside it), cut with an ellipsis at `truncatingTo` columns when given.
    /// Returns the local column after the text, or just past the clip's right edge when the
    /// text reaches it (the point's column when nothing of the row is visible); text beyond
    /// the clip is never measured.
    @discardableResult
    public mutating func draw<Text: StringProtocol>(
        _ text: Text, at point: Point, style: Style = .plain, clip: Rect? = nil, truncatingTo limit: Int? = nil
    ) -> Int {
        let origin = Point(x: bounds.minX + point.x, y: bounds.minY + point.y)
        var end = origin.x
        Self.forEachSegment(ofRow: origin.y, in: absolute(clip), avoiding: holes) { segment in
            let segmentEnd = if let limit {
                canvas.draw(text, at: origin, style: style, clip: segment, truncatingTo: limit)
            } else {
                canvas.draw(text, at: origin, style: style, clip: segment)
            }
            end = max(end, segmentEnd)
        }
        return end - bounds.minX
    }

    /// Fills a local rectangle (the whole region by default) with a character of width one.
    public mutating func fill(_ rect: Rect? = nil, with character: Character = " ", style: Style = .plain) {
        let area = absolute(rect)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            Self.forEachSegment(ofRow: y, in: area, avoiding: holes) { segment in
                canvas.fill(segment, with: character, style: style)
            }
        }
    }

    /// A local rectangle in canvas coordinates, clipped to the region.
    private func absolute(_ local: Rect?) -> Rect {
        guard let local else { return bounds }
        return Rect(x: bounds.minX + local.minX, y: bounds.minY + local.minY, width: local.width, height: local.height)
            .intersection(bounds)
    }

    /// Calls `body` with each one-row piece of `area` on row `y` that no hole covers.
    private static func forEachSegment(ofRow y: Int, in area: Rect, avoiding holes: [Rect], _ body: (Rect) -> Void) {
        guard y >= area.minY, y < area.maxY, !area.isEmpty else { return }
        guard !holes.isEmpty else {
            body(Rect(x: area.minX, y: y, width: area.width, height: 1))
            return
        }
        var start = area.minX
        while start < area.maxX {
            var end = area.maxX
            var covered = false
            for hole in holes where y >= hole.minY && y < hole.maxY && hole.maxX > start {
                if hole.minX <= start {
                    start = hole.maxX
                    covered = true
                    break
                }
                end = min(end, hole.minX)
            }
            if covered { continue }
            body(Rect(x: start, y: y, width: end - start, height: 1))
            start = end
        }
    }
}
