// The compiler plugin behind `#Preview` and `@Previewable`: the compiler writes framed JSON requests to standard
// input and reads framed replies from standard output; everything else lives in ConvergenceMacroSupport.
import ConvergenceMacroSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the plugin after a broken stream, saying why on standard error (standard output carries only frames).
func fail(_ reason: String) -> Never {
    let line = Array("ConvergenceMacros: \(reason)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

/// Up to `count` bytes from standard input: fewer only when it ends first. Reads in chunks, so a header that
/// announces a huge message costs memory only for the bytes that really come.
func readBytes(_ count: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count < count {
        let wanted = min(chunk.count, count - bytes.count)
        let result = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, wanted) }
        if result > 0 {
            bytes += chunk.prefix(result)
        } else if result == 0 {
            break
        } else if errno != EINTR {
            fail("cannot read standard input (errno \(errno))")
        }
    }
    return bytes
}

/// Writes all of `bytes` to standard output.
func writeBytes(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { write(1, $0.baseAddress.map { $0 + written }, bytes.count - written) }
        if result >= 0 {
            written += result
        } else if errno != EINTR {
            fail("cannot write standard output (errno \(errno))")
        }
    }
}

while true {
    let header = readBytes(PluginFrame.headerSize)
    if header.isEmpty { exit(0) }
    guard header.count == PluginFrame.headerSize else {
        fail("a message header ended after \(header.count) of \(PluginFrame.headerSize) bytes")
    }
    let length = PluginFrame.length(fromHeader: header)
    if length == 0 { exit(0) }  // the compiler's way of saying it is done
    guard length <= PluginFrame.maximumLength else { fail("a message header announces \(length) bytes, too many") }
    let payload = readBytes(Int(length))
    guard payload.count == Int(length) else { fail("a message ended after \(payload.count) of \(length) bytes") }
    do {
        writeBytes(PluginFrame.framed(try PluginSession.reply(toPayload: payload)))
    } catch {
        fail("a message is not JSON: \(error)")
    }
}
