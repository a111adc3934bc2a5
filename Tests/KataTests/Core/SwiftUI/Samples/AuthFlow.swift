import Kata
import Observation

enum AuthRoute: Hashable {
    case verifyCode(phone: String)
    case terms
}

@MainActor
@Observable
final class AuthCoordinator {
    var path: [AuthRoute] = []
    private let onFinish: () -> Void

    init(onFinish: @escaping () -> Void) {
        self.onFinish = onFinish
    }

    func navigate(to route: AuthRoute) { path.append(route) }
    func pop() { if !path.isEmpty { path.removeLast() } }
    func popToRoot() { path.removeAll() }
    func complete() { onFinish() }
}

@MainActor
@Observable
final class AppCoordinator {
    private(set) var auth: AuthCoordinator? = nil

    init() { startAuth() }

    func startAuth() {
        auth = AuthCoordinator { [weak self] in
            withAnimation(.easeInOut) { self?.auth = nil }
        }
    }
}

struct RootView: View {
    @State private var app = AppCoordinator()

    var body: some View {
        if let auth = app.auth {
            AuthFlowView(coordinator: auth)
                .transition(.opacity)
        } else {
            NavigationStack {
                ContentUnavailableView("You're all set", systemImage: "checkmark.seal.fill")
                    .toolbar { Button("Sign Out") { withAnimation { app.startAuth() } } }
            }
            .transition(.move(edge: .trailing))
        }
    }
}

struct AuthFlowView: View {
    @Bindable var coordinator: AuthCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            PhoneEntryView(coordinator: coordinator)
                .navigationDestination(for: AuthRoute.self) { route in
                    switch route {
                    case .verifyCode(let phone):
                        CodeEntryView(phone: phone, coordinator: coordinator)
                    case .terms:
                        TermsView(coordinator: coordinator)
                    }
                }
        }
    }
}

struct PhoneEntryView: View {
    let coordinator: AuthCoordinator
    @State private var phone = ""

    private var isValid: Bool { phone.filter(\.isNumber).count >= 10 }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("What's your number?")
                .font(.largeTitle.bold())
            Text("We'll text you a code to confirm it's you.")
                .foregroundStyle(.secondary)
            TextField("(555) 123-4567", text: $phone)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.phonePad)
                .textContentType(.telephoneNumber)
            Spacer()
            Button {
                coordinator.navigate(to: .verifyCode(phone: phone))
            } label: {
                Text("Continue").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!isValid)
        }
        .padding()
        .navigationTitle("Sign In")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct CodeEntryView: View {
    let phone: String
    let coordinator: AuthCoordinator
    @State private var code = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(spacing: 20) {
            Text("Enter the 6-digit code sent to \(phone)")
                .font(.headline)
                .multilineTextAlignment(.center)
            TextField("000000", text: $code)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.numberPad)
                .textContentType(.oneTimeCode)
                .font(.title2.monospacedDigit())
                .multilineTextAlignment(.center)
                .frame(maxWidth: 200)
                .focused($isFocused)
            Button("Verify") { coordinator.navigate(to: .terms) }
                .buttonStyle(.borderedProminent)
                .disabled(code.count != 6)
            Button("Change number") { coordinator.pop() }
                .font(.footnote)
            Spacer()
        }
        .padding()
        .navigationTitle("Verify")
        .onAppear { isFocused = true }
        .onChange(of: code) { _, newValue in
            let digits = String(newValue.filter(\.isNumber).prefix(6))
            if digits != newValue { code = digits }
        }
    }
}

struct TermsView: View {
    let coordinator: AuthCoordinator
    @State private var accepted = false

    var body: some View {
        VStack(spacing: 12) {
            ScrollView {
                Text("By creating an account you agree to our Terms of Service and acknowledge our Privacy Policy.")
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            Toggle("I agree to the Terms", isOn: $accepted)
            Button {
                coordinator.complete()
            } label: {
                Text("Get Started").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(!accepted)
            Button("Start Over") { coordinator.popToRoot() }
                .font(.footnote)
        }
        .padding()
        .navigationTitle("Terms")
    }
}
