import Foundation
import Observation

/// Owns the canvas and the tree of views laid out in it, and keeps the canvas current:
/// each view's layout and render run inside `withObservationTracking`, and a change to
/// what one read marks that view alone and schedules one pass for the next turn. Changes
/// within a turn coalesce into that pass; a pass lays out and renders only what was marked
/// (and what a redrawn view covered, such as an overlay above it).
@MainActor
public final class RenderHost {
    /// Runs a pass later: on the main queue's next turn by default; tests inject their own.
    public typealias Scheduler = @MainActor (_ pass: @escaping @MainActor @Sendable () -> Void) -> Void

    public let root: any View
    /// The last frame. Empty while a pass draws; the terminal layer reads it in `didRender`.
    public private(set) var canvas: Canvas
    /// Below this size the host shows a notice in place of the views.
    public var minimumSize: Size {
        didSet {
            markEverything()
            schedulePass()
        }
    }
    /// Called after every pass with the new frame; the terminal layer flushes it here.
    public var didRender: (@MainActor (Canvas) -> Void)?

    /// Renders since the host was made, over every view.
    public private(set) var totalRenderCount = 0
    /// Passes run since the host was made.
    public private(set) var passCount = 0
    public private(set) var isPassScheduled = false
    /// Set by `stop()`: no pass runs again.
    public private(set) var isStopped = false
    /// Makes what each layout and render reads, ended with its observation; without it,
    /// the host tells no model of an observation's end.
    public var observedReads: (@MainActor () -> any ObservedReads)?

    private let scheduler: Scheduler
    private var size: Size
    private var rootNode: Node
    private var nodes: [ObjectIdentifier: Node] = [:]
    private var nextSerial = 0
    private var showsTooSmallNotice = false
    /// Rectangles a layout uncovered (a child removed or moved) and the parent whose other
    /// descendants there must draw again.
    private var exposed: [(rect: Rect, parentSerial: Int)] = []

    public init(
        root: any View, size: Size, minimumSize: Size = Size(width: 20, height: 5),
        scheduler: @escaping Scheduler = RenderHost.mainQueue
    ) {
        self.root = root
        self.size = size
        self.minimumSize = minimumSize
        self.scheduler = scheduler
        canvas = Canvas(size: size)
        MainQueue.mark()
        rootNode = Node(view: root, serial: 0, rect: Rect(origin: .zero, size: size))
        nodes[ObjectIdentifier(root)] = rootNode
        nextSerial = 1
    }

