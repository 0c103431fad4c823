#include "core/autostop/preparerun.h"

#include "core/api/platform.h"
#include "core/autostop/autostopscript.h"
#include "core/ssh/sshremote.h"
#include "core/transfer/remotecommands.h"
#include "core/transfer/transferqueue.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// The last lines a command wrote, for a sentence.
QString tail(const QByteArray &output, int lines = 3)
{
    const QStringList all = QString::fromUtf8(output).trimmed().split(u'\n');
    return all.mid(std::max<qsizetype>(0, all.size() - lines)).join(u" / "_s);
}

} // namespace

Money PrepareRun::Step::cost(const QDateTime &now) const
{
    if (!startedAt)
        return {};
    return Money::forDuration(ratePerHour, std::max<qint64>(0, startedAt->secsTo(endedAt.value_or(now))));
}

PrepareRun::PrepareRun(Platform &platform, SshRemote &ssh, TransferQueue *transfers, std::function<QDateTime()> now,
                       Plan plan, QObject *parent)
    : QObject(parent)
    , m_platform(platform)
    , m_ssh(ssh)
    , m_transfers(transfers)
    , m_now(std::move(now))
    , m_plan(std::move(plan))
    , m_steps(waitingSteps())
{
    if (m_transfers)
        connect(m_transfers, &TransferQueue::finished, this,
                [this](const QString &id, bool ok, const QString &message) {
                    if (m_finished || id != m_transferId)
                        return;
                    if (!ok)
                        return fail(Stage::Upload, message);
                    end(Stage::Upload, Status::Done);
                    advance(m_last);
                });
}

PrepareRun::~PrepareRun() = default;

QList<PrepareRun::Step> PrepareRun::waitingSteps()
{
    QList<Step> steps;
    for (Stage s : {Stage::StartWithoutGpu, Stage::StartupScript, Stage::Upload, Stage::Fetch, Stage::Smoke,
                    Stage::RestartWithGpu, Stage::Run}) {
        Step step;
        step.stage = s;
        steps << step;
    }
    return steps;
}

QString PrepareRun::planProblem(const Plan &plan)
{
    if (plan.command.trimmed().isEmpty())
        return tr("Say which command to run with the GPU.");
    if ((!plan.uploads.isEmpty() || !plan.fetches.isEmpty()) && plan.uploadTo.trimmed().isEmpty())
        return tr("Say which folder on the instance the files go into.");
    if (plan.graceMinutes < 0 || plan.graceMinutes > 24 * 60)
        return tr("The wait after the command ends is 0 to 24 hours.");
    return {};
}

PrepareRun::Step &PrepareRun::step(Stage stage)
{
    return m_steps[int(stage)];
}

void PrepareRun::begin(Stage stage)
{
    Step &s = step(stage);
    if (s.status != Status::Waiting)
        return;
    s.status = Status::Active;
    s.startedAt = m_now();
    if (m_last.state.value() == InstanceState::Running)
        s.ratePerHour = m_last.meter.ratePerHour;
    Q_EMIT changed();
}

void PrepareRun::end(Stage stage, Status status, const QString &note)
{
    Step &s = step(stage);
    if (!s.startedAt)
        s.startedAt = m_now();
    s.endedAt = m_now();
    s.status = status;
    s.note = note;
    m_busy = false;
    m_current = int(stage) + 1;
    Q_EMIT changed();
    if (m_current >= m_steps.size()) {
        m_finished = true;
        Q_EMIT finished(true, {});
    }
}

void PrepareRun::fail(Stage stage, const QString &problem)
{
    if (m_finished)
        return;
    Step &s = step(stage);
    if (!s.startedAt)
        s.startedAt = m_now();
    s.endedAt = m_now();
    s.status = Status::Failed;
    s.note = problem;
    m_busy = false;
    m_finished = true;
    Q_EMIT changed();
    Q_EMIT finished(false, problem);
}

void PrepareRun::cancel()
{
    if (m_finished)
        return;
    fail(Stage(std::min<int>(m_current, int(m_steps.size()) - 1)), tr("Cancelled; the instance is left as it is."));
}

void PrepareRun::start(const Instance &instance)
{
    if (const QString problem = planProblem(m_plan); !problem.isEmpty()) {
        fail(Stage::StartWithoutGpu, problem);
        return;
    }
    advance(instance);
}

void PrepareRun::setInstances(const QList<Instance> &instances)
{
    if (m_finished)
        return;
    for (const Instance &i : instances) {
        if (i.id == m_plan.instanceId) {
            advance(i);
            return;
        }
    }
    fail(Stage(m_current), tr("The instance is gone."));
}

