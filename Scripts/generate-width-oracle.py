#!/usr/bin/env python3
"""Generate Tests/ConvergenceRenderingTests/Unicode/WidthOracleCorpus.swift.

Outside checks measure rendered lines with Python's ``wcwidth``; this script
records what ``wcwidth.width()`` (its most grapheme-aware measure) says about a
corpus of strings, so the Swift tests can hold ``TerminalWidth.of`` to it.

    pip install wcwidth==0.7.0 unicodedata2==17.0.1
    python3 Scripts/generate-width-oracle.py          # rewrite the corpus
    python3 Scripts/generate-width-oracle.py --check  # exit 1 if stale

The corpus is a curated list covering every width rule, every VS16 emoji of
wcwidth's table, and random strings drawn from many Unicode blocks with a fixed
seed, so the output is byte-identical from run to run.  Entries where our
per-grapheme-cluster measurement legitimately differs are marked as known
differences with a reason; the test then asserts that ours is not smaller.

The file also carries two compact tables: wcwidth.wcwidth() of every code
point as runs, and wcwidth's Extended_Pictographic ranges.
"""

import argparse
import os
import random
import sys

try:
    import wcwidth
    from wcwidth.grapheme import iter_graphemes
    from wcwidth.table_grapheme import EXTENDED_PICTOGRAPHIC
    from wcwidth.table_vs16 import VS16_NARROW_TO_WIDE
    from wcwidth import _width as _width_module, _wcswidth as _wcswidth_module
except ImportError:  # pragma: no cover - the message is the point
    sys.exit("generate-width-oracle.py needs wcwidth: pip install wcwidth==0.7.0")
try:
    import unicodedata2 as unicodedata  # pinned Unicode data, so the random pools never drift
except ImportError:  # pragma: no cover - the message is the point
    sys.exit("generate-width-oracle.py needs unicodedata2: pip install unicodedata2==17.0.1")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "ConvergenceRenderingTests", "Unicode", "WidthOracleCorpus.swift")
SEED = 20260521
ZWJ, VS16, VS15, KEYCAP = "\u200d", "\ufe0f", "\ufe0e", "\u20e3"

# Reasons our measurement differs from wcwidth.width() on purpose (see TerminalWidth.swift).
CROSS_CLUSTER = ("wcwidth carries state across grapheme clusters (a ZWJ hides the next cluster's "
                 "first scalar, a virama conjunct or a spacing mark spans two clusters); we measure "
                 "each cluster alone, never narrower")
LEADING_MARK = ("a spacing mark (Mc) that starts a cluster counts 1, since mid-text wcwidth adds "
                "it to the cluster before; at the very start wcwidth counts 0")
EMOJI_FLOOR = ("terminals draw this emoji sequence as one two-column picture; wcwidth counts its "
               "text-default base as 1")
CONJUNCT = ("wcwidth counts an Indic conjunct (consonant, virama, consonant) and a spacing vowel "
            "sign after it as 2 columns; knowing which letters are consonants takes "
            "Indic_Syllabic_Category, which neither Swift nor our table has, so we count 3")

