#include "ui/storage/storagepage.h"

#include "core/console/console.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QApplication>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

StoragePage::Sources StoragePage::Sources::of(Platform &platform)
{
    return {.platform = platform,
            .volumes = platform.facet<VolumeStorage>(),
            .detached = platform.facet<DataDiskChanges>(),
            .images = platform.facet<SavedImages>(),
            .prices = platform.facet<PriceList>()};
}

bool StoragePage::Sources::hasAnything() const
{
    return !platform.traits().gpuHoursOnly || volumes || detached || images;
}

StoragePage::StoragePage(const Console &console, const Sources &sources, Confirmer &confirmer, QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_sources(sources)
    , m_confirmer(confirmer)
    , m_summary(MessageStyle::paragraph({}, this))
    , m_message(MessageStyle::paragraph({}, this))
    , m_volumes(ListTable::make({tr("Name"), tr("Region"), tr("Size"), tr("Attached to"), tr("Costs")}, this))
    , m_images(ListTable::make({tr("Name"), tr("Size"), tr("Saved"), tr("Costs")}, this))
    , m_forgotten(ListTable::make({tr("Instance"), tr("Stopped"), tr("Storage a day"), tr("A month")}, this))
    , m_noForgotten(new QLabel(tr("None: nothing has been stopped and forgotten for a week."), this))
    , m_newVolume(new QPushButton(tr("New volume…"), this))
    , m_attach(new QPushButton(tr("Attach to a new instance…"), this))
    , m_deleteVolume(new QPushButton(tr("Delete…"), this))
    , m_deleteImage(new QPushButton(tr("Delete…"), this))
{
    QFont larger = m_summary->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.2);
    m_summary->setFont(larger);
    m_summary->setObjectName(u"summary"_s);
    m_message->hide();

    auto *volumes = m_volumesBox = new QGroupBox(tr("Volumes"), this);
    auto *volumeButtons = new QHBoxLayout;
    volumeButtons->addWidget(m_newVolume);
    volumeButtons->addWidget(m_attach);
    volumeButtons->addStretch();
    volumeButtons->addWidget(m_deleteVolume);
    auto *volumeLayout = new QVBoxLayout(volumes);
    m_volumesAbout = MessageStyle::paragraph(QString(), this);
    volumeLayout->addWidget(m_volumesAbout);
    volumeLayout->addWidget(m_volumes);
    volumeLayout->addLayout(volumeButtons);

    auto *images = m_imagesBox = new QGroupBox(tr("Saved images"), this);
    auto *imageButtons = new QHBoxLayout;
    imageButtons->addStretch();
    imageButtons->addWidget(m_deleteImage);
    auto *imageLayout = new QVBoxLayout(images);
    imageLayout->addWidget(
        MessageStyle::paragraph(tr("An image saved from an instance starts new ones with everything installed. "
                                   "It costs storage every day until it is deleted."),
                                this));
    imageLayout->addWidget(m_images);
    imageLayout->addLayout(imageButtons);

    auto *forgotten = new QGroupBox(tr("Stopped for more than a week"), this);
    auto *forgottenLayout = new QVBoxLayout(forgotten);
    forgottenLayout->addWidget(
        MessageStyle::paragraph(tr("A stopped instance keeps its disks, and they cost storage every day. If "
                                   "you no longer need one, save what matters and release it."),
                                this));
    forgottenLayout->addWidget(m_forgotten);
    forgottenLayout->addWidget(m_noForgotten);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_message);
    layout->addWidget(volumes, 2);
    layout->addWidget(images, 1);
    layout->addWidget(forgotten, 1);

    m_newVolume->setObjectName(QStringLiteral("newVolume"));
    connect(m_newVolume, &QPushButton::clicked, this, &StoragePage::askNewVolume);
    connect(m_attach, &QPushButton::clicked, this, [this] {
        const int row = m_volumes->currentRow();
        if (row >= 0 && row < m_volumeList.size() && !m_volumeList[row].instanceId)
            Q_EMIT attachRequested(m_volumeList[row].id);
    });
    connect(m_deleteVolume, &QPushButton::clicked, this, &StoragePage::deleteVolume);
    connect(m_deleteImage, &QPushButton::clicked, this, &StoragePage::deleteImage);
    connect(m_volumes, &QTableWidget::itemSelectionChanged, this, &StoragePage::refreshButtons);
    connect(m_images, &QTableWidget::itemSelectionChanged, this, &StoragePage::refreshButtons);
    refreshButtons();
    m_volumes->setAccessibleName(tr("Volumes"));
    m_images->setAccessibleName(tr("Saved images"));
    m_forgotten->setAccessibleName(tr("Stopped instances that still bill storage"));
    readsAccountOf(m_console);
}

