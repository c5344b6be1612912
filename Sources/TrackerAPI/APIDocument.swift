/// The API's OpenAPI document (`openapi.yaml` beside this file, the source of truth), as its
/// YAML bytes; the server serves it as JSON at `/api/v1/openapi.json`.
public enum APIDocument {
    public static var yaml: [UInt8] { PackageResources.openapi_yaml }
}
