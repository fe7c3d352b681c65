import UIKit

/// A UIKit-style delegate: eleven requirements, five of them optional. Every client still sees
/// all eleven; conformers must implement the six required ones.
@objc protocol PlayerViewDelegate: AnyObject { // expect: fat-protocol
    func playerViewDidLoad(_ view: UIView)
    func playerView(_ view: UIView, didChangeRate rate: Float)
    func playerView(_ view: UIView, didSeekTo time: TimeInterval)
    func playerViewDidPlay(_ view: UIView)
    func playerViewDidPause(_ view: UIView)
    func playerViewDidFinish(_ view: UIView)
    @objc optional func playerViewDidEnterFullScreen(_ view: UIView)
    @objc optional func playerViewDidExitFullScreen(_ view: UIView)
    @objc optional func playerView(_ view: UIView, didFailWith error: Error)
    @objc optional func playerViewDidStartPictureInPicture(_ view: UIView)
    @objc optional func playerViewDidStopPictureInPicture(_ view: UIView)
}