CURATED = [
    # (label, text)
    ("ascii", "hello, world"),
    ("ascii punctuation", "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./"),
    ("latin precomposed", "caf\u00e9 na\u00efve \u00c5ngstr\u00f6m"),
    ("latin e + combining acute", "e\u0301"),
    ("latin stacked marks", "a\u0300\u0301\u0302\u0303"),
    ("lone combining mark", "\u0301"),
    ("greek", "\u03b1\u03b2\u03b3 \u0391\u0392\u0393"),
    ("cyrillic", "\u041f\u0440\u0438\u0432\u0435\u0442"),
    ("cjk ideographs", "\u4e2d\u6587\u5b57"),
    ("cjk ext b", "\U00020000\U0002a6d6"),
    ("cjk unassigned (default wide)", "\U0002fffd\U0003fffd"),
    ("cjk compatibility", "\uf900\ufa6d"),
    ("ideographic space", "\u3000"),
    ("cjk punctuation", "\u3001\u3002\u300c\u300d"),
    ("fullwidth latin", "\uff21\uff22\uff23\uff41"),
    ("fullwidth punctuation", "\uff01\uff08\uff09\uff1f"),
    ("halfwidth katakana", "\uff76\uff80\uff85"),
    ("hiragana", "\u3072\u3089\u304c\u306a"),
    ("katakana", "\u30ab\u30bf\u30ab\u30ca"),
    ("katakana + voiced mark", "\u30ab\u3099"),
    ("hangul syllables", "\ud55c\uad6d\uc5b4"),
    ("hangul conjoining jamo L V T", "\u1100\u1161\u11a8"),
    ("hangul conjoining jamo L V", "\u1112\u1161"),
    ("hangul lone choseong", "\u1100"),
    ("hangul lone jungseong", "\u1161"),
    ("hangul lone jongseong", "\u11a8"),
    ("hangul jamo extended b", "\ud7b0\ud7cb"),
    ("hangul compatibility jamo", "\u3131\u314f"),
    ("hangul filler", "\u3164"),
    ("halfwidth hangul filler", "\uffa0"),
    ("bopomofo", "\u3105\u3106"),
    ("yi", "\ua000\ua001"),
    ("tangut", "\U00017000"),
    ("emoji presentation", "\U0001f600"),
    ("emoji presentation bmp", "\u231a\u231b\u2614"),
    ("emoji text default", "\u263a\u2764"),
    ("emoji text default + vs16", "\u2764\ufe0f"),
    ("emoji text default + vs15", "\u2764\ufe0e"),
    ("emoji presentation + vs15", "\u231a\ufe0e"),
    ("emoji presentation + vs16", "\U0001f600\ufe0f"),
    ("zwj family", "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466"),
    ("zwj profession", "\U0001f469\u200d\U0001f4bb"),
    ("zwj rainbow flag", "\U0001f3f3\ufe0f\u200d\U0001f308"),
    ("zwj heart on fire with vs16", "\u2764\ufe0f\u200d\U0001f525"),
    ("zwj kiss with skin tones", "\U0001f9d1\U0001f3fb\u200d\u2764\ufe0f\u200d\U0001f48b\u200d\U0001f9d1\U0001f3ff"),
    ("flag japan", "\U0001f1ef\U0001f1f5"),
    ("two flags", "\U0001f1fa\U0001f1f8\U0001f1ec\U0001f1e7"),
    ("lone regional indicator", "\U0001f1e6"),
    ("three regional indicators", "\U0001f1e6\U0001f1e7\U0001f1e8"),
    ("tag sequence flag england", "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f"),
    ("skin tone thumbs up", "\U0001f44d\U0001f3fd"),
    ("skin tone waving", "\U0001f44b\U0001f3ff"),
    ("lone skin tone modifier", "\U0001f3fd"),
    ("keycap one", "1\ufe0f\u20e3"),
    ("keycap hash", "#\ufe0f\u20e3"),
    ("keycap asterisk", "*\ufe0f\u20e3"),
    ("digit + vs16", "7\ufe0f"),
    ("chess pawn + vs16", "\u265f\ufe0f"),
    ("infinity + vs16", "\u267e\ufe0f"),
    ("zero width joiner alone", "\u200d"),
    ("zero width space", "a\u200bb"),
    ("zero width non-joiner", "a\u200cb"),
    ("word joiner", "a\u2060b"),
    ("byte order mark", "\ufeffa"),
    ("soft hyphen", "a\u00adb"),
    ("left-to-right mark", "a\u200eb"),
    ("arabic number sign (prepended concatenation mark)", "\u0600\u0661\u0662"),
    ("control pictures", "\u241b[31m \u2400 \u2421 \u2424"),
    ("replacement character", "\ufffd"),
    ("horizontal ellipsis", "abc\u2026"),
    ("placeholder rectangle", "\u25af"),
    ("box drawing", "\u250c\u2500\u2510\u2502\u2514\u2518"),
    ("braille", "\u2801\u2803\u2809"),
    ("math", "\u2200\u2203\u2211\u221e"),
    ("nbsp", "a\u00a0b"),
    ("devanagari", "\u0928\u092e\u0938\u094d\u0924\u0947"),
    ("devanagari spacing vowel sign", "\u0915\u093f"),
    ("devanagari conjunct", "\u0915\u094d\u0937"),
    ("devanagari conjunct + spacing vowel", "\u0915\u094d\u0937\u093f"),
    ("devanagari explicit half form", "\u0915\u094d\u200d\u0937"),
    ("bengali", "\u09ac\u09be\u0982\u09b2\u09be"),
    ("tamil", "\u0ba4\u0bae\u0bbf\u0bb4\u0bcd"),
    ("tamil conjunct", "\u0b95\u0bcd\u0bb7"),
    ("thai with marks", "\u0e17\u0e35\u0e48"),
    ("lao", "\u0ea5\u0eb2\u0ea7"),
    ("tibetan", "\u0f56\u0f7c\u0f51"),
    ("myanmar (vowel sign aa is a cluster of its own)", "\u1019\u103c\u1014\u103a\u1019\u102c"),
    ("khmer", "\u1781\u17d2\u1798\u17c2\u179a"),
    ("arabic with harakat", "\u0639\u064e\u0631\u064e\u0628\u0650\u064a"),
    ("hebrew with points", "\u05e9\u05c1\u05b8\u05dc\u05d5\u05b9\u05dd"),
    ("ethiopic", "\u12a0\u121b\u122d\u129b"),
    ("georgian", "\u10e5\u10d0\u10e0"),
    ("armenian", "\u0540\u0561\u0575"),
    ("mongolian", "\u182e\u1823\u1829\u182d"),
    ("cherokee", "\u13a0\u13a1"),
    ("mixed cjk and ascii", "abc\u4e2d\u6587def"),
    ("mixed emoji and text", "ok \U0001f44d done"),
    ("wide base + spacing mark", "\u4e2d\u093f"),
    ("lone spacing mark", "\u093f"),
    ("unassigned bmp", "\u0378"),
    ("private use", "\ue000"),
]

