#include "core/model/vocabulary.h"

#include <array>
#include <utility>

namespace {

template <typename E, std::size_t N> using Names = std::array<std::pair<E, const char16_t *>, N>;

constexpr Names<InstanceState, 8> kStates{{
    {InstanceState::Creating, u"creating"},
    {InstanceState::Starting, u"starting"},
    {InstanceState::Running, u"running"},
    {InstanceState::Stopping, u"stopping"},
    {InstanceState::Stopped, u"stopped"},
    {InstanceState::Releasing, u"releasing"},
    {InstanceState::Released, u"released"},
    {InstanceState::Failed, u"failed"},
}};

constexpr Names<StateReason, 13> kReasons{{
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
    {StateReason::WaitingForGpu, u"waiting_for_gpu"},
    {StateReason::Queued, u"queued"},
    {StateReason::TimeLimit, u"time_limit"},
}};

constexpr Names<InstanceMode, 2> kModes{{
    {InstanceMode::Gpu, u"gpu"},
    {InstanceMode::NoGpu, u"no_gpu"},
}};

constexpr Names<BillingMode, 4> kBillingModes{{
    {BillingMode::OnDemand, u"on_demand"},
    {BillingMode::PackageDaily, u"package_daily"},
    {BillingMode::PackageWeekly, u"package_weekly"},
    {BillingMode::PackageMonthly, u"package_monthly"},
}};

template <typename E, std::size_t N> QString textOf(const Names<E, N> &names, E value)
{
    for (const auto &[known, text] : names) {
        if (known == value)
            return QString::fromUtf16(text);
    }
    return {};
}

template <typename E, std::size_t N> E valueOf(const Names<E, N> &names, QStringView text)
{
    for (const auto &[known, name] : names) {
        if (text == QStringView(name))
            return known;
    }
    return E::Unknown;
}

} // namespace

QString wireText(InstanceState value)
{
    return textOf(kStates, value);
}

QString wireText(StateReason value)
{
    return textOf(kReasons, value);
}

QString wireText(InstanceMode value)
{
    return textOf(kModes, value);
}

QString wireText(BillingMode value)
{
    return textOf(kBillingModes, value);
}

template <> InstanceState fromWireText<InstanceState>(QStringView text)
{
    return valueOf(kStates, text);
}

template <> StateReason fromWireText<StateReason>(QStringView text)
{
    return valueOf(kReasons, text);
}

template <> InstanceMode fromWireText<InstanceMode>(QStringView text)
{
    return valueOf(kModes, text);
}

template <> BillingMode fromWireText<BillingMode>(QStringView text)
{
    return valueOf(kBillingModes, text);
}
