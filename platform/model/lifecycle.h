#pragma once

#include <QString>
#include <QStringView>

#include <optional>

// The platform's instance vocabulary, typed: what the contract's strings mean, read and written in
// one place (the database keeps and the wire carries the strings), and one table of what each
// state allows and bills.

enum class InstanceState : quint8 { Creating, Starting, Running, Stopping, Stopped, Releasing, Released, Failed };
enum class InstanceMode : quint8 { Gpu, NoGpu };
/// Why an instance changed state, or what a stop_at stops with.
enum class StateReason : quint8 {
    User,
    InsufficientBalance,
    SpendLimit,
    MaxRunTime,
    Scheduled,
    PackageExpired,
    BootTimeout,
    RuntimeError,
    StartupScript,
    Idle,
};
/// What accrues for an instance now: its cards, its no-GPU rate, its disks' storage, a package
/// (prepaid: nothing accrues), or nothing.
enum class MeterKind : quint8 { None, Compute, NoGpu, Storage, Package };

namespace Lifecycle {

QString wire(InstanceState state);
QString wire(InstanceMode mode);
QString wire(StateReason reason);
QString wire(MeterKind kind); ///< empty for None
std::optional<InstanceState> parseState(QStringView text);
std::optional<InstanceMode> parseMode(QStringView text);
std::optional<StateReason> parseReason(QStringView text);
std::optional<MeterKind> parseMeterKind(QStringView text); ///< empty text is None

/// A boot is on its way or on: the machine exists and (in GPU mode) holds its cards.
bool holdsCards(InstanceState state);
/// Its service ports are its own, no other instance may take them: from its creation to its stop.
bool holdsPorts(InstanceState state);
/// The runtime gives it a machine (sshd, relays): booting or running.
bool isUp(InstanceState state);
/// The states for which `holds` is true as an SQL list of their wire names, for a query that asks
/// the same of a row as the table does of a state: "('creating', 'starting', 'running')".
QString sqlStates(bool (*holds)(InstanceState));
bool canStart(InstanceState state); ///< stopped or failed
bool canStop(InstanceState state); ///< starting or running
bool canRelease(InstanceState state); ///< running, stopped or failed
bool canSaveImage(InstanceState state); ///< stopped
/// What a state accrues: running — its package while one is active, else its cards or its
/// no-GPU rate; stopped — its package while active, else its disks' storage; others nothing.
MeterKind accrues(InstanceState state, InstanceMode mode, bool packageActive);
/// Whether a meter kind is a boot's (its cost is the boot's), not storage's.
bool isBootMeter(MeterKind kind);

} // namespace Lifecycle
