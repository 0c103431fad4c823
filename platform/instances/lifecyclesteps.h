#pragma once

#include "platform/billing/stopsolver.h"
#include "platform/instances/instancestore.h"
#include "platform/model/lifecycle.h"

#include <optional>

class Database;
class Disks;
class Tariff;
struct Instance;
struct WalletState;

/// An instance's way through its states in platform time, apart from what it costs: when its next
/// step is due (a boot done or timed out, a stop or a release complete, a package run out), carrying
/// that step out, a transition a user asks for, and a stop the settlement found. Each transition
/// closes the meter the old state ran and opens the one the new state accrues (Lifecycle::accrues),
/// with an event. Metering decides when; the ledger is WalletBook's.
class LifecycleSteps
{
public:
    struct Settings
    {
        qint64 bootDelaySeconds = 5;
        qint64 bootTimeoutSeconds = 300;
        /// Instances get no SSH here (--runtime none, no sshd): a boot is ready when it starts,
        /// instead of when the runtime says its sshd accepts connections.
        bool readyAtStart = false;
    };
    /// Platform seconds a stop or a release takes (stopping → stopped, releasing → released).
    static constexpr qint64 kStopSeconds = InstanceStore::kStopSeconds;
    static constexpr qint64 kReleaseSeconds = 2;

    LifecycleSteps(const Tariff &tariff, const Disks &disks, Database &db, InstanceStore &instances, Settings settings);

    /// When the instance's next step by itself is due; none while it waits on something else (a
    /// boot on its SSH, a running instance on its user).
    std::optional<qint64> due(const Instance &instance) const;
    /// Carries out the step due() said, at `at`.
    void carryOut(WalletState &state, Instance &instance, qint64 at);
    /// Moves the instance to `to` at `at`, with an event.
    void apply(WalletState &state, Instance &instance, InstanceState to, StateReason reason, const QString &message,
               qint64 at);
    /// The settlement stopped a running instance (a limit, the balance, its schedule, autostop);
    /// its item has already left the settlement.
    void stopped(WalletState &state, qint64 instanceId, const StopSolver::Stop &stop);
    /// Records an event, unless the state is a preview's.
    void event(WalletState &state, qint64 instanceId, qint64 at, std::optional<InstanceState> from, InstanceState to,
               StateReason reason, const QString &message);

private:
    /// Opens the meter the instance's state accrues, from `at`.
    void resegment(WalletState &state, Instance &instance, qint64 at);
    void releaseDisks(WalletState &state, Instance &instance, qint64 at);

    const Tariff &m_tariff;
    const Disks &m_disks;
    Database &m_db;
    InstanceStore &m_instances;
    Settings m_settings;
};
