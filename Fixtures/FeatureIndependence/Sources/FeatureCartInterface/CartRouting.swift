/// What other features may know of the cart: `Feature*` matches this module too, but an
/// interface module is how independent features talk.
public protocol CartRouting: AnyObject {
    func openCart()
    func add(productID: String)
}
