import GRDB
import GRDBSQLite
import TrackerCore

/// A row's columns, read by position, each as its type: GRDB's `Row`, or `StatementColumns`, a
/// statement's current row read straight from SQLite. A record's reader is written once, against
/// this, and reads from either. A stored value that is not one of its type's (NULL, for a type
/// that isn't optional) throws `StoredValueError`, never stops the server (`DatabaseValues.swift`).
protocol StoredColumns {
    /// The number of columns.
    var count: Int { get }
    /// The value at `index`, read straight from the statement.
    func stored<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ type: Value.Type, atIndex index: Int) throws -> Value
    /// The value at `index`, through a `DatabaseValue` (a type GRDB can't read straight, such as `Date`).
    func stored<Value: DatabaseValueConvertible>(_ type: Value.Type, atIndex index: Int) throws -> Value
    /// What `read` makes of the text at `index`, handed over as its UTF-8 bytes without a `String`
    /// between (instants, read by the dozen on every page); `nil` for NULL or a value that isn't text.
    func withTextBytes<Result>(atIndex index: Int, _ read: (UnsafeBufferPointer<UInt8>) -> Result) -> Result?
}

extension StoredColumns {
    func stored<Value: DatabaseValueConvertible & StatementColumnConvertible>(atIndex index: Int) throws -> Value {
        try stored(Value.self, atIndex: index)
    }

    func stored<Value: DatabaseValueConvertible>(atIndex index: Int) throws -> Value {
        try stored(Value.self, atIndex: index)
    }
}

extension Row: StoredColumns {
    func stored<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ type: Value.Type, atIndex index: Int) throws -> Value {
        do {
            return try decode(Value.self, atIndex: index)
        } catch is RowDecodingError {
            throw mismatch(Value.self, atIndex: index)
        }
    }

    func stored<Value: DatabaseValueConvertible>(_ type: Value.Type, atIndex index: Int) throws -> Value {
        do {
            return try decode(Value.self, atIndex: index)
        } catch is RowDecodingError {
            throw mismatch(Value.self, atIndex: index)
        }
    }

    func withTextBytes<Result>(atIndex index: Int, _ read: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let value: DatabaseValue = self[index]
        guard case .string(var text) = value.storage else { return nil }
        return text.withUTF8(read)
    }

    private func mismatch<Value>(_ type: Value.Type, atIndex index: Int) -> StoredValueError {
        StoredValueError(Value.self, column: columnNames[self.index(startIndex, offsetBy: index)], value: self[index])
    }
}

/// A statement's current row, read by position straight from SQLite, with no `Row` between: GRDB
/// makes the `Row` of every statement it steps with a dictionary of the statement's lowercased
/// column names, which on the main page cost more than reading the columns. Valid only while its
/// cursor is on the row (`Statement.forEachRow`).
struct StatementColumns: StoredColumns {
    let sqliteStatement: SQLiteStatement
    unowned(unsafe) let statement: Statement

    var count: Int { statement.columnCount }

    func stored<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ type: Value.Type, atIndex index: Int) throws -> Value {
        // nil for NULL (an optional type reads it as nil) and for a value the type refuses.
        guard let value = Value.fromStatement(sqliteStatement, atUncheckedIndex: CInt(index)) else {
            throw mismatch(Value.self, atIndex: index)
        }
        return value
    }

    func stored<Value: DatabaseValueConvertible>(_ type: Value.Type, atIndex index: Int) throws -> Value {
        guard let value = Value.fromDatabaseValue(DatabaseValue(sqliteStatement: sqliteStatement, index: CInt(index))) else {
            throw mismatch(Value.self, atIndex: index)
        }
        return value
    }

    func withTextBytes<Result>(atIndex index: Int, _ read: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        sqliteStatement.withTextBytes(atIndex: CInt(index), read)
    }

    /// Whether the value at `index` is NULL.
    func isNull(atIndex index: Int) -> Bool {
        sqlite3_column_type(sqliteStatement, CInt(index)) == SQLITE_NULL
    }

    /// A completion's day at `index` and its value (a number or NULL) at `index + 1`: the same
    /// as reading a `Day` and a `Double?`, with one look at each column's type instead of two
    /// (a history is read by the thousand rows).
    func dayValue(atIndex index: Int) throws -> DayValue {
        guard let day = sqliteStatement.withTextBytes(atIndex: CInt(index), Day.init(isoBytes:)) ?? nil else {
            throw mismatch(Day.self, atIndex: index)
        }
        let valueIndex = CInt(index + 1)
        switch sqlite3_column_type(sqliteStatement, valueIndex) {
        case SQLITE_NULL: return DayValue(day: day, value: nil)
        case SQLITE_FLOAT, SQLITE_INTEGER: return DayValue(day: day, value: sqlite3_column_double(sqliteStatement, valueIndex))
        default: throw mismatch(Double?.self, atIndex: index + 1)
        }
    }

    private func mismatch<Value>(_ type: Value.Type, atIndex index: Int) -> StoredValueError {
        StoredValueError(
            Value.self,
            column: statement.columnNames[index],
            value: DatabaseValue(sqliteStatement: sqliteStatement, index: CInt(index))
        )
    }
}

/// Steps a statement, each row read as `StatementColumns`.
private final class ColumnsCursor: DatabaseCursor {
    typealias Element = StatementColumns
    let _statement: Statement
    var _isDone = false

    init(_ statement: Statement, arguments: StatementArguments) throws {
        _statement = statement
        try statement.setArguments(arguments)  // resets the statement first
    }

    deinit {
        // Left before its end (its reader threw): reset, as GRDB's cursors do, so that the
        // statement holds no read open until its next use.
        if !_isDone { try? _statement.setArguments(_statement.arguments) }
    }

    func _element(sqliteStatement: SQLiteStatement) -> StatementColumns {
        StatementColumns(sqliteStatement: sqliteStatement, statement: _statement)
    }
}

extension Statement {
    /// Runs the statement with `arguments`, handing `body` each row's columns by position.
    func forEachRow(_ arguments: StatementArguments, _ body: (StatementColumns) throws -> Void) throws {
        try ColumnsCursor(self, arguments: arguments).forEach(body)
    }
}

extension SQLiteStatement {
    /// The current row's text at `index` as UTF-8 bytes, valid only during `read`; `nil` for NULL
    /// or a value that isn't text (SQLite would convert a number to text: that is not a day).
    func withTextBytes<Result>(atIndex index: CInt, _ read: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard sqlite3_column_type(self, index) == SQLITE_TEXT, let text = sqlite3_column_text(self, index) else { return nil }
        return read(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(self, index))))
    }
}
