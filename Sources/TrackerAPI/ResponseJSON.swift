import HTTPTypes
import JSONText
// `Converter` is what generated code calls; OpenAPIRuntime shows it to the generated module only.
@_spi(Generated) import OpenAPIRuntime

/// A response body the generated server writes with `JSONText` rather than Foundation's
/// `JSONEncoder`: the same JSON, from the same generated types and their `Encodable`
/// conformances, in under a third of the work (docs/DECISIONS.md, "The API's JSON written in
/// one pass").
protocol WrittenAsJSONText: Encodable {}

extension Converter {
    /// The generated serializers call `converter.setResponseBodyAsJSON(value, …)`; for the types
    /// below, this overload is the more specific one, so Swift picks it over OpenAPIRuntime's
    /// generic one. It sets the headers OpenAPIRuntime's sets: the content type and the length.
    func setResponseBodyAsJSON<T: WrittenAsJSONText>(_ value: T, headerFields: inout HTTPFields, contentType: String) throws -> HTTPBody {
        let bytes = try JSONText.encode(value)
        headerFields[.contentType] = contentType
        headerFields[.contentLength] = String(bytes.count)
        return HTTPBody(bytes)
    }
}

// Every 200 response with a JSON body but the OpenAPI document's (an untyped container, served
// as it was read).
extension Components.Schemas.Me: WrittenAsJSONText {}
extension Components.Schemas.Tracker: WrittenAsJSONText {}
extension Components.Schemas.TrackerList: WrittenAsJSONText {}
extension Components.Schemas.TrackerDay: WrittenAsJSONText {}
extension Components.Schemas.DayList: WrittenAsJSONText {}
