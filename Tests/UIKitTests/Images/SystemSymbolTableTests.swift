import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite("SystemSymbolTable")
struct SystemSymbolTableTests {
    @Test("every name in the table has its icon installed and draws")
    func everyEntryDraws() {
        for name in SystemSymbolTable.icons.keys.sorted() {
            let file = SystemSymbolTable.file(forSymbolNamed: name)
            #expect(file.map { FileManager.default.fileExists(atPath: $0.path) } == true, "\(name)")
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
    }

    @Test("the table has the names the issue requires, spelled as SF Symbols")
    func requiredNames() {
        for name in ["trash", "chevron.up", "chevron.down", "chevron.left", "chevron.right", "plus", "minus",
                     "xmark", "checkmark", "star", "heart", "magnifyingglass", "gear", "square.and.arrow.up",
                     "play", "pause", "play.square.stack", "photo", "map"] {
            #expect(SystemSymbolTable.icons[name] != nil, "\(name)")
        }
        #expect(SystemSymbolTable.file(forSymbolNamed: "no.such.symbol") == nil)
    }
}
