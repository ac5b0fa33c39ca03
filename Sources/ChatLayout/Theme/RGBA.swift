import Foundation

/// A colour in sRGB with alpha, each channel 0…1.
public struct RGBA: Hashable, Sendable {
    /// The channels, each 0…1; the colour channels are not premultiplied, alpha 1 is opaque.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// A colour of these channels, opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// From 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour at `opacity` × its alpha.
    public func opacity(_ opacity: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// This colour drawn over the opaque `background`.
    public func over(_ background: RGBA) -> RGBA {
        let mix = { (top: Double, bottom: Double) in top * self.alpha + bottom * (1 - self.alpha) }
        return RGBA(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// CIE L* (0…100) of the opaque colour: sRGB decoded to linear light, relative luminance Y,
    /// then L* = 116 Y^(1/3) − 16 (903.3 Y below the CIE threshold).
    public var lightness: Double {
        let linear = { (value: Double) in value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
        let y = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return y <= 216.0 / 24389 ? y * 24389 / 27 : 116 * cbrt(y) - 16
    }
}
