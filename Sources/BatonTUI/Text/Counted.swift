/// A number and its noun, the noun plural unless the number is one: "1 repository",
/// "60 repositories", "10,000 issues". `plural` defaults to the noun with an s.
public func counted(_ number: Int, _ singular: String, plural: String? = nil) -> String {
    "\(grouped(number)) " + (number == 1 ? singular : plural ?? singular + "s")
}

/// A number with its thousands grouped by commas, as GitHub writes counts: "2,340".
/// The same on every machine, whatever its locale.
public func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var text = number < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
        text.append(digit)
    }
    return text
}
