import Foundation
import GRDB
import TrackerCore

// The values of TrackerCore that records hold, read and written as their types, in the same
// columns and as the same text or number as ever. A stored value that is not one of them is an
// error, never a default: `fromDatabaseValue` gives nil, so `Row.decode`, `fetchOne`, `fetchAll`
// and Decodable records throw GRDB's `RowDecodingError` (an optional column too, unless it is
// NULL), and `Row.stored(atIndex:)` throws `StoredValueError`. Never read these columns with
// `row[…]`: its subscript stops the server on a value it can't convert.

/// A language's code (column `user.language`). Any well-formed code reads back, installed or
/// not: a member whose language file was taken away reads English, not a broken row.
extension Language: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Language? {
        guard case .string(let code) = dbValue.storage else { return nil }
        return Language.stored(code)
    }
}

/// `YYYY-MM-DD` (columns such as `tracker.start_day` and `completion.day`).
extension Day: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { iso.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Day? {
        guard case .string(let text) = dbValue.storage else { return nil }
        return Day(iso: text)
    }
}

/// Read straight from the statement (`Row.stored(atIndex:)`), without a `DatabaseValue` between:
/// every tracker a page reads has its start day, weekdays and colour. The same values as above.
extension Day: StatementColumnConvertible {
    public init?(sqliteStatement: SQLiteStatement, index: CInt) {
        // The text's bytes in place: no `String` is made for a day.
        guard let day = sqliteStatement.withTextBytes(atIndex: index, Day.init(isoBytes:)) ?? nil else { return nil }
        self = day
    }
}

/// The weekday mask, 0 to 127 (column `tracker.schedule`).
extension Schedule: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { mask.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Schedule? {
        guard case .int64(let mask) = dbValue.storage else { return nil }
        return Int(exactly: mask).flatMap(Schedule.init(exactly:))
    }
}

extension Schedule: StatementColumnConvertible {
    public init?(sqliteStatement: SQLiteStatement, index: CInt) {
        guard let schedule = Self.fromDatabaseValue(DatabaseValue(sqliteStatement: sqliteStatement, index: index)) else { return nil }
        self = schedule
    }
}

/// A palette colour's `#RRGGBB` in capitals (columns `tracker.color` and `user.avatar_color`).
extension TrackerColor: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> TrackerColor? {
        guard case .string(let text) = dbValue.storage else { return nil }
        return TrackerColor(rawValue: text)
    }
}

extension TrackerColor: StatementColumnConvertible {
    public init?(sqliteStatement: SQLiteStatement, index: CInt) {
        self.init(rawValue: String(sqliteStatement: sqliteStatement, index: index))
    }
}

/// A stored value that is not one of its type's: a damaged or hand-edited database. It names
/// the column and the value only, since the error is logged and the rest of the row may be a
/// person's (a password hash, a session's CSRF token), which GRDB's own error would print.
public struct StoredValueError: Error, CustomStringConvertible, Sendable {
    /// The Swift type the column holds, such as `Day` or `Optional<Language>`.
    public let type: String
    public let column: String
    /// The stored value as SQL writes it (`'2026-02-30'`, `200`, `NULL`).
    public let value: String

    public var description: String { "column \(column) holds \(value), which can't be read as \(type)" }
}

extension StoredValueError {
    /// `value`, stored in `column`, can't be read as `type`.
    init<Value>(_ type: Value.Type, column: String, value: DatabaseValue) {
        let sql: String =
            switch value.storage {
            case .null: "NULL"
            case .int64(let number): String(number)
            case .double(let number): String(number)
            case .string(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
            case .blob(let data): "a blob of \(data.count) bytes"
            }
        self.init(type: String(describing: Value.self), column: column, value: sql)
    }
}

/// `week` or `month` (column `tracker.quota_period`).
extension Period: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Period? {
        guard case .string(let text) = dbValue.storage else { return nil }
        return Period(rawValue: text)
    }
}

/// Read straight from the statement, as every tracker a page reads has it (mostly NULL, which
/// GRDB's `Optional` reads without calling this).
extension Period: StatementColumnConvertible {
    public init?(sqliteStatement: SQLiteStatement, index: CInt) {
        self.init(rawValue: String(sqliteStatement: sqliteStatement, index: index))
    }
}

/// A weekday as its number, 0 Monday to 6 Sunday (column `user.first_weekday`).
extension Weekday: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Weekday? {
        guard case .int64(let number) = dbValue.storage else { return nil }
        return Int(exactly: number).flatMap(Weekday.init(rawValue:))
    }
}
