/// Typed access to the fields of one JSON object of a host message, with errors that name the missing field.
struct JSONFields {
    private let value: JSONValue

    /// The members of `value`, which must be an object; `name` is how errors call it.
    init(_ value: JSONValue?, name: String) throws(MessageShapeError) {
        guard let value, value.objectMembers != nil else {
            throw MessageShapeError(field: name, expected: "an object")
        }
        self.value = value
    }

    /// Whether the field is missing or `null`.
    func isAbsent(_ key: String) -> Bool {
        value[key]?.isNull ?? true
    }

    /// The string field `key`.
    func string(_ key: String) throws(MessageShapeError) -> String {
        guard let text = value[key]?.stringValue else { throw MessageShapeError(field: key, expected: "a string") }
        return text
    }

    /// The string field `key`, or nil when it is missing or `null`.
    func optionalString(_ key: String) throws(MessageShapeError) -> String? {
        isAbsent(key) ? nil : try string(key)
    }

    /// The integer field `key`.
    func int(_ key: String) throws(MessageShapeError) -> Int {
        guard let number = value[key]?.intValue else { throw MessageShapeError(field: key, expected: "an integer") }
        return number
    }

    /// The object field `key`.
    func object(_ key: String) throws(MessageShapeError) -> JSONFields {
        try JSONFields(value[key], name: key)
    }

    /// The elements of an array field; empty when the field is missing or `null`.
    func optionalArray(_ key: String) throws(MessageShapeError) -> [JSONValue] {
        if isAbsent(key) { return [] }
        guard let elements = value[key]?.arrayValue else { throw MessageShapeError(field: key, expected: "an array") }
        return elements
    }

    /// Decodes the object field `key` with `decode`, naming errors inside it as `key.field`.
    func decode<Decoded>(
        _ key: String, _ decode: (JSONFields) throws(MessageShapeError) -> Decoded
    ) throws(MessageShapeError) -> Decoded {
        let fields = try object(key)
        do {
            return try decode(fields)
        } catch {
            throw error.nested(in: key)
        }
    }
}
