"""The sample GraphQL server baton-tui's demo and tests run against."""