void PrepareRun::startMode(InstanceMode mode)
{
    m_busy = true;
    const Stage stage = Stage(m_current);
    const auto started = [this, stage](const ApiResult<Instance> &r) {
        if (m_finished)
            return;
        m_busy = false;
        if (!r.ok())
            fail(stage, r.error().sentence());
        else
            advance(r.value());
    };
    CardChange *change = m_platform.facet<CardChange>();
    if (mode == InstanceMode::Gpu && !m_plan.runOnGpuType.isEmpty() && change) {
        const int count = std::max(1, m_last.gpuCount);
        change->startOnCard(m_plan.instanceId, m_plan.runOnGpuType, count, this, started);
        return;
    }
    m_platform.startInstance(m_plan.instanceId, mode, this, started);
}

void PrepareRun::advance(const Instance &i)
{
    if (m_finished)
        return;
    m_last = i;
    if (m_busy)
        return;
    const InstanceState state = i.state.value();
    const bool running = state == InstanceState::Running;
    if (state == InstanceState::Released || state == InstanceState::Releasing || state == InstanceState::Failed) {
        fail(Stage(m_current),
             state == InstanceState::Failed ? tr("The platform could not run the instance: its events say why.")
                                            : tr("The instance was released."));
        return;
    }
    // The stages that run on the instance bill at its rate of the moment.
    if (running && m_current < m_steps.size() && m_steps[m_current].status == Status::Active)
        m_steps[m_current].ratePerHour = i.meter.ratePerHour;
    const bool withGpu = i.mode.value() != InstanceMode::NoGpu;
    switch (Stage(m_current)) {
    case Stage::StartWithoutGpu:
        begin(Stage::StartWithoutGpu);
        if (running) {
            m_boot = i.startedAt;
            end(Stage::StartWithoutGpu, withGpu ? Status::Skipped : Status::Done,
                withGpu ? tr("It already runs with its GPU: everything is prepared on it.") : QString());
            return advance(i);
        }
        if (state == InstanceState::Stopped && !m_startAsked) {
            m_startAsked = true;
            startMode(InstanceMode::NoGpu);
        }
        return;
    case Stage::StartupScript: {
        begin(Stage::StartupScript);
        if (!running || i.startedAt != m_boot)
            return fail(Stage::StartupScript, tr("The instance stopped while it was being prepared."));
        if (i.startupScript.value_or(QString()).trimmed().isEmpty()) {
            end(Stage::StartupScript, Status::Skipped, tr("It has no startup script."));
            return advance(i);
        }
        const auto &run = i.startupScriptStatus;
        if (!run || !run->exitCode || !run->finishedAt || !i.startedAt || *run->finishedAt < *i.startedAt)
            return; // still running
        if (*run->exitCode != 0)
            return fail(Stage::StartupScript,
                        tr("The startup script exited with status %1: its output is in %2.")
                            .arg(*run->exitCode)
                            .arg(run->logPath));
        end(Stage::StartupScript, Status::Done);
        return advance(i);
    }
    case Stage::Upload:
        begin(Stage::Upload);
        if (m_plan.uploads.isEmpty() || !m_transfers) {
            end(Stage::Upload, Status::Skipped);
            return advance(i);
        }
        if (m_transferId.isEmpty())
            m_transferId = m_transfers->upload(i, m_plan.uploads, m_plan.uploadTo, {});
        return; // TransferQueue::finished ends it
    case Stage::Fetch:
        begin(Stage::Fetch);
        if (m_plan.fetches.isEmpty()) {
            end(Stage::Fetch, Status::Skipped);
            return advance(i);
        }
        return runFetch(i);
    case Stage::Smoke:
        begin(Stage::Smoke);
        if (m_plan.smokeCommand.trimmed().isEmpty()) {
            end(Stage::Smoke, Status::Skipped);
            return advance(i);
        }
        return runSmoke(i);
    case Stage::RestartWithGpu: {
        begin(Stage::RestartWithGpu);
        // A run on another card needs a boot on it, whatever the boot before had.
        const bool onCard = m_plan.runOnGpuType.isEmpty() || m_plan.runOnGpuType == i.gpuType;
        if (running && withGpu && onCard) {
            if (i.startedAt == m_boot && step(Stage::StartWithoutGpu).status == Status::Skipped) {
                end(Stage::RestartWithGpu, Status::Skipped);
                return advance(i);
            }
            if (i.startedAt != m_boot) { // the new boot, with the card
                m_boot = i.startedAt;
                end(Stage::RestartWithGpu, Status::Done);
                return advance(i);
            }
        }
        if (running && (!withGpu || !onCard) && !m_stopAsked) {
            m_stopAsked = true;
            m_busy = true;
            m_platform.stopInstance(m_plan.instanceId, this, [this](const ApiResult<Instance> &r) {
                if (m_finished)
                    return;
                m_busy = false;
                if (!r.ok())
                    fail(Stage::RestartWithGpu, r.error().sentence());
            });
            return;
        }
        if (state == InstanceState::Stopped && m_stopAsked && !m_gpuStartAsked) {
            m_gpuStartAsked = true;
            startMode(InstanceMode::Gpu);
        }
        return;
    }
    case Stage::Run:
        begin(Stage::Run);
        if (!running)
            return;
        return runCommand(i);
    }
}

