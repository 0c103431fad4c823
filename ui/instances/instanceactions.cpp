#include "ui/instances/instanceactions.h"

#include "core/autostop/autostopwatcher.h"
#include "core/console/console.h"
#include "core/model/instancewords.h"
#include "core/ssh/boottasks.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshworkspace.h"
#include "ui/instances/changecarddialog.h"
#include "ui/instances/datadiskdialog.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/instances/saveimagedialog.h"
#include "ui/instances/startupscriptdialog.h"
#include "ui/instances/terminallauncher.h"
#include "ui/ssh/tunnelsdialog.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/icons.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <QTableView>

#include <algorithm>

#include <cmath>

using namespace Qt::StringLiterals;

InstanceActions::InstanceActions(Console &console, InstancesPage &panel, Confirmer &confirmer, const SshParts &ssh,
                                 QWidget *window)
    : QObject(window)
    , m_console(console)
    , m_panel(panel)
    , m_confirmer(confirmer)
    , m_window(window)
    , m_start(new QAction(tr("Start"), this))
    , m_startNoGpu(new QAction(tr("Start without GPU"), this))
    , m_stop(new QAction(tr("Stop"), this))
    , m_release(new QAction(tr("Release…"), this))
    , m_rename(new QAction(tr("Rename…"), this))
    , m_copySsh(new QAction(tr("Copy SSH command"), this))
    , m_scheduleStop(new QAction(tr("Stop later…"), this))
    , m_saveImage(new QAction(tr("Save image…"), this))
    , m_ssh(ssh)
    , m_terminal(new QAction(tr("Open terminal"), this))
    , m_vscode(new QAction(tr("Open in VS Code"), this))
    , m_test(new QAction(tr("Test connection"), this))
    , m_measure(new QAction(tr("Measure environment"), this))
    , m_tunnels(new QAction(tr("Tunnels…"), this))
    , m_startupScript(new QAction(tr("Startup script…"), this))
    , m_autostop(new QAction(tr("Autostop…"), this))
    , m_prepareRun(new QAction(tr("Prepare, then run…"), this))
    , m_diagnose(new QAction(tr("Diagnose…"), this))
    , m_createLike(new QAction(tr("Create one like it…"), this))
    , m_copyData(new QAction(tr("Copy data from another instance…"), this))
    , m_startOnCard(new QAction(tr("Start on another card…"), this))
    , m_reboot(new QAction(tr("Reboot"), this))
    , m_dataDisk(new QAction(tr("Data disk…"), this))
{
    m_dataDisk->setObjectName(u"dataDisk"_s);
    m_dataDisk->setToolTip(tr("Add a data disk, grow it, or detach it and keep its files for another instance."));
    connect(m_dataDisk, &QAction::triggered, this, [this] {
        DataDiskChanges *disks = m_console.platform().facet<DataDiskChanges>();
        if (const Instance *i = selected(); i && disks) {
            auto *dialog = new DataDiskDialog(m_console, *disks, m_confirmer, *i, m_window);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        }
    });
    m_startOnCard->setToolTip(tr("Start it on another card or count in its region, keeping its disks: a cheap card "
                                 "to debug, a big one to train."));
    connect(m_startOnCard, &QAction::triggered, this, [this] {
        if (const Instance *i = selected()) {
            auto *dialog = new ChangeCardDialog(m_console, *i, m_window);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        }
    });
    m_copyData->setToolTip(tr("The platform copies a folder from another instance into this one, host to host: the "
                              "other one may be stopped, even waiting for its card."));
    connect(m_copyData, &QAction::triggered, this, &InstanceActions::doCopyData);
    m_reboot->setObjectName(u"reboot"_s);
    m_reboot->setToolTip(tr("Restart its system, keeping its card and disks: for a hung driver or a process that "
                            "will not end. What runs in it is ended."));
    connect(m_reboot, &QAction::triggered, this, [this] {
        const Instance *i = selected();
        if (!i)
            return;
        const QString id = i->id;
        if (m_confirmer.confirm(
                m_window, tr("Reboot"),
                tr("Reboot “%1”? Everything running in it is ended; its card, disks and files stay.").arg(i->name),
                tr("Reboot")))
            m_console.reboot(id);
    });
    m_createLike->setToolTip(tr("A new instance with this one's card, image and disk: when its machine is gone or "
                                "its card is taken, or to run a second one."));
    connect(m_createLike, &QAction::triggered, this, [this] {
        if (const Instance *i = selected())
            Q_EMIT createLikeRequested(i->id);
    });
    m_startupScript->setToolTip(tr("What runs at every boot: caches on the data disk, your environment, packages."));
    connect(m_startupScript, &QAction::triggered, this, [this] {
        if (const Instance *i = selected()) {
            auto *dialog = new StartupScriptDialog(m_console, m_ssh, *i, m_window);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        }
    });
    m_autostop->setToolTip(tr("Stop it by itself when nobody uses it, so a forgotten instance does not bill all "
                              "night."));
    connect(m_autostop, &QAction::triggered, this, [this] {
        if (const Instance *i = selected())
            m_panel.editAutostop(i->id);
    });
    m_prepareRun->setToolTip(tr("Upload and check your code without the GPU, then run it with the GPU and stop when "
                                "it ends."));
    connect(m_prepareRun, &QAction::triggered, this, [this] {
        if (const Instance *i = selected())
            Q_EMIT prepareRunRequested(i->id);
    });
    m_terminal->setToolTip(tr("A terminal logged in to it. Run long jobs inside tmux, so they survive a dropped "
                              "connection."));
    m_test->setToolTip(tr("Log in once and say how long it took, or what stands in the way."));
    Icons::set(m_diagnose, u"doctor"_s);
    m_diagnose->setToolTip(tr("Can't connect or can't open a service? Check it layer by layer on the Doctor page."));
    connect(m_diagnose, &QAction::triggered, this, [this] {
        if (const Instance *i = selected())
            Q_EMIT diagnoseRequested(i->id);
    });
    m_measure->setToolTip(tr("Read the card, disks, memory and Python stack on the instance."));
    m_tunnels->setToolTip(tr("TensorBoard, Jupyter, Gradio or any port inside it, on this computer."));
    connect(m_terminal, &QAction::triggered, this, &InstanceActions::doOpenTerminal);
    connect(m_vscode, &QAction::triggered, this, &InstanceActions::doOpenVsCode);
    connect(m_tunnels, &QAction::triggered, this, &InstanceActions::doTunnels);
    connect(m_test, &QAction::triggered, this, [this] {
        if (const Instance *i = selected(); i && m_ssh && passphraseGiven()) {
            Q_EMIT said(tr("Connecting to %1…").arg(i->name), false);
            m_ssh.remote->testConnection(*i);
        }
    });
    connect(m_measure, &QAction::triggered, this, [this] {
        if (const Instance *i = selected(); i && m_ssh && passphraseGiven()) {
            Q_EMIT said(tr("Measuring %1…").arg(i->name), false);
            m_measuring.insert(i->id);
            m_ssh.boots->takeSnapshot(*i);
        }
    });
    if (m_ssh) {
        connect(m_ssh.remote, &SshRemote::connectionTested, this, &InstanceActions::onTested);
        // Only what the user asked for is reported; the workspace also measures each boot by itself.
        connect(m_ssh.boots, &BootTasks::snapshotFailed, this, [this](const QString &id, const SshFailure &failure) {
            if (m_measuring.remove(id))
                Q_EMIT said(failure.message, true);
        });
        connect(m_ssh.boots, &BootTasks::snapshotTaken, this, [this](const QString &id) {
            if (m_measuring.remove(id))
                Q_EMIT said(tr("Measured: see the details below."), false);
        });
        connect(m_ssh.workspace, &SshWorkspace::synced, this, &InstanceActions::refresh);
        // A pod whose startup script (autostop) waits for a host key nobody vouches for: asked once,
        // so that a forgotten instance is not left without its agent. Queued: the question waits until
        // the workspace has finished what the sync started.
        connect(
            m_ssh.workspace, &SshWorkspace::hostKeyUnconfirmed, this,
            [this](const QString &id, const QString &offered) {
                const Instance *i = m_console.instance(id);
                if (!i || !m_ssh.boots->localStartupScript(id))
                    return;
                const Instance instance = *i;
                const QString text
                    = tr("gpudesk is to start the startup script of %1 (with its autostop) on it, and needs to know "
                         "its "
                         "host key first. The platform does not say which key it has. It offers:\n\n%2\n\nTrust it "
                         "only if that is the fingerprint you expect (the platform's web console may show it). It is "
                         "remembered from then on.")
                          .arg(instance.name, offered);
                if (m_confirmer.confirm(m_window, tr("Check the host key"), text, tr("Trust this key")))
                    m_ssh.remote->testConnection(instance, offered);
                else
                    Q_EMIT said(tr("The host key of %1 was not accepted: its startup script and autostop do not run "
                                   "until it is (Test connection asks again).")
                                    .arg(instance.name),
                                true);
            },
            Qt::QueuedConnection);
        // The console runs the startup script itself on a platform without a boot hook: say so, as
        // the platform's event would.
        connect(m_ssh.boots, &BootTasks::startupScriptLaunched, this,
                [this](const QString &id, bool ok, const SshFailure &failure) {
                    QString name = id;
                    for (const Instance &i : m_ssh.workspace->instances()) {
                        if (i.id == id)
                            name = i.name;
                    }
                    if (ok)
                        Q_EMIT said(tr("%1 booted: gpudesk started its startup script.").arg(name), false);
                    else
                        Q_EMIT said(
                            tr("%1 booted, but its startup script could not be started: %2").arg(name, failure.message),
                            true);
                });
    }
    m_scheduleStop->setToolTip(tr("Stop it by itself after some hours, so a forgotten run does not bill all night."));
    m_saveImage->setToolTip(tr("Save the system disk as an image to create instances from (not the data disk)."));
    connect(m_scheduleStop, &QAction::triggered, this, &InstanceActions::doScheduleStop);
    connect(m_saveImage, &QAction::triggered, this, &InstanceActions::doSaveImage);
    // The toolbar's most used actions carry the console's own icons.
    Icons::set(m_start, u"start"_s);
    Icons::set(m_startNoGpu, u"start-nogpu"_s);
    Icons::set(m_stop, u"stop"_s);
    Icons::set(m_release, u"release"_s);
    Icons::set(m_terminal, u"terminal"_s);
    m_start->setToolTip(tr("Boot it with its GPU; billing at the card's rate starts when it runs."));
    m_startNoGpu->setToolTip(
        tr("No-GPU mode: the platform's small no-GPU rate instead of the card's, for setup and uploads."));
    m_stop->setToolTip(tr("Stop billing for the GPU; the disks are kept (and cost storage)."));
    m_release->setToolTip(tr("Delete it and its own disks; billing ends."));
    connect(m_start, &QAction::triggered, this, [this] {
        if (const Instance *i = selected())
            m_console.start(i->id, true);
    });
    connect(m_startNoGpu, &QAction::triggered, this, [this] {
        if (const Instance *i = selected())
            m_console.start(i->id, false);
    });
    connect(m_stop, &QAction::triggered, this, &InstanceActions::doStop);
    connect(m_release, &QAction::triggered, this, &InstanceActions::doRelease);
    connect(m_rename, &QAction::triggered, this, &InstanceActions::doRename);
    connect(m_copySsh, &QAction::triggered, this, [this] {
        const Instance *i = selected();
        if (i && m_ssh) { // with -i: it works in any terminal, whatever ~/.ssh/config holds
            QGuiApplication::clipboard()->setText(m_ssh.workspace->sshCommand(*i));
            return;
        }
        const QModelIndexList rows = m_panel.table()->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            QGuiApplication::clipboard()->setText(rows.first().data(InstanceTableModel::SshCommandRole).toString());
    });
    connect(m_panel.table()->selectionModel(), &QItemSelectionModel::selectionChanged, this, &InstanceActions::refresh);
    connect(&m_panel.model(), &QAbstractItemModel::dataChanged, this, &InstanceActions::refresh);
    connect(&m_panel.model(), &QAbstractItemModel::rowsRemoved, this, &InstanceActions::refresh);
    refresh();
}

