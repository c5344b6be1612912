/// A piece of a page whose HTML depends on nothing but this value, such as a tracker's card or
/// the month grid: it holds everything its view model is made from (the language and the CSRF
/// token included), so the renderer can remember the HTML. An unchanged card is then neither
/// built nor rendered again, however often the page is loaded.
protocol Fragment: Hashable, Sendable {
    associatedtype ViewModel
    /// The template's name under `Templates/`, without `.mustache`.
    static var template: String { get }
    /// What the template reads; made only when the HTML is not remembered.
    func viewModel() -> ViewModel
}
