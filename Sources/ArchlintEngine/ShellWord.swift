import Foundation

/// Paths shown inside commands archlint suggests, so that they can be pasted as they are.
public enum ShellWord {
    /// A path as a shell word: single-quoted when it holds anything but plain characters.
    public static func quoted(_ path: String) -> String {
        let plain = path.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x2F || b == 0x2E || b == 0x2D || b == 0x5F
        }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