StoragePage::~StoragePage() = default;

QString StoragePage::title() const
{
    return tr("Storage");
}

QIcon StoragePage::icon() const
{
    return Icons::get(QStringLiteral("storage"));
}

void StoragePage::reload()
{
    if (!m_console.isLoaded() || m_pending > 0)
        return;
    // Up to five answers make one picture; it is drawn when the last arrives. A platform without a
    // price list or saved images is not asked for them.
    Platform &platform = m_sources.platform;
    PriceList *prices = m_sources.prices;
    VolumeStorage *storage = m_sources.volumes;
    DataDiskChanges *detached = storage ? nullptr : m_sources.detached;
    const bool saved = m_sources.images;
    m_volumesBox->setVisible(storage || detached);
    m_volumesBox->setTitle(detached ? tr("Detached data disks") : tr("Volumes"));
    m_newVolume->setVisible(storage);
    m_attach->setVisible(storage);
    m_volumesAbout->setText(detached ? tr("A data disk detached from its instance keeps its files and bills until it "
                                          "is deleted. Put it back on an instance of its zone with that instance's "
                                          "Data disk….")
                                : platform.traits().volumeOnOneMachine
                                ? tr("A volume is a disk rented on one machine that outlives instances: releasing an "
                                     "instance keeps it. Only an instance rented on that machine can use it, and it "
                                     "costs its price every day until it is deleted.")
                                : tr("A volume is a data disk that outlives instances: releasing an instance keeps "
                                     "it. It is attached when an instance is created, and costs storage whenever no "
                                     "running instance uses it."));
    m_imagesBox->setVisible(saved);
    m_pricing.reset();
    m_imageList.clear();
    m_volumeList.clear();
    m_pending = 2 + int(prices != nullptr) + int(storage || detached) + int(saved);
    const auto arrived = [this] {
        if (--m_pending == 0)
            render();
    };
    if (prices)
        prices->pricing(this, [this, arrived](const ApiResult<Pricing> &r) {
            if (r.ok())
                m_pricing = r.value();
            arrived();
        });
    platform.regions(this, [this, arrived](const ApiResult<QList<Region>> &r) {
        if (r.ok())
            m_regions = r.value();
        arrived();
    });
    if (storage)
        storage->volumes(this, [this, arrived](const ApiResult<QList<Volume>> &r) {
            if (r.ok())
                m_volumeList = r.value();
            else
                say(tr("The volumes could not be read: %1").arg(r.error().sentence(m_console.currency())), true);
            arrived();
        });
    if (detached)
        detached->detachedDisks(this, [this, arrived](const ApiResult<QList<Volume>> &r) {
            if (r.ok())
                m_volumeList = r.value();
            else
                say(tr("The detached disks could not be read: %1").arg(r.error().sentence(m_console.currency())), true);
            arrived();
        });
    if (saved)
        platform.images(this, [this, arrived](const ApiResult<QList<Image>> &r) {
            m_imageList.clear();
            for (const Image &i : r.ok() ? r.value() : QList<Image>()) {
                if (i.kind == u"custom"_s)
                    m_imageList << i;
            }
            arrived();
        });
    platform.instances({}, false, this, [this, arrived](const ApiResult<InstanceList> &r) {
        if (r.ok())
            m_instances = r.value().items;
        arrived();
    });
}

std::optional<Money> StoragePage::volumePerDay(const Volume &v) const
{
    if (v.pricePerDay) // the machine's own price (a marketplace)
        return v.pricePerDay;
    if (!m_pricing)
        return std::nullopt;
    return m_pricing->storagePerGbDay.data * v.sizeGb;
}

QString StoragePage::regionName(const QString &id) const
{
    for (const Region &r : std::as_const(m_regions)) {
        if (r.id == id)
            return r.name;
    }
    return id;
}

