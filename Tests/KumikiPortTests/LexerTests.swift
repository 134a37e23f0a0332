import Testing
@testable import KumikiPort

@Suite("Lexer")
struct LexerTests {
    private func tokens(_ source: String) throws -> [Token] {
        try Lexer.tokenize(Array(source.utf8))
    }

    @Test("tokens cover every byte of the file, in order, with nothing between them")
    func tokensTileTheInput() throws {
        let source = #"""
            // header
            @objc(tap:) final class A: B<C> { /* a /* nested */ comment */
                let s = "x \(f("y", (1 + 2))) z", r = #"raw \( "# + """
                    multi
                    """
                var n = 0x1p-3 + 1e+5 - .5; let re = #/a\/b/#
            }
            """#
        let lexed = try tokens(source)
        var offset = 0
        for token in lexed {
            #expect(token.range.lowerBound == offset)
            offset = token.range.upperBound
        }
        #expect(offset == source.utf8.count)
        #expect(lexed.map(\.text).joined() == source)
    }

    @Test("a nested block comment is one token, whatever it holds")
    func nestedBlockComment() throws {
        let lexed = try tokens("a /* one /* two #selector(x) */ @objc */ b")
        let comments = lexed.filter { $0.kind == .blockComment }
        #expect(comments.map(\.text) == ["/* one /* two #selector(x) */ @objc */"])
        #expect(lexed.filter { $0.kind == .identifier }.map(\.text) == ["a", "b"])
    }

    @Test("an interpolation's nested parentheses and strings stay inside the string literal")
    func interpolationWithNestedParenthesesAndStrings() throws {
        let source = ##"let s = "a \(f("#selector(x))", g((1), ")"))) b" + c"##
        let lexed = try tokens(source)
        let strings = lexed.filter { $0.kind == .stringLiteral }
        #expect(strings.map(\.text) == [##""a \(f("#selector(x))", g((1), ")"))) b""##])
        #expect(lexed.last?.text == "c")
        #expect(!lexed.contains { $0.kind == .poundKeyword })
    }

    @Test("raw strings end only at a quote followed by as many # as they opened with")
    func rawStrings() throws {
        let lexed = try tokens(###"x = #"a "quoted" \(not) \#(yes) "# ; y = ##"b "# still"##"###)
        #expect(lexed.filter { $0.kind == .stringLiteral }.map(\.text)
                == [##"#"a "quoted" \(not) \#(yes) "#"##, ###"##"b "# still"##"###])
    }

    @Test("multi-line strings keep quotes, line breaks and interpolations inside one token")
    func multilineStrings() throws {
        let source = #"""
            let text = """
                one "two" \(three(")"))
                @objc #selector(four)
                """
            let after = 1
            """#
        let lexed = try tokens(source)
        let strings = lexed.filter { $0.kind == .stringLiteral }
        #expect(strings.count == 1)
        #expect(strings[0].text.hasSuffix("\"\"\""))
        #expect(!lexed.contains { $0.kind == .attribute || $0.kind == .poundKeyword })
        #expect(lexed.contains { $0.text == "after" })
    }

    @Test("attributes, pound keywords, backticked names and operators are single tokens")
    func tokenKinds() throws {
        let lexed = try tokens("@objc #selector `class` -> a?.b!").filter { !$0.isTrivia }
        #expect(lexed.map(\.kind) == [.attribute, .poundKeyword, .identifier, .operatorSymbol, .identifier,
                                      .punctuation, .punctuation, .identifier, .punctuation])
        #expect(lexed.map(\.text) == ["@objc", "#selector", "`class`", "->", "a", "?", ".", "b", "!"])
    }

    @Test("an operator run stops where a comment starts")
    func operatorBeforeComment() throws {
        let lexed = try tokens("a =// note\nb")
        #expect(lexed.map(\.kind) == [.identifier, .whitespace, .operatorSymbol, .lineComment, .newline, .identifier])
    }

    @Test("an unterminated string or comment is an error at its start")
    func unterminated() throws {
        #expect(throws: LexError(offset: 8, message: "unterminated string literal")) {
            try Lexer.tokenize(Array("let a = \"open\nlet b = 1".utf8))
        }
        #expect(throws: LexError(offset: 2, message: "unterminated block comment")) {
            try Lexer.tokenize(Array("a /* /* */".utf8))
        }
    }
}
