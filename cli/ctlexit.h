#pragma once

#include <optional>
#include <utility>

/// gpudeskctl's exit codes: 0 done, 1 failed, 2 usage (an option a command does not take included),
/// 3 not logged in or not allowed; transfers add 4 interrupted (run it again to resume) and 5 a
/// checksum mismatch; watch-stock says 3 when nothing was free in time.
enum class CtlExit : int {
    Ok = 0,
    Failed = 1,
    Usage = 2,
    NotAllowed = 3,
    NoneFree = 3,
    Interrupted = 4,
    ChecksumMismatch = 5,
};

/// What a step of a command gives it: the value it was after, or the exit code of why not, already
/// said on stderr. `if (!found) return found.exit();`
template <typename T> class CtlGot
{
public:
    CtlGot(T value)
        : m_value(std::move(value))
    { }
    CtlGot(CtlExit exit)
        : m_exit(exit)
    { }

    explicit operator bool() const { return m_value.has_value(); }
    const T &operator*() const { return *m_value; }
    T &operator*() { return *m_value; }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }
    /// Why there is no value (Failed when there is one: a command never returns it then).
    CtlExit exit() const { return m_exit; }

private:
    std::optional<T> m_value;
    CtlExit m_exit = CtlExit::Failed;
};
