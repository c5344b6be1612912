import Foundation
import GRDB
import Testing
import TrackerCore

@testable import TrackerStore

/// `StatementColumns` reads a statement's rows by position, as `Row` does, and refuses what
/// `Row.stored` refuses.
@Suite("Columns read straight from a statement")
struct StatementColumnsTests {
    private let sql = "SELECT NULL AS empty, 'Run' AS name, 2.5 AS value, 7 AS count, '2026-11-20 10:00:00.000' AS at, '#FD4C49' AS color"

    @Test func eachColumnReadsAsItsType() throws {
        let queue = try DatabaseQueue()
        try queue.read { db in
            var rows = 0
            try db.cachedStatement(sql: sql).forEachRow([]) { row in
                rows += 1
                #expect(row.count == 6)
                #expect(try row.stored(Int64?.self, atIndex: 0) == nil)
                #expect(try row.stored(String?.self, atIndex: 0) == nil)
                #expect(try row.stored(String.self, atIndex: 1) == "Run")
                #expect(try row.stored(Double.self, atIndex: 2) == 2.5)
                #expect(try row.stored(Int.self, atIndex: 3) == 7)
                #expect(try Date.stored(row, 4) == Date(databaseText: "2026-11-20 10:00:00.000"))
                #expect(try row.stored(TrackerColor.self, atIndex: 5) == .red)
                // The same values through GRDB's `Row`.
                let same = try #require(try Row.fetchOne(db, sql: sql))
                #expect(try same.stored(String.self, atIndex: 1) == row.stored(String.self, atIndex: 1))
                #expect(try Date.stored(same, 4) == Date.stored(row, 4))
            }
            #expect(rows == 1)
        }
    }

    @Test func aValueNotOfItsTypeThrowsNamingTheColumn() throws {
        let queue = try DatabaseQueue()
        try queue.read { db in
            try db.cachedStatement(sql: sql).forEachRow([]) { row in
                let null = #expect(throws: StoredValueError.self) { try row.stored(Int64.self, atIndex: 0) }
                #expect(null?.column == "empty" && null?.value == "NULL")
                let colour = #expect(throws: StoredValueError.self) { try row.stored(TrackerColor.self, atIndex: 1) }
                #expect(colour?.column == "name" && colour?.value == "'Run'")
                // A type read through a `DatabaseValue`.
                let language = #expect(throws: StoredValueError.self) { try row.stored(Language.self, atIndex: 3) }
                #expect(language?.column == "count" && language?.value == "7")
            }
        }
    }

    /// Days and instants are read from the column's bytes in place (`withTextBytes`): the same
    /// values as through a `String`, from a statement and from a `Row`, and the same refusals of
    /// a number or a malformed text.
    @Test func daysAndInstantsReadFromTheTextsBytes() throws {
        let queue = try DatabaseQueue()
        try queue.read { db in
            let sql = """
                SELECT '2026-11-20', 20261120, '2026-13-01', '2026-11-20 10:00:00.250', '2026-11-20T10:00:00Z', NULL, 'Ünïcödé'
                """
            try Self.checkDaysAndInstants(try #require(try Row.fetchOne(db, sql: sql)))
            try db.cachedStatement(sql: sql).forEachRow([]) { row in try Self.checkDaysAndInstants(row) }
        }
    }

    private static func checkDaysAndInstants(_ columns: some StoredColumns) throws {
        #expect(try columns.stored(Day.self, atIndex: 0) == Day(iso: "2026-11-20"))
        #expect(throws: StoredValueError.self) { try columns.stored(Day.self, atIndex: 1) }
        #expect(throws: StoredValueError.self) { try columns.stored(Day.self, atIndex: 2) }
        #expect(try Date.stored(columns, 3) == Date(timeIntervalSince1970: 1_795_168_800.25))
        // Another form of instant is left to GRDB, which reads ISO 8601 too.
        #expect(try Date.stored(columns, 4) == Date(timeIntervalSince1970: 1_795_168_800))
        #expect(throws: StoredValueError.self) { try Date.stored(columns, 5) }
        #expect(columns.withTextBytes(atIndex: 1) { $0.count } == nil)
        #expect(columns.withTextBytes(atIndex: 5) { $0.count } == nil)
        #expect(columns.withTextBytes(atIndex: 6) { String(decoding: $0, as: UTF8.self) } == "Ünïcödé")
    }

    /// A reader that throws leaves its cached statement reset: the next run starts from the
    /// first row, and a checkpoint finds no read left open on the connection.
    @Test func aReaderThatThrowsLeavesTheStatementReady() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pool = try DatabasePool(path: directory.appendingPathComponent("t.sqlite").path)
        try pool.write { db in
            try db.execute(sql: "CREATE TABLE t (n INTEGER)")
            try db.execute(sql: "INSERT INTO t VALUES (1), (2), (3)")
        }
        struct Stop: Error {}
        let reader = try DatabaseQueue(path: directory.appendingPathComponent("t.sqlite").path)
        try reader.unsafeRead { db in
            let statement = try db.cachedStatement(sql: "SELECT n FROM t ORDER BY n")
            #expect(throws: Stop.self) { try statement.forEachRow([]) { _ in throw Stop() } }
            // Nothing holds the snapshot now: a writer's checkpoint can empty the whole WAL.
            try pool.write { db in try db.execute(sql: "INSERT INTO t VALUES (4)") }
            let busy = try pool.writeWithoutTransaction { db in try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            #expect(busy?[0] as Int? == 0)
            var seen: [Int] = []
            try statement.forEachRow([]) { row in seen.append(try row.stored(Int.self, atIndex: 0)) }
            #expect(seen == [1, 2, 3, 4])
        }
    }
}
