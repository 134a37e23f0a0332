import Testing

/// What an exit test's child process wrote to standard error, as text (empty
/// when the exit test did not run, which the `#expect` itself already reports).
public func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
