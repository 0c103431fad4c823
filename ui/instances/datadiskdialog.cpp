#include "ui/instances/datadiskdialog.h"

#include "core/api/platform.h"
#include "core/console/console.h"
#include "core/model/datadiskshell.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/messagestyle.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// Where the platform says the disk is; a word to replace where it does not.
QString deviceOf(const Instance &instance)
{
    return instance.dataDisk && instance.dataDisk->device ? *instance.dataDisk->device : u"DEVICE"_s;
}

} // namespace

DataDiskDialog::DataDiskDialog(Console &console, DataDiskChanges &disks, Confirmer &confirmer, const Instance &instance,
                               QWidget *parent)
    : QDialog(parent)
    , m_console(console)
    , m_disks(disks)
    , m_confirmer(confirmer)
    , m_instance(instance)
    , m_status(MessageStyle::paragraph({}, this))
    , m_changeBox(new QGroupBox(this))
    , m_size(new QSpinBox(this))
    , m_add(new QPushButton(tr("Add a data disk"), this))
    , m_grow(new QPushButton(tr("Grow it"), this))
    , m_detach(new QPushButton(tr("Detach and keep…"), this))
    , m_stateHint(MessageStyle::paragraph({}, this))
    , m_keptBox(new QGroupBox(tr("Disks kept apart"), this))
    , m_kept(new QComboBox(this))
    , m_attach(new QPushButton(tr("Put it on this instance"), this))
    , m_delete(new QPushButton(tr("Delete…"), this))
    , m_keptHint(MessageStyle::paragraph(
          tr("A detached disk keeps its files and bills until you delete it. It goes on an instance of its own zone "
             "that has no data disk."),
          this))
    , m_message(MessageStyle::paragraph({}, this))
    , m_commandIntro(MessageStyle::paragraph({}, this))
    , m_command(new QLineEdit(this))
    , m_copy(new QPushButton(tr("Copy"), this))
{
    setObjectName(u"dataDiskDialog"_s);
    setWindowTitle(tr("Data disk of “%1”").arg(instance.name));
    MessageStyle::section(m_changeBox);
    MessageStyle::section(m_keptBox);
    MessageStyle::warning(m_stateHint);
    m_add->setObjectName(u"addDisk"_s);
    m_grow->setObjectName(u"growDisk"_s);
    m_detach->setObjectName(u"detachDisk"_s);
    m_attach->setObjectName(u"attachDisk"_s);
    m_delete->setObjectName(u"deleteDisk"_s);
    m_size->setRange(20, 32000);
    m_size->setSuffix(u" GB"_s);
    m_size->setAccessibleName(tr("Size"));
    m_command->setReadOnly(true);
    m_command->setObjectName(u"diskCommand"_s);

    auto *change = new QHBoxLayout;
    change->addWidget(new QLabel(tr("Size:"), this));
    change->addWidget(m_size);
    change->addWidget(m_add);
    change->addWidget(m_grow);
    change->addStretch(1);
    change->addWidget(m_detach);
    auto *changeBox = new QVBoxLayout(m_changeBox);
    changeBox->addLayout(change);
    changeBox->addWidget(m_stateHint);

    auto *kept = new QHBoxLayout;
    kept->addWidget(m_kept, 1);
    kept->addWidget(m_attach);
    kept->addWidget(m_delete);
    auto *keptBox = new QVBoxLayout(m_keptBox);
    keptBox->addWidget(m_keptHint);
    keptBox->addLayout(kept);

    auto *command = new QHBoxLayout;
    command->addWidget(m_command, 1);
    command->addWidget(m_copy);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_changeBox);
    layout->addWidget(m_keptBox);
    layout->addWidget(m_message);
    layout->addWidget(m_commandIntro);
    layout->addLayout(command);
    layout->addStretch(1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &DataDiskDialog::reject);
    connect(m_add, &QPushButton::clicked, this, &DataDiskDialog::add);
    connect(m_grow, &QPushButton::clicked, this, &DataDiskDialog::grow);
    connect(m_detach, &QPushButton::clicked, this, &DataDiskDialog::detach);
    connect(m_attach, &QPushButton::clicked, this, &DataDiskDialog::attach);
    connect(m_delete, &QPushButton::clicked, this, &DataDiskDialog::remove);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_command->text()); });
    connect(m_kept, &QComboBox::currentIndexChanged, this, [this] { present(m_instance); });
    present(instance);
    // A disk made with the instance comes without a filesystem: the line that makes one is offered,
    // said to erase the disk, since only the user knows whether it is new.
    if (instance.dataDisk && instance.dataDisk->device)
        offer(tr("A data disk made with the instance comes empty, without a filesystem. Once, on a new disk only "
                 "(it erases the disk), run this as root: it makes one and mounts it at /data at every boot."),
              DataDiskShell::firstUse(*instance.dataDisk->device));
    else
        offer({}, {});
    resize(720, 420);
    loadKept();
}

