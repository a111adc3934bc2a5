// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CoordinatorKatas",
    products: [
        .library(name: "Kata", targets: ["Kata"]),
    ],
    targets: [
        .target(
            name: "Kata",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "KataTests",
            dependencies: ["Kata"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
