import Foundation

/// An upload in flight: its progress can be read, and it can be paused or cancelled.
protocol UploadTask: AnyObject {
    var progress: Double { get }
    func pause()
    func cancel()
}

/// Reads the progress directly and cancels through `take()`, which hands back the held task and
/// leaves nil behind: 2 of 3 requirements, more than half.
final class UploadViewModel {
    private var task: UploadTask?

    func start(_ task: UploadTask) {
        self.task = task
    }

    var progressText: String {
        "\(Int((task?.progress ?? 0) * 100))%"
    }

    func cancel() {
        let task = self.task.take()
        task?.cancel()
    }
}

/// Only cancels, through `take()`: 1 of 3, and the message names cancel as used.
final class AttachmentUploader {
    private var task: UploadTask? // expect: interface-segregation

    func begin(_ task: UploadTask) {
        self.task = task
    }

    func stop() {
        guard let task = task.take() else { return }
        task.cancel()
    }
}
