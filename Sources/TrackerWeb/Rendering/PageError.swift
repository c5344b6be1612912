import Hummingbird

/// An error with its own explanation for people: a status, and catalog keys for the page's
/// title and text. The error middleware renders it like any other error page.
struct PageError: Error, HTTPResponseError {
    let status: HTTPResponse.Status
    let titleKey: String
    let textKey: String

    /// A date in the address that is not a real `YYYY-MM-DD` date.
    static let invalidDay = PageError(status: .badRequest, titleKey: "error.day.title", textKey: "error.day.text")
    /// A mark on a future day or before the tracker's start.
    static let dayNotMarkable = PageError(
        status: .unprocessableContent,
        titleKey: "error.mark.title",
        textKey: "error.mark.text"
    )

    /// An avatar upload over the upload limit.
    static let pictureTooLarge = PageError(
        status: .contentTooLarge,
        titleKey: "error.413.title",
        textKey: "error.413.avatar"
    )

    /// A file to import over the upload limit: not read, so nothing changed.
    static let importTooLarge = PageError(
        status: .unprocessableContent,
        titleKey: "import.problem.heading",
        textKey: "import.problem.too_large"
    )

    /// A measured value that is not a number of 0 or more.
    static let invalidValue = PageError(status: .unprocessableContent, titleKey: "error.422.title", textKey: "problem.value")

    /// A step button's value that is not −1 or +1.
    static let invalidStep = PageError(status: .unprocessableContent, titleKey: "error.422.title", textKey: "error.value.step")

    /// A −1 on a day whose value is already 0.
    static let valueBelowZero = PageError(
        status: .unprocessableContent,
        titleKey: "error.422.title",
        textKey: "error.value.below_zero"
    )

    /// A value for a yes/no tracker, which is marked done or not and holds no number.
    static let notMeasurable = PageError(
        status: .unprocessableContent,
        titleKey: "error.422.title",
        textKey: "error.value.yes-no"
    )

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: status)
    }
}
