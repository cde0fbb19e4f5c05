import BatonScreens

extension FailureAdvice {
    /// GitHub's token comes from the environment or from `gh`.
    static let gitHub = FailureAdvice(
        server: "GitHub", credentials: "Set GITHUB_TOKEN or GH_TOKEN (GH_ENTERPRISE_TOKEN for an Enterprise host), or run `gh auth login`.",
        endpointOption: "--github-endpoint")
}