QByteArray PrepareRun::fetchScript(const Plan &plan)
{
    // set -e: the first fetch that fails stops the stage, and with it the GPU boot.
    QByteArray script = "set -e\nmkdir -p " + RemoteCommands::quote(plan.uploadTo) + "\ncd "
        + RemoteCommands::quote(plan.uploadTo) + "\n";
    for (const QString &raw : plan.fetches) {
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(u"http://"_s) || line.startsWith(u"https://"_s)) {
            const QByteArray url = RemoteCommands::quote(line);
            script += "echo fetching " + url + "\nif command -v wget >/dev/null; then wget -c -nv " + url
                + "; else curl -fSL -C - -O " + url + "; fi\n";
        } else {
            script += line.toUtf8() + '\n';
        }
    }
    return script;
}

void PrepareRun::runStage(const Instance &instance, Stage stage, const QByteArray &script,
                          const std::function<QString(int status, const QByteArray &why)> &failed,
                          const std::function<QString(const QByteArray &out)> &done)
{
    m_busy = true;
    // Through a login shell: the user's PATH and environment, the startup script's mirror included.
    m_ssh.execute(instance, "bash -lc " + RemoteCommands::quote(QString::fromUtf8(script)), this,
                  [this, stage, failed, done](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
                      if (m_finished)
                          return;
                      if (!out)
                          return fail(stage, failure.message);
                      if (out->exitStatus != 0)
                          return fail(stage, failed(out->exitStatus, out->err.isEmpty() ? out->out : out->err));
                      end(stage, Status::Done, done(out->out));
                      advance(m_last);
                  });
}

void PrepareRun::runFetch(const Instance &instance)
{
    runStage(
        instance, Stage::Fetch, fetchScript(m_plan),
        [](int status, const QByteArray &why) {
            return tr("A fetch failed (status %1): %2").arg(status).arg(tail(why));
        },
        [this](const QByteArray &) { return tr("into %1").arg(m_plan.uploadTo); });
}

void PrepareRun::runSmoke(const Instance &instance)
{
    // In the folder the files went to.
    QByteArray line;
    if (!m_plan.uploads.isEmpty())
        line = "cd " + RemoteCommands::quote(m_plan.uploadTo) + " && ";
    line += m_plan.smokeCommand.toUtf8();
    runStage(
        instance, Stage::Smoke, line,
        [](int status, const QByteArray &why) {
            return tr("The smoke command exited with status %1: %2").arg(status).arg(tail(why));
        },
        [](const QByteArray &out) { return tail(out, 1); });
}

void PrepareRun::runCommand(const Instance &instance)
{
    m_busy = true;
    QStringList args{u"run"_s};
    if (m_plan.stopWhenDone)
        args << u"--grace"_s << QString::number(m_plan.graceMinutes);
    else
        args << u"--keep"_s;
    QString line = m_plan.command;
    if (!m_plan.uploads.isEmpty())
        line = u"cd "_s + QString::fromUtf8(RemoteCommands::quote(m_plan.uploadTo)) + u" && "_s + line;
    args << u"--"_s << line;
    m_ssh.execute(
        instance, AutostopScript::runJobCommand(instance.startupScript.value_or(QString()), args), this,
        [this](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
            if (m_finished)
                return;
            if (!out)
                return fail(Stage::Run, failure.message);
            if (out->exitStatus != 0)
                return fail(Stage::Run, tr("The command could not be started: %1").arg(tail(out->err + out->out)));
            // "job-… runs in tmux session gpudesk-job-… (tmux attach -t …)", or in the
            // background; either way its output is in ~/.gpudesk/jobs/job-….log.
            m_runOutput = QString::fromUtf8(out->out).trimmed();
            const QString job = m_runOutput.section(u' ', 0, 0);
            m_logPath = u"~/.gpudesk/jobs/"_s + job + u".log"_s;
            const QRegularExpressionMatch tmux = QRegularExpression(u"tmux session (\\S+)"_s).match(m_runOutput);
            m_tmuxSession = tmux.hasMatch() ? tmux.captured(1) : QString();
            end(Stage::Run, Status::Done);
        });
}
