/// "a" or "an" before a type name in a message, by how the name is read aloud: `an
/// EventLoop`, `a UserRepository`, `a URLSession` (said "you-are-el"), `an HTTPClient` and
/// `an NSCache` (said "aitch", "en"). A leading run of capitals is an acronym, read letter by
/// letter.
enum Article {
    static func before(_ name: String) -> String {
        var letters = name.utf8.makeIterator()
        guard let first = letters.next() else { return "a" }
        let second = letters.next() ?? 0
        let third = letters.next() ?? 0
        let isUpper: (UInt8) -> Bool = { $0 >= 65 && $0 <= 90 }
        let upperFirst = isUpper(first) ? first : (first >= 97 && first <= 122 ? first - 32 : first)
        if isUpper(first) && isUpper(second) {
            // Letter names that start with a vowel sound: A E F H I L M N O R S X.
            return "AEFHILMNORSX".utf8.contains(upperFirst) ? "an" : "a"
        }
        switch upperFirst {
        case UInt8(ascii: "A"), UInt8(ascii: "E"), UInt8(ascii: "I"), UInt8(ascii: "O"):
            return "an"
        case UInt8(ascii: "U"):
            // "User", "Unit", "Usage", "Utility", "Uri" start with "you"; "Undo", "Update", "Upload" do not.
            let lowerSecond = second | 0x20, lowerThird = third | 0x20
            if lowerSecond == UInt8(ascii: "s") || lowerSecond == UInt8(ascii: "t") || lowerSecond == UInt8(ascii: "r") { return "a" }
            if lowerSecond == UInt8(ascii: "n") && lowerThird == UInt8(ascii: "i") { return "a" }
            return "an"
        default:
            return "a"
        }
    }
}