void StoragePage::render()
{
    const Currency &currency = m_console.currency();
    const QLocale locale;
    QHash<QString, const Instance *> byId;
    for (const Instance &i : std::as_const(m_instances))
        byId.insert(i.id, &i);
    const auto perDay = [&](const std::optional<Money> &m) {
        return m ? tr("%1 a day").arg(currency.format(*m)) : tr("at the platform's storage rate");
    };

    Money volumesNow, imagesNow, stoppedNow;
    m_volumes->setRowCount(int(m_volumeList.size()));
    for (int row = 0; row < m_volumeList.size(); ++row) {
        const Volume &v = m_volumeList[row];
        const Instance *on = v.instanceId ? byId.value(*v.instanceId) : nullptr;
        const QString onName = on ? on->name : v.instanceId.value_or(QString());
        // A detached disk waits for an instance of its own zone: "free" would read as costing nothing.
        const QString attached = v.instanceId ? onName : m_sources.volumes ? tr("free") : tr("not attached");
        QString costs = perDay(volumePerDay(v));
        if (v.pricePerDay) {
            // Rented on its own: it bills at its price whatever the instance using it does.
            volumesNow += *v.pricePerDay;
        } else if (v.instanceId) {
            const bool running = on && on->state == InstanceState::Running;
            // Attached, it is the instance's data disk: free while it runs, its storage while stopped.
            costs = running ? tr("nothing while %1 runs").arg(onName)
                            : tr("%1 while %2 is stopped").arg(perDay(volumePerDay(v)), onName);
        } else {
            volumesNow += volumePerDay(v).value_or(Money());
        }
        ListTable::fillRow(m_volumes, row, {v.name, regionName(v.region), tr("%1 GB").arg(v.sizeGb), attached, costs});
    }

    m_images->setRowCount(int(m_imageList.size()));
    for (int row = 0; row < m_imageList.size(); ++row) {
        const Image &i = m_imageList[row];
        const Money cost = m_pricing ? m_pricing->storagePerGbDay.image * i.sizeGb : Money();
        imagesNow += cost;
        const QString saved
            = i.custom ? locale.toString(i.custom->createdAt.toLocalTime().date(), QLocale::ShortFormat) : QString();
        ListTable::fillRow(m_images, row, {i.name, tr("%1 GB").arg(i.sizeGb), saved, perDay(cost)});
    }

    // Stopped instances: their meter runs at the storage rate since the stop.
    const QDateTime now = m_console.platformNow();
    int forgotten = 0;
    m_forgotten->setRowCount(0);
    for (const Instance &i : std::as_const(m_instances)) {
        if (i.state != InstanceState::Stopped || i.meter.kind.value_or(QString()) != u"storage"_s)
            continue;
        const Money day = i.meter.ratePerDay.value_or(i.meter.ratePerHour * 24);
        stoppedNow += day;
        const qint64 days = now.isValid() && i.meter.since.isValid() ? i.meter.since.secsTo(now) / 86400 : 0;
        if (days < kForgottenDays)
            continue;
        m_forgotten->insertRow(forgotten);
        ListTable::fillRow(
            m_forgotten, forgotten,
            {i.name, tr("%n day(s) ago", "", int(days)), currency.format(day), currency.format(day * 30)});
        ++forgotten;
    }
    m_forgotten->setVisible(forgotten > 0);
    m_noForgotten->setVisible(forgotten == 0);

    const Money total = volumesNow + imagesNow + stoppedNow;
    QStringList parts; // only what costs something
    if (volumesNow > Money())
        parts << (m_sources.platform.traits().volumeOnOneMachine ? tr("volumes %1") : tr("free volumes %1"))
                     .arg(currency.format(volumesNow));
    if (imagesNow > Money())
        parts << tr("saved images %1").arg(currency.format(imagesNow));
    if (stoppedNow > Money())
        parts << tr("stopped instances %1").arg(currency.format(stoppedNow));
    // Without a price list nothing here can say "costs nothing": the disks may bill all the same
    // (unless, on a marketplace, every volume and every stopped disk has its own price).
    const bool priced = m_pricing
        || (m_sources.platform.traits().volumeOnOneMachine && m_imageList.isEmpty()
            && std::all_of(m_volumeList.cbegin(), m_volumeList.cend(), [](const Volume &v) { return v.pricePerDay; }));
    if (!priced)
        m_summary->setText(tr("Disks and volumes are billed at the platform's storage rates, which it does not "
                              "publish to this console: its web site's pricing page has them."));
    else
        m_summary->setText(total > Money()
                               ? tr("Storage costs %1 a day now (%2 a month): %3.")
                                     .arg(currency.format(total), currency.format(total * 30), parts.join(tr(", ")))
                               : tr("Nothing stored costs money now."));
    refreshButtons();
    Q_EMIT shown();
}

void StoragePage::refreshButtons()
{
    const int v = m_volumes->currentRow();
    const bool free = v >= 0 && v < m_volumeList.size() && !m_volumeList[v].instanceId;
    m_attach->setEnabled(free);
    m_deleteVolume->setEnabled(free);
    m_deleteVolume->setToolTip(free || v < 0 ? QString()
                                             : tr("Release the instance it is attached to first; the volume is "
                                                  "kept and becomes free."));
    const int i = m_images->currentRow();
    m_deleteImage->setEnabled(i >= 0 && i < m_imageList.size());
}

