import CGtk
import Foundation
import ParleyGUI
import ParleyKit

/// The window: a label of the program's own beside a ChatWidget with Bob, who echoes each
/// message sent. An edit is shown as the edited message; a file sent is named in the echo.
@MainActor
func openWindow(_ application: UnsafeMutablePointer<GtkApplication>) {
    let me = PlainSender(id: "me", name: "Ann", isMe: true)
    let bob = PlainSender(id: "bob", name: "Bob")
    let chat = ChatWidget(chat: .direct(bob))
    chat.show([PlainMessage(id: 1, sender: bob, date: Date(), text: "Hi! Write me something, I *echo* it.")])
    var nextId: Int64 = 2
    chat.onSend = { draft in
        if let edited = draft.editing, var message = chat.messages.first(where: { $0.id == edited }) {
            message.text = draft.text
            message.edited = true
            return chat.update(message)
        }
        let file = draft.filePath.map { URL(fileURLWithPath: $0).lastPathComponent }
        chat.append(PlainMessage(id: nextId, sender: me, date: Date(), text: draft.text.isEmpty ? file ?? "" : draft.text, replyTo: draft.replyTo))
        chat.append(PlainMessage(id: nextId + 1, sender: bob, date: Date(), text: "Echo: " + (file.map { "your file \($0)" } ?? draft.text), replyTo: nextId))
        nextId += 2
    }

    let label = gtk_label_new("This label is the host's own.\nThe chat beside it is a ChatWidget.")!
    gtk_widget_set_margin_start(label, 16)
    gtk_widget_set_margin_end(label, 16)
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    let row = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
    gtk_box_append(row, label)
    gtk_box_append(row, UnsafeMutableRawPointer(chat.gtkWidget).assumingMemoryBound(to: GtkWidget.self))

    let window = gtk_application_window_new(application)!
    let asWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(asWindow, "Embedded chat")
    gtk_window_set_default_size(asWindow, 900, 640)
    gtk_window_set_child(asWindow, box)
    gtk_window_present(asWindow)
}

let application = gtk_application_new("io.github.parley.EmbeddedChat", G_APPLICATION_NON_UNIQUE)!
let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { application, _ in
    guard let application else { return }
    MainActor.assumeIsolated { openWindow(application) }
}
g_signal_connect_data(application, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
let status = g_application_run(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), CommandLine.argc, CommandLine.unsafeArgv)
exit(status)
