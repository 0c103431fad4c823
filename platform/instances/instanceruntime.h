#pragma once

#include "platform/runtime/runtimetarget.h"
#include "platform/runtime/sshruntime.h"

#include <QHash>
#include <QMutex>
#include <QObject>

#include <functional>
#include <memory>

class Catalog;
class Database;
class Disks;
class InstanceStore;
class QThread;
class RuntimeWorker;
struct Instance;

/// The platform's side of the instances' runtime. After every change of an instance (on the HTTP
/// thread, or on the settlement thread for a boot that ends in a pass) it sends the runtime's thread
/// (RuntimeWorker) what the instance should have now, as values read from the database; the worker
/// does the waiting, and its reports come back to the HTTP thread, where the platform records them (port, host key, the
/// instant SSH was ready, problems, what became of startup scripts). Nothing here ever waits on a process, except
/// stopAll() at shutdown.
class InstanceRuntime final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceRuntime)
public:
    struct Settings
    {
        SshRuntime::Settings ssh; ///< (ssh.enabled is false with --runtime none)
        bool relays = true; ///< service ports relayed (off with --runtime none)
        /// What the cards are called and how much memory they have, for the emulators. Not owned.
        const Catalog *catalog = nullptr;
    };

    InstanceRuntime(Database &db, const Disks &disks, InstanceStore &instances, Settings settings,
                    QObject *parent = nullptr);
    ~InstanceRuntime() override;

    /// Why instances get no SSH on this machine, or empty when they do.
    const QString &unavailableReason() const { return m_unavailable; }

    /// Called after every change of an instance (Metering's reconciler): what ends with a boot is
    /// cleared on the instance, and the runtime gets the instance's new target if it differs from
    /// the last one. Returns a sentence when a running instance cannot have SSH here.
    QString reconcile(Instance &instance);
    /// Sends the instance's target as it stands (at start, for every live instance: sshd left
    /// running by a killed sandbox are found again, those of instances no longer up stopped).
    void resume(const Instance &instance);
    /// The SSH keys of the wallet's accounts changed: its booting and running instances get them.
    void refreshKeys(qint64 walletId);
    /// Calls `done` on this thread once the runtime has carried out everything sent before and
    /// what it reported by then (startup scripts started and ended included) is recorded.
    void whenApplied(std::function<void()> done);
    /// Whether `report` answers the target `instance` has now (not one it has since left).
    bool answers(const RuntimeReport &report, const Instance &instance) const;
    /// Who records reports (on this thread): those that arrive together come in one list, so a
    /// burst of boots is recorded in one transaction.
    void setRecorder(std::function<void(const QList<RuntimeReport> &)> record) { m_record = std::move(record); }
    /// Who records what became of startup scripts (on this thread).
    void setScriptRecorder(std::function<void(const StartupScriptReport &)> record)
    {
        m_recordScript = std::move(record);
    }
    /// Which boot a target is for, and a report of a startup script tells: the platform second
    /// the instance's current (or last) boot began.
    static qint64 bootOf(const Instance &instance);
    /// Ends every sshd and relay, and waits for that (the sandbox is shutting down).
    void stopAll();

private:
    RuntimeTarget targetFor(const Instance &instance) const;
    void send(RuntimeTarget target);
    void received(const RuntimeReport &report);
    /// Hands the reports that have arrived to the recorder.
    void recordArrived();

    Database &m_db;
    const Disks &m_disks;
    InstanceStore &m_instances;
    Settings m_settings;
    QString m_unavailable;
    std::unique_ptr<QThread> m_thread;
    RuntimeWorker *m_worker = nullptr; ///< lives on m_thread, deleted when it finishes
    mutable QMutex m_sentLock; ///< m_sent and m_seq (see send()); never held while using the database
    QHash<qint64, RuntimeTarget> m_sent; ///< the last target sent for each instance
    quint64 m_seq = 0;
    std::function<void(const QList<RuntimeReport> &)> m_record;
    std::function<void(const StartupScriptReport &)> m_recordScript;
    QList<RuntimeReport> m_arrived;
    QHash<quint64, std::function<void()>> m_waiting;
    quint64 m_tickets = 0;
    bool m_stopped = false;
};
