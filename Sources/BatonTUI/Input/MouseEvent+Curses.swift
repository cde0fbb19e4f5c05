import CNCursesW

extension MouseEvent {
    /// The event ncurses' `getmouse` reported, or nil for one the app does not use.
    init?(curses event: MEVENT) {
        let state = event.bstate
        let action: Action
        if state & baton_mouse_double_click() != 0 {
            action = .doubleClick
        } else if state & baton_mouse_click() != 0 {
            action = .click
        } else if state & baton_mouse_wheel_up() != 0 {
            action = .wheelUp
        } else if state & baton_mouse_wheel_down() != 0 {
            action = .wheelDown
        } else {
            return nil
        }
        self.init(action, at: Point(x: Int(event.x), y: Int(event.y)))
    }

    /// Every event `init(curses:)` reads, for `mousemask`.
    static var cursesMask: mmask_t {
        baton_mouse_click() | baton_mouse_double_click() | baton_mouse_wheel_up() | baton_mouse_wheel_down()
    }
}
