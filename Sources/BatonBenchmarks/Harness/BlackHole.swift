/// Takes a value the optimizer must assume is used, so that the work making it stays.
@inline(never)
func blackHole<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}
