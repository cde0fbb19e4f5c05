import CommandLineOptions
import Testing

/// Both executables read their command lines through this parser: these are its
/// rules, once.
struct ArgumentParserTests {
    private let config = CommandOption("--config", value: "<file>", summary: "the configuration")
    private let header = CommandOption("--header", value: "TEXT", repeatable: true, summary: "a header\nsent as given")
    private let check = CommandOption("--check", summary: "write nothing")
    private let help = CommandOption("--help", short: "-h", summary: "show this help")
    private var table: [CommandOption] { [config, header, check, help] }

    @Test func aValueFollowsAfterASpaceOrAnEqualsSign() throws {
        let spaced = try ArgumentParser.parse(["--config", "a.json", "x.graphql"], options: table)
        let joined = try ArgumentParser.parse(["x.graphql", "--config=a.json"], options: table)
        #expect(spaced.value(of: config) == "a.json" && joined.value(of: config) == "a.json")
        #expect(spaced.operands == ["x.graphql"] && joined.operands == ["x.graphql"])
        // An equals sign in the value stays in it, and an empty value is a value.
        #expect(try ArgumentParser.parse(["--config=a=b"], options: table).value(of: config) == "a=b")
        #expect(try ArgumentParser.parse(["--config="], options: table).value(of: config) == "")
    }

    @Test func doubleDashEndsTheOptionsAndADashIsAnOperand() throws {
        let parsed = try ArgumentParser.parse(["--check", "-", "--", "--config", "-h"], options: table)
        #expect(parsed.isGiven(check))
        #expect(!parsed.isGiven(config) && !parsed.isGiven(help))
        #expect(parsed.operands == ["-", "--config", "-h"])
    }

    @Test func repeatableOptionsKeepEveryValueInOrder() throws {
        let parsed = try ArgumentParser.parse(["--header", "a", "--header=b", "-h"], options: table)
        #expect(parsed.values(of: header) == ["a", "b"])
        #expect(parsed.isGiven(help))
    }

    @Test func mistakesAreNamed() {
        #expect(throws: ArgumentError.unknownOption("--colour")) { try ArgumentParser.parse(["--colour=red"], options: table) }
        #expect(throws: ArgumentError.missingValue("--config")) { try ArgumentParser.parse(["x", "--config"], options: table) }
        #expect(throws: ArgumentError.givenTwice("--config")) {
            try ArgumentParser.parse(["--config", "a", "--config=b"], options: table)
        }
        #expect(throws: ArgumentError.unexpectedValue("--check")) { try ArgumentParser.parse(["--check=yes"], options: table) }
        #expect(ArgumentError.missingValue("--config").description == "option '--config' needs a value")
    }

    @Test func helpLinesComeFromTheSameTable() {
        #expect(check.helpLine(column: 16) == "  --check       write nothing")
        #expect(help.helpLine(column: 16) == "  -h, --help    show this help")
        // Too long for the column: the summary starts on the next line, as do its
        // further lines.
        #expect(header.helpLine(column: 16) == "  --header TEXT\n                a header\n                sent as given")
    }
}
