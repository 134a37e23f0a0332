import CoreGraphics
import Foundation

/// Color sets (`<name>.colorset/Contents.json`) as Xcode writes them.
///
/// Each entry of `colors` has an `idiom` (`universal` used, else `iphone`),
/// optional `appearances` and `display-gamut`, and a `color`: either a
/// `color-space` with `components`, or a `reference` to a system color
/// (`systemBlueColor`, `labelColor`, …). Color spaces: `srgb`, `display-p3`,
/// `extended-srgb`, `extended-linear-srgb` (converted to extended sRGB, Kumiki
/// having no linear space), `gray-gamma-22` and `extended-gray` (component
/// `white`). A component is a string in any of Xcode's input formats —
/// floating point ("0.502"), 8-bit integer ("128", over 255) or 8-bit
/// hexadecimal ("0x80", over 255) — or a JSON number (floating point); `alpha`
/// is floating point or hexadecimal, and 1 when absent.
extension AssetCatalog {
    /// Why a color set could not be read.
    struct ColorSetError: Error, CustomStringConvertible {
        let description: String
    }

    /// One usable entry of a color set: when it applies, and its color.
    struct ColorSetEntry {
        let key: AppearanceMatch.Key
        let color: UIColor
    }

    /// The entries of the color set `name`: nil when the catalog has no such
    /// set; throws a `ColorSetError` (naming the file) when the set is malformed.
    func colorSetEntries(_ name: String) throws -> [ColorSetEntry]? {
        guard let folder = colorSets[name] else { return nil }
        let file = folder.appendingPathComponent("Contents.json")
        do {
            let data = try Data(contentsOf: file)
            let contents = try JSONDecoder().decode(ColorSetContents.self, from: data)
            let all = contents.colors ?? []
            let universal = all.filter { ($0.idiom ?? "universal") == "universal" }
            let ofIdiom = universal.isEmpty ? all.filter { $0.idiom == "iphone" } : universal
            guard !ofIdiom.isEmpty else { throw ColorSetError(description: "no universal or iphone color") }
            return try ofIdiom.map { entry in
                ColorSetEntry(key: AppearanceMatch.Key(entry.appearances, gamut: entry.displayGamut),
                              color: try entry.color.makeColor())
            }
        } catch let error as ColorSetError {
            throw ColorSetError(description: "\(file.path): \(error.description)")
        } catch let error as DecodingError {
            throw ColorSetError(description: "\(file.path): \(Self.describe(error))")
        } catch {
            throw ColorSetError(description: "\(file.path): \(error.localizedDescription)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): return "not JSON (\(context.debugDescription))"
        case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "wrong type at \(path.isEmpty ? "top level" : path)"
        @unknown default: return "unreadable"
        }
    }

    // MARK: Contents.json

    struct ColorSetContents: Decodable {
        struct Entry: Decodable {
            let idiom: String?
            let appearances: [Appearance]?
            let displayGamut: String?
            let color: ColorValue

            enum CodingKeys: String, CodingKey {
                case idiom, appearances, color
                case displayGamut = "display-gamut"
            }
        }

        let colors: [Entry]?
    }

    /// A component as written: a string in one of Xcode's formats, or a number.
    struct Component: Decodable {
        let text: String

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string.trimmingCharacters(in: .whitespaces)
            } else {
                let number = try container.decode(Double.self)
                // A JSON number is floating point even without a fraction.
                text = number == number.rounded() ? String(format: "%.1f", number) : String(number)
            }
        }

        /// The value in 0…1 (or beyond, for extended spaces); nil when unreadable.
        /// `integersAre8Bit` reads "128" as 128/255 (components) rather than 128 (alpha).
        func value(integersAre8Bit: Bool) -> CGFloat? {
            let lower = text.lowercased()
            if lower.hasPrefix("0x") {
                return Int(lower.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
            }
            if integersAre8Bit, !lower.contains("."), !lower.contains("e"), let integer = Int(lower) {
                return CGFloat(integer) / 255
            }
            return Double(lower).map { CGFloat($0) }
        }
    }

    struct ColorValue: Decodable {
        let colorSpace: String?
        let components: [String: Component]?
        let reference: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components, reference
        }

        func makeColor() throws -> UIColor {
            if let reference {
                guard let color = UIColor.catalogReference(reference) else {
                    throw ColorSetError(description: "unknown system color \"\(reference)\"")
                }
                return color
            }
            guard let colorSpace else { throw ColorSetError(description: "a color without \"color-space\"") }
            let components = components ?? [:]
            func channel(_ name: String) throws -> CGFloat {
                guard let component = components[name] else {
                    throw ColorSetError(description: "\(colorSpace) color without \"\(name)\"")
                }
                guard let value = component.value(integersAre8Bit: true) else {
                    throw ColorSetError(description: "unreadable \(name) \"\(component.text)\"")
                }
                return value
            }
            let alpha: CGFloat
            if let component = components["alpha"] {
                guard let value = component.value(integersAre8Bit: false) else {
                    throw ColorSetError(description: "unreadable alpha \"\(component.text)\"")
                }
                alpha = value
            } else {
                alpha = 1
            }
            switch colorSpace {
            case "srgb":
                return UIColor(cgColor: CGColor(space: .sRGBSpace,
                                                componentList: [try channel("red"), try channel("green"),
                                                                try channel("blue"), alpha]))
            case "extended-srgb":
                return UIColor(red: try channel("red"), green: try channel("green"), blue: try channel("blue"),
                               alpha: alpha)
            case "extended-linear-srgb":
                return UIColor(red: Self.encodeSRGB(try channel("red")), green: Self.encodeSRGB(try channel("green")),
                               blue: Self.encodeSRGB(try channel("blue")), alpha: alpha)
            case "display-p3":
                return UIColor(displayP3Red: try channel("red"), green: try channel("green"),
                               blue: try channel("blue"), alpha: alpha)
            case "gray-gamma-22":
                return UIColor(white: try channel("white"), alpha: alpha)
            case "extended-gray":
                let space = CGColorSpace(name: CGColorSpace.extendedGray)!
                return UIColor(cgColor: CGColor(space: space, componentList: [try channel("white"), alpha]))
            default:
                throw ColorSetError(description: "unknown color-space \"\(colorSpace)\"")
            }
        }

        /// The sRGB transfer function applied to a linear value, mirrored for
        /// negative values as extended sRGB does.
        static func encodeSRGB(_ linear: CGFloat) -> CGFloat {
            let magnitude = abs(linear)
            let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return linear < 0 ? -encoded : encoded
        }
    }
}
