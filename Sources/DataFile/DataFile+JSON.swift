import Foundation

extension DataFile {
    /// Keys in snake case, no escaped slashes, compact.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }

    /// The file up to the opening of its trackers list (`…,"trackers":[`); the trackers of
    /// `self` are left out. With `jsonPiece` and `jsonTail`, the file is written a tracker at a
    /// time, so a long history is never held as one text.
    public func jsonHead() throws -> Data {
        var head = self
        head.trackers = nil
        let object = try Self.encoder().encode(head)
        // The encoder keeps no key order, so the list goes after the other keys by hand.
        let opening = object.count > 2 ? ",\"trackers\":[" : "\"trackers\":["
        return object.dropLast() + Data(opening.utf8)
    }

    /// One tracker of the list, on a line of its own, after a comma unless it is the first.
    public static func jsonPiece(_ tracker: Tracker, first: Bool) throws -> Data {
        Data((first ? "\n" : ",\n").utf8) + (try encoder().encode(tracker))
    }

    /// What closes the file after the last tracker.
    public static let jsonTail = Data("\n]}\n".utf8)

    /// Reads a file, or says where it stops making sense: not JSON at all, or a field of the
    /// wrong type (a name that is a number), named by its item.
    public static func read(_ data: Data) throws(DataFileError) -> DataFile {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            return try decoder.decode(DataFile.self, from: data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw DataFileError(.wrongType, at: DataFileLocation(context.codingPath))
        } catch let DecodingError.keyNotFound(key, context) {
            throw DataFileError(.missing, at: DataFileLocation(context.codingPath + [key]))
        } catch {
            throw DataFileError(.notJSON, at: DataFileLocation([]))
        }
    }
}

/// Why a file can't be read, and where.
public struct DataFileError: Error, Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        case notJSON
        case wrongType
        case missing
    }

    public let reason: Reason
    public let location: DataFileLocation

    public init(_ reason: Reason, at location: DataFileLocation) {
        self.reason = reason
        self.location = location
    }
}

/// An item of a file and one of its fields, numbered from 1 as people count:
/// "tracker 3, name", "tracker 3, day 12, value".
public struct DataFileLocation: Equatable, Sendable {
    public enum Item: Equatable, Sendable {
        case file
        case member
        case category(Int)
        case tracker(Int)
        case completion(tracker: Int, number: Int)
        case following(Int)
    }

    public var item: Item
    public var field: String?

    public init(_ item: Item, field: String? = nil) {
        self.item = item
        self.field = field
    }

    /// The location a decoder's coding path names.
    init(_ path: [any CodingKey]) {
        item = .file
        field = nil
        var keys = path.makeIterator()
        while let key = keys.next() {
            let name = Self.snakeCase(key.stringValue)
            let number = key.intValue.map { $0 + 1 }
            switch (item, name) {
            case (.file, "member"): item = .member
            case (.file, "categories"), (.file, "trackers"), (.file, "following"):
                guard let index = keys.next()?.intValue else {
                    field = name
                    return
                }
                item = name == "categories" ? .category(index + 1) : name == "trackers" ? .tracker(index + 1) : .following(index + 1)
            case (.tracker(let tracker), "completions"):
                guard let index = keys.next()?.intValue else {
                    field = name
                    return
                }
                item = .completion(tracker: tracker, number: index + 1)
            default:
                if number == nil { field = name }
            }
        }
    }

    /// A decoder's key as the file spells it (`startDay` → `start_day`).
    private static func snakeCase(_ key: String) -> String {
        key.reduce(into: "") { text, character in
            if character.isUppercase {
                text += "_" + character.lowercased()
            } else {
                text.append(character)
            }
        }
    }
}
