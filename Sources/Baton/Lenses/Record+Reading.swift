import BatonSupport

/// The reads generated lenses make: one slot of a record, registered with that
/// slot's invalidation channel alone. A slot the store never received reads as
/// nil, is logged as missing data and is told to the lens's owner, whose root
/// heals; a value of another kind reads as nil and is logged as unexpected.
/// Nothing here crashes on a record short of a field.
extension Record {
    /// The slot's value as stored, registering the read.
    @_spi(Generated)
    public func readValue(_ slot: Slot) -> SlotValue {
        ObservationChannels.access(self, slot.index)
        return value(at: slot.index)
    }

    /// The field error stored beside the slot, registering the read.
    @_spi(Generated)
    public func readError(_ slot: Slot) -> FieldError? {
        ObservationChannels.access(self, slot.index)
        return error(at: slot.index)
    }

    /// A string, an enum's name or a custom scalar's text; a number or a boolean
    /// reads as its text.
    @_spi(Generated)
    public func readString(_ slot: Slot, owner: Owner? = nil) -> String? {
        switch readPresent(slot, owner) {
        case let .string(text)?: return text
        case let .int(number)?: return String(number)
        case let .double(number)?: return JSONText.double(number)
        case let .bool(flag)?: return flag ? "true" : "false"
        case .null?, nil: return nil
        default: return unexpected(slot)
        }
    }

    /// An integer; a float that is a whole number in range reads as one.
    @_spi(Generated)
    public func readInt(_ slot: Slot, owner: Owner? = nil) -> Int? {
        switch readPresent(slot, owner) {
        case let .int(number)?: return number
        case let .double(number)? where number.rounded(.towardZero) == number && abs(number) < 0x1p63:
            return Int(number)
        case .null?, nil: return nil
        default: return unexpected(slot)
        }
    }

    /// A float; an integer reads as one.
    @_spi(Generated)
    public func readDouble(_ slot: Slot, owner: Owner? = nil) -> Double? {
        switch readPresent(slot, owner) {
        case let .double(number)?: return number
        case let .int(number)?: return Double(number)
        case .null?, nil: return nil
        default: return unexpected(slot)
        }
    }

    @_spi(Generated)
    public func readBool(_ slot: Slot, owner: Owner? = nil) -> Bool? {
        switch readPresent(slot, owner) {
        case let .bool(flag)?: return flag
        case .null?, nil: return nil
        default: return unexpected(slot)
        }
    }

    /// The linked record; nil for null, missing, or a deleted record.
    @_spi(Generated)
    public func readLink(_ slot: Slot, owner: Owner? = nil) -> Record? {
        switch readPresent(slot, owner) {
        case let .link(id)?:
            guard let target = store?.record(id), !target.isDeleted else { return nil }
            return target
        case .null?, nil: return nil
        default: return unexpected(slot)
        }
    }

    /// A plural link's records in order; a null entry or a deleted record is nil.
    /// Nil for a null or missing list.
    @_spi(Generated)
    public func readLinks(_ slot: Slot, owner: Owner? = nil) -> [Record?]? {
        switch readPresent(slot, owner) {
        case let .links(ids)?:
            guard let store else { return nil }
            // A loop rather than a closure: a main-actor closure checks its executor
            // on every call.
            var targets: [Record?] = []
            targets.reserveCapacity(ids.count)
            for id in ids {
                guard let id else {
                    targets.append(nil)
                    continue
                }
                let target = store.record(id)
                targets.append(target.isDeleted ? nil : target)
            }
            return targets
        case .null?, nil: return nil
        default: return unexpected(slot)
        }
    }

    /// A list of scalars, nulls and nested lists kept.
    @_spi(Generated)
    public func readScalars(_ slot: Slot, owner: Owner? = nil) -> [ScalarElement]? {
        switch readPresent(slot, owner) {
        case let .scalars(elements)?: return elements
        case .null?, nil: return nil
        default: return unexpected(slot)
        }
    }

    /// The value registered and read; nil when the slot is missing, which is
    /// logged and told to the lens's owner, whose root heals.
    private func readPresent(_ slot: Slot, _ owner: Owner?) -> SlotValue? {
        let value = readValue(slot)
        guard case .missing = value else { return value }
        // A deleted record's fields are absent by design, not missing data.
        if !isDeleted, let store {
            let field = store.storageKey(of: slot.index, on: type)
            store.log?(.missingData(type: type.name, field: field))
            owner?.missed(type.name, field)
        }
        return nil
    }

    private func unexpected<T>(_ slot: Slot) -> T? {
        if let store {
            store.log?(.unexpectedValue(type: type.name, field: store.storageKey(of: slot.index, on: type)))
        }
        return nil
    }
}
