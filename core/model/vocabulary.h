#pragma once

#include <QString>
#include <QStringView>

/// The instance vocabulary of the contract (docs/platform-api.yaml), typed once here and mapped to
/// and from its wire text only in the codecs. Every enum starts with Unknown: what a platform sends
/// that this client does not know (another platform, a newer sandbox) decodes to it and keeps its
/// text (WireEnum), so it is still shown and never mistaken for a state the client knows.

enum class InstanceState { Unknown, Creating, Starting, Running, Stopping, Stopped, Releasing, Released, Failed };

/// Why an instance entered its state.
enum class StateReason {
    Unknown,
    User,
    InsufficientBalance,
    SpendLimit,
    MaxRunTime,
    Scheduled,
    PackageExpired,
    BootTimeout,
    RuntimeError,
    StartupScript, ///< an event only: the startup script of this boot exited
    Idle, ///< stopped by its autostop: nothing used it for the whole idle period
    /// Starting, but waiting for its card, which the host rented out while it was stopped (Vast.ai's
    /// "scheduling"); a client-side reason, never on gpudesk's own wire
    WaitingForGpu,
    /// In a batch scheduler's queue (Slurm's pending job; Instance::queue says why), or stopped at the
    /// end of the job's time limit; client-side reasons, never on gpudesk's own wire
    Queued,
    TimeLimit
};

/// Whether an instance runs with its GPUs attached or in the cheap no-GPU mode.
enum class InstanceMode { Unknown, Gpu, NoGpu };

enum class BillingMode { Unknown, OnDemand, PackageDaily, PackageWeekly, PackageMonthly };

/// The wire text of a known value ("running"); empty for Unknown.
QString wireText(InstanceState value);
QString wireText(StateReason value);
QString wireText(InstanceMode value);
QString wireText(BillingMode value);

/// The value a wire text names, Unknown where the client does not know it. `E` is one of the four.
template <typename E> E fromWireText(QStringView text);
template <> InstanceState fromWireText<InstanceState>(QStringView text);
template <> StateReason fromWireText<StateReason>(QStringView text);
template <> InstanceMode fromWireText<InstanceMode>(QStringView text);
template <> BillingMode fromWireText<BillingMode>(QStringView text);

/// A vocabulary value as a platform sent it: known, or Unknown with the text it came as.
template <typename E> class WireEnum
{
public:
    WireEnum() = default;
    /// A known value (implicit, so `instance.state = InstanceState::Running` reads naturally).
    WireEnum(E value)
        : m_value(value)
    { }
    static WireEnum fromWire(const QString &text)
    {
        WireEnum w(fromWireText<E>(text));
        if (w.m_value == E::Unknown)
            w.m_unknownText = text;
        return w;
    }

    E value() const { return m_value; }
    bool isKnown() const { return m_value != E::Unknown; }
    /// What goes on the wire: the known value's text, or the text an unknown one came as.
    QString wire() const { return isKnown() ? wireText(m_value) : m_unknownText; }

    bool operator==(E value) const { return m_value == value; }
    bool operator==(const WireEnum &) const = default;

private:
    E m_value = E::Unknown;
    QString m_unknownText;
};
