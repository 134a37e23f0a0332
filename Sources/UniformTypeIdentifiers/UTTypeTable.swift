/// The types Kumiki declares, as data: identifier, the types each one conforms
/// to directly, its filename extensions and MIME types (the first of each is the
/// preferred one), and an English description.
///
/// The conformance hierarchy follows Apple's published declarations: two trees,
/// a physical one rooted at `public.item` (data, directories, URLs) and a
/// functional one rooted at `public.content` (text, images, audiovisual content);
/// most concrete types sit in both, e.g. `public.plain-text` → `public.text` →
/// `public.data` → `public.item`, and `public.text` → `public.content`.
/// Extension and MIME lookups walk this list in order, so where two types share
/// a tag the earlier one wins.
struct UTTypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let filenameExtensions: [String]
    let mimeTypes: [String]
    let description: String?

    init(_ identifier: String, _ conformsTo: [String], extensions: [String] = [], mime: [String] = [],
         _ description: String? = nil) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.filenameExtensions = extensions
        self.mimeTypes = mime
        self.description = description
    }
}

enum UTTypeTable {
    static let declarations: [UTTypeDeclaration] = [
        // Roots and abstract base types.
        .init("public.item", [], "item"),
        .init("public.content", [], "content"),
        .init("public.composite-content", ["public.content"], "composite content"),
        .init("public.data", ["public.item"], "data"),
        .init("public.disk-image", ["public.data", "public.archive"], "disk image"),
        .init("public.directory", ["public.item"], "directory"),
        .init("com.apple.resolvable", [], "resolvable"),
        .init("public.symlink", ["public.item", "com.apple.resolvable"], "symbolic link"),
        .init("public.executable", ["public.item"], "executable"),
        .init("com.apple.mount-point", ["public.item", "com.apple.resolvable"], "mount point"),
        .init("com.apple.alias-file", ["public.data", "com.apple.resolvable"], "alias"),
        .init("com.apple.bookmark", ["public.data", "com.apple.resolvable"], "bookmark data"),
        // URLs.
        .init("public.url", ["public.data"], "URL"),
        .init("public.file-url", ["public.url"], "file URL"),
        // Text.
        .init("public.text", ["public.data", "public.content"], "text"),
        .init("public.plain-text", ["public.text"], extensions: ["txt", "text"], mime: ["text/plain"], "plain text"),
        .init("public.utf8-plain-text", ["public.plain-text"], "Unicode text (UTF-8)"),
        .init("public.utf16-external-plain-text", ["public.plain-text"], "Unicode text (UTF-16, with BOM)"),
        .init("public.utf16-plain-text", ["public.plain-text"], "Unicode text (UTF-16)"),
        .init("public.delimited-values-text", ["public.text"], "delimited text"),
        .init("public.comma-separated-values-text", ["public.delimited-values-text"],
              extensions: ["csv"], mime: ["text/csv", "text/comma-separated-values"], "comma-separated values"),
        .init("public.tab-separated-values-text", ["public.delimited-values-text"],
              extensions: ["tsv"], mime: ["text/tab-separated-values"], "tab-separated values"),
        .init("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"],
              "tab-separated values (UTF-8)"),
        .init("public.rtf", ["public.text"], extensions: ["rtf"], mime: ["text/rtf", "application/rtf"], "rich text"),
        .init("public.html", ["public.text"], extensions: ["html", "htm", "shtml", "shtm"], mime: ["text/html"],
              "HTML text"),
        .init("public.xml", ["public.text"], extensions: ["xml"], mime: ["application/xml", "text/xml"], "XML text"),
        .init("public.yaml", ["public.text"], extensions: ["yaml", "yml"], mime: ["application/x-yaml"], "YAML"),
        .init("public.css", ["public.text"], extensions: ["css"], mime: ["text/css"], "CSS style sheet"),
        .init("public.source-code", ["public.plain-text"], "source code"),
        .init("public.assembly-source", ["public.source-code"], extensions: ["s"], "assembly source"),
        .init("public.c-source", ["public.source-code"], extensions: ["c"], "C source"),
        .init("public.objective-c-source", ["public.source-code"], extensions: ["m"], "Objective-C source"),
        .init("public.swift-source", ["public.source-code"], extensions: ["swift"], "Swift source"),
        .init("public.c-plus-plus-source", ["public.source-code"], extensions: ["cpp", "cc", "cxx"], "C++ source"),
        .init("public.objective-c-plus-plus-source", ["public.source-code"], extensions: ["mm"],
              "Objective-C++ source"),
        .init("public.c-header", ["public.source-code"], extensions: ["h"], "C header"),
        .init("public.c-plus-plus-header", ["public.source-code"], extensions: ["hpp", "hh", "hxx"], "C++ header"),
        .init("public.script", ["public.source-code"], "script"),
        .init("com.netscape.javascript-source", ["public.script"], extensions: ["js", "mjs"],
              mime: ["text/javascript", "application/javascript"], "JavaScript"),
        .init("public.shell-script", ["public.script"], extensions: ["sh", "command"], mime: ["application/x-sh"],
              "shell script"),
        .init("public.perl-script", ["public.script"], extensions: ["pl", "pm"], "Perl script"),
        .init("public.python-script", ["public.script"], extensions: ["py"], mime: ["text/x-python-script"],
              "Python script"),
        .init("public.ruby-script", ["public.script"], extensions: ["rb"], mime: ["text/x-ruby-script"],
              "Ruby script"),
        .init("public.php-script", ["public.script"], extensions: ["php"], mime: ["text/php"], "PHP script"),
        .init("public.make-source", ["public.script"], "Makefile"),
        .init("public.json", ["public.text"], extensions: ["json"], mime: ["application/json"], "JSON"),
        .init("com.apple.property-list", ["public.data"], extensions: ["plist"], "property list"),
        .init("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], "XML property list"),
        .init("com.apple.binary-property-list", ["com.apple.property-list"], "binary property list"),
        .init("public.log", ["public.data", "public.content"], extensions: ["log"], "log"),
        // Documents.
        .init("com.adobe.pdf", ["public.data", "public.composite-content"], extensions: ["pdf"],
              mime: ["application/pdf"], "PDF document"),
        .init("com.apple.rtfd", ["com.apple.package", "public.composite-content"], extensions: ["rtfd"],
              "rich text with attachments"),
        .init("com.apple.flat-rtfd", ["public.data", "public.composite-content"], extensions: ["flat-rtfd"],
              "rich text with attachments (flat)"),
        .init("com.apple.webarchive", ["public.data", "public.composite-content"], extensions: ["webarchive"],
              mime: ["application/x-webarchive"], "web archive"),
        .init("org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], extensions: ["epub"],
              mime: ["application/epub+zip"], "EPUB document"),
        .init("public.spreadsheet", ["public.content"], "spreadsheet"),
        .init("public.presentation", ["public.composite-content"], "presentation"),
        .init("public.database", [], "database"),
        .init("public.message", ["public.data", "public.content"], "message"),
        .init("public.contact", ["public.data", "public.content"], "contact"),
        .init("public.vcard", ["public.text", "public.contact"], extensions: ["vcf", "vcard"],
              mime: ["text/vcard", "text/directory", "text/x-vcard"], "vCard"),
        .init("public.calendar-event", ["public.data", "public.content"], "calendar event"),
        .init("public.to-do-item", ["public.data", "public.content"], "to-do item"),
        .init("com.apple.mail.email", ["public.message"], extensions: ["eml"], mime: ["message/rfc822"],
              "email message"),
        .init("public.font", ["public.data", "public.content"], extensions: ["ttf", "otf"],
              mime: ["font/ttf", "font/otf"], "font"),
        // Images.
        .init("public.image", ["public.data", "public.content"], "image"),
        .init("public.png", ["public.image"], extensions: ["png"], mime: ["image/png"], "PNG image"),
        .init("public.jpeg", ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mime: ["image/jpeg"],
              "JPEG image"),
        .init("com.compuserve.gif", ["public.image"], extensions: ["gif"], mime: ["image/gif"], "GIF image"),
        .init("public.tiff", ["public.image"], extensions: ["tiff", "tif"], mime: ["image/tiff"], "TIFF image"),
        .init("com.microsoft.bmp", ["public.image"], extensions: ["bmp", "dib"], mime: ["image/bmp"],
              "Windows bitmap image"),
        .init("com.microsoft.ico", ["public.image"], extensions: ["ico"], mime: ["image/vnd.microsoft.icon"],
              "Windows icon image"),
        .init("com.apple.icns", ["public.image"], extensions: ["icns"], "Apple icon image"),
        .init("public.svg-image", ["public.image"], extensions: ["svg", "svgz"], mime: ["image/svg+xml"],
              "SVG image"),
        .init("public.heif-standard", ["public.image"], extensions: ["heif"], mime: ["image/heif"], "HEIF image"),
        .init("public.heic", ["public.heif-standard"], extensions: ["heic"], mime: ["image/heic"], "HEIC image"),
        .init("org.webmproject.webp", ["public.image"], extensions: ["webp"], mime: ["image/webp"], "WebP image"),
        .init("public.camera-raw-image", ["public.image"], "raw image"),
        .init("com.apple.live-photo", [], "Live Photo"),
        // Audio and video.
        .init("public.audiovisual-content", ["public.data", "public.content"], "audiovisual content"),
        .init("public.movie", ["public.audiovisual-content"], "movie"),
        .init("public.video", ["public.movie"], "video"),
        .init("public.audio", ["public.audiovisual-content"], "audio"),
        .init("com.apple.quicktime-movie", ["public.movie"], extensions: ["mov", "qt"], mime: ["video/quicktime"],
              "QuickTime movie"),
        .init("public.mpeg", ["public.movie"], extensions: ["mpg", "mpeg"], mime: ["video/mpeg"], "MPEG movie"),
        .init("public.mpeg-4", ["public.movie"], extensions: ["mp4", "mpg4"], mime: ["video/mp4"], "MPEG-4 movie"),
        .init("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], extensions: ["m4a"],
              mime: ["audio/mp4", "audio/x-m4a"], "MPEG-4 audio"),
        .init("public.mp3", ["public.audio"], extensions: ["mp3"], mime: ["audio/mpeg", "audio/mp3"], "MP3 audio"),
        .init("public.avi", ["public.movie"], extensions: ["avi"], mime: ["video/avi", "video/x-msvideo"],
              "AVI movie"),
        .init("public.aiff-audio", ["public.audio"], extensions: ["aiff", "aif"], mime: ["audio/aiff"],
              "AIFF audio"),
        .init("com.microsoft.waveform-audio", ["public.audio"], extensions: ["wav", "wave"],
              mime: ["audio/vnd.wave", "audio/wav", "audio/x-wav"], "Waveform audio"),
        .init("public.midi-audio", ["public.audio"], extensions: ["mid", "midi"], mime: ["audio/midi"], "MIDI audio"),
        .init("public.playlist", [], "playlist"),
        .init("public.m3u-playlist", ["public.text", "public.playlist"], extensions: ["m3u", "m3u8"],
              mime: ["audio/mpegurl", "application/vnd.apple.mpegurl"], "M3U playlist"),
        // Directories and bundles.
        .init("public.folder", ["public.directory"], "folder"),
        .init("public.volume", ["public.folder"], "volume"),
        .init("com.apple.package", ["public.directory"], "package"),
        .init("com.apple.bundle", ["public.directory"], extensions: ["bundle"], "bundle"),
        .init("com.apple.framework", ["com.apple.bundle"], extensions: ["framework"], "framework"),
        .init("com.apple.application", ["public.executable"], "application"),
        .init("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"],
              extensions: ["app"], "application bundle"),
        .init("public.unix-executable", ["public.data", "public.executable"], "Unix executable"),
        // Archives.
        .init("public.archive", ["public.data"], "archive"),
        .init("public.zip-archive", ["public.archive"], extensions: ["zip"], mime: ["application/zip"],
              "ZIP archive"),
        .init("org.gnu.gnu-zip-archive", ["public.archive"], extensions: ["gz", "gzip"],
              mime: ["application/gzip", "application/x-gzip"], "gzip archive"),
        .init("public.bzip2-archive", ["public.archive"], extensions: ["bz2", "bz"], mime: ["application/x-bzip2"],
              "bzip2 archive"),
        .init("public.tar-archive", ["public.archive"], extensions: ["tar"], mime: ["application/x-tar"],
              "tar archive"),
    ]
}