DataDiskDialog::~DataDiskDialog() = default;

void DataDiskDialog::present(const Instance &instance)
{
    // The size field's bounds and suggestion follow the disk (none, or its size); what the user typed
    // is kept otherwise.
    const std::optional<int> diskGb = instance.dataDisk ? std::optional<int>(instance.dataDisk->sizeGb) : std::nullopt;
    const bool diskChanged = !m_sized || diskGb != m_sizedFor;
    m_sized = true;
    m_sizedFor = diskGb;
    m_instance = instance;
    const InstanceState state = instance.state.value();
    const bool running = state == InstanceState::Running;
    const bool stopped = state == InstanceState::Stopped;
    const std::optional<DataDisk> &disk = instance.dataDisk;
    if (disk) {
        m_status->setText(disk->device
                              ? tr("“%1” has a %2 GB data disk, at %3 on the instance.")
                                    .arg(instance.name, QLocale().toString(disk->sizeGb), *disk->device)
                              : tr("“%1” has a %2 GB data disk.").arg(instance.name, QLocale().toString(disk->sizeGb)));
        m_changeBox->setTitle(tr("Change it"));
        if (diskChanged) {
            m_size->setMinimum(disk->sizeGb + 1);
            m_size->setValue(disk->sizeGb * 2);
        }
    } else {
        m_status->setText(tr("“%1” has no data disk. Put on one what must outlive the instance: code, data, "
                             "checkpoints. It stays when you save an image, and can move to another instance.")
                              .arg(instance.name));
        m_changeBox->setTitle(tr("Add one"));
        if (diskChanged) {
            m_size->setMinimum(20);
            m_size->setValue(100);
        }
    }
    m_add->setVisible(!disk);
    m_grow->setVisible(bool(disk));
    m_detach->setVisible(bool(disk));
    m_add->setEnabled(!m_busy && (running || stopped));
    m_grow->setEnabled(!m_busy && stopped);
    m_detach->setEnabled(!m_busy && stopped);
    m_size->setEnabled(!m_busy && (disk ? stopped : running || stopped));
    QString hint;
    if (disk && !stopped)
        hint = tr("The platform grows or detaches the disk of a stopped instance only: stop it first.");
    else if (!disk && !running && !stopped)
        hint = tr("A disk is added once the instance runs or is stopped.");
    m_stateHint->setText(hint);
    m_stateHint->setVisible(!hint.isEmpty());

    const int at = m_kept->currentIndex();
    const Volume *chosen = at >= 0 && at < m_keptList.size() ? &m_keptList[at] : nullptr;
    const bool sameZone = chosen && chosen->region == instance.region;
    m_keptBox->setVisible(!m_keptList.isEmpty());
    m_attach->setEnabled(!m_busy && !disk && sameZone && (running || stopped));
    m_delete->setEnabled(!m_busy && chosen);
    if (chosen && !sameZone)
        m_attach->setToolTip(
            tr("It is in %1; “%2” is in %3.")
                .arg(m_console.regionName(chosen->region), instance.name, m_console.regionName(instance.region)));
    else if (disk)
        m_attach->setToolTip(tr("Detach this instance's disk first: it takes one data disk."));
    else
        m_attach->setToolTip({});
}

void DataDiskDialog::loadKept()
{
    m_disks.detachedDisks(this, [this](const ApiResult<QList<Volume>> &r) {
        if (!r.ok()) {
            say(r.error().sentence(m_console.currency()), true);
            emit settled();
            return;
        }
        const QString was = m_kept->currentData().toString();
        m_keptList = r.value();
        const QSignalBlocker quiet(m_kept);
        m_kept->clear();
        for (const Volume &v : std::as_const(m_keptList))
            m_kept->addItem(tr("%1 — %2 GB in %3, detached %4")
                                .arg(v.name, QLocale().toString(v.sizeGb), m_console.regionName(v.region),
                                     QLocale().toString(v.createdAt.toLocalTime().date(), QLocale::ShortFormat)),
                            v.id);
        m_kept->setCurrentIndex(std::max(0, m_kept->findData(was)));
        present(m_instance);
        emit settled();
    });
}

