import CoreGraphics

/// The pixel size a bitmap file declares in its header, read before any
/// decoder allocates memory for it, so that files declaring more pixels than
/// `BitmapBudget` allows are refused in constant time (decompression bombs).
/// Only the header fields are read; decoding stays with the libraries.
extension ImageDecoder {
    static func declaredPixelSize(of data: Data, format: Format) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(format == .jpeg ? data.count : 32))
        switch format {
        case .png: return CGImage.pngPixelSize(data)
        case .jpeg: return jpegPixelSize(bytes)
        case .gif:
            // The logical screen descriptor after the 6-byte signature, little-endian.
            guard bytes.count >= 10 else { return nil }
            return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        case .bmp: return bmpPixelSize(bytes, fileLength: data.count)
        case .svg: return nil
        }
    }

    /// The frame size of the first start-of-frame segment (SOF0…SOF15 but the
    /// DHT, JPG and DAC markers C4, C8, CC): precision byte, then height and
    /// width, big-endian.
    private static func jpegPixelSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var offset = 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {  // fill byte
                offset += 1
                continue
            }
            // Markers without a length: TEM, RST0…7, SOI, EOI.
            if marker == 0x01 || (0xD0...0xD9).contains(marker) {
                offset += 2
                continue
            }
            guard offset + 3 < bytes.count else { return nil }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 8 < bytes.count else { return nil }
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return (width, height)
            }
            if marker == 0xDA { return nil }  // scan data before any frame header
            offset += 2 + length
        }
        return nil
    }

    /// BITMAPCOREHEADER (12 bytes: 16-bit sizes) or a later info header (signed
    /// 32-bit sizes; a negative height means rows run top-down).
    ///
    /// Two more header fields are checked, because gdk-pixbuf's BMP loader
    /// reserves a buffer as large as each says before it looks at anything
    /// else: the info header's own size and the pixel data's offset in the
    /// file. One damaged byte there made it reserve 4 GB (`make fuzz` found
    /// it). A header size the loader does not know (it takes 12, 40, 64, 108
    /// and 124) fails there anyway; an offset past the file's end points at
    /// pixels that are not in it. Either gives nil here, before the loader runs.
    static func bmpPixelSize(_ bytes: [UInt8], fileLength: Int) -> (width: Int, height: Int)? {
        guard bytes.count >= 26 else { return nil }
        func little(_ offset: Int, _ count: Int) -> UInt32 {
            (0..<count).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
        }
        let headerSize = little(14, 4)
        guard [12, 40, 64, 108, 124].contains(headerSize), Int(little(10, 4)) <= fileLength else { return nil }
        if headerSize == 12 { return (Int(little(18, 2)), Int(little(20, 2))) }
        let width = Int(Int32(bitPattern: little(18, 4)))
        let height = Int(Int32(bitPattern: little(22, 4)))
        return (abs(width), abs(height))
    }
}
