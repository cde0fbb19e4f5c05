extension CanvasRegion {
    /// Draws a border around the region's edge with a title set into its top line, cut
    /// with an ellipsis when it does not fit between the corners.
    public mutating func drawBorder(_ characters: BorderCharacters, title: String = "", style: Style = .plain, titleStyle: Style? = nil) {
        guard width > 0, height > 0 else { return }
        let right = width - 1
        let bottom = height - 1
        fill(Rect(x: 0, y: 0, width: width, height: 1), with: characters.horizontal, style: style)
        fill(Rect(x: 0, y: bottom, width: width, height: 1), with: characters.horizontal, style: style)
        fill(Rect(x: 0, y: 0, width: 1, height: height), with: characters.vertical, style: style)
        fill(Rect(x: right, y: 0, width: 1, height: height), with: characters.vertical, style: style)
        if width > 1, height > 1 {
            fill(Rect(x: 0, y: 0, width: 1, height: 1), with: characters.topLeft, style: style)
            fill(Rect(x: right, y: 0, width: 1, height: 1), with: characters.topRight, style: style)
            fill(Rect(x: 0, y: bottom, width: 1, height: 1), with: characters.bottomLeft, style: style)
            fill(Rect(x: right, y: bottom, width: 1, height: 1), with: characters.bottomRight, style: style)
        }
        // " title " between the corners, leaving one border cell each side.
        let room = width - 4
        guard !title.isEmpty, room > 0 else { return }
        let shown = title.truncated(to: room)
        draw(" \(shown) ", at: Point(x: 1, y: 0), style: titleStyle ?? style, clip: Rect(x: 1, y: 0, width: width - 2, height: 1))
    }
}