InstanceActions::~InstanceActions() = default;

QList<QAction *> InstanceActions::all() const
{
    return {m_start, m_startNoGpu, m_stop, m_scheduleStop, m_saveImage, m_release, m_rename, m_copySsh};
}

QList<QAction *> InstanceActions::sshActions() const
{
    if (!m_ssh)
        return {};
    if (!m_panel.autostop())
        return {m_terminal, m_vscode, m_tunnels, m_test, m_measure, m_startupScript, m_prepareRun, m_diagnose};
    return {m_terminal, m_vscode, m_tunnels, m_test, m_measure, m_startupScript, m_autostop, m_prepareRun, m_diagnose};
}

bool InstanceActions::passphraseGiven()
{
    if (!m_ssh || !m_ssh.workspace->needsPassphrase())
        return true;
    bool ok = false;
    const QString passphrase = QInputDialog::getText(
        m_window, tr("Key passphrase"),
        tr("%1 is protected by a passphrase. gpudesk keeps it in memory until you quit (or add the key to your SSH "
           "agent: ssh-add).")
            .arg(m_ssh.workspace->preferences().defaultIdentity),
        QLineEdit::Password, {}, &ok);
    if (!ok || passphrase.isEmpty())
        return false;
    m_ssh.workspace->setPassphrase(passphrase.toUtf8());
    return true;
}

