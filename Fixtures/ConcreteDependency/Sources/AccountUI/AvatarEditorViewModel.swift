import AccountData
import AccountDomain
import Foundation

/// The editor keeps uploads in small records that it reads itself. A pending upload is
/// cancelled through the uploader's own `cancelAll()`, which no protocol offers: typed as
/// AvatarUploading the record would not compile. A queued one only uploads, which the
/// protocol covers.
final class AvatarEditorViewModel {
    struct PendingUpload {
        let image: Data
        let uploader: AvatarUploader
    }

    struct QueuedUpload {
        let image: Data
        let uploader: AvatarUploader // expect: concrete-dependency
    }

    private var pending: PendingUpload?
    private var queued: [QueuedUpload] = []

    func cancel() {
        pending?
            .uploader
            .cancelAll()
        pending = nil
    }

    func flush(for userID: String) async throws {
        for upload in queued {
            _ = try await upload.uploader.upload(upload.image, for: userID)
        }
        queued.removeAll()
    }
}
