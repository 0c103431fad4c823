#pragma once

#include "core/console/consolesettings.h"
#include "core/create/stockwatch.h"
#include "core/doctor/budgetguards.h"
#include "core/model/instance.h"
#include "core/ssh/sshparts.h"

#include <QObject>
#include <QStringList>

#include <memory>

class AutostopWatcher;
class BootTasks;
class Console;
class DoctorRunner;
class SshRemote;
class SshTunnels;
class SshWorkspace;
struct InstanceSnapshot;
class SshFirstLogins;
class StopDeadlines;
class StoreThread;
class TokenRenewal;
class TransferQueue;
class UsageWatcher;

/// The console's services for one platform, built once and wired together, with no widget: the
/// Console (platform, session, poller, meter) it is given, and from `paths` the local store on its
/// own thread (where one is given: the usage history of each poll), the SSH workspace and the pieces
/// that work over it, SshRemote, SshTunnels and BootTasks (where an ssh dir is given), the transfer queue and the usage
/// watcher with its receipts and disk guards (where both are), the autostop watcher (where an agent can be installed:
/// the platform runs startup scripts, or the console runs them), the doctor's runner and the money guards, the renewal
/// of a token made on the platform's login node, and the stock watch. The window and its pages receive what they show
/// from here; gpudesk's main builds it.
class ConsoleServices final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsoleServices)
public:
    ConsoleServices(Console &console, const ConsolePaths &paths, QObject *parent = nullptr);
    ~ConsoleServices() override; ///< the workers are stopped, the running transfer paused

    Console &console() const { return m_console; }
    const ConsolePaths &paths() const { return m_paths; }
    /// Each is null where the paths leave it out (see the class).
    StoreThread *store() const { return m_store.get(); }
    SshWorkspace *ssh() const { return m_ssh.get(); }
    SshRemote *remote() const { return m_remote.get(); }
    SshTunnels *tunnels() const { return m_tunnels.get(); }
    BootTasks *boots() const { return m_boots.get(); }
    /// The SSH pieces together, for a page that shows several (all null without an ssh dir).
    SshParts sshParts() const { return {m_ssh.get(), m_remote.get(), m_tunnels.get(), m_boots.get()}; }
    TransferQueue *transfers() const { return m_transfers.get(); }
    UsageWatcher *usage() const { return m_usage.get(); }
    AutostopWatcher *autostop() const { return m_autostop.get(); }
    /// The dead man's switch, where the platform stops instances on its own schedule and reads their use
    /// itself, but they hold no key to stop themselves (Compshare).
    StopDeadlines *stopDeadlines() const { return m_deadlines.get(); }
    /// Where the platform logs in with a password it gives: the user's key put on each instance once.
    SshFirstLogins *firstLogins() const { return m_firstLogins.get(); }
    DoctorRunner *doctor() const { return m_doctor.get(); }
    /// Where the platform's token can be made again on its login node (a Slurm cluster's).
    TokenRenewal *tokenRenewal() const { return m_tokens.get(); }
    BudgetGuards &budgetGuards() { return m_budget; }
    /// The card the user waits for (one watch at a time), and the instance made once it is free.
    StockWatch &stockWatch() { return m_stock; }

    /// What the console itself sees using an instance now, in sentences (a transfer in progress, a
    /// tunnel connection, the card busy at its last reading): the autostop watcher's second opinion.
    QStringList consoleUse(const QString &instanceId) const;

private:
    /// What a poll saw of each instance it found new or changed, and of every instance every
    /// kRecordEverySeconds of platform time, into the usage history.
    void recordUsage(const InstanceSnapshot &batch);
    static constexpr qint64 kRecordEverySeconds = 300;

    Console &m_console;
    const ConsolePaths m_paths;
    // Declared in the order they are built, so they go in the reverse one: nothing outlives what it uses.
    StockWatch m_stock;
    std::unique_ptr<StoreThread> m_store;
    QDateTime m_recordedAllAt; ///< when recordUsage() last sampled every instance (platform time)
    std::unique_ptr<SshWorkspace> m_ssh;
    std::unique_ptr<SshFirstLogins> m_firstLogins;
    std::unique_ptr<SshRemote> m_remote;
    std::unique_ptr<SshTunnels> m_tunnels;
    std::unique_ptr<BootTasks> m_boots;
    std::unique_ptr<TransferQueue> m_transfers;
    std::unique_ptr<UsageWatcher> m_usage;
    std::unique_ptr<AutostopWatcher> m_autostop;
    std::unique_ptr<StopDeadlines> m_deadlines;
    std::unique_ptr<DoctorRunner> m_doctor;
    std::unique_ptr<TokenRenewal> m_tokens;
    BudgetGuards m_budget;
};