void InstanceActions::onTested(const QString &id, bool ok, const SshFailure &failure, qint64 ms)
{
    const Instance *i = m_console.instance(id);
    const QString name = i ? i->name : id;
    if (ok) {
        Q_EMIT said(
            tr("%1 answers: logged in in %2 s, host key checked.").arg(name, QLocale().toString(ms / 1000.0, 'f', 1)),
            false);
        return;
    }
    const bool unknown = failure.kind == SshFailure::Kind::HostKeyUnknown;
    if ((unknown || failure.kind == SshFailure::Kind::HostKeyChanged) && i) {
        const QString text = unknown
            ? tr("The platform does not say which host key %1 has. It offers:\n\n%2\n\nTrust it only if that is "
                 "the fingerprint you expect. It is remembered from then on.")
                  .arg(name, failure.offered)
            : tr("The host key of %1 changed.\n\nBefore: %2\nNow: %3\n\nThis is expected after the instance was "
                 "released and a new one created under the same name. Otherwise something may be answering in its "
                 "place: do not accept it then.")
                  .arg(name, failure.expected, failure.offered);
        const Instance instance = *i;
        if (m_confirmer.confirm(m_window, tr("Check the host key"), text, tr("Trust this key")))
            m_ssh.remote->testConnection(instance, failure.offered);
        else
            Q_EMIT said(tr("Not connected: the host key of %1 was not accepted.").arg(name), true);
        return;
    }
    Q_EMIT said(failure.message, true);
}

