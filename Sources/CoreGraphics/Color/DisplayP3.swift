/// Display P3 → sRGB conversion. Both spaces share the sRGB transfer curve and the
/// D65 white point, so the conversion is: decode to linear light, multiply by the
/// P3→sRGB primaries matrix, re-encode. The matrix is M_sRGB⁻¹ · M_P3, built from
/// the published primaries (P3: R 0.680,0.320 G 0.265,0.690 B 0.150,0.060; sRGB:
/// R 0.640,0.330 G 0.300,0.600 B 0.150,0.060) and D65; out-of-gamut results are
/// left outside 0…1 (extended sRGB), the drawing code clamps.
enum DisplayP3 {
    static let toLinearSRGB: [[CGFloat]] = [
        [1.2249401, -0.2249404, 0.0000000],
        [-0.0420569, 1.0420571, 0.0000000],
        [-0.0196376, -0.0786361, 1.0982735],
    ]

    static func toSRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let linear = [decode(red), decode(green), decode(blue)]
        let m = toLinearSRGB
        let out = (0..<3).map { row in
            encode(m[row][0] * linear[0] + m[row][1] * linear[1] + m[row][2] * linear[2])
        }
        return (out[0], out[1], out[2])
    }

    /// sRGB transfer (IEC 61966-2-1), mirrored for negative values as extended sRGB does.
    static func decode(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    static func encode(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
