// Intentionally empty: this module only has to exist. Swift Testing names
// `_Testing_UIKit` as the cross-import overlay for Testing + UIKit,
// and the Linux toolchain does not ship one.
