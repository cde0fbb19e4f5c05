/// What every schema has before its SDL is read: the specification's scalars,
/// directives and introspection types, Relay's directives, and Baton's. Written
/// as SDL and parsed once. As in graphql-js, a schema's own directive of one of
/// these names replaces the built-in one, and its own type named like a built-in
/// scalar or introspection type is ignored.
enum BuiltinDefinitions {
    static let path = "<built-in>"

    static let scalarNames: Set<String> = ["Int", "Float", "String", "Boolean", "ID"]

    static let sdl = """
    scalar Int
    scalar Float
    scalar String
    scalar Boolean
    scalar ID

    directive @skip(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT
    directive @include(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT
    directive @deprecated(reason: String = "No longer supported") on FIELD_DEFINITION | ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | ENUM_VALUE
    directive @specifiedBy(url: String!) on SCALAR
    directive @oneOf on INPUT_OBJECT
    directive @defer(if: Boolean! = true, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT
    directive @stream(if: Boolean! = true, label: String, initialCount: Int = 0) on FIELD

    # Relay. @argumentDefinitions and @arguments take any argument: their
    # arguments are a fragment's own, checked by the Relay rules.
    directive @connection(key: String!, filters: [String], handler: String, dynamicKey_UNSTABLE: String) on FIELD
    directive @refetchable(queryName: String!, directives: [String!]) on FRAGMENT_DEFINITION
    directive @argumentDefinitions on FRAGMENT_DEFINITION
    directive @arguments on FRAGMENT_SPREAD
    directive @alias(as: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT
    directive @required(action: RequiredFieldAction!) on FIELD
    directive @catch(to: CatchFieldTo! = RESULT) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT | QUERY | MUTATION | FRAGMENT_DEFINITION
    directive @throwOnFieldError on QUERY | MUTATION | SUBSCRIPTION | FRAGMENT_DEFINITION
    directive @semanticNonNull(levels: [Int] = [0]) on FIELD_DEFINITION
    directive @inline on FRAGMENT_DEFINITION
    directive @appendEdge(connections: [ID!]!) on FIELD
    directive @prependEdge(connections: [ID!]!) on FIELD
    directive @appendNode(connections: [ID!]!, edgeTypeName: String!) on FIELD
    directive @prependNode(connections: [ID!]!, edgeTypeName: String!) on FIELD
    directive @deleteEdge(connections: [ID!]!) on FIELD
    directive @deleteRecord on FIELD
    # A field a server renders as a React Server Component: accepted in a schema so
    # that Relay's schemas build; Baton gives it no meaning.
    directive @react_flight_component(name: String!) on FIELD_DEFINITION

    enum RequiredFieldAction { NONE LOG THROW }
    enum CatchFieldTo { NULL RESULT }

    # Baton: how old a query's data may be before it reads as stale.
    directive @cacheExpiration(seconds: Float!) on QUERY

    type __Schema {
      description: String
      types: [__Type!]!
      queryType: __Type!
      mutationType: __Type
      subscriptionType: __Type
      directives: [__Directive!]!
    }

    type __Type {
      kind: __TypeKind!
      name: String
      description: String
      specifiedByURL: String
      fields(includeDeprecated: Boolean = false): [__Field!]
      interfaces: [__Type!]
      possibleTypes: [__Type!]
      enumValues(includeDeprecated: Boolean = false): [__EnumValue!]
      inputFields(includeDeprecated: Boolean = false): [__InputValue!]
      ofType: __Type
      isOneOf: Boolean
    }

    enum __TypeKind { SCALAR OBJECT INTERFACE UNION ENUM INPUT_OBJECT LIST NON_NULL }

    type __Field {
      name: String!
      description: String
      args(includeDeprecated: Boolean = false): [__InputValue!]!
      type: __Type!
      isDeprecated: Boolean!
      deprecationReason: String
    }

    type __InputValue {
      name: String!
      description: String
      type: __Type!
      defaultValue: String
      isDeprecated: Boolean!
      deprecationReason: String
    }

    type __EnumValue {
      name: String!
      description: String
      isDeprecated: Boolean!
      deprecationReason: String
    }

    type __Directive {
      name: String!
      description: String
      isRepeatable: Boolean!
      locations: [__DirectiveLocation!]!
      args(includeDeprecated: Boolean = false): [__InputValue!]!
    }

    enum __DirectiveLocation {
      QUERY MUTATION SUBSCRIPTION FIELD FRAGMENT_DEFINITION FRAGMENT_SPREAD INLINE_FRAGMENT
      VARIABLE_DEFINITION SCHEMA SCALAR OBJECT FIELD_DEFINITION ARGUMENT_DEFINITION INTERFACE
      UNION ENUM ENUM_VALUE INPUT_OBJECT INPUT_FIELD_DEFINITION
    }
    """
}
