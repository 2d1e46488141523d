#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// A symbol of the running program or of a library it has already loaded, found by name at run time: functions the
/// package may call when they are there (the Swift runtime's section list, a sanitizer's fiber hooks, the test
/// library of a test process) without linking anything that must provide them.
package enum LoadedSymbol {
    /// The address of `name` in the process's global scope, or nil where it is not loaded (or the platform has no
    /// `dlsym`).
    package static func address(_ name: String) -> UnsafeMutableRawPointer? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
            guard let process = dlopen(nil, RTLD_LAZY) else { return nil }
            return dlsym(process, name)
        #else
            return nil
        #endif
    }
}
