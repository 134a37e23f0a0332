extension CGPath {
    /// The same path drawn backwards, subpath by subpath (the subpaths keep
    /// their order): each starts where it ended, curves run through their
    /// control points in reverse, and a closed subpath (its closing line made
    /// explicit) starts and ends where it did, still closed.
    package func reversed() -> CGPath {
        var result: [PathSegment] = []
        var subpath: [PathSegment] = []
        var start = CGPoint.zero
        var closed = false
        func flush() {
            defer {
                subpath = []
                closed = false
            }
            guard !subpath.isEmpty || closed else { return }
            // The points each segment starts from.
            var from: [CGPoint] = []
            var current = start
            for segment in subpath {
                from.append(current)
                current = segment.points.last ?? current
            }
            if closed, current != start {
                subpath.append(.line(start))
                from.append(current)
                current = start
            }
            result.append(.move(current))
            for (segment, origin) in zip(subpath, from).reversed() {
                switch segment {
                case .line: result.append(.line(origin))
                case .quad(let control, _): result.append(.quad(control: control, end: origin))
                case .cubic(let c1, let c2, _): result.append(.cubic(control1: c2, control2: c1, end: origin))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                flush()
                start = p
            case .close:
                closed = true
                flush()
            default:
                subpath.append(segment)
            }
        }
        flush()
        return CGPath(segments: result)
    }
}
