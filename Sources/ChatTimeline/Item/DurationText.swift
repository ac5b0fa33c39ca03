/// A duration as the apps write it (`durationText`): "m:ss" under an hour, "h:mm:ss" from an
/// hour on (a 3,725 s video is "1:02:05", not "62:05").
public enum DurationText {
    /// `seconds` as "m:ss" or "h:mm:ss"; a negative duration is "0:00".
    public static func text(seconds: Int) -> String {
        let seconds = max(0, seconds)
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let ss = (rest < 10 ? "0" : "") + "\(rest)"
        guard hours > 0 else { return "\(minutes):\(ss)" }
        return "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes):\(ss)"
    }
}