KNOWN = [
    # (label, text, reason)
    ("zwj between letters", "a\u200db", CROSS_CLUSTER),
    ("zwj before cjk", "x\u200d\u4e2d", CROSS_CLUSTER),
    ("zwj flag after white flag", "\U0001f3f3\u200d\U0001f1fa\U0001f1f8", CROSS_CLUSTER),
    ("tamil conjunct + spacing vowel", "\u0b95\u0bcd\u0bb7\u0bbf", CROSS_CLUSTER),
    ("skin tone on text-default base", "\u261d\U0001f3fd", EMOJI_FLOOR),
    ("skin tone on victory hand", "\u270c\U0001f3fb", EMOJI_FLOOR),
    ("keycap without vs16", "#\u20e3", EMOJI_FLOOR),
    ("digit keycap without vs16", "1\u20e3", EMOJI_FLOOR),
    ("zwj heart on fire without vs16", "\u2764\u200d\U0001f525", EMOJI_FLOOR),
]

# Blocks for random strings: (name, first, last).
BLOCKS = [
    ("Basic Latin", 0x20, 0x7E), ("Latin-1", 0xA0, 0xFF), ("Latin Extended-A", 0x100, 0x17F),
    ("IPA", 0x250, 0x2AF), ("Combining Diacritics", 0x300, 0x36F), ("Greek", 0x370, 0x3FF),
    ("Cyrillic", 0x400, 0x4FF), ("Armenian", 0x530, 0x58F), ("Hebrew", 0x590, 0x5FF),
    ("Arabic", 0x600, 0x6FF), ("Syriac", 0x700, 0x74F), ("Thaana", 0x780, 0x7BF),
    ("Devanagari", 0x900, 0x97F), ("Bengali", 0x980, 0x9FF), ("Gurmukhi", 0xA00, 0xA7F),
    ("Gujarati", 0xA80, 0xAFF), ("Tamil", 0xB80, 0xBFF), ("Telugu", 0xC00, 0xC7F),
    ("Kannada", 0xC80, 0xCFF), ("Malayalam", 0xD00, 0xD7F), ("Sinhala", 0xD80, 0xDFF),
    ("Thai", 0xE00, 0xE7F), ("Lao", 0xE80, 0xEFF), ("Tibetan", 0xF00, 0xFFF),
    ("Myanmar", 0x1000, 0x109F), ("Georgian", 0x10A0, 0x10FF), ("Hangul Jamo", 0x1100, 0x11FF),
    ("Ethiopic", 0x1200, 0x137F), ("Cherokee", 0x13A0, 0x13FF), ("Khmer", 0x1780, 0x17FF),
    ("Mongolian", 0x1800, 0x18AF), ("Balinese", 0x1B00, 0x1B7F), ("Latin Extended Additional", 0x1E00, 0x1EFF),
    ("General Punctuation", 0x2010, 0x205E), ("Currency", 0x20A0, 0x20C0), ("Combining for Symbols", 0x20D0, 0x20F0),
    ("Letterlike", 0x2100, 0x214F), ("Arrows", 0x2190, 0x21FF), ("Math Operators", 0x2200, 0x22FF),
    ("Misc Technical", 0x2300, 0x23FF), ("Box Drawing", 0x2500, 0x257F), ("Geometric Shapes", 0x25A0, 0x25FF),
    ("Misc Symbols", 0x2600, 0x26FF), ("Dingbats", 0x2700, 0x27BF), ("Braille", 0x2800, 0x28FF),
    ("CJK Radicals", 0x2E80, 0x2EFF), ("CJK Symbols", 0x3000, 0x303F), ("Hiragana", 0x3040, 0x309F),
    ("Katakana", 0x30A0, 0x30FF), ("Bopomofo", 0x3100, 0x312F), ("Hangul Compatibility Jamo", 0x3130, 0x318F),
    ("Enclosed CJK", 0x3200, 0x32FF), ("CJK Ext A", 0x3400, 0x4DBF), ("CJK Unified", 0x4E00, 0x9FFF),
    ("Yi", 0xA000, 0xA4CF), ("Javanese", 0xA980, 0xA9DF), ("Hangul Jamo Extended-A", 0xA960, 0xA97F),
    ("Hangul Syllables", 0xAC00, 0xD7A3), ("Hangul Jamo Extended-B", 0xD7B0, 0xD7FF),
    ("CJK Compatibility Ideographs", 0xF900, 0xFAFF), ("Arabic Presentation Forms-A", 0xFB50, 0xFDFF),
    ("Vertical Forms", 0xFE10, 0xFE1F), ("CJK Compatibility Forms", 0xFE30, 0xFE4F),
    ("Halfwidth and Fullwidth", 0xFF01, 0xFFEE), ("Gothic", 0x10330, 0x1034F), ("Brahmi", 0x11000, 0x1107F),
    ("Sharada", 0x11180, 0x111DF), ("Egyptian Hieroglyphs", 0x13000, 0x1342F), ("Tangut", 0x17000, 0x187F7),
    ("Kana Supplement", 0x1B000, 0x1B0FF), ("Musical Symbols", 0x1D100, 0x1D1FF), ("Math Alphanumeric", 0x1D400, 0x1D7FF),
    ("Mahjong", 0x1F000, 0x1F02F), ("Playing Cards", 0x1F0A0, 0x1F0FF), ("Enclosed Alphanumeric Supplement", 0x1F100, 0x1F1FF),
    ("Misc Symbols and Pictographs", 0x1F300, 0x1F5FF), ("Emoticons", 0x1F600, 0x1F64F),
    ("Transport and Map", 0x1F680, 0x1F6FF), ("Supplemental Symbols and Pictographs", 0x1F900, 0x1F9FF),
    ("Symbols and Pictographs Extended-A", 0x1FA70, 0x1FAFF), ("CJK Ext B", 0x20000, 0x2A6DF),
    ("Tags", 0xE0020, 0xE007F), ("Variation Selectors Supplement", 0xE0100, 0xE01EF),
]
# Scalars whose width depends on emoji-sequence rules covered by the curated lists above;
# kept out of random strings so every random entry is an exact comparison or a cross-cluster one.
EXCLUDED = {0x200D, 0xFE0E, 0xFE0F, 0x20E3} | set(range(0x1F3FB, 0x1F400))
RANDOM_STRINGS = 420


