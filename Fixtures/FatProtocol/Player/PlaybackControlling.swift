import Foundation

/// Seven shared requirements and two per platform: at most nine are ever compiled, so this is
/// not fat, although eleven are written.
protocol PlaybackControlling: AnyObject {
    var isPlaying: Bool { get }
    var currentTime: TimeInterval { get }
    func play()
    func pause()
    func seek(to time: TimeInterval)
    func skipForward()
    func skipBackward()
    #if os(iOS)
    func beginBackgroundAudio()
    func endBackgroundAudio()
    #else
    func showInMenuBar()
    func hideFromMenuBar()
    #endif
}

/// The same shape with four per platform: eleven are compiled on either.
protocol CarPlayControlling: AnyObject { // expect: fat-protocol
    var isPlaying: Bool { get }
    var currentTime: TimeInterval { get }
    func play()
    func pause()
    func seek(to time: TimeInterval)
    func skipForward()
    func skipBackward()
    #if os(iOS)
    func connectCarPlay()
    func disconnectCarPlay()
    func showNowPlaying()
    func showQueue()
    #elseif os(macOS)
    func showInMenuBar()
    #endif
}
