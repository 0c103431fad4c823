#include "platform/instances/walletstate.h"

using StopSolver::Running;

Instance *WalletState::instance(qint64 id)
{
    for (Instance &i : instances) {
        if (i.id == id)
            return &i;
    }
    return nullptr;
}

qsizetype WalletState::itemIndex(qint64 key) const
{
    for (qsizetype k = 0; k < account.instances.size(); ++k) {
        if (account.instances[k].id == key)
            return k;
    }
    return -1;
}

void WalletState::conditions(const Instance &i, Running &r) const
{
    // Limits apply to a running instance: the account's and, for a member's instance, the
    // member's own, whichever is lower.
    const bool running = i.state == InstanceState::Running;
    r.bootBase = i.bootBase;
    r.bootStart = i.startedAt.value_or(i.segment.start);
    // A stop_at that came while it booted stops it the second it is up.
    r.stopAt = running && i.stopAt ? std::optional<qint64>(std::max(*i.stopAt, r.segment.settledTo)) : std::nullopt;
    r.stopReason = i.stopReason;
    r.maxRunSeconds = running ? maxRunSeconds : std::nullopt;
    std::optional<Money> perBoot = ownerPerBoot;
    if (const auto member = memberPerBoot.value(i.accountId); member && (!perBoot || *member < *perBoot))
        perBoot = member;
    r.perBootLimit = running ? perBoot : std::nullopt;
    r.stoppable = running && (i.segmentKind == MeterKind::Compute || i.segmentKind == MeterKind::NoGpu);
    r.gpuType = i.segmentKind == MeterKind::Compute ? i.gpuType : QString();
    r.spenderId = i.accountId;
}

void WalletState::addItem(const Instance &instance)
{
    Running r;
    r.id = instance.id;
    r.segment = instance.segment;
    conditions(instance, r);
    account.instances.append(r);
}

void WalletState::takeItem(Instance &instance)
{
    if (const qsizetype k = itemIndex(instance.id); k >= 0) {
        instance.segment = account.instances[k].segment;
        account.instances.removeAt(k);
    }
}

void WalletState::storageMeter(qint64 key, std::optional<Money> perDay, qint64 spenderId, qint64 at)
{
    if (const qsizetype k = itemIndex(key); k >= 0)
        account.instances.removeAt(k);
    endedStorage.insert(key);
    if (!perDay)
        return;
    Running r;
    r.id = key;
    r.segment = RateSegment::begin(at, *perDay, 86400);
    r.stoppable = false; // limits stop instances, not disks
    r.spenderId = spenderId;
    account.instances.append(r);
}

Money WalletState::ratePerHour() const
{
    Money sum;
    for (const Running &r : account.instances)
        sum += r.segment.period == 3600 ? r.segment.rate : Money::fromCents(r.segment.rate.cents() / 24);
    return sum;
}
