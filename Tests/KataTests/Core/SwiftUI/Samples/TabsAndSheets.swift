import Kata

enum MainTab: Hashable {
    case feed, search, settings
}

struct Article: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String

    static let samples = [
        Article(id: 1, title: "Getting Started with SwiftData", author: "Priya Natarajan"),
        Article(id: 2, title: "Structured Concurrency in Practice", author: "Marcus Webb"),
        Article(id: 3, title: "Designing for Dynamic Type", author: "Lena Hoffmann"),
    ]
}

struct MainTabView: View {
    @State private var selectedTab: MainTab = .feed
    @State private var feedPath = NavigationPath()
    @State private var searchPath = NavigationPath()
    @State private var settingsPath = NavigationPath()

    // Tapping the already-selected tab pops that tab back to its root.
    private var tabSelection: Binding<MainTab> {
        Binding(
            get: { selectedTab },
            set: { newTab in
                if newTab == selectedTab {
                    switch newTab {
                    case .feed: feedPath = NavigationPath()
                    case .search: searchPath = NavigationPath()
                    case .settings: settingsPath = NavigationPath()
                    }
                }
                selectedTab = newTab
            }
        )
    }

    var body: some View {
        TabView(selection: tabSelection) {
            NavigationStack(path: $feedPath) {
                ArticleList(title: "Feed", articles: Article.samples)
            }
            .tabItem { Label("Feed", systemImage: "newspaper") }
            .tag(MainTab.feed)

            NavigationStack(path: $searchPath) {
                SearchView()
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(MainTab.search)

            NavigationStack(path: $settingsPath) {
                SettingsView()
            }
            .tabItem { Label("Settings", systemImage: "gearshape") }
            .tag(MainTab.settings)
        }
        .onChange(of: selectedTab) { oldTab, newTab in
            if oldTab == .search && newTab != .search {
                searchPath.removeLast(searchPath.count)
            }
        }
    }
}

struct ArticleList: View {
    let title: String
    let articles: [Article]

    var body: some View {
        List(articles) { article in
            NavigationLink(value: article) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(article.title).font(.headline)
                    Text(article.author)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .padding(.vertical, 4)
            }
        }
        .navigationTitle(title)
        .navigationDestination(for: Article.self) { article in
            Text(article.title)
                .font(.title.bold())
                .padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

struct SearchView: View {
    @State private var query = ""

    private var results: [Article] {
        query.isEmpty ? Article.samples
            : Article.samples.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        ArticleList(title: "Search", articles: results)
            .searchable(text: $query, prompt: "Articles")
            .overlay {
                if results.isEmpty { ContentUnavailableView.search(text: query) }
            }
    }
}

// MARK: - Settings

struct Profile: Equatable {
    var name = "Taylor Reed"
    var email = "taylor@example.com"
    var pushEnabled = true
    var weeklyDigest = false
}

enum SettingsSheet: String, Identifiable {
    case editProfile, about
    var id: String { rawValue }
}

struct SettingsView: View {
    @State private var profile = Profile()
    @State private var activeSheet: SettingsSheet?
    @State private var isConfirmingSignOut = false

    var body: some View {
        List {
            Section("Account") {
                LabeledContent("Name", value: profile.name)
                LabeledContent("Email", value: profile.email)
                Button("Edit Profile") { activeSheet = .editProfile }
            }
            Section {
                Button("About") { activeSheet = .about }
                Button("Sign Out", role: .destructive) { isConfirmingSignOut = true }
            }
        }
        .navigationTitle("Settings")
        .sheet(item: $activeSheet) { sheet in
            switch sheet {
            case .editProfile:
                EditProfileView(profile: $profile)
                    .presentationDetents([.medium, .large])
            case .about:
                Text("Version 2.4.1").font(.headline)
                    .presentationDetents([.height(160)])
                    .presentationDragIndicator(.visible)
            }
        }
        .alert("Sign out?", isPresented: $isConfirmingSignOut) {
            Button("Sign Out", role: .destructive) { profile = Profile() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("You'll need to verify your phone number again to sign back in.")
        }
    }
}

struct EditProfileView: View {
    @Binding var profile: Profile
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Profile

    init(profile: Binding<Profile>) {
        _profile = profile
        _draft = State(initialValue: profile.wrappedValue)
    }

    private var hasChanges: Bool { draft != profile }

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $draft.name)
                    TextField("Email", text: $draft.email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                }
                Section {
                    Toggle("Push Notifications", isOn: $draft.pushEnabled)
                    Toggle("Weekly Digest", isOn: $draft.weeklyDigest)
                        .disabled(!draft.pushEnabled)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("The weekly digest requires push notifications.")
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        profile = draft
                        dismiss()
                    }
                    .disabled(!hasChanges || draft.name.isEmpty)
                }
            }
            .onChange(of: draft.pushEnabled) {
                if !draft.pushEnabled {
                    withAnimation { draft.weeklyDigest = false }
                }
            }
        }
        .interactiveDismissDisabled(hasChanges)
    }
}
