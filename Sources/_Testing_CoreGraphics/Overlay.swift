// Intentionally empty: this module only has to exist. Swift Testing names
// `_Testing_CoreGraphics` as the cross-import overlay for Testing + CoreGraphics,
// and the Linux toolchain does not ship one.