void DataDiskDialog::add()
{
    const int sizeGb = m_size->value();
    setBusy(true);
    m_disks.addDataDisk(m_instance.id, sizeGb, this, [this](const ApiResult<Instance> &r) {
        answered(r,
                 tr("The new disk is empty. Run this once on the instance, as root, to make a filesystem on it and "
                    "mount it at /data now and at every boot:"),
                 r.ok() ? DataDiskShell::firstUse(deviceOf(r.value())) : QString());
    });
}

void DataDiskDialog::grow()
{
    const int from = m_instance.dataDisk ? m_instance.dataDisk->sizeGb : 0;
    const int to = m_size->value();
    if (!m_confirmer.confirm(this, tr("Grow the data disk"),
                             tr("Grow the data disk of “%1” from %2 GB to %3 GB? A disk never shrinks again, and a "
                                "bigger one costs more for as long as it is kept.")
                                 .arg(m_instance.name, QLocale().toString(from), QLocale().toString(to)),
                             tr("Grow it")))
        return;
    setBusy(true);
    m_disks.growDataDisk(m_instance.id, to, this, [this](const ApiResult<Instance> &r) {
        answered(r, tr("Once the instance runs again, grow its filesystem to fill the disk, as root:"),
                 r.ok() ? DataDiskShell::afterGrow(deviceOf(r.value())) : QString());
    });
}

void DataDiskDialog::detach()
{
    if (!m_confirmer.confirm(
            this, tr("Detach the data disk"),
            tr("Detach the data disk of “%1” and keep it? Its files stay on it, and it bills until you "
               "delete it; it is listed here and by gpudeskctl disk ls. The instance starts without "
               "it.")
                .arg(m_instance.name),
            tr("Detach and keep")))
        return;
    setBusy(true);
    m_disks.detachDataDisk(m_instance.id, this, [this](const ApiResult<Volume> &r) {
        setBusy(false);
        if (!r.ok()) {
            say(r.error().sentence(m_console.currency()), true);
            emit settled();
            return;
        }
        Instance now = m_instance;
        now.dataDisk.reset();
        present(now);
        say(tr("Detached %1 (%2 GB) and kept it.").arg(r.value().id, QLocale().toString(r.value().sizeGb)), false);
        offer({}, {});
        m_console.refresh();
        loadKept();
    });
}

void DataDiskDialog::attach()
{
    const QString id = m_kept->currentData().toString();
    setBusy(true);
    m_disks.attachDataDisk(m_instance.id, id, this, [this](const ApiResult<Instance> &r) {
        answered(r,
                 tr("Mount it on the instance, as root (a disk gpudesk gave a filesystem carries the label “data”):"),
                 DataDiskShell::mountAgain());
        if (r.ok())
            loadKept();
    });
}

void DataDiskDialog::remove()
{
    const int at = m_kept->currentIndex();
    if (at < 0 || at >= m_keptList.size())
        return;
    const Volume disk = m_keptList.at(at);
    if (!m_confirmer.confirm(this, tr("Delete the disk"),
                             tr("Delete “%1” (%2 GB) and every file on it? It cannot be undone.")
                                 .arg(disk.name, QLocale().toString(disk.sizeGb)),
                             tr("Delete")))
        return;
    setBusy(true);
    m_disks.deleteDetachedDisk(disk.id, this, [this, disk](const ApiResult<Nothing> &r) {
        setBusy(false);
        if (!r.ok()) {
            say(r.error().sentence(m_console.currency()), true);
            emit settled();
            return;
        }
        say(tr("Deleted %1; it bills no more.").arg(disk.name), false);
        loadKept();
    });
}

void DataDiskDialog::answered(const ApiResult<Instance> &now, const QString &intro, const QString &command)
{
    setBusy(false);
    if (!now.ok()) {
        say(now.error().sentence(m_console.currency()), true);
        emit settled();
        return;
    }
    present(now.value());
    say({}, false);
    offer(intro, command);
    m_console.refresh();
    emit settled();
}

void DataDiskDialog::setBusy(bool busy)
{
    m_busy = busy;
    if (busy)
        say(tr("Asking the platform…"), false);
    present(m_instance);
}

void DataDiskDialog::say(const QString &sentence, bool problem)
{
    MessageStyle::say(m_message, sentence, problem);
    m_message->setVisible(!sentence.isEmpty());
}

void DataDiskDialog::offer(const QString &intro, const QString &command)
{
    m_commandIntro->setText(intro);
    m_command->setText(command);
    m_command->setCursorPosition(0); // its start says what it does: mkfs, mount
    m_commandIntro->setVisible(!command.isEmpty());
    m_command->setVisible(!command.isEmpty());
    m_copy->setVisible(!command.isEmpty());
}
