@_spi(Generated) import Baton
@_spi(Generated) import GitHub
@_spi(Generated) import RickAndMorty

extension CatalogAPI {
    /// What the API's image is made for: the schema its target compiled against (an
    /// image written under another starts again) and what never reaches the file.
    var imageSchema: ImageSchema {
        switch self {
        case .rickandmorty: ImageSchema(digest: RickAndMorty.Types.schemaDigest, transient: RickAndMorty.Types.transient)
        case .github: ImageSchema(digest: GitHub.Types.schemaDigest, transient: GitHub.Types.transient)
        }
    }
}
