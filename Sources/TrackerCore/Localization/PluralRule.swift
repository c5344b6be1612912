/// A gettext `Plural-Forms` rule: `nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`, the C
/// expression that picks a plural form's index for a whole number. Parsed once when a catalogue
/// loads and evaluated as a tree, never by a general expression engine: the grammar is gettext's
/// (`n`, numbers, `! % * / + - < <= > >= == != && || ?:` and parentheses).
public struct PluralRule: Sendable {
    public let count: Int
    private let expression: Expression

    /// The rule of a `Plural-Forms` header's value, or a one-line reason it can't be read.
    public init(header: String) throws(CatalogueError) {
        var count: Int?
        var formula: String?
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace() }
            guard pair.count == 2 else { continue }
            if pair[0] == "nplurals" { count = Int(pair[1]) }
            if pair[0] == "plural" { formula = pair[1] }
        }
        guard let count, (1...6).contains(count), let formula else {
            throw CatalogueError("Plural-Forms needs nplurals (1 to 6) and plural: “\(header)”")
        }
        var parser = Parser(Array(formula.utf8))
        let expression = try parser.parse()
        self.count = count
        self.expression = expression
    }

    /// English's rule, `nplurals=2; plural=(n != 1);`: what a file without `Plural-Forms` means.
    public static let oneAndOther = PluralRule(count: 2, expression: .binary(Op.notEqual, .n, .number(1)))

    private init(count: Int, expression: Expression) {
        self.count = count
        self.expression = expression
    }

    /// The form's index for `n`, clamped to the forms there are.
    public func index(for n: Int) -> Int {
        min(max(expression.value(n), 0), count - 1)
    }

    /// The raw value of the formula for `n`, not clamped: the load check holds it to `0..<count`.
    func rawIndex(for n: Int) -> Int { expression.value(n) }

    private indirect enum Expression: Sendable {
        case n
        case number(Int)
        case not(Expression)
        case negate(Expression)
        case binary(UInt8, Expression, Expression)
        case choice(Expression, Expression, Expression)

        func value(_ n: Int) -> Int {
            switch self {
            case .n: return n
            case .number(let value): return value
            case .not(let operand): return operand.value(n) == 0 ? 1 : 0
            case .negate(let operand): return -operand.value(n)
            case .choice(let condition, let then, let otherwise): return condition.value(n) != 0 ? then.value(n) : otherwise.value(n)
            case .binary(let op, let left, let right):
                let a = left.value(n)
                switch op {
                case Op.and: return a != 0 && right.value(n) != 0 ? 1 : 0
                case Op.or: return a != 0 || right.value(n) != 0 ? 1 : 0
                default: break
                }
                let b = right.value(n)
                switch op {
                case Op.equal: return a == b ? 1 : 0
                case Op.notEqual: return a != b ? 1 : 0
                case Op.less: return a < b ? 1 : 0
                case Op.lessOrEqual: return a <= b ? 1 : 0
                case Op.greater: return a > b ? 1 : 0
                case Op.greaterOrEqual: return a >= b ? 1 : 0
                case Op.add: return a &+ b
                case Op.subtract: return a &- b
                case Op.multiply: return a &* b
                case Op.divide: return b == 0 ? 0 : a / b
                case Op.remainder: return b == 0 ? 0 : a % b
                default: return 0
                }
            }
        }
    }

    /// Operators by one byte each (two-character ones get their own codes).
    private enum Op {
        static let and: UInt8 = 1, or: UInt8 = 2, equal: UInt8 = 3, notEqual: UInt8 = 4
        static let lessOrEqual: UInt8 = 5, greaterOrEqual: UInt8 = 6
        static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
        static let add = UInt8(ascii: "+"), subtract = UInt8(ascii: "-")
        static let multiply = UInt8(ascii: "*"), divide = UInt8(ascii: "/"), remainder = UInt8(ascii: "%")
    }

    /// Precedence climbing over C's levels: `?:` < `||` < `&&` < `== !=` < `< <= > >=` < `+ -` < `* / %`.
    private struct Parser {
        let bytes: [UInt8]
        var at = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func parse() throws(CatalogueError) -> Expression {
            let expression = try choice()
            skipSpaces()
            guard at == bytes.count else { throw failure("unexpected “\(String(decoding: bytes[at...], as: UTF8.self))”") }
            return expression
        }

        private func failure(_ what: String) -> CatalogueError {
            CatalogueError("Plural-Forms formula “\(String(decoding: bytes, as: UTF8.self))”: \(what)")
        }

        private mutating func skipSpaces() {
            while at < bytes.count, bytes[at] == 32 || bytes[at] == 9 { at += 1 }
        }

        private mutating func take(_ text: String) -> Bool {
            skipSpaces()
            let wanted = Array(text.utf8)
            guard bytes.count - at >= wanted.count, Array(bytes[at..<at + wanted.count]) == wanted else { return false }
            // `<` must not take the first half of `<=`, nor `!` of `!=`.
            if wanted.count == 1, at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "="), "<>!=".utf8.contains(wanted[0]) {
                return false
            }
            at += wanted.count
            return true
        }

        private mutating func choice() throws(CatalogueError) -> Expression {
            let condition = try binary(level: 0)
            guard take("?") else { return condition }
            let then = try choice()
            guard take(":") else { throw failure("“?” without “:”") }
            return .choice(condition, then, try choice())
        }

        private static let levels: [[(String, UInt8)]] = [
            [("||", Op.or)],
            [("&&", Op.and)],
            [("==", Op.equal), ("!=", Op.notEqual)],
            [("<=", Op.lessOrEqual), (">=", Op.greaterOrEqual), ("<", Op.less), (">", Op.greater)],
            [("+", Op.add), ("-", Op.subtract)],
            [("*", Op.multiply), ("/", Op.divide), ("%", Op.remainder)],
        ]

        private mutating func binary(level: Int) throws(CatalogueError) -> Expression {
            guard level < Self.levels.count else { return try unary() }
            var left = try binary(level: level + 1)
            while true {
                guard let op = Self.levels[level].first(where: { take($0.0) }) else { return left }
                left = .binary(op.1, left, try binary(level: level + 1))
            }
        }

        private mutating func unary() throws(CatalogueError) -> Expression {
            if take("!") { return .not(try unary()) }
            if take("-") { return .negate(try unary()) }
            if take("(") {
                let inner = try choice()
                guard take(")") else { throw failure("a “(” is not closed") }
                return inner
            }
            skipSpaces()
            if at < bytes.count, bytes[at] == UInt8(ascii: "n") {
                at += 1
                return .n
            }
            var value = 0
            let start = at
            while at < bytes.count, (48...57).contains(bytes[at]), value < 1_000_000_000_000 {
                value = value * 10 + Int(bytes[at] - 48)
                at += 1
            }
            guard at > start else { throw failure(at < bytes.count ? "unexpected “\(UnicodeScalar(bytes[at]))”" : "it ends too soon") }
            return .number(value)
        }
    }
}
