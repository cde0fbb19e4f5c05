extension ListView {
    /// A key a list answers by moving its selection, and what it does in words. `handle`
    /// and the help overlay read this one table, so `?` lists exactly what works.
    struct Motion {
        let keys: [Key]
        let description: String
        let move: @MainActor (ListView) -> Void
    }

    static let motions: [Motion] = [
        Motion(keys: [.character("j"), .down], description: "the next row") { $0.select($0.selection + 1) },
        Motion(keys: [.character("k"), .up], description: "the row before") { $0.select($0.selection - 1) },
        Motion(keys: [.character("g"), .home], description: "the first row") { $0.select(0) },
        Motion(keys: [.character("G"), .end], description: "the last row, loading to the end") { $0.followEnd() },
        Motion(keys: [.pageDown], description: "a screenful down, loading more at the end") { $0.movePage(by: $0.page) },
        Motion(keys: [.pageUp], description: "a screenful up") { $0.movePage(by: -$0.page) },
        Motion(keys: [.control("d")], description: "half a screenful down") { $0.movePage(by: max(1, $0.page / 2)) },
        Motion(keys: [.control("u")], description: "half a screenful up") { $0.movePage(by: -max(1, $0.page / 2)) },
    ]

    /// The list's keys as the help overlay lists them, one line each.
    public static var helpEntries: [KeyHelp.Entry] {
        motions.map { KeyHelp.Entry(keys: $0.keys, description: $0.description) }
    }
}

extension ListView {
    /// Every key a list answers, each with what it does: keys nothing else may take.
    public static var motionKeys: [(key: Key, description: String)] {
        motions.flatMap { motion in motion.keys.map { ($0, motion.description) } }
    }
}
