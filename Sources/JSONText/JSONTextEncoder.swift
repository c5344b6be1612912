/// The `Encoder` that `JSONText.encode` hands to a value: it writes each value as its
/// `encode(to:)` gives it. The containers open are kept as frames, innermost last; writing a
/// member of a container first closes the containers opened inside it since (their values are
/// done), and a value's own containers are closed when its `encode(to:)` returns.
///
/// One encoder is used by one caller at a time, so its state is kept without Swift's run-time
/// check of exclusive access, which cost a quarter of the writing (`@exclusivity(unchecked)`).
final class JSONTextEncoder: Encoder {
    @exclusivity(unchecked) var output = JSONOutput()
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// An open object or array, and how many members it has so far.
    private struct Frame {
        let id: Int
        let isObject: Bool
        var count: Int
    }

    /// A container's frame: its place on the stack, and its id, so that a container whose frame
    /// has been closed is told apart from the one opened in its place since.
    struct Handle {
        let index: Int
        let id: Int
    }

    @exclusivity(unchecked) private var frames: [Frame] = []
    @exclusivity(unchecked) private var opened = 0
    /// Where the value being written began on the stack: the frames at and above it are its own.
    @exclusivity(unchecked) private var valueDepth = 0
    /// A misuse seen where no error could be thrown (a nested container asked of a closed one).
    @exclusivity(unchecked) private var failure: JSONText.Misuse?

    func encodeTopLevel<T: Encodable>(_ value: T) throws {
        try write(value, empty: nil)
        if let failure { throw failure }
        guard !output.bytes.isEmpty else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
    }

    /// Writes `value` where the output stands (after its key or its comma). A value that writes
    /// nothing is an empty object, as Foundation has it.
    func write<T: Encodable>(_ value: T, empty: StaticString? = "{}") throws {
        let outerDepth = valueDepth
        let depth = frames.count
        let start = output.bytes.count
        valueDepth = depth
        defer { valueDepth = outerDepth }
        try value.encode(to: self)
        close(above: depth)
        if let empty, output.bytes.count == start { output.literal(empty) }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // A value may ask for its keyed container more than once (a composed type encodes each
        // part into it): the members all go into one object.
        if frames.count > valueDepth, frames[valueDepth].isObject {
            close(above: valueDepth + 1)
            return KeyedEncodingContainer(JSONTextKeyedContainer(encoder: self, frame: Handle(index: valueDepth, id: frames[valueDepth].id)))
        }
        return KeyedEncodingContainer(JSONTextKeyedContainer(encoder: self, frame: open(isObject: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        JSONTextUnkeyedContainer(encoder: self, frame: open(isObject: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONTextSingleValueContainer(encoder: self)
    }

    /// Opens an object or an array where the output stands.
    func open(isObject: Bool) -> Handle {
        output.byte(isObject ? 0x7B : 0x5B)
        opened += 1
        frames.append(Frame(id: opened, isObject: isObject, count: 0))
        return Handle(index: frames.count - 1, id: opened)
    }

    /// Starts the next member of `frame`'s object, up to its colon.
    func member(_ frame: Handle, _ key: some CodingKey) throws {
        try element(frame)
        output.string(key.stringValue)
        output.byte(0x3A)
    }

    /// Starts the next member of `frame`: closes what was opened inside it since, and writes the
    /// comma before all but its first member.
    func element(_ frame: Handle) throws {
        guard frame.index < frames.count, frames[frame.index].id == frame.id else {
            throw JSONText.Misuse(description: "A container was written to after its value was closed.")
        }
        close(above: frame.index + 1)
        if frames[frame.index].count > 0 { output.byte(0x2C) }
        frames[frame.index].count += 1
    }

    /// `element` or `member` where no error can be thrown: a misuse is kept and thrown at the end.
    func starting(_ start: () throws -> Void) {
        do { try start() } catch { failure = failure ?? (error as? JSONText.Misuse) }
    }

    func count(of frame: Handle) -> Int {
        guard frame.index < frames.count, frames[frame.index].id == frame.id else { return 0 }
        return frames[frame.index].count
    }

    /// Refuses a superclass's encoder: only classes ask for one, and the types written here are
    /// structs and enums.
    func superEncoderRefused() -> any Encoder {
        failure = failure ?? JSONText.Misuse(description: "superEncoder is not supported.")
        return self
    }

    private func close(above depth: Int) {
        while frames.count > depth {
            output.byte(frames.removeLast().isObject ? 0x7D : 0x5D)
        }
    }
}
