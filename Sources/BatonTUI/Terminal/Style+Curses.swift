import CNCursesW

extension Style {
    /// The ncurses attribute bits of the style, colors aside.
    var cursesAttributes: attr_t {
        var attributes = baton_attr_normal()
        if bold { attributes |= baton_attr_bold() }
        if dim { attributes |= baton_attr_dim() }
        if underline { attributes |= baton_attr_underline() }
        if reverse { attributes |= baton_attr_reverse() }
        if italic { attributes |= baton_attr_italic() }
        return attributes
    }
}
