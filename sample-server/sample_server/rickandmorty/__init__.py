"""The Rick and Morty API: data shaped like rickandmortyapi.com's, and its resolvers."""
