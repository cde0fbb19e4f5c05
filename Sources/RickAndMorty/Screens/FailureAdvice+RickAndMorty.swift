import BatonScreens

extension FailureAdvice {
    /// The Rick and Morty API takes no credentials.
    static let rickAndMorty = FailureAdvice(server: "the Rick and Morty API", endpointOption: "--rickandmorty-endpoint")
}
