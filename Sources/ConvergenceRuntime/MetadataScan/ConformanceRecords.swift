#if canImport(Darwin)
    import Darwin
    import MachO
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// Finds, in every image loaded into the process, the types that conform to a protocol, by reading the Swift
/// runtime's conformance records: how previews are found with no registration code.
///
/// Each Swift image holds a section of conformance records (`swift5_protocol_conformances` on ELF,
/// `__TEXT,__swift5_proto` on Mach-O), each a 32-bit relative pointer to a conformance descriptor that names the
/// protocol and the type. Only the way to list the images differs by platform: the runtime's
/// `swift_enumerateAllMetadataSections` on ELF, dyld's image list on Apple platforms. Generic types and
/// conditional conformances are skipped: a preview is a concrete type.
package enum ConformanceRecords {
    /// A conforming type and the module that declares it.
    package struct Conformer {
        package let type: Any.Type
        package let module: String
        /// The conformance's witness table when it is static (most are), so that no dynamic cast has to look it
        /// up: each cast of a new type scans every conformance record of the process, which makes casting
        /// thousands of previews quadratic.
        package let witnessTable: UnsafeRawPointer?
    }

    /// Whether the records can be listed in this process: not when `CONVERGENCE_FORCE_FALLBACK=metadata-scan` is set,
    /// nor on ELF when the runtime does not export `swift_enumerateAllMetadataSections`. Callers must then say that
    /// nothing could be looked for, rather than report that nothing was found.
    package static var isAvailable: Bool {
        guard !RuntimeFallback.metadataScan.isForced else { return false }
        #if canImport(Darwin)
            return true
        #else
            return MetadataSections.isAvailable
        #endif
    }

    /// Every non-generic type that conforms to the protocol named `protocolName` declared in `protocolModule`; empty
    /// when the records cannot be listed (``isAvailable``).
    package static func conformers(to protocolName: String, declaredIn protocolModule: String) -> [Conformer] {
        guard isAvailable else { return [] }
        var matcher = ProtocolMatcher(name: protocolName, module: protocolModule)
        var found: [Conformer] = []
        forEachSection { section in
            var offset = 0
            while offset + 4 <= section.count {
                let record = section.baseAddress! + offset
                offset += 4
                guard let descriptor = RelativePointer.direct(at: record),
                    let conformer = conformer(described: descriptor, matching: &matcher)
                else { continue }
                found.append(conformer)
            }
        }
        return found
    }

    private static func conformer(described descriptor: UnsafeRawPointer, matching matcher: inout ProtocolMatcher)
        -> Conformer?
    {
        guard let protocolDescriptor = RelativePointer.indirectable(at: descriptor),
            matcher.matches(protocolDescriptor)
        else { return nil }
        let flags = descriptor.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        let typeReferenceKind = (flags >> 3) & 0x7
        let conditionalRequirements = (flags >> 8) & 0xFF
        guard conditionalRequirements == 0 else { return nil }
        let typeDescriptor: UnsafeRawPointer?
        switch typeReferenceKind {
        case 0: typeDescriptor = RelativePointer.direct(at: descriptor + 4)
        case 1: typeDescriptor = RelativePointer.direct(at: descriptor + 4)?.load(as: UnsafeRawPointer?.self)
        default: return nil  // Objective-C classes: never a preview
        }
        guard let typeDescriptor, let type = ContextDescriptor.metatype(of: typeDescriptor) else { return nil }
        // A table with resilient witnesses or one instantiated per type is not the final table: leave it to a cast.
        let hasResilientWitnesses = flags & (1 << 16) != 0
        let hasGenericWitnessTable = flags & (1 << 17) != 0
        let witnessTable =
            hasResilientWitnesses || hasGenericWitnessTable ? nil : RelativePointer.direct(at: descriptor + 8)
        return Conformer(
            type: type, module: ContextDescriptor.moduleName(of: typeDescriptor) ?? "", witnessTable: witnessTable)
    }

    /// Calls `body` with the conformance-record section of each loaded image.
    private static func forEachSection(_ body: (UnsafeRawBufferPointer) -> Void) {
        #if canImport(Darwin)
            for index in 0..<_dyld_image_count() {
                guard let header = _dyld_get_image_header(index) else { continue }
                var size: UInt = 0
                let start = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) { header in
                    getsectiondata(header, "__TEXT", "__swift5_proto", &size)
                }
                if let start, size > 0 { body(UnsafeRawBufferPointer(start: start, count: Int(size))) }
            }
        #else
            MetadataSections.forEach(body)
        #endif
    }
}

/// Recognises one protocol's descriptor by name and module, remembering the descriptors already judged.
private struct ProtocolMatcher {
    let name: String
    let module: String
    private var known: [UnsafeRawPointer: Bool] = [:]

    init(name: String, module: String) {
        self.name = name
        self.module = module
    }

    mutating func matches(_ descriptor: UnsafeRawPointer) -> Bool {
        if let known = known[descriptor] { return known }
        let isIt =
            ContextDescriptor.name(of: descriptor) == name && ContextDescriptor.moduleName(of: descriptor) == module
        known[descriptor] = isIt
        return isIt
    }
}

/// Reads the parts of the runtime's context descriptors (types, protocols, modules) that discovery needs.
enum ContextDescriptor {
    private static let moduleKind: UInt32 = 0
    private static let structKind: UInt32 = 17
    private static let enumKind: UInt32 = 18
    private static let classKind: UInt32 = 16
    private static let isGeneric: UInt32 = 0x80

    static func kind(of descriptor: UnsafeRawPointer) -> UInt32 {
        descriptor.loadUnaligned(as: UInt32.self) & 0x1F
    }

    static func parent(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
        RelativePointer.indirectable(at: descriptor + 4)
    }

    static func name(of descriptor: UnsafeRawPointer) -> String? {
        guard let name = RelativePointer.direct(at: descriptor + 8) else { return nil }
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }

    /// The name of the module a descriptor belongs to, through its parents.
    static func moduleName(of descriptor: UnsafeRawPointer) -> String? {
        var current = parent(of: descriptor)
        var hops = 0
        while let context = current, hops < 64 {
            if kind(of: context) == moduleKind { return name(of: context) }
            current = parent(of: context)
            hops += 1
        }
        return nil
    }

    /// The metatype of a non-generic struct, enum or class, from its metadata access function.
    static func metatype(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        guard [structKind, enumKind, classKind].contains(flags & 0x1F), flags & isGeneric == 0,
            let accessor = RelativePointer.direct(at: descriptor + 12)
        else { return nil }
        // A non-generic type's access function takes a metadata request and returns the metadata first.
        typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
        let access = unsafeBitCast(accessor, to: Accessor.self)
        guard let metadata = access(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}

/// The runtime's 32-bit relative pointers: an offset from the pointer's own address.
enum RelativePointer {
    static func direct(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }

    /// A pointer whose low bit says that it points at the address of its target rather than the target.
    static func indirectable(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = address + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }
}