void StoragePage::askNewVolume()
{
    if (m_regions.isEmpty())
        return say(tr("The regions are not known yet; try again in a moment."), true);
    // A marketplace names the volume itself (V.123), and rents it on one machine.
    const bool oneMachine = m_sources.platform.traits().volumeOnOneMachine;
    std::optional<QString> name = QString();
    if (!oneMachine) {
        name = m_confirmer.askText(this, tr("New volume"), tr("Name (say what it holds, e.g. “datasets”):"), {});
        if (!name || name->trimmed().isEmpty())
            return;
    }
    QStringList regions;
    for (const Region &r : std::as_const(m_regions))
        regions << r.name;
    const QString where = oneMachine
        ? tr("Which country? The volume is rented on one machine there, and only an "
             "instance rented on that machine can use it.")
        : tr("Which region? A volume can only be attached to instances in its own region.");
    const int region = regions.size() == 1 ? 0 : m_confirmer.choose(this, tr("New volume"), where, regions);
    if (region < 0)
        return;
    const auto size = m_confirmer.askText(this, tr("New volume"), tr("Size in GB (1 to 65536):"), u"100"_s);
    if (!size)
        return;
    bool ok = false;
    const int gb = size->trimmed().toInt(&ok);
    if (!ok || gb < 1 || gb > 65536)
        return say(tr("“%1” is not a size in GB from 1 to 65536.").arg(*size), true);
    createVolume(name->trimmed(), m_regions[region].id, gb);
}

void StoragePage::createVolume(const QString &name, const QString &region, int sizeGb)
{
    VolumeStorage *storage = m_sources.volumes;
    if (!storage)
        return;
    storage->createVolume(name, region, sizeGb, this, [this](const ApiResult<Volume> &r) {
        const Currency &currency = m_console.currency();
        if (!r.ok()) {
            say(tr("No volume was made: %1").arg(r.error().sentence(currency)), true);
            Q_EMIT shown();
            return;
        }
        const std::optional<Money> perDay = volumePerDay(r.value());
        if (r.value().machineId && perDay)
            say(tr("%1 is ready (%2 GB) on a machine in %3. It costs %4 a day until it is deleted, whether an "
                   "instance uses it or not; “Attach to a new instance…” makes an instance on that machine.")
                    .arg(r.value().name)
                    .arg(r.value().sizeGb)
                    .arg(regionName(r.value().region), currency.format(*perDay)),
                false);
        else
            say(perDay
                    ? tr("%1 is ready (%2 GB). It costs %3 a day until it is deleted; attach it to a new instance to "
                         "use "
                         "it.")
                          .arg(r.value().name)
                          .arg(r.value().sizeGb)
                          .arg(currency.format(*perDay))
                    : tr("%1 is ready (%2 GB). It is billed at the platform's storage rate until it is deleted; attach "
                         "it to a new instance to use it.")
                          .arg(r.value().name)
                          .arg(r.value().sizeGb),
                false);
        reload();
    });
}

void StoragePage::deleteVolume()
{
    const int row = m_volumes->currentRow();
    if (row < 0 || row >= m_volumeList.size() || m_volumeList[row].instanceId)
        return;
    const Volume v = m_volumeList[row];
    VolumeStorage *storage = m_sources.volumes;
    DataDiskChanges *detached = m_sources.detached;
    if (!storage && !detached)
        return;
    if (!m_confirmer.confirmByTyping(
            this, tr("Delete %1?").arg(v.name),
            tr("Everything on %1 (%2 GB) is deleted for good. Type its name to go on.").arg(v.name).arg(v.sizeGb),
            v.name))
        return;
    const auto deleted = [this, name = v.name](const ApiResult<Nothing> &r) {
        if (!r.ok())
            say(tr("%1 was not deleted: %2").arg(name, r.error().sentence(m_console.currency())), true);
        else
            say(tr("%1 is deleted; it costs nothing from now on.").arg(name), false);
        reload();
    };
    if (storage)
        storage->deleteVolume(v.id, this, deleted);
    else
        detached->deleteDetachedDisk(v.id, this, deleted);
}

void StoragePage::deleteImage()
{
    const int row = m_images->currentRow();
    if (row < 0 || row >= m_imageList.size())
        return;
    const Image image = m_imageList[row];
    SavedImages *images = m_sources.images;
    if (!images)
        return;
    if (!m_confirmer.confirm(this, tr("Delete %1?").arg(image.name),
                             tr("New instances can no longer start from %1. Instances already made from it are "
                                "not affected.")
                                 .arg(image.name),
                             tr("Delete")))
        return;
    images->deleteImage(image.id, this, [this, name = image.name](const ApiResult<Nothing> &r) {
        if (!r.ok())
            say(tr("%1 was not deleted: %2").arg(name, r.error().sentence(m_console.currency())), true);
        else
            say(tr("%1 is deleted; it costs nothing from now on.").arg(name), false);
        reload();
    });
}

void StoragePage::say(const QString &sentence, bool problem)
{
    MessageStyle::say(m_message, sentence, problem);
}
