import Convergence

/// The signup form: its fields, what is wrong with them, and the account it creates.
@Observable
@MainActor
public final class SignupState {
    public enum ViewState: Equatable {
        /// Asking the store whether registration is open.
        case checking
        /// The form, ready for input.
        case editing
        /// The form was sent; waiting for the store.
        case submitting
        /// The store refused the form; the form stays, with the reason.
        case failed(String)
        /// Registration is closed to people without an invitation.
        case unauthorized
        /// The account exists.
        case created(Account)
    }

    public var name: String
    public var email: String
    public var password: String
    public var acceptsTerms: Bool
    public private(set) var viewState: ViewState = .checking

    private let service: any AccountServicing
    private var hasLoaded = false

    public init(service: any AccountServicing, form: SignupRequest? = nil) {
        self.service = service
        name = form?.name ?? ""
        email = form?.email ?? ""
        password = form?.password ?? ""
        acceptsTerms = form?.acceptsTerms ?? false
    }

    // MARK: Validation

    public var nameMessage: String? { SignupValidation.nameMessage(for: name) }
    public var emailMessage: String? { SignupValidation.emailMessage(for: email) }
    public var passwordMessage: String? { SignupValidation.passwordMessage(for: password) }

    /// Whether the form is complete and valid, and nothing is in flight.
    public var canSubmit: Bool {
        viewState != .submitting && SignupValidation.problem(with: request) == nil
    }

    var request: SignupRequest {
        SignupRequest(name: name, email: email, password: password, acceptsTerms: acceptsTerms)
    }

    // MARK: Intent

    public func loadIfNeeded() async {
        guard !hasLoaded else { return }
        hasLoaded = true
        do {
            let status = try await service.registrationStatus()
            viewState = status == .open ? .editing : .unauthorized
        } catch {
            viewState = .failed(error.localizedDescription)
        }
    }

    public func submit() async {
        guard canSubmit else { return }
        viewState = .submitting
        do {
            viewState = .created(try await service.register(request))
        } catch AccountServiceError.registrationClosed {
            viewState = .unauthorized
        } catch {
            viewState = .failed(error.localizedDescription)
        }
    }
}
