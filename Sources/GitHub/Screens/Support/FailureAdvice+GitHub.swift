import BatonScreens

extension FailureAdvice {
    /// GitHub's token comes from the environment or from `gh`.
    static let gitHub = FailureAdvice(
        server: "GitHub", credentials: "Set GITHUB_TOKEN or GH_TOKEN, or run `gh auth login`.")
}
