/// The help text of the commands.
enum Usage {
    static let text = """
    usage: baton-tui fetch OPERATION [options] (--dump | --json)
           baton-tui --help | --version

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

    The GitHub token is read from GITHUB_TOKEN, else GH_TOKEN.
    A failure exits 1 with its kind and message on stderr; bad usage exits 2.
    """
}
