import Testing
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36: which graphics the terminal answers for (kitty's query, XTVERSION, the device
/// attributes, XTSMGRAPHICS, `CSI 16 t`), the replies read out of the input however they are
/// split, and what `--images` makes of them.
@Suite struct GraphicsProbeTests {
    /// The graphics protocol is the first the terminal answered for, of kitty's, iTerm2's inline
    /// images and sixel: (the rule, the replies, the protocol).
    static let answers: [(rule: String, replies: String, graphics: GraphicsProtocol?)] = [
        ("kitty answered OK: kitty, though it has sixel too", "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c", .kitty),
        ("kitty's query answered with an error: not kitty", "\u{1B}_Gi=31;EINVAL:bad format\u{1B}\\\u{1B}[?62;22c", nil),
        ("iTerm2 named itself: inline images", "\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;4c", .inlineImages),
        ("another name: sixel by its attributes", "\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}[?64;1;2;4;6;9;15;18;21;22c", .sixel),
        ("attribute 4 after a VT220 class: sixel", "\u{1B}[?62;4;22c", .sixel),
        ("a VT100's options are not attributes", "\u{1B}[?1;4c", nil),
        ("nothing answered", "\u{1B}[?62;22c", nil),
    ]

    @Test(arguments: answers)
    func theGraphicsProtocolIsTheFirstAnswered(_ scenario: (rule: String, replies: String, graphics: GraphicsProtocol?)) {
        var probe = CapabilityProbe(environment: ["TERM": "xterm-256color"])
        var decoder = InputDecoder()
        let kept = decoder.feed(Array(scenario.replies.utf8)).filter { !probe.consume($0) }
        #expect(kept.isEmpty && probe.isComplete, "\(scenario.rule)")
        #expect(probe.capabilities.graphics == scenario.graphics, "\(scenario.rule)")
    }

    @Test func theCellSizeAndTheSixelLimitsAreRead() {
        var probe = CapabilityProbe(environment: [:])
        var decoder = InputDecoder()
        let replies = "\u{1B}[6;20;10t\u{1B}[?1;0;256S\u{1B}[?2;0;1000;800S\u{1B}[?2;3;0S\u{1B}[?62;4c"
        #expect(decoder.feed(Array(replies.utf8)).allSatisfy { probe.consume($0) })
        #expect(probe.capabilities.cellPixels == PixelSize(width: 10, height: 20))
        #expect(probe.capabilities.sixelColors == 256 && probe.capabilities.sixelLimit == PixelSize(width: 1000, height: 800))
    }

    @Test func theGraphicsQueriesAreAskedOnlyWhenWanted() {
        let plain = String(decoding: CapabilityProbe.query(graphics: false), as: UTF8.self)
        let asking = String(decoding: CapabilityProbe.query(graphics: true), as: UTF8.self)
        #expect(!plain.contains("\u{1B}_G") && plain.hasSuffix("\u{1B}[c"))
        #expect(asking.contains(KittyGraphics.query) && asking.contains("\u{1B}[>q") && asking.contains("\u{1B}[16t") && asking.contains("\u{1B}[?2;1;0S"))
        #expect(asking.hasSuffix("\u{1B}[c"), "the device attributes last: every reply comes before theirs")
    }

    @Test func repliesAreReadHoweverTheyAreSplit() {
        let bytes = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|WezTerm 2024\u{1B}\\x".utf8)
        var whole = InputDecoder()
        let expected = whole.feed(bytes)
        #expect(expected == [.graphicsReply("i=31;OK"), .terminalName("WezTerm 2024"), .key(KeyEvent(.character("x")))])
        var split = InputDecoder()
        #expect(bytes.flatMap { split.feed([$0]) } == expected)
    }

    @Test func altUnderscoreAndAltPAreStillKeys() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}_".utf8)).isEmpty && decoder.flushPendingEscape() == [.key(KeyEvent(.character("_"), .alt))])
        #expect(decoder.feed(Array("\u{1B}P".utf8)).isEmpty && decoder.flushPendingEscape() == [.key(KeyEvent(.character("P"), .alt))])
        #expect(decoder.feed(Array("\u{1B}Px".utf8)) == [.key(KeyEvent(.character("P"), .alt)), .key(KeyEvent(.character("x")))])
    }

    /// `ImageMode.drawing`: (the rule, the mode, the terminal's colours and graphics, the drawing).
    static let modes: [(rule: String, mode: ImageMode, depth: ColorDepth, graphics: GraphicsProtocol?, drawing: PictureDrawing?)] = [
        ("off is off", .off, .trueColor, .kitty, nil),
        ("blocks ignore the graphics", .blocks, .trueColor, .kitty, .blocks),
        ("blocks need colours", .blocks, .monochrome, nil, nil),
        ("auto takes the graphics answered", .auto, .palette256, .sixel, .graphics(.sixel)),
        ("auto without graphics: half blocks", .auto, .palette16, nil, .blocks),
        ("auto without colours draws pixels still", .auto, .monochrome, .kitty, .graphics(.kitty)),
        ("auto without colours or graphics: cards", .auto, .monochrome, nil, nil),
    ]

    @Test(arguments: modes)
    func imagesFlagAndTerminalGiveTheDrawing(_ scenario: (rule: String, mode: ImageMode, depth: ColorDepth, graphics: GraphicsProtocol?, drawing: PictureDrawing?)) {
        let capabilities = TerminalCapabilities(colorDepth: scenario.depth, graphics: scenario.graphics)
        #expect(scenario.mode.drawing(on: capabilities) == scenario.drawing, "\(scenario.rule)")
    }
}
