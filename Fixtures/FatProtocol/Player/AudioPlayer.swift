import AVFoundation

final class AudioPlayer: MediaPlayer {
    private let player = AVPlayer()

    var isPlaying: Bool { player.rate != 0 }
    var currentTime: TimeInterval { player.currentTime().seconds }
    var duration: TimeInterval { player.currentItem?.duration.seconds ?? 0 }
    var volume: Float {
        get { player.volume }
        set { player.volume = newValue }
    }

    func play() { player.play() }
    func pause() { player.pause() }
    func stop() {
        player.pause()
        seek(to: 0)
    }
    func seek(to time: TimeInterval) { player.seek(to: CMTime(seconds: time, preferredTimescale: 600)) }
    func setRate(_ rate: Float) { player.rate = rate }

    func load(_ url: URL) async throws {
        player.replaceCurrentItem(with: AVPlayerItem(url: url))
    }

    func skipForward(by seconds: TimeInterval) { seek(to: currentTime + seconds) }
    func skipBackward(by seconds: TimeInterval) { seek(to: max(0, currentTime - seconds)) }
}
