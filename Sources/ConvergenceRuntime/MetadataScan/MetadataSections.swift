#if !canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Android)
        import Android
    #endif

    /// The Swift runtime's list of the metadata sections of every loaded ELF image.
    ///
    /// ELF keeps no section table in memory, so the runtime registers each image's sections as it loads and
    /// exports `swift_enumerateAllMetadataSections` to list them. Each entry starts with a version, a base
    /// address, two list links, then `{start, length}` ranges: protocols, protocol conformances, type metadata….
    enum MetadataSections {
        /// The byte offset of the conformance range in an entry.
        fileprivate static let conformancesOffset = 4 * MemoryLayout<UInt>.size + 2 * MemoryLayout<UInt>.size

        private typealias Visitor = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Bool
        private typealias Enumerate = @convention(c) (Visitor, UnsafeMutableRawPointer?) -> Void

        /// The runtime's function, looked up once; nil where the runtime does not export it.
        private static let enumerate: Enumerate? = {
            LoadedSymbol.address("swift_enumerateAllMetadataSections").map { unsafeBitCast($0, to: Enumerate.self) }
        }()

        /// Whether the runtime exports the list.
        static var isAvailable: Bool { enumerate != nil }

        /// Calls `body` with each image's conformance-record section.
        static func forEach(_ body: (UnsafeRawBufferPointer) -> Void) {
            guard let enumerate else { return }
            let found = FoundSections()
            enumerate(collectConformanceSection, Unmanaged.passUnretained(found).toOpaque())
            withExtendedLifetime(found) {
                for range in found.ranges { body(range) }
            }
        }

        /// The ranges the runtime's callback collects.
        fileprivate final class FoundSections {
            var ranges: [UnsafeRawBufferPointer] = []
        }
    }

    /// The runtime's callback: keeps each image's conformance range in the `FoundSections` passed as context.
    private func collectConformanceSection(_ sections: UnsafeRawPointer?, _ context: UnsafeMutableRawPointer?) -> Bool {
        guard let sections, let context else { return true }
        let found = Unmanaged<MetadataSections.FoundSections>.fromOpaque(context).takeUnretainedValue()
        let start = sections.loadUnaligned(fromByteOffset: MetadataSections.conformancesOffset, as: UInt.self)
        let length = sections.loadUnaligned(
            fromByteOffset: MetadataSections.conformancesOffset + MemoryLayout<UInt>.size, as: Int.self)
        if let base = UnsafeRawPointer(bitPattern: start), length > 0 {
            found.ranges.append(UnsafeRawBufferPointer(start: base, count: length))
        }
        return true
    }
#endif
