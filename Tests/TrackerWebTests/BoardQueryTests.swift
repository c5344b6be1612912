import Testing
import TrackerCore

@testable import TrackerWeb

@Suite("The main page's addresses")
struct BoardQueryTests {
    /// The date picker's addresses, made from two pieces, are the query's own on each day: with
    /// and without a search (one that needs escaping too), each filter, an open month, and a
    /// query with no today.
    @Test func eachDaysAddressIsTheQuerysOnThatDay() throws {
        let today = try #require(Day(iso: "2026-11-21"))
        let month = Month(today)
        for search in ["", "run", "Бег & co/?"] {
            for filter in TrackerFilter.allCases {
                for calendarMonth in [nil, month.previous] {
                    for queryToday in [today, nil] {
                        let query = BoardQuery(
                            day: today.adding(days: -3),
                            search: search,
                            filter: filter,
                            calendarMonth: calendarMonth,
                            today: queryToday
                        )
                        let href = query.hrefsByDay(fragment: "#calendar")
                        for offset in -40...3 {
                            let day = today.adding(days: offset)
                            #expect(href(day) == query.on(day).href + "#calendar", "\(search) \(filter) \(day)")
                        }
                    }
                }
            }
        }
    }
}
