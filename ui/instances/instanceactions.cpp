#include "ui/instances/instanceactions.h"

#include "ui/console/console.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/confirmer.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QTableView>

using namespace Qt::StringLiterals;

InstanceActions::InstanceActions(Console &console, InstancesPage &panel, Confirmer &confirmer, QWidget *window)
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
{
    m_scheduleStop->setToolTip(tr("Stop it by itself after some hours, so a forgotten run does not bill all night."));
    m_saveImage->setToolTip(tr("Save the system disk as an image to create instances from (not the data disk)."));
    connect(m_scheduleStop, &QAction::triggered, this, &InstanceActions::doScheduleStop);
    connect(m_saveImage, &QAction::triggered, this, &InstanceActions::doSaveImage);
    m_start->setToolTip(tr("Boot it with its GPU; billing at the card's rate starts when it runs."));
    m_startNoGpu->setToolTip(tr("No-GPU mode: about a tenth of the price, for setup and uploads."));
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
        const QModelIndexList rows = m_panel.table()->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            QGuiApplication::clipboard()->setText(rows.first().data(InstanceTableModel::SshCommandRole).toString());
    });
    connect(m_panel.table()->selectionModel(), &QItemSelectionModel::selectionChanged, this, &InstanceActions::refresh);
    connect(&m_console.instances(), &QAbstractItemModel::dataChanged, this, &InstanceActions::refresh);
    connect(&m_console.instances(), &QAbstractItemModel::rowsRemoved, this, &InstanceActions::refresh);
    refresh();
}

InstanceActions::~InstanceActions() = default;

QList<QAction *> InstanceActions::all() const
{
    return {m_start, m_startNoGpu, m_stop, m_scheduleStop, m_saveImage, m_release, m_rename, m_copySsh};
}

const Instance *InstanceActions::selected() const
{
    const QString id = m_panel.selectedId();
    return id.isEmpty() ? nullptr : m_console.instances().instance(m_console.instances().rowOf(id));
}

void InstanceActions::refresh()
{
    const Instance *i = selected();
    const InstanceState state = i ? i->state.value() : InstanceState::Unknown;
    m_start->setEnabled(Lifecycle::canStart(state));
    m_startNoGpu->setEnabled(Lifecycle::canStartWithoutGpu(state));
    m_stop->setEnabled(Lifecycle::canStop(state));
    m_release->setEnabled(Lifecycle::canRelease(state));
    m_rename->setEnabled(Lifecycle::canRename(state));
    m_copySsh->setEnabled(i && i->ssh.has_value());
    m_scheduleStop->setEnabled(Lifecycle::canStop(state));
    m_saveImage->setEnabled(Lifecycle::canSaveImage(state));
}

QString InstanceActions::stopText(const Instance &i) const
{
    const QString data = i.dataDisk ? tr("its %1 GB data disk").arg(i.dataDisk->sizeGb) : tr("no data disk");
    return tr("Stop “%1”?\n\nKept: the %2 GB system disk and %3, with everything on them.\nLost: what is running "
              "now and whatever is only in memory; save checkpoints to the data disk first.\nStill costs: "
              "storage of the disks, by the day, until you release it.")
        .arg(i.name)
        .arg(i.systemDiskGb)
        .arg(data);
}

QString InstanceActions::releaseText(const Instance &i) const
{
    QString kept = tr("Nothing of it is kept.");
    if (i.dataDisk && i.dataDisk->volumeId)
        kept = tr("Kept: the volume used as its data disk.");
    const QString own
        = i.dataDisk && !i.dataDisk->volumeId ? tr(" and its %1 GB data disk").arg(i.dataDisk->sizeGb) : QString();
    return tr("Release “%1”?\n\nDeleted for good: the %2 GB system disk%3, with everything on them. %4\nBilling "
              "for it ends.\n\nType the instance's name to confirm:")
        .arg(i.name)
        .arg(i.systemDiskGb)
        .arg(own, kept);
}

void InstanceActions::doStop()
{
    const Instance *i = selected();
    if (!i)
        return;
    const Instance instance = *i;
    if (m_confirmer.confirm(m_window, tr("Stop the instance"), stopText(instance), tr("Stop")))
        m_console.stop(instance.id);
}

void InstanceActions::doRelease()
{
    const Instance *i = selected();
    if (!i)
        return;
    const Instance instance = *i;
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
    const auto hours = m_confirmer.askText(
        m_window, tr("Stop later"),
        tr("Stop “%1” after how many hours? (0 cancels a scheduled stop)").arg(instance.name), u"2"_s);
    if (!hours)
        return;
    bool ok = false;
    const double h = hours->trimmed().replace(u',', u'.').toDouble(&ok);
    if (!ok || h < 0 || h > 24 * 30) {
        m_panel.showProblem(tr("“%1” is not a number of hours from 0 to 720.").arg(*hours));
        return;
    }
    const QDateTime now = m_console.meter().platformNow();
    m_console.scheduleStop(instance.id,
                           h == 0 ? std::nullopt : std::optional<QDateTime>(now.addSecs(qint64(h * 3600))));
}

void InstanceActions::doSaveImage()
{
    const Instance *i = selected();
    if (!i)
        return;
    const Instance instance = *i;
    const auto name = m_confirmer.askText(
        m_window, tr("Save an image"),
        tr("Name of the image of “%1”. It holds the system disk (the environment, installed packages); the data "
           "disk is not part of it. Images cost storage by the day until deleted.")
            .arg(instance.name),
        instance.name + tr(" environment"));
    if (name && !name->trimmed().isEmpty())
        m_console.saveImage(instance.id, name->trimmed());
}
