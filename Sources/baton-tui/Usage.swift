/// The help text of the app and its commands.
enum Usage {
    static let text = """
    usage: baton-tui [--api rickandmorty|github] [--rickandmorty-endpoint URL]
                     [--github-endpoint URL] [--cache-dir DIR | --no-cache] [--log FILE]
           baton-tui fetch OPERATION [options] (--dump | --json)
           baton-tui --help | --version

    The terminal app:
      --api rickandmorty|github
                            the tab to open on (default: rickandmorty)
      --rickandmorty-endpoint URL
                            default: https://rickandmortyapi.com/graphql
      --github-endpoint URL default: https://api.github.com/graphql
      --cache-dir DIR       keep each API's image (the store on disk) in DIR
                            (default: $XDG_CACHE_HOME/baton-tui, else ~/.cache/baton-tui)
      --no-cache            keep nothing on disk
      --log FILE            append the runtime's and the images' events to FILE
    Keys: ? in the app lists them.

    fetch runs one compiled operation through the runtime (transport, ingest,
    commit, lenses) and prints the result:
      --dump                the store's dump, one record a line
      --json                the operation's data read back through its lenses, in
                            the response's shape
    options:
      --api rickandmorty|github
                            the API the operation belongs to; found by name if absent
      --endpoint URL        the GraphQL endpoint (default: the API's public one)
      --variables JSON      the operation's variables as a JSON object
      --policy store-or-network|network-only|store-only
                            the fetch policy (default: store-or-network)
      --cache-dir DIR       keep the store's image in DIR and read from it

    The GitHub token is read from GITHUB_TOKEN, else GH_TOKEN, else `gh auth token`
    when the GitHub CLI is installed; it is never printed or logged.
    A failure exits 1 with its kind and message on stderr; bad usage exits 2.
    """
}
