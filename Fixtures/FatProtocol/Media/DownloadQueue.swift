import Foundation

/// Declared once per platform: 7 requirements in each copy, and only one copy is compiled, so
/// the protocol has 7 requirements, not 14.
#if os(iOS)
protocol DownloadQueue: AnyObject {
    var pending: [URL] { get }
    func enqueue(_ url: URL)
    func cancel(_ url: URL)
    func pauseAll()
    func resumeAll()
    func scheduleBackgroundRefresh()
    func handleEventsForBackgroundURLSession(identifier: String, completion: @escaping () -> Void)
}
#else
protocol DownloadQueue: AnyObject {
    var pending: [URL] { get }
    func enqueue(_ url: URL)
    func cancel(_ url: URL)
    func pauseAll()
    func resumeAll()
    func scheduleBackgroundRefresh()
    func limitBandwidth(bytesPerSecond: Int)
}
#endif
