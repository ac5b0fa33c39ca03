/// Parley's version, the one place it is written: `parley --version` prints it, and the newest
/// entry of `CHANGELOG.md` names it (a test holds the two equal).
enum ParleyVersion {
    /// The release, as semantic versioning writes it.
    static let current = "0.1.0"
}
