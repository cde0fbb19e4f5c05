import Baton

extension RickAndMortyAPI {
    /// What the store's image is made for: this target's schema, so an image written
    /// under another schema starts again.
    public static var imageSchema: ImageSchema {
        ImageSchema(digest: Types.schemaDigest)
    }
}