    /// Schedules work on the main queue's next turn.
    public static func mainQueue(_ pass: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { pass() } }
    }

    // MARK: Driving

    /// Runs a pass now: the first frame, drawn synchronously from what the views read.
    public func render() {
        isPassScheduled = false
        guard !isStopped else { return }
        performPass()
    }

    /// Ends the passes for good, a scheduled one included: once the app has given the
    /// terminal back, a view must not read a store its environment is clearing.
    public func stop() {
        isStopped = true
        isPassScheduled = false
    }

    /// Lays out and renders everything again at the new size, now.
    public func resize(to size: Size) {
        self.size = size
        canvas = Canvas(size: size)
        markEverything()
        render()
    }

    /// Marks a view to render again in the next pass, for state Observation does not see.
    public func setNeedsRender(_ view: any View) {
        guard let node = nodes[ObjectIdentifier(view)] else { return }
        node.needsRender = true
        schedulePass()
    }

    // MARK: Counting

    /// How many times the view rendered while it was in the tree (0 for a view not in it).
    public func renderCount(of view: any View) -> Int {
        nodes[ObjectIdentifier(view)]?.renderCount ?? 0
    }

    /// Whether the view is in the laid-out tree (a list's row scrolled away is not).
    public func contains(_ view: any View) -> Bool {
        nodes[ObjectIdentifier(view)] != nil
    }

    /// Every view in the tree with its render count, in drawing order: the debug pane's list.
    public func renderCounts() -> [(view: any View, count: Int)] {
        var counts: [(view: any View, count: Int)] = []
        func collect(_ node: Node) {
            counts.append((node.view, node.renderCount))
            node.children.forEach(collect)
        }
        collect(rootNode)
        return counts
    }

    /// How many views the tree holds now.
    public var viewCount: Int { nodes.count }

    /// The rectangle the view was given in the last layout.
    public func frame(of view: any View) -> Rect? {
        nodes[ObjectIdentifier(view)]?.rect
    }

    // MARK: The pass

    private func schedulePass() {
        guard !isPassScheduled, !isStopped else { return }
        isPassScheduled = true
        scheduler { [weak self] in
            guard let self, self.isPassScheduled else { return }
            self.render()
        }
    }

    private func performPass() {
        passCount += 1
        if size.width < minimumSize.width || size.height < minimumSize.height {
            drawTooSmallNotice()
        } else {
            if showsTooSmallNotice {
                showsTooSmallNotice = false
                canvas = Canvas(size: size)
                markEverything()
            }
            update(rootNode, rect: Rect(origin: .zero, size: size))
            var working = Canvas(width: 0, height: 0)
            swap(&working, &canvas)
            var damage: [(rect: Rect, serial: Int)] = []
            var ancestors: [Int] = []
            renderDirty(rootNode, into: &working, damage: &damage, ancestors: &ancestors)
            swap(&working, &canvas)
            exposed.removeAll()
        }
        didRender?(canvas)
    }

    /// Renders, in drawing order, each node that is marked, overdrawn by an earlier render
    /// that is not its ancestor (an ancestor never draws over its children's rectangles), or
    /// under a rectangle its ancestor's layout uncovered.
    private func renderDirty(_ node: Node, into canvas: inout Canvas, damage: inout [(rect: Rect, serial: Int)], ancestors: inout [Int]) {
        let due = node.needsRender
            || damage.contains { $0.rect.intersects(node.rect) && !ancestors.contains($0.serial) }
            || exposed.contains { $0.rect.intersects(node.rect) && ancestors.contains($0.parentSerial) }
        if due && !node.rect.isEmpty {
            render(node, into: &canvas)
            damage.append((node.rect, node.serial))
        }
        node.needsRender = false
        ancestors.append(node.serial)
        for child in node.children {
            renderDirty(child, into: &canvas, damage: &damage, ancestors: &ancestors)
        }
        ancestors.removeLast()
    }

    private func render(_ node: Node, into canvas: inout Canvas) {
        let view = node.view
        CanvasRegion.drawing(in: &canvas, bounds: node.rect, holes: node.children.map(\.rect)) { region in
            region.fill()
            track(node, invalidating: .render) { view.render(in: &region) }
        }
        node.renderCount += 1
        totalRenderCount += 1
    }

    // MARK: Layout

    /// Brings a subtree's layout up to date: a node whose rectangle changed or whose layout
    /// read changed lays out again; the rest only pass the question to their children.
    private func update(_ node: Node, rect: Rect, parentSerial: Int? = nil) {
        if node.rect != rect {
            if let parentSerial { exposed.append((node.rect, parentSerial)) }
            node.rect = rect
            node.needsRender = true
            node.needsLayout = true
        }
        if node.needsLayout {
            layOut(node)
        } else {
            for child in node.children { update(child, rect: child.rect) }
        }
    }

    private func layOut(_ node: Node) {
        node.needsLayout = false
        let view = node.view
        let bounds = node.rect
        let placements = track(node, invalidating: .layout) { view.layout(in: bounds) }
        var previous: [ObjectIdentifier: Node] = [:]
        for child in node.children { previous[ObjectIdentifier(child.view)] = child }
        var children: [Node] = []
        children.reserveCapacity(placements.count)
        for placement in placements {
            let id = ObjectIdentifier(placement.view)
            let rect = placement.rect.intersection(bounds)
            let child: Node
            if let existing = previous.removeValue(forKey: id) {
                child = existing
            } else if let elsewhere = nodes[id] {
                // A view has one place in the tree. One placed twice keeps its first place
                // here, and an ancestor cannot be its own descendant; one that moved from
                // another parent leaves that place, which draws again.
                guard let oldParent = elsewhere.parent, oldParent !== node, !elsewhere.isAncestor(of: node) else { continue }
                oldParent.children.removeAll { $0 === elsewhere }
                oldParent.needsRender = true
                exposed.append((elsewhere.rect, oldParent.serial))
                elsewhere.needsRender = true
                child = elsewhere
            } else {
                child = Node(view: placement.view, serial: nextSerial, rect: rect)
                nextSerial += 1
                nodes[id] = child
            }
            child.parent = node
            update(child, rect: rect, parentSerial: node.serial)
            children.append(child)
        }
        for removed in previous.values {
            exposed.append((removed.rect, node.serial))
            forget(removed)
        }
        let holesChanged = children.count != node.children.count
            || zip(children, node.children).contains { $0 !== $1 || $0.rect != $1.rect }
        if holesChanged { node.needsRender = true }
        node.children = children
    }

    private func forget(_ node: Node) {
        nodes[ObjectIdentifier(node.view)] = nil
        // Its observations mark nothing now; ended, they hold nothing either.
        node.ending.end(\.layout)
        node.ending.end(\.render)
        for child in node.children { forget(child) }
    }

    private func markEverything() {
        for node in nodes.values {
            node.needsRender = true
            node.needsLayout = true
        }
    }

    // MARK: Observation

    private enum Invalidation {
        case layout, render
    }

    /// Runs `body` observed: the first change to what it read marks the node and schedules a
    /// pass, if the node is still in the tree and this was its latest layout or render (an
    /// earlier observation may watch what the latest no longer reads).
    private func track<Result>(_ node: Node, invalidating kind: Invalidation, _ body: () -> Result) -> Result {
        let id = ObjectIdentifier(node.view)
        let serial = node.serial
        let epoch: Int
        let channel: KeyPath<TrackingEnd, Void>
        switch kind {
        case .layout:
            node.layoutEpoch += 1
            epoch = node.layoutEpoch
            channel = \.layout
        case .render:
            node.renderEpoch += 1
            epoch = node.renderEpoch
            channel = \.render
        }
        // The observation this one replaces ends now if no change ended it: its epoch is
        // past, so it marks nothing, and its registrations go.
        let ending = node.ending
        ending.end(channel)
        let reads = observedReads?()
        return withObservationTracking({
            ending.observe(channel, reads: reads, body)
        }) { [weak self] in
            let invalidate: @MainActor @Sendable () -> Void = { self?.invalidate(id, serial: serial, kind, epoch: epoch) }
            if MainQueue.isCurrent {
                MainActor.assumeIsolated(invalidate)
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated(invalidate) }
            }
        }
    }

    private func invalidate(_ id: ObjectIdentifier, serial: Int, _ kind: Invalidation, epoch: Int) {
        guard let node = nodes[id], node.serial == serial else { return }
        switch kind {
        case .layout:
            guard node.layoutEpoch == epoch else { return }
            node.needsLayout = true
        case .render:
            guard node.renderEpoch == epoch else { return }
            node.needsRender = true
        }
        schedulePass()
    }

    // MARK: Too small

    private func drawTooSmallNotice() {
        showsTooSmallNotice = true
        canvas = Canvas(size: size)
        let lines = ["Terminal too small", "\(size.width)x\(size.height), needs \(minimumSize.width)x\(minimumSize.height)"]
        let shown = lines.prefix(canvas.height)
        let top = (canvas.height - shown.count) / 2
        for (offset, line) in shown.enumerated() {
            let width = min(line.displayWidth, canvas.width)
            let origin = Point(x: (canvas.width - width) / 2, y: top + offset)
            canvas.draw(line, at: origin, style: Style(bold: offset == 0), clip: canvas.bounds, truncatingTo: canvas.width)
        }
    }
}

/// One view's place in the host's tree and what the host knows of it.
@MainActor
private final class Node {
    let view: any View
    /// Distinguishes this node from a later one whose view reuses the same address.
    let serial: Int
    var rect: Rect
    var children: [Node] = []
    weak var parent: Node?
    var needsLayout = true
    var needsRender = true
    var renderCount = 0
    /// Counts layouts and renders, so an observation knows whether it is the latest.
    var layoutEpoch = 0
    var renderEpoch = 0
    /// Ends the node's observations when it leaves the tree or observes again.
    let ending = TrackingEnd()

    init(view: any View, serial: Int, rect: Rect) {
        self.view = view
        self.serial = serial
        self.rect = rect
    }

    /// Whether this node is `other` or one of its ancestors.
    func isAncestor(of other: Node) -> Bool {
        var current: Node? = other
        while let node = current {
            if node === self { return true }
            current = node.parent
        }
        return false
    }
}
