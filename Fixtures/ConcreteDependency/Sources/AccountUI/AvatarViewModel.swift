import AccountData
import AccountDomain
import Foundation

@MainActor
public final class AvatarViewModel {
    private let uploader: AvatarUploader // expect: concrete-dependency
    public private(set) var avatarURL: URL?

    public init(uploader: AvatarUploader) { // expect: concrete-dependency
        self.uploader = uploader
    }

    public func upload(_ image: Data, for userID: String) async {
        avatarURL = try? await uploader.upload(image, for: userID)
    }
}
