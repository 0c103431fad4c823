#include "platform/model/lifecycle.h"

#include <QStringList>

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

/// One row per state: its wire name and what it allows.
struct StateRule
{
    InstanceState state;
    QStringView wire;
    bool holdsCards; ///< in GPU mode, counted against the region's stock
    bool holdsPorts; ///< its service ports are its own (relayed once it is up)
    bool up; ///< the runtime gives it a machine
    bool startable;
    bool stoppable;
    bool releasable;
};

constexpr std::array<StateRule, 8> kStates{{
    {InstanceState::Creating, u"creating", true, true, false, false, false, false},
    {InstanceState::Starting, u"starting", true, true, true, false, true, false},
    {InstanceState::Running, u"running", true, true, true, false, true, true},
    {InstanceState::Stopping, u"stopping", true, false, false, false, false, false},
    {InstanceState::Stopped, u"stopped", false, false, false, true, false, true},
    {InstanceState::Releasing, u"releasing", false, false, false, false, false, false},
    {InstanceState::Released, u"released", false, false, false, false, false, false},
    {InstanceState::Failed, u"failed", false, false, false, true, false, true},
}};

constexpr std::array<std::pair<StateReason, QStringView>, 10> kReasons{{
    {StateReason::User, u"user"},
    {StateReason::InsufficientBalance, u"insufficient_balance"},
    {StateReason::SpendLimit, u"spend_limit"},
    {StateReason::MaxRunTime, u"max_run_time"},
    {StateReason::Scheduled, u"scheduled"},
    {StateReason::PackageExpired, u"package_expired"},
    {StateReason::BootTimeout, u"boot_timeout"},
    {StateReason::RuntimeError, u"runtime_error"},
    {StateReason::StartupScript, u"startup_script"},
    {StateReason::Idle, u"idle"},
}};

constexpr std::array<std::pair<MeterKind, QStringView>, 5> kMeters{{
    {MeterKind::None, u""},
    {MeterKind::Compute, u"compute"},
    {MeterKind::NoGpu, u"no_gpu"},
    {MeterKind::Storage, u"storage"},
    {MeterKind::Package, u"package"},
}};

const StateRule &rule(InstanceState state)
{
    return kStates[static_cast<std::size_t>(state)];
}

template <typename T, std::size_t N>
std::optional<T> parse(const std::array<std::pair<T, QStringView>, N> &table, QStringView text)
{
    for (const auto &[value, name] : table) {
        if (name == text)
            return value;
    }
    return std::nullopt;
}

template <typename T, std::size_t N> QString nameOf(const std::array<std::pair<T, QStringView>, N> &table, T value)
{
    for (const auto &[v, name] : table) {
        if (v == value)
            return name.toString();
    }
    return {};
}

} // namespace

namespace Lifecycle {

QString wire(InstanceState state)
{
    return rule(state).wire.toString();
}

QString wire(InstanceMode mode)
{
    return mode == InstanceMode::Gpu ? u"gpu"_s : u"no_gpu"_s;
}

QString wire(StateReason reason)
{
    return nameOf(kReasons, reason);
}

QString wire(MeterKind kind)
{
    return nameOf(kMeters, kind);
}

std::optional<InstanceState> parseState(QStringView text)
{
    for (const StateRule &r : kStates) {
        if (r.wire == text)
            return r.state;
    }
    return std::nullopt;
}

std::optional<InstanceMode> parseMode(QStringView text)
{
    if (text == u"gpu")
        return InstanceMode::Gpu;
    if (text == u"no_gpu")
        return InstanceMode::NoGpu;
    return std::nullopt;
}

std::optional<StateReason> parseReason(QStringView text)
{
    return parse(kReasons, text);
}

std::optional<MeterKind> parseMeterKind(QStringView text)
{
    return parse(kMeters, text);
}

bool holdsCards(InstanceState state)
{
    return rule(state).holdsCards;
}

bool holdsPorts(InstanceState state)
{
    return rule(state).holdsPorts;
}

QString sqlStates(bool (*holds)(InstanceState))
{
    QStringList quoted;
    for (const StateRule &r : kStates) {
        if (holds(r.state))
            quoted << u'\'' + r.wire.toString() + u'\'';
    }
    return u'(' + quoted.join(u", "_s) + u')';
}

bool isUp(InstanceState state)
{
    return rule(state).up;
}

bool canStart(InstanceState state)
{
    return rule(state).startable;
}

bool canStop(InstanceState state)
{
    return rule(state).stoppable;
}

bool canRelease(InstanceState state)
{
    return rule(state).releasable;
}

bool canSaveImage(InstanceState state)
{
    return state == InstanceState::Stopped;
}

MeterKind accrues(InstanceState state, InstanceMode mode, bool packageActive)
{
    if (state == InstanceState::Running)
        return packageActive ? MeterKind::Package : mode == InstanceMode::Gpu ? MeterKind::Compute : MeterKind::NoGpu;
    if (state == InstanceState::Stopped)
        return packageActive ? MeterKind::Package : MeterKind::Storage;
    return MeterKind::None;
}

bool isBootMeter(MeterKind kind)
{
    return kind == MeterKind::Compute || kind == MeterKind::NoGpu || kind == MeterKind::Package;
}

} // namespace Lifecycle
