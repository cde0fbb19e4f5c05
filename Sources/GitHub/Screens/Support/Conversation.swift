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

    let body: String
    let heading: String
    let comments: [Comment]
    let styles: MarkdownStyles

    func document(width: Int) -> Pager.Document {
        let layout = MarkdownLayout(styles: styles, newlinesBreakLines: true)
        var lines = body.isEmpty ? [StyledLine("No description.", style: Style(dim: true))] : layout.lines(of: body, width: width)
        var starts = [0]
        lines += [.empty, StyledLine(heading, style: Style(bold: true))]
        for comment in comments {
            lines.append(.empty)
            starts.append(lines.count)
            lines.append(byline(of: comment))
            lines += comment.body.isEmpty ? [StyledLine("No text.", style: Style(dim: true))] : layout.lines(of: comment.body, width: width)
        }
        return Pager.Document(lines: lines, sectionStarts: starts)
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
