/// Which plural form a number takes in a language (CLDR's cardinal categories, for the languages apps ship most;
/// every other language is treated as English is: `one` for exactly 1, else `other`).
enum PluralRules {
    static func category(of number: Double, language tag: String) -> String {
        let language = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
        let isInteger = number.rounded() == number && abs(number) < 1e15
        let n = isInteger ? Int(abs(number)) : -1
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km":
            return "other"
        case "fr", "hy", "kab":
            return isInteger && n <= 1 ? "one" : (isInteger && n != 0 && n % 1_000_000 == 0 ? "many" : "other")
        case "pt" where tag.lowercased() != "pt-pt":
            return isInteger && n <= 1 ? "one" : "other"
        case "ru", "uk", "be":
            guard isInteger else { return "other" }
            if n % 10 == 1, n % 100 != 11 { return "one" }
            if (2...4).contains(n % 10), !(12...14).contains(n % 100) { return "few" }
            return "many"
        case "pl":
            guard isInteger else { return "other" }
            if n == 1 { return "one" }
            if (2...4).contains(n % 10), !(12...14).contains(n % 100) { return "few" }
            return "many"
        case "cs", "sk":
            guard isInteger else { return "many" }
            return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "ar":
            guard isInteger else { return "other" }
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default:
                if (3...10).contains(n % 100) { return "few" }
                if (11...99).contains(n % 100) { return "many" }
                return "other"
            }
        case "he":
            guard isInteger else { return "other" }
            return n == 1 ? "one" : n == 2 ? "two" : "other"
        default:
            return isInteger && n == 1 ? "one" : "other"
        }
    }
}
