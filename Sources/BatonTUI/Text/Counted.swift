/// A number and its noun, the noun plural unless the number is one: "1 repository",
/// "60 repositories", "0 records". `plural` defaults to the noun with an s.
public func counted(_ number: Int, _ singular: String, plural: String? = nil) -> String {
    "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
}
