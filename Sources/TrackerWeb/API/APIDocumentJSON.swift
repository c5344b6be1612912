import Foundation
import OpenAPIRuntime
import TrackerAPI
import Yams

/// openapi.yaml (compiled into TrackerAPI) as the JSON object served at `/api/v1/openapi.json`:
/// one source, converted once as the server starts (a document that can't be read stops the
/// start with one line, never a request).
enum APIDocumentJSON {
    /// The document, converted once per process (each test builds an application, and the
    /// conversion through Yams is slow).
    static func load() throws(StartupError) -> OpenAPIObjectContainer { try converted.get() }

    private static let converted = Result<OpenAPIObjectContainer, StartupError> { () throws(StartupError) in try convert() }

    private static func convert() throws(StartupError) -> OpenAPIObjectContainer {
        do {
            let yaml = String(decoding: APIDocument.yaml, as: UTF8.self)
            guard let document = try Yams.load(yaml: yaml) as? [AnyHashable: Any],
                let object = plain(document) as? [String: (any Sendable)?]
            else { throw StartupError.apiDocument(reason: "it is not a YAML mapping") }
            return try OpenAPIObjectContainer(unvalidatedValue: object)
        } catch let error as StartupError {
            throw error
        } catch {
            throw StartupError.apiDocument(reason: "\(error)")
        }
    }

    /// YAML's values as JSON's: mappings with string keys (`"200":` may come as a number),
    /// sequences, strings, numbers, booleans and null.
    static func plain(_ value: Any?) -> (any Sendable)? {
        switch value {
        case let mapping as [AnyHashable: Any]:
            var object: [String: (any Sendable)?] = [:]
            for (key, item) in mapping { object[String(describing: key.base)] = plain(item) }
            return object
        case let sequence as [Any]: return sequence.map { plain($0) }
        case let string as String: return string
        case let bool as Bool: return bool
        case let int as Int: return int
        case let double as Double: return double
        case .none, is NSNull: return nil
        case let other?: return String(describing: other)
        }
    }
}
