import BatonScreens
import BatonTUI
import Markdown

/// An issue's or a pull request's conversation as one document for the pager: the body,
/// a heading with the comment count, then each comment under a line saying who wrote it
/// and when; every body as GitHub's markdown, a newline a line break as GitHub shows
/// them. The body and each comment start a section.
@MainActor
struct Conversation: Equatable {
    typealias Comment = ConversationComment_comment
    private typealias Part = Pager.Document.Part

    let body: String
    let heading: String
    let comments: [Comment]
    let styles: MarkdownStyles

    /// The document at `width`, each body laid out as the pager reads that far.
    func document(width: Int) -> Pager.Document {
        let layout = MarkdownLayout(styles: styles, newlinesBreakLines: true)
        func markdown(_ text: String, orElse empty: String) -> AnySequence<Part> {
            guard !text.isEmpty else { return AnySequence([Part([StyledLine(empty, style: Style(dim: true))])]) }
            return AnySequence(layout.blockLines(of: text, width: width).lazy.map { Part($0) })
        }
        let opening = [
            AnySequence([Part([], startsSection: true)]), markdown(body, orElse: "No description."),
            AnySequence([Part([.empty, StyledLine(heading, style: Style(bold: true))])]),
        ]
        let thread = comments.lazy.flatMap { comment in
            [AnySequence([Part([.empty]), Part([byline(of: comment)], startsSection: true)]), markdown(comment.body, orElse: "No text.")]
                .joined()
        }
        return Pager.Document(parts: [AnySequence(opening.joined()), AnySequence(thread)].joined())
    }

    /// The comment that section `section` of the document shows; nil for the body's.
    func comment(inSection section: Int) -> Comment? {
        comments.indices.contains(section - 1) ? comments[section - 1] : nil
    }

    private func byline(of comment: Comment) -> StyledLine {
        let author = comment.author.map { "@" + $0.login } ?? comment.fieldError(for: "author")?.inWords ?? "a deleted account"
        return StyledLine([StyledSpan(author, style: styles.mention), StyledSpan(" · \(RelativeTime.words(forTimestamp: comment.createdAt))", style: Style(dim: true))])
    }
}
