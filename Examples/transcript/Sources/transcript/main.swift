import Foundation
import ParleyKit

/// `transcript MESSAGES.json OUT.pdf|.png|.svg [--group NAME] [--layout classic|terminal] [--theme light|dark|simplex|black]`:
/// the messages (a JSON list of ParleyKit's plain messages, dates in ISO 8601) drawn as the
/// SimpleX chat view draws a chat. A group when --group names it or more than one person other
/// than you writes; else the direct chat with the one who does.
let usage = "usage: transcript MESSAGES.json OUT.pdf|.png|.svg [--group NAME] [--layout classic|terminal] [--theme light|dark|simplex|black]"

/// Stops with one line on standard error and status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("transcript: \(message)\n".utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { fail("\(name) needs a value; \(usage)") }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
let group = option("--group")
let layoutName = option("--layout") ?? "classic"
let themeName = option("--theme") ?? "light"
guard arguments.count == 2 else { fail(usage) }
let (input, output) = (arguments[0], arguments[1])
guard let format = TranscriptFormat(rawValue: URL(fileURLWithPath: output).pathExtension.lowercased()) else { fail("OUT must end in .pdf, .png or .svg") }
guard let layout: ChatLayoutMode = ["classic": .classic, "terminal": .terminal][layoutName] else { fail("unknown layout \(layoutName)") }
guard let theme = ThemeName(named: themeName) else { fail("unknown theme \(themeName)") }

let messages: [PlainMessage]
do {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    messages = try decoder.decode([PlainMessage].self, from: Data(contentsOf: URL(fileURLWithPath: input)))
} catch {
    fail("\(input): \(error)")
}

var others: [PlainSender] = []
for sender in messages.map(\.sender) where !sender.isMe && !others.contains(where: { $0.id == sender.id }) {
    others.append(sender)
}
let me = messages.map(\.sender).first(where: \.isMe)
let chat: PlainChat
if group != nil || others.count > 1 {
    chat = .group(name: group ?? "Group", members: (me.map { [$0] } ?? []) + others)
} else if let other = others.first {
    chat = .direct(other)
} else {
    fail("\(input): nobody but you writes; name the chat with --group NAME")
}

do {
    let transcript = Transcript(chat: chat, messages: messages, palette: ThemePalette(theme))
    try transcript.render(format, layout: layout).write(to: URL(fileURLWithPath: output))
} catch {
    fail("\(output): \(error)")
}
