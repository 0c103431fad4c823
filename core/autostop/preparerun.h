#pragma once

#include "common/money.h"
#include "core/model/instance.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QStringList>

#include <functional>
#include <optional>

class Platform;
class SshRemote;
class TransferQueue;

/// "Prepare, then run", the seed's three-stage habit as one flow: start the instance
/// without its GPU (a tenth of the price), let its startup script finish, upload the files, run a
/// short smoke command, then restart it with the GPU and start the real command through the
/// autostop agent — in tmux, and stopping the instance when it ends if asked. Each stage keeps its
/// platform times and what it cost at the rate it ran at; the first failure stops the flow and
/// says why (nothing after it is done, so no GPU hour is paid for code that does not start).
class PrepareRun final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PrepareRun)
public:
    struct Plan
    {
        QString instanceId;
        QStringList uploads; ///< local files and folders; none: no upload stage
        QString uploadTo; ///< the folder on the instance they go into
        /// Data sets and weights fetched on the instance (not through the laptop) without the GPU,
        /// into uploadTo: a URL a line (downloaded, resumed where it stopped) or a command
        /// (huggingface-cli download …), run in a login shell, so the startup script's mirror holds.
        QStringList fetches;
        QString smokeCommand; ///< a short check run without the GPU; empty: none
        QString command; ///< the real run, with the GPU
        bool stopWhenDone = true;
        int graceMinutes = 10;
        /// The run's card, where the platform changes cards (CardChange); empty: the one it has.
        QString runOnGpuType = {};
    };
    enum class Stage { StartWithoutGpu, StartupScript, Upload, Fetch, Smoke, RestartWithGpu, Run };
    enum class Status { Waiting, Active, Done, Skipped, Failed };
    struct Step
    {
        Stage stage = Stage::StartWithoutGpu;
        Status status = Status::Waiting;
        std::optional<QDateTime> startedAt; ///< platform time
        std::optional<QDateTime> endedAt;
        Money ratePerHour; ///< what the instance billed while it ran
        QString note; ///< what it did or why it failed (the caller's words come from the stage)
        /// What the stage cost so far (or in all, once ended) at platform time `now`.
        Money cost(const QDateTime &now) const;
    };

    /// `now`: platform time; `transfers` may be null when nothing is to be uploaded.
    PrepareRun(Platform &platform, SshRemote &ssh, TransferQueue *transfers, std::function<QDateTime()> now, Plan plan,
               QObject *parent = nullptr);
    ~PrepareRun() override;

    /// The stages in the order they run, each waiting (what a flow not started yet shows).
    static QList<Step> waitingSteps();
    /// What is wrong with the plan before it starts (empty: nothing).
    static QString planProblem(const Plan &plan);
    /// Begins with what the instance is now.
    void start(const Instance &instance);
    /// The console's instances at each poll: the flow waits on them between stages.
    void setInstances(const QList<Instance> &instances);
    /// Stops the flow where it is (the instance stays as it is).
    void cancel();

    const Plan &plan() const { return m_plan; }
    const QList<Step> &steps() const { return m_steps; }
    bool isFinished() const { return m_finished; }
    /// The agent's words when the run started.
    const QString &runOutput() const { return m_runOutput; }
    /// The tmux session the command runs in (empty: in the background, the image has no tmux).
    const QString &tmuxSession() const { return m_tmuxSession; }
    /// Where the command's output goes on the instance.
    const QString &logPath() const { return m_logPath; }

Q_SIGNALS:
    void changed();
    /// The flow ended: all done, or `problem` says where it stopped.
    void finished(bool ok, const QString &problem);

private:
    Step &step(Stage stage);
    void begin(Stage stage);
    void end(Stage stage, Status status, const QString &note = {});
    void fail(Stage stage, const QString &problem);
    /// Goes on from the current stage with the instance as it is now.
    void advance(const Instance &instance);
    void startMode(InstanceMode mode);
    /// The fetch stage's one script: each URL downloaded with wget (curl where there is none), each
    /// other line run as it is, in the folder, stopping at the first that fails.
    static QByteArray fetchScript(const Plan &plan);
    /// A stage that is one script on the instance: failed or done with the sentence each gives.
    void runStage(const Instance &instance, Stage stage, const QByteArray &script,
                  const std::function<QString(int status, const QByteArray &why)> &failed,
                  const std::function<QString(const QByteArray &out)> &done);
    void runFetch(const Instance &instance);
    void runSmoke(const Instance &instance);
    void runCommand(const Instance &instance);

    Platform &m_platform;
    SshRemote &m_ssh;
    TransferQueue *m_transfers;
    std::function<QDateTime()> m_now;
    Plan m_plan;
    QList<Step> m_steps;
    int m_current = 0;
    bool m_busy = false; ///< a call or a command of the current stage is in flight
    bool m_finished = false;
    bool m_startAsked = false; ///< StartWithoutGpu: the start was asked for
    bool m_stopAsked = false; ///< RestartWithGpu: the stop was asked for
    bool m_gpuStartAsked = false; ///< RestartWithGpu: the start with the GPU was asked for
    Instance m_last; ///< the instance as last seen, to go on with when a stage ends between polls
    std::optional<QDateTime> m_boot; ///< the boot the stages run in
    QString m_transferId;
    QString m_runOutput;
    QString m_tmuxSession;
    QString m_logPath;
};
