// `import UniformTypeIdentifiers` on Linux: Convergence's UTType, which keeps a type's identifier and file extension.
@_exported import Convergence
