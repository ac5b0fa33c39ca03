import ChatLayout
import ParleyRender
import SimpleXModel

/// The colours a transcript is drawn with: one of the four SimpleX themes (`ThemePalette(.dark)`)
/// or your own (`ThemePalette(isLight:primary:…)`, or a theme's palette with colours changed).
///
/// ```swift
/// var palette = ThemePalette(.light)
/// palette.primary = RGBA(hex: 0x7B1FA2)
/// transcript.palette = palette
/// ```
public typealias ThemePalette = ChatLayout.ThemePalette

/// The four SimpleX themes: `light`, `dark`, `simplex` and `black`.
///
/// ```swift
/// let palette = ThemePalette(.simplex)
/// ```
public typealias ThemeName = ChatLayout.ThemeName

/// A colour in sRGB with alpha, for a palette of your own.
///
/// ```swift
/// let orange = RGBA(hex: 0xFF9500)
/// ```
public typealias RGBA = ChatLayout.RGBA

/// The two layouts of the SimpleX chat view: `classic` bubbles, sent messages at the end, and
/// `terminal` full-width rows with a sender row per group of messages (seed 000 §9).
///
/// ```swift
/// let pdf = try transcript.render(.pdf, layout: .terminal)
/// ```
public typealias ChatLayoutMode = SimpleXModel.ChatLayoutMode

/// The paper of a PDF transcript, `a4` or `letter`, with 40 pt margins (as `parley export`).
///
/// ```swift
/// transcript.paper = .letter
/// ```
public typealias TranscriptPaper = ParleyRender.TranscriptPaper
