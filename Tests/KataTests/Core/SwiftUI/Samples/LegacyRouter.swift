import Kata

enum RecipeRoute: Hashable {
    case recipe(id: Int)
    case author(name: String)
}

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let author: String
    let minutes: Int

    static let all = [
        Recipe(id: 1, name: "Shakshuka", author: "Yotam", minutes: 35),
        Recipe(id: 2, name: "Cacio e Pepe", author: "Marcella", minutes: 20),
        Recipe(id: 3, name: "Miso Glazed Salmon", author: "Yotam", minutes: 25),
    ]
}

@MainActor
final class Router: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ route: RecipeRoute) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path.removeLast(path.count)
    }
}

struct RecipesRootView: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            RecipeListView()
                .navigationDestination(for: RecipeRoute.self) { route in
                    switch route {
                    case .recipe(let id):
                        RecipeDetailView(recipe: Recipe.all.first { $0.id == id })
                    case .author(let name):
                        AuthorView(name: name, router: router)
                    }
                }
        }
        .environmentObject(router)
    }
}

struct RecipeListView: View {
    @EnvironmentObject var router: Router

    var body: some View {
        List {
            ForEach(Recipe.all) { recipe in
                NavigationLink(value: RecipeRoute.recipe(id: recipe.id)) {
                    HStack {
                        Text(recipe.name)
                        Spacer()
                        Text("\(recipe.minutes) min")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .navigationTitle("Recipes")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                NavigationLink("About") {
                    AboutView()
                }
            }
        }
    }
}

struct RecipeDetailView: View {
    let recipe: Recipe?
    @EnvironmentObject var router: Router
    @State private var showingIngredients = false

    var body: some View {
        if let recipe {
            VStack(alignment: .leading, spacing: 12) {
                Text(recipe.name)
                    .font(.largeTitle.bold())
                Label("\(recipe.minutes) minutes", systemImage: "clock")
                    .foregroundStyle(.secondary)
                Button("Ingredients") { showingIngredients = true }
                    .buttonStyle(.borderedProminent)
                Button("More from \(recipe.author)") {
                    router.push(.author(name: recipe.author))
                }
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(isPresented: $showingIngredients) {
                List(["Eggs", "Tomatoes", "Cumin", "Feta"], id: \.self) { Text($0) }
                    .navigationTitle("Ingredients")
            }
        } else {
            ContentUnavailableView("Recipe not found", systemImage: "fork.knife")
        }
    }
}

struct AuthorView: View {
    let name: String
    @ObservedObject var router: Router

    var body: some View {
        List {
            Section("Recipes by \(name)") {
                ForEach(Recipe.all.filter { $0.author == name }) { recipe in
                    Button(recipe.name) { router.push(.recipe(id: recipe.id)) }
                }
            }
            Section {
                Text("Stack depth: \(router.path.count)")
                    .foregroundStyle(.secondary)
                Button("Back to All Recipes") { router.popToRoot() }
            }
        }
        .navigationTitle(name)
    }
}

struct AboutView: View {
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "book.closed")
                .font(.system(size: 48))
                .foregroundStyle(.tint)
            Text("Recipe Box").font(.title2.bold())
            Text("Version 1.0").foregroundStyle(.secondary)
        }
        .navigationTitle("About")
    }
}
