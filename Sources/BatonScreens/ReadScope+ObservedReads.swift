import Baton
import BatonTUI

/// The host ends each view's reads with its observation, so the records a view read let
/// their registrars go once no view or follower reads them (`RenderHost.observedReads`).
extension ReadScope: ObservedReads {}