def random_corpus():
    rng = random.Random(SEED)
    pools = []
    for name, first, last in BLOCKS:
        pool = [cp for cp in range(first, last + 1)
                if cp not in EXCLUDED and unicodedata.category(chr(cp)) not in ("Cc", "Cs")
                and wcwidth.wcwidth(chr(cp)) >= 0 and _assigned(cp)]
        if pool:
            pools.append((name, pool))
    entries = []
    for number in range(RANDOM_STRINGS):
        picks = [pools[number % len(pools)]]
        if rng.random() < 0.4:
            picks.append(rng.choice(pools))
        length = rng.randint(1, 6)
        text = "".join(chr(rng.choice(rng.choice(picks)[1])) for _ in range(length))
        entries.append(("random: " + " + ".join(name for name, _ in picks), text))
    return entries


def _assigned(cp):
    return unicodedata.category(chr(cp)) != "Cn"


def width_without_conjuncts(text):
    """wcwidth.width() with its Indic conjunct rule switched off, as TerminalWidth measures."""
    saved = _width_module.ISC_CONSONANT, _wcswidth_module.ISC_CONSONANT
    _width_module.ISC_CONSONANT = _wcswidth_module.ISC_CONSONANT = ((-2, -1),)  # matches nothing
    try:
        return wcwidth.width(text)
    finally:
        _width_module.ISC_CONSONANT, _wcswidth_module.ISC_CONSONANT = saved


