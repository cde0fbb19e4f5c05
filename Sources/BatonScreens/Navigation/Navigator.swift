import BatonTUI

/// What a screen opens others through: the navigation stack it is on.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows `screen` above the current one.
    func open(_ screen: any Screen)
    /// Closes the top screen and shows the one beneath; does nothing at the bottom.
    func back()
}
