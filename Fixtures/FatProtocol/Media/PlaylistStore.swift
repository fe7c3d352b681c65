import Foundation

/// Completion-handler requirements, with `async` conveniences in an extension: the overloads
/// (other labels) implement nothing. Only `playlistCount()` has a real default, and the
/// constrained extension's `reload()` serves only conformers that are objects.
protocol PlaylistStore { // expect: fat-protocol
    func playlists(completion: @escaping ([String]) -> Void)
    func playlist(id: String, completion: @escaping (String?) -> Void)
    func create(name: String, completion: @escaping (String) -> Void)
    func rename(id: String, to name: String, completion: @escaping (Bool) -> Void)
    func delete(id: String, completion: @escaping (Bool) -> Void)
    func add(trackID: String, to playlistID: String, completion: @escaping (Bool) -> Void)
    func remove(trackID: String, from playlistID: String, completion: @escaping (Bool) -> Void)
    func move(trackID: String, in playlistID: String, to index: Int, completion: @escaping (Bool) -> Void)
    func share(id: String, completion: @escaping (URL?) -> Void)
    func playlistCount() -> Int
    func reload()
}

extension PlaylistStore {
    func playlists() async -> [String] {
        await withCheckedContinuation { continuation in playlists { continuation.resume(returning: $0) } }
    }

    func playlist(id: String) async -> String? {
        await withCheckedContinuation { continuation in playlist(id: id) { continuation.resume(returning: $0) } }
    }

    func delete(id: String) async -> Bool {
        await withCheckedContinuation { continuation in delete(id: id) { continuation.resume(returning: $0) } }
    }

    func playlistCount() -> Int { 0 }
}

extension PlaylistStore where Self: AnyObject {
    func reload() {}
}
