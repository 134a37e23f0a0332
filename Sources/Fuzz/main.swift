import CoreGraphics
import Foundation
import ShowcaseKit
import UIKit
import UIKitTesting

/// `make fuzz`: seeded random touches over every showcase screen (starting at
/// the home screen, so random taps also navigate), then seeded damaged image
/// files through the decoders. Prints the seed, events per second and the
/// result; a failure prints a minimal reproduction and exits with 1. It also
/// measures the process's resident memory after 10,000 touch events and at
/// the end of the run, and exits with 1 when the end is more than 10 % above
/// the first figure: something leaks (`MemoryCheck`, docs/RELIABILITY.md).
///
///     swift run -c release Fuzz [--seed N] [--events N]
let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String, default value: UInt64) -> UInt64 {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
          let parsed = UInt64(arguments[index + 1]) else { return value }
    return parsed
}

/// Without `--seed`, a fresh random seed each run (printed, so a failure can be replayed).
let seed = option("--seed", default: UInt64.random(in: 0...UInt64(UInt32.max)))
/// Wall-clock throughput is what this tool reports; the fuzzed apps run in virtual time.
let stopwatch = ContinuousClock()
let events = Int(option("--events", default: 1_000_000))

func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = stopwatch.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The app every fuzzed run starts from, and the one memory is measured with:
/// the showcase's home screen in a fresh host.
@MainActor
func makeShowcaseHost() -> UITestHost {
    let host = UITestHost(device: .iPhone15Pro)
    host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
    return host
}

/// `makeShowcaseHost()` as test code, for the reproduction a failure prints.
let makeShowcaseHostCode = "{ let host = UITestHost(device: .iPhone15Pro); host.rootViewController = "
    + "ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home); return host }()"

@MainActor
func fuzzTouches(checkingMemory memory: MemoryCheck) -> Bool {
    MemoryCheck.warmUp()
    var fuzzer = TouchFuzzer(seed: seed)
    let start = stopwatch.now
    let failure = fuzzer.run(events: events, makeHost: makeShowcaseHost, hostReplaced: memory.appReplaced(at:))
    let elapsed = seconds(since: start)
    print("touches: seed \(seed), \(fuzzer.eventCount) touch events (\(fuzzer.actionCount) gestures) in "
          + "\(String(format: "%.1f", elapsed)) s (\(Int(Double(fuzzer.eventCount) / max(elapsed, 1e-9))) events per second)")
    if let failure {
        print(failure.testCode(makingHost: makeShowcaseHostCode))
        return false
    }
    print("touches: every invariant held")
    return true
}

func fuzzImages() -> Bool {
    var generator = SeededGenerator(seed: seed)
    let samples = ImageSamples.all()
    let start = stopwatch.now
    var decoded = 0
    let count = max(100, events / 100)
    let peakBefore = ResidentMemory.peakAddressSpace()
    for _ in 0..<count {
        var bytes = [UInt8](samples[Int.random(in: 0..<samples.count, using: &generator)])
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
        case 1:
            for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
        default:
            // A size field blown up: where dimensions live in most headers.
            for index in [6, 7, 8, 9, 16, 17, 18, 19, 20, 21, 22, 23] where index < bytes.count {
                bytes[index] = 0xFF
            }
        }
        if UIImage(data: Data(bytes), scale: 3) != nil { decoded += 1 }
    }
    print("images: seed \(seed), \(count) damaged files in \(String(format: "%.1f", seconds(since: start))) s, "
          + "\(decoded) still decoded (partial images), none crashed")
    // Decoding may reserve at most two bitmaps the budget allows at once (the
    // decoder's and the image's); more means a header made a decoder reserve
    // what no budget checked. The peak only rises, so this sees growth past
    // what the touches reached.
    guard let peakBefore, let peakAfter = ResidentMemory.peakAddressSpace() else { return true }
    let growth = peakAfter - peakBefore
    let limit = 2 * BitmapBudget.maximumPixelCount * 4
    print("images: peak address space \(megabytes(peakAfter)), \(megabytes(growth)) above the touches' "
          + "(limit \(megabytes(limit)))")
    guard growth <= limit else {
        print("images: FAILED: a damaged file made a decoder reserve more memory than any image the budget allows")
        return false
    }
    return true
}

/// Small valid files of every format, made here, to damage.
enum ImageSamples {
    static func all() -> [Data] {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 16))
        }
        let svg = Data("<svg xmlns='http://www.w3.org/2000/svg' width='20' height='10'><rect width='5' height='5'/></svg>".utf8)
        return [image.pngData(), image.jpegData(compressionQuality: 0.8), svg].compactMap { $0 }
            + [gif, bmp] + hostileSVGs
    }

    /// SVG documents that attack the parser rather than the pixels: an entity
    /// naming a file to read, an image naming one, and nested entities that
    /// would expand to 10⁹ strings. Damaged or whole, they must give nil or a
    /// picture without the files in it, in bounded memory.
    static let hostileSVGs: [Data] = {
        let opening = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='20'>"
        var laughs = "<!ENTITY l0 'lol'>"
        for level in 1...9 { laughs += "<!ENTITY l\(level) '" + String(repeating: "&l\(level - 1);", count: 10) + "'>" }
        return [
            "<!DOCTYPE svg [<!ENTITY e SYSTEM 'file:///etc/passwd'>]>" + opening + "<text y='15'>&e;</text></svg>",
            opening + "<image href='file:///etc/passwd' width='40' height='20'/></svg>",
            "<!DOCTYPE svg [\(laughs)]>" + opening + "<text y='15'>&l9;</text></svg>",
        ].map { Data($0.utf8) }
    }()

    /// A 1×1 GIF and a 1×1 BMP, byte by byte from their specifications.
    static let gif = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255,
                           0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B])
    static let bmp = Data([0x42, 0x4D, 58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
                           1, 0, 24, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                           0, 0, 255, 0])
}

let memory = MainActor.assumeIsolated { MemoryCheck() }
let touchesHeld = MainActor.assumeIsolated { fuzzTouches(checkingMemory: memory) }
let imagesHeld = fuzzImages()
let memoryHeld = MainActor.assumeIsolated { memory.finish(makeApp: makeShowcaseHost) }
exit(touchesHeld && imagesHeld && memoryHeld ? 0 : 1)