void InstanceActions::doOpenTerminal()
{
    const Instance *i = selected();
    if (!i || !m_ssh)
        return;
    const QStringList command = m_ssh.workspace->loginCommand(i->id);
    QString error;
    if (command.isEmpty())
        Q_EMIT said(tr("gpudesk is still writing the ssh entry for %1; try again in a moment.").arg(i->name), true);
    else if (!TerminalLauncher::open(command, &error))
        Q_EMIT said(error, true);
    else
        Q_EMIT said(tr("Terminal opened. Tip: start long jobs inside tmux (tmux new -s train), so they keep running "
                       "if the connection drops."),
                    false);
}

void InstanceActions::doOpenVsCode()
{
    const Instance *i = selected();
    if (!i || !m_ssh)
        return;
    const QString path
        = i->dataDisk && i->dataDisk->mountPath ? *i->dataDisk->mountPath : i->homePath.value_or(QString());
    QStringList args{u"--remote"_s, u"ssh-remote+"_s + m_ssh.workspace->aliasFor(i->id)};
    if (!path.isEmpty())
        args << path;
    if (!QProcess::startDetached(QStandardPaths::findExecutable(u"code"_s), args))
        Q_EMIT said(tr("VS Code could not be started."), true);
}

void InstanceActions::doTunnels()
{
    const Instance *i = selected();
    if (!i || !m_ssh || !passphraseGiven())
        return;
    auto *dialog = new TunnelsDialog(m_ssh, *i, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

const Instance *InstanceActions::selected() const
{
    const QString id = m_panel.selectedId();
    return id.isEmpty() ? nullptr : m_console.instance(id);
}

void InstanceActions::refresh()
{
    const Instance *i = selected();
    const InstanceState state = i ? i->state.value() : InstanceState::Unknown;
    // What the platform has not is not offered (hidden, not greyed: it never becomes possible).
    const Platform &platform = m_console.platform();
    const PlatformTraits can = platform.traits();
    const bool platformStops = platform.has<ScheduledStops>();
    const bool saves = platform.has<SavedImages>();
    m_startNoGpu->setVisible(can.noGpuStart);
    // Where the platform keeps no stop time, the autostop agent on the instance keeps the user's.
    const bool agentStops = !platformStops && m_panel.autostop();
    m_scheduleStop->setVisible(platformStops || agentStops);
    // A job always ends at its time limit: the action moves that end.
    m_scheduleStop->setText(can.batchJobs ? tr("Extend or end earlier…") : tr("Stop later…"));
    m_scheduleStop->setToolTip(
        can.batchJobs ? tr("Move the job's end: earlier frees the cards sooner; later asks the cluster for "
                           "more time, which many clusters leave to their admins.")
                      : tr("Stop it by itself after some hours, so a forgotten run does not bill all "
                           "night."));
    m_saveImage->setVisible(saves);
    m_start->setEnabled(Lifecycle::canStart(state));
    m_startNoGpu->setEnabled(can.noGpuStart && Lifecycle::canStartWithoutGpu(state));
    m_stop->setEnabled(Lifecycle::canStop(state));
    m_release->setEnabled(Lifecycle::canRelease(state));
    m_rename->setEnabled(Lifecycle::canRename(state));
    m_copySsh->setEnabled(i && i->ssh.has_value());
    m_scheduleStop->setEnabled(platformStops ? Lifecycle::canStop(state)
                                             : agentStops && state == InstanceState::Running);
    m_saveImage->setEnabled(saves
                            && (Lifecycle::canSaveImage(state)
                                || (state == InstanceState::Running && m_ssh && i && i->ssh && !i->ssh->shellOnly)));

    const bool reachable
        = m_ssh && i && state == InstanceState::Running && i->ssh && !m_ssh.workspace->aliasFor(i->id).isEmpty();
    for (QAction *a : {m_terminal, m_test, m_measure, m_tunnels})
        a->setEnabled(reachable);
    m_startupScript->setEnabled(i && i->state != InstanceState::Released && i->state != InstanceState::Releasing);
    m_autostop->setEnabled(m_panel.autostop() && i && i->state != InstanceState::Released
                           && i->state != InstanceState::Releasing);
    m_prepareRun->setEnabled(m_ssh && i && !i->inTransition() && i->state != InstanceState::Released
                             && i->state != InstanceState::Failed);
    m_diagnose->setEnabled(i && i->state != InstanceState::Released);
    m_createLike->setEnabled(i != nullptr);
    m_dataDisk->setVisible(platform.has<DataDiskChanges>());
    m_dataDisk->setEnabled(platform.has<DataDiskChanges>() && i && i->state != InstanceState::Released
                           && i->state != InstanceState::Releasing);
    m_reboot->setVisible(platform.has<Reboots>());
    m_reboot->setEnabled(platform.has<Reboots>() && state == InstanceState::Running);
    m_startOnCard->setVisible(platform.has<CardChange>());
    m_startOnCard->setEnabled(platform.has<CardChange>() && Lifecycle::canStart(state));
    const bool copies = platform.has<DataCopy>();
    m_copyData->setVisible(copies);
    m_copyData->setEnabled(copies && state == InstanceState::Running && m_console.instances().size() > 1);
    // VS Code finds the instance through ~/.ssh/config: greyed out, with the reason, until it can.
    static const bool code = !QStandardPaths::findExecutable(u"code"_s).isEmpty(); // looked for once
    const bool included = m_ssh && m_ssh.workspace->isIncluded();
    m_vscode->setEnabled(reachable && code && included);
    m_vscode->setToolTip(!code           ? tr("VS Code (the `code` command) is not installed.")
                             : !included ? tr("Enable “Terminals and VS Code” on the SSH keys page first: VS Code "
                                              "finds instances through ~/.ssh/config.")
                                         : tr("Open the instance's data disk in VS Code over Remote-SSH."));
}

void InstanceActions::doCopyData()
{
    const Instance *to = selected();
    DataCopy *copier = m_console.platform().facet<DataCopy>();
    if (!to || !copier)
        return;
    const Instance into = *to;
    QList<Instance> sources;
    QStringList names;
    for (const Instance &i : m_console.instances()) {
        if (i.id != into.id && i.state != InstanceState::Released && i.state != InstanceState::Releasing) {
            sources << i;
            names << i.name;
        }
    }
    if (sources.isEmpty())
        return Q_EMIT said(tr("There is no other instance to copy from."), true);
    const int from = m_confirmer.choose(
        m_window, tr("Copy data"),
        tr("Copy from which instance into “%1”? The other one may be stopped: its disk is read where it is.")
            .arg(into.name),
        names);
    if (from < 0 || from >= sources.size())
        return;
    const auto folder = m_confirmer.askText(
        m_window, tr("Copy data"),
        tr("Which folder of “%1”? It is copied to the same folder on “%2”.").arg(sources[from].name, into.name),
        u"/workspace/"_s);
    if (!folder)
        return;
    const QString path = folder->trimmed();
    if (!path.startsWith(u'/'))
        return Q_EMIT said(tr("“%1” is not a folder on the instance: give its full path, e.g. /workspace/.").arg(path),
                           true);
    copier->copyBetween(
        sources[from].id, path, into.id, path, this,
        [this, source = sources[from].name, into = into.name, path](const ApiResult<QString> &r) {
            if (!r.ok())
                return Q_EMIT said(tr("Nothing was copied: %1").arg(r.error().sentence(m_console.currency())), true);
            Q_EMIT said(tr("Copying %1 from “%2” to “%3”: the platform does it, host to host, and goes on without "
                           "this console. Check the folder on “%3” in a few minutes.")
                            .arg(path, source, into),
                        false);
        });
}

namespace {

/// A platform's stock level ("low") in the user's words.
QString levelWord(const QString &level)
{
    if (level == u"none"_s)
        return InstanceActions::tr("none");
    if (level == u"low"_s)
        return InstanceActions::tr("low");
    if (level == u"medium"_s)
        return InstanceActions::tr("medium");
    if (level == u"high"_s)
        return InstanceActions::tr("high");
    return level;
}

} // namespace

QString InstanceActions::stopText(const Instance &i, const std::optional<QList<Stock>> &stock) const
{
    const QString data = i.dataDisk ? tr("its %1 GB data disk").arg(i.dataDisk->sizeGb) : tr("no data disk");
    const PlatformTraits can = m_console.platform().traits();
    if (!can.systemDiskKeptOnStop) {
        // The platform empties the system disk at a stop: what the user would lose is said first.
        const QString where = i.dataDisk ? i.dataDisk->mountPath.value_or(can.dataDiskPath) : QString();
        return (i.dataDisk ? tr("Stop “%1”?\n\nLost: everything on the %2 GB system disk (this platform empties it "
                                "at every stop) — whatever is not under %3 — what is running now and whatever is "
                                "only in memory.\nKept: %4, with everything on it.\nStill costs: its storage until "
                                "you release it.")
                                 .arg(i.name)
                                 .arg(i.systemDiskGb)
                                 .arg(where, data)
                           : tr("Stop “%1”?\n\nLost: everything on the %2 GB system disk (this platform empties it "
                                "at every stop; it has no data disk), what is running now and whatever is only in "
                                "memory. Copy what you need off it first.")
                                 .arg(i.name)
                                 .arg(i.systemDiskGb));
    }
    // What it still costs a day, where the platform says.
    const QString perDay = i.storagePerDay ? m_console.currency().format(*i.storagePerDay) : QString();
    QString text = can.hasDataDisk()
        ? tr("Stop “%1”?\n\nKept: the %2 GB system disk and %3, with everything on them.\nLost: what is running now "
             "and whatever is only in memory; save checkpoints to the data disk first.\nStill costs: storage of the "
             "disks, by the day, until you release it.")
              .arg(i.name)
              .arg(i.systemDiskGb)
              .arg(data)
        : tr("Stop “%1”?\n\nKept: its %2 GB disk, with everything on it.\nLost: what is running now and whatever is "
             "only in memory.\nStill costs: its disk, %3, until you release it.")
              .arg(i.name)
              .arg(i.systemDiskGb)
              .arg(perDay.isEmpty() ? tr("by the day") : tr("%1 a day").arg(perDay));
    if (can.cardMayBeTakenWhenStopped) {
        text += u"\n\n"_s
            + tr("Its card goes back to the host, who may rent it to someone else meanwhile: then it cannot start "
                 "again until the card is free, and you may have to make a new instance like it.");
    } else if (stock && i.mode != InstanceMode::NoGpu) {
        // The seed's "stop just to change a setting" risk: the card goes back to the pool now.
        const auto here = std::find_if(stock->cbegin(), stock->cend(),
                                       [&](const Stock &s) { return s.region == i.region && s.gpuType == i.gpuType; });
        if (here != stock->cend()) {
            const QString card = m_console.cardName(i.gpuType), region = m_console.regionName(i.region);
            text += u"\n\n"_s
                + (here->level ? tr("Its card goes back to the pool; %1 stock in %2 is %3 right now. To start "
                                    "again it needs one free.")
                                     .arg(card, region, levelWord(*here->level))
                       : here->available > 0
                       ? tr("Its card goes back to the pool. Right now %n other %1 card(s) are free in %2; to start "
                            "again it needs %3 free then.",
                            "", here->available)
                             .arg(card, region)
                             .arg(i.gpuCount)
                       : tr("Its card goes back to the pool, and no other %1 is free in %2 right now: if none is "
                            "free when you start it again, it cannot start until one is.")
                             .arg(card, region));
        }
    }
    return text;
}

QString InstanceActions::releaseText(const Instance &i) const
{
    QString kept = tr("Nothing of it is kept.");
    if (i.dataDisk && i.dataDisk->isVolume())
        kept = tr("Kept: the volume used as its data disk.");
    else if (i.dataDisk && i.dataDisk->device)
        kept = tr("Nothing of it is kept: to keep the data disk, stop it and detach the disk first (Data disk…).");
    const QString own
        = i.dataDisk && !i.dataDisk->isVolume() ? tr(" and its %1 GB data disk").arg(i.dataDisk->sizeGb) : QString();
    const qint64 held = i.homeUsedBytes + (i.dataDisk && !i.dataDisk->isVolume() ? i.dataDisk->usedBytes : 0);
    const QString holding = held > 0 ? u" "_s + tr("They hold %1.").arg(QLocale().formattedDataSize(held)) : QString();
    return tr("Release “%1”?\n\nDeleted for good: the %2 GB system disk%3, with everything on them.%5 %4\nBilling "
              "for it ends.\n\nType the instance's name to confirm:")
        .arg(i.name)
        .arg(i.systemDiskGb)
        .arg(own, kept, holding);
}

void InstanceActions::doStop()
{
    const Instance *i = selected();
    if (!i)
        return;
    const Instance instance = *i;
    // The stock first, so that the question says how many of its card are free now; unread, it is
    // asked without.
    m_console.platform().stock(this, [this, instance](const ApiResult<QList<Stock>> &stock) {
        const auto known = stock.ok() ? std::optional(stock.value()) : std::nullopt;
        if (m_confirmer.confirm(m_window, tr("Stop the instance"), stopText(instance, known), tr("Stop")))
            m_console.stop(instance.id);
    });
}

void InstanceActions::doRelease()
{
    const Instance *i = selected();
    if (!i)
        return;
    const Instance instance = *i;
    // What its disks hold goes with it: offer to bring it back first (the seed's last lesson).
    const qint64 held = instance.homeUsedBytes
        + (instance.dataDisk && !instance.dataDisk->isVolume() ? instance.dataDisk->usedBytes : 0);
    if (m_ssh && held > 0) {
        const bool running = instance.state.value() == InstanceState::Running;
        const int chosen = m_confirmer.choose(
            m_window, tr("Release the instance"),
            tr("The disks of “%1” hold %2, deleted with it. Download what you need first?")
                    .arg(instance.name, QLocale().formattedDataSize(held))
                + (running ? QString() : u"\n\n"_s + tr("It is not running: start it without a GPU to download.")),
            {tr("Download first…"), tr("Release…")});
        if (chosen == 0) {
            Q_EMIT downloadRequested(instance.id);
            return;
        }
        if (chosen != 1)
            return;
    }
    if (m_confirmer.confirmByTyping(m_window, tr("Release the instance"), releaseText(instance), instance.name))
        m_console.release(instance.id);
}

void InstanceActions::doRename()
{
    const Instance *i = selected();
    if (!i)
        return;
    const Instance instance = *i;
    const auto name = m_confirmer.askText(m_window, tr("Rename the instance"), tr("New name:"), instance.name);
    if (name && !name->trimmed().isEmpty() && *name != instance.name)
        m_console.rename(instance.id, name->trimmed());
}

void InstanceActions::doScheduleStop()
{
    const Instance *i = selected();
    if (!i)
        return;
    const Instance instance = *i;
    const QDateTime now = m_console.meter().platformNow();
    const bool job = m_console.platform().traits().batchJobs;
    const bool limited = job && instance.stopAt;
    const auto hours = limited
        ? m_confirmer.askText(
            m_window, tr("Extend or end earlier"),
            tr("“%1” ends at %2, its time limit. End it how many hours from now? A later end asks "
               "the cluster for more time, which many clusters leave to their admins.")
                .arg(instance.name, QLocale().toString(instance.stopAt->toLocalTime().time(), QLocale::ShortFormat)),
            QLocale().toString(std::ceil(now.secsTo(*instance.stopAt) / 3600.0) + 1))
        : m_confirmer.askText(m_window, tr("Stop later"),
                              tr("Stop “%1” after how many hours? (0 cancels a scheduled stop)").arg(instance.name),
                              u"2"_s);
    if (!hours)
        return;
    bool ok = false;
    const double h = hours->trimmed().replace(u',', u'.').toDouble(&ok);
    if (!ok || h < (job ? 0.02 : 0) || h > 24 * 30) {
        m_panel.showProblem(job ? tr("“%1” is not a number of hours from 0.02 (a minute or so) to 720: a job always "
                                     "ends at some time.")
                                      .arg(*hours)
                                : tr("“%1” is not a number of hours from 0 to 720.").arg(*hours));
        return;
    }
    const std::optional<QDateTime> at = h == 0 ? std::nullopt : std::optional<QDateTime>(now.addSecs(qint64(h * 3600)));
    AutostopWatcher *agent = m_panel.autostop();
    if (m_console.platform().has<ScheduledStops>() || !agent) {
        m_console.scheduleStop(instance.id, at);
        return;
    }
    // The platform cannot: the agent on the instance stops it then, and the user is told so.
    connect(
        agent, &AutostopWatcher::stopScheduled, this,
        [this, name = instance.name, at](const QString &, bool ok, const QString &problem) {
            if (!ok)
                Q_EMIT said(tr("No stop was scheduled for %1: %2").arg(name, problem), true);
            else if (at)
                Q_EMIT said(tr("%1 stops at %2: its autostop agent stops it then, in use or not (this platform "
                               "cannot schedule a stop itself).")
                                .arg(name, QLocale().toString(at->toLocalTime().time(), QLocale::ShortFormat)),
                            false);
            else
                Q_EMIT said(tr("No stop is scheduled for %1 now.").arg(name), false);
        },
        Qt::SingleShotConnection);
    agent->scheduleStop(instance.id, at);
}

void InstanceActions::doSaveImage()
{
    const Instance *i = selected();
    if (!i)
        return;
    const Instance instance = *i;
    // Running: measured (and cleaned) over SSH first, then stopped and saved in one step.
    if (instance.state == InstanceState::Running && m_ssh) {
        auto *dialog = new SaveImageDialog(m_console, *m_ssh.remote, instance, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
        return;
    }
    // Too big by the platform's last measure: said here, with how to make it lean, before it is asked.
    const SavedImages *images = m_console.platform().facet<SavedImages>();
    if (images && instance.homeUsedBytes > images->maxImageBytes()) {
        Q_EMIT said(tr("“%1” cannot be saved as an image: its system disk holds %2, an image at most %3. Start it, "
                       "then clean the caches and move data sets and checkpoints to the data disk "
                       "(gpudeskctl images save %1 --clean says what is big).")
                        .arg(instance.name, InstanceWords::dataSize(instance.homeUsedBytes),
                             InstanceWords::dataSize(images->maxImageBytes())),
                    true);
        return;
    }
    const auto name = m_confirmer.askText(
        m_window, tr("Save an image"),
        tr("Name of the image of “%1”. It holds the system disk (the environment, installed packages); the data "
           "disk is not part of it. Images cost storage by the day until deleted.")
            .arg(instance.name),
        instance.name + tr(" environment"));
    if (name && !name->trimmed().isEmpty())
        m_console.saveImage(instance.id, name->trimmed());
}
