extension Pager {
    /// A document at a width, laid out a part at a time, in order, only as far as it is
    /// read: a first frame lays out its first screenful however long the rest is. A part is
    /// a block's lines (a paragraph, a code block, a diff's line), and may start a section.
    @MainActor
    public final class Document {
        public struct Part {
            public var lines: [StyledLine]
            /// Whether a section starts at the part's first line (where the next part
            /// starts, for a part without lines).
            public var startsSection: Bool

            public init(_ lines: [StyledLine], startsSection: Bool = false) {
                self.lines = lines
                self.startsSection = startsSection
            }
        }

        /// The lines laid out so far.
        public private(set) var lines: [StyledLine] = []
        /// Where the sections laid out so far start.
        public private(set) var sectionStarts: [Int] = []
        /// Where each part laid out so far starts: a line's place in its part, kept across
        /// a resize.
        private var partStarts: [Int] = []
        /// The parts not laid out yet; nil once every part is.
        private var rest: AnyIterator<Part>?

        /// A document laid out whole: one part.
        public init(lines: [StyledLine], sectionStarts: [Int] = []) {
            self.lines = lines
            self.sectionStarts = sectionStarts
            partStarts = [0]
        }

        /// A document whose parts are laid out as `parts` yields them: a lazy sequence, so
        /// that a part not read is never laid out.
        public init<Parts: Sequence<Part>>(parts: Parts) {
            rest = AnyIterator(parts.makeIterator())
        }

        /// Whether every part is laid out, so `lines` is the whole document.
        public var isComplete: Bool { rest == nil }

        /// Lays out parts until line `line` is laid out, or the document ends.
        public func layOut(through line: Int) {
            while lines.count <= line, layOutNextPart() {}
        }

        /// Lays out parts until section `section` starts, or the document ends.
        func layOut(toSection section: Int) {
            while sectionStarts.count <= section, layOutNextPart() {}
        }

        /// The first section to start below line `line`, laid out as far as its start; nil
        /// when none does.
        func section(after line: Int) -> Int? {
            while sectionStarts.last.map({ $0 <= line }) ?? true, layOutNextPart() {}
            return sectionStarts.firstIndex { $0 > line }
        }

        /// Where line `line` lies: its part, and how far into the part it is (`offset` of
        /// the part's `length` lines).
        struct Place {
            var part: Int
            var offset: Int
            var length: Int
        }

        func place(of line: Int) -> Place? {
            guard let part = partStarts.lastIndex(where: { $0 <= line }) else { return nil }
            return Place(part: part, offset: line - partStarts[part], length: length(ofPart: part))
        }

        /// The line as far into its part as `place` is into its own, the part laid out at
        /// this width; the end when the document has fewer parts.
        func line(at place: Place) -> Int {
            while partStarts.count <= place.part, layOutNextPart() {}
            guard partStarts.indices.contains(place.part) else { return lines.count }
            let length = length(ofPart: place.part)
            return partStarts[place.part] + (place.length > 0 ? place.offset * length / place.length : 0)
        }

        /// The lines of part `part`: a part is laid out whole.
        private func length(ofPart part: Int) -> Int {
            (part + 1 < partStarts.count ? partStarts[part + 1] : lines.count) - partStarts[part]
        }

        /// False once every part is laid out.
        private func layOutNextPart() -> Bool {
            guard let part = rest?.next() else {
                rest = nil
                return false
            }
            if part.startsSection { sectionStarts.append(lines.count) }
            partStarts.append(lines.count)
            lines += part.lines
            return true
        }
    }
}
