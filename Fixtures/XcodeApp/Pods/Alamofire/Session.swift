// Vendored by CocoaPods: the default excludes skip Pods/, so nothing here is linted.
import ShopData

public final class Session {
    public static let `default` = Session()
}