def per_cluster_width(text):
    return sum(wcwidth.width(cluster) for cluster in iter_graphemes(text))


def swift_literal(text):
    out = []
    for ch in text:
        cp = ord(ch)
        # Swift string literals reject noncharacters (U+FDD0..U+FDEF, U+xFFFE, U+xFFFF).
        assert not (0xFDD0 <= cp <= 0xFDEF or cp & 0xFFFE == 0xFFFE), f"noncharacter U+{cp:04X}"
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif 0x20 <= cp < 0x7F:
            out.append(ch)
        else:
            out.append("\\u{%X}" % cp)
    return '"' + "".join(out) + '"'


def swift_comment(text):
    return text.replace("*/", "* /")


def build_entries():
    entries = []
    seen = set()

    def add(label, text, reason=None):
        if text in seen:
            return
        seen.add(text)
        expected = wcwidth.width(text)
        if reason is None and width_without_conjuncts(text) != expected:
            reason = CONJUNCT
        elif reason is None and per_cluster_width(text) != expected:
            reason = CROSS_CLUSTER
        elif reason is None and any(unicodedata.category(cluster[0]) == "Mc"
                                    for cluster in iter_graphemes(text)):
            reason = LEADING_MARK
        entries.append((label, text, expected, reason))

    for label, text in CURATED:
        add(label, text)
    for label, text, reason in KNOWN:
        add(label, text, reason)
    for lo, hi in VS16_NARROW_TO_WIDE["9.0.0"]:
        for cp in range(lo, hi + 1):
            add("vs16 table", chr(cp) + VS16)
    for label, text in random_corpus():
        add(label, text)
    return entries


def single_scalar_runs():
    """wcwidth.wcwidth() of every code point as (first code point, width) runs."""
    runs = []
    for cp in range(0x110000):
        width = wcwidth.wcwidth(chr(cp))
        if not runs or runs[-1][1] != width:
            runs.append((cp, width))
    return runs


