import Baton
import BatonScreens
import Foundation
import SampleServerSupport
import Testing
@testable import GitHub

/// Where GitHub's REST API lies beside each shape of GraphQL endpoint.
struct GitHubRESTRootTests {
    private func root(_ endpoint: String) -> String {
        GitHubREST.root(forGraphQL: URL(string: endpoint)!).absoluteString
    }

    @Test func theRootOfEachEndpointShape() {
        #expect(root("https://api.github.com/graphql") == "https://api.github.com")
        #expect(root("https://github.example.com/api/graphql") == "https://github.example.com/api/v3")
        #expect(root("https://github.example.com/api/graphql/") == "https://github.example.com/api/v3")
        #expect(root("http://127.0.0.1:8080/github/graphql") == "http://127.0.0.1:8080/github")
        #expect(root("https://gateway.example.com/graphql") == "https://gateway.example.com")
        #expect(root("https://gateway.example.com/v4/graphql?client=1") == "https://gateway.example.com/v4")
    }

    @Test func aPathUnderTheRootIsOneSegmentAPart() {
        let rest = GitHubREST(graphQLEndpoint: URL(string: "https://github.example.com/api/graphql")!, token: nil)
        #expect(rest.root.appendingPathComponent("repos").appendingPathComponent("mona").absoluteString
            == "https://github.example.com/api/v3/repos/mona")
    }
}

/// GitHub's REST API against the sample server: a pull request's diff, and each refusal
/// read into its error and said in words.
@Suite(.sampleServer)
@MainActor
struct GitHubRESTTests {
    private func rest(token: String?) throws -> GitHubREST {
        GitHubREST(graphQLEndpoint: try SampleServer.required().gitHubEndpoint, token: token)
    }

    private func failure(_ rest: GitHubREST, _ owner: String, _ name: String, _ number: Int) async -> GitHubRESTError? {
        do {
            _ = try await rest.pullRequestDiff(owner: owner, name: name, number: number)
            return nil
        } catch {
            return error
        }
    }

    @Test func aPullRequestsDiffComesWhole() async throws {
        let diff = try await rest(token: SampleServer.gitHubToken()).pullRequestDiff(owner: "mona", name: "audio-kit", number: 5)
        #expect(diff.hasPrefix("diff --git a/"))
        #expect(diff.hasSuffix("\n"))
        #expect(diff.contains("\n+++ b/") && diff.contains("\n@@ -"))
    }

    @Test func aDiffOverGitHubsLimitsIsTooLargeInGitHubsWords() async throws {
        let rest = try rest(token: SampleServer.gitHubToken())
        let files = await failure(rest, "mona", "audio-dotfiles", 18)
        #expect(files == .tooLarge(message: "Sorry, the diff exceeded the maximum number of files (300). "
            + "Consider using 'List pull requests files' API or locally cloning the repository instead."))
        #expect(files?.words(for: "the diff", of: "pull request mona/audio-dotfiles#18") == FailureWords(
            kind: "too large",
            message: "The diff of pull request mona/audio-dotfiles#18 is too large to show: Sorry, the diff exceeded the maximum "
                + "number of files (300). Consider using 'List pull requests files' API or locally cloning the repository instead."))
        let lines = await failure(rest, "mona", "audio-examples", 12)
        #expect(lines == .tooLarge(message: "Sorry, the diff exceeded the maximum number of lines (20000)"))
        #expect(lines?.words(for: "the diff", of: "pull request mona/audio-examples#12").message
            == "The diff of pull request mona/audio-examples#12 is too large to show: Sorry, the diff exceeded the maximum number of lines (20000).")
    }

    @Test func noSuchPullRequestIsNotFound() async throws {
        let error = await failure(try rest(token: SampleServer.gitHubToken()), "mona", "audio-dotfiles", 9999)
        #expect(error == .notFound)
        #expect(error?.words(for: "the diff", of: "pull request mona/audio-dotfiles#9999") == FailureWords(
            kind: "not found", message: "GitHub has no pull request mona/audio-dotfiles#9999, or the token cannot see it."))
    }

    @Test func aTokenGitHubDoesNotKnowIsRefusedWithHowToGiveOne() async throws {
        let error = await failure(try rest(token: "ghp_notATokenTheServerKnows000000000000"), "mona", "audio-kit", 5)
        #expect(error == .unauthorized(message: "Bad credentials"))
        #expect(error?.words(for: "the diff", of: "pull request mona/audio-kit#5") == FailureWords(
            kind: "unauthorized",
            message: "GitHub did not accept the token: Bad credentials. Set GITHUB_TOKEN or GH_TOKEN (GH_ENTERPRISE_TOKEN for an "
                + "Enterprise host), or run `gh auth login`."))
    }

    @Test func anotherStatusIsSaidAsEveryScreenSaysIt() async throws {
        let server = try SampleServer.required()
        // By its path, so the suite's other requests go by.
        try await server.armFault("status=500", matching: "/repos/mona/audio-dotfiles/pulls/12")
        let error = await failure(try rest(token: SampleServer.gitHubToken()), "mona", "audio-dotfiles", 12)
        guard case .transport(.http(500, _, _)) = error else {
            Issue.record("expected HTTP 500, got \(String(describing: error))")
            return
        }
        #expect(error?.words(for: "the diff", of: "pull request mona/audio-dotfiles#12").message
            == "GitHub answered HTTP 500: Sample fault: HTTP 500.")
    }

    @Test func noServerIsANetworkFailure() async throws {
        let rest = GitHubREST(graphQLEndpoint: URL(string: "http://127.0.0.1:1/github/graphql")!, token: nil)
        let error = await failure(rest, "mona", "audio-kit", 5)
        guard case .transport(.connection) = error else {
            Issue.record("expected a connection failure, got \(String(describing: error))")
            return
        }
        let words = try #require(error?.words(for: "the diff", of: "pull request mona/audio-kit#5"))
        #expect(words.kind == "network")
        #expect(words.message.hasPrefix("GitHub cannot be reached ("))
    }
}
