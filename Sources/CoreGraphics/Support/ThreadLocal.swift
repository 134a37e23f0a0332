import Foundation

/// One instance of `Value` per thread, made on first use by `make` and freed
/// when the thread ends. Apple's frameworks keep some state per thread — Core
/// Animation's transaction stack, UIKit's graphics-context stack — and Kumiki
/// keeps the same state the same way (a POSIX thread-specific key, so lookups
/// cost a few nanoseconds).
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()
    private let make: @Sendable () -> Value

    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
    }

    /// This thread's value.
    package var value: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as! Value
        }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value as AnyObject).toOpaque())
        return value
    }
}
