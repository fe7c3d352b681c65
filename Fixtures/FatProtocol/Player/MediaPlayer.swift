import Foundation

/// Six requirements.
protocol PlaybackControlling {
    var isPlaying: Bool { get }
    func play()
    func pause()
    func stop()
    func seek(to time: TimeInterval)
    func setRate(_ rate: Float)
}

/// Six requirements of its own plus six inherited: only its own count, so not reported.
protocol MediaPlayer: PlaybackControlling {
    var currentTime: TimeInterval { get }
    var duration: TimeInterval { get }
    var volume: Float { get set }
    func load(_ url: URL) async throws
    func skipForward(by seconds: TimeInterval)
    func skipBackward(by seconds: TimeInterval)
}
