import CoreGraphics
import Testing

/// Darwin's constants that glibc lacks.
@Suite("Darwin time constants")
struct DarwinTimeConstantsTests {
    @Test("Darwin's time constants exist with Darwin's values")
    func timeConstants() {
        #expect(NSEC_PER_SEC == 1_000_000_000)
        #expect(NSEC_PER_MSEC == 1_000_000)
        #expect(NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
    }
}
