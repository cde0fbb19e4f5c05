/// The format of the interface generated code is written against. A target's
/// shared file names it as `Types.format`; code generated for another format
/// names a marker this runtime does not declare and fails to compile at that line.
@_spi(Generated)
public enum Format1 {}
