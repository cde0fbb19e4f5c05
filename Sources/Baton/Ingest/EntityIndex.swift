/// The records of one ingest's entities keyed by one field, found by the key
/// value's bytes in the response: a response names an entity as often as it
/// appears, and each appearance after the first finds its record here without
/// making the key's string or hashing it (the fixture's 6,327 objects are 901
/// records). Open addressing over a power-of-two table, linear probing.
///
/// Only values without escapes are kept, so that equal bytes are equal values;
/// a value with escapes, or several key fields, goes through the record index
/// by its key's string, which stays the one authority: a record this index
/// names is the one that string names.
struct EntityIndex {
    private struct Key {
        let type: Int32
        let start: Int32
        let end: Int32
        let record: Int32
        let hash: UInt64
    }

    private var keys: [Key] = []
    /// Positions in `keys` plus one; zero for an empty slot.
    private var slots: [Int32]
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
        keys.reserveCapacity(capacity)
    }

    /// The record of the entity of `type` keyed by `base[start..<end]`, if met before.
    func record(_ type: TypeID, _ start: Int32, _ end: Int32, in base: UnsafePointer<UInt8>) -> Int32? {
        let hash = Self.hash(type, base + Int(start), Int(end - start))
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let key = keys[Int(stored) - 1]
            if key.hash == hash, key.type == type.number, key.end - key.start == end - start,
               Self.equal(base + Int(key.start), base + Int(start), Int(end - start)) {
                return key.record
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds an entity `record(_:_:_:in:)` did not find.
    mutating func add(_ record: Int32, _ type: TypeID, _ start: Int32, _ end: Int32, in base: UnsafePointer<UInt8>) {
        if (keys.count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(type, base + Int(start), Int(end - start))
        keys.append(Key(type: type.number, start: start, end: end, record: record, hash: hash))
        place(Int32(keys.count), hash: hash)
    }

    private mutating func place(_ stored: Int32, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = stored
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for position in keys.indices { place(Int32(position + 1), hash: keys[position].hash) }
    }

    /// FNV-1a over the type's number and the bytes, then a multiply to spread the
    /// low bits the table reads: key values are short (an id of a few digits).
    private static func hash(_ type: TypeID, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(bitPattern: type.number))
        for offset in 0..<count {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01b3
        }
        return (hash ^ (hash >> 29)) &* 0xbf58_476d_1ce4_e5b9
    }

    private static func equal(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for offset in 0..<count where lhs[offset] != rhs[offset] { return false }
        return true
    }
}