def render():
    entries = build_entries()
    lines = [
        "// swift-format-ignore-file",
        "// GENERATED FILE - DO NOT EDIT.",
        f"// Generated by Scripts/generate-width-oracle.py with wcwidth {wcwidth.__version__} "
        f"(Unicode {wcwidth.list_versions()[-1]}), random seed {SEED}.",
        "// Regenerate: python3 Scripts/generate-width-oracle.py",
        "",
        "/// One string and the width Python's `wcwidth.width()` gives it.",
        "struct WidthOracleEntry: Sendable {",
        "    let text: String",
        "    let wcwidth: Int",
        "    let label: String",
        "    /// Why `TerminalWidth` may measure more than `wcwidth` here; nil means they must agree.",
        "    let knownDifference: String?",
        "}",
        "",
        "/// Expected widths from `wcwidth`, so the Swift tests can hold `TerminalWidth` to them.",
        "enum WidthOracleCorpus {",
        f'    static let wcwidthVersion = "{wcwidth.__version__}"',
        "",
        "    static let crossCluster = " + swift_literal(CROSS_CLUSTER),
        "    static let emojiFloor = " + swift_literal(EMOJI_FLOOR),
        "    static let conjunct = " + swift_literal(CONJUNCT),
        "    static let leadingMark = " + swift_literal(LEADING_MARK),
        "",
        "    private static func agree(_ text: String, _ wcwidth: Int, _ label: String) -> WidthOracleEntry {",
        "        WidthOracleEntry(text: text, wcwidth: wcwidth, label: label, knownDifference: nil)",
        "    }",
        "",
        "    private static func differ(",
        "        _ text: String, _ wcwidth: Int, _ label: String, _ reason: String",
        "    ) -> WidthOracleEntry {",
        "        WidthOracleEntry(text: text, wcwidth: wcwidth, label: label, knownDifference: reason)",
        "    }",
        "",
        f"    /// {len(entries)} strings: curated cases, known differences, wcwidth's VS16 table, and",
        "    /// random strings from many blocks.",
        "    static let entries: [WidthOracleEntry] = [",
    ]
    reason_names = {CROSS_CLUSTER: "crossCluster", EMOJI_FLOOR: "emojiFloor", CONJUNCT: "conjunct",
                    LEADING_MARK: "leadingMark"}
    for label, text, expected, reason in entries:
        if reason is None:
            lines.append(f"        agree({swift_literal(text)}, {expected}, {swift_literal(label)}),")
        else:
            lines.append(f"        differ({swift_literal(text)}, {expected}, {swift_literal(label)}, "
                         f"{reason_names[reason]}),")
    lines.append("    ]")
    lines.append("")
    lines.append("    /// `wcwidth.wcwidth()` of every code point, as flat `first code point, width` runs")
    lines.append("    /// (-1 marks control characters, for which `wcwidth` has no width).")
    lines.append("    static let singleScalarRuns: [Int32] = [")
    runs = single_scalar_runs()
    for start in range(0, len(runs), 6):
        chunk = runs[start:start + 6]
        lines.append("        " + " ".join(f"0x{cp:05X}, {width}," for cp, width in chunk))
    lines.append("    ]")
    lines.append("")
    lines.append("    /// wcwidth's Extended_Pictographic ranges, flat `lo, hi` pairs: after these a skin")
    lines.append("    /// tone modifier adds no width in `wcwidth`.")
    lines.append("    static let extendedPictographic: [UInt32] = [")
    pairs = list(EXTENDED_PICTOGRAPHIC)
    for start in range(0, len(pairs), 6):
        chunk = pairs[start:start + 6]
        lines.append("        " + " ".join(f"0x{lo:05X}, 0x{hi:05X}," for lo, hi in chunk))
    lines.append("    ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed file is stale")
    args = parser.parse_args()
    text = render()
    if args.check:
        with open(OUTPUT, encoding="utf-8") as handle:
            if handle.read() != text:
                sys.exit(f"{os.path.relpath(OUTPUT, ROOT)} is stale; rerun the generator")
        return
    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
